"""The fifth, blind lint-label set (benchmarks/data/lint_labels5) is consistent.

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

SET = Path(__file__).resolve().parents[2] / "benchmarks" / "data" / "lint_labels5"


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
    # 14 godot + 11 excalidraw + 17 ios_simulator + 2 mcp_installer (README's table, every tool
    # of each server); the split is round(0.6 n) per deck = 8 + 7 + 10 + 1 dev
    assert "tools: 44 (26 dev, 18 holdout) in 4 servers" in out


def test_set_has_the_look_alike_pairs_of_its_readme() -> None:
    # README: 10 X101 pairs, each as two mirrored lines (godot 4, excalidraw 2, ios_simulator 3,
    # mcp_installer 1)
    labels = read_jsonl(SET / "labels.jsonl")
    x101 = [r for r in labels if r["code"] == "X101"]
    pairs = {frozenset((r["server"], t) for t in (r["tool"], r["related"])) for r in x101}
    assert len(x101) == 20
    assert len(pairs) == 10
    decks = ("godot", "excalidraw", "ios_simulator", "mcp_installer")
    per_deck = {d: sum(1 for p in pairs if next(iter(p))[0] == d) for d in decks}
    assert per_deck == {"godot": 4, "excalidraw": 2, "ios_simulator": 3, "mcp_installer": 1}
    # every tool of an X101 pair carries D106 naming its partner (kinds.md: both sides silent)
    d106 = {
        (r["server"], r["tool"]): set(r["related"].split(","))
        for r in labels
        if r["code"] == "D106"
    }
    for r in x101:
        assert r["related"] in d106[(r["server"], r["tool"])], r


def test_every_kind_of_the_catalogue_was_judged_on_the_whole_deck() -> None:
    # not a look-alike focus: labels of at least 20 kinds, spread over all four decks, and no
    # label of a kind the set did not judge (check_labels.py's NOT_JUDGED)
    labels = read_jsonl(SET / "labels.jsonl")
    checker = load_checker(SET)
    codes = {r["code"] for r in labels}
    assert len(codes) >= 20
    assert not codes & checker.NOT_JUDGED
    assert {r["server"] for r in labels} == {
        "godot",
        "excalidraw",
        "ios_simulator",
        "mcp_installer",
    }


def test_decks_are_the_captures_unchanged() -> None:
    build = load_module(SET / "build_decks.py")
    assert build.main(["--check"]) == 0
    for deck in ("godot", "excalidraw", "ios_simulator", "mcp_installer"):
        built = json.loads((SET / "tools" / f"{deck}.json").read_text(encoding="utf-8"))
        captured = json.loads((SET / "servers" / f"{deck}.json").read_text(encoding="utf-8"))
        assert built["tools"] == captured["tools"], deck
