"""The runtime's input side under hostile input: parsing calls, strict decoding of
numbers and text, path parameters wherever a schema puts them, and audit redaction.

Every expected value is written out by hand from the input in the test (e.g. ``1e400``
exceeds the largest double, about 1.8e308, so it cannot be held; ``1.00000000000000000001``
differs from 1 in the 20th decimal, below a double's 53-bit precision, so it becomes 1.0).
"""

from __future__ import annotations

import hashlib
import io
import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from tooldeck.cli import app
from tooldeck.runtime import (
    ApprovalGate,
    AuditLog,
    CallParseError,
    DuplicateGuard,
    PathPolicy,
    Policy,
    Runtime,
    ShellPolicy,
    ToolCall,
    calls_from_anthropic,
    calls_from_mcp,
    calls_from_openai,
    schema_marks,
    validate,
)
from tooldeck.runtime.validate import SchemaValidator, decode_arguments, normalise
from tooldeck.tool import Deck, Tool, ToolAnnotations
from tooldeck.tool.declare import tool

ROOT = Path(__file__).resolve().parents[1]
READ_ONLY = ToolAnnotations(read_only_hint=True)


def _deck(name: str, properties: dict[str, Any], **extra: Any) -> Deck:
    schema = {"type": "object", "properties": properties, **extra}
    return Deck([Tool(name=name, input_schema=schema, annotations=READ_ONLY)])


def _run(runtime: Runtime, name: str, arguments: Any) -> Any:
    if isinstance(arguments, str):
        return runtime.call_sync(ToolCall.from_json("c1", name, arguments))
    return runtime.call_sync(ToolCall("c1", name, arguments))


# --- A4: path parameters wherever they sit ----------------------------------------------------
PATH = {"type": "string", "format": "path"}
NESTED = _deck(
    "copy_files",
    {
        "maybe": {"anyOf": [PATH, {"type": "null"}]},
        "either": {"oneOf": [PATH, {"type": "integer"}]},
        "both": {"allOf": [PATH]},
        "opts": {"type": "object", "properties": {"inner": {"properties": {"dest": PATH}}}},
        "many": {"type": "array", "items": {"anyOf": [PATH, {"type": "null"}]}},
        "pair": {"type": "array", "prefixItems": [{"type": "string"}, PATH]},
        "ref": {"$ref": "#/$defs/P"},
        "tree": {"$ref": "#/$defs/Node"},
    },
    **{
        "$defs": {
            "P": PATH,
            "Node": {
                "type": "object",
                "properties": {"file": PATH, "children": {"items": {"$ref": "#/$defs/Node"}}},
            },
        }
    },
)


@pytest.mark.parametrize(
    ("arguments", "pointer"),
    [
        ({"maybe": "/etc/passwd"}, "/maybe"),
        ({"either": "/etc/passwd"}, "/either"),
        ({"both": "/etc/passwd"}, "/both"),
        ({"opts": {"inner": {"dest": "/etc/passwd"}}}, "/opts/inner/dest"),
        ({"many": ["ok", None, "../../etc/passwd"]}, "/many/2"),
        ({"pair": ["/etc/passwd", "/etc/passwd"]}, "/pair/1"),
        ({"ref": "/etc/passwd"}, "/ref"),
        (
            {"tree": {"children": [{"children": [{"file": "/etc/passwd"}]}]}},
            "/tree/children/0/children/0/file",
        ),
    ],
)
def test_path_policy_finds_nested_path_parameters(
    tmp_path: Path, arguments: dict[str, Any], pointer: str
) -> None:
    runtime = Runtime(NESTED, policy=Policy([PathPolicy([tmp_path])]))
    result = runtime.call_sync(ToolCall("c1", "copy_files", arguments), dry_run=True)
    assert result.status == "refused"
    assert result.error is not None and result.error.kind == "invalid_arguments"
    reason = next(d.reason for d in result.decisions if d.check == "path")
    assert reason.startswith(pointer + ": ")  # a recursive $ref is followed to any depth
    # inside the root: allowed
    ok = runtime.call_sync(ToolCall("c2", "copy_files", {"maybe": "a/b.txt"}), dry_run=True)
    assert ok.status == "success"


