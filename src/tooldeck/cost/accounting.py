"""Per-field accounting: characters and tokens of each tool as it is sent.

A tool is exported with tooldeck's own exporter for the chosen provider format
(:func:`tooldeck.formats.export`: ``openai`` Chat Completions ``tools`` items,
``anthropic`` Messages ``tools`` items, ``mcp`` ``tools/list`` items) and serialised as
compact JSON (``separators=(",", ":")``, non-ASCII characters kept as they are). The
serialisation is cut into labelled character spans, and the whole string is tokenized
once (:meth:`~tooldeck.cost.tokenizers.Tokenizer.count_segments`): each token goes to the
field holding its first character, so the fields sum exactly to the tool's total.

How characters are attributed (``docs/cost.md`` has a worked example):

* ``name``: the characters *between* the quotes of the name value (JSON escapes included);
* ``description``: the characters between the quotes of the tool's description;
* ``parameters``: the whole input-schema value, from its ``{`` to its ``}`` inclusive
  (OpenAI ``parameters``, Anthropic ``input_schema``, MCP ``inputSchema``);
  ``parameter_descriptions`` is the part of it between the quotes of every
  ``description`` *keyword* in the schema (found by walking schema positions:
  ``properties``, ``items``, ``anyOf``, ``$defs``, … — a property that happens to be
  called ``description`` is not one), reported separately and included in ``parameters``;
* ``other``: the values of any other field of the tool object (MCP ``title``,
  ``outputSchema``, ``annotations``, ``_meta``; OpenAI ``strict``);
* ``skeleton``: everything else — the braces, the keys with their quotes and colons, the
  quotes around the name and description values, the commas, and OpenAI's
  ``{"type":"function","function":…}`` wrapper.

A deck's total is the sum of its tools' totals (each tool counted on its own, as seed 003
does); the ``[``, ``,`` and ``]`` of the array holding them are not counted.
"""

from __future__ import annotations

import json
import json.encoder
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from itertools import accumulate
from json.encoder import encode_basestring
from typing import Any, NamedTuple

from tooldeck.cost.tokenizers import Tokenizer
from tooldeck.errors import FormatError, ToolDeckError
from tooldeck.formats import export
from tooldeck.tool import Deck, Tool

__all__ = [
    "FIELDS",
    "WIRE_FORMATS",
    "FieldCount",
    "ToolCost",
    "UnserialisableToolError",
    "account_deck",
    "account_items",
    "deck_tokens",
    "item_tokens",
    "openai_billing_estimate",
    "serialise_item",
    "tool_tokens",
    "wire_items",
]

FIELDS: tuple[str, ...] = ("name", "description", "parameters", "other", "skeleton")
"""The parts a tool's serialisation is split into; they sum to the total."""

WIRE_FORMATS: dict[str, str] = {
    "openai": "parameters",
    "anthropic": "input_schema",
    "mcp": "inputSchema",
}
"""Provider formats accounting knows → the key holding the input schema."""

_LABEL_PARAM_DESC = "parameter_descriptions"
_LABELS = (*FIELDS, _LABEL_PARAM_DESC)


class UnserialisableToolError(ToolDeckError):
    """A tool's exported data cannot be written as JSON (NaN, a non-string key, …)."""


class FieldCount(NamedTuple):
    """Characters and tokens of one part of a serialised tool (immutable)."""

    characters: int
    tokens: int

    def to_json(self) -> dict[str, int]:
        return {"characters": self.characters, "tokens": self.tokens}


@dataclass(frozen=True, slots=True)
class ToolCost:
    """What one tool costs as sent.

    Attributes:
        name: the tool's name.
        group: its group, or None.
        characters: characters of its compact JSON serialisation.
        tokens: tokens of that serialisation (counted as one text).
        fields: per part (:data:`FIELDS`), characters and tokens; they sum to the totals.
        parameter_descriptions: the part of ``parameters`` that is description text of
            schema ``description`` keywords (already included in ``parameters``).
    """

    name: str
    group: str | None
    characters: int
    tokens: int
    fields: Mapping[str, FieldCount]
    parameter_descriptions: FieldCount

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "group": self.group,
            "characters": self.characters,
            "tokens": self.tokens,
            "fields": {k: v.to_json() for k, v in self.fields.items()},
            "parameter_descriptions": self.parameter_descriptions.to_json(),
        }


