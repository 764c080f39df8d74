"""What the live MCP client sees on a server's stdout, checked (private to :mod:`mcp_client`).

Each raw stdout line is inspected before the ``mcp`` SDK parses it (NaN/Infinity, repeated
keys, lone surrogates, nesting depth: the checks a file gets), and the session's read stream
is watched (:class:`_WatchedStream`): lines that are not JSON-RPC are counted and quoted,
our own requests echoed back end the exchange, a refused line ends it at once. What was seen
is kept in a :class:`_Diagnosis` for the error message.
"""

from __future__ import annotations

import contextvars
import json
import math
import re
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Final, cast

from tooldeck.errors import ToolDeckError
from tooldeck.jsonvalue import MAX_DEPTH, find_non_json

if TYPE_CHECKING:
    from mcp.shared.message import SessionMessage

__all__ = [
    "MAX_JUNK_LINES",
    "MAX_NOTIFICATIONS",
    "REFUSED_ANSWER",
    "Diagnosis",
    "StoppedReading",
    "WatchedStream",
    "inspect_lines",
    "install_line_check",
    "quote",
    "sdk_error_line",
    "value_problem",
]

MAX_NOTIFICATIONS: Final = 1_000_000
"""Most server notifications (``notifications/message`` log lines, progress, …) drained in
one listing. Listing tools needs none of them, so they are read and dropped before the SDK
session sees them (the session spends a task on each: 100,000 log lines used to outlast
the 30 s timeout); past this many the exchange ends with an error naming the limit."""

MAX_JUNK_LINES: Final = 1000
"""Most stdout lines that are not JSON-RPC messages tolerated in one listing (a banner or a
few log lines pass; an endless stream of them ends the exchange at once)."""

# What a server writes goes through the value checks a file gets (``check_json_value``:
# NaN/Infinity, lone surrogates, nesting deeper than MAX_DEPTH) plus the duplicate-key
# check of the JSON parser. The SDK parses each stdout line with pydantic, which accepts
# NaN and keeps the last of repeated keys, so the raw line is inspected before the SDK
# sees it: the stdio transport's module-level ``_parse_line`` is wrapped (once, and active
# only inside load_from_server, via a context variable). If a later SDK drops that hook,
# the wrapper is not installed and only the checks on the parsed values remain
# (duplicate keys then go unseen); see docs/formats/README.md.
inspect_lines: contextvars.ContextVar[bool] = contextvars.ContextVar(
    "tooldeck_mcpinspect_lines", default=False
)


class StoppedReading(Exception):
    """The exchange was cancelled because the server sent a line tooldeck refuses."""


class _RefusedLine(ValueError):
    """A line from the server that tooldeck refuses; its text is the reason.
    ``answer_id``: the id of the request it answers, when it is an answer to a call
    (not a listing), else None."""

    def __init__(self, reason: str, answer_id: int | None = None) -> None:
        super().__init__(reason)
        self.answer_id = answer_id


REFUSED_ANSWER: Final = object()
"""The ``data`` of the JSON-RPC error a long-lived connection (the gateway's: a
:class:`Diagnosis` with ``answer_refusals``) gets in place of an answer tooldeck refused:
an object no server can send (it is never JSON), so the error is known to be tooldeck's
own, not the server's words."""


def _answer_id(line: str) -> int | None:
    """The id of the request ``line`` answers (a JSON-RPC response or error), or None: for
    a line Python's JSON reader cannot read, a notification, a request, a listing's answer
    (``result.tools``: refused listings end the connection, as they always have) and an
    id that is not an integer (the SDK's client numbers its requests 0, 1, 2 …, so a
    string id answers none of them: such a frame still ends the connection)."""
    try:
        value = json.loads(line)
    except (ValueError, RecursionError):
        return None
    if not isinstance(value, dict) or ("result" not in value and "error" not in value):
        return None
    result = value.get("result")
    if isinstance(result, dict) and "tools" in result:
        return None
    answered = value.get("id")
    return answered if type(answered) is int else None


class _Repeated:
    """Key under which the duplicate-marking JSON hook lists an object's repeated keys."""


def _marking_object(pairs: list[tuple[str, Any]]) -> dict[Any, Any]:
    out: dict[Any, Any] = {}
    repeated: list[str] = []
    for key, value in pairs:
        if key in out:
            repeated.append(key)
        out[key] = value
    if repeated:
        out[_Repeated] = repeated
    return out


