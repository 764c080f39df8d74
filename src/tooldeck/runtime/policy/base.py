"""The shared types of the policy checks: the request a check sees, its answer, the
:class:`Check` protocol and the :func:`allow`/:func:`refuse` answers (was part of
``runtime/policy.py``)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field
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
        reader: what :meth:`received` calls (the Runtime sets it, memoised), or None.
        duplicate_window: the tool's own duplicate window in seconds (a ``@tool``
            function's ``duplicate_window``: the Runtime sets it; 0: off), or None (the
            duplicate guard's own window).
    """

    call: ToolCall
    tool: Tool
    arguments: Mapping[str, Any]
    reader: Callable[[], Mapping[str, Any] | None] | None = field(
        default=None, repr=False, compare=False
    )
    duplicate_window: float | None = None

    def received(self) -> Mapping[str, Any] | None:
        """The arguments as the handler's function receives them, in JSON form, where a
        ``@tool`` function's types read them (``Path("a//b")`` is ``"a/b"``, a ``UUID`` is
        lower-case: :meth:`FunctionTool.received_arguments
        <tooldeck.tool.FunctionTool.received_arguments>`), frozen; None for a plain
        handler, or when they could not be read. Checks that compare calls (the duplicate
        guard) compare this form. Read on demand (one validation by the function's types,
        once per call), so checks that do not ask cost nothing."""
        return None if self.reader is None else self.reader()


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
