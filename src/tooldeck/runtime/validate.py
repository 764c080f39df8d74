"""Layer 1: validate a call before anything runs, fail fast, convert nothing.

What is checked, in order:

1. the tool exists (otherwise the closest names are suggested, :func:`difflib`);
2. a JSON arguments text decodes (error position as line/column/character offset);
   duplicate keys, ``NaN`` and ``Infinity`` are refused, since decoding them would
   silently drop or invent a value;
3. decoded arguments are plain JSON values (no tuples, sets, bytes, NaN) and an object;
4. JSON Schema 2020-12 validation with jsonschema-rs, compiled once per tool, reporting
   **every** violation with its JSON pointer and a hint the model can act on.

No coercion: ``"5"`` for an integer is a violation; strings are not
trimmed; quotes are not normalised. A runtime may opt into named normalisations
(:data:`NORMALISATIONS`); each change is then reported in the result.

Why jsonschema-rs: it implements 2020-12 and reports every error; fastjsonschema stops at
the first error and implements drafts 4/6/7 only. Speeds: ``benchmarks/bench_runtime.py``.

Where in the arguments a schema marks a path, a command or a secret is found by
:mod:`tooldeck.runtime.schema_marks`.
"""

from __future__ import annotations

import difflib
import json
import math
import re
import sys
import threading
from collections.abc import Collection, Mapping
from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation
from typing import Any

import jsonschema_rs

from tooldeck.jsonvalue import (
    DuplicateKeyError,
    find_lone_surrogate,
    find_non_json,
    json_pointer,
    object_without_duplicates,
    resolve_pointer,
    thaw,
)
from tooldeck.runtime.envelope import Violation
from tooldeck.runtime.normalise import NORMALISATIONS, normalise
from tooldeck.tool import Tool

__all__ = [
    "MAX_DEPTH",
    "NORMALISATIONS",
    "SCHEMA_FAULT",
    "ArgumentError",
    "SchemaValidator",
    "check_json_value",
    "decode_arguments",
    "inexact_floats",
    "normalise",
    "strict_raw_decode",
    "suggest_names",
]

MAX_DEPTH = 128
"""Deepest nesting accepted in arguments (real tool schemas need a few levels)."""


class ArgumentError(Exception):
    """Arguments that cannot be validated at all (not JSON, not an object).

    Internal to the runtime: it becomes an ``invalid_arguments`` result, never escapes.
    """

    def __init__(self, message: str, hint: str, pointer: str = "") -> None:
        super().__init__(message)
        self.message = message
        self.hint = hint
        self.pointer = pointer


class _BadNumber:
    """Stands in for a number the decoder cannot represent faithfully; found afterwards
    (with its pointer) by :func:`_find_bad`. ``reason``: ``range``, ``precision``,
    ``digits`` or ``constant``."""

    __slots__ = ("reason", "text", "value")

    def __init__(self, text: str, reason: str, value: Any = None) -> None:
        self.text, self.reason, self.value = text, reason, value


_STATE = threading.local()


FORMAT_EXAMPLES: dict[str, tuple[str, tuple[str, ...]]] = {
    "date-time": (
        "RFC 3339 §5.6: date, 'T', time and a time-zone offset; without the offset it is refused",
        ("2024-01-01T09:30:00Z", "2024-01-01T09:30:00+08:00"),
    ),
    "date": ("RFC 3339 full-date", ("2024-01-31",)),
    "time": ("RFC 3339 full-time with an offset", ("09:30:00Z",)),
    "duration": ("ISO 8601 duration", ("P3D", "PT1H30M")),
    "email": ("an address", ("name@example.com",)),
    "uri": ("an absolute URI with a scheme", ("https://example.com/a",)),
    "uuid": ("8-4-4-4-12 hexadecimal digits", ("123e4567-e89b-12d3-a456-426614174000",)),
    "ipv4": ("dotted quad", ("192.0.2.1",)),
    "ipv6": ("colon-separated hexadecimal groups", ("2001:db8::1",)),
}
"""What a value of each common JSON Schema ``format`` looks like, as ``(form, examples)``
(JSON Schema 2020-12 §7.3, which defers to RFC 3339 for dates and times), added to the
format violation's fix: "write the value in date-time format" alone left a model sending
'2024-01-01T00:00:00' (no offset) again."""


def _format_hint(fmt: str) -> str:
    """The fix of a ``format`` violation: the format's name, and its form and examples
    when :data:`FORMAT_EXAMPLES` has them."""
    known = FORMAT_EXAMPLES.get(fmt)
    if known is None:
        return f"write the value in {fmt} format"
    form, examples = known
    shown = " or ".join(repr(e) for e in examples)
    return f"write the value in {fmt} format ({form}, e.g. {shown})"


def _flag(text: str, reason: str, value: Any = None) -> _BadNumber:
    _STATE.bad = True
    return _BadNumber(text, reason, value)


def _float(text: str) -> Any:
    value = float(text)
    if not math.isfinite(value):
        return _flag(text, "range")
    if repr(value) != text:
        try:
            same = Decimal(text) == Decimal(repr(value))
        except InvalidOperation:  # pragma: no cover - the scanner only passes numbers
            same = False
        if not same:
            return _flag(text, "precision", value)
    return value


def _int(text: str) -> Any:
    limit = sys.get_int_max_str_digits()
    if limit and len(text.lstrip("-")) > limit:
        return _flag(text, "digits")
    return int(text)


def _constant(name: str) -> Any:
    return _flag(name, "constant")


_DECODER = json.JSONDecoder(
    object_pairs_hook=object_without_duplicates, parse_constant=_constant, parse_float=_float
)
# integers go through the C fast path; only when one is too long for int() is the text
# decoded again with a hook, to find where it is
_DECODER_INTS = json.JSONDecoder(
    object_pairs_hook=object_without_duplicates,
    parse_constant=_constant,
    parse_float=_float,
    parse_int=_int,
)


def _decode(text: str, start: int | None = None) -> tuple[Any, int]:
    _STATE.bad = False
    try:
        if start is None:
            return _DECODER.decode(text), len(text)
        return _DECODER.raw_decode(text, start)
    except ValueError as exc:
        if isinstance(exc, json.JSONDecodeError | DuplicateKeyError) or "digits" not in str(exc):
            raise
    _STATE.bad = False
    if start is None:
        return _DECODER_INTS.decode(text), len(text)
    return _DECODER_INTS.raw_decode(text, start)


def _short(text: str, limit: int = 40) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _find_bad(value: Any, path: list[str | int]) -> tuple[str, _BadNumber] | None:
    if isinstance(value, _BadNumber):
        return json_pointer(path), value
    if isinstance(value, dict):
        items: Any = value.items()
    elif isinstance(value, list):
        items = enumerate(value)
    else:
        return None
    for key, item in items:
        path.append(key)
        found = _find_bad(item, path)
        path.pop()
        if found is not None:
            return found
    return None


