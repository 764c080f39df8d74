"""An HTTP upstream whose URL is the gateway's own address, and Ctrl-C while the upstreams
start (trial35b LOW-2), with the real CLI in a subprocess; an interrupted start writes no
lock (trial36b N4).

Before, such an upstream made the start wait for the whole start timeout, the gateway then
served its own tools again (``me__time__…``), and Ctrl-C ended it with a ``RuntimeError``
traceback; Ctrl-C during any slow start was swallowed until the start timeout, and the
gateway then served on."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

SRC = str(Path(__file__).parents[2] / "src")
TOOLDECK = [sys.executable, "-c", "from tooldeck.cli import main; main()"]
LISTED_SERVER = str(Path(__file__).resolve().parents[1] / "mcp_servers" / "listed_server.py")


def _env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("TOOLDECK_GATEWAY_")}
    return {**env, "PYTHONPATH": SRC + os.pathsep + os.environ.get("PYTHONPATH", "")}


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _pids_with(text: str) -> list[int]:
    """Live process ids whose command line contains ``text`` (Linux /proc)."""
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


@pytest.mark.parametrize("host", ["127.0.0.1", "localhost"])
def test_an_upstream_url_that_is_the_gateways_own_address_is_refused_at_start(
    tmp_path: Path, host: str
) -> None:
    port = _free_port()
    cfg = tmp_path / "selfhttp.json"
    cfg.write_text(
        json.dumps({"mcpServers": {"me": {"url": f"http://{host}:{port}/mcp"}}}, indent=1)
    )
    started = time.monotonic()
    done = subprocess.run(
        [*TOOLDECK, "gateway", str(cfg), "--http", f"127.0.0.1:{port}", "--start-timeout", "30"],
        capture_output=True,
        text=True,
        env=_env(),
        timeout=60,
    )
    said = " ".join(done.stderr.split())
    assert done.returncode == 2, said
    assert time.monotonic() - started < 25, "it waited for the start timeout"
    assert f"{cfg}:3: server `me`: its url http://{host}:{port}/mcp is this gateway's own" in said
    assert "remove the server from the config, or serve the gateway on another port" in said
    assert "Traceback" not in done.stderr
    other = _free_port()  # the same URL beside a gateway on another port is no loop
    from tooldeck.formats.mcp_config import load_gateway_config
    from tooldeck.gateway.run import refuse_own_address

    refuse_own_address(load_gateway_config(cfg), ("127.0.0.1", other))
    refuse_own_address(load_gateway_config(cfg), ("0.0.0.0", other))
    with pytest.raises(Exception, match="is this gateway's own address"):
        refuse_own_address(load_gateway_config(cfg), ("0.0.0.0", port))  # a wildcard bind


@pytest.mark.parametrize("transport", ["http", "stdio"])
def test_ctrl_c_while_an_upstream_starts_stops_it_and_ends_without_a_traceback(
    tmp_path: Path, transport: str
) -> None:
    marker = f"fix36-slow-start-{transport}-{os.getpid()}"
    cfg = tmp_path / "slow.json"
    slow = {"command": sys.executable, "args": ["-c", "import time; time.sleep(120)", marker]}
    # a real server that lists at once beside it (trial36b N4: the aborted start then
    # wrote the lock, "3 tool definitions pinned at first sight", after "exiting")
    listing = tmp_path / "math.json"
    add = {"name": "add", "description": "Adds two numbers.", "inputSchema": {"type": "object"}}
    listing.write_text(json.dumps([add]), encoding="utf-8")
    fast = {"command": sys.executable, "args": [LISTED_SERVER, str(listing)]}
    cfg.write_text(json.dumps({"mcpServers": {"math": fast, "slow": slow}}))
    where = ["--http", f"127.0.0.1:{_free_port()}"] if transport == "http" else []
    gateway = subprocess.Popen(
        [*TOOLDECK, "gateway", str(cfg), *where, "--start-timeout", "60"],
        stdin=subprocess.PIPE,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        env=_env(),
    )
    try:
        deadline = time.monotonic() + 60
        while not _pids_with(marker) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert _pids_with(marker), "the upstream did not start"
        time.sleep(1.0)  # the gateway waits for its initialize answer
        gateway.send_signal(signal.SIGINT)
        _, err = gateway.communicate(timeout=20)
    finally:
        if gateway.poll() is None:  # pragma: no cover - only when the test fails
            gateway.kill()
        for pid in _pids_with(marker):  # pragma: no cover - only when the test fails
            os.kill(pid, signal.SIGKILL)
    text = err.decode()
    assert gateway.returncode == -signal.SIGINT, text
    assert "interrupted (Ctrl-C) while its upstreams were starting" in text
    assert "Traceback" not in text
    assert "upstream ready" not in text  # no start report after the interruption
    assert not (tmp_path / "slow.json.lock").exists(), text  # an aborted start pins nothing
    assert "lock written" not in text, text
    # the upstream the gateway stopped itself is not reported "down" (with a note on the
    # environment variables it was started with, which would mislead here)
    assert "upstream slow is down" not in text, text
    assert "of your environment variables" not in text, text
    deadline = time.monotonic() + 5
    while _pids_with(marker) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert _pids_with(marker) == [], "the upstream outlived the gateway"


async def test_a_start_told_to_stop_pinning_writes_no_lock(tmp_path: Path) -> None:
    """What Ctrl-C during the start does to the lock, without the signal's timing: the
    interrupt calls ``Gateway.stop_pinning()`` while the upstreams start, and the catalogue
    built when the start ends (here: one upstream listed, one that never answers, given
    up after the start timeout) pins nothing on disk. Before (trial36b N4) the kill of
    the upstreams let the start end and write the lock before the process ended."""
    import anyio

    from tooldeck.formats.mcp_config import load_gateway_config
    from tooldeck.gateway import Gateway

    listing = tmp_path / "math.json"
    add = {"name": "add", "description": "Adds two numbers.", "inputSchema": {"type": "object"}}
    listing.write_text(json.dumps([add]), encoding="utf-8")
    slow = {"command": sys.executable, "args": ["-c", "import time; time.sleep(60)"]}
    fast = {"command": sys.executable, "args": [LISTED_SERVER, str(listing)]}
    cfg = tmp_path / "gw.json"
    cfg.write_text(json.dumps({"mcpServers": {"math": fast, "slow": slow}}))
    gateway = Gateway(load_gateway_config(cfg), start_timeout_s=8, artifacts=tmp_path)
    gateway.stop_pinning()
    with anyio.fail_after(60):
        async with gateway:
            catalog = gateway.gateway_server.catalog  # type: ignore[union-attr]
            assert "math__add" in catalog.active().names
    assert not (tmp_path / "gw.json.lock").exists()
    # the same start, not stopped: the lock is written (the test's control)
    with anyio.fail_after(60):
        async with Gateway(load_gateway_config(cfg), start_timeout_s=8, artifacts=tmp_path):
            pass
    assert (tmp_path / "gw.json.lock").exists()


def test_an_ipv6_address_is_printed_with_its_brackets(tmp_path: Path) -> None:
    """trial36b N6: the refusal printed ``its url http://::1:8871/mcp … (--http ::1:8871)``
    for a config saying ``http://[::1]:8871/mcp``: the port read as part of the address.
    RFC 3986 §3.2.2 writes an IPv6 host in brackets, as ``--http`` takes it back."""
    from tooldeck.errors import GatewayConfigError, ServeError
    from tooldeck.formats.mcp_client import endpoint_label
    from tooldeck.formats.mcp_config import load_gateway_config
    from tooldeck.gateway.run import refuse_own_address
    from tooldeck.serve.run import bind, parse_address

    port = _free_port()
    cfg = tmp_path / "self6.json"
    cfg.write_text(json.dumps({"mcpServers": {"me": {"url": f"http://[::1]:{port}/mcp"}}}))
    with pytest.raises(GatewayConfigError) as caught:
        refuse_own_address(load_gateway_config(cfg), ("::1", port))
    said = str(caught.value)
    assert f"its url http://[::1]:{port}/mcp is this gateway's own address" in said
    assert f"(--http [::1]:{port})" in said
    assert parse_address(f"[::1]:{port}") == ("::1", port)  # what it prints reads back
    assert endpoint_label("http://user:pw@[fe80::1]:9/mcp?k=s") == "http://[fe80::1]:9/mcp"
    assert endpoint_label("http://127.0.0.1:9/mcp") == "http://127.0.0.1:9/mcp"
    with pytest.raises(ServeError, match=r"--http \[2001:db8::1\]:9 is not a loopback"):
        bind("2001:db8::1", 9)
