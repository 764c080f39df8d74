"""Running handlers: failure classes (``runtime/execute.py``), timeouts, cancellation,
escaping exits and generators (``Runtime`` with real threads and a real event loop).
"""

from __future__ import annotations

import asyncio
import contextlib
from typing import Any

import pytest

from runtime_fixtures import Blocker, docs_runtime, ledger_runtime, run
from tooldeck.runtime import InvalidArgumentsError, RetryableError, ToolCall


def _raising(exc: BaseException) -> Any:
    def handler(**_: Any) -> None:
        raise exc

    return handler


@pytest.mark.parametrize(
    ("exc", "kind"),
    [
        (TimeoutError("upstream timed out"), "retryable"),
        (ConnectionError("refused"), "retryable"),
        (FileNotFoundError(2, "No such file", "/x"), "environment"),
        (PermissionError(13, "denied"), "environment"),
        (ModuleNotFoundError("No module named 'lxml'"), "environment"),
        (ValueError("bad regex"), "invalid_arguments"),
        (KeyError("SUPPLIER_API_KEY"), "environment"),
        (IndexError("list index out of range"), "environment"),
        (InvalidArgumentsError("date range reversed"), "invalid_arguments"),
        (RuntimeError("boom"), "environment"),
    ],
)
def test_exceptions_are_classified(exc: BaseException, kind: str) -> None:
    result = run(docs_runtime({"search_docs": _raising(exc)}), "search_docs", {"query": "q"})
    assert result.status == "error" and result.error.kind == kind and result.error.hint


def test_an_unexpected_exception_does_not_say_the_environment_is_missing_something() -> None:
    """A fresh user's finding: a RuntimeError in a handler got the environment kind's hint
    ("missing something (file, permission, dependency)"), which sends the model looking
    for a file. The kind stays environment; the hint says the tool failed in a way
    tooldeck does not classify. A missing file keeps the environment hint."""
    from tooldeck.runtime.envelope import HINTS
    from tooldeck.runtime.execute import UNEXPECTED_HINT

    crashed = run(
        docs_runtime({"search_docs": _raising(RuntimeError("boom"))}), "search_docs", {"query": "q"}
    )
    assert (crashed.error.kind, crashed.error.hint) == ("environment", UNEXPECTED_HINT)
    assert "missing" not in UNEXPECTED_HINT and "RuntimeError: boom" in crashed.error.message
    missing = run(
        docs_runtime({"search_docs": _raising(FileNotFoundError(2, "No such file", "/x"))}),
        "search_docs",
        {"query": "q"},
    )
    assert missing.error.hint == HINTS["environment"]


@pytest.mark.parametrize(
    "exc", [KeyError("SUPPLIER_API_KEY"), KeyError("unknown SKU SKU-9"), IndexError("page 3")]
)
def test_a_failed_lookup_in_a_handler_is_not_reported_as_bad_arguments(exc: Exception) -> None:
    """A fresh user's finding: ``os.environ["SUPPLIER_API_KEY"]`` unset in a handler came
    back as ``invalid_arguments`` with the hint "fix the arguments (see violations)" and no
    violations, so the model was told to change arguments that were fine. A KeyError or
    IndexError is a lookup in the handler that failed (by type, not by message: the two
    KeyErrors get the same answer): kind environment, a hint that names both readings and
    never points at violations."""
    from tooldeck.runtime.execute import LOOKUP_HINT

    failed = run(docs_runtime({"search_docs": _raising(exc)}), "search_docs", {"query": "q"})
    assert failed.error.kind == "environment" and failed.error.hint == LOOKUP_HINT
    assert not failed.error.violations and "violation" not in LOOKUP_HINT
    assert "will not help" in LOOKUP_HINT and "does not exist" in LOOKUP_HINT
    assert f"{type(exc).__name__}: {exc}" in failed.error.message  # the key is named


