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
from functools import partial
from itertools import accumulate
from json.encoder import encode_basestring, encode_basestring_ascii
from typing import Any, NamedTuple

from tooldeck.cost.tokenizers import BpeTokenizer, Tokenizer
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
    "account_items_reference",
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
# from fixed offsets and searches for the keys that follow them (the exporters' usual
# layout, :func:`_spans_usual`) or from their encoded lengths (:func:`_spans_fast`); the
# nested descriptions are found in the text (:func:`_schema_spans`), accepted only when
# their number equals the description keywords counted on the schema. Anything else takes
# the span writer (:func:`_serialise_slow`), which also names a value that is not JSON.
# Every shape is tested against the span writer (tests/test_cost_fast_path.py).


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
        # the ASCII-escaping encoder is faster; its text is the same wherever it wrote no
        # "\u" escape (it escapes just the non-ASCII characters and DEL beyond the other;
        # a literal backslash is written "\\", so "\u" may also appear: then re-encoded)
        c_ascii = make(None, encoder.default, encode_basestring_ascii, None, ":", ",",
                       False, False, False)  # fmt: skip

        def encode(value: Any) -> str:
            if type(value) is str:
                return encode_basestring(value)
            text = "".join(c_ascii(value, 0))
            if "\\u" in text:
                return "".join(c_encoder(value, 0))
            return text

        probe = {"a": [1, 2.5, None, True, 'é\n"x"\x7f\\u'], "b": {"c": -0.0}}
        if encode(probe) != plain(probe) or encode(probe["b"]) != plain(probe["b"]):
            return plain  # pragma: no cover - a different json module
    except TypeError:  # pragma: no cover - a different c_make_encoder signature
        return plain
    return encode


_ENCODE = _make_encode()
_DESCRIPTION_KEY = '"description":"'


# keyword → where its subschemas are: 1 values of an object, 2 items of a list, 3 the value
# itself, 6 a list's items or the value (``items``: draft-07 list or 2020-12 schema)
_NESTED: dict[str, int] = {
    **dict.fromkeys(SUBSCHEMA_KEYWORDS, 3),
    **dict.fromkeys(SUBSCHEMA_MAP_KEYWORDS, 1),
    **dict.fromkeys(SUBSCHEMA_LIST_KEYWORDS, 2),
    "items": 6,
}


def _count_descriptions(schema: Any) -> int:
    """Number of description keywords with string values at schema positions of
    ``schema`` (the keywords :func:`_serialise_slow` labels ``parameter_descriptions``)."""
    if type(schema) is not dict:
        return 0
    found = 0
    nested = _NESTED.get
    for key, value in schema.items():
        if key == "description":
            found += type(value) is str
            continue
        kind = nested(key)
        if kind is None:
            continue
        if type(value) is dict:
            if kind == 1:
                for sub in value.values():
                    found += _count_descriptions(sub)
            elif kind != 2:
                found += _count_descriptions(value)
        elif kind & 2 and type(value) is list:
            for sub in value:
                found += _count_descriptions(sub)
    return found


# label ids of the fast path: positions in _LABELS
_NAME, _DESCRIPTION, _PARAMETERS, _OTHER, _SKELETON, _PARAM_DESC = range(len(_LABELS))
_KEY_IDS = {"name": _NAME, "description": _DESCRIPTION}
# two keys, the last "function", and this start: the first is "type" with value "function"
_OPENAI_HEAD = '{"type":"function","function":{'


def _serialise_fast(item: Mapping[str, Any], format: str, schema_key: str) -> _Serialised | None:
    """:func:`_spans_fast` with label names (None where that path declines)."""
    spans = _spans_fast(item, format, schema_key)
    if spans is None:
        return None
    text, ids, lengths = spans
    return text, [_LABELS[i] for i in ids], lengths


def _schema_spans(
    text: str, schema: Any, start: int, end: int, ids: list[int], lengths: list[int]
) -> bool:
    """Append the spans of the schema value ``text[start:end]``: ``parameters`` with the
    description keywords' text as ``parameter_descriptions``. False when the text has a
    ``description`` key that is not a keyword (the caller declines)."""
    # Every '"description":"' in compact JSON is a key "description" with a string value
    # (a quote inside a string is escaped, and no letter follows a closing quote); the
    # keywords are among them: the same number means they are exactly the keywords.
    # Counted cheaply first on the top-level properties (all keywords), then walking all.
    found = text.count(_DESCRIPTION_KEY, start, end)
    at = start
    if found:
        keywords = -1
        if type(schema) is dict:
            properties = schema.get("properties")
            if type(properties) is dict:
                keywords = type(schema.get("description")) is str
                for sub in properties.values():
                    if type(sub) is dict and type(sub.get("description")) is str:
                        keywords += 1
        if keywords != found and _count_descriptions(schema) != found:
            return False
        find = text.find
        value_end = start
        for _ in range(found):
            value_start = find(_DESCRIPTION_KEY, value_end, end) + len(_DESCRIPTION_KEY)
            value_end = find('"', value_start, end)
            while text[value_end - 1] == "\\":  # escaped by an odd run of backslashes?
                back = value_end - 1
                while text[back - 1] == "\\":
                    back -= 1
                if (value_end - back) % 2 == 0:
                    break
                value_end = find('"', value_end + 1, end)
            if value_end > value_start:  # an empty description stays in parameters
                ids += (_PARAMETERS, _PARAM_DESC)
                lengths += (value_start - at, value_end - value_start)
                at = value_end
    ids.append(_PARAMETERS)  # at least the closing quote, brace or bracket
    lengths.append(end - at)
    return True


