"""Session 42: a case-insensitive pattern behind a literal gate answers as the pattern does.

``prefilter.caseless_gated`` lets a ``re.IGNORECASE`` pattern run on an ASCII text only
when the text's lower case holds one of the pattern's required literals; the answers must
be the pattern's own, whatever the case of the text, and texts outside ASCII must reach
the pattern unchanged (the Kelvin sign, the long s and Chinese cues)."""

from __future__ import annotations

import re

import pytest

from tooldeck.lint import phrases, similarity, usage_phrases
from tooldeck.lint.prefilter import _BOUNDARY, caseless_gated, caseless_literals
from tooldeck.lint.rules import safety, schema

GATED = {
    "WHEN": phrases.WHEN,
    "EXCLUSION": phrases.EXCLUSION,
    "OUTPUT": phrases.OUTPUT,
    "MORE_WHEN": usage_phrases.MORE_WHEN,
    "MORE_EXCLUSION": usage_phrases.MORE_EXCLUSION,
    "MORE_OUTPUT": usage_phrases.MORE_OUTPUT,
    "_ALTERNATIVE": similarity._ALTERNATIVE,
    "_LENGTH_TEXT": schema._LENGTH_TEXT,
    "_READ_ENV": safety._READ_ENV,
    "_PARAM_RUNS": safety._PARAM_RUNS,
    "_STATED_WRITE": safety._STATED_WRITE,
}

TEXTS = [
    "Looks up an order by id.",
    "Use this tool when the user gives a complete order id.",
    "Returns the order's status, items and total.",
    "Do not use it to list a customer's orders; use list_orders instead.",
    "For larger files, use upload_large_file.",
    "The title, at most 160 characters.",
    "Handy if you need the raw HTML.",
    "Gibt Kurs und Zeitstempel zurück.",
    "Draft invoices are not supported.",
    "Call after importing the CSV.",
    "Rückgabe: die Liste der Termine.",
    "用于查询订单。返回订单状态。不要用于退款。",
    "Úsalo cuando necesites el precio.",
    "",
    "a",
    "one two three four five six seven eight nine ten eleven twelve",
    "reuse this buffer; the recall ID is returned later",  # cues inside other words
    "\nwhen: the user asks for a refund",  # ^ under MULTILINE
    "Output: a JSON object",
    "Returns all environment variables of the server process.",
    "Path of a Python script to run.",
    "The operation changes review state; it deletes the draft.",
]


def _variants(text: str) -> list[str]:
    return [text, text.upper(), text.title(), text.swapcase(), text.lower()]


@pytest.mark.parametrize("name", sorted(GATED))
def test_gated_pattern_answers_as_the_pattern(name: str) -> None:
    gated = GATED[name]
    raw = re.compile(gated.pattern, gated.flags)
    matched = 0
    for text in TEXTS:
        for variant in _variants(text):
            a, b = raw.search(variant), gated.search(variant)
            assert (a and a.span()) == (b and b.span()), (name, variant)
            assert raw.findall(variant) == gated.findall(variant), (name, variant)
            assert [m.span() for m in raw.finditer(variant)] == [
                m.span() for m in gated.finditer(variant)
            ]
            assert (raw.match(variant) is None) == (gated.match(variant) is None)
            matched += a is not None
    assert matched  # the texts exercise the pattern, not only its gate


def test_cue_in_any_case_is_found_and_absent_cue_is_not() -> None:
    assert phrases.WHEN.search("USE THIS TOOL WHEN the user asks") is not None
    assert phrases.EXCLUSION.search("Never Call This for refunds") is not None
    assert phrases.OUTPUT.search("Looks up an order.") is None
    assert phrases.OUTPUT.search("Looks up an order. RETURNS its status.") is not None


def test_characters_that_fold_to_ascii_reach_the_pattern() -> None:
    # U+017F (long s) matches "s" case-insensitively: the text is not ASCII, so the
    # pattern itself answers, and a literal holding such a character closes no gate
    assert phrases.WHEN.search("u\u017fe this tool") is not None
    assert caseless_literals("\u212aelvin", re.IGNORECASE) is None  # Kelvin sign


def test_literals_are_lower_case_and_non_ascii_ones_left_out() -> None:
    literals = caseless_literals(r"\bReturns\b|返回", re.IGNORECASE)
    assert literals == frozenset({f"{_BOUNDARY}returns{_BOUNDARY}"})
    only_chinese = caseless_gated(re.compile("返回|结果", re.IGNORECASE))
    assert caseless_literals("返回|结果", re.IGNORECASE) == frozenset()
    assert only_chinese.search("Returns the result") is None
    assert only_chinese.search("返回结果") is not None


def test_pattern_without_literals_lets_every_text_through() -> None:
    assert caseless_literals(r"\d+\s*chars", re.IGNORECASE) is not None
    assert caseless_literals(r"\w+|\d", re.IGNORECASE) is None
    anything = caseless_gated(re.compile(r"\w+|\d", re.IGNORECASE))
    assert anything.search("Hello") is not None
    assert anything.sub("x", "ab cd") == "x x"  # other methods go to the pattern
