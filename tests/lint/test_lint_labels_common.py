"""The checker the reviewer-label sets share (benchmarks/data/lint_labels_common.py).

Each set's check_labels.py keeps its own rule-code snapshot and options and calls the shared
check_folder: every shipped set passes, and a label naming a code no rule has is refused in
each (the first set had no structural test of its own before the checkers were merged).
"""

from __future__ import annotations

import importlib.util
import json
import shutil
from pathlib import Path
from types import ModuleType

import pytest

DATA = Path(__file__).resolve().parents[2] / "benchmarks" / "data"
SETS = ["lint_labels", "lint_labels2", "lint_labels3", "lint_labels4", "lint_labels5"]


def load(path: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location(f"{path.stem}_{id(path)}", path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("name", SETS)
def test_each_shipped_set_passes(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert load(DATA / name / "check_labels.py").main() == 0
    assert "ERROR" not in capsys.readouterr().out


@pytest.mark.parametrize("name", SETS)
def test_an_unknown_code_is_refused(
    name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    copy = tmp_path / name
    shutil.copytree(DATA / name, copy)
    shutil.copy(DATA / "lint_labels_common.py", tmp_path)
    labels = copy / "labels.jsonl"
    rows = [json.loads(line) for line in labels.read_text(encoding="utf-8").splitlines()]
    rows[0]["code"] = "Z999"
    labels.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    assert load(copy / "check_labels.py").main() == 1
    assert "unknown code 'Z999'" in capsys.readouterr().out
