"""The live MCP client: list a server's tools over stdio and load them as a deck.

:func:`load_from_server` (async) and :func:`load_from_server_sync` start a server with the
``mcp`` SDK's stdio client, initialize (MCP specification 2025-06-18 "Basic →
Lifecycle"), follow ``nextCursor`` through every ``tools/list`` page (2025-06-18
"Utilities → Pagination") and load the tools as :mod:`tooldeck.formats.mcp` loads a file.
Both are re-exported by :mod:`tooldeck.formats.mcp`, where they used to live.

What the server sends gets the checks a file gets (NaN/Infinity, repeated keys, lone
surrogates, nesting depth): each raw stdout line is inspected before the SDK parses it, by
wrapping the SDK's private ``mcp.client.stdio._parse_line`` (see docs/formats/README.md).
The SDK's own log records are kept off the terminal and re-logged at ``DEBUG`` on the
``tooldeck.formats.mcp`` logger; what the stream showed (junk on stdout, an echo of our own
requests, a refused line) and the tail of the server's stderr go into the error.

Errors: :class:`~tooldeck.errors.SourceError` for everything the server or its command
does wrong; the loader's errors for invalid tools.
"""

from __future__ import annotations

import contextlib
import contextvars
import functools
import json
import logging
import math
import os
import shlex
import tempfile
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from importlib import metadata
from os import PathLike
from typing import IO, TYPE_CHECKING, Any, Final, TextIO, cast

from pydantic import BaseModel, ConfigDict, Field

from tooldeck.errors import SourceError, ToolDeckError
from tooldeck.formats.base import LoadResult

if TYPE_CHECKING:
    from mcp.shared.message import SessionMessage

__all__ = [
    "DEFAULT_TIMEOUT",
    "MAX_PAGES",
    "TIMEOUT_ENV",
    "load_from_server",
    "load_from_server_sync",
]

# The logger load_from_server's docstring names: the module this client was split from.
_LOG: Final = logging.getLogger("tooldeck.formats.mcp")

MAX_PAGES: Final = 1000
"""Most ``tools/list`` pages :func:`load_from_server` follows before it gives up."""

TIMEOUT_ENV: Final = "TOOLDECK_MCP_TIMEOUT"
"""Environment variable with the default timeout (seconds) of :func:`load_from_server`."""

DEFAULT_TIMEOUT: Final = 30.0
"""Seconds :func:`load_from_server` waits when neither ``timeout`` nor the variable is set."""


def _client_version() -> str:
    try:
        return metadata.version("tooldeck")
    except metadata.PackageNotFoundError:  # pragma: no cover - running from a bare checkout
        return "0"


def _leaves(exc: BaseException) -> list[BaseException]:
    if isinstance(exc, BaseExceptionGroup):
        return [leaf for inner in exc.exceptions for leaf in _leaves(inner)]
    return [exc]


def _stderr_tail(errlog: IO[str], *, lines: int = 20, chars: int = 2000) -> str:
    try:
        errlog.flush()
        errlog.seek(0)
        text = errlog.read()
    except (OSError, ValueError):
        return ""
    tail = "\n".join(text.strip().splitlines()[-lines:])
    return tail[-chars:]


def _resolve_timeout(timeout: float | None) -> tuple[float, bool]:
    """The timeout to use, and whether the caller gave it (else it came from the default)."""
    if timeout is not None:
        return float(timeout), True
    raw = os.environ.get(TIMEOUT_ENV, "").strip()
    if not raw:
        return DEFAULT_TIMEOUT, False
    try:
        value = float(raw)
    except ValueError:
        value = math.nan
    if not (value > 0 and math.isfinite(value)):
        raise SourceError(
            f"{TIMEOUT_ENV} must be a positive number of seconds (e.g. {TIMEOUT_ENV}=60), "
            f"got {raw!r}"
        )
    return value, False


# The SDK logs (with a traceback) every stdout line it cannot parse, and a few other
# transport faults, through `logging`; with no handler configured, Python's last-resort
# handler prints them on the user's terminal. While tooldeck talks to a server, these
# records are taken off those loggers (a filter keyed on a context variable, so other users
# of the SDK in this process are not affected), re-logged at DEBUG under tooldeck's own
# logger, and what they say is reported in tooldeck's error instead.
_SDK_LOGGERS: Final = ("mcp.client.stdio", "mcp.shared.jsonrpc_dispatcher", "client")
_captured_records: contextvars.ContextVar[list[logging.LogRecord] | None] = contextvars.ContextVar(
    "tooldeck_mcp_captured_records", default=None
)


