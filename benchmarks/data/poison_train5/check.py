"""Consistency check for the fifth set of tool-poisoning training sentences (poison_train5).

Training data only: this script checks the file's shape and balance, it measures nothing
about any classifier. It is self-contained (it imports none of the earlier sets' checkers)
and checks:

- every line is a JSON object with exactly ``id``, ``text``, ``label``, ``class``, ``lang``
  (plus an optional ``note``), all strings; ids are ``pt5-NNNN`` and unique;
- ``label`` is ``poison`` or ``benign`` and ``class`` is one of that label's classes (the
  classes of the earlier sets, listed below; this set adds none);
- ``lang`` is a known tag and the text's script agrees with it (Han without kana for
  ``zh``, kana for ``ja``, Hangul for ``ko``, Cyrillic for ``ru``/``uk`` with the letters
  only one of them has, Arabic letters for ``ar``, Devanagari for ``hi``, none of these
  scripts for the Latin-script languages);
- every host in a URL, e-mail address, ``git@host:`` remote or bare domain name ends in a
  reserved name (``.example``, ``.test``, ``.invalid``, ``.localhost``, or
  ``example.com``/``.net``/``.org``; RFC 2606 and RFC 6761);
- no near-duplicates: a Jaccard overlap of ``--max-jaccard`` (0.55) or more between the word
  sets of two texts (lower-cased ``\\w+`` tokens; character bigrams, whitespace removed,
  for texts with Han or kana) is a problem, within this set and against every sentence of
  ``poison_train``, ``poison_train2``, ``poison_train3`` and ``poison_train4``;
- balance: at least ``--min-total`` sentences (900), a benign share between 45 % and 55 %
  overall and between 40 % and 60 % in every language, a non-English share of at least
  40 % per label, at least 10 non-English languages, and at least ``--min-per-class`` (50)
  poison sentences in each of the eight classes this set was written for (``FOCUS``).

Prints the counts per class x label x language. Exit status 0 when no problem was found,
1 otherwise. Usage: ``python check.py [PATH] [--min-total N] [--max-jaccard F]
[--min-per-class N]``.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter
from collections.abc import Iterable
from pathlib import Path

HERE = Path(__file__).resolve().parent
EARLIER_SETS = tuple(
    HERE.parent / name
    for name in ("poison_train", "poison_train2", "poison_train3", "poison_train4")
)
FIELDS = frozenset({"id", "text", "label", "class", "lang"})
OPTIONAL = frozenset({"note"})
ID = re.compile(r"^pt5-\d{4}$")

FOCUS = (
    "authority_urgency",
    "exfiltration",
    "credential_theft",
    "argument_tampering",
    "hidden_instructions",
    "forced_tool_call",
    "output_poisoning",
    "session_hijack",
)
POISON_CLASSES = (
    *FOCUS,
    "shadowing",
    "line_jumping",
    "capability_claim",
    "verdict_dictation",
    "rug_pull",
    "persistence",
    "misreporting",
    "scope_widening",
)
BENIGN_CLASSES = (
    "messaging_purpose",
    "secret_param",
    "prerequisite",
    "cross_reference",
    "warning",
    "rate_limit",
    "output_shape",
    "security_tool",
    "compliance",
    "llm_api",
    "admin",
    "workflow",
    "plain",
    "auth_config",
    "tool_io",
    "privacy",
    "error_hint",
    "agent_guidance",
    "consent",
    "param_doc",
    "house_style",
    "changelog",
)
CLASSES = {"poison": POISON_CLASSES, "benign": BENIGN_CLASSES}

HAN = re.compile(r"[\u4e00-\u9fff]")
KANA = re.compile(r"[\u3040-\u30ff]")
HANGUL = re.compile(r"[\uac00-\ud7af]")
CYRILLIC = re.compile(r"[\u0400-\u04ff]")
ARABIC = re.compile(r"[\u0600-\u06ff]")
DEVANAGARI = re.compile(r"[\u0900-\u097f]")
RUSSIAN_ONLY = re.compile(r"[ыэъёЫЭЪЁ]")
UKRAINIAN_ONLY = re.compile(r"[іїєґІЇЄҐ]")
SCRIPTS = {
    "zh": HAN,
    "ja": KANA,
    "ko": HANGUL,
    "ru": CYRILLIC,
    "uk": CYRILLIC,
    "ar": ARABIC,
    "hi": DEVANAGARI,
}
LATIN_LANGS = ("en", "es", "de", "fr", "pt", "it", "pl", "tr", "nl", "vi", "id", "cs", "sv")
LANGS = (*LATIN_LANGS, *SCRIPTS)
NON_LATIN = re.compile(
    r"[\u4e00-\u9fff\u3040-\u30ff\uac00-\ud7af\u0400-\u04ff\u0600-\u06ff\u0900-\u097f]"
)

# Hosts after a scheme, after "@" (e-mail, git@host:), or bare names with a real-world TLD.
HOST_AFTER = re.compile(r"(?:[a-z][a-z0-9+.-]*://|@)([a-z0-9](?:[a-z0-9.-]*[a-z0-9])?)", re.I)
BARE_HOST = re.compile(
    r"(?<![\w./@-])((?:[a-z0-9-]+\.)+(?:com|net|org|io|ai|dev|app|co|cloud|info|biz|xyz|"
    r"de|fr|es|it|nl|pl|ru|cn|jp|kr|tr|br|uk|us|eu|se|cz|vn|in|ua|sa))\b",
    re.I,
)
RESERVED_TLDS = ("example", "test", "invalid", "localhost")
RESERVED_HOSTS = ("example.com", "example.net", "example.org")

WORD = re.compile(r"\w+")
MAX_JACCARD = 0.55


def fold(text: str) -> str:
    """Whitespace-collapsed, case-folded text (for exact-repeat checks)."""
    return " ".join(text.split()).casefold()


def tokens(text: str) -> frozenset[str]:
    """Word set of ``text``: ``\\w+`` tokens, or character bigrams for Han/kana text."""
    folded = text.casefold()
    if HAN.search(folded) or KANA.search(folded):
        chars = "".join(folded.split())
        return frozenset(chars[i : i + 2] for i in range(len(chars) - 1))
    return frozenset(WORD.findall(folded))


def jaccard(a: frozenset[str], b: frozenset[str]) -> float:
    """|a & b| / |a | b|; 0.0 when either set is empty."""
    if not a or not b:
        return 0.0
    return len(a & b) / len(a | b)


class NearIndex:
    """Texts indexed by token; ``near`` returns those whose Jaccard with a query reaches t."""

    def __init__(self, threshold: float) -> None:
        self.threshold = threshold
        self.entries: list[tuple[str, frozenset[str]]] = []
        self.postings: dict[str, list[int]] = {}

    def add(self, name: str, toks: frozenset[str]) -> None:
        index = len(self.entries)
        self.entries.append((name, toks))
        for tok in toks:
            self.postings.setdefault(tok, []).append(index)

    def near(self, toks: frozenset[str]) -> list[tuple[str, float]]:
        shared: Counter[int] = Counter()
        for tok in toks:
            shared.update(self.postings.get(tok, ()))
        out = []
        for index, common in shared.items():
            name, other = self.entries[index]
            score = common / (len(toks) + len(other) - common)
            if score >= self.threshold:
                out.append((name, score))
        return sorted(out)


def script_problem(text: str, lang: str) -> str | None:
    """Why the text's script disagrees with ``lang``, or None when it agrees."""
    if lang in SCRIPTS:
        if not SCRIPTS[lang].search(text):
            return f"lang {lang!r} but the text has no characters of its script"
        if lang == "zh" and KANA.search(text):
            return "lang 'zh' but the text has kana; use 'ja'"
        if lang == "ru" and UKRAINIAN_ONLY.search(text):
            return "lang 'ru' but the text has Ukrainian-only letters (і, ї, є, ґ); use 'uk'"
        if lang == "uk" and RUSSIAN_ONLY.search(text):
            return "lang 'uk' but the text has Russian-only letters (ы, э, ъ, ё); use 'ru'"
        return None
    if NON_LATIN.search(text):
        return f"lang {lang!r} but the text contains CJK, Hangul, Cyrillic, Arabic or Devanagari"
    return None


