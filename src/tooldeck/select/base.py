"""What every retriever shares: the protocol, the errors and the argument checks."""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from tooldeck.errors import SelectError, StaleIndexError
from tooldeck.tool import Deck, Tool

__all__ = [
    "Retriever",
    "ScoredTool",
    "SelectError",
    "StaleIndexError",
    "check_deck",
    "check_k",
    "check_query",
    "require_index",
]

ScoredTool = tuple[Tool, float]
"""One search result: the tool and its score (higher is better; scale depends on the method)."""


@runtime_checkable
class Retriever(Protocol):
    """Ranks a deck's tools for a request.

    ``index(deck)`` builds (or rebuilds) the index; ``search(query, k)`` returns at most
    ``k`` ``(tool, score)`` pairs, best first; ties keep deck order. ``k`` larger than the
    deck returns the whole deck (documented, not an error).
    """

    name: str

    def index(self, deck: Deck) -> None: ...

    def search(self, query: str, k: int) -> list[ScoredTool]: ...


def check_query(query: object) -> str:
    """``query`` itself when it is a string with a non-space character.

    Raises:
        SelectError: not a string, or empty/blank.
    """
    if not isinstance(query, str):
        raise SelectError(f"query must be a string, got {type(query).__name__}")
    if not query.strip():
        raise SelectError("query is empty: give the user's request text")
    return query


def check_k(k: object) -> int:
    """``k`` itself when it is a positive int.

    Raises:
        SelectError: not an int, or k ≤ 0.
    """
    if isinstance(k, bool) or not isinstance(k, int):
        raise SelectError(f"k must be an integer, got {k!r}")
    if k <= 0:
        raise SelectError(f"k must be at least 1, got {k}")
    return k


def require_index(deck: Deck | None, method: str) -> Deck:
    """The indexed deck.

    Raises:
        SelectError: ``index`` was not called yet.
    """
    if deck is None:
        raise SelectError(f"{method}: call index(deck) before search")
    return deck


def check_deck(deck: object, method: str) -> Deck:
    """``deck`` when it is a non-empty :class:`Deck`.

    Raises:
        SelectError: not a Deck, or no tools.
    """
    if not isinstance(deck, Deck):
        raise SelectError(f"{method}: index() takes a Deck, got {type(deck).__name__}")
    if len(deck) == 0:
        raise SelectError(f"{method}: the deck has no tools to select from")
    return deck
