"""The runtime's behaviours, through real code paths (no mocks of the runtime).

Expected values are derived by hand from the inputs written in each test (e.g. the
digest is recomputed with hashlib over the canonical JSON written out here).
"""

from __future__ import annotations

import asyncio
import enum
import hashlib
import io
import json
from pathlib import Path
from typing import Any

import mcp.types
import pydantic
import pytest
from typer.testing import CliRunner

from tooldeck.cli import app
from tooldeck.runtime import (
    ApprovalGate,
    AuditLog,
    CallParseError,
    CircuitBreaker,
    DuplicateGuard,
    InvalidArgumentsError,
    NextCall,
    Policy,
    RateLimit,
    RetryableError,
    ReviewRequest,
    ReviewVerdict,
    Runtime,
    RuntimeConfigError,
    ToolCall,
    ToolOutput,
    calls_from_anthropic,
    calls_from_mcp,
    calls_from_openai,
)
from tooldeck.tool import Deck, Tool, ToolAnnotations
from tooldeck.tool.declare import tool

ROOT = Path(__file__).resolve().parents[1]

SEARCH = Tool(
    name="search_docs",
    input_schema={
        "type": "object",
        "properties": {
            "query": {"type": "string", "minLength": 1},
            "limit": {"type": "integer", "minimum": 1, "maximum": 50},
            "sort": {"type": "string", "enum": ["relevance", "date"]},
            "flags": {"type": "array", "items": {"type": "boolean"}},
        },
        "required": ["query"],
        "additionalProperties": False,
    },
    annotations=ToolAnnotations(read_only_hint=True),
)
SEND = Tool(
    name="send_email",
    input_schema={
        "type": "object",
        "properties": {"to": {"type": "string"}, "password": {"type": "string", "writeOnly": True}},
        "required": ["to"],
    },
    annotations=ToolAnnotations(destructive_hint=True, idempotent_hint=False),
)
COUNT = Tool(
    name="count_rows",
    input_schema={"type": "object", "properties": {"table": {"type": "string"}}},
    output_schema={
        "type": "object",
        "properties": {"rows": {"type": "integer"}},
        "required": ["rows"],
    },
    annotations=ToolAnnotations(read_only_hint=True),
)
APPEND = Tool(
    name="append_note",
    input_schema={"type": "object", "properties": {"text": {"type": "string"}}},
    annotations=ToolAnnotations(destructive_hint=False, idempotent_hint=False),
)
DECK = Deck([SEARCH, SEND, COUNT, APPEND])


def echo(**kwargs: Any) -> Any:
    return kwargs


def _run(runtime: Runtime, name: str, arguments: Any, call_id: str = "c1") -> Any:
    if isinstance(arguments, str):
        return runtime.call_sync(ToolCall.from_json(call_id, name, arguments))
    return runtime.call_sync(ToolCall(call_id, name, arguments))


def _open(handlers: dict[str, Any] | None = None, **options: Any) -> Runtime:
    options.setdefault("policy", Policy())
    return Runtime(DECK, handlers or {n: echo for n in DECK.names}, **options)


# --- calls in --------------------------------------------------------------------------------
def test_openai_anthropic_mcp_calls_parse() -> None:
    chat = {
        "role": "assistant",
        "tool_calls": [
            {
                "id": "a",
                "type": "function",
                "function": {"name": "search_docs", "arguments": '{"query":"x"}'},
            }
        ],
    }
    (call,) = calls_from_openai(chat)
    assert (call.call_id, call.name, call.arguments_json) == ("a", "search_docs", '{"query":"x"}')
    responses = [
        {"type": "reasoning", "id": "r"},
        {"type": "function_call", "call_id": "b", "name": "n", "arguments": "{}"},
    ]
    assert [c.call_id for c in calls_from_openai(responses)] == ["b"]
    anthropic = {
        "role": "assistant",
        "content": [
            {"type": "text", "text": "let me look"},
            {"type": "tool_use", "id": "toolu_1", "name": "search_docs", "input": {"query": "x"}},
        ],
    }
    (call,) = calls_from_anthropic(anthropic)
    assert (call.call_id, call.arguments, call.arguments_json) == ("toolu_1", {"query": "x"}, None)
    request = {"jsonrpc": "2.0", "id": 7, "method": "tools/call", "params": {"name": "search_docs"}}
    call = calls_from_mcp(request)
    assert (call.call_id, call.name, call.arguments) == ("7", "search_docs", {})
    with pytest.raises(CallParseError, match="missing 'id'"):
        calls_from_openai([{"type": "function", "function": {"name": "x", "arguments": "{}"}}])
    with pytest.raises(CallParseError, match="tools/call"):
        calls_from_mcp({"method": "tools/list", "id": 1})


