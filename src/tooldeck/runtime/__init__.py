"""The runtime stage: validate, police, review, execute and answer tool calls.

See :mod:`tooldeck.runtime.runtime` for the order of a call and ``docs/runtime.md`` for
the design: the three layers, the envelope and the failure classes.
"""

from __future__ import annotations

from tooldeck.runtime._results import output_text, shorten
from tooldeck.runtime.audit import AuditLog
from tooldeck.runtime.calls import (
    CallParseError,
    ToolCall,
    calls_from_anthropic,
    calls_from_mcp,
    calls_from_openai,
)
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
    "calls_from_anthropic",
    "calls_from_mcp",
    "calls_from_openai",
    "classify_exception",
    "open_beneath",
    "output_text",
    "read_artifact",
    "shorten",
]
