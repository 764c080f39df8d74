"""Check the select_blind3 set and print its counts.

Run with the project's Python (tooldeck installed):
    .venv/bin/python benchmarks/data/select_blind3/check_set.py
The checks are ``../select_blind_common.py``'s (shared with select_blind4): both decks are
what build_gateway.py makes from servers/; case ids are `bl3-wb-NNN` / `bl3-dk-NNN` per
deck; basic-memory's connector-only adapters are never gold. Exit 1 on any failure.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from select_blind_common import SetChecker  # noqa: E402

DECKS = {"gateway_workbench": 103, "gateway_desk": 93}  # deck name (deck:NAME tag) -> tools
CHECKER = SetChecker(
    HERE,
    DECKS,
    id_prefix={"gateway_workbench": "bl3-wb-", "gateway_desk": "bl3-dk-"},
    # basic-memory's OpenAI/ChatGPT connector adapters answer other clients with an error
    never_gold={
        "basic_memory__search": "a connector adapter",
        "basic_memory__fetch": "a connector adapter",
    },
)
run_checks = CHECKER.run_checks

if __name__ == "__main__":
    sys.exit(CHECKER.main())
