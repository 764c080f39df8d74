"""Layer 2: composable policy checks, each decision recorded.

A :class:`Policy` is an ordered list of checks. Each check sees a validated call
(:class:`PolicyRequest`) and answers allow, refuse, ``needs_approval`` or replay; the first
answer that is not *allow* stops the evaluation. Every answer is recorded in the result's
``decisions``. After the call, every check may update its state from the result
(:meth:`Check.record`: duplicate memory, circuit-breaker counts).

Checks:

* :class:`PathPolicy` — path parameters (and every string inside untyped ones) confined
  to allowed roots, resolved component by component like the kernel (symlinks, ``..``,
  loops refused), relative to the root — never the working directory; percent-encoded
  and Unicode look-alike separators, URLs, ``~`` and variables refused. Re-checked right
  before the handler runs, which gets relative paths joined to the root
  (:meth:`Policy.prepare`); :func:`open_beneath` opens confined to the root in the kernel
  (``openat2``) for handlers on folders others can write.
* :class:`ShellPolicy` — shell-command parameters parsed (tree-sitter-bash) into commands;
  each must be an allowed program (:class:`ProgramRule`: read-only text tools by default,
  others allowed by name) with allowed arguments; chaining, substitution, subshells,
  environment assignments and redirections outside the root are refused, naming the rule.
* :class:`DuplicateGuard` — a non-idempotent tool called again with the same canonical
  arguments within a window is refused ("it already ran") or answered from the first
  result; a reused idempotency key replays when the arguments are the same and is
  refused when they differ.
* :class:`ApprovalGate` — destructive tools (``destructiveHint``) need an approver (also a tool
  stating both ``readOnlyHint`` and ``destructiveHint`` true); the default answers
  ``needs_approval`` with what to show the user, secrets redacted.
* :class:`RateLimit` — at most N calls per window per tool (``retryable``, ``retry_after``).
* :class:`CircuitBreaker` — after N consecutive refusals of a tool, stop and escalate.

A deny list is the weakest layer (OWASP Input Validation Cheat Sheet: prefer
allowlists): the shell check is an allowlist over a
real parse, and still cannot judge what an allowed program does with files it reads.

One module per check (``paths``, ``shell``, ``duplicates``, ``approval``, ``rate_limit``,
``circuit_breaker``); ``base`` holds the shared request/answer types and the
:class:`Check` protocol, ``compose`` the :class:`Policy`, ``_targets`` how the path and
shell checks find their values. This package re-exports the public names.
"""

from __future__ import annotations

from tooldeck.runtime.policy.approval import ApprovalGate, ApprovalRequest, Approver
from tooldeck.runtime.policy.base import (
    Check,
    CheckResult,
    PolicyConfigError,
    PolicyRequest,
)
from tooldeck.runtime.policy.base import allow as allow  # importable as before, not in __all__
from tooldeck.runtime.policy.base import refuse as refuse
from tooldeck.runtime.policy.circuit_breaker import CircuitBreaker
from tooldeck.runtime.policy.circuit_breaker import Escalation as Escalation
from tooldeck.runtime.policy.compose import Policy
from tooldeck.runtime.policy.duplicates import DuplicateGuard
from tooldeck.runtime.policy.paths import PATH_FORMATS, PathPolicy, open_beneath, path_problem
from tooldeck.runtime.policy.rate_limit import RateLimit
from tooldeck.runtime.policy.shell import (
    DEFAULT_PROGRAMS,
    SHELL_FORMATS,
    ProgramRule,
    ShellPolicy,
    shell_refusal,
)

__all__ = [
    "DEFAULT_PROGRAMS",
    "PATH_FORMATS",
    "SHELL_FORMATS",
    "ApprovalGate",
    "ApprovalRequest",
    "Approver",
    "Check",
    "CheckResult",
    "CircuitBreaker",
    "DuplicateGuard",
    "PathPolicy",
    "Policy",
    "PolicyConfigError",
    "PolicyRequest",
    "ProgramRule",
    "RateLimit",
    "ShellPolicy",
    "open_beneath",
    "path_problem",
    "shell_refusal",
]
