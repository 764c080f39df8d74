"""Session 40 (trial40 B8, HIGH): "保存书签" ("save a bookmark") was read "conserve preserve
keep bookmark" — CC-CEDICT's 保存 has "to save (a file etc) (computing)" as its fourth sense
and the expander keeps the first three — and ranked ``delete_bookmark`` first, with
``add_bookmark`` ("Save a web page as a bookmark.") out of the top 3. A sense CC-CEDICT marks
"(computing)" now comes first among its entry's senses. The deck is the trial's own server's
tools (descriptions as the trial wrote them)."""

from __future__ import annotations

import pytest

from tooldeck import Deck, Tool
from tooldeck.select import make_retriever
from tooldeck.select.crosslingual import CrossLingualExpander

_ID = {"type": "object", "properties": {"id": {"type": "string"}}, "required": ["id"]}
DECK = Deck(
    [
        Tool(
            name="add_bookmark",
            description="Save a web page as a bookmark.",
            input_schema={
                "type": "object",
                "properties": {"url": {"type": "string"}, "title": {"type": "string"}},
                "required": ["url"],
            },
        ),
        Tool(name="get_bookmark", description="Get one bookmark by its id.", input_schema=_ID),
        Tool(
            name="update_bookmark",
            description="Change a bookmark's title or tags.",
            input_schema=_ID,
        ),
        Tool(name="delete_bookmark", description="Delete one bookmark for good.", input_schema=_ID),
        Tool(
            name="purge_bookmarks",
            description="Delete every bookmark older than a date.",
            input_schema={"type": "object", "properties": {"before": {"type": "string"}}},
        ),
        Tool(
            name="search_bookmarks",
            description="Search bookmarks by words in their title.",
            input_schema={"type": "object", "properties": {"q": {"type": "string"}}},
        ),
    ]
)


def test_the_computing_sense_is_kept() -> None:
    words = CrossLingualExpander().translations("保存书签")
    assert words[0] == "save", words


@pytest.mark.parametrize("request_", ["保存书签"])
def test_save_a_bookmark_ranks_the_adding_tool_above_the_deleting_ones(request_: str) -> None:
    retriever = make_retriever("hybrid")
    retriever.index(DECK)
    names = [tool.name for tool, _ in retriever.search(request_, 6)]
    assert names.index("add_bookmark") < names.index("delete_bookmark"), names
    assert names.index("add_bookmark") < names.index("purge_bookmarks"), names
