"""Gemini function declarations: ``[{"functionDeclarations": [{name, description,
parameters}]}]`` (the value of a ``generateContent`` request's ``tools``).

Sources: Gemini API reference, ``Tool``/``FunctionDeclaration``/``Schema``
(generativelanguage v1beta): ``parameters`` is "a select subset of an OpenAPI 3.0 schema
object" holding only ``type``, ``format``, ``title``, ``description``, ``nullable``,
``enum`` (strings), ``minItems``/``maxItems``, ``properties``, ``required``,
``minProperties``/``maxProperties``, ``minLength``/``maxLength``, ``pattern``,
``example``, ``anyOf``, ``propertyOrdering``, ``default``, ``items``,
``minimum``/``maximum``; ``parametersJsonSchema`` takes JSON Schema instead (mutually
exclusive with ``parameters``). The API answers a request whose ``parameters`` hold
another field with "Unknown name" (promptfoo/promptfoo#6902 for ``additionalProperties``,
google-gemini/gemini-cli#13326 for ``$defs``), an OBJECT without properties with
"should be non-empty for OBJECT type", and a STRING ``format`` other than ``enum`` or
``date-time`` with "only 'enum' and 'date-time' are supported for STRING type".

Export (``parameters``, the default) converts each input schema, never silently: every
change is a :class:`~tooldeck.formats.base.ConversionWarning` naming the tool, the
change and its JSON pointers —

* ``$ref`` into ``$defs``/``definitions`` is inlined and the definitions removed (a
  recursive reference cannot be inlined: :class:`~tooldeck.errors.ExportError`);
* a list-valued ``type`` becomes ``nullable: true`` for its ``"null"`` member, and
  ``anyOf`` of one branch per type when several types remain;
* ``oneOf`` becomes ``anyOf`` (exclusivity is not enforced by Gemini), a string
  ``const`` becomes a one-value ``enum``, ``examples`` becomes ``example`` (the first);
* an ``enum`` of strings and ``null`` becomes the string ``enum`` with ``nullable: true``
  (or without the ``null`` when the ``type`` excludes null: that member never validated);
* everything else outside the field list above is dropped, as are other non-string
  ``enum`` lists and unsupported ``format`` values; tooldeck's runtime still validates
  calls against the full schema.

A tool without parameters is exported without ``parameters`` (Gemini refuses an empty
OBJECT). ``json_schema=True`` writes each input schema unchanged as
``parametersJsonSchema`` instead. Names Gemini refuses (letters, digits, ``_ . : -``,
starting with a letter or ``_``, at most 64 characters: Gemini API and Vertex AI
``FunctionDeclaration.name``) and more than 64 declarations (Vertex AI ``Tool``
reference: "Maximum 64 function declarations can be provided") are warnings naming the
limit; the data is written unchanged.

Load accepts that list, one ``{"functionDeclarations": [...]}`` tool (or the Python
SDK's ``function_declarations``) and a request body ``{"tools": [...]}`` (a bare list of
declarations is not detected: it looks like BFCL's function documents).
``parametersJsonSchema`` is taken as is; ``parameters`` is read back into JSON Schema
(upper-case types lower-cased, ``nullable: true`` → a ``"null"`` type and ``null`` added
to an ``enum``, ``format: enum`` dropped, ``example`` → ``examples``), each change
reported. The int64 fields (``minItems``, ``maxItems``, ``minLength``, ``maxLength``,
``minProperties``, ``maxProperties``; REST reference ``Schema``: "string (int64
format)") may hold a decimal string, the proto3 JSON mapping of a 64-bit integer: it is
read as that integer without a warning (the encoding of the number, not a change of
value); any other string is a :class:`~tooldeck.errors.SchemaError` naming the pointer.
A declaration's ``responseJsonSchema`` (as is) or ``response`` (read back like
``parameters``) becomes the tool's output schema when it is an object schema, so the
linter reads it and a lock hashes it; any other member (``behavior``) is dropped with a
warning saying that a change in it is neither linted nor locked.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from tooldeck.errors import ExportError, FormatError, SchemaError, ToolDeckError
from tooldeck.formats.base import (
    ExportResult,
    LoadResult,
    WarningCollector,
    note_unheld_fields,
    with_location,
)
from tooldeck.formats.limits import check_tool_count
from tooldeck.jsonvalue import escape_pointer_token, thaw
from tooldeck.tool import Deck, Tool

__all__ = [
    "GEMINI",
    "GEMINI_NAME_PATTERN",
    "GEMINI_SCHEMA_FIELDS",
    "gemini_refused_keywords",
    "to_gemini_schema",
]

GEMINI_NAME_PATTERN = re.compile(r"^[A-Za-z_][A-Za-z0-9_.:-]{0,63}$")
_PARAMETER_NAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_]{0,63}$")

GEMINI_SCHEMA_FIELDS: frozenset[str] = frozenset(
    {
        "type",
        "format",
        "title",
        "description",
        "nullable",
        "enum",
        "maxItems",
        "minItems",
        "properties",
        "required",
        "minProperties",
        "maxProperties",
        "minLength",
        "maxLength",
        "pattern",
        "example",
        "anyOf",
        "propertyOrdering",
        "default",
        "items",
        "minimum",
        "maximum",
    }
)
"""The fields of the Gemini API ``Schema`` object (see the module docstring)."""

_FORMATS = {
    "string": frozenset({"enum", "date-time"}),
    "number": frozenset({"float", "double"}),
    "integer": frozenset({"int32", "int64"}),
}
_TYPES = frozenset({"string", "number", "integer", "boolean", "array", "object", "null"})
_CONVERTED = frozenset({"$ref", "$defs", "definitions", "oneOf", "const", "examples"})


def gemini_refused_keywords(schema: Mapping[str, Any]) -> list[str]:
    """The keywords of one schema node that Gemini's ``parameters`` does not take as
    written (sorted): fields outside :data:`GEMINI_SCHEMA_FIELDS` — converted on export
    when :func:`to_gemini_schema` can (``$ref``, ``oneOf``, ``const``, ``examples``),
    dropped otherwise — and a list-valued ``type``. Lint's P104 reports these."""
    found = {key for key in schema if key not in GEMINI_SCHEMA_FIELDS}
    if isinstance(schema.get("type"), list):
        found.add("type")
    return sorted(found)


