"""Both engines behind one interface: keyword reports match what each engine really enforces.

Each probe is a schema plus an instance that violates *only* the probed keyword (written by
hand; jsonschema-rs, an independent implementation, confirms the instance is invalid). For
every engine: a keyword reported *enforced* must make the matcher reject the instance; one
the engine cannot enforce is *refused* by default and *relaxed* with ``relax=True``.
"""

from __future__ import annotations

import json
from typing import Any

import jsonschema_rs
import numpy as np
import pytest

from tooldeck.decode.engines import (
    DecodeOptions,
    Engine,
    KeywordStatus,
    LLGuidanceEngine,
    XGrammarEngine,
    decoding_schema,
    get_engine,
)
from tooldeck.decode.masker import TokenMasker, apply_bitmask
from tooldeck.decode.tokenizer_adapters import TokenizerAdapter, openai_encoding
from tooldeck.errors import GrammarError


def obj(props: dict[str, Any], **extra: Any) -> dict[str, Any]:
    return {"type": "object", "properties": props, **extra}


AB = {"a": {"type": "integer"}, "b": {"type": "integer"}}
PROBES: dict[str, tuple[dict[str, Any], Any]] = {
    "maxLength": (obj({"x": {"type": "string", "maxLength": 2}}), {"x": "abc"}),
    "minimum": (obj({"x": {"type": "integer", "minimum": 5}}), {"x": 3}),
    "enum": (obj({"x": {"enum": ["a", "b"]}}), {"x": "c"}),
    "required": (obj({"x": {"type": "integer"}}, required=["x"]), {}),
    "additionalProperties": (obj({"x": {"type": "integer"}}, additionalProperties=False), {"y": 1}),
    "pattern": (obj({"x": {"type": "string", "pattern": "^[a-z]+$"}}), {"x": "AB"}),
    "minItems": (obj({"x": {"type": "array", "minItems": 2}}), {"x": [1]}),
    "anyOf": (obj({"x": {"anyOf": [{"type": "integer"}, {"type": "boolean"}]}}), {"x": "s"}),
    "uniqueItems": (
        obj({"x": {"type": "array", "items": {"type": "integer"}, "uniqueItems": True}}),
        {"x": [1, 1]},
    ),
    "not": (obj({"x": {"type": "integer", "not": {"const": 3}}}), {"x": 3}),
    "dependentRequired": (obj(AB, dependentRequired={"a": ["b"]}), {"a": 1}),
    "allOf": (obj(AB, allOf=[{"required": ["a"]}]), {"b": 1}),
}
# What each engine enforces, measured (llguidance 1.9.1, XGrammar 0.2.8).
NOT_ENFORCED = {
    "llguidance": {"uniqueItems", "not", "dependentRequired"},
    # maxLength: XGrammar 0.2.8 builds a bounded string without escapes (refuses a"b), so
    # tooldeck reports it not enforced (test_xgrammar_engine.py)
    "xgrammar": {"uniqueItems", "not", "dependentRequired", "allOf", "maxLength"},
}


@pytest.fixture(scope="module")
def tokenizer() -> TokenizerAdapter:
    return openai_encoding("o200k_base")


@pytest.fixture(scope="module", params=["llguidance", "xgrammar"])
def engine(request: pytest.FixtureRequest, tokenizer: TokenizerAdapter) -> Engine:
    return get_engine(request.param, tokenizer)


def accepts(engine: Engine, schema: dict[str, Any], text: str, options: DecodeOptions) -> bool:
    masker = TokenMasker(engine, engine.compile_schema(schema, options=options))
    for token in engine.tokenizer.encode(text):
        if not masker.accept(token):
            return False
    return masker.is_accepting()


@pytest.mark.parametrize("keyword", list(PROBES))
def test_reported_status_matches_what_the_engine_enforces(engine: Engine, keyword: str) -> None:
    schema, instance = PROBES[keyword]
    assert not jsonschema_rs.validator_for(schema).is_valid(instance)  # the probe is a violation
    options = DecodeOptions(relax=True, closed_objects=False, whitespace="compact")
    report = engine.report(schema, options=options)
    statuses = {f.status for f in report.findings if f.keyword == keyword}
    text = json.dumps(instance)
    if keyword in NOT_ENFORCED[engine.name]:
        assert statuses == {KeywordStatus.relaxed}
        assert accepts(engine, schema, text, options)  # truly not enforced: hence the re-check
        with pytest.raises(GrammarError, match=keyword):
            engine.compile_schema(schema, tool="t", options=DecodeOptions())
    else:
        assert statuses == {KeywordStatus.enforced}
        assert not accepts(engine, schema, text, options)