def test_no_default_hint_points_at_violations_that_a_handler_error_lacks() -> None:
    """A handler's ValueError stays invalid_arguments, but it has no violations list: the
    kind's default hint must not send the model to one (nor does the ValueError's own hint,
    which replaced the default for it: the test below)."""
    from tooldeck.runtime.envelope import HINTS

    failed = run(
        docs_runtime({"search_docs": _raising(ValueError("date range reversed"))}),
        "search_docs",
        {"query": "q"},
    )
    assert failed.error.kind == "invalid_arguments" and not failed.error.violations
    for hint in (failed.error.hint, HINTS["invalid_arguments"]):
        assert "violation" not in hint and "message" in hint
    typed = run(
        docs_runtime({"search_docs": _raising(InvalidArgumentsError("date range reversed"))}),
        "search_docs",
        {"query": "q"},
    )
    assert typed.error.hint == HINTS["invalid_arguments"]


def test_a_value_error_says_it_was_a_value_error_and_what_the_author_should_raise() -> None:
    """A fresh user's finding: a tool body that raised ``ValueError("database
    unreachable")`` came back as invalid_arguments with "fix the arguments" alone, so the
    model changed arguments that were fine. The kind is documented and kept; the hint now
    says the tool raised a ValueError, that other arguments will not help when the message
    names something outside them, and which class the tool's author raises for an
    environment failure. pydantic's ValidationError (a ValueError too) keeps the kind's
    default hint."""
    import pydantic

    from tooldeck.runtime.envelope import HINTS
    from tooldeck.runtime.execute import VALUE_ERROR_HINT

    failed = run(
        docs_runtime({"search_docs": _raising(ValueError("database unreachable"))}),
        "search_docs",
        {"query": "q"},
    )
    assert failed.error.kind == "invalid_arguments"  # documented, unchanged
    assert failed.error.hint == VALUE_ERROR_HINT
    assert "ValueError: database unreachable" in failed.error.message
    assert "raised a ValueError" in VALUE_ERROR_HINT
    assert "will not help" in VALUE_ERROR_HINT and "EnvironmentProblem" in VALUE_ERROR_HINT
    sent = failed.to_openai()["content"]
    assert "EnvironmentProblem" in sent and "database unreachable" in sent

    class Query(pydantic.BaseModel):
        limit: int

    try:
        Query.model_validate({"limit": "many"})
    except pydantic.ValidationError as exc:
        invalid = exc
    model_error = run(
        docs_runtime({"search_docs": _raising(invalid)}), "search_docs", {"query": "q"}
    )
    assert model_error.error.kind == "invalid_arguments"
    assert model_error.error.hint == HINTS["invalid_arguments"]


@pytest.mark.parametrize(
    "exc", [Exception("connection lost to quotes.example.com"), RuntimeError("read timed out")]
)
def test_an_unclassified_exception_says_retrying_may_or_may_not_help(exc: Exception) -> None:
    """A fresh user's report: a plain Exception whose message says "connection lost" got
    the hint "retrying the same call will not help". tooldeck does not classify by message
    text (the kind stays environment: it is not a typed retryable failure), but nor does
    it know that retrying is useless: the hint says it is unknown and what to check."""
    crashed = run(docs_runtime({"search_docs": _raising(exc)}), "search_docs", {"query": "q"})
    assert crashed.error.kind == "environment"
    hint = crashed.error.hint
    assert "will not help" not in hint
    assert "unknown" in hint and "read-only or idempotent" in hint
    assert str(exc) in crashed.error.message  # the message the hint points to


def test_typed_retryable_error_carries_retry_after() -> None:
    result = run(
        docs_runtime({"search_docs": _raising(RetryableError("429", retry_after=5))}),
        "search_docs",
        {"query": "q"},
    )
    assert (result.error.kind, result.error.retry_after) == ("retryable", 5)


def test_http_like_status_codes_are_classified() -> None:
    class HTTPError(Exception):
        def __init__(self, status_code: int, retry_after: float | None = None) -> None:
            super().__init__(f"HTTP {status_code}")
            self.status_code = status_code
            self.retry_after = retry_after

    kinds = [
        run(
            docs_runtime({"search_docs": _raising(HTTPError(code, 2))}),
            "search_docs",
            {"query": "q"},
        ).error
        for code in (429, 422, 403)
    ]
    assert [(e.kind, e.retry_after) for e in kinds] == [
        ("retryable", 2.0),
        ("invalid_arguments", None),
        ("environment", None),
    ]


