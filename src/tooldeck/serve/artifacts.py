"""Truncated outputs served as MCP resources, so a model reads on without filesystem access.

When a result is truncated, the whole output lies in a content-addressed artifact
(:class:`~tooldeck.runtime.ArtifactStore`, ``<sha256>.txt``). ``tooldeck serve`` answers
such a result with a ``resource_link`` content block (MCP 2025-06-18, "Tools → Resource
links") naming ``tooldeck://artifacts/<sha256>``, puts the URI of the next range in the
envelope's ``read_more.uri``, and serves the artifacts (MCP 2025-06-18, "Resources"):

* ``resources/list``: the artifacts this server has linked, newest last, 100 a page — over
  stdio only (one client); over HTTP, where every client of the process would see every
  other client's outputs, the list is empty and an artifact is read by the URI its own
  result gave (:attr:`Artifacts.listed`);
* ``resources/templates/list``: ``tooldeck://artifacts/{sha256}{?offset,limit}`` (an RFC
  6570 template): ``offset`` and ``limit`` select characters ``[offset, offset + limit)``
  of the text, as ``read_more`` counts them;
* ``resources/read``: the text (``text/plain``, UTF-8), whole or the range asked for.

A file a tool returned (``-> bytes``: :mod:`tooldeck.runtime.files`, an artifact
``<sha256>.bin``) is sent in its result after the text: as ``image`` or ``audio`` content
when its sniffed media type is ``image/*`` or ``audio/*``, else as an embedded resource
(``resource`` content, a ``blob`` named ``tooldeck://artifacts/<sha256>``), when the whole
response with it is within the runtime's output limit (:attr:`Artifacts.embeds`); past the
limit, as a ``resource_link`` to that URI, whose ``resources/read`` answers the whole file
as one ``blob`` (no range). The envelope's ``items.file`` gains that ``uri``.

Only artifacts this server process linked are readable (the store directory may hold
other programs' outputs); another URI is a JSON-RPC ``-32602`` error ("Resource not
found"), as is a malformed range.
"""

from __future__ import annotations

import base64
import dataclasses
import re
import urllib.parse
from collections.abc import Callable
from pathlib import Path
from typing import Any

import mcp_types as types
from mcp.shared.exceptions import MCPError
from mcp_types.jsonrpc import INVALID_PARAMS

from tooldeck.errors import ArtifactError
from tooldeck.runtime import ArtifactStore, ToolResult, read_artifact
from tooldeck.runtime.files import FILE_KEY, sniff
from tooldeck.serve.echo import echoed

__all__ = ["PAGE", "SCHEME", "TEMPLATE", "Artifacts"]

SCHEME = "tooldeck://artifacts/"
"""The prefix of artifact URIs; the SHA-256 of the text follows."""

TEMPLATE = "tooldeck://artifacts/{sha256}{?offset,limit}"
"""The RFC 6570 template of artifact URIs (with the optional character range)."""

PAGE = 100
"""Resources per ``resources/list`` page."""

_NAME = re.compile(r"[0-9a-f]{64}")
_DIGITS = re.compile(r"[0-9]{1,18}")


