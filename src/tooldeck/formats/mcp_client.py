"""The live MCP client: list a server's tools over stdio or Streamable HTTP and load them
as a deck.

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

:func:`load_from_http` (async) and :func:`load_from_http_sync` do the same over Streamable
HTTP with the SDK's ``streamable_http_client`` (2025-06-18 "Basic → Transports"); the
SDK's bound on one SSE event applies, and header values (secrets) are sent, never shown:
messages name the endpoint without query, fragment or user info (:func:`endpoint_label`).

Errors: :class:`~tooldeck.errors.SourceError` for everything the server or its command
does wrong; the loader's errors for invalid tools.
"""

from __future__ import annotations

import contextlib
import contextvars
import dataclasses
import functools
import logging
import math
import os
import shlex
import shutil
import sys
from collections.abc import Iterator, Mapping, Sequence
from importlib import metadata
from os import PathLike
from typing import Any, Final, TextIO, cast
from urllib.parse import urlsplit, urlunsplit

from pydantic import BaseModel, ConfigDict, Field

from tooldeck.errors import EventLoopError, SourceError, ToolDeckError
from tooldeck.formats._mcp_bounds import (
    MAX_MESSAGE_BYTES,
    MAX_STDOUT_BYTES,
    STDERR_TAIL_BYTES,
    StderrTail,
    bounded_stdout,
    install_stdout_bound,
)
from tooldeck.formats._mcp_stream import (
    MAX_JUNK_LINES,
    Diagnosis,
    StoppedReading,
    WatchedStream,
    inspect_lines,
    install_line_check,
    quote,
    sdk_error_line,
    value_problem,
)
from tooldeck.formats.base import ConversionWarning, LoadResult

__all__ = [
    "DEFAULT_TIMEOUT",
    "MAX_JUNK_LINES",
    "MAX_MESSAGE_BYTES",
    "MAX_PAGES",
    "MAX_STDOUT_BYTES",
    "SHUTDOWN_GRACE",
    "STDERR_TAIL_BYTES",
    "TIMEOUT_ENV",
    "SkippedTool",
    "capture_sdk_logs",
    "client_session_options",
    "command_not_found_hint",
    "endpoint_label",
    "install_spawn_record",
    "list_all_pages",
    "listing_session",
    "load_from_http",
    "load_from_http_sync",
    "load_from_server",
    "load_from_server_sync",
    "load_listing",
    "spawned_processes",
]

# The logger load_from_server's docstring names: the module this client was split from.
_LOG: Final = logging.getLogger("tooldeck.formats.mcp")

MAX_PAGES: Final = 1000
"""Most ``tools/list`` pages :func:`load_from_server` follows before it gives up."""

TIMEOUT_ENV: Final = "TOOLDECK_MCP_TIMEOUT"
"""Environment variable with the default timeout (seconds) of :func:`load_from_server`."""

DEFAULT_TIMEOUT: Final = 30.0
"""Seconds :func:`load_from_server` waits when neither ``timeout`` nor the variable is set."""

SHUTDOWN_GRACE: Final = 1.0
"""Seconds past the timeout a stdio server gets to exit before it is killed: the SDK
closes its stdin when the exchange ends; at half the grace tooldeck sends SIGTERM to the
server's process group, at the end SIGKILL. So :func:`load_from_server` returns within
``timeout + SHUTDOWN_GRACE`` (plus the time to notice the exit) however the server
behaves; without it, the SDK's own sequence (2 s after stdin closes, then SIGTERM, 2 s
more, then SIGKILL) added up to 4.5 s to the timeout."""


async def _cancel_elicitation(context: Any, params: Any) -> Any:
    """A question (``elicitation/create``) asked while tooldeck only lists tools: nobody
    is there to answer it, so the answer is ``cancel`` (MCP 2025-06-18 "Elicitation")."""
    import mcp_types

    return mcp_types.ElicitResult(action="cancel")


