"""Layer 1 (``runtime/validate.py``): no coercion, every violation with its pointer, strict
decoding of numbers and text, opt-in normalisation.

Every expected value is written out by hand from the input in the test (e.g. ``1e400``
exceeds the largest double, about 1.8e308, so it cannot be held; ``1.00000000000000000001``
differs from 1 in the 20th decimal, below a double's 53-bit precision, so it becomes 1.0).
"""

from __future__ import annotations

import difflib
import json
from typing import Any

import pytest

from runtime_fixtures import docs_runtime, run, small_deck
from tooldeck.runtime import Policy, Runtime, RuntimeConfigError, ToolCall, validate
from tooldeck.runtime.validate import SchemaValidator, decode_arguments, normalise


def test_no_coercion_numeric_string_is_an_error_with_a_hint() -> None:
    result = run(docs_runtime(), "search_docs", '{"query": "x", "limit": "5"}')
    assert result.status == "error" and result.error.kind == "invalid_arguments"
    (violation,) = result.error.violations
    assert violation.pointer == "/limit" and violation.keyword == "type"
    assert "write 5 without quotes" in violation.hint
    assert violation.hint.startswith("send a JSON integer, not a string")
    from tooldeck.tool import Tool

    flag = Tool(
        name="flag",
        description="Set a flag.",
        input_schema={"type": "object", "properties": {"on": {"type": "boolean"}}},
    )
    (violation,) = SchemaValidator(flag).violations({"on": "True"})
    assert violation.hint == "send a JSON boolean, not a string: write true without quotes"
    result = run(docs_runtime(), "search_docs", '{"query": {"q": "x"}}')
    (violation,) = result.error.violations
    assert "not an object" in violation.hint  # the article follows the word


def test_whitespace_and_quotes_reach_the_handler_untouched() -> None:
    text = '{"query": "  “curly” quotes\\t "}'
    result = run(docs_runtime(), "search_docs", text)
    assert result.status == "success"
    assert result.items == {"query": "  “curly” quotes\t "}


def test_every_violation_is_reported_with_its_pointer() -> None:
    arguments = {"limit": 0, "sort": "Date", "flags": [True, "yes"], "extra": 1}
    result = run(docs_runtime(), "search_docs", arguments)
    got = {(v.pointer, v.keyword) for v in result.error.violations}
    assert got == {
        ("", "required"),
        ("", "additionalProperties"),
        ("/limit", "minimum"),
        ("/sort", "enum"),
        ("/flags/1", "type"),
    }
    assert all(v.hint for v in result.error.violations)


def test_unknown_tool_suggests_the_closest_names() -> None:
    result = run(docs_runtime(), "search_doc", "{}")
    assert result.error.kind == "unknown_tool"
    assert "'search_docs'" in result.error.hint
    assert result.decisions[0].check == "tool"


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ('{"query": "x",', "line 1 column 15 (character 14)"),
        ('{"query": "a", "query": "b"}', "repeat the key 'query'"),
        ('{"query": NaN}', "NaN is not JSON"),
        ('["x"]', "must be a JSON object, got array"),
        ("null", "must be a JSON object, got null"),
    ],
)
def test_bad_json_texts_are_classified(text: str, fragment: str) -> None:
    result = run(docs_runtime(), "search_docs", text)
    assert result.status == "error" and result.error.kind == "invalid_arguments"
    assert fragment in result.error.message


def test_opted_in_normalisation_reports_each_change() -> None:
    runtime = docs_runtime(normalise={"numeric_strings", "trim_strings"})
    result = run(runtime, "search_docs", {"query": " x ", "limit": "5"})
    assert result.status == "success"
    assert result.items == {"query": "x", "limit": 5}
    assert {(c["pointer"], c["rule"]) for c in result.normalized} == {
        ("/query", "trim_strings"),
        ("/limit", "numeric_strings"),
    }
    assert "normalized" in result.envelope()
    with pytest.raises(RuntimeConfigError, match="unknown normalisation"):
        docs_runtime(normalise={"smart_quotes"})


# --- A7: numbers and text that would change on the way in ---------------------------------------
NUM = small_deck(
    "set_value",
    {"x": {}, "n": {"type": "integer"}, "f": {"type": "number"}, "p": {"pattern": "^a"}},
)


@pytest.mark.parametrize(
    ("text", "pointer", "words"),
    [
        ('{"x": 1e400}', "/x", "out of range"),
        ('{"f": -1e999}', "/f", "out of range"),
        ('{"x": [1, {"y": 1E+400}]}', "/x/1/y", "out of range"),
        ('{"f": 1.00000000000000000001}', "/f", "becomes 1.0"),
        ('{"f": 1e-400}', "/f", "becomes 0.0"),
        pytest.param(
            '{"n": 1' + "0" * 5000 + "}", "/n", "integer is too long (5001 digits", id="5001-digits"
        ),
        ('{"x": NaN}', "/x", "NaN is not JSON"),
        ('{"x": [-Infinity]}', "/x/0", "-Infinity is not JSON"),
        ('{"x": "\\udc00"}', "/x", "lone UTF-16 surrogate"),
        ('{"p": "a\\ud800"}', "/p", "lone UTF-16 surrogate"),
        ('{"x": {"\\udfff": 1}}', "/x/\udfff", "lone UTF-16 surrogate"),
    ],
)
def test_numbers_and_text_that_would_change_are_refused(
    text: str, pointer: str, words: str
) -> None:
    ran: list[Any] = []
    runtime = Runtime(NUM, {"set_value": lambda **kw: ran.append(kw)}, policy=Policy())
    result = run(runtime, "set_value", text)
    assert result.error is not None and result.error.kind == "invalid_arguments"
    # a pointer holding a lone surrogate may be written with \u escapes (UTF-8 safe)
    escaped = pointer.encode("utf-8", "backslashreplace").decode("utf-8")
    assert result.error.message.startswith((pointer + ": ", escaped + ": "))
    assert words in result.error.message
    assert "null is not of type" not in result.error.message
    assert ran == []


def test_exact_numbers_pass_unchanged() -> None:
    # 0.1, 1e2 and -0.0 are held by a double as the decimal text says (same value)
    assert decode_arguments('{"a": 0.1, "b": 1e2, "c": -0.0, "d": 0.10, "e": 12345678901234567890}')
    value = decode_arguments('{"b": 1e2, "e": 12345678901234567890}')
    assert value == {"b": 100.0, "e": 12345678901234567890}


