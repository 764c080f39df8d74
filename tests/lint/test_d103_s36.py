"""Session 36: D103 in a small deck (trial36 L7).

Expected findings are read by hand from the rule's definition (name words, the generic
list, the server's context words: stems in 40 % of the *other* descriptions)."""

from __future__ import annotations

import pytest

from tooldeck.lint import LintConfig, lint
from tooldeck.tool import Deck, Tool

OBJ: dict[str, object] = {"type": "object", "properties": {}}

# trial36's module (/tmp/t36/app/mytools.py): the four other tools' descriptions
WAREHOUSE = [
    Tool("create_shipment", "Create a shipment of line items to a postal address.", OBJ),
    Tool("price_quote", "Quote the price in euros for a quantity of one product.", OBJ),
    Tool("cancel_shipment", "Cancel a shipment that has not left the warehouse.", OBJ),
    Tool("bad_return", "Return the shelf number of a product (buggy: returns a string).", OBJ),
]


def d103(description: str, deck: list[Tool] = WAREHOUSE) -> list[str]:
    result = lint(
        Deck([Tool("check_stock", description, OBJ), *deck]), LintConfig(select=("D103",))
    )
    return [f.message for f in result.findings if f.tool == "check_stock"]


@pytest.mark.parametrize(
    "description",
    [
        # trial36 L7's text. By hand: name {check, stock}; said {return, number, unit,
        # product, warehouse} less generic {return, one}; context = stems in >= 40 % of the
        # 4 other descriptions (>= 1.6, so 2): 'product' (price_quote, bad_return) only.
        # New: number, unit, warehouse: 3 > 1, quiet. Before, 'warehouse' and 'number'
        # counted as context through check_stock's own description (2 of 5 = 40 %).
        "Return the number of units of one product in a warehouse.",
        # paraphrase, flagged before for the same reason
        "Number of units of a product in a warehouse.",
        "Returns the count of units of one product in a warehouse.",
    ],
)
def test_d103_a_word_one_other_tool_shares_is_not_the_server_context(description: str) -> None:
    assert d103(description) == []


@pytest.mark.parametrize(
    ("description", "message"),
    [
        # twins that truly restate the name: 'warehouse' is the one new word ('product'
        # is context: 2 of the 4 others)
        (
            "Check the stock of a product in a warehouse.",
            "description only repeats the name (only 'warehouse' is new); say what the name cannot",
        ),
        (
            "Check the stock of a product.",
            "description only repeats the name; say what the name cannot",
        ),
        ("Check stock.", "description only repeats the name; say what the name cannot"),
    ],
)
def test_d103_still_reports_a_restatement_in_a_small_deck(description: str, message: str) -> None:
    assert d103(description) == [message]


def test_d103_a_word_most_other_tools_say_is_still_context() -> None:
    """'warehouse' in 3 of the 4 others (>= 1.6) is the server's context: "Count the
    stock in a warehouse" has no new word ('count' is a generic word of the rule; were
    'warehouse' not context, the message would say "only 'warehouse' is new")."""
    deck = [
        Tool("create_shipment", "Create a shipment from a warehouse to an address.", OBJ),
        Tool("price_quote", "Quote the price of an item sold by the warehouse.", OBJ),
        Tool("cancel_shipment", "Cancel a shipment that has not left the warehouse.", OBJ),
        Tool("bad_return", "Return the shelf number of a product.", OBJ),
    ]
    assert d103("Count the stock in a warehouse.", deck) == [
        "description only repeats the name; say what the name cannot"
    ]
