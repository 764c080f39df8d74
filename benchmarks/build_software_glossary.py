"""Build the software glossary (Chinese word → English software senses) from the gettext
catalogs this machine's Debian packages ship for zh_CN and zh_TW.

    PYTHONPATH=src python benchmarks/build_software_glossary.py [--out PATH] [--locale-dir DIR]

The rule (:func:`mine`, no entry is chosen by hand): every translated message of every
catalog ``DIR/zh_CN/LC_MESSAGES/*.mo`` and ``DIR/zh_TW/LC_MESSAGES/*.mo`` (except the
iso-codes package's catalogs, which translate names of countries, languages, scripts and
currencies) is one parallel sentence pair: its English words (msgid, lower case, printf
and brace placeholders, markup and command-line options removed, stop words and single
letters left out) and its Chinese words (jieba's exact cut of the msgstr's CJK runs, the
zh_TW text read in Simplified first). Over all pairs, each (English word, Chinese word)
pair is scored by the Dice coefficient of their co-occurrence, ``2·c(e, z) / (c(e) +
c(z))`` (counted once per message; Smadja, McKeown & Hatzivassiloglou 1996, "Translating
collocations for bilingual lexicons", Computational Linguistics 22(1)); a Chinese word
keeps up to :data:`MAX_SENSES` English words with ``c(e, z) ≥`` :data:`MIN_COUNT` and Dice
``≥`` :data:`MIN_DICE`, highest Dice first (ties: more messages, then alphabetical). The
thresholds were chosen on the development splits of ``bench_select_real.py`` only
(docs/select.md, "Software senses from translation catalogs").

Prints the output's SHA-256 to paste into ``tooldeck.select.glossary.GLOSSARY_SHA256``.
The output is the same bytes for the same catalogs (sorted keys, no time stamp).
"""

from __future__ import annotations

import argparse
import gettext
import hashlib
import json
import logging
import re
import subprocess
import sys
from collections import Counter
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from tooldeck.select.crosslingual import ENGLISH_STOP_WORDS, CedictDictionary, _default_dictionary
from tooldeck.select.glossary import GLOSSARY_PATH

MIN_COUNT = 5
"""Messages an (English word, Chinese word) pair must share."""
MIN_DICE = 0.5
"""Lowest Dice coefficient of a kept pair."""
MAX_SENSES = 3
"""English words kept per Chinese word."""
MIN_CHARACTERS = 2
"""Shortest Chinese word kept (a single character is part of too many words)."""
NEGATIONS = frozenset("不非无未没")
"""Characters that negate the word jieba cuts after them (不透明 "opaque" is 不 + 透明)."""
LOCALES = ("zh_CN", "zh_TW")
SKIPPED_PACKAGES = frozenset({"iso-codes", "xkb-data"})
"""Packages whose catalogs are names of countries, languages, scripts and currencies
(iso-codes) or of keyboard layouts, which are named by country and language
(xkeyboard-config, in the package xkb-data), not software terms."""

_PLACEHOLDER = re.compile(
    r"%(?:\d+\$)?[-#0 +'I]*(?:\d+|\*)?(?:\.(?:\d+|\*))?(?:hh|h|ll|l|L|q|j|z|t)?[a-zA-Z%]"
    r"|\{[^}]*\}|<[^>]*>|(?<![a-z])--?[a-z][a-z0-9-]*"
)
_EN_WORD = re.compile(r"[a-z]+")
_CJK_RUN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+")
_MAX_ENGLISH_WORDS = 30
"""A message with more English words is a paragraph (help text), not a sentence pair."""


def english_words(msgid: str) -> frozenset[str]:
    """The English words of a msgid: context (``ctx\\x04``) and mnemonic marks (``_``,
    ``&``) dropped, placeholders/markup/options removed, lower case, stop words and single
    letters left out: ``"Commit the _staged changes to %s"`` → ``{"commit", "staged",
    "changes"}``."""
    text = _PLACEHOLDER.sub(" ", _without_marks(msgid)).lower()
    return frozenset(
        w for w in _EN_WORD.findall(text) if len(w) > 1 and w not in ENGLISH_STOP_WORDS
    )


