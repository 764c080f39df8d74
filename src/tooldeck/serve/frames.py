"""Malformed JSON-RPC frames on stdio answered with JSON-RPC errors; serving goes on.

The SDK's stdio transport drops a line it cannot read as a JSON-RPC message (it hands the
exception to the session, which logs it): a client that sent a broken request waits for
an answer that never comes. JSON-RPC 2.0 (section 5.1, "Error object") says how to
answer instead, and :class:`CheckedStdin` does it before the SDK sees the line:

* not JSON (or not UTF-8): ``-32700`` "Parse error", ``id: null``, the message naming the
  frame ("the line" on stdio, "the request body" over HTTP);
* JSON that is not a JSON-RPC 2.0 message of MCP — an array (MCP 2025-06-18 removed
  batches), a scalar, an object without ``"jsonrpc": "2.0"``, with an ``id`` that is not
  a string or integer (the SDK would take it for a notification and never answer) or
  with fields of the wrong type: ``-32600`` "Invalid Request", with the message's ``id``
  when it has a usable one, else ``id: null``. A malformed *notification* (a ``method`` and no
  ``id``) is not answered (JSON-RPC: a server MUST NOT reply to a notification); it is
  logged on stderr.

* nesting too deep for the SDK's reader: its JSON parser (pydantic-core's) refuses more
  than 200 levels and the reader drops such a line unanswered, and :func:`json.loads`
  stops at Python's recursion limit. A ``tools/call`` whose arguments nest deeper than the
  runtime accepts is answered ``-32602`` "Invalid params" with the runtime's own message,
  hint (the limit, :data:`tooldeck.runtime.validate.MAX_DEPTH` levels) and pointer
  (:func:`~tooldeck.runtime.validate.check_json_value`, which also names a lone surrogate
  that parser refuses); any other message too deep to read gets ``-32600`` with its
  ``id`` (read from the members before the deep one when the whole cannot be decoded), or
  ``-32700`` with ``id: null`` when no ``id`` can be read.

* any message that repeats a key in one JSON object: the SDK's parser would keep the last
  value silently (RFC 8259 section 4 leaves the outcome undefined), so ``{"id": 24, "id":
  25}`` was answered as request 25. A request repeating a member of the message itself
  (``id``, ``method``, ``params``, ``jsonrpc``) gets ``-32600`` naming the key (``id:
  null`` when the repeated key is ``id``: which one to answer is undefined); one
  repeating a key inside ``params`` (``{"a": 5, "a": 6}``) gets ``-32602`` naming it, on
  every method. A notification or a response (an answer to the server's own request, such
  as an elicitation) with a repeated key cannot be answered: it is dropped and logged on
  stderr, never read with the last value.

* an integer literal longer than Python converts (4,300 digits): both parsers refuse it
  (pydantic-core "number out of range", :func:`json.loads` a ValueError), so the line read
  as not JSON and the request waited for its timeout. A request gets ``-32602`` with its
  ``id``, naming the pointer (into a ``tools/call``'s ``arguments``) and the range; a
  message whose ``id`` is such an integer ``-32600`` with ``id: null``.

* a ``tools/call`` whose ``params`` the SDK refuses (``arguments`` an array or a string,
  ``name`` not a string, ``_meta`` not an object): ``-32602`` naming the member and the fix
  (the SDK's own answer, "Invalid request parameters", names neither).

Requests that are well-formed JSON-RPC reach the SDK, which answers an unknown method
with ``-32601`` and invalid parameters with ``-32602``. Over Streamable HTTP,
:class:`CheckedBodies` applies the same checks to each POSTed body (HTTP 400; the SDK's
own transport answered a batch or a wrong-typed field with ``-32602``), and a request
whose ``id`` is one of the same session's requests still in flight is refused ``-32600``
(HTTP 409), as on stdio.
"""

from __future__ import annotations

import contextlib
import json
import os
import sys
from collections.abc import Iterator
from io import TextIOWrapper
from typing import Any, cast

import anyio
import mcp_types as types
import pydantic
import pydantic_core
from mcp.shared.message import SessionMessage
from mcp_types.jsonrpc import INVALID_PARAMS, INVALID_REQUEST, PARSE_ERROR