class _Conversion:
    """One tool's schema conversion: the root (for ``$ref``), the tool name, the notes."""

    def __init__(self, root: Mapping[str, Any], tool: str) -> None:
        self.root = root
        self.tool = tool
        self.notes: list[tuple[str, str]] = []

    def note(self, path: list[str], change: str) -> None:
        self.notes.append(("/" + "/".join(path) if path else "/", change))

    def resolve(self, ref: str, path: list[str]) -> Mapping[str, Any]:
        node: Any = self.root
        if ref.startswith("#/"):
            for token in ref[2:].split("/"):
                token = token.replace("~1", "/").replace("~0", "~")
                node = node.get(token) if isinstance(node, Mapping) else None
        elif ref == "#":
            node = self.root
        else:
            node = None
        if not isinstance(node, Mapping):
            raise ExportError(
                f"cannot inline $ref {ref!r} for Gemini (only local references into the "
                "schema are inlined)",
                tool=self.tool,
                pointer=_pointer(path),
                keyword="$ref",
            )
        return node

    def convert(self, node: Any, path: list[str], refs: tuple[str, ...] = ()) -> dict[str, Any]:
        if node is True or node == {}:
            return {}
        if not isinstance(node, Mapping):
            raise ExportError(
                "a schema that accepts no value (false) cannot be written for Gemini",
                tool=self.tool,
                pointer=_pointer(path),
            )
        ref = node.get("$ref")
        if isinstance(ref, str):
            if ref in refs:
                raise ExportError(
                    f"recursive $ref {ref!r} cannot be inlined for Gemini (its parameters "
                    "have no references); export with json_schema (CLI: --json-schema) to "
                    "send parametersJsonSchema",
                    tool=self.tool,
                    pointer=_pointer(path),
                    keyword="$ref",
                )
            target = self.resolve(ref, path)
            self.note(path, f"inlined $ref {ref!r}")
            merged = {**target, **{k: v for k, v in node.items() if k != "$ref"}}
            return self.convert(merged, path, (*refs, ref))
        out: dict[str, Any] = {}
        for key, value in node.items():
            self._keyword(out, key, value, node, path, refs)
        return out

    def _keyword(
        self,
        out: dict[str, Any],
        key: str,
        value: Any,
        node: Mapping[str, Any],
        path: list[str],
        refs: tuple[str, ...],
    ) -> None:
        here = [*path, escape_pointer_token(key)]
        if key in ("$defs", "definitions"):
            if path:
                self.note(here, f"dropped {key!r} (references are inlined)")
            else:
                self.note(path, f"removed {key!r} after inlining its references")
        elif key == "type":
            self._type(out, value, path)
        elif key == "properties" and isinstance(value, Mapping):
            out[key] = {
                name: self.convert(sub, [*here, escape_pointer_token(name)], refs)
                for name, sub in value.items()
            }
        elif key == "items" and isinstance(value, Mapping | bool):
            out[key] = self.convert(value, here, refs)
        elif key in ("anyOf", "oneOf") and isinstance(value, list):
            if key == "oneOf" and "anyOf" in node:
                self.note(here, "dropped 'oneOf' (the node already has anyOf)")
                return
            if key == "oneOf":
                self.note(here, "oneOf written as anyOf (Gemini does not enforce exclusivity)")
            out["anyOf"] = [self.convert(b, [*here, str(i)], refs) for i, b in enumerate(value)]
        elif key == "const":
            if isinstance(value, str):
                out["enum"] = [value]
                if "type" not in node:
                    out["type"] = "string"
                self.note(here, "const written as a one-value enum")
            else:
                self.note(here, "dropped 'const' (Gemini enums hold strings only)")
        elif key == "enum":
            self._enum(out, value, node, here)
        elif key == "format":
            self._format(out, value, node, here)
        elif key == "examples":
            if isinstance(value, list) and value and "example" not in node:
                out["example"] = thaw(value[0])
                self.note(here, "examples written as example (the first)")
            else:
                self.note(here, "dropped 'examples'")
        elif key in GEMINI_SCHEMA_FIELDS:
            out[key] = thaw(value)
        else:
            self.note(here, f"dropped {key!r} (not in Gemini's schema)")

    def _enum(
        self, out: dict[str, Any], value: Any, node: Mapping[str, Any], here: list[str]
    ) -> None:
        """Gemini's ``enum`` holds strings; JSON Schema's lists ``null`` too when null is
        allowed (what Gemini says with ``nullable: true``), so strings plus ``null`` is
        written as the string enum with ``nullable: true`` when the type allows null, and
        without the ``null`` when the type excludes it (that member never validated)."""
        if not isinstance(value, list):
            self.note(here, "dropped 'enum' (Gemini enums hold strings only)")
            return
        strings = [v for v in value if v is not None]
        if not strings or not all(isinstance(v, str) for v in strings):
            self.note(here, "dropped 'enum' (Gemini enums hold strings only)")
            return
        out["enum"] = strings
        if len(strings) == len(value):
            return
        kind = node.get("type")
        if kind is None or kind == "null" or (isinstance(kind, list) and "null" in kind):
            out["nullable"] = True
            self.note(
                here, "null in the enum written as nullable: true (the enum keeps its strings)"
            )
        else:
            self.note(
                here,
                f"null in the enum left out (the type {_type_text(kind)} excludes null, so "
                "that member never validated)",
            )

    def _type(self, out: dict[str, Any], value: Any, path: list[str]) -> None:
        here = [*path, "type"]
        if not isinstance(value, list):
            out["type"] = value
            return
        kinds = [k for k in value if k != "null"]
        if len(kinds) < len(value):
            out["nullable"] = True
            self.note(here, "'null' in a type list written as nullable: true")
        if len(kinds) == 1:
            out["type"] = kinds[0]
        elif kinds:
            out["anyOf"] = [{"type": k} for k in kinds]
            self.note(here, "a list of types written as anyOf")
        else:
            out["type"] = "null"

    def _format(
        self, out: dict[str, Any], value: Any, node: Mapping[str, Any], here: list[str]
    ) -> None:
        kind = _single_type(node.get("type"))
        allowed = _FORMATS.get(kind, frozenset()) if kind is not None else frozenset()
        if value in allowed:
            out["format"] = value
        else:
            self.note(here, f"dropped format {value!r} (Gemini takes {_formats_text(kind)})")


