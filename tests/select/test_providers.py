"""Prerequisite providers read from a deck's own text (``tooldeck.select.providers``): the
links of two real captured decks, the rule's refusals on small hand-made tools, and the
moving of providers in a ranking by hand."""

from __future__ import annotations

from pathlib import Path

from tooldeck.formats import load
from tooldeck.select.providers import bring_providers, provider_links
from tooldeck.tool import Deck, Tool

ROOT = Path(__file__).resolve().parents[2]
DECKS = ROOT / "benchmarks/data/select_real/decks"


def _named(deck: Deck) -> dict[str, list[str]]:
    tools = deck.tools
    return {tools[c].name: [tools[p].name for p in ps] for c, ps in provider_links(deck).items()}


def test_chrome_devtools_uid_tools_need_take_snapshot() -> None:
    # By hand from the captured deck: click, fill, hover, get_css_styles and upload_file
    # require `uid`, "the uid of … element on the page from the page content snapshot";
    # take_snapshot's description says the snapshot lists page elements "along with a
    # unique identifier (uid)" and it has no `uid` parameter. fill_form's required
    # `elements` is no identifier; take_heapsnapshot's name word is "heapsnapshot".
    links = _named(load(str(DECKS / "chrome_devtools.json")).deck)
    assert links == {
        name: ["take_snapshot"]
        for name in ("click", "fill", "get_css_styles", "hover", "upload_file")
    }


def test_mongodb_connection_id_comes_from_connect() -> None:
    # By hand: 23 tools require `connectionId`; 22 say "Use the id returned by one of the
    # connect tools" (disconnect says only "The connectionId to disconnect": no source);
    # `connect` gives "back a connectionId"; list-connections also names connectionIds, but
    # its name words (list, connections) are not in that sentence.
    deck = load(str(DECKS / "mongodb.json")).deck
    links = _named(deck)
    consumers = [
        t.name
        for t in deck
        if "connectionId" in (t.input_schema.get("required") or ()) and t.name != "disconnect"
    ]
    assert len(consumers) == 22
    assert links == {name: ["connect"] for name in consumers}


def test_the_github_deck_has_no_such_link() -> None:
    assert provider_links(load(str(DECKS / "github.json")).deck) == {}


def _tool(name: str, description: str, params: dict[str, str], required: list[str]) -> Tool:
    schema = {
        "type": "object",
        "properties": {p: {"type": "string", "description": d} for p, d in params.items()},
        "required": required,
    }
    return Tool(name=name, description=description, input_schema=schema)


def test_what_the_rule_refuses() -> None:
    provider = _tool("list_orders", "List orders with their order id and total.", {}, [])
    wanted = "The order id, as returned by list_orders."
    cases = {
        "links": _tool("refund", "Refund an order.", {"order_id": wanted}, ["order_id"]),
        "optional": _tool("refund2", "Refund an order.", {"order_id": wanted}, []),
        "no identifier": _tool(
            "refund3", "Refund an order.", {"note": "Text from the orders list."}, ["note"]
        ),
        "no source": _tool(
            "refund4", "Refund an order.", {"order_id": "The order id."}, ["order_id"]
        ),
        "from which": _tool(
            "refund5",
            "Refund an order.",
            {"order_id": "The order id from which the orders total is taken."},
            ["order_id"],
        ),
    }
    deck = Deck([provider, *cases.values()])
    assert _named(deck) == {"refund": ["list_orders"]}
    # a provider that takes the same parameter itself is a consumer too, not a provider
    taker = _tool("list_orders", "List orders by order id.", {"order_id": "An id."}, [])
    assert provider_links(Deck([taker, cases["links"]])) == {}
    # a provider whose text never names the value gives no link
    silent = _tool("list_orders", "List the orders of a shop.", {}, [])
    assert provider_links(Deck([silent, cases["links"]])) == {}


def test_bring_providers_by_hand() -> None:
    links = {3: (2,), 5: (4,)}
    # 3 is first and its provider 2 ranks fourth: 2 moves to the second place
    assert bring_providers([3, 0, 1, 2, 5, 4], links, first=1) == [3, 2, 0, 1, 5, 4]
    # a cut ranking that lacks the provider gets it inserted there: the first k places
    # agree with the uncut case
    assert bring_providers([3, 0, 1], links, first=1)[:3] == [3, 2, 0]
    # only the first `first` places bring providers; a provider already above stays
    assert bring_providers([0, 3, 1, 2], links, first=1) == [0, 3, 1, 2]
    assert bring_providers([0, 3, 1, 2], links, first=2) == [0, 3, 2, 1]
    assert bring_providers([2, 3, 0], links, first=2) == [2, 3, 0]
    assert bring_providers([3, 0, 1, 2], {}, first=3) == [3, 0, 1, 2]
    # after=2: the provider goes third, below the first two places, ...
    assert bring_providers([3, 0, 1, 4, 5, 2], links, first=1, after=2) == [3, 0, 2, 1, 4, 5]
    # ... or right after its consumer when that is lower; one at or above its place stays
    assert bring_providers([0, 1, 3, 4, 2], links, first=3, after=1) == [0, 1, 3, 2, 4]
    assert bring_providers([3, 2, 0], links, first=1, after=2) == [3, 2, 0]
