"""trial41 #10: ``parse_tool_calls(text, "hermes")`` (the wire format passed by position,
where the tools go) ended in a bare AttributeError; it is now a DecodeError naming the fix.
Tools given as something else (a definition dict, a number) are refused the same way."""

from __future__ import annotations

from pathlib import Path

import pytest

from tooldeck.decode import parse_tool_calls
from tooldeck.errors import DecodeError
from tooldeck.formats import load

ROOT = Path(__file__).resolve().parents[2]
TEXT = '<tool_call>{"name": "get_order_by_id", "arguments": {"order_id": "ORD-700123"}}</tool_call>'


def test_a_wire_format_passed_as_the_tools_names_the_keyword() -> None:
    with pytest.raises(DecodeError) as info:
        parse_tool_calls(TEXT, "hermes")  # type: ignore[arg-type]
    assert "not the string 'hermes'" in str(info.value)
    assert "parse_tool_calls(text, deck, wire_format='hermes')" in str(info.value)


@pytest.mark.parametrize(
    ("tools", "said"),
    [([{"name": "get_order_by_id"}], "got a dict among them"), (3, "got int"), ({}, "got dict")],
)
def test_other_things_given_as_tools_are_refused(tools: object, said: str) -> None:
    with pytest.raises(DecodeError, match=said):
        parse_tool_calls(TEXT, tools)  # type: ignore[arg-type]


def test_a_deck_and_a_list_of_tools_still_parse() -> None:
    deck = load(str(ROOT / "examples/aftersales/engineered")).deck
    for tools in (deck, list(deck)):
        result = parse_tool_calls(TEXT, tools, wire_format="hermes")
        assert [c.name for c in result.calls] == ["get_order_by_id"]
        assert result.failures == ()