def _single_type(kind: Any) -> str | None:
    """The one non-null type of a ``type`` value, or None (no type, or several)."""
    if isinstance(kind, str):
        return kind
    if isinstance(kind, list | tuple):
        kinds = [k for k in kind if k != "null"]
        return kinds[0] if len(kinds) == 1 and isinstance(kinds[0], str) else None
    return None


def _type_text(kind: Any) -> str:
    return "/".join(map(str, kind)) if isinstance(kind, list | tuple) else repr(kind)


def _formats_text(kind: str | None) -> str:
    allowed = _FORMATS.get(kind) if kind is not None else None
    if not allowed:
        return "no format here" if kind is None else f"no format for type {kind!r}"
    return " or ".join(repr(f) for f in sorted(allowed)) + f" for {kind}"


def _pointer(path: list[str]) -> str:
    return "/" + "/".join(path) if path else ""


def to_gemini_schema(schema: Any, *, tool: str) -> tuple[dict[str, Any], list[tuple[str, str]]]:
    """Convert a JSON Schema (a tool's input schema) to Gemini's ``parameters``.

    Returns:
        ``(gemini_schema, notes)``: each note ``(json_pointer, what_changed)`` in the
        original schema (see the module docstring for every conversion).

    Raises:
        ExportError: a recursive or non-local ``$ref``, or a ``false`` schema.
    """
    conversion = _Conversion(schema, tool)
    return conversion.convert(schema, []), conversion.notes


