"""Deck inventory: what a deck holds, as numbers (the report's first section).

Pure functions over a :class:`~tooldeck.tool.Deck` (and optionally cases); no I/O. The
section's terminal and HTML blocks, and its comparison (tool count, tools added and
removed) live here too; it proposes no action.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

from rich.console import Console
from rich.table import Table
from rich.text import Text

from tooldeck.cases import Case, check_cases_against_deck
from tooldeck.display import visible
from tooldeck.report.compare import SectionDiff, compared
from tooldeck.report.html import HtmlPage, NotMeasured, heading, missing_block, plural, table
from tooldeck.tool import Deck, Tool
from tooldeck.tool.text import first_sentence

if TYPE_CHECKING:
    from tooldeck.report.summary import Action, ReportView

__all__ = ["CasesSummary", "Inventory", "ToolRow", "first_sentence", "inventory"]

_HEADING = '<h2 id="inventory">Inventory</h2>'


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
    """What the runtime will do with the tool, each default marked ``(default)``.

    An unannotated tool is ``destructive (default)`` (MCP's default, so the approval gate
    asks), never blank like a tool that states ``destructiveHint: false`` (``not
    destructive``). Read-only tools are neither destructive nor asked about (unless they
    also state ``destructiveHint: true``, which the approval gate honours); idempotency
    and a closed world are shown when stated. Examples: ``read-only``, ``destructive
    (default)``, ``destructive, idempotent``, ``not destructive, closed-world``.
    """
    ann = tool.annotations
    flags = []
    if ann.read_only and ann.destructive_hint is True:
        # MCP reads destructiveHint only when not read-only; tooldeck's approval policy
        # still gates the call, so show both (lint A106)
        flags.append("read-only and destructive (contradictory; calls need approval)")
    elif ann.read_only:
        flags.append("read-only")
        if ann.destructive_hint is True:  # stated both: the approval gate asks
            flags.append("destructive")
    else:
        if ann.destructive_hint is None:
            flags.append("destructive (default)")
        else:
            flags.append("destructive" if ann.destructive_hint else "not destructive")
        if ann.idempotent_hint is not None:
            flags.append("idempotent" if ann.idempotent_hint else "not idempotent")
    if ann.open_world_hint is False:
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
    skipped: list[str] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class Inventory:
    """Counts describing a deck. ``annotations`` counts use the effective MCP hints;
    ``stated_annotations`` counts tools that state at least one hint; ``described_groups``
    the groups listed with a non-blank description."""

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

    JSON_SHAPE: ClassVar[Mapping[str, Any]] = {
        "type": "object",
        "required": ["tools", "rows"],
        "properties": {
            "tools": {"type": "integer"},
            "rows": {
                "type": "array",
                "items": {
                    "type": "object",
                    "required": ["name"],
                    "properties": {"name": {"type": "string"}},
                },
            },
        },
    }

    def to_json(self) -> dict[str, Any]:
        """The inventory as a JSON object."""
        return asdict(self)

    def html(self, page: HtmlPage) -> str:
        """What the deck holds (as the terminal's grid), then the tool table: name, group,
        hints, parameters (required of all), tokens (from the cost section) and lint
        findings (from the lint section) — "not measured" where that section is missing —
        and the description's first sentence."""
        parts = [_HEADING, table(["", ""], self._grid_rows())]
        cost = page.section("cost")
        lint = page.section("lint")
        tokens = {t["name"]: t["tokens"] for t in cost["tools"]} if cost else {}
        findings = lint["summary"]["by_tool"] if lint else {}
        no_cost = NotMeasured("no cost section")
        no_lint = NotMeasured("no lint section")
        parts.append(heading(3, "tools", "Tools"))
        parts.append(
            table(
                ["name", "group", "hints", "params (req.)", "tokens", "lint", "description"],
                [
                    (
                        r.name,
                        r.group,
                        r.hints,
                        f"{r.parameters} ({r.required})",
                        tokens.get(r.name, no_cost) if cost else no_cost,
                        findings.get(r.name, 0) if lint else no_lint,
                        r.summary,
                    )
                    for r in self.rows
                ],
                cls="tools",
            )
        )
        return "\n".join(parts)

    def _grid_rows(self) -> list[tuple[str, Any]]:
        """The terminal's summary grid as ``(label, value)`` rows."""
        rows: list[tuple[str, Any]] = [("tools", self.tools)]
        if self.groups:
            groups = ", ".join(f"{name} {count}" for name, count in self.groups.items())
            rows.append(
                ("groups", f"{len(self.groups)} ({self.described_groups} described): {groups}")
            )
        if self.ungrouped and self.groups:
            rows.append(("ungrouped", self.ungrouped))
        rows.append(
            (
                "hints",
                f"stated by {plural(self.stated_annotations, 'tool')}; effective: "
                f"{self.read_only} read-only, {self.destructive} destructive",
            )
        )
        rows.append(
            (
                "parameters",
                f"{self.parameters_total} in all, at most {self.parameters_max} per tool",
            )
        )
        rows.append(("output schemas", self.with_output_schema))
        rows.append(("example calls", f"in {plural(self.with_examples, 'tool')}"))
        if self.empty_descriptions:
            rows.append(("no description", self.empty_descriptions))
        c = self.cases
        if c is None:
            rows.append(("cases", NotMeasured("no cases given")))
            return rows
        tags = ", ".join(f"{t} {n}" for t, n in c.tags.items())
        rows.append(
            (
                "cases",
                f"{plural(c.total, 'case')} ({c.no_tool} expect no tool, {c.multi_tool} "
                f"expect several)" + (f"; tags: {tags}" if tags else ""),
            )
        )
        for problem in c.problems:
            rows.append(("case problem", problem))
        if c.skipped:
            rows.append(
                (
                    "skipped cases",
                    f"{len(c.skipped)}: expected arguments do not fit the tool's input schema",
                )
            )
            rows.extend(("skipped", why) for why in c.skipped[:50])
            if len(c.skipped) > 50:
                rows.append(("skipped", f"… {len(c.skipped) - 50} more (see the JSON)"))
        return rows

    @classmethod
    def html_missing(cls, page: HtmlPage, reason: str | None) -> str:
        """The heading and, when the inventory could not be computed (every report has
        one), why."""
        return missing_block(_HEADING, "inventory", reason)

    def actions(self, view: ReportView) -> list[Action]:
        """None: the inventory describes, it does not propose."""
        return []

    @staticmethod
    def diff(old: Mapping[str, Any], new: Mapping[str, Any]) -> SectionDiff:
        """The tool count (neither better nor worse), tools added and removed."""
        old_tools = [r["name"] for r in old.get("rows", [])]
        new_tools = [r["name"] for r in new.get("rows", [])]
        old_set, new_set = set(old_tools), set(new_tools)
        return SectionDiff(
            changes=tuple(
                compared("tools", old.get("tools"), new.get("tools"), higher_is_worse=None)
            ),
            lists={
                "tools_added": tuple(n for n in new_tools if n not in old_set),
                "tools_removed": tuple(n for n in old_tools if n not in new_set),
            },
        )

    def render(self, console: Console) -> None:
        """Print the inventory: a summary grid and the tool table."""
        summary = Table.grid(padding=(0, 2))
        summary.add_column(style="bold")
        summary.add_column()
        summary.add_row("tools", str(self.tools))
        if self.groups:
            groups = ", ".join(f"{name} {count}" for name, count in self.groups.items())
            summary.add_row(
                "groups",
                Text(visible(f"{len(self.groups)} ({self.described_groups} described): {groups}")),
            )
        if self.ungrouped and self.groups:
            summary.add_row("ungrouped", str(self.ungrouped))
        summary.add_row(
            "hints",
            f"stated by {plural(self.stated_annotations, 'tool')}; effective: {self.read_only} "
            f"read-only, {self.destructive} destructive",
        )
        summary.add_row(
            "parameters", f"{self.parameters_total} in all, at most {self.parameters_max} per tool"
        )
        summary.add_row("output schemas", str(self.with_output_schema))
        summary.add_row("example calls", f"in {plural(self.with_examples, 'tool')}")
        if self.empty_descriptions:
            summary.add_row("[red]no description[/]", str(self.empty_descriptions))
        if self.cases is None:
            summary.add_row(
                "cases",
                "none given: selection and tool choice were not measured (--cases FILE, or "
                "a cases.jsonl beside the deck; docs/eval.md)",
            )
        else:
            c = self.cases
            tags = ", ".join(f"{t} {n}" for t, n in list(c.tags.items())[:12])
            summary.add_row(
                "cases",
                Text(
                    visible(
                        f"{c.total} ({c.no_tool} expect no tool, {c.multi_tool} expect several)"
                        + (f"; tags: {tags}" if tags else "")
                    )
                ),
            )
            if c.skipped:
                summary.add_row(
                    "[yellow]skipped cases[/]",
                    Text(
                        visible(
                            f"{len(c.skipped)}: expected arguments do not fit the tool's input "
                            f"schema; first: {c.skipped[0]}"
                        )
                    ),
                )
        console.print(summary)
        table = Table(title="tools", title_justify="left")
        table.add_column("name", style="bold")
        table.add_column("group")
        table.add_column("hints")
        table.add_column("params", justify="right")
        table.add_column("description (first sentence)", overflow="fold")
        for r in self.rows:
            table.add_row(
                Text(visible(r.name)),
                Text(visible(r.group or "")),
                r.hints,
                str(r.parameters),
                Text(visible(r.summary)),
            )
        console.print(table)


def inventory(
    deck: Deck, cases: Sequence[Case] | None = None, *, skipped: Sequence[str] = ()
) -> Inventory:
    """Count what ``deck`` holds (and, with ``cases``, what the cases expect of it).

    ``skipped``: why each case left out of ``cases`` was skipped
    (:attr:`tooldeck.cases.CasesFit.skipped`), kept in the summary."""
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
            skipped=list(skipped),
        )
    return Inventory(
        name=deck.name,
        tools=len(deck),
        groups=ordered,
        ungrouped=sum(1 for t in deck if t.group is None),
        # a group listed with an empty description is not described (trial45 #16)
        described_groups=sum(1 for g in deck.groups if g.description.strip()),
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
