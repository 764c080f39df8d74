"""The checker the reviewer-label sets share (benchmarks/data/lint_labels_common.py).

Each set's check_labels.py keeps its own rule-code snapshot and options and calls the shared
check_folder: every shipped set passes, and a label naming a code no rule has is refused in
each (the first set had no structural test of its own before the checkers were merged).
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import shutil
from pathlib import Path
from types import ModuleType

import pytest

DATA = Path(__file__).resolve().parents[2] / "benchmarks" / "data"
SETS = ["lint_labels", "lint_labels2", "lint_labels3", "lint_labels4", "lint_labels5"]


def load(path: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location(f"{path.stem}_{id(path)}", path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("name", SETS)
def test_each_shipped_set_passes(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert load(DATA / name / "check_labels.py").main() == 0
    assert "ERROR" not in capsys.readouterr().out


@pytest.mark.parametrize("name", SETS)
def test_an_unknown_code_is_refused(
    name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    copy = tmp_path / name
    shutil.copytree(DATA / name, copy)
    shutil.copy(DATA / "lint_labels_common.py", tmp_path)
    labels = copy / "labels.jsonl"
    rows = [json.loads(line) for line in labels.read_text(encoding="utf-8").splitlines()]
    rows[0]["code"] = "Z999"
    labels.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    assert load(copy / "check_labels.py").main() == 1
    assert "unknown code 'Z999'" in capsys.readouterr().out


# The structural checks every blind set since the second shares (until session 37 they were
# copied into each set's test file; the set-specific ones — counts, pairs, decks — stay there).
SPLIT_SETS = ["lint_labels2", "lint_labels3", "lint_labels4", "lint_labels5"]
BUILT_SETS = {"lint_labels3": "docker", "lint_labels4": "mongodb", "lint_labels5": "godot"}
"""Sets whose tools/ are built from servers/ and whose X101 lines come in mirrored pairs,
with the deck each test edits (the one the set's own test edited before)."""


def read_jsonl(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def tampered(tmp_path: Path, name: str) -> Path:
    """A copy of set ``name`` beside a copy of the shared checker (its check_labels.py
    imports ../lint_labels_common.py)."""
    copy = tmp_path / name
    shutil.copytree(DATA / name, copy)
    shutil.copy(DATA / "lint_labels_common.py", tmp_path)
    return copy


def write_jsonl(path: Path, rows: list[dict]) -> None:
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")


@pytest.mark.parametrize("name", SPLIT_SETS)
def test_split_follows_the_first_sets_rule(name: str) -> None:
    # each README: within each server, order by sha1("<server>/<tool>"); the first
    # round(0.6 n) are dev
    rows = read_jsonl(DATA / name / "tools.jsonl")
    for server in {r["server"] for r in rows}:
        names = [r["tool"] for r in rows if r["server"] == server]
        order = sorted(names, key=lambda n: hashlib.sha1(f"{server}/{n}".encode()).hexdigest())
        dev = set(order[: round(0.6 * len(order))])
        for r in rows:
            if r["server"] == server:
                assert r["split"] == ("dev" if r["tool"] in dev else "holdout"), r


@pytest.mark.parametrize("name", SPLIT_SETS)
def test_every_listed_tool_is_in_its_capture(name: str) -> None:
    for row in read_jsonl(DATA / name / "tools.jsonl"):
        deck = json.loads((DATA / name / row["file"]).read_text(encoding="utf-8"))
        assert row["tool"] in {t["name"] for t in deck["tools"]}, row


CHANGES = [
    (lambda r: r | {"tool": "no_such_tool"}, "not in tools/"),
    (lambda r: r | {"code": "Z999"}, "unknown code"),
    (lambda r: r | {"code": "P104"}, "listed as not judged"),
    (lambda r: r | {"split": "holdout" if r["split"] == "dev" else "dev"}, "differs from"),
    (lambda r: r | {"pointer": "/inputSchema/properties/nope/deeper"}, "does not resolve"),
    (lambda r: r | {"confidence": "maybe"}, "confidence must be"),
]


@pytest.mark.parametrize("name", SPLIT_SETS)
@pytest.mark.parametrize(("change", "message"), CHANGES)
def test_tampered_copy_is_refused(
    name: str, change, message: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    copy = tampered(tmp_path, name)
    rows = read_jsonl(copy / "labels.jsonl")
    rows[0] = change(dict(rows[0]))
    write_jsonl(copy / "labels.jsonl", rows)
    assert load(copy / "check_labels.py").main() == 1
    assert message in capsys.readouterr().out


@pytest.mark.parametrize("name", SPLIT_SETS)
def test_pair_label_without_related_is_refused(
    name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    copy = tampered(tmp_path, name)
    rows = read_jsonl(copy / "labels.jsonl")
    i = next(i for i, r in enumerate(rows) if r["code"] == "X101")
    del rows[i]["related"]
    write_jsonl(copy / "labels.jsonl", rows)
    assert load(copy / "check_labels.py").main() == 1
    assert "needs 'related'" in capsys.readouterr().out


@pytest.mark.parametrize(("name", "deck"), sorted(BUILT_SETS.items()))
def test_edited_deck_is_refused(
    name: str, deck: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    copy = tampered(tmp_path, name)
    path = copy / "tools" / f"{deck}.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    data["tools"][0]["description"] += " (edited)"
    path.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    assert load(copy / "check_labels.py").main() == 1
    assert "differ from servers/" in capsys.readouterr().out


@pytest.mark.parametrize("name", sorted(BUILT_SETS))
def test_x101_line_without_its_mirror_is_refused(
    name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    copy = tampered(tmp_path, name)
    rows = read_jsonl(copy / "labels.jsonl")
    del rows[next(i for i, r in enumerate(rows) if r["code"] == "X101")]
    write_jsonl(copy / "labels.jsonl", rows)
    assert load(copy / "check_labels.py").main() == 1
    assert "has no mirror line" in capsys.readouterr().out