from tooldeck.errors import DuplicateKeyError
from tooldeck.jsonvalue import (
    json_pointer,
    json_type_words,
    lone_surrogate,
    object_without_duplicates,
)
from tooldeck.runtime.validate import MAX_DEPTH, ArgumentError, check_json_value
from tooldeck.serve.approval import ANSWER_FORM, APPROVAL_KEY, INVALID_RESULT

__all__ = [
    "INVALID_RESULT",
    "CheckedStdin",
    "private_stdin",
    "problem",
    "read_as_answer",
    "unanswerable",
]


def problem(line: str, frame: str = "message") -> types.JSONRPCError | None:
    """The JSON-RPC error answering ``line``, or None when the line is a message the SDK
    reads (or a malformed notification, which is not answered; see the module docstring).
    A notification or response that repeats a key gets an error with ``id: null`` and
    ``data: {"answer": false}`` (:func:`unanswerable`): not read, and not answered on stdio
    (over HTTP the POST is refused with it, HTTP 400).

    Args:
        line: one frame as text: a stdio line or an HTTP request body.
        frame: what the parse error calls it (``"line"`` on stdio, ``"request body"`` over
            HTTP; default ``"message"``).
    """
    if not line.strip():
        return None  # a blank line between messages: nothing was sent
    unread: ValueError | None = None
    try:
        # the parser of the SDK's transports (mcp 2.3.0: server/stdio.py validates the
        # line with it, server/streamable_http.py calls it); it reads at most 200 levels
        value: Any = pydantic_core.from_json(line)
    except ValueError as exc:
        unread = exc
        try:
            value = json.loads(line, parse_int=_integer)
        except ValueError:
            return _error(None, PARSE_ERROR, f"Parse error: the {frame} is not JSON")
        except RecursionError:  # deeper than Python's recursion limit (about 1,000 levels)
            found = _leading_id(line)
            if found is None:
                return _error(None, PARSE_ERROR, f"Parse error: {_TOO_DEEP}")
            return _error(found, INVALID_REQUEST, f"Invalid Request: {_TOO_DEEP}")
    if isinstance(value, list):
        return _error(None, INVALID_REQUEST, "Invalid Request: JSON-RPC batches are not supported")
    if not isinstance(value, dict):
        return _error(None, INVALID_REQUEST, "Invalid Request: a message is a JSON object")
    raw_id = value.get("id")
    if isinstance(raw_id, _LongInteger):
        return _error(
            None,
            INVALID_REQUEST,
            f"Invalid Request: id is an integer of {len(raw_id.lstrip('-'))} digits; send a "
            "string or a smaller integer",
        )
    usable = _usable_id(raw_id)
    if "id" in value and not usable:
        return _error(
            None,
            INVALID_REQUEST,
            "Invalid Request: id must be a string of valid Unicode text or an integer",
        )
    if unread is None:
        try:
            types.jsonrpc_message_adapter.validate_python(value, by_name=False)
        except Exception:
            pass
        else:
            repeated = _repeated_key(line)
            if repeated is None:
                shape = _call_shape(value) if usable else None
                return None if shape is None else _error(raw_id, INVALID_PARAMS, shape)
            key, outermost = repeated
            if not (usable and isinstance(value.get("method"), str)):
                kind = "notification" if "method" in value else "response"
                message = (
                    f"Invalid Request: the {kind} repeats the key {key!r} in one JSON object, "
                    "so which value counts is undefined; it was not read"
                )
                return _error(None, INVALID_REQUEST, message, {"answer": False})
            undefined = "so which value counts is undefined (RFC 8259 section 4: names should "
            if outermost:
                message = (
                    f"Invalid Request: the message repeats its member {key!r}, {undefined}"
                    "be unique); send each member once"
                )
                return _error(None if key == "id" else raw_id, INVALID_REQUEST, message)
            message = (
                f"Invalid params: the request repeats the key {key!r} in one JSON object, "
                f"{undefined}be unique); send each key once"
            )
            return _error(raw_id, INVALID_PARAMS, message)
    elif usable and isinstance(value.get("method"), str):
        # JSON the SDK's parser refuses (the SDK's stdio reader drops it unanswered)
        too_long = _first_long_integer(value, ())
        if too_long is not None:
            return _long_integer_error(value, raw_id, *too_long)
        refused = _refused_arguments(value)
        if refused is not None:
            pointer = {"pointer": refused.pointer} if refused.pointer else None
            message = f"Invalid params: {refused.message}; {refused.hint}"
            return _error(raw_id, INVALID_PARAMS, message, pointer)
        if "recursion limit" in str(unread):
            return _error(raw_id, INVALID_REQUEST, f"Invalid Request: {_TOO_DEEP}")
    if "id" not in value and isinstance(value.get("method"), str):
        print(f"tooldeck: ignored a malformed notification: {line[:200]!r}", file=sys.stderr)
        return None
    if (
        usable
        and "method" not in value
        and "error" not in value
        and "result" in value
        and not isinstance(value["result"], dict)
    ):
        # a response to the server's own request (elicitation/create) whose result is no
        # object: answering it is no use (JSON-RPC never replies to a response), and the
        # server's request would wait for ever; it is read as an error answer instead
        words = json_type_words(value["result"])
        message = f"Invalid result: the client answered with result: {words}, expected an object"
        return _error(raw_id, INVALID_REQUEST, message, {INVALID_RESULT: words})
    return _error(
        raw_id if usable else None,
        INVALID_REQUEST,
        'Invalid Request: not a JSON-RPC 2.0 message ("jsonrpc": "2.0", "method" a string, '
        '"id" a string or integer, "params" an object)',
    )


