"""The deck's verb for a new thing, two more clause shapes (thirty-third session): a thing
made *in*, *into* or *as* an indefinite place ("put this snippet in a secret gist"), and a
Chinese clause whose made thing is written in Chinese ("拉个分支"), read by its glosses
(``tooldeck.select.clauses.making_text``'s ``gloss``; ``HybridRetriever.gloss_words``, set
by the cross-lingual stage).

Expected strings are written by hand from the rules in the docstrings. The retrieval tests
use the GitHub MCP server's 117 tools (github/github-mcp-server at 64a49f34, MIT; captured
in benchmarks/data/select_real/decks/github.json, see its README) and three dev requests
over that deck (gh-019 and gh-069 of select_real's github dev split, bl4-gh-053 of
select_blind4's); the ranks were read off by running the method with the readings and
without them (docs/select.md, "A made thing in a place or named in Chinese
(thirty-third session)").
"""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from tooldeck.cli import app
from tooldeck.formats import load
from tooldeck.select.base import innermost
from tooldeck.select.clauses import making_text
from tooldeck.select.dense import dense_available
from tooldeck.select.hybrid import HybridRetriever
from tooldeck.select.methods import make_retriever

GITHUB = Path(__file__).resolve().parents[2] / "benchmarks/data/select_real/decks/github.json"
needs_model = pytest.mark.skipif(not dense_available(), reason="dense extra not installed")

GH_019 = (
    "put this snippet in a secret gist so I can send it to Tom:\n\n"
    'for f in *.log; do gzip "$f"; done'
)
GH_069 = "在 acme 组织下新建个私有仓库，叫 data-pipeline"
BL4_GH_053 = "从 main 拉个分支 feat/export-csv 出来，在 acme/portal 上"

MAKERS = {"gist": ("create",), "branch": ("create",), "repository": ("create",)}
GLOSSES = {
    "分支": ["branch", "diverge"],
    "私有仓库": ["private", "privately-owned", "depot", "warehouse", "repository"],
    "屏": ["screen"],
}


def makers(word: str) -> tuple[str, ...]:
    return MAKERS.get(word.lower(), ())


def gloss(run: str) -> list[str]:
    return GLOSSES.get(run, [])


def test_a_thing_made_in_an_indefinite_place_reads_the_decks_verb() -> None:
    # the verb's own object goes into the new thing; the clause ends at its colon
    assert making_text(GH_019, makers) == (
        'create a new secret gist:\n\nfor f in *.log; do gzip "$f"; done'
    )
    assert making_text("save it as a gist", makers) == "create a new gist"
    assert making_text("grab the diff and put it into a branch, then ping me", makers) == (
        "grab the diff and create a new branch, then ping me"
    )


@pytest.mark.parametrize(
    "text",
    [
        "run the tests in a minute",  # a minute is no thing the deck makes
        "edit the notes in a gist",  # edit: its object exists before the act
        "create the file in a gist",  # already the deck's verb
        "open the page in a new tab",  # "new" already written
        "put the snippet in the gist",  # a definite place exists
        # more than three words between the verb and the place: the place says where the
        # act happens (a BFCL question's shape; docs/select.md)
        "help me update the data in a gist view",
        # no word between: the "verb" is a noun after "and"
        "find the files and patterns in a gist",
    ],
)
def test_a_place_that_is_not_made_is_left(text: str) -> None:
    assert making_text(text, makers) == text


def test_a_chinese_clause_that_makes_a_thing_named_in_chinese() -> None:
    assert making_text(BL4_GH_053, makers, gloss) == (
        "从 main  create a new branch ，在 acme/portal 上"
    )
    # the glosses are read last first: a Chinese noun phrase ends with its head
    assert making_text(GH_069, makers, gloss) == (
        "在 acme 组织下新 create a new repository ，叫 data-pipeline"
    )
    # 新 ("new") may stand between 个 and the thing
    assert making_text("切一个新分支", makers, gloss) == " create a new branch "
    # without punctuation the clause ends after the request's last ideograph: the
    # cross-lingual stage's glosses appended after it stay
    assert making_text("拉个分支 feat/x 出来 pull branch diverge", makers, gloss) == (
        " create a new branch  pull branch diverge"
    )


@pytest.mark.parametrize(
    ("text", "glossed"),
    [
        ("切到 frontend 这个仓库", True),  # 这个 "this": no verb before 个
        ("录个屏", True),  # the deck makes no screen
        ("新建个私有仓库吧", False),  # no gloss function (no cross-lingual stage): as before
    ],
)
def test_a_chinese_object_without_glosses_or_made_thing_is_left(text: str, glossed: bool) -> None:
    assert making_text(text, makers, gloss if glossed else None) == text


@needs_model
def test_the_readings_rank_the_made_things_tool_first() -> None:
    """gh-019 (create_gist), gh-069 (create_repository) and bl4-gh-053 (create_branch) with
    the cross-lingual stage: 1st each with the readings; 2nd, 2nd and 4th without (gh-019
    without the deck's makers, the two Chinese requests without glosses of their object;
    gh-019 1st and bl4-gh-053 3rd without since the thirty-seventh session)."""
    deck = load(str(GITHUB)).deck
    retriever = make_retriever("hybrid", crosslingual=True)
    retriever.index(deck)
    inner = innermost(retriever)
    assert isinstance(inner, HybridRetriever)

    def rank(query: str, tool: str) -> int:
        return [t.name for t, _ in retriever.search(query, len(deck))].index(tool) + 1

    asked = [(GH_019, "create_gist"), (GH_069, "create_repository"), (BL4_GH_053, "create_branch")]
    assert inner.making_reading(BL4_GH_053).startswith("从 main  create a new branch ，")
    assert [rank(q, tool) for q, tool in asked] == [1, 1, 1]
    glosses = inner.gloss_words
    inner.gloss_words = None
    try:  # each switch is put back even when an assertion fails (session 47)
        # [2, 4] before the thirty-seventh session: the request memory now also re-sorts the
        # third place, and lifts create_branch there (docs/select.md, "The first place");
        # [2, 3] before the forty-first, whose object reading of Chinese requests (by the
        # senses the deck's names use: 仓库 "repository", with acme, data-pipeline) puts
        # gh-069's create_repository 3rd without the making reading (1st with it, as
        # asserted above)
        # session 46: the act reading of a Chinese request (HybridRetriever._with_act) puts
        # gh-069's create_repository 1st without the glosses too (新建 read as the deck's
        # create verb, over search_repositories, 3rd place to 1st); with it off too, as before
        assert [rank(q, tool) for q, tool in asked[1:]] == [1, 3]
        inner.act_agreement = False
        try:
            assert [rank(q, tool) for q, tool in asked[1:]] == [3, 3]
        finally:
            inner.act_agreement = True
    finally:
        inner.gloss_words = glosses
    makers = inner.makers
    inner.makers = {}
    try:
        # 2nd before the thirty-seventh session; the objects reading now also lifts
        # create_gist ("gist": all of its objects) above a tool sharing its action "create"
        # whose objects the request does not name (docs/select.md, "The first place")
        assert rank(GH_019, "create_gist") == 1
    finally:
        inner.makers = makers


@needs_model
def test_cli_select_says_what_the_chinese_object_read() -> None:
    runner = CliRunner()
    result = runner.invoke(app, ["select", str(GITHUB), BL4_GH_053, "-k", "2", "--json"])
    assert result.exit_code == 0, result.output
    line = " ".join(result.stderr.split())
    read = "'从 main create a new branch ，在 acme/portal 上'"
    assert f"note: also read the request as {read}" in line
    assert "with the deck's own verb for making such a thing" in line
