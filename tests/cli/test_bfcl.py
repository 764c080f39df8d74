"""The bfcl commands on the attributed BFCL subset."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from tooldeck.cli import app

ROOT = Path(__file__).resolve().parents[2]
runner = CliRunner()
BFCL_SUBSET = ROOT / "tests" / "data" / "bfcl"


def test_bfcl_commands_on_the_attributed_subset(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TOOLDECK_BFCL_WHEEL", str(BFCL_SUBSET))
    listed = runner.invoke(app, ["bfcl", "categories"])
    assert listed.exit_code == 0, listed.output
    assert "simple_python" in listed.stdout
    out = tmp_path / "cases.jsonl"
    written = runner.invoke(app, ["bfcl", "cases", "simple_python", "-o", str(out)])
    assert written.exit_code == 0, written.output
    first = json.loads(out.read_text(encoding="utf-8").splitlines()[0])
    assert first["case_id"].startswith("simple_python_") and first["expected_tools"]
    shown = runner.invoke(app, ["show", "bfcl:simple_python", "--format", "json"])
    assert shown.exit_code == 0, shown.output
    assert len(json.loads(shown.stdout)) >= 1
    unknown = runner.invoke(app, ["bfcl", "cases", "nope", "-o", str(tmp_path / "x.jsonl")])
    assert unknown.exit_code == 2 and "unknown BFCL category 'nope'" in unknown.stderr
    assert not (tmp_path / "x.jsonl").exists()


def test_bfcl_complete_parameters_flag(tmp_path: Path) -> None:
    src = tmp_path / "t.json"
    src.write_text(json.dumps([{"name": "ping", "input_schema": {"type": "object"}}]), "utf-8")
    plain = runner.invoke(app, ["convert", str(src), "--to", "bfcl"])
    assert plain.exit_code == 0 and "--complete-parameters" in plain.stderr
    assert json.loads(plain.stdout)[0]["parameters"] == {"type": "dict"}
    full = runner.invoke(app, ["convert", str(src), "--to", "bfcl", "--complete-parameters"])
    assert json.loads(full.stdout)[0]["parameters"] == {
        "type": "dict",
        "properties": {},
        "required": [],
    }
    wrong = runner.invoke(app, ["convert", str(src), "--to", "mcp", "--complete-parameters"])
    assert wrong.exit_code == 2


def test_bfcl_cases_round_trip_through_report_and_eval(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``bfcl cases`` then ``report``/``eval`` on the file: the one case whose label does not
    fit the deck's definition is skipped with one warning and the count, never exit 2.

    In the subset, simple_python_321's answer ``season: "2021"`` fits its own
    ``sports_ranking`` (string) but not simple_python_319's (integer), which the category
    deck keeps; parallel_multiple_94's answer puts ``"apple"`` in an integer array (its
    own schema). Counts by hand from tests/data/bfcl (18 and 8 questions)."""
    monkeypatch.setenv("TOOLDECK_BFCL_WHEEL", str(BFCL_SUBSET))
    cases = tmp_path / "sp.jsonl"
    written = runner.invoke(app, ["bfcl", "cases", "simple_python", "-o", str(cases)])
    assert written.exit_code == 0, written.output
    assert "wrote 18 cases" in written.stderr
    assert "will skip 1 of these cases: 1 whose function bfcl:simple_python holds in another" in (
        " ".join(written.stderr.split())
    )
    report_json = tmp_path / "r.json"
    reported = runner.invoke(
        app,
        [
            *("report", "bfcl:simple_python", "--cases", str(cases), "--methods", "bm25"),
            *("--json", str(report_json), "-q"),
        ],
    )
    assert reported.exit_code == 0, reported.output
    inventory = json.loads(report_json.read_text(encoding="utf-8"))["inventory"]["cases"]
    assert inventory["total"] == 17 and len(inventory["skipped"]) == 1
    assert "simple_python_321" in inventory["skipped"][0] and "/season" in inventory["skipped"][0]
    shown = runner.invoke(
        app, ["report", "bfcl:simple_python", "--cases", str(cases), "--methods", "bm25"]
    )
    assert shown.exit_code == 0, shown.output
    skips = [line for line in shown.stderr.splitlines() if "warning (cases)" in line]
    assert len(skips) == 1 and "skipped 1 of 18 cases" in skips[0]
    evaluated = runner.invoke(
        app, ["eval", "bfcl:simple_python", "--cases", str(cases), "--json", "--no-progress"]
    )
    assert evaluated.exit_code == 0, evaluated.output
    data = json.loads(evaluated.stdout)
    assert len(data["cases"]) == 17
    assert any("skipped 1 of 18 cases" in note for note in data["notes"])
    assert evaluated.stderr.count("warning (cases)") == 1

    own = tmp_path / "pm.jsonl"
    written = runner.invoke(app, ["bfcl", "cases", "parallel_multiple", "-o", str(own)])
    assert written.exit_code == 0, written.output
    assert "1 whose label contradicts its own function's schema" in " ".join(written.stderr.split())
    evaluated = runner.invoke(
        app, ["eval", "bfcl:parallel_multiple", "--cases", str(own), "--json", "--no-progress"]
    )
    assert evaluated.exit_code == 0, evaluated.output
    assert len(json.loads(evaluated.stdout)["cases"]) == 7


def test_a_file_of_only_unfit_cases_is_still_an_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TOOLDECK_BFCL_WHEEL", str(BFCL_SUBSET))
    cases = tmp_path / "sp.jsonl"
    assert runner.invoke(app, ["bfcl", "cases", "simple_python", "-o", str(cases)]).exit_code == 0
    only = [line for line in cases.read_text("utf-8").splitlines() if "simple_python_321" in line]
    cases.write_text(only[0] + "\n", encoding="utf-8")
    for command in (["report"], ["eval"]):
        result = runner.invoke(app, [*command, "bfcl:simple_python", "--cases", str(cases)])
        assert result.exit_code == 2, result.output
        assert "simple_python_321" in result.stderr and "/season" in result.stderr
