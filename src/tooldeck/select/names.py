"""Names of the retrieval methods, apart from the retrievers so that the command line can
list them in its help without importing ``bm25s``, scipy or numpy (re-exported by
:mod:`tooldeck.select.methods`)."""

from __future__ import annotations

__all__ = ["DEFAULT_METHOD", "METHODS"]

METHODS = (
    "bm25",
    "dense",
    "hybrid",
    "hybrid-published",
    "hybrid-segments",
    "hybrid-base",
    "hybrid-norerank",
    "hybrid-tuned",
    "two-level",
)
"""Method names accepted by :func:`make_retriever` and the CLI (``hybrid``: BM25 and the
select encoder — MiniLM with its top layer tuned for tool retrieval — fused, the query
adapter, and the re-ranker fitted on that encoder's vectors; ``hybrid-published``: the
same with the published MiniLM and its own re-ranker, the default until the eighth
session; ``hybrid-segments``: ``hybrid-published`` with request segments and no
re-ranker, better on chatty multi-task requests, worse on BFCL; ``hybrid-base``:
``hybrid-published`` without its trained query adapter and re-ranker;
``hybrid-norerank``: ``hybrid-published`` without its learned re-ranker;
``hybrid-tuned``: ``hybrid`` without its re-ranker)."""

DEFAULT_METHOD = "hybrid"
"""The method ``tooldeck select``, deferred loading and the gateway's ``search_tools`` use
unless told (``bm25`` where the MiniLM weights are missing:
:func:`tooldeck.select.methods.default_method`)."""
