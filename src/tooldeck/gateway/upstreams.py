"""The upstream pool: one supervised MCP client connection per upstream server.

Each :class:`Upstream` runs in its own task: it connects with the official ``mcp`` SDK
client (stdio: the SDK spawns the command in its own process group, with the environment
of :meth:`~tooldeck.formats.mcp_config.UpstreamSpec.process_env`, not the gateway's whole
one; Streamable HTTP: the SDK's ``streamable_http_client``), speaks the handshake era
(``initialize``, MCP specification 2025-11-25 "Lifecycle"; every server of both eras
accepts it) declaring the ``elicitation`` capability (an upstream's questions during a
call are answered per :mod:`tooldeck.gateway.relay`; the capabilities come from
:func:`tooldeck.formats.mcp_client.client_session_options`, as every listing's do, so
``tooldeck lock CONFIG`` sees the tools the gateway sees), lists the tools page by page
(:func:`tooldeck.formats.mcp_client.list_all_pages`: 2025-06-18
"Utilities → Pagination", at most ``MAX_PAGES`` pages, a repeated cursor refused; on the
session's JSON-RPC channel, so that a tool the SDK would refuse fails only itself: it is
left out and named in ``skipped`` with why, and the upstream's other tools are served),
and then waits for one of four things:

* ``notifications/tools/list_changed`` (2025-06-18 "Tools → List Changed
  Notification"): the tools are listed again and the pool's ``on_change`` is called;
* a call to an upstream that did not declare ``tools.listChanged``
  (:meth:`Upstream.relist_before_call`: the SDK's ``MCPServer`` announces changes only on
  ``subscriptions/listen``, 2026-07-28, which this handshake-era session cannot open):
  its tools are listed again before the call goes out, and ``on_change`` is called when
  the listing changed;
* the connection ends (the process exited or crashed, stdout closed, an HTTP call failed
  at the transport, a call's HTTP stream broke, the HTTP server answered 404 to the
  session's id: it restarted and forgot the session, or tooldeck refused what the
  server wrote): the upstream is marked down, every call in flight on it fails, and it
  is restarted after a backoff of :data:`BACKOFF_BASE_S` · 2^n seconds, at most
  :data:`BACKOFF_MAX_S`. The log says
  it is down once, with that schedule (then again only when the reason changes, or every
  :data:`REMIND_AFTER_S`), and says when it is back, after how many attempts;
* the pool closes.

Isolation (issue 14, item 6): an upstream's failures reach only its own calls, as
:class:`~tooldeck.errors.RetryableError` (down, restarting, crashed mid-call: retry after
the backoff) or :class:`~tooldeck.errors.EnvironmentProblem` (never started: command not
found, refused connection, broken JSON-RPC at the handshake). Its stdout is read with the
bounds of :mod:`tooldeck.formats._mcp_bounds` (one message ≤ 16 MiB; no Content-Length
framing; UTF-8 only) and the line checks of :mod:`tooldeck.formats._mcp_stream` (NaN,
repeated keys, lone surrogates, JSON-RPC the SDK cannot read; more than 1,000 lines that
are not JSON-RPC end the connection); its stderr is drained into a 64 KiB tail. The SDK
stops a stdio server by closing its stdin, waiting 2 s, then SIGTERM to its process group
and SIGKILL 2 s later (2025-11-25 "Lifecycle → Shutdown"; ``mcp.client.stdio``,
``PROCESS_TERMINATION_TIMEOUT`` and ``FORCE_KILL_TIMEOUT``); after it, whatever is left in
that group (a child its leader started and left behind) is sent SIGKILL too
(:func:`kill_group`). So closing the pool leaves no child process, as long as the gateway
itself lives through those 4 s: :mod:`tooldeck.gateway.run` turns the gateway's own
SIGTERM or SIGHUP into a quick stop that SIGKILLs the upstreams still alive after
:data:`SIGNAL_GRACE_S` (:meth:`UpstreamPool.kill_all`), where the signal's default action
killed the gateway at once and left a stuck upstream running with parent 1 (trial35 H2).

Stuck upstreams (trial35 H2): a call the gateway stops waiting for (its timeout, or the
client cancelled it) makes the SDK send ``notifications/cancelled``, which a server busy on
CPU (``mcp-server-calculator`` evaluating ``9**9**9**9`` in a thread holding the GIL) never
reads. So after such a call the gateway sends the upstream a ``ping`` (2025-06-18
"Utilities → Ping") with a deadline of :data:`PING_TIMEOUT_S`
(:meth:`Upstream.check_alive`): answered, the upstream stays connected (it is busy, not
stuck); not answered, its connection is ended as for a crash: the process is stopped as
above, the log says why, and it is restarted after the backoff, so the next call finds it
fresh instead of timing out behind the stuck one. The stopped call's result says so.

Every message of the gateway that quotes an upstream (a failed start's reason and stderr
tail, a JSON-RPC error answered to a call, a result that is not valid MCP, a transport
failure, a skipped definition, a listing of resources or prompts that failed) has the
values tooldeck passed it that may be secret masked as ``***``
(:meth:`~tooldeck.formats.mcp_config.UpstreamSpec.masked`) and ends with a note saying
how many (:func:`~tooldeck.formats.mcp_config.masked_note`). A tool's own result (content,
``structuredContent``, an ``isError`` result) is passed on unchanged: it is the tool's
output, not the gateway's message (docs/gateway.md, "A tool's result is not masked").

Calls use the session's ``send_request`` with the raw result model: the SDK client's own
output-schema check (``ClientSession.call_tool``) is left out because the gateway's
Runtime checks the output schema and reports a mismatch as a classified result instead of
an exception. Cancelling the task awaiting a call makes the SDK send
``notifications/cancelled`` for it (2025-06-18 "Utilities → Cancellation").
"""

from __future__ import annotations

import contextlib
import contextvars
import logging
import math
import os
import secrets
import signal
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path
from typing import Any, Literal, TextIO, cast

import anyio
import mcp_types as types

from tooldeck.errors import (
    EnvironmentProblem,
    InvalidArgumentsError,
    QuarantinedError,
    RetryableError,
    ToolError,
)
from tooldeck.formats._mcp_bounds import StderrTail, bounded_stdout, install_stdout_bound
from tooldeck.formats._mcp_stream import (
    REFUSED_ANSWER,
    Diagnosis,
    WatchedStream,
    inspect_lines,
    install_line_check,
)
from tooldeck.formats.mcp_client import (
    HANDSHAKE_VERSION,
    SkippedTool,
    capture_sdk_logs,
    client_session_options,
    endpoint_label,
    install_spawn_record,
    list_all_pages,
    listing_session,
    load_listing,
    spawned_processes,
)
from tooldeck.formats.mcp_config import GatewayConfig, UpstreamSpec, masked_note
from tooldeck.runtime.policy import DuplicateGuard
from tooldeck.serve.sessions import DUPLICATE_CHECKED, RELAY_KEY, RELAY_KEY_ENV, RELAYED_SESSION
from tooldeck.tool import Tool

__all__ = [
    "BACKOFF_BASE_S",
    "BACKOFF_MAX_S",
    "PING_TIMEOUT_S",
    "REMIND_AFTER_S",
    "SIGNAL_GRACE_S",
    "START_TIMEOUT_S",
    "Upstream",
    "UpstreamPool",
    "UpstreamStatus",
    "backoff_delay",
    "backoff_schedule",
    "kill_group",
]

_LOG = logging.getLogger("tooldeck.gateway")

DEFAULT_DUPLICATE_WINDOW_S = DuplicateGuard().window_s
"""The window the gateway's duplicate guard applies to a server without
``duplicate_window`` (the runtime's), said in each call's ``_meta``."""

BACKOFF_BASE_S = 0.5
"""First restart delay after an upstream went down (seconds); doubled per failed start."""

BACKOFF_MAX_S = 30.0
"""Longest restart delay (seconds)."""

START_TIMEOUT_S = 30.0
"""Seconds an upstream gets to start, initialize and list its tools."""

PING_TIMEOUT_S = 2.0
"""Seconds an upstream gets to answer the ``ping`` the gateway sends after a call it
stopped waiting for (:meth:`Upstream.check_alive`); a server whose event loop runs
answers a ping in milliseconds, so 2 s is ample and adds at most that to the stopped
call's answer."""

SIGNAL_GRACE_S = 1.0
"""Seconds between the SIGTERM the gateway passes on to its upstreams' process groups when
it is itself told to stop (SIGTERM, SIGHUP) and the SIGKILL to those still alive
(:meth:`UpstreamPool.kill_all`). Short, because whoever sent the signal may send SIGKILL
soon: the SDK's stdio client does 2 s after its SIGTERM."""


_SIGKILL = getattr(signal, "SIGKILL", signal.SIGTERM)
"""SIGKILL where it exists (POSIX); Windows has none, and a default argument naming
``signal.SIGKILL`` would fail the module's import there."""


def runs_tooldeck_serve(command: str | None, args: Sequence[str] = ()) -> bool:
    """Whether a stdio upstream's command line runs ``tooldeck serve``: a word naming
    tooldeck (the ``tooldeck`` program, ``-m tooldeck``, ``uvx tooldeck``, a ``-c`` snippet
    importing it) followed later by the word ``serve``; the words of a ``sh -c "…"`` string
    count one by one. Only such an upstream is given the gateway's relay key
    (:data:`~tooldeck.serve.sessions.RELAY_KEY_ENV`), which ``tooldeck serve`` removes from
    its environment at start; any other server would keep it where a tool could show it
    (trial47 finding 11: the everything server's ``get-env``). A ``tooldeck serve`` behind
    a wrapper not so recognised keeps one memory for all the gateway's clients, as an HTTP
    one does (``--trust-relayed-sessions`` is that case's way out)."""
    words = [w for part in (command or "", *args) for w in str(part).split()]
    named = next((i for i, w in enumerate(words) if "tooldeck" in Path(w).name), None)
    return named is not None and "serve" in words[named + 1 :]


