"""Session 38 (lint38): an object closed with no properties is not free-form (P102).

``{"type": "object", "propertyNames": {...}, "additionalProperties": false}`` with no
``properties`` accepts exactly one value, ``{}`` (JSON Schema: every key is refused). The
strict conversion read it as "an object with no declared properties accepts any keys",
which is false, so P102 reported it and ``convert --strict`` refused it (lint_labels4 dev:
two P102 false positives on such parameters, a record type lost in a conversion). Strict
mode needs every object closed and every key required; this one is both. It is kept, with
a note that says it accepts only ``{}``.

Schemas are written for this file. The "strict" cases fail on main e03d79ec; the twins
(objects that are open, or have no ``additionalProperties`` at all) pass there and here.
"""

from __future__ import annotations

from typing import Any

import pytest

from tooldeck.errors import ExportError
from tooldeck.formats import load_data
from tooldeck.formats.openai_strict import make_strict
from tooldeck.lint import LintConfig, lint

CLOSED_EMPTY: dict[str, Any] = {
    "type": "object",
    "propertyNames": {"type": "string"},
    "additionalProperties": False,
}


def _schema(headers: dict[str, Any]) -> dict[str, Any]:
    return {
        "type": "object",
        "properties": {"url": {"type": "string"}, "headers": headers},
        "required": ["url"],
    }


def _p102(headers: dict[str, Any]) -> list[str]:
    tool = {"name": "post_hook", "description": "Post to a hook.", "inputSchema": _schema(headers)}
    deck = load_data({"tools": [tool]}, source="test", format="mcp").deck
    return [f.message for f in lint(deck, LintConfig(select=("P102",))).findings]


@pytest.mark.parametrize(
    "headers", [CLOSED_EMPTY, {"type": "object", "additionalProperties": False}]
)
def test_a_closed_object_without_properties_is_strict(headers: dict[str, Any]) -> None:
    assert _p102(headers) == []
    strict, notes = make_strict(_schema(headers), tool="post_hook", unsupported="drop")
    kept = strict["properties"]["headers"]  # optional: made nullable, ["object", "null"]
    assert kept["additionalProperties"] is False
    assert kept["properties"] == {}
    assert kept["type"] == ["object", "null"]
    assert (
        "/properties/headers",
        "kept an object closed with no properties: it accepts only {}",
    ) in notes


TWINS: list[dict[str, Any]] = [
    {"type": "object"},  # no additionalProperties: any keys
    {"type": "object", "additionalProperties": True},
    {"type": "object", "additionalProperties": {"type": "string"}},  # a map
]


@pytest.mark.parametrize("headers", TWINS)
def test_an_open_object_stays_strict_incompatible(headers: dict[str, Any]) -> None:
    found = _p102(headers)
    assert len(found) == 1
    assert "not strict-compatible" in found[0]
    with pytest.raises(ExportError):
        make_strict(_schema(headers), tool="post_hook", unsupported="drop")
