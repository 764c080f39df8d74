"""The shared types of the policy checks: the request a check sees, its answer, the
:class:`Check` protocol and the :func:`allow`/:func:`refuse` answers (was part of
``runtime/policy.py``)."""

from __future__ import annotations

from collections.abc import Awaitable, Mapping
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from tooldeck.errors import PolicyConfigError
from tooldeck.runtime.calls import ToolCall
from tooldeck.runtime.envelope import HINTS, Decision, ErrorInfo, ToolResult
from tooldeck.tool import Tool

__all__ = [
    "Check",
    "CheckBase",
    "CheckResult",
    "PolicyConfigError",
    "PolicyRequest",
    "allow",
    "refuse",
]


@dataclass(frozen=True, slots=True)
class PolicyRequest:
    """A validated call as policy sees it.

    Attributes:
        call: the call as made.
        tool: the tool's declaration.
        arguments: the validated arguments object.
    """

    call: ToolCall
    tool: Tool
    arguments: Mapping[str, Any]


@dataclass(frozen=True, slots=True)
class CheckResult:
    """A check's answer: the recorded decision and, when it stops the call, the details."""

    decision: Decision
    error: ErrorInfo | None = None
    approval: Mapping[str, Any] | None = None
    replay: ToolResult | None = None

    @property
    def allowed(self) -> bool:
        """True when the call may go on."""
        return self.decision.verdict == "allow"


_ALLOWS: dict[tuple[str, str, int], CheckResult] = {}
_ALLOWS_MAX = 1_024  # reasons may carry call data: the memo stays bounded


def allow(check: str, reason: str = "", layer: int = 2) -> CheckResult:
    """An *allow* answer (immutable, so equal answers are shared: every call of every
    check answers one, and building two frozen dataclasses each time showed in
    ``benchmarks/bench_runtime.py``)."""
    key = (check, reason, layer)
    answer = _ALLOWS.get(key)
    if answer is None:
        answer = CheckResult(Decision(check, "allow", reason, layer))
        if len(_ALLOWS) < _ALLOWS_MAX:
            _ALLOWS[key] = answer
    return answer


def refuse(
    check: str,
    message: str,
    *,
    kind: Any = "policy",
    hint: str | None = None,
    retry_after: float | None = None,
    layer: int = 2,
) -> CheckResult:
    """A *refuse* answer with the error the model sees."""
    return CheckResult(
        Decision(check, "refuse", message, layer),
        ErrorInfo(kind, message, hint or HINTS[kind], retry_after),
    )


@runtime_checkable
class Check(Protocol):
    """One policy check. ``check`` may return a :class:`CheckResult` or an awaitable of
    one; ``record`` sees every finished call of a known tool (also refused ones)."""

    name: str

    def check(self, request: PolicyRequest) -> CheckResult | Awaitable[CheckResult]: ...

    def record(self, call: ToolCall, tool: Tool, result: ToolResult) -> None: ...


class CheckBase:
    """A check without state to record: the default name and a no-op :meth:`record`."""

    name = "check"

    def record(self, call: ToolCall, tool: Tool, result: ToolResult) -> None:
        return None
