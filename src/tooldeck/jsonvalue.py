"""Immutable JSON values: the form in which tools hold their schemas and example arguments.

:class:`FrozenDict` and :class:`FrozenList` subclass ``dict`` and ``list`` so that every
JSON consumer (``json.dumps``, ``jsonschema``, pydantic) accepts them unchanged, while any
attempt to mutate them raises ``TypeError``. They are hashable (by canonical JSON), so a
:class:`~tooldeck.tool.Tool` can be a dict key or a set member. :func:`thaw` returns plain,
mutable deep copies for code that needs to rewrite a schema.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any, NoReturn

JSONValue = Any
"""A JSON value: ``None``, ``bool``, ``int``, ``float``, ``str``, list or dict of those."""


def _immutable(*_args: object, **_kwargs: object) -> NoReturn:
    raise TypeError(
        "tooldeck JSON values are immutable; call tooldeck.jsonvalue.thaw() for a mutable copy"
    )


class FrozenDict(dict[str, Any]):
    """A ``dict`` that cannot be changed after construction. Build it with :func:`freeze`."""

    __slots__ = ()

    __setitem__ = _immutable
    __delitem__ = _immutable
    __ior__ = _immutable
    clear = _immutable
    pop = _immutable
    popitem = _immutable
    setdefault = _immutable
    update = _immutable

    def __hash__(self) -> int:  # type: ignore[override]
        return hash(canonical_json(self))

    def __copy__(self) -> FrozenDict:
        return self

    def __deepcopy__(self, _memo: object) -> FrozenDict:
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        return (_frozen_dict_from_items, (list(dict.items(self)),))

    def __repr__(self) -> str:
        return f"FrozenDict({dict.__repr__(self)})"


class FrozenList(list[Any]):
    """A ``list`` that cannot be changed after construction. Build it with :func:`freeze`."""

    __slots__ = ()

    __setitem__ = _immutable
    __delitem__ = _immutable
    __iadd__ = _immutable
    __imul__ = _immutable
    append = _immutable
    extend = _immutable
    insert = _immutable
    remove = _immutable
    pop = _immutable
    clear = _immutable
    sort = _immutable
    reverse = _immutable

    def __hash__(self) -> int:  # type: ignore[override]
        return hash(canonical_json(self))

    def __copy__(self) -> FrozenList:
        return self

    def __deepcopy__(self, _memo: object) -> FrozenList:
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        return (_frozen_list_from_items, (list(self),))

    def __repr__(self) -> str:
        return f"FrozenList({list.__repr__(self)})"


def _frozen_dict_from_items(items: list[tuple[str, Any]]) -> FrozenDict:
    out = FrozenDict()
    for key, value in items:
        dict.__setitem__(out, key, value)
    return out


def _frozen_list_from_items(items: list[Any]) -> FrozenList:
    out = FrozenList()
    list.extend(out, items)
    return out


def freeze(value: JSONValue) -> JSONValue:
    """Return an immutable deep copy of a JSON value (dicts → FrozenDict, lists → FrozenList).

    Tuples are treated as lists. Scalars are returned as they are.

    Raises:
        TypeError: a value is not JSON (e.g. a set, a object), or a dict key is not a string.
    """
    if isinstance(value, FrozenDict | FrozenList):
        return value
    if isinstance(value, Mapping):
        items = []
        for key, item in value.items():
            if not isinstance(key, str):
                raise TypeError(f"JSON object keys must be strings, got {key!r}")
            items.append((key, freeze(item)))
        return _frozen_dict_from_items(items)
    if isinstance(value, list | tuple):
        return _frozen_list_from_items([freeze(item) for item in value])
    if value is None or isinstance(value, bool | int | float | str):
        return value
    raise TypeError(f"not a JSON value: {type(value).__name__} {value!r}")


def thaw(value: JSONValue) -> JSONValue:
    """Return a plain, mutable deep copy of a JSON value (frozen or not)."""
    if isinstance(value, Mapping):
        return {key: thaw(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [thaw(item) for item in value]
    return value


def canonical_json(value: JSONValue) -> str:
    """Serialise a JSON value with sorted keys and no whitespace (for hashing and equality)."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def escape_pointer_token(token: str | int) -> str:
    """Escape one JSON pointer reference token (RFC 6901 §3: ``~`` → ``~0``, ``/`` → ``~1``)."""
    return str(token).replace("~", "~0").replace("/", "~1")


def json_pointer(path: tuple[str | int, ...] | list[str | int]) -> str:
    """Build an RFC 6901 JSON pointer from a path of keys and indices (``()`` → ``""``)."""
    return "".join("/" + escape_pointer_token(token) for token in path)
