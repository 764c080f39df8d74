"""The report's cost section: what the deck costs in context, field by field, per window,
per remedy, and what to do about it.

:func:`build_cost_section` computes everything with :mod:`tooldeck.cost`;
:class:`CostSection` holds the numbers, writes them as JSON, renders rich tables and its
HTML block (plots drawn by :mod:`._cost_figures`), compares two cost JSON objects (tokens
in all and per field; more is worse) and proposes the summary's token actions (worked out
from its JSON by :mod:`._cost_actions`):

- **prefilter** (with the select section's figures): send the top k of the best
  selection method instead of the whole deck; effect = mean tokens per request saved, in
  % of the deck, at the measured recall@k (the method and k saving most among those with
  recall@k ≥ 0.95, the bar this project sets for a prefilter). When no
  method reaches 0.95 the action is **prefilter-blocked** instead: make the tools findable
  first; effect = share of requests the best prefilter would lose. Without cases the
  effect comes from the sweep and the recall is stated as unmeasured. Proposed only when
  the decision table (:mod:`tooldeck.cost.recommend`) does not say "inject all".
- **outlier-schema**: a tool whose declaration is ≥ 3× the median tool; effect = tokens
  above the median, in % of the deck.
- **required-only / trim-descriptions**: the remedies the decision table recommends;
  effect = tokens saved in % of the deck.
"""

from __future__ import annotations

import statistics
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Literal

from rich import box
from rich.console import Console
from rich.table import Table
from rich.text import Text

from tooldeck.cost.accounting import (
    BILLING_SOURCE,
    BILLING_USE,
    COUNT_USE,
    FIELDS,
    FieldCount,
    ToolCost,
    account_items,
    openai_billing_estimate,
    tokenizer_fit_note,
    wire_items,
)
from tooldeck.cost.recommend import Recommendation, Thresholds, recommend
from tooldeck.cost.variants import Variant, measure_variants
from tooldeck.cost.windows import STANDARD_WINDOWS, Occupancy, SweepRow, occupancy, sweep
from tooldeck.display import visible
from tooldeck.errors import CostOptionError
from tooldeck.report._cost_actions import cost_actions
from tooldeck.report._cost_html import HEADING as _HEADING
from tooldeck.report._cost_html import cost_html
from tooldeck.report.compare import Change, SectionDiff, compared
from tooldeck.report.html import HtmlPage, missing_block, plural
from tooldeck.report.summary import Action, ReportView
from tooldeck.tokenizers import Tokenizer, resolve_tokenizer
from tooldeck.tool import Deck

__all__ = ["CostOptionError", "CostSection", "GroupCost", "build_cost_section"]


SortKey = Literal["tokens", "name", "characters", "description", "parameters"]
SORT_KEYS: tuple[str, ...] = ("tokens", "name", "characters", "description", "parameters")

DEFAULT_DECISION_WINDOW = 131072
"""Window the sweep and the recommendation use when none is given: 128k (131,072 tokens).

It was 8k, which sent a 2,299-token deck (28 % of 8k) to a prefilter although every
model the default tokenizer counts for has a far larger window: ``o200k_base`` is the
tokenizer of GPT-4o (128k), o1/o3/o4-mini (200k) and GPT-4.1 (1M); Llama 3.1–3.3 have
128k too. 128k is the smallest of those, so the advice errs towards saving. A deck for a
smaller model (an 8k or 32k local one) gives that window with ``--window``; every verdict
and the headline name the window they assumed."""

NARROW_WIDTH = 120
"""Below this console width the per-tool table uses short field headers and no vertical
rules, so that tool names stay readable at 80 columns."""
_SHORT_HEADERS = {"description": "desc", "parameters": "params", "skeleton": "skel"}


def _print_table(console: Console, table: Table) -> None:
    """The table's title as a line of its own (rich pads a title to the table's width),
    then the table, then its caption wrapped to the console (rich pads a caption's lines
    to the table's width too)."""
    if table.title is not None:
        _print_hanging(console, Text(), str(table.title), 0, style="table.title")
        table.title = None
    caption = table.caption
    table.caption = None
    console.print(table)
    if caption is not None:
        _print_hanging(console, Text(), str(caption), 0, style="table.caption")


