"""A chat channel a clause names, read as a channel (thirty-sixth session):
``clauses.channel_names`` / ``clauses.channel_text``, ``HybridRetriever.chat_channels`` and
the word "channel" that ``HybridRetriever.respelled`` writes after each ``#name``.

Expected name lists and texts are written by hand from the rule in the docstrings ("#" and a
name opening with a letter, standing on its own; not a number or a CSS colour). The ranks
use select_real's gateway_devops deck (see benchmarks/data/select_real/README.md) and two
of its dev requests that need two tools (gw-038, gw-043); they were read off by running the
method with the reading and without it (docs/select.md,
"Requests that need two or three tools").
"""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from tooldeck.cli import app
from tooldeck.formats import load
from tooldeck.select.base import Retriever, innermost
from tooldeck.select.clauses import channel_names, channel_text, split_clauses
from tooldeck.select.dense import dense_available
from tooldeck.select.hybrid import HybridRetriever
from tooldeck.select.methods import make_retriever

DATA = Path(__file__).resolve().parents[2] / "benchmarks/data"
DEVOPS = DATA / "select_real/decks/gateway_devops.json"
VSCODE = DATA / "select_real/decks/vscode_copilot_chat.json"
needs_model = pytest.mark.skipif(not dense_available(), reason="dense extra not installed")


def test_channel_names_by_hand() -> None:
    assert channel_names("post the result to #releases") == ["#releases"]
    assert channel_names("ping #sg-team about the outage.") == ["#sg-team"]
    assert channel_names("同步到 #故障 频道") == ["#故障"]
    assert channel_names("send it to #dev-ops, then #ops.") == ["#dev-ops", "#ops"]
    assert channel_names("tell #python3_x!") == ["#python3_x"]
    # not channels: an issue or PR number, CSS colours, a '#' glued to a word, a path, an
    # entity or an e-mail
    for query in (
        "close #201 and PR #19",
        "make it #fff or #FF0000 or #abcd or #11223344",
        "rewrite it in C# or F#",
        "see page.html#top and /docs/#/route",
        "the quote &#39; in the text",
        "mail a@#b",
        "plain words only",
    ):
        assert channel_names(query) == [], query


def test_channel_text_writes_the_word_after_the_name() -> None:
    assert channel_text("post the result to #releases") == "post the result to #releases channel"
    # right after the name, so the clause naming the channel carries it
    query = "what time is it there? if it's still working hours, ping #sg-team about the outage"
    assert channel_text(query).endswith("ping #sg-team channel about the outage")
    # the hybrid method's cuts (a bare "and" in a request of up to 40 words)
    clauses = split_clauses(
        channel_text("check the pipeline on main and post it to #releases"), bare_and=40
    )
    assert clauses == ["check the pipeline on main", "post it to #releases channel"]
    assert channel_text("close #201, make it #fff") == "close #201, make it #fff"


def _inner(path: Path, *, crosslingual: bool = True) -> tuple[Retriever, HybridRetriever, int]:
    deck = load(str(path)).deck
    retriever = make_retriever("hybrid", crosslingual=crosslingual)
    retriever.index(deck)
    inner = innermost(retriever)
    assert isinstance(inner, HybridRetriever)
    return retriever, inner, len(deck)


@needs_model
def test_only_a_deck_that_says_channel_reads_one() -> None:
    _, devops, _ = _inner(DEVOPS, crosslingual=False)
    assert devops.words & {"channel", "channels"}
    assert devops.chat_channels("post the result to #releases") == ["#releases"]
    assert devops.respelled("post the result to #releases") == (
        "post the result to #releases channel"
    )
    # the request says the word itself (English or Chinese): nothing added
    assert devops.chat_channels("post it in the #releases channel") == []
    assert devops.chat_channels("再把情况同步到 #故障 频道") == []
    # a deck whose texts never say "channel"/"channels" has no tool for one
    _, vscode, _ = _inner(VSCODE, crosslingual=False)
    assert not vscode.words & {"channel", "channels"}
    assert vscode.chat_channels("post the result to #releases") == []
    assert vscode.respelled("post the result to #releases") == "post the result to #releases"


@needs_model
def test_the_channel_reading_brings_the_second_tool_into_the_top_8() -> None:
    """Rank of slack__slack_post_message with the reading / with it off (the deck's words
    taken without "channel" and "channels", so no '#name' is read as one). Both requests
    need two tools; the first (1st either way) is not shown."""

    def ranks(query: str) -> tuple[int, int]:
        retriever, inner, n = _inner(DEVOPS)

        def rank() -> int:
            names = [t.name for t, _ in retriever.search(query, n)]
            return names.index("slack__slack_post_message") + 1

        on = rank()
        inner.words = inner.words - {"channel", "channels"}
        return on, rank()

    # without it, "post" ranked notion's API-post-search first in the clause, "ping"
    # kubernetes__ping
    assert ranks("check the latest circleci pipeline on main and post the result to #releases") == (
        5,
        15,
    )
    assert ranks(
        "what time is it for the singapore team? if it's still working hours there, "
        "ping #sg-team about the outage"
    ) == (5, 15)


@needs_model
def test_cli_select_says_it_read_a_channel() -> None:
    runner = CliRunner()
    query = "post the result to #releases"
    result = runner.invoke(app, ["select", str(DEVOPS), query, "-k", "2", "--json"])
    assert result.exit_code == 0, result.output
    line = " ".join(result.stderr.split())
    assert (
        "note: also read 'channel' after #releases ('#' before a name writes a chat channel)"
        in (line)
    )
    result = runner.invoke(
        app, ["select", str(DEVOPS), query, "-k", "2", "--json", "--no-action-reading"]
    )
    assert "channel" not in " ".join(result.stderr.split())
