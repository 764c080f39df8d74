"""The deck's verb for a new thing (``tooldeck.select.clauses.making_text``,
``new_makers``; the ``hybrid`` method's ``makers`` under ``action_reading``).

Expected strings are written by hand from the rules in the docstrings. The retrieval tests
use the GitHub MCP server's 117 tools (github/github-mcp-server at 64a49f34, MIT; captured
in benchmarks/data/select_real/decks/github.json, see its README) and five dev requests
over that deck (bl4-gh-076 and bl4-gh-046 of select_blind4's github dev split, gh-044,
gh-002 and gh-087 of select_real's);
the ranks were read off by running the method with the deck's makers and without them
(docs/select.md, "The deck's verb for a new thing").
"""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

import tooldeck.select.hybrid as hybrid
from tooldeck.cli import app
from tooldeck.formats import load
from tooldeck.select.base import innermost
from tooldeck.select.clauses import making_text, new_makers
from tooldeck.select.dense import dense_available
from tooldeck.select.hybrid import HybridRetriever
from tooldeck.select.methods import make_retriever

GITHUB = Path(__file__).resolve().parents[2] / "benchmarks/data/select_real/decks/github.json"
needs_model = pytest.mark.skipif(not dense_available(), reason="dense extra not installed")

BL4_GH_076 = "grab the failed job logs from run 88213 and open an issue with the stack trace"
GH_002 = "open an issue on acme/webapp: the dark mode toggle resets every time you refresh the page"
GH_044 = (
    "the CSV export is broken again in acme/webapp. file an issue for it and hand it to "
    "copilot, I don't have time this sprint"
)

BL4_GH_046 = "给 acme/portal 开个 issue：iOS 上登录按钮点了没反应"
GH_087 = "查下 acme/api 的 dependabot 告警，挑最严重的那个建个 issue 跟进"

# what a deck's text says it makes, and with which verb (most used first)
MAKERS = {
    "issue": ("create",),
    "github": ("create",),
    "pull": ("open", "create"),
    "request": ("open", "create"),
    "row": ("insert",),
    "view": ("opens",),
}


def makers(word: str) -> tuple[str, ...]:
    return MAKERS.get(word.lower(), ())


def test_new_makers_are_the_verb_before_a_new_thing() -> None:
    # create_issue's first sentence (the GitHub deck) and gh_issue_create's (the git
    # server of select_blind3's gateway_desk deck); the verb lower-cased, the words as written
    assert new_makers(["Create a new issue in a GitHub repository with a title."]) == [
        ("create", ("issue",))
    ]
    assert new_makers(["Create a new GitHub issue with title, description, labels"]) == [
        ("create", ("GitHub", "issue"))
    ]
    assert new_makers(["Creates a new branch"]) == [("creates", ("branch",))]
    # no article, no verb: "new" alone says nothing of who makes it
    assert new_makers(["Opens new tabs", "the new page"]) == []


def test_a_clause_that_makes_a_thing_reads_the_decks_verb_and_the_thing() -> None:
    # the verb is the deck's; what the clause says the thing holds is left out
    assert making_text(BL4_GH_076, makers) == (
        "grab the failed job logs from run 88213 and create a new issue"
    )
    assert making_text("open an issue", makers) == "create a new issue"
    # the clause ends at punctuation or at and / then / also; the rest is read on
    assert making_text(GH_044, makers) == (
        "the CSV export is broken again in acme/webapp. create a new issue and hand it to "
        "copilot, I don't have time this sprint"
    )
    assert making_text("add a row to the tracker: title 'Crash on save'", makers) == (
        "insert a new row: title 'Crash on save'"
    )
    # the object by its second word ("a GitHub issue"), both words kept
    assert making_text("file a GitHub issue about it, then close the PR", makers) == (
        "create a new GitHub issue, then close the PR"
    )
    # the next word kept too where the deck writes it after "new" as well
    assert making_text("make a pull request for the fix", makers) == "open a new pull request"


