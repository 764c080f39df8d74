"""What rules read: the walk over an input schema's subschemas (names, depths, pointers)."""

from __future__ import annotations

from tooldeck.lint.context import LintContext, walk_schema
from tooldeck.tool import Deck, Tool


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


def test_per_tool_memos_are_each_tools_own_and_dropped_by_forget() -> None:
    """``used_nodes`` and ``definition_strings`` are memoised per tool for the run (session
    30): each tool gets its own (a memo keyed wrongly would hand ``b`` the nodes or strings
    of ``a``), and ``forget`` drops them. Expected values read off the two schemas by hand:
    ``a``'s ``$defs/spare`` is referred to by nothing, so its node is not used."""
    a = Tool(
        name="a",
        description="Reads a.",
        input_schema={
            "type": "object",
            "properties": {"x": {"type": "string"}},
            "$defs": {"spare": {"type": "object"}},
        },
    )
    b = Tool(
        name="b",
        description="Reads b.",
        input_schema={"type": "object", "properties": {"y": {"type": "integer"}}},
    )
    ctx = LintContext(Deck([a, b]))
    for _ in range(2):  # the second time from the memo
        assert [n.pointer for n in ctx.used_nodes(a)] == [
            "/input_schema",
            "/input_schema/properties/x",
        ]
        assert [n.pointer for n in ctx.used_nodes(b)] == [
            "/input_schema",
            "/input_schema/properties/y",
        ]
        assert ("/name", "a", False) in ctx.definition_strings(a)
        assert ("/description", "Reads b.", False) in ctx.definition_strings(b)
        assert not any(text in ("a", "Reads a.", "x") for _, text, _ in ctx.definition_strings(b))
    ctx.forget(a)
    assert [key for key in ctx.cache if key[1] == "a"] == []
    assert [key for key in ctx.cache if key[1] == "b"] != []
