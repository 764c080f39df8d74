"""The runtime: validate, police, review, execute and answer tool calls.

::

    runtime = Runtime(deck, [search_docs, delete_page], policy=Policy.default(approver))
    result = await runtime.call(ToolCall.from_json("call_1", "search_docs", '{"query": "x"}'))
    message = result.to_openai()

Order of one call (seed 001 §9): layer 1 validation (tool exists, JSON, object, schema,
no coercion) → layer 2 policy checks → layer 3 review (a :class:`ReviewGate` appended to
the policy) → execution with a timeout → the result envelope (output schema checked,
empty told apart from failure, long output truncated to an artifact) → policy state and
audit log updated. :meth:`Runtime.call` never raises for anything the model sent: every
outcome is a :class:`~tooldeck.runtime.envelope.ToolResult`.
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import dataclasses
import inspect
import json
import math
import queue
import sys
import threading
import time
import types
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from typing import Any

import pydantic
from pydantic_core import to_jsonable_python

from tooldeck.errors import ToolDeckError
from tooldeck.jsonvalue import freeze, json_pointer, lone_surrogate
from tooldeck.runtime.audit import AuditLog
from tooldeck.runtime.calls import ToolCall
from tooldeck.runtime.envelope import (
    HINTS,
    Decision,
    ErrorInfo,
    NextCall,
    ToolOutput,
    ToolResult,
    Violation,
)
from tooldeck.runtime.execute import classify_exception
from tooldeck.runtime.policy import Policy, PolicyRequest
from tooldeck.runtime.review import Reviewer, ReviewGate
from tooldeck.runtime.truncate import ArtifactError, Truncation, Truncator
from tooldeck.runtime.validate import (
    MAX_DEPTH,
    NORMALISATIONS,
    ArgumentError,
    SchemaValidator,
    check_json_value,
    decode_arguments,
    normalise,
    suggest_names,
)
from tooldeck.tool import Deck, Tool
from tooldeck.tool.declare import RESULT_KEY, FunctionTool

__all__ = ["DEFAULT_TIMEOUT_S", "MESSAGE_LIMIT", "Runtime", "RuntimeConfigError"]

DEFAULT_TIMEOUT_S = 60.0
"""Default per-call timeout in seconds."""

MESSAGE_LIMIT = 4_000
"""Most characters of an error message, error hint or handler summary in a result; longer
text is cut and ends with ``… (N characters cut)``. Error text is not truncated to an
artifact, so a 200,000-character exception message cannot flood the model's context."""

_CANCEL_GRACE_S = 0.1
"""How long a cancelled async handler gets to finish cancelling before the runtime stops
waiting for it (it then runs on in the background)."""


class RuntimeConfigError(ToolDeckError):
    """The runtime is configured wrongly (handler for an unknown tool, bad option)."""


Handler = Callable[..., Any]

_FLOAT_MAX = sys.float_info.max
_PASS_THROUGH = (asyncio.CancelledError, KeyboardInterrupt)
"""Base exceptions that keep propagating: the caller's cancellation, the user's Ctrl-C."""


class _Escaped(Exception):
    """Carries a ``BaseException`` (``SystemExit``, …) a handler raised, so that it does
    not escape the event loop (an asyncio task re-raises ``SystemExit`` out of the loop)."""

    def __init__(self, original: BaseException) -> None:
        super().__init__(str(original))
        self.original = original


class _Progress:
    """How far one call got, for the result of a call the caller cancelled."""

    __slots__ = ("arguments", "decisions", "entered")

    def __init__(self) -> None:
        self.entered = False
        self.arguments: Any = None
        self.decisions: list[Decision] = []


class _Drained(list[Any]):
    """The items of a generator a sync handler returned, drained in the handler's thread."""


def _cap(text: str, limit: int = MESSAGE_LIMIT) -> str:
    """``text`` cut to ``limit`` characters, with an explicit marker when cut."""
    if len(text) <= limit:
        return text
    return f"{text[:limit]}… ({len(text) - limit} characters cut)"


def _has_surrogate(text: str) -> bool:
    return lone_surrogate(text) is not None


def _escape_surrogates(text: str) -> str:
    """``text`` with each lone UTF-16 surrogate written as ``\\udXXX`` text, said so."""
    if not _has_surrogate(text):
        return text
    escaped = text.encode("utf-8", "backslashreplace").decode("utf-8")
    return (
        f"{escaped} (lone UTF-16 surrogates, which UTF-8 cannot encode, are written as \\u escapes)"
    )


def _surrogate_message(text: str) -> str:
    bad = next(c for c in text if 0xD800 <= ord(c) <= 0xDFFF)
    return (
        f"a string with a lone UTF-16 surrogate (U+{ord(bad):04X}), which UTF-8 cannot "
        "encode, so no JSON reply can carry it"
    )


class _NotJSON(Exception):
    def __init__(self, pointer: str, message: str) -> None:
        super().__init__(message)
        self.pointer = pointer
        self.message = message


_JSON_TYPE = {str: "string", int: "number", float: "number", bool: "boolean", list: "array"}


def _json_type(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, dict):
        return "object"
    return _JSON_TYPE.get(type(value), type(value).__name__)


