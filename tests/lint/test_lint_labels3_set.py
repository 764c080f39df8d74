"""The third, blind lint-label set (benchmarks/data/lint_labels3) is consistent.

Runs the set's own check_labels.py (no linter involved: these labels must stay blind to it) on
the shipped folder and on tampered copies, recomputes the split rule of the README, and checks
that tools/ is what build_decks.py makes from the raw captures in servers/.
"""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from types import ModuleType

import pytest

SET = Path(__file__).resolve().parents[2] / "benchmarks" / "data" / "lint_labels3"


def load_checker(folder: Path) -> ModuleType:
    """check_labels.py of `folder`, imported so that its HERE is `folder`."""
    return load_module(folder / "check_labels.py")


def load_module(path: Path) -> ModuleType:
    """The script at `path`, imported under a name of its own (its HERE is its folder)."""
    spec = importlib.util.spec_from_file_location(f"{path.stem}_{id(path)}", path)
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
    # 19 docker + 13 gateway_data (10 sql + 3 neo4j) + 21 gateway_tracker (15 plane + 6 azdo)
    # + 12 gateway_web (4 searxng + 6 webfetch + 2 kagi): README's table; the split is
    # round(0.6 n) per deck = 11 + 8 + 13 + 7 dev
    assert "tools: 65 (39 dev, 26 holdout) in 4 servers" in out


def test_set_has_the_look_alike_labels_it_was_built_for() -> None:
    # the brief: at least 25 X101 lines; README: 31 pairs, each as two mirrored lines
    x101 = [r for r in read_jsonl(SET / "labels.jsonl") if r["code"] == "X101"]
    pairs = {frozenset((r["server"], t) for t in (r["tool"], r["related"])) for r in x101}
    assert len(x101) == 62
    assert len(pairs) == 31


def test_decks_are_the_captures_merged_with_server_prefixes() -> None:
    build = load_module(SET / "build_decks.py")
    assert build.main(["--check"]) == 0
    deck = json.loads((SET / "tools" / "gateway_data.json").read_text(encoding="utf-8"))
    captured = json.loads((SET / "servers" / "neo4j.json").read_text(encoding="utf-8"))
    merged = {t["name"]: t for t in deck["tools"]}
    for tool in captured["tools"]:
        assert merged[f"neo4j__{tool['name']}"] == {**tool, "name": f"neo4j__{tool['name']}"}
