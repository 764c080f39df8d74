"""The keyword account of a schema and the walk over the subschemas an engine decodes."""

from __future__ import annotations

from tooldeck.decode.keywords import (
    DECODED_SUBSCHEMA_KEYWORDS,
    decoded_subschemas,
    has_wide_int,
    schema_keywords,
)
from tooldeck.decode.options import DecodeOptions, decoding_schema


def test_decoding_walks_the_subschema_keywords_it_always_walked() -> None:
    # the shared table minus additionalItems/dependencies: what the engines module followed
    followed = {
        "properties", "patternProperties", "$defs", "definitions", "dependentSchemas",
        "anyOf", "oneOf", "allOf", "prefixItems", "additionalProperties", "items",
        "contains", "not", "if", "then", "else", "propertyNames", "unevaluatedProperties",
        "unevaluatedItems",
    }  # fmt: skip
    assert followed == DECODED_SUBSCHEMA_KEYWORDS


def test_schema_keywords_order_pointers_and_skips() -> None:
    schema = {
        "$defs": {"d/x": {"minimum": 1}},
        "title": "t",
        "type": "object",
        "properties": {"a~b": {"type": "string", "x-note": 1}},
        "items": [{"type": "integer"}],
        "additionalItems": {"type": "string"},
        "dependencies": {"a~b": {"required": ["c"]}},
    }
    assert list(schema_keywords(schema)) == [
        ("", "type"),
        ("", "properties"),
        ("/properties/a~0b", "type"),
        ("", "items"),
        ("/items/0", "type"),
        ("", "additionalItems"),
        ("", "dependencies"),
        ("/$defs/d~1x", "minimum"),  # $defs last: it is an annotation, walked all the same
    ]
    assert list(schema_keywords({"type": "string"}, "/properties/q")) == [("/properties/q", "type")]


def test_decoded_subschemas_are_the_nodes_themselves() -> None:
    schema = {"anyOf": [{"type": "object"}, True], "not": {"const": 3}}
    walked = list(decoded_subschemas(schema))
    assert [p for p, _ in walked] == ["", "/anyOf/0", "/not"]
    assert walked[1][1] is schema["anyOf"][0]


def test_decoding_schema_closes_objects_with_escaped_pointers() -> None:
    schema = {
        "type": "object",
        "properties": {"a/b": {"type": "object", "required": ["z"]}},
        "patternProperties": {"^x": {"properties": {}}},
    }
    plain, closed = decoding_schema(schema, DecodeOptions())
    # the root has patternProperties: left open
    assert closed == ("/properties/a~1b", "/patternProperties/^x")
    assert plain["properties"]["a/b"] == {
        "type": "object",
        "required": ["z"],
        "additionalProperties": False,
        "properties": {"z": {}},
    }
    assert plain["patternProperties"]["^x"]["additionalProperties"] is False
    assert decoding_schema(schema, DecodeOptions(closed_objects=False)) == (schema, ())


def test_wide_integers() -> None:
    assert has_wide_int({"a": [2**64]}) and has_wide_int(-(2**63) - 1)
    assert not has_wide_int({"a": [2**64 - 1, True, "x"]})
