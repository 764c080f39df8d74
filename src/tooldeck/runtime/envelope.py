"""Results out: the result envelope and its three wire renderings.

The envelope: ``status`` decides the model's next step, ``summary``
is the one or two sentences it reads by default, ``items`` the structured data,
``artifact`` where the full output lies, ``truncated`` whether it saw everything. Failures
carry ``error {kind, message, hint, retry_after}`` with one of the four failure classes of
:mod:`tooldeck.runtime.execute` (plus ``policy``, ``output_mismatch`` and ``unknown_tool``,
see :data:`ERROR_KINDS`), so the model knows whether to retry, change the arguments, report the
environment or stop. Optional ``next`` lists follow-up calls with prefilled arguments (like
the ``_links`` of HAL, the JSON Hypertext Application Language draft).

Renderings: an OpenAI ``tool`` message, an Anthropic ``tool_result`` block (``is_error``)
and an MCP ``CallToolResult`` (``structuredContent`` + text content + ``isError``,
specification 2025-06-18 "Structured content").
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from tooldeck.errors import TOOL_ERROR_KINDS

__all__ = [
    "ENVELOPE_KEYS",
    "ERROR_KINDS",
    "HINTS",
    "STATUSES",
    "Decision",
    "ErrorInfo",
    "NextCall",
    "ToolOutput",
    "ToolResult",
    "Violation",
]

ENVELOPE_KEYS: frozenset[str] = frozenset(
    {
        "status", "summary", "items", "preview", "artifact", "truncated", "limit",
        "read_more", "error", "next", "normalized", "converted", "approval",
        "replayed_from", "audit_error",
    }
)  # fmt: skip
"""The envelope's own members (:meth:`ToolResult.envelope`); a handler's
:attr:`ToolOutput.fields` may not use them."""

Status = Literal["success", "empty", "error", "refused", "needs_approval"]
STATUSES: tuple[str, ...] = ("success", "empty", "error", "refused", "needs_approval")
"""``success``: ran and returned data; ``empty``: ran and found nothing (not a failure);
``error``: did not produce a result (see ``error.kind``); ``refused``: stopped by
validation-time policy before running; ``needs_approval``: a destructive call waits for a
person's approval."""

ErrorKind = Literal[
    "retryable",
    "invalid_arguments",
    "environment",
    "aborted",
    "policy",
    "output_mismatch",
    "unknown_tool",
]
ERROR_KINDS: tuple[str, ...] = (*TOOL_ERROR_KINDS, "unknown_tool")
"""Every ``error.kind`` of a result: the failure classes a handler may raise
(:data:`tooldeck.errors.TOOL_ERROR_KINDS`) and ``unknown_tool``, which only the caller's side
reports (the called name is not a listed tool; nothing ran)."""

HINTS: Mapping[str, str] = {
    "retryable": "A temporary failure: retry the same call later, with backoff.",
    "invalid_arguments": "Retrying the same call will fail again: fix the arguments "
    "(the message says what is wrong) and call again.",
    "environment": "The environment is missing something (file, permission, dependency): "
    "try another path or report the problem to the user; retrying will not help.",
    "aborted": "The call did not finish (timeout or cancellation) and may have taken "
    "effect: retry once only a read-only or idempotent tool; otherwise check or tell the user.",
    "policy": "A rule of this host refused the call: do not retry it; tell the user what "
    "you wanted to do and why.",
    "output_mismatch": "The tool's result broke its declared output schema or has no "
    "faithful JSON form (see the message): do not rely on its fields; report the problem.",
    "unknown_tool": "No tool has this name and nothing ran: call one of the listed tools "
    "by its exact name (names are case-sensitive).",
}
"""Default recovery hint of each error kind (failure classes: :mod:`tooldeck.runtime.execute`)."""


@dataclass(frozen=True, slots=True)
class Violation:
    """One schema violation: where (JSON pointer into the arguments), what, and the fix."""

    pointer: str
    message: str
    keyword: str
    hint: str

    def to_json(self) -> dict[str, str]:
        """``{"pointer", "keyword", "message", "hint"}``."""
        return {
            "pointer": self.pointer,
            "keyword": self.keyword,
            "message": self.message,
            "hint": self.hint,
        }


