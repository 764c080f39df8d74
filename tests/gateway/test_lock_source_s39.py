"""The lock the gateway writes at first sight names its config as ``"source"``, as the one
``gateway approve`` writes does (trial38b LOW-5: a first-sight lock had ``"source": null``).
Real gateway over the real upstream_app.py stdio server; fails on the commit before."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import anyio

from gateway_fixtures import APP
from tooldeck.formats.mcp_config import load_gateway_config
from tooldeck.gateway import Gateway
from tooldeck.lint.lock import read_lock


async def test_a_first_sight_lock_names_the_config_it_belongs_to(tmp_path: Path) -> None:
    path = tmp_path / "gw.json"
    upstream = {"command": sys.executable, "args": [APP], "env": {"UPSTREAM_NAME": "a"}}
    path.write_text(json.dumps({"upstreams": {"a": upstream}}), encoding="utf-8")
    with anyio.fail_after(120):
        async with Gateway(load_gateway_config(path), artifacts=tmp_path):
            pass  # first sight: gw.json.lock pins the catalogue as it is now
    lock = read_lock(tmp_path / "gw.json.lock")
    assert lock.tools  # something was pinned
    assert lock.source == str(path)


def test_a_star_pattern_over_many_tools_prints_one_annotated_line(tmp_path: Path) -> None:
    """trial38b LOW-10: one ``"*"`` entry over a 171-tool server printed 171 ``annotated:``
    lines. More than five tools with the same stated hints share one line (the first ten
    named, then the count); the JSON dry run keeps each. Real listed_server.py upstream."""
    from typer.testing import CliRunner

    from tooldeck.cli import app

    root = Path(__file__).resolve().parents[2]
    query = {"type": "object", "properties": {"x": {"type": "string"}}, "required": ["x"]}
    tools = [
        {"name": f"calc_{i:02d}", "description": f"Compute figure {i}.", "inputSchema": query}
        for i in range(12)
    ]
    listing = tmp_path / "calc.tools.json"
    listing.write_text(json.dumps(tools), encoding="utf-8")
    server = root / "tests" / "mcp_servers" / "listed_server.py"
    entry = {
        "command": sys.executable,
        "args": [str(server), str(listing)],
        "annotations": {"*": {"readOnlyHint": True}},
    }
    config = tmp_path / "servers.json"
    config.write_text(json.dumps({"mcpServers": {"calc": entry}}), encoding="utf-8")
    runner = CliRunner()
    dry = runner.invoke(app, ["gateway", "--dry-run", str(config)])
    assert dry.exit_code == 0, dry.output
    annotated = [line for line in dry.output.splitlines() if line.startswith("annotated:")]
    assert annotated == [
        "annotated: 12 tools: readOnlyHint true (upstream: not stated): "
        + ", ".join(f"calc__calc_{i:02d}" for i in range(10))
        + " and 2 more"
    ]
    as_json = runner.invoke(app, ["gateway", "--dry-run", "--format", "json", str(config)])
    assert len(json.loads(as_json.stdout)["annotated"]) == 12


def test_an_approve_pattern_is_said_to_be_a_pattern_not_a_slip() -> None:
    """trial39 L3: ``--approve 'calc__*'`` was answered "did you mean calc__ip?"; a name
    with a glob character is said to be a pattern those options do not read, with what it
    would match (by hand: the two calc tools)."""
    from tooldeck.cli.gateway import unlisted_names

    listed = ["calc__ip", "calc__hash", "time__now"]
    said = unlisted_names(["calc__*"], listed)
    assert "did you mean" not in said
    assert said == (
        "calc__* (a pattern, which is not read here: name each tool, or '*' alone for every "
        "one; it would match 2: calc__hash, calc__ip)"
    )


def test_approve_names_a_pattern_as_a_pattern(tmp_path: Path) -> None:
    """trial39b LOW-4: ``tooldeck gateway approve 'calc__*' CONFIG`` answered "did you mean
    calc__ip?"; it says approve takes names, not patterns. Real listed_server.py upstream."""
    from typer.testing import CliRunner

    from tooldeck.cli import app

    root = Path(__file__).resolve().parents[2]
    query = {"type": "object", "properties": {"x": {"type": "string"}}, "required": ["x"]}
    tools = [
        {"name": n, "description": f"Compute {n}.", "inputSchema": query} for n in ("ip", "math")
    ]
    listing = tmp_path / "calc.tools.json"
    listing.write_text(json.dumps(tools), encoding="utf-8")
    server = root / "tests" / "mcp_servers" / "listed_server.py"
    entry = {"command": sys.executable, "args": [str(server), str(listing)]}
    config = tmp_path / "servers.json"
    config.write_text(json.dumps({"mcpServers": {"calc": entry}}), encoding="utf-8")
    result = CliRunner().invoke(app, ["gateway", "approve", "calc__*", str(config)])
    assert result.exit_code == 2, result.output
    assert "approve takes tool names (or --all), not patterns" in result.output
    assert "did you mean" not in result.output
