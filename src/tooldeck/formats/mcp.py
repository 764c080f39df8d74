"""The MCP tool format: a ``tools/list`` result in a JSON file, or a live server over stdio.

Shapes accepted by :data:`FORMAT` (MCP specification 2025-06-18, "Server Features → Tools"):

* a ``tools/list`` result: ``{"tools": [Tool, ...], "nextCursor"?: str, "_meta"?: {...}}``;
* a bare JSON list of MCP ``Tool`` objects: ``[Tool, ...]``.

An MCP ``Tool`` is ``{"name", "title"?, "description"?, "inputSchema", "outputSchema"?,
"annotations"?, "_meta"?}`` (2025-06-18 "Tool"; later revisions add ``icons`` and
``execution``, which tooldeck does not model and reports as dropped).

tooldeck keeps what MCP has no field for in ``_meta`` under its own ``tooldeck/`` keys
(``_meta`` is the extension point, 2025-06-18 "Basic → General fields → _meta"):

* tool ``_meta["tooldeck/group"]``: the tool's group name;
* tool ``_meta["tooldeck/examples"]``: ``[{"arguments": {...}, "description"?: str}, ...]``;
* result ``_meta["tooldeck/groups"]``: ``[{"name": str, "description"?: str}, ...]``;
* result ``_meta["tooldeck/name"]`` and ``_meta["tooldeck/description"]``: the deck's name
  and description.

So a deck survives ``deck → MCP → deck`` unchanged (``==``). A live server is read with
:func:`load_from_server` (async) or :func:`load_from_server_sync`, which follow
``nextCursor`` through every page (2025-06-18 "Utilities → Pagination"); they live in
:mod:`tooldeck.formats.mcp_client` (the stdio client) and are re-exported here.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from tooldeck.errors import (
    ExportError,
    FormatError,
    SchemaError,
    ToolDeckError,
    ToolDefinitionError,
)
from tooldeck.formats.base import (
    ExportResult,
    LoadResult,
    NotModelled,
    WarningCollector,
    with_location,
)
from tooldeck.formats.mcp_client import (
    DEFAULT_TIMEOUT,
    MAX_PAGES,
    TIMEOUT_ENV,
    load_from_server,
    load_from_server_sync,
)
from tooldeck.jsonvalue import freeze, shown_json, thaw
from tooldeck.tool import Deck, Group, Tool, ToolAnnotations, ToolExample

__all__ = [
    "DEFAULT_TIMEOUT",
    "FORMAT",
    "MAX_PAGES",
    "TIMEOUT_ENV",
    "McpFormat",
    "load_from_server",
    "load_from_server_sync",
]

GROUP_KEY: Final = "tooldeck/group"
EXAMPLES_KEY: Final = "tooldeck/examples"
GROUPS_KEY: Final = "tooldeck/groups"
DECK_NAME_KEY: Final = "tooldeck/name"
DECK_DESCRIPTION_KEY: Final = "tooldeck/description"

_TOOL_FIELDS: Final = frozenset(
    {"name", "title", "description", "inputSchema", "outputSchema", "annotations", "_meta"}
)
"""MCP Tool fields tooldeck models."""

_KNOWN_DROPPED: Final = {
    "icons": "MCP tool icons are not modelled by tooldeck; dropped",
    "execution": "MCP tool execution properties are not modelled by tooldeck; dropped",
}
"""MCP Tool fields of later spec revisions that tooldeck knows but does not keep."""

KEPT_BY_GATEWAY: Final = {
    "icons": (
        "MCP tool icons are not modelled by tooldeck: the gateway passes them on as the "
        "server lists them, but this deck, a lock and any conversion or export leave them out"
    ),
    "execution": (
        "MCP tool execution properties are not modelled by tooldeck: the gateway passes "
        "them on as the server lists them, but this deck, a lock and any conversion or "
        "export leave them out"
    ),
}
"""What a listing of a config's servers (:func:`tooldeck.formats.mcp_servers.load_config_deck`)
says of the fields of :data:`_KNOWN_DROPPED`: the gateway serving that config copies them
from the upstream's listing (docs/gateway.md, "Limits"), so "dropped" alone would be
untrue there; what leaves them out is this deck and what is made from it."""

_TITLE_MOVED: Final = (
    "moved to the tool's top-level title (tooldeck keeps one title per tool; an export "
    "to MCP writes it as `title`, not `annotations.title`)"
)
"""What a load says when a tool's only title was ``annotations.title``: MCP 2025-06-18
gives a tool two places for its display name and tooldeck models one."""

_ANNOTATION_KEYS: Final = frozenset(
    {"title", "readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"}
)
_RESULT_KEYS: Final = frozenset(
    {"tools", "nextCursor", "_meta", "ttlMs", "cacheScope", "resultType"}
)
"""The fields of a ``tools/list`` result read without a warning: ``ttlMs``, ``cacheScope``
(how long and for whom a client may cache the list) and ``resultType`` (``"complete"``)
are the 2026-07-28 era's result fields, which the ``mcp`` SDK 2.3.0's ``ListToolsResult``
holds and a capture (``model_dump(by_alias=True)``) writes: about the response, not the
tools, so nothing of the deck is lost when they are not kept (trial32a #8: three load
warnings on every lint of such a capture)."""
_MCP_ONLY_KEYS: Final = frozenset(
    {"inputSchema", "outputSchema", "annotations", "title", "_meta", "icons", "execution"}
)
_FOREIGN_KEYS: Final = frozenset({"input_schema", "parameters", "function"})
_OBJECT_SCHEMA: Final = {"type": "object"}


# --- detection -----------------------------------------------------------------------------


def _looks_like_mcp_tool(item: Any) -> bool:
    """An object with an MCP-only key and no other format's key, whatever its fields hold
    (a wrong ``name`` type is then reported by the loader at its pointer instead of
    failing detection), or one with a string ``name`` and at most a ``description``."""
    if not isinstance(item, Mapping) or any(key in item for key in _FOREIGN_KEYS):
        return False
    if any(key in item for key in _MCP_ONLY_KEYS):
        return True
    # A tool with only a name (and description) is an MCP tool lacking its inputSchema:
    # no other format has a tool without its schema field.
    return isinstance(item.get("name"), str) and set(item) <= {"name", "description"}


def _detect(data: Any) -> bool:
    try:
        if isinstance(data, Mapping):
            tools = data.get("tools")
            if not isinstance(tools, list):
                return False
            if not tools:
                # An empty listing: only claim it when nothing else is in the object.
                return all(isinstance(key, str) and key in _RESULT_KEYS for key in data)
            return all(_looks_like_mcp_tool(item) for item in tools)
        if isinstance(data, list):
            # `[]` is an empty deck (every list format writes it for an empty deck).
            return all(_looks_like_mcp_tool(item) for item in data)
    except Exception:  # detection must never raise, whatever the data holds
        return False
    return False


# --- loading -------------------------------------------------------------------------------


def _load_groups(value: Any, where: str) -> list[Group]:
    if not isinstance(value, list):
        raise FormatError(
            f'{where}: _meta["{GROUPS_KEY}"] must be a list of {{"name", "description"}} '
            f"objects, got {type(value).__name__}"
        )
    groups: list[Group] = []
    for index, item in enumerate(value):
        if not isinstance(item, Mapping) or set(item) - {"name", "description"}:
            raise FormatError(
                f'{where}: _meta["{GROUPS_KEY}"][{index}] must be an object with "name" and '
                f'optional "description" only, got {item!r}'
            )
        description = item.get("description", "")
        try:
            groups.append(Group(name=item.get("name"), description=description))  # type: ignore[arg-type]
        except ToolDeckError as exc:
            raise with_location(exc, f'{where}: _meta["{GROUPS_KEY}"][{index}]') from exc
    return groups


def _load_examples(value: Any, tool: str) -> tuple[ToolExample, ...]:
    if not isinstance(value, list):
        raise ToolDefinitionError(
            f'tool {tool!r}: _meta["{EXAMPLES_KEY}"] must be a list of '
            f'{{"arguments": {{...}}, "description"?: "..."}} objects, got {type(value).__name__}'
        )
    examples: list[ToolExample] = []
    for index, item in enumerate(value):
        if (
            not isinstance(item, Mapping)
            or "arguments" not in item
            or not set(item) <= {"arguments", "description"}
        ):
            raise ToolDefinitionError(
                f'tool {tool!r}: _meta["{EXAMPLES_KEY}"][{index}] must be an object with '
                f'"arguments" and optional "description" only, got {item!r}'
            )
        description = item.get("description")
        if description is not None and not isinstance(description, str):
            raise ToolDefinitionError(
                f'tool {tool!r}: _meta["{EXAMPLES_KEY}"][{index}].description must be a string'
            )
        examples.append(ToolExample(arguments=item["arguments"], description=description))
    return tuple(examples)


def _load_tool(item: Any, where: str, warnings: WarningCollector, pointer: str) -> Tool:
    """One MCP Tool; ``pointer`` is its JSON pointer in the data (``/tools/0``)."""
    if not isinstance(item, Mapping):
        raise FormatError(f"{where}: an MCP tool must be a JSON object, got {type(item).__name__}")
    name = item.get("name")
    if not isinstance(name, str) or not name.strip():
        got = "no 'name' key" if "name" not in item else shown_json(name)
        raise FormatError(
            f"{where}: {pointer}/name must be a non-empty string (the tool's name), got {got}"
        )
    description = item.get("description")
    if description is not None and not isinstance(description, str):
        raise ToolDefinitionError(
            f"tool {name!r}: description must be a string, got {type(description).__name__} "
            f"({shown_json(description)} at {pointer}/description)"
        )
    schema = item.get("inputSchema")
    if schema is not None and not isinstance(schema, Mapping):
        raise SchemaError(
            f"the input schema ({pointer}/inputSchema) must be a JSON object (a JSON "
            f'Schema such as {{"type": "object"}}), got {shown_json(schema)}',
            tool=name,
        )

    for key in item:
        if key in _TOOL_FIELDS:
            continue
        if key == "execution" and item[key] == {"taskSupport": "forbidden"}:
            continue  # MCP 2025-11-25's default (no task support): dropping it loses nothing
        if key in _KNOWN_DROPPED:
            warnings.add(str(key), _KNOWN_DROPPED[key], name, NotModelled)
        else:
            warnings.add(str(key), "not an MCP Tool field tooldeck models; dropped", name)

    title = item.get("title")
    if description is None:  # absent or null: ""
        description = ""

    if schema is None:
        warnings.add(
            "inputSchema",
            'missing; substituted {"type": "object"} (a tool that takes no arguments)',
            name,
        )
        schema = _OBJECT_SCHEMA
    elif isinstance(schema, Mapping) and "type" not in schema:
        warnings.add("inputSchema", 'has no "type"; set "type": "object"', name)
        schema = {**schema, "type": "object"}

    annotations = ToolAnnotations()
    raw_annotations = item.get("annotations")
    if raw_annotations is not None:
        if not isinstance(raw_annotations, Mapping):
            raise ToolDefinitionError(
                f"tool {name!r}: annotations must be a JSON object, "
                f"got {type(raw_annotations).__name__}"
            )
        annotations = ToolAnnotations.from_mcp(raw_annotations)
        for key in raw_annotations:
            if key not in _ANNOTATION_KEYS:
                warnings.add(
                    f"annotations.{key}", "not an MCP annotation tooldeck models; dropped", name
                )
        ann_title = raw_annotations.get("title")
        if ann_title is not None:
            if not isinstance(ann_title, str):
                raise ToolDefinitionError(f"tool {name!r}: annotations.title must be a string")
            if title is None:
                title = ann_title
                warnings.add("annotations.title", _TITLE_MOVED, name)
            elif ann_title != title:
                warnings.add(
                    "annotations.title",
                    "differs from the tool's title; dropped (the top-level title is kept)",
                    name,
                )

    group: Any = None
    examples: tuple[ToolExample, ...] = ()
    meta: dict[str, Any] | None = None
    raw_meta = item.get("_meta")
    if raw_meta is not None:
        if not isinstance(raw_meta, Mapping):
            raise ToolDefinitionError(
                f"tool {name!r}: _meta must be a JSON object, got {type(raw_meta).__name__}"
            )
        group = raw_meta.get(GROUP_KEY)
        if EXAMPLES_KEY in raw_meta:
            examples = _load_examples(raw_meta[EXAMPLES_KEY], name)
        meta = {k: v for k, v in raw_meta.items() if k not in (GROUP_KEY, EXAMPLES_KEY)}
        if not meta and len(meta) != len(raw_meta):
            meta = None  # _meta only carried tooldeck's own keys

    return Tool(
        name=name,
        description=description,
        input_schema=freeze(schema),
        title=title,
        output_schema=item.get("outputSchema"),
        annotations=annotations,
        group=group,
        examples=examples,
        meta=None if meta is None else freeze(meta),
        source=where,
    )


def _load(data: Any, source: str) -> LoadResult:
    warnings = WarningCollector()
    groups: list[Group] = []
    deck_name: str | None = None
    deck_description: str | None = None
    if isinstance(data, Mapping):
        items = data.get("tools")
        if not isinstance(items, list):
            raise FormatError(
                f'{source}: an MCP tools/list result needs a "tools" list, '
                f"got {type(items).__name__ if 'tools' in data else 'no tools field'}"
            )
        for key in data:
            if key not in _RESULT_KEYS:
                warnings.add(str(key), "not a tools/list result field tooldeck models; dropped")
        if data.get("nextCursor") is not None:
            warnings.add(
                "nextCursor",
                "this is one page of a paginated tools/list result; tools on later pages "
                "are not in this file",
            )
        deck_meta = data.get("_meta")
        if deck_meta is not None:
            if not isinstance(deck_meta, Mapping):
                raise FormatError(
                    f"{source}: the result's _meta must be a JSON object, "
                    f"got {type(deck_meta).__name__}"
                )
            if GROUPS_KEY in deck_meta:
                groups = _load_groups(deck_meta[GROUPS_KEY], source)
            for key in (DECK_NAME_KEY, DECK_DESCRIPTION_KEY):
                value = deck_meta.get(key)
                if value is not None and not isinstance(value, str):
                    raise FormatError(f'{source}: _meta["{key}"] must be a string')
            deck_name = deck_meta.get(DECK_NAME_KEY)
            deck_description = deck_meta.get(DECK_DESCRIPTION_KEY)
            for key in deck_meta:
                if key not in (GROUPS_KEY, DECK_NAME_KEY, DECK_DESCRIPTION_KEY):
                    warnings.add(
                        f"_meta.{key}",
                        "result-level _meta is not modelled by tooldeck (a deck has no "
                        "metadata); dropped",
                    )
    elif isinstance(data, list):
        items = data
    else:
        raise FormatError(
            f'{source}: expected an MCP tools/list result ({{"tools": [...]}}) or a JSON list '
            f"of MCP Tool objects, got {type(data).__name__}"
        )

    tools: list[Tool] = []
    base = "/tools" if isinstance(data, Mapping) else ""
    for index, item in enumerate(items):
        where = f"{source}#tools[{index}]"
        try:
            tools.append(_load_tool(item, where, warnings, f"{base}/{index}"))
        except ToolDeckError as exc:
            raise with_location(exc, where) from exc
    try:
        deck = Deck(tools, groups=groups, name=deck_name, description=deck_description)
    except ToolDeckError as exc:
        raise with_location(exc, source) from exc
    return LoadResult(deck=deck, format="mcp", warnings=warnings.result())


# --- exporting -----------------------------------------------------------------------------


def _export_tool(tool: Tool) -> dict[str, Any]:
    out: dict[str, Any] = {"name": tool.name}
    if tool.title is not None:
        out["title"] = tool.title
    if tool.description:  # MCP's description is optional; don't invent an empty one
        out["description"] = tool.description
    out["inputSchema"] = thaw(tool.input_schema)
    if tool.output_schema is not None:
        out["outputSchema"] = thaw(tool.output_schema)
    if not tool.annotations.is_empty:
        out["annotations"] = tool.annotations.to_mcp()
    meta: dict[str, Any] | None = thaw(tool.meta) if tool.meta is not None else None
    if meta is not None:
        for key in (GROUP_KEY, EXAMPLES_KEY):
            if key in meta:
                raise ExportError(
                    f"meta holds tooldeck's reserved key \"{key}\"; set the tool's "
                    f"{'group' if key == GROUP_KEY else 'examples'} field instead",
                    tool=tool.name,
                )
    if tool.group is not None or tool.examples:
        meta = dict(meta or {})
        if tool.group is not None:
            meta[GROUP_KEY] = tool.group
        if tool.examples:
            meta[EXAMPLES_KEY] = [
                {"arguments": thaw(ex.arguments)}
                | ({} if ex.description is None else {"description": ex.description})
                for ex in tool.examples
            ]
    if meta is not None:
        out["_meta"] = meta
    return out


def _export(deck: Deck, options: Mapping[str, Any]) -> ExportResult:
    if options:
        raise TypeError(f"the mcp format takes no export options, got {', '.join(sorted(options))}")
    result: dict[str, Any] = {"tools": [_export_tool(tool) for tool in deck]}
    deck_meta: dict[str, Any] = {}
    if deck.name is not None:
        deck_meta[DECK_NAME_KEY] = deck.name
    if deck.description is not None:
        deck_meta[DECK_DESCRIPTION_KEY] = deck.description
    if deck.groups:
        deck_meta[GROUPS_KEY] = [
            {"name": group.name, "description": group.description} for group in deck.groups
        ]
    if deck_meta:
        result["_meta"] = deck_meta
    return ExportResult(data=result, format="mcp")


class McpFormat:
    """The MCP format: ``tools/list`` results and lists of MCP ``Tool`` objects.

    MCP specification 2025-06-18, "Server Features → Tools" (``Tool``, ``tools/list``) and
    "Tool annotations"; tooldeck's own fields travel in ``_meta`` under ``tooldeck/`` keys
    (see the module docstring).
    """

    name: str = "mcp"
    description: str = (
        'MCP tools/list result {"tools": [{name, inputSchema, ...}]} or a list of MCP Tool objects'
    )

    def detect(self, data: Any) -> bool:
        """True for ``{"tools": [MCP Tool, ...], ...}`` or a non-empty ``[MCP Tool, ...]``.

        An item is an MCP Tool when it is an object with at least one MCP-only key
        (``inputSchema``, ``outputSchema``, ``annotations``, ``title``, ``_meta``,
        ``icons``, ``execution``) and none of ``input_schema``, ``parameters``,
        ``function`` (Anthropic/OpenAI shapes), whatever its fields hold: a ``name`` that
        is not a string is then the loader's error at its JSON pointer, not a failed
        detection. An object of only a string ``name`` and a ``description`` counts too
        (an MCP tool lacking its ``inputSchema``). ``{"tools": []}`` alone is claimed (an empty
        listing); a bare ``[]`` is not. Never raises.
        """
        return _detect(data)

    def load(self, data: Any, *, source: str) -> LoadResult:
        """Build a deck from a ``tools/list`` result or a list of MCP Tool objects.

        Field mapping: ``name``, ``title``, ``description`` (absent → ``""``),
        ``inputSchema``, ``outputSchema``, ``annotations`` hints (via
        :meth:`ToolAnnotations.from_mcp`; ``annotations.title`` becomes the title when the
        tool has no top-level ``title``, reported as moved, and is reported as dropped
        when it differs from it), ``_meta`` → :attr:`Tool.meta` less ``tooldeck/group``
        (→ group) and ``tooldeck/examples`` (→ examples). Result ``_meta["tooldeck/groups"]`` → the
        deck's groups, ``_meta["tooldeck/name"]`` and ``_meta["tooldeck/description"]`` →
        its name and description. Each tool's ``source`` is
        ``f"{source}#tools[{index}]"``.

        Reported as :class:`~tooldeck.formats.base.ConversionWarning` (never silent): a
        missing ``inputSchema`` or one without ``"type"`` (``"type": "object"`` is
        substituted), ``icons``, ``execution`` and unknown tool fields, unknown annotation
        keys, an ``annotations.title`` moved to the title, other result-level fields and
        ``_meta`` keys, and a ``nextCursor`` (the file
        is one page of a longer listing).

        Raises:
            FormatError: ``data`` has neither shape, a tool is not an object or its
                ``name`` is not a non-empty string (the message names the JSON pointer,
                ``/tools/0/name``), or a ``tooldeck/`` key of ``_meta`` is malformed.
            SchemaError: an input or output schema is not a valid object schema (an
                ``inputSchema`` that is not an object is named at its JSON pointer).
            ToolDefinitionError: a field has the wrong type (a non-string ``description``
                named at its JSON pointer), or an example does not match the input schema.
            DuplicateToolError: two tools share a name.

            Every message starts with ``source#tools[index]`` (or ``source``).
        """
        return _load(data, source)

    def export(self, deck: Deck, **options: Any) -> ExportResult:
        """Write ``deck`` as a ``tools/list`` result: ``{"tools": [...], "_meta"?: {...}}``.

        Each tool is ``{"name", "title"?, "description", "inputSchema", "outputSchema"?,
        "annotations"? (stated hints only), "_meta"?}``, where ``_meta`` is the tool's meta
        plus ``tooldeck/group`` and ``tooldeck/examples`` when set. The result's ``_meta``
        holds ``tooldeck/name``, ``tooldeck/description`` and ``tooldeck/groups`` for those
        the deck has, and is omitted when it has none. The data is plain JSON (dicts and
        lists), and loading it gives back a deck equal to ``deck``; nothing is lost, so no
        warnings are returned.

        Raises:
            ExportError: a tool's ``meta`` already holds ``tooldeck/group`` or
                ``tooldeck/examples`` (loading would turn them into the group/examples).
            TypeError: an export option was given (this format has none).
        """
        return _export(deck, options)


FORMAT: Final = McpFormat()
"""The MCP :class:`~tooldeck.formats.base.Format` object (name ``"mcp"``)."""
