"""Tokenisation for lexical retrieval (BM25) over tool declarations.

The rule: text is lower-cased, ASCII letter/digit runs and the words of other alphabetic
scripts (letters, combining marks, digits) are kept whole, and every run of CJK ideographs
is cut into overlapping character bigrams (a lone ideograph stays a unigram). The ideographs are
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

from tooldeck.errors import ToolDeckError
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


# A chunk is a run of CJK ideographs, or a run of other letters, combining marks and digits
# (a word of any alphabetic script: Latin with or without accents, Cyrillic, Greek, Arabic,
# Hebrew, Devanagari, Hangul, Thai …); anything else (punctuation, `_`, `.`, `-`, spaces,
# symbols) separates chunks. ASCII text (most tool text) takes the `re` fast path. Until
# session 23 only ASCII letters and digits made words, so a Russian or Arabic request
# shared no term with a deck in its own language and "café" read "caf".
_CHUNK = re.compile(rf"[A-Za-z0-9]+|[{CJK_IDEOGRAPHS}]+")
_CHUNK_UNICODE = regex.compile(
    rf"[{CJK_IDEOGRAPHS}]+|(?:(?![{CJK_IDEOGRAPHS}])[\p{{L}}\p{{M}}\p{{N}}])+"
)
_CAMEL = re.compile(r"[A-Z0-9]{2,}s(?![a-z])|[A-Z0-9]+(?=[A-Z][a-z])|[A-Z]?[a-z0-9]+|[A-Z0-9]+")
_CJK_START = re.compile(rf"[{CJK_IDEOGRAPHS}]")


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
        Lower-case ASCII word parts, CJK character bigrams and lower-case words of other
        scripts, e.g. ``tokenize("把 read_file 打包发我")`` → ``["read", "file", "把", "打包",
        "包发", "发我"]``; ``tokenize("Получить погоду")`` → ``["получить", "погоду"]``.
        Punctuation, spaces, ``_`` and symbols only separate terms. Text that is not
        ASCII is read in Unicode normal form NFKC first (full-width ``ｎｇｉｎｘ`` is
        ``nginx``, a decomposed ``é`` is ``é``).
    """
    terms: list[str] = []
    if not text.isascii():
        # NFKC: full-width Latin from a CJK input method (ｎｇｉｎｘ) and decomposed accents
        # (NFD, from macOS file names) read as the words they show (session 23's breaker)
        text = unicodedata.normalize("NFKC", text)
    chunks = _CHUNK.findall(text) if text.isascii() else _CHUNK_UNICODE.findall(text)
    for chunk in chunks:
        if chunk.isascii():
            terms.extend(split_identifier(chunk))
        elif _CJK_START.match(chunk):
            if len(chunk) == 1:
                terms.append(chunk)
            else:
                terms.extend(chunk[i : i + 2] for i in range(len(chunk) - 1))
        else:
            terms.append(chunk.lower())
    return terms


def stemmed_tokenizer() -> Callable[[str], list[str]]:
    """:func:`tokenize` followed by the Snowball English stemmer on ASCII terms (PyStemmer;
    Porter 2001, "Snowball: A language for stemming algorithms"); CJK terms are unchanged.

    Raises:
        ToolDeckError: PyStemmer is not installed.
    """
    try:
        import Stemmer  # type: ignore[import-not-found,unused-ignore]
    except ImportError:
        raise ToolDeckError("stemming needs PyStemmer: pip install PyStemmer") from None
    stemmer = Stemmer.Stemmer("english")
    stem = lru_cache(maxsize=65536)(stemmer.stemWord)

    def run(text: str) -> list[str]:
        return [stem(t) if t.isascii() else t for t in tokenize(text)]

    return run
