"""Build a :class:`~tooldeck.serve.server.ToolServer` from a source and run it on a
transport: stdio (default) or Streamable HTTP.

stdio (MCP specification 2025-06-18, "Transports: stdio"): the server "MUST NOT write
anything to its stdout that is not a valid MCP message". While serving, the SDK points
file descriptor 1 at stderr and tooldeck also sends ``sys.stdout`` there, so what a
handler prints (Python ``print``, a C extension, a child process) goes to stderr — the log
a client keeps for a stdio server — and never into the protocol stream. A line that is not
a JSON-RPC message is answered with a JSON-RPC error (:mod:`tooldeck.serve.frames`).

Streamable HTTP (same specification, "Transports: Streamable HTTP"): the SDK's ASGI app
at ``/mcp`` served by uvicorn. The address is bound before anything starts, so a port in
use is a :class:`~tooldeck.errors.ServeError`; a non-loopback address needs
``allow_remote=True`` (the specification: servers SHOULD bind only to localhost when
running locally). On loopback the SDK's DNS-rebinding protection (Host/Origin checks) is on.
"""

from __future__ import annotations

import contextlib
import ipaddress
import os
import socket
import sys
from collections.abc import Collection
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

import anyio

from tooldeck.errors import RuntimeConfigError, ServeError, ToolDeckError
from tooldeck.inputfile import output_directory
from tooldeck.jsonvalue import pointer_tokens
from tooldeck.runtime import (
    ArtifactStore,
    AuditLog,
    Policy,
    Runtime,
    Truncator,
)
from tooldeck.runtime.policy import DuplicateGuard, PolicyConfigError, ShellPolicy
from tooldeck.runtime.policy.approval import unlisted_approvals
from tooldeck.runtime.runtime import DEFAULT_TIMEOUT_S
from tooldeck.runtime.schema_marks import schema_pointers
from tooldeck.runtime.truncate import DEFAULT_LIMIT
from tooldeck.serve.approval import (
    DEFAULT_APPROVAL_TIMEOUT_S,
    Approver,
    check_approval_timeout,
)
from tooldeck.serve.frames import CheckedBodies, CheckedStdin, private_stdin
from tooldeck.serve.server import ToolServer
from tooldeck.serve.sessions import RelayedDuplicateGuard
from tooldeck.serve.source import load_source
from tooldeck.tool.declare import MAX_DUPLICATE_WINDOW_S, duplicate_window_ok

if TYPE_CHECKING:
    from tooldeck.tool import Deck

__all__ = [
    "bind",
    "build",
    "parse_address",
    "run_http",
    "run_stdio",
    "serve",
    "shell_check",
    "transport_security",
]

LOOPBACK_NAMES = frozenset({"localhost"})

UNITS = ("characters", "bytes", "tokens")
"""Units of ``--limit``."""


