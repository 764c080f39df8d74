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

from tooldeck.formats import ConversionWarning, export, format_names, load, load_data
from tooldeck.jsonvalue import thaw
from tooldeck.tool import Deck, Tool

CORPORA = Path(__file__).resolve().parents[1] / "data" / "corpora"
LOSSLESS = {"deck", "mcp"}
# Targets whose schema language is not JSON Schema: schemas may change, each change a
# "parameters" warning naming the tool (never silent).
SCHEMA_LOSSY = {"gemini"}
# What each lossy target holds of a tool: name, description and input schema, and Gemini
# the output schema too (a declaration's response / responseJsonSchema).
HOLDS_OUTPUT = {"gemini"}


def reduce_to(deck: Deck, target: str) -> Deck:
    if target in LOSSLESS:
        return deck
    keep = target in HOLDS_OUTPUT
    return Deck(
        Tool(t.name, t.description, t.input_schema, output_schema=t.output_schema if keep else None)
        for t in deck
    )


def dropped_fields(deck: Deck, target: str) -> set[str]:
    fields = set()
    for t in deck:
        if t.title is not None:
            fields.add("title")
        if t.output_schema is not None and target not in HOLDS_OUTPUT:
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


def _plain(schema: object) -> object:
    """The schema without an empty top-level ``properties`` (a tool without parameters is
    written without them where the target refuses an empty object)."""
    out = thaw(schema)
    if isinstance(out, dict) and out.get("properties") == {}:
        del out["properties"]
    return out


def assert_carried(
    back: Deck, expected: Deck, target: str, warnings: tuple[ConversionWarning, ...]
) -> None:
    """``back`` equals ``expected``; for a schema-lossy target, names and descriptions are
    equal, every tool whose input schema changed is named by a ``parameters`` warning and
    every tool whose output schema changed by an ``output_schema`` or ``response`` one."""
    if target not in SCHEMA_LOSSY:
        assert back == expected
        return
    assert [(t.name, t.description) for t in back] == [(t.name, t.description) for t in expected]
    changed = {
        b.name
        for b, e in zip(back, expected, strict=True)
        if _plain(b.input_schema) != _plain(e.input_schema)
    }
    warned = {tool for w in warnings if w.field == "parameters" for tool in w.tools}
    assert changed <= warned, (changed, warned)
    assert [b.output_schema is None for b in back] == [e.output_schema is None for e in expected]
    changed = {
        b.name
        for b, e in zip(back, expected, strict=True)
        if b.output_schema is not None and _plain(b.output_schema) != _plain(e.output_schema)
    }
    warned = {
        tool for w in warnings if w.field in ("output_schema", "response") for tool in w.tools
    }
    assert changed <= warned, (changed, warned)


PAIRS = list(itertools.product(format_names(), repeat=2))


@pytest.mark.parametrize(("source", "target"), PAIRS, ids=[f"{a}->{b}" for a, b in PAIRS])
def test_pair_on_a_deck_using_every_field(full_deck: Deck, source: str, target: str) -> None:
    exported = export(full_deck, source)
    loaded = load_data(exported.data, source="a", format=source)
    first = loaded.deck
    assert_carried(first, reduce_to(full_deck, source), source, exported.warnings)
    result = export(first, target)
    again = load_data(json.loads(json.dumps(result.data)), source="b")
    second = again.deck
    assert_carried(second, reduce_to(first, target), target, result.warnings + again.warnings)
    if target not in LOSSLESS:
        assert dropped_fields(first, target) <= {w.field for w in result.warnings}


@pytest.mark.parametrize("corpus", ["github.json", "vscode_copilot_chat.json"])
@pytest.mark.parametrize("target", format_names())
def test_real_tool_sets_survive_every_target(corpus: str, target: str) -> None:
    deck = load(CORPORA / corpus).deck
    result = export(deck, target)
    again = load_data(json.loads(json.dumps(result.data)), source="b", format=target)
    assert_carried(again.deck, reduce_to(deck, target), target, result.warnings + again.warnings)