def test_decoded_arguments_are_checked_too() -> None:
    runtime = Runtime(NUM, {"set_value": lambda **kw: kw}, policy=Policy())
    result = run(runtime, "set_value", {"x": [float("inf")]})
    assert result.error is not None and result.error.message.startswith("/x/0: ")
    assert "out of range" in result.error.message
    result = run(runtime, "set_value", {"x": "a\udc00"})
    assert result.error is not None and result.error.kind == "invalid_arguments"
    assert "surrogate" in result.error.message
    result = run(runtime, "set_value", {"x": float("nan")})
    assert result.error is not None and "NaN is not JSON" in result.error.message


def test_nan_wording_is_a_sentence() -> None:
    runtime = Runtime(NUM, {"set_value": lambda **kw: kw}, policy=Policy())
    result = run(runtime, "set_value", '{"f": NaN}')
    assert result.error is not None
    assert "the arguments hold NaN" not in result.error.message
    assert result.error.message == "/f: NaN is not JSON (JSON has no NaN or Infinity)"


def test_numeric_strings_do_not_become_infinite_or_rounded() -> None:
    schema = NUM["set_value"].input_schema
    value, changes = normalise(
        {"f": "1e400", "n": "1.00000000000000000001", "x": "5"}, schema, {"numeric_strings"}
    )
    assert value == {"f": "1e400", "n": "1.00000000000000000001", "x": "5"}  # x: untyped
    assert changes == []
    result = run(
        Runtime(
            NUM, {"set_value": lambda **kw: kw}, policy=Policy(), normalise={"numeric_strings"}
        ),
        "set_value",
        '{"f": "1e400"}',
    )
    assert result.error is not None and result.error.violations[0].pointer == "/f"
    assert "without quotes" not in result.error.violations[0].hint


def test_violations_after_normalisation_quote_what_was_sent() -> None:
    deck = small_deck(
        "list_orders",
        {"user": {"type": "string", "pattern": "^user_[0-9]{3,}$"}, "days": {"maximum": 180}},
    )
    schema = deck["list_orders"].input_schema
    value, changes = normalise(
        {"user": "  user_12 ", "days": "500"}, schema, {"trim_strings", "numeric_strings"}
    )
    assert value == {"user": "user_12", "days": "500"}  # days has no type: not converted
    assert changes == [
        {"pointer": "/user", "rule": "trim_strings", "from": "  user_12 ", "to": "user_12"}
    ]
    (violation,) = SchemaValidator(deck["list_orders"]).violations(value, changes)
    assert violation.pointer == "/user"
    assert violation.message.startswith('"  user_12 " (trim_strings made it "user_12")')


def test_a_refusal_after_normalisation_reports_it_and_quotes_what_was_sent() -> None:
    """The model sent '  user_12 ' and "500"; the refusal must say so and list the changes."""
    from tooldeck import load
    from tooldeck.runtime import Policy, Runtime

    deck = load("examples/aftersales/engineered").deck
    runtime = Runtime(deck, policy=Policy(), normalise={"trim_strings", "numeric_strings"})
    call = ToolCall.from_json("c", "list_orders_by_user", '{"user_id":"  user_12 ","days":"500"}')
    result = runtime.call_sync(call, dry_run=True)
    assert result.status == "error" and result.error.kind == "invalid_arguments"
    assert len(result.normalized) == 2
    assert '"  user_12 "' in result.error.message


def test_strict_raw_decode_refuses_a_repeated_name() -> None:
    text = 'x {"name": "approve_refund", "name": "get_order", "arguments": {}} tail'
    with pytest.raises(json.JSONDecodeError, match="duplicate key 'name'"):
        validate.strict_raw_decode(text, 2)
    value, end = validate.strict_raw_decode('x {"name": "a"} tail', 2)
    assert value == {"name": "a"} and end == 15


def test_a_regex_engine_failure_is_blamed_on_the_schema_not_the_argument() -> None:
    """jsonschema-rs's fancy-regex gives up after 1,000,000 backtracking steps, which only
    look-around or a backreference needs; the value may well be fine, so the call fails as
    ``environment`` naming the tool and the schema pointer, and no argument is blamed."""
    deck = small_deck("grep", {"x": {"type": "string", "pattern": "^(a|aa)+(?=b)c"}})
    result = run(Runtime(deck, {"grep": lambda **kw: "ok"}), "grep", {"x": "a" * 60 + "b"})
    assert result.status == "error"
    assert result.error is not None
    assert result.error.kind == "environment"
    assert "tool 'grep'" in result.error.message
    assert "input schema at /properties/x/pattern" in result.error.message
    assert "not the argument" in result.error.message
    assert result.error.violations == ()
    # a plain mismatch of the same pattern is still the argument's fault
    plain = run(Runtime(deck, {"grep": lambda **kw: "ok"}), "grep", {"x": "zzz"})
    assert plain.error is not None and plain.error.kind == "invalid_arguments"


def test_a_backreference_pattern_that_resolves_is_an_ordinary_violation() -> None:
    deck = small_deck("echo", {"x": {"type": "string", "pattern": "^(a+)\\1$"}})
    runtime = Runtime(deck, {"echo": lambda **kw: "ok"})
    assert run(runtime, "echo", {"x": "aaaa"}).status == "success"
    refused = run(runtime, "echo", {"x": "aaa"})
    assert refused.error is not None and refused.error.kind == "invalid_arguments"


def test_an_integral_float_for_an_int_parameter_of_a_tool_function_is_reported() -> None:
    # JSON Schema counts 1.0 as an integer (2020-12 Validation §6.1.1), so it passes; a
    # @tool function's ``int`` parameter then receives 1 (pydantic's conversion). The
    # change is listed in ``normalized``; 2.5 would have been refused by the schema.
    from tooldeck import Deck, tool

    @tool(read_only=True)
    def rep(a: int, b: float = 0.0) -> str:
        """Repr of the arguments.

        Args:
            a: an integer.
            b: a number.
        """
        return f"{a!r} {b!r}"

    runtime = Runtime(Deck.from_functions([rep]), {"rep": rep}, policy=Policy())
    result = run(runtime, "rep", '{"a": 1.0, "b": 2.0}')
    assert result.status == "success" and result.items == "1 2.0"
    assert [dict(n) for n in result.normalized] == [
        {"pointer": "/a", "rule": "integral_floats", "from": 1.0, "to": 1}
    ]  # b is a number: 2.0 stays 2.0 and is not listed
    result = run(runtime, "rep", '{"a": 3}')
    assert result.items == "3 0.0" and result.normalized == ()
    # a plain callable gets the value as sent and nothing is listed
    plain = Runtime(Deck.from_functions([rep]), {"rep": lambda **kw: repr(kw)}, policy=Policy())
    result = run(plain, "rep", '{"a": 1.0}')
    assert result.items == "{'a': 1.0}" and result.normalized == ()
    assert "integral_floats" in validate.NORMALISATIONS


