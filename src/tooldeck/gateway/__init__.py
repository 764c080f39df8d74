"""``tooldeck gateway``: one MCP endpoint in front of many MCP servers (issue 14).

Upstreams (:mod:`tooldeck.formats.mcp_config`) are listed, namespaced
(:mod:`tooldeck.formats.mcp_names`), pinned and checked (:mod:`.pinning`) into a
:class:`~tooldeck.gateway.catalog.Catalog`; an exposure mode (:mod:`.exposure`: full,
search, search-load) decides what ``tools/list`` shows; every call goes through tooldeck's
Runtime to the upstream (:mod:`.upstreams`, :mod:`.server`). See ``docs/gateway.md``.
"""

from __future__ import annotations

from tooldeck.gateway.catalog import Catalog, Entry
from tooldeck.gateway.exposure import (
    MODES,
    Answer,
    Exposure,
    Forward,
    exposure_for,
    make_exposure,
)
from tooldeck.gateway.run import run_gateway
from tooldeck.gateway.server import Gateway, GatewayAudit, GatewayServer
from tooldeck.gateway.upstreams import UpstreamPool, UpstreamStatus

__all__ = [
    "MODES",
    "Answer",
    "Catalog",
    "Entry",
    "Exposure",
    "Forward",
    "Gateway",
    "GatewayAudit",
    "GatewayServer",
    "UpstreamPool",
    "UpstreamStatus",
    "exposure_for",
    "make_exposure",
    "run_gateway",
]