def kill_group(pgid: int, sig: int = _SIGKILL) -> bool:
    """Send ``sig`` to the process group ``pgid`` (a stdio upstream's: the SDK starts each
    in its own session, so its pid is its group's id); True when some member got it,
    False when the group is gone (or not ours to signal). POSIX only; False elsewhere."""
    killpg = getattr(os, "killpg", None)
    if killpg is None:  # pragma: no cover - Windows: the SDK's job object kills the tree
        return False
    try:
        killpg(pgid, sig)
    except (ProcessLookupError, PermissionError):
        return False
    return True


def group_alive(pgid: int) -> bool:
    """Whether the process group ``pgid`` still has a member (signal 0 probes it)."""
    return kill_group(pgid, 0)


_EXITED = "did it exit or crash?"
"""Words of a failure where the upstream's connection closed and how its process ended is
not known."""

_ENDED = (_EXITED, "it exited with status", "it was killed by signal")
"""Words of every failure where the upstream's connection closed (for the env note)."""


def exit_words(returncode: int | None) -> str | None:
    """A process's end in words: ``"it exited with status 3"``, ``"it was killed by signal
    9 (SIGKILL)"`` (a negative return code, as Python reports a signal), or None while it
    has not exited (or is not known)."""
    if returncode is None:
        return None
    if returncode >= 0:
        return f"it exited with status {returncode}"
    number = -returncode
    try:
        name = f" ({signal.Signals(number).name})"
    except ValueError:
        name = ""
    return f"it was killed by signal {number}{name}"


REMIND_AFTER_S = 600.0
"""While an upstream stays down for the same reason, the log repeats it at most once per
this many seconds (with the attempt count); a new reason is logged at once."""


START_LIMIT_FACTOR = 10
"""A start that outlasts its limit doubles the next start's limit, up to this many times
the gateway's ``--start-timeout`` (``start_timeout_s``): 30 s, 60 s, 120 s, 240 s, 300 s."""


_START_LIMIT_SAID = "did not start and list its tools within"


def _timed_out(exc: BaseException) -> bool:
    """Whether a start failed by outlasting its limit (what :func:`_describe` words as
    "did not start and list its tools within …")."""
    while isinstance(exc, BaseExceptionGroup) and exc.exceptions:
        exc = exc.exceptions[0]
    return isinstance(exc, TimeoutError)


def backoff_delay(failures: int) -> float:
    """Seconds before the next start after ``failures`` failures in a row (≥ 1):
    :data:`BACKOFF_BASE_S` · 2^(failures − 1), at most :data:`BACKOFF_MAX_S`."""
    return float(min(BACKOFF_MAX_S, BACKOFF_BASE_S * 2 ** max(0, failures - 1)))


def backoff_schedule(failures: int, shown: int = 4) -> str:
    """The next restart delays in words: ``"0.5 s, then 1 s, 2 s, 4 s … up to 30 s"``, or
    ``"30 s, then every 30 s"`` once at the ceiling."""
    delays = [backoff_delay(f) for f in range(failures, failures + shown)]
    if delays[0] >= BACKOFF_MAX_S:
        return f"{BACKOFF_MAX_S:g} s, then every {BACKOFF_MAX_S:g} s"
    kept = [d for d in delays if d < BACKOFF_MAX_S]
    rest = ", ".join(f"{d:g} s" for d in kept[1:])
    return f"{kept[0]:g} s" + (f", then {rest}" if rest else "") + f" … up to {BACKOFF_MAX_S:g} s"


State = Literal["starting", "ready", "down", "closed"]


class UpstreamErrorAnswer(EnvironmentProblem):
    """An upstream answered a request with a JSON-RPC error of its own (not ``-32602``).

    Attributes:
        code: the upstream's JSON-RPC error code, kept so that a relayed
            ``prompts/get``/``resources/read`` answers the client with it (rebreak32 R10:
            it went as code 0).
    """

    def __init__(self, message: str, *, code: int) -> None:
        super().__init__(message)
        self.code = code


class UpstreamInvalidParams(InvalidArgumentsError):
    """An upstream answered a request with JSON-RPC error ``-32602`` (Invalid params,
    JSON-RPC 2.0 §5.1): the arguments' fault. ``code`` as :class:`UpstreamErrorAnswer`."""

    def __init__(self, message: str, *, code: int) -> None:
        super().__init__(message)
        self.code = code


@dataclass(frozen=True)
class UpstreamStatus:
    """What the pool knows about one upstream.

    Attributes:
        name: the upstream's name.
        state: ``starting``, ``ready``, ``down`` (restart pending) or ``closed``.
        tools: how many tools it lists (0 unless ready).
        error: why it is down (the last failure), or None.
        restarts: how many times it was (re)started after the first start.
        skipped: tools it listed that are not valid definitions, with the reason.
        since: when it entered ``state`` (seconds since the epoch, ``time.time()``); for
            ``down`` and a restart's ``starting``, when the outage began (its first
            failure), not the last failed retry (trial45b M2).
        first_error: the failure that began the current (or last) outage, kept once it is
            back, or None when it never failed.
        first_error_at: when that failure was seen (seconds since the epoch), or None.
        last_error: the last failure's text, kept after it is back (``error`` is None
            then), or None when it never failed.
        last_error_at: when that failure was seen (seconds since the epoch), or None.
        pid: the stdio upstream's current (or last) process id; None for HTTP.
        ever_ready: it listed its tools at least once.
    """

    name: str
    state: State
    tools: int
    error: str | None
    restarts: int
    skipped: tuple[str, ...]
    since: float | None = None
    last_error: str | None = None
    last_error_at: float | None = None
    pid: int | None = None
    ever_ready: bool = False
    first_error: str | None = None
    first_error_at: float | None = None


class _UpstreamDiagnosis(Diagnosis):
    """A :class:`Diagnosis` for a long-lived connection: no bound on the total bytes
    read (the per-message bound stays), server notifications reach the session
    (``notifications/tools/list_changed``), and an answer to a call that tooldeck refuses
    (:data:`~tooldeck.formats._mcp_stream.REFUSED_ANSWER`) fails that call only."""

    stdout_limit: int | None = None
    drain_notifications = False
    answer_refusals = True


class _EndWatch(WatchedStream):
    """The session's read stream; sets ``ended`` when the server's stream ends."""

    def __init__(self, inner: Any, diagnosis: Diagnosis, ended: anyio.Event) -> None:
        super().__init__(inner, diagnosis)
        self._ended = ended

    async def receive(self) -> Any:
        try:
            return await super().receive()
        except (anyio.EndOfStream, anyio.ClosedResourceError):
            self._ended.set()
            raise


async def _cancel_when(event: anyio.Event, scope: anyio.CancelScope) -> None:
    await event.wait()
    scope.cancel()


def _client_info() -> types.Implementation:
    try:
        version = metadata.version("tooldeck")
    except metadata.PackageNotFoundError:  # pragma: no cover - a bare checkout
        version = "0"
    return types.Implementation(name="tooldeck-gateway", version=version)


def _describe(exc: BaseException, timeout_s: float, program: str = "") -> str:
    """One line for a failed start or a lost connection (``program``: how the upstream's
    program is named, never with its arguments)."""
    from mcp.shared.exceptions import MCPError
    from pydantic import ValidationError

    from tooldeck.formats._mcp_stream import sdk_error_line

    while isinstance(exc, BaseExceptionGroup) and exc.exceptions:
        exc = exc.exceptions[0]
    if isinstance(exc, TimeoutError):
        return (
            f"did not start and list its tools within {timeout_s:g} s (the limit of this "
            "try: the gateway's --start-timeout, doubled after each try it outlasted)"
        )
    if isinstance(exc, FileNotFoundError):
        from tooldeck.formats.mcp_client import command_not_found_hint

        return (
            f"could not be started: {program}: command not found ({exc.strerror or exc})"
            f"{command_not_found_hint(exc)}"
        )
    if isinstance(exc, OSError):
        return f"could not be started: {program}: {exc.strerror or exc}"
    if isinstance(exc, MCPError):
        if "closed" in exc.error.message.lower():
            return f"closed the connection ({_EXITED})"
        return f"answered with MCP error {exc.error.code}: {exc.error.message}"
    if isinstance(exc, ValidationError):
        return f"sent a reply that is not valid MCP: {sdk_error_line(exc)}"
    text = str(exc).strip().splitlines()
    return f"failed: {type(exc).__name__}: {text[0] if text else ''}".rstrip(": ")


