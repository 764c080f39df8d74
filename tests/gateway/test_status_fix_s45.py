"""Session 45 (fixst45): what trial45b found misleading in ``tooldeck gateway status``.

* M4: the exit code says the health: 0 every upstream ready, 1 one not ready or a tool
  held, 3 no gateway runs (stopped or stale), 2 nothing to read; a URL that does not
  answer names the status file its gateway kept.
* M2: a down upstream's ``since`` is the start of the outage (its first failure), not the
  last failed retry, and the first cause is kept (``first_error`` beside ``last_error``).
* M3: the stderr tail keeps the line naming the cause (Node's ``Error: Cannot find module
  …``), and the text view prints its line breaks as indented lines, not ``\\n``.
* M1: one status file per gateway process; ``gateway status CONFIG`` lists every live
  writer and the newest gone, and deletes the files of writers gone for over a day.

Upstreams: real processes run by the real gateway (a Python script that fails the way Node
does, and ``node`` itself where it is installed); the CLI by typer's runner."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import anyio
import pytest
from typer.testing import CliRunner

from tooldeck.cli import app
from tooldeck.formats._mcp_bounds import StderrTail
from tooldeck.formats.mcp_config import load_gateway_config
from tooldeck.gateway import Gateway
from tooldeck.gateway import upstreams as upstreams_module
from tooldeck.gateway.status import (
    STATUS_KIND,
    config_status_files,
    default_status_file,
    health,
    stamp,
)

# an upstream that fails at start the way Node does on a missing module: the line naming
# the cause, then a stack of 9 lines (the gateway quotes the last 5 lines of stderr)
FAILING = """\
import sys
print("node:internal/modules/cjs/loader:1210", file=sys.stderr)
print("Error: Cannot find module '/srv/app/dist/index.js'", file=sys.stderr)
for i in range(6):
    print(f"    at frame{i} (loader:{i})", file=sys.stderr)