_TOO_DEEP = (
    "the message nests too deeply to be read (past the 200 levels the SDK's JSON parser "
    f"reads; tool arguments may nest at most {MAX_DEPTH} levels)"
)


def _repeated_key(line: str) -> tuple[str, bool] | None:
    """The first key a JSON object of ``line`` repeats and whether that object is the
    message itself (its top level), or None. The SDK's parser keeps the last value of a
    repeated key, so a ``tools/call`` sent ``{"a": 5, "a": 6}`` would run with ``a = 6``,
    and ``{"id": 24, "id": 25}`` be answered as 25, nobody told: such a message is refused
    instead. Objects reach the hook innermost first, so the message is the last one."""
    found: list[tuple[str, int]] = []
    seen = 0

    def hook(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        nonlocal seen
        seen += 1
        try:
            return object_without_duplicates(pairs)
        except DuplicateKeyError as exc:
            found.append((exc.key, seen))
            return dict(pairs)

    try:
        json.loads(line, object_pairs_hook=hook)
    except (ValueError, RecursionError):
        return None
    if not found:
        return None
    outer = [key for key, at in found if at == seen]
    return (outer[0], True) if outer else (found[0][0], False)


class _LongInteger(str):
    """The text of an integer literal longer than Python converts by default (4,300
    digits, :func:`sys.get_int_max_str_digits`): :func:`json.loads` raises on it and the
    SDK's parser (pydantic-core) says "number out of range", so the line read as not JSON
    and was answered ``id: null``. Kept as text to answer the request by its id."""


def _integer(text: str) -> int | _LongInteger:
    """``parse_int`` of :func:`json.loads`: the integer, or the :class:`_LongInteger`
    holding a literal too long to convert."""
    try:
        return int(text)
    except ValueError:
        return _LongInteger(text)


def _first_long_integer(
    value: Any, path: tuple[str | int, ...]
) -> tuple[tuple[str | int, ...], int] | None:
    """The path and digit count of the first :class:`_LongInteger` in ``value``, or None."""
    if isinstance(value, _LongInteger):
        return path, len(value.lstrip("-"))
    items = (
        value.items()
        if isinstance(value, dict)
        else enumerate(value)
        if isinstance(value, list)
        else ()
    )
    for key, item in items:
        found = _first_long_integer(item, (*path, key))
        if found is not None:
            return found
    return None


def _long_integer_error(
    message: dict[str, Any], raw_id: Any, path: tuple[str | int, ...], digits: int
) -> types.JSONRPCError:
    """``-32602`` for a request holding an integer of ``digits`` digits at ``path``, naming
    where: the pointer into a ``tools/call``'s ``arguments`` (as the runtime names a float
    out of range such as ``1e400``), else into the message. (A message whose ``id`` is
    such an integer gets ``-32600`` with ``id: null``; a notification is not answered.)"""
    inside = message.get("method") == "tools/call" and path[:2] == ("params", "arguments")
    pointer = json_pointer(path[2:] if inside else path)
    where = (pointer or "/") if inside else f"the message's {pointer}"
    return _error(
        raw_id,
        INVALID_PARAMS,
        f"Invalid params: {where}: an integer of {digits} digits, beyond the range of a JSON "
        "number (a 64-bit float holds magnitudes up to about 1.8e308); send a number between "
        "-1.7976931348623157e308 and 1.7976931348623157e308",
        {"pointer": pointer} if inside else None,
    )


def _usable_id(value: Any) -> bool:
    """MCP: a request id is a string or an integer (never null, a float or a bool). A
    string holding a lone surrogate (``"\\ud800"``) is not one: the answer, which echoes
    the id, could not be written as UTF-8 (the SDK's stdio writer crashed on it)."""
    if isinstance(value, _LongInteger):
        return False
    if isinstance(value, str):
        return lone_surrogate(value) is None
    return isinstance(value, int) and not isinstance(value, bool)


def _skip_space(line: str, at: int) -> int:
    """The index of the first character at or after ``at`` that is not JSON whitespace
    (RFC 8259 section 2: space, tab, line feed, carriage return)."""
    while at < len(line) and line[at] in " \t\n\r":
        at += 1
    return at


def _leading_id(line: str) -> str | int | None:
    """The ``id`` of a message too deep for :func:`json.loads`, read member by member
    from the top-level object up to the first member that cannot be decoded (an SDK
    client writes ``jsonrpc``, ``id``, ``method``, then ``params``); None when the line
    is not an object, no usable ``id`` comes before that member, or the text is broken."""
    decoder = json.JSONDecoder()
    at = _skip_space(line, 0)
    if not line.startswith("{", at):
        return None
    at += 1
    while True:
        at = _skip_space(line, at)
        if not line.startswith('"', at):
            return None
        try:
            key, at = decoder.raw_decode(line, at)  # a string: the line has '"' there
            at = _skip_space(line, at)
            if not line.startswith(":", at):
                return None
            item, at = decoder.raw_decode(line, _skip_space(line, at + 1))
        except (ValueError, RecursionError):
            return None
        if key == "id":
            return item if _usable_id(item) else None
        at = _skip_space(line, at)
        if not line.startswith(",", at):
            return None
        at += 1


def _refused_arguments(message: dict[str, Any]) -> ArgumentError | None:
    """The runtime's error for the arguments of a ``tools/call`` request that the SDK
    could not read (:func:`tooldeck.runtime.validate.check_json_value`: nesting deeper
    than :data:`~tooldeck.runtime.validate.MAX_DEPTH`, a lone surrogate …), or None."""
    params = message.get("params")
    if message.get("method") != "tools/call" or not isinstance(params, dict):
        return None
    arguments = params.get("arguments")
    if not isinstance(arguments, dict):
        return None
    try:
        check_json_value(arguments)
    except ArgumentError as exc:
        return exc
    return None


def _call_shape(message: dict[str, Any]) -> str | None:
    """The ``-32602`` message for a ``tools/call`` request whose ``params`` the SDK refuses,
    naming the member and the fix, or None when the SDK reads them. The SDK answers such a
    request ``Invalid request parameters`` naming nothing (``arguments: [1, 2]``, ``name:
    5``), and a model's call cannot be fixed from that."""
    if message.get("method") != "tools/call":
        return None
    params = message.get("params")
    if params is None or isinstance(params, dict):
        try:
            types.CallToolRequestParams.model_validate(params or {}, by_name=False)
        except pydantic.ValidationError as exc:
            refused = exc
        else:
            return None
    call = 'send params {"name": "TOOL", "arguments": {...}}'
    if not isinstance(params, dict):
        got = "none" if "params" not in message else json_type_words(params)
        return f"Invalid params: tools/call needs params, an object, not {got}; {call}"
    name = params.get("name")
    if not isinstance(name, str):
        got = "none" if "name" not in params else json_type_words(name)
        return f"Invalid params: params.name must be the tool's name as a string, not {got}; {call}"
    arguments = params.get("arguments")
    if arguments is not None and not isinstance(arguments, dict):
        return (
            "Invalid params: params.arguments must be an object of the tool's arguments by "
            f"name (or left out), not {json_type_words(arguments)}; send "
            '{"arguments": {"NAME": VALUE, ...}}'
        )
    meta = params.get("_meta")
    if meta is not None and not isinstance(meta, dict):
        return f"Invalid params: params._meta must be an object, not {json_type_words(meta)}"
    token = meta.get("progressToken") if isinstance(meta, dict) else None
    if token is not None and not isinstance(token, str | int):
        return (
            "Invalid params: params._meta.progressToken must be a string or an integer, not "
            f"{json_type_words(token)}"
        )
    answered = _input_responses_shape(params.get("inputResponses"))
    if answered is not None:
        return answered
    first = refused.errors()[0]
    where = ".".join(str(part) for part in ("params", *first["loc"]))
    return f"Invalid params: {where}: {first['msg']}"


def _input_responses_shape(responses: Any) -> str | None:
    """The ``-32602`` message for a current-era retry whose ``inputResponses`` is not an
    object of elicitation results, naming the member and the form, or None. The SDK's
    message named the last type of its union it tried (``params.inputResponses.
    tooldeck/approval.CreateMessageResult.role: Field required``): a sampling result and a
    ``role`` the client never had to send (break29 F12)."""
    if responses is None:
        return None
    if not isinstance(responses, dict):
        return (
            "Invalid params: params.inputResponses must be an object of answers by the key "
            f"the server asked with, not {json_type_words(responses)}; send "
            f'{{"inputResponses": {{"{APPROVAL_KEY}": {ANSWER_FORM}}}}}'
        )
    for key, answer in responses.items():
        try:
            types.ElicitResult.model_validate(answer, by_name=False)
        except pydantic.ValidationError as exc:
            first = exc.errors(include_url=False)[0]
            place = ".".join(str(part) for part in first["loc"])
            why = f"{place}: {first['msg']}" if place else f"not {json_type_words(answer)}"
            named = json.dumps(key if len(key) <= 100 else key[:100] + "…")
            return (
                f"Invalid params: params.inputResponses[{named}] must be an "
                f"elicitation result {ANSWER_FORM} ({why}); answer the question again"
            )
    return None


def read_as_answer(error: types.JSONRPCError) -> bool:
    """True for :func:`problem`'s error about a response whose result is not an object
    (:data:`INVALID_RESULT`): the transport passes it on as the client's error answer."""
    return isinstance(error.error.data, dict) and INVALID_RESULT in error.error.data


def unanswerable(error: types.JSONRPCError) -> bool:
    """True for :func:`problem`'s error about a notification or response (a message that
    must not be read, and on stdio gets no answer: JSON-RPC never replies to them)."""
    return bool(error.error.data == {"answer": False})


def _as_request(text: str | bytes) -> dict[str, Any] | None:
    """``text`` read as a JSON object with a string ``method`` (a request or a
    notification), else None (what :func:`problem` answers is not this reading's)."""
    try:
        value = pydantic_core.from_json(text)
    except ValueError:
        return None
    if not isinstance(value, dict) or not isinstance(value.get("method"), str):
        return None
    return value


def _in_flight(request_id: Any, where: str = "", why: str = "") -> types.JSONRPCError:
    """``-32600`` for a request whose ``id`` is one still in flight (``where``: " in this
    session"; ``why``: what counts as the same id there), not run: stdio's
    :class:`CheckedStdin` and HTTP's :class:`CheckedBodies`."""
    return _error(
        request_id,
        INVALID_REQUEST,
        f"Invalid Request: request id {request_id!r} is already in flight{where} (sent "
        f"before and not yet answered{why}); JSON-RPC ids identify pending requests, so "
        "send each request with an id not in use; this one was not run",
    )


def _error(request_id: Any, code: int, message: str, data: Any = None) -> types.JSONRPCError:
    extra = {} if data is None else {"data": data}  # no "data" member when there is none
    error = types.ErrorData(code=code, message=message, **extra)
    return types.JSONRPCError(jsonrpc="2.0", id=request_id, error=error)


class CheckedStdin:
    """The lines of ``stdin`` for the SDK's ``stdio_server``, each malformed one answered
    on ``write`` (:func:`problem`) instead of being passed on.

    A request whose ``id`` is that of a request of the client still in flight (read, not
    yet answered) is answered ``-32600`` and not passed on: JSON-RPC 2.0 ids identify a
    sender's pending requests, and the SDK kept one entry per id, so the second request
    ran (a destructive tool too) and its answer was never sent, while a
    ``notifications/cancelled`` for the id reached neither. An id is free again once the
    server's answer to it is written (:meth:`answers`) or the client cancels it.

    Args:
        stdin: the protocol input, as text.
    """

    def __init__(self, stdin: Any) -> None:
        self.stdin = stdin
        self.write: Any = None
        self.ready = anyio.Event()
        self.in_flight: set[tuple[type, str | int]] = set()

    def attach(self, write_stream: Any) -> None:
        """Answer on ``write_stream`` (the SDK's stdio write stream)."""
        self.write = write_stream
        self.ready.set()

    def answers(self, write_stream: Any) -> _AnswerWatch:
        """``write_stream`` as the server's to write on, each answer it writes freeing its
        request's id (see the class docstring)."""
        return _AnswerWatch(write_stream, self.in_flight)

    def _reused_id(self, line: str) -> types.JSONRPCError | None:
        """``-32600`` for a request (well formed: :func:`problem` passed it) whose id is in
        flight; else None, having recorded a request's id or freed a cancelled one."""
        value = _as_request(line)
        if value is None:
            return None
        if "id" not in value:
            if value["method"] == "notifications/cancelled":
                params = value.get("params")
                cancelled = params.get("requestId") if isinstance(params, dict) else None
                if _usable_id(cancelled):
                    self.in_flight.discard((type(cancelled), cancelled))
            return None
        key = (type(value["id"]), value["id"])
        if key in self.in_flight:
            return _in_flight(value["id"])
        self.in_flight.add(key)
        return None

    def __aiter__(self) -> CheckedStdin:
        return self

    async def __anext__(self) -> str:
        while True:
            line = await self.stdin.readline()
            if not line:
                raise StopAsyncIteration
            error = problem(line, "line")
            if error is None:
                error = self._reused_id(line)
            if error is None:
                return str(line)
            if read_as_answer(error):
                return _as_line(error)
            if unanswerable(error):
                print(f"tooldeck: {error.error.message}: {line[:200]!r}", file=sys.stderr)
                continue
            await self.ready.wait()
            await self.write.send(SessionMessage(error))


class _AnswerWatch:
    """A write stream passing each message on, freeing the id of each answer (a response
    or an error to a request of the client) in ``in_flight`` (:class:`CheckedStdin`)."""

    def __init__(self, stream: Any, in_flight: set[tuple[type, str | int]]) -> None:
        self.stream = stream
        self.in_flight = in_flight

    async def send(self, item: SessionMessage, /) -> None:
        message = item.message
        if (
            isinstance(message, types.JSONRPCResponse | types.JSONRPCError)
            and message.id is not None
        ):
            self.in_flight.discard((type(message.id), message.id))
        await self.stream.send(item)

    async def aclose(self) -> None:
        await self.stream.aclose()

    async def __aenter__(self) -> _AnswerWatch:
        await self.stream.__aenter__()
        return self

    async def __aexit__(self, *exc: Any) -> bool | None:
        return cast(bool | None, await self.stream.__aexit__(*exc))


@contextlib.contextmanager
def private_stdin() -> Iterator[Any]:
    """File descriptor 0 as an async text file only the transport reads; while it is open,
    fd 0 points at the null device (a handler or child reading stdin gets EOF instead of
    protocol bytes, as the SDK does when it owns stdin)."""
    private = os.dup(0)
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)
    os.close(null)
    try:
        raw = os.fdopen(private, "rb", closefd=False)
        yield anyio.wrap_file(TextIOWrapper(raw, encoding="utf-8", errors="replace"))
    finally:
        os.dup2(private, 0)
        os.close(private)


