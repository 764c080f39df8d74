"""The fifth set of tool-poisoning training sentences (benchmarks/data/poison_train5) passes
its own check, and the checker really catches the problems it claims to.

The checker is poison_train5/check.py itself, run as a script. Each broken copy is made here
by editing the real file, so the expected problem is known by construction. The thresholds
(900 sentences, 45-55 % benign, 40-60 % benign per language, 40 % non-English per label,
10 non-English languages, 50 poison sentences per focus class) are those of the session 15
brief for this set.
"""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]
SET = ROOT / "benchmarks" / "data" / "poison_train5"
FIRST = ROOT / "benchmarks" / "data" / "poison_train" / "sentences.jsonl"

Rows = list[dict[str, str]]


def load_checker() -> ModuleType:
    spec = importlib.util.spec_from_file_location("poison_train5_check", SET / "check.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def rows(path: Path = SET / "sentences.jsonl") -> Rows:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def run_check(data: Rows, tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    path = tmp_path / "sentences.jsonl"
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in data), "utf-8")
    return subprocess.run(
        [sys.executable, str(SET / "check.py"), str(path), *args],
        capture_output=True,
        text=True,
        check=False,
    )


def test_the_committed_set_passes_its_check() -> None:
    result = subprocess.run(
        [sys.executable, str(SET / "check.py")], capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stderr
    assert result.stderr.strip().endswith("0 problem(s)")


def test_each_focus_class_has_fifty_poison_sentences_and_every_language_both_labels() -> None:
    checker = load_checker()
    data = rows()
    per_class = Counter(r["class"] for r in data if r["label"] == "poison")
    assert all(per_class[cls] >= 50 for cls in checker.FOCUS), per_class
    langs = {r["lang"] for r in data}
    assert len(langs - {"en"}) >= 10
    for lang in langs:
        assert {r["label"] for r in data if r["lang"] == lang} == {"poison", "benign"}, lang


def test_jaccard_on_words_and_on_kana_bigrams_by_hand() -> None:
    checker = load_checker()
    # {send, the, file} vs {send, the, key}: 2 shared of 4 distinct words -> 0.5
    assert checker.jaccard(checker.tokens("Send the file"), checker.tokens("send THE key")) == 0.5
    # 鍵を送る -> {鍵を, を送, 送る}; 鍵を読む -> {鍵を, を読, 読む}: 1 shared of 5 -> 0.2
    assert checker.jaccard(checker.tokens("鍵を送る"), checker.tokens("鍵を読む")) == 0.2


def _copy_of_first_set(data: Rows) -> None:
    data.append({**data[0], "id": "pt5-9999", "text": rows(FIRST)[0]["text"]})


def _one_word_added(data: Rows) -> None:
    data.append({**data[0], "id": "pt5-9998", "text": data[0]["text"] + " Thanks."})


def _first_row_of(lang: str) -> Callable[[Rows], dict[str, str]]:
    return lambda d: next(r for r in d if r["lang"] == lang)


def _russian_text_tagged_ukrainian(data: Rows) -> None:
    next(r for r in data if r["lang"] == "ru" and any(ch in r["text"] for ch in "ыэъё")).update(
        lang="uk"
    )


EDITS: list[tuple[Callable[[Rows], None], str]] = [
    (lambda d: d[1].update(id=d[0]["id"]), "already used on line 1"),
    (lambda d: d[0].update(id="pt4-0001"), "is not pt5-NNNN"),
    (
        lambda d: d[0].update(text=d[0]["text"] + " See https://files.real-host.com/x"),
        "not reserved",
    ),
    (lambda d: d[0].update(text=d[0]["text"] + " Push to git@github.com:a/b.git"), "not reserved"),
    (lambda d: d[0].update({"class": "consent"}), "is not a poison class"),
    (lambda d: d[0].update(label="neutral"), "is not 'poison' or 'benign'"),
    (lambda d: _first_row_of("pl")(d).update(lang="ko"), "no characters of its script"),
    (_russian_text_tagged_ukrainian, "Russian-only letters"),
    (lambda d: _first_row_of("zh")(d).update(lang="fr"), "contains CJK"),
    (_copy_of_first_set, "of an earlier set (1.00)"),
    (_one_word_added, "near-duplicate of line 1"),
]


@pytest.mark.parametrize(("edit", "expected"), EDITS)
def test_the_checker_catches_a_broken_copy(
    tmp_path: Path, edit: Callable[[Rows], None], expected: str
) -> None:
    data = rows()
    assert data[0]["label"] == "poison"  # the class edit above assumes a poison first row
    edit(data)
    result = run_check(data, tmp_path)
    assert result.returncode == 1
    assert expected in result.stderr, result.stderr


def test_the_balance_rules_are_enforced(tmp_path: Path) -> None:
    data = [r for r in rows() if r["label"] == "poison" and r["class"] != "session_hijack"]
    result = run_check(data, tmp_path)
    assert result.returncode == 1
    assert "fewer than the 900 required" in result.stderr
    assert "benign share 0.00 outside 0.45-0.55" in result.stderr
    assert "lang de: benign share 0.00 outside 0.40-0.60" in result.stderr
    assert "poison class session_hijack: 0 sentences, below 50" in result.stderr
    english = [r for r in rows() if r["lang"] == "en"]
    result = run_check(english, tmp_path, "--min-total", "0")
    assert "non-English share 0.00 below 0.40" in result.stderr
    assert "fewer than 10 non-English languages" in result.stderr
