"""Session 40 (trial40 B7): Chinese 下一页 / 上一页 ("next page" / "previous page") were cut by
jieba into 下 / 一页 and glossed "down, one, page" and "top, one, page", so a request for the
next page of search results ranked pdf-tools-mcp's ``search_pdf_prev_page`` first and both
requests ranked alike. 上 / 下 + a numeral-classifier piece starting with 一 is Mandarin's
ordinal "previous / next" and is now read so (CC-CEDICT's 下一页 "next page", 上一个
"previous one"). Deck: ``tests/data/captured40/pdf-tools-mcp-0.1.4.openai.json`` (real)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tooldeck import load
from tooldeck.select import make_retriever
from tooldeck.select.crosslingual import CrossLingualExpander

DECK = Path(__file__).parents[1] / "data/captured40/pdf-tools-mcp-0.1.4.openai.json"


@pytest.mark.parametrize(
    ("request_", "words"),
    [
        ("搜索结果翻到下一页", ["下一页", "下一个"]),
        ("回到上一页", ["上一页", "上一个"]),
        ("显示下一个结果", ["下一个"]),
        ("下一张图片", ["下一个"]),  # CC-CEDICT lacks 下一张: read as 下一个 and 张
    ],
)
def test_next_and_previous_are_read_whole(request_: str, words: list[str]) -> None:
    kept = CrossLingualExpander().content_words(request_)
    for word in words:
        assert word in kept, kept
    assert "下" not in kept and "上" not in kept


def test_other_cuts_are_unchanged() -> None:
    """Only 上 / 下 before 一 + classifier: 没 / 问题 and 往 / 下 / 一 / 看 stay as jieba cut."""
    expander = CrossLingualExpander()
    assert expander.content_words("没问题就提交")[:2] == ["没", "问题"]
    assert "下" in expander.content_words("往下一看")


@pytest.mark.parametrize(
    ("request_", "first"),
    [
        ("搜索结果翻到下一页", "pdf__search_pdf_next_page"),
        ("搜索结果回到上一页", "pdf__search_pdf_prev_page"),
    ],
)
def test_the_paging_tool_asked_for_ranks_first(request_: str, first: str) -> None:
    retriever = make_retriever("hybrid")  # the default method, cross-lingual "auto"
    retriever.index(load(DECK).deck)
    ranked = retriever.search(request_, 3)
    assert ranked[0][0].name == first, [tool.name for tool, _ in ranked]