def test_results_render_for_each_provider() -> None:
    runtime = _open({"count_rows": lambda table: {"rows": 3}, "search_docs": echo})
    ok = _run(runtime, "count_rows", {"table": "t"})
    assert ok.to_openai() == {"role": "tool", "tool_call_id": "c1", "content": ok.text()}
    assert "is_error" not in ok.to_anthropic()
    mcp_result = mcp.types.CallToolResult.model_validate(ok.to_mcp())
    assert mcp_result.structured_content == {"rows": 3}  # conforms to the outputSchema
    assert mcp_result.is_error is False
    bad = _run(runtime, "search_docs", {"query": 5})
    assert bad.to_anthropic()["is_error"] is True
    assert mcp.types.CallToolResult.model_validate(bad.to_mcp()).is_error is True
    assert json.loads(bad.to_openai()["content"])["error"]["kind"] == "invalid_arguments"


# --- layer 1 ---------------------------------------------------------------------------------
def test_no_coercion_numeric_string_is_an_error_with_a_hint() -> None:
    result = _run(_open(), "search_docs", '{"query": "x", "limit": "5"}')
    assert result.status == "error" and result.error.kind == "invalid_arguments"
    (violation,) = result.error.violations
    assert violation.pointer == "/limit" and violation.keyword == "type"
    assert "write 5 without quotes" in violation.hint


def test_whitespace_and_quotes_reach_the_handler_untouched() -> None:
    text = '{"query": "  “curly” quotes\\t "}'
    result = _run(_open(), "search_docs", text)
    assert result.status == "success"
    assert result.items == {"query": "  “curly” quotes\t "}


def test_every_violation_is_reported_with_its_pointer() -> None:
    arguments = {"limit": 0, "sort": "Date", "flags": [True, "yes"], "extra": 1}
    result = _run(_open(), "search_docs", arguments)
    got = {(v.pointer, v.keyword) for v in result.error.violations}
    assert got == {
        ("", "required"),
        ("", "additionalProperties"),
        ("/limit", "minimum"),
        ("/sort", "enum"),
        ("/flags/1", "type"),
    }
    assert all(v.hint for v in result.error.violations)


def test_unknown_tool_suggests_the_closest_names() -> None:
    result = _run(_open(), "search_doc", "{}")
    assert result.error.kind == "invalid_arguments"
    assert "'search_docs'" in result.error.hint
    assert result.decisions[0].check == "tool"


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ('{"query": "x",', "line 1 column 15 (character 14)"),
        ('{"query": "a", "query": "b"}', "repeat the key 'query'"),
        ('{"query": NaN}', "NaN is not JSON"),
        ('["x"]', "must be a JSON object, got array"),
        ("null", "must be a JSON object, got null"),
    ],
)
def test_bad_json_texts_are_classified(text: str, fragment: str) -> None:
    result = _run(_open(), "search_docs", text)
    assert result.status == "error" and result.error.kind == "invalid_arguments"
    assert fragment in result.error.message


def test_opted_in_normalisation_reports_each_change() -> None:
    runtime = _open(normalise={"numeric_strings", "trim_strings"})
    result = _run(runtime, "search_docs", {"query": " x ", "limit": "5"})
    assert result.status == "success"
    assert result.items == {"query": "x", "limit": 5}
    assert {(c["pointer"], c["rule"]) for c in result.normalized} == {
        ("/query", "trim_strings"),
        ("/limit", "numeric_strings"),
    }
    assert "normalized" in result.envelope()
    with pytest.raises(RuntimeConfigError, match="unknown normalisation"):
        _open(normalise={"smart_quotes"})


# --- layer 2 ---------------------------------------------------------------------------------
def test_duplicate_non_idempotent_call_is_refused_and_idempotent_is_not() -> None:
    runtime = _open(policy=Policy([DuplicateGuard()]))
    first = _run(runtime, "append_note", {"text": "hi"}, "a")
    second = _run(runtime, "append_note", {"text": "hi"}, "b")
    assert first.status == "success"
    assert second.status == "refused" and "already ran" in second.error.message
    assert "call a" in second.error.message
    other = _run(runtime, "append_note", {"text": "other"}, "c")
    assert other.status == "success"
    assert _run(runtime, "search_docs", {"query": "q"}, "d").status == "success"
    assert _run(runtime, "search_docs", {"query": "q"}, "e").status == "success"


