"""``items_for`` refuses cases that name a tool the deck lacks, with the CLI's words
(trial41 #5: the Python path scored such a case 0 without a word)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tooldeck.cases import Case, load_cases
from tooldeck.errors import CasesError
from tooldeck.eval.runner import items_for
from tooldeck.formats import load_deck

ROOT = Path(__file__).resolve().parents[2]
DECK = ROOT / "examples/aftersales/engineered"


def test_items_for_refuses_a_misspelt_expected_tool_with_did_you_mean() -> None:
    deck = load_deck(DECK)
    real = sorted(deck.names)[0]
    typo = real[:-1]  # one letter dropped: still close (difflib ratio >= 0.8)
    cases = [Case(case_id="c1", query="q", expected_tools=(typo,))]
    with pytest.raises(CasesError) as info:
        items_for(deck, cases)
    message = str(info.value)
    assert "case 'c1': expected tool" in message
    assert f"{typo!r} is not in the deck (did you mean {real!r}?)" in message


def test_items_for_names_the_file_line_and_counts_the_rest(tmp_path: Path) -> None:
    deck = load_deck(DECK)
    lines = [
        f'{{"case_id": "c{i}", "query": "q", "expected_tools": ["nope{i}"]}}' for i in range(7)
    ]
    path = tmp_path / "cases.jsonl"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(CasesError) as info:
        items_for(deck, load_cases(path))
    message = str(info.value)
    assert "cases.jsonl:1" in message and "'nope0'" in message
    assert "(and 2 more)" in message


def test_items_for_accepts_cases_that_fit_and_no_tool_cases() -> None:
    deck = load_deck(DECK)
    cases = load_cases(ROOT / "examples/aftersales/cases.jsonl")
    extra = Case(case_id="none", query="hello", expected_tools=())
    items = items_for(deck, [*cases, extra])
    assert [i.case for i in items] == [*cases, extra]


def test_cli_eval_gives_the_same_words(tmp_path: Path) -> None:
    """One check, both faces: the CLI's refusal carries the same problem text."""
    from typer.testing import CliRunner

    from tooldeck.cli.app import app

    deck = load_deck(DECK)
    real = sorted(deck.names)[0]
    path = tmp_path / "cases.jsonl"
    path.write_text(
        f'{{"case_id": "c1", "query": "q", "expected_tools": ["{real[:-1]}"]}}\n', encoding="utf-8"
    )
    result = CliRunner().invoke(app, ["eval", str(DECK), "--model", "router", "--cases", str(path)])
    assert result.exit_code == 2
    with pytest.raises(CasesError) as info:
        items_for(deck, load_cases(path))
    problem = str(info.value).split(": ", 1)[1]
    assert " ".join(problem.split()) in " ".join(result.output.split())
