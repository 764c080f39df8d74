"""Upstream resources and prompts behind the gateway: listed, namespaced, forwarded.

MCP specification 2025-06-18 "Resources" (``resources/list``, ``resources/read``,
``resources/templates/list``) and "Prompts" (``prompts/list``, ``prompts/get``). Each
upstream that declares the capability is listed when it connects and again after its
``notifications/resources/list_changed`` or ``notifications/prompts/list_changed``
(:func:`list_extras`, all pages). The gateway serves the union (:class:`Extras`):

* **Prompt names** are exposed like tool names (:func:`tooldeck.formats.mcp_names.expose`:
  the config's separator, prefixes and namespacing; ``git__commit_message``).
* **Resource URIs** carry the upstream's name as the first part after the scheme:
  ``test://static/resource/1`` on upstream ``every`` is ``test://every/static/resource/1``;
  ``file:///a`` is ``file://every//a``; a URI without ``//`` (``urn:x``) is
  ``urn:every/x``. A URI template is mapped the same way, so a URI the client expands from
  it is mapped back; the name is percent-encoded (RFC 3986 §2.1) when it needs to be.
  ``resources/read`` goes to that upstream with its own URI, and the ``uri`` of each
  content item it answers is mapped out again.

**Resource URIs in tool results** are mapped the same way (:func:`exposed_links`): the
``uri`` of a ``resource_link`` content block and of an embedded ``resource`` in an
upstream's ``tools/call`` result becomes the gateway's URI of it, so the client reads it
through the gateway (``resources/read`` above, forwarded to the upstream that returned
it), and the result's ``_meta`` says so under :data:`REWRITES_KEY`
(``{"resource_uris": {gateway URI: {"upstream", "uri"}}}``: each URI as sent and the
upstream's own; where that map does not fit the gateway's ``--limit``, a short form with
the count, the upstreams and what was left out). Text blocks and structured content
that quote a URI are not rewritten (they are the tool's words; the note maps them); a
``resources/read`` of such a quoted URI (the upstream's own, which names no upstream of the
gateway) reads the resource the gateway mapped it from, when exactly one upstream's result
linked it (:meth:`Extras.remember`; trial38b LOW-8: a model following
``structuredContent.items.file.uri`` was answered "no resource").

Results are passed on unchanged otherwise (no tooldeck envelope: resources and prompts
are read by the client, not called by the model). An unknown URI or prompt, or an
upstream that is down, is a JSON-RPC error (``-32002`` resource not found, MCP
"Resources → Error Handling"; ``-32602`` invalid params for an unknown prompt).
Resources and prompts are not pinned or linted: quarantine covers tools only.
"""

from __future__ import annotations

import logging
import re
from collections import OrderedDict
from collections.abc import Callable, Mapping
from typing import Any
from urllib.parse import quote, unquote

import mcp_types as types
from mcp.shared.exceptions import MCPError
from pydantic import ValidationError

from tooldeck.errors import SourceError, ToolDeckError, ToolError
from tooldeck.formats.mcp_client import MAX_PAGES
from tooldeck.formats.mcp_config import GatewayConfig
from tooldeck.formats.mcp_names import expose
from tooldeck.gateway.catalog import REWRITES_KEY
from tooldeck.gateway.upstreams import UpstreamErrorAnswer, UpstreamInvalidParams
from tooldeck.serve.echo import MESSAGE_CHARS, echoed

__all__ = [
    "LINKS_LEFT_OUT",
    "RESOURCE_NOT_FOUND",
    "Extras",
    "expose_uri",
    "exposed_links",
    "list_extras",
    "original_uri",
    "quoted_file_uri",
    "with_links_note",
]

_LOG = logging.getLogger("tooldeck.gateway")

RESOURCE_NOT_FOUND = -32002

REMEMBERED_LINKS = 4096
"""How many upstream resource URIs that relayed results linked :class:`Extras` keeps, so a
URI quoted in a result's own words can be read (the oldest dropped; a few hundred KiB)."""
"""JSON-RPC error code for an unknown resource (MCP 2025-06-18 "Resources → Error Handling")."""

_URI = re.compile(r"^([A-Za-z][A-Za-z0-9+.-]*):(//)?([^/]*)/(.*)$", re.DOTALL)


def expose_uri(upstream: str, uri: str) -> str:
    """``uri`` of ``upstream`` as the gateway lists it (see the module text)."""
    name = quote(upstream, safe="")
    scheme, colon, rest = uri.partition(":")
    if not colon or not re.fullmatch(r"[A-Za-z][A-Za-z0-9+.-]*", scheme):
        return f"gateway:{name}/{quote(uri, safe='')}"
    if rest.startswith("//"):
        return f"{scheme}://{name}/{rest[2:]}"
    return f"{scheme}:{name}/{rest}"


