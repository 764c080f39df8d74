"""The audit log: one JSON line per finished call.

Each line holds ``time`` (UTC, ISO 8601), ``call_id``, ``tool``, ``arguments_sha256``
(SHA-256 of the canonical JSON of the arguments, sorted keys, *after* the secrets
below are replaced by ``"[redacted]"`` — an unsalted digest of a low-entropy secret
such as a 4-digit PIN is reversed by trying every value; the other values stay guessable
by the same search, so the digest identifies calls, it does not hide them), each
``decision``, ``replayed_from``, ``status``, ``error_kind``, ``truncated``, ``artifact``
and ``duration_ms``. A tool name the deck does not hold (the client's text) is cut to
:data:`MAX_LOGGED_NAME` characters, with the length it had; in every line, characters
that change how text is shown without being seen (bidi overrides, zero-width, U+2028 …)
are written as JSON ``\\uXXXX`` escapes (:func:`~tooldeck.jsonvalue.printable_json`). With
``include_arguments`` the arguments are logged too, with every value whose property name
is in ``redact`` — or whose schema says ``"writeOnly": true`` (JSON Schema 2020-12
meta-data vocabulary, the standard mark of a secret) or ``format: password`` — replaced by
``"[redacted]"``, wherever the marked schema sits (nested objects, array items,
``anyOf``/``oneOf``/``allOf`` branches, ``$ref``). Decoding and schema refusals are
logged as position, or pointer and keyword, never with the excerpt or value they quote
(it may be a secret, and the arguments of a call that does not decode cannot be
redacted). Without ``include_arguments`` no argument text is logged at all: every other
decision reason (policy checks, reviewer, approver: free text that may quote arguments or
an earlier call's error) keeps only the check name, verdict and leading JSON pointer,
except the built-in checks' constant reasons.
"""

from __future__ import annotations

import dataclasses
import errno
import hashlib
import json
import logging
import os
import re
import stat
import threading
from collections.abc import Collection, Mapping, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, TextIO

from tooldeck.errors import RuntimeConfigError
from tooldeck.inputfile import file_kind, output_problem
from tooldeck.jsonvalue import canonical_json, pointer_tokens, printable_json
from tooldeck.runtime.envelope import ToolResult
from tooldeck.runtime.schema_marks import schema_pointers, schema_walk
from tooldeck.tool import Tool

__all__ = [
    "AUDIT_WALK_STEPS",
    "MAX_LOGGED_NAME",
    "REDACTED",
    "SECRET_FORMATS",
    "AuditLog",
    "is_secret_schema",
    "name_set",
    "open_audit_file",
    "redact_arguments",
    "redact_paths",
    "redact_secrets",
    "secret_pointers",
]

REDACTED = "[redacted]"

_LOG = logging.getLogger("tooldeck.runtime")


SECRET_FORMATS: frozenset[str] = frozenset({"password"})
"""Schema ``format`` values that mark a secret, besides ``"writeOnly": true`` (pydantic
writes ``format: password`` with ``writeOnly`` for ``SecretStr``)."""


def is_secret_schema(node: Mapping[str, Any]) -> bool:
    """Whether a (sub)schema marks its value a secret: ``"writeOnly": true`` or a
    ``format`` of :data:`SECRET_FORMATS`. Any mapping may be asked (a ``properties``
    object, a ``default`` value: :func:`~tooldeck.runtime.policy.approval.schema_may_hide`
    scans every one): a ``format`` that is no string marks nothing, and raises nothing
    (a property named ``format`` made a plain-dict schema fail with "unhashable type")."""
    fmt = node.get("format")
    return node.get("writeOnly") is True or (isinstance(fmt, str) and fmt in SECRET_FORMATS)


_is_secret = is_secret_schema


def secret_pointers(schema: Mapping[str, Any]) -> list[str]:
    """Pointer patterns (``*``: any item or member) of every value the schema marks as a
    secret — wherever it sits: nested objects, array items, ``anyOf``/``oneOf``/``allOf``
    branches, local ``$ref``s (:func:`~tooldeck.runtime.schema_marks.schema_pointers`)."""
    return schema_pointers(schema, _is_secret)


AUDIT_WALK_STEPS = 1_000_000
"""Most steps the audit log's schema walk takes for one call's arguments
(:func:`~tooldeck.runtime.schema_marks.schema_walk` ``max_steps``; only values whose
schema can reach a ``writeOnly``/``format: password`` mark are entered, so a payload
beside a marked field costs nothing). Past it the arguments are written as
:data:`REDACTED` whole: what was not read for marks may hold one (fix33 left the audit
walk unbounded; the approval question refuses past its own
:data:`~tooldeck.runtime.policy.approval.WALK_STEPS`)."""


