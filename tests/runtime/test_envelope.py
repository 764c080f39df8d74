"""The result envelope: provider renderings, empty told apart from failure, output schema,
:class:`ToolOutput`, JSON conversion of handler outputs, lone surrogates and capped text
(``runtime/envelope.py``, ``runtime/_results.py``, ``runtime/_tojson.py``).
"""

from __future__ import annotations

import decimal
import json
import tempfile
from typing import Any

import mcp.types
import pytest

from runtime_fixtures import docs_runtime, echo, ledger_runtime, run
from tooldeck.runtime import NextCall, ToolCall, ToolOutput


def test_results_render_for_each_provider() -> None:
    runtime = docs_runtime({"count_rows": lambda table: {"rows": 3}, "search_docs": echo})
    ok = run(runtime, "count_rows", {"table": "t"})
    assert ok.to_openai() == {"role": "tool", "tool_call_id": "c1", "content": ok.text()}
    assert "is_error" not in ok.to_anthropic()
    mcp_result = mcp.types.CallToolResult.model_validate(ok.to_mcp())
    assert mcp_result.structured_content == {"rows": 3}  # conforms to the outputSchema
    assert mcp_result.is_error is False
    bad = run(runtime, "search_docs", {"query": 5})
    assert bad.to_anthropic()["is_error"] is True
    assert mcp.types.CallToolResult.model_validate(bad.to_mcp()).is_error is True
    assert json.loads(bad.to_openai()["content"])["error"]["kind"] == "invalid_arguments"


@pytest.mark.parametrize("value", [[], None, {}, ""])
def test_empty_results_are_not_failures(value: Any) -> None:
    result = run(docs_runtime({"search_docs": lambda **_: value}), "search_docs", {"query": "q"})
    assert result.status == "empty" and result.error is None and not result.is_error


def test_none_from_a_tool_with_an_output_schema_is_empty() -> None:
    result = run(docs_runtime({"count_rows": lambda table: None}), "count_rows", {"table": "t"})
    assert result.status == "empty" and result.error is None


def test_output_schema_mismatch_is_reported() -> None:
    runtime = docs_runtime({"count_rows": lambda table: {"count": 3}})
    result = run(runtime, "count_rows", {"table": "t"})
    assert result.status == "error" and result.error.kind == "output_mismatch"
    assert '"rows" is a required property' in result.error.message
    assert result.items == {"count": 3}  # nothing is lost


def test_tool_output_shapes_the_envelope() -> None:
    def search(**_: Any) -> ToolOutput:
        return ToolOutput(
            items=[{"id": 1}, {"id": 2}],
            summary="2 hits, both about refunds.",
            next=[NextCall("count_rows", {"table": "refunds"}, "how many refunds exist")],
        )

    result = run(docs_runtime({"search_docs": search}), "search_docs", {"query": "q"})
    envelope = result.envelope()
    assert envelope["summary"] == "2 hits, both about refunds."
    assert envelope["next"] == [
        {"tool": "count_rows", "arguments": {"table": "refunds"}, "why": "how many refunds exist"}
    ]
    wrong = run(
        docs_runtime(
            {"search_docs": lambda **_: ToolOutput(items=[1], next=[NextCall("nope", {})])}
        ),
        "search_docs",
        {"query": "q"},
    )
    assert wrong.error.kind == "output_mismatch" and "nope" in wrong.error.message