def host_problems(text: str) -> list[str]:
    """One message per host of ``text`` that is not a reserved documentation name."""
    hosts = [h for h in HOST_AFTER.findall(text)] + BARE_HOST.findall(text)
    out = []
    for host in hosts:
        host = host.lower().rstrip(".")
        if "." not in host:
            continue  # "@user" handles, "git@" without a dotted host
        if host.rsplit(".", 1)[-1] in RESERVED_TLDS:
            continue
        if any(host == h or host.endswith("." + h) for h in RESERVED_HOSTS):
            continue
        out.append(f"domain {host!r} is not reserved; use a .example/.test/.invalid name")
    return out


def read_rows(path: Path) -> Iterable[tuple[str, str]]:
    """(id, text) of every line of an earlier set's sentences.jsonl (none if it is missing)."""
    if not path.is_file():
        return []
    lines = path.read_text(encoding="utf-8").splitlines()
    return [(row["id"], row["text"]) for row in map(json.loads, filter(str.strip, lines))]


def check(
    path: Path,
    min_total: int = 900,
    max_jaccard: float = MAX_JACCARD,
    min_per_class: int = 50,
) -> tuple[list[str], Counter[tuple[str, str, str]]]:
    """Check ``path``; return (problems, counts keyed by (label, class, lang)).

    A missing or unreadable file is one problem, not an exception.
    """
    problems: list[str] = []
    counts: Counter[tuple[str, str, str]] = Counter()
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError as exc:
        return [f"{path}: cannot read ({exc.strerror}); pass the path of sentences.jsonl"], counts
    earlier = NearIndex(max_jaccard)
    for folder in EARLIER_SETS:
        for ident, text in read_rows(folder / "sentences.jsonl"):
            earlier.add(ident, tokens(text))
    own = NearIndex(max_jaccard)
    seen_ids: dict[str, int] = {}
    for number, line in enumerate(lines, 1):
        where = f"{path.name}:{number}"
        try:
            row = json.loads(line)
        except json.JSONDecodeError as exc:
            problems.append(f"{where}: not valid JSON ({exc.msg}); one object per line")
            continue
        if not isinstance(row, dict) or not FIELDS <= row.keys() <= FIELDS | OPTIONAL:
            problems.append(f"{where}: use exactly the fields {sorted(FIELDS)} (+ optional note)")
            continue
        if not all(isinstance(value, str) for value in row.values()):
            problems.append(f"{where}: every field must be a string")
            continue
        ident, text, label, cls, lang = (row[k] for k in ("id", "text", "label", "class", "lang"))
        if not ID.match(ident):
            problems.append(f"{where}: id {ident!r} is not pt5-NNNN")
        elif ident in seen_ids:
            problems.append(f"{where}: id {ident} already used on line {seen_ids[ident]}")
        else:
            seen_ids[ident] = number
        if not fold(text):
            problems.append(f"{where}: empty text")
            continue
        if label not in CLASSES:
            problems.append(f"{where}: label {label!r} is not 'poison' or 'benign'")
            continue
        if cls not in CLASSES[label]:
            problems.append(f"{where}: class {cls!r} is not a {label} class")
        if lang not in LANGS:
            problems.append(f"{where}: lang {lang!r} is not one of {list(LANGS)}")
        else:
            why = script_problem(text, lang)
            if why:
                problems.append(f"{where}: {why}")
        problems.extend(f"{where}: {why}" for why in host_problems(text))
        toks = tokens(text)
        for name, score in own.near(toks):
            problems.append(f"{where}: near-duplicate of line {name} (Jaccard {score:.2f})")
        for name, score in earlier.near(toks):
            problems.append(f"{where}: near-duplicate of {name} of an earlier set ({score:.2f})")
        own.add(str(number), toks)
        counts[(label, cls, lang)] += 1
    problems.extend(balance_problems(counts, min_total, min_per_class))
    return problems, counts


