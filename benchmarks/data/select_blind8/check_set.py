"""Check the select_blind8 set and print its counts.

Run with the project's Python (tooldeck installed):
    .venv/bin/python benchmarks/data/select_blind8/check_set.py
The checks are ``../select_blind_common.py``'s (shared with select_blind3 to select_blind7),
made for an all-holdout set (``splits=("holdout",)``: one cases file per deck, no split
rule, no dev / holdout balance): the gateway deck is what build_gateway.py makes from
servers/, and the vscode deck's tools are the project's VS Code Copilot Chat corpus
(tests/data/corpora/vscode_copilot_chat.json); case ids are `bl8-vs-NNN` / `bl8-gw-NNN`
per deck; `copilot_editFiles` (its description: "a placeholder tool, do not use") is never
gold. Exit 1 on any failure.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from select_blind_common import SetChecker  # noqa: E402

DECKS = {"vscode": 38, "gateway_teamdesk": 99}  # deck name (deck:NAME tag) -> tools
# the vscode deck wraps this corpus list as {"tools": [...]} (tools equal, in order)
VSCODE_CORPUS = HERE.parents[2] / "tests" / "data" / "corpora" / "vscode_copilot_chat.json"


def check_vscode(base: Path, errors: list[str]) -> None:
    """decks/vscode.json must be the project's VS Code Copilot Chat corpus, wrapped."""
    corpus = json.loads(VSCODE_CORPUS.read_text(encoding="utf-8"))
    ours = json.loads((base / "decks/vscode.json").read_text(encoding="utf-8"))
    if ours != {"tools": corpus}:
        errors.append(
            "decks/vscode.json: tools differ from tests/data/corpora/vscode_copilot_chat.json"
        )


CHECKER = SetChecker(
    HERE,
    DECKS,
    id_prefix={"vscode": "bl8-vs-", "gateway_teamdesk": "bl8-gw-"},
    built=("gateway_teamdesk",),  # decks build_gateway.py makes
    never_gold={"copilot_editFiles": "its description says it is a placeholder, do not use"},
    deck_check=check_vscode,
    splits=("holdout",),  # all holdout: nobody reads its misses
)
run_checks = CHECKER.run_checks

if __name__ == "__main__":
    sys.exit(CHECKER.main())
