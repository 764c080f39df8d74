"""Sync handlers that outlive their call's timeout (session 23's breaker): each kept its
worker thread, so a client making many such calls grew the server's threads without
bound. Past :data:`~tooldeck.runtime._workers.MAX_STUCK_PER_HANDLER` threads of one
handler still running after the runtime gave up on them, a new call of it is refused
(``retryable``, not run) until one ends. Real SDK client, in-process server."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import anyio
import mcp

from tooldeck.runtime._workers import MAX_STUCK_PER_HANDLER
from tooldeck.serve import build

APP = str(Path(__file__).with_name("stuck_app.py"))


def _status(result: Any) -> tuple[str, str | None]:
    envelope = result.structured_content or {}
    return envelope.get("status", "?"), (envelope.get("error") or {}).get("kind")


async def test_stuck_sync_handlers_are_bounded_and_new_calls_refused_until_one_ends(
    tmp_path: Path,
) -> None:
    server = build(APP, artifacts=tmp_path, timeout_s=0.05)
    handler = server.runtime.handlers["stuck"]
    release: threading.Event = getattr(handler, "fn", handler).__globals__["RELEASE"]
    before = threading.active_count()
    try:
        with anyio.fail_after(60):  # a generous ceiling, not a speed check
            async with mcp.Client(server.server, mode="legacy") as client:
                given_up = [
                    _status(await client.call_tool("stuck", {"n": i}))
                    for i in range(MAX_STUCK_PER_HANDLER)
                ]
                refused = [await client.call_tool("stuck", {"n": 1000 + i}) for i in range(3)]
                grown = threading.active_count() - before
                release.set()  # the stuck calls end: their threads are free again
                while True:  # wait for the threads to report back (no timing assert)
                    again = await client.call_tool("stuck", {"n": 2000})
                    if _status(again)[0] == "success":
                        break
                    await anyio.sleep(0.05)
    finally:
        release.set()
    assert given_up == [("error", "aborted")] * MAX_STUCK_PER_HANDLER
    for result in refused:
        assert _status(result) == ("error", "retryable"), result.structured_content
        summary = result.structured_content["summary"]  # type: ignore[index]
        assert f"{MAX_STUCK_PER_HANDLER} earlier calls of stuck" in summary
        assert "not run" in summary
    # the refused calls started no thread: at most one per stuck call
    assert grown <= MAX_STUCK_PER_HANDLER, grown
    assert _status(again) == ("success", None)
