"""Rewrite an input schema so that OpenAI accepts it with ``strict: true``.

Source: OpenAI API documentation, "Structured Outputs → Supported schemas" (applies to
function calling with ``strict: true``): every object must set
``additionalProperties: false``; every property must be listed in ``required`` (an
optional field is expressed as a union with ``null``); the root must be an object; only
a subset of JSON Schema keywords is accepted (strings: ``pattern``, ``format``; numbers:
``minimum``, ``maximum``, ``exclusiveMinimum``, ``exclusiveMaximum``, ``multipleOf``;
arrays: ``minItems``, ``maxItems``; plus ``enum``, ``const``, ``anyOf``, ``$ref``/``$defs``,
``description``, ``title``).

The rewrite is never silent: every change is returned as a note, and whatever cannot be
made strict raises :class:`~tooldeck.errors.ExportError` naming the JSON pointer and the
keyword (or, with ``unsupported="drop"``, is removed and noted).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal

from tooldeck.errors import ExportError
from tooldeck.jsonvalue import json_pointer, thaw
from tooldeck.schema import walk_schema

# Keywords OpenAI strict mode rejects (see module docstring for the source).
UNSUPPORTED_KEYWORDS: frozenset[str] = frozenset(
    {
        "allOf",
        "oneOf",
        "not",
        "if",
        "then",
        "else",
        "dependentRequired",
        "dependentSchemas",
        "patternProperties",
        "unevaluatedProperties",
        "unevaluatedItems",
        "propertyNames",
        "minProperties",
        "maxProperties",
        "contains",
        "minContains",
        "maxContains",
        "uniqueItems",
        "prefixItems",
        "minLength",
        "maxLength",
    }
)

UnsupportedPolicy = Literal["error", "drop"]

# String formats strict mode accepts (same source); any other ``format`` is unsupported.
SUPPORTED_FORMATS: frozenset[str] = frozenset(
    {"date-time", "time", "date", "duration", "email", "hostname", "ipv4", "ipv6", "uuid"}
)

# What makes a schema more than "any value": without one of these, strict mode has
# nothing to constrain decoding with.
_TYPING_KEYWORDS = ("type", "anyOf", "$ref", "enum", "const")


def make_strict(
    schema: Any, *, tool: str, unsupported: UnsupportedPolicy = "error"
) -> tuple[dict[str, Any], list[tuple[str, str]]]:
    """Return a strict-mode copy of ``schema`` and the list of changes made.

    Args:
        schema: the tool's input schema (not modified).
        tool: the tool's name, for messages.
        unsupported: ``"error"`` raises on keywords strict mode rejects (including string
            ``format`` values outside :data:`SUPPORTED_FORMATS` and ``x-…`` extension
            keywords); ``"drop"`` removes them and notes each removal (the keyword is then
            only checked by tooldeck's own validation, not by the provider's decoder).

    Returns:
        ``(strict_schema, notes)`` where each note is ``(json_pointer, what_changed)``.

    Raises:
        ExportError: naming pointer and keyword, for a free-form object
            (``additionalProperties`` other than false, or an object below the root with
            no declared properties and no ``additionalProperties: false``), a
            ``required`` name that is not a property, a schema that allows any value (no
            ``type``), an array without ``items``, or, with ``unsupported="error"``,
            unsupported keywords: one error listing every one in the whole schema
            (pointer and keyword each; the error's attributes name the first), checked
            before anything else. An object closed with no properties (it accepts only
            ``{}``) is strict already: it is kept, with a note.
    """
    if unsupported == "error":
        found = [
            (json_pointer(list(path)), keyword, node)
            for path, node in walk_schema(schema)
            for keyword in _unsupported_keywords(node)
        ]
        if found:
            raise _unsupported_error(tool, found)
    out = thaw(schema)
    notes: list[tuple[str, str]] = []
    _walk(out, [], tool=tool, unsupported=unsupported, notes=notes, is_root=True)
    return out, notes


DROP_ADVICE = ", or export with unsupported keywords dropped (CLI: --drop-unsupported)"
"""How an unsupported keyword's error ends: the way out, for one tool's schema. An export
of a deck says the ways out once for all its tools and takes this off each tool's
reason (trial35 L8: ``--drop-unsupported`` was offered twice)."""


def _unsupported_error(tool: str, found: list[tuple[str, str, Mapping[str, Any]]]) -> ExportError:
    """One error for every unsupported ``(pointer, keyword, node)`` of a tool's schema."""
    listed = "; ".join(
        f"{pointer or '/'} {keyword!r}"
        + (f" (format {node['format']!r})" if keyword == "format" else "")
        for pointer, keyword, node in found
    )
    noun, them = (
        ("this keyword", "it") if len(found) == 1 else (f"these {len(found)} keywords", "them")
    )
    return ExportError(
        f"OpenAI strict mode does not support {noun}: {listed}; remove {them}{DROP_ADVICE}",
        tool=tool,
        pointer=found[0][0],
        keyword=found[0][1],
    )


def _unsupported_keywords(node: Mapping[str, Any]) -> list[str]:
    found = sorted(UNSUPPORTED_KEYWORDS & node.keys())
    found += sorted(k for k in node if k.startswith("x-"))
    fmt = node.get("format")
    if fmt is not None and fmt not in SUPPORTED_FORMATS:
        found.append("format")
    return found


def _walk(
    node: Any,
    path: list[str | int],
    *,
    tool: str,
    unsupported: UnsupportedPolicy,
    notes: list[tuple[str, str]],
    is_root: bool = False,
) -> None:
    if not isinstance(node, dict):
        return
    pointer = json_pointer(path)
    for keyword in _unsupported_keywords(node):
        if unsupported == "error":
            detail = f" (format {node['format']!r})" if keyword == "format" else ""
            raise ExportError(
                f"OpenAI strict mode does not support this keyword{detail}; remove it{DROP_ADVICE}",
                tool=tool,
                pointer=pointer,
                keyword=keyword,
            )
        del node[keyword]
        notes.append((pointer, f"dropped unsupported keyword {keyword!r}"))

    if not is_root and not any(k in node for k in _TYPING_KEYWORDS):
        raise ExportError(
            "this schema accepts any value; OpenAI strict mode needs a type here (add "
            '"type", or an "anyOf" of the types allowed)',
            tool=tool,
            pointer=pointer,
            keyword="type",
        )
    kinds = node.get("type")
    if (kinds == "array" or (isinstance(kinds, list) and "array" in kinds)) and not isinstance(
        node.get("items"), dict
    ):
        raise ExportError(
            "an array without an items schema accepts any elements; OpenAI strict mode needs "
            '"items"',
            tool=tool,
            pointer=pointer,
            keyword="items",
        )

    is_object = kinds == "object" or "properties" in node
    if is_object:
        _make_object_strict(node, path, tool=tool, notes=notes, is_root=is_root)
        properties = node["properties"]
        for name, sub in properties.items():
            _walk(sub, [*path, "properties", name], tool=tool, unsupported=unsupported, notes=notes)
        required = node.get("required", [])
        for name in required:
            if name not in properties:
                raise ExportError(
                    f"'required' names {name!r}, which is not a property; with "
                    "additionalProperties false no value could satisfy it: declare the "
                    "property or remove the name",
                    tool=tool,
                    pointer=pointer + "/required",
                    keyword="required",
                )
        for name in list(properties):
            if name not in required:
                sub_path = [*path, "properties", name]
                properties[name] = _nullable(properties[name], sub_path, notes)
        node["required"] = list(properties)

    items = node.get("items")
    if isinstance(items, dict):
        _walk(items, [*path, "items"], tool=tool, unsupported=unsupported, notes=notes)
    branches = node.get("anyOf")
    if isinstance(branches, list):
        for i, branch in enumerate(branches):
            _walk(branch, [*path, "anyOf", i], tool=tool, unsupported=unsupported, notes=notes)
    for key in ("$defs", "definitions"):
        defs = node.get(key)
        if isinstance(defs, dict):
            for name, sub in defs.items():
                _walk(sub, [*path, key, name], tool=tool, unsupported=unsupported, notes=notes)


def _make_object_strict(
    node: dict[str, Any],
    path: list[str | int],
    *,
    tool: str,
    notes: list[tuple[str, str]],
    is_root: bool,
) -> None:
    pointer = json_pointer(path)
    extra = node.get("additionalProperties")
    if extra not in (None, False):
        raise ExportError(
            "a free-form map (additionalProperties other than false) cannot be made strict: "
            "OpenAI strict mode needs every key declared; declare the keys as properties, "
            "or pass the map as an array of {key, value} objects",
            tool=tool,
            pointer=pointer + "/additionalProperties",
            keyword="additionalProperties",
        )
    if not node.get("properties") and not is_root and extra is not False:
        raise ExportError(
            "an object with no declared properties accepts any keys and cannot be made "
            "strict; declare its properties",
            tool=tool,
            pointer=pointer,
            keyword="properties",
        )
    if extra is None:
        node["additionalProperties"] = False
        notes.append((pointer, "set additionalProperties: false"))
    elif not node.get("properties") and not is_root:
        # closed with no keys (firecrawl's `webhookHeaders`, a record type lost in a
        # conversion): strict already, and no value but {} is valid, as before
        notes.append((pointer, "kept an object closed with no properties: it accepts only {}"))
    node.setdefault("properties", {})


def _accepts_null(sub: dict[str, Any]) -> bool:
    kind = sub.get("type")
    if kind == "null" or (isinstance(kind, list) and "null" in kind):
        return "enum" not in sub or None in sub["enum"]
    branches = sub.get("anyOf")
    return isinstance(branches, list) and any(
        isinstance(b, dict) and b.get("type") == "null" for b in branches
    )


def _nullable(sub: Any, path: list[str | int], notes: list[tuple[str, str]]) -> Any:
    """Make an optional property's schema also accept null (strict mode's "optional")."""
    pointer = json_pointer(path)
    if not isinstance(sub, dict):
        return sub
    if "default" in sub:
        del sub["default"]
        notes.append((pointer, "dropped 'default' (the model sends null for 'use the default')"))
    if _accepts_null(sub):
        notes.append((pointer, "optional property made required (it already accepts null)"))
        return sub
    kind = sub.get("type")
    if isinstance(kind, str) and "const" not in sub:
        sub["type"] = [kind, "null"]
        if "enum" in sub and None not in sub["enum"]:
            sub["enum"] = [*sub["enum"], None]
        notes.append((pointer, "optional property made required and nullable"))
        return sub
    if isinstance(kind, list) and "const" not in sub:
        if "null" not in kind:
            sub["type"] = [*kind, "null"]
        if "enum" in sub and None not in sub["enum"]:
            sub["enum"] = [*sub["enum"], None]
        notes.append((pointer, "optional property made required and nullable"))
        return sub
    wrapped: dict[str, Any] = {}
    if "description" in sub:
        wrapped["description"] = sub.pop("description")
    wrapped["anyOf"] = [sub, {"type": "null"}]
    notes.append((pointer, "optional property made required and nullable (anyOf with null)"))
    return wrapped
