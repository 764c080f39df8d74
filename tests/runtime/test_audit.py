"""The audit log (``runtime/audit.py``): one line per call, secrets never logged."""

from __future__ import annotations

import hashlib
import io
import json
from pathlib import Path
from typing import Any

import pytest

from runtime_fixtures import PIN_DECK, docs_runtime, run, small_deck
from tooldeck.runtime import AuditLog, PathPolicy, Policy, Runtime, ToolCall, ToolResult


def test_audit_log_lines(tmp_path: Path) -> None:
    stream = io.StringIO()
    audit = AuditLog(stream, include_arguments=True, redact={"to"})
    runtime = docs_runtime(audit=audit)
    run(runtime, "send_email", {"to": "a@x", "password": "hunter2"}, "m1")
    run(runtime, "search_docs", {"query": 1}, "m2")
    first, second = (json.loads(line) for line in stream.getvalue().splitlines())
    # hashed after the secrets are redacted (an unsalted hash of a short secret is reversible)
    canonical = '{"password":"[redacted]","to":"[redacted]"}'
    assert first["arguments_sha256"] == hashlib.sha256(canonical.encode()).hexdigest()
    assert first["arguments"] == {"to": "[redacted]", "password": "[redacted]"}  # writeOnly
    assert (first["call_id"], first["tool"], first["status"]) == ("m1", "send_email", "success")
    assert second["error_kind"] == "invalid_arguments"
    assert second["decisions"][0]["verdict"] == "refuse"
    assert {"time", "duration_ms", "truncated"} <= set(first)
    path = tmp_path / "logs" / "audit.jsonl"  # the missing folder is created (documented)
    file_log = AuditLog(path)
    run(docs_runtime(audit=file_log), "search_docs", {"query": "q"})
    file_log.close()
    assert "arguments" not in json.loads(path.read_text())


# --- A8: audit never logs secrets ----------------------------------------------------------
SECRET = {"type": "string", "writeOnly": True}


LOGIN = small_deck(
    "login_user",
    {
        "user": {"type": "string"},
        "password": SECRET,
        "creds": {"type": "object", "properties": {"token": SECRET}},
        "tokens": {"type": "array", "items": SECRET},
        "maybe": {"anyOf": [SECRET, {"type": "null"}]},
        "key": {"$ref": "#/$defs/Key"},
        "pin": {"type": "string", "format": "password"},
        "anchored": {"$ref": "#tok"},  # rebreak29 R1: references resolved as the
        "spaced": {"$ref": "#/$defs/a%20b"},  # validator resolves them
    },
    **{"$defs": {"Key": SECRET, "Tok": {"$anchor": "tok", **SECRET}, "a b": SECRET}},
)


def _audit(include: bool, arguments: Any) -> str:
    stream = io.StringIO()
    runtime = Runtime(
        LOGIN,
        {"login_user": lambda **kw: "ok"},
        policy=Policy(),
        audit=AuditLog(stream, include_arguments=include),
    )
    run(runtime, "login_user", arguments)
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
        "anchored": "SECRET6",
        "spaced": "SECRET7",
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
    deck = small_deck("read_file", {"file": {"type": "string", "format": "path"}})
    stream = io.StringIO()
    runtime = Runtime(deck, policy=Policy([PathPolicy([tmp_path])]), audit=AuditLog(stream))
    runtime.call_sync(ToolCall("c1", "read_file", {"file": "/etc/shadow"}), dry_run=True)
    assert "shadow" not in stream.getvalue()
    assert json.loads(stream.getvalue())["decisions"][-1]["reason"].startswith("/file: ")


class _Chatty:
    name = "chatty"

    def check(self, request: Any) -> Any:
        from tooldeck.runtime.policy import refuse

        return refuse(self.name, f"I saw {request.arguments['to']}")

    def record(self, call: Any, tool: Any, result: Any) -> None:
        return None


