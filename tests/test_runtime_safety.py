"""Safety of executing tool calls: timeouts, escaping exits, fail-closed review, output
that is not plain JSON, truncation vs. MCP structured content, duplicate call ids.

Each test drives the real runtime (real threads, real event loop, real artifact files in
``tmp_path``). Numbers are written out by hand from the inputs: e.g. a 30,000-character
string over the 20,000-character default limit gives a 20,000-character preview.
"""

from __future__ import annotations

import asyncio
import contextlib
import decimal
import threading
from pathlib import Path
from typing import Any

import mcp.types
import pytest

from tooldeck.runtime import (
    ArtifactStore,
    DuplicateGuard,
    Policy,
    ReviewVerdict,
    Runtime,
    ToolCall,
    Truncator,
    read_artifact,
)
from tooldeck.tool import Deck, Tool, ToolAnnotations

OBJECT = {"type": "object", "properties": {"to": {"type": "string"}}}
PAY = Tool(  # destructive, not idempotent: must never run twice by accident
    name="send_payment",
    input_schema=OBJECT,
    output_schema={"type": "object", "properties": {"tx": {"type": "string"}}, "required": ["tx"]},
    annotations=ToolAnnotations(destructive_hint=True, idempotent_hint=False),
)
APPEND = Tool(
    name="append_note",
    input_schema=OBJECT,
    annotations=ToolAnnotations(destructive_hint=False, idempotent_hint=False),
)
LOOKUP = Tool(name="lookup", input_schema=OBJECT, annotations=ToolAnnotations(read_only_hint=True))
DECK = Deck([PAY, APPEND, LOOKUP])


class Blocker:
    """A sync handler that blocks until released, recording how often it was entered."""

    def __init__(self, value: Any = "done") -> None:
        self.release = threading.Event()
        self.finished = threading.Event()
        self.entered = 0
        self.value = value

    def __call__(self, **kwargs: Any) -> Any:
        self.entered += 1
        self.release.wait(30)
        self.finished.set()
        return self.value


def _runtime(handlers: dict[str, Any], **options: Any) -> Runtime:
    options.setdefault("policy", Policy())
    return Runtime(DECK, handlers, **options)


# --- A1: a timed-out sync handler ---
def test_timeout_returns_without_waiting_for_the_thread_and_says_it_may_still_run() -> None:
    blocker = Blocker()
    runtime = _runtime({"append_note": blocker}, timeout_s=0.2)
    try:
        result = runtime.call_sync(ToolCall("c1", "append_note", {"to": "x"}))
        # call_sync came back while the handler is still blocked in its thread
        assert not blocker.finished.is_set()
    finally:
        blocker.release.set()
    assert blocker.finished.wait(10)
    assert (result.status, result.error.kind, result.ran) == ("error", "aborted", True)
    assert "was stopped" not in result.error.message
    assert "within 0.2 s" in result.error.message
    assert "may still be running" in result.error.message
    assert "retry" not in result.error.hint  # not idempotent: no retry advice
    assert "do not call it again" in result.error.hint


def test_timeout_hint_allows_a_retry_only_for_read_only_tools() -> None:
    blocker = Blocker()
    runtime = _runtime({"lookup": blocker}, timeout_s=0.2)
    try:
        result = runtime.call_sync(ToolCall("c1", "lookup", {"to": "x"}))
    finally:
        blocker.release.set()
    assert result.error.kind == "aborted"
    assert result.error.hint.startswith("retry once")


def test_timed_out_non_idempotent_call_is_not_run_again() -> None:
    blocker = Blocker()
    runtime = _runtime({"append_note": blocker}, timeout_s=0.2, policy=Policy([DuplicateGuard()]))
    try:
        first = runtime.call_sync(ToolCall("c1", "append_note", {"to": "x"}))
        second = runtime.call_sync(ToolCall("c2", "append_note", {"to": "x"}))
    finally:
        blocker.release.set()
    assert first.error.kind == "aborted"
    assert (second.status, second.ran, blocker.entered) == ("refused", False, 1)


def test_timed_out_read_only_call_may_run_again() -> None:
    blocker = Blocker()
    runtime = _runtime({"lookup": blocker}, timeout_s=0.2, policy=Policy([DuplicateGuard()]))
    try:
        runtime.call_sync(ToolCall("c1", "lookup", {"to": "x"}))
        runtime.call_sync(ToolCall("c2", "lookup", {"to": "x"}))
    finally:
        blocker.release.set()
    assert blocker.entered == 2


