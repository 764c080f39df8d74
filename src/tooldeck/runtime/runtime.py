"""The runtime: validate, police, review, execute and answer tool calls.

::

    runtime = Runtime(deck, [search_docs, delete_page], policy=Policy.default(approver))
    result = await runtime.call(ToolCall.from_json("call_1", "search_docs", '{"query": "x"}'))
    message = result.to_openai()

Order of one call: layer 1 validation (tool exists, JSON, object, schema,
no coercion) → layer 2 policy checks → layer 3 review (a :class:`ReviewGate` appended to
the policy) → execution with a timeout → the result envelope (output schema checked,
empty told apart from failure, long output truncated to an artifact) → policy state and
audit log updated. :meth:`Runtime.call` never raises for anything the model sent: every
outcome is a :class:`~tooldeck.runtime.envelope.ToolResult`.

This module holds the orchestration; the result envelope is built in
:mod:`tooldeck.runtime._results`, handler outputs are converted to JSON in
:mod:`tooldeck.runtime._tojson`, and sync handlers run on the daemon threads of
:mod:`tooldeck.runtime._workers`.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import functools
import inspect
import math
import signal
import threading
import time
import types
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from typing import Any

import pydantic

from tooldeck.errors import EventLoopError, InvalidArgumentsError, RuntimeConfigError
from tooldeck.jsonvalue import freeze, json_pointer
from tooldeck.runtime import _results
from tooldeck.runtime._received import RULE, Collision, function_changes
from tooldeck.runtime._results import MESSAGE_LIMIT, aborted_hint
from tooldeck.runtime._workers import Drained, in_thread, reserve_thread
from tooldeck.runtime.audit import AuditLog
from tooldeck.runtime.calls import ToolCall
from tooldeck.runtime.clock import _CLOCK, CallClock
from tooldeck.runtime.envelope import (
    HINTS,
    Decision,
    ErrorInfo,
    ErrorKind,
    ToolResult,
    Violation,
)
from tooldeck.runtime.execute import classify_exception
from tooldeck.runtime.limits import DEFAULT_TIMEOUT_S
from tooldeck.runtime.policy import Policy, PolicyRequest
from tooldeck.runtime.review import Reviewer, ReviewGate
from tooldeck.runtime.truncate import Truncator
from tooldeck.runtime.validate import (
    NORMALISATIONS,
    NULL_OPTIONAL_NOTE,
    SCHEMA_FAULT,
    ArgumentError,
    SchemaValidator,
    check_json_value,
    decode_arguments,
    inexact_floats,
    normalise,
    optional_null,
    suggest_names,
)
from tooldeck.tool import Deck, Tool
from tooldeck.tool.declare import FunctionTool
from tooldeck.tool.model import require_deck

__all__ = ["DEFAULT_TIMEOUT_S", "MESSAGE_LIMIT", "Runtime", "RuntimeConfigError"]

_CANCEL_GRACE_S = 0.1
"""How long a cancelled async handler gets to finish cancelling before the runtime stops
waiting for it (it then runs on in the background)."""


Handler = Callable[..., Any]

_PASS_THROUGH = (asyncio.CancelledError, KeyboardInterrupt)
"""Base exceptions that keep propagating: the caller's cancellation, the user's Ctrl-C."""


def ctrl_c_may_raise_here() -> bool:
    """True when a ``KeyboardInterrupt`` raised in a handler running on the event loop may
    be the user's Ctrl-C: Python's default SIGINT handler is installed, which raises it in
    whatever code runs. Under :class:`asyncio.Runner` (``asyncio.run``, ``anyio.run``, so
    ``call_sync`` and ``tooldeck serve`` on stdio) the first Ctrl-C cancels the main task
    instead (the second raises, while the program is already stopping), and uvicorn
    (``tooldeck serve --http``, the HTTP gateway) handles the signal itself: there such a
    ``KeyboardInterrupt`` is the handler's own raise, a tool error as in a sync handler's
    worker thread. So it is off the main thread (an event loop in a worker thread, such
    as ``call_sync`` called from a web framework's thread pool, where the Runner installs
    no handler): signals reach only the main thread."""
    if threading.current_thread() is not threading.main_thread():
        return False
    return signal.getsignal(signal.SIGINT) is signal.default_int_handler


class _Escaped(Exception):
    """Carries a ``BaseException`` (``SystemExit``, …) a handler raised, so that it does
    not escape the event loop (an asyncio task re-raises ``SystemExit`` out of the loop)."""

    def __init__(self, original: BaseException) -> None:
        super().__init__(str(original))
        self.original = original


class _Progress:
    """How far one call got, for the result of a call the caller cancelled."""

    __slots__ = ("arguments", "decisions", "entered", "received")

    def __init__(self) -> None:
        self.entered = False
        self.received: tuple[dict[str, Any], ...] = ()  # what the function's types changed
        self.arguments: Any = None
        self.decisions: list[Decision] = []


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
            all tools; each change is reported in the result's ``normalized``. One is
            always on for ``@tool`` function handlers whatever this says:
            ``integral_floats`` (``30.0`` handed over as ``30`` where the schema asks for
            an integer, as pydantic's ``int`` would; reported the same way, docs/runtime.md).
        classify: maps a handler's exception to an ``ErrorInfo`` (default
            :func:`~tooldeck.runtime.execute.classify_exception`).
        sync_in_thread: run sync handlers in a thread (default) or on the event loop.

    Raises:
        RuntimeConfigError: a ``deck`` that is not a :class:`~tooldeck.tool.Deck` (a list
            of tools or ``@tool`` functions: wrap it in ``Deck([...])``), a handler for a
            tool not in the deck, a non-callable handler,
            a ``@tool`` function registered under another tool's name, a ``policy`` that
            is not a :class:`Policy`, an unknown normalisation, a timeout ≤ 0, or a
            ``timeouts`` key that names no tool of the deck.
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
        require_deck(deck, error=RuntimeConfigError, also="the handlers go in the second argument")
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
        if policy is not None and not isinstance(policy, Policy):
            raise RuntimeConfigError(
                f"policy must be a Policy, got {type(policy).__name__}: wrap checks in "
                f"Policy([...]) (e.g. Policy([PathPolicy(...)]) or "
                "Policy.default().with_checks(...))"
            )
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
        unnamed = [name for name in timeouts or {} if name not in deck]
        if unnamed:
            raise RuntimeConfigError(
                f"timeouts names no tool of the deck: {', '.join(map(repr, unnamed))}"
                + "".join(
                    f" (closest to {n!r}: {', '.join(suggest_names(n, deck.names))})"
                    for n in unnamed
                    if suggest_names(n, deck.names)
                )
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
        self._running: dict[
            tuple[str | None, str], tuple[asyncio.Task[Any], asyncio.Future[None]]
        ] = {}
        self._background: set[asyncio.Task[Any]] = set()
        self._in_flight: set[tuple[str | None, str]] = set()
        """``(session, call_id)`` of each call being answered: call ids are the model's, so
        they are unique within a conversation (:attr:`ToolCall.session`) only — two
        ``run_agent`` runs on one runtime may both send ``call_1`` (trial40 LOW-1)."""

    # --- set-up --------------------------------------------------------------------------------
    def register(self, name: str, handler: Handler) -> None:
        """Register ``handler`` for the tool ``name``.

        Raises:
            RuntimeConfigError: the deck has no such tool, the handler is not callable, or
                it is a ``@tool`` function of another name.
        """
        if name not in self.deck:
            close = suggest_names(name, self.deck.names)
            raise RuntimeConfigError(
                f"a handler is registered for {name!r}, which is not in the deck"
                + (f" (closest: {', '.join(close)})" if close else "")
            )
        if not callable(handler):
            raise RuntimeConfigError(f"the handler of {name!r} is not callable: {handler!r}")
        if isinstance(handler, FunctionTool) and handler.tool.name != name:
            # the deck's hints (read-only, destructive) are name's while the function is
            # another tool: {"look": wipe} ran a destructive function as a read-only tool
            # without approval (session 22's breaker; `tooldeck serve` refuses it too)
            raise RuntimeConfigError(
                f"the handler registered for {name!r} is the @tool function "
                f"{handler.tool.name!r}; register it under {handler.tool.name!r}, or "
                f"declare it @tool(name={name!r})"
            )
        self.handlers[name] = handler

    def validator(self, tool: Tool) -> SchemaValidator:
        """The cached compiled validator of ``tool``."""
        found = self._validators.get(tool.name)
        if found is None:
            found = self._validators[tool.name] = SchemaValidator(tool)
        return found

    def cancel(self, call_id: str, session: str | types.EllipsisType | None = ...) -> bool:
        """Cancel the running handler of ``call_id``; its result becomes ``aborted``.

        Args:
            call_id: the call's id.
            session: its :attr:`ToolCall.session` (ids are unique within a session only:
                two conversations may both run ``call_1``); left out: the one running call
                with that id, whatever its session.

        Returns:
            True when a running call was cancelled.

        Raises:
            ValueError: ``session`` left out and calls with that id run in several
                sessions (naming them): say which.
        """
        if session is ...:
            slots = [slot for slot in self._running if slot[1] == call_id]
            if len(slots) > 1:
                names = ", ".join(sorted(repr(s) for s, _ in slots))
                raise ValueError(
                    f"calls with id {call_id!r} run in several sessions ({names}): "
                    "say which, runtime.cancel(call_id, session=...)"
                )
            found = self._running.get(slots[0]) if slots else None
        else:
            found = self._running.get((session, call_id))
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
        """:meth:`call` from synchronous code (starts an event loop; not inside one).

        Raises:
            EventLoopError: called inside a running event loop (async code): ``await
                runtime.call(call)`` there instead.
        """
        EventLoopError.refuse_inside_loop("Runtime.call_sync()", "await runtime.call(call)")
        return asyncio.run(self.call(call, dry_run=dry_run))

    def call_many_sync(
        self, calls: Sequence[ToolCall], *, max_concurrency: int = 16
    ) -> list[ToolResult]:
        """:meth:`call_many` from synchronous code (starts an event loop; not inside one).

        Raises:
            EventLoopError: called inside a running event loop (async code): ``await
                runtime.call_many(calls)`` there instead.
        """
        EventLoopError.refuse_inside_loop(
            "Runtime.call_many_sync()", "await runtime.call_many(calls)"
        )
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
            RuntimeConfigError: ``max_concurrency`` is not a whole number ≥ 1.
            TypeError: ``calls`` is one :class:`ToolCall` (what ``calls_from_mcp``
                returns: pass ``[call]``, or use :meth:`call`) or not an iterable of them.
        """
        if (
            not isinstance(max_concurrency, int)
            or isinstance(max_concurrency, bool)
            or max_concurrency < 1
        ):
            raise RuntimeConfigError(
                f"max_concurrency must be a whole number ≥ 1, got {max_concurrency!r}"
            )
        if isinstance(calls, ToolCall):
            raise TypeError(
                "call_many takes a list of ToolCall, got one ToolCall (calls_from_mcp returns "
                "one call): pass [call], or use runtime.call(call)"
            )
        try:
            calls = list(calls)
        except TypeError:
            raise TypeError(
                f"call_many takes a list of ToolCall, got {type(calls).__name__}"
            ) from None
        wrong = next((i for i, c in enumerate(calls) if not isinstance(c, ToolCall)), None)
        if wrong is not None:
            raise TypeError(
                f"call_many takes a list of ToolCall; item {wrong} is a "
                f"{type(calls[wrong]).__name__} (parse model output with calls_from_openai, "
                "calls_from_anthropic or calls_from_mcp)"
            )
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
        """The refusal of a call whose id is already used by ``earlier`` (in words)."""
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
        tool = self.deck.get(call.name) if isinstance(call.name, str) else None
        result = _results.failed(call, tool, error, time.perf_counter())
        result = dataclasses.replace(result, decisions=(decision,))
        if self.audit is not None:
            result = self.audit.record(result, tool, None)
        return result

    async def call(self, call: ToolCall, *, dry_run: bool = False) -> ToolResult:
        """Validate, police and run one call; never raises for what the model sent.

        Args:
            call: the call.
            dry_run: stop after validation and policy (the handler is not called; a
                passing call answers ``success`` with a summary saying so, and one a check
                stops — ``needs_approval``, ``refused`` — has its summary start with
                ``Dry run (nothing was run): ``).

        Returns:
            The result; its ``decisions`` list every layer's decision.

        Raises:
            TypeError: ``call`` is not a :class:`ToolCall` (a host's bug, as
                :meth:`call_many` says of an item: it was an ``AttributeError`` on
                ``None``, trial37 LOW-4).
        """
        if not isinstance(call, ToolCall):
            raise TypeError(
                f"Runtime.call takes a ToolCall, got {type(call).__name__} (build one with "
                "ToolCall(call_id, name, arguments), or parse model output with "
                "calls_from_openai, calls_from_anthropic or calls_from_mcp)"
            )
        slot = (call.session, call.call_id)
        if slot in self._in_flight:
            return self._duplicate_id(call, _still_running(call.session))
        self._in_flight.add(slot)
        try:
            return await self._call_once(call, dry_run)
        finally:
            self._in_flight.discard(slot)

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
            interrupted = _results.interrupted(
                call, tool, started, exc, progress.entered, progress.decisions
            )
            with contextlib.suppress(Exception):
                if tool is not None:
                    self.policy.record(call, tool, interrupted)
                if self.audit is not None:
                    self.audit.record(interrupted, tool, progress.arguments)
            raise
        except BaseException as exc:  # a bug (or SystemExit) in a check, reviewer or approver
            error = ErrorInfo(
                "environment",
                f"the runtime failed on this call: {type(exc).__name__}: {exc}",
                HINTS["environment"],
            )
            arguments = progress.arguments
            result = _results.failed(call, tool, error, started)
        if tool is not None:
            with contextlib.suppress(Exception):  # a faulty check must not hide the result
                self.policy.record(call, tool, result)
        if self.audit is not None:  # a log that cannot be written keeps the result
            result = self.audit.record(result, tool, arguments)
        return result

    # --- layer 1: validation ---------------------------------------------------------------------
    def _invalid(
        self,
        call: ToolCall,
        tool: Tool | None,
        started: float,
        message: str,
        hint: str,
        decisions: list[Decision],
        check: str,
        violations: tuple[Violation, ...] = (),
        kind: ErrorKind = "invalid_arguments",
    ) -> ToolResult:
        decisions.append(Decision(check, "refuse", message, layer=1))
        error = ErrorInfo(kind, message, hint, violations=violations)
        return _results.failed(call, tool, error, started, decisions=tuple(decisions))

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

    def _unknown_tool(
        self, call: ToolCall, started: float, decisions: list[Decision]
    ) -> ToolResult:
        close = suggest_names(call.name, self.deck.names)
        message = f"there is no tool named {call.name!r}"
        if close:
            hint = f"did you mean {' or '.join(repr(c) for c in close)}? Call a listed tool"
        elif len(self.deck) <= 20:
            hint = f"call one of: {', '.join(self.deck.names)}"
        else:
            hint = "call one of the tools you were given; names are case-sensitive"
        return self._invalid(
            call, None, started, message, hint, decisions, "tool", kind="unknown_tool"
        )

    def _validate(
        self, call: ToolCall, tool: Tool, started: float, decisions: list[Decision]
    ) -> tuple[ToolResult | None, Any, tuple[dict[str, Any], ...]]:
        """Layer 1 for a known tool: (the refusal or None, the arguments, normalisations)."""
        try:
            arguments = self._arguments(call)
        except ArgumentError as exc:
            refusal = self._invalid(call, tool, started, exc.message, exc.hint, decisions, "json")
            return refusal, None, ()
        changes: list[dict[str, Any]] = []
        if self.normalise:
            arguments, changes = normalise(arguments, tool.input_schema, self.normalise)
        violations = self.validator(tool).violations(arguments, changes)
        if isinstance(self.handlers.get(tool.name), FunctionTool):
            # pydantic hands a ``float`` parameter float(n): refuse where that changes n
            inexact = inexact_floats(arguments, tool.input_schema)
            if inexact:
                violations = tuple(sorted((*violations, *inexact), key=lambda v: v.pointer))
        faults = [v for v in violations if v.keyword == SCHEMA_FAULT]
        if faults:  # the schema's regex, not the arguments, is at fault: say so
            decisions.append(Decision("schema", "refuse", faults[0].message, layer=1))
            error = ErrorInfo("environment", faults[0].message, faults[0].hint)
            failed = _results.failed(call, tool, error, started, decisions=tuple(decisions))
            return failed, arguments, ()
        if violations:
            listed = "; ".join(f"{v.pointer or '/'}: {v.message}" for v in violations[:10])
            more = f" (and {len(violations) - 10} more)" if len(violations) > 10 else ""
            message = (
                f"{len(violations)} argument error{'s' if len(violations) > 1 else ''}: "
                f"{listed}{more}"
            )
            if any(optional_null(v) for v in violations):
                message += f" {NULL_OPTIONAL_NOTE}"  # once, not per violation
            hint = self._violation_hint(tool)
            refusal = self._invalid(
                call, tool, started, message, hint, decisions, "schema", violations
            )
            if changes:  # say what normalisation did before the refusal
                refusal = dataclasses.replace(refusal, normalized=tuple(changes))
            return refusal, arguments, ()
        fault = _positional_only(tool.name, self.handlers.get(tool.name), arguments)
        if fault is not None:  # no arguments the model could send would bind: not its fault
            decisions.append(Decision("schema", "allow", layer=1))
            error = ErrorInfo("environment", *fault)
            failed = _results.failed(
                call, tool, error, started, decisions=tuple(decisions), ran=False
            )
            return failed, arguments, ()
        unbound = _unbound(tool.name, self.handlers.get(tool.name), arguments)
        if unbound is not None:  # the schema allows what the handler cannot be called with
            message, hint, violations = unbound
            decisions.append(Decision("schema", "allow", layer=1))
            refusal = self._invalid(
                call, tool, started, message, hint, decisions, "signature", violations
            )
            if changes:
                refusal = dataclasses.replace(refusal, normalized=tuple(changes))
            return refusal, arguments, ()
        decisions.append(Decision("schema", "allow", layer=1))
        return None, arguments, tuple(changes)

    def _violation_hint(self, tool: Tool) -> str:
        """The hint of a validation refusal: what happens to values between the model and
        the handler, true for this runtime and tool — exactly as sent, or as sent except
        the conversions in force (the opted-in normalisations, and ``integral_floats`` for
        a ``@tool`` handler), each of which the result lists in ``normalized``."""
        rules = set(self.normalise)
        if isinstance(self.handlers.get(tool.name), FunctionTool):
            rules |= {"integral_floats", RULE}
        quoted = (
            "a number in quotes is read as that number where a number is asked"
            if "numeric_strings" in rules
            else "a number in quotes is a string"
        )
        if not rules:
            return (
                "fix every listed violation and call again; values are used exactly as sent "
                f"({quoted})"
            )
        changes = [
            text
            for rule, text in (
                ("integral_floats", "a whole number sent with a fraction of zero (1.0) "
                 "becomes the integer 1 where an integer is asked"),
                ("numeric_strings", quoted),
                ("trim_strings", "spaces around a string are trimmed"),
                (RULE, "the tool function's own types may convert a value further"),
            )
            if rule in rules
        ]  # fmt: skip
        tail = "" if "numeric_strings" in rules else f"; otherwise {quoted}"
        return (
            "fix every listed violation and call again; values are used as sent, except "
            f"that {'; '.join(changes)} (each such change is reported in normalized){tail}"
        )

    # --- the call ---------------------------------------------------------------------------------
    async def _call(
        self, call: ToolCall, tool: Tool | None, dry_run: bool, started: float, progress: _Progress
    ) -> tuple[ToolResult, Any]:
        decisions = progress.decisions
        if tool is None:
            return self._unknown_tool(call, started, decisions), None
        refusal, arguments, normalized = self._validate(call, tool, started, decisions)
        if refusal is not None:
            return refusal, arguments
        progress.arguments = arguments
        # Checks, approvers and reviewers see a deep-frozen copy: none of them can change
        # what runs (the handler gets ``arguments``, as validated).
        frozen = freeze(arguments)
        handler = self.handlers.get(tool.name)
        request = PolicyRequest(
            call,
            tool,
            frozen,
            functools.cache(lambda: self._received(tool, arguments)),
            # the server author's per-tool window (@tool(duplicate_window=…))
            handler.duplicate_window if isinstance(handler, FunctionTool) else None,
        )
        policy_decisions, stop = await self.policy.evaluate(request)
        decisions.extend(policy_decisions)
        if stop is not None:
            stopped = _results.stopped(call, tool, started, stop, decisions, normalized)
            if dry_run and stopped.replayed_from is None:
                # a dry run's needs_approval or refusal says so: nothing would have run
                # now, and nothing was asked or refused for real
                label = "Dry run (nothing was run): "
                stopped = dataclasses.replace(stopped, summary=label + stopped.summary)
            return stopped, arguments
        if dry_run:
            handler = self.handlers.get(tool.name)
            if isinstance(handler, FunctionTool):
                # the check a real call makes before the function's code: a dry run that
                # passes must not hide a refusal (session 22's breaker: dict[int, str]
                # with the key "a" passed --dry-run and was refused when run)
                # and what the function's types would change, as a real call lists it
                handed, integral = normalise(arguments, tool.input_schema, ("integral_floats",))
                try:
                    _, received = _function_arguments(handler, handed)
                    normalized = (*normalized, *integral, *received)
                except InvalidArgumentsError as refused:
                    error = ErrorInfo(
                        "invalid_arguments",
                        refused.message,
                        refused.hint or HINTS["invalid_arguments"],
                    )
                    failed = _results.failed(
                        call,
                        tool,
                        error,
                        started,
                        decisions=tuple(decisions),
                        normalized=normalized,
                    )
                    return failed, arguments
            summary = "Dry run: the call passes validation and policy; nothing was run."
            done = _results.result(
                call,
                tool,
                "success",
                summary,
                started,
                decisions=tuple(decisions),
                normalized=normalized,
            )
            return done, arguments
        handler = self.handlers.get(tool.name)
        if handler is None:
            error = ErrorInfo(
                "environment",
                f"no handler is registered for {tool.name} in this runtime",
                "report to the user that this tool is not available here",
            )
            missing = _results.failed(
                call, tool, error, started, decisions=tuple(decisions), normalized=normalized
            )
            return missing, arguments
        # the final re-check and the arguments as handed over (PathPolicy: relative paths
        # joined to the policy's base, listed in ``normalized``)
        handed, changes, late = self.policy.prepare(request, arguments)
        if late is not None:
            decisions.append(late.decision)
            return _results.stopped(call, tool, started, late, decisions, normalized), arguments
        normalized = (*normalized, *changes)
        if isinstance(handler, FunctionTool):
            # pydantic hands an ``int`` parameter 1 for the JSON number 1.0: say so
            handed, integral = normalise(handed, tool.input_schema, ("integral_floats",))
            normalized = (*normalized, *integral)
        result = await self._execute(call, tool, handler, handed, started, progress)
        normalized = (*normalized, *progress.received)  # what the function's types changed
        if normalized:
            result = dataclasses.replace(result, normalized=normalized)
        return result, arguments

    def _received(self, tool: Tool, arguments: dict[str, Any]) -> Mapping[str, Any] | None:
        """What a ``@tool`` function would receive for ``arguments``, in JSON form (its
        types applied: ``"./a//b"`` for a ``Path`` is ``"a/b"``; by value: a ``Decimal``
        normalised, an aware ``datetime`` in UTC), frozen, for the checks
        that compare calls (:meth:`PolicyRequest.received`); None for a plain handler, or
        when the types refuse the arguments (the call is refused when it is run)."""
        handler = self.handlers.get(tool.name)
        if not isinstance(handler, FunctionTool):
            return None
        handed, _ = normalise(arguments, tool.input_schema, ("integral_floats",))
        try:
            _, received = handler.received_arguments(handed, by_value=True)
        except pydantic.ValidationError:
            return None
        if not isinstance(received, dict) or received.keys() != handed.keys():
            return None
        frozen: Mapping[str, Any] = freeze(received)
        return frozen

    # --- execution ----------------------------------------------------------------------------
    async def _invoke(
        self, handler: Handler, arguments: dict[str, Any], progress: _Progress
    ) -> Any:
        """Call the handler; ``progress.entered`` becomes True once its own code is entered.

        A generator a sync handler returns is drained where the handler ran (its thread),
        so its body runs under the timeout too.
        """
        try:
            if isinstance(handler, FunctionTool):
                kwargs, progress.received = _function_arguments(handler, arguments)
                fn: Callable[..., Any] = handler.fn
            else:
                kwargs = dict(arguments)
                fn = handler
            ticket = None
            if self.sync_in_thread and not inspect.iscoroutinefunction(fn):
                # a thread slot is taken before the call runs (freed when the handler
                # returns): at most MAX_THREADS_PER_HANDLER, whatever the concurrency
                named = handler.tool.name if isinstance(handler, FunctionTool) else None
                ticket = reserve_thread(fn, str(named or getattr(fn, "__name__", "the tool")))
            progress.entered = True
            if inspect.iscoroutinefunction(fn) or not self.sync_in_thread:
                value = fn(**kwargs)
                if isinstance(value, types.GeneratorType):
                    value = Drained(value)
            else:
                try:
                    value = await in_thread(fn, kwargs, ticket)
                except KeyboardInterrupt as exc:
                    # raised in the handler's worker thread: signals reach only the main
                    # thread, so this is the handler's own raise, never the user's Ctrl-C
                    raise _Escaped(exc) from exc
            if inspect.isawaitable(value):
                value = await value
            return value
        except KeyboardInterrupt as exc:
            if ctrl_c_may_raise_here():
                raise  # perhaps the user's Ctrl-C: it goes on
            raise _Escaped(exc) from exc  # the handler's own raise: a tool error
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
        timeout = self.timeouts.get(tool.name, self.timeout_s)
        # the handler's task copies this context: its clock stands still while it waits for
        # a person (CallClock.waiting_for_person), and the timeout counts the rest
        clock = CallClock(timeout)
        token = _CLOCK.set(clock)
        try:
            task = asyncio.ensure_future(self._invoke(handler, arguments, progress))
        finally:
            _CLOCK.reset(token)
        stop: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._running[call.session, call.call_id] = (task, stop)
        stopped_by: str | None = None  # "timeout" or "cancel": the runtime gave up
        try:
            while not (task.done() or stop.done()):
                remaining = clock.remaining_s()
                if remaining is not None and remaining <= 0:
                    break
                changed = clock.changed()
                await asyncio.wait(
                    {task, stop, changed}, timeout=remaining, return_when="FIRST_COMPLETED"
                )
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
            if self._running.get((call.session, call.call_id), (None,))[0] is task:
                del self._running[call.session, call.call_id]
        threaded = (
            not inspect.iscoroutinefunction(
                handler.fn if isinstance(handler, FunctionTool) else handler
            )
            and self.sync_in_thread
        )
        error: ErrorInfo | None = None
        value: Any = None
        if stopped_by is not None:
            stopped = task.cancelled() and not threaded  # it ended by the cancellation
            self._abandon(task)
            message = _results.gave_up(
                tool, stopped_by, timeout, stopped, threaded, waited_s=clock.waited_s
            )
            error = ErrorInfo("aborted", message, aborted_hint(tool))
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
                error = ErrorInfo("aborted", message, aborted_hint(tool))
            except _Escaped as exc:
                error = self.classify(exc.original, tool.name)
            except Exception as exc:
                error = self.classify(exc, tool.name)
        if error is not None:
            return _results.failed(
                call,
                tool,
                error,
                started,
                decisions=tuple(progress.decisions),
                ran=progress.entered,
            )
        answered = _results.answer(
            call,
            tool,
            handler,
            value,
            started,
            progress.decisions,
            deck=self.deck,
            validator=self.validator(tool),
            truncator=self.truncator,
        )
        return dataclasses.replace(answered, ran=True)


