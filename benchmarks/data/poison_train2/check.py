"""Consistency check for the second set of tool-poisoning training sentences (poison_train2).

Training data only: this script checks the file's shape, it measures nothing about any
classifier. It reuses the first set's checker (``../poison_train/check.py``: URL/e-mail
domain check, script regexes) and differs from it in these points:

- ids are ``pt2-NNNN``;
- lang may also be ``zh-hant`` (Traditional Chinese). A ``zh-hant`` text must contain Han
  characters, no kana, and at least one character from ``TRADITIONAL_ONLY`` (characters
  whose Simplified form differs, e.g. 這, 個, 會); a ``zh`` text must contain none of them,
  so the two tags cannot be swapped by mistake;
- one more poison class (``rug_pull``) and five more benign classes (``auth_config``,
  ``tool_io``, ``privacy``, ``error_hint``, ``agent_guidance``), documented in README.md;
- no text may repeat a text of the first set (same folding of case and whitespace), so the
  two sets can be concatenated without duplicates;
- the defaults are at least 700 sentences and a non-English share of 40 % per label.

Prints the counts per label, class and language. Exit status 0 when no problem was found,
1 otherwise. Usage: ``python check.py [PATH] [--min-per-label N] [--min-non-english F]``.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import re
import sys
from collections import Counter
from pathlib import Path
from types import ModuleType

HERE = Path(__file__).resolve().parent
FIRST_SET = HERE.parent / "poison_train"


def _load_first_checker() -> ModuleType:
    """Import ``poison_train/check.py`` by path (the data folders are not packages)."""
    spec = importlib.util.spec_from_file_location("poison_train_check", FIRST_SET / "check.py")
    if spec is None or spec.loader is None:
        raise ImportError(f"cannot load {FIRST_SET / 'check.py'}; is the first set present?")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


first = _load_first_checker()

FIELDS = first.FIELDS
OPTIONAL = first.OPTIONAL
LANGS = (*first.LANGS, "zh-hant")
POISON_CLASSES = (*first.POISON_CLASSES, "rug_pull")
BENIGN_CLASSES = (
    *first.BENIGN_CLASSES,
    "auth_config",
    "tool_io",
    "privacy",
    "error_hint",
    "agent_guidance",
)
CLASSES = {"poison": POISON_CLASSES, "benign": BENIGN_CLASSES}
ID = re.compile(r"^pt2-\d{4}$")
# Traditional characters whose Simplified form is a different code point (a small,
# common subset, chosen by hand from the Simplified/Traditional pairs of everyday words).
TRADITIONAL_ONLY = frozenset(
    "這個們會說時對於與為從來將請應該檔資訊網頁錯誤傳輸號碼帳戶權據結處設"
    "預數現務開關閉鍵節點單選擇項發給過還讓啟動態護無產業門問題紀錄執轉換讀寫"
    "刪專導覽視裝線連際標籤顯範圍條儲區塊雲庫頻郵驗證審"
)


def _fold(text: str) -> str:
    return " ".join(text.split()).casefold()


def _script_problem(text: str, lang: str) -> str | None:
    """Return why the text's script disagrees with ``lang``, or None when it agrees."""
    traditional = any(ch in TRADITIONAL_ONLY for ch in text)
    if lang == "zh-hant":
        why: str | None = first._script_problem(text, "zh")
        if why:
            return why.replace("'zh'", "'zh-hant'")
        if not traditional:
            return "lang 'zh-hant' but the text has no Traditional-only character; use 'zh'"
        return None
    if lang == "zh" and traditional:
        return "lang 'zh' but the text has Traditional-only characters; use 'zh-hant'"
    other: str | None = first._script_problem(text, lang)
    return other


def _first_set_texts() -> dict[str, str]:
    """Folded text -> id of every sentence of the first set (empty if it is missing)."""
    path = FIRST_SET / "sentences.jsonl"
    if not path.is_file():
        return {}
    out: dict[str, str] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip():
            row = json.loads(line)
            out[_fold(row["text"])] = row["id"]
    return out


