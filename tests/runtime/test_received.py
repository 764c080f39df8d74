"""What a ``@tool`` function's types change in its arguments (``normalized``, rule
``function_types``): secrets, the cost of the key lookup, aliases and serializers."""

from __future__ import annotations

from typing import Any

from tooldeck import Deck
from tooldeck.runtime import Policy, Runtime, ToolCall


def _call(fn: Any, arguments: dict[str, Any]) -> Any:
    runtime = Runtime(Deck.from_functions([fn]), [fn], policy=Policy())
    return runtime.call_sync(ToolCall("c1", fn.tool.name, arguments))


def test_a_secret_of_any_json_type_is_neither_compared_nor_shown() -> None:
    """pydantic dumps every ``Secret`` as its mask; the comparison skipped the mask only
    for a string sent, so ``Secret[int]`` 1234 came back as a change 1234 → mask (the
    value written into the result, and a false change: the function receives 1234)."""
    from pydantic import BaseModel, Secret

    from tooldeck import tool

    class Card(BaseModel):
        pin: Secret[int]
        codes: Secret[list[int]]

    @tool(read_only=True)
    def unlock(pin: Secret[int], card: Card) -> str:
        """Unlock."""
        return repr((pin.get_secret_value(), card.pin.get_secret_value()))

    result = _call(unlock, {"pin": 1234, "card": {"pin": 5678, "codes": [1, 2]}})
    assert (result.status, result.items, result.normalized) == ("success", "(1234, 5678)", ())


def test_key_lookups_are_capped_per_call_and_changes_are_listed_up_to_a_limit() -> None:
    """Each object whose key the function's types rewrote (``"01"`` → ``"1"`` for
    ``dict[int, str]``) cost one validation of the whole arguments, so n such objects
    cost n validations of n objects (8,000 objects: 24 s). The lookups are now capped per
    call (:data:`MAX_KEYS_TRIED`), and ``normalized`` lists at most :data:`MAX_CHANGES`
    records, then one saying how many more there were. Counted by hand: 400 objects with
    one rewritten key each; 50 looked up, each a change; the 350 others not looked up are
    one record; 51 records fit under 100, so nothing more is cut. The call stays linear:
    asserted by counting validations, not by timing."""
    from tooldeck import tool
    from tooldeck.runtime._received import MAX_CHANGES, MAX_KEYS_TRIED

    assert (MAX_KEYS_TRIED, MAX_CHANGES) == (50, 100)

    @tool(read_only=True)
    def many(rows: list[dict[int, str]]) -> str:
        """Count."""
        return str(len(rows))

    seen = {"validations": 0}
    original = type(many).received_arguments

    def counting(self: Any, arguments: Any) -> Any:
        seen["validations"] += 1
        return original(self, arguments)

    type(many).received_arguments = counting  # type: ignore[method-assign]
    try:
        result = _call(many, {"rows": [{"01": "x"} for _ in range(400)]})
    finally:
        type(many).received_arguments = original  # type: ignore[method-assign]
    assert result.status == "success", result.summary
    assert seen["validations"] == 1 + MAX_KEYS_TRIED
    changes = [dict(n) for n in result.normalized]
    assert len(changes) == 51
    assert changes[0] == {
        "pointer": "/rows/0/01",
        "rule": "function_types",
        "from": 'key "01"',
        "to": 'key "1"',
    }
    assert changes[-1]["pointer"] == "/rows/50/01"
    assert changes[-1]["from"] == "350 keys not received as sent"
    assert "not looked up" in changes[-1]["to"]

    # 300 changed values: 99 listed, then one record for the 201 others
    from typing import Annotated

    from pydantic import StringConstraints

    @tool(read_only=True)
    def trim(values: list[Annotated[str, StringConstraints(strip_whitespace=True)]]) -> str:
        """Join."""
        return "".join(values)

    capped = _call(trim, {"values": [f" {i}" for i in range(300)]})
    listed = [dict(n) for n in capped.normalized]
    assert len(listed) == MAX_CHANGES
    assert listed[0] == {"pointer": "/values/0", "rule": "function_types", "from": " 0", "to": "0"}
    assert listed[-1] == {
        "pointer": "/values/99",
        "rule": "function_types",
        "from": "201 more changes",
        "to": "not listed",
    }


def test_aliases_and_custom_serializers_make_no_false_changes() -> None:
    """The comparison reads pydantic's dump of what the function receives; where that
    dump is not the form the function received — a field read by a validation alias and
    written by its name or another alias, a serializer of the author's (``PlainSerializer``,
    ``@field_serializer``) — keys and values were listed as changed though the function
    received them as sent (``'key "q"'`` → ``'key "query"'``, ``"abc"`` → ``"ABC"``).
    Such a parameter is now not compared; the others still are (``level`` 1.0 → 1)."""
    import datetime
    from typing import Annotated, Literal

    from pydantic import AliasChoices, BaseModel, Field, PlainSerializer, field_serializer

    from tooldeck import tool

    class ByValidationAlias(BaseModel):
        query: str = Field(validation_alias="q")

    class ByChoices(BaseModel):
        query: str = Field(validation_alias=AliasChoices("q", "query"))

    class TwoAliases(BaseModel):
        query: str = Field(alias="q", serialization_alias="Q")

    class Stamped(BaseModel):
        at: datetime.datetime

        @field_serializer("at")
        def _at(self, value: datetime.datetime) -> str:
            return value.isoformat() + "X"

    upper = Annotated[str, PlainSerializer(str.upper, return_type=str)]

    @tool(read_only=True)
    def find(
        v: ByValidationAlias,
        c: ByChoices,
        t: TwoAliases,
        s: Stamped,
        name: upper,
        level: Literal[1, "max"] = "max",
    ) -> str:
        """Find."""
        return repr((v.query, c.query, t.query, s.at.year, name, level))

    result = _call(
        find,
        {
            "v": {"q": "x"},
            "c": {"q": "y"},
            "t": {"q": "z"},
            "s": {"at": "2020-01-01T00:00:00Z"},
            "name": "abc",
            "level": 1.0,
        },
    )
    assert (result.status, result.items) == ("success", "('x', 'y', 'z', 2020, 'abc', 1)")
    assert [dict(n) for n in result.normalized] == [
        {"pointer": "/level", "rule": "function_types", "from": 1.0, "to": 1}
    ]


