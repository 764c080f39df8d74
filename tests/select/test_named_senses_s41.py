"""Session 41 (trial40b N2): a Chinese request's words read in the sense the deck's tool
names use, for the object reading (:meth:`HybridRetriever.named_reading`), which before
left every Chinese request's order alone. "添加书签" ("add a bookmark") glossed "add
increase bookmark bookmarks" ranked get_bookmark 1st and add_bookmark 2nd; 加入 ("add in"
is its fifth CC-CEDICT sense, after "become a member / join / mix into / participate in")
put add_bookmark 5th to 7th. The deck is tests/gateway/bookmarks_app.py (a server of the
trial's shape: nine tools over bookmarks, told apart by verb). Ranks before the change are
in the comments (measured with main's code, session 41)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tooldeck.formats import load
from tooldeck.select import make_retriever
from tooldeck.select.base import Retriever, innermost
from tooldeck.select.crosslingual import CrossLingualExpander
from tooldeck.select.hybrid import HybridRetriever

APP = Path(__file__).resolve().parents[1] / "gateway" / "bookmarks_app.py"


@pytest.fixture(scope="module")
def retriever() -> Retriever:
    built = make_retriever("hybrid")
    built.index(load(f"py:{APP}").deck)
    return built


def _first(retriever: Retriever, request: str) -> str:
    return retriever.search(request, 3)[0][0].name


def test_sense_choices_offer_computing_software_then_dictionary_senses() -> None:
    expander = CrossLingualExpander(directions=frozenset({"zh-en"}))
    choices = dict(expander.sense_choices("添加书签"))
    assert choices["添加"] == ("add", "increase")  # glossary "add", then CC-CEDICT's two
    assert choices["书签"][:2] == ("bookmark", "bookmarks")
    joined = dict(expander.sense_choices("加入书签"))["加入"]
    assert joined.index("add in") == 4  # CC-CEDICT's fifth sense, offered all the same


def test_a_negated_word_and_a_file_name_offer_no_sense() -> None:
    expander = CrossLingualExpander(directions=frozenset({"zh-en"}))
    words = [w for w, _ in expander.sense_choices("按钮点了没反应")]
    assert "按钮" in words and "反应" not in words  # 没反应: nothing happened
    assert [w for w, _ in expander.sense_choices("打开 docs/书签.md")] == ["打开"]
    assert expander.sense_choices("add a bookmark") == []


@pytest.mark.parametrize(
    "request_",
    [
        "添加书签",  # was 2nd (get_bookmark 1st)
        "加入书签",  # was 7th
        "帮我把这篇文章加入书签",  # was 5th
    ],
)
def test_adding_a_bookmark_in_chinese_ranks_add_bookmark_first(
    retriever: Retriever, request_: str
) -> None:
    assert _first(retriever, request_) == "add_bookmark"


@pytest.mark.parametrize(
    ("request_", "tool"),
    [
        ("给这个书签添加一条备注", "add_note"),  # the same verb, another object: 1st before too
        ("删除书签", "delete_bookmark"),  # 1st before too
        ("把这个书签删了", "delete_bookmark"),  # 1st before too
        ("修改这个书签的标题", "update_bookmark"),  # 1st before too
    ],
)
def test_honest_twins_keep_their_tool_first(retriever: Retriever, request_: str, tool: str) -> None:
    assert _first(retriever, request_) == tool


def test_what_the_names_do_not_say_is_left_as_it_was(retriever: Retriever) -> None:
    """清空所有书签 ("empty all bookmarks"): 清空 "clear / empty" is no word of a name, and
    purge_bookmarks stays 3rd, as before; a request no name's word reads is not re-sorted."""
    names = [tool.name for tool, _ in retriever.search("清空所有书签", 3)]
    assert names[2] == "purge_bookmarks", names
    hybrid = innermost(retriever)
    assert isinstance(hybrid, HybridRetriever)
    assert hybrid.named_reading("今天天气怎么样") is None
    # one sense a word, the first the names use: 添加 "add" (not "increase"), 书签 "bookmark"
    assert hybrid.named_reading("添加书签") == frozenset({"add", "bookmark"})