def build(
    source: str,
    handlers: str | None = None,
    *,
    approve: Collection[str] = (),
    timeout_s: float | None = DEFAULT_TIMEOUT_S,
    limit: int | None = None,
    limit_unit: str = "characters",
    tokenizer: str = "o200k_base",
    audit: str | Path | None = None,
    artifacts: str | Path | None = None,
    name: str = "tooldeck",
    show_credentials: bool = False,
    redact: Collection[str] = (),
    normalise: Collection[str] = (),
    trust_relayed_sessions: bool = False,
    approval_timeout_s: float | None = DEFAULT_APPROVAL_TIMEOUT_S,
    shell_allow: Collection[str] = (),
    shell_root: str | os.PathLike[str] | None = None,
    shell_param: Collection[str] = (),
    duplicate_window: float | None = None,
) -> ToolServer:
    """A server for ``tooldeck serve SOURCE [--handlers module:attr]``.

    Args:
        source, handlers: see :func:`tooldeck.serve.source.load_source`.
        approve: tool names whose calls are approved in advance (``"*"``: every tool).
            Other destructive tools — MCP's default for a tool that states no hints —
            are put to the user through MCP elicitation when the client supports it,
            else answer ``needs_approval`` (:mod:`tooldeck.serve.approval`).
        timeout_s: per-call timeout in seconds (default 60; None: none).
        limit: the most a ``tools/call`` response may hold as sent, whole — the JSON-RPC
            response with text, ``structuredContent`` and envelope — in ``limit_unit``
            (default 20,000 characters; :mod:`tooldeck.serve.fit`).
        limit_unit: ``characters``, ``bytes`` (UTF-8) or ``tokens``.
        tokenizer: the tokenizer counting ``tokens`` (a :func:`tooldeck.tokenizers.get_tokenizer`
            name: ``o200k_base``, ``cl100k_base``, ``estimate``, ``hf:PATH``).
        audit: path of an audit JSONL file (appended; a missing folder above it is
            created), or None.
        artifacts: directory of truncated outputs (default: the user cache directory,
            see :class:`~tooldeck.runtime.ArtifactStore`).
        name: the server name sent to clients.
        show_credentials: show arguments whose names read as credentials (``api_key``,
            ``token``, ``password`` …) in the approval prompt; by default they are hidden
            (:class:`~tooldeck.runtime.ApprovalGate`, ``credential_names``).
        redact: names whose values the approval prompt hides at any depth, whatever the
            schema says (``--redact``; :class:`~tooldeck.runtime.ApprovalGate` ``redact``):
            the host's way to hide a secret the tool's author did not mark (a ``dsn``).
        normalise: opted-in normalisations of the arguments
            (:data:`~tooldeck.runtime.normalise.NORMALISATIONS`), each change reported in
            the result's ``normalized``.
        trust_relayed_sessions: keep the duplicate guard's and circuit breaker's memory per
            client session a ``tooldeck gateway`` names in each call's ``_meta`` (a server
            whose only client is a gateway); default: per connection, the name ignored
            (:mod:`tooldeck.serve.sessions`).
        approval_timeout_s: the longest a handshake-era approval question waits for the
            person's answer, in seconds (default 300; None: no limit;
            :class:`~tooldeck.serve.approval.Approver` ``wait_s``). It used to be
            ``timeout_s`` (:data:`~tooldeck.runtime.limits.DEFAULT_TIMEOUT_S`, 60 s by
            default: short for a person reading the arguments).
        shell_allow, shell_root, shell_param: the shell check (always on, as for
            ``tooldeck call``: :class:`~tooldeck.runtime.policy.ShellPolicy` on parameters
            whose schema format is ``shell-command``/``command``, before the approval
            question; :func:`shell_check`): programs allowed by name on top of the default
            read-only tools, the folder the handlers run commands in (redirections must
            resolve inside it; None: targets must be relative and free of ``..``), and
            parameters checked by name (matched at any depth).
        duplicate_window: how long the duplicate guard remembers a finished call of a
            tool that is not idempotent and refuses an identical one (seconds, 0 to
            86,400; 0: off; None: 300 s); a tool's own ``@tool(duplicate_window=…)``
            comes first (``--duplicate-window``).

    Raises:
        ServeError: see :func:`~tooldeck.serve.source.load_source`; an unknown tool name
            in ``approve``; a negative limit, an unknown unit or tokenizer; a limit below
            the smallest result the server can send; an ``artifacts`` directory that
            cannot be created or written, an ``audit`` file that cannot be opened; an
            ``approval_timeout_s`` that is not a number > 0 or None; a bad shell option
            (:func:`shell_check`); a ``duplicate_window`` outside 0 to 86,400.
    """
    # what the module prints while it is imported goes to stderr (import_object): on
    # stdio, stdout is the protocol stream (calls print to stderr too, _stdio)
    served = load_source(source, handlers)
    approved = frozenset(approve)
    problem = unlisted_approvals(approved, served.deck.names)
    if problem is not None:
        raise ServeError(problem)

    if limit_unit not in UNITS:
        raise ServeError(f"--limit-unit must be one of {', '.join(UNITS)}, got {limit_unit!r}")
    if limit is not None and limit < 0:
        raise ServeError(f"--limit must be ≥ 0, got {limit}")
    truncator = Truncator(
        DEFAULT_LIMIT if limit is None else limit,
        unit=cast(Any, limit_unit),
        tokenizer=tokenizer,
        store=ArtifactStore(artifacts) if artifacts is not None else None,
    )
    if limit_unit == "tokens":
        try:
            truncator.size("")  # loads the tokenizer now: a bad name fails before serving
        except ToolDeckError as exc:
            raise ServeError(f"--tokenizer: {exc}") from None
    if artifacts is not None:
        _check_artifacts(Path(artifacts))
    try:
        audit_log = AuditLog(audit) if audit is not None else None
    except RuntimeConfigError as exc:
        raise ServeError(f"--audit {exc}") from None
    try:
        wait_s = check_approval_timeout(approval_timeout_s)
    except RuntimeConfigError as exc:
        raise ServeError(str(exc)) from None
    if duplicate_window is not None and not duplicate_window_ok(duplicate_window):
        raise ServeError(
            f"--duplicate-window must be from 0 (off) to {MAX_DUPLICATE_WINDOW_S:,} seconds "
            f"(one day), got {duplicate_window!r}"
        )
    approver = Approver(approved, wait_s=wait_s)  # a question waits --approval-timeout at most
    shell = shell_check(served.deck, shell_allow, shell_root, shell_param)
    runtime = Runtime(
        served.deck,
        dict(served.handlers),
        # the duplicate guard leaves a call alone that a trusted gateway's guard checked
        policy=Policy(
            RelayedDuplicateGuard(
                300.0 if duplicate_window is None else duplicate_window, approved=approved
            )
            if isinstance(check, DuplicateGuard)
            else check
            for check in Policy.default(
                approver, credential_names=not show_credentials, shell=shell, redact=redact
            ).checks
        ),
        timeout_s=timeout_s,
        truncator=truncator,
        audit=audit_log,
        normalise=normalise,
    )
    return ToolServer(
        runtime,
        name=name,
        approver=approver,
        load_warnings=served.warnings,
        trust_relayed_sessions=trust_relayed_sessions,
    )


