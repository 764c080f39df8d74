"""One invalid tool in an upstream's ``tools/list`` fails only itself.

The SDK client checks a whole ``ListToolsResult`` before returning it, so one tool it
refuses (``inputSchema: {"type": "string"}``) used to mark the whole upstream down in the
gateway and refuse it in ``--dry-run``, ``lock``, ``show`` and ``gateway approve``. The
upstream here is tests/mcp_servers/listed_server.py with ``--unchecked`` (a real SDK
server whose middleware answers ``tools/list`` past the SDK's own result check, as a server
not built on the SDK can); the gateway is driven by the real SDK client in both protocol
eras, the commands through the typer app.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

import anyio
import mcp
import pytest
from mcp.client.stdio import StdioServerParameters, stdio_client
from typer.testing import CliRunner

from tooldeck.cli import app
from tooldeck.errors import SourceError
from tooldeck.formats.mcp_client import SkippedTool, load_listing
from tooldeck.formats.mcp_config import GatewayConfig, load_gateway_config
from tooldeck.gateway import Gateway
from tooldeck.lint.lock import read_lock

SERVER = str(Path(__file__).resolve().parents[1] / "mcp_servers" / "listed_server.py")
runner = CliRunner()

GOOD = {
    "name": "good",
    "description": "Reads a note by its id.",
    "inputSchema": {"type": "object", "properties": {"id": {"type": "string"}}},
    "annotations": {"readOnlyHint": True},
}
NOT_MCP = {"name": "bad", "description": "Takes a string.", "inputSchema": {"type": "string"}}
"""Refused by the SDK's wire type (an input schema must be an object schema)."""
NOT_SCHEMA = {
    "name": "odd",
    "description": "Takes a value of an unknown type.",
    "inputSchema": {"type": "object", "properties": {"v": {"type": "strin"}}},
}
"""Passes the SDK's check (any object) but is no valid JSON Schema: tooldeck's loader."""
TOOLS = [GOOD, NOT_MCP, NOT_SCHEMA]


def _config(tmp_path: Path) -> Path:
    listing = tmp_path / "notes.json"
    listing.write_text(json.dumps(TOOLS), encoding="utf-8")
    entry = {"command": sys.executable, "args": [SERVER, str(listing), "--unchecked"]}
    path = tmp_path / "gw.json"
    path.write_text(json.dumps({"upstreams": {"notes": entry}}), encoding="utf-8")
    return path


def test_load_listing_skips_each_invalid_tool_by_name_and_why() -> None:
    loaded = load_listing(list(TOOLS), None, source="mcp:notes", skip_invalid=True)
    assert loaded.deck.names == ("good",)
    skipped = [w for w in loaded.warnings if isinstance(w, SkippedTool)]
    assert [(w.index, w.name) for w in skipped] == [(1, "bad"), (2, "odd")]
    assert "at inputSchema.type" in skipped[0].reason  # the SDK's check, its field
    assert "'strin'" in skipped[1].reason  # tooldeck's schema check, the value at fault
    # without skipping (a deck source such as mcp:<command>), the first one fails the load
    # and is named
    with pytest.raises(
        SourceError, match=r"notes` sent a reply that is not valid MCP: at tools\.1\."
    ):
        load_listing(list(TOOLS), None, source="mcp:notes", label="notes")


def test_a_name_listed_twice_skips_every_copy() -> None:
    twice = [GOOD, {**GOOD, "description": "Another."}, {**GOOD, "name": "other"}]
    loaded = load_listing(twice, None, source="mcp:x", skip_invalid=True)
    assert loaded.deck.names == ("other",)
    skipped = [w for w in loaded.warnings if isinstance(w, SkippedTool)]
    assert [w.index for w in skipped] == [0, 1]
    assert "listed 2 times (tools[0], tools[1])" in skipped[0].reason


@pytest.mark.parametrize("mode", ["auto", "legacy"])
async def test_the_gateway_serves_the_valid_tools_and_names_the_invalid(
    tmp_path: Path, mode: str
) -> None:
    config = load_gateway_config(_config(tmp_path))
    with anyio.fail_after(60):
        async with (
            Gateway(config, artifacts=tmp_path, pin=False) as gateway,
            mcp.Client(gateway.server, mode=mode) as client,  # type: ignore[arg-type]
        ):
            names = [t.name for t in (await client.list_tools()).tools]
            answer = await client.call_tool("notes__good", {"id": "n1"})
            (status,) = gateway.pool.status()
    assert names == ["notes__good"]
    assert json.loads(answer.content[0].text) == {"tool": "good", "arguments": {"id": "n1"}}
    assert status.state == "ready" and status.tools == 1  # before: down, no tool served
    assert len(status.skipped) == 2
    assert status.skipped[0].startswith("tool 'bad' (tools[1]) is skipped: not valid MCP")
    assert status.skipped[1].startswith("tool 'odd' (tools[2]) is skipped:")


