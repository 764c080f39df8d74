"""``tooldeck serve``: a deck as an MCP server, every call through the Runtime.

::

    from tooldeck.serve import build, serve
    serve("app.py")                              # stdio, @tool functions of app.py
    serve("deck.json", "pkg.tools:handlers", http="127.0.0.1:8765")
    server = build("app.py").server              # the SDK Server, for mcp.Client(server)

See ``docs/serve.md``.
"""

from __future__ import annotations

from tooldeck.errors import ServeError
from tooldeck.serve.approval import Approver
from tooldeck.serve.run import bind, build, parse_address, run_http, run_stdio, serve
from tooldeck.serve.server import ToolServer
from tooldeck.serve.source import Served, load_source

__all__ = [
    "Approver",
    "ServeError",
    "Served",
    "ToolServer",
    "bind",
    "build",
    "load_source",
    "parse_address",
    "run_http",
    "run_stdio",
    "serve",
]
