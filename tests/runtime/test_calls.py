"""Calls in: parsing OpenAI, Anthropic and MCP tool calls (``runtime/calls.py``)."""

from __future__ import annotations

from typing import Any

import pytest

from tooldeck.runtime import CallParseError, calls_from_anthropic, calls_from_mcp, calls_from_openai


def test_openai_anthropic_mcp_calls_parse() -> None:
    chat = {
        "role": "assistant",
        "tool_calls": [
            {
                "id": "a",
                "type": "function",
                "function": {"name": "search_docs", "arguments": '{"query":"x"}'},
            }
        ],
    }
    (call,) = calls_from_openai(chat)
    assert (call.call_id, call.name, call.arguments_json) == ("a", "search_docs", '{"query":"x"}')
    responses = [
        {"type": "reasoning", "id": "r"},
        {"type": "function_call", "call_id": "b", "name": "n", "arguments": "{}"},
    ]
    assert [c.call_id for c in calls_from_openai(responses)] == ["b"]
    anthropic = {
        "role": "assistant",
        "content": [
            {"type": "text", "text": "let me look"},
            {"type": "tool_use", "id": "toolu_1", "name": "search_docs", "input": {"query": "x"}},
        ],
    }
    (call,) = calls_from_anthropic(anthropic)
    assert (call.call_id, call.arguments, call.arguments_json) == ("toolu_1", {"query": "x"}, None)
    request = {"jsonrpc": "2.0", "id": 7, "method": "tools/call", "params": {"name": "search_docs"}}
    call = calls_from_mcp(request)
    assert (call.call_id, call.name, call.arguments) == ("7", "search_docs", {})
    with pytest.raises(CallParseError, match="missing 'id'"):
        calls_from_openai([{"type": "function", "function": {"name": "x", "arguments": "{}"}}])
    with pytest.raises(CallParseError, match="tools/call"):
        calls_from_mcp({"method": "tools/list", "id": 1})


# --- A7e/A7f and parsers --------------------------------------------------------------------------
def test_tool_use_without_input_is_a_parse_error() -> None:
    message = {"content": [{"type": "tool_use", "id": "t1", "name": "set_value"}]}
    with pytest.raises(CallParseError, match="no 'input'"):
        calls_from_anthropic(message)
    ok = {"content": [{"type": "tool_use", "id": "t1", "name": "set_value", "input": {}}]}
    assert calls_from_anthropic(ok)[0].arguments == {}


def test_messages_without_calls_have_no_calls() -> None:
    assert calls_from_openai({"role": "assistant", "content": "hi"}) == []
    assert calls_from_openai({"role": "assistant", "content": "hi", "tool_calls": None}) == []
    assert calls_from_anthropic({"role": "assistant", "content": "just text"}) == []
    assert calls_from_anthropic({"content": [{"type": "text", "text": "hi"}]}) == []
    with pytest.raises(CallParseError):
        calls_from_openai({"unrelated": 1})
    with pytest.raises(CallParseError):
        calls_from_anthropic({"role": "assistant"})


def test_a_legacy_function_call_is_not_dropped() -> None:
    """A message of the deprecated ``functions`` API (``function_call``, no id) gave ``[]``:
    the host read "the model answered in text" while the model had called a function. The
    SDK's dump keeps ``tool_calls: None`` beside it, which must not hide it either. A
    whole Chat Completions response is named as such."""
    legacy = {"name": "get_weather", "arguments": '{"city": "Oslo"}'}
    for message in (
        {"role": "assistant", "content": None, "function_call": legacy},
        {"role": "assistant", "content": None, "function_call": legacy, "tool_calls": None},
    ):
        with pytest.raises(CallParseError, match="legacy 'function_call'"):
            calls_from_openai(message)
    # the SDK's dump of a plain or tool-call message carries "function_call": None
    assert calls_from_openai({"role": "assistant", "content": "hi", "function_call": None}) == []
    with pytest.raises(CallParseError, match=r"response.choices\[0\].message"):
        calls_from_openai({"id": "chatcmpl-1", "choices": [{"message": {"role": "assistant"}}]})


