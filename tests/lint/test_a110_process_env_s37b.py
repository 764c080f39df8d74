"""Session 37 (lint37): A110 misses named in trial36b (N8).

- ``process.env`` was read, but an owner with a state word before it ("of the running
  server") was taken for another owner ("running" is not the server), as "for a Worker" is;
  a state word (running, current, local, live, active) is now skipped.
- A purpose after the variables ("… for troubleshooting") was read as their owner too;
  an -ing word there is not one.
- "The shell environment" / "the environment of the current process" is the variables a
  process inherits (POSIX calls them its environment) and was not read at all. A bare
  "environment" still is not: it is as often a deployment stage.

Every sentence here is a paraphrase written for this file (not trial36b's own sentences,
nor from a labels set). Each "reported" case fails on main 89dbe6c1; each twin passes there
and here.
"""

from __future__ import annotations

import pytest

from tooldeck.formats import load_data
from tooldeck.lint import LintConfig, lint


def _a110(description: str) -> list[str]:
    tool = {
        "name": "debug_info",
        "description": description,
        "inputSchema": {"type": "object", "properties": {}},
    }
    deck = load_data({"tools": [tool]}, source="test", format="mcp").deck
    return [f.message for f in lint(deck, LintConfig(select=("A110",))).findings]


REPORTED = [
    "Lists process.env of the running server so you can debug the configuration.",
    # (reported on main too: "current" is the server's own; kept as a guard)
    "Prints the environment variables of the current process.",
    # a purpose after the variables is no owner ("for troubleshooting")
    "Returns every environment variable for troubleshooting.",
    "Shows the shell environment, one NAME=value line each.",
    "Returns the environment of the current process as a JSON object.",
    "Dumps the process environment for troubleshooting.",
]


@pytest.mark.parametrize("description", REPORTED)
def test_the_server_process_environment_is_reported(description: str) -> None:
    found = _a110(description)
    assert len(found) == 1
    assert "environment variables to the model" in found[0]


TWINS = [
    # a deployment stage, not variables
    "Returns the deployment environment of the app (staging or production).",
    "Returns the server environment name: staging or production.",
    # another owner's variables, with a state word before it
    "Lists the environment variables of the running Worker.",
    # runs in the shell environment, returns the command's output
    "Runs a command in the shell environment and returns its output.",
    # names only
    "Lists the names of the variables in the shell environment; values are not returned.",
]


@pytest.mark.parametrize("description", TWINS)
def test_a_stage_another_owner_or_names_only_is_not_reported(description: str) -> None:
    assert _a110(description) == []