def _print_hanging(
    console: Console, head: Text, body: str, indent: int, *, style: str = ""
) -> None:
    """``head`` then ``body`` wrapped to the console, later lines indented by ``indent``
    columns; no line is padded with trailing spaces (a rich grid would pad every line of
    a cell to the cell's width, which shows in piped output)."""
    lines = Text(visible(body), style=style).wrap(console, max(console.width - indent, 20))
    for index, line in enumerate(lines):
        line.rstrip()
        prefix = head.copy() if index == 0 else Text()
        prefix.pad_right(indent - prefix.cell_len)
        console.print(Text.assemble(prefix, line), soft_wrap=True)


@dataclass(frozen=True, slots=True)
class GroupCost:
    """Tokens of one group of tools (``group`` None: tools without a group)."""

    group: str | None
    tools: int
    characters: int
    tokens: int

    def to_json(self) -> dict[str, Any]:
        return {
            "group": self.group,
            "tools": self.tools,
            "characters": self.characters,
            "tokens": self.tokens,
        }


@dataclass(frozen=True, slots=True)
class CostSection:
    """The cost of a deck as sent.

    Attributes:
        tokenizer: tokenizer name; ``tokenizer_source``: where its vocabulary/rule is from.
        format: provider format the tools are sent in (``openai``, ``anthropic``, ``mcp``).
        tools: per-tool costs, in deck order.
        characters, tokens: deck totals (sum over tools).
        fields: deck totals per field (:data:`~tooldeck.cost.accounting.FIELDS`).
        parameter_descriptions: the part of ``parameters`` that is description text.
        groups: per group, in first-seen order.
        k: top-k used for injection costs; ``decision_window``: window for sweep/advice.
        occupancy: per window; ``variants``: remedies; ``sweep``: nested subsets.
        billing_estimate: OpenAI's billed tokens for the tools, estimated (None when the
            rule has no constants for the tokenizer); ``billing_source`` names the rule.
        recommendations: the decision table (:func:`tooldeck.cost.recommend`) applied.
        top, sort: how many tools and by which key the per-tool table shows.
        window_given: False when ``decision_window`` is :data:`DEFAULT_DECISION_WINDOW`
            because no window was given (the headline then says it was assumed).
    """

    tokenizer: str
    tokenizer_source: str
    format: str
    tools: tuple[ToolCost, ...]
    characters: int
    tokens: int
    fields: Mapping[str, FieldCount]
    parameter_descriptions: FieldCount
    groups: tuple[GroupCost, ...]
    k: int
    decision_window: int
    occupancy: tuple[Occupancy, ...]
    variants: tuple[Variant, ...]
    sweep: tuple[SweepRow, ...]
    billing_estimate: int | None
    billing_source: str
    recommendations: tuple[Recommendation, ...]
    top: int = 20
    sort: str = "tokens"
    trim_to: int = 40
    thresholds: Thresholds = field(default_factory=Thresholds)
    window_given: bool = True

    # --- views ---------------------------------------------------------------------------
    def share(self, tokens: float) -> float:
        """``tokens`` as % of the deck total."""
        return 100.0 * tokens / self.tokens if self.tokens else 0.0

    def sorted_tools(self) -> list[ToolCost]:
        """Tools in table order: ``sort`` key, heaviest first (name: alphabetical)."""
        if self.sort == "name":
            return sorted(self.tools, key=lambda t: t.name)
        if self.sort == "characters":
            return sorted(self.tools, key=lambda t: -t.characters)
        if self.sort in ("description", "parameters"):
            return sorted(self.tools, key=lambda t: -t.fields[self.sort].tokens)
        return sorted(self.tools, key=lambda t: -t.tokens)

    @property
    def effective_k(self) -> int:
        """The k tools top-k injection actually holds: ``k``, or the deck's size when that
        is smaller (a deck of 68 tools injects 68 at ``k=1000``)."""
        return min(self.k, len(self.tools)) if self.tools else self.k

    def k_note(self) -> str:
        """``k=1,000 > 68 tools`` when k is beyond the deck (then top-k is the whole
        deck), else empty."""
        n = len(self.tools)
        return f"k={self.k:,} > {plural(n, 'tool')}" if n and self.k > n else ""

    def per_tool_stats(self) -> dict[str, float]:
        """Mean, min, median, max tokens per tool (zeros for an empty deck)."""
        values = [t.tokens for t in self.tools]
        if not values:
            return {"mean": 0.0, "min": 0.0, "median": 0.0, "max": 0.0}
        return {
            "mean": statistics.fmean(values),
            "min": float(min(values)),
            "median": float(statistics.median(values)),
            "max": float(max(values)),
        }

    def to_json(self) -> dict[str, Any]:
        """The section as a JSON object (shares in %, tokens, characters)."""
        return {
            "tokenizer": self.tokenizer,
            "tokenizer_source": self.tokenizer_source,
            "format": self.format,
            "tools_count": len(self.tools),
            "characters": self.characters,
            "tokens": self.tokens,
            "per_tool": {k: round(v, 2) for k, v in self.per_tool_stats().items()},
            "fields": {
                name: {**count.to_json(), "share_percent": round(self.share(count.tokens), 2)}
                for name, count in self.fields.items()
            },
            "parameter_descriptions": {
                **self.parameter_descriptions.to_json(),
                "share_percent": round(self.share(self.parameter_descriptions.tokens), 2),
            },
            "billing_estimate": {"tokens": self.billing_estimate, "source": self.billing_source},
            "groups": [
                {**g.to_json(), "share_percent": round(self.share(g.tokens), 2)}
                for g in self.groups
            ],
            "k": self.k,
            "k_effective": self.effective_k,
            "decision_window": self.decision_window,
            "decision_window_given": self.window_given,
            "occupancy": [o.to_json() for o in self.occupancy],
            "variants": [v.to_json() for v in self.variants],
            "sweep": [row.to_json() for row in self.sweep],
            "recommendations": [r.to_json() for r in self.recommendations],
            "tools": [t.to_json() for t in self.sorted_tools()],
        }

    # --- terminal --------------------------------------------------------------------------
    def render(self, console: Console) -> None:
        """Print the section's tables on ``console`` (user text is never markup)."""
        console.rule("[bold]cost[/]")
        self._render_totals(console)
        _print_table(console, self._fields_table())
        if len(self.groups) > 1 or (self.groups and self.groups[0].group is not None):
            _print_table(console, self._groups_table())
        _print_table(console, self._tools_table(narrow=console.width < NARROW_WIDTH))
        _print_table(console, self._windows_table())
        _print_table(console, self._variants_table())
        _print_table(console, self._sweep_table())
        console.print(Text("recommendations", style="bold"))
        for rec in self.recommendations:
            _print_hanging(console, Text(f" {'→' if rec.applies else '·'}"), rec.verdict, 3)

    def _render_totals(self, console: Console) -> None:
        """Key/value lines as plain text (a grid would pad every line to the longest one)."""
        stats = self.per_tool_stats()
        summary = [
            ("tokenizer", f"{self.tokenizer} — {self.tokenizer_source}"),
            ("sent as", f"{self.format} (compact JSON, one tool counted at a time)"),
            (
                "total",
                f"{plural(len(self.tools), 'tool')}, {self.characters:,} characters, "
                f"{self.tokens:,} tokens — {COUNT_USE}",
            ),
            (
                "per tool",
                f"mean {stats['mean']:,.1f}, min {stats['min']:,.0f}, median "
                f"{stats['median']:,.0f}, max {stats['max']:,.0f} tokens",
            ),
        ]
        fit = tokenizer_fit_note(self.tokenizer, self.format)
        if fit is not None:
            summary.insert(1, ("approximate", fit))
        if self.billing_estimate is not None and self.format == "openai":
            summary.append(
                (
                    "OpenAI bills (est.)",
                    f"{self.billing_estimate:,} tokens — {BILLING_USE}; {self.billing_source}",
                )
            )
        key_width = max(len(key) for key, _ in summary)
        for key, value in summary:
            _print_hanging(console, Text(key, style="bold"), value, key_width + 2)

    def _fields_table(self) -> Table:
        fields = _table("per field", ("field", "characters", "tokens", "share", "per tool"))
        n = max(len(self.tools), 1)
        pd = self.parameter_descriptions
        for name, count in self.fields.items():
            fields.add_row(
                name,
                f"{count.characters:,}",
                f"{count.tokens:,}",
                f"{self.share(count.tokens):.1f} %",
                f"{count.tokens / n:.1f}",
            )
            if name == "parameters":  # a part of parameters, so right under it
                fields.add_row(
                    "  of which parameter descriptions",
                    f"{pd.characters:,}",
                    f"{pd.tokens:,}",
                    f"{self.share(pd.tokens):.1f} %",
                    f"{pd.tokens / n:.1f}",
                    style="dim",
                )
        fields.add_row(
            "total",
            f"{self.characters:,}",
            f"{self.tokens:,}",
            "100.0 %" if self.tokens else "—",
            f"{self.per_tool_stats()['mean']:.1f}",
            style="bold",
        )
        # trial35 L3: lint's D111 gave 996 tokens for a description this table gave 1,051
        fields.caption = FIELDS_COUNTED
        fields.caption_justify = "left"
        return fields

    def _groups_table(self) -> Table:
        groups = _table("per group", ("group", "tools", "tokens", "share", "mean per tool"))
        for g in self.groups:
            groups.add_row(
                Text(visible(g.group) if g.group is not None else "(none)"),
                f"{g.tools:,}",
                f"{g.tokens:,}",
                f"{self.share(g.tokens):.1f} %",
                f"{g.tokens / g.tools:.1f}",
            )
        return groups

    def _tools_table(self, *, narrow: bool) -> Table:
        """The heaviest tools; on a narrow console without vertical rules and with short
        field headers, so the name column keeps its width (numbers never wrap; a long name
        folds)."""
        shown = self.sorted_tools()[: self.top]
        tools = Table(
            title=f"tools by {self.sort} ({len(shown):,} of {len(self.tools):,})",
            title_justify="left",
            box=box.SIMPLE_HEAD if narrow else box.HEAVY_HEAD,
            padding=(0, 0) if narrow else (0, 1),
            show_edge=not narrow,
        )
        tools.add_column("name", style="bold", min_width=12, overflow="fold")
        tools.add_column("group", min_width=6, overflow="fold")
        for col in ("tokens", "chars", *FIELDS, "share"):
            header = _SHORT_HEADERS.get(col, col) if narrow else col
            tools.add_column(header, justify="right", no_wrap=True)
        for t in shown:
            tools.add_row(
                Text(visible(t.name)),
                Text(visible(t.group or "")),
                f"{t.tokens:,}",
                f"{t.characters:,}",
                *(f"{t.fields[f].tokens:,}" for f in FIELDS),
                f"{self.share(t.tokens):.1f} %",
            )
        return tools

    def _windows_table(self) -> Table:
        heaviest = f"top-{self.effective_k} heaviest"
        typical = f"typical top-{self.effective_k}"
        note = f"; {self.k_note()}" if self.k_note() else ""
        windows = _table(
            f"window occupancy (full, {heaviest}, {typical}{note})",
            ("window", "full", heaviest, typical, "left"),
            first_left=False,
        )
        for o in self.occupancy:
            windows.add_row(
                f"{o.window:,}",
                f"{o.full_percent:.1f} %",
                f"{o.heaviest_k_percent:.1f} %",
                f"{o.typical_k_percent:.1f} %",
                f"{o.left_after_full:,}",
            )
        return windows

    def _variants_table(self) -> Table:
        variants = _table(
            "remedies (against compact, as sent)",
            ("variant", "characters", "tokens", "saved", "saved %"),
        )
        variants.add_row("as sent", f"{self.characters:,}", f"{self.tokens:,}", "", "")
        for v in self.variants:
            variants.add_row(
                v.label,
                f"{v.characters:,}",
                f"{v.tokens:,}",
                f"{v.saved_tokens:,}",
                f"{v.saved_percent:.1f} %",
            )
        return variants

    def _sweep_table(self) -> Table:
        rows = _table(
            f"boundary sweep (first n tools; typical top-{self.k} of each, or all of a "
            f"smaller one; window {self.decision_window:,})",
            ("tools", "full", "% window", f"top-{self.k}", "% window", "saved", "saved %"),
            first_left=False,
        )
        for r in self.sweep:
            rows.add_row(
                f"{r.tools:,}",
                f"{r.full_tokens:,}",
                f"{r.full_window_percent:.1f} %",
                f"{r.top_k_tokens:,.1f}",
                f"{r.top_k_window_percent:.1f} %",
                f"{r.saved_tokens:,.1f}",
                f"{r.saved_percent:.1f} %",
            )
        return rows

    # --- HTML ------------------------------------------------------------------------------
    def html(self, page: HtmlPage) -> str:
        """What the terminal shows, as tables and charts (:func:`._cost_html.cost_html`):
        totals, tokens per field, per group and per tool, window occupancy, remedies,
        boundary sweep and the recommendation."""
        return cost_html(self, page)

    @classmethod
    def html_missing(cls, page: HtmlPage, reason: str | None) -> str:
        """The heading and, when the section could not be computed, why."""
        return missing_block(_HEADING, "cost", reason)

    # --- comparison and actions --------------------------------------------------------
    JSON_SHAPE: ClassVar[Mapping[str, Any]] = {
        "type": "object",
        "required": ["tokenizer", "tokens", "fields"],
        "properties": {
            "tokenizer": {"type": "string"},
            "tokens": {"type": "integer"},
            "fields": {
                "type": "object",
                "additionalProperties": {
                    "type": "object",
                    "required": ["tokens"],
                    "properties": {"tokens": {"type": "integer"}},
                },
            },
        },
    }

    @staticmethod
    def diff(old: Mapping[str, Any], new: Mapping[str, Any]) -> SectionDiff:
        """Tokens in all and per field (more is worse); not compared across tokenizers,
        nor across provider formats (``--provider``: the counts are of different wire
        texts — MCP carries annotations in ``other``; until session 23 the same deck read
        as 1,512 tokens worse, a --strict failure)."""
        if old and new and old.get("tokenizer") != new.get("tokenizer"):
            return SectionDiff(
                (Change("tokens (different tokenizers: not compared)", None, None, False),)
            )
        if old and new and old.get("format") != new.get("format"):
            what = f"tokens (different provider formats {old.get('format')} → {new.get('format')}"
            return SectionDiff((Change(what + ": not compared)", None, None, False),))
        changes = compared("tokens", old.get("tokens"), new.get("tokens"), higher_is_worse=True)
        for name in new.get("fields", old.get("fields", {})):
            changes += compared(
                f"tokens: {name}",
                old.get("fields", {}).get(name, {}).get("tokens"),
                new.get("fields", {}).get(name, {}).get("tokens"),
                higher_is_worse=True,
            )
        return SectionDiff(tuple(changes))

    def actions(self, view: ReportView) -> list[Action]:
        """Prefilter (or prefilter-blocked), outlier schemas, the recommended remedies (see
        the module docstring)."""
        return cost_actions(view.json_of(self), view.json("select"))


