"""XGrammar's compilation is bounded (tooldeck.decode.xgrammar_engine): values above the
stated limits are refused before XGrammar sees them (it compiles in C++ and cannot be
interrupted), named with tool, pointer and keyword; relaxed, the rest still compiles.

Sizes are derived by hand from the limits; the unbounded cases (``{1,200}``, 10,000 enum
values) took from 21 s to over a minute on XGrammar 0.2.8 before the limits.
"""

from __future__ import annotations

import threading
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


def _join_runaway() -> None:
    from tooldeck.decode import xgrammar_engine

    for thread in list(xgrammar_engine._RUNAWAY):
        thread.join(600)  # XGrammar cannot be stopped: let it finish before the next test


def test_the_deadline_holds_refuses_a_pile_up_and_hands_back_errors() -> None:
    # deterministic: the work waits on an event the test sets, so it is overdue for sure
    from tooldeck.decode.xgrammar_engine import MAX_RUNAWAY, _Overdue, _with_deadline

    release = threading.Event()
    try:
        for _ in range(MAX_RUNAWAY):
            with pytest.raises(_Overdue, match=r"did not finish x within the 0\.01 s limit"):
                _with_deadline(release.wait, 0.01, "x")
        with pytest.raises(_Overdue, match=f"still busy with {MAX_RUNAWAY} earlier grammars"):
            _with_deadline(lambda: 1, 0.01, "y")  # refused without starting
    finally:
        release.set()
        _join_runaway()
    assert _with_deadline(lambda: 7, 60, "z") == 7
    with pytest.raises(ZeroDivisionError):
        _with_deadline(lambda: 1 / 0, 60, "z")


def test_a_schema_that_compiles_slowly_is_an_error_naming_tool_and_limit(
    xgr: Engine, monkeypatch: pytest.MonkeyPatch
) -> None:
    # ^[a-z]{0,100}$ is within the size limits and compiled in 1.2 s on XGrammar 0.2.8 (a
    # busy 2-core machine); its value probe is cheap and is made first, under the default
    slow = schema({"type": "string", "pattern": "^[a-z]{0,100}$"})
    assert xgr.report(slow, tool="t").fully_enforced
    monkeypatch.setattr(xgr, "compile_timeout_s", 0.01)
    start = time.monotonic()
    try:
        with pytest.raises(GrammarError) as info:
            xgr.compile_schema(slow, tool="t")
        assert time.monotonic() - start < 30  # a ceiling: the caller is not held
    finally:
        _join_runaway()
    message = str(info.value)
    assert "within the 0.01 s limit (compile_timeout_s" in message
    assert "--engine llguidance" in message and info.value.tool == "t"


def test_compile_timeout_is_checked() -> None:
    from tooldeck.decode.xgrammar_engine import COMPILE_TIMEOUT_S, XGrammarEngine

    assert COMPILE_TIMEOUT_S == 60.0
    for bad in (0, -1, True, "5", float("nan")):
        with pytest.raises(GrammarError, match="compile_timeout_s must be a positive"):
            XGrammarEngine(openai_encoding("o200k_base"), compile_timeout_s=bad)  # type: ignore[arg-type]


def test_a_not_space_class_is_refused_and_relaxed_checked(xgr: Engine) -> None:
    """XGrammar 0.2.8 read ``\\S`` as "not ASCII white space": ``^\\S$`` let U+00A0
    through, which ECMA-262 ``\\s`` (the validator's) counts as white space, so a
    constrained call failed its own schema. Refused now; relaxed, it is checked after
    generation. An escaped backslash before S is a literal S and stays enforced."""
    import jsonschema_rs

    prop = {"type": "string", "pattern": r"^\S$"}
    assert not jsonschema_rs.validator_for(schema(prop)).is_valid({"x": "\u00a0"})
    with pytest.raises(GrammarError) as info:
        xgr.compile_schema(schema(prop), tool="t")
    assert info.value.keywords == ("/properties/x: pattern",)
    assert "U+00A0" in str(info.value)
    relaxed = DecodeOptions(relax=True, whitespace="compact")
    (report,) = xgr.compile_schema(schema(prop), tool="t", options=relaxed).reports
    assert {(f.pointer, f.keyword) for f in report.with_status(KeywordStatus.relaxed)} == {
        ("/properties/x", "pattern")
    }
    # a backslash, then S: not read as \S; refused for the backslash it holds, which
    # XGrammar cannot match inside a JSON string (test_strings_xgrammar_cannot_escape...)
    literal = {"type": "string", "pattern": r"^\\S$"}
    (finding,) = xgr.report(schema(literal), tool="t").with_status(KeywordStatus.refused)
    assert "U+00A0" not in finding.note and "allows '\\'" in finding.note


