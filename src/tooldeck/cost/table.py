"""The result of per-field accounting: :class:`CostTable`, a read-only sequence of
:class:`ToolCost`, with :class:`FieldCount` and :class:`GroupTotal`.

The numbers are kept in two ``int64`` arrays (characters and tokens per tool and per
:data:`COLUMNS` entry); a :class:`ToolCost` is built when an element is read. How the
numbers are measured: :mod:`tooldeck.cost.accounting`.
"""

from __future__ import annotations

import dataclasses
import operator
from collections import deque
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from itertools import repeat
from typing import TYPE_CHECKING, Any, NamedTuple, overload

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

__all__ = ["COLUMNS", "FIELDS", "CostTable", "FieldCount", "GroupTotal", "ToolCost"]

FIELDS: tuple[str, ...] = ("name", "description", "parameters", "other", "skeleton")
"""The parts a tool's serialisation is split into; they sum to the total."""


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
