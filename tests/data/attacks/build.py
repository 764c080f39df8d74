"""Write paths.jsonl, shell.jsonl and hostile_inputs.jsonl from build_*.py.

The JSONL files are the data; this script regenerates them byte for byte (ids and the
dev/holdout split are derived deterministically).  Run: python build.py
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
import unicodedata
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import build_hostile  # noqa: E402
import build_paths  # noqa: E402
import build_shell  # noqa: E402

HOLDOUT_SHARE = 0.3


def assign(cases: list[dict], prefix: str) -> list[dict]:
    """Ids '<prefix>-<class>-NN' in file order; split: within each (class, expect) group
    the round(0.3 n) cases with the smallest SHA-256 of their id are holdout."""
    counters: dict[str, int] = defaultdict(int)
    out = []
    for c in cases:
        counters[c["class"]] += 1
        out.append({"id": f"{prefix}-{c['class']}-{counters[c['class']]:02d}", **c})
    groups: dict[tuple, list[dict]] = defaultdict(list)
    for c in out:
        groups[(c["class"], c["expect"])].append(c)
    for group in groups.values():
        ranked = sorted(group, key=lambda c: hashlib.sha256(c["id"].encode()).hexdigest())
        k = round(HOLDOUT_SHARE * len(group))
        for i, c in enumerate(ranked):
            c["split"] = "holdout" if i < k else "dev"
    return out


def _escape_invisible(text: str) -> str:
    # JSON lets these stand raw inside strings; escaping them keeps every record on one
    # line for readers that split on U+2028/U+0085 and keeps the files readable.
    out = []
    for ch in text:
        if (
            unicodedata.category(ch) in ("Cc", "Cf", "Zl", "Zp", "Cs", "Co", "Cn")
            and ch not in "\n"
        ):
            out.append(f"\\u{ord(ch):04x}")
        else:
            out.append(ch)
    return "".join(out)


def dump_line(obj: dict) -> str:
    return _escape_invisible(json.dumps(obj, ensure_ascii=False))


def write(name: str, cases: list[dict]) -> None:
    with open(os.path.join(HERE, name), "w", encoding="utf-8", newline="\n") as f:
        for c in cases:
            line = dump_line(c)
            line.encode("utf-8")  # every non-encodable character was escaped above
            f.write(line + "\n")


def main() -> None:
    write("paths.jsonl", assign(build_paths.CASES, "path"))
    write("shell.jsonl", assign(build_shell.CASES, "shell"))
    write("hostile_inputs.jsonl", assign(build_hostile.CASES, "hostile"))
    print("wrote paths.jsonl, shell.jsonl, hostile_inputs.jsonl")


if __name__ == "__main__":
    main()
