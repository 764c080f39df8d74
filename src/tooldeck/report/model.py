"""The report value: every section's result for one deck, JSON-serialisable."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from tooldeck import __version__
from tooldeck.cases import Case
from tooldeck.formats.base import ConversionWarning
from tooldeck.report.inventory import Inventory, inventory
from tooldeck.tool import Deck

__all__ = ["Report", "build_report"]


@dataclass(frozen=True, slots=True)
class Report:
    """The report of one deck.

    Attributes:
        source: where the deck was loaded from.
        format: the format it was read as.
        load_warnings: what the load could not carry.
        inventory: the inventory section.
    """

    source: str
    format: str
    load_warnings: tuple[ConversionWarning, ...]
    inventory: Inventory

    def to_json(self) -> dict[str, Any]:
        """The report as a JSON object (``schema`` names the layout version)."""
        return {
            "schema": "tooldeck.report/v1",
            "tooldeck_version": __version__,
            "source": self.source,
            "format": self.format,
            "load_warnings": [
                {"field": w.field, "message": w.message, "tools": list(w.tools)}
                for w in self.load_warnings
            ],
            "inventory": self.inventory.to_json(),
        }


def build_report(
    deck: Deck,
    *,
    source: str,
    format: str,
    load_warnings: Sequence[ConversionWarning] = (),
    cases: Sequence[Case] | None = None,
) -> Report:
    """Compute every report section available for ``deck`` (and ``cases``)."""
    return Report(
        source=source,
        format=format,
        load_warnings=tuple(load_warnings),
        inventory=inventory(deck, cases),
    )
