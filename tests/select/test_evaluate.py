"""Retrieval metrics (expected values worked out by hand), bounded ranking depth, the
deck-size sweep."""

from __future__ import annotations

import math

import pytest

from tooldeck.cases import Case
from tooldeck.select.base import SelectError
from tooldeck.select.bm25 import BM25Retriever
from tooldeck.select.evaluate import evaluate_retriever
from tooldeck.tool import Deck, Tool


def test_metrics_by_hand(deck: Deck) -> None:
    cases = [
        Case("c1", "delete the file", ("delete_file",)),  # rank 1
        Case("c2", "read a text file", ("read_file",)),  # rank 1
        Case("c3", "file user account", ("count_rows",)),  # rank 4 (score 0)
        Case("c4", "hello", ()),  # no-tool case
    ]
    ev = evaluate_retriever(BM25Retriever(), deck, cases, ks=(1, 3))
    assert ev.cases == 3 and ev.no_tool_cases == 1
    assert ev.recall_all[1] == pytest.approx(2 / 3)
    assert ev.top1 == pytest.approx(2 / 3)
    assert ev.mrr == pytest.approx((1 + 1 + 1 / 4) / 3)
    assert ev.ndcg[3] == pytest.approx(2 / 3)
    assert [m.case_id for m in ev.misses(3)] == ["c3"] and ev.misses(3)[0].ranks == (4,)


def test_ndcg_counts_a_tool_expected_twice_once(deck: Deck) -> None:
    """Session 23's breaker: BFCL's parallel cases expect one tool twice; counted per call,
    nDCG@1 read 2.365. By hand: delete_file at rank 1 is one relevant item, ideal 1 -> 1.0;
    with count_rows (rank 3 for this request) beside it, @2: (1/log2 2) / (1/log2 2 +
    1/log2 3) = 0.6131 (per call it read 2 / 1.6309 = 1.226)."""
    twice = [Case("p", "delete the file", ("delete_file", "delete_file"))]
    ev = evaluate_retriever(BM25Retriever(), deck, twice, ks=(1, 3))
    assert ev.ndcg[1] == pytest.approx(1.0) and ev.ndcg[3] == pytest.approx(1.0)
    mixed = [Case("m", "delete the file", ("delete_file", "delete_file", "count_rows"))]
    ev = evaluate_retriever(BM25Retriever(), deck, mixed, ks=(2,))
    assert ev.ndcg[2] == pytest.approx(1 / (1 + 1 / math.log2(3)))


def test_cases_naming_unknown_tools_are_refused(deck: Deck) -> None:
    with pytest.raises(SelectError, match="not in the deck"):
        evaluate_retriever(BM25Retriever(), deck, [Case("x", "q", ("nope",))])
    typo = deck.names[0][:-1]  # a name one letter short names the tool meant
    with pytest.raises(SelectError, match=f"did you mean '{deck.names[0]}'"):
        evaluate_retriever(BM25Retriever(), deck, [Case("x", "q", (typo,))])


def test_sweep_subset_round_robin_and_sweep_rows(deck: Deck) -> None:
    from tooldeck.select.evaluate import boundary_sweep, sweep_subset

    # deck groups: file (2 tools), db (1), account (1)
    assert sweep_subset(deck, 3).names == ("read_file", "count_rows", "getUserById")
    cases = [Case("a", "delete the file", ("delete_file",)), Case("b", "统计行", ("count_rows",))]
    rows = boundary_sweep(BM25Retriever, deck, cases, sizes=(3, 4, 9), k=1)
    assert [(r.tools, r.cases) for r in rows] == [(3, 1), (4, 2)]  # 9 > deck: skipped


class _ReverseRetriever:
    """A real (if useless) retriever: every query ranks the deck in reverse order."""

    name = "reverse"

    def index(self, deck: Deck) -> None:
        self._tools = list(reversed(deck.tools))

    def search(self, query: str, k: int) -> list[tuple[Tool, float]]:
        return [(t, 1.0 / (i + 1)) for i, t in enumerate(self._tools[:k])]


def test_evaluation_ranks_to_a_bounded_depth_on_large_decks() -> None:
    from tooldeck.select.evaluate import RANK_DEPTH, evaluate_retriever

    deck = Deck(Tool(f"tool_{i:03d}") for i in range(150))
    cases = [
        Case("last", "q", ("tool_149",)),  # rank 1
        Case("deep", "q", ("tool_000",)),  # rank 150 > RANK_DEPTH: counted as not found
        Case("edge", "q", (f"tool_{150 - RANK_DEPTH:03d}",)),  # rank exactly RANK_DEPTH
    ]
    result = evaluate_retriever(_ReverseRetriever(), deck, cases, ks=(1, 8))
    # MRR by hand: (1/1 + 0 + 1/100) / 3
    assert result.mrr == pytest.approx((1 + 0 + 1 / RANK_DEPTH) / 3)
    assert result.recall_all[1] == pytest.approx(1 / 3)
