"""The agent loop: stateless multi-turn tool use.

Each step re-sends the whole history (system, user, every assistant turn and every tool
result) — the inference server keeps no state. Calls of one assistant turn run through
the :class:`~tooldeck.runtime.Runtime` (validation, policy, execution, envelope), in
parallel when there are several; their results go back in one ``tool`` message, each
paired with its call by ``call_id``. The loop stops on a final answer (a turn without
calls), after ``max_steps`` assistant turns, or when the runtime's circuit breaker
refuses a call (``circuit_open``: the runtime has stopped a tool, a person must look).

Deferred loading (``deferred=``, :mod:`tooldeck.eval.deferred`): the first request carries
the resident tools and ``search_tools``; every tool a ``search_tools`` call loaded is sent
with each later request, so the model can call what it found, at most ``max_loaded`` (20)
at once, the least recently used unloaded past that. Each request re-reads the loaded
tools by name from the catalogue as it is then (after ``update``: a changed tool is sent
as it is now, a removed one is dropped and the next result says so), and the runtime
follows the same catalogue.

Results are paired with calls by position (the runtime answers in call order). When the
model repeats a ``call_id`` within a turn, the first call runs and keeps its result; the
repeat gets the runtime's refusal (anthropics/claude-code#39830 is the situation: pairing
by id alone let the refusal replace the real result).
"""

from __future__ import annotations

import asyncio
import dataclasses
import time
import uuid
from collections.abc import Generator, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from tooldeck.errors import AgentRunError, CallParseError, EventLoopError
from tooldeck.eval.backends import Model
from tooldeck.eval.backends.base import (
    AssistantTurn,
    Backend,
    BackendError,
    Message,
    Usage,
    call_to_json,
)
from tooldeck.eval.deferred import DeferredRuntime
from tooldeck.runtime import Runtime, ToolCall, ToolResult
from tooldeck.select.deferred import SEARCH_TOOL_NAME, DeferredCatalog
from tooldeck.tool import Deck

__all__ = ["AgentRunError", "AgentTrace", "EventLoopError", "arun_agent", "run_agent"]

StopReason = Literal["final", "max_steps", "circuit_open"]


@dataclass(frozen=True, slots=True)
class AgentTrace:
    """What one agent run did.

    Attributes:
        messages: the full history as last sent plus the final turn.
        turns: the assistant turns, in order.
        results: per turn, the tool results, paired with that turn's calls by position
            (the runtime answers in call order; a repeated ``call_id`` cannot pair them).
        stop: why the loop ended.
        usage: tokens summed over turns.
        wall_ms: wall time in milliseconds.
        notes: what tooldeck did or told the model on its own, in order: ids it gave
            calls the provider sent without one (each such result's summary says so),
            and, with deferred loading, a loaded tool that left the catalogue (the
            summary of the result that carried it to the model ends with it); that the
            backend writes no arguments (the offline ``router``: every call goes with
            ``{}``); and a turn that repeats the previous turn's calls exactly after
            every one of them failed (the model is not changing course; the loop goes on
            to ``max_steps``).
    """

    messages: tuple[Message, ...]
    turns: tuple[AssistantTurn, ...]
    results: tuple[tuple[ToolResult, ...], ...]
    stop: StopReason
    usage: Usage
    wall_ms: float
    notes: tuple[str, ...] = ()

    @property
    def final_text(self) -> str:
        return self.turns[-1].text if self.turns else ""

    def to_json(self) -> dict[str, Any]:
        return {
            "stop": self.stop,
            "usage": self.usage.to_json(),
            "wall_ms": round(self.wall_ms, 3),
            "notes": list(self.notes),
            "steps": [
                {
                    "text": turn.text,
                    "calls": [call_to_json(c) for c in turn.calls],
                    "envelopes": [
                        {"call_id": r.call_id, "tool": r.tool, **r.envelope()} for r in results
                    ],
                }
                for turn, results in zip(self.turns, self.results, strict=False)
            ],
        }


def _supplied_note(call_id: str) -> str:
    return (
        f"tooldeck: the provider sent this call without an id (null or empty); tooldeck "
        f"gave it the id {call_id!r} to pair this result with it."
    )


def _repeats_failed(
    turn: AssistantTurn, previous: AssistantTurn, previous_results: Sequence[ToolResult]
) -> bool:
    """Whether ``turn`` sends exactly ``previous``'s calls (names and arguments, in order;
    ids aside) after every one of them failed (no ``success`` among
    ``previous_results``)."""
    return (
        bool(previous_results)
        and all(r.status != "success" for r in previous_results)
        and [(c.name, c.arguments, c.arguments_json) for c in turn.calls]
        == [(c.name, c.arguments, c.arguments_json) for c in previous.calls]
    )


