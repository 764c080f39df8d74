"""Check the select_blind10 set and print its counts.

Run with the project's Python (tooldeck installed):
    .venv/bin/python benchmarks/data/select_blind10/check_set.py
The checks are ``../select_blind_common.py``'s (shared with select_blind3 to select_blind9),
made for an all-holdout set (``splits=("holdout",)``: one cases file per deck, no split
rule, no dev / holdout balance). Both decks are what build_gateway.py makes from servers/
(`gitlab`: one server's capture, names unchanged; `gateway_oncall`: three servers merged
with `<server>__` prefixes); case ids are `bl10-gl-NNN` / `bl10-gw-NNN` per deck.
Exit 1 on any failure.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from select_blind_common import SetChecker  # noqa: E402

DECKS = {"gitlab": 118, "gateway_oncall": 87}  # deck name (deck:NAME tag) -> tools

CHECKER = SetChecker(
    HERE,
    DECKS,
    id_prefix={"gitlab": "bl10-gl-", "gateway_oncall": "bl10-gw-"},
    splits=("holdout",),  # all holdout: nobody reads its misses
)
run_checks = CHECKER.run_checks

if __name__ == "__main__":
    sys.exit(CHECKER.main())
