"""The cost section's own parts of the report: its comparison, its block when it could not
be computed, the token actions it proposes (the numbers themselves are tested with the cost
stage)."""

from __future__ import annotations

from pathlib import Path

from tooldeck.formats import load
from tooldeck.report import build_report
from tooldeck.report.cost_section import CostSection, build_cost_section
from tooldeck.report.html import HtmlPage
from tooldeck.report.summary import ReportView
from tooldeck.tool import Deck, Tool

ROOT = Path(__file__).resolve().parents[2]
VAGUE = ROOT / "examples" / "aftersales" / "vague"


def test_diff_compares_tokens_in_all_and_per_field_more_is_worse() -> None:
    deck = load(str(VAGUE)).deck
    old = build_cost_section(deck.subset(deck.names[:4]), tokenizer="estimate").to_json()
    new = build_cost_section(deck, tokenizer="estimate").to_json()
    changes = {c.what: c for c in CostSection.diff(old, new).changes}
    assert changes["tokens"].worse and changes["tokens"].delta == new["tokens"] - old["tokens"]
    assert set(changes) == {"tokens", *(f"tokens: {name}" for name in new["fields"])}
    assert not CostSection.diff(new, old).changes[0].worse
    # tokens counted with different tokenizers are not compared
    other = build_cost_section(deck, tokenizer="o200k_base").to_json()
    (only,) = CostSection.diff(new, other).changes
    assert only.what == "tokens (different tokenizers: not compared)" and not only.worse


def test_a_cost_section_that_could_not_be_computed_says_why() -> None:
    deck = Deck([])
    page = HtmlPage(build_report(deck, source="empty", format="deck", summarize=False))
    block = CostSection.html_missing(page, "no <tokenizer>")
    assert block.startswith('<h2 id="cost">Cost</h2>')
    assert "could not compute cost:</strong> no &lt;tokenizer&gt;" in block
    assert CostSection.html_missing(page, None) == '<h2 id="cost">Cost</h2>\n'


def test_a_schema_three_times_the_median_is_an_outlier_action() -> None:
    small = {"type": "object", "properties": {"q": {"type": "string"}}}
    big = {
        "type": "object",
        "properties": {
            f"field_{i}": {"type": "string", "description": f"the {i}th field of the record"}
            for i in range(30)
        },
    }
    tools = [
        Tool(name=f"tool_{i}", description="Finds things.", input_schema=small) for i in range(4)
    ]
    deck = Deck([*tools, Tool(name="heavy", description="Finds things.", input_schema=big)])
    section = build_cost_section(deck, tokenizer="estimate")
    report = build_report(deck, source="d", format="deck", summarize=False)
    actions = section.actions(ReportView(report, deck))
    outlier = next(a for a in actions if a.kind == "outlier-schema")
    assert outlier.numbers["tool"] == "heavy"
    assert outlier.title == "reduce heavy's schema" and outlier.source[0] == "cost.tools[heavy]"


def test_an_outlier_whose_tokens_are_mostly_its_description_is_told_to_shorten_it() -> None:
    """trial35 L1: report said "reduce pandoc__convert-contents's schema" for a tool with
    1,051 of its 1,432 tokens in its description. A tool 4x the median whose parameters
    are one short string and whose description is long: the action names the description,
    and the effect gives both counts (each read from the cost section's per-field row)."""
    small = {"type": "object", "properties": {"q": {"type": "string"}}}
    tools = [
        Tool(name=f"tool_{i}", description="Finds things.", input_schema=small) for i in range(4)
    ]
    wordy = " ".join(f"Sentence {i} explains one more detail of the search." for i in range(40))
    deck = Deck([*tools, Tool(name="wordy", description=wordy, input_schema=small)])
    section = build_cost_section(deck, tokenizer="estimate")
    report = build_report(deck, source="d", format="deck", summarize=False)
    outlier = next(
        a for a in section.actions(ReportView(report, deck)) if a.kind == "outlier-schema"
    )
    assert outlier.title == "shorten wordy's description", outlier.title
    assert outlier.numbers["part"] == "description"
    (row,) = [t for t in section.to_json()["tools"] if t["name"] == "wordy"]
    described = row["fields"]["description"]["tokens"]
    params = row["fields"]["parameters"]["tokens"]
    assert described > params
    assert f"{described:,} of them its description, {params:,} its parameters" in outlier.effect