def message_key(msgid: str) -> str:
    """What makes two msgids one English message: the text without its context
    (``ctx\\x04``) and mnemonic marks (``_``, ``&``), in lower case, spaces collapsed."""
    return " ".join(_without_marks(msgid).lower().split())


def _without_marks(msgid: str) -> str:
    """A msgid without its context (``ctx\\x04``) and mnemonic marks (``_``, ``&``)."""
    return msgid.split("\x04")[-1].replace("_", "").replace("&", "")


def chinese_words(msgstr: str, dictionary: CedictDictionary | None) -> frozenset[str]:
    """The Chinese words of a msgstr: jieba's exact cut (no HMM) of each CJK run, read in
    Simplified first when ``dictionary`` is given (zh_TW catalogs)."""
    import jieba  # type: ignore[import-untyped]

    jieba.setLogLevel(logging.WARNING)
    if dictionary is not None:
        msgstr = dictionary.to_simplified(msgstr)
    words: set[str] = set()
    for run in _CJK_RUN.findall(msgstr):
        cut = [w for w in jieba.lcut(run, HMM=False) if w.strip()]
        # a word right after a negation character says its opposite (不 + 透明 "opaque",
        # 非 + 确定性 "nondeterministic"): it is not counted in this message
        words.update(w for i, w in enumerate(cut) if i == 0 or cut[i - 1] not in NEGATIONS)
    return frozenset(words)


def message_pairs(mo_file: Path) -> list[tuple[str, str]]:
    """(msgid, msgstr) of each translated message of a compiled catalog (plural forms: the
    singular msgid with the first translation)."""
    with mo_file.open("rb") as handle:
        catalog = gettext.GNUTranslations(handle)._catalog  # type: ignore[attr-defined]
    pairs: dict[str, str] = {}
    for key, value in sorted(catalog.items(), key=lambda kv: repr(kv[0])):
        msgid = key[0] if isinstance(key, tuple) else key
        if isinstance(key, tuple) and key[1] != 0:
            continue
        if msgid and value and msgid not in pairs:
            pairs[msgid] = value
    return sorted(pairs.items())


def mine(
    sentences: Iterable[tuple[frozenset[str], frozenset[str]]],
    *,
    min_count: int = MIN_COUNT,
    min_dice: float = MIN_DICE,
    max_senses: int = MAX_SENSES,
    min_characters: int = MIN_CHARACTERS,
) -> dict[str, list[str]]:
    """Chinese word → English words, by the rule of the module docstring, from (English
    words, Chinese words) of each message."""
    english: Counter[str] = Counter()
    chinese: Counter[str] = Counter()
    both: Counter[tuple[str, str]] = Counter()
    for en, zh in sentences:
        if not en or not zh or len(en) > _MAX_ENGLISH_WORDS:
            continue
        english.update(en)
        chinese.update(zh)
        both.update((e, z) for e in en for z in zh)
    ranked: dict[str, list[tuple[float, int, str]]] = {}
    for (e, z), count in both.items():
        if count < min_count or len(z) < min_characters:
            continue
        dice = 2 * count / (english[e] + chinese[z])
        if dice >= min_dice:
            ranked.setdefault(z, []).append((-dice, -count, e))
    return {
        z: [e for _, _, e in sorted(senses)[:max_senses]] for z, senses in sorted(ranked.items())
    }


def owning_package(path: Path) -> tuple[str, str, list[str]]:
    """(package, version, licences) of the Debian package that ships ``path`` (``dpkg -S``,
    ``dpkg-query -W``; licences: the ``License:`` names of its DEP-5 copyright file); a
    file no package owns, or any file where there is no dpkg, is named by its stem, with
    no version or licence."""
    try:
        owner = subprocess.run(["dpkg", "-S", str(path)], capture_output=True, text=True)
    except OSError:  # no dpkg (not a Debian system)
        return path.stem, "", []
    if owner.returncode != 0:  # a catalog no package owns (a test's own): named by its file
        return path.stem, "", []
    package = owner.stdout.split(":")[0].strip()
    query = ["dpkg-query", "-W", "-f=${Version}", package]
    version = subprocess.run(query, capture_output=True, text=True, check=True).stdout.strip()
    licences: set[str] = set()
    copyright_file = Path("/usr/share/doc") / package / "copyright"
    if copyright_file.is_file():
        for line in copyright_file.read_text(encoding="utf-8", errors="replace").splitlines():
            if line.startswith("License:") and line[8:].strip():
                licences.add(line[8:].strip())
    return package, version, sorted(licences)


