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
* The output limit counts the whole response as sent (:mod:`tooldeck.serve.fit`); a
  truncated result links its artifact, served as an MCP resource
  (:mod:`tooldeck.serve.artifacts`).
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
from mcp.shared.exceptions import MCPError
from mcp_types.jsonrpc import INTERNAL_ERROR

from tooldeck._version import __version__
from tooldeck.errors import ArtifactError, ServeError
from tooldeck.formats import ConversionWarning, export
from tooldeck.runtime import ApprovalRequest, Runtime, ToolCall, ToolResult
from tooldeck.runtime._results import unstored
from tooldeck.runtime.policy.duplicates import untold_caller
from tooldeck.serve.approval import (
    APPROVAL_KEY,
    STATE_LENGTH,
    Approver,
    Pending,
    asking_result,
    current,
    fitting_cut,
    how_to_allow,
)
from tooldeck.serve.artifacts import Artifacts
from tooldeck.serve.echo import BoundedErrors
from tooldeck.serve.fit import Fitter, Wire, wire_of
from tooldeck.serve.sessions import (
    call_session,
    relay_key_from_env,
    relay_key_matches,
    relayed_check,
    relayed_window,
    untold,
    untold_repeat,
)

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
        load_warnings: the deck's load warnings (:class:`~tooldeck.formats.ConversionWarning`:
            fields the served listing lacks or holds elsewhere), kept for the caller to show.
        trust_relayed_sessions: read the client session a gateway names in a call's
            ``_meta`` (:func:`tooldeck.serve.sessions.call_session`); only for a server whose
            clients are all gateways (any client can write that key). Default False: the
            duplicate guard and circuit breaker count per connection.

    Raises:
        ServeError: the runtime's output limit is below the smallest result the server
            can send (:meth:`tooldeck.serve.fit.Fitter.floor`).
    """

    def __init__(
        self,
        runtime: Runtime,
        *,
        name: str = "tooldeck",
        instructions: str | None = None,
        approver: Approver | None = None,
        load_warnings: tuple[ConversionWarning, ...] = (),
        trust_relayed_sessions: bool = False,
    ) -> None:
        self.runtime = runtime
        self.trust_relayed_sessions = trust_relayed_sessions
        self.relay_key = relay_key_from_env()
        """The secret a gateway that started this process gave it (:data:`RELAY_KEY_ENV`):
        a call showing it names its client session (no ``trust_relayed_sessions`` needed)."""
        self.load_warnings = load_warnings
        """What loading the deck could not carry (``tooldeck serve`` prints them)."""
        self.approver = approver
        exported = export(runtime.deck, "mcp").data
        self.tool_json: list[dict[str, Any]] = list(exported["tools"])
        """Each tool as ``tooldeck convert --to mcp`` writes it."""
        self._tools = [types.Tool.model_validate(t) for t in self.tool_json]
        self._ids = itertools.count(1)
        self.artifacts = Artifacts(runtime.truncator.store)
        """The truncated outputs this server linked, served as MCP resources."""
        self.server: Server[Any] = Server(
            name,
            version=__version__,
            instructions=instructions,
            on_list_tools=self._list_tools,
            on_call_tool=self._call_tool,
            on_list_resources=self.artifacts.list,
            on_list_resource_templates=self.artifacts.templates,
            on_read_resource=self.artifacts.read,
        )
        # an error outside tools/call quotes the client's text at most ECHO_CHARS long
        self.server.middleware.append(BoundedErrors())
        # The current era's serverInfo stamp (spec #3002) is counted on both eras: an upper bound.
        self.fitter = Fitter(
            runtime.truncator,
            runtime.deck,
            meta={types.SERVER_INFO_META_KEY: self.server.server_info_stamp},
        )
        """Bounds each response by the runtime's output limit."""
        # a file's content is embedded when the whole response fits the limit (counted
        # with a 64-character request id: the real one is not known when rendering)
        self.artifacts.embeds = lambda data: self.fitter.fits(
            types.CallToolResult.model_validate(data), Wire("x" * 64)
        )
        if approver is not None and approver.fits is None:
            approver.fits = self.fitter.request_fits  # a handshake-era question too
            approver.limit = f"{self.fitter.limit:,} {self.fitter.unit}"
            approver.measure, approver.unit = runtime.truncator.size, self.fitter.unit
        if self.fitter.floor(self.render) > self.fitter.limit:
            unit = self.fitter.unit
            least = self.fitter.least_limit(self.render)  # accepted: its own floor counted
            raise ServeError(
                f"the output limit of {self.fitter.limit} {unit} is below the smallest "
                f"result this server can send ({least} {unit} for these tools and this "
                f"artifact directory, the limit's own digits included); raise --limit to at "
                f"least {least}"
            )

    def render(self, result: ToolResult) -> types.CallToolResult:
        """The ``CallToolResult`` of ``result``: :meth:`ToolResult.to_mcp`, and for an output
        truncated to one of this server's artifacts a ``resource_link`` block after the text,
        the next range's URI in ``read_more.uri``, and the summary's truncation sentence
        naming the resource instead of the artifact's path on this host
        (:meth:`Artifacts.render`)."""
        return types.CallToolResult.model_validate(self.artifacts.render(result))

    def answer(self, result: ToolResult, wire: Wire | Any) -> types.CallToolResult:
        """What is sent for ``result`` as ``wire`` (a :class:`~tooldeck.serve.fit.Wire`, or
        just the JSON-RPC request id: then both JSON forms and the serverInfo stamp are
        counted): rendered, bounded by the output limit as a whole response
        (:class:`~tooldeck.serve.fit.Fitter`), its artifact links served.

        Raises:
            MCPError: ``-32603`` when not even a minimal result fits the limit.
        """
        wire = wire if isinstance(wire, Wire) else Wire(wire)
        try:
            answer = self.fitter.fit(result, self.render, wire)
        except ArtifactError as exc:
            answer = self.render(unstored(result, exc))
            if not self.fitter.fits(answer, wire):
                raise MCPError(INTERNAL_ERROR, str(exc)) from None
        except ValueError as exc:
            raise MCPError(INTERNAL_ERROR, str(exc)) from None
        for block in answer.content:
            if isinstance(block, types.ResourceLink):
                self.artifacts.add(block)
            elif isinstance(block, types.EmbeddedResource):
                self.artifacts.add_file(str(block.resource.uri))
        stated = answer.structured_content
        items = stated.get("items") if isinstance(stated, dict) else None
        file = items.get("file") if isinstance(items, dict) else None
        if isinstance(file, dict) and isinstance(file.get("uri"), str):
            self.artifacts.add_file(file["uri"])  # an embedded image's quoted URI
        return answer

    def _ask(self, ask: ApprovalRequest, wire: Wire) -> types.InputRequiredResult | None:
        """The ``input_required`` result asking the user about ``ask``, bounded by the
        output limit like every ``tools/call`` response: the question line is cut (longest
        that fits, the length it had stated) when the whole does not fit; None when not
        even that fits, the ``Arguments:`` line whole (the approver answers
        ``needs_approval``: :func:`~tooldeck.serve.approval.unshown`)."""
        assert self.approver is not None
        dummy = "x" * STATE_LENGTH
        keep = fitting_cut(ask, lambda cut: self.fitter.fits(asking_result(ask, cut, dummy), wire))
        if keep == -1:
            return None
        return asking_result(ask, keep, self.approver.issue(ask))

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
        pending.question = lambda ask: self._ask(ask, wire_of(ctx))
        response = (params.input_responses or {}).get(APPROVAL_KEY)
        if isinstance(response, types.ElicitResult):
            pending.answer = response.action
        token = current.set(pending)
        try:
            trusted = self.trust_relayed_sessions or relay_key_matches(params.meta, self.relay_key)
            session = call_session(ctx, params.meta, trusted=trusted)
            call = ToolCall(call_id, params.name, arguments, session=session)
            # a trusted gateway's duplicate guard checked this call: not this server's too
            checked = relayed_check.set(relayed_window(params.meta) if trusted else None)
            # stateless HTTP naming no client: not refused as another client's repeat
            anonymous = untold_caller.set(session is None and untold(ctx))
            try:
                result = await self.runtime.call(call)
            finally:
                relayed_check.reset(checked)
                untold_caller.reset(anonymous)
        finally:
            current.reset(token)
        repeat = untold_repeat(result)
        if repeat is not None:  # said where the model reads, not only in the audit line
            note = f"[tooldeck serve note: this call was {repeat}]"
            result = dataclasses.replace(result, summary=f"{result.summary} {note}")
        if result.status == "needs_approval":
            if pending.asked is not None:  # the approver built the question: send it
                return pending.asked
            result = how_to_allow(result, "server")
        return self.answer(result, wire_of(ctx))
