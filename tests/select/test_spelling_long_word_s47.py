"""A request word longer than every word it could be a slip from is not expanded into its
slips (session 47's fuzzing: ``tooldeck select DECK "<100,000 letters>"`` grew to 20 GB
and was killed, in :func:`tooldeck.select.spelling._slips`, which builds about 27·n strings
of n letters for an n-letter word). A slip keeps a word's length (two neighbours swapped)
or drops one letter, so a deck or vocabulary word is never one slip from a longer word:
skipping such words changes no reading."""

from __future__ import annotations

import pytest

import tooldeck.select.spelling as spelling
from tooldeck.select.spelling import typo_fixes

WORDS = frozenset({"delete", "branch", "repository"})
NAMES = frozenset({"delete", "branch"})
KNOWN = frozenset({"the", "status"})


@pytest.fixture
def slips_counted(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    called: list[str] = []
    real = spelling._slips

    def counting(word: str) -> set[str]:
        called.append(word)
        return real(word)

    monkeypatch.setattr(spelling, "_slips", counting)
    return called


def test_a_word_longer_than_every_candidate_is_not_expanded(slips_counted: list[str]) -> None:
    long_word = "x" * 11  # "repository" has 10 letters: no word is one slip from 11
    assert typo_fixes(f"the {long_word} status", WORDS, KNOWN, NAMES) == []
    assert slips_counted == []  # the old code built its 298 slips


def test_the_readings_are_unchanged(slips_counted: list[str]) -> None:
    # one letter dropped (10 → 9 letters) and two neighbours swapped (same length)
    assert typo_fixes("delte the branhc", WORDS, KNOWN, NAMES) == [
        ("delte", "delete"),
        ("branhc", "branch"),
    ]
    assert typo_fixes("open the repostory", WORDS, KNOWN, NAMES) == [("repostory", "repository")]
    assert "repostory" in slips_counted


def test_a_huge_request_word_is_read_at_once() -> None:
    # 100,000 letters: the default vocabulary and a small deck; no slip, little memory
    assert typo_fixes("a" * 100_000, WORDS, names=NAMES) == []


def test_a_long_deck_word_does_not_open_the_limit(slips_counted: list[str]) -> None:
    # review, session 47: the limit was the deck's longest word, which nothing caps
    long_deck_word = "b" * 6_000
    words = WORDS | {long_deck_word}
    assert typo_fixes("a" + "b" * 5_999, words, KNOWN, NAMES) == []
    assert slips_counted == []  # over MAX_SLIP_LETTERS: never expanded
