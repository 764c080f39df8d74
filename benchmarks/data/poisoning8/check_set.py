"""Check the eighth tool-poisoning set (benchmarks/data/poisoning8) and print its counts.

    /work/main/.venv/bin/python benchmarks/data/poisoning8/check_set.py [--no-load | --in-process]

The checks and count tables of `poisoning_common.check_stratified_set`, with this set's
thresholds (the brief's figures, stricter than the seventh set's 60 / 15 / 30 %): at least 70
tools per file, 18 captured benign tools and 40 % non-English poisoned tools.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from poisoning_common import check_stratified_set  # noqa: E402


def main(argv: list[str]) -> int:
    return check_stratified_set(HERE, argv, min_tools=70, min_captured=18, min_non_english=0.40)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