class Upstream:
    """One upstream server: its connection, its tools, its health.

    Created by :class:`UpstreamPool`; :meth:`call` is what the gateway's handlers use.
    """

    def __init__(
        self,
        spec: UpstreamSpec,
        on_change: Callable[[Upstream], Awaitable[None]],
        *,
        base_dir: Path | None = None,
        start_timeout_s: float = START_TIMEOUT_S,
    ) -> None:
        self.spec = spec
        self.name = spec.name
        self._state: State = "starting"
        self.since = time.time()
        """When it entered :attr:`state` (seconds since the epoch)."""
        self.on_state: Callable[[Upstream], None] | None = None
        """Called (synchronously) after each change of :attr:`state`: the gateway's status
        file is rewritten then (:mod:`tooldeck.gateway.status`)."""
        self.last_error: str | None = None
        self.last_error_at: float | None = None
        """The last failure (:attr:`error`'s text) and when it was seen (``time.time()``),
        kept once it is back."""
        self.first_error: str | None = None
        self.first_error_at: float | None = None
        """The failure that began the current (or last) outage and when it was seen, kept
        once it is back (the last failed retry's error overwrites :attr:`last_error`)."""
        self._outage_at: float | None = None
        """When the current outage began (``time.time()``), None while it is up: the
        :attr:`since` of ``down`` and of a restart's ``starting``."""
        self.tools: tuple[Tool, ...] = ()
        self.raw_tools: tuple[Mapping[str, Any], ...] = ()
        self.resources: tuple[Any, ...] = ()
        """Its resources, resource templates and prompts (SDK models), when it declares
        the capability (:mod:`tooldeck.gateway.resources`)."""
        self.templates: tuple[Any, ...] = ()
        self.prompts: tuple[Any, ...] = ()
        self.error: str | None = None
        self.ever_ready = False
        self.restarts = 0
        self.skipped: tuple[str, ...] = ()
        self._version = HANDSHAKE_VERSION
        """The protocol version its current connection negotiated (what each listed tool
        is checked at)."""
        self.settled = anyio.Event()
        """Set once the first start succeeded or failed."""
        self._on_change = on_change
        self._base_dir = base_dir
        self._start_timeout_s = start_timeout_s
        self._start_limit_s = start_timeout_s
        """The limit of the next start: ``start_timeout_s`` at first and after a start that
        succeeded; doubled after each start that outlasted it, up to
        :data:`START_LIMIT_FACTOR` × ``start_timeout_s`` (a server slower to start than
        the option, such as ``npx -y`` on a cold install, comes up on a later try instead of
        being killed at the same limit for ever: trial38)."""
        self._relay_key = secrets.token_urlsafe(24)
        """The secret this upstream's process gets (stdio: :data:`RELAY_KEY_ENV`) and each
        call shows (:data:`RELAY_KEY`): a ``tooldeck serve`` upstream then keeps its
        duplicate guard per client of the gateway with no flag. Per process of the
        gateway and upstream, never logged."""
        self.swept: int | None = None
        """The process group :meth:`_sweep` sent SIGKILL (its leader had exited), else None:
        :meth:`UpstreamPool.kill_all` leaves it alone (trial47 finding 8: a member killed
        there lingers as a zombie where nothing reaps orphans, and kill_all signalled the
        group again and logged, after the sweep's line, that the upstream did not exit)."""
        self._gives_relay_key = runs_tooldeck_serve(self.spec.command, self.spec.args)
        """Whether its process gets :attr:`_relay_key` (:func:`runs_tooldeck_serve`)."""
        self._client: Any = None
        self._ended: anyio.Event | None = None
        self._relist = anyio.Event()
        self._listed = anyio.Event()
        self._listed.set()
        """Set while the tools the gateway checked against the lock are the upstream's
        current ones; cleared by its ``notifications/tools/list_changed`` until the
        re-listing was loaded and the pool's ``on_change`` (the gateway's check against the
        lock) returned, or the connection ended (:meth:`listing_checked`)."""
        self._notifies = True
        """Whether its current connection declared ``tools.listChanged`` (2025-06-18
        "Tools → Capabilities"): when it did not, each call first lists its tools again
        (:meth:`relist_before_call`)."""
        self._extras_due = False
        """A list_changed notification asked for the resources and prompts too (a
        re-listing before a call lists the tools only)."""
        self._lost_session = False
        """The current connection ended because a re-listing met HTTP 404 on its session."""
        self._last_raw: list[Any] | None = None
        """The raw tools of the last listing loaded (a re-listing equal to it is not
        checked again)."""
        self._retry_at = 0.0
        self._stderr: StderrTail | None = None
        self._down_since: float | None = None
        """When the current down spell began (monotonic), None while it is up."""
        self._attempts = 0
        """Restarts tried since it went down (the one under way included)."""
        self._said: tuple[str, float] | None = None
        """The down reason last logged and when (monotonic)."""
        self._reason = ""
        """The last failure's reason without its stderr tail (what :meth:`_log_down`
        compares: the tail changes from one attempt to the next)."""
        self._earlier_stderr = ""
        """The end of what the upstream wrote on stderr before its last answer, when nothing
        since: written to the log by :meth:`_log_down`, never into a client's message."""
        self.in_flight: list[Any] = []
        """The forwarded calls open on this upstream now
        (:class:`~tooldeck.gateway.relay.Forwarded`): whom a question it asks is about."""
        self._approved_one = anyio.Lock()
        """Held by a call the gateway approved while it is open: such calls do not
        overlap, so the upstream's confirmation of one is tied to it."""
        self._end_reason: str | None = None
        """Why the gateway ended the current connection itself (:meth:`_end`), or None."""
        self._diagnosis: Diagnosis | None = None
        """What the current connection's stream showed (a line tooldeck refused …)."""
        self._process: Any = None
        """The stdio upstream's current process (the SDK's), None for HTTP or before it
        started."""
        self._abandoned = False
        """A request on the current connection was stopped before its answer came (the
        call's timeout, or the client cancelled it): :meth:`check_alive` pings it."""
        self.stopping = False
        """The gateway itself is stopping this upstream (:meth:`UpstreamPool.kill_all`, on
        SIGTERM, SIGHUP or Ctrl-C during the start): the end of its connection is then not
        logged as "upstream ... is down" (whose note on the environment variables it was
        started with would mislead: the gateway ended it), and it is not restarted."""
        self._probe = anyio.Lock()
        """Held by :meth:`check_alive`: calls stopped together share one ping."""
        self.stuck: str | None = None
        """Why the gateway ended the last connection for not answering a ping, until it is
        ready again (said in the stopped call's result)."""

    @property
    def pid(self) -> int | None:
        """The process id of the stdio upstream's current (or last) process, else None."""
        return getattr(self._process, "pid", None)

    async def exited(self, wait_s: float = 0.0) -> str | None:
        """How the current process ended (:func:`exit_words`), waiting up to ``wait_s``
        seconds for the exit to be seen; None while it runs, for HTTP, or when unknown."""
        process = self._process
        if process is None:
            return None
        with anyio.move_on_after(wait_s):
            while process.returncode is None and wait_s > 0:
                await anyio.sleep(0.01)
        return exit_words(process.returncode)

    # --- status ----------------------------------------------------------------------------
    @property
    def state(self) -> State:
        """``starting``, ``ready``, ``down`` (restart pending) or ``closed``, as the run
        loop last set it (:attr:`current_state` also counts a connection that ended)."""
        return self._state

    @state.setter
    def state(self, value: State) -> None:
        if value == self._state:
            return
        during = value in ("down", "starting") and self._outage_at is not None
        self._state = value
        self.since = self._outage_at if during and self._outage_at is not None else time.time()
        if self.on_state is not None:
            self.on_state(self)

    @property
    def ended(self) -> bool:
        """Its current connection ended (a crash, a kill after a ping went unanswered)
        while :attr:`state` still says ``ready``: the run loop marks it ``down`` as soon as
        the SDK's session has unwound, and nothing can be sent to it meanwhile."""
        return self._state == "ready" and self._ended is not None and self._ended.is_set()

    @property
    def current_state(self) -> State:
        """:attr:`state`, but ``down`` for a ``ready`` upstream whose connection ended
        (:attr:`ended`): what a call of its tools meets now."""
        return "down" if self.ended else self._state

    def status(self) -> UpstreamStatus:
        """A snapshot of this upstream (its state as :attr:`current_state`)."""
        return UpstreamStatus(
            self.name,
            self.current_state,
            len(self.tools),
            self.error if not self.ended else (self._end_reason or self.error),
            self.restarts,
            self.skipped,
            since=self.since,
            last_error=self.last_error,
            last_error_at=self.last_error_at,
            pid=self.pid,
            ever_ready=self.ever_ready,
            first_error=self.first_error,
            first_error_at=self.first_error_at,
        )

    def label(self) -> str:
        """The server's name and program, ``args hidden`` (arguments can carry tokens), or
        its URL without query and user info (:meth:`UpstreamSpec.label`); never headers or
        environment values."""
        return self.spec.label()

    def _program(self) -> str:
        """The program (stdio) or URL (http) for messages, never the arguments."""
        if self.spec.transport == "http":
            return endpoint_label(str(self.spec.url))
        return f"`{self.spec.command}`" + (" (args hidden)" if self.spec.args else "")

    # --- the connection ----------------------------------------------------------------------
    @contextlib.asynccontextmanager
    async def _transport(
        self, diagnosis: Diagnosis, ended: anyio.Event
    ) -> AsyncIterator[tuple[Any, Any]]:
        if self.spec.transport == "http":
            from mcp.client.streamable_http import streamable_http_client
            from mcp.shared._httpx_utils import create_mcp_http_client

            from tooldeck.formats._mcp_bounds import MAX_MESSAGE_BYTES

            http = create_mcp_http_client(headers=dict(self.spec.headers) or None)
            http.event_hooks = {"response": [_record_http_status]}
            # one message up to the bound a stdio line has (the SDK's default is 1 MiB an
            # SSE event: a 2 MB result the upstream answered failed as its JSON-RPC error)
            async with (
                http,
                streamable_http_client(
                    str(self.spec.url), http_client=http, max_sse_event_size=MAX_MESSAGE_BYTES
                ) as (read, write),
            ):
                yield _EndWatch(read, diagnosis, ended), write
            return
        from mcp.client.stdio import StdioServerParameters, stdio_client

        cwd = self.spec.cwd
        if cwd is not None and self._base_dir is not None and not os.path.isabs(cwd):
            cwd = str(self._base_dir / cwd)
        params = StdioServerParameters(
            command=str(self.spec.command),
            args=list(self.spec.args),
            # a tooldeck serve upstream reads its client sessions from calls showing this
            # process's own secret (RELAY_KEY_ENV); only it gets the variable (trial47
            # finding 11: a third-party server's tool could show it to the model)
            env={**self.spec.process_env()}
            | ({RELAY_KEY_ENV: self._relay_key} if self._gives_relay_key else {}),
            cwd=cwd,
        )
        assert self._stderr is not None
        install_spawn_record()
        spawned: list[Any] = []
        token = spawned_processes.set(spawned)
        reset = False
        try:
            async with stdio_client(params, errlog=cast(TextIO, self._stderr.writer)) as (
                read,
                write,
            ):
                spawned_processes.reset(token)
                reset = True
                self._process = spawned[0] if spawned else None
                yield _EndWatch(read, diagnosis, ended), write
        finally:
            if not reset:  # the start failed: nothing was yielded
                spawned_processes.reset(token)
            # the SDK signals the group only when its leader outlived the grace; a member
            # the leader started and left behind when it exited survives that (trial35 H2)
            self._sweep(spawned[0] if spawned else None)

    def _sweep(self, process: Any) -> None:
        """SIGKILL what is left of ``process``'s group once the SDK stopped it (the
        leader has exited and been reaped: its group id cannot be reused by a new group
        while a member lives)."""
        pid = getattr(process, "pid", None)
        if pid is None or getattr(process, "returncode", None) is None or self.swept == pid:
            return  # still running, or its group already got SIGKILL (kill_all)
        self.swept = pid  # its group got SIGKILL here: kill_all does not signal it again
        if kill_group(pid):
            _LOG.warning(
                "upstream %s: a process it started was still running after the upstream "
                "stopped (its process group %d); the gateway sent it SIGKILL",
                self.name,
                pid,
            )

    def kill(self, sig: int) -> bool:
        """Send ``sig`` to the current stdio process's group (SIGTERM, then SIGKILL, when
        the gateway itself is told to stop: :meth:`UpstreamPool.kill_all`) while it runs;
        True when a member got it. HTTP upstreams, and one with no process or whose process
        has exited, are left alone."""
        process = self._process
        if process is None or process.returncode is not None:
            return False  # exited: what it left in its group is swept (_sweep)
        return kill_group(process.pid, sig)

    async def _message(self, message: Any) -> None:
        if isinstance(message, types.ToolListChangedNotification) and self._listed.is_set():
            self._listed = anyio.Event()  # calls are held until the new list is checked
        if isinstance(
            message,
            types.ToolListChangedNotification
            | types.ResourceListChangedNotification
            | types.PromptListChangedNotification,
        ):
            self._extras_due = True
            self._relist.set()

    @property
    def notifies(self) -> bool:
        """Whether its current connection declared ``tools.listChanged``: False for a
        server that can announce a change only on a ``subscriptions/listen`` stream (MCP
        2026-07-28, SEP-2575; the SDK's ``MCPServer`` with ``ctx.notify_tools_changed()``),
        which the gateway's handshake-era session cannot open (the server answers "Method
        not found"), and for one that never notifies."""
        return self._notifies

    async def relist_before_call(self) -> None:
        """For an upstream that did not declare ``tools.listChanged``: list its tools
        again (``tools/list``, every page; not its resources or prompts) and, when the
        listing differs from the last one, check it against the lock (the pool's
        ``on_change``) before the call goes out, so a definition changed since the last
        call is refused rather than run under its old pin (trial34 M3). A listing already
        under way does not count: one started after this call is waited for. Returns at
        once for an upstream that declared it (its notification holds the call:
        :meth:`listing_checked`) or that is not ready (the call then fails as down).

        Cost: one ``tools/list`` round trip per page per call on such an upstream, bounded
        by the start timeout; the pin check runs only when the listing changed.
        """
        if self._notifies or self.state != "ready" or self._client is None:
            return
        if self._listed.is_set():
            self._listed = anyio.Event()
        self._relist.set()
        await self._listed.wait()
        if self._lost_session:
            raise RetryableError(
                f"upstream `{self.name}` no longer knows the gateway's session (HTTP 404 "
                "to the tools/list the gateway sends before each call to it; did it "
                "restart?), so it did not run the call; the gateway reconnects with a new "
                "session: retry it then",
                retry_after=BACKOFF_BASE_S,
            )

    @property
    def listing_stale(self) -> bool:
        """True between the upstream's ``notifications/tools/list_changed`` and the end of
        the gateway's check of its new listing (:meth:`listing_checked`)."""
        return not self._listed.is_set()

    async def listing_checked(self) -> None:
        """Wait until the tools the upstream announced as changed were listed and checked
        (the pool's ``on_change`` returned), or its connection ended; at once when no
        change is pending. A re-listing is bounded by the start timeout."""
        await self._listed.wait()

    async def _elicit(
        self, context: Any, params: types.ElicitRequestParams
    ) -> types.ElicitResult | types.ErrorData:
        """An ``elicitation/create`` from the upstream: answered for the one forwarded call
        open on it (:meth:`~tooldeck.gateway.relay.Forwarded.answer`); ``cancel`` when none
        or several are open (MCP does not say which call a question is about)."""
        calls = list(self.in_flight)
        if len(calls) == 1:
            answer: types.ElicitResult = await calls[0].answer(params)
            return answer
        _LOG.warning(
            "upstream %s asked a question while %d calls were open on it; answered cancel",
            self.name,
            len(calls),
        )
        for call in calls:
            call.ambiguous(len(calls))
        return types.ElicitResult(action="cancel")

    async def _list(self, client: Any, extras: bool = True) -> list[Any]:
        """The raw tools of every page; with ``extras``, the resources, templates and
        prompts are listed too (kept on the upstream) when the server declares them."""
        from tooldeck.gateway.resources import list_extras

        session, channel = client
        tools, _ = await list_all_pages(session, self.label(), channel)
        capabilities = session.server_capabilities
        if extras:
            self.resources, self.templates, self.prompts = await list_extras(
                session, capabilities, self._masked, self.spec.name
            )
        self._version = session.protocol_version or HANDSHAKE_VERSION
        return tools

    def _load(self, raw: list[Any]) -> None:
        """Keep the valid definitions; list the others in ``skipped``, by name and why
        (:func:`~tooldeck.formats.mcp_client.load_listing`: the SDK's check of each tool
        and tooldeck's loader; every copy of a name listed twice), never silent. A
        re-listing that skips a tool not skipped before is logged."""
        self._last_raw = list(raw)
        loaded = load_listing(
            raw, None, source=f"upstream:{self.name}", version=self._version, skip_invalid=True
        )
        skipped = [w for w in loaded.warnings if isinstance(w, SkippedTool)]
        dropped = {w.index for w in skipped}
        kept = [item for index, item in enumerate(raw) if index not in dropped]
        before = set(self.skipped)
        self.tools, self.raw_tools = tuple(loaded.deck), tuple(kept)
        self.skipped = tuple(self._masked(w.message) for w in skipped)
        fresh = [line for line in self.skipped if line not in before]
        if fresh and self.ever_ready:  # the first start's listing is reported at start
            _LOG.warning(
                "upstream %s lists %s the gateway skips (not listed, not callable): %s",
                self.name,
                "a tool" if len(fresh) == 1 else f"{len(fresh)} tools",
                "; ".join(fresh),
            )

    async def _connected(self, client: Any, ended: anyio.Event, closing: anyio.Event) -> None:
        """Serve one connection until it ends or the pool closes; relist on change."""
        while True:
            async with anyio.create_task_group() as waiters:

                async def watch(event: anyio.Event) -> None:
                    await event.wait()
                    waiters.cancel_scope.cancel()

                for event in (ended, closing, self._relist):
                    waiters.start_soon(watch, event)
            if ended.is_set() or closing.is_set():
                return
            self._relist = anyio.Event()
            from mcp.shared.exceptions import MCPError

            extras, self._extras_due = self._extras_due, False
            reply: dict[str, Any] = {}
            token = _http_reply.set(reply)  # the SDK's POST task runs in a copy of it
            try:
                with anyio.fail_after(self._start_timeout_s):
                    raw = await self._list(client, extras)
            except MCPError:
                if reply.get("status") == 404 and reply.get("session"):
                    # the server no longer knows the session (it restarted): say so, as a
                    # call that met it does (a re-listing before a call meets it first)
                    self._lost_session = True
                    self._end(
                        "the upstream answered HTTP 404 to the session's id: it no longer "
                        "knows the session (did it restart?)",
                        ended,
                    )
                    return
                raise
            finally:
                _http_reply.reset(token)
            if extras or raw != self._last_raw:  # an unchanged re-listing before a call
                self._load(raw)  # is not checked again
                await self._on_change(self)
            if not self._relist.is_set():  # no newer change announced meanwhile
                self._listed.set()

    async def run(self, closing: anyio.Event) -> None:
        """Connect, serve, and restart with backoff until ``closing`` is set."""
        failures = 0
        while not closing.is_set():
            diagnosis = self._diagnosis = _UpstreamDiagnosis()
            ended = anyio.Event()
            self._end_reason = None
            diagnosis.stop = ended.set
            self._stderr = StderrTail() if self.spec.transport == "stdio" else None
            was_ready = False
            try:
                async with anyio.create_task_group() as drains:
                    if self._stderr is not None:
                        drains.start_soon(self._stderr.drain)
                    try:
                        await self._session(diagnosis, ended, closing)
                    finally:
                        was_ready = self.state == "ready"
                        drains.cancel_scope.cancel()
            except Exception as exc:  # one upstream's failure stays its own
                reason = _describe(exc, self._start_limit_s, self._program())
                if _timed_out(exc):
                    self._start_limit_s = min(
                        self._start_limit_s * 2, self._start_timeout_s * START_LIMIT_FACTOR
                    )
                self.error = self._failure_text(await self._with_exit(reason), diagnosis)
            else:
                if not closing.is_set():
                    reason = self._end_reason or await self._with_exit(
                        f"closed the connection ({_EXITED})"
                    )
                    self.error = self._failure_text(reason, diagnosis)
            finally:
                self._client = None
                self._listed.set()  # held calls go on, to find the upstream down
                if self._stderr is not None:
                    self._stderr.close()
            if closing.is_set() or self.stopping:
                break  # stopped by the gateway: not "down", and not started again
            if self.error is not None:
                self.last_error, self.last_error_at = self.error, time.time()
                if self._outage_at is None:  # the outage begins: its first cause is kept
                    self._outage_at = self.last_error_at
                    self.first_error, self.first_error_at = self.error, self.last_error_at
            failures = 1 if was_ready else failures + 1
            had_tools = bool(self.tools)
            self.tools, self.raw_tools = (), ()
            self.state = "down"
            self._log_down(failures)
            self.settled.set()
            if had_tools:
                await self._on_change(self)
            delay = backoff_delay(failures)
            self._retry_at = time.monotonic() + delay
            with anyio.move_on_after(delay):
                await closing.wait()
            if not closing.is_set():
                self.restarts += 1
                self._attempts += 1
                self.state = "starting"
        self.state = "closed"
        self.tools, self.raw_tools = (), ()
        self.settled.set()

    async def _session(
        self, diagnosis: Diagnosis, ended: anyio.Event, closing: anyio.Event
    ) -> None:
        install_line_check()
        install_stdout_bound()
        token = inspect_lines.set(True)
        bound = bounded_stdout.set(diagnosis)
        try:
            # One scope around the whole connection, so that the SDK's task groups nest
            # inside it; its deadline bounds the start and is lifted once listed.
            # The SDK's log records (a traceback per unreadable line) are kept off the
            # terminal and re-logged at DEBUG; the diagnosis says what happened.
            with (
                capture_sdk_logs(),
                anyio.CancelScope(deadline=anyio.current_time() + self._start_limit_s) as scope,
            ):
                async with anyio.create_task_group() as watch:
                    # The connection's end (a refused line, a closed stream) stops it at
                    # once, also before the handshake is answered.
                    watch.start_soon(_cancel_when, ended, scope)
                    # the handshake era (initialize), as mcp.Client(mode="legacy") runs
                    # it, with the JSON-RPC channel kept for tools/list (listing_session)
                    async with self._transport(diagnosis, ended) as (read, write):
                        session, channel = listing_session(
                            read,
                            write,
                            message_handler=self._message,
                            # the capabilities every listing declares too (so `tooldeck
                            # lock CONFIG` sees the tools the gateway sees)
                            **client_session_options(self._elicit),
                            client_info=_client_info(),
                        )
                        async with session:
                            await session.initialize()
                            client = (session, channel)
                            tools_caps = getattr(session.server_capabilities, "tools", None)
                            self._notifies = getattr(tools_caps, "list_changed", None) is True
                            self._extras_due = self._lost_session = False
                            self._load(await self._list(client))
                            self._answered()  # its start-up lines explain no later failure
                            scope.deadline = math.inf
                            self._start_limit_s = self._start_timeout_s
                            self._client, self._ended = session, ended
                            self._log_up()
                            self._abandoned, self.stuck = False, None
                            self.error, self.ever_ready = None, True
                            self._outage_at = None
                            self.state = "ready"
                            self.settled.set()
                            await self._on_change(self)
                            await self._connected(client, ended, closing)
                    watch.cancel_scope.cancel()
            if scope.cancelled_caught and self._client is None and not ended.is_set():
                raise TimeoutError
        finally:
            bounded_stdout.reset(bound)
            inspect_lines.reset(token)

    def _log_down(self, failures: int) -> None:
        """Log that the upstream is down: once when it goes down, with the restart
        schedule; then only when the reason changes, or after :data:`REMIND_AFTER_S` with
        the attempt count (an upstream that never starts would otherwise log a line per
        attempt, forever). The stderr tail is not part of the reason compared."""
        now = time.monotonic()
        reason = self._reason
        if self._down_since is None:
            self._down_since, self._attempts = now, 0
            _LOG.warning(
                "upstream %s is down: %s; retrying in %s (logged again when the reason "
                "changes, else every %g min)",
                self.name,
                self.error,
                backoff_schedule(failures),
                REMIND_AFTER_S / 60,
            )
            if self._earlier_stderr:
                _LOG.warning(
                    "upstream %s: its stderr before its last answer (maybe about an earlier, "
                    "handled request) ends with: %s",
                    self.name,
                    self._earlier_stderr,
                )
        elif (
            self._said is None or reason != self._said[0] or now - self._said[1] >= (REMIND_AFTER_S)
        ):
            _LOG.warning(
                "upstream %s is still down after %d restart%s (%.0f s): %s; next try in %s",
                self.name,
                self._attempts,
                "" if self._attempts == 1 else "s",
                now - self._down_since,
                self.error,
                f"{backoff_delay(failures):g} s",
            )
        else:
            return
        self._said = (reason, now)

    def _log_up(self) -> None:
        """Log that a down upstream answers again, with how many restarts and how long it
        was down ("back" after a crash, "up" when it had never started); quiet for a first
        start that worked."""
        if self._down_since is None:
            return
        attempts, took = self._attempts, time.monotonic() - self._down_since
        _LOG.warning(
            "upstream %s is %s after %d restart%s (%.1f s down)",
            self.name,
            "back" if self.ever_ready else "up",
            attempts,
            "" if attempts == 1 else "s",
            took,
        )
        self._down_since, self._attempts, self._said = None, 0, None

    async def _with_exit(self, reason: str) -> str:
        """``reason`` with "did it exit or crash?" replaced by how the process ended
        (``it exited with status 3``, ``it was killed by signal 9 (SIGKILL)``) when it is
        seen to have exited within a second."""
        if _EXITED not in reason:
            return reason
        how = await self.exited(wait_s=1.0)
        return reason.replace(_EXITED, how) if how else reason

    def _failure_text(self, reason: str, diagnosis: Diagnosis) -> str:
        seen = diagnosis.reason()
        if diagnosis.refused is not None or diagnosis.echoed is not None:
            reason = seen
        elif seen and self.ever_ready and any(w in reason for w in _ENDED[1:]):
            # how it ended is the news; lines it wrote on stdout before (start-up words it
            # kept running after, such as "… running on stdio") come second (trial38: a
            # SIGKILL was reported after a minute-old start-up line)
            reason = f"{reason}; before that, it {seen}"
        elif seen:
            reason = f"{seen}, and {reason}"
        # what the server wrote (stderr, stdout lines quoted in the reason) may echo a
        # secret: the values it was given that may be secret become *** (UpstreamSpec.mask),
        # and the message says so (masked_note)
        # only what it wrote since it last answered: a server logs each handled error (the
        # SDK's MCPServer a traceback per failed tool), and the end of that log is about an
        # earlier call, not about this failure (trial32a #4); the rest goes to the log only
        stderr = self._stderr
        tail = (
            stderr.text(lines=5, chars=500, since_mark=True, keep_cause=True)
            if stderr is not None
            else ""
        )
        earlier = (
            stderr.text(lines=5, chars=500, keep_cause=True)
            if stderr is not None and stderr.marked and not tail
            else ""
        )
        # the variables it got are said only where a missing one may explain the exit (not
        # for "no such file": that note would point at the wrong cause)
        note = self.spec.env_note_for(tail)
        exited = note and not self.ever_ready and any(w in reason for w in _ENDED)
        (reason, tail), count = self.spec.masked_parts(reason, tail)
        # a variable it needs may not have been passed on: said after the cause its stderr
        # states, which is read first (trial44b: the note came before "cannot connect to
        # postgres://…", and sent the on-call engineer to the variables)
        after = f"; the gateway's note: {note}" if exited else ""
        self._reason = reason + after
        self._earlier_stderr = ""
        if tail:
            said = (
                "its stderr since its last answer"
                if stderr is not None and stderr.marked
                else "its stderr"
            )
            # the upstream's own words inside the gateway's own sentence: an imitation of
            # the gateway note's marker is written as the imitation, and said (as its
            # JSON-RPC error text and its results; retry32 N3)
            from tooldeck.gateway.relay import unmarked

            tail, forged = unmarked(tail)
            if forged:
                tail += " (the gateway marked text in it imitating the gateway's own note)"
            text = f"{reason}; {said} ends with: {tail}{after}"
        elif earlier:
            # named, not quoted: what it wrote before its last answer, in the log only
            earlier, more = self.spec.masked(earlier)
            self._earlier_stderr = earlier + masked_note(more)
            text = (
                f"{reason}{after}; it wrote nothing on stderr since its last answer (what it "
                "wrote before is in the gateway's log: its stderr, which `tooldeck gateway "
                "status` names)"
            )
        else:
            text = reason + after
        return text + masked_note(count)

    def _answered(self) -> None:
        """The upstream answered a request (or its start-up listing): what it wrote on
        stderr until now is not quoted as the cause of a later failure
        (:meth:`StderrTail.mark <tooldeck.formats._mcp_bounds.StderrTail.mark>`)."""
        if self._stderr is not None:
            self._stderr.mark()

    def _masked(self, text: str) -> str:
        """``text`` (a message quoting what this upstream sent) with the values tooldeck
        passed it that may be secret as ``***``, and the note saying so when any was."""
        text, count = self.spec.masked(text)
        return text + masked_note(count)

    def _end(self, reason: str, ended: anyio.Event) -> None:
        """End the current connection (``ended``) for ``reason``, which the down line and
        :attr:`error` then give instead of "closed the connection"; the run loop marks the
        upstream down, fails the other calls open on it, and reconnects after the backoff."""
        if not ended.is_set():
            self._end_reason = reason
            ended.set()

    # --- calls --------------------------------------------------------------------------------
    def unavailable(self) -> ToolError:
        """Why calls fail now (the upstream is not ready): ``environment`` when it never
        started and has failed at least once (down, or in a restart attempt), else
        ``retryable`` with ``retry_after`` (seconds until the restart)."""
        if self.ended:
            # its connection ended (a crash, the gateway's kill of a stuck process) and the
            # run loop has not marked it down yet: down already for a call (trial44 #8: a
            # call in this gap was put to the person, then answered "is down")
            why = self._end_reason or self.stuck or "its connection ended"
            return RetryableError(
                f"upstream `{self.name}` is down ({why}); the gateway restarts it in "
                f"{backoff_delay(1):.1f} s",
                retry_after=backoff_delay(1),
            )
        wait = max(0.0, self._retry_at - time.monotonic())
        # down: the next start is ``wait`` away; otherwise a start is under way now (it
        # used to say "restarts it in 0.0 s" while the start took seconds)
        later = self.state == "down"
        if not self.ever_ready and (self.state == "down" or self.error is not None):
            # never ready and failed before: also while a restart attempt is under way
            # (a race the "down" state alone lost under load)
            return EnvironmentProblem(
                f"upstream `{self.name}` is not available: {self.error}; the gateway "
                + (
                    f"retries starting it in {wait:.1f} s"
                    if later
                    else "is trying to start it again now"
                ),
                hint=(
                    "tell the user this server did not start within the gateway's limit "
                    "(it may only be slow: the gateway retries with a longer limit, and its "
                    "operator can raise --start-timeout); retrying the call now will not help"
                    if _START_LIMIT_SAID in (self.error or "")
                    else "tell the user this server does not start; retrying the call now "
                    "will not help"
                ),
            )
        return RetryableError(
            f"upstream `{self.name}` is {self.state}"
            + (f" ({self.error})" if self.error else "")
            + (
                f"; the gateway restarts it in {wait:.1f} s"
                if later
                else "; the gateway is starting it now"
            ),
            retry_after=round(wait, 3) if later else BACKOFF_BASE_S,
        )

    async def call(
        self,
        tool: str,
        arguments: Mapping[str, Any],
        forwarded: Any = None,
        *,
        read_only: bool = False,
    ) -> types.CallToolResult:
        """Forward ``tools/call`` of ``tool`` (the upstream's own name) with ``arguments``;
        ``forwarded`` (a :class:`~tooldeck.gateway.relay.Forwarded`) answers the questions
        the upstream asks while the call is open, and its ``session`` goes in the call's
        ``_meta`` as ``tooldeck/session`` (``tooldeck serve`` keeps its duplicate guard and
        circuit breaker per client of the gateway by it; other servers ignore it);
        ``read_only``: the gateway treats the tool as read-only (a crash during the call
        is then said to have changed nothing). Calls the gateway approved are sent one at
        a time per upstream (a confirmation the upstream asks is then about the one open;
        others run alongside).

        Returns:
            The upstream's result as the SDK parsed it (``isError`` results included).

        Raises:
            RetryableError: the upstream is down or restarting, or — for a ``read_only``
                tool — its connection ended during the call (the exit status or signal
                when the process is seen to exit).
            EnvironmentProblem: the connection ended during the call of a tool that is not
                ``read_only``: the call may have taken effect (remembered by the duplicate
                guard, so an identical retry is refused).
            EnvironmentProblem: the upstream never started, or answered a JSON-RPC error.
            InvalidArgumentsError: it answered JSON-RPC -32602 (invalid params).
            EnvironmentProblem: the tool needs MCP tasks (``execution.taskSupport:
                "required"``, MCP 2025-11-25), which the gateway does not run: said
                before anything is sent.
            anyio.get_cancelled_exc_class(): the caller cancelled (the SDK sends
                ``notifications/cancelled`` upstream).
        """
        if any(
            item.get("name") == tool
            and isinstance(item.get("execution"), Mapping)
            and item["execution"].get("taskSupport") == "required"
            for item in self.raw_tools
        ):
            raise EnvironmentProblem(
                f"upstream `{self.name}` runs {tool} only as an MCP task (execution."
                'taskSupport: "required"), which the gateway does not run yet; call it '
                "through a client connected to the server itself"
            )
        session = getattr(forwarded, "session", None)
        meta: Any = {RELAYED_SESSION: session} if session else {}  # per-client memory there
        if forwarded is not None:
            # the gateway's duplicate guard checked this call, with this server's window: a
            # tooldeck serve upstream that trusts the gateway does not check it again
            window = self.spec.duplicate_window_s
            meta[DUPLICATE_CHECKED] = DEFAULT_DUPLICATE_WINDOW_S if window is None else window
        if meta and self.spec.transport == "stdio" and self._gives_relay_key:
            meta[RELAY_KEY] = self._relay_key  # the secret only the process started got
        meta = meta or None
        request = types.CallToolRequest(
            params=types.CallToolRequestParams(name=tool, arguments=dict(arguments), _meta=meta)
        )
        approved = forwarded is not None and forwarded.approved is not None
        async with self._approved_one if approved else contextlib.nullcontext():
            if forwarded is not None:
                self.in_flight.append(forwarded)
            # the client asked for progress: ask the upstream too, and pass it on
            progress = forwarded.report if getattr(forwarded, "progress", None) else None
            try:
                result = await self.request(
                    request, types.CallToolResult, tool, read_only, progress=progress
                )
            finally:
                if forwarded is not None:
                    self.in_flight.remove(forwarded)
        return cast(types.CallToolResult, result)

    async def request(
        self,
        request: Any,
        result_type: Any,
        what: str | None = None,
        read_only: bool = False,
        *,
        progress: Any = None,
    ) -> Any:
        """Send one request (``tools/call``, ``resources/read``, ``prompts/get``) and return
        its result as ``result_type``; errors as for :meth:`call` (``what`` names it in
        messages; default: the method; ``read_only``: the request cannot have changed
        anything, said when the connection ends during it; ``progress``: an async
        ``(progress, total, message)`` callback: the request then carries a
        ``progressToken`` and the upstream's ``notifications/progress`` for it reach it).
        """
        from mcp.shared.exceptions import MCPError
        from pydantic import ValidationError

        tool = what if what is not None else request.method
        client, ended = self._client, self._ended
        if client is None or ended is None or self.state != "ready" or ended.is_set():
            raise self.unavailable()
        reply: dict[str, Any] = {}
        token = _http_reply.set(reply)  # the SDK's POST task runs in a copy of this context
        try:
            answer = await client.send_request(request, result_type, progress_callback=progress)
            self._answered()
            return answer
        except MCPError as exc:
            if exc.error.data is REFUSED_ANSWER:  # tooldeck's refusal, not the upstream's words
                self._answered()
                raise EnvironmentProblem(
                    self._masked(
                        f"upstream `{self.name}` answered {tool}, but tooldeck refuses the "
                        f"answer: it {exc.error.message}; the call ran, nothing of its answer "
                        "is shown; the upstream stays connected"
                    ),
                    hint="the upstream's answer is not JSON that tooldeck passes on: report it "
                    "to its maintainers; the call ran, so do not repeat it as is",
                ) from None
            effect = (
                f"{tool} is read-only (readOnlyHint: true, as the gateway treats it), so "
                "the call changed nothing: retry it once the upstream is back"
                if read_only
                else "the call may have taken effect"
            )
            lost = _lost_http_stream(self.spec.transport, exc.error)
            if lost is not None:  # the SDK's words for a stream that broke, not the server's
                # the upstream went away or the path to it broke: end this connection, so
                # the next call is not sent to it as if alive; the life cycle reconnects
                # (a new session) after the backoff, as for a stdio upstream that crashed
                self._end(f"the HTTP stream of a call to {tool} broke (the SDK: {lost})", ended)
                raise _ended_during(
                    self._masked(
                        f"upstream `{self.name}`: the connection ended during the call to "
                        f"{tool} (the SDK's HTTP client: {lost}; the upstream went away, or a "
                        f"proxy cut the stream); {effect}. The gateway reconnects to it"
                    ),
                    read_only,
                ) from None
            status = reply.get("status")
            if status == 404 and reply.get("session") and exc.error.code not in (-32601, -32602):
                # HTTP 404 on the session's id: the server no longer knows the session (it
                # restarted, or ended the session); it ran nothing. Every later call would
                # get the same, so the connection is ended and a new session started. (A
                # JSON-RPC method-not-found or invalid-params error a server answers at 404
                # is its own words, not a lost session.)
                self._end(
                    "the upstream answered HTTP 404 to the session's id: it no longer knows "
                    "the session (did it restart?)",
                    ended,
                )
                raise RetryableError(
                    f"upstream `{self.name}` no longer knows the gateway's session (HTTP 404 "
                    f"to the call to {tool}; did it restart?), so it did not run the call; the "
                    "gateway reconnects with a new session: retry it then",
                    retry_after=BACKOFF_BASE_S,
                ) from None
            if status is not None and _stand_in(exc.error):
                raise _http_failure(self.name, tool, reply) from None
            if ended.is_set() or "closed" in exc.error.message.lower():
                ended.set()
                # the gateway's own ending first: the process then exits (status 0) because
                # its stdin was closed, which is not why the connection ended
                refused = self._diagnosis.refused if self._diagnosis is not None else None
                if refused:
                    raise _ended_during(
                        self._masked(
                            f"the gateway ended its connection to upstream `{self.name}` "
                            f"during the call to {tool}: the upstream {refused}; {effect}. "
                            "The gateway restarts it"
                        ),
                        read_only,
                    ) from None
                how = await self.exited(wait_s=0.5)
                why = how if how else "it exited or crashed, or sent what tooldeck refuses"
                raise _ended_during(
                    f"upstream `{self.name}` ended the connection during the call to {tool} "
                    f"({why}); {effect}. The gateway restarts it",
                    read_only,
                ) from None
            # the server's own words: a value it was given may be echoed (masked, and said);
            # -32602 "Invalid params" (JSON-RPC 2.0 §5.1) is the arguments' fault: the model
            # can change them; any other code is the server's or its environment's
            self._answered()  # its own JSON-RPC error: an answer
            error_class = UpstreamInvalidParams if exc.error.code == -32602 else UpstreamErrorAnswer
            from tooldeck.gateway.relay import unmarked

            said, forged = unmarked(exc.error.message)
            forged_note = (
                " (the gateway marked text in it imitating the gateway's own note)"
                if forged
                else ""
            )
            raise error_class(
                self._masked(
                    f"upstream `{self.name}` answered {tool} with JSON-RPC error "
                    f"{exc.error.code}: {said}{forged_note}"
                ),
                code=exc.error.code,
            ) from None
        except ValidationError as exc:
            from tooldeck.formats._mcp_stream import sdk_error_line

            self._answered()
            raise EnvironmentProblem(
                self._masked(
                    f"upstream `{self.name}` answered {tool} with a result that is not valid "
                    f"MCP: {sdk_error_line(exc)}"
                )
            ) from None
        except (OSError, anyio.BrokenResourceError, anyio.ClosedResourceError) as exc:
            ended.set()
            raise RetryableError(
                self._masked(f"upstream `{self.name}` connection failed during {tool}: {exc}"),
                retry_after=BACKOFF_BASE_S,
            ) from None
        except anyio.get_cancelled_exc_class():
            if self._ended is ended and not ended.is_set():
                self._abandoned = True  # no answer came: check_alive pings it
            raise
        finally:
            _http_reply.reset(token)

    async def check_alive(self) -> str | None:
        """After a request on it was stopped before its answer came (``tools/call`` at the
        call's timeout, or cancelled by the client): send the upstream a ``ping`` (MCP
        2025-06-18 "Utilities → Ping") and wait at most :data:`PING_TIMEOUT_S` seconds.

        Returns:
            None when no request was stopped since the last check, the connection is not
            up, or the upstream answered (an error answer counts: it is reading); else
            the reason it was found stuck (also in :attr:`stuck`), after sending its
            process group SIGKILL (stdio) and ending its connection: the run loop logs it
            down with that reason and restarts it after the backoff (a new HTTP session
            for an HTTP upstream). Calls stopped together share one ping.
        """
        async with self._probe:
            client, ended = self._client, self._ended
            if not self._abandoned or client is None or ended is None or ended.is_set():
                return self.stuck if ended is not None and ended.is_set() else None
            self._abandoned = False
            answered = False
            with anyio.move_on_after(PING_TIMEOUT_S):
                # an error answer (or the connection ending) is no hang either
                with contextlib.suppress(Exception):
                    await client.send_ping()
                answered = True
            if answered or ended.is_set():
                return None
            # stuck: it would not read its closed stdin nor (a Python server holding the
            # GIL) run a SIGTERM handler, so the SDK's 2 s + 2 s stop is skipped
            where = (
                "its process group was sent SIGKILL"
                if self.kill(_SIGKILL)
                else "its process has exited"
                if self.spec.transport == "stdio"
                else "its HTTP session is dropped (the server itself is not the gateway's to stop)"
            )
            self.stuck = (
                f"upstream `{self.name}` did not answer a ping within {PING_TIMEOUT_S:g} s "
                "after a call to it was stopped (busy on CPU or hung, it does not read "
                f"notifications/cancelled): {where} and the gateway restarts it"
            )
            self._end(
                f"did not answer a ping within {PING_TIMEOUT_S:g} s after a call to it was "
                "stopped (stuck: busy on CPU or hung), so the gateway killed it",
                ended,
            )
            _LOG.warning("%s", self.stuck)
            return self.stuck