def test_tool_output_may_say_empty_and_add_envelope_fields() -> None:
    """Break B26 M4 needed it: a handler that lists something yet found nothing (the agent
    loop's search_tools with weak matches) says ``status="empty"`` and adds envelope
    members (``no_match``) after ``summary``, also when ``items`` is truncated; a member
    under an envelope name, a non-scalar one or another status is an output mismatch."""
    from tooldeck.runtime.truncate import ArtifactStore, Truncator

    def weak(**_: Any) -> ToolOutput:
        return ToolOutput(
            items=[{"id": 1}], summary="Nothing fits.", status="empty", fields={"no_match": True}
        )

    result = run(docs_runtime({"search_docs": weak}), "search_docs", {"query": "q"})
    assert list(result.envelope()) == ["status", "summary", "no_match", "items", "truncated"]
    assert (result.status, result.is_error, result.envelope()["no_match"]) == ("empty", False, True)
    assert json.loads(result.to_openai()["content"])["no_match"] is True
    plain = run(
        docs_runtime({"search_docs": lambda **_: ToolOutput(items=[1])}),
        "search_docs",
        {"query": "q"},
    )
    assert plain.status == "success" and "no_match" not in plain.envelope()
    assert (
        run(
            docs_runtime({"search_docs": lambda **_: ToolOutput(items=[])}),
            "search_docs",
            {"query": "q"},
        ).status
        == "empty"
    )

    def long(**_: Any) -> ToolOutput:
        return ToolOutput(
            items=["x" * 500], summary="Nothing fits.", status="empty", fields={"no_match": True}
        )

    store = ArtifactStore(tempfile.mkdtemp())
    cut = run(
        docs_runtime({"search_docs": long}, truncator=Truncator(100, store=store)),
        "search_docs",
        {"query": "q"},
    )
    assert cut.truncated and cut.status == "empty" and cut.envelope()["no_match"] is True
    for bad in ({"status": "x"}, {"items": 1}, {"no_match": [True]}, {"x": float("nan")}):
        wrong = run(
            docs_runtime({"search_docs": lambda bad=bad, **_: ToolOutput(items=[1], fields=bad)}),
            "search_docs",
            {"query": "q"},
        )
        assert wrong.error is not None and wrong.error.kind == "output_mismatch", bad
        assert (
            "a field is a JSON scalar under a name the envelope does not use" in wrong.error.message
        )
    other = run(
        docs_runtime({"search_docs": lambda **_: ToolOutput(items=[1], status="error")}),  # type: ignore[arg-type]
        "search_docs",
        {"query": "q"},
    )
    assert other.error is not None and other.error.kind == "output_mismatch"


def test_failed_call_of_a_tool_with_output_schema_sends_the_envelope_as_error() -> None:
    def fail(**kwargs: Any) -> Any:
        raise ValueError("bad")

    result = ledger_runtime({"send_payment": fail}).call_sync(ToolCall("c1", "send_payment", {}))
    sent = result.to_mcp()
    # the error class travels in structured form; isError keeps clients from checking it
    # against the tool's output schema
    assert sent["isError"] is True
    assert sent["structuredContent"]["error"]["kind"] == result.error.kind
    plain = ledger_runtime({"lookup": fail}).call_sync(ToolCall("c1", "lookup", {}))
    assert plain.to_mcp()["structuredContent"]["status"] == "error"  # no schema: envelope


# --- A7c: output that is not plain JSON ---
def test_non_json_output_is_converted_with_a_note() -> None:
    value = {"price": decimal.Decimal("1.10"), "tags": {"a"}, 7: "seven"}
    result = ledger_runtime({"lookup": lambda **kw: value}).call_sync(ToolCall("c1", "lookup", {}))
    assert result.status == "success"
    assert result.items == {"price": "1.10", "tags": ["a"], "7": "seven"}
    assert result.envelope()["converted"] == [
        {"pointer": "/price", "from": "Decimal", "to": "string"},
        {"pointer": "/tags", "from": "set", "to": "array (in an arbitrary order)"},
        {"pointer": "/7", "from": "int key 7", "to": "string key '7'"},
    ]
    assert "Converted to JSON" in result.summary


def test_plain_json_output_has_no_conversion_note() -> None:
    result = ledger_runtime({"lookup": lambda **kw: {"a": [1, 2.5, None, True]}}).call_sync(
        ToolCall("c1", "lookup", {})
    )
    assert result.converted == () and "converted" not in result.envelope()


@pytest.mark.parametrize(
    ("value", "words"),
    [
        (10**5000, "about 5001 digits"),  # 5000·log10(10) + 1 digits
        ({"n": -(2**1100)}, "beyond the range of a JSON number"),  # 2**1100 ≈ 1.4e331
        ({1: "a", "1": "b"}, "both become '1'"),
        ([object()], "no JSON form"),
        (float("nan"), "not a JSON number"),
    ],
    ids=["10**5000", "-2**1100", "colliding-keys", "object", "nan"],
)
def test_output_without_a_faithful_json_form_is_an_output_error(value: Any, words: str) -> None:
    result = ledger_runtime({"lookup": lambda **kw: value}).call_sync(ToolCall("c1", "lookup", {}))
    assert (result.status, result.error.kind, result.items) == ("error", "output_mismatch", None)
    assert words in result.error.message
    result.to_openai()  # renders without raising


