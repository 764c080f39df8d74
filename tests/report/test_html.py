"""tooldeck report -o report.html: one self-contained file whose plots render in a browser.

The browser test opens the file in headless Chromium (Debian's ``chromium`` package; skipped
with the reason when it is not installed), reads the DOM after load — the page records how
many plots drew an SVG (``data-plots-rendered``) and any script error
(``#script-errors``) — and saves a screenshot next to the test's temporary files.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from dataclasses import replace
from pathlib import Path

import pytest
from typer.testing import CliRunner

from report.stub_section import StubSection
from tooldeck.cli import app
from tooldeck.formats import load
from tooldeck.report import SectionOptions, build_report, default_sections
from tooldeck.report.html import HtmlPage, render_html
from tooldeck.report.model import SkippedSection, section_types

ROOT = Path(__file__).resolve().parents[2]
VAGUE = ROOT / "examples" / "aftersales" / "vague"
OPS68 = ROOT / "examples" / "ops68"
runner = CliRunner()
PLOTS = ("fields", "occupancy", "sweep", "lint", "recall", "confusion")
CHROMIUM_FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--virtual-time-budget=15000",
)


@pytest.fixture(scope="module")
def page(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("html") / "report.html"
    result = runner.invoke(
        app, ["report", str(OPS68), "-q", "--methods", "bm25", "--ks", "1,3,5,8", "-o", str(path)]
    )
    assert result.exit_code == 0, result.output
    return path


def test_html_is_self_contained(page: Path) -> None:
    text = page.read_text(encoding="utf-8")
    assert text.startswith("<!DOCTYPE html>")
    assert not re.search(r"<script[^>]+src=", text), "every script is inline"
    assert not re.search(r"<link[^>]+href=", text), "no external style sheets"
    assert "@media print" in text
    for plot in PLOTS:
        assert f'id="plot-{plot}"' in text, plot
    # user text is escaped: the deck's descriptions never open tags
    assert '<h2 id="summary">' in text and "could not compute" not in text


def test_html_shows_a_failed_stage_as_a_block(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # an honest stage failure: the OpenAI backend needs OPENAI_API_KEY, which is not set
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    path = tmp_path / "r.html"
    result = runner.invoke(
        app,
        [
            "report",
            str(VAGUE),
            "-q",
            "--methods",
            "bm25",
            "--model",
            "openai:gpt-4o-mini",
            "-o",
            str(path),
        ],
    )
    assert result.exit_code == 0, result.output
    text = path.read_text(encoding="utf-8")
    assert '<div class="skipped"><strong>could not compute eval:</strong>' in text
    assert "OPENAI_API_KEY" in text
    assert 'id="plot-recall"' in text  # the select section still rendered
    # 8 tools, k = 8: no sweep to draw, and the page says so instead of an empty plot
    assert 'id="plot-sweep"' not in text and "too few tools for a sweep" in text


class _Marked(StubSection):
    """A section of a kind the page has never heard of."""

    def html(self, page: HtmlPage) -> str:
        return '<h2 id="marked">Marked</h2><p>the marked section &amp; its block</p>'

    @classmethod
    def html_missing(cls, page: HtmlPage, reason: str | None) -> str:
        return '<h2 id="marked">Marked</h2><p>not computed</p>'


def test_the_page_holds_every_sections_own_block() -> None:
    deck = load(str(VAGUE)).deck
    sections = default_sections(None, SectionOptions(tokenizer="estimate"))
    report = build_report(deck, source="vague", format="deck", sections=sections)
    marked = replace(report, sections={**report.sections, "marked": _Marked()})
    text = render_html(marked)
    page = HtmlPage(marked)
    for name in ("cost", "lint"):
        section = marked.sections[name]
        assert not isinstance(section, SkippedSection)
        assert section.html(page) in text, name
    assert marked.inventory.html(page) in text
    # a section the report lacks writes its own block; one of a new kind is on the page too
    kinds = section_types()
    for name in ("select", "eval"):
        assert kinds[name].html_missing(page, None) in text, name
    assert _Marked().html(page) in text
    assert (
        text.index('<h2 id="eval">')
        < text.index('<h2 id="marked">')
        < text.index('<h2 id="timings">')
    )
    # a registered kind the report lacks, and one it could not compute
    failed = replace(marked, sections={**marked.sections, "marked": SkippedSection("no <data>")})
    with_kind = render_html(failed, kinds={**kinds, "marked": _Marked})
    assert '<h2 id="marked">Marked</h2><p>not computed</p>' in with_kind


def _chromium() -> str | None:
    for name in ("chromium", "chromium-browser", "google-chrome"):
        found = shutil.which(name)
        if found:
            return found
    return None


@pytest.mark.skipif(
    _chromium() is None, reason="headless Chromium is not installed (apt-get install chromium)"
)
def test_every_plot_renders_in_headless_chromium(page: Path, tmp_path: Path) -> None:
    browser = _chromium()
    assert browser is not None
    flags = [*CHROMIUM_FLAGS, f"--user-data-dir={tmp_path / 'profile'}"]
    dom = subprocess.run(
        [browser, *flags, "--dump-dom", page.as_uri()],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    ).stdout
    body = re.search(r"<body[^>]*>", dom)
    assert body is not None
    attrs = dict(re.findall(r'(data-[a-z-]+)="(\d+)"', body.group(0)))
    assert attrs["data-plots"] == attrs["data-plots-expected"] == str(len(PLOTS))
    assert attrs["data-plots-rendered"] == str(len(PLOTS)), "a plot did not draw its SVG"
    errors = re.search(r'<pre id="script-errors">(.*?)</pre>', dom, re.S)
    assert errors is not None
    assert errors.group(1).strip() == "", errors.group(1)
    for plot in PLOTS:  # plotly replaced each placeholder div with its SVG
        block = re.search(rf'id="plot-{plot}".*?class="main-svg"', dom, re.S)
        assert block is not None, plot
    shot = tmp_path / "report.png"
    subprocess.run(
        [
            browser,
            *flags,
            "--hide-scrollbars",
            "--window-size=1280,6000",
            f"--screenshot={shot}",
            page.as_uri(),
        ],
        capture_output=True,
        timeout=120,
        check=True,
        cwd=tmp_path,
    )
    assert shot.stat().st_size > 50_000
