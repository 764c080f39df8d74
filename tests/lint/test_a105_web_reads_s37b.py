"""Session 37 (lint37): A105 reads a web crawler, scraper or researcher as a read.

An unannotated tool that crawls a site, scrapes a page or researches a question on the web
only reads, but "crawl", "scrape" and "research" were no read verbs, and behind a brand
prefix (``tavily__tavily_crawl``) the name's verb was not found at all: A105 stayed quiet
(lint_labels4 dev: two of its three A105 misses). They are read now in the name, when no
other verb comes first, and as a description's opening verb.

Every tool here is a paraphrase written for this file (none copied from a labels set). Each
"reported" case fails on main 89dbe6c1; each twin passes there and here.
"""

from __future__ import annotations

from typing import Any

import pytest

from tooldeck.formats import load_data
from tooldeck.lint import LintConfig, lint

URL = {"url": {"type": "string", "description": "Start address."}}


def _a105(name: str, description: str, hints: dict[str, bool] | None = None) -> list[str]:
    tool: dict[str, Any] = {
        "name": name,
        "description": description,
        "inputSchema": {"type": "object", "properties": URL, "required": ["url"]},
    }
    if hints is not None:
        tool["annotations"] = hints
    deck = load_data({"tools": [tool]}, source="test", format="mcp").deck
    return [f.message for f in lint(deck, LintConfig(select=("A105",))).findings]


REPORTED = [
    ("acme__acme_crawl", "Crawl a site from a start URL and return the text of each page."),
    ("webkit_scrape", "Scrape one page and give back its main text as markdown."),
    ("site_pages", "Crawls a website and returns its pages as markdown."),
    ("brand__brand_research", "Research a question on the web and return a cited answer."),
]


@pytest.mark.parametrize(("name", "description"), REPORTED)
def test_an_unannotated_web_reader_is_asked_for_the_read_hint(name: str, description: str) -> None:
    found = _a105(name, description)
    assert len(found) == 1
    assert "states no read_only_hint; declare it true" in found[0]


TWINS = [
    # the author's explicit false is not questioned (a crawl job may call a webhook)
    ("acme_crawl", "Crawl a site from a start URL.", {"readOnlyHint": False}),
    # declared read-only: nothing to ask
    ("acme_crawl", "Crawl a site from a start URL.", {"readOnlyHint": True}),
    # another verb comes first in the name: a scheduled crawl is a job, not a read
    ("schedule_crawl", "Set up a nightly crawl job for a site.", None),
    # a write verb comes first in the name
    ("purge_crawl_cache", "Purge the cache of crawled pages.", None),
]


@pytest.mark.parametrize(("name", "description", "hints"), TWINS)
def test_no_read_hint_asked_where_the_tool_is_no_plain_read(
    name: str, description: str, hints: dict[str, bool] | None
) -> None:
    assert _a105(name, description, hints) == []
