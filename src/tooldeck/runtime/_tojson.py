"""JSON conversion of handler outputs (was part of ``runtime.py``).

A handler may return any Python value; the result envelope carries JSON. :func:`jsonable`
passes plain JSON unchanged, dumps pydantic models and dataclasses by their declared
fields, converts what pydantic can dump (``Decimal``, ``set``, ``datetime`` …) and notes
each conversion; what has no faithful JSON form raises :class:`NotJSON` (the runtime
answers ``output_mismatch``). Lone UTF-16 surrogates, which UTF-8 cannot encode, are
found here too (:func:`has_surrogate`, :func:`surrogate_message`).
"""

from __future__ import annotations

import dataclasses
import sys
import types
from collections.abc import Mapping, Sequence
from typing import Any

import pydantic
from pydantic_core import to_jsonable_python

from tooldeck.jsonvalue import json_pointer, lone_surrogate
from tooldeck.runtime.validate import MAX_DEPTH

__all__ = ["NotJSON", "converted_sentence", "has_surrogate", "jsonable", "surrogate_message"]

_FLOAT_MAX = sys.float_info.max


class NotJSON(Exception):
    """A value with no faithful JSON form: where (JSON pointer) and why."""

    def __init__(self, pointer: str, message: str) -> None:
        super().__init__(message)
        self.pointer = pointer
        self.message = message


def has_surrogate(text: str) -> bool:
    """Whether ``text`` holds a lone UTF-16 surrogate."""
    return lone_surrogate(text) is not None


def surrogate_message(text: str) -> str:
    """Names the first lone surrogate of ``text`` and why no JSON reply can carry it."""
    bad = next(c for c in text if 0xD800 <= ord(c) <= 0xDFFF)
    return (
        f"a string with a lone UTF-16 surrogate (U+{ord(bad):04X}), which UTF-8 cannot "
        "encode, so no JSON reply can carry it"
    )


_JSON_TYPE = {str: "string", int: "number", float: "number", bool: "boolean", list: "array"}


def _json_type(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, dict):
        return "object"
    return _JSON_TYPE.get(type(value), type(value).__name__)


def jsonable(value: Any, path: list[str | int], notes: list[dict[str, Any]], depth: int = 0) -> Any:
    """``value`` as a plain JSON value; each conversion of a non-JSON value is noted.

    Plain JSON (str, int within the float range, finite float, bool, None, list, dict
    with str keys) passes unchanged, tuples become arrays, pydantic models and
    dataclasses are dumped by their declared fields (not noted: the declared output
    schema describes that form). Anything else pydantic can dump (``Decimal``, ``set``,
    ``datetime``, ``UUID``, ``Enum``, ``bytes``, ``Path``, non-string object keys) is
    converted and noted (``pointer``, ``from``, ``to``).

    Raises:
        NotJSON: NaN/Infinity, an integer beyond ±1.8e308 (no JSON reader can hold it),
            a value with no JSON form, two keys that become the same string, or nesting
            deeper than ``MAX_DEPTH``.
    """
    if depth > MAX_DEPTH:
        raise NotJSON(json_pointer(path), f"the value nests deeper than {MAX_DEPTH} levels")
    if isinstance(value, str):
        if has_surrogate(value):
            raise NotJSON(json_pointer(path), surrogate_message(value))
        return value
    if value is None or isinstance(value, bool):
        return value
    if isinstance(value, int | float):
        return _number(value, path)
    if isinstance(value, list | tuple):
        out_list = []
        for index, item in enumerate(value):
            path.append(index)
            out_list.append(jsonable(item, path, notes, depth + 1))
            path.pop()
        return out_list
    if isinstance(value, dict):
        return _object(value, path, notes, depth)
    return _converted(value, path, notes, depth)


def _number(value: int | float, path: list[str | int]) -> int | float:
    if isinstance(value, int):
        if abs(value) > _FLOAT_MAX:
            digits = int(value.bit_length() * 0.30103) + 1
            raise NotJSON(
                json_pointer(path),
                f"an integer of about {digits} digits, beyond the range of a JSON number "
                "(±1.8e308)",
            )
        return value
    if value != value or value in (float("inf"), float("-inf")):
        raise NotJSON(json_pointer(path), f"{value} is not a JSON number")
    return value


def _object(
    value: dict[Any, Any], path: list[str | int], notes: list[dict[str, Any]], depth: int
) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, item in value.items():
        name = key
        if isinstance(key, str) and has_surrogate(key):
            raise NotJSON(json_pointer(path), "an object key " + surrogate_message(key))
        if not isinstance(key, str):
            try:
                name = to_jsonable_python({key: None})
                (name,) = name
            except Exception:
                raise NotJSON(
                    json_pointer(path), f"the object key {key!r} has no JSON form"
                ) from None
            notes.append(
                {
                    "pointer": json_pointer([*path, name]),
                    "from": f"{type(key).__name__} key {key!r}",
                    "to": f"string key {name!r}",
                }
            )
        if name in out:
            raise NotJSON(
                json_pointer(path),
                f"two object keys both become {name!r} in JSON, so one value would be lost",
            )
        path.append(name)
        out[name] = jsonable(item, path, notes, depth + 1)
        path.pop()
    return out


def _converted(value: Any, path: list[str | int], notes: list[dict[str, Any]], depth: int) -> Any:
    """A value that is not JSON itself: what pydantic dumps it as, noted unless declared."""
    if isinstance(value, types.GeneratorType | types.AsyncGeneratorType):
        raise NotJSON(
            json_pointer(path),
            f"a {type(value).__name__} inside the value: its code would run outside the "
            "handler's thread and timeout; return a list instead",
        )
    declared = isinstance(value, pydantic.BaseModel) or (
        dataclasses.is_dataclass(value) and not isinstance(value, type)
    )
    try:
        converted = to_jsonable_python(value)
    except Exception:
        if declared:
            _blame_field(value, path, depth)
        what = f"a value of type {type(value).__name__}, which has no JSON form"
        if isinstance(value, bytes | bytearray):
            what = f"{type(value).__name__} that are not UTF-8 text, which have no JSON form"
        raise NotJSON(json_pointer(path), what) from None
    if not declared:
        kind = type(value).__name__
        to = _json_type(converted)
        if isinstance(value, set | frozenset):
            to += " (in an arbitrary order)"
        notes.append({"pointer": json_pointer(path), "from": kind, "to": to})
    return jsonable(converted, path, notes, depth + 1)


def _blame_field(value: Any, path: list[str | int], depth: int) -> None:
    """Raise :class:`NotJSON` at the field of a model or dataclass that pydantic could not
    dump (``D(x=b"\\xff")``: bytes that are not UTF-8 at ``/x``), so the message names
    the field and its value's type, not the whole object as having no JSON form."""
    if isinstance(value, pydantic.BaseModel):
        names = [*type(value).model_fields, *(value.model_extra or {})]
    else:
        names = [field.name for field in dataclasses.fields(value)]
    for name in names:
        try:
            to_jsonable_python(getattr(value, name))
        except Exception:
            path.append(name)
            # raises NotJSON at the culprit (or deeper, inside a nested model)
            jsonable(getattr(value, name), path, [], depth + 1)
            path.pop()


def converted_sentence(converted: Sequence[Mapping[str, Any]]) -> str:
    """The summary sentence listing the first five conversion notes."""
    shown = "; ".join(f"{c['from']} at {c['pointer'] or '/'} → {c['to']}" for c in converted[:5])
    more = f" (and {len(converted) - 5} more)" if len(converted) > 5 else ""
    return f"Converted to JSON (see converted): {shown}{more}."