def _number_error(pointer: str, bad: _BadNumber) -> ArgumentError:
    where = pointer or "/"
    shown = _short(bad.text)
    if bad.reason == "range":
        return ArgumentError(
            f"{where}: the number {shown} is out of range (a 64-bit float holds magnitudes up "
            "to about 1.8e308)",
            "send a number between -1.7976931348623157e308 and 1.7976931348623157e308",
            pointer,
        )
    if bad.reason == "precision":
        return ArgumentError(
            f"{where}: the number {shown} cannot be held exactly; as a 64-bit float it "
            f"becomes {bad.value!r}",
            f"send {bad.value!r} if that is what you mean (at most 15 significant digits "
            "are kept exactly)",
            pointer,
        )
    if bad.reason == "digits":
        return ArgumentError(
            f"{where}: the integer is too long ({len(bad.text.lstrip('-'))} digits; at most "
            f"{sys.get_int_max_str_digits()} are accepted)",
            "send a shorter integer",
            pointer,
        )
    return ArgumentError(
        f"{where}: {bad.text} is not JSON (JSON has no NaN or Infinity)",
        "send finite numbers only (JSON has no NaN/Infinity)",
        pointer,
    )


def _bad_text_pointer(value: Any) -> str | None:
    """Pointer of a string (key or value) that is not valid Unicode text (a lone
    surrogate, which UTF-8 cannot encode), or None; a key's pointer ends with the key."""
    found = find_lone_surrogate(value)
    if found is None:
        return None
    path, text, is_key, _ = found
    return json_pointer((*path, text) if is_key else path) or "/"


def _surrogate_error(pointer: str) -> ArgumentError:
    """The error naming a lone surrogate at ``pointer``; a surrogate in the pointer itself
    (an object key) is written as its escape ``\\ud800``, so the error can be sent as
    UTF-8 (the SDK's stdio writer crashed on the raw one)."""
    pointer = pointer.encode("utf-8", "backslashreplace").decode("utf-8")
    return ArgumentError(
        f"{pointer}: the text holds a lone UTF-16 surrogate (such as \\udc00), which is not "
        "a character",
        "send valid Unicode text: escape characters outside the BMP as a surrogate pair, "
        "or write them directly",
        "" if pointer == "/" else pointer,
    )


def _may_hold_surrogate(text: str) -> bool:
    if "\\u" in text and re.search(r"\\u[dD][89a-fA-F]", text):
        return True
    if text.isascii():
        return False
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


def strict_raw_decode(text: str, start: int = 0) -> tuple[Any, int]:
    """Decode one JSON value of ``text`` at ``start`` like :meth:`json.JSONDecoder.raw_decode`,
    refusing what would silently change the value: duplicate keys, ``NaN``/``Infinity``,
    numbers out of float range or not held exactly, over-long integers, lone surrogates.

    Returns:
        The value and the offset just after it.

    Raises:
        json.JSONDecodeError: with a message saying what was refused (for duplicates and
            numbers the position is ``start``; the message names the key or pointer).
    """
    try:
        value, end = _decode(text, start)
    except DuplicateKeyError as exc:
        raise json.JSONDecodeError(f"duplicate key {exc.key!r}", text, start) from None
    except RecursionError:
        raise json.JSONDecodeError("the value nests too deeply", text, start) from None
    if _STATE.bad:
        found = _find_bad(value, [])
        if found is not None:
            raise json.JSONDecodeError(_number_error(*found).message, text, start)
    if _may_hold_surrogate(text[start:end]):
        pointer = _bad_text_pointer(value)
        if pointer is not None:
            raise json.JSONDecodeError(_surrogate_error(pointer).message, text, start)
    return value, end


def decode_arguments(text: str) -> Any:
    """Decode an arguments JSON text strictly.

    Refused, each as an :class:`ArgumentError` naming the pointer where it has one: text
    that is not JSON (message with line, column and character offset, and an excerpt), a
    duplicate key, ``NaN``/``Infinity``, a number that overflows a 64-bit float (``1e400``)
    or whose decimal text a float cannot hold (``1.00000000000000000001`` would become
    ``1.0``; the message gives both), an integer longer than
    :func:`sys.get_int_max_str_digits` digits, a lone UTF-16 surrogate in a string or key,
    nesting deeper than :data:`MAX_DEPTH` levels (as :func:`check_json_value`: the message
    names the argument), a non-string input.
    """
    if not isinstance(text, str):
        raise ArgumentError(
            f"the arguments must be a JSON text, got {type(text).__name__}",
            "send the arguments as one JSON object text",
        )
    try:
        value, _ = _decode(text)
    except json.JSONDecodeError as exc:
        snippet = text[max(0, exc.pos - 20) : exc.pos + 20]
        raise ArgumentError(
            f"the arguments are not valid JSON: {exc.msg} at line {exc.lineno} column "
            f"{exc.colno} (character {exc.pos}) near {snippet!r}",
            "send one complete JSON object; escape quotes and newlines inside strings",
        ) from None
    except DuplicateKeyError as exc:
        raise ArgumentError(
            f"the arguments repeat the key {exc.key!r}; JSON decoders would silently "
            "keep only one of the values",
            f"send {exc.key!r} once",
        ) from None
    except RecursionError:
        name = _deep_argument(text)
        if name is not None:  # rebreak32 R9: named, as for 129 levels
            raise _too_deep((name,)) from None
        raise ArgumentError(
            "the arguments nest too deeply (more levels than the JSON decoder reads)",
            f"nest at most {MAX_DEPTH} levels of arrays and objects",
        ) from None
    if _STATE.bad:
        found = _find_bad(value, [])
        if found is not None:
            raise _number_error(*found)
    if _may_hold_surrogate(text):
        pointer = _bad_text_pointer(value)
        if pointer is not None:
            raise _surrogate_error(pointer)
    # json.loads reads about 1,000 levels; what runs on the value (validation, freezing,
    # the approval question) is held to MAX_DEPTH, as decoded arguments are (rebreak31b
    # F9: 500 levels sent as text passed here and failed later as an environment error)
    check_json_value(value)
    return value


def _deep_argument(text: str) -> str | None:
    """The top-level key of the JSON object ``text`` under which arrays and objects first
    nest more than :data:`MAX_DEPTH` levels, found by counting brackets outside strings
    (the decoder's RecursionError, past about 1,000 levels, has no path); None when the
    text is no object or no such key is found. Stops at that point: linear in the text
    read."""
    depth = 0
    in_string = escaped = False
    start = 0
    last: tuple[int, int] | None = None
    key: str | None = None
    for i, ch in enumerate(text):
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
                last = (start, i + 1)
            continue
        if ch == '"':
            in_string, start = True, i
        elif ch == ":" and depth == 1 and last is not None:
            try:
                key = json.loads(text[last[0] : last[1]])
            except ValueError:
                key = None
        elif ch in "[{":
            depth += 1
            if depth > MAX_DEPTH + 1:  # the arguments object itself is level 0
                return key if isinstance(key, str) else None
        elif ch in "]}":
            depth -= 1
    return None


