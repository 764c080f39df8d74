"""BM25 checked against an independent pure-Python implementation; ranking ties, bad input."""

from __future__ import annotations

import math
from collections import Counter

import pytest

from tooldeck.cases import load_cases
from tooldeck.formats import load
from tooldeck.select.base import SelectError
from tooldeck.select.bm25 import BM25Retriever
from tooldeck.select.documents import DocumentFields, lexical_terms
from tooldeck.select.tokenize import tokenize
from tooldeck.tool import Deck, Tool


def _reference_bm25(
    docs: list[list[str]], query: list[str], k1: float = 1.2, b: float = 0.75
) -> list[float]:
    """Okapi BM25 as Lucene ≥ 8 scores it: IDF ln(1 + (N - df + .5)/(df + .5)), term part
    tf / (tf + k1·(1 - b + b·dl/avgdl)) (the constant (k1+1) factor dropped)."""
    n = len(docs)
    avgdl = sum(map(len, docs)) / n
    df = Counter(t for d in docs for t in set(d))
    out = []
    for d in docs:
        tf = Counter(d)
        s = 0.0
        for t in query:
            if tf[t]:
                idf = math.log(1 + (n - df[t] + 0.5) / (df[t] + 0.5))
                s += idf * tf[t] / (tf[t] + k1 * (1 - b + b * len(d) / avgdl))
        out.append(s)
    return out


def test_bm25_scores_match_reference() -> None:
    deck = load("examples/ops68").deck
    cases = load_cases("examples/ops68/cases.jsonl")
    fields = DocumentFields()
    retriever = BM25Retriever(fields)
    retriever.index(deck)
    docs = [lexical_terms(t, fields) for t in deck]
    for case in cases[:10]:
        got = retriever.scores(case.query)
        want = _reference_bm25(docs, tokenize(case.query))
        assert got.tolist() == pytest.approx(want, rel=1e-4, abs=1e-5)


def test_bm25_ranking_ties_and_k_larger_than_deck(deck: Deck) -> None:
    retriever = BM25Retriever()
    retriever.index(deck)
    hits = retriever.search("delete this file", 10)
    assert [t.name for t, _ in hits][:2] == ["delete_file", "read_file"]
    assert len(hits) == 4  # k > deck: the whole deck, zero scores last in deck order
    assert [t.name for t, s in hits if s == 0] == ["count_rows", "getUserById"]
    assert retriever.search("统计行数", 1)[0][0].name == "count_rows"


@pytest.mark.parametrize(("query", "k"), [("", 3), ("   ", 3), ("file", 0), ("file", -1)])
def test_bad_query_and_k(query: str, k: int, deck: Deck) -> None:
    retriever = BM25Retriever()
    retriever.index(deck)
    with pytest.raises(SelectError):
        retriever.search(query, k)


def test_empty_deck_and_search_before_index() -> None:
    with pytest.raises(SelectError, match="no tools"):
        BM25Retriever().index(Deck())
    with pytest.raises(SelectError, match="index"):
        BM25Retriever().search("x", 1)


def test_deck_without_descriptions_uses_names() -> None:
    deck = Deck([Tool(name="send_email"), Tool(name="list_invoices")])
    retriever = BM25Retriever()
    retriever.index(deck)
    assert retriever.search("invoices please", 1)[0][0].name == "list_invoices"
