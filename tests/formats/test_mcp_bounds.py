"""Bounds on what an MCP server's pipes make tooldeck hold (tooldeck.formats._mcp_bounds),
through the real client (``load_from_server_sync``) and real server processes over stdio.

The servers are a few lines of Python writing raw JSON-RPC lines, so each test controls
the exact bytes; the hostile-input cases of ``tests/data/attacks`` (dev split, class
``mcp_server``) are run through the client as well. Expected limits are the documented
constants (16 MiB a message, 64 KiB of stderr, 1,000 pages, 1,000 junk lines).
"""

from __future__ import annotations

import json
import os
import select
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tooldeck.errors import SourceError
from tooldeck.formats import _mcp_bounds, _mcp_stream
from tooldeck.formats._mcp_bounds import STDERR_TAIL_BYTES, StderrTail
from tooldeck.formats.mcp_client import (
    MAX_JUNK_LINES,
    MAX_PAGES,
    TIMEOUT_ENV,
    load_from_server_sync,
)

ATTACKS = Path(__file__).resolve().parents[1] / "data" / "attacks"

# A server answering initialize, then doing BEFORE_LIST before each tools/list answer.
SERVER = r"""
import json, sys, threading
MODE = sys.argv[1]
out = sys.stdout.buffer
def send(obj):
    out.write(json.dumps(obj).encode() + b"\n"); out.flush()
if MODE == "stderr_forever":
    def flood():
        line = b"log " + b"x" * 1019 + b"\n"
        while True:
            sys.stderr.buffer.write(line * 64)
    threading.Thread(target=flood, daemon=True).start()
if MODE == "stderr_then_die":
    sys.stderr.buffer.write((b"y" * 1023 + b"\n") * 32 * 1024)
    sys.stderr.buffer.write(b"fatal: last words\n"); sys.stderr.flush()
    sys.exit(3)
page = 0
for raw in sys.stdin.buffer:
    msg = json.loads(raw)
    method, ident = msg.get("method"), msg.get("id")
    if method == "initialize":
        result = {"protocolVersion": msg["params"]["protocolVersion"],
                  "capabilities": {"tools": {}}, "serverInfo": {"name": "b", "version": "1"}}
        if MODE == "content_length":
            body = json.dumps({"jsonrpc": "2.0", "id": ident, "result": result})
            out.write(b"Content-Length: %d\r\n\r\n%s" % (len(body), body.encode())); out.flush()
            continue
        send({"jsonrpc": "2.0", "id": ident, "result": result})
    elif method == "tools/list":
        page += 1
        if MODE == "long_line":
            out.write(b"a" * (20 * 2**20)); out.flush()
            sys.stdin.buffer.read()
        if MODE == "junk_flood":
            while True:
                out.write(b"not json-rpc at all\n")
        if MODE.startswith("notify_"):  # N log notifications, then the answer
            line = {"jsonrpc": "2.0", "method": "notifications/message",
                    "params": {"level": "info", "data": "log line"}}
            out.write((json.dumps(line).encode() + b"\n") * int(MODE[7:])); out.flush()
        if MODE == "huge_int":
            out.write(b'{"jsonrpc": "2.0", "id": %d, "result": {"tools": [{"name": "a", '
                      b'"inputSchema": {"type": "object", "maxProperties": %s}}]}}\n'
                      % (ident, b"9" * 5000)); out.flush(); continue
        if MODE == "not_utf8":
            out.write(b'{"jsonrpc": "2.0", "id": %d, "result": {"tools": [], "x": "\xc0\xaf"}}\n'
                      % ident); out.flush(); continue
        result = {"tools": [{"name": f"t{page}", "inputSchema": {"type": "object"}}]}
        if MODE == "endless":
            result["nextCursor"] = f"c{page}"
        send({"jsonrpc": "2.0", "id": ident, "result": result})
    elif ident is not None:
        send({"jsonrpc": "2.0", "id": ident, "result": {}})
"""


