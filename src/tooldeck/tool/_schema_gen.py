"""JSON Schemas of typed Python functions, written by pydantic (for :mod:`.declare`).

:func:`build_arguments_model` builds a pydantic model of a function's parameters (refusing
what pydantic would read differently from a direct call); :func:`json_schema` writes a
schema with tooldeck's generator (no invented titles, warnings turned into errors);
:func:`add_parameter_descriptions` adds the docstring's parameter descriptions,
:func:`check_defaults` refuses a default its own schema rejects, and
:func:`output_schema` writes the output schema of a return annotation (wrapped as
``{"result": value}`` when the value is not an object). Every refusal is a
:class:`~tooldeck.errors.ToolDefinitionError`.
"""

from __future__ import annotations

import collections.abc
import inspect
import math
import re
import types
from collections.abc import Callable, Mapping
from pathlib import PurePath
from typing import Annotated, Any, TypeVar, Union, cast, get_args, get_origin

import docstring_parser
import jsonschema_rs
import pydantic
from pydantic import BaseModel, ConfigDict, Field, TypeAdapter
from pydantic.fields import FieldInfo
from pydantic.json_schema import (
    GenerateJsonSchema,
    JsonSchemaMode,
    JsonSchemaValue,
    JsonSchemaWarningKind,
)
from pydantic_core import PydanticUndefined, SchemaError, core_schema

from tooldeck.errors import ToolDefinitionError
from tooldeck.schema import (
    SUBSCHEMA_LIST_KEYWORDS,
    SUBSCHEMA_MAP_KEYWORDS,
    SUBSCHEMA_SINGLE_KEYWORDS,
    walk_schema,
)

__all__ = [
    "RESULT_KEY",
    "add_parameter_descriptions",
    "build_arguments_model",
    "check_defaults",
    "decimal_pattern",
    "json_schema",
    "output_schema",
]

RESULT_KEY = "result"
"""Property that holds a non-object return value in a wrapped output schema (MCP SDK style)."""

_SCALAR_TYPES = frozenset({"string", "integer", "number", "boolean", "null"})

# Where the enum titles pydantic sets are looked for: the applicators of the one table
# (tooldeck.schema) except the draft keywords pydantic never writes ("definitions",
# "additionalItems", "dependencies"; nor "items" as an array: it writes "prefixItems").
_GENERATED_KEYWORDS = frozenset(
    {*SUBSCHEMA_SINGLE_KEYWORDS, *SUBSCHEMA_MAP_KEYWORDS, *SUBSCHEMA_LIST_KEYWORDS}
) - {"definitions", "additionalItems"}


