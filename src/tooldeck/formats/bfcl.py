"""Berkeley Function Calling Leaderboard (BFCL) function documents, decks and eval cases.

Shape (BFCL data, ``bfcl-eval`` 2026.3.23, ``bfcl_eval/data/BFCL_v4_*.json``): a function
document is ``{"name", "description", "parameters": {"type": "dict", "properties": {...},
"required": [...]}}``; a question entry is ``{"id", "question": [[messages...]],
"function": [<function document>, ...]}``. Names may hold dots (``math.factorial``); they
are kept as they are (the OpenAI and Anthropic exporters warn about them, as those APIs
refuse dots; BFCL's own runner rewrites ``.`` to ``_`` for them).

BFCL types its schemas in its own dialect. :func:`schema_from_bfcl` maps it to JSON
Schema 2020-12 and :func:`schema_to_bfcl` maps it back. Every type string found in the
single-turn categories of bfcl-eval 2026.3.23 (number of schema nodes in parentheses):

=============  ==========================  ===========  ==================================
BFCL type      JSON Schema 2020-12          marker       seen in
=============  ==========================  ===========  ==================================
``dict``       ``"type": "object"``         --           all (9464)
``float``      ``"type": "number"``         --           all (1690)
``integer``    ``"type": "integer"``        --           all (4757)
``string``     ``"type": "string"``         --           all (21854)
``boolean``    ``"type": "boolean"``        --           all (3115)
``array``      ``"type": "array"``          --           all (959)
``tuple``      ``"type": "array"``          ``tuple``    Python categories (66)
``any``        no ``type`` (any value)      --           Python categories (199)
``String``     ``"type": "string"``         ``String``   simple_java, simple_javascript (115)
``Boolean``    ``"type": "boolean"``        ``Boolean``  simple_javascript (4)
``long``       ``"type": "integer"``        ``long``     simple_java (7)
``double``     ``"type": "number"``         ``double``   simple_java (1)
``char``       ``"type": "string"``         ``char``     simple_java (1)
``Array``      ``"type": "array"``          ``Array``    simple_java (13)
``ArrayList``  ``"type": "array"``          ``ArrayList`` simple_java (6)
``HashMap``    ``"type": "object"``         ``HashMap``  simple_java (7)
``""``         no ``type``                  ``""``       simple_javascript (1), warned
=============  ==========================  ===========  ==================================

Also accepted, from BFCL's own type table (``bfcl_eval/constants/type_mappings.py``,
``GORILLA_TO_OPENAPI``), with a marker: ``list``, ``bool``, ``byte``, ``short``,
``Bigint`` (integer), ``Hashtable`` (object), ``Queue``, ``Stack``, ``Set`` (array),
``Any`` (no type). The standard JSON Schema names ``object``, ``number`` and ``null``
are read as they are, with a warning that they are written back as ``dict``/``float``.
Any other type string is read as "no type constraint" with a marker and a warning.

**The marker.** Where the mapping is not one-to-one, the original BFCL type is kept in
the annotation keyword ``"x-bfcl-type"`` next to ``type`` (JSON Schema 2020-12 allows
unknown keywords and ignores them in validation), so that BFCL → tooldeck → BFCL gives
back the same document, key order included, and Tool → OpenAI/Anthropic/MCP/deck →
Tool is equal (those formats carry the schema verbatim). :func:`schema_to_bfcl` turns
the marker back into ``type``; a marker that no longer matches ``type`` (someone edited
the schema) is ignored with a warning. :func:`without_type_markers` removes the markers
(e.g. before sending tools to a provider), making the way back to BFCL inexact.

Note that BFCL's runner itself sends ``any`` to providers as ``string`` and ``float``
as ``number`` with ``"format": "float"``, and appends a language hint to every
description at inference time (" Note that the provided function is in Python 3
syntax."); tooldeck reads the documents as stored, without those runtime changes. For
``simple_java``/``simple_javascript`` BFCL's runner turns every parameter into a string
holding a source literal; tooldeck keeps the declared types.

Everything else in a schema is kept as is: ``description``, ``enum``, ``default``,
``items``, ``required``, ``format``, ``maximum``, ``minItems``, ``maxItems`` and BFCL's
non-standard ``optional`` flag (warned: JSON Schema ignores it, ``required`` decides).

Export writes BFCL documents: ``object`` → ``dict``, ``number`` → ``float``, a schema
without ``type`` → ``any``, markers restored. A root without ``properties`` or
``required`` (BFCL's checker reads both) is warned about, or completed with empty ones
when exporting with ``complete_parameters=True``. Warned, but kept as is:
``null`` types, type lists (BFCL has no unions) and keywords with subschemas BFCL's
converters do not follow (``anyOf``, ``$ref``, ``prefixItems``, …). A tool's title,
output schema, annotations, group, examples and meta have no place in BFCL and are
reported as dropped.

BFCL data access (:func:`load_bfcl_category`, :func:`load_bfcl_entry`,
:func:`load_bfcl_cases`) reads a bfcl-eval wheel through :mod:`tooldeck.bfcl_data`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tooldeck.bfcl_data import NO_CALL_CATEGORIES, BfclData, open_bfcl
from tooldeck.cases import Case
from tooldeck.errors import FormatError, SourceError
from tooldeck.formats.base import (
    ConversionWarning,
    ExportResult,
    LoadResult,
    WarningCollector,
    note_unheld_fields,
)
from tooldeck.jsonvalue import FrozenDict, FrozenList, canonical_json, freeze, json_pointer, thaw
from tooldeck.tool import Deck, Tool

__all__ = [
    "BFCL_TO_JSON_TYPE",
    "FORMAT",
    "TYPE_MARKER",
    "BfclCase",
    "bfcl_case",
    "category_of",
    "load_bfcl_cases",
    "load_bfcl_category",
    "load_bfcl_entry",
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

# Keywords whose values are subschemas (JSON Schema 2020-12 applicators, plus the older
# "definitions"/"additionalItems").
_SCHEMA_MAPS = ("properties", "patternProperties", "$defs", "definitions", "dependentSchemas")
_SCHEMA_SINGLE = (
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
_SCHEMA_LISTS = ("prefixItems", "anyOf", "oneOf", "allOf")
_FOLLOWED_BY_BFCL = frozenset({"properties", "items"})

# JSON Schema 2020-12 vocabulary (core, applicator, unevaluated, validation, meta-data,
# format-annotation, content) plus the pre-2019 "definitions"/"dependencies".
_JSON_SCHEMA_KEYWORDS = frozenset(
    {
        "$schema", "$id", "$ref", "$anchor", "$dynamicRef", "$dynamicAnchor", "$vocabulary",
        "$comment", "$defs", "prefixItems", "items", "contains", "additionalProperties",
        "properties", "patternProperties", "dependentSchemas", "propertyNames", "if", "then",
        "else", "allOf", "anyOf", "oneOf", "not", "unevaluatedItems", "unevaluatedProperties",
        "type", "const", "enum", "multipleOf", "maximum", "exclusiveMaximum", "minimum",
        "exclusiveMinimum", "maxLength", "minLength", "pattern", "maxItems", "minItems",
        "uniqueItems", "maxContains", "minContains", "maxProperties", "minProperties",
        "required", "dependentRequired", "title", "description", "default", "deprecated",
        "readOnly", "writeOnly", "examples", "format", "contentEncoding", "contentMediaType",
        "contentSchema", "definitions", "dependencies", "additionalItems",
    }
)  # fmt: skip

_DOC_FIELDS = ("name", "description", "parameters")
_MISSING = object()


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
    if key in (*_SCHEMA_LISTS, "items") and isinstance(value, list):
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


# --- documents ------------------------------------------------------------------------


def _is_doc(item: Any) -> bool:
    if not isinstance(item, Mapping) or not isinstance(item.get("name"), str):
        return False
    if item.get("type") == "function" or "function" in item:
        return False
    if "input_schema" in item or "inputSchema" in item:
        return False
    params = item.get("parameters")
    return isinstance(params, Mapping) and params.get("type") in ("dict", "object")


def _is_entry(item: Any) -> bool:
    return (
        isinstance(item, Mapping)
        and isinstance(item.get("id"), str)
        and "question" in item
        and isinstance(item.get("function"), list)
    )


def _tool_from_doc(doc: Any, where: str, warnings: WarningCollector) -> Tool:
    if not isinstance(doc, Mapping):
        raise FormatError(
            f"{where}: a BFCL function document must be an object, got {type(doc).__name__}"
        )
    name = doc.get("name")
    if not isinstance(name, str) or not name.strip():
        raise FormatError(f"{where}: 'name' must be a non-empty string, got {name!r}")
    description = doc.get("description", _MISSING)
    if description is _MISSING or description is None:
        warnings.add("description", "no description; written back as an empty one", name)
        description = ""
    if not isinstance(description, str):
        raise FormatError(f"{where}: tool {name!r}: 'description' must be a string")
    params = doc.get("parameters", _MISSING)
    if params is _MISSING:
        warnings.add("parameters", "no parameters; read as an empty dict schema", name)
        params = {"type": "dict", "properties": {}, "required": []}
    if not isinstance(params, Mapping):
        raise FormatError(f"{where}: tool {name!r}: 'parameters' must be an object (a schema)")
    for key in ("properties", "required"):
        if key not in params:
            warnings.add(
                "parameters", f"no top-level {key!r}; written back with an empty one", name
            )
    for key in doc:
        if key not in _DOC_FIELDS:
            warnings.add(str(key), "unknown field of a BFCL function document, not kept", name)
    try:
        schema, schema_warnings = schema_from_bfcl(params, tool=name)
    except FormatError as exc:
        raise FormatError(f"{where}: tool {name!r}: {exc}") from None
    warnings.extend(schema_warnings)
    return Tool(name=name, description=description, input_schema=freeze(schema), source=where)


def _merge_entries(
    entries: Iterable[Mapping[str, Any]],
    source: str,
    warnings: WarningCollector,
    *,
    name: str | None = None,
    description: str | None = None,
) -> Deck:
    """One deck of every entry's function documents; identical duplicates dropped, the
    first of differing definitions kept (warned, entries named)."""
    tools: dict[str, Tool] = {}
    first_doc: dict[str, str] = {}
    first_entry: dict[str, str] = {}
    conflicts: dict[str, dict[str, list[str]]] = {}
    for entry in entries:
        entry_id = str(entry.get("id"))
        functions = entry.get("function")
        if not isinstance(functions, list):
            raise FormatError(f"{source}#{entry_id}: 'function' must be a list")
        for index, doc in enumerate(functions):
            where = f"{source}#{entry_id}/function/{index}"
            key = canonical_json(doc)
            doc_name = doc.get("name") if isinstance(doc, Mapping) else None
            if isinstance(doc_name, str) and doc_name in tools:
                if key != first_doc[doc_name]:
                    conflicts.setdefault(doc_name, {}).setdefault(key, []).append(entry_id)
                continue
            tool = _tool_from_doc(doc, where, warnings)
            tools[tool.name] = tool
            first_doc[tool.name] = key
            first_entry[tool.name] = entry_id
    for tool_name, variants in conflicts.items():
        others = [ids for ids in variants.values()]
        shown = "; ".join(", ".join(ids[:3]) + (" …" if len(ids) > 3 else "") for ids in others)
        warnings.add(
            "duplicate",
            f"{len(others) + 1} different definitions; kept the one from entry "
            f"{first_entry[tool_name]}, dropped the one(s) in {shown}",
            tool_name,
        )
    return Deck(tools.values(), name=name, description=description)


class _BfclFormat:
    name = "bfcl"
    description = (
        'BFCL function documents [{"name", "description", "parameters": {"type": "dict", '
        '...}}] or question entries {"id", "question", "function": [...]}'
    )

    def detect(self, data: Any) -> bool:
        """True for a BFCL function document, a list of them, a question entry or a list
        of question entries. Never raises."""
        try:
            if _is_entry(data) or _is_doc(data):
                return True
            if isinstance(data, list) and data:
                return all(_is_doc(item) for item in data) or all(_is_entry(item) for item in data)
        except Exception:  # detection must never raise
            return False
        return False

    def load(self, data: Any, *, source: str) -> LoadResult:
        """Build a deck from BFCL data.

        Accepted: a function document, a list of them (``Tool.source`` is
        ``<source>#<index>``), a question entry (its ``function`` list; sources
        ``<source>#<id>/function/<index>``) or a list of entries (merged as
        :func:`load_bfcl_category` does).

        Raises:
            FormatError, SchemaError, ToolDefinitionError, DuplicateToolError.
        """
        warnings = WarningCollector()
        if _is_entry(data):
            deck = _merge_entries([data], source, warnings)
        elif isinstance(data, list) and data and all(_is_entry(item) for item in data):
            deck = _merge_entries(data, source, warnings)
        else:
            docs = data if isinstance(data, list) else [data]
            if not isinstance(data, list | Mapping):
                raise FormatError(
                    f"{source}: expected BFCL function documents ({self.description})"
                )
            tools = [
                _tool_from_doc(doc, f"{source}#{index}", warnings) for index, doc in enumerate(docs)
            ]
            deck = Deck(tools)
        return LoadResult(deck, self.name, warnings.result())

    def export(
        self, deck: Deck, *, complete_parameters: bool = False, **options: Any
    ) -> ExportResult:
        """Write ``deck`` as a list of BFCL function documents (see the module docstring).

        Args:
            deck: the tools.
            complete_parameters: add an empty ``properties``/``required`` to a root
                schema that lacks them (BFCL's runner and checker read both). Off by
                default so that tooldeck → BFCL → tooldeck gives the same tools; when off,
                a missing one is a warning.

        Raises:
            TypeError: an unknown option.
        """
        if options:
            raise TypeError(f"unknown bfcl export option(s): {', '.join(options)}")
        warnings = WarningCollector()
        note_unheld_fields(deck, self.name, frozenset(), warnings)
        out = []
        for tool in deck:
            params, schema_warnings = schema_to_bfcl(tool.input_schema, tool=tool.name)
            warnings.extend(schema_warnings)
            for key, empty in (("properties", {}), ("required", [])):
                if key in params:
                    continue
                if complete_parameters:
                    params[key] = empty
                else:
                    warnings.add(
                        "parameters",
                        f"no top-level {key!r}; BFCL's runner and checker read it (add an "
                        "empty one with --complete-parameters, API: complete_parameters=True)",
                        tool.name,
                    )
            out.append({"name": tool.name, "description": tool.description, "parameters": params})
        return ExportResult(out, self.name, warnings.result())


FORMAT = _BfclFormat()
"""The ``bfcl`` format."""


# --- BFCL data: decks -----------------------------------------------------------------


def _entries_with_functions(data: BfclData, category: str) -> list[dict[str, Any]]:
    entries = data.questions(category)
    if entries and not all(isinstance(e.get("function"), list) for e in entries):
        raise SourceError(
            f"BFCL category {category!r} does not carry function documents in its questions "
            "(multi-turn and agentic categories are not read by tooldeck); use a "
            "single-turn category such as simple_python, multiple or live_multiple"
        )
    return entries


def load_bfcl_category(category: str, *, wheel: str | Path | None = None) -> LoadResult:
    """A deck of every function document of a BFCL category.

    Identical documents repeated across questions appear once; when one name has
    different definitions in different questions the first is kept and a
    :class:`ConversionWarning` (field ``duplicate``) names the entries of the others.
    Tool sources are ``bfcl:<category>#<entry id>/function/<index>``; the deck is named
    ``bfcl:<category>``.

    Args:
        category: e.g. ``simple_python``, ``live_multiple`` (see :mod:`tooldeck.bfcl_data`).
        wheel: a bfcl-eval wheel or BFCL data directory; None uses
            ``$TOOLDECK_BFCL_WHEEL``, the cache, or downloads it
            (:func:`~tooldeck.bfcl_data.fetch_bfcl`).

    Raises:
        SourceError: no data, unknown or multi-turn category.
        FormatError, SchemaError: a document cannot be read.
    """
    data = open_bfcl(wheel)
    entries = _entries_with_functions(data, category)
    warnings = WarningCollector()
    deck = _merge_entries(
        entries,
        f"bfcl:{category}",
        warnings,
        name=f"bfcl:{category}",
        description=f"BFCL {category}: function documents of {data.question_file(category)} "
        f"({data.path.name})",
    )
    return LoadResult(deck, FORMAT.name, warnings.result())


def load_bfcl_entry(category: str, entry_id: str, *, wheel: str | Path | None = None) -> LoadResult:
    """The deck of one BFCL question (its ``function`` list), named
    ``bfcl:<category>/<entry id>``.

    ``entry_id`` is the full id (``simple_python_3``), the part after the category
    (``3``), or a unique prefix of a live id (``live_simple_3`` → ``live_simple_3-2-1``).

    Raises:
        SourceError: no data, unknown category or entry.
        FormatError, SchemaError, DuplicateToolError: the documents cannot be read.
    """
    data = open_bfcl(wheel)
    _entries_with_functions(data, category)
    entry = data.entry(category, entry_id)
    warnings = WarningCollector()
    deck = _entry_deck(entry, f"bfcl:{category}", warnings)
    return LoadResult(deck, FORMAT.name, warnings.result())


def _entry_deck(entry: Mapping[str, Any], source: str, warnings: WarningCollector) -> Deck:
    entry_id = entry["id"]
    tools = [
        _tool_from_doc(doc, f"{source}#{entry_id}/function/{index}", warnings)
        for index, doc in enumerate(entry["function"])
    ]
    return Deck(tools, name=f"{source}/{entry_id}")


# --- BFCL data: eval cases ------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class BfclCase:
    """One BFCL question as a tooldeck eval case, with the tools offered for it.

    Attributes:
        case: the :class:`~tooldeck.cases.Case` (see :func:`bfcl_case` for the fields).
        deck: the question's own function documents as a deck.
        category: the BFCL category.
        messages: the messages of the question's first turn, as BFCL gives them
            (``{"role", "content"}``; system prompts included).
        ground_truth: BFCL's possible answer, as given (``[{"name": {"param":
            [acceptable values]}}]``), or None for categories without one.
        warnings: what loading the function documents reported.
    """

    case: Case
    deck: Deck
    category: str
    messages: tuple[FrozenDict, ...]
    ground_truth: FrozenList | None
    warnings: tuple[ConversionWarning, ...] = ()


_ID_SUFFIX = re.compile(r"_\d+(?:-\d+)*$")


def category_of(entry_id: str) -> str:
    """The category of a BFCL entry id (``live_simple_3-2-1`` → ``live_simple``)."""
    return _ID_SUFFIX.sub("", entry_id)


_DICT_TYPES = frozenset({"dict", "HashMap", "Hashtable", "object"})
_LIST_TYPES = frozenset({"array", "list", "tuple", "Array", "ArrayList"})


def _is_alternatives_dict(value: Any) -> bool:
    return (
        isinstance(value, Mapping)
        and bool(value)
        and all(isinstance(v, list) for v in value.values())
    )


def _first_value(value: Any, schema: Any) -> Any:
    """The first acceptable value, resolving BFCL's nested possible-answer dicts (each key
    a list of alternatives) as BFCL's dict_checker/list_dict_checker read them."""
    bfcl_type = schema.get("type") if isinstance(schema, Mapping) else None
    if _is_alternatives_dict(value) and (bfcl_type in _DICT_TYPES or schema is None):
        props = schema.get("properties") if isinstance(schema, Mapping) else None
        props = props if isinstance(props, Mapping) else {}
        return {
            key: _first_value(alts[0], props.get(key))
            for key, alts in value.items()
            if alts and "" not in alts
        }
    if (
        isinstance(value, list)
        and value
        and all(_is_alternatives_dict(v) for v in value)
        and (bfcl_type in _LIST_TYPES or schema is None)
    ):
        items = schema.get("items") if isinstance(schema, Mapping) else None
        return [_first_value(v, items) for v in value]
    return thaw(value)


