"""Session 47: a search-mode gateway builds its search index at start, in a background
thread, so the first ``search_tools`` call does not wait for it (session 46 trial N2: 3–5 s).
A build that fails does not stop the gateway; the next ``search_tools`` call reports it as
before. ``warm_search=False`` (or ``$TOOLDECK_GATEWAY_WARM_SEARCH=0``) keeps the old lazy
build. Official SDK client; the BM25 retriever (real) where the method does not matter."""

from __future__ import annotations

import functools
import logging
from pathlib import Path
from typing import Any

import anyio
import mcp
import pytest

from gateway_fixtures import config, stdio
from tooldeck.gateway import Gateway
from tooldeck.gateway.exposure import exposure_for
from tooldeck.gateway.server import WARM_SEARCH_ENV, warm_search_default
from tooldeck.gateway.status import status_lines
from tooldeck.select.bm25 import BM25Retriever

BM25 = functools.partial(exposure_for, retriever=BM25Retriever)


async def _settled(gateway: Gateway) -> dict[str, Any]:
    """The index state once no build runs (polled; no timing assumed beyond fail_after)."""
    exposure = gateway.gateway_server.exposure  # type: ignore[union-attr]
    while True:
        state: dict[str, Any] = exposure.index_state()  # type: ignore[attr-defined]
        if state["state"] not in ("building", "cold"):
            return state
        await anyio.sleep(0.02)


