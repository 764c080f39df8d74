"""BFCL's schema dialect ↔ JSON Schema 2020-12 (the ``x-bfcl-type`` marker).

:func:`schema_from_bfcl` maps a BFCL parameters schema (``"type": "dict"``, ``float``,
``tuple``, Java/JavaScript type names …) to JSON Schema 2020-12, keeping what JSON Schema
cannot tell apart in the annotation keyword ``x-bfcl-type``; :func:`schema_to_bfcl` maps it
back; :func:`without_type_markers` removes the markers from a deck. The type table, its
sources and the warnings are described in :mod:`tooldeck.formats.bfcl`, which re-exports
these names.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tooldeck.errors import FormatError
from tooldeck.formats.base import ConversionWarning, WarningCollector
from tooldeck.jsonvalue import canonical_json, freeze, json_pointer, thaw
from tooldeck.schema import (
    JSON_SCHEMA_KEYWORDS,
    SUBSCHEMA_LIST_KEYWORDS,
    SUBSCHEMA_MAP_KEYWORDS,
    SUBSCHEMA_SINGLE_KEYWORDS,
)
from tooldeck.tool import Deck

__all__ = [
    "BFCL_TO_JSON_TYPE",
    "TYPE_MARKER",
    "has_bfcl_types",
    "schema_from_bfcl",
    "schema_to_bfcl",
    "without_type_markers",
]

TYPE_MARKER = "x-bfcl-type"
"""Annotation keyword holding a BFCL type that JSON Schema cannot tell apart."""

BFCL_TO_JSON_TYPE: Mapping[str, str | None] = {
    # the Python dialect
    "dict": "object",
    "float": "number",
    "integer": "integer",
    "string": "string",
    "boolean": "boolean",
    "array": "array",
    "tuple": "array",
    "any": None,
    # standard JSON Schema names (read as they are)
    "object": "object",
    "number": "number",
    "null": "null",
    # BFCL's GORILLA_TO_OPENAPI table (Java/JavaScript and aliases)
    "list": "array",
    "bool": "boolean",
    "byte": "integer",
    "short": "integer",
    "long": "integer",
    "Bigint": "integer",
    "double": "number",
    "char": "string",
    "String": "string",
    "Boolean": "boolean",
    "Array": "array",
    "ArrayList": "array",
    "Queue": "array",
    "Stack": "array",
    "Set": "array",
    "HashMap": "object",
    "Hashtable": "object",
    "Any": None,
}
"""BFCL type string → JSON Schema type (None: no type constraint)."""

_JSON_TO_BFCL: Mapping[str | None, str] = {
    "object": "dict",
    "number": "float",
    "integer": "integer",
    "string": "string",
    "boolean": "boolean",
    "array": "array",
    "null": "null",
    None: "any",
}
_STANDARD_TYPES = frozenset({"object", "number", "integer", "string", "boolean", "array", "null"})

# Keywords whose values are subschemas, from the one table (tooldeck.schema): every
# applicator except "dependencies" (its members may be arrays of names: kept as it is),
# and "items" also as an array of schemas (draft 2019-09).
_SCHEMA_MAPS = SUBSCHEMA_MAP_KEYWORDS
_SCHEMA_SINGLE = SUBSCHEMA_SINGLE_KEYWORDS
_SCHEMA_LISTS = (*SUBSCHEMA_LIST_KEYWORDS, "items")
_FOLLOWED_BY_BFCL = frozenset({"properties", "items"})

# Keywords read without a "non-standard keyword" warning: the table's JSON Schema
# vocabulary less draft 2019-09's "$recursiveRef"/"$recursiveAnchor", which this mapping
# has always warned about.
_JSON_SCHEMA_KEYWORDS = JSON_SCHEMA_KEYWORDS - {"$recursiveRef", "$recursiveAnchor"}

_MISSING = object()


def _bfcl_only(value: Any) -> bool:
    """A ``type`` value that names a BFCL type JSON Schema does not have (``dict``,
    ``float``, ``tuple``, ``any``, the Java/JavaScript names)."""
    names = value if isinstance(value, list) else [value]
    return any(
        isinstance(n, str) and n in BFCL_TO_JSON_TYPE and n not in _STANDARD_TYPES for n in names
    )


def has_bfcl_types(parameters: Any) -> bool:
    """Whether a parameters schema is written in BFCL's dialect: a ``type`` anywhere in
    it names a BFCL type that is not a JSON Schema type (``"type": "dict"`` at the root,
    ``float``, ``tuple``, ``any``, ``String``, ``HashMap``…). A schema whose types are
    all JSON Schema's (or typos of no dialect, such as ``int``) is not. Never raises; a
    deeply nested value is walked without recursion."""
    stack = [parameters]
    seen = 0
    while stack and seen < 100_000:
        node = stack.pop()
        seen += 1
        if isinstance(node, Mapping):
            if "type" in node and _bfcl_only(node["type"]):
                return True
            stack.extend(v for v in node.values() if isinstance(v, Mapping | list))
        elif isinstance(node, list):
            stack.extend(v for v in node if isinstance(v, Mapping | list))
    return False


# --- type mapping ---------------------------------------------------------------------


def _forward(bfcl_type: Any) -> tuple[bool, Any]:
    """(known, JSON Schema type or None) for a BFCL ``type`` value."""
    if isinstance(bfcl_type, str):
        if bfcl_type in BFCL_TO_JSON_TYPE:
            return True, BFCL_TO_JSON_TYPE[bfcl_type]
        return False, None
    if isinstance(bfcl_type, list) and bfcl_type:
        mapped = [_forward(t) for t in bfcl_type]
        if not all(known for known, _ in mapped):
            return False, None
        if any(json_type is None for _, json_type in mapped):
            return True, None
        return True, [json_type for _, json_type in mapped]
    return False, None


def _inverse(json_type: Any) -> Any:
    """The BFCL type a JSON Schema type (or its absence, None) is written as."""
    if isinstance(json_type, list):
        return [_inverse(t) for t in json_type]
    if json_type is None or isinstance(json_type, str):
        return _JSON_TO_BFCL.get(json_type, json_type)
    return json_type


def _is_standard(bfcl_type: Any) -> bool:
    if isinstance(bfcl_type, list):
        return all(isinstance(t, str) and t in _STANDARD_TYPES for t in bfcl_type)
    return isinstance(bfcl_type, str) and bfcl_type in _STANDARD_TYPES


def _show(value: Any) -> str:
    return canonical_json(value)


def _pointer(path: Sequence[str | int]) -> str:
    return json_pointer(list(path)) or "/"


class _Notes:
    """Per-tool notes, merged by message (pointers listed)."""

    def __init__(self, warnings: WarningCollector, tool: str | None) -> None:
        self._warnings = warnings
        self._tool = tool
        self._by_message: dict[tuple[str, str], list[str]] = {}

    def add(self, field: str, message: str, path: Sequence[str | int]) -> None:
        self._by_message.setdefault((field, message), []).append(_pointer(path))

    def flush(self) -> None:
        for (field, message), pointers in self._by_message.items():
            shown = ", ".join(pointers[:5]) + (" …" if len(pointers) > 5 else "")
            self._warnings.add(field, f"{message} (at {shown})", self._tool)
        self._by_message.clear()


def _map_subschemas(
    key: str, value: Any, path: list[str | int], convert: Any, notes: _Notes
) -> Any:
    if key in _SCHEMA_MAPS and isinstance(value, Mapping):
        return {name: convert(sub, [*path, key, name], notes) for name, sub in value.items()}
    if key in _SCHEMA_SINGLE and isinstance(value, Mapping):
        return convert(value, [*path, key], notes)
    if key in _SCHEMA_LISTS and isinstance(value, list):
        return [convert(sub, [*path, key, i], notes) for i, sub in enumerate(value)]
    return _MISSING


def _from_bfcl(node: Any, path: list[str | int], notes: _Notes) -> Any:
    if not isinstance(node, Mapping):
        return thaw(node)
    if TYPE_MARKER in node:
        raise FormatError(
            f"schema at {_pointer(path)} already holds {TYPE_MARKER!r}, the keyword tooldeck "
            "uses to remember BFCL types; remove it"
        )
    out: dict[str, Any] = {}
    if "type" not in node:
        notes.add(
            "parameters",
            "BFCL schema without 'type' read as any value; written back with type 'any'",
            path,
        )
    for key, value in node.items():
        if key == "type":
            known, json_type = _forward(value)
            if not known:
                notes.add(
                    "parameters",
                    f"unknown BFCL type {_show(value)} read as 'no type constraint' (kept in "
                    f"{TYPE_MARKER!r})",
                    path,
                )
            if json_type is not None:
                out["type"] = json_type
            if _inverse(json_type) != value:
                if _is_standard(value):
                    notes.add(
                        "parameters",
                        f"JSON Schema type {_show(value)} is written back to BFCL as "
                        f"{_show(_inverse(json_type))}",
                        path,
                    )
                else:
                    out[TYPE_MARKER] = thaw(value)
            continue
        mapped = _map_subschemas(key, value, path, _from_bfcl, notes)
        if mapped is not _MISSING:
            out[key] = mapped
            continue
        if key not in _JSON_SCHEMA_KEYWORDS:
            notes.add(
                "parameters",
                f"non-standard keyword {key!r} kept as is (JSON Schema ignores it"
                + ("; only 'required' decides" if key == "optional" else "")
                + ")",
                path,
            )
        out[key] = thaw(value)
    return out


def _to_bfcl(node: Any, path: list[str | int], notes: _Notes) -> Any:
    if not isinstance(node, Mapping):
        return thaw(node)
    current = node.get("type")
    marker = node.get(TYPE_MARKER, _MISSING)
    bfcl_type: Any = _inverse(current)
    if marker is not _MISSING:
        known, json_type = _forward(marker)
        consistent = (not known and current is None) or (known and json_type == current)
        if consistent:
            bfcl_type = thaw(marker)
        else:
            notes.add(
                "parameters",
                f"{TYPE_MARKER} {_show(marker)} does not match type {_show(current)}; ignored",
                path,
            )
    if isinstance(current, list):
        notes.add(
            "parameters",
            "BFCL has no union types (its converters expect one type string); type list "
            "written as is",
            path,
        )
    elif current == "null":
        notes.add("parameters", "BFCL has no 'null' type; written as is", path)
    out: dict[str, Any] = {}
    if "type" not in node and TYPE_MARKER not in node:
        out["type"] = bfcl_type
    for key, value in node.items():
        if key in ("type", TYPE_MARKER):
            if "type" not in out:
                out["type"] = bfcl_type
            continue
        mapped = _map_subschemas(key, value, path, _to_bfcl, notes)
        if mapped is not _MISSING:
            if key not in _FOLLOWED_BY_BFCL or isinstance(value, list):
                notes.add(
                    "parameters",
                    f"keyword {key!r} kept as is; BFCL's converters and checker do not read it",
                    path,
                )
            out[key] = mapped
            continue
        if key in ("$ref", "$dynamicRef"):
            notes.add(
                "parameters",
                f"keyword {key!r} kept as is; BFCL's converters and checker do not follow it "
                "(a parameter with no type of its own reads as 'any')",
                path,
            )
        out[key] = thaw(value)
    return out


def schema_from_bfcl(
    schema: Any, *, tool: str | None = None
) -> tuple[dict[str, Any], tuple[ConversionWarning, ...]]:
    """Map a BFCL parameters schema (BFCL type dialect) to JSON Schema 2020-12.

    See the module docstring for the type table and the ``x-bfcl-type`` marker.

    Args:
        schema: a BFCL schema (e.g. a function document's ``parameters``).
        tool: the tool name, used in warnings.

    Returns:
        A new plain schema and the warnings (one per kind, pointers listed).

    Raises:
        FormatError: the schema already uses the ``x-bfcl-type`` keyword.
    """
    warnings = WarningCollector()
    notes = _Notes(warnings, tool)
    out = _from_bfcl(schema, [], notes)
    notes.flush()
    return out, warnings.result()


def schema_to_bfcl(
    schema: Any, *, tool: str | None = None
) -> tuple[dict[str, Any], tuple[ConversionWarning, ...]]:
    """Map a JSON Schema 2020-12 input schema to BFCL's type dialect (inverse of
    :func:`schema_from_bfcl`: a schema it produced maps back to the original).

    Returns:
        A new plain schema and the warnings.
    """
    warnings = WarningCollector()
    notes = _Notes(warnings, tool)
    out = _to_bfcl(schema, [], notes)
    notes.flush()
    return out, warnings.result()


def _strip_marker(node: Any) -> Any:
    if isinstance(node, Mapping):
        return {k: _strip_marker(v) for k, v in node.items() if k != TYPE_MARKER}
    if isinstance(node, list):
        return [_strip_marker(v) for v in node]
    return node


def without_type_markers(deck: Deck) -> Deck:
    """The deck with every ``x-bfcl-type`` marker removed from the input schemas.

    Use it before sending BFCL tools to a provider when the extra annotation keyword is
    unwanted. Exporting the result back to BFCL writes ``tuple`` as ``array``, Java/JS
    types as their JSON Schema counterparts (``long`` → ``integer``) and unknown types as
    ``any``: the round trip to BFCL is then no longer exact.
    """
    return deck.with_tools(
        tool.replace(input_schema=freeze(_strip_marker(tool.input_schema)))
        if TYPE_MARKER in canonical_json(tool.input_schema)
        else tool
        for tool in deck
    )
