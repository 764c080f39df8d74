"""The runtime's orchestration (``runtime/runtime.py``), through real code paths (no mocks
of the runtime): handlers, dry runs, call ids, parallel pairing, the caller's
cancellation, configuration.

* 10,000 calls through ``call_many`` with random (seeded) delays of 0–1 ms, async and sync
  handlers mixed: every result carries the call id of the call at its position and the
  handler's echo of that call's own argument (zero mismatches).
"""

from __future__ import annotations

import asyncio
import enum
import io
import json
import random
from typing import Any

import pydantic
import pytest

from runtime_fixtures import DOCS_DECK, Blocker, echo, ledger_runtime, run
from tooldeck.runtime import AuditLog, DuplicateGuard, Policy, Runtime, RuntimeConfigError, ToolCall
from tooldeck.tool import Deck, Tool, ToolAnnotations
from tooldeck.tool.declare import tool


class Colour(enum.Enum):
    RED = "red"
    BLUE = "blue"


class Window(pydantic.BaseModel):
    start: int
    end: int


@tool(read_only=True)
def paint(colour: Colour, window: Window, tags: list[str] | None = None) -> list[str]:
    """Paint a window.

    Args:
        colour: the colour.
        window: the range.
        tags: labels.
    """
    return [colour.value, str(window.end - window.start), *(tags or [])]


def test_function_tool_handlers_get_python_values_and_wrapped_output() -> None:
    runtime = Runtime(Deck.from_functions([paint]), [paint], policy=Policy())
    result = run(runtime, "paint", '{"colour": "blue", "window": {"start": 2, "end": 7}}')
    assert result.status == "success" and result.items == ["blue", "5"]
    assert result.to_mcp()["structuredContent"] == {"result": ["blue", "5"]}
    bad = run(runtime, "paint", '{"colour": "green", "window": {"start": 1, "end": 2}}')
    assert bad.error.kind == "invalid_arguments" and bad.error.violations[0].pointer == "/colour"


def test_missing_handler_and_dry_run() -> None:
    runtime = Runtime(DOCS_DECK, {}, policy=Policy())
    assert run(runtime, "search_docs", {"query": "q"}).error.kind == "environment"
    dry = runtime.call_sync(ToolCall("d", "search_docs", {"query": "q"}), dry_run=True)
    assert dry.status == "success" and "Dry run" in dry.summary
    with pytest.raises(RuntimeConfigError, match="not in the deck"):
        Runtime(DOCS_DECK, {"search_doc": echo})


ECHO = Tool(
    name="echo",
    input_schema={
        "type": "object",
        "properties": {"n": {"type": "integer"}, "delay_us": {"type": "integer", "minimum": 0}},
        "required": ["n", "delay_us"],
        "additionalProperties": False,
    },
    annotations=ToolAnnotations(read_only_hint=True),
)


async def _async_echo(n: int, delay_us: int) -> dict[str, int]:
    await asyncio.sleep(delay_us / 1e6)
    return {"n": n}


def test_ten_thousand_parallel_calls_keep_their_pairing() -> None:
    rng = random.Random(20261129)
    runtime = Runtime(Deck([ECHO]), {"echo": _async_echo}, policy=Policy())
    calls = [
        ToolCall(
            f"call_{rng.getrandbits(48):012x}_{i}",
            "echo",
            {"n": i, "delay_us": rng.randrange(1000)},
        )
        for i in range(10_000)
    ]
    results = runtime.call_many_sync(calls, max_concurrency=500)
    assert len(results) == len(calls)
    mismatched = [
        i
        for i, (call, result) in enumerate(zip(calls, results, strict=True))
        if result.call_id != call.call_id or result.items != {"n": call.arguments["n"]}
    ]
    assert mismatched == []
    assert {r.status for r in results} == {"success"}


def test_parallel_sync_handlers_keep_their_pairing() -> None:
    import time

    def sync_echo(n: int, delay_us: int) -> dict[str, int]:
        time.sleep(delay_us / 1e6)
        return {"n": n}

    rng = random.Random(7)
    runtime = Runtime(Deck([ECHO]), {"echo": sync_echo}, policy=Policy())
    calls = [
        ToolCall(f"s{i}", "echo", {"n": i, "delay_us": rng.randrange(300)}) for i in range(500)
    ]
    results = runtime.call_many_sync(calls, max_concurrency=32)
    assert [r.call_id for r in results] == [c.call_id for c in calls]
    assert [r.items for r in results] == [{"n": i} for i in range(500)]


