"""The charts of the cost section's HTML block (:meth:`CostSection.html
<tooldeck.report.cost_section.CostSection.html>`), drawn from the section's JSON as inline
SVG (:mod:`._svg`): tokens per tool (the heaviest :data:`MAX_BARS`) and per group, each
stacked by field; window occupancy; boundary sweep (full vs top-k tokens against tool
count)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from tooldeck.display import visible
from tooldeck.report._svg import bar_chart, line_chart

__all__ = ["MAX_BARS", "fields_figure", "groups_figure", "occupancy_figure", "sweep_figure"]

MAX_BARS = 60
"""Tools shown in the per-tool bar chart (heaviest first; every tool is in the tables)."""

_FIELD_COLORS = {
    "name": "#4c78a8",
    "description": "#f58518",
    "parameters": "#54a24b",
    "other": "#b279a2",
    "skeleton": "#9d9da0",
}


def fields_figure(cost: Mapping[str, Any]) -> tuple[str, str]:
    """Tokens per tool stacked by field, heaviest first (at most :data:`MAX_BARS`), and the
    chart's title."""
    tools = sorted(cost["tools"], key=lambda t: (-t["tokens"], t["name"]))
    shown = tools[:MAX_BARS]
    fields = list(cost["fields"])
    series = [
        (name, _FIELD_COLORS.get(name, "#888"), [t["fields"][name]["tokens"] for t in shown])
        for name in fields
    ]
    svg = bar_chart(
        [visible(t["name"]) for t in shown],
        series,
        label="tokens per tool, by field",
        unit="tokens",
    )
    what = f"{len(shown)} heaviest of {len(tools):,}" if len(shown) < len(tools) else "all"
    return svg, f"Tokens per tool, by field ({what} tools)"


def groups_figure(cost: Mapping[str, Any]) -> str | None:
    """Tokens per group stacked by field; None when the deck has no groups."""
    groups = [g["group"] for g in cost.get("groups", [])]
    if not groups or groups == [None]:
        return None
    labels = [visible(g) if g is not None else "(none)" for g in groups]
    series = []
    for name in cost["fields"]:
        per = Counter[str]()
        for t in cost["tools"]:
            group = visible(t["group"]) if t["group"] is not None else "(none)"
            per[group] += t["fields"][name]["tokens"]
        series.append((name, _FIELD_COLORS.get(name, "#888"), [per[g] for g in labels]))
    return bar_chart(labels, series, label="tokens per group, by field", unit="tokens")


def occupancy_figure(cost: Mapping[str, Any]) -> str:
    """Share of each context window taken by all tools, the heaviest k and a typical k."""
    rows = cost["occupancy"]
    k = cost.get("k_effective", cost["k"])
    series = [
        (label, color, [o[key] for o in rows])
        for key, label, color in (
            ("full_percent", "all tools", "#e45756"),
            ("heaviest_k_percent", f"heaviest {k}", "#f58518"),
            ("typical_k_percent", f"typical {k}", "#4c78a8"),
        )
    ]
    return bar_chart(
        [f"{o['window']:,} tokens" for o in rows],
        series,
        label="window occupancy",
        unit="% of the context window",
        stacked=False,
        fmt=lambda v: f"{v:.1f} %",
        marker=(100.0, "100 %") if any(o["full_percent"] > 100 for o in rows) else None,
    )


def sweep_figure(cost: Mapping[str, Any]) -> str:
    """Tokens per request, all tools vs top k, against the first n tools of the deck."""
    rows = cost["sweep"]
    return line_chart(
        [r["tools"] for r in rows],
        [
            ("all tools", "#e45756", [r["full_tokens"] for r in rows]),
            (f"top {cost['k']}", "#4c78a8", [r["top_k_tokens"] for r in rows]),
        ],
        label="boundary sweep",
        x_title="tools in the deck",
        y_title="tokens per request",
        hline=(cost["decision_window"], f"{cost['decision_window']:,}-token window"),
    )
