"""A lookup question read with the deck's own lookup verb (thirty-sixth session):
``HybridRetriever.lookup_question`` and the verb ``HybridRetriever.respelled`` reads at the
end of a question asking where a thing is or whether one exists.

Expected offsets and readings are written by hand from the rule in the docstring
(``_LOOKUP_QUESTION``, the end of the question's sentence, the first of search / find /
query / grep / lookup a tool name holds). The ranks use select_real's GitHub and VS Code
Copilot Chat decks and select_blind3's gateway_workbench deck (see the READMEs beside them)
and three of their dev requests (bl4-gh-009, vs-001, bl3-wb-062); they were read off by
running the method with the reading and with the question pattern matching nothing
(docs/select.md, "A lookup question").
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from tooldeck.cli import app
from tooldeck.formats import load
from tooldeck.select import hybrid as hybrid_module
from tooldeck.select.base import Retriever, innermost
from tooldeck.select.dense import dense_available
from tooldeck.select.hybrid import HybridRetriever
from tooldeck.select.methods import make_retriever

DATA = Path(__file__).resolve().parents[2] / "benchmarks/data"
GITHUB = DATA / "select_real/decks/github.json"
VSCODE = DATA / "select_real/decks/vscode_copilot_chat.json"
CHROME = DATA / "select_real/decks/chrome_devtools.json"
LOCALDEV = DATA / "select_blind4/decks/gateway_localdev.json"
WORKBENCH = DATA / "select_blind3/decks/gateway_workbench.json"
needs_model = pytest.mark.skipif(not dense_available(), reason="dense extra not installed")


def _inner(path: Path, *, crosslingual: bool = True) -> tuple[Retriever, HybridRetriever, int]:
    deck = load(str(path)).deck
    retriever = make_retriever("hybrid", crosslingual=crosslingual)
    retriever.index(deck)
    inner = innermost(retriever)
    assert isinstance(inner, HybridRetriever)
    return retriever, inner, len(deck)


@needs_model
def test_lookup_questions_and_where_the_verb_is_read() -> None:
    _, inner, _ = _inner(VSCODE, crosslingual=False)
    query = "where do we handle the JWT refresh logic in this project?"
    assert inner.lookup_question(query) == (query.index("?"), "search")
    assert inner.respelled(query) == (
        "where do we handle the JWT refresh logic in this project search?"
    )
    # the verb lands in the question's sentence, not in the clause after it
    query = "utils/date.ts 对应的测试文件在哪？找到后单独跑一下它"
    assert inner.lookup_question(query) == (query.index("？"), "search")
    assert inner.respelled(query) == "utils/date.ts 对应的测试文件在哪 search？找到后单独跑一下它"
    for query, at in (
        ("is there already an issue about the memory leak", None),  # no end: the end
        ("did I ever write anything about flaky Cypress tests? check my notes", "?"),
        ("Are there any open alerts.", "."),  # "." ends no sentence here (a file name's)
        ("我之前是不是记过 nginx 限流的配置？帮我找找", "？"),
        ("GitHub 上有没有好用的 Go 限流库？star 多一点", "？"),
        ("整个仓库里哪儿还写死了 192.168 开头的地址？给我标出在第几行", "？"),
        ("哪里用到了 REDIS_URL", None),
    ):
        asked = inner.lookup_question(query)
        assert asked is not None, query
        assert asked[0] == (query.index(at) if at == "?" or at == "？" else len(query)), query
    # not a lookup question: "which/what" asks for a list or an item, 在哪个/在哪些 is "at
    # which", a question word inside a word or later in a sentence that does not ask one
    for query in (
        "what tags exist on acme/sdk-python?",
        "which of my notes have status=active in their frontmatter?",
        "这个请求慢得离谱，看看卡在哪个环节",
        "list the open prs",
        "anything new on the release?",
        "somewhere in the logs there is a timeout",
        "tell me where to click",
    ):
        assert inner.lookup_question(query) is None, query


@needs_model
def test_the_deck_gives_the_verb_or_no_reading() -> None:
    # the first of search, find, query, grep, lookup that a tool name of the deck holds
    _, github, _ = _inner(GITHUB, crosslingual=False)
    assert {"search", "find"} <= github.name_words
    assert github.lookup_question("is there an issue about it?") == (26, "search")
    _, localdev, _ = _inner(LOCALDEV, crosslingual=False)
    assert "search" not in localdev.name_words and "find" not in localdev.name_words
    assert localdev.lookup_question("上周定的重试策略有没有记过") == (13, "query")
    # a deck that names no tool by a lookup verb reads the question as written
    _, chrome, _ = _inner(CHROME, crosslingual=False)
    assert not chrome.name_words & {"search", "find", "query", "grep", "lookup"}
    assert chrome.lookup_question("where is the login button on this page?") is None
    query = "where is the login button on this page?"
    assert chrome.respelled(query) == query
    # switched off (how benchmarks/build_select_memory.py reproduces the shipped bank)
    github.lookup_reading = False
    assert github.lookup_question("is there an issue about it?") is None
    assert github.respelled("is there an issue about it?") == "is there an issue about it?"


@needs_model
def test_the_lookup_reading_ranks_the_lookup_tool_higher(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Rank of the gold lookup tool with the reading / with the question pattern matching
    nothing (None: not among the deck's tools ranked; the search returns them all)."""

    def ranks(path: Path, query: str, gold: str) -> tuple[int | None, int | None]:
        retriever, _, n = _inner(path)

        def rank() -> int | None:
            names = [t.name for t, _ in retriever.search(query, n)]
            return names.index(gold) + 1 if gold in names else None

        on = rank()
        with monkeypatch.context() as m:
            m.setattr(hybrid_module, "_LOOKUP_QUESTION", re.compile(r"(?!)"))
            return on, rank()

    assert ranks(
        GITHUB,
        "is there already an issue about the memory leak in websocket reconnect in "
        "acme/realtime? dont want to file a dupe",
        "search_issues",
    ) == (1, 68)
    assert ranks(
        VSCODE,
        "where do we handle the JWT refresh logic in this project?",
        "copilot_searchCodebase",
    ) == (9, 32)
    assert ranks(
        WORKBENCH, "我之前是不是记过 nginx 限流的配置？帮我找找", "basic_memory__search_notes"
    ) == (5, 46)


@needs_model
def test_cli_select_says_it_read_the_lookup_verb() -> None:
    runner = CliRunner()
    query = "where do we handle the JWT refresh logic in this project?"
    result = runner.invoke(app, ["select", str(VSCODE), query, "-k", "2", "--json"])
    assert result.exit_code == 0, result.output
    line = " ".join(result.stderr.split())
    assert (
        "note: also read 'search' in the request, for it asks where a thing is or whether "
        "one exists and this deck names a tool by that verb" in line
    )
    result = runner.invoke(
        app, ["select", str(VSCODE), query, "-k", "2", "--json", "--no-action-reading"]
    )
    assert "'search'" not in " ".join(result.stderr.split())
