"""Per-field accounting, variants, windows, sweep, recommendation, report section, CLI."""

from __future__ import annotations

import json
import math
import sys
import warnings
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console
from typer.testing import CliRunner

from tooldeck.cli import app
from tooldeck.cost import (
    FIELDS,
    UnserialisableToolError,
    account_deck,
    get_tokenizer,
    openai_billing_estimate,
    tool_tokens,
)
from tooldeck.cost.accounting import serialise_item, wire_items
from tooldeck.cost.recommend import Thresholds, recommend
from tooldeck.cost.windows import occupancy, sweep, sweep_sizes, top_k_tokens
from tooldeck.errors import FormatError
from tooldeck.formats import load_deck
from tooldeck.report.cost_section import CostOptionError, build_cost_section
from tooldeck.tool import Deck, Tool

ROOT = Path(__file__).parent.parent
GITHUB = ROOT / "tests" / "data" / "corpora" / "github.json"


def rust_tokenizer(name: str) -> Any:
    """The Rust ``bpe-openai`` tokenizer (an implementation independent of tiktoken).

    Importing ``bpe_openai`` triggers a DeprecationWarning inside that package (it uses
    ``importlib.resources.open_binary``); it is silenced here, where it happens.
    """
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        from bpe_openai import _bindings

    return _bindings.tokenizer_for_encoding(name)


def seed_file_read() -> Tool:
    """Seed 003's file_read tool (§2.1)."""
    return Tool(
        name="file_read",
        description="读取一个文本文件的内容,可按行号范围截取。当用户说看看这个文件写了什么、"
        "打开某个配置、读一下某份文本时调用。",
        input_schema={
            "type": "object",
            "properties": {
                "path": {"type": "string"},
                "start_line": {"type": "integer"},
                "end_line": {"type": "integer"},
            },
            "required": ["path", "start_line"],
            "additionalProperties": False,
        },
    )


def test_seed_example_as_sent_by_the_openai_exporter_is_116_tokens() -> None:
    # the OpenAI exporter writes exactly the seed's 317 characters (hand-derived: 116)
    assert tool_tokens(seed_file_read(), get_tokenizer("seed")) == 116


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
    [cost] = account_deck(Deck([tool]), get_tokenizer("seed"), format="anthropic")
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
@pytest.mark.parametrize("tokenizer", ["seed", "o200k_base", "cl100k_base"])
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
    [cost] = account_deck(Deck([tool]), get_tokenizer("seed"), format="anthropic")
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
        tool_tokens(seed_file_read(), get_tokenizer("seed"), format="gemini")


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
    assert openai_billing_estimate([tool], get_tokenizer("seed")) is None


def test_windows_and_sweep_by_hand() -> None:
    # k = 2 of [10, 20, 30]: heaviest 30 + 20 = 50; typical 2 × mean 20 = 40
    assert top_k_tokens([10, 20, 30], 2) == (50, 40.0)
    assert top_k_tokens([10, 20], 5) == (30, 30.0)
    [o] = occupancy([10, 20, 30], [100], 2)
    assert (o.full_percent, o.heaviest_k_percent, o.typical_k_percent) == (60.0, 50.0, 40.0)
    assert o.left_after_full == 40
    assert sweep_sizes(68) == (12, 20, 30, 45, 68)
    assert sweep_sizes(10) == (10,)
    assert sweep_sizes(2000) == (250, 500, 1000, 1500, 2000)
    rows = sweep([10] * 12 + [20] * 8, k=8, window=1000)
    # first 12 tools: full 120, typical 8 × 10 = 80, saved 40; all 20: full 280,
    # typical 8 × 14 = 112, saved 168 (60 %)
    assert [(r.tools, r.full_tokens, r.top_k_tokens, r.saved_tokens) for r in rows] == [
        (12, 120, 80.0, 40.0),
        (20, 280, 112.0, 168.0),
    ]
    assert rows[1].saved_percent == pytest.approx(60.0)


