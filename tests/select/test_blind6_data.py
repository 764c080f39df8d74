"""The sixth blind select set (benchmarks/data/select_blind6), all held out: it passes its
checker, the shared checker (benchmarks/data/select_blind_common.py, made with
``splits=("holdout",)``) catches broken cases and decks without asking for a dev file or
a split rule, tooldeck loads both decks with every label in its deck, and
bench_select_real.py reports the set as ``select_blind6/<deck>/holdout`` only.

JSON only and fast: no retrieval runs here, and nobody reads the set's misses.
"""

from __future__ import annotations

import importlib.util
import json
import shutil
import sys
from pathlib import Path

import pytest

from tooldeck import load, load_cases

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "benchmarks" / "data" / "select_blind6"
DECKS = ("github", "gateway_benchtop")


def _module(path: Path, name: str):
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # dataclasses look their module up
    try:
        spec.loader.exec_module(module)
    finally:
        del sys.modules[name]
    return module


CHECK = _module(DATA / "check_set.py", "select_blind6_check_set")


def _copy_set(tmp_path: Path) -> Path:
    base = tmp_path / "set"
    shutil.copytree(DATA / "decks", base / "decks")
    shutil.copytree(DATA / "cases", base / "cases")
    return base


def _lines(base: Path, deck: str) -> list[str]:
    return (base / "cases" / f"{deck}.holdout.jsonl").read_text(encoding="utf-8").splitlines()


def _write(base: Path, deck: str, lines: list[str]) -> None:
    text = "".join(line + "\n" for line in lines)
    (base / "cases" / f"{deck}.holdout.jsonl").write_text(text, encoding="utf-8")


def test_set_passes_its_checker():
    errors, rows, names = CHECK.run_checks()
    assert errors == []
    assert set(names) == set(DECKS)
    # one file per deck, all holdout; at least 50 github and 70 gateway requests
    assert {(r[0], r[1]) for r in rows} == {(d, "holdout") for d in DECKS}
    assert sum(r[0] == "github" for r in rows) >= 50
    assert sum(r[0] == "gateway_benchtop" for r in rows) >= 70
    assert not list((DATA / "cases").glob("*.dev.jsonl"))


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
        (lambda c, _: c.update(case_id="bl6-xx-999"), "case_id should start with", 1),
    ],
)
def test_checker_catches_a_broken_case(tmp_path, deck, change, message, line):
    base = _copy_set(tmp_path)
    lines = _lines(base, deck)
    first, second = json.loads(lines[0]), json.loads(lines[1])
    # each file's first case is English and needs one tool (asserted here)
    assert len(first["expected_tools"]) == 1
    assert first["tags"][:2] == ["lang:en", "kind:single"]
    change(first, second)
    lines[0] = json.dumps(first, ensure_ascii=False)
    _write(base, deck, lines)
    errors, _, _ = CHECK.run_checks(base)
    where = f"cases/{deck}.holdout.jsonl:{line}:"
    assert any(message in e and where in e for e in errors), errors


def test_checker_catches_an_edited_deck(tmp_path):
    base = _copy_set(tmp_path)
    for deck, message in (
        ("github", "tools differ from tests/data/corpora/github.json"),
        ("gateway_benchtop", "gateway_benchtop.json differs"),
    ):
        path = base / "decks" / f"{deck}.json"
        raw = json.loads(path.read_text(encoding="utf-8"))
        raw["tools"][0]["description"] = "changed"
        path.write_text(json.dumps(raw), encoding="utf-8")
        errors, _, _ = CHECK.run_checks(base)
        assert any(message in e for e in errors), errors


def test_checker_catches_a_share_below_its_floor(tmp_path):
    base = _copy_set(tmp_path)
    kept = [x for x in _lines(base, "gateway_benchtop") if '"lang:zh"' not in x]
    _write(base, "gateway_benchtop", kept)
    errors, _, _ = CHECK.run_checks(base)
    assert any(e.startswith("gateway_benchtop: 0.0 % Chinese") for e in errors), errors


def test_all_holdout_checker_has_no_split_rule_or_balance(tmp_path):
    # all the Chinese requests of one deck gone: a dev/holdout set would fail its balance
    # and split-rule checks; an all-holdout set has neither (the share floor still fails)
    base = _copy_set(tmp_path)
    kept = [x for x in _lines(base, "github") if '"kind:multi"' not in x]
    _write(base, "github", kept)
    errors, _, _ = CHECK.run_checks(base)
    assert errors and all("multi-tool requests" in e for e in errors), errors
    assert not any("split" in e or "belongs in" in e for e in errors), errors


def test_checker_refuses_an_unknown_split_layout():
    common = _module(ROOT / "benchmarks/data/select_blind_common.py", "select_blind_common_t")
    with pytest.raises(ValueError, match="splits must be"):
        common.SetChecker(DATA, {"github": 117}, {"github": "bl6-gh-"}, splits=("dev",))


@pytest.mark.parametrize("deck", DECKS)
def test_tooldeck_loads_every_deck_and_every_label_exists(deck):
    path = DATA / "decks" / f"{deck}.json"
    loaded = load(str(path)).deck
    raw = json.loads(path.read_text(encoding="utf-8"))
    assert list(loaded.names) == [t["name"] for t in raw["tools"]]
    cases = load_cases(DATA / "cases" / f"{deck}.holdout.jsonl")
    assert cases
    for case in cases:
        assert set(case.expected_tools) <= set(loaded.names), case.case_id
        assert f"deck:{deck}" in case.tags
        for tag in case.tags:
            if tag.startswith("ambiguous:"):
                assert tag.split(":", 1)[1] in loaded.names, case.case_id


def test_github_deck_is_select_blind5s_byte_for_byte():
    ours = (DATA / "decks" / "github.json").read_bytes()
    assert ours == (DATA.parent / "select_blind5" / "decks" / "github.json").read_bytes()


def test_gateway_servers_are_new_to_the_select_sets():
    # none of the gateway's four packages is named in an earlier select set's README
    # (used, or tried and left out); the packages are README.md's deck table
    packages = ("fsext-mcp-server", "gitrama-mcp", "mcp-kb-sqlite", "seleniumbase-mcp")
    ours = (DATA / "README.md").read_text(encoding="utf-8")
    for package in packages:
        assert f"`{package}`" in ours, package
    earlier = ["select_real", "select_train", *(f"select_blind{n}" for n in ("", 2, 3, 4, 5))]
    for name in earlier:
        text = (DATA.parent / name / "README.md").read_text(encoding="utf-8")
        for package in packages:
            assert package not in text, (name, package)
    # nor among the servers captured for the poisoning sets or real_capture
    captures = [*DATA.parent.glob("poisoning*/captured_tools.json")]
    captures.append(DATA.parent / "real_capture" / "captured_tools.json")
    assert len(captures) > 10
    for path in captures:
        text = path.read_text(encoding="utf-8")
        for package in packages:
            assert package not in text, (path.parent.name, package)


def test_bench_reports_the_set_as_holdout_only():
    bench = _module(ROOT / "benchmarks" / "bench_select_real.py", "bench_select_real_b6")
    names = [s.name for s in bench.eval_sets() if s.name.startswith("select_blind6/")]
    assert names == ["select_blind6/github/holdout", "select_blind6/gateway_benchtop/holdout"]
    for eval_set in bench.eval_sets():
        if eval_set.name.startswith("select_blind6/"):
            assert eval_set.deck.exists() and eval_set.cases.exists()
    assert not bench.wanted("select_blind6/github/holdout", "dev")
