"""Session 42 (lint42): two look-alike readings of
:class:`~tooldeck.lint.similarity.MeaningSimilarity`.

* ``modes`` (:func:`~tooldeck.lint.similarity.mode_pairs`): two tools of one server whose
  names differ only by a verb of no operation kind the vocabulary classes, whose calls take
  the same things plus one required choice from a list each: only the verb's meaning tells
  them apart. Reported when one tool is the other's nearest text.
* ``scopes`` (:func:`~tooldeck.lint.similarity.scope_pairs`): two deletions of one server
  where the narrower call is the wider one plus the name of a thing inside it.
* ``clauses`` (:func:`~tooldeck.lint.similarity.clause_runner_pairs`): a read of one
  table's rows that takes a query's row condition (``where``, ``filter``) as a parameter,
  beside a runner of query statements of the same server: a ``SELECT … WHERE`` spelled as
  parameters, which the runner takes whole.

The synthetic decks are written for this file, in styles the label sets lack (an image
editor's layers, a spreadsheet's rows, a document store). The label-deck cases use dev
tools only (``lint_labels5`` excalidraw, ``lint_labels4`` postgres_mcp; for ``scopes`` the
``lint_labels4`` MongoDB case asserts only on the dev tool's name) and fail on main
401ade32, as they do here with the option off. Each twin uses the same shape or words
without the look-alike: opposites, a known operation kind, no choice, a numeric amount, a
write, a search of free words, another server.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tooldeck.formats import load_data, load_deck
from tooldeck.lint.similarity import (
    MeaningSimilarity,
    clause_runner_pairs,
    mode_pairs,
    name_parts,
    scope_pairs,
)
from tooldeck.select.dense import dense_available
from tooldeck.tool import Deck

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "benchmarks" / "data"
needs_model = pytest.mark.skipif(not dense_available(), reason="MiniLM package not installed")


def _deck(*tools: dict[str, Any]) -> Deck:
    return load_data({"tools": list(tools)}, source="test", format="mcp").deck


def _tool(name: str, description: str, required: list[str], **properties: Any) -> dict[str, Any]:
    return {
        "name": name,
        "description": description,
        "inputSchema": {"type": "object", "properties": properties, "required": required},
    }


_IDS = {"type": "array", "items": {"type": "string"}, "description": "The layers."}


def _choice(*values: str) -> dict[str, Any]:
    return {"type": "string", "enum": list(values)}


def _pairs(found: list[tuple[int, int]], deck: Deck) -> set[frozenset[str]]:
    names = deck.names
    return {frozenset((names[i], names[j])) for i, j in found}


def _modes(deck: Deck) -> set[frozenset[str]]:
    return _pairs(mode_pairs(deck, name_parts(deck)), deck)


def _scopes(deck: Deck) -> set[frozenset[str]]:
    return _pairs(scope_pairs(deck, name_parts(deck)), deck)


def _clauses(deck: Deck) -> set[frozenset[str]]:
    return _pairs(clause_runner_pairs(deck, name_parts(deck)), deck)


_FLIP = _tool(
    "flip_layers", "Flip layers along an axis.", ["layerIds", "axis"],
    layerIds=_IDS, axis=_choice("horizontal", "vertical"),
)  # fmt: skip
_MIRROR = _tool(
    "mirror_layers", "Mirrors layers onto one side.", ["layerIds", "side"],
    layerIds=_IDS, side=_choice("left", "right", "top", "bottom"),
)  # fmt: skip


def test_two_verbs_with_one_mode_each_on_the_same_things_pair() -> None:
    assert _modes(_deck(_FLIP, _MIRROR)) == {frozenset(("flip_layers", "mirror_layers"))}


def test_a_server_prefix_is_set_aside() -> None:
    flip = {**_FLIP, "name": "pix_flip_layers"}
    mirror = {**_MIRROR, "name": "pix_mirror_layers"}
    assert _modes(_deck(flip, mirror)) == {frozenset(("pix_flip_layers", "pix_mirror_layers"))}


@pytest.mark.parametrize(
    "other",
    [
        # opposites: one verb is the other with a prefix
        _tool("unflip_layers", "Unflip layers.", ["layerIds", "mode"],
              layerIds=_IDS, mode=_choice("all", "last")),
        # a verb of a known operation kind: the kind tells them apart
        _tool("export_layers", "Export layers to a file.", ["layerIds", "format"],
              layerIds=_IDS, format=_choice("png", "svg")),
        # no choice of its own: lock / flip
        _tool("lock_layers", "Lock layers against edits.", ["layerIds"], layerIds=_IDS),
        # an amount, not a choice from a list
        _tool("rotate_layers", "Rotate layers by an angle.", ["layerIds", "degrees"],
              layerIds=_IDS, degrees={"type": "number"}),
        # the first word is not the tool's verb: the description opens otherwise
        _tool("text_layers", "Sets the text style of layers.", ["layerIds", "style"],
              layerIds=_IDS, style=_choice("bold", "italic")),
        # the same verb position but another thing
        _tool("mirror_frames", "Mirrors frames onto one side.", ["frameIds", "side"],
              frameIds=_IDS, side=_choice("left", "right")),
        # no shared required thing
        _tool("mirror_layers", "Mirrors the canvas onto one side.", ["side"],
              side=_choice("left", "right")),
    ],
)  # fmt: skip
def test_twins_that_do_not_pair(other: dict[str, Any]) -> None:
    assert _modes(_deck(_FLIP, other)) == set()


def test_two_servers_behind_a_gateway_do_not_pair() -> None:
    flip = {**_FLIP, "name": "pix__flip_layers"}
    mirror = {**_MIRROR, "name": "draw__mirror_layers"}
    assert _modes(_deck(flip, mirror)) == set()


_RUN_SQL = _tool(
    "run_sql", "Run a SQL statement against the warehouse.", ["sql"],
    sql={"type": "string", "description": "The statement."},
)  # fmt: skip


def test_a_read_with_a_row_condition_pairs_the_statement_runner() -> None:
    read = _tool(
        "read_table_rows", "Read rows of a table.", ["table_name"],
        table_name={"type": "string"}, where={"type": "string"}, limit={"type": "integer"},
    )  # fmt: skip
    assert _clauses(_deck(read, _RUN_SQL)) == {frozenset(("read_table_rows", "run_sql"))}


def test_a_document_filter_and_a_query_in_sql_pair() -> None:
    fetch = _tool(
        "fetch_records", "Fetch the records of a collection.", ["collectionId"],
        collectionId={"type": "string"}, filter={"type": "object"},
    )  # fmt: skip
    runner = _tool(
        "query", "Execute a query.", ["query"],
        query={"type": "string", "description": "A SQL query over the collections."},
    )  # fmt: skip
    assert _clauses(_deck(fetch, runner)) == {frozenset(("fetch_records", "query"))}


@pytest.mark.parametrize(
    "other",
    [
        # no row condition: a whole table's export is not a query spelled as parameters
        _tool("export_table", "Export a table to CSV.", ["table"], table={"type": "string"}),
        # a write with a condition, not a read
        _tool("delete_rows", "Delete rows of a table.", ["table", "where"],
              table={"type": "string"}, where={"type": "string"}),
        # a row condition without the table it reads
        _tool("get_events", "Get events.", ["calendar"],
              calendar={"type": "string"}, filter={"type": "string"}),
    ],
)  # fmt: skip
def test_clause_twins_that_do_not_pair(other: dict[str, Any]) -> None:
    assert _clauses(_deck(other, _RUN_SQL)) == set()


def test_a_search_of_free_words_is_no_statement_runner() -> None:
    read = _tool(
        "read_table_rows", "Read rows of a table.", ["table"],
        table={"type": "string"}, where={"type": "string"},
    )  # fmt: skip
    search = _tool(
        "search_web", "Search the web.", ["query"],
        query={"type": "string", "description": "Words to look for."},
    )  # fmt: skip
    assert _clauses(_deck(read, search)) == set()
    behind = {**read, "name": "wh__read_table_rows"}
    assert _clauses(_deck(behind, {**_RUN_SQL, "name": "db__run_sql"})) == set()


_TEXT = {"type": "string"}
_BUCKET = _tool(
    "delete_bucket", "Deletes a storage bucket.", ["project", "bucket"],
    project=_TEXT, bucket=_TEXT,
)  # fmt: skip
_OBJECT = _tool(
    "delete_object", "Deletes a stored object.", ["project", "bucket", "objectKey"],
    project=_TEXT, bucket=_TEXT, objectKey=_TEXT,
)  # fmt: skip


def test_one_deletion_at_two_levels_pairs() -> None:
    assert _scopes(_deck(_BUCKET, _OBJECT)) == {frozenset(("delete_bucket", "delete_object"))}


@pytest.mark.parametrize(
    ("wide", "narrow"),
    [
        # the narrower call needs more than the inner thing's name: a commit, another act
        (_tool("delete_repository", "Delete a repository.", ["owner", "repository"],
               owner=_TEXT, repository=_TEXT),
         _tool("delete_file", "Delete a file.", ["owner", "repository", "path", "message"],
               owner=_TEXT, repository=_TEXT, path=_TEXT, message=_TEXT)),
        # the name says whose thing it is
        (_tool("delete_user", "Delete a user.", ["user_name"], user_name=_TEXT),
         _tool("delete_user_policy", "Delete a policy.", ["user_name", "policy_name"],
               user_name=_TEXT, policy_name=_TEXT)),
        # not a deletion: making a thing inside another is no other level of one act
        (_tool("create_bucket", "Create a bucket.", ["bucket"], bucket=_TEXT),
         _tool("create_object", "Create an object.", ["bucket", "objectKey"],
               bucket=_TEXT, objectKey=_TEXT)),
        # the extra parameter points to something else than the narrower's thing
        (_BUCKET,
         _tool("delete_object", "Deletes a stored object.", ["project", "bucket", "force"],
               project=_TEXT, bucket=_TEXT, force={"type": "boolean"})),
        # the wider tool's parameters do not point to its own thing
        (_tool("delete_bucket", "Deletes a bucket.", ["project"], project=_TEXT), _OBJECT),
    ],
)  # fmt: skip
def test_scope_twins_that_do_not_pair(wide: dict[str, Any], narrow: dict[str, Any]) -> None:
    assert _scopes(_deck(wide, narrow)) == set()


def test_two_servers_deletions_do_not_pair() -> None:
    bucket = {**_BUCKET, "name": "gcs__delete_bucket"}
    assert _scopes(_deck(bucket, {**_OBJECT, "name": "s3__delete_object"})) == set()


def _named_pairs(deck: Deck, **options: Any) -> set[frozenset[str]]:
    names = deck.names
    found = MeaningSimilarity(**options).pairs(deck, MeaningSimilarity.default_threshold)
    return {frozenset((names[i], names[j])) for i, j, _ in found}


@needs_model
@pytest.mark.parametrize(
    ("path", "pair", "option"),
    [
        ("lint_labels5/tools/excalidraw.json", ("align_elements", "distribute_elements"), "modes"),
        ("lint_labels4/tools/postgres_mcp.json", ("pg_execute_sql", "pg_export_table_data"),
         "clauses"),
    ],
)  # fmt: skip
def test_label_decks_dev_pairs(path: str, pair: tuple[str, str], option: str) -> None:
    deck = load_deck(DATA / path)
    assert frozenset(pair) in _named_pairs(deck)
    assert frozenset(pair) not in _named_pairs(deck, **{option: False})


def _partners(deck: Deck, tool: str, **options: Any) -> int:
    return sum(tool in pair for pair in _named_pairs(deck, **options))


@needs_model
def test_label_deck_deletion_of_a_database_has_a_look_alike() -> None:
    # lint_labels4's drop-database is a dev tool with an X101 label whose partner is a
    # holdout tool: only the dev tool's pairing is asserted (how many, not with what)
    deck = load_deck(DATA / "lint_labels4/tools/mongodb.json")
    assert _partners(deck, "drop-database") >= 1
    assert _partners(deck, "drop-database", scopes=False) == 0


@needs_model
def test_a_mode_pair_needs_one_to_be_the_others_nearest_text() -> None:
    # flip / mirror, each with a close rival of its own: the mode pair is still one
    # tool's nearest; a far pair of the same shape is not reported
    far = _tool(
        "blur_layers", "Blur layers with a kernel.", ["layerIds", "kernel"],
        layerIds=_IDS, kernel=_choice("box", "gaussian"),
    )  # fmt: skip
    deck = _deck(_FLIP, _MIRROR, far)
    assert frozenset(("flip_layers", "mirror_layers")) in _named_pairs(deck)
    assert frozenset(("flip_layers", "blur_layers")) in _modes(deck)
    assert frozenset(("flip_layers", "blur_layers")) not in _named_pairs(deck)
