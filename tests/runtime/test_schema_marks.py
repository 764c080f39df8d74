"""Where a schema marks a value (``runtime/schema_marks.py``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from runtime_fixtures import NESTED_PATHS
from tooldeck.runtime import schema_marks


def test_schema_pointers_follow_refs_with_a_cycle_guard() -> None:
    pointers = schema_marks.schema_pointers(
        NESTED_PATHS["copy_files"].input_schema, lambda n: "format" in n
    )
    assert pointers == [
        "/maybe",
        "/either",
        "/both",
        "/opts/inner/dest",
        "/many/*",
        "/pair/1",
        "/ref",
        "/tree/file",  # listed one level deep; the check itself follows the recursion
    ]
    looping = {"$defs": {"A": {"$ref": "#/$defs/B"}, "B": {"$ref": "#/$defs/A"}}, "$ref": "#"}
    assert schema_marks.schema_pointers(looping, lambda n: False) == []


PATH = {"format": "path"}


def _marked(node: Mapping[str, Any]) -> bool:
    return node.get("format") == "path"


def test_what_not_marks_is_not_a_marked_value() -> None:
    """``not`` is the one applicator left out: its subschema says what the value is not."""
    schema = {"properties": {"a": {"not": PATH}, "b": {"anyOf": [{"not": PATH}]}}}
    assert schema_marks.schema_pointers(schema, _marked) == []
    assert schema_marks.schema_matches(schema, {"a": "x", "b": "y"}, _marked) == []


def test_definitions_are_reached_only_through_refs() -> None:
    schema = {"$defs": {"P": PATH, "Q": PATH}, "properties": {"a": {"$ref": "#/$defs/P"}}}
    assert schema_marks.schema_pointers(schema, _marked) == ["/a"]
    assert schema_marks.schema_matches(schema, {"a": "x"}, _marked) == [("/a", "x")]


def test_property_names_mark_keys_only_when_asked() -> None:
    schema = {"properties": {"files": {"propertyNames": {"anyOf": [PATH]}}}}
    assert schema_marks.schema_pointers(schema, _marked) == []
    assert schema_marks.schema_pointers(schema, _marked, keys=True) == ["/files/*"]
    instance = {"files": {"a.txt": 1, "b/c": 2}}
    assert schema_marks.schema_matches(schema, instance, _marked) == []
    assert schema_marks.schema_key_matches(schema, instance, _marked) == [
        ("/files/a.txt", "a.txt"),
        ("/files/b~1c", "b/c"),
    ]


def test_a_draft_2019_items_array_is_followed_with_the_instance_only() -> None:
    """``items`` as an array of schemas (before 2020-12's ``prefixItems``): the instance
    walk reads it, the pointer listing does not (as before the walks used the table)."""
    schema = {"properties": {"pair": {"items": [{}, PATH], "additionalItems": PATH}}}
    assert schema_marks.schema_pointers(schema, _marked) == ["/pair/*"]  # additionalItems
    found = schema_marks.schema_matches(schema, {"pair": ["a", "b", "c"]}, _marked)
    assert found == [("/pair/1", "b"), ("/pair/2", "c")]


def test_dependent_schemas_mark_members_of_objects() -> None:
    schema = {
        "properties": {
            "o": {"dependentSchemas": {"x": {"properties": {"p": PATH}}}},
            "d": {"dependencies": {"x": {"properties": {"q": PATH}}, "y": ["x"]}},
        }
    }
    assert schema_marks.schema_pointers(schema, _marked) == ["/o/p", "/d/q"]
    found = schema_marks.schema_matches(schema, {"o": {"p": "1"}, "d": {"q": "2"}}, _marked)
    assert found == [("/o/p", "1"), ("/d/q", "2")]


def test_pointer_tokens_are_escaped_and_refs_unescaped() -> None:
    """RFC 6901: ``~`` is written ``~0`` and ``/`` ``~1``, in pointers out and ``$ref``s in."""
    schema = {
        "$defs": {"a/b~c": PATH},
        "properties": {"x/y": PATH, "r~s": {"$ref": "#/$defs/a~1b~0c"}},
    }
    assert schema_marks.schema_pointers(schema, _marked) == ["/x~1y", "/r~0s"]
    found = schema_marks.schema_matches(schema, {"x/y": "1", "r~s": "2"}, _marked)
    assert found == [("/x~1y", "1"), ("/r~0s", "2")]


def test_a_catastrophic_pattern_properties_regex_is_walked_in_linear_time() -> None:
    """CWE-1333: with Python's re, ``^(a|aa)+$`` on this 41-character key never ends."""
    import time

    schema = {
        "properties": {
            "x": {"patternProperties": {"^(a|aa)+$": PATH}, "additionalProperties": PATH}
        }
    }
    key = "a" * 40 + "b"
    start = time.monotonic()
    found = schema_marks.schema_matches(schema, {"x": {key: "v", "aaaa": "w"}}, _marked)
    assert time.monotonic() - start < 30  # a generous ceiling: it takes milliseconds
    # the long key matches no pattern: reached through additionalProperties; "aaaa" matches
    assert found == [(f"/x/{key}", "v"), ("/x/aaaa", "w")]


def test_a_pattern_re2_cannot_run_is_walked_both_ways() -> None:
    """A backreference (RE2 cannot run it): the member may or may not match, so both the
    pattern's subschema and additionalProperties are searched (fail closed)."""
    schema = {
        "patternProperties": {"^(a+)\\1$": {"properties": {"p": PATH}}},
        "additionalProperties": {"properties": {"q": PATH}},
    }
    found = schema_marks.schema_matches(schema, {"aaaa": {"p": "1", "q": "2"}}, _marked)
    assert found == [("/aaaa/p", "1"), ("/aaaa/q", "2")]