# The usual layout, {"name":…,"description":…,<schema key>:…} (OpenAI's wrapped in
# {"type":"function","function":…}): format → (keys of the tool object, text up to the name
# value, its length, characters after the schema, text between description and schema)
_USUAL: dict[str, tuple[tuple[str, str, str], str, int, int, str]] = {
    format: (("name", "description", key), head, len(head), tail, f'","{key}":')
    for format, key, head, tail in (
        ("openai", "parameters", _OPENAI_HEAD + '"name":"', 2),
        ("anthropic", "input_schema", '{"name":"', 1),
        ("mcp", "inputSchema", '{"name":"', 1),
    )
}
_MIDDLE_TEXT = '","description":"'
_MIDDLE = len(_MIDDLE_TEXT)


def _spans_usual(item: dict[str, Any], format: str) -> tuple[str, list[int], list[int]] | None:
    """:func:`_spans_fast` for the exporters' usual layout (non-empty name and
    description, then the schema), by fixed offsets; None for any other layout."""
    keys, head, head_length, tail, schema_key_text = _USUAL[format]
    obj = item.get("function") if format == "openai" else item
    if type(obj) is not dict or tuple(obj) != keys:
        return None
    name = obj["name"]
    description = obj["description"]
    if type(name) is not str or type(description) is not str or not name or not description:
        return None
    text = _ENCODE(item)
    if not text.startswith(head) or (format == "openai" and len(item) != 2):
        return None
    # a string holds no unescaped quote: the first '","description":"' ends the name and
    # the first '","<schema key>":' the description
    name_end = text.find(_MIDDLE_TEXT, head_length)
    description_start = name_end + _MIDDLE
    schema_start = text.find(schema_key_text, description_start) + len(schema_key_text)
    ids = [_SKELETON, _NAME, _SKELETON, _DESCRIPTION, _SKELETON]
    lengths = [
        head_length,
        name_end - head_length,
        _MIDDLE,
        schema_start - len(schema_key_text) - description_start,
        len(schema_key_text),
    ]
    end = len(text) - tail
    if not _schema_spans(text, obj[keys[2]], schema_start, end, ids, lengths):
        return None
    ids.append(_SKELETON)
    lengths.append(tail)
    return text, ids, lengths


