"""``tooldeck gateway --dry-run`` names the servers whose own ``new_tools`` differs from the
config's (trial44b N2: with the session-44 default the line said "new tools: quarantine"
for a config whose server ``b`` pins, and its advice did not hold b's new tools: a server's
own setting wins). Real SDK stdio server (tests/mcp_servers/listed_server.py), real config
and lock files."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from typer.testing import CliRunner

from tooldeck.cli import app

SERVER = str(Path(__file__).resolve().parents[1] / "mcp_servers" / "listed_server.py")
runner = CliRunner()
OBJ = {"type": "object"}


def _config(tmp_path: Path, b_setting: str | None) -> Path:
    servers = {}
    for name in ("a", "b"):
        listing = tmp_path / f"{name}.json"
        tool = {"name": f"{name}_status", "description": "Shows the status.", "inputSchema": OBJ}
        listing.write_text(json.dumps([tool]), encoding="utf-8")
        servers[name] = {"command": sys.executable, "args": [SERVER, str(listing)]}
    if b_setting is not None:
        servers["b"]["new_tools"] = b_setting
    config = tmp_path / "gw.json"
    config.write_text(json.dumps({"mcpServers": servers}), encoding="utf-8")
    locked = runner.invoke(app, ["lock", str(config)])
    assert locked.exit_code == 0, locked.output
    return config


def test_the_dry_run_names_a_server_that_sets_its_own_new_tools(tmp_path: Path) -> None:
    config = _config(tmp_path, "pin")
    text = runner.invoke(app, ["gateway", "--dry-run", str(config)])
    assert text.exit_code == 0, text.output
    line = next(x for x in text.stdout.splitlines() if x.startswith("new tools:"))
    assert line.startswith("new tools: quarantine (the default once a lock pins an upstream)")
    assert line.endswith("; servers that set their own: b: pin"), line
    data = runner.invoke(app, ["gateway", "--dry-run", "--format", "json", str(config)])
    report = json.loads(data.stdout)
    assert (report["newTools"], report["newToolsOwn"]) == ("quarantine", {"b": "pin"})


def test_a_server_setting_the_default_again_is_not_named(tmp_path: Path) -> None:
    config = _config(tmp_path, "quarantine")
    data = runner.invoke(app, ["gateway", "--dry-run", "--format", "json", str(config)])
    assert json.loads(data.stdout)["newToolsOwn"] == {}
    text = runner.invoke(app, ["gateway", "--dry-run", str(config)])
    assert "servers that set their own" not in text.stdout
