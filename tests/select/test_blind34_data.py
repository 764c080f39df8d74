"""The third and fourth blind select sets (benchmarks/data/select_blind3, select_blind4):
each passes its checker, the checker (shared, benchmarks/data/select_blind_common.py)
catches broken cases, decks and splits, and tooldeck itself loads every deck and cases file
with every label in its deck.

JSON only and fast: no retrieval runs here (figures come from
benchmarks/bench_select_real.py, and the holdout split's misses are not read).
"""

from __future__ import annotations

import importlib.util
import json
import shutil
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

from tooldeck import load, load_cases

DATA = Path(__file__).resolve().parents[2] / "benchmarks" / "data"
SPLITS = ("dev", "holdout")


@dataclass(frozen=True)
class BlindSet:
    """What the tests need to know of one set."""

    folder: str
    decks: tuple[str, str]
    id_prefix: str  # the set's ids start so; "<prefix>xx-999" is no deck's
    edited: dict[str, str]  # deck -> the checker's message when its file is edited
    unbalanced: str  # the deck whose holdout loses its Chinese cases
    share: str  # the deck that loses its no-tool cases

    @property
    def data(self) -> Path:
        return DATA / self.folder


SETS = {
    "select_blind3": BlindSet(
        "select_blind3",
        ("gateway_workbench", "gateway_desk"),
        "bl3-",
        {
            "gateway_workbench": "gateway_workbench.json differs",
            "gateway_desk": "gateway_desk.json differs",
        },
        unbalanced="gateway_desk",
        share="gateway_workbench",
    ),
    "select_blind4": BlindSet(
        "select_blind4",
        ("github", "gateway_localdev"),
        "bl4-",
        {
            "github": "tools differ from tests/data/corpora/github.json",
            "gateway_localdev": "gateway_localdev.json differs",
        },
        unbalanced="gateway_localdev",
        share="github",
    ),
}
DECKS = [(name, deck) for name, s in SETS.items() for deck in s.decks]