def test_timeout_aborts_and_cancel_aborts() -> None:
    async def slow(**_: Any) -> str:
        await asyncio.sleep(5)
        return "late"

    runtime = docs_runtime({"search_docs": slow}, timeouts={"search_docs": 0.05})
    result = run(runtime, "search_docs", {"query": "q"})
    assert result.error.kind == "aborted" and "0.05 s" in result.error.message

    async def scenario() -> Any:
        runtime = docs_runtime({"search_docs": slow})
        task = asyncio.ensure_future(runtime.call(ToolCall("x", "search_docs", {"query": "q"})))
        await asyncio.sleep(0.02)
        assert runtime.cancel("x") is True
        return await task

    cancelled = asyncio.run(scenario())
    assert cancelled.error.kind == "aborted" and "cancelled" in cancelled.error.message


# --- A1: a timed-out sync handler ---
def test_timeout_returns_without_waiting_for_the_thread_and_says_it_may_still_run() -> None:
    blocker = Blocker()
    runtime = ledger_runtime({"append_note": blocker}, timeout_s=0.2)
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
    runtime = ledger_runtime({"lookup": blocker}, timeout_s=0.2)
    try:
        result = runtime.call_sync(ToolCall("c1", "lookup", {"to": "x"}))
    finally:
        blocker.release.set()
    assert result.error.kind == "aborted"
    assert result.error.hint.startswith("retry once")


# --- A5: SystemExit from a handler ---
def _exit_sync(**kwargs: Any) -> Any:
    raise SystemExit(2)


async def _exit_async(**kwargs: Any) -> Any:
    raise SystemExit(2)


@pytest.mark.parametrize(
    ("handler", "in_thread"), [(_exit_sync, True), (_exit_sync, False), (_exit_async, True)]
)
def test_system_exit_becomes_a_tool_error(handler: Any, in_thread: bool) -> None:
    runtime = ledger_runtime({"lookup": handler}, sync_in_thread=in_thread)
    result = runtime.call_sync(ToolCall("c1", "lookup", {}))
    assert (result.status, result.error.kind, result.ran) == ("error", "environment", True)
    assert "SystemExit" in result.error.message


def test_system_exit_in_call_many_does_not_stop_the_batch() -> None:
    runtime = ledger_runtime({"lookup": _exit_async, "append_note": lambda **kw: "ok"})
    results = runtime.call_many_sync(
        [ToolCall("a", "lookup", {}), ToolCall("b", "append_note", {"to": "x"})]
    )
    assert [r.status for r in results] == ["error", "success"]


# --- KeyboardInterrupt raised by a sync handler in its worker thread ---
def _interrupt_sync(**kwargs: Any) -> Any:
    raise KeyboardInterrupt


def test_a_keyboard_interrupt_raised_in_a_handler_thread_is_a_tool_error() -> None:
    """Signals reach only the main thread, so a ``KeyboardInterrupt`` out of the worker
    thread a sync handler runs in is the handler's own raise, never the user's Ctrl-C. It
    used to propagate as one: ``tooldeck serve`` ended on it without a word and every
    later call went unanswered. It is a tool error now, like ``SystemExit``."""
    runtime = ledger_runtime({"lookup": _interrupt_sync})
    result = runtime.call_sync(ToolCall("c1", "lookup", {}))
    assert (result.status, result.error.kind, result.ran) == ("error", "environment", True)
    assert "KeyboardInterrupt" in result.error.message
    assert runtime.call_sync(ToolCall("c2", "lookup", {"to": "x"})).status == "error"


async def _interrupt_async(**kwargs: Any) -> Any:
    raise KeyboardInterrupt