def _ended_during(message: str, read_only: bool) -> ToolError:
    """The error of a call whose upstream connection ended while it was open: the call was
    sent, so it may have run. ``retryable`` (with ``retry_after``) only for a tool the
    gateway treats as read-only; otherwise ``environment``, the runtime's class of a
    failure after the handler started (docs/runtime.md), which the duplicate guard
    remembers: an identical retry is refused instead of running the call a second time."""
    if read_only:
        return RetryableError(message, retry_after=BACKOFF_BASE_S)
    return EnvironmentProblem(
        message,
        hint="the call may have run before the upstream went away: do not repeat it as is; "
        "check whether it took effect (or ask the user) before calling it again",
    )


_http_reply: contextvars.ContextVar[dict[str, Any] | None] = contextvars.ContextVar(
    "tooldeck_gateway_http_reply", default=None
)
"""Where the HTTP status of one request's failed POST is recorded
(:func:`_record_http_status`): set by :meth:`Upstream.request`; the SDK's HTTP client runs
each request's POST in a copy of the sender's context, so the hook sees this dict."""


async def _record_http_status(response: Any) -> None:
    """httpx response hook of an HTTP upstream's client: for a response to a POST with a
    status of 400 or more, record in the request's :data:`_http_reply` the status, its
    reason phrase, its ``Retry-After`` header and whether the request carried a session id
    (``Mcp-Session-Id``). The SDK turns such a response into a JSON-RPC error: the server's
    own error when the body holds one, else a stand-in that names no status (-32603 "Server
    returned an error response" for 5xx)."""
    reply = _http_reply.get()
    if reply is None or response.status_code < 400 or response.request.method != "POST":
        return
    reply["status"] = response.status_code
    reply["reason"] = str(getattr(response, "reason_phrase", "") or "")
    reply["retry_after"] = response.headers.get("retry-after")
    reply["session"] = "mcp-session-id" in response.request.headers


