"""The second blind held-out select set (benchmarks/data/select_blind2): its checker
passes, the checker catches broken cases and decks, and tooldeck itself loads every deck
and cases file with every label in its deck.

JSON only and fast: no retrieval runs here (the set is held out; figures come from
benchmarks/bench_select_real.py).
"""

from __future__ import annotations

import importlib.util
import json
import shutil
from pathlib import Path

import pytest

from tooldeck import load, load_cases

DATA = Path(__file__).resolve().parents[2] / "benchmarks" / "data" / "select_blind2"
DECKS = ("gateway_crew", "gateway_paperwork")


def _checker():
    spec = importlib.util.spec_from_file_location("blind2_check_set", DATA / "check_set.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


CHECK = _checker()


def test_blind2_set_passes_its_checker():
    errors, rows, names = CHECK.run_checks()
    assert errors == []
    assert set(names) == set(DECKS)
    # every deck has requests, and the whole set is at least 150 of them
    assert {r[0] for r in rows} == set(names)
    assert len(rows) >= 150


def _copy_set(tmp_path: Path) -> Path:
    base = tmp_path / "set"
    shutil.copytree(DATA / "decks", base / "decks")
    shutil.copytree(DATA / "cases", base / "cases")
    return base


def _rewrite_first_case(base: Path, deck: str, change) -> None:
    path = base / "cases" / f"{deck}.holdout.jsonl"
    lines = path.read_text(encoding="utf-8").splitlines()
    case = json.loads(lines[0])
    change(case)
    lines[0] = json.dumps(case, ensure_ascii=False)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


@pytest.mark.parametrize("deck", DECKS)
@pytest.mark.parametrize(
    ("change", "message", "line"),
    [
        (lambda c: c["expected_tools"].append("no_such_tool"), "is not in deck", 1),
        (lambda c: c["tags"].append("ambiguous:trello__nope"), "ambiguous tool", 1),
        (lambda c: c.update(tags=["lang:zh", *c["tags"][1:]]), "lang:zh but the query", 1),
        (lambda c: c.update(expected_tools=[]), "kind:single but 0 expected tools", 1),
        # the second case keeps its id, so the checker reports it at line 2
        (lambda c: c.update(case_id=c["case_id"][:-1] + "2"), "duplicate case_id", 2),
        (lambda c: c.update(notes="x"), "want exactly the fields", 1),
        (lambda c: c.update(tags=[*c["tags"][:3], "style:poetic"]), "unknown style", 1),
    ],
)
def test_checker_catches_a_broken_case(tmp_path, deck, change, message, line):
    base = _copy_set(tmp_path)
    # each file's first case is English, one tool, style direct (asserted here)
    first = json.loads((DATA / "cases" / f"{deck}.holdout.jsonl").read_text("utf-8").split("\n")[0])
    assert first["case_id"].endswith("-001") and len(first["expected_tools"]) == 1
    assert first["tags"][:2] == ["lang:en", "kind:single"]
    _rewrite_first_case(base, deck, change)
    errors, _, _ = CHECK.run_checks(base)
    where = f"cases/{deck}.holdout.jsonl:{line}:"
    assert any(message in e and where in e for e in errors), errors


@pytest.mark.parametrize("deck", DECKS)
def test_checker_catches_an_edited_merged_deck(tmp_path, deck):
    base = _copy_set(tmp_path)
    path = base / "decks" / f"{deck}.json"
    raw = json.loads(path.read_text(encoding="utf-8"))
    raw["tools"][0]["description"] = "changed"
    path.write_text(json.dumps(raw), encoding="utf-8")
    errors, _, _ = CHECK.run_checks(base)
    assert any(f"{deck}.json differs" in e for e in errors), errors


def test_checker_catches_a_share_below_its_floor(tmp_path):
    base = _copy_set(tmp_path)
    path = base / "cases" / "gateway_crew.holdout.jsonl"
    lines = path.read_text(encoding="utf-8").splitlines()
    kept = [line for line in lines if '"kind:none"' not in line]
    path.write_text("\n".join(kept) + "\n", encoding="utf-8")
    errors, _, _ = CHECK.run_checks(base)
    assert any(e.startswith("gateway_crew: 0.0 % no-tool") for e in errors), errors


def test_tooldeck_loads_every_deck_and_every_label_exists():
    for deck in DECKS:
        path = DATA / "decks" / f"{deck}.json"
        loaded = load(str(path)).deck
        raw = json.loads(path.read_text(encoding="utf-8"))
        assert list(loaded.names) == [t["name"] for t in raw["tools"]]
        cases = load_cases(DATA / "cases" / f"{deck}.holdout.jsonl")
        assert cases
        for case in cases:
            assert set(case.expected_tools) <= set(loaded.names), case.case_id
            assert f"deck:{deck}" in case.tags