def _mask_accepts(xgr: Engine, schema_: dict[str, Any], text: str, options: DecodeOptions) -> bool:
    from tooldeck.decode.masker import TokenMasker

    masker = TokenMasker(xgr, xgr.compile_schema(schema_, options=options))
    return all(masker.accept(t) for t in xgr.tokenizer.encode(text)) and masker.is_accepting()


REF_SIBLING = {
    "type": "object",
    "properties": {"d": {"$ref": "#/$defs/s", "maximum": 3}},
    "required": ["d"],
    "$defs": {"s": {"$anchor": "a", "type": "integer"}},
}


@pytest.mark.parametrize("ref", ["#/$defs/s", "#a"])
def test_keywords_beside_a_ref_are_not_reported_enforced(xgr: Engine, ref: str) -> None:
    """XGrammar 0.2.8 follows a ``$ref`` and ignores every keyword beside it (measured:
    ``{"$ref": int, "maximum": 3}`` let ``{"d": 9}`` through, and wrapping both in
    ``allOf`` did not help), while the report said ``maximum`` enforced. Refused now;
    relaxed, the report names it and the mask still takes valid values."""
    prop = {"$ref": ref, "maximum": 3, "properties": {"b": {"type": "string"}}}
    s = {**REF_SIBLING, "properties": {"d": prop}}
    with pytest.raises(GrammarError) as info:
        xgr.compile_schema(s, tool="t")
    assert set(info.value.keywords or ()) == {
        "/properties/d: maximum",
        "/properties/d: properties",
        "/properties/d/properties/b: type",
    }
    assert "$ref" in str(info.value)
    relaxed = DecodeOptions(relax=True, whitespace="compact")
    report = xgr.report(s, tool="t", options=relaxed)
    assert {(f.pointer, f.keyword) for f in report.with_status(KeywordStatus.relaxed)} == {
        ("/properties/d", "maximum"),
        ("/properties/d", "properties"),
        ("/properties/d/properties/b", "type"),
    }
    assert _mask_accepts(xgr, s, '{"d": 2}', relaxed)
    assert xgr.report({**REF_SIBLING, "properties": {"d": {"$ref": ref}}}).fully_enforced


PATTERN_OBJECT = {
    "type": "object",
    "properties": {
        "o": {
            "type": "object",
            "patternProperties": {"^x": {"type": "integer"}},
            "additionalProperties": False,
            "minProperties": 1,
        }
    },
    "required": ["o"],
}


def test_pattern_properties_are_not_reported_enforced(xgr: Engine) -> None:
    """XGrammar 0.2.8 matched a ``patternProperties`` pattern against the whole key
    (``^x`` took the key ``x`` but refused ``x1``, which ECMA-262 matches) and let no
    other key through whatever ``additionalProperties`` said; with ``minProperties: 1``
    no valid call could be generated while the report said all enforced. Refused now
    (both keywords, and the pattern's subschema); relaxed, the object is decoded open
    and ``{"o": {"x1": 1}}`` (valid) passes the mask."""
    with pytest.raises(GrammarError) as info:
        xgr.compile_schema(PATTERN_OBJECT, tool="t")
    assert set(info.value.keywords or ()) == {
        "/properties/o: patternProperties",
        "/properties/o: additionalProperties",
        "/properties/o/patternProperties/^x: type",
    }
    relaxed = DecodeOptions(relax=True, whitespace="compact")
    assert _mask_accepts(xgr, PATTERN_OBJECT, '{"o": {"x1": 1}}', relaxed)
    assert not _mask_accepts(xgr, PATTERN_OBJECT, '{"o": {}}', relaxed)  # minProperties holds


# --- patterns XGrammar reads differently from ECMA-262 (session 23's note) ----------------
@pytest.mark.parametrize(
    ("pattern", "valid", "invalid", "why"),
    [
        # a lookahead is ignored: the mask is wider than the pattern
        (r"^(?!a)[a-z]+$", "bcd", "abc", "lookaround"),
        (r"^(?=a)[a-z]+$", "abc", "bcd", "lookaround"),
        # [^\s] is [^ASCII white space] to XGrammar: a no-break space got through
        (r"^[^\s]$", "a", "\u00a0", "white space"),
        # \cA is not read at all: the one string the pattern matches was refused
        (r"^\cA$", "\u0001", "cA", "control escape"),
    ],
)
def test_patterns_xgrammar_reads_otherwise_are_refused_and_relaxed_checked(
    xgr: Engine, pattern: str, valid: str, invalid: str, why: str
) -> None:
    """Measured on XGrammar 0.2.8 first (the mask against jsonschema-rs, by hand-chosen
    strings): each pattern was reported enforced while the mask accepted ``invalid`` (the
    first three) or refused ``valid`` (``\\cA``). Refused now, naming why; relaxed, the
    value is decoded without the pattern (checked after generation)."""
    import json

    import jsonschema_rs

    s = schema({"type": "string", "pattern": pattern})
    assert jsonschema_rs.validator_for(s).is_valid({"x": valid})
    assert not jsonschema_rs.validator_for(s).is_valid({"x": invalid})
    with pytest.raises(GrammarError) as info:
        xgr.compile_schema(s, tool="t")
    assert info.value.keywords == ("/properties/x: pattern",)
    assert why in str(info.value)
    relaxed = DecodeOptions(relax=True, whitespace="compact")
    (report,) = xgr.compile_schema(s, tool="t", options=relaxed).reports
    assert report.with_status(KeywordStatus.relaxed)[0].keyword == "pattern"
    assert _mask_accepts(xgr, s, json.dumps({"x": valid}), relaxed)


