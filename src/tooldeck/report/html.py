"""The report as one self-contained HTML file (``tooldeck report -o report.html``).

Plots are drawn with plotly (pinned in the project) and its JavaScript bundle is inlined,
so the file needs no network when it is opened; text is plain HTML with a print style
sheet. Plots: tokens per field stacked per group (or per tool when the deck has no groups),
window occupancy, boundary sweep (full vs top-k tokens against tool count), recall@k per
selection strategy, lint heat-map (tools × rule families), confusion matrix (expected vs
chosen tool: the eval's when present, else the first selection method's top-1).

A section that could not be computed is a visible "could not compute: why" block. The page
writes the number of rendered plots into ``<body data-plots-rendered>`` and any script
error into ``<pre id="script-errors">`` (what the headless-browser test reads).
"""

from __future__ import annotations

import html
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import plotly.graph_objects as go

    from tooldeck.report.model import Report

__all__ = ["render_html"]

MAX_BARS = 30
"""Tools shown in the per-tool bar chart of a deck without groups (heaviest first)."""
MAX_HEAT_TOOLS = 40
"""Tools shown in the lint heat-map (most findings first)."""
MAX_CONFUSION_LABELS = 25
"""Tools shown in the confusion matrix (most confused first)."""

_FIELD_COLORS = {
    "name": "#4c78a8",
    "description": "#f58518",
    "parameters": "#54a24b",
    "other": "#b279a2",
    "skeleton": "#9d9da0",
}

_CSS = """
body { font: 15px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; color: #1d1d1f;
  max-width: 1100px; margin: 0 auto; padding: 1.5rem; }
h1 { font-size: 1.6rem; margin-bottom: .2rem; }
h2 { font-size: 1.25rem; border-bottom: 2px solid #ddd; padding-bottom: .2rem; margin-top: 2rem; }
h3 { font-size: 1.05rem; margin-bottom: .3rem; }
.meta { color: #666; }
table { border-collapse: collapse; margin: .5rem 0 1rem; font-size: .92rem; }
th, td { border-bottom: 1px solid #e4e4e4; padding: .25rem .6rem; text-align: left;
  vertical-align: top; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
.actions td:first-child { font-weight: bold; font-size: 1.1rem; }
.actions td:nth-child(2) { width: 45%; font-weight: 600; }
.skipped { border: 2px solid #e0a800; background: #fff8e1; padding: .6rem .9rem;
  border-radius: 4px; }
.skipped strong { color: #8a6d00; }
.worse { color: #b00020; font-weight: 600; }
.better { color: #1b7f3b; }
.plot { break-inside: avoid; page-break-inside: avoid; margin: .5rem 0 1rem; }
code { background: #f3f3f3; padding: 0 .2rem; border-radius: 3px; }
#script-errors:empty { display: none; }
#script-errors { color: #b00020; }
@media print { body { max-width: none; padding: 0; font-size: 11pt; }
  h2 { break-after: avoid; } .modebar-container { display: none !important; } }
"""

_CHECK = """
window.addEventListener("load", function () {
  setTimeout(function () {
    var plots = document.querySelectorAll(".plot .js-plotly-plot");
    var done = 0;
    plots.forEach(function (p) { if (p.querySelector(".main-svg")) { done += 1; } });
    document.body.setAttribute("data-plots-rendered", String(done));
    document.body.setAttribute("data-plots-expected", String(plots.length));
  }, 0);
});
"""

_ERRORS = """
window.addEventListener("error", function (e) {
  var box = document.getElementById("script-errors");
  if (box) { box.textContent += (e.message || "error") + "\\n"; }
});
"""


def _esc(value: Any) -> str:
    return html.escape(str(value), quote=True)


def _live(data: Mapping[str, Any], name: str) -> Mapping[str, Any] | None:
    section = data.get(name)
    if not isinstance(section, Mapping) or _is_skipped(section):
        return None
    return section


def _is_skipped(section: Mapping[str, Any]) -> bool:
    """A section that could not be computed is ``{"skipped": why}`` (a string)."""
    return isinstance(section.get("skipped"), str)


def _skipped(data: Mapping[str, Any], name: str) -> str:
    section = data.get(name)
    if isinstance(section, Mapping) and _is_skipped(section):
        return (
            f'<div class="skipped"><strong>could not compute {_esc(name)}:</strong> '
            f"{_esc(section['skipped'])}</div>"
        )
    return ""


