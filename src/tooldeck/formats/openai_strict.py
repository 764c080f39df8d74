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

from typing import Any, Literal

from tooldeck.errors import ExportError
from tooldeck.jsonvalue import json_pointer, thaw

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


def make_strict(
    schema: Any, *, tool: str, unsupported: UnsupportedPolicy = "error"
) -> tuple[dict[str, Any], list[tuple[str, str]]]:
    """Return a strict-mode copy of ``schema`` and the list of changes made.

    Args:
        schema: the tool's input schema (not modified).
        tool: the tool's name, for messages.
        unsupported: ``"error"`` raises on keywords strict mode rejects; ``"drop"``
            removes them and notes each removal (the keyword is then only checked by
            tooldeck's own validation, not by the provider's decoder).

    Returns:
        ``(strict_schema, notes)`` where each note is ``(json_pointer, what_changed)``.

    Raises:
        ExportError: a free-form object (``additionalProperties`` other than false, or an
            object with no declared properties below the root) or, with
            ``unsupported="error"``, an unsupported keyword; names pointer and keyword.
    """
    out = thaw(schema)
    notes: list[tuple[str, str]] = []
    _walk(out, [], tool=tool, unsupported=unsupported, notes=notes, is_root=True)
    return out, notes


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
    for keyword in sorted(UNSUPPORTED_KEYWORDS & node.keys()):
        if unsupported == "error":
            raise ExportError(
                "OpenAI strict mode does not support this keyword; remove it, or export with "
                "unsupported keywords dropped (CLI: --drop-unsupported)",
                tool=tool,
                pointer=pointer,
                keyword=keyword,
            )
        del node[keyword]
        notes.append((pointer, f"dropped unsupported keyword {keyword!r}"))

    is_object = node.get("type") == "object" or "properties" in node
    if is_object:
        _make_object_strict(node, path, tool=tool, notes=notes, is_root=is_root)
        for name, sub in node.get("properties", {}).items():
            _walk(sub, [*path, "properties", name], tool=tool, unsupported=unsupported, notes=notes)
        required = set(node.get("required", []))
        for name in list(node.get("properties", {})):
            if name not in required:
                sub_path = [*path, "properties", name]
                node["properties"][name] = _nullable(node["properties"][name], sub_path, notes)
        node["required"] = list(node.get("properties", {}))

    items = node.get("items")
    if isinstance(items, dict):
        _walk(items, [*path, "items"], tool=tool, unsupported=unsupported, notes=notes)
    for key in ("anyOf",):
        branches = node.get(key)
        if isinstance(branches, list):
            for i, branch in enumerate(branches):
                _walk(branch, [*path, key, i], tool=tool, unsupported=unsupported, notes=notes)
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
    if not node.get("properties") and not is_root:
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
    node.setdefault("properties", {})


def _nullable(sub: Any, path: list[str | int], notes: list[tuple[str, str]]) -> Any:
    """Make an optional property's schema also accept null (strict mode's "optional")."""
    pointer = json_pointer(path)
    if not isinstance(sub, dict):
        return sub
    if "default" in sub:
        del sub["default"]
        notes.append((pointer, "dropped 'default' (the model sends null for 'use the default')"))
    kind = sub.get("type")
    if isinstance(kind, str) and "const" not in sub:
        if kind != "null":
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
