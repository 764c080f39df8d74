"""``gateway approve`` of a tool added since the lock that a relaxing config pattern covers
says again whether the pattern's hints apply once it is approved, under the session-44
default (``new_tools: quarantine``, the tool held as new) as under ``new_tools: pin``
(held for the pattern alone; tests/cli/test_approve_relaxed_s42.py). Twin: a config with no
pattern says nothing about hints. Real SDK stdio server (tests/mcp_servers/listed_server.py),
real config and lock files."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from tooldeck.cli import app
from tooldeck.lint.lock import definition_hash

SERVER = str(Path(__file__).resolve().parents[1] / "mcp_servers" / "listed_server.py")
runner = CliRunner()
OBJ = {"type": "object"}
LISTED = [{"name": "status", "description": "Show the working tree status.", "inputSchema": OBJ}]
ADDED = {"name": "prune", "description": "Prunes the cache of the store.", "inputSchema": OBJ}


@pytest.mark.parametrize("pattern", [True, False])
def test_approving_an_added_tool_says_whether_the_pattern_applies(
    tmp_path: Path, pattern: bool
) -> None:
    listing = tmp_path / "store.json"
    listing.write_text(json.dumps(LISTED), encoding="utf-8")
    config = tmp_path / "gw.json"
    upstream: dict[str, object] = {"command": sys.executable, "args": [SERVER, str(listing)]}
    if pattern:
        upstream["annotations"] = {"*": {"readOnlyHint": True}}
    config.write_text(json.dumps({"upstreams": {"store": upstream}}), encoding="utf-8")
    first = runner.invoke(app, ["lock", str(config)])
    assert first.exit_code == 0, first.output
    listing.write_text(json.dumps([*LISTED, ADDED]), encoding="utf-8")  # the upgrade adds one
    dry = runner.invoke(app, ["gateway", "--dry-run", str(config)], terminal_width=400)
    assert "quarantined: store__prune: new tool since the lock was written" in dry.stdout
    sha = definition_hash(ADDED)
    result = runner.invoke(app, ["gateway", "approve", f"store__prune@{sha}", str(config)])
    assert result.exit_code == 0, result.output
    text = " ".join(result.stdout.split())
    assert "approved store__prune" in text, text
    said = "from its next listing the gateway serves store__prune with the config's hints"
    if pattern:
        assert said in text, text
        assert 'config annotations pattern "*": readOnlyHint true' in text, text
    else:
        assert said not in text and "config annotations pattern" not in text, text