@pytest.mark.parametrize("pattern", [r"^[(?=]a$", r"^\(?=a$"])
def test_look_alike_patterns_stay_enforced(xgr: Engine, pattern: str) -> None:
    """A ``(?=`` inside a class or after an escaped parenthesis is literal text. (``^\\\\cA$``,
    ``^[\\s]$`` and ``^\\s+$`` stood here too: they allow a backslash or a tab, which
    XGrammar 0.2.8 cannot match inside a JSON string, so they are refused now; see
    test_strings_xgrammar_cannot_escape_are_refused.)"""
    assert xgr.report(schema({"type": "string", "pattern": pattern})).fully_enforced


@pytest.mark.parametrize(("ref", "name"), [("#/$defs/a~1b", "a/b"), ("#/$defs/a%20b", "a b")])
def test_an_escaped_ref_pointer_is_named_not_a_raw_log_line(
    xgr: Engine, ref: str, name: str
) -> None:
    """XGrammar 0.2.8 failed with its own log line ("Cannot find field a~1b"); the
    report now names the pointer and the fix, and --relax decodes without the $ref."""
    s = {"type": "object", "properties": {"x": {"$ref": ref}}, "$defs": {name: {"type": "integer"}}}
    with pytest.raises(GrammarError) as info:
        xgr.compile_schema(s, tool="t")
    assert info.value.keywords == ("/properties/x: $ref",)
    assert "JSON pointer" in str(info.value) and "json_schema_converter" not in str(info.value)
    relaxed = DecodeOptions(relax=True, whitespace="compact")
    assert _mask_accepts(xgr, s, '{"x": 5}', relaxed)


def _xgrammar_accepts(s: dict[str, Any], value: str) -> bool:
    """What XGrammar 0.2.8 itself does with ``s`` given as is (tooldeck's report not
    consulted): whether its grammar accepts the JSON text of ``{"x": value}``, spelled as
    ``json.dumps`` spells it (the only way to write '"', '\\' or a control character)."""
    import json

    import xgrammar
    from xgrammar.testing import _is_grammar_accept_string

    grammar = xgrammar.Grammar.from_json_schema(json.dumps(s), strict_mode=False)
    return bool(_is_grammar_accept_string(grammar, json.dumps({"x": value})))


# (keyword value, a string the schema allows that XGrammar 0.2.8 refused), measured.
UNESCAPED = [
    ({"maxLength": 10}, 'a"b'),
    ({"maxLength": 10}, "a\\b"),
    ({"maxLength": 10}, "a\nb"),
    ({"minLength": 1}, 'say "hi"'),
    ({"minLength": 1, "maxLength": 280}, "C:\\dir"),
    ({"pattern": "^.*$"}, 'say "hi"'),
    ({"pattern": "^[ -~]*$"}, "a\\b"),
    ({"pattern": "^[^\\r\\n]+$"}, 'a"b'),
    ({"pattern": "^.{1,5}$"}, "\\"),
    ({"pattern": "^[\\x00-\\x7F]*$"}, "a\tb"),
    ({"pattern": "^\\\\$"}, "\\"),
    ({"pattern": "^\\v$"}, "\x0b"),
    ({"pattern": "^[\\w\\s]+$"}, "a\tb"),
    ({"pattern": "^\\W+$"}, '"'),
]


