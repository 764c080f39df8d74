"""Session 47 (trial47 finding 8): on SIGTERM to the gateway, an upstream whose server
exited at once but left a process behind that ignores SIGTERM got two lines in the wrong
order: the sweep's "a process it started was still running after the upstream stopped …
sent it SIGKILL", then, a second later, "did not exit within 1 s of SIGTERM; the gateway
sent its process group SIGKILL" — the second false (it had exited) and its SIGKILL a repeat:
the killed member, an orphan, lingers as a zombie until PID 1 reaps it (seconds here), and
the group still answers signal 0. The old code gives exactly the trial's two lines here.
Now the group the sweep killed is not signalled or reported again, and an upstream that
exited is never said not to have.

Real components: tests/mcp_servers/listed_server.py (SDK stdio server) started by ``sh``,
which first starts a Python process that ignores SIGTERM, its output sent to /dev/null (so
the server's stdout closes when the server exits); the pool's :meth:`kill_all` as the
signalled gateway calls it, with the gateway's grace (1 s). Whichever of the sweep and
``kill_all`` comes first kills the leftover process, and the test accepts either; what it
checks (one SIGKILL line, never "did not exit") does not depend on timing.
"""

from __future__ import annotations

import json
import logging
import os
import shlex
import sys
from pathlib import Path

import anyio
import pytest

from tooldeck.formats.mcp_config import UpstreamSpec
from tooldeck.gateway import UpstreamPool

ROOT = Path(__file__).resolve().parents[2]
LISTED = ROOT / "tests" / "mcp_servers" / "listed_server.py"
STAYS = "import signal, time; signal.signal(signal.SIGTERM, signal.SIG_IGN); time.sleep(120)"


@pytest.mark.skipif(not hasattr(os, "killpg"), reason="process groups are POSIX")
def test_an_upstream_that_exited_is_not_said_to_have_outlived_sigterm(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    listing = tmp_path / "tools.json"
    listing.write_text(
        json.dumps([{"name": "ping", "description": "Pong.", "inputSchema": {"type": "object"}}]),
        encoding="utf-8",
    )
    py = shlex.quote(sys.executable)
    line = (
        f"{py} -c {shlex.quote(STAYS)} </dev/null >/dev/null 2>&1 & "
        f"echo $! > {shlex.quote(str(tmp_path / 'child.pid'))}; "
        f"exec {py} {shlex.quote(str(LISTED))} {shlex.quote(str(listing))}"
    )
    spec = UpstreamSpec("leaves", "stdio", command="sh", args=("-c", line))
    caplog.set_level(logging.WARNING, logger="tooldeck.gateway")

    async def main() -> list[str]:
        with anyio.fail_after(120):
            async with UpstreamPool([spec], start_timeout_s=60) as pool:
                assert pool.upstreams["leaves"].state == "ready"
                return await pool.kill_all(grace_s=1.0)

    killed = anyio.run(main)
    said = [r.getMessage() for r in caplog.records if "leaves" in r.getMessage()]
    assert not [s for s in said if "did not exit within" in s], said
    assert len([s for s in said if "SIGKILL" in s]) == 1, said  # one kill, said once
    if killed:  # the grace ended before the sweep ran: said as what happened
        assert "exited on SIGTERM, but a process it started" in said[-1], said
    child = int((tmp_path / "child.pid").read_text())
    stat = Path(f"/proc/{child}/stat")
    assert not stat.exists() or stat.read_text().rpartition(")")[2].split()[0] == "Z"
