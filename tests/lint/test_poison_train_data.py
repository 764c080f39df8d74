"""The tool-poisoning training sentences (benchmarks/data/poison_train) pass their own check,
and the checker really catches the problems it claims to.

The checker is check.py itself, run as a script. The broken copies are made here by editing
one row of the real file, so each expected problem is known by construction. The minimum
counts (450 per label, 30 % non-English per label) are those the set was written to meet
(issue 16 training brief).
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SET = ROOT / "benchmarks" / "data" / "poison_train"


def run_check(path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(SET / "check.py"), str(path), *args],
        capture_output=True,
        text=True,
        check=False,
    )


def rows() -> list[dict[str, str]]:
    lines = (SET / "sentences.jsonl").read_text(encoding="utf-8").splitlines()
    return [json.loads(line) for line in lines]


def write(tmp_path: Path, data: list[dict[str, str]]) -> Path:
    path = tmp_path / "sentences.jsonl"
    path.write_text(
        "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in data), encoding="utf-8"
    )
    return path


def test_the_committed_set_passes_its_check() -> None:
    result = run_check(SET / "sentences.jsonl")
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.rstrip().endswith("ok")


def test_both_labels_and_every_class_are_present() -> None:
    data = rows()
    labels = {r["label"] for r in data}
    assert labels == {"poison", "benign"}
    poison_classes = {r["class"] for r in data if r["label"] == "poison"}
    assert len(poison_classes) == 12  # the twelve classes of the brief, all written


@pytest.mark.parametrize(
    ("edit", "expected"),
    [
        (lambda d: d.append(dict(d[0])), "already used"),
        (lambda d: d.append({**d[0], "id": "pt-9999"}), "same text as line 1"),
        (lambda d: d[0].update(lang="de", text=d[0]["text"] + " 和"), "contains CJK"),
        (lambda d: d[0].update(text=d[0]["text"] + " see https://evil-corp.com/x"), "not reserved"),
        (lambda d: d[0].update({"class": "shadowingg"}), "is not a poison class"),
        (lambda d: d[0].pop("lang"), "fields missing ['lang']"),
    ],
)
def test_the_checker_catches_a_broken_copy(tmp_path: Path, edit: object, expected: str) -> None:
    data = rows()
    assert data[0]["label"] == "poison"  # the edits above assume a poison first row
    edit(data)  # type: ignore[operator]
    result = run_check(write(tmp_path, data))
    assert result.returncode == 1
    assert expected in result.stdout, result.stdout


def test_the_minimum_counts_are_enforced(tmp_path: Path) -> None:
    data = [r for r in rows() if r["lang"] == "en"][:40]
    result = run_check(write(tmp_path, data))
    assert result.returncode == 1
    assert "fewer than the 450 required" in result.stdout
    assert "non-English share 0.00 below 0.30" in result.stdout
