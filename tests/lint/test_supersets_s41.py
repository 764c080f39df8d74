"""Session 41 (lint41): one tool that says, in its own definition, that it does another
tool's job as one case of its own is that tool's look-alike (X101/D106 through
:func:`tooldeck.lint.similarity.superset_pairs`, option ``supersets`` of
:class:`~tooldeck.lint.similarity.MeaningSimilarity`).

Four readings, each of what a definition states: a schema value that picks a sibling's
operation by its name (an export of a ``find``); a runner of any statement whose example
statement acts on the kind of thing a sibling is named for (``CREATE INDEX`` beside
``manage_indexes``); a reader of any page whose description names the one thing a narrower
reader is named for ("JSON is pretty-printed" beside ``fetch_json``); a generic getter whose
kind choice offers the thing a sibling read is named for (``resource: "elements"`` beside
``query_elements``). The synthetic decks are written for this file; the two label-deck
cases use dev tools only (``lint_labels3`` gateway_web, ``lint_labels4`` postgres_mcp) and
fail on main cc7941e0, as they do here with ``supersets=False``. Each twin is a definition
that uses the same words without claiming the other's job.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tooldeck.formats import load_data, load_deck
from tooldeck.lint.similarity import MeaningSimilarity, name_parts, superset_pairs
from tooldeck.select.dense import dense_available
from tooldeck.tool import Deck

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "benchmarks" / "data"
needs_model = pytest.mark.skipif(not dense_available(), reason="MiniLM package not installed")


def _deck(*tools: dict[str, Any]) -> Deck:
    return load_data({"tools": list(tools)}, source="test", format="mcp").deck


def _tool(name: str, description: str, **properties: Any) -> dict[str, Any]:
    return {
        "name": name,
        "description": description,
        "inputSchema": {"type": "object", "properties": properties},
    }


def _supersets(deck: Deck) -> set[frozenset[str]]:
    names = deck.names
    return {frozenset((names[i], names[j])) for i, j in superset_pairs(deck, name_parts(deck))}


_FILTER = {"type": "object", "description": "The documents to match."}


def _branch(name: str, argument: str) -> dict[str, Any]:
    arguments = {"type": "object", "properties": {argument: {"type": "string"}}}
    return {"type": "object", "properties": {"name": {"const": name}, "arguments": arguments}}


_TARGET = {
    "type": "array",
    "items": {"oneOf": [_branch("search_docs", "filter"), _branch("group_docs", "key")]},
}


def test_a_schema_value_that_picks_a_siblings_operation_pairs_them() -> None:
    deck = _deck(
        _tool("save_report", "Write the output of a saved search to a CSV file.", target=_TARGET),
        _tool("search_docs", "Find documents matching a filter.", filter=_FILTER),
        _tool("group_docs", "Group documents by a key and count them.", key={"type": "string"}),
        _tool("delete_docs", "Delete documents matching a filter.", filter=_FILTER),
    )
    assert _supersets(deck) == {
        frozenset(("save_report", "search_docs")),
        frozenset(("save_report", "group_docs")),
    }


def test_values_that_report_on_a_run_or_refer_to_tools_do_not_pair() -> None:
    deck = _deck(
        # a query plan of the operation, not its result
        _tool("explain_plan", "Show how the optimizer would run a method.", method=_TARGET),
        # a property about tools: usage counts per tool
        _tool(
            "usage_stats",
            "Count calls per tool.",
            tool_name={"type": "string", "enum": ["search_docs", "group_docs"]},
        ),
        # a value equal to a name that is no operation (no verb opens it)
        _tool("sort_items", "Sort items.", by={"type": "string", "enum": ["date", "size"]}),
        _tool("search_docs", "Find documents matching a filter.", filter=_FILTER),
        _tool("group_docs", "Group documents by a key and count them.", key={"type": "string"}),
        _tool("date", "Today's date.", zone={"type": "string"}),
    )
    assert _supersets(deck) == set()


def test_a_choice_word_equal_to_a_tools_name_is_not_its_job() -> None:
    # a to-do tool's kind of change "add" beside an arithmetic add: the to-do tool takes
    # none of add's arguments (the BFCL pool holds both)
    number = {"type": "integer"}
    deck = _deck(
        _tool("todo", "Change a to-do list.", type={"type": "string", "enum": ["add", "delete"]}),
        _tool("add", "Add two integers.", a=number, b=number),
    )
    assert _supersets(deck) == set()


_SQL = {"type": "string", "description": "Any valid SQL statement."}


def test_an_example_statement_on_a_siblings_thing_pairs_the_runner() -> None:
    deck = _deck(
        _tool(
            "db_run_sql",
            'Run arbitrary SQL. Examples: sql="CREATE UNIQUE INDEX ...", sql="SELECT 1".',
            sql=_SQL,
        ),
        _tool("db_manage_indexes", "List, add or remove indexes.", op={"type": "string"}),
        _tool("db_manage_views", "List, add or remove views.", op={"type": "string"}),
    )
    assert _supersets(deck) == {frozenset(("db_run_sql", "db_manage_indexes"))}


def test_prose_or_a_narrow_runner_does_not_pair() -> None:
    deck = _deck(
        # prose, not a statement written as code
        _tool("db_run_sql", "Run arbitrary SQL, for instance to create an index.", sql=_SQL),
        # a narrow runner: it does not run any statement
        _tool("db_run_select", 'Run one SELECT. Example: "CREATE VIEW ..." is refused.'),
        _tool("db_manage_indexes", "List, add or remove indexes.", op={"type": "string"}),
        _tool("db_manage_views", "List, add or remove views.", op={"type": "string"}),
    )
    assert _supersets(deck) == set()


_URL = {"type": "string", "description": "Address of the page."}


def _reader(name: str, description: str) -> dict[str, Any]:
    tool = _tool(name, description, url=_URL)
    tool["inputSchema"]["required"] = ["url"]
    return tool


def test_a_general_reader_that_names_a_narrow_readers_thing_pairs_it() -> None:
    deck = _deck(
        _reader("page_read", "Read any address as text; CSV is returned as a table."),
        _reader("fetch_csv", "Fetch a CSV file from an address."),
        _reader("fetch_rss", "Fetch an RSS feed from an address."),
    )
    assert _supersets(deck) == {frozenset(("page_read", "fetch_csv"))}


def test_a_narrow_reader_naming_another_format_does_not_pair() -> None:
    deck = _deck(
        # it names its own format: a narrower reader, whatever else it mentions
        _reader("fetch_rss", "Fetch an RSS feed from an address; CSV links are skipped."),
        _reader("fetch_csv", "Fetch a CSV file from an address."),
        # a general reader that names no reader's thing
        _reader("page_read", "Read any address as plain text."),
    )
    assert _supersets(deck) == set()


def test_a_generic_getters_kind_choice_pairs_the_siblings_read() -> None:
    kinds = {"type": "string", "enum": ["shapes", "layers"]}
    deck = _deck(
        _tool("get_resource", "Get one kind of canvas data.", resource=kinds),
        _tool("query_shapes", "Query shapes with filters.", filter=_FILTER),
        _tool("delete_layers", "Delete layers.", ids={"type": "array"}),
        # not a generic getter: its object names one thing, the enum a detail of it
        _tool("list_styles", "List styles.", type={"type": "string", "enum": ["shapes"]}),
    )
    assert _supersets(deck) == {frozenset(("get_resource", "query_shapes"))}


def _named_pairs(deck: Deck, **options: Any) -> set[frozenset[str]]:
    names = deck.names
    found = MeaningSimilarity(**options).pairs(deck, MeaningSimilarity.default_threshold)
    return {frozenset((names[i], names[j])) for i, j, _ in found}


@needs_model
@pytest.mark.parametrize(
    ("path", "pair"),
    [
        ("lint_labels4/tools/postgres_mcp.json", ("pg_execute_sql", "pg_manage_indexes")),
        ("lint_labels3/tools/gateway_web.json", ("searxng__web_url_read", "webfetch__fetch_json")),
    ],
)
def test_label_decks_dev_pairs(path: str, pair: tuple[str, str]) -> None:
    deck = load_deck(DATA / path)
    assert frozenset(pair) in _named_pairs(deck)
    assert frozenset(pair) not in _named_pairs(deck, supersets=False)
