"""A request id still in flight in a Streamable HTTP session (trial44 MEDIUM).

The SDK's Streamable HTTP transport keeps one response stream per request id: a second
``tools/call`` POSTed with the id of one still running replaced the first one's stream,
and neither POST was ever answered (the first call's result was lost). stdio already
refused such a request (tests/serve/test_frames.py); HTTP now does too, per session, with
HTTP 409 and JSON-RPC ``-32600``, and the id is free again once answered (a cancelled
request included: the SDK answers it ``-32800``).
The server is the real ``tooldeck serve --http`` in a subprocess; the client is plain
HTTP (the SDK's client never reuses an id, which is the point of the test).
"""

from __future__ import annotations

import json
import re
import threading
import time
from pathlib import Path
from typing import Any

import httpx2

from serve_http import serve_command, serve_http

INIT = {
    "jsonrpc": "2.0",
    "id": 1,
    "method": "initialize",
    "params": {
        "protocolVersion": "2025-06-18",
        "capabilities": {},
        "clientInfo": {"name": "raw", "version": "0"},
    },
}
HEADERS = {"accept": "application/json, text/event-stream", "content-type": "application/json"}


def _jsonrpc(response: httpx2.Response) -> dict[str, Any]:
    if response.headers.get("content-type", "").startswith("text/event-stream"):
        data = [m for m in re.findall(r"^data: ?(.*)$", response.text, re.M) if m]
        value: dict[str, Any] = json.loads(data[-1])
        return value
    answer: dict[str, Any] = response.json()
    return answer


def _call(request_id: Any, name: str, arguments: dict[str, Any]) -> str:
    params = {"name": name, "arguments": arguments}
    return json.dumps(
        {"jsonrpc": "2.0", "id": request_id, "method": "tools/call", "params": params}
    )


def _session(http: httpx2.Client, url: str) -> dict[str, str]:
    started = http.post(url, content=json.dumps(INIT), headers=HEADERS)
    assert started.status_code == 200
    headers = {
        **HEADERS,
        "mcp-session-id": started.headers["mcp-session-id"],
        "mcp-protocol-version": "2025-06-18",
    }
    note = '{"jsonrpc": "2.0", "method": "notifications/initialized"}'
    http.post(url, content=note, headers=headers)
    return headers


def test_http_refuses_a_request_id_in_flight_and_answers_the_first(tmp_path: Path) -> None:
    with serve_http(serve_command(tmp_path)) as url, httpx2.Client(timeout=60) as http:
        headers = _session(http, url)
        first: dict[str, Any] = {}

        def slow() -> None:
            response = http.post(url, content=_call(5, "hang", {"seconds": 2}), headers=headers)
            first["answer"] = _jsonrpc(response)

        thread = threading.Thread(target=slow)
        thread.start()
        time.sleep(0.8)  # the first call is running (hang sleeps 2 s)
        refused = http.post(url, content=_call(5, "add", {"a": 1, "b": 2}), headers=headers)
        # the SDK's transport files streams by str(id): "5" would take 5's stream (trial44b)
        as_text = http.post(url, content=_call("5", "add", {"a": 1, "b": 2}), headers=headers)
        thread.join(timeout=60)
        # answered, the id is free again
        again = _jsonrpc(http.post(url, content=_call(5, "add", {"a": 2, "b": 3}), headers=headers))
        # another session may use the same id at the same time: ids are per session
        other = _session(http, url)
        elsewhere = _jsonrpc(
            http.post(url, content=_call(5, "add", {"a": 1, "b": 1}), headers=other)
        )
    assert refused.status_code == 409
    error = refused.json()
    assert (error["id"], error["error"]["code"]) == (5, -32600)
    assert "request id 5 is already in flight" in error["error"]["message"]
    assert as_text.status_code == 409
    assert as_text.json()["id"] == "5"
    assert first["answer"]["id"] == 5  # the first call's result was not lost
    assert first["answer"]["result"]["isError"] is False
    assert json.loads(again["result"]["content"][0]["text"])["items"] == 5
    assert json.loads(elsewhere["result"]["content"][0]["text"])["items"] == 2


def test_http_frees_a_cancelled_request_id_once_its_cancellation_is_answered(
    tmp_path: Path,
) -> None:
    """Over HTTP the SDK answers a cancelled request (``-32800``) on its own stream; the id
    is free once that answer is sent. Freed at the client's ``notifications/cancelled``
    instead, the SDK's ``-32800`` was sent to the next request with that id (seen while
    writing this test)."""
    with serve_http(serve_command(tmp_path)) as url, httpx2.Client(timeout=60) as http:
        headers = _session(http, url)
        first: dict[str, Any] = {}

        def slow() -> None:
            response = http.post(url, content=_call(7, "hang", {"seconds": 600}), headers=headers)
            first["answer"] = _jsonrpc(response)

        thread = threading.Thread(target=slow, daemon=True)
        thread.start()
        time.sleep(0.8)
        refused = http.post(url, content=_call(7, "add", {"a": 1, "b": 2}), headers=headers)
        cancel = {
            "jsonrpc": "2.0",
            "method": "notifications/cancelled",
            "params": {"requestId": 7},
        }
        http.post(url, content=json.dumps(cancel), headers=headers)
        thread.join(timeout=60)
        after = _jsonrpc(http.post(url, content=_call(7, "add", {"a": 1, "b": 3}), headers=headers))
    assert refused.status_code == 409
    assert first["answer"]["error"]["code"] == -32800  # the cancelled call's own answer
    assert after["id"] == 7
    assert json.loads(after["result"]["content"][0]["text"])["items"] == 4
