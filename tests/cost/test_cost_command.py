"""The cost stage end to end: the report's cost section and the `tooldeck cost` command
(table, JSON, bad input, BFCL categories, live MCP servers, thresholds).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from rich.console import Console
from typer.testing import CliRunner

from cost_fixtures import seed_file_read
from tooldeck import tokenizers
from tooldeck.cli import app
from tooldeck.cost import get_tokenizer, tool_tokens
from tooldeck.formats import load_deck
from tooldeck.report.cost_section import CostOptionError, build_cost_section
from tooldeck.tool import Deck

ROOT = Path(__file__).resolve().parents[2]
GITHUB = ROOT / "tests" / "data" / "corpora" / "github.json"


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


def test_the_two_token_totals_say_which_to_plan_with() -> None:
    # a fresh user's report: `tooldeck cost` and `tooldeck report` showed tooldeck's count
    # and OpenAI's billed estimate without saying which is which or which to budget by
    # (docs/cost.md: the window, sweep and recommendations use the count of the JSON as
    # sent; the billed estimate skips nested schemas and is lower)
    from tooldeck.report._cost_html import _totals

    deck = load_deck(ROOT / "examples" / "ops68")
    section = build_cost_section(deck, tokenizer="o200k_base")
    assert section.billing_estimate is not None and section.billing_estimate < section.tokens
    console = Console(record=True, width=400)
    section.render(console)
    lines = console.export_text().splitlines()
    (total,) = [line for line in lines if line.startswith("total ")]
    (billed,) = [line for line in lines if line.startswith("OpenAI bills (est.)")]
    assert f"{section.tokens:,} tokens" in total and "plan the context window with this" in total
    assert f"{section.billing_estimate:,} tokens" in billed and "not the window budget" in billed
    html = _totals(section.to_json())  # the report page's totals table
    assert "plan the context window with this" in html and "not the window budget" in html


def test_parameter_descriptions_sit_under_parameters_not_skeleton() -> None:
    # a fresh user read "of which parameter descriptions" as a part of the skeleton: the
    # row came right after it (docs/cost.md: parameter descriptions are a part of parameters)
    from tooldeck.report._cost_html import _fields

    deck = load_deck(ROOT / "examples" / "ops68")
    section = build_cost_section(deck, tokenizer="o200k_base")
    console = Console(record=True, width=160)
    section.render(console)
    names = [
        line.strip("│ ").split("│")[0].strip()
        for line in console.export_text().splitlines()
        if line.startswith("│")
    ]
    at = names.index("parameters")
    assert names[at + 1] == "of which parameter descriptions"
    assert names.index("skeleton") > at + 1
    html = "".join(_fields(section.to_json()))
    assert html.index(">parameters<") < html.index("of which parameter descriptions")
    assert html.index("of which parameter descriptions") < html.index(">skeleton<")


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
        ["cost", str(GITHUB), "--json", "--tokenizer", "cl100k_base", "--provider", "anthropic"],
    )
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["tokenizer"] == "cl100k_base" and data["format"] == "anthropic"
    assert data["tools_count"] == 117


def test_cli_cost_tokenizer_seed_is_the_estimate_with_a_note() -> None:
    tokenizers._deprecation_note.cache_clear()
    old = runner.invoke(
        app, ["cost", str(ROOT / "examples" / "ops68"), "--tokenizer", "seed", "--json"]
    )
    new = runner.invoke(
        app, ["cost", str(ROOT / "examples" / "ops68"), "--tokenizer", "estimate", "--json"]
    )
    assert old.exit_code == new.exit_code == 0
    assert old.stdout == new.stdout and '"estimate"' in new.stdout
    assert old.stderr.count("\n") == 1 and "is now called 'estimate'" in old.stderr


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--tokenizer", "gpt2"], "unknown tokenizer"),
        (["--tokenizer", "hf:/no/such/tokenizer.json"], "does not exist"),
        (["-k", "0"], "k must be"),
        (["--provider", "gemini"], "gemini"),
        (["--provider", "mcp", "--format", "openai"], "disagree; give --provider only"),
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
    # --format is cost's old name of --provider: still read, with a deprecation note
    assert "cost --format is deprecated; use --provider" in result.stderr
    assert data["format"] == "mcp"
    assert data["fields"]["other"]["tokens"] > 0  # titles, annotations, output schemas


def test_cli_thresholds_change_the_decision() -> None:
    ops68 = str(ROOT / "examples" / "ops68")
    on_8k = ["cost", ops68, "--json", "--window", "8192"]
    default = json.loads(runner.invoke(app, on_8k).stdout)
    assert default["recommendations"][0]["key"] == "prefilter_and_defer"  # 96 % of 8k
    relaxed = runner.invoke(app, [*on_8k, "--shares", "20,38,99"])
    assert json.loads(relaxed.stdout)["recommendations"][0]["key"] == "prefilter_required"
    strict = runner.invoke(app, [*on_8k, "--min-net-saving", "100000"])
    assert json.loads(strict.stdout)["recommendations"][0]["key"] == "inject_all"


def test_the_per_field_table_says_which_description_text_it_counts() -> None:
    """trial35 L3: lint's D111 said 996 tokens for a description `cost` counted as 1,051,
    and neither said which text it counts. The table's caption says it: the text as sent,
    JSON escapes included. Checked on a description with two newlines and an emoji: its
    characters are those of ``json.dumps(description, ensure_ascii=False)`` less the two
    quotes (computed here, independently of the accounting)."""
    from tooldeck.tool import Tool

    description = "Line one.\nLine two 🚨.\nLine three."
    section = build_cost_section(Deck([Tool(name="t", description=description)]))
    counted = section.to_json()["fields"]["description"]["characters"]
    assert counted == len(json.dumps(description, ensure_ascii=False)) - 2
    assert counted == len(description) + 2  # each newline is the 2 characters \n
    console = Console(record=True, width=100)
    section.render(console)
    text = " ".join(console.export_text().split())
    assert "name, description: the text as sent, between its quotes (JSON escapes" in text
    assert "lint's D111 counts the same escaped text on its own" in text
