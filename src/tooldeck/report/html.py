"""The report as one self-contained HTML file (``tooldeck report -o report.html``): the page
frame and the helpers every section's ``html()`` writes with.

The page needs no network and loads nothing: the style sheet is inline, the charts are
inline SVG drawn by :mod:`tooldeck.report._svg` (no JavaScript library; hovering a bar
shows its value through an SVG ``<title>``), the fonts are the reader's system fonts.
:func:`render_html` writes the title, a table of contents (every ``h2``/``h3`` with an
id), the summary, the comparison, then each section's block in page order
(:func:`~tooldeck.report.model.section_types`; a section the report lacks or could not
compute writes its ``html_missing`` block, a visible "could not compute: why" for the
latter), then the stage timings. Which tables and charts a section draws is its own
module's business.

Every text from the deck, the cases or a model goes through :func:`esc` (HTML escaping,
quotes too, and control/bidi characters shown as escapes); a figure that was not measured
is a :class:`NotMeasured` cell, written "not measured (why)", never 0; counts agree with
their nouns (:func:`~tooldeck.display.plural`, re-exported here).

A short inline script writes the number of charts that drew into ``<body
data-plots-rendered>`` and any script error into ``<pre id="script-errors">`` (what the
headless-browser test reads); the page reads the same without it.
"""

from __future__ import annotations

import html
import re
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from tooldeck.display import plural, visible

if TYPE_CHECKING:
    from tooldeck.report.model import Report, Section