def _spans_fast(
    item: Mapping[str, Any], format: str, schema_key: str
) -> tuple[str, list[int], list[int]] | None:
    """Spans from one C-encoded string: field extents from the encoded lengths of the
    values, nested descriptions by :func:`_schema_spans` (checked by count).

    Returns:
        ``(text, label ids, lengths)``: label ids index ``_LABELS``; consecutive spans
        have different labels and positive lengths (every value, key and quote pair is
        at least one character). None when the item has a shape this
        path does not handle (the span writer does).
    """
    if type(item) is not dict:
        return None
    usual = _spans_usual(item, format)
    if usual is not None:
        return usual
    text = _ENCODE(item)
    obj: Any = item
    position = 1  # after the tool object's "{"
    suffix = 1  # the tool object's "}"
    if format == "openai" and type(item.get("function")) is dict:
        if next(reversed(item)) != "function":
            return None
        if len(item) == 2 and text.startswith(_OPENAI_HEAD):  # the exporter's wrapper
            position = len(_OPENAI_HEAD)
        else:
            for key, value in item.items():
                if key != "function":
                    position += len(_ENCODE(key)) + len(_ENCODE(value)) + 2  # ':' and ','
            position += 12  # '"function":' and the tool object's '{'
        suffix = 2
        obj = item["function"]
    ids: list[int] = []
    lengths: list[int] = []
    at = 0  # end of the last span emitted
    last = len(obj) - 1
    for index, (key, value) in enumerate(obj.items()):
        if type(key) is not str:
            return None
        position += (1 if index else 0) + len(encode_basestring(key)) + 1
        if key == schema_key and index == last:
            end = len(text) - suffix
        elif type(value) is str:
            end = position + len(encode_basestring(value))
        else:
            end = position + len(_ENCODE(value))
        label = _KEY_IDS.get(key) if type(value) is str else None
        if label is not None:
            if end - 2 > position:  # not empty: skeleton up to its opening quote, the text
                ids += (_SKELETON, label)
                lengths += (position + 1 - at, end - 2 - position)
                at = end - 1
        elif key == schema_key:
            ids.append(_SKELETON)
            lengths.append(position - at)
            if not _schema_spans(text, value, position, end, ids, lengths):
                return None
            at = end
        else:
            ids.append(_SKELETON)
            lengths.append(position - at)
            if end > position:
                ids.append(_OTHER)
                lengths.append(end - position)
            at = end
        position = end
    if len(text) > at:
        ids.append(_SKELETON)
        lengths.append(len(text) - at)
    return text, ids, lengths


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

    All items are serialised first, then tokenized in one call of
    :meth:`~tooldeck.cost.tokenizers.Tokenizer.count_segments_many` (vectorised for the
    BPE tokenizers), and the per-field sums are taken with numpy over all tools at once.
    The numbers are those of :func:`account_items_reference` (the one-tool-at-a-time
    version, kept as the test oracle).

    Raises:
        UnserialisableToolError: an item cannot be written as JSON.
    """
    import numpy as np

    schema_key = WIRE_FORMATS[format]
    texts: list[str] = []
    ids: list[int] = []
    lengths: list[int] = []
    spans: list[int] = []
    for tool, item in zip(tools, items, strict=True):
        try:
            found = _spans_usual(item, format) if type(item) is dict else None
            if found is None:
                found = _spans_fast(item, format, schema_key)
        except (TypeError, ValueError):
            found = None
        if found is None:
            text, labels, parts = _serialise_slow(item, format, schema_key, tool.name)
            ids += [_LABELS.index(label) for label in labels]
        else:
            text, tool_ids, parts = found
            ids += tool_ids
        texts.append(text)
        lengths += parts
        spans.append(len(parts))
    if not texts:
        return []
    segment_lengths = np.array(lengths, dtype=np.int64)
    if isinstance(tokenizer, BpeTokenizer):
        counts = tokenizer.segment_counts_array(texts, segment_lengths, spans)
    else:
        at = 0
        nested = []
        for count in spans:
            nested.append(lengths[at : at + count])
            at += count
        counts = np.array(tokenizer.count_segments_many(texts, nested), dtype=np.int64)
    width = len(_LABELS)
    slot = np.repeat(np.arange(0, len(texts) * width, width, dtype=np.int64), spans)
    slot += np.array(ids, dtype=np.int64)
    size = len(texts) * width
    tokens = np.bincount(slot, weights=counts, minlength=size).astype(np.int64)
    chars = np.bincount(slot, weights=segment_lengths, minlength=size).astype(np.int64)
    # parameters include the parameter descriptions
    tokens = tokens.reshape(-1, width)
    chars = chars.reshape(-1, width)
    tokens[:, _PARAMETERS] += tokens[:, _PARAM_DESC]
    chars[:, _PARAMETERS] += chars[:, _PARAM_DESC]
    totals: list[int] = tokens[:, :_PARAM_DESC].sum(axis=1).tolist()
    # one FieldCount column per label, built by C-level map over (characters, tokens)
    new = partial(tuple.__new__, FieldCount)
    columns = [
        list(map(new, zip(c, t, strict=True)))
        for c, t in zip(chars.T.tolist(), tokens.T.tolist(), strict=True)
    ]
    fields = [
        {"name": a, "description": b, "parameters": p, "other": o, "skeleton": k}
        for a, b, p, o, k in zip(*columns[:_PARAM_DESC], strict=True)
    ]
    return list(
        map(
            ToolCost,
            [tool.name for tool in tools],
            [tool.group for tool in tools],
            map(len, texts),
            totals,
            fields,
            columns[_PARAM_DESC],
        )
    )


def account_items_reference(
    tools: Sequence[Tool], items: Sequence[Mapping[str, Any]], tokenizer: Tokenizer, format: str
) -> list[ToolCost]:
    """:func:`account_items` one tool at a time, in plain Python: the span writer's
    serialisation (:func:`serialise_item`), one :meth:`Tokenizer.count_segments` call per
    tool, per-field sums in a dict. Slower; the oracle the fast path is tested against.

    Raises:
        UnserialisableToolError: an item cannot be written as JSON.
    """
    out: list[ToolCost] = []
    count_segments = tokenizer.count_segments
    for tool, item in zip(tools, items, strict=True):
        text, labels, lengths = _serialise_slow(item, format, WIRE_FORMATS[format], tool.name)
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