def _table(headers: Sequence[str], rows: Sequence[Sequence[Any]], *, cls: str = "") -> str:
    def cell(value: Any, tag: str) -> str:
        numeric = isinstance(value, int | float) and not isinstance(value, bool)
        text = f"{value:,}" if isinstance(value, int) and not isinstance(value, bool) else value
        if isinstance(value, float):
            if value == 0:
                text = "0"
            elif -1 <= value <= 1:
                text = f"{value:.3f}"
            elif value.is_integer():
                text = f"{value:,.0f}"
            else:
                text = f"{value:,.1f}"
        return f"<{tag}{' class=num' if numeric else ''}>{_esc(text)}</{tag}>"

    head = "".join(cell(h, "th") for h in headers)
    body = "".join("<tr>" + "".join(cell(v, "td") for v in row) + "</tr>" for row in rows)
    klass = f' class="{cls}"' if cls else ""
    return f"<table{klass}><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def _plot(fig: go.Figure, div_id: str, title: str) -> str:
    import plotly.io as pio

    fig.update_layout(
        title={"text": title, "x": 0, "xanchor": "left"},
        template="plotly_white",
        margin={"l": 60, "r": 20, "t": 50, "b": 60},
        font={"family": "system-ui, sans-serif", "size": 12},
        legend={"orientation": "h", "y": -0.18},
    )
    snippet = pio.to_html(
        fig,
        full_html=False,
        include_plotlyjs=False,
        div_id=div_id,
        config={"displaylogo": False, "responsive": True},
    )
    return f'<div class="plot" id="wrap-{div_id}">{snippet}</div>'


# --- figures -------------------------------------------------------------------------------


def _fields_figure(cost: Mapping[str, Any]) -> tuple[go.Figure, str]:
    import plotly.graph_objects as go

    tools = cost["tools"]
    groups = [g["group"] for g in cost.get("groups", [])]
    fields = list(cost["fields"])
    fig = go.Figure()
    if len(groups) > 1 or (groups and groups[0] is not None):
        labels = [g if g is not None else "(none)" for g in groups]
        for name in fields:
            per = Counter[str]()
            for t in tools:
                per[t["group"] if t["group"] is not None else "(none)"] += t["fields"][name][
                    "tokens"
                ]
            fig.add_bar(
                name=name,
                x=labels,
                y=[per[g] for g in labels],
                marker_color=_FIELD_COLORS.get(name),
            )
        title = "Tokens per group, by field"
    else:
        shown = sorted(tools, key=lambda t: -t["tokens"])[:MAX_BARS]
        labels = [t["name"] for t in shown]
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


def _occupancy_figure(cost: Mapping[str, Any]) -> go.Figure:
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


def _sweep_figure(cost: Mapping[str, Any]) -> go.Figure:
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


def _recall_figure(select: Mapping[str, Any]) -> go.Figure:
    import plotly.graph_objects as go

    fig = go.Figure()
    for method in select["methods"]:
        ks = sorted(method["recall_all"], key=int)
        fig.add_scatter(
            x=[int(k) for k in ks],
            y=[method["recall_all"][k] for k in ks],
            name=method["method"],
            mode="lines+markers",
        )
    fig.update_layout(
        height=360, xaxis_title="k (tools sent)", yaxis_title="recall@k", yaxis_range=[0, 1.05]
    )
    return fig


def _lint_figure(lint: Mapping[str, Any]) -> tuple[go.Figure, str] | None:
    import plotly.graph_objects as go

    from tooldeck.lint.model import FAMILIES

    per_tool: dict[str, Counter[str]] = {}
    for f in lint["findings"]:
        tool = f.get("tool") or "(deck)"
        per_tool.setdefault(tool, Counter())[FAMILIES.get(f["code"][:1], f["code"][:1])] += 1
    if not per_tool:
        return None
    tools = sorted(per_tool, key=lambda t: (-sum(per_tool[t].values()), t))[:MAX_HEAT_TOOLS]
    families = [f for f in FAMILIES.values() if any(per_tool[t][f] for t in tools)]
    z = [[per_tool[t][f] for f in families] for t in tools]
    fig = go.Figure(
        go.Heatmap(
            z=z,
            x=families,
            y=tools,
            colorscale="OrRd",
            text=z,
            texttemplate="%{text}",
            hovertemplate="%{y} · %{x}: %{z} findings<extra></extra>",
            colorbar={"title": "findings"},
        )
    )
    fig.update_layout(
        height=max(300, 22 * len(tools) + 140), yaxis_autorange="reversed", xaxis_side="top"
    )
    title = f"Lint findings per tool and rule family ({len(tools)} of {len(per_tool)} tools)"
    return fig, title


