"""Session 47: a call the gateway's own code fails (an exception out of the runtime, a
bug) is counted as an ``error`` of kind ``internal`` in the status, apart from a call the
client cancelled (``interrupted``); both were ``interrupted`` before. Real gateway over
upstream_app.py (stdio) and the official SDK client; the runtime's ``call`` is replaced
by one that raises, or waits until the client cancels it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import anyio
import mcp
import pytest

from gateway_fixtures import config, stdio
from tooldeck.gateway import Gateway
from tooldeck.gateway.server import INTERNAL_KIND


class _Broken:
    """A runtime whose ``call`` raises: what a bug in the gateway's code does."""

    async def call(self, call: Any) -> Any:
        raise ValueError("a bug in the gateway")


class _Stuck:
    """A runtime whose ``call`` waits until it is cancelled (``started`` set first)."""

    def __init__(self) -> None:
        self.started = anyio.Event()

    async def call(self, call: Any) -> Any:
        self.started.set()
        await anyio.sleep_forever()


async def test_an_exception_in_the_gateway_is_an_internal_error(tmp_path: Path) -> None:
    with anyio.fail_after(60):
        async with (
            Gateway(config(stdio("a")), artifacts=tmp_path) as gw,
            mcp.Client(gw.server) as client,
        ):
            server = gw.gateway_server
            assert server is not None
            server.runtime = _Broken()  # type: ignore[assignment]
            with pytest.raises(Exception):  # noqa: B017 (the SDK's error for a raised handler)
                await client.call_tool("a__echo", {"text": "x"})
            calls = gw.status()["gateway"]["calls"]
            upstream = gw.status()["upstreams"][0]["calls"]
    assert calls["by_status"] == {"error": 1}, calls
    assert calls["error_kinds"] == {INTERNAL_KIND: 1}
    assert calls["last_error"] == "internal: ValueError: a bug in the gateway"
    assert upstream["by_tool"]["a__echo"]["error_kinds"] == {INTERNAL_KIND: 1}


async def test_a_cancelled_call_is_interrupted(tmp_path: Path) -> None:
    with anyio.fail_after(60):
        async with (
            Gateway(config(stdio("a")), artifacts=tmp_path) as gw,
            mcp.Client(gw.server) as client,
        ):
            server = gw.gateway_server
            assert server is not None
            stuck = _Stuck()
            server.runtime = stuck  # type: ignore[assignment]
            async with anyio.create_task_group() as group:
                group.start_soon(client.call_tool, "a__echo", {"text": "x"})
                await stuck.started.wait()
                group.cancel_scope.cancel()  # the client gives up: the SDK sends a cancel
            while not server.call_counts.total.calls:  # the server counts when it sees it
                await anyio.sleep(0.01)
            calls = gw.status()["gateway"]["calls"]
    assert calls["by_status"] == {"interrupted": 1}, calls
    assert calls["error_kinds"] == {"interrupted": 1}
    assert calls["last_error"].startswith("interrupted: Cancel"), calls
