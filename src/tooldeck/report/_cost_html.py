"""The cost section's block of the HTML page (:meth:`CostSection.html
<tooldeck.report.cost_section.CostSection.html>`): what the terminal shows, as tables and
inline SVG charts (:mod:`._cost_figures`) — totals, tokens per field, per group and per
tool (the heaviest ``top`` in a table; every tool's tokens are in the inventory's tool
table), window occupancy, remedies, boundary sweep and the recommendation."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from tooldeck.cost.accounting import BILLING_USE, COUNT_USE, FIELDS, tokenizer_fit_note
from tooldeck.report._cost_figures import (
    fields_figure,
    groups_figure,
    occupancy_figure,
    sweep_figure,
)
from tooldeck.report.html import HtmlPage, NotMeasured, esc, heading, plural, table

if TYPE_CHECKING:
    from tooldeck.report.cost_section import CostSection

__all__ = ["HEADING", "cost_html"]

HEADING = '<h2 id="cost">Cost</h2>'


def cost_html(section: CostSection, page: HtmlPage) -> str:
    """The whole block, heading included."""
    cost = section.to_json()
    parts = [HEADING, _totals(cost), *_fields(cost)]
    groups = groups_figure(cost)
    if groups is not None:
        parts += [
            heading(3, "cost-groups", "Per group"),
            _groups_table(cost),
            page.plot(groups, "plot-groups", "Tokens per group, by field"),
        ]
    parts += _tools(section, cost, page)
    parts += _windows(section, cost, page)
    parts += _remedies(cost)
    parts += _sweep(cost, page)
    parts.append(heading(3, "cost-recommendation", "Recommendation"))
    parts.append("<ul>")
    for rec in cost["recommendations"]:
        mark = "✔ applies:" if rec["applies"] else "· does not apply:"
        parts.append(f"<li>{mark} {esc(rec['verdict'])}</li>")
    parts.append("</ul>")
    return "\n".join(parts)


def _totals(cost: Mapping[str, Any]) -> str:
    n = len(cost["tools"])
    stats = cost["per_tool"]
    billing = cost["billing_estimate"]
    return table(
        ["", ""],
        [
            ("tokenizer", f"{cost['tokenizer']} — {cost['tokenizer_source']}"),
            ("sent as", f"{cost['format']} (compact JSON, one tool counted at a time)"),
            (
                "total",
                f"{plural(n, 'tool')}, {plural(cost['characters'], 'character')}, "
                f"{plural(cost['tokens'], 'token')} — {COUNT_USE}",
            ),
            (
                "per tool",
                f"mean {stats['mean']:,.1f}, min {stats['min']:,.0f}, median "
                f"{stats['median']:,.0f}, max {stats['max']:,.0f} tokens",
            ),
            *(
                [("approximate", fit)]
                if (fit := tokenizer_fit_note(cost["tokenizer"], cost["format"]))
                else []
            ),
            *(
                [
                    (
                        "OpenAI bills (est.)",
                        f"{billing['tokens']:,} tokens — {BILLING_USE}; {billing['source']}"
                        if billing["tokens"] is not None
                        else NotMeasured(
                            f"the billing rule has no constants for {cost['tokenizer']}"
                        ),
                    )
                ]
                if cost["format"] == "openai"
                else []
            ),
        ],
    )


def _fields(cost: Mapping[str, Any]) -> list[str]:
    n = len(cost["tools"])
    per = max(n, 1)
    pd = cost["parameter_descriptions"]
    rows: list[tuple[Any, ...]] = []
    for name, f in cost["fields"].items():
        rows.append(
            (name, f["characters"], f["tokens"], f["share_percent"], round(f["tokens"] / per, 1))
        )
        if name == "parameters":  # a part of parameters, so right under it
            rows.append(
                (
                    "of which parameter descriptions",
                    pd["characters"],
                    pd["tokens"],
                    pd["share_percent"],
                    round(pd["tokens"] / per, 1),
                )
            )
    rows.append(
        (
            "total",
            cost["characters"],
            cost["tokens"],
            100.0 if n else None,
            cost["per_tool"]["mean"],
        )
    )
    return [
        heading(3, "cost-fields", "Per field"),
        table(["field", "characters", "tokens", "share %", "per tool"], rows, cls="fields"),
    ]


def _groups_table(cost: Mapping[str, Any]) -> str:
    return table(
        ["group", "tools", "tokens", "share %", "mean per tool"],
        [
            (
                g["group"] if g["group"] is not None else "(none)",
                g["tools"],
                g["tokens"],
                g["share_percent"],
                round(g["tokens"] / g["tools"], 1),
            )
            for g in cost["groups"]
        ],
    )


def _tools(section: CostSection, cost: Mapping[str, Any], page: HtmlPage) -> list[str]:
    n = len(cost["tools"])
    svg, fig_title = fields_figure(cost)
    shown = section.sorted_tools()[: section.top]
    sort = esc(section.sort)
    return [
        heading(3, "cost-tools", "Per tool"),
        page.plot(svg, "plot-fields", fig_title),
        f"<p>The {plural(len(shown), 'tool')} heaviest by {sort} ({len(shown):,} of {n:,}; "
        "every tool's tokens are in the inventory).</p>"
        if len(shown) < n
        else f"<p>Every tool, by {sort}.</p>",
        table(
            ["name", "group", "tokens", "characters", *FIELDS, "share %"],
            [
                (
                    t.name,
                    t.group,
                    t.tokens,
                    t.characters,
                    *(t.fields[f].tokens for f in FIELDS),
                    round(section.share(t.tokens), 2),
                )
                for t in shown
            ],
        ),
    ]


def _windows(section: CostSection, cost: Mapping[str, Any], page: HtmlPage) -> list[str]:
    k = cost["k_effective"]
    note = f" ({esc(section.k_note())})" if section.k_note() else ""
    return [
        heading(3, "cost-windows", "Window occupancy"),
        f"<p>Share of each context window the tools take: all of them, the {k} heaviest, "
        f"and a typical {k}{note}.</p>",
        table(
            ["window", "all tools %", f"heaviest {k} %", f"typical {k} %", "left after all"],
            [
                (
                    o["window"],
                    o["full_percent"],
                    o["heaviest_k_percent"],
                    o["typical_k_percent"],
                    o["left_after_full"],
                )
                for o in cost["occupancy"]
            ],
        ),
        page.plot(occupancy_figure(cost), "plot-occupancy", "Window occupancy"),
    ]


def _remedies(cost: Mapping[str, Any]) -> list[str]:
    return [
        heading(3, "cost-remedies", "Remedies"),
        table(
            ["variant", "characters", "tokens", "saved", "saved %"],
            [
                ("as sent", cost["characters"], cost["tokens"], None, None),
                *(
                    (
                        v["label"],
                        v["characters"],
                        v["tokens"],
                        v["saved_tokens"],
                        v["saved_percent"],
                    )
                    for v in cost["variants"]
                ),
            ],
        ),
    ]


def _sweep(cost: Mapping[str, Any], page: HtmlPage) -> list[str]:
    rows = cost.get("sweep", [])
    k = cost["k"]
    parts = [
        heading(3, "cost-sweep", "Boundary sweep"),
        f"<p>The first n tools of the deck, all of them vs a typical top {k} (or all of a "
        f"smaller set), against the {cost['decision_window']:,}-token window.</p>",
    ]
    if len(rows) >= 2:
        title = f"Boundary sweep: all tools vs top {k}, tokens per request"
        parts.append(page.plot(sweep_figure(cost), "plot-sweep", title))
    else:
        parts.append(
            f"<p>No chart: the deck has too few tools for a sweep beyond top {k} "
            f"({plural(len(rows), 'point')}).</p>"
        )
    parts.append(
        table(
            ["tools", "all", "% window", f"top {k}", "% window", "saved", "saved %"],
            [
                (
                    r["tools"],
                    r["full_tokens"],
                    r["full_window_percent"],
                    r["top_k_tokens"],
                    r["top_k_window_percent"],
                    r["saved_tokens"],
                    r["saved_percent"],
                )
                for r in rows
            ],
        )
    )
    return parts
