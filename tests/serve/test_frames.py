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
from tooldeck.runtime.validate import MAX_DEPTH
from tooldeck.serve.frames import problem, unanswerable

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
    # a repeated argument: the SDK's parser would run the call with the last value, a = 6
    (
        '{"jsonrpc": "2.0", "id": 26, "method": "tools/call", '
        '"params": {"name": "add", "arguments": {"a": 5, "a": 6, "b": 1}}}',
        26,
        -32602,
    ),
    # a repeated member of the message: which id to answer is undefined (the SDK's parser
    # answered 28), so the answer's id is null; a repeated key under params of any method
    ('{"jsonrpc": "2.0", "id": 27, "id": 28, "method": "tools/list"}', None, -32600),
    ('{"jsonrpc": "2.0", "id": 29, "method": "tools/list", "method": "ping"}', 29, -32600),
    (
        '{"jsonrpc": "2.0", "id": 30, "method": "tools/list", "params": {"cursor": "a", '
        '"cursor": "b"}}',
        30,
        -32602,
    ),
    # a lone surrogate where the answer would echo it (the id; an argument's key in the
    # error's pointer): the SDK's stdio writer crashed on it, ending the server
    ('{"jsonrpc": "2.0", "id": "\\ud800", "method": "tools/list"}', None, -32600),
    (
        '{"jsonrpc": "2.0", "id": 31, "method": "tools/call", '
        '"params": {"name": "add", "arguments": {"\\ud800": 1}}}',
        31,
        -32602,
    ),
]


def _env() -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": SRC + os.pathsep + os.environ.get("PYTHONPATH", "")}


def test_problem_leaves_valid_messages_and_notifications_alone() -> None:
    assert problem(json.dumps(INIT)) is None
    call = {**CALL, "id": 3, "params": {"name": "add", "arguments": {"a": 5, "b": 1}}}
    assert problem(json.dumps(call)) is None
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


# --- nesting deeper than the SDK's JSON parser reads ---------------------------------------
# The SDK's transports parse with pydantic-core's JSON parser, which stops at 200 levels of
# nesting (its stdio reader then dropped the line unanswered); json.loads stops at Python's
# recursion limit (about 1,000). 150 levels reach the runtime, which refuses arguments
# deeper than MAX_DEPTH (128) with a tool error; 200 and 260 are past the SDK's parser;
# 100,000 is past json.loads too.

DEPTHS = (150, 200, 260, 100_000)
LIMIT_HINT = f"nest at most {MAX_DEPTH} levels"
IN_A = " of arrays and objects in 'a'"
"""How the hint names the argument too deep (rebreak31b F9: it named none)."""
MODERN_META = {
    "io.modelcontextprotocol/protocolVersion": "2026-07-28",
    "io.modelcontextprotocol/clientInfo": {"name": "raw", "version": "0"},
    "io.modelcontextprotocol/clientCapabilities": {},
}


def _deep_call(request_id: Any, depth: int, *, modern: bool = False) -> str:
    """A ``tools/call`` of ``add`` whose ``a`` is ``1`` inside ``depth`` arrays (built as
    text: json.dumps would hit the recursion limit), ``id`` first as SDK clients write it."""
    meta = f', "_meta": {json.dumps(MODERN_META)}' if modern else ""
    return (
        f'{{"jsonrpc": "2.0", "id": {json.dumps(request_id)}, "method": "tools/call", '
        f'"params": {{"name": "add", "arguments": {{"a": {"[" * depth}1{"]" * depth}, '
        f'"b": 1}}{meta}}}}}'
    )


