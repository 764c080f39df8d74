"""Turn-level constraint: modes, parallel calls, names and arguments bound to their tool.

Generation is replaced by feeding hand-written token sequences to a :class:`TokenMasker`: a
sequence the grammar forbids is refused at the first forbidden token, which is exactly what
the mask does to a model. Boundary tokens are o200k special tokens appended after id 200018.
XGrammar runs the call modes; its ``auto`` grammar over 200k tokens with the text exclusion
takes ~20 s to compile here, so ``auto`` is tested on llguidance only.
"""

from __future__ import annotations

import pytest

from tooldeck.decode.engines import DecodeOptions, Engine, get_engine
from tooldeck.decode.masker import TokenMasker
from tooldeck.decode.parsers import parse_tool_calls
from tooldeck.decode.tokenizer_adapters import TokenizerAdapter, openai_encoding
from tooldeck.decode.turn import turn_constraint
from tooldeck.errors import DecodeError
from tooldeck.tool import Deck, Tool

BOUNDARIES = ("<tool_call>", "</tool_call>", "[TOOL_CALLS]")
DECK = Deck(
    [
        Tool(
            name="get_weather",
            description="Current weather for a city.",
            input_schema={
                "type": "object",
                # a length bound XGrammar 0.2.8 enforces exactly (it does not enforce maxLength)
                "properties": {"city": {"type": "string", "pattern": "^[A-Za-z ]{1,20}$"}},
                "required": ["city"],
            },
        ),
        Tool(
            name="send_email",
            description="Send an email.",
            input_schema={
                "type": "object",
                "properties": {"to": {"type": "string"}, "body": {"type": "string"}},
                "required": ["to", "body"],
            },
        ),
    ]
)
WEATHER = '<tool_call>\n{"name": "get_weather", "arguments": {"city": "Paris"}}\n</tool_call>'
EMAIL = (
    '<tool_call>\n{"name": "send_email", "arguments": {"to": "a@b.c", "body": "hi"}}\n</tool_call>'
)
OPTIONS = DecodeOptions(whitespace="compact")


@pytest.fixture(scope="module")
def tokenizer() -> TokenizerAdapter:
    return openai_encoding("o200k_base", extra_special_tokens=BOUNDARIES)


@pytest.fixture(scope="module")
def llg(tokenizer: TokenizerAdapter) -> Engine:
    return get_engine("llguidance", tokenizer)


@pytest.fixture(scope="module", params=["llguidance", "xgrammar"])
def engine(request: pytest.FixtureRequest, tokenizer: TokenizerAdapter) -> Engine:
    return get_engine(request.param, tokenizer)


def feed(
    engine: Engine, text: str, *, mode: str, fmt: str = "hermes", parallel: bool = True
) -> bool:
    """True when the whole text, then the end token, is allowed."""
    compiled = turn_constraint(
        DECK, wire_format=fmt, mode=mode, parallel=parallel, options=OPTIONS
    ).compile(engine)
    masker = TokenMasker(engine, compiled)
    for token in engine.tokenizer.encode(text):
        if not masker.accept(token):
            return False
    return masker.accept(engine.tokenizer.eos_token_ids[0])


def test_auto_allows_free_text_prose_then_call_and_calls(llg: Engine) -> None:
    assert feed(llg, "It is sunny in Paris today.", mode="auto")
    assert feed(llg, "Let me check. " + WEATHER, mode="auto")
    assert feed(llg, WEATHER + "\n" + EMAIL, mode="auto")
    assert not feed(llg, WEATHER + " and some text after", mode="auto")


def test_required_forbids_free_text(engine: Engine) -> None:
    assert feed(engine, WEATHER, mode="required")
    assert not feed(engine, "It is sunny.", mode="required")
    assert not feed(engine, "Sure. " + WEATHER, mode="required")


def test_unknown_tool_and_another_tools_arguments_are_impossible(engine: Engine) -> None:
    assert not feed(engine, WEATHER.replace("get_weather", "get_wether"), mode="required")
    swapped = EMAIL.replace("send_email", "get_weather")
    assert not feed(engine, swapped, mode="required")


def test_named_mode_only_calls_that_tool(engine: Engine) -> None:
    assert feed(engine, EMAIL, mode="send_email")
    assert not feed(engine, WEATHER, mode="send_email")
    with pytest.raises(DecodeError, match="neither"):
        turn_constraint(DECK, mode="delete_everything")


def test_parallel_off_allows_exactly_one_call(engine: Engine) -> None:
    assert feed(engine, WEATHER + "\n" + EMAIL, mode="required", parallel=True)
    assert not feed(engine, WEATHER + "\n" + EMAIL, mode="required", parallel=False)
    assert feed(engine, WEATHER, mode="required", parallel=False)


