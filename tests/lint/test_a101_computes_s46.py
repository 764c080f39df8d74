"""trial46 #5: A101 called ``add(a: number, b: number)`` "Adds two numbers and returns the
sum" a change of state, while A102's ``--explain`` says ``add(a, b)`` sums and A102 left the
read-only ``add`` alone. Both rules now ask one reading,
:func:`~tooldeck.lint.rules.safety.computes_on_numbers`: a write verb that also operates on
numbers (add, merge, append, insert) computes when every parameter is a number that reaches
nothing kept and the first sentence states no write. Honest twins — the same verb on kept
things — still draw A101 (no hint) and A102 (marked read-only)."""

from __future__ import annotations

from typing import Any

import pytest

from tooldeck.formats import load_data
from tooldeck.lint import LintConfig, lint

NUMBER = {"type": "number", "description": "An addend."}


def _codes(name: str, description: str, props: dict[str, Any], **annotations: Any) -> set[str]:
    spec: dict[str, Any] = {
        "name": name,
        "description": description,
        "inputSchema": {"type": "object", "properties": props, "required": list(props)},
    }
    if annotations:
        spec["annotations"] = annotations
    deck = load_data({"tools": [spec]}, source="test", format="mcp").deck
    return {f.code for f in lint(deck, LintConfig(select=["A101", "A102"])).findings}


@pytest.mark.parametrize(
    ("name", "description", "props"),
    [
        ("add", "Adds two numbers and returns the sum.", {"a": NUMBER, "b": NUMBER}),
        ("add", "Add two integers.", {"a": {"type": "integer"}, "b": {"type": "integer"}}),
        ("add_numbers", "Returns x plus y.", {"x": NUMBER, "y": NUMBER}),
        ("append", "Appends the digits of b after those of a.", {"a": NUMBER, "b": NUMBER}),
    ],
)
def test_a_sum_of_the_numbers_passed_is_no_change(
    name: str, description: str, props: dict[str, Any]
) -> None:
    assert _codes(name, description, props) == set()
    assert _codes(name, description, props, readOnlyHint=True) == set()


TEXT = {"type": "string", "description": "Text."}


@pytest.mark.parametrize(
    ("name", "description", "props"),
    [
        ("add_comment", "Add a comment to an issue.", {"issue_id": NUMBER, "body": TEXT}),
        ("add_member", "Add a user to a team.", {"team": TEXT, "user": TEXT}),
        # every parameter a number, one of them an id: the product is kept
        (
            "add_to_cart",
            "Add a product to the shopping cart.",
            {"product_id": {"type": "integer"}, "quantity": {"type": "integer"}},
        ),
        (
            "add_points",
            "Adds points to a player's score.",
            {"player": {"type": "integer", "description": "Player id."}, "points": NUMBER},
        ),
        # a stated write in the first sentence
        ("merge", "Merges two pull requests into main.", {"a": NUMBER, "b": NUMBER}),
    ],
)
def test_the_same_verb_on_kept_things_still_writes(
    name: str, description: str, props: dict[str, Any]
) -> None:
    assert _codes(name, description, props) == {"A101"}
    assert _codes(name, description, props, readOnlyHint=True) == {"A102"}
