"""The fourth, blind lint-label set (benchmarks/data/lint_labels4) is consistent.

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

SET = Path(__file__).resolve().parents[2] / "benchmarks" / "data" / "lint_labels4"


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
    # 27 mongodb + 18 postgres_mcp + 13 gateway_web (5 tavily + 2 exa + 6 of firecrawl's 29):
    # README's table; the split is round(0.6 n) per deck = 16 + 11 + 8 dev
    assert "tools: 58 (35 dev, 23 holdout) in 3 servers" in out


def test_set_has_the_look_alike_labels_it_was_built_for() -> None:
    # README: 31 pairs, each as two mirrored lines (gateway_web 13, mongodb 8, postgres_mcp 10)
    x101 = [r for r in read_jsonl(SET / "labels.jsonl") if r["code"] == "X101"]
    pairs = {frozenset((r["server"], t) for t in (r["tool"], r["related"])) for r in x101}
    assert len(x101) == 62
    assert len(pairs) == 31
    decks = ("gateway_web", "mongodb", "postgres_mcp")
    per_deck = {d: sum(1 for p in pairs if next(iter(p))[0] == d) for d in decks}
    assert per_deck == {"gateway_web": 13, "mongodb": 8, "postgres_mcp": 10}
    # every tool of an X101 pair carries D106 naming its partner (kinds.md: both sides silent)
    d106 = {
        (r["server"], r["tool"]): set(r["related"].split(","))
        for r in read_jsonl(SET / "labels.jsonl")
        if r["code"] == "D106"
    }
    for r in x101:
        assert r["related"] in d106[(r["server"], r["tool"])], r


def test_decks_are_the_captures_merged_with_server_prefixes() -> None:
    build = load_module(SET / "build_decks.py")
    assert build.main(["--check"]) == 0
    deck = json.loads((SET / "tools" / "gateway_web.json").read_text(encoding="utf-8"))
    merged = {t["name"]: t for t in deck["tools"]}
    captured = json.loads((SET / "servers" / "tavily.json").read_text(encoding="utf-8"))
    for tool in captured["tools"]:
        assert merged[f"tavily__{tool['name']}"] == {**tool, "name": f"tavily__{tool['name']}"}
    # the Firecrawl subset: 6 of the 29 captured tools, nothing else from that server
    firecrawl = [n for n in merged if n.startswith("firecrawl__")]
    assert len(firecrawl) == 6
    assert len(merged) == 13