# --- serialisation with spans ---------------------------------------------------------------

# JSON Schema 2020-12 (and draft-07 spellings) keywords whose values are schemas.
SUBSCHEMA_KEYWORDS = frozenset(
    {
        "items",
        "additionalProperties",
        "additionalItems",
        "not",
        "if",
        "then",
        "else",
        "contains",
        "propertyNames",
        "unevaluatedProperties",
        "unevaluatedItems",
    }
)
SUBSCHEMA_MAP_KEYWORDS = frozenset(
    {"properties", "patternProperties", "$defs", "definitions", "dependentSchemas"}
)
SUBSCHEMA_LIST_KEYWORDS = frozenset({"allOf", "anyOf", "oneOf", "prefixItems", "items"})


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
                    self.string(sub, _LABEL_PARAM_DESC, "parameters", path)
                elif key in SUBSCHEMA_MAP_KEYWORDS and isinstance(sub, dict):
                    self.add("{", "parameters")
                    inner_first = True
                    for name, item in sub.items():
                        if not inner_first:
                            self.add(",", "parameters")
                        inner_first = False
                        self.key(name, "parameters", path)
                        self.schema(item, f"{path}/{name}")
                    self.add("}", "parameters")
                elif key in SUBSCHEMA_LIST_KEYWORDS and isinstance(sub, list):
                    self.add("[", "parameters")
                    for index, item in enumerate(sub):
                        if index:
                            self.add(",", "parameters")
                        self.schema(item, f"{path}/{index}")
                    self.add("]", "parameters")
                elif key in SUBSCHEMA_KEYWORDS and isinstance(sub, dict):
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


def serialise_item(item: Mapping[str, Any], format: str, *, tool: str = "?") -> _Serialised:
    """Compact JSON of one exported tool item, with its labelled spans.

    Returns:
        ``(text, labels, lengths)``: ``text`` equals ``json.dumps(item,
        ensure_ascii=False, separators=(",", ":"))``; ``labels[i]`` is the part
        (:data:`FIELDS` or ``parameter_descriptions``) of the ``lengths[i]`` characters
        of the i-th span.

    Raises:
        UnserialisableToolError: a value is not JSON (NaN, a set, a non-string key).
    """
    schema_key = WIRE_FORMATS[format]
    try:
        fast = _serialise_fast(item, format, schema_key)
    except (TypeError, ValueError):
        fast = None  # the span writer below names the offending value
    if fast is not None:
        return fast
    return _serialise_slow(item, format, schema_key, tool)


def _serialise_slow(
    item: Mapping[str, Any], format: str, schema_key: str, tool: str
) -> _Serialised:
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


# --- the fast path ------------------------------------------------------------------------------
# The item is written once by the C encoder; the extents of the tool object's values come
# from their encoded lengths (the schema, when last, from the end of the string), and the
# nested descriptions are found in the text (:func:`_description_values`), accepted only when
# their number equals the description keywords counted on the schema. Anything else takes
# the span writer (:func:`_serialise_slow`), which also names a value that is not JSON.


def _make_encode() -> Callable[[Any], str]:
    """Compact, non-ASCII-keeping ``json.dumps`` without its per-call set-up.

    ``JSONEncoder.encode`` builds the C encoder (``json.encoder.c_make_encoder``) on every
    call; on thousands of small values that set-up costs more than the encoding, so the
    C encoder is built once here (markers None: tool data is a tree). Where the C encoder
    is missing or behaves differently, the plain encoder is used.
    """
    encoder = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"), allow_nan=False)
    plain = encoder.encode
    make = getattr(json.encoder, "c_make_encoder", None)
    if make is None:  # pragma: no cover - CPython always has it
        return plain
    try:
        c_encoder = make(None, encoder.default, encode_basestring, None, ":", ",",
                         False, False, False)  # fmt: skip

        def encode(value: Any) -> str:
            if type(value) is str:
                return encode_basestring(value)
            return "".join(c_encoder(value, 0))

        probe = {"a": [1, 2.5, None, True, 'é\n"x"'], "b": {"c": -0.0}}
        if encode(probe) != plain(probe):  # pragma: no cover - a different json module
            return plain
    except TypeError:  # pragma: no cover - a different c_make_encoder signature
        return plain
    return encode


