"""tooldeck report, the command: options checked before any stage, --strict on a failing
stage, outputs (stdout, files that may not collide or overwrite an input), a live MCP
server as the deck.

Real decks (examples/aftersales), real tokenizer and BM25; selection runs ``--methods
bm25`` to keep the suite fast (the dense model is covered by the select tests).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from tooldeck.cli import app
from tooldeck.cli.report import ReportOptions
from tooldeck.errors import ToolDeckError
from tooldeck.formats import load
from tooldeck.report import SectionOptions

ROOT = Path(__file__).resolve().parents[2]
AFTERSALES = ROOT / "examples" / "aftersales"
runner = CliRunner()
FAST = ["--methods", "bm25", "--ks", "1,3,5,8"]


def test_a_failing_stage_is_a_visible_block_and_strict_exits_1(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # an honest stage failure: the OpenAI backend needs OPENAI_API_KEY, which is not set
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    out = tmp_path / "r.json"
    args = ["report", str(AFTERSALES / "vague"), *FAST, "--model", "openai:gpt-4o-mini"]
    result = runner.invoke(app, [*args, "--json", str(out)])
    assert result.exit_code == 0, result.output
    assert "could not compute" in result.stdout
    assert "OPENAI_API_KEY" in result.stdout
    data = json.loads(out.read_text(encoding="utf-8"))
    assert "OPENAI_API_KEY" in data["eval"]["skipped"]
    assert data["summary"]["failed"] == {"eval": data["eval"]["skipped"]}
    assert data["cost"]["tools_count"] == 8 and data["lint"]["summary"]["tools"] == 8
    assert data["select"]["methods"][0]["method"] == "bm25"
    assert runner.invoke(app, [*args, "-q", "--strict"]).exit_code == 1


@pytest.mark.parametrize(
    ("option", "message"),
    [
        (["--ks", "0"], "--ks"),
        (["--methods", ","], "--methods"),
        (["-k", "0"], "-k"),
        (["--methods", "bm25,nosuch"], "--methods: unknown selection method 'nosuch'"),
        (["--tokenizer", "bogus"], "--tokenizer: unknown tokenizer 'bogus'"),
        (["--tokenizer", "hf:/no/such/tokenizer.json"], "--tokenizer: tokenizer file"),
        (["--provider", "gemini"], "--provider: unknown wire format 'gemini'"),
        (["--model", "llama:x"], "--model llama:x: unknown model spec"),
        (["--model", "router:nosuch"], "unknown router method 'nosuch'"),
        (["--model", "openai:"], "no model name after openai:"),
    ],
)
def test_bad_options_exit_2_before_any_stage(
    option: list[str], message: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    def no_stage(*args: object, **kwargs: object) -> None:
        raise AssertionError("a stage ran although an option is bad")

    monkeypatch.setattr("tooldeck.cli.report.build_report", no_stage)
    result = runner.invoke(app, ["report", str(AFTERSALES / "vague"), "-q", *option])
    assert result.exit_code == 2, result.output
    assert message in result.stderr and "Traceback" not in result.output


def test_report_on_a_live_mcp_server(tmp_path: Path) -> None:
    server = ROOT / "tests" / "mcp_servers" / "paged_server.py"
    source = f"mcp:{sys.executable} {server}"
    out = tmp_path / "mcp.json"
    result = runner.invoke(app, ["report", source, "-q", "--json", str(out)])
    assert result.exit_code == 0, result.output
    data = json.loads(out.read_text(encoding="utf-8"))
    deck = load(source).deck
    assert data["inventory"]["tools"] == len(deck) == data["cost"]["tools_count"]
    assert data["summary"]["actions"]


def test_html_on_stdout_with_dash(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    result = runner.invoke(app, ["report", str(AFTERSALES / "vague"), "--no-cases", "-o", "-"])
    assert result.exit_code == 0, result.output
    assert result.stdout.startswith("<!DOCTYPE html>") and result.stdout.rstrip().endswith(
        "</html>"
    )
    assert "tooldeck report" not in result.stdout.split("<!DOCTYPE html>")[0]  # no terminal report
    assert not (tmp_path / "-").exists()
    both = runner.invoke(app, ["report", str(AFTERSALES / "vague"), "--json", "-", "-o", "-"])
    assert both.exit_code == 2 and "both ask for stdout" in both.stderr


def test_outputs_may_not_collide_or_overwrite_an_input(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def no_stage(*args: object, **kwargs: object) -> None:
        raise AssertionError("a stage ran although the outputs collide")

    monkeypatch.setattr("tooldeck.cli.report.build_report", no_stage)
    deck_dir = tmp_path / "deck"
    deck_dir.mkdir()
    deck = deck_dir / "tools.yaml"
    deck.write_text((AFTERSALES / "vague" / "tools.yaml").read_text(encoding="utf-8"), "utf-8")
    cases = tmp_path / "cases.jsonl"
    cases.write_text((AFTERSALES / "cases.jsonl").read_text(encoding="utf-8"), "utf-8")
    before = {p: p.read_bytes() for p in (deck, cases)}
    same = str(tmp_path / "r.json")
    for extra, message in [
        (["--json", same, "-o", str(tmp_path / "." / "r.json")], "-o"),
        (["--json", str(deck)], "that is the deck this report reads"),
        (["-o", str(deck_dir / ".." / "deck" / "tools.yaml")], "that is the deck"),
        (["--cases", str(cases), "-o", str(cases)], "that is the cases file this report reads"),
    ]:
        source = str(deck_dir) if "--cases" not in extra else str(deck)
        result = runner.invoke(app, ["report", source, "-q", *extra])
        assert result.exit_code == 2, (extra, result.output)
        assert message in result.stderr, extra
    # nothing written, the inputs untouched
    assert not (tmp_path / "r.json").exists()
    assert {p: p.read_bytes() for p in (deck, cases)} == before


_DEFAULTS = {
    "cases": None,
    "no_cases": False,
    "model": "router",
    "html_out": None,
    "json_out": None,
    "compare": None,
    "strict": False,
    "quiet": False,
    "tokenizer": "o200k_base",
    "provider": "openai",
    "k": 8,
    "methods": "bm25,hybrid,two-level",
    "ks": "1,3,5,8,10",
}


def test_report_options_are_one_checked_value(tmp_path: Path) -> None:
    given = {
        **_DEFAULTS,
        "methods": " bm25 , bm25,hybrid",
        "ks": "8,1,3",
        "model": "none",
        "json_out": Path("-"),
        "html_out": tmp_path / "r.html",
    }
    options = ReportOptions.parse(deck=str(AFTERSALES / "vague"), **given)
    assert options.sections == SectionOptions(methods=("bm25", "hybrid"), ks=(1, 3, 8), model=None)
    assert options.cases == AFTERSALES / "cases.jsonl"  # found one level up
    assert (options.json_stdout, options.json_file) == (True, None)
    assert (options.html_stdout, options.html_file) == (False, tmp_path / "r.html")
    assert not options.terminal  # stdout holds the JSON alone
    no_cases = ReportOptions.parse(
        deck=str(AFTERSALES / "vague"), **{**_DEFAULTS, "no_cases": True}
    )
    assert no_cases.cases is None and no_cases.terminal
    with pytest.raises(ToolDeckError, match="--cases and --no-cases exclude each other"):
        ReportOptions.parse(
            deck=str(AFTERSALES / "vague"),
            **{**_DEFAULTS, "no_cases": True, "cases": AFTERSALES / "cases.jsonl"},
        )