def _assert_nesting_answer(answer: dict[str, Any], request_id: Any, depth: int) -> None:
    """The answer to :func:`_deep_call`: past the SDK's parser, a JSON-RPC error with the
    request's id naming the runtime's limit; below it, the runtime's own tool error."""
    assert answer["id"] == request_id, (depth, answer)
    if depth == 150:
        error = answer["result"]["structuredContent"]["error"]
        assert answer["result"]["isError"] is True
        assert (error["kind"], error["hint"]) == ("invalid_arguments", f"{LIMIT_HINT}{IN_A}")
        assert "argument 'a' holds arrays and objects more than" in error["message"]
        return
    assert LIMIT_HINT in answer["error"]["message"], (depth, answer)
    # -32602 where the arguments could be read (their too-deep value located: "a" at
    # depth 1, then 128 arrays), -32600 when not even json.loads reads the message
    if depth < 1000:
        assert answer["error"]["code"] == -32602
        assert answer["error"]["message"].endswith(f"{LIMIT_HINT}{IN_A}")  # the argument named
        assert answer["error"]["data"]["pointer"] == "/a" + "/0" * MAX_DEPTH
    else:
        assert answer["error"]["code"] == -32600


def test_a_repeated_argument_key_is_refused_naming_it() -> None:
    line = '{"jsonrpc": "2.0", "id": 8, "method": "tools/call", "params": {"name": "add", '
    error = problem(line + '"arguments": {"a": 5, "b": {"c": 1, "c": 2}}}}')
    assert error is not None and (error.id, error.error.code) == (8, -32602)
    assert "repeats the key 'c'" in error.error.message
    # on every method (the breaker's {"id": 24, "id": 25} on tools/list answered id 25)
    error = problem('{"jsonrpc": "2.0", "id": 9, "method": "ping", "params": {"x": 1, "x": 2}}')
    assert error is not None and (error.id, error.error.code) == (9, -32602)
    assert "repeats the key 'x'" in error.error.message
    error = problem('{"jsonrpc": "2.0", "id": 24, "id": 25, "method": "tools/list"}')
    assert error is not None and (error.id, error.error.code) == (None, -32600)
    assert "repeats its member 'id'" in error.error.message
    # a key repeated both inside params and at the top: the message's own member is named
    error = problem('{"jsonrpc": "2.0", "id": 9, "method": "ping", "params": {"x": 1, "x": 2}, '
                    '"method": "ping"}')  # fmt: skip
    assert error is not None and "member 'method'" in error.error.message
    # a notification or a response cannot be answered: not read, not answered on stdio
    for line in (
        '{"jsonrpc": "2.0", "method": "notifications/cancelled", "params": {"requestId": 1, '
        '"requestId": 2}}',
        '{"jsonrpc": "2.0", "id": 0, "result": {"action": "decline", "action": "accept"}}',
    ):
        error = problem(line)
        assert error is not None and unanswerable(error) and error.id is None, line
        assert "repeats the key" in error.error.message
    assert not unanswerable(problem("[1]"))  # type: ignore[arg-type]


def test_problem_answers_any_nesting_depth() -> None:
    for depth in DEPTHS[1:]:
        error = problem(_deep_call(7, depth))
        assert error is not None, depth
        _assert_nesting_answer(error.model_dump(mode="json"), 7, depth)
    assert problem(_deep_call("s", 150)) is None  # read by the SDK; the runtime refuses it
    # the id after the member too deep to read: nothing to answer but id null (JSON-RPC 2.0
    # section 5: null when the id cannot be detected)
    deep = "[" * 100_000 + "]" * 100_000
    error = problem(f'{{"jsonrpc": "2.0", "method": "tools/list", "params": {deep}, "id": 3}}')
    assert error is not None and error.id is None
    assert error.error.code == -32700 and LIMIT_HINT in error.error.message
    # too deep outside the arguments: the message, not the arguments, is named
    meta = "[" * 300 + "]" * 300
    line = f'{{"jsonrpc": "2.0", "id": 4, "method": "tools/list", "params": {{"x": {meta}}}}}'
    error = problem(line)
    assert error is not None and (error.id, error.error.code) == (4, -32600)
    assert "the message nests too deeply" in error.error.message
    # a lone surrogate, which the SDK's parser refuses too (its reader dropped it): the
    # runtime's message, with the pointer
    error = problem(
        json.dumps({**CALL, "id": 5, "params": {"name": "add", "arguments": {"a": "\ud800"}}})
    )
    assert error is not None and (error.id, error.error.code) == (5, -32602)
    assert "lone UTF-16 surrogate" in error.error.message
    assert error.error.data == {"pointer": "/a"}


