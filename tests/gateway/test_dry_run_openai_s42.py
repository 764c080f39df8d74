"""The dry run's full-mode figure carries the one ``tooldeck cost CONFIG`` prints by default
beside it (trial42 LOW: ``cost`` counted OpenAI format, 763 tokens, and the dry run MCP JSON,
1,058, which read as a contradiction). Both figures are checked against ``tooldeck cost``
itself on the same config (a real stdio upstream: ``tests/mcp_servers/listed_server.py``)."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

from typer.testing import CliRunner

from tooldeck.cli import app

ROOT = Path(__file__).resolve().parents[2]
SERVER = ROOT / "tests" / "mcp_servers" / "listed_server.py"
QUERY = {"type": "object", "properties": {"query": {"type": "string"}}, "required": ["query"]}
TOOLS = [
    {"name": "read_query", "description": "Run a SELECT query.", "inputSchema": QUERY},
    {"name": "write_query", "description": "Run an INSERT query.", "inputSchema": QUERY},
]
runner = CliRunner()


def _config(tmp_path: Path) -> Path:
    listing = tmp_path / "db.tools.json"
    listing.write_text(json.dumps(TOOLS), encoding="utf-8")
    entry = {"command": sys.executable, "args": [str(SERVER), str(listing)]}
    config = tmp_path / "servers.json"
    config.write_text(json.dumps({"mcpServers": {"db": entry}}), encoding="utf-8")
    return config


def _cost_total(config: Path, provider: str) -> Any:
    result = runner.invoke(app, ["cost", str(config), "--provider", provider, "--json"])
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)["tokens"]


def test_the_dry_run_names_the_openai_figure_that_cost_prints(tmp_path: Path) -> None:
    config = _config(tmp_path)
    dry = runner.invoke(app, ["gateway", "--dry-run", str(config)], terminal_width=400)
    assert dry.exit_code == 0, dry.output
    line = next(ln for ln in dry.output.splitlines() if ln.startswith("tools/list: "))
    found = re.search(
        r"tools/list: ([\d,]+) tokens in full mode \(2 of 2 tools; ([\d,]+) as OpenAI tools, "
        r"what tooldeck cost counts by default\)",
        line,
    )
    assert found is not None, line
    mcp_figure, openai_figure = (int(g.replace(",", "")) for g in found.groups())
    assert openai_figure != mcp_figure  # two formats: the reason both are printed
    as_json = runner.invoke(app, ["gateway", "--dry-run", str(config), "--format", "json"])
    tokens = json.loads(as_json.stdout)["tokens"]
    assert (tokens["full"], tokens["fullOpenAI"]) == (mcp_figure, openai_figure)
    assert _cost_total(config, "openai") == openai_figure
    assert _cost_total(config, "mcp") == mcp_figure  # docs/gateway.md: --provider mcp