def test_refusal_names_tool_pointer_and_keyword(engine: Engine) -> None:
    schema = obj({"tags": {"type": "array", "uniqueItems": True}})
    with pytest.raises(GrammarError) as info:
        engine.compile_schema(schema, tool="tag_issue")
    assert info.value.tool == "tag_issue"
    assert info.value.keywords == ("/properties/tags: uniqueItems",)
    assert "relax=True" in str(info.value)


def test_closed_objects_are_stricter_and_reported(engine: Engine) -> None:
    schema = obj({"x": {"type": "integer"}})
    _, closed = decoding_schema(schema, DecodeOptions())
    assert closed == ("",)
    assert engine.report(schema).closed == ("/",)
    assert not accepts(engine, schema, '{"y": 1}', DecodeOptions(whitespace="compact"))
    assert accepts(
        engine, schema, '{"y": 1}', DecodeOptions(whitespace="compact", closed_objects=False)
    )


def test_whitespace_compact_and_bounded(engine: Engine) -> None:
    schema = obj({"x": {"type": "array", "items": {"type": "integer"}}})
    compact = DecodeOptions(whitespace="compact")
    assert accepts(engine, schema, '{"x": [1, 2]}', compact)
    assert not accepts(engine, schema, '{"x":[1,2]}', compact)
    bounded = DecodeOptions(whitespace="bounded", max_whitespace=2)
    assert accepts(engine, schema, '{"x":[1,  2]}', bounded)
    assert not accepts(engine, schema, '{"x":[1,   2]}', bounded)  # a run of 3 spaces


def test_compiled_grammars_are_cached(engine: Engine) -> None:
    schema = obj({"x": {"type": "integer"}})
    assert engine.compile_schema(schema) is engine.compile_schema(dict(schema))


def test_masker_fill_accept_rollback(engine: Engine) -> None:
    masker = TokenMasker(
        engine, engine.compile_schema(obj({"x": {"const": "yes"}}, required=["x"]))
    )
    ids = engine.tokenizer.encode('{"x": "yes"}')
    for token in ids:
        mask = masker.new_bitmask()
        masker.fill_mask(mask)
        logits = np.zeros(engine.tokenizer.vocab_size, dtype=np.float32)
        apply_bitmask(logits, mask)
        assert np.isfinite(logits[token])
        assert masker.accept(token)
    assert masker.is_accepting()
    masker.rollback(2)
    assert not masker.is_accepting()
    assert masker.accept(ids[-2]) and masker.accept(ids[-1])
    eos = engine.tokenizer.eos_token_ids[0]
    assert set(masker.allowed_token_ids().tolist()) == {eos}
    assert masker.accept(eos) and masker.is_finished()


def test_both_engines_are_the_same_class_of_object(tokenizer: TokenizerAdapter) -> None:
    assert isinstance(get_engine("llguidance", tokenizer), LLGuidanceEngine)
    assert isinstance(get_engine("xgrammar", tokenizer), XGrammarEngine)
    with pytest.raises(GrammarError, match="unknown engine"):
        get_engine("outlines", tokenizer)


