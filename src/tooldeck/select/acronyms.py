"""Acronyms in requests, expanded from the deck's own vocabulary.

People write "PR", "PRs", "CI" or "DM" where tool descriptions say "pull request",
"continuous integration" or "direct message". BM25 cannot match the two, and MiniLM's
vector for "list the open prs" lies far from "List pull requests" (on the GitHub MCP tools
``list_pull_requests`` ranks 15th for it, 2nd once "pull requests" follows the acronym).
This stage reads the deck once and writes the phrase after each acronym the deck defines:

- **implicit definitions**: every run of two or three words inside one field text
  (tool name words, title, description, parameter names and descriptions; no English stop
  word, nor one of the tool's language where its prose is in another (session 24), each
  word two letters or more; plurals compared singular) is a phrase; its initials
  are its acronym. A phrase counts the tools whose text holds it (document frequency). An
  acronym is kept when its most frequent phrase occurs in ``min_tools`` tools or more and
  at least ``dominance`` times as often as the next phrase with the same initials.
- **explicit definitions**: "long form (LF)" and "LF (long form)" written in the deck, the
  pattern of Schwartz & Hearst ("A simple algorithm for identifying abbreviation
  definitions in biomedical text", PSB 2003) restricted to initials, are kept whatever
  their frequency.

A request's token expands when it is written in capitals (``PR``, ``PRs``, ``CI``) or is a
two-letter word in lower case (``pr``, ``prs``), is not an English stop word
(``bm25s``' 179-word list) nor, in a request written in another language
(:func:`~tooldeck.select.languages.latin_languages`), one of that language's (a French
request's "de" is not "data export"; session 24), maps to a kept acronym (a trailing
``s`` dropped), and the deck does not use the token itself as a word in as many tools as
the phrase (``id``, ``in`` stay). The phrase is inserted right after the token, so clause
splitting keeps it in its clause: "list the open prs" → "list the open prs pull requests".

Nothing here is written for a particular deck or request set; the rules above and their
two numbers (2 tools, 2×) were set by reading the acronyms they keep on the decks of
``benchmarks/data/select_train`` and measured on the development split of
``benchmarks/data/select_real`` (docs/select.md gives the figures).
"""

from __future__ import annotations

import math
import re
from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field

from bm25s.stopwords import STOPWORDS_EN_PLUS  # type: ignore[import-untyped]

from tooldeck.select.addresses import mask_urls
from tooldeck.select.base import Retriever, ScoredTool, SelectError, check_deck, check_query
from tooldeck.select.documents import field_texts
from tooldeck.select.languages import function_words, latin_languages
from tooldeck.tool import Deck, Tool

__all__ = ["AcronymRetriever", "DeckAcronyms"]

_STOP = frozenset(STOPWORDS_EN_PLUS)
_PROSE = ("title", "description")  # what a tool says it is about (not parameter boilerplate)
_SEGMENT = re.compile(r"[^A-Za-z0-9 _\-/]+")  # punctuation ends a run of words
_SEPARATOR = re.compile(r"[\s_\-/]+")
_PART = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])")  # camelCase and ALLCAPS parts
# a word on its own: not part of a URL, path, handle, identifier or flag
_TOKEN = re.compile(r"(?<![A-Za-z0-9./\\_@:~$-])([A-Za-z]{2,6})(?:'s)?(?![A-Za-z0-9./\\_@:-])")
_EXPLICIT_AFTER = re.compile(r"((?:[A-Za-z]+[\s-]+){1,3}[A-Za-z]+)\s*\(([A-Za-z]{2,5})s?\)")
_EXPLICIT_BEFORE = re.compile(r"\b([A-Z]{2,5})s?\s*\(((?:[A-Za-z]+[\s-]+){1,3}[A-Za-z]+)\)")


def _other_function_words(text: str) -> frozenset[str]:
    """The function words of ``text``'s Latin language(s) when not English (none else)."""
    languages = latin_languages(text)
    if languages in ((), ("english",)):
        return frozenset()
    return frozenset().union(*(function_words(lang) for lang in languages))


def _prose_texts(tool: Tool) -> list[str]:
    texts = field_texts(tool)
    return [*texts["title"], *texts["description"], *texts["parameter_descriptions"]]


def _singular(word: str) -> str:
    if len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
        return word[:-1]
    return word


def _runs(text: str) -> list[list[str]]:
    """Lower-cased words of ``text``, cut into runs at punctuation."""
    runs = []
    for chunk in _SEGMENT.split(text):
        words = [part.lower() for token in _SEPARATOR.split(chunk) for part in _PART.findall(token)]
        if words:
            runs.append(words)
    return runs


