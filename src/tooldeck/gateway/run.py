"""Run a gateway on a transport: stdio (default) or Streamable HTTP.

The same transports as ``tooldeck serve`` (:mod:`tooldeck.serve.run`): on stdio the SDK
points file descriptor 1 at stderr while serving and ``sys.stdout`` goes there too, so
nothing but MCP messages reaches the client (MCP 2025-06-18 "Transports: stdio"); on HTTP
the SDK's ASGI app at ``/mcp`` is served by uvicorn on a socket bound before anything
starts (a port in use or a non-loopback address without ``allow_remote`` is a
:class:`~tooldeck.errors.ServeError`). The upstreams start first; the gateway serves
whichever started and reports the others on stderr (issue 14, "Bad input").

Told to stop by a signal (SIGTERM, SIGHUP: a client that closed the gateway's stdin and
lost patience, a service manager, ``kill``), the gateway passes SIGTERM on to its stdio
upstreams' process groups, SIGKILLs those still alive after
:data:`~tooldeck.gateway.upstreams.SIGNAL_GRACE_S` seconds
(:meth:`~tooldeck.gateway.upstreams.UpstreamPool.kill_all`; both logged on stderr), and
then ends by the same signal, as it did before. Before, the signal's default action ended
the gateway at once (over HTTP uvicorn catches it, shuts down, and raises it again before
the upstreams are closed), and an upstream that did not exit on its closed stdin (one
stuck on CPU) was left running with parent 1 (trial35 H2).

A malformed client frame is answered by serve's own check before the SDK reads it
(:class:`tooldeck.serve.frames.CheckedStdin` on stdio, :class:`~tooldeck.serve.frames.
CheckedBodies` on HTTP): not JSON ``-32700``; not a JSON-RPC request ``-32600``; a
``tools/call`` whose arguments nest too deeply for the SDK's parser ``-32602`` naming the
runtime's limit (:data:`tooldeck.runtime.validate.MAX_DEPTH` levels) and the pointer.
:class:`AnswerMalformed` stays behind it for any line the SDK still cannot read.
"""

from __future__ import annotations

import contextlib
import ipaddress
import logging
import os
import signal
import socket
import sys
import threading
import time
from collections.abc import Callable, Collection
from typing import Any, cast
from urllib.parse import urlsplit

import anyio

from tooldeck.errors import GatewayConfigError
from tooldeck.formats.mcp_client import endpoint_label
from tooldeck.formats.mcp_config import GatewayConfig
from tooldeck.gateway.server import Gateway
from tooldeck.gateway.upstreams import SIGNAL_GRACE_S
from tooldeck.serve.frames import CheckedStdin, private_stdin
from tooldeck.serve.run import bind, host_port, http_app, parse_address

__all__ = [
    "STOP_SIGNALS",
    "AnswerMalformed",
    "refuse_own_address",
    "run_gateway",
    "serve_gateway",
    "status_route",
]

_LOG = logging.getLogger("tooldeck.gateway")


class LogLines(logging.Formatter):
    """The layout of ``tooldeck gateway``'s log on stderr (trial44 MEDIUM: its lines had no
    time, and an upstream's stderr quoted in one spanned several physical lines that read
    as the gateway's own): each entry starts with the time it was logged, ISO 8601 in UTC
    to the millisecond (``2026-12-07T09:53:51.123Z``), then the message; a further
    physical line of the entry that starts at column 0 (a quoted stderr's next line) is
    indented by :attr:`CONTINUATION` (the gateway's own detail lines are indented already
    and kept as they are), so a line that starts at column 0 is always the start of a new
    entry, and no text an upstream wrote can pass for one."""

    CONTINUATION = "  "

    def format(self, record: logging.LogRecord) -> str:
        """``record`` as ``TIME MESSAGE``, continuation lines indented (one string)."""
        when = time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(record.created))
        millis = int(record.msecs)
        first, *rest = super().format(record).splitlines() or [""]
        return "\n".join(
            [
                f"{when}.{millis:03d}Z {first}",
                *(line if line[:1].isspace() else self.CONTINUATION + line for line in rest),
            ]
        )


class _Stderr(logging.StreamHandler):  # type: ignore[type-arg]
    """A handler that writes to ``sys.stderr`` as it is at each entry (a test's or a
    redirected stream too), as Python's last-resort handler does."""

    def __init__(self, level: int) -> None:
        logging.Handler.__init__(self, level)

    @property
    def stream(self) -> Any:
        return sys.stderr