def test_hf_tokenizer_adapter_matches_the_tiktoken_one(tmp_path: Any) -> None:
    """cl100k converted to a transformers fast tokenizer (transformers' own TikTokenConverter,
    offline from bpe-openai's file) gives the same ordinary ids and masks as the tiktoken path."""
    import gzip
    from pathlib import Path

    import bpe_openai
    from transformers import PreTrainedTokenizerFast
    from transformers.convert_slow_tokenizer import TikTokenConverter

    from tooldeck.decode.tokenizer_adapters import from_hf_tokenizer

    encoding = bpe_openai.get_encoding("cl100k_base")
    data = Path(bpe_openai.__file__).parent / "data" / "cl100k_base.tiktoken.gz"
    vocab = tmp_path / "cl100k_base.tiktoken"
    vocab.write_bytes(gzip.decompress(data.read_bytes()))
    specials = ["<|endoftext|>", "<tool_call>", "</tool_call>"]
    backend = TikTokenConverter(
        vocab_file=str(vocab), pattern=encoding._pat_str, extra_special_tokens=specials
    ).converted()
    hf = from_hf_tokenizer(PreTrainedTokenizerFast(tokenizer_object=backend, eos_token=specials[0]))
    tk = openai_encoding("cl100k_base")
    # ordinary tokens keep their ranks; the converter numbers special tokens after the last
    # rank (100256…) where tiktoken has its own (<|endoftext|> = 100257)
    text = '{"name": "f", "arguments": {"x": "héllo wörld 42"}}'
    assert hf.encode(text) == tk.encode(text)
    assert hf.encode("Sure.<tool_call>") == [*tk.encode("Sure."), hf.special_tokens["<tool_call>"]]
    assert hf.eos_token_ids == (100256,) and tk.eos_token_ids == (100257,)
    schema = obj({"x": {"type": "string"}}, required=["x"])
    masks = []
    for adapter in (hf, tk):
        engine = get_engine("llguidance", adapter)
        masker = TokenMasker(engine, engine.compile_schema(schema))
        for token in adapter.encode('{"x": "h'):
            assert masker.accept(token)
        masks.append(set(masker.allowed_token_ids().tolist()) - set(adapter.eos_token_ids))
    assert masks[0] == masks[1] and len(masks[0]) > 50_000


def test_closing_keeps_undeclared_required_keys_possible(engine: Engine) -> None:
    # BFCL has tools like this (a required key missing from properties): still satisfiable
    schema = obj({"x": {"type": "integer"}}, required=["population"])
    options = DecodeOptions(whitespace="compact")
    assert accepts(engine, schema, '{"population": 12}', options)
    assert not accepts(engine, schema, '{"population": 12, "other": 1}', options)


def test_closing_leaves_compositions_open(engine: Engine) -> None:
    """Session 22's breaker: an object whose keys come from allOf branches was closed to
    its own (none) properties, and each branch to its own, so `decode check` called a
    valid tool unsatisfiable. A composition and its branches stay open; the schema's own
    verdict decides (jsonschema accepts the calls accepted here and refuses the others)."""
    schema = {
        "type": "object",
        "allOf": [
            {"properties": {"name": {"type": "string"}}, "required": ["name"]},
            {"properties": {"age": {"type": "integer"}}, "required": ["age"]},
        ],
    }
    if engine.name != "llguidance":
        pytest.skip("XGrammar does not enforce allOf (a GrammarError names it)")
    options = DecodeOptions(whitespace="compact")
    # (llguidance writes merged properties in their declared order: name first)
    assert accepts(engine, schema, '{"name": "a", "age": 3}', options)
    assert not accepts(engine, schema, '{"name": "a"}', options)
    common = {
        "type": "object",
        "properties": {"order_id": {"type": "string"}},
        "required": ["order_id"],
        "anyOf": [{"required": ["card"]}, {"required": ["iban"]}],
    }
    assert accepts(engine, common, '{"order_id": "o", "card": "4111"}', options)
    assert not accepts(engine, common, '{"order_id": "o"}', options)


@pytest.mark.parametrize(
    ("keyword", "bound", "inside", "outside"),
    [
        ("maximum", 9007199254740995, 9007199254740995, 9007199254740996),
        ("maximum", 2**53 + 1, 2**53 + 1, 2**53 + 2),
        ("minimum", 2**53 + 1, 2**53 + 1, 2**53),
        ("exclusiveMaximum", 9007199254740995, 9007199254740994, 9007199254740995),
    ],
)
def test_integer_bounds_past_2_53_are_exact_or_refused(
    engine: Engine, keyword: str, bound: int, inside: int, outside: int
) -> None:
    """A bound a 64-bit float cannot hold is enforced exactly, or refused and then relaxed.

    llguidance 1.9.1 compares bounds as floats: ``maximum: 9007199254740995`` let
    9007199254740996 through (a constrained call that then failed its own schema) and
    ``maximum: 2**53 + 1`` refused the bound itself. Expected values: 2**53 = 9007199254740992
    and the float nearest 9007199254740995 is 9007199254740996 (round half to even).
    """
    schema = obj({"n": {"type": "integer", keyword: bound}}, required=["n"])
    validator = jsonschema_rs.validator_for(schema)
    assert validator.is_valid({"n": inside}) and not validator.is_valid({"n": outside})
    compact = DecodeOptions(whitespace="compact")
    try:
        engine.compile_schema(schema, tool="t", options=compact)
    except GrammarError as exc:
        assert exc.keywords == (f"/properties/n: {keyword}",)
        assert str(bound) in str(exc)
        relaxed = DecodeOptions(whitespace="compact", relax=True)
        statuses = {f.keyword: f.status for f in engine.report(schema, options=relaxed).findings}
        assert statuses[keyword] == KeywordStatus.relaxed
        assert accepts(engine, schema, json.dumps({"n": inside}), relaxed)
        return
    assert accepts(engine, schema, json.dumps({"n": inside}), compact)
    assert not accepts(engine, schema, json.dumps({"n": outside}), compact)


