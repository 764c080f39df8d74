"""Static SVG charts for the HTML report, written as text: horizontal bar charts (stacked
or grouped), line charts and a count grid.

No JavaScript and no library: each chart is an inline ``<svg>`` element (SVG 1.1, W3C
Recommendation, §9 basic shapes and §10 text) whose every label goes through
:func:`tooldeck.report.html.esc` — tool names are untrusted text. Hovering a bar, a point
or a cell shows its exact value through an SVG ``<title>`` child (SVG 1.1 §5.4). A chart
is drawn at a fixed width in user units with a ``viewBox``, so it scales to the page and
prints; its height grows with its rows (18 units per bar row), which keeps 200 rows
legible where a fixed-height chart would squeeze them.

Why our own: the report needs four chart shapes; plotly inlined 4.6 MB of JavaScript in
every page (and 64 MB installed), pygal 3.1.3 loads its tooltips script from a CDN unless
told not to and adds ~15 KB of style per chart, leather 0.4.1 has no stacked bars.
Measured for the 68-tool ``examples/ops68`` report: 4.9 MB with plotly, ~0.2 MB with these
charts (see docs/report.md).
"""

from __future__ import annotations

import math
import unicodedata
from collections.abc import Callable, Sequence

from tooldeck.report.html import esc

__all__ = ["Series", "bar_chart", "grid_chart", "line_chart", "nice_ticks"]

WIDTH = 960
"""Width of every chart in SVG user units (the page scales it)."""
ROW = 18
"""Height of one bar row (a stacked bar, or a group of grouped bars)."""
FONT = 12
LABEL_MAX = 300
"""Widest the label column may grow; a longer label is cut with "…" (full in its title)."""
PALETTE = ("#4c78a8", "#f58518", "#54a24b", "#e45756", "#b279a2", "#72b7b2", "#9d755d")

Series = tuple[str, str, Sequence[float]]
"""``(name, colour, values)``: one value per row (bar charts) or per x (line charts)."""


def text_width(text: str) -> float:
    """Estimated width of ``text`` at the chart font: wide (East Asian W/F, Unicode UAX
    #11) characters count as one em, others as 0.6 em."""
    return sum(FONT if unicodedata.east_asian_width(ch) in "WF" else FONT * 0.6 for ch in text)


def _cut(text: str, width: float) -> str:
    if text_width(text) <= width:
        return text
    out = ""
    for ch in text:
        if text_width(out + ch + "…") > width:
            break
        out += ch
    return out + "…"


def nice_ticks(top: float, count: int = 5, *, whole: bool = False) -> list[float]:
    """Tick values from 0 to at least ``top``, about ``count`` of them, on a 1/2/2.5/5 ×
    10ⁿ step (the "nice numbers" rule, Heckbert, Graphics Gems I, 1990); ``whole``: counts,
    so the step is a whole number ≥ 1."""
    if top <= 0 or not math.isfinite(top):
        return [0.0, 1.0]
    raw = top / count
    magnitude = 10 ** math.floor(math.log10(raw))
    steps = (1, 2, 5, 10) if whole else (1, 2, 2.5, 5, 10)
    step = next(m * magnitude for m in steps if m * magnitude >= raw)
    if whole:
        step = max(1.0, float(round(step)))
    n = math.ceil(top / step - 1e-9)
    return [round(i * step, 10) for i in range(n + 1)]


def _num(value: float) -> str:
    """A tick or value label: whole numbers with thousands separators, else up to 3
    significant decimals."""
    if float(value).is_integer():
        return f"{value:,.0f}"
    if abs(value) < 10:
        return f"{value:.3g}" if abs(value) < 1 else f"{value:.2f}".rstrip("0").rstrip(".")
    return f"{value:,.1f}"


def _svg(height: float, body: list[str], label: str) -> str:
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {height:.0f}" '
        f'width="100%" role="img" aria-label="{esc(label)}" '
        f'font-family="system-ui, sans-serif" font-size="{FONT}">' + "".join(body) + "</svg>"
    )


def _legend(series: Sequence[tuple[str, str]], x: float, y: float) -> list[str]:
    out = []
    for name, color in series:
        out.append(f'<rect x="{x:.1f}" y="{y - 10:.1f}" width="12" height="12" fill="{color}"/>')
        out.append(f'<text x="{x + 16:.1f}" y="{y:.1f}">{esc(name)}</text>')
        x += 16 + text_width(name) + 18
    return out


