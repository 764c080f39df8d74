"""Every format pair: load → export → load keeps what the target can hold, and says what not.

For each source format A and target B, the deck read back from A is exported to B and
read again; the result must equal the A-deck reduced to the fields B holds. Fields B cannot
hold must appear in B's export warnings.
"""

from __future__ import annotations

import itertools
import json
from pathlib import Path

import pytest

from tooldeck.formats import export, format_names, load, load_data
from tooldeck.tool import Deck, Tool

CORPORA = Path(__file__).resolve().parents[1] / "data" / "corpora"
LOSSLESS = {"deck", "mcp"}
# What each lossy target holds of a tool: name, description and input schema only.


def reduce_to(deck: Deck, target: str) -> Deck:
    if target in LOSSLESS:
        return deck
    return Deck(Tool(t.name, t.description, t.input_schema) for t in deck)


def dropped_fields(deck: Deck) -> set[str]:
    fields = set()
    for t in deck:
        if t.title is not None:
            fields.add("title")
        if t.output_schema is not None:
            fields.add("output_schema")
        if not t.annotations.is_empty:
            fields.add("annotations")
        if t.group is not None:
            fields.add("group")
        if t.examples:
            fields.add("examples")
        if t.meta is not None:
            fields.add("meta")
    if deck.groups:
        fields.add("groups")
    if deck.name is not None or deck.description is not None:
        fields.add("deck")
    return fields


PAIRS = list(itertools.product(format_names(), repeat=2))


@pytest.mark.parametrize(("source", "target"), PAIRS, ids=[f"{a}->{b}" for a, b in PAIRS])
def test_pair_on_a_deck_using_every_field(full_deck: Deck, source: str, target: str) -> None:
    first = load_data(export(full_deck, source).data, source="a", format=source).deck
    assert first == reduce_to(full_deck, source)
    result = export(first, target)
    second = load_data(json.loads(json.dumps(result.data)), source="b").deck
    assert second == reduce_to(first, target)
    if target not in LOSSLESS:
        assert dropped_fields(first) <= {w.field for w in result.warnings}


@pytest.mark.parametrize("corpus", ["github.json", "vscode_copilot_chat.json"])
@pytest.mark.parametrize("target", format_names())
def test_real_tool_sets_survive_every_target(corpus: str, target: str) -> None:
    deck = load(CORPORA / corpus).deck
    result = export(deck, target)
    back = load_data(json.loads(json.dumps(result.data)), source="b", format=target).deck
    assert back == reduce_to(deck, target)