def _decide(full: int, typical: float, window: int = 8192, **kw: float) -> str:
    tools = [Tool(name=f"t{i}") for i in range(68)]
    recs = recommend(
        tools=tools,
        full_tokens=full,
        typical_k_tokens=typical,
        k=8,
        window=window,
        field_tokens={"description": 2640, "parameters": 2798, "name": 206, "skeleton": 1201},
        variant_savings={"trim_descriptions": (247, 3.6), "required_only": (895, 13.1)},
        thresholds=Thresholds(**kw),
    )
    return recs[0].key


def test_recommendation_follows_seed_003_table() -> None:
    # seed 003 §6.1: 68 tools, 6,845 tokens on 8k (83.6 %), top-8 815 → prefilter
    assert _decide(6845, 815.1) == "prefilter_required"
    # 12 tools, 1,249 tokens (15.2 %) → inject all
    assert _decide(1249, 842) == "inject_all"
    # 20 tools, 2,072 tokens (25.3 %), saves 1,245 → one-level prefilter
    assert _decide(2072, 827) == "prefilter_one_level"
    # the same, with a 1,500-token net-saving threshold → inject all
    assert _decide(2072, 827, min_net_saving=1500) == "inject_all"
    # more than 84 % of the window → prefilter and defer
    assert _decide(7000, 815) == "prefilter_and_defer"


def test_seed_003_field_shares_drive_the_field_advice() -> None:
    tools = [Tool(name=f"t{i}") for i in range(68)]
    recs = recommend(
        tools=tools,
        full_tokens=6845,
        typical_k_tokens=815.1,
        k=8,
        window=8192,
        field_tokens={"description": 2640, "parameters": 2798, "name": 206, "skeleton": 1201},
        variant_savings={"trim_descriptions": (247, 3.6), "required_only": (895, 13.1)},
    )
    by_key = {r.key: r for r in recs}
    # 2,640 / 68 = 38.8 description tokens per tool (≤ 50): no trimming
    assert not by_key["trim_descriptions"].applies
    # parameters 2,798 / 6,845 = 40.9 % ≥ 40 %: required-only is the lever, 895 saved
    assert by_key["required_only"].applies
    assert "895" in by_key["required_only"].verdict
    assert by_key["required_only"].numbers["parameters_share_percent"] == 40.88


def test_variants_on_a_small_deck() -> None:
    deck = Deck([seed_file_read()])
    section = build_cost_section(deck, tokenizer="seed", trim_to=10)
    saved = {v.key: v for v in section.variants}
    # each variant must equal the same tool rewritten by hand and counted as sent
    seed = get_tokenizer("seed")
    trimmed = Tool(
        name="file_read",
        description=seed_file_read().description[:10],
        input_schema=seed_file_read().input_schema,
    )
    assert saved["trim_descriptions"].tokens == tool_tokens(trimmed, seed)
    required = Tool(
        name="file_read",
        description=seed_file_read().description,
        input_schema={
            "type": "object",
            "properties": {"path": {"type": "string"}, "start_line": {"type": "integer"}},
            "required": ["path", "start_line"],
            "additionalProperties": False,
        },
    )
    assert saved["required_only"].tokens == tool_tokens(required, seed)
    assert saved["required_only"].saved_tokens == 116 - tool_tokens(required, seed) > 0
    assert saved["strip_parameter_descriptions"].saved_tokens == 0  # it has none
    assert saved["pretty_json"].saved_tokens < 0


def test_cost_section_json_and_render_on_ops68() -> None:
    deck = load_deck(ROOT / "examples" / "ops68")
    section = build_cost_section(deck, tokenizer="o200k_base", window=16000, k=8, top=5)
    data = section.to_json()
    json.dumps(data)
    assert data["tools_count"] == 68
    assert sum(f["tokens"] for f in data["fields"].values()) == data["tokens"]
    assert [o["window"] for o in data["occupancy"]] == [8192, 16000, 32768, 131072, 200000]
    assert data["decision_window"] == 16000
    assert len(data["groups"]) == 8
    assert data["billing_estimate"]["tokens"] is not None
    console = Console(record=True, width=160)
    section.render(console)
    text = console.export_text()
    for heading in ("per field", "per group", "window occupancy", "remedies", "boundary sweep"):
        assert heading in text


