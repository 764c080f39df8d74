"""Session 44 (trial43b item 6): a Chinese request to look something up, followed by the
question to look up, is read as that question (:func:`tooldeck.select.questions.asks_only`).

帮我看看 ("help me look"), 查一下 ("check"), 瞧瞧 ("take a look"), 确认一下 ("confirm") before
an embedded question (哪些 …, 有没有 …, … 了吗, 是否 …) ask to be told something, as "could
you check which pull requests are still open?" does; the act asked for is reading. Before,
帮我 / 请 / 可以 marked every such request as asking for an act, so "帮我看看哪些拉取请求还开
着？" on the GitHub MCP deck (tests/data/corpora/github.json) ranked
``request_pull_request_reviewers`` first. The same markers before an act ("帮我把这些分支删了"),
and a look frame followed by no question ("帮我看看这个 PR", which may ask for a review),
stay orders. The ranking checks use session 43's hand shop deck
(tests/select/test_questions_s43.py) and the GitHub deck; ranks in the comments were read
off by running ``hybrid`` with the question reading (``acts`` filled) and without it.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tooldeck.formats import load
from tooldeck.select.base import Retriever, innermost
from tooldeck.select.dense import dense_available
from tooldeck.select.methods import make_retriever
from tooldeck.select.questions import asked_items, asks_only, list_first, plural_words

from .test_questions_s43 import _ranks, _shop

needs_model = pytest.mark.skipif(not dense_available(), reason="dense extra not installed")
GITHUB = Path(__file__).resolve().parents[1] / "data" / "corpora" / "github.json"


@pytest.mark.parametrize(
    "request_text",
    [
        "帮我看看哪些拉取请求还开着？",
        "帮我查一下 PR 42 合并了吗",
        "能不能帮我瞧瞧有没有失败的任务？",
        "麻烦查查是否有新的 issue",
        "请帮我看一下哪些 PR 还开着",
        "你可以帮我看看这个分支合并了吗？",
        "帮我确认一下是否所有测试都通过了",
        "帮我看看 SKU-442 还有多少库存？",
        "订单 5512，帮我查一下退款了没有？",  # the frame after some context
        "部署了没有，帮我看看",  # a frame closing the request after its question
        "PR 42 合并了没",  # the A-not-A form of a finished act
    ],
)
def test_a_look_before_a_question_only_asks(request_text: str) -> None:
    assert asks_only(request_text)


@pytest.mark.parametrize(
    "request_text",
    [
        "帮我把这些分支删了",  # 帮我 before an act: an order
        "帮我删掉 PR 42 的分支？",  # ... with a rising tone too
        "帮我看看这个 PR",  # a look and no question: may ask for a review
        "请帮我看一下 PR 42 的评论",
        "帮我看看哪些分支没用了，然后删掉",  # a further act
        "帮我看看哪些 PR 可以合并了",  # 可以 inside the question: left as it was
        "帮我查一下，把失败的任务重跑",  # the question's clause ends before the act
        "看看怎么删除这个分支",  # how to do a thing asks for it
        "这个 PR，帮我看看",  # a closing frame after no question
        "给 acme/portal 开个 issue：登录按钮点了没反应",  # 没 + a noun: a negation
    ],
)
def test_a_look_before_an_act_stays_an_order(request_text: str) -> None:
    assert not asks_only(request_text)


@pytest.fixture(scope="module", params=[False, True], ids=["names", "annotations"])
def shop(request: pytest.FixtureRequest) -> Retriever:
    built = make_retriever("hybrid")
    built.index(_shop(request.param))
    return built


@pytest.fixture(scope="module")
def github() -> Retriever:
    built = make_retriever("hybrid")
    built.index(load(str(GITHUB)).deck)
    return built


@needs_model
@pytest.mark.parametrize(
    ("request_text", "name", "ranks"),
    [
        # trial43b item 6: the read tools go above the one that requests reviewers
        ("帮我看看哪些拉取请求还开着？", "request_pull_request_reviewers", (1, 5)),
        ("帮我看看哪些拉取请求还开着？", "list_pull_requests", (3, 2)),
        ("帮我查一下 PR 42 合并了没有", "pull_request_read", (3, 1)),
        ("帮我查一下 PR 42 合并了没有", "merge_pull_request", (1, 3)),
        # tasks with the same markers keep their tool
        ("帮我合并 PR 42", "merge_pull_request", (1, 1)),
    ],
)
def test_github_look_questions(
    github: Retriever, request_text: str, name: str, ranks: tuple[int, int]
) -> None:
    assert _ranks(github, request_text, name) == ranks


@needs_model
@pytest.mark.parametrize(
    ("request_text", "name", "ranks"),
    [
        ("帮我查一下订单 5512 退款了没有？", "get_order", (3, 2)),
        ("麻烦确认一下订单 5512 的发票发了吗", "get_order", (3, 1)),
        # honest twins: 帮我 / 帮我看看 before an act
        ("帮我把 SKU-442 的库存改成 30", "set_stock_level", (1, 1)),
        ("帮我给订单 5512 退款", "create_refund", (1, 1)),
        ("帮我看看订单 5512，然后把发票发给客户", "send_invoice", (1, 1)),
    ],
)
def test_shop_look_questions(
    shop: Retriever, request_text: str, name: str, ranks: tuple[int, int]
) -> None:
    assert _ranks(shop, request_text, name) == ranks
    if ranks == (1, 1):  # the tasks: nothing lifted
        assert innermost(shop).question_lifts == ()  # type: ignore[attr-defined]
    else:
        assert name in innermost(shop).question_lifts  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("request_text", "things"),
    [
        ("what branches does this repo have?", "branches"),
        ("which orders are still unpaid?", "orders"),
        ("这个仓库有哪些分支？", "分支"),
        ("哪些 issue 分配给我了？", "issue 分配给我了"),
        ("帮我看看哪几个订单还没发货？", "个订单还没发货"),
        # none: one thing, a count, a function word, a task, no plural question word
        ("which branch am I on?", None),
        ("how many notes are in my vault?", None),
        ("what is this?", None),
        ("what does this do?", None),
        ("这个仓库有哪些分支？帮我把旧的删了", None),
        ("这个仓库的分支是什么？", None),
        ("list the branches", None),
    ],
)
def test_asked_items(request_text: str, things: str | None) -> None:
    assert asked_items(request_text) == things


def test_plural_words_and_list_first() -> None:
    tools = _shop(True)
    by_name = {t.name: t for t in tools}
    assert plural_words(by_name["list_products"]) == ["products"]
    assert plural_words(by_name["get_product"]) == []
    acts = ("read", "read", "change")
    lists = (frozenset(), frozenset({"branch"}), frozenset({"branch"}))
    # the first tool that reads and lists the asked things goes first
    assert list_first([0, 2, 1], acts, lists, frozenset({"branch"}), 8) == ([1, 0, 2], 1)
    # a tool that changes things is never lifted; outside the window, nothing moves
    assert list_first([0, 2], acts, lists, frozenset({"branch"}), 8) == ([0, 2], None)
    assert list_first([0, 2, 1], acts, lists, frozenset({"branch"}), 2) == ([0, 2, 1], None)
    assert list_first([1, 0], acts, lists, frozenset({"branch"}), 8) == ([1, 0], None)


@needs_model
@pytest.mark.parametrize(
    ("request_text", "name", "first"),
    [
        ("这个仓库有哪些分支？", "list_branches", True),  # trial43b: get_repository_tree was 1st
        ("这个仓库有哪些发布版本？", "list_releases", True),  # get_latest_release was 1st
        ("what branches does this repo have?", "list_branches", False),  # 1st already
        ("which branch am I on?", "list_branches", False),  # one thing: not read
        ("这个仓库有哪些分支？帮我把旧的删了", "delete_repository", False),  # a task
    ],
)
def test_github_which_things(github: Retriever, request_text: str, name: str, first: bool) -> None:
    inner = innermost(github)
    top = [t.name for t, _ in github.search(request_text, 3)]
    lift = inner.list_lift  # type: ignore[attr-defined]
    assert top[0] == name
    assert (lift is not None and lift[0] == name) is first


@needs_model
def test_shop_which_things(shop: Retriever) -> None:
    # the orders the shop can search are listed first; "which product" (one) is not read
    top = [t.name for t, _ in shop.search("哪些订单还没发货？", 3)]
    assert top[0] == "search_orders"
    assert innermost(shop).list_lift == ("search_orders", "订单还没发货")  # type: ignore[attr-defined]
