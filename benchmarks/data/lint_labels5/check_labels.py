"""Check the lint labels of this folder and print counts per kind and split.

Run with the project's venv:  .venv/bin/python benchmarks/data/lint_labels5/check_labels.py

(Copied from ../lint_labels4/check_labels.py (itself from ../lint_labels3/) for the fifth, blind
set; only this docstring differs. The rule codes are the snapshot below only: the set's author was not to run
`tooldeck lint` in any form, so the checker does not ask the CLI either. The kinds not judged are
listed in NOT_JUDGED.)

The checks are those of ../lint_labels_common.py's check_folder (its docstring lists them); this
set's own: the rule codes are the snapshot below only; a label of a kind in NOT_JUDGED is refused; every X101 line has its mirror line; tools/ is what build_decks.py makes
from the captures in servers/. Exit 1 on any error.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from lint_labels_common import check_folder  # noqa: E402

# Not judged (kinds.md says why): a crash report; lock drift (needs --locked); Gemini-only and off
# by default.
NOT_JUDGED = {"E001", "L101", "L102", "L103", "P104"}
# Rule codes of ../lint_labels2/check_labels.py's snapshot and kinds.md (this set's author did not
# run `tooldeck lint --list-rules`).
RULES_SNAPSHOT = [
    "A101",
    "A102",
    "A103",
    "A104",
    "A105",
    "A106",
    "A107",
    "A108",
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
    "D112",
    "E001",
    "L101",
    "L102",
    "L103",
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
    "S116",
    "S117",
    "S118",
    "S119",
    "S120",
    "T101",
    "T102",
    "T103",
    "T104",
    "T105",
    "T106",
    "T107",
    "T108",
    "T109",
    "T110",
    "T111",
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
        ask_cli=False,
        refuse_not_judged=True,
        mirrors=True,
        built=True,
    )


if __name__ == "__main__":
    raise SystemExit(main())