@dataclass(frozen=True, slots=True)
class ErrorInfo:
    """Why a call failed, in one of :data:`ERROR_KINDS`, with a recovery hint.

    Attributes:
        kind: the failure class.
        message: what went wrong (for the model and the log).
        hint: what to do next.
        retry_after: seconds to wait before retrying (``retryable`` only), or None.
        violations: every schema violation, for ``invalid_arguments`` from validation.
    """

    kind: ErrorKind
    message: str
    hint: str
    retry_after: float | None = None
    violations: tuple[Violation, ...] = ()

    def to_json(self) -> dict[str, Any]:
        """The ``error`` object of the envelope (absent fields left out)."""
        out: dict[str, Any] = {"kind": self.kind, "message": self.message, "hint": self.hint}
        if self.retry_after is not None:
            out["retry_after"] = self.retry_after
        if self.violations:
            out["violations"] = [v.to_json() for v in self.violations]
        return out


@dataclass(frozen=True, slots=True)
class NextCall:
    """A follow-up call the model may make, with arguments already filled in."""

    tool: str
    arguments: Mapping[str, Any]
    why: str = ""

    def to_json(self) -> dict[str, Any]:
        """``{"tool", "arguments", "why"?}``."""
        out: dict[str, Any] = {"tool": self.tool, "arguments": dict(self.arguments)}
        if self.why:
            out["why"] = self.why
        return out


@dataclass(frozen=True, slots=True)
class ToolOutput:
    """What a handler may return to shape its envelope instead of a bare value.

    Attributes:
        items: the structured result (list of records, or any JSON value).
        summary: one or two sentences for the model; default: counted from ``items``.
        artifact: path of a raw product the tool wrote itself, or None.
        next: follow-up calls (each tool must exist in the deck).
        status: ``empty`` when the tool found nothing although ``items`` holds something
            (``search_tools``' weak matches of a "nothing fits" answer); None: ``empty``
            for an empty value, else ``success``.
        fields: members added to the envelope after ``summary`` (``search_tools``:
            ``{"no_match": true}``), each a JSON scalar under a name the envelope does
            not use itself (:data:`ENVELOPE_KEYS`); anything else is an
            ``output_mismatch``. Never truncated (only ``items`` is).
    """

    items: Any = None
    summary: str | None = None
    artifact: str | None = None
    next: Sequence[NextCall] = ()
    status: Literal["empty"] | None = None
    fields: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Decision:
    """One recorded decision of a layer (validation, policy, review) on a call.

    Attributes:
        check: the check's name (``path``, ``shell``, ``duplicate``, ``approval``, …).
        verdict: ``allow``, ``refuse``, ``needs_approval`` or ``replay`` (answered from
            an earlier result).
        reason: why, in words (empty for plain allows).
        layer: 1 validation, 2 policy, 3 independent review.
    """

    check: str
    verdict: Literal["allow", "refuse", "needs_approval", "replay"]
    reason: str = ""
    layer: int = 2

    def to_json(self) -> dict[str, Any]:
        """``{"layer", "check", "verdict", "reason"?}``."""
        out: dict[str, Any] = {"layer": self.layer, "check": self.check, "verdict": self.verdict}
        if self.reason:
            out["reason"] = self.reason
        return out