def _no_declared_key(key: str) -> bool:
    """``schema_walk``'s ``declared_key`` for a walk that wants the marks alone: no key
    is recorded, and values whose schema reaches no mark are not entered."""
    return False


def _secret_places(
    schema: Mapping[str, Any], arguments: Any
) -> tuple[list[str], list[tuple[str | int, ...]]]:
    """The audit's bounded, pruned walk of ``arguments`` for secret marks: the pointers of
    the marked values, and the paths to redact whole because the walk did not read below
    them (a recursive schema past the walk's depth; ``[()]``, all of it, past
    :data:`AUDIT_WALK_STEPS`)."""
    marks = schema_walk(
        schema, arguments, _is_secret, declared_key=_no_declared_key, max_steps=AUDIT_WALK_STEPS
    )
    if marks.exhausted is not None:
        return [], [()]
    return [pointer for pointer, _ in marks.found], list(marks.cut)


def _redact_at(value: Any, tokens: Sequence[str]) -> Any:
    if not tokens:
        return REDACTED
    head, rest = tokens[0], tokens[1:]
    if isinstance(value, dict):
        return {k: _redact_at(v, rest) if head in ("*", k) else v for k, v in value.items()}
    if isinstance(value, list):
        return [
            _redact_at(v, rest) if head == "*" or head == str(i) else v for i, v in enumerate(value)
        ]
    return value


_OBJECT_KEYWORDS = frozenset(
    {"required", "additionalProperties", "minProperties", "maxProperties", "dependentRequired"}
)


def _misshapen_secrets(tool: Tool, result: ToolResult) -> list[str]:
    """Violation pointers at or above a secret's place: a secret sent in the wrong shape
    (a string where an array of secrets belongs) is not reached by the schema walk."""
    if result.error is None or not result.error.violations:
        return []
    secrets = [pointer_tokens(p) for p in secret_pointers(tool.input_schema)]
    out = []
    for violation in result.error.violations:
        if violation.keyword in _OBJECT_KEYWORDS or not violation.pointer:
            continue  # about the members, not this value's own shape
        tokens = pointer_tokens(violation.pointer)
        for secret in secrets:
            if len(tokens) <= len(secret) and all(
                s in ("*", t) for s, t in zip(secret, tokens, strict=False)
            ):
                out.append(violation.pointer)
                break
    return out


_POSITION = re.compile(r"line \d+ column \d+ \(character \d+\)")


def _safe_reason(decision: Mapping[str, Any], result: ToolResult) -> str:
    """A decision's reason without any text of the arguments (for logs that must not
    hold them): schema refusals become ``pointer: keyword`` per violation, decoding
    refusals keep only the position; any other reason (policy checks, the reviewer, an
    approver — free text that may quote arguments or an earlier call's exception) keeps
    only its leading JSON pointer, unless it is one of the built-in checks' constant
    reasons (``approved``, ``not destructive`` …), the gateway's quarantine refusal
    (``quarantined: …; released by …``) or the duplicate guard's reason for an untold
    caller's repeat that ran (:data:`~tooldeck.runtime.policy.duplicates.UNTOLD_REPEAT`:
    fixed words and a time)."""
    reason = str(decision.get("reason", ""))
    if not reason:
        return reason
    check = decision.get("check")
    if check == "schema" and result.error is not None and result.error.violations:
        listed = "; ".join(f"{v.pointer or '/'}: {v.keyword}" for v in result.error.violations)
        return f"schema violations (values withheld): {listed}"
    if check == "json":
        position = _POSITION.search(reason)
        if reason.startswith("the arguments are not valid JSON") and position:
            return f"the arguments are not valid JSON at {position.group(0)} (text withheld)"
        pointer = reason.split(": ", 1)[0] if reason.startswith("/") else ""
        where = f" at {pointer}" if pointer else ""
        return f"the arguments were refused before validation{where} (details withheld)"
    if reason in _FIXED_REASONS:
        return reason
    from tooldeck.runtime.policy.duplicates import UNTOLD_REPEAT  # policy imports this module

    if check == "duplicate" and reason.startswith(UNTOLD_REPEAT):
        # built of fixed words and a time by DuplicateGuard: no text of the arguments.
        # docs/serve.md says the audit's decision says why such a call ran (trial40b:
        # it read "details withheld")
        return reason
    if check == "quarantine" and reason.startswith("quarantined: "):
        # built by the gateway of its own words (the first line of a quarantine reason
        # quotes none of the held text), an exposed name and a SHA-256: no argument text.
        # trial42: the auditor tells a quarantine refusal from any other policy refusal
        return reason
    if reason.startswith("/"):
        return f"{reason.split(': ', 1)[0]}: details withheld"
    return "details withheld"


