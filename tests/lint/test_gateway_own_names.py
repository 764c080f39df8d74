"""Lint of a gateway config reads a tool's upstream name as its own (trial33 HIGH-1,
MEDIUM-1).

Desktop Commander 0.2.52 (``@wonderwhy-er/desktop-commander``, MIT; its real ``tools/list``
in ``tests/data/captured33/desktop_commander.json``) describes ``edit_block`` with "Each
edit_block call should change only what needs to be changed". Read through a config the
tool is ``desktop__edit_block``, and the self-mention was read as another tool's use
changed: a T104 error, so ``tooldeck lint servers.json --locked LOCK`` exited 1 on a lock
just written. Its descriptions also name 20 siblings by their upstream names ("read_file"),
which ``tooldeck gateway`` serves rewritten ("desktop__read_file"): D110 warned of a name the
model never reads. The server is served for real by ``tests/mcp_servers/listed_server.py``
(the ``mcp`` SDK over stdio); no network.
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
DESKTOP = ROOT / "tests" / "data" / "captured33" / "desktop_commander.json"
runner = CliRunner()


def _config(tmp_path: Path, servers: dict[str, Path]) -> Path:
    config = tmp_path / "servers.json"
    entries = {
        name: {"command": sys.executable, "args": [str(SERVER), str(listing)]}
        for name, listing in servers.items()
    }
    config.write_text(json.dumps({"mcpServers": entries}), encoding="utf-8")
    return config


def _findings(output: Path) -> list[tuple[str, str, str]]:
    """(tool, code, message) of a ``-f json`` lint report."""
    data: dict[str, Any] = json.loads(output.read_text(encoding="utf-8"))
    return [(f["tool"], f["code"], f["message"]) for f in data["findings"]]


def test_lint_of_a_config_reads_the_upstreams_name_as_the_tools_own(tmp_path: Path) -> None:
    config = _config(tmp_path, {"desktop": DESKTOP})
    lock = tmp_path / "servers.json.lock"
    locked = runner.invoke(app, ["lock", str(config), "-o", str(lock)])
    assert locked.exit_code == 0, locked.output
    report = tmp_path / "lint.json"
    args = ["lint", str(config), "--locked", str(lock), "--select", "T,D110,L"]
    result = runner.invoke(app, [*args, "-f", "json", "-o", str(report)])
    found = _findings(report)
    # before the fix: exit 1, T104 on desktop__edit_block and 20 D110 "renamed" warnings
    assert [f for f in found if f[1] in ("T104", "D110")] == [], found
    assert result.exit_code == 0, result.output


def test_a_deck_captured_from_the_config_keeps_the_self_mention_but_names_the_renames(
    tmp_path: Path,
) -> None:
    """A capture (``tooldeck convert servers.json --to mcp``) keeps the exposed names but
    not the gateway's rewriting: T104 still reads ``edit_block`` as the tool itself (its
    name read as ``desktop__edit_block``), while D110 still says the file's text names
    ``read_file`` where the deck says ``desktop__read_file`` (a model reading this file
    reads the upstream's name)."""
    tools = json.loads(DESKTOP.read_text(encoding="utf-8"))
    captured = tmp_path / "all.mcp.json"
    prefixed = [{**t, "name": f"desktop__{t['name']}"} for t in tools]
    captured.write_text(json.dumps({"tools": prefixed}), encoding="utf-8")
    report = tmp_path / "lint.json"
    args = ["lint", str(captured), "--select", "T,D110", "-f", "json", "-o", str(report)]
    runner.invoke(app, args)
    found = _findings(report)
    assert [f for f in found if f[1] == "T104"] == []
    renamed = [f for f in found if f[1] == "D110" and "this deck names it" in f[2]]
    assert ("desktop__edit_block", "D110") in {(f[0], f[1]) for f in renamed}
    assert any("'read_file'; this deck names it 'desktop__read_file'" in f[2] for f in renamed)


def test_another_servers_tool_named_bare_is_still_another_tool(tmp_path: Path) -> None:
    """The control: the same sentence in a tool of another server is about a tool that is
    not its own (``notes__add_note`` is not ``edit_block``): T104 still reports it, and
    D110 is not silenced across servers."""
    desktop = json.loads(DESKTOP.read_text(encoding="utf-8"))
    edit_block = next(t for t in desktop if t["name"] == "edit_block")
    notes = tmp_path / "notes.tools.json"
    add_note = {
        "name": "add_note",
        "description": "Add a note to the user's notebook. Each edit_block call should "
        "change only what needs to be changed.",
        "inputSchema": {
            "type": "object",
            "properties": {"text": {"type": "string", "description": "The note's text."}},
            "required": ["text"],
        },
    }
    notes.write_text(json.dumps([add_note]), encoding="utf-8")
    listing = tmp_path / "desktop.tools.json"
    listing.write_text(json.dumps([edit_block]), encoding="utf-8")
    config = _config(tmp_path, {"desktop": listing, "notes": notes})
    report = tmp_path / "lint.json"
    args = ["lint", str(config), "--select", "T104", "-f", "json", "-o", str(report)]
    result = runner.invoke(app, args)
    found = _findings(report)
    assert {(f[0], f[1]) for f in found} == {("notes__add_note", "T104")}, found
    assert result.exit_code == 1, result.output


def test_a_deck_converted_from_the_config_is_what_the_gateway_serves(tmp_path: Path) -> None:
    """Session 34: ``tooldeck convert servers.json --to mcp`` wrote the exposed names with
    the upstream's text (``read_file`` named where the file says ``desktop__read_file``),
    so the file kept the D110 findings that lint of the config no longer gives: not a
    misreading of a tool's own name (the fix33b case), but a file whose text names tools
    it does not hold. It now writes what the gateway serves: each mention of a sibling
    rewritten to its exposed name, recorded in ``_meta`` (``tooldeck/gateway-rewrites``),
    and says so; the lock still pins the upstream's own text."""
    config = _config(tmp_path, {"desktop": DESKTOP})
    converted = tmp_path / "desktop.mcp.json"
    result = runner.invoke(app, ["convert", str(config), "--to", "mcp", "-o", str(converted)])
    assert result.exit_code == 0, result.output
    said = " ".join(result.stderr.split())
    assert "note: written as tooldeck gateway serves them: " in said, said
    assert "name their server's tools by the exposed names" in said
    tools = {t["name"]: t for t in json.loads(converted.read_text(encoding="utf-8"))["tools"]}
    edit = tools["desktop__edit_block"]
    assert "Each desktop__edit_block call should" in edit["description"]
    assert edit["_meta"]["tooldeck/gateway-rewrites"]["description"]["edit_block"] == (
        "desktop__edit_block"
    )
    report = tmp_path / "lint.json"
    args = ["lint", str(converted), "--select", "T,D110", "-f", "json", "-o", str(report)]
    runner.invoke(app, args)
    found = _findings(report)
    # before: D110 "… this deck names it 'desktop__read_file'" on 20 tools
    assert [f for f in found if f[1] in ("T104", "D110")] == [], found
    lock = tmp_path / "servers.json.lock"
    assert runner.invoke(app, ["lock", str(config), "-o", str(lock)]).exit_code == 0
    pinned = lock.read_text(encoding="utf-8")
    assert "Each edit_block call should" in pinned and "desktop__edit_block call" not in pinned