@pytest.mark.parametrize("era", ["legacy", "modern"])
def test_stdio_answers_any_nesting_depth_and_keeps_serving(tmp_path: Path, era: str) -> None:
    args = [sys.executable, "-c", CODE, "serve", APP, "--artifacts", str(tmp_path)]
    errlog = (tmp_path / "stderr.txt").open("w")
    proc = subprocess.Popen(
        args, env=_env(), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
        stderr=errlog, text=True, encoding="utf-8",
    )  # fmt: skip
    assert proc.stdin is not None
    lines = _Lines(proc)  # each answer awaited at most 120 s: a dropped line fails, not hangs
    modern = era == "modern"
    try:

        def send(text: str) -> None:
            assert proc.stdin is not None
            proc.stdin.write(text + "\n")
            proc.stdin.flush()

        if not modern:
            send(json.dumps(INIT))
            assert lines.next()["id"] == 1
            send('{"jsonrpc": "2.0", "method": "notifications/initialized"}')
        for n, depth in enumerate(DEPTHS):
            send(_deep_call(10 + n, depth, modern=modern))
            _assert_nesting_answer(lines.next(), 10 + n, depth)
        params: dict[str, Any] = {"name": "add", "arguments": {"a": 2, "b": 3}}
        if modern:
            params["_meta"] = MODERN_META
        send(json.dumps({**CALL, "id": 99, "params": params}))
        answer = lines.next()
    finally:
        proc.stdin.close()
        proc.wait(timeout=60)
        errlog.close()
    assert answer["id"] == 99
    assert json.loads(answer["result"]["content"][0]["text"])["items"] == 5
    assert "Traceback" not in (tmp_path / "stderr.txt").read_text()


@pytest.mark.parametrize("era", ["legacy", "modern"])
def test_http_answers_any_nesting_depth_and_keeps_serving(http_url: str, era: str) -> None:
    headers = {"accept": "application/json, text/event-stream", "content-type": "application/json"}
    modern = era == "modern"
    with httpx2.Client(timeout=60) as http:
        if modern:
            headers |= {"mcp-protocol-version": "2026-07-28", "mcp-method": "tools/call"}
            headers["mcp-name"] = "add"
        else:
            started = http.post(http_url, content=json.dumps(INIT), headers=headers)
            if started.headers.get("mcp-session-id"):
                headers["mcp-session-id"] = started.headers["mcp-session-id"]
            headers["mcp-protocol-version"] = "2025-06-18"
        for n, depth in enumerate(DEPTHS):
            response = http.post(
                http_url, content=_deep_call(10 + n, depth, modern=modern), headers=headers
            )
            assert response.status_code == (200 if depth == 150 else 400), depth  # never 500
            _assert_nesting_answer(_jsonrpc(response), 10 + n, depth)
        params: dict[str, Any] = {"name": "add", "arguments": {"a": 2, "b": 3}}
        if modern:
            params["_meta"] = MODERN_META
        call = {**CALL, "id": 99, "params": params}
        answer = _jsonrpc(http.post(http_url, content=json.dumps(call), headers=headers))
    assert answer["id"] == 99
    assert json.loads(answer["result"]["content"][0]["text"])["items"] == 5


def test_a_parse_error_names_what_was_not_json(tmp_path: Path, http_url: str) -> None:
    # a fresh user's report: the error said "the line is not JSON" about an HTTP request
    # body; each transport names its own frame (stdio: a line; HTTP: the request body)
    proc = subprocess.run(
        [sys.executable, "-c", CODE, "serve", APP, "--artifacts", str(tmp_path)],
        env=_env(), input="not json at all\n", capture_output=True, text=True,
        encoding="utf-8", timeout=60,
    )  # fmt: skip
    on_stdio = json.loads(proc.stdout.splitlines()[0])
    assert on_stdio["error"] == {"code": -32700, "message": "Parse error: the line is not JSON"}
    headers = {"accept": "application/json, text/event-stream", "content-type": "application/json"}
    with httpx2.Client(timeout=60) as http:
        response = http.post(http_url, content="not json at all", headers=headers)
        latin1 = http.post(http_url, content="caf\xe9".encode("latin-1"), headers=headers)
    assert response.status_code == 400
    assert response.json()["error"]["message"] == "Parse error: the request body is not JSON"
    assert latin1.json()["error"]["message"] == "Parse error: the request body is not UTF-8"
    # called directly, without a transport, the frame is a message
    error = problem("not json at all")
    assert error is not None and error.error.message == "Parse error: the message is not JSON"