def build_arguments_model(
    name: str, where: str, signature: inspect.Signature, hints: Mapping[str, Any]
) -> tuple[type[BaseModel], dict[str, str]]:
    """A pydantic model of the arguments; fields are ``p0``, ``p1``... aliased to the names.

    Aliasing keeps any parameter name usable (``_private``, ``json``, ``model_id``) without
    pydantic's shadowing rules or warnings.
    """
    fields: dict[str, Any] = {}
    aliases: dict[str, str] = {}
    extras: Any = None  # None: forbid unknown arguments
    for index, param in enumerate(signature.parameters.values()):
        positional = param.kind in (param.POSITIONAL_ONLY, param.POSITIONAL_OR_KEYWORD)
        if index == 0 and positional and param.name in ("self", "cls"):
            continue
        if param.kind is param.VAR_POSITIONAL:
            raise ToolDefinitionError(
                f"tool {name!r} ({where}): *{param.name} is not supported: tool arguments "
                f"arrive by name; declare each argument as a named parameter"
            )
        if param.kind is param.POSITIONAL_ONLY:
            raise ToolDefinitionError(
                f"tool {name!r} ({where}): parameter {param.name!r} is positional-only, but "
                f"tool arguments arrive by name; remove the '/' from the signature"
            )
        if param.kind is param.VAR_KEYWORD:
            extras = hints.get(param.name, Any)
            continue
        if param.name not in hints:
            raise ToolDefinitionError(
                f"tool {name!r} ({where}): parameter {param.name!r} has no type hint; add a "
                f"type hint (e.g. '{param.name}: str', or 'Any' for any JSON value)"
            )
        if isinstance(param.default, FieldInfo):
            raise ToolDefinitionError(
                f"tool {name!r} ({where}): parameter {param.name!r} has a pydantic Field(...) "
                f"as its default, which a direct call would receive as the value; write "
                f"'{param.name}: Annotated[T, Field(...)] = default' instead"
            )
        _check_annotation(name, where, param.name, hints[param.name])
        field_name = f"p{index}"
        aliases[field_name] = param.name
        default = ... if param.default is param.empty else param.default
        fields[field_name] = (hints[param.name], Field(default, alias=param.name))

    namespace: dict[str, Any] = {
        "model_config": ConfigDict(extra="forbid" if extras is None else "allow"),
        "__module__": __name__,
    }
    if extras is not None and extras is not Any:
        namespace["__annotations__"] = {"__pydantic_extra__": dict[str, extras]}
    model_name = name if name.isidentifier() else "Arguments"
    try:
        base = cast(
            type[BaseModel],
            types.new_class(
                f"{model_name}Base", (BaseModel,), exec_body=lambda ns: ns.update(namespace)
            ),
        )
        model = pydantic.create_model(
            model_name, __base__=base, __module__=__name__, **cast(Any, fields)
        )
    except SchemaError as exc:  # pydantic-core could not build a validator: a regex, mostly
        culprit = _find_bad_parameter(fields, aliases)
        at = f"parameter {culprit!r}: " if culprit else ""
        text = str(exc)
        if "regex parse error" in text:
            lines = [line.strip() for line in text.splitlines() if line.strip()]
            pattern, why = (lines[-3], lines[-1]) if len(lines) >= 3 else ("", lines[-1])
            raise ToolDefinitionError(
                f"tool {name!r} ({where}): {at}pydantic cannot compile the pattern "
                f"{pattern} ({why.removeprefix('error: ')}): it checks patterns with Rust's "
                "regex, which has no look-around, backreferences or \\Z; write the pattern "
                "without them (^…$ anchors the whole string), or check the value inside "
                "the function"
            ) from None
        raise ToolDefinitionError(
            f"tool {name!r} ({where}): {at}pydantic cannot build a validator for this "
            f"type: {text.splitlines()[-1].strip()}"
        ) from None
    except (pydantic.PydanticUserError, pydantic.PydanticSchemaGenerationError, TypeError) as exc:
        culprit = _find_bad_parameter(fields, aliases)
        at = f"parameter {culprit!r}: " if culprit else ""
        if isinstance(exc, pydantic.PydanticSchemaGenerationError):
            # pydantic's own advice (arbitrary_types_allowed, __get_pydantic_core_schema__)
            # is about its models, not a tool's arguments, which arrive as JSON
            first = str(exc).split(". ", 1)[0].rstrip(".")
            raise ToolDefinitionError(
                f"tool {name!r} ({where}): {at}pydantic cannot describe this type "
                f"({first}); a tool's arguments arrive as JSON: annotate it with str, "
                "int, float, bool, list, dict, Literal, an Enum, a pydantic model, a "
                "dataclass or a TypedDict, and build the object inside the function"
            ) from exc
        if getattr(exc, "code", None) == "typed-dict-version":
            raise ToolDefinitionError(f"tool {name!r} ({where}): {at}{_TYPED_DICT_FIX}") from exc
        raise ToolDefinitionError(
            f"tool {name!r} ({where}): {at}pydantic cannot describe this type: {exc}"
        ) from exc
    return model, aliases


def _check_annotation(name: str, where: str, param: str, hint: Any) -> None:
    """Refuse what pydantic would read differently from a direct call of the function.

    ``Annotated[T, Field(default=...)]`` (or ``default_factory``) makes the schema say
    optional while a direct call still requires the argument (or uses the Python default
    instead); ``Field(alias=...)`` renames the argument in pydantic but not in the
    signature; a bare ``TypeVar`` has no JSON type.
    """
    prefix = f"tool {name!r} ({where}): parameter {param!r}"
    if isinstance(hint, TypeVar):
        raise ToolDefinitionError(
            f"{prefix} is typed with the type variable {hint.__name__}, which has no JSON "
            "schema; use a concrete type (or Any for any JSON value)"
        )
    if get_origin(hint) is not Annotated:
        return
    for meta in hint.__metadata__:
        if not isinstance(meta, FieldInfo):
            continue
        if meta.default is not PydanticUndefined or meta.default_factory is not None:
            raise ToolDefinitionError(
                f"{prefix} sets its default inside Annotated[..., Field(default=...)], "
                "which a direct call of the function ignores; write the default in the "
                f"signature: '{param}: Annotated[T, Field(...)] = default'"
            )
        for attr in ("alias", "validation_alias", "serialization_alias"):
            if getattr(meta, attr, None) is not None:
                raise ToolDefinitionError(
                    f"{prefix} has Field({attr}=...), but tool arguments are named after "
                    "the parameters; rename the parameter instead"
                )


