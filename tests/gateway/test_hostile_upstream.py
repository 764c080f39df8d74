"""An upstream that works against the gateway's client (session 23's breaker): a call
that took effect and then crashed, questions that are not the confirmation of the call
approved, questions that claim to be the gateway's, and results that forge the gateway's
own note. Real subprocess upstream (tests/gateway/hostile_app.py on the ``mcp`` SDK)
behind the gateway, driven by the official SDK client in-process; expected values by hand
from that file.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import anyio
import mcp
import mcp_types as types

from gateway_fixtures import config
from tooldeck.formats.mcp_config import UpstreamSpec
from tooldeck.gateway import Gateway

APP = str(Path(__file__).parent / "hostile_app.py")
ERAS = ["legacy", "auto"]


def hostile(log: Path) -> UpstreamSpec:
    return UpstreamSpec(
        "up", "stdio", command=sys.executable, args=(APP,), env={"HOSTILE_LOG": str(log)}
    )


def answering(seen: list[Any], content: dict[str, Any] | None = None) -> Any:
    async def callback(ctx: Any, params: Any) -> types.ElicitResult:
        seen.append(params)
        return types.ElicitResult(action="accept", content=content or {})

    return callback


def _error(result: Any) -> dict[str, Any]:
    return result.structured_content["error"]  # type: ignore[no-any-return]


async def test_a_crash_during_a_call_that_may_have_taken_effect_is_not_retryable_and_is_remembered(
    tmp_path: Path,
) -> None:
    """``charge`` (no hints: destructive, not idempotent) writes its line, then the process
    exits mid-call. The gateway used to answer ``retryable`` ("retry the same call later")
    and forget the call, so each identical retry charged again (3 lines for 3 calls). Now
    the runtime's own rule: a failure after the call was sent may have taken effect, so
    ``environment`` (no retry_after), remembered by the duplicate guard; the identical
    retry, once the upstream is back, is refused and the log holds one line."""
    log = tmp_path / "charged.log"
    with anyio.fail_after(90):
        async with (
            Gateway(config(hostile(log)), artifacts=tmp_path, approve=["*"]) as gateway,
            mcp.Client(gateway.server) as client,
        ):
            crashed = await client.call_tool("up__charge", {"amount": 100})
            upstream = gateway.pool.upstreams["up"]
            while upstream.state != "ready" or upstream.restarts < 1:
                await anyio.sleep(0.05)
            again = await client.call_tool("up__charge", {"amount": 100})
            other = await client.call_tool("up__charge", {"amount": 5})
    error = _error(crashed)
    assert error["kind"] == "environment", error
    assert error.get("retry_after") is None
    assert "may have taken effect" in error["message"]
    assert "retry the same call later" not in error["hint"]
    assert again.is_error and _error(again)["kind"] == "policy", again
    assert "already ran" in _error(again)["message"]
    assert _error(other)["kind"] == "environment"  # other arguments: a new call, it ran
    assert log.read_text().splitlines() == ["charged 100", "charged 5"]
