"""What every format module provides, and the values loaders and exporters return.

A format module exposes one :class:`Format` object. Loading is ``detect`` then ``load``
on already-parsed JSON data; exporting returns the JSON data to write. Neither reads nor
writes files: :mod:`tooldeck.formats.sources` does I/O. Whatever a conversion cannot
carry is reported as a :class:`ConversionWarning`, never dropped silently.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from tooldeck.errors import (
    ExportError,
    FormatError,
    SchemaError,
    SourceError,
    ToolDeckError,
    ToolDefinitionError,
)
from tooldeck.tool import Deck, Tool


@dataclass(frozen=True, slots=True)
class ConversionWarning:
    """Information a load or export could not carry, or a change it had to make.

    Attributes:
        field: what was affected (``"annotations"``, ``"title"``, ``"group"``, …).
        message: what happened, in one sentence.
        tools: the tools affected (empty when deck-level).
    """

    field: str
    message: str
    tools: tuple[str, ...] = ()

    def __str__(self) -> str:
        if not self.tools:
            return f"{self.field}: {self.message}"
        shown = ", ".join(self.tools[:5])
        more = f" and {len(self.tools) - 5} more" if len(self.tools) > 5 else ""
        noun = "tool" if len(self.tools) == 1 else "tools"
        counted = f"{len(self.tools)} {noun}{self._state()}"
        return f"{self.field}: {self.message} ({counted}: {shown}{more})"

    def _state(self) -> str:
        """What the counted tools are, after "N tools" in :meth:`__str__` ("" here; a
        subclass says, e.g. " that differ")."""
        return ""


@dataclass(frozen=True, slots=True)
class NotModelled(ConversionWarning):
    """A load's warning about a field of MCP's tool shape that tooldeck knows but does not
    model (``icons``, ``execution``: MCP 2025-11-25 "Tools"), so the deck lacks it.

    Nothing a reading command reports depends on such a field (``lint``, ``show``,
    ``select``, ``cost``…): the CLI prints the warning where what a command writes lacks
    the field (``convert``, ``lock``) and, for the others, only with ``--verbose``.
    :func:`tooldeck.formats.load` returns it like any warning."""


class ServedDiffers(ConversionWarning):
    """A load's warning that a gateway config's deck (the servers' tools as they list
    them) is not what ``tooldeck gateway`` serves: the config's ``annotations`` state other
    hints, or descriptions name sibling tools by their exposed names
    (:attr:`LoadResult.served`). A :class:`~tooldeck.runtime.Runtime` built on
    ``LoadResult.deck`` enforces the upstreams' own hints; the message names
    ``tooldeck.gateway.served_deck``, which gives the served deck (trial40 B3). The CLI
    reads a config as served and does not print it. Its ``tools`` are the tools that
    differ (not the deck: trial40b counted "22 tools" as if the served deck held 22)."""

    def _state(self) -> str:
        return " that differs" if len(self.tools) == 1 else " that differ"


class Quarantined(ServedDiffers):
    """:func:`tooldeck.load`'s warning that ``tooldeck gateway`` quarantines tools of a
    gateway or client config (a definition changed since the config's lock pinned it, a new
    tool under ``new_tools: quarantine``, an error-level poisoning finding) and does not
    serve them, while ``LoadResult.deck`` holds them as listed: the message names each
    tool with the first line of its reason (the rule codes), ``tools`` the tools.
    ``tooldeck.gateway.served_deck`` leaves them out, and
    :meth:`tooldeck.gateway.UpstreamPool.call` refuses them (trial40b B3). The CLI, which
    leaves them out with a note of its own, does not print it."""

    def _state(self) -> str:
        return " quarantined"


class WarningCollector:
    """Collects per-tool notes and merges them into one :class:`ConversionWarning` each."""

    def __init__(self) -> None:
        self._tools: dict[tuple[str, str, type[ConversionWarning]], list[str]] = defaultdict(list)
        self._deck_level: list[ConversionWarning] = []

    def add(
        self,
        field: str,
        message: str,
        tool: str | None = None,
        kind: type[ConversionWarning] = ConversionWarning,
    ) -> None:
        """Note that ``field`` of ``tool`` (or of the deck, when None) was affected;
        ``kind``: the warning's class (:class:`NotModelled` for a field not modelled)."""
        if tool is None:
            warning = kind(field, message)
            if warning not in self._deck_level:
                self._deck_level.append(warning)
        else:
            tools = self._tools[(field, message, kind)]
            if tool not in tools:
                tools.append(tool)

    def extend(self, warnings: Iterable[ConversionWarning]) -> None:
        """Add warnings produced elsewhere."""
        for warning in warnings:
            if warning.tools:
                for tool in warning.tools:
                    self.add(warning.field, warning.message, tool)
            else:
                self.add(warning.field, warning.message)

    def result(self) -> tuple[ConversionWarning, ...]:
        """The merged warnings: deck-level first, then per field in first-seen order."""
        per_tool = [
            kind(field, message, tuple(tools))
            for (field, message, kind), tools in self._tools.items()
        ]
        return (*self._deck_level, *per_tool)


