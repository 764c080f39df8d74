"""The fast path of per-field accounting: one C-encoded text per tool, spans from offsets.

Each item is written once by the C JSON encoder; the extents of the tool object's values
come from fixed offsets and searches for the keys that follow them (the exporters' usual
layout, :func:`_spans_usual`) or from their encoded lengths (:func:`spans_fast`); the
nested descriptions are found in the text (:func:`_schema_spans`), accepted only when
their number equals the description keywords counted on the schema. Anything else takes
the span writer (:func:`tooldeck.cost.reference.write_spans`), which also names a value
that is not JSON. :func:`measure` does this for a whole deck at once: one split of all
texts at ``"description":"``, one vectorised tokenizer call at every field boundary, and
per-tool sums with numpy. Every shape is tested against the reference path
(tests/cost/test_fast.py).
"""

from __future__ import annotations

import json
import json.encoder
import operator
from collections.abc import Callable, Mapping, Sequence
from itertools import accumulate, compress, repeat
from json.encoder import encode_basestring, encode_basestring_ascii
from operator import contains
from typing import TYPE_CHECKING, Any, NamedTuple

from tooldeck.cost.reference import (
    LABELS,
    PROVIDER_FORMATS,
    SCHEMA_LIST_KEYWORDS,
    SCHEMA_MAP_KEYWORDS,
    SCHEMA_SINGLE_KEYWORDS,
    Serialised,
    write_spans,
)
from tooldeck.tokenizers import Tokenizer

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

__all__ = ["count_descriptions", "encode", "encode_many", "measure", "serialise_fast", "spans_fast"]


def _make_encode() -> tuple[Callable[[Any], str], Callable[[Sequence[Any]], list[str]]]:
    """Compact, non-ASCII-keeping ``json.dumps`` without its per-call set-up: for one value,
    and for many (the texts of a sequence of values, one per value).

    ``JSONEncoder.encode`` builds the C encoder (``json.encoder.c_make_encoder``) on every
    call; on thousands of small values that set-up costs more than the encoding, so the
    C encoder is built once here (markers None: tool data is a tree). Where the C encoder
    is missing or behaves differently, the plain encoder is used.
    """
    encoder = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"), allow_nan=False)
    plain = encoder.encode

    def plain_many(values: Sequence[Any]) -> list[str]:
        return list(map(plain, values))

    make = getattr(json.encoder, "c_make_encoder", None)
    if make is None:  # pragma: no cover - CPython always has it
        return plain, plain_many
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

        def encode_many(values: Sequence[Any]) -> list[str]:
            # C-level map: no Python frame per value (the C encoder returns its text as a
            # list of pieces)
            texts = list(map("".join, map(c_ascii, values, repeat(0))))
            # "\u" needs a backslash: look for it only in texts holding one (a memchr)
            for index in compress(range(len(texts)), map(contains, texts, repeat("\\"))):
                if "\\u" in texts[index]:
                    texts[index] = "".join(c_encoder(values[index], 0))
            return texts

        probe = {"a": [1, 2.5, None, True, 'é\n"x"\x7f\\u'], "b": {"c": -0.0}}
        if encode(probe) != plain(probe) or encode(probe["b"]) != plain(probe["b"]):
            return plain, plain_many  # pragma: no cover - a different json module
        if encode_many([probe, probe["b"], "é"]) != [plain(probe), plain(probe["b"]), '"é"']:
            return plain, plain_many  # pragma: no cover - a different json module
    except TypeError:  # pragma: no cover - a different c_make_encoder signature
        return plain, plain_many
    return encode, encode_many


encode, encode_many = _make_encode()
_DESCRIPTION_KEY = '"description":"'


# keyword → where its subschemas are: 1 values of an object, 2 items of a list, 3 the value
# itself, 6 a list's items or the value (``items``: draft-07 list or 2020-12 schema)
_NESTED: dict[str, int] = {
    **dict.fromkeys(SCHEMA_SINGLE_KEYWORDS, 3),
    **dict.fromkeys(SCHEMA_MAP_KEYWORDS, 1),
    **dict.fromkeys(SCHEMA_LIST_KEYWORDS, 2),
    "items": 6,
}


def count_descriptions(schema: Any) -> int:
    """Number of description keywords with string values at schema positions of
    ``schema`` (the keywords :func:`~tooldeck.cost.reference.write_spans` labels
    ``parameter_descriptions``)."""
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
                    found += count_descriptions(sub)
            elif kind != 2:
                found += count_descriptions(value)
        elif kind & 2 and type(value) is list:
            for sub in value:
                found += count_descriptions(sub)
    return found