def balance_problems(
    counts: Counter[tuple[str, str, str]], min_total: int, min_per_class: int
) -> list[str]:
    """Problems with the totals: size, benign share, non-English share, focus classes."""
    problems: list[str] = []
    total = sum(counts.values())
    if total < min_total:
        problems.append(f"{total} sentences, fewer than the {min_total} required")
    by_label: Counter[str] = Counter()
    by_lang: Counter[tuple[str, str]] = Counter()
    by_class: Counter[str] = Counter()
    for (label, cls, lang), n in counts.items():
        by_label[label] += n
        by_lang[(label, lang)] += n
        if label == "poison":
            by_class[cls] += n
    if total:
        share = by_label["benign"] / total
        if not 0.45 <= share <= 0.55:
            problems.append(f"benign share {share:.2f} outside 0.45-0.55")
    langs = sorted({lang for _, lang in by_lang})
    for lang in langs:
        n = by_lang[("benign", lang)] + by_lang[("poison", lang)]
        share = by_lang[("benign", lang)] / n
        if not 0.40 <= share <= 0.60:
            problems.append(f"lang {lang}: benign share {share:.2f} outside 0.40-0.60")
    if len([lang for lang in langs if lang != "en"]) < 10:
        problems.append("fewer than 10 non-English languages")
    for label in CLASSES:
        if by_label[label]:
            share = 1 - by_lang[(label, "en")] / by_label[label]
            if share < 0.40:
                problems.append(f"{label}: non-English share {share:.2f} below 0.40")
    for cls in FOCUS:
        if by_class[cls] < min_per_class:
            problems.append(f"poison class {cls}: {by_class[cls]} sentences, below {min_per_class}")
    return problems


