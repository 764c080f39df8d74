"""The JSON Schema keyword table and its walker (tooldeck.schema).

Every expected value below is written out by hand from the schema it walks: which
keywords hold subschemas (JSON Schema 2020-12 Core §10-§11, plus the legacy draft
keywords), in what order they come, and what is skipped.
"""

from __future__ import annotations

from typing import Any

import pytest

from tooldeck.jsonvalue import freeze, json_pointer
from tooldeck.schema import (
    ANNOTATION_KEYWORDS,
    IN_PLACE_KEYWORDS,
    JSON_SCHEMA_KEYWORDS,
    LEGACY_KEYWORDS,
    SUBSCHEMA_LIST_KEYWORDS,
    SUBSCHEMA_MAP_KEYWORDS,
    SUBSCHEMA_SINGLE_KEYWORDS,
    iter_subschemas,
    walk_schema,
)

A = {"type": "string"}
B = {"type": "integer"}
C = {"type": "boolean"}


def children(schema: Any, **kw: Any) -> list[tuple[tuple[str | int, ...], str, Any]]:
    return list(iter_subschemas(schema, **kw))


# --- the table ---------------------------------------------------------------------------------


def test_the_three_applicator_kinds_are_disjoint_and_known_keywords() -> None:
    single, lists, maps = (
        set(SUBSCHEMA_SINGLE_KEYWORDS),
        set(SUBSCHEMA_LIST_KEYWORDS),
        set(SUBSCHEMA_MAP_KEYWORDS),
    )
    assert not single & lists and not single & maps and not lists & maps
    assert single | lists | maps <= JSON_SCHEMA_KEYWORDS
    assert LEGACY_KEYWORDS <= JSON_SCHEMA_KEYWORDS
    assert ANNOTATION_KEYWORDS <= JSON_SCHEMA_KEYWORDS
    # the draft keywords validators still read are in the table
    assert {"definitions", "additionalItems"} <= single | maps
    assert "dependencies" in LEGACY_KEYWORDS and "dependencies" not in single | lists | maps


def test_in_place_keywords_are_the_applicators_of_core_10_2() -> None:
    """Core §10.2 (in place): allOf, anyOf, oneOf, not, if, then, else, dependentSchemas;
    ``dependencies`` is its draft-2019 form. Every other subschema keyword is §10.3 (child
    instances: properties, items …)."""
    in_place = set(IN_PLACE_KEYWORDS)
    expected = {"allOf", "anyOf", "oneOf", "not", "if", "then", "else", "dependentSchemas"}
    assert in_place == expected | {"dependencies"}
    subschema = set(SUBSCHEMA_SINGLE_KEYWORDS + SUBSCHEMA_LIST_KEYWORDS + SUBSCHEMA_MAP_KEYWORDS)
    assert in_place - subschema == {"dependencies"}


# --- iter_subschemas: each kind of keyword -----------------------------------------------------


@pytest.mark.parametrize("keyword", SUBSCHEMA_SINGLE_KEYWORDS)
def test_a_single_subschema_keyword_yields_its_value(keyword: str) -> None:
    assert children({keyword: A}) == [((keyword,), keyword, A)]
    # a boolean schema is a schema
    assert children({keyword: False}) == [((keyword,), keyword, False)]


@pytest.mark.parametrize("keyword", SUBSCHEMA_LIST_KEYWORDS)
def test_a_list_keyword_yields_each_item_with_its_index(keyword: str) -> None:
    assert children({keyword: [A, True, B]}) == [
        ((keyword, 0), keyword, A),
        ((keyword, 1), keyword, True),
        ((keyword, 2), keyword, B),
    ]


@pytest.mark.parametrize("keyword", SUBSCHEMA_MAP_KEYWORDS)
def test_a_map_keyword_yields_each_member_with_its_name(keyword: str) -> None:
    assert children({keyword: {"a/b": A, "c~d": B}}) == [
        ((keyword, "a/b"), keyword, A),
        ((keyword, "c~d"), keyword, B),
    ]


def test_items_as_a_list_is_the_draft_2019_09_tuple_form() -> None:
    assert children({"items": [A, B]}) == [(("items", 0), "items", A), (("items", 1), "items", B)]
    assert children({"items": A}) == [(("items",), "items", A)]


def test_dependencies_yields_its_schema_members_only() -> None:
    # draft-07: a member is a schema (dependent schema) or an array of names (dependent
    # required); only the schemas are subschemas
    schema = {"dependencies": {"credit": ["billing"], "bank": B, "any": True}}
    assert children(schema) == [
        (("dependencies", "bank"), "dependencies", B),
        (("dependencies", "any"), "dependencies", True),
    ]


def test_values_of_the_wrong_json_type_are_skipped_not_raised_on() -> None:
    schema = {
        "properties": [A],  # a map keyword holding a list
        "anyOf": {"x": A},  # a list keyword holding an object
        "not": "nope",  # a single keyword holding a string
        "allOf": [A, 3, None, "s", B],  # list members that are not schemas
        "$defs": {"ok": C, "bad": 1},
    }
    assert children(schema) == [
        (("allOf", 0), "allOf", A),
        (("allOf", 4), "allOf", B),
        (("$defs", "ok"), "$defs", C),
    ]