# label ids of the fast path: positions in LABELS
_NAME, _DESCRIPTION, _PARAMETERS, _OTHER, _SKELETON, _PARAM_DESC = range(len(LABELS))
_NONE = len(LABELS)  # before a text's first span and after its last
_WIDTH = _NONE + 1
_KEY_IDS = {"name": _NAME, "description": _DESCRIPTION}
# two keys, the last "function", and this start: the first is "type" with value "function"
_OPENAI_HEAD = '{"type":"function","function":{'


def serialise_fast(item: Mapping[str, Any], format: str, schema_key: str) -> Serialised | None:
    """:func:`spans_fast` with label names (None where that path declines)."""
    spans = spans_fast(item, format, schema_key)
    if spans is None:
        return None
    text, ids, lengths = spans
    return text, [LABELS[i] for i in ids], lengths


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
        if keywords != found and count_descriptions(schema) != found:
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
    """:func:`spans_fast` for the exporters' usual layout (non-empty name and
    description, then the schema), by fixed offsets; None for any other layout."""
    keys, head, head_length, tail, schema_key_text = _USUAL[format]
    obj = item.get("function") if format == "openai" else item
    if type(obj) is not dict or tuple(obj) != keys:
        return None
    name = obj["name"]
    description = obj["description"]
    if type(name) is not str or type(description) is not str or not name or not description:
        return None
    text = encode(item)
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


def spans_fast(
    item: Mapping[str, Any], format: str, schema_key: str
) -> tuple[str, list[int], list[int]] | None:
    """Spans from one C-encoded string: field extents from the encoded lengths of the
    values, nested descriptions by :func:`_schema_spans` (checked by count).

    Returns:
        ``(text, label ids, lengths)``: label ids index ``LABELS``; consecutive spans
        have different labels and positive lengths (every value, key and quote pair is
        at least one character). None when the item has a shape this
        path does not handle (the span writer does).
    """
    if type(item) is not dict:
        return None
    usual = _spans_usual(item, format)
    if usual is not None:
        return usual
    text = encode(item)
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
                    position += len(encode(key)) + len(encode(value)) + 2  # ':' and ','
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
            end = position + len(encode(value))
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


# --- a whole deck at once -----------------------------------------------------------------------


def measure(
    items: Sequence[Mapping[str, Any]], names: Sequence[str], tokenizer: Tokenizer, format: str
) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.int64]]:
    """Characters and tokens of every item per label: ``count × len(LABELS)`` arrays whose
    columns are those of a :class:`~tooldeck.cost.table.CostTable` (``parameters``
    includes ``parameter_descriptions``).

    All items are written by the C JSON encoder and joined; the field boundaries of the
    exporters' usual layout come from one ``str.split`` of the joined text at
    ``"description":"`` (the tool's description and the schema's description keywords,
    checked by count against the schema); other layouts take :func:`spans_fast` or the
    span writer. Tokens are counted in one vectorised call
    (:meth:`~tooldeck.tokenizers.Tokenizer.tokens_before` at every field boundary).
    ``items`` is not empty; the arguments are checked by the caller.
    """
    schema_key = PROVIDER_FORMATS[format]
    texts = _encode_items(items, names, format, schema_key)
    expected = _expected_descriptions(items, texts, format)
    found = _find_descriptions(texts)
    usual = _usual_layout(items, expected, found, format, schema_key)
    boundaries = _Boundaries()
    _add_usual_boundaries(boundaries, found, usual, format)
    _add_other_boundaries(boundaries, items, names, texts, found.starts, usual, format)
    chars, tokens = boundaries.sums(tokenizer, texts)
    # parameters include the parameter descriptions
    tokens[:, _PARAMETERS] += tokens[:, _PARAM_DESC]
    chars[:, _PARAMETERS] += chars[:, _PARAM_DESC]
    return chars, tokens


def _encode_items(
    items: Sequence[Mapping[str, Any]], names: Sequence[str], format: str, schema_key: str
) -> list[str]:
    """The compact JSON of every item (the span writer raises on one that is not JSON)."""
    try:
        return encode_many(items)
    except (TypeError, ValueError):  # one is not JSON, or not a dict: one at a time
        texts = []
        for name, item in zip(names, items, strict=True):
            try:
                texts.append(encode(item))
            except (TypeError, ValueError):
                texts.append(write_spans(item, format, schema_key, name)[0])  # or raises
        return texts


