"""A Chinese request's action before a colon's payload (thirty-fifth session):
``tooldeck.select.clauses.chinese_action_text`` and its reading by the ``hybrid`` method
(``HybridRetriever._read``: the cut of the request as written, glossed apart, beside the
whole request).

Expected strings are written by hand from the rule in the function's docstring. The ranks
are of two dev requests (select_blind4 bl4-gh-046 over its GitHub deck, select_real vs-048
over the VS Code Copilot Chat deck; see the sets' READMEs), read off by running the method
with the reading and with ``chinese_action_text`` replaced by the identity
(docs/select.md, "A Chinese action before its payload (thirty-fifth session)").
"""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

import tooldeck.select.hybrid as hybrid
from tooldeck.cli import app
from tooldeck.formats import load
from tooldeck.select.base import innermost
from tooldeck.select.clauses import action_text, chinese_action_text
from tooldeck.select.dense import dense_available
from tooldeck.select.hybrid import HybridRetriever
from tooldeck.select.methods import make_retriever

DATA = Path(__file__).resolve().parents[2] / "benchmarks/data"
GITHUB4 = DATA / "select_blind4/decks/github.json"
VSCODE = DATA / "select_real/decks/vscode_copilot_chat.json"
needs_model = pytest.mark.skipif(not dense_available(), reason="dense extra not installed")

BL4_GH_046 = "给 acme/portal 开个 issue：iOS 上登录按钮点了没反应"
VS_048 = "帮我记一下：这个仓库的接口字段统一用 snake_case，以后别再写成驼峰了"


@pytest.mark.parametrize(
    ("query", "read"),
    [
        (BL4_GH_046, "给 acme/portal 开个 issue"),
        (VS_048, "帮我记一下"),  # a Chinese comma stays inside the payload
        ("记一下：周五之前要把 k8s 证书续期", "记一下"),  # three ideographs: the shortest
        ("给 PR 64 留个评论: 麻烦补一下单测。谢谢", "给 PR 64 留个评论 。谢谢"),  # to 。
        ("加一句：完成了\n然后提交", "加一句 然后提交"),  # to the line break
    ],
)
def test_a_chinese_action_is_read_without_its_payload(query: str, read: str) -> None:
    assert chinese_action_text(query) == read
    assert action_text(query) == query  # the English reading leaves CJK requests alone


@pytest.mark.parametrize(
    "query",
    [
        "状态：完成",  # a two-character label names a field and its value
        "把「周报：草稿一二」这页删了",  # the colon is inside a quotation
        "open an issue on acme/webapp: the dark mode toggle resets",  # no ideographs
        "打开 http://localhost:5173 看看页面",  # no colon before white space or full-width
        "create the note: 记一下周报",  # the action before the colon is not Chinese
    ],
)
def test_other_colons_are_left(query: str) -> None:
    assert chinese_action_text(query) == query


@needs_model
def test_the_cut_ranks_its_dev_requests_tool_higher(monkeypatch: pytest.MonkeyPatch) -> None:
    """Rank of the right tool (``hybrid``, cross-lingual stage on) with the reading and
    with ``chinese_action_text`` made the identity."""

    def ranks(path: Path, query: str, tool: str) -> tuple[int, int]:
        deck = load(str(path)).deck
        retriever = make_retriever("hybrid", crosslingual=True)
        retriever.index(deck)
        assert isinstance(innermost(retriever), HybridRetriever)

        def rank() -> int:
            return [t.name for t, _ in retriever.search(query, len(deck))].index(tool) + 1

        on = rank()
        with monkeypatch.context() as patch:
            patch.setattr(hybrid, "chinese_action_text", lambda text: text)
            return on, rank()

    assert ranks(GITHUB4, BL4_GH_046, "create_issue") == (1, 6)
    # 11 without the cut before the count-of-actions reading (一下 adds no glosses since
    # session 35's second select change); 8 with it: the cut still gains a place.
    assert ranks(VSCODE, VS_048, "copilot_memory") == (7, 8)


@needs_model
def test_the_glossed_request_is_cut_as_written() -> None:
    """The lists read the cut glossed apart: the payload's glosses are not in it."""
    deck = load(str(GITHUB4)).deck
    retriever = make_retriever("hybrid", crosslingual=True)
    retriever.index(deck)
    inner = innermost(retriever)
    assert isinstance(inner, HybridRetriever)
    whole, _ = inner.parts(BL4_GH_046)
    read = inner._read(whole)
    assert read.startswith("给 acme/portal 开个 issue ")
    assert "button" in whole and "button" not in read  # 按钮 is in the payload only
    assert "open" in read  # 开 is glossed
    english = "open an issue on acme/webapp: the dark mode toggle resets every time"
    assert inner._read(inner.parts(english)[0]) == "open an issue on acme/webapp"


@needs_model
def test_cli_select_says_it_read_the_chinese_action() -> None:
    runner = CliRunner()
    result = runner.invoke(app, ["select", str(GITHUB4), BL4_GH_046, "-k", "1", "--json"])
    assert result.exit_code == 0, result.output
    line = " ".join(result.stderr.split())
    assert "note: read the request's action without the text after its colon: " in line
    assert "'给 acme/portal 开个 issue'" in line
    assert "create_issue" in result.stdout
