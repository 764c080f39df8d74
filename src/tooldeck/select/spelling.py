"""A request word mistyped from one of the deck's own words (issue 15).

People type fast: "pls delte the repo", "what cookeis does this site set", "status
propery". A word no vocabulary knows matches no BM25 term, and the encoder cuts it into
word pieces that mean something else ("cookeis" → "cook", "##ei", "##s"), so the tool the
word names falls behind its siblings. :func:`typo_fixes` reads such a word as the word it
was typed from, where that is clear:

- the request word is lower-case letters only, at least :data:`MIN_LETTERS` long, stands
  alone (not part of a path, address, identifier, handle or quotation), and is neither a
  whole word of the select encoder's WordPiece vocabulary (:func:`known_words`: the MiniLM
  tokenizer shipped in ``tooldeck/data/minilm``) nor a word of the deck;
- it is one typing slip from a word of the deck (:func:`deck_words`: its names, split at
  ``_``, ``-`` and camelCase, its descriptions and parameter texts, lower case, at least
  :data:`MIN_LETTERS` letters): one letter left out ("delte" → "delete", "conected" →
  "connected") or two neighbours swapped ("cookeis" → "cookies", "raed" → "read"), the
  slips Damerau counted most often after a wrong letter ("A technique for computer
  detection and correction of spelling errors", CACM 7(3), 1964). A wrong or extra
  letter is not read: on the dev splits it turned "semver" into "server", "repro" into
  "repo", "iframe" into "frame". Nor is a letter left out at the end ("expire" is not
  "expires": that is an inflection);
- exactly one deck word is; where several are, the one a tool name holds ("propery":
  "property" of ``API-retrieve-a-page-property``, not "properly");
- where none is and the word has at least :data:`MIN_LETTERS_KNOWN` letters, exactly one
  word of the encoder's vocabulary is ("everyting" → "everything"); shorter words are
  left, for the vocabulary lacks many inflected words and read "outage" as "outrage",
  "fonts" as "fronts", "prod" as "proud" on the dev splits;
- the word read is no English stop word (``bm25s``' list: "wich" → "which" gains nothing
  and moved a dev request down).

Nothing here names a deck's tools or words: the candidates are the indexed deck's own
words and the encoder's vocabulary. Source: docs/select.md, "Mistyped words, a "that"
clause, a file name (thirty-fourth session)".
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from functools import cache
from importlib import resources

from bm25s.stopwords import STOPWORDS_EN_PLUS  # type: ignore[import-untyped]

from tooldeck.select.tokenize import split_identifier

__all__ = [
    "MIN_LETTERS",
    "MIN_LETTERS_KNOWN",
    "deck_words",
    "known_words",
    "respell",
    "typo_fixes",
]

MIN_LETTERS = 4
"""Shortest word read either way (a request word and a deck word)."""

MIN_LETTERS_KNOWN = 7
"""Shortest request word read as a word of the encoder's vocabulary (none of the deck's
being one slip away)."""

_STOP = frozenset(STOPWORDS_EN_PLUS)
_LETTERS = "abcdefghijklmnopqrstuvwxyz"
_REQUEST_WORD = re.compile(r"(?<![\w/.@#~$'-])[a-z]+(?![\w/.@'-])")
_DECK_CHUNK = re.compile(r"[A-Za-z0-9]+")
_LOWER_WORD = re.compile(r"[a-z]+")


MAX_SLIP_LETTERS = 40
"""The longest request word read as a slip, whatever the deck holds: no word a person
mistypes is longer (the longest word of an English dictionary has 45 letters, everyday
ones under 30), and reading an n-letter word builds ~27n strings of n letters, so a deck
with one very long word let a long request take seconds and a gigabyte (review, session
47: a 6,000-letter deck word and request, 7.75 s and 1.15 GB)."""


@cache
def known_words() -> frozenset[str]:
    """The whole words (no ``##`` continuation pieces) of the select encoder's WordPiece
    vocabulary, lower case (``tooldeck/data/minilm/tokenizer.json``, shipped with the
    package)."""
    path = resources.files("tooldeck") / "data" / "minilm" / "tokenizer.json"
    vocab = json.loads(path.read_text(encoding="utf-8"))["model"]["vocab"]
    return frozenset(word.lower() for word in vocab if not word.startswith("##"))


@cache
def _longest_known() -> int:
    """Letters of the longest word of :func:`known_words`."""
    return max(map(len, known_words()), default=0)


def deck_words(texts: Iterable[str]) -> frozenset[str]:
    """The lower-case words of ``texts`` (tool names and descriptions) with at least
    :data:`MIN_LETTERS` letters: each run of ASCII letters and digits split as BM25 splits
    an identifier (:func:`~tooldeck.select.tokenize.split_identifier`: ``copilot_findFiles``
    → copilot, find, files; ``getVSCodeAPI`` → code; ``ECMAScript`` → ecma, script), then
    the letters of each part (``base64`` → base)."""
    return frozenset(
        word
        for text in texts
        for chunk in _DECK_CHUNK.findall(text)
        for part in split_identifier(chunk)
        for word in _LOWER_WORD.findall(part)
        if len(word) >= MIN_LETTERS
    )


def _slips(word: str) -> set[str]:
    """The words ``word`` is one slip away from: one letter put back anywhere but at the
    end, or two neighbours swapped back."""
    cuts = [(word[:i], word[i:]) for i in range(len(word) + 1)]
    swapped = {a + b[1] + b[0] + b[2:] for a, b in cuts if len(b) > 1 and b[0] != b[1]}
    put_back = {a + c + b for a, b in cuts if b for c in _LETTERS}
    return swapped | put_back


def typo_fixes(
    query: str,
    words: frozenset[str],
    known: frozenset[str] | None = None,
    names: frozenset[str] = frozenset(),
) -> list[tuple[str, str]]:
    """``(typed, read_as)`` for each word of ``query`` read as a slip from a word of the
    deck (``words``, :func:`deck_words`; ``names``: the words of its tool names) or, for a
    long word, of the encoder's vocabulary (``known``, default :func:`known_words`), in
    request order; the conditions are the module docstring's. ``[]`` when none is."""
    longest_known = _longest_known() if known is None else max(map(len, known), default=0)
    known = known_words() if known is None else known
    longest: int | None = None
    fixes: list[tuple[str, str]] = []
    for match in _REQUEST_WORD.finditer(query):
        typed = match.group()
        if len(typed) < MIN_LETTERS or typed in known or typed in words:
            continue
        if longest is None:
            longest = min(max(longest_known, max(map(len, words), default=0)), MAX_SLIP_LETTERS)
        if len(typed) > longest:
            # a slip keeps a word's length or drops one letter, so no word is one slip from
            # a longer one; and _slips of an n-letter word is ~27n strings of n letters
            # (a 100,000-letter request word took 20 GB before this check, session 47)
            continue
        slips = _slips(typed)
        found = [w for w in slips if w in words]
        if len(found) > 1:
            found = [w for w in found if w in names]
        if not found and len(typed) >= MIN_LETTERS_KNOWN:
            found = [w for w in slips if w in known]
        found = [w for w in found if w not in _STOP]
        if len(found) == 1:
            fixes.append((typed, found[0]))
    return fixes


def respell(query: str, fixes: Iterable[tuple[str, str]]) -> str:
    """``query`` with each typed word of ``fixes`` replaced, where it stands alone, by its
    deck word."""
    table = dict(fixes)
    if not table:
        return query
    return _REQUEST_WORD.sub(lambda m: table.get(m.group(), m.group()), query)