# --- keyword values an engine cannot take in context: relaxed like `format`, never a failure --
def _tool(name: str, schema: dict[str, Any]) -> Any:
    from tooldeck.tool import Tool

    return Tool(name=name, description="d", input_schema=schema)


WORD = obj({"q": {"type": "string", "pattern": "\\bfoo\\b"}}, required=["q"])
MANY = {f"p{i}": {"type": "string"} for i in range(12)}
MAX_PROPS = obj(MANY, maxProperties=6)
MIN_PROPS = obj(MANY, minProperties=3)


@pytest.mark.parametrize("keyword", ["pattern", "maxProperties", "minProperties"])
def test_values_an_engine_cannot_take_are_relaxed_not_a_failed_tool(
    engine: Engine, keyword: str
) -> None:
    """Was: a ``pattern`` with ``\\b`` (both engines: no word boundaries) and, on
    llguidance, ``min/maxProperties`` beside optional properties ("only supported when all
    keys listed in properties are required") failed the whole tool, relaxed or not, with the
    engine's raw message. Now the keyword is refused with the tool, pointer and the
    ``--relax`` hint, and relaxed it is left out of the mask and checked after generation."""
    from tooldeck.decode.coverage import check_tools
    from tooldeck.decode.parsers import parse_tool_calls
    from tooldeck.tool import Deck

    schema = {"pattern": WORD, "maxProperties": MAX_PROPS, "minProperties": MIN_PROPS}[keyword]
    pointer = "/properties/q" if keyword == "pattern" else "/"
    (row,) = check_tools([_tool("t", schema)], engine).tools
    assert row.status in ("enforced", "relaxed"), row.error
    if keyword == "pattern" or engine.name == "llguidance":  # measured: XGrammar takes these
        assert row.status == "relaxed" and row.keywords == (keyword,)
        with pytest.raises(GrammarError) as info:
            engine.compile_schema(schema, tool="t")
        assert info.value.keywords == (f"{pointer}: {keyword}",)
        assert "--relax" in str(info.value)
    relaxed = DecodeOptions(relax=True)
    statuses = {
        f.status for f in engine.report(schema, options=relaxed).findings if f.keyword == keyword
    }
    expected = KeywordStatus.relaxed if row.status == "relaxed" else KeywordStatus.enforced
    assert statuses == {expected}
    engine.compile_schema(schema, tool="t", options=relaxed)
    # the check after generation: arguments that break only this keyword are refused
    bad = {
        "pattern": {"q": "xfoo"},  # no word boundary before "foo"
        "maxProperties": {f"p{i}": "v" for i in range(7)},  # 7 > 6
        "minProperties": {"p0": "v", "p1": "v"},  # 2 < 3
    }[keyword]
    text = json.dumps({"name": "t", "arguments": bad})
    result = parse_tool_calls(f"<tool_call>\n{text}\n</tool_call>", Deck([_tool("t", schema)]))
    assert [f.kind for f in result.failures] == ["invalid_arguments"]
    assert result.failures[0].pointers == ("/q" if keyword == "pattern" else "/",)


def test_closing_keeps_min_properties_satisfiable(engine: Engine) -> None:
    """An object with ``minProperties`` above its declared keys stays open: closed, it was
    unsatisfiable (XGrammar: "minProperties is greater than the number of properties, but
    additional properties aren't allowed"), so ``decode check`` failed a valid tool."""
    schema = obj({"tags": {"type": "object", "minProperties": 1}}, required=["tags"])
    _, closed = decoding_schema(schema, DecodeOptions())
    assert closed == ("",)  # the root is closed as before; /properties/tags is not
    options = DecodeOptions(whitespace="compact")
    assert accepts(engine, schema, '{"tags": {"k": "v"}}', options)
    assert not accepts(engine, schema, '{"tags": {}}', options)