def test_integral_floats_are_reported_inside_unions_and_maps() -> None:
    """``Optional[int]`` (an ``anyOf`` with null), ``int | str``, ``dict[str, int]``
    (``additionalProperties``) and a model inside ``| None`` received 3 for 3.0 from
    pydantic with nothing in ``normalized``: the walk saw no ``type: integer`` there.
    What each handler parameter receives is printed by the handler itself; ``int | float``
    keeps 2.0 (pydantic's union picks the exact type), so nothing is listed for it."""
    from pydantic import BaseModel

    from tooldeck import Deck, tool

    class Item(BaseModel):
        qty: int

    class Note(BaseModel):
        text: str

    @tool(read_only=True)
    def rep(
        a: int | None = None,
        b: int | str = "",
        c: dict[str, int] | None = None,
        d: list[int | None] | None = None,
        e: Item | None = None,
        f: int | float = 0,
        g: Note | Item | None = None,
    ) -> str:
        """Repr of the arguments."""
        return repr((a, b, c, d, e.qty if e else None, f, g))

    runtime = Runtime(Deck.from_functions([rep]), {"rep": rep}, policy=Policy())
    sent = (
        '{"a": 3.0, "b": 4.0, "c": {"k": 5.0}, "d": [6.0, null], "e": {"qty": 7.0}, "f": 2.0, '
        '"g": {"qty": 8.0}}'
    )
    result = run(runtime, "rep", sent)
    assert result.status == "success"
    assert result.items == "(3, 4, {'k': 5}, [6, None], 7, 2.0, Item(qty=8))"
    assert [(n["pointer"], n["from"], n["to"]) for n in result.normalized] == [
        ("/a", 3.0, 3),
        ("/b", 4.0, 4),
        ("/c/k", 5.0, 5),
        ("/d/0", 6.0, 6),
        ("/e/qty", 7.0, 7),
        ("/g/qty", 8.0, 8),  # of the two object shapes, the one the value satisfies
    ]
    assert {n["rule"] for n in result.normalized} == {"integral_floats"}


def test_what_a_tool_functions_types_change_is_listed_in_normalized() -> None:
    """pydantic changed values after the schema passed them, without a note:
    ``Literal[1, "max"]`` got 1 for 1.0 (no ``type: integer`` for integral_floats to see),
    a datetime kept 6 of 7 fractional digits, ``StringConstraints(strip_whitespace=True)``
    trimmed, ``HttpUrl`` added a trailing slash, ``timedelta`` read "P1M" as 30 days, a
    ``dict[int, str]`` key "01" became 1. The sent JSON is now compared with the JSON form
    of what the function receives (no type special-cased): each difference is listed with
    rule ``function_types``. Expected forms written by hand from pydantic's documented
    conversions (microsecond precision; a month of 30 days, ISO 8601 duration output; an
    empty URL path written "/"). What reaches the function is printed by the function."""
    import datetime
    from typing import Annotated, Literal

    from pydantic import BaseModel, HttpUrl, SecretStr, StringConstraints

    from tooldeck import Deck, tool

    class Window(BaseModel):
        start: datetime.datetime
        tags: set[str] = set()

    @tool(read_only=True)
    def rep(
        level: Literal[1, "max"] = "max",
        at: datetime.datetime | None = None,
        name: Annotated[str, StringConstraints(strip_whitespace=True)] = "",
        url: HttpUrl | None = None,
        every: datetime.timedelta | None = None,
        ids: dict[int, str] | None = None,
        window: Window | None = None,
        ratio: float = 0.0,
        token: SecretStr | None = None,
    ) -> str:
        """Repr of the arguments."""
        secret = token.get_secret_value() if token else None
        tags = sorted(window.tags) if window else None  # a set's own order varies by run
        start = window.start if window else None
        return repr((level, at, name, str(url), every, ids, start, tags, ratio, secret))

    runtime = Runtime(Deck.from_functions([rep]), [rep], policy=Policy())
    sent = {
        "level": 1.0,
        "at": "2024-01-01T09:30:00.1234567Z",
        "name": "  Ada ",
        "url": "https://example.com",
        "every": "P1M",
        "ids": {"01": "a"},
        "window": {"start": "2024-01-01T09:30:00Z", "tags": ["b", "a"]},
        "ratio": 30,
        "token": "hunter2",
    }
    result = runtime.call_sync(ToolCall("c1", "rep", sent))
    assert result.status == "success", result.summary
    assert result.items == repr(
        (
            1,
            datetime.datetime(2024, 1, 1, 9, 30, 0, 123456, tzinfo=datetime.UTC),
            "Ada",
            "https://example.com/",
            datetime.timedelta(days=30),
            {1: "a"},
            datetime.datetime(2024, 1, 1, 9, 30, tzinfo=datetime.UTC),
            ["a", "b"],
            30.0,
            "hunter2",
        )
    ).replace("datetime.timezone.utc", "TzInfo(0)")
    assert [dict(n) for n in result.normalized] == [
        {"pointer": "/level", "rule": "function_types", "from": 1.0, "to": 1},
        {
            "pointer": "/at",
            "rule": "function_types",
            "from": "2024-01-01T09:30:00.1234567Z",
            "to": "2024-01-01T09:30:00.123456Z",
        },
        {"pointer": "/name", "rule": "function_types", "from": "  Ada ", "to": "Ada"},
        {
            "pointer": "/url",
            "rule": "function_types",
            "from": "https://example.com",
            "to": "https://example.com/",
        },
        {"pointer": "/every", "rule": "function_types", "from": "P1M", "to": "P30D"},
        {"pointer": "/ids/01", "rule": "function_types", "from": 'key "01"', "to": 'key "1"'},
    ]  # not listed: 30 for a float (the same JSON number), a set's order, the secret
    dry = runtime.call_sync(ToolCall("c2", "rep", sent), dry_run=True)
    assert dry.normalized == result.normalized
    same = runtime.call_sync(ToolCall("c3", "rep", {"level": 1, "name": "Ada"}))
    assert same.status == "success" and same.normalized == ()


def test_a_field_left_out_of_pydantics_dump_is_neither_a_change_nor_a_merge() -> None:
    """The comparison reads pydantic's dump of what the function receives; a field with
    ``Field(exclude=True)`` is not in it, and ``y`` (a default) is there unsent. Neither is
    a change, and the sent key missing from the dump is not two keys merged."""
    from pydantic import BaseModel, Field

    from tooldeck import Deck, tool

    class Query(BaseModel):
        text: str
        debug: bool = Field(False, exclude=True)
        y: int = 0

    @tool(read_only=True)
    def find(q: Query) -> str:
        """Find it."""
        return repr((q.text, q.debug, q.y))

    runtime = Runtime(Deck.from_functions([find]), [find], policy=Policy())
    result = runtime.call_sync(ToolCall("c1", "find", {"q": {"text": "a", "debug": True}}))
    assert (result.status, result.items, result.normalized) == ("success", "('a', True, 0)", ())