_FIXED_REASONS = frozenset(
    {
        "idempotent tool",
        "not destructive",
        "approved",
        "granted by the user",
        "destructive tool, no approval yet",
        "asking the user",  # approval.ASKING: the 2026-07-28 question was sent (session 32)
    }
)
"""Constant reasons of the built-in checks: they quote nothing, so they are logged as is."""


MAX_LOGGED_NAME = 200
"""Characters of a tool name that is not in the deck (sent by the client) kept in the log;
a longer one is cut, with the length it had."""


def _unknown_name(name: Any) -> Any:
    """A tool name the deck does not hold, as logged: cut to :data:`MAX_LOGGED_NAME`
    characters with the length it had (``ZZZ…… [cut: 5,000,000 characters in all]``)."""
    if not isinstance(name, str) or len(name) <= MAX_LOGGED_NAME:
        return name
    return f"{name[:MAX_LOGGED_NAME]}… [cut: {len(name):,} characters in all]"


def redact_arguments(value: Any, names: Collection[str], pointers: Collection[str] = ()) -> Any:
    """A copy of ``value`` with the values of keys in ``names`` (at any depth) and the
    values at ``pointers`` (patterns, ``*`` for any item/member) replaced by
    :data:`REDACTED`."""
    for pointer in pointers:
        value = _redact_at(value, pointer_tokens(pointer))
    return _redact_names(value, names)


def redact_secrets(
    schema: Mapping[str, Any] | None, arguments: Any, names: Collection[str] = ()
) -> Any:
    """A copy of ``arguments`` with every secret replaced by :data:`REDACTED`: values the
    tool's input ``schema`` marks ``"writeOnly": true`` or ``format: password`` (wherever
    the marked schema sits, followed with the arguments) and values of keys in ``names``
    at any depth. Where the schema walk stops — schemas and references nested more than
    it follows, a recursive schema's value some 64 levels down (rebreak31b F9: such a
    ``writeOnly`` value was written in clear) — the value there is redacted whole, since
    what it holds was not read for marks. ``arguments`` itself is not changed."""
    pointers: list[str] = []
    cut: list[tuple[str | int, ...]] = []
    if schema is not None and secret_pointers(schema):
        pointers, cut = _secret_places(schema, arguments)
    return redact_paths(redact_arguments(arguments, names, pointers), cut)


def redact_paths(value: Any, paths: Collection[Sequence[str | int]]) -> Any:
    """A copy of ``value`` with the value at each path (object keys and array indexes,
    outermost first; exact, no wildcard) replaced whole by :data:`REDACTED`; a path that
    is not in ``value`` replaces nothing, and one below another replaced path is covered
    by it. ``value`` itself is not changed."""
    if not paths:
        return value
    leaf: dict[Any, Any] = {}
    tree: dict[Any, Any] = {}
    for path in paths:
        node = tree
        for token in path[:-1]:
            child = node.setdefault(token, {})
            if child is leaf:
                break
            node = child
        else:
            if path:
                node[path[-1]] = leaf
            else:
                return REDACTED

    def rebuild(current: Any, node: dict[Any, Any]) -> Any:
        if node is leaf:
            return REDACTED
        if isinstance(current, dict):
            return {k: rebuild(v, node[k]) if k in node else v for k, v in current.items()}
        if isinstance(current, list):
            return [rebuild(v, node[i]) if i in node else v for i, v in enumerate(current)]
        return current

    return rebuild(value, tree)


def name_set(names: Collection[str], field: str) -> frozenset[str]:
    """``names`` (argument or key names, as ``redact`` takes them) as a frozenset.

    Raises:
        RuntimeConfigError: ``names`` is a single string (or bytes): read as a collection
            it would be its letters, so ``redact="dsn"`` hid keys named ``d``, ``s`` and
            ``n`` and showed ``dsn`` (review33); the message names ``field`` and the fix.
    """
    if isinstance(names, str | bytes):
        raise RuntimeConfigError(
            f"{field} must be a collection of names, got the single string {names!r} "
            f"(it would be read as its letters); write {field}=[{names!r}]"
        )
    return frozenset(names)


