"""An upstream stuck on CPU (trial35 H2), with a real stdio MCP server of our own
(tests/gateway/spin_app.py: ``spin`` holds the GIL in a worker thread, so the server reads
nothing, as ``mcp-server-calculator`` on ``9**9**9**9``; ``busy`` spins in pure Python and
stays responsive) behind the gateway. No network beyond loopback.

Before the fix: every later call timed out behind the stuck one (it was never restarted),
and the process outlived the gateway with parent 1 when the gateway was signalled (the
SDK's client closes the gateway's stdin and sends SIGTERM 2 s later; over HTTP uvicorn
raises the SIGTERM again before the upstreams are closed). Timing: only generous ceilings.
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

import anyio
import mcp
import pytest

from gateway_fixtures import config
from tooldeck.formats.mcp_config import UpstreamSpec
from tooldeck.gateway import Gateway

SPIN = str(Path(__file__).with_name("spin_app.py"))
SRC = str(Path(__file__).parents[2] / "src")
ERAS = ["legacy", "2026-07-28"]


def _spin(tmp_path: Path, **env: str) -> UpstreamSpec:
    return UpstreamSpec(
        "spin",
        "stdio",
        command=sys.executable,
        args=(SPIN,),
        env={
            "SPIN_PID_FILE": str(tmp_path / "pids.txt"),
            "SPIN_STARTED_FILE": str(tmp_path / "started.txt"),
            **env,
        },
    )


def _pids(tmp_path: Path) -> list[int]:
    path = tmp_path / "pids.txt"
    return [int(line) for line in path.read_text().split()] if path.exists() else []


def _running(pid: int) -> bool:
    """True while ``pid`` exists and is not a zombie (Linux /proc)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"


async def _gone(pid: int, within: float = 15.0) -> bool:
    with anyio.move_on_after(within):
        while _running(pid):
            await anyio.sleep(0.05)
    return not _running(pid)


def _error(result: Any) -> dict[str, Any]:
    return result.structured_content["error"]  # type: ignore[no-any-return]


@pytest.mark.parametrize("era", ERAS)
async def test_a_stuck_upstream_is_killed_and_restarted_and_the_next_call_works(
    tmp_path: Path, era: str, caplog: pytest.LogCaptureFixture
) -> None:
    with anyio.fail_after(90):
        async with (
            Gateway(config(_spin(tmp_path)), artifacts=tmp_path, timeout_s=1.0) as gateway,
            mcp.Client(gateway.server, mode=era) as client,
        ):
            first = _pids(tmp_path)
            stuck = await client.call_tool("spin__spin", {})
            upstream = gateway.pool.upstreams["spin"]
            dead = await _gone(first[0])
            while not (upstream.state == "ready" and upstream.restarts >= 1):
                await anyio.sleep(0.05)
            after = await client.call_tool("spin__echo", {"text": "fresh"})
            second = _pids(tmp_path)
    assert stuck.is_error and _error(stuck)["kind"] == "aborted"
    message = _error(stuck)["message"]
    assert "spin__spin did not finish within 1 s" in message
    assert "upstream `spin` did not answer a ping within 2 s" in message
    assert "its process group was sent SIGKILL and the gateway restarts it" in message
    assert dead, f"the stuck upstream {first[0]} still runs"
    assert after.is_error is False and after.content[0].text == "fresh"  # type: ignore[union-attr]
    assert len(first) == 1 and len(second) == 2 and second[1] != first[0]
    logged = [r.getMessage() for r in caplog.records if r.name == "tooldeck.gateway"]
    assert any("did not answer a ping" in line and "restarts it" in line for line in logged)
    assert any("upstream spin is down: did not answer a ping" in line for line in logged)


@pytest.mark.parametrize("era", ERAS)
async def test_a_busy_upstream_that_answers_the_ping_is_not_restarted(
    tmp_path: Path, era: str
) -> None:
    with anyio.fail_after(60):
        async with (
            Gateway(config(_spin(tmp_path)), artifacts=tmp_path, timeout_s=1.0) as gateway,
            mcp.Client(gateway.server, mode=era) as client,
        ):
            busy = await client.call_tool("spin__busy", {})
            after = await client.call_tool("spin__echo", {"text": "same"})
            upstream = gateway.pool.upstreams["spin"]
            restarts, stuck = upstream.restarts, upstream.stuck
    assert busy.is_error and _error(busy)["kind"] == "aborted"
    assert "ping" not in _error(busy)["message"]
    assert after.content[0].text == "same"  # type: ignore[union-attr]
    assert restarts == 0 and stuck is None
    assert len(_pids(tmp_path)) == 1


def _gateway_command(cfg: Path, *flags: str) -> list[str]:
    return [sys.executable, "-c", "from tooldeck.cli import main; main()", "gateway", str(cfg)]


