"""Hybrid retrieval: fusion of BM25 and dense results.

Two fusions are offered. ``rrf`` (default): reciprocal rank fusion (Cormack, Clarke &
Büttcher, SIGIR 2009) scores a tool by
``Σ_m w_m / (c + rank_m)`` over the fused rankings ``m`` (ranks from 1), with ``c = 60``
by default as in the paper. A ranking only contributes the tools it actually matched:
BM25 tools with score 0 (no shared term) get no BM25 term, so ties in deck order do not
leak into the fusion. ``convex``: ``α·bm25/max(bm25) + (1 − α)·minmax(cosine)`` per
query, the convex combination of normalised scores that Bruch, Gai & Ingber ("An Analysis
of Fusion Functions for Hybrid Retrieval", ACM TOIS 2023) find more accurate than RRF
(``α`` = 0.5 by default, fixed in advance). Ties in the fused score keep deck order.

``multi_intent=True`` handles requests that need several tools: the request is cut into
clauses (:func:`tooldeck.select.clauses.split_clauses`), each clause is fused the same way,
and the whole request's ranking is interleaved with the clause rankings
(:func:`tooldeck.select.clauses.interleave`). Hits always carry the whole request's fused
score (``score_kind``: ``"rrf"`` or ``"convex"``); where clauses are interleaved or the
re-ranker re-orders, that score no longer decides the order (``ordered_by`` says what does).

Two further options (issue 15): ``adapter`` (the ``hybrid`` method of
:func:`~tooldeck.select.methods.make_retriever`) moves the request embedding by a trained
linear map before both dense lists score it (:mod:`tooldeck.select.adapter`);
``segments=True`` (the ``hybrid-segments`` method) cuts the request at punctuation and
bare connectives (:func:`tooldeck.select.clauses.split_segments`), gives each tool its
best cosine over the whole request and its segments, and interleaves the segments'
rankings in place of the clauses'. ``reranker`` (the ``hybrid`` method) re-scores the first
30 tools of the final order with a learned model (:mod:`tooldeck.select.rerank`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

import numpy as np
import numpy.typing as npt

from tooldeck.select.adapter import QueryAdapter
from tooldeck.select.base import ScoredTool, SelectError, check_deck, check_k, require_index
from tooldeck.select.bm25 import BM25Retriever, rank_scores
from tooldeck.select.clauses import interleave, split_clauses, split_segments
from tooldeck.select.dense import DenseRetriever
from tooldeck.select.documents import lexical_terms
from tooldeck.select.rerank import Candidates, Reranker, SentenceIndex
from tooldeck.tokenizers import CJK_IDEOGRAPHS
from tooldeck.tool import Deck

__all__ = ["HybridRetriever", "reciprocal_rank_fusion"]

_HAS_CJK = re.compile(f"[{CJK_IDEOGRAPHS}]")


def _ranks(scores: npt.NDArray[np.floating], *, positive_only: bool) -> npt.NDArray[np.float64]:
    """1-based rank of every position (ties in position order); ``inf`` where unranked."""
    order = np.argsort(-scores, kind="stable")
    ranks = np.empty(scores.shape[0], dtype=np.float64)
    ranks[order] = np.arange(1, scores.shape[0] + 1, dtype=np.float64)
    if positive_only:
        ranks[scores <= 0] = np.inf
    return ranks


def reciprocal_rank_fusion(
    rankings: Sequence[npt.NDArray[np.floating]],
    weights: Sequence[float] | None = None,
    *,
    c: float = 60.0,
) -> npt.NDArray[np.float64]:
    """RRF scores from per-method rank arrays (1-based; ``inf`` = not ranked).

    Args:
        rankings: one array per method, each of shape ``(n,)``.
        weights: per-method weight (default 1 each).
        c: the RRF constant (60 in Cormack et al. 2009).

    Returns:
        ``Σ w / (c + rank)`` per position, shape ``(n,)``.
    """
    if c < 0:
        raise SelectError(f"RRF constant must be ≥ 0, got {c}")
    weights = weights or [1.0] * len(rankings)
    fused = np.zeros(rankings[0].shape[0], dtype=np.float64)
    for ranks, weight in zip(rankings, weights, strict=True):
        fused += weight / (c + ranks)
    return fused


class HybridRetriever:
    """RRF of a :class:`BM25Retriever` and a :class:`DenseRetriever`.

    Args:
        bm25: the lexical retriever (default ``BM25Retriever()``).
        dense: the dense retriever (default ``DenseRetriever()``).
        c: RRF constant (default 60).
        weights: ``(bm25, dense)`` RRF weights (default ``(1, 1)``).
        fusion: ``"rrf"`` or ``"convex"``.
        alpha: BM25 share of the convex combination.
        multi_intent: split multi-clause requests and interleave per-clause rankings.
        lead: tools taken from the whole request's ranking per interleaving round.
        names: an optional second dense retriever (e.g. over name words and title only)
            whose ranking is a third RRF list (weight 1; ignored by ``fusion="convex"``).
        adapter: a trained map of the request embedding (:class:`QueryAdapter`), applied
            before the dense list and the names list score it; to a request holding CJK
            ideographs only when the adapter says it was trained on such requests
            (``QueryAdapter.chinese``: such a request reaches MiniLM as dictionary glosses,
            and an adapter trained on English questions only lost recall on them).
        segments: score each tool by its best cosine over the request and its segments,
            and interleave the segments' rankings (implies ``multi_intent``).
        reranker: a learned final stage (:class:`~tooldeck.select.rerank.Reranker`) that
            re-scores the first ``reranker.depth`` tools of the order; its sentence vectors
            are embedded at :meth:`index` (through the dense cache). Hits still carry
            the first stage's fused score (:attr:`ordered_by` says the order is the
            re-ranker's).

    Raises:
        DenseUnavailableError: the MiniLM model package is not installed.
        SelectError: as the two retrievers do.
    """

    name = "hybrid"
    nested_top_k = True
    """``search(q, k)`` is the first ``k`` hits of ``search(q, k2)`` for any ``k2 ≥ k``."""

    def __init__(
        self,
        bm25: BM25Retriever | None = None,
        dense: DenseRetriever | None = None,
        *,
        c: float = 60.0,
        weights: tuple[float, float] = (1.0, 1.0),
        fusion: str = "rrf",
        alpha: float = 0.5,
        multi_intent: bool = False,
        lead: int = 2,
        names: DenseRetriever | None = None,
        adapter: QueryAdapter | None = None,
        segments: bool = False,
        reranker: Reranker | None = None,
    ) -> None:
        if fusion not in ("rrf", "convex"):
            raise SelectError(f"hybrid: fusion is 'rrf' or 'convex', got {fusion!r}")
        if not 0.0 <= alpha <= 1.0:
            raise SelectError(f"hybrid: alpha must be in [0, 1], got {alpha}")
        self.fusion = fusion
        self.alpha = alpha
        self.bm25 = bm25 or BM25Retriever()
        self.dense = dense or DenseRetriever()
        self.c = c
        self.weights = weights
        self.multi_intent = multi_intent
        self.lead = lead
        self.names = names
        self.adapter = adapter
        self.segments = segments
        self.reranker = reranker
        self.sentences: SentenceIndex | None = None
        """The re-ranker's index-time vectors (None until :meth:`index` with a re-ranker, or
        :meth:`index_sentences`)."""
        self._deck: Deck | None = None

    @property
    def deck(self) -> Deck | None:
        """The indexed deck (None before :meth:`index`)."""
        return self._deck

    @property
    def score_kind(self) -> str:
        """What hits carry: the whole request's fused first-stage score, ``"rrf"`` or
        ``"convex"`` (:data:`~tooldeck.select.base.SCORE_KINDS`)."""
        return self.fusion

    @property
    def ordered_by(self) -> str | None:
        """What orders the hits when it is not their score: the learned re-ranker, or the
        interleaving of the whole request's and its clauses' (segments') rankings; None
        without either (hits in descending fused score)."""
        split = "segments" if self.segments else "clauses" if self.multi_intent else None
        interleaved = (
            f"the whole request's and its {split}' rankings interleaved" if split else None
        )
        if self.reranker is not None:
            first = f" ({interleaved})" if interleaved else ""
            return (
                f"the learned re-ranker over the first stage's top {self.reranker.depth}"
                f"{first}, then the first stage's order"
            )
        if interleaved:
            return f"{interleaved} (a request of one clause: its fused score)"
        return None

    def index(self, deck: Deck) -> None:
        """Index ``deck`` in both retrievers."""
        check_deck(deck, self.name)
        self.bm25.index(deck)
        self.dense.index(deck)
        if self.names is not None:
            self.names.index(deck)
        self._deck = deck
        self.sentences = None
        if self.reranker is not None:
            self.index_sentences()

    def index_sentences(self) -> SentenceIndex:
        """Build (once per :meth:`index`) the sentence vectors and term sets the re-ranker's
        features need (:class:`~tooldeck.select.rerank.SentenceIndex`), embedded with the
        names list's encoder (the dense list's without one) through its cache."""
        deck = require_index(self._deck, self.name)
        if self.sentences is None:
            encoder = self.names if self.names is not None else self.dense
            tokenizer = self.bm25.tokenizer
            self.sentences = SentenceIndex.build(
                deck,
                encoder.cached_vectors,
                [frozenset(tokenizer(t.name)) for t in deck],
                [frozenset(lexical_terms(t, self.bm25.fields, tokenizer)) for t in deck],
            )
        return self.sentences

    def prime_queries(self, queries: list[str]) -> None:
        """Batch-embed ``queries`` (and their clauses when ``multi_intent``) in the dense
        retriever (see DenseRetriever.prime_queries)."""
        texts = list(queries)
        if self.segments:
            texts += [c for q in queries for c in split_segments(q)]
        elif self.multi_intent:
            texts += [c for q in queries for c in split_clauses(q)]
        self.dense.prime_queries(texts)
        if self.names is not None and not self.names.same_encoder(self.dense):
            self.names.prime_queries(texts)

    def request_vector(self, query: str) -> npt.NDArray[np.float32]:
        """The request vector the dense list scores (through the adapter where it
        applies), shape ``(d,)``."""
        vector = self.dense.query_vector(query)
        if self.adapter is not None and (self.adapter.chinese or not _HAS_CJK.search(query)):
            vector = self.adapter.apply(vector)
        return vector

    def _cosines(
        self, query: str
    ) -> tuple[npt.NDArray[np.float64], npt.NDArray[np.float64] | None]:
        """Cosines of the dense list and of the names list (None without one)."""
        if self.adapter is None and not (
            self.names is not None and self.names.same_encoder(self.dense)
        ):
            cosine = np.asarray(self.dense.scores(query), dtype=np.float64)
            if self.names is None:
                return cosine, None
            return cosine, np.asarray(self.names.scores(query), dtype=np.float64)
        vector = self.request_vector(query)
        cosine = np.asarray(self.dense.vector_scores(vector), dtype=np.float64)
        if self.names is None:
            return cosine, None
        if self.names.same_encoder(self.dense):  # one embedding of the request serves both
            named = self.names.vector_scores(vector)
        else:
            named = self.names.scores(query)
        return cosine, np.asarray(named, dtype=np.float64)

    def scores(self, query: str) -> npt.NDArray[np.float64]:
        """Fused score of every tool for the whole request, deck order (clauses are not
        interleaved here; see :meth:`search`)."""
        return self._scores(query, whole=True)

    def _scores(self, query: str, *, whole: bool) -> npt.NDArray[np.float64]:
        return self._signals(query, whole=whole)[0]

    def _signals(
        self, query: str, *, whole: bool
    ) -> tuple[
        npt.NDArray[np.float64],
        npt.NDArray[np.float64],
        npt.NDArray[np.float64],
        npt.NDArray[np.float64] | None,
    ]:
        """Fused score, BM25 score, dense cosine and names cosine of every tool."""
        require_index(self._deck, self.name)
        bm25 = np.asarray(self.bm25.scores(query), dtype=np.float64)
        cosine, name_cosine = self._cosines(query)
        if whole and self.segments:
            for part in split_segments(query):
                part_cosine, part_names = self._cosines(part)
                cosine = np.maximum(cosine, part_cosine)
                if name_cosine is not None and part_names is not None:
                    name_cosine = np.maximum(name_cosine, part_names)
        if self.fusion == "convex":
            top = bm25.max()
            lexical_part = bm25 / top if top > 0 else np.zeros_like(bm25)
            low, high = cosine.min(), cosine.max()
            spread = high - low
            dense_part = (cosine - low) / spread if spread > 0 else np.zeros_like(cosine)
            fused: npt.NDArray[np.float64] = (
                self.alpha * lexical_part + (1 - self.alpha) * dense_part
            )
            return fused, bm25, cosine, name_cosine
        lexical = _ranks(bm25, positive_only=True)
        semantic = _ranks(cosine, positive_only=False)
        if name_cosine is None:
            fused = reciprocal_rank_fusion([lexical, semantic], self.weights, c=self.c)
            return fused, bm25, cosine, name_cosine
        named = _ranks(name_cosine, positive_only=False)
        fused = reciprocal_rank_fusion([lexical, semantic, named], [*self.weights, 1.0], c=self.c)
        return fused, bm25, cosine, name_cosine

    def candidates(self, query: str) -> Candidates:
        """The first stage's order of the whole deck for ``query`` and the signals behind it
        (what :mod:`tooldeck.select.rerank` computes its features from)."""
        fused, bm25, cosine, name_cosine = self._signals(query, whole=True)
        tools = require_index(self._deck, self.name).tools
        n = len(tools)
        if self.segments:
            parts = split_segments(query)
        else:
            parts = split_clauses(query) if self.multi_intent else []
        whole = rank_scores(fused, n)
        clause_rankings = [rank_scores(self._scores(part, whole=False), n) for part in parts]
        if parts:
            order = interleave(whole, clause_rankings, n, lead=self.lead)
        else:
            order = [int(i) for i in whole]
        return Candidates(
            order=order,
            fused=fused,
            bm25=bm25,
            dense=cosine,
            names=cosine if name_cosine is None else name_cosine,
            vector=self.request_vector(query),
            terms=self.bm25.query_terms(query),
            clause_tops=frozenset(int(r[0]) for r in clause_rankings if len(r)),
        )

    def search(self, query: str, k: int) -> list[ScoredTool]:
        """The ``min(k, len(deck))`` best tools by fused score (re-ranked when a
        re-ranker is set, interleaved with clause rankings with ``multi_intent``); each
        hit carries the whole request's fused score (:attr:`score_kind`), which with
        either stage need not fall with the position (:attr:`ordered_by`)."""
        check_k(k)
        tools = require_index(self._deck, self.name).tools
        if self.reranker is not None:
            candidates = self.candidates(query)
            order = self.reranker.rerank(candidates, self.index_sentences())
            return [(tools[i], float(candidates.fused[i])) for i in order[:k]]
        scores = self.scores(query)
        if self.segments:
            parts = split_segments(query)
        else:
            parts = split_clauses(query) if self.multi_intent else []
        if not parts:
            return [(tools[i], float(scores[i])) for i in rank_scores(scores, k)]
        n = len(tools)
        whole = rank_scores(scores, n)
        clause_rankings = [rank_scores(self._scores(part, whole=False), n) for part in parts]
        order = interleave(whole, clause_rankings, min(k, n), lead=self.lead)
        return [(tools[i], float(scores[i])) for i in order]

    def memory_bytes(self) -> int:
        """Bytes of the indexes."""
        extra = self.names.memory_bytes() if self.names is not None else 0
        if self.sentences is not None:  # the re-ranker's sentence vectors
            extra += self.sentences.nbytes()
        return self.bm25.memory_bytes() + self.dense.memory_bytes() + extra
