"""Session 40 (trial40 B3, HIGH): ``tooldeck.load(CONFIG).deck`` holds the servers' tools as
they list them, without the hints of the config's ``annotations`` that every CLI command and
the gateway apply: a ``Runtime`` built on it ran a tool the config marks destructive without
asking. ``tooldeck.gateway.served_deck`` gives the served deck, and ``load`` warns
(``ServedDiffers``) when the two differ; the CLI, which reads a config as served, does not
print that warning.

Upstream: ``tests/mcp_servers/listed_server.py`` (the real ``mcp`` SDK over stdio) listing a
``read_query`` and a ``write_query`` with no annotations, as mcp-server-sqlite 2025.4.25 does.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from typer.testing import CliRunner

from tooldeck import load
from tooldeck.cli import app
from tooldeck.formats.base import ServedDiffers
from tooldeck.gateway import served_deck
from tooldeck.runtime import Runtime, ToolCall

ROOT = Path(__file__).resolve().parents[2]
SERVER = ROOT / "tests" / "mcp_servers" / "listed_server.py"
QUERY = {"type": "object", "properties": {"query": {"type": "string"}}, "required": ["query"]}
TOOLS = [
    {
        "name": "read_query",
        "description": "Execute a SELECT query.",
        "inputSchema": QUERY,
        "annotations": {"readOnlyHint": True},
    },
    {"name": "write_query", "description": "Execute an INSERT query.", "inputSchema": QUERY},
]


def _config(tmp_path: Path, annotations: dict[str, Any] | None) -> Path:
    listing = tmp_path / "db.tools.json"
    listing.write_text(json.dumps(TOOLS), encoding="utf-8")
    entry: dict[str, Any] = {"command": sys.executable, "args": [str(SERVER), str(listing)]}
    if annotations is not None:
        entry["annotations"] = annotations
    config = tmp_path / "servers.json"
    config.write_text(json.dumps({"mcpServers": {"db": entry}}), encoding="utf-8")
    return config


MARKED = {"read_query": {"readOnlyHint": False, "destructiveHint": True}}


def test_load_warns_and_served_deck_carries_the_config_hints(tmp_path: Path) -> None:
    config = _config(tmp_path, MARKED)
    loaded = load(config)
    # the listed deck keeps the server's own hint …
    assert loaded.deck["db__read_query"].annotations.read_only_hint is True
    warned = [w for w in loaded.warnings if isinstance(w, ServedDiffers)]
    assert len(warned) == 1 and warned[0].tools == ("db__read_query",)
    assert "tooldeck.gateway.served_deck(CONFIG)" in warned[0].message
    # … the served deck the config's
    for source in (config, loaded):
        deck = served_deck(source)
        hints = deck["db__read_query"].annotations
        assert (hints.read_only_hint, hints.destructive_hint) == (False, True)
        assert [t.name for t in deck] == ["db__read_query", "db__write_query"]


def test_a_runtime_on_the_served_deck_asks_before_the_marked_tool(tmp_path: Path) -> None:
    """What the trial saw: on ``load(CONFIG).deck`` the call ran (``success``); on the served
    deck it needs approval, as through ``tooldeck gateway``."""
    config = _config(tmp_path, MARKED)
    handlers = {"db__read_query": lambda **kw: "1 row", "db__write_query": lambda **kw: "ok"}
    call = ToolCall("c1", "db__read_query", {"query": "select 1"})
    listed = Runtime(load(config).deck, handlers).call_sync(call)
    served = Runtime(served_deck(config), handlers).call_sync(call)
    assert listed.status == "success"
    assert served.status == "needs_approval", served


def test_no_warning_when_the_config_changes_nothing(tmp_path: Path) -> None:
    config = _config(tmp_path, None)
    loaded = load(config)
    assert not [w for w in loaded.warnings if isinstance(w, ServedDiffers)]
    assert served_deck(loaded) == loaded.deck


def test_the_cli_does_not_print_the_python_warning(tmp_path: Path) -> None:
    config = _config(tmp_path, MARKED)
    result = CliRunner().invoke(app, ["show", str(config)])
    assert result.exit_code == 0, result.output
    assert "served_deck" not in result.output
    assert "db__read_query" in result.output


def test_call_dry_run_of_a_config_applies_its_annotations(tmp_path: Path) -> None:
    """trial40b N6: ``tooldeck call CONFIG TOOL --dry-run`` read the servers' own hints and
    said the call "passes" the policy where the gateway asks first; it now reads the config
    as served (the config marks ``read_query`` destructive)."""
    config = _config(tmp_path, MARKED)
    args = ["db__read_query", "--args", '{"query": "select 1"}', "--dry-run", "--json"]
    result = CliRunner().invoke(app, ["call", str(config), *args])
    assert '"verdict": "needs_approval"' in result.output, result.output
    plain = tmp_path / "plain"
    plain.mkdir()
    unmarked = CliRunner().invoke(app, ["call", str(_config(plain, None)), *args])
    assert '"verdict": "needs_approval"' not in unmarked.output, unmarked.output
    assert '"reason": "not destructive"' in unmarked.output, unmarked.output