print("  code: 'MODULE_NOT_FOUND',", file=sys.stderr)
print("}", file=sys.stderr)
print("Node.js v20", file=sys.stderr)
sys.exit(1)
"""


def _read(path: Path) -> dict[str, Any]:
    return json.loads(path.read_text(encoding="utf-8"))


def _dead_pid() -> int:
    process = subprocess.Popen([sys.executable, "-c", "pass"])
    process.wait()
    return process.pid


def _document(pid: int, *, state: str = "ready", stopped: bool = False, **up: Any) -> dict:
    return {
        "kind": STATUS_KIND,
        "version": 1,
        "gateway": {
            "pid": pid,
            # now: a live writer writes after it started (a document dated before its
            # writer's start reads as a reused pid since session 46)
            "written_at": stamp(time.time()),
            "stopped_at": "2026-12-07T13:00:00.000Z" if stopped else None,
        },
        "upstreams": [{"name": "w", "state": state, "since": "2026-12-07T12:59:00.000Z", **up}],
    }


# --- M3: the tail keeps the cause -----------------------------------------------------------
def _tail_of(command: list[str]) -> StderrTail:
    tail = StderrTail()
    with subprocess.Popen(command, stderr=tail.writer) as proc:
        tail.writer.close()
        proc.wait()
    tail.close()
    return tail


def test_the_tail_keeps_the_line_naming_the_cause_then_the_last_lines(tmp_path: Path) -> None:
    script = tmp_path / "fail.py"
    script.write_text(FAILING, encoding="utf-8")
    tail = _tail_of([sys.executable, str(script)])
    kept = tail.text(lines=5, chars=500, keep_cause=True)
    lines = kept.split("\n")
    assert lines[0] == "Error: Cannot find module '/srv/app/dist/index.js'"
    assert lines[1] == "…"
    assert lines[2:] == [
        "    at frame4 (loader:4)",
        "    at frame5 (loader:5)",
        "  code: 'MODULE_NOT_FOUND',",
        "}",
        "Node.js v20",
    ]
    # without keep_cause, the last 5 lines only, as before
    assert "Cannot find module" not in tail.text(lines=5, chars=500)


def test_a_tail_without_an_error_line_or_with_its_cause_inside_is_unchanged(
    tmp_path: Path,
) -> None:
    quiet = _tail_of(
        [
            sys.executable,
            "-c",
            "for i in range(9): print(f'step {i}', file=__import__('sys').stderr)",
        ]
    )
    assert quiet.text(lines=5, keep_cause=True) == quiet.text(lines=5)
    # Python's traceback: its last line names the cause already; the Traceback line, earlier
    # in a longer stack, comes first
    deep = _tail_of([sys.executable, "-c", "def f(n):\n return f(n - 1) if n else 1 / 0\nf(5)"])
    kept = deep.text(lines=5, keep_cause=True)
    assert kept.startswith("Traceback (most recent call last):\n…\n")
    assert kept.endswith("ZeroDivisionError: division by zero")
    short = _tail_of([sys.executable, "-c", "import no_such_module_s45"])
    assert short.text(lines=5, keep_cause=True) == short.text(lines=5)


@pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed")
def test_node_s_missing_module_keeps_its_error_line(tmp_path: Path) -> None:
    missing = tmp_path / "dist" / "index.js"
    tail = _tail_of([str(shutil.which("node")), str(missing)])
    kept = tail.text(lines=5, chars=500, keep_cause=True)
    assert kept.startswith(f"Error: Cannot find module '{missing}'\n…\n"), kept
    assert "MODULE_NOT_FOUND" in kept


# --- M2 + M3 through a real gateway ---------------------------------------------------------
async def test_down_since_is_the_outage_start_and_its_first_cause_is_kept(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(upstreams_module, "BACKOFF_BASE_S", 0.05)
    script = tmp_path / "fail.py"
    script.write_text(FAILING, encoding="utf-8")
    config_path = tmp_path / "servers.json"
    entry = {"command": sys.executable, "args": [str(script)]}
    config_path.write_text(json.dumps({"mcpServers": {"app": entry}}), encoding="utf-8")
    status_file = tmp_path / "gw.status.json"
    config = load_gateway_config(config_path)
    async with Gateway(config, artifacts=tmp_path, status_file=status_file):
        with anyio.fail_after(120):
            while True:
                if status_file.exists():
                    document = _read(status_file)
                    (up,) = document["upstreams"]
                    if up["state"] == "down" and up["restarts"] >= 2:
                        break
                await anyio.sleep(0.05)
        # the CLI reads a copy of the document read above: the gateway keeps rewriting its
        # file while it retries (down, then restarting, then down …; BACKOFF_BASE_S 0.05),
        # so the file read again a moment later could hold another state (session 46: 1 in
        # 3 runs showed `restarting since`); the copy names the same live writer (this
        # process), so it reads as running
        seen = tmp_path / "seen.status.json"
        seen.write_text(json.dumps(document), encoding="utf-8")
        shown = await anyio.to_thread.run_sync(
            lambda: CliRunner().invoke(app, ["gateway", "status", str(seen)], terminal_width=400)
        )
    # M2: since = the first failure, the retries after it do not move it
    assert up["since"] == up["first_error_at"], up
    assert up["first_error_at"] < up["last_error_at"], up
    assert "Error: Cannot find module '/srv/app/dist/index.js'" in up["first_error"]
    # M3: the cause line is in the error, then the end of the tail
    assert "Error: Cannot find module '/srv/app/dist/index.js'\n…\n" in up["last_error"]
    assert "\n}\nNode.js v20" in up["last_error"]
    # the text view: real lines, indented, no \n escape; the outage start named
    assert shown.exit_code == 1, shown.output  # running, its upstream down
    out = shown.stdout
    assert f"upstream app: down since {up['since']}" in out, out
    assert "\\n" not in out
    assert "\n      }\n      Node.js v20" in out
    assert f"outage began at {up['first_error_at']}: " in out
    # once stopped, the file says so: exit code 3
    stopped = CliRunner().invoke(app, ["gateway", "status", str(status_file)])
    assert stopped.exit_code == 3, stopped.output


# --- M4: exit codes -------------------------------------------------------------------------
def test_health_codes() -> None:
    me = os.getpid()
    assert health(_document(me), file=True) == 0
    assert health(_document(me, state="down"), file=True) == 1
    assert health(_document(me, state="restarting"), file=True) == 1
    assert health(_document(me, quarantined=[{"tool": "w__x"}]), file=True) == 1
    assert health(_document(me, stopped=True), file=True) == 3
    assert health(_document(_dead_pid()), file=True) == 3
    # a document read from a URL: its gateway answered, so it runs
    assert health(_document(_dead_pid()), file=False) == 0


def test_a_dead_url_names_the_status_file_its_gateway_kept(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TOOLDECK_CACHE", str(tmp_path / "cache"))
    import socket

    with socket.socket() as s:  # a loopback port nobody listens on
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    url = f"http://127.0.0.1:{port}/mcp"
    unknown = CliRunner().invoke(app, ["gateway", "status", url], terminal_width=400)
    assert unknown.exit_code == 2
    assert "`tooldeck gateway status CONFIG`" in " ".join(unknown.output.split())
    kept = default_status_file(tmp_path / "servers.json", pid=_dead_pid())
    kept.parent.mkdir(parents=True)
    document = _document(_dead_pid())
    document["gateway"]["url"] = url
    kept.write_text(json.dumps(document), encoding="utf-8")
    known = CliRunner().invoke(app, ["gateway", "status", url], terminal_width=400)
    assert known.exit_code == 2
    assert str(kept) in " ".join(known.output.split()), known.output


# --- M1: two gateways on one config ---------------------------------------------------------
def test_a_config_lists_every_live_gateway_then_the_newest_gone(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TOOLDECK_CACHE", str(tmp_path / "cache"))
    config = tmp_path / "servers.json"
    config.write_text(json.dumps({"mcpServers": {}}), encoding="utf-8")
    me = os.getpid()
    live = default_status_file(config)  # this process: a live writer, its upstream down
    assert live.name.endswith(f".{me}.status.json")
    live.parent.mkdir(parents=True)
    live.write_text(json.dumps(_document(me, state="down")), encoding="utf-8")
    gone_pid = _dead_pid()
    stopped = default_status_file(config, pid=gone_pid)
    stopped.write_text(json.dumps(_document(gone_pid, stopped=True)), encoding="utf-8")
    old_pid = _dead_pid()
    old = default_status_file(config, pid=old_pid)
    old.write_text(json.dumps(_document(old_pid)), encoding="utf-8")
    two_days = time.time() - 2 * 86_400
    os.utime(old, (two_days, two_days))
    os.utime(live, (two_days, two_days))  # a live writer's file is kept whatever its age
    other = default_status_file(tmp_path / "other.json", pid=me)  # another config's
    other.write_text(json.dumps(_document(me)), encoding="utf-8")
    assert config_status_files(config) == [live, stopped]
    assert not old.exists() and live.exists() and other.exists()
    shown = CliRunner().invoke(app, ["gateway", "status", str(config)], terminal_width=400)
    assert shown.exit_code == 1, shown.output  # the live one's upstream is down
    out = shown.stdout
    assert out.startswith("2 gateways: 1 running, then the newest gone\n")
    assert out.index(f"pid {me} ") < out.index(f"pid {gone_pid} ")
    assert "STOPPED at " in out
    # the live one ready: 0, whatever the gone one says
    live.write_text(json.dumps(_document(me)), encoding="utf-8")
    ready = CliRunner().invoke(app, ["gateway", "status", str(config), "--format", "json"])
    assert ready.exit_code == 0, ready.output
    assert [d["gateway"]["pid"] for d in json.loads(ready.stdout)] == [me, gone_pid]
    # none running: 3
    live.write_text(json.dumps(_document(me, stopped=True)), encoding="utf-8")
    assert CliRunner().invoke(app, ["gateway", "status", str(config)]).exit_code == 3