def _first_repeat(value: Any) -> tuple[str, str] | None:
    """(JSON pointer, key) of the first object in ``value`` with a repeated key."""
    from tooldeck.jsonvalue import json_pointer

    stack: list[tuple[Any, tuple[str | int, ...]]] = [(value, ())]
    while stack:
        node, where = stack.pop()
        if isinstance(node, dict):
            if _Repeated in node:
                return json_pointer(where) or "/", node[_Repeated][0]
            stack.extend((v, (*where, k)) for k, v in node.items() if k is not _Repeated)
        elif isinstance(node, list):
            stack.extend((v, (*where, i)) for i, v in enumerate(node))
    return None


def value_problem(value: Any, what: str) -> str | None:
    from tooldeck.formats.sources import check_json_value

    try:
        found = _first_repeat(value)
    except RecursionError:  # pragma: no cover - json.loads recurses first
        found = None
    if found is not None:
        pointer, key = found
        return (
            f"{what}: at {pointer}: the key {key!r} appears twice in one object (JSON parsers "
            "keep one value silently); the server must send it once"
        )
    try:
        check_json_value(value, what)
    except ToolDeckError as exc:
        return str(exc)
    return None


_SURROGATE_HINT = re.compile(r"\\u[dD][89a-fA-F]|[\ud800-\udfff]")
"""A ``\\uD8xx``…``\\uDFxx`` escape or a surrogate code point: a line that may hold a lone
surrogate (a paired one matches too; the full check decides)."""


class _Suspect(Exception):
    """The fast parse met something only the full check can judge."""


def _suspect_constant(name: str) -> Any:
    raise _Suspect(name)  # NaN, Infinity, -Infinity


def _suspect_float(text: str) -> float:
    number = float(text)
    if math.isinf(number):  # 1e999: infinite once read
        raise _Suspect(text)
    return number


def _clean(line: str) -> bool:
    """True when ``line`` surely holds none of what :func:`_line_problem` refuses: no
    repeated key (each object's ``dict(pairs)`` keeps every pair), no NaN/Infinity or
    number that reads as infinite, no surrogate escape or code point, at most
    ``MAX_DEPTH`` ``{``/``[`` in all (so no deeper nesting). These are C-level scans and
    one parse, several times cheaper than the full check's walks; anything else (also
    text that is not JSON) goes to the full check, which words the refusal. On the
    gateway's forward path this runs once per upstream line."""
    from tooldeck.formats.sources import MAX_DEPTH

    if line.count("{") + line.count("[") > MAX_DEPTH or _SURROGATE_HINT.search(line):
        return False
    repeated = False

    def pairs(items: list[tuple[str, Any]]) -> dict[str, Any]:
        nonlocal repeated
        made = dict(items)
        if len(made) != len(items):
            repeated = True
        return made

    try:
        json.loads(
            line,
            object_pairs_hook=pairs,
            parse_constant=_suspect_constant,
            parse_float=_suspect_float,
        )
    except (_Suspect, ValueError, RecursionError):
        return False
    return not repeated


def _line_problem(line: str) -> str | None:
    """Why tooldeck refuses one stdout line of the server, or None (also for non-JSON)."""
    if not line.strip() or _clean(line):
        return None
    try:
        value = json.loads(line, object_pairs_hook=_marking_object)
    except RecursionError:
        return "sent a JSON-RPC line nested too deeply to read"
    except ValueError as exc:
        if "digits" in str(exc) and line.lstrip().startswith("{"):
            # Python's int limit (CVE-2020-10735): the SDK cannot read it either and would
            # count it as junk while the session waits out its timeout for the answer
            return (
                "sent a JSON-RPC line with an integer longer than "
                f"{sys.get_int_max_str_digits():,} digits (Python's limit on reading "
                "integers); the server must send smaller numbers"
            )
        return None  # not JSON at all: the SDK reports it as junk on stdout
    result = value.get("result") if isinstance(value, dict) else None
    tools = result.get("tools") if isinstance(result, dict) else None
    if isinstance(tools, list):
        for index, item in enumerate(tools):
            found = find_non_json(item, MAX_DEPTH)
            if found is not None and found.kind == "depth":
                # one over-deep tool is not the whole listing: let it through, to be
                # skipped by name (load_listing) or refused by name (_check_listed_values)
                continue
            name = item.get("name") if isinstance(item, dict) else None
            label = f"tools[{index}]" + (f" ({name!r})" if isinstance(name, str) else "")
            problem = value_problem(item, f"listed tool {label} with an invalid value")
            if problem is not None:
                return problem
        # the tools were checked one by one above; the rest of the message as a whole
        value = {
            **cast("dict[str, Any]", value),
            "result": {**cast("dict[str, Any]", result), "tools": [None] * len(tools)},
        }
    problem = value_problem(value, "sent an invalid JSON-RPC message")
    return problem


