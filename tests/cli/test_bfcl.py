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
