"""Check the twenty-fifth tool-poisoning set (benchmarks/data/poisoning25) and print its counts.

    /work/main/.venv/bin/python benchmarks/data/poisoning25/check_set.py [--no-load | --in-process]

`poisoning_common.check_stratified_set` does the checks (one label per tool, every `field`
pointer reaching a string or a property name, the split recomputed with
`split_by_class_and_language`, every technique present, every address under a reserved
name, every string surviving `tooldeck convert --to mcp`) with this set's thresholds: at least
80 tools per file, 15 captured benign tools, and at least 25 % of the poisoned tools not in
English (the brief asked for 25-30 %). On top of that, this script checks what the brief for
this set asked for: exactly 80 + 80 tools and 40/40 dev/holdout on each side; seven poisoned
and seven benign tools in each of Belarusian, Basque and Marathi; every `twin:` source naming a
poisoned tool; every `several tools` part naming a tool of the same set.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from poisoning_common import check_stratified_set, report  # noqa: E402

LANGUAGES = ("be", "eu", "mr")


def brief_problems() -> list[str]:
    """What this set's brief asked for, beyond the shared checks; one line per problem."""
    labels = [json.loads(line) for line in (HERE / "labels.jsonl").read_text("utf-8").splitlines()]
    problems: list[str] = []
    names = {lab["tool"] for lab in labels}
    poisoned_names = {lab["tool"] for lab in labels if lab["poisoned"]}
    for side, want in ((True, 80), (False, 80)):
        rows = [lab for lab in labels if lab["poisoned"] is side]
        kind = "poisoned" if side else "benign"
        if len(rows) != want:
            problems.append(f"{kind}: {len(rows)} tools, want {want}")
        splits = Counter(lab["split"] for lab in rows)
        if splits != Counter({"dev": want // 2, "holdout": want // 2}):
            problems.append(f"{kind}: split {dict(splits)}, want 40/40")
        langs = Counter(lab["lang"] for lab in rows)
        for lang in LANGUAGES:
            if langs[lang] != 7:
                problems.append(f"{kind}: {langs[lang]} tools in {lang}, want 7")
        extra = set(langs) - {"en", *LANGUAGES}
        if extra:
            problems.append(f"{kind}: unexpected languages {sorted(extra)}")
    for lab in labels:
        source = lab["source"]
        if source.startswith("twin:") and source[5:] not in poisoned_names:
            problems.append(f"{lab['tool']}: source {source} names no poisoned tool")
        note = lab.get("note", "")
        if note.startswith("several tools"):
            inside = note[note.index("(") + 1 : note.rindex(")")]
            for other in inside.split(", "):
                if other not in names:
                    problems.append(f"{lab['tool']}: note names {other}, not in the set")
    return problems


def main(argv: list[str]) -> int:
    status = check_stratified_set(HERE, argv, min_tools=80, min_captured=15, min_non_english=0.25)
    print("\nbrief checks (p25):")
    return max(status, report(brief_problems()))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
