"""Check the twenty-seventh tool-poisoning set (benchmarks/data/poisoning27) and print its counts.

    /work/main/.venv/bin/python benchmarks/data/poisoning27/check_set.py [--no-load | --in-process]

The checks and count tables of `poisoning_common.check_stratified_set` (one label per tool,
payload pointers that resolve, the split `split_by_class_and_language` gives, every class and
language within one tool of 50/50, `.example` addresses only, payloads that survive a tooldeck
round trip), with the thresholds of the brief this set was written to: 80 tools per file, 15
captured benign tools and 25 % non-English poisoned tools. It adds the checks of this set's
own brief: exactly 80 tools per file and 40 of each in dev, and each `rug pull v2 of NAME`
label pointing at a benign `NAME` labelled `rug pull v1`.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from poisoning_common import check_stratified_set, read_labels, report  # noqa: E402

COUNT = 80
PAIRS = 10


def own_checks() -> list[str]:
    """Counts per file and split, and the rug-pull pairs."""
    problems: list[str] = []
    labels = read_labels(HERE)
    for fname in ("poisoned.json", "benign.json"):
        rows = [lab for lab in labels if lab["file"] == fname]
        dev = sum(1 for lab in rows if lab["split"] == "dev")
        if len(rows) != COUNT or dev != COUNT // 2:
            problems.append(
                f"{fname}: {len(rows)} tools, {dev} in dev; {COUNT} and {COUNT // 2} wanted"
            )
    v1 = {lab["tool"] for lab in labels if lab.get("note") == "rug pull v1"}
    pairs = 0
    for lab in labels:
        note = lab.get("note", "")
        if note.startswith("rug pull v2 of "):
            name = note.removeprefix("rug pull v2 of ").split(";")[0]
            pairs += 1
            if name not in v1:
                problems.append(f"{lab['tool']}: its v1 {name!r} is not a benign 'rug pull v1'")
    if pairs != PAIRS or len(v1) != PAIRS:
        problems.append(f"{pairs} rug-pull v2 and {len(v1)} v1 tools, {PAIRS} each wanted")
    tools = json.loads((HERE / "benign.json").read_text(encoding="utf-8"))["tools"]
    if not any("_meta" in t for t in tools):
        problems.append("benign.json: no honest _meta")
    return problems


def main(argv: list[str]) -> int:
    status = check_stratified_set(
        HERE, argv, min_tools=COUNT, min_captured=15, min_non_english=0.25
    )
    own = report(own_checks())
    return status or own


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
