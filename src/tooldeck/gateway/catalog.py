"""The gateway's catalogue: every upstream tool under its exposed name, active or quarantined.

The one value the gateway's parts share: the upstream pool lists tools, naming and pinning
turn the listings into a :class:`Catalog`, an exposure mode reads its active tools, and the
server routes a call by :meth:`Catalog.lookup`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping, Sequence
from typing import Literal, Protocol

from tooldeck.formats.mcp_config import GatewayConfig
from tooldeck.formats.mcp_names import expose
from tooldeck.tool import Deck, Tool

__all__ = ["Catalog", "Entry", "PinCheck", "build_catalog"]


class PinCheck(Protocol):
    """What :func:`build_catalog` asks about each upstream tool (implemented by
    :class:`tooldeck.gateway.pinning.Pins`)."""

    def check(self, upstream: str, tool: Tool) -> str | None:
        """Why ``tool`` (as its upstream lists it) is quarantined, or None when active."""
        ...

    def built(self, listed: Sequence[str] = ()) -> None:
        """Called once every tool of a catalogue was checked, with the upstreams that were
        listed (Pins writes its lock and remembers them)."""
        ...


@dataclasses.dataclass(frozen=True)
class Entry:
    """One upstream tool as the gateway exposes it.

    Attributes:
        exposed: the name clients see (``server__tool`` by default).
        upstream: the upstream's name (:attr:`UpstreamSpec.name`).
        original: the tool's own name on its upstream (what a call is forwarded with).
        tool: the upstream's definition, renamed to ``exposed`` and otherwise unchanged.
        state: ``"active"`` (listed, callable) or ``"quarantined"`` (neither).
        reason: why it is quarantined (a changed definition's diff, a poisoning finding).
    """

    exposed: str
    upstream: str
    original: str
    tool: Tool
    state: Literal["active", "quarantined"] = "active"
    reason: str | None = None


@dataclasses.dataclass(frozen=True)
class Catalog:
    """All entries, in upstream order then tool order; exposed names are unique.

    Attributes:
        entries: every entry, active and quarantined.
        version: increases whenever the entries change (an upstream's ``listChanged``).
    """

    entries: tuple[Entry, ...] = ()
    version: int = 0

    def __post_init__(self) -> None:
        seen: set[str] = set()
        for entry in self.entries:
            if entry.exposed in seen:
                raise ValueError(f"two catalogue entries are exposed as {entry.exposed!r}")
            seen.add(entry.exposed)

    def lookup(self, exposed: str) -> Entry | None:
        """The entry exposed under ``exposed`` (active or quarantined), or None."""
        for entry in self.entries:
            if entry.exposed == exposed:
                return entry
        return None

    def active(self) -> Deck:
        """The callable tools, under their exposed names."""
        return Deck(entry.tool for entry in self.entries if entry.state == "active")

    def quarantined(self) -> tuple[Entry, ...]:
        """Entries held back until a person approves them."""
        return tuple(entry for entry in self.entries if entry.state == "quarantined")

    def of_upstream(self, upstream: str) -> tuple[Entry, ...]:
        """The entries of one upstream."""
        return tuple(entry for entry in self.entries if entry.upstream == upstream)

    def replaced(self, entries: Iterable[Entry]) -> Catalog:
        """A new catalogue with ``entries`` and the next version."""
        return Catalog(tuple(entries), self.version + 1)


def build_catalog(
    listings: Mapping[str, Sequence[Tool]],
    config: GatewayConfig,
    pins: PinCheck | None = None,
    *,
    version: int = 0,
) -> Catalog:
    """The catalogue of every upstream's tools under their exposed names.

    Args:
        listings: upstream name → the tools it listed (upstream names, not yet exposed).
        config: separator, namespacing and per-upstream prefixes (:func:`expose`).
        pins: decides each tool's state (:class:`tooldeck.gateway.pinning.Pins`: a changed
            definition or a poisoning finding quarantines it); None: every tool active.
        version: the catalogue's version number.

    Returns:
        The catalogue: upstreams in config order, tools in listing order. The collisions
        and shortened names are ``expose(...)``'s (:func:`tooldeck.formats.mcp_names.expose`
        with the same listings' names and config).
    """
    names = expose({up: [t.name for t in tools] for up, tools in listings.items()}, config)
    by_original = {up: {tool.name: tool for tool in tools} for up, tools in listings.items()}
    entries = []
    for exposed_name, (upstream, original) in names.exposed.items():
        tool = by_original[upstream][original]
        reason = pins.check(upstream, tool) if pins is not None else None
        renamed = tool if tool.name == exposed_name else tool.replace(name=exposed_name)
        entries.append(
            Entry(
                exposed=exposed_name,
                upstream=upstream,
                original=original,
                tool=renamed,
                state="active" if reason is None else "quarantined",
                reason=reason,
            )
        )
    if pins is not None:
        pins.built(tuple(listings))
    return Catalog(tuple(entries), version)