def test_failed_call_is_not_remembered_as_done() -> None:
    attempts = []

    def flaky(text: str) -> str:
        attempts.append(text)
        if len(attempts) == 1:
            raise ConnectionError("reset")
        return "ok"

    runtime = _open({"append_note": flaky}, policy=Policy([DuplicateGuard()]))
    assert _run(runtime, "append_note", {"text": "x"}, "a").error.kind == "retryable"
    assert _run(runtime, "append_note", {"text": "x"}, "b").status == "success"


def test_idempotency_key_replays_the_first_result() -> None:
    calls = []
    runtime = _open(
        {"append_note": lambda text: calls.append(text) or "done"},
        policy=Policy([DuplicateGuard()]),
    )
    first = runtime.call_sync(ToolCall("a", "append_note", {"text": "x"}, idempotency_key="k1"))
    again = runtime.call_sync(ToolCall("b", "append_note", {"text": "x"}, idempotency_key="k1"))
    assert calls == ["x"]
    assert again.call_id == "b" and again.replayed_from == "a"
    assert again.items == first.items == "done"


def test_destructive_tools_need_approval_by_default() -> None:
    runtime = Runtime(DECK, {"send_email": echo})  # default policy
    result = _run(runtime, "send_email", {"to": "a@example.com"})
    assert result.status == "needs_approval"
    assert result.approval["tool"] == "send_email"
    assert "send_email" in result.approval["prompt"]
    approved = Runtime(DECK, {"send_email": echo}, policy=Policy([ApprovalGate(lambda r: True)]))
    assert _run(approved, "send_email", {"to": "a@example.com"}).status == "success"
    declined = Runtime(DECK, {"send_email": echo}, policy=Policy([ApprovalGate(lambda r: False)]))
    result = _run(declined, "send_email", {"to": "a@example.com"})
    assert result.status == "refused" and result.error.kind == "policy"


def test_granted_approval_runs_the_call_once() -> None:
    gate = ApprovalGate()
    runtime = Runtime(DECK, {"send_email": echo}, policy=Policy([gate]))
    waiting = _run(runtime, "send_email", {"to": "a@example.com"})
    assert waiting.status == "needs_approval"
    gate.grant(waiting.approval["tool"], waiting.approval["arguments"])
    assert _run(runtime, "send_email", {"to": "a@example.com"}).status == "success"
    assert _run(runtime, "send_email", {"to": "a@example.com"}).status == "needs_approval"


def test_reviewer_sees_only_the_structured_call() -> None:
    seen: list[ReviewRequest] = []

    async def reviewer(request: ReviewRequest) -> ReviewVerdict:
        seen.append(request)
        return ReviewVerdict(False, "mass mailing outside business hours")

    runtime = _open(reviewer=reviewer)
    result = _run(runtime, "send_email", {"to": "all@example.com"})
    assert result.status == "refused"
    assert "mass mailing" in result.error.message
    assert result.decisions[-1].layer == 3
    (request,) = seen
    assert set(ReviewRequest.__dataclass_fields__) == {"tool", "arguments", "annotations"}
    assert request.tool == "send_email" and request.arguments == {"to": "all@example.com"}
    assert request.annotations["destructive"] is True
    # read-only tools are not reviewed
    assert _run(runtime, "search_docs", {"query": "q"}).status == "success"
    assert len(seen) == 1


def test_rate_limit_refuses_with_retry_after() -> None:
    runtime = _open(policy=Policy([RateLimit(2, 60.0)]))
    statuses = [_run(runtime, "search_docs", {"query": str(i)}).status for i in range(3)]
    assert statuses == ["success", "success", "refused"]
    third = _run(runtime, "search_docs", {"query": "x"})
    assert third.error.kind == "retryable" and 0 < third.error.retry_after <= 60


def test_circuit_breaker_escalates_after_consecutive_refusals() -> None:
    escalated: list[tuple[str, int]] = []
    breaker = CircuitBreaker(
        3, escalate=lambda tool, results: escalated.append((tool, len(results)))
    )
    runtime = _open(policy=Policy([breaker, ApprovalGate()]))
    statuses = [_run(runtime, "send_email", {"to": f"{i}@x"}).status for i in range(3)]
    assert statuses == ["needs_approval"] * 3
    assert escalated == [("send_email", 3)]
    stopped = _run(runtime, "send_email", {"to": "new@x"})
    assert stopped.status == "refused" and stopped.error.kind == "policy"
    assert "3 times in a row" in stopped.error.message
    assert escalated == [("send_email", 3)]  # escalated once
    breaker.reset("send_email")
    assert _run(runtime, "send_email", {"to": "y@x"}).status == "needs_approval"


