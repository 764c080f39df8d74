"""JSON conversion of handler outputs (was part of ``runtime.py``).

A handler may return any Python value; the result envelope carries JSON. :func:`jsonable`
passes plain JSON unchanged, dumps pydantic models and dataclasses by their declared
fields, converts what pydantic can dump (``Decimal``, ``set``, ``datetime`` …) and notes
each conversion, inside a model's or dataclass's fields too where the declared type does
not describe the value (``Any``, ``object``, extra keys); what has no faithful JSON form
raises :class:`NotJSON` (the runtime answers ``output_mismatch``). Lone UTF-16
surrogates, which UTF-8 cannot encode, are found here too (:func:`has_surrogate`,
:func:`surrogate_message`).
"""

from __future__ import annotations

import collections.abc
import dataclasses
import functools
import sys
import types
import typing
from collections.abc import Mapping, Sequence
from typing import Annotated, Any, TypeVar, get_args, get_origin

import pydantic
import typing_extensions  # pydantic's own dependency (its TypedDict for Python < 3.12)
from pydantic_core import to_jsonable_python

from tooldeck.jsonvalue import json_pointer, lone_surrogate
from tooldeck.runtime.validate import MAX_DEPTH

__all__ = [
    "NotJSON",
    "as_declared",
    "converted_sentence",
    "has_surrogate",
    "jsonable",
    "surrogate_message",
]

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
    schema describes that form), except values their declaration leaves open: a field
    typed ``Any`` or ``object`` (alone, in a union, as a list item or dict value), a
    model's extra keys. Anything else pydantic can dump (``Decimal``, ``set``,
    ``datetime``, ``UUID``, ``Enum``, ``bytes``, ``Path``, non-string object keys), and
    such an open value, is converted and noted (``pointer``, ``from``, ``to``).

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
            what = (
                f"{type(value).__name__} that are not UTF-8 text, which have no JSON form "
                "(a file is returned as the tool's whole value, -> bytes: a file result; "
                "inside a value, base64-encode it into a str)"
            )
        raise NotJSON(json_pointer(path), what) from None
    if declared:
        _note_open_fields(value, converted, path, notes, depth)
    else:
        kind = type(value).__name__
        to = _json_type(converted)
        if isinstance(value, set | frozenset):
            to += " (in an arbitrary order)"
        notes.append({"pointer": json_pointer(path), "from": kind, "to": to})
    return jsonable(converted, path, notes, depth + 1)


def _note_open_fields(
    value: Any, dumped: Any, path: list[str | int], notes: list[dict[str, Any]], depth: int
) -> None:
    """Note the conversions pydantic made, without a note, inside the fields of a model or
    dataclass whose declared type does not describe the value (``label: Any`` holding a
    ``set``: the output schema says nothing of it, so its arbitrary order must be said).

    ``dumped`` is pydantic's dump of ``value``; a field it does not hold (excluded, or a
    ``model_serializer`` that writes another shape) is left alone.

    Raises:
        NotJSON: an open value with no faithful JSON form (two keys that become one).
    """
    if isinstance(value, pydantic.RootModel):  # dumped as its root value, not an object
        for _, _, annotation in _plan(value.__class__):
            _note_open(value.root, annotation, dumped, path, notes, depth)
        return
    if not isinstance(dumped, dict):
        return
    for key, raw, annotation in _fields(value):
        if key in dumped:
            path.append(key)
            _note_open(raw, annotation, dumped[key], path, notes, depth + 1)
            path.pop()


def _fields(value: Any) -> list[tuple[str, Any, Any]]:
    """(key in the dump, value, declared type) of each field; a model's extra keys are
    typed ``Any``."""
    fields = [(key, getattr(value, name, None), hint) for key, name, hint in _plan(value.__class__)]
    if isinstance(value, pydantic.BaseModel):
        fields += [(key, item, Any) for key, item in (value.model_extra or {}).items()]
    return fields


