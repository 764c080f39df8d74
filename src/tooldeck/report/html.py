"""The report as one self-contained HTML file (``tooldeck report -o report.html``): the page
frame and the helpers every section's ``html()`` writes with.

Plots are drawn with plotly (pinned in the project) and its JavaScript bundle is inlined,
so the file needs no network when it is opened; text is plain HTML with a print style
sheet. :func:`render_html` writes the title, the summary, the comparison, then each
section's block in page order (:func:`~tooldeck.report.model.section_types`; a section
the report lacks or could not compute writes its ``html_missing`` block, a visible
"could not compute: why" for the latter), then the stage timings. Which plots a section
draws is its own module's business (cost: tokens per field, window occupancy, boundary
sweep; select: recall@k; lint: heat-map; eval: confusion matrix).

The page writes the number of rendered plots into ``<body data-plots-rendered>`` and any
script error into ``<pre id="script-errors">`` (what the headless-browser test reads).
"""

from __future__ import annotations

import html
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from tooldeck.display import visible

if TYPE_CHECKING:
    import plotly.graph_objects as go

    from tooldeck.report.model import Report, Section

__all__ = [
    "HtmlPage",
    "esc",
    "heatmap",
    "missing_block",
    "render_html",
    "skipped_block",
    "table",
]

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


def esc(value: Any) -> str:
    """``value`` as HTML text (quotes escaped too: safe in attributes), its control, bidi
    and invisible characters shown as escapes (:func:`tooldeck.display.visible`; LF and TAB
    kept): a bidi override would reorder the page as it reorders a terminal."""
    return html.escape(visible(str(value), multiline=True), quote=True)


def skipped_block(name: str, why: str) -> str:
    """The visible block of a section that could not be computed."""
    return f'<div class="skipped"><strong>could not compute {esc(name)}:</strong> {esc(why)}</div>'


def missing_block(heading: str, name: str, reason: str | None, absent: str = "") -> str:
    """A section's block when the report lacks it (``heading`` and the ``absent`` note) or
    could not compute it (``heading`` and why: :func:`skipped_block`)."""
    return "\n".join([heading, absent if reason is None else skipped_block(name, reason)])


def table(headers: Sequence[str], rows: Sequence[Sequence[Any]], *, cls: str = "") -> str:
    """A table; numbers right-aligned with thousands separators (floats in [-1, 1] with
    three decimals, others with one, whole floats with none)."""

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
        return f"<{tag}{' class=num' if numeric else ''}>{esc(text)}</{tag}>"

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


def heatmap(
    z: list[list[int]], x: list[str], y: list[str], *, colorscale: str, hover: str, unit: str
) -> go.Figure:
    """A heat-map with each cell's count written in it (``unit``: the colour bar's title);
    the labels are shown with :func:`tooldeck.display.visible`."""
    import plotly.graph_objects as go

    return go.Figure(
        go.Heatmap(
            z=z,
            x=[visible(label) for label in x],
            y=[visible(label) for label in y],
            colorscale=colorscale,
            text=z,
            texttemplate="%{text}",
            hovertemplate=hover,
            colorbar={"title": unit},
        )
    )


class HtmlPage:
    """The page being written: the report, its JSON (serialised once), and the plots drawn
    so far (the page counts them into ``<body data-plots>``)."""

    def __init__(self, report: Report) -> None:
        self.report = report
        self.data = report.to_json()
        self.plots: list[str] = []

    def plot(self, fig: go.Figure, div_id: str, title: str) -> str:
        """The figure as a ``<div class="plot">`` block with the page's layout; counted."""
        snippet = _plot(fig, div_id, title)
        self.plots.append(div_id)
        return snippet


def render_html(report: Report, *, kinds: Mapping[str, type[Section]] | None = None) -> str:
    """The whole report as one HTML document (plotly.js inlined; no network needed).

    Args:
        kinds: the sections the page shows by name, in order (default:
            :func:`~tooldeck.report.model.section_types`); a section of the report that is
            not among them follows, under its name.

    Raises:
        ImportError: plotly is not installed.
    """
    from plotly.offline import get_plotlyjs

    from tooldeck.report.model import SkippedSection, section_types

    page = HtmlPage(report)
    data = page.data
    title = f"tooldeck report: {data['source']}"
    parts = [
        f"<h1>{esc(title)}</h1>",
        f'<p class="meta">format {esc(data["format"])} · tooldeck '
        f"{esc(data['tooldeck_version'])} · {esc(data['inventory']['tools'])} tools</p>",
        '<pre id="script-errors"></pre>',
    ]
    if report.summary is not None:
        parts.append(report.summary.html(page))
    if report.compare is not None:
        parts.append(report.compare.html(page))
    sections = {"inventory": report.inventory, **report.sections}
    kinds = section_types() if kinds is None else kinds
    for name, kind in kinds.items():
        section = sections.get(name)
        if section is None or isinstance(section, SkippedSection):
            parts.append(kind.html_missing(page, section.reason if section else None))
        else:
            parts.append(section.html(page))
    for name, section in sections.items():
        if name not in kinds:
            parts.append(f'<h2 id="{esc(name)}">{esc(name)}</h2>')
            parts.append(
                skipped_block(name, section.reason)
                if isinstance(section, SkippedSection)
                else section.html(page)
            )
    parts.append('<h2 id="timings">Stage timings</h2>')
    parts.append(table(["stage", "seconds"], list(data["timings_s"].items())))

    body = "\n".join(parts)
    return (
        '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{esc(title)}</title><style>{_CSS}</style>"
        f"<script>{_ERRORS}</script>"
        f'<script type="text/javascript">{get_plotlyjs()}</script></head>'
        f'<body data-plots="{len(page.plots)}">{body}<script>{_CHECK}</script></body></html>\n'
    )