def _question_text(
    entry: Mapping[str, Any],
) -> tuple[str, tuple[FrozenDict, ...], list[str], list[str]]:
    turns = entry.get("question")
    if not isinstance(turns, list) or not turns or not isinstance(turns[0], list):
        raise FormatError(f"BFCL entry {entry.get('id')!r}: 'question' must be a list of turns")
    messages = tuple(freeze(m) for m in turns[0] if isinstance(m, Mapping))
    tags: list[str] = []
    notes: list[str] = []
    users = [m for m in messages if m.get("role") == "user"]
    if not users:
        raise FormatError(f"BFCL entry {entry.get('id')!r}: the first turn has no user message")
    query = str(users[-1].get("content", ""))
    if not query.strip():
        query = "(empty message)"
        notes.append("the user message is empty in BFCL; query set to '(empty message)'")
    roles = [str(m.get("role")) for m in messages]
    if "system" in roles:
        tags.append("system-prompt")
        notes.append("BFCL gives a system prompt (see BfclCase.messages)")
    if len([r for r in roles if r != "system"]) > 1:
        tags.append("conversation")
        notes.append(
            f"the first turn has {len(roles)} messages ({', '.join(roles)}); query is the last "
            "user message, the full turn is in BfclCase.messages"
        )
    if len(turns) > 1:
        tags.append("multi-turn")
        notes.append(f"BFCL gives {len(turns)} turns; only the first is used")
    return query, messages, tags, notes