def _positional_only(
    tool: str, handler: Any, arguments: Mapping[str, Any]
) -> tuple[str, str] | None:
    """``(message, hint)`` when a plain-callable ``handler`` cannot be called with
    ``arguments`` because of its positional-only parameters (``def mul(a, b, /)``,
    ``operator.mul``): the runtime passes a tool call's arguments by name, so such a
    parameter without a default can never be filled, and one the arguments name is an
    error too. None when it binds, when no positional-only parameter is in the way, for a
    ``@tool`` function, or when the signature cannot be read.

    rebreak29 R4: :func:`_unbound` told the model to remove the required ``a`` and ``b``
    ("it takes no arguments"), false and impossible to follow; before that the call raised
    ``TypeError``, an ``environment`` error that "may have taken effect". It is a fault of
    the handler's configuration, so the error is ``environment``, nothing run, naming the
    parameters and the fix for the person who set the handler up."""
    if handler is None or isinstance(handler, FunctionTool):
        return None
    try:
        signature = inspect.signature(handler)
    except (TypeError, ValueError):  # no signature to read (some builtins)
        return None
    stuck = [
        name
        for name, p in signature.parameters.items()
        if p.kind is inspect.Parameter.POSITIONAL_ONLY
        and (p.default is inspect.Parameter.empty or name in arguments)
    ]
    if not stuck:
        return None
    try:
        signature.bind(**arguments)
    except TypeError:
        pass
    else:
        return None
    names = ", ".join(stuck)
    message = (
        f"{tool}: its handler takes {names} positionally only (signature {signature}), and "
        "tool call arguments are passed by name, so it cannot be called with them; "
        "nothing was run"
    )
    hint = (
        "the handler is set up wrongly, not the arguments: retrying will not help; tell "
        f"the user. Whoever set it up: give it keyword parameters, or wrap it (lambda "
        f"{names}: handler({names}))"
    )
    return message, hint


