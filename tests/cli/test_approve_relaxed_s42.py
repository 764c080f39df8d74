"""``gateway approve`` of a tool held for a relaxing config pattern says what approving it
changes (trial42b LOW): from then on the pattern's hints apply to it (here ``"*":
readOnlyHint true``, so its calls are no longer asked). Real SDK stdio server
(tests/mcp_servers/listed_server.py), real config and lock files."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from typer.testing import CliRunner

from tooldeck.cli import app
from tooldeck.lint.lock import definition_hash

SERVER = str(Path(__file__).resolve().parents[1] / "mcp_servers" / "listed_server.py")
runner = CliRunner()
OBJ = {"type": "object"}
LISTED = [{"name": "status", "description": "Show the working tree status.", "inputSchema": OBJ}]
ADDED = {"name": "prune", "description": "Prunes the cache of the store.", "inputSchema": OBJ}


def test_approving_a_pattern_held_tool_says_the_pattern_applies_from_now_on(
    tmp_path: Path,
) -> None:
    listing = tmp_path / "store.json"
    listing.write_text(json.dumps(LISTED), encoding="utf-8")
    config = tmp_path / "gw.json"
    upstream = {
        "command": sys.executable,
        "args": [SERVER, str(listing)],
        "annotations": {"*": {"readOnlyHint": True}},
    }
    # new_tools: pin, the default until session 44: the added tool is held for the relaxing
    # pattern alone (under the new default, quarantine, it is held as new first)
    body = {"upstreams": {"store": upstream}, "new_tools": "pin"}
    config.write_text(json.dumps(body), encoding="utf-8")
    first = runner.invoke(app, ["lock", str(config)])
    assert first.exit_code == 0, first.output
    listing.write_text(json.dumps([*LISTED, ADDED]), encoding="utf-8")  # the upgrade adds one
    sha = definition_hash(ADDED)
    result = runner.invoke(app, ["gateway", "approve", f"store__prune@{sha}", str(config)])
    assert result.exit_code == 0, result.output
    text = " ".join(result.stdout.split())
    assert "approved store__prune" in text, text
    assert "from its next listing the gateway serves store__prune with the config's hints" in text
    assert 'config annotations pattern "*": readOnlyHint true' in text, text
