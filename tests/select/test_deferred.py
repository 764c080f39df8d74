"""Deferred loading: the search_tools meta-tool, staleness and updates."""

from __future__ import annotations

import pytest

from tooldeck.select.base import SelectError, StaleIndexError
from tooldeck.select.bm25 import BM25Retriever
from tooldeck.select.deferred import DeferredCatalog, search_tools_tool
from tooldeck.select.pinned import PinPolicy
from tooldeck.tool import Deck, Tool


def test_deferred_catalog_meta_tool_and_staleness(deck: Deck) -> None:
    catalog = DeferredCatalog(deck, BM25Retriever(), resident=PinPolicy.destructive_resident())
    first = catalog.initial_tools()
    assert first.names == ("delete_file", "search_tools")
    for fmt in ("openai", "anthropic", "mcp", "openai-responses"):
        assert catalog.declarations(fmt).data  # exports in every provider format
    found = catalog.answer({"query": "fetch one user", "k": 1})
    assert [t.name for t in found] == ["getUserById"]
    assert "getUserById" in catalog.next_tools(found).names
    catalog.mark_stale()
    with pytest.raises(StaleIndexError):
        catalog.answer({"query": "fetch one user"})
    new = Deck([*deck, Tool(name="list_invoices", description="List invoices of a month.")])
    assert catalog.update(new) is True and catalog.version == 2
    assert catalog.answer({"query": "invoices", "k": 1})[0].name == "list_invoices"
    assert catalog.update(new) is False  # unchanged list: no re-index
    with pytest.raises(SelectError):
        catalog.answer({"query": "x", "k": 0})
    assert search_tools_tool().required == ("query",)


def test_deferred_catalog_takes_the_default_method(
    deck: Deck, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Without a retriever the catalog uses make_retriever(default_method()): here the
    weights are reported missing, so bm25 (with the cross-lingual stage, named bm25)."""
    monkeypatch.setattr("tooldeck.select.methods.dense_available", lambda backend="numpy": False)
    catalog = DeferredCatalog(deck)
    assert catalog.retriever.name == "bm25"
    assert [t.name for t in catalog.answer({"query": "fetch one user", "k": 1})] == ["getUserById"]
