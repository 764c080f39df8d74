"""The machinery the external tool-poisoning sets share (benchmarks/data/poisoning_ext,
poisoning_ext2, poisoning_ext3, poisoning_ext4, poisoning_ext5): each set's `build.py` holds its own labels
(which extracted record is poisoned, with its class, payload pointer and the source's name for
the attack; which are left out and why) and calls `write_set`; its `check_set.py` calls
`check_folder`.

`write_set` writes no tool text: it copies each record of extracted.json as extracted, keeps one
copy of a definition found twice, renames a tool only where two records share a name in the
same file (``name__source``, the source's name kept as ``original_name``) and splits each file
with `split_interleaved`; its output is the same byte for byte on every run. `check_folder` reports
every problem as a line (exit 1), never a traceback. A copy of a set's folder needs this file
beside it (in the folder's parent), as the format tests do.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

BENIGN_CLASS = "source_benign"
"""The class of a benign record: one of the same sources' own tools, carrying no payload."""

KEY_ORDER = (
    "tool",
    "file",
    "poisoned",
    "class",
    "field",
    "split",
    "source",
    "lang",
    "origin",
    "source_attack",
    "repo",
    "path",
    "line",
    "commit",
    "licence",
    "original_name",
    "note",
)


def key(rec: dict[str, Any]) -> str:
    """``source|path:line``, and ``#CONSTANT`` where one decorated function was listed with
    each of several description constants (extract.py's ``alternatives``)."""
    variant = rec["how"].rsplit("description=", 1)
    const = f"#{variant[1]}" if len(variant) == 2 else ""
    return f"{rec['source']}|{rec['path']}:{rec['line']}{const}"


def split_interleaved(labels: list[dict[str, Any]]) -> list[str]:
    """Half dev, half holdout over the labels of one file, balanced by source and by class:
    the labels are taken in (class, source, order in the file) order and each goes to the
    split that leaves the smaller imbalance (holdout minus dev, in absolute value) summed over
    its class, its source and the whole file; a tie goes to dev. Deterministic; returns the
    splits in the labels' own order."""
    order = sorted(range(len(labels)), key=lambda i: (labels[i]["class"], labels[i]["source"], i))
    balance: Counter[tuple[str, str]] = Counter()  # (kind, value) -> holdout - dev
    out = [""] * len(labels)
    for i in order:
        groups = (("class", labels[i]["class"]), ("source", labels[i]["source"]), ("all", ""))

        def cost(step: int, groups: tuple[tuple[str, str], ...] = groups) -> int:
            return sum(abs(balance[g] + step) for g in groups)

        step = -1 if cost(-1) <= cost(1) else 1
        out[i] = "dev" if step == -1 else "holdout"
        for g in groups:
            balance[g] += step
    return out


def write_set(
    here: Path,
    poisoned_labels: dict[str, tuple[str, str, str, str | None]],
    left_out: dict[str, str],
    benign_notes: dict[str, str],
) -> int:
    """Label ``here/extracted.json``'s records and write ``poisoned.json``, ``benign.json`` and
    ``labels.jsonl`` in ``here``; returns 0 (exit 1 through SystemExit when a labelled record is
    not in extracted.json). ``poisoned_labels`` maps a record's `key` to (class, RFC 6901 pointer
    to the payload, the source's name for the attack, note or None); ``left_out`` maps a key to
    why it is left out; ``benign_notes`` a benign key to its note."""
    records = json.loads((here / "extracted.json").read_text(encoding="utf-8"))["records"]
    known = set(poisoned_labels) | set(left_out) | set(benign_notes)
    missing = known - {key(r) for r in records}
    if missing:
        raise SystemExit(f"build.py: labelled records not in extracted.json: {sorted(missing)}")
    rows: dict[str, list[tuple[dict[str, Any], dict[str, Any]]]] = {
        "poisoned.json": [],
        "benign.json": [],
    }
    seen: set[str] = set()
    dropped_duplicates = 0
    for rec in records:
        k = key(rec)
        if k in left_out:
            continue
        tool = dict(rec["tool"])
        # the same definition in two places (a source copying its own or another's tool) is
        # kept once, where it first appears
        ident = json.dumps([tool["description"], tool["inputSchema"]], sort_keys=True)
        if ident in seen:
            dropped_duplicates += 1
            continue
        seen.add(ident)
        poisoned = k in poisoned_labels
        lab: dict[str, Any] = {"tool": tool["name"], "poisoned": poisoned}
        if poisoned:
            cls, field, attack, note = poisoned_labels[k]
            lab |= {"class": cls, "field": field, "source_attack": attack}
        else:
            lab["class"] = BENIGN_CLASS
            note = benign_notes.get(k)
        lab |= {
            "source": rec["source"],
            "lang": "en",
            "origin": f"external: {rec['how']}",
            "repo": rec["repo"],
            "path": rec["path"],
            "line": rec["line"],
            "commit": rec["commit"],
            "licence": rec["licence"],
        }
        if note:
            lab["note"] = note
        file = "poisoned.json" if poisoned else "benign.json"
        lab["file"] = file
        rows[file].append((lab, tool))
    # rename: a name already used in the same file gets "__<source>" (then "_2", "_3", …)
    for entries in rows.values():
        used: set[str] = set()
        for lab, tool in entries:
            name = tool["name"]
            if name in used:
                base = f"{name}__{lab['source']}"
                name, n = base, 2
                while name in used:
                    name, n = f"{base}_{n}", n + 1
                lab["original_name"] = tool["name"]
                tool["name"] = lab["tool"] = name
            used.add(name)
    lines = []
    for file, entries in rows.items():
        splits = split_interleaved([lab for lab, _t in entries])
        for (lab, _t), split in zip(entries, splits, strict=True):
            lab["split"] = split
            lines.append(json.dumps({k: lab[k] for k in KEY_ORDER if k in lab}, ensure_ascii=False))
        text = json.dumps({"tools": [t for _lab, t in entries]}, indent=1, ensure_ascii=False)
        (here / file).write_text(text + "\n", encoding="utf-8")
    (here / "labels.jsonl").write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    count = Counter(lab["poisoned"] for entries in rows.values() for lab, _t in entries)
    print(
        f"{count[True]} poisoned, {count[False]} benign, {len(left_out)} left out, "
        f"{dropped_duplicates} duplicates dropped"
    )
    return 0


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


def problems(
    here: Path, labels: list[dict[str, Any]], tools: dict[str, list[dict[str, Any]]]
) -> list[str]:
    """Every problem of the set in ``here`` (one line each; empty when it is sound)."""
    out: list[str] = []
    extracted = json.loads((here / "extracted.json").read_text(encoding="utf-8"))["records"]
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


def check_folder(here: Path, argv: list[str]) -> int:
    """Check the set in ``here`` and print its counts; 0 when sound, else 1 after listing every
    problem. ``--no-load`` skips loading the two files with tooldeck's MCP reader."""
    labels = [
        json.loads(line)
        for line in (here / "labels.jsonl").read_text(encoding="utf-8").splitlines()
        if line.strip()
    ]
    tools = {f: json.loads((here / f).read_text(encoding="utf-8"))["tools"] for f in FILES}
    found = problems(here, labels, tools)
    if "--no-load" not in argv:
        from tooldeck.formats import load

        for f in FILES:
            try:
                loaded = load(here / f)
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
