"""Trial 29, findings F6-F10: look-alike readings (X101, D106, N102) a new user's trial
found wrong or missing.

The small decks are written for these tests, in the shapes the trial used; every
expected pair is read by hand off the definitions (a value of a dispatcher's enum and a
single tool whose name says that operation on the same thing).
"""

from __future__ import annotations

from typing import Any

import pytest

from tooldeck.lint import LintConfig, lint
from tooldeck.lint.context import names_tool
from tooldeck.lint.similarity import BM25Similarity, dispatcher_pairs
from tooldeck.tool import Deck, Tool


def _choices(key: str, values: list[str], form: str) -> dict[str, Any]:
    """A schema closing ``key`` to ``values``: as an ``enum``, an ``anyOf`` of typed
    ``const`` branches, or of bare ``const`` branches (the trial's three forms)."""
    if form == "enum":
        spec: dict[str, Any] = {"type": "string", "enum": values}
    elif form == "typed":
        spec = {"anyOf": [{"type": "string", "const": v} for v in values]}
    else:
        spec = {"anyOf": [{"const": v} for v in values]}
    return {"type": "object", "properties": {key: spec}, "required": [key]}


def _x101(deck: Deck) -> dict[frozenset[str], Any]:
    result = lint(deck, LintConfig(select=("X101",)))
    return {frozenset(f.tools or ()): f for f in result.findings if f.code == "X101"}


# --- F6: a one-word dispatcher name is also an English word ---------------------------------


@pytest.mark.parametrize("form", ["enum", "typed", "bare"])
def test_a_dispatcher_named_for_its_product_pairs_with_its_values(form: str) -> None:
    # the values are the other tools' whole names; "a new calendar event" in
    # create_event's description uses the word calendar, it does not name the tool
    deck = Deck(
        [
            Tool(
                "calendar",
                "Calendar: create or delete an event.",
                input_schema=_choices("action", ["create_event", "delete_event"], form),
            ),
            Tool("create_event", "Create a new calendar event with a title and a time."),
            Tool("delete_event", "Delete a calendar event by its id."),
        ]
    )
    found = _x101(deck)
    assert set(found) == {
        frozenset({"calendar", "create_event"}),
        frozenset({"calendar", "delete_event"}),
    }
    for pair, finding in found.items():
        single = next(iter(pair - {"calendar"}))
        assert finding.operation == ("calendar", "action", single)


def test_a_one_word_name_counts_as_named_only_when_written_as_a_name() -> None:
    calendar = Tool("calendar", "Calendar operations.")
    assert not names_tool("Create a new calendar event.", calendar)
    assert not names_tool("Calendars of the team.", calendar)
    assert names_tool("For recurring events use `calendar` instead.", calendar)
    assert names_tool("For recurring events use the calendar tool instead.", calendar)
    assert names_tool('For recurring events call "calendar".', calendar)
    assert names_tool("For recurring events call calendar(action=...).", calendar)
    # a name of several words is a name wherever it stands
    assert names_tool("Unlike create_event, this one repeats.", Tool("create_event", "x"))


# --- F9: a product's prefix shared by a few tools, then a verb ------------------------------


def _n102(deck: Deck) -> dict[str, str]:
    result = lint(deck, LintConfig(select=("N102",)))
    return {f.tool or "": f.message for f in result.findings if f.code == "N102"}


def test_n102_reads_a_prefix_several_tools_share_as_a_product() -> None:
    # git opens two of the five names (under the deck-wide half), each then a verb, and
    # neither description says git: the product is implied, commit_git would be nonsense
    deck = Deck(
        [
            Tool("git_commit", "Record staged changes in the repository with a message."),
            Tool("git_push", "Push local commits of the repository to its remote."),
            Tool("create_ticket", "Create a ticket in the tracker."),
            Tool("close_ticket", "Close a ticket in the tracker."),
            Tool("search_docs", "Search the documentation."),
        ]
    )
    assert _n102(deck) == {}


