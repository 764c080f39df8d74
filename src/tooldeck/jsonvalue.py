"""Immutable JSON values: the form in which tools hold their schemas and example arguments.

:class:`FrozenDict` and :class:`FrozenList` subclass ``dict`` and ``list`` so that every
JSON consumer (``json.dumps``, ``jsonschema``, pydantic) accepts them unchanged, while any
attempt to mutate them raises ``TypeError``. They are hashable (by canonical JSON), so a
:class:`~tooldeck.tool.Tool` can be a dict key or a set member. :func:`thaw` returns plain,
mutable deep copies for code that needs to rewrite a schema.
"""

from __future__ import annotations

import io
import json
import pickle
import re
import sys
from collections.abc import Iterator, Mapping
from typing import Any, NamedTuple, NoReturn

import regex

from tooldeck.errors import DuplicateKeyError as DuplicateKeyError  # re-exported
from tooldeck.errors import StrictJSONError as StrictJSONError  # re-exported

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
    kind = type(value)  # exact-type fast paths first (the runtime freezes every call)
    if kind is str or kind is int or kind is float or kind is bool or value is None:
        return value
    if kind is dict:
        items = []
        for key, item in value.items():
            if type(key) is not str:
                raise TypeError(f"JSON object keys must be strings, got {key!r}")
            items.append((key, freeze(item)))
        return _frozen_dict_from_items(items)
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
    kind = type(value)  # exact-type fast paths first: a Mapping check goes through abc
    if kind is str or kind is int or kind is float or kind is bool or value is None:
        return value
    if kind is dict or kind is FrozenDict:
        return {key: thaw(item) for key, item in value.items()}
    if kind is list or kind is FrozenList:
        return [thaw(item) for item in value]
    if isinstance(value, Mapping):
        return {key: thaw(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [thaw(item) for item in value]
    return value


def shown_json(value: Any, chars: int = 60) -> str:
    """A wrong value as JSON (its Python repr where JSON cannot hold it: a tuple key), cut
    to ``chars`` characters, for an error message (``got "false"``: the quotes show)."""
    try:
        return json.dumps(thaw(value), default=str, ensure_ascii=False)[:chars]
    except (TypeError, ValueError):
        return repr(value)[:chars]


def canonical_json(value: JSONValue) -> str:
    """Serialise a JSON value with sorted keys and no whitespace (for hashing and equality)."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def _pickled(value: Any) -> bytes:
    """``value`` as pickle bytes without the memo (``Pickler.fast``: a shared string is
    written each time, so equal values that share objects differently give the same
    bytes; a JSON value has no cycles). Types are kept apart (``1``, ``1.0``, ``True``,
    ``-0.0``), and so are the order of an object's keys and dict subclasses."""
    out = io.BytesIO()
    pickler = pickle.Pickler(out, pickle.HIGHEST_PROTOCOL)
    pickler.fast = True
    pickler.dump(value)
    return out.getvalue()


def same_json(a: Any, b: Any) -> bool:
    """Whether ``a`` and ``b`` are the same JSON value, type for type (``1`` is not
    ``1.0`` nor ``True``; the order of an object's keys does not count), told fast: the
    same object; else equal by ``==`` (in C) and the same pickle bytes; where the bytes
    differ (keys in another order, a :class:`FrozenDict`, or a ``1.0`` that ``==`` took
    for ``1``), object by object and item by item, each again by its pickle bytes. A few
    milliseconds for a megabyte value. A Python value that is not JSON (a set, a tuple, a
    datetime) is not the same as any JSON value (it is not ``==`` to one)."""
    if a is b:
        return True
    if a != b:
        return False
    try:
        return _same_tree(a, b)
    except (TypeError, ValueError, pickle.PicklingError, RecursionError):
        return False  # not JSON data (an object pickle cannot write)


def _same_tree(a: Any, b: Any) -> bool:
    """:func:`same_json` of two values already equal by ``==``."""
    if _pickled(a) == _pickled(b):
        return True
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(_same_tree(a[key], b[key]) for key in a)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(map(_same_tree, a, b))
    return False  # equal scalars of another type (1 and 1.0, 0.0 and -0.0)


def json_type_words(value: Any, *, array: str = "an array") -> str:
    """The JSON type of a parsed ``value`` in words for an error message: ``null``,
    ``a boolean``, ``a number``, ``a string``, ``array`` (default ``an array``; a config
    file's messages say ``a list``) or ``an object``."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, int | float):
        return "a number"
    if isinstance(value, str):
        return "a string"
    return array if isinstance(value, list) else "an object"


def _unicode_escape(ch: str) -> str:
    code = ord(ch)
    if code > 0xFFFF:  # a JSON escape names UTF-16 code units: a surrogate pair
        code -= 0x10000
        return f"\\u{0xD800 + (code >> 10):04x}\\u{0xDC00 + (code & 0x3FF):04x}"
    return f"\\u{code:04x}"


_UNSEEN = regex.compile(r"[\p{Default_Ignorable_Code_Point}\u2800\U0001D159]")
"""Printable characters (:meth:`str.isprintable` accepts them) that are drawn as nothing:
every ``Default_Ignorable_Code_Point`` (Unicode DerivedCoreProperties.txt; the ``regex``
module's tables) — the variation selectors U+FE00–U+FE0F and U+E0100–U+E01EF (one byte of
hidden data each: "variation-selector smuggling"), the Mongolian selectors U+180B–U+180F,
the Hangul fillers U+115F, U+1160, U+3164, U+FFA0, the Khmer vowels U+17B4/U+17B5, the
combining grapheme joiner U+034F, the reserved U+E0000–U+E0FFF block — and two symbols
whose glyph is blank: the Braille pattern U+2800 and the musical null notehead U+1D159."""


def unseen(char: str) -> bool:
    """Whether a person reading ``char`` on a screen cannot see it: :meth:`str.isprintable`
    rejects it (controls ``Cc``, format characters ``Cf`` such as bidi overrides, zero-width
    characters and tags, separators ``Zl``/``Zp``/``Zs`` other than U+0020, surrogates,
    private-use and unassigned code points), or it is one of the printable characters drawn
    as nothing (:data:`_UNSEEN`). No exception for emoji sequences: where exactness
    matters (an approval question, an audit line) a U+FE0F after an emoji is escaped too."""
    return not char.isprintable() or _UNSEEN.match(char) is not None


def printable_json(text: str) -> str:
    """JSON ``text`` (as :func:`json.dumps` writes it with ``ensure_ascii=False``) with
    every character a person cannot see (:func:`unseen`) written as a ``\\uXXXX`` escape —
    bidi overrides and isolates (Trojan Source, CVE-2021-42574), U+061C, zero-width and other
    format characters (``Cf``), U+2028/U+2029 (``Zl``, ``Zp``: a line break to many viewers
    and to :meth:`str.splitlines`), spaces other than U+0020, lone surrogates, variation
    selectors, Hangul fillers and every other default-ignorable code point (beyond U+FFFF
    as a surrogate pair, RFC 8259 §7); visible non-ASCII text is kept. Still JSON, and
    :func:`json.loads` reads back the same value (outside strings JSON text holds only
    printable ASCII and whitespace, which ``json.dumps`` writes as such)."""
    if text.isprintable() and _UNSEEN.search(text) is None:
        return text
    return "".join(_unicode_escape(ch) if unseen(ch) and ch not in "\n\r\t" else ch for ch in text)


def printable_text(text: str) -> str:
    """``text`` (typically built with :func:`repr`, which escapes what
    :meth:`str.isprintable` rejects) with every remaining character a person cannot see
    (:func:`unseen`) written as Python writes it in a ``repr``: ``\\xXX`` up to U+00FF,
    ``\\uXXXX`` up to U+FFFF, ``\\UXXXXXXXX`` beyond (lower-case hex). Text with none comes
    back unchanged."""
    if text.isprintable() and _UNSEEN.search(text) is None:
        return text
    return "".join(_python_escape(ch) if unseen(ch) else ch for ch in text)


def _python_escape(ch: str) -> str:
    code = ord(ch)
    if code <= 0xFF:
        return f"\\x{code:02x}"
    return f"\\u{code:04x}" if code <= 0xFFFF else f"\\U{code:08x}"


def escape_pointer_token(token: str | int) -> str:
    """Escape one JSON pointer reference token (RFC 6901 §3: ``~`` → ``~0``, ``/`` → ``~1``)."""
    return str(token).replace("~", "~0").replace("/", "~1")


def pointer_tokens(pointer: str) -> list[str]:
    """The reference tokens of a JSON pointer, unescaped (RFC 6901 §3–4: ``~1`` → ``/``,
    then ``~0`` → ``~``). ``""`` (the whole document) gives ``[]``.

    Raises:
        ValueError: a non-empty ``pointer`` that does not start with ``/``.
    """
    if not pointer:
        return []
    if not pointer.startswith("/"):
        raise ValueError(f"a JSON pointer starts with '/', got {pointer!r}")
    return [token.replace("~1", "/").replace("~0", "~") for token in pointer.split("/")[1:]]


def resolve_pointer(document: Any, pointer: str) -> Any:
    """The value at JSON ``pointer`` in ``document`` (RFC 6901; mappings by key, lists by
    index), or None where the pointer leads nowhere (a missing key, an index out of range,
    a step into a scalar).

    Raises:
        ValueError: a non-empty ``pointer`` that does not start with ``/``.
    """
    node: Any = document
    for token in pointer_tokens(pointer):
        if isinstance(node, Mapping):
            node = node.get(token)
        elif isinstance(node, list) and token.isdigit() and int(token) < len(node):
            node = node[int(token)]
        else:
            return None
    return node


def json_pointer(path: tuple[str | int, ...] | list[str | int]) -> str:
    """Build an RFC 6901 JSON pointer from a path of keys and indices (``()`` → ``""``)."""
    return "".join("/" + escape_pointer_token(token) for token in path)


# --- strict JSON text: what json.loads accepts but would silently change -------------------


MAX_DEPTH = 256
"""Deepest nesting of arrays/objects tooldeck accepts in a file (tool schemas need a few
dozen; the walkers over schemas recurse, so the bound keeps them off Python's recursion
limit)."""


def object_without_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """``object_pairs_hook`` for :mod:`json` that refuses a repeated key.

    Raises:
        DuplicateKeyError: naming the first repeated key.
    """
    out = dict(pairs)
    if len(out) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise DuplicateKeyError(key)
            seen.add(key)
    return out


def _refuse_constant(name: str) -> NoReturn:
    error = StrictJSONError(f"{name} is not JSON (RFC 8259 has no NaN or Infinity); write a number")
    error.token = name
    raise error


def _finite_float(text: str) -> float:
    value = float(text)
    if value in (float("inf"), float("-inf")):
        error = StrictJSONError(
            f"the number {text} is too large for a double; write a smaller number"
        )
        error.token = text
        raise error
    return value


def _locate_token(text: str, token: str) -> tuple[int | None, int | None]:
    """1-based ``(line, column)`` of the first ``token`` (a constant such as ``NaN``, or a
    number's text) outside a JSON string in ``text``; ``(None, None)`` when not found.

    The text up to the token parsed as JSON, so skipping whole string literals is exact
    there."""
    pattern = re.compile(
        r'"(?:[^"\\]|\\.)*"|(?<![\w.+-])(' + re.escape(token) + r")(?![\w.])", re.DOTALL
    )
    for found in pattern.finditer(text):
        if found.group(1) is not None:
            start = found.start(1)
            return text.count("\n", 0, start) + 1, start - text.rfind("\n", 0, start)
    return None, None


def _long_integer(text: str) -> StrictJSONError:
    """The error for an integer of more digits than ``int()`` converts, located in ``text``
    (the first run of that many digits after ``[``, ``:`` or ``,``) when it can be."""
    limit = sys.get_int_max_str_digits()
    found = re.search(rf"[\[:,]\s*(-?\d{{{limit + 1},}})", text)
    lineno = colno = None
    digits = ""
    if found:
        start = found.start(1)
        lineno = text.count("\n", 0, start) + 1
        colno = start - text.rfind("\n", 0, start)
        digits = f" of {len(found.group(1).lstrip('-')):,} digits"
    return StrictJSONError(
        f"an integer{digits} is longer than the {limit:,} digits Python converts "
        "(CVE-2020-10735 limit); write it as a string, or as a float if it may lose "
        "precision",
        lineno=lineno,
        colno=colno,
    )


def strict_loads(text: str) -> Any:
    """:func:`json.loads` refusing what it would silently change, and turning what it
    cannot hold into errors (see :class:`StrictJSONError`).

    Nesting is bounded only by Python's recursion limit here (about 1,000 levels); callers
    check :data:`MAX_DEPTH` on the result (:func:`find_non_json`).

    Raises:
        json.JSONDecodeError: not JSON. StrictJSONError: JSON tooldeck refuses or cannot
            hold (an integer of more than :func:`sys.get_int_max_str_digits` digits, nesting
            past the recursion limit).
    """
    try:
        return json.loads(
            text,
            object_pairs_hook=object_without_duplicates,
            parse_constant=_refuse_constant,
            parse_float=_finite_float,
        )
    except json.JSONDecodeError:
        raise
    except StrictJSONError as exc:
        if exc.lineno is None and exc.token is not None:
            exc.lineno, exc.colno = _locate_token(text, exc.token)
        raise
    except RecursionError:
        raise StrictJSONError(
            f"nested too deeply (more than {MAX_DEPTH} levels of arrays and objects)"
        ) from None
    except ValueError as exc:
        if "integer string conversion" not in str(exc):
            raise
        raise _long_integer(text) from None


def json_lines(text: str) -> Iterator[tuple[int, str]]:
    """``(line number, line)`` for each line of JSON Lines text, 1-based (a final empty
    line after the last ``\\n`` included).

    Lines end at ``\\n`` only (a ``\\r`` before it is dropped), as the JSON Lines format
    says (https://jsonlines.org/); :meth:`str.splitlines` would also cut at U+2028,
    U+2029, U+0085 and form feeds, which JSON allows raw inside strings (RFC 8259 §7),
    and so split one record in two.
    """
    for lineno, line in enumerate(text.split("\n"), start=1):
        yield lineno, line[:-1] if line.endswith("\r") else line


def lone_surrogate(text: str) -> int | None:
    """Index of the first lone UTF-16 surrogate (U+D800–U+DFFF) in ``text``, or None.

    JSON's ``"\\ud800"`` escapes (and YAML's) decode into such strings: they are not
    Unicode text, and writing them as UTF-8 (printing, tokenizing, saving) fails later.
    """
    if text.isascii():
        return None
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as exc:
        return exc.start
    return None


def find_lone_surrogate(value: Any) -> tuple[tuple[str | int, ...], str, bool, int] | None:
    """A string (object key or value, at any depth of dicts, lists and tuples) holding a
    lone surrogate (:func:`lone_surrogate`), or None when there is none.

    Returns:
        ``(path, text, is_key, index)``: the path of the object holding the key (for a
        key) or of the string (for a value), the string, whether it is a key, and the
        index of the surrogate in it.
    """
    stack: list[tuple[Any, tuple[str | int, ...]]] = [(value, ())]
    while stack:
        node, path = stack.pop()
        if isinstance(node, str):
            at = lone_surrogate(node)
            if at is not None:
                return path, node, False, at
        elif isinstance(node, dict):
            for key, item in node.items():
                if isinstance(key, str):
                    at = lone_surrogate(key)
                    if at is not None:
                        return path, key, True, at
                stack.append((item, (*path, key)))
        elif isinstance(node, list | tuple):
            stack.extend((item, (*path, i)) for i, item in enumerate(node))
    return None


class NonJSONValue(NamedTuple):
    """What :func:`find_non_json` found.

    Attributes:
        path: where: the value's path; for ``key_type`` and ``surrogate_key``, the path of
            the object holding the key.
        kind: ``depth`` (nested deeper than allowed), ``key_type`` (an object key that is
            not a string), ``surrogate`` / ``surrogate_key`` (a string or key holding a lone
            surrogate), ``nan``, ``infinite`` (floats JSON has no form for), or ``type`` (a
            value of a type JSON has none of: a set, a date, bytes …).
        value: the offending value or key.
        at: for the surrogate kinds, the index of the surrogate in the string; else -1.
    """

    path: tuple[str | int, ...]
    kind: str
    value: Any
    at: int = -1


def find_non_json(value: Any, max_depth: int) -> NonJSONValue | None:
    """The first part of ``value`` (depth first, in order) that is not plain JSON tooldeck
    can hold, or None: dicts with string keys (subclasses such as :class:`FrozenDict`
    included), lists, strings without lone surrogates, finite floats, ints, bools, None,
    nested at most ``max_depth`` levels. Each caller words its own error from the result.
    """
    # each entry: (node, depth, trail); a trail is (parent's trail, key) and becomes the
    # path only when something is found, so a large document builds no path tuples
    stack: list[tuple[Any, int, Any]] = [(value, 0, None)]
    while stack:
        node, depth, trail = stack.pop()
        if depth > max_depth:
            return NonJSONValue(_path(trail), "depth", node)
        kind = type(node)
        if node is None or kind is bool or kind is int:
            continue
        if kind is str:
            if not node.isascii():
                at = lone_surrogate(node)
                if at is not None:
                    return NonJSONValue(_path(trail), "surrogate", node, at)
        elif kind is dict or kind is FrozenDict:
            children = []
            below = depth + 1
            for key, item in node.items():
                if type(key) is not str and not isinstance(key, str):
                    return NonJSONValue(_path(trail), "key_type", key)
                if not key.isascii():
                    at = lone_surrogate(key)
                    if at is not None:
                        return NonJSONValue(_path(trail), "surrogate_key", key, at)
                children.append((item, below, (trail, key)))
            stack.extend(reversed(children))
        elif kind is list or kind is FrozenList:
            below = depth + 1
            stack.extend(reversed([(item, below, (trail, i)) for i, item in enumerate(node)]))
        elif isinstance(node, bool | int):
            continue
        elif isinstance(node, str):
            at = lone_surrogate(node)
            if at is not None:
                return NonJSONValue(_path(trail), "surrogate", node, at)
        elif isinstance(node, float):
            if node != node:
                return NonJSONValue(_path(trail), "nan", node)
            if node in (float("inf"), float("-inf")):
                return NonJSONValue(_path(trail), "infinite", node)
        elif isinstance(node, dict):
            children = []
            for key, item in node.items():
                if not isinstance(key, str):
                    return NonJSONValue(_path(trail), "key_type", key)
                at = lone_surrogate(key)
                if at is not None:
                    return NonJSONValue(_path(trail), "surrogate_key", key, at)
                children.append((item, depth + 1, (trail, key)))
            stack.extend(reversed(children))
        elif isinstance(node, list):
            stack.extend(reversed([(item, depth + 1, (trail, i)) for i, item in enumerate(node)]))
        else:
            return NonJSONValue(_path(trail), "type", node)
    return None


def _path(trail: Any) -> tuple[str | int, ...]:
    """The path a :func:`find_non_json` trail stands for (root first)."""
    keys: list[str | int] = []
    while trail is not None:
        trail, key = trail
        keys.append(key)
    return tuple(reversed(keys))
