"""The live MCP client (tooldeck.formats.mcp_client): a real stdio server, paged, and
servers that misbehave.

The paging tests start ``tests/mcp_servers/paged_server.py``, a server built on the ``mcp``
SDK's low-level API that serves seven tools two per page, so the client must follow
``nextCursor`` three times. The value checks use a few lines of Python writing raw
JSON-RPC lines (the SDK's own server would never send NaN or a repeated key), so each test
controls the exact bytes sent. No mocks, no network.
"""

from __future__ import annotations

import json
import logging
import os
import shlex
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from tooldeck.errors import SourceError
from tooldeck.formats.mcp import FORMAT
from tooldeck.formats.mcp_client import (
    SHUTDOWN_GRACE,
    TIMEOUT_ENV,
    load_from_server,
    load_from_server_sync,
)
from tooldeck.tool import Group, ToolAnnotations, ToolExample

TESTS = Path(__file__).resolve().parents[1]
SERVER = TESTS / "mcp_servers" / "paged_server.py"


def server_tools() -> dict[str, Any]:
    """The server's tools/list data as one JSON document (``--dump``), for comparison."""
    out = subprocess.run(
        [sys.executable, str(SERVER), "--dump"], capture_output=True, text=True, check=True
    )
    data: dict[str, Any] = json.loads(out.stdout)
    return data


def warning_map(result: Any) -> dict[str, tuple[str, ...]]:
    return {w.field: w.tools for w in result.warnings}


# --- what a server sends gets the checks a file gets ---------------------------------------

RAW_SERVER = r"""
import json, sys
LINE = sys.argv[1]
for line in sys.stdin:
    msg = json.loads(line)
    method, ident = msg.get("method"), msg.get("id")
    if method == "initialize":
        result = {"protocolVersion": msg["params"]["protocolVersion"],
                  "capabilities": {"tools": {}}, "serverInfo": {"name": "raw", "version": "1"}}
        sys.stdout.write(json.dumps({"jsonrpc": "2.0", "id": ident, "result": result}) + "\n")
    elif method == "tools/list":
        sys.stdout.write('{"jsonrpc":"2.0","id":%d,"result":%s}\n' % (ident, LINE))
    elif ident is not None:
        sys.stdout.write(json.dumps({"jsonrpc": "2.0", "id": ident, "result": {}}) + "\n")
    sys.stdout.flush()
"""


def serve(tmp_path: Path, result: str) -> list[str]:
    script = tmp_path / "raw_server.py"
    script.write_text(RAW_SERVER, encoding="utf-8")
    return [sys.executable, str(script), result]


def refused(tmp_path: Path, result: str) -> str:
    command = serve(tmp_path, result)
    start = time.monotonic()
    with pytest.raises(SourceError) as info:
        load_from_server_sync(command, timeout=20)
    # Refused at once, not after the timeout ran out.
    assert time.monotonic() - start < 15
    message = str(info.value)
    assert message.startswith("MCP server `")
    assert "\n" not in message.split("; it")[0]
    assert "pydantic" not in message and "Traceback" not in message
    return message


def test_nan_in_a_schema_is_refused_naming_the_tool_and_pointer(tmp_path: Path) -> None:
    message = refused(
        tmp_path,
        '{"tools":[{"name":"a","inputSchema":{"type":"object",'
        '"properties":{"x":{"type":"number","default":NaN}}}}]}',
    )
    assert "tools[0] ('a')" in message
    assert "/inputSchema/properties/x/default: nan is not a JSON number" in message


def test_infinity_is_refused(tmp_path: Path) -> None:
    message = refused(
        tmp_path, '{"tools":[{"name":"a","inputSchema":{"type":"object","maximum":Infinity}}]}'
    )
    assert "/inputSchema/maximum" in message


def test_a_repeated_key_is_refused_not_last_wins(tmp_path: Path) -> None:
    message = refused(
        tmp_path, '{"tools":[{"name":"a","name":"b","inputSchema":{"type":"object"}}]}'
    )
    assert "tools[0]" in message
    assert "the key 'name' appears twice in one object" in message