def test_schema_pointers_follow_refs_with_a_cycle_guard() -> None:
    pointers = schema_marks.schema_pointers(
        NESTED["copy_files"].input_schema, lambda n: "format" in n
    )
    assert pointers == [
        "/maybe",
        "/either",
        "/both",
        "/opts/inner/dest",
        "/many/*",
        "/pair/1",
        "/ref",
        "/tree/file",  # listed one level deep; the check itself follows the recursion
    ]
    looping = {"$defs": {"A": {"$ref": "#/$defs/B"}, "B": {"$ref": "#/$defs/A"}}, "$ref": "#"}
    assert schema_marks.schema_pointers(looping, lambda n: False) == []


def test_path_policy_on_an_optional_path_of_a_tool_function(tmp_path: Path) -> None:
    @tool(read_only=True)
    def read_log(path: Path | None = None) -> str:
        """Read a log file.

        Args:
            path: The log file.
        """
        return f"read {path}"

    deck = Deck.from_functions([read_log])
    assert "anyOf" in deck["read_log"].input_schema["properties"]["path"]
    runtime = Runtime(deck, [read_log], policy=Policy([PathPolicy([tmp_path])]))
    result = _run(runtime, "read_log", {"path": "/etc/passwd"})
    assert result.status == "refused" and not result.ran


def test_shell_policy_finds_nested_commands() -> None:
    deck = _deck(
        "run_job",
        {"job": {"type": "object", "properties": {"cmd": {"format": "shell-command"}}}},
    )
    runtime = Runtime(deck, policy=Policy([ShellPolicy()]))
    result = runtime.call_sync(ToolCall("c1", "run_job", {"job": {"cmd": "ls; id"}}), dry_run=True)
    assert result.status == "refused"


def test_cli_root_without_path_parameters_is_refused(tmp_path: Path) -> None:
    runner = CliRunner()
    deck = str(ROOT / "examples" / "ops68")  # read_file's "path" has no format
    base = ["call", deck, "read_file", "--args", '{"path": "/etc/passwd"}', "--root", str(tmp_path)]
    result = runner.invoke(app, base)
    assert result.exit_code == 2
    assert "--path-param" in result.stderr and "path, start_line" in result.stderr
    result = runner.invoke(app, [*base, "--path-param", "filepath"])
    assert result.exit_code == 2 and "'filepath'" in result.stderr
    result = runner.invoke(app, [*base, "--path-param", "path", "--json"])
    assert result.exit_code == 1
    assert json.loads(result.stdout)["envelope"]["status"] == "refused"


def test_cli_root_uses_path_formats(tmp_path: Path) -> None:
    deck_file = tmp_path / "deck.json"
    deck_file.write_text(
        json.dumps(
            [
                {
                    "name": "read_file",
                    "description": "Read a file.",
                    "inputSchema": {
                        "type": "object",
                        "properties": {"file": {"type": "string", "format": "path"}},
                    },
                    "annotations": {"readOnlyHint": True},
                }
            ]
        )
    )
    args = ["call", str(deck_file), "read_file", "--args", '{"file": "/etc/passwd"}']
    result = CliRunner().invoke(app, [*args, "--root", str(tmp_path), "--json"])
    assert result.exit_code == 1
    assert json.loads(result.stdout)["envelope"]["status"] == "refused"


# --- A7: numbers and text that would change on the way in ---------------------------------------
NUM = _deck(
    "set_value",
    {"x": {}, "n": {"type": "integer"}, "f": {"type": "number"}, "p": {"pattern": "^a"}},
)


@pytest.mark.parametrize(
    ("text", "pointer", "words"),
    [
        ('{"x": 1e400}', "/x", "out of range"),
        ('{"f": -1e999}', "/f", "out of range"),
        ('{"x": [1, {"y": 1E+400}]}', "/x/1/y", "out of range"),
        ('{"f": 1.00000000000000000001}', "/f", "becomes 1.0"),
        ('{"f": 1e-400}', "/f", "becomes 0.0"),
        pytest.param(
            '{"n": 1' + "0" * 5000 + "}", "/n", "integer is too long (5001 digits", id="5001-digits"
        ),
        ('{"x": NaN}', "/x", "NaN is not JSON"),
        ('{"x": [-Infinity]}', "/x/0", "-Infinity is not JSON"),
        ('{"x": "\\udc00"}', "/x", "lone UTF-16 surrogate"),
        ('{"p": "a\\ud800"}', "/p", "lone UTF-16 surrogate"),
        ('{"x": {"\\udfff": 1}}', "/x/\udfff", "lone UTF-16 surrogate"),
    ],
)
def test_numbers_and_text_that_would_change_are_refused(
    text: str, pointer: str, words: str
) -> None:
    ran: list[Any] = []
    runtime = Runtime(NUM, {"set_value": lambda **kw: ran.append(kw)}, policy=Policy())
    result = _run(runtime, "set_value", text)
    assert result.error is not None and result.error.kind == "invalid_arguments"
    # a pointer holding a lone surrogate may be written with \u escapes (UTF-8 safe)
    escaped = pointer.encode("utf-8", "backslashreplace").decode("utf-8")
    assert result.error.message.startswith((pointer + ": ", escaped + ": "))
    assert words in result.error.message
    assert "null is not of type" not in result.error.message
    assert ran == []


