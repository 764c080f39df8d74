"""The deck file format (tooldeck.formats.deckfile): lossless round trips, its keys and
version, and the warnings a loaded deck gets.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tooldeck.errors import FormatError
from tooldeck.formats import export, load, load_data
from tooldeck.tool import Deck

DECK_HEAD = "tooldeck: 1\ntools:\n  - name: a\n    description: d\n    input_schema:\n"


def write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


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


def test_deck_file_round_trip_is_lossless(full_deck: Deck) -> None:
    exported = export(full_deck, "deck")
    assert exported.warnings == ()
    assert load_data(exported.data, source="x").deck == full_deck


def test_deck_file_unknown_key_is_an_error() -> None:
    data = {"tooldeck": 1, "tools": [{"name": "a", "input_schema": {"type": "object"}, "desc": 1}]}
    with pytest.raises(FormatError, match=r"unknown key\(s\) 'desc'.*allowed"):
        load_data(data, source="d.yaml")


def test_deck_file_version_checked() -> None:
    with pytest.raises(FormatError, match="version 2"):
        load_data({"tooldeck": 2, "tools": []}, source="d.yaml")


def test_unknown_keys_name_the_deck_key_meant() -> None:
    # a fresh user's hand-written deck: a typo and OpenAI's / MCP's key names, told only
    # "unknown key(s) … allowed: …"
    tool = {
        "name": "refund_order",
        "descripton": "Refund an order.",
        "parameters": {"type": "object"},
        "annotations": {"destructive": True, "readOnlyHint": False},
    }
    with pytest.raises(FormatError) as info:
        load_data({"tooldeck": 1, "tools": [tool]})
    assert "did you mean 'descripton' → 'description', 'parameters' → 'input_schema'?" in str(
        info.value
    )
    fixed = {**tool, "description": "Refund an order.", "input_schema": {"type": "object"}}
    del fixed["descripton"], fixed["parameters"]
    with pytest.raises(FormatError) as info:
        load_data({"tooldeck": 1, "tools": [fixed]})
    message = str(info.value)
    assert "'destructive' → 'destructive_hint', 'readOnlyHint' → 'read_only_hint'" in message
    # a key with nothing near it is only listed
    with pytest.raises(FormatError) as info:
        load_data({"tooldeck": 1, "tools": [{"name": "a", "zzz": 1}]})
    assert "did you mean" not in str(info.value) and "allowed:" in str(info.value)