def test_keywords_that_hold_instances_or_annotations_are_not_walked() -> None:
    schema = {
        "enum": [A],
        "const": A,
        "default": A,
        "examples": [A],
        "required": ["a"],
        "x-vendor": A,
        "$ref": "#/$defs/a",
    }
    assert children(schema) == []


@pytest.mark.parametrize("value", [True, False, None, 3, "s", [A]])
def test_a_value_that_is_not_an_object_has_no_subschemas(value: Any) -> None:
    assert children(value) == []


def test_children_come_in_the_order_of_the_schema_s_keywords() -> None:
    schema = {"not": A, "properties": {"p": B}, "type": "object", "anyOf": [C]}
    assert [path for path, _, _ in children(schema)] == [
        ("not",),
        ("properties", "p"),
        ("anyOf", 0),
    ]


def test_frozen_schemas_are_walked_like_plain_ones() -> None:
    schema = {"properties": {"a": A}, "items": [B], "not": C}
    assert children(freeze(schema)) == children(schema)


def test_the_keywords_filter_keeps_only_the_named_keywords() -> None:
    schema = {
        "properties": {"a": A},
        "definitions": {"d": B},
        "items": [C],
        "dependencies": {"x": A},
        "not": B,
    }
    assert children(schema, keywords=frozenset({"properties", "not"})) == [
        (("properties", "a"), "properties", A),
        (("not",), "not", B),
    ]
    # "items" named: both of its forms are walked; "dependencies" must be named to be walked
    assert children(schema, keywords=frozenset({"items", "dependencies"})) == [
        (("items", 0), "items", C),
        (("dependencies", "x"), "dependencies", A),
    ]
    assert children(schema, keywords=frozenset()) == []


# --- walk_schema -----------------------------------------------------------------------------


NESTED: dict[str, Any] = {
    "type": "object",
    "properties": {
        "a": {"type": "array", "items": {"type": "string", "description": "a item"}},
        "b": {"anyOf": [{"type": "null"}, {"$ref": "#/$defs/d"}]},
        "c": True,
    },
    "not": {"required": ["z"]},
    "$defs": {"d": {"type": "object", "properties": {"e": {"type": "integer"}}}},
}


def paths(schema: Any, **kw: Any) -> list[str]:
    return [json_pointer(path) for path, _ in walk_schema(schema, **kw)]


def test_walk_is_root_first_then_depth_first_in_keyword_order() -> None:
    # booleans ("c") hold no keywords and are not yielded; "$ref" is not followed (the
    # $defs member is reached through $defs, after "not", as the keys are ordered)
    assert paths(NESTED) == [
        "",
        "/properties/a",
        "/properties/a/items",
        "/properties/b",
        "/properties/b/anyOf/0",
        "/properties/b/anyOf/1",
        "/not",
        "/$defs/d",
        "/$defs/d/properties/e",
    ]


def test_walk_yields_the_nodes_themselves() -> None:
    nodes = dict(walk_schema(NESTED))
    assert nodes[()] is NESTED
    assert nodes[("properties", "a", "items")] is NESTED["properties"]["a"]["items"]
    assert nodes[("$defs", "d", "properties", "e")] == {"type": "integer"}


def test_max_depth_counts_path_steps() -> None:
    # a node whose path has max_depth steps is yielded but not descended into; each map
    # member is two steps (keyword, name), an items schema or "not" one
    top = ["", "/properties/a", "/properties/b", "/not", "/$defs/d"]
    assert paths(NESTED, max_depth=0) == [""]
    assert paths(NESTED, max_depth=1) == top
    assert paths(NESTED, max_depth=2) == top  # "/not" (one step) has no subschemas
    assert paths(NESTED, max_depth=3) == paths(NESTED)
    chain: dict[str, Any] = {}
    node = chain
    for _ in range(10):
        node["not"] = {}
        node = node["not"]
    assert len(paths(chain)) == 11
    assert paths(chain, max_depth=3) == ["", "/not", "/not/not", "/not/not/not"]


def test_walk_follows_only_the_named_keywords() -> None:
    assert paths(NESTED, keywords=frozenset({"properties"})) == [
        "",
        "/properties/a",
        "/properties/b",
    ]
    assert paths(NESTED, keywords=frozenset({"properties", "items", "$defs"})) == [
        "",
        "/properties/a",
        "/properties/a/items",
        "/properties/b",
        "/$defs/d",
        "/$defs/d/properties/e",
    ]


@pytest.mark.parametrize("value", [True, None, [NESTED], "s"])
def test_walk_of_a_value_that_is_not_an_object_is_empty(value: Any) -> None:
    assert paths(value) == []


def test_declared_types_reads_a_string_a_list_or_nothing() -> None:
    from tooldeck.schema import declared_types

    assert declared_types({"type": "boolean"}) == {"boolean"}
    assert declared_types({"type": ["boolean", "null"]}) == {"boolean", "null"}
    assert declared_types({"description": "untyped"}) == set()
    assert declared_types(True) is None  # a boolean schema declares no object
