"""DNS-rebinding protection of ``tooldeck serve --http`` and ``tooldeck gateway --http`` on
every loopback address, driven over real HTTP (subprocesses, ``http.client``).

A web page whose host name a DNS server points at the loopback address reaches the
server with its own name in ``Host`` and its own page in ``Origin``; the MCP
specification (2025-06-18, "Transports: Security Warning") asks servers to validate
``Origin`` for that reason. The SDK turns its Host/Origin check on by itself only for
``127.0.0.1``, ``localhost`` and ``::1``; bound to ``127.0.0.2`` (loopback, so allowed
without ``--allow-remote``) the server answered such a page's ``tools/call``. Expected
status codes from the SDK's middleware: 421 for a foreign ``Host``, 403 for a foreign
``Origin``.
"""

from __future__ import annotations

import http.client
import json
import re
import socket
import sys
from pathlib import Path

import anyio
import pytest

from gateway_fixtures import APP
from serve_http import SERVE_APP, serve_env

CODE = "from tooldeck.cli import main; main()"
META = {
    "io.modelcontextprotocol/protocolVersion": "2026-07-28",
    "io.modelcontextprotocol/clientCapabilities": {},
}


def _loopback_2_usable() -> bool:
    try:
        with socket.socket() as s:
            s.bind(("127.0.0.2", 0))
    except OSError:
        return False
    return True


async def _started(command: list[str]) -> tuple[anyio.abc.Process, str]:
    process = await anyio.open_process(command, env=serve_env())
    assert process.stderr is not None
    seen = ""
    with anyio.fail_after(90):
        async for chunk in process.stderr:
            seen += chunk.decode()
            found = re.search(r"http://127\.0\.0\.2:\d+/mcp", seen)
            if found:
                return process, found.group(0)
    raise AssertionError(seen)


async def _post(address: str, port: str, host: str | None, origin: str | None) -> int:
    """HTTP status of a ``tools/list`` POST to ``address:port`` with the ``Host`` and
    ``Origin`` headers given (None: http.client's own ``Host``, no ``Origin``)."""
    headers = {
        "Content-Type": "application/json",
        "Accept": "application/json, text/event-stream",
        "MCP-Protocol-Version": "2026-07-28",
        "Mcp-Method": "tools/list",
    }
    if host is not None:
        headers["Host"] = host
    if origin is not None:
        headers["Origin"] = origin
    body = {"jsonrpc": "2.0", "id": 1, "method": "tools/list", "params": {"_meta": META}}

    def post() -> int:
        connection = http.client.HTTPConnection(address, int(port), timeout=30)
        try:  # http.client sends the Host header given here instead of its own
            connection.request("POST", "/mcp", body=json.dumps(body), headers=headers)
            return connection.getresponse().status
        finally:
            connection.close()

    return await anyio.to_thread.run_sync(post)


async def _status(url: str, host: str | None, origin: str | None) -> int:
    port = url.split(":")[2].split("/")[0]
    return await _post(
        "127.0.0.2",
        port,
        None if host is None else f"{host}:{port}",
        None if origin is None else f"http://{origin}:{port}",
    )


@pytest.mark.skipif(not _loopback_2_usable(), reason="127.0.0.2 cannot be bound here")
@pytest.mark.parametrize("command", ["serve", "gateway"])
async def test_a_page_rebound_to_another_loopback_address_is_refused(
    tmp_path: Path, command: str
) -> None:
    if command == "serve":
        args = ["serve", SERVE_APP, "--artifacts", str(tmp_path)]
    else:
        servers = {"mcpServers": {"a": {"command": sys.executable, "args": [APP]}}}
        config = tmp_path / "servers.json"
        config.write_text(json.dumps(servers))
        args = ["gateway", "--from", str(config), "--artifacts", str(tmp_path)]
    process, url = await _started([sys.executable, "-c", CODE, *args, "--http", "127.0.0.2:0"])
    try:
        assert await _status(url, None, None) == 200  # a local client (no Origin)
        assert await _status(url, "127.0.0.2", "127.0.0.2") == 200  # a loopback page
        assert await _status(url, "evil.example", "evil.example") == 421
        assert await _status(url, "127.0.0.2", "evil.example") == 403
    finally:
        process.terminate()
        await process.wait()


