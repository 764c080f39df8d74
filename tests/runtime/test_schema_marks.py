"""Where a schema marks a value (``runtime/schema_marks.py``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

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


def test_a_draft_2019_items_array_is_followed_by_both_walks() -> None:
    """``items`` as an array of schemas (before 2020-12's ``prefixItems``): both walks
    read it (the pointer listing did not, so a draft-07 tool whose only shell-command
    parameter was a tuple item was never shell-checked: rebreak29 R1's sibling)."""
    schema = {"properties": {"pair": {"items": [{}, PATH], "additionalItems": PATH}}}
    assert schema_marks.schema_pointers(schema, _marked) == ["/pair/1", "/pair/*"]
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


# --- references resolved as the validator resolves them (rebreak29 R1) -----------------------
# Each schema routes ``cmd`` to a marked subschema by a reference form the walks did not
# follow before (only '#' and '#/…' pointers, without percent-decoding); jsonschema-rs
# (the validator) accepts each and applies the target to ``cmd``.
REFERENCE_FORMS: dict[str, dict[str, Any]] = {
    "anchor": {
        "properties": {"cmd": {"$ref": "#c"}},
        "$defs": {"c": {"$anchor": "c", "type": "string", "format": "path"}},
    },
    "percent-encoded pointer": {
        "properties": {"cmd": {"$ref": "#/$defs/a%20b"}},
        "$defs": {"a b": PATH},
    },
    "percent-encoded ~1": {
        "properties": {"cmd": {"$ref": "#/$defs/a%7E1b"}},
        "$defs": {"a/b": PATH},
    },
    "dynamicRef": {
        "properties": {"cmd": {"$dynamicRef": "#c"}},
        "$defs": {"c": {"$dynamicAnchor": "c", "format": "path"}},
    },
    "dynamicRef to an overriding anchor": {
        # the static target (inner's own anchor) is unmarked; the outer resource's
        # same-named dynamic anchor, which the evaluation path selects (the python
        # jsonschema validator agrees: test below), is marked
        "$id": "https://tooldeck.test/outer",
        "properties": {"inner": {"$ref": "inner"}},
        "$defs": {
            "outer_c": {"$dynamicAnchor": "c", "type": "integer", "format": "path"},
            "inner": {
                "$id": "inner",
                "properties": {"cmd": {"$dynamicRef": "#c"}},
                "$defs": {"inner_c": {"$dynamicAnchor": "c"}},
            },
        },
    },
    "$id-relative": {
        "$id": "https://tooldeck.test/root/tool.json",
        "properties": {"cmd": {"$ref": "defs.json#/c"}},
        "$defs": {"other": {"$id": "defs.json", "c": PATH}},
    },
    "nested $id base": {
        "properties": {
            "cmd": {"$id": "https://tooldeck.test/sub/", "$ref": "x.json"},
        },
        "$defs": {"x": {"$id": "https://tooldeck.test/sub/x.json", **PATH}},
    },
}


@pytest.mark.parametrize("form", sorted(REFERENCE_FORMS))
def test_every_reference_form_the_validator_follows_is_followed(form: str) -> None:
    schema = REFERENCE_FORMS[form]
    instance = {"cmd": "a", "inner": {"cmd": "b"}}
    pointers = schema_marks.schema_pointers(schema, _marked, strict=True)
    found = dict(schema_marks.schema_matches(schema, instance, _marked, strict=True))
    if form == "dynamicRef to an overriding anchor":
        assert "/inner/cmd" in pointers and found["/inner/cmd"] == "b"
    else:
        assert "/cmd" in pointers and found["/cmd"] == "a"


def test_the_overriding_dynamic_anchor_is_the_one_the_validator_applies() -> None:
    """Independent reference: the pure-Python ``jsonschema`` validator applies the outer
    anchor (``type: integer``) to ``/inner/cmd``, so its mark is the one that counts."""
    import jsonschema

    schema = REFERENCE_FORMS["dynamicRef to an overriding anchor"]
    validator = jsonschema.Draft202012Validator(schema)
    assert not validator.is_valid({"inner": {"cmd": "b"}})
    assert validator.is_valid({"inner": {"cmd": 5}})


def test_an_unresolved_reference_raises_with_strict_and_is_skipped_without() -> None:
    schema = {"properties": {"cmd": {"$ref": "#/$defs/missing"}, "n": {"type": "integer"}}}
    with pytest.raises(schema_marks.UnresolvedReference) as raised:
        schema_marks.schema_matches(schema, {"cmd": "x"}, _marked, strict=True)
    assert raised.value.pointer == "/cmd" and raised.value.reference == "#/$defs/missing"
    assert str(raised.value).startswith("/cmd: $ref '#/$defs/missing' cannot be resolved")
    with pytest.raises(schema_marks.UnresolvedReference):
        schema_marks.schema_pointers(schema, _marked, strict=True)
    # only where a value meets it: a call without cmd has nothing unresolved to check
    assert schema_marks.schema_matches(schema, {"n": 1}, _marked, strict=True) == []
    assert schema_marks.schema_matches(schema, {"cmd": "x"}, _marked) == []
    assert schema_marks.schema_pointers(schema, _marked) == []


def test_a_double_negation_and_a_draft04_id_are_read_as_the_validator_reads_them() -> None:
    """Session 30: ``not: {not: S}`` is ``S`` (a mark in it marks the value; a single
    ``not`` does not), and a draft-04 schema's ``id`` is its base URI (``$ref:
    command.json`` against it), as jsonschema-rs reads them; the walk skipped the first and
    could not resolve the second."""
    shell = {"format": "shell-command"}

    def marked(node: Any) -> bool:
        return node.get("format") == "shell-command"

    twice = {"properties": {"a": {"not": {"not": shell}}, "b": {"not": shell}}}
    pointers, matches = schema_marks.schema_pointers, schema_marks.schema_matches
    assert pointers(twice, marked, strict=True) == ["/a"]
    assert matches(twice, {"a": "x", "b": "y"}, marked, strict=True) == [("/a", "x")]
    draft4 = {
        "$schema": "http://json-schema.org/draft-04/schema#",
        "id": "http://example.com/tools/run.json",
        "properties": {"cmd": {"$ref": "command.json"}},
        "definitions": {"c": {"id": "command.json", **shell}},
    }
    assert pointers(draft4, marked, strict=True) == ["/cmd"]
    assert matches(draft4, {"cmd": "ls"}, marked, strict=True) == [("/cmd", "ls")]


def test_a_double_negation_through_a_combinator_is_read_as_the_mark() -> None:
    """rebreak30 N4: ``not: {anyOf|allOf|oneOf: [{not: S}]}`` is ``S`` as surely as ``not:
    {not: S}``, but only the literal spelling was read, so ``id; touch FILE`` passed the
    shell check through serve. Read now through those keywords (nested too: four ``not``s
    mark); a single ``not``, or three, is still no mark. Expected pointers by hand."""
    shell = {"format": "shell-command"}

    def marked(node: Any) -> bool:
        return node.get("format") == "shell-command"

    schema = {
        "properties": {
            "any": {"not": {"anyOf": [{"not": shell}]}},
            "all": {"not": {"allOf": [{"not": shell}]}},
            "one": {"not": {"oneOf": [{"not": shell}]}},
            "four": {"not": {"allOf": [{"not": {"not": {"anyOf": [{"not": shell}]}}}]}},
            "three": {"allOf": [{"not": {"allOf": [{"not": {"allOf": [{"not": shell}]}}]}}]},
            "deep": {"not": {"anyOf": [{"allOf": [{"not": shell}]}]}},
            "single": {"not": {"anyOf": [shell]}},
        }
    }
    pointers = schema_marks.schema_pointers(schema, marked, strict=True)
    assert sorted(pointers) == ["/all", "/any", "/deep", "/four", "/one"]
    value = {name: "id; touch x" for name in schema["properties"]}
    matches = schema_marks.schema_matches(schema, value, marked, strict=True)
    assert sorted(p for p, _ in matches) == ["/all", "/any", "/deep", "/four", "/one"]
