"""Session 38 (trial38 MEDIUM): an upstream slower to start than ``--start-timeout`` never
came up — each restart got the same limit, so it was killed at that limit and restarted for
ever — and neither the log nor a client's answer named the option.

Now a start that outlasts its limit doubles the next start's limit (up to
``START_LIMIT_FACTOR`` × the option), and the "down" reason (log line and the call's
``environment`` error) names ``--start-timeout`` and the limit that try had. The upstream is
tests/gateway/upstream_app.py (a real ``mcp`` SDK server) started by a tiny real program that
sleeps 4 s first; ``start_timeout_s=2`` allows 2 s, then 4 s, then 8 s (doubling by hand), so
it comes up on the second or third try; on the commit before it never did (every try 2 s).
Driven by the official SDK client, both protocol eras. Timing: generous ceilings only.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import anyio
import mcp
import pytest

from gateway_fixtures import APP, config, stdio
from tooldeck.formats.mcp_config import UpstreamSpec
from tooldeck.gateway import Gateway

_SLOW = (
    "import runpy, sys, time\n"
    "time.sleep(4)\n"
    f"sys.argv = [{APP!r}]\n"
    f"runpy.run_path({APP!r}, run_name='__main__')\n"
)


def _error(result: Any) -> dict[str, Any]:
    return dict(result.structured_content["error"])


@pytest.mark.parametrize("era", ["legacy", "2026-07-28"])
async def test_a_slow_starting_upstream_comes_up_and_its_down_reason_names_the_option(
    tmp_path: Path, era: str, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level("WARNING", logger="tooldeck.gateway")
    slow = UpstreamSpec(
        "slow", "stdio", command=sys.executable, args=("-c", _SLOW), env={"UPSTREAM_NAME": "slow"}
    )
    with anyio.fail_after(90):
        async with Gateway(
            config(stdio("ok"), slow), artifacts=tmp_path, start_timeout_s=2
        ) as gateway:
            upstream = gateway.pool.upstreams["slow"]
            while upstream.error is None:  # its first try outlasted 2 s
                await anyio.sleep(0.05)
            async with mcp.Client(gateway.server, mode=era) as client:
                down = await client.call_tool("slow__echo", {"text": "x"})
            while upstream.state != "ready":
                await anyio.sleep(0.1)
            async with mcp.Client(gateway.server, mode=era) as client:
                names = [t.name for t in (await client.list_tools()).tools]
                up = await client.call_tool("slow__echo", {"text": "x"})
    error = _error(down)
    assert down.is_error and error["kind"] == "environment"
    assert "did not start and list its tools within 2 s" in error["message"]
    assert "--start-timeout" in error["message"]
    assert "--start-timeout" in error["hint"] and "longer limit" in error["hint"]
    logged = [
        r.getMessage() for r in caplog.records if r.getMessage().startswith("upstream slow is down")
    ]
    assert logged and "within 2 s" in logged[0] and "--start-timeout" in logged[0]
    assert "slow__echo" in names
    assert not up.is_error and up.content[0].text == "slow:x"  # type: ignore[union-attr]


async def test_the_start_limit_stops_growing_at_its_cap(tmp_path: Path) -> None:
    """A program that never answers: with the option at 0.1 s the limits are 0.1, 0.2, 0.4,
    0.8 s, then the cap START_LIMIT_FACTOR × 0.1 = 1 s (doubling by hand)."""
    from tooldeck.gateway.upstreams import START_LIMIT_FACTOR, UpstreamPool

    mute = UpstreamSpec(
        "mute", "stdio", command=sys.executable, args=("-c", "import time; time.sleep(600)")
    )
    with anyio.fail_after(90):
        async with UpstreamPool([mute], start_timeout_s=0.1) as pool:
            upstream = pool.upstreams["mute"]
            seen: list[float] = []
            while len(seen) < 7:
                limit = upstream._start_limit_s
                if not seen or seen[-1] != limit:
                    seen.append(limit)
                if limit == 0.1 * START_LIMIT_FACTOR:
                    break
                await anyio.sleep(0.01)
    assert [round(x, 2) for x in seen] == [0.1, 0.2, 0.4, 0.8, 1.0]
