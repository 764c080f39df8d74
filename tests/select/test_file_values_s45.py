"""A file the user names is a value (forty-fifth session): with the action reading on (the
``hybrid`` method), the BM25 list leaves out of every reading the file names an English
request writes, with their paths (``HybridRetriever.lexical_text`` through
``BM25Retriever.query_text``); the dense lists still read them, and a request holding CJK
ideographs is read as before.

Expected strings are written by hand from the docstrings (``mask_file_names`` writes each
name with its path as the word given, here none, between two spaces). The BM25 scores are
compared, not computed: a term a query no longer holds adds nothing to any tool. The ranks
were read off by running the method with ``file_values`` on and off over a deck of
benchmarks/data (select_blind3's gateway_workbench; its README) and one dev request
(bl3-wb-001) and probes written for this session (docs/select.md, "A file the user names
is a value").
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from tooldeck.formats import load
from tooldeck.select.base import innermost
from tooldeck.select.bm25 import BM25Retriever
from tooldeck.select.dense import dense_available
from tooldeck.select.hybrid import HybridRetriever
from tooldeck.select.methods import make_retriever
from tooldeck.tool import Deck, Tool

ROOT = Path(__file__).resolve().parents[2]
WORKBENCH = ROOT / "benchmarks/data/select_blind3/decks/gateway_workbench.json"
needs_model = pytest.mark.skipif(not dense_available(), reason="dense extra not installed")


def _hybrid() -> HybridRetriever:
    inner = innermost(make_retriever("hybrid"))
    assert isinstance(inner, HybridRetriever)
    return inner


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("rename utils/helpers.js to utils/format.js", "rename    to   "),
        ("show me what's in src/config/defaults.yaml", "show me what's in   "),
        ("remove the old .travis.yml now", "remove the old    now"),
        # no file name: as written (a word, a repository, a web address's file)
        ("show me the config defaults", "show me the config defaults"),
        ("merge the pull request in acme/api", "merge the pull request in acme/api"),
        ("fetch https://x.org/a/index.html now", "fetch https://x.org/a/index.html now"),
        # a request holding CJK ideographs: its English words are mostly its file names
        ("看看 src/store/index.ts 第 40 行", "看看 src/store/index.ts 第 40 行"),
    ],
)
def test_lexical_text(text: str, read: str) -> None:
    assert _hybrid().lexical_text(text) == read


def _deck() -> Deck:
    return Deck(
        [
            Tool(name="read_file", description="Read the contents of a file."),
            Tool(name="get_config", description="Get the server config and its defaults."),
        ]
    )


def test_bm25_reads_a_query_through_query_text() -> None:
    bm25 = BM25Retriever()
    assert bm25.query_text is None
    bm25.index(_deck())
    query = "show src/config/defaults.yaml"
    assert "config" in bm25.query_terms(query)
    assert bm25.scores(query)[1] > 0  # get_config shares "config" and "defaults"
    bm25.query_text = _hybrid().lexical_text
    assert "config" not in bm25.query_terms(query)
    assert bm25.scores(query)[1] == 0
    # the same words said as words, not as a file's path, still count
    assert bm25.scores("show the config defaults")[1] > 0


@needs_model
def test_the_hybrid_sets_the_reading_at_index_and_it_can_be_turned_off() -> None:
    inner = _hybrid()
    inner.index(_deck())
    assert inner.bm25.query_text == inner.lexical_text
    inner.file_values = False
    inner.index(_deck())
    assert inner.bm25.query_text is None


def _ranks(query: str, tool: str) -> tuple[int, int]:
    """Rank of ``tool`` on the workbench deck (``hybrid`` with the cross-lingual stage)
    with the reading and without it."""
    deck = load(str(WORKBENCH)).deck
    retriever = make_retriever("hybrid", crosslingual=True)
    inner = innermost(retriever)
    assert isinstance(inner, HybridRetriever)
    out = []
    for on in (True, False):
        inner.file_values = on
        retriever.index(deck)
        out.append([t.name for t, _ in retriever.search(query, len(deck))].index(tool) + 1)
    return out[0], out[1]


@needs_model
def test_a_files_path_words_no_longer_rank_a_tool_that_shares_them() -> None:
    # bl3-wb-001: "config" of the path ranked fs__stat ("… config …") first
    assert _ranks("show me what's in src/config/defaults.yaml", "fs__read") == (1, 2)
    # probes: the same words as words are read as before; a request whose task is said
    # apart from the file keeps its first tool
    assert _ranks("stage src/app.ts and src/app.test.ts", "git__git-add") == (1, 1)
    assert _ranks(
        "take a screenshot of the page and save it as shots/home.png",
        "playwright__playwright_screenshot",
    ) == (1, 1)


@needs_model
def test_dense_and_bm25_scores_of_a_request_without_a_file_are_unchanged() -> None:
    deck = load(str(WORKBENCH)).deck
    retriever = make_retriever("hybrid", crosslingual=True)
    inner = innermost(retriever)
    assert isinstance(inner, HybridRetriever)
    query = "show me the config defaults"
    retriever.index(deck)
    on = inner.bm25.scores(query)
    inner.file_values = False
    retriever.index(deck)
    np.testing.assert_array_equal(on, inner.bm25.scores(query))
