"""Building a call's :class:`~tooldeck.runtime.envelope.ToolResult` (was part of
``runtime.py``).

:func:`result` makes every result of the runtime: exception text and summaries are
bounded (:data:`MESSAGE_LIMIT`) and lone UTF-16 surrogates in them are escaped and said
so. :func:`answer` turns what a handler returned into the envelope: a
:class:`~tooldeck.runtime.envelope.ToolOutput` is unwrapped, the value converted to JSON
with a note per conversion, follow-up calls checked against the deck, the output schema
checked, empty told apart from success, long output truncated to an artifact. A value
that fails one of these steps becomes an ``output_mismatch`` error (:func:`mismatch`).
The results of calls that did not run to an answer are built here too: stopped by a
policy check (:func:`stopped`), interrupted by the caller (:func:`interrupted`), given up
at the timeout or ``runtime.cancel`` (:func:`gave_up`, :func:`aborted_hint`).
"""

from __future__ import annotations

import asyncio
import dataclasses
import json
import math
import time
from collections.abc import Callable, Container
from typing import Any

from pydantic import TypeAdapter

from tooldeck.runtime._tojson import (
    NotJSON,
    as_declared,
    converted_sentence,
    has_surrogate,
    jsonable,
    surrogate_message,
)
from tooldeck.runtime._workers import Drained
from tooldeck.runtime.calls import ToolCall
from tooldeck.runtime.envelope import (
    ENVELOPE_KEYS,
    HINTS,
    Decision,
    ErrorInfo,
    NextCall,
    ToolOutput,
    ToolResult,
    default_summary,
)
from tooldeck.runtime.files import FILE_KEY, file_items
from tooldeck.runtime.policy import CheckResult
from tooldeck.runtime.policy.approval import approval_effect
from tooldeck.runtime.truncate import ArtifactError, Truncation, Truncator, read_artifact
from tooldeck.runtime.validate import SchemaValidator
from tooldeck.tool import Tool
from tooldeck.tool.declare import RESULT_KEY, FunctionTool

__all__ = [
    "MESSAGE_LIMIT",
    "aborted_hint",
    "answer",
    "cap",
    "failed",
    "gave_up",
    "interrupted",
    "mismatch",
    "output_text",
    "result",
    "shorten",
    "stopped",
]

MESSAGE_LIMIT = 4_000
"""Most characters of an error message, error hint or handler summary in a result; longer
text is cut and ends with ``… (N characters cut)``. Error text is not truncated to an
artifact, so a 200,000-character exception message cannot flood the model's context."""


def cap(text: str, limit: int = MESSAGE_LIMIT) -> str:
    """``text`` cut to ``limit`` characters, with an explicit marker when cut."""
    if len(text) <= limit:
        return text
    return f"{text[:limit]}… ({len(text) - limit} characters cut)"


def _escape_surrogates(text: str) -> str:
    """``text`` with each lone UTF-16 surrogate written as ``\\udXXX`` text, said so."""
    if not has_surrogate(text):
        return text
    escaped = text.encode("utf-8", "backslashreplace").decode("utf-8")
    return (
        f"{escaped} (lone UTF-16 surrogates, which UTF-8 cannot encode, are written as \\u escapes)"
    )


def aborted_hint(tool: Tool) -> str:
    """The hint of an ``aborted`` call of ``tool``: retry only when repeating is harmless.

    A destructive tool is named so as its hints say it, in the approval question's words
    (:func:`tooldeck.runtime.policy.approval.approval_effect`): ``is destructive
    (destructiveHint: true)`` where stated, ``may be destructive (no hints stated)`` (or
    ``destructiveHint not stated``) where it is MCP's default (trial44 #9: a tool stating
    no hints was called "destructive" after the question said "may be")."""
    ann = tool.annotations
    if ann.read_only or (ann.idempotent and not ann.destructive):
        return "retry once with a narrower request, or give up and tell the user"
    if ann.destructive_hint is True:
        why = "is destructive (destructiveHint: true)"
    elif ann.destructive:
        stated = (ann.read_only_hint, ann.idempotent_hint, ann.open_world_hint)
        unstated = "destructiveHint not stated" if any(h is not None for h in stated) else ""
        why = f"may be destructive ({unstated or 'no hints stated'})"
    else:
        why = "is not idempotent"
    return (
        f"do not call it again: {tool.name} {why} and may have taken effect; check its "
        "effect with a read-only tool or tell the user"
    )


