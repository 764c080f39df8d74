"""The shared tool model: Tool, ToolAnnotations, Deck, frozen JSON values."""

from __future__ import annotations

import pytest

from tooldeck.errors import DuplicateToolError, SchemaError, ToolDefinitionError
from tooldeck.jsonvalue import freeze
from tooldeck.tool import Deck, Group, Tool, ToolAnnotations, ToolExample

SCHEMA = {
    "type": "object",
    "properties": {
        "order_id": {"type": "string", "pattern": "^ORD-[0-9]{6}$"},
        "limit": {"type": "integer", "minimum": 1, "maximum": 50},
    },
    "required": ["order_id"],
    "additionalProperties": False,
}


def make(name: str = "get_order", **kw: object) -> Tool:
    kw.setdefault("input_schema", SCHEMA)
    return Tool(name=name, description="Look up one order.", **kw)  # type: ignore[arg-type]


class TestAnnotations:
    def test_mcp_defaults_when_absent(self) -> None:
        # MCP spec 2025-06-18: readOnly false, destructive true, idempotent false, openWorld true
        ann = ToolAnnotations()
        assert (ann.read_only, ann.destructive, ann.idempotent, ann.open_world) == (
            False,
            True,
            False,
            True,
        )
        assert ann.is_empty

    def test_read_only_tools_are_not_destructive(self) -> None:
        ann = ToolAnnotations(read_only_hint=True, destructive_hint=True)
        assert ann.read_only and not ann.destructive

    def test_mcp_round_trip_keeps_only_stated_hints(self) -> None:
        ann = ToolAnnotations(destructive_hint=False)
        assert ann.to_mcp() == {"destructiveHint": False}
        assert ToolAnnotations.from_mcp(ann.to_mcp()) == ann

    def test_non_bool_hint_is_refused(self) -> None:
        with pytest.raises(ToolDefinitionError, match="read_only_hint"):
            ToolAnnotations(read_only_hint="yes")  # type: ignore[arg-type]


class TestTool:
    def test_schema_is_frozen_and_tool_is_hashable(self) -> None:
        tool = make()
        with pytest.raises(TypeError):
            tool.input_schema["type"] = "string"
        assert hash(tool) == hash(make())
        assert tool.parameters.keys() == {"order_id", "limit"}
        assert tool.required == ("order_id",)

    def test_source_is_ignored_by_equality(self) -> None:
        assert make(source="a.json") == make(source="b.yaml")

    def test_top_level_must_be_object(self) -> None:
        with pytest.raises(SchemaError, match="must describe a JSON object") as info:
            make(input_schema={"type": "string"})
        assert info.value.tool == "get_order" and info.value.keyword == "type"

    def test_invalid_schema_names_pointer_and_keyword(self) -> None:
        bad = {"type": "object", "properties": {"a": {"type": "strng"}}}
        with pytest.raises(SchemaError) as info:
            make(input_schema=bad)
        assert info.value.pointer == "/properties/a/type"
        assert info.value.keyword == "type"
        assert "get_order" in str(info.value)

    def test_invalid_regex_pattern_is_a_schema_error(self) -> None:
        bad = {"type": "object", "properties": {"a": {"type": "string", "pattern": "^["}}}
        with pytest.raises(SchemaError) as info:
            make(input_schema=bad)
        assert info.value.pointer == "/properties/a/pattern"

    def test_ecma_262_regex_syntax_is_accepted(self) -> None:
        # JSON Schema 2020-12 §6.3.3: patterns are ECMA-262; \p{L} is valid there (not in re).
        schema = {"type": "object", "properties": {"a": {"type": "string", "pattern": "^\\p{L}+$"}}}
        tool = make(input_schema=schema, examples=({"arguments": {"a": "日本"}},))
        with pytest.raises(ToolDefinitionError, match="does not match"):
            tool.replace(examples=({"arguments": {"a": "123"}},))

    @pytest.mark.parametrize("ref", ["#/$defs/Missing", "https://example.com/schemas/order.json"])
    def test_unresolvable_ref_is_a_schema_error(self, ref: str) -> None:
        schema = {"type": "object", "properties": {"a": {"$ref": ref}}}
        with pytest.raises(SchemaError, match=r"\$ref cannot be resolved.*\$defs"):
            make(input_schema=schema)

    def test_local_ref_resolves(self) -> None:
        schema = {
            "type": "object",
            "properties": {"a": {"$ref": "#/$defs/A"}},
            "$defs": {"A": {"type": "integer"}},
        }
        make(input_schema=schema, examples=({"arguments": {"a": 1}},))
        with pytest.raises(ToolDefinitionError, match="/a"):
            make(input_schema=schema, examples=({"arguments": {"a": "x"}},))

    def test_schema_must_be_a_mapping(self) -> None:
        with pytest.raises(SchemaError, match="must be a JSON object"):
            make(input_schema=["type", "object"])

    def test_empty_name_is_refused(self) -> None:
        with pytest.raises(ToolDefinitionError, match="non-empty string name"):
            make(name=" ")

    def test_examples_are_validated_against_the_schema(self) -> None:
        ok = make(examples=({"arguments": {"order_id": "ORD-123456"}, "description": "one"},))
        assert ok.examples == (ToolExample(freeze({"order_id": "ORD-123456"}), "one"),)
        with pytest.raises(
            ToolDefinitionError, match=r"example call #1.*/order_id.*does not match"
        ):
            make(examples=({"arguments": {"order_id": "123"}},))
        with pytest.raises(ToolDefinitionError, match="'arguments'"):
            make(examples=({"args": {}},))

    def test_output_schema_checked(self) -> None:
        with pytest.raises(SchemaError, match="output schema"):
            make(output_schema={"type": 5})

    def test_replace_revalidates(self) -> None:
        with pytest.raises(SchemaError):
            make().replace(input_schema={"type": "array"})
        assert make().replace(description="x").description == "x"