def test_n102_still_reads_an_object_named_first() -> None:
    # user opens two names, each then a verb, but the descriptions are about a user:
    # the object first, as before
    deck = Deck(
        [
            Tool("user_create", "Create a user of the workspace."),
            Tool("user_delete", "Delete a user of the workspace."),
            Tool("create_ticket", "Create a ticket in the tracker."),
            Tool("close_ticket", "Close a ticket in the tracker."),
            Tool("search_docs", "Search the documentation."),
        ]
    )
    found = _n102(deck)
    assert set(found) == {"user_create", "user_delete"}
    assert "create_user if 'user' is what it acts on" in found["user_create"]
    # one tool alone keeps the message, whatever its description (confluence_search)
    alone = Deck(
        [
            Tool("git_commit", "Record staged changes."),
            Tool("create_ticket", "Create a ticket in the tracker."),
            Tool("search_docs", "Search the documentation."),
        ]
    )
    assert set(_n102(alone)) == {"git_commit"}


# --- F7: an object-first dispatcher whose verb is no operation ------------------------------


@pytest.mark.parametrize("name", ["page_manage", "manage_page", "page_write"])
def test_an_object_first_dispatcher_is_read_whatever_its_verb(name: str) -> None:
    deck = Deck(
        [
            Tool(
                name,
                "Change wiki pages: publish or archive one.",
                input_schema=_choices("op", ["publish", "archive"], "enum"),
            ),
            Tool("publish_page", "Publish a draft wiki page so readers can see it."),
            Tool("archive_page", "Archive a wiki page so it leaves the index."),
        ]
    )
    pairs = {
        (deck.names[d], value, deck.names[j if d == i else i])
        for i, j, d, _key, value in dispatcher_pairs(deck)
    }
    assert pairs == {(name, "publish", "publish_page"), (name, "archive", "archive_page")}


def test_a_last_word_that_is_a_thing_stays_the_dispatchers() -> None:
    # review is a verb and a thing: pull_request_review(method: create) makes a review,
    # not a pull request
    deck = Deck(
        [
            Tool(
                "pull_request_review",
                "Reviews of pull requests.",
                input_schema=_choices("method", ["create", "submit"], "enum"),
            ),
            Tool("create_pull_request", "Open a pull request from a branch."),
        ]
    )
    assert dispatcher_pairs(deck) == []


# --- F10: the text says the similarity of a pair under the threshold ------------------------


def test_x101_text_gives_the_similarity_of_a_pair_under_the_threshold() -> None:
    # run_git's enum offers commit; the two descriptions share few words (BM25, so the
    # figure does not depend on the model package): the pair stands by the enum alone
    deck = Deck(
        [
            Tool(
                "run_git",
                "Run a git subcommand in the repository at the given path.",
                input_schema=_choices("command", ["commit", "push", "status"], "enum"),
            ),
            Tool("git_commit", "Record staged changes with a message."),
            Tool("create_ticket", "Create a ticket in the tracker."),
        ]
    )
    result = lint(deck, LintConfig(select=("X101",)), similarity=BM25Similarity())
    (finding,) = [f for f in result.findings if f.code == "X101"]
    assert finding.operation == ("run_git", "command", "commit")
    assert finding.similarity is not None and finding.similarity < 0.65
    assert f"(similarity {finding.similarity:.2f}, under the threshold 0.65)" in finding.message


# --- F8: a CLI runner's noun subcommand and the tool named for it ---------------------------


def test_a_noun_subcommand_pairs_with_the_tool_that_spells_it() -> None:
    runner = Tool(
        "run_kubectl",
        "Run a kubectl subcommand with its arguments.",
        input_schema=_choices("command", ["apply", "delete", "get", "logs"], "enum"),
    )
    deck = Deck(
        [
            runner,
            Tool("kubectl_logs", "Print the logs of a pod."),
            Tool("kubectl_get", "Get resources of a kind."),
            Tool("create_ticket", "Create a ticket in the tracker."),
            Tool("close_ticket", "Close a ticket in the tracker."),
            # the value's word alone, without the runner's thing, is another program's
            Tool("logs", "Show this server's own logs."),
        ]
    )
    pairs = {
        (deck.names[d], value, deck.names[j if d == i else i])
        for i, j, d, _key, value in dispatcher_pairs(deck)
    }
    assert pairs == {
        ("run_kubectl", "logs", "kubectl_logs"),
        ("run_kubectl", "get", "kubectl_get"),
    }