def test_a_field_dumped_under_a_serialization_alias_alone_is_no_key_change() -> None:
    """``Field(serialization_alias="Q")`` with no validation alias: the model sends
    ``query``, the function's model holds it as sent, the dump writes it under ``Q``."""
    from pydantic import BaseModel, Field

    from tooldeck import tool

    class Out(BaseModel):
        query: str = Field(serialization_alias="Q")

    @tool(read_only=True)
    def find(o: Out) -> str:
        """Find."""
        return o.query

    result = _call(find, {"o": {"query": "x"}})
    assert (result.status, result.items, result.normalized) == ("success", "x", ())


def test_a_large_argument_received_as_sent_is_not_dumped_and_changes_are_still_found() -> None:
    """Session 24: the comparison dumped the whole arguments and walked every value in
    Python (json.dumps per number): on 20,000 rows, 100× the validation itself
    (benchmarks/bench_runtime.py). Now an argument whose type cannot change any JSON
    value (``str``, ``Any``: :mod:`tooldeck.tool._unchanged`) or whose validated value is,
    type for type, what was sent (``same_json``) is handed back as the very object, not
    dumped nor walked. Nothing it recorded is lost: one ``1.0`` among 3,000 integers, a
    ``bool`` given ``"true"`` (a deck whose schema says string) and a ``datetime``'s
    spelling are still each one change at their pointer (found by hand)."""
    from datetime import datetime

    from typing_extensions import TypedDict

    from tooldeck import tool
    from tooldeck.tool import Tool

    class Row(TypedDict):
        id: int
        name: str

    @tool(read_only=True)
    def ingest(rows: list[Row], note: str, meta: dict[str, Any], when: datetime) -> str:
        """Ingest."""
        return str(len(rows))

    rows = [{"id": i, "name": f"n{i}"} for i in range(3000)]
    sent = {
        "rows": rows,
        "note": "x" * 100_000,
        "meta": {"a": [1, 2.5]},
        "when": "2026-12-04T10:00:00Z",
    }
    _, received = ingest.received_arguments(sent)
    assert received["rows"] is rows and received["note"] is sent["note"]
    assert received["meta"] is sent["meta"]
    assert received["when"] == "2026-12-04T10:00:00Z"
    assert _call(ingest, sent).normalized == ()

    changed = [dict(row) for row in rows]
    changed[1234] = {"id": 1234.0, "name": "n1234"}
    plain = Runtime(Deck([Tool("ingest", "", {"type": "object"})]), [ingest], policy=Policy())
    result = plain.call_sync(
        ToolCall("c1", "ingest", {**sent, "rows": changed, "when": "2026-12-04T10:00:00+00:00"})
    )
    assert result.status == "success", result
    assert [(c["pointer"], c["from"], c["to"]) for c in result.normalized] == [
        ("/rows/1234/id", 1234.0, 1234),
        ("/when", "2026-12-04T10:00:00+00:00", "2026-12-04T10:00:00Z"),
    ]

    @tool(read_only=True)
    def toggle(on: bool) -> str:
        """Toggle."""
        return str(on)

    loose = Runtime(Deck([Tool("toggle", "", {"type": "object"})]), [toggle], policy=Policy())
    got = loose.call_sync(ToolCall("c2", "toggle", {"on": "true"}))
    assert [(c["pointer"], c["from"], c["to"]) for c in got.normalized] == [("/on", "true", True)]


def test_which_types_cannot_change_a_json_value() -> None:
    """:func:`unchanging_argument_keys`, by hand from pydantic's lax mode: ``str``, ``Any``,
    ``Literal`` of strings, a ``str`` Enum, lists, tuples, ``dict[str, …]``, ``X | None``
    and models of those keep every JSON value they accept; ``int`` (1.0 → 1), ``bool``
    and ``float`` ("true", "1.5"), ``Literal[1]``, ``set``, a stripped ``str``, a
    ``datetime``, ``dict[int, …]`` keys and a field read under another key do not."""
    from datetime import datetime
    from enum import StrEnum
    from typing import Annotated, Literal

    from pydantic import BaseModel, Field, StringConstraints

    from tooldeck import tool

    class Colour(StrEnum):
        red = "red"

    class Inner(BaseModel):
        a: str
        b: list[str] = []
        again: Inner | None = None

    class Renamed(BaseModel):
        a: str = Field(validation_alias="q")

    @tool(read_only=True)
    def f(
        s: str,
        anything: Any,
        lit: Literal["a", "b"],
        colour: Colour,
        inner: Inner,
        words: tuple[str, ...],
        table: dict[str, list[str]],
        maybe: str | None,
        n: int,
        flag: bool,
        x: float,
        one: Literal[1, "max"],
        tags: set[str],
        trimmed: Annotated[str, StringConstraints(strip_whitespace=True)],
        when: datetime,
        by_int: dict[int, str],
        renamed: Renamed,
    ) -> str:
        """F."""
        return ""

    from tooldeck.tool._unchanged import unchanging_argument_keys

    assert unchanging_argument_keys(f._arguments_model) == {
        "s",
        "anything",
        "lit",
        "colour",
        "inner",
        "words",
        "table",
        "maybe",
    }
