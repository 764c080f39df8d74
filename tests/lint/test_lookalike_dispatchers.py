"""Dispatcher tools as look-alikes (X101, D106): a tool whose ``action``/``method`` enum
offers an operation, beside a single-purpose tool that does that operation
(``manage_issue(action: create)`` / ``create_issue``).

Real text: GitHub's MCP server as ``tests/data/corpora/github.json`` holds it (README
there: github/github-mcp-server, MIT), and the Plane + Azure DevOps gateway deck of
``benchmarks/data/lint_labels3/tools/gateway_tracker.json`` (that set's README: captures of
the public servers, merged with ``server__`` prefixes). Expected pairs are read by hand off
the definitions: GitHub's ``issue_write`` has ``method: create|update`` and the deck also
has ``create_issue``; Azure DevOps' ``wit_work_item_write`` has ``action: create`` and
Plane has ``create_issue`` (the reviewer of that set labels this pair on the dev split).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tooldeck.formats import load_deck
from tooldeck.lint import LintConfig, lint
from tooldeck.lint.registry import get_rule
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
TRACKER = ROOT / "benchmarks" / "data" / "lint_labels3" / "tools" / "gateway_tracker.json"
needs_model = pytest.mark.skipif(not dense_available(), reason="MiniLM package not installed")


def _enum(key: str, *values: str, **extra: Any) -> dict[str, Any]:
    props: dict[str, Any] = {key: {"type": "string", "enum": list(values)}}
    props.update({k: {"type": "string"} for k in extra})
    return {"type": "object", "properties": props, "required": [key]}


def _named_pairs(deck: Deck) -> set[tuple[str, str, str]]:
    """(dispatcher, value, single tool) of :func:`dispatcher_pairs`."""
    out = set()
    for i, j, d, _key, value in dispatcher_pairs(deck):
        single = j if d == i else i
        out.add((deck.names[d], value, deck.names[single]))
    return out


def test_dispatched_operations_are_verb_values_of_a_choice_parameter() -> None:
    manage = Tool("manage_issue", "Issues.", input_schema=_enum("action", "create", "close"))
    assert dispatched_operations(manage) == [("action", "create"), ("action", "close")]
    # GitHub's ui_get: the method picks a thing, not an operation
    ui = Tool("ui_get", "U.", input_schema=_enum("method", "labels", "assignees", "branches"))
    assert dispatched_operations(ui) == []
    # an enum of verbs under a parameter that does not choose the operation
    sort = Tool("list_things", "L.", input_schema=_enum("sort", "create", "update"))
    assert dispatched_operations(sort) == []


def test_a_dispatcher_and_the_single_tool_of_one_of_its_operations() -> None:
    deck = Deck(
        [
            Tool(
                "manage_issue",
                "Changes issues of a repository.",
                input_schema=_enum("action", "create", "update", "list_for_milestone"),
            ),
            Tool("create_issue", "Opens a new issue in a repository."),
            Tool("create_label", "Adds a label to a repository."),  # another thing
            Tool("delete_issue", "Removes an issue for good."),  # not an operation offered
            Tool("add_milestone_issues", "Puts issues on a milestone."),  # other object words
            Tool("list_issues", "Lists a repository's issues."),  # list_for_… is narrowed
        ]
    )
    assert _named_pairs(deck) == {("manage_issue", "create", "create_issue")}


def test_a_value_with_its_own_object_matches_that_object_of_the_thing() -> None:
    deck = Deck(
        [
            Tool(
                "issue_read",
                "Reads issues.",
                input_schema=_enum("method", "get", "get_comments", "get_labels"),
            ),
            Tool("get_issue_comments", "All comments of an issue."),
            Tool("get_label", "One label of a repository."),  # a repository's, not an issue's
            Tool("list_issue_comments", "Comments of an issue, a page at a time."),
        ]
    )
    assert _named_pairs(deck) == {
        ("issue_read", "get_comments", "get_issue_comments"),
        ("issue_read", "get_comments", "list_issue_comments"),  # both reads of comments
    }


def test_github_server_offers_create_issue_twice() -> None:
    deck = load_deck(GITHUB)
    pairs = _named_pairs(deck)
    assert ("issue_write", "create", "create_issue") in pairs
    # issue_read's get_labels is an issue's labels; get_label reads a repository's label
    assert not any(single == "get_label" for _, _, single in pairs)
    # reported whatever the word overlap (a threshold no pair reaches)
    found = BM25Similarity().pairs(deck, 2.0)
    assert ("create_issue", "issue_write") in {
        tuple(sorted((deck.names[i], deck.names[j]))) for i, j, _ in found
    }


def test_two_trackers_behind_a_gateway_file_their_main_item() -> None:
    deck = load_deck(TRACKER)
    pairs = _named_pairs(deck)
    assert ("azdo__wit_work_item_write", "create", "plane__create_issue") in pairs
    assert ("azdo__wit_work_item", "get", "plane__get_issue_using_readable_identifier") in pairs
    assert ("azdo__wit_work_item", "list_comments", "plane__get_issue_comments") in pairs
    singles = {single for _, _, single in pairs}
    # adding issues to a module or cycle files no item: other object words
    assert not singles & {"plane__add_module_issues", "plane__add_cycle_issues"}
    # a comment writer is about comments, not the tracker's item
    assert not any(d == "azdo__wit_work_item_comment_write" for d, _, _ in pairs)


@needs_model
def test_x101_names_the_dispatchers_operation() -> None:
    deck = load_deck(TRACKER)
    assert any(
        i == deck.names.index("plane__create_issue") or j == deck.names.index("plane__create_issue")
        for i, j, _ in MeaningSimilarity().pairs(deck, MeaningSimilarity.default_threshold)
    )
    result = lint(deck, LintConfig(select=("X101", "D106")))
    x101 = [f for f in result.findings if f.code == "X101"]
    assert any(
        set(f.tools) == {"plane__create_issue", "azdo__wit_work_item_write"}
        and "azdo__wit_work_item_write's action 'create' does what plane__create_issue's name says"
        in f.message
        for f in x101
    )
    d106 = {f.tool for f in result.findings if f.code == "D106"}
    assert "plane__create_issue" in d106


def test_across_servers_only_the_main_things_stand_for_each_other() -> None:
    issue_ops = _enum("method", "create", "update")
    deck = Deck(
        [
            Tool("gh__issue_write", "Creates or updates an issue.", input_schema=issue_ops),
            Tool("gh__get_issue", "One issue."),
            Tool("gh__list_issues", "Issues of a repository."),
            Tool(
                "gh__projects_write",
                "Changes project boards.",
                input_schema=_enum("method", "create_project", "delete_project"),
            ),
            Tool("tr__create_ticket", "Files a ticket."),
            Tool("tr__update_ticket", "Changes a ticket."),
            Tool("tr__list_tickets", "Tickets of a queue."),
            Tool("tr__create_project", "Makes a project of the tracker."),
        ]
    )
    assert _named_pairs(deck) == {
        ("gh__issue_write", "create", "tr__create_ticket"),
        ("gh__issue_write", "update", "tr__update_ticket"),
    }


PAGE_TOOLS = [
    Tool("publish_page", "Make a draft wiki page visible to every reader."),
    Tool("archive_page", "Hide an old wiki page from search and navigation."),
    Tool("rename_page", "Give a wiki page a new title and address."),
]


@pytest.mark.parametrize(
    "order",
    [
        ("create", "update", "publish", "archive", "rename"),
        ("publish", "archive", "rename", "create", "update"),
        ("rename", "update", "archive", "create", "publish"),
    ],
)
def test_the_value_named_is_the_single_tools_own_verb_whatever_the_enum_order(
    order: tuple[str, ...],
) -> None:
    # a new user's deck (trial 28, finding 3): create/publish and update/archive/rename
    # are of one verb group each, and the enum holds each single tool's exact verb
    writer = Tool("page_write", "Write operations on wiki pages.", _enum("action", *order))
    deck = Deck([writer, *PAGE_TOOLS])
    assert _named_pairs(deck) == {
        ("page_write", "publish", "publish_page"),
        ("page_write", "archive", "archive_page"),
        ("page_write", "rename", "rename_page"),
    }


def test_without_the_exact_verb_a_value_of_its_group_in_alphabetical_order() -> None:
    for order in (("update", "create", "edit"), ("edit", "create", "update")):
        writer = Tool("page_write", "Write operations on wiki pages.", _enum("action", *order))
        # rename is of the edit class with edit and update: 'edit' first alphabetically
        assert ("page_write", "edit", "rename_page") in _named_pairs(Deck([writer, *PAGE_TOOLS]))


def test_a_tool_whose_name_says_one_change_offers_steps_of_it() -> None:
    # JSON Patch (RFC 6902): add/remove/replace/move/copy/test inside one document
    ops = _enum("op", "add", "remove", "replace", "move", "copy", "test", doc_id=1, path=1)
    singles = [
        Tool("copy_document", "Duplicate a whole stored document under a new id."),
        Tool("remove_document", "Delete a whole stored document by id."),
    ]
    for name in ("patch_document", "document_patch", "update_document", "docs_edit_document"):
        patch = Tool(name, "Apply a JSON Patch operation to one field of a document.", ops)
        assert _named_pairs(Deck([patch, *singles])) == set(), name
    # the same enum on a tool whose name says no change is a dispatcher of the document
    manage = Tool("manage_document", "Document operations.", input_schema=ops)
    assert _named_pairs(Deck([manage, *singles])) == {
        ("manage_document", "copy", "copy_document"),
        ("manage_document", "remove", "remove_document"),
    }


@needs_model
def test_x101_writes_the_possessive_of_a_name_ending_in_s() -> None:
    deck = Deck(
        [
            Tool("files", "Files.", input_schema=_enum("cmd", "create-file", "delete-file")),
            Tool("delete_file", "Remove one file from the workspace by path."),
        ]
    )
    result = lint(deck, LintConfig(select=("X101",)))
    messages = [f.message for f in result.findings if f.code == "X101"]
    assert any("files' cmd 'delete-file' does what delete_file's name says" in m for m in messages)


def test_a_server_has_a_main_thing_when_three_of_its_tools_name_it() -> None:
    # as the X101/D106 explanation says: behind a gateway a dispatcher pairs with another
    # server's single tool only when both servers have a main thing (three tools or more)
    rule = get_rule("X101")
    assert rule is not None and "three tools or more" in rule.why
    gh = [
        Tool("gh__issue_write", "Creates issues.", input_schema=_enum("method", "create", "close")),
        Tool("gh__list_issues", "Issues of a repository."),
        Tool("gh__get_issue", "One issue."),
    ]
    small = [Tool("tr__create_issue", "Files an issue."), Tool("tr__search_docs", "Docs.")]
    assert _named_pairs(Deck(gh + small)) == set()
    more = [*small, Tool("tr__close_issue", "Closes an issue."), Tool("tr__get_issue", "Issue.")]
    assert _named_pairs(Deck(gh + more)) == {
        ("gh__issue_write", "create", "tr__create_issue"),
        ("gh__issue_write", "close", "tr__close_issue"),
    }


def test_a_dispatcher_named_for_its_product_offers_whole_objects() -> None:
    # trial 28, finding 9: camelCase values of a JS server's one-tool dispatcher; `jira`
    # and `db` are no thing any other tool's name is about, so the value's own object is
    # the whole object (not issue + jira)
    jira = Tool(
        "jira",
        "Work with the tracker from one tool.",
        input_schema=_enum("operation", "createIssue", "getIssue", "addComment"),
    )
    db = Tool("db", "Database operations.", input_schema=_enum("op", "insert_row", "drop_table"))
    deck = Deck(
        [
            jira,
            db,
            Tool("createIssue", "Open an issue in a project with a summary."),
            Tool("getIssue", "One issue by key."),
            Tool("createIssueComment", "Comment on an issue."),  # other object words
            Tool("drop_table", "Drop a table and all its rows."),
        ]
    )
    assert _named_pairs(deck) == {
        ("jira", "createIssue", "createIssue"),
        ("jira", "getIssue", "getIssue"),
        ("db", "drop_table", "drop_table"),
    }