@dataclass(frozen=True, slots=True)
class ToolResult:
    """The result of one call: the envelope plus what the host needs around it.

    Attributes:
        call_id: the call's id (results are paired by it).
        tool: the tool name as called.
        status: see :data:`STATUSES`.
        summary: one or two sentences for the model.
        items: structured data (the handler's JSON value), None when truncated or failed.
        artifact: path of the spilled full output or of the tool's own product, or None.
        truncated: True when the model sees only ``preview``.
        preview: the first part of the output text when truncated, else None.
        limit: the limit that truncated the output (``{"value", "unit"}``), only when
            truncation happened.
        read_more: how to read on (``{"artifact", "offset", "limit", "unit"}``) when
            truncated.
        error: why it failed, or None.
        next: follow-up calls.
        decisions: every validation/policy/review decision, in order.
        normalized: changes made by an opted-in normalisation (``pointer``, ``rule``,
            ``from``, ``to``); empty unless the runtime was configured with one.
        converted: each conversion of a handler's non-JSON value into JSON (``pointer``,
            ``from`` (the Python type), ``to`` (the JSON type)), such as a ``Decimal`` sent
            as a string or a ``set`` as an array; empty when the value was plain JSON.
        approval: what to show the user, when ``status`` is ``needs_approval``.
        replayed_from: call id of the earlier call whose result this is, or None.
        structured: the tool's own structured value sent as MCP ``structuredContent``
            (only for tools with an output schema, untruncated successes), or None.
        output_declared: the tool declares an output schema; then MCP
            ``structuredContent`` is only ever ``structured`` (left out otherwise).
        ran: True when the handler was called (whatever it returned or raised, and also
            when it timed out and may still be running).
        duration_ms: wall time of the whole call in milliseconds.
        audit_error: why the call's audit line could not be written (the log's device
            full, the stream closed …), or None; the result is still the call's own, and
            the envelope says so under ``audit_error``
            (:meth:`~tooldeck.runtime.audit.AuditLog.record`).
        fields: the handler's own envelope members (:attr:`ToolOutput.fields`), placed
            after ``summary``.
    """

    call_id: str
    tool: str
    status: Status
    summary: str
    items: Any = None
    artifact: str | None = None
    truncated: bool = False
    preview: str | None = None
    limit: Mapping[str, Any] | None = None
    read_more: Mapping[str, Any] | None = None
    error: ErrorInfo | None = None
    next: tuple[NextCall, ...] = ()
    decisions: tuple[Decision, ...] = ()
    normalized: tuple[Mapping[str, Any], ...] = ()
    converted: tuple[Mapping[str, Any], ...] = ()
    approval: Mapping[str, Any] | None = None
    replayed_from: str | None = None
    structured: Mapping[str, Any] | None = field(default=None, repr=False)
    output_declared: bool = field(default=False, repr=False)
    ran: bool = False
    duration_ms: float = 0.0
    audit_error: str | None = None
    fields: Mapping[str, Any] = field(default_factory=dict)

    @property
    def is_error(self) -> bool:
        """True unless the status is ``success`` or ``empty``."""
        return self.status not in ("success", "empty")

    def envelope(self) -> dict[str, Any]:
        """The JSON object the model reads (envelope fields; absent ones left out).

        ``status``, ``summary`` and ``truncated`` are always present; ``limit`` and
        ``read_more`` only when truncated.
        """
        out: dict[str, Any] = {"status": self.status, "summary": self.summary}
        out.update(self.fields)
        if self.items is not None:
            out["items"] = self.items
        if self.preview is not None:
            out["preview"] = self.preview
        if self.artifact is not None:
            out["artifact"] = self.artifact
        out["truncated"] = self.truncated
        if self.truncated:
            out["limit"] = dict(self.limit or {})
            out["read_more"] = dict(self.read_more or {})
        if self.error is not None:
            out["error"] = self.error.to_json()
        if self.next:
            out["next"] = [n.to_json() for n in self.next]
        if self.normalized:
            out["normalized"] = [dict(n) for n in self.normalized]
        if self.converted:
            out["converted"] = [dict(c) for c in self.converted]
        if self.approval is not None:
            out["approval"] = dict(self.approval)
        if self.replayed_from is not None:
            out["replayed_from"] = self.replayed_from
        if self.audit_error is not None:
            out["audit_error"] = self.audit_error
        return out

    def text(self) -> str:
        """The envelope as compact JSON text (UTF-8 characters kept, not escaped)."""
        return _compact(self.envelope())

    def to_openai(self) -> dict[str, Any]:
        """An OpenAI Chat Completions ``tool`` message answering this call."""
        return {"role": "tool", "tool_call_id": self.call_id, "content": self.text()}

    def to_anthropic(self) -> dict[str, Any]:
        """An Anthropic ``tool_result`` content block (``is_error`` set on failures)."""
        block: dict[str, Any] = {
            "type": "tool_result",
            "tool_use_id": self.call_id,
            "content": self.text(),
        }
        if self.is_error:
            block["is_error"] = True
        return block

    def to_mcp(self) -> dict[str, Any]:
        """An MCP ``CallToolResult`` (camelCase keys) that every conforming client accepts.

        * ``structuredContent`` is the tool's own structured value when it has one that
          conforms to the declared ``outputSchema`` (an untruncated success).
        * Otherwise it is the envelope, so errors carry their class, hint and retry advice
          in structured form. For a tool that declares an ``outputSchema`` such a result
          (truncated, empty without a value, failed, refused) is sent with ``isError:
          true``: the envelope does not conform to the tool's schema, and the
          specification (2025-06-18 "Output Schema": servers MUST return conforming
          structured results) leaves validation out only for error results, as the
          official SDK client does. ``status`` in the envelope still says what happened
          (``success`` with ``truncated: true``, ``empty``).
        * The first text block is ``structuredContent`` serialized as JSON, the same
          value (2025-06-18 "Structured Content": a tool returning structured content
          SHOULD also return the serialized JSON in a text block). When that is the
          envelope, a truncated result's preview is sent once, in the text: the
          structured envelope leaves ``preview`` out.
        * When the structured content is the tool's own value and the envelope says
          more than that value — the handler's own summary, a conversion (``converted``),
          a normalisation, follow-up calls, an artifact, a replay, an audit line that
          could not be written (``audit_error``) — a second text block
          carries the envelope without ``items`` (the value is not sent a third time), so
          nothing the runtime changed or was told is silent. Otherwise the value is the
          whole answer and no second block is sent.
        """
        if self.structured is not None:
            structured: Mapping[str, Any] = self.structured
            content = [{"type": "text", "text": _compact(structured)}]
            notes = self.envelope()
            notes.pop("items", None)
            if notes["summary"] != default_summary(self.status, self.items) or set(notes) - {
                "status",
                "summary",
                "truncated",
            }:
                content.append({"type": "text", "text": _compact(notes)})
            return {"content": content, "structuredContent": structured, "isError": self.is_error}
        envelope = self.envelope()
        envelope.pop("preview", None)
        return {
            "content": [{"type": "text", "text": self.text()}],
            "structuredContent": envelope,
            "isError": self.is_error or self.output_declared,
        }


