"""Two-level selection: choose groups by their descriptions, then tools inside them.

The group level ranks the deck's group documents
(group name + description) with BM25 and keeps the best ``groups``; the tool level ranks
only the tools of those groups. Its known failure: when no query term occurs in any
group description every group scores 0, a plain sort falls back to index order and the
first group is chosen whatever the request. Here, when the group level has no signal
— every group score is 0, or the best score is shared by more groups than will be kept —
the search falls back to flat retrieval over the whole deck and says so
(:attr:`TwoLevelRetriever.last_fallback`, :attr:`TwoLevelRetriever.fallbacks`).
"""

from __future__ import annotations

from tooldeck.select.base import (
    ScoredTool,
    SelectError,
    check_deck,
    check_k,
    check_query,
    require_index,
)
from tooldeck.select.bm25 import BM25Retriever, rank_scores
from tooldeck.select.documents import DocumentFields
from tooldeck.tool import Deck, Tool

__all__ = ["FALLBACK_REASONS", "TwoLevelRetriever"]

FALLBACK_REASONS = {
    "no_signal": "no word of the request is in any group's name or description (every "
    "group scored 0)",
    "tie": "more groups tied for the best group score than are kept",
}
"""Why a two-level search ranked the whole deck instead of the chosen groups' tools, by
the key :attr:`TwoLevelRetriever.last_fallback_reason` and ``fallback_reasons`` use."""


class TwoLevelRetriever:
    """Group-then-tool retrieval with a flat fallback when the group level has no signal.

    Args:
        groups: how many groups to keep at the first level (default 1).
        fields: tool document fields for the second level.
        fallback: on no group signal, rank the whole deck (default True); False keeps the
            plain behaviour (first group in deck order).

    A search returns at most ``k`` tools of the chosen groups (fewer when they hold fewer),
    or ``k`` tools of the whole deck on fallback. Tools without a group form an implicit
    group ``"(ungrouped)"`` with an empty description.

    Raises:
        SelectError: a deck without groups, empty query, k ≤ 0, search before index.
    """

    name = "two-level"
    score_kind = "bm25"
    """Hits carry the tool's BM25 score (:data:`~tooldeck.select.base.SCORE_KINDS`); the
    groups chosen first decide which tools can appear."""

    def __init__(
        self, *, groups: int = 1, fields: DocumentFields | None = None, fallback: bool = True
    ) -> None:
        if groups < 1:
            raise SelectError(f"two-level: groups must be ≥ 1, got {groups}")
        self.groups = groups
        self.fields = fields or DocumentFields()
        self.fallback = fallback
        self._deck: Deck | None = None
        self._group_names: list[str] = []
        self._group_index = BM25Retriever(DocumentFields(parameter_names=0))
        self._tools = BM25Retriever(self.fields)
        self.last_fallback = False
        """Whether the last search fell back to flat retrieval."""
        self.last_fallback_reason: str | None = None
        """Why the last search fell back (:data:`FALLBACK_REASONS`), None when it did not."""
        self.fallback_reasons: dict[str, int] = {}
        """Fallbacks by reason (:data:`FALLBACK_REASONS`) since the last :meth:`index`."""
        self.group_count = 0
        """Groups of the indexed deck (the implicit ``(ungrouped)`` one included)."""
        self.undescribed_groups = 0
        """Groups of the indexed deck whose description is empty (the implicit
        ``(ungrouped)`` one included): only their name can match a request."""
        self.last_groups: tuple[str, ...] = ()
        """Groups chosen by the last search (empty on fallback)."""
        self.searches = 0
        """Searches since the last :meth:`index`."""
        self.fallbacks = 0
        """Of them, the searches that fell back to flat retrieval."""

    @property
    def deck(self) -> Deck | None:
        """The indexed deck (None before :meth:`index`)."""
        return self._deck

    def index(self, deck: Deck) -> None:
        """Index group documents and tool documents of ``deck``; the search counters
        (``searches``, ``fallbacks``, ``fallback_reasons``) and the last search's record
        start again from zero, so they count this deck's searches only.

        Raises:
            SelectError: the deck is empty or has no groups.
        """
        check_deck(deck, self.name)
        names = list(deck.group_names)
        if any(t.group is None for t in deck):
            names.append("(ungrouped)")
        if not deck.group_names:
            raise SelectError(
                "two-level: the deck has no groups; give tools a group (and describe groups "
                "under 'groups') or use another method (bm25, hybrid)"
            )
        docs = []
        self.undescribed_groups = 0
        for name in names:
            group = deck.group(name)
            described = group.description if group else ""
            self.undescribed_groups += not (described or "").strip()
            docs.append(Tool(name=f"group:{name}", description=described))
        self._group_index.index(Deck(docs))
        self._tools.index(deck)
        self._group_names = names
        self.group_count = len(names)
        self._deck = deck
        self.searches = self.fallbacks = 0
        self.fallback_reasons = {}
        self.last_fallback, self.last_fallback_reason, self.last_groups = False, None, ()

    def search(self, query: str, k: int) -> list[ScoredTool]:
        """Tools of the best groups (or of the whole deck on fallback), best first; with
        ``k`` at least the deck's size, every tool (the chosen groups' tools first), as
        every method returns the whole deck then."""
        check_k(k)
        check_query(query)
        deck = require_index(self._deck, self.name)
        self.searches += 1
        group_scores = self._group_index.scores(query)
        order = rank_scores(group_scores, len(self._group_names))
        top = float(group_scores[order[0]])
        tied = int((group_scores == top).sum())
        no_signal = top <= 0.0 or tied > self.groups
        scores = self._tools.scores(query)
        if no_signal and self.fallback:
            self.last_fallback = True
            self.last_groups = ()
            self.fallbacks += 1
            reason = "no_signal" if top <= 0.0 else "tie"
            self.last_fallback_reason = reason
            self.fallback_reasons[reason] = self.fallback_reasons.get(reason, 0) + 1
            return [(deck.tools[i], float(scores[i])) for i in rank_scores(scores, k)]
        self.last_fallback = False
        self.last_fallback_reason = None
        chosen = {self._group_names[i] for i in order[: self.groups]}
        self.last_groups = tuple(self._group_names[i] for i in order[: self.groups])
        inside = [i for i, tool in enumerate(deck.tools) if (tool.group or "(ungrouped)") in chosen]
        ranked = sorted(inside, key=lambda i: (-scores[i], i))[:k]
        if k >= len(deck.tools):  # k past the deck: every tool, the chosen groups first
            taken = set(ranked)
            rest = [i for i in rank_scores(scores, len(deck.tools)) if i not in taken]
            ranked += rest
        return [(deck.tools[i], float(scores[i])) for i in ranked]

    def memory_bytes(self) -> int:
        """Bytes of the group and tool indexes."""
        return self._group_index.memory_bytes() + self._tools.memory_bytes()
