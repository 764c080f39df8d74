"""A namespace every tool's name opens with is read away before ranking
(:func:`tooldeck.select.deferred.without_namespace`; trial40b N2). Expected values by hand
from the names written here."""

from __future__ import annotations

from tooldeck.select.bm25 import BM25Retriever
from tooldeck.select.deferred import DeferredCatalog, shared_namespace, without_namespace
from tooldeck.tool import Deck, Tool


def _tool(name: str, description: str, mention: str = "") -> Tool:
    schema = {
        "type": "object",
        "properties": {"item_id": {"type": "integer", "description": mention or "An id."}},
    }
    return Tool(name=name, description=description, input_schema=schema)


def test_the_shared_namespace_ends_at_its_last_separator() -> None:
    assert shared_namespace(["bm__add_bookmark", "bm__add_note"]) == "bm__"
    assert shared_namespace(["mcp__gh__create_issue", "mcp__gh__close_issue"]) == "mcp__gh__"
    assert shared_namespace(["bm__add"]) == "bm__"  # one tool: its namespace all the same


def test_no_namespace_where_names_do_not_all_share_one() -> None:
    assert shared_namespace(["gh__list_issues", "slack__post_message"]) == ""  # two servers
    assert shared_namespace(["get_weather", "get_time"]) == ""  # one underscore: own names
    assert shared_namespace(["a__b", "a__"]) == ""  # a name that is the namespace alone
    assert shared_namespace(["__x", "__y"]) == ""  # nothing before the separator
    assert shared_namespace([]) == ""
    assert shared_namespace(["x-add", "x-get"], separator="-") == "x-"


def test_without_namespace_reads_names_and_mentions_as_the_server_wrote_them() -> None:
    deck = Deck(
        [
            _tool("bm__add_bookmark", "Save a page; see bm__get_bookmark."),
            _tool("bm__get_bookmark", "Fetch one.", mention="An id bm__add_bookmark gave out."),
        ]
    )
    read = without_namespace(deck)
    assert read.names == ("add_bookmark", "get_bookmark")
    assert read["add_bookmark"].description == "Save a page; see get_bookmark."
    assert read["get_bookmark"].parameters["item_id"]["description"] == (
        "An id add_bookmark gave out."
    )
    # a namespace inside a longer word is not a mention: "xbm__y" stays
    odd = Deck([_tool("bm__a", "see xbm__y"), _tool("bm__b", "B.")])
    assert without_namespace(odd)["a"].description == "see xbm__y"


def test_without_namespace_leaves_a_deck_of_several_servers_alone() -> None:
    deck = Deck([_tool("gh__list_issues", "List issues."), _tool("jira__list_issues", "List.")])
    assert without_namespace(deck) is deck


def test_a_deferred_catalog_answers_with_the_exposed_tools() -> None:
    """The retriever reads the tools without the namespace; the answers are the deck's own
    tools, exposed names and all. BM25 over "add note": without the reading, "bm" was a
    term of every tool; with it, no tool holds "bm", and the ranking is by "add note"."""
    deck = Deck(
        [
            _tool("bm__add_note", "Attach a note to a bookmark."),
            _tool("bm__delete_bookmark", "Delete a bookmark for good."),
        ]
    )
    catalog = DeferredCatalog(deck, BM25Retriever())
    answer = catalog.answer({"query": "add note", "k": 2})
    assert [t.name for t in answer] == ["bm__add_note"]
    assert answer[0] is deck["bm__add_note"]
    assert catalog.retriever.search("add note", 2)[0][0].name == "add_note"
    # a word of the namespace alone is no evidence of any tool now
    assert catalog.answer({"query": "bm", "k": 2}) == []