def test_additional_properties_do_not_normalise_a_key_a_pattern_property_covers() -> None:
    """``additionalProperties`` applies only to keys no ``patternProperties`` pattern
    matches (JSON Schema 2020-12 Core §10.3.2.3). Walking every undeclared key by it turned
    the valid ``{"s_x": "3"}`` (a string, by ``^s_``) into ``3``, which the schema then
    refused; expected by hand from the schema below."""
    from tooldeck.runtime.normalise import normalise as apply

    schema = {
        "type": "object",
        "patternProperties": {"^s_": {"type": "string"}},
        "additionalProperties": {"type": "integer"},
    }
    assert apply({"s_x": "3"}, schema, {"numeric_strings"}) == ({"s_x": "3"}, [])
    import jsonschema_rs

    assert jsonschema_rs.is_valid(schema, {"s_x": "3"})  # the call as sent was valid


def test_a_format_violation_shows_what_the_format_looks_like() -> None:
    """A fresh user's finding: "write the value in date-time format" did not say that RFC
    3339 needs a time-zone offset, so the naive '2024-01-01T00:00:00' (which Python's
    datetime accepts) came back the same. The hint gives the form and an example that the
    same validator accepts."""
    from tooldeck.runtime.validate import FORMAT_EXAMPLES
    from tooldeck.tool import Tool

    tool = Tool(
        name="book",
        description="Book a slot.",
        input_schema={
            "type": "object",
            "properties": {"when": {"type": "string", "format": "date-time"}},
            "required": ["when"],
        },
    )
    checker = SchemaValidator(tool)
    (violation,) = checker.violations({"when": "2024-01-01T00:00:00"})
    assert (violation.pointer, violation.keyword) == ("/when", "format")
    assert "time-zone offset" in violation.hint and "'2024-01-01T09:30:00Z'" in violation.hint
    for example in ("2024-01-01T09:30:00Z", "2024-01-01T09:30:00+08:00"):
        assert example in FORMAT_EXAMPLES["date-time"][1]
        assert checker.violations({"when": example}) == ()


def test_every_format_example_is_accepted_by_the_validator() -> None:
    """Each example quoted in a format hint passes the same validator (jsonschema-rs with
    formats asserted): a hint never shows a value that would be refused."""
    from tooldeck.runtime.validate import FORMAT_EXAMPLES
    from tooldeck.tool import Tool

    for fmt, (_, examples) in FORMAT_EXAMPLES.items():
        assert examples, fmt
        schema = {"type": "object", "properties": {"v": {"type": "string", "format": fmt}}}
        checker = SchemaValidator(Tool(name="t", description="d", input_schema=schema))
        for example in examples:
            assert checker.violations({"v": example}) == (), (fmt, example)


def test_the_refusal_hint_says_which_values_are_converted() -> None:
    """A fresh user's finding: 1.0 sent for an integer was converted to 1 (and listed in
    ``normalized``), while a refusal's hint said "values are used exactly as sent". The
    hint now states the conversions this runtime applies for this tool's handler."""
    from tooldeck import Deck, tool

    @tool(read_only=True)
    def rep(a: int) -> str:
        """Repr of the argument.

        Args:
            a: an integer.
        """
        return repr(a)

    deck = Deck.from_functions([rep])
    functions = Runtime(deck, {"rep": rep}, policy=Policy())
    assert [dict(n) for n in run(functions, "rep", '{"a": 1.0}').normalized] == [
        {"pointer": "/a", "rule": "integral_floats", "from": 1.0, "to": 1}
    ]
    hint = run(functions, "rep", '{"a": 1.5}').error.hint
    assert "exactly as sent" not in hint
    assert "(1.0) becomes the integer 1" in hint and "normalized" in hint
    assert "a number in quotes is a string" in hint
    # a plain callable gets 1.0 as sent: there the old sentence is true
    plain = Runtime(deck, {"rep": lambda **kw: repr(kw)}, policy=Policy())
    assert "values are used exactly as sent" in run(plain, "rep", '{"a": 1.5}').error.hint
    # an opted-in normalisation is named too, and the quoted-number clause follows it
    opted = Runtime(deck, {"rep": rep}, policy=Policy(), normalise={"numeric_strings"})
    hint = run(opted, "rep", '{"a": "x"}').error.hint
    assert "a number in quotes is read as that number" in hint
    assert "is a string" not in hint


# --- anyOf/oneOf explained by their branches (a fresh user's finding) ------------------------
# `status: Literal[...] | None` answered "\"sent\" is not valid under any of the schemas listed
# in the 'anyOf' keyword" with the hint "match at least one of the allowed shapes": nothing the
# model could fix with. The branch the value's JSON type fits is reported instead; the
# expected texts below are written out by hand from the schemas in each test.

STATUSES = ("pending", "shipped", "delivered", "cancelled")


def _function_validator() -> SchemaValidator:
    from typing import Literal

    from pydantic import BaseModel

    from tooldeck import Deck, tool

    class Size(BaseModel):
        size: Literal["s", "m", "l"]
        count: int

    @tool(read_only=True)
    def search_orders(
        customer_id: str,
        status: Literal["pending", "shipped", "delivered", "cancelled"] | None = None,
        tags: list[Literal["gift", "urgent"]] | None = None,
        limit: int | None = None,
        box: Size | None = None,
        code: Literal[tuple(f"c{i}" for i in range(30))] = "c0",  # type: ignore[valid-type]
    ) -> list[str]:
        """List order ids.

        Args:
            customer_id: Customer id such as C-88.
            status: Only orders in this status.
            tags: Only orders with these tags.
            limit: At most this many.
            box: Only orders in this box.
            code: A shipping code.
        """
        return []

    deck = Deck.from_functions([search_orders])
    # the schema pydantic wrote is the anyOf this test is about
    assert "anyOf" in deck["search_orders"].input_schema["properties"]["status"]
    return SchemaValidator(deck["search_orders"])


def _one(checker: SchemaValidator, arguments: dict[str, Any]) -> Any:
    (violation,) = checker.violations({"customer_id": "C-88", **arguments})
    return violation


def test_an_optional_literal_names_the_allowed_values() -> None:
    v = _one(_function_validator(), {"status": "sent"})
    assert (v.pointer, v.keyword) == ("/status", "enum")
    assert v.message == '"sent" is not one of "pending", "shipped", "delivered", "cancelled"'
    assert v.hint == (
        'use exactly one of "pending", "shipped", "delivered", "cancelled" '
        "(case and spaces matter), or null"
    )
    assert "anyOf" not in v.message and "shapes" not in v.hint