def test_none_never_allows_the_boundary(llg: Engine, tokenizer: TokenizerAdapter) -> None:
    compiled = turn_constraint(DECK, mode="none", options=OPTIONS).compile(llg)
    masker = TokenMasker(llg, compiled)
    boundary = tokenizer.special_id("<tool_call>")
    for token in tokenizer.encode("Plain words, then more words."):
        assert boundary not in set(masker.allowed_token_ids().tolist())
        assert masker.accept(token)
    assert not feed(llg, "text " + WEATHER, mode="none")
    assert not feed(llg, "the literal <tool_call> spelled in text", mode="none")
    assert feed(llg, "just text", mode="none")


@pytest.mark.parametrize(
    ("fmt", "call"),
    [
        ("llama3", '{"name": "get_weather", "parameters": {"city": "Oslo"}}'),
        ("mistral", '[TOOL_CALLS][{"name": "get_weather", "arguments": {"city": "Oslo"}}]'),
    ],
)
def test_other_wire_formats(engine: Engine, fmt: str, call: str) -> None:
    assert feed(engine, call, mode="required", fmt=fmt)
    assert not feed(engine, call.replace("get_weather", "nope"), mode="required", fmt=fmt)
    if engine.name == "llguidance":
        assert feed(engine, "Hello there.", mode="auto", fmt=fmt)
        assert not feed(engine, call, mode="none", fmt=fmt)


def test_mistral_parallel_is_one_list(engine: Engine) -> None:
    two = (
        '[TOOL_CALLS][{"name": "get_weather", "arguments": {"city": "Oslo"}}, '
        '{"name": "get_weather", "arguments": {"city": "Rome"}}]'
    )
    assert feed(engine, two, mode="required", fmt="mistral")
    assert not feed(engine, two, mode="required", fmt="mistral", parallel=False)


def test_schema_with_refused_keyword_names_the_tool(llg: Engine) -> None:
    deck = DECK.with_tools(
        [
            Tool(
                name="tag",
                description="Tag.",
                input_schema={
                    "type": "object",
                    "properties": {"t": {"type": "array", "uniqueItems": True}},
                },
            )
        ]
    )
    with pytest.raises(DecodeError, match=r"'tag'.*uniqueItems"):
        turn_constraint(deck, mode="required").compile(llg)
    turn_constraint(deck, mode="required", options=DecodeOptions(relax=True)).compile(llg)


# --- $defs/$ref: the arguments schema is embedded in the call schema -----------------------
ADDRESS = {
    "type": "object",
    "properties": {
        "street": {"type": "string"},
        "zip": {"type": "string", "pattern": "^[0-9]{5}$"},
    },
    "required": ["street"],
}
REF_DECK = Deck(
    [
        Tool(
            name="set_address",
            input_schema={
                "type": "object",
                "$defs": {"addr": ADDRESS},
                "properties": {"home": {"$ref": "#/$defs/addr"}},
                "required": ["home"],
            },
        ),
        Tool(  # recursion through the root itself
            name="chain",
            input_schema={
                "type": "object",
                "properties": {"n": {"type": "integer"}, "next": {"$ref": "#"}},
                "required": ["n"],
            },
        ),
    ]
)


def feed_deck(engine: Engine, deck: Deck, text: str) -> bool:
    compiled = turn_constraint(deck, mode="required", parallel=False, options=OPTIONS).compile(
        engine
    )
    masker = TokenMasker(engine, compiled)
    for token in engine.tokenizer.encode(text):
        if not masker.accept(token):
            return False
    return masker.accept(engine.tokenizer.eos_token_ids[0])


def call(name: str, arguments: str) -> str:
    return f'<tool_call>\n{{"name": "{name}", "arguments": {arguments}}}\n</tool_call>'


def test_refs_to_defs_and_to_the_root_are_enforced_in_the_turn_grammar(engine: Engine) -> None:
    """Was: llguidance and XGrammar failed on '#/$defs/addr' resolved against the call."""
    assert feed_deck(engine, REF_DECK, call("set_address", '{"home": {"street": "Main St"}}'))
    good = '{"home": {"street": "Main St", "zip": "12345"}}'
    assert feed_deck(engine, REF_DECK, call("set_address", good))
    assert not feed_deck(engine, REF_DECK, call("set_address", good.replace("12345", "1234x")))
    assert not feed_deck(engine, REF_DECK, call("set_address", '{"home": {"zip": "12345"}}'))
    assert feed_deck(engine, REF_DECK, call("chain", '{"n": 1, "next": {"n": 2}}'))
    assert not feed_deck(engine, REF_DECK, call("chain", '{"n": 1, "next": {"n": "2"}}'))


