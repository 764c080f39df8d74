"""OpenAI strict mode (tooldeck.formats.openai_strict): the rewrite, its notes, and what
cannot be made strict.
"""

from __future__ import annotations

import pytest

from tooldeck.errors import ExportError
from tooldeck.formats import export, load_data
from tooldeck.formats.openai_strict import make_strict
from tooldeck.jsonvalue import thaw
from tooldeck.tool import Deck, Tool


class TestStrict:
    def test_optional_becomes_required_nullable_and_objects_closed(self, full_deck: Deck) -> None:
        result = export(full_deck, "openai", strict=True)
        params = result.data[0]["function"]["parameters"]
        assert result.data[0]["function"]["strict"] is True
        assert params["required"] == ["order_id", "fields", "verbose"]
        assert params["additionalProperties"] is False
        assert params["properties"]["verbose"] == {"type": ["boolean", "null"]}
        assert params["properties"]["fields"]["type"] == ["array", "null"]
        # ping has no parameters: the root becomes an empty closed object.
        assert result.data[2]["function"]["parameters"] == {
            "type": "object",
            "additionalProperties": False,
            "properties": {},
            "required": [],
        }
        messages = [w.message for w in result.warnings if w.field == "parameters"]
        assert any("dropped 'default'" in m and "/properties/verbose" in m for m in messages)
        assert any("made required and nullable" in m for m in messages)

    def test_strict_output_is_valid_for_every_value_the_original_accepted(self) -> None:
        from jsonschema import Draft202012Validator

        schema = {
            "type": "object",
            "properties": {
                "a": {"type": "string", "enum": ["x", "y"]},
                "b": {"$ref": "#/$defs/B", "description": "a b"},
                "c": {"type": "object", "properties": {"d": {"type": "integer"}}},
            },
            "required": ["a"],
            "$defs": {"B": {"type": "object", "properties": {"e": {"type": "string"}}}},
        }
        strict, _notes = make_strict(schema, tool="t")
        Draft202012Validator.check_schema(strict)
        validator = Draft202012Validator(strict)
        assert strict["properties"]["a"]["enum"] == ["x", "y"]  # required: not nullable
        assert strict["properties"]["b"] == {
            "description": "a b",
            "anyOf": [{"$ref": "#/$defs/B"}, {"type": "null"}],
        }
        assert strict["$defs"]["B"]["additionalProperties"] is False
        assert validator.is_valid({"a": "x", "b": None, "c": {"d": None}})
        assert validator.is_valid({"a": "x", "b": {"e": "q"}, "c": None})
        assert not validator.is_valid({"a": "x", "b": None, "c": None, "z": 1})
        assert not validator.is_valid({"a": None, "b": None, "c": None})

    def test_free_form_map_cannot_be_strict(self) -> None:
        schema = {
            "type": "object",
            "properties": {
                "labels": {"type": "object", "additionalProperties": {"type": "string"}}
            },
        }
        with pytest.raises(ExportError) as info:
            make_strict(schema, tool="t")
        assert info.value.pointer == "/properties/labels/additionalProperties"
        assert info.value.keyword == "additionalProperties"

    def test_nested_object_without_properties_cannot_be_strict(self) -> None:
        schema = {"type": "object", "properties": {"any": {"type": "object"}}}
        with pytest.raises(ExportError) as info:
            make_strict(schema, tool="t")
        assert info.value.pointer == "/properties/any" and info.value.keyword == "properties"

    def test_unsupported_keyword_errors_or_is_dropped_with_a_note(self) -> None:
        schema = {"type": "object", "properties": {"q": {"type": "string", "maxLength": 5}}}
        with pytest.raises(ExportError) as info:
            make_strict(schema, tool="t")
        assert (info.value.pointer, info.value.keyword) == ("/properties/q", "maxLength")
        strict, notes = make_strict(schema, tool="t", unsupported="drop")
        assert "maxLength" not in strict["properties"]["q"]
        assert ("/properties/q", "dropped unsupported keyword 'maxLength'") in notes

    def test_input_is_not_modified(self, full_deck: Deck) -> None:
        before = thaw(full_deck[0].input_schema)
        make_strict(full_deck[0].input_schema, tool="t")
        assert thaw(full_deck[0].input_schema) == before

    def test_export_error_names_the_tool(self) -> None:
        deck = Deck(
            [Tool("t", input_schema={"type": "object", "properties": {"m": {"type": "object"}}})]
        )
        with pytest.raises(ExportError, match="tool 't'"):
            export(deck, "openai-responses", strict=True)