# --- an escaped '"' or '\' and a negated class: llguidance's mask is wider than the pattern --
@pytest.mark.parametrize(
    ("pattern", "raw"),
    [
        ('^[^"]*$', 'a\\"b'),  # the JSON text a\"b is the string a"b
        ("^[^\\\\]*$", "a\\\\b"),  # a\\b is a\b
        ("^[^!-#]*$", 'a\\"b'),  # a range holding '"' (U+0022)
        ("^[^\\x22a]$", '\\"'),
        # spelled other ways (session 23's breaker): the class is compiled and '"' and '\\'
        # are tried against it, so no spelling escapes the check
        ("^[^\\x{22}]*$", 'a\\"b'),
        ("^[^\\p{P}]*$", 'a\\"b'),  # no punctuation
        ("^[^[:punct:]]*$", 'a\\"b'),
        ('^(?i)[^"]*$', 'a\\"b'),
    ],
)
def test_escaped_quote_or_backslash_through_a_negated_class(pattern: str, raw: str) -> None:
    """Measured on llguidance 1.9.1: a negated class that leaves out '"' or '\\' lets the
    escape sequence of that very character through the mask (the string it decodes to
    breaks the pattern). The report says so (refused; relaxed with --relax) instead of
    calling the pattern enforced, and ``parse_tool_calls`` refuses the call after
    generation (jsonschema-rs reads the decoded string)."""
    from tooldeck.decode.parsers import parse_tool_calls
    from tooldeck.tool import Deck

    llg = get_engine("llguidance", openai_encoding("o200k_base"))
    schema = obj({"q": {"type": "string", "pattern": pattern}}, required=["q"])
    text = '{"q": "' + raw + '"}'
    assert not jsonschema_rs.validator_for(schema).is_valid(json.loads(text))
    relaxed = DecodeOptions(whitespace="compact", relax=True)
    (finding,) = [f for f in llg.report(schema, options=relaxed).findings if f.keyword == "pattern"]
    assert finding.status is KeywordStatus.relaxed and "escape" in finding.note
    with pytest.raises(GrammarError, match="/properties/q: pattern"):
        llg.compile_schema(schema, tool="t", options=DecodeOptions(whitespace="compact"))
    # the limit itself, on llguidance directly: its mask lets the escaped form through
    # (when a release fixes it this fails, and the report may call the pattern enforced)
    from llguidance import LLMatcher

    grammar = LLMatcher.grammar_from_json_schema(schema)
    matcher = LLMatcher(llg.tokenizer.ll_tokenizer, grammar, log_level=0)
    tokens = llg.tokenizer.encode(text)
    assert matcher.try_consume_tokens(tokens) == len(tokens) and matcher.is_accepting()
    call = '<tool_call>\n{"name": "t", "arguments": ' + text + "}\n</tool_call>"
    result = parse_tool_calls(call, Deck([_tool("t", schema)]))
    assert [(f.kind, f.pointers) for f in result.failures] == [("invalid_arguments", ("/q",))]


def test_negated_classes_without_quote_or_backslash_stay_enforced() -> None:
    llg = get_engine("llguidance", openai_encoding("o200k_base"))
    for pattern in ("^[^x]*$", "^[a-z]*$", "^\\w+$", '^[a-z"]*$', "^.$", "^[^\\x{41}]$"):
        schema = obj({"q": {"type": "string", "pattern": pattern}})
        assert llg.report(schema).fully_enforced, pattern


def test_a_posix_class_is_not_enforced_on_llguidance() -> None:
    """Measured on llguidance 1.9.1: ``^[[:alpha:]]+$`` accepted "abc", which ECMA-262 (the
    validator) refuses: there ``[[:alpha:]]`` is the class ``[:alph`` then ``]``. Refused
    now, naming the class; XGrammar reads it as ECMA-262 does (its mask refused "abc")."""
    schema = obj({"q": {"type": "string", "pattern": "^[[:alpha:]]+$"}}, required=["q"])
    assert not jsonschema_rs.validator_for(schema).is_valid({"q": "abc"})
    llg = get_engine("llguidance", openai_encoding("o200k_base"))
    with pytest.raises(GrammarError, match=r"\[:alpha:\].*POSIX"):
        llg.compile_schema(schema, tool="t")
    options = DecodeOptions(whitespace="compact")
    xgr = get_engine("xgrammar", openai_encoding("o200k_base"))
    assert xgr.report(schema).fully_enforced
    assert not accepts(xgr, schema, '{"q": "abc"}', options)
    assert llg.report(obj({"q": {"type": "string", "pattern": r"^\[[:alpha:]$"}})).fully_enforced