def test_a_value_of_no_branch_type_names_every_allowed_value_and_type() -> None:
    checker = _function_validator()
    v = _one(checker, {"status": 5})
    assert (v.pointer, v.keyword) == ("/status", "type")
    assert v.message == (
        '5 is an integer; the value must be one of "pending", "shipped", "delivered", '
        '"cancelled", or null'
    )
    v = _one(checker, {"limit": "5"})
    assert v.message == '"5" is a string; the value must be an integer or null'
    assert v.hint == "send an integer or null: write 5 without quotes (strings are not converted)"


def test_a_nested_optional_list_of_literals_reports_the_item() -> None:
    checker = _function_validator()
    found = checker.violations({"customer_id": "C-88", "tags": ["gift", "Urgent", 3]})
    assert [(v.pointer, v.keyword, v.message) for v in found] == [
        ("/tags/1", "enum", '"Urgent" is not one of "gift", "urgent"'),
        ("/tags/2", "enum", '3 is not one of "gift", "urgent"'),  # not also "not a string"
    ]
    assert found[0].hint.endswith('closest to "Urgent": "urgent"')
    v = _one(checker, {"tags": "gift"})
    assert (v.pointer, v.message) == (
        "/tags",
        '"gift" is a string; the value must be an array or null',
    )


def test_an_optional_model_reports_the_fields_inside_it() -> None:
    checker = _function_validator()
    found = checker.violations({"customer_id": "C-88", "box": {"size": "xl", "count": 2}})
    assert [(v.pointer, v.keyword, v.message) for v in found] == [
        ("/box/size", "enum", '"xl" is not one of "s", "m", "l"'),
    ]


def test_a_long_enum_is_cut_and_says_how_many_more() -> None:
    from tooldeck.runtime.validate import MAX_SHOWN_OPTIONS

    assert MAX_SHOWN_OPTIONS == 12
    v = _one(_function_validator(), {"code": "C3"})
    first = ", ".join(f'"c{i}"' for i in range(12))
    assert v.message == f'"C3" is not one of {first} (and 18 more)'  # 30 - 12 = 18
    # "c3" is the case-insensitive match, so it comes first among the closest
    assert '; closest to "C3": "c3"' in v.hint


def test_branches_of_a_json_deck_schema_are_explained() -> None:
    from tooldeck.formats import load_data

    deck = load_data(
        [
            {
                "name": "convert",
                "description": "Convert a temperature.",
                "inputSchema": {
                    "type": "object",
                    "properties": {
                        "unit": {"oneOf": [{"const": "c"}, {"const": "f"}]},
                        "who": {
                            "anyOf": [
                                {"type": "object", "required": ["id"]},
                                {"type": "object", "required": ["email"]},
                            ]
                        },
                        "n": {"anyOf": [{"type": "integer", "minimum": 1}, {"type": "null"}]},
                    },
                },
            }
        ],
        source="deck.json",
    ).deck
    checker = SchemaValidator(deck["convert"])
    (v,) = checker.violations({"unit": "k"})  # oneOf of consts: their values together
    assert (v.keyword, v.message) == ("enum", '"k" is not one of "c", "f"')
    (v,) = checker.violations({"n": 0})  # the integer branch, the null branch named
    assert (v.keyword, v.hint) == ("minimum", "use a value ≥ 1; or send null")
    (v,) = checker.violations({"who": {}})  # two object branches: each one's fix
    assert (v.pointer, v.keyword) == ("/who", "anyOf")
    assert v.message == "{} matches none of the 2 allowed shapes"
    assert v.hint == (
        'match one of the allowed shapes: either add the required property "id"; '
        'or add the required property "email"'
    )


def test_the_call_command_shows_the_allowed_values(tmp_path: Any) -> None:
    """End to end through ``tooldeck call`` with a ``py:`` deck, as the user ran it."""
    from typer.testing import CliRunner

    from tooldeck.cli import app

    module = tmp_path / "shop.py"
    module.write_text(
        "from typing import Literal\n"
        "from tooldeck import tool\n\n"
        "@tool(read_only=True)\n"
        'def search_orders(customer_id: str, status: Literal["pending", "shipped"] | None = None)'
        " -> list[str]:\n"
        '    """List the order ids of one customer.\n\n    Args:\n'
        "        customer_id: Customer id.\n        status: Only orders in this status.\n"
        '    """\n    return []\n'
    )
    args = json.dumps({"customer_id": "C-88", "status": "sent"})
    result = CliRunner().invoke(
        app, ["call", f"py:{module}", "search_orders", "--args", args, "--json"]
    )
    assert result.exit_code == 1, result.output
    (v,) = json.loads(result.stdout)["envelope"]["error"]["violations"]
    assert v["message"] == '"sent" is not one of "pending", "shipped"'
    assert v["hint"] == 'use exactly one of "pending", "shipped" (case and spaces matter), or null'


def test_an_integer_for_a_float_parameter_is_the_same_number_unless_a_float_cannot_hold_it() -> (
    None
):
    """A fresh user's finding: 30 sent for a ``float`` parameter reached the handler as 30.0
    with no note. Decided (docs/runtime.md): not a conversion — JSON has one number type and
    JSON Schema counts 30 and 30.0 as equal — so nothing is listed. What a float cannot
    hold would change, and is refused: 2**53 + 1 = 9007199254740993 has no float (the
    neighbours are 2**53 and 2**53 + 2, and round-half-even picks 2**53); 2**53 + 2 has one."""
    from tooldeck import Deck, tool

    @tool(read_only=True)
    def rep(amount: float, parts: list[float] | None = None, count: int = 0) -> str:
        """Repr of the arguments.

        Args:
            amount: an amount.
            parts: some amounts.
            count: a count.
        """
        return f"{amount!r} {parts!r} {count!r}"

    runtime = Runtime(Deck.from_functions([rep]), {"rep": rep}, policy=Policy())
    result = run(runtime, "rep", '{"amount": 30}')
    assert result.status == "success" and result.items == "30.0 None 0"
    assert result.normalized == ()
    assert run(runtime, "rep", '{"amount": 9007199254740994}').items.startswith(
        "9007199254740994.0 "
    )
    # an int parameter keeps any integer: 2**53 + 1 for count passes
    assert run(runtime, "rep", '{"amount": 1, "count": 9007199254740993}').status == "success"
    refused = run(runtime, "rep", '{"amount": 9007199254740993}')
    assert refused.error is not None and refused.error.kind == "invalid_arguments"
    (v,) = refused.error.violations
    assert (v.pointer, v.keyword) == ("/amount", "floatPrecision")
    assert v.message.endswith("it would become 9007199254740992.0")
    assert v.hint.startswith("send 9007199254740992 if that is what you mean")
    (v,) = run(runtime, "rep", '{"amount": 1, "parts": [2, 9007199254740993]}').error.violations
    assert v.pointer == "/parts/1"  # inside list[float] | None (an anyOf)
    (v,) = run(runtime, "rep", '{"amount": 1' + "0" * 400 + "}").error.violations
    assert "out of range" in v.message
    # a plain callable gets the integer as sent: nothing is refused
    plain = Runtime(Deck.from_functions([rep]), {"rep": lambda **kw: repr(kw)}, policy=Policy())
    assert run(plain, "rep", '{"amount": 9007199254740993}').items == (
        "{'amount': 9007199254740993}"
    )


