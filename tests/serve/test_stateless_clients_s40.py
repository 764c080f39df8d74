"""Two analysts on one ``tooldeck serve --http`` (trial40 MEDIUM-2): a stateless
(2026-07-28) request has no session, so the duplicate guard keeps its memory per client
named by the request's ``Authorization`` header, and does not refuse the call of a
request that names no client as another client's repeat (it runs, and the result says
so). Handshake-era sessions keep their per-session memory. Real SDK client, real server
subprocess over loopback HTTP."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import anyio
import httpx2
import mcp
import pytest
from mcp.client.streamable_http import streamable_http_client

from serve_http import serve_command, serve_http

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
def served(tmp_path: Path) -> Iterator[tuple[str, Path]]:
    app = tmp_path / "analysts.py"
    app.write_text(APP, encoding="utf-8")
    with serve_http(serve_command(tmp_path / "art", app=str(app))) as url:
        yield url, tmp_path / "ran.log"


async def _call(url: str, mode: str, token: str | None = None) -> dict[str, Any]:
    """One ``load_csv`` call from a fresh client (``Authorization: Bearer TOKEN`` when
    given); its envelope."""
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    with anyio.fail_after(60):
        async with (
            httpx2.AsyncClient(headers=headers, timeout=30) as http,
            mcp.Client(streamable_http_client(url, http_client=http), mode=mode) as client,
        ):
            result = await client.call_tool("load_csv", {"path": "sales.csv"})
    envelope = json.loads(result.content[0].text)  # type: ignore[union-attr]
    assert isinstance(envelope, dict)
    return envelope


async def test_stateless_clients_with_their_own_authorization_keep_their_own_memory(
    served: tuple[str, Path],
) -> None:
    url, log = served
    first = await _call(url, "auto", "analyst-1")
    second = await _call(url, "auto", "analyst-2")  # another client: runs
    again = await _call(url, "auto", "analyst-1")  # the first client's repeat: refused
    assert first["status"] == "success" and "note" not in first["summary"], first
    assert second["status"] == "success" and "note" not in second["summary"], second
    assert again["status"] == "refused" and "already ran" in again["summary"], again
    assert log.read_text(encoding="utf-8").splitlines() == ["load sales.csv"] * 2


async def test_a_stateless_client_naming_no_one_is_not_refused_another_clients_call(
    served: tuple[str, Path],
) -> None:
    url, log = served
    first = await _call(url, "auto")
    second = await _call(url, "auto")  # may be another analyst: run, and said so
    assert first["status"] == "success" and "note" not in first["summary"], first
    assert second["status"] == "success", second
    summary = second["summary"]
    assert "[tooldeck serve note: this call was run although an identical call" in summary
    assert "cannot tell apart" in summary and "second run" in summary
    assert "use the earlier result" not in json.dumps(second)
    assert log.read_text(encoding="utf-8").splitlines() == ["load sales.csv"] * 2


async def test_handshake_era_sessions_keep_their_per_session_memory(
    served: tuple[str, Path],
) -> None:
    url, log = served
    headers: dict[str, str] = {}
    async with (
        httpx2.AsyncClient(headers=headers, timeout=30) as http,
        mcp.Client(streamable_http_client(url, http_client=http), mode="legacy") as one,
        mcp.Client(url, mode="legacy") as other,
    ):
        first = await one.call_tool("load_csv", {"path": "sales.csv"})
        theirs = await other.call_tool("load_csv", {"path": "sales.csv"})
        repeat = await one.call_tool("load_csv", {"path": "sales.csv"})
    assert first.is_error is False and theirs.is_error is False
    assert repeat.is_error is True
    assert "already ran" in repeat.content[0].text  # type: ignore[union-attr]
    assert log.read_text(encoding="utf-8").splitlines() == ["load sales.csv"] * 2
