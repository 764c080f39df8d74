"""The select stage: rank a deck's tools for a request, prefilter, defer, and measure recall.

Importing this package needs neither torch nor sentence-transformers, and the dense
retriever runs MiniLM in numpy by default (torch only with ``backend="torch"``); it raises
:class:`~tooldeck.select.dense.DenseUnavailableError` when the model package is missing.
See ``docs/select.md``.
"""

from __future__ import annotations

from tooldeck.select.base import Retriever, ScoredTool, SelectError, StaleIndexError
from tooldeck.select.bm25 import BM25Retriever
from tooldeck.select.clauses import interleave, split_clauses
from tooldeck.select.crosslingual import CrossLingualExpander, CrossLingualRetriever
from tooldeck.select.deferred import DeferredCatalog, search_tools_tool
from tooldeck.select.dense import DenseRetriever, DenseUnavailableError, dense_available
from tooldeck.select.documents import DocumentFields
from tooldeck.select.evaluate import MethodEvaluation, boundary_sweep, evaluate_retriever
from tooldeck.select.hybrid import HybridRetriever, reciprocal_rank_fusion
from tooldeck.select.methods import METHODS, make_retriever
from tooldeck.select.pinned import PinnedRetriever, PinPolicy
from tooldeck.select.tokenize import stemmed_tokenizer, tokenize
from tooldeck.select.two_level import TwoLevelRetriever

__all__ = [
    "METHODS",
    "BM25Retriever",
    "CrossLingualExpander",
    "CrossLingualRetriever",
    "DeferredCatalog",
    "DenseRetriever",
    "DenseUnavailableError",
    "DocumentFields",
    "HybridRetriever",
    "MethodEvaluation",
    "PinPolicy",
    "PinnedRetriever",
    "Retriever",
    "ScoredTool",
    "SelectError",
    "StaleIndexError",
    "TwoLevelRetriever",
    "boundary_sweep",
    "dense_available",
    "evaluate_retriever",
    "interleave",
    "make_retriever",
    "reciprocal_rank_fusion",
    "search_tools_tool",
    "split_clauses",
    "stemmed_tokenizer",
    "tokenize",
]
