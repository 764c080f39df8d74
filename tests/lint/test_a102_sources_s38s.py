"""Session 38 (fix38s): A102 on what the tool's text says it does, and on who states a
database statement runner's read-only hint.

- trial37c M1: a ``readOnlyHint: true`` that a client/gateway config's ``annotations`` adds to
  mcp-server-duckdb 1.1.0's unannotated ``query`` got no finding (the gateway then ran
  CREATE, INSERT and DROP unconfirmed). It is now A102's error; the same hint stated by the
  server itself (mcp-server-motherduck 1.1.0's read-only mode, which refuses CREATE:
  trial37b M3) is a warning whose reason is only what the text shows: the tool runs the
  statement it is given and its text says nothing of a limit.
- trial37c M2: writes the description states on a name without a write verb ("Saves a
  note …", "it can create, modify and delete files", "Writes (INSERT, UPDATE, DELETE) are
  committed immediately") — quoted from the trial's report — with twins written for this
  file where the verbs are not the tool's acts (a negation, another tool's name).
- trial37b M1: a runner of any statement said in the description ("run arbitrary SQL")
  draws A103 unannotated and now A102 marked read-only; runners worded without a run verb
  ("Query the DuckDB database." with a `sql` parameter) are no reads to A105.

The real definitions are in ``tests/data/captured38s`` (its README) and, for ha-mcp 8.7.0,
``benchmarks/data/poisoning21/captured_tools.json``. Every case asserting a finding or its
weight fails on the commit before this change (e03d79ec); every twin passes on both.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tooldeck.formats import load_data
from tooldeck.formats.mcp_config import with_config_hints
from tooldeck.lint import LintConfig, lint
from tooldeck.lint.model import Finding
from tooldeck.tool import Deck, Tool

ROOT = Path(__file__).resolve().parents[2]
CAPTURED = json.loads(
    (ROOT / "tests/data/captured38s/statement_runners.json").read_text(encoding="utf-8")
)


def _tools(items: list[dict[str, Any]]) -> list[Tool]:
    return list(load_data({"tools": items}, source="test", format="mcp").deck)


def _a_findings(tools: list[Tool], select: tuple[str, ...] = ("A",)) -> list[Finding]:
    return list(lint(Deck(tools), LintConfig(select=select)).findings)


def _duck_query() -> Tool:
    (tool,) = _tools(CAPTURED["mcp-server-duckdb 1.1.0"])
    return tool


def test_a_config_s_read_only_hint_on_the_real_duckdb_query_is_an_error() -> None:
    listed = _duck_query()
    assert listed.annotations.read_only_hint is None  # the server states none
    served = with_config_hints(listed, listed, {"readOnlyHint": True})
    found = [f for f in _a_findings([served]) if f.code == "A102"]
    assert len(found) == 1, found
    assert found[0].severity.value == "error"
    assert "by the config's annotations" in found[0].message
    assert found[0].pointer == "/annotations/read_only_hint"


def test_the_config_overriding_a_server_s_false_hint_is_an_error_too() -> None:
    raw = dict(CAPTURED["mcp-server-duckdb 1.1.0"][0], annotations={"readOnlyHint": False})
    (listed,) = _tools([raw])
    served = with_config_hints(listed, listed, {"readOnlyHint": True})
    found = [f for f in _a_findings([served]) if f.code == "A102"]
    assert [f.severity.value for f in found] == ["error"], found


def test_the_server_s_own_read_only_hint_on_motherduck_is_a_warning_with_a_true_reason() -> None:
    tools = _tools(CAPTURED["mcp-server-motherduck 1.1.0 (read-only mode)"])
    found = [f for f in _a_findings(tools) if f.code == "A102"]
    assert [f.tool for f in found] == ["execute_query"], found  # not its list_* tools
    (hit,) = found
    assert hit.severity.value == "warning"
    assert "by its server" in hit.message
    assert "say so in the description" in hit.message
    # the reason of trial37b M3's false error is not given: the server refuses CREATE
    assert "CREATE, INSERT and DROP run" not in hit.message


def test_the_same_server_hint_said_in_the_text_is_left_alone() -> None:
    raw = dict(CAPTURED["mcp-server-motherduck 1.1.0 (read-only mode)"][0])
    raw["description"] = "Execute a read-only SQL query on the DuckDB database."
    assert not [f for f in _a_findings(_tools([raw])) if f.code == "A102"]


def _tool(name: str, description: str, params: dict[str, Any] | None = None) -> dict[str, Any]:
    return {
        "name": name,
        "description": description,
        "inputSchema": {"type": "object", "properties": params or {"id": {"type": "string"}}},
        "annotations": {"readOnlyHint": True},
    }


SQL = {"sql": {"type": "string", "description": "SQL"}}

STATED = [  # trial37c M2's wordings (its report), all marked read-only
    _tool("notes", "Saves a note to the user's notebook."),
    _tool("db", "Creates a table in the database."),
    _tool("table_tool", "Creates a table in the database."),
    _tool("files", "Manages files in the workspace; it can create, modify and delete files."),
    _tool(
        "sql_0", "Runs any SQL statement on the database, including CREATE, INSERT and DROP.", SQL
    ),
    _tool(
        "sql_2", "Runs a SQL statement on the database; it can create, modify and drop tables.", SQL
    ),
    _tool(
        "sql_3",
        "Executes SQL against the warehouse. Writes (INSERT, UPDATE, DELETE) are committed "
        "immediately.",
        SQL,
    ),
    # trial37b M1: A103 calls it destructive unannotated
    _tool("warehouse", "Lets the assistant run arbitrary SQL against the warehouse.", SQL),
    _tool("pg", "Use this tool to query the Postgres database with any SQL.", SQL),
]

TWINS = [  # written for this file: the verbs are not the tool's acts
    _tool("notes", "Reads a note; it never saves."),
    _tool("tables", "Lists tables; use create_table to create one."),
    _tool("files", "Lists files in the workspace; it cannot create or delete them."),
    _tool("buffer_tool", "Create a buffer zone (polygon) around a point at a distance."),
    _tool("sel", "Runs SELECT statements; INSERT, UPDATE and DELETE are refused.", SQL),
    _tool("sel2", "Executes a SELECT query. For INSERT or UPDATE use write_query.", SQL),
    _tool("explain", "Explain a SQL query without running it.", SQL),
]


@pytest.mark.parametrize("raw", STATED, ids=lambda r: str(r["name"]))
def test_a_write_the_description_states_is_an_error(raw: dict[str, Any]) -> None:
    found = [f for f in _a_findings(_tools([raw])) if f.code == "A102"]
    assert [f.severity.value for f in found] == ["error"], found
    assert "it writes" in found[0].message


@pytest.mark.parametrize("raw", TWINS, ids=lambda r: str(r["name"]))
def test_verbs_that_are_not_the_tool_s_acts_are_left_alone(raw: dict[str, Any]) -> None:
    assert not [f for f in _a_findings(_tools([raw])) if f.code == "A102"]


def test_a_runner_of_any_statement_is_destructive_and_not_read_only() -> None:
    raw = dict(STATED[7])
    del raw["annotations"]
    codes = {f.code for f in _a_findings(_tools([raw]))}
    assert {"A101", "A103"} <= codes, codes  # unannotated: the same text, both readings


LOOSE = [  # trial37b M1's wordings without a run verb (its report), one `sql` string each
    ("query", "Query the DuckDB database.", "SQL query"),
    ("orders", "Query the orders database with SQL and return matching rows as JSON.", "SQL text"),
    ("pg", "This tool executes SQL on the Postgres database and returns rows.", "SQL"),
    ("warehouse", "Allows running SQL queries against the warehouse.", "SQL"),
]


@pytest.mark.parametrize(("name", "description", "text"), LOOSE)
def test_a_runner_worded_without_a_run_verb_is_no_read(
    name: str, description: str, text: str
) -> None:
    raw = _tool(name, description, {"sql": {"type": "string", "description": text}})
    del raw["annotations"]
    codes = {f.code for f in _a_findings(_tools([raw]))}
    assert "A105" not in codes and "A101" in codes, codes


def test_a_validator_of_sql_is_still_a_read() -> None:
    raw = _tool("validate_sql", "Validate a SQL query before you execute it", SQL)
    del raw["annotations"]
    assert "A105" in {f.code for f in _a_findings(_tools([raw]))}


def _ha_tool(name: str) -> dict[str, Any]:
    path = ROOT / "benchmarks/data/poisoning21/captured_tools.json"
    raw = json.loads(path.read_text(encoding="utf-8"))
    (tool,) = [t for t in raw["servers"]["pypi:ha-mcp@8.7.0"]["tools"] if t["name"] == name]
    return dict(tool)


def test_dropping_tracebacks_from_the_output_is_no_write() -> None:
    """trial37c L3: ha-mcp 8.7.0's ``ha_get_logs`` "… and drops tracebacks, which
    structured=False gets back" (marked read-only by its server)."""
    tool = _ha_tool("ha_get_logs")
    assert "drops tracebacks" in " ".join(tool["description"].split())
    assert not [f for f in _a_findings(_tools([tool])) if f.code == "A102"]


def test_dropping_a_table_is_still_a_write() -> None:
    raw = _tool("migrate_view", "Shows the migration plan, then drops the old table.")
    assert [f.code for f in _a_findings(_tools([raw]))].count("A102") == 1


def test_settings_reset_to_their_defaults_is_destructive() -> None:
    """trial37b L6 (its wording): a full replace marked additive."""
    raw = _tool(
        "patch_settings",
        "Updates the settings; settings you do not send are reset to their defaults.",
    )
    raw["annotations"] = {"destructiveHint": False, "readOnlyHint": False}
    assert "A109" in {f.code for f in _a_findings(_tools([raw]))}
    raw["description"] = "Updates the settings you send; the others keep their values."
    assert "A109" not in {f.code for f in _a_findings(_tools([raw]))}