FIELDS_COUNTED = (
    "name, description: the text as sent, between its quotes (JSON escapes included: a "
    "newline is the 2 characters \\n), each token counted where it starts in the whole "
    "tool's JSON; lint's D111 counts the same escaped text on its own, so its count can "
    "differ by a token where the text meets its quotes"
)
"""The caption of the per-field table: which text a field's count is of
(:mod:`tooldeck.cost.accounting`)."""


def _table(title: str, columns: Sequence[str], *, first_left: bool = True) -> Table:
    """A table titled ``title``: numbers right-aligned, the first column left-aligned
    unless ``first_left`` is False."""
    out = Table(title=title, title_justify="left")
    for i, col in enumerate(columns):
        out.add_column(col, justify="left" if i == 0 and first_left else "right")
    return out


# --- building --------------------------------------------------------------------------------


def _check_options(
    deck: Deck,
    *,
    k: int,
    top: int,
    trim_to: int,
    window: int | None,
    sort: str,
    recall: float | None,
) -> None:
    if not isinstance(deck, Deck):
        raise TypeError(f"deck must be a tooldeck Deck, got {type(deck).__name__}")
    for label, value in (("k", k), ("top", top), ("trim length", trim_to)):
        if isinstance(value, bool) or not isinstance(value, int) or value < 1:
            raise CostOptionError(f"{label} must be a whole number ≥ 1, got {value!r}")
    if window is not None and (
        isinstance(window, bool) or not isinstance(window, int) or window < 1
    ):
        raise CostOptionError(f"window must be a number of tokens ≥ 1, got {window!r}")
    if sort not in SORT_KEYS:
        raise CostOptionError(f"unknown sort key {sort!r}; known: {', '.join(SORT_KEYS)}")
    if recall is not None and not 0.0 <= recall <= 1.0:
        raise CostOptionError(f"recall must be between 0 and 1, got {recall!r}")


