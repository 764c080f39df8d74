"""Layer 1: validate a call before anything runs, fail fast, convert nothing.

What is checked, in order (seed 001 §9.1):

1. the tool exists (otherwise the closest names are suggested, :func:`difflib`);
2. a JSON arguments text decodes (error position as line/column/character offset);
   duplicate keys, ``NaN`` and ``Infinity`` are refused, since decoding them would
   silently drop or invent a value;
3. decoded arguments are plain JSON values (no tuples, sets, bytes, NaN) and an object;
4. JSON Schema 2020-12 validation with jsonschema-rs, compiled once per tool, reporting
   **every** violation with its JSON pointer and a hint the model can act on.

No coercion (seed 001 §7.1): ``"5"`` for an integer is a violation; strings are not
trimmed; quotes are not normalised. A runtime may opt into named normalisations
(:data:`NORMALISATIONS`); each change is then reported in the result.

Why jsonschema-rs: it implements 2020-12 and reports every error; fastjsonschema stops at
the first error and implements drafts 4/6/7 only. Speeds: ``benchmarks/bench_runtime.py``.
"""

from __future__ import annotations

import difflib
import json
import math
import re
from collections.abc import Collection, Mapping
from dataclasses import dataclass
from typing import Any

import jsonschema_rs

from tooldeck.jsonvalue import json_pointer, thaw
from tooldeck.runtime.envelope import Violation
from tooldeck.tool import Tool

__all__ = [
    "MAX_DEPTH",
    "NORMALISATIONS",
    "ArgumentError",
    "SchemaValidator",
    "check_json_value",
    "decode_arguments",
    "normalise",
    "suggest_names",
]

MAX_DEPTH = 128
"""Deepest nesting accepted in arguments (real tool schemas need a few levels)."""

NORMALISATIONS: tuple[str, ...] = ("trim_strings", "numeric_strings")
"""Opt-in normalisations: ``trim_strings`` strips leading/trailing whitespace of string
values; ``numeric_strings`` turns a string that is exactly a JSON number into that number
where the schema asks for ``integer``/``number``. Off by default; every change is
reported."""


class ArgumentError(Exception):
    """Arguments that cannot be validated at all (not JSON, not an object).

    Internal to the runtime: it becomes an ``invalid_arguments`` result, never escapes.
    """

    def __init__(self, message: str, hint: str, pointer: str = "") -> None:
        super().__init__(message)
        self.message = message
        self.hint = hint
        self.pointer = pointer


class _Duplicate(ValueError):
    pass


