"""Tokenisation for BM25 (expected lists derived by hand from the rule in
tooldeck.select.tokenize)."""

from __future__ import annotations

from tooldeck.select.tokenize import tokenize


def test_tokenize_cjk_bigrams_and_identifiers() -> None:
    assert tokenize("打包发我") == ["打包", "包发", "发我"]
    assert tokenize("查") == ["查"]
    assert tokenize("Read_File getUserById math.gcd") == [
        "read",
        "file",
        "get",
        "user",
        "by",
        "id",
        "math",
        "gcd",
    ]
    assert tokenize("HTTPServer k8s URLs") == ["http", "server", "k8s", "urls"]
    assert tokenize("  !!! ") == []


def test_supplementary_plane_ideographs_form_terms() -> None:
    # the estimate tokenizer's ranges (tooldeck.tokenizers.CJK_IDEOGRAPHS): Extension B and
    # later, beyond the Basic Multilingual Plane, are ideographs too (before the ranges were
    # shared, BM25 dropped them as separators)
    assert tokenize("𠀀") == ["𠀀"]
    assert tokenize("查𠀀表") == ["查𠀀", "𠀀表"]
    assert tokenize("read 𪚥 file") == ["read", "𪚥", "file"]
