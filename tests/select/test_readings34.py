"""Three more readings of a request (thirty-fourth session): a word mistyped from a deck
word (``tooldeck.select.spelling``), the payload an action introduces with "that"
(``tooldeck.select.clauses.complement_text``), and a file name read as naming a file
(``tooldeck.select.addresses.file_names``, ``HybridRetriever.names_a_file``).

Expected strings and fixes are written by hand from the rules in the docstrings. The
retrieval tests use three decks of benchmarks/data (select_real's gateway_devops and
GitHub decks, select_blind4's gateway_localdev; see their READMEs) and six dev requests
over them (gw-002, gw-031, gh-031, bl4-gh-058 of the dev splits, bl4-gw-018 and
bl4-gw-011); the ranks were read off by running the method with each reading and without
it (docs/select.md, "Mistyped words, a 'that' clause, a file name (thirty-fourth
session)").
"""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

import tooldeck.select.clauses as clauses
import tooldeck.select.hybrid as hybrid
from tooldeck.cli import app
from tooldeck.formats import load
from tooldeck.select.addresses import file_names
from tooldeck.select.base import innermost
from tooldeck.select.clauses import action_text, complement_text
from tooldeck.select.dense import dense_available
from tooldeck.select.hybrid import HybridRetriever
from tooldeck.select.methods import make_retriever
from tooldeck.select.spelling import deck_words, known_words, respell, typo_fixes

DATA = Path(__file__).resolve().parents[2] / "benchmarks/data"
DEVOPS = DATA / "select_real/decks/gateway_devops.json"
GITHUB = DATA / "select_real/decks/github.json"
LOCALDEV = DATA / "select_blind4/decks/gateway_localdev.json"
needs_model = pytest.mark.skipif(not dense_available(), reason="dense extra not installed")

WORDS = deck_words(
    [
        "delete_repository",
        "Delete a repository. Lists cookies of the page.",
        "get_server_info",
        "API-retrieve-a-page-property",
        "Runs properly when the property exists",
        "Which tools expire",
    ]
)
NAMES = deck_words(["delete_repository", "get_server_info", "API-retrieve-a-page-property"])


def test_deck_words_split_names_and_keep_long_words() -> None:
    assert deck_words(["copilot_findFiles", "API-get-a-page"]) == {
        "copilot",
        "find",
        "files",
        "page",
    }
    # split as BM25 splits identifiers (tokenize.split_identifier, since the thirty-fifth
    # session; the module's own lower-to-upper splitter read "vscode" and "ecmascript"),
    # the letters of each part kept ("base64" → "base"); the dev, ops68, xling and BFCL
    # odd-half figures did not move (docs/select.md, thirty-fifth session)
    assert deck_words(["getVSCodeAPI", "ECMAScript", "Base64Encode"]) == {
        "code",
        "ecma",
        "script",
        "base",
        "encode",
    }


@pytest.mark.parametrize(
    ("query", "fixes"),
    [
        ("pls delte the repo", [("delte", "delete")]),  # one letter left out
        ("what cookeis does this site set", [("cookeis", "cookies")]),  # neighbours swapped
        ("status propery", [("propery", "property")]),  # two deck words: the name's one
        ("delete it", []),  # a word the vocabulary knows
        ("bump the semver", []),  # a wrong letter ("server") is not read
        ("when do they expir", []),  # a letter left out at the end is not read
        ("wich one", []),  # "which" is a stop word
        ("open src/delte.py and 'delte'", []),  # in a path, in a quotation
        ("Delte it", []),  # lower case only
    ],
)
def test_typo_fixes_read_one_slip_from_a_deck_word(
    query: str, fixes: list[tuple[str, str]]
) -> None:
    assert typo_fixes(query, WORDS, names=NAMES) == fixes


def test_a_long_word_no_deck_word_explains_is_read_from_the_vocabulary() -> None:
    known = known_words()
    assert "everything" in known and "everyting" not in known
    assert typo_fixes("show everyting conected", frozenset({"connected"})) == [
        ("everyting", "everything"),
        ("conected", "connected"),
    ]
    # six letters is too short for the vocabulary ("outage" would read "outrage")
    assert typo_fixes("during the outage", frozenset()) == []
    assert respell("pls delte the delte", [("delte", "delete")]) == "pls delete the delete"


@pytest.mark.parametrize(
    ("query", "read"),
    [
        ("post in #deploys that the 2.4 rollout is done", "post in #deploys"),
        (
            "comment on issue #410 in acme/cli that the fix is in 2.8.1. Then close it",
            "comment on issue #410 in acme/cli . Then close it",
        ),
        ("tell the team in #general that we ship today", "tell the team in #general"),
        ("find the files in src that the build uses", "find the files in src"),
    ],
)
def test_a_that_clause_after_the_verb_and_its_place_is_a_payload(query: str, read: str) -> None:
    assert complement_text(query) == read
    assert action_text(query) == read


