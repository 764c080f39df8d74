"""Session 43 (lint43): look-alike readings of
:class:`~tooldeck.lint.similarity.MeaningSimilarity`.

* ``scopes`` (:func:`~tooldeck.lint.similarity.scope_pairs`), widened and narrowed: one act
  to a thing as a whole at two levels is now a deletion *or a measure* (a size, statistics:
  ``db-stats`` beside a ``collection-storage-size``), and both levels must be pointed to by
  names a user says, not by opaque ids (``delete_channel(channel_id)`` /
  ``delete_message(channel_id, message_id)`` are no longer paired).
* ``wholes`` (:func:`~tooldeck.lint.similarity.whole_search_pairs`): a read of everything
  (the name's only object a quantifier: ``ui_describe_all``) and a search of the same name
  family (``ui_find_element``).
* ``listings``: two listings of one server whose head nouns differ list different kinds of
  thing and are not look-alikes (``list_states`` / ``list_labels`` of one project).
* :data:`~tooldeck.lint.similarity._QUANTIFIERS`: ``delete-many`` has no head noun, and a
  read whose only object is a quantifier lists (``_name_group``).
* ``describers`` (``_counterpart_describers``): behind a gateway, two servers' reads of one
  thing, when another reading has already paired the two servers.

The synthetic decks are written for this file in styles the label sets lack (a SQL
warehouse, a spreadsheet, a cluster's namespaces, a search engine's shards, an object
store, a mail client, a text editor, a chat, a task tracker, two databases behind a
gateway). The label-deck cases assert only on dev tools (how many partners, never which
holdout tool) and fail on main 13660150 as they do here with the option off.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tooldeck.formats import load_data, load_deck
from tooldeck.lint.similarity import (
    MeaningSimilarity,
    _listings_apart,
    _lists_its_head,
    _name_group,
    _shortened,
    name_head,
    name_object,
    name_parts,
    operation_key,
    scope_pairs,
    whole_search_pairs,
)
from tooldeck.select.dense import dense_available
from tooldeck.tool import Deck

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "benchmarks" / "data"
needs_model = pytest.mark.skipif(not dense_available(), reason="MiniLM package not installed")
_TEXT = {"type": "string"}


def _deck(*tools: dict[str, Any]) -> Deck:
    return load_data({"tools": list(tools)}, source="test", format="mcp").deck


def _tool(name: str, description: str, required: list[str], **properties: Any) -> dict[str, Any]:
    props = {key: _TEXT for key in required} | properties
    return {
        "name": name,
        "description": description,
        "inputSchema": {"type": "object", "properties": props, "required": required},
    }


def _pairs(found: list[tuple[int, int]], deck: Deck) -> set[frozenset[str]]:
    names = deck.names
    return {frozenset((names[i], names[j])) for i, j in found}


def _scopes(*tools: dict[str, Any]) -> set[frozenset[str]]:
    deck = _deck(*tools)
    return _pairs(scope_pairs(deck, name_parts(deck)), deck)


_OTHERS = (
    _tool("launch_app", "Launches an app.", ["bundle"]),
    _tool("install_app", "Installs an app.", ["bundle"]),
    _tool("open_url", "Opens a URL.", ["url"]),
)
"""Three tools of other names, so that the family word of the pair is not the deck's server
prefix (which :func:`~tooldeck.lint.similarity.name_parts` sets apart)."""


def _wholes(*tools: dict[str, Any]) -> set[frozenset[str]]:
    deck = _deck(*tools, *_OTHERS)
    return _pairs(whole_search_pairs(deck, name_parts(deck)), deck)


# --- scopes: one deletion at two levels, in three more servers' styles -----------------


@pytest.mark.parametrize(
    ("wide", "narrow"),
    [
        (_tool("drop_schema", "Drops a schema and everything in it.", ["database", "schema"]),
         _tool("drop_table", "Drops a table.", ["database", "schema", "table"])),
        (_tool("delete_spreadsheet", "Deletes a spreadsheet file.", ["spreadsheet"]),
         _tool("delete_sheet", "Deletes one tab.", ["spreadsheet", "sheet_name"])),
        (_tool("delete_namespace", "Removes a namespace.", ["namespace"]),
         _tool("delete_deployment", "Removes a deployment.", ["namespace", "deployment"])),
    ],
)  # fmt: skip
def test_one_deletion_at_two_levels_in_other_styles(
    wide: dict[str, Any], narrow: dict[str, Any]
) -> None:
    assert _scopes(wide, narrow) == {frozenset((wide["name"], narrow["name"]))}


@pytest.mark.parametrize(
    ("wide", "narrow"),
    [
        # a message and a task are reached by an id copied from a result, not by a name
        # the user says for "the data": the request names them itself
        (_tool("delete_channel", "Deletes a channel.", ["channel_id"]),
         _tool("delete_message", "Deletes a message.", ["channel_id", "message_id"])),
        (_tool("delete_project", "Deletes a project.", ["project_id"]),
         _tool("delete_task", "Deletes a task.", ["project_id", "taskUuid"])),
        # the wider thing by an id, the inner one by name
        (_tool("delete_workspace", "Deletes a workspace.", ["workspace_id"]),
         _tool("delete_board", "Deletes a board.", ["workspace_id", "board"])),
        # two different acts: a measure and a deletion
        (_tool("database_size", "Size of a database.", ["database"]),
         _tool("drop_table", "Drops a table.", ["database", "table"])),
    ],
)  # fmt: skip
def test_scope_twins_by_id_or_of_two_acts_do_not_pair(
    wide: dict[str, Any], narrow: dict[str, Any]
) -> None:
    assert _scopes(wide, narrow) == set()


# --- scopes: one measure at two levels -------------------------------------------------


@pytest.mark.parametrize(
    ("wide", "narrow"),
    [
        (_tool("get_database_size", "Bytes used by a database.", ["database"]),
         _tool("get_table_size", "Bytes used by a table.", ["database", "table"])),
        (_tool("index-stats", "Statistics of an index.", ["cluster", "index"]),
         _tool("shard-stats", "Statistics of one shard.", ["cluster", "index", "shard"])),
        # the wider thing written short in the name (db for database)
        (_tool("db_usage", "Usage of a database.", ["connection", "database"]),
         _tool("bucket_storage_size", "Bytes stored in a bucket.",
               ["connection", "database", "bucket"])),
    ],
)  # fmt: skip
def test_one_measure_at_two_levels_pairs(wide: dict[str, Any], narrow: dict[str, Any]) -> None:
    assert _scopes(wide, narrow) == {frozenset((wide["name"], narrow["name"]))}


@pytest.mark.parametrize(
    ("wide", "narrow"),
    [
        # no measure in one name: indexes are a thing of the collection, not its size
        (_tool("get_database_size", "Bytes used by a database.", ["database"]),
         _tool("get_table_indexes", "Indexes of a table.", ["database", "table"])),
        # two things, neither inside the other (no call is the other's plus one name)
        (_tool("user_stats", "Statistics of a user.", ["user"]),
         _tool("repo_size", "Size of a repository.", ["owner", "repo"])),
        # one thing: the same call
        (_tool("disk_usage", "Usage of a volume.", ["volume"]),
         _tool("volume_size", "Size of a volume.", ["volume"])),
        # a change of size is no measure
        (_tool("get_database_size", "Bytes used by a database.", ["database"]),
         _tool("resize_table_size", "Grows a table.", ["database", "table"])),
    ],
)  # fmt: skip
def test_measure_twins_do_not_pair(wide: dict[str, Any], narrow: dict[str, Any]) -> None:
    assert _scopes(wide, narrow) == set()


@pytest.mark.parametrize(
    ("short", "word", "expected"),
    [
        ("db", "database", True),
        ("repo", "repository", True),
        ("msg", "message", True),
        ("bd", "database", False),  # another first letter
        ("dbx", "database", False),  # a letter the word lacks
        ("d", "database", False),  # one letter says nothing
        ("database", "database", False),  # the word itself is no short form
    ],
)
def test_short_forms(short: str, word: str, expected: bool) -> None:
    assert _shortened(short, word) is expected


# --- wholes: everything, or a search of one family --------------------------------------


@pytest.mark.parametrize(
    ("whole", "search"),
    [
        (_tool("ui_describe_all", "Describes every element on screen.", []),
         _tool("ui_find_element", "Finds elements by label.", ["search"])),
        (_tool("editor_list_all", "Lists every symbol of a document.", ["document"]),
         _tool("editor_search_symbol", "Searches symbols by name.", ["document", "query"])),
        (_tool("mail_get_everything", "Gets every message of an account.", ["account"]),
         _tool("mail_find_message", "Finds messages by words.", ["account", "words"])),
    ],
)  # fmt: skip
def test_a_read_of_everything_and_a_search_of_one_family_pair(
    whole: dict[str, Any], search: dict[str, Any]
) -> None:
    assert _wholes(whole, search) == {frozenset((whole["name"], search["name"]))}


@pytest.mark.parametrize(
    ("whole", "search"),
    [
        # two families: which thing "all" is of is not the search's
        (_tool("ui_describe_all", "Describes every element on screen.", []),
         _tool("app_find_window", "Finds windows by title.", ["search"])),
        # no family: "all" of what?
        (_tool("list_all", "Lists everything.", []),
         _tool("search_users", "Searches users.", ["query"])),
        # the whole read needs a thing the search does not take
        (_tool("ui_describe_all", "Describes every element on one screen.", ["screen"]),
         _tool("ui_find_element", "Finds elements by label.", ["search"])),
        # a thing after the quantifier: a listing of windows, not of everything
        (_tool("ui_list_all_windows", "Lists every window.", []),
         _tool("ui_find_element", "Finds elements by label.", ["search"])),
        # not a read: a deletion of everything
        (_tool("ui_clear_all", "Clears every field.", []),
         _tool("ui_find_element", "Finds elements by label.", ["search"])),
        # two servers behind a gateway
        (_tool("a__ui_describe_all", "Describes every element on screen.", []),
         _tool("b__ui_find_element", "Finds elements by label.", ["search"])),
    ],
)  # fmt: skip
def test_whole_twins_do_not_pair(whole: dict[str, Any], search: dict[str, Any]) -> None:
    assert _wholes(whole, search) == set()


# --- quantifiers name no thing ----------------------------------------------------------


def test_a_quantifier_is_no_head_noun() -> None:
    assert name_head("delete-many") is None
    assert name_object("insert-many") == frozenset()
    assert operation_key("update-many") is None
    assert name_head("get_all_users") == "user"
    assert name_object("delete_multiple_files") == frozenset({"file"})


# --- listings of two kinds of thing -----------------------------------------------------


def test_listings_read_from_the_name() -> None:
    assert _lists_its_head("list_states", None)
    assert _lists_its_head("get_projects", None)
    assert not _lists_its_head("get_project", None)
    assert not _lists_its_head("search_issues", None)
    assert not _lists_its_head("list_all", None)
    assert _listings_apart("state", "label")
    assert not _listings_apart("task", "subtask")  # a subtask is a task
    assert not _listings_apart("issue", "issue")
    assert not _listings_apart(None, "label")


def test_a_read_of_everything_is_a_listing() -> None:
    # ui_describe_all lists, ui_describe_point reads one item: different operations, as
    # list_commits and get_commit (verbs_differ)
    assert _name_group("ui_describe_all", None) == "many"
    assert _name_group("ui_describe_point", None) == "one"
    assert _name_group("get_everything", None) == "many"
    assert _name_group("delete_all", None) == "delete"  # not a read: its own group
    assert _name_group("get_all_users", None) == "one"  # a thing after the quantifier


def _named_pairs(deck: Deck, **options: Any) -> set[frozenset[str]]:
    names = deck.names
    found = MeaningSimilarity(**options).pairs(deck, MeaningSimilarity.default_threshold)
    return {frozenset((names[i], names[j])) for i, j, _ in found}


_PROJECT = {"project_id": {"type": "string", "description": "The project."}}
_KINDS = [
    _tool("list_milestones", "Get all milestones for a specific project", ["project_id"],
          **_PROJECT),
    _tool("list_tags", "Get all tags for a specific project", ["project_id"], **_PROJECT),
    _tool("archive_project", "Archive a project", ["project_id"], **_PROJECT),
]  # fmt: skip
"""Two listings of one project whose heads the deck does not act on otherwise (as
``plane__list_states`` / ``plane__list_labels``): the heads criterion does not set them
apart, the listings reading does."""


@needs_model
def test_two_listings_of_different_kinds_are_not_look_alikes() -> None:
    deck = _deck(*_KINDS)
    pair = frozenset(("list_milestones", "list_tags"))
    assert pair in _named_pairs(deck, listings=False)
    assert pair not in _named_pairs(deck)


@needs_model
def test_two_listings_of_one_kind_stay_look_alikes() -> None:
    # the same head: the names do not say which to call (the twin of the reading)
    deck = _deck(
        _tool("list_milestones", "Get all milestones for a specific project", ["project_id"],
              **_PROJECT),
        _tool("get_milestones", "Fetch every milestone of a project", ["project_id"],
              **_PROJECT),
    )  # fmt: skip
    assert frozenset(("list_milestones", "get_milestones")) in _named_pairs(deck)


def _partners(deck: Deck, tool: str, **options: Any) -> int:
    return sum(tool in pair for pair in _named_pairs(deck, **options))


@needs_model
@pytest.mark.parametrize(
    ("path", "tool", "option"),
    [
        ("lint_labels4/tools/mongodb.json", "db-stats", "scopes"),
        ("lint_labels5/tools/ios_simulator.json", "ui_find_element", "wholes"),
    ],
)
def test_label_decks_dev_tools_have_a_look_alike(path: str, tool: str, option: str) -> None:
    # dev tools with an X101 label whose partner is a holdout tool: only the dev tool's
    # pairing is asserted (how many, not with what)
    deck = load_deck(DATA / path)
    assert _partners(deck, tool) >= 1
    assert _partners(deck, tool, **{option: False}) == 0


@needs_model
def test_label_deck_read_of_one_point_has_no_look_alike() -> None:
    # lint_labels5's ui_describe_point is a dev tool the reviewer gave no X101: it reads
    # the element at a point, where a read of everything lists (``_name_group``)
    deck = load_deck(DATA / "lint_labels5/tools/ios_simulator.json")
    assert _partners(deck, "ui_describe_point") == 0


@needs_model
def test_label_deck_listing_without_label_has_no_look_alike() -> None:
    # lint_labels3's plane__list_states is a dev tool the reviewer gave no X101 (a N105:
    # the states and labels of one project)
    deck = load_deck(DATA / "lint_labels3/tools/gateway_tracker.json")
    assert _partners(deck, "plane__list_states") == 0
    assert _partners(deck, "plane__list_states", listings=False) >= 1


# --- describers: two linked servers' reads of one thing ---------------------------------

_SQL = {"type": "string", "description": "A SQL statement."}
_MQL = {"type": "string", "description": "A MongoDB query in MQL (JSON)."}


def _gateway(*, linked: bool, pg_describe: str, mongo_read: tuple[str, str]) -> Deck:
    tools = [
        _tool("pg__describe_table", pg_describe, ["table"]),
        _tool(f"mongo__{mongo_read[0]}", mongo_read[1], ["collection"]),
        _tool("pg__create_index", "Create an index on a column.", ["table", "column"]),
        _tool("mongo__drop_collection", "Drop a collection.", ["collection"]),
    ]
    if linked:  # two databases' statement runners: one job on two servers
        tools += [
            _tool("pg__write_query", "Execute an INSERT, UPDATE or DELETE SQL query.",
                  ["query"], query=_SQL),
            _tool("mongo__write_query", "Run an update or insert written in MQL.",
                  ["query"], query=_MQL),
        ]  # fmt: skip
    return _deck(*tools)


_SCHEMA_READ = ("get_collection_schema", "Infer the field names and types of a collection.")


@needs_model
def test_two_linked_servers_reads_of_one_thing_pair() -> None:
    deck = _gateway(linked=True, pg_describe="Show the schema of a table.", mongo_read=_SCHEMA_READ)
    pair = frozenset(("pg__describe_table", "mongo__get_collection_schema"))
    assert frozenset(("pg__write_query", "mongo__write_query")) in _named_pairs(deck)
    assert pair in _named_pairs(deck)
    assert pair not in _named_pairs(deck, describers=False)


@needs_model
@pytest.mark.parametrize(
    ("linked", "pg_describe", "mongo_read"),
    [
        # the servers are not found to do one job: a shared word is not enough
        (False, "Show the schema of a table.", _SCHEMA_READ),
        # linked servers, but neither read names the other's thing
        (True, "Show the columns and types of a table.", _SCHEMA_READ),
        (True, "Show the schema of a table.",
         ("get_server_status", "Uptime and connections of the server.")),
    ],
)  # fmt: skip
def test_describer_twins_do_not_pair(
    linked: bool, pg_describe: str, mongo_read: tuple[str, str]
) -> None:
    deck = _gateway(linked=linked, pg_describe=pg_describe, mongo_read=mongo_read)
    assert _partners(deck, "pg__describe_table", describers=True) == _partners(
        deck, "pg__describe_table", describers=False
    )


@needs_model
def test_label_deck_schema_reader_has_a_look_alike() -> None:
    # lint_labels3's sql__describe_table is a dev tool with an X101 label; its partners are
    # holdout tools: only its pairing is asserted (how many, not with what)
    deck = load_deck(DATA / "lint_labels3/tools/gateway_data.json")
    assert _partners(deck, "sql__describe_table") >= 1
    assert _partners(deck, "sql__describe_table", describers=False) == 0
