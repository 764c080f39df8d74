"""Where in the arguments a schema marks something (was part of ``runtime/validate.py``).

The path and shell checks look for values whose schema gives a ``format`` they own, and
the audit log and the approval gate for secrets (``writeOnly``, ``format: password``).
:func:`schema_pointers` lists the places as pointer patterns from the schema alone;
:func:`schema_matches` and :func:`schema_key_matches` walk the schema and one instance
together and return the values (and the object keys) themselves.

The keywords followed come from :mod:`tooldeck.schema`'s table, on purpose not all of
them: ``not`` (a value its subschema marks is, by the schema, *not* that kind of value)
and the definitions (``$defs``, ``definitions``: reached only through ``$ref``) are left
out. Only local ``$ref``s (``#``, ``#/…``) are followed.

``patternProperties`` keys are matched with RE2 (:mod:`tooldeck.schema_regex`, linear in
the key: no catastrophic backtracking); a pattern RE2 cannot run (a backreference,
look-around) counts as *maybe* matching: the member is walked under that subschema and
under ``additionalProperties`` too, so nothing marked is missed.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from tooldeck.jsonvalue import escape_pointer_token, json_pointer, resolve_pointer
from tooldeck.runtime.validate import MAX_DEPTH
from tooldeck.schema import (
    ANNOTATION_KEYWORDS,
    IN_PLACE_KEYWORDS,
    SUBSCHEMA_LIST_KEYWORDS,
    SUBSCHEMA_MAP_KEYWORDS,
    SUBSCHEMA_SINGLE_KEYWORDS,
    iter_subschemas,
)
from tooldeck.schema_regex import search

__all__ = ["SCHEMA_WALK_DEPTH", "schema_key_matches", "schema_matches", "schema_pointers"]

SCHEMA_WALK_DEPTH = 64
"""How deep :func:`schema_pointers` follows nested schemas and ``$ref``s."""

Match = Callable[[Mapping[str, Any]], bool]

_FOLLOWED = (
    (
        frozenset(SUBSCHEMA_SINGLE_KEYWORDS + SUBSCHEMA_LIST_KEYWORDS + SUBSCHEMA_MAP_KEYWORDS)
        | IN_PLACE_KEYWORDS
    )
    - ANNOTATION_KEYWORDS
    - {"not"}
)
"""The subschema keywords a marked value is looked for under (see the module docstring:
no ``not``, no definitions); ``propertyNames`` marks keys, so values skip it."""

_SAME_PLACE = IN_PLACE_KEYWORDS - {"not"}
"""Followed keywords whose subschemas describe the same value (branches, conditionals,
dependent schemas)."""

_OBJECT_ONLY = frozenset({"dependentSchemas", "dependencies"})
"""Same-place keywords that apply to objects only (Core §10.2.2.4)."""

_KEY_BRANCHES = _SAME_PLACE - _OBJECT_ONLY
"""What a ``propertyNames`` schema is searched through for a mark: branches and
conditionals (its instance, a key, is a string: no dependent schemas)."""


def _resolve(root: Mapping[str, Any], ref: str) -> Any:
    """The target of a local ``$ref`` (``#`` or ``#/…``) in ``root``, or None."""
    if ref == "#":
        return root
    if not ref.startswith("#/"):
        return None  # remote references are not followed
    return resolve_pointer(root, ref[1:])


def schema_pointers(schema: Mapping[str, Any], match: Match, *, keys: bool = False) -> list[str]:
    """JSON pointer patterns of every place in an instance whose schema ``match`` accepts.

    Walked: ``properties`` (``/name``), ``additionalProperties``,
    ``unevaluatedProperties`` and ``patternProperties`` (``/*``: any member), ``items``,
    ``additionalItems``, ``unevaluatedItems`` and ``contains`` (``/*``), ``prefixItems``
    (``/0``, ``/1`` …), the branches of ``anyOf``/``oneOf``/``allOf``,
    ``if``/``then``/``else`` and ``dependentSchemas`` (same place), with ``keys`` also
    ``propertyNames`` (``/*``: the member whose *key* is marked), and local ``$ref``s
    (``#/$defs/…``, any ``#/…`` pointer; followed once per chain, so recursive
    definitions end; :data:`SCHEMA_WALK_DEPTH` levels at most). ``*`` matches every
    array item or object member.

    Returns:
        Distinct pointer patterns in discovery order (``""`` is the whole instance).
    """
    found: dict[str, None] = {}
    followed = _FOLLOWED if keys else _FOLLOWED - {"propertyNames"}

    def walk(node: Any, pointer: str, refs: frozenset[str], depth: int) -> None:
        if not isinstance(node, Mapping) or depth > SCHEMA_WALK_DEPTH:
            return
        if match(node):
            found.setdefault(pointer, None)
        ref = node.get("$ref")
        if isinstance(ref, str) and ref not in refs:
            walk(_resolve(schema, ref), pointer, refs | {ref}, depth + 1)
        for path, keyword, child in iter_subschemas(node, keywords=followed):
            if keyword in _SAME_PLACE:
                walk(child, pointer, refs, depth + 1)
            elif keyword == "properties":
                walk(child, f"{pointer}/{escape_pointer_token(path[1])}", refs, depth + 1)
            elif keyword == "prefixItems":
                walk(child, f"{pointer}/{path[1]}", refs, depth + 1)
            elif keyword != "items" or len(path) == 1:  # a draft-2019 ``items`` array is not
                walk(child, pointer + "/*", refs, depth + 1)  # followed here (as before)

    walk(schema, "", frozenset(), 0)
    return list(found)


def schema_matches(schema: Mapping[str, Any], instance: Any, match: Match) -> list[tuple[str, Any]]:
    """The places of ``instance`` (pointer, value) whose schema ``match`` accepts, found
    by walking the instance and the schema together.

    Unlike :func:`schema_pointers` this follows recursive ``$ref``s as deep as the
    instance goes. A value is reached through ``properties``, ``additionalProperties``,
    ``unevaluatedProperties`` and ``patternProperties`` (members not in ``properties``),
    ``prefixItems``/``items``/``unevaluatedItems``, ``contains`` (every item), and every
    branch of ``anyOf``/``oneOf``/``allOf``, ``if``/``then``/``else`` and
    ``dependentSchemas`` (whether or not the branch validates or the dependency is
    present: a value that *could* be meant as the marked kind counts). Local ``$ref``s
    only; at most 16 ``$ref`` hops without descending. Object *keys* are not values:
    :func:`schema_key_matches` finds keys marked through ``propertyNames``.
    """
    return _InstanceWalk(schema, match).run(instance)[0]


def schema_key_matches(
    schema: Mapping[str, Any], instance: Any, match: Match
) -> list[tuple[str, str]]:
    """The object keys of ``instance`` whose ``propertyNames`` schema ``match`` accepts,
    as (pointer of the member, key), walked like :func:`schema_matches`
    (``{"files": {"propertyNames": {"format": "path"}}}`` marks every key of ``files``)."""
    return _InstanceWalk(schema, match).run(instance)[1]


class _InstanceWalk:
    """One walk of an instance and its schema together (see :func:`schema_matches`)."""

    def __init__(self, schema: Mapping[str, Any], match: Match) -> None:
        self.schema = schema
        self.match = match
        self.found: dict[str, Any] = {}
        self.found_keys: dict[str, str] = {}

    def run(self, instance: Any) -> tuple[list[tuple[str, Any]], list[tuple[str, str]]]:
        self.walk(instance, self.schema, [], 0, 0)
        return list(self.found.items()), list(self.found_keys.items())

    def walk(self, value: Any, node: Any, path: list[str | int], hops: int, depth: int) -> None:
        if not isinstance(node, Mapping) or depth > MAX_DEPTH + SCHEMA_WALK_DEPTH:
            return
        if self.match(node):
            self.found.setdefault(json_pointer(path), value)
        ref = node.get("$ref")
        if isinstance(ref, str) and hops < 16:
            self.walk(value, _resolve(self.schema, ref), path, hops + 1, depth + 1)
        for _, keyword, child in iter_subschemas(node, keywords=_SAME_PLACE):
            if keyword not in _OBJECT_ONLY or isinstance(value, dict):
                self.walk(value, child, path, hops, depth + 1)
        if isinstance(value, dict):
            self.members(value, node, path, depth)
        elif isinstance(value, list):
            self.items(value, node, path, depth)

    def members(
        self, value: dict[str, Any], node: Mapping[str, Any], path: list[str | int], depth: int
    ) -> None:
        names = node.get("propertyNames")
        if isinstance(names, Mapping) and self.marks_keys(names):
            for key in value:
                path.append(key)
                self.found_keys.setdefault(json_pointer(path), key)
                path.pop()
        props = node.get("properties")
        props = props if isinstance(props, Mapping) else {}
        patterns = node.get("patternProperties")
        extra = node.get("additionalProperties")
        for key, item in value.items():
            path.append(key)
            if key in props:
                self.walk(item, props[key], path, 0, depth + 1)
            else:
                matched = False
                if isinstance(patterns, Mapping):
                    for pattern, sub in patterns.items():
                        hit = search(str(pattern), key)  # RE2: linear in the key
                        if hit is not False:  # None: RE2 cannot run it (a backreference,
                            # look-around): walked both as matching and as not (fail closed)
                            matched = matched or bool(hit)
                            self.walk(item, sub, path, 0, depth + 1)
                if not matched:
                    self.walk(item, extra, path, 0, depth + 1)
                    self.walk(item, node.get("unevaluatedProperties"), path, 0, depth + 1)
            path.pop()

    def items(
        self, value: list[Any], node: Mapping[str, Any], path: list[str | int], depth: int
    ) -> None:
        prefix = node.get("prefixItems")
        items = node.get("items")
        if isinstance(items, list):  # draft 2019 and older: a list of item schemas
            prefix, items = items, node.get("additionalItems")
        prefix = prefix if isinstance(prefix, list) else []
        contains = node.get("contains")
        for index, item in enumerate(value):
            path.append(index)
            if index < len(prefix):
                self.walk(item, prefix[index], path, 0, depth + 1)
            else:
                self.walk(item, items, path, 0, depth + 1)
                self.walk(item, node.get("unevaluatedItems"), path, 0, depth + 1)
            self.walk(item, contains, path, 0, depth + 1)
            path.pop()

    def marks_keys(self, node: Mapping[str, Any]) -> bool:
        """Whether a ``propertyNames`` schema (or a branch or ``$ref`` of it) is marked."""
        pending: list[tuple[Any, int]] = [(node, 0)]
        while pending:
            current, hops = pending.pop()
            if not isinstance(current, Mapping) or hops > 16:
                continue
            if self.match(current):
                return True
            ref = current.get("$ref")
            if isinstance(ref, str):
                pending.append((_resolve(self.schema, ref), hops + 1))
            pending += [
                (child, hops + 1)
                for _, _, child in iter_subschemas(current, keywords=_KEY_BRANCHES)
            ]
        return False