def _initials(words: Iterable[str]) -> str:
    return "".join(w[0] for w in words)


@dataclass
class DeckAcronyms:
    """The acronyms a deck defines (see the module docstring).

    Attributes:
        phrases: acronym (lower case) → the phrase it stands for (lower case words).
        phrase_tools: acronym → number of tools whose text holds its phrase.
        word_tools: word → number of tools whose text uses it as a word.
        min_support: the fewest tools a phrase must occur in for a request's acronym to be
            read as it (explicit definitions always are).
    """

    phrases: dict[str, str] = field(default_factory=dict)
    phrase_tools: dict[str, int] = field(default_factory=dict)
    word_tools: dict[str, int] = field(default_factory=dict)
    min_support: int = 2
    _skeleton: dict[str, re.Pattern[str]] = field(default_factory=dict, repr=False)

    @classmethod
    def from_deck(
        cls,
        tools: Iterable[Tool],
        *,
        min_tools: int = 3,
        min_share: float = 0.05,
        dominance: float = 2.0,
        cohesion: float = 0.5,
    ) -> DeckAcronyms:
        """Read the acronyms of ``tools``.

        A phrase must occur in ``max(min_tools, min_share × len(tools))`` tools, and in at
        least ``cohesion`` times as many tools as its rarest word (a unit, not two words
        that happen to meet).

        Raises:
            SelectError: ``min_tools`` < 1, ``min_share`` or ``cohesion`` outside [0, 1],
                or ``dominance`` < 1.
        """
        tools = list(tools)
        if min_tools < 1 or dominance < 1 or not 0 <= min_share <= 1 or not 0 <= cohesion <= 1:
            raise SelectError(
                "DeckAcronyms: min_tools ≥ 1, 0 ≤ min_share ≤ 1, dominance ≥ 1 and "
                f"0 ≤ cohesion ≤ 1, got {min_tools}, {min_share}, {dominance}, {cohesion}"
            )
        support = max(min_tools, math.ceil(min_share * len(tools)))
        phrase_df: Counter[tuple[str, ...]] = Counter()
        word_df: Counter[str] = Counter()
        explicit: dict[str, str] = {}
        for tool in tools:
            stop = _STOP | _other_function_words(" ".join(_prose_texts(tool)))
            phrases: set[tuple[str, ...]] = set()
            words: set[str] = set()
            for field_name, texts in field_texts(tool).items():
                if field_name not in _PROSE:
                    continue
                for text in texts:
                    cls._explicit(text, explicit)
                    for run in _runs(text):
                        words.update(run)
                        for n in (2, 3):
                            for i in range(len(run) - n + 1):
                                raw = run[i : i + n]
                                if any(w in stop or len(w) < 2 for w in raw):
                                    continue
                                phrases.add(tuple(_singular(w) for w in raw))
            phrase_df.update(phrases)
            word_df.update(words)
        stems: Counter[str] = Counter()
        for word, count in word_df.items():
            stems[_singular(word)] += count
        by_acronym: dict[str, list[tuple[int, tuple[str, ...]]]] = defaultdict(list)
        for key, count in phrase_df.items():
            if count >= support and count >= cohesion * min(stems[w] for w in key):
                by_acronym[_initials(key)].append((count, key))
        found = cls(word_tools=dict(word_df), min_support=support)
        for acronym, candidates in by_acronym.items():
            candidates.sort(key=lambda c: (-c[0], c[1]))
            best, key = candidates[0]
            if len(candidates) > 1 and best < dominance * candidates[1][0]:
                continue
            found.phrases[acronym] = " ".join(key)
            found.phrase_tools[acronym] = best
        for acronym, phrase in explicit.items():
            found.phrases[acronym] = phrase
            found.phrase_tools[acronym] = max(found.phrase_tools.get(acronym, 0), support)
        return found

    @staticmethod
    def _explicit(text: str, into: dict[str, str]) -> None:
        for match in _EXPLICIT_AFTER.finditer(text):
            words, acronym = match.group(1).split(), match.group(2).lower()
            tail = [w.lower() for w in words[-len(acronym) :]]
            if len(tail) == len(acronym) and _initials(tail) == acronym:
                into.setdefault(acronym, " ".join(tail))
        for match in _EXPLICIT_BEFORE.finditer(text):
            acronym = match.group(1).lower()
            words = [w.lower() for w in match.group(2).split()]
            if len(words) == len(acronym) and _initials(words) == acronym:
                into.setdefault(acronym, " ".join(words))

    def _phrase_for(self, token: str, stop: frozenset[str] = _STOP) -> str | None:
        if token.lower() in stop:
            return None
        if token.isupper():  # PR, CI, CSS (a capital S is a letter, not a plural)
            forms, upper = [token.lower()], True
        elif token[:-1].isupper() and token.endswith("s"):  # PRs
            forms, upper = [token[:-1].lower()], True
        elif token.islower():  # pr, prs
            forms = [token] + ([token[:-1]] if len(token) == 3 and token.endswith("s") else [])
            forms, upper = [f for f in forms if len(f) == 2], False
        else:  # Go, Ok: a capitalised word
            return None
        for form in forms:
            phrase_tools = self.phrase_tools.get(form, 0)
            if form in _STOP or phrase_tools < self.min_support:
                continue
            words = self.word_tools.get(form, 0)
            if words >= (2 if upper else 1) * phrase_tools:
                continue  # the deck uses the token as a word of its own
            if self._shortened_word(form, phrase_tools):
                continue  # as likely a shortened word (db → database) as an acronym
            return self.phrases[form]
        return None

    def _shortened_word(self, form: str, phrase_tools: int) -> bool:
        """Whether a deck word that starts with ``form``'s first letter and holds its other
        letters in order is used in as many tools as the acronym's phrase."""
        pattern = self._skeleton.get(form)
        if pattern is None:
            pattern = re.compile(form[0] + "".join(f"[a-z]*{c}" for c in form[1:]))
            self._skeleton[form] = pattern
        return any(
            count >= phrase_tools and len(word) > len(form) and pattern.match(word)
            for word, count in self.word_tools.items()
        )

    def expansions(self, query: str) -> list[tuple[str, str]]:
        """``(token, phrase)`` for each acronym of ``query`` this deck defines, in order.

        Raises:
            SelectError: ``query`` is not a non-empty string.
        """
        check_query(query)
        stop = _STOP | _other_function_words(query)
        found = []
        for match in _TOKEN.finditer(query):
            phrase = self._phrase_for(match.group(1), stop)
            if phrase is not None:
                found.append((match.group(0), phrase))
        return found

    def expand(self, query: str) -> str:
        """``query`` with each acronym followed by its phrase (unchanged when none)."""
        check_query(query)
        stop = _STOP | _other_function_words(query)

        def insert(match: re.Match[str]) -> str:
            phrase = self._phrase_for(match.group(1), stop)
            return match.group(0) if phrase is None else f"{match.group(0)} {phrase}"

        return _TOKEN.sub(insert, query)


