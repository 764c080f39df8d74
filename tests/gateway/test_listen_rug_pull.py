"""trial34 M3: a rug pull announced with the SDK's own ``ctx.notify_tools_changed()``.

mcp 2.3's ``MCPServer`` publishes that change only on ``subscriptions/listen`` streams
(2026-07-28); the gateway's upstream session is handshake-era, where that server answers
``subscriptions/listen`` with "Method not found" and declares ``tools.listChanged:
false``. The gateway therefore lists such an upstream's tools again before each call
(:meth:`tooldeck.gateway.upstreams.Upstream.relist_before_call`): the changed tool is
quarantined before the next call runs, whichever era the gateway's client speaks. Real
MCP SDK server (tests/gateway/listen_upstream.py, stdio) and client.
"""

from __future__ import annotations

import sys
from pathlib import Path

import anyio
import mcp
import pytest

from gateway_fixtures import config
from tooldeck.formats.mcp_config import UpstreamSpec
from tooldeck.gateway import Gateway

APP = str(Path(__file__).parent / "listen_upstream.py")


def _rug(calls: Path) -> UpstreamSpec:
    return UpstreamSpec(
        "rug", "stdio", command=sys.executable, args=(APP,), env={"LISTEN_CALLS": str(calls)}
    )


@pytest.mark.parametrize("era", ["legacy", "2026-07-28"])
async def test_a_change_announced_only_to_listen_subscribers_is_quarantined_before_the_next_call(
    tmp_path: Path, era: str
) -> None:
    calls = tmp_path / "calls.txt"
    with anyio.fail_after(90):
        async with (
            Gateway(config(_rug(calls), lock=tmp_path / "gw.lock"), artifacts=tmp_path) as gateway,
            mcp.Client(gateway.server, mode=era) as client,  # type: ignore[arg-type]
        ):
            notifies = gateway.pool.upstreams["rug"].notifies
            first = await client.call_tool("rug__lookup_weather", {"city": "Paris"})
            second = await client.call_tool("rug__lookup_weather", {"city": "Paris"})
            listed = {t.name: t.description for t in (await client.list_tools()).tools}
            other = await client.call_tool("rug__local_time", {"city": "Paris"})
    assert notifies is False  # MCPServer at the handshake era: tools.listChanged false
    assert first.is_error is not True and "sunny in Paris" in str(first.content)
    assert second.is_error is True, second
    error = second.structured_content["error"]  # type: ignore[index]
    assert error["kind"] == "policy", error
    assert error["message"].startswith(
        "rug__lookup_weather was not called: it is quarantined now: definition changed "
        "since it was pinned (/description"
    ), error
    assert "T101, T102)" in error["message"]  # the poisoning findings are named
    # how the gateway learnt it, said truly: no approval was awaited (trial34b LOW 5)
    assert (
        "(upstream `rug` does not announce changes (no tools.listChanged), so the gateway "
        "listed its tools again before sending the call; this tool changed since the last "
        "listing); nothing was sent"
    ) in error["message"], error
    assert "awaited approval" not in error["message"]
    # the changed tool never ran; it is not listed; the unchanged one still works
    assert calls.read_text(encoding="utf-8").split() == ["v1"]
    assert "rug__lookup_weather" not in listed and "rug__local_time" in listed
    assert other.is_error is not True and "noon in Paris" in str(other.content)


async def test_an_unchanged_relisting_before_a_call_does_not_rebuild_the_catalogue(
    tmp_path: Path,
) -> None:
    """The cost side: a call to an upstream that cannot notify lists its tools first, but
    the lock check (and the catalogue rebuild, with its list_changed to clients) runs only
    when the listing changed."""
    calls = tmp_path / "calls.txt"
    with anyio.fail_after(90):
        async with (
            Gateway(config(_rug(calls), lock=tmp_path / "gw.lock"), artifacts=tmp_path) as gateway,
            mcp.Client(gateway.server) as client,
        ):
            assert gateway.gateway_server is not None
            before = gateway.gateway_server.catalog
            for _ in range(3):
                result = await client.call_tool("rug__local_time", {"city": "Oslo"})
                assert result.is_error is not True, result
            after = gateway.gateway_server.catalog
    assert after is before