# --- tools/call params of the wrong type ----------------------------------------------------
# The SDK refuses these with -32602 "Invalid request parameters" and data "": nothing names
# the member or the fix. (line sent, its id, what the message must name)
SHAPES: list[tuple[str, int, str]] = [
    (
        '{"jsonrpc": "2.0", "id": 40, "method": "tools/call", '
        '"params": {"name": "add", "arguments": [2, 3]}}',
        40,
        "params.arguments must be an object of the tool's arguments by name (or left out), "
        "not an array",
    ),
    (
        '{"jsonrpc": "2.0", "id": 41, "method": "tools/call", '
        '"params": {"name": "add", "arguments": "a=2, b=3"}}',
        41,
        "params.arguments must be an object of the tool's arguments by name (or left out), "
        "not a string",
    ),
    (
        '{"jsonrpc": "2.0", "id": 42, "method": "tools/call", "params": {"name": 5}}',
        42,
        "params.name must be the tool's name as a string, not a number",
    ),
    (
        '{"jsonrpc": "2.0", "id": 43, "method": "tools/call"}',
        43,
        "tools/call needs params, an object, not none",
    ),
    (
        '{"jsonrpc": "2.0", "id": 44, "method": "tools/call", '
        '"params": {"name": "add", "arguments": {"a": 2, "b": 3}, "_meta": "x"}}',
        44,
        "params._meta must be an object, not a string",
    ),
    (
        '{"jsonrpc": "2.0", "id": 45, "method": "tools/call", '
        '"params": {"name": "add", "arguments": {"a": 2, "b": 3}, '
        '"_meta": {"progressToken": {"t": 1}}}}',
        45,
        "params._meta.progressToken must be a string or an integer, not an object",
    ),
    # break29 F12: a malformed answer to the approval question was "params.inputResponses.
    # tooldeck/approval.CreateMessageResult.role: Field required" (a sampling result)
    (
        '{"jsonrpc": "2.0", "id": 47, "method": "tools/call", "params": {"name": "add", '
        '"arguments": {"a": 2, "b": 3}, "inputResponses": {"tooldeck/approval": '
        '{"action": "maybe"}}, "requestState": "s"}}',
        47,
        'params.inputResponses["tooldeck/approval"] must be an elicitation result '
        '{"action": "accept"|"decline"|"cancel", "content": {...}} (action: Input should be',
    ),
    (
        '{"jsonrpc": "2.0", "id": 48, "method": "tools/call", "params": {"name": "add", '
        '"arguments": {"a": 2, "b": 3}, "inputResponses": {"tooldeck/approval": "yes"}, '
        '"requestState": "s"}}',
        48,
        'params.inputResponses["tooldeck/approval"] must be an elicitation result',
    ),
    (
        '{"jsonrpc": "2.0", "id": 49, "method": "tools/call", "params": {"name": "add", '
        '"arguments": {"a": 2, "b": 3}, "inputResponses": ["accept"], "requestState": "s"}}',
        49,
        "params.inputResponses must be an object of answers by the key the server asked "
        "with, not an array",
    ),
]


def test_problem_names_the_member_of_wrongly_typed_call_params() -> None:
    for text, request_id, named in SHAPES:
        error = problem(text)
        assert error is not None, text
        assert (error.id, error.error.code) == (request_id, -32602), text
        assert named in error.error.message, (text, error.error.message)
    # what the SDK reads is left to it: a null arguments, a boolean progress token
    for params in (
        {"name": "add", "arguments": None},
        {"name": "add", "arguments": {"a": 1, "b": 2}, "_meta": {"progressToken": True}},
    ):
        assert problem(json.dumps({**CALL, "id": 46, "params": params})) is None