def test_cost_section_rejects_bad_options() -> None:
    deck = Deck([seed_file_read()])
    for kwargs in ({"k": 0}, {"window": 0}, {"top": 0}, {"sort": "size"}, {"trim_to": 0}):
        with pytest.raises(CostOptionError):
            build_cost_section(deck, **kwargs)  # type: ignore[arg-type]


runner = CliRunner()


def test_cli_cost_table_and_json() -> None:
    result = runner.invoke(app, ["cost", str(ROOT / "examples" / "ops68"), "--top", "3"])
    assert result.exit_code == 0, result.output
    assert "per field" in result.output
    result = runner.invoke(
        app,
        ["cost", str(GITHUB), "--json", "--tokenizer", "cl100k_base", "--format", "anthropic"],
    )
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["tokenizer"] == "cl100k_base" and data["format"] == "anthropic"
    assert data["tools_count"] == 117


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--tokenizer", "gpt2"], "unknown tokenizer"),
        (["--tokenizer", "hf:/no/such/tokenizer.json"], "does not exist"),
        (["-k", "0"], "k must be"),
        (["--format", "gemini"], "gemini"),
        (["--shares", "38,20,84"], "--shares must increase"),
        (["--shares", "a,b"], "three percentages"),
        (["--recall", "1.5"], "recall must be between 0 and 1"),
    ],
)
def test_cli_cost_bad_input_exits_2(args: list[str], message: str) -> None:
    result = runner.invoke(app, ["cost", str(ROOT / "examples" / "ops68"), *args])
    assert result.exit_code == 2
    assert message in result.output
    assert "Traceback" not in result.output


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


def test_deck_tokens_equal_tool_tokens() -> None:
    from tooldeck.cost import deck_tokens

    deck = load_deck(ROOT / "examples" / "ops68")
    o200k = get_tokenizer("o200k_base")
    assert deck_tokens(deck, o200k) == [tool_tokens(t, o200k) for t in deck]
    assert deck_tokens(deck, o200k) == [c.tokens for c in account_deck(deck, o200k)]


def test_cli_cost_on_a_bfcl_category(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TOOLDECK_BFCL_WHEEL", str(ROOT / "tests" / "data" / "bfcl"))
    result = runner.invoke(app, ["cost", "bfcl:simple_python", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    deck = load_deck("bfcl:simple_python")
    o200k = get_tokenizer("o200k_base")
    assert data["tools_count"] == len(deck) > 0
    assert data["tokens"] == sum(tool_tokens(t, o200k) for t in deck)


def test_cli_cost_on_a_live_mcp_server() -> None:
    server = ROOT / "tests" / "mcp_servers" / "paged_server.py"
    result = runner.invoke(
        app, ["cost", f"mcp:{sys.executable} {server}", "--format", "mcp", "--json"]
    )
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["tools_count"] == 7  # four pages of tools/list, followed by the loader
    assert data["fields"]["other"]["tokens"] > 0  # titles, annotations, output schemas


def test_cli_thresholds_change_the_decision() -> None:
    ops68 = str(ROOT / "examples" / "ops68")
    default = json.loads(runner.invoke(app, ["cost", ops68, "--json"]).stdout)
    assert default["recommendations"][0]["key"] == "prefilter_and_defer"  # 96 % of 8k
    relaxed = runner.invoke(app, ["cost", ops68, "--json", "--shares", "20,38,99"])
    assert json.loads(relaxed.stdout)["recommendations"][0]["key"] == "prefilter_required"
    strict = runner.invoke(app, ["cost", ops68, "--json", "--min-net-saving", "100000"])
    assert json.loads(strict.stdout)["recommendations"][0]["key"] == "inject_all"
