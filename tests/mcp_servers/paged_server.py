"""A real MCP stdio server for tooldeck's tests, built on the ``mcp`` SDK's low-level API.

It serves seven tools over ``tools/list`` with cursor pagination, two tools a page (four
pages), so a client must follow ``nextCursor`` to see them all. The first page's ``_meta``
describes two groups (``tooldeck/groups``). The tools carry titles,
annotations, an output schema and ``_meta`` (including tooldeck's own ``tooldeck/group``
and ``tooldeck/examples`` keys), so a loader can be checked field by field.

Usage::

    python paged_server.py              # serve normally
    python paged_server.py --crash      # print a message on stderr and exit 3 at start
    python paged_server.py --hang       # start, then never answer (for timeout tests)
    python paged_server.py --loop       # every page returns the same nextCursor
    python paged_server.py --error      # answer tools/list with a JSON-RPC error
    python paged_server.py --dump       # print the tools as a tools/list result and exit

With ``PAGED_SERVER_LOG=<file>`` in its environment it appends one JSON line per
``tools/list`` request (``{"cursor": ...}``), so a test can see the cursors a client sent.

MCP specification 2025-06-18: "Tools" (tools/list, Tool), "Pagination" (cursor, nextCursor).
"""

from __future__ import annotations

import json
import os
import sys
import time
from typing import Any

import anyio
import mcp_types as types
from mcp.server.lowlevel import Server
from mcp.server.stdio import stdio_server

PAGE_SIZE = 2

GROUPS: list[dict[str, str]] = [
    {"name": "weather", "description": "weather, forecast, temperature"},
    {"name": "tracker", "description": "issues, tickets, bugs"},
]
"""Sent in the first page's ``_meta["tooldeck/groups"]``."""

TOOLS: list[dict[str, Any]] = [
    {
        "name": "get_weather",
        "title": "Get weather",
        "description": "Current weather for a city.",
        "inputSchema": {
            "type": "object",
            "properties": {
                "city": {"type": "string", "description": "City name"},
                "units": {"type": "string", "enum": ["metric", "imperial"]},
            },
            "required": ["city"],
        },
        "outputSchema": {
            "type": "object",
            "properties": {"temperature": {"type": "number"}, "sky": {"type": "string"}},
            "required": ["temperature"],
        },
        "annotations": {"readOnlyHint": True, "openWorldHint": True},
        "_meta": {
            "tooldeck/group": "weather",
            "tooldeck/examples": [
                {"arguments": {"city": "Oslo"}, "description": "metric by default"}
            ],
            "example.com/owner": "team-weather",
        },
    },
    {
        "name": "get_forecast",
        "description": "Forecast for the next days.",
        "inputSchema": {
            "type": "object",
            "properties": {
                "city": {"type": "string"},
                "days": {"type": "integer", "minimum": 1, "maximum": 10},
            },
            "required": ["city", "days"],
        },
        "annotations": {"title": "Forecast", "readOnlyHint": True},
        "_meta": {"tooldeck/group": "weather"},
    },
    {
        "name": "create_issue",
        "title": "Create issue",
        "description": "Open an issue in the tracker.",
        "inputSchema": {
            "type": "object",
            "properties": {"title": {"type": "string"}, "body": {"type": "string"}},
            "required": ["title"],
        },
        "annotations": {
            "readOnlyHint": False,
            "destructiveHint": False,
            "idempotentHint": False,
            "openWorldHint": True,
        },
        "_meta": {"tooldeck/group": "tracker"},
    },
    {
        "name": "delete_issue",
        "title": "Delete issue",
        "description": "Delete an issue for good.",
        "inputSchema": {
            "type": "object",
            "properties": {"id": {"type": "integer"}},
            "required": ["id"],
        },
        "annotations": {"destructiveHint": True, "idempotentHint": True},
        "_meta": {"tooldeck/group": "tracker"},
    },
    {
        "name": "search_docs",
        "description": "Full-text search over the documentation.",
        "inputSchema": {
            "type": "object",
            "properties": {"query": {"type": "string"}, "limit": {"type": "integer"}},
            "required": ["query"],
            "additionalProperties": False,
        },
    },
    {
        "name": "ping",
        "description": "",
        "inputSchema": {"type": "object"},
    },
    {
        "name": "echo",
        "title": "Echo",
        "description": "Echo the text back.",
        "inputSchema": {"type": "object", "properties": {"text": {"type": "string"}}},
        "outputSchema": {"type": "object", "properties": {"text": {"type": "string"}}},
        "icons": [{"src": "data:image/png;base64,iVBORw0KGgo=", "mimeType": "image/png"}],
        "_meta": {"example.com/stable": False},
    },
]


async def list_tools(
    ctx: Any, params: types.PaginatedRequestParams | None
) -> types.ListToolsResult:
    """Serve TOOLS two at a time; the cursor is the index of the next tool."""
    if "--error" in sys.argv:
        raise RuntimeError("tool registry unavailable")
    cursor = None if params is None else params.cursor
    log = os.environ.get("PAGED_SERVER_LOG")
    if log:
        with open(log, "a", encoding="utf-8") as handle:
            handle.write(json.dumps({"cursor": cursor}) + "\n")
    start = 0 if cursor is None else int(cursor)
    page = TOOLS[start : start + PAGE_SIZE]
    end = start + PAGE_SIZE
    next_cursor: str | None = str(end) if end < len(TOOLS) else None
    if "--loop" in sys.argv:
        next_cursor = "0"
    return types.ListToolsResult(
        tools=[types.Tool.model_validate(tool) for tool in page],
        next_cursor=next_cursor,
        _meta={"tooldeck/groups": GROUPS} if start == 0 else None,
    )


async def main() -> None:
    server: Server[Any] = Server("tooldeck-test-paged", version="1.0.0", on_list_tools=list_tools)
    async with stdio_server() as (read_stream, write_stream):
        await server.run(read_stream, write_stream, server.create_initialization_options())


if __name__ == "__main__":
    if "--crash" in sys.argv:
        print("paged_server: cannot open database 'tools.db': no such file", file=sys.stderr)
        sys.exit(3)
    if "--hang" in sys.argv:
        time.sleep(120)
        sys.exit(0)
    if "--dump" in sys.argv:
        print(json.dumps({"tools": TOOLS, "_meta": {"tooldeck/groups": GROUPS}}, indent=2))
        sys.exit(0)
    anyio.run(main)