def test_an_object_the_deck_makes_only_by_its_second_word() -> None:
    """review33: "a GitHub issue" above goes through its first word (MAKERS has
    ``github``, as the deck's "a new GitHub issue" gives it), so the reading by the second
    word alone — a first word the deck never writes after "new" — was not exercised (a
    mutation that dropped it passed every test). By hand: ``bug`` is made by nothing,
    ``issue`` by ``create``; both words kept, "about it" left out; in Chinese too."""
    assert making_text("file a bug issue about it, then close the PR", makers) == (
        "create a new bug issue, then close the PR"
    )
    assert making_text("帮我建一个 bug issue，然后提 PR", makers) == (
        "帮我 create a new bug issue ，然后提 PR"
    )


def test_a_chinese_clause_that_makes_a_thing_named_in_english() -> None:
    # a verb, the classifier 个 (after 一 or not) and an English object; the clause ends
    # at CJK or ASCII punctuation, or with the text (the cross-lingual glosses after it)
    assert making_text("给 acme/portal 开个 issue：iOS 上登录按钮点了没反应", makers) == (
        "给 acme/portal  create a new issue ：iOS 上登录按钮点了没反应"
    )
    assert making_text("挑最严重的那个建个 issue 跟进 raise most grave", makers) == (
        "挑最严重的那个 create a new issue "
    )
    assert making_text("帮我建一个 GitHub issue，然后提 PR", makers) == (
        "帮我 create a new GitHub issue ，然后提 PR"
    )


@pytest.mark.parametrize(
    "text",
    [
        "这个 issue 先关掉",  # a demonstrative before 个, not a verb: the issue exists
        "有一个 issue 说登录坏了",  # "there is an issue that says …"
        "每个 issue 都加上标签",  # "each issue"
        "开个 tab 看看文档",  # a thing the deck does not make
    ],
)
def test_a_chinese_clause_without_a_made_thing_is_left(text: str) -> None:
    assert making_text(text, makers) == text


@pytest.mark.parametrize(
    "text",
    [
        "open a pull request from feature to main",  # already one of the deck's verbs
        "creates an issue",  # the deck's verb inflected (Snowball stem)
        "close an issue in acme/api",  # the object exists before the act
        "editing an issue body",  # the same, inflected
        "open a tab on the docs",  # a thing the deck does not make
        "open the issue 12",  # no indefinite object
        # a function word after a comma is no verb (a question of the BFCL pool, whose
        # views_open "opens a new view in the application": read "opens a new city view"
        # before function words were left out)
        "Book a luxury room in Hotel Paradise, Las Vegas, with a city view for 3 days",
    ],
)
def test_a_clause_the_deck_does_not_make_by_another_verb_is_left(text: str) -> None:
    assert making_text(text, makers) == text


@needs_model
def test_open_an_issue_finds_create_issue_with_the_decks_verb() -> None:
    """bl4-gh-076, gh-044 and gh-002 on the GitHub MCP tools: read with the deck's verb
    (the lists and the re-ranker), create_issue is 2nd, 5th and 1st; without the deck's
    makers (every other reading on) 22nd, 17th and 8th."""
    deck = load(str(GITHUB)).deck
    retriever = make_retriever("hybrid")
    retriever.index(deck)
    inner = innermost(retriever)
    assert isinstance(inner, HybridRetriever)
    assert inner.makers["issu"][0] == "create"  # create_issue: "Create a new issue …"

    def rank(query: str) -> int:
        return [t.name for t, _ in retriever.search(query, len(deck))].index("create_issue") + 1

    assert inner.making_reading(BL4_GH_076).endswith("and create a new issue")
    # gh-044 7th before the thirty-sixth session: the request memory no longer moves the
    # tools placed on a clause's turn (docs/select.md, "Requests that need two or three
    # tools"), so create_issue, the second clause's tool, is 5th; 6th since the
    # thirty-seventh session, where the memory also re-sorts the third place and lifts a
    # tool of the whole request there (docs/select.md, "The first place")
    assert [rank(BL4_GH_076), rank(GH_044), rank(GH_002)] == [2, 6, 1]
    inner.makers = {}
    assert inner.making_reading(BL4_GH_076) == BL4_GH_076
    assert [rank(BL4_GH_076), rank(GH_044), rank(GH_002)] == [22, 17, 8]


