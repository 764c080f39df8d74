"""A plain MCP upstream (the ``mcp`` SDK's low-level ``Server``) with one read-only tool,
``run(cmd)``, whose ``cmd`` has schema format ``shell-command``. It checks nothing: each
call appends the command it got to the file named by ``SHELL_UPSTREAM_LOG`` and answers
``ran``, so a test can see whether the gateway forwarded it. It runs nothing.
``SHELL_UPSTREAM_SCHEMA`` (JSON), when set, replaces ``run``'s input schema."""

from __future__ import annotations

import json
import os
from typing import Any

import anyio
import mcp_types as types
from mcp.server import Server

TOOL = {
    "name": "run",
    "description": "Run a read-only shell command in the workspace. Use to inspect files.",
    "inputSchema": {
        "type": "object",
        "properties": {"cmd": {"type": "string", "format": "shell-command"}},
        "required": ["cmd"],
        "additionalProperties": False,
    },
    "annotations": {"readOnlyHint": True},
}


async def list_tools(ctx: Any, params: Any) -> types.ListToolsResult:
    schema = os.environ.get("SHELL_UPSTREAM_SCHEMA")
    tool = TOOL if schema is None else {**TOOL, "inputSchema": json.loads(schema)}
    return types.ListToolsResult(tools=[types.Tool.model_validate(tool)])


async def call_tool(ctx: Any, params: types.CallToolRequestParams) -> types.CallToolResult:
    command = str((params.arguments or {}).get("cmd"))
    with open(os.environ["SHELL_UPSTREAM_LOG"], "a", encoding="utf-8") as log:
        log.write(command + "\n")
    return types.CallToolResult(content=[types.TextContent(type="text", text="ran")])


server: Server[Any] = Server("shell-upstream", on_list_tools=list_tools, on_call_tool=call_tool)


async def main() -> None:
    from mcp.server.stdio import stdio_server

    async with stdio_server() as (read, write):
        await server.run(read, write, server.create_initialization_options())


if __name__ == "__main__":
    anyio.run(main)
