"""What every retriever shares: the protocol, the errors and the argument checks."""

from __future__ import annotations

import typing
from collections.abc import Callable, Iterator
from typing import Protocol, runtime_checkable

from tooldeck.errors import SelectError, StaleIndexError
from tooldeck.jsonvalue import lone_surrogate
from tooldeck.tool import Deck, Tool

__all__ = [
    "SCORE_KINDS",
    "Retriever",
    "ScoredTool",
    "SelectError",
    "StaleIndexError",
    "check_deck",
    "check_k",
    "check_query",
    "innermost",
    "ordered_by",
    "require_index",
    "score_kind",
    "stages",
]

ScoredTool = typing.Tuple[Tool, float]  # noqa: UP006 (a tuple[...] alias takes no __doc__)
ScoredTool.__doc__ = """One search result, a plain 2-tuple ``(tool, score)``:
``tool`` the :class:`~tooldeck.tool.Tool` ranked, ``score`` a float, higher is better;
what it measures depends on the method (:func:`score_kind`, :data:`SCORE_KINDS`: a BM25
score, a cosine similarity, an RRF sum …). ``Retriever.search`` returns a list of them,
best first."""

SCORE_KINDS: dict[str, str] = {
    "bm25": "Okapi BM25 score of the request against the tool's document (0 or more, "
    "unbounded; 0: no shared term)",
    "cosine": "cosine similarity of the request and tool embeddings (-1 to 1)",
    "rrf": "reciprocal rank fusion score of the first stage for the whole request, "
    "sum of w / (c + rank) over the fused lists (Cormack et al. 2009)",
    "convex": "convex fusion score of the first stage for the whole request, "
    "alpha * BM25 / max BM25 + (1 - alpha) * min-max-scaled cosine (0 to 1)",
}
"""What the score of a hit is, by :func:`score_kind`."""


def score_kind(retriever: object) -> str:
    """What the scores in ``retriever.search``'s hits are: a key of :data:`SCORE_KINDS`
    (the retriever's ``score_kind`` attribute), or ``"score"`` for one that does not say."""
    kind = getattr(retriever, "score_kind", None)
    return kind if isinstance(kind, str) else "score"


def ordered_by(retriever: object) -> str | None:
    """What orders ``retriever.search``'s hits when it is not their score (the learned
    re-ranker, interleaved clause rankings), in words; None when hits come in descending
    score order (the retriever's ``ordered_by`` attribute)."""
    order = getattr(retriever, "ordered_by", None)
    return order if isinstance(order, str) else None


def stages(retriever: object) -> Iterator[object]:
    """``retriever``, then each retriever it wraps in turn (request acronyms, cross-lingual
    expansion, pinned tools: each keeps the one it wraps as ``inner``), at most 17."""
    yield retriever
    seen = 0
    while (inner := getattr(retriever, "inner", None)) is not None and seen < 16:
        retriever, seen = inner, seen + 1
        yield retriever


def innermost(retriever: object) -> object:
    """The retriever inside every wrapping stage (:func:`stages`); ``retriever`` itself
    when it wraps none."""
    *_, last = stages(retriever)
    return last


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
    """``query`` itself when it is a string with a non-space character and valid Unicode.

    Raises:
        SelectError: not a string, empty/blank, or holding a lone surrogate (bytes that were
            not UTF-8, read by Python's ``surrogateescape``: ``$'caf\xe9'`` from a Latin-1
            terminal), which no tokenizer can encode; the message gives its position.
    """
    if not isinstance(query, str):
        raise SelectError(f"query must be a string, got {type(query).__name__}")
    if not query.strip():
        raise SelectError("query is empty: give the user's request text")
    at = lone_surrogate(query)
    if at is not None:
        raise SelectError(
            f"query is not valid Unicode text (a lone surrogate {query[at]!r} at character "
            f"{at}: bytes that are not UTF-8?); re-encode the request as UTF-8"
        )
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


WARM_UP_REQUESTS: tuple[str, ...] = ("list the files in a folder", "列出文件夹里的文件")
"""The requests :func:`warm_up` searches: one English, one Chinese (a generic action and
object, not taken from any evaluation set). The Chinese one makes the cross-lingual stage
load what every Chinese request needs (CC-CEDICT, jieba's dictionary, the software
glossary)."""


def warm_up(retriever: Retriever) -> dict[str, float]:
    """Load now what the first request of a fresh process would load: search
    :data:`WARM_UP_REQUESTS` (one English, one Chinese request) once each and discard the
    hits, so that a server's first user does not wait for it.

    In a fresh process whose index came from the embedding cache, the first English
    request reads and dequantises the MiniLM weights and the first Chinese one reads
    CC-CEDICT and jieba's dictionary (trial46: 0.65–4.6 s and 3.8–10 s at load 8–17 on 2
    cores; docs/select.md, "Using select from Python"). The rankings of later requests do
    not change: the two requests only fill caches (the model, the dictionaries, the last
    256 request vectors).

    Args:
        retriever: an indexed retriever (after ``index(deck)``).

    Returns:
        Seconds (wall clock, ``time.perf_counter``) each request took:
        ``{"english": s, "chinese": s}``.

    Raises:
        SelectError: ``index`` was not called yet (the message says so).
    """
    return timed_warm_up(lambda request: retriever.search(request, 1))


def timed_warm_up(answer: Callable[[str], object]) -> dict[str, float]:
    """Call ``answer`` on each of :data:`WARM_UP_REQUESTS` in turn, discard what it returns
    and time it: :func:`warm_up` (a retriever's ``search(request, 1)``) and
    :meth:`~tooldeck.select.deferred.DeferredCatalog.warm_up` (its ``match``) share it.

    Returns:
        Seconds (wall clock, ``time.perf_counter``) each call took:
        ``{"english": s, "chinese": s}``.

    Raises:
        Whatever ``answer`` raises (the first request's error stops the second).
    """
    import time

    took: dict[str, float] = {}
    for label, request in zip(("english", "chinese"), WARM_UP_REQUESTS, strict=True):
        began = time.perf_counter()
        answer(request)
        took[label] = time.perf_counter() - began
    return took
