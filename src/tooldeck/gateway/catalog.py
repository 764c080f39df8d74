"""The gateway's catalogue: every upstream tool under its exposed name, active or quarantined.

The one value the gateway's parts share: the upstream pool lists tools, naming and pinning
turn the listings into a :class:`Catalog`, an exposure mode reads its active tools, and the
server routes a call by :meth:`Catalog.lookup`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from typing import Literal

from tooldeck.tool import Deck, Tool

__all__ = ["Catalog", "Entry"]


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
