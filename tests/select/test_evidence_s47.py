"""The "nothing fits" check reads the request as the ranking reads it (forty-seventh
session): besides its own BM25 index of the request as written, the ranking's BM25 list
after the acronyms, the Chinese glosses and the hybrid's readings
(:func:`tooldeck.select.deferred.ranking_shares_a_term`). Real retriever (MiniLM), real
BM25; the decks are written here."""

from __future__ import annotations

import pytest

from tooldeck import Deck, Tool
from tooldeck.select import DeferredCatalog, make_retriever
from tooldeck.select.deferred import (
    judge_match,
    lexical_index,
    ranking_shares_a_term,
    request_shares_a_term,
)
from tooldeck.select.dense import dense_available

pytestmark = pytest.mark.skipif(not dense_available(), reason="MiniLM weights not installed")

PROJECT = Deck(
    [
        Tool("get_file_contents", "Get the contents of a file or directory from a project."),
        Tool("create_issue", "Create a new issue in a project."),
        Tool("create_branch", "Create a new branch in a project."),
        Tool("fork_repository", "Fork a project to your account."),
    ]
)
FILE_QUESTION = "which redis version does group/backend's docker-compose.yml use?"


def test_a_file_name_read_as_a_file_is_a_shared_word() -> None:
    """No word of the request as written occurs in any tool (the premise, by hand:
    which, redis, version, does, group, backend, docker, compose, yml, use), but the
    ranking reads an English request's file name as the word "file" (docs/select.md, "A
    file's path is no task") and ranks get_file_contents first. Before this session
    search_tools answered "nothing fits" (no shared word); now the check reads what the
    ranking reads."""
    assert not request_shares_a_term(FILE_QUESTION, lexical_index(PROJECT))  # the premise
    catalog = DeferredCatalog(PROJECT)
    assert ranking_shares_a_term(catalog.retriever, FILE_QUESTION) is True
    found = catalog.match({"query": FILE_QUESTION, "k": 2})
    assert found.no_match is False and found.shares_a_term is True
    assert found.ranked[0][0].name == "get_file_contents"
    assert [t.name for t in catalog.answer({"query": FILE_QUESTION, "k": 1})] == [
        "get_file_contents"
    ]
    assert catalog.has_evidence(FILE_QUESTION)


def test_nothing_shared_as_the_ranking_reads_it_is_still_nothing() -> None:
    """Words no reading turns into a tool's word stay "nothing fits", and a ranking with
    no BM25 list of its own (``bm25`` is its own evidence) has no second reading (None)."""
    catalog = DeferredCatalog(PROJECT)
    for query in ("zzzz qqqq", "hi"):
        assert ranking_shares_a_term(catalog.retriever, query) is False, query
        found = catalog.match({"query": query})
        assert found.no_match is True and found.shares_a_term is False, query
        assert catalog.answer({"query": query}) == [], query
    bm25 = make_retriever("bm25")
    bm25.index(PROJECT)
    assert ranking_shares_a_term(bm25, FILE_QUESTION) is None
    shares, best, no_match = judge_match(FILE_QUESTION, bm25, bm25)
    assert (shares, best, no_match) == (False, None, True)  # BM25 alone: no reading