def client_session_options(elicitation_callback: Any = None) -> dict[str, Any]:
    """The keyword arguments that decide what a tooldeck MCP client session declares in
    ``initialize`` (its ``capabilities``), for the SDK's ``ClientSession`` and
    ``mcp.Client`` alike. Every session tooldeck opens to a server is built with them: the
    gateway's upstream sessions (which pass their own ``elicitation_callback``) and every
    listing (``mcp:`` sources, a config's servers for ``lock``, ``diff``, ``lint``,
    ``select``, ``gateway --dry-run``). A server may list tools by what its client declares
    (server-everything lists its elicitation tools only to a client that declares
    ``elicitation``), so the review commands and the gateway see the same tools only when
    both declare the same capabilities.

    Declared: ``elicitation`` (form and URL modes: the SDK declares both when a callback
    is given); no ``sampling``, no ``roots``.

    Args:
        elicitation_callback: what answers the server's ``elicitation/create`` (the SDK's
            ``ElicitationFnT``); default: answer ``cancel`` (a listing has nobody to ask).

    Returns:
        ``{"elicitation_callback": ...}``, to pass as ``**`` keyword arguments.
    """
    return {"elicitation_callback": elicitation_callback or _cancel_elicitation}


def _client_version() -> str:
    try:
        return metadata.version("tooldeck")
    except metadata.PackageNotFoundError:  # pragma: no cover - running from a bare checkout
        return "0"


def _leaves(exc: BaseException) -> list[BaseException]:
    if isinstance(exc, BaseExceptionGroup):
        return [leaf for inner in exc.exceptions for leaf in _leaves(inner)]
    return [exc]


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


_MAX_RECORDS: Final = 50
"""SDK log records kept per listing for the DEBUG log (a flood of junk lines logs one each)."""


