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
    with pytest.raises(SelectError, match=r"query is 4,097 characters, over the limit of 4,096"):
        catalog.answer({"query": "x" * 4097})


def test_deferred_catalog_takes_the_default_method(
    deck: Deck, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Without a retriever the catalog uses make_retriever(default_method()): here the
    weights are reported missing, so bm25 (with the cross-lingual stage, named bm25)."""
    monkeypatch.setattr("tooldeck.select.methods.dense_available", lambda backend="numpy": False)
    catalog = DeferredCatalog(deck)
    assert catalog.retriever.name == "bm25"
    assert [t.name for t in catalog.answer({"query": "fetch one user", "k": 1})] == ["getUserById"]


def test_match_says_nothing_fits_when_no_word_is_shared_bm25(deck: Deck) -> None:
    catalog = DeferredCatalog(deck, BM25Retriever())
    nothing = catalog.match({"query": "zzzz qqqq"})
    assert (nothing.no_match, nothing.shares_a_term, nothing.ranked) == (True, False, [])
    assert nothing.best_dense is None  # bm25 has no dense list: no weak matches to show
    found = catalog.match({"query": "fetch one user", "k": 1})
    assert found.no_match is False and [t.name for t, _ in found.ranked] == ["getUserById"]


def test_a_word_that_starts_with_a_common_word_is_a_word_bm25() -> None:
    """A breaker's finding: the common-word filter removed every ASCII letter run that is a
    function word, inside alphanumeric words too, so "a4" became "4", "a11y" became
    "11y" and "a2a" became "2": a request for the tool that says "A4" was answered
    "nothing fits ... besides common words (a)" though BM25 scores it above 0. The filter
    now reads the words as BM25 does (the tokenizer's terms): "a4", "a11y" and "a2a" are
    words of their own, and a request for each finds its tool; "a" and "the" alone still
    match nothing."""
    deck = Deck(
        [
            Tool(name="print_page", description="Print a page on A4 paper."),
            Tool(name="audit_page", description="Check a web page for a11y problems."),
            Tool(name="send_message", description="Send a message to another agent over A2A."),
            Tool(name="list_files", description="List the files in a folder."),
        ]
    )
    catalog = DeferredCatalog(deck, BM25Retriever())
    for query, tool in (("a4", "print_page"), ("a11y", "audit_page"), ("A2A", "send_message")):
        found = catalog.match({"query": query, "k": 1})
        assert found.no_match is False, query
        assert [t.name for t, _ in found.ranked] == [tool], query
        assert found.common == (), query  # no common word was set aside
    for query in ("a", "the", "the_a"):
        nothing = catalog.match({"query": query})
        assert (nothing.no_match, nothing.ranked) == (True, []), query


def test_match_flags_a_best_dense_cosine_below_the_bar(deck: Deck) -> None:
    """The bar decides against the retriever's own best cosine: set just above it, the
    request (which shares words with a tool) is answered "nothing fits" with the closest
    few as weak matches; just below it, or with the bar off, it is answered as before."""
    from tooldeck.select.deferred import WEAK_SHOWN, best_dense_score
    from tooldeck.select.dense import dense_available
    from tooldeck.select.methods import make_retriever

    if not dense_available("numpy"):
        pytest.skip("the MiniLM weights are missing")
    query = {"query": "read the text file", "k": 4}
    probe = DeferredCatalog(deck, make_retriever("hybrid"), weak_below=None)
    best = best_dense_score(probe.retriever, "read the text file")
    assert best is not None and -1.0 <= best <= 1.0
    plain = probe.match(query)
    assert plain.no_match is False and len(plain.ranked) == 4 and plain.bar is None
    above = DeferredCatalog(deck, make_retriever("hybrid"), weak_below=best + 0.01).match(query)
    assert above.no_match is True and above.shares_a_term is True
    assert 1 <= len(above.ranked) <= WEAK_SHOWN and above.best_dense == pytest.approx(best)
    below = DeferredCatalog(deck, make_retriever("hybrid"), weak_below=best - 0.01).match(query)
    assert below.no_match is False and [t.name for t, _ in below.ranked] == [
        t.name for t, _ in plain.ranked
    ]


def test_a_small_max_k_takes_its_own_default_and_integral_floats(deck: Deck) -> None:
    """Session 22's breaker: with ``max_k=3`` a call without ``k`` (which the schema
    allows) was refused (the default 5 is over 3), ``k: 2.0`` (an integer to JSON
    Schema) too, and ``max_k=0`` was accepted with ``maximum: 0``."""
    catalog = DeferredCatalog(deck, BM25Retriever(), max_k=3)
    schema = catalog.initial_tools()["search_tools"].input_schema["properties"]["k"]
    assert schema["maximum"] == 3 and "default 3, at most 3" in schema["description"]
    assert len(catalog.answer({"query": "user"})) <= 3  # no k: the default, 3
    assert len(catalog.answer({"query": "user", "k": 2.0})) <= 2
    with pytest.raises(SelectError, match=r"k must be an integer in 1…3, got 2\.5"):
        catalog.answer({"query": "user", "k": 2.5})
    for bad in (0, True, 2.5):
        with pytest.raises(SelectError, match="max_k must be an integer ≥ 1"):
            DeferredCatalog(deck, BM25Retriever(), max_k=bad)  # type: ignore[arg-type]


def test_a_deck_tool_named_like_the_meta_tool_is_refused(deck: Deck) -> None:
    """Session 22's breaker: a deck's own ``search_tools`` (an inventory search) was
    found by a search, then dropped from ``next_tools`` without a word (the meta-tool
    took its name)."""
    own = Tool(name="search_tools", description="Search the inventory for hammers and drills.")
    catalog = DeferredCatalog(Deck([*deck, own]), BM25Retriever())
    with pytest.raises(SelectError, match=r"own tool named 'search_tools'.*rename"):
        catalog.next_tools(catalog.answer({"query": "hammers drills inventory"}))


def test_a_query_that_is_not_unicode_text_is_a_select_error(deck: Deck) -> None:
    """Session 22's breaker: bytes that are not UTF-8 (a Latin-1 terminal's é, read by
    Python as the lone surrogate U+DCE9) crashed the dense methods with a TypeError
    from the tokenizer; every method now refuses them as SelectError, naming where."""
    catalog = DeferredCatalog(deck, BM25Retriever())
    with pytest.raises(SelectError, match=r"lone surrogate '\\udce9' at character 7"):
        catalog.answer({"query": "deploy \udce9"})


def test_nothing_fits_advice_counts_one_resident_in_the_singular(deck: Deck) -> None:
    """Break B26 L3: "The 1 tool already in your tool list (residents) are not searched".
    One resident is "is"/"it"; two are "are"/"one" (the text the gateway and the agent
    loop both give)."""
    nothing = DeferredCatalog(deck, BM25Retriever()).match({"query": "zzzz qqqq"})
    one = nothing.nothing_fits("'zzzz qqqq'", 3, residents=1)
    assert "The 1 tool already in your tool list (residents) is not searched" in one
    assert "if it does, call it directly; if it does not" in one
    two = nothing.nothing_fits("'zzzz qqqq'", 3, residents=2)
    assert "The 2 tools already in your tool list (residents) are not searched" in two
    assert "if one does, call it directly; if none does" in two


def test_weak_below_is_checked_when_the_catalogue_is_built(deck: Deck) -> None:
    """Break B26 M8: NaN turned the bar off, 5 answered every search "nothing fits", -1
    was taken, and "0.2" failed with a TypeError at the first search. The catalogue now
    makes the gateway's check (the one function, tooldeck.select.deferred) at once; None
    (off) and the ends 0 and 1 are taken."""
    for bad in (float("nan"), 5, -1, "0.2", True):
        with pytest.raises(SelectError, match=r"weak_below must be a number from 0 to 1"):
            DeferredCatalog(deck, BM25Retriever(), weak_below=bad)  # type: ignore[arg-type]
    for good, kept in ((None, None), (0, 0.0), (1, 1.0), (0.2, 0.2)):
        assert DeferredCatalog(deck, BM25Retriever(), weak_below=good).weak_below == kept