def result(
    call: ToolCall, tool: Tool | None, status: Any, summary: str, started: float, **fields: Any
) -> ToolResult:
    """The result of ``call`` (``tool``: its declaration, None when unknown); error text
    and summary bounded and free of lone surrogates, duration measured from ``started``."""
    error = fields.get("error")
    if isinstance(error, ErrorInfo):  # exception text: no lone surrogates, bounded
        message = cap(_escape_surrogates(error.message))
        if summary == error.message:
            summary = message
        fields["error"] = dataclasses.replace(
            error, message=message, hint=cap(_escape_surrogates(error.hint))
        )
    summary = cap(_escape_surrogates(summary), MESSAGE_LIMIT + 2_000)
    return ToolResult(
        call_id=call.call_id,
        tool=call.name,
        status=status,
        summary=summary,
        duration_ms=(time.perf_counter() - started) * 1000.0,
        output_declared=tool is not None and tool.output_schema is not None,
        **fields,
    )


def failed(
    call: ToolCall, tool: Tool | None, error: ErrorInfo, started: float, **fields: Any
) -> ToolResult:
    """An ``error`` result whose summary is the error's message."""
    return result(call, tool, "error", error.message, started, error=error, **fields)


class _Mismatch(Exception):
    """A handler's value that cannot be answered as returned (see :func:`mismatch`)."""

    def __init__(
        self, message: str, value: Any = None, converted: tuple[dict[str, Any], ...] = ()
    ) -> None:
        super().__init__(message)
        self.message = message
        self.value = value
        self.converted = converted


def answer(
    call: ToolCall,
    tool: Tool,
    handler: Callable[..., Any],
    value: Any,
    started: float,
    decisions: list[Decision],
    *,
    deck: Container[str],
    validator: SchemaValidator,
    truncator: Truncator,
) -> ToolResult:
    """The envelope of what ``handler`` returned for ``call``.

    Args:
        deck: the known tool names (follow-up calls must name one).
        validator: the compiled validator of ``tool`` (its output schema).
        truncator: the output limit and artifact store.
    """
    try:
        returned = value
        value, summary, artifact, follow, (chosen, fields) = _unwrap(tool, value)
        if isinstance(value, bytes | bytearray):
            if artifact is not None:
                raise _Mismatch(
                    f"{tool.name} returned a file (bytes) and an artifact path {artifact!r}; "
                    "return one of them: the runtime stores the file as its artifact"
                )
            unknown = [n.tool for n in follow if n.tool not in deck]
            if unknown:
                raise _Mismatch(
                    f"{tool.name} suggested follow-up calls of unknown tools: {', '.join(unknown)}"
                )
            return _file(
                call,
                tool,
                value,
                summary,
                follow,
                chosen,
                fields,
                started,
                decisions,
                truncator,
            )
        declared = (
            handler.return_adapter
            if isinstance(handler, FunctionTool)
            and value is returned
            and not isinstance(value, Drained)
            else None
        )
        value, converted = _to_json(tool, value, declared)
        unknown = [n.tool for n in follow if n.tool not in deck]
        if unknown:
            raise _Mismatch(
                f"{tool.name} suggested follow-up calls of unknown tools: {', '.join(unknown)}",
                value,
                converted,
            )
        structured = _structured(tool, handler, value, validator, converted)
    except _Mismatch as exc:
        return mismatch(
            call,
            tool,
            started,
            decisions,
            exc.message,
            truncator=truncator,
            value=exc.value,
            converted=exc.converted,
        )
    status = chosen or ("empty" if _empty(value) else "success")
    if summary is None:
        summary = default_summary(status, value)
    if converted:
        summary += " " + converted_sentence(converted)
    try:
        cut = _cut(value, truncator)
    except ArtifactError as exc:
        error = ErrorInfo("environment", str(exc), HINTS["environment"])
        return failed(call, tool, error, started, decisions=tuple(decisions))
    if cut is not None:
        return result(
            call,
            tool,
            status,
            f"{summary} {_cut_sentence(cut, tool)}",
            started,
            **_truncated(cut),
            next=follow,
            decisions=tuple(decisions),
            converted=converted,
            fields=fields,
        )
    return result(
        call,
        tool,
        status,
        summary,
        started,
        fields=fields,
        items=value,
        artifact=artifact,
        next=follow,
        decisions=tuple(decisions),
        structured=structured if isinstance(structured, dict) else None,
        converted=converted,
    )