def _jsonable(
    value: Any, path: list[str | int], notes: list[dict[str, Any]], depth: int = 0
) -> Any:
    """``value`` as a plain JSON value; each conversion of a non-JSON value is noted.

    Plain JSON (str, int within the float range, finite float, bool, None, list, dict
    with str keys) passes unchanged, tuples become arrays, pydantic models and
    dataclasses are dumped by their declared fields (not noted: the declared output
    schema describes that form). Anything else pydantic can dump (``Decimal``, ``set``,
    ``datetime``, ``UUID``, ``Enum``, ``bytes``, ``Path``, non-string object keys) is
    converted and noted (``pointer``, ``from``, ``to``).

    Raises:
        _NotJSON: NaN/Infinity, an integer beyond ±1.8e308 (no JSON reader can hold it),
            a value with no JSON form, two keys that become the same string, or nesting
            deeper than ``MAX_DEPTH``.
    """
    if depth > MAX_DEPTH:
        raise _NotJSON(json_pointer(path), f"the value nests deeper than {MAX_DEPTH} levels")
    if isinstance(value, str):
        if _has_surrogate(value):
            raise _NotJSON(json_pointer(path), _surrogate_message(value))
        return value
    if value is None or isinstance(value, bool):
        return value
    if isinstance(value, int):
        if abs(value) > _FLOAT_MAX:
            digits = int(value.bit_length() * 0.30103) + 1
            raise _NotJSON(
                json_pointer(path),
                f"an integer of about {digits} digits, beyond the range of a JSON number "
                "(±1.8e308)",
            )
        return value
    if isinstance(value, float):
        if value != value or value in (float("inf"), float("-inf")):
            raise _NotJSON(json_pointer(path), f"{value} is not a JSON number")
        return value
    if isinstance(value, list | tuple):
        out_list = []
        for index, item in enumerate(value):
            path.append(index)
            out_list.append(_jsonable(item, path, notes, depth + 1))
            path.pop()
        return out_list
    if isinstance(value, dict):
        out: dict[str, Any] = {}
        for key, item in value.items():
            name = key
            if isinstance(key, str) and _has_surrogate(key):
                raise _NotJSON(json_pointer(path), "an object key " + _surrogate_message(key))
            if not isinstance(key, str):
                try:
                    name = to_jsonable_python({key: None})
                    (name,) = name
                except Exception:
                    raise _NotJSON(
                        json_pointer(path), f"the object key {key!r} has no JSON form"
                    ) from None
                notes.append(
                    {
                        "pointer": json_pointer([*path, name]),
                        "from": f"{type(key).__name__} key {key!r}",
                        "to": f"string key {name!r}",
                    }
                )
            if name in out:
                raise _NotJSON(
                    json_pointer(path),
                    f"two object keys both become {name!r} in JSON, so one value would be lost",
                )
            path.append(name)
            out[name] = _jsonable(item, path, notes, depth + 1)
            path.pop()
        return out
    if isinstance(value, types.GeneratorType | types.AsyncGeneratorType):
        raise _NotJSON(
            json_pointer(path),
            f"a {type(value).__name__} inside the value: its code would run outside the "
            "handler's thread and timeout; return a list instead",
        )
    declared = isinstance(value, pydantic.BaseModel) or (
        dataclasses.is_dataclass(value) and not isinstance(value, type)
    )
    try:
        converted = to_jsonable_python(value)
    except Exception:
        raise _NotJSON(
            json_pointer(path), f"a value of type {type(value).__name__}, which has no JSON form"
        ) from None
    if not declared:
        kind = type(value).__name__
        to = _json_type(converted)
        if isinstance(value, set | frozenset):
            to += " (in an arbitrary order)"
        notes.append({"pointer": json_pointer(path), "from": kind, "to": to})
    return _jsonable(converted, path, notes, depth + 1)


def _retry_safe(tool: Tool) -> bool:
    """Whether repeating a call that may have taken effect is harmless."""
    ann = tool.annotations
    return ann.read_only or (ann.idempotent and not ann.destructive)


def _no_retry_hint(tool: Tool) -> str:
    why = "destructive" if tool.annotations.destructive else "not idempotent"
    return (
        f"do not call it again: {tool.name} is {why} and may have taken effect; check its "
        "effect with a read-only tool or tell the user"
    )


class _DaemonWorkers:
    """Reusable daemon threads for sync handlers (a thread per call cost ~5× the throughput
    of a pool in ``benchmarks/bench_runtime.py``).

    A job goes to an idle worker when there is one, else to a new daemon thread; a worker
    idle for ``idle_s`` seconds exits. Invariant, under the lock: ``idle`` = workers
    waiting on the queue − jobs in the queue. Daemon threads, not the loop's default
    executor, so a timed-out handler never holds up :meth:`Runtime.call_sync` or the
    interpreter's exit.
    """

    def __init__(self, idle_s: float = 30.0) -> None:
        self._jobs: queue.SimpleQueue[Callable[[], None]] = queue.SimpleQueue()
        self._lock = threading.Lock()
        self._idle = 0
        self._idle_s = idle_s

    def submit(self, job: Callable[[], None], name: str) -> None:
        with self._lock:
            if self._idle > 0:
                self._idle -= 1
                self._jobs.put(job)
                return
        threading.Thread(target=self._work, args=(job,), name=name, daemon=True).start()

    def _work(self, job: Callable[[], None]) -> None:
        while True:
            job()
            with self._lock:
                self._idle += 1
            try:
                job = self._jobs.get(timeout=self._idle_s)
            except queue.Empty:
                with self._lock:
                    if self._idle > 0:  # nobody counted on this worker: leave
                        self._idle -= 1
                        return
                # a job was queued for this worker just as it timed out: take it
                job = self._jobs.get()


