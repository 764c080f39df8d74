"""Session 41 (trial40b nit): on stateless Streamable HTTP (2026-07-28) ``tooldeck serve``
names a client by its ``Authorization`` header, and ``bearer alice-token`` counted as
another client than ``Bearer alice-token``, so Alice's repeat ran. RFC 9110 §11.1: the
auth-scheme is case-insensitive; the credentials (a token68) are not. Real SDK client, real
server subprocess over loopback HTTP. (Handshake-era sessions are keyed by their session,
not by this header: test_stateless_clients_s40.py covers them.)"""

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
from tooldeck.serve.sessions import authorization_key

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


def test_the_scheme_is_case_insensitive_the_credentials_are_not() -> None:
    assert authorization_key("bearer alice-token") == authorization_key("Bearer alice-token")
    assert authorization_key("BEARER  alice-token ") == authorization_key("Bearer alice-token")
    assert authorization_key("Bearer Alice-token") != authorization_key("Bearer alice-token")
    assert authorization_key("alice-token") != authorization_key("ALICE-TOKEN")


@pytest.fixture
def served(tmp_path: Path) -> Iterator[tuple[str, Path]]:
    app = tmp_path / "analysts.py"
    app.write_text(APP, encoding="utf-8")
    with serve_http(serve_command(tmp_path / "art", app=str(app))) as url:
        yield url, tmp_path / "ran.log"


async def _call(url: str, authorization: str) -> dict[str, Any]:
    with anyio.fail_after(60):
        async with (
            httpx2.AsyncClient(headers={"Authorization": authorization}, timeout=30) as http,
            mcp.Client(streamable_http_client(url, http_client=http), mode="auto") as client,
        ):
            result = await client.call_tool("load_csv", {"path": "sales.csv"})
    envelope = json.loads(result.content[0].text)  # type: ignore[union-attr]
    assert isinstance(envelope, dict)
    return envelope


async def test_a_lower_case_scheme_is_the_same_client(served: tuple[str, Path]) -> None:
    url, log = served
    first = await _call(url, "Bearer alice-token")
    again = await _call(url, "bearer alice-token")  # the same client: its repeat is refused
    other = await _call(url, "Bearer ALICE-TOKEN")  # another credential: another client
    assert first["status"] == "success", first
    assert again["status"] == "refused" and "already ran" in again["summary"], again
    assert other["status"] == "success" and "note" not in other["summary"], other
    assert log.read_text(encoding="utf-8").splitlines() == ["load sales.csv"] * 2