# --- A2: output that breaks the output schema ---
def test_output_mismatch_counts_as_run_for_the_duplicate_guard() -> None:
    runs: list[dict[str, Any]] = []

    def pay(**kwargs: Any) -> Any:
        runs.append(kwargs)
        return {"txid": "T1"}  # the money moved, the key is misnamed

    runtime = _runtime({"send_payment": pay}, policy=Policy([DuplicateGuard()]))
    first = runtime.call_sync(ToolCall("c1", "send_payment", {"to": "bob"}))
    second = runtime.call_sync(ToolCall("c2", "send_payment", {"to": "bob"}))
    assert (first.error.kind, first.ran) == ("output_mismatch", True)
    assert second.status == "refused"
    assert len(runs) == 1


def test_a_crash_after_starting_counts_as_run_but_a_retryable_error_does_not() -> None:
    """An unclassified exception may come after the money moved (environment: remembered);
    a RetryableError is the handler saying nothing happened (not remembered)."""
    from tooldeck.runtime import RetryableError

    runs: list[str] = []

    def crash(**kwargs: Any) -> Any:
        runs.append("crash")
        raise RuntimeError("connection reset after the transfer was sent")

    runtime = _runtime({"send_payment": crash}, policy=Policy([DuplicateGuard()]))
    first = runtime.call_sync(ToolCall("c1", "send_payment", {"to": "bob"}))
    second = runtime.call_sync(ToolCall("c2", "send_payment", {"to": "bob"}))
    assert (first.error.kind, first.ran) == ("environment", True)
    assert second.status == "refused" and runs == ["crash"]

    def busy(**kwargs: Any) -> Any:
        runs.append("busy")
        raise RetryableError("the payment service is busy; nothing was sent")

    runtime = _runtime({"send_payment": busy}, policy=Policy([DuplicateGuard()]))
    runtime.call_sync(ToolCall("c1", "send_payment", {"to": "bob"}))
    runtime.call_sync(ToolCall("c2", "send_payment", {"to": "bob"}))
    assert runs == ["crash", "busy", "busy"]


def test_output_mismatch_items_are_truncated(tmp_path: Path) -> None:
    long = "x" * 30_000  # over the 20,000-character default limit

    runtime = _runtime(
        {"send_payment": lambda **kw: {"tx": 1, "note": long}},
        truncator=Truncator(store=ArtifactStore(tmp_path)),
    )
    result = runtime.call_sync(ToolCall("c1", "send_payment", {"to": "bob"}))
    assert result.error.kind == "output_mismatch"
    assert result.truncated is True and result.items is None
    assert len(result.preview) == 20_000
    whole = result.preview + read_artifact(result.artifact, offset=20_000)
    assert whole == '{"tx":1,"note":"' + long + '"}'
    assert len(result.text()) < 25_000


# --- A3: the reviewer fails closed ---
@pytest.mark.parametrize(
    ("answer", "named"),
    [
        ("no", "of type str"),
        (1, "of type int"),
        (None, "of type NoneType"),
        (ReviewVerdict("yes"), "approve is a str"),  # type: ignore[arg-type]
    ],
)
def test_reviewer_answers_other_than_true_reject(answer: Any, named: str) -> None:
    runs: list[int] = []
    runtime = _runtime(
        {"send_payment": lambda **kw: runs.append(1) or {"tx": "T"}}, reviewer=lambda ask: answer
    )
    result = runtime.call_sync(ToolCall("c1", "send_payment", {"to": "bob"}))
    assert (result.status, result.error.kind, runs) == ("refused", "policy", [])
    assert named in result.error.message


@pytest.mark.parametrize("answer", [True, ReviewVerdict(True, "fine")])
def test_reviewer_true_or_approving_verdict_lets_the_call_run(answer: Any) -> None:
    runtime = _runtime({"send_payment": lambda **kw: {"tx": "T"}}, reviewer=lambda ask: answer)
    assert runtime.call_sync(ToolCall("c1", "send_payment", {"to": "bob"})).status == "success"


# --- A5: SystemExit from a handler ---
def _exit_sync(**kwargs: Any) -> Any:
    raise SystemExit(2)


async def _exit_async(**kwargs: Any) -> Any:
    raise SystemExit(2)