def test_a_field_without_json_form_is_named_not_its_dataclass_or_model() -> None:
    """A dataclass or model with bytes that are not UTF-8 in one field was reported "at /,
    a value of type Shipment, which has no JSON form": the pointer and the type pointed
    at the whole object, which has a JSON form; the culprit is the field."""
    import dataclasses

    from pydantic import BaseModel

    @dataclasses.dataclass
    class Shipment:
        id: str
        label: Any

    class Parcel(BaseModel):
        weight: float
        shipment: Shipment

    for value, pointer in [
        (Shipment("s1", b"\xff\xfe"), "/label"),
        ({"parcels": [Parcel(weight=1.0, shipment=Shipment("s2", b"\xff"))]}, None),
    ]:
        result = ledger_runtime({"lookup": lambda value=value, **kw: value}).call_sync(
            ToolCall("c1", "lookup", {})
        )
        assert (result.status, result.error.kind) == ("error", "output_mismatch")
        message = result.error.message
        expected = pointer or "/parcels/0/shipment/label"
        assert f"at {expected}, bytes that are not UTF-8 text" in message, message
        assert "Shipment" not in message and "Parcel" not in message


def test_a_field_without_json_form_is_named_by_its_key_in_the_dump() -> None:
    """A model field with a serialization alias is dumped under the alias (``code`` as
    ``"tracking-code"``); the pointer to its unwritable bytes named the attribute
    (``/code``), a key the caller never sees."""
    from pydantic import BaseModel, ConfigDict, Field

    class Label(BaseModel):
        model_config = ConfigDict(extra="allow")
        code: Any = Field(serialization_alias="tracking-code")

    for value, expected in [
        (Label(code=b"\xff"), "/tracking-code"),
        (Label(code="A1", extra_bytes=b"\xfe"), "/extra_bytes"),
    ]:
        result = ledger_runtime({"lookup": lambda value=value, **kw: value}).call_sync(
            ToolCall("c1", "lookup", {})
        )
        assert (result.status, result.error.kind) == ("error", "output_mismatch")
        message = result.error.message
        assert f"at {expected}, bytes that are not UTF-8 text" in message, message


def test_a_set_in_a_field_typed_any_is_converted_with_a_note() -> None:
    """A dataclass or model is dumped by its declared fields without a note, but a field
    typed ``Any`` (or a model's extra key) declares nothing: a set there became an array in
    an arbitrary order with no note. Declared fields (``tags: set[str]``) stay unnoted."""
    import dataclasses

    from pydantic import BaseModel, ConfigDict

    @dataclasses.dataclass
    class Shipment:
        id: str
        label: Any
        tags: set[str]

    class Parcel(BaseModel):
        model_config = ConfigDict(extra="allow")
        shipment: Shipment
        notes: list[Any] | None = None

    value = {
        "parcel": Parcel(
            shipment=Shipment("s1", frozenset({"fragile"}), {"x"}),
            notes=[{"up"}],
            codes={"A"},  # an extra key: no declared type
        ),
        "price": decimal.Decimal("2.50"),
    }
    result = ledger_runtime({"lookup": lambda **kw: value}).call_sync(ToolCall("c1", "lookup", {}))
    assert result.status == "success"
    assert result.items == {
        "parcel": {
            "shipment": {"id": "s1", "label": ["fragile"], "tags": ["x"]},
            "notes": [["up"]],
            "codes": ["A"],
        },
        "price": "2.50",
    }
    arbitrary = "array (in an arbitrary order)"
    assert result.envelope()["converted"] == [
        {"pointer": "/parcel/shipment/label", "from": "frozenset", "to": arbitrary},
        {"pointer": "/parcel/notes/0", "from": "set", "to": arbitrary},
        {"pointer": "/parcel/codes", "from": "set", "to": arbitrary},
        {"pointer": "/price", "from": "Decimal", "to": "string"},
    ]
    assert "frozenset at /parcel/shipment/label" in result.summary


def test_a_root_model_of_any_notes_its_set() -> None:
    from pydantic import RootModel

    value = RootModel[list[Any]]([{"a"}, 1])
    result = ledger_runtime({"lookup": lambda **kw: value}).call_sync(ToolCall("c1", "lookup", {}))
    assert (result.status, result.items) == ("success", [["a"], 1])
    assert result.converted == (
        {"pointer": "/0", "from": "set", "to": "array (in an arbitrary order)"},
    )


