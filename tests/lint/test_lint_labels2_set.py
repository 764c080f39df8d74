"""The second, blind lint-label set (benchmarks/data/lint_labels2) is consistent.

Runs the set's own check_labels.py (no linter involved: these labels must stay blind to it) on
the shipped folder and on tampered copies, and recomputes the split rule of the README.
"""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from types import ModuleType

import pytest

SET = Path(__file__).resolve().parents[2] / "benchmarks" / "data" / "lint_labels2"


def load_checker(folder: Path) -> ModuleType:
    """check_labels.py of `folder`, imported so that its HERE is `folder`."""
    spec = importlib.util.spec_from_file_location(
        f"check_labels_{id(folder)}", folder / "check_labels.py"
    )
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def read_jsonl(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def test_shipped_set_passes_its_checks(capsys: pytest.CaptureFixture[str]) -> None:
    assert load_checker(SET).main() == 0
    out = capsys.readouterr().out
    assert "ERROR" not in out
    # 16 airtable + 14 kubernetes + 14 asana + 1 postgres + 1 aws-kb-retrieval (README table)
    assert "tools: 46 (28 dev, 18 holdout) in 5 servers" in out
