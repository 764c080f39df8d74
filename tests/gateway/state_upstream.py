"""A small MCP upstream (real SDK, stdio) for the session-44 gateway tests: its tool list is
read from the JSON file named by ``STATE_FILE`` at every ``tools/list`` and ``tools/call``
(a list of MCP tool objects), so a test changes the server's tools while a gateway serves
it. It declares no ``tools.listChanged`` (it never announces a change). A call of a tool
the file does not list answers an error ``unknown tool <name>`` (as a real server whose
tool was removed); a listed tool answers ``<name> ran``. ``STATE_CRASH_AT=N`` makes the
Nth call write two stderr lines and exit with status 3 (a crash); while the file named by
``STATE_FAIL_START`` exists, a start writes one stderr line and exits with status 3
before serving (a server that stays down). ``STATE_CALLS`` names a file that gets one
line, the tool's name, per call received."""

from __future__ import annotations

import json
import os
import sys
from typing import Any

import anyio
from mcp import types
from mcp.server.lowlevel import NotificationOptions, Server

CALLS = {"n": 0}


def _tools() -> list[dict[str, Any]]:
    with open(os.environ["STATE_FILE"], encoding="utf-8") as state:
        tools: list[dict[str, Any]] = json.load(state)
    return tools


async def list_tools(ctx: Any, params: Any) -> types.ListToolsResult:
    return types.ListToolsResult(tools=[types.Tool.model_validate(t) for t in _tools()])


async def call_tool(ctx: Any, params: types.CallToolRequestParams) -> types.CallToolResult:
    CALLS["n"] += 1
    if os.environ.get("STATE_CALLS"):
        with open(os.environ["STATE_CALLS"], "a", encoding="utf-8") as calls:
            calls.write(params.name + "\n")
    if CALLS["n"] == int(os.environ.get("STATE_CRASH_AT", "0")):
        sys.stderr.write("state: call failed\nstate: FATAL pool exhausted, exiting\n")
        sys.stderr.flush()
        os._exit(3)
    if params.name not in {t["name"] for t in _tools()}:
        return types.CallToolResult(
            content=[types.TextContent(type="text", text=f"unknown tool {params.name}")],
            is_error=True,
        )
    return types.CallToolResult(content=[types.TextContent(type="text", text=f"{params.name} ran")])


server: Server[Any] = Server("state-upstream", on_list_tools=list_tools, on_call_tool=call_tool)
OPTIONS = server.create_initialization_options(NotificationOptions(tools_changed=False))


async def main() -> None:
    from mcp.server.stdio import stdio_server

    async with stdio_server() as (read, write):
        await server.run(read, write, OPTIONS)


if __name__ == "__main__":
    if os.path.exists(os.environ.get("STATE_FAIL_START", "/nonexistent/")):
        sys.stderr.write("state: cannot reach its database\n")
        sys.exit(3)
    anyio.run(main)