class Artifacts:
    """The artifacts of one server, as MCP resources (see the module docstring).

    Args:
        store: the runtime truncator's store (artifacts outside it are not served).
        listed: whether ``resources/list`` names the linked artifacts (True for one client,
            stdio; :func:`tooldeck.serve.run_http` sets False: clients of one HTTP server
            must not list each other's outputs, MCP having no client identity in the
            2026-07-28 era; the 64-hex SHA-256 in a result's URI is what reads it).
    """

    def __init__(self, store: ArtifactStore, *, listed: bool = True) -> None:
        self.store = store
        self.listed = listed
        self.embeds: Callable[[dict[str, Any]], bool] | None = None
        """Whether a rendered result (``CallToolResult`` as JSON) with a file's content in
        it may be sent (:class:`~tooldeck.serve.server.MCPServer` sets the output limit's
        check); None: always."""
        self._linked: dict[str, tuple[Path, int]] = {}

    def digest(self, path: str | None) -> str | None:
        """The SHA-256 of an artifact of the store at ``path``, else None (a tool's own
        product, another directory)."""
        if path is None:
            return None
        file = Path(path)
        if file.suffix != ".txt" or not _NAME.fullmatch(file.stem):
            return None
        if file.parent.resolve() != self.store.directory.resolve():
            return None
        return file.stem

    def file_digest(self, path: str | None) -> str | None:
        """The SHA-256 of a file a tool returned, stored in the store (``<sha256>.bin``),
        else None."""
        if path is None:
            return None
        file = Path(path)
        if file.suffix != ".bin" or not _NAME.fullmatch(file.stem):
            return None
        if file.parent.resolve() != self.store.directory.resolve():
            return None
        return file.stem

    def _with_file(self, result: ToolResult, digest: str) -> dict[str, Any]:
        """:meth:`ToolResult.to_mcp` of a file result, the file's content appended
        (embedded within the limit, else linked: see the module docstring)."""
        path = self.store.directory / f"{digest}.bin"
        items = result.items
        if isinstance(items, dict) and isinstance(items.get(FILE_KEY), dict):
            items = {FILE_KEY: {**items[FILE_KEY], "uri": self.uri(digest)}}
            result = dataclasses.replace(result, items=items)
        data = result.to_mcp()
        try:
            raw = path.read_bytes()
        except OSError as exc:
            data["content"].append(
                {"type": "text", "text": f"the file {result.tool} returned cannot be read: {exc}"}
            )
            return data
        mime = sniff(raw)
        blob = base64.b64encode(raw).decode("ascii")
        block: dict[str, Any]
        if mime.startswith(("image/", "audio/")):
            block = {"type": mime.partition("/")[0], "data": blob, "mimeType": mime}
        else:
            block = {
                "type": "resource",
                "resource": {"uri": self.uri(digest), "mimeType": mime, "blob": blob},
            }
        embedded = {**data, "content": [*data["content"], block]}
        if self.embeds is None or self.embeds(embedded):
            return embedded
        link = types.ResourceLink(
            uri=self.uri(digest),
            name=f"{digest}.bin",
            title=f"File returned by {result.tool} ({len(raw):,} bytes, over the output "
            "limit: resources/read gives it whole)",
            mime_type=mime,
            size=len(raw),
        )
        data["content"].append(link.model_dump(by_alias=True, exclude_none=True))
        return data

    def uri(self, digest: str, offset: int | None = None, limit: int | None = None) -> str:
        """``tooldeck://artifacts/<sha256>`` with the range, if any, as a query."""
        query = {k: v for k, v in (("offset", offset), ("limit", limit)) if v is not None}
        return SCHEME + digest + (f"?{urllib.parse.urlencode(query)}" if query else "")

    def link(self, digest: str, tool: str) -> types.ResourceLink:
        """The ``resource_link`` block of an artifact (``size``: its bytes)."""
        path = self.store.directory / f"{digest}.txt"
        try:
            size = path.stat().st_size
        except OSError:
            size = None
        return types.ResourceLink(
            uri=self.uri(digest),
            name=f"{digest}.txt",
            title=f"Full output of {tool}",
            mime_type="text/plain",
            size=size,
        )

    def render(self, result: ToolResult) -> dict[str, Any]:
        """:meth:`ToolResult.to_mcp` of ``result``, and for an output truncated to one of
        this store's artifacts a ``resource_link`` block after the text, the next range's
        URI in ``read_more.uri``, and the summary's truncation sentence naming the resource
        instead of the artifact's path on this host (the envelope's ``artifact`` field, sent
        too, keeps the path, as documented for every result envelope: docs/runtime.md).
        The link is served once :meth:`add` is given it (for a link actually sent)."""
        if not result.truncated and not result.is_error:
            file = self.file_digest(result.artifact)
            if file is not None:
                return self._with_file(result, file)
        digest = self.digest(result.artifact) if result.truncated else None
        if digest is not None and result.read_more is not None:
            read_more = dict(result.read_more)
            read_more["uri"] = self.uri(digest, read_more.get("offset"), read_more.get("limit"))
            summary = result.summary.replace(
                f"the full output is in {result.artifact};",
                f"the full output is the MCP resource {self.uri(digest)} "
                "(resources/read; read_more.uri is the next range);",
            )
            result = dataclasses.replace(result, read_more=read_more, summary=summary)
        data = result.to_mcp()
        if digest is not None:
            link = self.link(digest, result.tool)
            data["content"].append(link.model_dump(by_alias=True, exclude_none=True))
        return data

    @staticmethod
    def _digest(uri: str) -> str | None:
        """The artifact digest ``uri`` names (any range), or None for another scheme or a
        name that is no digest."""
        if not uri.startswith(SCHEME):
            return None
        digest = uri[len(SCHEME) :].partition("?")[0]
        return digest if _NAME.fullmatch(digest) else None

    def serves(self, uri: str) -> bool:
        """Whether ``uri`` names an artifact this server linked (any range)."""
        return self._digest(uri) in self._linked

    def add(self, link: types.ResourceLink) -> None:
        """Serve the artifact ``link`` names (called for each link actually sent); a link
        of another scheme (a tool's own ``resource_link``) names none."""
        digest = self._digest(str(link.uri))
        suffix = ".bin" if link.name.endswith(".bin") else ".txt"
        if digest is not None and digest not in self._linked:
            self._linked[digest] = (self.store.directory / f"{digest}{suffix}", link.size or 0)

    def add_file(self, uri: str) -> None:
        """Serve the file artifact a result names by ``uri`` although no ``resource_link``
        was sent for it: a file embedded in the answer (a ``resource`` or ``image`` block)
        whose ``items.file.uri`` the envelope quotes (trial39b LOW-6: ``resources/read`` of
        that URI was "Resource not found"). Only a file this store holds (``.bin``)."""
        digest = self._digest(uri)
        if digest is None or digest in self._linked:
            return
        path = self.store.directory / f"{digest}.bin"
        if path.is_file():
            self._linked[digest] = (path, path.stat().st_size)

    async def list(
        self, ctx: Any, params: types.PaginatedRequestParams | None
    ) -> types.ListResourcesResult:
        """``resources/list``: linked artifacts, :data:`PAGE` a page (cursor: an index)."""
        cursor = params.cursor if params is not None else None
        start = 0
        if cursor:
            if not _DIGITS.fullmatch(cursor):
                raise MCPError(INVALID_PARAMS, f"invalid cursor {echoed(repr(cursor))}")
            start = int(cursor)
        digests = list(self._linked) if self.listed else []
        page = digests[start : start + PAGE]
        resources = [
            types.Resource(
                uri=self.uri(d),
                name=self._linked[d][0].name,
                title="A file a tool returned"
                if self._linked[d][0].suffix == ".bin"
                else "Full output of a truncated tool result",
                mime_type="application/octet-stream"
                if self._linked[d][0].suffix == ".bin"
                else "text/plain",
                size=self._linked[d][1] or None,
            )
            for d in page
        ]
        following = start + PAGE
        return types.ListResourcesResult(
            resources=resources,
            next_cursor=str(following) if following < len(digests) else None,
        )

    async def templates(
        self, ctx: Any, params: types.PaginatedRequestParams | None
    ) -> types.ListResourceTemplatesResult:
        """``resources/templates/list``: :data:`TEMPLATE`."""
        return types.ListResourceTemplatesResult(
            resource_templates=[
                types.ResourceTemplate(
                    uri_template=TEMPLATE,
                    name="artifact",
                    title="Full output of a truncated tool result",
                    description=(
                        "offset and limit select characters [offset, offset + limit) of the "
                        "text, as read_more counts them"
                    ),
                    mime_type="text/plain",
                )
            ]
        )

    async def read(
        self, ctx: Any, params: types.ReadResourceRequestParams
    ) -> types.ReadResourceResult:
        """``resources/read`` of an artifact URI, whole or a character range.

        Raises:
            MCPError: ``-32602`` for an unknown URI or a malformed range.
        """
        uri = params.uri
        digest, _, query = (
            uri[len(SCHEME) :].partition("?") if uri.startswith(SCHEME) else ("", "", "")
        )
        entry = self._linked.get(digest)
        if entry is None:
            shown = echoed(uri)
            raise MCPError(INVALID_PARAMS, f"Resource not found: {shown}", {"uri": shown})
        if entry[0].suffix == ".bin":
            if query:
                raise MCPError(
                    INVALID_PARAMS,
                    f"{echoed(uri)}: a file is read whole (no range)",
                    {"uri": echoed(uri)},
                )
            try:
                raw = entry[0].read_bytes()
            except OSError as exc:
                raise MCPError(
                    INVALID_PARAMS, f"Resource not readable: {exc}", {"uri": echoed(uri)}
                ) from None
            return types.ReadResourceResult(
                contents=[
                    types.BlobResourceContents(
                        uri=uri, mime_type=sniff(raw), blob=base64.b64encode(raw).decode("ascii")
                    )
                ]
            )
        offset, limit = _range(uri, query)
        try:
            text = read_artifact(entry[0], offset, limit)
        except ArtifactError as exc:
            raise MCPError(
                INVALID_PARAMS, f"Resource not readable: {exc}", {"uri": echoed(uri)}
            ) from None
        return types.ReadResourceResult(
            contents=[types.TextResourceContents(uri=uri, mime_type="text/plain", text=text)]
        )


def _range(uri: str, query: str) -> tuple[int, int | None]:
    """(offset, limit) from ``offset=N&limit=M`` (both optional, integers ≥ 0)."""
    try:
        fields = urllib.parse.parse_qs(query, keep_blank_values=True, strict_parsing=bool(query))
    except ValueError:
        fields = {"": [query]}
    unknown = sorted(set(fields) - {"offset", "limit"})
    values: dict[str, int] = {}
    for key in ("offset", "limit"):
        given = fields.get(key, [])
        if len(given) > 1 or (given and not _DIGITS.fullmatch(given[0])):
            unknown.append(key)
        elif given:
            values[key] = int(given[0])
    if unknown:
        raise MCPError(
            INVALID_PARAMS,
            f"{echoed(uri)}: the range is ?offset=N&limit=M (characters, integers ≥ 0); "
            f"cannot read {', '.join(unknown)}",
            {"uri": echoed(uri)},
        )
    return values.get("offset", 0), values.get("limit")
