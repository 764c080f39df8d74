"""The trainA request files of benchmarks/data/select_train pass the set's own checks and
load with tooldeck's loaders (JSON only: no model, no network)."""

from __future__ import annotations

import importlib.util
from collections import Counter
from pathlib import Path

import pytest

from tooldeck import load_cases, load_deck

HERE = Path(__file__).parents[2] / "benchmarks/data/select_train"
# cases/<deck>.jsonl only: cases/<deck>.C.jsonl is Set C (test_train_data_C.py)
FILES = sorted(p for p in (HERE / "cases").glob("*.jsonl") if "." not in p.stem)


def _checker():
    spec = importlib.util.spec_from_file_location("check_train", HERE / "check_train.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def _own(path: Path) -> list:
    return [c for c in load_cases(path) if c.case_id.startswith("trA-")]


def test_decks_are_what_build_decks_writes() -> None:
    assert _checker().check_decks() == []


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_file_passes_the_checks(path: Path) -> None:
    errors, _ = _checker().check_file(path, set(), owner="A")
    assert errors == []


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_expected_tools_are_in_the_deck_tooldeck_loads(path: Path) -> None:
    names = {t.name for t in load_deck(HERE / "decks" / f"{path.stem}.json").tools}
    for case in _own(path):
        assert set(case.expected_tools) <= names, case.case_id


def test_checker_rejects_a_tool_missing_from_the_deck(tmp_path: Path) -> None:
    # a copy of a real line with one gold tool renamed must be reported
    line = (HERE / "cases" / "stripe.jsonl").read_text(encoding="utf-8").splitlines()[0]
    bad = tmp_path / "stripe.jsonl"
    bad.write_text(line.replace('"expected_tools": ["', '"expected_tools": ["nope_'), "utf-8")
    mod = _checker()
    mod.HERE = HERE  # decks come from the real folder
    errors, _ = mod.check_file(bad, set(), owner="A")
    assert any("'nope_" in e for e in errors)


def test_shares_of_the_whole_set() -> None:
    # the brief's shares: >= 800 requests, >= 35 % Chinese, some multi-tool and no-tool
    tags = Counter(t for p in FILES for c in _own(p) for t in c.tags)
    n = sum(len(_own(p)) for p in FILES)
    assert n >= 800
    assert tags["lang:zh"] / n >= 0.35
    assert 0.12 <= tags["kind:multi"] / n <= 0.25
    assert 0.05 <= tags["kind:none"] / n <= 0.12
    assert tags["style:model"] / n >= 0.08