def _unbound(
    tool: str, handler: Any, arguments: Mapping[str, Any]
) -> tuple[str, str, tuple[Violation, ...]] | None:
    """Why a plain-callable ``handler`` cannot be called with ``arguments`` as keywords
    (``inspect.Signature.bind``): ``(message, hint, violations)`` naming each argument it
    has no parameter for and each parameter without a default that was not sent; None
    when it binds, when it is a ``@tool`` function (pydantic checks those), or when its
    signature cannot be read or the failure is not about the arguments (positional-only
    parameters: the handler's own fault, :func:`_positional_only`).

    A deck schema without ``"additionalProperties": false`` lets ``{"a": 2, "c": 1}``
    through; ``mul(a, b=10)`` then raised ``TypeError`` when called, reported as an
    ``environment`` error that "may have taken effect", though nothing had run."""
    if handler is None or isinstance(handler, FunctionTool):
        return None
    try:
        signature = inspect.signature(handler)
        signature.bind(**arguments)
    except TypeError:
        pass
    except ValueError:  # no signature to read (some builtins)
        return None
    else:
        return None
    params = signature.parameters
    named = [
        name
        for name, p in params.items()
        if p.kind in (inspect.Parameter.POSITIONAL_OR_KEYWORD, inspect.Parameter.KEYWORD_ONLY)
    ]
    takes = ", ".join(named) or "no arguments"
    violations: list[Violation] = []
    if not any(p.kind is inspect.Parameter.VAR_KEYWORD for p in params.values()):
        violations.extend(
            Violation(
                json_pointer([key]),
                f"not a parameter of the tool's handler (it takes {takes})",
                "signature",
                f"remove {key}",
            )
            for key in arguments
            if key not in named
        )
    violations.extend(
        Violation(
            json_pointer([name]),
            "the tool's handler requires it (the schema does not say so)",
            "signature",
            f"send {name}",
        )
        for name in named
        if params[name].default is inspect.Parameter.empty and name not in arguments
    )
    if not violations:
        return None
    listed = "; ".join(f"{v.pointer}: {v.message}" for v in violations)
    message = (
        f"{tool}: the arguments match the tool's schema, but its handler cannot take them: "
        f"{listed}; nothing was run"
    )
    return message, "; ".join(v.hint for v in violations), tuple(violations)