def _file(
    call: ToolCall,
    tool: Tool,
    value: bytes | bytearray,
    summary: str | None,
    follow: tuple[NextCall, ...],
    chosen: str | None,
    fields: dict[str, Any],
    started: float,
    decisions: list[Decision],
    truncator: Truncator,
) -> ToolResult:
    """The result of a tool that returned a file (``bytes``, :mod:`tooldeck.runtime.files`):
    the bytes stored as an artifact (``<sha256>.bin``, the envelope's ``artifact``),
    ``items`` naming it (``{"file": {"mime_type", "bytes", "sha256", "mime_from"}}``), and
    the conversion noted (``converted``: bytes → file); the bytes are never put in the
    envelope's text. An empty file is ``empty``."""
    data = bytes(value)
    try:
        path = truncator.store.put_bytes(data)
    except ArtifactError as exc:
        error = ErrorInfo("environment", str(exc), HINTS["environment"])
        return failed(call, tool, error, started, decisions=tuple(decisions))
    items = file_items(data)
    about = items[FILE_KEY]
    converted = (
        {
            "pointer": "",
            "from": type(value).__name__,
            "to": f"a file ({about['mime_type']}, sniffed), stored as the artifact",
        },
    )
    if summary is None:
        summary = (
            f"{tool.name} returned a file: {about['mime_type']} (sniffed from its first "
            f"bytes), {len(data):,} bytes; items.file names it and the artifact holds it."
        )
    summary += " " + converted_sentence(converted)
    return result(
        call,
        tool,
        chosen or ("empty" if not data else "success"),
        summary,
        started,
        fields=fields,
        items=items,
        artifact=path,
        next=follow,
        decisions=tuple(decisions),
        converted=converted,
    )


_Own = tuple[str | None, dict[str, Any]]


def _unwrap(
    tool: Tool, value: Any
) -> tuple[Any, str | None, str | None, tuple[NextCall, ...], _Own]:
    """(items, summary, artifact, follow-up calls, (status, envelope fields)) of a returned
    value; a plain value has none of its own."""
    if not isinstance(value, ToolOutput):
        return value, None, None, (), (None, {})
    summary, artifact, follow = value.summary, value.artifact, tuple(value.next)
    if value.status not in (None, "empty"):
        raise _Mismatch(f"{tool.name} returned the status {value.status!r}; only 'empty' is one")
    fields = dict(value.fields)
    for key, member in fields.items():
        scalar = (
            member is None
            or isinstance(member, bool | int | str)
            or (isinstance(member, float) and math.isfinite(member))
        )
        if (
            not isinstance(key, str)
            or key in ENVELOPE_KEYS
            or not scalar
            or (isinstance(member, str) and has_surrogate(member))
        ):
            raise _Mismatch(
                f"{tool.name} returned the envelope field {key!r}: {member!r}; a field is a "
                "JSON scalar under a name the envelope does not use"
            )
    for text, what in ((summary, "summary"), (artifact, "artifact path")):
        if isinstance(text, str) and has_surrogate(text):
            raise _Mismatch(
                f"{tool.name} returned a {what} with "
                + surrogate_message(text)
                + "; nothing of it is shown"
            )
    if summary is not None:
        summary = cap(summary)
    return value.items, summary, artifact, follow, (value.status, fields)


def _to_json(
    tool: Tool, value: Any, declared: TypeAdapter[Any] | None = None
) -> tuple[Any, tuple[dict[str, Any], ...]]:
    """The value as plain JSON and a note per conversion (a drained generator, a
    ``Decimal`` …); with ``declared`` (the adapter of a ``@tool`` function's return type),
    without the fields that type does not have, each noted (:func:`as_declared`)."""
    notes: list[dict[str, Any]] = []
    if isinstance(value, Drained):
        notes.append({"pointer": "", "from": "generator", "to": "array"})
        value = list(value)
    if type(value) is str and has_surrogate(value):
        raise _Mismatch(f"{tool.name} returned {surrogate_message(value)}; nothing of it is shown")
    if type(value) not in (str, bool, type(None)):
        try:
            dumped = jsonable(value, [], notes)
        except NotJSON as exc:
            raise _Mismatch(
                f"{tool.name} returned a value that is not JSON: at "
                f"{exc.pointer or '/'}, {exc.message}; nothing of it is shown"
            ) from None
        value = dumped if declared is None else as_declared(declared, value, dumped, notes)
    return value, tuple(notes)