# --- load -------------------------------------------------------------------------------


_INT64_FIELDS = frozenset(
    {"minItems", "maxItems", "minLength", "maxLength", "minProperties", "maxProperties"}
)
"""The ``Schema`` fields Google's REST reference types ``string (int64 format)``: the
proto3 JSON mapping writes a 64-bit integer as a decimal string (``"minItems": "1"``)
and accepts it as a number too."""

_INT64_TEXT = re.compile(r"\A-?[0-9]{1,19}\Z")
_INT64_RANGE = range(-(2**63), 2**63)


def _int64(value: Any, pointer: str, key: str, tool: str | None) -> Any:
    """An int64 field's value: a decimal string read as the integer it encodes.

    Raises:
        SchemaError: a string that is not a decimal int64, naming the pointer.
    """
    if not isinstance(value, str):
        return thaw(value)  # a number, or a wrong type the schema check names
    if not _INT64_TEXT.match(value) or int(value) not in _INT64_RANGE:
        raise SchemaError(
            f"{value!r} is not an int64; Gemini's {key} is a 64-bit integer, written as a "
            f'number or as a decimal string (proto3 JSON), e.g. 1 or "1"',
            tool=tool,
            pointer=pointer,
            keyword=key,
        )
    return int(value)


def _from_gemini(
    node: Any, path: str, notes: list[tuple[str, str]], tool: str | None = None
) -> Any:
    """Gemini's OpenAPI-subset schema read back as JSON Schema (changes noted).

    Raises:
        SchemaError: an int64 field (``minItems``, …) holding a string that is not a
            decimal integer in the int64 range.
    """
    if not isinstance(node, Mapping):
        return thaw(node)
    out: dict[str, Any] = {}
    for key, value in node.items():
        here = f"{path}/{escape_pointer_token(key)}"
        if key == "type" and isinstance(value, str) and value.lower() in _TYPES:
            out[key] = value.lower()
            if value != value.lower():
                notes.append((here, "upper-case type lower-cased"))
        elif key == "properties" and isinstance(value, Mapping):
            out[key] = {
                n: _from_gemini(s, f"{here}/{escape_pointer_token(n)}", notes, tool)
                for n, s in value.items()
            }
        elif key == "items" or key == "additionalProperties":
            out[key] = _from_gemini(value, here, notes, tool)
        elif key == "anyOf" and isinstance(value, list):
            out[key] = [_from_gemini(b, f"{here}/{i}", notes, tool) for i, b in enumerate(value)]
        elif key in _INT64_FIELDS:
            out[key] = _int64(value, here, key, tool)
        elif key == "format" and value == "enum":
            notes.append((here, "format 'enum' dropped (JSON Schema's enum says it)"))
        elif key == "example":
            out["examples"] = [thaw(value)]
            notes.append((here, "example written as examples"))
        elif key == "nullable":
            continue
        else:
            out[key] = thaw(value)
    if node.get("nullable") is True:
        kind = out.get("type")
        if isinstance(kind, str):
            out["type"] = [kind, "null"]
            enum = out.get("enum")
            if isinstance(enum, list) and None not in enum:
                out["enum"] = [*enum, None]
                notes.append(
                    (
                        f"{path}/enum",
                        "null added to the enum (nullable: true allows null, and a JSON "
                        "Schema enum must list it)",
                    )
                )
        else:
            out = {"anyOf": [out, {"type": "null"}]}
        notes.append((f"{path}/nullable", "nullable: true written as a 'null' type"))
    elif "nullable" in node:
        notes.append((f"{path}/nullable", "nullable: false dropped (the default)"))
    return out