class AcronymRetriever:
    """A retriever that reads a request's acronyms as the deck's phrases
    (:class:`DeckAcronyms`), and its web addresses as the word "URL"
    (:func:`~tooldeck.select.addresses.mask_urls`), before the inner retriever ranks it.

    Results, scores and every other attribute are the inner retriever's; ``name`` is its
    name. ``make_retriever`` puts this stage outermost by default (``acronyms=False``
    leaves it out).
    """

    def __init__(self, inner: Retriever) -> None:
        self.inner = inner
        self.name = inner.name
        self.acronyms = DeckAcronyms()

    def __getattr__(self, attr: str) -> object:
        # score_kind, ordered_by, nested_top_k, memory_bytes, … are the inner retriever's
        if attr == "inner":
            raise AttributeError(attr)
        return getattr(self.inner, attr)

    def index(self, deck: Deck) -> None:
        """Read ``deck``'s acronyms and index it in the inner retriever.

        Raises:
            SelectError: ``deck`` is not a non-empty Deck (checked before reading it).
        """
        check_deck(deck, getattr(self.inner, "name", "select"))
        self.acronyms = DeckAcronyms.from_deck(deck)
        self.inner.index(deck)

    def rewrite(self, query: str) -> str:
        """What the inner retriever reads: ``query`` with its web addresses written as
        "URL" (:func:`~tooldeck.select.addresses.mask_urls`) and its acronyms expanded.

        Raises:
            SelectError: ``query`` is not a non-empty string.
        """
        return self.acronyms.expand(mask_urls(check_query(query)))

    def prime_queries(self, queries: list[str]) -> None:
        """Batch-embed the rewritten ``queries`` when the inner retriever can."""
        prime = getattr(self.inner, "prime_queries", None)
        if prime is not None:
            prime([self.rewrite(q) for q in queries])

    def search(self, query: str, k: int) -> list[ScoredTool]:
        """The inner retriever's results for the rewritten request (:meth:`rewrite`).

        Raises:
            SelectError: ``query`` is not a non-empty string (:meth:`rewrite`), or the
                inner retriever's errors.
        """
        return self.inner.search(self.rewrite(query), k)
