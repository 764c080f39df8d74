"""Malformed JSON-RPC frames from the client, on stdio and Streamable HTTP: each is answered
with the JSON-RPC error JSON-RPC 2.0 prescribes (section 5.1: -32700 parse error, -32600
invalid request, -32601 method not found, -32602 invalid params), and the server keeps
serving (a valid call afterwards is answered). Expected codes are the specification's.

The server runs as a ``tooldeck serve`` subprocess; the client side is written by hand
(raw lines on stdin; raw HTTP POSTs with httpx2), since an SDK client never sends these.
"""

from __future__ import annotations

import json
import os
import queue
import re
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx2
import pytest

from serve_http import serve_command, serve_http
from tooldeck.serve.frames import problem

APP = str(Path(__file__).with_name("serve_app.py"))
SRC = str(Path(__file__).resolve().parents[2] / "src")
CODE = "from tooldeck.cli import main; main()"
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
CALL = {"jsonrpc": "2.0", "method": "tools/call"}

# (line sent, the id expected in the answer, the code expected)
BAD: list[tuple[str, Any, int]] = [
    ("not json at all", None, -32700),
    ('{"jsonrpc": "2.0", "id": 20, "method": "tools/list"', None, -32700),  # cut short
    ("[1, 2]", None, -32600),  # a batch: not in MCP since 2025-06-18
    ("42", None, -32600),
    ('{"jsonrpc": "2.0", "id": 21}', 21, -32600),  # neither request nor response
    ('{"jsonrpc": "1.0", "id": 22, "method": "tools/list"}', 22, -32600),
    ('{"id": 23, "method": "tools/list"}', 23, -32600),  # no "jsonrpc"
    ('{"jsonrpc": "2.0", "id": {"x": 1}, "method": "tools/list"}', None, -32600),
    ('{"jsonrpc": "2.0", "id": 24, "method": "no/such/method"}', 24, -32601),
    ('{"jsonrpc": "2.0", "id": 25, "method": "tools/call", "params": {"name": 5}}', 25, -32602),
]


def _env() -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": SRC + os.pathsep + os.environ.get("PYTHONPATH", "")}


def test_problem_leaves_valid_messages_and_notifications_alone() -> None:
    assert problem(json.dumps(INIT)) is None
    assert problem('{"jsonrpc": "2.0", "method": "notifications/initialized"}') is None
    assert problem("\n") is None
    # a malformed notification is not answered (JSON-RPC: never reply to a notification)
    assert problem('{"jsonrpc": "2.0", "method": "notifications/x", "params": 3}') is None


class _Lines:
    """stdout of a subprocess, line by line, with a timeout per line."""

    def __init__(self, proc: subprocess.Popen[str]) -> None:
        self.queue: queue.Queue[str] = queue.Queue()
        assert proc.stdout is not None
        stream = proc.stdout
        threading.Thread(target=lambda: [self.queue.put(x) for x in stream], daemon=True).start()

    def next(self) -> dict[str, Any]:
        value: dict[str, Any] = json.loads(self.queue.get(timeout=120))  # generous ceiling
        return value


def test_stdio_answers_malformed_frames_and_keeps_serving(tmp_path: Path) -> None:
    args = [sys.executable, "-c", CODE, "serve", APP, "--artifacts", str(tmp_path)]
    proc = subprocess.Popen(
        args, env=_env(), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL, text=True, encoding="utf-8",
    )  # fmt: skip
    assert proc.stdin is not None
    lines = _Lines(proc)
    try:

        def send(text: str) -> None:
            assert proc.stdin is not None
            proc.stdin.write(text + "\n")
            proc.stdin.flush()

        send(json.dumps(INIT))
        assert lines.next()["id"] == 1
        send('{"jsonrpc": "2.0", "method": "notifications/initialized"}')
        for text, expected_id, code in BAD:
            send(text)
            answer = lines.next()
            assert answer["id"] == expected_id, text
            assert answer["error"]["code"] == code, (text, answer)
        send(
            json.dumps({**CALL, "id": 99, "params": {"name": "add", "arguments": {"a": 2, "b": 3}}})
        )
        answer = lines.next()
    finally:
        proc.stdin.close()
        proc.wait(timeout=60)
    assert answer["id"] == 99
    assert json.loads(answer["result"]["content"][0]["text"])["items"] == 5


@pytest.fixture
def http_url(tmp_path: Path) -> Iterator[str]:
    with serve_http(serve_command(tmp_path)) as url:
        yield url


def _jsonrpc(response: httpx2.Response) -> dict[str, Any]:
    if response.headers.get("content-type", "").startswith("text/event-stream"):
        data = [m for m in re.findall(r"^data: ?(.*)$", response.text, re.M) if m]
        value: dict[str, Any] = json.loads(data[-1])
        return value
    value = response.json()
    return value


def test_http_answers_malformed_frames_and_keeps_serving(http_url: str) -> None:
    headers = {"accept": "application/json, text/event-stream", "content-type": "application/json"}
    with httpx2.Client(timeout=60) as http:
        started = http.post(http_url, content=json.dumps(INIT), headers=headers)
        assert started.status_code == 200
        session = started.headers.get("mcp-session-id")
        if session:
            headers["mcp-session-id"] = session
        headers["mcp-protocol-version"] = "2025-06-18"
        http.post(
            http_url,
            content='{"jsonrpc": "2.0", "method": "notifications/initialized"}',
            headers=headers,
        )
        for text, expected_id, code in BAD:
            response = http.post(http_url, content=text, headers=headers)
            answer = _jsonrpc(response)
            assert answer["error"]["code"] == code, (text, response.status_code, answer)
            assert answer.get("id") == expected_id, (text, answer)
        call = {**CALL, "id": 99, "params": {"name": "add", "arguments": {"a": 2, "b": 3}}}
        answer = _jsonrpc(http.post(http_url, content=json.dumps(call), headers=headers))
    assert answer["id"] == 99
    assert json.loads(answer["result"]["content"][0]["text"])["items"] == 5
