"""Where a check finds the values it reads: string parameters found by schema
``format``, by parameter name at any depth, or by explicit JSON pointer (shared by the
path and shell checks; was part of ``runtime/policy.py``)."""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from typing import Any

from tooldeck.jsonvalue import escape_pointer_token, pointer_tokens
from tooldeck.runtime.policy.base import (
    CheckBase,
    CheckResult,
    PolicyConfigError,
    PolicyRequest,
    refuse,
)
from tooldeck.runtime.schema_marks import (
    UnresolvedReference,
    schema_key_matches,
    schema_matches,
    schema_pointers,
)
from tooldeck.tool import Tool

__all__ = ["Targeted"]


def _pointer_tokens(pointer: str) -> list[str]:
    """The unescaped tokens of a configured pointer (:func:`tooldeck.jsonvalue.pointer_tokens`).

    Raises:
        PolicyConfigError: ``pointer`` is not a JSON pointer.
    """
    try:
        return pointer_tokens(pointer)
    except ValueError:
        raise PolicyConfigError(f"{pointer!r} is not a JSON pointer (start it with '/')") from None


def _values_at(value: Any, tokens: Sequence[str]) -> Iterable[tuple[str, Any]]:
    """(pointer, value) pairs at ``tokens``; ``*`` matches every array item/object value."""
    if not tokens:
        yield "", value
        return
    head, rest = tokens[0], tokens[1:]
    if head == "*":
        items: Iterable[tuple[Any, Any]] = (
            enumerate(value)
            if isinstance(value, list)
            else value.items()
            if isinstance(value, dict)
            else ()
        )
        for key, item in items:
            for pointer, found in _values_at(item, rest):
                yield "/" + escape_pointer_token(key) + pointer, found
        return
    if isinstance(value, dict) and head in value:
        for pointer, found in _values_at(value[head], rest):
            yield "/" + escape_pointer_token(head) + pointer, found
    elif isinstance(value, list) and head.isdigit() and int(head) < len(value):
        for pointer, found in _values_at(value[int(head)], rest):
            yield "/" + head + pointer, found


def _format_mark(formats: Collection[str]) -> Callable[[Mapping[str, Any]], bool]:
    """Whether a subschema's ``format`` is one of ``formats``, compared case-insensitively
    (``Shell-Command`` too: JSON Schema format names are case-sensitive, so the validator
    treats that spelling as an unknown format, but its author meant a shell command; the
    check over-reads rather than skip it — rebreak29 R1)."""
    wanted = frozenset(name.casefold() for name in formats)

    def marked(node: Mapping[str, Any]) -> bool:
        value = node.get("format")
        return isinstance(value, str) and value.casefold() in wanted

    return marked


def _schema_pointers(
    schema: Mapping[str, Any], formats: Collection[str], names: Collection[str]
) -> list[str]:
    """Pointer patterns of the values to check: wherever the schema gives one of
    ``formats`` (nested objects, array items, ``anyOf``/``oneOf``/``allOf`` branches,
    ``dependentSchemas``, ``contains``, ``propertyNames`` — the member whose key is
    marked —, references — :func:`~tooldeck.runtime.schema_marks.schema_pointers`),
    plus each property named in ``names`` at any depth and its array items
    (``…/name``, ``…/name/*``)."""
    out = schema_pointers(schema, _format_mark(formats), keys=True)
    return list(dict.fromkeys(out + _name_pointers(schema, names)))


def _name_pointers(schema: Mapping[str, Any], names: Collection[str]) -> list[str]:
    """Declared properties (at any depth) whose name is in ``names``, and their items."""
    if not names:
        return []
    out: list[str] = []
    for pointer in schema_pointers(schema, lambda _node: True):
        tokens = _pointer_tokens(pointer)
        if tokens and tokens[-1] in names and tokens[-1] != "*":
            out += [pointer, pointer + "/*"]
    return out


def _named_values(
    value: Any, names: frozenset[str], pointer: str = ""
) -> Iterable[tuple[str, Any]]:
    """(pointer, value) of every object member whose key is in ``names``, at any depth,
    and of the items of such a member when it is an array."""
    if isinstance(value, dict):
        for key, item in value.items():
            here = pointer + "/" + escape_pointer_token(key)
            if key in names:
                yield here, item
                if isinstance(item, list):
                    for index, sub in enumerate(item):
                        yield f"{here}/{index}", sub
            yield from _named_values(item, names, here)
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _named_values(item, names, f"{pointer}/{index}")


def _nested(value: Any, pointer: str) -> Iterable[tuple[str, str, str]]:
    """(pointer, string, "nested") of every string and object key (``… (key)``) inside
    ``value``, at any depth."""
    if isinstance(value, str):
        yield pointer, value, "nested"
    elif isinstance(value, Mapping):
        for key, item in value.items():
            here = pointer + "/" + escape_pointer_token(key)
            yield f"{here} (key)", key, "nested"
            yield from _nested(item, here)
    elif isinstance(value, list | tuple):
        for index, item in enumerate(value):
            yield from _nested(item, f"{pointer}/{index}")


