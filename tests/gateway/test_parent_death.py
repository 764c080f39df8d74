"""A SIGKILLed gateway takes its stdio upstreams with it on Linux (trial35b LOW-1).

SIGKILL cannot be handled, so the gateway's own stop (SIGTERM to the upstreams' process
groups) never runs; an upstream that does not read its stdin (stuck on CPU, or, here, one
that sleeps without reading) was left running with parent 1. Each stdio server is now
started through a launcher that sets ``PR_SET_PDEATHSIG`` (SIGKILL) before it execs the
server: the kernel ends it when the gateway dies. The real CLI in a subprocess."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="PR_SET_PDEATHSIG is Linux-only"
)

SRC = str(Path(__file__).parents[2] / "src")
TOOLDECK = [sys.executable, "-c", "from tooldeck.cli import main; main()"]


def _pids_with(text: str) -> list[int]:
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            cmdline = Path(f"/proc/{entry}/cmdline").read_bytes().replace(b"\0", b" ")
            stat = Path(f"/proc/{entry}/stat").read_text()
        except OSError:
            continue
        if text.encode() in cmdline and stat.rsplit(")", 1)[1].split()[0] != "Z":
            found.append(int(entry))
    return found


def _parent(pid: int) -> int:
    return int(Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[1])


def test_a_sigkilled_gateway_leaves_no_stdio_upstream_running(tmp_path: Path) -> None:
    marker = f"fix36-orphan-{os.getpid()}"
    script = tmp_path / "deaf.py"
    script.write_text("import time\nwhile True:\n    time.sleep(1)\n")  # never reads stdin
    cfg = tmp_path / "deaf.json"
    deaf = {"command": sys.executable, "args": [str(script), marker]}
    cfg.write_text(json.dumps({"mcpServers": {"deaf": deaf}}))
    env = {**os.environ, "PYTHONPATH": SRC + os.pathsep + os.environ.get("PYTHONPATH", "")}
    gateway = subprocess.Popen(
        [*TOOLDECK, "gateway", str(cfg), "--start-timeout", "60"],
        stdin=subprocess.PIPE,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        env=env,
    )
    upstream: list[int] = []
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            upstream = [p for p in _pids_with(marker) if _parent(p) == gateway.pid]
            if upstream and Path(f"/proc/{upstream[0]}/cmdline").read_bytes().startswith(
                sys.executable.encode()
            ):
                break
            time.sleep(0.1)
        assert upstream, "the upstream did not start"
        time.sleep(0.5)  # past the launcher's exec
        gateway.kill()  # SIGKILL: no handler of the gateway runs
        gateway.wait(timeout=10)
        deadline = time.monotonic() + 5
        while _pids_with(marker) and time.monotonic() < deadline:
            time.sleep(0.1)
        left = _pids_with(marker)
    finally:
        if gateway.poll() is None:  # pragma: no cover - only when the test fails
            gateway.kill()
        for pid in _pids_with(marker):
            os.kill(pid, signal.SIGKILL)
    assert gateway.returncode == -signal.SIGKILL
    assert left == [], "the upstream outlived the SIGKILLed gateway"
