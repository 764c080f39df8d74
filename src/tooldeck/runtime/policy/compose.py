"""The :class:`Policy`: an ordered, composable list of checks (was part of
``runtime/policy.py``)."""

from __future__ import annotations

import inspect
from collections.abc import Collection, Iterable
from typing import Any

from tooldeck.runtime.calls import ToolCall
from tooldeck.runtime.envelope import Decision, ToolResult
from tooldeck.runtime.policy.approval import ApprovalGate, Approver
from tooldeck.runtime.policy.base import Check, CheckResult, PolicyConfigError, PolicyRequest
from tooldeck.runtime.policy.circuit_breaker import CircuitBreaker
from tooldeck.runtime.policy.duplicates import DuplicateGuard
from tooldeck.runtime.policy.shell import ShellPolicy
from tooldeck.tool import Tool

__all__ = ["Policy"]


class Policy:
    """An ordered, composable list of checks.

    Args:
        checks: evaluated in order; the first answer that is not *allow* stops.

    ``Policy() + PathPolicy(...)`` or ``policy.with_checks(...)`` builds a longer one.
    """

    def __init__(self, checks: Iterable[Check] = ()) -> None:
        self.checks: tuple[Check, ...] = tuple(checks)
        for item in self.checks:
            if not isinstance(item, Check):
                raise PolicyConfigError(f"{item!r} is not a policy check (needs name, check)")
        # a guard leaves a failed call's repeat to a person only where a gate asks one
        for index, item in enumerate(self.checks):
            if isinstance(item, DuplicateGuard):
                later = self.checks[index + 1 :]
                item.gate_follows = any(isinstance(c, ApprovalGate) for c in later)

    @classmethod
    def default(
        cls,
        approver: Approver | None = None,
        *,
        credential_names: bool = True,
        shell: ShellPolicy | None = None,
        redact: Collection[str] = (),
    ) -> Policy:
        """Circuit breaker (3 refusals), duplicate guard (300 s), the shell check and
        approval gate (``credential_names``, ``redact``: see :class:`ApprovalGate`).

        ``shell``: the :class:`ShellPolicy` for parameters whose schema format is
        ``shell-command``/``command`` — always on, as ``tooldeck call`` checks them;
        default ``ShellPolicy()`` (the default programs, no root: redirection targets
        relative and free of ``..``). It comes before the gate, so nobody is asked to
        approve a command that would be refused; a tool without such a parameter is not
        looked at (no decision recorded)."""
        gate = ApprovalGate(approver, credential_names=credential_names, redact=redact)
        shell_check = shell if shell is not None else ShellPolicy()
        return cls([CircuitBreaker(), DuplicateGuard(), shell_check, gate])

    def with_checks(self, *checks: Check) -> Policy:
        """A policy with ``checks`` appended."""
        return Policy((*self.checks, *checks))

    def __add__(self, other: Check | Policy) -> Policy:
        if isinstance(other, Policy):
            return Policy((*self.checks, *other.checks))
        return self.with_checks(other)

    async def evaluate(self, request: PolicyRequest) -> tuple[list[Decision], CheckResult | None]:
        """Run the checks; return every decision and the stopping answer (None: allowed).

        A check with an ``applies(tool)`` method that returns False for the called tool
        (:meth:`ShellPolicy.applies <tooldeck.runtime.policy.shell.ShellPolicy.applies>`
        for a tool without a command parameter) is not asked and records no decision: the
        trail lists only the checks that looked at the call.
        """
        decisions: list[Decision] = []
        for item in self.checks:
            applies = getattr(item, "applies", None)
            if applies is not None and not applies(request.tool):
                continue
            answer = item.check(request)
            if type(answer) is not CheckResult and inspect.isawaitable(answer):
                answer = await answer
            decisions.append(answer.decision)
            if not answer.allowed:
                return decisions, answer
        return decisions, None

    def prepare(
        self, request: PolicyRequest, arguments: Any
    ) -> tuple[Any, list[dict[str, Any]], CheckResult | None]:
        """Right before the handler runs: let every check that has a ``prepare`` method
        (:meth:`PathPolicy.prepare <tooldeck.runtime.policy.paths.PathPolicy.prepare>`)
        re-check the call and hand over the arguments the handler gets.

        Returns ``(arguments, changes, refusal)``: the arguments for the handler, what was
        changed (``{"pointer", "rule", "from", "to"}`` each, for the result's
        ``normalized``) and the first refusal (None: run the handler).
        """
        changes: list[dict[str, Any]] = []
        for item in self.checks:
            hook = getattr(item, "prepare", None)
            if hook is None:
                continue
            arguments, made, refusal = hook(request, arguments)
            changes += made
            if refusal is not None:
                return arguments, changes, refusal
        return arguments, changes, None

    def record(self, call: ToolCall, tool: Tool, result: ToolResult) -> None:
        """Let every check see a finished call."""
        for item in self.checks:
            item.record(call, tool, result)
