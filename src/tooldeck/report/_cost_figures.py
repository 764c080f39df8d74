"""The plotly figures of the cost section's HTML block (:meth:`CostSection.html
<tooldeck.report.cost_section.CostSection.html>`), drawn from the section's JSON: tokens
per field stacked per group (or per tool when the deck has no groups), window occupancy,
boundary sweep (full vs top-k tokens against tool count)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from tooldeck.display import visible

if TYPE_CHECKING:
    import plotly.graph_objects as go

__all__ = ["fields_figure", "occupancy_figure", "sweep_figure"]

MAX_BARS = 30
"""Tools shown in the per-tool bar chart of a deck without groups (heaviest first)."""

_FIELD_COLORS = {
    "name": "#4c78a8",
    "description": "#f58518",
    "parameters": "#54a24b",
    "other": "#b279a2",
    "skeleton": "#9d9da0",
}


def fields_figure(cost: Mapping[str, Any]) -> tuple[go.Figure, str]:
    import plotly.graph_objects as go

    tools = cost["tools"]
    groups = [g["group"] for g in cost.get("groups", [])]
    fields = list(cost["fields"])
    fig = go.Figure()
    if len(groups) > 1 or (groups and groups[0] is not None):
        labels = [visible(g) if g is not None else "(none)" for g in groups]
        for name in fields:
            per = Counter[str]()
            for t in tools:
                per[visible(t["group"]) if t["group"] is not None else "(none)"] += t["fields"][
                    name
                ]["tokens"]
            fig.add_bar(
                name=name,
                x=labels,
                y=[per[g] for g in labels],
                marker_color=_FIELD_COLORS.get(name),
            )
        title = "Tokens per group, by field"
    else:
        shown = sorted(tools, key=lambda t: -t["tokens"])[:MAX_BARS]
        labels = [visible(t["name"]) for t in shown]
        for name in fields:
            fig.add_bar(
                name=name,
                x=labels,
                y=[t["fields"][name]["tokens"] for t in shown],
                marker_color=_FIELD_COLORS.get(name),
            )
        title = f"Tokens per tool, by field ({len(shown)} heaviest of {len(tools)})"
    fig.update_layout(
        barmode="stack",
        height=420,
        yaxis_title="tokens",
        xaxis_tickangle=-35,
        legend_traceorder="normal",
    )
    return fig, title


def occupancy_figure(cost: Mapping[str, Any]) -> go.Figure:
    import plotly.graph_objects as go

    rows = cost["occupancy"]
    windows = [f"{o['window']:,}" for o in rows]
    k = cost["k"]
    fig = go.Figure()
    for key, label, color in (
        ("full_percent", "all tools", "#e45756"),
        ("heaviest_k_percent", f"heaviest {k}", "#f58518"),
        ("typical_k_percent", f"typical {k}", "#4c78a8"),
    ):
        fig.add_bar(
            name=label,
            y=windows,
            x=[o[key] for o in rows],
            orientation="h",
            marker_color=color,
            text=[f"{o[key]:.1f} %" for o in rows],
            textposition="outside",
        )
    fig.update_layout(
        barmode="group",
        height=320,
        xaxis_title="% of the context window",
        yaxis_title="window (tokens)",
        yaxis_type="category",
    )
    return fig


def sweep_figure(cost: Mapping[str, Any]) -> go.Figure:
    import plotly.graph_objects as go

    rows = cost["sweep"]
    x = [r["tools"] for r in rows]
    fig = go.Figure()
    fig.add_scatter(x=x, y=[r["full_tokens"] for r in rows], name="all tools", mode="lines+markers")
    fig.add_scatter(
        x=x, y=[r["top_k_tokens"] for r in rows], name=f"top {cost['k']}", mode="lines+markers"
    )
    fig.add_hline(
        y=cost["decision_window"],
        line_dash="dot",
        annotation_text=f"{cost['decision_window']:,}-token window",
    )
    fig.update_layout(
        height=360,
        xaxis_title="tools in the deck",
        yaxis_title="tokens per request",
        yaxis_rangemode="tozero",
    )
    return fig