def _redact_names(value: Any, names: Collection[str]) -> Any:
    if isinstance(value, dict):
        return {k: REDACTED if k in names else _redact_names(v, names) for k, v in value.items()}
    if isinstance(value, list):
        return [_redact_names(v, names) for v in value]
    return value


def _writable_kind(mode: int) -> bool:
    """A regular file, a character device or a FIFO: what a log can be appended to."""
    return stat.S_ISREG(mode) or stat.S_ISCHR(mode) or stat.S_ISFIFO(mode)


def _not_regular(path: Path, mode: int) -> RuntimeConfigError:
    return RuntimeConfigError(
        f"{path}: cannot open the audit log for appending: it is {file_kind(mode)}, which "
        "no log can be written to; name a regular file (a new one is created, e.g. "
        "audit.jsonl), a character device or a FIFO with a reader"
    )


def open_audit_file(path: str | os.PathLike[str]) -> TextIO:
    """``path`` opened for appending (UTF-8); a missing folder above it is created first
    (as ``mkdir -p`` does), so a new log needs no set-up step.

    A regular file (or a new one), a character device (``/dev/stderr`` on a terminal,
    ``/dev/null``) or a FIFO that has a reader (``/dev/stderr`` on a pipe, a named pipe
    read by ``jq``) is opened. The open is non-blocking, so a FIFO with no reader — whose
    open would wait for one, the server hanging before it starts and printing nothing — is
    refused instead; a block device (a disk) or a socket is no log and is refused after a
    ``stat`` and again with ``fstat`` on the descriptor opened.

    Raises:
        RuntimeConfigError: it cannot be opened — the message names the real problem: a
            folder on the way that is a file (or a device), ``path`` being a folder, a FIFO
            with no reader, a block device or a socket, a file that opens but cannot be
            appended to (``/proc/version`` as root), or the system's reason (permission
            denied …) with the path it concerns.
    """
    target = Path(path)
    try:
        info = os.stat(target)
    except OSError:
        pass  # missing (created below), or unusable: the open below says why
    else:
        # before the open: a socket's open fails ENXIO, which would read as a FIFO without
        # a reader below; a folder is left to the open, whose error output_problem words
        if not _writable_kind(info.st_mode) and not stat.S_ISDIR(info.st_mode):
            raise _not_regular(target, info.st_mode)
    flags = os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_NONBLOCK", 0)
    flags |= getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_NOCTTY", 0)
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(target, flags, 0o666)
    except OSError as exc:
        if exc.errno == errno.ENXIO:  # a FIFO with no reader (O_NONBLOCK: no wait)
            raise RuntimeConfigError(
                f"{target}: cannot open the audit log for appending: it is a FIFO (named "
                "pipe) with no reader, so writing to it would wait; start its reader first, "
                "or name a regular file (a new one is created), e.g. audit.jsonl"
            ) from None
        raise RuntimeConfigError(
            f"{target}: cannot open the audit log for appending: "
            f"{output_problem(target, exc, example='audit.jsonl')}"
        ) from None
    try:
        mode = os.fstat(fd).st_mode
        if not _writable_kind(mode):
            raise _not_regular(target, mode)
        os.set_blocking(fd, True)
        return os.fdopen(fd, "a", encoding="utf-8")  # seeks to the end: may fail
    except OSError as exc:
        os.close(fd)
        # a file of /proc or /sys (writable by root) opens but refuses the seek to its end
        virtual = " (a file of a virtual file system such as /proc or /sys)" * (
            exc.errno in (errno.EINVAL, errno.ESPIPE)
        )
        raise RuntimeConfigError(
            f"{target}: cannot open the audit log for appending: "
            f"{exc.strerror or exc}{virtual}; name a regular file (a new one is created), "
            "e.g. audit.jsonl"
        ) from None
    except BaseException:
        os.close(fd)
        raise