def test_audit_without_arguments_withholds_free_text_reasons() -> None:
    stream = io.StringIO()
    runtime = Runtime(PIN_DECK, {}, policy=Policy([_Chatty()]), audit=AuditLog(stream))
    runtime.call_sync(ToolCall("c1", "pay", {"to": "SECRET-ACCT", "amount": 1}), dry_run=True)
    assert "SECRET-ACCT" not in stream.getvalue()
    decision = json.loads(stream.getvalue())["decisions"][-1]
    assert decision["check"] == "chatty" and decision["verdict"] == "refuse"


def test_audit_digest_is_of_the_redacted_arguments() -> None:
    """Hashing '[redacted]' in place of the PIN: no PIN can be found by trying all 10,000."""
    stream = io.StringIO()
    runtime = Runtime(PIN_DECK, {}, policy=Policy(), audit=AuditLog(stream))
    runtime.call_sync(
        ToolCall("c1", "pay", {"to": "bob", "amount": 1, "pin": "4321"}), dry_run=True
    )
    digest = json.loads(stream.getvalue())["arguments_sha256"]
    expected = '{"amount":1,"pin":"[redacted]","to":"bob"}'  # canonical: sorted, no spaces
    assert digest == hashlib.sha256(expected.encode()).hexdigest()


def test_open_audit_file_refuses_a_fifo_and_names_a_device_on_the_way(tmp_path: Path) -> None:
    """A FIFO would block the open (the server hung before start-up); a device used as a
    folder is named as a device, not "a file". Only a ``stat`` of /dev/null is made."""
    import os

    from tooldeck.errors import RuntimeConfigError
    from tooldeck.runtime.audit import open_audit_file

    fifo = tmp_path / "audit.fifo"
    os.mkfifo(fifo)
    with pytest.raises(RuntimeConfigError, match=r"it is a FIFO \(named pipe\) with no reader"):
        open_audit_file(fifo)
    # with a reader the FIFO is a log (e.g. /dev/stderr on a pipe, or a pipe read by jq)
    reader = os.open(fifo, os.O_RDONLY | os.O_NONBLOCK)
    try:
        with open_audit_file(fifo) as stream:
            stream.write("{}\n")
        assert os.read(reader, 100) == b"{}\n"
    finally:
        os.close(reader)
    # a character device is a log too (/dev/null: writing there discards)
    with open_audit_file("/dev/null") as stream:
        stream.write("{}\n")
    with pytest.raises(RuntimeConfigError, match="/dev/null is a character device, not a folder"):
        open_audit_file("/dev/null/audit.jsonl")
    with open_audit_file(tmp_path / "new" / "audit.jsonl") as stream:
        stream.write("{}\n")
    assert (tmp_path / "new" / "audit.jsonl").read_text(encoding="utf-8") == "{}\n"


DEV_FULL = Path("/dev/full")  # a real character device whose every write fails ENOSPC


@pytest.mark.skipif(not DEV_FULL.is_char_device(), reason="no /dev/full on this system")
def test_an_audit_line_that_cannot_be_written_keeps_the_result(
    caplog: pytest.LogCaptureFixture,
) -> None:
    """A tester's finding: with the log's device full, the flush raised out of
    ``Runtime.call`` (documented never to raise) after the handler had run, so the client
    got an opaque error and a retry was refused as a duplicate. The result is the call's
    own, with ``audit_error`` saying the line is missing, and one warning line."""
    import logging

    log = AuditLog(DEV_FULL)
    runtime = docs_runtime(audit=log)
    with caplog.at_level(logging.WARNING, logger="tooldeck.runtime"):
        result = run(runtime, "search_docs", {"query": "q"}, "m1")
    assert result.status == "success" and result.items == {"query": "q"} and result.ran
    assert result.audit_error is not None and "No space left on device" in result.audit_error
    assert "/dev/full" in result.audit_error
    assert result.envelope()["audit_error"] == result.audit_error
    (line,) = [r.getMessage() for r in caplog.records]
    assert "audit line of call m1 (search_docs) could not be written to /dev/full" in line
    assert "\n" not in line
    with caplog.at_level(logging.WARNING, logger="tooldeck.runtime"):
        log.close()  # the buffered line fails once more: said, not raised
    assert "could not be flushed on close" in caplog.records[-1].getMessage()