async def test_the_index_is_built_at_start_before_any_search(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level("WARNING", logger="tooldeck.gateway")
    with anyio.fail_after(120):
        async with (
            Gateway(config(stdio("a"), mode="search"), artifacts=tmp_path, exposure=BM25) as gw,
            mcp.Client(gw.server) as client,
        ):
            tools = len(gw.pool.upstreams["a"].tools)
            state = await _settled(gw)
            built = [r.getMessage() for r in caplog.records if "search index" in r.getMessage()]
            document = gw.status()
            answer = await client.call_tool("search_tools", {"query": "add two numbers"})
    # built with no search_tools call made, and not built again by the first search
    assert state["state"] == "warm" and state["deferred_tools"] == tools, state
    assert state["built_in_s"] is not None and state["error"] is None
    assert len(built) == 2 and built[1].startswith(f"search index built: {tools} deferred")
    assert answer.is_error is False
    again = [r.getMessage() for r in caplog.records if "search index" in r.getMessage()]
    assert again == built
    index = document["gateway"]["search_index"]
    assert index["state"] == "warm" and index["at_start"] is True
    text = status_lines(document, source="test", file=False)
    heading = f"  search index: warm over {tools} deferred tools"
    assert any(line.startswith(heading) for line in text), text


async def test_warm_search_off_builds_at_the_first_search(tmp_path: Path) -> None:
    with anyio.fail_after(120):
        async with (
            Gateway(
                config(stdio("a"), mode="search"),
                artifacts=tmp_path,
                exposure=BM25,
                warm_search=False,
            ) as gw,
            mcp.Client(gw.server) as client,
        ):
            server = gw.gateway_server
            assert server is not None
            before = gw.status()["gateway"]["search_index"]
            assert server.start_warm() is None  # no thread: nothing builds behind the test
            answer = await client.call_tool("search_tools", {"query": "add two numbers"})
            after = gw.status()["gateway"]["search_index"]
    assert before["state"] == "cold" and before["at_start"] is False
    assert before["built_in_s"] is None
    assert answer.is_error is False
    assert after["state"] == "warm"
    text = status_lines({"gateway": {"search_index": before}}, source="test", file=False)
    assert any("built at the first search, not at start" in line for line in text)


def test_the_environment_turns_the_default_off(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(WARM_SEARCH_ENV, raising=False)
    assert warm_search_default() is True
    monkeypatch.setenv(WARM_SEARCH_ENV, "0")
    assert warm_search_default() is False
    monkeypatch.setenv(WARM_SEARCH_ENV, "1")
    assert warm_search_default() is True


async def test_full_mode_has_no_index_and_no_thread(tmp_path: Path) -> None:
    with anyio.fail_after(60):
        async with Gateway(config(stdio("a")), artifacts=tmp_path) as gw:
            assert gw.gateway_server is not None
            assert gw.gateway_server.start_warm() is None
            assert gw.status()["gateway"]["search_index"] is None


class _Broken(BM25Retriever):
    """A real BM25 whose index cannot be built (as a damaged embedding cache would)."""

    def index(self, deck: Any) -> None:
        raise RuntimeError("the embedding cache is damaged")


async def test_a_failed_build_at_start_leaves_the_gateway_serving(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.WARNING, logger="tooldeck.gateway")
    broken = functools.partial(exposure_for, retriever=_Broken)
    with anyio.fail_after(120):
        async with (
            Gateway(config(stdio("a"), mode="search"), artifacts=tmp_path, exposure=broken) as gw,
            mcp.Client(gw.server) as client,
        ):
            state = await _settled(gw)
            listed = await client.list_tools()
            document = gw.status()
            outcome: Any
            try:
                outcome = await client.call_tool("search_tools", {"query": "add two numbers"})
            except Exception as exc:  # the SDK's error for a handler that raised
                outcome = exc
            # the gateway still serves after the search's error
            again = await client.list_tools()
    assert state["state"] == "failed"
    assert state["error"] == "RuntimeError: the embedding cache is damaged"
    assert {t.name for t in listed.tools} == {"search_tools", "call_tool"}
    assert {t.name for t in again.tools} == {"search_tools", "call_tool"}
    said = [r.getMessage() for r in caplog.records]
    assert any("could not be built at start" in line and "damaged" in line for line in said)
    # reported as before session 47: the search builds again, raises, and the client gets
    # the SDK's JSON-RPC error (2026-07-28 era: "Internal server error", no details)
    assert isinstance(outcome, Exception), outcome
    assert "Internal server error" in str(outcome), outcome
    lines = status_lines(document, source="test", file=False)
    assert any(line.startswith("  search index: FAILED") for line in lines), lines


async def test_a_gateway_stopped_during_the_build_stops_at_once_and_quietly(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """The build runs in a daemon thread that cannot be interrupted: the gateway's stop does
    not wait for it, and what it finishes afterwards logs nothing and leaves the stop's
    status file (``stopped_at``) as it is."""
    import json
    import threading

    caplog.set_level(logging.WARNING, logger="tooldeck.gateway")
    release = threading.Event()
    entered = threading.Event()

    class Held(BM25Retriever):
        def index(self, deck: Any) -> None:
            entered.set()
            release.wait(60)
            super().index(deck)

    held = functools.partial(exposure_for, retriever=Held)
    status = tmp_path / "status.json"
    with anyio.fail_after(120):
        async with Gateway(
            config(stdio("a"), mode="search"), artifacts=tmp_path, exposure=held, status_file=status
        ) as gw:
            await anyio.to_thread.run_sync(entered.wait, 60)
            assert gw.status()["gateway"]["search_index"]["state"] == "building"
            thread = gw.gateway_server.warm_thread  # type: ignore[union-attr]
        # stopped while the build waits (the stop did not wait for it)
        assert thread is not None and thread.daemon and thread.is_alive()
        release.set()
        await anyio.to_thread.run_sync(thread.join, 60)
    said = [r.getMessage() for r in caplog.records if "search index" in r.getMessage()]
    assert len(said) == 1 and said[0].startswith("building the search index"), said
    assert json.loads(status.read_text(encoding="utf-8"))["gateway"]["stopped_at"] is not None


async def test_the_cli_gateway_is_warm_before_any_search(tmp_path: Path) -> None:
    """``tooldeck gateway`` (a real process over stdio, as an MCP client starts it) starts the
    build after its start report: its status file says ``warm`` with no search made."""
    import json
    import os
    import sys

    from mcp.client.stdio import StdioServerParameters, stdio_client

    from gateway_fixtures import APP

    src = str(Path(__file__).resolve().parents[2] / "src")
    servers = tmp_path / "servers.json"
    entry = {"command": sys.executable, "args": [APP], "env": {"UPSTREAM_NAME": "a"}}
    servers.write_text(json.dumps({"mcpServers": {"a": entry}}), encoding="utf-8")
    status = tmp_path / "status.json"
    env = {**os.environ, "PYTHONPATH": src + os.pathsep + os.environ.get("PYTHONPATH", "")}
    env.pop(WARM_SEARCH_ENV, None)
    command = ["-c", "from tooldeck.cli import main; main()", "gateway", "--from", str(servers)]
    command += ["--mode", "search", "--search-method", "bm25", "--status-file", str(status)]
    params = StdioServerParameters(command=sys.executable, args=command, env=env)
    with anyio.fail_after(120), (tmp_path / "stderr.txt").open("w+") as errlog:
        async with mcp.Client(stdio_client(params, errlog)) as client:
            listed = {t.name for t in (await client.list_tools()).tools}
            while True:  # the file is rewritten when the build ends
                index = json.loads(status.read_text(encoding="utf-8"))["gateway"]["search_index"]
                if index["state"] not in ("cold", "building"):
                    break
                await anyio.sleep(0.05)
    assert listed == {"search_tools", "call_tool"}
    assert index["state"] == "warm" and index["at_start"] is True, index
    assert index["deferred_tools"] > 0


def test_the_warm_search_variable_is_read_or_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    # second read: any value but "0" left the build on without a word ("false" included)
    from tooldeck.errors import ToolDeckError
    from tooldeck.gateway.server import WARM_SEARCH_ENV, warm_search_default

    for value, on in (("0", False), ("false", False), ("off", False), ("1", True), ("", True)):
        monkeypatch.setenv(WARM_SEARCH_ENV, value)
        assert warm_search_default() is on, value
    monkeypatch.setenv(WARM_SEARCH_ENV, "flase")
    with pytest.raises(ToolDeckError, match="write 0"):
        warm_search_default()
