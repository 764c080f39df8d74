"""Set B of the select training data (benchmarks/data/select_train): its checker passes, the
checker catches broken cases, and tooldeck itself loads every deck and cases file.

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
    spec = importlib.util.spec_from_file_location("check_train_B", DATA / "check_train_B.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


CHECK = _checker()


def test_set_b_passes_its_checker():
    errors, rows, names = CHECK.run_checks()
    assert errors == []
    # every merged deck of build_gateway_B.py is present and has requests
    for deck in CHECK.build_gateway_B.GATEWAYS:
        assert deck in names
        assert any(r[0] == deck for r in rows)


def _copy_set(tmp_path: Path) -> Path:
    base = tmp_path / "set"
    shutil.copytree(DATA / "decks", base / "decks")
    shutil.copytree(DATA / "cases", base / "cases")
    return base


def _rewrite_first_case(base: Path, deck: str, change) -> None:
    path = base / "cases" / f"{deck}.jsonl"
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
        (lambda c: c.update(case_id="trB-puppeteer-002"), "used twice", 2),
        (lambda c: c.update(notes="x"), "want exactly the fields", 1),
        (lambda c: c.update(tags=[*c["tags"][:3], "style:terse"]), "unknown style", 1),
    ],
)
def test_checker_catches_a_broken_case(tmp_path, change, message, line):
    base = _copy_set(tmp_path)
    _rewrite_first_case(base, "puppeteer", change)  # its first case is English, one tool
    errors, _, _ = CHECK.run_checks(base)
    assert any(message in e and f"cases/puppeteer.jsonl:{line}:" in e for e in errors), errors


def test_checker_catches_an_edited_merged_deck(tmp_path):
    base = _copy_set(tmp_path)
    path = base / "decks" / "gw_assistant.json"
    raw = json.loads(path.read_text(encoding="utf-8"))
    raw["tools"][0]["description"] = "changed"
    path.write_text(json.dumps(raw), encoding="utf-8")
    errors, _, _ = CHECK.run_checks(base)
    assert any("gw_assistant.json differs" in e for e in errors), errors


def test_tooldeck_loads_every_deck_and_cases_file():
    for deck in CHECK.present_decks():
        loaded = load(str(DATA / "decks" / f"{deck}.json")).deck
        raw = json.loads((DATA / "decks" / f"{deck}.json").read_text(encoding="utf-8"))
        assert list(loaded.names) == [t["name"] for t in raw["tools"]]
        cases = load_cases(DATA / "cases" / f"{deck}.jsonl")
        assert cases and all(set(c.expected_tools) <= set(loaded.names) for c in cases)