# --- execution -------------------------------------------------------------------------------
def _raising(exc: BaseException) -> Any:
    def handler(**_: Any) -> None:
        raise exc

    return handler


@pytest.mark.parametrize(
    ("exc", "kind"),
    [
        (TimeoutError("upstream timed out"), "retryable"),
        (ConnectionError("refused"), "retryable"),
        (FileNotFoundError(2, "No such file", "/x"), "environment"),
        (PermissionError(13, "denied"), "environment"),
        (ModuleNotFoundError("No module named 'lxml'"), "environment"),
        (ValueError("bad regex"), "invalid_arguments"),
        (InvalidArgumentsError("date range reversed"), "invalid_arguments"),
        (RuntimeError("boom"), "environment"),
    ],
)
def test_exceptions_are_classified(exc: BaseException, kind: str) -> None:
    result = _run(_open({"search_docs": _raising(exc)}), "search_docs", {"query": "q"})
    assert result.status == "error" and result.error.kind == kind and result.error.hint


def test_typed_retryable_error_carries_retry_after() -> None:
    result = _run(
        _open({"search_docs": _raising(RetryableError("429", retry_after=5))}),
        "search_docs",
        {"query": "q"},
    )
    assert (result.error.kind, result.error.retry_after) == ("retryable", 5)


def test_http_like_status_codes_are_classified() -> None:
    class HTTPError(Exception):
        def __init__(self, status_code: int, retry_after: float | None = None) -> None:
            super().__init__(f"HTTP {status_code}")
            self.status_code = status_code
            self.retry_after = retry_after

    kinds = [
        _run(
            _open({"search_docs": _raising(HTTPError(code, 2))}), "search_docs", {"query": "q"}
        ).error
        for code in (429, 422, 403)
    ]
    assert [(e.kind, e.retry_after) for e in kinds] == [
        ("retryable", 2.0),
        ("invalid_arguments", None),
        ("environment", None),
    ]


def test_timeout_aborts_and_cancel_aborts() -> None:
    async def slow(**_: Any) -> str:
        await asyncio.sleep(5)
        return "late"

    runtime = _open({"search_docs": slow}, timeouts={"search_docs": 0.05})
    result = _run(runtime, "search_docs", {"query": "q"})
    assert result.error.kind == "aborted" and "0.05 s" in result.error.message

    async def scenario() -> Any:
        runtime = _open({"search_docs": slow})
        task = asyncio.ensure_future(runtime.call(ToolCall("x", "search_docs", {"query": "q"})))
        await asyncio.sleep(0.02)
        assert runtime.cancel("x") is True
        return await task

    cancelled = asyncio.run(scenario())
    assert cancelled.error.kind == "aborted" and "cancelled" in cancelled.error.message


@pytest.mark.parametrize("value", [[], None, {}, ""])
def test_empty_results_are_not_failures(value: Any) -> None:
    result = _run(_open({"search_docs": lambda **_: value}), "search_docs", {"query": "q"})
    assert result.status == "empty" and result.error is None and not result.is_error


def test_none_from_a_tool_with_an_output_schema_is_empty() -> None:
    result = _run(_open({"count_rows": lambda table: None}), "count_rows", {"table": "t"})
    assert result.status == "empty" and result.error is None


def test_output_schema_mismatch_is_reported() -> None:
    runtime = _open({"count_rows": lambda table: {"count": 3}})
    result = _run(runtime, "count_rows", {"table": "t"})
    assert result.status == "error" and result.error.kind == "output_mismatch"
    assert '"rows" is a required property' in result.error.message
    assert result.items == {"count": 3}  # nothing is lost


class Colour(enum.Enum):
    RED = "red"
    BLUE = "blue"


class Window(pydantic.BaseModel):
    start: int
    end: int


@tool(read_only=True)
def paint(colour: Colour, window: Window, tags: list[str] | None = None) -> list[str]:
    """Paint a window.

    Args:
        colour: the colour.
        window: the range.
        tags: labels.
    """
    return [colour.value, str(window.end - window.start), *(tags or [])]


def test_function_tool_handlers_get_python_values_and_wrapped_output() -> None:
    runtime = Runtime(Deck.from_functions([paint]), [paint], policy=Policy())
    result = _run(runtime, "paint", '{"colour": "blue", "window": {"start": 2, "end": 7}}')
    assert result.status == "success" and result.items == ["blue", "5"]
    assert result.to_mcp()["structuredContent"] == {"result": ["blue", "5"]}
    bad = _run(runtime, "paint", '{"colour": "green", "window": {"start": 1, "end": 2}}')
    assert bad.error.kind == "invalid_arguments" and bad.error.violations[0].pointer == "/colour"


