"""Parsers: hand-written outputs in the shape real models emit, one class of failure each.

The Hermes texts follow Qwen 2.5's template (``<tool_call>`` blocks after optional prose), the
Llama 3 texts the model card's JSON tool calling (optionally after ``<|python_tag|>``), the
Mistral texts the v3 tokenizer's ``[TOOL_CALLS]`` list. Expected values are read off the texts.
"""

from __future__ import annotations

import json

from tooldeck.decode.parsers import ParseFailureKind, parse_tool_calls
from tooldeck.formats import load

DECK = load("examples/aftersales/engineered").deck
K = ParseFailureKind


def call(name: str, arguments: str) -> str:
    """One Hermes block as Qwen 2.5 writes it."""
    return f'<tool_call>\n{{"name": "{name}", "arguments": {arguments}}}\n</tool_call>'


def test_hermes_prose_then_two_calls() -> None:
    text = (
        "I'll look up both orders for you.\n"
        + call("get_order_by_id", '{"order_id": "ORD-700001"}')
        + "\n"
        '<tool_call>\n{"name": "get_order_by_id", "arguments": {"order_id": "ORD-700002", '
        '"include": ["items"]}}\n</tool_call>'
    )
    result = parse_tool_calls(text, DECK)
    assert result.ok
    assert result.prose == "I'll look up both orders for you.\n"
    assert [(c.call_id, c.arguments["order_id"]) for c in result.calls] == [
        ("call_0", "ORD-700001"),
        ("call_1", "ORD-700002"),
    ]


def test_hermes_failure_classes() -> None:
    malformed = call("get_order_by_id", '{"order_id": "ORD-700001",}')
    result = parse_tool_calls(malformed, DECK)
    assert [f.kind for f in result.failures] == [K.malformed_json]
    assert result.failures[0].position == malformed.index(",}") + 1  # where the key was expected

    unknown = '<tool_call>\n{"name": "cancel_order", "arguments": {}}\n</tool_call>'
    assert [f.kind for f in parse_tool_calls(unknown, DECK).failures] == [K.unknown_tool]

    invalid = call("get_order_by_id", '{"order_id": "700001"}')
    failure = parse_tool_calls(invalid, DECK).failures[0]
    assert failure.kind is K.invalid_arguments and failure.pointers == ("/order_id",)

    after = call("get_order_by_id", '{"order_id": "ORD-700001"}') + " Done!"
    result = parse_tool_calls(after, DECK)
    assert len(result.calls) == 1 and [f.kind for f in result.failures] == [K.text_after_end]

    unclosed = '<tool_call>\n{"name": "get_order_by_id", "arguments": {"order_id": "ORD-700001"}}'
    assert [f.kind for f in parse_tool_calls(unclosed, DECK).failures] == [K.malformed_json]


def test_plain_answer_is_not_a_failure_but_empty_output_is() -> None:
    assert parse_tool_calls("Your refund was approved yesterday.", DECK).ok
    assert [f.kind for f in parse_tool_calls("  ", DECK).failures] == [K.no_call]


def test_llama3_json_calls() -> None:
    text = (
        '<|python_tag|>{"name": "get_order_by_id", "parameters": {"order_id": "ORD-700001"}}; '
        '{"name": "get_order_by_id", "parameters": {"order_id": "ORD-700003"}}'
    )
    result = parse_tool_calls(text, DECK, wire_format="llama3")
    assert result.ok and [c.arguments["order_id"] for c in result.calls] == [
        "ORD-700001",
        "ORD-700003",
    ]
    wrong_key = '{"name": "get_order_by_id", "arguments": {"order_id": "ORD-700001"}}'
    assert [f.kind for f in parse_tool_calls(wrong_key, DECK, wire_format="llama3").failures] == [
        K.malformed_json
    ]
    assert parse_tool_calls("Which order do you mean?", DECK, wire_format="llama3").calls == ()
    trailing = '  {"name": "get_order_by_id", "parameters": {"order_id": "ORD-700001"}} thanks'
    failure = parse_tool_calls(trailing, DECK, wire_format="llama3").failures[0]
    assert failure.kind is K.text_after_end and failure.position == trailing.index(" thanks")