def test_a_lone_surrogate_is_refused_quickly(tmp_path: Path) -> None:
    message = refused(
        tmp_path,
        '{"tools":[{"name":"a","description":"bad \\ud800 x","inputSchema":{"type":"object"}}]}',
    )
    assert "tools[0] ('a')" in message and "lone surrogate \\ud800" in message


def test_nesting_deeper_than_files_allow_is_refused_quickly(tmp_path: Path) -> None:
    depth = 300
    schema = '{"type":"array","items":' * depth + '{"type":"string"}' + "}" * depth
    message = refused(
        tmp_path,
        '{"tools":[{"name":"a","inputSchema":{"type":"object","properties":{"x":'
        + schema
        + "}}}]}",
    )
    assert "tools[0] ('a')" in message and "nested too deeply" in message


def test_invalid_mcp_is_one_line_with_the_field_path(tmp_path: Path) -> None:
    message = refused(tmp_path, '{"tools":[{"name":"a","inputSchema":{"type":"array"}}]}')
    assert "sent a reply that is not valid MCP: at tools.0.inputSchema.type:" in message
    assert "errors.pydantic.dev" not in message


def test_a_json_rpc_line_the_sdk_rejects_fails_fast(tmp_path: Path) -> None:
    script = 'print(\'{"jsonrpc":"2.0"}\', flush=True); import time; time.sleep(30)'
    command = [sys.executable, "-c", script]
    start = time.monotonic()
    with pytest.raises(SourceError) as info:
        load_from_server_sync(command, timeout=20)
    assert time.monotonic() - start < 15
    message = str(info.value)
    assert 'sent a JSON-RPC message the MCP SDK cannot read: \'{"jsonrpc":"2.0"}\' (at ' in message
    assert "For further information" not in message


def test_a_clean_server_still_loads(tmp_path: Path) -> None:
    result = load_from_server_sync(
        serve(
            tmp_path, '{"tools":[{"name":"a","description":"d","inputSchema":{"type":"object"}}]}'
        ),
        timeout=20,
    )
    assert [t.name for t in result.deck] == ["a"]


# --- live server over stdio ----------------------------------------------------------------


async def test_live_server_lists_every_page_in_order(tmp_path: Path) -> None:
    log = tmp_path / "pages.jsonl"
    result = await load_from_server(
        [sys.executable, str(SERVER)], env={"PAGED_SERVER_LOG": str(log)}
    )
    deck = result.deck
    assert result.format == "mcp"
    assert [t.name for t in deck] == [
        "get_weather",
        "get_forecast",
        "create_issue",
        "delete_issue",
        "search_docs",
        "ping",
        "echo",
    ]
    # Four tools/list requests: the first without a cursor, then each nextCursor in turn.
    cursors = [json.loads(line)["cursor"] for line in log.read_text().splitlines()]
    assert cursors == [None, "2", "4", "6"]

    weather = deck["get_weather"]
    assert weather.title == "Get weather"
    assert weather.annotations == ToolAnnotations(read_only_hint=True, open_world_hint=True)
    assert weather.output_schema is not None
    assert weather.output_schema["required"] == ["temperature"]
    assert weather.required == ("city",)
    assert weather.group == "weather"
    assert weather.examples == (
        ToolExample(arguments={"city": "Oslo"}, description="metric by default"),
    )
    assert weather.meta == {"example.com/owner": "team-weather"}
    assert weather.source is not None
    assert weather.source.startswith("mcp:") and weather.source.endswith("#tools[0]")

    # annotations.title becomes the title of a tool without a top-level one
    assert deck["get_forecast"].title == "Forecast"
    assert deck["delete_issue"].annotations.destructive
    assert deck["create_issue"].annotations == ToolAnnotations(False, False, False, True)
    assert deck["search_docs"].input_schema["additionalProperties"] is False
    assert deck["ping"].description == ""
    assert deck["echo"].meta == {"example.com/stable": False}
    assert deck.groups == (
        Group("weather", "weather, forecast, temperature"),
        Group("tracker", "issues, tickets, bugs"),
    )
    # The live path keeps the raw JSON, so fields the SDK's models do not type are still
    # seen (and reported), not silently dropped.
    assert warning_map(result) == {"icons": ("echo",), "annotations.title": ("get_forecast",)}

    # Same deck as loading the server's tools from a file.
    assert deck == FORMAT.load(server_tools(), source="dump.json").deck