class _CaptureSdkRecords(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        captured = _captured_records.get()
        if captured is None:
            return True
        captured.append(record)
        return False


_SDK_FILTER: Final = _CaptureSdkRecords()


@contextlib.contextmanager
def _capture_sdk_logs() -> Iterator[list[logging.LogRecord]]:
    for name in _SDK_LOGGERS:
        logger = logging.getLogger(name)
        if _SDK_FILTER not in logger.filters:
            logger.addFilter(_SDK_FILTER)
    records: list[logging.LogRecord] = []
    token = _captured_records.set(records)
    try:
        yield records
    finally:
        _captured_records.reset(token)
        for record in records:
            _LOG.debug(
                "MCP SDK (%s, %s): %s",
                record.name,
                record.levelname,
                record.getMessage(),
                exc_info=record.exc_info,
            )


# What a server writes goes through the value checks a file gets (``check_json_value``:
# NaN/Infinity, lone surrogates, nesting deeper than MAX_DEPTH) plus the duplicate-key
# check of the JSON parser. The SDK parses each stdout line with pydantic, which accepts
# NaN and keeps the last of repeated keys, so the raw line is inspected before the SDK
# sees it: the stdio transport's module-level ``_parse_line`` is wrapped (once, and active
# only inside load_from_server, via a context variable). If a later SDK drops that hook,
# the wrapper is not installed and only the checks on the parsed values remain
# (duplicate keys then go unseen); see docs/formats/README.md.
_inspect_lines: contextvars.ContextVar[bool] = contextvars.ContextVar(
    "tooldeck_mcp_inspect_lines", default=False
)


class _StoppedReading(Exception):
    """The exchange was cancelled because the server sent a line tooldeck refuses."""


class _RefusedLine(ValueError):
    """A line from the server that tooldeck refuses; its text is the reason."""


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


def _value_problem(value: Any, what: str) -> str | None:
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


def _line_problem(line: str) -> str | None:
    """Why tooldeck refuses one stdout line of the server, or None (also for non-JSON)."""
    if not line.strip():
        return None
    try:
        value = json.loads(line, object_pairs_hook=_marking_object)
    except RecursionError:
        return "sent a JSON-RPC line nested too deeply to read"
    except ValueError:
        return None  # not JSON at all: the SDK reports it as junk on stdout
    result = value.get("result") if isinstance(value, dict) else None
    tools = result.get("tools") if isinstance(result, dict) else None
    if isinstance(tools, list):
        for index, item in enumerate(tools):
            name = item.get("name") if isinstance(item, dict) else None
            label = f"tools[{index}]" + (f" ({name!r})" if isinstance(name, str) else "")
            problem = _value_problem(item, f"listed tool {label} with an invalid value")
            if problem is not None:
                return problem
    problem = _value_problem(value, "sent an invalid JSON-RPC message")
    return problem


def _sdk_error_line(exc: BaseException) -> str:
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
        if not _inspect_lines.get():
            return parsed
        problem = _line_problem(line)
        if problem is not None:
            return _RefusedLine(problem)
        if isinstance(parsed, Exception):
            try:
                value = json.loads(line)
            except (ValueError, RecursionError):
                return parsed
            if isinstance(value, dict) and "jsonrpc" in value:
                return _RefusedLine(
                    f"sent a JSON-RPC message the MCP SDK cannot read: {_quote(line)} "
                    f"({_sdk_error_line(parsed)})"
                )
        return parsed

    parse_line.tooldeck_checked = True  # type: ignore[attr-defined]
    return parse_line


def _install_line_check() -> None:
    import mcp.client.stdio as stdio

    original = getattr(stdio, "_parse_line", None)
    if callable(original) and not getattr(original, "tooldeck_checked", False):
        stdio._parse_line = _checked_parse_line(original)


_CLIENT_METHODS: Final = frozenset({"initialize", "tools/list"})
"""Requests tooldeck sends; a server never sends them, so getting one is our own echo."""

_MAX_QUOTE: Final = 200


def _quote(text: str) -> str:
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
class _Diagnosis:
    """What the stream from the server showed besides JSON-RPC messages."""

    junk: list[str] = field(default_factory=list)
    junk_count: int = 0
    echoed: str | None = None
    refused: str | None = None
    stop: Callable[[], None] | None = None

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
            f"wrote on stdout something that is not a JSON-RPC message: {_quote(self.junk[0])}"
            f"{also} (a stdio MCP server must write only JSON-RPC messages on stdout, and "
            "log to stderr)"
        )


