"""trial41 #11: docs/report.md said ``default_sections(deck, options, cases=…)`` while the
first parameter is the deck's source (a string, where lint's configuration is looked
for); a Deck passed there was accepted without a word. It is now refused with the fix,
and the docs' Python example (run by tests/test_docs_examples.py) uses the real API."""

from __future__ import annotations

from pathlib import Path

import pytest

from tooldeck.errors import ToolDeckError
from tooldeck.formats import load
from tooldeck.report import SectionOptions, default_sections

ROOT = Path(__file__).resolve().parents[2]


def test_a_deck_given_as_the_source_is_refused_with_the_fix() -> None:
    deck = load(str(ROOT / "examples/aftersales/engineered")).deck
    with pytest.raises(ToolDeckError) as info:
        default_sections(deck, SectionOptions(), cases=True)  # type: ignore[arg-type]
    assert "not a Deck" in str(info.value)
    assert "build_report(deck" in str(info.value)


def test_a_source_string_or_none_gives_the_sections() -> None:
    source = str(ROOT / "examples/aftersales/engineered")
    assert [n for n, _ in default_sections(source, SectionOptions(model=None))] == ["cost", "lint"]
    names = [n for n, _ in default_sections(None, SectionOptions(), cases=True)]
    assert names == ["cost", "lint", "select", "eval"]


def test_the_docs_state_the_real_signature() -> None:
    text = (ROOT / "docs/report.md").read_text(encoding="utf-8")
    assert "default_sections(deck, options" not in text
    assert "default_sections(deck_source, options" in text
