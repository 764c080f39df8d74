"""A scripted HTTP server speaking the OpenAI Chat Completions or Anthropic Messages wire
format, recording every request the SDK actually sent.

Responses are queued per test (status, JSON body, headers); each request is checked
against the API's required shape first and answered 400 with the provider's error body
when it is wrong, so a backend that sends a malformed request fails the test. Response
shapes follow the providers' documented examples (OpenAI "Function calling" guide and
Chat Completions object reference; Anthropic "Tool use" guide and Messages reference).
"""

from __future__ import annotations

import json
import threading
from collections import deque
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


@dataclass
class Recorded:
    path: str
    headers: dict[str, str]
    body: Any


@dataclass
class FakeProvider:
    kind: str  # "openai" | "anthropic"
    queue: deque[tuple[int, Any, dict[str, str]]] = field(default_factory=deque)
    requests: list[Recorded] = field(default_factory=list)
    default: Any = None
    url: str = ""

    def respond(self, body: Any, status: int = 200, headers: dict[str, str] | None = None) -> None:
        self.queue.append((status, body, headers or {}))

    # --- request checks (the documented required fields) ---------------------------------
    def problem(self, path: str, headers: dict[str, str], body: Any) -> str | None:
        if not isinstance(body, dict):
            return "body is not a JSON object"
        if self.kind == "openai":
            if path != "/v1/chat/completions":
                return f"unexpected path {path}"
            if not headers.get("authorization", "").startswith("Bearer "):
                return "missing bearer token"
            if not isinstance(body.get("model"), str) or not isinstance(body.get("messages"), list):
                return "model and messages are required"
            for tool in body.get("tools", []):
                fn = tool.get("function", {})
                if tool.get("type") != "function" or "name" not in fn or "parameters" not in fn:
                    return f"bad tool {tool}"
            if "tool_choice" in body and "tools" not in body:
                return "tool_choice without tools"
            for m in body["messages"]:
                if m.get("role") == "tool" and "tool_call_id" not in m:
                    return "tool message without tool_call_id"
        else:
            if path != "/v1/messages":
                return f"unexpected path {path}"
            # anthropic 2.10 sends the key as a bearer token; older SDKs as x-api-key
            if "anthropic-version" not in headers or not (
                "x-api-key" in headers or headers.get("authorization", "").startswith("Bearer ")
            ):
                return "anthropic-version and a key (x-api-key or bearer) are required"
            if not isinstance(body.get("max_tokens"), int):
                return "max_tokens is required"
            for tool in body.get("tools", []):
                if "name" not in tool or "input_schema" not in tool:
                    return f"bad tool {tool}"
            for m in body.get("messages", []):
                if m.get("role") not in ("user", "assistant"):
                    return f"role {m.get('role')} is not allowed in messages"
        return None


def _error_body(kind: str, message: str, etype: str) -> dict[str, Any]:
    if kind == "openai":
        return {"error": {"message": message, "type": etype, "param": None, "code": None}}
    return {"type": "error", "error": {"type": etype, "message": message}}


@contextmanager
def serve(kind: str) -> Iterator[FakeProvider]:
    """Start a fake provider on 127.0.0.1 (ephemeral port) for the ``with`` block."""
    provider = FakeProvider(kind)

    class Handler(BaseHTTPRequestHandler):
        def log_message(self, format: str, *args: Any) -> None:  # quiet
            pass

        def do_POST(self) -> None:
            length = int(self.headers.get("content-length", 0))
            raw = self.rfile.read(length)
            try:
                body = json.loads(raw)
            except ValueError:
                body = None
            headers = {k.lower(): v for k, v in self.headers.items()}
            provider.requests.append(Recorded(self.path, headers, body))
            problem = provider.problem(self.path, headers, body)
            if problem is not None:
                status, out, extra = 400, _error_body(kind, problem, "invalid_request_error"), {}
            elif provider.queue:
                status, out, extra = provider.queue.popleft()
            else:
                status, out, extra = 200, provider.default, {}
            data = json.dumps(out).encode()
            self.send_response(status)
            self.send_header("content-type", "application/json")
            self.send_header("content-length", str(len(data)))
            for k, v in extra.items():
                self.send_header(k, v)
            self.end_headers()
            self.wfile.write(data)

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    host, port = server.server_address[:2]
    provider.url = f"http://{host}:{port}/v1" if kind == "openai" else f"http://{host}:{port}"
    try:
        yield provider
    finally:
        server.shutdown()
        server.server_close()


# --- documented response shapes ---------------------------------------------------------------


def openai_completion(
    *,
    content: str | None = None,
    calls: list[tuple[str, str, str]] = (),
    usage=(50, 10),  # type: ignore[assignment]
) -> dict[str, Any]:
    """A Chat Completions object; ``calls`` = [(id, name, arguments JSON text)]."""
    message: dict[str, Any] = {"role": "assistant", "content": content, "refusal": None}
    if calls:
        message["tool_calls"] = [
            {"id": i, "type": "function", "function": {"name": n, "arguments": a}}
            for i, n, a in calls
        ]
    return {
        "id": "chatcmpl-test",
        "object": "chat.completion",
        "created": 1_700_000_000,
        "model": "gpt-test",
        "choices": [
            {
                "index": 0,
                "message": message,
                "logprobs": None,
                "finish_reason": "tool_calls" if calls else "stop",
            }
        ],
        "usage": {
            "prompt_tokens": usage[0],
            "completion_tokens": usage[1],
            "total_tokens": usage[0] + usage[1],
        },
    }


def anthropic_message(
    *,
    text: str | None = None,
    calls: list[tuple[str, str, Any]] = (),
    usage=(60, 12),  # type: ignore[assignment]
) -> dict[str, Any]:
    """A Messages response; ``calls`` = [(id, name, input object)]."""
    content: list[dict[str, Any]] = []
    if text:
        content.append({"type": "text", "text": text})
    content.extend({"type": "tool_use", "id": i, "name": n, "input": a} for i, n, a in calls)
    return {
        "id": "msg_test",
        "type": "message",
        "role": "assistant",
        "model": "claude-test",
        "content": content,
        "stop_reason": "tool_use" if calls else "end_turn",
        "stop_sequence": None,
        "usage": {"input_tokens": usage[0], "output_tokens": usage[1]},
    }


def rate_limited(kind: str) -> tuple[int, Any, dict[str, str]]:
    """A 429 with a zero retry delay (both SDKs honour ``retry-after-ms``)."""
    return (
        429,
        _error_body(kind, "Rate limit reached", "rate_limit_error"),
        {
            "retry-after-ms": "1",
            "retry-after": "0",
        },
    )
