"""Pinned (resident) tools: tools sent with every request whatever the retriever says.

Tools with side effects (write, delete, deploy, charge) are costly
to miss or to mis-select, so one option is to keep them resident and prefilter only the
read tools. A :class:`PinPolicy` names the pinned tools by name, group or annotation;
:class:`PinnedRetriever` puts them first and fills the rest from a retriever.
"""

from __future__ import annotations

from dataclasses import dataclass

from tooldeck.select.base import (
    Retriever,
    ScoredTool,
    SelectError,
    check_k,
    ordered_by,
    require_index,
    score_kind,
)
from tooldeck.tool import Deck, Tool

__all__ = ["PinPolicy", "PinnedRetriever"]


@dataclass(frozen=True, slots=True)
class PinPolicy:
    """Which tools are always sent (default: none).

    Attributes:
        names: tool names.
        groups: group names (every tool of the group).
        destructive: tools with an explicit ``destructiveHint: true`` that are not
            read-only. (MCP's default for an unannotated tool is "destructive"; pinning on
            that default would pin every unannotated tool, so only stated hints count.)
    """

    names: frozenset[str] = frozenset()
    groups: frozenset[str] = frozenset()
    destructive: bool = False

    def __post_init__(self) -> None:
        # trial39 M4: names="calc__hash" was accepted, then failed at use with a TypeError
        for field in ("names", "groups"):
            value = getattr(self, field)
            if isinstance(value, (str, bytes)) or not isinstance(value, (set, frozenset)):
                raise SelectError(
                    f"PinPolicy {field}: expected a set of names, got "
                    f"{type(value).__name__} ({value!r:.60}); write {field}=frozenset({{...}})"
                )
            if not all(isinstance(n, str) for n in value):
                raise SelectError(f"PinPolicy {field}: every entry is a name (a string)")
            object.__setattr__(self, field, frozenset(value))
        if not isinstance(self.destructive, bool):  # trial39b LOW-2: "yes" was truthy
            raise SelectError(
                f"PinPolicy destructive: expected true or false, got {self.destructive!r}"
            )

    @classmethod
    def destructive_resident(cls) -> PinPolicy:
        """Tools that *state* ``destructiveHint: true`` (and not ``readOnlyHint: true``)
        stay resident. A tool with no hints — which MCP reads as destructive, so
        ``tooldeck show`` says ``destructive (default)`` and the runtime asks for approval —
        is not pinned: it stays searchable (pinning on the default would pin every
        unannotated tool). To keep such a tool resident, name it (``PinPolicy(names=…)``)
        or state its hint."""
        return cls(destructive=True)

    def pins(self, tool: Tool) -> bool:
        """Whether ``tool`` is pinned."""
        if tool.name in self.names or (tool.group is not None and tool.group in self.groups):
            return True
        ann = tool.annotations
        return self.destructive and ann.destructive_hint is True and not ann.read_only

    def pinned(self, deck: Deck) -> tuple[Tool, ...]:
        """The pinned tools of ``deck``, deck order.

        Raises:
            SelectError: a pinned name or group is not in the deck.
        """
        unknown = sorted(self.names - set(deck.names))
        if unknown:
            raise SelectError(f"pinned tools not in the deck: {', '.join(unknown)}")
        groups = sorted(self.groups - set(deck.group_names))
        if groups:
            raise SelectError(f"pinned groups not in the deck: {', '.join(groups)}")
        return tuple(t for t in deck if self.pins(t))


class PinnedRetriever:
    """Pinned tools first (score ``inf``), then the inner retriever's best other tools.

    Args:
        inner: the retriever for the unpinned tools.
        policy: which tools are pinned.
        count_against_k: True — pinned tools use up part of ``k`` (a fixed request size);
            False — ``k`` retrieved tools are added on top of the pinned ones.

    With ``count_against_k`` and more pinned tools than ``k``, all pinned tools are still
    returned (they are never dropped); the result is then longer than ``k``.
    """

    def __init__(
        self, inner: Retriever, policy: PinPolicy, *, count_against_k: bool = True
    ) -> None:
        self.inner = inner
        self.policy = policy
        self.count_against_k = count_against_k
        self.name = f"{inner.name}+pinned"
        self._deck: Deck | None = None
        self._pinned: tuple[Tool, ...] = ()

    @property
    def pinned(self) -> tuple[Tool, ...]:
        """The pinned tools of the indexed deck."""
        return self._pinned

    @property
    def score_kind(self) -> str:
        """The inner retriever's (pinned tools carry ``inf``)."""
        return score_kind(self.inner)

    @property
    def ordered_by(self) -> str | None:
        """Pinned tools first, then the inner retriever's order."""
        inner = ordered_by(self.inner)
        return "pinned tools first (score inf), then " + (inner or "the score")

    def index(self, deck: Deck) -> None:
        """Index ``deck`` in the inner retriever and resolve the pinned tools."""
        self._pinned = self.policy.pinned(deck)
        self.inner.index(deck)
        self._deck = deck

    def search(self, query: str, k: int) -> list[ScoredTool]:
        """Pinned tools, then up to ``k`` (or ``k`` − pinned) retrieved ones."""
        check_k(k)
        deck = require_index(self._deck, self.name)
        pinned_names = {t.name for t in self._pinned}
        room = max(k - len(self._pinned), 0) if self.count_against_k else k
        hits: list[ScoredTool] = [(t, float("inf")) for t in self._pinned]
        if room:
            more = self.inner.search(query, min(room + len(pinned_names), len(deck)))
            hits.extend(h for h in more if h[0].name not in pinned_names)
            del hits[len(self._pinned) + room :]
        elif not query.strip():
            raise SelectError("query is empty: give the user's request text")
        return hits
