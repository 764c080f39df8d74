"""The second set of tool-poisoning training sentences (benchmarks/data/poison_train2) passes
its own check, and the checker really catches the problems it claims to.

The checker is poison_train2/check.py itself, run as a script. The broken copies are made
here by editing one row of the real file, so each expected problem is known by construction.
The minimum counts (700 per label, 40 % non-English per label) are those the set was written
to meet (session 10 training brief).
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SET = ROOT / "benchmarks" / "data" / "poison_train2"
FIRST = ROOT / "benchmarks" / "data" / "poison_train"

Rows = list[dict[str, str]]


def run_check(path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(SET / "check.py"), str(path), *args],
        capture_output=True,
        text=True,
        check=False,
    )


def rows(path: Path = SET / "sentences.jsonl") -> Rows:
    lines = path.read_text(encoding="utf-8").splitlines()
    return [json.loads(line) for line in lines]


def write(tmp_path: Path, data: Rows) -> Path:
    path = tmp_path / "sentences.jsonl"
    path.write_text(
        "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in data), encoding="utf-8"
    )
    return path


def test_the_committed_set_passes_its_check() -> None:
    result = run_check(SET / "sentences.jsonl")
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.rstrip().endswith("ok")


def test_every_class_of_both_labels_is_present() -> None:
    data = rows()
    poison = {r["class"] for r in data if r["label"] == "poison"}
    benign = {r["class"] for r in data if r["label"] == "benign"}
    # the first set's twelve poison classes plus rug_pull; its thirteen benign classes plus
    # the five added here (README.md, "Classes")
    assert len(poison) == 13 and "rug_pull" in poison
    assert len(benign) == 18
    assert {"auth_config", "tool_io", "privacy", "error_hint", "agent_guidance"} <= benign


def test_no_sentence_repeats_one_of_the_first_set() -> None:
    first = {" ".join(r["text"].split()).casefold() for r in rows(FIRST / "sentences.jsonl")}
    again = [r["id"] for r in rows() if " ".join(r["text"].split()).casefold() in first]
    assert again == []


def _first_poison(data: Rows) -> dict[str, str]:
    return next(r for r in data if r["label"] == "poison" and r["lang"] == "en")


def _zh_hant_row(data: Rows) -> dict[str, str]:
    return next(r for r in data if r["lang"] == "zh-hant")


def _retag_traditional_as_simplified(data: Rows) -> None:
    _zh_hant_row(data)["lang"] = "zh"


def _simplified_tagged_traditional(data: Rows) -> None:
    # 请先调用 has no Traditional-only character (请 is the Simplified form of 請)
    data.append({**_first_poison(data), "id": "pt2-9998", "text": "请先调用", "lang": "zh-hant"})


def _copy_of_first_set(data: Rows) -> None:
    text = rows(FIRST / "sentences.jsonl")[0]["text"]
    data.append({**_first_poison(data), "id": "pt2-9997", "text": text})


EDITS: list[tuple[Callable[[Rows], None], str]] = [
    (lambda d: d.append(dict(d[0])), "already used"),
    (lambda d: d.append({**d[0], "id": "pt2-9999"}), "same text as line 1"),
    (lambda d: d[0].update(id="pt-0001"), "is not pt2-NNNN"),
    (lambda d: d[0].update(text=d[0]["text"] + " https://evil-corp.com/x"), "not reserved"),
    (lambda d: d[0].update({"class": "rugpull"}), "is not a poison class"),
    (_retag_traditional_as_simplified, "use 'zh-hant'"),
    (_simplified_tagged_traditional, "no Traditional-only character"),
    (_copy_of_first_set, "of the first set"),
]


@pytest.mark.parametrize(("edit", "expected"), EDITS)
def test_the_checker_catches_a_broken_copy(
    tmp_path: Path, edit: Callable[[Rows], None], expected: str
) -> None:
    data = rows()
    assert data[0]["label"] == "poison"  # the edits above assume a poison first row
    edit(data)
    result = run_check(write(tmp_path, data))
    assert result.returncode == 1
    assert expected in result.stdout, result.stdout


def test_the_minimum_counts_are_enforced(tmp_path: Path) -> None:
    data = [r for r in rows() if r["lang"] == "en"][:40]
    result = run_check(write(tmp_path, data))
    assert result.returncode == 1
    assert "fewer than the 700 required" in result.stdout
    assert "non-English share 0.00 below 0.40" in result.stdout
