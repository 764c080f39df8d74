"""List the tools of a stdio MCP server and append them, verbatim, to a capture file.

    python capture.py CAPTURE.json PACKAGE@VERSION LICENCE -- COMMAND [ARGS...]

Starts COMMAND as an MCP server over stdio with the `mcp` Python SDK (installed with
tooldeck), sends `initialize` and `tools/list`, and stores the answer under
`servers[PACKAGE@VERSION]` in CAPTURE.json (created if missing) together with the licence
and the server's own name/version. Placeholder credentials are put in the environment so that
servers which refuse to start without a key still answer `tools/list`; no tool is ever called.
"""

from __future__ import annotations

import asyncio
import json
import os
import sys
from pathlib import Path

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client

PLACEHOLDERS = {
    "BRAVE_API_KEY": "placeholder",
    "GOOGLE_MAPS_API_KEY": "placeholder",
    "GITLAB_PERSONAL_ACCESS_TOKEN": "placeholder",
    "EVERART_API_KEY": "placeholder",
    "AWS_ACCESS_KEY_ID": "placeholder",
    "AWS_SECRET_ACCESS_KEY": "placeholder",
    "AWS_REGION": "us-east-1",
    "SENTRY_TOKEN": "placeholder",
    "TAVILY_API_KEY": "placeholder",
    "EXA_API_KEY": "placeholder",
    "FIRECRAWL_API_KEY": "placeholder",
    "CLICKHOUSE_HOST": "localhost",
    "CLICKHOUSE_USER": "placeholder",
    "CLICKHOUSE_PASSWORD": "placeholder",
}


async def capture(command: list[str]) -> dict:
    params = StdioServerParameters(
        command=command[0], args=command[1:], env=dict(os.environ, **PLACEHOLDERS)
    )
    async with stdio_client(params) as (read, write), ClientSession(read, write) as session:
        init = await session.initialize()
        listed = await session.list_tools()
    return {
        "server_info": init.server_info.model_dump(mode="json", exclude_none=True),
        "tools": [
            t.model_dump(mode="json", by_alias=True, exclude_none=True) for t in listed.tools
        ],
    }


def main(argv: list[str]) -> int:
    if "--" not in argv or argv.index("--") != 3:
        print(__doc__, file=sys.stderr)
        return 2
    out, package, licence = Path(argv[0]), argv[1], argv[2]
    result = asyncio.run(capture(argv[4:]))
    doc = json.loads(out.read_text(encoding="utf-8")) if out.exists() else {"servers": {}}
    doc["servers"][package] = {"licence": licence, **result}
    out.write_text(json.dumps(doc, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"{package}: {len(result['tools'])} tools")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