class _WatchedStream:
    """The SDK's read stream, watched: records unparsable lines, ends at our own echo.

    Satisfies the SDK's ``ReadStream`` protocol. A request for a method only clients send
    (``initialize``, ``tools/list``) is our own request coming back (a command like
    ``cat``); the stream then ends, so the session sees the connection close at once.
    """

    def __init__(self, inner: Any, diagnosis: _Diagnosis) -> None:
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
        if isinstance(item, _RefusedLine):
            # Stop reading: the session sees the connection end at once (no timeout wait),
            # and load_from_server reports this reason.
            self._diagnosis.refused = str(item)
            if self._diagnosis.stop is not None:
                self._diagnosis.stop()
            raise anyio.EndOfStream
        if isinstance(item, Exception):
            self._diagnosis.junk_count += 1
            if len(self._diagnosis.junk) < 3:
                self._diagnosis.junk.append(_junk_text(item))
            return item
        message = item.message
        if isinstance(message, mcp_types.JSONRPCRequest) and message.method in _CLIENT_METHODS:
            self._diagnosis.echoed = message.method
            raise anyio.EndOfStream
        return cast("SessionMessage", item)

    async def aclose(self) -> None:
        await self._inner.aclose()

    def __aiter__(self) -> _WatchedStream:
        return self

    async def __anext__(self) -> SessionMessage | Exception:
        import anyio

        try:
            return await self.receive()
        except anyio.EndOfStream:
            raise StopAsyncIteration from None

    async def __aenter__(self) -> _WatchedStream:
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.aclose()


def _describe_failure(exc: BaseException, timeout: float, *, explicit: bool) -> str:
    from mcp.shared.exceptions import MCPError
    from pydantic import ValidationError

    if isinstance(exc, TimeoutError):
        longer = f"{max(60.0, 2 * timeout):g}"
        how = (
            f"pass a larger timeout, e.g. timeout={longer}"
            if explicit
            else f"set {TIMEOUT_ENV}={longer} to wait longer"
        )
        return f"did not list its tools within {timeout:g} s ({how}, or check the server)"
    if isinstance(exc, FileNotFoundError):
        return f"could not be started: command not found ({exc})"
    if isinstance(exc, OSError):
        return f"could not be started: {exc}"
    if isinstance(exc, MCPError):
        if exc.code == -32000 and "closed" in exc.message.lower():
            return "closed the connection before listing its tools (did it exit or crash?)"
        return f"answered with MCP error {exc.code}: {exc.message}"
    if isinstance(exc, ValidationError):
        return f"sent a reply that is not valid MCP: {_sdk_error_line(exc)}"
    return f"failed: {type(exc).__name__}: {exc}"


class _RawPage(BaseModel):
    """One ``tools/list`` result, its tools kept as the raw JSON the server sent."""

    model_config = ConfigDict(extra="allow", populate_by_name=True)

    tools: Any = None
    next_cursor: Any = Field(default=None, alias="nextCursor")
    meta: Any = Field(default=None, alias="_meta")