def _find_bad_parameter(fields: Mapping[str, Any], aliases: Mapping[str, str]) -> str | None:
    for field_name, (annotation, _field) in fields.items():
        try:
            TypeAdapter(annotation)
        except Exception:
            return aliases[field_name]
    return None


class _SchemaProblem(Exception):
    pass


class _TooldeckJsonSchema(GenerateJsonSchema):
    """pydantic's generator without invented titles, turning warnings into errors."""

    def field_title_should_be_set(self, schema: Any) -> bool:
        return False

    def emit_warning(self, kind: JsonSchemaWarningKind, detail: str) -> None:
        raise _SchemaProblem(detail)

    def _drop_class_title(self, json_schema: JsonSchemaValue, cls: Any) -> JsonSchemaValue:
        if cls is None or json_schema.get("title") != getattr(cls, "__name__", None):
            return json_schema
        config = getattr(cls, "model_config", None) or getattr(cls, "__pydantic_config__", None)
        if isinstance(config, Mapping) and config.get("title"):
            return json_schema
        json_schema = dict(json_schema)
        del json_schema["title"]
        return json_schema

    def _close_unread_extras(
        self, json_schema: JsonSchemaValue, config: Mapping[str, Any] | None
    ) -> JsonSchemaValue:
        """Close an object whose validation drops or refuses keys it does not declare.

        pydantic leaves ``additionalProperties`` out for a model that ignores extra keys
        (its default) and for a dataclass that refuses them (the arguments model's
        ``extra="forbid"`` reaches nested dataclasses), so the schema would accept a key
        the function never receives (dropped without a word) or that pydantic then
        refuses with its own message. Only the input (validation) schema is closed.
        """
        if self.mode != "validation" or json_schema.get("type") != "object":
            return json_schema
        if "additionalProperties" in json_schema or "patternProperties" in json_schema:
            return json_schema
        extra = (config or {}).get("extra_fields_behavior") or "ignore"
        if extra == "allow":
            return json_schema
        return {**json_schema, "additionalProperties": False}

    def field_is_present(self, field: Any) -> bool:
        """pydantic's choice, except that a dataclass field declared ``field(init=False)``
        is left out of the input (validation) schema: the class sets it and never takes
        it, so pydantic refuses it when sent ("Unexpected keyword argument") after a
        schema that listed it said yes. Its output (serialization) schema keeps it."""
        if (
            self.mode == "validation"
            and field.get("type") == "dataclass-field"
            and field.get("init") is False
        ):
            return False
        return super().field_is_present(field)

    def model_schema(self, schema: core_schema.ModelSchema) -> JsonSchemaValue:
        closed = self._close_unread_extras(super().model_schema(schema), schema.get("config"))
        return self._drop_class_title(closed, schema["cls"])

    def dataclass_schema(self, schema: core_schema.DataclassSchema) -> JsonSchemaValue:
        closed = self._close_unread_extras(super().dataclass_schema(schema), schema.get("config"))
        return self._drop_class_title(closed, schema["cls"])

    def typed_dict_schema(self, schema: core_schema.TypedDictSchema) -> JsonSchemaValue:
        config: Mapping[str, Any] = dict(schema.get("config") or {})
        if schema.get("extra_behavior"):
            config = {**config, "extra_fields_behavior": schema["extra_behavior"]}
        closed = self._close_unread_extras(super().typed_dict_schema(schema), config)
        return self._drop_class_title(closed, schema.get("cls"))

    def enum_schema(self, schema: core_schema.EnumSchema) -> JsonSchemaValue:
        # pydantic sets an enum's title after this method (metadata hook); note the name
        # and drop the title in generate().
        self._enum_titles = {*getattr(self, "_enum_titles", ()), schema["cls"].__name__}
        return super().enum_schema(schema)

    def decimal_schema(self, schema: core_schema.DecimalSchema) -> JsonSchemaValue:
        """pydantic's ``Decimal`` schema with its string ``pattern`` written without
        look-ahead, and with ``max_digits`` as pydantic's validator checks it
        (:func:`decimal_pattern`)."""
        result = super().decimal_schema(schema)
        pattern = decimal_pattern(schema.get("max_digits"), schema.get("decimal_places"))
        branches = result.get("anyOf", [result])
        for node in branches:
            if isinstance(node, dict) and node.get("type") == "string" and "pattern" in node:
                node["pattern"] = pattern
        return result

    def generate(self, schema: Any, mode: JsonSchemaMode = "validation") -> JsonSchemaValue:
        result = super().generate(schema, mode)
        enum_titles: set[str] = getattr(self, "_enum_titles", set())
        if enum_titles:
            for _, node in walk_schema(result, keywords=_GENERATED_KEYWORDS):
                if "enum" in node and node.get("title") in enum_titles:
                    del cast(dict[str, Any], node)["title"]
        return result


