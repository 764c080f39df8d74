"""The OpenAI formats (Chat Completions and Responses tools): shapes, request bodies, names."""

from __future__ import annotations

from tooldeck.formats import export, load_data
from tooldeck.jsonvalue import thaw
from tooldeck.tool import Deck, Tool


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


def test_a_missing_or_null_name_is_said_in_json_words() -> None:
    # a fresh user's report: "got None" is Python's word for JSON's null
    import pytest

    from tooldeck.errors import FormatError

    for function, said in (
        ({"description": "x"}, "got no 'name' key"),
        ({"name": None}, "got null"),
    ):
        with pytest.raises(FormatError, match=said):
            load_data([{"type": "function", "function": function}])
