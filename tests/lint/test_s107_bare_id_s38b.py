"""Session 38 (lint38): a bare ``id`` with no text at all is S105's, not S107's.

Three reviewers wrote the same criterion down (lint_labels2, 4 and 5 kinds.md): a
parameter named just ``id`` with no description is not labelled S107, "its missing
description is S105". A pattern would not say whose id it is; the description would. A
named id (``note_id``), or a bare ``id`` that has a description and still no pattern or
example, stays S107's.

Every tool here is a paraphrase written for this file (none copied from a labels set).
The "quiet" cases fail on main e03d79ec (S107 reported them); each twin passes there and
here.
"""

from __future__ import annotations

from typing import Any

import pytest

from tooldeck.formats import load_data
from tooldeck.lint import LintConfig, lint


def _codes(properties: dict[str, Any]) -> list[tuple[str, str]]:
    tool = {
        "name": "erase_shape",
        "description": "Erase a shape from the whiteboard.",
        "inputSchema": {"type": "object", "properties": properties, "required": list(properties)},
    }
    deck = load_data({"tools": [tool]}, source="test", format="mcp").deck
    found = lint(deck, LintConfig(select=("S105", "S107"))).findings
    return sorted((f.code, f.pointer) for f in found)


QUIET = [
    {"id": {"type": "string"}},
    {"ID": {"type": "string"}},
    {"id": {"type": "string", "description": "  "}},
]


@pytest.mark.parametrize("properties", QUIET)
def test_an_undescribed_bare_id_is_only_s105(properties: dict[str, Any]) -> None:
    (name,) = properties
    assert _codes(properties) == [("S105", f"/input_schema/properties/{name}")]


TWINS = [
    # a named id: S107 as well as S105
    (
        {"shape_id": {"type": "string"}},
        [
            ("S105", "/input_schema/properties/shape_id"),
            ("S107", "/input_schema/properties/shape_id"),
        ],
    ),
    # a bare id that is described and still shows no shape: S107 alone
    (
        {"id": {"type": "string", "description": "The shape's id."}},
        [("S107", "/input_schema/properties/id")],
    ),
    # a bare id with a pattern: nothing
    (
        {"id": {"type": "string", "pattern": "^s-[0-9]+$"}},
        [("S105", "/input_schema/properties/id")],
    ),
]


@pytest.mark.parametrize(("properties", "expected"), TWINS)
def test_named_or_described_ids_keep_s107(
    properties: dict[str, Any], expected: list[tuple[str, str]]
) -> None:
    assert _codes(properties) == expected
