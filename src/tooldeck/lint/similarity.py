"""Pairwise similarity of tools for the cross-tool rules (X101, D106), pluggable.

:class:`Similarity` is the interface: given a deck, return the pairs of tools whose
similarity (0–1) is at least a threshold. The default, :class:`BM25Similarity`, takes each
tool's text (name words + description) as a BM25 query against every tool's text and
divides the scores by the query's score against itself, so identical texts score 1.0 and
texts sharing no term 0; a pair's score is the mean of both directions. An embedding
similarity can be plugged in the same way.

BM25 comes from the select stage (:class:`tooldeck.select.bm25.BM25Retriever`, ``bm25s``,
and :func:`tooldeck.select.tokenize.tokenize`: ASCII words and identifier parts whole, CJK
character bigrams) — one tokenisation for retrieval and for look-alike tools.
"""

from __future__ import annotations

from typing import Protocol

import numpy as np
import numpy.typing as npt

from tooldeck.lint.phrases import name_words, word_set
from tooldeck.select.bm25 import BM25Retriever
from tooldeck.select.documents import DocumentFields
from tooldeck.tool import Deck

__all__ = ["STOPWORDS", "BM25Similarity", "Similarity", "tool_text"]

STOPWORDS = word_set(
    "a an the of for to in on at by with and or is are be this that it its from as into "
    "use used when not do does you your can will if"
)
"""English function words dropped before BM25: they would make every pair look alike in
small decks, where BM25's IDF cannot discount them."""


def tool_text(deck: Deck) -> list[str]:
    """Each tool's text for similarity: its name as words, then its description."""
    return [" ".join(name_words(t.name)) + " " + t.description for t in deck]


class Similarity(Protocol):
    """Finds look-alike tools in a deck."""

    def pairs(self, deck: Deck, threshold: float) -> list[tuple[int, int, float]]:
        """``(i, j, score)`` with ``i < j`` (deck positions) for every pair scoring at
        least ``threshold`` (0–1)."""
        ...


def _pairs_from_matrix(
    scores: npt.NDArray[np.float32], keep: list[int], threshold: float
) -> list[tuple[int, int, float]]:
    self_scores = np.diag(scores).copy()
    self_scores[self_scores <= 0] = 1.0
    normal = scores / self_scores[:, None]
    mean = (normal + normal.T) / 2
    rows, cols = np.triu_indices(len(keep), k=1)
    chosen = mean[rows, cols] >= threshold
    return [
        (keep[r], keep[c], float(mean[r, c]))
        for r, c in zip(rows[chosen].tolist(), cols[chosen].tolist(), strict=True)
    ]


class BM25Similarity:
    """Normalised BM25 similarity (see the module docstring).

    Args:
        k1, b: BM25 parameters (defaults of the select stage: 1.2, 0.75).
    """

    def __init__(self, *, k1: float = 1.2, b: float = 0.75) -> None:
        self.k1 = k1
        self.b = b

    def pairs(self, deck: Deck, threshold: float) -> list[tuple[int, int, float]]:
        texts = tool_text(deck)
        fields = DocumentFields(
            name=1, title=0, description=1, parameter_names=0, parameter_descriptions=0
        )
        retriever = BM25Retriever(fields, k1=self.k1, b=self.b, stopwords=STOPWORDS)
        keep = [i for i, text in enumerate(texts) if retriever.query_terms(text)]
        if len(keep) < 2:
            return []
        retriever.index(deck)
        scores = np.stack([retriever.scores(texts[i])[keep] for i in keep])
        return _pairs_from_matrix(scores, keep, threshold)
