"""Per-field accounting (tooldeck.cost.accounting): fields by hand, sums on real tool
sets, description keywords, unserialisable tools, unknown formats, OpenAI's billing
estimate, totals only.
"""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

from cost_fixtures import rust_tokenizer, seed_file_read
from tooldeck.cost import (
    FIELDS,
    UnserialisableToolError,
    account_deck,
    get_tokenizer,
    openai_billing_estimate,
    tool_tokens,
)
from tooldeck.cost.accounting import serialise_item, wire_items
from tooldeck.errors import FormatError
from tooldeck.formats import load_deck
from tooldeck.tool import Deck, Tool

ROOT = Path(__file__).resolve().parents[2]
GITHUB = ROOT / "tests" / "data" / "corpora" / "github.json"


def test_seed_example_as_sent_by_the_openai_exporter_is_116_tokens() -> None:
    # the OpenAI exporter writes exactly the worked example's 317 characters (hand-derived: 116)
    assert tool_tokens(seed_file_read(), get_tokenizer("estimate")) == 116


def test_fields_of_a_small_tool_by_hand() -> None:
    tool = Tool(
        name="ab",
        description="Cd.",
        input_schema={
            "type": "object",
            "properties": {"x": {"type": "string", "description": "Ef"}},
        },
    )
    # {"name":"ab","description":"Cd.","input_schema":{...}} in Anthropic form; by hand:
    # name: ab = 2 characters; description: Cd. = 3;
    # parameters: {"type":"object","properties":{"x":{"type":"string","description":"Ef"}}}
    #   = {"type":"object", 17 + "properties": 13 + {"x": 5 + {"type":"string", 17
    #   + "description":"Ef" 18 + }}} 3 = 73 characters, of which the description Ef = 2;
    # skeleton: {"name":" 9 + ","description":" 17 + ","input_schema": 17 + } 1 = 44;
    # total 2 + 3 + 73 + 44 = 122.
    [cost] = account_deck(Deck([tool]), get_tokenizer("estimate"), format="anthropic")
    chars = {f: cost.fields[f].characters for f in FIELDS}
    assert chars == {"name": 2, "description": 3, "parameters": 73, "other": 0, "skeleton": 44}
    assert cost.characters == 122
    assert cost.parameter_descriptions.characters == 2
    # seed rule, no CJK: ceil(122 / 4) = 31 tokens; a token starts at every 4th character
    # (offsets 0, 4, …, 120). Spans: skeleton 0-8, name 9-10, skeleton 11-27,
    # description 28-30, skeleton 31-47, parameters 48-120, skeleton 121.
    # Token starts in name (9, 10): none → 0; description (28-30): 28 → 1;
    # parameters (48-120): 48, 52, …, 120 → 19; skeleton: 31 - 0 - 1 - 19 = 11.
    tokens = {f: cost.fields[f].tokens for f in FIELDS}
    assert tokens == {"name": 0, "description": 1, "parameters": 19, "other": 0, "skeleton": 11}
    assert cost.tokens == 31


@pytest.mark.parametrize("format", ["openai", "anthropic", "mcp"])
@pytest.mark.parametrize("tokenizer", ["estimate", "o200k_base", "cl100k_base"])
def test_parts_sum_to_total_on_a_real_tool_set(format: str, tokenizer: str) -> None:
    deck = load_deck(GITHUB)
    counter = get_tokenizer(tokenizer)
    items = wire_items(deck, format)
    costs = account_deck(deck, counter, format=format)
    for tool, item, cost in zip(deck, items, costs, strict=True):
        text = json.dumps(item, ensure_ascii=False, separators=(",", ":"))
        assert serialise_item(item, format, tool=tool.name)[0] == text
        assert cost.characters == len(text)
        assert cost.tokens == counter.count(text)
        assert sum(cost.fields[f].characters for f in FIELDS) == cost.characters
        assert sum(cost.fields[f].tokens for f in FIELDS) == cost.tokens
        assert cost.parameter_descriptions.tokens <= cost.fields["parameters"].tokens
    if format == "mcp":  # title/annotations are other fields, not skeleton
        assert sum(c.fields["other"].characters for c in costs) > 0


def test_a_property_called_description_is_not_a_description_keyword() -> None:
    tool = Tool(
        name="t",
        input_schema={
            "type": "object",
            "properties": {"description": {"type": "string", "description": "Body"}},
        },
    )
    [cost] = account_deck(Deck([tool]), get_tokenizer("estimate"), format="anthropic")
    assert cost.parameter_descriptions.characters == len("Body")


def test_unserialisable_schema_names_the_tool_and_pointer() -> None:
    tool = Tool(
        name="bad",
        input_schema={
            "type": "object",
            "properties": {"a": {"type": "number", "default": math.nan}},
        },
    )
    with pytest.raises(UnserialisableToolError, match=r"tool 'bad'.*properties/a/default"):
        tool_tokens(tool, get_tokenizer("o200k_base"))


def test_unknown_wire_format() -> None:
    with pytest.raises(FormatError, match="openai, anthropic, mcp"):
        tool_tokens(seed_file_read(), get_tokenizer("estimate"), format="gemini")


def test_openai_billing_estimate_follows_the_cookbook_rule() -> None:
    tool = Tool(
        name="get_weather",
        description="Get the weather.",
        input_schema={
            "type": "object",
            "properties": {
                "city": {"type": "string", "description": "City name."},
                "unit": {"type": "string", "enum": ["c", "f"]},
            },
        },
    )
    ref = rust_tokenizer("o200k_base")  # independent count
    # cookbook, gpt-4o constants: func_init 7, prop_init 3, prop_key 3 per property,
    # enum_init -3 and enum_item 3 per value, func_end 12; trailing periods dropped.
    expected = (
        7
        + ref.count("get_weather:Get the weather")
        + 3
        + 3
        + ref.count("city:string:City name")
        + 3
        - 3
        + (3 + ref.count("c"))
        + (3 + ref.count("f"))
        + ref.count("unit:string:")
        + 12
    )
    assert openai_billing_estimate([tool], get_tokenizer("o200k_base")) == expected
    assert openai_billing_estimate([tool], get_tokenizer("estimate")) is None


def test_deck_tokens_equal_tool_tokens() -> None:
    from tooldeck.cost import deck_tokens

    deck = load_deck(ROOT / "examples" / "ops68")
    o200k = get_tokenizer("o200k_base")
    assert deck_tokens(deck, o200k) == [tool_tokens(t, o200k) for t in deck]
    assert deck_tokens(deck, o200k) == [c.tokens for c in account_deck(deck, o200k)]