_STAND_INS = ("Server returned an error response",)
"""The SDK HTTP client's message for an HTTP error status without a JSON-RPC error body
(``mcp.client.streamable_http``, code -32603)."""


def _stand_in(error: Any) -> bool:
    """True when ``error`` is the SDK's stand-in for an HTTP status (not the server's
    words)."""
    return error.code == -32603 and error.message in _STAND_INS


def _http_failure(name: str, tool: str, reply: Mapping[str, Any]) -> ToolError:
    """The error of a call the HTTP upstream answered with an error status and no JSON-RPC
    error: ``environment`` (the upstream or a proxy in front of it is unavailable), naming
    the status, and for 401, 403 and 407 that the credentials were refused; ``retryable``
    with its ``Retry-After`` seconds for 429 and 503 that carry one."""
    status = reply["status"]
    said = f"HTTP {status}" + (f" {reply['reason']}" if reply.get("reason") else "")
    text = (
        f"upstream `{name}` is unavailable: it answered the call to {tool} with {said} and "
        "no JSON-RPC error"
    )
    after = reply.get("retry_after")
    if isinstance(after, str) and after.strip().isdigit() and status in (429, 503):
        seconds = after.strip()
        return RetryableError(f"{text} (Retry-After: {seconds} s)", retry_after=float(seconds))
    if status in (401, 403, 407):
        # credentials, not an outage: the fix is in the gateway's configuration
        return EnvironmentProblem(
            f"{text} (the server or a proxy refused the gateway's credentials: check the "
            "upstream's headers or token in the gateway configuration; the call did not run)",
            hint="tell the user this server refused the gateway's credentials (name the HTTP "
            "status); retrying the call will not help",
        )
    where = "the server or a proxy in front of it" if status >= 500 else "the server"
    return EnvironmentProblem(
        f"{text} ({where} failed; the call may not have run)",
        hint="tell the user this server is failing (name the HTTP status); retrying the "
        "call now will not help",
    )