def test_a_file_that_opens_but_cannot_be_appended_to_is_refused() -> None:
    """``/proc/version`` opens for writing as root, and then the seek to its end failed
    EINVAL out of ``fdopen`` (a traceback at start); it is one error naming the file."""
    from tooldeck.errors import RuntimeConfigError
    from tooldeck.runtime.audit import open_audit_file

    if not Path("/proc/version").is_file():
        pytest.skip("no /proc/version on this system")
    with pytest.raises(
        RuntimeConfigError, match=r"^/proc/version: cannot open the audit log for appending: "
    ):
        open_audit_file("/proc/version")


def test_a_property_named_format_is_no_secret_mark_and_raises_nothing() -> None:
    """review33: ``schema_may_hide`` asks :func:`is_secret_schema` of every mapping of the
    schema, a ``properties`` object included; in a plain-dict schema the property named
    ``format`` (``{"type": "string", "enum": [...]}``) was looked up in a frozenset and
    raised ``TypeError: unhashable type: 'dict'``. A non-string ``format`` marks nothing."""
    from tooldeck.runtime.audit import is_secret_schema, secret_pointers
    from tooldeck.runtime.policy.approval import schema_may_hide

    schema = {
        "type": "object",
        "properties": {
            "format": {"type": "string", "enum": ["json", "csv"]},
            "path": {"type": "string", "default": {"format": ["password"]}},
        },
    }
    assert is_secret_schema(schema["properties"]) is False
    assert schema_may_hide(schema) is False
    assert secret_pointers(schema) == []
    marked = {"type": "object", "properties": {"format": {"type": "string", "format": "password"}}}
    assert schema_may_hide(marked) is True and secret_pointers(marked) == ["/format"]


def test_redact_secrets_redacts_whole_what_the_schema_walk_did_not_read() -> None:
    """review33: :func:`redact_secrets` (public) redacts the value where the schema walk
    stops (rebreak31b F9) as the audit log does, but only the log's path was tested: a
    mutation dropping the cut from ``redact_secrets`` passed every test. A recursive
    schema, three walk steps per ``child`` level ($ref, anyOf branch, property): the
    password under 62 levels (3·62 + 4 = 190 ≤ 192, by hand) is found by its mark, under
    63 (193) it is past the walk and its unread value is redacted whole; the levels above
    the cut are kept."""
    from tooldeck.runtime.audit import REDACTED, redact_secrets

    node = {"$ref": "#/$defs/node"}
    schema = {
        "type": "object",
        "properties": {"tree": node},
        "$defs": {
            "node": {
                "anyOf": [
                    {
                        "type": "object",
                        "properties": {
                            "child": node,
                            "password": {"type": "string", "writeOnly": True},
                        },
                    },
                    {"type": "null"},
                ]
            }
        },
    }
    for levels in (62, 63):
        value: dict[str, Any] = {"password": "PW-SECRET"}
        for _ in range(levels):
            value = {"child": value}
        shown = redact_secrets(schema, {"tree": value})
        assert "PW-SECRET" not in json.dumps(shown), levels
        kept, depth = shown["tree"], 0
        while isinstance(kept, dict) and "child" in kept:
            kept, depth = kept["child"], depth + 1
        assert depth >= 60, (levels, depth)
        assert REDACTED in json.dumps(kept), levels