# --- A11: duplicate call ids ---
def test_duplicate_call_ids_in_a_batch_refuse_the_later_calls() -> None:
    seen: list[str] = []
    runtime = ledger_runtime({"lookup": lambda **kw: seen.append(kw["to"]) or kw["to"]})
    calls = [
        ToolCall("a", "lookup", {"to": "1"}),
        ToolCall("a", "lookup", {"to": "2"}),
        ToolCall("b", "lookup", {"to": "3"}),
        ToolCall("a", "lookup", {"to": "4"}),
    ]
    results = runtime.call_many_sync(calls, max_concurrency=1)
    assert [r.status for r in results] == ["success", "error", "success", "error"]
    assert [r.call_id for r in results] == ["a", "a", "b", "a"]
    assert results[1].error.kind == "invalid_arguments" and not results[1].ran
    assert "call 0 of this batch" in results[3].error.message
    assert seen == ["1", "3"]


def test_call_many_takes_any_iterable_and_names_what_it_cannot_take() -> None:
    """A generator of calls raised "object of type 'generator' has no len()", one
    ToolCall (what calls_from_mcp returns) "object of type 'ToolCall' has no len()", and
    max_concurrency=None or 1.5 a bare comparison TypeError."""
    seen: list[str] = []
    runtime = ledger_runtime({"lookup": lambda **kw: seen.append(kw["to"]) or kw["to"]})
    results = runtime.call_many_sync(ToolCall(f"c{i}", "lookup", {"to": str(i)}) for i in range(3))
    # the calls run concurrently: their handlers may start in any order
    assert [r.status for r in results] == ["success"] * 3 and sorted(seen) == ["0", "1", "2"]
    assert [r.call_id for r in results] == ["c0", "c1", "c2"]  # results in call order
    with pytest.raises(TypeError, match=r"got one ToolCall .*pass \[call\]"):
        runtime.call_many_sync(ToolCall("d", "lookup", {"to": "x"}))  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="item 1 is a dict"):
        runtime.call_many_sync([ToolCall("e", "lookup", {"to": "x"}), {"id": "f"}])  # type: ignore[list-item]
    for bad in (None, 1.5, True, 0):
        with pytest.raises(RuntimeConfigError, match=f"got {bad!r}"):
            runtime.call_many_sync([], max_concurrency=bad)  # type: ignore[arg-type]
    assert sorted(seen) == ["0", "1", "2"]  # nothing of a refused batch ran


def test_arguments_the_schema_accepts_but_the_function_types_refuse() -> None:
    """ECMA-262 ``\\s`` (the schema's validator) counts U+FEFF as white space, Rust's regex
    (pydantic's) does not: "\\ufeff" passed the schema and pydantic refused it, and the
    model read pydantic's ValidationError text ("1 validation error for f", the internal
    model's name, an errors.pydantic.dev link). The refusal now names the pointer, says
    that schema and types disagree, and nothing ran."""
    from typing import Annotated

    from pydantic import Field

    ran: list[str] = []

    @tool(read_only=True)
    def pad(fill: Annotated[str, Field(pattern=r"^\s$")]) -> str:
        """Pad with one white-space character."""
        ran.append(fill)
        return "ok"

    runtime = Runtime(Deck.from_functions([pad]), [pad], policy=Policy())
    assert runtime.call_sync(ToolCall("c0", "pad", {"fill": " "})).status == "success"
    result = runtime.call_sync(ToolCall("c1", "pad", {"fill": "\ufeff"}))
    assert (result.status, result.error.kind, result.ran) == ("error", "invalid_arguments", False)
    assert result.error.message.startswith("pad: the arguments match the tool's schema, but")
    assert "/fill: String should match pattern" in result.error.message
    assert "pydantic.dev" not in result.error.message and "validation error for" not in (
        result.error.message
    )
    assert "disagree" in result.error.hint
    assert ran == [" "]


def test_a_call_id_still_running_is_refused() -> None:
    blocker = Blocker()
    runtime = ledger_runtime({"lookup": blocker})

    async def both() -> list[Any]:
        first = asyncio.ensure_future(runtime.call(ToolCall("a", "lookup", {"to": "1"})))
        while blocker.entered == 0:
            await asyncio.sleep(0.01)
        second = await runtime.call(ToolCall("a", "lookup", {"to": "2"}))
        blocker.release.set()
        return [await first, second]

    first, second = asyncio.run(both())
    assert (first.status, second.status, blocker.entered) == ("success", "error", 1)
    assert "still running" in second.error.message