def test_an_inexact_integer_is_found_through_allof() -> None:
    """``{"allOf": [{"$ref": …}], "description": …}`` (how older generators attach a
    description to a reference) hides nothing: the float inside the referenced object and a
    number declared by an ``allOf`` member are checked as the plain form is. Expected
    pointers written by hand from the schema; 2**53 + 1 has no float (see above)."""
    from tooldeck.runtime.validate import inexact_floats

    schema = {
        "type": "object",
        "$defs": {
            "Money": {"type": "object", "properties": {"amount": {"type": "number"}}},
            "Count": {"type": "integer"},
        },
        "properties": {
            "price": {"allOf": [{"$ref": "#/$defs/Money"}], "description": "The price."},
            "rate": {"allOf": [{"type": "number"}, {"minimum": 0}]},
            "count": {"allOf": [{"$ref": "#/$defs/Count"}]},
        },
    }
    big = 2**53 + 1
    found = inexact_floats({"price": {"amount": big}, "rate": big, "count": big}, schema)
    assert sorted(v.pointer for v in found) == ["/price/amount", "/rate"]
    assert {v.keyword for v in found} == {"floatPrecision"}
    assert inexact_floats({"price": {"amount": 2**53}, "rate": 3}, schema) == ()


def test_null_optional_drops_a_null_the_schema_refuses_and_reports_it() -> None:
    """What a model sends against an OpenAI strict export (docs/formats/README.md): null
    for a left-out optional parameter. Expected by hand from the schema: ``limit`` is
    optional and an integer (null refused: removed); ``query`` is required (kept, refused);
    ``note`` accepts null (kept as sent); nested optional ``depth`` refuses null (removed)."""
    from tooldeck.runtime.normalise import normalise as apply

    schema = {
        "type": "object",
        "properties": {
            "query": {"type": "string"},
            "limit": {"type": "integer"},
            "note": {"type": ["string", "null"]},
            "mode": {"enum": ["a", "b"]},
            "any": {},
            "opts": {
                "type": "object",
                "properties": {"depth": {"anyOf": [{"type": "integer"}, {"type": "string"}]}},
            },
        },
        "required": ["query"],
    }
    sent = {
        "query": None,
        "limit": None,
        "note": None,
        "mode": None,
        "any": None,
        "opts": {"depth": None},
    }
    out, changes = apply(sent, schema, {"null_optional"})
    assert out == {"query": None, "note": None, "any": None, "opts": {}}
    assert [(c["pointer"], c["to"]) for c in changes] == [
        ("/limit", "(absent)"),
        ("/mode", "(absent)"),
        ("/opts/depth", "(absent)"),
    ]
    assert apply(sent, schema, ())[0] == sent  # off unless opted in
    runtime = docs_runtime(normalise={"null_optional"})
    result = run(runtime, "search_docs", {"query": "x", "limit": None})
    assert result.status == "success" and result.items == {"query": "x"}
    assert list(result.normalized) == [
        {"pointer": "/limit", "rule": "null_optional", "from": None, "to": "(absent)"}
    ]
    refused = run(docs_runtime(), "search_docs", {"query": "x", "limit": None})
    assert refused.status == "error" and refused.error.kind == "invalid_arguments"


def test_null_optional_with_a_malformed_required_drops_nothing() -> None:
    """A ``required`` that is not a list (a string would match by substring) names no
    property optional: nothing is dropped, so validation reports the null."""
    from tooldeck.runtime.normalise import normalise as apply

    schema = {"type": "object", "properties": {"limit": {"type": "integer"}}, "required": "x"}
    assert apply({"limit": None}, schema, {"null_optional"}) == ({"limit": None}, [])


def test_a_long_value_is_quoted_cut_with_its_length() -> None:
    from tooldeck.tool import Tool

    # jsonschema-rs quotes the whole value; a 2 MB string gave a 2 MB message
    schema = {
        "type": "object",
        "properties": {"s": {"type": "string", "maxLength": 3}, "n": {"type": "integer"}},
    }
    checker = SchemaValidator(Tool(name="t", description="d", input_schema=schema))
    (long,) = checker.violations({"s": "x" * 500})
    # by hand: the JSON '"xxx…"' is 502 characters; the first 119 are kept, then "…"
    assert (
        long.message
        == '"' + "x" * 118 + "… (a string of 500 characters) is longer than 3 characters"
    )
    assert long.pointer == "/s" and long.keyword == "maxLength"
    (obj,) = checker.violations({"n": {"a": "y" * 300}})
    # by hand: '{"a":"' (6) + 300 + '"}' (2) = 308 characters of JSON
    assert (
        obj.message == '{"a":"' + "y" * 113 + '… (308 characters of JSON) is not of type "integer"'
    )
    (short,) = checker.violations({"s": "short1"})
    assert short.message == '"short1" is longer than 3 characters'  # short values whole


def test_an_unexpected_argument_name_is_answered_with_the_declared_name_it_is_close_to() -> None:
    """A fresh user's finding: a misspelt argument ("amout" for "amount", "Currency" for
    "currency") got "remove 'amout': … (check the spelling)" without naming the property it
    was meant to be, while a misspelt tool name got "did you mean …". The hint now names the
    rename and lists the declared names; a name close to none is still to be removed, a
    declared name the call already holds is not offered, and an object reached through a
    ``$ref`` (a pydantic model parameter, under ``$defs``) names its own properties.
    Expected hints written by hand from the function signatures below."""
    from pydantic import BaseModel

    from tooldeck import Deck, tool

    class Address(BaseModel):
        street: str
        city: str

    @tool(destructive=False)
    def refund(order_id: str, amount: float, currency: str = "EUR") -> str:
        """Refund an order."""
        return order_id

    @tool(destructive=False)
    def move(customer_id: int, address: Address) -> str:
        """Change a customer's address."""
        return address.city

    runtime = Runtime(Deck.from_functions([refund, move]))
    result = run(runtime, "refund", '{"order_id": "A", "amout": 5, "zzz": 1}')
    by_keyword = {v.keyword: v for v in result.error.violations}
    assert by_keyword["additionalProperties"].hint == (
        'rename "amout" to "amount"; remove "zzz": only the declared properties are '
        "accepted (order_id, amount, currency)"
    )
    result = run(runtime, "refund", '{"order_id": "A", "amount": 5, "Currency": "USD"}')
    (violation,) = result.error.violations
    assert violation.hint.startswith('rename "Currency" to "currency":')
    both = '{"order_id": "A", "amount": 5, "currency": "USD", "Currency": "USD"}'
    (violation,) = run(runtime, "refund", both).error.violations
    assert violation.hint.startswith(
        'remove "Currency" (a second "currency", which the call already holds):'
    )
    sent = '{"customer_id": 1, "address": {"street": "a", "citi": "Brno"}}'
    hints = {v.keyword: v.hint for v in run(runtime, "move", sent).error.violations}
    assert hints["additionalProperties"] == (
        'rename "citi" to "city": only the declared properties are accepted (street, city)'
    )


