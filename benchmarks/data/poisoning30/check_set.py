"""Check the thirtieth tool-poisoning set (benchmarks/data/poisoning30) and print its counts.

    /work/main/.venv/bin/python benchmarks/data/poisoning30/check_set.py [--no-load | --in-process]

The checks and count tables of `poisoning_common.check_stratified_set`, with the thresholds of
the brief this set was written to: at least 71 tools per file (80 poisoned, 71 benign: nine captured tools
whose package states no licence were removed by the lead), 3 captured benign tools and
25 % non-English poisoned tools (the brief asked for about 75 % English).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from poisoning_common import check_stratified_set  # noqa: E402


def main(argv: list[str]) -> int:
    return check_stratified_set(HERE, argv, min_tools=71, min_captured=3, min_non_english=0.25)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