@pytest.mark.parametrize(
    "query",
    [
        "find the PR that the team merged",  # a relative clause after a noun
        "He has $5000 that he wants to invest",
        "Calculate the probability that the player wins",
        "make sure that the tests pass",
        "post in #deploys that rollout is done",  # no subject after "that"
        "在 #deploys 里发 that the rollout is done",  # CJK: left to the cross-lingual stage
    ],
)
def test_other_thats_are_left(query: str) -> None:
    assert complement_text(query) == query


def test_file_names() -> None:
    assert file_names("看看 src/auth/session.ts 第 120 行") == ["session.ts"]
    assert file_names("in docker-compose.yml, which port") == ["docker-compose.yml"]
    assert file_names("新建一个 .editorconfig，缩进") == [".editorconfig"]
    assert file_names("create .env.example with keys") == []  # "example": no extension
    assert file_names("mail bob@acme.dev, call app.get( and ship v1.2.3") == []


@needs_model
def test_each_reading_ranks_its_dev_requests_tool_higher(monkeypatch: pytest.MonkeyPatch) -> None:
    """Rank of the right tool (the ``hybrid`` method with the cross-lingual stage) with
    all readings / without the one the request needs."""

    def ranks(path: Path, query: str, tool: str) -> tuple[int, int]:
        deck = load(str(path)).deck
        retriever = make_retriever("hybrid", crosslingual=True)
        retriever.index(deck)
        inner = innermost(retriever)
        assert isinstance(inner, HybridRetriever)

        def rank() -> int:
            return [t.name for t, _ in retriever.search(query, len(deck))].index(tool) + 1

        on = rank()
        if inner.typo_fixes(query):
            inner.words = frozenset()
        elif inner.names_a_file(query):
            inner.english = False
        else:
            with monkeypatch.context() as patch:
                patch.setattr(clauses, "complement_text", lambda text: text)
                patch.setattr(hybrid, "complement_text", lambda text: text)
                return on, rank()
        return on, rank()

    gw_002 = "post in #deploys that the 2.4 rollout is done and dashboards look normal"
    # 8th without the "that" reading before the thirty-sixth session; since then "#deploys"
    # is also read as a channel (docs/select.md, "Requests that need two or three tools"),
    # which alone ranks the tool 2nd
    assert ranks(DEVOPS, gw_002, "slack__slack_post_message") == (1, 2)
    gw_031 = "mark the notion task 'Migrate DNS' as Done pls, status propery"
    assert ranks(DEVOPS, gw_031, "notion__API-patch-page") == (3, 8)
    gh_031 = "pls delte the repo acme/tmp-playground, it was just a test"
    # (2, 4) before the thirty-seventh session: the objects reading now puts
    # delete_repository above delete_file, the same action on a thing the request does not
    # name (docs/select.md, "The first place"); the mistyped word still counts
    assert ranks(GITHUB, gh_031, "delete_repository") == (1, 2)
    bl4_gw_018 = "show everyting conected to node n_8812"
    assert ranks(LOCALDEV, bl4_gw_018, "memory__get_related") == (2, 5)
    bl4_gh_058 = "看看 src/auth/session.ts 第 120 行是谁写的"
    # (4, 48) before the thirty-seventh session: the request memory now also re-sorts the
    # third place and lifts get_file_blame there (docs/select.md, "The first place")
    assert ranks(GITHUB, bl4_gh_058, "get_file_blame") == (3, 48)
    bl4_gw_011 = "in docker-compose.yml, which port does the postgres service expose?"
    # (11, 48) before the fortieth session: the path read as "file" too ("A file's path is
    # no task"; off with the file word, as the reading needs an English deck)
    assert ranks(LOCALDEV, bl4_gw_011, "git__answer_about_file") == (10, 48)


@needs_model
def test_a_chinese_deck_gets_no_english_file_word() -> None:
    deck = load(str(DATA.parent.parent / "examples/ops68")).deck
    retriever = make_retriever("hybrid")
    retriever.index(deck)
    inner = innermost(retriever)
    assert isinstance(inner, HybridRetriever)
    assert not inner.english
    assert not inner.names_a_file("dump.sql 这个东西现在多大了？")


@needs_model
def test_cli_select_says_what_it_read() -> None:
    runner = CliRunner()
    query = "pls delte the repo acme/tmp-playground, and open src/app.ts"
    result = runner.invoke(app, ["select", str(GITHUB), query, "-k", "2", "--json"])
    assert result.exit_code == 0, result.output
    line = " ".join(result.stderr.split())
    assert "note: read 'delte' as 'delete' (one typing slip" in line
    assert "note: also read 'file' after the request, for it names a file (app.ts)" in line
    result = runner.invoke(
        app, ["select", str(GITHUB), query, "-k", "2", "--json", "--no-action-reading"]
    )
    assert "delte" not in " ".join(result.stderr.split())
