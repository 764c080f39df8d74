"""A tool that runs the database statement the model writes is no read (trial 37, HIGH-1).

mcp-server-duckdb 1.1.0 lists ``query``: "Execute a query on the DuckDB database", one
string ``query``: "SQL query to execute". It runs CREATE, INSERT and DROP as readily as
SELECT. Before this change A105 read the name's verb ``query`` as a read and advised
``readOnlyHint: true``; with that hint declared A102 stayed quiet (its statement reading
needed "any", "arbitrary" or "raw" in the parameter's text), and a client trusting the
hint — tooldeck's gateway among them — ran DDL and DML without a confirmation.

The tools here are the trial's four wordings (the trial's own sentences, quoted in
docs/lint.md's A102 text) and paraphrases written for this file; the read-only twins are
the wordings of a stated limit (SELECT only, read-only, no side effects) and a tool that
validates rather than runs. None comes from a labels set. The runner cases fail on the
commit before this change; every twin passes there and here.
"""

from __future__ import annotations

from typing import Any

import pytest

from tooldeck.formats import load_data
from tooldeck.lint import LintConfig, lint


def _tool(
    name: str, description: str, param: str, text: str, hints: dict[str, bool] | None
) -> dict[str, Any]:
    tool: dict[str, Any] = {
        "name": name,
        "description": description,
        "inputSchema": {
            "type": "object",
            "properties": {param: {"type": "string", "description": text}},
            "required": [param],
        },
    }
    if hints is not None:
        tool["annotations"] = hints
    return tool


def _codes(tool: dict[str, Any]) -> dict[str, str]:
    deck = load_data({"tools": [tool]}, source="test", format="mcp").deck
    result = lint(deck, LintConfig(select=("A",)))
    return {f.code: f.message for f in result.findings if f.tool == tool["name"]}


RUNNERS = [
    ("query", "Execute a query on the DuckDB database", "query", "SQL query to execute"),
    (
        "query",
        "Execute a SQL statement on the DuckDB database",
        "query",
        "SQL statement to execute",
    ),
    ("query", "Execute any SQL query on the DuckDB database", "query", "SQL query to execute"),
    ("query", "Run a query against the database", "query", "The query"),
    ("run_sql", "Runs SQL on the warehouse.", "sql", "The SQL text."),
    ("query_db", "Query the Postgres database.", "statement", "Statement to be executed."),
]

READS = [
    ("read_query", "Execute a SELECT query on the SQLite database", "query", "SELECT query"),
    ("query", "Execute a read-only SQL query on the database", "query", "SQL query to execute"),
    ("query", "Run a query against the database. It has no side effects.", "query", "The query"),
    ("search_docs", "Run a query against the search index", "query", "The query"),
    ("validate_sql", "Validate a SQL query before you execute it", "sql", "SQL to validate"),
    # a read said in words or by the name (added by the lead after the merge: the first
    # version reported a read-limited Cypher runner marked read-only)
    ("read_cypher", "Execute a read Cypher query on the graph database", "query", "Query to run"),
    ("run_read_query", "Runs a read query against Postgres.", "sql", "SQL to execute"),
    ("read_query", "Execute a query on the SQLite database", "query", "SQL query to execute"),
]


@pytest.mark.parametrize(("name", "description", "param", "text"), RUNNERS)
def test_a_statement_runner_s_own_read_only_hint_is_not_contradicted(
    name: str, description: str, param: str, text: str
) -> None:
    """The text is silent on reads, so the hint may be the server's true claim
    (mcp-server-motherduck 1.1.0's default read-only mode lists execute_query read-only and
    refuses CREATE; trial37b M3): no A102 saying "CREATE, INSERT and DROP run". The
    first version of this change reported it (the lead reverted that after the re-check).
    Session 38 (fix38s) weighs it by who states the hint: the server's own is a warning
    asking the text to say the limit (tests/lint/test_a102_sources_s38s.py), and a runner
    of "any SQL" said in the description is an error, as A103 reads the same words."""
    found = _codes(_tool(name, description, param, text, {"readOnlyHint": True}))
    if "any SQL" in description:
        assert "it writes" in found["A102"], found
    else:
        assert "by its server" in found["A102"], found
    assert "CREATE, INSERT and DROP run" not in found["A102"], found


@pytest.mark.parametrize(("name", "description", "param", "text"), RUNNERS)
def test_an_unannotated_statement_runner_is_not_advised_read_only(
    name: str, description: str, param: str, text: str
) -> None:
    found = _codes(_tool(name, description, param, text, None))
    assert "A105" not in found, found  # it once said "declare it true"
    assert "A101" in found, found  # a write without a destructive hint


@pytest.mark.parametrize(("name", "description", "param", "text"), READS)
def test_a_stated_read_is_left_alone(name: str, description: str, param: str, text: str) -> None:
    assert "A102" not in _codes(_tool(name, description, param, text, {"readOnlyHint": True}))
