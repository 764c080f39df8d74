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


def test_words_of_other_scripts_are_terms() -> None:
    # session 23's breaker: only ASCII letters and CJK ideographs made terms, so a request
    # in Russian, Arabic, Hebrew, Hindi or Korean shared no term with a deck in its own
    # language, and accented Latin words were cut apart ("café" read "caf")
    assert tokenize("Получить погоду") == ["получить", "погоду"]
    assert tokenize("حالة الطقس") == ["حالة", "الطقس"]
    assert tokenize("מזג האוויר") == ["מזג", "האוויר"]
    assert tokenize("मौसम शहर") == ["मौसम", "शहर"]  # vowel signs (marks) stay in the word
    assert tokenize("날씨 가져오기") == ["날씨", "가져오기"]
    assert tokenize("Müller café naïve") == ["müller", "café", "naïve"]
    # ASCII identifiers are still split; CJK beside another script still bigrams
    assert tokenize("getUserById über 查询表") == [
        "get",
        "user",
        "by",
        "id",
        "über",
        "查询",
        "询表",
    ]


def test_a_request_in_a_decks_own_script_is_found_by_bm25() -> None:
    from tooldeck.select import make_retriever
    from tooldeck.select.deferred import lexical_index, request_shares_a_term
    from tooldeck.tool import Deck, Tool

    schema = {"type": "object", "properties": {}}
    deck = Deck(
        [
            Tool("weather", "Получить прогноз погоды для города.", schema),
            Tool("convert", "Перевести сумму из одной валюты в другую.", schema),
        ]
    )
    retriever = make_retriever("bm25")
    retriever.index(deck)
    (best, score), (_, other) = retriever.search("прогноз погоды", 2)
    assert best.name == "weather" and score > 0 == other  # before: every score 0.0
    # the gateway's "nothing fits" reading: the request shares words with the deck
    assert request_shares_a_term("прогноз погоды", lexical_index(deck.tools))


def test_full_width_and_decomposed_text_read_as_shown() -> None:
    # session 23's breaker: full-width Latin typed by a CJK input method and NFD accents
    # (macOS file names) shared no term with the deck; text is read in NFKC
    assert tokenize("看看ｎｇｉｎｘ") == ["看看", "nginx"]
    assert tokenize("Re\u0301sume\u0301") == tokenize("Résumé") == ["résumé"]
    assert tokenize("ＧｅｔＵｓｅｒ") == ["get", "user"]  # then ASCII: identifiers split
