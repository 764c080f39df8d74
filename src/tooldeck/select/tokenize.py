"""Tokenisation for lexical retrieval (BM25) over tool declarations.

The rule: text is lower-cased, ASCII letter/digit runs
are kept whole, and every run of CJK ideographs is cut into overlapping character bigrams
(a lone ideograph stays a unigram). The ideographs are
:data:`tooldeck.tokenizers.CJK_IDEOGRAPHS`, the ranges the ``estimate`` tokenizer counts
(supplementary-plane extensions included). On top of that, identifiers are split before
lower-casing: ``snake_case``, ``kebab-case``, ``dotted.names`` and ``camelCase`` /
``PascalCase`` / ``HTTPServer`` give their parts (``getUserById`` → ``get user by id``),
so a tool name and the words of a request meet on the same terms.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

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


# A chunk is either a run of ASCII letters/digits or a run of CJK ideographs; anything else
# (punctuation, `_`, `.`, `-`, spaces, other scripts) separates chunks.
_CHUNK = re.compile(rf"[A-Za-z0-9]+|[{CJK_IDEOGRAPHS}]+")
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
        Lower-case ASCII word parts and CJK character bigrams, e.g.
        ``tokenize("把 read_file 打包发我")`` → ``["read", "file", "把", "打包", "包发", "发我"]``.
        Characters outside ASCII letters/digits and CJK ideographs only separate terms.
    """
    terms: list[str] = []
    for chunk in _CHUNK.findall(text):
        if _CJK_START.match(chunk):
            if len(chunk) == 1:
                terms.append(chunk)
            else:
                terms.extend(chunk[i : i + 2] for i in range(len(chunk) - 1))
        else:
            terms.extend(split_identifier(chunk))
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
