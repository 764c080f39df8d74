"""The report's SVG charts: axis ticks, bar and line geometry, escaping of labels.

Expected ticks are worked out by hand from the 1/2/2.5/5 × 10ⁿ rule (Heckbert, "Nice
numbers for graph labels", Graphics Gems I, 1990); the geometry from the chart's fixed
layout constants.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from tooldeck.report._svg import ROW, bar_chart, grid_chart, line_chart, nice_ticks, text_width
from tooldeck.report.html import NotMeasured, contents, plural, table

SVG = "{http://www.w3.org/2000/svg}"


@pytest.mark.parametrize(
    ("top", "whole", "expected"),
    [
        (7889, False, [0, 2000, 4000, 6000, 8000]),  # raw step 1,577.8 → 2 × 10³
        (96.3, False, [0, 20, 40, 60, 80, 100]),  # raw 19.26 → 2 × 10¹
        (1.0, False, [0, 0.2, 0.4, 0.6, 0.8, 1.0]),  # raw 0.2 → 2 × 10⁻¹
        (12, False, [0, 2.5, 5, 7.5, 10, 12.5]),  # raw 2.4 → 2.5 × 10⁰
        (12, True, [0, 5, 10, 15]),  # counts skip 2.5: 5 × 10⁰
        (1, True, [0, 1]),  # a single case: whole steps of at least 1
        (0, False, [0, 1]),  # nothing to show: one unit
    ],
)
def test_nice_ticks(top: float, whole: bool, expected: list[float]) -> None:
    assert nice_ticks(top, whole=whole) == pytest.approx(expected)


def test_wide_characters_count_one_em() -> None:
    assert text_width("ab") == pytest.approx(2 * 12 * 0.6)
    assert text_width("文件") == pytest.approx(2 * 12)


def _parse(svg: str) -> ET.Element:
    return ET.fromstring(svg)  # well-formed XML, or this raises


def test_stacked_bars_are_proportional_and_labels_escaped() -> None:
    svg = bar_chart(
        ["<b>a</b>", "b & c"],
        [("x", "#111", [10, 30]), ("y", "#222", [10, 0])],
        label="t",
        unit="tokens",
    )
    root = _parse(svg)
    assert "<b>" not in svg and "&lt;b&gt;a&lt;/b&gt;" in svg and "b &amp; c" in svg
    bars = [r for r in root.iter(f"{SVG}rect") if r.find(f"{SVG}title") is not None]
    widths = {r.find(f"{SVG}title").text: float(r.get("width")) for r in bars}  # type: ignore[union-attr]
    # row 1: 10 + 10 = 20, row 2: 30 (the 0 of y draws nothing); same scale for all
    assert set(widths) == {"<b>a</b> · x: 10", "<b>a</b> · y: 10", "b & c · x: 30"}
    assert widths["b & c · x: 30"] == pytest.approx(3 * widths["<b>a</b> · x: 10"], rel=0.01)
    assert root.get("viewBox", "").endswith(str(34 + 2 * ROW + 40))


def test_a_series_of_the_wrong_length_is_refused() -> None:
    with pytest.raises(ValueError, match="has 1 values for 2 rows"):
        bar_chart(["a", "b"], [("x", "#111", [1])], label="t", unit="u")
    with pytest.raises(ValueError, match="at least two x values"):
        line_chart([1], [("x", "#111", [1])], label="t", x_title="x", y_title="y")
    with pytest.raises(ValueError, match="one row per row label"):
        grid_chart(["a"], ["c1", "c2"], [[1]], label="t")


def test_line_chart_points_and_escaped_series_names() -> None:
    svg = line_chart(
        [1, 3, 5],
        [("<bm25>", "#111", [0.5, 0.75, 1.0])],
        label="recall",
        x_title="k",
        y_title="recall@k",
        y_max=1.0,
    )
    root = _parse(svg)
    points = [c.find(f"{SVG}title").text for c in root.iter(f"{SVG}circle")]  # type: ignore[union-attr]
    assert points == ["<bm25>: 1 → 0.5", "<bm25>: 3 → 0.75", "<bm25>: 5 → 1"]
    ys = [float(c.get("cy")) for c in root.iter(f"{SVG}circle")]  # type: ignore[arg-type]
    # y = 1.0 is the top of the axis, 0.5 halfway down: equal steps of 0.25 are equal gaps
    assert ys[0] - ys[1] == pytest.approx(ys[1] - ys[2])


def test_grid_leaves_zero_cells_blank() -> None:
    root = _parse(grid_chart(["t1", "t2"], ["naming", "schema"], [[0, 3], [1, 0]], label="g"))
    cells = [r.find(f"{SVG}title").text for r in root.iter(f"{SVG}rect")]  # type: ignore[union-attr]
    assert cells == ["t1 · schema: 3", "t2 · naming: 1"]


def test_table_cells_plurals_and_contents() -> None:
    html = table(["metric", "mean"], [("a", NotMeasured("no <LLM>")), ("b", None), ("c", 0.0)])
    assert '<td><span class="nm">not measured</span> (no &lt;LLM&gt;)</td>' in html
    assert "<td>—</td>" in html and "<td class=num>0</td>" in html
    assert [plural(n, "tool") for n in (0, 1, 2, 1000)] == [
        "0 tools",
        "1 tool",
        "2 tools",
        "1,000 tools",
    ]
    assert plural(1, "miss", "misses") == "1 miss" and plural(3, "miss", "misses") == "3 misses"
    nav = contents('<h2 id="a">A</h2><h3 id="a1">A1</h3><h3 id="a2">A2</h3><h2 id="b">B</h2>')
    assert re.sub(r"\s", "", nav) == (
        '<navid="contents"><h2>Contents</h2><ol><li><ahref="#a">A</a><ol>'
        '<li><ahref="#a1">A1</a></li><li><ahref="#a2">A2</a></li></ol></li>'
        '<li><ahref="#b">B</a></li></ol></nav>'
    )