def test_stdio_and_http_name_the_member_of_wrongly_typed_call_params(
    tmp_path: Path, http_url: str
) -> None:
    """Over both transports, each such call is answered with its id, code -32602 and a
    message naming the member (the SDK's own answer named nothing), and a valid call after
    them is served."""
    args = [sys.executable, "-c", CODE, "serve", APP, "--artifacts", str(tmp_path)]
    proc = subprocess.Popen(
        args, env=_env(), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL, text=True, encoding="utf-8",
    )  # fmt: skip
    assert proc.stdin is not None
    lines = _Lines(proc)
    answers: list[dict[str, Any]] = []
    try:
        for text in (json.dumps(INIT), '{"jsonrpc": "2.0", "method": "notifications/initialized"}'):
            proc.stdin.write(text + "\n")
            proc.stdin.flush()
        assert lines.next()["id"] == 1
        for text, _, _ in SHAPES:
            proc.stdin.write(text + "\n")
            proc.stdin.flush()
            answers.append(lines.next())
    finally:
        proc.stdin.close()
        proc.wait(timeout=60)
    headers = {"accept": "application/json, text/event-stream", "content-type": "application/json"}
    with httpx2.Client(timeout=60) as http:
        started = http.post(http_url, content=json.dumps(INIT), headers=headers)
        if started.headers.get("mcp-session-id"):
            headers["mcp-session-id"] = started.headers["mcp-session-id"]
        headers["mcp-protocol-version"] = "2025-06-18"
        note = '{"jsonrpc": "2.0", "method": "notifications/initialized"}'
        http.post(http_url, content=note, headers=headers)
        for text, _, _ in SHAPES:
            answers.append(_jsonrpc(http.post(http_url, content=text, headers=headers)))
        call = {**CALL, "id": 99, "params": {"name": "add", "arguments": {"a": 2, "b": 3}}}
        served = _jsonrpc(http.post(http_url, content=json.dumps(call), headers=headers))
    for answer, (text, request_id, named) in zip(answers, SHAPES + SHAPES, strict=True):
        assert answer["id"] == request_id and answer["error"]["code"] == -32602, (text, answer)
        assert named in answer["error"]["message"], (text, answer)
    assert json.loads(served["result"]["content"][0]["text"])["items"] == 5


# --- integers longer than Python converts (session 23's breaker) -------------------------
# json.loads refuses an integer literal of more than 4,300 digits (sys.get_int_max_str_digits)
# and the SDK's parser says "number out of range": the line was answered as not JSON with
# id null, so the client's request waited for its timeout. The request is answered by id.

LONG = "9" * 5000


def test_an_integer_too_long_to_convert_is_answered_by_the_request_id() -> None:
    line = (
        '{"jsonrpc": "2.0", "id": 6, "method": "tools/call", "params": {"name": "add", '
        f'"arguments": {{"a": {LONG}, "b": [1, -{LONG}]}}}}}}'
    )
    error = problem(line, "line")
    assert error is not None and (error.id, error.error.code) == (6, -32602)
    assert error.error.message.startswith("Invalid params: /a: an integer of 5000 digits")
    assert error.error.data == {"pointer": "/a"}
    # outside a tool's arguments the message is named
    error = problem(
        f'{{"jsonrpc": "2.0", "id": "p", "method": "ping", "params": {{"n": -{LONG}}}}}'
    )
    assert error is not None and (error.id, error.error.code) == ("p", -32602)
    assert "the message's /params/n: an integer of 5000 digits" in error.error.message
    # the id itself: nothing to answer by (JSON-RPC 2.0 section 5: null)
    error = problem(f'{{"jsonrpc": "2.0", "id": {LONG}, "method": "ping"}}')
    assert error is not None and (error.id, error.error.code) == (None, -32600)
    assert "id is an integer of 5000 digits" in error.error.message
    # a notification is not answered; a broken line is still a parse error
    assert (
        problem(f'{{"jsonrpc": "2.0", "method": "notifications/x", "params": {{"n": {LONG}}}}}')
        is None
    )
    error = problem(f'{{"a": {LONG}', "line")
    assert error is not None and error.error.code == -32700


