"""A real MCP stdio server for the gateway-config tests, on the ``mcp`` SDK's low-level API.

It serves the tools of a JSON file (MCP tool objects: ``name``, ``description``,
``inputSchema`` …) named on its command line, read at each ``tools/list``, so a test can
change a definition between two runs. ``tools/call`` answers with the arguments as text.

Usage::

    python listed_server.py TOOLS.json
    python listed_server.py TOOLS.json --unchecked

``--unchecked`` answers ``tools/list`` with the file's tools as written, past the SDK's own
check of a server's results (a server middleware that answers without calling the handler
chain, which the SDK trusts to return its own well-formed result): how a server not built
on the SDK can list a tool the SDK refuses, such as an ``inputSchema`` of ``"type":
"string"``.

MCP specification 2025-06-18: "Tools" (tools/list, tools/call).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import anyio
import mcp_types as types
from mcp.server.lowlevel import Server
from mcp.server.stdio import stdio_server


async def list_tools(
    ctx: Any, params: types.PaginatedRequestParams | None
) -> types.ListToolsResult:
    data = json.loads(Path(sys.argv[1]).read_text(encoding="utf-8"))
    return types.ListToolsResult(tools=[types.Tool.model_validate(tool) for tool in data])


class Unchecked:
    """Server middleware: ``tools/list`` answered with the file's tools, unchecked."""

    async def __call__(self, ctx: Any, call_next: Any) -> Any:
        if ctx.method == "tools/list":
            return {"tools": json.loads(Path(sys.argv[1]).read_text(encoding="utf-8"))}
        return await call_next(ctx)


async def call_tool(ctx: Any, params: types.CallToolRequestParams) -> types.CallToolResult:
    text = json.dumps({"tool": params.name, "arguments": params.arguments or {}})
    return types.CallToolResult(content=[types.TextContent(type="text", text=text)])


async def main() -> None:
    server: Server[Any] = Server(
        "tooldeck-test-listed", version="1.0.0", on_list_tools=list_tools, on_call_tool=call_tool
    )
    if "--unchecked" in sys.argv:
        server.middleware.append(Unchecked())
    async with stdio_server() as (read_stream, write_stream):
        await server.run(read_stream, write_stream, server.create_initialization_options())


if __name__ == "__main__":
    anyio.run(main)
