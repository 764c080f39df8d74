"""Session 39 (lint39): A101 reads a name verb that arranges kept things (align,
distribute, arrange, reorder, reposition) or starts a process (launch, spawn, boot) as a
change of state when a parameter reaches a kept thing by name (an id, key, path or url).

The fifth reviewer-label set labelled A101 on an unannotated ``align_elements`` /
``distribute_elements`` (they move shapes of a drawing) and ``launch_editor`` (it leaves
an editor running). These verbs are not write verbs for A102 and A105, which share
:data:`~tooldeck.lint.rules.safety.WRITE_WORDS`: "align two sequences" and "distribute a
total" compute. So the reading is A101's alone and needs the reference: a tool that takes
only values is left quiet, and so is one with a hint stated.

Every tool here is a paraphrase written for this file (none copied from a labels set).
The "reported" cases fail on main c2e6486b (A101 was quiet); each twin is quiet there and
here. Expected outcomes are by reading MCP's annotation defaults (an unannotated tool is
assumed destructive), not from running the rule.
"""

from __future__ import annotations

from typing import Any

import pytest

from tooldeck.formats import load_data
from tooldeck.lint import LintConfig, lint


def _a101(name: str, description: str, params: list[str], annotations: Any = None) -> list[str]:
    tool: dict[str, Any] = {
        "name": name,
        "description": description,
        "inputSchema": {
            "type": "object",
            "properties": {p: {"type": "string"} for p in params},
            "required": params,
        },
    }
    if annotations is not None:
        tool["annotations"] = annotations
    deck = load_data({"tools": [tool]}, source="test", format="mcp").deck
    return [f.message for f in lint(deck, LintConfig(select=("A101",))).findings]


REPORTED = [
    ("align_shapes", "Line up the chosen shapes along one edge.", ["shapeIds", "edge"]),
    ("distribute_nodes", "Space the nodes evenly.", ["node_ids", "axis"]),
    ("arrange_widgets", "Arrange widgets on a dashboard in a grid.", ["dashboard_id"]),
    ("reorder_slides", "Put the slides of a deck in a new order.", ["deck_path", "order"]),
    ("launch_ide", "Open the IDE on a workspace.", ["workspacePath"]),
    ("boot_device", "Start a virtual phone.", ["device_id"]),
    ("spawn_worker", "Start a background worker for a queue.", ["queue_url"]),
]


@pytest.mark.parametrize(("name", "description", "params"), REPORTED)
def test_arranging_or_launching_a_kept_thing_states_no_hint(
    name: str, description: str, params: list[str]
) -> None:
    (message,) = _a101(name, description, params)
    assert "states no destructive_hint" in message
    assert name.split("_")[0] in message


TWINS = [
    # values only: the verb computes
    ("align_sequences", "Align two DNA sequences and return the alignment.", ["seq_a", "seq_b"]),
    ("distribute_budget", "Split a total evenly over a number of parts.", ["total", "parts"]),
    ("arrange_words", "Arrange words into a sentence.", ["words"]),
]


@pytest.mark.parametrize(("name", "description", "params"), TWINS)
def test_an_arranging_verb_on_values_is_quiet(
    name: str, description: str, params: list[str]
) -> None:
    assert _a101(name, description, params) == []


def test_a_stated_hint_is_quiet() -> None:
    assert _a101("align_shapes", "Line up shapes.", ["shapeIds"], {"destructiveHint": False}) == []


def test_marked_read_only_is_left_to_a102() -> None:
    assert _a101("launch_ide", "Open the IDE.", ["workspacePath"], {"readOnlyHint": True}) == []
