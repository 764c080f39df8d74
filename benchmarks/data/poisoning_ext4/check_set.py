"""Check the fourth external tool-poisoning set (benchmarks/data/poisoning_ext4); print its counts.

    /work/main/.venv/bin/python benchmarks/data/poisoning_ext4/check_set.py [--no-load]

Checks, each reported as a problem line (exit 1) rather than a traceback: every label has
the keys below and names a tool of its file, every tool has one label, names are unique per
file, a poisoned label's `field` points into its tool, every label carries its source's repo,
path, line, commit and licence, each record is in extracted.json with the same tool text
(nothing reworded: only a renamed tool's `name` may differ, and then `original_name` gives
the source's name), and the split is the one build.split_interleaved computes. Without
--no-load both files are also loaded with tooldeck's MCP reader. Unlike the generated sets
(poisoning2 to poisoning18), addresses are not required to be reserved `.example` names:
the texts are third parties' own and are kept as written.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from build import split_interleaved  # noqa: E402

FILES = {"poisoned.json": True, "benign.json": False}
REQUIRED = {
    "tool",
    "file",
    "poisoned",
    "class",
    "split",
    "source",
    "lang",
    "origin",
    "repo",
    "path",
    "line",
    "commit",
    "licence",
}
POISONED_REQUIRED = {"field", "source_attack"}
OPTIONAL = {"original_name", "note"}


def resolve(doc: Any, pointer: str) -> bool:
    """Whether the RFC 6901 `pointer` names something in `doc`."""
    node = doc
    for part in pointer.split("/")[1:]:
        part = part.replace("~1", "/").replace("~0", "~")
        if isinstance(node, dict) and part in node:
            node = node[part]
        elif isinstance(node, list) and part.isdigit() and int(part) < len(node):
            node = node[int(part)]
        else:
            return False
    return True


def problems(labels: list[dict[str, Any]], tools: dict[str, list[dict[str, Any]]]) -> list[str]:
    out: list[str] = []
    extracted = json.loads((HERE / "extracted.json").read_text(encoding="utf-8"))["records"]
    by_place: dict[tuple[str, str, str, int], list[dict[str, Any]]] = {}
    for rec in extracted:
        by_place.setdefault((rec["repo"], rec["commit"], rec["path"], rec["line"]), []).append(
            rec["tool"]
        )
    by_name = {f: {t["name"]: t for t in ts} for f, ts in tools.items()}
    for f, ts in tools.items():
        for name, n in Counter(t["name"] for t in ts).items():
            if n > 1:
                out.append(f"{f}: tool name {name!r} used {n} times")
    seen: Counter[tuple[str, str]] = Counter()
    for lab in labels:
        name = lab.get("tool")
        missing = REQUIRED - lab.keys()
        if lab.get("poisoned"):
            missing |= POISONED_REQUIRED - lab.keys()
        if missing:
            out.append(f"{name!r}: label lacks {sorted(missing)}")
            continue
        extra = lab.keys() - REQUIRED - POISONED_REQUIRED - OPTIONAL
        if extra:
            out.append(f"{name!r}: unknown label keys {sorted(extra)}")
        if lab["file"] not in FILES or FILES[lab["file"]] is not lab["poisoned"]:
            out.append(f"{name!r}: file {lab['file']!r} does not fit poisoned={lab['poisoned']}")
            continue
        seen[(lab["file"], name)] += 1
        tool = by_name[lab["file"]].get(name)
        if tool is None:
            out.append(f"{name!r}: no such tool in {lab['file']}")
            continue
        if lab["poisoned"] and not resolve(tool, lab["field"]):
            out.append(f"{name!r}: field {lab['field']!r} is not in the tool")
        source_name = lab.get("original_name", name)
        place = (lab["repo"], lab["commit"], lab["path"], lab["line"])
        if dict(tool, name=source_name) not in by_place.get(place, []):
            out.append(f"{name!r}: not in extracted.json as written at {lab['path']}:{lab['line']}")
    for f, ts in tools.items():
        for t in ts:
            if seen[(f, t["name"])] != 1:
                out.append(f"{t['name']!r} in {f}: {seen[(f, t['name'])]} labels")
    for f in FILES:
        rows = [lab for lab in labels if lab.get("file") == f]
        want = split_interleaved(rows)
        for lab, split in zip(rows, want, strict=True):
            if lab.get("split") != split:
                out.append(
                    f"{lab.get('tool')!r}: split {lab.get('split')}, split_interleaved gives {split}"
                )
    return out


def main(argv: list[str]) -> int:
    labels = [
        json.loads(line)
        for line in (HERE / "labels.jsonl").read_text(encoding="utf-8").splitlines()
        if line.strip()
    ]
    tools = {f: json.loads((HERE / f).read_text(encoding="utf-8"))["tools"] for f in FILES}
    found = problems(labels, tools)
    if "--no-load" not in argv:
        from tooldeck.formats import load

        for f in FILES:
            try:
                loaded = load(HERE / f)
                print(f"{f} loads ({len(loaded.deck)} tools)")
            except Exception as exc:  # reported, not raised: the checker lists every problem
                found.append(f"{f} does not load in tooldeck: {exc}")
    for kind in (True, False):
        rows = [lab for lab in labels if lab.get("poisoned") is kind]
        print(f"\n{'poisoned' if kind else 'benign'}: {len(rows)}")
        table = Counter((lab.get("source"), lab.get("class"), lab.get("split")) for lab in rows)
        for source, cls in sorted({(s, c) for s, c, _ in table}):
            dev, hold = table[(source, cls, "dev")], table[(source, cls, "holdout")]
            print(f"  {source:<20} {cls:<22} dev {dev:>3}  holdout {hold:>3}")
    if found:
        print("\nPROBLEMS:")
        for p in found:
            print("  -", p)
        return 1
    print("\nOK")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