@pytest.mark.parametrize(("keywords", "valid"), UNESCAPED)
def test_strings_xgrammar_cannot_escape_are_refused(
    xgr: Engine, keywords: dict[str, Any], valid: str
) -> None:
    """XGrammar 0.2.8 builds a string with minLength/maxLength, or one matched against a
    pattern, from ``[^"\\\\\\r\\n]`` with no rule for the JSON escapes, so every string
    holding '"', '\\' or a control character is refused where the schema allows it (a
    pydantic ``max_length`` str could hold no quote, no path, no second line), while the
    report said enforced. Refused now (keyword named, the fix in the note); relaxed, the
    mask takes the string and the keyword is checked after generation."""
    import json

    import jsonschema_rs

    s = schema({"type": "string", **keywords})
    assert jsonschema_rs.validator_for(s).is_valid({"x": valid})
    assert not _xgrammar_accepts(s, valid)  # the engine itself: the measured narrowing
    with pytest.raises(GrammarError) as info:
        xgr.compile_schema(s, tool="t")
    assert set(info.value.keywords or ()) == {f"/properties/x: {k}" for k in keywords}
    assert "--engine llguidance" in str(info.value) and "--relax" in str(info.value)
    relaxed = DecodeOptions(relax=True, whitespace="compact")
    report = xgr.report(s, options=relaxed)
    assert {f.keyword for f in report.with_status(KeywordStatus.relaxed)} == set(keywords)
    assert _mask_accepts(xgr, s, json.dumps({"x": valid}), relaxed)


@pytest.mark.parametrize(
    ("keywords", "longer"),
    [
        ({"type": "string", "pattern": "^[a-z]+$", "maxLength": 5}, "a" * 16),
        ({"type": "string", "format": "email", "maxLength": 8}, "abcdefghij@example.com"),
        ({"maxLength": 10}, "a" * 16),
    ],
)
def test_a_length_xgrammar_ignores_is_refused(
    xgr: Engine, keywords: dict[str, Any], longer: str
) -> None:
    """Beside a pattern or a format, and without ``"type"``, XGrammar 0.2.8 ignores
    maxLength: the measured grammar accepts a string longer than the bound. Refused now."""
    s = schema(keywords)
    assert _xgrammar_accepts(s, longer)
    findings = xgr.report(s).with_status(KeywordStatus.refused)
    assert [f.keyword for f in findings] == ["maxLength"]
    assert "any length" in findings[0].note


# Patterns whose characters leave out '"', '\' and control characters, and length bounds
# that constrain nothing XGrammar gets wrong: exact, so still enforced. Each row's strings
# are compared between XGrammar's grammar and jsonschema-rs.
EXACT = [
    ({"type": "string", "pattern": "^[a-z]+$"}, ["abc", "aBc", "", 'a"b']),
    (
        {
            "type": "string",
            "pattern": "^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$",
        },
        ["123e4567-e89b-12d3-a456-426614174000", "123e4567", "\\"],
    ),
    (
        {"type": "string", "pattern": "^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$"},
        ["ada@example.com", "a@b", 'a"@b.co', "a\\b@c.de"],
    ),
    ({"type": "string", "pattern": "^\\w+$"}, ["abc_1", "a b", "\\"]),
    ({"type": "string", "minLength": 0}, ['a"b', "a\\b", "a\nb"]),
    ({"type": "string", "maxLength": 0}, ["", "a"]),
    ({"type": "integer", "maxLength": 2}, []),
]


@pytest.mark.parametrize(("prop", "values"), EXACT)
def test_strings_xgrammar_matches_exactly_stay_enforced(
    xgr: Engine, prop: dict[str, Any], values: list[str]
) -> None:
    import jsonschema_rs

    s = schema(prop)
    for value in values:
        assert _xgrammar_accepts(s, value) == jsonschema_rs.validator_for(s).is_valid({"x": value})
    assert xgr.report(s).fully_enforced


@pytest.mark.parametrize(
    ("pattern", "valid", "invalid", "why"),
    [
        ("^[\\p{L}\\p{N}_ -]+$", "é1", "{p}", "\\p{…} inside a class"),
        ("^[^\\p{L}]$", "1", "a", "\\p{…} inside a class"),
        ("^[^\\x{22}]*$", "a", '"', "\\x{…} as a code point"),
        ("^\\x{41}$", "A", "x", "\\x{…} as a code point"),
        ("^\\A$", "", "A", "reads \\A as the letter"),
    ],
)
def test_escapes_xgrammar_reads_otherwise_are_refused(
    xgr: Engine, pattern: str, valid: str, invalid: str, why: str
) -> None:
    """XGrammar 0.2.8 reads ``\\p{L}`` inside a class as the letters (it logs "Escape
    sequence '\\p' is not recognized"), ``\\x{HH}`` not as a code point, and ``\\A`` as the
    letter A, where jsonschema-rs reads a Unicode property, a code point and an anchor: the
    grammar took a string the pattern refuses or refused one it allows. Refused now."""
    import jsonschema_rs

    s = schema({"type": "string", "pattern": pattern})
    check = jsonschema_rs.validator_for(s)
    assert check.is_valid({"x": valid}) and not check.is_valid({"x": invalid})
    wrong = not _xgrammar_accepts(s, valid) or _xgrammar_accepts(s, invalid)
    assert wrong  # the engine itself reads it otherwise
    (finding,) = xgr.report(s).with_status(KeywordStatus.refused)
    assert finding.keyword == "pattern" and why in finding.note
