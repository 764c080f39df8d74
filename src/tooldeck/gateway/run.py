"""Run a gateway on a transport: stdio (default) or Streamable HTTP.

The same transports as ``tooldeck serve`` (:mod:`tooldeck.serve.run`): on stdio the SDK
points file descriptor 1 at stderr while serving and ``sys.stdout`` goes there too, so
nothing but MCP messages reaches the client (MCP 2025-06-18 "Transports: stdio"); on HTTP
the SDK's ASGI app at ``/mcp`` is served by uvicorn on a socket bound before anything
starts (a port in use or a non-loopback address without ``allow_remote`` is a
:class:`~tooldeck.errors.ServeError`). The upstreams start first; the gateway serves
whichever started and reports the others on stderr (issue 14, "Bad input").
"""

from __future__ import annotations

import contextlib
import socket
import sys
from collections.abc import Callable
from typing import Any

import anyio

from tooldeck.formats.mcp_config import GatewayConfig
from tooldeck.gateway.server import Gateway
from tooldeck.serve.run import bind, parse_address

__all__ = ["run_gateway", "serve_gateway"]


async def serve_gateway(
    gateway: Gateway,
    *,
    sock: socket.socket | None = None,
    report: Callable[[Gateway], None] | None = None,
    log_level: str = "warning",
) -> None:
    """Start ``gateway`` and serve it: on ``sock`` over Streamable HTTP, else on stdio.

    ``report`` is called once the upstreams have started (or failed to).
    """
    async with gateway:
        if report is not None:
            report(gateway)
        server = gateway.server
        if sock is None:
            from mcp.server.stdio import stdio_server

            async with stdio_server() as (read_stream, write_stream):
                with contextlib.redirect_stdout(sys.stderr):
                    await server.run(
                        read_stream, write_stream, server.create_initialization_options()
                    )
            return
        import uvicorn

        app = server.streamable_http_app(host=sock.getsockname()[0])
        config = uvicorn.Config(app, log_level=log_level, lifespan="on")
        await uvicorn.Server(config).serve([sock])


def run_gateway(
    config: GatewayConfig,
    *,
    http: str | None = None,
    allow_remote: bool = False,
    report: Callable[[Gateway], None] | None = None,
    **options: Any,
) -> None:
    """Run a gateway until stdin closes (stdio) or it is stopped (HTTP).

    Args:
        config: the upstreams and naming.
        http: ``HOST:PORT`` for Streamable HTTP; None: stdio.
        allow_remote: allow a non-loopback ``http`` address.
        report: called with the started gateway (the CLI prints upstream status).
        options: keywords of :class:`~tooldeck.gateway.Gateway`.

    Raises:
        ServeError: a bad or busy address; nothing starts.
    """
    sock = None
    if http is not None:
        host, port = parse_address(http)
        sock = bind(host, port, allow_remote=allow_remote)
    anyio.run(
        lambda: serve_gateway(Gateway(config, **options), sock=sock, report=report)
    )