def test_exact_numbers_pass_unchanged() -> None:
    # 0.1, 1e2 and -0.0 are held by a double as the decimal text says (same value)
    assert decode_arguments('{"a": 0.1, "b": 1e2, "c": -0.0, "d": 0.10, "e": 12345678901234567890}')
    value = decode_arguments('{"b": 1e2, "e": 12345678901234567890}')
    assert value == {"b": 100.0, "e": 12345678901234567890}


def test_decoded_arguments_are_checked_too() -> None:
    runtime = Runtime(NUM, {"set_value": lambda **kw: kw}, policy=Policy())
    result = _run(runtime, "set_value", {"x": [float("inf")]})
    assert result.error is not None and result.error.message.startswith("/x/0: ")
    assert "out of range" in result.error.message
    result = _run(runtime, "set_value", {"x": "a\udc00"})
    assert result.error is not None and result.error.kind == "invalid_arguments"
    assert "surrogate" in result.error.message
    result = _run(runtime, "set_value", {"x": float("nan")})
    assert result.error is not None and "NaN is not JSON" in result.error.message


def test_nan_wording_is_a_sentence() -> None:
    runtime = Runtime(NUM, {"set_value": lambda **kw: kw}, policy=Policy())
    result = _run(runtime, "set_value", '{"f": NaN}')
    assert result.error is not None
    assert "the arguments hold NaN" not in result.error.message
    assert result.error.message == "/f: NaN is not JSON (JSON has no NaN or Infinity)"


def test_numeric_strings_do_not_become_infinite_or_rounded() -> None:
    schema = NUM["set_value"].input_schema
    value, changes = normalise(
        {"f": "1e400", "n": "1.00000000000000000001", "x": "5"}, schema, {"numeric_strings"}
    )
    assert value == {"f": "1e400", "n": "1.00000000000000000001", "x": "5"}  # x: untyped
    assert changes == []
    result = _run(
        Runtime(
            NUM, {"set_value": lambda **kw: kw}, policy=Policy(), normalise={"numeric_strings"}
        ),
        "set_value",
        '{"f": "1e400"}',
    )
    assert result.error is not None and result.error.violations[0].pointer == "/f"
    assert "without quotes" not in result.error.violations[0].hint


def test_violations_after_normalisation_quote_what_was_sent() -> None:
    deck = _deck(
        "list_orders",
        {"user": {"type": "string", "pattern": "^user_[0-9]{3,}$"}, "days": {"maximum": 180}},
    )
    schema = deck["list_orders"].input_schema
    value, changes = normalise(
        {"user": "  user_12 ", "days": "500"}, schema, {"trim_strings", "numeric_strings"}
    )
    assert value == {"user": "user_12", "days": "500"}  # days has no type: not converted
    assert changes == [
        {"pointer": "/user", "rule": "trim_strings", "from": "  user_12 ", "to": "user_12"}
    ]
    (violation,) = SchemaValidator(deck["list_orders"]).violations(value, changes)
    assert violation.pointer == "/user"
    assert violation.message.startswith('"  user_12 " (trim_strings made it "user_12")')


# --- A7e/A7f and parsers --------------------------------------------------------------------------
def test_tool_use_without_input_is_a_parse_error() -> None:
    message = {"content": [{"type": "tool_use", "id": "t1", "name": "set_value"}]}
    with pytest.raises(CallParseError, match="no 'input'"):
        calls_from_anthropic(message)
    ok = {"content": [{"type": "tool_use", "id": "t1", "name": "set_value", "input": {}}]}
    assert calls_from_anthropic(ok)[0].arguments == {}


