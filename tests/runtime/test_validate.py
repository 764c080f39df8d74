"""Layer 1 (``runtime/validate.py``): no coercion, every violation with its pointer, strict
decoding of numbers and text, opt-in normalisation.

Every expected value is written out by hand from the input in the test (e.g. ``1e400``
exceeds the largest double, about 1.8e308, so it cannot be held; ``1.00000000000000000001``
differs from 1 in the 20th decimal, below a double's 53-bit precision, so it becomes 1.0).
"""

from __future__ import annotations

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
    assert result.error.kind == "invalid_arguments"
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
