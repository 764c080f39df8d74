"""``format: email``: what llguidance's mask lets through, the call check accepts (trial45
#9: the mask took a 65-character local part and a 64-character domain label, which
``parse_tool_calls`` — jsonschema-rs with formats asserted — then refused, while
``decode check`` said the format was enforced).

Limits from RFC 5321 §4.5.3.1 (local part 64, path 256 → address 254) and RFC 1035
§2.3.4 (label 63, name 253 characters); the boundary strings are written by hand. The
engine is the real llguidance, the check the real runtime validator."""

from __future__ import annotations

import json
from typing import Any

import pytest

from tooldeck import Deck, Tool
from tooldeck.decode import DecodeOptions, get_engine, parse_tool_calls
from tooldeck.decode.masker import TokenMasker
from tooldeck.decode.tokenizer_adapters import openai_encoding

pytest.importorskip("llguidance")

from tooldeck.decode.llguidance_engine import with_email_limits


def _domain(length: int) -> str:
    """A domain of ``length`` characters: 63-character labels, then a shorter last one."""
    labels, left = [], length
    while left > 64:
        labels.append("b" * 63)
        left -= 64
    labels.append("c" * left)
    return ".".join(labels)


CASES = {  # address → (the check accepts it, the mask does): RFC 5321/1035 limits
    "a@example.com": (True, True),
    "a" * 64 + "@example.com": (True, True),
    "a" * 65 + "@example.com": (False, False),
    "a.b" * 21 + "c@example.com": (True, True),  # 64 with dots
    "a@" + "b" * 63 + ".com": (True, True),
    "a@" + "b" * 64 + ".com": (False, False),
    "x@" + _domain(252): (True, True),  # 254 in all
    # a 253-character domain: the check takes it, the mask stops at RFC 5321's 254 in all
    # (the one place the mask is the stricter)
    "x@" + _domain(253): (True, False),
    "x@" + _domain(254): (False, False),
    "a..b@example.com": (False, False),
}

SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {"email": {"type": "string", "format": "email"}, "note": {"type": "string"}},
    "required": ["email"],
    "additionalProperties": False,
}
DECK = Deck([Tool(name="update_customer", description="Update.", input_schema=SCHEMA)])


def _mask_accepts(schema: dict[str, Any], arguments: dict[str, Any]) -> bool:
    engine = get_engine("llguidance", openai_encoding("o200k_base"))
    masker = TokenMasker(engine, engine.compile_schema(schema, options=DecodeOptions()))
    text = json.dumps(arguments, ensure_ascii=False)
    return all(masker.accept(t) for t in engine.tokenizer.encode(text)) and (masker.is_accepting())


def _check_accepts(arguments: dict[str, Any]) -> bool:
    body = json.dumps({"name": "update_customer", "arguments": arguments})
    parsed = parse_tool_calls(f"<tool_call>\n{body}\n</tool_call>", DECK, wire_format="hermes")
    return parsed.failures == ()


@pytest.mark.parametrize(("address", "expected"), list(CASES.items()))
def test_what_the_mask_lets_through_the_check_accepts(
    address: str, expected: tuple[bool, bool]
) -> None:
    check, mask = expected
    assert _check_accepts({"email": address}) is check  # the hand-written expectation
    assert _mask_accepts(SCHEMA, {"email": address}) is mask


def test_the_limits_reach_an_email_behind_a_ref_and_leave_other_strings_alone() -> None:
    schema = {
        "type": "object",
        "$defs": {"address": {"type": "string", "format": "email"}},
        "properties": {"to": {"$ref": "#/$defs/address"}},
        "required": ["to"],
    }
    assert _mask_accepts(schema, {"to": "a" * 64 + "@example.com"})
    assert not _mask_accepts(schema, {"to": "a" * 65 + "@example.com"})
    # honest twin: a plain string of the same length is not limited
    plain = {"type": "object", "properties": {"to": {"type": "string"}}, "required": ["to"]}
    assert _mask_accepts(plain, {"to": "a" * 65 + "@example.com"})
    # the declared schema is not changed; only the grammar's copy is wrapped
    wrapped = with_email_limits(schema)
    assert wrapped["$defs"]["address"]["allOf"][0] == {"type": "string", "format": "email"}
    assert schema["$defs"]["address"] == {"type": "string", "format": "email"}


def test_format_email_inside_a_value_is_data_and_stays_as_written() -> None:
    """review: the limits wrap subschemas only; an object that says ``format: email``
    inside ``const``, ``enum``, ``default`` or ``examples`` is a value the call must equal
    (or an illustration), so wrapping it would change what the grammar allows."""
    value = {"format": "email"}
    schema = {
        "type": "object",
        "properties": {
            "to": {"type": "string", "format": "email"},
            "rule": {
                "type": "object",
                "const": dict(value),
                "enum": [dict(value)],
                "default": dict(value),
                "examples": [dict(value)],
            },
        },
    }
    out = with_email_limits(schema)
    rule = out["properties"]["rule"]
    assert rule["const"] == value and rule["enum"] == [value]
    assert rule["default"] == value and rule["examples"] == [value]
    assert out["properties"]["to"]["allOf"][0] == {"type": "string", "format": "email"}
    assert schema["properties"]["to"] == {"type": "string", "format": "email"}  # a copy