class _CaptureSdkRecords(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        captured = _captured_records.get()
        if captured is None:
            return True
        if len(captured) < _MAX_RECORDS:
            captured.append(record)
        return False


_SDK_FILTER: Final = _CaptureSdkRecords()


@contextlib.contextmanager
def capture_sdk_logs() -> Iterator[list[logging.LogRecord]]:
    """While active (in this context), the ``mcp`` SDK's log records are kept off the
    terminal and re-logged at ``DEBUG`` on ``tooldeck.formats.mcp`` when it ends (at most
    50 per use); the gateway's upstream connections use it too."""
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


# The server processes the SDK's stdio client spawns while a listing (or a gateway
# upstream's start) runs in this context, so that the caller can stop them at its deadline
# or report how they ended (the SDK gives no handle on them).
spawned_processes: contextvars.ContextVar[list[Any] | None] = contextvars.ContextVar(
    "tooldeck_mcp_spawned", default=None
)


PARENT_DEATH_LAUNCHER = (
    "import ctypes,os,signal,sys\n"
    "ctypes.CDLL(None,use_errno=True).prctl(1,int(signal.SIGKILL),0,0,0)\n"
    "os.getppid()==int(sys.argv[1]) or os._exit(1)\n"
    "os.execv(sys.argv[2],sys.argv[3:])"
)
"""The launcher a stdio server is started through on Linux: ``prctl(PR_SET_PDEATHSIG,
SIGKILL)`` (``PR_SET_PDEATHSIG`` is 1, prctl(2)), then, unless the parent already died,
``execv`` of the server (same process id and group). The kernel then sends SIGKILL to the
server when the process that started it dies, a SIGKILL or the OOM killer included, which
no handler of the parent can see (trial35b LOW-1: a stuck upstream outlived a SIGKILLed
gateway at 100 % CPU). The setting survives ``execve`` but not ``fork``: a server's own
children (``npx`` → ``node``) are not covered."""


def _with_parent_death_signal(kwargs: dict[str, Any]) -> dict[str, Any]:
    """The SDK's spawn keywords (``command``, ``args``, ``env``, ``cwd``) rewritten to
    start the server through :data:`PARENT_DEATH_LAUNCHER`, on Linux only and only for a
    command that resolves to an executable file here (else unchanged, so that a missing
    command fails at spawn as before, with its own message)."""
    if not sys.platform.startswith("linux") or not sys.executable:
        return kwargs
    command = kwargs.get("command")
    if not isinstance(command, str) or not command:
        return kwargs
    env = kwargs.get("env")
    cwd = kwargs.get("cwd")
    if os.sep in command:
        found = os.path.join(str(cwd), command) if cwd is not None else command
        resolved = found if os.path.isfile(found) and os.access(found, os.X_OK) else None
    else:
        path = env.get("PATH") if isinstance(env, dict) else None
        resolved = shutil.which(command, path=path if path is not None else os.defpath)
        if resolved is not None and cwd is not None and not os.path.isabs(resolved):
            resolved = os.path.join(str(cwd), resolved)
    if resolved is None:
        return kwargs
    launcher = ["-I", "-S", "-c", PARENT_DEATH_LAUNCHER, str(os.getpid())]
    args = [*launcher, os.path.abspath(resolved), command, *(kwargs.get("args") or [])]
    return {**kwargs, "command": sys.executable, "args": args}


def install_spawn_record() -> None:
    """Wrap the SDK's ``mcp.client.stdio._create_platform_compatible_process`` once (module
    attribute, as :func:`~tooldeck.formats._mcp_bounds.install_stdout_bound` wraps its text
    stream) so that a listing, or a gateway upstream, learns the process it started (it
    appends it to the list in :data:`spawned_processes`, where one is set); other users of
    the SDK in this process see no change."""
    import mcp.client.stdio as stdio

    original = getattr(stdio, "_create_platform_compatible_process", None)
    if not callable(original) or getattr(original, "tooldeck_recorded", False):
        return

    @functools.wraps(original)
    async def spawn(*args: Any, **kwargs: Any) -> Any:
        spawned = spawned_processes.get()
        if spawned is not None and not args:
            kwargs = _with_parent_death_signal(kwargs)
        process = await original(*args, **kwargs)
        if spawned is not None:
            spawned.append(process)
        return process

    spawn.tooldeck_recorded = True  # type: ignore[attr-defined]
    stdio._create_platform_compatible_process = spawn


async def _stop_at(deadline: float, spawned: list[Any], sent: list[str]) -> None:
    """At ``deadline`` + half of :data:`SHUTDOWN_GRACE`, SIGTERM to each spawned server
    still running (its process group: the SDK starts it in a new session), at the end of
    the grace SIGKILL; ``sent`` records the signals sent."""
    import signal

    import anyio

    for name, after in (("SIGTERM", SHUTDOWN_GRACE / 2), ("SIGKILL", SHUTDOWN_GRACE)):
        await anyio.sleep_until(deadline + after)
        for process in spawned:
            if process.returncode is not None:
                continue
            number = getattr(signal, name, signal.SIGTERM)  # Windows: no SIGKILL
            with contextlib.suppress(ProcessLookupError, PermissionError, OSError):
                if hasattr(os, "killpg"):
                    os.killpg(process.pid, number)
                else:  # pragma: no cover - Windows: the process alone
                    process.kill()
            sent.append(name)


def command_not_found_hint(exc: FileNotFoundError) -> str:
    """What to do when starting a server's command failed with ``exc`` and the command
    is a bare name found in the folder of the running Python (a virtual environment's
    ``bin``, where ``tooldeck`` and servers installed beside it live) — the usual case of
    a client or a script that runs ``/path/.venv/bin/tooldeck`` without that folder on
    its ``PATH``: ``"; `NAME` is not on the PATH …: write its absolute path, PATH, as
    the server's command"``; for a relative path (``bin/server``), that it is looked up from
    the folder the server starts in (its ``cwd``), not the config's (session 40, trial40 B6).
    ``""`` otherwise (an absolute path, or a name not found there).

    Args:
        exc: the error of the failed start; its ``filename`` is the command.
    """
    command = exc.filename
    if not isinstance(command, str) or not command:
        return ""
    if os.path.basename(command) != command:
        if os.path.isabs(command):
            return ""
        # trial40 B6: `command: v_pdf/bin/pdf-tools-mcp` beside the config, `cwd: docs`
        return (
            f"; `{command}` is a relative path, looked up from the folder the server starts in "
            "(its `cwd` when the config sets one, else the folder tooldeck runs in), not from "
            "the config's folder: write it relative to that folder, or as an absolute path"
        )
    folder = os.path.dirname(sys.executable)
    found = shutil.which(command, path=folder) if folder else None
    if found is None:
        return ""
    return (
        f"; `{command}` is not on the PATH the server was started with, but the environment "
        f"tooldeck runs in has it: write its absolute path, {found}, as the server's command"
    )


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
        return f"could not be started: command not found ({exc}){command_not_found_hint(exc)}"
    if isinstance(exc, OSError):
        return f"could not be started: {exc}"
    if isinstance(exc, MCPError):
        if exc.code == -32000 and "closed" in exc.message.lower():
            return "closed the connection before listing its tools (did it exit or crash?)"
        return f"answered with MCP error {exc.code}: {exc.message}"
    if isinstance(exc, ValidationError):
        return f"sent a reply that is not valid MCP: {sdk_error_line(exc)}"
    return f"failed: {type(exc).__name__}: {exc}"


class _RawPage(BaseModel):
    """One ``tools/list`` result, its tools kept as the raw JSON the server sent."""

    model_config = ConfigDict(extra="allow", populate_by_name=True)

    tools: Any = None
    next_cursor: Any = Field(default=None, alias="nextCursor")
    meta: Any = Field(default=None, alias="_meta")


async def _fetch_pages(
    params: Any, errlog: TextIO, label: str, diagnosis: Diagnosis
) -> tuple[list[Any], Mapping[str, Any] | None, str]:
    """Start the server, initialize, and follow ``tools/list`` cursors: the raw tool
    dicts, the first page's ``_meta`` and the protocol version negotiated."""
    import mcp_types
    from mcp.client.stdio import stdio_client

    info = mcp_types.Implementation(name="tooldeck", version=_client_version())
    async with stdio_client(params, errlog=errlog) as (read_stream, write_stream):
        session, channel = listing_session(
            WatchedStream(read_stream, diagnosis),
            write_stream,
            client_info=info,
            **client_session_options(),
        )
        async with session:
            import anyio

            with anyio.CancelScope() as scope:
                # A refused line (see WatchedStream) cancels the exchange at once: a
                # request already sent would otherwise wait for the timeout.
                diagnosis.stop = scope.cancel
                await session.initialize()
                listed = await list_all_pages(session, label, channel)
                return (*listed, session.protocol_version or HANDSHAKE_VERSION)
        raise StoppedReading  # the scope was cancelled: a refused line or a breached bound
    raise StoppedReading  # pragma: no cover - the session's exit re-raises first


HANDSHAKE_VERSION: Final = "2025-11-25"
"""The protocol version a listing is checked at when the session names none (the SDK
client's own fallback for a session before or without a handshake)."""


def listing_session(read: Any, write: Any, **options: Any) -> tuple[Any, Any]:
    """An SDK ``ClientSession`` over ``read``/``write`` (``options``: its keywords) and
    the JSON-RPC channel under it (the SDK's public ``JSONRPCDispatcher``, whose
    ``send_raw_request`` returns a result as the server sent it).

    The session's own ``send_request`` checks a whole ``tools/list`` result against the
    SDK's wire types before returning it, so one tool the SDK refuses (an
    ``inputSchema`` of ``"type": "string"``) failed the whole listing; through the
    channel :func:`list_all_pages` gets every tool and :func:`load_listing` refuses only
    that one."""
    from mcp.client.session import ClientSession
    from mcp.shared.jsonrpc_dispatcher import JSONRPCDispatcher

    channel = JSONRPCDispatcher(read, write)
    return ClientSession(dispatcher=channel, **options), channel


async def list_all_pages(
    session: Any, label: str, channel: Any
) -> tuple[list[Any], Mapping[str, Any] | None]:
    """Follow ``tools/list`` cursors on an initialized ``ClientSession``: the raw tool
    dicts of every page and the first page's ``_meta`` (2025-06-18 "Utilities →
    Pagination"; an empty ``nextCursor`` also ends the listing).

    Each page is asked for on ``channel`` (:func:`listing_session`), so no tool is
    checked here: every page's other members are checked against the SDK's wire type of
    the negotiated version, and each tool by :func:`load_listing`.

    Raises:
        SourceError: a result without a tools list, a non-string or repeated cursor, more
            than :data:`MAX_PAGES` pages (``label`` names the server).
        pydantic.ValidationError: a page's members other than ``tools`` are not valid MCP.
        mcp.shared.exceptions.MCPError: the server answered with a JSON-RPC error.
    """
    from mcp.shared.inbound import MCP_PROTOCOL_VERSION_HEADER
    from mcp_types.methods import validate_server_result

    version = session.protocol_version or HANDSHAKE_VERSION
    tools: list[Any] = []
    first_meta: Mapping[str, Any] | None = None
    seen: set[str] = set()
    cursor: str | None = None
    for page in range(MAX_PAGES):
        # the version header every request of a Streamable HTTP session carries
        # (2025-06-18 "Transports → Protocol Version Header"; stdio ignores it)
        opts: Any = {"headers": {MCP_PROTOCOL_VERSION_HEADER: version}}
        raw = await channel.send_raw_request(
            "tools/list", None if cursor is None else {"cursor": cursor}, opts
        )
        # The raw result, not ListToolsResult: the SDK's Tool model drops fields it does
        # not know, and the loader must report those instead of losing them silently.
        page_tools = raw.get("tools") if isinstance(raw, Mapping) else None
        if not isinstance(page_tools, list):
            raise SourceError(
                f"MCP server `{label}` sent a tools/list result without a tools list "
                f"(page {page + 1})"
            )
        # the other members as the SDK checks them (the cursor is checked below, by name)
        rest = {k: v for k, v in raw.items() if k not in ("tools", "nextCursor")}
        validate_server_result("tools/list", version, {**rest, "tools": []})
        result = _RawPage.model_validate(raw)
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
    raise SourceError(
        f"MCP server `{label}` was still paginating tools/list after {MAX_PAGES:,} "
        f"pages (tooldeck's limit, MAX_PAGES), each with a new nextCursor; giving up "
        "(does its pagination ever end?)"
    )


@dataclasses.dataclass(frozen=True, slots=True)
class SkippedTool(ConversionWarning):
    """The warning of :func:`load_listing` for one listed tool that is not a valid
    definition, left out while the server's other tools are loaded (what the gateway
    serves, and ``tooldeck gateway --dry-run``, ``lock``, ``show`` and ``gateway
    approve`` over a config, report alike).

    Attributes:
        index: its position in the listing (all pages, from 0).
        name: its name, or None when it has no string name.
        reason: why, in one line (the SDK's check or tooldeck's loader).
    """

    index: int = -1
    name: str | None = None
    reason: str = ""


def _skipped(index: int, item: Any, reason: str) -> SkippedTool:
    name = item.get("name") if isinstance(item, Mapping) else None
    name = name if isinstance(name, str) else None
    shown = f"tool {name!r}" if name is not None else "a tool without a name"
    return SkippedTool(
        "tools",
        f"{shown} (tools[{index}]) is skipped: {reason}",
        (name,) if name is not None else (),
        index=index,
        name=name,
        reason=reason,
    )


def _sdk_problem(item: Any, version: str, index: int) -> str | None:
    """Why the SDK's wire type of ``tools/list`` at ``version`` refuses ``item`` (listed at
    ``tools[index]``), or None."""
    from mcp_types.methods import validate_server_result
    from pydantic import ValidationError

    try:
        validate_server_result("tools/list", version, {"tools": [item]})
    except ValidationError as exc:
        line = sdk_error_line(exc)
        if line.startswith("at tools.0."):  # a field of the tool: its path within the tool
            line = "at " + line[len("at tools.0.") :]
        elif line.startswith("at tools.0:"):  # the entry itself: where it is in the listing
            line = f"at tools.{index}:" + line[len("at tools.0:") :]
        return f"not valid MCP ({version}) {line}"
    return None


def _loader_problem(item: Any, source: str, index: int) -> str | None:
    """Why tooldeck's MCP loader refuses ``item`` (listed at ``tools[index]``) alone, or
    None."""
    from tooldeck.formats.mcp import FORMAT

    try:
        FORMAT.load({"tools": [item]}, source=source)
    except ToolDeckError as exc:
        text = str(exc)
        prefix = f"{source}#tools[0]: "
        text = text[len(prefix) :] if text.startswith(prefix) else text
        # loaded alone it sits at /tools/0: name where it is in the listing
        return text.replace("/tools/0/", f"/tools/{index}/")
    return None


def load_listing(
    tools: list[Any],
    meta: Mapping[str, Any] | None,
    *,
    source: str,
    version: str = HANDSHAKE_VERSION,
    skip_invalid: bool = False,
    label: str | None = None,
) -> LoadResult:
    """Load the raw tools of a ``tools/list`` listing (:func:`list_all_pages`) as a deck.

    Each tool is checked against the SDK's wire type of ``tools/list`` at ``version``
    (what an SDK client refuses; ``mcp_types.methods.validate_server_result``) and loaded
    by :meth:`McpFormat.load <tooldeck.formats.mcp.McpFormat.load>` (``meta``: the
    result's ``_meta``). With ``skip_invalid``, a tool whose value is not plain JSON
    (nested past :data:`~tooldeck.jsonvalue.MAX_DEPTH` levels, NaN, a lone surrogate), a
    tool either check refuses, and every copy of a name listed twice (an invalid copy
    counts: the server runs one tool by that name) is left out with a
    :class:`SkippedTool` warning (by name and why) and the others are loaded; without it
    the first such tool raises.

    ``label`` names the server in the error of a tool the SDK's check refuses (default:
    ``source``).

    Raises:
        SourceError: (not ``skip_invalid``) a tool the SDK's check refuses, with the
            field path (``at tools.1.inputSchema.type: …``).
        FormatError, SchemaError, ToolDefinitionError, DuplicateToolError: (not
            ``skip_invalid``) as :meth:`McpFormat.load`.
    """
    from mcp_types.methods import validate_server_result
    from pydantic import ValidationError

    from tooldeck.formats.mcp import FORMAT

    def data(items: list[Any]) -> dict[str, Any]:
        out: dict[str, Any] = {"tools": items}
        if meta is not None:
            out["_meta"] = meta
        return out

    if not skip_invalid:
        try:
            validate_server_result("tools/list", version, {"tools": tools})
        except ValidationError as exc:
            who = f"MCP server `{label}`" if label is not None else source
            raise SourceError(
                f"{who} sent a reply that is not valid MCP: {sdk_error_line(exc)}"
            ) from None
        return FORMAT.load(data(tools), source=source)

    skipped: list[SkippedTool] = []
    kept: list[int] = []
    for index, item in enumerate(tools):
        # first what no check can walk: nesting past MAX_DEPTH, NaN, lone surrogates (the
        # SDK's serializer raises a plain ValueError on such a value, not a refusal)
        problem = value_problem(item, "its value is not plain JSON")
        if problem is not None:
            skipped.append(_skipped(index, item, problem))
        else:
            kept.append(index)
    try:
        validate_server_result("tools/list", version, {"tools": [tools[i] for i in kept]})
    except ValidationError:  # find which: one check per tool, only when one fails
        for index in list(kept):
            problem = _sdk_problem(tools[index], version, index)
            if problem is not None:
                skipped.append(_skipped(index, tools[index], problem))
                kept.remove(index)
    # A name listed twice: the server runs one tool by that name, and which definition it
    # honours is unknown, so no copy is used; an invalid copy counts too.
    listed: dict[str, list[int]] = {}
    for index, item in enumerate(tools):
        name = item.get("name") if isinstance(item, Mapping) else None
        if isinstance(name, str):
            listed.setdefault(name, []).append(index)
    for name, where in listed.items():
        if len(where) > 1:
            at = ", ".join(f"tools[{i}]" for i in where)
            for index in where:
                if index in kept:
                    reason = (
                        f"the name {name!r} is listed {len(where)} times ({at}): no copy is used"
                    )
                    skipped.append(_skipped(index, tools[index], reason))
                    kept.remove(index)
    try:
        loaded = FORMAT.load(data([tools[i] for i in kept]), source=source)
    except ToolDeckError:
        for index in list(kept):
            problem = _loader_problem(tools[index], f"{source}#tools[{index}]", index)
            if problem is not None:
                skipped.append(_skipped(index, tools[index], problem))
                kept.remove(index)
        names: dict[str, list[int]] = {}
        for index in kept:
            names.setdefault(str(tools[index].get("name")), []).append(index)
        for name, where in names.items():
            if len(where) > 1:
                at = ", ".join(f"tools[{i}]" for i in where)
                for index in where:
                    reason = (
                        f"the name {name!r} is listed {len(where)} times ({at}): no copy is used"
                    )
                    skipped.append(_skipped(index, tools[index], reason))
                    kept.remove(index)
        loaded = FORMAT.load(data([tools[i] for i in kept]), source=source)
    skipped.sort(key=lambda w: w.index)
    return dataclasses.replace(loaded, warnings=(*loaded.warnings, *skipped))


async def load_from_server(
    command: Sequence[str] | str,
    *,
    env: Mapping[str, str] | None = None,
    cwd: str | PathLike[str] | None = None,
    timeout: float | None = None,
    label: str | None = None,
    skip_invalid: bool = False,
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
        label: how messages and the deck's source name the server (default: the command
            line as typed; a config's server passes :meth:`UpstreamSpec.label`, which
            hides the arguments, as they can carry tokens).
        timeout: seconds for the whole exchange (start, initialize, every page). When
            ``None``, the environment variable ``TOOLDECK_MCP_TIMEOUT`` (:data:`TIMEOUT_ENV`,
            seconds) if set, else :data:`DEFAULT_TIMEOUT` (30 s).
        skip_invalid: leave out each listed tool that is not a valid definition, with a
            :class:`SkippedTool` warning, and load the others (what a gateway serves);
            default: such a tool fails the load (:func:`load_listing`).

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
            listed are not valid (as for :meth:`McpFormat.load`; not with
            ``skip_invalid``); a tool the SDK's check refuses is a SourceError naming it.
    """
    from mcp.client.stdio import StdioServerParameters

    limit, explicit = _resolve_timeout(timeout)
    argv = shlex.split(command) if isinstance(command, str) else list(command)
    if not argv or not argv[0]:
        raise SourceError("the MCP server command is empty; give the command that starts it")
    label = shlex.join(argv) if label is None else label
    params = StdioServerParameters(
        command=argv[0],
        args=argv[1:],
        env=dict(env) if env is not None else None,
        cwd=None if cwd is None else os.fspath(cwd),
    )
    import anyio

    diagnosis = Diagnosis()
    install_line_check()
    install_stdout_bound()
    install_spawn_record()
    token = inspect_lines.set(True)
    bound = bounded_stdout.set(diagnosis)
    spawned: list[Any] = []
    spawn_token = spawned_processes.set(spawned)
    signals: list[str] = []
    stderr = StderrTail()
    failure: Exception | None = None
    started = anyio.current_time()
    spent = 0.0
    try:
        with capture_sdk_logs():
            async with anyio.create_task_group() as drains:
                drains.start_soon(stderr.drain)
                # the deadline holds for the SDK's shutdown too: a server that outlives its
                # closed stdin is signalled within SHUTDOWN_GRACE of it
                drains.start_soon(_stop_at, started + limit, spawned, signals)
                try:
                    with anyio.fail_at(started + limit):
                        tools, result_meta, version = await _fetch_pages(
                            params, cast(TextIO, stderr.writer), label, diagnosis
                        )
                except Exception as exc:
                    failure = exc
                    spent = anyio.current_time() - started  # the SDK's shutdown included
                finally:
                    drains.cancel_scope.cancel()
    finally:
        stderr.close()
        spawned_processes.reset(spawn_token)
        bounded_stdout.reset(bound)
        inspect_lines.reset(token)
    if failure is not None:
        inner = next((e for e in _leaves(failure) if isinstance(e, ToolDeckError)), None)
        if inner is not None:
            raise inner from None
        error = _failure(failure, diagnosis, stderr, label, limit, explicit)
        if signals:
            error = SourceError(
                f"{error}\n(it did not exit when its stdin closed: tooldeck sent it "
                f"{' then '.join(dict.fromkeys(signals))}; stopping it took "
                f"{max(0.0, spent - limit):.1f} s after the timeout, within the "
                f"{SHUTDOWN_GRACE:g} s shutdown grace)"
            )
        raise error from failure
    if not skip_invalid:  # with it, such a tool is skipped by name (load_listing)
        _check_listed_values(tools, label)
    loaded = load_listing(
        tools,
        result_meta,
        source=f"mcp:{label}",
        version=version,
        skip_invalid=skip_invalid,
        label=label,
    )
    if diagnosis.junk_count:  # skipped by the SDK: said, not silent
        loaded = dataclasses.replace(loaded, warnings=(*loaded.warnings, _junk_warning(diagnosis)))
    return loaded


def _junk_warning(diagnosis: Diagnosis) -> ConversionWarning:
    """The warning for non-JSON-RPC lines a server wrote on stdout and the listing skipped
    (the MCP stdio transport allows only JSON-RPC messages there; logs go to stderr)."""
    n = diagnosis.junk_count
    return ConversionWarning(
        "server",
        f"the server wrote {n} line{'s' if n != 1 else ''} on stdout that "
        f"{'are' if n != 1 else 'is'} not JSON-RPC (the first: {quote(diagnosis.junk[0])}); "
        f"{'they were' if n != 1 else 'it was'} skipped — a stdio MCP server must write only "
        "JSON-RPC messages on stdout and log to stderr",
    )


def _failure(
    exc: Exception,
    diagnosis: Diagnosis,
    stderr_tail: StderrTail,
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
    tail = stderr_tail.text()
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
        problem = value_problem(item, f"listed tool {shown} with an invalid value")
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
    calling it inside a running loop raises :class:`~tooldeck.errors.EventLoopError`, a
    ``RuntimeError``, naming that).
    """
    import anyio

    EventLoopError.refuse_inside_loop(
        "tooldeck.load() of an MCP server",
        "await tooldeck.formats.mcp_client.load_from_server(command)",
    )

    return anyio.run(
        functools.partial(load_from_server, command, env=env, cwd=cwd, timeout=timeout)
    )


# --- Streamable HTTP ------------------------------------------------------------------------


def endpoint_label(url: str) -> str:
    """``url`` without query, fragment and user info (they can hold secrets); an IPv6
    host keeps its brackets (``http://[::1]:8871/mcp``, RFC 3986 §3.2.2)."""
    parts = urlsplit(url)
    host = parts.hostname or ""
    if ":" in host:
        host = f"[{host}]"
    if parts.port is not None:
        host = f"{host}:{parts.port}"
    return urlunsplit((parts.scheme, host, parts.path, "", ""))


def _describe(exc: BaseException, label: str, limit: float, explicit: bool) -> str:
    leaves = _leaves(exc)
    cause = leaves[0] if leaves else exc
    if isinstance(cause, TimeoutError):
        how = "the timeout you gave" if explicit else "TOOLDECK_MCP_TIMEOUT or the 30 s default"
        return f"MCP server {label} did not finish tools/list within {limit:g} s ({how})"
    name = type(cause).__name__
    text = str(cause).strip() or name
    if "Connect" in name or isinstance(cause, ConnectionError | OSError):
        return f"MCP server {label} cannot be reached: {text}"
    return f"MCP server {label} failed: {name}: {text}"


async def load_from_http(
    url: str,
    *,
    headers: Mapping[str, str] | None = None,
    timeout: float | None = None,
    skip_invalid: bool = False,
) -> LoadResult:
    """Connect to a Streamable HTTP MCP server, list all its tools, load them as a deck.

    Args:
        url: the endpoint (``http://127.0.0.1:8000/mcp``).
        headers: HTTP headers sent with every request (``Authorization`` …; secrets).
        timeout: seconds for the whole exchange; None: ``TOOLDECK_MCP_TIMEOUT`` if set,
            else 30 s (as :func:`tooldeck.formats.mcp_client.load_from_server`).
        skip_invalid: as for :func:`load_from_server`.

    Returns:
        A :class:`LoadResult` with format ``"mcp"``; tool sources read
        ``mcp:<endpoint>#tools[3]``.

    Raises:
        SourceError: the server cannot be reached, times out, answers with an HTTP or MCP
            error, sends invalid values, or its pagination loops.
        FormatError, SchemaError, ToolDefinitionError, DuplicateToolError: the tools it
            listed are not valid (as for a file).
    """
    import anyio
    import mcp_types
    from mcp.client.streamable_http import streamable_http_client

    # The client the SDK's own transports build by default (its MCP timeouts), with our
    # headers; a private module of the exactly pinned SDK (pyproject.toml).
    from mcp.shared._httpx_utils import create_mcp_http_client

    limit, explicit = _resolve_timeout(timeout)
    label = endpoint_label(url)
    info = mcp_types.Implementation(name="tooldeck", version=_client_version())
    listed: tuple[list[Any], Mapping[str, Any] | None] | None = None
    version = HANDSHAKE_VERSION
    failure: BaseException | None = None
    with capture_sdk_logs():
        try:
            with anyio.fail_after(limit):
                async with (
                    create_mcp_http_client(headers=dict(headers or {})) as client,
                    streamable_http_client(
                        url, http_client=client, max_sse_event_size=MAX_MESSAGE_BYTES
                    ) as (read, write),
                ):
                    session, channel = listing_session(
                        read, write, client_info=info, **client_session_options()
                    )
                    async with session:
                        await session.initialize()
                        version = session.protocol_version or version
                        listed = await list_all_pages(session, label, channel)
        except Exception as exc:  # the SDK raises groups of transport errors
            failure = exc
    if failure is not None or listed is None:
        inner = (
            next((e for e in _leaves(failure) if isinstance(e, ToolDeckError)), None)
            if failure
            else None
        )
        if inner is not None:
            raise inner from None
        raise SourceError(
            _describe(failure, label, limit, explicit)
            if failure
            else f"MCP server {label} gave no tools"
        ) from None
    tools, meta = listed
    if not skip_invalid:  # with it, such a tool is skipped by name (load_listing)
        _check_listed_values(tools, label)
    return load_listing(
        tools, meta, source=f"mcp:{label}", version=version, skip_invalid=skip_invalid, label=label
    )


def load_from_http_sync(
    url: str,
    *,
    headers: Mapping[str, str] | None = None,
    timeout: float | None = None,
) -> LoadResult:
    """Blocking form of :func:`load_from_http` (same arguments, result and errors); call
    it only where no event loop runs in this thread (inside one it raises
    :class:`~tooldeck.errors.EventLoopError`)."""
    import anyio

    EventLoopError.refuse_inside_loop(
        "tooldeck.load() of an MCP server over HTTP",
        "await tooldeck.formats.mcp_client.load_from_http(url)",
    )
    return anyio.run(functools.partial(load_from_http, url, headers=headers, timeout=timeout))
