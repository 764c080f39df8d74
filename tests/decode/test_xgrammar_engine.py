"""XGrammar's compilation is bounded (tooldeck.decode.xgrammar_engine): values above the
stated limits are refused before XGrammar sees them (it compiles in C++ and cannot be
interrupted), named with tool, pointer and keyword; relaxed, the rest still compiles.

Sizes are derived by hand from the limits; the unbounded cases (``{1,200}``, 10,000 enum
values) took from 21 s to over a minute on XGrammar 0.2.8 before the limits.
"""

from __future__ import annotations

import time
from typing import Any

import pytest

from tooldeck.decode.engines import DecodeOptions, Engine, KeywordStatus, get_engine
from tooldeck.decode.tokenizer_adapters import TokenizerAdapter, openai_encoding
from tooldeck.decode.xgrammar_engine import (
    MAX_ENUM_VALUES,
    MAX_PATTERN_CHARS,
    MAX_PATTERN_EXPANSION,
    _expansion,
)
from tooldeck.errors import GrammarError

pytest.importorskip("xgrammar")


@pytest.fixture(scope="module")
def xgr() -> Engine:
    tokenizer: TokenizerAdapter = openai_encoding("o200k_base")
    return get_engine("xgrammar", tokenizer)


def schema(prop: dict[str, Any]) -> dict[str, Any]:
    return {"type": "object", "properties": {"x": prop}, "required": ["x"]}


HUGE = [
    ("enum", {"type": "string", "enum": [f"value_{i}" for i in range(MAX_ENUM_VALUES + 1)]}),
    ("pattern", {"type": "string", "pattern": "^[a-z]{1,200}$"}),
    ("pattern", {"type": "string", "pattern": "^(a|b|c|d){1000}$"}),
    ("pattern", {"type": "string", "pattern": "a" * (MAX_PATTERN_CHARS + 1)}),
]


@pytest.mark.parametrize(("keyword", "prop"), HUGE, ids=["enum", "range", "count", "long"])
def test_huge_values_are_refused_before_compiling(
    xgr: Engine, keyword: str, prop: dict[str, Any]
) -> None:
    start = time.monotonic()
    with pytest.raises(GrammarError) as info:
        xgr.compile_schema(schema(prop), tool="t")
    assert time.monotonic() - start < 30  # a ceiling; unbounded, these run for minutes
    message = str(info.value)
    assert f"/properties/x: {keyword}" in message
    assert "bounded time (limit" in message
    assert info.value.tool == "t"


@pytest.mark.parametrize(("keyword", "prop"), HUGE[:2], ids=["enum", "range"])
def test_relaxed_the_rest_compiles_and_the_keyword_is_reported(
    xgr: Engine, keyword: str, prop: dict[str, Any]
) -> None:
    options = DecodeOptions(relax=True)
    compiled = xgr.compile_schema(schema(prop), tool="t", options=options)
    (report,) = compiled.reports
    relaxed = {(f.pointer, f.keyword) for f in report.with_status(KeywordStatus.relaxed)}
    assert relaxed == {("/properties/x", keyword)}


def test_ordinary_patterns_and_enums_stay_enforced(xgr: Engine) -> None:
    uuid = "^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$"
    prop = {"type": "string", "pattern": uuid, "enum": ["a", "b"]}
    report = xgr.report(schema(prop), tool="t")
    assert report.fully_enforced


@pytest.mark.parametrize(
    ("pattern", "size"),
    [
        ("abc", 3),
        ("^[a-z]{0,100}$", 1 + 100 + 1),  # ^, 100 classes, $
        ("(ab){3}", 6),
        ("a+", 2),  # min + 1
        ("(a|bc){10}", 10 * (1 + 2)),  # a branch counts all its alternatives
        ("^[a-z]{1,200}$", 1 + 200 + 1),
        ("(", None),  # Python's re cannot parse it: only the length limit applies
    ],
)
def test_expansion_counts_unrolled_units(pattern: str, size: int | None) -> None:
    assert _expansion(pattern) == size
    assert MAX_PATTERN_EXPANSION == 128