@pytest.mark.parametrize(
    "message",
    [
        {
            "role": "assistant",
            "tool_calls": [{"id": "a", "type": "custom", "custom": {"name": "x", "input": "rm"}}],
        },
        {
            "output": [
                {"type": "reasoning"},
                {"type": "custom_tool_call", "call_id": "a", "name": "y", "input": "z"},
            ]
        },
        [
            {"type": "function_call", "call_id": "f", "name": "x", "arguments": "{}"},
            {"type": "custom_tool_call", "call_id": "a", "name": "y", "input": "z"},
        ],
        {"type": "custom_tool_call", "call_id": "a", "name": "y", "input": "z"},
    ],
)
def test_custom_tool_calls_are_not_dropped(message: Any) -> None:
    with pytest.raises(CallParseError, match="unsupported call type 'custom") as caught:
        calls_from_openai(message)
    assert caught.value.call_id == "a"


def test_hosted_tool_items_are_skipped_and_responses_output_is_read() -> None:
    response = {
        "output": [
            {"type": "web_search_call", "id": "ws_1", "status": "completed"},
            {"type": "function_call", "call_id": "c1", "name": "x", "arguments": "{}"},
        ]
    }
    assert [c.call_id for c in calls_from_openai(response)] == ["c1"]


def test_mcp_request_without_method_is_named_with_its_id() -> None:
    request = {"jsonrpc": "2.0", "id": 7, "params": {"name": "x", "arguments": {}}}
    with pytest.raises(CallParseError, match="without 'method'") as caught:
        calls_from_mcp(request)
    assert caught.value.call_id == "7"
    assert calls_from_mcp({"name": "x", "arguments": {}}).name == "x"  # params alone still read


def test_sdk_objects_are_read_through_model_dump() -> None:
    """The openai and anthropic packages' own response objects (real SDK classes, built
    from the documented JSON) give the same calls as their JSON; the arguments text is
    kept as sent."""
    from anthropic.types import Message
    from openai.types.chat import ChatCompletionMessage

    chat = {
        "role": "assistant",
        "content": None,
        "tool_calls": [
            {"id": "c1", "type": "function", "function": {"name": "f", "arguments": '{"a": 01}'}}
        ],
    }
    sdk_message = ChatCompletionMessage.model_validate(chat)
    assert calls_from_openai(sdk_message) == calls_from_openai(chat)
    assert calls_from_openai(sdk_message)[0].arguments_json == '{"a": 01}'
    assert calls_from_openai(sdk_message.tool_calls) == calls_from_openai(chat["tool_calls"])
    # one tool call of the message (SDK object or JSON) is its one call (before: an error
    # asking for 'tool_calls' or 'role'/'content'; found checking issue 19)
    assert sdk_message.tool_calls is not None
    assert calls_from_openai(sdk_message.tool_calls[0]) == calls_from_openai(chat)
    assert calls_from_openai(chat["tool_calls"][0]) == calls_from_openai(chat)  # type: ignore[index]
    reply = {
        "id": "msg_1",
        "type": "message",
        "role": "assistant",
        "model": "claude-x",
        "content": [
            {"type": "text", "text": "Looking."},
            {"type": "tool_use", "id": "t1", "name": "g", "input": {"q": "x"}},
        ],
        "stop_reason": "tool_use",
        "stop_sequence": None,
        "usage": {"input_tokens": 1, "output_tokens": 1},
    }
    sdk_reply = Message.model_validate(reply)
    assert calls_from_anthropic(sdk_reply) == calls_from_anthropic(reply)
    assert [c.name for c in calls_from_anthropic(sdk_reply.content)] == ["g"]


def test_an_object_that_is_not_a_message_names_model_dump() -> None:
    with pytest.raises(CallParseError, match=r"got int; pass a dict .*\.model_dump\(\)"):
        calls_from_openai(3)
    with pytest.raises(CallParseError, match=r"got object; pass a dict"):
        calls_from_anthropic(object())
