"""BM25 retrieval over tool documents, on :mod:`bm25s` sparse score matrices.

Scoring is Okapi BM25 as Lucene (≥ 8) and ``bm25s`` ``method="lucene"`` compute it:
non-negative IDF ``idf(t) = ln(1 + (N − df + 0.5) / (df + 0.5))`` times the term-frequency
saturation ``tf / (tf + k1·(1 − b + b·dl/avgdl))`` (the textbook constant factor
``k1 + 1`` is dropped; rankings are unchanged) (Robertson & Zaragoza, "The Probabilistic
Relevance Framework: BM25 and Beyond", 2009; here over character-bigram tokens for CJK,
:mod:`.tokenize`). ``bm25s`` precomputes every (term, document) score into a CSC
matrix at index time; a query sums the columns of its terms (a repeated query term counts
each time; ``np.bincount`` over the concatenated postings), so a search costs a few
numpy calls plus a partial sort. The matrix is built with ``bm25s``'s numpy backend
(``csc_backend="numpy"``), so scipy is not needed (and not used where installed): the
same arrays bit for bit as the scipy backend (checked on 2,000 and 20,000 random documents).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import numpy as np
import numpy.typing as npt

from tooldeck.select.base import ScoredTool, check_deck, check_k, check_query, require_index
from tooldeck.select.documents import DocumentFields, lexical_terms
from tooldeck.select.languages import LanguageAnalyzer
from tooldeck.select.tokenize import tokenize
from tooldeck.tool import Deck

__all__ = ["BM25Retriever", "rank_scores"]


def rank_scores(scores: npt.NDArray[np.floating], k: int) -> npt.NDArray[np.intp]:
    """Positions of the ``k`` best scores, best first; ties keep the lower position first."""
    n = scores.shape[0]
    if k >= n or n <= 512:  # a full stable sort is cheaper than partitioning small arrays
        return np.argsort(-scores, kind="stable")[:k]
    cut = -np.partition(-scores, k - 1)[k - 1]  # the k-th best score
    above = np.flatnonzero(scores > cut)
    above = above[np.argsort(-scores[above], kind="stable")]
    ties = np.flatnonzero(scores == cut)[: k - above.shape[0]]
    return np.concatenate((above, ties))


class BM25Retriever:
    """Okapi BM25 over tool documents (name parts, description, parameters).

    Args:
        fields: which tool fields make the document and their integer weights.
        k1: term-frequency saturation (default 1.2; Robertson & Zaragoza 2009).
        b: document-length normalisation (default 0.75).
        tokenizer: text → terms; default :func:`tooldeck.select.tokenize.tokenize`. A
            :class:`~tooldeck.select.languages.LanguageAnalyzer` (what
            :func:`~tooldeck.select.tokenize.stemmed_tokenizer` gives) is read per tool:
            each tool's terms in its own Latin language, the deck's most frequent language
            for tools and requests that show none (:attr:`language`).
        stopwords: terms dropped from queries and documents (default none).

    ``search`` returns ``min(k, len(deck))`` hits, best first, ties in deck order; tools
    that share no term with the query score 0 and come last (a prefilter still gets k
    tools). A deck whose tools have no descriptions is indexed on names and parameters.

    Raises:
        SelectError: empty deck, blank query, k ≤ 0, search before index.
    """

    name = "bm25"
    score_kind = "bm25"
    """Hits carry the BM25 score (:data:`~tooldeck.select.base.SCORE_KINDS`)."""
    nested_top_k = True
    """``search(q, k)`` is the first ``k`` hits of ``search(q, k2)`` for any ``k2 ≥ k``."""

    def __init__(
        self,
        fields: DocumentFields | None = None,
        *,
        k1: float = 1.2,
        b: float = 0.75,
        tokenizer: Callable[[str], list[str]] = tokenize,
        stopwords: frozenset[str] = frozenset(),
    ) -> None:
        self.fields = fields or DocumentFields()
        self.k1 = k1
        self.b = b
        self.tokenizer = tokenizer
        self.stopwords = stopwords
        self.query_text: Callable[[str], str] | None = None
        """With a function: each query is read through it before its terms are looked up
        (:meth:`query_terms`, so :meth:`scores` too); the ``hybrid`` method sets it to leave
        out the file names an English request writes
        (:meth:`~tooldeck.select.hybrid.HybridRetriever.lexical_text`). None (the default)
        reads the query as given."""
        self._deck: Deck | None = None
        self.language: str | None = None
        """With a :class:`~tooldeck.select.languages.LanguageAnalyzer`: the deck's Latin
        language, which a request without evidence of its own is read in (None before
        :meth:`index` or with another tokenizer)."""
        self._tool_languages: list[str] = []
        self._vocab: dict[str, int] = {}
        self._data: npt.NDArray[np.float32] = np.zeros(0, np.float32)
        self._indices: npt.NDArray[np.intp] = np.zeros(0, np.intp)
        self._postings: list[tuple[npt.NDArray[np.intp], npt.NDArray[np.float32]]] = []
        self._indptr: npt.NDArray[np.int64] = np.zeros(1, np.int64)

    @property
    def deck(self) -> Deck | None:
        """The indexed deck (None before :meth:`index`)."""
        return self._deck

    def tool_tokenizer(self, position: int) -> Callable[[str], list[str]]:
        """Text → terms as the index reads the text of the tool at ``position`` (in deck
        order): :attr:`tokenizer`, with a language analyser in that tool's language.

        Raises:
            SelectError: no index yet.
        """
        require_index(self._deck, self.name)
        if isinstance(self.tokenizer, LanguageAnalyzer):
            return partial(self.tokenizer.terms, language=self._tool_languages[position])
        return self.tokenizer

    def _doc_terms(self, deck: Deck) -> list[list[str]]:
        stop = self.stopwords
        analyzer = self.tokenizer
        if isinstance(analyzer, LanguageAnalyzer):
            self.language = analyzer.deck_language(deck)
            self._tool_languages = [analyzer.tool_language(t, self.language) for t in deck]
            docs = [
                lexical_terms(tool, self.fields, partial(analyzer.terms, language=lang))
                for tool, lang in zip(deck, self._tool_languages, strict=True)
            ]
        else:
            self.language, self._tool_languages = None, []
            docs = [lexical_terms(tool, self.fields, self.tokenizer) for tool in deck]
        return [[t for t in doc if t not in stop] for doc in docs]

    def index(self, deck: Deck) -> None:
        """Build the index of ``deck`` (replaces any previous one).

        Raises:
            SelectError: ``deck`` is not a Deck or has no tools.
        """
        # imported here, not with the module: bm25s brings scipy (about 0.2 s of CPU),
        # which a process that only ranks scores (rank_scores: lint's look-alikes through
        # tooldeck.select.dense) does not need (session 47)
        import bm25s  # type: ignore[import-untyped]

        check_deck(deck, self.name)
        docs = self._doc_terms(deck)
        model = bm25s.BM25(k1=self.k1, b=self.b, method="lucene", csc_backend="numpy")
        model.index(docs, show_progress=False)
        self._vocab = dict(model.vocab_dict)
        self._data = np.asarray(model.scores["data"], dtype=np.float32)
        self._indices = np.asarray(model.scores["indices"], dtype=np.intp)
        self._indptr = np.asarray(model.scores["indptr"], dtype=np.int64)
        bounds = self._indptr.tolist()
        self._postings = [
            (self._indices[bounds[t] : bounds[t + 1]], self._data[bounds[t] : bounds[t + 1]])
            for t in range(len(bounds) - 1)
        ]
        self._deck = deck

    def query_terms(self, query: str) -> list[str]:
        """The terms of ``query`` the index will look up (after stop-word removal); with a
        language analyser, in the deck's Latin language (:attr:`language`), and when the
        request reads as another language, its terms in that language too (those not
        already there, after the deck's).

        Both readings, because a guess from function words can be wrong on a short request:
        "hotels near Las Vegas and Los Angeles" reads as Spanish ("las", "los"), and read
        only so, every English tool lost its terms ("hotel" matched, "vegas" → "veg" did
        not, "las"/"los" dropped; session 24's breaker). A request truly in another
        language keeps its own stems for the tools written in it. With :attr:`query_text`,
        the query is first read through it."""
        if self.query_text is not None:
            query = self.query_text(query)
        analyzer = self.tokenizer
        if isinstance(analyzer, LanguageAnalyzer):
            deck = self.language or analyzer.default
            terms = analyzer.terms(query, deck)
            own = analyzer.language_of(query, deck)
            if own != deck:
                seen = set(terms)
                terms += [t for t in analyzer.terms(query, own) if t not in seen]
        else:
            terms = self.tokenizer(query)
        if not self.stopwords:
            return terms
        return [t for t in terms if t not in self.stopwords]

    def scores(self, query: str) -> npt.NDArray[np.floating]:
        """BM25 score of every tool for ``query``, in deck order (shape ``(len(deck),)``).

        Raises:
            SelectError: blank query, or no index yet.
        """
        deck = require_index(self._deck, self.name)
        check_query(query)
        vocab, postings = self._vocab, self._postings
        positions: list[npt.NDArray[np.intp]] = []
        weights: list[npt.NDArray[np.float32]] = []
        counts: dict[str, int] = {}
        for term in self.query_terms(query):
            counts[term] = counts.get(term, 0) + 1
        for term, count in counts.items():
            tid = vocab.get(term)
            if tid is None:
                continue
            where, values = postings[tid]
            positions.append(where)
            weights.append(values if count == 1 else values * np.float32(count))
        if not positions:
            return np.zeros(len(deck), dtype=np.float32)
        if len(positions) == 1:
            out = np.zeros(len(deck), dtype=np.float32)
            out[positions[0]] = weights[0]
            return out
        summed = np.bincount(
            np.concatenate(positions), np.concatenate(weights), minlength=len(deck)
        )
        return np.asarray(summed, dtype=np.float64)

    def search(self, query: str, k: int) -> list[ScoredTool]:
        """The ``min(k, len(deck))`` best tools for ``query`` with their BM25 scores.

        Raises:
            SelectError: blank query, k ≤ 0, or no index yet.
        """
        check_k(k)
        scores = self.scores(query)
        deck = require_index(self._deck, self.name)
        tools = deck.tools
        return [(tools[i], float(scores[i])) for i in rank_scores(scores, k)]

    def memory_bytes(self) -> int:
        """Bytes held by the score matrix (data, indices, indptr); the vocabulary dict excluded."""
        return int(self._data.nbytes + self._indices.nbytes + self._indptr.nbytes)
