"""Session 37: look-alikes that a status check hid (X101/D106 through
:class:`tooldeck.lint.similarity.MeaningSimilarity`).

The written decks are this file's own; each expectation is read by hand off the names, the
schemas and the first sentences, and the cosines quoted were printed with the model. On
89dbe6c1 (the commit before this change; this file run against an export of it) the "found"
case fails and its twins pass.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tooldeck.formats import load_data
from tooldeck.lint import LintConfig, lint
from tooldeck.lint.similarity import MeaningSimilarity
from tooldeck.select.dense import dense_available
from tooldeck.tool import Deck

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "benchmarks" / "data"
needs_model = pytest.mark.skipif(not dense_available(), reason="MiniLM package not installed")

URL = {"type": "string", "description": "Start URL"}
COUNT = {"type": "integer"}


def _named_pairs(deck: Deck, **options: Any) -> set[frozenset[str]]:
    names = [t.name for t in deck]
    found = MeaningSimilarity(**options).pairs(deck, MeaningSimilarity.default_threshold)
    return {frozenset((names[i], names[j])) for i, j, _ in found}


def _flagged(deck: Deck) -> set[frozenset[str]]:
    """Pairs named by X101, and by D106 (the silent side and each look-alike it lists)."""
    result = lint(deck, LintConfig(select=("X101", "D106")))
    out: set[frozenset[str]] = set()
    for f in result.findings:
        if f.code == "X101":
            out.add(frozenset(f.tools))
        else:
            out.update(frozenset((f.tool, t)) for t in f.tools if t != f.tool)
    return out


def _deck(tools: list[dict[str, Any]]) -> Deck:
    return load_data({"tools": tools}, source="test", format="mcp").deck


def _tool(name: str, description: str, **props: dict[str, Any]) -> dict[str, Any]:
    return {
        "name": name,
        "description": description,
        "inputSchema": {"type": "object", "properties": props or {"id": {"type": "string"}}},
    }


# --- a status check does not take the place of a rival ---------------------------------------

CRAWL = _tool(
    "sitebot_crawl",
    "Crawl a website from a start URL and return the content of every page it reaches.",
    url=URL,
    max_depth=COUNT,
    limit=COUNT,
)
STATUS = _tool(
    "sitebot_check_crawl_status",
    "Return the status of a crawl of a website from a start URL and the content of every "
    "page it has reached so far.",
)
MAP = _tool(
    "sitebot_map",
    "Map a website: list the URLs of its pages from a start URL, without their content.",
    url=URL,
    limit=COUNT,
)
OTHERS = [
    _tool("sitebot_search", "Search the web for a query and return ranked results.", query=URL),
    _tool("sitebot_screenshot", "Take a screenshot of one web page.", url=URL),
]


@needs_model
def test_a_status_check_nearest_to_a_tool_does_not_hide_its_next_rival() -> None:
    """The crawl's nearest text is its status check (cosine 0.83), a step of its job that
    is dropped; the map (0.69, shared url and limit) is the crawl's nearest rival and the
    crawl is the map's. Before session 37 the status check held the crawl's place, the pair
    was not mutual, and nothing was reported."""
    deck = _deck([CRAWL, STATUS, MAP, *OTHERS])
    pairs = _named_pairs(deck)
    assert frozenset(("sitebot_crawl", "sitebot_map")) in pairs
    assert not any("sitebot_check_crawl_status" in pair for pair in pairs)
    assert frozenset(("sitebot_crawl", "sitebot_map")) in _flagged(deck)


@needs_model
def test_without_the_status_check_the_same_pair_is_found_as_before() -> None:
    """Twin: the pair does not hang on the status check being there."""
    deck = _deck([CRAWL, MAP, *OTHERS])
    assert frozenset(("sitebot_crawl", "sitebot_map")) in _named_pairs(deck)


@needs_model
def test_with_steps_off_the_status_check_is_reported_and_holds_the_place() -> None:
    """``steps=False`` keeps the old reading: the status check is the crawl's mutual nearest
    tool (a pair of the similarity), and the map is not paired."""
    deck = _deck([CRAWL, STATUS, MAP, *OTHERS])
    pairs = _named_pairs(deck, steps=False)
    assert frozenset(("sitebot_crawl", "sitebot_check_crawl_status")) in pairs
    assert frozenset(("sitebot_crawl", "sitebot_map")) not in pairs
