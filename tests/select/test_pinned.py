"""Pinned tools: always resident, counted against k or not."""

from __future__ import annotations

import pytest

from tooldeck.select.base import SelectError
from tooldeck.select.bm25 import BM25Retriever
from tooldeck.select.pinned import PinnedRetriever, PinPolicy
from tooldeck.tool import Deck


def test_pinned_destructive_resident_counts_against_k_or_not(deck: Deck) -> None:
    inner = BM25Retriever()
    pinned = PinnedRetriever(inner, PinPolicy.destructive_resident())
    pinned.index(deck)
    names = [t.name for t, _ in pinned.search("fetch user", 2)]
    assert names == ["delete_file", "getUserById"]
    extra = PinnedRetriever(
        BM25Retriever(), PinPolicy(names=frozenset({"count_rows"})), count_against_k=False
    )
    extra.index(deck)
    assert [t.name for t, _ in extra.search("fetch user", 2)][:2] == ["count_rows", "getUserById"]
    assert len(extra.search("fetch user", 2)) == 3
    with pytest.raises(SelectError, match="not in the deck"):
        PinnedRetriever(BM25Retriever(), PinPolicy(names=frozenset({"nope"}))).index(deck)


def test_destructive_resident_pins_stated_hints_only() -> None:
    """trial36 L8: the docstring promised every tool that changes, deletes, sends or charges;
    the policy pins only a stated ``destructiveHint: true`` (not read-only). An unhinted tool
    (MCP reads it as destructive) stays searchable; naming it pins it."""
    from tooldeck.tool import Tool, ToolAnnotations

    schema = {"type": "object", "properties": {}}
    stated = Tool("cancel", "Cancel.", schema, annotations=ToolAnnotations(destructive_hint=True))
    unhinted = Tool("create", "Create.", schema)
    both = Tool(
        "odd",
        "Odd.",
        schema,
        annotations=ToolAnnotations(read_only_hint=True, destructive_hint=True),
    )
    policy = PinPolicy.destructive_resident()
    assert [policy.pins(t) for t in (stated, unhinted, both)] == [True, False, False]
    assert unhinted.annotations.destructive  # MCP's default reading, which is not pinned
    assert PinPolicy(names=frozenset({"create"}), destructive=True).pins(unhinted)
    assert "*state*" in (PinPolicy.destructive_resident.__doc__ or "")
