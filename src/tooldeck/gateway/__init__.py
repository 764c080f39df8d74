"""``tooldeck gateway``: one MCP endpoint in front of many MCP servers (issue 14).

Upstreams (:mod:`tooldeck.formats.mcp_config`) are listed, namespaced
(:mod:`tooldeck.formats.mcp_names`), pinned and checked (:mod:`.pinning`) into a
:class:`~tooldeck.gateway.catalog.Catalog`; an exposure mode (:mod:`.exposure`: full,
search, search-load) decides what ``tools/list`` shows; every call goes through tooldeck's
Runtime to the upstream (:mod:`.upstreams`, :mod:`.server`). See ``docs/gateway.md``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tooldeck._lazy import lazy_exports

if TYPE_CHECKING:
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
    from tooldeck.gateway.served import served_deck
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
    "served_deck",
]

_WHERE = {
    "Catalog": "tooldeck.gateway.catalog",
    "Entry": "tooldeck.gateway.catalog",
    "MODES": "tooldeck.gateway.exposure",
    "Answer": "tooldeck.gateway.exposure",
    "Exposure": "tooldeck.gateway.exposure",
    "Forward": "tooldeck.gateway.exposure",
    "exposure_for": "tooldeck.gateway.exposure",
    "make_exposure": "tooldeck.gateway.exposure",
    "run_gateway": "tooldeck.gateway.run",
    "served_deck": "tooldeck.gateway.served",
    "Gateway": "tooldeck.gateway.server",
    "GatewayAudit": "tooldeck.gateway.server",
    "GatewayServer": "tooldeck.gateway.server",
    "UpstreamPool": "tooldeck.gateway.upstreams",
    "UpstreamStatus": "tooldeck.gateway.upstreams",
}
"""Module of each public name: imported on first use (PEP 562), so that reading the
gateway's pins (``tooldeck.gateway.pinning``, as ``tooldeck lock`` does to warn about a
flagged definition) does not import the MCP SDK and the retrievers of search mode
(session 19: 1.5 s of every ``tooldeck lock``)."""


__getattr__, __dir__ = lazy_exports(__name__, _WHERE, __all__, globals())
