"""Capture a live MCP stdio server's tool list with the MCP Python SDK's client.

Usage (a Python with the `mcp` package, e.g. the project venv):
    python capture_sdk.py OUT.json [KEY=VALUE ...] -- COMMAND [ARGS...]
KEY=VALUE pairs before `--` are added to the server's environment (HOME, PATH and the
caller's environment are passed through). The SDK's ``ClientSession`` initializes,
then calls ``tools/list`` (``list_tools``) until no ``nextCursor`` (SDK 2.x: ``next_cursor``). Each tool is written
as ``Tool.model_dump(mode="json", by_alias=True, exclude_none=True)``: the fields the server
sent under their wire names, in the server's order, as ``{"tools": [...]}``; fields the
SDK model does not know are kept (its models allow extra fields). Exit 1 with a message if
the server fails to start or to answer.
"""

from __future__ import annotations

import asyncio
import json
import os
import sys

from mcp import ClientSession, StdioServerParameters, types
from mcp.client.stdio import stdio_client


async def capture(command: list[str], env: dict[str, str]) -> tuple[dict, list[dict]]:
    params = StdioServerParameters(command=command[0], args=command[1:], env=env)
    async with stdio_client(params) as (read, write), ClientSession(read, write) as session:
        init = await session.initialize()
        tools: list[dict] = []
        cursor = None
        while True:
            request = types.PaginatedRequestParams(cursor=cursor) if cursor else None
            result = await session.list_tools(params=request)
            tools += [
                t.model_dump(mode="json", by_alias=True, exclude_none=True) for t in result.tools
            ]
            cursor = result.next_cursor
            if not cursor:
                break
        info = {
            "protocol": init.protocol_version,
            "server": init.server_info.model_dump(mode="json"),
        }
        return info, tools


def main(argv: list[str]) -> int:
    if "--" not in argv or len(argv) < 3:
        print(__doc__, file=sys.stderr)
        return 2
    cut = argv.index("--")
    out, pairs, command = argv[0], argv[1:cut], argv[cut + 1 :]
    env = dict(os.environ)
    env.update(p.split("=", 1) for p in pairs)
    try:
        info, tools = asyncio.run(capture(command, env))
    except Exception as exc:  # a CLI: say what failed, exit 1
        print(f"capture failed: {exc!r}", file=sys.stderr)
        return 1
    with open(out, "w", encoding="utf-8") as fh:
        json.dump({"tools": tools}, fh, ensure_ascii=False, indent=1)
        fh.write("\n")
    print(f"{out}: {len(tools)} tools; {info}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
