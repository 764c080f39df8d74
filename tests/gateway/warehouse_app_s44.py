"""A small MCP stdio server for the session-44 gateway tests (``mcp`` SDK, low-level API).

``reserve`` (readOnlyHint/destructiveHint/idempotentHint all false) exits the process with
status 3 at its first call — the file named on the command line marks that it did — and
answers ``reserved 1 x SKU`` after that; ``stock`` is read-only; ``recount`` states no
hints and takes 60 s (for a gateway ``timeout``).

Usage: ``python warehouse_app_s44.py MARK_FILE``
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

import anyio
import mcp_types as types
from mcp.server.lowlevel import Server
from mcp.server.stdio import stdio_server

MARK = Path(sys.argv[1])
SCHEMA = {"type": "object", "properties": {"sku": {"type": "string"}}, "required": ["sku"]}
TOOLS = [
    types.Tool(
        name="reserve",
        description="Reserve one unit of a SKU.",
        inputSchema=SCHEMA,
        annotations=types.ToolAnnotations(
            readOnlyHint=False, destructiveHint=False, idempotentHint=False
        ),
    ),
    types.Tool(
        name="stock",
        description="Stock level of a SKU.",
        inputSchema=SCHEMA,
        annotations=types.ToolAnnotations(readOnlyHint=True),
    ),
    types.Tool(
        name="recount", description="Recount a SKU (slow; states no hints).", inputSchema=SCHEMA
    ),
]


async def list_tools(ctx: Any, params: Any) -> types.ListToolsResult:
    return types.ListToolsResult(tools=TOOLS)


async def call_tool(ctx: Any, params: types.CallToolRequestParams) -> types.CallToolResult:
    sku = (params.arguments or {}).get("sku")
    if params.name == "reserve":
        if not MARK.exists():
            MARK.write_text("crashed once")
            os._exit(3)
        text = f"reserved 1 x {sku}"
    elif params.name == "recount":
        await anyio.sleep(60)
        text = f"recounted {sku}"
    else:
        text = f"{sku}: 12 in stock"
    return types.CallToolResult(content=[types.TextContent(type="text", text=text)])


async def main() -> None:
    server = Server("warehouse", version="1.0.0", on_list_tools=list_tools, on_call_tool=call_tool)
    async with stdio_server() as (read, write):
        await server.run(read, write, server.create_initialization_options())


anyio.run(main)