def shell_check(
    deck: Deck | None,
    allow: Collection[str] = (),
    root: str | os.PathLike[str] | None = None,
    names: Collection[str] = (),
) -> ShellPolicy:
    """The shell check of a server (``serve``, ``gateway``): :class:`ShellPolicy` with
    ``allow`` (``--shell-allow``), ``root`` (``--shell-root``) and ``names``
    (``--shell-param``), on parameters whose schema format is ``shell-command``/``command``
    whatever the options.

    Raises:
        ServeError: a name in ``allow`` that is not a bare program name (or ``allow``
            given as one string), a ``root`` that is not a directory, a name in ``names``
            that no tool of ``deck`` declares at any depth (a typo would check nothing;
            ``deck`` None: not checked).
    """
    if root is not None and not os.path.isdir(root):
        raise ServeError(
            f"--shell-root {os.fspath(root)!r} is not a directory; name the folder the "
            "tools run shell commands in"
        )
    if isinstance(names, str):
        raise ServeError("--shell-param: give a collection of names, not a string")
    if names and deck is not None:
        known = {
            pointer_tokens(pointer)[-1]
            for tool in deck
            for pointer in schema_pointers(tool.input_schema, lambda _node: True)
            if pointer
        }
        unknown = sorted(n for n in names if n not in known)
        if unknown:
            raise ServeError(
                f"--shell-param {', '.join(repr(n) for n in unknown)}: no tool of the deck "
                "has a parameter of that name (a misspelt name would check nothing)"
            )
    try:
        return ShellPolicy(allow=allow, root=root, names=names)
    except PolicyConfigError as exc:
        message = str(exc)  # "shell allow: 'a b' is not a program name …"
        raise ServeError("--" + message.replace(" ", "-", 1)) from None


def _check_artifacts(directory: Path) -> None:
    """Create ``directory`` (the artifact store) now and check it is writable, so a bad
    ``--artifacts`` fails at start, not on the first truncated call.

    Raises:
        ServeError: it cannot be created or is not a writable directory.
    """
    output_directory(directory, "--artifacts", ServeError, "name a writable directory")


async def _stdio(tool_server: ToolServer) -> None:
    from mcp.server.stdio import stdio_server

    server = tool_server.server
    with private_stdin() as raw:
        stdin = CheckedStdin(raw)
        async with stdio_server(stdin=cast(Any, stdin)) as (read_stream, write_stream):
            stdin.attach(write_stream)
            answers = stdin.answers(write_stream)
            with contextlib.redirect_stdout(sys.stderr):
                await server.run(read_stream, answers, server.create_initialization_options())


def run_stdio(tool_server: ToolServer) -> None:
    """Serve over stdin/stdout until stdin closes."""
    anyio.run(_stdio, tool_server)


def parse_address(text: str) -> tuple[str, int]:
    """``HOST:PORT``, ``[v6]:PORT`` or ``PORT`` (host 127.0.0.1).

    Raises:
        ServeError: no port, or a port outside 0–65535.
    """
    host, sep, port_text = text.rpartition(":")
    if not sep:
        host, port_text = "127.0.0.1", text
    host = host.strip("[]") or "127.0.0.1"
    try:
        port = int(port_text)
    except ValueError:
        raise ServeError(
            f"--http takes HOST:PORT or PORT (e.g. 127.0.0.1:8765, 8765), got {text!r}"
        ) from None
    if not 0 <= port <= 65535:
        raise ServeError(f"--http: the port must be 0–65535, got {port}")
    return host, port


