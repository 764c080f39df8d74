"""The batched accounting path gives exactly the numbers of the straightforward one.

:func:`~tooldeck.cost.accounting.account_items` (C-encoded JSON with spans from offsets,
one batched tokenization, numpy sums) is compared field by field with
:func:`~tooldeck.cost.accounting.account_items_reference` (the span writer walking every
value, one ``count_segments`` per tool, sums in a dict) — an independent implementation of
the same attribution rule — on the BFCL subset in ``tests/data/bfcl`` (every single-turn
category), the example decks and the GitHub MCP tool set, in the three wire formats.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tooldeck.bfcl_data import ALL_SINGLE_TURN_CATEGORIES
from tooldeck.cost import get_tokenizer
from tooldeck.cost.accounting import (
    PROVIDER_FORMATS,
    ToolCost,
    account_items,
    account_items_reference,
    wire_items,
)
from tooldeck.formats import load_deck
from tooldeck.formats.bfcl import load_bfcl_category
from tooldeck.tool import Deck, Tool

ROOT = Path(__file__).parent.parent
DECKS = [
    ROOT / "examples" / "ops68",
    ROOT / "examples" / "aftersales" / "engineered",
    ROOT / "examples" / "aftersales" / "vague",
    ROOT / "tests" / "data" / "corpora" / "github.json",
]


def as_json(costs: list[ToolCost]) -> str:
    return json.dumps([c.to_json() for c in costs])


def bfcl_subset(monkeypatch: pytest.MonkeyPatch) -> list[Deck]:
    monkeypatch.setenv("TOOLDECK_BFCL_WHEEL", str(ROOT / "tests" / "data" / "bfcl"))
    return [load_bfcl_category(c).deck for c in ALL_SINGLE_TURN_CATEGORIES]


@pytest.mark.parametrize("tokenizer", ["o200k_base", "cl100k_base", "seed"])
def test_fast_path_equals_reference_on_bfcl_subset(
    monkeypatch: pytest.MonkeyPatch, tokenizer: str
) -> None:
    counter = get_tokenizer(tokenizer)
    decks = bfcl_subset(monkeypatch)
    assert sum(len(d) for d in decks) > 50
    for deck in decks:
        for format in PROVIDER_FORMATS:
            items = wire_items(deck, format)
            fast = account_items(deck.tools, items, counter, format)
            slow = account_items_reference(deck.tools, items, counter, format)
            assert fast == slow
            assert as_json(fast) == as_json(slow)  # same types too (Python ints)


@pytest.mark.parametrize("path", DECKS, ids=lambda p: p.name)
@pytest.mark.parametrize("tokenizer", ["o200k_base", "cl100k_base", "seed"])
def test_fast_path_equals_reference_on_example_decks(path: Path, tokenizer: str) -> None:
    counter = get_tokenizer(tokenizer)
    deck = load_deck(path)
    for format in PROVIDER_FORMATS:
        items = wire_items(deck, format)
        fast = account_items(deck.tools, items, counter, format)
        assert fast == account_items_reference(deck.tools, items, counter, format)
        assert all(type(c.tokens) is int for c in fast)


def test_fast_path_equals_reference_on_odd_tools() -> None:
    # non-ASCII and escapes in every field, an empty description, a root description,
    # nested descriptions under items/anyOf, a "description" key under default (not a
    # keyword: the batched path must fall back), a property called description
    schema = {
        "type": "object",
        "description": "根 \\ root",
        "properties": {
            "description": {"type": "string", "description": 'quote " and \\"'},
            "tags": {"type": "array", "items": {"type": "string", "description": "🏷️ tag"}},
            "pick": {"anyOf": [{"type": "integer", "description": ""}, {"type": "null"}]},
            "cfg": {"type": "object", "default": {"description": "not a keyword"}},
            "ctl": {"type": "string", "description": "tab\tDEL\x7f é"},
        },
        "required": ["description"],
    }
    tools = [
        Tool(name="odd_one", description="Décrit « tout » en 中文.", input_schema=schema),
        Tool(name="plain", description="", input_schema={"type": "object"}),
        Tool(
            name="flat",
            description="Flat\\path",
            input_schema={
                "type": "object",
                "properties": {"q": {"type": "string", "description": "a\\\\"}},
            },
        ),
    ]
    deck = Deck(tools)
    for tokenizer in ("o200k_base", "cl100k_base", "seed"):
        counter = get_tokenizer(tokenizer)
        for format in PROVIDER_FORMATS:
            items = wire_items(deck, format)
            fast = account_items(deck.tools, items, counter, format)
            assert fast == account_items_reference(deck.tools, items, counter, format)


def test_count_segments_many_equals_count_segments() -> None:
    # a special-token string is counted as ordinary text by both (count_segments uses
    # tiktoken's encode_ordinary, the batched path its token buffer without specials)
    texts = ["ab cd ef", "汉字 and emoji 🏷️ here", '{"k":"v"}', "x", "<|endoftext|> y"]
    lengths = [[2, 3, 3], [2, 5, 8, 5], [5, 4], [1], [3, 12]]
    for name in ("o200k_base", "cl100k_base", "seed"):
        counter = get_tokenizer(name)
        expected: list[int] = []
        for text, parts in zip(texts, lengths, strict=True):
            assert sum(parts) == len(text)
            cuts = [sum(parts[: i + 1]) for i in range(len(parts) - 1)]
            expected += counter.count_segments(text, cuts)
        assert counter.count_segments_many(texts, lengths) == expected
