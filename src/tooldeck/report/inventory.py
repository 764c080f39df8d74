"""Deck inventory: what a deck holds, as numbers (the report's first section).

Pure functions over a :class:`~tooldeck.tool.Deck` (and optionally cases); no I/O.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

from tooldeck.cases import Case, check_cases_against_deck
from tooldeck.tool import Deck, Tool

__all__ = ["CasesSummary", "Inventory", "ToolRow", "first_sentence", "inventory"]

_SENTENCE_END = re.compile(r"(?<=[.!?])\s|(?<=[。！？；])")


def first_sentence(text: str, limit: int = 100) -> str:
    """The first sentence of ``text`` (split at ``.!?`` + space or ``。！？；``), at most
    ``limit`` characters (cut with ``…``)."""
    text = " ".join(text.split())
    match = _SENTENCE_END.search(text)
    sentence = text[: match.start()].strip() if match else text
    if len(sentence) > limit:
        sentence = sentence[: limit - 1].rstrip() + "…"
    return sentence


@dataclass(frozen=True, slots=True)
class ToolRow:
    """One line of the tool table."""

    name: str
    group: str | None
    hints: str
    parameters: int
    required: int
    summary: str


def _hints(tool: Tool) -> str:
    ann = tool.annotations
    if ann.is_empty:
        return ""
    flags = []
    if ann.read_only:
        flags.append("read-only")
    else:
        if ann.destructive:
            flags.append("destructive")
        if ann.idempotent:
            flags.append("idempotent")
    if not ann.open_world:
        flags.append("closed-world")
    return ", ".join(flags)


def tool_row(tool: Tool) -> ToolRow:
    """The table row of one tool."""
    return ToolRow(
        name=tool.name,
        group=tool.group,
        hints=_hints(tool),
        parameters=len(tool.parameters),
        required=len(tool.required),
        summary=first_sentence(tool.description),
    )


@dataclass(frozen=True, slots=True)
class CasesSummary:
    """What a cases file holds relative to a deck."""

    total: int
    no_tool: int
    multi_tool: int
    tags: dict[str, int]
    problems: list[str]


@dataclass(frozen=True, slots=True)
class Inventory:
    """Counts describing a deck. ``annotations`` counts use the effective MCP hints;
    ``stated_annotations`` counts tools that state at least one hint."""

    name: str | None
    tools: int
    groups: dict[str, int]
    ungrouped: int
    described_groups: int
    read_only: int
    destructive: int
    stated_annotations: int
    with_output_schema: int
    with_examples: int
    parameters_total: int
    parameters_max: int
    empty_descriptions: int
    rows: list[ToolRow] = field(default_factory=list)
    cases: CasesSummary | None = None

    def to_json(self) -> dict[str, Any]:
        """The inventory as a JSON object."""
        return asdict(self)


def inventory(deck: Deck, cases: Sequence[Case] | None = None) -> Inventory:
    """Count what ``deck`` holds (and, with ``cases``, what the cases expect of it)."""
    groups = Counter(t.group for t in deck if t.group is not None)
    ordered = {name: groups.get(name, 0) for name in deck.group_names}
    params = [len(t.parameters) for t in deck]
    summary = None
    if cases is not None:
        tags: Counter[str] = Counter(tag for c in cases for tag in c.tags)
        summary = CasesSummary(
            total=len(cases),
            no_tool=sum(1 for c in cases if c.expects_no_tool),
            multi_tool=sum(1 for c in cases if len(c.expected_tools) > 1),
            tags=dict(tags.most_common()),
            problems=check_cases_against_deck(cases, deck),
        )
    return Inventory(
        name=deck.name,
        tools=len(deck),
        groups=ordered,
        ungrouped=sum(1 for t in deck if t.group is None),
        described_groups=len(deck.groups),
        read_only=sum(1 for t in deck if t.annotations.read_only),
        destructive=sum(1 for t in deck if t.annotations.destructive),
        stated_annotations=sum(1 for t in deck if not t.annotations.is_empty),
        with_output_schema=sum(1 for t in deck if t.output_schema is not None),
        with_examples=sum(1 for t in deck if t.examples),
        parameters_total=sum(params),
        parameters_max=max(params, default=0),
        empty_descriptions=sum(1 for t in deck if not t.description.strip()),
        rows=[tool_row(t) for t in deck],
        cases=summary,
    )