def test_an_async_handlers_keyboard_interrupt_under_asyncio_run_is_a_tool_error() -> None:
    """``call_sync`` runs under ``asyncio.run``, whose Runner turns the user's first Ctrl-C
    into a cancellation of the main task: a ``KeyboardInterrupt`` raised in an async handler
    is then the handler's own. It propagated (it ended ``tooldeck serve``, whose
    ``anyio.run`` is such a Runner); it is a tool error now, as in a sync handler's
    thread."""
    runtime = ledger_runtime({"lookup": _interrupt_async})
    result = runtime.call_sync(ToolCall("c1", "lookup", {}))
    assert (result.status, result.error.kind, result.ran) == ("error", "environment", True)
    assert "KeyboardInterrupt" in result.error.message


def test_a_keyboard_interrupt_may_be_ctrl_c_only_under_the_default_sigint_handler() -> None:
    """Python's default SIGINT handler raises ``KeyboardInterrupt`` in whatever code runs,
    a handler's included: there the runtime lets it go on (perhaps the user's Ctrl-C).
    With another handler installed (asyncio's Runner, uvicorn) it is the handler's own."""
    import signal

    from tooldeck.runtime.runtime import ctrl_c_may_raise_here

    before = signal.getsignal(signal.SIGINT)
    try:
        signal.signal(signal.SIGINT, signal.default_int_handler)
        assert ctrl_c_may_raise_here() is True
        seen: list[bool] = []  # off the main thread no signal arrives: never Ctrl-C
        import threading

        thread = threading.Thread(target=lambda: seen.append(ctrl_c_may_raise_here()))
        thread.start()
        thread.join()
        assert seen == [False]
        signal.signal(signal.SIGINT, lambda signum, frame: None)
        assert ctrl_c_may_raise_here() is False
    finally:
        signal.signal(signal.SIGINT, before)


def test_an_async_handlers_keyboard_interrupt_off_the_main_thread_is_a_tool_error() -> None:
    """A breaker's finding: ``call_sync`` run in a worker thread (a web framework's thread
    pool) gets no SIGINT handler from asyncio's Runner (it installs one in the main thread
    only), so Python's default handler was still the process's and an async handler's own
    ``KeyboardInterrupt`` went on out of ``call_sync`` as if it were the user's Ctrl-C, a
    ``BaseException`` that ``except Exception`` does not catch. Signals reach only the main
    thread, so off it the raise is always the handler's own: a tool error, as on the main
    thread under the Runner."""
    import threading

    runtime = ledger_runtime({"lookup": _interrupt_async})
    out: dict[str, Any] = {}

    def worker() -> None:
        try:
            out["result"] = runtime.call_sync(ToolCall("c1", "lookup", {}))
        except BaseException as exc:  # what escaped call_sync
            out["escaped"] = exc

    thread = threading.Thread(target=worker)
    thread.start()
    thread.join()
    assert "escaped" not in out, out
    result = out["result"]
    assert (result.status, result.error.kind, result.ran) == ("error", "environment", True)
    assert "KeyboardInterrupt" in result.error.message


# --- B3: an async handler that swallows the cancellation ---
async def _stubborn(**kwargs: Any) -> str:
    for _ in range(30):
        with contextlib.suppress(asyncio.CancelledError):  # swallows the cancellation
            await asyncio.sleep(0.1)
    return "late"


def test_an_async_handler_ignoring_cancellation_times_out_as_aborted() -> None:
    runtime = ledger_runtime({"lookup": _stubborn}, timeout_s=0.3)

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
    runtime = ledger_runtime({"lookup": _stubborn}, timeout_s=10)

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

    runtime = ledger_runtime({"lookup": waits}, timeout_s=0.2)
    result = runtime.call_sync(ToolCall("c1", "lookup", {"to": "x"}))
    assert result.error.kind == "aborted"
    assert "within 0.2 s and stopped" in result.error.message


# --- B9: a sync generator runs inside the handler's thread and timeout ---
def test_a_sync_generator_is_drained_under_the_timeout() -> None:
    import time

    def gen(**kwargs: Any) -> Any:
        yield 1
        time.sleep(3)
        yield 2

    runtime = ledger_runtime({"lookup": gen}, timeout_s=0.3)
    t0 = time.monotonic()
    result = runtime.call_sync(ToolCall("c1", "lookup", {"to": "x"}))
    assert time.monotonic() - t0 < 2.0
    assert result.error.kind == "aborted"


