"""Capture the raw `tools/list` result of a stdio MCP server (used for captured_tools.json).

Usage (from a folder where the npm packages named in README.md are installed):

    python capture.py OUT.json node_modules/.bin/mcp-server-github
    python capture.py OUT.json node_modules/.bin/mcp-server-everything

Dummy credentials are put in the environment so that servers which refuse to start without
them (Slack, GitHub) still answer `tools/list`; no request is ever made with them.
Requires the `mcp` Python SDK (installed with tooldeck).
"""

import asyncio
import json
import os
import sys

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client


async def main(out: str, cmd: str, *args: str) -> None:
    env = dict(
        os.environ,
        SLACK_BOT_TOKEN="xoxb-dummy",
        SLACK_TEAM_ID="T000",
        GITHUB_PERSONAL_ACCESS_TOKEN="dummy",
    )
    params = StdioServerParameters(command=cmd, args=list(args), env=env)
    async with stdio_client(params) as (read, write), ClientSession(read, write) as session:
        init = await session.initialize()
        result = await session.list_tools()
        tools = [t.model_dump(mode="json", exclude_none=True, by_alias=True) for t in result.tools]
        with open(out, "w", encoding="utf-8") as fh:
            json.dump(
                {"server": init.server_info.model_dump(mode="json"), "tools": tools},
                fh,
                indent=1,
                ensure_ascii=False,
            )
        print(out, len(tools), "tools")


if __name__ == "__main__":
    asyncio.run(main(*sys.argv[1:]))
