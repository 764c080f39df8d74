"""tooldeck report -o report.html: one self-contained, offline file that holds what the
terminal report holds, and whose charts draw in a browser.

The page of ``examples/ops68`` is written once, by the command a new user runs
(``tooldeck report examples/ops68 -o r.html``, with ``--json`` beside it so the tests can
read what each section measured). The browser test opens the file in headless Chromium
(Debian's ``chromium`` package; skipped with the reason when it is not installed), reads
the DOM after load — the page records how many charts drew an SVG with a non-empty box
(``data-plots-rendered``) and any script error (``#script-errors``) — and saves a
screenshot next to the test's temporary files.
"""

from __future__ import annotations

import html
import json
import re
import shutil
import subprocess
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from report.stub_section import StubSection
from tooldeck.cli import app
from tooldeck.formats import load
from tooldeck.lint import lint
from tooldeck.report import SectionOptions, build_report, default_sections
from tooldeck.report.html import HtmlPage, esc, render_html
from tooldeck.report.lint_section import MAX_FINDINGS_SHOWN
from tooldeck.report.model import SkippedSection, section_types

ROOT = Path(__file__).resolve().parents[2]
VAGUE = ROOT / "examples" / "aftersales" / "vague"
OPS68 = ROOT / "examples" / "ops68"
runner = CliRunner()
PLOTS = ("groups", "fields", "occupancy", "sweep", "lint", "recall", "confusion")
ANCHORS = (
    "summary",
    "inventory",
    "tools",
    "cost",
    "cost-fields",
    "cost-groups",
    "cost-tools",
    "cost-windows",
    "cost-remedies",
    "cost-sweep",
    "cost-recommendation",
    "lint",
    "lint-rules",
    "lint-worst",
    "lint-findings",
    "select",
    "select-misses",
    "eval",
    "eval-metrics",
    "eval-failure-classes",
    "confusions",
    "eval-failed",
    "timings",
)
MAX_BYTES = 1_500_000
"""The size bound of the ops68 page (issue 19: ≤ 1.5 MB; plotly's inlined bundle made it
4.9 MB)."""
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
def ops68(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, Any]]:
    """The HTML page and the JSON of ``tooldeck report examples/ops68`` (default options —
    cases beside the deck, every selection method, the router eval — on an 8k window, where
    the deck's 96 % makes the summary weigh a prefilter)."""
    folder = tmp_path_factory.mktemp("html")
    path, data = folder / "r.html", folder / "r.json"
    options = ["-q", "--window", "8192", "-o", str(path), "--json", str(data)]
    result = runner.invoke(app, ["report", str(OPS68), *options])
    assert result.exit_code == 0, result.output
    return path, json.loads(data.read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def page(ops68: tuple[Path, dict[str, Any]]) -> Path:
    return ops68[0]


def _text(path: Path) -> str:
    return path.read_text(encoding="utf-8")


def test_html_is_self_contained_offline_and_small(page: Path) -> None:
    text = _text(page)
    assert text.startswith("<!DOCTYPE html>")
    assert not re.search(r"<script[^>]+src=", text), "every script is inline"
    assert not re.search(r"<link[^>]+href=", text), "no external style sheets"
    assert not re.search(r"@import|@font-face|url\(", text), "no fonts or images fetched"
    assert not re.search(r"(src|href)=\"(https?:)?//", text), "nothing loaded from a host"
    assert "@media print" in text
    for plot in PLOTS:
        assert f'id="plot-{plot}"' in text, plot
    assert text.count("<svg ") == len(PLOTS)
    assert '<h2 id="summary">' in text and "could not compute" not in text
    size = page.stat().st_size
    assert size <= MAX_BYTES, f"the ops68 page is {size:,} bytes (bound {MAX_BYTES:,})"


def test_every_section_is_in_the_table_of_contents_and_every_link_lands(page: Path) -> None:
    text = _text(page)
    nav = re.search(r'<nav id="contents">(.*?)</nav>', text, re.S)
    assert nav is not None
    links = re.findall(r'href="#([^"]+)"', nav.group(1))
    ids = re.findall(r'\sid="([^"]+)"', text)
    assert len(ids) == len(set(ids)), "ids are unique"
    assert set(links) <= set(ids), set(links) - set(ids)
    assert set(ANCHORS) <= set(links), set(ANCHORS) - set(links)
    assert links.index("summary") < links.index("inventory") < links.index("timings")


def test_every_lint_finding_is_listed_with_its_message(page: Path) -> None:
    """Messages come from the linter run here on the same deck (an independent run of the
    rules, not the page's own JSON); a rule with more findings than the page lists says
    how many more."""
    text = _text(page)
    findings = lint(load(str(OPS68)).deck).findings
    per_rule: dict[str, list[str]] = {}
    for f in findings:
        per_rule.setdefault(f.code, []).append(f.message)
    assert findings
    for code, messages in per_rule.items():
        heading = re.search(rf'<h4 id="lint-{code}">(.*?)</h4>', text)
        assert heading is not None, code
        assert f"{len(messages)} finding" in heading.group(1)
        for message in messages[:MAX_FINDINGS_SHOWN]:
            assert f"<td>{esc(message)}</td>" in text, (code, message)
        if len(messages) > MAX_FINDINGS_SHOWN:
            assert f"… {len(messages) - MAX_FINDINGS_SHOWN} more {code} findings" in text


def test_missed_requests_are_listed_with_the_rank_of_the_expected_tool(
    ops68: tuple[Path, dict[str, Any]],
) -> None:
    path, data = ops68
    text = _text(path)
    listed = 0
    for method in data["select"]["methods"]:
        for miss in method["misses"]:
            ranks = ", ".join(
                f"{name} ({rank if rank is not None else '—'})"
                for name, rank in zip(miss["expected"], miss["ranks"], strict=True)
            )
            row = f"<td>{esc(miss['case_id'])}</td><td>{esc(miss['query'])}</td><td>{esc(ranks)}"
            assert row in text, row
            listed += 1
    assert listed > 0, "ops68's cases have misses at 8 (the summary's prefilter-blocked action)"
    assert "(the missed requests are listed under select)" in text


def test_an_unmeasured_metric_says_not_measured_and_why(
    ops68: tuple[Path, dict[str, Any]],
) -> None:
    """The router produces no arguments and reads no tokens: its JSON holds 0 tokens per
    case, the page must not show that 0 as a measurement."""
    path, data = ops68
    text = _text(path)
    assert data["eval"]["produces_arguments"] is False
    for metric, why in (
        ("input_tokens_per_case", "no LLM: the backend reads no tokens"),
        ("argument_accuracy", "the backend produces no arguments"),
        ("no_tool_recall", "no case expects no tool"),
    ):
        row = re.search(rf"<tr><td>{metric}</td><td[^>]*>(.*?)</td>", text)
        assert row is not None, metric
        assert row.group(1) == f'<span class="nm">not measured</span> ({why})', metric


def test_the_inventory_has_a_row_per_tool_with_tokens_and_lint_counts(
    ops68: tuple[Path, dict[str, Any]],
) -> None:
    path, data = ops68
    text = _text(path)
    tokens = {t["name"]: t["tokens"] for t in data["cost"]["tools"]}
    counts = data["lint"]["summary"]["by_tool"]
    table = re.search(r'<table class="tools">(.*?)</table>', text, re.S)
    assert table is not None
    rows = re.findall(r"<tr><td>([^<]*)</td>(.*?)</tr>", table.group(1))
    assert [name for name, _ in rows] == [r["name"] for r in data["inventory"]["rows"]]
    for name, rest in rows:
        cells = re.findall(r"<td[^>]*>(.*?)</td>", rest)
        assert cells[3] == f"{tokens[name]:,}" and cells[4] == str(counts.get(name, 0)), name


def test_the_confusions_are_the_top_pairs_not_a_full_matrix(
    ops68: tuple[Path, dict[str, Any]],
) -> None:
    path, data = ops68
    text = _text(path)
    pairs = sorted(
        (
            (-n, expected, chosen)
            for expected, row in data["eval"]["confusion"].items()
            for chosen, n in row.items()
            if chosen != expected
        )
    )
    table = re.search(r'<table class="confusions">(.*?)</table>', text, re.S)
    assert table is not None
    shown = re.findall(
        r"<tr><td>([^<]*)</td><td>([^<]*)</td><td class=num>(\d+)</td>", table.group(1)
    )
    assert shown == [(e, c, str(-n)) for n, e, c in pairs[:20]]


def _deck(path: Path, descriptions: dict[str, str]) -> Path:
    """An MCP ``tools/list`` result: one tool per name, with its description."""
    tools = [
        {
            "name": name,
            "description": description,
            "inputSchema": {"type": "object", "properties": {"path": {"type": "string"}}},
        }
        for name, description in descriptions.items()
    ]
    path.write_text(json.dumps({"tools": tools}), encoding="utf-8")
    return path


HOSTILE = '<script>alert("deck")</script><img src=x onerror="alert(1)"> & reads a file.'
"""A description that would run a script if the page inserted it raw (its first sentence is
the whole of it: the inventory shows first sentences)."""


def test_text_from_the_deck_and_the_cases_is_escaped(tmp_path: Path) -> None:
    # the request shares words with read_file only, so BM25 ranks write_file second: a miss
    # at k = 1, listed with its request
    deck = _deck(
        tmp_path / "tools.json",
        {"read_file": HOSTILE, "write_file": "Writes bytes to a path on disk."},
    )
    cases = tmp_path / "cases.jsonl"
    cases.write_text(
        json.dumps(
            {
                "case_id": "c<b>1</b>",
                "query": "<script>alert('case')</script>",
                "expected_tools": ["write_file"],
            }
        )
        + "\n",
        encoding="utf-8",
    )
    out = tmp_path / "r.html"
    options = ["--cases", str(cases), "-q", "--methods", "bm25", "--ks", "1", "-o", str(out)]
    result = runner.invoke(app, ["report", str(deck), *options])
    assert result.exit_code == 0, result.output
    text = _text(out)
    assert "<script>alert" not in text and "<img" not in text and "<b>1" not in text
    assert text.count("<script") == 2, "only the page's own two scripts"
    shown = "&lt;script&gt;alert(&quot;deck&quot;)&lt;/script&gt;&lt;img src=x onerror="
    assert f"{shown}&quot;alert(1)&quot;&gt; &amp; reads a file.</td>" in text  # as text
    assert html.escape(HOSTILE, quote=True) in text
    request = "&lt;script&gt;alert(&#x27;case&#x27;)&lt;/script&gt;"
    assert f"<td>c&lt;b&gt;1&lt;/b&gt;</td><td>{request}</td><td>write_file (2)</td>" in text


def test_a_deck_of_one_tool_without_cases(tmp_path: Path) -> None:
    """Singular nouns, and "not measured" where no cases were given."""
    deck = _deck(tmp_path / "tools.json", {"read_file": "Reads a text file and returns its lines."})
    out = tmp_path / "r.html"
    result = runner.invoke(app, ["report", str(deck), "--no-cases", "-q", "-o", str(out)])
    assert result.exit_code == 0, result.output
    text = _text(out)
    assert "· 1 tool</p>" in text and "1 tools" not in text
    assert '<td>cases</td><td><span class="nm">not measured</span> (no cases given)</td>' in text
    assert "No cases given: selection was not measured." in text


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
    # without an eval the top confusions come from the selection's top-1
    assert 'id="plot-confusion"' in text and "top-1 of bm25, no eval" in text
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
    assert '<a href="#marked">Marked</a>' in text  # and in the table of contents
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
    assert attrs["data-plots-rendered"] == str(len(PLOTS)), "a chart drew an empty box"
    errors = re.search(r'<pre id="script-errors">(.*?)</pre>', dom, re.S)
    assert errors is not None
    assert errors.group(1).strip() == "", errors.group(1)
    for plot in PLOTS:  # each chart's figure holds its SVG with drawn shapes
        block = re.search(rf'id="plot-{plot}".*?<svg.*?<(rect|polyline)', dom, re.S)
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
