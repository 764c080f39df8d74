"""Language-aware lexical analysis for BM25: which stemmer and function words apply to a term.

:func:`~tooldeck.select.tokenize.tokenize` cuts text into terms; this module decides, for
each term, how it is normalised further:

- **by script**, for scripts that one Snowball stemmer covers: Cyrillic → Russian, Greek →
  Greek, Arabic script → Arabic, Devanagari → Hindi, Armenian → Armenian, Tamil → Tamil
  (:data:`SCRIPT_STEMMERS`). Other scripts (Hebrew, Hangul, Georgian, …) have no stemmer
  here and their words stay whole; CJK, kana and Thai-like scripts are bigrams already.
- **by text, for Latin script**: one language per text (:func:`guess_latin_language`),
  from the share of each language's function words (bm25s's stopword lists, below) among
  the text's Latin words; a text without evidence takes the deck's language (the most
  frequent guess over its tools' prose, English when none). English terms are stemmed as
  before this module: ASCII terms only (Snowball English); the other languages' stemmers
  run on every Latin term, accented or not.
- **function words** of a language other than English are dropped (``stopwords=True``, the
  default of :class:`LanguageAnalyzer`): the Russian list for Cyrillic terms, the text's
  language's list for its Latin terms. English ones are kept, as the shipped method always
  kept them: dropping them was measured and not better on the BFCL pool (−0.001,
  ``benchmarks/bench_select_bfcl.py``, docs/select.md), and the dense lists read English.

Stemmers: PyStemmer (Snowball; Porter 2001, "Snowball: A language for stemming
algorithms"). Function-word lists: ``bm25s.stopwords`` of bm25s 0.3.16 (pinned).
Nothing here is written for a particular deck or
request set.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from functools import cache, lru_cache

import regex

from tooldeck.errors import ToolDeckError
from tooldeck.select.tokenize import tokenize
from tooldeck.tool import Tool

__all__ = [
    "LATIN_LANGUAGES",
    "SCRIPT_STEMMERS",
    "LanguageAnalyzer",
    "function_words",
    "guess_latin_language",
    "latin_languages",
]

SCRIPT_STEMMERS: Mapping[str, str] = {
    "Cyrillic": "russian",
    "Greek": "greek",
    "Arabic": "arabic",
    "Devanagari": "hindi",
    "Armenian": "armenian",
    "Tamil": "tamil",
}
"""Unicode script (``regex``'s ``\\p{Script=…}`` name) → the Snowball stemmer its words get,
whatever the text: the language most written in that script that PyStemmer covers
(Ukrainian, Bulgarian and Serbian Cyrillic get the Russian stemmer, Persian and Urdu the
Arabic one, Marathi and Nepali the Hindi one)."""

_STOPWORD_LISTS: Mapping[str, str] = {
    "english": "STOPWORDS_EN_PLUS",
    "danish": "STOPWORDS_DANISH",
    "dutch": "STOPWORDS_DUTCH",
    "french": "STOPWORDS_FRENCH",
    "german": "STOPWORDS_GERMAN",
    "italian": "STOPWORDS_ITALIAN",
    "norwegian": "STOPWORDS_NORWEGIAN",
    "portuguese": "STOPWORDS_PORTUGUESE",
    "spanish": "STOPWORDS_SPANISH",
    "swedish": "STOPWORDS_SWEDISH",
    "turkish": "STOPWORDS_TURKISH",
    "russian": "STOPWORDS_RUSSIAN",
}

LATIN_LANGUAGES = (
    "english",
    "danish",
    "dutch",
    "french",
    "german",
    "italian",
    "norwegian",
    "portuguese",
    "spanish",
    "swedish",
    "turkish",
)
"""Latin-script languages :func:`guess_latin_language` can name: those with both a Snowball
stemmer and a bm25s function-word list (a tie between tools' languages in
:meth:`LanguageAnalyzer.deck_language` goes to the earlier)."""

MIN_EVIDENCE = 2
"""A Latin text is read as a language other than English when at least this many of its
words are function words of that language and not of English, and more than its English
function words."""

MIN_SHARE = 0.15
"""… and when those words are at least this share of its Latin words of two letters or more
(in running text of a language a third or more of the words are its function words; a few
chance hits in a long text of another language are no evidence)."""

# a word between spaces: Latin letters (apostrophes inside), punctuation around it
_PLAIN_WORD = regex.compile(
    r"(?<!\S)\p{P}*([\p{Latin}\p{M}]+(?:['’][\p{Latin}\p{M}]+)*)\p{P}*(?!\S)"
)
_ASCII_PUNCTUATION = r"""!"#%&'()*,\-./:;?@\[\\\]_{}"""  # \p{P} of ASCII
_PLAIN_ASCII = re.compile(
    rf"(?<!\S)[{_ASCII_PUNCTUATION}]*([A-Za-z]+(?:'[A-Za-z]+)*)[{_ASCII_PUNCTUATION}]*(?!\S)"
)
_APOSTROPHE = re.compile(r"['’]")
_SCRIPT = regex.compile(
    "|".join(f"(?P<{name}>\\p{{Script={name}}})" for name in SCRIPT_STEMMERS)
    + r"|(?P<Latin>\p{Latin})"
)


@cache
def function_words(language: str) -> frozenset[str]:
    """The function words of ``language`` (lower case, NFKC), from ``bm25s.stopwords``.

    Raises:
        ToolDeckError: ``language`` has no list (:data:`LATIN_LANGUAGES` and ``russian`` have).
    """
    name = _STOPWORD_LISTS.get(language)
    if name is None:
        raise ToolDeckError(
            f"no function-word list for {language!r}; known: {', '.join(sorted(_STOPWORD_LISTS))}"
        )
    import bm25s.stopwords  # type: ignore[import-untyped]

    words = getattr(bm25s.stopwords, name)
    return frozenset(unicodedata.normalize("NFKC", w).lower() for w in words)


def guess_latin_language(text: str) -> str | None:
    """The language of ``text``'s Latin-script words, or None without evidence.

    A word here is one between spaces made of Latin letters only (punctuation around it
    and apostrophes inside cut off: ``"l'utente,"`` → ``l``, ``utente``), so addresses,
    file names and identifiers (``example.com``, ``a.py``, ``group/api``) are no evidence;
    words of one letter are left out (``I``, ``V``, ``y``). A word that is an
    English function word counts for English; one that is a function word of another
    language of :data:`LATIN_LANGUAGES` and not of English counts for that language
    ("in", "an", "so" are evidence of neither German nor Italian). English is named when
    it has one count or more, unless another language has at least :data:`MIN_EVIDENCE`
    counts, more than English and at least :data:`MIN_SHARE` of the words: then that
    language when no other has as many counts, else None (``"un … un"`` is French as much
    as Spanish). ``"Liefert das Wetter für eine Stadt"`` → ``"german"`` (das,
    für, eine); ``"Get the weather"`` → ``"english"``; ``"Wetter Berlin"`` → None.
    """
    found = latin_languages(text)
    return found[0] if len(found) == 1 else None


@lru_cache(maxsize=4096)
def latin_languages(text: str) -> tuple[str, ...]:
    """The languages :func:`guess_latin_language` weighs for ``text``: ``("english",)``,
    one other language, several with the same count (``"liste de fichiers du projet"``:
    Danish, French, Norwegian, Swedish by "de" and "du"; not English in any case), or none
    without evidence."""
    words = [w for w in _plain_words(text) if len(w) > 1]
    if not words:
        return ()
    counts = dict.fromkeys(LATIN_LANGUAGES, 0)
    for word in words:
        for lang in _languages_of(word):
            counts[lang] += 1
    english = counts.pop("english")
    hits = max(counts.values())
    if hits >= MIN_EVIDENCE and hits > english and hits >= MIN_SHARE * len(words):
        # two languages with the same count ("un", "de": French or Spanish) is no evidence
        # of either, but is of "not English"
        return tuple(lang for lang, n in counts.items() if n == hits)
    return ("english",) if english else ()


def _plain_words(text: str) -> list[str]:
    """The Latin words of ``text`` as :func:`guess_latin_language` reads them (lower case)."""
    if text.isascii():
        found = _PLAIN_ASCII.findall(text)
    else:
        found = _PLAIN_WORD.findall(unicodedata.normalize("NFKC", text))
    return [w.lower() for run in found for w in _APOSTROPHE.split(run)]


@lru_cache(maxsize=65536)
def _languages_of(word: str) -> tuple[str, ...]:
    """``("english",)`` for an English function word, else the languages whose function
    word it is."""
    if word in function_words("english"):
        return ("english",)
    return tuple(lang for lang in LATIN_LANGUAGES if word in function_words(lang))


def _prose(tool: Tool) -> str:
    """The tool's own sentences (title, description, parameter descriptions)."""
    from tooldeck.select.documents import field_texts

    texts = field_texts(tool)
    return " ".join([*texts["title"], *texts["description"], *texts["parameter_descriptions"]])


class LanguageAnalyzer:
    """:func:`~tooldeck.select.tokenize.tokenize`, then each term stemmed (and a language's
    function words dropped) by its script and, for Latin script, the text's language (the
    module docstring gives the rules).

    Called on a text (``analyzer(text)``) it guesses the text's Latin language
    (:func:`guess_latin_language`) and falls back to :attr:`default` (``"english"``);
    :class:`~tooldeck.select.bm25.BM25Retriever` instead reads one language per tool
    (:meth:`tool_language`) with the deck's as the fallback (:meth:`deck_language`), and
    analyses a request with that fallback, so a short request without function words is
    stemmed as the deck is.

    Args:
        stopwords: drop the function words of languages other than English (English ones
            are kept: see the module docstring).
        default: the Latin language of a text without evidence.

    Raises:
        ToolDeckError: PyStemmer is not installed, or ``default`` is not in
            :data:`LATIN_LANGUAGES`.
    """

    def __init__(self, *, stopwords: bool = True, default: str = "english") -> None:
        try:
            import Stemmer  # type: ignore[import-not-found,unused-ignore]
        except ImportError:
            raise ToolDeckError("stemming needs PyStemmer: pip install PyStemmer") from None
        if default not in LATIN_LANGUAGES:
            raise ToolDeckError(
                f"LanguageAnalyzer: default must be one of {', '.join(LATIN_LANGUAGES)}, "
                f"got {default!r}"
            )
        self.stopwords = stopwords
        self.default = default
        self._stemmers: dict[str, Callable[[str], str]] = {}
        self._stemmer_class = Stemmer.Stemmer
        # (term, Latin language) → the term as indexed ("" when it is dropped)
        self._term = lru_cache(maxsize=262144)(self._analyse_term)

    def _stem(self, language: str) -> Callable[[str], str]:
        stem = self._stemmers.get(language)
        if stem is None:
            stem = self._stemmer_class(language).stemWord
            self._stemmers[language] = stem
        return stem

    def _analyse_term(self, term: str, latin: str) -> str:
        if term.isascii():
            script = "Latin"
        else:
            match = _SCRIPT.search(term)
            script = match.lastgroup if match is not None and match.lastgroup else ""
        if script == "Latin":
            if latin == "english":
                return self._stem("english")(term) if term.isascii() else term
            if self.stopwords and term in function_words(latin):
                return ""
            return self._stem(latin)(term)
        language = SCRIPT_STEMMERS.get(script)
        if language is None:
            return term
        if self.stopwords and language == "russian" and term in function_words("russian"):
            return ""
        return self._stem(language)(term)

    def terms(self, text: str, language: str) -> list[str]:
        """The terms of ``text`` with its Latin words read as ``language``.

        ``terms("Erstellt Rechnungen für Kunden", "german")`` → ``["erstellt",
        "rechnung", "kund"]`` ("für" is a German function word).
        """
        out = []
        for term in tokenize(text):
            analysed = self._term(term, language)
            if analysed:
                out.append(analysed)
        return out

    def language_of(self, text: str, default: str | None = None) -> str:
        """:func:`guess_latin_language` of ``text``, else ``default`` (else :attr:`default`)."""
        return guess_latin_language(text) or default or self.default

    def __call__(self, text: str) -> list[str]:
        """The terms of ``text`` read in its own Latin language (:meth:`language_of`)."""
        return self.terms(text, self.language_of(text))

    def tool_language(self, tool: Tool, default: str | None = None) -> str:
        """The Latin language of ``tool``'s prose (title, description, parameter
        descriptions), else ``default`` (else :attr:`default`)."""
        return self.language_of(_prose(tool), default)

    def deck_language(self, tools: Iterable[Tool]) -> str:
        """The most frequent Latin language among ``tools`` that show one (ties to the
        earlier of :data:`LATIN_LANGUAGES`); :attr:`default` when none does."""
        counts = Counter(
            lang for tool in tools if (lang := guess_latin_language(_prose(tool))) is not None
        )
        if not counts:
            return self.default
        return max(LATIN_LANGUAGES, key=lambda lang: (counts[lang], -LATIN_LANGUAGES.index(lang)))
