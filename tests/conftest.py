"""Shared fixtures: a deck that uses every field tooldeck models."""

from __future__ import annotations

import pytest

from tooldeck.tool import Deck, Group, Tool, ToolAnnotations

ORDER_SCHEMA = {
    "type": "object",
    "properties": {
        "order_id": {
            "type": "string",
            "pattern": "^ORD-[0-9]{6}$",
            "description": "Order id, e.g. ORD-700001.",
        },
        "fields": {"type": "array", "items": {"type": "string", "enum": ["status", "items"]}},
        "verbose": {"type": "boolean", "default": False},
    },
    "required": ["order_id"],
    "additionalProperties": False,
}


@pytest.fixture
def full_deck() -> Deck:
    """Two groups, titles, annotations, output schema, examples, _meta, Chinese text."""
    return Deck(
        [
            Tool(
                name="get_order_by_id",
                title="Get order",
                description="Look up one order by id. 只在已知订单号时使用。",
                input_schema=ORDER_SCHEMA,
                output_schema={
                    "type": "object",
                    "properties": {"ok": {"type": "boolean"}, "status": {"type": "string"}},
                    "required": ["ok"],
                },
                annotations=ToolAnnotations(read_only_hint=True, open_world_hint=False),
                group="orders",
                examples=({"arguments": {"order_id": "ORD-700001"}, "description": "one"},),
                meta={"vendor/x": 1},
            ),
            Tool(
                name="approve_refund",
                description="Approve a refund request. Sensitive.",
                input_schema={
                    "type": "object",
                    "properties": {"refund_id": {"type": "string"}},
                    "required": ["refund_id"],
                },
                annotations=ToolAnnotations(destructive_hint=True, idempotent_hint=False),
                group="refunds",
            ),
            Tool(name="ping", description="", input_schema={"type": "object"}),
        ],
        groups=[Group("orders", "order lookup 订单"), Group("refunds", "refund approve 退款")],
        name="demo",
        description="A demo deck.",
    )