def log_to_stderr() -> logging.Handler:
    """Give the ``tooldeck`` loggers a stderr handler with :class:`LogLines` (once per
    process: a second call returns the first handler). Without it Python's last-resort
    handler wrote the bare message."""
    root = logging.getLogger("tooldeck")
    for handler in root.handlers:
        if isinstance(handler.formatter, LogLines):
            return handler
    handler = _Stderr(logging.WARNING)
    handler.setFormatter(LogLines("%(message)s"))
    root.addHandler(handler)
    return handler


STOP_SIGNALS = tuple(
    getattr(signal, name) for name in ("SIGTERM", "SIGHUP") if hasattr(signal, name)
)
"""The signals on which the gateway stops its upstreams itself before it ends
(:func:`serve_gateway`; SIGHUP does not exist on Windows)."""


async def _stop_on_signal(gateway: Gateway) -> None:
    """Wait for one of :data:`STOP_SIGNALS`; then stop the upstreams' processes
    (:meth:`UpstreamPool.kill_all`) and end this process by that signal (its default
    action). Does nothing outside the main thread (signals reach only it)."""
    if threading.current_thread() is not threading.main_thread() or sys.platform == "win32":
        return  # Windows: the SDK's job object ends the upstreams with the gateway
    with anyio.open_signal_receiver(*STOP_SIGNALS) as received:
        async for signum in received:
            name = signal.Signals(signum).name
            _LOG.warning(
                "tooldeck gateway: got %s; stopping the upstreams (SIGTERM, then SIGKILL to "
                "any still running after %g s) and exiting",
                name,
                SIGNAL_GRACE_S,
            )
            with anyio.CancelScope(shield=True):
                await gateway.pool.kill_all()
            for handler in logging.getLogger().handlers + _LOG.handlers:
                handler.flush()
            signal.signal(signum, signal.SIG_DFL)
            os.kill(os.getpid(), signum)
            await anyio.sleep(1.0)  # pragma: no cover - the default action ends us
            return


async def _interrupt_during_start(
    gateway: Gateway, started: anyio.Event, interrupted: anyio.Event
) -> None:
    """Until ``started`` is set (the upstreams have started or failed to), Ctrl-C (SIGINT)
    stops the upstreams' processes (:meth:`UpstreamPool.kill_all`) and ends this process
    by SIGINT, with one line on stderr and no traceback; the lock is not written
    (:meth:`Gateway.stop_pinning`: what the upstreams listed before the interruption is
    not pinned at first sight). Python's own handling of Ctrl-C is back once the gateway
    serves (uvicorn's over HTTP).

    Before, the start's shielded waits swallowed the first Ctrl-C (the start went on for
    the whole start timeout, and the gateway then served as if nothing had been pressed),
    and a second one raised ``KeyboardInterrupt`` inside whatever ran, which could end in
    a ``RuntimeError`` traceback about cancel scopes (trial35b LOW-2). Nothing is done
    outside the main thread or on Windows."""
    if threading.current_thread() is not threading.main_thread() or sys.platform == "win32":
        return
    before = signal.getsignal(signal.SIGINT)
    try:
        with anyio.open_signal_receiver(signal.SIGINT) as received:
            async with anyio.create_task_group() as group:

                async def stop_when_started() -> None:
                    await started.wait()
                    group.cancel_scope.cancel()

                group.start_soon(stop_when_started)
                async for _ in received:
                    interrupted.set()  # no start report after this line
                    gateway.stop_pinning()  # an aborted start pins nothing
                    _LOG.warning(
                        "tooldeck gateway: interrupted (Ctrl-C) while its upstreams were "
                        "starting; stopping them and exiting"
                    )
                    with anyio.CancelScope(shield=True):
                        await gateway.pool.kill_all()
                    for handler in logging.getLogger().handlers + _LOG.handlers:
                        handler.flush()
                    signal.signal(signal.SIGINT, signal.SIG_DFL)
                    os.kill(os.getpid(), signal.SIGINT)
                    await anyio.sleep(1.0)  # pragma: no cover - the default action ends us
    finally:
        signal.signal(signal.SIGINT, before)


def _malformed_reply(exc: Exception) -> Any:
    """The JSON-RPC error answering a client line the SDK could not read (JSON-RPC 2.0
    §5.1: -32700 "Parse error" for text that is not JSON, id null; -32600 "Invalid Request"
    for JSON that is not a valid request, with its id when it has a usable one)."""
    import mcp_types as types
    from mcp.shared.message import SessionMessage
    from pydantic import ValidationError

    errors = exc.errors(include_url=False) if isinstance(exc, ValidationError) else []
    if not errors or errors[0].get("type") == "json_invalid":
        code, message, request_id = types.PARSE_ERROR, "Parse error", None
    else:
        code, message = types.INVALID_REQUEST, "Invalid Request"
        sent = [e.get("input") for e in errors]
        found = next((d.get("id") for d in sent if isinstance(d, dict) and "id" in d), None)
        usable = isinstance(found, str) or (isinstance(found, int) and not isinstance(found, bool))
        request_id = found if usable else None
    error = types.ErrorData(code=code, message=message, data=str(exc).splitlines()[0][:200])
    return SessionMessage(types.JSONRPCError(jsonrpc="2.0", id=request_id, error=error))


