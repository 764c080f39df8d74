"""Values the user declared are never changed silently: YAML 1.1 booleans, value types,
non-string descriptions, empty decks, Python defaults hidden in Annotated metadata."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, TypeVar

import pytest
from pydantic import Field

from tooldeck import tool
from tooldeck.errors import FormatError, ParseError, ToolDeckError, ToolDefinitionError
from tooldeck.formats import export, format_names, load
from tooldeck.tool import Deck

DECK_HEAD = "tooldeck: 1\ntools:\n  - name: a\n    description: d\n    input_schema:\n"


def write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


# PyYAML's YAML 1.1 boolean resolver: yes/no/on/off in lower, Capital and UPPER case (it
# leaves y/n as strings, checked below).
@pytest.mark.parametrize("word", ["yes", "No", "ON", "off", "Yes", "OFF"])
def test_unquoted_yaml_11_booleans_are_refused_with_the_line(tmp_path: Path, word: str) -> None:
    text = (
        DECK_HEAD
        + "      type: object\n      properties:\n"
        + f"        c: {{type: string, enum: [SE, {word}]}}\n"
    )
    path = write(tmp_path, "t.yaml", text)
    with pytest.raises(ParseError) as info:
        load(path)
    message = str(info.value)
    assert message.startswith(f"{path}:8:")
    assert f"unquoted {word!r} is a boolean in YAML 1.1" in message
    assert f"quote it ('{word}')" in message


def test_quoted_words_and_true_false_still_load(tmp_path: Path) -> None:
    text = (
        DECK_HEAD
        + "      type: object\n      properties:\n"
        + "        c: {type: string, enum: [SE, 'NO', \"yes\", y, n]}\n"
        + "        f: {type: boolean, default: False}\n"
        + "    annotations: {read_only_hint: true}\n"
    )
    deck = load(write(tmp_path, "t.yaml", text)).deck
    schema = deck["a"].input_schema["properties"]
    assert schema["c"]["enum"] == ["SE", "NO", "yes", "y", "n"]
    assert schema["f"]["default"] is False


def test_a_default_of_the_wrong_type_is_a_warning_naming_tool_and_pointer(
    tmp_path: Path,
) -> None:
    text = (
        DECK_HEAD
        + "      type: object\n      properties:\n"
        + "        v: {type: string, default: 1.10}\n"
        + "        n: {type: [integer, 'null'], enum: [1, 2.0, null, '3']}\n"
    )
    result = load(write(tmp_path, "t.yaml", text))
    found = {(w.field, w.tools) for w in result.warnings}
    assert ("/input_schema/properties/v/default", ("a",)) in found
    assert ("/input_schema/properties/n/enum/3", ("a",)) in found
    # 1 and 2.0 are integers, null is allowed: exactly the two values above are flagged.
    assert len(result.warnings) == 2
    assert "default value 1.1 is not of the declared type string" in str(result.warnings[0])


@pytest.mark.parametrize(
    ("name", "text", "got"),
    [
        (
            "d.yaml",
            "tooldeck: 1\ntools:\n  - {name: a, description: 12, input_schema: {type: object}}\n",
            "int",
        ),
        (
            "d.yaml",
            "tooldeck: 1\ntools:\n"
            "  - {name: a, description: false, input_schema: {type: object}}\n",
            "bool",
        ),
        (
            "a.json",
            '[{"name": "a", "description": false, "input_schema": {"type": "object"}}]',
            "bool",
        ),
        ("o.json", '[{"type": "function", "function": {"name": "a", "description": 3}}]', "int"),
        (
            "r.json",
            '[{"type": "function", "name": "a", "description": [], "parameters": {}}]',
            "list",
        ),
        ("m.json", '{"tools": [{"name": "a", "description": false, "inputSchema": {}}]}', "bool"),
    ],
)
def test_a_non_string_description_is_an_error_in_every_format(
    tmp_path: Path, name: str, text: str, got: str
) -> None:
    path = write(tmp_path, name, text)
    with pytest.raises(ToolDeckError) as info:
        load(path)
    message = str(info.value)
    assert str(path) in message and "'a'" in message
    assert "description" in message and f"must be a string, got {got}" in message


@pytest.mark.parametrize("fmt", format_names())
def test_every_export_of_an_empty_deck_loads_back(tmp_path: Path, fmt: str) -> None:
    data = export(Deck([]), fmt).data
    path = write(tmp_path, "e.json", json.dumps(data))
    assert len(load(path).deck) == 0


def test_an_empty_list_is_an_empty_deck(tmp_path: Path) -> None:
    result = load(write(tmp_path, "e.json", "[]"))
    assert len(result.deck) == 0 and result.warnings == ()


def test_an_empty_tools_list_with_foreign_keys_explains_itself(tmp_path: Path) -> None:
    with pytest.raises(FormatError, match=r"its 'tools' list is empty and it also has keys model"):
        load(write(tmp_path, "e.json", '{"tools": [], "model": "m"}'))


def test_an_mcp_file_tool_without_input_schema_gets_an_object_schema(tmp_path: Path) -> None:
    result = load(write(tmp_path, "m.json", '{"tools": [{"name": "a", "description": "d"}]}'))
    assert result.format == "mcp"
    assert result.deck["a"].input_schema == {"type": "object"}
    assert [(w.field, w.tools) for w in result.warnings] == [("inputSchema", ("a",))]


def test_mcp_export_does_not_invent_an_empty_description(tmp_path: Path) -> None:
    path = write(
        tmp_path, "m.json", '{"tools": [{"name": "a", "inputSchema": {"type": "object"}}]}'
    )
    data = export(load(path).deck, "mcp").data
    assert data["tools"] == [{"name": "a", "inputSchema": {"type": "object"}}]


T = TypeVar("T")


def test_a_default_inside_annotated_field_is_refused() -> None:
    def no_python_default(a: Annotated[int, Field(default=7)]) -> None:
        """Doc."""

    def both(a: Annotated[int, Field(default=7)] = 9) -> None:
        """Doc."""

    def factory(a: Annotated[list[int], Field(default_factory=list)]) -> None:
        """Doc."""

    for fn in (no_python_default, both, factory):
        with pytest.raises(ToolDefinitionError, match=r"parameter 'a' sets its default inside"):
            tool(fn)


def test_alias_and_typevar_parameters_are_refused() -> None:
    def aliased(a: Annotated[int, Field(alias="A")]) -> None:
        """Doc."""

    def generic(a: T) -> None:
        """Doc."""

    with pytest.raises(ToolDefinitionError, match=r"Field\(alias=\.\.\.\)"):
        tool(aliased)
    with pytest.raises(ToolDefinitionError, match=r"type variable T"):
        tool(generic)


def test_constraints_in_annotated_with_a_signature_default_still_work() -> None:
    def fine(a: Annotated[int, Field(ge=1)] = 9) -> None:
        """Doc."""

    schema = tool(fine).tool.input_schema
    assert schema["properties"]["a"] == {"type": "integer", "minimum": 1, "default": 9}
    assert "required" not in schema


@pytest.mark.parametrize(
    ("name", "text"),
    [
        ("o.json", '[{"type": "function", "function": {"name": "a", "parameters": {"type": 1}}}]'),
        ("a.json", '[{"name": "a", "input_schema": {"type": "object", "minLength": "x"}}]'),
    ],
)
def test_any_tool_error_in_an_openai_or_anthropic_file_names_the_file(
    tmp_path: Path, name: str, text: str
) -> None:
    """Errors from building the Tool (here an invalid schema) carry the file and the tool's
    position, as in the deck and MCP formats (one mechanism: formats.base.with_location)."""
    path = write(tmp_path, name, text)
    with pytest.raises(ToolDeckError) as info:
        load(path)
    assert str(info.value).startswith(f"{path}#")