def _structured(
    tool: Tool,
    handler: Callable[..., Any],
    value: Any,
    validator: SchemaValidator,
    converted: tuple[dict[str, Any], ...],
) -> Any:
    """The tool's own structured value (checked against its output schema), or None when
    it declares none or returned nothing that the schema accepts (None is an empty result,
    not a mismatch; it is the structured value only where the schema allows it, such as
    ``{"result": null}`` for a function declared ``-> X | None``)."""
    if tool.output_schema is None:
        returns = handler.return_schema if isinstance(handler, FunctionTool) else None
        if returns is not None and value is not None:
            _check_scalar(tool, handler, returns, value, validator, converted)
        return None
    wrapped = (isinstance(handler, FunctionTool) and handler.output_wrapped) or (
        not isinstance(value, dict) and tool.output_schema.get("required") == [RESULT_KEY]
    )
    structured = {RESULT_KEY: value} if wrapped else value
    problems = validator.output_violations(structured)
    if value is None:  # empty: kept when the schema accepts it, never a mismatch
        return None if problems else structured
    if problems:
        listed = "; ".join(f"{p.pointer or '/'}: {p.message}" for p in problems[:5])
        raise _Mismatch(
            f"{tool.name} returned a result that does not match its declared output "
            f"schema: {listed}",
            value,
            converted,
        )
    return structured


def _check_scalar(
    tool: Tool,
    handler: Callable[..., Any],
    schema: Any,
    value: Any,
    validator: SchemaValidator,
    converted: tuple[dict[str, Any], ...],
) -> None:
    """Check a ``@tool`` function's value against its scalar return annotation's schema
    (checked, not advertised: :attr:`~tooldeck.tool.declare.FunctionTool.return_schema`);
    a value that breaks it is an ``output_mismatch``, never converted (``"12"`` for
    ``-> int`` is not made 12; any value for ``-> None``; JSON Schema's reading: ``2`` is
    a ``number``, ``True`` is not an ``integer``, ``5.0`` is one)."""
    problems = validator.return_violations(schema, value)
    if problems and schema == {"type": "null"}:
        raise _Mismatch(
            f"{tool.name} returned a value ({type(value).__name__}) but its function is "
            "declared `-> None`, to return nothing",
            value,
            converted,
        )
    if problems:
        declared = getattr(getattr(handler, "_returns", None), "__name__", None)
        what = f" ({declared})" if declared else ""
        listed = "; ".join(f"{p.pointer or '/'}: {p.message}" for p in problems[:5])
        raise _Mismatch(
            f"{tool.name} returned a value that does not match its declared return "
            f"type{what}: {listed}",
            value,
            converted,
        )


def mismatch(
    call: ToolCall,
    tool: Tool,
    started: float,
    decisions: list[Decision],
    message: str,
    *,
    truncator: Truncator,
    value: Any,
    converted: tuple[dict[str, Any], ...] = (),
) -> ToolResult:
    """An ``output_mismatch`` error; ``value`` (what can be shown of the output) is
    truncated like a success's items."""
    message = cap(message)
    error = ErrorInfo("output_mismatch", message, HINTS["output_mismatch"])
    summary = message if message.endswith(".") else message + "."
    if converted:
        summary += " " + converted_sentence(converted)
    try:
        cut = _cut(value, truncator)
    except ArtifactError as exc:
        cut = None
        value = None
        summary += f" The value is not shown: {exc}."
    if cut is not None:
        return result(
            call,
            tool,
            "error",
            f"{summary} {_cut_sentence(cut, tool)}",
            started,
            error=error,
            **_truncated(cut),
            decisions=tuple(decisions),
            converted=converted,
        )
    return result(
        call,
        tool,
        "error",
        summary,
        started,
        error=error,
        items=value,
        decisions=tuple(decisions),
        converted=converted,
    )


def _empty(value: Any) -> bool:
    return value is None or (isinstance(value, list | dict | str) and len(value) == 0)