@pytest.mark.parametrize(
    ("handler", "in_thread"), [(_exit_sync, True), (_exit_sync, False), (_exit_async, True)]
)
def test_system_exit_becomes_a_tool_error(handler: Any, in_thread: bool) -> None:
    runtime = _runtime({"lookup": handler}, sync_in_thread=in_thread)
    result = runtime.call_sync(ToolCall("c1", "lookup", {}))
    assert (result.status, result.error.kind, result.ran) == ("error", "environment", True)
    assert "SystemExit" in result.error.message


def test_system_exit_in_call_many_does_not_stop_the_batch() -> None:
    runtime = _runtime({"lookup": _exit_async, "append_note": lambda **kw: "ok"})
    results = runtime.call_many_sync(
        [ToolCall("a", "lookup", {}), ToolCall("b", "append_note", {"to": "x"})]
    )
    assert [r.status for r in results] == ["error", "success"]


# --- A9: truncation vs. MCP structuredContent ---
def test_truncated_output_leaves_structured_content_out(tmp_path: Path) -> None:
    value = {"tx": "y" * 30_000}
    runtime = _runtime(
        {"send_payment": lambda **kw: value}, truncator=Truncator(store=ArtifactStore(tmp_path))
    )
    result = runtime.call_sync(ToolCall("c1", "send_payment", {"to": "bob"}))
    assert result.truncated is True
    mcp_result = result.to_mcp()
    assert "structuredContent" not in mcp_result
    assert "structuredContent is left out" in result.summary
    assert mcp.types.CallToolResult.model_validate(mcp_result).structured_content is None
    # an untruncated success still carries the declared shape
    small = _runtime({"send_payment": lambda **kw: {"tx": "T"}})
    answer = small.call_sync(ToolCall("c1", "send_payment", {"to": "bob"})).to_mcp()
    assert answer["structuredContent"] == {"tx": "T"}


def test_failed_call_of_a_tool_with_output_schema_sends_no_structured_content() -> None:
    def fail(**kwargs: Any) -> Any:
        raise ValueError("bad")

    result = _runtime({"send_payment": fail}).call_sync(ToolCall("c1", "send_payment", {}))
    assert "structuredContent" not in result.to_mcp()
    plain = _runtime({"lookup": fail}).call_sync(ToolCall("c1", "lookup", {}))
    assert plain.to_mcp()["structuredContent"]["status"] == "error"  # no schema: envelope


# --- A11: duplicate call ids ---
def test_duplicate_call_ids_in_a_batch_refuse_the_later_calls() -> None:
    seen: list[str] = []
    runtime = _runtime({"lookup": lambda **kw: seen.append(kw["to"]) or kw["to"]})
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


def test_a_call_id_still_running_is_refused() -> None:
    blocker = Blocker()
    runtime = _runtime({"lookup": blocker})

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


# --- A7c: output that is not plain JSON ---
def test_non_json_output_is_converted_with_a_note() -> None:
    value = {"price": decimal.Decimal("1.10"), "tags": {"a"}, 7: "seven"}
    result = _runtime({"lookup": lambda **kw: value}).call_sync(ToolCall("c1", "lookup", {}))
    assert result.status == "success"
    assert result.items == {"price": "1.10", "tags": ["a"], "7": "seven"}
    assert result.envelope()["converted"] == [
        {"pointer": "/price", "from": "Decimal", "to": "string"},
        {"pointer": "/tags", "from": "set", "to": "array (in an arbitrary order)"},
        {"pointer": "/7", "from": "int key 7", "to": "string key '7'"},
    ]
    assert "Converted to JSON" in result.summary


