"""Check the lint labels of this folder and print counts per kind and split.

Run with the project's venv:  .venv/bin/python benchmarks/data/lint_labels/check_labels.py

The checks are those of ../lint_labels_common.py's check_folder (its docstring lists them); this
set's own: the rule codes are `tooldeck lint --list-rules`'s where the CLI
runs, else the snapshot below. Exit 1 on any error.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from lint_labels_common import check_folder  # noqa: E402

# Not judged: a crash report; off by default and target-specific (kinds.md).
NOT_JUDGED = {"E001", "P104"}
# Snapshot of `tooldeck lint --list-rules` when the labels were written; used only when the CLI
# cannot be run.
RULES_SNAPSHOT = [
    "A101",
    "A102",
    "A103",
    "A104",
    "D101",
    "D102",
    "D103",
    "D104",
    "D105",
    "D106",
    "D107",
    "D108",
    "D109",
    "D110",
    "D111",
    "E001",
    "N101",
    "N102",
    "N103",
    "N104",
    "N105",
    "N106",
    "N107",
    "N108",
    "N109",
    "P101",
    "P102",
    "P103",
    "P104",
    "S101",
    "S102",
    "S103",
    "S104",
    "S105",
    "S106",
    "S107",
    "S108",
    "S109",
    "S110",
    "S111",
    "S112",
    "S113",
    "S114",
    "S115",
    "X101",
    "X102",
    "X103",
]


def main() -> int:
    """Check this set (lint_labels_common.check_folder): 0 when sound, else 1."""
    return check_folder(
        HERE,
        RULES_SNAPSHOT,
        not_judged=NOT_JUDGED,
        ask_cli=True,
        refuse_not_judged=False,
        mirrors=False,
        built=False,
    )


if __name__ == "__main__":
    raise SystemExit(main())