def _text(value: Any) -> str | None:
    """The text a JSON value is truncated as: a string as is, a number, boolean or None
    not at all, anything else as compact JSON (UTF-8 characters kept)."""
    if isinstance(value, str):
        return value
    if value is None or isinstance(value, int | float | bool):
        return None
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def output_text(result: ToolResult) -> str | None:
    """The whole output of ``result`` as the runtime truncates it, or None when it has none
    that can be cut: a truncated result's artifact read back; else its ``items`` as text
    (a string as is, other JSON compact; numbers and booleans are not cut).

    Raises:
        ArtifactError: a truncated result's artifact cannot be read.
    """
    if result.truncated and result.artifact is not None:
        return read_artifact(result.artifact)
    return _text(result.items)


def shorten(
    result: ToolResult,
    tool: Tool,
    text: str,
    keep: int,
    truncator: Truncator,
    *,
    artifact: str | None = None,
) -> ToolResult:
    """``result`` truncated to the first ``keep`` characters of its output ``text`` (from
    :func:`output_text`): the whole text spilled to the truncator's store, ``items`` and the
    structured value dropped, the summary's truncation sentence (re)written for the new
    preview. Used by a caller that must bound more than the output, such as the whole MCP
    result ``tooldeck serve`` sends (see :mod:`tooldeck.serve.fit`). ``artifact``: where
    ``text`` is already stored (see :meth:`Truncator.spill`).

    Raises:
        ArtifactError: the artifact cannot be written.
    """
    summary = result.summary
    if result.truncated and result.preview is not None and result.read_more is not None:
        earlier = Truncation(
            preview=result.preview,
            artifact=str(result.artifact),
            limit=dict(result.limit or {}),
            read_more=dict(result.read_more),
            total=int(result.read_more.get("total", len(text))),
        )
        sentence = " " + _cut_sentence(earlier, tool)
        # wherever it stands: a caller may have added a sentence after it (the gateway's
        # "the artifact holds the upstream's whole result …"), and a summary giving two
        # cut points sent a model reading on from the wrong offset (retry31 R3)
        at = summary.rfind(sentence)
        if at >= 0:
            summary = summary[:at] + summary[at + len(sentence) :]
    cut = truncator.spill(text, keep, artifact=artifact)
    return dataclasses.replace(
        result,
        summary=cap(f"{summary} {_cut_sentence(cut, tool)}", MESSAGE_LIMIT + 2_000),
        items=None,
        structured=None,
        **_truncated(cut),
    )


def unstored(result: ToolResult, exc: ArtifactError) -> ToolResult:
    """``result`` as an ``environment`` error because its output could not be written to
    the artifact store (``exc``'s message as summary and message): its output fields
    (items, structured value, preview, truncation, approval) dropped, so nothing is sent
    that the store should have held. What ``tooldeck serve`` and the gateway send when a
    cut they make cannot be spilled."""
    return dataclasses.replace(
        result,
        status="error",
        summary=str(exc),
        error=ErrorInfo("environment", str(exc), HINTS["environment"]),
        items=None,
        structured=None,
        preview=None,
        truncated=False,
        limit=None,
        read_more=None,
        approval=None,
    )


def _cut(value: Any, truncator: Truncator) -> Truncation | None:
    """The truncation of ``value`` (a JSON value) when it is over the limit, else None.

    Raises:
        ArtifactError: the artifact cannot be written.
    """
    text = _text(value)
    if text is None or (len(text) <= truncator.limit and truncator.unit == "characters"):
        return None
    return truncator.apply(text)


def _truncated(cut: Truncation) -> dict[str, Any]:
    """The result fields of a truncated output."""
    return {
        "artifact": cut.artifact,
        "truncated": True,
        "preview": cut.preview,
        "limit": cut.limit,
        "read_more": cut.read_more,
    }


def _cut_sentence(cut: Truncation, tool: Tool) -> str:
    sentence = (
        f"Output truncated: the first {len(cut.preview)} of {cut.total} characters are "
        f"shown (limit {cut.limit['value']} {cut.limit['unit']}); the full output is in "
        f"{cut.artifact}; read on from offset {cut.read_more['offset']}."
    )
    if tool.output_schema is not None:
        sentence += (
            " The declared structured value is not sent (a preview does not match the "
            "output schema): MCP clients get this envelope as structuredContent, flagged "
            "isError."
        )
    return sentence