def _too_deep(path: tuple[str | int, ...]) -> ArgumentError:
    """The refusal of arguments nested deeper than :data:`MAX_DEPTH`, naming the argument
    (the first token of ``path``, where the first value too deep sits) and its pointer."""
    name = path[0] if path else None
    what = f"argument {name!r}" if isinstance(name, str) else "a value"
    return ArgumentError(
        f"the arguments nest too deeply: {what} holds arrays and objects more than "
        f"{MAX_DEPTH} levels deep",
        f"nest at most {MAX_DEPTH} levels of arrays and objects"
        + (f" in {name!r}" if isinstance(name, str) else ""),
        json_pointer(path),
    )


def check_json_value(value: Any) -> None:
    """Refuse what is not a plain JSON value (dict with str keys, list, str without lone
    surrogates, int, finite float, bool, None; at most :data:`MAX_DEPTH` levels);
    subclasses of dict/list (such as ``FrozenDict``) are accepted.

    Raises:
        ArgumentError: naming the pointer of the first offending value.
    """
    found = find_non_json(value, MAX_DEPTH)
    if found is None:
        return
    pointer = json_pointer(found.path)
    where = pointer or "/"
    if found.kind == "depth":
        raise _too_deep(found.path)
    if found.kind == "surrogate":
        raise _surrogate_error(where)
    if found.kind == "surrogate_key":
        raise _surrogate_error(json_pointer((*found.path, found.value)))
    if found.kind == "nan":
        raise ArgumentError(
            f"{where}: NaN is not JSON (JSON has no NaN or Infinity)",
            "send finite numbers only",
            pointer,
        )
    if found.kind == "infinite":
        raise ArgumentError(
            f"{where}: the number is out of range ({found.value}; JSON numbers are finite and "
            "a 64-bit float holds magnitudes up to about 1.8e308)",
            "send a number between -1.7976931348623157e308 and 1.7976931348623157e308",
            pointer,
        )
    if found.kind == "key_type":
        raise ArgumentError(
            f"object key {found.value!r} at {where} is not a string",
            "object keys are strings in JSON",
            pointer,
        )
    raise ArgumentError(
        f"{type(found.value).__name__} at {where} is not a JSON value",
        "send JSON values only (object, array, string, number, true/false, null)",
        pointer,
    )


def suggest_names(name: str, names: Collection[str], n: int = 3) -> list[str]:
    """Up to ``n`` known names closest to ``name`` (difflib ratio ≥ 0.6, case-insensitive
    matches first)."""
    if not isinstance(name, str):
        return []
    lowered = {k.lower(): k for k in names}
    exact = [lowered[name.lower()]] if name.lower() in lowered else []
    close = difflib.get_close_matches(name.lower(), list(lowered), n=n, cutoff=0.6)
    out = exact + [lowered[c] for c in close if lowered[c] not in exact]
    return out[:n]


def _show(value: Any, limit: int = 60) -> str:
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


_JSON_TYPE = {
    str: "string",
    bool: "boolean",
    int: "integer",
    float: "number",
    type(None): "null",
}


def _json_type(value: Any) -> str:
    if isinstance(value, dict):
        return "object"
    if isinstance(value, list):
        return "array"
    return _JSON_TYPE.get(type(value), type(value).__name__)


_NUMBER = re.compile(r"-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?\Z")


def _exact_number(text: str) -> int | float | None:
    """The number a string spells exactly as JSON, or None (not a number, out of float
    range, not held exactly by a float, too many digits)."""
    if not _NUMBER.match(text):
        return None
    value, _ = _decode(text)
    if _STATE.bad or isinstance(value, _BadNumber):
        return None
    return value  # type: ignore[no-any-return]


def _with_article(json_type: str) -> str:
    """``an integer``, ``an object``, ``a string``; ``null`` alone."""
    if json_type == "null":
        return "null"
    return f"{'an' if json_type[:1] in 'aeiou' else 'a'} {json_type}"


def _hint(error: Any, instance: Any, schema: Any = None) -> tuple[str, str]:
    """(keyword, hint) for one jsonschema-rs error; ``schema`` is the root schema the
    error's ``schema_path`` points into (it names the declared properties in an
    ``additionalProperties`` hint), or None."""
    kind = error.kind
    keyword = type(kind).__name__
    value = getattr(error, "instance", instance)
    if keyword == "Type":
        wanted = kind.types if hasattr(kind, "types") else []
        wanted_text = " or ".join(str(t) for t in wanted) or "another type"
        got = _json_type(value)
        hint = f"send a JSON {wanted_text}, not {_with_article(got)}"
        quoted = _quoted_value_fix(value, [str(t) for t in wanted])
        if quoted:
            hint += f": {quoted}"
        elif isinstance(value, int | float) and "string" in wanted:
            hint += f': write "{value}" in quotes'
        return "type", hint
    if keyword == "Required":
        prop = getattr(kind, "property", None)
        return "required", f"add the required property {_show(prop)}"
    if keyword == "AdditionalProperties":
        unexpected = list(getattr(kind, "unexpected", []) or [])
        sent = set(value) if isinstance(value, Mapping) else set()
        node = _object_schema(schema, list(error.schema_path))
        owners = _member_owners(node, schema, {n for n in unexpected if isinstance(n, str)})
        for name, parents in owners.items():  # a property that already holds the name is
            # no place to move it to: the one sent a level too high is a stray copy
            parents[:] = [
                p for p in parents if not (isinstance(value, Mapping) and _holds(value, p, name))
            ]
        return "additionalProperties", _unexpected_hint(
            unexpected, _property_names(node), sent, owners
        )
    if keyword == "Enum":
        return "enum", _enum_hint(list(getattr(kind, "options", None) or []), value)
    if keyword == "Constant":
        return "const", f"use exactly {_show(getattr(kind, 'expected_value', None))}"
    if keyword == "Pattern":
        return "pattern", f"the value must match the regular expression {kind.pattern}"
    if keyword == "Format":
        fmt = getattr(kind, "format", "")
        return "format", _format_hint(fmt)
    names = {
        "Minimum": ("minimum", "use a value ≥ {limit}"),
        "Maximum": ("maximum", "use a value ≤ {limit}"),
        "ExclusiveMinimum": ("exclusiveMinimum", "use a value > {limit}"),
        "ExclusiveMaximum": ("exclusiveMaximum", "use a value < {limit}"),
        "MinLength": ("minLength", "use at least {limit} characters"),
        "MaxLength": ("maxLength", "use at most {limit} characters"),
        "MinItems": ("minItems", "give at least {limit} items"),
        "MaxItems": ("maxItems", "give at most {limit} items"),
        "MinProperties": ("minProperties", "give at least {limit} properties"),
        "MaxProperties": ("maxProperties", "give at most {limit} properties"),
        "MultipleOf": ("multipleOf", "use a multiple of {multiple_of}"),
        "UniqueItems": ("uniqueItems", "remove the repeated items"),
        "AnyOf": ("anyOf", "match at least one of the allowed shapes"),
        "OneOfNotValid": ("oneOf", "match exactly one of the allowed shapes"),
        "OneOfMultipleValid": ("oneOf", "match exactly one of the allowed shapes, not several"),
        "Not": ("not", "this value is explicitly disallowed"),
        "FalseSchema": ("false", "this property is not allowed"),
    }
    if keyword in names:
        word, template = names[keyword]
        fields = {k: getattr(kind, k, "?") for k in ("limit", "multiple_of")}
        return word, template.format(**fields)
    return keyword[:1].lower() + keyword[1:], "change the value to match the schema"