def _expected_descriptions(
    items: Sequence[Mapping[str, Any]], texts: Sequence[str], format: str
) -> list[int]:
    """Per item in the usual layout, the description keys its text must hold: the tool's
    description and the schema's description keywords (top level and properties here; the
    full walk only where the text holds another number); -1 for any other layout."""
    keys, head, _, _, _ = _USUAL[format]
    wrapped = format == "openai"
    expected: list[int] = []
    append = expected.append
    for item, text_ok in zip(items, map(str.startswith, texts, repeat(head)), strict=True):
        if wrapped:  # {"type":"function","function":{…}}: the text starts with that
            if type(item) is not dict or len(item) != 2:
                append(-1)
                continue
            obj = item.get("function")
        else:
            obj = item
        if not text_ok or type(obj) is not dict or tuple(obj) != keys:
            append(-1)
            continue
        name, description, schema = obj.values()
        if type(name) is not str or type(description) is not str:
            append(-1)
            continue
        keywords = 1
        if type(schema) is dict:
            if type(schema.get("description")) is str:
                keywords = 2
            properties = schema.get("properties")
            if type(properties) is dict:
                for sub in properties.values():
                    if type(sub) is dict and type(sub.get("description")) is str:
                        keywords += 1
        append(keywords)
    return expected


class _Found(NamedTuple):
    """Every ``"description":"`` of all texts, from one split of their join."""

    starts: npt.NDArray[np.int64]  # where each text starts in the join (and the end)
    value_starts: npt.NDArray[np.int64]  # where each string value starts …
    value_lengths: npt.NDArray[np.int64]  # … its length up to its first unescaped quote
    owner: npt.NDArray[np.int64]  # the text holding it
    per_text: npt.NDArray[np.int64]  # how many each text holds


def _find_descriptions(texts: list[str]) -> _Found:
    """Where each ``"description":"`` string value of ``texts`` starts and ends."""
    import numpy as np

    count = len(texts)
    lengths = np.fromiter(map(len, texts), dtype=np.int64, count=count)
    starts = np.zeros(count + 1, dtype=np.int64)
    np.cumsum(lengths, out=starts[1:])
    # searched in a copy whose non-ASCII characters are "?" (one per character: the same
    # offsets, quotes and backslashes), so the pieces are 1-byte strings
    scan = texts
    ascii_text = list(map(str.isascii, texts))
    if not all(ascii_text):
        scan = texts.copy()
        for index in compress(range(count), map(operator.not_, ascii_text)):
            scan[index] = texts[index].encode("ascii", "replace").decode("ascii")
    joined = "".join(scan)
    parts = joined.split(_DESCRIPTION_KEY)
    values = parts[1:]
    key_length = len(_DESCRIPTION_KEY)
    value_starts = np.cumsum(np.fromiter(map(len, parts), dtype=np.int64, count=len(parts)))[:-1]
    value_starts += np.arange(1, len(parts), dtype=np.int64) * key_length
    value_lengths = np.fromiter(map(str.find, values, repeat('"')), np.int64, len(values))
    if "\\" in joined:  # where a value may hold an escaped quote, the careful search
        for index in compress(range(len(values)), map(contains, values, repeat("\\"))):
            value_lengths[index] = _closing_quote(values[index])
    owner = np.searchsorted(starts, value_starts, side="right") - 1
    return _Found(starts, value_starts, value_lengths, owner, np.bincount(owner, minlength=count))


def _usual_layout(
    items: Sequence[Mapping[str, Any]],
    expected: list[int],
    found: _Found,
    format: str,
    schema_key: str,
) -> npt.NDArray[np.bool_]:
    """Which items are in the usual layout with exactly the expected description keys."""
    import numpy as np

    # a description key of compact JSON is a key "description" with a string value (a
    # quote inside a string is escaped), so the keys found include the tool's description
    # and every keyword; the same number means they are exactly those, in text order
    usual: npt.NDArray[np.bool_] = np.array(expected, dtype=np.int64) == found.per_text
    for index in np.flatnonzero(~usual).tolist():
        if expected[index] >= 0:
            item = items[index]
            obj = item["function"] if format == "openai" else item
            usual[index] = 1 + count_descriptions(obj[schema_key]) == found.per_text[index]
    lengths = found.value_lengths
    if len(lengths) and int(lengths.min()) < 0:  # pragma: no cover - not compact JSON
        usual[np.unique(found.owner[lengths < 0])] = False
    return usual


