"""The cost stage's public functions: tokenizer arguments (a Tokenizer or a name, anything
else a TypeError, never silent zeros), clear errors for bad formats, items and decks, and
the rendered cost section's wording (thousands separators, singular and plural, a k beyond
the deck, an empty deck, no trailing spaces, readable tool names at 80 columns)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from rich.console import Console

import tooldeck.cost as cost
from tooldeck.cost import (
    account_deck,
    account_items,
    account_items_reference,
    deck_tokens,
    get_tokenizer,
    item_tokens,
    openai_billing_estimate,
    tool_tokens,
    wire_items,
)
from tooldeck.cost.accounting import serialise_item
from tooldeck.cost.recommend import recommend
from tooldeck.cost.variants import measure_variants
from tooldeck.errors import FormatError
from tooldeck.formats import load_deck
from tooldeck.report.cost_section import build_cost_section
from tooldeck.tool import Deck, Tool

ROOT = Path(__file__).resolve().parents[2]
VAGUE = ROOT / "examples" / "aftersales" / "vague"


def test_public_names_are_exported() -> None:
    for name in (
        "COLUMNS",
        "GroupTotal",
        "account_items",
        "account_items_reference",
        "item_tokens",
        "wire_items",
        "resolve_tokenizer",
    ):
        assert name in cost.__all__ and hasattr(cost, name)


@pytest.mark.parametrize("name", ["estimate", "o200k_base"])
def test_a_tokenizer_name_counts_as_the_tokenizer_does(name: str) -> None:
    deck = load_deck(VAGUE)
    counter = get_tokenizer(name)
    items = wire_items(deck, "openai")
    expected = deck_tokens(deck, counter)
    assert min(expected) > 0
    assert deck_tokens(deck, name) == expected
    assert [tool_tokens(t, name) for t in deck] == expected
    assert item_tokens(items, name) == expected
    assert account_deck(deck, name) == account_deck(deck, counter)
    assert [c.tokens for c in account_deck(deck, name)] == expected
    assert account_items(deck.tools, items, name, "openai") == account_deck(deck, counter)
    assert account_items_reference(deck.tools, items, name, "openai") == account_deck(deck, counter)
    assert openai_billing_estimate(deck.tools, name) == openai_billing_estimate(deck.tools, counter)
    variants = measure_variants(items, deck.names, name, "openai", baseline_tokens=1)
    assert variants == measure_variants(items, deck.names, counter, "openai", baseline_tokens=1)
    # the report section takes the Tokenizer object as well as its name
    by_object = build_cost_section(deck, tokenizer=counter).to_json()
    assert by_object == build_cost_section(deck, tokenizer=name).to_json()
    assert by_object["tokens"] == sum(expected)


def test_anything_else_as_a_tokenizer_is_a_type_error() -> None:
    deck = load_deck(VAGUE)
    tool = deck.tools[0]
    items = wire_items(deck, "openai")
    calls = {
        "tool_tokens": lambda bad: tool_tokens(tool, bad),
        "deck_tokens": lambda bad: deck_tokens(deck, bad),
        "account_deck": lambda bad: account_deck(deck, bad),
        "account_items": lambda bad: account_items(deck.tools, items, bad, "openai"),
        "account_items_reference": lambda bad: account_items_reference(
            deck.tools, items, bad, "openai"
        ),
        "item_tokens": lambda bad: item_tokens(items, bad),
        "openai_billing_estimate": lambda bad: openai_billing_estimate(deck.tools, bad),
        "build_cost_section": lambda bad: build_cost_section(deck, tokenizer=bad),
    }
    for call in calls.values():
        for bad in (None, 5, b"estimate", len):
            with pytest.raises(TypeError, match=r"tokenizer must be a Tokenizer .* or a tokenizer"):
                call(bad)
        with pytest.raises(cost.UnknownTokenizerError, match="unknown tokenizer 'gpt2'"):
            call("gpt2")


def test_unknown_format_is_a_format_error_everywhere() -> None:
    deck = load_deck(VAGUE)
    items = wire_items(deck, "openai")
    for call in (
        lambda: account_deck(deck, "estimate", format="foo"),
        lambda: account_items(deck.tools, items, "estimate", "foo"),
        lambda: account_items_reference(deck.tools, items, "estimate", "foo"),
        lambda: deck_tokens(deck, "estimate", format="foo"),
        lambda: tool_tokens(deck.tools[0], "estimate", format="foo"),
        lambda: serialise_item(items[0], "foo"),
        lambda: measure_variants(items, deck.names, "estimate", "foo", baseline_tokens=1),
    ):
        with pytest.raises(FormatError, match="'foo'; known: openai, anthropic, mcp"):
            call()


def test_wrong_item_tool_and_deck_types_are_type_errors() -> None:
    deck = load_deck(VAGUE)
    items = wire_items(deck, "openai")
    tools = deck.tools
    odd: list[object] = [*items[:2], ("a",), *items[3:]]
    for account in (account_items, account_items_reference):
        with pytest.raises(TypeError, match=r"items\[2\] must be a JSON object .* got tuple"):
            account(tools, odd, "estimate", "openai")  # type: ignore[arg-type]
        with pytest.raises(TypeError, match=r"tools\[1\] must be a tooldeck Tool, got str"):
            account([tools[0], "x", *tools[2:]], items, "estimate", "openai")  # type: ignore[list-item]
    with pytest.raises(TypeError, match=r"items\[2\] must be a JSON object"):
        item_tokens(odd, "estimate")  # type: ignore[arg-type]
    for call in (account_deck, deck_tokens):
        with pytest.raises(TypeError, match=r"deck must be a tooldeck Deck .* got list"):
            call(list(tools), "estimate")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="deck must be a tooldeck Deck"):
        build_cost_section(list(tools))  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="tool must be a tooldeck Tool, got dict"):
        tool_tokens(items[0], "estimate")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="tools must hold tooldeck Tools"):
        openai_billing_estimate(items, "o200k_base")  # type: ignore[arg-type]


def render(section_deck: Deck, width: int, **options: object) -> str:
    console = Console(record=True, width=width, color_system=None)
    build_cost_section(section_deck, tokenizer="estimate", **options).render(console)  # type: ignore[arg-type]
    return console.export_text()


def test_rendered_numbers_use_thousands_separators_and_plurals() -> None:
    deck = load_deck(ROOT / "examples" / "ops68")
    text = render(deck, 200, window=8192)
    # seed rule on ops68: 8,642 tokens in all (docs/cost.md), so 105.5 % of 8,192
    assert "68 tools, " in text and "8,642 tokens" in text
    assert "of 8,192 (> 84 %)" in text and "8192" not in text
    # every number of four digits or more in the recommendations has its separator
    recommendations = text[text.index("recommendations") :]
    assert not re.search(r"\b\d{4,}\b", recommendations), recommendations
    # per-tool table: characters with separators as everywhere else (the vague deck's
    # heaviest tool is over 1,000 characters)
    vague = load_deck(VAGUE)
    heaviest = build_cost_section(vague, tokenizer="estimate").sorted_tools()[0]
    assert heaviest.characters >= 1000
    row = next(line for line in render(vague, 200).splitlines() if heaviest.name in line)
    assert f" {heaviest.characters:,} " in row
    # singular: one tool, one write tool
    one = Deck([deck.tools[0]])
    single = render(one, 200)
    assert "1 tool, " in single and "1 tools" not in single
    assert "Inject the 1 tool:" in single


def test_a_k_beyond_the_deck_is_labelled_with_the_tools_it_holds() -> None:
    deck = load_deck(ROOT / "examples" / "ops68")
    n = len(deck)
    text = render(deck, 200, k=1000, window=8192)  # 105.5 %: a prefilter is weighed
    assert f"top-{n} heaviest" in text and f"typical top-{n}" in text
    assert f"k=1,000 > {n} tools" in text
    assert "top-1000 heaviest" not in text
    assert f"top-1000 keeps all {n} tools" in text
    data = build_cost_section(deck, tokenizer="estimate", k=1000).to_json()
    assert (data["k"], data["k_effective"]) == (1000, n)


def test_an_empty_deck_has_no_hundred_percent_share() -> None:
    text = render(Deck([]), 200)
    total_row = next(line for line in text.splitlines() if line.startswith("│ total"))
    assert "100.0 %" not in total_row and "—" in total_row
    assert "0 tools, 0 characters, 0 tokens" in text


@pytest.mark.parametrize("width", [80, 200])
def test_rendered_lines_carry_no_trailing_spaces(width: int) -> None:
    text = render(load_deck(ROOT / "examples" / "ops68"), width)
    padded = [line for line in text.splitlines() if line != line.rstrip()]
    assert padded == []
    assert max(map(len, text.splitlines())) <= width


def test_tool_names_stay_whole_at_80_columns() -> None:
    deck = load_deck(ROOT / "examples" / "ops68")
    text = render(deck, 80, top=68)
    section = build_cost_section(deck, tokenizer="estimate")
    for tool in section.tools:
        assert tool.name in text, tool.name  # not cut to "roll…"
    # the per-tool header keeps every column
    header = next(line for line in text.splitlines() if line.startswith("name "))
    assert header.split() == [
        "name", "group", "tokens", "chars", "name", "desc", "params", "other", "skel", "share"
    ]  # fmt: skip


def test_recommend_wording_on_seed_numbers() -> None:
    # a published 68-tool deck's figures: 6,845 tokens on 8,192 (83.6 %), BM25 top-8 815.1,
    # parameters 2,798 / 6,845 = 40.9 %, required-only saving 895
    recs = recommend(
        tools=[Tool(name=f"t{i}", description="", input_schema={"type": "object"})
               for i in range(68)],
        full_tokens=6845,
        typical_k_tokens=815.1,
        k=8,
        window=8192,
        field_tokens={"description": 2640, "parameters": 2798, "name": 206, "skeleton": 1201},
        variant_savings={"trim_descriptions": (247, 3.6), "required_only": (1895, 13.1)},
    )  # fmt: skip
    first, trim, required, _ = recs
    # 6,845 − 815.1 = 6,029.9 → "6,030 tokens"
    assert first.key == "prefilter_required"
    assert "83.6 % of 8,192" in first.verdict and "saves 6,030 tokens" in first.verdict
    assert "247 tokens" in trim.verdict and "1,895 tokens" in required.verdict
    json.dumps([r.to_json() for r in recs])