@needs_model
def test_a_chinese_request_to_open_an_issue_finds_create_issue() -> None:
    """bl4-gh-046 and gh-087 (select_blind4's and select_real's github dev splits) with the
    cross-lingual stage: create_issue 1st and 2nd with the deck's verb, 22nd and 46th
    without the deck's makers (开 is glossed "open", 建 "establish"). bl4-gh-046 was 6th and
    35th until the thirty-fifth session: its action before the full-width colon ("给
    acme/portal 开个 issue") is now read apart from the payload too
    (``clauses.chinese_action_text``; tests/select/test_chinese_payload35.py)."""
    deck = load(str(GITHUB)).deck
    retriever = make_retriever("hybrid", crosslingual=True)
    retriever.index(deck)
    inner = innermost(retriever)
    assert isinstance(inner, HybridRetriever)

    def rank(query: str) -> int:
        return [t.name for t, _ in retriever.search(query, len(deck))].index("create_issue") + 1

    assert [rank(BL4_GH_046), rank(GH_087)] == [1, 2]  # 6 before the Chinese colon reading
    inner.makers = {}
    assert [rank(BL4_GH_046), rank(GH_087)] == [22, 46]  # 35 before it


@needs_model
def test_cli_select_says_what_the_decks_verb_read() -> None:
    runner = CliRunner()
    on = runner.invoke(app, ["select", str(GITHUB), BL4_GH_076, "-k", "2", "--json"])
    assert on.exit_code == 0, on.output
    line = " ".join(on.stderr.split())
    assert (
        "note: also read the request as 'grab the failed job logs from run 88213 and create "
        "a new issue', with the deck's own verb for making such a thing"
    ) in line
    assert "--no-action-reading" in line
    off = runner.invoke(
        app, ["select", str(GITHUB), BL4_GH_076, "-k", "2", "--json", "--no-action-reading"]
    )
    assert off.exit_code == 0, off.output
    assert "deck's own verb" not in off.stderr
    plain = runner.invoke(app, ["select", str(GITHUB), "create an issue", "-k", "1"])
    assert plain.exit_code == 0 and "deck's own verb" not in plain.stderr


@needs_model
def test_the_nothing_fits_verdict_reads_the_decks_verb_too(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """bl4-gh-046's best dense cosine (what the gateway's search_tools and `tooldeck select`
    judge "nothing fits" by, WEAK_DENSE_COSINE = 0.15) is 0.156 with the reading the lists
    score (create_issue's), 0.148 without it: before, the request that the method ranks
    create_issue 6th for was answered as matching nothing. Since the thirty-fifth session
    the action before its full-width colon is read too (0.201 by itself, 0.281 with the
    deck's verb), so that reading is switched off to see the deck's verb alone."""
    from tooldeck.select.deferred import WEAK_DENSE_COSINE, best_dense_score

    deck = load(str(GITHUB)).deck
    retriever = make_retriever("hybrid")
    retriever.index(deck)
    inner = innermost(retriever)
    assert isinstance(inner, HybridRetriever)
    best = best_dense_score(retriever, BL4_GH_046)
    assert best is not None and best >= WEAK_DENSE_COSINE
    monkeypatch.setattr(hybrid, "chinese_action_text", lambda text: text)
    best = best_dense_score(retriever, BL4_GH_046)
    assert best is not None and best >= WEAK_DENSE_COSINE
    inner.makers = {}
    best = best_dense_score(retriever, BL4_GH_046)
    assert best is not None and best < WEAK_DENSE_COSINE
