"""tooldeck's own deck file (YAML or JSON): the only format that holds everything.

Shape (``tooldeck: 1`` is the format marker and version)::

    tooldeck: 1
    name: aftersales            # optional
    description: ...            # optional
    groups:                     # optional: group name + keyword description
      - {name: orders, description: "order lookup shipping status"}
    tools:
      - name: get_order_by_id
        title: Get order        # optional
        group: orders           # optional
        description: ...
        input_schema: {type: object, properties: {...}}
        output_schema: {...}    # optional
        annotations: {read_only_hint: true, destructive_hint: false,
                      idempotent_hint: true, open_world_hint: false}   # each optional
        examples:               # optional, validated against input_schema
          - {arguments: {order_id: ORD-700001}, description: one order}
        meta: {...}             # optional, MCP _meta carried through

Unknown keys are errors (a typo would otherwise be lost), named with the tool and the
list of allowed keys. Description fields must be strings (or absent/null, read as "").
In the schemas, a ``default`` or ``enum`` value without one of the JSON types its schema
declares with ``type`` can never validate (in YAML, ``default: 1.10`` is the number 1.1):
it is a load warning naming the tool and the JSON pointer (a warning, not an error, since
real tool sets such as BFCL's ship such defaults and must load back after an export).
YAML files refuse unquoted YAML 1.1 booleans other than true/false (``yes``, ``NO``,
``on``, …; see :func:`tooldeck.formats.sources.parse_file`), the commonest source of such
values.
"""

from __future__ import annotations

import difflib
from collections.abc import Mapping
from typing import Any

from tooldeck.errors import FormatError, ToolDeckError
from tooldeck.formats.base import ExportResult, LoadResult, WarningCollector, with_location
from tooldeck.jsonvalue import json_pointer, thaw
from tooldeck.tool import Deck, Group, Tool, ToolAnnotations

__all__ = ["DECKFILE", "FORMAT_VERSION"]

FORMAT_VERSION = 1
_DECK_KEYS = {"tooldeck", "name", "description", "groups", "tools"}
_TOOL_KEYS = {
    "name",
    "title",
    "group",
    "description",
    "input_schema",
    "output_schema",
    "annotations",
    "examples",
    "meta",
}
_ANNOTATION_KEYS = {"read_only_hint", "destructive_hint", "idempotent_hint", "open_world_hint"}


_OTHER_FORMATS_KEYS = {
    "parameters": "input_schema",  # OpenAI, Gemini
    "inputSchema": "input_schema",  # MCP
    "outputSchema": "output_schema",
    "readOnlyHint": "read_only_hint",
    "destructiveHint": "destructive_hint",
    "idempotentHint": "idempotent_hint",
    "openWorldHint": "open_world_hint",
}
"""Another format's name for a deck file's key: named in the error as the key to write."""


def _check_keys(obj: Mapping[str, Any], allowed: set[str], where: str) -> None:
    unknown = sorted(set(obj) - allowed)
    if unknown:
        hints = []
        for key in unknown:
            near = _OTHER_FORMATS_KEYS.get(key)
            if near not in allowed:
                near = next(iter(difflib.get_close_matches(key, sorted(allowed), n=1)), None)
            if near is not None and near not in obj:
                hints.append(f"{key!r} → {near!r}")
        raise FormatError(
            f"{where}: unknown key(s) {', '.join(map(repr, unknown))}; "
            + (f"did you mean {', '.join(hints)}? " if hints else "")
            + f"allowed: {', '.join(sorted(allowed))}"
        )


_JSON_TYPES: dict[str, tuple[type, ...]] = {
    "string": (str,),
    "integer": (int,),
    "number": (int, float),
    "boolean": (bool,),
    "null": (type(None),),
    "object": (dict, Mapping),
    "array": (list, tuple),
}