@dataclass(frozen=True, slots=True)
class LoadResult:
    """A loaded deck, the format it was read as, and what the load could not carry.

    ``locations``: where tools were declared, as (tool name, source file path, 1-based
    line of the ``def``), for a ``py:`` deck's ``@tool`` functions (lint reports them as
    ``file:line``); empty for data files and for tools without a function.

    ``served``: for a gateway or client config read as a deck, the deck as ``tooldeck
    gateway`` serves it where that differs from ``deck`` (the servers' own definitions,
    under exposed names): mentions of a server's own tools rewritten to their exposed
    names and the hints its ``annotations`` state applied, each recorded in the tool's
    ``_meta`` (:func:`tooldeck.formats.mcp_servers.load_config_deck`); what ``tooldeck
    lint`` lints and ``tooldeck convert`` writes. None: the same as ``deck``.

    ``listed``: for such a config, the config
    (:class:`~tooldeck.formats.mcp_config.GatewayConfig`) and each listed server's tools
    under their own names, as listed (server → tools): what
    :func:`tooldeck.cli.deck.as_served` needs to find the tools ``tooldeck gateway`` holds
    back from ``tools/list`` (quarantined; in a search mode, not resident). None for any
    other deck.
    """

    deck: Deck
    format: str
    warnings: tuple[ConversionWarning, ...] = ()
    locations: tuple[tuple[str, str, int], ...] = ()
    served: Deck | None = None
    listed: tuple[Any, Mapping[str, Sequence[Tool]]] | None = None


@dataclass(frozen=True, slots=True)
class ExportResult:
    """JSON-ready data in the target format, and what the target could not hold."""

    data: Any
    format: str
    warnings: tuple[ConversionWarning, ...] = field(default_factory=tuple)


class Format(Protocol):
    """One outside tool format: detection, loading and exporting of parsed JSON data."""

    name: str
    """Stable identifier used on the CLI (``openai``, ``anthropic``, ``mcp``, …)."""

    description: str
    """One line describing the shape this format accepts."""

    def detect(self, data: Any) -> bool:
        """True when ``data`` (parsed JSON) has this format's shape. Must not raise."""
        ...

    def load(self, data: Any, *, source: str) -> LoadResult:
        """Build a deck from ``data``; ``source`` names the origin in errors and tool sources.

        Raises:
            FormatError, SchemaError, ToolDefinitionError, DuplicateToolError.
        """
        ...

    def export(self, deck: Deck, **options: Any) -> ExportResult:
        """Write ``deck`` as this format's JSON data.

        Raises:
            ExportError: a tool cannot be expressed in this format.
        """
        ...


def note_unheld_fields(
    deck: Deck, target: str, held: frozenset[str], warnings: WarningCollector
) -> None:
    """Record, for every tool field ``target`` cannot hold, which tools lose it on export.

    Args:
        deck: the deck being exported.
        target: the format's name, used in the messages.
        held: the :class:`~tooldeck.tool.Tool` fields the target carries, among
            ``title``, ``output_schema``, ``annotations``, ``group``, ``examples``, ``meta``,
            and the deck-level ``groups`` (descriptions) and ``deck`` (name, description).
        warnings: where the notes go.
    """
    for tool in deck:
        if "title" not in held and tool.title is not None:
            warnings.add("title", f"{target} has no tool title; dropped", tool.name)
        if "output_schema" not in held and tool.output_schema is not None:
            warnings.add("output_schema", f"{target} has no output schema; dropped", tool.name)
        if "annotations" not in held and not tool.annotations.is_empty:
            warnings.add(
                "annotations",
                f"{target} has no behaviour hints (read-only, destructive, …); dropped",
                tool.name,
            )
        if "group" not in held and tool.group is not None:
            warnings.add("group", f"{target} has no tool groups; dropped", tool.name)
        if "examples" not in held and tool.examples:
            warnings.add("examples", f"{target} has no example calls; dropped", tool.name)
        if "meta" not in held and tool.meta is not None:
            warnings.add("meta", f"{target} has no _meta; dropped", tool.name)
    if "deck" not in held and (deck.name is not None or deck.description is not None):
        warnings.add("deck", f"{target} has no deck name or description; dropped")
    if "groups" not in held and deck.groups:
        warnings.add("groups", f"{target} has no group descriptions; {len(deck.groups)} dropped")


def with_location(exc: ToolDeckError, where: str) -> ToolDeckError:
    """A copy of ``exc`` (same class and attributes) whose message starts with ``where``
    (a file and the position of the tool in it), so that an error raised while building a
    :class:`~tooldeck.tool.Tool` names where the tool was read; other errors unchanged."""
    if str(exc).startswith(where):
        return exc
    if isinstance(exc, SchemaError):
        new: ToolDeckError = SchemaError(
            "", tool=exc.tool, pointer=exc.pointer, keyword=exc.keyword
        )
    elif isinstance(exc, FormatError):
        new = FormatError("", tried=exc.tried)
    elif isinstance(exc, ToolDefinitionError | SourceError | ExportError):
        new = type(exc).__new__(type(exc))
        new.__dict__.update(exc.__dict__)
    else:
        return exc
    new.args = (f"{where}: {exc}",)
    return new
