"""Session 38 (trial38 LOW): the first ``search_tools`` on a cold index took 24.6 s (227
tools, empty embedding cache) and the gateway logged nothing, so a user saw a hang. Now the
build is logged when it starts and when it ends, with the count of deferred tools (here the
tools of tests/gateway/upstream_app.py behind the gateway, counted from its listing, none
resident). Official SDK client, both protocol eras."""

from __future__ import annotations

from pathlib import Path

import anyio
import mcp
import pytest

from gateway_fixtures import config, stdio
from tooldeck.gateway import Gateway


@pytest.mark.parametrize("era", ["legacy", "2026-07-28"])
async def test_the_first_search_logs_the_index_build(
    tmp_path: Path, era: str, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level("WARNING", logger="tooldeck.gateway")
    with anyio.fail_after(120):
        async with (
            Gateway(config(stdio("a"), mode="search"), artifacts=tmp_path) as gateway,
            mcp.Client(gateway.server, mode=era) as client,
        ):
            upstream_tools = len(gateway.pool.upstreams["a"].tools)
            await client.call_tool("search_tools", {"query": "echo some text"})
            await client.call_tool("search_tools", {"query": "add two numbers"})
    said = [r.getMessage() for r in caplog.records if "search index" in r.getMessage()]
    assert len(said) == 2, said  # once: the second search finds it built
    assert said[0].startswith(f"building the search index over {upstream_tools} deferred tools")
    assert said[1].startswith(f"search index built: {upstream_tools} deferred tools in ")