_WORKERS = _DaemonWorkers()


def _in_thread(fn: Callable[..., Any], kwargs: dict[str, Any]) -> asyncio.Future[Any]:
    """Run ``fn(**kwargs)`` on a daemon worker thread; a future of the loop gets its outcome.

    Daemon threads of tooldeck's own (:class:`_DaemonWorkers`, not the loop's default
    executor) so that giving up at a timeout costs no waiting: ``asyncio.run`` (hence
    :meth:`Runtime.call_sync`) joins the default executor's threads on exit, which made a
    timed-out call return only when the handler finished. A thread cannot be stopped: the
    handler runs on until it returns (or the interpreter exits, which does not wait for
    daemon threads); its worker is busy until then.
    """
    loop = asyncio.get_running_loop()
    future: asyncio.Future[Any] = loop.create_future()
    context = contextvars.copy_context()

    def settle(ok: bool, outcome: Any) -> None:
        if future.done():
            return
        if ok:
            future.set_result(outcome)
        else:
            future.set_exception(outcome)

    def run() -> None:
        try:
            outcome: Any = context.run(fn, **kwargs)
            if isinstance(outcome, types.GeneratorType):  # its body runs here, timed
                outcome = _Drained(context.run(list, outcome))
            ok = True
        except BaseException as exc:  # delivered to the awaiting coroutine
            outcome, ok = exc, False
        with contextlib.suppress(RuntimeError):  # the loop is gone: nobody waits any more
            loop.call_soon_threadsafe(settle, ok, outcome)

    _WORKERS.submit(run, f"tooldeck-{getattr(fn, '__name__', 'tool')}")
    return future


def _empty(value: Any) -> bool:
    return value is None or (isinstance(value, list | dict | str) and len(value) == 0)


def _summary(value: Any) -> str:
    if isinstance(value, list):
        return f"{len(value)} item{'s' if len(value) != 1 else ''}."
    if isinstance(value, dict):
        keys = ", ".join(list(value)[:8]) + (", …" if len(value) > 8 else "")
        return f"One object with {len(value)} field{'s' if len(value) != 1 else ''}: {keys}."
    if isinstance(value, str):
        return f"{len(value)} characters of text."
    return f"Result: {json.dumps(value)}."