class AnswerMalformed:
    """The server's read stream: a client line the SDK could not parse is answered with
    the JSON-RPC error for it (the SDK drops it silently, leaving a client waiting) and
    serving goes on."""

    def __init__(self, inner: Any, write: Any) -> None:
        self._inner = inner
        self._write = write

    @property
    def last_context(self) -> Any:
        return getattr(self._inner, "last_context", None)

    async def receive(self) -> Any:
        while True:
            item = await self._inner.receive()
            if not isinstance(item, Exception):
                return item
            await self._write.send(_malformed_reply(item))

    async def aclose(self) -> None:
        await self._inner.aclose()

    def __aiter__(self) -> AnswerMalformed:
        return self

    async def __anext__(self) -> Any:
        try:
            return await self.receive()
        except anyio.EndOfStream:
            raise StopAsyncIteration from None

    async def __aenter__(self) -> AnswerMalformed:
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.aclose()


async def serve_gateway(
    gateway: Gateway,
    *,
    sock: socket.socket | None = None,
    report: Callable[[Gateway], None] | None = None,
    log_level: str = "warning",
    origins: Collection[str] = (),
) -> None:
    """Start ``gateway`` and serve it: on ``sock`` over Streamable HTTP, else on stdio.

    ``report`` is called once the upstreams have started (or failed to); ``origins``: web
    origins allowed to call it over HTTP (:func:`tooldeck.serve.run.http_app`). In the
    main thread, SIGTERM or SIGHUP stops the upstreams' processes first and then ends the
    process by that signal (the module's docstring); Ctrl-C while the upstreams start
    stops them and ends the process by SIGINT (:func:`_interrupt_during_start`).
    """
    try:
        started, interrupted = anyio.Event(), anyio.Event()
        async with anyio.create_task_group() as watch:
            watch.start_soon(_stop_on_signal, gateway)
            watch.start_soon(_interrupt_during_start, gateway, started, interrupted)
            try:
                await _serve(gateway, sock, report, log_level, origins, started, interrupted)
            finally:
                watch.cancel_scope.cancel()
    except BaseExceptionGroup as group:  # the serving's own error, as it was raised
        if len(group.exceptions) == 1:
            raise group.exceptions[0] from None
        raise


async def _serve(
    gateway: Gateway,
    sock: socket.socket | None,
    report: Callable[[Gateway], None] | None,
    log_level: str,
    origins: Collection[str],
    started: anyio.Event,
    interrupted: anyio.Event,
) -> None:
    gateway.warm_later = True  # the search index is built after the start report
    async with gateway:
        started.set()
        if report is not None and not interrupted.is_set():
            report(gateway)
        if gateway.gateway_server is not None and not interrupted.is_set():
            gateway.gateway_server.start_warm()  # not after a Ctrl-C during the start
        server = gateway.server
        if sock is None:
            from mcp.server.stdio import stdio_server

            # serve's frame check first (over-deep JSON answered naming the limit), then
            # AnswerMalformed for anything the SDK still cannot read
            with private_stdin() as raw:
                stdin = CheckedStdin(raw)
                async with stdio_server(stdin=cast(Any, stdin)) as (read_stream, write_stream):
                    stdin.attach(write_stream)
                    answers = stdin.answers(write_stream)  # an id in flight is refused
                    with contextlib.redirect_stdout(sys.stderr):
                        await server.run(
                            AnswerMalformed(read_stream, write_stream),
                            answers,
                            server.create_initialization_options(),
                        )
            return
        import uvicorn

        host, port = sock.getsockname()[:2]
        gateway.url = f"http://{f'[{host}]' if ':' in host else host}:{port}/mcp"
        route = status_route(gateway, host, port, origins)
        app = http_app(server, host, origins, port, routes=[route])
        config = uvicorn.Config(app, log_level=log_level, lifespan="on")
        await uvicorn.Server(config).serve([sock])


