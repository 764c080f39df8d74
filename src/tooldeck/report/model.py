"""The report value: every section's result for one deck, JSON-serialisable and printable.

A section is any value with ``to_json() -> dict`` and ``render(console)``; stages provide
theirs in ``tooldeck/report/<stage>_section.py``. :func:`build_report` computes the sections
that apply; a section that cannot be computed (a missing optional dependency, input the
stage refuses) is recorded as skipped with its reason instead of stopping the report.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from rich.console import Console

from tooldeck import __version__
from tooldeck.cases import Case
from tooldeck.errors import ToolDeckError
from tooldeck.formats.base import ConversionWarning
from tooldeck.report.inventory import Inventory, inventory
from tooldeck.tool import Deck

__all__ = ["Report", "Section", "SkippedSection", "build_report", "default_sections"]


class Section(Protocol):
    """What a report section provides."""

    def to_json(self) -> dict[str, Any]:
        """The section as a JSON object."""
        ...

    def render(self, console: Console) -> None:
        """Print the section."""
        ...


@dataclass(frozen=True, slots=True)
class SkippedSection:
    """A section that could not be computed, and why."""

    reason: str

    def to_json(self) -> dict[str, Any]:
        """``{"skipped": reason}``."""
        return {"skipped": self.reason}

    def render(self, console: Console) -> None:
        """One dim line saying why the section is missing."""
        console.print(f"[dim]skipped: {self.reason}[/]", highlight=False, markup=True)


@dataclass(frozen=True, slots=True)
class Report:
    """The report of one deck.

    Attributes:
        source: where the deck was loaded from.
        format: the format it was read as.
        load_warnings: what the load could not carry.
        inventory: the inventory section.
        sections: the other sections by name (``cost``, ``lint``, ``select``…), in order.
    """

    source: str
    format: str
    load_warnings: tuple[ConversionWarning, ...]
    inventory: Inventory
    sections: dict[str, Section] = field(default_factory=dict)

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
            **{name: section.to_json() for name, section in self.sections.items()},
        }

    def render(self, console: Console) -> None:
        """Print every section in order (each section prints its own heading)."""
        self.inventory.render(console)
        for name, section in self.sections.items():
            if isinstance(section, SkippedSection):
                console.rule(f"[bold]{name}[/]")
            section.render(console)


SectionBuilder = Callable[[Deck, Sequence[Case] | None], Section]


def build_report(
    deck: Deck,
    *,
    source: str,
    format: str,
    load_warnings: Sequence[ConversionWarning] = (),
    cases: Sequence[Case] | None = None,
    sections: Sequence[tuple[str, SectionBuilder]] = (),
) -> Report:
    """Compute the inventory and every requested section for ``deck`` (and ``cases``).

    Args:
        sections: ``(name, builder)`` pairs; a builder that raises a
            :class:`~tooldeck.errors.ToolDeckError` or ``ImportError`` yields a
            :class:`SkippedSection` with the message.
    """
    built: dict[str, Section] = {}
    for name, builder in sections:
        try:
            built[name] = builder(deck, cases)
        except (ToolDeckError, ImportError) as exc:
            built[name] = SkippedSection(str(exc))
    return Report(
        source=source,
        format=format,
        load_warnings=tuple(load_warnings),
        inventory=inventory(deck, cases),
        sections=built,
    )


def default_sections(
    deck_source: str | None = None,
    *,
    tokenizer: str = "o200k_base",
    provider: str = "openai",
    k: int = 8,
) -> list[tuple[str, SectionBuilder]]:
    """The sections ``tooldeck report`` computes: cost and lint for every deck.

    Args:
        deck_source: where the deck came from, to find its lint configuration
            (``tooldeck-lint.toml`` beside it, or ``[tool.tooldeck.lint]`` upwards).
        tokenizer, provider, k: options of the cost section.
    """
    from tooldeck.lint.config import find_config, load_config
    from tooldeck.report.cost_section import build_cost_section
    from tooldeck.report.lint_section import build_lint_section

    def cost(deck: Deck, cases: Sequence[Case] | None) -> Section:
        return build_cost_section(deck, tokenizer=tokenizer, format=provider, k=k)

    def lint(deck: Deck, cases: Sequence[Case] | None) -> Section:
        path = find_config(deck_source)
        return build_lint_section(deck, config=load_config(path) if path else None)

    return [("cost", cost), ("lint", lint)]