def _breaker_refused(result: ToolResult) -> bool:
    return any(d.check == "circuit_breaker" and d.verdict == "refuse" for d in result.decisions)


@dataclass(frozen=True, slots=True)
class _Complete:
    """The loop asks its driver for the model's next turn."""

    history: list[Message]
    tools: Deck


@dataclass(frozen=True, slots=True)
class _RunCalls:
    """The loop asks its driver to run one turn's calls through the runtime."""

    calls: list[ToolCall]
    max_concurrency: int


_Request = _Complete | _RunCalls


def _whole(value: Any) -> bool:
    """A whole number ≥ 1 (not a bool, not a float)."""
    return isinstance(value, int) and not isinstance(value, bool) and value >= 1


_ROLES = ("system", "user", "assistant", "tool")


def _check_arguments(
    model: Any, runtime: Any, messages: Any, max_steps: Any, session: Any, deferred: Any = None
) -> None:
    """The argument types, checked before anything runs (trial39 M4: a backend passed
    without :class:`Model`, or a ``str`` for ``messages`` or ``max_steps``, failed with a raw
    ``AttributeError``/``TypeError`` — or, for a scripted backend, ran the string as one
    message per character)."""
    if not isinstance(model, Model):
        kind = type(model).__name__
        if isinstance(model, Backend):
            fix = "wrap the backend: Model(backend), e.g. Model(make_backend('router'))"
        else:
            fix = "build one: Model(make_backend(SPEC)) (tooldeck.eval.backends)"
        raise BackendError(f"model: expected a tooldeck.eval.backends.Model, got {kind}; {fix}")
    if isinstance(model.backend, Model):  # trial39b LOW-2: failed at the first request
        raise BackendError("model: a Model wraps a backend, not another Model; use the inner one")
    if not isinstance(runtime, Runtime):
        raise BackendError(
            f"runtime: expected a tooldeck.runtime.Runtime, got {type(runtime).__name__}; "
            "build one: Runtime(deck, handlers) (or deferred_runtime(catalog, handlers))"
        )
    if isinstance(messages, (str, bytes)) or not isinstance(messages, Sequence):
        raise BackendError(
            f"messages: expected a list of Message, got {type(messages).__name__}; for one "
            "request write [Message.user(text)]"
        )
    if not messages:  # trial39b LOW-2: ran with nothing to answer
        raise BackendError("messages: empty; give at least the request: [Message.user(text)]")
    for i, message in enumerate(messages):
        if not isinstance(message, Message):
            raise BackendError(
                f"messages[{i}]: expected a Message, got {type(message).__name__}; write "
                "Message.user(text) or Message.system(text)"
            )
        if message.role not in _ROLES:
            raise BackendError(
                f"messages[{i}].role: {message.role!r} is not one of {', '.join(_ROLES)}"
            )
        if not isinstance(message.text, str):
            raise BackendError(
                f"messages[{i}].text: expected a string, got {type(message.text).__name__} "
                f"({message.text!r}); write the request as text: Message.user(str(...))"
            )
    if not _whole(max_steps):
        raise BackendError(f"max_steps: expected a whole number ≥ 1, got {max_steps!r}")
    if session is not None and not isinstance(session, str):
        raise BackendError(f"session: expected a string or None, got {session!r}")
    if deferred is not None and not isinstance(deferred, DeferredCatalog):
        raise BackendError(
            f"deferred: expected a tooldeck.select.DeferredCatalog, got "
            f"{type(deferred).__name__}; build one: DeferredCatalog(deck, retriever)"
        )


def _check(
    runtime: Runtime, max_steps: int, max_concurrency: int, deferred: DeferredCatalog | None
) -> None:
    """The checks made before the first (paid) request (see :func:`run_agent`);
    ``max_steps`` was checked by :func:`_check_arguments`."""
    if not _whole(max_concurrency):  # checked before the first (paid) request, not at the calls
        raise BackendError(f"max_concurrency must be a whole number ≥ 1, got {max_concurrency!r}")
    if deferred is not None:
        if not isinstance(runtime, DeferredRuntime) or runtime.catalog is not deferred:
            missing = [n for n in (SEARCH_TOOL_NAME, *deferred.deck.names) if n not in runtime.deck]
            lacks = (
                f"the runtime has no tool {missing[0]!r} ({len(missing)} missing)"
                if missing
                else "the runtime is not this catalogue's (it must answer search_tools, "
                "hold the loaded tools and follow the catalogue's updates)"
            )
            raise BackendError(
                f"deferred loading: {lacks}; build it with "
                "tooldeck.eval.deferred.deferred_runtime(catalog, handlers)"
            )
        runtime.start()


