"""Session 42 (trial41 #6): a parameter that is a list of a nested model (pydantic writes
``{"type": "array", "items": {"$ref": "#/$defs/Line"}}`` with the model's fields under the
root's ``$defs``) was read by retrieval as its own name and description only: the model's
fields were never walked (:func:`~tooldeck.select.documents.walk_parameters` did not follow
``$ref``). On the trial's 13-tool back office, "Bill CUS-… for 3 units of SKU-… at 19.90
each" put ``create_invoice`` 10th (first stage 9th; no later stage dropped it): its words
"units", "SKU", "price" are the fields of the invoice line, which the document lacked.

The deck below is this test's own (a purchasing desk of the same shape: ids with a prefix,
a draft tool whose items are a nested model, a stock tool and a cost tool that also take a
part number). Ranks with main's code (session 42) are in the comments."""

from __future__ import annotations

from typing import Any, Literal

import pytest
from pydantic import BaseModel, Field

from tooldeck import Deck, tool
from tooldeck.select import make_retriever
from tooldeck.select.base import Retriever
from tooldeck.select.documents import DocumentFields, dense_text, lexical_terms, walk_parameters


class OrderItem(BaseModel):
    part_number: str
    pieces: int = Field(ge=1)
    unit_cost_cents: int = Field(ge=0)


@tool(read_only=True)
def get_supplier(supplier_id: str) -> dict:
    """Look up one supplier by id. Returns its name, contact and payment terms.

    Args:
        supplier_id: Supplier id such as SUP-2231.
    """
    return {}


@tool(read_only=True)
def search_suppliers(text: str) -> list[dict]:
    """Find suppliers whose name or city contains the text.

    Args:
        text: Part of a supplier name or a city.
    """
    return []


@tool(read_only=True)
def list_purchase_orders(
    supplier_id: str, state: Literal["draft", "sent", "closed"] | None = None
) -> list[dict]:
    """List the purchase orders placed with a supplier, newest first.

    Args:
        supplier_id: Supplier id such as SUP-2231.
        state: Only orders in this state.
    """
    return []


@tool(read_only=True)
def get_purchase_order(order_id: str) -> dict:
    """Show one purchase order with its items and deliveries.

    Args:
        order_id: Order number such as PO-5521.
    """
    return {}


@tool()
def draft_purchase_order(supplier_id: str, items: list[OrderItem]) -> dict:
    """Start a purchase order for a supplier as a draft. Returns the order number.

    Args:
        supplier_id: Supplier id such as SUP-2231.
        items: What the order asks for.
    """
    return {}


@tool()
def send_purchase_order(order_id: str) -> dict:
    """Send a drafted purchase order to its supplier by email.

    Args:
        order_id: Order number such as PO-5521.
    """
    return {}


@tool(destructive=True)
def withdraw_purchase_order(order_id: str, why: str) -> dict:
    """Withdraw a purchase order the supplier has not shipped yet.

    Args:
        order_id: Order number such as PO-5521.
        why: Reason kept in the order history.
    """
    return {}


@tool(read_only=True)
def get_part_stock(part_number: str, site: Literal["north", "south"] | None = None) -> dict:
    """Show how many pieces of a part are on the shelf at each site.

    Args:
        part_number: Part number such as PN-7731-A.
        site: Only this site.
    """
    return {}


@tool()
def set_standard_cost(part_number: str, cost_cents: int) -> dict:
    """Change the standard cost of a part used for valuation.

    Args:
        part_number: Part number such as PN-7731-A.
        cost_cents: The new cost in cents.
    """
    return {}


@tool()
def open_quality_case(supplier_id: str, summary: str) -> dict:
    """Open a quality case against a supplier for a faulty delivery.

    Args:
        supplier_id: Supplier id such as SUP-2231.
        summary: One line on what was wrong.
    """
    return {}


@tool(read_only=True)
def list_supplier_payments(supplier_id: str) -> list[dict]:
    """List what has been paid to a supplier, newest first.

    Args:
        supplier_id: Supplier id such as SUP-2231.
    """
    return []


