"""The duplicate guard: a repeated call of a non-idempotent tool is refused or replayed,
and idempotency keys name one operation (was part of ``runtime/policy.py``)."""

from __future__ import annotations

import math
import time
from collections.abc import Mapping
from contextvars import ContextVar
from typing import Any

from tooldeck.jsonvalue import canonical_json
from tooldeck.runtime.calls import ToolCall
from tooldeck.runtime.envelope import Decision, ToolResult
from tooldeck.runtime.policy.base import CheckBase, CheckResult, PolicyRequest, allow, refuse
from tooldeck.tool import Tool

__all__ = ["UNTOLD_REPEAT", "DuplicateGuard", "repeat_question", "untold_caller"]

untold_caller: ContextVar[bool] = ContextVar("tooldeck_untold_caller", default=False)
"""True while the call being checked comes from a caller that cannot be told apart from
other callers of the same runtime (set by ``tooldeck serve`` and ``tooldeck gateway`` for a
stateless Streamable HTTP request that carries no client identity:
:func:`tooldeck.serve.sessions.untold`). :class:`DuplicateGuard` then does not refuse an
identical call as a repeat — the earlier call may be another client's, whose result this
caller never saw (trial40 MEDIUM-2) — and says so in its decision (:data:`UNTOLD_REPEAT`)."""

repeat_question: ContextVar[str | None] = ContextVar("tooldeck_repeat_question", default=None)
"""A sentence the approval question adds for the call being checked, set by a duplicate
guard that leaves a repeat to the person (``tooldeck gateway``'s, for a tool that states no
hints) and read by :class:`~tooldeck.runtime.policy.ApprovalGate`: ``This exact call
already ran 3 s ago (call gw-1, status success).``, so the person who allows the repeat
knows it is one (a call that failed after it may have charged a card, too). None
otherwise; the guard sets it at each check."""

UNTOLD_REPEAT = "run although an identical call"
"""How the reason of :class:`DuplicateGuard`'s *allow* begins for an :data:`untold_caller`'s
call that it would otherwise have refused as a repeat (the servers find the decision by it
and say it in the result)."""


_MAY_HAVE_TAKEN_EFFECT = frozenset({"aborted", "output_mismatch", "environment"})
"""Error kinds of a call that started and may have done its work: stopped waiting for
(timeout, cancellation: the handler may still be running), finished with a value that
breaks the output schema (it ran to the end), or failed with an exception the handler did
not classify (``environment``: it may have failed after part of its work, e.g. after the
payment was sent). ``retryable`` and ``invalid_arguments`` raised by the handler say the
call had no effect, so they are not remembered."""


def _kind(result: ToolResult) -> str:
    """``kind environment`` for a failed call's result (``kind unknown`` without one)."""
    return f"kind {result.error.kind if result.error is not None else 'unknown'}"