def test_a_business_refusal_is_not_sent_back_to_fix_its_arguments() -> None:
    """A fresh user's finding: ``ValueError("refund over limit")`` is classified
    ``invalid_arguments`` (documented, kept), whose hint has the model "fix the arguments"
    and retry with other values. A tool states a refusal by raising a ``ToolError`` whose
    ``kind`` is ``policy``; docs/runtime.md shows it. The kind and hint the model reads
    for it say not to retry; a ValueError keeps its documented class."""
    from pathlib import Path

    from tooldeck.runtime import ToolError
    from tooldeck.runtime.envelope import HINTS

    class OverRefundLimit(ToolError):
        kind = "policy"

    refused = run(
        ledger_runtime({"send_payment": _raising(OverRefundLimit("refund over limit"))}),
        "send_payment",
        {},
    )
    assert (refused.status, refused.error.kind) == ("error", "policy")
    assert refused.error.hint == HINTS["policy"] and "fix the arguments" not in refused.error.hint
    assert "do not retry" in refused.error.hint
    sent = refused.to_openai()["content"]
    assert "refund over limit" in sent and "fix the arguments" not in sent
    as_value_error = run(
        ledger_runtime({"send_payment": _raising(ValueError("refund over limit"))}),
        "send_payment",
        {},
    )
    assert as_value_error.error.kind == "invalid_arguments"  # documented, unchanged
    docs = (Path(__file__).resolve().parents[2] / "docs" / "runtime.md").read_text("utf-8")
    assert "A business refusal" in docs and 'kind = "policy"' in docs


def test_a_tool_error_kind_that_is_not_a_failure_class_is_caught_where_it_is_written() -> None:
    """A misspelt ``kind`` on a ``ToolError`` subclass came back from a call as "the
    runtime failed on this call: KeyError: 'polcy'" (a fresh user's finding). The class
    statement now raises ``TypeError`` naming the kinds; a kind set on an instance (which
    the class check cannot see) is reported as ``environment`` with a note that says so."""
    import typing

    import pytest

    from tooldeck.runtime import ToolError
    from tooldeck.runtime.envelope import ERROR_KINDS, ErrorKind

    assert typing.get_args(ErrorKind) == ERROR_KINDS  # one list: the Literal and the tuple
    not_a_kind = r"OverLimit\.kind = 'polcy' is not a failure class.*policy"
    with pytest.raises(TypeError, match=not_a_kind):

        class OverLimit(ToolError):
            kind = "polcy"

    error = ToolError("refund over limit")
    error.kind = "polcy"
    result = run(ledger_runtime({"send_payment": _raising(error)}), "send_payment", {})
    assert result.error.kind == "environment"
    assert "refund over limit" in result.error.message
    assert "'polcy' is not a failure class" in result.error.message


def test_a_stopped_read_only_call_is_said_to_have_changed_nothing() -> None:
    """trial32a #12: a timed-out read-only call said "it may have taken effect before
    that". The message of a call the runtime stopped says what its hints imply: a tool
    with ``readOnlyHint: true`` (and no ``destructiveHint: true``) changed nothing; any
    other keeps "may have taken effect". Built without a clock: the message itself."""
    from tooldeck.runtime._results import gave_up
    from tooldeck.tool import Tool, ToolAnnotations

    read = Tool("lookup", annotations=ToolAnnotations(read_only_hint=True))
    both = Tool("purge", annotations=ToolAnnotations(read_only_hint=True, destructive_hint=True))
    plain = Tool("write")
    said = gave_up(read, "timeout", 4, stopped=True, threaded=False)
    assert said == (
        "lookup did not finish within 4 s and stopped; lookup is read-only "
        "(readOnlyHint: true), so the call changed nothing"
    )
    running = gave_up(read, "timeout", 4, stopped=False, threaded=True)
    assert "changed nothing" in running and "effects may still happen" not in running
    for tool in (both, plain):
        message = gave_up(tool, "timeout", 4, stopped=True, threaded=False)
        assert message.endswith("and stopped; it may have taken effect before that")
