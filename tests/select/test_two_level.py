"""Two-level selection: groups first, flat fallback when no group matches."""

from __future__ import annotations

import pytest

from tooldeck.select.base import SelectError
from tooldeck.select.two_level import TwoLevelRetriever
from tooldeck.tool import Deck, Tool


def test_two_level_falls_back_when_groups_have_no_signal(deck: Deck) -> None:
    retriever = TwoLevelRetriever()
    retriever.index(deck)
    # "account" is in a group description → group level decides
    assert [t.name for t, _ in retriever.search("which users account", 3)] == ["getUserById"]
    assert retriever.last_fallback is False and retriever.last_groups == ("account",)
    # no query term in any group description → flat retrieval, not the first group
    hits = retriever.search("统计", 2)
    assert retriever.last_fallback is True and hits[0][0].name == "count_rows"
    seed_like = TwoLevelRetriever(fallback=False)
    seed_like.index(deck)
    # the plain two-level failure: all-zero group scores pick the first group (file)
    assert {t.name for t, _ in seed_like.search("统计", 2)} == {"read_file", "delete_file"}


def test_two_level_needs_groups() -> None:
    with pytest.raises(SelectError, match="no groups"):
        TwoLevelRetriever().index(Deck([Tool(name="a")]))


def test_k_past_the_deck_returns_every_tool_the_chosen_groups_first(deck: Deck) -> None:
    """Session 22's breaker: ``select -m two-level -k 1000`` returned the chosen group's
    tools only, where the CLI and docs promise the whole deck for k past its size."""
    retriever = TwoLevelRetriever()
    retriever.index(deck)
    within = [t.name for t, _ in retriever.search("which users account", 3)]
    every = [t.name for t, _ in retriever.search("which users account", len(deck) + 5)]
    assert sorted(every) == sorted(deck.names)  # each tool once
    assert every[: len(within)] == within  # the chosen group's tools lead
