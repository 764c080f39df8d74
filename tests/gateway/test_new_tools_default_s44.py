"""Session 44: ``new_tools: quarantine`` is the default once a lock pins the upstream.

A tool a server adds after its catalogue was locked is held until a person approves it
(``lint --locked`` calls it an L101 error); ``new_tools: pin`` keeps the former default.
The first listing of an upstream (no lock yet) is still pinned at first sight, and a
config without a lock (built in Python, pins in memory) keeps ``pin``. Real MCP servers
(tests/gateway/upstream_app.py on the ``mcp`` SDK, stdio) through the CLI."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from typer.testing import CliRunner

from gateway_fixtures import APP, config, stdio
from tooldeck.cli.app import app
from tooldeck.formats.mcp_config import load_gateway_config


def _write(path: Path, greet: bool, **options: str) -> None:
    """A config of one upstream_app.py server ``a``; ``greet`` adds the tool ``greet``."""
    env = {"UPSTREAM_NAME": "a", **({"UPSTREAM_ASK_TOOL": "1"} if greet else {})}
    server = {"command": sys.executable, "args": [APP], "env": env}
    path.write_text(json.dumps({"upstreams": {"a": server}, **options}), encoding="utf-8")


def _dry_run(path: Path) -> list[str]:
    result = CliRunner().invoke(app, ["gateway", "--dry-run", str(path)])
    assert result.exit_code == 0, result.output
    return result.stdout.splitlines()


def test_a_tool_added_after_the_lock_is_held_by_default(tmp_path: Path) -> None:
    path = tmp_path / "gw.json"
    _write(path, greet=False)
    # no lock yet: the first listing is pinned at first sight (trust on first use) and
    # the dry run has no lock to speak of
    first = _dry_run(path)
    assert not any(line.startswith("quarantined:") for line in first)
    assert any(line.startswith("first sight: ") for line in first)
    assert not any(line.startswith("new tools:") for line in first)
    assert CliRunner().invoke(app, ["gateway", "approve", "--all", str(path)]).exit_code == 0
    _write(path, greet=True)
    lines = _dry_run(path)
    assert "quarantined: a__greet: new tool since the lock was written:" in lines
    assert not any(line.startswith("added since the lock") for line in lines)
    (said,) = [line for line in lines if line.startswith("new tools:")]
    assert said.startswith("new tools: quarantine (the default once a lock pins an upstream)")
    assert "`new_tools: pin`" in said
    # the JSON report gives the setting in effect, which approve --reviewed applies
    data = json.loads(
        CliRunner().invoke(app, ["gateway", "--dry-run", "--format", "json", str(path)]).stdout
    )
    assert data["newTools"] == "quarantine"
    assert data["addedSinceLock"] == []
    # approve by name, as the dry run offers it, releases it
    approved = CliRunner().invoke(app, ["gateway", "approve", "a__greet", "--force", str(path)])
    assert approved.exit_code == 0, approved.output
    assert not any(line.startswith("quarantined:") for line in _dry_run(path))


def test_new_tools_pin_keeps_serving_added_tools_unreviewed(tmp_path: Path) -> None:
    path = tmp_path / "gw.json"
    _write(path, greet=False, new_tools="pin")
    assert CliRunner().invoke(app, ["gateway", "approve", "--all", str(path)]).exit_code == 0
    _write(path, greet=True, new_tools="pin")
    lines = _dry_run(path)
    assert not any(line.startswith("quarantined:") for line in lines)
    assert any(line.startswith("added since the lock: 1 definition") for line in lines)
    (said,) = [line for line in lines if line.startswith("new tools:")]
    assert said.startswith("new tools: pin (set by the config or --new-tools)")


def test_the_default_follows_the_lock(tmp_path: Path) -> None:
    """A config file has a lock (``CONFIG.lock``): quarantine; one built in Python without
    a lock: pin, as before; a value set anywhere wins."""
    path = tmp_path / "gw.json"
    _write(path, greet=False)
    loaded = load_gateway_config(path)
    assert loaded.new_tools is None
    assert loaded.lock == tmp_path / "gw.json.lock"
    assert loaded.new_tools_of("a") == "quarantine"
    assert config(stdio("a")).new_tools_of("a") == "pin"
    assert config(stdio("a"), lock=tmp_path / "x.lock").new_tools_of("a") == "quarantine"
    assert config(stdio("a"), lock=tmp_path / "x.lock", new_tools="pin").new_tools_of("a") == "pin"
    _write(path, greet=False, new_tools="pin")
    assert load_gateway_config(path).new_tools_of("a") == "pin"
