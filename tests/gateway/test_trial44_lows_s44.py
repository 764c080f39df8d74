"""trial44's LOW findings on the gateway, each against real components.

* #9: after a call of a tool that states no hints was stopped (``aborted``), the hint said
  "is destructive" — the approval question says "may be destructive (no hints stated)";
  the hint now says so too. A tool that states ``destructiveHint: false`` and is not
  idempotent keeps "is not idempotent".
* #10: an upstream that exits at start with a cause of its own (a refused database
  connection) got the environment note as if the variables were the cause; the note is
  now a condition there. Twins: a stderr naming a variable, and an empty stderr, keep it
  as it was.
* #12: a handshake-era client over HTTP got ``notifications/tools/list_changed`` once per
  request it had made for each change (the ``mcp`` SDK makes a session object per request
  on one connection); now once per change.
* #8: a call of a tool whose upstream is known down (before the catalogue caught up) is
  answered with the upstream's state, not put to a person first.

Upstream: ``warehouse_app_s44.py`` (``mcp`` SDK, stdio); clients: the SDK's ``mcp.Client``,
in-process or over ``tooldeck gateway --http``; ``tooldeck gateway --dry-run`` by the CLI."""

from __future__ import annotations

import json
import os
import sys
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import anyio
import mcp
import mcp_types as types
import pytest
from typer.testing import CliRunner

from tooldeck.cli import app
from tooldeck.errors import RetryableError
from tooldeck.formats.mcp_config import load_gateway_config
from tooldeck.gateway import Gateway
from tooldeck.gateway.catalog import Catalog, Entry
from tooldeck.gateway.exposure import Answer, Forward, FullExposure
from tooldeck.tool import Tool

ROOT = Path(__file__).resolve().parents[2]
UPSTREAM = Path(__file__).with_name("warehouse_app_s44.py")
CODE = "import sys; from tooldeck.cli import main; sys.argv[0] = 'tooldeck'; main()"
NOTE = "it was started with only these of your environment variables: "
CONDITION = "if the cause its stderr states comes from a variable that was not passed on: "


def _config(tmp_path: Path, **entry: Any) -> Path:
    server = {"command": sys.executable, "args": [str(UPSTREAM), str(tmp_path / "crashed")]}
    config = tmp_path / "servers.json"
    config.write_text(json.dumps({"mcpServers": {"warehouse": {**server, **entry}}}))
    return config


# --- #9 ----------------------------------------------------------------------------------------
async def test_the_hint_after_a_stopped_call_says_may_be_destructive_for_a_hintless_tool(
    tmp_path: Path,
) -> None:
    config = load_gateway_config(_config(tmp_path, timeout=1))
    with anyio.fail_after(60):
        async with (
            Gateway(config, artifacts=tmp_path, approve=("*",)) as gw,
            mcp.Client(gw.server) as client,
        ):
            stopped = await client.call_tool("warehouse__recount", {"sku": "K1"})
    assert stopped.structured_content is not None
    error = stopped.structured_content["error"]
    assert error["kind"] == "aborted", error
    assert (
        "warehouse__recount may be destructive (no hints stated) and may have taken"
        in (error["hint"])
    ), error["hint"]
    assert "is destructive" not in error["hint"]


# --- #10 ---------------------------------------------------------------------------------------
def _dry_run(tmp_path: Path, source: str) -> str:
    script = tmp_path / "upstream.py"
    script.write_text(source, encoding="utf-8")
    config = tmp_path / "servers.json"
    server = {"command": sys.executable, "args": [str(script)]}
    config.write_text(json.dumps({"mcpServers": {"up": server}}), encoding="utf-8")
    result = CliRunner().invoke(app, ["gateway", "--dry-run", str(config)], terminal_width=400)
    return result.output


REFUSED = """import sys
print("inventory: cannot connect to postgres://inventory-db:5432 (connection refused)",
      file=sys.stderr)
sys.exit(1)
"""
UNSET = """import sys
sys.exit("error: INVENTORY_DSN is not set")
"""
SILENT = "import sys; sys.exit(1)\n"


def test_a_stated_cause_gets_the_environment_note_as_a_condition(tmp_path: Path) -> None:
    out = " ".join(_dry_run(tmp_path, REFUSED).split())
    assert "(connection refused)" in out, out
    assert CONDITION + NOTE in out, out


@pytest.mark.parametrize("source", [UNSET, SILENT])
def test_a_named_variable_or_no_stated_cause_keeps_the_plain_note(
    tmp_path: Path, source: str
) -> None:
    out = " ".join(_dry_run(tmp_path, source).split())
    assert NOTE in out, out
    assert "if the cause its stderr states" not in out, out


# --- #12 ---------------------------------------------------------------------------------------
@pytest.fixture
async def http_gateway(tmp_path: Path) -> AsyncIterator[str]:
    env = {"PYTHONPATH": str(ROOT / "src") + os.pathsep + os.environ.get("PYTHONPATH", "")}
    command = [sys.executable, "-c", CODE, "gateway", str(_config(tmp_path))]
    command += ["--http", "127.0.0.1:0", "--artifacts", str(tmp_path / "gw")]
    process = await anyio.open_process(command, env={**os.environ, **env})
    try:
        assert process.stderr is not None
        logged = ""
        with anyio.fail_after(120):
            async for chunk in process.stderr:
                logged += chunk.decode()
                if " at http://" in logged and logged.count("\n") >= 2:
                    break
        yield next(ln for ln in logged.splitlines() if " at http://" in ln).rsplit(" at ", 1)[1]
    finally:
        process.terminate()
        await process.wait()


async def test_one_list_changed_per_change_for_a_client_of_many_requests(
    http_gateway: str,
) -> None:
    seen: list[str] = []

    async def on_message(message: Any) -> None:
        if isinstance(message, types.ToolListChangedNotification):
            seen.append(message.method)

    with anyio.fail_after(120):
        async with mcp.Client(http_gateway, mode="legacy", message_handler=on_message) as c:
            await c.list_tools()
            for sku in ("A", "B", "C"):  # four requests on one connection before the change
                assert (await c.call_tool("warehouse__stock", {"sku": sku})).is_error is False
            crashed = await c.call_tool("warehouse__reserve", {"sku": "K1"})
            assert crashed.is_error is True
            while not seen:  # the upstream went down: its tools left tools/list
                await anyio.sleep(0.1)
            await anyio.sleep(1.0)  # room for copies (each came at once, before the fix)
    assert seen == ["notifications/tools/list_changed"], seen


# --- #8 ----------------------------------------------------------------------------------------
def test_a_call_of_a_tool_whose_upstream_is_known_down_is_answered_not_forwarded() -> None:
    tool = Tool(
        name="warehouse__reserve",
        description="Reserve one unit.",
        input_schema={"type": "object", "properties": {"sku": {"type": "string"}}},
    )
    entry = Entry(tool.name, "warehouse", "reserve", tool, "active", None)
    exposure = FullExposure(Catalog((entry,), 0))
    assert isinstance(exposure.route(tool.name, {"sku": "K1"}), Forward)  # ready: forwarded
    down = RetryableError("upstream `warehouse` is down; the gateway restarts it in 0.5 s")
    exposure.unavailable = lambda name: down if name == tool.name else None
    routed = exposure.route(tool.name, {"sku": "K1"}, call_id="c1")
    assert isinstance(routed, Answer), routed
    assert routed.result.error is not None and routed.result.error.kind == "retryable"
    assert "is down" in routed.result.error.message
    assert not routed.result.decisions  # no policy check ran: nobody was asked