def _env() -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": SRC + os.pathsep + os.environ.get("PYTHONPATH", "")}


def _config_file(tmp_path: Path, **env: str) -> Path:
    spec = _spin(tmp_path, **env)
    cfg = tmp_path / "spin.json"
    server = {"command": spec.command, "args": list(spec.args), "env": dict(spec.env)}
    cfg.write_text(json.dumps({"mcpServers": {"spin": server}}))
    return cfg


async def _until(path: Path, within: float = 30.0) -> None:
    with anyio.fail_after(within):
        while not path.exists() or not path.read_text().strip():
            await anyio.sleep(0.05)


@pytest.mark.parametrize("ignore_term", [False, True], ids=["default", "ignores-sigterm"])
def test_a_signalled_stdio_gateway_leaves_no_stuck_upstream(
    tmp_path: Path, ignore_term: bool
) -> None:
    """What the SDK's stdio client does to the gateway when its user quits: stdin closed,
    then SIGTERM (here at once, while the upstream is stuck in a call)."""
    env = {"SPIN_IGNORE_TERM": "1"} if ignore_term else {}
    cfg = _config_file(tmp_path, **env)
    init = {
        "jsonrpc": "2.0",
        "id": 1,
        "method": "initialize",
        "params": {
            "protocolVersion": "2025-11-25",
            "capabilities": {},
            "clientInfo": {"name": "raw", "version": "1"},
        },
    }
    lines = [
        init,
        {"jsonrpc": "2.0", "method": "notifications/initialized"},
        {"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {"name": "spin__spin"}},
    ]
    gateway = subprocess.Popen(
        [*_gateway_command(cfg), "--timeout", "0"],
        stdin=subprocess.PIPE,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        env=_env(),
    )
    try:
        assert gateway.stdin is not None
        gateway.stdin.write("".join(json.dumps(m) + "\n" for m in lines).encode())
        gateway.stdin.flush()
        anyio.run(_until, tmp_path / "started.txt")
        (pid,) = _pids(tmp_path)
        gateway.stdin.close()
        gateway.send_signal(signal.SIGTERM)
        gateway.wait(timeout=30)
        assert gateway.stderr is not None
        err = gateway.stderr.read()
    finally:
        if gateway.poll() is None:  # pragma: no cover - only when the test fails
            gateway.kill()
    assert gateway.returncode == -signal.SIGTERM, err.decode()
    assert anyio.run(_gone, pid, 5.0), f"the stuck upstream {pid} outlived the gateway"
    said = err.decode()
    assert "got SIGTERM; stopping the upstreams" in said
    assert "upstream spin is down" not in said, said  # the gateway stopped it itself
    if ignore_term:  # it ignored the passed-on SIGTERM: SIGKILL after the grace
        assert "upstream spin did not exit within 1 s of SIGTERM" in said


def test_a_signalled_http_gateway_leaves_no_stuck_upstream(tmp_path: Path) -> None:
    cfg = _config_file(tmp_path)
    gateway = subprocess.Popen(
        [*_gateway_command(cfg), "--timeout", "0", "--http", "127.0.0.1:0"],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        env=_env(),
    )

    async def drive() -> str:
        assert gateway.stderr is not None
        seen = b""
        with anyio.fail_after(60):
            while b"/mcp\n" not in seen:
                chunk = await anyio.to_thread.run_sync(gateway.stderr.readline)
                assert chunk, seen.decode()
                seen += chunk
        url = next(ln for ln in seen.decode().splitlines() if ln.endswith("/mcp"))
        url = url.rsplit(" at ", 1)[1]

        async def call() -> None:
            # The gateway goes away mid-call: the client either raises or is cancelled by the
            # task group below first (which one depends on timing), so its outcome is not
            # asserted; the upstream's end and the gateway's exit status are.
            with contextlib.suppress(Exception):
                async with mcp.Client(url, mode="legacy") as client:
                    await client.call_tool("spin__spin", {})

        async with anyio.create_task_group() as group:
            group.start_soon(call)
            await _until(tmp_path / "started.txt")
            gateway.send_signal(signal.SIGTERM)
            with anyio.fail_after(30):
                while gateway.poll() is None:
                    await anyio.sleep(0.05)
            group.cancel_scope.cancel()
        return seen.decode()

    try:
        anyio.run(drive)
        (pid,) = _pids(tmp_path)
        assert gateway.stderr is not None
        err = gateway.stderr.read()
    finally:
        if gateway.poll() is None:  # pragma: no cover - only when the test fails
            gateway.kill()
    assert gateway.returncode == -signal.SIGTERM, err.decode()
    assert anyio.run(_gone, pid, 5.0), f"the stuck upstream {pid} outlived the gateway"