class TestDeck:
    def deck(self) -> Deck:
        return Deck(
            [
                make("a", group="g1", annotations=ToolAnnotations(read_only_hint=True)),
                make("b", group="g2"),
                make("c", group="g1", annotations=ToolAnnotations(destructive_hint=False)),
            ],
            groups=[Group("g1", "first"), Group("g2", "second")],
            name="demo",
        )

    def test_lookup_by_name_and_index(self) -> None:
        deck = self.deck()
        assert deck["b"].name == "b" and deck[0].name == "a"
        assert deck.get("zzz") is None and "c" in deck and "zzz" not in deck
        with pytest.raises(KeyError, match="zzz"):
            deck["zzz"]

    def test_duplicate_names_name_both_sources(self) -> None:
        with pytest.raises(DuplicateToolError) as info:
            Deck([make("x", source="one.json#tools[0]"), make("x", source="two.yaml#tools[3]")])
        assert "one.json#tools[0]" in str(info.value) and "two.yaml#tools[3]" in str(info.value)

    def test_filter_by_group_and_effective_hints(self) -> None:
        deck = self.deck()
        assert deck.filter(group="g1").names == ("a", "c")
        assert deck.filter(read_only=True).names == ("a",)
        # "b" states nothing: MCP default destructive=True; "c" says false; "a" is read-only.
        assert deck.filter(destructive=True).names == ("b",)
        assert deck.filter(lambda t: t.name != "a", group=["g1", "g2"]).names == ("b", "c")

    def test_subsets_share_tools_and_keep_used_groups(self) -> None:
        deck = self.deck()
        sub = deck.subset(["c", "a"])
        assert sub.names == ("c", "a")
        assert sub["a"] is deck["a"]
        assert [g.name for g in sub.groups] == ["g1"]
        assert deck[1:].names == ("b", "c")
        assert sub.name == "demo"

    def test_equality_ignores_sources(self) -> None:
        assert self.deck() == self.deck()
        assert self.deck() != self.deck().subset(["a"])

    def test_group_names_include_undescribed_groups(self) -> None:
        deck = Deck([make("a", group="x")], groups=[Group("y", "")])
        assert deck.group_names == ("y", "x")

    def test_duplicate_group_description_refused(self) -> None:
        with pytest.raises(ToolDefinitionError, match="described twice"):
            Deck([], groups=[Group("g"), Group("g")])


@pytest.mark.parametrize(
    ("fields", "error"),
    [
        ({"input_schema": {"type": "object", "enum": {1, 2}}}, SchemaError),
        ({"examples": ({"arguments": {"a": {1}}},)}, ToolDefinitionError),
        ({"meta": {"a": object()}}, ToolDefinitionError),
        ({"output_schema": {"type": "string"}}, SchemaError),
    ],
)
def test_values_that_are_not_json_or_not_objects_are_classified_errors(
    fields: dict[str, object], error: type[Exception]
) -> None:
    with pytest.raises(error):
        Tool("t", **fields)  # type: ignore[arg-type]


@pytest.mark.parametrize("given", [[1], None, {"a": 1}, (1,)])
def test_export_lint_and_runtime_refuse_a_non_deck_with_one_message(given: object) -> None:
    """Session 24: the check was written three times (export, lint, Runtime), the
    Runtime's with its own words ("deck must be a Deck, got list: wrap …"). One helper
    (``tool.model.require_deck``) now: the same message from each, naming the argument,
    what was given and both ways to make a deck; the Runtime raises its configuration
    error and adds where the handlers go."""
    from tooldeck.errors import RuntimeConfigError
    from tooldeck.formats import export
    from tooldeck.lint import lint
    from tooldeck.runtime import Runtime
    from tooldeck.tool.model import require_deck

    expected = (
        f"deck: expected a tooldeck Deck, got {type(given).__name__}; load one with "
        "tooldeck.load(source).deck or build one with Deck([Tool(...), ...]) or, for @tool "
        "functions, Deck.from_functions([...])"
    )
    messages = []
    for build in (
        lambda: export(given, "openai"),
        lambda: lint(given),
        lambda: require_deck(given),
    ):
        with pytest.raises(TypeError) as caught:
            build()  # type: ignore[arg-type]
        messages.append(str(caught.value))
    with pytest.raises(RuntimeConfigError) as refused:
        Runtime(given)  # type: ignore[arg-type]
    assert messages == [expected] * 3
    assert str(refused.value) == f"{expected}; the handlers go in the second argument"
    deck = Deck([])
    assert require_deck(deck) is deck


def test_a_hint_that_is_not_a_boolean_is_named_as_the_file_writes_it() -> None:
    # an MCP file writes destructiveHint, a deck file destructive_hint: both are named,
    # and the value is shown as JSON (the quotes are the mistake)
    with pytest.raises(ToolDefinitionError) as caught:
        ToolAnnotations(destructive_hint="false")  # type: ignore[arg-type]
    message = str(caught.value)
    assert "annotation destructiveHint (destructive_hint in a deck file)" in message
    assert 'got "false": write true or false without quotes' in message
