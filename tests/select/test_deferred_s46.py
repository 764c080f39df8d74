"""Session 46 (trial46 #1, #2): ``DeferredCatalog.answer`` gives the "nothing fits"
verdict of ``match``; a documented warm-up loads what a fresh process's first request
would."""

from __future__ import annotations

from pathlib import Path

import pytest

from tooldeck import load
from tooldeck.select.base import WARM_UP_REQUESTS, SelectError, warm_up
from tooldeck.select.bm25 import BM25Retriever
from tooldeck.select.deferred import DeferredCatalog, best_dense_score
from tooldeck.select.dense import dense_available
from tooldeck.select.methods import make_retriever
from tooldeck.tool import Deck

OPS68 = Path(__file__).resolve().parents[2] / "examples" / "ops68"

needs_weights = pytest.mark.skipif(
    not dense_available("numpy"), reason="the MiniLM weights are missing"
)


@pytest.fixture(autouse=True)
def _own_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TOOLDECK_CACHE", str(tmp_path / "cache"))


@needs_weights
def test_answer_applies_the_bar_that_match_applies(deck: Deck) -> None:
    """With the bar set just above the request's best cosine, ``match`` says nothing
    fits; ``answer`` now returns no tool too (it returned the closest four before), and
    ``strict=False`` keeps the ranking without the verdict."""
    query = {"query": "read the text file", "k": 4}
    probe = DeferredCatalog(deck, make_retriever("hybrid"), weak_below=None)
    best = best_dense_score(probe.retriever, "read the text file")
    assert best is not None
    catalog = DeferredCatalog(deck, make_retriever("hybrid"), weak_below=best + 0.01)
    assert catalog.match(query).no_match is True
    assert catalog.answer(query) == []
    loose = catalog.answer(query, strict=False)
    assert [t.name for t in loose] == [t.name for t, _ in probe.ranked(query)]
    assert len(loose) == 4
    below = DeferredCatalog(deck, make_retriever("hybrid"), weak_below=best - 0.01)
    assert [t.name for t in below.answer(query)] == [t.name for t in loose]


@needs_weights
def test_answer_loads_nothing_for_small_talk_on_a_real_deck() -> None:
    """trial46 #1 on the shipped ops68 deck (68 ops tools): small talk and a request no
    tool serves share a common word or two with the deck, and ``answer`` loaded three
    unrelated tools for each. Now it agrees with ``match`` (``no_match``: the best cosine
    is under the 0.15 bar); an ops request still gets its tool first."""
    catalog = DeferredCatalog(load(OPS68).deck, make_retriever("hybrid"))
    for request in ("Thanks, that's all", "what's the weather in Paris"):
        arguments = {"query": request, "k": 3}
        assert catalog.match(arguments).no_match is True, request
        assert catalog.answer(arguments) == [], request
        assert len(catalog.answer(arguments, strict=False)) == 3, request
    found = catalog.answer({"query": "restart the checkout service", "k": 3})
    assert found[0].name == "restart_service"


def test_answer_with_bm25_is_what_match_lists(deck: Deck) -> None:
    catalog = DeferredCatalog(deck, BM25Retriever())
    for request in ("fetch one user", "zzzz qqqq", "the"):
        arguments = {"query": request, "k": 2}
        match = catalog.match(arguments)
        expected = [] if match.no_match else [t.name for t, _ in match.ranked]
        assert [t.name for t in catalog.answer(arguments)] == expected, request


def test_warm_up_refuses_a_retriever_that_was_not_indexed() -> None:
    with pytest.raises(SelectError, match=r"call index\(deck\) before search"):
        warm_up(BM25Retriever())


def test_warm_up_times_one_english_and_one_chinese_request(deck: Deck) -> None:
    retriever = make_retriever("bm25")
    retriever.index(deck)
    took = warm_up(retriever)
    assert set(took) == {"english", "chinese"} and all(s >= 0 for s in took.values())
    assert any("\u4e00" <= ch <= "\u9fff" for ch in WARM_UP_REQUESTS[1])
    assert WARM_UP_REQUESTS[0].isascii()


@needs_weights
def test_warm_up_leaves_rankings_as_they_were(deck: Deck) -> None:
    """The warm-up only fills caches: a warmed catalogue ranks every request as a cold
    one does (scores included)."""
    cold = DeferredCatalog(deck, make_retriever("hybrid"))
    warm = DeferredCatalog(deck, make_retriever("hybrid"), warm=True)
    for request in ("read the text file", "统计表的行数", "fetch one user", *WARM_UP_REQUESTS):
        arguments = {"query": request, "k": 4}
        assert warm.ranked(arguments) == cold.ranked(arguments), request
        assert warm.match(arguments).no_match == cold.match(arguments).no_match, request
    assert set(warm.warm_up()) == {"english", "chinese"}
