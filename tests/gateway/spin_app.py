"""A real MCP upstream that gets stuck on CPU, for the gateway's tests (H2 of trial35).

Tools, all annotated read-only:

* ``spin()``: starts, in a worker thread, a regular-expression match with catastrophic
  backtracking (``(a+)+$`` against 40 ``a`` and one ``b``: about 2^40 steps). The
  ``re`` module holds the GIL for the whole match, so the server's event loop stops: it
  answers neither ``notifications/cancelled`` nor ``ping`` nor anything else, and a
  closed stdin goes unnoticed, as ``mcp-server-calculator`` does on ``9**9**9**9``.
  Memory stays flat (a bigint power would grow without bound).
* ``busy()``: spins in pure Python in a worker thread (the GIL is released between
  bytecodes), so the server stays responsive (``ping`` answered) while the thread runs.
* ``echo(text)``: the text.

``SPIN_PID_FILE``: each start appends its process id to this file (one line per start).
``SPIN_STARTED_FILE``: ``spin``/``busy`` append their name to this file just before the
thread starts.
``SPIN_IGNORE_TERM``: the process ignores SIGTERM (only SIGKILL ends it).
"""

from __future__ import annotations

import os
import re
import signal
import threading
from typing import Any

import anyio
import mcp_types as types
from mcp.server import Server

READ_ONLY = {"readOnlyHint": True}
TOOLS = [
    {
        "name": "spin",
        "description": "Get stuck on CPU while holding the GIL.",
        "inputSchema": {"type": "object", "properties": {}},
        "annotations": READ_ONLY,
    },
    {
        "name": "busy",
        "description": "Spin in pure Python in a thread; the server stays responsive.",
        "inputSchema": {"type": "object", "properties": {}},
        "annotations": READ_ONLY,
    },
    {
        "name": "echo",
        "description": "Answer the text given.",
        "inputSchema": {
            "type": "object",
            "properties": {"text": {"type": "string"}},
            "required": ["text"],
        },
        "annotations": READ_ONLY,
    },
]


def _text(text: str) -> types.CallToolResult:
    return types.CallToolResult(content=[types.TextContent(type="text", text=text)])


def _stuck() -> None:
    re.match(r"(a+)+$", "a" * 40 + "b")


def _busy() -> None:
    while True:
        pass


async def list_tools(ctx: Any, params: Any) -> types.ListToolsResult:
    return types.ListToolsResult(tools=[types.Tool.model_validate(t) for t in TOOLS])


async def call_tool(ctx: Any, params: types.CallToolRequestParams) -> types.CallToolResult:
    args = params.arguments or {}
    if params.name in ("spin", "busy"):
        target = _stuck if params.name == "spin" else _busy
        if os.environ.get("SPIN_STARTED_FILE"):  # before: once it runs, spin holds the GIL
            with open(os.environ["SPIN_STARTED_FILE"], "a") as out:
                out.write(f"{params.name}\n")
        threading.Thread(target=target, daemon=True).start()
        await anyio.sleep(3600)  # cancellable; the thread goes on
        return _text("done")
    return _text(str(args.get("text")))


server: Server[Any] = Server("spin-app", on_list_tools=list_tools, on_call_tool=call_tool)


async def main() -> None:
    from mcp.server.stdio import stdio_server

    async with stdio_server() as (read, write):
        await server.run(read, write, server.create_initialization_options())


if __name__ == "__main__":
    if os.environ.get("SPIN_IGNORE_TERM"):
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
    if os.environ.get("SPIN_PID_FILE"):
        with open(os.environ["SPIN_PID_FILE"], "a") as out:
            out.write(f"{os.getpid()}\n")
    anyio.run(main)
