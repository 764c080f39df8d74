"""The fourth set of tool-poisoning training sentences (benchmarks/data/poison_train4) passes
its own check, and the checker really catches the problems it claims to.

The checker is poison_train4/check.py itself, run as a script. The broken copies are made
here by editing one row of the real file, so each expected problem is known by construction.
The minimum counts (800 sentences, a benign share between 45 % and 55 %, 50 % non-English per
label) are those the set was written to meet (session 12 training brief for the fourth set).
"""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]
SET = ROOT / "benchmarks" / "data" / "poison_train4"
EARLIER = [ROOT / "benchmarks" / "data" / name for name in ("poison_train", "poison_train2")]
THIRD = ROOT / "benchmarks" / "data" / "poison_train3"

Rows = list[dict[str, str]]


def run_check(path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(SET / "check.py"), str(path), *args],
        capture_output=True,
        text=True,
        check=False,
    )


def load_checker() -> ModuleType:
    spec = importlib.util.spec_from_file_location("poison_train4_check", SET / "check.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


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


def test_the_brief_s_proportions_hold() -> None:
    data = rows()
    benign = [r for r in data if r["label"] == "benign"]
    assert len(data) >= 800
    assert 0.45 <= len(benign) / len(data) <= 0.55
    for label in ("poison", "benign"):
        of_label = [r for r in data if r["label"] == label]
        assert sum(r["lang"] != "en" for r in of_label) / len(of_label) >= 0.50, label
    # every language of the set has both labels, so a language is no label shortcut
    langs = {r["lang"] for r in data}
    for lang in langs:
        labels = {r["label"] for r in data if r["lang"] == lang}
        assert labels == {"poison", "benign"}, lang
    main = {"it", "pt", "pl", "nl", "tr", "ar", "ko", "ja", "es", "fr", "de", "ru", "zh"}
    assert main | {"cs", "sv", "id", "vi", "hi", "uk"} <= langs


def test_the_new_classes_are_used_on_the_right_side() -> None:
    data = rows()
    by_class = {(r["label"], r["class"]) for r in data}
    assert {("poison", "misreporting"), ("poison", "scope_widening")} <= by_class
    assert {("benign", "house_style"), ("benign", "changelog")} <= by_class


def test_no_sentence_repeats_or_nearly_repeats_an_earlier_set() -> None:
    checker = load_checker()
    earlier = [r for folder in (*EARLIER, THIRD) for r in rows(folder / "sentences.jsonl")]
    index = checker._NearIndex(0.55)
    for r in earlier:
        index.add(r["id"], checker.tokens(r["text"]))
    hits = [(r["id"], index.near(checker.tokens(r["text"]))) for r in rows()]
    assert [h for h in hits if h[1]] == []


def test_jaccard_is_computed_by_hand_on_two_small_examples() -> None:
    checker = load_checker()
    # {a, b, c} vs {b, c, d}: 2 shared of 4 distinct words -> 0.5
    assert checker.jaccard(checker.tokens("a b c"), checker.tokens("B c d")) == 0.5
    # kana text uses character bigrams: ノート本文 -> {ノー, ート, ト本, 本文},
    # ノート題名 -> {ノー, ート, ト題, 題名}: 2 shared of 6 distinct -> 1/3
    assert checker.jaccard(checker.tokens("ノート本文"), checker.tokens("ノート題名")) == 2 / 6


def _first_poison(data: Rows) -> dict[str, str]:
    return next(r for r in data if r["label"] == "poison" and r["lang"] == "en")


def _near_copy_of_third(data: Rows) -> None:
    # the last word of a sentence of the third set changed: far above 0.55 for any
    # sentence of ten or more words (9 shared of 11 distinct at worst -> 0.82)
    text = next(r["text"] for r in rows(THIRD / "sentences.jsonl") if len(r["text"].split()) >= 10)
    words = text.split()
    words[-1] = "zzzz"
    data.append({**_first_poison(data), "id": "pt4-9996", "text": " ".join(words)})


def _near_copy_within(data: Rows) -> None:
    row = _first_poison(data)
    data.append({**row, "id": "pt4-9995", "text": row["text"] + " Thanks."})


def _same_text_as_third(data: Rows) -> None:
    text = rows(THIRD / "sentences.jsonl")[0]["text"]
    data.append({**data[0], "id": "pt4-9994", "text": text})


def _latin_text_tagged_korean(data: Rows) -> None:
    next(r for r in data if r["lang"] == "pl")["lang"] = "ko"


EDITS: list[tuple[Callable[[Rows], None], str]] = [
    (lambda d: d.append(dict(d[0])), "already used"),
    (lambda d: d.append({**d[0], "id": "pt4-9999"}), "same text as line 1"),
    (lambda d: d[0].update(id="pt3-0001"), "is not pt4-NNNN"),
    (lambda d: d[0].update(text=d[0]["text"] + " https://evil-corp.com/x"), "not reserved"),
    (lambda d: d[0].update({"class": "misreporting"}), "is not a benign class"),
    (lambda d: d[0].update(label="neutral"), "is not 'poison' or 'benign'"),
    (_near_copy_of_third, "of an earlier set"),
    (_same_text_as_third, "same text as pt3-0001 of an earlier set"),
    (_near_copy_within, "near-duplicate of line"),
    (_latin_text_tagged_korean, "lang 'ko' but the text has no characters of it"),
]


@pytest.mark.parametrize(("edit", "expected"), EDITS)
def test_the_checker_catches_a_broken_copy(
    tmp_path: Path, edit: Callable[[Rows], None], expected: str
) -> None:
    data = rows()
    assert data[0]["label"] == "benign"  # the class edit above assumes a benign first row
    edit(data)
    result = run_check(write(tmp_path, data))
    assert result.returncode == 1
    assert expected in result.stdout, result.stdout


def test_the_minimum_counts_are_enforced(tmp_path: Path) -> None:
    data = [r for r in rows() if r["lang"] == "en" and r["label"] == "poison"][:40]
    result = run_check(write(tmp_path, data))
    assert result.returncode == 1
    assert "fewer than the 800 required" in result.stdout
    assert "benign share 0.00 below 0.45" in result.stdout
    assert "non-English share 0.00 below 0.50" in result.stdout


def test_a_benign_heavy_copy_is_refused(tmp_path: Path) -> None:
    data = [r for r in rows() if r["label"] == "benign"]
    result = run_check(write(tmp_path, data), "--min-total", "0")
    assert result.returncode == 1
    assert "benign share 1.00 above 0.55" in result.stdout