class TestStrictEdges:
    @pytest.mark.parametrize(
        ("prop", "pointer", "keyword"),
        [
            ({"type": "string", "format": "uri"}, "/properties/p", "format"),
            ({"description": "anything"}, "/properties/p", "type"),
            ({"type": "array"}, "/properties/p", "items"),
            (
                {"type": "array", "items": {"type": "integer"}, "x-bfcl-type": "tuple"},
                "/properties/p",
                "x-bfcl-type",
            ),
        ],
    )
    def test_what_strict_mode_cannot_take(
        self, prop: dict[str, object], pointer: str, keyword: str
    ) -> None:
        schema = {"type": "object", "properties": {"p": prop}, "required": ["p"]}
        with pytest.raises(ExportError) as info:
            make_strict(schema, tool="t")
        assert (info.value.pointer, info.value.keyword) == (pointer, keyword)

    def test_supported_format_passes(self) -> None:
        schema = {"type": "object", "properties": {"d": {"type": "string", "format": "date"}}}
        strict, _ = make_strict(schema, tool="t")
        assert strict["properties"]["d"] == {"type": ["string", "null"], "format": "date"}

    def test_required_name_without_property_is_an_error(self) -> None:
        schema = {"type": "object", "properties": {"a": {"type": "string"}}, "required": ["nope"]}
        with pytest.raises(ExportError, match="'nope'") as info:
            make_strict(schema, tool="t")
        assert (info.value.pointer, info.value.keyword) == ("/required", "required")

    def test_already_nullable_optional_is_not_wrapped_again(self) -> None:
        schema = {
            "type": "object",
            "properties": {
                "a": {"anyOf": [{"type": "string"}, {"type": "null"}], "default": None},
                "b": {"type": ["integer", "null"]},
            },
        }
        strict, notes = make_strict(schema, tool="t")
        assert strict["properties"]["a"] == {"anyOf": [{"type": "string"}, {"type": "null"}]}
        assert strict["properties"]["b"] == {"type": ["integer", "null"]}
        assert (
            "/properties/b",
            "optional property made required (it already accepts null)",
        ) in notes

    def test_every_failing_tool_is_listed(self) -> None:
        bad = {"type": "object", "properties": {"m": {"type": "object"}}}
        deck = Deck([Tool("a", input_schema=bad), Tool("ok"), Tool("b", input_schema=bad)])
        with pytest.raises(ExportError) as info:
            export(deck, "openai", strict=True)
        message = str(info.value)
        assert message.startswith("2 tools cannot be made strict")
        assert "tool 'a'" in message and "tool 'b'" in message and "tool 'ok'" not in message
        assert info.value.tool == "a"

    def test_one_failing_tool_names_the_two_ways_out(self) -> None:
        """A fresh user's finding (session 22): with one tool failing, the error named
        the schema's problem but not --drop-unsupported / --strict-fallback, which the
        README offers for it (two failing tools already did)."""
        bad = {"type": "object", "properties": {"m": {"type": "object"}}}
        with pytest.raises(ExportError) as info:
            export(Deck([Tool("a", input_schema=bad), Tool("ok")]), "openai", strict=True)
        message = str(info.value)
        assert message.startswith("tool 'a', at /properties/m")
        assert "--drop-unsupported" in message and "--strict-fallback" in message
        assert (info.value.tool, info.value.pointer) == ("a", "/properties/m")

    def test_the_ways_out_are_offered_once(self) -> None:
        """trial35 L8: `convert --to openai --strict` offered --drop-unsupported twice (the
        tool's own reason, then the ways out). One failing tool, then two: the option is
        named once, each failing tool (and its keyword) is still listed, and the other
        tool is not."""
        bad = {"type": "object", "properties": {"u": {"type": "string", "format": "uri"}}}
        one = Deck([Tool("a", input_schema=bad), Tool("ok")])
        with pytest.raises(ExportError) as info:
            export(one, "openai", strict=True)
        message = str(info.value)
        assert message.count("--drop-unsupported") == 1, message
        assert "(format 'uri')" in message and "--strict-fallback" in message
        assert (info.value.tool, info.value.keyword) == ("a", "format")
        two = Deck([Tool("a", input_schema=bad), Tool("ok"), Tool("b", input_schema=bad)])
        with pytest.raises(ExportError) as info:
            export(two, "openai", strict=True)
        message = str(info.value)
        assert message.count("--drop-unsupported") == 1, message
        assert message.startswith("2 tools cannot be made strict")
        assert "tool 'a'" in message and "tool 'b'" in message and "tool 'ok'" not in message
        assert message.count("(format 'uri')") == 2

    def test_fallback_sends_the_tool_non_strict_and_says_so(self) -> None:
        bad = {"type": "object", "properties": {"m": {"type": "object"}}}
        deck = Deck([Tool("a", input_schema=bad), Tool("ok")])
        result = export(deck, "openai", strict=True, fallback=True)
        a, ok = (item["function"] for item in result.data)
        assert a["strict"] is False and a["parameters"] == bad
        assert ok["strict"] is True
        fallback = [w for w in result.warnings if w.field == "strict"]
        assert len(fallback) == 1 and fallback[0].tools == ("a",)
        assert "/properties/m" in fallback[0].message

    def test_responses_api_gets_an_explicit_strict_false(self) -> None:
        # The Responses API treats a missing "strict" as true; Chat Completions as false.
        deck = Deck([Tool("f")])
        assert export(deck, "openai-responses").data[0]["strict"] is False
        assert "strict" not in export(deck, "openai").data[0]["function"]
        loaded = load_data(export(deck, "openai-responses").data, source="x")
        assert loaded.deck == deck and loaded.warnings == ()


def test_strict_names_every_unsupported_keyword_of_a_tool_not_only_the_first() -> None:
    """Four unsupported keywords in one schema (listed by hand from the schema below,
    against the keyword table of OpenAI's "Supported schemas"): one error lists them all,
    each with its pointer; the attributes name the first in walk order."""
    schema = {
        "type": "object",
        "properties": {
            "a": {"type": "string", "minLength": 1, "maxLength": 5},
            "b": {"oneOf": [{"type": "string"}, {"type": "integer"}]},
            "c": {"type": "string", "format": "uri"},
        },
    }
    with pytest.raises(ExportError) as info:
        make_strict(schema, tool="t")
    message = str(info.value)
    assert "these 4 keywords" in message
    for shown in (
        "/properties/a 'maxLength'",
        "/properties/a 'minLength'",
        "/properties/b 'oneOf'",
        "/properties/c 'format' (format 'uri')",
    ):
        assert shown in message
    assert (info.value.pointer, info.value.keyword) == ("/properties/a", "maxLength")
    one = {"type": "object", "properties": {"x": {"type": "array", "uniqueItems": True}}}
    with pytest.raises(ExportError, match="this keyword: /properties/x 'uniqueItems'; remove it"):
        make_strict(one, tool="u")
