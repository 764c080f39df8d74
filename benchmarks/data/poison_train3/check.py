"""Consistency check for the third set of tool-poisoning training sentences (poison_train3).

Training data only: this script checks the file's shape, it measures nothing about any
classifier. It reuses the second set's checker (``../poison_train2/check.py``, which itself
reuses the first set's: URL/e-mail domain check, script regexes, Traditional/Simplified
Chinese tags) and differs from it in these points:

- ids are ``pt3-NNNN``;
- ten more languages: ``pl``, ``tr``, ``nl``, ``vi``, ``id``, ``cs``, ``sv`` (Latin letters,
  no CJK, Hangul, Cyrillic, Arabic or Devanagari), ``ar`` (must contain Arabic letters),
  ``hi`` (must contain Devanagari) and ``uk`` (Cyrillic without the Russian-only letters
  ы, э, ъ, ё; conversely an ``ru`` text must not contain the Ukrainian-only і, ї, є, ґ);
- one more poison class (``persistence``) and two more benign classes (``consent``,
  ``param_doc``), documented in README.md;
- no text may repeat a text of the first or second set, and no two texts may be near
  duplicates: a Jaccard overlap of 0.55 or more between their word sets (lower-cased
  ``\\w+`` tokens; character bigrams for texts with Han or kana) is a problem, both
  within this set and against every sentence of ``poison_train`` and ``poison_train2``;
- the defaults are at least 1,000 sentences, a benign share of at least 55 % and a
  non-English share of at least 50 % per label.

Prints the counts per label, class and language. Exit status 0 when no problem was found,
1 otherwise. Usage: ``python check.py [PATH] [--min-total N] [--min-benign F]
[--min-non-english F] [--max-jaccard F]``.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path
from types import ModuleType

HERE = Path(__file__).resolve().parent
SECOND_SET = HERE.parent / "poison_train2"
FIRST_SET = HERE.parent / "poison_train"


def _load_second_checker() -> ModuleType:
    """Import ``poison_train2/check.py`` by path (the data folders are not packages)."""
    spec = importlib.util.spec_from_file_location("poison_train2_check", SECOND_SET / "check.py")
    if spec is None or spec.loader is None:
        raise ImportError(f"cannot load {SECOND_SET / 'check.py'}; is the second set present?")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


second = _load_second_checker()
first = second.first

FIELDS = first.FIELDS
OPTIONAL = first.OPTIONAL
LATIN_LANGS = ("pl", "tr", "nl", "vi", "id", "cs", "sv")
LANGS = (*second.LANGS, *LATIN_LANGS, "ar", "hi", "uk")
POISON_CLASSES = (*second.POISON_CLASSES, "persistence")
BENIGN_CLASSES = (*second.BENIGN_CLASSES, "consent", "param_doc")
CLASSES = {"poison": POISON_CLASSES, "benign": BENIGN_CLASSES}
ID = re.compile(r"^pt3-\d{4}$")
ARABIC = re.compile(r"[\u0600-\u06ff]")
DEVANAGARI = re.compile(r"[\u0900-\u097f]")
RUSSIAN_ONLY = re.compile(r"[ыэъёЫЭЪЁ]")
UKRAINIAN_ONLY = re.compile(r"[іїєґІЇЄҐ]")
OTHER_SCRIPTS = re.compile(r"[\u4e00-\u9fff\u3040-\u30ff\uac00-\ud7af\u0400-\u04ff]")
WORD = re.compile(r"\w+")
MAX_JACCARD = 0.55


def _fold(text: str) -> str:
    return " ".join(text.split()).casefold()


def _script_problem(text: str, lang: str) -> str | None:
    """Return why the text's script disagrees with ``lang``, or None when it agrees."""
    if lang in ("ar", "hi"):
        needed = ARABIC if lang == "ar" else DEVANAGARI
        if not needed.search(text):
            return f"lang {lang!r} but the text has no characters of it"
        if OTHER_SCRIPTS.search(text):
            return f"lang {lang!r} but the text contains CJK, Hangul or Cyrillic characters"
        return None
    if lang == "uk":
        if not first.CYRILLIC.search(text):
            return "lang 'uk' but the text has no Cyrillic characters"
        if RUSSIAN_ONLY.search(text):
            return "lang 'uk' but the text has Russian-only letters (ы, э, ъ, ё); use 'ru'"
        return None
    if lang == "ru" and UKRAINIAN_ONLY.search(text):
        return "lang 'ru' but the text has Ukrainian-only letters (і, ї, є, ґ); use 'uk'"
    if ARABIC.search(text) or DEVANAGARI.search(text):
        return f"lang {lang!r} but the text contains Arabic or Devanagari characters"
    if lang in LATIN_LANGS:
        latin: str | None = first._script_problem(text, "en")  # same rule as the Latin langs
        return latin.replace("'en'", repr(lang)) if latin else None
    why: str | None = second._script_problem(text, lang)
    return why