def gave_up(
    tool: Tool,
    stopped_by: str,
    timeout: float | None,
    stopped: bool,
    threaded: bool,
    *,
    waited_s: float = 0.0,
) -> str:
    """The message of a call the runtime stopped waiting for (``stopped_by``: ``timeout``
    or ``cancel``); ``stopped``: the handler ended by the cancellation; ``threaded``: it
    runs in a thread, which cannot be stopped; ``waited_s``: seconds the call's clock
    stood still while it waited for a person (:mod:`tooldeck.runtime.clock`), not counted
    against the timeout and said when > 0. For a read-only tool (``readOnlyHint: true``
    without ``destructiveHint: true``) the message says the call changed nothing instead
    of that it may have taken effect."""
    if stopped_by == "timeout":
        message = f"{tool.name} did not finish within {timeout:g} s"
        if waited_s > 0:
            message += f" of its own time (not counting {waited_s:.1f} s it waited for a person)"
    else:
        message = f"{tool.name} was cancelled (runtime.cancel)"
    # a read-only tool changes nothing, stopped or not (trial32a #12: a timed-out read was
    # said to "have taken effect", while a crash of the same tool "changed nothing"); a
    # destructiveHint: true beside readOnlyHint: true is not taken as read-only here, as
    # the gateway does not take it
    ann = tool.annotations
    if ann.read_only_hint is True and ann.destructive_hint is not True:
        read = f"{tool.name} is read-only (readOnlyHint: true), so the call changed nothing"
        if stopped:
            return f"{message} and stopped; {read}"
        return f"{message}; it may still be running (the runtime stopped waiting); {read}"
    if stopped:
        return message + " and stopped; it may have taken effect before that"
    if threaded:
        return message + (
            "; it may still be running (the runtime stopped waiting, but the handler "
            "runs in a thread that cannot be stopped), and its effects may still happen"
        )
    return message + (
        "; it may still be running (the runtime stopped waiting; the handler did "
        "not stop when cancelled), and its effects may still happen; its result "
        "will not be used"
    )


def interrupted(
    call: ToolCall,
    tool: Tool | None,
    started: float,
    exc: BaseException,
    entered: bool,
    decisions: list[Decision],
) -> ToolResult:
    """The ``aborted`` result of a call its caller cancelled (or Ctrl-C stopped);
    ``entered``: the handler's own code had started."""
    why = (
        "cancelled by its caller"
        if isinstance(exc, asyncio.CancelledError)
        else ("interrupted (KeyboardInterrupt)")
    )
    if entered:
        message = (
            f"{call.name} was {why} before it finished; it may still be running and its "
            "effects may still happen"
        )
    else:
        message = f"the call was {why} before {call.name} ran; nothing was run"
    hint = HINTS["aborted"] if tool is None else aborted_hint(tool)
    error = ErrorInfo("aborted", message, hint)
    return failed(call, tool, error, started, decisions=tuple(decisions), ran=entered)


def stopped(
    call: ToolCall,
    tool: Tool,
    started: float,
    stop: CheckResult,
    decisions: list[Decision],
    normalized: tuple[dict[str, Any], ...],
) -> ToolResult:
    """The result of a call a policy check stopped: a replay of an earlier result,
    ``needs_approval`` or ``refused``."""
    if stop.replay is not None:
        earlier = stop.replay
        return dataclasses.replace(
            earlier,
            summary=cap(
                f"Replay of call {earlier.call_id}: {tool.name} did not run again; this "
                f"is that call's result. {earlier.summary}",
                MESSAGE_LIMIT + 2_000,
            ),
            call_id=call.call_id,
            decisions=tuple(decisions),
            replayed_from=earlier.call_id,
            ran=False,
            duration_ms=(time.perf_counter() - started) * 1000.0,
        )
    if stop.decision.verdict == "needs_approval":
        effect = approval_effect(tool)
        said = effect or "needs approval"  # "may perform destructive updates (…)"
        summary = f"{tool.name} {said} and waits for the user's approval."
        return result(
            call,
            tool,
            "needs_approval",
            summary,
            started,
            decisions=tuple(decisions),
            approval=stop.approval,
            normalized=normalized,
        )
    assert stop.error is not None
    return result(
        call,
        tool,
        "refused",
        stop.error.message,
        started,
        error=stop.error,
        decisions=tuple(decisions),
        normalized=normalized,
    )
