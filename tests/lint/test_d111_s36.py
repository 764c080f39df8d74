"""Session 36: D111 counts the description as sent, as ``tooldeck cost`` does.

Counts are checked against ``tooldeck cost``'s description column, computed by the cost
stage's own accounting (an independent path: the whole tool's JSON, tokenized once), and
by hand with characters/4."""

from __future__ import annotations

import json

from tooldeck.cost.accounting import account_deck
from tooldeck.lint import LintConfig, lint
from tooldeck.lint.config import LintOptions
from tooldeck.lint.tokens import CharsPerToken
from tooldeck.tool import Deck, Tool

OBJ: dict[str, object] = {"type": "object", "properties": {}}


def _sent_tokens(description: str) -> int:
    """``tooldeck cost``'s description tokens for a one-tool deck (o200k_base)."""
    table = account_deck(Deck([Tool("t", description, OBJ)]), "o200k_base", format="mcp")
    return table[0].fields["description"].tokens


def test_d111_counts_the_description_as_sent_like_cost() -> None:
    """40 lines with quotes: each newline is the two characters \\n and each quote \\" on
    the wire. The count D111 reports equals cost's description column (independent
    accounting, whole-tool JSON), and a budget between the raw and the sent count fires,
    naming both."""
    description = 'Line one, "quoted".\n' * 40
    sent = _sent_tokens(description)
    config = LintConfig(select=("D111",), options=LintOptions(description_token_budget=sent - 1))
    found = lint(Deck([Tool("t", description, OBJ)]), config).findings
    assert len(found) == 1
    assert found[0].message.startswith(f"description is {sent} tokens as sent (JSON-escaped")
    raw = int(found[0].message.split("; ")[1].split(" ")[0])
    assert raw < sent  # the raw text is shorter: it used to be counted, and passed
    between = LintConfig(select=("D111",), options=LintOptions(description_token_budget=raw))
    assert len(lint(Deck([Tool("t", description, OBJ)]), between).findings) == 1


def test_d111_plain_text_counts_the_same_either_way() -> None:
    """No escapes: the sent text is the raw text; the message names one count. By hand
    with characters/4: 'ab cd ef.' * 10 is 90 characters → 23 tokens."""
    description = "ab cd ef." * 10
    assert json.dumps(description)[1:-1] == description
    config = LintConfig(select=("D111",), options=LintOptions(description_token_budget=22))
    found = lint(Deck([Tool("t", description, OBJ)]), config, token_counter=CharsPerToken())
    assert [f.message for f in found.findings] == [
        "description is 23 tokens as sent (JSON-escaped, as `tooldeck cost` counts it); "
        "budget is 22"
    ]