def test_messages_without_calls_have_no_calls() -> None:
    assert calls_from_openai({"role": "assistant", "content": "hi"}) == []
    assert calls_from_openai({"role": "assistant", "content": "hi", "tool_calls": None}) == []
    assert calls_from_anthropic({"role": "assistant", "content": "just text"}) == []
    assert calls_from_anthropic({"content": [{"type": "text", "text": "hi"}]}) == []
    with pytest.raises(CallParseError):
        calls_from_openai({"unrelated": 1})
    with pytest.raises(CallParseError):
        calls_from_anthropic({"role": "assistant"})


def test_strict_raw_decode_refuses_a_repeated_name() -> None:
    text = 'x {"name": "approve_refund", "name": "get_order", "arguments": {}} tail'
    with pytest.raises(json.JSONDecodeError, match="duplicate key 'name'"):
        validate.strict_raw_decode(text, 2)
    value, end = validate.strict_raw_decode('x {"name": "a"} tail', 2)
    assert value == {"name": "a"} and end == 15


# --- A8: audit never logs secrets ----------------------------------------------------------
SECRET = {"type": "string", "writeOnly": True}
LOGIN = _deck(
    "login_user",
    {
        "user": {"type": "string"},
        "password": SECRET,
        "creds": {"type": "object", "properties": {"token": SECRET}},
        "tokens": {"type": "array", "items": SECRET},
        "maybe": {"anyOf": [SECRET, {"type": "null"}]},
        "key": {"$ref": "#/$defs/Key"},
        "pin": {"type": "string", "format": "password"},
    },
    **{"$defs": {"Key": SECRET}},
)


def _audit(include: bool, arguments: Any) -> str:
    stream = io.StringIO()
    runtime = Runtime(
        LOGIN,
        {"login_user": lambda **kw: "ok"},
        policy=Policy(),
        audit=AuditLog(stream, include_arguments=include),
    )
    _run(runtime, "login_user", arguments)
    return stream.getvalue()


def test_audit_redacts_secrets_wherever_they_sit() -> None:
    arguments = {
        "user": "bob",
        "password": "SECRET0",
        "creds": {"token": "SECRET1"},
        "tokens": ["SECRET2"],
        "maybe": "SECRET3",
        "key": "SECRET4",
        "pin": "SECRET5",
    }
    line = _audit(True, arguments)
    assert "SECRET" not in line
    logged = json.loads(line)["arguments"]
    assert logged["user"] == "bob" and logged["tokens"] == ["[redacted]"]


@pytest.mark.parametrize("include", [False, True])
def test_audit_refusal_reasons_hold_no_argument_text(include: bool) -> None:
    line = _audit(include, '{"user": "bob", "password": "hunter2"')  # not closed
    assert "hunter2" not in line and "line 1 column" in line
    line = _audit(include, {"user": "bob", "password": 12345, "tokens": "hunter3"})
    assert "12345" not in line and "hunter3" not in line
    reason = json.loads(line)["decisions"][0]["reason"]
    assert reason == "schema violations (values withheld): /password: type; /tokens: type"


def test_audit_without_arguments_drops_policy_detail(tmp_path: Path) -> None:
    deck = _deck("read_file", {"file": {"type": "string", "format": "path"}})
    stream = io.StringIO()
    runtime = Runtime(deck, policy=Policy([PathPolicy([tmp_path])]), audit=AuditLog(stream))
    runtime.call_sync(ToolCall("c1", "read_file", {"file": "/etc/shadow"}), dry_run=True)
    assert "shadow" not in stream.getvalue()
    assert json.loads(stream.getvalue())["decisions"][-1]["reason"].startswith("/file: ")


def test_a_refusal_after_normalisation_reports_it_and_quotes_what_was_sent() -> None:
    """The model sent '  user_12 ' and "500"; the refusal must say so and list the changes."""
    from tooldeck import load
    from tooldeck.runtime import Policy, Runtime, ToolCall

    deck = load("examples/aftersales/engineered").deck
    runtime = Runtime(deck, policy=Policy(), normalise={"trim_strings", "numeric_strings"})
    call = ToolCall.from_json("c", "list_orders_by_user", '{"user_id":"  user_12 ","days":"500"}')
    result = runtime.call_sync(call, dry_run=True)
    assert result.status == "error" and result.error.kind == "invalid_arguments"
    assert len(result.normalized) == 2
    assert '"  user_12 "' in result.error.message