_ENCODE = _make_encode()
_DESCRIPTION_KEY = '"description":"'


def _description_values(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """Spans of the string values of keys called ``description`` in ``text[start:end]``.

    In compact JSON such a key follows ``{`` or ``,`` (inside a string every quote is
    escaped, so a match there is impossible); the value ends at the next quote not escaped
    by an odd number of backslashes. The spans are a superset of the schema's description
    keywords (an object under ``default`` or ``enum`` may have such a key too): the caller
    uses them only when their number equals the keywords counted on the schema.
    """
    out: list[tuple[int, int]] = []
    find = text.find
    at = find(_DESCRIPTION_KEY, start, end)
    while at != -1:
        if text[at - 1] not in "{,":
            at = find(_DESCRIPTION_KEY, at + 1, end)
            continue
        value = at + len(_DESCRIPTION_KEY)
        close = find('"', value, end)
        while close != -1 and text[close - 1] == "\\":
            back = close - 1
            while text[back] == "\\":
                back -= 1
            if (close - 1 - back) % 2 == 0:
                break
            close = find('"', close + 1, end)
        if close == -1:  # pragma: no cover - the encoder always closes its strings
            break
        out.append((value, close))
        at = find(_DESCRIPTION_KEY, close + 1, end)
    return out


def _count_descriptions(schema: Any) -> int:
    """Number of description keywords at schema positions of ``schema``."""
    if type(schema) is not dict:
        return 0
    found = 0
    for key, value in schema.items():
        if key == "description":
            found += type(value) is str
        elif key in SUBSCHEMA_MAP_KEYWORDS and type(value) is dict:
            for sub in value.values():
                found += _count_descriptions(sub)
        elif key in SUBSCHEMA_LIST_KEYWORDS and type(value) is list:
            for sub in value:
                found += _count_descriptions(sub)
        elif key in SUBSCHEMA_KEYWORDS and type(value) is dict:
            found += _count_descriptions(value)
    return found


def _serialise_fast(item: Mapping[str, Any], format: str, schema_key: str) -> _Serialised | None:
    """Spans from one C-encoded string: field extents from the encoded lengths of the
    values, nested descriptions by :func:`_description_values` (checked by count). None when
    the item has a shape this path does not handle (the span writer does)."""
    if type(item) is not dict:
        return None
    text = _ENCODE(item)
    obj: Any = item
    position = 1  # after the tool object's "{"
    suffix = 1  # the tool object's "}"
    if format == "openai" and type(item.get("function")) is dict:
        keys = list(item)
        if keys[-1] != "function":
            return None
        head = [_ENCODE(k) + ":" + _ENCODE(v) for k, v in item.items() if k != "function"]
        position += 1 + sum(len(h) + 1 for h in head) + len('"function":')
        suffix += 1
        obj = item["function"]
    spans: list[tuple[int, int, str]] = []  # (start, end, label) of non-skeleton parts
    keys = list(obj)
    for index, (key, value) in enumerate(obj.items()):
        if type(key) is not str:
            return None
        position += (1 if index else 0) + len(encode_basestring(key)) + 1
        if key == schema_key and index == len(keys) - 1:
            end = len(text) - suffix
        else:
            end = position + len(_ENCODE(value))
        if (key == "name" or key == "description") and type(value) is str:
            spans.append((position + 1, end - 1, key))
        elif key == schema_key:
            found = _description_values(text, position, end)
            if len(found) != _count_descriptions(value):
                return None
            at = position
            for value_start, value_end in found:
                spans.append((at, value_start, "parameters"))
                spans.append((value_start, value_end, _LABEL_PARAM_DESC))
                at = value_end
            spans.append((at, end, "parameters"))
        else:
            spans.append((position, end, "other"))
        position = end
    labels: list[str] = []
    lengths: list[int] = []
    at = 0
    for start, end, label in spans:
        if start > at:
            if labels and labels[-1] == "skeleton":
                lengths[-1] += start - at
            else:
                labels.append("skeleton")
                lengths.append(start - at)
        if end > start:
            if labels and labels[-1] == label:
                lengths[-1] += end - start
            else:
                labels.append(label)
                lengths.append(end - start)
        at = max(at, end)
    if len(text) > at:
        labels.append("skeleton")
        lengths.append(len(text) - at)
    return text, labels, lengths


_Serialised = tuple[str, list[str], list[int]]


def _check_format(format: str) -> None:
    if format not in WIRE_FORMATS:
        raise FormatError(f"cannot account for format {format!r}; known: {', '.join(WIRE_FORMATS)}")


def wire_items(deck: Deck, format: str) -> list[Any]:
    """The deck's tools as sent in ``format``, one JSON item per tool (in deck order).

    Raises:
        FormatError: unknown format. ExportError: the exporter refuses a tool.
    """
    _check_format(format)
    data = export(deck, format).data
    items = data["tools"] if format == "mcp" else data
    return list(items)


def account_items(
    tools: Sequence[Tool], items: Sequence[Mapping[str, Any]], tokenizer: Tokenizer, format: str
) -> list[ToolCost]:
    """Per-field costs of exported ``items`` (``items[i]`` is ``tools[i]`` as sent).

    Raises:
        UnserialisableToolError: an item cannot be written as JSON.
    """
    out: list[ToolCost] = []
    count_segments = tokenizer.count_segments
    for tool, item in zip(tools, items, strict=True):
        text, labels, lengths = serialise_item(item, format, tool=tool.name)
        counts = count_segments(text, list(accumulate(lengths[:-1])))
        chars = dict.fromkeys(_LABELS, 0)
        tokens = chars.copy()
        for label, length, count in zip(labels, lengths, counts, strict=True):
            chars[label] += length
            tokens[label] += count
        desc = FieldCount(chars[_LABEL_PARAM_DESC], tokens[_LABEL_PARAM_DESC])
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


def account_deck(deck: Deck, tokenizer: Tokenizer, *, format: str = "openai") -> list[ToolCost]:
    """Per-field costs of every tool of ``deck`` as sent in ``format``.

    Raises:
        FormatError: unknown format. UnserialisableToolError: a tool is not plain JSON.
    """
    return account_items(deck.tools, wire_items(deck, format), tokenizer, format)


def item_tokens(items: Sequence[Mapping[str, Any]], tokenizer: Tokenizer) -> list[int]:
    """Tokens of each exported item as sent (compact JSON), without the per-field split:
    the cheap path for callers that need totals only (selection, token budgets).

    Raises:
        UnserialisableToolError: an item cannot be written as JSON.
    """
    count = tokenizer.count
    out = []
    for item in items:
        try:
            text = _ENCODE(item)
        except (TypeError, ValueError) as exc:
            name = item.get("name") or (item.get("function") or {}).get("name", "?")
            raise UnserialisableToolError(
                f"tool {name!r} cannot be serialised as JSON ({exc}); tool data must be plain "
                "JSON: strings, finite numbers, booleans, null, lists, objects with string keys"
            ) from None
        out.append(count(text))
    return out


def deck_tokens(deck: Deck, tokenizer: Tokenizer, *, format: str = "openai") -> list[int]:
    """Tokens of each tool of ``deck`` as sent in ``format``, in deck order (totals only).

    Equal to ``[tool_tokens(t, tokenizer, format=format) for t in deck]``, with one export.

    Raises:
        FormatError: unknown format. UnserialisableToolError: a tool is not plain JSON.
    """
    return item_tokens(wire_items(deck, format), tokenizer)


def tool_tokens(tool: Tool, tokenizer: Tokenizer, *, format: str = "openai") -> int:
    """Tokens of one tool as sent: compact JSON of its ``format`` item (``openai``,
    ``anthropic`` or ``mcp``), counted as one text by ``tokenizer``.

    Raises:
        FormatError: unknown format. UnserialisableToolError: the tool is not plain JSON.
    """
    item = wire_items(Deck([tool]), format)[0]
    text, _, _ = serialise_item(item, format, tool=tool.name)
    return tokenizer.count(text)


# --- OpenAI's rendering of function tools: the cookbook estimate ------------------------------

# OpenAI Cookbook, "How to count tokens with tiktoken", §"Counting tokens for chat
# completions with tool calls", function `num_tokens_for_tools`: per-model constants.
_COOKBOOK: dict[str, dict[str, int]] = {
    # gpt-4o / gpt-4o-mini (o200k_base)
    "o200k_base": {"func_init": 7, "prop_init": 3, "prop_key": 3, "enum_init": -3,
                   "enum_item": 3, "func_end": 12},
    # gpt-3.5-turbo / gpt-4 (cl100k_base)
    "cl100k_base": {"func_init": 10, "prop_init": 3, "prop_key": 3, "enum_init": -3,
                    "enum_item": 3, "func_end": 12},
}  # fmt: skip

BILLING_SOURCE = (
    "estimate after the OpenAI Cookbook 'How to count tokens with tiktoken', "
    "num_tokens_for_tools (gpt-4o constants for o200k_base, gpt-4 for cl100k_base)"
)


def openai_billing_estimate(tools: Iterable[Tool], tokenizer: Tokenizer) -> int | None:
    """Estimated prompt tokens OpenAI bills for ``tools`` in a Chat Completions request.

    Follows the cookbook's ``num_tokens_for_tools`` (see :data:`BILLING_SOURCE`): per
    function ``func_init`` + tokens of ``"{name}:{description}"`` (one trailing period
    dropped); when it has properties, ``prop_init`` and per top-level property
    ``prop_key`` + tokens of ``"{name}:{type}:{description}"`` (+ ``enum_init`` and, per
    enum value, ``enum_item`` + its tokens); ``func_end`` once for the list. Nested
    schemas, ``required`` and other keywords are not counted by that rule. A type list is
    written as JSON; a missing type or description as empty text. An estimate: OpenAI
    does not publish its rendering.

    Returns:
        The estimate in tokens, or None when ``tokenizer`` is neither ``o200k_base`` nor
        ``cl100k_base`` (the rule's constants are only known for those).
    """
    constants = _COOKBOOK.get(tokenizer.name)
    if constants is None:
        return None
    total = 0
    any_tool = False
    for tool in tools:
        any_tool = True
        total += constants["func_init"]
        description = tool.description[:-1] if tool.description.endswith(".") else tool.description
        total += tokenizer.count(f"{tool.name}:{description}")
        properties = tool.parameters
        if properties:
            total += constants["prop_init"]
            for key, sub in properties.items():
                total += constants["prop_key"]
                sub = sub if isinstance(sub, Mapping) else {}
                ptype = sub.get("type", "")
                if not isinstance(ptype, str):
                    ptype = json.dumps(ptype, separators=(",", ":"))
                pdesc = sub.get("description", "")
                pdesc = pdesc if isinstance(pdesc, str) else ""
                enum = sub.get("enum")
                if isinstance(enum, list):
                    total += constants["enum_init"]
                    for value in enum:
                        total += constants["enum_item"]
                        total += tokenizer.count(
                            value if isinstance(value, str) else json.dumps(value)
                        )
                if pdesc.endswith("."):
                    pdesc = pdesc[:-1]
                total += tokenizer.count(f"{key}:{ptype}:{pdesc}")
    if any_tool:
        total += constants["func_end"]
    return total
