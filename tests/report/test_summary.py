"""The report summary: ranking, traceable numbers, and actions read from the sections'
data (a lint finding's ``tools``/``similarity``, never its message).

Expected numbers are read back from the section the summary cites (the summary must agree
with the section below it) or derived by hand where stated.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from report.stub_section import StubSection
from tooldeck.formats import load
from tooldeck.report import Report, build_report, build_summary, default_sections
from tooldeck.report.lint_section import LintSection
from tooldeck.report.summary import Action, ReportView, Summary
from tooldeck.tool import Deck

ROOT = Path(__file__).resolve().parents[2]
AFTERSALES = ROOT / "examples" / "aftersales"
OPS68 = ROOT / "examples" / "ops68"
MakeReport = Callable[..., dict[str, Any]]


def test_summary_ranks_measured_actions_and_every_number_matches_its_section(
    vague: dict[str, Any],
) -> None:
    actions = vague["summary"]["actions"]
    assert 3 <= len(actions) <= 5
    assert [a["rank"] for a in actions] == list(range(1, len(actions) + 1))
    measured = [a["measured"] for a in actions]
    assert measured == sorted(measured, reverse=True), "lint-only counts come last"
    by_kind = {a["kind"]: a for a in actions}
    # sensitive misfires: the eval section's own count (router on the vague registry)
    misfire = by_kind["sensitive-misfire"]
    summary = vague["eval"]["summary"]
    assert misfire["numbers"]["misfires"] == summary["sensitive_misfires"]["mean"]
    assert misfire["value_percent"] == pytest.approx(
        100 * summary["sensitive_misfires"]["mean"] / summary["cases"]["mean"], abs=0.01
    )
    assert misfire["numbers"]["tools"] == ["approve_refund"]
    # required-only: the cost section's variant, to the token
    required = by_kind["required-only"]
    variant = next(v for v in vague["cost"]["variants"] if v["key"] == "required_only")
    assert f"−{variant['saved_tokens']:,} tokens" in required["effect"]
    # the deck fits (inject_all), so token savings rank after the measured routing problems
    assert actions.index(required) > actions.index(misfire)
    # confusable pairs: counted in eval's confusion matrix; a pair with a similarity is
    # one lint X101 flagged, one without is only mixed up by the model
    pairs = [a for a in actions if a["kind"] == "confusable-pair"]
    assert any(pair["numbers"]["similarity"] is not None for pair in pairs)
    confusion = vague["eval"]["confusion"]
    for pair in pairs:
        a, b = pair["numbers"]["tools"]
        counted = confusion.get(a, {}).get(b, 0) + confusion.get(b, {}).get(a, 0)
        assert pair["numbers"]["misrouted"] == counted > 0
        flagged = any(
            f["code"] == "X101" and a in f["message"] and b in f["message"]
            for f in vague["lint"]["findings"]
        )
        assert flagged == (pair["numbers"]["similarity"] is not None), pair


def test_ops68_summary_blocks_prefiltering_until_recall_reaches_the_target(
    tmp_path: Path, make_report: MakeReport
) -> None:
    data = make_report(tmp_path, OPS68, "--model", "none")
    action = next(a for a in data["summary"]["actions"] if a["kind"].startswith("prefilter"))
    numbers = action["numbers"]
    method = next(m for m in data["select"]["methods"] if m["method"] == numbers["method"])
    k = str(numbers["k"])
    assert numbers["recall"] == method["recall_all"][k]
    assert numbers["top_k_tokens"] == method["tokens_per_request"][k]
    assert numbers["full_tokens"] == data["cost"]["tokens"]
    # the cited recall is the method's best over the cut-offs below the deck size
    best = max(v for kk, v in method["recall_all"].items() if int(kk) < data["inventory"]["tools"])
    if best < 0.95:
        assert action["kind"] == "prefilter-blocked"
        assert numbers["recall"] == best
        assert action["value_percent"] == pytest.approx(100 * (1 - best), abs=0.01)
    else:
        assert action["kind"] == "prefilter"
    assert "eval" not in data  # --model none


@pytest.fixture(scope="module")
def lint_only() -> tuple[Deck, Report]:
    """The vague registry with its lint section alone (no cases: lint proposes the
    confusable pairs it flags, unmeasured)."""
    deck = load(str(AFTERSALES / "vague")).deck
    sections = [(name, build) for name, build in default_sections(None) if name == "lint"]
    return deck, build_report(deck, source="vague", format="deck", sections=sections)


def _pairs(summary: Summary) -> list[Action]:
    return [a for a in summary.actions if a.kind == "confusable-pair"]


def _with_x101(report: Report, **changes: Any) -> Report:
    """``report`` with every X101 finding of its lint section changed."""
    lint = report.sections["lint"]
    assert isinstance(lint, LintSection)
    findings = tuple(replace(f, **changes) if f.code == "X101" else f for f in lint.findings)
    return replace(report, sections={"lint": replace(lint, findings=findings)})


def test_a_reworded_lint_message_yields_the_same_confusable_pair(
    lint_only: tuple[Deck, Report],
) -> None:
    deck, report = lint_only
    before = _pairs(build_summary(report, deck))
    assert before and all(a.numbers["similarity"] for a in before)
    reworded = _with_x101(report, message="these two read the same; say how they differ")
    assert _pairs(build_summary(reworded, deck)) == before
    # the finding's data, not its words: the original message without the data is no pair
    wordless = _with_x101(report, tools=(), similarity=None)
    assert _pairs(build_summary(wordless, deck)) == []


class _Proposes(StubSection):
    """A section of a new kind that proposes one action."""

    def to_json(self) -> dict[str, Any]:
        return {"figure": 1}

    def actions(self, view: ReportView) -> list[Action]:
        assert view.json("new") == {"figure": 1}
        return [
            Action(
                kind="new-kind",
                title="do the new thing",
                effect="half the tools need it",
                unit="tools",
                value=50.0,
                measured=True,
                source=("new.figure",),
            )
        ]


def test_build_summary_asks_every_section_for_its_actions(
    lint_only: tuple[Deck, Report],
) -> None:
    deck, report = lint_only
    extended = replace(report, sections={**report.sections, "new": _Proposes()})
    actions = build_summary(extended, deck).actions
    assert actions[0].kind == "new-kind"  # measured: ranked before the lint counts
    assert {a.kind for a in actions[1:]} == {a.kind for a in build_summary(report, deck).actions}
