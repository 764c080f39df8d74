"""Session 38 (trial38 LOW): mcp-server-code-runner writes "Code Runner MCP Server running
on stdio" on stdout at start; after a ``kill -9`` the down reason led with that harmless,
minute-old line and named the SIGKILL last. Now how it ended comes first, the stdout lines
after it. The upstream is tests/gateway/upstream_app.py (a real ``mcp`` SDK server) started
by a tiny real program that first prints such a line; killed with SIGKILL by its pid."""

from __future__ import annotations

import os
import signal
import sys
from pathlib import Path

import anyio
import mcp

from gateway_fixtures import APP, config
from tooldeck.formats.mcp_config import UpstreamSpec
from tooldeck.gateway import Gateway

_NOISY = (
    "import runpy, sys\n"
    "print('Noisy MCP Server running on stdio', flush=True)\n"
    f"sys.argv = [{APP!r}]\n"
    f"runpy.run_path({APP!r}, run_name='__main__')\n"
)


async def test_a_killed_upstream_is_reported_by_its_signal_first(tmp_path: Path) -> None:
    noisy = UpstreamSpec(
        "noisy",
        "stdio",
        command=sys.executable,
        args=("-c", _NOISY),
        env={"UPSTREAM_NAME": "noisy"},
    )
    with anyio.fail_after(90):
        async with Gateway(config(noisy), artifacts=tmp_path) as gateway:
            upstream = gateway.pool.upstreams["noisy"]
            async with mcp.Client(gateway.server, mode="legacy") as client:
                ok = await client.call_tool("noisy__echo", {"text": "x"})
            pid = upstream.pid
            assert pid is not None
            os.kill(pid, signal.SIGKILL)
            while upstream.state != "down":
                await anyio.sleep(0.02)
            error = str(upstream.error)
    assert ok.is_error is False
    assert error.startswith("closed the connection (it was killed by signal 9 (SIGKILL))"), error
    assert "before that, it wrote on stdout something that is not a JSON-RPC message" in error
