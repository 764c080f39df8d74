"""tooldeck report: summary ranking, traceable numbers, --compare, --strict, failing stages.

Real decks (examples/aftersales, examples/ops68), real tokenizer and BM25; selection runs
``--methods bm25`` to keep the suite fast (the dense model is covered by the select tests).
Expected numbers are read back from the section the summary cites (the summary must agree
with the section below it) or derived by hand where stated.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from tooldeck.cases import Case
from tooldeck.cli import app
from tooldeck.errors import ToolDeckError
from tooldeck.formats import load
from tooldeck.report import SectionOptions, build_report, default_sections
from tooldeck.report.compare import compare_reports
from tooldeck.report.model import Section, SkippedSection
from tooldeck.tool import Deck

ROOT = Path(__file__).resolve().parents[1]
AFTERSALES = ROOT / "examples" / "aftersales"
OPS68 = ROOT / "examples" / "ops68"
runner = CliRunner()
FAST = ["--methods", "bm25", "--ks", "1,3,5,8"]


def _report(tmp_path: Path, deck: Path, *extra: str, name: str = "r.json") -> dict[str, Any]:
    out = tmp_path / name
    result = runner.invoke(app, ["report", str(deck), "-q", "--json", str(out), *FAST, *extra])
    assert result.exit_code == 0, result.output
    data: dict[str, Any] = json.loads(out.read_text(encoding="utf-8"))
    return data


@pytest.fixture(scope="module")
def vague(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    return _report(tmp_path_factory.mktemp("vague"), AFTERSALES / "vague")


@pytest.fixture(scope="module")
def engineered(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    return _report(tmp_path_factory.mktemp("engineered"), AFTERSALES / "engineered")


def test_report_json_has_every_section_and_stage_timings(vague: dict[str, Any]) -> None:
    keys = list(vague)
    assert keys.index("summary") < keys.index("inventory") < keys.index("cost")
    for name in ("cost", "lint", "select", "eval"):
        assert "skipped" not in vague[name] or not isinstance(vague[name]["skipped"], str), name
    timings = vague["timings_s"]
    assert set(timings) >= {"load", "inventory", "cost", "lint", "select", "eval", "summary"}
    assert all(v >= 0 for v in timings.values())


def test_summary_ranks_measured_actions_and_every_number_matches_its_section(
    vague: dict[str, Any],
) -> None:
    actions = vague["summary"]["actions"]
    assert 3 <= len(actions) <= 5
    assert [a["rank"] for a in actions] == list(range(1, len(actions) + 1))
    measured = [a["measured"] for a in actions]
    assert measured == sorted(measured, reverse=True), "lint-only counts come last"
    by_kind = {a["kind"]: a for a in actions}
    # sensitive misfires: the eval section's own count (router on the vague registry)
    misfire = by_kind["sensitive-misfire"]
    summary = vague["eval"]["summary"]
    assert misfire["numbers"]["misfires"] == summary["sensitive_misfires"]["mean"]
    assert misfire["value_percent"] == pytest.approx(
        100 * summary["sensitive_misfires"]["mean"] / summary["cases"]["mean"], abs=0.01
    )
    assert misfire["numbers"]["tools"] == ["approve_refund"]
    # required-only: the cost section's variant, to the token
    required = by_kind["required-only"]
    variant = next(v for v in vague["cost"]["variants"] if v["key"] == "required_only")
    assert f"−{variant['saved_tokens']:,} tokens" in required["effect"]
    # the deck fits (inject_all), so token savings rank after the measured routing problems
    assert actions.index(required) > actions.index(misfire)
    # confusable pairs: flagged by lint X101 and counted in eval's confusion matrix
    pairs = [a for a in actions if a["kind"] == "confusable-pair"]
    assert pairs
    confusion = vague["eval"]["confusion"]
    for pair in pairs:
        a, b = pair["numbers"]["tools"]
        counted = confusion.get(a, {}).get(b, 0) + confusion.get(b, {}).get(a, 0)
        assert pair["numbers"]["misrouted"] == counted > 0
        assert any(
            f["code"] == "X101" and a in f["message"] and b in f["message"]
            for f in vague["lint"]["findings"]
        )


def test_ops68_summary_blocks_prefiltering_until_recall_reaches_the_target(
    tmp_path: Path,
) -> None:
    data = _report(tmp_path, OPS68, "--model", "none")
    action = next(a for a in data["summary"]["actions"] if a["kind"].startswith("prefilter"))
    numbers = action["numbers"]
    method = next(m for m in data["select"]["methods"] if m["method"] == numbers["method"])
    k = str(numbers["k"])
    assert numbers["recall"] == method["recall_all"][k]
    assert numbers["top_k_tokens"] == method["tokens_per_request"][k]
    assert numbers["full_tokens"] == data["cost"]["tokens"]
    # the cited recall is the method's best over the cut-offs below the deck size
    best = max(v for kk, v in method["recall_all"].items() if int(kk) < data["inventory"]["tools"])
    if best < 0.95:
        assert action["kind"] == "prefilter-blocked"
        assert numbers["recall"] == best
        assert action["value_percent"] == pytest.approx(100 * (1 - best), abs=0.01)
    else:
        assert action["kind"] == "prefilter"
    assert "eval" not in data  # --model none


def test_compare_vague_to_engineered(
    tmp_path: Path, vague: dict[str, Any], engineered: dict[str, Any]
) -> None:
    old = tmp_path / "vague.json"
    old.write_text(json.dumps(vague), encoding="utf-8")
    out = tmp_path / "eng.json"
    page = tmp_path / "eng.html"
    result = runner.invoke(
        app,
        [
            "report",
            str(AFTERSALES / "engineered"),
            *FAST,
            "--compare",
            str(old),
            "--json",
            str(out),
            "-o",
            str(page),
        ],
    )
    assert result.exit_code == 0, result.output
    assert "compared with the earlier report" in result.stdout
    comparison = json.loads(out.read_text(encoding="utf-8"))["compare"]
    changes = {c["what"]: c for c in comparison["changes"]}
    tokens = changes["tokens"]
    assert (tokens["old"], tokens["new"]) == (vague["cost"]["tokens"], engineered["cost"]["tokens"])
    assert tokens["delta"] == engineered["cost"]["tokens"] - vague["cost"]["tokens"] > 0
    assert tokens["worse"]
    # the engineered registry is lint-clean: every vague finding is resolved
    assert len(comparison["findings_resolved"]) == len(vague["lint"]["findings"]) > 0
    assert comparison["findings_added"] == []
    assert not changes["lint findings"]["worse"]
    recall3 = changes["bm25 recall@3"]
    assert recall3["new"] > recall3["old"] and not recall3["worse"]
    assert "tokens" in comparison["regressions"]
    assert "lint findings" not in comparison["regressions"]
    html = page.read_text(encoding="utf-8")
    assert '<h2 id="compare">' in html and '<p class="worse">' in html
    assert f"<td>lint findings</td><td class=num>{len(vague['lint']['findings'])}</td>" in html
    # --strict gates the regression (more tokens) in CI
    strict = runner.invoke(
        app,
        ["report", str(AFTERSALES / "engineered"), *FAST, "-q", "--compare", str(old), "--strict"],
    )
    assert strict.exit_code == 1


def test_compare_a_report_with_itself_has_no_regression(engineered: dict[str, Any]) -> None:
    comparison = compare_reports(engineered, engineered)
    assert comparison.regressions == ()
    assert all(c.delta == 0 for c in comparison.changes if c.delta is not None)


def test_compare_refuses_a_file_that_is_not_a_report(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"tools": []}', encoding="utf-8")
    result = runner.invoke(app, ["report", str(AFTERSALES / "vague"), "-q", "--compare", str(bad)])
    assert result.exit_code == 2
    assert "is not a tooldeck report" in result.stderr and "Traceback" not in result.output


def test_a_failing_stage_is_a_visible_block_and_strict_exits_1(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # an honest stage failure: the OpenAI backend needs OPENAI_API_KEY, which is not set
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    out = tmp_path / "r.json"
    args = ["report", str(AFTERSALES / "vague"), *FAST, "--model", "openai:gpt-4o-mini"]
    result = runner.invoke(app, [*args, "--json", str(out)])
    assert result.exit_code == 0, result.output
    assert "could not compute" in result.stdout
    assert "OPENAI_API_KEY" in result.stdout
    data = json.loads(out.read_text(encoding="utf-8"))
    assert "OPENAI_API_KEY" in data["eval"]["skipped"]
    assert data["summary"]["failed"] == {"eval": data["eval"]["skipped"]}
    assert data["cost"]["tools_count"] == 8 and data["lint"]["summary"]["tools"] == 8
    assert data["select"]["methods"][0]["method"] == "bm25"
    assert runner.invoke(app, [*args, "-q", "--strict"]).exit_code == 1


def test_a_stage_bug_does_not_hide_the_other_sections(full_deck: Deck) -> None:
    def broken(deck: Deck, cases: Sequence[Case] | None) -> Section:
        raise ZeroDivisionError("division by zero")

    report = build_report(
        full_deck,
        source="x",
        format="deck",
        sections=[("select", broken), *default_sections(None)],
    )
    skipped = report.sections["select"]
    assert isinstance(skipped, SkippedSection)
    assert "internal error" in skipped.reason and "ZeroDivisionError" in skipped.reason
    data = report.to_json()
    assert data["cost"]["tools_count"] == len(full_deck)
    assert report.failed == {"select": skipped.reason}


@pytest.mark.parametrize(
    ("option", "message"),
    [
        (["--ks", "0"], "--ks"),
        (["--methods", ","], "--methods"),
        (["-k", "0"], "-k"),
        (["--methods", "bm25,nosuch"], "--methods: unknown selection method 'nosuch'"),
        (["--tokenizer", "bogus"], "--tokenizer: unknown tokenizer 'bogus'"),
        (["--tokenizer", "hf:/no/such/tokenizer.json"], "--tokenizer: tokenizer file"),
        (["--provider", "gemini"], "--provider: unknown wire format 'gemini'"),
        (["--model", "llama:x"], "--model llama:x: unknown model spec"),
        (["--model", "router:nosuch"], "unknown router method 'nosuch'"),
        (["--model", "openai:"], "no model name after openai:"),
    ],
)
def test_bad_options_exit_2_before_any_stage(
    option: list[str], message: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    def no_stage(*args: object, **kwargs: object) -> None:
        raise AssertionError("a stage ran although an option is bad")

    monkeypatch.setattr("tooldeck.cli.report.build_report", no_stage)
    result = runner.invoke(app, ["report", str(AFTERSALES / "vague"), "-q", *option])
    assert result.exit_code == 2, result.output
    assert message in result.stderr and "Traceback" not in result.output


def test_report_on_a_live_mcp_server(tmp_path: Path) -> None:
    server = ROOT / "tests" / "mcp_servers" / "paged_server.py"
    source = f"mcp:{ROOT / '.venv' / 'bin' / 'python'} {server}"
    out = tmp_path / "mcp.json"
    result = runner.invoke(app, ["report", source, "-q", "--json", str(out)])
    assert result.exit_code == 0, result.output
    data = json.loads(out.read_text(encoding="utf-8"))
    deck = load(source).deck
    assert data["inventory"]["tools"] == len(deck) == data["cost"]["tools_count"]
    assert data["summary"]["actions"]


def test_default_sections_without_cases_have_no_select_or_eval() -> None:
    names = [name for name, _ in default_sections(None)]
    assert names == ["cost", "lint"]
    names = [name for name, _ in default_sections(None, SectionOptions(model=None), cases=True)]
    assert names == ["cost", "lint", "select"]
    with pytest.raises(ToolDeckError):
        dict(default_sections(None, cases=True))["select"](Deck([]), None)


def test_confusion_keeps_a_truncated_turn_off_the_diagonal() -> None:
    """A turn cut off at the token cap with no tool expected is not 'chose no tool'."""
    from tooldeck.eval.metrics import CaseScore
    from tooldeck.report.eval_section import confusion

    def score(case_id: str, failure: str | None) -> CaseScore:
        return CaseScore(
            case_id=case_id, expected=(), chosen=(), tool_choice_ok=failure is None,
            schema_ok=None, arguments_ok=None, sensitive_misfire=False, failure=failure,
            input_tokens=1, output_tokens=1, latency_ms=0.0, cached=False,
        )  # fmt: skip

    matrix = confusion([score("a", "truncated"), score("b", None)])
    assert matrix == {"(none)": {"(truncated)": 1, "(none)": 1}}


def _engineered_old(tmp_path: Path) -> Path:
    """A baseline with every section: engineered deck, its cases, the router eval."""
    old = tmp_path / "old.json"
    result = runner.invoke(
        app, ["report", str(AFTERSALES / "engineered"), "-q", *FAST, "--json", str(old)]
    )
    assert result.exit_code == 0, result.output
    return old


@pytest.mark.parametrize(
    ("option", "gone"),
    [(["--no-cases"], ["select", "eval"]), (["--model", "none"], ["eval"])],
)
def test_compare_strict_counts_a_vanished_section_as_a_regression(
    tmp_path: Path, option: list[str], gone: list[str]
) -> None:
    old = _engineered_old(tmp_path)
    out = tmp_path / "new.json"
    args = ["report", str(AFTERSALES / "engineered"), "-q", *FAST, *option]
    result = runner.invoke(app, [*args, "--compare", str(old), "--json", str(out), "--strict"])
    assert result.exit_code == 1, result.output
    regressions = json.loads(out.read_text(encoding="utf-8"))["compare"]["regressions"]
    # the same deck: the vanished sections are the only regressions
    assert regressions == [
        f"section {name} (in the old report; is not in the new one)" for name in gone
    ]


@pytest.mark.parametrize(
    ("damage", "message"),
    [
        (lambda d: d.update(cost="garbage"), "section 'cost' is not a report section (at /cost:"),
        (lambda d: d.pop("lint"), "section 'lint' is missing"),
        (lambda d: d["select"]["methods"][0].pop("mrr"), 'at /select/methods/0: "mrr"'),
        (lambda d: d["eval"].update(summary=[]), "section 'eval' is not a report section"),
    ],
)
def test_compare_refuses_an_old_report_with_a_damaged_section(
    tmp_path: Path, damage: Any, message: str
) -> None:
    old = _engineered_old(tmp_path)
    data = json.loads(old.read_text(encoding="utf-8"))
    damage(data)
    old.write_text(json.dumps(data), encoding="utf-8")
    result = runner.invoke(
        app, ["report", str(AFTERSALES / "engineered"), "-q", *FAST, "--compare", str(old)]
    )
    assert result.exit_code == 2, result.output
    assert message in result.stderr and "Traceback" not in result.output


def test_compare_refuses_a_stub_report(tmp_path: Path) -> None:
    stub = tmp_path / "stub.json"
    stub.write_text('{"schema": "tooldeck.report/v1"}', encoding="utf-8")
    result = runner.invoke(
        app, ["report", str(AFTERSALES / "vague"), "-q", "--no-cases", "--compare", str(stub)]
    )
    assert result.exit_code == 2 and "section 'inventory' is missing" in result.stderr


def test_html_on_stdout_with_dash(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    result = runner.invoke(app, ["report", str(AFTERSALES / "vague"), "--no-cases", "-o", "-"])
    assert result.exit_code == 0, result.output
    assert result.stdout.startswith("<!DOCTYPE html>") and result.stdout.rstrip().endswith(
        "</html>"
    )
    assert "tooldeck report" not in result.stdout.split("<!DOCTYPE html>")[0]  # no terminal report
    assert not (tmp_path / "-").exists()
    both = runner.invoke(app, ["report", str(AFTERSALES / "vague"), "--json", "-", "-o", "-"])
    assert both.exit_code == 2 and "both ask for stdout" in both.stderr


def test_outputs_may_not_collide_or_overwrite_an_input(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def no_stage(*args: object, **kwargs: object) -> None:
        raise AssertionError("a stage ran although the outputs collide")

    monkeypatch.setattr("tooldeck.cli.report.build_report", no_stage)
    deck_dir = tmp_path / "deck"
    deck_dir.mkdir()
    deck = deck_dir / "tools.yaml"
    deck.write_text((AFTERSALES / "vague" / "tools.yaml").read_text(encoding="utf-8"), "utf-8")
    cases = tmp_path / "cases.jsonl"
    cases.write_text((AFTERSALES / "cases.jsonl").read_text(encoding="utf-8"), "utf-8")
    before = {p: p.read_bytes() for p in (deck, cases)}
    same = str(tmp_path / "r.json")
    for extra, message in [
        (["--json", same, "-o", str(tmp_path / "." / "r.json")], "-o"),
        (["--json", str(deck)], "that is the deck this report reads"),
        (["-o", str(deck_dir / ".." / "deck" / "tools.yaml")], "that is the deck"),
        (["--cases", str(cases), "-o", str(cases)], "that is the cases file this report reads"),
    ]:
        source = str(deck_dir) if "--cases" not in extra else str(deck)
        result = runner.invoke(app, ["report", source, "-q", *extra])
        assert result.exit_code == 2, (extra, result.output)
        assert message in result.stderr, extra
    # nothing written, the inputs untouched
    assert not (tmp_path / "r.json").exists()
    assert {p: p.read_bytes() for p in (deck, cases)} == before