def tokens(text: str) -> frozenset[str]:
    """Word set used for near-duplicate detection (character bigrams for Han/kana text)."""
    folded = text.casefold()
    if first.HAN.search(folded) or first.KANA.search(folded):
        chars = "".join(folded.split())
        return frozenset(chars[i : i + 2] for i in range(len(chars) - 1))
    return frozenset(WORD.findall(folded))


def jaccard(a: frozenset[str], b: frozenset[str]) -> float:
    if not a or not b:
        return 0.0
    return len(a & b) / len(a | b)


class _NearIndex:
    """Finds earlier texts whose token-set Jaccard with a new one reaches a threshold."""

    def __init__(self, threshold: float) -> None:
        self.threshold = threshold
        self.sets: list[tuple[str, frozenset[str]]] = []
        self.postings: dict[str, list[int]] = defaultdict(list)

    def add(self, name: str, toks: frozenset[str]) -> None:
        index = len(self.sets)
        self.sets.append((name, toks))
        for tok in toks:
            self.postings[tok].append(index)

    def near(self, toks: frozenset[str]) -> list[tuple[str, float]]:
        shared: Counter[int] = Counter()
        for tok in toks:
            shared.update(self.postings.get(tok, ()))
        out = []
        for index, common in shared.items():
            name, other = self.sets[index]
            score = common / (len(toks) + len(other) - common)
            if score >= self.threshold:
                out.append((name, score))
        return out


def _earlier_sets() -> list[tuple[str, str]]:
    """(id, text) of every sentence of the first and second sets (empty if missing)."""
    out: list[tuple[str, str]] = []
    for folder in (FIRST_SET, SECOND_SET):
        path = folder / "sentences.jsonl"
        if path.is_file():
            for line in path.read_text(encoding="utf-8").splitlines():
                if line.strip():
                    row = json.loads(line)
                    out.append((row["id"], row["text"]))
    return out


def check(
    path: Path,
    min_total: int = 0,
    min_benign: float = 0.0,
    min_non_english: float = 0.0,
    max_jaccard: float = MAX_JACCARD,
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
    earlier = _earlier_sets()
    earlier_folded = {_fold(text): ident for ident, text in earlier}
    earlier_texts = {ident: _fold(text) for ident, text in earlier}
    earlier_index = _NearIndex(max_jaccard)
    for ident, text in earlier:
        earlier_index.add(ident, tokens(text))
    own_index = _NearIndex(max_jaccard)
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
            problems.append(f"{where}: id {ident!r} is not pt3-NNNN")
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
        if folded and folded in earlier_folded:
            problems.append(
                f"{where}: same text as {earlier_folded[folded]} of an earlier set; write a new one"
            )
        toks = tokens(text)
        for name, score in sorted(own_index.near(toks)):
            problems.append(
                f"{where}: near-duplicate of line {name} (Jaccard {score:.2f}); rewrite one"
            )
        for name, score in sorted(earlier_index.near(toks)):
            if earlier_texts.get(name, "") != folded:
                problems.append(
                    f"{where}: near-duplicate of {name} of an earlier set (Jaccard {score:.2f}); "
                    "rewrite it in another construction"
                )
        own_index.add(str(number), toks)
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
    total = sum(counts["label"].values())
    if total < min_total:
        problems.append(f"{total} sentences, fewer than the {min_total} required")
    if total and counts["label"]["benign"] / total < min_benign:
        share = counts["label"]["benign"] / total
        problems.append(f"benign share {share:.2f} below {min_benign:.2f}")
    for label in CLASSES:
        n = counts["label"][label]
        if n:
            share = 1 - counts["lang"][f"{label}/en"] / n
            if share < min_non_english:
                problems.append(
                    f"{label}: non-English share {share:.2f} below {min_non_english:.2f}"
                )
    return problems, counts


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("path", nargs="?", type=Path, default=HERE / "sentences.jsonl")
    parser.add_argument("--min-total", type=int, default=1000)
    parser.add_argument("--min-benign", type=float, default=0.55)
    parser.add_argument("--min-non-english", type=float, default=0.50)
    parser.add_argument("--max-jaccard", type=float, default=MAX_JACCARD)
    args = parser.parse_args(argv)
    problems, counts = check(
        args.path, args.min_total, args.min_benign, args.min_non_english, args.max_jaccard
    )
    print(first._table(counts))
    for problem in problems:
        print("PROBLEM", problem)
    print("ok" if not problems else f"{len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