def _field_totals(costs: Sequence[ToolCost]) -> tuple[dict[str, FieldCount], FieldCount]:
    """Deck totals per field, and of the parameter descriptions."""
    fields = {
        f: FieldCount(
            sum(c.fields[f].characters for c in costs), sum(c.fields[f].tokens for c in costs)
        )
        for f in FIELDS
    }
    param_desc = FieldCount(
        sum(c.parameter_descriptions.characters for c in costs),
        sum(c.parameter_descriptions.tokens for c in costs),
    )
    return fields, param_desc


def _group_costs(costs: Sequence[ToolCost]) -> tuple[GroupCost, ...]:
    """Tokens per group, in first-seen order."""
    groups: dict[str | None, list[ToolCost]] = {}
    for c in costs:
        groups.setdefault(c.group, []).append(c)
    return tuple(
        GroupCost(g, len(cs), sum(c.characters for c in cs), sum(c.tokens for c in cs))
        for g, cs in groups.items()
    )


def build_cost_section(
    deck: Deck,
    *,
    tokenizer: Tokenizer | str = "o200k_base",
    format: str = "openai",
    window: int | None = None,
    k: int = 8,
    top: int = 20,
    sort: str = "tokens",
    trim_to: int = 40,
    thresholds: Thresholds | None = None,
    recall: float | None = None,
) -> CostSection:
    """Measure what ``deck`` costs when sent in ``format``, counted with ``tokenizer``.

    Args:
        deck: the tools.
        tokenizer: a :class:`~tooldeck.tokenizers.Tokenizer`, or its name: ``estimate``,
            ``o200k_base``, ``cl100k_base`` or ``hf:<path>``.
        format: ``openai``, ``anthropic`` or ``mcp``.
        window: an extra context window (tokens) shown beside 8k/32k/128k/200k, and the
            one the sweep and the recommendation use (default
            :data:`DEFAULT_DECISION_WINDOW`, 131,072).
        k: top-k for prefiltered injection (default 8).
        top: tools shown in the per-tool table; ``sort``: its key (tokens, name,
            characters, description, parameters).
        trim_to: characters kept by the trimmed-description variant (default 40).
        thresholds: decision thresholds; ``recall``: a prefilter's measured recall@k.

    Raises:
        CostOptionError: k, window, top or trim_to below 1, or an unknown sort key.
        UnknownTokenizerError, TokenizerFileError: bad tokenizer name or file.
        FormatError: unknown format. UnserialisableToolError: a tool is not plain JSON.
        TypeError: ``deck`` is not a Deck, or ``tokenizer`` neither a Tokenizer nor a name.
    """
    _check_options(deck, k=k, top=top, trim_to=trim_to, window=window, sort=sort, recall=recall)
    counter = resolve_tokenizer(tokenizer)
    items = wire_items(deck, format)
    costs = tuple(account_items(deck.tools, items, counter, format))
    total = sum(c.tokens for c in costs)
    fields, param_desc = _field_totals(costs)
    per_tool = [c.tokens for c in costs]
    decision_window = window if window is not None else DEFAULT_DECISION_WINDOW
    windows = tuple(sorted({*STANDARD_WINDOWS, *([window] if window is not None else [])}))
    names = [t.name for t in deck.tools]
    variants = measure_variants(
        items, names, counter, format, baseline_tokens=total, trim_to=trim_to
    )
    typical = k * total / len(costs) if costs and k < len(costs) else float(total)
    recommendations = recommend(
        tools=deck.tools,
        full_tokens=total,
        typical_k_tokens=typical,
        k=k,
        window=decision_window,
        field_tokens={f: c.tokens for f, c in fields.items()},
        variant_savings={v.key: (v.saved_tokens, v.saved_percent) for v in variants},
        thresholds=thresholds,
        recall=recall,
    )
    return CostSection(
        tokenizer=counter.name,
        tokenizer_source=counter.source,
        format=format,
        tools=costs,
        characters=sum(c.characters for c in costs),
        tokens=total,
        fields=fields,
        parameter_descriptions=param_desc,
        groups=_group_costs(costs),
        k=k,
        decision_window=decision_window,
        occupancy=occupancy(per_tool, windows, k),
        variants=variants,
        sweep=sweep(per_tool, k, decision_window),
        billing_estimate=openai_billing_estimate(deck.tools, counter),
        billing_source=BILLING_SOURCE,
        recommendations=recommendations,
        top=top,
        sort=sort,
        trim_to=trim_to,
        thresholds=thresholds or Thresholds(),
        window_given=window is not None,
    )
