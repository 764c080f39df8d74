"""S113 advises an example where the model sees it (breakA26 L7): an MCP ``tools/list``
file keeps tooldeck's examples in ``_meta``, which clients do not send to a model, so the
finding points at the input schema's ``examples`` (JSON Schema 2020-12 §9.5); a tooldeck
deck keeps ``/examples``. Expected pointers derived by hand from the rule's text."""

from __future__ import annotations

from typing import Any

from tooldeck.formats import load_data
from tooldeck.lint import LintConfig, lint
from tooldeck.tool import Deck, Tool

NESTED: dict[str, Any] = {
    "type": "object",
    "properties": {
        "filter": {
            "type": "object",
            "description": "Filter.",
            "properties": {
                "range": {
                    "type": "object",
                    "description": "Date range.",
                    "properties": {"from": {"type": "string", "description": "Start."}},
                }
            },
        }
    },
}


def s113(data: Any) -> list[tuple[str, str]]:
    loaded = load_data(data)
    result = lint(loaded.deck, LintConfig(select=("S113",)), field_names=loaded.format)
    return [(f.pointer, f.message) for f in result.findings]


def test_an_mcp_file_is_pointed_at_the_schema_examples() -> None:
    found = s113(
        {
            "tools": [
                {"name": "search_orders", "description": "Searches orders.", "inputSchema": NESTED}
            ]
        }
    )
    assert found == [
        (
            "/inputSchema/examples",
            "objects nested two levels deep and no example the model sees; add one to five "
            "argument objects as the schema's 'examples'",
        )
    ]


def test_schema_examples_satisfy_it_in_an_mcp_file() -> None:
    schema = {**NESTED, "examples": [{"filter": {"range": {"from": "2025-01-01"}}}]}
    assert (
        s113(
            {
                "tools": [
                    {
                        "name": "search_orders",
                        "description": "Searches orders.",
                        "inputSchema": schema,
                    }
                ]
            }
        )
        == []
    )


def test_a_tooldeck_deck_keeps_its_examples_field() -> None:
    deck = Deck([Tool(name="search_orders", description="Searches orders.", input_schema=NESTED)])
    result = lint(deck, LintConfig(select=("S113",)))
    assert [f.pointer for f in result.findings] == ["/examples"]
