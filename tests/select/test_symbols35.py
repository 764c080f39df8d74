"""A code identifier in a request read as naming a code symbol (thirty-fifth session):
``HybridRetriever.code_symbols`` and the word "symbol" that ``HybridRetriever.respelled``
adds after a request writing one.

Expected identifier lists are written by hand from the rule in the docstring
(``_IDENTIFIER``: camelCase or PascalCase of two parts or more, standing on its own). The
ranks use select_real's VS Code Copilot Chat deck (see benchmarks/data/select_real/README.md)
and two of its dev requests (vs-021, vs-051); they were read off by running the method with
the reading and without it (docs/select.md, "A code symbol in a request").
"""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from tooldeck.cli import app
from tooldeck.formats import load
from tooldeck.select.base import Retriever, innermost
from tooldeck.select.dense import dense_available
from tooldeck.select.hybrid import HybridRetriever
from tooldeck.select.methods import make_retriever

DATA = Path(__file__).resolve().parents[2] / "benchmarks/data"
VSCODE = DATA / "select_real/decks/vscode_copilot_chat.json"
DEVOPS = DATA / "select_real/decks/gateway_devops.json"
needs_model = pytest.mark.skipif(not dense_available(), reason="dense extra not installed")


def _inner(path: Path, *, crosslingual: bool = True) -> tuple[Retriever, HybridRetriever, int]:
    deck = load(str(path)).deck
    retriever = make_retriever("hybrid", crosslingual=crosslingual)
    retriever.index(deck)
    inner = innermost(retriever)
    assert isinstance(inner, HybridRetriever)
    return retriever, inner, len(deck)


@needs_model
def test_identifiers_read_as_symbols() -> None:
    _, inner, _ = _inner(VSCODE, crosslingual=False)
    assert inner.code_symbols("where's OrderRepository defined") == ["OrderRepository"]
    assert inner.code_symbols("找到 UserService 这个类，给它加个 deleteUser 方法") == [
        "UserService",
        "deleteUser",
    ]
    assert inner.code_symbols("找PaymentGateway的定义") == ["PaymentGateway"]  # CJK around it
    assert inner.code_symbols("who calls retryWithBackoff()? and parseUrl.") == [
        "retryWithBackoff",
        "parseUrl",
    ]
    # not identifiers: all capitals after the first part, a one- or two-letter part (a
    # name's prefix, a formula's element), a path, a member access, an e-mail host
    for query in (
        "who is U04ABCD12 in C0456DEF",
        "movies with Leonardo DiCaprio, stats of LeBron James",
        "molecular weight of C6H12O6, the customerId and createdAt fields",
        "the iOS build and CircleCI",
        "open src/UserService.ts",
        "what does os.getCwd return",
        "mail me@fooBar.com",
        "plain words only",
    ):
        assert inner.code_symbols(query) == [], query
    # "search" after "symbol": the question is also a lookup question (thirty-sixth
    # session, test_lookup36), read with the deck's lookup verb at its end
    assert inner.respelled("where's OrderRepository defined") == (
        "where's OrderRepository defined symbol search"
    )


@needs_model
def test_a_deck_without_symbols_or_naming_the_word_reads_none() -> None:
    _, vscode, _ = _inner(VSCODE, crosslingual=False)
    # the deck writes "githubRepo": the identifier is the deck's own word
    assert "githubrepo" in vscode.deck_tokens
    assert vscode.code_symbols("ask githubRepo about it") == []
    # a deck whose texts never say "symbol"/"symbols" has no tool to look one up
    _, devops, _ = _inner(DEVOPS, crosslingual=False)
    assert not devops.words & {"symbol", "symbols"}
    assert devops.code_symbols("what do maxSurge and maxUnavailable mean") == []


@needs_model
def test_the_symbol_reading_ranks_the_symbol_search_higher() -> None:
    """Rank of copilot_searchWorkspaceSymbols with the reading / with it off (the deck's
    words taken without "symbol" and "symbols", so no identifier is read as one)."""

    def ranks(query: str) -> tuple[int, int]:
        retriever, inner, n = _inner(VSCODE)
        search = retriever.search

        def rank() -> int:
            names = [t.name for t, _ in search(query, n)]
            return names.index("copilot_searchWorkspaceSymbols") + 1

        on = rank()
        inner.words = inner.words - {"symbol", "symbols"}
        return on, rank()

    # before the reading, "repository" in OrderRepository ranked copilot_githubRepo first
    # (26th); since the thirty-sixth session the question is also read with "search"
    # (test_lookup36), which alone lifts the symbol search to 8th (vs-051: 33rd to 15th,
    # 在哪 read with "search")
    # (1, 8) until the forty-third session: a request that only asks now also puts the
    # tools whose names read above those that change things (tooldeck.select.questions)
    assert ranks("where's OrderRepository defined") == (1, 7)
    assert ranks("帮我找下 PaymentGateway 这个类定义在哪哥文件") == (3, 15)


@needs_model
def test_cli_select_says_it_read_a_symbol() -> None:
    runner = CliRunner()
    query = "where's OrderRepository defined"
    result = runner.invoke(app, ["select", str(VSCODE), query, "-k", "2", "--json"])
    assert result.exit_code == 0, result.output
    line = " ".join(result.stderr.split())
    assert (
        "note: also read 'symbol' after the request, for it writes a code identifier "
        "(OrderRepository)" in line
    )
    result = runner.invoke(
        app, ["select", str(VSCODE), query, "-k", "2", "--json", "--no-action-reading"]
    )
    assert "symbol" not in " ".join(result.stderr.split())
