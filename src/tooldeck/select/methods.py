"""Retrievers by name: ``bm25``, ``dense``, ``hybrid``, ``two-level`` (and ``+xling``)."""

from __future__ import annotations

from pathlib import Path

from tooldeck.errors import ToolDeckError
from tooldeck.select.base import Retriever, SelectError
from tooldeck.select.bm25 import BM25Retriever
from tooldeck.select.crosslingual import CrossLingualRetriever
from tooldeck.select.dense import Backend, DenseRetriever
from tooldeck.select.documents import DocumentFields
from tooldeck.select.hybrid import HybridRetriever
from tooldeck.select.tokenize import stemmed_tokenizer
from tooldeck.select.two_level import TwoLevelRetriever

__all__ = [
    "DEFAULT_METHOD",
    "DENSE_FIELDS",
    "HYBRID_RRF_C",
    "LEXICAL_FIELDS",
    "METHODS",
    "make_retriever",
]

METHODS = ("bm25", "dense", "hybrid", "two-level")
"""Method names accepted by :func:`make_retriever` and the CLI."""

DEFAULT_METHOD = "bm25"
"""The method ``tooldeck select`` and the gateway's ``search_tools`` use unless told."""


LEXICAL_FIELDS = DocumentFields(name=2, enum_values=1)
"""BM25 document of the named methods: name ×2, description, parameters, enum values."""

DENSE_FIELDS = DocumentFields(name=1, enum_values=1)
"""Dense document of the named methods: name words, description, parameters, enum values."""

HYBRID_RRF_C = 10.0
"""RRF constant of the ``hybrid`` method, chosen on the even-numbered half of the BFCL
pool questions among {0, 5, 10, 20, 30, 60, 100} (benchmarks/bench_select_bfcl.py)."""


def _bm25() -> BM25Retriever:
    """BM25 with name weight 2, enum values and Snowball stemming of English terms (the
    best lexical configuration on the BFCL pool, benchmarks/bench_select_bfcl.py); plain
    tokenisation when PyStemmer is missing."""
    try:
        return BM25Retriever(LEXICAL_FIELDS, tokenizer=stemmed_tokenizer())
    except ToolDeckError:
        return BM25Retriever(LEXICAL_FIELDS)


def make_retriever(
    method: str,
    *,
    cache_dir: Path | None = None,
    crosslingual: bool = False,
    backend: Backend = "numpy",
) -> Retriever:
    """A new retriever for ``method``; ``crosslingual`` wraps it in dictionary expansion;
    ``backend`` runs MiniLM in numpy (default, no torch) or torch.

    ``bm25`` (alone and inside ``hybrid``): name weight 2, enum values, Snowball stemming;
    ``dense``: name, description, parameters and enum values; ``hybrid``: RRF, c = 10, with
    multi-clause requests interleaved (:mod:`tooldeck.select.clauses`).

    Raises:
        SelectError: unknown method name.
    """
    retriever: Retriever
    if method == "bm25":
        retriever = _bm25()
    elif method == "dense":
        retriever = DenseRetriever(DENSE_FIELDS, cache_dir=cache_dir, backend=backend)
    elif method == "hybrid":
        retriever = HybridRetriever(
            _bm25(),
            DenseRetriever(DENSE_FIELDS, cache_dir=cache_dir, backend=backend),
            c=HYBRID_RRF_C,
            multi_intent=True,
        )
    elif method == "two-level":
        retriever = TwoLevelRetriever()
    else:
        raise SelectError(f"unknown selection method {method!r}; known: {', '.join(METHODS)}")
    return CrossLingualRetriever(retriever) if crosslingual else retriever