@pytest.fixture(autouse=True)
def _no_timeout_env(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(TIMEOUT_ENV, raising=False)


def command(tmp_path: Path, mode: str) -> list[str]:
    script = tmp_path / "server.py"
    script.write_text(SERVER, encoding="utf-8")
    return [sys.executable, str(script), mode]


def failure(tmp_path: Path, mode: str, timeout: float = 60) -> str:
    with pytest.raises(SourceError) as info:
        load_from_server_sync(command(tmp_path, mode), timeout=timeout)
    message = str(info.value)
    assert "did not list its tools within" not in message  # refused, not timed out
    assert "Traceback" not in message
    return message


def test_a_server_flooding_stderr_forever_still_lists_its_tools(tmp_path: Path) -> None:
    # Without a continuous drain the server blocks on a full pipe and never answers.
    result = load_from_server_sync(command(tmp_path, "stderr_forever"), timeout=60)
    assert result.deck.names == ("t1",)


def test_the_stderr_tail_of_a_32_mib_flood_is_its_last_lines(tmp_path: Path) -> None:
    message = failure(tmp_path, "stderr_then_die")
    _, tail = message.split("; its stderr ends with:\n")
    assert tail.endswith("y" * 1023 + "\nfatal: last words")
    assert len(tail) == 2000  # the last 2,000 characters of its last 20 lines


def test_stderr_tail_keeps_at_most_twice_64_kib_of_8_mib(tmp_path: Path) -> None:
    tail = StderrTail()
    script = "import sys; sys.stdout.buffer.write(b'z' * (8 * 2**20) + b'\\nend\\n')"
    with subprocess.Popen([sys.executable, "-c", script], stdout=tail.writer) as proc:
        tail.writer.close()  # the child holds its own copy: end of file when it exits
        while tail._read_available():  # False at end of file
            assert len(tail._tail) <= 2 * STDERR_TAIL_BYTES
            select.select([tail._read_fd], [], [], 1.0)
    assert proc.returncode == 0
    tail.close()
    assert tail.total == 8 * 2**20 + 5  # every byte was read (and dropped)
    assert tail.text() == "z" * 1996 + "\nend"  # the last 2,000 characters
    assert len(tail._tail) <= 2 * STDERR_TAIL_BYTES


def test_a_20_mib_line_is_refused_naming_the_16_mib_limit(tmp_path: Path) -> None:
    message = failure(tmp_path, "long_line")
    assert "sent a message longer than 16 MiB on one line (tooldeck's limit" in message


def test_the_message_limit_is_the_module_constant(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(_mcp_bounds, "MAX_MESSAGE_BYTES", 2**20)
    assert "longer than 1 MiB on one line" in failure(tmp_path, "long_line")


def test_the_whole_listing_is_bounded_too(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(_mcp_bounds, "MAX_STDOUT_BYTES", 2**16)  # about 600 pages
    message = failure(tmp_path, "endless")
    assert "wrote more than 64 KiB on stdout while listing its tools" in message


def test_content_length_framing_is_named_at_once(tmp_path: Path) -> None:
    message = failure(tmp_path, "content_length")
    assert "framed its messages with Content-Length headers (LSP style)" in message


def test_endless_pagination_names_the_page_limit(tmp_path: Path) -> None:
    message = failure(tmp_path, "endless", timeout=120)
    assert f"still paginating tools/list after {MAX_PAGES:,} pages (tooldeck's limit" in message
    assert "_StoppedReading" not in message and "StoppedReading" not in message


def test_an_endless_junk_stream_ends_at_the_junk_limit(tmp_path: Path) -> None:
    message = failure(tmp_path, "junk_flood")
    assert f"more than {MAX_JUNK_LINES:,} lines on stdout that are not JSON-RPC" in message
    assert "'not json-rpc at all'" in message


def test_bytes_that_are_not_utf8_are_named(tmp_path: Path) -> None:
    message = failure(tmp_path, "not_utf8")
    assert "sent bytes on stdout that are not UTF-8" in message


# --- the hostile-input corpus (dev split), written by a helper who did not see this code ----

sys.path.insert(0, str(ATTACKS))
import generators  # noqa: E402

_CASES = [
    json.loads(line)
    for line in (ATTACKS / "hostile_inputs.jsonl").read_text(encoding="utf-8").splitlines()
]
_BOUND_MODES = {
    "content_length",
    "stdout_garbage_flood",
    "no_newline_flood",
    "stderr_flood",
    "stderr_flood_no_newline",
    "endless_cursor",
    "huge_response",
}
MCP_DEV = [
    c
    for c in _CASES
    if c["class"] == "mcp_server"
    and c["split"] == "dev"
    and c["generator"].get("mode") in _BOUND_MODES
]


def test_the_corpus_has_the_bound_cases() -> None:
    assert len(MCP_DEV) == 7


@pytest.mark.parametrize("case", MCP_DEV, ids=[c["id"] for c in MCP_DEV])
def test_hostile_mcp_dev_case(case: dict[str, Any], tmp_path: Path) -> None:
    info = generators.build(case["generator"], str(tmp_path / case["filename"]))
    allowed = {case["expect"], case.get("also_acceptable", case["expect"])}
    try:
        result = load_from_server_sync(info["argv"], timeout=case["budget"]["seconds"])
        outcome = "ok"
        assert len(result.deck) >= 1
    except SourceError as exc:
        outcome = "clear_error"
        message = str(exc)
        assert "did not list its tools within" not in message, message[:300]
        assert "Traceback" not in message
    assert outcome in allowed
    for pid_file in info.get("pid_files", []):
        if os.path.exists(pid_file):
            pid = int(Path(pid_file).read_text().strip())
            with pytest.raises(ProcessLookupError):
                os.kill(pid, 0)


def test_a_flood_of_log_notifications_is_drained_and_the_listing_finishes(
    tmp_path: Path,
) -> None:
    # hostile case: 100,000 notifications/message before the answer; the SDK session spent
    # a task on each and outlasted the 30 s timeout (a generous ceiling here, not a speed
    # assertion): they are now dropped before the session sees them
    result = load_from_server_sync(command(tmp_path, "notify_100000"), timeout=120)
    assert result.deck.names == ("t1",)


def test_notifications_past_the_limit_end_the_listing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(_mcp_stream, "MAX_NOTIFICATIONS", 10)
    message = failure(tmp_path, "notify_50")
    assert "sent more than 10 notifications without answering" in message
    assert "MAX_NOTIFICATIONS" in message
    assert load_from_server_sync(command(tmp_path, "notify_10"), timeout=60).deck.names == ("t1",)


def test_an_integer_past_pythons_digit_limit_is_refused_at_once(tmp_path: Path) -> None:
    # hostile case mcp_server-29: the SDK cannot read the line either, counted it as junk
    # and the listing waited out its whole timeout (35 s); now refused when it arrives
    message = failure(tmp_path, "huge_int", timeout=120)
    assert "integer longer than 4,300 digits" in message


def test_a_banner_on_stdout_is_skipped_with_a_warning_naming_it(tmp_path: Path) -> None:
    # hostile case mcp_server-07 (a banner line before the first message): the SDK skips the
    # line; the listing now says so in its warnings instead of dropping it silently
    case = next(c for c in _CASES if c["id"] == "hostile-mcp_server-07")
    info = generators.build(case["generator"], str(tmp_path / case["filename"]))
    result = load_from_server_sync(info["argv"], timeout=60)
    assert len(result.deck) == 3
    [warning] = [w for w in result.warnings if w.field == "server"]
    assert "1 line on stdout that is not JSON-RPC" in warning.message
    assert "Server starting... ready!" in warning.message


def test_a_clean_server_gets_no_stdout_warning(tmp_path: Path) -> None:
    result = load_from_server_sync(command(tmp_path, "notify_10"), timeout=60)
    assert not [w for w in result.warnings if w.field == "server"]
