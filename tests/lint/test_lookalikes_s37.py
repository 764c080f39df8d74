"""Session 37: look-alikes that a status check hid, and two servers' page readers (X101/D106
through :class:`tooldeck.lint.similarity.MeaningSimilarity`).

Real decks as the label sets captured them: ``lint_labels3/tools/gateway_web.json`` and
``lint_labels4/tools/gateway_web.json`` (only tools of their dev splits are named in an
expectation here). The written decks are this file's own. Each expectation is read by hand
off the names, the schemas and the first sentences, and the cosines quoted were printed
with the model. Run against an export of the commit before each change: on 89dbe6c1 the
status-check case fails and its twins pass; on 27416a7f (``reads_address`` taken from the
new tree) the three reader pairs fail, the ``reads_address`` twins pass, and the cases that
pass ``readers=False`` cannot run (no such option).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tooldeck.formats import load_data, load_deck
from tooldeck.lint import LintConfig, lint
from tooldeck.lint.similarity import MeaningSimilarity, reads_address
from tooldeck.select.dense import dense_available
from tooldeck.tool import Deck, Tool

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


def _one(name: str, description: str, schema: dict[str, Any]) -> Tool:
    return _deck([{"name": name, "description": description, "inputSchema": schema}])[name]


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


# --- two servers' page readers ----------------------------------------------------------------


def test_reads_address_takes_a_required_or_first_declared_url() -> None:
    assert reads_address(
        _one(
            "fetch_markdown",
            "Fetch a website and return its contents as Markdown",
            {"type": "object", "properties": {"url": {"type": "string"}}, "required": ["url"]},
        )
    )
    # Firecrawl's scrape requires nothing and declares url first
    assert reads_address(
        _one(
            "scrape",
            "Scrape one URL and return its content.",
            {"type": "object", "properties": {"url": {"type": "string"}, "formats": {}}},
        )
    )
    assert reads_address(
        _one(
            "web_fetch",
            "Read a webpage's full content.",
            {
                "type": "object",
                "properties": {"urls": {"type": "array", "items": {"type": "string"}}},
                "required": ["urls"],
            },
        )
    )


def test_reads_address_twins() -> None:
    # a url that is not the main input: the query is required
    assert not reads_address(
        _one(
            "web_search",
            "Search the web.",
            {
                "type": "object",
                "properties": {"query": {"type": "string"}, "url": {"type": "string"}},
                "required": ["query"],
            },
        )
    )
    # a url declared second where nothing is required
    assert not reads_address(
        _one(
            "search",
            "Search the web.",
            {"type": "object", "properties": {"query": {"type": "string"}, "url": {}}},
        )
    )
    # a url that something is made from: an upload
    assert not reads_address(
        _one(
            "upload_file",
            "Upload a file from a URL to the drive.",
            {"type": "object", "properties": {"url": {"type": "string"}}, "required": ["url"]},
        )
    )
    # a url of another type (an object of settings)
    assert not reads_address(
        _one(
            "fetch_page",
            "Fetch a page.",
            {"type": "object", "properties": {"url": {"type": "object"}}, "required": ["url"]},
        )
    )


@needs_model
def test_exa_fetch_and_firecrawl_scrape_are_look_alikes() -> None:
    """lint_labels4 gateway_web, both dev tools: "read this page for me" fits both URL
    readers (cosine 0.549, under the counterpart threshold 0.55)."""
    deck = load_deck(DATA / "lint_labels4" / "tools" / "gateway_web.json")
    pair = frozenset(("exa__web_fetch_exa", "firecrawl__firecrawl_scrape"))
    assert pair in _named_pairs(deck)
    assert pair not in _named_pairs(deck, readers=False)
    assert pair in _flagged(deck)


@needs_model
def test_kagi_extract_and_searxng_url_read_are_look_alikes() -> None:
    """lint_labels3 gateway_web, both dev tools: both read a page's content as markdown
    (cosine 0.459)."""
    deck = load_deck(DATA / "lint_labels3" / "tools" / "gateway_web.json")
    pair = frozenset(("kagi__kagi_extract", "searxng__web_url_read"))
    assert pair in _named_pairs(deck)
    assert pair not in _named_pairs(deck, readers=False)
    assert pair in _flagged(deck)


READER_A = _tool(
    "pagefetch__fetch_page",
    "Fetch a web page and return its content as markdown.",
    url={"type": "string"},
)
READER_B = _tool(
    "webreader__doc_text",
    "The text of a remote document, as markdown.",
    link={"type": "string"},
)
GIT = [
    _tool(
        "git__clone",
        "Clone a remote git repository into a local path.",
        url={"type": "string"},
        path={"type": "string"},
    ),
    _tool("git__status", "Show the working tree status of a repository."),
]


@needs_model
def test_two_servers_page_readers_are_paired_once_each() -> None:
    deck = _deck(
        [
            READER_A,
            _tool("pagefetch__list_feeds", "List the saved feeds."),
            READER_B,
            _tool("webreader__summarize", "Summarize a text.", text={"type": "string"}),
            *GIT,
        ]
    )
    pairs = _named_pairs(deck)
    assert frozenset(("pagefetch__fetch_page", "webreader__doc_text")) in pairs
    assert frozenset(("pagefetch__fetch_page", "webreader__doc_text")) not in _named_pairs(
        deck, readers=False
    )
    # a clone takes a url too and shares the word "remote" with the document reader, but
    # its text is about another field (cosine 0.1, under the readers' floor of 0.4)
    assert not any("git__clone" in pair for pair in pairs)


@needs_model
def test_readers_of_one_server_are_not_paired_by_this() -> None:
    """Twin: two readers of one server are left to meaning (their formats may set them
    apart; the label sets' reviewers did not pair webfetch's html / txt readers)."""
    deck = _deck(
        [
            READER_A,
            _tool(
                "pagefetch__fetch_feed",
                "Fetch an RSS feed and return its items.",
                url={"type": "string"},
            ),
            *GIT,
        ]
    )
    assert _named_pairs(deck, readers=False) == _named_pairs(deck)
