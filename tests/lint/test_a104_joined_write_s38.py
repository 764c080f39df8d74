"""Session 38 (trial38 MEDIUM): A104 told the operator to drop a correct destructive hint
from office-word-mcp-server 1.1.11's ``search_and_replace`` ("Search for text and replace all
occurrences."), because its name opens with the read verb ``search``; ``report`` listed it
among the actions to do first. A write stated past the opening read verb (in the name, joined
by and/or/then, or in the first sentence, or anywhere :func:`_writes` reads one) now outweighs
it. The real text is the one ``tooldeck convert servers.json --to mcp`` captured from the
server (trial38, /tmp/t38/a/deck.json), name without its gateway prefix; the honest cases
below are flagged by the commit before this change, the twins both before and after.
"""

from __future__ import annotations

from typing import Any

import pytest

from tooldeck.formats import load_data
from tooldeck.lint import LintConfig, lint


def _codes(tool: dict[str, Any]) -> set[str]:
    deck = load_data({"tools": [tool]}, source="test", format="mcp").deck
    result = lint(deck, LintConfig(select=("A",)))
    return {f.code for f in result.findings if f.tool == tool["name"]}


def _tool(name: str, description: str) -> dict[str, Any]:
    return {
        "name": name,
        "description": description,
        "inputSchema": {
            "type": "object",
            "properties": {
                "filename": {"type": "string"},
                "find_text": {"type": "string"},
                "replace_text": {"type": "string"},
            },
            "required": ["filename", "find_text"],
        },
        "annotations": {"destructiveHint": True},
    }


@pytest.mark.parametrize(
    "tool",
    [
        _tool("search_and_replace", "Search for text and replace all occurrences."),
        # paraphrases: the write in the name only, in the description only
        _tool("find_and_delete_rows", "Find the rows that match a filter."),
        _tool(
            "search_text",
            "Search a document for text, then overwrite each match with the new text.",
        ),
    ],
    ids=["real-word", "name-joined", "description-joined"],
)
def test_a104_write_after_read_verb_keeps_destructive(tool: dict[str, Any]) -> None:
    assert "A104" not in _codes(tool)


@pytest.mark.parametrize(
    "tool",
    [
        _tool("search_files", "Search for files whose names match a pattern."),
        _tool("list_orders", "List the orders of a customer."),
        # "update" as a noun after "and": no object of a write follows
        _tool("get_status", "Get the status and update history of an order."),
    ],
    ids=["search-files", "list-orders", "update-noun"],
)
def test_a104_plain_read_marked_destructive_still_flagged(tool: dict[str, Any]) -> None:
    assert "A104" in _codes(tool)
