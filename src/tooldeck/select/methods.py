"""Retrievers by name: ``bm25``, ``dense``, ``hybrid``, ``two-level`` (and ``+xling``)."""

from __future__ import annotations

from pathlib import Path

from tooldeck.errors import ToolDeckError
from tooldeck.select.base import Retriever, SelectError
from tooldeck.select.bm25 import BM25Retriever
from tooldeck.select.crosslingual import CrossLingualRetriever
from tooldeck.select.dense import DenseRetriever
from tooldeck.select.hybrid import HybridRetriever
from tooldeck.select.tokenize import stemmed_tokenizer
from tooldeck.select.two_level import TwoLevelRetriever

__all__ = ["METHODS", "make_retriever"]

METHODS = ("bm25", "dense", "hybrid", "two-level")
"""Method names accepted by :func:`make_retriever` and the CLI."""


def _bm25() -> BM25Retriever:
    """BM25 with name weight 2 and Snowball stemming of English terms (the best lexical
    configuration on the BFCL pool, benchmarks/bench_select_bfcl.py); plain tokenisation
    when PyStemmer is missing."""
    try:
        return BM25Retriever(tokenizer=stemmed_tokenizer())
    except ToolDeckError:
        return BM25Retriever()


def make_retriever(
    method: str, *, cache_dir: Path | None = None, crosslingual: bool = False
) -> Retriever:
    """A new retriever for ``method``; ``crosslingual`` wraps it in dictionary expansion.

    ``bm25`` (alone and inside ``hybrid``): name weight 2, Snowball stemming; ``dense``:
    name, description and parameters; ``hybrid``: RRF, c = 60.

    Raises:
        SelectError: unknown method name.
    """
    retriever: Retriever
    if method == "bm25":
        retriever = _bm25()
    elif method == "dense":
        retriever = DenseRetriever(cache_dir=cache_dir)
    elif method == "hybrid":
        retriever = HybridRetriever(_bm25(), DenseRetriever(cache_dir=cache_dir))
    elif method == "two-level":
        retriever = TwoLevelRetriever()
    else:
        raise SelectError(f"unknown selection method {method!r}; known: {', '.join(METHODS)}")
    return CrossLingualRetriever(retriever) if crosslingual else retriever