def test_live_server_sync_with_a_command_line(tmp_path: Path) -> None:
    command = shlex.join([sys.executable, str(SERVER)])
    result = load_from_server_sync(command, cwd=tmp_path, timeout=30)
    assert len(result.deck) == 7
    assert result.deck[6].source == f"mcp:{command}#tools[6]"


def test_server_that_crashes_on_start() -> None:
    command = [sys.executable, str(SERVER), "--crash"]
    with pytest.raises(SourceError) as info:
        load_from_server_sync(command, timeout=30)
    message = str(info.value)
    assert shlex.join(command) in message
    assert "closed the connection" in message
    assert "cannot open database 'tools.db'" in message  # the server's stderr tail


def test_server_that_answers_tools_list_with_an_error() -> None:
    with pytest.raises(SourceError, match=r"MCP error .*tool registry unavailable"):
        load_from_server_sync([sys.executable, str(SERVER), "--error"], timeout=30)


def test_server_whose_cursor_loops() -> None:
    with pytest.raises(SourceError, match=r"sent the cursor '0' twice .*pagination loops"):
        load_from_server_sync([sys.executable, str(SERVER), "--loop"], timeout=30)


def test_server_that_never_answers_times_out() -> None:
    with pytest.raises(SourceError, match=r"did not list its tools within 1 s"):
        load_from_server_sync([sys.executable, str(SERVER), "--hang"], timeout=1)


def test_command_that_does_not_exist() -> None:
    with pytest.raises(SourceError, match="could not be started: command not found"):
        load_from_server_sync("tooldeck-no-such-server --flag", timeout=10)


def test_a_command_in_tooldecks_own_environment_but_not_on_path_is_named_by_its_path(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A fresh user's finding: a server command written as a bare name (``tooldeck``,
    ``mcp-server-time``) that lives in the virtual environment tooldeck runs from, whose
    ``bin`` is not on ``PATH`` (``/path/.venv/bin/tooldeck`` run by a client, or
    ``python -m tooldeck``), failed with "command not found" alone. The error now names the
    absolute path to write. Here the name is the running Python's own (always in that
    folder) and ``PATH`` an empty folder; a name found nowhere gets no such advice."""
    folder = tmp_path / "empty"
    folder.mkdir()
    monkeypatch.setenv("PATH", str(folder))
    name = os.path.basename(sys.executable)
    with pytest.raises(SourceError) as caught:
        load_from_server_sync(f"{name} -c pass", timeout=10)
    message = " ".join(str(caught.value).split())
    assert "could not be started: command not found" in message
    assert f"`{name}` is not on the PATH the server was started with" in message
    assert f"write its absolute path, {sys.executable}, as the server's command" in message
    with pytest.raises(SourceError) as nowhere:
        load_from_server_sync("tooldeck-no-such-server", timeout=10)
    assert "absolute path" not in str(nowhere.value)


@pytest.mark.parametrize("command", ["", "   ", []])
def test_empty_command(command: Any) -> None:
    with pytest.raises(SourceError, match="command is empty"):
        load_from_server_sync(command)


# --- misbehaving servers: stdout that is not JSON-RPC, echoes, timeouts -----------------------

PY = sys.executable
# Like `cat`: every line it reads comes straight back (flushed at once).
ECHO = "import sys\nfor line in sys.stdin:\n    sys.stdout.write(line)\n    sys.stdout.flush()"
SILENT = "import sys; sys.stdin.read()"  # starts, never answers, exits when stdin closes

SDK_LOGGERS = ("mcp", "client")


def sdk_records(caplog: pytest.LogCaptureFixture) -> list[logging.LogRecord]:
    """Records of the MCP SDK's loggers that reached a handler (they should not)."""
    return [r for r in caplog.records if r.name.split(".")[0] in SDK_LOGGERS]


