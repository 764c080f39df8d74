"""The fourth blind select set (benchmarks/data/select_blind4): its checker passes, the
checker catches broken cases, decks and splits, and tooldeck itself loads every deck and
cases file with every label in its deck.

JSON only and fast: no retrieval runs here (figures come from
benchmarks/bench_select_real.py, and the holdout split's misses are not read).
"""

from __future__ import annotations

import importlib.util
import json
import shutil
from pathlib import Path

import pytest

from tooldeck import load, load_cases

DATA = Path(__file__).resolve().parents[2] / "benchmarks" / "data" / "select_blind4"
DECKS = ("github", "gateway_localdev")
SPLITS = ("dev", "holdout")


def _checker():
    spec = importlib.util.spec_from_file_location("blind4_check_set", DATA / "check_set.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


CHECK = _checker()


def test_blind4_set_passes_its_checker():
    errors, rows, names = CHECK.run_checks()
    assert errors == []
    assert set(names) == set(DECKS)
    # every deck has requests in both splits, and the whole set is at least 170 of them
    assert {(r[0], r[1]) for r in rows} == {(d, s) for d in DECKS for s in SPLITS}
    assert len(rows) >= 170


def _copy_set(tmp_path: Path) -> Path:
    base = tmp_path / "set"
    shutil.copytree(DATA / "decks", base / "decks")
    shutil.copytree(DATA / "cases", base / "cases")
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
@pytest.mark.parametrize("deck", DECKS)
@pytest.mark.parametrize(
    ("change", "message", "line"),
    [
        (lambda c, _: c["expected_tools"].append("no_such_tool"), "is not in deck", 1),
        (lambda c, _: c["tags"].append("ambiguous:git__nope"), "ambiguous tool", 1),
        (lambda c, _: c.update(tags=["lang:zh", *c["tags"][1:]]), "lang:zh but the query", 1),
        (lambda c, _: c.update(expected_tools=[]), "kind:single but 0 expected tools", 1),
        # the second case keeps its id, so the checker reports it at line 2
        (lambda c, second: c.update(case_id=second["case_id"]), "duplicate case_id", 2),
        (lambda c, _: c.update(notes="x"), "want exactly the fields", 1),
        (lambda c, _: c.update(tags=[*c["tags"][:3], "style:poetic"]), "unknown style", 1),
        (lambda c, _: c.update(case_id="bl4-xx-999"), "case_id should start with", 1),
    ],
)
def test_checker_catches_a_broken_case(tmp_path, deck, split, change, message, line):
    base = _copy_set(tmp_path)
    # each file's first case is English and needs one tool (asserted here)
    first = json.loads(_lines(DATA, deck, split)[0])
    assert len(first["expected_tools"]) == 1
    assert first["tags"][:2] == ["lang:en", "kind:single"]
    _rewrite_first_case(base, deck, split, change)
    errors, _, _ = CHECK.run_checks(base)
    where = f"cases/{deck}.{split}.jsonl:{line}:"
    assert any(message in e and where in e for e in errors), errors


@pytest.mark.parametrize("deck", DECKS)
def test_checker_catches_a_case_in_the_wrong_split(tmp_path, deck):
    base = _copy_set(tmp_path)
    dev, holdout = _lines(base, deck, "dev"), _lines(base, deck, "holdout")
    moved = json.loads(dev[0])["case_id"]
    _write(base, deck, "dev", dev[1:])
    _write(base, deck, "holdout", [*holdout, dev[0]])
    errors, _, _ = CHECK.run_checks(base)
    assert any(f"{moved} belongs in dev" in e for e in errors), errors


def test_checker_catches_an_unbalanced_split(tmp_path):
    base = _copy_set(tmp_path)
    kept = [line for line in _lines(base, "gateway_localdev", "holdout") if '"lang:zh"' not in line]
    _write(base, "gateway_localdev", "holdout", kept)
    errors, _, _ = CHECK.run_checks(base)
    assert any(e.startswith("gateway_localdev: zh cases split") for e in errors), errors


@pytest.mark.parametrize(
    ("deck", "message"),
    [
        ("github", "tools differ from tests/data/corpora/github.json"),
        ("gateway_localdev", "gateway_localdev.json differs"),
    ],
)
def test_checker_catches_an_edited_deck(tmp_path, deck, message):
    base = _copy_set(tmp_path)
    path = base / "decks" / f"{deck}.json"
    raw = json.loads(path.read_text(encoding="utf-8"))
    raw["tools"][0]["description"] = "changed"
    path.write_text(json.dumps(raw), encoding="utf-8")
    errors, _, _ = CHECK.run_checks(base)
    assert any(message in e for e in errors), errors


def test_checker_catches_a_share_below_its_floor(tmp_path):
    base = _copy_set(tmp_path)
    for split in SPLITS:
        kept = [x for x in _lines(base, "github", split) if '"kind:none"' not in x]
        _write(base, "github", split, kept)
    errors, _, _ = CHECK.run_checks(base)
    assert any(e.startswith("github: 0.0 % no-tool") for e in errors), errors


def test_split_rule_is_the_one_the_files_follow():
    spec = importlib.util.spec_from_file_location("blind4_split", DATA / "split.py")
    assert spec is not None and spec.loader is not None
    splitter = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(splitter)
    for deck in DECKS:
        cases = {s: [json.loads(x) for x in _lines(DATA, deck, s)] for s in SPLITS}
        rule = splitter.assign([c for s in SPLITS for c in cases[s]])
        for split in SPLITS:
            assert {rule[c["case_id"]] for c in cases[split]} == {split}


def test_tooldeck_loads_every_deck_and_every_label_exists():
    for deck in DECKS:
        path = DATA / "decks" / f"{deck}.json"
        loaded = load(str(path)).deck
        raw = json.loads(path.read_text(encoding="utf-8"))
        assert list(loaded.names) == [t["name"] for t in raw["tools"]]
        for split in SPLITS:
            cases = load_cases(DATA / "cases" / f"{deck}.{split}.jsonl")
            assert cases
            for case in cases:
                assert set(case.expected_tools) <= set(loaded.names), case.case_id
                assert f"deck:{deck}" in case.tags