DECK = Deck.from_functions(
    [
        get_supplier,
        search_suppliers,
        list_purchase_orders,
        get_purchase_order,
        draft_purchase_order,
        send_purchase_order,
        withdraw_purchase_order,
        get_part_stock,
        set_standard_cost,
        open_quality_case,
        list_supplier_payments,
    ]
)


def _tool(name: str) -> Any:
    return next(t for t in DECK.tools if t.name == name)


def test_a_nested_model_behind_ref_is_walked() -> None:
    schema = _tool("draft_purchase_order").input_schema
    assert schema["properties"]["items"]["items"] == {"$ref": "#/$defs/OrderItem"}
    names = [name for name, _ in walk_parameters(schema)]
    assert names == ["supplier_id", "items", "part_number", "pieces", "unit_cost_cents"]


def test_the_nested_fields_reach_both_documents() -> None:
    tool_ = _tool("draft_purchase_order")
    terms = lexical_terms(tool_, DocumentFields())
    assert {"pieces", "unit", "cost", "cents"} <= set(terms)
    assert terms.count("part") == 1  # the field name; no other field says "part"
    assert "part number; pieces; unit cost cents" in dense_text(tool_, DocumentFields())


def test_a_definition_referenced_twice_is_read_once() -> None:
    schema = {
        "type": "object",
        "properties": {
            "edits": {"type": "array", "items": {"$ref": "#/$defs/Edit"}},
            "batch": {"type": "array", "items": {"$ref": "#/$defs/Edit"}},
        },
        "$defs": {"Edit": {"type": "object", "properties": {"old": {}, "new": {}}}},
    }
    assert [n for n, _ in walk_parameters(schema)] == ["edits", "old", "new", "batch"]


def test_a_model_that_holds_itself_ends() -> None:
    schema = {
        "type": "object",
        "properties": {"root": {"$ref": "#/definitions/Node"}},
        "definitions": {
            "Node": {
                "type": "object",
                "properties": {
                    "label": {"type": "string"},
                    "children": {"type": "array", "items": {"$ref": "#/definitions/Node"}},
                },
            }
        },
    }
    assert [n for n, _ in walk_parameters(schema)] == ["root", "label", "children"]


@pytest.mark.parametrize(
    "ref", ["https://example.com/line.json", "#/$defs/Missing", "#/$defs/Text", "#/x~1y"]
)
def test_a_remote_missing_or_non_object_reference_adds_nothing(ref: str) -> None:
    schema = {
        "type": "object",
        "properties": {"line": {"$ref": ref}},
        "$defs": {"Text": "not a schema"},
    }
    assert [n for n, _ in walk_parameters(schema)] == ["line"]


@pytest.fixture(scope="module")
def retriever() -> Retriever:
    built = make_retriever("hybrid")
    built.index(DECK)
    return built


def _rank(retriever: Retriever, request: str, name: str) -> int:
    names = [t.name for t, _ in retriever.search(request, len(DECK.tools))]
    return names.index(name) + 1


@pytest.mark.parametrize(
    ("request_", "within"),
    [
        # main: 7th (get_part_stock, set_standard_cost, get_supplier first)
        ("Source 40 pieces of part PN-7731-A from SUP-2231 at 2.15 unit cost", 5),
        # main: 4th
        ("Ask SUP-2231 for 40 pieces of PN-7731-A at 2.15 a piece", 3),
        # main: 3rd
        ("We need 40 of PN-7731-A from SUP-2231 at a unit cost of 2.15", 2),
    ],
)
def test_an_order_said_by_its_items_finds_the_draft_tool(
    retriever: Retriever, request_: str, within: int
) -> None:
    assert _rank(retriever, request_, "draft_purchase_order") <= within


def test_honest_twins_keep_their_tools(retriever: Retriever) -> None:
    # the same values asked of the stock and cost tools still rank those first
    assert _rank(retriever, "How many pieces of PN-7731-A are on the shelf?", "get_part_stock") == 1
    assert _rank(retriever, "Set the standard cost of PN-7731-A to 2.15", "set_standard_cost") == 1
