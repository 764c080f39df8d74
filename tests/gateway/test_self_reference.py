"""A config that lists the gateway itself (trial35 H1), with the real CLI as an upstream
of itself: before, each gateway started another, and they kept multiplying after the
top-level dry run had exited. Now every stdio server of a config file is started with
``TOOLDECK_GATEWAY_CHAIN`` (the configs of the tooldeck processes above it), and a
tooldeck that reads a config already in it refuses to start, naming the server and the fix.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from gateway_fixtures import APP
from tooldeck.errors import GatewayConfigError
from tooldeck.formats.mcp_config import (
    GATEWAY_CHAIN_ENV,
    GATEWAY_SERVER_ENV,
    load_gateway_config,
    refuse_nested_config,
)

SRC = str(Path(__file__).parents[2] / "src")
TOOLDECK = [sys.executable, "-c", "from tooldeck.cli import main; main()"]


def _env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in (GATEWAY_CHAIN_ENV, GATEWAY_SERVER_ENV)}
    return {**env, "PYTHONPATH": SRC + os.pathsep + os.environ.get("PYTHONPATH", "")}


def _with(tmp_path: Path, name: str, gateway_args: list[str]) -> Path:
    """A client config with a healthy upstream ``echo`` and a server ``me`` that starts
    ``tooldeck gateway`` with ``gateway_args``."""
    cfg = tmp_path / name
    servers = {
        "echo": {"command": sys.executable, "args": [APP]},
        "me": {
            "command": sys.executable,
            "args": [*TOOLDECK[1:], "gateway", *gateway_args],
            "env": {"PYTHONPATH": SRC},
        },
    }
    cfg.write_text(json.dumps({"mcpServers": servers}))
    return cfg


def _running_with(text: str) -> list[int]:
    """Process ids whose command line contains ``text`` (Linux /proc), zombies aside."""
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


def _none_left(text: str, within: float = 10.0) -> list[int]:
    deadline = time.monotonic() + within
    while (left := _running_with(text)) and time.monotonic() < deadline:
        time.sleep(0.1)
    return left


@pytest.mark.parametrize("how", ["config", "from-client"])
def test_a_config_listing_the_gateway_itself_is_refused_one_level_down(
    tmp_path: Path, how: str
) -> None:
    cfg = tmp_path / "self.json"
    args = [str(cfg)] if how == "config" else ["--from", str(cfg)]
    _with(tmp_path, "self.json", args)
    done = subprocess.run(
        [*TOOLDECK, "gateway", *args, "--dry-run", "--start-timeout", "30"],
        capture_output=True,
        text=True,
        env=_env(),
        timeout=120,
    )
    out = " ".join((done.stdout + done.stderr).split())
    assert done.returncode == 1, out
    assert "not started: this is server `me` of a tooldeck gateway" in out
    assert "reading this same config, which would start itself again" in out
    assert "remove server `me` from the config that lists it" in out
    assert "--start-timeout 60" not in out  # not the advice of a slow start any more
    assert "1 of 2 upstreams could not be listed: me" in out
    # the note for a server that exits at start for want of a variable is not added to
    # the refusal, whose cause it names itself (trial35b: "it was started with only these
    # of your environment variables …" followed it)
    assert "of your environment variables" not in out, out
    assert _none_left(str(cfg)) == [], "a gateway of the config still runs"


def test_a_running_gateway_serves_the_rest_and_starts_no_copy_of_itself(
    tmp_path: Path,
) -> None:
    cfg = _with(tmp_path, "self.json", [str(tmp_path / "self.json")])
    gateway = subprocess.Popen(
        [*TOOLDECK, "gateway", str(cfg), "--start-timeout", "30"],
        stdin=subprocess.PIPE,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        env=_env(),
    )
    lines: list[str] = []

    def read() -> None:
        assert gateway.stderr is not None
        for raw in gateway.stderr:
            lines.append(raw.decode())

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    try:
        deadline = time.monotonic() + 90
        while time.monotonic() < deadline and not any(
            ln.lstrip().startswith("me:") for ln in lines
        ):
            time.sleep(0.1)
        time.sleep(3)  # a few restarts of `me` (0.5 s, 1 s, 2 s backoff)
        copies = [p for p in _running_with(str(cfg)) if p != gateway.pid]
        assert gateway.stdin is not None
        gateway.stdin.close()
        gateway.wait(timeout=30)
        reader.join(timeout=10)
    finally:
        if gateway.poll() is None:  # pragma: no cover - only when the test fails
            gateway.kill()
    seen = "".join(lines)
    said = " ".join(seen.split())
    assert "1 of 2 upstreams ready" in said, said
    assert "not started: this is server `me`" in said, said
    assert "of your environment variables" not in said, said
    assert len(copies) <= 1, f"gateways of the config besides the first: {copies}"
    assert _none_left(str(cfg)) == []


def test_the_chain_check_compares_resolved_paths(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    cfg = tmp_path / "gw.json"
    cfg.write_text(json.dumps({"mcpServers": {"a": {"command": "x"}}}))
    other = tmp_path / "other.json"
    link = tmp_path / "link.json"
    link.symlink_to(cfg)
    monkeypatch.setenv(GATEWAY_CHAIN_ENV, json.dumps([str(other)]))
    refuse_nested_config(cfg)  # another config above: allowed
    monkeypatch.setenv(GATEWAY_CHAIN_ENV, json.dumps([str(other), os.path.realpath(cfg)]))
    monkeypatch.setenv(GATEWAY_SERVER_ENV, "loop")
    with pytest.raises(GatewayConfigError) as caught:
        load_gateway_config(link)  # the same file by another name
    said = str(caught.value)
    assert said.startswith(f"{link}: not started: this is server `loop`"), said
    assert f"(through {other})" not in said  # the loop is this config alone
    monkeypatch.setenv(GATEWAY_CHAIN_ENV, json.dumps([os.path.realpath(cfg), str(other)]))
    with pytest.raises(GatewayConfigError, match=f"config \\(through {other}\\)"):
        refuse_nested_config(cfg)  # gw.json -> other.json -> gw.json
    monkeypatch.setenv(GATEWAY_CHAIN_ENV, "not json")
    refuse_nested_config(cfg)  # an unreadable chain is no chain


def test_each_server_of_a_config_file_is_started_with_the_chain(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(GATEWAY_CHAIN_ENV, json.dumps(["/above.json"]))
    cfg = tmp_path / "gw.json"
    cfg.write_text(json.dumps({"mcpServers": {"a": {"command": "x"}}}))
    (spec,) = load_gateway_config(cfg).upstreams
    env = spec.process_env()
    assert json.loads(env[GATEWAY_CHAIN_ENV]) == ["/above.json", os.path.realpath(cfg)]
    assert env[GATEWAY_SERVER_ENV] == "a"
