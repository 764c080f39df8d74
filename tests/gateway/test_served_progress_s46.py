"""Session 46 (trial46 #14): ``served_deck`` of four npm servers said nothing for 36.6 s, so
a Python user could not tell a slow start from a hang. Listing a config's servers now logs
at INFO on ``tooldeck.formats.mcp_servers``: one line naming the servers when it starts,
one per server as it ends (tools and seconds, or why it was not listed).

Upstreams: ``tests/mcp_servers/listed_server.py`` (the real ``mcp`` SDK over stdio) and a
command that exits at once."""

from __future__ import annotations

import json
import logging
import sys
from pathlib import Path

import pytest

from tooldeck.gateway import served_deck

ROOT = Path(__file__).resolve().parents[2]
SERVER = ROOT / "tests" / "mcp_servers" / "listed_server.py"
QUERY = {"type": "object", "properties": {"query": {"type": "string"}}}
TOOLS = [
    {"name": "read_query", "description": "Execute a SELECT query.", "inputSchema": QUERY},
    {"name": "write_query", "description": "Execute an INSERT query.", "inputSchema": QUERY},
]


def test_listing_logs_a_line_per_server(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setenv("TOOLDECK_CACHE", str(tmp_path / "cache"))
    listing = tmp_path / "db.tools.json"
    listing.write_text(json.dumps(TOOLS), encoding="utf-8")
    config = tmp_path / "servers.json"
    servers = {
        "db": {"command": sys.executable, "args": [str(SERVER), str(listing)]},
        "gone": {"command": sys.executable, "args": ["-c", "raise SystemExit(3)"]},
    }
    config.write_text(json.dumps({"mcpServers": servers}), encoding="utf-8")
    with caplog.at_level(logging.INFO, logger="tooldeck.formats.mcp_servers"):
        deck = served_deck(config)
    assert deck.names == ("db__read_query", "db__write_query")
    lines = [r.getMessage() for r in caplog.records if r.name == "tooldeck.formats.mcp_servers"]
    assert lines[0].startswith("listing the tools of 2 servers at once (db, gone); each has up to")
    rest = sorted(lines[1:])
    assert len(rest) == 2
    assert rest[0].startswith("server db: 2 tools in ") and rest[0].endswith(" s")
    assert rest[1].startswith("server gone: not listed after ")


def test_nothing_is_logged_at_the_default_level(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """The lines are INFO: a program that configures no logging sees none of them (the
    CLI prints its own notes)."""
    listing = tmp_path / "db.tools.json"
    listing.write_text(json.dumps(TOOLS), encoding="utf-8")
    config = tmp_path / "servers.json"
    entry = {"command": sys.executable, "args": [str(SERVER), str(listing)]}
    config.write_text(json.dumps({"mcpServers": {"db": entry}}), encoding="utf-8")
    with caplog.at_level(logging.WARNING, logger="tooldeck.formats.mcp_servers"):
        served_deck(config)
    assert [r for r in caplog.records if r.name == "tooldeck.formats.mcp_servers"] == []
