"""Retired tools ranked after the tool their own text names as the replacement.

A deck can hold a tool its own description retires ("Read a file. DEPRECATED: use
read_text_file instead.", the filesystem MCP server since 2025) beside its replacement.
Both describe the same job, so a retriever scores them alike and the retired one often
wins by a hair (trial37b: ``read_file`` 0.2587, ``read_text_file`` 0.2576 for "read the
first 10 lines of notes.txt"). The deck itself says which to use: this stage puts the
named replacement directly above the retired tool, which moves down one place. Nothing
leaves the list: a replacement ranked lower moves up to the retired tool's place, one not
in the list is put there (the deck names it), and every other tool keeps its order.

The retirement reading and the successor are :func:`tooldeck.tool.text.retired_phrase`
and :func:`tooldeck.tool.text.successor` (shared with lint's D112). A retired tool whose
text names no replacement is left where it is: its job may have no other tool.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import NamedTuple

from tooldeck.tool import Tool
from tooldeck.tool.text import retired_phrase, successor

__all__ = ["SuccessorMove", "put_successors_first", "successor_links"]


class SuccessorMove(NamedTuple):
    """One replacement put above the retired tool that names it, in the last search:
    positions into the deck, 1-based places (``before`` is None when the replacement was
    not in the list the earlier stages made)."""

    retired: int
    successor: int
    place: int
    before: int | None


def successor_links(tools: Sequence[Tool]) -> dict[int, int]:
    """Retired tool → its named replacement, as positions into ``tools``: for each tool
    whose title or description retires it (:func:`~tooldeck.tool.text.retired_phrase`)
    and whose description names another tool of ``tools``
    (:func:`~tooldeck.tool.text.successor`) that is not retired itself. Empty for most
    decks."""
    names = [tool.name for tool in tools]
    where = {name: i for i, name in enumerate(names)}
    retired = {i for i, tool in enumerate(tools) if retired_phrase(tool.title, tool.description)}
    links: dict[int, int] = {}
    for i in sorted(retired):
        named = successor(names[i], tools[i].description, names)
        if named is not None and where[named] not in retired:
            links[i] = where[named]
    return links


def put_successors_first(
    order: list[int], links: Mapping[int, int]
) -> tuple[list[int], tuple[SuccessorMove, ...]]:
    """``order`` with each retired tool's replacement (``links``) directly above it, and
    the moves made.

    ``order``: deck positions, best first. For each retired tool in ``order`` (best
    first) whose replacement stands below it or is absent, the replacement is taken out
    (if present) and put at the retired tool's place; the retired tool and the tools
    between move down one place. The list grows by one where the replacement was absent
    (callers cut to ``k``). Returns ``(new_order, moves)``; ``order`` is not changed."""
    if not links:
        return order, ()
    out = list(order)
    moves: list[SuccessorMove] = []
    for retired, replacement in links.items():
        if retired not in out:
            continue
        at = out.index(retired)
        before = out.index(replacement) if replacement in out else None
        if before is not None and before < at:
            continue
        if before is not None:
            del out[before]
        out.insert(at, replacement)
        moves.append(
            SuccessorMove(retired, replacement, at + 1, None if before is None else before + 1)
        )
    return out, tuple(moves)
