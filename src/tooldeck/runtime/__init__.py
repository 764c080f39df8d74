"""The runtime stage: validate, police, review, execute and answer tool calls.

See :mod:`tooldeck.runtime.runtime` for the order of a call and ``docs/runtime.md`` for
the design: the three layers, the envelope and the failure classes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tooldeck._lazy import lazy_exports

if TYPE_CHECKING:
    from tooldeck.runtime._results import output_text, shorten
    from tooldeck.runtime.audit import AuditLog
    from tooldeck.runtime.calls import (
        CallParseError,
        ToolCall,
        calls_from_anthropic,
        calls_from_mcp,
        calls_from_openai,
    )
    from tooldeck.runtime.clock import CallClock, call_clock
    from tooldeck.runtime.envelope import (
        ERROR_KINDS,
        STATUSES,
        Decision,
        ErrorInfo,
        NextCall,
        ToolOutput,
        ToolResult,
        Violation,
    )
    from tooldeck.runtime.execute import (
        AbortedError,
        EnvironmentProblem,
        InvalidArgumentsError,
        RetryableError,
        ToolError,
        classify_exception,
    )
    from tooldeck.runtime.policy import (
        ApprovalGate,
        ApprovalRequest,
        CircuitBreaker,
        DuplicateGuard,
        PathPolicy,
        Policy,
        PolicyConfigError,
        RateLimit,
        ShellPolicy,
        open_beneath,
    )
    from tooldeck.runtime.review import ReviewGate, ReviewRequest, ReviewVerdict
    from tooldeck.runtime.runtime import Runtime, RuntimeConfigError
    from tooldeck.runtime.truncate import ArtifactStore, Truncator, read_artifact

__all__ = [
    "ERROR_KINDS",
    "STATUSES",
    "AbortedError",
    "ApprovalGate",
    "ApprovalRequest",
    "ArtifactStore",
    "AuditLog",
    "CallClock",
    "CallParseError",
    "CircuitBreaker",
    "Decision",
    "DuplicateGuard",
    "EnvironmentProblem",
    "ErrorInfo",
    "InvalidArgumentsError",
    "NextCall",
    "PathPolicy",
    "Policy",
    "PolicyConfigError",
    "RateLimit",
    "RetryableError",
    "ReviewGate",
    "ReviewRequest",
    "ReviewVerdict",
    "Runtime",
    "RuntimeConfigError",
    "ShellPolicy",
    "ToolCall",
    "ToolError",
    "ToolOutput",
    "ToolResult",
    "Truncator",
    "Violation",
    "call_clock",
    "calls_from_anthropic",
    "calls_from_mcp",
    "calls_from_openai",
    "classify_exception",
    "open_beneath",
    "output_text",
    "read_artifact",
    "shorten",
]

_WHERE = {
    "output_text": "tooldeck.runtime._results",
    "shorten": "tooldeck.runtime._results",
    "AuditLog": "tooldeck.runtime.audit",
    "CallParseError": "tooldeck.runtime.calls",
    "ToolCall": "tooldeck.runtime.calls",
    "calls_from_anthropic": "tooldeck.runtime.calls",
    "calls_from_mcp": "tooldeck.runtime.calls",
    "calls_from_openai": "tooldeck.runtime.calls",
    "CallClock": "tooldeck.runtime.clock",
    "call_clock": "tooldeck.runtime.clock",
    "ERROR_KINDS": "tooldeck.runtime.envelope",
    "STATUSES": "tooldeck.runtime.envelope",
    "Decision": "tooldeck.runtime.envelope",
    "ErrorInfo": "tooldeck.runtime.envelope",
    "NextCall": "tooldeck.runtime.envelope",
    "ToolOutput": "tooldeck.runtime.envelope",
    "ToolResult": "tooldeck.runtime.envelope",
    "Violation": "tooldeck.runtime.envelope",
    "AbortedError": "tooldeck.runtime.execute",
    "EnvironmentProblem": "tooldeck.runtime.execute",
    "InvalidArgumentsError": "tooldeck.runtime.execute",
    "RetryableError": "tooldeck.runtime.execute",
    "ToolError": "tooldeck.runtime.execute",
    "classify_exception": "tooldeck.runtime.execute",
    "ApprovalGate": "tooldeck.runtime.policy",
    "ApprovalRequest": "tooldeck.runtime.policy",
    "CircuitBreaker": "tooldeck.runtime.policy",
    "DuplicateGuard": "tooldeck.runtime.policy",
    "PathPolicy": "tooldeck.runtime.policy",
    "Policy": "tooldeck.runtime.policy",
    "PolicyConfigError": "tooldeck.runtime.policy",
    "RateLimit": "tooldeck.runtime.policy",
    "ShellPolicy": "tooldeck.runtime.policy",
    "open_beneath": "tooldeck.runtime.policy",
    "ReviewGate": "tooldeck.runtime.review",
    "ReviewRequest": "tooldeck.runtime.review",
    "ReviewVerdict": "tooldeck.runtime.review",
    "Runtime": "tooldeck.runtime.runtime",
    "RuntimeConfigError": "tooldeck.runtime.runtime",
    "ArtifactStore": "tooldeck.runtime.truncate",
    "Truncator": "tooldeck.runtime.truncate",
    "read_artifact": "tooldeck.runtime.truncate",
}
"""Module of each public name: imported on first use (PEP 562), so that importing one part
of the stage (``tooldeck.runtime.limits``) does not import all of it."""


__getattr__, __dir__ = lazy_exports(__name__, _WHERE, __all__, globals())