class Targeted(CheckBase):
    """A check on string parameters found by schema format, name or explicit pointer.

    ``nested_strings`` (class attribute, default False): also check every string and
    object key inside a marked value that is an object or array (an untyped parameter).
    """

    nested_strings = False

    def __init__(
        self,
        *,
        formats: Collection[str],
        names: Collection[str],
        parameters: Mapping[str, Sequence[str]] | None,
    ) -> None:
        self.formats = frozenset(formats)
        self.names = frozenset(names)
        self.parameters = {tool: list(ptrs) for tool, ptrs in (parameters or {}).items()}
        for pointers in self.parameters.values():
            for pointer in pointers:
                _pointer_tokens(pointer)
        self._cache: dict[str, tuple[list[list[str]], bool]] = {}

    def pointers(self, tool: Tool) -> list[str]:
        """The JSON pointer patterns this check reads in ``tool``'s arguments (``*``: every
        array item or object member; a recursive ``$ref`` is listed one level deep, but
        :meth:`values` follows it as deep as the arguments go); empty when the check
        finds nothing to check."""
        pointers = _schema_pointers(tool.input_schema, self.formats, self.names)
        pointers += self.parameters.get(tool.name, []) + self.parameters.get("*", [])
        return list(dict.fromkeys(pointers))

    def applies(self, tool: Tool) -> bool:
        """Whether a call of ``tool`` can carry a value this check reads: a parameter the
        schema marks (format) or names, an explicit pointer, a schema with a reference
        that cannot be resolved (fail closed: :meth:`unresolved_refusal`), or — with
        ``names``, which match members at any depth of the arguments, declared or not —
        any tool.
        :class:`~tooldeck.runtime.policy.compose.Policy` skips the check (no decision)
        when False."""
        explicit, by_format = self._targets(tool)
        return bool(self.names or explicit or by_format)

    def _targets(self, tool: Tool) -> tuple[list[list[str]], bool]:
        cached = self._cache.get(tool.name)
        if cached is None:
            explicit = self.parameters.get(tool.name, []) + self.parameters.get("*", [])
            try:
                by_format = bool(
                    schema_pointers(
                        tool.input_schema,
                        _format_mark(self.formats),
                        keys=True,
                        strict=True,
                    )
                )
            except UnresolvedReference:
                by_format = True  # fail closed: found() refuses where a value meets it
            cached = ([_pointer_tokens(p) for p in dict.fromkeys(explicit)], by_format)
            self._cache[tool.name] = cached
        return cached

    def values(self, request: PolicyRequest) -> Iterable[tuple[str, str]]:
        """(pointer, string) of every value to check: at the schema's marked formats
        (walked with the arguments, so recursive schemas are followed), object keys whose
        ``propertyNames`` schema is marked (pointer ``…/key (key)``), members named in
        ``names`` at any depth of the arguments (and their array items), and the explicit
        pointers; with :attr:`nested_strings`, every string and object key inside a
        marked object or array too."""
        for pointer, value, _kind in self.found(request):
            yield pointer, value

    def found(self, request: PolicyRequest) -> Iterable[tuple[str, str, str]]:
        """:meth:`values` with how each was found: ``"value"`` (a string at a marked
        place), ``"key"`` (an object key marked by ``propertyNames``) or ``"nested"``
        (inside a marked object or array, with :attr:`nested_strings`).

        Raises:
            UnresolvedReference: a value of the arguments is reached through a
                reference (``$ref``, ``$dynamicRef``, ``$id``) that cannot be resolved
                in the schema, so whether it is marked is unknown; a check refuses the
                call with :meth:`unresolved_refusal`.
        """
        explicit, by_format = self._targets(request.tool)
        seen: set[str] = set()

        def visit(pointer: str, value: Any) -> Iterable[tuple[str, str, str]]:
            if pointer in seen:
                return
            seen.add(pointer)
            if isinstance(value, str):
                yield pointer, value, "value"
            elif self.nested_strings and isinstance(value, Mapping | list | tuple):
                yield from _nested(value, pointer)

        if by_format:
            marked = _format_mark(self.formats)
            schema = request.tool.input_schema
            for pointer, value in schema_matches(schema, request.arguments, marked, strict=True):
                yield from visit(pointer, value)
            for pointer, key in schema_key_matches(schema, request.arguments, marked, strict=True):
                yield f"{pointer} (key)", key, "key"
        if self.names:
            for pointer, value in _named_values(request.arguments, self.names):
                yield from visit(pointer, value)
        for tokens in explicit:
            for pointer, value in _values_at(request.arguments, tokens):
                yield from visit(pointer, value)

    def unresolved_refusal(self, error: UnresolvedReference) -> CheckResult:
        """The refusal when a value is reached through a reference that cannot be
        resolved (``invalid_arguments`` naming the field; nothing runs): the check cannot
        tell whether the value is one it must check, so it fails closed."""
        kinds = "/".join(sorted(self.formats))
        return refuse(
            self.name,
            f"{error}: the {self.name} check cannot tell whether this value is marked "
            f"{kinds}, so the call is refused",
            kind="invalid_arguments",
            hint="the tool's input schema must be fixed: make the reference point inside "
            "the schema ($defs with a '#/$defs/…' pointer or a '$anchor'); nothing was run",
        )