def test_a_rename_is_suggested_only_where_it_is_unambiguous() -> None:
    """A fresh user's finding: "amout" and "amnt" sent together were each told "rename to
    'amount'", which would send amount twice (and which value was meant is unknown). Two
    unexpected names closest to one declared name get one fix: send it once instead of
    them; a name equally close to two declared names is renamed to neither; a lone close
    name and a far one keep their rename and removal. Ratios by hand (difflib, 2·M/T):
    "amout"/"amount" 2·5/11 = 0.91, "amnt"/"amount" 2·4/10 = 0.8, "amnt"/"currency" and
    "amout"/"currency" below 0.6; "address" to "address_1" and to "address_2" alike
    2·7/16 = 0.875."""
    from tooldeck import Deck, tool

    @tool(destructive=False)
    def refund(order_id: str, amount: float, currency: str = "EUR") -> str:
        """Refund an order."""
        return order_id

    @tool(destructive=False)
    def ship(parcel: str, address_1: str = "", address_2: str = "") -> str:
        """Ship a parcel to an address."""
        return parcel

    runtime = Runtime(Deck.from_functions([refund, ship]))
    both = '{"order_id": "A", "amout": 5, "amnt": 7, "zzz": 1}'
    hints = {v.keyword: v.hint for v in run(runtime, "refund", both).error.violations}
    assert hints["additionalProperties"] == (
        'send "amount" once instead of "amout", "amnt" (each is close to it); remove "zzz": '
        "only the declared properties are accepted (order_id, amount, currency)"
    )
    assert "rename" not in hints["additionalProperties"]
    tied = '{"parcel": "P", "address": "Brno"}'
    (violation,) = run(runtime, "ship", tied).error.violations
    assert violation.hint.startswith(
        '"address" is equally close to "address_1" and "address_2": send the one you meant:'
    )
    # address_1 already sent: address_2 is the only free name close to it, so a rename
    (violation,) = run(
        runtime, "ship", '{"parcel": "P", "address_1": "a", "address": "b"}'
    ).error.violations
    assert violation.hint.startswith('rename "address" to "address_2":')
    untied = '{"parcel": "P", "adress_2": "Brno"}'
    (violation,) = run(runtime, "ship", untied).error.violations
    assert violation.hint.startswith('rename "adress_2" to "address_2":')