def bfcl_case(
    entry: Mapping[str, Any],
    answer: Mapping[str, Any] | None,
    *,
    category: str | None = None,
    source: str | None = None,
) -> BfclCase:
    """Turn one BFCL question (and its possible answer) into a :class:`BfclCase`.

    Case fields: ``case_id`` = the BFCL id; ``query`` = the content of the last user
    message of the first turn (most questions have exactly one message; a system prompt
    or an earlier exchange is tagged ``system-prompt``/``conversation``, noted, and kept
    in :attr:`BfclCase.messages`); ``expected_tools`` = the function names of the ground
    truth calls, in BFCL's order (BFCL does not require an order for parallel calls:
    tag ``parallel``), ``()`` when ``answer`` is None (irrelevance categories, tag
    ``no-tool``); ``expected_arguments`` = per call, the first acceptable value of each
    parameter, leaving out parameters whose alternatives hold ``""`` (BFCL's "may be
    omitted") or are empty, except that a parameter the document lists in ``required``
    gets its first non-``""`` value (BFCL's checker refuses a call without it; noted);
    nested possible-answer dicts are resolved the same way;
    ``argument_alternatives`` = per call, the parameter → acceptable values mapping exactly
    as BFCL gives it; ``tags`` = ``bfcl``, ``bfcl:<category>``, ``single``/``parallel``/
    ``no-tool`` and the message tags above.

    Raises:
        FormatError: the entry or answer is malformed, or ids differ.
    """
    entry_id = entry.get("id")
    if not isinstance(entry_id, str):
        raise FormatError("a BFCL entry needs a string 'id'")
    category = category or category_of(entry_id)
    source = source or f"bfcl:{category}"
    warnings = WarningCollector()
    deck = _entry_deck(entry, source, warnings)
    query, messages, tags, notes = _question_text(entry)
    docs = {d.get("name"): d for d in entry["function"] if isinstance(d, Mapping)}
    expected_tools: list[str] = []
    expected_args: list[dict[str, Any]] | None = None
    alternatives: list[dict[str, Any]] | None = None
    ground_truth: Any = None
    if answer is not None:
        if answer.get("id") != entry_id:
            raise FormatError(
                f"possible answer id {answer.get('id')!r} does not match entry {entry_id!r}"
            )
        ground_truth = answer.get("ground_truth")
        if not isinstance(ground_truth, list):
            raise FormatError(f"possible answer {entry_id!r}: 'ground_truth' must be a list")
        expected_args, alternatives = [], []
        for call in ground_truth:
            if not isinstance(call, Mapping) or len(call) != 1:
                raise FormatError(
                    f"possible answer {entry_id!r}: each call must be {{name: {{param: [...]}}}}"
                )
            ((name, params),) = call.items()
            if not isinstance(params, Mapping):
                raise FormatError(f"possible answer {entry_id!r}: arguments of {name!r}")
            expected_tools.append(name)
            doc = docs.get(name)
            if doc is None:
                notes.append(f"ground truth calls {name!r}, which is not among the functions")
            doc_params = (doc or {}).get("parameters", {})
            props = doc_params.get("properties", {})
            required = doc_params.get("required", [])
            args: dict[str, Any] = {}
            for param, alts in params.items():
                if param not in props and doc is not None:
                    notes.append(f"ground truth names parameter {param!r} not in {name!r}'s doc")
                if not isinstance(alts, list):
                    raise FormatError(
                        f"possible answer {entry_id!r}: {name}.{param} must be a list of values"
                    )
                if not alts:
                    notes.append(
                        f"{name}.{param} has no acceptable value in BFCL ([]); left out of "
                        "expected_arguments"
                    )
                    continue
                if "" in alts:
                    given = [v for v in alts if v != ""]
                    if param not in required or not given:
                        continue
                    notes.append(
                        f'{name}.{param} is required by the document but "" is among its '
                        "alternatives; expected_arguments uses the first other value"
                    )
                    args[param] = _first_value(given[0], props.get(param))
                    continue
                args[param] = _first_value(alts[0], props.get(param))
            expected_args.append(args)
            alternatives.append(thaw(params))
    if answer is None:
        tags.insert(0, "no-tool")
    else:
        tags.insert(0, "parallel" if len(expected_tools) > 1 else "single")
    if category in ("simple_java", "simple_javascript"):
        notes.append(
            "BFCL's checker expects every argument of this category as a string holding a "
            "source literal"
        )
    case = Case(
        case_id=entry_id,
        query=query,
        expected_tools=tuple(expected_tools),
        expected_arguments=None
        if expected_args is None
        else tuple(freeze(a) for a in expected_args),
        argument_alternatives=None
        if alternatives is None
        else tuple(freeze(a) for a in alternatives),
        tags=("bfcl", f"bfcl:{category}", *tags),
        notes="; ".join(notes) or None,
        source=f"{source}/{entry_id}",
    )
    return BfclCase(
        case=case,
        deck=deck,
        category=category,
        messages=messages,
        ground_truth=freeze(ground_truth) if ground_truth is not None else None,
        warnings=warnings.result(),
    )


