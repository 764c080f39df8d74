"""Shared fixtures of the selection tests: a small grouped deck (English and Chinese)."""

from __future__ import annotations

import pytest

from tooldeck.tool import Deck, Group, Tool, ToolAnnotations


@pytest.fixture
def deck() -> Deck:
    """Four tools in three groups: file (one destructive), db (Chinese), account."""
    return Deck(
        [
            Tool(name="read_file", description="Read a text file.", group="file"),
            Tool(
                name="delete_file",
                description="Delete a file for good.",
                group="file",
                annotations=ToolAnnotations(destructive_hint=True),
            ),
            Tool(name="count_rows", description="统计一张表有多少行", group="db"),
            Tool(
                name="getUserById",
                description="Fetch one user account.",
                group="account",
                input_schema={
                    "type": "object",
                    "properties": {"user_id": {"type": "string", "description": "account id"}},
                },
            ),
        ],
        groups=[
            Group("file", "files folders paths"),
            Group("db", "数据库 表 行"),
            Group("account", "users accounts"),
        ],
    )


@pytest.fixture
def services() -> Deck:
    """Four unrelated services (weather, email, refunds, invoices), English only."""
    return Deck(
        [
            Tool(name="get_weather", description="Current weather forecast for a city."),
            Tool(name="send_email", description="Send an email message to a recipient."),
            Tool(name="create_refund", description="Refund the money of a returned order."),
            Tool(name="list_invoices", description="List the invoices of a billing month."),
        ]
    )