def _declarations(data: Any) -> list[Any] | None:
    """The function declarations of ``data`` in any accepted shape, or None."""
    if isinstance(data, Mapping) and isinstance(data.get("tools"), list):
        data = data["tools"]
    if isinstance(data, Mapping):
        data = [data]
    if not isinstance(data, list) or not data:
        return None
    found: list[Any] = []
    for item in data:
        if not isinstance(item, Mapping):
            return None
        key = "functionDeclarations" if "functionDeclarations" in item else None
        key = key or ("function_declarations" if "function_declarations" in item else None)
        if key is None or not isinstance(item[key], list):
            return None
        found.extend(item[key])
    return found


def _is_declaration(item: Any) -> bool:
    return isinstance(item, Mapping) and isinstance(item.get("name"), str)


_KNOWN = {
    "name",
    "description",
    "parameters",
    "parametersJsonSchema",
    "response",
    "responseJsonSchema",
}
_NOT_KEPT = "not kept: not linted, and a change in it is not caught by a lock"


class _GeminiFormat:
    name = "gemini"
    description = 'Gemini: [{"functionDeclarations": [{name, description, parameters}]}]'

    def detect(self, data: Any) -> bool:
        try:
            found = _declarations(data)
        except Exception:  # detection must never raise
            return False
        return found is not None and all(_is_declaration(d) for d in found)

    def load(self, data: Any, *, source: str) -> LoadResult:
        """Build a deck from Gemini function declarations (see the module docstring).

        Raises:
            FormatError: ``data`` holds no function declarations, or one has no name.
            SchemaError: a schema is not a usable object schema, or an int64 field
                (``minItems``, …) holds a string that is not a decimal integer in the
                int64 range; the message names the tool and JSON pointer.
            ToolDefinitionError: a field has the wrong type (a non-string description).
            DuplicateToolError: two declarations share a name.
        """
        found = _declarations(data)
        if found is None:
            raise FormatError(f"{source}: expected Gemini function declarations")
        warnings = WarningCollector()
        tools = []
        for index, item in enumerate(found):
            where = f"{source}#functionDeclarations[{index}]"
            if not _is_declaration(item):
                raise FormatError(f"{where}: not a function declaration (needs a 'name')")
            tools.append(self._tool(item, where, warnings))
        return LoadResult(Deck(tools), self.name, warnings.result())

    def _tool(self, item: Mapping[str, Any], where: str, warnings: WarningCollector) -> Tool:
        name = item["name"]
        for key in sorted(set(item) - _KNOWN):
            warnings.add(key, f"not held by tooldeck's tool model; {_NOT_KEPT}", name)
        if "parametersJsonSchema" in item:
            schema = thaw(item["parametersJsonSchema"])
            if "parameters" in item:
                warnings.add(
                    "parameters", "both parameters and parametersJsonSchema; kept the latter", name
                )
        elif "parameters" in item:
            notes: list[tuple[str, str]] = []
            try:
                schema = _from_gemini(item["parameters"], "", notes, name)
            except ToolDeckError as exc:
                raise with_location(exc, where) from exc
            _add_notes(notes, name, warnings, "read from Gemini")
        else:
            schema = {"type": "object", "properties": {}}
        output = self._output(item, name, where, warnings)
        description = item.get("description")
        try:
            return Tool(
                name=name,
                description="" if description is None else description,
                input_schema=schema,
                output_schema=output,
                source=where,
            )
        except ToolDeckError as exc:
            raise with_location(exc, where) from exc

    def _output(
        self, item: Mapping[str, Any], name: str, where: str, warnings: WarningCollector
    ) -> Any:
        """The declaration's ``responseJsonSchema`` (taken as is) or ``response`` (read back
        like ``parameters``) as the tool's output schema, so that the linter reads it and a
        lock hashes it; None when there is neither, or when it is not an object schema
        (MCP's ``outputSchema`` is one; the member is then dropped with a warning).

        Raises:
            SchemaError: an int64 field of ``response`` holding a non-integer string.
        """
        if "responseJsonSchema" in item:
            output = thaw(item["responseJsonSchema"])
            key = "responseJsonSchema"
            if "response" in item:
                warnings.add(
                    "response", "both response and responseJsonSchema; kept the latter", name
                )
        elif "response" in item:
            key = "response"
            notes: list[tuple[str, str]] = []
            try:
                output = _from_gemini(item["response"], "", notes, name)
            except ToolDeckError as exc:
                raise with_location(exc, f"{where}/response") from exc
            _add_notes(notes, name, warnings, "read from Gemini", "response")
        else:
            return None
        if not isinstance(output, dict) or output.get("type") != "object":
            warnings.add(
                key,
                "not an object schema, and tooldeck's output schema (MCP outputSchema) is "
                f"one; {_NOT_KEPT}",
                name,
            )
            return None
        return output

    def export(self, deck: Deck, *, json_schema: bool = False, **options: Any) -> ExportResult:
        """Export ``deck`` as one Gemini tool holding every function declaration.

        Args:
            json_schema: write each input schema unchanged as ``parametersJsonSchema``
                (and each output schema as ``responseJsonSchema``) instead of converting
                them to ``parameters`` (and ``response``).

        Raises:
            ExportError: a schema that cannot be converted (recursive ``$ref``); every such
                tool is listed.
            TypeError: an unknown option.
        """
        if options:
            raise TypeError(f"unknown gemini export option(s): {', '.join(options)}")
        warnings = WarningCollector()
        note_unheld_fields(deck, "Gemini", frozenset({"output_schema"}), warnings)
        check_tool_count(deck, "gemini", warnings)
        declarations = []
        failures: list[ExportError] = []
        for tool in deck:
            _check_names(tool, warnings)
            declaration: dict[str, Any] = {"name": tool.name}
            if tool.description:
                declaration["description"] = tool.description
            if json_schema:
                declaration["parametersJsonSchema"] = thaw(tool.input_schema)
            elif tool.input_schema.get("properties"):
                try:
                    schema, notes = to_gemini_schema(tool.input_schema, tool=tool.name)
                except ExportError as exc:
                    failures.append(exc)
                    continue
                _add_notes(notes, tool.name, warnings, "Gemini")
                declaration["parameters"] = schema
            else:
                extra = sorted(set(tool.input_schema) - {"type", "properties"})
                if extra:
                    warnings.add(
                        "parameters",
                        "Gemini: no parameters, so 'parameters' is left out (Gemini refuses "
                        f"an OBJECT without properties); dropped {', '.join(map(repr, extra))}",
                        tool.name,
                    )
            if tool.output_schema is not None:
                if json_schema:
                    declaration["responseJsonSchema"] = thaw(tool.output_schema)
                else:
                    try:
                        response, notes = to_gemini_schema(tool.output_schema, tool=tool.name)
                    except ExportError as exc:
                        failures.append(exc)
                        continue
                    _add_notes(notes, tool.name, warnings, "Gemini", "output_schema")
                    declaration["response"] = response
            declarations.append(declaration)
        if failures:
            if len(failures) == 1:
                raise failures[0]
            lines = "\n".join(f"  - {f}" for f in failures)
            raise ExportError(f"{len(failures)} tools cannot be written for Gemini:\n{lines}")
        return ExportResult([{"functionDeclarations": declarations}], self.name, warnings.result())