class Runtime:
    """Runs tool calls of one deck with validation, policy, review and a result envelope.

    Args:
        deck: the tools the model was given.
        handlers: ``{tool name: callable}`` or an iterable of ``@tool`` functions
            (:class:`~tooldeck.tool.declare.FunctionTool`, registered under their tool
            name; their arguments are built with ``parse_arguments`` and a non-object
            return value is wrapped as ``{"result": value}`` for the output schema). Plain
            callables are called with the arguments as keyword arguments. Sync callables
            run in a worker thread (``sync_in_thread``) so timeouts apply.
        policy: layer-2 checks; default :meth:`Policy.default` (circuit breaker,
            duplicate guard, approval of destructive tools — unannotated tools count as
            destructive, MCP's default). ``Policy()`` checks nothing.
        reviewer: layer-3 reviewer of destructive calls (:class:`ReviewGate`), or None.
        timeout_s: per-call timeout in seconds (None: none); ``timeouts`` per tool.
        truncator: output limit and artifact store; default 20,000 characters.
        audit: an :class:`AuditLog`, or None.
        normalise: opted-in normalisations (:data:`~tooldeck.runtime.validate.NORMALISATIONS`),
            all tools; each change is reported in the result's ``normalized``.
        classify: maps a handler's exception to an ``ErrorInfo`` (default
            :func:`~tooldeck.runtime.execute.classify_exception`).
        sync_in_thread: run sync handlers in a thread (default) or on the event loop.

    Raises:
        RuntimeConfigError: a handler for a tool not in the deck, a non-callable handler,
            an unknown normalisation, or a timeout ≤ 0.
    """

    def __init__(
        self,
        deck: Deck,
        handlers: Mapping[str, Handler] | Iterable[Handler] | None = None,
        *,
        policy: Policy | None = None,
        reviewer: Reviewer | None = None,
        timeout_s: float | None = DEFAULT_TIMEOUT_S,
        timeouts: Mapping[str, float] | None = None,
        truncator: Truncator | None = None,
        audit: AuditLog | None = None,
        normalise: Collection[str] = (),
        classify: Callable[[BaseException, str], ErrorInfo] = classify_exception,
        sync_in_thread: bool = True,
    ) -> None:
        self.deck = deck
        self.handlers: dict[str, Handler] = {}
        items: Iterable[tuple[str | None, Handler]]
        if handlers is None:
            items = ()
        elif isinstance(handlers, Mapping):
            items = handlers.items()
        else:
            items = ((None, h) for h in handlers)
        for name, handler in items:
            if name is None:
                if not isinstance(handler, FunctionTool):
                    raise RuntimeConfigError(
                        f"{handler!r} has no tool name: pass @tool functions or a "
                        "{tool name: callable} mapping"
                    )
                name = handler.tool.name
            self.register(name, handler)
        self.policy = policy if policy is not None else Policy.default()
        if reviewer is not None:
            self.policy = self.policy.with_checks(ReviewGate(reviewer))
        for where, value in [("timeout_s", timeout_s), *(timeouts or {}).items()]:
            if value is None:
                continue
            if (
                not isinstance(value, int | float)
                or isinstance(value, bool)
                or not math.isfinite(value)
                or value <= 0
            ):
                raise RuntimeConfigError(
                    f"the timeout of {where} must be a finite number of seconds > 0, got "
                    f"{value!r} (None means no timeout)"
                )
        self.timeout_s = timeout_s
        self.timeouts = dict(timeouts or {})
        self.truncator = truncator if truncator is not None else Truncator()
        self.audit = audit
        unknown = set(normalise) - set(NORMALISATIONS)
        if unknown:
            raise RuntimeConfigError(
                f"unknown normalisation(s) {sorted(unknown)}; known: {', '.join(NORMALISATIONS)}"
            )
        self.normalise = frozenset(normalise)
        self.classify = classify
        self.sync_in_thread = sync_in_thread
        self._validators: dict[str, SchemaValidator] = {}
        self._running: dict[str, tuple[asyncio.Task[Any], asyncio.Future[None]]] = {}
        self._background: set[asyncio.Task[Any]] = set()
        self._in_flight: set[str] = set()

    # --- set-up --------------------------------------------------------------------------------
    def register(self, name: str, handler: Handler) -> None:
        """Register ``handler`` for the tool ``name``.

        Raises:
            RuntimeConfigError: the deck has no such tool, or the handler is not callable.
        """
        if name not in self.deck:
            close = suggest_names(name, self.deck.names)
            raise RuntimeConfigError(
                f"a handler is registered for {name!r}, which is not in the deck"
                + (f" (closest: {', '.join(close)})" if close else "")
            )
        if not callable(handler):
            raise RuntimeConfigError(f"the handler of {name!r} is not callable: {handler!r}")
        self.handlers[name] = handler

    def validator(self, tool: Tool) -> SchemaValidator:
        """The cached compiled validator of ``tool``."""
        found = self._validators.get(tool.name)
        if found is None:
            found = self._validators[tool.name] = SchemaValidator(tool)
        return found

    def cancel(self, call_id: str) -> bool:
        """Cancel the running handler of ``call_id``; its result becomes ``aborted``.

        Returns:
            True when a running call was cancelled.
        """
        found = self._running.get(call_id)
        if found is None:
            return False
        task, stop = found
        if task.done() or stop.done():
            return False
        stop.set_result(None)
        return True

    def _abandon(self, task: asyncio.Task[Any]) -> None:
        """Cancel ``task`` and stop waiting for it; keep a reference until it ends."""
        task.cancel()
        if task.done():
            return
        self._background.add(task)
        task.add_done_callback(self._forget)

    def _forget(self, task: asyncio.Task[Any]) -> None:
        """An abandoned handler ended: drop it; its result or exception is not used."""
        self._background.discard(task)
        if not task.cancelled():
            task.exception()  # retrieved, so asyncio logs no "never retrieved" warning

    # --- calls -----------------------------------------------------------------------------------
    def call_sync(self, call: ToolCall, *, dry_run: bool = False) -> ToolResult:
        """:meth:`call` from synchronous code (starts an event loop; not inside one)."""
        return asyncio.run(self.call(call, dry_run=dry_run))

    def call_many_sync(
        self, calls: Sequence[ToolCall], *, max_concurrency: int = 16
    ) -> list[ToolResult]:
        """:meth:`call_many` from synchronous code."""
        return asyncio.run(self.call_many(calls, max_concurrency=max_concurrency))

    async def call_many(
        self, calls: Sequence[ToolCall], *, max_concurrency: int = 16
    ) -> list[ToolResult]:
        """Run ``calls`` in parallel, at most ``max_concurrency`` at once (that many
        workers take the next call as soon as they are free).

        Returns:
            One result per call, in input order; ``results[i].call_id ==
            calls[i].call_id``.

        Raises:
            RuntimeConfigError: ``max_concurrency`` < 1.
        """
        if max_concurrency < 1:
            raise RuntimeConfigError("max_concurrency must be ≥ 1")
        results: list[ToolResult | None] = [None] * len(calls)
        first: dict[str, int] = {}
        unique: list[tuple[int, ToolCall]] = []
        for index, call in enumerate(calls):
            earlier = first.setdefault(call.call_id, index)
            if earlier == index:
                unique.append((index, call))
            else:
                results[index] = self._duplicate_id(call, f"call {earlier} of this batch")
        pending = iter(unique)  # shared by the workers (one event loop: no race)

        async def worker() -> None:
            for index, call in pending:
                results[index] = await self.call(call)

        await asyncio.gather(*(worker() for _ in range(min(max_concurrency, len(unique)))))
        return [r for r in results if r is not None]

    def _duplicate_id(self, call: ToolCall, earlier: str) -> ToolResult:
        message = (
            f"the call id {call.call_id!r} is already used by {earlier}; results are paired "
            "with calls by id, so this call was not run"
        )
        decision = Decision("call_id", "refuse", message, layer=1)
        error = ErrorInfo(
            "invalid_arguments",
            message,
            "give every call in a batch its own id; repeat this call with a new id if it is "
            "still wanted",
        )
        result = self._result(call, "error", message, time.perf_counter(), error=error)
        result = dataclasses.replace(result, decisions=(decision,))
        if self.audit is not None:
            self.audit.write(
                result, self.deck.get(call.name) if isinstance(call.name, str) else None, None
            )
        return result

    async def call(self, call: ToolCall, *, dry_run: bool = False) -> ToolResult:
        """Validate, police and run one call; never raises for what the model sent.

        Args:
            call: the call.
            dry_run: stop after validation and policy (the handler is not called; a
                passing call answers ``success`` with a summary saying so).

        Returns:
            The result; its ``decisions`` list every layer's decision.
        """
        if call.call_id in self._in_flight:
            return self._duplicate_id(call, "a call of this runtime that is still running")
        self._in_flight.add(call.call_id)
        try:
            return await self._call_once(call, dry_run)
        finally:
            self._in_flight.discard(call.call_id)

    async def _call_once(self, call: ToolCall, dry_run: bool) -> ToolResult:
        started = time.perf_counter()
        tool = self.deck.get(call.name) if isinstance(call.name, str) else None
        arguments: Any = None
        progress = _Progress()
        try:
            result, arguments = await self._call(call, tool, dry_run, started, progress)
        except _PASS_THROUGH as exc:
            # The caller cancelled us (or Ctrl-C): still free the duplicate guard and write
            # the audit line, then let the interruption go on.
            interrupted = self._interrupted(call, tool, started, progress, exc)
            with contextlib.suppress(Exception):
                if tool is not None:
                    self.policy.record(call, tool, interrupted)
                if self.audit is not None:
                    self.audit.write(interrupted, tool, progress.arguments)
            raise
        except BaseException as exc:  # a bug (or SystemExit) in a check, reviewer or approver
            error = ErrorInfo(
                "environment",
                f"the runtime failed on this call: {type(exc).__name__}: {exc}",
                HINTS["environment"],
            )
            arguments = progress.arguments
            result = self._result(call, "error", error.message, started, error=error)
        if tool is not None:
            with contextlib.suppress(Exception):  # a faulty check must not hide the result
                self.policy.record(call, tool, result)
        if self.audit is not None:
            self.audit.write(result, tool, arguments)
        return result

    def _interrupted(
        self,
        call: ToolCall,
        tool: Tool | None,
        started: float,
        progress: _Progress,
        exc: BaseException,
    ) -> ToolResult:
        """The ``aborted`` result of a call its caller cancelled (or Ctrl-C stopped)."""
        why = (
            "cancelled by its caller"
            if isinstance(exc, asyncio.CancelledError)
            else ("interrupted (KeyboardInterrupt)")
        )
        if progress.entered:
            message = (
                f"{call.name} was {why} before it finished; it may still be running and its "
                "effects may still happen"
            )
        else:
            message = f"the call was {why} before {call.name} ran; nothing was run"
        hint = (
            HINTS["aborted"]
            if tool is None
            else (
                "retry once with a narrower request, or give up and tell the user"
                if _retry_safe(tool)
                else _no_retry_hint(tool)
            )
        )
        error = ErrorInfo("aborted", message, hint)
        return self._result(
            call,
            "error",
            message,
            started,
            error=error,
            decisions=tuple(progress.decisions),
            ran=progress.entered,
        )

    # --- the steps ------------------------------------------------------------------------------
    def _result(
        self,
        call: ToolCall,
        status: Any,
        summary: str,
        started: float,
        **fields: Any,
    ) -> ToolResult:
        tool = self.deck.get(call.name) if isinstance(call.name, str) else None
        error = fields.get("error")
        if isinstance(error, ErrorInfo):  # exception text: no lone surrogates, bounded
            message = _cap(_escape_surrogates(error.message))
            if summary == error.message:
                summary = message
            fields["error"] = dataclasses.replace(
                error, message=message, hint=_cap(_escape_surrogates(error.hint))
            )
        summary = _cap(_escape_surrogates(summary), MESSAGE_LIMIT + 2_000)
        return ToolResult(
            call_id=call.call_id,
            tool=call.name,
            status=status,
            summary=summary,
            duration_ms=(time.perf_counter() - started) * 1000.0,
            output_declared=tool is not None and tool.output_schema is not None,
            **fields,
        )

    def _invalid(
        self,
        call: ToolCall,
        started: float,
        message: str,
        hint: str,
        decisions: list[Decision],
        check: str,
        violations: tuple[Violation, ...] = (),
    ) -> ToolResult:
        decisions.append(Decision(check, "refuse", message, layer=1))
        error = ErrorInfo("invalid_arguments", message, hint, violations=violations)
        return self._result(
            call, "error", message, started, error=error, decisions=tuple(decisions)
        )

    def _arguments(self, call: ToolCall) -> Any:
        if call.arguments_json is not None:
            value = decode_arguments(call.arguments_json)
        else:
            value = call.arguments
            check_json_value(value)
        if not isinstance(value, dict):
            got = "array" if isinstance(value, list) else type(value).__name__
            if value is None:
                got = "null"
            raise ArgumentError(
                f"the arguments must be a JSON object, got {got}",
                'send an object of named arguments, e.g. {"name": value}; {} when the '
                "tool takes none",
            )
        return value

    async def _call(
        self, call: ToolCall, tool: Tool | None, dry_run: bool, started: float, progress: _Progress
    ) -> tuple[ToolResult, Any]:
        decisions = progress.decisions
        if tool is None:
            close = suggest_names(call.name, self.deck.names)
            message = f"there is no tool named {call.name!r}"
            if close:
                hint = f"did you mean {' or '.join(repr(c) for c in close)}? Call a listed tool"
            elif len(self.deck) <= 20:
                hint = f"call one of: {', '.join(self.deck.names)}"
            else:
                hint = "call one of the tools you were given; names are case-sensitive"
            return self._invalid(call, started, message, hint, decisions, "tool"), None
        try:
            arguments = self._arguments(call)
        except ArgumentError as exc:
            return self._invalid(call, started, exc.message, exc.hint, decisions, "json"), None
        changes: list[dict[str, Any]] = []
        if self.normalise:
            arguments, changes = normalise(arguments, tool.input_schema, self.normalise)
        validator = self.validator(tool)
        violations = validator.violations(arguments, changes)
        if violations:
            listed = "; ".join(f"{v.pointer or '/'}: {v.message}" for v in violations[:10])
            more = f" (and {len(violations) - 10} more)" if len(violations) > 10 else ""
            message = (
                f"{len(violations)} argument error{'s' if len(violations) > 1 else ''}: "
                f"{listed}{more}"
            )
            hint = (
                "fix every listed violation and call again; values are used exactly as "
                "sent (a number in quotes is a string)"
            )
            result = self._invalid(call, started, message, hint, decisions, "schema", violations)
            if changes:  # say what normalisation did before the refusal
                result = dataclasses.replace(result, normalized=tuple(changes))
            return result, arguments
        decisions.append(Decision("schema", "allow", layer=1))
        progress.arguments = arguments
        # Checks, approvers and reviewers see a deep-frozen copy: none of them can change
        # what runs (the handler gets ``arguments``, as validated).
        frozen = freeze(arguments)
        policy_decisions, stop = await self.policy.evaluate(PolicyRequest(call, tool, frozen))
        decisions.extend(policy_decisions)
        normalized = tuple(changes)
        if stop is not None:
            if stop.replay is not None:
                earlier = stop.replay
                replayed = dataclasses.replace(
                    earlier,
                    summary=_cap(
                        f"Replay of call {earlier.call_id}: {tool.name} did not run again; this "
                        f"is that call's result. {earlier.summary}",
                        MESSAGE_LIMIT + 2_000,
                    ),
                    call_id=call.call_id,
                    decisions=tuple(decisions),
                    replayed_from=earlier.call_id,
                    ran=False,
                    duration_ms=(time.perf_counter() - started) * 1000.0,
                )
                return replayed, arguments
            if stop.decision.verdict == "needs_approval":
                summary = f"{tool.name} is irreversible and waits for the user's approval."
                return (
                    self._result(
                        call,
                        "needs_approval",
                        summary,
                        started,
                        decisions=tuple(decisions),
                        approval=stop.approval,
                        normalized=normalized,
                    ),
                    arguments,
                )
            assert stop.error is not None
            return (
                self._result(
                    call,
                    "refused",
                    stop.error.message,
                    started,
                    error=stop.error,
                    decisions=tuple(decisions),
                    normalized=normalized,
                ),
                arguments,
            )
        if dry_run:
            summary = "Dry run: the call passes validation and policy; nothing was run."
            return (
                self._result(
                    call,
                    "success",
                    summary,
                    started,
                    decisions=tuple(decisions),
                    normalized=normalized,
                ),
                arguments,
            )
        handler = self.handlers.get(tool.name)
        if handler is None:
            error = ErrorInfo(
                "environment",
                f"no handler is registered for {tool.name} in this runtime",
                "report to the user that this tool is not available here",
            )
            return (
                self._result(
                    call,
                    "error",
                    error.message,
                    started,
                    error=error,
                    decisions=tuple(decisions),
                    normalized=normalized,
                ),
                arguments,
            )
        result = await self._execute(call, tool, handler, arguments, started, progress)
        if normalized:
            result = dataclasses.replace(result, normalized=normalized)
        return result, arguments

    async def _invoke(
        self, handler: Handler, arguments: dict[str, Any], progress: _Progress
    ) -> Any:
        """Call the handler; ``progress.entered`` becomes True once its own code is entered.

        A generator a sync handler returns is drained where the handler ran (its thread),
        so its body runs under the timeout too.
        """
        try:
            if isinstance(handler, FunctionTool):
                kwargs = handler.parse_arguments(arguments)
                fn: Callable[..., Any] = handler.fn
            else:
                kwargs = dict(arguments)
                fn = handler
            progress.entered = True
            if inspect.iscoroutinefunction(fn) or not self.sync_in_thread:
                value = fn(**kwargs)
                if isinstance(value, types.GeneratorType):
                    value = _Drained(value)
            else:
                value = await _in_thread(fn, kwargs)
            if inspect.isawaitable(value):
                value = await value
            return value
        except _PASS_THROUGH:
            raise
        except Exception:
            raise
        except BaseException as exc:  # SystemExit, GeneratorExit, …: a tool error, not an exit
            raise _Escaped(exc) from exc

    async def _execute(
        self,
        call: ToolCall,
        tool: Tool,
        handler: Handler,
        arguments: dict[str, Any],
        started: float,
        progress: _Progress,
    ) -> ToolResult:
        decisions = progress.decisions
        timeout = self.timeouts.get(tool.name, self.timeout_s)
        task = asyncio.ensure_future(self._invoke(handler, arguments, progress))
        stop: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._running[call.call_id] = (task, stop)
        error: ErrorInfo | None = None
        value: Any = None
        threaded = (
            not inspect.iscoroutinefunction(
                handler.fn if isinstance(handler, FunctionTool) else handler
            )
            and self.sync_in_thread
        )
        retry_hint = (
            "retry once with a narrower request, or give up and tell the user"
            if _retry_safe(tool)
            else _no_retry_hint(tool)
        )
        stopped_by: str | None = None  # "timeout" or "cancel": the runtime gave up
        try:
            await asyncio.wait({task, stop}, timeout=timeout, return_when="FIRST_COMPLETED")
            if not task.done():
                stopped_by = "cancel" if stop.done() else "timeout"
                task.cancel()
                # a cooperative async handler ends at once; one that ignores the
                # cancellation is left running in the background, never waited for
                await asyncio.wait({task}, timeout=_CANCEL_GRACE_S)
        except asyncio.CancelledError:  # the caller cancelled us: stop the handler, go on
            self._abandon(task)
            raise
        finally:
            if self._running.get(call.call_id, (None,))[0] is task:
                del self._running[call.call_id]
        if stopped_by is not None:
            stopped = task.cancelled() and not threaded  # it ended by the cancellation
            self._abandon(task)
            if stopped_by == "timeout":
                message = f"{tool.name} did not finish within {timeout:g} s"
            else:
                message = f"{tool.name} was cancelled (runtime.cancel)"
            if stopped:
                message += " and stopped; it may have taken effect before that"
            elif threaded:
                message += (
                    "; it may still be running (the runtime stopped waiting, but the handler "
                    "runs in a thread that cannot be stopped), and its effects may still happen"
                )
            else:
                message += (
                    "; it may still be running (the runtime stopped waiting; the handler did "
                    "not stop when cancelled), and its effects may still happen; its result "
                    "will not be used"
                )
            error = ErrorInfo("aborted", message, retry_hint)
        else:
            try:
                value = task.result()
            except asyncio.CancelledError:  # cancelled from outside the runtime
                message = f"{tool.name} was cancelled"
                if progress.entered:
                    message += (
                        "; it may still be running in its thread and may take effect"
                        if threaded
                        else "; it may have taken effect before that"
                    )
                error = ErrorInfo("aborted", message, retry_hint)
            except _Escaped as exc:
                error = self.classify(exc.original, tool.name)
            except Exception as exc:
                error = self.classify(exc, tool.name)
        if error is not None:
            return self._result(
                call,
                "error",
                error.message,
                started,
                error=error,
                decisions=tuple(decisions),
                ran=progress.entered,
            )
        return dataclasses.replace(
            self._envelope(call, tool, handler, value, started, decisions), ran=True
        )

    def _envelope(
        self,
        call: ToolCall,
        tool: Tool,
        handler: Handler,
        value: Any,
        started: float,
        decisions: list[Decision],
    ) -> ToolResult:
        summary: str | None = None
        artifact: str | None = None
        follow: tuple[NextCall, ...] = ()
        if isinstance(value, ToolOutput):
            summary, artifact, follow = value.summary, value.artifact, tuple(value.next)
            value = value.items
            for text, what in ((summary, "summary"), (artifact, "artifact path")):
                if isinstance(text, str) and _has_surrogate(text):
                    return self._mismatch(
                        call,
                        started,
                        decisions,
                        f"{tool.name} returned a {what} with "
                        + _surrogate_message(text)
                        + "; nothing of it is shown",
                        value=None,
                    )
            if summary is not None:
                summary = _cap(summary)
        notes: list[dict[str, Any]] = []
        if isinstance(value, _Drained):
            notes.append({"pointer": "", "from": "generator", "to": "array"})
            value = list(value)
        if type(value) is str and _has_surrogate(value):
            return self._mismatch(
                call,
                started,
                decisions,
                f"{tool.name} returned {_surrogate_message(value)}; nothing of it is shown",
                value=None,
            )
        if type(value) not in (str, bool, type(None)):
            try:
                value = _jsonable(value, [], notes)
            except _NotJSON as exc:
                return self._mismatch(
                    call,
                    started,
                    decisions,
                    f"{tool.name} returned a value that is not JSON: at "
                    f"{exc.pointer or '/'}, {exc.message}; nothing of it is shown",
                    value=None,
                )
        converted = tuple(notes)
        unknown = [n.tool for n in follow if n.tool not in self.deck]
        if unknown:
            return self._mismatch(
                call,
                started,
                decisions,
                f"{tool.name} suggested follow-up calls of unknown tools: {', '.join(unknown)}",
                value=value,
                converted=converted,
            )
        structured: Any = None
        if tool.output_schema is not None and value is not None:  # None: empty, nothing to check
            wrapped = (isinstance(handler, FunctionTool) and handler.output_wrapped) or (
                not isinstance(value, dict) and tool.output_schema.get("required") == [RESULT_KEY]
            )
            structured = {RESULT_KEY: value} if wrapped else value
            problems = self.validator(tool).output_violations(structured)
            if problems:
                listed = "; ".join(f"{p.pointer or '/'}: {p.message}" for p in problems[:5])
                return self._mismatch(
                    call,
                    started,
                    decisions,
                    f"{tool.name} returned a result that does not match its declared output "
                    f"schema: {listed}",
                    value=value,
                    converted=converted,
                )
        status = "empty" if _empty(value) else "success"
        if summary is None:
            summary = "No results." if status == "empty" else _summary(value)
        if converted:
            summary += " " + _converted_sentence(converted)
        try:
            cut = self._cut(value)
        except ArtifactError as exc:
            error = ErrorInfo("environment", str(exc), HINTS["environment"])
            return self._result(
                call, "error", str(exc), started, error=error, decisions=tuple(decisions)
            )
        if cut is not None:
            summary = f"{summary} {self._cut_sentence(cut, tool)}"
            return self._result(
                call,
                status,
                summary,
                started,
                artifact=cut.artifact,
                truncated=True,
                preview=cut.preview,
                limit=cut.limit,
                read_more=cut.read_more,
                next=follow,
                decisions=tuple(decisions),
                converted=converted,
            )
        return self._result(
            call,
            status,
            summary,
            started,
            items=value,
            artifact=artifact,
            next=follow,
            decisions=tuple(decisions),
            structured=structured if isinstance(structured, dict) else None,
            converted=converted,
        )

    def _cut(self, value: Any) -> Truncation | None:
        """The truncation of ``value`` (a JSON value) when it is over the limit, else None.

        Raises:
            ArtifactError: the artifact cannot be written.
        """
        text = value if isinstance(value, str) else None
        if text is None and value is not None and not isinstance(value, int | float | bool):
            text = json.dumps(value, ensure_ascii=False, separators=(",", ":"))
        if text is None or (
            len(text) <= self.truncator.limit and self.truncator.unit == "characters"
        ):
            return None
        return self.truncator.apply(text)

    @staticmethod
    def _cut_sentence(cut: Truncation, tool: Tool) -> str:
        sentence = (
            f"Output truncated: the first {len(cut.preview)} of {cut.total} characters are "
            f"shown (limit {cut.limit['value']} {cut.limit['unit']}); the full output is in "
            f"{cut.artifact}; read on from offset {cut.read_more['offset']}."
        )
        if tool.output_schema is not None:
            sentence += (
                " No structured value is sent (MCP structuredContent is left out): a preview "
                "does not match the declared output schema."
            )
        return sentence

    def _mismatch(
        self,
        call: ToolCall,
        started: float,
        decisions: list[Decision],
        message: str,
        *,
        value: Any,
        converted: tuple[dict[str, Any], ...] = (),
    ) -> ToolResult:
        message = _cap(message)
        error = ErrorInfo("output_mismatch", message, HINTS["output_mismatch"])
        summary = message if message.endswith(".") else message + "."
        if converted:
            summary += " " + _converted_sentence(converted)
        tool = self.deck[call.name]
        try:
            cut = self._cut(value)
        except ArtifactError as exc:
            cut = None
            value = None
            summary += f" The value is not shown: {exc}."
        if cut is not None:
            return self._result(
                call,
                "error",
                f"{summary} {self._cut_sentence(cut, tool)}",
                started,
                error=error,
                artifact=cut.artifact,
                truncated=True,
                preview=cut.preview,
                limit=cut.limit,
                read_more=cut.read_more,
                decisions=tuple(decisions),
                converted=converted,
            )
        return self._result(
            call,
            "error",
            summary,
            started,
            error=error,
            items=value,
            decisions=tuple(decisions),
            converted=converted,
        )


def _converted_sentence(converted: Sequence[Mapping[str, Any]]) -> str:
    shown = "; ".join(f"{c['from']} at {c['pointer'] or '/'} → {c['to']}" for c in converted[:5])
    more = f" (and {len(converted) - 5} more)" if len(converted) > 5 else ""
    return f"Converted to JSON (see converted): {shown}{more}."
