"""Session 42: ``bench_select_real.py --sets`` picks sets by whole parts of their names.

It matched a substring, so ``--sets select_blind1`` would also have run (and printed the
misses of) ``select_blind10``, a held-out set. Names only are read here: no set is run."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

BENCH = Path(__file__).resolve().parents[2] / "benchmarks" / "bench_select_real.py"


@pytest.fixture(scope="module")
def bench() -> ModuleType:
    spec = importlib.util.spec_from_file_location("bench_select_real_s42", BENCH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up
    try:
        spec.loader.exec_module(module)
    finally:
        del sys.modules[spec.name]
    return module


def _picked(bench: ModuleType, sets: str) -> list[str]:
    return [s.name for s in bench.eval_sets() if bench.wanted(s.name, sets)]


def test_a_family_is_not_a_prefix_of_another(bench: ModuleType) -> None:
    assert _picked(bench, "select_blind1") == []
    assert _picked(bench, "select_blind") == [
        "select_blind/github/holdout",
        "select_blind/gateway_teamops/holdout",
    ]
    assert _picked(bench, "select_blind/") == _picked(bench, "select_blind")
    tenth = _picked(bench, "select_blind10")
    assert tenth and all(n.startswith("select_blind10/") for n in tenth)


def test_no_substring_of_a_part_picks(bench: ModuleType) -> None:
    for sets in ("devtools", "blind", "github", "zh_git", "ops"):
        assert _picked(bench, sets) == [], sets


def test_splits_names_decks_and_lists(bench: ModuleType) -> None:
    dev = _picked(bench, "dev")
    assert dev and all(n.endswith("/dev") for n in dev)
    assert _picked(bench, "/dev") == dev  # the form docs/select.md's commands use
    assert _picked(bench, "select_blind3/dev") == [
        "select_blind3/gateway_workbench/dev",
        "select_blind3/gateway_desk/dev",
    ]
    assert _picked(bench, "select_real/github") == [
        "select_real/github/dev",
        "select_real/github/holdout",
    ]
    assert _picked(bench, "xling/zh_github") == ["xling/zh_github"]
    assert _picked(bench, "dev|ops68|xling") == [*dev, "ops68", "xling/zh_github", "xling/en_ops68"]
    assert _picked(bench, "ops68, xling/en_ops68") == ["ops68", "xling/en_ops68"]
    assert len(_picked(bench, "")) == len(bench.eval_sets())


def test_a_selector_that_picks_nothing_is_named(bench: ModuleType) -> None:
    names = [s.name for s in bench.eval_sets()]
    assert bench.unknown_selectors("dev,select_blind1,xling", names) == ["select_blind1"]
    assert bench.unknown_selectors("select_blind/dev", names) == ["select_blind/dev"]
    assert bench.unknown_selectors("", names) == []


def test_the_command_refuses_an_unknown_selector(
    bench: ModuleType, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exit_:
        bench.main(["--sets", "select_blind1", "--methods", "bm25"])
    assert exit_.value.code == 2
    assert "'select_blind1' names no set" in capsys.readouterr().err