async def test_the_gateway_over_stdio_reports_the_skipped_tool_at_start(tmp_path: Path) -> None:
    config = _config(tmp_path)
    src = str(Path(__file__).resolve().parents[2] / "src")  # this checkout's tooldeck
    env = {**os.environ, "PYTHONPATH": src + os.pathsep + os.environ.get("PYTHONPATH", "")}
    params = StdioServerParameters(
        command=sys.executable, args=["-m", "tooldeck", "gateway", str(config)], env=env
    )
    errlog = (tmp_path / "stderr.txt").open("w+", encoding="utf-8")
    with anyio.fail_after(90):
        async with mcp.Client(stdio_client(params, errlog), mode="legacy") as client:
            names = [t.name for t in (await client.list_tools()).tools]
    errlog.seek(0)
    stderr = errlog.read()
    assert names == ["notes__good"]
    assert "notes: ready, 1 tool" in stderr
    assert "\n    tool 'bad' (tools[1]) is skipped: not valid MCP" in stderr


def test_dry_run_lock_show_and_approve_agree_with_the_gateway(tmp_path: Path) -> None:
    config = _config(tmp_path)
    dry = runner.invoke(app, ["gateway", "--dry-run", str(config)])
    assert dry.exit_code == 0, dry.output
    assert "notes     stdio          1       1" in dry.output
    assert "skipped: notes: tool 'bad' (tools[1]) is skipped: not valid MCP" in dry.output
    as_json = runner.invoke(app, ["gateway", "--dry-run", "--format", "json", str(config)])
    data = json.loads(as_json.stdout)
    (upstream,) = data["upstreams"]
    assert upstream["error"] is None and upstream["active"] == 1
    assert [line.split(" (")[0] for line in upstream["skipped"]] == ["tool 'bad'", "tool 'odd'"]

    shown = runner.invoke(app, ["show", str(config)])
    assert shown.exit_code == 0, shown.output
    assert "notes__good" in shown.stdout and "notes__bad" not in shown.stdout
    assert "tool 'bad' (tools[1]) is skipped" in shown.output

    lock = tmp_path / "gw.json.lock"
    locked = runner.invoke(app, ["lock", str(config), "-o", str(lock)])
    # breaker 25 (M5): exit 0 left the skipped tools unlocked with no failure, so when the
    # server later lists them valid the gateway pins them unreviewed at first sight; the
    # lock of the valid tools is still written, and the exit is 1, as for a server down
    assert locked.exit_code == 1, locked.output
    assert [t.name for t in read_lock(lock).tools] == ["notes/good"]
    assert "tool 'odd' (tools[2]) is skipped" in locked.output
    said = " ".join(locked.stderr.split())
    assert "error: not locked: 2 tools skipped as not valid (server 'notes': tool 'bad'" in said
    assert "would pin them unreviewed at first sight once listed valid" in said

    lock.unlink()
    approved = runner.invoke(app, ["gateway", "approve", "--all", str(config)])
    assert approved.exit_code == 0, approved.output
    assert "warning: notes: tool 'bad' (tools[1]) is skipped" in approved.output
    assert [t.name for t in read_lock(lock).tools] == ["notes/good"]


def test_the_gateway_pins_what_lock_pins(tmp_path: Path) -> None:
    """The running gateway's first-sight pin of the valid tool is the one `tooldeck lock
    CONFIG` writes (the same definition, the same hash)."""
    path = _config(tmp_path)
    written = tmp_path / "by-lock.lock"
    # exit 1: two tools of the listing are skipped (not locked); the lock is written
    assert runner.invoke(app, ["lock", str(path), "-o", str(written)]).exit_code == 1
    config: GatewayConfig = load_gateway_config(path)

    async def serve() -> list[Any]:
        with anyio.fail_after(60):
            async with Gateway(config, artifacts=tmp_path) as gateway:
                return list(gateway.pool.status())

    statuses = anyio.run(serve)
    assert statuses[0].tools == 1
    by_gateway = {t.name: t.sha256 for t in read_lock(tmp_path / "gw.json.lock").tools}
    assert by_gateway == {t.name: t.sha256 for t in read_lock(written).tools}


def _deep_schema(levels: int) -> dict[str, Any]:
    """An object schema whose properties nest ``levels`` times (2 JSON levels each)."""
    schema: dict[str, Any] = {"type": "object"}
    for _ in range(levels):
        schema = {"type": "object", "properties": {"a": schema}}
    return schema