def host_port(host: str, port: int) -> str:
    """``HOST:PORT`` as ``--http`` takes it back: an IPv6 address in brackets
    (``[::1]:8871``, RFC 3986 §3.2.2), so the port cannot be read as part of it
    (trial36b N6: ``--http ::1:8871`` was printed)."""
    return f"[{host}]:{port}" if ":" in host else f"{host}:{port}"


def is_loopback(host: str) -> bool:
    """True for ``localhost`` and loopback IP addresses (127.0.0.0/8, ::1)."""
    if host in LOOPBACK_NAMES:
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def bind(host: str, port: int, *, allow_remote: bool = False) -> socket.socket:
    """A listening socket on ``host:port`` (port 0: any free port).

    Raises:
        ServeError: a non-loopback host without ``allow_remote``, or the address cannot be
            bound (port in use, no such address).
    """
    if not allow_remote and not is_loopback(host):
        raise ServeError(
            f"--http {host_port(host, port)} is not a loopback address: anyone who can reach it "
            "can "
            "call the tools; add --allow-remote to bind it anyway, or use 127.0.0.1"
        )
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except OSError as exc:
        raise ServeError(f"--http: cannot resolve {host!r}: {exc}") from None
    family, _, _, _, address = infos[0]
    # IPPROTO_TCP stated: asyncio turns Nagle's algorithm off (TCP_NODELAY) only on sockets
    # whose proto is IPPROTO_TCP, and accepted sockets inherit the listener's; with proto 0
    # every small current-era HTTP answer waited ~40 ms for a delayed ACK.
    sock = socket.socket(family, socket.SOCK_STREAM, socket.IPPROTO_TCP)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind(address)
        sock.listen(128)
    except OSError as exc:
        sock.close()
        raise ServeError(
            f"--http: cannot listen on {host_port(host, port)}: {exc.strerror or exc}; choose "
            "another "
            "port (or stop what uses it)"
        ) from None
    return sock


HTTP_DEFAULT_PORT = 80
"""The port a ``Host`` header (and an ``http://`` ``Origin``) leaves out (RFC 9110 §4.2.1,
§7.2): clients send ``Host: 127.0.0.1`` for ``http://127.0.0.1:80/mcp``. (The server
speaks plain HTTP only, so the ``https`` default, 443, never goes unsaid to it.)"""


def transport_security(host: str, origins: Collection[str] = (), port: int | None = None) -> Any:
    """The SDK's DNS-rebinding protection for a server bound to ``host`` (and ``port``,
    when known): on every loopback address (``Host`` must name the loopback, ``Origin``,
    when sent, a loopback page or one of ``origins``), or None (the SDK's default: no
    check) for another address (``--allow-remote``, where :func:`http_app` checks
    ``Origin`` itself).

    The SDK turns the check on by itself only for ``127.0.0.1``, ``localhost`` and
    ``::1``; a server bound to another loopback address (``127.0.0.2``) was left without
    it, so a web page whose name a DNS server points at that address could call its tools.
    On port 80 (:data:`HTTP_DEFAULT_PORT`) the loopback names are allowed without a port
    too, as clients send them there (``Host: 127.0.0.1`` was refused 421); a foreign name
    is refused on every port. Returns an
    ``mcp.server.transport_security.TransportSecuritySettings``.
    """
    from mcp.server.transport_security import TransportSecuritySettings

    if not is_loopback(host):
        return None
    names = ["127.0.0.1", "localhost", "[::1]"]
    bound = f"[{host}]" if ":" in host else host
    if bound not in names:
        names.append(bound)
    hosts = [f"{name}:*" for name in names]
    pages = [f"http://{name}:*" for name in names]
    if port == HTTP_DEFAULT_PORT:  # the port goes unsaid in Host and in an http Origin
        hosts += names
        pages += [f"http://{name}" for name in names]
    return TransportSecuritySettings(
        enable_dns_rebinding_protection=True,
        allowed_hosts=hosts,
        allowed_origins=[*pages, *origins],
    )