def test_rename_suggestions_bound_their_work_and_their_ties(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A breaker's finding, two parts. (1) The unambiguous-rename check computed difflib's
    full ratio for every pair of an unexpected name and a declared one: 1,000 unexpected
    names of ~200 characters against 300 declared ones took 60 times as long as the
    suggestion before it, which pruned pairs with difflib's cheap upper bounds
    (``real_quick_ratio``, ``quick_ratio``) as ``get_close_matches`` does; a call of
    such arguments held the runtime for seconds. The full ratio is now computed only
    where the bounds can reach the best ratio so far, so the hint is the same for far
    less work: here, names made of "q" share no letter with "field_N" (quick_ratio 0),
    so no full ratio is computed at all. (2) A name equally close to many declared names
    listed every one ("field_" ties "field_0" … "field_9" at 2·6/13 = 0.92 by hand):
    the list now stops at five and says how many more."""
    properties = {f"field_{i}": {"type": "string"} for i in range(300)}
    runtime = Runtime(small_deck("wide", properties, additionalProperties=False))
    calls = 0
    full_ratio = difflib.SequenceMatcher.ratio

    def counted(self: difflib.SequenceMatcher[str]) -> float:
        nonlocal calls
        calls += 1
        return full_ratio(self)

    monkeypatch.setattr(difflib.SequenceMatcher, "ratio", counted)
    far = {f"{'q' * 200}{i}": 1 for i in range(100)}
    (violation,) = run(runtime, "wide", far).error.violations
    assert violation.hint.startswith('remove "qqqq'), violation.hint
    assert calls == 0
    (violation,) = run(runtime, "wide", {"field_": "x"}).error.violations
    assert violation.hint.startswith(
        '"field_" is equally close to "field_0", "field_1", "field_2", "field_3", "field_4" '
        "and 5 more: send the one you meant:"
    ), violation.hint
    # a lone close name keeps its rename, found with full ratios for the close few only
    calls = 0
    (violation,) = run(runtime, "wide", {"feild_42": "x"}).error.violations
    assert violation.hint.startswith('rename "feild_42" to "field_42":'), violation.hint
    assert 0 < calls < 300


def test_a_second_spelling_of_a_sent_name_is_not_renamed_to_another() -> None:
    """A breaker's finding: ``{"amount": 1, "AMOUNT": 2}`` sent to ``order_id, amount,
    account`` was told 'rename "AMOUNT" to "account"': the declared names already sent
    were left out of the search, so the duplicate was matched to the closest free name
    ("amount"/"account" 2·5/13 = 0.77 by hand), and a model that follows it puts an amount
    in the account field. A name whose closest declared name (alone, over all of them)
    is one the call already holds is a second spelling of it: the hint says to remove it
    and why; the same for "amount " (2·6/13 = 0.92 to "amount", above "account"). A name
    equally close to a sent and a free name keeps its rename (the address test above)."""
    from tooldeck import Deck, tool

    @tool(destructive=False)
    def pay(order_id: str, amount: float, account: str = "") -> str:
        """Pay an order from an account."""
        return order_id

    runtime = Runtime(Deck.from_functions([pay]))
    for twice in ("AMOUNT", "amount "):
        sent = {"order_id": "A", "amount": 1, twice: 2}
        (violation,) = run(runtime, "pay", sent).error.violations
        assert violation.hint == (
            f'remove "{twice}" (a second "amount", which the call already holds): only the '
            "declared properties are accepted (order_id, amount, account)"
        ), violation.hint
        assert 'account"' not in violation.hint.split(":")[0]


def test_a_field_sent_beside_its_model_parameter_is_moved_into_it() -> None:
    """A fresh user's ticket tool takes one pydantic model, ``create_ticket(ticket:
    NewTicket)``; a model that sends the model's fields at the top level
    (``{"title": …, "priority": …}``) was told 'remove "title", "priority"' beside 'add the
    required property "ticket"', so a retry could send ``{"ticket": {}}`` and lose the
    values. The hint now says where they go. Expected strings written by hand from the
    declarations below (properties in declaration order)."""
    from pydantic import BaseModel

    from tooldeck import Deck, tool

    class NewTicket(BaseModel):
        title: str
        priority: str = "normal"

    class Address(BaseModel):
        street: str
        city: str

    @tool(destructive=False)
    def create_ticket(ticket: NewTicket, notify: bool = False) -> str:
        """Open a ticket."""
        return ticket.title

    @tool(destructive=False)
    def amend(ticket: NewTicket | None = None) -> str:
        """Amend a ticket."""
        return ""

    @tool(destructive=False)
    def relocate(old: Address, new: Address) -> str:
        """Move a customer."""
        return new.city

    runtime = Runtime(Deck.from_functions([create_ticket, amend, relocate]))
    flat = {"title": "VPN down", "priority": "high"}
    hints = {v.keyword: v.hint for v in run(runtime, "create_ticket", flat).error.violations}
    assert hints["additionalProperties"] == (
        'move "title", "priority" into "ticket" ({"ticket": {"title": …, "priority": …}}): '
        "only the declared properties are accepted (ticket, notify)"
    )
    assert hints["required"] == 'add the required property "ticket"'
    # an optional model is anyOf [$ref, null]: read through the branch
    (violation,) = run(runtime, "amend", {"title": "x"}).error.violations
    assert violation.hint.startswith('move "title" into "ticket" ({"ticket": {"title": …}}):')
    # two parameters of one model: both named, neither chosen
    hints = {v.keyword: v.hint for v in run(runtime, "relocate", {"city": "Brno"}).error.violations}
    assert hints["additionalProperties"] == (
        '"city" belongs inside "old" or "new": move it into the one you meant: only the '
        "declared properties are accepted (old, new)"
    )
    # the parameter already holds the name: the copy above it is to be removed
    both = {"title": "x", "ticket": {"title": "y"}}
    (violation,) = run(runtime, "create_ticket", both).error.violations
    assert (
        violation.hint
        == 'remove "title": only the declared properties are accepted (ticket, notify)'
    )


def test_member_search_is_bounded_on_a_branching_schema() -> None:
    """An upstream schema whose parameter fans out through 30 levels of two-branch
    ``anyOf`` over ``$ref``s would take about 2^31 visits to read in full; the search stops
    at MEMBER_SCHEMA_BUDGET subschemas and the hint falls back to 'remove'. The name
    ``deep`` is declared only in the parameter's second branch, which a depth-first read
    reaches after the whole fan (2,000 visits are spent inside it first)."""
    from tooldeck.tool import Tool

    defs: dict[str, Any] = {
        f"n{i}": {"anyOf": [{"$ref": f"#/$defs/n{i + 1}"}, {"$ref": f"#/$defs/n{i + 1}"}]}
        for i in range(30)
    }
    defs["n30"] = {"type": "object", "properties": {"shallow": {"type": "string"}}}
    second = {"type": "object", "properties": {"deep": {"type": "string"}}}
    fan = Tool(
        name="fan",
        description="A schema that branches.",
        input_schema={
            "type": "object",
            "properties": {"p": {"anyOf": [{"$ref": "#/$defs/n0"}, second]}},
            "additionalProperties": False,
            "$defs": defs,
        },
    )
    (violation,) = SchemaValidator(fan).violations({"deep": "x"})
    assert violation.hint == 'remove "deep": only the declared properties are accepted (p)'


def test_a_close_name_beside_a_held_one_is_not_called_a_second_spelling() -> None:
    """A fresh user's ``add_note(ticket_id, text)`` sent ``extra`` beside ``text`` was told
    'remove "extra" (a second "text", …)': ``extra`` and ``text`` share ``ext`` (difflib
    ratio 2·3/9 = 0.67 by hand, over the 0.6 bar), which makes them close, not one name
    spelt twice. Case, spaces and punctuation alone still read as a second spelling."""
    from tooldeck import Deck, tool

    @tool(destructive=False)
    def add_note(ticket_id: str, text: str) -> str:
        """Append a note."""
        return text

    runtime = Runtime(Deck.from_functions([add_note]))
    sent = {"ticket_id": "T-1", "text": "x", "extra": 1}
    (violation,) = run(runtime, "add_note", sent).error.violations
    assert violation.hint == (
        'remove "extra" (close to "text", which the call already holds): only the declared '
        "properties are accepted (ticket_id, text)"
    )
    for twice in ("TEXT", "text_", "Text "):
        sent = {"ticket_id": "T-1", "text": "x", twice: 1}
        (violation,) = run(runtime, "add_note", sent).error.violations
        assert violation.hint.startswith(f'remove "{twice}" (a second "text", which'), twice


def test_an_object_sent_as_its_json_text_is_told_to_send_the_object() -> None:
    """A fresh user's gateway client sent ``call_tool``'s ``arguments`` as a string of JSON
    (``"{\\"limit\\": 2}"``, arguments encoded twice, as models do) and was told only 'send
    a JSON object, not a string'; a quoted number already gets 'write 5 without quotes'.
    Now the string is said to hold the object's JSON, and is still refused (never decoded).
    A string that is not such JSON, or JSON of another type, keeps the plain hint."""
    from tooldeck.tool import Tool

    wants = Tool(
        name="wants",
        description="Takes an object and a list.",
        input_schema={
            "type": "object",
            "properties": {
                "arguments": {"type": "object"},
                "ids": {"type": "array", "items": {"type": "integer"}},
                "either": {"anyOf": [{"type": "object"}, {"type": "integer"}]},
            },
        },
    )
    checker = SchemaValidator(wants)
    held = (
        "the string holds the JSON text of an object: send the object itself, not its text "
        "in quotes (strings are not decoded)"
    )
    (violation,) = checker.violations({"arguments": '{"limit": 2}'})
    assert violation.hint == f"send a JSON object, not a string: {held}"
    (violation,) = checker.violations({"ids": " [1, 2] "})
    assert violation.hint == (
        "send a JSON array, not a string: the string holds the JSON text of an array: send "
        "the array itself, not its text in quotes (strings are not decoded)"
    )
    (violation,) = checker.violations({"either": '{"a": 1}'})
    assert violation.hint.endswith(held), violation.hint  # the anyOf branches say it too
    for plain in ("{not json", "[1, 2]", '{"a": NaN}'):
        (violation,) = checker.violations({"arguments": plain})
        assert violation.hint == "send a JSON object, not a string", plain
