"""Session 41 (lint41): behind a gateway, a tool named the server's name and one verb
(``tavily__tavily_search``, ``firecrawl__firecrawl_crawl``) is a bare verb: the server's
name is a vendor prefix, not the object (N102). The third and fourth label sets'
reviewers call these "brand plus a bare verb" (dev split: N102 FN 1 → 0 on
``lint_labels3``, 8 → 2 on ``lint_labels4``, no false positive added on any set).

The cases fail on main cc7941e0 (no N102 there); each twin is quiet there and here: a
verb and an object after the server's name, a first word that is not the server's name
(a CLI's, ``kubectl_apply``), and a deck without gateway names, where a deck-wide first
word stays a prefix as before.
"""

from __future__ import annotations

from tooldeck.formats import load_data
from tooldeck.lint import LintConfig, lint


def _n102(*names: str) -> set[str]:
    tools = [
        {
            "name": name,
            "description": "Search the web for a query and return the ten best pages.",
            "inputSchema": {"type": "object", "properties": {"query": {"type": "string"}}},
        }
        for name in names
    ]
    deck = load_data({"tools": tools}, source="test", format="mcp").deck
    return {f.tool or "" for f in lint(deck, LintConfig(select=("N102",))).findings}


def test_the_servers_name_and_a_bare_verb_is_reported() -> None:
    found = _n102(
        "tavily__tavily_search",
        "firecrawl__firecrawl_crawl",
        "firecrawl__firecrawl_scrape_page",
    )
    assert found == {"tavily__tavily_search", "firecrawl__firecrawl_crawl"}


def test_a_clis_prefix_then_a_verb_is_not_the_servers_name() -> None:
    assert _n102("kubernetes__kubectl_apply", "kubernetes__kubectl_get") == set()


def test_without_gateway_names_the_prefix_stays_a_prefix() -> None:
    assert _n102("tavily_search", "tavily_extract", "tavily_crawl") == set()
