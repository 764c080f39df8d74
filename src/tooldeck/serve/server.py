"""The MCP server: a deck listed as MCP tools, every call answered by tooldeck's Runtime.

Built on the official ``mcp`` SDK's low-level :class:`mcp.server.lowlevel.Server` (not its
decorator layer, which converts ``"5"`` to ``5`` for an integer parameter — the coercion
tooldeck refuses). The SDK serves both protocol eras: the current revision (2026-07-28,
``server/discover``, stateless requests) and the handshake era (``initialize``) for older
clients; the client's first request decides.

* ``tools/list`` answers the deck exactly as ``tooldeck convert --to mcp`` writes it
  (:func:`tooldeck.formats.export` with the ``mcp`` format).
* ``tools/call`` goes through :meth:`tooldeck.runtime.Runtime.call`: validation without
  coercion, policy, review, timeout, output-schema check, truncation, audit; the answer
  is :meth:`~tooldeck.runtime.ToolResult.to_mcp` (classified errors are ``isError``
  results whose ``structuredContent`` carries ``error.kind``, ``hint`` and
  ``retry_after``).
* Cancellation: the SDK cancels the request's task on ``notifications/cancelled`` (MCP
  specification 2025-06-18, "Cancellation"); the Runtime passes the cancellation on to an
  async handler (a sync handler's thread cannot be interrupted and runs to its end).
"""

from __future__ import annotations

import itertools
from typing import Any

import mcp_types as types
from mcp.server.lowlevel import Server

from tooldeck._version import __version__
from tooldeck.formats import export
from tooldeck.runtime import Runtime, ToolCall

__all__ = ["ToolServer"]


class ToolServer:
    """An MCP server for one :class:`~tooldeck.runtime.Runtime` (its deck and handlers).

    ``server`` is the SDK's low-level ``Server``: connect to it in-process with
    ``mcp.Client(tool_server.server)``, or run it with :func:`tooldeck.serve.run_stdio` /
    :func:`tooldeck.serve.run_http`.

    Args:
        runtime: the runtime every ``tools/call`` goes through.
        name: the server name sent to clients (``serverInfo.name``).
        instructions: optional text for the client (MCP ``instructions``).
    """

    def __init__(
        self, runtime: Runtime, *, name: str = "tooldeck", instructions: str | None = None
    ) -> None:
        self.runtime = runtime
        exported = export(runtime.deck, "mcp").data
        self.tool_json: list[dict[str, Any]] = list(exported["tools"])
        """Each tool as ``tooldeck convert --to mcp`` writes it."""
        self._tools = [types.Tool.model_validate(t) for t in self.tool_json]
        self._ids = itertools.count(1)
        self.server: Server[Any] = Server(
            name,
            version=__version__,
            instructions=instructions,
            on_list_tools=self._list_tools,
            on_call_tool=self._call_tool,
        )

    async def _list_tools(
        self, ctx: Any, params: types.PaginatedRequestParams | None
    ) -> types.ListToolsResult:
        return types.ListToolsResult(tools=self._tools)

    async def _call_tool(
        self, ctx: Any, params: types.CallToolRequestParams
    ) -> types.CallToolResult:
        # Runtime call ids are the server's own: JSON-RPC ids repeat across connections.
        call_id = f"mcp-{next(self._ids)}"
        arguments: Any = {} if params.arguments is None else params.arguments
        result = await self.runtime.call(ToolCall(call_id, params.name, arguments))
        return types.CallToolResult.model_validate(result.to_mcp())