# --- B2: a caller cancelling call() frees the duplicate guard and writes the audit line ---
def test_caller_cancellation_is_recorded_and_audited() -> None:
    import time

    ran: list[int] = []

    def slow(**kwargs: Any) -> str:
        time.sleep(0.5)
        ran.append(1)
        return "done"

    buf = io.StringIO()
    runtime = ledger_runtime(
        {"append_note": slow}, policy=Policy([DuplicateGuard()]), audit=AuditLog(buf)
    )

    async def main() -> tuple[Any, Any]:
        with pytest.raises(TimeoutError):
            await asyncio.wait_for(runtime.call(ToolCall("c1", "append_note", {"to": "x"})), 0.1)
        lines = buf.getvalue().splitlines()
        again = await runtime.call(ToolCall("c2", "append_note", {"to": "x"}))
        return lines, again

    lines, again = asyncio.run(main())
    assert len(lines) == 1
    import json

    line = json.loads(lines[0])
    assert (line["call_id"], line["status"], line["error_kind"]) == ("c1", "error", "aborted")
    # not "is running now" forever: the guard remembers c1 as a call that may have run
    assert again.status == "refused"
    assert "running now" not in again.summary
    assert "already ran" in again.summary and "c1" in again.summary


def test_caller_cancellation_before_the_handler_runs_says_nothing_ran() -> None:

    from tooldeck.runtime import AuditLog

    class SlowCheck:
        """A policy check that takes 5 s to answer (the caller gives up first)."""

        name = "slow"

        async def check(self, request: Any) -> Any:
            await asyncio.sleep(5)

        def record(self, call: Any, tool: Any, result: Any) -> None:
            pass

    runs: list[int] = []
    guard = DuplicateGuard()
    buf = io.StringIO()
    slow = ledger_runtime(
        {"append_note": lambda **kw: runs.append(1)},
        policy=Policy([guard, SlowCheck()]),
        audit=AuditLog(buf),
    )
    fast = ledger_runtime(
        {"append_note": lambda **kw: runs.append(1) or "done"}, policy=Policy([guard])
    )

    async def main() -> Any:
        with pytest.raises(TimeoutError):
            await asyncio.wait_for(slow.call(ToolCall("c1", "append_note", {"to": "x"})), 0.1)
        return await fast.call(ToolCall("c2", "append_note", {"to": "x"}))

    again = asyncio.run(main())
    # nothing ran: the guard neither blocks c2 as "running" nor remembers c1 as run
    assert (again.status, runs) == ("success", [1])
    line = json.loads(buf.getvalue())
    assert (line["call_id"], line["error_kind"]) == ("c1", "aborted")


# --- B4: timeouts must be finite and > 0 ---
@pytest.mark.parametrize("bad", [float("nan"), float("inf"), 0, -1, "5", True])
def test_non_finite_or_non_positive_timeouts_are_refused(bad: Any) -> None:
    from tooldeck.runtime import RuntimeConfigError

    with pytest.raises(RuntimeConfigError, match="finite number of seconds > 0"):
        ledger_runtime({}, timeout_s=bad)
    with pytest.raises(RuntimeConfigError, match="timeout of lookup"):
        ledger_runtime({}, timeouts={"lookup": bad})


def test_a_misconfigured_runtime_is_refused_at_construction() -> None:
    """Session 22's breaker: ``{"look": wipe}`` ran the destructive ``wipe`` as the
    read-only ``look`` with no approval; a bare ``PathPolicy`` as ``policy`` failed every
    call with an AttributeError dressed as an environment error; a misspelt ``timeouts``
    key was ignored. Each is now a RuntimeConfigError at construction, naming the fix."""
    from tooldeck import tool
    from tooldeck.runtime.policy import PathPolicy

    @tool(read_only=True)
    def look(target: str) -> str:
        """Look at a target. Use to read it."""
        return "looked " + target

    @tool(destructive=True)
    def wipe(target: str) -> str:
        """Wipe a target. Use only when the user asks."""
        return "WIPED " + target

    deck = Deck.from_functions([look, wipe])
    with pytest.raises(
        RuntimeConfigError, match=r"registered for 'look' is the @tool function 'wipe'"
    ):
        Runtime(deck, {"look": wipe, "wipe": wipe})
    assert (
        run(Runtime(deck, {"look": look, "wipe": wipe}), "look", {"target": "x"}).items
        == "looked x"
    )
    with pytest.raises(RuntimeConfigError, match=r"policy must be a Policy, got PathPolicy"):
        Runtime(deck, [look], policy=PathPolicy(["/tmp"]))  # type: ignore[arg-type]
    with pytest.raises(RuntimeConfigError, match=r"timeouts names no tool of the deck: 'lok'"):
        Runtime(deck, [look], timeouts={"lok": 0.2})