def test_a_field_with_its_own_serializer_is_not_noted() -> None:
    from pydantic import BaseModel, field_serializer

    class Tagged(BaseModel):
        tags: Any

        @field_serializer("tags")
        def _sorted(self, tags: Any) -> list[str]:
            return sorted(tags)

    result = ledger_runtime({"lookup": lambda **kw: Tagged(tags={"b", "a"})}).call_sync(
        ToolCall("c1", "lookup", {})
    )
    assert (result.status, result.items) == ("success", {"tags": ["a", "b"]})
    assert result.converted == ()


def test_a_sync_generator_result_is_converted_with_a_note() -> None:
    def gen(**kwargs: Any) -> Any:
        yield from (1, 2)

    result = ledger_runtime({"lookup": gen}).call_sync(ToolCall("c1", "lookup", {"to": "x"}))
    assert (result.status, result.items) == ("success", [1, 2])
    assert result.converted == ({"pointer": "", "from": "generator", "to": "array"},)


def test_a_nested_generator_is_an_output_mismatch() -> None:
    ran: list[int] = []

    def nested(**kwargs: Any) -> Any:
        def body() -> Any:
            ran.append(1)
            yield 1

        return {"a": body()}

    result = ledger_runtime({"lookup": nested}).call_sync(ToolCall("c1", "lookup", {"to": "x"}))
    assert result.error.kind == "output_mismatch"
    assert ran == []  # its body never ran outside the handler's thread


# --- B5: lone surrogates in output or exception text ---
@pytest.mark.parametrize("value", ["ok\udc00", {"a\ud800": 1}, {"s": ["x\udfff"]}])
def test_output_with_a_lone_surrogate_is_an_output_mismatch(value: Any) -> None:
    runtime = ledger_runtime({"lookup": lambda **kw: value})
    result = runtime.call_sync(ToolCall("c1", "lookup", {"to": "x"}))
    assert (result.status, result.error.kind, result.items) == ("error", "output_mismatch", None)
    assert "lone UTF-16 surrogate" in result.error.message
    for wire in (result.to_openai(), result.to_anthropic(), result.to_mcp()):
        import json

        json.dumps(wire, ensure_ascii=False).encode("utf-8")  # no UnicodeEncodeError


def test_exception_text_with_a_lone_surrogate_is_escaped_and_said_so() -> None:
    def boom(**kwargs: Any) -> Any:
        raise RuntimeError("bad \udc80 byte")

    runtime = ledger_runtime({"lookup": boom})
    result = runtime.call_sync(ToolCall("c1", "lookup", {"to": "x"}))
    assert "bad \\udc80 byte" in result.error.message  # the escape, as six characters
    assert "written as \\u escapes" in result.error.message
    result.to_openai()["content"].encode("utf-8")


# --- B6: error text is capped ---
def test_a_huge_exception_message_is_cut_with_a_marker() -> None:
    from tooldeck.runtime.runtime import MESSAGE_LIMIT

    def boom(**kwargs: Any) -> Any:
        raise ValueError("E" * 200_000)

    runtime = ledger_runtime({"lookup": boom})
    result = runtime.call_sync(ToolCall("c1", "lookup", {"to": "x"}))
    # "lookup failed: ValueError: " is 27 characters, so 200,027 - 4,000 are cut
    assert result.error.message.endswith(f"… ({200_027 - MESSAGE_LIMIT} characters cut)")
    assert len(result.error.message) < MESSAGE_LIMIT + 40
    assert len(result.to_openai()["content"]) < 3 * MESSAGE_LIMIT