def load_bfcl_cases(category: str, *, wheel: str | Path | None = None) -> list[BfclCase]:
    """Every question of a BFCL category as a :class:`BfclCase` (see :func:`bfcl_case`).

    Categories: those with possible answers (``simple_python``, ``multiple``,
    ``parallel``, ``parallel_multiple``, ``live_*`` except the two below,
    ``simple_java``, ``simple_javascript``) and the no-call categories ``irrelevance``
    and ``live_irrelevance`` (``expected_tools`` empty). ``live_relevance`` is refused:
    any relevant call counts there, which a case cannot express.

    Raises:
        SourceError: no data, unknown, multi-turn or unsupported category, or a question
            without a possible answer.
        FormatError, SchemaError: a document or answer cannot be read.
    """
    data = open_bfcl(wheel)
    entries = _entries_with_functions(data, category)
    if category in NO_CALL_CATEGORIES:
        answers: dict[str, dict[str, Any]] | None = None
    elif data.has_answers(category):
        answers = data.answers(category)
    else:
        raise SourceError(
            f"BFCL category {category!r} has no possible answers (any relevant call counts "
            "there); tooldeck cases need expected tools"
        )
    cases = []
    for entry in entries:
        answer = None
        if answers is not None:
            answer = answers.get(entry["id"])
            if answer is None:
                raise SourceError(
                    f"BFCL category {category!r}: no possible answer for {entry['id']!r}"
                )
        try:
            cases.append(bfcl_case(entry, answer, category=category))
        except FormatError as exc:
            raise FormatError(f"bfcl:{category}/{entry['id']}: {exc}") from None
    return cases