def check(
    path: Path, min_per_label: int = 0, min_non_english: float = 0.0
) -> tuple[list[str], dict[str, Counter[str]]]:
    """Check ``path``; return (problems, counts).

    counts has the keys ``label``, ``class`` (``label/class``) and ``lang`` (``label/lang``).
    A missing or unreadable file is reported as one problem, not raised.
    """
    problems: list[str] = []
    counts: dict[str, Counter[str]] = {"label": Counter(), "class": Counter(), "lang": Counter()}
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError as exc:
        return [f"{path}: cannot read ({exc.strerror}); pass the path of sentences.jsonl"], counts
    earlier = _first_set_texts()
    seen_ids: dict[str, int] = {}
    seen_texts: dict[str, int] = {}
    for number, line in enumerate(lines, 1):
        where = f"{path.name}:{number}"
        if not line.strip():
            problems.append(f"{where}: empty line; remove it")
            continue
        try:
            row = json.loads(line)
        except json.JSONDecodeError as exc:
            problems.append(f"{where}: not valid JSON ({exc.msg}); fix the quoting")
            continue
        if not isinstance(row, dict):
            problems.append(f"{where}: not a JSON object")
            continue
        missing = FIELDS - row.keys()
        extra = row.keys() - FIELDS - OPTIONAL
        if missing or extra:
            problems.append(
                f"{where}: fields missing {sorted(missing)} / unexpected {sorted(extra)}; "
                f"use exactly {sorted(FIELDS)} plus optional 'note'"
            )
            continue
        if not all(isinstance(row[k], str) for k in row):
            problems.append(f"{where}: every field must be a string")
            continue
        ident, text, label, cls, lang = (row[k] for k in ("id", "text", "label", "class", "lang"))
        if not ID.match(ident):
            problems.append(f"{where}: id {ident!r} is not pt2-NNNN")
        elif ident in seen_ids:
            problems.append(f"{where}: id {ident} already used on line {seen_ids[ident]}")
        else:
            seen_ids[ident] = number
        folded = _fold(text)
        if not folded:
            problems.append(f"{where}: empty text")
        elif folded in seen_texts:
            problems.append(f"{where}: same text as line {seen_texts[folded]}; remove one")
        else:
            seen_texts[folded] = number
        if folded and folded in earlier:
            problems.append(
                f"{where}: same text as {earlier[folded]} of the first set; write a new one"
            )
        if label not in CLASSES:
            problems.append(f"{where}: label {label!r} is not 'poison' or 'benign'")
            continue
        if cls not in CLASSES[label]:
            problems.append(
                f"{where}: class {cls!r} is not a {label} class; use one of {list(CLASSES[label])}"
            )
        if lang not in LANGS:
            problems.append(f"{where}: lang {lang!r} is not one of {list(LANGS)}")
        else:
            why = _script_problem(text, lang)
            if why:
                problems.append(f"{where}: {why}")
        why = first._host_problem(text)
        if why:
            problems.append(f"{where}: {why}")
        counts["label"][label] += 1
        counts["class"][f"{label}/{cls}"] += 1
        counts["lang"][f"{label}/{lang}"] += 1
    for label in CLASSES:
        total = counts["label"][label]
        if total < min_per_label:
            problems.append(f"{label}: {total} sentences, fewer than the {min_per_label} required")
        if total:
            share = 1 - counts["lang"][f"{label}/en"] / total
            if share < min_non_english:
                problems.append(
                    f"{label}: non-English share {share:.2f} below {min_non_english:.2f}"
                )
    return problems, counts


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("path", nargs="?", type=Path, default=HERE / "sentences.jsonl")
    parser.add_argument("--min-per-label", type=int, default=700)
    parser.add_argument("--min-non-english", type=float, default=0.40)
    args = parser.parse_args(argv)
    problems, counts = check(args.path, args.min_per_label, args.min_non_english)
    print(first._table(counts))
    for problem in problems:
        print("PROBLEM", problem)
    print("ok" if not problems else f"{len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
