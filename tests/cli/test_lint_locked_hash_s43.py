"""Session 43 (trial43 LOW): ``lint --locked`` against a gateway config's lock holds the
definition listed now, so L101/L103 print the ``tooldeck gateway approve TOOL@SHA256``
command with that definition's hash (the placeholder ``SHA256`` "as `tooldeck gateway
--dry-run` prints it" cost one more command per review). The printed command is run as
written: it must approve exactly that definition, with the hash the dry run prints."""

from __future__ import annotations

import json
import re
import shlex
import sys
from pathlib import Path

from typer.testing import CliRunner

from tooldeck.cli.app import app
from tooldeck.lint.lock import read_lock

SERVER = str(Path(__file__).resolve().parents[1] / "mcp_servers" / "listed_server.py")
OBJ = {"type": "object"}
runner = CliRunner()


def _config(tmp_path: Path, tools: list[dict[str, object]]) -> Path:
    listing = tmp_path / "notes.json"
    listing.write_text(json.dumps(tools), encoding="utf-8")
    path = tmp_path / "gw.json"
    server = {"command": sys.executable, "args": [SERVER, str(listing)]}
    path.write_text(json.dumps({"upstreams": {"notes": server}}), encoding="utf-8")
    return path


def _approve_command(message: str) -> list[str]:
    (command,) = re.findall(r"`(tooldeck gateway approve [^`]+)`", message)
    return shlex.split(command)[1:]  # the arguments after `tooldeck`


def test_l101_and_l103_print_the_approve_command_with_the_hash_and_it_works(
    tmp_path: Path,
) -> None:
    read = {"name": "read", "description": "Read a note by id.", "inputSchema": OBJ}
    config = _config(tmp_path, [read])
    lock = tmp_path / "gw.json.lock"
    assert runner.invoke(app, ["lock", str(config), "-o", str(lock)]).exit_code == 0
    changed = {**read, "description": "Read a note by id, with its attachments."}
    extra = {"name": "share", "description": "Share a note with a person.", "inputSchema": OBJ}
    _config(tmp_path, [changed, read | {"name": "list", "description": "List notes."}, extra])
    result = runner.invoke(
        app, ["lint", str(config), "--locked", str(lock), "--select", "L", "-f", "json"]
    )
    said = {(f["code"], f["tool"]): f["message"] for f in json.loads(result.stdout)["findings"]}
    assert "SHA256 as" not in " ".join(said.values())
    # the hashes the gateway itself prints (the dry run under new_tools: quarantine)
    dry = runner.invoke(
        app, ["gateway", "--dry-run", "--new-tools", "quarantine", "-f", "json", str(config)]
    )
    held = {q["name"]: q["sha256"] for q in json.loads(dry.stdout)["upstreams"][0]["quarantined"]}
    assert set(held) == {"notes__read", "notes__list", "notes__share"}
    share = _approve_command(said[("L101", "notes__share")])
    assert share == [
        "gateway",
        "approve",
        f"notes__share@{held['notes__share']}",
        str(config),  # no --new-tools: quarantine is the default once locked (session 45, N5)
    ]
    read_cmd = _approve_command(said[("L103", "notes__read")])
    assert read_cmd == ["gateway", "approve", f"notes__read@{held['notes__read']}", str(config)]
    # run as printed: each pins exactly the definition lint showed
    for args in (share, read_cmd):
        done = runner.invoke(app, args)
        assert done.exit_code == 0, done.output
    pinned = {t.name: t.sha256 for t in read_lock(lock).tools}
    assert pinned["notes/share"] == held["notes__share"]
    assert pinned["notes/read"] == held["notes__read"]
    assert "notes/list" not in pinned  # not reviewed, not pinned
