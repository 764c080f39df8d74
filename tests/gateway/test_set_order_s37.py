"""Order that means nothing is not a rug pull (trial 37, MEDIUM-2).

mcp-shell-server 1.1.14 builds its tool's text from a Python ``set``, so each start lists
the same values in another order (the hash seed changes per process): the gateway
quarantined the tool at every start and ``approve TOOL@SHA256`` of the reviewed hash could
seldom succeed. JSON Schema's ``enum``, ``required`` and ``type`` arrays are sets in
meaning (2020-12 validation §6.1.1, §6.1.2, §6.5.3: membership, never position), so a
definition that differs only in their order is the pinned one — checked here through the
gateway with a real upstream (the ``mcp`` SDK's stdio server of
tests/mcp_servers/listed_server.py) and the SDK's client in both protocol eras. Text stays
compared as written: a description whose list comes in another order is still held (an
ordered list, "back up, delete, restore", can mean something else), and its diff now says
that only the items moved.

Before this change the reordered ``enum`` was held ("definition changed since it was
pinned (/inputSchema)") and the description's diff had no "only reordered".
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import anyio
import mcp
import pytest

from tooldeck.formats import load_data
from tooldeck.formats.mcp_config import load_gateway_config
from tooldeck.gateway import Gateway
from tooldeck.gateway.measure import dry_run
from tooldeck.lint.lock import diff_decks, lock_deck, read_lock

SERVER = str(Path(__file__).resolve().parents[1] / "mcp_servers" / "listed_server.py")
RO = {"readOnlyHint": True}


def _shell(commands: list[str], kinds: list[str], required: list[str], text: str) -> Any:
    return {
        "name": "run",
        "description": f"Run one allowed command.{text}",
        "inputSchema": {
            "type": "object",
            "properties": {
                "command": {"type": "string", "enum": commands},
                "cwd": {"type": kinds},
            },
            "required": required,
        },
        "annotations": RO,
    }


FIRST = _shell(["ls", "cat", "echo", "pwd"], ["string", "null"], ["command", "cwd"], "")
SHUFFLED = _shell(["pwd", "echo", "ls", "cat"], ["null", "string"], ["cwd", "command"], "")
LISTED = _shell(["ls"], ["string"], ["command"], " Allowed commands: echo, cat, pwd, ls.")
RELISTED = _shell(["ls"], ["string"], ["command"], " Allowed commands: pwd, cat, ls, echo.")


def _setup(tmp_path: Path, tool: Any) -> tuple[Path, Path]:
    listing = tmp_path / "shell.json"
    listing.write_text(json.dumps([tool]), encoding="utf-8")
    config = tmp_path / "gw.json"
    spec = {"command": sys.executable, "args": [SERVER, str(listing)]}
    config.write_text(json.dumps({"mcpServers": {"shell": spec}}), encoding="utf-8")
    return config, listing


async def _listed(config: Path, tmp_path: Path, mode: str) -> tuple[list[str], Any]:
    async with (
        Gateway(load_gateway_config(config), artifacts=tmp_path) as gateway,
        mcp.Client(gateway.server, mode=mode) as client,  # type: ignore[arg-type]
    ):
        names = [t.name for t in (await client.list_tools()).tools]
        called = await client.call_tool("shell__run", {"command": "ls", "cwd": None})
    return names, called


@pytest.mark.parametrize("mode", ["legacy", "auto"])
async def test_a_reordered_enum_required_and_type_is_the_pinned_definition(
    tmp_path: Path, mode: str
) -> None:
    config, listing = _setup(tmp_path, FIRST)
    lock = tmp_path / "gw.json.lock"
    with anyio.fail_after(120):
        async with Gateway(load_gateway_config(config), artifacts=tmp_path):
            pass  # first sight pins FIRST
        pinned = read_lock(lock).tools[0]
        listing.write_text(json.dumps([SHUFFLED]), encoding="utf-8")  # "the next start"
        names, called = await _listed(config, tmp_path, mode)
        report = await dry_run(load_gateway_config(config))
    assert names == ["shell__run"]
    assert not called.is_error  # served, not quarantined
    (upstream,) = report.upstreams
    assert upstream.quarantined == ()
    assert read_lock(lock).tools[0] == pinned  # the pin is kept as reviewed


async def test_a_reordered_list_in_a_description_is_held_and_said_to_be_only_reordered(
    tmp_path: Path,
) -> None:
    config, listing = _setup(tmp_path, LISTED)
    with anyio.fail_after(120):
        async with Gateway(load_gateway_config(config), artifacts=tmp_path):
            pass
        listing.write_text(json.dumps([RELISTED]), encoding="utf-8")
        names, refused = await _listed(config, tmp_path, "legacy")
        report = await dry_run(load_gateway_config(config))
    assert names == [] and refused.is_error
    (upstream,) = report.upstreams
    reviewed = upstream.reviewed["shell__run"]
    # by hand: echo/pwd/ls moved, cat stayed second
    assert "only reordered: 3 items of one list moved, none added, removed or reworded" in (
        reviewed
    ), reviewed


def _deck(tool: Any) -> Any:
    return load_data({"tools": [tool]}, source="t", format="mcp").deck


def test_tooldeck_diff_reads_the_same_sets() -> None:
    assert not diff_decks(lock_deck(_deck(FIRST)), _deck(SHUFFLED)).drifted
    dropped = _shell(["ls", "cat", "echo"], ["string", "null"], ["command", "cwd"], "")
    (change,) = diff_decks(lock_deck(_deck(FIRST)), _deck(dropped)).changed
    assert [f.line() for f in change.fields] == [
        '/inputSchema/properties/command/enum/3 removed (was "pwd")'
    ]
    # a list in a description whose items were reworded is a change, not "only reordered"
    reworded = _shell(["ls"], ["string"], ["command"], " Allowed commands: pwd, cat, rm, echo.")
    (change,) = diff_decks(lock_deck(_deck(LISTED)), _deck(reworded)).changed
    assert all("only reordered" not in f.line() for f in change.fields)
