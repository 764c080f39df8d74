"""Session 40 (trial40 B2): ``tooldeck.load`` of an MCP server or a gateway config inside
async code died with anyio's bare ``RuntimeError: Already running asyncio in this thread``,
a traceback through tooldeck's internals. It now raises ``EventLoopError`` (a
``RuntimeError``) naming what to await instead; ``asyncio.to_thread(load, …)`` works. Real
server: ``tests/mcp_servers/listed_server.py`` (the ``mcp`` SDK over stdio)."""

from __future__ import annotations

import asyncio
import json
import sys
from pathlib import Path

import pytest

from tooldeck import load
from tooldeck.errors import EventLoopError

ROOT = Path(__file__).resolve().parents[2]
SERVER = ROOT / "tests" / "mcp_servers" / "listed_server.py"
TOOLS = [{"name": "ping", "description": "Answer pong.", "inputSchema": {"type": "object"}}]


def _sources(tmp_path: Path) -> tuple[str, Path]:
    listing = tmp_path / "tools.json"
    listing.write_text(json.dumps(TOOLS), encoding="utf-8")
    config = tmp_path / "servers.json"
    entry = {"command": sys.executable, "args": [str(SERVER), str(listing)]}
    config.write_text(json.dumps({"mcpServers": {"s": entry}}), encoding="utf-8")
    return f"mcp:{sys.executable} {SERVER} {listing}", config


@pytest.mark.parametrize("which", ["server", "config"])
def test_load_inside_a_running_loop_names_the_async_way(tmp_path: Path, which: str) -> None:
    server, config = _sources(tmp_path)
    source = server if which == "server" else config

    async def main() -> None:
        load(source)

    with pytest.raises(EventLoopError) as info:
        asyncio.run(main())
    message = str(info.value)
    assert "inside a running event loop" in message
    assert ("load_from_server" if which == "server" else "asyncio.to_thread") in message
    assert message.count("asyncio.to_thread") == 1, message  # trial40b: it said so twice
    assert isinstance(info.value, RuntimeError)


def test_load_in_a_worker_thread_from_async_code_works(tmp_path: Path) -> None:
    _, config = _sources(tmp_path)

    async def main() -> list[str]:
        loaded = await asyncio.to_thread(load, config)
        return [t.name for t in loaded.deck]

    assert asyncio.run(main()) == ["s__ping"]