MAX_LISTED_PROPERTIES = 20
"""Most declared property names an ``additionalProperties`` hint lists; a larger object
names only the declared properties closest to each unexpected one."""


MAX_TIED_NAMES = 5
"""Most declared names an ``additionalProperties`` hint lists as equally close to one
unexpected name (``"field_"`` to ``"field_0"`` … ``"field_9"``); the rest are counted."""


def _object_schema(schema: Any, schema_path: list[Any]) -> Mapping[str, Any] | None:
    """The object schema of ``schema`` whose ``additionalProperties`` an error's
    ``schema_path`` ends at (jsonschema-rs writes a local ``$ref`` as the path of its
    target, e.g. ``$defs/Address/additionalProperties``); None when the path does not lead
    to an object schema of ``schema``."""
    node = schema
    for part in schema_path[:-1]:
        by_key = isinstance(node, Mapping) and isinstance(part, str) and part in node
        by_index = (
            isinstance(node, list | tuple) and isinstance(part, int) and 0 <= part < len(node)
        )
        if not (by_key or by_index):
            return None
        node = node[part]
    return node if isinstance(node, Mapping) else None


def _property_names(node: Mapping[str, Any] | None) -> list[str] | None:
    """The ``properties`` names of an object schema (None: not an object schema)."""
    props = node.get("properties") if node is not None else None
    return [str(k) for k in props] if isinstance(props, Mapping) else None


def _holds(value: Mapping[str, Any], parent: str, name: str) -> bool:
    """Whether ``value[parent]`` is an object that has the member ``name``."""
    inner = value.get(parent)
    return isinstance(inner, Mapping) and name in inner


MEMBER_SCHEMA_BUDGET = 2_000
"""Most subschemas :func:`_member_owners` visits for one violation (an upstream's schema
may nest ``anyOf`` branches and ``$ref`` chains without end; the hint is then plainer)."""


def _member_owners(
    node: Mapping[str, Any] | None, root: Any, names: Collection[str]
) -> dict[str, list[str]]:
    """For each of ``names`` (unexpected in the object schema ``node``), the declared
    properties of ``node`` whose own schema is an object that declares that name —
    ``{"title": ["ticket"]}`` for ``{"title": "…"}`` sent to a tool whose one parameter
    ``ticket`` is a model with a ``title`` field: the model left out a level of nesting.
    Each property's schema is read through local ``$ref``s and ``anyOf``/``oneOf``/``allOf``
    branches (an optional model, ``anyOf: [{"$ref": …}, {"type": "null"}]``), visiting at
    most :data:`MEMBER_SCHEMA_BUDGET` subschemas in all."""
    props = node.get("properties") if node is not None else None
    if not names or not isinstance(props, Mapping):
        return {}
    budget = [MEMBER_SCHEMA_BUDGET]

    def declared(sub: Any, refs: frozenset[str]) -> set[str]:
        if not isinstance(sub, Mapping) or budget[0] <= 0:
            return set()
        budget[0] -= 1
        own = sub.get("properties")
        found = {str(k) for k in own} if isinstance(own, Mapping) else set()
        ref = sub.get("$ref")
        if isinstance(ref, str) and (ref == "#" or ref.startswith("#/")) and ref not in refs:
            target = root if ref == "#" else resolve_pointer(root, ref[1:])
            found |= declared(target, refs | {ref})
        for keyword in ("anyOf", "oneOf", "allOf"):
            branches = sub.get(keyword)
            for branch in branches if isinstance(branches, list) else []:
                found |= declared(branch, refs)
        return found

    owners: dict[str, list[str]] = {}
    for parent, sub in props.items():
        for name in declared(sub, frozenset()) & set(names):
            owners.setdefault(name, []).append(str(parent))
    return owners


def _closest_names(name: Any, names: Collection[str]) -> list[str]:
    """Every name of ``names`` as close to ``name`` as the closest one (a case-insensitive
    match first; otherwise the highest difflib ratio ≥ 0.6, the measure of
    :func:`suggest_names`): one name when the closest is unique, more on a tie (``"address"``
    is as close to ``"address_1"`` as to ``"address_2"``), none when nothing is close. The
    full ratio is computed only where difflib's upper bounds (``real_quick_ratio``,
    ``quick_ratio``) reach the best ratio so far."""
    if not isinstance(name, str):
        return []
    folded = name.lower()
    exact = [known for known in names if known.lower() == folded]
    if exact:
        return exact
    # difflib's cheap upper bounds first, as get_close_matches prunes: the full ratio
    # (quadratic in the lengths) only where they reach the best so far, so a call with
    # many long unexpected names does not hold the runtime for seconds
    matcher = difflib.SequenceMatcher(None, b=folded)
    top, best = 0.6, []
    for known in names:
        matcher.set_seq1(known.lower())
        if matcher.real_quick_ratio() < top or matcher.quick_ratio() < top:
            continue
        score = matcher.ratio()
        if score > top:
            top, best = score, [known]
        elif score == top:
            best.append(known)
    return best


def _same_spelling(a: str, b: str) -> bool:
    """Whether two names differ only in case, spaces and punctuation (``"AMOUNT"``,
    ``"amount "``, ``"Amount_"`` are ``"amount"``)."""
    return _SPELLING_NOISE.sub("", a.casefold()) == _SPELLING_NOISE.sub("", b.casefold())


_SPELLING_NOISE = re.compile(r"[\W_]+")


