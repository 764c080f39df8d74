"""One item or the list of them (thirty-fourth session, second pass): the items reading of
``tooldeck.select.objects`` (``request_items``, ``NameObjects.items_first``).

Expected identifiers, words and orders are written by hand from the rules in the
docstrings (the hand decks below are built for these tests, with the GitHub server's
shapes: ``get_release_by_tag`` needs ``owner``, ``repo``, ``tag``; ``list_tags`` needs
``owner``, ``repo``). The retrieval test uses two decks of benchmarks/data/select_real
(GitHub, chrome_devtools; see its README) and three of their dev requests (gh-027,
cd-002, and bl4-gh-031 of select_blind4's dev split, over the same GitHub tools); the
ranks were read off by running the method with the reading and with ``items_first``
returning the order unchanged (docs/select.md, "One item or the list (thirty-fourth
session, second pass)").
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from tooldeck.cli import app
from tooldeck.formats import load
from tooldeck.select.base import innermost
from tooldeck.select.bm25 import BM25Retriever
from tooldeck.select.dense import dense_available
from tooldeck.select.hybrid import HybridRetriever
from tooldeck.select.methods import LEXICAL_FIELDS, make_retriever
from tooldeck.select.objects import NameObjects, request_items
from tooldeck.select.tokenize import stemmed_tokenizer
from tooldeck.tool import Deck, Tool, ToolAnnotations

DATA = Path(__file__).resolve().parents[2] / "benchmarks/data"
GITHUB = DATA / "select_real/decks/github.json"
DEVTOOLS = DATA / "select_real/decks/chrome_devtools.json"
needs_model = pytest.mark.skipif(not dense_available(), reason="dense extra not installed")


def _tool(name: str, description: str, required: list[str], read_only: bool | None) -> Tool:
    props: dict[str, Any] = {p: {"type": "string"} for p in [*required, "page"]}
    return Tool(
        name=name,
        description=description,
        input_schema={"type": "object", "properties": props, "required": required},
        annotations=ToolAnnotations(read_only_hint=read_only),
    )


def _deck(read_only: bool | None = True) -> Deck:
    return Deck(
        [
            _tool("list_releases", "List releases in a repository", ["owner", "repo"], read_only),
            _tool(
                "get_release_by_tag",
                "Get a release by its tag name",
                ["owner", "repo", "tag"],
                read_only,
            ),
            _tool("list_tags", "List git tags in a repository", ["owner", "repo"], read_only),
            _tool("delete_tag", "Delete a tag", ["owner", "repo", "tag"], False),
        ]
    )


def _objects(deck: Deck) -> NameObjects:
    bm25 = BM25Retriever(LEXICAL_FIELDS, tokenizer=stemmed_tokenizer())
    bm25.index(deck)
    built = NameObjects.build(deck, bm25.tool_tokenizer)
    assert built is not None
    return built


def test_request_items_reads_identifiers_words_and_quantifiers() -> None:
    assert request_items("show me the v2.3 release of acme/sdk-python") == (
        ["v2.3"],
        ["show", "me", "the", "v", "release", "of", "acme", "sdk", "python"],
        False,
    )
    assert request_items("what's GHSA-8qcq-xxxx-7h3x about")[0] == ["GHSA-8qcq-xxxx-7h3x"]
    assert request_items("who is blocking #300?")[0] == ["#300"]
    # a bare number counts, a path or a file name is no item's identifier
    assert request_items("the last 20 commits of acme/api-v2 in src/app2.ts")[0] == []
    assert request_items("is anything blowing up in the console?")[2] is True
    assert request_items("看看 acme/webapp 有没有泄露的告警")[2] is True
    assert request_items("what tags exist")[2] is False
    # determiners quantify the noun after them, which may be another thing: not read
    assert request_items("那张表都有哪些列？")[2] is False
    assert request_items("which columns does the table have")[2] is False


def test_items_first_one_item_or_the_list() -> None:
    deck = _deck()
    objects = _objects(deck)
    names = [t.name for t in deck]

    def order(query: str, first: list[str]) -> tuple[list[str], dict[str, str]]:
        out, why = objects.items_first([names.index(n) for n in first], query)
        return [names[i] for i in out], {names[i]: w for i, w in why.items()}

    # an identifier: the tool taking one item goes above the list sharing its object
    assert order("show me the v2.3 release", ["list_releases", "get_release_by_tag"]) == (
        ["get_release_by_tag", "list_releases"],
        {"get_release_by_tag": "one"},
    )
    # the list tool's name word in the plural, no identifier: the list goes up
    assert order("what tags do we have", ["get_release_by_tag", "list_tags"]) == (
        ["list_tags", "get_release_by_tag"],
        {"list_tags": "list"},
    )
    # a quantifier asks for the list too
    assert order("is there any release yet", ["get_release_by_tag", "list_releases"])[0] == [
        "list_releases",
        "get_release_by_tag",
    ]
    # already in that order, or nothing said either way: left
    assert order("show me the v2.3 release", ["get_release_by_tag", "list_releases"])[1] == {}
    assert order("show me the release", ["get_release_by_tag", "list_releases"])[1] == {}
    # a tool that acts is never read so (trial 31: "delete users" went to list_users)
    assert order("delete the tags", ["delete_tag", "list_tags"]) == (
        ["delete_tag", "list_tags"],
        {},
    )


def test_two_lists_are_no_pair() -> None:
    """``list_issues`` needs more than ``list_issue_fields`` but writes no object of it in
    the plural that the other writes in the singular: both list (zh-gh-03 of the xling
    set lost its list tool to the fields list before this condition)."""
    deck = Deck(
        [
            _tool("list_issues", "List issues in a repository", ["owner", "repo"], True),
            _tool("list_issue_fields", "List the issue fields of an org", ["owner"], True),
        ]
    )
    objects = _objects(deck)
    assert objects.items_first([0, 1], "are there any open issues") == ([0, 1], {})


def test_a_deck_without_read_only_hints_is_not_read() -> None:
    deck = _deck(read_only=None)
    objects = _objects(deck)
    out, why = objects.items_first([1, 2], "what tags do we have")
    assert (out, why) == ([1, 2], {})


@needs_model
def test_dev_requests_rank_higher_with_the_reading(monkeypatch: pytest.MonkeyPatch) -> None:
    """Rank of the right tool (``hybrid`` with the cross-lingual stage) with the reading /
    with ``items_first`` leaving the order as it is."""

    def ranks(path: Path, query: str, tool: str) -> tuple[int, int]:
        deck = load(str(path)).deck
        retriever = make_retriever("hybrid", crosslingual=True)
        retriever.index(deck)
        inner = innermost(retriever)
        assert isinstance(inner, HybridRetriever)

        def rank() -> int:
            return [t.name for t, _ in retriever.search(query, len(deck))].index(tool) + 1

        on = rank()
        with monkeypatch.context() as patch:
            patch.setattr(NameObjects, "items_first", lambda self, order, query: (order, {}))
            return on, rank()

    gh_027 = "what tags exist on acme/sdk-python? need to see the last few versions"
    assert ranks(GITHUB, gh_027, "list_tags") == (1, 2)
    bl4_gh_031 = "what's GHSA-8qcq-xxxx-7h3x about"
    assert ranks(GITHUB, bl4_gh_031, "get_global_security_advisory") == (1, 2)
    cd_002 = "the page looks half-rendered, is anything blowing up in the console?"
    # (1, 3) until the forty-third session: a request that only asks now also puts the
    # deck's read-only tools above those that change things (tooldeck.select.questions),
    # which lifts list_console_messages one place without the items reading
    assert ranks(DEVTOOLS, cd_002, "list_console_messages") == (1, 2)


@needs_model
def test_cli_select_says_why_it_moved_a_tool() -> None:
    runner = CliRunner()
    query = "what's GHSA-8qcq-xxxx-7h3x about"
    result = runner.invoke(app, ["select", str(GITHUB), query, "-k", "3", "--json"])
    assert result.exit_code == 0, result.output
    line = " ".join(result.stderr.split())
    assert (
        "get_global_security_advisory 2 → 1 (it takes one item, and the request writes an "
        "identifier), list_global_security_advisories 1 → 2" in line
    )