class AuditLog:
    """Append one JSON line per call to a file or text stream.

    Args:
        target: a path (opened for appending by :func:`open_audit_file`: a missing folder
            above it is created) or a text stream.
        include_arguments: also log the (redacted) arguments.
        redact: property names whose values are never logged.

    Raises:
        RuntimeConfigError: the path cannot be opened (:func:`open_audit_file`), or
            ``redact`` is a single string (:func:`name_set`).
    """

    def __init__(
        self,
        target: str | os.PathLike[str] | TextIO,
        *,
        include_arguments: bool = False,
        redact: Collection[str] = (),
    ) -> None:
        if isinstance(target, str | os.PathLike):
            self._stream: TextIO = open_audit_file(target)
            self._owned = True
            self.name = str(target)
        else:
            self._stream = target
            self._owned = False
            self.name = str(getattr(target, "name", None) or "the audit stream")
        self.include_arguments = include_arguments
        self.redact = name_set(redact, "redact")
        self._lock = threading.Lock()
        self._secret_cache: dict[str, tuple[Any, bool]] = {}
        """Tool name → (the input schema read, whether it marks a secret). Held with the
        schema itself: a gateway re-lists a tool under the same name with a new schema, and
        a cache by name alone kept logging a newly ``writeOnly`` value in clear (review34)."""

    def entry(self, result: ToolResult, tool: Tool | None, arguments: Any) -> dict[str, Any]:
        """The log record of one call (see the module docstring)."""
        digest = None
        redacted: Any = None
        if arguments is not None:
            pointers: list[str] = []
            cut: list[tuple[str | int, ...]] = []
            if tool is not None:
                cached = self._secret_cache.get(tool.name)
                if cached is not None and cached[0] is tool.input_schema:
                    marked = cached[1]
                else:  # a tool re-listed under its name with another schema is read anew
                    marked = bool(secret_pointers(tool.input_schema))
                    self._secret_cache[tool.name] = (tool.input_schema, marked)
                if marked:
                    pointers, cut = _secret_places(tool.input_schema, arguments)
                    pointers += _misshapen_secrets(tool, result)
            redacted = redact_paths(redact_arguments(arguments, self.redact, pointers), cut)
            try:  # of the redacted arguments: a digest of a 4-digit PIN is brute-forced
                digest = hashlib.sha256(canonical_json(redacted).encode()).hexdigest()
            except (TypeError, ValueError):
                digest = None
        decisions = [d.to_json() for d in result.decisions]
        for decision in decisions:
            if decision.get("reason") and (
                not self.include_arguments or decision.get("check") in ("json", "schema")
            ):
                decision["reason"] = _safe_reason(decision, result)
        record: dict[str, Any] = {
            "time": datetime.now(UTC).isoformat(timespec="milliseconds"),
            "call_id": result.call_id,
            "tool": result.tool if tool is not None else _unknown_name(result.tool),
            "arguments_sha256": digest,
            "decisions": decisions,
            "replayed_from": result.replayed_from,
            "status": result.status,
            "error_kind": result.error.kind if result.error else None,
            "truncated": result.truncated,
            "artifact": result.artifact,
            "duration_ms": round(result.duration_ms, 3),
        }
        if self.include_arguments and digest is not None:
            record["arguments"] = redacted
        return record

    def write(self, result: ToolResult, tool: Tool | None, arguments: Any) -> None:
        """Append the record of one call and flush.

        Raises:
            OSError: the line cannot be written (the device is full, the pipe's reader is
                gone …).
            ValueError: the stream is closed.
        """
        line = json.dumps(self.entry(result, tool, arguments), ensure_ascii=False, default=str)
        line = printable_json(line)  # no raw bidi override or line separator in the file
        with self._lock:
            self._stream.write(line + "\n")
            self._stream.flush()

    def record(self, result: ToolResult, tool: Tool | None, arguments: Any) -> ToolResult:
        """:meth:`write` the line of ``result`` and return ``result``; when the line cannot
        be written, ``result`` with ``audit_error`` saying so (the call's outcome is
        unchanged: a call that ran is not turned into an error by its log) and one warning
        line on the ``tooldeck.runtime`` logger (stderr unless configured), no traceback.

        Never raises for a failed write (any exception of :meth:`write`)."""
        try:
            self.write(result, tool, arguments)
        except Exception as exc:
            why = f"{type(exc).__name__}: {exc}"
            _LOG.warning(
                "tooldeck: the audit line of call %s (%s) could not be written to %s: %s; "
                "its result was sent with audit_error saying so",
                result.call_id,
                result.tool,
                self.name,
                why,
            )
            note = (
                f"the audit line of this call could not be written to {self.name} ({why}); "
                "the call went as this result says"
            )
            return dataclasses.replace(result, audit_error=note)
        return result

    def close(self) -> None:
        """Close the file if this log opened it. Lines still buffered after writes that
        failed (:meth:`record`) are flushed once more; when that fails too, one warning
        line says so on the ``tooldeck.runtime`` logger (never raises for it)."""
        if not self._owned:
            return
        try:
            self._stream.close()
        except (OSError, ValueError) as exc:
            _LOG.warning(
                "tooldeck: the audit log %s could not be flushed on close (%s: %s); the "
                "lines it could not write before are lost",
                self.name,
                type(exc).__name__,
                exc,
            )
