"""Session 37 (lint37): A102 reads a call that opens something the server keeps.

A tool marked ``readOnlyHint: true`` whose description says each call establishes a new
connection (or opens a session, starts a tunnel) changes the server's state: MCP's
``readOnlyHint`` says the tool "does not modify its environment" (specification, tool
annotations). The second label set's reviewer read kubectl's ``port_forward`` so, and the
fourth's a database ``connect`` (lint_labels4 dev: A102's one miss).

Every tool here is a paraphrase written for this file (none copied from a labels set).
Each "reported" case fails on main 89dbe6c1; each twin passes there and here.
"""

from __future__ import annotations

import pytest

from tooldeck.formats import load_data
from tooldeck.lint import LintConfig, lint

READ_ONLY = {"readOnlyHint": True}


def _a102(name: str, description: str) -> list[str]:
    tool = {
        "name": name,
        "description": description,
        "inputSchema": {"type": "object", "properties": {"uri": {"type": "string"}}},
        "annotations": READ_ONLY,
    }
    deck = load_data({"tools": [tool]}, source="test", format="mcp").deck
    return [f.message for f in lint(deck, LintConfig(select=("A102",))).findings]


REPORTED = [
    ("attach", "Attach to a cache server; every call establishes a new connection id."),
    ("link_db", "Opens a new session with the database and returns its handle."),
    ("expose_port", "Starts a tunnel from a local port to the pod."),
    ("login_shell", "Creates a new, separate shell session on the host."),
]


@pytest.mark.parametrize(("name", "description"), REPORTED)
def test_a_call_that_opens_kept_state_is_no_read(name: str, description: str) -> None:
    found = _a102(name, description)
    assert len(found) == 1
    assert "opens something the server keeps" in found[0]


TWINS = [
    # reads the ones already open
    ("list_sessions", "List the open sessions and their ids."),
    # says it opens none
    ("ping_db", "Checks the database answers, without opening a new connection."),
    # a connection string is an input, not an effect
    ("describe_dsn", "Parse a connection string and show its parts."),
    # a session's facts, read
    ("session_info", "Return the start time of the current session."),
]


@pytest.mark.parametrize(("name", "description"), TWINS)
def test_no_state_opened_is_not_reported(name: str, description: str) -> None:
    assert _a102(name, description) == []
