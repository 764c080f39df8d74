"""Session 43: a request that only asks puts the tools that read above those that change
things (:mod:`tooldeck.select.questions`).

The speech-act and act readings are checked by hand from the module's rules. The ranking
checks use a hand deck written for these tests (a small shop: products, stock, orders;
no evaluation set's tools or wording), once without annotations (the tools' acts read from
their names) and once with MCP ``readOnlyHint`` / ``destructiveHint``; and the bookmarks server of
tests/gateway/bookmarks_app.py (session 41's own deck). Ranks in the
comments were read off by running the ``hybrid`` method with the reading (``acts`` filled)
and without it (``acts`` emptied): each question's tool was 2nd without it. The tasks
(honest twins: the same words, asking for the act) keep their tool 1st either way.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from tooldeck.cli import app
from tooldeck.formats import load
from tooldeck.select.base import Retriever, innermost
from tooldeck.select.dense import dense_available
from tooldeck.select.hybrid import HybridRetriever
from tooldeck.select.methods import make_retriever
from tooldeck.select.questions import asks_only, reads_first, tool_acts
from tooldeck.tool import Deck, Tool, ToolAnnotations

needs_model = pytest.mark.skipif(not dense_available(), reason="dense extra not installed")


def _tool(
    name: str,
    description: str,
    required: list[str],
    read_only: bool | None = None,
    destructive: bool | None = None,
) -> Tool:
    props: dict[str, Any] = {p: {"type": "string"} for p in required}
    return Tool(
        name=name,
        description=description,
        input_schema={"type": "object", "properties": props, "required": required},
        annotations=ToolAnnotations(read_only_hint=read_only, destructive_hint=destructive),
    )


def _shop(annotated: bool) -> Deck:
    read, write = (True, False) if annotated else (None, None)
    gone = True if annotated else None
    return Deck(
        [
            _tool(
                "add_product",
                "Add a new product to the catalogue with its name and price.",
                ["name", "price"],
                write,
            ),
            _tool(
                "update_product_price",
                "Change the price of a product.",
                ["product_id", "price"],
                write,
            ),
            _tool(
                "get_product",
                "Get one product with its price, description and stock.",
                ["product_id"],
                read,
            ),
            _tool("list_products", "List the products of the catalogue.", [], read),
            _tool(
                "delete_product",
                "Delete a product from the catalogue for good.",
                ["product_id"],
                write,
                gone,
            ),
            _tool(
                "set_stock_level",
                "Set how many units of a product are in stock.",
                ["product_id", "quantity"],
                write,
            ),
            _tool(
                "get_stock_level",
                "Get how many units of a product are in stock.",
                ["product_id"],
                read,
            ),
            _tool("search_orders", "Search orders by customer name or product.", ["query"], read),
            _tool("create_refund", "Refund an order to the customer's card.", ["order_id"], write),
            _tool(
                "send_invoice",
                "Email the invoice of an order to its customer.",
                ["order_id"],
                write,
            ),
            _tool(
                "get_order", "Get one order with its lines, totals and status.", ["order_id"], read
            ),
            _tool(
                "update_order_status",
                "Set the status of an order: paid, shipped, delivered or cancelled.",
                ["order_id", "status"],
                write,
            ),
        ]
    )


@pytest.mark.parametrize(
    "request_text",
    [
        "what cookies does this site set on me",
        "which status is order 5512 in?",
        "has order 5512 been refunded yet?",
        "pods keep restarting, what's going on?",  # context, then the question
        "the page is slow, any errors in the console?",
        "isn't the build green?",
        "how does the retry logic work?",
        "这个仓库有哪些标签",
        "SKU-442 还有多少库存？",
        "部署怎么样了？",
    ],
)
def test_questions_only_ask(request_text: str) -> None:
    assert asks_only(request_text)


@pytest.mark.parametrize(
    "request_text",
    [
        "set the session cookie",  # an order
        "do a first review pass on PR 3",  # an auxiliary opens an order without a '?'
        "is the build green",  # ... and a question only with one
        "delete the stale branches?",  # an order said with a rising tone
        "merge it?",
        "compare a and b, what changed between them",  # a wh-clause after an order, no '?'
        "can you rerun just the failed jobs?",  # a modal: a polite order
        "run 42 failed, can you rerun it?",
        "please tell me the price",
        "what's new? then open an issue for it",  # a further act
        "who is U04ABCD12? they pinged me",  # a sentence that is no question
        "how do I delete a branch?",  # asks for the act it names
        "how to revert a commit?",
        "why not delete the old branch?",  # suggestions
        "why don't we add a test for it?",
        "what if we rename it to core?",
        "how about archiving the repo?",
        "should we merge PR 5?",
        "要不要把这个分支删了？",
        "开几台新机器",  # 几 "a few", no question
        "为什么不直接删掉？",
        "能帮我把这个文件删了吗",  # request and disposal markers
        "看下 issue 300 的评论，然后把它分给 dana-k",
        "怎么删除这个分支？",
        "",
    ],
)
def test_tasks_do_not_only_ask(request_text: str) -> None:
    assert not asks_only(request_text)


def test_tool_acts_read_the_annotations_where_the_server_writes_them() -> None:
    acts = dict(zip([t.name for t in _shop(True)], tool_acts(_shop(True)), strict=True))
    assert acts["get_order"] == "read"
    assert acts["send_invoice"] == "change"
    assert acts["delete_product"] == "change"
    # a tool the annotating server leaves unmarked changes things (MCP: readOnlyHint
    # defaults to false), whatever its name says
    deck = Deck([*_shop(True).tools, _tool("get_history", "Get the history.", [])])
    assert tool_acts(deck)[-1] == "change"


def test_tool_acts_read_each_server_of_a_gateway_apart() -> None:
    deck = Deck(
        [
            _tool("shop__get_order", "Get one order.", ["order_id"], True),
            _tool("shop__get_history", "Get the history.", []),  # unmarked, annotating server
            _tool("chat__list_channels", "List channels.", []),  # a server that marks none
            _tool("chat__post_message", "Post a message.", ["text"]),
            _tool("chat__ping", "Check the server is up.", []),
        ]
    )
    assert tool_acts(deck) == ("read", "change", "read", "change", None)


def test_tool_acts_read_the_names_without_annotations() -> None:
    deck = Deck(
        [
            *_shop(False).tools,
            _tool("API-post-search", "Search pages.", []),  # a create and a read word
            _tool("ping", "Check the server is up.", []),  # no action word
        ]
    )
    acts = dict(zip([t.name for t in deck], tool_acts(deck), strict=True))
    assert acts["get_order"] == acts["list_products"] == acts["search_orders"] == "read"
    assert acts["add_product"] == acts["set_stock_level"] == acts["delete_product"] == "change"
    assert acts["send_invoice"] == acts["create_refund"] == "change"
    assert acts["API-post-search"] is None
    assert acts["ping"] is None


def test_reads_first_swaps_only_between_read_and_change() -> None:
    acts = ("change", None, "read", "change", "read", None)
    order = [0, 1, 3, 2, 5, 4]
    # places of 0, 3, 2, 4 (read or change) take 2, 4, then 0, 3; 1 and 5 keep theirs
    assert reads_first(order, acts, 8) == ([2, 1, 4, 0, 5, 3], [2, 4])
    # the window bounds it: only the first three places are read
    assert reads_first(order, acts, 3) == (order, [])


@pytest.fixture(scope="module", params=[False, True], ids=["names", "annotations"])
def shop(request: pytest.FixtureRequest) -> Retriever:
    built = make_retriever("hybrid")
    built.index(_shop(request.param))
    return built


def _ranks(retriever: Retriever, request_text: str, name: str) -> tuple[int, int]:
    """(rank without the reading, rank with it)."""
    inner = innermost(retriever)
    assert isinstance(inner, HybridRetriever)
    acts, inner.acts = inner.acts, ()
    try:
        without = [t.name for t, _ in retriever.search(request_text, 12)]
    finally:
        inner.acts = acts
    with_it = [t.name for t, _ in retriever.search(request_text, 12)]  # last: its lifts
    return without.index(name) + 1, with_it.index(name) + 1


@needs_model
@pytest.mark.parametrize(
    ("request_text", "name"),
    [
        ("what stock level did we set for SKU-442?", "get_stock_level"),
        ("what price did we put on SKU-442?", "get_product"),
        ("has order 5512 been refunded yet?", "get_order"),
        ("did we send the invoice for order 5512?", "get_order"),
        ("what products did we add last week?", "list_products"),
        ("SKU-442 还有多少库存？", "get_stock_level"),
    ],
)
def test_a_question_goes_to_the_tool_that_reads(
    shop: Retriever, request_text: str, name: str
) -> None:
    assert _ranks(shop, request_text, name) == (2, 1)
    assert name in innermost(shop).question_lifts  # type: ignore[attr-defined]


@needs_model
@pytest.mark.parametrize(
    ("request_text", "name"),
    [
        ("set the stock of SKU-442 to 30 units", "set_stock_level"),
        ("change the price of SKU-442 to 12.50", "update_product_price"),
        ("mark order 5512 as shipped", "update_order_status"),
        ("refund order 5512, the parcel never arrived", "create_refund"),
        ("send the invoice for order 5512 again", "send_invoice"),
        ("can you set the stock of SKU-442 to 30?", "set_stock_level"),
        ("how do I change the price of SKU-442?", "update_product_price"),
        ("把 SKU-442 的库存改成 30", "set_stock_level"),
    ],
)
def test_a_task_keeps_the_tool_that_acts(shop: Retriever, request_text: str, name: str) -> None:
    assert _ranks(shop, request_text, name) == (1, 1)
    assert innermost(shop).question_lifts == ()  # type: ignore[attr-defined]


BOOKMARKS = Path(__file__).resolve().parents[1] / "gateway" / "bookmarks_app.py"


@pytest.fixture(scope="module")
def bookmarks() -> Retriever:
    built = make_retriever("hybrid")
    built.index(load(f"py:{BOOKMARKS}").deck)
    return built


@needs_model
@pytest.mark.parametrize(
    ("request_text", "name", "ranks"),
    [
        # the bookmarks server marks its readers read_only=True only: add_bookmark and
        # update_bookmark, unmarked, change things (the MCP default)
        ("what's the title of bookmark 42?", "get_bookmark", (3, 1)),
        ("which notes did I add to bookmark 42?", "get_bookmark", (3, 1)),
        ("书签 42 的标题是什么？", "get_bookmark", (2, 1)),
        ("did I save a bookmark about rust?", "search_bookmarks", (4, 3)),
        # tasks in the same words keep their tool
        ("add a bookmark for https://example.org", "add_bookmark", (1, 1)),
        ('rename bookmark 42 to "Rust book"', "update_bookmark", (1, 1)),
        ("给书签 42 加一条备注：周末读", "add_note", (1, 1)),
        ("delete bookmark 42", "delete_bookmark", (1, 1)),
    ],
)
def test_bookmark_questions_and_tasks(
    bookmarks: Retriever, request_text: str, name: str, ranks: tuple[int, int]
) -> None:
    assert _ranks(bookmarks, request_text, name) == ranks


@needs_model
def test_select_notes_the_tools_a_question_lifted() -> None:
    """``tooldeck select`` says which tools the reading moved up, and says nothing for a
    task (real CLI, the bookmarks server)."""
    runner = CliRunner()
    asked = runner.invoke(
        app, ["select", f"py:{BOOKMARKS}", "what's the title of bookmark 42?", "-k", "3"]
    )
    assert asked.exit_code == 0, asked.output
    notes = " ".join(asked.stderr.split())
    assert "note: the request only asks" in notes, notes
    assert "get_bookmark" in notes.split("note: the request only asks", 1)[1]
    task = runner.invoke(app, ["select", f"py:{BOOKMARKS}", "delete bookmark 42", "-k", "3"])
    assert task.exit_code == 0, task.output
    assert "only asks" not in task.stderr