def _has_type(value: Any, name: str) -> bool:
    if name not in _JSON_TYPES:
        return True  # an unknown type name is the schema validator's to report
    if isinstance(value, bool):
        return name == "boolean"
    if name == "integer" and isinstance(value, float):
        return value.is_integer()  # JSON Schema: 1.0 is an integer
    return isinstance(value, _JSON_TYPES[name])


_YAML_11_LETTERS = frozenset({"y", "Y", "n", "N"})
"""YAML 1.1's one-letter booleans: PyYAML (like YAML 1.2) reads them as strings."""


def _fix(value: Any, names: list[str] | tuple[str, ...]) -> str:
    """The advice for a ``default``/``enum`` value the declared type excludes."""
    if isinstance(value, str) and value in _YAML_11_LETTERS and "boolean" in names:
        return (
            f"{value!r} is text (YAML 1.2 and PyYAML read an unquoted y or n as a string; "
            "only YAML 1.1 lists them as booleans): write true or false"
        )
    return "quote it in YAML (e.g. '1.10') or fix the type"


def _check_value_types(
    schema: Any, tool: str, warnings: WarningCollector, where: tuple[str | int, ...] = ()
) -> None:
    """Warn about ``default``/``enum`` values whose JSON type the schema's ``type`` excludes."""
    if isinstance(schema, Mapping):
        declared = schema.get("type")
        names = [declared] if isinstance(declared, str) else declared
        if isinstance(names, list | tuple) and all(isinstance(n, str) for n in names):
            checks: list[tuple[tuple[str | int, ...], Any]] = []
            if "default" in schema:
                checks.append(((*where, "default"), schema["default"]))
            enum = schema.get("enum")
            if isinstance(enum, list | tuple):
                checks.extend(((*where, "enum", i), v) for i, v in enumerate(enum))
            for pointer, value in checks:
                if not any(_has_type(value, n) for n in names):
                    keyword = "default" if pointer[-1] == "default" else "enum"
                    shown = str(value).lower() if isinstance(value, bool) else repr(value)
                    warnings.add(
                        json_pointer(pointer),
                        f"{keyword} value {shown} is not of the declared type "
                        f"{'/'.join(names)}, so it can never validate; {_fix(value, names)}",
                        tool,
                    )
        for key, value in schema.items():
            if key not in ("default", "enum", "const", "examples"):
                _check_value_types(value, tool, warnings, (*where, key))
    elif isinstance(schema, list | tuple):
        for index, value in enumerate(schema):
            _check_value_types(value, tool, warnings, (*where, index))


def _description(item: Mapping[str, Any]) -> Any:
    """The description as written (absent or null: ""); Tool refuses a non-string."""
    value = item.get("description")
    return "" if value is None else value


def _tool(item: Any, where: str, warnings: WarningCollector) -> Tool:
    if not isinstance(item, Mapping):
        raise FormatError(f"{where}: a tool must be a mapping, got {type(item).__name__}")
    label = f"{where} ({item.get('name')!r})" if "name" in item else where
    _check_keys(item, _TOOL_KEYS, label)
    if "input_schema" not in item:
        raise FormatError(
            f"{label}: 'input_schema' is missing; use {{type: object, properties: {{}}}} "
            "for a tool without arguments"
        )
    annotations = item.get("annotations") or {}
    if not isinstance(annotations, Mapping):
        raise FormatError(f"{label}: 'annotations' must be a mapping")
    _check_keys(annotations, _ANNOTATION_KEYS, f"{label} annotations")
    name = item.get("name")
    for key in ("input_schema", "output_schema"):
        _check_value_types(
            item.get(key), name if isinstance(name, str) else label, warnings, (key,)
        )
    examples = item.get("examples") or ()
    if not isinstance(examples, list | tuple):
        raise FormatError(f"{label}: 'examples' must be a list")
    return Tool(
        name=item.get("name"),  # type: ignore[arg-type]  # Tool checks the type
        title=item.get("title"),
        group=item.get("group"),
        description=_description(item),
        input_schema=item["input_schema"],
        output_schema=item.get("output_schema"),
        annotations=ToolAnnotations(**annotations),
        examples=tuple(examples),
        meta=item.get("meta"),
        source=where,
    )


