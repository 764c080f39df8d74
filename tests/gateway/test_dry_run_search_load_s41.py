"""trial41 #14: under ``--mode search-load`` the dry run's "with one search" counted only
the ``search_tools`` answer, but that mode also lists the tools found in ``tools/list``
from then on. It now counts them: ``answer_k`` tools at the mean full-mode tokens of a
searchable tool, assuming every tool found is loaded (weak matches are not: an upper
figure), and says so. Real SDK stdio server (tests/mcp_servers/listed_server.py).

Reference: with three tools, all searchable and k = 5 > 3, one search loads all three, so
the loaded tools' tokens are exactly the full-mode ``tools/list`` tokens."""

from __future__ import annotations

import dataclasses
import json
import sys
from pathlib import Path

import anyio
from typer.testing import CliRunner

from tooldeck.cli import app
from tooldeck.formats.mcp_config import load_gateway_config
from tooldeck.gateway.measure import dry_run

SERVER = str(Path(__file__).resolve().parents[1] / "mcp_servers" / "listed_server.py")
SCHEMA = {"type": "object", "properties": {"path": {"type": "string", "description": "A path."}}}
TOOLS = [
    ("status", "Show the working tree status."),
    ("log", "Show commit logs."),
    ("diff", "Show changes between commits."),
]


def _config(tmp_path: Path) -> Path:
    listing = tmp_path / "git.json"
    tools = [{"name": n, "description": d, "inputSchema": SCHEMA} for n, d in TOOLS]
    listing.write_text(json.dumps(tools), encoding="utf-8")
    servers = {"git": {"command": sys.executable, "args": [SERVER, str(listing)]}}
    path = tmp_path / "mcp.json"
    path.write_text(json.dumps({"mcpServers": servers}), encoding="utf-8")
    return path


def test_search_load_counts_the_tools_one_search_lists(tmp_path: Path) -> None:
    path = _config(tmp_path)
    config = load_gateway_config(path)
    search = anyio.run(lambda: dry_run(config))
    assert (search.mode, search.tokens_loaded) == ("full", 0)  # the config's default mode
    loaded = anyio.run(lambda: dry_run(dataclasses.replace(config, mode="search-load")))
    assert loaded.mode == "search-load" and loaded.answer_k == 3
    assert loaded.tokens_loaded == loaded.tokens_full  # all three found, all three loaded
    with_one = loaded.tokens_search + loaded.tokens_answer + loaded.tokens_full
    assert loaded.tokens_one_search == with_one
    assert loaded.saving_one_search == 1 - with_one / loaded.tokens_full
    data = loaded.to_json()
    assert (data["mode"], data["tokens"]["searchLoadListed"]) == ("search-load", loaded.tokens_full)
    args = ["gateway", "--dry-run", "--mode", "search-load", "--from", str(path)]
    result = CliRunner().invoke(app, args)
    assert result.exit_code == 0, result.output
    line = " ".join(
        next(ln for ln in result.stdout.split("\n\n") if "with one search" in ln).split()
    )
    assert f"with one search: {with_one:,} tokens" in line
    assert (
        "search-load then lists the 3 tools found in tools/list too: "
        f"{loaded.tokens_full:,} tokens counted" in line
    )
    assert "upper figure" in line


def test_search_mode_keeps_counting_the_answer_only(tmp_path: Path) -> None:
    path = _config(tmp_path)
    result = CliRunner().invoke(
        app, ["gateway", "--dry-run", "--mode", "search", "--from", str(path)]
    )
    assert result.exit_code == 0, result.output
    text = " ".join(result.stdout.split())
    assert "search-load also lists the tools found)" in text
    assert "tokens counted" not in text