class ForeignOrigins:
    """ASGI middleware of a server on a non-loopback address: a request whose ``Origin``
    header (sent by browsers, not by MCP clients) is not one of ``origins`` is answered 403
    before the app sees it. MCP's Streamable HTTP transport says servers must validate
    ``Origin`` (MCP 2025-06-18, "Transports → Security Warning"); without it a web page the
    user opens could call the server's tools. ``Host`` is not checked (the names a remote
    server is reached by are not known); a page's request always carries ``Origin``.

    Args:
        app: the ASGI app.
        origins: allowed origins (``https://app.example``; ``…:*`` for any port).
    """

    def __init__(self, app: Any, origins: Collection[str] = ()) -> None:
        self.app = app
        self.origins = tuple(origins)

    def _allowed(self, origin: str) -> bool:
        return origin in self.origins or any(
            o.endswith(":*") and origin.startswith(o[:-1]) for o in self.origins
        )

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if scope.get("type") == "http":
            origin = next(
                (v.decode("latin-1") for k, v in scope.get("headers", ()) if k == b"origin"),
                None,
            )
            if origin is not None and not self._allowed(origin):
                body = (
                    f"Invalid Origin header: a web page at {origin!r} may not call this "
                    "server (pass --allowed-origin ORIGIN to allow one)"
                ).encode()
                await send(
                    {
                        "type": "http.response.start",
                        "status": 403,
                        "headers": [
                            (b"content-type", b"text/plain; charset=utf-8"),
                            (b"content-length", str(len(body)).encode()),
                        ],
                    }
                )
                await send({"type": "http.response.body", "body": body})
                return
        await self.app(scope, receive, send)


def http_app(
    server: Any,
    host: str,
    origins: Collection[str] = (),
    port: int | None = None,
    routes: Collection[Any] = (),
) -> Any:
    """The Streamable HTTP ASGI app of an SDK low-level ``server`` bound to ``host`` (and
    ``port``, when known), as ``serve`` and ``gateway`` run it: POSTed bodies checked
    (:class:`CheckedBodies`), ``Host``/``Origin`` checked on a loopback address
    (:func:`transport_security`), and ``Origin`` on another (:class:`ForeignOrigins`);
    ``origins``: web origins allowed too; ``routes``: Starlette routes served beside
    ``/mcp`` (the gateway's ``GET /status``), each of which checks ``Host``/``Origin`` with
    :func:`transport_security` itself (the SDK checks only its own endpoint)."""
    security = transport_security(host, origins, port)
    app = CheckedBodies(
        server.streamable_http_app(
            host=host, transport_security=security, custom_starlette_routes=list(routes)
        )
    )
    return app if is_loopback(host) else ForeignOrigins(app, origins)


def run_http(
    tool_server: ToolServer,
    sock: socket.socket,
    *,
    log_level: str = "warning",
    origins: Collection[str] = (),
) -> None:
    """Serve Streamable HTTP at ``http://HOST:PORT/mcp`` on a socket from :func:`bind`
    (:func:`http_app`; ``origins``: web origins allowed besides the checks there).
    Truncated outputs are not listed in ``resources/list`` (each client reads its own by the
    URI its result gave: :attr:`~tooldeck.serve.artifacts.Artifacts.listed`)."""
    import uvicorn

    tool_server.artifacts.listed = False  # clients of one process must not list each other's
    host, port = sock.getsockname()[:2]
    app = http_app(tool_server.server, host, origins, port)
    config = uvicorn.Config(app, log_level=log_level, lifespan="on")
    anyio.run(uvicorn.Server(config).serve, [sock])


def serve(
    source: str | ToolServer,
    handlers: str | None = None,
    *,
    http: str | None = None,
    allow_remote: bool = False,
    origins: Collection[str] = (),
    **options: Any,
) -> None:
    """Serve a deck: ``tooldeck.serve.serve("app.py")`` or ``serve(deck_path, "pkg:handlers")``.

    Args:
        source: a :class:`ToolServer`, or a source for :func:`build` (with ``options``).
        http: ``HOST:PORT`` for Streamable HTTP; None: stdio.
        allow_remote: allow a non-loopback ``http`` address.
        origins: web origins allowed to call it over ``http`` (:func:`http_app`).

    Raises:
        ServeError: bad source or handlers, a port in use, a refused bind; nothing starts.
    """
    tool_server = source if isinstance(source, ToolServer) else build(source, handlers, **options)
    if http is None:
        run_stdio(tool_server)
        return
    host, port = parse_address(http)
    run_http(tool_server, bind(host, port, allow_remote=allow_remote), origins=origins)
