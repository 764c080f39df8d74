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
from typing import Any

import pytest

from tooldeck.bfcl_data import ALL_SINGLE_TURN_CATEGORIES
from tooldeck.cost import get_tokenizer
from tooldeck.cost.accounting import (
    PROVIDER_FORMATS,
    ToolCost,
    account_items,
    account_items_reference,
    serialise_item,
    wire_items,
)
from tooldeck.formats import load_deck
from tooldeck.formats.bfcl import load_bfcl_category
from tooldeck.tool import Deck, Tool

ROOT = Path(__file__).resolve().parents[2]
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


@pytest.mark.parametrize("tokenizer", ["o200k_base", "cl100k_base", "estimate"])
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
@pytest.mark.parametrize("tokenizer", ["o200k_base", "cl100k_base", "estimate"])
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
    for tokenizer in ("o200k_base", "cl100k_base", "estimate"):
        counter = get_tokenizer(tokenizer)
        for format in PROVIDER_FORMATS:
            items = wire_items(deck, format)
            fast = account_items(deck.tools, items, counter, format)
            assert fast == account_items_reference(deck.tools, items, counter, format)


def test_mixed_layouts_in_one_call() -> None:
    # tools of the exporters' usual layout next to tools that take the other paths: an
    # extra tool key ("strict", after the schema), an extra wrapper key, keys in another
    # order, a non-dict mapping, a key holding an escaped quote before "description"
    # (a '"description":"' that is no description key: the count check must refuse it),
    # an empty name, a description ending in a backslash, nested descriptions that the
    # top-level count misses (the full schema walk finds them)
    usual = {
        "type": "function",
        "function": {
            "name": "a",
            "description": "ends in \\",
            "parameters": {"type": "object", "properties": {"p": {"description": "x"}}},
        },
    }
    tricky_key = {
        "type": "function",
        "function": {
            "name": "b",
            "description": "d",
            "parameters": {"type": "object", "default": {'x"description': "y"}},
        },
    }
    nested = {
        "type": "function",
        "function": {
            "name": "",
            "description": "",
            "parameters": {
                "type": "object",
                "properties": {
                    "l": {"type": "array", "items": {"description": 'é \\" 😀'}},
                    "o": {"anyOf": [{"description": "one"}, {"type": "null"}]},
                },
            },
        },
    }
    strict = {"type": "function", "function": {**usual["function"], "strict": True}}  # type: ignore[dict-item]
    wrapper = {"type": "function", "function": usual["function"], "extra": 1}
    reordered = {"function": usual["function"], "type": "function"}

    class Frozen(dict):  # type: ignore[type-arg]
        """A mapping that is not exactly a dict (the C encoder's fast path refuses it)."""

    odd_type = Frozen(usual)
    items: list[Any] = [usual, tricky_key, nested, strict, wrapper, reordered, odd_type, usual]
    schema = {"type": "object"}
    tools = [Tool(name=f"t{i}", description="", input_schema=schema) for i in range(len(items))]
    for name in ("o200k_base", "cl100k_base", "estimate"):
        counter = get_tokenizer(name)
        fast = account_items(tools, items, counter, "openai")
        assert fast == account_items_reference(tools, items, counter, "openai")
    with pytest.raises(ValueError, match="items"):
        account_items(tools[:2], items, get_tokenizer("estimate"), "openai")
    assert account_items([], [], get_tokenizer("estimate"), "openai") == []


def test_hf_tokenizer_accounting_equals_reference(tmp_path: Path) -> None:
    # a byte-level BPE tokenizer.json trained here on the example deck's own JSON (the
    # generic tokens_before, one count_segments per text, is what accounting uses for it)
    from tokenizers import Tokenizer as HF
    from tokenizers import decoders, models, pre_tokenizers, trainers

    deck = load_deck(ROOT / "examples" / "aftersales" / "engineered")
    items = wire_items(deck, "mcp")
    trained = HF(models.BPE())
    trained.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    trained.decoder = decoders.ByteLevel()
    trainer = trainers.BpeTrainer(
        vocab_size=300, initial_alphabet=pre_tokenizers.ByteLevel.alphabet(), show_progress=False
    )
    import json

    trained.train_from_iterator([json.dumps(i, ensure_ascii=False) for i in items], trainer)
    trained.save(str(tmp_path / "tokenizer.json"))
    counter = get_tokenizer(f"hf:{tmp_path / 'tokenizer.json'}")
    fast = account_items(deck.tools, items, counter, "mcp")
    assert fast == account_items_reference(deck.tools, items, counter, "mcp")
    assert fast.total_tokens == sum(counter.count(json.dumps(i, ensure_ascii=False,
                                                             separators=(",", ":")))
                                    for i in items)  # fmt: skip


GITHUB = ROOT / "tests" / "data" / "corpora" / "github.json"


TRICKY = [
    # escaped quotes and backslashes in descriptions, nested schemas, a property named
    # description, an object with a "description" key under default (not a keyword)
    {
        "type": "function",
        "function": {
            "name": "t",
            "description": 'Say "hi" \\ then \\"quote\\"',
            "parameters": {
                "type": "object",
                "description": "top \\\\",
                "properties": {
                    "description": {"type": "string", "description": 'a "b"'},
                    "cfg": {
                        "type": "object",
                        "default": {"description": "not a keyword"},
                        "properties": {"x": {"anyOf": [{"description": "in anyOf"}]}},
                    },
                    "list": {"type": "array", "items": {"description": "item\\\\"}},
                },
                "$defs": {"d": {"description": "def"}},
            },
        },
    },
    {"type": "function", "function": {"name": "u", "parameters": {"type": "object"}}},
]


def test_fast_and_span_writer_serialisations_agree() -> None:
    from tooldeck.cost._fast import serialise_fast as _serialise_fast
    from tooldeck.cost.reference import write_spans as _serialise_slow

    for item in TRICKY:
        slow = _serialise_slow(item, "openai", "parameters", "t")
        assert slow[0] == json.dumps(item, ensure_ascii=False, separators=(",", ":"))
        assert serialise_item(item, "openai") == slow
        fast = _serialise_fast(item, "openai", "parameters")
        assert fast is None or fast == slow
    # the object under "default" has a description key: the fast path must step aside
    assert _serialise_fast(TRICKY[0], "openai", "parameters") is None
    without_default = json.loads(json.dumps(TRICKY[0]))
    del without_default["function"]["parameters"]["properties"]["cfg"]["default"]
    fast = _serialise_fast(without_default, "openai", "parameters")
    assert fast == _serialise_slow(without_default, "openai", "parameters", "t")
    text, labels, lengths = fast
    spans, at = [], 0
    for label, length in zip(labels, lengths, strict=True):
        spans.append((label, text[at : at + length]))
        at += length
    described = [t for label, t in spans if label == "parameter_descriptions"]
    assert described == ["top \\\\\\\\", 'a \\"b\\"', "in anyOf", "item\\\\\\\\", "def"]


def test_real_tool_sets_take_the_fast_path() -> None:
    from tooldeck.cost._fast import serialise_fast as _serialise_fast
    from tooldeck.cost.reference import write_spans as _serialise_slow

    deck = load_deck(GITHUB)
    for format, key in (
        ("openai", "parameters"),
        ("anthropic", "input_schema"),
        ("mcp", "inputSchema"),
    ):
        for tool, item in zip(deck, wire_items(deck, format), strict=True):
            fast = _serialise_fast(item, format, key)
            assert fast == _serialise_slow(item, format, key, tool.name)
