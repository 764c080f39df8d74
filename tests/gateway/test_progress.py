"""Progress through the gateway: a client that asks for progress on a ``tools/call`` (a
``progressToken`` in its ``_meta``, MCP 2025-06-18 "Utilities → Progress") gets the
upstream's ``notifications/progress`` for that call, in both protocol eras. Real upstream
(tests/gateway/upstream_app.py over stdio) and the SDK client."""

from __future__ import annotations

from pathlib import Path

import anyio
import mcp
import mcp_types as types
import pytest

from gateway_fixtures import config, stdio
from tooldeck.gateway import Gateway


async def _accept(context: object, params: object) -> types.ElicitResult:
    return types.ElicitResult(action="accept", content={})


@pytest.mark.parametrize("elicitation", [False, True])
@pytest.mark.parametrize("era", ["legacy", "2026-07-28"])
async def test_upstream_progress_reaches_the_client_that_asked(
    tmp_path: Path, era: str, elicitation: bool
) -> None:
    """``steps(3)`` reports 1, 2, 3 of 3 upstream; the gateway used to drop them all (the
    client's callback was never called). A current-era client that declares elicitation
    has its calls run in the gateway's task group (so that an upstream question can wait
    for it): progress reaches it there too."""
    seen: list[tuple[float, float | None, str | None]] = []

    async def on_progress(progress: float, total: float | None, message: str | None) -> None:
        seen.append((progress, total, message))

    extra = {"elicitation_callback": _accept} if elicitation else {}
    with anyio.fail_after(90):
        async with (
            Gateway(config(stdio("a", UPSTREAM_PROGRESS_TOOL="1")), artifacts=tmp_path) as gw,
            mcp.Client(gw.server, mode=era, **extra) as client,  # type: ignore[arg-type]
        ):
            result = await client.call_tool("a__steps", {"n": 3}, progress_callback=on_progress)
            quiet = await client.call_tool("a__steps", {"n": 2})  # no token: nothing sent
    assert result.is_error is False and result.content[0].text == "3 steps"  # type: ignore[union-attr]
    assert quiet.is_error is False
    assert seen == [(1, 3, "step 1"), (2, 3, "step 2"), (3, 3, "step 3")]
