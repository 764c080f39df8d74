"""Request acronyms read as the deck's own phrases (tooldeck.select.acronyms).

Expected expansions are derived by hand from the small decks written here (phrase counts
per tool, the rules of the module docstring); the retrieval test uses the real GitHub MCP
tools of tests/data/corpora (BM25 alone: deterministic and fast).
"""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from tooldeck.cli import app
from tooldeck.formats import load
from tooldeck.select.acronyms import AcronymRetriever, DeckAcronyms
from tooldeck.select.base import SelectError, innermost
from tooldeck.select.bm25 import BM25Retriever
from tooldeck.select.methods import make_retriever
from tooldeck.tool import Tool

GITHUB = "tests/data/corpora/github.json"


def _tool(name: str, description: str, **params: str) -> Tool:
    schema = {
        "type": "object",
        "properties": {p: {"type": "string", "description": d} for p, d in params.items()},
    }
    return Tool(name=name, description=description, input_schema=schema)


# 4 of 6 tools say "pull request(s)"; one says "project"; none says "merge request" twice
CODE_HOST = [
    _tool("list_pull_requests", "List pull requests in a repository."),
    _tool("get_pull_request", "Get one pull request by its number."),
    _tool("merge_pull_request", "Merge a pull request into its base branch."),
    _tool("create_pull_request", "Open a new pull request from a branch."),
    _tool("list_projects", "List the projects of an organization."),
    _tool(
        "get_slo",
        "Read a Service Level Objective (SLO) and its error budget.",
        objective="Name of the objective.",
    ),
]


def test_an_acronym_the_deck_defines_is_followed_by_its_phrase() -> None:
    acronyms = DeckAcronyms.from_deck(CODE_HOST)
    assert acronyms.phrases["pr"] == "pull request"
    assert acronyms.phrase_tools["pr"] == 4
    assert acronyms.expand("list the open PRs") == "list the open PRs pull request"
    assert acronyms.expand("merge pr #12 now") == "merge pr pull request #12 now"
    assert acronyms.expand("what prs are open?") == "what prs pull request are open?"
    assert acronyms.expansions("PR's title and the PR") == [
        ("PR's", "pull request"),
        ("PR", "pull request"),
    ]


def test_an_explicit_definition_counts_whatever_its_frequency() -> None:
    # "Service Level Objective (SLO)" occurs in one tool only, below the 3-tool floor
    acronyms = DeckAcronyms.from_deck(CODE_HOST)
    assert acronyms.phrases["slo"] == "service level objective"
    assert acronyms.expand("how much budget is left on the checkout SLOs") == (
        "how much budget is left on the checkout SLOs service level objective"
    )


@pytest.mark.parametrize(
    "request_text",
    [
        "Go to the pull requests",  # a capitalised word, not an acronym
        "open https://pr.example/list",  # part of a URL
        "look at src/pr/list.py",  # part of a path
        "ping @pr about it",  # a handle
        "IS it open",  # a stop word, even in capitals
        "the CSS of the page",  # no "cs"/"css" phrase: a capital S is no plural
    ],
)
def test_words_that_are_not_acronyms_stay_as_written(request_text: str) -> None:
    acronyms = DeckAcronyms.from_deck(CODE_HOST)
    assert acronyms.expand(request_text) == request_text
    assert acronyms.expansions(request_text) == []


def test_a_shortened_word_of_the_deck_wins_over_an_acronym() -> None:
    """``db``: "development branch" is in 3 tools, but "database" (d…b) in 4, so a user's
    "db" is as likely the database; the acronym is not read."""
    tools = [
        _tool(f"t{i}", f"Create a development branch of the database number {i}.") for i in range(3)
    ] + [_tool("t9", "Drop the database.")]
    acronyms = DeckAcronyms.from_deck(tools)
    assert acronyms.phrases["db"] == "development branch"
    assert acronyms.expand("reset the db") == "reset the db"
    assert acronyms.expand("reset the DB") == "reset the DB"


def test_a_phrase_needs_its_share_of_the_deck_and_a_clear_lead() -> None:
    # two phrases with the same initials, 3 tools each: neither leads by 2x, none is kept
    tools = [_tool(f"a{i}", "Send a merge request today.") for i in range(3)]
    tools += [_tool(f"b{i}", "Returns the max results.") for i in range(3)]
    assert "mr" not in DeckAcronyms.from_deck(tools).phrases
    # a phrase in 2 tools is under the 3-tool floor
    assert "pr" not in DeckAcronyms.from_deck(CODE_HOST[:2]).phrases
    with pytest.raises(SelectError, match="min_tools ≥ 1"):
        DeckAcronyms.from_deck(CODE_HOST, min_tools=0)
    with pytest.raises(SelectError, match="cohesion"):
        DeckAcronyms.from_deck(CODE_HOST, cohesion=2.0)


def test_the_github_tools_rank_list_pull_requests_first_for_prs() -> None:
    deck = load(GITHUB).deck
    plain = make_retriever("bm25", acronyms=False)  # the CLI's BM25 (name weight 2, stems)
    plain.index(deck)
    read = AcronymRetriever(make_retriever("bm25", acronyms=False))
    read.index(deck)
    query = "list the open prs in acme/webapp"
    assert [t.name for t, _ in read.search(query, 1)] == ["list_pull_requests"]
    assert plain.search(query, 1)[0][0].name != "list_pull_requests"
    # a request without an acronym is ranked exactly as without the stage
    other = "list the open issues in acme/webapp"
    assert read.search(other, 10) == plain.search(other, 10)


def test_make_retriever_puts_the_stage_outermost_unless_told_not_to() -> None:
    on = make_retriever("bm25")
    assert isinstance(on, AcronymRetriever) and on.name == "bm25"
    off = make_retriever("bm25", acronyms=False)
    assert not isinstance(off, AcronymRetriever)
    assert type(innermost(on)) is type(innermost(off)) is BM25Retriever


def test_cli_select_says_which_acronym_it_read_and_can_leave_it() -> None:
    runner = CliRunner()
    query = "list the open prs in acme/webapp"
    result = runner.invoke(app, ["select", GITHUB, query, "-m", "bm25", "-k", "1", "--json"])
    assert result.exit_code == 0, result.output
    assert "note: read 'prs' as 'pull request'" in result.stderr
    assert '"name": "list_pull_requests"' in result.stdout
    off = runner.invoke(
        app, ["select", GITHUB, query, "-m", "bm25", "-k", "1", "--json", "--no-acronyms"]
    )
    assert off.exit_code == 0 and "note: read" not in off.stderr
    assert '"name": "list_pull_requests"' not in off.stdout
