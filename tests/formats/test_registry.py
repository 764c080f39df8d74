"""The format registry (tooldeck.formats): detection, loading and exporting by name, and
what every format does alike: round trips, dropped fields reported, declared values never
changed silently (non-string descriptions, empty decks).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tooldeck.errors import FormatError, ToolDeckError
from tooldeck.formats import detect_format, export, format_names, load, load_data
from tooldeck.tool import Deck, Tool


def write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


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


def test_unknown_shape_lists_formats_tried() -> None:
    with pytest.raises(FormatError) as info:
        detect_format([{"x": 1}])
    for name in ("deck", "mcp", "openai", "openai-responses", "anthropic", "bfcl"):
        assert name in info.value.tried
        assert name in str(info.value)


def test_forced_format_that_does_not_match() -> None:
    with pytest.raises(FormatError, match="does not look like anthropic"):
        load_data([{"type": "function", "function": {"name": "f"}}], format="anthropic")


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
        (  # a key typo is named with the key it likely meant (case, then a close spelling)
            [{"name": "get_x", "description": "d", "inputschema": {"type": "object"}}],
            "no known tool shape (did you mean 'inputSchema' for 'inputschema'?)",
        ),
        (
            [{"name": "a", "inputSchema": {"type": "object"}}, {"name": "b", "inputSchma": {}}],
            "item 1 is an object with keys name, inputSchma (did you mean 'inputSchema' for "
            "'inputSchma'?)",
        ),
        (  # every item fits, the 'tools' wrapper does not (was an empty "but")
            {"tools": [{"name": "a", "description": "d", "parameters": {"type": "object"}}]},
            # a bare function object is never a `tools` item
            "the one item under 'tools' looks like an openai tool, but openai takes",
        ),
    ],
)
def test_detection_failure_says_which_part_broke_the_shape(data: object, reason: str) -> None:
    with pytest.raises(FormatError) as info:
        load_data(data, source="tools.json")
    assert str(info.value).startswith("tools.json: the data does not match any known tool format")
    assert reason in str(info.value)


def test_a_lock_file_read_as_a_deck_is_named_and_the_right_command_given() -> None:
    lock = {"lockVersion": 1, "source": "d.json", "hash": "sha256", "tools": []}
    with pytest.raises(FormatError, match=r"it is a tooldeck lock file .*--locked LOCK"):
        detect_format(lock, source="t.lock")
