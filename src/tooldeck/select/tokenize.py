"""Tokenisation for lexical retrieval (BM25) over tool declarations.

The rule: text is lower-cased, ASCII letter/digit runs and the words of other alphabetic
scripts (letters, combining marks, digits) are kept whole, and every run of CJK ideographs
is cut into overlapping character bigrams (a lone ideograph stays a unigram), Japanese kana
with the ideographs beside them, and runs of Thai, Lao, Khmer and Myanmar (written without
spaces between words) into bigrams of grapheme clusters. The ideographs are
:data:`tooldeck.tokenizers.CJK_IDEOGRAPHS`, the ranges the ``estimate`` tokenizer counts
(supplementary-plane extensions included). On top of that, identifiers are split before
lower-casing: ``snake_case``, ``kebab-case``, ``dotted.names`` and ``camelCase`` /
``PascalCase`` / ``HTTPServer`` give their parts (``getUserById`` → ``get user by id``),
so a tool name and the words of a request meet on the same terms.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from functools import lru_cache

import regex

from tooldeck.tokenizers import CJK_IDEOGRAPHS

__all__ = [
    "STOPWORDS",
    "common_words",
    "split_identifier",
    "stemmed_tokenizer",
    "tokenize",
    "without_common_words",
]

_STOPWORD_TEXT = (
    "a an the of for to in on at by with and or is are be this that it its from as into "
    "use used when not do does you your can will if"
)
STOPWORDS = frozenset(_STOPWORD_TEXT.split())
"""English function words. Dropped before BM25 by lint's similarity rules (they would make
every pair look alike in small decks, where BM25's IDF cannot discount them), and not
counted as evidence that a request matches a tool (:func:`without_common_words`)."""

_WORD = re.compile(r"[A-Za-z0-9]+")
"""A word as the common-word filter reads it: a whole run of ASCII letters and digits, as the
tokenizer chunks text (:func:`tokenize`), so ``a4``, ``a11y`` and ``a2a`` are words of their
own and not ``a`` followed by something."""


def common_words(text: str) -> tuple[str, ...]:
    """The words of ``text`` that are :data:`STOPWORDS` (lower-cased, in order, once each);
    a word is a whole run of ASCII letters and digits (``"the a4"`` → ``("the",)``)."""
    seen: dict[str, None] = {}
    for word in _WORD.findall(text):
        if word.lower() in STOPWORDS:
            seen[word.lower()] = None
    return tuple(seen)


def without_common_words(text: str) -> str:
    """``text`` with each whole ASCII word (a run of letters and digits) that is one of
    :data:`STOPWORDS` removed (case-insensitive; everything else, CJK and other scripts
    included, kept as written): ``"the a4 page"`` → ``" a4 page"``."""
    return _WORD.sub(lambda m: "" if m.group().lower() in STOPWORDS else m.group(), text)


# A chunk is a run of CJK ideographs and Japanese kana, a run of a script written without
# spaces between words (Thai, Lao, Khmer, Myanmar), or a run of other letters, combining
# marks and digits (a word of any alphabetic script: Latin with or without accents,
# Cyrillic, Greek, Arabic, Hebrew, Devanagari, Hangul …); anything else (punctuation, `_`,
# `.`, `-`, spaces, symbols) separates chunks. ASCII text (most tool text) takes the `re`
# fast path. Until session 23 only ASCII letters and digits made words, so a Russian or
# Arabic request shared no term with a deck in its own language and "café" read "caf";
# until session 24 kana and Thai runs were one term each (a Japanese or Thai request met a
# description only where a whole run between spaces matched).
_KANA = r"\p{Hiragana}\p{Katakana}\u30fc"  # ー (U+30FC) is of the Common script
_BIGRAM_SCRIPTS = rf"{CJK_IDEOGRAPHS}{_KANA}"
_SPACELESS = r"\p{Thai}\p{Lao}\p{Khmer}\p{Myanmar}"
_CHUNK = re.compile(r"[A-Za-z0-9]+")
_CHUNK_UNICODE = regex.compile(
    rf"(?P<cjk>[{_BIGRAM_SCRIPTS}]+)|(?P<spaceless>[{_SPACELESS}]+)"
    rf"|(?P<word>(?:(?![{_BIGRAM_SCRIPTS}{_SPACELESS}])[\p{{L}}\p{{M}}\p{{N}}])+)"
)
_GRAPHEME = regex.compile(r"\X")
_CAMEL = re.compile(r"[A-Z0-9]{2,}s(?![a-z])|[A-Z0-9]+(?=[A-Z][a-z])|[A-Z]?[a-z0-9]+|[A-Z0-9]+")


def _bigrams(units: list[str]) -> list[str]:
    """Overlapping pairs of ``units`` (one unit alone is its own term)."""
    if len(units) == 1:
        return units
    return [units[i] + units[i + 1] for i in range(len(units) - 1)]


@lru_cache(maxsize=65536)
def split_identifier(word: str) -> tuple[str, ...]:
    """Parts of one ASCII letter/digit run, lower-cased.

    ``"getUserByID"`` → ``("get", "user", "by", "id")``; ``"HTTPServer"`` →
    ``("http", "server")``; digits stay with the letters before them (``"k8s"``,
    ``"utf8"``, ``"Base64Encode"`` → ``("base64", "encode")``).
    """
    return tuple(part.lower() for part in _CAMEL.findall(word))


def tokenize(text: str) -> list[str]:
    """Terms of ``text`` for BM25, in order (duplicates kept: term frequency counts).

    Args:
        text: any Unicode text (a request, a tool name, a description).

    Returns:
        Lower-case ASCII word parts, CJK (and kana) character bigrams, Thai-like grapheme
        bigrams and lower-case words of other scripts, e.g. ``tokenize("把 read_file
        打包发我")`` → ``["read", "file", "把", "打包", "包发", "发我"]``;
        ``tokenize("Получить погоду")`` → ``["получить", "погоду"]``.
        Punctuation, spaces, ``_`` and symbols only separate terms. Text that is not
        ASCII is read in Unicode normal form NFKC first (full-width ``ｎｇｉｎｘ`` is
        ``nginx``, a decomposed ``é`` is ``é``).
    """
    terms: list[str] = []
    if not text.isascii():
        # NFKC: full-width Latin from a CJK input method (ｎｇｉｎｘ) and decomposed accents
        # (NFD, from macOS file names) read as the words they show (session 23's breaker)
        text = unicodedata.normalize("NFKC", text)
    if text.isascii():
        for chunk in _CHUNK.findall(text):
            terms.extend(split_identifier(chunk))
        return terms
    for match in _CHUNK_UNICODE.finditer(text):
        chunk = match.group()
        if match.lastgroup == "cjk":
            terms.extend(_bigrams(list(chunk)))
        elif match.lastgroup == "spaceless":
            # bigrams of grapheme clusters: a Thai vowel or tone mark stays on its consonant
            terms.extend(_bigrams(_GRAPHEME.findall(chunk)))
        elif chunk.isascii():
            terms.extend(split_identifier(chunk))
        else:
            terms.append(chunk.lower())
    return terms


def stemmed_tokenizer() -> Callable[[str], list[str]]:
    """:func:`tokenize` followed by language-aware stemming: a
    :class:`~tooldeck.select.languages.LanguageAnalyzer` (Snowball stemmers of PyStemmer;
    Porter 2001, "Snowball: A language for stemming algorithms"). English text gives the
    terms it gave before that class (the English stemmer on ASCII terms, nothing dropped);
    Russian, German, Spanish, Arabic … text is stemmed in its own language, and its
    function words are dropped. CJK, kana and Thai bigrams are unchanged.

    Raises:
        ToolDeckError: PyStemmer is not installed.
    """
    from tooldeck.select.languages import LanguageAnalyzer

    return LanguageAnalyzer()
