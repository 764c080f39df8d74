"""The circuit breaker: after N consecutive refusals of a tool, stop it and escalate
(was part of ``runtime/policy.py``)."""

from __future__ import annotations

import time
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, field

from tooldeck.runtime.calls import ToolCall
from tooldeck.runtime.envelope import ToolResult
from tooldeck.runtime.policy.approval import UNANSWERED
from tooldeck.runtime.policy.base import (
    CheckBase,
    CheckResult,
    PolicyConfigError,
    PolicyRequest,
    allow,
    refuse,
)
from tooldeck.tool import Tool

__all__ = ["CircuitBreaker", "Escalation"]


Escalation = Callable[[str, Sequence[ToolResult]], None]

UNCOUNTED: frozenset[str] = frozenset({"shell", "path", "duplicate"})
"""The checks whose refusals the breaker does not count by default: they judge a call's
own arguments before anything runs (``ShellPolicy``, ``PathPolicy``, ``DuplicateGuard``)."""


@dataclass(slots=True)
class _Breaker:
    failures: list[ToolResult] = field(default_factory=list)
    open: bool = False
    opened_at: float = 0.0


class CircuitBreaker(CheckBase):
    """Stop a tool after ``threshold`` consecutive refusals and escalate.

    Counted: results with status ``refused`` or ``needs_approval`` (a check said no), and
    with ``count_invalid_arguments`` also errors of kind ``invalid_arguments`` (the model
    keeps sending what validation rejects). A ``needs_approval`` whose approver is asking a
    person right now, could ask nobody (the client cannot show a question) or whose
    question failed (reasons beginning with one of
    :data:`~tooldeck.runtime.policy.approval.UNANSWERED`) is not counted: nobody refused
    it, and on a stateless connection one such client used to stop the tool for all. A
    ``success`` or ``empty`` result resets the count. While
    open, calls of the tool are refused with kind ``policy`` and ``escalate(tool,
    failures)`` has been called once. The count is per tool and client session
    (:attr:`~tooldeck.runtime.calls.ToolCall.session`: one client's refusals do not stop
    another's calls); calls without a session (a program's own runtime, a stateless
    2026-07-28 connection) share one count.

    Not counted either: a refusal by one of ``uncounted`` (default: the shell check, the
    path check and the duplicate guard). Those checks judge the call's own arguments
    before anything runs and refuse every such call themselves, so stopping the tool adds
    no safety; with a shared count it only stopped honest calls — three refused shell
    commands (or repeated duplicates) from one stateless client stopped the tool for
    every current-era client until restart (rebreak29 R6). Pass ``uncounted=()`` to count
    them too (a program that wants a model probing its shell check stopped and escalated).

    Args:
        threshold: consecutive refusals that open the breaker.
        escalate: called once when the breaker opens (e.g. page a person).
        count_invalid_arguments: count validation failures too.
        cooldown_s: close again after this many seconds (None: until :meth:`reset`).
        uncounted: names of checks whose refusals are not counted (see above).
    """

    name = "circuit_breaker"

    def __init__(
        self,
        threshold: int = 3,
        *,
        escalate: Escalation | None = None,
        count_invalid_arguments: bool = False,
        cooldown_s: float | None = None,
        uncounted: Collection[str] = UNCOUNTED,
    ) -> None:
        self.count_invalid_arguments = count_invalid_arguments
        self.uncounted = frozenset(uncounted)
        if threshold < 1:
            raise PolicyConfigError("a circuit breaker needs threshold ≥ 1")
        self.threshold = threshold
        self.escalate = escalate
        self.cooldown_s = cooldown_s
        self._state: dict[tuple[str, str | None], _Breaker] = {}
        self.escalated: list[str] = []

    def is_open(self, tool: str, session: str | None = None) -> bool:
        """True while calls of ``tool`` from ``session`` (a client session of a server,
        :attr:`~tooldeck.runtime.calls.ToolCall.session`; None: calls without one) are
        stopped."""
        state = self._state.get((tool, session))
        if state is None or not state.open:
            return False
        if self.cooldown_s is not None and time.monotonic() - state.opened_at > self.cooldown_s:
            self._state.pop((tool, session), None)
            return False
        return True

    def reset(self, tool: str | None = None) -> None:
        """Close the breaker of ``tool`` in every session (every tool when None)."""
        if tool is None:
            self._state.clear()
        else:
            for key in [k for k in self._state if k[0] == tool]:
                del self._state[key]

    def check(self, request: PolicyRequest) -> CheckResult:
        if self.is_open(request.tool.name, request.call.session):
            if self.escalate is not None:
                until = "and a person has been asked to look"
            elif self.cooldown_s is not None:
                until = f"for {self.cooldown_s:g} s"
            else:
                until = "until the breaker is reset (restart the server or the program)"
            return refuse(
                self.name,
                f"{request.tool.name} was refused "
                f"{'once' if self.threshold == 1 else f'{self.threshold} times in a row'}; the "
                f"calls are stopped {until}",
                hint="stop calling this tool; tell the user what you were trying to do and "
                "wait for their instructions",
            )
        return allow(self.name)

    def record(self, call: ToolCall, tool: Tool, result: ToolResult) -> None:
        name, uncounted = self.name, self.uncounted
        for decision in result.decisions:  # a plain loop: this runs on every call
            if decision.verdict == "refuse" and decision.check in uncounted:
                return  # the check refuses every such call itself: nothing to stop
            if decision.check == name and decision.verdict != "allow":
                return
        state = self._state.setdefault((tool.name, call.session), _Breaker())
        if result.status == "needs_approval" and any(
            d.verdict == "needs_approval" and (d.reason or "").startswith(UNANSWERED)
            for d in result.decisions
        ):
            return  # a person is being asked, or none could be: nobody refused
        failed = result.status in ("refused", "needs_approval") or (
            self.count_invalid_arguments
            and result.error is not None
            and result.error.kind == "invalid_arguments"
        )
        if not failed:
            if result.status in ("success", "empty"):
                state.failures.clear()
            return
        state.failures.append(result)
        if not state.open and len(state.failures) >= self.threshold:
            state.open = True
            state.opened_at = time.monotonic()
            self.escalated.append(tool.name)
            if self.escalate is not None:
                self.escalate(tool.name, tuple(state.failures))
