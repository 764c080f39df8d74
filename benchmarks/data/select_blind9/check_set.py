"""Check the select_blind9 set and print its counts.

Run with the project's Python (tooldeck installed):
    .venv/bin/python benchmarks/data/select_blind9/check_set.py
The checks are ``../select_blind_common.py``'s (shared with select_blind3 to select_blind8),
made for an all-holdout set (``splits=("holdout",)``: one cases file per deck, no split
rule, no dev / holdout balance): the gateway deck is what build_gateway.py makes from
servers/, and the github deck's tools are the project's GitHub corpus
(tests/data/corpora/github.json); case ids are `bl9-gh-NNN` / `bl9-gw-NNN` per deck.
Exit 1 on any failure.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from select_blind_common import SetChecker  # noqa: E402

DECKS = {"github": 117, "gateway_devbox": 99}  # deck name (deck:NAME tag) -> tools
# the github deck wraps this corpus list as {"tools": [...]} (tools equal, in order)
GITHUB_CORPUS = HERE.parents[2] / "tests" / "data" / "corpora" / "github.json"


def check_github(base: Path, errors: list[str]) -> None:
    """decks/github.json must be the project's GitHub corpus, wrapped."""
    corpus = json.loads(GITHUB_CORPUS.read_text(encoding="utf-8"))
    ours = json.loads((base / "decks/github.json").read_text(encoding="utf-8"))
    if ours != {"tools": corpus}:
        errors.append("decks/github.json: tools differ from tests/data/corpora/github.json")


CHECKER = SetChecker(
    HERE,
    DECKS,
    id_prefix={"github": "bl9-gh-", "gateway_devbox": "bl9-gw-"},
    built=("gateway_devbox",),  # decks build_gateway.py makes
    deck_check=check_github,
    splits=("holdout",),  # all holdout: nobody reads its misses
)
run_checks = CHECKER.run_checks

if __name__ == "__main__":
    sys.exit(CHECKER.main())
