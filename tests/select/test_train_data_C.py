"""Set C of the select training data (benchmarks/data/select_train/cases/<deck>.C.jsonl):
its checker passes, the checker catches broken cases and near-duplicates, the training
scripts' file rule picks the files up, and tooldeck itself loads every file.

JSON only and fast: no retrieval runs here (the set is training data; no figures on it).
"""

from __future__ import annotations

import importlib.util
import json
import shutil
from pathlib import Path

import pytest

from tooldeck import load, load_cases

DATA = Path(__file__).resolve().parents[2] / "benchmarks" / "data" / "select_train"


def _checker():
    spec = importlib.util.spec_from_file_location("check_train_C", DATA / "check_train_C.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


CHECK = _checker()


def test_set_c_passes_its_checker():
    errors, rows = CHECK.run_checks()
    assert errors == []
    assert 700 <= len(rows) <= 900
    assert len({r[0] for r in rows}) >= 20


def _copy_set(tmp_path: Path) -> Path:
    base = tmp_path / "set"
    shutil.copytree(DATA / "decks", base / "decks")
    shutil.copytree(DATA / "cases", base / "cases")
    return base


def _rewrite_first_case(base: Path, deck: str, change) -> None:
    path = base / "cases" / f"{deck}.C.jsonl"
    lines = path.read_text(encoding="utf-8").splitlines()
    case = json.loads(lines[0])
    change(case)
    lines[0] = json.dumps(case, ensure_ascii=False)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


@pytest.mark.parametrize(
    ("change", "message", "line"),
    [
        (lambda c: c["expected_tools"].append("no_such_tool"), "is not in deck", 1),
        (lambda c: c.update(tags=["lang:zh", *c["tags"][1:]]), "lang:zh but the query", 1),
        (lambda c: c.update(expected_tools=[]), "kind:single but 0 expected tools", 1),
        # the second case keeps its id, so the checker reports it at line 2
        (lambda c: c.update(case_id="trC-jira-002"), "used twice", 2),
        (lambda c: c.update(case_id="trB-jira-001"), "is not trC-jira-NNN", 1),
        (lambda c: c.update(notes="x"), "want exactly the fields", 1),
        (lambda c: c.update(tags=[*c["tags"][:3], "style:terse"]), "unknown style", 1),
    ],
)
def test_checker_catches_a_broken_case(tmp_path, change, message, line):
    base = _copy_set(tmp_path)
    _rewrite_first_case(base, "jira", change)  # its first case is English, one tool
    errors, _ = CHECK.run_checks(base, near=False)
    assert any(message in e and f"cases/jira.C.jsonl:{line}:" in e for e in errors), errors


def test_checker_catches_a_near_duplicate_of_an_earlier_set(tmp_path):
    base = _copy_set(tmp_path)
    earlier = json.loads((base / "cases" / "jira.jsonl").read_text(encoding="utf-8").split("\n")[0])
    # the same request with one word added: its n words shared of n + 1, >= 0.75 for n >= 3
    copy = earlier["query"] + " please"
    _rewrite_first_case(base, "jira", lambda c: c.update(query=copy))
    errors, _ = CHECK.run_checks(base)
    assert any("cases/jira.C.jsonl:1: near-duplicate of cases/jira.jsonl:1" in e for e in errors), (
        errors
    )


def test_near_duplicate_measure_by_hand():
    f, j = CHECK.features, CHECK.jaccard
    # words {open, a, ticket} vs {open, a, bug}: 2 shared of 4
    assert j(f("Open a ticket"), f("open a bug")) == pytest.approx(0.5)
    # bigrams of 开个单 {开个, 个单} vs 开个新单 {开个, 个新, 新单}: 1 shared of 4
    assert j(f("开个单"), f("开 个新单")) == pytest.approx(0.25)


def test_checker_catches_a_file_without_a_deck(tmp_path):
    base = _copy_set(tmp_path)
    shutil.copy(base / "cases" / "jira.C.jsonl", base / "cases" / "nodeck.C.jsonl")
    errors, _ = CHECK.run_checks(base, near=False)
    assert any("nodeck.C.jsonl: no deck decks/nodeck.json" in e for e in errors), errors


def test_training_scripts_file_rule_picks_set_c_up():
    # the rule of train_select_adapter/encoder/rerank/student: cases/<deck>.jsonl and every
    # cases/<deck>.*.jsonl of a deck in decks/
    for path in CHECK.set_c_files():
        deck = path.name[: -len(".C.jsonl")]
        assert (DATA / "decks" / f"{deck}.json").exists()
        assert path.name.startswith(f"{deck}.")


def test_tooldeck_loads_every_set_c_file():
    for path in CHECK.set_c_files():
        deck = path.name[: -len(".C.jsonl")]
        loaded = load(str(DATA / "decks" / f"{deck}.json")).deck
        cases = load_cases(path)
        assert cases and all(c.case_id.startswith(f"trC-{deck}-") for c in cases)
        assert all(set(c.expected_tools) <= set(loaded.names) for c in cases)