def _unexpected_hint(
    unexpected: list[Any],
    declared: list[str] | None,
    sent: Collection[str] = (),
    owners: Mapping[str, list[str]] | None = None,
) -> str:
    """The fix of an ``additionalProperties`` violation: rename each unexpected name that is
    close to a declared one (``"amout"`` to ``"amount"``, ``"Currency"`` to ``"currency"``),
    remove the others; the declared names are listed when there are at most
    :data:`MAX_LISTED_PROPERTIES` (``declared`` None: not known, not listed). A declared
    name already among the ``sent`` ones is not offered as a rename.

    A rename is offered only where it is unambiguous: two unexpected names closest to the
    same declared name (``"amout"`` and ``"amnt"``) are not both renamed to it (the call
    would hold it twice; which value was meant is the model's to say): the hint says to send
    that name once instead of them. A name as close to two declared names as to each other
    (``"address"``: ``"address_1"``, ``"address_2"``) names both and renames to neither. A
    name whose one closest declared name the call already holds (``"AMOUNT"`` beside
    ``"amount"``) is a second spelling of it: to be removed, not renamed to the nearest
    free name (``"account"``), which would put its value in another field; the hint calls it
    a second spelling only where the two differ in case, spaces or punctuation alone, and
    otherwise says it is close to the held name (``"extra"`` beside ``"text"``, a difflib
    ratio of 2·3/9 = 0.67, is no spelling of it).

    A name that a declared object property's own schema declares (``owners``, from
    :func:`_member_owners`) was sent a level too high: the hint says to move it into that
    property (``move "title" into "ticket" ({"ticket": {"title": …}})``), before any
    rename, since an exact name beats a close one; a name several properties declare names
    them all.

    Example (by hand): ``"amout"`` and ``"amnt"`` sent to ``order_id, amount`` →
    ``send "amount" once instead of "amout", "amnt" (each is close to it): only the declared
    properties are accepted (order_id, amount)``."""
    fixes, remove = [], []
    owners = owners or {}
    moves: dict[str, list[Any]] = {}
    for name in unexpected:
        parents = owners.get(name, []) if isinstance(name, str) else []
        if len(parents) == 1:
            moves.setdefault(parents[0], []).append(name)
        elif parents:
            places = " or ".join(_show(p) for p in parents[:MAX_TIED_NAMES])
            more = len(parents) - MAX_TIED_NAMES
            places += f" ({more:,} more)" if more > 0 else ""
            fixes.append(f"{_show(name)} belongs inside {places}: move it into the one you meant")
    for parent, names in moves.items():
        inner = ", ".join(f"{_show(n)}: …" for n in names)
        fixes.append(
            f"move {', '.join(_show(n) for n in names)} into {_show(parent)}"
            f" ({{{_show(parent)}: {{{inner}}}}})"
        )
    unexpected = [n for n in unexpected if not (isinstance(n, str) and owners.get(n))]
    free = [d for d in declared or [] if d not in sent]
    held = {d for d in declared or [] if d in sent}
    # a name whose one closest declared name is already in the call is a second spelling
    # of it ("AMOUNT" beside "amount"): removed, not renamed to the nearest free name
    # ("account"), which would put its value in another field
    twice: dict[int, str] = {}
    for index, name in enumerate(unexpected):
        nearest = _closest_names(name, declared or []) if held else []
        if len(nearest) == 1 and nearest[0] in held:
            twice[index] = nearest[0]
    closest = [[] if i in twice else _closest_names(n, free) for i, n in enumerate(unexpected)]
    claimants: dict[str, list[Any]] = {}
    for name, close in zip(unexpected, closest, strict=True):
        if len(close) == 1:
            claimants.setdefault(close[0], []).append(name)
    for index, (name, close) in enumerate(zip(unexpected, closest, strict=True)):
        if index in twice:
            held_name = _show(twice[index])
            why = (
                f"a second {held_name}"
                if _same_spelling(str(name), twice[index])
                else f"close to {held_name}"
            )
            remove.append(f"{_show(name)} ({why}, which the call already holds)")
        elif not close:
            remove.append(_show(name))
        elif len(close) > 1:
            shown = [_show(c) for c in close[:MAX_TIED_NAMES]]
            more = len(close) - len(shown)
            options = (
                f"{', '.join(shown)} and {more:,} more"
                if more
                else f"{', '.join(shown[:-1])} and {shown[-1]}"
            )
            fixes.append(f"{_show(name)} is equally close to {options}: send the one you meant")
        elif len(claimants[close[0]]) == 1:
            fixes.append(f"rename {_show(name)} to {_show(close[0])}")
        elif claimants[close[0]][0] == name:  # the group's fix, once, where it first appears
            group = ", ".join(_show(n) for n in claimants[close[0]])
            fixes.append(f"send {_show(close[0])} once instead of {group} (each is close to it)")
    if remove:
        fixes.append(f"remove {', '.join(remove)}")
    hint = f"{'; '.join(fixes)}: only the declared properties are accepted"
    if declared is not None and len(declared) <= MAX_LISTED_PROPERTIES:
        return f"{hint} ({', '.join(declared) if declared else 'none'})"
    return f"{hint} (check the spelling)"


OPTIONAL_NULL_HINT = " to use its default (it is optional)"
"""What follows ``leave 'NAME' out`` in the hint of a null sent for an optional property
(:func:`_optional_nulls`); :func:`optional_null` reads it back."""

NULL_OPTIONAL_NOTE = (
    "(null for an optional property: a host whose model sends null for 'left out', as "
    "after an OpenAI strict export, can turn on the null_optional normalisation: "
    "--normalise null_optional, Runtime(normalise=…))"
)
"""Said once at the end of a refusal's message when a violation is :func:`optional_null`
(not in each violation's message: trial36b N7 found it three times in one envelope)."""


def optional_null(violation: Violation) -> bool:
    """Whether ``violation`` is a null sent for an optional property (its hint says to
    leave the property out, :func:`_optional_nulls`)."""
    return violation.hint.startswith("leave ") and OPTIONAL_NULL_HINT in violation.hint


def _optional_nulls(
    found: tuple[Violation, ...], arguments: Any, schema: Mapping[str, Any]
) -> tuple[Violation, ...]:
    """``found`` with the hint of each ``null`` sent for an optional property that refuses
    ``null`` (the property is in no ``required``: what :func:`normalise`'s
    ``null_optional`` would remove) saying the fix first: leave the property out. The model
    sends such a null after an OpenAI strict export, where every property is required and
    the optional ones nullable ("null for 'use the default'"); the refusal's message then
    names the host's option once (:data:`NULL_OPTIONAL_NOTE`; trial36 L5: the hint
    offered only the enum's values)."""
    if not found or not any(v.pointer for v in found):
        return found
    try:
        _, nulls = normalise(arguments, schema, ("null_optional",))
    except (ValueError, TypeError, RecursionError):
        # what the walk can raise: a malformed ``$ref`` pointer (ValueError), a schema
        # node of an unexpected shape (TypeError), arguments nested deeper than the
        # interpreter's recursion limit: the plain hints stand
        return found
    optional = {str(change["pointer"]) for change in nulls}
    if not optional:
        return found
    out = []
    for v in found:
        if v.pointer in optional:
            name = v.pointer.rsplit("/", 1)[-1].replace("~1", "/").replace("~0", "~")
            v = Violation(
                v.pointer,
                v.message,
                v.keyword,
                f"leave {name!r} out{OPTIONAL_NULL_HINT}, or {v.hint}",
            )
        out.append(v)
    return tuple(out)


