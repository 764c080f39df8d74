"""Gateway status, session 46: a pid reused by another process reads as gone (fixst45's
leftover), the status names where the gateway's log goes, and counts calls per upstream
and tool (trial45b L2).

Real components: a real ``Gateway`` over ``upstream_app.py`` (stdio, the SDK's server),
the SDK's ``mcp.Client``; real processes for the pid checks (a ``sleep`` child holds a pid
the document names) and for where stderr goes (a child whose stderr is a file, a pipe,
/dev/null).
"""

from __future__ import annotations

import datetime
import json
import os
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import anyio
import mcp
import pytest
from typer.testing import CliRunner

from gateway_fixtures import config, stdio
from tooldeck.cli import app
from tooldeck.gateway import Gateway
from tooldeck.gateway import status as status_module
from tooldeck.gateway.status import (
    STATUS_KIND,
    health,
    live_and_recent,
    process_identity,
    status_lines,
    writer_alive,
    writer_state,
)

LINUX = sys.platform.startswith("linux") and Path("/proc/self/stat").exists()


def _now() -> str:
    return datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%dT%H:%M:%S.%f")[:-3] + "Z"


def _document(pid: int, **gateway: Any) -> dict[str, Any]:
    return {
        "kind": STATUS_KIND,
        "version": 1,
        "gateway": {"pid": pid, "written_at": _now(), **gateway},
        "upstreams": [{"name": "w", "state": "ready", "since": _now()}],
    }


@pytest.fixture
def other_process() -> Iterator[subprocess.Popen[bytes]]:
    """A live process that is not a gateway: it holds the pid a stale file names."""
    child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(120)"])
    try:
        yield child
    finally:
        child.kill()
        child.wait()


# --- a pid reused by another process -------------------------------------------------------
@pytest.mark.skipif(not LINUX, reason="a process's start time is read from /proc")
def test_a_recorded_identity_that_differs_reads_as_a_reused_pid(
    other_process: subprocess.Popen[bytes], tmp_path: Path
) -> None:
    # the file says pid P, recorded by the gateway that had it (here: this process's
    # identity stands for that earlier process); P now runs something else
    mine = process_identity(os.getpid())
    assert mine is not None and set(mine) == {"boot_id", "start_ticks"}
    reused = _document(other_process.pid, process=mine)
    assert writer_state(reused) == "reused"
    assert writer_alive(reused) is False
    assert health(reused, file=True) == 3  # no gateway runs
    text = "\n".join(status_lines(reused, source="f", file=True))
    assert (
        f"STALE: the gateway that wrote this file (pid {other_process.pid}) is gone "
        f"(pid {other_process.pid} is now another process's)"
    ) in text
    # twin: the identity of the process that has the pid now → alive
    same = _document(other_process.pid, process=process_identity(other_process.pid))
    assert writer_state(same) == "alive" and health(same, file=True) == 0
    assert "STALE" not in "\n".join(status_lines(same, source="f", file=True))
    # a reused pid's file is listed as gone, and deleted once older than a day
    old = tmp_path / "a.1.status.json"
    old.write_text(json.dumps(reused), encoding="utf-8")
    day_ago = time.time() - 2 * 86_400
    os.utime(old, (day_ago, day_ago))
    assert live_and_recent([old]) == [] and not old.exists()


@pytest.mark.skipif(not LINUX, reason="a process's start time is read from /proc")
def test_a_file_without_an_identity_is_told_by_its_writers_start(
    other_process: subprocess.Popen[bytes],
) -> None:
    """A file written before session 46 records no ``process``: the process at its pid
    started after the file was last written, so it did not write it."""
    hour_ago = datetime.datetime.now(datetime.UTC) - datetime.timedelta(hours=1)
    stale = _document(other_process.pid, written_at=hour_ago.isoformat())
    assert writer_state(stale) == "reused"
    # twin: written after that process started → it may be the writer: alive
    time.sleep(0.01)
    assert writer_state(_document(other_process.pid)) == "alive"


