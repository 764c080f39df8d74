"""Consistency check for the fourth set of tool-poisoning training sentences (poison_train4).

Training data only: this script checks the file's shape, it measures nothing about any
classifier. It reuses the third set's checker (``../poison_train3/check.py``, which itself
reuses the second and first sets': per-language script rules, URL/e-mail domain check,
word-set tokens and the near-duplicate index) and differs from it in these points:

- ids are ``pt4-NNNN``;
- two more poison classes (``misreporting``, ``scope_widening``) and two more benign
  classes (``house_style``, ``changelog``), documented in README.md;
- no text may repeat a text of the first, second or third set, and no two texts may be
  near duplicates: a Jaccard overlap of 0.55 or more between their word sets (lower-cased
  ``\\w+`` tokens; character bigrams for texts with Han or kana) is a problem, both
  within this set and against every sentence of ``poison_train``, ``poison_train2`` and
  ``poison_train3``;
- the defaults are at least 800 sentences, a benign share between 45 % and 55 % (the set
  is balanced, not benign-heavy like the third) and a non-English share of at least 50 %
  per label.

Prints the counts per label, class and language. Exit status 0 when no problem was found,
1 otherwise. Usage: ``python check.py [PATH] [--min-total N] [--min-benign F]
[--max-benign F] [--min-non-english F] [--max-jaccard F]``.
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
THIRD_SET = HERE.parent / "poison_train3"
EARLIER_SETS = (HERE.parent / "poison_train", HERE.parent / "poison_train2", THIRD_SET)


def _load_third_checker() -> ModuleType:
    """Import ``poison_train3/check.py`` by path (the data folders are not packages)."""
    spec = importlib.util.spec_from_file_location("poison_train3_check", THIRD_SET / "check.py")
    if spec is None or spec.loader is None:
        raise ImportError(f"cannot load {THIRD_SET / 'check.py'}; is the third set present?")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


third = _load_third_checker()
first = third.first

FIELDS = third.FIELDS
OPTIONAL = third.OPTIONAL
LANGS = third.LANGS
POISON_CLASSES = (*third.POISON_CLASSES, "misreporting", "scope_widening")
BENIGN_CLASSES = (*third.BENIGN_CLASSES, "house_style", "changelog")
CLASSES = {"poison": POISON_CLASSES, "benign": BENIGN_CLASSES}
ID = re.compile(r"^pt4-\d{4}$")
MAX_JACCARD = third.MAX_JACCARD
tokens = third.tokens
jaccard = third.jaccard
_NearIndex = third._NearIndex
_fold = third._fold


def _earlier_sets() -> list[tuple[str, str]]:
    """(id, text) of every sentence of the first three sets (empty for a missing one)."""
    out: list[tuple[str, str]] = []
    for folder in EARLIER_SETS:
        path = folder / "sentences.jsonl"
        if path.is_file():
            for line in path.read_text(encoding="utf-8").splitlines():
                if line.strip():
                    row = json.loads(line)
                    out.append((row["id"], row["text"]))
    return out


def _row_problems(where: str, row: object) -> tuple[list[str], dict[str, str] | None]:
    """Shape problems of one parsed line; the row back when its fields are usable."""
    if not isinstance(row, dict):
        return [f"{where}: not a JSON object"], None
    missing = FIELDS - row.keys()
    extra = row.keys() - FIELDS - OPTIONAL
    if missing or extra:
        return [
            f"{where}: fields missing {sorted(missing)} / unexpected {sorted(extra)}; "
            f"use exactly {sorted(FIELDS)} plus optional 'note'"
        ], None
    if not all(isinstance(row[k], str) for k in row):
        return [f"{where}: every field must be a string"], None
    return [], row


def check(
    path: Path,
    min_total: int = 0,
    min_benign: float = 0.0,
    max_benign: float = 1.0,
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
            parsed = json.loads(line)
        except json.JSONDecodeError as exc:
            problems.append(f"{where}: not valid JSON ({exc.msg}); fix the quoting")
            continue
        shape, row = _row_problems(where, parsed)
        problems.extend(shape)
        if row is None:
            continue
        ident, text, label, cls, lang = (row[k] for k in ("id", "text", "label", "class", "lang"))
        if not ID.match(ident):
            problems.append(f"{where}: id {ident!r} is not pt4-NNNN")
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
            why = third._script_problem(text, lang)
            if why:
                problems.append(f"{where}: {why}")
        why = first._host_problem(text)
        if why:
            problems.append(f"{where}: {why}")
        counts["label"][label] += 1
        counts["class"][f"{label}/{cls}"] += 1
        counts["lang"][f"{label}/{lang}"] += 1
    problems.extend(
        _proportion_problems(counts, min_total, min_benign, max_benign, min_non_english)
    )
    return problems, counts


def _proportion_problems(
    counts: dict[str, Counter[str]],
    min_total: int,
    min_benign: float,
    max_benign: float,
    min_non_english: float,
) -> list[str]:
    problems: list[str] = []
    total = sum(counts["label"].values())
    if total < min_total:
        problems.append(f"{total} sentences, fewer than the {min_total} required")
    if total:
        share = counts["label"]["benign"] / total
        if share < min_benign:
            problems.append(f"benign share {share:.2f} below {min_benign:.2f}")
        if share > max_benign:
            problems.append(f"benign share {share:.2f} above {max_benign:.2f}")
    for label in CLASSES:
        n = counts["label"][label]
        if n:
            share = 1 - counts["lang"][f"{label}/en"] / n
            if share < min_non_english:
                problems.append(
                    f"{label}: non-English share {share:.2f} below {min_non_english:.2f}"
                )
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("path", nargs="?", type=Path, default=HERE / "sentences.jsonl")
    parser.add_argument("--min-total", type=int, default=800)
    parser.add_argument("--min-benign", type=float, default=0.45)
    parser.add_argument("--max-benign", type=float, default=0.55)
    parser.add_argument("--min-non-english", type=float, default=0.50)
    parser.add_argument("--max-jaccard", type=float, default=MAX_JACCARD)
    args = parser.parse_args(argv)
    problems, counts = check(
        args.path,
        args.min_total,
        args.min_benign,
        args.max_benign,
        args.min_non_english,
        args.max_jaccard,
    )
    print(first._table(counts))
    for problem in problems:
        print("PROBLEM", problem)
    print("ok" if not problems else f"{len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
