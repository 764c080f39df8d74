"""Session 47: the status file is rewritten for calls at most once per
``status_calls_every_s`` (a burst of calls is one write, later), the stop writes the last
counts, and ``GET /status`` (:meth:`Gateway.status`) stays live. Until then it was
rewritten after every call. Real gateway over upstream_app.py (stdio), official SDK
client; the interval is set to an hour or to 0 so nothing depends on timing."""

from __future__ import annotations

import json
from pathlib import Path

import anyio
import mcp

from gateway_fixtures import config, stdio
from tooldeck.gateway import Gateway
from tooldeck.gateway.server import STATUS_CALLS_EVERY_S


def _calls_in(path: Path) -> int:
    return int(json.loads(path.read_text(encoding="utf-8"))["gateway"]["calls"]["calls"])


async def _three_calls(tmp_path: Path, every_s: float) -> tuple[int, int, list[int], int]:
    """(writes during the calls, live count, counts the file held after each call, the
    count the file holds after the stop)."""
    path = tmp_path / "status.json"
    with anyio.fail_after(60):
        async with (
            Gateway(config(stdio("a")), artifacts=tmp_path, status_file=path) as gw,
            mcp.Client(gw.server) as client,
        ):
            gw.status_calls_every_s = every_s
            writer = gw._status_writer
            writes = 0
            write = writer.write

            def counted(*args: object, **kwargs: bool) -> bool:
                nonlocal writes
                writes += 1
                return bool(write(*args, **kwargs))

            writer.write = counted
            seen = []
            for text in ("x", "y", "z"):
                await client.call_tool("a__echo", {"text": text})
                seen.append(_calls_in(path))
            live = gw.status()["gateway"]["calls"]["calls"]
            during = writes
    return during, live, seen, _calls_in(path)


async def test_a_burst_of_calls_is_written_once_later_and_on_stop(tmp_path: Path) -> None:
    writes, live, seen, final = await _three_calls(tmp_path, every_s=3600.0)
    # written at start; the first call's rewrite is due an hour after it: none yet
    assert writes == 0 and seen == [0, 0, 0]
    assert live == 3  # GET /status is live
    assert final == 3  # the stop writes the last counts


async def test_no_interval_writes_after_each_call(tmp_path: Path) -> None:
    writes, live, seen, final = await _three_calls(tmp_path, every_s=0.0)
    assert writes == 3 and seen == [1, 2, 3] and live == final == 3


def test_the_default_interval_is_a_second() -> None:
    assert STATUS_CALLS_EVERY_S == 1.0