@functools.lru_cache(maxsize=512)
def _plan(cls: Any) -> tuple[tuple[str, str, Any], ...]:
    """(key in the dump, attribute, declared type) of each field of model or dataclass
    ``cls``. A field with a serializer of its own (``@field_serializer``,
    ``PlainSerializer``/``WrapSerializer``), or every field under a ``@model_serializer``,
    is left out: its author wrote the form."""
    decorators = getattr(cls, "__pydantic_decorators__", None)
    if decorators is not None and decorators.model_serializers:
        return ()
    own = {
        name
        for decorator in (decorators.field_serializers.values() if decorators else ())
        for name in decorator.info.fields
    }
    if "*" in own:
        return ()
    if issubclass(cls, pydantic.BaseModel):
        return tuple(
            (info.serialization_alias or name, name, info.annotation)
            for name, info in cls.model_fields.items()
            if name not in own and not _serializes(info.metadata)
        )
    try:
        hints = typing.get_type_hints(cls, include_extras=True)
    except Exception:  # a forward reference that does not resolve: the written annotation
        hints = {}
    return tuple(
        (field.name, field.name, hints.get(field.name, field.type))
        for field in dataclasses.fields(cls)
        if field.name not in own
    )


def _serializes(metadata: Sequence[Any]) -> bool:
    """Whether ``Annotated`` metadata holds a serializer (the form is the author's)."""
    return any(isinstance(m, pydantic.PlainSerializer | pydantic.WrapSerializer) for m in metadata)


_OPEN_NAMES = {"Any", "typing.Any", "t.Any", "object"}
_SEQUENCES = {list, tuple, collections.abc.Sequence, collections.abc.MutableSequence}
_MAPPINGS = {dict, collections.abc.Mapping, collections.abc.MutableMapping}


def _is_open(annotation: Any) -> bool:
    """Whether ``annotation`` leaves a value's form open: ``Any``, ``object``, a bare
    ``TypeVar``, or a union or ``Annotated`` holding one."""
    if annotation is Any or annotation is object:
        return True
    if isinstance(annotation, str):
        return annotation.strip() in _OPEN_NAMES
    if isinstance(annotation, TypeVar):
        return annotation.__bound__ is None and not annotation.__constraints__
    origin = get_origin(annotation)
    if origin is Annotated:
        return _is_open(get_args(annotation)[0])
    if origin is typing.Union or origin is types.UnionType:
        return any(_is_open(arg) for arg in get_args(annotation))
    return False


def _note_open(
    raw: Any,
    annotation: Any,
    dumped: Any,
    path: list[str | int],
    notes: list[dict[str, Any]],
    depth: int,
) -> None:
    """Note the conversions inside ``raw`` that ``annotation`` does not describe (see
    :func:`_note_open_fields`); ``dumped`` is pydantic's dump of ``raw``."""
    origin = get_origin(annotation)
    args = get_args(annotation)
    if origin is Annotated:
        if not _serializes(annotation.__metadata__):
            _note_open(raw, args[0], dumped, path, notes, depth)
        return
    if _is_open(annotation):
        jsonable(raw, path, notes, depth)  # notes each conversion; the dump is kept
        return
    if origin is typing.Union or origin is types.UnionType:
        for member in args:  # the member of the raw value's kind (list[Any] | None)
            kind = get_origin(member) or member
            if (kind in _SEQUENCES and isinstance(raw, list | tuple)) or (
                kind in _MAPPINGS and isinstance(raw, dict)
            ):
                _note_open(raw, member, dumped, path, notes, depth)
                return
    if (annotation in _SEQUENCES or origin in _SEQUENCES) and isinstance(raw, list | tuple):
        if not isinstance(dumped, list) or len(dumped) != len(raw):
            return
        for index, item in enumerate(raw):
            if origin is tuple and args and not (len(args) == 2 and args[1] is Ellipsis):
                item_type = args[index] if index < len(args) else Any
            else:
                item_type = args[0] if args else Any
            path.append(index)
            _note_open(item, item_type, dumped[index], path, notes, depth + 1)
            path.pop()
        return
    if (annotation in _MAPPINGS or origin in _MAPPINGS) and isinstance(raw, dict):
        key_type, item_type = args if len(args) == 2 else (Any, Any)
        if _is_open(key_type) and _is_open(item_type):
            jsonable(raw, path, notes, depth)
            return
        if not isinstance(dumped, dict):
            return
        for key, item in raw.items():
            if isinstance(key, str) and key in dumped:
                path.append(key)
                _note_open(item, item_type, dumped[key], path, notes, depth + 1)
                path.pop()
        return
    if isinstance(raw, pydantic.BaseModel) or (
        dataclasses.is_dataclass(raw) and not isinstance(raw, type)
    ):
        _note_open_fields(raw, dumped, path, notes, depth)