class _DeckFileFormat:
    name = "deck"
    description = "tooldeck deck file: {tooldeck: 1, tools: [...], groups: [...]}"

    def detect(self, data: Any) -> bool:
        return isinstance(data, Mapping) and "tooldeck" in data and "tools" in data

    def load(self, data: Any, *, source: str) -> LoadResult:
        if not isinstance(data, Mapping) or "tooldeck" not in data:
            raise FormatError(f"{source}: a deck file is a mapping with 'tooldeck: 1'")
        if data["tooldeck"] != FORMAT_VERSION:
            raise FormatError(
                f"{source}: deck file version {data['tooldeck']!r} is not supported "
                f"(this tooldeck reads version {FORMAT_VERSION})"
            )
        _check_keys(data, _DECK_KEYS, source)
        tools_data = data.get("tools")
        if not isinstance(tools_data, list):
            raise FormatError(f"{source}: 'tools' must be a list of tools")
        groups_data = data.get("groups") or []
        if not isinstance(groups_data, list):
            raise FormatError(f"{source}: 'groups' must be a list of {{name, description}}")
        groups = []
        for index, group in enumerate(groups_data):
            where = f"{source}#groups[{index}]"
            if not isinstance(group, Mapping):
                raise FormatError(f"{where}: a group must be a mapping with name and description")
            _check_keys(group, {"name", "description"}, where)
            groups.append(Group(name=group.get("name"), description=_description(group)))  # type: ignore[arg-type]
        tools = []
        warnings = WarningCollector()
        for i, item in enumerate(tools_data):
            where = f"{source}#tools[{i}]"
            try:
                tools.append(_tool(item, where, warnings))
            except ToolDeckError as exc:
                raise with_location(exc, where) from exc
        name = data.get("name")
        description = data.get("description")
        for key, value in (("name", name), ("description", description)):
            if value is not None and not isinstance(value, str):
                raise FormatError(f"{source}: deck {key!r} must be a string")
        deck = Deck(tools, groups=groups, name=name, description=description)
        return LoadResult(deck, self.name, warnings.result())

    def export(self, deck: Deck, **options: Any) -> ExportResult:
        """Export ``deck`` as a deck-file mapping (lossless; no options).

        Raises:
            TypeError: an unknown option.
        """
        if options:
            raise TypeError(f"unknown deck export option(s): {', '.join(options)}")
        out: dict[str, Any] = {"tooldeck": FORMAT_VERSION}
        if deck.name is not None:
            out["name"] = deck.name
        if deck.description is not None:
            out["description"] = deck.description
        if deck.groups:
            out["groups"] = [{"name": g.name, "description": g.description} for g in deck.groups]
        out["tools"] = [_export_tool(tool) for tool in deck]
        return ExportResult(out, self.name)


def _export_tool(tool: Tool) -> dict[str, Any]:
    item: dict[str, Any] = {"name": tool.name}
    if tool.title is not None:
        item["title"] = tool.title
    if tool.group is not None:
        item["group"] = tool.group
    item["description"] = tool.description
    item["input_schema"] = thaw(tool.input_schema)
    if tool.output_schema is not None:
        item["output_schema"] = thaw(tool.output_schema)
    ann = tool.annotations
    stated = {
        key: getattr(ann, key) for key in sorted(_ANNOTATION_KEYS) if getattr(ann, key) is not None
    }
    if stated:
        item["annotations"] = stated
    if tool.examples:
        item["examples"] = [
            {"arguments": thaw(ex.arguments)}
            | ({"description": ex.description} if ex.description is not None else {})
            for ex in tool.examples
        ]
    if tool.meta is not None:
        item["meta"] = thaw(tool.meta)
    return item


DECKFILE = _DeckFileFormat()
"""tooldeck's own deck file."""