MAX_STATED_DIGITS = 60
"""Largest ``max_digits`` (without ``decimal_places``) whose bound :func:`decimal_pattern`
states: that pattern nests one group per digit, and jsonschema-rs (0.60: the validator of
every tool's schema) refuses it as "not a regex" from 62 (its nesting limit), so a tool
with ``max_digits=65`` (MySQL's largest ``DECIMAL``) could not be declared; deeper still,
building it by recursion overflowed Python's recursion limit near 500. Above it the
pattern states no bound, as the schema's number branch states none: the function's own
validation refuses a longer value at call time."""

MAX_STATED_COUNT = 10_000
r"""Largest ``max_digits`` or ``decimal_places`` :func:`decimal_pattern` writes as a counted
repetition (``\d{0,N}``); jsonschema-rs refuses ``\d{0,99997}``. Above it that bound is
not stated in the pattern (the function's validation still checks it)."""


def decimal_pattern(max_digits: int | None, decimal_places: int | None) -> str:
    r"""The ``pattern`` of a ``Decimal`` sent as a string, without look-around.

    pydantic 2 opens it with the look-ahead ``(?!^[-+.]*$)`` ("not only signs and dots",
    which, since the rest allows only a sign, digits and one dot, means "holds a digit"):
    llguidance (``tooldeck decode``) and RE2 refuse look-around, so a plain ``amount:
    Decimal`` made its tool uncompilable.

    Without ``max_digits`` the same strings as pydantic's pattern are matched, by
    alternation (an exhaustive comparison over short strings is in the tests): no
    ``decimal_places``, ``^(?!^[-+.]*$)[+-]?0*\d*\.?\d*$`` becomes an optional sign, then
    digits with an optional dot and fraction, or a dot and digits; with
    ``decimal_places=N``, the fraction has at most N digits then zeros (pydantic's
    ``\d{0,N}0*``).

    With ``max_digits=M`` pydantic adds a second look-ahead on the length, and its first
    alternative (``\d{0,M}``) has no ``$``, so its pattern matches every string that is
    not only signs and dots (``"abc"``, ``"123456789012"`` for M = 10): the bound was not
    stated at all. This pattern states the bound as pydantic's validator checks it, which
    is what the function accepts: at most M digits in all — the integer part without
    leading zeros plus the fraction without trailing zeros (``"0012.3400"`` has 4) — and,
    with ``decimal_places=N``, at most N after the dot and M − N before it (pydantic counts
    ``"0"`` and ``"0."`` as one integer digit, ``"0.0"`` as none: for M = N the first two
    are refused, the third taken). The integer
    part's length is counted by alternation (M − N + 1 branches with ``decimal_places``;
    nested, quadratic in M, without it). Compared with pydantic's validator over every
    short string in the tests. A string the validator takes and no pattern states (an
    exponent, ``"1e2"``; white space) is refused, as without ``max_digits``.

    A bound too large for regex engines is not stated (the pattern takes more than the
    function; its validation refuses the rest at call time): ``max_digits`` above
    :data:`MAX_STATED_DIGITS` without ``decimal_places``, any bound above
    :data:`MAX_STATED_COUNT`.
    """
    if decimal_places is not None and decimal_places > MAX_STATED_COUNT:
        decimal_places = None
    if max_digits is not None and max_digits > (
        MAX_STATED_DIGITS if decimal_places is None else MAX_STATED_COUNT
    ):
        max_digits = None
    if max_digits is None:
        if decimal_places is None:
            return r"^[+-]?(?:\d+\.?\d*|\.\d+)$"
        if decimal_places == 0:
            return r"^[+-]?(?:\d+(?:\.0*)?|\.0+)$"
        places = rf"\d{{0,{decimal_places}}}0*"
        return rf"^[+-]?(?:\d+(?:\.{places})?|\.\d{{1,{decimal_places}}}0*)$"
    # fraction digits without a significant integer digit; integer digits at most
    fraction = max_digits if decimal_places is None else min(max_digits, decimal_places)
    whole = max_digits if decimal_places is None else max_digits - decimal_places
    branches = []
    if whole >= 1:
        if decimal_places is None:
            branches.append(rf"0*[1-9]{_digits_then_fraction(max_digits - 1)}")
        else:
            integer = r"0*[1-9]" + (rf"\d{{0,{whole - 1}}}" if whole > 1 else "")
            branches.append(rf"{integer}{_fraction(fraction)}")
        # no significant integer digit: zeros (then a fraction), or a dot and a fraction
        branches.append(rf"0+{_fraction(fraction)}")
        branches.append(rf"\.\d{{1,{fraction}}}0*" if fraction else r"\.0+")
    elif fraction >= 1:
        # no integer digit allowed: pydantic counts "0" (and "0.") as one, so only a dot
        # and at least one fraction digit ("0.05", ".5", "0.0")
        branches.append(rf"0*\.\d{{1,{fraction}}}0*")
    else:
        return r"^[^\d\D]$"  # max_digits=0: pydantic's validator takes no value at all
    return rf"^[+-]?(?:{'|'.join(branches)})$"


