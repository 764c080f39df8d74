"""What rules read: the walk over an input schema's subschemas (names, depths, pointers)."""

from __future__ import annotations

from tooldeck.lint.context import walk_schema


def test_walk_names_depths_and_pointers() -> None:
    schema = {
        "type": "object",
        "properties": {
            "a/b": {"type": "object", "properties": {"c": {"type": "string"}}},
            "d": {"anyOf": [{"type": "string"}, {"type": "object"}]},
            "e": {"type": "array", "items": {"type": "object"}},
        },
        "$defs": {"f": {"type": "object"}},
    }
    nodes = {n.pointer: (n.name, n.depth) for n in walk_schema(schema)}
    assert nodes == {
        "/input_schema": (None, 1),
        "/input_schema/properties/a~1b": ("a/b", 2),
        "/input_schema/properties/a~1b/properties/c": ("c", 2),
        "/input_schema/properties/d": ("d", 1),
        "/input_schema/properties/d/anyOf/0": ("d", 1),  # a branch keeps name and level
        "/input_schema/properties/d/anyOf/1": ("d", 1),
        "/input_schema/properties/e": ("e", 1),
        "/input_schema/properties/e/items": ("e", 2),
        "/input_schema/$defs/f": (None, 2),
    }


def test_walk_skips_what_lint_never_looked_into() -> None:
    schema = {
        "type": "array",
        "items": [{"type": "object"}],  # draft-7 tuple items
        "additionalItems": {"type": "object"},
        "dependencies": {"x": {"type": "object"}},
        "not": True,
    }
    assert [n.pointer for n in walk_schema(schema)] == ["/input_schema"]