def original_uri(exposed: str) -> tuple[str, str] | None:
    """``(upstream, its own URI)`` of an exposed URI, or None when it names no upstream."""
    match = _URI.match(exposed)
    if match is None:
        return None
    scheme, slashes, name, rest = match.groups()
    upstream = unquote(name)
    if scheme == "gateway" and not slashes:
        return upstream, unquote(rest)
    return upstream, f"{scheme}:{slashes or ''}{rest}"


def exposed_links(
    raw: types.CallToolResult, upstream: str
) -> tuple[types.CallToolResult, dict[str, dict[str, str]]]:
    """``raw`` (a result of ``upstream``'s tool) with the URI of each ``resource_link``
    block and embedded ``resource`` mapped into the gateway's namespace
    (:func:`expose_uri`), and what was mapped: gateway URI → ``{"upstream", "uri"}`` (the
    upstream's own URI). The result's ``_meta`` gets that mapping under
    :data:`REWRITES_KEY` as ``{"resource_uris": …}`` (:func:`with_links_note`); ``raw``
    itself and ``{}`` when it links no resource.

    Before session 33 the blocks went on with the upstream's URI: the client's
    ``resources/read`` of it reached no upstream (``-32002``) or, where the URI's first
    part happened to be another upstream's name, the wrong one (fix33)."""
    mapped: dict[str, dict[str, str]] = {}

    def exposed(uri: Any) -> str:
        own = str(uri)
        out = expose_uri(upstream, own)
        mapped[out] = {"upstream": upstream, "uri": own}
        return out

    content: list[Any] = []
    for block in raw.content:
        if isinstance(block, types.ResourceLink):
            block = block.model_copy(update={"uri": exposed(block.uri)})
        elif isinstance(block, types.EmbeddedResource):
            resource = block.resource.model_copy(update={"uri": exposed(block.resource.uri)})
            block = block.model_copy(update={"resource": resource})
        content.append(block)
    quoted = quoted_file_uri(raw)
    if quoted is not None:
        exposed(quoted)  # the quoted text itself is the tool's words: not rewritten
    if not mapped:
        return raw, mapped
    return with_links_note(raw.model_copy(update={"content": content}), mapped), mapped


def quoted_file_uri(raw: types.CallToolResult) -> str | None:
    """The URI a result's structured content quotes for a file it sends as ``image`` or
    ``audio`` content (blocks that carry no URI of their own: MCP 2025-06-18 "Tools →
    Tool Result"), at ``items.file.uri`` — where ``tooldeck serve`` names a file a tool
    returned (:class:`tooldeck.serve.artifacts.Artifacts`), and serves it; None when the
    result has no such block or quotes no URI there. :func:`exposed_links` maps it, so a
    ``resources/read`` of it through the gateway reaches that upstream (it used to be
    "no resource": nothing in the result named the URI as a resource)."""
    if not any(isinstance(b, types.ImageContent | types.AudioContent) for b in raw.content):
        return None
    stated = raw.structured_content
    items = stated.get("items") if isinstance(stated, dict) else None
    file = items.get("file") if isinstance(items, dict) else None
    uri = file.get("uri") if isinstance(file, dict) else None
    return uri if isinstance(uri, str) and uri else None


LINKS_LEFT_OUT = (
    "the map of each gateway URI to the upstream's own, to fit the gateway's --limit: a "
    "gateway URI is the upstream's with the upstream's name after the scheme "
    "(scheme://SERVER/…), and resources/read of it reads the upstream's"
)
"""What the short form of the links note (:func:`with_links_note`) says it left out."""


def with_links_note(
    result: types.CallToolResult,
    mapped: Mapping[str, Mapping[str, str]],
    *,
    short: bool = False,
) -> types.CallToolResult:
    """``result`` with ``_meta[REWRITES_KEY]["resource_uris"]`` set to ``mapped``
    (:func:`exposed_links`); ``result`` itself when ``mapped`` is empty. ``short``: the
    form that fits any ``--limit`` the gateway's own envelope fits (a result may link
    thousands of resources): ``resource_uris_total``, the ``upstreams`` and ``left_out``
    (:data:`LINKS_LEFT_OUT`) in place of the map."""
    if not mapped:
        return result
    meta = dict(result.meta or {})
    note = dict(meta.get(REWRITES_KEY) or {})
    if short:
        note["resource_uris_total"] = len(mapped)
        note["upstreams"] = sorted({own["upstream"] for own in mapped.values()})
        note["left_out"] = LINKS_LEFT_OUT
    else:
        note["resource_uris"] = {uri: dict(own) for uri, own in mapped.items()}
    meta[REWRITES_KEY] = note
    return result.model_copy(update={"meta": meta})


