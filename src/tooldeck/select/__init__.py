"""The select stage: rank a deck's tools for a request, prefilter, defer, and measure recall.

Importing this package needs neither torch nor sentence-transformers, and the dense
retriever runs MiniLM in numpy by default (torch only with ``backend="torch"``); it raises
:class:`~tooldeck.select.dense.DenseUnavailableError` when the model package is missing.
See ``docs/select.md``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tooldeck._lazy import lazy_exports

# eager: `tokenize` is also the name of a submodule, which importing it later would put in
# its place; the module is light (re and the CJK ranges)
from tooldeck.select.tokenize import stemmed_tokenizer, tokenize

if TYPE_CHECKING:
    from tooldeck.select.acronyms import AcronymRetriever, DeckAcronyms
    from tooldeck.select.base import (
        Retriever,
        ScoredTool,
        SelectError,
        StaleIndexError,
        innermost,
        warm_up,
    )
    from tooldeck.select.bm25 import BM25Retriever
    from tooldeck.select.clauses import interleave, split_clauses
    from tooldeck.select.crosslingual import CrossLingualExpander, CrossLingualRetriever
    from tooldeck.select.deferred import DeferredCatalog, search_tools_tool
    from tooldeck.select.dense import DenseRetriever, DenseUnavailableError, dense_available
    from tooldeck.select.documents import DocumentFields
    from tooldeck.select.evaluate import MethodEvaluation, boundary_sweep, evaluate_retriever
    from tooldeck.select.fusion import reciprocal_rank_fusion
    from tooldeck.select.hybrid import HybridRetriever
    from tooldeck.select.methods import METHODS, make_retriever
    from tooldeck.select.pinned import PinnedRetriever, PinPolicy
    from tooldeck.select.two_level import TwoLevelRetriever

__all__ = [
    "METHODS",
    "AcronymRetriever",
    "BM25Retriever",
    "CrossLingualExpander",
    "CrossLingualRetriever",
    "DeckAcronyms",
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
    "innermost",
    "interleave",
    "make_retriever",
    "reciprocal_rank_fusion",
    "search_tools_tool",
    "split_clauses",
    "stemmed_tokenizer",
    "tokenize",
    "warm_up",
]

_WHERE = {
    "AcronymRetriever": "tooldeck.select.acronyms",
    "DeckAcronyms": "tooldeck.select.acronyms",
    "innermost": "tooldeck.select.base",
    "Retriever": "tooldeck.select.base",
    "ScoredTool": "tooldeck.select.base",
    "SelectError": "tooldeck.select.base",
    "StaleIndexError": "tooldeck.select.base",
    "warm_up": "tooldeck.select.base",
    "BM25Retriever": "tooldeck.select.bm25",
    "interleave": "tooldeck.select.clauses",
    "split_clauses": "tooldeck.select.clauses",
    "CrossLingualExpander": "tooldeck.select.crosslingual",
    "CrossLingualRetriever": "tooldeck.select.crosslingual",
    "DeferredCatalog": "tooldeck.select.deferred",
    "search_tools_tool": "tooldeck.select.deferred",
    "DenseRetriever": "tooldeck.select.dense",
    "DenseUnavailableError": "tooldeck.select.dense",
    "dense_available": "tooldeck.select.dense",
    "DocumentFields": "tooldeck.select.documents",
    "MethodEvaluation": "tooldeck.select.evaluate",
    "boundary_sweep": "tooldeck.select.evaluate",
    "evaluate_retriever": "tooldeck.select.evaluate",
    "HybridRetriever": "tooldeck.select.hybrid",
    "reciprocal_rank_fusion": "tooldeck.select.fusion",
    "METHODS": "tooldeck.select.methods",
    "make_retriever": "tooldeck.select.methods",
    "PinnedRetriever": "tooldeck.select.pinned",
    "PinPolicy": "tooldeck.select.pinned",
    "stemmed_tokenizer": "tooldeck.select.tokenize",
    "tokenize": "tooldeck.select.tokenize",
    "TwoLevelRetriever": "tooldeck.select.two_level",
}
"""Module of each public name: imported on first use (PEP 562), so that importing a light
part of the stage (``tooldeck.select.base``, ``tooldeck.select.names``) does not import
``bm25s``, scipy and numpy with the retrievers."""


__getattr__, __dir__ = lazy_exports(__name__, _WHERE, __all__, globals())