def test_check_and_grammar_agree_on_ref_schemas(engine: Engine) -> None:
    for tool in REF_DECK:
        assert engine.compile_schema(tool.input_schema, tool=tool.name, options=OPTIONS)
    assert turn_constraint(REF_DECK, mode="required", options=OPTIONS).compile(engine)


# --- $id beside $defs: refs by identifier or anchor, resolved to JSON pointers ---------------
SLOT = {
    "type": "object",
    "properties": {"day": {"type": "string", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"}},
    "required": ["day"],
}
BASE = "https://example.com/schemas/book.json"
ID_SCHEMAS = {
    # a local ref inside a schema with $id resolves against that $id (Core 2020-12 §9.1.1),
    # i.e. against the arguments schema, wherever the call embeds it
    "root $id, local ref": {
        "$id": BASE,
        "type": "object",
        "properties": {"slot": {"$ref": "#/$defs/slot"}},
        "required": ["slot"],
        "$defs": {"slot": SLOT},
    },
    "root $id, ref by the absolute URI": {
        "$id": BASE,
        "type": "object",
        "properties": {"slot": {"$ref": BASE + "#/$defs/slot"}},
        "required": ["slot"],
        "$defs": {"slot": SLOT},
    },
    # "slot.json" resolves against BASE to the $id of /$defs/slot
    "nested $id, relative ref": {
        "$id": BASE,
        "type": "object",
        "properties": {"slot": {"$ref": "slot.json"}},
        "required": ["slot"],
        "$defs": {"slot": {"$id": "slot.json", **SLOT}},
    },
    "anchor": {
        "type": "object",
        "properties": {"slot": {"$ref": "#slot"}},
        "required": ["slot"],
        "$defs": {"slot": {"$anchor": "slot", **SLOT}},
    },
}


@pytest.mark.parametrize("label", list(ID_SCHEMAS))
def test_refs_by_id_or_anchor_build_and_are_enforced_in_the_turn_grammar(
    engine: Engine, label: str
) -> None:
    """Was: with "$id" beside "$defs", `decode check` said enforced while `decode grammar`
    failed with llguidance's "Pointer '/properties/arguments/$defs/slot' does not exist"
    (the local ref, rebased onto the call, no longer resolved against the $id); XGrammar
    built the nested-$id and anchor forms but, not resolving "slot.json" or "#slot", let
    any slot through (``{"slot": 3}`` was accepted)."""
    deck = Deck([Tool(name="book", description="Book a slot.", input_schema=ID_SCHEMAS[label])])
    assert engine.compile_schema(deck["book"].input_schema, tool="book", options=OPTIONS)
    assert feed_deck(engine, deck, call("book", '{"slot": {"day": "2026-12-04"}}'))
    assert not feed_deck(engine, deck, call("book", '{"slot": {"day": "Friday"}}'))
    assert not feed_deck(engine, deck, call("book", '{"slot": 3}'))
    report = turn_constraint(deck, mode="required", options=OPTIONS).reports(engine)[0]
    noted = {(f.pointer, f.keyword): f for f in report.findings if f.keyword == "$id"}
    ids = {"/"} if "$id" in ID_SCHEMAS[label] else set()
    if label.startswith("nested"):
        ids.add("/$defs/slot")
    assert {p for p, _ in noted} == ids
    assert all("left out of the decoded copy" in f.note for f in noted.values())
    assert report.fully_enforced


# --- llama3: white space before the JSON object ---------------------------------------------
LLAMA_CALL = '{"name": "get_weather", "parameters": {"city": "Oslo"}}'
LLAMA_WRONG = '{"name": "nope", "parameters": {"city": "Oslo"}}'


def feed_llama3(engine: Engine, text: str, *, mode: str, options: DecodeOptions) -> bool:
    compiled = turn_constraint(DECK, wire_format="llama3", mode=mode, options=options).compile(
        engine
    )
    masker = TokenMasker(engine, compiled)
    for token in engine.tokenizer.encode(text):
        if not masker.accept(token):
            return False
    return masker.accept(engine.tokenizer.eos_token_ids[0])


def test_llama3_white_space_then_a_brace_is_a_constrained_call(llg: Engine) -> None:
    """Was: free text could not start with "{" but could start with " {" or "\\n{", so a
    call after white space was free text, never constrained (an unknown tool passed the
    mask), while ``parse_tool_calls`` (which strips leading white space) read it as a call.
    Now such text is a call: after a bounded run of JSON white space (as many characters
    as ``max_whitespace``, none when compact) it is constrained; otherwise refused."""
    bounded = DecodeOptions()  # white space runs of at most 2
    for lead in (" ", "\n", "\n\n", " \t"):
        assert feed_llama3(llg, lead + LLAMA_CALL, mode="auto", options=bounded), repr(lead)
        assert feed_llama3(llg, lead + LLAMA_CALL, mode="required", options=bounded)
        assert not feed_llama3(llg, lead + LLAMA_WRONG, mode="auto", options=bounded), repr(lead)
        parsed = parse_tool_calls(lead + LLAMA_CALL, DECK, wire_format="llama3")
        assert parsed.ok and [c.name for c in parsed.calls] == ["get_weather"]
    # longer than max_whitespace, or white space the parser strips but JSON does not allow
    for lead in ("   ", "\n\n\n", "\u00a0", "\u2028", " \u3000"):
        assert not feed_llama3(llg, lead + LLAMA_CALL, mode="auto", options=bounded), repr(lead)
        assert not feed_llama3(llg, lead + "{", mode="auto", options=bounded), repr(lead)
    # compact: the object starts the message, as json.dumps writes it
    assert feed_llama3(llg, LLAMA_CALL, mode="auto", options=OPTIONS)
    assert not feed_llama3(llg, " " + LLAMA_CALL, mode="auto", options=OPTIONS)
    # prose that starts with white space but not with a call is still free text
    assert feed_llama3(llg, " Hello {there}", mode="auto", options=bounded)
    assert feed_llama3(llg, "\n", mode="auto", options=bounded)
    assert not feed_llama3(llg, " Hello", mode="required", options=bounded)


def test_llama3_leading_white_space_on_both_engines(engine: Engine) -> None:
    bounded = DecodeOptions()
    assert feed_llama3(engine, "\n" + LLAMA_CALL, mode="required", options=bounded)
    assert not feed_llama3(engine, "\n" + LLAMA_WRONG, mode="required", options=bounded)
    # llguidance 1.9.1 lets its JSON white space (up to max_whitespace) precede a choice of
    # %json rules (DECK has two tools): 2 + 2 characters before the object; XGrammar: 2
    too_long = " " * (5 if engine.name == "llguidance" else 3)
    assert not feed_llama3(engine, too_long + LLAMA_CALL, mode="required", options=bounded)
    assert feed_llama3(engine, " Hi {x}", mode="none", options=bounded)
    assert not feed_llama3(engine, " \n{", mode="none", options=bounded)
    assert not feed_llama3(engine, "\u00a0{", mode="none", options=bounded)


def test_leading_space_is_what_the_parser_strips() -> None:
    """The grammar's free text may not start with white space then "{" for exactly the
    characters ``str.lstrip`` removes (the parser's test for a Llama 3 call)."""
    from tooldeck.decode.grammar import LEADING_SPACE

    assert set(LEADING_SPACE) == {chr(c) for c in range(0x110000) if chr(c).isspace()}


def test_llama3_python_tag_is_not_free_text(engine: Engine) -> None:
    """Was: free text could start with "<|python_tag|>{…}" (the tag spelled with ordinary
    tokens), so an unknown tool or wrong arguments passed the mask while
    ``parse_tool_calls`` (which skips the tag) read a call. Free text may not hold the tag
    now, and the tag before a call is constrained like white space there; text without it
    is still free text."""
    options = DecodeOptions()
    tag = "<|python_tag|>"
    for text in (tag + LLAMA_WRONG, " " + tag + LLAMA_WRONG, tag + "\n" + LLAMA_WRONG):
        assert parse_tool_calls(text, DECK, wire_format="llama3").failures, repr(text)
        assert not feed_llama3(engine, text, mode="auto", options=options), repr(text)
        assert not feed_llama3(engine, text, mode="none", options=options), repr(text)
    assert feed_llama3(engine, "Hi <|python|> {x}", mode="auto", options=options)
    assert feed_llama3(engine, LLAMA_CALL, mode="auto", options=options)
    # the tag before a call is a constrained part of the call, as the parser reads it
    for text in (tag + LLAMA_CALL, tag + "\n" + LLAMA_CALL):
        assert parse_tool_calls(text, DECK, wire_format="llama3").ok, repr(text)
        assert feed_llama3(engine, text, mode="auto", options=options), repr(text)
        assert feed_llama3(engine, text, mode="required", options=options), repr(text)
    # white space before the tag: the parser reads a call, the mask refuses (never wider)
    assert parse_tool_calls(" " + tag + LLAMA_CALL, DECK, wire_format="llama3").ok
    assert not feed_llama3(engine, " " + tag + LLAMA_CALL, mode="auto", options=options)