def test_a_subclass_returned_for_a_declared_model_is_dumped_as_declared_and_said_so() -> None:
    """A function declared ``-> Pet`` that returns a ``Dog(Pet)`` sent the Dog's own
    fields (``secret``) as items and structured content: dumped by its own class, not by
    the declared return type. Now the value is dumped as declared (pydantic's TypeAdapter of
    the annotation) and each dropped field is listed in ``converted`` — at the top, in a
    list, and inside a declared field (``Owner.pet``, where pydantic already dropped it
    without a word)."""
    from pydantic import BaseModel

    from tooldeck import Deck, tool
    from tooldeck.runtime import Runtime

    class Pet(BaseModel):
        name: str

    class Dog(Pet):
        secret: str

    class Owner(BaseModel):
        pet: Pet

    @tool(read_only=True)
    def get_pet() -> Pet:
        """Get the pet."""
        return Dog(name="rex", secret="s3cret")

    @tool(read_only=True)
    def list_pets() -> list[Pet]:
        """List the pets."""
        return [Pet(name="tom"), Dog(name="rex", secret="s3cret")]

    @tool(read_only=True)
    def get_owner() -> Owner:
        """Get the owner."""
        return Owner(pet=Dog(name="rex", secret="s3cret"))

    @tool(read_only=True)
    def plain_pet() -> Pet:
        """Get a plain pet."""
        return Pet(name="tom")

    fns = [get_pet, list_pets, get_owner, plain_pet]
    runtime = Runtime(Deck.from_functions(fns), fns)

    def dropped(pointer: str) -> dict[str, str]:
        return {
            "pointer": pointer,
            "from": "a field the declared return type does not have",
            "to": "left out",
        }

    one = runtime.call_sync(ToolCall("c1", "get_pet", {}))
    assert (one.status, one.items) == ("success", {"name": "rex"})
    assert one.to_mcp()["structuredContent"] == {"name": "rex"}
    assert one.converted == (dropped("/secret"),)
    assert "s3cret" not in one.text()
    assert "at /secret → left out" in one.summary
    many = runtime.call_sync(ToolCall("c2", "list_pets", {}))
    assert many.items == [{"name": "tom"}, {"name": "rex"}]
    assert many.to_mcp()["structuredContent"] == {"result": [{"name": "tom"}, {"name": "rex"}]}
    assert many.converted == (dropped("/1/secret"),)
    nested = runtime.call_sync(ToolCall("c3", "get_owner", {}))
    assert nested.items == {"pet": {"name": "rex"}}
    assert nested.converted == (dropped("/pet/secret"),)
    plain = runtime.call_sync(ToolCall("c4", "plain_pet", {}))
    assert (plain.items, plain.converted) == ({"name": "tom"}, ())


def test_a_dataclass_field_set_by_the_class_is_kept_in_the_value() -> None:
    """``field(init=False)`` of a returned dataclass (set in ``__post_init__``) is a field
    of the declared type, but pydantic's dump by the declared type omits it, so it was cut
    from the value with the note "a field the declared return type does not have" — false.
    It is kept, with no note; a subclass's own ``init=False`` field is still left out."""
    from dataclasses import dataclass, field

    from tooldeck import Deck, tool
    from tooldeck.runtime import Runtime

    @dataclass(kw_only=True)
    class Word:
        text: str
        size: int = field(init=False)

        def __post_init__(self) -> None:
            self.size = len(self.text)

    @dataclass(kw_only=True)
    class Secret(Word):
        hidden: str = field(init=False)

        def __post_init__(self) -> None:
            super().__post_init__()
            self.hidden = "s3cret"

    @tool(read_only=True)
    def word(x: str) -> Word:
        """The word."""
        return Word(text=x)

    @tool(read_only=True)
    def words(x: str) -> list[Word]:
        """The words."""
        return [Word(text=x), Secret(text=x)]

    runtime = Runtime(Deck.from_functions([word, words]), [word, words])
    one = runtime.call_sync(ToolCall("c1", "word", {"x": "abc"}))
    assert (one.status, one.items, one.converted) == ("success", {"text": "abc", "size": 3}, ())
    many = runtime.call_sync(ToolCall("c2", "words", {"x": "ab"}))
    assert many.items == [{"text": "ab", "size": 2}, {"text": "ab", "size": 2}]
    assert [c["pointer"] for c in many.converted] == ["/1/hidden"]


def test_a_plain_dict_returned_for_a_declared_model_loses_its_undeclared_keys() -> None:
    """A function declared ``-> Pet`` returning the dict ``{"name": "a", "ssn": "1"}``
    sent ``ssn`` as if declared (a subclass's extra field is left out and noted): now
    the dict's keys the model does not have are left out and noted the same way."""
    from pydantic import BaseModel

    from tooldeck import Deck, tool
    from tooldeck.runtime import Runtime

    class Pet(BaseModel):
        name: str

    @tool(read_only=True)
    def pet() -> Pet:
        """The pet."""
        return {"name": "a", "ssn": "1"}  # type: ignore[return-value]

    runtime = Runtime(Deck.from_functions([pet]), [pet])
    result = runtime.call_sync(ToolCall("c1", "pet", {}))
    assert (result.status, result.items) == ("success", {"name": "a"})
    assert result.to_mcp()["structuredContent"] == {"name": "a"}
    assert result.converted == (
        {
            "pointer": "/ssn",
            "from": "a field the declared return type does not have",
            "to": "left out",
        },
    )
