"""A real MCP upstream (the ``mcp`` SDK's low-level ``Server``, stdio) that tells which
environment variables it was started with: names only, never values.

Its one tool, ``env_names`` (read-only), answers a call with the sorted names joined by
``,``. With ``--describe`` that text is also its description, so that ``tools/list`` alone
shows them (``tooldeck show/lint/select CONFIG`` list without calling; the gateway would
lint a description of arbitrary names, so its tests call the tool instead).
``--need NAME`` exits at start (code 3, a line on stderr) when ``NAME`` is not set, as a
server that reads its token from the environment does. ``--echo NAME`` writes the value of
``NAME`` on stderr and exits at start (code 3), as a server that logs its config does.
``--leak NAME`` adds two tools that quote ``NAME=<value>``: ``refuse`` answers with a
JSON-RPC error (code -32602) whose message does, ``reveal`` with a result whose text,
``structuredContent`` and ``isError: true`` text do (a tool's own output).
"""

from __future__ import annotations

import os
import sys
from typing import Any

import anyio
import mcp_types as types
from mcp.server.lowlevel import NotificationOptions, Server

NAMES = ",".join(sorted(os.environ))
LEAKED = sys.argv[sys.argv.index("--leak") + 1] if "--leak" in sys.argv else None
DESCRIPTION = NAMES if "--describe" in sys.argv else "Names of this server's environment."


async def list_tools(ctx: Any, params: Any) -> types.ListToolsResult:
    tool = {
        "name": "env_names",
        "description": DESCRIPTION,
        "inputSchema": {"type": "object"},
        "annotations": {"readOnlyHint": True},
    }
    tools = [tool]
    if LEAKED is not None:
        for name in ("refuse", "reveal"):
            tools.append(
                {
                    "name": name,
                    "description": f"Quote {LEAKED} ({name}).",
                    "inputSchema": {"type": "object"},
                    "annotations": {"readOnlyHint": True},
                }
            )
    return types.ListToolsResult(tools=[types.Tool.model_validate(t) for t in tools])


async def call_tool(ctx: Any, params: types.CallToolRequestParams) -> types.CallToolResult:
    if LEAKED is not None and params.name in ("refuse", "reveal"):
        quoted = f"{LEAKED}={os.environ.get(LEAKED)}"
        if params.name == "refuse":
            from mcp.shared.exceptions import MCPError

            raise MCPError(types.INVALID_PARAMS, f"cannot run with {quoted}")
        return types.CallToolResult(
            content=[types.TextContent(type="text", text=f"running with {quoted}")],
            structured_content={"quoted": quoted},
            is_error=True,
        )
    return types.CallToolResult(content=[types.TextContent(type="text", text=NAMES)])


server: Server[Any] = Server("env-app", on_list_tools=list_tools, on_call_tool=call_tool)


async def main() -> None:
    from mcp.server.stdio import stdio_server

    async with stdio_server() as (read, write):
        await server.run(read, write, server.create_initialization_options(NotificationOptions()))


if __name__ == "__main__":
    if "--echo" in sys.argv:
        echoed = sys.argv[sys.argv.index("--echo") + 1]
        sys.stderr.write(f"starting with {echoed}={os.environ.get(echoed)}\n")
        sys.exit(3)
    if "--need" in sys.argv:
        needed = sys.argv[sys.argv.index("--need") + 1]
        if needed not in os.environ:
            sys.stderr.write(f"error: {needed} is not set\n")
            sys.exit(3)
    anyio.run(main)
