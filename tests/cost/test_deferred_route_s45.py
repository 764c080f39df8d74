"""``tooldeck cost``'s deferred-loading figure (trial45 #7): resident tools + the
search_tools and call_tool definitions + one typical search_tools answer of k tools,
counted with the real o200k_base tokenizer and checked against a count made here from the
JSON texts themselves."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from tooldeck.cli import app
from tooldeck.formats import export, load
from tooldeck.gateway.exposure import search_item, search_meta_tools
from tooldeck.gateway.measure import deferred_route
from tooldeck.tokenizers import get_tokenizer
from tooldeck.tool import Deck

runner = CliRunner()
PETSTORE = Path(__file__).parent.parent / "data" / "openapi" / "petstore-expanded.yaml"


def _compact(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def test_deferred_route_counts_meta_tools_residents_and_one_answer() -> None:
    deck = load("examples/ops68").deck
    count = get_tokenizer("o200k_base").count
    route = deferred_route(deck, "o200k_base", wire="openai", resident=("get_*",))
    residents = [t for t in deck if t.name.startswith("get_")]
    assert route.resident == tuple(t.name for t in residents) and residents
    # each tool sent as compact OpenAI JSON, one at a time
    assert route.resident_tokens == sum(
        count(_compact(item)) for item in export(Deck(residents), "openai").data
    )
    meta = export(Deck(search_meta_tools()), "openai").data
    assert [m["function"]["name"] for m in meta] == ["search_tools", "call_tool"]
    assert route.meta_tokens == sum(count(_compact(item)) for item in meta)
    # a typical answer: k=5 (search_tools' default) items at the mean item size
    searchable = [t for t in deck if not t.name.startswith("get_")]
    sizes = [count(_compact(search_item(1, t, 0.5, "score"))) for t in searchable]
    assert route.answer_k == 5 and route.searchable == len(searchable)
    assert route.answer_tokens == round(5 * sum(sizes) / len(sizes))
    assert route.with_one_search == route.before_search + route.answer_tokens
    assert route.before_search == route.resident_tokens + route.meta_tokens


def test_small_deck_answer_holds_every_tool_and_k_says_so() -> None:
    deck = load(str(PETSTORE)).deck
    route = deferred_route(deck, "o200k_base")
    assert route.answer_k == 4 and route.resident == () and route.resident_tokens == 0


def test_cost_prints_the_deferred_route_beside_full_and_top_k() -> None:
    shown = runner.invoke(app, ["cost", "examples/ops68"], env={"COLUMNS": "200"})
    assert shown.exit_code == 0, shown.output
    assert "injection routes" in shown.stdout
    assert "deferred, before any search (0 resident + search_tools + call_tool)" in shown.stdout
    assert "deferred, with one search (+ a typical answer of k=5)" in shown.stdout
    as_json = runner.invoke(app, ["cost", "examples/ops68", "--json", "--resident", "list_*"])
    assert as_json.exit_code == 0, as_json.output
    data = json.loads(as_json.stdout)["deferred"]
    route = deferred_route(
        load("examples/ops68").deck, "o200k_base", wire="openai", resident=("list_*",)
    )
    assert data == route.to_json()
    assert data["resident"] and all(n.startswith("list_") for n in data["resident"])
    # on ops68 the deferred route, one search done, costs less than the full list
    assert data["with_one_search"] < json.loads(as_json.stdout)["tokens"]
