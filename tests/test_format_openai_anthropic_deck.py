"""OpenAI (chat + responses), Anthropic and deck-file formats; OpenAI strict mode."""

from __future__ import annotations

import pytest

from tooldeck.errors import ExportError, FormatError
from tooldeck.formats import detect_format, export, load_data
from tooldeck.formats.openai_strict import make_strict
from tooldeck.jsonvalue import thaw
from tooldeck.tool import Deck, Tool


def names_only(deck: Deck) -> Deck:
    """What OpenAI/Anthropic can hold: name, description, input schema."""
    return Deck(Tool(t.name, t.description, t.input_schema) for t in deck)


@pytest.mark.parametrize("fmt", ["openai", "openai-responses", "anthropic"])
def test_round_trip_keeps_what_the_target_holds(full_deck: Deck, fmt: str) -> None:
    exported = export(full_deck, fmt)
    loaded = load_data(exported.data, source="x")
    assert loaded.format == fmt
    assert loaded.deck == names_only(full_deck)


@pytest.mark.parametrize("fmt", ["openai", "openai-responses", "anthropic"])
def test_every_dropped_field_is_reported(full_deck: Deck, fmt: str) -> None:
    warnings = {w.field: w for w in export(full_deck, fmt).warnings}
    assert set(warnings) == {
        "deck",
        "groups",
        "title",
        "output_schema",
        "annotations",
        "group",
        "examples",
        "meta",
    }
    assert warnings["annotations"].tools == ("get_order_by_id", "approve_refund")
    assert warnings["title"].tools == ("get_order_by_id",)


def test_deck_file_round_trip_is_lossless(full_deck: Deck) -> None:
    exported = export(full_deck, "deck")
    assert exported.warnings == ()
    assert load_data(exported.data, source="x").deck == full_deck


def test_openai_chat_shape(full_deck: Deck) -> None:
    data = export(full_deck, "openai").data
    assert data[2] == {
        "type": "function",
        "function": {"name": "ping", "parameters": {"type": "object"}},
    }
    assert data[0]["function"]["parameters"] == thaw(full_deck[0].input_schema)


def test_request_body_and_strict_flag_on_load() -> None:
    body = {
        "model": "x",
        "tools": [
            {
                "type": "function",
                "function": {"name": "f", "parameters": {"type": "object"}, "strict": True},
            }
        ],
    }
    result = load_data(body, source="req.json")
    assert result.deck.names == ("f",)
    assert [w.field for w in result.warnings] == ["strict"]


def test_openai_name_limit_is_a_warning_not_a_silent_change() -> None:
    deck = Deck([Tool("math.factorial", input_schema={"type": "object"})])
    result = export(deck, "openai")
    assert result.data[0]["function"]["name"] == "math.factorial"
    assert [w.field for w in result.warnings] == ["name"]


def test_anthropic_server_tool_is_refused() -> None:
    data = [{"type": "web_search_20250305", "name": "web_search", "input_schema": {}}]
    with pytest.raises(FormatError, match="not custom"):
        load_data(data, source="a.json", format="anthropic")


def test_unknown_shape_lists_formats_tried() -> None:
    with pytest.raises(FormatError) as info:
        detect_format([{"x": 1}])
    for name in ("deck", "mcp", "openai", "openai-responses", "anthropic", "bfcl"):
        assert name in info.value.tried
        assert name in str(info.value)


def test_forced_format_that_does_not_match() -> None:
    with pytest.raises(FormatError, match="does not look like anthropic"):
        load_data([{"type": "function", "function": {"name": "f"}}], format="anthropic")


def test_deck_file_unknown_key_is_an_error() -> None:
    data = {"tooldeck": 1, "tools": [{"name": "a", "input_schema": {"type": "object"}, "desc": 1}]}
    with pytest.raises(FormatError, match=r"unknown key\(s\) 'desc'.*allowed"):
        load_data(data, source="d.yaml")


def test_deck_file_version_checked() -> None:
    with pytest.raises(FormatError, match="version 2"):
        load_data({"tooldeck": 2, "tools": []}, source="d.yaml")


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


@pytest.mark.parametrize(
    ("data", "reason"),
    [
        (42, "the top level is a number"),
        ({"tools": [], "model": "m"}, "its 'tools' list is empty and it also has keys model"),
        (
            [{"name": "a", "input_schema": {"type": "object"}}, 5],
            "1 of 2 items look like anthropic tools, but item 1 is a number",
        ),
        ([{"nom": "a"}], "item 0 is an object with keys nom, which is no known tool shape"),
    ],
)
def test_detection_failure_says_which_part_broke_the_shape(data: object, reason: str) -> None:
    with pytest.raises(FormatError) as info:
        load_data(data, source="tools.json")
    assert str(info.value).startswith("tools.json: the data does not match any known tool format")
    assert reason in str(info.value)