def test_tool_output_shapes_the_envelope() -> None:
    def search(**_: Any) -> ToolOutput:
        return ToolOutput(
            items=[{"id": 1}, {"id": 2}],
            summary="2 hits, both about refunds.",
            next=[NextCall("count_rows", {"table": "refunds"}, "how many refunds exist")],
        )

    result = _run(_open({"search_docs": search}), "search_docs", {"query": "q"})
    envelope = result.envelope()
    assert envelope["summary"] == "2 hits, both about refunds."
    assert envelope["next"] == [
        {"tool": "count_rows", "arguments": {"table": "refunds"}, "why": "how many refunds exist"}
    ]
    wrong = _run(
        _open({"search_docs": lambda **_: ToolOutput(items=[1], next=[NextCall("nope", {})])}),
        "search_docs",
        {"query": "q"},
    )
    assert wrong.error.kind == "output_mismatch" and "nope" in wrong.error.message


def test_missing_handler_and_dry_run() -> None:
    runtime = Runtime(DECK, {}, policy=Policy())
    assert _run(runtime, "search_docs", {"query": "q"}).error.kind == "environment"
    dry = runtime.call_sync(ToolCall("d", "search_docs", {"query": "q"}), dry_run=True)
    assert dry.status == "success" and "Dry run" in dry.summary
    with pytest.raises(RuntimeConfigError, match="not in the deck"):
        Runtime(DECK, {"search_doc": echo})


# --- audit -----------------------------------------------------------------------------------
def test_audit_log_lines(tmp_path: Path) -> None:
    stream = io.StringIO()
    audit = AuditLog(stream, include_arguments=True, redact={"to"})
    runtime = _open(audit=audit)
    _run(runtime, "send_email", {"to": "a@x", "password": "hunter2"}, "m1")
    _run(runtime, "search_docs", {"query": 1}, "m2")
    first, second = (json.loads(line) for line in stream.getvalue().splitlines())
    # hashed after the secrets are redacted (an unsalted hash of a short secret is reversible)
    canonical = '{"password":"[redacted]","to":"[redacted]"}'
    assert first["arguments_sha256"] == hashlib.sha256(canonical.encode()).hexdigest()
    assert first["arguments"] == {"to": "[redacted]", "password": "[redacted]"}  # writeOnly
    assert (first["call_id"], first["tool"], first["status"]) == ("m1", "send_email", "success")
    assert second["error_kind"] == "invalid_arguments"
    assert second["decisions"][0]["verdict"] == "refuse"
    assert {"time", "duration_ms", "truncated"} <= set(first)
    path = tmp_path / "logs" / "audit.jsonl"
    file_log = AuditLog(path)
    _run(_open(audit=file_log), "search_docs", {"query": "q"})
    file_log.close()
    assert "arguments" not in json.loads(path.read_text())


# --- CLI -------------------------------------------------------------------------------------
def test_cli_call_dry_run(tmp_path: Path) -> None:
    runner = CliRunner()
    deck = str(ROOT / "examples" / "ops68")
    result = runner.invoke(
        app,
        ["call", deck, "read_file", "--args", '{"path": "/etc/x", "start_line": "2"}', "--json"],
    )
    assert result.exit_code == 1
    data = json.loads(result.stdout)
    assert data["envelope"]["error"]["violations"][0]["pointer"] == "/start_line"
    result = runner.invoke(
        app,
        [
            "call",
            deck,
            "read_file",
            "--args",
            '{"path": "../x"}',
            "--root",
            str(tmp_path),
            "--path-param",
            "path",
        ],
    )
    assert result.exit_code == 1 and "refused" in result.stdout
    result = runner.invoke(app, ["call", deck, "read_file", "--args", '{"path": "a"}'])
    assert result.exit_code == 0 and "Dry run" in result.stdout
    result = runner.invoke(app, ["call", deck, "read_file", "--handlers", "no_such_module:x"])
    assert result.exit_code == 2 and "cannot import" in result.stderr


def test_cli_call_runs_handlers(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "my_handlers.py").write_text(
        "HANDLERS = {'list_directory': lambda **kw: [{'name': 'a.log'}]}\n"
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    result = CliRunner().invoke(
        app,
        [
            "call",
            str(ROOT / "examples" / "ops68"),
            "list_directory",
            "--args",
            '{"path": "/var/log"}',
            "--handlers",
            "my_handlers:HANDLERS",
            "--json",
        ],
    )
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["envelope"]["items"] == [{"name": "a.log"}]