def _blame_field(value: Any, path: list[str | int], depth: int) -> None:
    """Raise :class:`NotJSON` at the field of a model or dataclass that pydantic could not
    dump (``D(x=b"\\xff")``: bytes that are not UTF-8 at ``/x``), so the message names
    the field and its value's type, not the whole object as having no JSON form."""
    if isinstance(value, pydantic.BaseModel):  # (key in the dump, field's value)
        fields = [
            (info.serialization_alias or name, getattr(value, name, None))
            for name, info in type(value).model_fields.items()
        ]
        fields += list((value.model_extra or {}).items())
    else:
        fields = [(field.name, getattr(value, field.name)) for field in dataclasses.fields(value)]
    for key, item in fields:
        try:
            to_jsonable_python(item)
        except Exception:
            path.append(key)
            # raises NotJSON at the culprit (or deeper, inside a nested model)
            jsonable(item, path, [], depth + 1)
            path.pop()


DROPPED_FROM = "a field the declared return type does not have"
DROPPED_TO = "left out"


def as_declared(
    adapter: pydantic.TypeAdapter[Any], value: Any, dumped: Any, notes: list[dict[str, Any]]
) -> Any:
    """``dumped`` (the JSON :func:`jsonable` made of ``value``) without the fields that the
    declared return type does not have, each noted (``pointer``, ``from``
    :data:`DROPPED_FROM`, ``to`` :data:`DROPPED_TO`); conversion notes inside a dropped
    field are removed.

    A function declared ``-> Pet`` may return a subclass ``Dog(Pet)``: dumped by its own
    class, the Dog's extra fields were sent as if declared (a model outside any model —
    the value itself, a list item — is dumped by its class; inside a declared field
    pydantic dumps by the field's type and dropped them without a word). The dropped
    fields are those of pydantic's dump with ``serialize_as_any=True`` (each value by its
    own class) that its dump by ``adapter`` (the declared type) lacks. Where either dump
    fails, ``dumped`` is returned as is (:func:`jsonable` has judged the value).
    """
    try:
        own = adapter.dump_python(
            value, mode="json", by_alias=True, serialize_as_any=True, warnings=False
        )
        declared = adapter.dump_python(value, mode="json", by_alias=True, warnings=False)
    except Exception:
        return dumped
    shape = _declared_classes(adapter)
    if own == declared and shape and _holds_mapping(value):
        # a plain dict where the declared type has a model: pydantic dumps it as is, so
        # read the declared keys from the dict validated by the declared type
        try:
            declared = adapter.dump_python(
                adapter.validate_python(value), mode="json", by_alias=True, warnings=False
            )
            own = dumped
        except Exception:
            return dumped
    dropped: list[tuple[str | int, ...]] = []
    _missing(own, declared, (), dropped)
    kept = {cls: names for cls, names in shape.items() if names}
    dropped = [path for path in dropped if not _declared_init_false(value, path, kept)]
    if not dropped:
        return dumped
    for path in dropped:
        dumped = _without(dumped, path)
    pointers = [json_pointer(list(path)) for path in dropped]
    notes[:] = [
        n for n in notes if not any(_under(str(n["pointer"]), pointer) for pointer in pointers)
    ]
    notes.extend({"pointer": p, "from": DROPPED_FROM, "to": DROPPED_TO} for p in pointers)
    return dumped


def _holds_mapping(value: Any, depth: int = 0) -> bool:
    """Whether a plain mapping sits in ``value`` (itself, or in a list/tuple of it)."""
    if isinstance(value, Mapping):
        return True
    if isinstance(value, list | tuple) and depth < 8:
        return any(_holds_mapping(item, depth + 1) for item in value)
    return False


