"""Two analysts on one ``tooldeck gateway --http`` (trial40 MEDIUM-2): current-era
(stateless) clients used to share one duplicate memory, so the second analyst's identical
``load_csv`` was refused for 300 s and told to "use the earlier result" it never saw.
Now a client named by its ``Authorization`` header keeps its own memory, and a request
naming no client is not refused as another's repeat (it runs; the gateway's note says
so). Handshake-era sessions keep their per-session memory. Real gateway subprocess over
loopback HTTP in front of a real ``tooldeck serve`` upstream, real SDK clients."""

from __future__ import annotations

import json
import os
import sys
from collections.abc import AsyncIterator
from pathlib import Path

import anyio
import httpx2
import mcp
import mcp_types as types
import pytest
from mcp.client.streamable_http import streamable_http_client

ROOT = Path(__file__).resolve().parents[2]
CODE = "from tooldeck.cli import main; main()"
APP = '''
from pathlib import Path

from tooldeck import tool

LOG = Path(__file__).with_name("ran.log")


@tool(destructive=False)
def load_csv(path: str) -> str:
    """Load a CSV file into the analyst's workspace.

    Args:
        path: the file.
    """
    with LOG.open("a") as log:
        log.write(f"load {path}\\n")
    return f"loaded {path}"
'''


@pytest.fixture
async def gateway(tmp_path: Path) -> AsyncIterator[str]:
    app = tmp_path / "analysts.py"
    app.write_text(APP, encoding="utf-8")
    env = {"PYTHONPATH": str(ROOT / "src") + os.pathsep + os.environ.get("PYTHONPATH", "")}
    upstream = {
        "command": sys.executable,
        "args": ["-c", CODE, "serve", str(app), "--artifacts", str(tmp_path / "inner")],
        "env": env,
    }
    config = tmp_path / "servers.json"
    config.write_text(json.dumps({"mcpServers": {"data": upstream}}), encoding="utf-8")
    command = [sys.executable, "-c", CODE, "gateway", "--from", str(config)]
    command += ["--http", "127.0.0.1:0", "--artifacts", str(tmp_path / "gw")]
    process = await anyio.open_process(command, env={**os.environ, **env})
    try:
        assert process.stderr is not None
        logged = ""
        with anyio.fail_after(90):
            async for chunk in process.stderr:
                logged += chunk.decode()
                if " at http://" in logged and logged.count("\n") >= 2:
                    break
        yield next(ln for ln in logged.splitlines() if " at http://" in ln).rsplit(" at ", 1)[1]
    finally:
        process.terminate()
        await process.wait()


def _text(result: types.CallToolResult) -> str:
    return "\n".join(b.text for b in result.content if isinstance(b, types.TextContent))


async def _call(url: str, mode: str, token: str | None = None) -> types.CallToolResult:
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    with anyio.fail_after(60):
        async with (
            httpx2.AsyncClient(headers=headers, timeout=30) as http,
            mcp.Client(streamable_http_client(url, http_client=http), mode=mode) as client,
        ):
            return await client.call_tool("data__load_csv", {"path": "sales.csv"})


def _ran(tmp_path: Path) -> list[str]:
    return (tmp_path / "ran.log").read_text(encoding="utf-8").splitlines()


async def test_stateless_clients_with_their_own_authorization_keep_their_own_memory(
    gateway: str, tmp_path: Path
) -> None:
    first = await _call(gateway, "auto", "analyst-1")
    second = await _call(gateway, "auto", "analyst-2")
    again = await _call(gateway, "auto", "analyst-1")
    assert first.is_error is False and "gateway note" not in _text(first), first
    assert second.is_error is False and "gateway note" not in _text(second), second
    assert again.is_error is True and "already ran" in _text(again), again
    assert _ran(tmp_path) == ["load sales.csv"] * 2


async def test_a_stateless_client_naming_no_one_is_not_refused_another_clients_call(
    gateway: str, tmp_path: Path
) -> None:
    first = await _call(gateway, "auto")
    second = await _call(gateway, "auto")
    assert first.is_error is False and "gateway note" not in _text(first), first
    assert second.is_error is False, second
    text = _text(second)
    assert "duplicate guard: this call was run although an identical call" in text, text
    assert "cannot tell apart" in text and "use the earlier result" not in text
    assert _ran(tmp_path) == ["load sales.csv"] * 2


async def test_handshake_era_sessions_keep_their_per_session_memory(
    gateway: str, tmp_path: Path
) -> None:
    with anyio.fail_after(60):
        async with (
            mcp.Client(gateway, mode="legacy") as one,
            mcp.Client(gateway, mode="legacy") as other,
        ):
            first = await one.call_tool("data__load_csv", {"path": "sales.csv"})
            theirs = await other.call_tool("data__load_csv", {"path": "sales.csv"})
            repeat = await one.call_tool("data__load_csv", {"path": "sales.csv"})
    assert first.is_error is False and theirs.is_error is False, (first, theirs)
    assert repeat.is_error is True and "already ran" in _text(repeat), repeat
    assert _ran(tmp_path) == ["load sales.csv"] * 2