class _Boundaries:
    """Field boundaries: (position in the join, tool, label of the span ending there, label
    of the span starting there); a text's start ends and its end starts no span (_NONE)."""

    def __init__(self) -> None:
        self.positions: list[Any] = []
        self.owners: list[Any] = []
        self.ending: list[Any] = []
        self.starting: list[Any] = []

    def add(self, at: Any, owners: Any, end_label: int, start_label: int) -> None:
        import numpy as np

        self.positions.append(at)
        self.owners.append(owners)
        self.ending.append(np.full(len(at), end_label, dtype=np.int64))
        self.starting.append(np.full(len(at), start_label, dtype=np.int64))

    def add_spans(self, index: int, start: int, ids: list[int], lengths: list[int]) -> None:
        """The consecutive spans of text ``index``, which starts at ``start`` in the join."""
        import numpy as np

        self.positions.append(start + np.array([0, *accumulate(lengths)]))
        self.owners.append(np.full(len(ids) + 1, index, dtype=np.int64))
        self.ending.append(np.array([_NONE, *ids], dtype=np.int64))
        self.starting.append(np.array([*ids, _NONE], dtype=np.int64))

    def sums(
        self, tokenizer: Tokenizer, texts: list[str]
    ) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.int64]]:
        """Characters and tokens per text and label: the sum over its spans of (value at
        the end − value at the start), tokens from one call at every boundary."""
        import numpy as np

        count = len(texts)
        at = np.concatenate(self.positions)
        before = np.asarray(tokenizer.tokens_before(texts, at), dtype=np.int64)
        row = np.concatenate(self.owners) * _WIDTH
        slots = np.concatenate(
            [row + np.concatenate(self.ending), row + np.concatenate(self.starting)]
        )
        size = count * _WIDTH
        tokens = np.bincount(slots, weights=np.concatenate([before, -before]), minlength=size)
        chars = np.bincount(slots, weights=np.concatenate([at, -at]), minlength=size)
        # exact: the weights are integers
        return (
            chars.reshape(count, _WIDTH)[:, :_NONE].astype(np.int64),
            tokens.reshape(count, _WIDTH)[:, :_NONE].astype(np.int64),
        )


def _add_usual_boundaries(
    boundaries: _Boundaries, found: _Found, usual: npt.NDArray[np.bool_], format: str
) -> None:
    """The boundaries of the items in the usual layout: fixed offsets around the tool's
    description (the first one found in each text) and the nested descriptions."""
    import numpy as np

    _, _, head_length, tail, schema_key_text = _USUAL[format]
    tools_usual = np.flatnonzero(usual)
    first = (np.cumsum(found.per_text) - found.per_text)[tools_usual]  # the tool's description
    text_start = found.starts[tools_usual]
    text_end = found.starts[tools_usual + 1]
    value_ends = found.value_starts + found.value_lengths
    description_start = found.value_starts[first]
    description_end = value_ends[first]
    for at, end_label, start_label in (
        (text_start, _NONE, _SKELETON),
        (text_start + head_length, _SKELETON, _NAME),
        (description_start - _MIDDLE, _NAME, _SKELETON),
        (description_start, _SKELETON, _DESCRIPTION),
        (description_end, _DESCRIPTION, _SKELETON),
        (description_end + len(schema_key_text), _SKELETON, _PARAMETERS),
        (text_end - tail, _PARAMETERS, _SKELETON),
        (text_end, _SKELETON, _NONE),
    ):
        boundaries.add(at, tools_usual, end_label, start_label)
    nested = usual[found.owner]
    nested[first] = False
    boundaries.add(found.value_starts[nested], found.owner[nested], _PARAMETERS, _PARAM_DESC)
    boundaries.add(value_ends[nested], found.owner[nested], _PARAM_DESC, _PARAMETERS)


def _add_other_boundaries(
    boundaries: _Boundaries,
    items: Sequence[Mapping[str, Any]],
    names: Sequence[str],
    texts: list[str],
    starts: npt.NDArray[np.int64],
    usual: npt.NDArray[np.bool_],
    format: str,
) -> None:
    """The boundaries of the other items: the spans of :func:`spans_fast`, or of the span
    writer where it declines."""
    import numpy as np

    schema_key = PROVIDER_FORMATS[format]
    for index in np.flatnonzero(~usual).tolist():
        item = items[index]
        try:
            spans = spans_fast(item, format, schema_key)
        except (TypeError, ValueError):
            spans = None
        if spans is None:
            text, labels, lengths = write_spans(item, format, schema_key, names[index])
            ids = [LABELS.index(label) for label in labels]
        else:
            text, ids, lengths = spans
        if text != texts[index]:  # pragma: no cover - both are the compact JSON
            raise AssertionError(f"tool {names[index]!r}: two serialisations differ")
        boundaries.add_spans(index, int(starts[index]), ids, lengths)


def _closing_quote(text: str) -> int:
    """Offset of the first unescaped ``"`` of ``text`` (the rest of a JSON string), or -1."""
    end = text.find('"')
    while end > 0 and text[end - 1] == "\\":
        back = end - 1
        while back > 0 and text[back - 1] == "\\":
            back -= 1
        if (end - back) % 2 == 0:  # an even run of backslashes: the quote is not escaped
            break
        end = text.find('"', end + 1)
    return end
