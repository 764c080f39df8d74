"""The reference path of per-field accounting: the span writer, and the accounting built on it.

The span writer walks an exported tool item value by value and writes its compact JSON
(``json.dumps(item, ensure_ascii=False, separators=(",", ":"))``) as consecutive labelled
character spans (:data:`~tooldeck.cost.table.FIELDS` and ``parameter_descriptions``; the
rules are in :mod:`tooldeck.cost.accounting`). It is slow, and it names the value that is
not JSON. :func:`account_items_reference` counts one tool at a time with it: the oracle
the fast path (:mod:`tooldeck.cost._fast`) is tested against, which also falls back to the
span writer for layouts it does not handle.

Also here, as the floor both paths stand on: the provider formats a deck is counted in
(:data:`PROVIDER_FORMATS`), the labels, the argument checks and
:class:`UnserialisableToolError`.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from itertools import accumulate
from typing import Any

from tooldeck.cost.table import FIELDS, FieldCount, ToolCost
from tooldeck.errors import FormatError, UnserialisableToolError
from tooldeck.schema import (
    SUBSCHEMA_LIST_KEYWORDS,
    SUBSCHEMA_MAP_KEYWORDS,
    SUBSCHEMA_SINGLE_KEYWORDS,
)
from tooldeck.tokenizers import Tokenizer, resolve_tokenizer
from tooldeck.tool import Tool

__all__ = [
    "PROVIDER_FORMATS",
    "UnserialisableToolError",
    "account_items_reference",
    "write_spans",
]

PROVIDER_FORMATS: dict[str, str] = {
    "openai": "parameters",
    "anthropic": "input_schema",
    "mcp": "inputSchema",
}
"""Provider formats a deck is counted in → the key holding the input schema."""

LABEL_PARAM_DESC = "parameter_descriptions"
LABELS = (*FIELDS, LABEL_PARAM_DESC)
"""Span labels: the fields, then the description text of schema ``description`` keywords."""

# Where description keywords are looked for: the applicators of the one table
# (tooldeck.schema), except "dependencies" (its members may be arrays of names), with
# "items" also as an array of schemas (draft 2019-09). The fast path and the variants
# follow the same keywords.
SCHEMA_SINGLE_KEYWORDS = frozenset(SUBSCHEMA_SINGLE_KEYWORDS)
SCHEMA_MAP_KEYWORDS = frozenset(SUBSCHEMA_MAP_KEYWORDS)
SCHEMA_LIST_KEYWORDS = frozenset(SUBSCHEMA_LIST_KEYWORDS) | {"items"}

Serialised = tuple[str, list[str], list[int]]
"""``(text, labels, lengths)``: compact JSON and its consecutive labelled spans."""


class _Writer:
    """Accumulates text pieces and consecutive labelled spans."""

    __slots__ = ("labels", "lengths", "pieces", "tool")

    def __init__(self, tool: str) -> None:
        self.pieces: list[str] = []
        self.labels: list[str] = []
        self.lengths: list[int] = []
        self.tool = tool

    def add(self, text: str, label: str) -> None:
        self.pieces.append(text)
        if self.labels and self.labels[-1] == label:
            self.lengths[-1] += len(text)
        else:
            self.labels.append(label)
            self.lengths.append(len(text))

    def dumps(self, value: Any, where: str) -> str:
        try:
            return json.dumps(value, ensure_ascii=False, separators=(",", ":"), allow_nan=False)
        except (TypeError, ValueError) as exc:
            raise UnserialisableToolError(
                f"tool {self.tool!r}: {where} cannot be serialised as JSON ({exc}); "
                "tool data must be plain JSON: strings, finite numbers, booleans, null, "
                "lists, objects with string keys"
            ) from None

    def key(self, key: Any, label: str, where: str) -> None:
        if not isinstance(key, str):
            raise UnserialisableToolError(
                f"tool {self.tool!r}: {where} has a non-string object key {key!r}; JSON "
                "object keys are strings"
            )
        self.add(self.dumps(key, where) + ":", label)

    def string(self, value: str, label: str, quote_label: str, where: str) -> None:
        quoted = self.dumps(value, where)
        self.add('"', quote_label)
        if len(quoted) > 2:
            self.add(quoted[1:-1], label)
        self.add('"', quote_label)

    def schema(self, value: Any, where: str) -> None:
        if isinstance(value, dict):
            self.add("{", "parameters")
            first = True
            for key, sub in value.items():
                if not first:
                    self.add(",", "parameters")
                first = False
                path = f"{where}/{key}"
                self.key(key, "parameters", path)
                if key == "description" and isinstance(sub, str):
                    self.string(sub, LABEL_PARAM_DESC, "parameters", path)
                elif key in SCHEMA_MAP_KEYWORDS and isinstance(sub, dict):
                    self.add("{", "parameters")
                    inner_first = True
                    for name, item in sub.items():
                        if not inner_first:
                            self.add(",", "parameters")
                        inner_first = False
                        self.key(name, "parameters", path)
                        self.schema(item, f"{path}/{name}")
                    self.add("}", "parameters")
                elif key in SCHEMA_LIST_KEYWORDS and isinstance(sub, list):
                    self.add("[", "parameters")
                    for index, item in enumerate(sub):
                        if index:
                            self.add(",", "parameters")
                        self.schema(item, f"{path}/{index}")
                    self.add("]", "parameters")
                elif key in SCHEMA_SINGLE_KEYWORDS and isinstance(sub, dict):
                    self.schema(sub, path)
                else:
                    self.add(self.dumps(sub, path), "parameters")
            self.add("}", "parameters")
        else:
            self.add(self.dumps(value, where or "input schema"), "parameters")

    def tool_object(self, obj: Mapping[str, Any], schema_key: str) -> None:
        self.add("{", "skeleton")
        first = True
        for key, value in obj.items():
            if not first:
                self.add(",", "skeleton")
            first = False
            self.key(key, "skeleton", "the tool object")
            if key in ("name", "description") and isinstance(value, str):
                self.string(value, key, "skeleton", key)
            elif key == schema_key:
                self.schema(value, "")
            else:
                self.add(self.dumps(value, key), "other")
        self.add("}", "skeleton")


def write_spans(item: Mapping[str, Any], format: str, schema_key: str, tool: str) -> Serialised:
    """The span writer: walks the item value by value (names the value that is not JSON)."""
    writer = _Writer(tool)
    if format == "openai" and isinstance(item.get("function"), Mapping):
        writer.add("{", "skeleton")
        first = True
        for key, value in item.items():
            if not first:
                writer.add(",", "skeleton")
            first = False
            writer.key(key, "skeleton", "the tool item")
            if key == "function":
                writer.tool_object(value, schema_key)
            else:
                writer.add(writer.dumps(value, key), "skeleton")
        writer.add("}", "skeleton")
    else:
        writer.tool_object(item, schema_key)
    return "".join(writer.pieces), writer.labels, writer.lengths


def check_format(format: str) -> None:
    if not isinstance(format, str) or format not in PROVIDER_FORMATS:
        raise FormatError(
            f"cannot account for format {format!r}; known: {', '.join(PROVIDER_FORMATS)}"
        )


def check_items(items: Sequence[Any], tools: Sequence[Any] | None, format: str | None) -> None:
    """Refuse an item that is not a JSON object (a mapping), and, with ``tools``, an entry
    that is not a :class:`Tool` (TypeError naming the first such position)."""
    for label, values, wanted, what in (
        ("items", items, Mapping, "a JSON object (a dict): the tool as sent"),
        ("tools", tools if tools is not None else (), Tool, "a tooldeck Tool"),
    ):
        odd = [kind for kind in set(map(type, values)) if not issubclass(kind, wanted)]
        if odd:
            at = next(i for i, v in enumerate(values) if type(v) in odd)
            where = f" in {format} format" if format and label == "items" else ""
            raise TypeError(f"{label}[{at}] must be {what}{where}, got {type(values[at]).__name__}")


def check_arguments(tools: Sequence[Any], items: Sequence[Any], format: str) -> None:
    """The checks of both accountings: a known format, one item per tool, items that are
    mappings and tools that are :class:`Tool` (FormatError, ValueError, TypeError)."""
    check_format(format)
    if len(tools) != len(items):
        raise ValueError(
            f"{len(tools)} tools but {len(items)} items: items[i] must be tools[i] as sent"
        )
    check_items(items, tools, format)


def account_items_reference(
    tools: Sequence[Tool],
    items: Sequence[Mapping[str, Any]],
    tokenizer: Tokenizer | str,
    format: str,
) -> list[ToolCost]:
    """:func:`~tooldeck.cost.accounting.account_items` one tool at a time, in plain Python:
    the span writer's serialisation (:func:`write_spans`), one
    :meth:`Tokenizer.count_segments` call per tool, per-field sums in a dict. Slower; the
    oracle the fast path is tested against. Takes the same arguments (a Tokenizer or a
    tokenizer name).

    Raises:
        The errors of :func:`~tooldeck.cost.accounting.account_items`.
    """
    tokenizer = resolve_tokenizer(tokenizer)
    check_arguments(tools, items, format)
    out: list[ToolCost] = []
    count_segments = tokenizer.count_segments
    for tool, item in zip(tools, items, strict=True):
        text, labels, lengths = write_spans(item, format, PROVIDER_FORMATS[format], tool.name)
        counts = count_segments(text, list(accumulate(lengths[:-1])))
        chars = dict.fromkeys(LABELS, 0)
        tokens = chars.copy()
        for label, length, count in zip(labels, lengths, counts, strict=True):
            chars[label] += length
            tokens[label] += count
        desc = FieldCount(chars[LABEL_PARAM_DESC], tokens[LABEL_PARAM_DESC])
        fields = {
            "name": FieldCount(chars["name"], tokens["name"]),
            "description": FieldCount(chars["description"], tokens["description"]),
            "parameters": FieldCount(
                chars["parameters"] + desc.characters, tokens["parameters"] + desc.tokens
            ),
            "other": FieldCount(chars["other"], tokens["other"]),
            "skeleton": FieldCount(chars["skeleton"], tokens["skeleton"]),
        }
        out.append(ToolCost(tool.name, tool.group, len(text), sum(counts), fields, desc))
    return out