async def _pages(session: Any, request_type: Any, result_type: Any, field: str) -> list[Any]:
    """Every item of a paginated list request (at most ``MAX_PAGES`` pages, a repeated
    cursor refused: MCP 2025-06-18 "Utilities → Pagination")."""
    items: list[Any] = []
    cursor: str | None = None
    seen: set[str] = set()
    for _ in range(MAX_PAGES):
        params = None if cursor is None else types.PaginatedRequestParams(cursor=cursor)
        result = await session.send_request(request_type(params=params), result_type)
        items.extend(getattr(result, field))
        cursor = result.next_cursor
        if not cursor:
            return items
        if cursor in seen:
            raise SourceError(f"the {field} listing repeats the cursor {cursor!r}")
        seen.add(cursor)
    raise SourceError(f"the {field} listing was still paginating after {MAX_PAGES:,} pages")


async def list_extras(
    session: Any,
    capabilities: types.ServerCapabilities | None,
    mask: Callable[[str], str] = str,
    name: str | None = None,
) -> tuple[tuple[Any, ...], tuple[Any, ...], tuple[Any, ...]]:
    """``(resources, resource templates, prompts)`` of an initialized upstream session,
    each listed only when the server declares the capability (SDK models, unchanged). A
    listing the server answers with an error or with something unreadable is logged and
    left empty: its tools keep being served. ``mask`` is applied to the logged reason (the
    gateway's: the values it passed the server that may be secret become ``***``); the
    line names the upstream ``name`` (its name in the config; trial33: "an upstream's
    resource_templates could not be listed" did not say which of five)."""
    kinds: list[tuple[Any, Any, str]] = []
    if capabilities is not None and capabilities.resources is not None:
        kinds += [
            (types.ListResourcesRequest, types.ListResourcesResult, "resources"),
            (
                types.ListResourceTemplatesRequest,
                types.ListResourceTemplatesResult,
                "resource_templates",
            ),
        ]
    if capabilities is not None and capabilities.prompts is not None:
        kinds.append((types.ListPromptsRequest, types.ListPromptsResult, "prompts"))
    found: dict[str, tuple[Any, ...]] = {}
    for request_type, result_type, field in kinds:
        try:
            found[field] = tuple(await _pages(session, request_type, result_type, field))
        except (MCPError, SourceError, ValidationError) as exc:
            who = "an upstream's" if name is None else f"upstream {name!r}:"
            _LOG.warning("%s %s could not be listed: %s", who, field, mask(str(exc)))
    return (
        found.get("resources", ()),
        found.get("resource_templates", ()),
        found.get("prompts", ()),
    )


