"""The third set of tool-poisoning training sentences (benchmarks/data/poison_train3) passes
its own check, and the checker really catches the problems it claims to.

The checker is poison_train3/check.py itself, run as a script. The broken copies are made
here by editing one row of the real file, so each expected problem is known by construction.
The minimum counts (1,000 sentences, 55 % benign, 50 % non-English per label) are those the
set was written to meet (session 12 training brief).
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
SET = ROOT / "benchmarks" / "data" / "poison_train3"
FIRST = ROOT / "benchmarks" / "data" / "poison_train"
SECOND = ROOT / "benchmarks" / "data" / "poison_train2"

Rows = list[dict[str, str]]


def run_check(path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(SET / "check.py"), str(path), *args],
        capture_output=True,
        text=True,
        check=False,
    )


def load_checker() -> ModuleType:
    spec = importlib.util.spec_from_file_location("poison_train3_check", SET / "check.py")
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
    assert len(data) >= 1000
    assert len(benign) / len(data) >= 0.55
    assert sum(r["lang"] != "en" for r in data) / len(data) >= 0.50
    # every language of the set has both labels, so a language is no label shortcut
    langs = {r["lang"] for r in data}
    for lang in langs:
        labels = {r["label"] for r in data if r["lang"] == lang}
        assert labels == {"poison", "benign"}, lang
    assert {"ko", "pt", "it", "pl", "tr", "nl", "ar", "ja", "vi", "id", "hi", "uk", "cs", "sv"} <= (
        langs
    )


def test_no_sentence_repeats_or_nearly_repeats_an_earlier_set() -> None:
    checker = load_checker()
    earlier = rows(FIRST / "sentences.jsonl") + rows(SECOND / "sentences.jsonl")
    index = checker._NearIndex(0.55)
    for r in earlier:
        index.add(r["id"], checker.tokens(r["text"]))
    hits = [(r["id"], index.near(checker.tokens(r["text"]))) for r in rows()]
    assert [h for h in hits if h[1]] == []


def test_jaccard_is_computed_by_hand_on_two_small_examples() -> None:
    checker = load_checker()
    # {a, b, c} vs {b, c, d}: 2 shared of 4 distinct words -> 0.5
    assert checker.jaccard(checker.tokens("a b c"), checker.tokens("B c d")) == 0.5
    # Han text uses character bigrams: 笔记正文 -> {笔记, 记正, 正文},
    # 笔记标题 -> {笔记, 记标, 标题}: 1 shared of 5 distinct -> 0.2
    assert checker.jaccard(checker.tokens("笔记正文"), checker.tokens("笔记标题")) == 1 / 5


def _first_poison(data: Rows) -> dict[str, str]:
    return next(r for r in data if r["label"] == "poison" and r["lang"] == "en")


def _near_copy_of_earlier(data: Rows) -> None:
    # the last word of a 24-word sentence of the first set changed: Jaccard 23/25 = 0.92
    text = rows(FIRST / "sentences.jsonl")[0]["text"]
    words = text.split()
    words[-1] = "zzzz"
    data.append({**_first_poison(data), "id": "pt3-9996", "text": " ".join(words)})


def _near_copy_within(data: Rows) -> None:
    row = _first_poison(data)
    data.append({**row, "id": "pt3-9995", "text": row["text"] + " Thanks."})


def _russian_letters_in_uk(data: Rows) -> None:
    row = next(r for r in data if r["lang"] == "uk")
    row["text"] = row["text"] + " Объём."


def _latin_text_tagged_arabic(data: Rows) -> None:
    next(r for r in data if r["lang"] == "pl")["lang"] = "ar"


def _devanagari_tagged_swedish(data: Rows) -> None:
    next(r for r in data if r["lang"] == "hi")["lang"] = "sv"


EDITS: list[tuple[Callable[[Rows], None], str]] = [
    (lambda d: d.append(dict(d[0])), "already used"),
    (lambda d: d.append({**d[0], "id": "pt3-9999"}), "same text as line 1"),
    (lambda d: d[0].update(id="pt2-0001"), "is not pt3-NNNN"),
    (lambda d: d[0].update(text=d[0]["text"] + " https://evil-corp.com/x"), "not reserved"),
    (lambda d: d[0].update({"class": "persistance"}), "is not a benign class"),
    (_near_copy_of_earlier, "of an earlier set"),
    (_near_copy_within, "near-duplicate of line"),
    (_russian_letters_in_uk, "Russian-only letters"),
    (_latin_text_tagged_arabic, "lang 'ar' but the text has no characters of it"),
    (_devanagari_tagged_swedish, "contains Arabic or Devanagari"),
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
    assert "fewer than the 1000 required" in result.stdout
    assert "benign share 0.00 below 0.55" in result.stdout
    assert "non-English share 0.00 below 0.50" in result.stdout
