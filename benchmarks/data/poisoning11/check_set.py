"""Check the eleventh tool-poisoning set (benchmarks/data/poisoning11) and print its counts.

    /work/main/.venv/bin/python benchmarks/data/poisoning11/check_set.py [--no-load | --in-process]

The checks are `poisoning_common.check_set`'s (each reported by tool and field when it fails,
exit 1, every problem listed), with this set's thresholds: at least 80 tools per file, at
least 20 captured benign tools, at least 40 % non-English poisoned tools (the figures of the
brief this set was written to); its split rule (`poisoning_common.split_by_class_and_language`,
the one build.py writes), so nobody moves a tool between splits by hand, with every class and
every language within one tool of 50/50; and without --no-load every string a client shows
the model (`MODEL_READS`) must survive `tooldeck convert --to mcp`.

Prints tables per class x split, per language, per payload location and per origin.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from poisoning_common import check_set, split_by_class_and_language  # noqa: E402

MIN_TOOLS = 80
MIN_CAPTURED = 20
MIN_NON_ENGLISH = 0.40
# the tool fields whose strings must survive `tooldeck convert`: what a client shows the model.
# Protocol-only fields such as the 2025-11 `execution` object or `_meta` carry no text for the
# model.
MODEL_READS = {"name", "title", "description", "inputSchema", "outputSchema", "annotations"}


def main(argv: list[str]) -> int:
    return check_set(
        HERE,
        argv,
        split_rule=split_by_class_and_language,
        min_tools=MIN_TOOLS,
        min_captured=MIN_CAPTURED,
        min_non_english=MIN_NON_ENGLISH,
        balance_languages=True,
        model_reads=MODEL_READS,
    )


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
