"""A two-level retriever's search counters count the indexed deck's searches only: a new
:meth:`~tooldeck.select.two_level.TwoLevelRetriever.index` starts them from zero. Session 46
left ``fallback_reasons`` (and ``fallbacks``, ``searches``, the last search's record)
counting across decks, so a retriever indexed again reported the earlier deck's fallbacks
beside the new deck's. Expected values by hand from BM25's rule: a group document sharing
no word with the request scores 0 (``no_signal``)."""

from __future__ import annotations

import pytest

from tooldeck.select.base import SelectError
from tooldeck.select.two_level import TwoLevelRetriever
from tooldeck.tool import Deck, Group, Tool

OBJ = {"type": "object", "properties": {}}


def _deck(orders: str) -> Deck:
    return Deck(
        [
            Tool(name="get_order", description="Look up an order.", input_schema=OBJ, group="a"),
            Tool(name="refund_order", description="Refund an order.", input_schema=OBJ, group="b"),
        ],
        groups=[Group("a", orders), Group("b", "refund money back")],
    )


def test_index_starts_the_fallback_counters_again() -> None:
    two = TwoLevelRetriever()
    two.index(_deck("order lookup"))
    two.search("what is the weather", 1)  # no word in either group document
    assert (two.searches, two.fallbacks, two.fallback_reasons) == (1, 1, {"no_signal": 1})
    assert two.last_fallback is True and two.last_fallback_reason == "no_signal"
    two.index(_deck("order lookup listing"))
    assert (two.searches, two.fallbacks, two.fallback_reasons) == (0, 0, {})
    assert two.last_fallback is False and two.last_fallback_reason is None
    assert two.last_groups == ()
    two.search("refund my money", 1)  # group b's words: no fallback
    assert (two.searches, two.fallbacks, two.fallback_reasons) == (1, 0, {})
    assert two.last_groups == ("b",)


def test_a_failed_index_keeps_the_counters_of_the_deck_still_indexed() -> None:
    two = TwoLevelRetriever()
    two.index(_deck("order lookup"))
    two.search("what is the weather", 1)
    ungrouped = Deck([Tool(name="ping", description="Ping.", input_schema=OBJ)])
    with pytest.raises(SelectError, match="no groups"):
        two.index(ungrouped)  # refused before anything changes
    assert two.fallback_reasons == {"no_signal": 1} and two.deck is not None
