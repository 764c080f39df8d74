"""Check the tool-poisoning set: labels <-> tools, pointers, counts per class and split.

    /work/main/.venv/bin/python benchmarks/data/poisoning/check_set.py [--no-load]

Exits 1 and lists every problem when something is wrong; prints the count tables either way.
Without --no-load it also loads both files with the `tooldeck` CLI next to this Python
(`tooldeck show FILE`) and checks that an MCP round trip keeps every tool unchanged, so the
payloads survive loading.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from poisoning_common import report  # noqa: E402

FILES = ("poisoned.json", "benign.json")
SPLITS = ("dev", "holdout")
MIN_PER_FILE = 60
LABEL_KEYS = {"tool", "file", "poisoned", "class", "split", "source", "lang", "origin"}
OPTIONAL_KEYS = {"field", "technique", "note"}


def resolve(doc, pointer: str):
    """RFC 6901 JSON pointer; returns (parent, last_token, value) or raises KeyError."""
    if not pointer.startswith("/"):
        raise KeyError(f"pointer must start with '/': {pointer!r}")
    tokens = [t.replace("~1", "/").replace("~0", "~") for t in pointer[1:].split("/")]
    parent, cur = None, doc
    for tok in tokens:
        parent = cur
        if isinstance(cur, list):
            if not tok.isdigit() or int(tok) >= len(cur):
                raise KeyError(f"no index {tok!r} in {pointer!r}")
            cur = cur[int(tok)]
        elif isinstance(cur, dict):
            if tok not in cur:
                raise KeyError(f"no key {tok!r} in {pointer!r}")
            cur = cur[tok]
        else:
            raise KeyError(f"cannot descend into a {type(cur).__name__} at {tok!r} in {pointer!r}")
    return parent, tokens[-1], cur


def main(argv: list[str]) -> int:
    problems: list[str] = []
    tools: dict[tuple[str, str], dict] = {}
    all_names: Counter[str] = Counter()
    for fname in FILES:
        doc = json.loads((HERE / fname).read_text(encoding="utf-8"))
        if set(doc) != {"tools"} or not isinstance(doc["tools"], list):
            problems.append(f"{fname}: expected exactly {{'tools': [...]}}")
            continue
        for t in doc["tools"]:
            key = (fname, t["name"])
            if key in tools:
                problems.append(f"{fname}: duplicate tool name {t['name']!r}")
            tools[key] = t
            all_names[t["name"]] += 1
            if "inputSchema" not in t:
                problems.append(f"{fname}: {t['name']} has no inputSchema")
        if len(doc["tools"]) < MIN_PER_FILE:
            problems.append(f"{fname}: {len(doc['tools'])} tools, want >= {MIN_PER_FILE}")
    for name, c in all_names.items():
        if c > 1:
            problems.append(f"tool name {name!r} appears in both files")

    labels = []
    for i, line in enumerate((HERE / "labels.jsonl").read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        lab = json.loads(line)
        lab["_line"] = i
        labels.append(lab)

    seen: set[tuple[str, str]] = set()
    for lab in labels:
        where = f"labels.jsonl:{lab['_line']} ({lab.get('tool')})"
        keys = set(lab) - {"_line"}
        if not keys >= LABEL_KEYS:
            problems.append(f"{where}: missing keys {sorted(LABEL_KEYS - keys)}")
            continue
        if keys - LABEL_KEYS - OPTIONAL_KEYS:
            problems.append(f"{where}: unknown keys {sorted(keys - LABEL_KEYS - OPTIONAL_KEYS)}")
        key = (lab["file"], lab["tool"])
        if key in seen:
            problems.append(f"{where}: labelled twice")
        seen.add(key)
        if key not in tools:
            problems.append(f"{where}: no such tool in {lab['file']}")
            continue
        if lab["split"] not in SPLITS:
            problems.append(f"{where}: split {lab['split']!r}")
        expected_poisoned = lab["file"] == "poisoned.json"
        if lab["poisoned"] is not expected_poisoned:
            problems.append(f"{where}: poisoned={lab['poisoned']} but file is {lab['file']}")
        if lab["poisoned"]:
            if "field" not in lab:
                problems.append(f"{where}: poisoned label without 'field'")
                continue
            try:
                parent, _last, value = resolve(tools[key], lab["field"])
            except KeyError as exc:
                problems.append(f"{where}: field does not resolve: {exc}")
                continue
            # a pointer to a property key (parameter-name payload) or to a string value
            is_param_name = isinstance(parent, dict) and lab["field"].split("/")[-2] == "properties"
            if not is_param_name and not isinstance(value, str):
                problems.append(
                    f"{where}: field points at a {type(value).__name__}, not a string or a parameter name"
                )
        elif "field" in lab:
            problems.append(f"{where}: benign label with a 'field'")
    for key in tools:
        if key not in seen:
            problems.append(f"{key[0]}: tool {key[1]!r} has no label")

    # count tables
    for poisoned in (True, False):
        rows = [lab for lab in labels if lab.get("poisoned") is poisoned]
        title = "poisoned" if poisoned else "benign"
        by = Counter((lab["class"], lab["split"]) for lab in rows)
        classes = sorted({lab["class"] for lab in rows})
        print(f"\n{title}: {len(rows)} tools")
        print(f"  {'class':28} {'dev':>4} {'hold':>5} {'total':>6}")
        for c in classes:
            d, h = by[(c, "dev")], by[(c, "holdout")]
            print(f"  {c:28} {d:4} {h:5} {d + h:6}")
            if d == 0 or h == 0:
                problems.append(f"{title} class {c!r} is missing a split (dev {d}, holdout {h})")
        d = sum(v for (c, sp), v in by.items() if sp == "dev")
        print(
            f"  {'all':28} {d:4} {len(rows) - d:5} {len(rows):6}  ({100 * d / max(len(rows), 1):.0f} % dev)"
        )
        if poisoned:
            fields = Counter()
            for lab in rows:
                f = lab["field"]
                kind = (
                    "parameter name"
                    if f.split("/")[-2] == "properties"
                    else "$defs"
                    if "/$defs/" in f
                    else "outputSchema"
                    if f.startswith("/outputSchema")
                    else "enum value"
                    if "/enum/" in f
                    else "default"
                    if f.endswith("/default")
                    else "examples"
                    if "/examples/" in f
                    else "parameter description"
                    if f.startswith("/inputSchema/properties/")
                    else f.lstrip("/")
                )
                fields[kind] += 1
            print("  payload field:", ", ".join(f"{k} {v}" for k, v in fields.most_common()))
        langs = Counter(lab["lang"] for lab in rows)
        print("  language:", ", ".join(f"{k} {v}" for k, v in langs.most_common()))
        origins = Counter(
            "captured" if lab["origin"].startswith("captured") else lab["origin"] for lab in rows
        )
        print("  origin:", ", ".join(f"{k} {v}" for k, v in origins.most_common()))

    if "--no-load" not in argv:
        exe = Path(sys.executable).with_name("tooldeck")
        tooldeck = str(exe) if exe.exists() else shutil.which("tooldeck")
        if not tooldeck:
            problems.append("tooldeck CLI not found (use the venv python, or pass --no-load)")
        else:
            with tempfile.TemporaryDirectory() as tmp:
                for fname in FILES:
                    r = subprocess.run(
                        [tooldeck, "show", str(HERE / fname)], capture_output=True, text=True
                    )
                    if r.returncode != 0:
                        problems.append(
                            f"tooldeck show {fname}: exit {r.returncode}: {r.stderr.strip()[-500:]}"
                        )
                        continue
                    out = Path(tmp) / fname
                    r = subprocess.run(
                        [tooldeck, "convert", str(HERE / fname), "--to", "mcp", "-o", str(out)],
                        capture_output=True,
                        text=True,
                    )
                    if r.returncode != 0 or "warning" in r.stderr:
                        problems.append(
                            f"tooldeck convert {fname}: exit {r.returncode}: {r.stderr.strip()[-500:]}"
                        )
                        continue
                    before = json.loads((HERE / fname).read_text(encoding="utf-8"))["tools"]
                    after = json.loads(out.read_text(encoding="utf-8"))["tools"]
                    for t, u in zip(before, after, strict=False):
                        if t != u:
                            problems.append(
                                f"{fname}: {t['name']} changes in an MCP round trip through tooldeck"
                            )
                    print(
                        f"\ntooldeck: {fname} loads ({len(before)} tools) and round-trips unchanged"
                    )

    return report(problems)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