def _loop(
    runtime: Runtime,
    messages: Sequence[Message],
    *,
    max_steps: int,
    max_concurrency: int,
    deferred: DeferredCatalog | None,
    produces_arguments: bool = True,
    session: str | None = None,
) -> Generator[_Request, Any, AgentTrace]:
    """The loop without its input/output: it yields what it needs done (a model turn, a
    turn's calls run) and is sent the answer; a driver (:func:`run_agent` synchronously,
    :func:`arun_agent` awaiting) does the work, so both faces run one loop. A
    :class:`CallParseError` of the model's turn is thrown into it. Each call the model
    makes goes to the runtime under ``session`` (a call that names its own keeps it), so
    the duplicate guard's memory is the run's (trial39 M3)."""
    start = time.perf_counter()
    history = list(messages)
    turns: list[AssistantTurn] = []
    all_results: list[tuple[ToolResult, ...]] = []
    usage = Usage()
    stop: StopReason = "max_steps"
    notes: list[str] = []
    told = 0  # the runtime's notes already in ``notes``
    if not produces_arguments:  # trial38: the router looped to max_steps without a word
        notes.append(
            "the model's backend chooses tools but writes no arguments (the offline "
            "router): every call goes with {}, so a tool that requires parameters is "
            "refused at each turn; it measures tool choice (tooldeck eval --model router), "
            "it cannot run a task"
        )

    def trace_now() -> AgentTrace:
        return AgentTrace(
            messages=tuple(history),
            turns=tuple(turns),
            results=tuple(all_results),
            stop=stop,
            usage=usage,
            wall_ms=(time.perf_counter() - start) * 1000,
            notes=tuple(notes),
        )

    for step in range(max_steps):
        tools: Deck = (
            runtime.deck
            if not isinstance(runtime, DeferredRuntime) or deferred is None
            else deferred.next_tools(runtime.loaded_tools())
        )
        try:
            turn: AssistantTurn = yield _Complete(history, tools)
        except CallParseError as exc:  # e.g. a call without a name: the trace is kept
            raise AgentRunError(
                f"turn {step + 1}: the provider's answer holds a tool call that cannot be "
                f"read: {exc}; nothing of that turn was run",
                trace_now(),
            ) from None
        turns.append(turn)
        usage = usage + turn.usage
        history.append(Message.assistant(turn))
        if not turn.calls:
            all_results.append(())
            stop = "final"
            break
        sent = [
            c if c.session is not None else dataclasses.replace(c, session=session)
            for c in turn.calls
        ]
        results: list[ToolResult] = yield _RunCalls(sent, max_concurrency)
        # by position: a repeated call_id must not let the refusal replace the result
        paired = tuple(
            dataclasses.replace(r, summary=f"{r.summary} {_supplied_note(r.call_id)}")
            if r.call_id in turn.supplied_ids
            else r
            for r in results
        )
        if turn.supplied_ids:
            notes.append(
                f"turn {step + 1}: the provider sent {len(turn.supplied_ids)} call(s) without "
                f"an id; tooldeck gave them {', '.join(turn.supplied_ids)}"
            )
        if isinstance(runtime, DeferredRuntime):
            notes.extend(runtime.notes[told:])
            told = len(runtime.notes)
        if turns[:-1] and all_results and _repeats_failed(turn, turns[-2], all_results[-1]):
            kinds = sorted({r.error.kind for r in all_results[-1] if r.error is not None})
            notes.append(
                f"turn {step + 1} repeats turn {step}'s calls exactly, and every one of them "
                f"failed ({', '.join(kinds) or 'not a success'}): the model is not changing "
                "course"
            )
        all_results.append(paired)
        history.append(Message.tool(paired))
        if any(_breaker_refused(r) for r in paired):
            stop = "circuit_open"
            break
    return trace_now()


def _started(
    model: Model,
    runtime: Runtime,
    messages: Sequence[Message],
    max_steps: int,
    max_concurrency: int,
    deferred: DeferredCatalog | None,
    session: str | None = None,
) -> Generator[_Request, Any, AgentTrace]:
    """The checks made before the first request (:func:`_check_arguments`, :func:`_check`),
    then the loop both faces drive."""
    _check_arguments(model, runtime, messages, max_steps, session, deferred)
    _check(runtime, max_steps, max_concurrency, deferred)
    return _loop(
        runtime,
        messages,
        max_steps=max_steps,
        max_concurrency=max_concurrency,
        deferred=deferred,
        produces_arguments=model.produces_arguments,
        session=session if session is not None else f"agent-run-{uuid.uuid4().hex}",
    )