async def _fetch_pages(
    params: Any, errlog: IO[str], label: str, diagnosis: _Diagnosis
) -> tuple[list[Any], Mapping[str, Any] | None]:
    """Start the server, initialize, and follow ``tools/list`` cursors; raw tool dicts."""
    import mcp_types
    from mcp.client.session import ClientSession
    from mcp.client.stdio import stdio_client

    tools: list[Any] = []
    first_meta: Mapping[str, Any] | None = None
    seen: set[str] = set()
    info = mcp_types.Implementation(name="tooldeck", version=_client_version())
    async with (
        stdio_client(params, errlog=cast(TextIO, errlog)) as (read_stream, write_stream),
        ClientSession(
            _WatchedStream(read_stream, diagnosis), write_stream, client_info=info
        ) as session,
    ):
        import anyio

        with anyio.CancelScope() as scope:
            # A refused line (see _WatchedStream) cancels the exchange at once: a request
            # already sent would otherwise wait for the timeout.
            diagnosis.stop = scope.cancel
            await session.initialize()
            cursor: str | None = None
            for page in range(MAX_PAGES):
                request = mcp_types.ListToolsRequest(
                    params=None
                    if cursor is None
                    else mcp_types.PaginatedRequestParams(cursor=cursor)
                )
                # The raw result, not ListToolsResult: the SDK's Tool model drops fields it does
                # not know, and the loader must report those instead of losing them silently.
                result = await session.send_request(request, _RawPage)
                page_tools = result.tools
                if not isinstance(page_tools, list):
                    raise SourceError(
                        f"MCP server `{label}` sent a tools/list result without a tools list "
                        f"(page {page + 1})"
                    )
                tools.extend(page_tools)
                if page == 0 and isinstance(result.meta, Mapping):
                    first_meta = result.meta
                next_cursor = result.next_cursor
                if next_cursor is None or next_cursor == "":
                    return tools, first_meta
                if not isinstance(next_cursor, str):
                    raise SourceError(
                        f"MCP server `{label}` sent a non-string nextCursor {next_cursor!r} "
                        f"(page {page + 1})"
                    )
                if next_cursor in seen:
                    raise SourceError(
                        f"MCP server `{label}` sent the cursor {next_cursor!r} twice "
                        f"(page {page + 1}); its tools/list pagination loops"
                    )
                seen.add(next_cursor)
                cursor = next_cursor
        raise _StoppedReading
    raise SourceError(
        f"MCP server `{label}` was still paginating tools/list after {MAX_PAGES} pages; giving up"
    )


async def load_from_server(
    command: Sequence[str] | str,
    *,
    env: Mapping[str, str] | None = None,
    cwd: str | PathLike[str] | None = None,
    timeout: float | None = None,
) -> LoadResult:
    """Start an MCP server over stdio, list all its tools, and load them as a deck.

    The server is spawned with the ``mcp`` SDK's stdio client, initialized
    (2025-06-18 "Basic → Lifecycle"), and asked for ``tools/list`` page after page,
    sending each ``nextCursor`` back as ``cursor`` until none comes (2025-06-18
    "Utilities → Pagination"; an empty ``nextCursor`` also ends the listing). The tools are
    then loaded exactly as :meth:`McpFormat.load` loads a file, with source
    ``"mcp:<command line>"``, so tool sources read ``mcp:<command line>#tools[3]``. The
    first page's ``_meta`` counts as the result's ``_meta`` (``tooldeck/groups``). The
    server is shut down afterwards.

    The SDK's own log records about the exchange (such as a traceback for each stdout line
    that is not JSON-RPC) are kept off the terminal: they are re-logged at ``DEBUG`` on the
    ``tooldeck.formats.mcp`` logger, and what they tell goes into the error instead.

    Args:
        command: the argv (``["npx", "-y", "server"]``) or one command line, split with
            :func:`shlex.split` (the CLI's ``mcp:<command line>`` sources).
        env: variables added to the SDK's minimal inherited environment (``HOME``,
            ``PATH``, ``SHELL``, ``TERM``, ``USER``, ``LOGNAME`` on POSIX). Called
            directly with ``env=None``, the server sees only that minimal set; the CLI's
            and :func:`tooldeck.formats.load`'s ``mcp:<command line>`` sources pass
            ``dict(os.environ)``, so there the server inherits the whole environment.
        cwd: the server's working directory.
        timeout: seconds for the whole exchange (start, initialize, every page). When
            ``None``, the environment variable ``TOOLDECK_MCP_TIMEOUT`` (:data:`TIMEOUT_ENV`,
            seconds) if set, else :data:`DEFAULT_TIMEOUT` (30 s).

    Returns:
        A :class:`LoadResult` with format ``"mcp"`` and the loader's warnings.

    Raises:
        SourceError: a line it sent holds NaN/Infinity, a repeated key, a lone surrogate
            or nesting deeper than ``MAX_DEPTH`` (named with the tool and JSON pointer), or
            is a JSON-RPC message the SDK cannot read (reported at once); or
            the command is empty, cannot be started, exits or crashes, times out,
            answers with an MCP error or invalid data, echoes our own requests back, or its
            pagination loops (a repeated cursor, or more than :data:`MAX_PAGES` pages); or
            ``TOOLDECK_MCP_TIMEOUT`` is used and is not a positive number. The message
            names the command, quotes (truncated) what the server wrote on stdout that is
            not a JSON-RPC message, if anything, and ends with the tail of its stderr.
        FormatError, SchemaError, ToolDefinitionError, DuplicateToolError: the tools it
            listed are not valid (as for :meth:`McpFormat.load`).
    """
    from mcp.client.stdio import StdioServerParameters

    limit, explicit = _resolve_timeout(timeout)
    argv = shlex.split(command) if isinstance(command, str) else list(command)
    if not argv or not argv[0]:
        raise SourceError("the MCP server command is empty; give the command that starts it")
    label = shlex.join(argv)
    params = StdioServerParameters(
        command=argv[0],
        args=argv[1:],
        env=dict(env) if env is not None else None,
        cwd=None if cwd is None else os.fspath(cwd),
    )
    import anyio

    diagnosis = _Diagnosis()
    _install_line_check()
    token = _inspect_lines.set(True)
    try:
        with (
            tempfile.TemporaryFile(mode="w+", encoding="utf-8", errors="replace") as errlog,
            _capture_sdk_logs(),
        ):
            try:
                with anyio.fail_after(limit):
                    tools, result_meta = await _fetch_pages(params, errlog, label, diagnosis)
            except Exception as exc:
                inner = next((e for e in _leaves(exc) if isinstance(e, ToolDeckError)), None)
                if inner is not None:
                    raise inner from None
                raise _failure(exc, diagnosis, errlog, label, limit, explicit) from exc
    finally:
        _inspect_lines.reset(token)
    _check_listed_values(tools, label)
    data: dict[str, Any] = {"tools": tools}
    if result_meta is not None:
        data["_meta"] = result_meta
    # imported here: tooldeck.formats.mcp imports this module to re-export its functions
    from tooldeck.formats.mcp import FORMAT

    return FORMAT.load(data, source=f"mcp:{label}")


