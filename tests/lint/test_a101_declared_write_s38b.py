"""Session 38 (lint38): A101 reads an explicit ``readOnlyHint: false`` as a stated write.

MCP's tool annotations: ``destructiveHint`` is meaningful only when ``readOnlyHint`` is
false, and when unstated a client must assume true. A server that marks a tool
``readOnlyHint: false`` has said the tool changes its environment; leaving
``destructiveHint`` out is the gap A101 is for, whatever the tool's verb (a tap, a swipe,
an opened link: the fifth label set's reviewer labelled such tools A101, lint_labels5 dev).

Every tool here is a paraphrase written for this file (none copied from a labels set).
Each "reported" case fails on main e03d79ec (no write verb is read, so A101 stayed quiet);
each twin passes there and here.
"""

from __future__ import annotations

from typing import Any

import pytest

from tooldeck.formats import load_data
from tooldeck.lint import LintConfig, lint


def _a101(name: str, description: str, annotations: dict[str, Any] | None) -> list[str]:
    tool: dict[str, Any] = {
        "name": name,
        "description": description,
        "inputSchema": {"type": "object", "properties": {"x": {"type": "number"}}},
    }
    if annotations is not None:
        tool["annotations"] = annotations
    deck = load_data({"tools": [tool]}, source="test", format="mcp").deck
    return [f.message for f in lint(deck, LintConfig(select=("A101",))).findings]


REPORTED = [
    ("press_key", "Press a key on the emulator's keyboard."),
    ("pinch_view", "Pinch the map view with two fingers."),
    ("goto_link", "Goes to a link inside the phone emulator, handy for app links."),
]


@pytest.mark.parametrize(("name", "description"), REPORTED)
def test_declared_not_read_only_without_destructive_hint(name: str, description: str) -> None:
    found = _a101(name, description, {"readOnlyHint": False})
    assert len(found) == 1
    assert "read_only_hint: false" in found[0]
    assert "destructive_hint" in found[0]


TWINS: list[tuple[str, str, dict[str, Any] | None]] = [
    # the hint is stated: nothing to add
    (
        "press_key",
        "Press a key on the emulator's keyboard.",
        {"readOnlyHint": False, "destructiveHint": False},
    ),
    # no annotations and no write verb: nothing says the tool writes
    ("press_key", "Press a key on the emulator's keyboard.", None),
    # an empty annotations object is not a statement either
    ("press_key", "Press a key on the emulator's keyboard.", {"openWorldHint": True}),
    # marked read-only: A102's question, not A101's
    ("read_key", "Read the last key pressed.", {"readOnlyHint": True}),
]


@pytest.mark.parametrize(("name", "description", "annotations"), TWINS)
def test_no_stated_write_or_a_stated_hint_is_quiet(
    name: str, description: str, annotations: dict[str, Any] | None
) -> None:
    assert _a101(name, description, annotations) == []


def test_a_write_verb_keeps_its_own_message() -> None:
    """A write the name states is reported as before, by its verb (one finding)."""
    found = _a101("delete_note", "Delete a note.", {"readOnlyHint": False})
    assert found == ["changes state ('delete') but states no destructive_hint; declare it"]
