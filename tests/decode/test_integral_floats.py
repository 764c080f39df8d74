"""``5.0`` for an integer along one call's life (trial36 L2), as docs/decode.md ("Integers
written with a fraction") says: the mask writes an integer without a fraction (stricter
than the schema, like closed objects), ``parse_tool_calls`` — a JSON Schema check, which
counts 5.0 as an integer (draft 2020-12, Validation 6.1.1) — passes it on unchanged, and
the runtime hands a ``@tool`` function's ``int`` parameter 5, saying so in ``normalized``.
Expected by hand from those three rules; llguidance is the real engine."""

from __future__ import annotations

import json
from typing import Any

import pytest

from tooldeck import Deck, tool
from tooldeck.decode import DecodeOptions, get_engine, parse_tool_calls
from tooldeck.decode.masker import TokenMasker
from tooldeck.decode.tokenizer_adapters import openai_encoding
from tooldeck.runtime import Runtime

pytest.importorskip("llguidance")


@tool(read_only=True)
def quote(sku: str, quantity: int) -> float:
    """Price of some units.

    Args:
        sku: the product.
        quantity: how many units.
    """
    return 2.5 * quantity


DECK = Deck.from_functions([quote])


def _mask_accepts(arguments: str) -> bool:
    engine = get_engine("llguidance", openai_encoding("o200k_base"))
    schema: dict[str, Any] = json.loads(json.dumps(quote.tool.input_schema))
    masker = TokenMasker(engine, engine.compile_schema(schema, options=DecodeOptions()))
    return all(masker.accept(t) for t in engine.tokenizer.encode(arguments)) and (
        masker.is_accepting()
    )


async def test_five_point_zero_for_an_integer_is_read_one_way_along_the_call() -> None:
    assert _mask_accepts('{"sku": "A", "quantity": 5}')
    assert not _mask_accepts('{"sku": "A", "quantity": 5.0}')  # the mask is stricter

    text = (
        '<tool_call>\n{"name": "quote", "arguments": {"sku": "A", "quantity": 5.0}}\n</tool_call>'
    )
    parsed = parse_tool_calls(text, DECK, wire_format="hermes")
    assert parsed.failures == ()
    (call,) = parsed.calls
    assert call.arguments == {"sku": "A", "quantity": 5.0}
    assert type(call.arguments["quantity"]) is float  # not changed by the parser

    result = await Runtime(DECK, {"quote": quote}).call(call)
    assert result.status == "success", result.summary
    assert result.items == 12.5
    assert [dict(n) for n in result.normalized] == [
        {"pointer": "/quantity", "rule": "integral_floats", "from": 5.0, "to": 5}
    ]
