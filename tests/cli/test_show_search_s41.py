"""Session 41 (trial40b B4): ``tooldeck show CONFIG`` of a search-mode config with nothing
``resident`` stopped with exit 2 ("tooldeck gateway lists none of the config's 3 tools in
tools/list"). It now shows what that ``tools/list`` carries — ``search_tools`` and
``call_tool`` — with the note that the others are reached through ``search_tools``, as
``cost`` prices it; ``--include-held`` shows every listed tool. The independent check is
``tooldeck gateway --dry-run`` (its ``searchList``). Real SDK stdio server
(``tests/mcp_servers/listed_server.py``)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from typer.testing import CliRunner

from tooldeck.cli import app

ROOT = Path(__file__).resolve().parents[2]
SERVER = ROOT / "tests" / "mcp_servers" / "listed_server.py"
QUERY = {"type": "object", "properties": {"query": {"type": "string"}}, "required": ["query"]}
TOOLS = [
    {"name": "read_query", "description": "Execute a SELECT query.", "inputSchema": QUERY},
    {"name": "write_query", "description": "Execute an INSERT query.", "inputSchema": QUERY},
    {"name": "list_tables", "description": "List the tables.", "inputSchema": {"type": "object"}},
]
runner = CliRunner()


def test_show_of_a_search_config_with_nothing_resident(tmp_path: Path) -> None:
    listing = tmp_path / "db.tools.json"
    listing.write_text(json.dumps(TOOLS), encoding="utf-8")
    config = tmp_path / "bare.json"
    entry = {"command": sys.executable, "args": [str(SERVER), str(listing)]}
    config.write_text(json.dumps({"upstreams": {"db": entry}, "mode": "search"}))
    dry = runner.invoke(app, ["gateway", str(config), "--dry-run", "--format", "json"])
    assert dry.exit_code == 0, dry.output
    listed = set(json.loads(dry.stdout)["searchList"])
    assert listed == {"search_tools", "call_tool"}

    shown = runner.invoke(app, ["show", str(config), "-f", "json"])
    assert shown.exit_code == 0, shown.output
    assert {r["name"] for r in json.loads(shown.stdout)} == listed
    said = " ".join(shown.stderr.split())
    assert "3 listed only through search_tools (mode search)); --include-held shows them" in said
    assert "note: with search_tools, call_tool, which tools/list carries" in said
    table = runner.invoke(app, ["show", str(config)])
    assert table.exit_code == 0, table.output
    assert "search_tools" in table.stdout and "call_tool" in table.stdout
    every = runner.invoke(app, ["show", str(config), "--include-held", "-f", "json"])
    assert every.exit_code == 0, every.output
    assert {r["name"] for r in json.loads(every.stdout)} == {
        "db__read_query",
        "db__write_query",
        "db__list_tables",
    }
