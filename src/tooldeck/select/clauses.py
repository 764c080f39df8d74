"""Multi-intent requests: cut a request into clauses and interleave per-clause rankings.

A request such as "find the area of a circle with radius 5. Also, calculate the
derivative at x = 3" needs two tools; ranked as one text, the tools of its dominant
clause fill the top k and the second tool falls out. :func:`split_clauses` cuts a request
at sentence ends (``.``, ``?``, ``!``, ``;`` followed by a space) and at English
connectives that introduce a further task (``also``, ``then``, ``and then``, ``as well
as``, ``additionally``, ``after that``, ``afterwards``, ``, and``); clauses shorter than
``min_words`` words are dropped, and a request that yields fewer than two clauses is not
split. :func:`interleave` then merges the whole request's ranking with each clause's
ranking round-robin: ``lead`` tools from the whole-request list, then the best unseen tool
of each clause, and again, skipping duplicates.

Measured on the BFCL pool (benchmarks/bench_select_bfcl.py; choices made on the
even-numbered half of the questions): interleaving (lead 2) raised hybrid recall@8
(all gold) by about 0.01 on both halves at unchanged MRR, while adding the clause rankings
into the RRF sum instead (any clause weight from 0.25 to 1) changed nothing or hurt.
The connective list is English only; other languages pass through unsplit, unless
``cjk=True`` cuts at CJK punctuation. ``bare_and=N`` also cuts requests of at most N words
at a bare "and" (the ``hybrid`` method: 40 words, with ``cjk=True``; thirteenth session,
docs/select.md: select_real dev gains two requests, the BFCL pool keeps 2,392 of 2,501
questions with every gold tool in the top 8, a cut at every bare "and" 2,384).

:func:`split_segments` is the finer cut of the ``hybrid-segments`` method (issue 15): at any
sentence or clause punctuation, ASCII or CJK (``. ? ! ; : ,`` and ``。？！；：，``), at line
breaks and before a bare ``and``/``then``/``also``; a segment needs ``min_words``
whitespace-separated words outside CJK runs. Chatty requests ("open an issue on
acme/webapp: the dark mode toggle resets …") carry the task in one segment and context in
the others; each segment is embedded apart (the best segment cosine counts) and ranked
apart for interleaving. On the select_real dev split it took recall@8 from 0.709 to 0.741
(without the query adapter), on the BFCL pool's odd half it lowered it from 0.887 to
0.875 (docs/select.md), so it is not the default.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

import numpy as np
import numpy.typing as npt

from tooldeck.select.base import SelectError
from tooldeck.tokenizers import CJK_IDEOGRAPHS

__all__ = ["interleave", "split_clauses", "split_segments"]

_SPLIT = re.compile(
    r"(?<=[.?!;])\s+"
    r"|\s*\b(?:and then|and also|also|then|as well as|additionally|after that|afterwards)\b"
    r"\s*,?\s*"
    r"|,\s*and\s+",
    re.IGNORECASE,
)


_CJK_RUN = re.compile(rf"[{CJK_IDEOGRAPHS}]+")
_BARE_AND = re.compile(r"\s+and\s+", re.IGNORECASE)
_CJK_BREAK = re.compile(r"\s*[\u3002\uff1f\uff01\uff1b\uff0c]\s*")  # 。？！；，


def _words(part: str) -> float:
    """Length in words, a CJK ideograph counting as half a word (a Chinese word is one
    to two characters long)."""
    ideographs = sum(len(run) for run in _CJK_RUN.findall(part))
    return len(_CJK_RUN.sub(" ", part).split()) + ideographs / 2


def _and_sides(part: str, min_words: int, count: Callable[[str], float]) -> list[str]:
    """``part`` cut at each bare ``and`` whose two sides both have ``min_words`` words."""
    sides: list[str] = []
    for side in _BARE_AND.split(part):
        if sides and (count(side) < min_words or count(sides[-1]) < min_words):
            sides[-1] = f"{sides[-1]} and {side}"
        else:
            sides.append(side)
    return sides


def split_clauses(
    query: str,
    *,
    min_words: int = 3,
    max_clauses: int = 8,
    bare_and: int = 0,
    cjk: bool = False,
) -> list[str]:
    """The clauses of ``query`` (see the module docstring), at most ``max_clauses``.

    ``bare_and``: in a request of at most this many words (0: in none), also cut at every
    ``and`` between words (not only ``, and``), as in "check the pipeline and post the
    result"; a side of fewer than ``min_words`` words is joined back, so "length 7 and
    width 3" stays whole. Long requests are left to the other cuts: there a bare ``and``
    mostly joins the details of one task ("starts from rest and accelerates at …").
    ``cjk``: also cut at CJK sentence and clause punctuation (``。？！；，``; Chinese joins
    a request's tasks with commas), and count a CJK ideograph as half a word (without it a
    CJK run is one word, as before).

    Returns ``[]`` when the request has fewer than two clauses of ``min_words`` words or
    more (it is then treated as one intent).

    Raises:
        SelectError: ``min_words`` < 1, ``max_clauses`` < 2 or ``bare_and`` < 0.
    """
    if min_words < 1 or max_clauses < 2:
        raise SelectError(
            f"split_clauses: min_words ≥ 1 and max_clauses ≥ 2, got {min_words}, {max_clauses}"
        )
    if isinstance(bare_and, bool) or not isinstance(bare_and, int) or bare_and < 0:
        raise SelectError(
            f"split_clauses: bare_and is a whole number of words ≥ 0 (0: off), got {bare_and!r}"
        )
    parts = _CJK_BREAK.split(query) if cjk else [query]
    parts = [s for p in parts for s in _SPLIT.split(p) if s]
    count = _words if cjk else (lambda part: len(part.split()))
    if bare_and and count(query) <= bare_and:
        parts = [s for p in parts for s in _and_sides(p, min_words, count)]
    parts = [p.strip(" ,.") for p in parts if p.strip(" ,.")]
    parts = [p for p in parts if count(p) >= min_words]
    return parts[:max_clauses] if len(parts) > 1 else []


_SEGMENT = re.compile(
    r"[.?!;:,\n\u3002\uff1f\uff01\uff1b\uff1a\uff0c]+\s*|\s+-\s+|\s+(?:and|then|also)\s+"
)


def split_segments(query: str, *, min_words: int = 2, max_segments: int = 8) -> list[str]:
    """The segments of ``query`` (see the module docstring), at most ``max_segments``.

    Returns ``[]`` when fewer than two segments have ``min_words`` words or more.

    Raises:
        SelectError: ``min_words`` < 1 or ``max_segments`` < 2.
    """
    if min_words < 1 or max_segments < 2:
        raise SelectError(
            f"split_segments: min_words ≥ 1 and max_segments ≥ 2, got {min_words}, {max_segments}"
        )
    parts = [p.strip() for p in _SEGMENT.split(query) if p and p.strip()]
    parts = [p for p in parts if len(_CJK_RUN.sub(" ", p).split()) >= min_words]
    return parts[:max_segments] if len(parts) > 1 else []


def interleave(
    whole: npt.NDArray[np.intp], clauses: Sequence[npt.NDArray[np.intp]], k: int, *, lead: int = 2
) -> list[int]:
    """Round-robin merge of rankings (arrays of positions, best first) into ``k`` positions.

    Each round takes the next ``lead`` unseen positions of ``whole``, then the next unseen
    position of each clause ranking in order; duplicates are skipped. Stops at ``k``
    positions or when every list is exhausted.

    Raises:
        SelectError: ``lead`` < 1.
    """
    if lead < 1:
        raise SelectError(f"interleave: lead must be ≥ 1, got {lead}")
    lists = [whole.tolist(), *(c.tolist() for c in clauses)]
    cursors = [0] * len(lists)
    seen: set[int] = set()
    out: list[int] = []
    while len(out) < k and any(cursors[i] < len(lists[i]) for i in range(len(lists))):
        for i, ranking in enumerate(lists):
            take = lead if i == 0 else 1
            while take and cursors[i] < len(ranking) and len(out) < k:
                position = ranking[cursors[i]]
                cursors[i] += 1
                if position not in seen:
                    seen.add(position)
                    out.append(position)
                    take -= 1
    return out