def _fraction(places: int) -> str:
    """An optional dot and fraction of at most ``places`` digits, then zeros."""
    return rf"(?:\.\d{{0,{places}}}0*)?" if places else r"(?:\.0*)?"


def _digits_then_fraction(budget: int) -> str:
    """After a significant integer digit, ``budget`` digits left in all: more integer
    digits (each one fewer left) or a fraction of at most what is left, nested (built
    from the innermost group out, in a loop: :data:`MAX_STATED_DIGITS` bounds the depth)."""
    nested = _fraction(0)
    for left in range(1, budget + 1):
        nested = rf"(?:\d{nested}|\.\d{{0,{left}}}0*)?"
    return nested


def json_schema(
    generate: Callable[[type[GenerateJsonSchema]], dict[str, Any]], name: str, what: str
) -> dict[str, Any]:
    try:
        return generate(_TooldeckJsonSchema)
    except _SchemaProblem as exc:
        raise ToolDefinitionError(f"tool {name!r}: {what} schema: {exc}") from exc
    except (pydantic.PydanticUserError, pydantic.PydanticSchemaGenerationError) as exc:
        raise ToolDefinitionError(
            f"tool {name!r}: pydantic cannot write the {what} schema: {exc}"
        ) from exc


def add_parameter_descriptions(
    schema: dict[str, Any],
    docstring: docstring_parser.Docstring | None,
    signature: inspect.Signature,
    name: str,
    where: str,
    text: str = "",
) -> None:
    """Write each documented parameter's description into ``schema`` (a description the
    schema already has, from ``Field(description=...)``, wins).

    Args:
        text: the docstring as parsed (``inspect.getdoc``), to name the lines of a parameter
            documented twice.

    Raises:
        ToolDefinitionError: the docstring documents a parameter the signature lacks (not
            one under a Napoleon keyword section of a function taking ``**kwargs``), or
            one parameter twice (docstring_parser keeps both; only the first would reach
            the schema).
    """
    if docstring is None:
        return
    params = set(signature.parameters)
    takes_kwargs = any(
        p.kind is inspect.Parameter.VAR_KEYWORD for p in signature.parameters.values()
    )
    properties = schema.get("properties", {})
    seen: set[str] = set()
    for documented in docstring.params:
        if documented.args and documented.args[0] == "attribute":
            continue
        for raw in documented.arg_name.split(","):
            arg = raw.strip().lstrip("*")
            if not arg or arg in ("self", "cls"):
                continue
            if arg not in params and documented.args[0] == "keyword" and takes_kwargs:
                continue  # Napoleon's keyword sections document what **kwargs takes
            if arg not in params:
                named = [p for p in signature.parameters if p not in ("self", "cls")]
                known = ", ".join(named) or "none"  # signature order, the same every run
                raise ToolDefinitionError(
                    f"tool {name!r} ({where}): the docstring documents parameter {arg!r}, "
                    f"which the function does not have (parameters: {known}); fix the "
                    f"docstring or the signature"
                )
            if arg in seen:
                raise ToolDefinitionError(
                    f"tool {name!r} ({where}): the docstring documents parameter {arg!r} "
                    f"twice{_shown_lines(_documenting_lines(text, arg))}; only the first "
                    f"description would reach the schema: keep one"
                )
            seen.add(arg)
            # a description wrapped over several docstring lines is one paragraph; blank
            # lines (paragraph breaks) are kept
            paragraphs = (documented.description or "").strip().split("\n\n")
            described = "\n\n".join(" ".join(p.split()) for p in paragraphs).strip()
            prop = properties.get(arg)
            if described and isinstance(prop, dict) and "description" not in prop:
                prop["description"] = described


