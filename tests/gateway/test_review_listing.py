"""The review commands (``tooldeck lock CONFIG``, ``diff``) and the gateway list a config's
servers with the same client capabilities, so they see the same tools.

Servers: tests/gateway/upstream_app.py with ``UPSTREAM_ASK_TOOL=gated`` (lists ``greet``
only to a client that declares ``elicitation``), and the published npm
``@modelcontextprotocol/server-everything`` 2026.8.31 (installed by ``.ci/run`` into
``.ci/npm``; skipped when absent), which lists 15 tools to a client that declares
elicitation and 13 to one that does not (``trigger-elicitation-request`` and
``trigger-url-elicitation`` are the two more: counted by hand from its
``tools/list`` with and without the SDK's ``elicitation_callback``).
"""

from __future__ import annotations

import json
import logging
import shutil
import sys
from pathlib import Path

import anyio
import pytest
from typer.testing import CliRunner, Result

from gateway_fixtures import APP
from tooldeck.cli import app
from tooldeck.formats.mcp_config import load_gateway_config
from tooldeck.gateway import Gateway
from tooldeck.lint.lock import read_lock

ROOT = Path(__file__).resolve().parents[2]
EVERYTHING = ROOT / ".ci" / "npm" / "node_modules" / ".bin" / "mcp-server-everything"
runner = CliRunner()


def _config(tmp_path: Path, servers: dict[str, dict[str, object]]) -> Path:
    path = tmp_path / "servers.json"
    path.write_text(json.dumps({"mcpServers": servers}), encoding="utf-8")
    return path


def _gated(name: str) -> dict[str, object]:
    return {
        "command": sys.executable,
        "args": [APP],
        "env": {"UPSTREAM_NAME": name, "UPSTREAM_ASK_TOOL": "gated"},
    }


async def _invoke(*args: str) -> Result:
    """The CLI in a worker thread (its commands run their own event loop)."""
    return await anyio.to_thread.run_sync(lambda: runner.invoke(app, list(args)))


async def _gateway_pins(config_path: Path) -> list[str]:
    """Start the gateway on the config (its lock: CONFIG.lock), list, stop; the lock's keys."""
    with anyio.fail_after(90):
        async with Gateway(load_gateway_config(config_path), artifacts=config_path.parent):
            pass
    return [t.name for t in read_lock(config_path.with_name("servers.json.lock")).tools]


async def test_lock_pins_what_the_gateway_pins_of_a_server_that_lists_by_capability(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    config = _config(tmp_path, {"a": _gated("a")})
    lock = tmp_path / "servers.json.lock"
    made = await _invoke("lock", str(config), "-o", str(lock))
    assert made.exit_code == 0, made.output
    locked = [t.name for t in read_lock(lock).tools]
    assert "a/greet" in locked  # listed to a client that declares elicitation
    with caplog.at_level(logging.WARNING, logger="tooldeck.gateway"):
        pinned = await _gateway_pins(config)
    assert pinned == locked  # the gateway added nothing to the reviewed lock
    assert "did not hold" not in caplog.text
    same = await _invoke("diff", str(lock), str(config))
    assert same.exit_code == 0, same.output


async def test_server_everything_locked_tools_are_the_gateways(tmp_path: Path) -> None:
    if shutil.which("node") is None or not EVERYTHING.exists():
        pytest.skip(
            "@modelcontextprotocol/server-everything is not installed in .ci/npm "
            "(.ci/run installs it: npm install --prefix .ci/npm …)"
        )
    config = _config(tmp_path, {"every": {"command": str(EVERYTHING), "args": []}})
    lock = tmp_path / "servers.json.lock"
    made = await _invoke("lock", str(config), "-o", str(lock))
    assert made.exit_code == 0, made.output
    locked = [t.name for t in read_lock(lock).tools]
    assert len(locked) == 15
    assert {"every/trigger-elicitation-request", "every/trigger-url-elicitation"} <= set(locked)
    assert await _gateway_pins(config) == locked
    same = await _invoke("diff", str(lock), str(config))
    assert same.exit_code == 0, same.output
    assert "no differences" in same.output