class Extras:
    """The resources, templates and prompts of every ready upstream, as exposed.

    Args:
        upstreams: name → an upstream (``state``, ``resources``, ``templates``,
            ``prompts`` and ``request(request, result_type)``; :class:`Upstream`).
        config: naming of prompts (as for tools).
    """

    def __init__(self, upstreams: Mapping[str, Any], config: GatewayConfig) -> None:
        self._upstreams = upstreams
        self._config = config
        # an upstream's own URI, linked by a relayed result → the upstreams that linked it
        self._linked: OrderedDict[str, set[str]] = OrderedDict()

    def remember(self, mapped: Mapping[str, Mapping[str, str]]) -> None:
        """Note the resource URIs a relayed tool result linked (:func:`exposed_links`'s
        map: gateway URI → ``{"upstream", "uri"}``), so :meth:`read_resource` can read a
        URI the result's text or structured content quotes in the upstream's own form.
        At most :data:`REMEMBERED_LINKS` URIs are kept, the oldest dropped."""
        for own in mapped.values():
            uri = own["uri"]
            self._linked.setdefault(uri, set()).add(own["upstream"])
            self._linked.move_to_end(uri)
        while len(self._linked) > REMEMBERED_LINKS:
            self._linked.popitem(last=False)

    def _ready(self) -> dict[str, Any]:
        return {n: u for n, u in self._upstreams.items() if u.state == "ready"}

    def _prompt_names(self) -> dict[str, tuple[str, str]]:
        listed = {n: [p.name for p in u.prompts] for n, u in self._ready().items()}
        return dict(expose(listed, self._config).exposed)

    # --- handlers (the SDK's low-level Server) -----------------------------------------------
    async def list_resources(
        self, ctx: Any, params: types.PaginatedRequestParams | None
    ) -> types.ListResourcesResult:
        out = [
            r.model_copy(update={"uri": expose_uri(name, str(r.uri))})
            for name, upstream in self._ready().items()
            for r in upstream.resources
        ]
        return types.ListResourcesResult(resources=out)

    async def list_resource_templates(
        self, ctx: Any, params: types.PaginatedRequestParams | None
    ) -> types.ListResourceTemplatesResult:
        out = [
            t.model_copy(update={"uri_template": expose_uri(name, t.uri_template)})
            for name, upstream in self._ready().items()
            for t in upstream.templates
        ]
        return types.ListResourceTemplatesResult(resource_templates=out)

    async def read_resource(
        self, ctx: Any, params: types.ReadResourceRequestParams
    ) -> types.ReadResourceResult:
        exposed = str(params.uri)
        routed = original_uri(exposed)
        upstream = self._upstreams.get(routed[0]) if routed is not None else None
        linked = self._linked.get(exposed, set()) if upstream is None else set()
        if len(linked) == 1:  # a relayed result's own words quote the upstream's URI
            (name,) = linked
            routed, upstream = (name, exposed), self._upstreams.get(name)
        elif len(linked) > 1:
            named = ", ".join(repr(expose_uri(n, exposed)) for n in sorted(linked))
            raise MCPError(
                RESOURCE_NOT_FOUND,
                f"{echoed(exposed)!r} was linked by more than one upstream's result; read it "
                f"by the gateway's URI of the one you mean: {named}",
            )
        if routed is None or upstream is None:
            raise MCPError(
                RESOURCE_NOT_FOUND,
                f"no resource {echoed(exposed)!r}: gateway URIs name the upstream after the scheme "
                "(scheme://SERVER/…); resources/list lists them",
            )
        request = types.ReadResourceRequest(params=types.ReadResourceRequestParams(uri=routed[1]))
        result: types.ReadResourceResult = await _forward(
            upstream, request, types.ReadResourceResult
        )
        contents = [
            c.model_copy(update={"uri": expose_uri(routed[0], str(c.uri))}) for c in result.contents
        ]
        return result.model_copy(update={"contents": contents})

    async def list_prompts(
        self, ctx: Any, params: types.PaginatedRequestParams | None
    ) -> types.ListPromptsResult:
        names = {route: exposed for exposed, route in self._prompt_names().items()}
        out = [
            p.model_copy(update={"name": names[(name, p.name)]})
            for name, upstream in self._ready().items()
            for p in upstream.prompts
            if (name, p.name) in names
        ]
        return types.ListPromptsResult(prompts=out)

    async def get_prompt(
        self, ctx: Any, params: types.GetPromptRequestParams
    ) -> types.GetPromptResult:
        route = self._prompt_names().get(params.name)
        if route is None:
            raise MCPError(
                types.INVALID_PARAMS,
                f"there is no prompt named {echoed(params.name)!r}; prompts/list lists them",
            )
        name, original = route
        request = types.GetPromptRequest(
            params=types.GetPromptRequestParams(name=original, arguments=params.arguments)
        )
        result: types.GetPromptResult = await _forward(
            self._upstreams[name], request, types.GetPromptResult
        )
        return result


async def _forward(upstream: Any, request: Any, result_type: Any) -> Any:
    """``upstream.request(...)``; a JSON-RPC error of the upstream's own becomes a JSON-RPC
    error with the upstream's code and the gateway's message about it; any other
    classified failure (down, crashed, an answer tooldeck refuses) ``-32603``. The message
    is cut to :data:`~tooldeck.serve.echo.MESSAGE_CHARS` with the count of characters not
    shown (:func:`~tooldeck.serve.echo.echoed`; rebreak32 R10: an upstream's error went
    whole, 100,120 characters, as code 0, since it was no ``ToolDeckError``)."""
    try:
        return await upstream.request(request, result_type)
    except (UpstreamErrorAnswer, UpstreamInvalidParams) as exc:
        raise MCPError(exc.code, echoed(str(exc), MESSAGE_CHARS)) from None
    except (ToolDeckError, ToolError) as exc:
        raise MCPError(types.INTERNAL_ERROR, echoed(str(exc), MESSAGE_CHARS)) from None