__all__ = [
    "HtmlPage",
    "NotMeasured",
    "contents",
    "esc",
    "heading",
    "missing_block",
    "plural",
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
h4 { font-size: .95rem; margin: .8rem 0 .2rem; }
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
.nm { color: #8a6d00; font-style: italic; }
.worse { color: #b00020; font-weight: 600; }
.better { color: #1b7f3b; }
.sev-error { color: #b00020; font-weight: 600; }
.sev-warning { color: #8a6d00; }
.sev-info { color: #2c6e9b; }
.plot { break-inside: avoid; page-break-inside: avoid; margin: .5rem 0 1rem; }
.plot figcaption { font-weight: 600; margin-bottom: .2rem; }
.plot svg { display: block; max-width: 100%; height: auto; }
#contents ol { margin: .2rem 0; }
#contents li { margin: .05rem 0; }
details > summary { cursor: pointer; }
code { background: #f3f3f3; padding: 0 .2rem; border-radius: 3px; }
#script-errors:empty { display: none; }
#script-errors { color: #b00020; }
@media print { body { max-width: none; padding: 0; font-size: 11pt; }
  h2 { break-after: avoid; } #contents { break-after: page; }
  details { display: block; } details > summary { display: none; } }
"""

_CHECK = """
window.addEventListener("load", function () {
  var plots = document.querySelectorAll(".plot");
  var done = 0;
  plots.forEach(function (p) {
    var svg = p.querySelector("svg");
    if (svg && svg.getBBox().width > 0) { done += 1; }
  });
  document.body.setAttribute("data-plots-rendered", String(done));
  document.body.setAttribute("data-plots-expected", String(plots.length));
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


class NotMeasured:
    """A table cell for a figure that was not measured: written "not measured (why)", never
    as 0 (:func:`table`)."""

    __slots__ = ("why",)

    def __init__(self, why: str) -> None:
        self.why = why

    def __eq__(self, other: object) -> bool:
        return isinstance(other, NotMeasured) and other.why == self.why

    def __hash__(self) -> int:
        return hash(self.why)

    def __repr__(self) -> str:
        return f"NotMeasured({self.why!r})"

    def html(self) -> str:
        """``<span class="nm">not measured</span> (why)``."""
        return f'<span class="nm">not measured</span> ({esc(self.why)})'


def heading(level: int, anchor: str, text: str) -> str:
    """``<hN id="anchor">text</hN>`` (both escaped); the table of contents lists every
    ``h2`` and ``h3`` that has an id."""
    return f'<h{level} id="{esc(anchor)}">{esc(text)}</h{level}>'


def skipped_block(name: str, why: str) -> str:
    """The visible block of a section that could not be computed."""
    return f'<div class="skipped"><strong>could not compute {esc(name)}:</strong> {esc(why)}</div>'


def missing_block(heading: str, name: str, reason: str | None, absent: str = "") -> str:
    """A section's block when the report lacks it (``heading`` and the ``absent`` note) or
    could not compute it (``heading`` and why: :func:`skipped_block`)."""
    return "\n".join([heading, absent if reason is None else skipped_block(name, reason)])


def table(headers: Sequence[str], rows: Sequence[Sequence[Any]], *, cls: str = "") -> str:
    """A table; numbers right-aligned with thousands separators (floats in [-1, 1] with
    three decimals, others with one, whole floats with none); a :class:`NotMeasured` cell
    says so and why; ``None`` is "—" (nothing to show, e.g. a tool without a group)."""

    def cell(value: Any, tag: str) -> str:
        if isinstance(value, NotMeasured):
            return f"<{tag}>{value.html()}</{tag}>"
        numeric = isinstance(value, int | float) and not isinstance(value, bool)
        text = f"{value:,}" if isinstance(value, int) and not isinstance(value, bool) else value
        if value is None:
            text = "—"
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


class HtmlPage:
    """The page being written: the report, its JSON (serialised once), and the charts drawn
    so far (the page counts them into ``<body data-plots>``)."""

    def __init__(self, report: Report) -> None:
        self.report = report
        self.data = report.to_json()
        self.plots: list[str] = []

    def section(self, name: str) -> dict[str, Any] | None:
        """Section ``name``'s JSON (``inventory`` too); None when the report lacks it or
        could not compute it."""
        value = self.data.get(name)
        if not isinstance(value, dict) or "skipped" in value:
            return None
        return value

    def plot(self, svg: str, div_id: str, title: str) -> str:
        """An SVG chart (:mod:`tooldeck.report._svg`) as a ``<figure class="plot">`` with
        its title as caption; counted."""
        self.plots.append(div_id)
        return (
            f'<figure class="plot" id="{esc(div_id)}"><figcaption>{esc(title)}</figcaption>'
            f"{svg}</figure>"
        )


_HEADINGS = re.compile(r'<h([23]) id="([^"]+)">(.*?)</h\1>', re.S)


def contents(body: str) -> str:
    """The table of contents: a link to every ``h2`` and ``h3`` with an id in ``body`` (the
    page's own markup, whose ids and titles are escaped already), each ``h3`` nested under
    its ``h2``."""
    items: list[str] = []
    open_sub = False
    for level, anchor, text in _HEADINGS.findall(body):
        link = f'<a href="#{anchor}">{text}</a>'
        if level == "2":
            items.append("</ol></li>" if open_sub else "</li>" if items else "")
            open_sub = False
            items.append(f"<li>{link}")
        else:
            if not open_sub:
                items.append("<ol>")
                open_sub = True
            items.append(f"<li>{link}</li>")
    if items:
        items.append("</ol></li>" if open_sub else "</li>")
    return f'<nav id="contents"><h2>Contents</h2><ol>{"".join(items)}</ol></nav>'


def _load_warnings(data: Mapping[str, Any]) -> str:
    warnings = data.get("load_warnings") or []
    if not warnings:
        return ""
    rows = [(w["field"], w["message"], ", ".join(w.get("tools", []))) for w in warnings]
    return "\n".join(
        [
            heading(2, "load-warnings", "Load warnings"),
            f"<p>What the load could not carry ({plural(len(rows), 'warning')}).</p>",
            table(["field", "message", "tools"], rows),
        ]
    )


def render_html(report: Report, *, kinds: Mapping[str, type[Section]] | None = None) -> str:
    """The whole report as one HTML document (inline style and SVG; no network needed).

    Args:
        kinds: the sections the page shows by name, in order (default:
            :func:`~tooldeck.report.model.section_types`); a section of the report that is
            not among them follows, under its name.
    """
    from tooldeck.report.model import SkippedSection, section_types

    page = HtmlPage(report)
    data = page.data
    title = f"tooldeck report: {data['source']}"
    parts = []
    if report.summary is not None:
        parts.append(report.summary.html(page))
    if report.compare is not None:
        parts.append(report.compare.html(page))
    parts.append(_load_warnings(data))
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

    body = "\n".join(p for p in parts if p)
    head = [
        f"<h1>{esc(title)}</h1>",
        f'<p class="meta">format {esc(data["format"])} · tooldeck '
        f"{esc(data['tooldeck_version'])} · {esc(plural(data['inventory']['tools'], 'tool'))}"
        "</p>",
        '<pre id="script-errors"></pre>',
        contents(body),
    ]
    return (
        '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{esc(title)}</title><style>{_CSS}</style>"
        f"<script>{_ERRORS}</script></head>"
        f'<body data-plots="{len(page.plots)}">{"".join(head)}\n{body}'
        f"<script>{_CHECK}</script></body></html>\n"
    )
