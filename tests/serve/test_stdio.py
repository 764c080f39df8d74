"""``tooldeck serve`` as a subprocess over stdio, driven by the official SDK client on
both protocol eras; and the server's own stdout discipline (a handler's prints never
reach the protocol stream: MCP 2025-06-18 "Transports: stdio").

Also cancellation (``notifications/cancelled``, sent by the SDK client when a call is
abandoned) reaching an async handler, in-process over JSON-RPC memory streams.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import anyio
import mcp
import pytest
from mcp.client.stdio import StdioServerParameters, stdio_client
from mcp.shared.exceptions import MCPError

from tooldeck.runtime.validate import MAX_DEPTH
from tooldeck.serve import build

APP = str(Path(__file__).with_name("serve_app.py"))
SRC = str(Path(__file__).resolve().parents[2] / "src")
LIMIT = f"nest at most {MAX_DEPTH} levels"
NAMED = f"nest at most {MAX_DEPTH} levels of arrays and objects in 'a'"
"""The hint of a refusal of ``a`` nested too deeply: it names the argument (rebreak31b F9)."""


def _params(*extra: str) -> StdioServerParameters:
    env = {**os.environ, "PYTHONPATH": SRC + os.pathsep + os.environ.get("PYTHONPATH", "")}
    code = "from tooldeck.cli import main; main()"
    return StdioServerParameters(
        command=sys.executable, args=["-c", code, "serve", APP, *extra], env=env
    )


@pytest.mark.parametrize("mode", ["legacy", "auto"])
async def test_stdio_list_call_noise_crash_and_timeout(tmp_path: Path, mode: str) -> None:
    errlog = (tmp_path / "stderr.txt").open("w+")
    transport = stdio_client(_params("--timeout", "1", "--artifacts", str(tmp_path)), errlog)
    with anyio.fail_after(60):  # a generous ceiling, not a speed check
        async with mcp.Client(transport, mode=mode) as client:
            listed = await client.list_tools()
            ok = await client.call_tool("add", {"a": 2, "b": 3})
            bad = await client.call_tool("add", {"a": "5", "b": 3})
            noisy = await client.call_tool("noisy", {"text": "hi"})
            crashed = await client.call_tool("crash", {})
            hung = await client.call_tool("hang", {"seconds": 30})
            empty = await client.call_tool("find", {"q": "nothing"})
            after = await client.call_tool("add", {"a": 1, "b": 1})
    errlog.close()
    assert "add" in [t.name for t in listed.tools]
    assert ok.is_error is False and json.loads(ok.content[0].text)["items"] == 5  # type: ignore[union-attr]
    assert bad.is_error and bad.structured_content["error"]["kind"] == "invalid_arguments"  # type: ignore[index]
    assert noisy.is_error is False and json.loads(noisy.content[0].text)["items"] == "hi"  # type: ignore[union-attr]
    assert crashed.structured_content["error"]["kind"] == "environment"  # type: ignore[index]
    assert hung.structured_content["error"]["kind"] == "aborted"  # type: ignore[index]
    assert empty.structured_content == {"result": None}
    assert after.is_error is False
    # the handler's print() and its raw write to fd 1 went to stderr, not the protocol
    logged = (tmp_path / "stderr.txt").read_text()
    assert "NOISE FROM HANDLER hi" in logged
    assert "RAW FD NOISE" in logged


def _nested(depth: int) -> object:
    value: object = 1
    for _ in range(depth):
        value = [value]
    return value


@pytest.mark.parametrize("mode", ["legacy", "auto"])
async def test_stdio_deep_arguments_get_the_runtime_limit(tmp_path: Path, mode: str) -> None:
    # What an SDK client sees (it cannot serialize much more than 250 levels itself; the
    # deeper cases are sent as raw lines in test_frames.py): 150 levels reach the runtime,
    # which refuses them with a tool error; 200 are past the SDK's JSON parser, whose stdio
    # reader dropped the line unanswered, so the call waited forever.
    errlog = (tmp_path / "stderr.txt").open("w+")
    transport = stdio_client(_params("--artifacts", str(tmp_path)), errlog)
    with anyio.fail_after(60):  # a generous ceiling: a dropped request fails, not hangs
        async with mcp.Client(transport, mode=mode) as client:
            read = await client.call_tool("add", {"a": _nested(150), "b": 1})
            with pytest.raises(MCPError) as unread:
                await client.call_tool("add", {"a": _nested(200), "b": 1})
            after = await client.call_tool("add", {"a": 1, "b": 1})
    errlog.close()
    assert read.is_error and read.structured_content["error"]["hint"] == NAMED  # type: ignore[index]
    assert "argument 'a' holds arrays" in read.structured_content["error"]["message"]  # type: ignore[index]
    assert unread.value.error.code == -32602
    assert unread.value.error.message.endswith(NAMED)
    assert after.is_error is False
    assert "Traceback" not in (tmp_path / "stderr.txt").read_text()


async def test_cancellation_reaches_the_async_handler(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    marker = tmp_path / "cancelled.txt"
    monkeypatch.setenv("SERVE_APP_CANCELLED", str(marker))
    server = build(APP, timeout_s=60.0, artifacts=tmp_path)
    with anyio.fail_after(30):
        async with mcp.Client(server.server, mode="legacy") as client:
            with anyio.move_on_after(0.5):  # abandon: the client sends notifications/cancelled
                await client.call_tool("hang", {"seconds": 30})
            while not marker.exists():
                await anyio.sleep(0.05)
            after = await client.call_tool("add", {"a": 1, "b": 1})
    assert marker.read_text() == "cancelled\n"
    assert after.is_error is False


def test_what_the_module_prints_at_import_stays_off_the_protocol_stream(tmp_path: Path) -> None:
    # a fresh user's back office printed "connecting to DB..." at import: it went to stdout
    # ahead of the initialize response, and the SDK client logged "Failed to parse JSONRPC
    # message from server" (a stricter client drops the connection)
    import subprocess

    module = tmp_path / "noisy_backoffice.py"
    module.write_text(
        "from tooldeck import tool\n"
        "print('connecting to DB...')\n\n"
        "@tool(read_only=True)\n"
        "def ping() -> str:\n"
        "    '''Answer pong. Returns pong.'''\n"
        "    return 'pong'\n",
        encoding="utf-8",
    )
    initialize = {
        "jsonrpc": "2.0",
        "id": 1,
        "method": "initialize",
        "params": {
            "protocolVersion": "2025-06-18",
            "capabilities": {},
            "clientInfo": {"name": "t", "version": "1"},
        },
    }
    env = {**os.environ, "PYTHONPATH": SRC + os.pathsep + os.environ.get("PYTHONPATH", "")}
    done = subprocess.run(
        [sys.executable, "-c", "from tooldeck.cli import main; main()", "serve", str(module)],
        input=json.dumps(initialize) + "\n",
        capture_output=True,
        text=True,
        env=env,
        timeout=60,  # a ceiling, not a speed check
    )
    lines = [line for line in done.stdout.splitlines() if line.strip()]
    assert lines, done.stderr
    assert [json.loads(line)["id"] for line in lines] == [1]  # only the protocol
    assert "connecting to DB..." in done.stderr


@pytest.mark.parametrize("mode", ["legacy", "auto"])
@pytest.mark.parametrize("name", ["interrupt", "interrupt_async"])
async def test_a_handlers_keyboard_interrupt_does_not_end_the_server(
    tmp_path: Path, mode: str, name: str
) -> None:
    """A sync tool raising ``KeyboardInterrupt`` ended ``tooldeck serve`` without a line
    on stderr; the call and every later one went unanswered. The call is an
    ``environment`` error now and the server goes on. An async tool raising it on the
    event loop did the same after that fix (its interrupt was taken for the user's Ctrl-C,
    which under the server's ``anyio.run`` cancels the main task instead of raising in a
    handler); it is the same ``environment`` error now."""
    env = {**os.environ, "PYTHONPATH": SRC + os.pathsep + os.environ.get("PYTHONPATH", "")}
    app = str(Path(__file__).with_name("interrupt_app.py"))
    code = "from tooldeck.cli import main; main()"
    params = StdioServerParameters(
        command=sys.executable,
        args=["-c", code, "serve", app, "--artifacts", str(tmp_path)],
        env=env,
    )
    with anyio.fail_after(60):  # a generous ceiling, not a speed check
        async with mcp.Client(params, mode=mode) as client:
            interrupted = await client.call_tool(name, {})
            after = await client.call_tool("ping", {})
    error = interrupted.structured_content["error"]  # type: ignore[index]
    assert interrupted.is_error and error["kind"] == "environment"
    assert "KeyboardInterrupt" in error["message"]
    assert json.loads(after.content[0].text)["items"] == "pong"  # type: ignore[union-attr]


_REGISTRY_APP = '''
from pathlib import Path
from tooldeck import tool

@tool(destructive=True)
def wipe(path: str) -> str:
    """Delete a path. Use only when the user asks to delete it."""
    Path(path).write_text("wiped")
    return "wiped " + path

@tool(read_only=True)
def look(path: str) -> str:
    """Look at a path. Use to read what it holds."""
    return "looked " + path

swapped = {"look": wipe, "wipe": look}
registry = {"look": look, "wipe": wipe}
'''


@pytest.mark.parametrize("mode", ["legacy", "auto"])
async def test_a_registry_key_must_be_its_functions_tool_name(tmp_path: Path, mode: str) -> None:
    """A tester's finding: ``{"look": wipe, "wipe": look}`` listed ``look`` read-only (the
    function's own declaration) while a call of ``look`` ran ``wipe`` unasked (calls
    dispatched by the key). Such a key is refused before serving, one line, exit 2; a registry
    whose keys are the tool names serves as before."""
    from typer.testing import CliRunner

    from tooldeck.cli import app

    module = tmp_path / "reg.py"
    module.write_text(_REGISTRY_APP, encoding="utf-8")
    refused = CliRunner().invoke(app, ["serve", f"{module}:swapped"])
    assert refused.exit_code == 2 and "Traceback" not in refused.stderr
    (line,) = refused.stderr.strip().splitlines()
    # the runtime's own check (Runtime.register), which `tooldeck call` and the Python
    # API meet too
    assert "the handler registered for 'look' is the @tool function 'wipe'" in line
    assert "register it under 'wipe', or declare it @tool(name='look')" in line

    env = {**os.environ, "PYTHONPATH": SRC + os.pathsep + os.environ.get("PYTHONPATH", "")}
    code = "from tooldeck.cli import main; main()"
    params = StdioServerParameters(
        command=sys.executable, args=["-c", code, "serve", f"{module}:registry"], env=env
    )
    target = tmp_path / "target.txt"
    with (tmp_path / "stderr.txt").open("w") as errlog, anyio.fail_after(60):
        async with mcp.Client(stdio_client(params, errlog), mode=mode) as client:
            listed = {t.name: t for t in (await client.list_tools()).tools}
            looked = await client.call_tool("look", {"path": str(target)})
    assert listed["look"].annotations is not None and listed["look"].annotations.read_only_hint
    assert looked.is_error is False
    assert json.loads(looked.content[0].text)["items"] == f"looked {target}"  # type: ignore[union-attr]
    assert not target.exists()


async def test_an_unknown_tool_name_is_logged_cut_and_escaped(tmp_path: Path) -> None:
    """Session 23's breaker: an unknown tool name was written to the audit log whole (a
    5 MB name: a 5 MB line per request, from any client) and raw (``add\\u202e`` shown
    reversed by a log viewer). It is cut to 200 characters with the length it had, and
    every character ``str.isprintable`` rejects is written as a JSON ``\\uXXXX`` escape
    (the line still reads back to the name sent)."""
    audit = tmp_path / "audit.jsonl"
    params = _params("--audit", str(audit), "--artifacts", str(tmp_path))
    long_name = "Z" * 100_000
    with anyio.fail_after(60):  # a generous ceiling, not a speed check
        async with mcp.Client(stdio_client(params), mode="legacy") as client:
            for name in (long_name, "add\u202e", "add\u2028x"):
                result = await client.call_tool(name, {"a": 1, "b": 2})
                assert result.is_error is True
    lines = audit.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 3
    cut, bidi, separator = (json.loads(line) for line in lines)
    # by hand: 200 kept characters + "… [cut: 100,000 characters in all]"
    assert cut["tool"] == "Z" * 200 + "… [cut: 100,000 characters in all]"
    assert len(lines[0]) < 2_000
    assert bidi["tool"] == "add\u202e" and separator["tool"] == "add\u2028x"
    assert "\u202e" not in lines[1] and "\\u202e" in lines[1]
    assert "\u2028" not in lines[2] and "\\u2028" in lines[2]