def bar_chart(
    labels: Sequence[str],
    series: Sequence[Series],
    *,
    label: str,
    unit: str,
    stacked: bool = True,
    fmt: Callable[[float], str] = _num,
    marker: tuple[float, str] | None = None,
    label_max: float = LABEL_MAX,
) -> str:
    """Horizontal bars, one row per label (top to bottom in the given order).

    Args:
        labels: the row labels (shown with :func:`esc`; cut at ``label_max`` units, the
            whole label in the row's tooltip).
        series: the bars of each row: stacked end to end (``stacked``) or side by side.
        label: the chart's accessible name (``aria-label``).
        unit: the value axis title.
        fmt: how a value is written at the end of its bar (stacked: the row's total).
        marker: ``(value, text)``: a dotted vertical line at ``value`` (e.g. 100 %).

    Raises:
        ValueError: a series does not have one value per label.
    """
    for name, _, values in series:
        if len(values) != len(labels):
            raise ValueError(f"series {name!r} has {len(values)} values for {len(labels)} rows")
    label_w = min(label_max, max((text_width(lab) for lab in labels), default=0) + 12)
    left, right, top = label_w + 8, 70, 34
    per_row = ROW if stacked else max(ROW, 7 * len(series) + 6)
    plot_w = WIDTH - left - right
    ends = [
        sum(v for _, _, vs in series for v in [vs[i]])
        if stacked
        else max((vs[i] for _, _, vs in series), default=0)
        for i in range(len(labels))
    ]
    top_value = max([*ends, marker[0] if marker else 0, 0])
    whole = all(isinstance(v, int) for _, _, vs in series for v in vs)
    ticks = nice_ticks(top_value, whole=whole)
    scale = plot_w / ticks[-1]
    height = top + per_row * len(labels) + 40
    body = _legend([(n, c) for n, c, _ in series], left, 16) if len(series) > 1 else []
    axis_y = top + per_row * len(labels)
    for t in ticks:
        x = left + t * scale
        body.append(
            f'<line x1="{x:.1f}" y1="{top}" x2="{x:.1f}" y2="{axis_y}" stroke="#e4e4e4"/>'
            f'<text x="{x:.1f}" y="{axis_y + 14}" text-anchor="middle" fill="#555">'
            f"{esc(_num(t))}</text>"
        )
    body.append(
        f'<text x="{left + plot_w / 2:.1f}" y="{axis_y + 32}" text-anchor="middle" '
        f'fill="#555">{esc(unit)}</text>'
    )
    for i, row_label in enumerate(labels):
        y = top + i * per_row
        body.append(
            f'<text x="{label_w:.1f}" y="{y + per_row / 2 + 4:.1f}" text-anchor="end">'
            f"<title>{esc(row_label)}</title>{esc(_cut(row_label, label_w - 12))}</text>"
        )
        x = left
        for j, (name, color, values) in enumerate(series):
            value = values[i]
            w = max(value, 0) * scale
            by, bh = (y + 3, per_row - 6) if stacked else (y + 3 + j * 7, 6)
            if w > 0:
                body.append(
                    f'<rect x="{x:.1f}" y="{by:.1f}" width="{w:.1f}" height="{bh}" '
                    f'fill="{color}"><title>{esc(f"{row_label} · {name}: {fmt(value)}")}'
                    "</title></rect>"
                )
            if stacked:
                x += w
            elif len(series) > 1:
                body.append(
                    f'<text x="{left + w + 4:.1f}" y="{by + 6:.1f}" font-size="9" fill="#555">'
                    f"{esc(fmt(value))}</text>"
                )
        if stacked or len(series) == 1:
            body.append(
                f'<text x="{left + ends[i] * scale + 4:.1f}" y="{y + per_row / 2 + 4:.1f}" '
                f'fill="#555">{esc(fmt(ends[i]))}</text>'
            )
    if marker is not None:
        x = left + marker[0] * scale
        body.append(
            f'<line x1="{x:.1f}" y1="{top - 4}" x2="{x:.1f}" y2="{axis_y}" stroke="#333" '
            f'stroke-dasharray="3 3"/><text x="{x + 3:.1f}" y="{top - 6}" fill="#333">'
            f"{esc(marker[1])}</text>"
        )
    return _svg(height, body, label)