def test_stdio_answers_a_long_integer_by_id_and_keeps_serving(tmp_path: Path) -> None:
    args = [sys.executable, "-c", CODE, "serve", APP, "--artifacts", str(tmp_path)]
    proc = subprocess.Popen(
        args, env=_env(), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL, text=True, encoding="utf-8",
    )  # fmt: skip
    assert proc.stdin is not None
    lines = _Lines(proc)
    try:
        proc.stdin.write(json.dumps(INIT) + "\n")
        proc.stdin.flush()
        assert lines.next()["id"] == 1
        proc.stdin.write('{"jsonrpc": "2.0", "method": "notifications/initialized"}\n')
        call = '{"jsonrpc": "2.0", "id": 7, "method": "tools/call", "params": {"name": "add", '
        proc.stdin.write(call + f'"arguments": {{"a": {LONG}, "b": 2}}}}}}\n')
        proc.stdin.flush()
        refused = lines.next()
        proc.stdin.write(
            json.dumps({**CALL, "id": 8, "params": {"name": "add", "arguments": {"a": 2, "b": 3}}})
            + "\n"
        )
        proc.stdin.flush()
        answer = lines.next()
    finally:
        proc.stdin.close()
        proc.wait(timeout=60)
    assert (refused["id"], refused["error"]["code"]) == (7, -32602)
    assert refused["error"]["data"] == {"pointer": "/a"}
    assert answer["id"] == 8
    assert json.loads(answer["result"]["content"][0]["text"])["items"] == 5


# --- a request id still in flight (session 23's breaker) ---------------------------------
# The SDK kept one entry per request id: a second tools/call sent with the id of one still
# running ran (the audit log showed it) and its answer was never sent, and a cancellation of
# the id reached neither. It is refused now, and the id is free again once answered or
# cancelled.


@pytest.mark.parametrize("era", ["legacy", "modern"])
def test_stdio_refuses_a_request_id_in_flight(tmp_path: Path, era: str) -> None:
    audit = tmp_path / "audit.jsonl"
    args = [sys.executable, "-c", CODE, "serve", APP, "--artifacts", str(tmp_path)]
    proc = subprocess.Popen(
        [*args, "--audit", str(audit)], env=_env(), stdin=subprocess.PIPE,
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, encoding="utf-8",
    )  # fmt: skip
    assert proc.stdin is not None
    lines = _Lines(proc)
    modern = era == "modern"

    def send(request_id: Any, name: str, arguments: dict[str, Any]) -> None:
        params: dict[str, Any] = {"name": name, "arguments": arguments}
        if modern:
            params["_meta"] = MODERN_META
        assert proc.stdin is not None
        proc.stdin.write(json.dumps({**CALL, "id": request_id, "params": params}) + "\n")
        proc.stdin.flush()

    try:
        if not modern:
            proc.stdin.write(json.dumps(INIT) + "\n")
            proc.stdin.flush()
            assert lines.next()["id"] == 1
            proc.stdin.write('{"jsonrpc": "2.0", "method": "notifications/initialized"}\n')
        send(5, "hang", {"seconds": 600})
        send(5, "add", {"a": 1, "b": 2})  # the same id while hang runs
        refused = lines.next()
        cancel = {"jsonrpc": "2.0", "method": "notifications/cancelled"}
        proc.stdin.write(json.dumps({**cancel, "params": {"requestId": 5}}) + "\n")
        send(5, "add", {"a": 1, "b": 3})  # free again once cancelled
        after_cancel = lines.next()
        send("5", "add", {"a": 1, "b": 4})  # "5" is another id than 5
        as_text = lines.next()
        send(5, "add", {"a": 1, "b": 5})  # free again once answered
        again = lines.next()
    finally:
        proc.stdin.close()
        proc.wait(timeout=60)
    assert (refused["id"], refused["error"]["code"]) == (5, -32600)
    assert "request id 5 is already in flight" in refused["error"]["message"]
    sums = [
        json.loads(a["result"]["content"][0]["text"])["items"]
        for a in (after_cancel, as_text, again)
    ]
    assert [after_cancel["id"], as_text["id"], again["id"]] == [5, "5", 5]
    assert sums == [4, 5, 6]
    ran = [json.loads(line)["tool"] for line in audit.read_text().splitlines()]
    assert ran.count("add") == 3  # the refused call never ran