@dataclass(slots=True)
class SchemaValidator:
    """The compiled input (and output) validator of one tool (jsonschema-rs, compiled once).

    Formats are asserted (``date-time``, ``email``, … are checked), like the validator
    :class:`~tooldeck.tool.Tool` builds for its examples.
    """

    tool: Tool
    _input: Any = None
    _output: Any = None
    _returns: dict[int, tuple[Any, Any]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self._input = jsonschema_rs.validator_for(
            thaw(self.tool.input_schema), validate_formats=True, offline=True
        )
        if self.tool.output_schema is not None:
            self._output = jsonschema_rs.validator_for(
                thaw(self.tool.output_schema), validate_formats=True, offline=True
            )

    def violations(
        self, arguments: Any, changes: Collection[Mapping[str, Any]] = ()
    ) -> tuple[Violation, ...]:
        """Every violation of the input schema (empty when valid). ``arguments`` must
        already be a plain JSON value (:func:`check_json_value`).

        ``changes`` are the records of :func:`normalise` that produced ``arguments``; a
        violation at a changed value then quotes what the model sent and says what the
        normalisation made of it."""
        if self._input.is_valid(arguments):
            return ()
        found = _optional_nulls(
            _violations(self._input, arguments, self.tool.name, self.tool.input_schema),
            arguments,
            self.tool.input_schema,
        )
        if not changes:
            return found
        by_pointer: dict[str, list[Mapping[str, Any]]] = {}
        for change in changes:
            by_pointer.setdefault(str(change.get("pointer", "")), []).append(change)
        out = []
        for v in found:
            made = by_pointer.get(v.pointer)
            if made:
                sent, final = made[0].get("from"), made[-1].get("to")
                rules = " then ".join(str(c.get("rule")) for c in made)
                note = f"sent {_show(sent)}, which {rules} made {_show(final)}"
                shown = _show(final, 10_000)
                message = (
                    f"{_show(sent)} ({rules} made it {shown}){v.message[len(shown) :]}"
                    if v.message.startswith(shown)
                    else f"{v.message} ({note})"
                )
                v = Violation(v.pointer, message, v.keyword, v.hint)
            out.append(v)
        return tuple(out)

    def output_violations(self, value: Any) -> tuple[Violation, ...]:
        """Every violation of the output schema by a returned value (empty when valid or
        when the tool declares none)."""
        if self._output is None or self._output.is_valid(value):
            return ()
        return _violations(self._output, value, self.tool.name, self.tool.output_schema)

    def return_violations(self, schema: Mapping[str, Any], value: Any) -> tuple[Violation, ...]:
        """Every violation of ``schema`` — the checked but not advertised schema of a
        ``@tool`` function's scalar return annotation
        (:attr:`~tooldeck.tool.declare.FunctionTool.return_schema`) — by a returned value
        (empty when valid). Compiled once per schema; formats asserted as for the output
        schema."""
        key = id(schema)
        found = self._returns.get(key)
        if found is None or found[0] is not schema:
            compiled = jsonschema_rs.validator_for(
                thaw(schema), validate_formats=True, offline=True
            )
            found = self._returns[key] = (schema, compiled)
        if found[1].is_valid(value):
            return ()
        return _violations(found[1], value, self.tool.name, schema)


SCHEMA_FAULT = "schemaRegexEngine"
"""Keyword of a :class:`Violation` that is the schema's fault, not the value's: the regex
engine gave up on the schema's ``pattern`` (jsonschema-rs's fancy-regex stops after
1,000,000 backtracking steps, which only a backreference or look-around needs; otherwise it
runs the linear ``regex`` crate). The runtime reports it as an ``environment`` error naming
the tool and the schema pointer, never as an argument error."""

_ENGINE_FAILURES = frozenset({"BacktrackLimitExceeded", "RegexEngineFailure"})


def _schema_fault(tool: str, error: Any) -> Violation:
    where = json_pointer(list(error.schema_path)) or "/"
    return Violation(
        pointer=json_pointer(list(error.instance_path)),
        message=(
            f"tool {tool!r}: the regular expression of its input schema at {where} could not "
            f"be evaluated on this value ({error.message}); the schema's pattern must be fixed "
            "(a backreference or look-around makes the engine backtrack), not the argument"
        ),
        keyword=SCHEMA_FAULT,
        hint="report the tool's schema to the user; changing the value may not help",
    )


def _violations(
    validator: Any, instance: Any, tool: str = "?", schema: Any = None
) -> tuple[Violation, ...]:
    out = []
    for error in _without_shadowed_types(list(validator.iter_errors(instance))):
        out.extend(_explain(error, tool, schema))
    out.sort(key=lambda v: v.pointer)
    return tuple(out)


# --- enum lists and anyOf/oneOf branches -----------------------------------------------------

MAX_SHOWN_OPTIONS = 12
"""Most allowed values an ``enum`` message or hint lists; beyond it the list is cut and
says how many more there are (and which are closest to the value sent)."""


def _options_text(options: list[Any], limit: int = MAX_SHOWN_OPTIONS) -> str:
    """``"a", "b", "c"``; over ``limit`` options the first ``limit`` and ``(and N more)``."""
    shown = ", ".join(_show(o, 80) for o in options[:limit])
    more = len(options) - limit
    return f"{shown} (and {more} more)" if more > 0 else shown


def _closest_options(options: list[Any], value: Any) -> list[str]:
    """String options closest to a string ``value`` (:func:`suggest_names`)."""
    if not isinstance(value, str):
        return []
    return suggest_names(value, [o for o in options if isinstance(o, str)])


def _enum_message(options: list[Any], value: Any) -> str:
    return f"{_show(value, 200)} is not one of {_options_text(options)}"


def _enum_hint(options: list[Any], value: Any, alternatives: str = "") -> str:
    """The fix of an ``enum`` violation: the allowed values (cut at
    :data:`MAX_SHOWN_OPTIONS`), ``alternatives`` (``", or null"``) and, when the list is
    cut or the value is close to one, the closest values."""
    exact = " (case and spaces matter)" if any(isinstance(o, str) for o in options) else ""
    hint = f"use exactly one of {_options_text(options)}{exact}{alternatives}"
    close = _closest_options(options, value)
    if close and (len(options) > MAX_SHOWN_OPTIONS or len(close) == 1):
        hint += f"; closest to {_show(value, 40)}: {', '.join(_show(c) for c in close)}"
    return hint


def _kind(error: Any) -> str:
    return type(error.kind).__name__


def _without_shadowed_types(errors: list[Any]) -> list[Any]:
    """Drop a ``type`` error where the same subschema's ``enum``/``const`` failed on the
    same value: ``{"type": "string", "enum": [...]}`` given ``5`` then reports the allowed
    values once, not also "not of type string"."""
    listed = {
        (tuple(e.instance_path), tuple(e.schema_path)[:-1])
        for e in errors
        if _kind(e) in ("Enum", "Constant")
    }
    return [
        e
        for e in errors
        if _kind(e) != "Type" or (tuple(e.instance_path), tuple(e.schema_path)[:-1]) not in listed
    ]


QUOTED_VALUE_CHARS = 120
"""Longest value a violation's message quotes whole (characters of its JSON); a longer
one is shown cut, with its length (jsonschema-rs quotes the whole value: a 2 MB string
sent to a ``maxLength`` property gave a 2 MB message)."""


def _clipped(message: str, instance: Any) -> str:
    """``message`` with the value it opens with (jsonschema-rs writes it as compact JSON)
    cut to :data:`QUOTED_VALUE_CHARS` characters and followed by its length, when longer;
    otherwise ``message`` unchanged."""
    try:
        quoted = json.dumps(instance, ensure_ascii=False, separators=(",", ":"))
    except (TypeError, ValueError):
        return message
    if len(quoted) <= QUOTED_VALUE_CHARS or not message.startswith(quoted):
        return message
    size = (
        f"a string of {len(instance):,} characters"
        if isinstance(instance, str)
        else f"{len(quoted):,} characters of JSON"
    )
    return f"{quoted[: QUOTED_VALUE_CHARS - 1]}… ({size}){message[len(quoted) :]}"


def _explain(error: Any, tool: str, schema: Any = None) -> list[Violation]:
    """The violations one jsonschema-rs error stands for: an ``anyOf``/``oneOf`` that no
    branch matched is explained by its branches (:func:`_explain_branches`)."""
    name = _kind(error)
    if name in _ENGINE_FAILURES:
        return [_schema_fault(tool, error)]
    if name in ("AnyOf", "OneOfNotValid") and getattr(error.kind, "context", None):
        return _explain_branches(error, tool, schema)
    keyword, hint = _hint(error, error.instance, schema)
    message = _clipped(error.message, error.instance)
    if name == "Enum":
        message = _enum_message(list(getattr(error.kind, "options", None) or []), error.instance)
    return [Violation(json_pointer(list(error.instance_path)), message, keyword, hint)]


@dataclass(slots=True)
class _Branch:
    """One branch of a failed ``anyOf``/``oneOf``: its errors, whether the value's JSON
    type fits it, and what it allows at the branch's own value when that is a list of
    values (``enum``/``const``) or only a type."""

    errors: list[Any]
    fits: bool
    values: list[Any] | None
    types: list[str]
    only_values: bool


def _branch(errors: list[Any], at: tuple[Any, ...]) -> _Branch:
    here = [e for e in errors if tuple(e.instance_path) == at]
    types = [str(t) for e in here if _kind(e) == "Type" for t in (e.kind.types or [])]
    values: list[Any] | None = None
    for e in here:
        if _kind(e) == "Enum":
            values = list(e.kind.options or [])
        elif _kind(e) == "Constant" and values is None:
            values = [e.kind.expected_value]
    only_values = values is not None and all(
        tuple(e.instance_path) == at and _kind(e) in ("Enum", "Constant", "Type") for e in errors
    )
    fits = not any(_kind(e) == "Type" for e in here)
    types.sort(key=lambda t: t == "null")  # null last: "a string or null"
    return _Branch(errors, fits, values, types, only_values)


def _allowed(branches: list[_Branch]) -> tuple[list[Any], list[str]]:
    """The values (of ``enum``/``const`` branches) and the types (of type-only branches)
    that ``branches`` allow, each once, in order."""
    values: list[Any] = []
    types: list[str] = []
    for b in branches:
        if b.values is not None:
            values.extend(v for v in b.values if v not in values)
        else:
            types.extend(t for t in b.types if t not in types)
    return values, types


def _either(items: list[str]) -> str:
    """``a or b``; ``a, b, or c``, and ``one of "x", "y", or null`` where an item holds
    a comma."""
    if len(items) <= 2 and not any("," in i for i in items):
        return " or ".join(items)
    return ", ".join(items[:-1]) + f", or {items[-1]}"


def _alternatives(types: list[str]) -> str:
    """``", or null"``, ``", or an integer or null"`` (empty without types)."""
    return f", or {_either([_with_article(t) for t in types])}" if types else ""


def _explain_branches(error: Any, tool: str, schema: Any = None) -> list[Violation]:
    """Explain an ``anyOf``/``oneOf`` no branch of which matched, by its branches.

    The branches whose JSON type the value has are the ones it was meant for (a ``null``
    branch is not, for a string). One such branch: its own violations, the other branches'
    types named in the hints at this value. Only ``enum``/``const`` branches: one ``enum``
    violation listing their values together. No such branch: one ``type`` violation naming
    every allowed value and type. Several branches of other shapes: the anyOf violation,
    its hint giving each branch's first fix."""
    at = tuple(error.instance_path)
    pointer = json_pointer(list(at))
    value = error.instance
    branches = [_branch(list(errors), at) for errors in error.kind.context]
    fitting = [b for b in branches if b.fits]
    others = [b for b in branches if not b.fits]
    if fitting and all(b.only_values for b in fitting):
        values, _ = _allowed(fitting)
        more_values, types = _allowed(others)
        values.extend(v for v in more_values if v not in values)
        return [
            Violation(
                pointer,
                _enum_message(values, value),
                "enum",
                _enum_hint(values, value, _alternatives(types)),
            )
        ]
    if len(fitting) == 1:
        _, types = _allowed(others)
        alternatives = f"; or send {_either([_with_article(t) for t in types])}" if types else ""
        out = []
        for sub in _without_shadowed_types(fitting[0].errors):
            for v in _explain(sub, tool, schema):
                if alternatives and v.pointer == pointer:
                    tail = _alternatives(types) if v.keyword == "enum" else alternatives
                    v = Violation(v.pointer, v.message, v.keyword, v.hint + tail)
                out.append(v)
        return out
    if not fitting:
        values, types = _allowed(branches)
        wanted = [f"one of {_options_text(values)}"] if values else []
        wanted += [_with_article(t) for t in types]
        need = _either(wanted)
        hint = f"send {need}"
        quoted = _quoted_value_fix(value, types)
        if quoted:
            hint += f": {quoted}"
        return [
            Violation(
                pointer,
                f"{_show(value, 200)} is {_with_article(_json_type(value))}; the value must be "
                f"{need}",
                "type",
                hint,
            )
        ]
    keyword, _ = _hint(error, value, schema)
    fixes = []
    for b in fitting[:4]:
        listed = _without_shadowed_types(b.errors)
        if not listed:  # pragma: no cover - a branch that failed has an error
            continue
        first = _explain(listed[0], tool, schema)[0]
        where = f" at {first.pointer}" if first.pointer != pointer else ""
        fixes.append(f"{first.hint}{where}")
    more = f" (and {len(fitting) - 4} more shapes)" if len(fitting) > 4 else ""
    return [
        Violation(
            pointer,
            f"{_show(value, 200)} matches none of the {len(branches)} allowed shapes",
            keyword,
            f"match one of the allowed shapes: either {'; or '.join(fixes)}{more}",
        )
    ]


def _quoted_value_fix(value: Any, types: list[str]) -> str:
    """``write 5 without quotes`` for a string spelling a number where a number is
    allowed, ``write true without quotes`` likewise for a boolean; for a string holding
    the JSON text of an object (or array) where one is allowed — ``"{\"title\": \"x\"}"``,
    as models send arguments encoded twice — that the string holds one and the object
    itself is to be sent (the string is not decoded); else empty."""
    if not isinstance(value, str):
        return ""
    if {"integer", "number"} & set(types) and _exact_number(value.strip()) is not None:
        return f"write {value.strip()} without quotes (strings are not converted)"
    if "boolean" in types and value.lower() in ("true", "false"):
        return f"write {value.lower()} without quotes"
    text = value.strip()
    for json_type, opening in (("object", "{"), ("array", "[")):
        if (
            json_type in types
            and text.startswith(opening)
            and _json_type(_decoded(text)) == json_type
        ):
            return (
                f"the string holds the JSON text of {_with_article(json_type)}: send the "
                f"{json_type} itself, not its text in quotes (strings are not decoded)"
            )
    return ""


def _decoded(text: str) -> Any:
    """``text`` read as strict JSON (:func:`decode_arguments`), or None when it is not."""
    try:
        return decode_arguments(text)
    except (ArgumentError, ValueError):
        return None


# --- integers a float parameter cannot hold -------------------------------------------------

_EXACT_FLOAT_INTEGERS = 2**53
"""Every integer of at most this magnitude is held exactly by a 64-bit float (IEEE 754
binary64 has a 53-bit significand); above it only some are."""


def inexact_floats(arguments: Any, schema: Mapping[str, Any]) -> tuple[Violation, ...]:
    """Integers sent where the schema asks for a ``number`` (and not an ``integer``) that
    a 64-bit float cannot hold exactly, one :class:`Violation` each (keyword
    ``floatPrecision``).

    A ``@tool`` function's ``float`` parameter receives ``float(value)`` (pydantic's
    conversion): for ``30`` that is ``30.0``, the same JSON number (JSON has one number type;
    JSON Schema 2020-12 Core §4.2.2 counts 30 and 30.0 as equal), so nothing changes and
    nothing is reported. Above 2**53 the float is another number (``9007199254740993``
    becomes ``9007199254740992.0``) or none at all (beyond about 1.8e308): that would be
    a silent change, so the Runtime refuses it, as the decoder refuses decimal text a float
    cannot hold. Walks ``properties``, ``items`` and ``prefixItems`` (following local
    ``$ref``s) like :func:`normalise`, the branches of an ``anyOf``/``oneOf``
    (``float | None``, ``list[float] | None``) and the members of an ``allOf`` (their
    types and properties together); ``int | float`` keeps an integer.
    """
    from tooldeck.runtime.normalise import _resolve, _types

    found: list[Violation] = []

    def merged(node: Any) -> Any:
        """``node`` with the members of its ``allOf`` folded in (their types and
        ``properties``; ``{"allOf": [{"$ref": …}], "description": …}`` is how older
        generators attach a description to a reference)."""
        node = _resolve(node, schema)
        if not isinstance(node, Mapping) or not isinstance(node.get("allOf"), list):
            return node
        out: dict[str, Any] = {k: v for k, v in node.items() if k != "allOf"}
        for member in node["allOf"]:
            member = merged(member)
            if not isinstance(member, Mapping):
                continue
            for key, item in member.items():
                if key == "properties" and isinstance(item, Mapping):
                    out["properties"] = {**item, **out.get("properties", {})}
                elif key == "type" and "type" in out:
                    continue
                else:
                    out.setdefault(key, item)
        return out

    def branches(node: Any) -> list[Any]:
        """``node`` and, for an ``anyOf``/``oneOf`` (``float | None``), its branches, each
        with its ``allOf`` folded in."""
        node = merged(node)
        found = [node]
        if isinstance(node, Mapping):
            for key in ("anyOf", "oneOf"):
                if isinstance(node.get(key), list):
                    found.extend(merged(b) for b in node[key])
        return found

    def walk(value: Any, node: Any, path: list[str | int]) -> None:
        if isinstance(value, int) and not isinstance(value, bool):
            types = {t for b in branches(node) for t in _types(b)}
            if abs(value) > _EXACT_FLOAT_INTEGERS and "number" in types and "integer" not in types:
                found.extend(_inexact(value, json_pointer(path)))
            return
        if not isinstance(value, dict | list):
            return
        wanted = "object" if isinstance(value, dict) else "array"
        node = next((b for b in branches(node) if wanted in _types(b)), merged(node))
        if isinstance(value, dict):
            props = node.get("properties", {}) if isinstance(node, Mapping) else {}
            for key, item in value.items():
                path.append(key)
                walk(item, props.get(key) if isinstance(props, Mapping) else None, path)
                path.pop()
        elif isinstance(value, list):
            prefix = node.get("prefixItems", []) if isinstance(node, Mapping) else []
            items = node.get("items") if isinstance(node, Mapping) else None
            for index, item in enumerate(value):
                path.append(index)
                walk(item, prefix[index] if index < len(prefix) else items, path)
                path.pop()

    walk(arguments, schema, [])
    return tuple(found)


def _inexact(value: int, pointer: str) -> list[Violation]:
    shown = _short(str(value))
    try:
        held = float(value)
    except OverflowError:
        return [
            Violation(
                pointer,
                f"the integer {shown} is out of range for this number parameter (a 64-bit "
                "float holds magnitudes up to about 1.8e308)",
                "floatPrecision",
                "send a number between -1.7976931348623157e308 and 1.7976931348623157e308",
            )
        ]
    if held == value:
        return []
    return [
        Violation(
            pointer,
            f"the integer {shown} cannot be held exactly by this number parameter (a 64-bit "
            f"float); it would become {held!r}",
            "floatPrecision",
            f"send {int(held)} if that is what you mean (a float holds every integer up to "
            "2**53 = 9007199254740992 exactly)",
        )
    ]
