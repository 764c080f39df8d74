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

import dataclasses
import itertools
from typing import Any

import mcp_types as types
from mcp.server.lowlevel import Server

from tooldeck._version import __version__
from tooldeck.formats import export
from tooldeck.runtime import Runtime, ToolCall, ToolResult
from tooldeck.serve.approval import APPROVAL_KEY, Approver, Pending, current, elicitation_request

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
        approver: the :class:`~tooldeck.serve.approval.Approver` in the runtime's
            approval gate, for current-era elicitation (``input_required``); None when
            the runtime's policy does not use one.
    """

    def __init__(
        self,
        runtime: Runtime,
        *,
        name: str = "tooldeck",
        instructions: str | None = None,
        approver: Approver | None = None,
    ) -> None:
        self.runtime = runtime
        self.approver = approver
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
    ) -> types.CallToolResult | types.InputRequiredResult:
        # Runtime call ids are the server's own: JSON-RPC ids repeat across connections.
        call_id = f"mcp-{next(self._ids)}"
        arguments: Any = {} if params.arguments is None else params.arguments
        pending = Pending(ctx, state=params.request_state)
        response = (params.input_responses or {}).get(APPROVAL_KEY)
        if isinstance(response, types.ElicitResult):
            pending.answer = response.action
        token = current.set(pending)
        try:
            result = await self.runtime.call(ToolCall(call_id, params.name, arguments))
        finally:
            current.reset(token)
        if result.status == "needs_approval":
            if pending.ask is not None and self.approver is not None:
                return types.InputRequiredResult(
                    input_requests={APPROVAL_KEY: elicitation_request(pending.ask)},
                    request_state=self.approver.issue(pending.ask),
                )
            result = _how_to_allow(result)
        return types.CallToolResult.model_validate(result.to_mcp())


def _how_to_allow(result: ToolResult) -> ToolResult:
    """A ``needs_approval`` result that says how the person running the server allows it
    (the sentence is added to the summary; nothing else changes)."""
    sentence = (
        f" Nobody could be asked (the client does not declare MCP elicitation): the person "
        f"running the server can allow it with `tooldeck serve --approve {result.tool}`."
    )
    return dataclasses.replace(result, summary=result.summary + sentence)