def _numbers_as_schema_values(value: Any) -> Any:
    """``value`` with each integral float written as its int and ``-0.0`` as ``0``: JSON
    Schema counts ``500`` and ``500.0`` as one value (2020-12 core §4.2.2), and the
    runtime hands the handler the int either way, so two calls that differ only so are
    one operation (session 22's breaker charged twice with 500 then 500.0)."""
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, Mapping):  # frozen arguments too: one walk, no thaw first
        return {k: _numbers_as_schema_values(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_numbers_as_schema_values(v) for v in value]
    return value


def _same_value_json(arguments: Any) -> str:
    """The canonical JSON of ``arguments`` with numbers as JSON Schema compares them."""
    return canonical_json(_numbers_as_schema_values(arguments))


def _operation(request: PolicyRequest) -> str:
    """What two calls must share to be one operation: the canonical JSON of the arguments
    as the handler receives them (:meth:`PolicyRequest.received`: a ``@tool`` function's
    types applied, so ``"550E8400-…"`` and ``"550e8400-…"`` for a ``UUID``, ``"a//b"``,
    ``"./a/b"`` and ``"a/b"`` for a ``Path`` are one value), else as validated."""
    received = request.received()
    return _same_value_json(request.arguments if received is None else received)


class DuplicateGuard(CheckBase):
    """Refuse (or replay) a repeated call of a non-idempotent tool.

    Two calls are the same when they come from the same session
    (:attr:`ToolCall.session <tooldeck.runtime.ToolCall.session>`; calls without one share
    a memory) and tool name and canonical arguments (sorted keys, no whitespace, integral
    floats as integers) are equal — the arguments as the handler receives them
    (:meth:`PolicyRequest.received`): for a ``@tool`` function after its types converted
    them, so a ``UUID`` in upper case or a ``Path`` written ``./a//b`` is the same call
    as ``a/b``, compared by value (a ``Decimal`` ``"5.00"`` is ``5``, an aware
    ``datetime`` at ``+01:00`` is the same UTC instant at ``Z``: rebreak29 R2), and the
    refusal says the spellings differ. Calls that ran and finished
    with ``success``/``empty``, or
    that ran and may have taken effect although they failed (``aborted`` by the timeout
    or a cancellation, ``output_mismatch``, ``environment``: an unclassified exception
    after the handler started), are remembered for ``window_s`` seconds; a same call still
    running is refused too. Failures the handler classified itself as having no effect
    (``retryable``, ``invalid_arguments``) are not remembered.
    A call with an ``idempotency_key`` is matched by key (per tool) and answered with the
    first result (``replayed_from``) whatever the tool's hints — when its arguments equal
    the first call's; the same key with *different* arguments is refused (kind
    ``policy``, naming the key and the first call), as payment APIs treat a reused
    key, instead of replaying a result for an operation that never ran. Different keys
    name different intended operations: calls with distinct keys all run, even with
    equal arguments (the host chooses the keys; the argument comparison is not applied).
    A call from a caller the server cannot tell from others (:data:`untold_caller`) is
    not refused as a repeat: it runs, and the decision says why (:data:`UNTOLD_REPEAT`).
    A tool's own window (:attr:`PolicyRequest.duplicate_window`: a ``@tool`` function's
    ``duplicate_window``) replaces ``window_s`` for its calls; a window of 0 turns the
    guard off (the call is allowed and the decision says why).

    Args:
        window_s: how long a finished call is remembered (seconds; 0: off).
        replay: answer a repeated call with the first result instead of refusing.
    """

    name = "duplicate"

    def __init__(self, window_s: float = 300.0, *, replay: bool = False) -> None:
        self.window_s = window_s
        self.replay = replay
        self._longest = window_s
        """the longest window a call was checked under: what :meth:`_forget_expired`
        keeps (a tool's own window may be longer than ``window_s``)"""
        self._done: dict[str, tuple[float, ToolResult]] = {}
        self._running: dict[str, str] = {}
        self._keys: dict[tuple[str | None, str], str] = {}
        """``(session, call_id)`` of each running call → its memory key (call ids are
        unique within a session only: trial40 LOW-1)"""
        self._key_arguments: dict[str, tuple[str, str]] = {}
        """idempotency memory key → (canonical arguments, call id) of its first call"""
        self._sent: dict[str, str] = {}
        """memory key → the canonical arguments its first call was sent (as validated)"""

    @staticmethod
    def key(request: PolicyRequest) -> str | None:
        """The memory key of a call (per session), or None when the tool is idempotent."""
        session = request.call.session or ""
        if request.call.idempotency_key is not None:
            return f"{session}\x00{request.tool.name}\x00key\x00{request.call.idempotency_key}"
        ann = request.tool.annotations
        # readOnlyHint makes the effective hint idempotent (MCP); a tool that also states
        # destructiveHint: true contradicts itself, and the safer reading is taken (as the
        # approval gate does) unless it states idempotentHint: true itself
        contradictory = ann.destructive_hint is True and ann.idempotent_hint is not True
        if ann.idempotent and not contradictory:
            return None
        return f"{session}\x00{request.tool.name}\x00args\x00{_operation(request)}"

    gate_follows: bool = False
    """True when an :class:`~tooldeck.runtime.policy.ApprovalGate` comes after this guard
    in its :class:`~tooldeck.runtime.policy.Policy` (the policy sets it). A repeat of a
    call that ended in an error that may have taken effect (``aborted``,
    ``output_mismatch``, ``environment``: the model was told to check whether it did
    before calling again) is then not refused: the gate puts it to a person, whose
    question says it is a repeat (:data:`repeat_question`), and it runs only with that
    confirmation — for every caller, told apart or not, so both protocol eras agree
    (trial44 #6: the identical retry was refused for 300 s with "use the earlier
    result", though there was none, on the handshake era and ran unasked on 2026-07-28).
    Without a gate the repeat is refused, and the hint says to check, not to use a
    result."""

    def check(self, request: PolicyRequest) -> CheckResult:
        repeat_question.set(None)  # this call's own: set below when a person decides
        key = self.key(request)
        if key is None:
            return allow(self.name, "idempotent tool")
        own = request.duplicate_window
        window = self.window_s if own is None else own
        if window == 0:
            whose = f"for {request.tool.name} (its duplicate_window is 0)" if own == 0 else ""
            return allow(self.name, f"off {whose or '(window 0 s)'}")
        self._longest = max(self._longest, window)
        now = time.monotonic()
        self._forget_expired(now)
        done = self._done.get(key)
        if done is not None and now - done[0] > window:
            del self._done[key]
            self._key_arguments.pop(key, None)
            self._sent.pop(key, None)
            done = None
        respelt = ""
        first_sent = self._sent.get(key)
        if first_sent is not None and first_sent != _same_value_json(request.arguments):
            respelt = (
                f" (the arguments are written differently, but {request.tool.name}'s "
                "function receives the same values: its types read both spellings as one)"
            )
        first = self._key_arguments.get(key)
        if (
            first is not None
            and (done is not None or key in self._running)
            and first[0] != _operation(request)
        ):
            return refuse(
                self.name,
                f"idempotency key {request.call.idempotency_key!r} was already used by "
                f"call {first[1]} of {request.tool.name} with different arguments; "
                "a key names one operation, so this call was not run",
                hint="do not reuse a key for a different operation: if this is a new "
                "operation it needs a new idempotency key (ask the user or the host); "
                "if it is the same operation, repeat the earlier arguments exactly",
            )
        if done is not None:
            earlier = done[1]
            if self.replay or request.call.idempotency_key is not None:
                return CheckResult(
                    Decision(self.name, "replay", f"same as call {earlier.call_id}"),
                    replay=earlier,
                )
            failed = earlier.error is not None
            if failed and self.person_decides(request):
                return self._to_person(request, earlier, now - done[0])
            if untold_caller.get():
                return self._untold(f"finished {now - done[0]:.0f} s ago")
            message = (  # not the earlier summary: it may quote a secret from an exception
                f"this exact call already ran {now - done[0]:.0f} s ago (call "
                f"{earlier.call_id}, status {earlier.status}); "
                f"{request.tool.name} is not idempotent, so it was not run again{respelt}"
            )
            # the hint says how long the refusal lasts: it used to send the model to ask
            # the user for a second run, which the same call was then refused again
            left = max(1, math.ceil(window - (now - done[0])))
            if failed:  # there is no result to use: the call may or may not have worked
                return refuse(
                    self.name,
                    f"{message}: it ended in an error ({_kind(earlier)}) after it may have "
                    "taken effect",
                    hint="check whether the earlier call took effect (or ask the user) and "
                    f"tell the user what you found; the same call is refused again for "
                    f"{left:,} s (calls are remembered {window:,.0f} s), also after the "
                    f"user agrees{self.way_out(request)}",
                )
            return refuse(
                self.name,
                message,
                hint="do not repeat it: use the earlier result; the same call is refused "
                f"again for {left:,} s (calls are remembered {window:,.0f} s), also "
                "after the user agrees, so tell the user rather than asking to repeat it"
                f"{self.way_out(request)}",
            )
        running = self._running.get(key)
        if running is not None and untold_caller.get():
            return self._untold("is running now")
        if running is not None:
            return refuse(
                self.name,
                f"an identical call ({running}) is running now; {request.tool.name} is not "
                f"idempotent{respelt}",
                hint="wait for the running call's result instead of repeating it",
            )
        self._running[key] = request.call.call_id
        self._keys[request.call.session, request.call.call_id] = key
        self._sent[key] = _same_value_json(request.arguments)
        if request.call.idempotency_key is not None:
            self._key_arguments[key] = (_operation(request), request.call.call_id)
        return allow(self.name)

    def way_out(self, request: PolicyRequest) -> str:
        """What the refusal's hint adds on how a person gets such a call run again within
        the window (a server's or host's setting): ``""`` here; ``tooldeck serve`` and
        ``tooldeck gateway`` name their own settings."""
        return ""

    def person_decides(self, request: PolicyRequest) -> bool:
        """True when a repeat of a failed call of ``request``'s tool is put to a person:
        here whenever an approval gate follows (:attr:`gate_follows`); ``tooldeck
        serve`` and ``tooldeck gateway`` also leave out a tool approved in advance
        (``--approve``: nobody would be asked, so the repeat stays refused)."""
        return self.gate_follows

    def _to_person(self, request: PolicyRequest, earlier: ToolResult, ago: float) -> CheckResult:
        """The *allow* of a repeat of ``earlier``, a call that ended in an error after it
        may have taken effect, ``ago`` seconds before: the approval gate that follows
        (:attr:`gate_follows`) asks a person, with :data:`repeat_question` saying what
        happened. The reason begins :data:`UNTOLD_REPEAT`, so the servers' note says the
        call ran as a repeat; for an :data:`untold_caller` it does not name the earlier
        call (it may be another client's)."""
        which = "" if untold_caller.get() else f"call {earlier.call_id}, "
        earlier_was = f"{ago:.0f} s ago ({which}status error, {_kind(earlier)})"
        repeat_question.set(
            f"This exact call already ran {earlier_was} and may have taken effect: "
            "allow it again only if it did not."
        )
        return CheckResult(
            Decision(
                self.name,
                "allow",
                f"{UNTOLD_REPEAT} ended in an error {earlier_was}: that call may have taken "
                f"effect, so the repeat was left to a person's confirmation (the "
                "approval question says it is a repeat)",
            )
        )

    def _untold(self, when: str) -> CheckResult:
        """The *allow* of an :data:`untold_caller`'s call identical to one that ``when``
        (``finished 12 s ago``, ``is running now``): the call runs, is not remembered
        itself, and the reason (:data:`UNTOLD_REPEAT`) says what was done. The earlier
        call's id is not named: it may be another client's."""
        return CheckResult(
            Decision(
                self.name,
                "allow",
                f"{UNTOLD_REPEAT} {when} on this server: that call came from this client or "
                "from another that the server cannot tell apart from it (no session, no "
                "Authorization header), so this one was run instead of being refused as a "
                "repeat; if this client made that call, this is a second run",
            )
        )

    def _forget_expired(self, now: float) -> None:
        """Drop every finished call older than ``window_s``, oldest first (``_done`` is in
        the order calls finished, :meth:`record`), so the memory holds only the window's
        calls whatever their keys: a key is not always looked up again — each
        ``run_agent`` run is a session of its own (trial39b MEDIUM-1: 2,001 runs left
        2,001 entries). Amortised O(1) per check."""
        while self._done:
            key, (finished, _) = next(iter(self._done.items()))
            if now - finished <= self._longest:
                return
            del self._done[key]
            self._key_arguments.pop(key, None)
            self._sent.pop(key, None)

    def record(self, call: ToolCall, tool: Tool, result: ToolResult) -> None:
        key = self._keys.pop((call.session, call.call_id), None)
        if key is None:
            return
        self._running.pop(key, None)
        if result.ran and (
            result.status in ("success", "empty")
            or (result.error is not None and result.error.kind in _MAY_HAVE_TAKEN_EFFECT)
        ):
            self._done.pop(key, None)  # kept in the order calls finished
            self._done[key] = (time.monotonic(), result)
        else:
            self._key_arguments.pop(key, None)  # not remembered: the key is free again
            self._sent.pop(key, None)