def _confusion_counts(
    report: Report, data: Mapping[str, Any]
) -> tuple[dict[str, Counter[str]], str] | None:
    """``{expected: {chosen: n}}`` and where it comes from: the eval's confusion, else the
    first selection method's top-1 (one row per expected tool of a case)."""
    evaluation = _live(data, "eval")
    matrix = evaluation.get("confusion") if evaluation is not None else None
    counts: dict[str, Counter[str]] = {}
    if isinstance(matrix, Mapping) and "labels" in matrix and "matrix" in matrix:
        labels = [str(x) for x in matrix["labels"]]
        for i, row in enumerate(matrix["matrix"]):
            counts[labels[i]] = Counter({labels[j]: int(n) for j, n in enumerate(row) if n})
        return counts, "eval"
    if isinstance(matrix, Mapping):
        for expected, row in matrix.items():
            if isinstance(row, Mapping):
                counts[str(expected)] = Counter({str(c): int(n) for c, n in row.items()})
        return counts, f"eval, {evaluation.get('model', '?') if evaluation else '?'}"
    select = report.sections.get("select")
    evaluations = getattr(select, "evaluations", ())
    if not evaluations:
        return None
    first = evaluations[0]
    for case in first.per_case:
        chosen = case.top[0] if case.top else "(none)"
        for expected in case.expected:
            counts.setdefault(expected, Counter())[chosen] += 1
    return counts, f"top-1 of {first.method}, no eval"


def _confusion_figure(report: Report, data: Mapping[str, Any]) -> tuple[go.Figure, str] | None:
    import plotly.graph_objects as go

    found = _confusion_counts(report, data)
    if found is None:
        return None
    counts, where = found
    involvement: Counter[str] = Counter()
    for expected, row in counts.items():
        for chosen, n in row.items():
            if chosen != expected:
                involvement[expected] += n
                involvement[chosen] += n
    names = {n for row in counts.values() for n in row} | set(counts)
    order = [r.name for r in report.inventory.rows if r.name in names]
    order += sorted(n for n in names if n not in set(order) and n != "(none)")
    if "(none)" in names:
        order.append("(none)")
    if len(order) > MAX_CONFUSION_LABELS:
        keep = {n for n, _ in involvement.most_common(MAX_CONFUSION_LABELS)}
        order = [n for n in order if n in keep]
    if not order:
        return None
    z = [[counts.get(e, Counter())[c] for c in order] for e in order]
    fig = go.Figure(
        go.Heatmap(
            z=z,
            x=order,
            y=order,
            colorscale="Blues",
            text=z,
            texttemplate="%{text}",
            hovertemplate="expected %{y} → chosen %{x}: %{z} cases<extra></extra>",
            colorbar={"title": "cases"},
        )
    )
    fig.update_layout(
        height=max(360, 26 * len(order) + 170),
        xaxis_title="chosen",
        yaxis_title="expected",
        yaxis_autorange="reversed",
        xaxis_tickangle=-35,
        xaxis_side="bottom",
    )
    shown = f"{len(order)} most confused tools" if len(names) > len(order) else "all tools"
    return fig, f"Confusion: expected (rows) vs chosen (columns), {shown} ({where})"


# --- page ----------------------------------------------------------------------------------