def _module(blind: BlindSet, script: str):
    spec = importlib.util.spec_from_file_location(
        f"{blind.folder}_{script}", blind.data / f"{script}.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


CHECKS = {name: _module(s, "check_set") for name, s in SETS.items()}


@pytest.mark.parametrize("name", SETS)
def test_set_passes_its_checker(name):
    errors, rows, names = CHECKS[name].run_checks()
    decks = SETS[name].decks
    assert errors == []
    assert set(names) == set(decks)
    # every deck has requests in both splits, and the whole set is at least 170 of them
    assert {(r[0], r[1]) for r in rows} == {(d, s) for d in decks for s in SPLITS}
    assert len(rows) >= 170


def _copy_set(blind: BlindSet, tmp_path: Path) -> Path:
    base = tmp_path / "set"
    shutil.copytree(blind.data / "decks", base / "decks")
    shutil.copytree(blind.data / "cases", base / "cases")
    return base


def _lines(base: Path, deck: str, split: str) -> list[str]:
    return (base / "cases" / f"{deck}.{split}.jsonl").read_text(encoding="utf-8").splitlines()


def _write(base: Path, deck: str, split: str, lines: list[str]) -> None:
    text = "".join(line + "\n" for line in lines)
    (base / "cases" / f"{deck}.{split}.jsonl").write_text(text, encoding="utf-8")


def _rewrite_first_case(base: Path, deck: str, split: str, change) -> None:
    lines = _lines(base, deck, split)
    case = json.loads(lines[0])
    change(case, json.loads(lines[1]))
    lines[0] = json.dumps(case, ensure_ascii=False)
    _write(base, deck, split, lines)


@pytest.mark.parametrize("split", SPLITS)
@pytest.mark.parametrize(("name", "deck"), DECKS)
@pytest.mark.parametrize(
    ("change", "message", "line"),
    [
        (lambda c, _, p: c["expected_tools"].append("no_such_tool"), "is not in deck", 1),
        (lambda c, _, p: c["tags"].append("ambiguous:git__nope"), "ambiguous tool", 1),
        (
            lambda c, _, p: c.update(tags=["lang:zh", *c["tags"][1:]]),
            "lang:zh but the query",
            1,
        ),
        (lambda c, _, p: c.update(expected_tools=[]), "kind:single but 0 expected tools", 1),
        # the second case keeps its id, so the checker reports it at line 2
        (lambda c, second, p: c.update(case_id=second["case_id"]), "duplicate case_id", 2),
        (lambda c, _, p: c.update(notes="x"), "want exactly the fields", 1),
        (lambda c, _, p: c.update(tags=[*c["tags"][:3], "style:poetic"]), "unknown style", 1),
        (lambda c, _, p: c.update(case_id=f"{p}xx-999"), "case_id should start with", 1),
    ],
)
def test_checker_catches_a_broken_case(tmp_path, name, deck, split, change, message, line):
    blind = SETS[name]
    base = _copy_set(blind, tmp_path)
    # each file's first case is English and needs one tool (asserted here)
    first = json.loads(_lines(blind.data, deck, split)[0])
    assert len(first["expected_tools"]) == 1
    assert first["tags"][:2] == ["lang:en", "kind:single"]
    _rewrite_first_case(base, deck, split, lambda c, s: change(c, s, blind.id_prefix))
    errors, _, _ = CHECKS[name].run_checks(base)
    where = f"cases/{deck}.{split}.jsonl:{line}:"
    assert any(message in e and where in e for e in errors), errors


def test_checker_refuses_a_connector_adapter_as_gold(tmp_path):
    # select_blind3 only: basic-memory's connector adapters are never gold
    base = _copy_set(SETS["select_blind3"], tmp_path)
    _rewrite_first_case(
        base,
        "gateway_workbench",
        "dev",
        lambda c, _: c.update(expected_tools=["basic_memory__search"]),
    )
    errors, _, _ = CHECKS["select_blind3"].run_checks(base)
    assert any("connector adapter, never gold" in e for e in errors), errors


@pytest.mark.parametrize(("name", "deck"), DECKS)
def test_checker_catches_a_case_in_the_wrong_split(tmp_path, name, deck):
    base = _copy_set(SETS[name], tmp_path)
    dev, holdout = _lines(base, deck, "dev"), _lines(base, deck, "holdout")
    moved = json.loads(dev[0])["case_id"]
    _write(base, deck, "dev", dev[1:])
    _write(base, deck, "holdout", [*holdout, dev[0]])
    errors, _, _ = CHECKS[name].run_checks(base)
    assert any(f"{moved} belongs in dev" in e for e in errors), errors


@pytest.mark.parametrize("name", SETS)
def test_checker_catches_an_unbalanced_split(tmp_path, name):
    deck = SETS[name].unbalanced
    base = _copy_set(SETS[name], tmp_path)
    kept = [line for line in _lines(base, deck, "holdout") if '"lang:zh"' not in line]
    _write(base, deck, "holdout", kept)
    errors, _, _ = CHECKS[name].run_checks(base)
    assert any(e.startswith(f"{deck}: zh cases split") for e in errors), errors


@pytest.mark.parametrize(("name", "deck"), DECKS)
def test_checker_catches_an_edited_deck(tmp_path, name, deck):
    base = _copy_set(SETS[name], tmp_path)
    path = base / "decks" / f"{deck}.json"
    raw = json.loads(path.read_text(encoding="utf-8"))
    raw["tools"][0]["description"] = "changed"
    path.write_text(json.dumps(raw), encoding="utf-8")
    errors, _, _ = CHECKS[name].run_checks(base)
    assert any(SETS[name].edited[deck] in e for e in errors), errors


@pytest.mark.parametrize("name", SETS)
def test_checker_catches_a_share_below_its_floor(tmp_path, name):
    deck = SETS[name].share
    base = _copy_set(SETS[name], tmp_path)
    for split in SPLITS:
        kept = [x for x in _lines(base, deck, split) if '"kind:none"' not in x]
        _write(base, deck, split, kept)
    errors, _, _ = CHECKS[name].run_checks(base)
    assert any(e.startswith(f"{deck}: 0.0 % no-tool") for e in errors), errors


@pytest.mark.parametrize("name", SETS)
def test_split_rule_is_the_one_the_files_follow(name):
    blind = SETS[name]
    splitter = _module(blind, "split")
    for deck in blind.decks:
        cases = {s: [json.loads(x) for x in _lines(blind.data, deck, s)] for s in SPLITS}
        rule = splitter.assign([c for s in SPLITS for c in cases[s]])
        for split in SPLITS:
            assert {rule[c["case_id"]] for c in cases[split]} == {split}


@pytest.mark.parametrize(("name", "deck"), DECKS)
def test_tooldeck_loads_every_deck_and_every_label_exists(name, deck):
    data = SETS[name].data
    path = data / "decks" / f"{deck}.json"
    loaded = load(str(path)).deck
    raw = json.loads(path.read_text(encoding="utf-8"))
    assert list(loaded.names) == [t["name"] for t in raw["tools"]]
    for split in SPLITS:
        cases = load_cases(data / "cases" / f"{deck}.{split}.jsonl")
        assert cases
        for case in cases:
            assert set(case.expected_tools) <= set(loaded.names), case.case_id
            assert f"deck:{deck}" in case.tags


def test_sets_dev_picks_dev_splits_only():
    """``bench_select_real.py --sets dev`` picked ``select_real/chrome_devtools/holdout``
    and ``…/gateway_devops/holdout`` too (a substring match), so ``--misses`` printed
    holdout misses; a split is now matched against the name's last part."""
    path = Path(__file__).resolve().parents[2] / "benchmarks" / "bench_select_real.py"
    spec = importlib.util.spec_from_file_location("bench_select_real_sets", path)
    assert spec is not None and spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = bench  # its dataclasses look their module up
    try:
        spec.loader.exec_module(bench)
    finally:
        del sys.modules[spec.name]
    assert not bench.wanted("select_real/chrome_devtools/holdout", "dev")
    assert not bench.wanted("select_blind4/gateway_localdev/holdout", "dev")
    assert bench.wanted("select_blind4/gateway_localdev/dev", "dev")
    assert bench.wanted("select_real/chrome_devtools/holdout", "holdout")
    # session 42: a selector matches whole parts of a name, never a substring
    # (test_bench_sets_s42.py), so "devtools" picks nothing (it was chrome_devtools/holdout)
    assert not bench.wanted("select_real/chrome_devtools/holdout", "devtools")
    assert bench.wanted("xling/zh_github", "")