def test_plain_json_output_has_no_conversion_note() -> None:
    result = _runtime({"lookup": lambda **kw: {"a": [1, 2.5, None, True]}}).call_sync(
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
    result = _runtime({"lookup": lambda **kw: value}).call_sync(ToolCall("c1", "lookup", {}))
    assert (result.status, result.error.kind, result.items) == ("error", "output_mismatch", None)
    assert words in result.error.message
    result.to_openai()  # renders without raising


# --- B1: approvers and reviewers cannot change what runs ---
NESTED = Tool(
    name="wipe",
    input_schema={
        "type": "object",
        "properties": {"target": {"type": "string"}, "opts": {"type": "object"}},
    },
    annotations=ToolAnnotations(destructive_hint=True),
)


def test_a_reviewer_cannot_change_the_arguments_that_run() -> None:
    from tooldeck.runtime import ApprovalGate

    got: list[dict[str, Any]] = []
    tried: list[str] = []

    def reviewer(ask: Any) -> bool:
        try:
            ask.arguments["target"] = "EVERYTHING"
        except TypeError as exc:
            tried.append(type(exc).__name__)
        try:
            ask.arguments["opts"].pop("dry_run")
        except TypeError as exc:
            tried.append(type(exc).__name__)
        return True

    runtime = Runtime(
        Deck([NESTED]),
        {"wipe": lambda **kw: got.append(kw) or "done"},
        policy=Policy([ApprovalGate(lambda ask: True)]),
        reviewer=reviewer,
    )
    args = {"target": "x", "opts": {"dry_run": True}}
    result = runtime.call_sync(ToolCall("c1", "wipe", args))
    assert result.status == "success"
    assert tried == ["TypeError", "TypeError"]
    assert got == [{"target": "x", "opts": {"dry_run": True}}]


def test_an_approver_cannot_change_the_arguments_that_run() -> None:
    from tooldeck.runtime import ApprovalGate

    got: list[dict[str, Any]] = []

    def approver(ask: Any) -> bool:
        # the approval request's arguments are built by the approval gate (a frozen or a
        # redacted copy); either way, changing them must not reach the handler
        with contextlib.suppress(TypeError):
            ask.arguments["opts"].pop("dry_run")
        with contextlib.suppress(TypeError):
            ask.arguments["target"] = "ALL"
        return True

    runtime = Runtime(
        Deck([NESTED]),
        {"wipe": lambda **kw: got.append(kw) or "done"},
        policy=Policy([ApprovalGate(approver)]),
    )
    runtime.call_sync(ToolCall("c1", "wipe", {"target": "x", "opts": {"dry_run": True}}))
    assert got == [{"target": "x", "opts": {"dry_run": True}}]


# --- B2: a caller cancelling call() frees the duplicate guard and writes the audit line ---
def test_caller_cancellation_is_recorded_and_audited() -> None:
    import io
    import time

    from tooldeck.runtime import AuditLog

    ran: list[int] = []

    def slow(**kwargs: Any) -> str:
        time.sleep(0.5)
        ran.append(1)
        return "done"

    buf = io.StringIO()
    runtime = _runtime(
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
    import io
    import json

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
    slow = _runtime(
        {"append_note": lambda **kw: runs.append(1)},
        policy=Policy([guard, SlowCheck()]),
        audit=AuditLog(buf),
    )
    fast = _runtime({"append_note": lambda **kw: runs.append(1) or "done"}, policy=Policy([guard]))

    async def main() -> Any:
        with pytest.raises(TimeoutError):
            await asyncio.wait_for(slow.call(ToolCall("c1", "append_note", {"to": "x"})), 0.1)
        return await fast.call(ToolCall("c2", "append_note", {"to": "x"}))

    again = asyncio.run(main())
    # nothing ran: the guard neither blocks c2 as "running" nor remembers c1 as run
    assert (again.status, runs) == ("success", [1])
    line = json.loads(buf.getvalue())
    assert (line["call_id"], line["error_kind"]) == ("c1", "aborted")


# --- B3: an async handler that swallows the cancellation ---
async def _stubborn(**kwargs: Any) -> str:
    for _ in range(30):
        with contextlib.suppress(asyncio.CancelledError):  # swallows the cancellation
            await asyncio.sleep(0.1)
    return "late"


def test_an_async_handler_ignoring_cancellation_times_out_as_aborted() -> None:
    runtime = _runtime({"lookup": _stubborn}, timeout_s=0.3)

    async def main() -> tuple[Any, float]:
        import time

        t0 = time.monotonic()
        result = await runtime.call(ToolCall("c1", "lookup", {"to": "x"}))
        took = time.monotonic() - t0
        assert len(runtime._background) == 1  # kept referenced while it runs on
        return result, took

    result, took = asyncio.run(main())
    assert (result.status, result.error.kind, result.ran) == ("error", "aborted", True)
    assert "did not finish within 0.3 s" in result.error.message
    assert "may still be running" in result.error.message
    assert took < 2.0  # 0.3 s timeout + 0.1 s grace, far below the handler's 3 s


def test_cancel_of_a_handler_ignoring_cancellation_is_aborted_not_success() -> None:
    runtime = _runtime({"lookup": _stubborn}, timeout_s=10)

    async def main() -> tuple[bool, Any]:
        task = asyncio.ensure_future(runtime.call(ToolCall("k", "lookup", {"to": "x"})))
        await asyncio.sleep(0.2)
        cancelled = runtime.cancel("k")
        return cancelled, await asyncio.wait_for(task, 2)

    cancelled, result = asyncio.run(main())
    assert cancelled
    assert (result.status, result.error.kind, result.items) == ("error", "aborted", None)
    assert "may still be running" in result.error.message


def test_cancel_of_a_cooperative_async_handler_says_it_stopped() -> None:
    async def waits(**kwargs: Any) -> str:
        await asyncio.sleep(10)
        return "late"

    runtime = _runtime({"lookup": waits}, timeout_s=0.2)
    result = runtime.call_sync(ToolCall("c1", "lookup", {"to": "x"}))
    assert result.error.kind == "aborted"
    assert "within 0.2 s and stopped" in result.error.message


# --- B4: timeouts must be finite and > 0 ---
@pytest.mark.parametrize("bad", [float("nan"), float("inf"), 0, -1, "5", True])
def test_non_finite_or_non_positive_timeouts_are_refused(bad: Any) -> None:
    from tooldeck.runtime import RuntimeConfigError

    with pytest.raises(RuntimeConfigError, match="finite number of seconds > 0"):
        _runtime({}, timeout_s=bad)
    with pytest.raises(RuntimeConfigError, match="timeout of lookup"):
        _runtime({}, timeouts={"lookup": bad})


# --- B5: lone surrogates in output or exception text ---
@pytest.mark.parametrize("value", ["ok\udc00", {"a\ud800": 1}, {"s": ["x\udfff"]}])
def test_output_with_a_lone_surrogate_is_an_output_mismatch(value: Any) -> None:
    runtime = _runtime({"lookup": lambda **kw: value})
    result = runtime.call_sync(ToolCall("c1", "lookup", {"to": "x"}))
    assert (result.status, result.error.kind, result.items) == ("error", "output_mismatch", None)
    assert "lone UTF-16 surrogate" in result.error.message
    for wire in (result.to_openai(), result.to_anthropic(), result.to_mcp()):
        import json

        json.dumps(wire, ensure_ascii=False).encode("utf-8")  # no UnicodeEncodeError


def test_exception_text_with_a_lone_surrogate_is_escaped_and_said_so() -> None:
    def boom(**kwargs: Any) -> Any:
        raise RuntimeError("bad \udc80 byte")

    runtime = _runtime({"lookup": boom})
    result = runtime.call_sync(ToolCall("c1", "lookup", {"to": "x"}))
    assert "bad \\udc80 byte" in result.error.message  # the escape, as six characters
    assert "written as \\u escapes" in result.error.message
    result.to_openai()["content"].encode("utf-8")


# --- B6: error text is capped ---
def test_a_huge_exception_message_is_cut_with_a_marker() -> None:
    from tooldeck.runtime.runtime import MESSAGE_LIMIT

    def boom(**kwargs: Any) -> Any:
        raise ValueError("E" * 200_000)

    runtime = _runtime({"lookup": boom})
    result = runtime.call_sync(ToolCall("c1", "lookup", {"to": "x"}))
    # "lookup failed: ValueError: " is 27 characters, so 200,027 - 4,000 are cut
    assert result.error.message.endswith(f"… ({200_027 - MESSAGE_LIMIT} characters cut)")
    assert len(result.error.message) < MESSAGE_LIMIT + 40
    assert len(result.to_openai()["content"]) < 3 * MESSAGE_LIMIT


# --- B7: a replay says so in the summary ---
def test_a_replayed_result_says_so_in_its_summary() -> None:
    runs: list[int] = []
    runtime = _runtime(
        {"append_note": lambda **kw: runs.append(1) or "done"},
        policy=Policy([DuplicateGuard(replay=True)]),
    )
    runtime.call_sync(ToolCall("c1", "append_note", {"to": "x"}))
    again = runtime.call_sync(ToolCall("c2", "append_note", {"to": "x"}))
    assert runs == [1]
    assert again.summary.startswith("Replay of call c1:")
    assert "did not run again" in again.summary


# --- B8: a reviewer's unexpected answer is not quoted ---
def test_a_reviewers_answer_value_never_reaches_the_refusal() -> None:
    runtime = _runtime({"send_payment": lambda **kw: {"tx": "T"}}, reviewer=lambda ask: "hunter2")
    result = runtime.call_sync(ToolCall("c1", "send_payment", {"to": "bob"}))
    assert result.status == "refused"
    assert "hunter2" not in result.text()
    assert all("hunter2" not in d.reason for d in result.decisions)
    assert "of type str" in result.error.message


# --- B9: a sync generator runs inside the handler's thread and timeout ---
def test_a_sync_generator_is_drained_under_the_timeout() -> None:
    import time

    def gen(**kwargs: Any) -> Any:
        yield 1
        time.sleep(3)
        yield 2

    runtime = _runtime({"lookup": gen}, timeout_s=0.3)
    t0 = time.monotonic()
    result = runtime.call_sync(ToolCall("c1", "lookup", {"to": "x"}))
    assert time.monotonic() - t0 < 2.0
    assert result.error.kind == "aborted"


def test_a_sync_generator_result_is_converted_with_a_note() -> None:
    def gen(**kwargs: Any) -> Any:
        yield from (1, 2)

    result = _runtime({"lookup": gen}).call_sync(ToolCall("c1", "lookup", {"to": "x"}))
    assert (result.status, result.items) == ("success", [1, 2])
    assert result.converted == ({"pointer": "", "from": "generator", "to": "array"},)


def test_a_nested_generator_is_an_output_mismatch() -> None:
    ran: list[int] = []

    def nested(**kwargs: Any) -> Any:
        def body() -> Any:
            ran.append(1)
            yield 1

        return {"a": body()}

    result = _runtime({"lookup": nested}).call_sync(ToolCall("c1", "lookup", {"to": "x"}))
    assert result.error.kind == "output_mismatch"
    assert ran == []  # its body never ran outside the handler's thread


def test_the_approver_gets_a_frozen_copy_of_the_arguments() -> None:
    """An approver (UI code) that edits what it is shown must not change what runs."""
    from tooldeck.runtime import ApprovalGate

    seen: list[Any] = []
    ran: list[dict[str, Any]] = []

    def approver(request: Any) -> bool:
        seen.append(request.arguments)
        with pytest.raises(TypeError):
            request.arguments["to"] = "everyone"
        return True

    runtime = _runtime(
        {"send_payment": lambda **kw: ran.append(kw) or {"tx": "T1"}},
        policy=Policy([ApprovalGate(approver)]),
    )
    result = runtime.call_sync(ToolCall("c1", "send_payment", {"to": "bob"}))
    assert result.status == "success" and ran == [{"to": "bob"}] and len(seen) == 1


def test_sync_handlers_reuse_daemon_worker_threads() -> None:
    """Sequential jobs reuse one worker; every thread is a daemon; idle workers leave."""
    import time as _time

    from tooldeck.runtime._workers import DaemonWorkers

    workers = DaemonWorkers(idle_s=0.2)
    names: list[str] = []
    daemons: list[bool] = []
    for _ in range(20):
        done = threading.Event()

        def job(done: threading.Event = done) -> None:
            names.append(threading.current_thread().name)
            daemons.append(threading.current_thread().daemon)
            done.set()

        workers.submit(job, "tooldeck-test-worker")
        assert done.wait(5)
        deadline = _time.monotonic() + 5
        while workers._idle != 1 and _time.monotonic() < deadline:  # back on the queue
            _time.sleep(0.001)
    assert len(names) == 20 and all(daemons)
    alive = [t for t in threading.enumerate() if t.name == "tooldeck-test-worker"]
    assert len(alive) == 1  # one thread served all 20 jobs
    deadline = _time.monotonic() + 5
    while alive[0].is_alive() and _time.monotonic() < deadline:
        _time.sleep(0.05)
    assert not alive[0].is_alive()  # it left after idle_s


def test_contradictory_read_only_destructive_tool_is_duplicate_guarded() -> None:
    """readOnlyHint + destructiveHint: gated by approval and not run twice either."""
    wipe = Tool(
        name="wipe",
        input_schema=OBJECT,
        annotations=ToolAnnotations(read_only_hint=True, destructive_hint=True),
    )
    runs: list[dict[str, Any]] = []
    runtime = Runtime(
        Deck([wipe]),
        {"wipe": lambda **kw: runs.append(kw) or "wiped"},
        policy=Policy([DuplicateGuard()]),
    )
    first = runtime.call_sync(ToolCall("c1", "wipe", {"to": "all"}))
    second = runtime.call_sync(ToolCall("c2", "wipe", {"to": "all"}))
    assert first.status == "success" and second.status == "refused" and len(runs) == 1