def render_html(report: Report) -> str:
    """The whole report as one HTML document (plotly.js inlined; no network needed).

    Raises:
        ImportError: plotly is not installed.
    """
    from plotly.offline import get_plotlyjs

    data = report.to_json()
    parts: list[str] = []
    plots: list[str] = []

    def plot(fig: go.Figure, div_id: str, title: str) -> None:
        snippet = _plot(fig, div_id, title)
        plots.append(div_id)
        parts.append(snippet)

    title = f"tooldeck report: {data['source']}"
    parts.append(f"<h1>{_esc(title)}</h1>")
    parts.append(
        f'<p class="meta">format {_esc(data["format"])} · tooldeck '
        f"{_esc(data['tooldeck_version'])} · {_esc(data['inventory']['tools'])} tools</p>"
    )
    parts.append('<pre id="script-errors"></pre>')

    summary = data.get("summary")
    if summary is not None:
        parts.append('<h2 id="summary">Summary: do first</h2>')
        parts.append(_table(["", ""], list(summary["headline"].items())))
        if summary["actions"]:
            action_rows = "".join(
                f"<tr><td>{a['rank']}</td><td>{_esc(a['title'])}</td><td>{_esc(a['effect'])}"
                + ("" if a["measured"] else " <em>(a count, not a measured effect)</em>")
                + f'<br><small class="meta">from {_esc(", ".join(a["source"]))}</small></td></tr>'
                for a in summary["actions"]
            )
            parts.append(
                '<table class="actions"><thead><tr><th>#</th><th>action</th>'
                f"<th>measured effect</th></tr></thead><tbody>{action_rows}</tbody></table>"
            )
        for name, why in summary["failed"].items():
            parts.append(
                f'<div class="skipped"><strong>could not compute {_esc(name)}:</strong> '
                f"{_esc(why)}</div>"
            )

    compare = data.get("compare")
    if compare is not None:
        parts.append('<h2 id="compare">Compared with the earlier report</h2>')
        parts.append(
            f"<p>old: <code>{_esc(compare['old_source'])}</code> · new: "
            f"<code>{_esc(compare['new_source'])}</code></p>"
        )
        rows = []
        unchanged = 0
        for c in compare["changes"]:
            if c["delta"] == 0:
                unchanged += 1
                continue
            values = [v for v in (c["old"], c["new"]) if v is not None]
            whole = all(float(v).is_integer() for v in values)
            old_v, new_v = (
                (int(v) if v is not None and whole else v) for v in (c["old"], c["new"])
            )
            delta = (
                ""
                if c["delta"] is None
                else f"{c['delta']:+,.0f}"
                if whole
                else f"{c['delta']:+.3f}"
            )
            rows.append(
                (
                    c["what"],
                    "—" if old_v is None else old_v,
                    "—" if new_v is None else new_v,
                    delta + (" (worse)" if c["worse"] else ""),
                )
            )
        parts.append(_table(["figure", "old", "new", "change"], rows))
        if unchanged:
            parts.append(f'<p class="meta">{unchanged} figures unchanged (listed in the JSON).</p>')
        verdict = (
            f'<p class="worse">{len(compare["regressions"])} regression(s): '
            f"{_esc(', '.join(compare['regressions']))}</p>"
            if compare["regressions"]
            else '<p class="better">no regression</p>'
        )
        parts.append(verdict)
        for key in ("findings_resolved", "findings_added", "tools_added", "tools_removed"):
            if compare[key]:
                parts.append(
                    f"<p><strong>{_esc(key.replace('_', ' '))} ({len(compare[key])}):</strong> "
                    f"{_esc(', '.join(compare[key][:30]))}</p>"
                )

    inv = data["inventory"]
    parts.append('<h2 id="inventory">Inventory</h2>')
    parts.append(
        _table(
            [
                "tools",
                "groups",
                "read-only",
                "destructive",
                "parameters",
                "output schemas",
                "cases",
            ],
            [
                (
                    inv["tools"],
                    len(inv["groups"]),
                    inv["read_only"],
                    inv["destructive"],
                    inv["parameters_total"],
                    inv["with_output_schema"],
                    inv["cases"]["total"] if inv.get("cases") else "—",
                )
            ],
        )
    )

    parts.append('<h2 id="cost">Cost</h2>')
    cost = _live(data, "cost")
    if cost is None:
        parts.append(_skipped(data, "cost"))
    else:
        parts.append(
            f"<p>{cost['tokens']:,} tokens, {cost['characters']:,} characters "
            f"({_esc(cost['tokenizer'])}, sent as {_esc(cost['format'])}).</p>"
        )
        parts.append(
            _table(
                ["field", "tokens", "share %"],
                [(n, f["tokens"], f["share_percent"]) for n, f in cost["fields"].items()],
            )
        )
        fig, fig_title = _fields_figure(cost)
        plot(fig, "plot-fields", fig_title)
        plot(_occupancy_figure(cost), "plot-occupancy", "Window occupancy")
        if len(cost.get("sweep", [])) >= 2:
            plot(_sweep_figure(cost), "plot-sweep", "Boundary sweep: full vs top-k tokens")
        else:
            parts.append(
                f"<p>Boundary sweep: the deck has too few tools for a sweep beyond top "
                f"{cost['k']} ({len(cost.get('sweep', []))} point).</p>"
            )
        parts.append("<h3>Remedies</h3>")
        parts.append(
            _table(
                ["variant", "tokens", "saved", "saved %"],
                [
                    (v["label"], v["tokens"], v["saved_tokens"], v["saved_percent"])
                    for v in cost["variants"]
                ],
            )
        )
        parts.append("<h3>Recommendation</h3><ul>")
        for rec in cost["recommendations"]:
            mark = "✔" if rec["applies"] else "✘"
            parts.append(f"<li>{mark} {_esc(rec['verdict'])}</li>")
        parts.append("</ul>")

    parts.append('<h2 id="lint">Lint</h2>')
    lint = _live(data, "lint")
    if lint is None:
        parts.append(_skipped(data, "lint"))
    else:
        s = lint["summary"]
        parts.append(
            f"<p>{len(lint['findings'])} findings; {s['tools_with_findings']} of {s['tools']} "
            f"tools have at least one; mean score {s['mean_score']:.0f}/100.</p>"
            if s["tools"]
            else "<p>No tools in the deck: nothing to lint.</p>"
        )
        heat = _lint_figure(lint)
        if heat is not None:
            plot(heat[0], "plot-lint", heat[1])
        parts.append(
            _table(
                ["code", "rule", "findings"],
                [(c, lint["rules"].get(c, ""), n) for c, n in s["by_rule"].items()],
            )
        )

    parts.append('<h2 id="select">Selection</h2>')
    select = _live(data, "select")
    if select is None:
        parts.append(
            _skipped(data, "select") or "<p>No cases given: selection was not measured.</p>"
        )
    else:
        if select["methods"]:
            plot(_recall_figure(select), "plot-recall", "Recall@k per strategy")
        ks = select["ks"]
        rows = []
        for m in select["methods"]:
            tokens = m.get("tokens_per_request") or {}
            miss_k = "8" if "8" in tokens else str(max(ks))
            rows.append(
                (
                    m["method"],
                    *(m["recall_all"][str(k)] for k in ks),
                    m["top1"],
                    m["mrr"],
                    round(tokens[miss_k]) if miss_k in tokens else "—",
                    len(m["misses"]),
                )
            )
        parts.append(
            _table(
                ["method", *(f"R@{k}" for k in ks), "top-1", "MRR", "tokens/request", "misses"],
                rows,
            )
        )
        for name, why in select.get("skipped", {}).items():
            parts.append(f'<div class="skipped"><strong>{_esc(name)}:</strong> {_esc(why)}</div>')

    parts.append('<h2 id="eval">Eval</h2>')
    evaluation = _live(data, "eval")
    if evaluation is None:
        parts.append(_skipped(data, "eval") or "<p>No cases given: no eval.</p>")
    else:
        for note in evaluation.get("notes", []):
            parts.append(f'<p class="meta">{_esc(note)}</p>')
        summary_ = evaluation.get("summary")
        if isinstance(summary_, Mapping):
            rows_ = []
            for name, interval in summary_.items():
                if not isinstance(interval, Mapping) or name == "cases":
                    continue
                low, high = interval.get("low"), interval.get("high")
                mean = interval.get("mean")
                rows_.append(
                    (
                        name,
                        "not measured"
                        if mean is None
                        else int(mean)
                        if float(mean).is_integer() and interval.get("low") is None
                        else mean,
                        f"[{low:.3f}, {high:.3f}]" if low is not None and high is not None else "—",
                    )
                )
            parts.append(_table(["metric", "mean", "95 % interval"], rows_))
        failed = [
            c for c in evaluation.get("cases", []) if isinstance(c, Mapping) and c.get("failure")
        ]
        if failed:
            parts.append(f"<h3>Failed cases ({len(failed)})</h3>")
            parts.append(
                _table(
                    ["case", "expected", "chosen", "failure"],
                    [
                        (
                            c.get("case_id", ""),
                            ", ".join(c.get("expected", [])) or "(none)",
                            ", ".join(c.get("chosen", [])) or "(none)",
                            c.get("failure", ""),
                        )
                        for c in failed[:100]
                    ],
                )
            )
    confusion = _confusion_figure(report, data)
    if confusion is not None:
        plot(confusion[0], "plot-confusion", confusion[1])

    parts.append('<h2 id="timings">Stage timings</h2>')
    parts.append(_table(["stage", "seconds"], list(data["timings_s"].items())))

    body = "\n".join(parts)
    return (
        '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{_esc(title)}</title><style>{_CSS}</style>"
        f"<script>{_ERRORS}</script>"
        f'<script type="text/javascript">{get_plotlyjs()}</script></head>'
        f'<body data-plots="{len(plots)}">{body}<script>{_CHECK}</script></body></html>\n'
    )