def _lost_http_stream(transport: str, error: Any) -> str | None:
    """The SDK HTTP client's own message when it resolved a request whose response stream
    broke (``-32000``, ``CONNECTION_CLOSED``: "SSE stream ended without a response", "SSE
    stream failed: …" for a read error), else None. An event over the size bound (the SDK
    says "exceeded the … byte limit") is not a lost stream: the upstream answered."""
    if transport != "http" or error.code != -32000:
        return None
    message = str(error.message)
    if not message.startswith("SSE stream") or "byte limit" in message:
        return None
    return message


class UpstreamPool:
    """All upstreams of a gateway, each supervised in its own task.

    ::

        async with UpstreamPool(config.upstreams, on_change=refresh) as pool:
            pool.listings()                       # {upstream: (Tool, ...)} of ready ones
            result = await pool.call("git", "git_status", {"repo_path": "."})

    Args:
        specs: the upstreams (names unique).
        on_change: awaited (with the upstream) whenever an upstream's tools change: it
            became ready, listed again after ``list_changed``, or went down.
        base_dir: folder relative ``cwd`` values are resolved against (the config's).
        start_timeout_s: seconds each upstream gets to start and list its tools;
            :meth:`start` waits at most that long for all of them together.
        quarantine: which tools :meth:`call` refuses as ``tooldeck gateway`` quarantines
            them (:meth:`held`): True (the default), by the config the specs were read
            from (their :attr:`~UpstreamSpec.config_file`, read again: its lock and
            ``new_tools``; specs built in Python: error-level poisoning findings only); a
            :class:`GatewayConfig`, by that config; False, none (the gateway itself, which
            refuses them by its own catalogue before the pool is reached).

    Raises:
        ValueError: two upstreams share a name.
    """

    def __init__(
        self,
        specs: Sequence[UpstreamSpec],
        *,
        on_change: Callable[[Upstream], Awaitable[None]] | None = None,
        base_dir: Path | None = None,
        start_timeout_s: float = START_TIMEOUT_S,
        quarantine: GatewayConfig | bool = True,
    ) -> None:
        names = [s.name for s in specs]
        if len(set(names)) != len(names):
            raise ValueError(f"upstream names must be unique, got {names}")
        self._specs = tuple(specs)
        self._quarantine = quarantine
        # (listings' identities, lock stamp) → the catalogue that decided them
        self._checked: tuple[Any, Any] | None = None
        self.on_change = on_change
        self.upstreams: dict[str, Upstream] = {
            s.name: Upstream(s, self._changed, base_dir=base_dir, start_timeout_s=start_timeout_s)
            for s in specs
        }
        self._start_timeout_s = start_timeout_s
        self._closing = anyio.Event()
        self._group: Any = None
        self._stack: contextlib.AsyncExitStack | None = None

    async def _changed(self, upstream: Upstream) -> None:
        if self.on_change is not None:
            await self.on_change(upstream)

    async def __aenter__(self) -> UpstreamPool:
        await self.start()
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.aclose()

    async def start(self) -> None:
        """Start every upstream; return once each is ready or has failed its first start
        (at most ``start_timeout_s`` plus a second)."""
        self._stack = contextlib.AsyncExitStack()
        self._group = await self._stack.enter_async_context(anyio.create_task_group())
        for upstream in self.upstreams.values():
            self._group.start_soon(upstream.run, self._closing)
        with anyio.move_on_after(self._start_timeout_s + 1.0):
            for upstream in self.upstreams.values():
                await upstream.settled.wait()

    async def aclose(self) -> None:
        """Stop every upstream (their processes end) and wait for them."""
        self._closing.set()
        if self._stack is not None:
            stack, self._stack = self._stack, None
            await stack.aclose()

    async def kill_all(self, grace_s: float = SIGNAL_GRACE_S) -> list[str]:
        """Stop every stdio upstream's process group now, without the SDK's 2 s grace on a
        closed stdin: SIGTERM, then SIGKILL to the groups still alive after ``grace_s``
        seconds. For a gateway that is itself told to stop (:mod:`tooldeck.gateway.run`):
        whoever sent that signal may kill the gateway soon, and an upstream stuck on CPU
        would then outlive it. The pool's own close still runs after (and finds them
        gone). Each upstream is marked :attr:`Upstream.stopping` first: its end is
        not logged as down, and it is not restarted (a first restart would come after
        :data:`BACKOFF_BASE_S`, within the grace). Returns the names of the upstreams that
        needed SIGKILL (each logged)."""
        for upstream in self.upstreams.values():
            upstream.stopping = True  # its end is the gateway's doing: no "is down" line
        termed = [u for u in self.upstreams.values() if u.kill(signal.SIGTERM)]

        def left(u: Upstream) -> bool:  # its group, unless the sweep killed it already
            return u.pid is not None and u.swept != u.pid and group_alive(u.pid)

        with anyio.move_on_after(grace_s):
            while any(left(u) for u in termed):
                await anyio.sleep(0.02)
        killed = []
        for upstream in termed:
            pid = upstream.pid
            if pid is None or upstream.swept == pid:
                continue  # the sweep killed what was left and said so
            exited = getattr(upstream._process, "returncode", None) is not None
            if not kill_group(pid):
                continue
            upstream.swept = pid  # killed here: the sweep at its close does not say it again
            killed.append(upstream.name)
            if exited:
                _LOG.warning(
                    "upstream %s exited on SIGTERM, but a process it started was still "
                    "running %g s later (its process group %d); the gateway sent it SIGKILL",
                    upstream.name,
                    grace_s,
                    pid,
                )
            else:
                _LOG.warning(
                    "upstream %s did not exit within %g s of SIGTERM; the gateway sent its "
                    "process group SIGKILL",
                    upstream.name,
                    grace_s,
                )
        return killed

    def listings(self) -> dict[str, tuple[Tool, ...]]:
        """The tools of every ready upstream, in config order."""
        return {n: u.tools for n, u in self.upstreams.items() if u.state == "ready"}

    def status(self) -> list[UpstreamStatus]:
        """Every upstream's status, in config order (:meth:`Upstream.status`; what
        ``tooldeck gateway status`` shows, :mod:`tooldeck.gateway.status`)."""
        return [u.status() for u in self.upstreams.values()]

    async def call(
        self,
        upstream: str,
        tool: str,
        arguments: Mapping[str, Any],
        forwarded: Any = None,
        *,
        read_only: bool = False,
    ) -> types.CallToolResult:
        """:meth:`Upstream.call` on the upstream named ``upstream``, unless ``tooldeck
        gateway`` quarantines the tool (:meth:`held`): then nothing is sent.

        Raises:
            KeyError: no such upstream.
            QuarantinedError: the tool is quarantined (classified ``policy``): the message
                names it, the reason with its rule codes and ``tooldeck gateway approve``
                (trial40b B3: the pool ran a tool the config's lock holds for T102).
            GatewayConfigError, ParseError: the config the specs were read from cannot be
                read again (``quarantine=True``).
        """
        found = self.held(upstream, tool)
        if found is not None:
            raise found
        return await self.upstreams[upstream].call(tool, arguments, forwarded, read_only=read_only)

    def _guard_config(self) -> GatewayConfig | None:
        """The config :meth:`held` decides by (see ``quarantine``), or None for none."""
        if self._quarantine is False:
            return None
        if isinstance(self._quarantine, GatewayConfig):
            return self._quarantine
        files = {s.config_file for s in self._specs}
        if len(files) == 1 and None not in files:
            from tooldeck.formats.mcp_config import load_gateway_config

            self._quarantine = load_gateway_config(Path(str(files.pop())), routing=False)
        else:  # built in Python: no lock to read; poisoning findings still hold a tool
            self._quarantine = GatewayConfig(upstreams=self._specs)
        return self._quarantine

    def held(self, upstream: str, tool: str) -> QuarantinedError | None:
        """The refusal :meth:`call` raises for ``tool`` (the upstream's own name) of
        ``upstream``, or None: the tool is active in the catalogue ``tooldeck gateway``
        builds of the ready upstreams' listings with the config's lock, read and never
        written (:func:`~tooldeck.gateway.catalog.build_catalog`,
        :meth:`~tooldeck.gateway.pinning.Pins.for_config`), or the upstream is not ready
        (its own call says so), or ``quarantine`` is False. The catalogue is built again
        when a listing or the lock file changes (a ``tooldeck gateway approve`` releases
        the tool at the next call).

        Raises:
            LockFileError: the config's lock cannot be read (the gateway would not start).
        """
        config = self._guard_config()
        listings = self.listings()
        if config is None or upstream not in listings:
            return None
        from tooldeck.gateway.catalog import build_catalog
        from tooldeck.gateway.pinning import Pins, approve_command, dry_run_command

        stamp: Any = None
        if config.lock is not None:
            with contextlib.suppress(OSError):
                st = config.lock.stat()
                stamp = (st.st_mtime_ns, st.st_size)
        key = (tuple((name, id(tools)) for name, tools in listings.items()), stamp)
        if self._checked is None or self._checked[0] != key:
            catalog = build_catalog(listings, config, Pins.for_config(config, write=False))
            self._checked = (key, (listings, catalog))  # the listings keep their ids alive
        catalog = self._checked[1][1]
        for entry in catalog.of_upstream(upstream):
            if entry.original != tool or entry.state == "active":
                continue
            # the first line only: the lines under it quote the held definition
            reason = (entry.reason or "").split("\n", 1)[0].rstrip(":") or "held"
            return QuarantinedError(
                f"{entry.exposed} is quarantined by tooldeck gateway: {reason}; the pool "
                "refuses it as the gateway does, and sent nothing",
                tool=entry.exposed,
                reason=reason,
                hint=f"do not retry; a person reviews it (`{dry_run_command(config, [reason])}`) "
                f"and approves it (`{approve_command(config, [reason])}`)",
            )
        return None