DEEP = {"name": "deep", "description": "Takes a nested value.", "inputSchema": _deep_schema(300)}
"""Nested past tooldeck's 256 levels (and past the SDK's JSON reader, about 200)."""


def test_an_over_deep_tool_is_skipped_by_name_not_raised() -> None:
    # before: the SDK's serializer raised ValueError ("Circular reference detected") out
    # of load_listing, and the gateway marked the whole upstream down
    loaded = load_listing([GOOD, DEEP], None, source="mcp:notes", skip_invalid=True)
    assert loaded.deck.names == ("good",)
    (skipped,) = [w for w in loaded.warnings if isinstance(w, SkippedTool)]
    assert (skipped.index, skipped.name) == (1, "deep")
    assert "nested too deeply (more than 256 levels)" in skipped.reason


RAW_SERVER = r"""
import json, sys
from pathlib import Path
RESULT = Path(sys.argv[1]).read_text(encoding="utf-8")
for line in sys.stdin:
    msg = json.loads(line)
    method, ident = msg.get("method"), msg.get("id")
    if method == "initialize":
        result = {"protocolVersion": msg["params"]["protocolVersion"],
                  "capabilities": {"tools": {}}, "serverInfo": {"name": "raw", "version": "1"}}
        sys.stdout.write(json.dumps({"jsonrpc": "2.0", "id": ident, "result": result}) + "\n")
    elif method == "tools/list":
        sys.stdout.write('{"jsonrpc":"2.0","id":%s,"result":%s}\n' % (json.dumps(ident), RESULT))
    elif ident is not None:
        sys.stdout.write(json.dumps({"jsonrpc": "2.0", "id": ident, "result": {}}) + "\n")
    sys.stdout.flush()
"""
"""A stdio MCP server that writes its tools/list result as given: the SDK's own server
cannot serialize a value nested 300 levels deep, a server not built on it can."""


@pytest.mark.parametrize("mode", ["auto", "legacy"])
async def test_the_gateway_serves_the_others_beside_an_over_deep_tool(
    tmp_path: Path, mode: str
) -> None:
    listing = tmp_path / "result.json"
    listing.write_text(json.dumps({"tools": [GOOD, DEEP]}), encoding="utf-8")
    script = tmp_path / "raw_server.py"
    script.write_text(RAW_SERVER, encoding="utf-8")
    entry = {"command": sys.executable, "args": [str(script), str(listing)]}
    path = tmp_path / "gw.json"
    path.write_text(json.dumps({"upstreams": {"notes": entry}}), encoding="utf-8")
    with anyio.fail_after(60):
        async with (
            Gateway(load_gateway_config(path), artifacts=tmp_path, pin=False) as gateway,
            mcp.Client(gateway.server, mode=mode) as client,  # type: ignore[arg-type]
        ):
            names = [t.name for t in (await client.list_tools()).tools]
            (status,) = gateway.pool.status()
    assert status.state == "ready", status.error  # before: down, "nested too deeply"
    assert names == ["notes__good"]
    (reason,) = status.skipped
    assert reason.startswith("tool 'deep' (tools[1]) is skipped:")
    assert "nested too deeply" in reason


def test_a_name_listed_twice_with_one_invalid_copy_uses_no_copy() -> None:
    # the server runs one tool 'good'; which of the two definitions it honours is unknown
    # (before: the invalid copy was dropped first and the valid one served)
    twice = [GOOD, {**NOT_MCP, "name": "good"}]
    loaded = load_listing(twice, None, source="mcp:x", skip_invalid=True)
    assert loaded.deck.names == ()
    skipped = [w for w in loaded.warnings if isinstance(w, SkippedTool)]
    assert [w.index for w in skipped] == [0, 1]
    assert "listed 2 times (tools[0], tools[1]): no copy is used" in skipped[0].reason
    assert "not valid MCP" in skipped[1].reason  # the invalid copy keeps its own reason


def test_a_non_object_entry_is_named_at_its_own_index() -> None:
    loaded = load_listing([GOOD, None], None, source="mcp:x", skip_invalid=True)
    (skipped,) = [w for w in loaded.warnings if isinstance(w, SkippedTool)]
    assert "at tools.1:" in skipped.reason  # before: "at tools.0:", the wrong entry
    # the loader's pointer too (before: "/tools/0/name" for the entry at tools[1])
    loaded = load_listing([GOOD, {**GOOD, "name": ""}], None, source="mcp:x", skip_invalid=True)
    (skipped,) = [w for w in loaded.warnings if isinstance(w, SkippedTool)]
    assert "/tools/1/name must be a non-empty string" in skipped.reason