# --- break-it pass 3 ---------------------------------------------------------------------------
SHELL_DECK = {
    "tools": [
        {
            "name": "run",
            "description": "Runs a shell command in the workspace.",
            "inputSchema": {
                "type": "object",
                "properties": {
                    "opts": {
                        "type": "object",
                        "properties": {"cmd": {"type": "string", "format": "shell-command"}},
                    }
                },
            },
            "annotations": {"readOnlyHint": True},
        },
        {
            "name": "echo",
            "description": "Echo text back for the test.",
            "inputSchema": {"type": "object", "properties": {"s": {"type": "string"}}},
            "annotations": {"readOnlyHint": True},
        },
    ]
}


def _cli_deck(tmp_path: Path) -> str:
    path = tmp_path / "deck.json"
    path.write_text(json.dumps(SHELL_DECK), encoding="utf-8")
    return str(path)


def test_cli_checks_shell_command_parameters_without_shell_param(tmp_path: Path) -> None:
    """A nested format: shell-command parameter is checked by default (dry run)."""
    args = json.dumps({"opts": {"cmd": "ls; rm -rf /"}})
    result = CliRunner().invoke(app, ["call", _cli_deck(tmp_path), "run", "--args", args])
    assert result.exit_code == 1
    assert "/opts/cmd" in result.output and "refused" in result.output


def _handler_module(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str) -> None:
    (tmp_path / f"{name}.py").write_text(
        "import time\n"
        "def echo(s):\n"
        "    print('HANDLER NOISE')\n"
        "    return s\n"
        "HANDLERS = {'echo': echo}\n",
        encoding="utf-8",
    )
    monkeypatch.syspath_prepend(str(tmp_path))


def test_cli_handlers_attribute_that_is_a_module_is_one_error_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _handler_module(tmp_path, monkeypatch, "bk3_handlers_a")
    result = CliRunner().invoke(
        app,
        [
            "call",
            _cli_deck(tmp_path),
            "echo",
            "-a",
            '{"s": "a"}',
            "--handlers",
            "bk3_handlers_a:time",
        ],
    )
    assert result.exit_code == 2
    assert "Traceback" not in result.output
    assert result.exception is None or isinstance(result.exception, SystemExit)
    assert "got module" in result.output


