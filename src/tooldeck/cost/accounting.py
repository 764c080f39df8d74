"""Per-field accounting: characters and tokens of each tool as it is sent.

A tool is exported with tooldeck's own exporter for the chosen provider format
(:func:`tooldeck.formats.export`: ``openai`` Chat Completions ``tools`` items,
``anthropic`` Messages ``tools`` items, ``mcp`` ``tools/list`` items) and serialised as
compact JSON (``separators=(",", ":")``, non-ASCII characters kept as they are). The
serialisation is cut into labelled character spans, and the whole string is tokenized
once (:meth:`~tooldeck.tokenizers.Tokenizer.count_segments`): each token goes to the
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

import dataclasses
import json
import json.encoder
import operator
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from itertools import accumulate, compress, repeat
from json.encoder import encode_basestring, encode_basestring_ascii
from operator import contains
from typing import TYPE_CHECKING, Any, NamedTuple, overload

from tooldeck.errors import FormatError, ToolDeckError
from tooldeck.formats import export
from tooldeck.tokenizers import Tokenizer, resolve_tokenizer
from tooldeck.tool import Deck, Tool

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

__all__ = [
    "COLUMNS",
    "FIELDS",
    "WIRE_FORMATS",
    "CostTable",
    "FieldCount",
    "GroupTotal",
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


# ToolCost's slot descriptors, in the order of its fields (CostTable.__iter__ fills them)
_TOOL_COST_SLOTS: tuple[Any, ...] = tuple(
    getattr(ToolCost, f.name) for f in dataclasses.fields(ToolCost)
)


COLUMNS: tuple[str, ...] = (*FIELDS, "parameter_descriptions")
"""The per-field columns of a :class:`CostTable`: :data:`FIELDS`, then
``parameter_descriptions`` (the part of ``parameters`` that is description text)."""

_MEASURES = ("characters", "tokens")


class GroupTotal(NamedTuple):
    """Tools, characters and tokens of one group of a :class:`CostTable` (immutable)."""

    tools: int
    characters: int
    tokens: int


def _count_array(label: str, values: npt.ArrayLike, names: Sequence[str]) -> npt.NDArray[np.int64]:
    """``values`` as a new read-only ``int64`` array of shape ``(count, len(COLUMNS))``,
    checked: integers only (no conversion of floats, strings or booleans), none negative,
    ``parameter_descriptions`` at most ``parameters`` in every row."""
    import numpy as np

    count = len(names)
    width = len(COLUMNS)
    try:
        given = np.asarray(values)
    except ValueError:  # ragged nested lists
        raise ValueError(
            f"{label} must be a rectangular table of whole numbers, shape ({count}, {width})"
        ) from None
    if given.size and (given.dtype.kind not in "iu"):
        kind = {"f": "floats", "U": "strings", "S": "bytes", "b": "booleans", "O": "objects"}
        raise ValueError(
            f"{label} must hold whole numbers (ints), got "
            f"{kind.get(given.dtype.kind, given.dtype.name)}; nothing is converted"
        )
    if given.dtype.kind == "u" and given.size and int(given.max()) > np.iinfo(np.int64).max:
        raise ValueError(f"{label} holds a number larger than int64 can hold")
    if given.size == 0 and count == 0:
        given = given.reshape(0, width)
    array = np.array(given, dtype=np.int64, copy=True, ndmin=2)
    if array.shape != (count, width):
        raise ValueError(
            f"{label} must have shape ({count}, {width}): one row per tool, one column per "
            f"entry of COLUMNS ({', '.join(COLUMNS)}); got {np.shape(given)}"
        )
    if count:
        if int(array.min()) < 0:
            row = int(np.flatnonzero((array < 0).any(axis=1))[0])
            raise ValueError(f"{label} must not be negative (tool {row}, {names[row]!r})")
        over = np.flatnonzero(array[:, width - 1] > array[:, COLUMNS.index("parameters")])
        if len(over):
            row = int(over[0])
            raise ValueError(
                f"{label} of tool {row} ({names[row]!r}): parameter_descriptions "
                f"({int(array[row, width - 1])}) larger than parameters "
                f"({int(array[row, COLUMNS.index('parameters')])}), which include them"
            )
    array.flags.writeable = False
    return array


class CostTable(Sequence[ToolCost]):
    """What every tool of a deck costs as sent: an immutable sequence of :class:`ToolCost`
    (what :func:`account_items` and :func:`account_deck` return).

    The numbers are kept in two ``int64`` arrays of shape ``(tools, len(COLUMNS))``
    (characters and tokens per tool and per :data:`COLUMNS` entry; ``parameters``
    includes ``parameter_descriptions``); a :class:`ToolCost` is built when an element is
    read (``table[i]``, iteration), so a caller that needs sums only can use the
    vectorised aggregates (:meth:`field_totals`, :meth:`group_totals`, :meth:`column`,
    :meth:`heaviest`, :attr:`total_tokens`) without building one object per tool.

    It compares equal to a list or tuple of the same :class:`ToolCost` values in the same
    order (and to another table with the same numbers); slicing gives a table. It cannot
    be changed: the arrays are read-only and every read builds new objects. It pickles
    (any protocol) and copies (``copy.copy``, ``copy.deepcopy``) to an equal, equally
    read-only table: both go through the constructor with the table's own arguments.

    Args (constructor):
        names, groups: one per tool (a group may be None).
        characters, tokens: integers, shape ``(len(names), len(COLUMNS))``: per tool and
            per :data:`COLUMNS` entry (``parameters`` includes ``parameter_descriptions``,
            which is therefore never larger). An integer array or nested lists of ints;
            floats, strings or booleans are refused, not converted.

    Raises (constructor):
        ValueError: arrays of the wrong shape, values that are not integers, negative
            numbers, ``parameter_descriptions`` larger than ``parameters``, or names and
            groups of another length.
    """

    __slots__ = ("_characters", "_groups", "_names", "_tokens")

    def __init__(
        self,
        names: Sequence[str],
        groups: Sequence[str | None],
        characters: npt.ArrayLike,
        tokens: npt.ArrayLike,
    ) -> None:
        count = len(names)
        if len(groups) != count:
            raise ValueError(f"{count} names but {len(groups)} groups")
        chars = _count_array("characters", characters, names)
        toks = _count_array("tokens", tokens, names)
        set_slot = object.__setattr__  # __setattr__ below refuses
        set_slot(self, "_names", tuple(names))
        set_slot(self, "_groups", tuple(groups))
        set_slot(self, "_characters", chars)
        set_slot(self, "_tokens", toks)

    def __reduce__(self) -> tuple[type[CostTable], tuple[Any, ...]]:
        # pickle and copy through the constructor (the slots refuse to be set afterwards)
        return (CostTable, (self._names, self._groups, self._characters, self._tokens))

    _names: tuple[str, ...]
    _groups: tuple[str | None, ...]
    _characters: npt.NDArray[np.int64]
    _tokens: npt.NDArray[np.int64]

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"a CostTable is read-only (cannot set {name!r})")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"a CostTable is read-only (cannot delete {name!r})")

    # --- the sequence ------------------------------------------------------------------------
    def __len__(self) -> int:
        return len(self._names)

    @overload
    def __getitem__(self, index: int) -> ToolCost: ...

    @overload
    def __getitem__(self, index: slice) -> CostTable: ...

    def __getitem__(self, index: int | slice) -> ToolCost | CostTable:
        if isinstance(index, slice):
            return self._take(index)
        try:
            at = operator.index(index)
        except TypeError:
            raise TypeError(
                f"CostTable indices must be integers or slices, not {type(index).__name__}"
            ) from None
        count = len(self._names)
        if not -count <= at < count:
            raise IndexError(
                f"CostTable index {at} out of range for {count} tool{'s' if count != 1 else ''}"
            )
        at %= count
        chars = self._characters[at].tolist()
        tokens = self._tokens[at].tolist()
        width = len(FIELDS)
        return ToolCost(
            self._names[at],
            self._groups[at],
            sum(chars[:width]),
            sum(tokens[:width]),
            {f: FieldCount(c, t) for f, c, t in zip(FIELDS, chars, tokens, strict=False)},
            FieldCount(chars[width], tokens[width]),
        )

    def __iter__(self) -> Iterator[ToolCost]:
        # all objects at once, by C-level maps (no Python frame per object): FieldCounts
        # from (characters, tokens) pairs, and ToolCosts filled through their slots, as
        # the frozen dataclass's own __init__ does (object.__setattr__ per field)
        width = len(FIELDS)
        columns = [
            list(map(tuple.__new__, repeat(FieldCount), zip(c, t, strict=True)))
            for c, t in zip(self._characters.T.tolist(), self._tokens.T.tolist(), strict=True)
        ]
        fields = [
            {"name": a, "description": b, "parameters": p, "other": o, "skeleton": k}
            for a, b, p, o, k in zip(*columns[:width], strict=True)
        ]
        costs = list(map(object.__new__, repeat(ToolCost, len(self._names))))
        for slot, values in zip(
            _TOOL_COST_SLOTS,
            (
                self._names,
                self._groups,
                self._characters[:, :width].sum(axis=1).tolist(),
                self._tokens[:, :width].sum(axis=1).tolist(),
                fields,
                columns[width],
            ),
            strict=True,
        ):
            deque(map(slot.__set__, costs, values), maxlen=0)
        return iter(costs)

    def __reversed__(self) -> Iterator[ToolCost]:
        return iter(self[::-1])

    def __eq__(self, other: object) -> bool:
        import numpy as np

        if isinstance(other, CostTable):
            return (
                self._names == other._names
                and self._groups == other._groups
                and np.array_equal(self._characters, other._characters)
                and np.array_equal(self._tokens, other._tokens)
            )
        if isinstance(other, (list, tuple)):
            return len(other) == len(self) and all(a == b for a, b in zip(self, other, strict=True))
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]  # equal to lists, which are unhashable

    def __repr__(self) -> str:
        return (
            f"<CostTable: {len(self)} tools, {self.total_characters} characters, "
            f"{self.total_tokens} tokens>"
        )

    # --- aggregates ----------------------------------------------------------------------
    @property
    def names(self) -> tuple[str, ...]:
        """The tools' names, in order."""
        return self._names

    @property
    def groups(self) -> tuple[str | None, ...]:
        """The tools' groups (None: none), in order."""
        return self._groups

    @property
    def total_characters(self) -> int:
        """Characters of all tools (each serialised on its own)."""
        return int(self._characters[:, : len(FIELDS)].sum())

    @property
    def total_tokens(self) -> int:
        """Tokens of all tools (each counted on its own): the deck's total."""
        return int(self._tokens[:, : len(FIELDS)].sum())

    def column(self, part: str = "total", measure: str = "tokens") -> npt.NDArray[np.int64]:
        """One number per tool, as a read-only ``int64`` array of length ``len(self)``.

        Args:
            part: an entry of :data:`COLUMNS`, or ``total`` (the whole tool).
            measure: ``tokens`` or ``characters``.

        Raises:
            ValueError: an unknown part or measure (the message lists the known ones).
        """
        if measure not in _MEASURES:
            raise ValueError(f"unknown measure {measure!r}; known: {', '.join(_MEASURES)}")
        array = self._tokens if measure == "tokens" else self._characters
        if part == "total":
            out: npt.NDArray[np.int64] = array[:, : len(FIELDS)].sum(axis=1)
            out.flags.writeable = False
            return out
        if part not in COLUMNS:
            raise ValueError(f"unknown part {part!r}; known: {', '.join(COLUMNS)}, total")
        view: npt.NDArray[np.int64] = array[:, COLUMNS.index(part)]
        return view  # a view of a read-only array: read-only

    def field_totals(self) -> dict[str, FieldCount]:
        """Characters and tokens per entry of :data:`COLUMNS`, summed over the tools
        (the :data:`FIELDS` entries sum to the totals)."""
        chars = self._characters.sum(axis=0).tolist()
        tokens = self._tokens.sum(axis=0).tolist()
        return {name: FieldCount(c, t) for name, c, t in zip(COLUMNS, chars, tokens, strict=True)}

    def group_totals(self) -> dict[str | None, GroupTotal]:
        """Tools, characters and tokens per group, groups in order of first appearance."""
        import numpy as np

        index: dict[str | None, int] = {}
        codes = np.fromiter(
            (index.setdefault(g, len(index)) for g in self._groups),
            dtype=np.int64,
            count=len(self._groups),
        )
        size = len(index)
        tools = np.bincount(codes, minlength=size).tolist()
        chars = np.bincount(codes, weights=self.column("total", "characters"), minlength=size)
        tokens = np.bincount(codes, weights=self.column("total", "tokens"), minlength=size)
        return {
            group: GroupTotal(tools[at], int(chars[at]), int(tokens[at]))
            for group, at in index.items()
        }

    def heaviest(
        self, count: int | None = None, *, by: str = "total", measure: str = "tokens"
    ) -> CostTable:
        """The tools sorted by ``measure`` of part ``by``, heaviest first, ties in table
        order; the first ``count`` (all when None or larger than the table).

        Args:
            count: how many tools, a whole number ≥ 0, or None for all.
            by: an entry of :data:`COLUMNS` (``name``, ``description``, ``parameters``,
                ``other``, ``skeleton``, ``parameter_descriptions``) or ``total`` (the
                whole tool).
            measure: ``tokens`` (default) or ``characters``.

        Raises:
            TypeError: ``count`` is not a whole number (``2.5``, ``"2"``, True).
            ValueError: a negative count, an unknown part or measure (the message lists
                the known ones).
        """
        import numpy as np

        if count is not None:
            if isinstance(count, bool) or not isinstance(count, (int, np.integer)):
                raise TypeError(
                    f"count must be a whole number ≥ 0 or None, got {type(count).__name__} "
                    f"{count!r}"
                )
            if count < 0:
                raise ValueError(f"count must be a whole number ≥ 0 or None, got {count}")
            count = int(count)
        if by in _MEASURES and by not in COLUMNS:
            raise ValueError(
                f"by names a part ({', '.join(COLUMNS)}, total), not a measure; to rank by "
                f"{by} give measure={by!r} (e.g. heaviest(n, by='total', measure={by!r}))"
            )
        order = np.argsort(-self.column(by, measure), kind="stable")
        return self._take(order[:count])

    def to_json(self) -> list[dict[str, Any]]:
        """Every tool's :meth:`ToolCost.to_json`, in order."""
        return [cost.to_json() for cost in self]

    def _take(self, which: slice | npt.NDArray[np.intp]) -> CostTable:
        import numpy as np

        if isinstance(which, slice):
            try:
                which = slice(*(None if v is None else operator.index(v)
                                for v in (which.start, which.stop, which.step)))  # fmt: skip
            except TypeError:
                raise TypeError("CostTable slice indices must be integers or None") from None
            if which.step == 0:
                raise ValueError("CostTable slice step cannot be zero")
        rows = np.arange(len(self._names))[which]
        names = self._names
        groups = self._groups
        return CostTable(
            [names[i] for i in rows.tolist()],
            [groups[i] for i in rows.tolist()],
            self._characters[rows],
            self._tokens[rows],
        )


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
        FormatError: unknown format.
    """
    _check_format(format)
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


_ENCODE, _ENCODE_MANY = _make_encode()
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
_NONE = len(_LABELS)  # before a text's first span and after its last
_WIDTH = _NONE + 1
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
    if not isinstance(format, str) or format not in WIRE_FORMATS:
        raise FormatError(f"cannot account for format {format!r}; known: {', '.join(WIRE_FORMATS)}")


def _check_deck(deck: object) -> None:
    if not isinstance(deck, Deck):
        raise TypeError(
            f"deck must be a tooldeck Deck (Deck(tools), load_deck(path), load(source).deck), "
            f"got {type(deck).__name__}; for exported items use account_items / item_tokens"
        )


def _check_items(items: Sequence[Any], tools: Sequence[Any] | None, format: str | None) -> None:
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
    tools: Sequence[Tool],
    items: Sequence[Mapping[str, Any]],
    tokenizer: Tokenizer | str,
    format: str,
) -> CostTable:
    """Per-field costs of exported ``items`` (``items[i]`` is ``tools[i]`` as sent).

    All items are written by the C JSON encoder and joined; the field boundaries of the
    exporters' usual layout come from one ``str.split`` of the joined text at
    ``"description":"`` (the tool's description and the schema's description keywords,
    checked by count against the schema); other layouts take :func:`_spans_fast` or the
    span writer. Tokens are counted in one vectorised call
    (:meth:`~tooldeck.tokenizers.Tokenizer.tokens_before` at every field boundary) and
    summed per tool and field with numpy. The numbers are those of
    :func:`account_items_reference` (the one-tool-at-a-time version, kept as the test
    oracle).

    Args:
        tools: the tools (for names and groups).
        items: ``items[i]`` is ``tools[i]`` exported in ``format`` (:func:`wire_items`).
        tokenizer: a :class:`~tooldeck.tokenizers.Tokenizer` or a tokenizer name
            (``seed``, ``o200k_base``, ``cl100k_base``, ``hf:<path>``).
        format: ``openai``, ``anthropic`` or ``mcp``.

    Returns:
        A :class:`CostTable`: a read-only sequence of :class:`ToolCost`, built per element
        on access, with vectorised sums.

    Raises:
        FormatError: unknown format. UnserialisableToolError: an item cannot be written
        as JSON. ValueError: ``tools`` and ``items`` differ in length. TypeError: an item
        that is not a mapping, a tool that is not a :class:`Tool`, or a tokenizer that is
        neither a Tokenizer nor a name. UnknownTokenizerError, TokenizerFileError: a bad
        tokenizer name.
    """
    import numpy as np

    tokenizer = resolve_tokenizer(tokenizer)
    _check_format(format)
    if len(tools) != len(items):
        raise ValueError(
            f"{len(tools)} tools but {len(items)} items: items[i] must be tools[i] as sent"
        )
    _check_items(items, tools, format)
    schema_key = WIRE_FORMATS[format]
    names = list(map(operator.attrgetter("name"), tools))
    groups = list(map(operator.attrgetter("group"), tools))
    count = len(items)
    if not count:
        empty = np.zeros((0, len(COLUMNS)), dtype=np.int64)
        return CostTable(names, groups, empty, empty)
    try:
        texts = _ENCODE_MANY(items)
    except (TypeError, ValueError):  # one is not JSON, or not a dict: one at a time
        texts = []
        for name, item in zip(names, items, strict=True):
            try:
                texts.append(_ENCODE(item))
            except (TypeError, ValueError):
                texts.append(_serialise_slow(item, format, schema_key, name)[0])  # or raises

    # the usual layout, and the description keys its text must hold: the tool's
    # description and the schema's description keywords (top level and properties here;
    # the full walk below only where the text holds another number)
    keys, head, head_length, tail, schema_key_text = _USUAL[format]
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

    # every '"description":"' of all texts, from one split: where each string value starts
    # and ends (its first unescaped quote)
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
    found = np.bincount(owner, minlength=count)
    # a description key of compact JSON is a key "description" with a string value (a
    # quote inside a string is escaped), so the keys found include the tool's description
    # and every keyword; the same number means they are exactly those, in text order
    usual = np.array(expected, dtype=np.int64) == found
    for index in np.flatnonzero(~usual).tolist():
        if expected[index] >= 0:
            item = items[index]
            obj = item["function"] if wrapped else item
            usual[index] = 1 + _count_descriptions(obj[schema_key]) == found[index]
    if len(values) and int(value_lengths.min()) < 0:  # pragma: no cover - not compact JSON
        usual[np.unique(owner[value_lengths < 0])] = False
    value_ends = value_starts + value_lengths

    # field boundaries: (position, tool, label of the span ending there, label of the span
    # starting there); a text's start ends and its end starts no span (_NONE)
    positions: list[Any] = []
    owners: list[Any] = []
    ending: list[Any] = []
    starting: list[Any] = []
    tools_usual = np.flatnonzero(usual)
    first = (np.cumsum(found) - found)[tools_usual]  # the tool's description
    text_start = starts[tools_usual]
    text_end = starts[tools_usual + 1]
    description_start = value_starts[first]
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
        positions.append(at)
        owners.append(tools_usual)
        ending.append(np.full(len(at), end_label, dtype=np.int64))
        starting.append(np.full(len(at), start_label, dtype=np.int64))
    nested = usual[owner]
    nested[first] = False
    for at, end_label, start_label in (
        (value_starts[nested], _PARAMETERS, _PARAM_DESC),
        (value_ends[nested], _PARAM_DESC, _PARAMETERS),
    ):
        positions.append(at)
        owners.append(owner[nested])
        ending.append(np.full(len(at), end_label, dtype=np.int64))
        starting.append(np.full(len(at), start_label, dtype=np.int64))
    # other layouts: the spans of _spans_fast, or of the span writer
    for index in np.flatnonzero(~usual).tolist():
        item = items[index]
        try:
            spans = _spans_fast(item, format, schema_key)
        except (TypeError, ValueError):
            spans = None
        if spans is None:
            text, labels, parts_lengths = _serialise_slow(item, format, schema_key, names[index])
            ids = [_LABELS.index(label) for label in labels]
        else:
            text, ids, parts_lengths = spans
        if text != texts[index]:  # pragma: no cover - both are the compact JSON
            raise AssertionError(f"tool {names[index]!r}: two serialisations differ")
        positions.append(int(starts[index]) + np.array([0, *accumulate(parts_lengths)]))
        owners.append(np.full(len(ids) + 1, index, dtype=np.int64))
        ending.append(np.array([_NONE, *ids], dtype=np.int64))
        starting.append(np.array([*ids, _NONE], dtype=np.int64))

    at = np.concatenate(positions)
    before = np.asarray(tokenizer.tokens_before(texts, at), dtype=np.int64)
    row = np.concatenate(owners) * _WIDTH
    slots = np.concatenate([row + np.concatenate(ending), row + np.concatenate(starting)])
    # per tool and label: the sum over its spans of (value at the end − value at the start)
    size = count * _WIDTH
    tokens = np.bincount(slots, weights=np.concatenate([before, -before]), minlength=size)
    chars = np.bincount(slots, weights=np.concatenate([at, -at]), minlength=size)
    tokens = tokens.reshape(count, _WIDTH)[:, :_NONE].astype(np.int64)  # exact: integers
    chars = chars.reshape(count, _WIDTH)[:, :_NONE].astype(np.int64)
    # parameters include the parameter descriptions
    tokens[:, _PARAMETERS] += tokens[:, _PARAM_DESC]
    chars[:, _PARAMETERS] += chars[:, _PARAM_DESC]
    return CostTable(names, groups, chars, tokens)


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


def account_items_reference(
    tools: Sequence[Tool],
    items: Sequence[Mapping[str, Any]],
    tokenizer: Tokenizer | str,
    format: str,
) -> list[ToolCost]:
    """:func:`account_items` one tool at a time, in plain Python: the span writer's
    serialisation (:func:`serialise_item`), one :meth:`Tokenizer.count_segments` call per
    tool, per-field sums in a dict. Slower; the oracle the fast path is tested against.
    Takes the same arguments (a Tokenizer or a tokenizer name).

    Raises:
        The errors of :func:`account_items`.
    """
    tokenizer = resolve_tokenizer(tokenizer)
    _check_format(format)
    if len(tools) != len(items):
        raise ValueError(
            f"{len(tools)} tools but {len(items)} items: items[i] must be tools[i] as sent"
        )
    _check_items(items, tools, format)
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


def account_deck(deck: Deck, tokenizer: Tokenizer | str, *, format: str = "openai") -> CostTable:
    """Per-field costs of every tool of ``deck`` as sent in ``format``.

    Args:
        deck: a :class:`~tooldeck.tool.Deck`.
        tokenizer: a :class:`~tooldeck.tokenizers.Tokenizer` or a tokenizer name
            (``seed``, ``o200k_base``, ``cl100k_base``, ``hf:<path>``).
        format: ``openai`` (default), ``anthropic`` or ``mcp``.

    Raises:
        FormatError: unknown format. UnserialisableToolError: a tool is not plain JSON.
        TypeError: ``deck`` is not a Deck, or ``tokenizer`` neither a Tokenizer nor a
        name. UnknownTokenizerError, TokenizerFileError: a bad tokenizer name.
    """
    tokenizer = resolve_tokenizer(tokenizer)
    _check_deck(deck)
    return account_items(deck.tools, wire_items(deck, format), tokenizer, format)


def item_tokens(items: Sequence[Mapping[str, Any]], tokenizer: Tokenizer | str) -> list[int]:
    """Tokens of each exported item as sent (compact JSON), without the per-field split:
    the cheap path for callers that need totals only (selection, token budgets).
    ``tokenizer``: a :class:`~tooldeck.tokenizers.Tokenizer` or a tokenizer name.

    Raises:
        UnserialisableToolError: an item cannot be written as JSON. TypeError: an item
        that is not a mapping, or a tokenizer that is neither a Tokenizer nor a name.
        UnknownTokenizerError, TokenizerFileError: a bad tokenizer name.
    """
    count = resolve_tokenizer(tokenizer).count
    _check_items(items, None, None)
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


def deck_tokens(deck: Deck, tokenizer: Tokenizer | str, *, format: str = "openai") -> list[int]:
    """Tokens of each tool of ``deck`` as sent in ``format``, in deck order (totals only).

    Equal to ``[tool_tokens(t, tokenizer, format=format) for t in deck]``, with one export.
    ``tokenizer``: a :class:`~tooldeck.tokenizers.Tokenizer` or a tokenizer name.

    Raises:
        FormatError: unknown format. UnserialisableToolError: a tool is not plain JSON.
        TypeError: ``deck`` is not a Deck, or ``tokenizer`` neither a Tokenizer nor a
        name. UnknownTokenizerError, TokenizerFileError: a bad tokenizer name.
    """
    tokenizer = resolve_tokenizer(tokenizer)
    _check_deck(deck)
    return item_tokens(wire_items(deck, format), tokenizer)


def tool_tokens(tool: Tool, tokenizer: Tokenizer | str, *, format: str = "openai") -> int:
    """Tokens of one tool as sent: compact JSON of its ``format`` item (``openai``,
    ``anthropic`` or ``mcp``), counted as one text by ``tokenizer`` (a
    :class:`~tooldeck.tokenizers.Tokenizer` or a tokenizer name).

    Raises:
        FormatError: unknown format. UnserialisableToolError: the tool is not plain JSON.
        TypeError: ``tool`` is not a Tool, or ``tokenizer`` neither a Tokenizer nor a
        name. UnknownTokenizerError, TokenizerFileError: a bad tokenizer name.
    """
    counter = resolve_tokenizer(tokenizer)
    if not isinstance(tool, Tool):
        raise TypeError(f"tool must be a tooldeck Tool, got {type(tool).__name__}")
    item = wire_items(Deck([tool]), format)[0]
    text, _, _ = serialise_item(item, format, tool=tool.name)
    return counter.count(text)


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


def openai_billing_estimate(tools: Iterable[Tool], tokenizer: Tokenizer | str) -> int | None:
    """Estimated prompt tokens OpenAI bills for ``tools`` in a Chat Completions request.

    Follows the cookbook's ``num_tokens_for_tools`` (see :data:`BILLING_SOURCE`): per
    function ``func_init`` + tokens of ``"{name}:{description}"`` (one trailing period
    dropped); when it has properties, ``prop_init`` and per top-level property
    ``prop_key`` + tokens of ``"{name}:{type}:{description}"`` (+ ``enum_init`` and, per
    enum value, ``enum_item`` + its tokens); ``func_end`` once for the list. Nested
    schemas, ``required`` and other keywords are not counted by that rule. A type list is
    written as JSON; a missing type or description as empty text. An estimate: OpenAI
    does not publish its rendering.

    Args:
        tools: the tools (a Deck or any iterable of :class:`Tool`).
        tokenizer: a :class:`~tooldeck.tokenizers.Tokenizer` or a tokenizer name.

    Returns:
        The estimate in tokens, or None when ``tokenizer`` is neither ``o200k_base`` nor
        ``cl100k_base`` (the rule's constants are only known for those).

    Raises:
        TypeError: ``tokenizer`` is neither a Tokenizer nor a name.
        UnknownTokenizerError, TokenizerFileError: a bad tokenizer name.
    """
    tokenizer = resolve_tokenizer(tokenizer)
    constants = _COOKBOOK.get(tokenizer.name)
    if constants is None:
        return None
    total = 0
    any_tool = False
    for tool in tools:
        if not isinstance(tool, Tool):
            raise TypeError(f"tools must hold tooldeck Tools, got {type(tool).__name__}")
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
