"""Execution errors: typed errors a tool may raise, and the classifier of the others.

Four failure classes, each with its recovery action:

=====================  ==============================================  =====================
class                  typical causes                                  the model should
=====================  ==============================================  =====================
``retryable``          dependency timeouts, connection errors, 429/503  retry later (backoff)
``invalid_arguments``  semantic argument errors (bad regex, 400/422)    change the arguments
``environment``        missing file, permission denied, missing module  change path or report
                       (a failed lookup: ``KeyError``, ``IndexError``)  check the values or report
``aborted``            the runtime's timeout, cancellation              retry once or give up
=====================  ==============================================  =====================

Tools choose a class by raising :class:`ToolError` subclasses; other exceptions are
classified by :func:`classify_exception`. A business rule that refuses a call whose
arguments are fine (a refund over the limit) is no argument error: a ``ValueError`` would
send the model to change them, so the tool raises a :class:`ToolError` subclass with
``kind = "policy"`` (the model reads "do not retry it; tell the user"; docs/runtime.md,
"A business refusal").
"""

from __future__ import annotations

import re
import sqlite3
from typing import Any

import pydantic

from tooldeck.errors import (
    AbortedError,
    EnvironmentProblem,
    InvalidArgumentsError,
    RetryableError,
    ToolError,
)
from tooldeck.runtime.envelope import HINTS, ErrorInfo

__all__ = [
    "LOOKUP_HINT",
    "UNEXPECTED_HINT",
    "VALUE_ERROR_HINT",
    "AbortedError",
    "EnvironmentProblem",
    "InvalidArgumentsError",
    "RetryableError",
    "ToolError",
    "classify_exception",
]


_RETRY_STATUS = frozenset({408, 425, 429, 500, 502, 503, 504})
_ARGUMENT_STATUS = frozenset({400, 404, 409, 422})
_ENVIRONMENT_STATUS = frozenset({401, 403, 405, 501})


UNEXPECTED_HINT = (
    "The tool raised an exception tooldeck does not classify (see the message), so whether "
    "retrying helps is unknown: retry once only if the message reads as a temporary "
    "failure (a lost connection, a timeout) and the tool is read-only or idempotent (it "
    "may have taken effect before it failed); otherwise tell the user what failed."
)
"""Hint of an exception no failure class covers (a bug, an unforeseen state, or a
temporary failure raised as a plain ``Exception``): the kind stays ``environment`` (it is
not a typed temporary failure, and the handler may have taken effect), but the hint claims
neither that something is missing, as :data:`HINTS` says of that kind, nor that retrying
is useless: tooldeck does not read the message to guess, so it says the outcome of a retry
is unknown. Tools signal a temporary failure by raising :class:`RetryableError`,
``ConnectionError`` or ``TimeoutError``."""


LOOKUP_HINT = (
    "A lookup inside the tool failed (the message names the missing key or index): "
    "either a value you sent names something that does not exist (check it against what "
    "the user said, or find the right one with another tool) or the tool's own data or "
    "configuration lacks it (a setting, an environment variable); retrying the same call "
    "will not help; if the values you sent are right, tell the user what is missing."
)
"""Hint of a ``KeyError`` or ``IndexError`` a handler raised: a lookup in the handler's
own code failed. That is not evidence that the arguments were wrong (they passed
validation, and no violation can be listed): ``os.environ["API_KEY"]`` with the variable
unset raises the same ``KeyError`` as an unknown id. The kind is ``environment`` (the
call failed on something outside the arguments' schema; the handler may have taken effect
before the lookup), and this hint names both readings instead of sending the model to
change arguments that were fine. A tool that knows an argument is at fault raises
:class:`InvalidArgumentsError` (or ``ValueError``)."""


VALUE_ERROR_HINT = (
    "The tool raised a ValueError, which tooldeck classifies as a wrong argument: if the "
    "message names a value you sent, fix it and call again; if it names something outside "
    "your arguments (a service that is down, missing data, a rule that refuses the call), "
    "other arguments will not help: tell the user what failed. (For the tool's author: a "
    "failure outside the arguments is raised as EnvironmentProblem, as RetryableError when "
    'it is temporary, or as a ToolError subclass with kind = "policy" for a business '
    "refusal; docs/runtime.md, error kinds.)"
)
"""Hint of a ``ValueError`` a handler raised (not pydantic's ``ValidationError``, which is
one too). The kind stays ``invalid_arguments`` (documented), but a ``ValueError`` is what
many tools raise for any failure — ``ValueError("database unreachable")`` — and the kind's
default hint ("fix the arguments") then sends the model to change arguments that were
fine. This hint says the class was read from the exception's type, gives the model both
readings, and names, for the author who reads the result, the classes that say what they
meant: :class:`EnvironmentProblem`, :class:`RetryableError`, a ``ToolError`` with
``kind = "policy"``."""


