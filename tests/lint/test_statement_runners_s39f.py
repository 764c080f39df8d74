"""trial38b LOW-3 and LOW-4: statement runners read the same way in both directions.

LOW-3: ``snowflake_query`` "Send a statement to Snowflake and return the result set."
marked read-only drew A102 "its description opens with 'send'": the sending is not the
write, the statement is. A statement sent is now read as one the tool runs
(``safety.runs_statement``), so the reason names the statement and the verdict is the
runner class's (a warning when the server states the hint, an error when a config adds it).

LOW-4: an unannotated SELECT-only runner ("Run a SELECT query in a ClickHouse database")
drew A101 "changes state ('run')" while the same tool marked read-only is rightly quiet
(A102 reads the SELECT limit). A run verb whose statement the text limits to reads is no
change for A101 either (``safety.runs_read_statement``).

Definitions are trial38b's (its ro.json / no.json, own wording, not a real server's);
twins change only what the reading turns on; expected codes follow by hand."""

from __future__ import annotations

from typing import Any

import pytest

from tooldeck.formats import load_data
from tooldeck.lint import LintConfig, lint
from tooldeck.lint.model import Finding


def _findings(item: dict[str, Any]) -> list[Finding]:
    deck = load_data({"tools": [item]}, source="test", format="mcp").deck
    return list(lint(deck, LintConfig(select=("A",))).findings)


def _tool(name: str, description: str, param: str, text: str | None, **ann: Any) -> dict[str, Any]:
    prop: dict[str, Any] = {"type": "string"}
    if text is not None:
        prop["description"] = text
    item: dict[str, Any] = {
        "name": name,
        "description": description,
        "inputSchema": {"type": "object", "properties": {param: prop}, "required": [param]},
    }
    if ann:
        item["annotations"] = ann
    return item


SNOWFLAKE = ("snowflake_query", "Send a statement to Snowflake and return the result set.")
CLICKHOUSE = ("ch_run_select_query", "Run a SELECT query in a ClickHouse database")


def test_a_sent_statement_is_reported_for_the_statement_not_the_sending() -> None:
    found = _findings(_tool(*SNOWFLAKE, "statement", "Statement text", readOnlyHint=True))
    a102 = [f for f in found if f.code == "A102"]
    assert len(a102) == 1
    assert "'statement' is a database statement it runs" in a102[0].message
    assert "opens with 'send'" not in a102[0].message
    assert a102[0].severity.value == "warning"  # the server's own hint: the runner class


def test_an_unannotated_sent_statement_still_asks_for_a_destructive_hint() -> None:
    found = _findings(_tool(*SNOWFLAKE, "statement", "Statement text"))
    assert [(f.code, "('run')" in f.message) for f in found] == [("A101", True)]


def test_a_sent_request_or_feedback_is_unchanged() -> None:
    # sending feedback is a write (as before); a sent search query is no statement
    feedback = _tool("search_feedback", "Send feedback on a search result.", "text", "Text.")
    assert {f.code for f in _findings(dict(feedback, annotations={"readOnlyHint": True}))} == {
        "A102"
    }
    query = _tool("search_docs", "Send a query to the search index.", "query", "Search words.")
    assert _findings(dict(query, annotations={"readOnlyHint": True})) == []


def test_a_select_only_runner_agrees_in_both_directions() -> None:
    assert _findings(_tool(*CLICKHOUSE, "query", None, readOnlyHint=True)) == []
    assert [f.code for f in _findings(_tool(*CLICKHOUSE, "query", None))] == []


@pytest.mark.parametrize(
    "description",
    [
        "Run a query in a ClickHouse database",  # no limit said
        "Run a SELECT or INSERT query in a ClickHouse database",  # a write named beside it
    ],
)
def test_an_unlimited_runner_still_draws_a101(description: str) -> None:
    codes = [f.code for f in _findings(_tool("ch_run_query", description, "query", None))]
    assert "A101" in codes
