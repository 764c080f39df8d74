"""trial38 LOW: A101/A103 read write words of a pure-math server as writes. mcp-sympy
0.1.0's ``sympy_log`` "Natural logarithm." drew A101 "changes state ('log')";
``sympy_cancel`` "Cancel common factors in rational expression." A101 and A103; ~40
"Create a <math object>" constructors A101. A verb's sense now comes from its object and
the tool's whole text (``safety.other_sense``): a noun the name abbreviates, an act inside
the value the tool is given, a value built on a server that keeps nothing. Honest twins
("Log the message to the audit trail", "Cancel the order", "Create a calendar event") still
fire.

The sympy definitions are the real server's (``tests/data/captured38u``, README there);
the twins are written here, each changing only what the reading turns on."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tooldeck.formats import load_data
from tooldeck.lint import LintConfig, lint
from tooldeck.lint.rules.safety import other_sense
from tooldeck.tool import Deck

SYMPY = json.loads(
    (Path(__file__).resolve().parents[1] / "data" / "captured38u" / "sympy_tools.json").read_text()
)["tools"]
EXPR = {"type": "object", "properties": {"expr": {"type": "string"}}, "required": ["expr"]}


def _deck(items: list[dict[str, Any]]) -> Deck:
    return load_data({"tools": items}, source="test", format="mcp").deck


def _codes(items: list[dict[str, Any]]) -> dict[str, set[str]]:
    result = lint(_deck(items), LintConfig(select=("A101", "A102", "A103")))
    out: dict[str, set[str]] = {}
    for f in result.findings:
        if f.tool is not None:
            out.setdefault(f.tool, set()).add(f.code)
    return out


def test_the_real_sympy_definitions_draw_no_a101_or_a103() -> None:
    found = _codes(SYMPY)
    for name in (
        "sympy_log",
        "sympy_log_base",
        "sympy_cancel",
        "sympy_replace",
        "sympy_Point",
        "sympy_matrix",
        "sympy_eq",
        "sympy_integer",
    ):
        assert name not in found, (name, found.get(name))


def _tool(name: str, description: str, schema: dict[str, Any] = EXPR) -> dict[str, Any]:
    return {"name": name, "description": description, "inputSchema": schema}


def test_log_is_a_logarithm_but_logging_a_message_writes() -> None:
    (log,) = _deck([_tool("log", "Natural logarithm.")])
    assert other_sense(log, "log") == "its name's 'log' is short for 'logarithm'"
    twins = [
        _tool("log", "Log the message to the audit trail."),
        _tool("log_event", "Logs an event; the logger keeps it."),
        _tool("log", "Logging of a logarithm."),  # the act is said: it writes
    ]
    found = _codes(twins[:1])
    assert found == {"log": {"A101"}}
    assert _codes(twins[1:2]) == {"log_event": {"A101"}}
    assert _codes(twins[2:]) == {"log": {"A101"}}
    # a noun made from the verb is the act's: settings are set
    assert _codes([_tool("set_theme", "Settings of the theme.")]) == {"set_theme": {"A101"}}
    # a first sentence that opens with a verb is read as usual
    assert _codes([_tool("mark_done", "Marks the task done; returns markdown.")]) == {
        "mark_done": {"A101"}
    }


def test_cancel_inside_a_given_expression_computes_but_cancel_the_order_writes() -> None:
    (cancel,) = _deck([_tool("cancel", "Cancel common factors in rational expression.")])
    assert other_sense(cancel, "cancel") == "it acts on the value of 'expr' it is given"
    assert _codes([_tool("cancel", "Cancel common factors in rational expression.")]) == {}
    order = {"type": "object", "properties": {"order_id": {"type": "string"}}}
    assert _codes([_tool("cancel", "Cancel the order.", order)]) == {"cancel": {"A101", "A103"}}
    # the place is a kept thing reached by a reference, not the value given
    item = {"type": "object", "properties": {"order_id": {"type": "string"}}}
    found = _codes([_tool("cancel_item", "Cancel the item in the order.", item)])
    assert found == {"cancel_item": {"A101", "A103"}}
    # the place is a kept thing given by its number
    issue = {"type": "object", "properties": {"issue": {"type": "integer"}}}
    found = _codes([_tool("delete_label", "Delete the label from issue.", issue)])
    assert found == {"delete_label": {"A101", "A103"}}
    # a kept place in the text: the database's rows, not a value
    rows = {"type": "object", "properties": {"expr": {"type": "string"}}}
    text = "Delete rows matching the expression in the database."
    assert _codes([_tool("delete_rows", text, rows)]) == {"delete_rows": {"A101", "A103"}}


MATH = [
    _tool("simplify", "Simplify an expression."),
    _tool("expand", "Expand an expression."),
    _tool("solve", "Solve an equation for x."),
    _tool("factor", "Factor a polynomial."),
    _tool("point", "Create a 2D point.", {"type": "object", "properties": {"x": {}, "y": {}}}),
]


def test_create_builds_a_value_on_a_server_that_keeps_nothing() -> None:
    assert _codes(MATH) == {}
    # the same "Create …" where the server keeps things: a calendar event
    event = _tool("event", "Create a calendar event.", {"type": "object", "properties": {}})
    assert _codes([*MATH[:4], event]) == {"event": {"A101"}}
    # one tool alone says too little of its server
    assert _codes(MATH[4:]) == {"point": {"A101"}}
    # a tool of the server takes an id: it keeps what it creates
    getter = _tool(
        "get_point",
        "Get a point.",
        {"type": "object", "properties": {"point_id": {"type": "string"}}},
    )
    assert _codes([*MATH, getter]) == {"point": {"A101"}}


@pytest.mark.parametrize(
    "description",
    ["Create a 2D point and save it to disk.", "Create a point in the workspace."],
)
def test_create_with_a_kept_place_still_writes(description: str) -> None:
    point = _tool("point", description, {"type": "object", "properties": {"x": {}, "y": {}}})
    assert _codes([*MATH[:4], point]) == {"point": {"A101"}}


@pytest.mark.parametrize(
    ("name", "description", "parameter"),
    [
        ("kill_processes", "Kill processes in container.", "container"),
        ("reset_counters", "Reset all counters in namespace.", "namespace"),
        ("clear_todo", "Clear completed items in list.", "list"),
        ("cancel_jobs", "Cancel pending jobs in queue.", "queue"),
        ("remove_rows", "Remove duplicate rows in sheet.", "sheet"),
    ],
)
def test_a_place_the_call_names_is_no_operand(name: str, description: str, parameter: str) -> None:
    """trial38b MEDIUM-3: the given-value reading took any string parameter the place
    phrase names for an operand, so these writes marked read-only lost A102 (and,
    unannotated, A101); a list, namespace, sheet, queue or container is a place the call
    names, not a value written whole into it."""
    schema = {"type": "object", "properties": {parameter: {"type": "string"}}}
    ro = {**_tool(name, description, schema), "annotations": {"readOnlyHint": True}}
    assert "A102" in _codes([ro]).get(name, set())
    assert "A101" in _codes([_tool(name, description, schema)]).get(name, set())


def test_the_pattern_notes_advice_on_sympy_draws_no_a102() -> None:
    """trial38b MEDIUM-2: lint's own note advises ``{"*": {"readOnlyHint": true}}`` for
    mcp-sympy; with it, A102's opening-act reading still took "Cancel common factors in
    rational expression." for a write (an error, exit 1; through the real server's
    config, 171 tools, it was the one A102). The real definitions, every one marked
    read-only: no A102 on ``sympy_cancel``."""
    marked = [{**t, "annotations": {"readOnlyHint": True}} for t in SYMPY]
    result = lint(_deck(marked), LintConfig(select=("A102",)))
    assert "sympy_cancel" in {t["name"] for t in SYMPY}
    assert [f.message for f in result.findings if f.tool == "sympy_cancel"] == []
    # a write marked read-only still is one
    ro = {**_tool("cancel", "Cancel the order."), "annotations": {"readOnlyHint": True}}
    assert _codes([ro]) == {"cancel": {"A102"}}
