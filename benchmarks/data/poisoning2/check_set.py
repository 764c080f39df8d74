"""Check the second tool-poisoning set and print its counts.

    /work/main/.venv/bin/python benchmarks/data/poisoning2/check_set.py [--no-load | --in-process]

The checks are `poisoning_common.check_set`'s (each reported by tool and field when it fails,
exit 1, every problem listed), with this set's thresholds: at least 70 tools per file, at
least 15 captured benign tools, at least 20 % non-English poisoned tools; its split rule
(`poisoning_common.split_by_class_turns`: within a class, non-English first, then SHA-256 of
the name, alternately dev/holdout; classes in sorted order take turns starting with dev and
with holdout), so nobody moves a tool between splits by hand; and without --no-load every
string of every tool must survive `tooldeck convert --to mcp`.

Prints tables per class x split, per language, per payload location and per origin.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from poisoning_common import check_set, split_by_class_turns  # noqa: E402

MIN_TOOLS = 70
MIN_CAPTURED = 15
MIN_NON_ENGLISH = 0.20


def main(argv: list[str]) -> int:
    return check_set(
        HERE,
        argv,
        split_rule=split_by_class_turns,
        min_tools=MIN_TOOLS,
        min_captured=MIN_CAPTURED,
        min_non_english=MIN_NON_ENGLISH,
    )


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