def _types_refused(tool: str, exc: pydantic.ValidationError) -> InvalidArgumentsError:
    """The refusal of arguments that passed the tool's JSON Schema but not its function's
    types (pydantic): each error at its JSON pointer, without pydantic's URLs.

    Where schema and types read a value differently (a pattern in ECMA-262 and in Rust's
    regex: ``\\s`` counts U+FEFF as white space in one and not the other), pydantic's
    ``ValidationError`` text reached the model, naming the internal model and linking
    pydantic's documentation."""
    parts = [
        f"{json_pointer(list(error['loc'])) or '/'}: {error['msg']}"
        for error in exc.errors(include_url=False)
    ]
    return InvalidArgumentsError(
        f"{tool}: the arguments match the tool's schema, but its function's types refuse "
        f"them: {'; '.join(parts)}",
        hint="The tool's schema and its function's types disagree on these values: send "
        "another value if one fits the description; otherwise tell the user the tool "
        "refused it.",
    )


def _function_arguments(
    handler: FunctionTool[..., Any], arguments: dict[str, Any]
) -> tuple[dict[str, Any], tuple[dict[str, Any], ...]]:
    """The keyword arguments of a ``@tool`` function for ``arguments``, and a change record
    per value its types changed (:func:`tooldeck.runtime._received.function_changes`).

    Raises:
        InvalidArgumentsError: the function's types refuse the arguments, or turn keys of
            one object into the same key (a value would be lost).
    """
    try:
        kwargs, received = handler.received_arguments(arguments)
    except pydantic.ValidationError as exc:
        raise _types_refused(handler.tool.name, exc) from exc
    if received is None:
        return kwargs, ()

    def key_form(path: tuple[str | int, ...], key: str) -> str | None:
        """The form ``key`` of the object at ``path`` takes when it is the only key."""
        alone = _at(arguments, path)
        trial = _replaced(arguments, path, {key: alone[key]})
        try:
            _, got = handler.received_arguments(trial)
        except pydantic.ValidationError:
            return None
        got = _at(got, path) if got is not None else None
        return next(iter(got)) if isinstance(got, dict) and len(got) == 1 else None

    changes, collisions = function_changes(arguments, received, key_form)
    if collisions:
        raise _keys_collide(handler.tool.name, collisions)
    return kwargs, tuple(changes)