def test_keys_that_the_function_types_merge_are_refused_naming_them() -> None:
    """``dict[int, str]`` sent ``{"01": "a", "1": "b"}``: both keys become 1 for pydantic,
    and the function received ``{1: "b"}`` — "a" lost without a word. Losing a value is
    refused, as the decoder refuses a duplicate key and the output side two keys that become
    one string: an ``invalid_arguments`` error naming the field and the keys, nothing run
    (a dry run says the same). Keys that stay distinct run, and so does a nested map."""
    from tooldeck import tool

    ran: list[Any] = []

    @tool(read_only=True)
    def tally(counts: dict[int, str], nested: dict[str, dict[int, int]] | None = None) -> int:
        """Count labelled items. Use to total a tally."""
        ran.append((counts, nested))
        return len(counts)

    runtime = Runtime(Deck.from_functions([tally]), [tally])
    merged = runtime.call_sync(ToolCall("c1", "tally", {"counts": {"01": "a", "1": "b", "2": "c"}}))
    assert merged.status == "error" and merged.error is not None
    assert merged.error.kind == "invalid_arguments" and ran == []
    assert '/counts: the keys "01" and "1" all become the key "1"' in merged.error.message
    assert "values would be lost" in merged.error.message
    assert 'send each such key once (written "1")' in merged.error.hint
    dry = runtime.call_sync(
        ToolCall("c2", "tally", {"counts": {"01": "a", "1": "b"}}), dry_run=True
    )
    assert dry.error is not None and dry.error.message == merged.error.message
    deep = runtime.call_sync(
        ToolCall("c3", "tally", {"counts": {}, "nested": {"x": {"7": 1, "+7": 2, " 7": 3}}})
    )
    assert deep.error is not None and ran == []
    assert '/nested/x: the keys "7", "+7" and " 7" all become the key "7"' in deep.error.message
    fine = runtime.call_sync(ToolCall("c4", "tally", {"counts": {"1": "a", "2": "b"}}))
    assert (fine.status, fine.items) == ("success", 2)
    assert ran == [({1: "a", 2: "b"}, None)]


def test_a_dry_run_makes_the_function_types_check_too() -> None:
    """Session 22's breaker: ``dict[int, str]`` with the key "a" passed ``--dry-run`` ("the
    call passes validation and policy") and was refused when run (the function's types
    refuse it). A dry run now answers what the real call would, without running it."""
    from tooldeck import tool

    ran: list[Any] = []

    @tool(read_only=True)
    def tally(counts: dict[int, str]) -> int:
        """Count labelled items. Use to total a tally."""
        ran.append(counts)
        return len(counts)

    runtime = Runtime(Deck.from_functions([tally]), [tally])
    call = ToolCall("c1", "tally", {"counts": {"a": "b"}})
    dry = runtime.call_sync(call, dry_run=True)
    real = runtime.call_sync(ToolCall("c2", "tally", {"counts": {"a": "b"}}))
    assert dry.error is not None and real.error is not None
    assert (dry.error.kind, dry.error.message) == (real.error.kind, real.error.message)
    assert dry.error.kind == "invalid_arguments" and ran == []
    ok = runtime.call_sync(ToolCall("c3", "tally", {"counts": {"1": "b"}}), dry_run=True)
    assert ok.status == "success" and ok.summary.startswith("Dry run") and ran == []


@tool(read_only=True)
def _pack(note: str) -> str:
    """Pack one note.

    Args:
        note: the note.
    """
    return note


@pytest.mark.parametrize("deck", [[_pack], [_pack.tool], (_pack.tool,), {"pack": _pack}, None])
def test_a_deck_that_is_not_a_deck_is_refused_at_construction(deck: Any) -> None:
    """Session 23's breaker: ``Runtime([pack], [pack])`` (a list where a Deck belongs) was
    built, then every call died with ``AttributeError: 'list' object has no attribute
    'get'``. Refused when the runtime is built, naming ``deck`` and the fix."""
    with pytest.raises(RuntimeConfigError) as caught:
        Runtime(deck, [_pack])
    message = str(caught.value)
    assert "deck: expected a tooldeck Deck" in message and type(deck).__name__ in message
    assert "Deck([" in message
    # the fix the message names works
    runtime = Runtime(Deck([_pack.tool]), [_pack], policy=Policy())
    assert run(runtime, "_pack", {"note": "n"}).status == "success"