def line_chart(
    x: Sequence[float],
    series: Sequence[Series],
    *,
    label: str,
    x_title: str,
    y_title: str,
    y_max: float | None = None,
    hline: tuple[float, str] | None = None,
) -> str:
    """Lines with markers over the shared ``x`` values (ascending), y from 0.

    Args:
        series: one value per ``x`` each (None-free).
        y_max: the top of the y axis (default: a nice number above every value).
        hline: ``(value, text)``: a dotted horizontal line (e.g. the context window).

    Raises:
        ValueError: fewer than two x values, or a series without one value per x.
    """
    if len(x) < 2:
        raise ValueError("a line chart needs at least two x values")
    for name, _, values in series:
        if len(values) != len(x):
            raise ValueError(f"series {name!r} has {len(values)} values for {len(x)} x values")
    left, right, top, bottom, height = 70, 30, 34, 46, 340
    plot_w, plot_h = WIDTH - left - right, height - top - bottom
    highest = max([v for _, _, vs in series for v in vs] + [hline[0] if hline else 0])
    y_ticks = nice_ticks(y_max if y_max is not None else highest)
    x0, x1 = min(x), max(x)

    def px(value: float) -> float:
        return left + (value - x0) / ((x1 - x0) or 1) * plot_w

    def py(value: float) -> float:
        return top + plot_h - value / y_ticks[-1] * plot_h

    body = _legend([(n, c) for n, c, _ in series], left, 16)
    for t in y_ticks:
        body.append(
            f'<line x1="{left}" y1="{py(t):.1f}" x2="{WIDTH - right}" y2="{py(t):.1f}" '
            f'stroke="#e4e4e4"/><text x="{left - 6}" y="{py(t) + 4:.1f}" text-anchor="end" '
            f'fill="#555">{esc(_num(t))}</text>'
        )
    shown_x = x if len(x) <= 12 else [x[round(i * (len(x) - 1) / 10)] for i in range(11)]
    for value in dict.fromkeys(shown_x):
        body.append(
            f'<text x="{px(value):.1f}" y="{top + plot_h + 16}" text-anchor="middle" '
            f'fill="#555">{esc(_num(value))}</text>'
        )
    body.append(
        f'<text x="{left + plot_w / 2:.1f}" y="{height - 6}" text-anchor="middle" '
        f'fill="#555">{esc(x_title)}</text>'
        f'<text transform="translate(14 {top + plot_h / 2:.1f}) rotate(-90)" '
        f'text-anchor="middle" fill="#555">{esc(y_title)}</text>'
    )
    if hline is not None:
        y = py(hline[0])
        body.append(
            f'<line x1="{left}" y1="{y:.1f}" x2="{WIDTH - right}" y2="{y:.1f}" stroke="#333" '
            f'stroke-dasharray="3 3"/><text x="{left + 4}" y="{y - 4:.1f}" fill="#333">'
            f"{esc(hline[1])}</text>"
        )
    for name, color, values in series:
        points = " ".join(f"{px(a):.1f},{py(b):.1f}" for a, b in zip(x, values, strict=True))
        body.append(f'<polyline points="{points}" fill="none" stroke="{color}" stroke-width="2"/>')
        for a, b in zip(x, values, strict=True):
            body.append(
                f'<circle cx="{px(a):.1f}" cy="{py(b):.1f}" r="3" fill="{color}">'
                f"<title>{esc(f'{name}: {_num(a)} → {_num(b)}')}</title></circle>"
            )
    return _svg(height, body, label)


def grid_chart(
    rows: Sequence[str], columns: Sequence[str], counts: Sequence[Sequence[int]], *, label: str
) -> str:
    """A grid of counts (rows × columns), each cell shaded by its count (white at 0, dark
    orange at the largest) with the count written in it; zero cells are left blank.

    Raises:
        ValueError: ``counts`` is not one row of ``len(columns)`` per row label.
    """
    if len(counts) != len(rows) or any(len(r) != len(columns) for r in counts):
        raise ValueError("counts must have one row per row label and one value per column")
    label_w = min(LABEL_MAX, max((text_width(r) for r in rows), default=0) + 12)
    cell_w = min(110.0, (WIDTH - label_w - 8) / max(len(columns), 1))
    top = 40
    height = top + ROW * len(rows) + 8
    peak = max((n for row in counts for n in row), default=0) or 1
    body = []
    for j, column in enumerate(columns):
        x = label_w + 8 + j * cell_w + cell_w / 2
        body.append(
            f'<text x="{x:.1f}" y="{top - 8}" text-anchor="middle">'
            f"<title>{esc(column)}</title>{esc(_cut(column, cell_w - 4))}</text>"
        )
    for i, (row, values) in enumerate(zip(rows, counts, strict=True)):
        y = top + i * ROW
        body.append(
            f'<text x="{label_w:.1f}" y="{y + ROW / 2 + 4:.1f}" text-anchor="end">'
            f"<title>{esc(row)}</title>{esc(_cut(row, label_w - 12))}</text>"
        )
        for j, n in enumerate(values):
            if not n:
                continue
            x = label_w + 8 + j * cell_w
            shade = 0.15 + 0.85 * n / peak
            body.append(
                f'<rect x="{x + 1:.1f}" y="{y + 1}" width="{cell_w - 2:.1f}" height="{ROW - 2}" '
                f'fill="#e6550d" fill-opacity="{shade:.2f}"><title>'
                f"{esc(f'{row} · {columns[j]}: {n}')}</title></rect>"
                f'<text x="{x + cell_w / 2:.1f}" y="{y + ROW / 2 + 4:.1f}" text-anchor="middle" '
                f'fill="{"#fff" if shade > 0.6 else "#222"}">{n}</text>'
            )
    return _svg(height, body, label)