def _failure(
    exc: Exception,
    diagnosis: _Diagnosis,
    errlog: IO[str],
    label: str,
    limit: float,
    explicit: bool,
) -> SourceError:
    """The error for a failed exchange: what went wrong, what the stream showed, and how
    the server's stderr ends."""
    leaves = _leaves(exc)
    cause = leaves[0] if leaves else exc
    reason = _describe_failure(cause, limit, explicit=explicit)
    seen = diagnosis.reason()
    if diagnosis.echoed is not None or diagnosis.refused is not None:
        reason = seen  # the connection "closed" because we stopped reading
    elif seen:
        reason = f"{seen}, and {reason}"
    tail = _stderr_tail(errlog)
    if tail:
        stderr = f"; its stderr ends with:\n{tail}"
    elif isinstance(cause, OSError):
        stderr = ""  # it never ran
    else:
        stderr = "; it wrote nothing to stderr"
    return SourceError(f"MCP server `{label}` {reason}{stderr}")


def _check_listed_values(tools: list[Any], label: str) -> None:
    """Refuse a listed tool whose parsed value is not plain JSON (NaN, surrogates, depth)."""
    for index, item in enumerate(tools):
        name = item.get("name") if isinstance(item, Mapping) else None
        shown = f"tools[{index}]" + (f" ({name!r})" if isinstance(name, str) else "")
        problem = _value_problem(item, f"listed tool {shown} with an invalid value")
        if problem is not None:
            raise SourceError(f"MCP server `{label}` {problem}")


def load_from_server_sync(
    command: Sequence[str] | str,
    *,
    env: Mapping[str, str] | None = None,
    cwd: str | PathLike[str] | None = None,
    timeout: float | None = None,
) -> LoadResult:
    """Blocking form of :func:`load_from_server` (same arguments, result and errors).

    Runs its own event loop with :func:`anyio.run`, so call it only where no event loop is
    running in this thread (from async code, ``await load_from_server(...)`` instead;
    calling it inside a running loop raises ``RuntimeError``).
    """
    import anyio

    return anyio.run(
        functools.partial(load_from_server, command, env=env, cwd=cwd, timeout=timeout)
    )