def _deep_message(line: str) -> SessionMessage | None:
    """The message of a line the SDK's JSON parser refused for its nesting (pydantic-core
    stops at about 200 levels) while Python's reads it — a ``tools/list`` result with a
    deep schema, a ``tools/call`` result with deep structured content —, or None: read
    with :func:`json.loads` and checked by the SDK's own message type. (:func:`_line_problem`
    has refused it first if it nests deeper than ``MAX_DEPTH``.) The value then meets its
    reader's own limit: a listed tool is skipped by name, a call's result is refused by the
    Runtime's result check, naming the depth — the connection stays."""
    from mcp.shared.message import SessionMessage
    from mcp_types import jsonrpc_message_adapter

    try:
        value = json.loads(line)
    except (ValueError, RecursionError):
        return None
    if not isinstance(value, dict) or not isinstance(value.get("result"), dict):
        return None
    try:
        message = jsonrpc_message_adapter.validate_python(value, by_name=False)
    except (ValueError, RecursionError):
        return None
    return SessionMessage(message)


def sdk_error_line(exc: BaseException) -> str:
    """One line from an SDK/pydantic error: the first problem, its field path, no URL."""
    from pydantic import ValidationError

    if isinstance(exc, ValidationError):
        errors = exc.errors(include_url=False)
        if errors:
            first = errors[0]
            loc = ".".join(str(part) for part in first.get("loc", ()))
            more = len(errors) - 1
            also = f" (and {more} more problem{'s' if more > 1 else ''})" if more else ""
            return f"at {loc or 'the top level'}: {first.get('msg', 'invalid')}{also}"
    text = str(exc).strip()
    return text.splitlines()[0] if text else type(exc).__name__


def _checked_parse_line(original: Any) -> Any:
    def parse_line(line: str) -> Any:
        parsed = original(line)
        if not inspect_lines.get():
            return parsed
        if _is_notification(parsed):
            return parsed  # drained unread by WatchedStream: its values are never used
        problem = _line_problem(line)
        if problem is not None:
            return _RefusedLine(problem, _answer_id(line))
        if isinstance(parsed, Exception) and "recursion limit" in str(parsed):
            deep = _deep_message(line)
            if deep is not None:
                return deep
        if isinstance(parsed, Exception):
            try:
                value = json.loads(line)
            except (ValueError, RecursionError):
                return parsed
            if isinstance(value, dict) and "jsonrpc" in value:
                return _RefusedLine(
                    f"sent a JSON-RPC message the MCP SDK cannot read: {quote(line)} "
                    f"({sdk_error_line(parsed)})",
                    _answer_id(line),
                )
        return parsed

    parse_line.tooldeck_checked = True  # type: ignore[attr-defined]
    return parse_line


def _is_notification(item: Any) -> bool:
    import mcp_types

    message = getattr(item, "message", None)
    return isinstance(message, mcp_types.JSONRPCNotification)


def install_line_check() -> None:
    import mcp.client.stdio as stdio

    original = getattr(stdio, "_parse_line", None)
    if callable(original) and not getattr(original, "tooldeck_checked", False):
        stdio._parse_line = _checked_parse_line(original)


_CLIENT_METHODS: Final = frozenset({"initialize", "tools/list"})
"""Requests tooldeck sends; a server never sends them, so getting one is our own echo."""

_MAX_QUOTE: Final = 200


def quote(text: str) -> str:
    if len(text) > _MAX_QUOTE:
        return f"{text[:_MAX_QUOTE]!r}… ({len(text)} characters)"
    return repr(text)


def _junk_text(exc: Exception) -> str:
    """What the server wrote, from the SDK's parse error for one stdout line."""
    from pydantic import ValidationError

    if isinstance(exc, ValidationError):
        errors = exc.errors(include_url=False)
        if errors and "input" in errors[0]:
            value = errors[0]["input"]
            if isinstance(value, str):
                return value
            try:
                return json.dumps(value, separators=(",", ":"), ensure_ascii=False)
            except (TypeError, ValueError):
                return repr(value)
    return str(exc).splitlines()[0] if str(exc) else type(exc).__name__


