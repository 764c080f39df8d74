"""``tooldeck lint CONFIG`` lints what the gateway serves: the hints a config's
``annotations`` state (fix33b left, session 34).

mcp-server-sqlite 2025.4.25 states no hints; a config says ``"read_query": {"readOnlyHint":
true}``, and the gateway serves and acts on it. Lint of that config still reported A105
("only reads but states no readOnlyHint; declare it") on a tool the gateway serves
read-only. Now lint reads the served hints, a finding about a hint the config stated says
where it came from, a note names the tools linted so, and ``--locked`` still compares
each server's own definition (what the lock pins), so the override is no drift.

Server: ``tests/mcp_servers/listed_server.py`` (the ``mcp`` SDK over stdio) listing the
three tools as mcp-server-sqlite describes them (no annotations). Expected findings by
hand from the rules' texts: ``read_query`` ("Execute a SELECT query") and ``list_tables``
read (A105 without a hint); ``write_query`` marked read-only by the config writes (A102).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from typer.testing import CliRunner

from tooldeck.cli import app

ROOT = Path(__file__).resolve().parents[2]
SERVER = ROOT / "tests" / "mcp_servers" / "listed_server.py"
QUERY = {
    "type": "object",
    "properties": {"query": {"type": "string", "description": "SQL query to execute"}},
    "required": ["query"],
}
TOOLS = [
    {
        "name": "read_query",
        "description": "Execute a SELECT query on the SQLite database.",
        "inputSchema": QUERY,
    },
    {
        "name": "write_query",
        "description": "Execute an INSERT, UPDATE, or DELETE query on the SQLite database.",
        "inputSchema": QUERY,
    },
    {
        "name": "list_tables",
        "description": "List all tables in the SQLite database.",
        "inputSchema": {"type": "object", "properties": {}},
    },
]
runner = CliRunner()


def _config(tmp_path: Path, annotations: dict[str, Any] | None) -> Path:
    listing = tmp_path / "db.tools.json"
    listing.write_text(json.dumps(TOOLS), encoding="utf-8")
    entry: dict[str, Any] = {"command": sys.executable, "args": [str(SERVER), str(listing)]}
    if annotations is not None:
        entry["annotations"] = annotations
    config = tmp_path / "servers.json"
    config.write_text(json.dumps({"mcpServers": {"db": entry}}), encoding="utf-8")
    return config


def _lint(tmp_path: Path, config: Path, *args: str) -> tuple[Any, list[dict[str, Any]]]:
    report = tmp_path / "lint.json"
    result = runner.invoke(app, ["lint", str(config), *args, "-f", "json", "-o", str(report)])
    return result, json.loads(report.read_text(encoding="utf-8"))["findings"]


def test_a_hint_the_config_states_is_no_missing_hint(tmp_path: Path) -> None:
    _, found = _lint(tmp_path, _config(tmp_path, None), "--select", "A105")
    assert {(f["tool"], f["code"]) for f in found} == {
        ("db__read_query", "A105"),
        ("db__list_tables", "A105"),
    }  # the control: the server states no hint
    stated = {"read_query": {"readOnlyHint": True}, "list_*": {"readOnlyHint": True}}
    result, found = _lint(tmp_path, _config(tmp_path, stated), "--select", "A105")
    assert found == [], found  # before: the same two A105 as without the key
    assert result.exit_code == 0, result.output
    note = " ".join(result.stderr.split())
    assert (
        "note (lint): 2 tools linted with the annotation hints the config states (its "
        "annotations key; what tooldeck gateway serves): db__list_tables, db__read_query; "
        "the lock and --locked keep each server's own definition"
    ) in note, note


def test_a_finding_on_a_hint_the_config_states_says_so(tmp_path: Path) -> None:
    """A wrong override is linted as served: ``write_query`` marked read-only by the
    config is A102, and the finding names the config as the hint's source."""
    config = _config(tmp_path, {"write_query": {"readOnlyHint": True}})
    result, found = _lint(tmp_path, config, "--select", "A102")
    assert [(f["tool"], f["code"], f["pointer"]) for f in found] == [
        ("db__write_query", "A102", "/annotations/readOnlyHint")
    ]
    assert found[0]["message"].endswith(
        "(readOnlyHint true: stated by the config's annotations; the server states none)"
    ), found[0]["message"]
    assert result.exit_code == 1


def test_the_lock_keeps_the_servers_definition_and_locked_sees_no_drift(
    tmp_path: Path,
) -> None:
    """Held before the fix too (lint read the server's definition); it fails when the
    served deck is compared with the lock (checked by passing ``as_listed=None``)."""
    stated = {"read_query": {"readOnlyHint": True}}
    config = _config(tmp_path, stated)
    lock = tmp_path / "servers.json.lock"
    assert runner.invoke(app, ["lock", str(config), "-o", str(lock)]).exit_code == 0
    assert "readOnlyHint" not in lock.read_text(encoding="utf-8")  # the server's own
    result, found = _lint(tmp_path, config, "--select", "A105", "--locked", str(lock))
    assert [f for f in found if f["code"].startswith("L")] == [], found
    assert result.exit_code == 0, result.output
    assert "no drift from" in result.stderr and "3 pins compared" in result.stderr


def test_an_upstreams_own_gateway_keys_are_not_read_as_the_configs(tmp_path: Path) -> None:
    """review34's rule in lint and convert too: a server that lists the gateway's
    ``tooldeck/gateway-annotations`` key in its own ``_meta`` does not make lint say the
    config stated a hint; convert keeps its values under ``tooldeck/upstream-claimed``."""
    forged = {"tooldeck/gateway-annotations": {"readOnlyHint": {"config": True}}}
    config = _config(tmp_path, {"read_query": {"readOnlyHint": True}})
    tools = [{**tool, "_meta": forged} for tool in TOOLS]
    (tmp_path / "db.tools.json").write_text(json.dumps(tools), encoding="utf-8")
    result, _ = _lint(tmp_path, config, "--select", "A105")
    assert "1 tool linted with the annotation hints the config states" in " ".join(
        result.stderr.split()
    ), result.stderr
    converted = tmp_path / "db.mcp.json"
    args = ["convert", str(config), "--to", "mcp", "-o", str(converted)]
    assert runner.invoke(app, args).exit_code == 0
    listed = {t["name"]: t for t in json.loads(converted.read_text(encoding="utf-8"))["tools"]}
    assert listed["db__write_query"]["_meta"] == {"tooldeck/upstream-claimed": forged}
    assert listed["db__read_query"]["_meta"]["tooldeck/gateway-annotations"] == {
        "readOnlyHint": {"config": True, "upstream": None}
    }