@pytest.fixture(autouse=True)
def _no_timeout_env(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(TIMEOUT_ENV, raising=False)


@pytest.mark.parametrize(("script", "quoted"), [("print('hello')", "'hello'")])
def test_stdout_that_is_not_json_rpc_is_quoted_without_a_traceback(
    script: str, quoted: str, capfd: pytest.CaptureFixture[str], caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    command = [PY, "-c", script]
    with pytest.raises(SourceError) as info:
        load_from_server_sync(command, timeout=3)
    message = str(info.value)
    assert message.startswith(f"MCP server `{shlex.join(command)}` wrote on stdout something")
    assert f"that is not a JSON-RPC message: {quoted} (" in message
    assert "closed the connection before listing its tools" in message
    assert message.endswith("; it wrote nothing to stderr")
    assert "Traceback" not in message and "validation error" not in message
    captured = capfd.readouterr()
    assert captured.err == "" and captured.out == ""
    assert sdk_records(caplog) == []
    # The SDK's record is not lost: it is re-logged at DEBUG under tooldeck's logger.
    relogged = [r for r in caplog.records if r.name == "tooldeck.formats.mcp"]
    assert any("Failed to parse JSONRPC message" in r.getMessage() for r in relogged)
    assert all(r.levelno == logging.DEBUG for r in relogged)


def test_stdout_junk_and_stderr_tail_are_both_reported(capfd: pytest.CaptureFixture[str]) -> None:
    script = "import sys; print('x' * 5000); print('more'); sys.exit('config missing: tools.toml')"
    with pytest.raises(SourceError) as info:
        load_from_server_sync([PY, "-c", script], timeout=3)
    message = str(info.value)
    assert f"not a JSON-RPC message: {'x' * 200!r}… (5000 characters) (and 1 more such line)" in (
        message
    )
    assert len(message) < 1000
    assert message.endswith("its stderr ends with:\nconfig missing: tools.toml")
    assert capfd.readouterr().err == ""


def test_stdout_junk_then_silence_times_out_and_says_so(capfd: pytest.CaptureFixture[str]) -> None:
    script = "import sys; print('listening on stdio', flush=True); sys.stdin.read()"
    with pytest.raises(SourceError) as info:
        load_from_server_sync([PY, "-c", script], timeout=1)
    message = str(info.value)
    assert "not a JSON-RPC message: 'listening on stdio'" in message
    assert "and did not list its tools within 1 s" in message
    assert capfd.readouterr().err == ""


def test_a_banner_on_stdout_does_not_stop_a_working_server(
    capfd: pytest.CaptureFixture[str], caplog: pytest.LogCaptureFixture
) -> None:
    script = (
        "import runpy, sys; print('paged server 1.0', flush=True); "
        f"sys.argv = [{str(SERVER)!r}]; runpy.run_path(sys.argv[0], run_name='__main__')"
    )
    result = load_from_server_sync([PY, "-c", script], timeout=10)
    assert len(result.deck) == 7
    assert capfd.readouterr().err == ""
    assert sdk_records(caplog) == []


def test_a_command_that_echoes_our_requests_fails_at_once(
    capfd: pytest.CaptureFixture[str], caplog: pytest.LogCaptureFixture
) -> None:
    start = time.monotonic()
    with pytest.raises(SourceError) as info:
        load_from_server_sync([PY, "-c", ECHO], timeout=3)
    assert time.monotonic() - start < 2.5  # not the timeout
    message = str(info.value)
    assert "sent our own 'initialize' request back instead of answering it" in message
    assert "MCP error" not in message and "Method not found" not in message
    assert capfd.readouterr().err == ""
    assert sdk_records(caplog) == []


def test_cli_prints_one_error_and_no_traceback() -> None:
    env = {**os.environ, "TOOLDECK_MCP_TIMEOUT": "3"}
    command = shlex.join([PY, "-c", "print('hello')"])
    out = subprocess.run(
        [PY, "-c", "from tooldeck.cli import app; app()", "show", f"mcp:{command}"],
        capture_output=True,
        text=True,
        env=env,
        timeout=30,
    )
    assert out.returncode == 2
    assert "Traceback" not in out.stderr and "pydantic" not in out.stderr
    assert out.stderr.count("error:") == 1
    assert "not a JSON-RPC message: 'hello'" in out.stderr


def test_timeout_comes_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(TIMEOUT_ENV, "0.5")
    start = time.monotonic()
    with pytest.raises(SourceError) as info:
        load_from_server_sync([PY, "-c", SILENT])
    assert time.monotonic() - start < 5
    message = str(info.value)
    assert "did not list its tools within 0.5 s (set TOOLDECK_MCP_TIMEOUT=60 to wait longer" in (
        message
    )


HANGS = "import signal, time\nsignal.signal(signal.SIGTERM, signal.SIG_IGN)\ntime.sleep(600)"
"""A server that never answers, never reads its stdin (so never sees it close) and ignores
SIGTERM: only SIGKILL stops it."""


def test_a_hanging_server_is_stopped_within_the_shutdown_grace() -> None:
    """TOOLDECK_MCP_TIMEOUT=3 took 6.2 s, then 9.5 s under load (issue 19): after the timeout
    the MCP SDK's stdio client waited 2 s for the server to exit on its closed stdin, then
    2 s after SIGTERM (mcp.client.stdio PROCESS_TERMINATION_TIMEOUT, FORCE_KILL_TIMEOUT).
    Now tooldeck signals the server's process group itself within SHUTDOWN_GRACE (1 s) of
    the deadline, and the error says so. No timing assertion: the signals sent are the
    behaviour (a server that ignores SIGTERM needs SIGKILL); the time is measured in the
    session's report."""
    with pytest.raises(SourceError) as info:
        load_from_server_sync([PY, "-c", HANGS], timeout=0.5)
    message = str(info.value)
    assert "did not list its tools within 0.5 s (pass a larger timeout" in message
    assert "tooldeck sent it SIGTERM then SIGKILL" in message
    assert f"within the {SHUTDOWN_GRACE:g} s shutdown grace" in message
    assert "waits 2 s before SIGTERM" not in message


def test_explicit_timeout_wins_over_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(TIMEOUT_ENV, "not a number")  # not even read
    with pytest.raises(SourceError) as info:
        load_from_server_sync([PY, "-c", SILENT], timeout=0.5)
    message = str(info.value)
    assert "within 0.5 s (pass a larger timeout, e.g. timeout=60" in message
    assert TIMEOUT_ENV not in message


@pytest.mark.parametrize("value", ["abc", "0", "-5", "nan", "inf", "30s"])
def test_invalid_timeout_variable(monkeypatch: pytest.MonkeyPatch, value: str) -> None:
    monkeypatch.setenv(TIMEOUT_ENV, value)
    with pytest.raises(SourceError) as info:
        load_from_server_sync([PY, "-c", "raise SystemExit('never started')"])
    message = str(info.value)
    assert message.startswith(f"{TIMEOUT_ENV} must be a positive number of seconds")
    assert repr(value) in message and "never started" not in message


def test_empty_timeout_variable_means_the_default(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(TIMEOUT_ENV, " ")
    result = load_from_server_sync([PY, str(SERVER)])
    assert len(result.deck) == 7


def test_a_relative_command_says_it_is_looked_up_from_the_servers_folder(
    tmp_path: Path,
) -> None:
    """Session 40 (trial40 B6): a config's ``command: v_pdf/bin/pdf-tools-mcp`` with ``cwd:
    docs`` failed "command not found" although the file was beside the config: a relative
    command is looked up from the folder the server starts in. The error now says so; an
    absolute path or a bare name gets no such advice."""
    with pytest.raises(SourceError) as caught:
        load_from_server_sync("no_such_dir/bin/server --flag", cwd=tmp_path, timeout=10)
    message = " ".join(str(caught.value).split())
    assert "`no_such_dir/bin/server` is a relative path, looked up from the folder" in message
    with pytest.raises(SourceError) as caught:
        load_from_server_sync(f"{tmp_path}/bin/server", timeout=10)
    assert "is a relative path" not in str(caught.value)