def table(counts: Counter[tuple[str, str, str]]) -> str:
    """Markdown table: one row per (label, class), one column per language, plus totals."""
    langs = sorted({lang for _, _, lang in counts}, key=lambda x: (x != "en", x))
    head = "| label | class | total | " + " | ".join(langs) + " |"
    rule = "|---|---|---:|" + "---:|" * len(langs)
    rows = [head, rule]
    for label in CLASSES:
        classes = sorted({c for lab, c, _ in counts if lab == label})
        for cls in [*classes, "(all)"]:
            cells = [
                sum(
                    n
                    for (lab, c, lg), n in counts.items()
                    if lab == label and lg == lang and (cls == "(all)" or c == cls)
                )
                for lang in langs
            ]
            rows.append(f"| {label} | {cls} | {sum(cells)} | " + " | ".join(map(str, cells)) + " |")
    return "\n".join(rows)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("path", nargs="?", type=Path, default=HERE / "sentences.jsonl")
    parser.add_argument("--min-total", type=int, default=900)
    parser.add_argument("--max-jaccard", type=float, default=MAX_JACCARD)
    parser.add_argument("--min-per-class", type=int, default=50)
    args = parser.parse_args(argv)
    problems, counts = check(args.path, args.min_total, args.max_jaccard, args.min_per_class)
    print(table(counts))
    total = sum(counts.values())
    benign = sum(n for (label, _, _), n in counts.items() if label == "benign")
    english = sum(n for (_, _, lang), n in counts.items() if lang == "en")
    if total:
        print(
            f"\n{total} sentences, {benign / total:.0%} benign, "
            f"{1 - english / total:.0%} not English"
        )
    for problem in problems:
        print(problem, file=sys.stderr)
    print(f"{len(problems)} problem(s)", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
