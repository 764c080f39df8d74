"""List a Streamable HTTP MCP server's tools and load them as a deck.

:func:`load_from_http` connects with the ``mcp`` SDK's Streamable HTTP client
(``mcp.client.streamable_http.streamable_http_client``; MCP 2025-06-18 "Basic →
Transports → Streamable HTTP"), initializes, follows every ``tools/list`` page
(:func:`tooldeck.formats.mcp_client.list_all_pages`) and loads the tools as
:mod:`tooldeck.formats.mcp` loads a file. The SDK's bounds apply (one SSE event at most
``DEFAULT_MAX_SSE_EVENT_SIZE`` bytes); what the server sends gets the file checks
(NaN/Infinity, lone surrogates, nesting depth) before loading.

Header values are secrets: they are sent, never logged, and messages name the endpoint
without its query string (``https://host/path``), which can hold a key too.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from typing import Any
from urllib.parse import urlsplit, urlunsplit

from tooldeck.errors import SourceError, ToolDeckError
from tooldeck.formats.base import LoadResult
from tooldeck.formats.mcp_client import (
    _capture_sdk_logs,
    _check_listed_values,
    _client_version,
    _leaves,
    _resolve_timeout,
    list_all_pages,
)

__all__ = ["endpoint_label", "load_from_http", "load_from_http_sync"]


def endpoint_label(url: str) -> str:
    """``url`` without query, fragment and user info (they can hold secrets)."""
    parts = urlsplit(url)
    host = parts.hostname or ""
    if parts.port is not None:
        host = f"{host}:{parts.port}"
    return urlunsplit((parts.scheme, host, parts.path, "", ""))


def _describe(exc: BaseException, label: str, limit: float, explicit: bool) -> str:
    leaves = _leaves(exc)
    cause = leaves[0] if leaves else exc
    if isinstance(cause, TimeoutError):
        how = "the timeout you gave" if explicit else "TOOLDECK_MCP_TIMEOUT or the 30 s default"
        return f"MCP server {label} did not finish tools/list within {limit:g} s ({how})"
    name = type(cause).__name__
    text = str(cause).strip() or name
    if "Connect" in name or isinstance(cause, ConnectionError | OSError):
        return f"MCP server {label} cannot be reached: {text}"
    return f"MCP server {label} failed: {name}: {text}"


async def load_from_http(
    url: str,
    *,
    headers: Mapping[str, str] | None = None,
    timeout: float | None = None,
) -> LoadResult:
    """Connect to a Streamable HTTP MCP server, list all its tools, load them as a deck.

    Args:
        url: the endpoint (``http://127.0.0.1:8000/mcp``).
        headers: HTTP headers sent with every request (``Authorization`` …; secrets).
        timeout: seconds for the whole exchange; None: ``TOOLDECK_MCP_TIMEOUT`` if set,
            else 30 s (as :func:`tooldeck.formats.mcp_client.load_from_server`).

    Returns:
        A :class:`LoadResult` with format ``"mcp"``; tool sources read
        ``mcp:<endpoint>#tools[3]``.

    Raises:
        SourceError: the server cannot be reached, times out, answers with an HTTP or MCP
            error, sends invalid values, or its pagination loops.
        FormatError, SchemaError, ToolDefinitionError, DuplicateToolError: the tools it
            listed are not valid (as for a file).
    """
    import anyio
    import mcp_types
    from mcp.client.session import ClientSession
    from mcp.client.streamable_http import streamable_http_client
    from mcp.shared._httpx_utils import create_mcp_http_client

    limit, explicit = _resolve_timeout(timeout)
    label = endpoint_label(url)
    info = mcp_types.Implementation(name="tooldeck", version=_client_version())
    listed: tuple[list[Any], Mapping[str, Any] | None] | None = None
    failure: BaseException | None = None
    with _capture_sdk_logs():
        try:
            with anyio.fail_after(limit):
                async with (
                    create_mcp_http_client(headers=dict(headers or {})) as client,
                    streamable_http_client(url, http_client=client) as (read, write),
                    ClientSession(read, write, client_info=info) as session,
                ):
                    await session.initialize()
                    listed = await list_all_pages(session, label)
        except Exception as exc:  # the SDK raises groups of transport errors
            failure = exc
    if failure is not None or listed is None:
        inner = (
            next((e for e in _leaves(failure) if isinstance(e, ToolDeckError)), None)
            if failure
            else None
        )
        if inner is not None:
            raise inner from None
        raise SourceError(
            _describe(failure, label, limit, explicit)
            if failure
            else f"MCP server {label} gave no tools"
        ) from None
    tools, meta = listed
    _check_listed_values(tools, label)
    data: dict[str, Any] = {"tools": tools}
    if meta is not None:
        data["_meta"] = meta
    from tooldeck.formats.mcp import FORMAT

    return FORMAT.load(data, source=f"mcp:{label}")


def load_from_http_sync(
    url: str,
    *,
    headers: Mapping[str, str] | None = None,
    timeout: float | None = None,
) -> LoadResult:
    """Blocking form of :func:`load_from_http` (same arguments, result and errors); call
    it only where no event loop runs in this thread."""
    import anyio

    return anyio.run(functools.partial(load_from_http, url, headers=headers, timeout=timeout))
