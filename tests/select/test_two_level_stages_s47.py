"""The evaluation reads a two-level search's fallback from the retriever inside every
wrapping stage (:func:`tooldeck.select.base.innermost`), not from forwarders each wrapper
must remember to write. Session 46 had the cross-lingual stage forward four attributes
(``last_fallback``, ``last_fallback_reason``, ``undescribed_groups``, ``group_count``)
and the acronym stage pass them through ``__getattr__``; the pinned stage forwarded none,
so a pinned two-level retriever's report lost its fallbacks. Expected counts by hand from
BM25's rule: a group document that shares no word with the request scores 0, so both
requests below fall back (``no_signal``) and both groups are undescribed."""

from __future__ import annotations

from tooldeck.cases import Case
from tooldeck.select.acronyms import AcronymRetriever
from tooldeck.select.evaluate import evaluate_retriever
from tooldeck.select.methods import make_retriever
from tooldeck.select.pinned import PinnedRetriever, PinPolicy
from tooldeck.select.two_level import TwoLevelRetriever
from tooldeck.tool import Deck, Group, Tool

OBJ = {"type": "object", "properties": {}}
DECK = Deck(
    [
        Tool(name="get_order", description="Look up an order.", input_schema=OBJ, group="a"),
        Tool(name="list_orders", description="List orders.", input_schema=OBJ, group="a"),
        Tool(name="refund_order", description="Refund an order.", input_schema=OBJ, group="b"),
    ],
    groups=[Group("a", ""), Group("b", "")],
)
CASES = [
    Case(case_id="c1", query="look up my order", expected_tools=("get_order",)),
    Case(case_id="c2", query="refund it", expected_tools=("refund_order",)),
]


def _counts(retriever: object) -> tuple[object, object, object, object]:
    method = evaluate_retriever(retriever, DECK, CASES, ks=(1,)).to_json()  # type: ignore[arg-type]
    return (
        method["fallbacks"],
        method["fallback_reasons"],
        method["groups_undescribed"],
        method["groups"],
    )


def test_a_pinned_two_level_retriever_reports_its_fallbacks() -> None:
    pinned = PinnedRetriever(TwoLevelRetriever(), PinPolicy(names=frozenset({"list_orders"})))
    assert _counts(pinned) == (2, {"no_signal": 2}, 2, 2)  # (None, None, None, None) before


def test_the_wrapped_two_level_retrievers_report_them_too() -> None:
    # make_retriever's own stages: acronyms around cross-lingual expansion around two-level
    assert _counts(make_retriever("two-level")) == (2, {"no_signal": 2}, 2, 2)
    assert _counts(AcronymRetriever(TwoLevelRetriever())) == (2, {"no_signal": 2}, 2, 2)
    assert _counts(TwoLevelRetriever()) == (2, {"no_signal": 2}, 2, 2)
