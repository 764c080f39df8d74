"""Session 29: look-alike readings left over from trial 28 and the dev misses of the
reviewer labels (X101, D106, N102).

Real text: GitHub's MCP server as ``tests/data/corpora/github.json`` holds it (its README:
github/github-mcp-server, MIT). The small decks are written for these tests; every
expected pair is read by hand off the definitions: a value of a dispatcher's enum and a
single tool whose name says that operation on the same thing.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tooldeck.formats import load_deck
from tooldeck.lint import LintConfig, lint
from tooldeck.lint.similarity import (
    BM25Similarity,
    MeaningSimilarity,
    dispatched_operations,
    dispatcher_pairs,
)
from tooldeck.select.dense import dense_available
from tooldeck.tool import Deck, Tool

ROOT = Path(__file__).resolve().parents[2]
GITHUB = ROOT / "tests" / "data" / "corpora" / "github.json"
needs_model = pytest.mark.skipif(not dense_available(), reason="MiniLM package not installed")


def _enum(key: str, *values: str) -> dict[str, Any]:
    return {
        "type": "object",
        "properties": {key: {"type": "string", "enum": list(values)}},
        "required": [key],
    }


def _named_pairs(deck: Deck) -> set[tuple[str, str, str]]:
    """(dispatcher, value, single tool) of :func:`dispatcher_pairs`."""
    out = set()
    for i, j, d, _key, value in dispatcher_pairs(deck):
        single = j if d == i else i
        out.add((deck.names[d], value, deck.names[single]))
    return out


# --- a value acting on a part of the dispatcher's thing --------------------------------


def test_github_review_threads_are_operations_of_the_review_writer() -> None:
    # trial 28, finding 8: pull_request_review_write(method: resolve_thread) did not pair
    # with resolve_review_thread ("pull request" left out of the single tool's name)
    pairs = _named_pairs(load_deck(GITHUB))
    assert ("pull_request_review_write", "resolve_thread", "resolve_review_thread") in pairs
    assert ("pull_request_review_write", "unresolve_thread", "unresolve_review_thread") in pairs
    # a comment placed on a pending review is no comment of a discussion
    assert not any(single == "add_comment_to_pending_review" for _, _, single in pairs)


def test_a_shorter_name_of_the_thing_keeps_its_head_noun() -> None:
    review = Tool(
        "pull_request_review_write",
        "Write operations on pull request reviews.",
        input_schema=_enum("method", "create", "resolve_thread"),
    )
    deck = Deck(
        [
            review,
            Tool("resolve_review_thread", "Mark a review thread resolved."),
            Tool("create_review", "Start a review of a pull request."),
            # the head noun (review) is gone: a pull request, not a review
            Tool("create_pull_request", "Open a pull request from a branch."),
            Tool("resolve_thread_in_discussion", "Close a discussion thread."),
        ]
    )
    assert _named_pairs(deck) == {
        ("pull_request_review_write", "resolve_thread", "resolve_review_thread"),
        ("pull_request_review_write", "create", "create_review"),
    }


def test_a_brand_before_the_thing_may_be_left_out() -> None:
    # trial 28, finding 8: docker_container(cmd: stop) / stop_container paired only by
    # similarity, not as the dispatcher's operation
    docker = Tool(
        "docker_container",
        "Container commands.",
        input_schema=_enum("cmd", "start", "stop", "restart", "rm"),
    )
    deck = Deck(
        [
            docker,
            Tool("stop_container", "Stop a running container."),
            Tool("stop_docker", "Stop the Docker engine."),  # the brand alone: no head noun
        ]
    )
    assert _named_pairs(deck) == {("docker_container", "stop", "stop_container")}


def test_an_edit_verb_after_an_unread_prefix_names_one_change() -> None:
    # paperless' bulk_edit_tags(operation: set_permissions|delete): a name that says one
    # change (edit) offers its steps, as patch_document's; the shorter name of the thing
    # (tag) does not make delete_tag its operation (left to similarity: borderline, since
    # Paperless' bulk delete removes the tags)
    bulk = Tool(
        "bulk_edit_tags",
        "Bulk edit tags.",
        input_schema=_enum("operation", "set_permissions", "delete"),
    )
    deck = Deck([bulk, Tool("delete_tag", "Delete one tag everywhere.")])
    assert _named_pairs(deck) == set()


# --- values written as anyOf/oneOf of consts ---------------------------------------------


def test_a_union_of_consts_is_read_as_the_dispatchers_values() -> None:
    # trial 28, finding 9: zod writes a union of literals as anyOf of consts
    union = {"anyOf": [{"const": "create"}, {"const": "close"}, {"const": "reopen"}]}
    tickets = Tool(
        "tickets",
        "Ticket commands.",
        input_schema={"type": "object", "properties": {"action": union}},
    )
    assert dispatched_operations(tickets) == [
        ("action", "create"),
        ("action", "close"),
        ("action", "reopen"),
    ]
    deck = Deck([tickets, Tool("close_ticket", "Close a solved ticket.")])
    assert _named_pairs(deck) == {("tickets", "close", "close_ticket")}


@pytest.mark.parametrize(
    ("spec", "values"),
    [
        # pydantic's Optional[Literal[...]]: the enum in one branch, null in the other
        ({"anyOf": [{"enum": ["insert_row", "drop_table"]}, {"type": "null"}]}, 2),
        ({"oneOf": [{"const": "insert_row"}, {"const": "drop_table"}, {"const": None}]}, 2),
        # a free command: one branch is any string
        ({"anyOf": [{"const": "insert_row"}, {"type": "string"}]}, 0),
        ({"anyOf": [{"type": "string"}, {"type": "null"}]}, 0),
    ],
)
def test_only_a_closed_union_offers_operations(spec: dict[str, Any], values: int) -> None:
    db = Tool("db", "Database.", input_schema={"type": "object", "properties": {"op": spec}})
    assert len(dispatched_operations(db)) == values


# --- single tools named object first ------------------------------------------------------


def _run_git() -> Tool:
    return Tool(
        "run_git",
        "Run a git subcommand.",
        input_schema=_enum("command", "status", "commit", "push", "pull", "log"),
    )


def test_object_first_single_tools_pair_with_the_dispatcher() -> None:
    # trial 28, finding 9: run_git(command: commit) / git_commit (verb second)
    deck = Deck(
        [
            _run_git(),
            Tool("git_commit", "Record staged changes."),
            Tool("list_repositories", "Repositories known to the server."),
            Tool("clone_repository", "Clone a remote repository."),
        ]
    )
    assert _named_pairs(deck) == {("run_git", "commit", "git_commit")}


def test_a_bare_verb_after_the_decks_prefix_acts_on_the_prefixs_thing() -> None:
    # most tools start with git (the deck's prefix): git_push is push after the prefix
    deck = Deck(
        [
            _run_git(),
            Tool("git_commit", "Record staged changes."),
            Tool("git_push", "Send commits to the remote."),
            # no verb, but the name spells git's subcommand status whole (trial 29, F8)
            Tool("git_status", "Show the working tree status."),
        ]
    )
    assert _named_pairs(deck) == {
        ("run_git", "commit", "git_commit"),
        ("run_git", "push", "git_push"),
        ("run_git", "status", "git_status"),
    }


# --- structured JSON, per-tool-ignores ----------------------------------------------------


def _issue_deck() -> Deck:
    return Deck(
        [
            Tool(
                "issue_write",
                "Write operations on the issues of a repository.",
                input_schema=_enum("method", "create", "update"),
            ),
            Tool("create_issue", "Open a new issue in a repository with a title and body."),
            Tool("list_labels", "Labels defined in a repository."),
        ]
    )


def test_json_findings_carry_the_pair_and_the_dispatchers_value() -> None:
    # trial 28, finding 11: -f json had the field and value only inside the message
    result = lint(_issue_deck(), LintConfig(select=("X101", "D104")), similarity=BM25Similarity())
    (x101,) = [f.to_json() for f in result.findings if f.code == "X101"]
    assert x101["tools"] == ["create_issue", "issue_write"]
    assert x101["operation"] == {"tool": "issue_write", "parameter": "method", "value": "create"}
    assert isinstance(x101["similarity"], float)
    json.dumps(x101)  # plain JSON
    other = next(f.to_json() for f in result.findings if f.code == "D104")
    assert set(other) == {"code", "name", "severity", "tool", "pointer", "message"}


@pytest.mark.parametrize("ignored", ["issue_write", "create_issue", "issue_*"])
def test_ignoring_x101_on_either_tool_silences_the_pair(ignored: str) -> None:
    # trial 28, finding 11: the pair is filed under create_issue (name order), so ignoring
    # X101 for the dispatcher left it
    config = LintConfig(select=("X101", "D106"), per_tool_ignores={ignored: ("X101",)})
    result = lint(_issue_deck(), config, similarity=BM25Similarity())
    assert not [f for f in result.findings if f.code == "X101"]
    # D106 is each tool's own finding: still there for a tool not ignored
    assert {f.tool for f in result.findings if f.code == "D106"} == {
        "issue_write",
        "create_issue",
    }


# --- a tool that takes nothing is no rival of a query runner -------------------------------


@needs_model
def test_a_tool_without_input_is_no_rival_of_a_query_runner() -> None:
    deck = load_deck(GITHUB)
    found = {
        frozenset((deck.names[i], deck.names[j]))
        for i, j, _ in MeaningSimilarity().pairs(deck, MeaningSimilarity.default_threshold)
    }
    # get_me (no parameters: the caller) and search_users (a required query) at 0.71
    assert frozenset(("get_me", "search_users")) not in found
    assert not any("get_me" in pair for pair in found)
    found_off = {
        frozenset((deck.names[i], deck.names[j]))
        for i, j, _ in MeaningSimilarity(inputs=False).pairs(
            deck, MeaningSimilarity.default_threshold
        )
    }
    assert frozenset(("get_me", "search_users")) in found_off


# --- N102: object first, then a verb that is no noun ---------------------------------------


@pytest.mark.parametrize(
    ("name", "flagged"),
    [
        ("label_write", True),  # GitHub's: a label, then write (as issue_read)
        ("tag_delete", True),
        ("label_issue", False),  # label is the verb here: an object follows
        ("archive_list", False),  # Trello: archive a list (list is a noun too)
        ("stop_search", False),  # stop a running search
    ],
)
def test_n102_reads_a_closing_verb_as_object_first(name: str, flagged: bool) -> None:
    result = lint(Deck([Tool(name, "A tool of the test deck.")]), LintConfig(select=("N102",)))
    assert any(f.code == "N102" for f in result.findings) is flagged