def _add_notes(
    notes: list[tuple[str, str]],
    tool: str,
    warnings: WarningCollector,
    what: str,
    field: str = "parameters",
) -> None:
    by_change: dict[str, list[str]] = {}
    for pointer, change in notes:
        by_change.setdefault(change, []).append(pointer or "/")
    for change, pointers in by_change.items():
        warnings.add(field, f"{what}: {change} at {', '.join(pointers)}", tool)


def _check_names(tool: Tool, warnings: WarningCollector) -> None:
    if not GEMINI_NAME_PATTERN.match(tool.name):
        warnings.add(
            "name",
            "not accepted by Gemini (letters, digits, '_', '.', ':', '-', starting with a "
            "letter or '_', at most 64 characters); exported unchanged",
            tool.name,
        )
    properties = tool.input_schema.get("properties")
    if isinstance(properties, Mapping):
        bad = [p for p in properties if not _PARAMETER_NAME.match(p)]
        if bad:
            warnings.add(
                "parameters",
                f"parameter names {', '.join(repr(p) for p in bad)} are outside Gemini's rule "
                "(letters, digits and '_', starting with a letter or '_', at most 64 "
                "characters: Vertex AI FunctionDeclaration.parameters); exported unchanged",
                tool.name,
            )


GEMINI = _GeminiFormat()
"""Gemini function declarations."""