def build(locale_dir: Path, **rule: Any) -> bytes:
    """The glossary file's bytes from the catalogs under ``locale_dir`` (``rule``: keyword
    arguments of :func:`mine` other than the shipped thresholds, for trying others)."""
    dictionary = _default_dictionary()
    messages: dict[str, tuple[frozenset[str], frozenset[str]]] = {}
    sources: dict[str, dict[str, object]] = {}
    for locale in LOCALES:
        for mo_file in sorted((locale_dir / locale / "LC_MESSAGES").glob("*.mo")):
            package, version, licences = owning_package(mo_file)
            if package in SKIPPED_PACKAGES:
                continue
            pairs = message_pairs(mo_file)
            entry = sources.setdefault(
                package, {"version": version, "licences": licences, "catalogs": []}
            )
            catalogs = entry["catalogs"]
            assert isinstance(catalogs, list)
            catalogs.append(f"{locale}/{mo_file.name} ({len(pairs)} messages)")
            folded = dictionary if locale == "zh_TW" else None
            for msgid, msgstr in pairs:
                # one English message counts once, however many catalogs and locales
                # translate it (GTK 2 and 3 share theirs; zh_CN and zh_TW): its Chinese
                # words are those of all its translations
                key = message_key(msgid)
                en, zh = messages.get(key, (english_words(msgid), frozenset()))
                messages[key] = (en, zh | chinese_words(msgstr, folded))
    sentences = [messages[key] for key in sorted(messages)]
    used = {
        "min_count": MIN_COUNT,
        "min_dice": MIN_DICE,
        "max_senses": MAX_SENSES,
        "min_characters": MIN_CHARACTERS,
        **rule,
    }
    if not sources:
        # else an empty glossary would be written over the shipped one
        raise SystemExit(
            f"no zh_CN or zh_TW catalogs under {locale_dir} (LOCALE/LC_MESSAGES/*.mo): "
            "give --locale-dir the folder that holds them (Debian: /usr/share/locale)"
        )
    senses = mine(sentences, **used)
    body = {
        "metadata": {
            "what": "Chinese word -> English software senses, mined from gettext catalogs",
            "rule": (
                f"Dice co-occurrence of msgid words and jieba-cut msgstr words (a word after a "
                f"negation character left out) over {len(sentences)} distinct English "
                f"messages; c(e,z) >= {used['min_count']}, Dice >= "
                f"{used['min_dice']}, up to {used['max_senses']} senses, Chinese words of >= "
                f"{used['min_characters']} characters"
            ),
            "rebuild": "PYTHONPATH=src python benchmarks/build_software_glossary.py",
            "licence_note": (
                "term pairs drawn from the packages' translation catalogs (mostly GPL/LGPL); "
                "the file holds only single-word pairs, no messages"
            ),
            "sources": sources,
        },
        "senses": senses,
    }
    text = json.dumps(body, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    return (text + "\n").encode("utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=GLOSSARY_PATH)
    parser.add_argument("--locale-dir", type=Path, default=Path("/usr/share/locale"))
    parser.add_argument("--min-count", type=int, default=MIN_COUNT)
    parser.add_argument("--min-dice", type=float, default=MIN_DICE)
    parser.add_argument("--max-senses", type=int, default=MAX_SENSES)
    parser.add_argument("--min-characters", type=int, default=MIN_CHARACTERS)
    args = parser.parse_args(argv)
    rule = {
        "min_count": args.min_count,
        "min_dice": args.min_dice,
        "max_senses": args.max_senses,
        "min_characters": args.min_characters,
    }
    data = build(args.locale_dir, **rule)
    args.out.write_bytes(data)
    senses = json.loads(data)["senses"]
    print(f"{args.out}: {len(data)} bytes, {len(senses)} Chinese words")
    print(f"SHA-256 {hashlib.sha256(data).hexdigest()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