def _at(value: Any, path: tuple[str | int, ...]) -> Any:
    for token in path:
        value = value[token]
    return value


def _replaced(value: Any, path: tuple[str | int, ...], new: Any) -> Any:
    """A copy of ``value`` with the member at ``path`` replaced by ``new``."""
    if not path:
        return new
    head, rest = path[0], path[1:]
    if isinstance(value, dict):
        return {**value, head: _replaced(value[head], rest, new)}
    return [_replaced(v, rest, new) if i == head else v for i, v in enumerate(value)]


def _keys_collide(tool: str, collisions: list[Collision]) -> InvalidArgumentsError:
    """The refusal of keys that the function's types turn into one key."""
    parts = []
    for c in collisions:
        quoted = [f'"{k}"' for k in c.keys]
        keys = f"{', '.join(quoted[:-1])} and {quoted[-1]}" if len(quoted) > 1 else quoted[0]
        into = f'the key "{c.key}"' if c.key is not None else "fewer keys"
        parts.append(f"{json_pointer(list(c.path)) or '/'}: the keys {keys} all become {into}")
    first = collisions[0]
    written = f' (written "{first.key}")' if first.key is not None else ""
    return InvalidArgumentsError(
        f"{tool}: the arguments match the tool's schema, but its function's types turn "
        f"different keys into one, so all but one of their values would be lost: "
        f"{'; '.join(parts)}",
        hint=f"send each such key once{written}, with the value you mean",
    )


def _still_running(session: str | None) -> str:
    """Who holds a call id that is in use: a running call of ``session`` (or of calls
    without one)."""
    if session is None:
        return "a call without a session that is still running"
    return f"a call of session {session!r} that is still running"