@dataclass
class Diagnosis:
    """What the stream from the server showed besides JSON-RPC messages."""

    junk: list[str] = field(default_factory=list)
    junk_count: int = 0
    notifications: int = 0
    echoed: str | None = None
    refused: str | None = None
    stop: Callable[[], None] | None = None

    def refuse(self, why: str) -> None:
        """End the exchange at once for ``why`` (the first reason given is kept)."""
        if self.refused is None:
            self.refused = why
        if self.stop is not None:
            self.stop()

    def reason(self) -> str:
        """Why the exchange went wrong, as far as the stream tells; ``""`` when it doesn't."""
        if self.refused is not None:
            return self.refused
        if self.echoed is not None:
            return (
                f"sent our own {self.echoed!r} request back instead of answering it (it echoes "
                "its stdin; is it an MCP server?)"
            )
        if not self.junk:
            return ""
        more = self.junk_count - 1
        also = f" (and {more} more such line{'s' if more > 1 else ''})" if more else ""
        return (
            f"wrote on stdout something that is not a JSON-RPC message: {quote(self.junk[0])}"
            f"{also} (a stdio MCP server must write only JSON-RPC messages on stdout, and "
            "log to stderr)"
        )


class WatchedStream:
    """The SDK's read stream, watched: records unparsable lines, ends at our own echo,
    drains server notifications (at most :data:`MAX_NOTIFICATIONS`).

    Satisfies the SDK's ``ReadStream`` protocol. A request for a method only clients send
    (``initialize``, ``tools/list``) is our own request coming back (a command like
    ``cat``); the stream then ends, so the session sees the connection close at once.
    """

    def __init__(self, inner: Any, diagnosis: Diagnosis) -> None:
        self._inner = inner
        self._diagnosis = diagnosis

    @property
    def last_context(self) -> Any:
        return getattr(self._inner, "last_context", None)

    async def receive(self) -> SessionMessage | Exception:
        import anyio
        import mcp_types

        if self._diagnosis.echoed is not None or self._diagnosis.refused is not None:
            raise anyio.EndOfStream
        item = await self._inner.receive()
        # drained: listing tools needs no notification (a long-lived connection, the
        # gateway's, sets ``drain_notifications = False`` and gets them all)
        while getattr(self._diagnosis, "drain_notifications", True) and _is_notification(item):
            self._diagnosis.notifications += 1
            if self._diagnosis.notifications > MAX_NOTIFICATIONS:
                self._diagnosis.refuse(
                    f"sent more than {MAX_NOTIFICATIONS:,} notifications without answering "
                    "(tooldeck's limit, MAX_NOTIFICATIONS)"
                )
                raise anyio.EndOfStream
            item = await self._inner.receive()
        if isinstance(item, _RefusedLine):
            if item.answer_id is not None and getattr(self._diagnosis, "answer_refusals", False):
                # a long-lived connection: the refused answer fails its own request only
                # (a JSON-RPC error marked as tooldeck's), the connection stays
                from mcp.shared.message import SessionMessage

                error = mcp_types.ErrorData(code=-32603, message=str(item), data=REFUSED_ANSWER)
                reply = mcp_types.JSONRPCError(jsonrpc="2.0", id=item.answer_id, error=error)
                return SessionMessage(reply)
            # Stop reading: the session sees the connection end at once (no timeout wait),
            # and load_from_server reports this reason.
            self._diagnosis.refuse(str(item))
            raise anyio.EndOfStream
        if isinstance(item, Exception):
            self._diagnosis.junk_count += 1
            if len(self._diagnosis.junk) < 3:
                self._diagnosis.junk.append(_junk_text(item))
            if self._diagnosis.junk_count > MAX_JUNK_LINES:
                self._diagnosis.refuse(
                    f"wrote more than {MAX_JUNK_LINES:,} lines on stdout that are not JSON-RPC "
                    f"messages (tooldeck's limit), the first: {quote(self._diagnosis.junk[0])} "
                    "(a stdio MCP server must write only JSON-RPC messages on stdout, and log "
                    "to stderr)"
                )
                raise anyio.EndOfStream
            return item
        message = item.message
        if isinstance(message, mcp_types.JSONRPCRequest) and message.method in _CLIENT_METHODS:
            self._diagnosis.echoed = message.method
            raise anyio.EndOfStream
        return cast("SessionMessage", item)

    async def aclose(self) -> None:
        await self._inner.aclose()

    def __aiter__(self) -> WatchedStream:
        return self

    async def __anext__(self) -> SessionMessage | Exception:
        import anyio

        try:
            return await self.receive()
        except anyio.EndOfStream:
            raise StopAsyncIteration from None

    async def __aenter__(self) -> WatchedStream:
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.aclose()