def _status(exc: BaseException) -> int | None:
    for name in ("status_code", "status"):
        value = getattr(exc, name, None)
        if isinstance(value, int) and not isinstance(value, bool):
            return value
    response = getattr(exc, "response", None)
    value = getattr(response, "status_code", None)
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _retry_after(exc: BaseException) -> float | None:
    value = getattr(exc, "retry_after", None)
    if isinstance(value, int | float) and not isinstance(value, bool) and value >= 0:
        return float(value)
    headers = getattr(getattr(exc, "response", None), "headers", None)
    if headers is not None:
        try:
            raw = headers.get("retry-after") or headers.get("Retry-After")
            return float(raw) if raw is not None else None
        except (TypeError, ValueError, AttributeError):
            return None
    return None


def classify_exception(exc: BaseException, tool: str) -> ErrorInfo:
    """The :class:`~tooldeck.runtime.envelope.ErrorInfo` of an exception a handler raised.

    Rules, first match wins: :class:`ToolError` subclasses keep their class;
    ``TimeoutError`` and ``ConnectionError`` (a dependency) → ``retryable``; an HTTP-like
    ``status_code``/``status``/``response.status_code`` → 408/425/429/5xx ``retryable``,
    400/404/409/422 ``invalid_arguments``, 401/403/405/501 ``environment``;
    ``FileNotFoundError``, ``PermissionError``, other ``OSError``, ``ImportError`` →
    ``environment``; ``KeyError``, ``IndexError`` (any ``LookupError``: a lookup in the
    handler failed) → ``environment`` with :data:`LOOKUP_HINT`; pydantic
    ``ValidationError``, ``re.error``, ``ValueError`` → ``invalid_arguments`` (a plain
    ``ValueError`` with :data:`VALUE_ERROR_HINT`);
    ``sqlite3.OperationalError`` "locked" → ``retryable``; anything else → ``environment`` with
    :data:`UNEXPECTED_HINT` (not classified: whether retrying helps is unknown, and the
    message text is not read to guess).
    ``retry_after`` comes from the exception's ``retry_after`` attribute or a
    ``Retry-After`` response header.
    """
    text = str(exc) or type(exc).__name__
    message = f"{tool} failed: {type(exc).__name__}: {text}"
    kind: Any
    if isinstance(exc, ToolError):
        kind = exc.kind
        if kind not in HINTS:  # set on the instance: the class check cannot see it
            return ErrorInfo(
                "environment",
                f"{exc.message} [tooldeck note: the tool's error kind {kind!r} is not a "
                f"failure class ({', '.join(HINTS)}); reported as environment]",
                exc.hint or UNEXPECTED_HINT,
                exc.retry_after,
            )
        return ErrorInfo(kind, exc.message, exc.hint or HINTS[kind], exc.retry_after)
    status = _status(exc)
    if (
        isinstance(exc, TimeoutError | ConnectionError)
        or status in _RETRY_STATUS
        or (status is not None and 500 <= status < 600)
    ):
        kind = "retryable"
    elif status in _ARGUMENT_STATUS:
        kind = "invalid_arguments"
    elif status in _ENVIRONMENT_STATUS:
        kind = "environment"
    elif isinstance(exc, sqlite3.OperationalError) and "locked" in text:
        kind = "retryable"
    elif isinstance(exc, OSError | ImportError):
        kind = "environment"
    elif isinstance(exc, LookupError):
        # KeyError, IndexError: the handler's own lookup failed — an unknown id or a
        # missing setting alike; the arguments passed validation (see LOOKUP_HINT)
        return ErrorInfo("environment", message, LOOKUP_HINT)
    elif isinstance(exc, pydantic.ValidationError | re.error):
        kind = "invalid_arguments"
    elif isinstance(exc, ValueError):
        # documented class, kept; the hint says it was read from the type (VALUE_ERROR_HINT)
        return ErrorInfo("invalid_arguments", message, VALUE_ERROR_HINT)
    else:
        # not classified: nothing is known to be missing, nor that a retry is useless
        return ErrorInfo("environment", message, UNEXPECTED_HINT)
    retry_after = _retry_after(exc) if kind == "retryable" else None
    return ErrorInfo(kind, message, HINTS[kind], retry_after)