def _compact(value: Any) -> str:
    """Compact JSON text, UTF-8 characters kept (not escaped)."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


SHORT_TEXT = 80
"""The longest text (characters, one line) that :func:`default_summary` quotes whole: an
identifier, a status word or a short sentence, the length of a summary line; a longer text
is counted, so a summary never repeats a page the result carries anyway."""


def default_summary(status: str, items: Any) -> str:
    """The summary the runtime writes when the handler gives none: ``No results.`` for an
    empty result, else counted from ``items`` (list length, object fields, text length, or
    the scalar itself). A text of at most :data:`SHORT_TEXT` printable characters (one
    line; ``str.isprintable``) is quoted whole, as JSON writes it, and said to be the
    whole text (``Result: "T-3" (the whole text).``; trial42: ``create_ticket``
    returning ``T-3`` was summarised "3 characters of text.", which told the model
    nothing); ``items`` is not changed."""
    if status == "empty":
        return "No results."
    if isinstance(items, list):
        return f"{len(items)} item{'s' if len(items) != 1 else ''}."
    if isinstance(items, dict):
        keys = ", ".join(list(items)[:8]) + (", …" if len(items) > 8 else "")
        return f"One object with {len(items)} field{'s' if len(items) != 1 else ''}: {keys}."
    if isinstance(items, str):
        # printable only: no line break, control or invisible character to misread
        if len(items) <= SHORT_TEXT and items.isprintable():
            return f"Result: {json.dumps(items, ensure_ascii=False)} (the whole text)."
        return f"{len(items)} character{'s' if len(items) != 1 else ''} of text."
    return f"Result: {json.dumps(items)}."