def status_route(
    gateway: Gateway, host: str, port: int | None = None, origins: Collection[str] = ()
) -> Any:
    """``GET /status`` of an HTTP gateway: :meth:`Gateway.status` as JSON
    (:mod:`tooldeck.gateway.status`), under the ``Host``/``Origin`` checks ``/mcp`` has
    (:func:`~tooldeck.serve.run.transport_security` on a loopback address; on another,
    :class:`~tooldeck.serve.run.ForeignOrigins` wraps the whole app). The gateway has no
    other authentication: whoever can call its tools can read its status."""
    from mcp.server.transport_security import TransportSecurityMiddleware
    from starlette.responses import JSONResponse
    from starlette.routing import Route

    from tooldeck.serve.run import transport_security

    checks = TransportSecurityMiddleware(transport_security(host, origins, port))

    async def status(request: Any) -> Any:
        refused = await checks.validate_request(request, is_post=False)
        if refused is not None:
            return refused
        return JSONResponse(gateway.status())

    return Route("/status", status, methods=["GET"])


def _local_addresses(bound: str) -> set[str]:
    """The addresses a socket bound to ``bound`` answers on, as far as this process can
    tell without the network: ``bound`` itself, and for a wildcard (``0.0.0.0``, ``::``)
    the loopback addresses and those of this host's name."""
    if not ipaddress.ip_address(bound).is_unspecified:
        return {bound}
    found = {"127.0.0.1", "::1", bound}
    with contextlib.suppress(OSError):
        found.update(socket.gethostbyname_ex(socket.gethostname())[2])
    return found


def refuse_own_address(config: GatewayConfig, bound: tuple[str, int]) -> None:
    """Refuse an HTTP upstream whose URL is the gateway's own endpoint (``bound``: the
    listening socket's host and port). Such an upstream is the gateway itself: before,
    the start waited for it for the whole start timeout (the gateway does not answer
    before its upstreams have started), then it served its own tools again under the
    server's prefix (``me__time__…``), and Ctrl-C ended it with a traceback (trial35b
    LOW-2). A URL's host is resolved (``localhost``) and compared as an address; a loopback
    upstream behind a wildcard bind counts as the gateway's own.

    Raises:
        GatewayConfigError: naming the server, its key and line, the address, and the fix.
    """
    host, port = bound[0], int(bound[1])
    mine = _local_addresses(host)
    for spec in config.upstreams:
        if spec.transport != "http" or not spec.url:
            continue
        parts = urlsplit(str(spec.url))
        try:
            url_port = parts.port or (443 if parts.scheme == "https" else 80)
        except ValueError:
            continue
        if url_port != port or not parts.hostname:
            continue
        try:
            infos = socket.getaddrinfo(parts.hostname, url_port, type=socket.SOCK_STREAM)
        except OSError:
            continue
        if not {str(info[4][0]) for info in infos} & mine:
            continue
        where, _, line = spec.origin.rpartition(":")
        raise GatewayConfigError(
            where or str(config.path),
            "",
            f"server `{spec.name}`: its url {endpoint_label(str(spec.url))} is this "
            f"gateway's own address (--http {host_port(host, port)}): it would be the "
            "gateway itself, serving its "
            "own tools again under its prefix; remove the server from the config, or serve "
            "the gateway on another port",
            line=int(line) if line.isdigit() else None,
        )


def run_gateway(
    config: GatewayConfig,
    *,
    http: str | None = None,
    allow_remote: bool = False,
    report: Callable[[Gateway], None] | None = None,
    listening: Callable[[str], None] | None = None,
    origins: Collection[str] = (),
    **options: Any,
) -> None:
    """Run a gateway until stdin closes (stdio) or it is stopped (HTTP).

    Args:
        config: the upstreams and naming.
        http: ``HOST:PORT`` for Streamable HTTP; None: stdio.
        allow_remote: allow a non-loopback ``http`` address.
        report: called with the started gateway (the CLI prints upstream status).
        listening: HTTP only: called with the endpoint's URL (``http://HOST:PORT/mcp``,
            the port as bound, so ``:0`` gives the real one) before the upstreams start.
        origins: web origins allowed to call it over HTTP (``--allowed-origin``; a page's
            request from another origin is refused: :func:`tooldeck.serve.run.http_app`).
        options: keywords of :class:`~tooldeck.gateway.Gateway`.

    Raises:
        ServeError: a bad or busy address; nothing starts.
        GatewayConfigError: an HTTP upstream's URL is the gateway's own address
            (:func:`refuse_own_address`); nothing starts.
    """
    log_to_stderr()
    sock = None
    if http is not None:
        host, port = parse_address(http)
        sock = bind(host, port, allow_remote=allow_remote)
        try:
            refuse_own_address(config, sock.getsockname()[:2])
        except GatewayConfigError:
            sock.close()
            raise
        if listening is not None:
            bound_host, bound_port = sock.getsockname()[:2]
            where = f"[{bound_host}]" if ":" in bound_host else bound_host
            listening(f"http://{where}:{bound_port}/mcp")
    anyio.run(
        lambda: serve_gateway(Gateway(config, **options), sock=sock, report=report, origins=origins)
    )
