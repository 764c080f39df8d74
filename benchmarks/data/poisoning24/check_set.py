"""Check the twenty-fourth tool-poisoning set: counts, labels, pointers and split.

    python check_set.py [--no-load] [--in-process]

Runs `poisoning_common.check_stratified_set` with this set's thresholds: at least 80 tools
in each file, exactly the 15 captured benign tools build.py adds (at least 15 here), and at
least a quarter of the poisoned tools not in English. The split must be the one
`split_by_class_and_language` gives (build.py writes it), every label's `field` must reach a
string or a parameter name in its tool, every address in a poisoned tool must be under
`.example`, and (without --no-load) both files must load in tooldeck with every string a
client shows the model surviving `tooldeck convert --to mcp`. Exit 0 and "OK" when all hold,
1 with each problem listed otherwise.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from poisoning_common import check_stratified_set

HERE = Path(__file__).resolve().parent


def main(argv: list[str]) -> int:
    """The checks above on this folder; 0 when the set is consistent, 1 otherwise."""
    return check_stratified_set(HERE, argv, min_tools=80, min_captured=15, min_non_english=0.25)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