def test_cli_handler_print_does_not_reach_json_stdout(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _handler_module(tmp_path, monkeypatch, "bk3_handlers_b")
    runner = CliRunner()
    args = ["call", _cli_deck(tmp_path), "echo", "-a", '{"s": "a"}']
    result = runner.invoke(app, [*args, "--handlers", "bk3_handlers_b:HANDLERS", "--json"])
    assert result.exit_code == 0
    assert json.loads(result.stdout)["envelope"]["items"] == "a"  # stdout is only the JSON
    assert "HANDLER NOISE" in result.stderr


PAY_DECK = Deck(
    [
        Tool(
            name="pay",
            input_schema={
                "type": "object",
                "properties": {
                    "to": {"type": "string"},
                    "amount": {"type": "integer"},
                    "pin": {"type": "string", "writeOnly": True},
                },
            },
            annotations=ToolAnnotations(destructive_hint=False, idempotent_hint=False),
        )
    ]
)


def _payer() -> tuple[Runtime, list[dict[str, Any]]]:
    ran: list[dict[str, Any]] = []

    def pay(**kw: Any) -> dict[str, Any]:
        ran.append(kw)
        return {"ok": True, "amount": kw["amount"]}

    return Runtime(PAY_DECK, {"pay": pay}, policy=Policy([DuplicateGuard()])), ran


def test_idempotency_key_reused_with_different_arguments_is_refused() -> None:
    runtime, ran = _payer()
    first = ToolCall("c1", "pay", {"to": "bob", "amount": 10}, idempotency_key="k")
    assert runtime.call_sync(first).status == "success"
    other = runtime.call_sync(
        ToolCall("c2", "pay", {"to": "bob", "amount": 9999}, idempotency_key="k")
    )
    assert other.status == "refused" and other.error is not None
    assert other.error.kind == "policy" and other.replayed_from is None
    assert "'k'" in other.error.message and "c1" in other.error.message
    same = runtime.call_sync(
        ToolCall("c3", "pay", {"to": "bob", "amount": 10}, idempotency_key="k")
    )
    assert same.status == "success" and same.replayed_from == "c1"
    assert ran == [{"to": "bob", "amount": 10}]


def test_distinct_idempotency_keys_are_distinct_operations() -> None:
    runtime, ran = _payer()
    for i in range(3):
        call = ToolCall(f"c{i}", "pay", {"to": "bob", "amount": 10}, idempotency_key=f"k{i}")
        assert runtime.call_sync(call).status == "success"
    assert len(ran) == 3


def test_duplicate_refusal_and_audit_hold_no_earlier_exception_text() -> None:
    stream = io.StringIO()

    def boom(**kw: Any) -> None:
        raise RuntimeError(f"bank said: pin {kw['pin']} wrong for acct 4111-1111")

    runtime = Runtime(
        PAY_DECK, {"pay": boom}, policy=Policy([DuplicateGuard()]), audit=AuditLog(stream)
    )
    arguments = {"to": "bob", "amount": 1, "pin": "4321"}
    runtime.call_sync(ToolCall("c1", "pay", arguments))
    again = runtime.call_sync(ToolCall("c2", "pay", arguments))
    assert again.status == "refused" and again.error is not None
    assert "4321" not in again.error.message and "c1" in again.error.message
    assert "4321" not in stream.getvalue() and "4111" not in stream.getvalue()


class _Chatty:
    name = "chatty"

    def check(self, request: Any) -> Any:
        from tooldeck.runtime.policy import refuse

        return refuse(self.name, f"I saw {request.arguments['to']}")

    def record(self, call: Any, tool: Any, result: Any) -> None:
        return None


def test_audit_without_arguments_withholds_free_text_reasons() -> None:
    stream = io.StringIO()
    runtime = Runtime(PAY_DECK, {}, policy=Policy([_Chatty()]), audit=AuditLog(stream))
    runtime.call_sync(ToolCall("c1", "pay", {"to": "SECRET-ACCT", "amount": 1}), dry_run=True)
    assert "SECRET-ACCT" not in stream.getvalue()
    decision = json.loads(stream.getvalue())["decisions"][-1]
    assert decision["check"] == "chatty" and decision["verdict"] == "refuse"


def test_audit_digest_is_of_the_redacted_arguments() -> None:
    """Hashing '[redacted]' in place of the PIN: no PIN can be found by trying all 10,000."""
    stream = io.StringIO()
    runtime = Runtime(PAY_DECK, {}, policy=Policy(), audit=AuditLog(stream))
    runtime.call_sync(
        ToolCall("c1", "pay", {"to": "bob", "amount": 1, "pin": "4321"}), dry_run=True
    )
    digest = json.loads(stream.getvalue())["arguments_sha256"]
    expected = '{"amount":1,"pin":"[redacted]","to":"bob"}'  # canonical: sorted, no spaces
    assert digest == hashlib.sha256(expected.encode()).hexdigest()


SIGN_IN = Deck(
    [
        Tool(
            name="login",
            input_schema={
                "type": "object",
                "properties": {
                    "user": {"type": "string"},
                    "password": {"type": "string", "format": "password"},
                    "token": {"type": "string", "writeOnly": True},
                },
            },
        )
    ]
)


def test_approval_shows_secrets_redacted_and_the_handler_gets_them() -> None:
    seen: list[Any] = []
    got: list[dict[str, Any]] = []
    gate = ApprovalGate()
    runtime = Runtime(
        SIGN_IN, {"login": lambda **kw: got.append(kw) or "ok"}, policy=Policy([gate])
    )
    arguments = {"user": "bob", "password": "hunter2", "token": "tok-SECRET"}
    first = runtime.call_sync(ToolCall("c1", "login", arguments))
    assert first.status == "needs_approval" and first.approval is not None
    text = json.dumps(first.approval)
    assert "hunter2" not in text and "tok-SECRET" not in text and "bob" in text
    gate.grant("login", first.approval["arguments"])  # what the user was shown
    assert runtime.call_sync(ToolCall("c2", "login", arguments)).status == "success"
    assert got == [arguments]
    approver = ApprovalGate(lambda ask: seen.append(ask) or True)
    Runtime(SIGN_IN, {"login": lambda **kw: "ok"}, policy=Policy([approver])).call_sync(
        ToolCall("c3", "login", arguments)
    )
    assert "hunter2" not in seen[0].prompt and seen[0].arguments["password"] == "[redacted]"


def test_contradictory_read_only_and_destructive_hints_need_approval() -> None:
    both = ToolAnnotations(read_only_hint=True, destructive_hint=True)
    deck = Deck([Tool(name="wipe", input_schema={"type": "object"}, annotations=both)])
    runtime = Runtime(deck, {"wipe": lambda: "done"}, policy=Policy([ApprovalGate()]))
    assert runtime.call_sync(ToolCall("c1", "wipe", {})).status == "needs_approval"


@pytest.mark.parametrize(
    ("properties", "extra", "arguments", "pointer"),
    [
        (
            {"files": {"type": "object", "propertyNames": PATH}},
            {},
            {"files": {"/etc/passwd": 1}},
            "/files/~1etc~1passwd (key)",
        ),
        (
            {"x": {"type": "string"}, "p": {"type": "string"}},
            {"dependentSchemas": {"x": {"properties": {"p": PATH}}}},
            {"x": "1", "p": "/etc/passwd"},
            "/p",
        ),
        ({"ps": {"type": "array", "contains": PATH}}, {}, {"ps": ["/etc/passwd"]}, "/ps/0"),
    ],
)
def test_path_policy_finds_keys_dependent_schemas_and_contains(
    tmp_path: Path, properties: dict[str, Any], extra: dict[str, Any], arguments: Any, pointer: str
) -> None:
    deck = _deck("read", properties, **extra)
    runtime = Runtime(deck, {"read": lambda **kw: "ok"}, policy=Policy([PathPolicy([tmp_path])]))
    result = _run(runtime, "read", arguments)
    assert result.status == "refused" and result.error is not None
    assert result.error.message.startswith(pointer + ": ")


@pytest.mark.parametrize(
    ("arguments", "pointer"),
    [
        ({"opts": {"path": "/etc/passwd"}}, "/opts/path"),
        ({"opts": {"path": ["ok", "/etc/passwd"]}}, "/opts/path/1"),
        ({"path": "file:///etc/passwd"}, "/path"),
        ({"path": "s3://bucket/key"}, "/path"),
        ({"path": "FILE:etc/passwd"}, "/path"),
    ],
)
def test_path_policy_names_match_at_any_depth_and_urls_are_refused(
    tmp_path: Path, arguments: Any, pointer: str
) -> None:
    deck = _deck("read", {"path": {"type": "string"}, "opts": {"type": "object"}})
    policy = Policy([PathPolicy([tmp_path], names={"path"})])
    runtime = Runtime(deck, {"read": lambda **kw: "ok"}, policy=policy)
    result = _run(runtime, "read", arguments)
    assert result.status == "refused" and result.error is not None
    assert result.error.message.startswith(pointer + ": ")


@pytest.mark.parametrize(
    "message",
    [
        {
            "role": "assistant",
            "tool_calls": [{"id": "a", "type": "custom", "custom": {"name": "x", "input": "rm"}}],
        },
        {
            "output": [
                {"type": "reasoning"},
                {"type": "custom_tool_call", "call_id": "a", "name": "y", "input": "z"},
            ]
        },
        [
            {"type": "function_call", "call_id": "f", "name": "x", "arguments": "{}"},
            {"type": "custom_tool_call", "call_id": "a", "name": "y", "input": "z"},
        ],
        {"type": "custom_tool_call", "call_id": "a", "name": "y", "input": "z"},
    ],
)
def test_custom_tool_calls_are_not_dropped(message: Any) -> None:
    with pytest.raises(CallParseError, match="unsupported call type 'custom") as caught:
        calls_from_openai(message)
    assert caught.value.call_id == "a"


def test_hosted_tool_items_are_skipped_and_responses_output_is_read() -> None:
    response = {
        "output": [
            {"type": "web_search_call", "id": "ws_1", "status": "completed"},
            {"type": "function_call", "call_id": "c1", "name": "x", "arguments": "{}"},
        ]
    }
    assert [c.call_id for c in calls_from_openai(response)] == ["c1"]


def test_mcp_request_without_method_is_named_with_its_id() -> None:
    request = {"jsonrpc": "2.0", "id": 7, "params": {"name": "x", "arguments": {}}}
    with pytest.raises(CallParseError, match="without 'method'") as caught:
        calls_from_mcp(request)
    assert caught.value.call_id == "7"
    assert calls_from_mcp({"name": "x", "arguments": {}}).name == "x"  # params alone still read
