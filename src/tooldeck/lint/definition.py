"""A tool's definition as its author wrote it for MCP, and every string in it.

The poisoning rules (``T``) scan every string a model can read, and the lock file hashes
the whole definition; both use the MCP field names of ``tools/list`` (``inputSchema``,
``outputSchema``, ``annotations/readOnlyHint``), so JSON pointers name the fields a user's
MCP file has (MCP specification 2025-06-18, "Tools").
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import suppress
from typing import Any

from tooldeck.jsonvalue import escape_pointer_token, thaw
from tooldeck.tool import Tool

__all__ = ["definition_view", "escape_pointer_token", "iter_strings", "tool_definition"]

_SKIP_VALUES = frozenset({"$schema", "$ref", "$id", "$anchor", "$dynamicRef", "type", "format"})
"""Schema keywords whose string values are machine references, not text for the model."""


def tool_definition(tool: Tool) -> dict[str, Any]:
    """The tool as an MCP ``tools/list`` entry: ``name``, ``title``, ``description``,
    ``inputSchema``, ``outputSchema``, ``annotations`` (MCP hint names) and ``_meta``
    (tooldeck's group and examples live there), absent members left out. JSON-ready."""
    out: dict[str, Any] = {"name": tool.name}
    if tool.title is not None:
        out["title"] = tool.title
    if tool.description:
        out["description"] = tool.description
    out["inputSchema"] = thaw(tool.input_schema)
    if tool.output_schema is not None:
        out["outputSchema"] = thaw(tool.output_schema)
    if not tool.annotations.is_empty:
        out["annotations"] = tool.annotations.to_mcp()
    meta: dict[str, Any] = dict(thaw(tool.meta)) if tool.meta is not None else {}
    if tool.group is not None:
        meta["tooldeck/group"] = tool.group
    if tool.examples:
        meta["tooldeck/examples"] = [
            {"arguments": thaw(ex.arguments)}
            | ({} if ex.description is None else {"description": ex.description})
            for ex in tool.examples
        ]
    if meta:
        out["_meta"] = meta
    return out


_VIEWS_KEPT = 8
"""Tools whose :func:`definition_view` is kept (the engine runs every rule on one tool
before the next, so a handful is enough)."""

_views: dict[int, tuple[Tool, dict[str, Any]]] = {}


def definition_view(tool: Tool) -> dict[str, Any]:
    """:func:`tool_definition`, shared: the same dict for the same ``Tool`` object while it
    is among the last :data:`_VIEWS_KEPT` asked (keyed by identity; the entry holds the
    tool, so its id cannot be reused meanwhile). Read-only: a caller must not change it or
    anything in it (:func:`tool_definition` gives a copy of one's own). Session 38: the
    poisoning rules resolved 5,389 pointers on BFCL's pool through a fresh copy each,
    thawing the whole schema every time."""
    kept = _views.get(id(tool))
    if kept is not None and kept[0] is tool:
        return kept[1]
    definition = tool_definition(tool)
    if len(_views) >= _VIEWS_KEPT:
        with suppress(KeyError, RuntimeError, StopIteration):  # another thread was first
            del _views[next(iter(_views))]  # the oldest
    _views[id(tool)] = (tool, definition)
    return definition


def iter_strings(value: Any, pointer: str = "") -> Iterator[tuple[str, str, bool]]:
    """Every string in a JSON value, depth first: ``(pointer, text, is_key)``.

    Object keys are yielded too (``is_key`` true, the pointer is the member's own), so a
    parameter name is read like text; the values of ``$schema``/``$ref``/``type``/``format``
    and similar machine references are not yielded (their keys are).
    """
    if isinstance(value, str):
        yield pointer, value, False
    elif isinstance(value, dict):
        for key, item in value.items():
            here = f"{pointer}/{escape_pointer_token(key)}"
            yield here, str(key), True
            if key in _SKIP_VALUES and isinstance(item, str):
                continue
            yield from iter_strings(item, here)
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from iter_strings(item, f"{pointer}/{i}")