def test_where_the_identity_cannot_be_read_a_live_pid_reads_as_alive(
    other_process: subprocess.Popen[bytes], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Not Linux (no /proc): a reused pid cannot be told; documented, not guessed."""
    monkeypatch.setattr(status_module, "process_identity", lambda pid: None)
    document = _document(other_process.pid, process={"boot_id": "x", "start_ticks": 1})
    assert writer_state(document) == "alive"
    hour_ago = datetime.datetime.now(datetime.UTC) - datetime.timedelta(hours=1)
    assert writer_state(_document(other_process.pid, written_at=hour_ago.isoformat())) == "alive"


# --- where the log goes --------------------------------------------------------------------
_PROBE = (
    "import json; from tooldeck.gateway.status import log_destination; "
    "print(json.dumps(log_destination()))"
)


def _probe(stderr: Any) -> dict[str, Any]:
    out = subprocess.run(
        [sys.executable, "-c", _PROBE], stdout=subprocess.PIPE, stderr=stderr, check=True
    )
    return json.loads(out.stdout)


@pytest.mark.skipif(not LINUX, reason="a file's path is read from /proc/self/fd")
def test_the_log_destination_names_the_file_the_pipe_or_none(tmp_path: Path) -> None:
    log = tmp_path / "gateway.log"
    with log.open("w") as handle:
        to_file = _probe(handle)
    assert to_file["kind"] == "file" and to_file["path"] == str(log)
    to_pipe = _probe(subprocess.PIPE)
    assert to_pipe["kind"] == "pipe" and to_pipe["parent_pid"] == os.getpid()
    own = Path(f"/proc/{os.getpid()}/cmdline").read_bytes().split(b"\0")[0].decode()
    # the program's name only, never its arguments (they may hold a secret)
    assert to_pipe["path"] is None and to_pipe["parent"] == os.path.basename(own)
    assert _probe(subprocess.DEVNULL)["kind"] == "discarded"
    # the text view's line
    line = status_module.log_line(to_pipe)
    assert line is not None and line.startswith(
        f"  log (its stderr): a pipe read by the process that started it, pid {os.getpid()}"
    )
    assert status_module.log_line(to_file) == f"  log (its stderr): {log}"


# --- call counters through a real gateway --------------------------------------------------
async def test_calls_are_counted_per_upstream_and_tool(tmp_path: Path) -> None:
    status_file = tmp_path / "gw.status.json"
    with anyio.fail_after(120):
        async with (
            Gateway(
                config(stdio("a"), stdio("b")),
                artifacts=tmp_path,
                status_file=status_file,
                start_timeout_s=60,
            ) as gateway,
            mcp.Client(gateway.server, mode="legacy") as client,  # type: ignore[arg-type]
        ):
            assert not (await client.call_tool("a__echo", {"text": "hi"})).is_error
            assert not (await client.call_tool("a__echo", {"text": "again"})).is_error
            assert (await client.call_tool("a__fail", {})).is_error  # the tool's own error
            assert (await client.call_tool("a__add", {"a": "x", "b": 1})).is_error  # invalid
            assert not (await client.call_tool("b__add", {"a": 1, "b": 2})).is_error
            assert (await client.call_tool("nobody__tool", {})).is_error
            live = gateway.status()
    # the file holds the last call once the gateway stopped (rewrites for calls are
    # throttled since session 47: at most once a second, and at the stop)
    written = json.loads(status_file.read_text(encoding="utf-8"))
    assert written["gateway"]["calls"] == live["gateway"]["calls"]
    ups = {up["name"]: up["calls"] for up in live["upstreams"]}
    a, b = ups["a"], ups["b"]
    assert a["calls"] == 4 and a["errors"] == 2
    assert a["by_status"] == {"success": 2, "error": 2}
    # the upstream's tool failed once (its own isError result: `environment`); the model
    # sent invalid arguments once
    assert a["error_kinds"] == {"environment": 1, "invalid_arguments": 1}, a
    assert a["by_tool"]["a__echo"]["calls"] == 2 and a["by_tool"]["a__echo"]["errors"] == 0
    assert a["by_tool"]["a__fail"]["errors"] == 1
    assert a["last_error"].startswith("invalid_arguments: "), a
    assert a["last_error_at"] is not None and a["last_call_at"] >= a["last_error_at"]
    assert b["calls"] == 1 and b["errors"] == 0 and b["last_error"] is None
    total = live["gateway"]["calls"]
    assert total["calls"] == 6  # the unknown tool counts in the gateway's total only
    assert sum(total["by_status"].values()) == 6
    text = "\n".join(status_lines(live, source="x", file=False))
    assert (
        "  calls: 4 (2 success, 2 error); 2 errors (1 environment, 1 invalid_arguments), "
        "the last at "
    ) in text
    assert "    a__echo: 2 (2 success); last call at " in text
    assert "calls since it started: 6 (" in text


def test_the_cli_shows_calls_and_the_log_line(tmp_path: Path) -> None:
    document = _document(os.getpid(), log={"kind": "file", "path": "/var/log/gw.log"})
    document["gateway"]["calls"] = {
        "calls": 3,
        "errors": 1,
        "by_status": {"success": 2, "error": 1},
        "error_kinds": {"retryable": 1},
        "last_call_at": "2026-12-07T13:00:02.000Z",
        "last_error_at": "2026-12-07T13:00:01.000Z",
        "last_error": "retryable: closed the connection",
    }
    path = tmp_path / "gw.status.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    shown = CliRunner().invoke(app, ["gateway", "status", str(path)], terminal_width=300)
    assert shown.exit_code == 0, shown.output
    assert "  log (its stderr): /var/log/gw.log\n" in shown.stdout
    assert (
        "  calls since it started: 3 (2 success, 1 error); 1 error (1 retryable), the "
        "last at "
        "2026-12-07T13:00:01.000Z: retryable: closed the connection; last call at "
        "2026-12-07T13:00:02.000Z"
    ) in shown.stdout
