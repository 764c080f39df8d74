"""Set D of the select training data (benchmarks/data/select_train/cases/<deck>.D.jsonl over
seven newly captured servers and two gateway decks): its checker passes, the checker catches
broken cases, edited gateway decks and near-duplicates, the training scripts' file rule and
reserved-name rule let the files through, and tooldeck itself loads every file.

JSON only and fast: no retrieval runs here (the set is training data; no figures on it).
"""

from __future__ import annotations

import importlib.util
import json
import re
import shutil
from pathlib import Path

import pytest

from tooldeck import load, load_cases

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "benchmarks" / "data" / "select_train"


def _checker():
    spec = importlib.util.spec_from_file_location("check_train_D", DATA / "check_train_D.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


CHECK = _checker()


def test_set_d_passes_its_checker():
    errors, rows = CHECK.run_checks()
    assert errors == []
    assert 200 <= len(rows) <= 500
    assert {r[0] for r in rows} == set(CHECK.DECKS)


def _copy_set(tmp_path: Path) -> Path:
    base = tmp_path / "set"
    shutil.copytree(DATA / "decks", base / "decks")
    shutil.copytree(DATA / "cases", base / "cases")
    return base


def _rewrite_first_case(base: Path, deck: str, change) -> None:
    path = base / "cases" / f"{deck}.D.jsonl"
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
        (lambda c: c.update(case_id="trD-timemcp-002"), "used twice", 2),
        (lambda c: c.update(case_id="trC-timemcp-001"), "is not trD-timemcp-NNN", 1),
        (lambda c: c.update(notes="x"), "want exactly the fields", 1),
        (lambda c: c.update(tags=[*c["tags"][:3], "style:terse"]), "unknown style", 1),
    ],
)
def test_checker_catches_a_broken_case(tmp_path, change, message, line):
    base = _copy_set(tmp_path)
    first = json.loads((DATA / "cases" / "timemcp.D.jsonl").read_text("utf-8").split("\n")[0])
    assert first["tags"][:2] == ["lang:en", "kind:single"]  # what the changes above assume
    _rewrite_first_case(base, "timemcp", change)
    errors, _ = CHECK.run_checks(base, near=False)
    assert any(message in e and f"cases/timemcp.D.jsonl:{line}:" in e for e in errors), errors


def test_checker_catches_a_tool_no_request_expects(tmp_path):
    base = _copy_set(tmp_path)
    path = base / "cases" / "timemcp.D.jsonl"
    kept = [
        line
        for line in path.read_text(encoding="utf-8").splitlines()
        if "get_week_year" not in json.loads(line)["expected_tools"]
    ]
    path.write_text("\n".join(kept) + "\n", encoding="utf-8")
    errors, _ = CHECK.run_checks(base, near=False)
    assert "deck timemcp: tool get_week_year is never an expected tool" in errors


def test_checker_catches_an_edited_gateway_deck(tmp_path):
    base = _copy_set(tmp_path)
    path = base / "decks" / "gw_home.json"
    deck = json.loads(path.read_text(encoding="utf-8"))
    deck["tools"][0]["description"] += " (edited)"
    path.write_text(json.dumps(deck, ensure_ascii=False), encoding="utf-8")
    errors, _ = CHECK.run_checks(base, near=False)
    assert "decks/gw_home.json differs from build_gateway_D.py's merge" in errors


def test_checker_catches_a_near_duplicate_of_an_earlier_set(tmp_path):
    base = _copy_set(tmp_path)
    earlier = json.loads((base / "cases" / "puppeteer.jsonl").read_text("utf-8").split("\n")[0])
    # the same request with one word added: its n words shared of n + 1, >= 0.75 for n >= 3
    _rewrite_first_case(base, "timemcp", lambda c: c.update(query=earlier["query"] + " please"))
    errors, _ = CHECK.run_checks(base)
    assert any(
        "cases/timemcp.D.jsonl:1: near-duplicate of cases/puppeteer.jsonl:1" in e for e in errors
    ), errors


def test_checker_catches_a_file_for_another_deck(tmp_path):
    base = _copy_set(tmp_path)
    shutil.copy(base / "cases" / "timemcp.D.jsonl", base / "cases" / "weather.D.jsonl")
    errors, _ = CHECK.run_checks(base, near=False)
    assert any("weather.D.jsonl: deck weather is not a Set D deck" in e for e in errors), errors


@pytest.mark.parametrize("script", ["train_select_adapter.py", "train_select_rerank.py"])
def test_training_scripts_take_set_d(script):
    # the scripts read cases/<deck>.jsonl and every cases/<deck>.*.jsonl of a deck in decks/,
    # and refuse a deck whose file name matches RESERVED (train_select_encoder.py imports the
    # adapter's); the checker's RESERVED must be the scripts' pattern, read from their source
    # text (importing them needs the training extras)
    source = (ROOT / "benchmarks" / script).read_text(encoding="utf-8")
    found = re.findall(r'RESERVED = re\.compile\(r"([^"]+)", re\.I\)', source)
    assert found == [CHECK.RESERVED.pattern]
    for path in CHECK.set_d_files():
        deck = path.name[: -len(".D.jsonl")]
        assert (DATA / "decks" / f"{deck}.json").exists()
        assert path.name.startswith(f"{deck}.")
        assert not CHECK.RESERVED.search(deck)


def test_tooldeck_loads_every_set_d_file():
    for path in CHECK.set_d_files():
        deck = path.name[: -len(".D.jsonl")]
        loaded = load(str(DATA / "decks" / f"{deck}.json")).deck
        cases = load_cases(path)
        assert cases and all(c.case_id.startswith(f"trD-{deck}-") for c in cases)
        assert all(set(c.expected_tools) <= set(loaded.names) for c in cases)