def _declared_classes(adapter: pydantic.TypeAdapter[Any]) -> dict[type, frozenset[str]]:
    """The models, dataclasses and TypedDicts the declared type names (at any depth), each
    with its fields declared ``field(init=False)`` (a dataclass's; empty for the others) —
    fields of the type that pydantic's dump by the type omits (the class sets them; they
    are no input)."""
    found: dict[type, frozenset[str]] = {}
    seen: set[int] = set()

    def visit(tp: Any, depth: int) -> None:
        if depth > 20 or id(tp) in seen:
            return
        seen.add(id(tp))
        for arg in get_args(tp):
            visit(arg, depth + 1)
        if isinstance(tp, type) and dataclasses.is_dataclass(tp):
            found[tp] = frozenset(f.name for f in dataclasses.fields(tp) if not f.init)
            hints = _field_hints(tp)
        elif isinstance(tp, type) and issubclass(tp, pydantic.BaseModel):
            found[tp] = frozenset()
            hints = [info.annotation for info in tp.model_fields.values()]
        elif typing_extensions.is_typeddict(tp):  # typing's and typing_extensions' both
            found[tp] = frozenset()
            hints = _field_hints(tp)
        else:
            return
        for hint in hints:
            visit(hint, depth + 1)

    visit(getattr(adapter, "_type", None), 0)
    return found


def _field_hints(tp: Any) -> list[Any]:
    """The type hints of a dataclass's or TypedDict's fields (none when they cannot be
    resolved: a forward reference to a name not in scope)."""
    try:
        return list(typing.get_type_hints(tp, include_extras=True).values())
    except Exception:
        return []


def _declared_init_false(
    value: Any, path: tuple[str | int, ...], kept: Mapping[type, frozenset[str]]
) -> bool:
    """Whether the member at ``path`` of the Python ``value`` is a ``field(init=False)``
    of a dataclass the declared type names (so not a field the type lacks)."""
    if not kept or not path:
        return False
    parent = value
    for token in path[:-1]:
        if isinstance(token, int) and isinstance(parent, list | tuple):
            parent = parent[token] if 0 <= token < len(parent) else None
        elif isinstance(token, str) and isinstance(parent, Mapping):
            parent = parent.get(token)
        elif isinstance(token, str) and (
            isinstance(parent, pydantic.BaseModel) or dataclasses.is_dataclass(parent)
        ):
            parent = getattr(parent, token, None)
        else:
            return False
    key = path[-1]
    return any(isinstance(parent, cls) and key in names for cls, names in kept.items())


def _under(pointer: str, parent: str) -> bool:
    return pointer == parent or pointer.startswith(parent + "/")


def _missing(
    own: Any, declared: Any, path: tuple[str | int, ...], out: list[tuple[str | int, ...]]
) -> None:
    """Paths of the object keys in ``own`` that ``declared`` (the same value, dumped by a
    narrower type) does not hold."""
    if isinstance(own, dict) and isinstance(declared, dict):
        for key, item in own.items():
            if key in declared:
                _missing(item, declared[key], (*path, key), out)
            else:
                out.append((*path, key))
    elif isinstance(own, list) and isinstance(declared, list) and len(own) == len(declared):
        for index, (item, narrowed) in enumerate(zip(own, declared, strict=True)):
            _missing(item, narrowed, (*path, index), out)


def _without(value: Any, path: tuple[str | int, ...]) -> Any:
    """A copy of JSON ``value`` without the member at ``path`` (unchanged where absent)."""
    if not path:
        return value
    head, rest = path[0], path[1:]
    if isinstance(value, dict) and isinstance(head, str) and head in value:
        if not rest:
            return {k: v for k, v in value.items() if k != head}
        return {**value, head: _without(value[head], rest)}
    if isinstance(value, list) and isinstance(head, int) and 0 <= head < len(value):
        return [_without(v, rest) if i == head else v for i, v in enumerate(value)]
    return value


def converted_sentence(converted: Sequence[Mapping[str, Any]]) -> str:
    """The summary sentence listing the first five conversion notes."""
    shown = "; ".join(f"{c['from']} at {c['pointer'] or '/'} → {c['to']}" for c in converted[:5])
    more = f" (and {len(converted) - 5} more)" if len(converted) > 5 else ""
    return f"Converted to JSON (see converted): {shown}{more}."
