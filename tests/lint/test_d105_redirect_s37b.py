"""Session 37 (lint37): D105 counts a conditional redirect to another tool as an exclusion.

"Use `web_search` when more sources are needed" says when this tool is not the one: the
first label set's D105 criterion counts "use X instead", and the fourth's reviewer counted
these redirects (lint_labels4 dev: both of D105's false positives). An order ("use
list_tools first if you are unsure") is not one, nor a redirect to the tool itself, nor a
word that is no tool name ("use caution when …").

Every description here is a paraphrase written for this file (none copied from a labels
set). Each "quiet" case fails on main 89dbe6c1 (D105 fired); each twin passes there and here.
"""

from __future__ import annotations

import pytest

from tooldeck.lint import LintConfig, lint
from tooldeck.tool import Deck, Tool

OBJ: dict[str, object] = {"type": "object", "properties": {}}


def d105(name: str, description: str) -> list[str]:
    result = lint(Deck([Tool(name, description, OBJ)]), LintConfig(select=("D105",)))
    return [f.message for f in result.findings]


QUIET = [
    ("fetch_page", "Fetch one page as markdown. Use `web_search` when more sources are needed."),
    ("web_search", "Search the web. Use fetch_page on a result URL when the snippet is too short."),
    ("acme__read_doc", "Read one document. Use acme__list_docs if the id is not known."),
]


@pytest.mark.parametrize(("name", "description"), QUIET)
def test_a_conditional_redirect_is_an_exclusion(name: str, description: str) -> None:
    assert d105(name, description) == []


STILL_REPORTED = [
    # an order, not an exclusion
    ("run_tool", "Run a tool by name. Use list_tools first if you are unsure of the name."),
    # the tool itself
    ("fetch_page", "Fetch one page. Use fetch_page when a URL is known."),
    # no tool name
    ("fetch_page", "Fetch one page. Use caution when the site is slow."),
]


@pytest.mark.parametrize(("name", "description"), STILL_REPORTED)
def test_no_redirect_to_another_tool_is_still_reported(name: str, description: str) -> None:
    assert len(d105(name, description)) == 1
