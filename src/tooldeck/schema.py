"""The JSON Schema keyword table and one walker over subschemas, shared by every stage.

Formats, cost, lint, decode and the runtime all need to know which keywords of a schema
hold subschemas and how to visit them. They used to carry their own copies of this table
(and the copies had begun to differ); this module is the one copy.

Source: JSON Schema 2020-12, Core §8 (core keywords), §10 (applicators), §11
(unevaluated); Validation §6 (validation keywords), §7 (``format``), §8 (content), §9
(meta-data). Earlier drafts' keywords that validators still understand are listed apart
(:data:`LEGACY_KEYWORDS`): ``definitions``, ``dependencies``, ``additionalItems``,
``$recursiveRef``, ``$recursiveAnchor`` (draft 2019-09 and before), and ``items`` as an
array of schemas (draft 2019-09 and before; 2020-12 uses ``prefixItems``).

Paths are tuples of keys and indices; :func:`tooldeck.jsonvalue.json_pointer` turns one
into a JSON pointer.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from tooldeck.jsonvalue import pointer_tokens

__all__ = [
    "ANNOTATION_KEYWORDS",
    "IN_PLACE_KEYWORDS",
    "JSON_SCHEMA_KEYWORDS",
    "LEGACY_KEYWORDS",
    "SUBSCHEMA_LIST_KEYWORDS",
    "SUBSCHEMA_MAP_KEYWORDS",
    "SUBSCHEMA_SINGLE_KEYWORDS",
    "SchemaPath",
    "declared_types",
    "iter_subschemas",
    "local_ref_target",
    "nested_properties",
    "walk_schema",
]

SchemaPath = tuple[str | int, ...]
"""Keys and indices from a root schema to a subschema, e.g. ``("properties", "path")``."""

SUBSCHEMA_SINGLE_KEYWORDS: tuple[str, ...] = (
    "items",
    "additionalProperties",
    "additionalItems",
    "contains",
    "not",
    "if",
    "then",
    "else",
    "propertyNames",
    "unevaluatedItems",
    "unevaluatedProperties",
)
"""Keywords whose value is one subschema (``items`` may also be a list: draft 2019-09)."""

SUBSCHEMA_LIST_KEYWORDS: tuple[str, ...] = ("prefixItems", "allOf", "anyOf", "oneOf")
"""Keywords whose value is a non-empty array of subschemas."""

SUBSCHEMA_MAP_KEYWORDS: tuple[str, ...] = (
    "properties",
    "patternProperties",
    "$defs",
    "definitions",
    "dependentSchemas",
)
"""Keywords whose value is an object whose member values are subschemas (``dependencies``
holds subschemas or arrays of names and is walked for its subschema members only)."""

IN_PLACE_KEYWORDS: frozenset[str] = frozenset(
    {"allOf", "anyOf", "oneOf", "not", "if", "then", "else", "dependentSchemas", "dependencies"}
)
"""Subschema keywords that apply to the same instance as their schema (Core §10.2, "in
place"; ``dependencies`` is the draft-2019 form of ``dependentSchemas``); every other
subschema keyword applies to members or items of it (§10.3, "child instances")."""

ANNOTATION_KEYWORDS: frozenset[str] = frozenset(
    {
        "title", "description", "default", "examples", "$comment", "deprecated", "readOnly",
        "writeOnly", "$schema", "$id", "$anchor", "$dynamicAnchor", "$vocabulary", "$defs",
        "definitions", "contentEncoding", "contentMediaType", "contentSchema",
    }
)  # fmt: skip
"""Keywords that say nothing about which instances are valid (meta-data, identifiers,
definitions and content annotations)."""

LEGACY_KEYWORDS: frozenset[str] = frozenset(
    {"definitions", "dependencies", "additionalItems", "$recursiveRef", "$recursiveAnchor"}
)
"""Keywords of drafts before 2020-12 that most validators still understand."""

_KEYWORDS_2020_12 = frozenset(
    {
        # core
        "$schema", "$id", "$ref", "$anchor", "$dynamicRef", "$dynamicAnchor", "$vocabulary",
        "$comment", "$defs",
        # applicator
        "prefixItems", "items", "contains", "additionalProperties", "properties",
        "patternProperties", "dependentSchemas", "propertyNames", "if", "then", "else",
        "allOf", "anyOf", "oneOf", "not",
        # unevaluated
        "unevaluatedItems", "unevaluatedProperties",
        # validation
        "type", "const", "enum", "multipleOf", "maximum", "exclusiveMaximum", "minimum",
        "exclusiveMinimum", "maxLength", "minLength", "pattern", "maxItems", "minItems",
        "uniqueItems", "maxContains", "minContains", "maxProperties", "minProperties",
        "required", "dependentRequired",
        # meta-data, format, content
        "title", "description", "default", "deprecated", "readOnly", "writeOnly",
        "examples", "format", "contentEncoding", "contentMediaType", "contentSchema",
    }
)  # fmt: skip

JSON_SCHEMA_KEYWORDS: frozenset[str] = _KEYWORDS_2020_12 | LEGACY_KEYWORDS
"""Every keyword of JSON Schema 2020-12, plus :data:`LEGACY_KEYWORDS`."""


def iter_subschemas(
    schema: Any, *, keywords: frozenset[str] | None = None
) -> Iterator[tuple[SchemaPath, str, Any]]:
    """The direct subschemas of ``schema``, in keyword order, as ``(path, keyword, child)``.

    Args:
        schema: a schema (a mapping); booleans and other values have no subschemas.
        keywords: visit only these applicator keywords (default: all of them).

    Returns:
        An iterator of ``path`` relative to ``schema`` (``("properties", "a")``,
        ``("anyOf", 0)``, ``("items",)``), the keyword, and the child (a mapping or a
        boolean schema; members of the wrong JSON type are skipped, never raised on).
    """
    if not isinstance(schema, Mapping):
        return
    for key, value in schema.items():
        if keywords is not None and key not in keywords:
            continue
        if key in SUBSCHEMA_MAP_KEYWORDS or key == "dependencies":
            if isinstance(value, Mapping):
                for name, child in value.items():
                    if isinstance(child, Mapping | bool):
                        yield (key, name), key, child
        elif key in SUBSCHEMA_LIST_KEYWORDS or (key == "items" and isinstance(value, list)):
            if isinstance(value, list):
                for index, child in enumerate(value):
                    if isinstance(child, Mapping | bool):
                        yield (key, index), key, child
        elif key in SUBSCHEMA_SINGLE_KEYWORDS and isinstance(value, Mapping | bool):
            yield (key,), key, value


def walk_schema(
    schema: Any, *, keywords: frozenset[str] | None = None, max_depth: int = 256
) -> Iterator[tuple[SchemaPath, Mapping[str, Any]]]:
    """Every object subschema of ``schema``, the root first, depth-first in keyword order.

    Boolean subschemas are skipped (they hold no keywords). ``$ref`` is not followed:
    callers that need the target resolve it themselves.

    Args:
        schema: the root schema.
        keywords: follow only these applicator keywords (default: all).
        max_depth: stop descending below this many nesting levels (the file reader refuses
            deeper documents, so this only guards values built in Python).

    Returns:
        An iterator of ``(path from the root, subschema)``.
    """
    if not isinstance(schema, Mapping):
        return
    stack: list[tuple[SchemaPath, Mapping[str, Any]]] = [((), schema)]
    while stack:
        path, node = stack.pop()
        yield path, node
        if len(path) >= max_depth:
            continue
        children = [
            (path + sub, child)
            for sub, _, child in iter_subschemas(node, keywords=keywords)
            if isinstance(child, Mapping)
        ]
        stack.extend(reversed(children))


def declared_types(schema: Any) -> set[str] | None:
    """The ``type`` names ``schema`` declares (JSON Schema Validation §6.1.1: a string or
    an array of strings): ``{"string"}``, ``{"boolean", "null"}``; an empty set when it
    declares none; None when ``schema`` is not an object."""
    if not isinstance(schema, Mapping):
        return None
    kind = schema.get("type")
    if isinstance(kind, str):
        return {kind}
    if isinstance(kind, list):
        return {k for k in kind if isinstance(k, str)}
    return set()


def nested_properties(
    schema: object, pointer: str = "", depth: int = 0
) -> Iterator[tuple[str, str, dict[str, Any]]]:
    """``(pointer, name, subschema)`` of every property of ``schema`` (``properties``),
    nested objects and array ``items`` walked, at most 8 levels, in definition order
    (parents before their children); ``pointer`` is the JSON pointer of ``schema`` itself
    (``""`` for a root ``inputSchema``), each property's pointer built on it (RFC 6901
    escaping). Other applicators (``$defs``, ``anyOf`` …) are not walked: these are the
    properties a caller fills."""
    from tooldeck.jsonvalue import escape_pointer_token

    if depth > 8 or not isinstance(schema, dict):
        return
    props = schema.get("properties")
    if isinstance(props, dict):
        for name, sub in props.items():
            if not isinstance(sub, dict):
                continue
            here = f"{pointer}/properties/{escape_pointer_token(str(name))}"
            yield here, str(name), sub
            yield from nested_properties(sub, here, depth + 1)
    items = schema.get("items")
    if isinstance(items, dict):
        yield from nested_properties(items, f"{pointer}/items", depth + 1)


def local_ref_target(ref: str, root: Any) -> Mapping[str, Any] | None:
    """The schema a local ``$ref`` points at: ``ref`` (``#/$defs/Line``,
    ``#/definitions/Line``) read as an RFC 6901 pointer into ``root``
    (:func:`tooldeck.jsonvalue.pointer_tokens` unescapes ``~1``/``~0``). None for a remote
    reference, a pointer that leads nowhere, or one that leads to a non-object (a boolean
    schema). ``#`` alone (the root) is the caller's to read: it is not a ``#/`` pointer."""
    if not ref.startswith("#/") or not isinstance(root, Mapping):
        return None
    node: Any = root
    for token in pointer_tokens(ref[1:]):
        if not isinstance(node, Mapping) or token not in node:
            return None
        node = node[token]
    return node if isinstance(node, Mapping) else None
