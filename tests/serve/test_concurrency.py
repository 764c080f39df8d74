"""1,000 concurrent ``tools/call`` requests over Streamable HTTP to one ``tooldeck serve``
subprocess, with 0 mismatched ids (issue 13).

* handshake era, raw JSON-RPC over httpx2: request ``i`` calls ``add(a=i, b=1)``; its
  answer must carry id ``i`` and the value ``i + 1`` (derived by hand), so a response
  delivered to the wrong request is caught by the id and by the value;
* current era (2026-07-28), the official SDK client: 1,000 ``call_tool`` coroutines at
  once; each result must hold its own call's sum.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import anyio
import httpx2
import mcp
import pytest

from serve_http import serve_command, serve_http

CALLS = 1_000


@pytest.fixture
def http_url(tmp_path: Path) -> Iterator[str]:
    with serve_http(serve_command(tmp_path)) as url:
        yield url


def _message(response: httpx2.Response) -> dict[str, Any]:
    if response.headers.get("content-type", "").startswith("text/event-stream"):
        data = [m for m in re.findall(r"^data: ?(.*)$", response.text, re.M) if m]
        value: dict[str, Any] = json.loads(data[-1])
        return value
    value = response.json()
    return value


async def test_a_thousand_concurrent_raw_calls_keep_their_ids(http_url: str) -> None:
    headers = {"accept": "application/json, text/event-stream", "content-type": "application/json"}
    init = {
        "jsonrpc": "2.0",
        "id": "init",
        "method": "initialize",
        "params": {
            "protocolVersion": "2025-06-18",
            "capabilities": {},
            "clientInfo": {"name": "raw", "version": "0"},
        },
    }
    answers: dict[int, dict[str, Any]] = {}
    limits = httpx2.Limits(max_connections=100)
    with anyio.fail_after(600):  # a generous ceiling, not a speed check
        async with httpx2.AsyncClient(timeout=300, limits=limits) as http:
            started = await http.post(http_url, json=init, headers=headers)
            assert started.status_code == 200
            if session := started.headers.get("mcp-session-id"):
                headers["mcp-session-id"] = session
            headers["mcp-protocol-version"] = "2025-06-18"
            note = {"jsonrpc": "2.0", "method": "notifications/initialized"}
            await http.post(http_url, json=note, headers=headers)

            async def call(i: int) -> None:
                request = {
                    "jsonrpc": "2.0",
                    "id": i,
                    "method": "tools/call",
                    "params": {"name": "add", "arguments": {"a": i, "b": 1}},
                }
                answers[i] = _message(await http.post(http_url, json=request, headers=headers))

            async with anyio.create_task_group() as group:
                for i in range(CALLS):
                    group.start_soon(call, i)
    mismatched = [i for i, a in answers.items() if a.get("id") != i]
    wrong = [
        i
        for i, a in answers.items()
        if json.loads(a["result"]["content"][0]["text"])["items"] != i + 1
    ]
    assert len(answers) == CALLS
    assert mismatched == [] and wrong == []


async def test_a_thousand_concurrent_sdk_calls_on_the_current_era(http_url: str) -> None:
    results: dict[int, Any] = {}
    with anyio.fail_after(600):
        async with mcp.Client(http_url) as client:
            assert client.protocol_version == "2026-07-28"

            async def call(i: int) -> None:
                results[i] = await client.call_tool("add", {"a": i, "b": 2})

            async with anyio.create_task_group() as group:
                for i in range(CALLS):
                    group.start_soon(call, i)
    wrong = [i for i, r in results.items() if json.loads(r.content[0].text)["items"] != i + 2]
    assert len(results) == CALLS and wrong == []