def test_mistral_call_list_after_prose() -> None:
    text = (
        "Checking now.[TOOL_CALLS]["
        '{"name": "get_order_by_id", "arguments": {"order_id": "ORD-700001"}}, '
        '{"name": "refund_everything", "arguments": {}}]'
    )
    result = parse_tool_calls(text, DECK, wire_format="mistral", call_id_prefix="m")
    assert result.prose == "Checking now."
    assert [c.call_id for c in result.calls] == ["m0"]
    assert [f.kind for f in result.failures] == [K.unknown_tool]


def test_a_second_name_key_is_malformed_not_a_silent_pick() -> None:
    """{"name": A, "name": B} must not quietly call B (duplicate keys inside arguments were
    already refused; the call's own keys now are too)."""
    from tooldeck.decode.parsers import ParseFailureKind, parse_tool_calls
    from tooldeck.tool import Deck, Tool

    deck = Deck(
        [Tool(name=n, input_schema={"type": "object"}) for n in ("approve_refund", "get_order")]
    )
    text = '<tool_call>{"name":"approve_refund","name":"get_order","arguments":{}}</tool_call>'
    result = parse_tool_calls(text, deck, wire_format="hermes")
    assert not result.calls
    assert [f.kind for f in result.failures] == [ParseFailureKind.malformed_json]
    assert "duplicate key 'name'" in result.failures[0].message


def test_hermes_closing_marker_inside_a_string_argument_is_text() -> None:
    """The grammar lets a JSON string hold "</tool_call>" as ordinary tokens (only the
    special token is the boundary), so a constrained call can carry it; the parser cut the
    call at that text and reported malformed_json and text_after_end. Measured on
    llguidance with o200k_base and the markers as special tokens."""
    from tooldeck.decode import get_engine, openai_encoding, turn_constraint
    from tooldeck.tool import Deck, Tool

    deck = Deck(
        [
            Tool(
                name="write_note",
                description="Write a note.",
                input_schema={
                    "type": "object",
                    "properties": {"text": {"type": "string"}},
                    "required": ["text"],
                },
            )
        ]
    )
    argument = "wrap calls in <tool_call> … </tool_call>"
    body = json.dumps({"name": "write_note", "arguments": {"text": argument}}, ensure_ascii=False)
    tokenizer = openai_encoding("o200k_base", extra_special_tokens=("<tool_call>", "</tool_call>"))
    plain = openai_encoding("o200k_base")  # the same ids, the markers as ordinary text
    engine = get_engine("llguidance", tokenizer)
    matcher = engine.matcher(turn_constraint(deck, mode="required").compile(engine))
    ids = [
        *tokenizer.encode("<tool_call>"),
        *plain.encode(f"\n{body}\n"),
        *tokenizer.encode("</tool_call>"),
    ]
    assert all(matcher.accept(token) for token in ids) and matcher.is_accepting()

    text = f"Noted.\n<tool_call>\n{body}\n</tool_call>\n<tool_call>\n{body}\n</tool_call>"
    result = parse_tool_calls(text, deck)
    assert result.failures == ()
    assert [c.arguments["text"] for c in result.calls] == [argument, argument]
    assert result.prose == "Noted.\n"
    # a call that really is cut still fails as before
    cut = '<tool_call>\n{"name": "write_note", "arguments": {"text": "a</tool_call>'
    assert [f.kind for f in parse_tool_calls(cut, deck).failures] == [K.malformed_json]


def test_a_format_is_checked_after_generation() -> None:
    """Session 22's breaker: a relaxed `format` is "checked by parse_tool_calls after
    generation" (docs/decode.md), but the validator did not check formats, so a date of
    Feb 29 in 2023 and a JSON pointer without its slash passed."""
    from tooldeck.tool import Deck, Tool

    schema = {
        "type": "object",
        "properties": {"day": {"type": "string", "format": "date"}},
        "required": ["day"],
    }
    deck = Deck([Tool("book", "Books a day.", schema)])
    bad = parse_tool_calls(call("book", '{"day": "2023-02-29"}'), deck)
    assert [f.kind for f in bad.failures] == [K.invalid_arguments]
    assert parse_tool_calls(call("book", '{"day": "2024-02-29"}'), deck).ok