def _documenting_lines(text: str, arg: str) -> list[tuple[int, str]]:
    """The lines of docstring ``text`` (1-based numbers, stripped text) that open the
    documentation of parameter ``arg`` in the styles docstring_parser reads: Google
    ``arg (type): ...``, NumPy ``arg : type``, Sphinx ``:param type arg: ...``, Epydoc
    ``@param arg: ...``, and comma lists (``a, arg: ...``)."""
    opening = re.compile(
        r"^\s*(?:[:@]param\b[^:]*?\s)?(?:\**\w+\s*,\s*)*\**"
        + re.escape(arg)
        + r"\s*(?:,\s*\**\w+\s*)*(?:\([^)]*\))?\s*(?::|$)"
    )
    return [
        (number, line.strip())
        for number, line in enumerate(text.splitlines(), start=1)
        if opening.match(line)
    ]


def _shown_lines(lines: list[tuple[int, str]]) -> str:
    """`` (docstring lines 4 'a: x.' and 6 'a (int): y.')`` for the first two of ``lines``;
    empty when fewer than two were found."""
    if len(lines) < 2:
        return ""
    (first, one), (second, other) = lines[:2]
    return f" (docstring lines {first} {_cut(one)!r} and {second} {_cut(other)!r})"


def _cut(line: str, chars: int = 80) -> str:
    return line if len(line) <= chars else line[: chars - 1] + "…"


_NAIVE_FORMATS = {"date-time": "datetime", "time": "time"}


def check_defaults(schema: dict[str, Any], name: str, where: str) -> None:
    """Refuse a parameter default that its own schema rejects (``a: int = "x"``).

    Formats are asserted, as the runtime asserts them: a naive ``datetime`` default is
    written as ``"2020-01-01T00:00:00"``, which ``format: date-time`` (RFC 3339) refuses,
    so a model that sent the advertised default back would be refused.
    """
    for param, prop in schema.get("properties", {}).items():
        if not isinstance(prop, dict) or "default" not in prop:
            continue
        default = prop["default"]
        if isinstance(default, float) and not math.isfinite(default):
            # JSON has no form for it (the validator reads it as null: a misleading
            # "null is not of type number"; session 22's breaker)
            raise ToolDefinitionError(
                f"tool {name!r} ({where}): the default of parameter {param!r} ({default!r}) "
                "has no JSON form (JSON has no Infinity or NaN); use a finite default, or "
                "None with an Optional type"
            )
        sub = {k: v for k, v in prop.items() if k != "default"}
        if "$defs" in schema:
            sub["$defs"] = schema["$defs"]
        validator = jsonschema_rs.validator_for(sub, validate_formats=True, offline=True)
        errors = list(validator.iter_errors(prop["default"]))
        if errors:
            fix = "fix the default or the type hint"
            fmt = _NAIVE_FORMATS.get(str(prop.get("format")))
            if fmt and errors[0].kind.name == "format":
                fix = (
                    f"give the default {fmt} a time zone (tzinfo=datetime.timezone.utc, "
                    "say): RFC 3339, which the schema's format names, requires an offset"
                )
            raise ToolDefinitionError(
                f"tool {name!r} ({where}): the default of parameter {param!r} "
                f"({prop['default']!r}) does not match its type: {errors[0].message}; "
                f"{fix}"
            )


def scalar_return_schema(hints: Mapping[str, Any], name: str) -> dict[str, Any] | None:
    """The JSON Schema (serialization mode) of a scalar return annotation — ``int``,
    ``float``, ``str``, ``bool``, a ``Literal``, an enum, ``X | None`` of those — which
    :func:`output_schema` does not advertise (a scalar needs no ``outputSchema`` to be
    read, and each costs tokens). A runtime still checks a returned value against it, as
    it checks an advertised one, so ``-> int`` returning ``"12"`` is an
    ``output_mismatch``, not a success. ``-> None`` is ``{"type": "null"}``: a function
    declared to return nothing that returns a value is a mismatch too (trial 36b, N3: it
    was a success). None for any other annotation (an advertised schema, ``Any``,
    none)."""
    if "return" not in hints:
        return None
    annotation = hints["return"]
    if annotation is None or annotation is type(None):
        return {"type": "null"}
    if annotation is Any:
        return None
    try:
        adapter: TypeAdapter[Any] = TypeAdapter(annotation)
        schema = json_schema(
            lambda gen: adapter.json_schema(mode="serialization", schema_generator=gen),
            name,
            "return",
        )
    except (
        ToolDefinitionError,
        pydantic.PydanticUserError,
        pydantic.PydanticSchemaGenerationError,
    ):
        return None  # output_schema has refused it already, with the reason
    kinds = _kinds(schema, schema.get("$defs", {}), set())
    if "any" in kinds or not kinds <= _SCALAR_TYPES or kinds == {"null"}:
        return None
    return schema


