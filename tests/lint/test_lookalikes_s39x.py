"""Session 39: an opening sentence that three tools or more share is the server's
boilerplate, not a sign that two tools differ only by name (X101/D106 through
:class:`tooldeck.lint.similarity.MeaningSimilarity`, :func:`opening_ids`).

``MeaningSimilarity`` keeps a pair whose descriptions open with one sentence whatever its
score and whatever its names' verbs say (two twins that only the names tell apart). HubSpot's
MCP server opens 13 of its 21 descriptions with the header "🎯 Purpose:", so that reading
paired, among others, ``hubspot-list-associations`` with ``hubspot-generate-feedback-link``
(a read of association records and a link to a feedback form; cosine 0.54, under the
threshold 0.65, and the pair stood only through the shared header). Two tools that share
an opening keep the reading (the twins it is for).

Real deck as captured: HubSpot's server in ``benchmarks/data/poisoning7/captured_tools.json``
(neither tool of the pair is a holdout item of any set: ``generate-feedback-link`` is a dev
tool of poisoning7's labels, ``list-associations`` has no label). Written decks are this
file's own; the expected ids are counted by hand off the texts. Run against the commit
before this change (a clean export of c2e6486b with this file copied in): the file cannot
import ``opening_ids`` there; with the import and the unit test removed, the HubSpot case
and the written three-header case fail on their first assertion and the two-twin case
passes.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tooldeck.formats import load_data, load_deck
from tooldeck.lint import LintConfig, lint
from tooldeck.lint.similarity import MeaningSimilarity, opening_ids
from tooldeck.select.dense import dense_available
from tooldeck.tool import Deck

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "benchmarks" / "data"
needs_model = pytest.mark.skipif(not dense_available(), reason="MiniLM package not installed")

HEADER = "🎯 Purpose:\n  1. "


def _named_pairs(deck: Deck) -> set[frozenset[str]]:
    names = deck.names
    found = MeaningSimilarity().pairs(deck, MeaningSimilarity.default_threshold)
    return {frozenset((names[i], names[j])) for i, j, _ in found}


def _deck(tools: list[tuple[str, str]]) -> Deck:
    return load_data(
        {
            "tools": [
                {"name": n, "description": d, "inputSchema": {"type": "object"}} for n, d in tools
            ]
        },
        source="test",
        format="mcp",
    ).deck


def test_opening_ids() -> None:
    """Ids counted by hand: two tools share an opening (ids 0, 0; case and spacing
    aside), an empty description is its own (``-1 - i``), a lone opening its own index;
    HubSpot's header line on three tools with different texts after it gives three ids,
    on two tools one; three tools with one whole description keep one id (the aftersales
    example's vague registry: three order tools, three refund tools, two service tools)."""
    deck = _deck(
        [
            ("a", "Get the weather. For a city."),
            ("b", "get   the WEATHER. For a town."),
            ("f", ""),
            ("g", "Something else."),
        ]
    )
    assert opening_ids(deck) == [0, 0, -3, 3]
    three = _deck(
        [(n, f"{HEADER}{text}") for n, text in (("c", "Lists."), ("d", "Sends."), ("e", "Drops."))]
    )
    assert opening_ids(three) == [0, 1, 2]
    two = _deck([(n, f"{HEADER}{text}") for n, text in (("c", "Lists."), ("d", "Sends."))])
    assert opening_ids(two) == [0, 0]
    same = _deck([(n, f"{HEADER}Lists.") for n in ("c", "d", "e")])
    assert opening_ids(same) == [0, 0, 0]
    vague = load_deck(ROOT / "examples" / "aftersales" / "vague")
    assert opening_ids(vague) == [0, 0, 0, 3, 3, 3, 6, 6]


@needs_model
def test_hubspot_header_pairs_nothing() -> None:
    servers = json.loads((DATA / "poisoning7" / "captured_tools.json").read_text("utf-8"))
    [server] = [s for key, s in servers["servers"].items() if "hubspot" in key]
    deck = load_data({"tools": server["tools"]}, source="hubspot", format="mcp").deck
    ids = opening_ids(deck)
    names = deck.names
    pair = ("hubspot-list-associations", "hubspot-generate-feedback-link")
    assert ids[names.index(pair[0])] != ids[names.index(pair[1])]
    assert frozenset(pair) not in _named_pairs(deck)
    x101 = lint(deck, LintConfig(select=("X101",))).findings
    assert not [f for f in x101 if set(f.tools) == set(pair)]
    # no X101 finding of this deck gives the shared header as its reason
    assert not [f for f in x101 if "open with the same sentence" in f.message]


def _headed(tools: list[tuple[str, str]], headed: int) -> Deck:
    """The first ``headed`` tools open with HubSpot's header line, the rest without."""
    return _deck(
        [(n, f"{HEADER}{text}" if k < headed else text) for k, (n, text) in enumerate(tools)]
    )


UNLIKE = [
    ("list_invoices", "Retrieves a paginated list of invoices for the account."),
    ("send_reminder_email", "Sends a payment reminder email to a customer."),
    ("delete_customer", "Permanently deletes a customer and their payment methods."),
]


@needs_model
def test_written_header_on_three_tools_pairs_nothing() -> None:
    deck = _headed(UNLIKE, 3)
    assert len(set(opening_ids(deck))) == 3
    assert _named_pairs(deck) == set()


@needs_model
def test_two_twins_keep_the_opening_reading() -> None:
    """Twin: the header on two tools only: their opening is the same and nothing else of
    the deck opens so, which is what the reading is for; the pair stands whatever its
    score and verbs (list / send are different operations)."""
    deck = _headed(UNLIKE, 2)
    assert opening_ids(deck)[:2] == [0, 0]
    assert frozenset(("list_invoices", "send_reminder_email")) in _named_pairs(deck)