@pytest.mark.parametrize(
    ("engine_name", "outer"), [("xgrammar", "/allOf"), ("xgrammar", "/not"), ("llguidance", "/not")]
)
def test_keywords_inside_an_unenforced_subschema_keyword_are_not_enforced(
    engine_name: str, outer: str
) -> None:
    """A ``maximum`` inside an ``allOf`` branch on XGrammar (which ignores ``allOf``) or
    inside a ``not`` was reported enforced although the mask applies nothing there: the
    mask let ``{"b": 9}`` through. They take the outer keyword's status now; ``oneOf``
    branches, decoded as ``anyOf``, stay enforced."""
    inner = {"properties": {"b": {"maximum": 3}}}
    schema = obj({"b": {"type": "integer"}})
    schema["allOf" if outer == "/allOf" else "not"] = [inner] if outer == "/allOf" else inner
    engine = get_engine(engine_name, openai_encoding("o200k_base"))
    report = engine.report(schema, options=DecodeOptions(relax=True))
    (maximum,) = [f for f in report.findings if f.keyword == "maximum"]
    assert maximum.status is KeywordStatus.relaxed
    assert maximum.note.startswith(f"inside {outer}, which is not enforced")
    one_of = obj({"b": {"type": "integer"}}, oneOf=[inner, {"required": ["b"]}])
    rep = engine.report(one_of, options=DecodeOptions(relax=True))
    (maximum,) = [f for f in rep.findings if f.keyword == "maximum"]
    assert maximum.status is KeywordStatus.enforced


def _llguidance_accepts(schema: dict[str, Any], value: Any) -> bool:
    """What llguidance 1.9.1 itself does with ``schema`` given as is (tooldeck's report not
    consulted): whether its mask takes the o200k tokens of ``json.dumps(value)``."""
    from llguidance import LLMatcher

    tokenizer = openai_encoding("o200k_base")
    compact = {"whitespace_flexible": False, "item_separator": ", ", "key_separator": ": "}
    grammar = LLMatcher.grammar_from_json_schema(schema, overrides=compact)  # type: ignore[arg-type]
    matcher = LLMatcher(tokenizer.ll_tokenizer, grammar, log_level=0)
    tokens = tokenizer.encode(json.dumps(value, ensure_ascii=False))
    return bool(matcher.try_consume_tokens(tokens) == len(tokens) and matcher.is_accepting())


@pytest.mark.parametrize(
    ("pattern", "wrongly_taken", "why"),
    [
        ("^[[a]]$", "a", "nested class"),
        ("^[[:ALPHA:]]$", "A", "nested class"),
        ("^[[:^alpha:]]$", "1", "nested class"),
        ("^[[=a=]]$", "=", "nested class"),
        ("^[[.a.]]$", ".", "nested class"),
        ("^\\S+$", "\ufeff", "U+FEFF"),
        ("^[^\\s]$", "\ufeff", "U+FEFF"),
        ("^[\\S]$", "\ufeff", "U+FEFF"),
    ],
)
def test_patterns_llguidance_reads_otherwise_are_refused(
    pattern: str, wrongly_taken: str, why: str
) -> None:
    """llguidance 1.9.1 reads a '[' inside a class as a nested (or POSIX) class where
    ECMA-262 reads a literal '[' (``^[[a]]$`` matches ``a]`` and ``[]``, not ``a``), and
    its ``\\S`` lets U+FEFF through, which ECMA-262 ``\\s`` counts as white space: the
    mask took a string jsonschema-rs refuses while the report said enforced. Refused now."""
    s = obj({"x": {"type": "string", "pattern": pattern}}, required=["x"])
    assert not jsonschema_rs.validator_for(s).is_valid({"x": wrongly_taken})
    assert _llguidance_accepts(s, {"x": wrongly_taken})  # the engine itself: wider
    llg = get_engine("llguidance", openai_encoding("o200k_base"))
    (finding,) = llg.report(s).with_status(KeywordStatus.refused)
    assert finding.keyword == "pattern" and why in finding.note
    relaxed = DecodeOptions(relax=True, whitespace="compact")
    assert llg.report(s, options=relaxed).with_status(KeywordStatus.relaxed)


