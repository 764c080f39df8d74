"""Counts agree with their nouns in what users read: "1 tool", not "1 tools".

Each phrase below was written with a fixed plural before (issue 19, "Words"); the counts
are chosen so that both forms appear (1 and 2 or 0)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from runtime_fixtures import docs_runtime, run
from tooldeck.cli import app
from tooldeck.display import plural
from tooldeck.eval.ab import ABComparison, CaseDiff
from tooldeck.gateway.exposure import Answer, make_exposure
from tooldeck.runtime import ApprovalGate, CircuitBreaker, Policy, RateLimit
from tooldeck.tool import Deck, Tool

runner = CliRunner()

ONE_TOOL = """tools:
  - name: get_weather
    description: >-
      Returns the current temperature for one city. Use when the user asks about the
      weather now.
    input_schema:
      type: object
      properties:
        city: {type: string, description: City name}
      required: [city]
"""


def test_plural() -> None:
    assert [plural(n, "tool") for n in (0, 1, 2, 1000)] == [
        "0 tools",
        "1 tool",
        "2 tools",
        "1,000 tools",
    ]
    assert plural(1.0, "case") == "1 case" and plural(3.0, "case") == "3 cases"
    assert plural(2, "match", "matches") == "2 matches"


@pytest.fixture(scope="module")
def one_tool(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("one")
    (folder / "tools.yaml").write_text(ONE_TOOL, encoding="utf-8")
    case = {"case_id": "c1", "query": "weather in Paris", "expected_tools": ["get_weather"]}
    (folder / "cases.jsonl").write_text(json.dumps(case) + "\n", encoding="utf-8")
    return folder


def test_report_on_one_tool_and_one_case(one_tool: Path) -> None:
    result = runner.invoke(
        app,
        [
            "report", str(one_tool / "tools.yaml"), "--cases", str(one_tool / "cases.jsonl"),
            "--methods", "bm25", "--model", "router", "--tokenizer", "estimate",
        ],
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    text = " ".join(result.stdout.split())  # rich wraps and pads
    for phrase in (
        "in 1 of 1 tool,",  # summary lint line
        "1 of 1 tool (100 %) has it",  # a lint action
        "of 1 tool (100.0%) has at least one",  # lint section
        "stated by 0 tools",  # inventory hints
        "select: 1 tool",
        "1 case with expected tools; 0 no-tool cases excluded",
        "on deck (1 case)",  # eval title
    ):
        assert phrase in text, phrase
    assert "1 tools" not in text and "1 cases" not in text and "1 findings" not in text


def test_lint_on_one_tool(one_tool: Path) -> None:
    result = runner.invoke(app, ["lint", str(one_tool / "tools.yaml")])
    text = " ".join(result.stdout.split())
    assert "of 1 tool (100.0%) has at least one" in text and "1 tools" not in text


def test_gateway_search_answer_names_one_tool() -> None:
    from tooldeck.gateway.catalog import Catalog, Entry

    tools = [
        Tool(name=f"srv__{n}", description=d, input_schema={"type": "object"})
        for n, d in (("read_file", "Read a file."), ("send_mail", "Send an email."))
    ]
    catalog = Catalog(tuple(Entry(t.name, "srv", t.name[5:], t, "active", None) for t in tools), 0)
    exposure = make_exposure(catalog, "search")
    answer = exposure.route("search_tools", {"query": "read file", "k": 1})
    assert isinstance(answer, Answer)
    summary = answer.result.summary
    assert summary.startswith("1 tool for 'read file'") and "1 tools" not in summary
    assert ": srv__read_file." in summary


def test_rate_limit_and_circuit_breaker_at_one() -> None:
    runtime = docs_runtime(policy=Policy([RateLimit(1, 60.0)]))
    run(runtime, "search_docs", {"query": "a"})
    refused = run(runtime, "search_docs", {"query": "b"})
    assert "is limited to 1 call per 60 s" in refused.error.message
    runtime = docs_runtime(policy=Policy([CircuitBreaker(1), ApprovalGate()]))
    run(runtime, "send_email", {"to": "a@x"})
    stopped = run(runtime, "send_email", {"to": "b@x"})
    assert "was refused once;" in stopped.error.message


def test_deck_repr() -> None:
    tool = Tool(name="a", description="A.", input_schema={"type": "object"})
    assert repr(Deck([tool])) == "<Deck: 1 tool, 0 groups>"


def test_ab_note_on_one_case() -> None:
    from types import SimpleNamespace

    score = SimpleNamespace(tool_choice_ok=True)
    diff = CaseDiff("c1", ("get_weather",), score, score)  # type: ignore[arg-type]
    comparison = ABComparison(None, None, (diff,))  # type: ignore[arg-type]
    assert comparison.significance_note().startswith("1 case: one case moves a rate by 1.000")


def test_one_character_of_text() -> None:
    """A handler's one-character answer was summarised as "1 characters of text.". (A
    short printable text is quoted whole since session 42: the count is checked on texts
    it still counts, a line break and a long one.)"""
    from tooldeck.runtime.envelope import default_summary

    assert default_summary("success", "\n") == "1 character of text."
    assert default_summary("success", "2\n") == "2 characters of text."
    assert default_summary("success", "2" * 81) == "81 characters of text."
