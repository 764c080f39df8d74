"""trial37's LOW findings on the Python API, each a host's mistake that reached the model
or passed silently; each check fails on the commit before this change.

- LOW-1: ``Policy.default(approver="yes")`` was accepted, and every destructive call then
  failed as an ``environment`` error told to the model ("TypeError: 'str' object is not
  callable"); it is a ``PolicyConfigError`` when the policy is built.
- LOW-3: ``ToolCall(arguments=…, arguments_json=…)``: the JSON text silently won.
- LOW-4: ``runtime.call_sync(None)`` raised ``AttributeError: 'NoneType' object has no
  attribute 'call_id'``; it is a ``TypeError`` naming ``ToolCall`` and the parsers, as
  ``call_many`` says of a wrong item.
- LOW-7: ``parse_tool_calls`` of ``get_wether`` said no did-you-mean (the runtime does).
"""

from __future__ import annotations

import pytest

from tooldeck import Deck, tool
from tooldeck.decode import parse_tool_calls
from tooldeck.errors import CallParseError, PolicyConfigError
from tooldeck.runtime import Policy, Runtime, ToolCall


@tool(destructive=True)
def delete_note(note_id: str) -> str:
    """Delete a note.

    Args:
        note_id: the note.
    """
    return "deleted"


@tool(read_only=True)
def get_weather(city: str) -> str:
    """Weather in a city.

    Args:
        city: the city.
    """
    return f"weather in {city}"


def test_a_non_callable_approver_is_refused_when_the_policy_is_built() -> None:
    with pytest.raises(PolicyConfigError, match=r"approver must be a callable .* got str 'yes'"):
        Policy.default(approver="yes")  # type: ignore[arg-type]
    # a callable and None are still taken, and the callable decides
    runtime = Runtime(
        Deck([delete_note.tool]),
        {"delete_note": delete_note},
        policy=Policy.default(approver=lambda request: True),
    )
    assert runtime.call_sync(ToolCall("c1", "delete_note", {"note_id": "n1"})).ran
    Policy.default(approver=None)


def test_a_call_with_both_arguments_and_their_json_text_is_refused() -> None:
    with pytest.raises(CallParseError, match="has both arguments and arguments_json; give one"):
        ToolCall("x", "get_weather", arguments={"city": "Rome"}, arguments_json='{"city": "Oslo"}')
    runtime = Runtime(Deck([get_weather.tool]), {"get_weather": get_weather})
    sent = ToolCall("x", "get_weather", arguments_json='{"city": "Oslo"}')
    assert runtime.call_sync(sent).items == "weather in Oslo"


def test_a_call_that_is_not_a_tool_call_names_the_fix() -> None:
    runtime = Runtime(Deck([get_weather.tool]), {"get_weather": get_weather})
    with pytest.raises(TypeError, match=r"Runtime\.call takes a ToolCall, got NoneType"):
        runtime.call_sync(None)  # type: ignore[arg-type]


def test_parse_tool_calls_suggests_the_close_name() -> None:
    text = '<tool_call>{"name": "get_wether", "arguments": {"city": "Rome"}}</tool_call>'
    parsed = parse_tool_calls(text, Deck([get_weather.tool, delete_note.tool]))
    (failure,) = parsed.failures
    assert failure.message == "no tool named 'get_wether' in the deck; did you mean 'get_weather'?"
