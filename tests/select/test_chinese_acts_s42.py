"""Session 42: a Chinese act whose senses name no word of the deck's tool names is read as
the deck's own verb of the same class of act (:mod:`tooldeck.select.actions`).

The object reading reads a Chinese request by the sense of each word that is a word of the
deck's names (session 41, :meth:`HybridRetriever.named_reading`). On the bookmarks server
(tests/gateway/bookmarks_app.py: ``add_bookmark``, no ``create``), 创建 ("create / found /
establish") and 新建 ("new construction / newly built") have no such sense, so the reading
read only "bookmark" and left ``add_bookmark`` 3rd and 4th; 保存 ("save") 2nd. Now a word
with no such sense is read by the first of its senses that names an act of a class —
a one-word sense that is an action word, or a sense opening with "new" (a thing made
new) — as the verb of that class the deck's names use most: create → add here. Ranks
with main's code (session 42) in the comments."""

from __future__ import annotations

from pathlib import Path

import pytest

from tooldeck.formats import load
from tooldeck.select import make_retriever
from tooldeck.select.actions import ACTION_CLASSES, action_class, class_verbs
from tooldeck.select.base import Retriever, innermost
from tooldeck.select.hybrid import HybridRetriever

APP = Path(__file__).resolve().parents[1] / "gateway" / "bookmarks_app.py"


@pytest.fixture(scope="module")
def retriever() -> Retriever:
    built = make_retriever("hybrid")
    built.index(load(f"py:{APP}").deck)
    return built


def _rank(retriever: Retriever, request: str, name: str) -> int:
    names = [t.name for t, _ in retriever.search(request, 10)]
    return names.index(name) + 1


def test_action_class_reads_one_word_senses_and_new() -> None:
    assert action_class("create") == "create"
    assert action_class("modify") == "edit"
    assert action_class("restart") == "run"
    assert action_class("new construction") == "create"
    assert action_class("newly built") == "create"
    # a sense of several words is no act by its first word; a non-act word is none
    assert action_class("push button") is None
    assert action_class("place on file") is None
    assert action_class("bookmark") is None
    assert action_class("") is None


def test_class_verbs_are_the_names_most_used_verb_of_each_class() -> None:
    names = ["create_issue", "create_branch", "add_comment", "get_issue", "list_issues"]
    assert class_verbs(names) == {"create": "create", "read": "get"}
    assert class_verbs(["add_bookmark", "delete_bookmark", "purge_bookmarks"]) == {
        "create": "add",
        "delete": "delete",
    }


def test_lint_reads_the_same_table() -> None:
    from tooldeck.lint.similarity import ACTION_CLASSES as LINT_CLASSES

    assert LINT_CLASSES is ACTION_CLASSES  # moved, not copied


@pytest.mark.parametrize(
    "request_",
    [
        "创建书签",  # main: 3rd (get, delete, add)
        "新建一个书签",  # main: 4th (get, update, export, add)
        "保存书签",  # main: 2nd (purge, add)
    ],
)
def test_a_making_act_reads_as_the_decks_add(retriever: Retriever, request_: str) -> None:
    assert _rank(retriever, request_, "add_bookmark") == 1


def test_the_reading_says_add(retriever: Retriever) -> None:
    inner = innermost(retriever)
    assert isinstance(inner, HybridRetriever)
    assert inner.named_reading("创建书签") == frozenset({"add", "bookmark"})
    assert inner.named_reading("新建一个书签") == frozenset({"add", "bookmark"})


@pytest.mark.parametrize(
    ("request_", "name"),
    [
        ("添加书签", "add_bookmark"),  # a sense that is a name word is read as before
        ("删除书签", "delete_bookmark"),
        ("把这个书签删了", "delete_bookmark"),
        ("修改这个书签的标题", "update_bookmark"),
        ("给这个书签添加一条备注", "add_note"),
        ("create a bookmark", "add_bookmark"),
    ],
)
def test_honest_twins_keep_their_tools(retriever: Retriever, request_: str, name: str) -> None:
    assert _rank(retriever, request_, name) == 1


def test_an_english_request_is_not_read_so(retriever: Retriever) -> None:
    inner = innermost(retriever)
    assert isinstance(inner, HybridRetriever)
    assert inner.named_reading("create a bookmark") is None
