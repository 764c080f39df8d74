"""Names of the retrieval methods, apart from the retrievers so that the command line can
list them in its help without importing ``bm25s``, scipy or numpy (re-exported by
:mod:`tooldeck.select.methods`)."""

from __future__ import annotations

__all__ = ["DEFAULT_METHOD", "METHODS"]

METHODS = (
    "bm25",
    "dense",
    "hybrid",
    "hybrid-segments",
    "hybrid-base",
    "hybrid-norerank",
    "hybrid-tuned",
    "two-level",
)
"""Method names accepted by :func:`make_retriever` and the CLI (``hybrid-segments``: the
``hybrid`` method with request segments, better on chatty multi-task requests, worse on
BFCL; ``hybrid-base``: the ``hybrid`` method without its trained query adapter;
``hybrid-norerank``: the ``hybrid`` method without its learned re-ranker;
``hybrid-tuned``: ``hybrid-norerank`` with the select encoder, MiniLM with its top layer
tuned for tool retrieval)."""

DEFAULT_METHOD = "hybrid"
"""The method ``tooldeck select``, deferred loading and the gateway's ``search_tools`` use
unless told (``bm25`` where the MiniLM weights are missing:
:func:`tooldeck.select.methods.default_method`)."""