MAX_BODY_BYTES = 64 * 1024 * 1024
"""Largest HTTP request body :class:`CheckedBodies` reads (64 MiB); a larger one is
refused with HTTP 413 before it is read whole."""


class CheckedBodies:
    """ASGI middleware: a POSTed body that is not a JSON-RPC message is answered with the
    JSON-RPC error of :func:`problem` (HTTP 400) before the SDK's app sees it; other
    requests pass through unchanged (the body is replayed).

    A request POSTed in a session (an ``Mcp-Session-Id`` header: the handshake era) whose
    ``id`` is that of a request of the same session still in flight (its POST not yet
    answered) is answered ``-32600`` (HTTP 409) and not passed on. The SDK's Streamable
    HTTP transport keeps one response stream per request id, so the second request
    replaced the first one's stream and neither POST was ever answered (trial44: both
    hung past 100 s, the first call's result lost). The id is free again once its POST is
    answered; a cancelled request is answered too over HTTP (the SDK sends ``-32800`` on
    its stream), so its id is free once that answer is sent, not when the client's
    ``notifications/cancelled`` arrives (freed then, the SDK's ``-32800`` went to the new
    request's stream). The SDK files streams by the id's text, so ``7`` and ``"7"`` count as
    one id here (unlike stdio, where they are two). Stateless requests
    (the 2026-07-28 era, no session) each have their own stream and are not checked.

    Args:
        app: the SDK's Streamable HTTP app.
    """

    def __init__(self, app: Any) -> None:
        self.app = app
        self.in_flight: set[tuple[str, str]] = set()

    def _reused_id(self, scope: Any, body: bytes) -> tuple[Any, types.JSONRPCError | None]:
        """``(key, None)`` for a session's request to record as in flight (``key`` None
        when there is nothing to record), or ``(None, error)`` for an id in flight."""
        session = next(
            (v.decode("latin-1") for k, v in scope.get("headers", ()) if k == b"mcp-session-id"),
            None,
        )
        if session is None:
            return None, None
        value = _as_request(body)
        if value is None or "id" not in value or not _usable_id(value["id"]):
            return None, None
        # keyed by the id's text: the SDK's transport files streams by str(id), so 7 and
        # "7" (two ids to JSON-RPC) share one stream there (trial44b: "7" sent while 7 ran
        # lost 7's answer)
        key = (session, str(value["id"]))
        if key in self.in_flight:
            why = "; over HTTP an integer and the string of its digits count as one id"
            return None, _in_flight(value["id"], " in this session", why)
        return key, None

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if scope.get("type") != "http" or scope.get("method") != "POST":
            await self.app(scope, receive, send)
            return
        chunks: list[bytes] = []
        size, more = 0, True
        while more:
            message = await receive()
            if message["type"] == "http.disconnect":
                return
            chunk = message.get("body", b"")
            size += len(chunk)
            if size > MAX_BODY_BYTES:
                await _answer(
                    send, 413, _error(None, INVALID_REQUEST, "Invalid Request: body over 64 MiB")
                )
                return
            chunks.append(chunk)
            more = bool(message.get("more_body", False))
        body = b"".join(chunks)
        error: types.JSONRPCError | None
        try:
            error = problem(body.decode("utf-8"), "request body")
        except UnicodeDecodeError:
            error = _error(None, PARSE_ERROR, "Parse error: the request body is not UTF-8")
        if error is not None and read_as_answer(error):
            body, error = _as_line(error).encode(), None  # the client's answer, read as an error
        if error is not None:
            await _answer(send, 400, error)
            return
        key, error = self._reused_id(scope, body)
        if error is not None:
            await _answer(send, 409, error)
            return
        replayed = False

        async def replay() -> Any:
            nonlocal replayed
            if replayed:
                return await receive()
            replayed = True
            return {"type": "http.request", "body": body, "more_body": False}

        if key is None:
            await self.app(scope, replay, send)
            return
        self.in_flight.add(key)

        async def answered(message: Any) -> None:
            if message["type"] == "http.response.body" and not message.get("more_body"):
                self.in_flight.discard(key)  # free before the client can read the answer
            await send(message)

        try:
            await self.app(scope, replay, answered)
        finally:
            self.in_flight.discard(key)


def _as_line(error: types.JSONRPCError) -> str:
    """``error`` as one JSON-RPC line for the SDK's reader (its ``id`` kept)."""
    return json.dumps(error.model_dump(mode="json", by_alias=True) | {"id": error.id}) + "\n"


async def _answer(send: Any, status: int, error: types.JSONRPCError) -> None:
    body = json.dumps(error.model_dump(mode="json", by_alias=True) | {"id": error.id}).encode()
    await send(
        {
            "type": "http.response.start",
            "status": status,
            "headers": [
                (b"content-type", b"application/json"),
                (b"content-length", str(len(body)).encode()),
            ],
        }
    )
    await send({"type": "http.response.body", "body": body})
