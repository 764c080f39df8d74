"""Exposed names for tools merged from several MCP servers (issue 14, item 2).

``server__tool`` by default; the separator, a prefix per server and "only on collision"
come from :class:`~tooldeck.formats.mcp_config.GatewayConfig`. Every exposed name is valid
for every provider (at most 64 characters of ``[A-Za-z0-9_-]``; OpenAI's function-name
rule, the strictest of the providers tooldeck exports to); a longer or otherwise invalid
name is shortened with a stable mapping (a short hash of the full name), and every
collision is reported.

Status: the value shapes are fixed here; :func:`expose` is being written.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence

from tooldeck.formats.mcp_config import GatewayConfig

__all__ = ["Collision", "NameMap", "expose"]


@dataclasses.dataclass(frozen=True)
class Collision:
    """One tool name offered by more than one upstream.

    Attributes:
        name: the upstream tool name they share.
        upstreams: the upstreams offering it, in config order.
    """

    name: str
    upstreams: tuple[str, ...]


@dataclasses.dataclass(frozen=True)
class NameMap:
    """Exposed name ↔ (upstream, original tool name).

    Attributes:
        exposed: exposed name → (upstream name, the upstream's tool name), config order.
        collisions: names offered by several upstreams.
        shortened: exposed names that were shortened or rewritten → the full name they stand for.
    """

    exposed: Mapping[str, tuple[str, str]]
    collisions: tuple[Collision, ...] = ()
    shortened: Mapping[str, str] = dataclasses.field(default_factory=dict)


def expose(listings: Mapping[str, Sequence[str]], config: GatewayConfig) -> NameMap:
    """Exposed names for each upstream's tool names (``listings``: upstream → tool names).

    Deterministic: the same listings and config always give the same names.
    """
    raise NotImplementedError("being written (issue 14)")