def output_schema(hints: Mapping[str, Any], name: str) -> tuple[dict[str, Any] | None, bool]:
    if "return" not in hints:
        return None, False
    annotation = hints["return"]
    if annotation is None or annotation is type(None) or annotation is Any:
        return None, False
    if _names_path(annotation):
        raise ToolDefinitionError(
            f"tool {name!r}: the return annotation {_shown(annotation)} is a path on this "
            "host, which the tool's caller (a model, a remote MCP client) cannot open; to "
            "send the file, return path.read_bytes() and annotate -> bytes (a file result: "
            'docs/runtime.md, "File results"); to name the path, return str(path) and '
            "annotate -> str"
        )
    if _names_bytearray(annotation):
        return None, False  # a file result, as -> bytes (the runtime reads both alike)
    try:
        adapter: TypeAdapter[Any] = TypeAdapter(annotation)
    except (pydantic.PydanticUserError, pydantic.PydanticSchemaGenerationError) as exc:
        if getattr(exc, "code", None) == "typed-dict-version":
            raise ToolDefinitionError(
                f"tool {name!r}: the return annotation {_shown(annotation)}: {_TYPED_DICT_FIX}"
            ) from exc
        raise ToolDefinitionError(_undescribed_return(name, annotation, exc)) from exc
    schema = json_schema(
        lambda gen: adapter.json_schema(mode="serialization", schema_generator=gen),
        name,
        "output",
    )
    defs = schema.get("$defs", {})
    kinds = _kinds(schema, defs, set())
    where = _nested_bytes(schema, "", root=True)
    if where is not None:
        raise ToolDefinitionError(
            f"tool {name!r}: the return annotation {_shown(annotation)} holds bytes inside "
            f"another value (at {where or '/'} of its JSON Schema); a JSON result cannot carry "
            f"bytes, so every call whose bytes are not UTF-8 text would fail; {_NESTED_BYTES_FIX}"
        )
    if kinds == {"object"}:
        if "type" not in schema:  # a root $ref (recursive model): state the type
            schema = {"type": "object", **schema}
        return schema, False
    if "any" in kinds or kinds <= _SCALAR_TYPES:
        return None, False
    inner = {k: v for k, v in schema.items() if k != "$defs"}
    wrapped: dict[str, Any] = {
        "type": "object",
        "properties": {RESULT_KEY: inner},
        "required": [RESULT_KEY],
    }
    if defs:
        wrapped["$defs"] = defs
    return wrapped, True


def _nested_bytes(schema: Any, pointer: str, *, root: bool = False) -> str | None:
    """The JSON pointer (inside the return schema) of the first ``bytes`` value
    (``"format": "binary"``, pydantic's serialization schema of ``bytes``) that is not the
    whole return value, or ``None``. ``root``: ``schema`` is the whole value, or a member of
    its root ``anyOf`` (``bytes | None``), where bytes are a file result."""
    if isinstance(schema, list):
        for i, member in enumerate(schema):
            found = _nested_bytes(member, f"{pointer}/{i}")
            if found is not None:
                return found
        return None
    if not isinstance(schema, Mapping):
        return None
    if schema.get("format") == "binary" and not root:
        return pointer
    for key, value in schema.items():
        if key in ("anyOf", "oneOf") and root and isinstance(value, list):
            for i, member in enumerate(value):
                found = _nested_bytes(member, f"{pointer}/{key}/{i}", root=True)
                if found is not None:
                    return found
            continue
        if isinstance(value, Mapping | list) and key not in (
            "examples",
            "default",
            "const",
            "enum",
        ):
            found = _nested_bytes(value, f"{pointer}/{key}")
            if found is not None:
                return found
    return None


_TYPED_DICT_FIX = (
    "a typing.TypedDict cannot be described by pydantic on Python < 3.12; write "
    "`from typing_extensions import TypedDict` in place of `from typing import TypedDict` "
    "(the class stays the same)"
)
"""The one-line fix for pydantic's ``typed-dict-version`` error (trial40 A2: the message
pointed at "annotate a JSON-serialisable type or remove the annotation")."""