@pytest.mark.parametrize("pattern", ["\\", "a\\", "\\\\\\"])
def test_a_pattern_the_validator_cannot_compile_is_not_enforced_on_llguidance(
    pattern: str,
) -> None:
    """llguidance 1.9.1 compiled ``a\\`` (a trailing backslash) and the report said
    enforced; jsonschema-rs, which checks every call, refuses the schema."""
    s = obj({"x": {"type": "string", "pattern": pattern}})
    with pytest.raises(jsonschema_rs.ValidationError):
        jsonschema_rs.validator_for(s)
    llg = get_engine("llguidance", openai_encoding("o200k_base"))
    (finding,) = llg.report(s).with_status(KeywordStatus.refused)
    assert "cannot compile this pattern" in finding.note


@pytest.mark.parametrize("pattern", ["^[a\\[]$", "^[\\[a]$", "^\\s$", "^[a-z]+$", "^\\\\S$"])
def test_look_alike_patterns_stay_enforced_on_llguidance(pattern: str) -> None:
    """An escaped '[' inside a class is a literal on both readings; a plain ``\\s`` is only
    stricter (U+FEFF refused); ``\\\\S`` is a backslash then S."""
    s = obj({"x": {"type": "string", "pattern": pattern}})
    assert get_engine("llguidance", openai_encoding("o200k_base")).report(s).fully_enforced


REF_IN_NOT = {
    "type": "object",
    "properties": {"a": {"type": "integer", "not": {"$ref": "#/$defs/B"}}},
    "required": ["a"],
    "$defs": {"B": {"const": 3}},
}
REF_IN_ALL_OF = {
    "type": "object",
    # two branches: XGrammar 0.2.8 decoded a one-branch allOf as its branch (measured)
    "properties": {"a": {"allOf": [{"$ref": "#/$defs/A"}, {"type": "object"}]}},
    "required": ["a"],
    "$defs": {
        "A": {"type": "object", "properties": {"b": {"$ref": "#/$defs/C"}}, "required": ["b"]},
        "C": {"type": "integer", "maximum": 3},
    },
}


@pytest.mark.parametrize(
    ("schema", "instance", "engines"),
    [
        (REF_IN_NOT, {"a": 3}, ("llguidance", "xgrammar")),
        (REF_IN_ALL_OF, {"a": {"b": 9}}, ("xgrammar",)),
    ],
)
def test_keywords_reached_through_a_ref_inside_an_unenforced_keyword_are_not_enforced(
    schema: dict[str, Any], instance: Any, engines: tuple[str, ...]
) -> None:
    """``not: {$ref: B}`` (both engines) and ``allOf: [{$ref: A}, …]`` (XGrammar, whose A
    refers on to C): the keywords of B, A and C were reported enforced while the relaxed
    mask took a value they refuse. They take the outer keyword's status now, and the note
    names the $ref they were reached through."""
    assert not jsonschema_rs.validator_for(schema).is_valid(instance)
    relaxed = DecodeOptions(relax=True, closed_objects=False, whitespace="compact")
    for name in engines:
        engine = get_engine(name, openai_encoding("o200k_base"))
        report = engine.report(schema, options=relaxed)
        in_defs = [f for f in report.findings if f.pointer.startswith("/$defs/")]
        assert in_defs and all(f.status is KeywordStatus.relaxed for f in in_defs), name
        assert all("reached through the $ref" in f.note for f in in_defs)
        assert accepts(engine, schema, json.dumps(instance), relaxed)  # why: not enforced


def test_a_class_set_operator_is_not_enforced_on_llguidance() -> None:
    """llguidance 1.9.1 reads ``~~`` inside a class as Rust's symmetric difference:
    ``^[a~~b]$`` refused ``~``, a member of the class as ECMA-262 reads it (``a``, ``~``,
    ``~``, ``b``), while the report said enforced. Refused now, naming the operator."""
    s = obj({"x": {"type": "string", "pattern": "^[a~~b]$"}}, required=["x"])
    assert jsonschema_rs.validator_for(s).is_valid({"x": "~"})
    assert not _llguidance_accepts(s, {"x": "~"})  # the engine itself: narrower
    llg = get_engine("llguidance", openai_encoding("o200k_base"))
    (finding,) = llg.report(s).with_status(KeywordStatus.refused)
    assert "~~ inside a class as a set operation" in finding.note
