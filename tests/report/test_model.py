"""The report value: every section in its JSON, a failing stage recorded instead of
raised, the sections ``tooldeck report`` computes."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

from tooldeck.cases import Case
from tooldeck.errors import ToolDeckError
from tooldeck.report import SectionOptions, build_report, default_sections
from tooldeck.report.model import Section, SkippedSection, section_types
from tooldeck.tool import Deck


def test_report_json_has_every_section_and_stage_timings(vague: dict[str, Any]) -> None:
    keys = list(vague)
    assert keys.index("summary") < keys.index("inventory") < keys.index("cost")
    for name in ("cost", "lint", "select", "eval"):
        assert "skipped" not in vague[name] or not isinstance(vague[name]["skipped"], str), name
    timings = vague["timings_s"]
    assert set(timings) >= {"load", "inventory", "cost", "lint", "select", "eval", "summary"}
    assert all(v >= 0 for v in timings.values())


def test_a_stage_bug_does_not_hide_the_other_sections(full_deck: Deck) -> None:
    def broken(deck: Deck, cases: Sequence[Case] | None) -> Section:
        raise ZeroDivisionError("division by zero")

    report = build_report(
        full_deck,
        source="x",
        format="deck",
        sections=[("select", broken), *default_sections(None)],
    )
    skipped = report.sections["select"]
    assert isinstance(skipped, SkippedSection)
    assert "internal error" in skipped.reason and "ZeroDivisionError" in skipped.reason
    data = report.to_json()
    assert data["cost"]["tools_count"] == len(full_deck)
    assert report.failed == {"select": skipped.reason}


def test_default_sections_without_cases_have_no_select_or_eval() -> None:
    names = [name for name, _ in default_sections(None)]
    assert names == ["cost", "lint"]
    names = [name for name, _ in default_sections(None, SectionOptions(model=None), cases=True)]
    assert names == ["cost", "lint", "select"]
    with pytest.raises(ToolDeckError):
        dict(default_sections(None, cases=True))["select"](Deck([]), None)


def test_section_types_name_every_section_a_report_json_holds(vague: dict[str, Any]) -> None:
    kinds = section_types()
    assert list(kinds) == ["inventory", "cost", "lint", "select", "eval"]
    assert all(name in vague for name in kinds)