def _pairs(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out = dict(pairs)
    if len(out) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise _Duplicate(key)
            seen.add(key)
    return out


def _constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


_DECODER = json.JSONDecoder(object_pairs_hook=_pairs, parse_constant=_constant)


def decode_arguments(text: str) -> Any:
    """Decode an arguments JSON text strictly.

    Raises:
        ArgumentError: not JSON (message with line, column and character offset),
            a duplicate key, ``NaN``/``Infinity``, or a non-string input.
    """
    if not isinstance(text, str):
        raise ArgumentError(
            f"the arguments must be a JSON text, got {type(text).__name__}",
            "send the arguments as one JSON object text",
        )
    try:
        return _DECODER.decode(text)
    except json.JSONDecodeError as exc:
        snippet = text[max(0, exc.pos - 20) : exc.pos + 20]
        raise ArgumentError(
            f"the arguments are not valid JSON: {exc.msg} at line {exc.lineno} column "
            f"{exc.colno} (character {exc.pos}) near {snippet!r}",
            "send one complete JSON object; escape quotes and newlines inside strings",
        ) from None
    except _Duplicate as exc:
        raise ArgumentError(
            f"the arguments repeat the key {exc.args[0]!r}; JSON decoders would silently "
            "keep only one of the values",
            f"send {exc.args[0]!r} once",
        ) from None
    except ValueError as exc:  # NaN / Infinity
        raise ArgumentError(
            f"the arguments hold {exc}", "send finite numbers only (JSON has no NaN/Infinity)"
        ) from None
    except RecursionError:
        raise ArgumentError(
            "the arguments nest too deeply", f"nest at most {MAX_DEPTH} levels"
        ) from None


def check_json_value(value: Any, path: list[str | int] | None = None, depth: int = 0) -> None:
    """Refuse what is not a plain JSON value (dict with str keys, list, str, int, float
    finite, bool, None); subclasses of dict/list (such as ``FrozenDict``) are accepted.

    Raises:
        ArgumentError: naming the pointer of the first offending value.
    """
    path = [] if path is None else path
    if depth > MAX_DEPTH:
        raise ArgumentError(
            "the arguments nest too deeply",
            f"nest at most {MAX_DEPTH} levels",
            json_pointer(path),
        )
    if value is None or isinstance(value, str | bool | int):
        return
    if isinstance(value, float):
        if not math.isfinite(value):
            raise ArgumentError(
                f"{value} at {json_pointer(path) or '/'} is not a JSON number",
                "send finite numbers only",
                json_pointer(path),
            )
        return
    if isinstance(value, dict):
        for key, item in value.items():
            if not isinstance(key, str):
                raise ArgumentError(
                    f"object key {key!r} at {json_pointer(path) or '/'} is not a string",
                    "object keys are strings in JSON",
                    json_pointer(path),
                )
            path.append(key)
            check_json_value(item, path, depth + 1)
            path.pop()
        return
    if isinstance(value, list):
        for index, item in enumerate(value):
            path.append(index)
            check_json_value(item, path, depth + 1)
            path.pop()
        return
    raise ArgumentError(
        f"{type(value).__name__} at {json_pointer(path) or '/'} is not a JSON value",
        "send JSON values only (object, array, string, number, true/false, null)",
        json_pointer(path),
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


def _hint(error: Any, instance: Any) -> tuple[str, str]:
    """(keyword, hint) for one jsonschema-rs error."""
    kind = error.kind
    keyword = type(kind).__name__
    value = getattr(error, "instance", instance)
    if keyword == "Type":
        wanted = kind.types if hasattr(kind, "types") else []
        wanted_text = " or ".join(str(t) for t in wanted) or "another type"
        got = _json_type(value)
        hint = f"send a JSON {wanted_text}, not a {got}"
        if isinstance(value, str) and any(t in ("integer", "number") for t in wanted):
            if _NUMBER.match(value.strip()):
                hint += f": write {value.strip()} without quotes (strings are not converted)"
        elif (
            isinstance(value, str)
            and "boolean" in wanted
            and value.lower()
            in (
                "true",
                "false",
            )
        ):
            hint += f": write {value.lower()} without quotes"
        elif isinstance(value, int | float) and "string" in wanted:
            hint += f': write "{value}" in quotes'
        return "type", hint
    if keyword == "Required":
        prop = getattr(kind, "property", None)
        return "required", f"add the required property {_show(prop)}"
    if keyword == "AdditionalProperties":
        unexpected = list(getattr(kind, "unexpected", []) or [])
        return "additionalProperties", (
            f"remove {', '.join(_show(u) for u in unexpected)}: only the declared "
            "properties are accepted (check the spelling)"
        )
    if keyword == "Enum":
        options = getattr(kind, "options", None)
        return "enum", f"use exactly one of {_show(options, 200)} (case and spaces matter)"
    if keyword == "Constant":
        return "const", f"use exactly {_show(getattr(kind, 'expected_value', None))}"
    if keyword == "Pattern":
        return "pattern", f"the value must match the regular expression {kind.pattern}"
    if keyword == "Format":
        fmt = getattr(kind, "format", "")
        return "format", f"write the value in {fmt} format"
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


@dataclass(slots=True)
class SchemaValidator:
    """The compiled input (and output) validator of one tool (jsonschema-rs, compiled once).

    Formats are asserted (``date-time``, ``email``, … are checked), like the validator
    :class:`~tooldeck.tool.Tool` builds for its examples.
    """

    tool: Tool
    _input: Any = None
    _output: Any = None

    def __post_init__(self) -> None:
        self._input = jsonschema_rs.validator_for(
            thaw(self.tool.input_schema), validate_formats=True, offline=True
        )
        if self.tool.output_schema is not None:
            self._output = jsonschema_rs.validator_for(
                thaw(self.tool.output_schema), validate_formats=True, offline=True
            )

    def violations(self, arguments: Any) -> tuple[Violation, ...]:
        """Every violation of the input schema (empty when valid). ``arguments`` must
        already be a plain JSON value (:func:`check_json_value`)."""
        if self._input.is_valid(arguments):
            return ()
        return _violations(self._input, arguments)

    def output_violations(self, value: Any) -> tuple[Violation, ...]:
        """Every violation of the output schema by a returned value (empty when valid or
        when the tool declares none)."""
        if self._output is None or self._output.is_valid(value):
            return ()
        return _violations(self._output, value)


def _violations(validator: Any, instance: Any) -> tuple[Violation, ...]:
    out = []
    for error in validator.iter_errors(instance):
        keyword, hint = _hint(error, instance)
        out.append(
            Violation(
                pointer=json_pointer(list(error.instance_path)),
                message=error.message,
                keyword=keyword,
                hint=hint,
            )
        )
    out.sort(key=lambda v: v.pointer)
    return tuple(out)


# --- opt-in normalisation --------------------------------------------------------------------
def _resolve(schema: Any, root: Mapping[str, Any]) -> Any:
    seen = 0
    while isinstance(schema, Mapping) and isinstance(schema.get("$ref"), str) and seen < 16:
        ref = schema["$ref"]
        if not ref.startswith("#/"):
            return schema
        node: Any = root
        for token in ref[2:].split("/"):
            token = token.replace("~1", "/").replace("~0", "~")
            node = node.get(token) if isinstance(node, Mapping) else None
        schema = node
        seen += 1
    return schema


def _types(schema: Any) -> set[str]:
    if not isinstance(schema, Mapping):
        return set()
    declared = schema.get("type")
    if isinstance(declared, str):
        return {declared}
    if isinstance(declared, list):
        return {str(t) for t in declared}
    return set()


def normalise(
    arguments: Any, schema: Mapping[str, Any], rules: Collection[str]
) -> tuple[Any, list[dict[str, Any]]]:
    """Apply the opted-in ``rules`` (:data:`NORMALISATIONS`) to ``arguments``.

    Walks ``properties``, ``items`` and ``prefixItems`` (following local ``$ref``s).
    Returns a new value and one change record per changed value: ``{"pointer", "rule",
    "from", "to"}``. Unknown rule names raise ``ValueError``.
    """
    unknown = set(rules) - set(NORMALISATIONS)
    if unknown:
        raise ValueError(f"unknown normalisation(s) {sorted(unknown)}; known: {NORMALISATIONS}")
    changes: list[dict[str, Any]] = []

    def walk(value: Any, node: Any, path: list[str | int]) -> Any:
        node = _resolve(node, schema)
        if isinstance(value, str):
            new: Any = value
            if "trim_strings" in rules and new != new.strip():
                changes.append(
                    {
                        "pointer": json_pointer(path),
                        "rule": "trim_strings",
                        "from": new,
                        "to": new.strip(),
                    }
                )
                new = new.strip()
            types = _types(node)
            if (
                "numeric_strings" in rules
                and types & {"integer", "number"}
                and "string" not in types
                and _NUMBER.match(new)
            ):
                number = json.loads(new)
                if "integer" in types and isinstance(number, float) and number.is_integer():
                    number = int(number) if "number" not in types else number
                changes.append(
                    {
                        "pointer": json_pointer(path),
                        "rule": "numeric_strings",
                        "from": new,
                        "to": number,
                    }
                )
                new = number
            return new
        if isinstance(value, dict):
            props = node.get("properties", {}) if isinstance(node, Mapping) else {}
            out = {}
            for key, item in value.items():
                path.append(key)
                out[key] = walk(item, props.get(key) if isinstance(props, Mapping) else None, path)
                path.pop()
            return out
        if isinstance(value, list):
            prefix = node.get("prefixItems", []) if isinstance(node, Mapping) else []
            items = node.get("items") if isinstance(node, Mapping) else None
            result = []
            for index, item in enumerate(value):
                sub = prefix[index] if index < len(prefix) else items
                path.append(index)
                result.append(walk(item, sub, path))
                path.pop()
            return result
        return value

    return walk(arguments, schema, []), changes