def _rows_schema() -> dict[str, Any]:
    """``conn.password`` marked ``writeOnly``; ``rows`` items under a 10-way ``anyOf``
    whose branches each declare a ``writeOnly`` ``secret_key``; ``payload`` integers (no
    mark reachable there). The shape of ``benchmarks/bench_runtime.py --approval-walk``."""
    branches = [
        {
            "type": "object",
            "properties": {
                f"k{j}": {"type": "string"},
                "secret_key": {"type": "string", "writeOnly": True},
            },
        }
        for j in range(10)
    ]
    return {
        "type": "object",
        "properties": {
            "conn": {
                "type": "object",
                "properties": {"password": {"type": "string", "writeOnly": True}},
            },
            "rows": {"type": "array", "items": {"anyOf": branches}},
            "payload": {"type": "array", "items": {"type": "integer"}},
        },
    }


def test_the_audit_walk_skips_a_payload_that_reaches_no_mark() -> None:
    """fix33 left the audit log's walk unpruned and unbounded: a 1,200,000-item payload
    beside a marked password was read item by item. Pruned, the payload (whose schema
    reaches no mark) is not entered and is logged as sent; the password is redacted. Without
    the pruning the walk passes :data:`AUDIT_WALK_STEPS` (1,000,000) on the payload alone
    and the arguments would be redacted whole."""
    from tooldeck.runtime.audit import AUDIT_WALK_STEPS, REDACTED, redact_secrets

    payload = list(range(1_200_000))
    assert len(payload) > AUDIT_WALK_STEPS
    shown = redact_secrets(_rows_schema(), {"conn": {"password": "PW"}, "payload": payload})
    assert shown == {"conn": {"password": REDACTED}, "payload": payload}


def test_past_the_audit_walk_bound_the_arguments_are_redacted_whole() -> None:
    """Rows that each reach a mark are walked once per item and branch (about 23 steps a
    row, fix33's count); 50,000 rows pass :data:`AUDIT_WALK_STEPS`: what was not read for
    marks may hold a secret, so the whole arguments are written ``[redacted]`` — by
    :func:`redact_secrets` and by the log's own entry."""
    from tooldeck.runtime.audit import REDACTED, redact_secrets
    from tooldeck.tool import Deck, Tool

    arguments = {"conn": {"password": "PW"}, "rows": [{"k1": "x"}] * 50_000}
    assert redact_secrets(_rows_schema(), arguments) == REDACTED
    assert redact_secrets(_rows_schema(), {"rows": [{"k1": "x"}] * 10}) == {
        "rows": [{"k1": "x"}] * 10
    }
    tool = Tool("load_rows", "Load rows.", _rows_schema())
    stream = io.StringIO()
    audit = AuditLog(stream, include_arguments=True)
    runtime = Runtime(Deck([tool]), {}, policy=Policy(), audit=audit)
    runtime.call_sync(ToolCall("c1", "load_rows", arguments), dry_run=True)
    logged = json.loads(stream.getvalue())
    assert logged["arguments"] == REDACTED and "PW" not in stream.getvalue()


def test_a_tool_relisted_with_a_secret_mark_is_redacted_from_then_on() -> None:
    """review34: the log cached "does this tool's schema mark a secret" by tool name
    alone, so a gateway's tool re-listed under the same name with ``pw`` now
    ``writeOnly`` (an upstream update, approved) was still logged with ``pw`` in clear
    until the gateway restarted. By hand: the first definition marks nothing (``pw``
    logged as sent), the second marks ``pw`` (``[redacted]``), and a third without the
    mark shows it again."""
    from tooldeck.runtime.audit import REDACTED
    from tooldeck.tool import Tool

    plain = {"type": "object", "properties": {"pw": {"type": "string"}}}
    marked = {"type": "object", "properties": {"pw": {"type": "string", "writeOnly": True}}}
    audit = AuditLog(io.StringIO(), include_arguments=True)
    lines = []
    for n, schema in enumerate((plain, marked, dict(plain)), 1):
        result = ToolResult(call_id=f"c{n}", tool="login", status="success", summary="ok")
        entry = audit.entry(result, Tool("login", "Log in.", schema), {"pw": "hunter2"})
        lines.append(entry["arguments"])
    assert lines == [{"pw": "hunter2"}, {"pw": REDACTED}, {"pw": "hunter2"}]
