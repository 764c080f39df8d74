"""Two-level selection says why it fell back (trial45 #16: the report printed
``fallbacks 19/20`` and nothing else; the trial's deck had four groups without a
description). Expected reasons worked out by hand from BM25's rule: a group document that
shares no word with the request scores 0."""

from __future__ import annotations

from tooldeck.cases import Case
from tooldeck.report.select_section import fallback_note
from tooldeck.select.evaluate import evaluate_retriever
from tooldeck.select.two_level import FALLBACK_REASONS, TwoLevelRetriever
from tooldeck.tool import Deck, Group, Tool

OBJ = {"type": "object", "properties": {}}


def _deck(orders: str, refunds: str) -> Deck:
    return Deck(
        [
            Tool(name="get_order", description="Look up an order.", input_schema=OBJ, group="a"),
            Tool(name="list_orders", description="List orders.", input_schema=OBJ, group="a"),
            Tool(name="refund_order", description="Refund an order.", input_schema=OBJ, group="b"),
        ],
        groups=[Group("a", orders), Group("b", refunds)],
    )


def test_each_search_says_why_it_fell_back() -> None:
    two = TwoLevelRetriever()
    two.index(_deck("order lookup listing", "refund money back"))
    two.search("refund my money", 2)
    assert two.last_fallback is False and two.last_fallback_reason is None
    two.search("what is the weather", 2)  # no word in any group document
    assert two.last_fallback_reason == "no_signal"
    same = TwoLevelRetriever()
    same.index(_deck("orders", "orders"))  # two groups, one text: the best score is shared
    same.search("orders please", 2)
    assert same.last_fallback_reason == "tie"
    assert same.fallback_reasons == {"tie": 1}
    assert two.fallback_reasons == {"no_signal": 1} and two.undescribed_groups == 0


def test_the_report_line_names_the_reason_and_the_undescribed_groups() -> None:
    two = TwoLevelRetriever()
    deck = _deck("", "")
    cases = [
        Case(case_id="c1", query="look up my order", expected_tools=("get_order",)),
        Case(case_id="c2", query="refund it", expected_tools=("refund_order",)),
    ]
    ev = evaluate_retriever(two, deck, cases, ks=(1,))
    method = ev.to_json()
    assert method["fallbacks"] == 2 and method["fallback_reasons"] == {"no_signal": 2}
    assert (method["groups_undescribed"], method["groups"]) == (2, 2)
    note = fallback_note(method)
    assert note is not None
    assert note.startswith(
        "two-level fell back on 2 of 2 cases: it ranked the whole deck (flat BM25) instead "
        "of the tools of the best group, because 2: " + FALLBACK_REASONS["no_signal"]
    )
    # review: the reason is said as recorded — a tie is not called "no signal"
    tie = fallback_note({**method, "fallback_reasons": {"tie": 2}})
    assert tie is not None and "no signal" not in tie.split(".")[0]
    assert f"because 2: {FALLBACK_REASONS['tie']}" in tie
    assert "2 of 2 groups have no description" in note
    # honest twin: described groups that match → no fallback, no line
    matched = evaluate_retriever(
        TwoLevelRetriever(), _deck("order lookup", "refund"), cases, ks=(1,)
    ).to_json()
    assert matched["fallbacks"] == 0 and fallback_note(matched) is None