def _names_path(annotation: Any) -> bool:
    """Whether a return annotation is a ``pathlib`` path (``Path``, ``Path | None``)."""
    if isinstance(annotation, type):
        return issubclass(annotation, PurePath)
    if isinstance(annotation, types.UnionType) or get_origin(annotation) is Union:
        return any(_names_path(arg) for arg in get_args(annotation) if arg is not type(None))
    return False


_ITERATORS = (collections.abc.Iterator, collections.abc.AsyncIterator)
"""Return annotations that name a stream of values (``-> Iterator[int]``, a generator or
an async one: each is a subclass), which pydantic cannot describe; the runtime sends one
JSON value per call."""


_NESTED_BYTES_FIX = (
    'return one file as -> bytes or -> bytearray (a file result: docs/runtime.md, "File '
    'results"), or encode the bytes (base64.b64encode(data).decode()) and annotate str'
)
"""The way out of bytes held inside a returned value (``list[bytes]``, ``dict[str,
bytearray]``), the same in both errors that refuse it."""


def _undescribed_return(name: str, annotation: Any, exc: Exception) -> str:
    """The error for a return annotation pydantic cannot describe, naming the fix: an
    iterator or generator (one result per call: return a list), a ``bytearray`` inside
    another value (as nested ``bytes``), else pydantic's first sentence without its advice
    (``arbitrary_types_allowed`` is about its models, not a tool's result) (trial40b:
    ``list[bytearray]`` and ``-> Iterator[int]`` gave pydantic's whole message)."""
    shown = _shown(annotation).replace("collections.abc.", "").replace("typing.", "")
    origin = get_origin(annotation) or annotation
    if isinstance(origin, type) and issubclass(origin, _ITERATORS):
        args = get_args(annotation)
        item = _shown(args[0])[3:] if args else "..."
        return (
            f"tool {name!r}: the return annotation {shown} is a stream of values; a tool "
            "answers each call with one result (the runtime does not iterate it, and an "
            f"iterator is not JSON): collect the items and return a list, annotated "
            f"-> list[{item}]"
        )
    if _holds(annotation, bytearray):
        return (
            f"tool {name!r}: the return annotation {shown} holds bytes (bytearray) inside "
            f"another value; a JSON result cannot carry bytes; {_NESTED_BYTES_FIX}"
        )
    first = str(exc).split(". ", 1)[0].rstrip(".")
    return (
        f"tool {name!r}: the return annotation {shown} cannot be described by pydantic "
        f"({first}); annotate a JSON-serialisable type (str, int, float, bool, list, dict, "
        "a pydantic model, a dataclass, a TypedDict) or remove the annotation"
    )


def _holds(annotation: Any, kind: type) -> bool:
    """Whether ``kind`` appears anywhere among ``annotation``'s type arguments."""
    if annotation is kind:
        return True
    return any(_holds(arg, kind) for arg in get_args(annotation))


def _names_bytearray(annotation: Any) -> bool:
    """Whether a return annotation is ``bytearray`` (or ``bytearray | None``), which
    pydantic cannot describe; the runtime returns it as a file, as ``bytes``."""
    if annotation is bytearray:
        return True
    if isinstance(annotation, types.UnionType) or get_origin(annotation) is Union:
        args = [arg for arg in get_args(annotation) if arg is not type(None)]
        return bool(args) and all(_names_bytearray(arg) for arg in args)
    return False


def _shown(annotation: Any) -> str:
    """``-> Path`` for a class, else the annotation as Python prints it."""
    if isinstance(annotation, type):
        return f"-> {annotation.__name__}"
    return "-> " + repr(annotation).replace("pathlib.", "")


def _kinds(schema: Any, defs: Mapping[str, Any], seen: set[str]) -> set[str]:
    """The JSON types a schema admits at its root ("any" when unconstrained)."""
    if not isinstance(schema, Mapping):
        return {"any"}
    ref = schema.get("$ref")
    if isinstance(ref, str) and ref.startswith("#/$defs/"):
        key = ref[len("#/$defs/") :]
        if key in seen:
            return {"any"}
        return _kinds(defs.get(key), defs, seen | {key})
    declared = schema.get("type")
    if isinstance(declared, str):
        return {declared}
    if isinstance(declared, list):
        return {str(t) for t in declared}
    for combinator in ("anyOf", "oneOf"):
        members = schema.get(combinator)
        if isinstance(members, list):
            out: set[str] = set()
            for member in members:
                out |= _kinds(member, defs, seen)
            return out
    if "enum" in schema or "const" in schema:
        values = schema.get("enum", [schema.get("const")])
        if all(v is None or isinstance(v, str | int | float | bool) for v in values):
            return {"string"}
    if "properties" in schema:
        return {"object"}
    return {"any"}