def run_agent(
    model: Model,
    runtime: Runtime,
    messages: Sequence[Message],
    *,
    max_steps: int = 8,
    max_concurrency: int = 8,
    deferred: DeferredCatalog | None = None,
    session: str | None = None,
) -> AgentTrace:
    """Run the loop from ``messages`` (usually a system and a user message), from
    synchronous code: each turn's calls run in an event loop of their own
    (``asyncio.run``), so not inside a running one; from async code, ``await``
    :func:`arun_agent` (same arguments, same trace).

    Args:
        model: the backend (with cache/limits).
        runtime: executes the calls against ``runtime.deck``.
        max_steps: most assistant turns.
        max_concurrency: parallel calls of one turn run at most this many at once.
        deferred: deferred loading: each request carries
            ``deferred.next_tools(runtime.loaded_tools())`` (resident tools,
            ``search_tools``, the loaded tools as the catalogue declares them now) instead
            of ``runtime.deck``; the runtime must be
            :func:`tooldeck.eval.deferred.deferred_runtime` of this catalogue (it answers
            ``search_tools``, holds the loaded set and follows the catalogue's updates).
        session: the conversation the calls belong to (:attr:`ToolCall.session`): the
            runtime's duplicate guard remembers calls per session. Default: a new one for
            each run, so two runs — two conversations — on one runtime or one
            :class:`~tooldeck.runtime.policy.Policy` do not refuse each other's identical
            call (trial39 M3: the second user's call was refused for 300 s); pass the same
            string to runs that continue one conversation.

    Raises:
        EventLoopError: called inside a running event loop (checked first, before any
            request): use ``await arun_agent(...)`` there.
        BackendError: an argument of the wrong type — ``model`` not a :class:`Model`
            (a backend passed bare), ``runtime`` not a :class:`Runtime`, ``messages`` not
            a list of :class:`Message` with text, ``session`` not a string — or
            max_steps / max_concurrency not a whole number ≥ 1 (all checked before any
            request), the runtime is not ``deferred``'s
            :func:`~tooldeck.eval.deferred.deferred_runtime`, or the backend failed.
        AgentRunError: (a BackendError) a turn holds a tool call that cannot be read (no
            name); its ``trace`` holds the turns before. A call without an id (null or
            ``""``) is not one: the backend gives it an id of tooldeck's
            (:func:`~tooldeck.eval.backends.base.supplied_call_id`) and its result says
            so.
    """
    EventLoopError.refuse_inside_loop("run_agent()", "await arun_agent(...)")
    loop = _started(model, runtime, messages, max_steps, max_concurrency, deferred, session)
    answer: Any = None
    try:
        while True:
            request = loop.send(answer)
            if isinstance(request, _Complete):
                try:
                    answer = model.complete(request.history, request.tools)
                except CallParseError as exc:
                    request = loop.throw(exc)  # raises AgentRunError
            else:
                answer = runtime.call_many_sync(
                    request.calls, max_concurrency=request.max_concurrency
                )
    except StopIteration as done:
        trace: AgentTrace = done.value
        return trace


async def arun_agent(
    model: Model,
    runtime: Runtime,
    messages: Sequence[Message],
    *,
    max_steps: int = 8,
    max_concurrency: int = 8,
    deferred: DeferredCatalog | None = None,
    session: str | None = None,
) -> AgentTrace:
    """:func:`run_agent` for async code (the same loop, arguments, checks and trace): each
    turn's calls are awaited on the running event loop (:meth:`Runtime.call_many`), and
    the model's turn, a blocking HTTP request of the backend, runs in a worker thread
    (``asyncio.to_thread``) so the loop keeps serving other tasks meanwhile.

    Raises:
        BackendError, AgentRunError: as :func:`run_agent`. Cancelling the task stops the
        loop at its next await: a model turn already requested still finishes in its
        thread (its answer is dropped); calls running are cancelled as
        :meth:`Runtime.call_many` cancels them.
    """
    loop = _started(model, runtime, messages, max_steps, max_concurrency, deferred, session)
    answer: Any = None
    try:
        while True:
            request = loop.send(answer)
            if isinstance(request, _Complete):
                try:
                    answer = await asyncio.to_thread(model.complete, request.history, request.tools)
                except CallParseError as exc:
                    request = loop.throw(exc)  # raises AgentRunError
            else:
                answer = await runtime.call_many(
                    request.calls, max_concurrency=request.max_concurrency
                )
    except StopIteration as done:
        trace: AgentTrace = done.value
        return trace
