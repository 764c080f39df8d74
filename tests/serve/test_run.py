"""Streamable HTTP: ``tooldeck serve --http 127.0.0.1:0`` in a subprocess, driven by the
official SDK client (``mcp.Client(url)``) on both protocol eras; addresses and binds."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import anyio
import mcp
import pytest

from serve_http import serve_command, serve_http
from tooldeck.serve import ServeError, bind, parse_address
from tooldeck.serve.run import is_loopback


@pytest.fixture
def http_url(tmp_path: Path) -> Iterator[str]:
    with serve_http(serve_command(tmp_path)) as url:
        yield url


@pytest.mark.parametrize("mode", ["legacy", "auto"])
async def test_http_list_and_calls(http_url: str, mode: str) -> None:
    with anyio.fail_after(60):  # a generous ceiling, not a speed check
        async with mcp.Client(http_url, mode=mode) as client:
            listed = await client.list_tools()
            ok = await client.call_tool("add", {"a": 2, "b": 3})
            bad = await client.call_tool("add", {"a": "5", "b": 3})
    assert "add" in [t.name for t in listed.tools]
    assert json.loads(ok.content[0].text)["items"] == 5  # type: ignore[union-attr]
    assert bad.is_error and bad.structured_content["error"]["kind"] == "invalid_arguments"  # type: ignore[index]


def test_parse_address() -> None:
    assert parse_address("127.0.0.1:8765") == ("127.0.0.1", 8765)
    assert parse_address("[::1]:9") == ("::1", 9)
    assert parse_address("8000") == ("127.0.0.1", 8000)
    with pytest.raises(ServeError, match="HOST:PORT"):
        parse_address("localhost:http")


def test_loopback_and_bind() -> None:
    assert is_loopback("localhost") and is_loopback("127.0.0.2") and is_loopback("::1")
    assert not is_loopback("0.0.0.0") and not is_loopback("example.org")
    with pytest.raises(ServeError, match="allow-remote"):
        bind("0.0.0.0", 0)
    sock = bind("127.0.0.1", 0)
    try:
        with pytest.raises(ServeError, match="cannot listen"):
            bind("127.0.0.1", sock.getsockname()[1])
    finally:
        sock.close()


async def test_accepted_connections_have_nagle_off() -> None:
    # asyncio sets TCP_NODELAY only on sockets whose proto is IPPROTO_TCP (accepted sockets
    # inherit the listener's); without it each small HTTP answer waited for a delayed ACK
    # (~40 ms on Linux loopback, measured with benchmarks/bench_serve.py)
    import asyncio
    import socket

    sock = bind("127.0.0.1", 0)
    seen: asyncio.Future[int] = asyncio.get_running_loop().create_future()

    class Probe(asyncio.Protocol):
        def connection_made(self, transport: asyncio.BaseTransport) -> None:
            accepted = transport.get_extra_info("socket")
            seen.set_result(accepted.getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY))
            transport.close()

    server = await asyncio.get_running_loop().create_server(Probe, sock=sock)
    try:
        port = sock.getsockname()[1]
        _, writer = await asyncio.open_connection("127.0.0.1", port)
        assert await asyncio.wait_for(seen, 30) != 0
        writer.close()
    finally:
        server.close()


def test_a_py_prefixed_source_is_the_same_source() -> None:
    """A fresh user's finding: ``tooldeck serve py:app.py`` (the deck source other commands
    take) was read as the module ``py``, attribute ``app.py``. With the prefix it serves
    what the plain path serves; a name defined nowhere keeps its error."""
    from tooldeck.serve import load_source

    app = str(Path(__file__).with_name("serve_app.py"))
    plain, prefixed = load_source(app), load_source(f"py:{app}")
    assert prefixed.deck.names == plain.deck.names and len(plain.deck) > 0
    with pytest.raises(ServeError, match="no_such_module_xyz"):
        load_source("py:no_such_module_xyz")
    with pytest.raises(ServeError, match="py: names no source; SOURCE is a Python file"):
        load_source("py:")