@pytest.mark.parametrize("command", ["serve", "gateway"])
async def test_with_allow_remote_a_foreign_page_is_refused(tmp_path: Path, command: str) -> None:
    """A breaker's finding: with ``--allow-remote`` no header was checked, so a web page
    the user opened could call the server's tools. ``Origin`` (sent by browsers, not by MCP
    clients) must now be one of ``--allowed-origin``; ``Host`` stays unchecked (the names a
    remote server is reached by are not known)."""
    if command == "serve":
        args = ["serve", SERVE_APP, "--artifacts", str(tmp_path)]
    else:
        servers = {"mcpServers": {"a": {"command": sys.executable, "args": [APP]}}}
        config = tmp_path / "servers.json"
        config.write_text(json.dumps(servers))
        args = ["gateway", "--from", str(config), "--artifacts", str(tmp_path)]
    args += ["--http", "0.0.0.0:0", "--allow-remote", "--allowed-origin", "https://ok.example"]
    process = await anyio.open_process([sys.executable, "-c", CODE, *args], env=serve_env())
    assert process.stderr is not None
    seen = ""
    try:
        with anyio.fail_after(90):
            async for chunk in process.stderr:
                seen += chunk.decode()
                found = re.search(r"http://0\.0\.0\.0:(\d+)/mcp", seen)
                if found:
                    break
        assert found, seen
        port = found.group(1)
        assert await _post("127.0.0.1", port, None, None) == 200  # an MCP client sends no Origin
        assert await _post("127.0.0.1", port, None, "https://ok.example") == 200
        assert await _post("127.0.0.1", port, None, "https://evil.example") == 403
    finally:
        process.terminate()
        await process.wait()


async def _checked(settings: object, host: str, origin: str | None = None) -> int:
    """The status the SDK's own Host/Origin check (``TransportSecurityMiddleware``, as the
    Streamable HTTP transport runs it) gives a POST with these headers (200: passed)."""
    from mcp.server.transport_security import TransportSecurityMiddleware
    from starlette.requests import Request

    headers = [(b"host", host.encode()), (b"content-type", b"application/json")]
    if origin is not None:
        headers.append((b"origin", origin.encode()))
    scope = {"type": "http", "method": "POST", "path": "/mcp", "headers": headers}
    middleware = TransportSecurityMiddleware(settings)  # type: ignore[arg-type]
    response = await middleware.validate_request(Request(scope), is_post=True)
    return 200 if response is None else response.status_code


@pytest.mark.parametrize("bound", ["127.0.0.1", "127.0.0.2", "::1", "localhost"])
async def test_on_port_80_the_loopback_names_are_allowed_without_a_port(bound: str) -> None:
    """A tester's finding: ``--http 127.0.0.1:80`` refused every client with 421, since a
    client leaves the default port out (``Host: 127.0.0.1``) and only ``name:port`` was
    allowed. On port 80 the loopback names are allowed bare too (and a loopback page's
    ``Origin`` ``http://127.0.0.1``); a foreign name is refused as before."""
    from tooldeck.serve.run import transport_security

    on_80 = transport_security(bound, port=80)
    name = f"[{bound}]" if ":" in bound else bound
    for host in ("127.0.0.1", "localhost", "[::1]", name, "127.0.0.1:80", f"{name}:80"):
        assert await _checked(on_80, host) == 200, host
    assert await _checked(on_80, "127.0.0.1", "http://127.0.0.1") == 200
    assert await _checked(on_80, "127.0.0.1", "http://localhost:80") == 200
    assert await _checked(on_80, "evil.example") == 421
    assert await _checked(on_80, "evil.example:80") == 421
    assert await _checked(on_80, "127.0.0.1", "http://evil.example") == 403
    # another port: a client names it in Host, and a bare name is not how it is reached
    elsewhere = transport_security(bound, port=8765)
    assert await _checked(elsewhere, "127.0.0.1:8765") == 200
    assert await _checked(elsewhere, "127.0.0.1") == 421
    assert await _checked(elsewhere, "evil.example:8765") == 421
