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
``nextCursor`` through every page (2025-06-18 "Utilities → Pagination").
"""

from __future__ import annotations

import contextlib
import contextvars
import functools
import json
import logging
import math
import os
import shlex
import tempfile
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from importlib import metadata
from os import PathLike
from typing import IO, TYPE_CHECKING, Any, Final, TextIO, cast

from pydantic import BaseModel, ConfigDict, Field

from tooldeck.errors import (
    ExportError,
    FormatError,
    SourceError,
    ToolDeckError,
    ToolDefinitionError,
)
from tooldeck.formats.base import ExportResult, LoadResult, WarningCollector, with_location
from tooldeck.jsonvalue import freeze, thaw
from tooldeck.tool import Deck, Group, Tool, ToolAnnotations, ToolExample

if TYPE_CHECKING:
    from mcp.shared.message import SessionMessage

__all__ = [
    "DEFAULT_TIMEOUT",
    "FORMAT",
    "MAX_PAGES",
    "TIMEOUT_ENV",
    "McpFormat",
    "load_from_server",
    "load_from_server_sync",
]

_LOG: Final = logging.getLogger(__name__)

GROUP_KEY: Final = "tooldeck/group"
EXAMPLES_KEY: Final = "tooldeck/examples"
GROUPS_KEY: Final = "tooldeck/groups"
DECK_NAME_KEY: Final = "tooldeck/name"
DECK_DESCRIPTION_KEY: Final = "tooldeck/description"

MAX_PAGES: Final = 1000
"""Most ``tools/list`` pages :func:`load_from_server` follows before it gives up."""

TIMEOUT_ENV: Final = "TOOLDECK_MCP_TIMEOUT"
"""Environment variable with the default timeout (seconds) of :func:`load_from_server`."""

DEFAULT_TIMEOUT: Final = 30.0
"""Seconds :func:`load_from_server` waits when neither ``timeout`` nor the variable is set."""

_TOOL_FIELDS: Final = frozenset(
    {"name", "title", "description", "inputSchema", "outputSchema", "annotations", "_meta"}
)
"""MCP Tool fields tooldeck models."""

_KNOWN_DROPPED: Final = {
    "icons": "MCP tool icons are not modelled by tooldeck; dropped",
    "execution": "MCP tool execution properties are not modelled by tooldeck; dropped",
}
"""MCP Tool fields of later spec revisions that tooldeck knows but does not keep."""

_ANNOTATION_KEYS: Final = frozenset(
    {"title", "readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"}
)
_RESULT_KEYS: Final = frozenset({"tools", "nextCursor", "_meta"})
_MCP_ONLY_KEYS: Final = frozenset(
    {"inputSchema", "outputSchema", "annotations", "title", "_meta", "icons", "execution"}
)
_FOREIGN_KEYS: Final = frozenset({"input_schema", "parameters", "function"})
_OBJECT_SCHEMA: Final = {"type": "object"}


# --- detection -----------------------------------------------------------------------------


def _looks_like_mcp_tool(item: Any) -> bool:
    if not isinstance(item, Mapping) or not isinstance(item.get("name"), str):
        return False
    if any(key in item for key in _FOREIGN_KEYS):
        return False
    # A tool with only a name (and description) is an MCP tool lacking its inputSchema:
    # no other format has a tool without its schema field.
    return any(key in item for key in _MCP_ONLY_KEYS) or set(item) <= {"name", "description"}


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


def _load_tool(item: Any, where: str, warnings: WarningCollector) -> Tool:
    if not isinstance(item, Mapping):
        raise FormatError(f"{where}: an MCP tool must be a JSON object, got {type(item).__name__}")
    name = item.get("name")
    if not isinstance(name, str) or not name.strip():
        raise FormatError(f'{where}: an MCP tool needs a non-empty string "name", got {name!r}')

    for key in item:
        if key in _TOOL_FIELDS:
            continue
        message = _KNOWN_DROPPED.get(key, "not an MCP Tool field tooldeck models; dropped")
        warnings.add(str(key), message, name)

    title = item.get("title")
    description = item.get("description")  # absent or null: ""; Tool refuses any other
    if description is None:  # non-string (false, 12), naming the tool
        description = ""

    schema = item.get("inputSchema")
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
    for index, item in enumerate(items):
        where = f"{source}#tools[{index}]"
        try:
            tools.append(_load_tool(item, where, warnings))
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

        An item is an MCP Tool when it is an object with a string ``name``, at least one
        MCP-only key (``inputSchema``, ``outputSchema``, ``annotations``, ``title``,
        ``_meta``, ``icons``, ``execution``) and none of ``input_schema``, ``parameters``,
        ``function`` (Anthropic/OpenAI shapes). ``{"tools": []}`` alone is claimed (an empty
        listing); a bare ``[]`` is not. Never raises.
        """
        return _detect(data)

    def load(self, data: Any, *, source: str) -> LoadResult:
        """Build a deck from a ``tools/list`` result or a list of MCP Tool objects.

        Field mapping: ``name``, ``title``, ``description`` (absent → ``""``),
        ``inputSchema``, ``outputSchema``, ``annotations`` hints (via
        :meth:`ToolAnnotations.from_mcp`; ``annotations.title`` becomes the title when the
        tool has no top-level ``title``, and is reported as dropped when it differs from
        it), ``_meta`` → :attr:`Tool.meta` less ``tooldeck/group`` (→ group) and
        ``tooldeck/examples`` (→ examples). Result ``_meta["tooldeck/groups"]`` → the
        deck's groups, ``_meta["tooldeck/name"]`` and ``_meta["tooldeck/description"]`` →
        its name and description. Each tool's ``source`` is
        ``f"{source}#tools[{index}]"``.

        Reported as :class:`~tooldeck.formats.base.ConversionWarning` (never silent): a
        missing ``inputSchema`` or one without ``"type"`` (``"type": "object"`` is
        substituted), ``icons``, ``execution`` and unknown tool fields, unknown annotation
        keys, other result-level fields and ``_meta`` keys, and a ``nextCursor`` (the file
        is one page of a longer listing).

        Raises:
            FormatError: ``data`` has neither shape, a tool is not an object or has no
                name, or a ``tooldeck/`` key of ``_meta`` is malformed.
            SchemaError: an input or output schema is not a valid object schema.
            ToolDefinitionError: a field has the wrong type, or an example does not match
                the input schema.
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


# --- live servers over stdio ---------------------------------------------------------------


def _client_version() -> str:
    try:
        return metadata.version("tooldeck")
    except metadata.PackageNotFoundError:  # pragma: no cover - running from a bare checkout
        return "0"


def _leaves(exc: BaseException) -> list[BaseException]:
    if isinstance(exc, BaseExceptionGroup):
        return [leaf for inner in exc.exceptions for leaf in _leaves(inner)]
    return [exc]


def _stderr_tail(errlog: IO[str], *, lines: int = 20, chars: int = 2000) -> str:
    try:
        errlog.flush()
        errlog.seek(0)
        text = errlog.read()
    except (OSError, ValueError):
        return ""
    tail = "\n".join(text.strip().splitlines()[-lines:])
    return tail[-chars:]


def _resolve_timeout(timeout: float | None) -> tuple[float, bool]:
    """The timeout to use, and whether the caller gave it (else it came from the default)."""
    if timeout is not None:
        return float(timeout), True
    raw = os.environ.get(TIMEOUT_ENV, "").strip()
    if not raw:
        return DEFAULT_TIMEOUT, False
    try:
        value = float(raw)
    except ValueError:
        value = math.nan
    if not (value > 0 and math.isfinite(value)):
        raise SourceError(
            f"{TIMEOUT_ENV} must be a positive number of seconds (e.g. {TIMEOUT_ENV}=60), "
            f"got {raw!r}"
        )
    return value, False


# The SDK logs (with a traceback) every stdout line it cannot parse, and a few other
# transport faults, through `logging`; with no handler configured, Python's last-resort
# handler prints them on the user's terminal. While tooldeck talks to a server, these
# records are taken off those loggers (a filter keyed on a context variable, so other users
# of the SDK in this process are not affected), re-logged at DEBUG under tooldeck's own
# logger, and what they say is reported in tooldeck's error instead.
_SDK_LOGGERS: Final = ("mcp.client.stdio", "mcp.shared.jsonrpc_dispatcher", "client")
_captured_records: contextvars.ContextVar[list[logging.LogRecord] | None] = contextvars.ContextVar(
    "tooldeck_mcp_captured_records", default=None
)


class _CaptureSdkRecords(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        captured = _captured_records.get()
        if captured is None:
            return True
        captured.append(record)
        return False


_SDK_FILTER: Final = _CaptureSdkRecords()


@contextlib.contextmanager
def _capture_sdk_logs() -> Iterator[list[logging.LogRecord]]:
    for name in _SDK_LOGGERS:
        logger = logging.getLogger(name)
        if _SDK_FILTER not in logger.filters:
            logger.addFilter(_SDK_FILTER)
    records: list[logging.LogRecord] = []
    token = _captured_records.set(records)
    try:
        yield records
    finally:
        _captured_records.reset(token)
        for record in records:
            _LOG.debug(
                "MCP SDK (%s, %s): %s",
                record.name,
                record.levelname,
                record.getMessage(),
                exc_info=record.exc_info,
            )


# What a server writes goes through the value checks a file gets (``check_json_value``:
# NaN/Infinity, lone surrogates, nesting deeper than MAX_DEPTH) plus the duplicate-key
# check of the JSON parser. The SDK parses each stdout line with pydantic, which accepts
# NaN and keeps the last of repeated keys, so the raw line is inspected before the SDK
# sees it: the stdio transport's module-level ``_parse_line`` is wrapped (once, and active
# only inside load_from_server, via a context variable). If a later SDK drops that hook,
# the wrapper is not installed and only the checks on the parsed values remain
# (duplicate keys then go unseen); see docs/formats/README.md.
_inspect_lines: contextvars.ContextVar[bool] = contextvars.ContextVar(
    "tooldeck_mcp_inspect_lines", default=False
)


class _StoppedReading(Exception):
    """The exchange was cancelled because the server sent a line tooldeck refuses."""


class _RefusedLine(ValueError):
    """A line from the server that tooldeck refuses; its text is the reason."""


class _Repeated:
    """Key under which the duplicate-marking JSON hook lists an object's repeated keys."""


def _marking_object(pairs: list[tuple[str, Any]]) -> dict[Any, Any]:
    out: dict[Any, Any] = {}
    repeated: list[str] = []
    for key, value in pairs:
        if key in out:
            repeated.append(key)
        out[key] = value
    if repeated:
        out[_Repeated] = repeated
    return out


def _first_repeat(value: Any) -> tuple[str, str] | None:
    """(JSON pointer, key) of the first object in ``value`` with a repeated key."""
    from tooldeck.jsonvalue import json_pointer

    stack: list[tuple[Any, tuple[str | int, ...]]] = [(value, ())]
    while stack:
        node, where = stack.pop()
        if isinstance(node, dict):
            if _Repeated in node:
                return json_pointer(where) or "/", node[_Repeated][0]
            stack.extend((v, (*where, k)) for k, v in node.items() if k is not _Repeated)
        elif isinstance(node, list):
            stack.extend((v, (*where, i)) for i, v in enumerate(node))
    return None


def _value_problem(value: Any, what: str) -> str | None:
    from tooldeck.formats.sources import check_json_value

    try:
        found = _first_repeat(value)
    except RecursionError:  # pragma: no cover - json.loads recurses first
        found = None
    if found is not None:
        pointer, key = found
        return (
            f"{what}: at {pointer}: the key {key!r} appears twice in one object (JSON parsers "
            "keep one value silently); the server must send it once"
        )
    try:
        check_json_value(value, what)
    except ToolDeckError as exc:
        return str(exc)
    return None


def _line_problem(line: str) -> str | None:
    """Why tooldeck refuses one stdout line of the server, or None (also for non-JSON)."""
    if not line.strip():
        return None
    try:
        value = json.loads(line, object_pairs_hook=_marking_object)
    except RecursionError:
        return "sent a JSON-RPC line nested too deeply to read"
    except ValueError:
        return None  # not JSON at all: the SDK reports it as junk on stdout
    result = value.get("result") if isinstance(value, dict) else None
    tools = result.get("tools") if isinstance(result, dict) else None
    if isinstance(tools, list):
        for index, item in enumerate(tools):
            name = item.get("name") if isinstance(item, dict) else None
            label = f"tools[{index}]" + (f" ({name!r})" if isinstance(name, str) else "")
            problem = _value_problem(item, f"listed tool {label} with an invalid value")
            if problem is not None:
                return problem
    problem = _value_problem(value, "sent an invalid JSON-RPC message")
    return problem


def _sdk_error_line(exc: BaseException) -> str:
    """One line from an SDK/pydantic error: the first problem, its field path, no URL."""
    from pydantic import ValidationError

    if isinstance(exc, ValidationError):
        errors = exc.errors(include_url=False)
        if errors:
            first = errors[0]
            loc = ".".join(str(part) for part in first.get("loc", ()))
            more = len(errors) - 1
            also = f" (and {more} more problem{'s' if more > 1 else ''})" if more else ""
            return f"at {loc or 'the top level'}: {first.get('msg', 'invalid')}{also}"
    text = str(exc).strip()
    return text.splitlines()[0] if text else type(exc).__name__


def _checked_parse_line(original: Any) -> Any:
    def parse_line(line: str) -> Any:
        parsed = original(line)
        if not _inspect_lines.get():
            return parsed
        problem = _line_problem(line)
        if problem is not None:
            return _RefusedLine(problem)
        if isinstance(parsed, Exception):
            try:
                value = json.loads(line)
            except (ValueError, RecursionError):
                return parsed
            if isinstance(value, dict) and "jsonrpc" in value:
                return _RefusedLine(
                    f"sent a JSON-RPC message the MCP SDK cannot read: {_quote(line)} "
                    f"({_sdk_error_line(parsed)})"
                )
        return parsed

    parse_line.tooldeck_checked = True  # type: ignore[attr-defined]
    return parse_line


def _install_line_check() -> None:
    import mcp.client.stdio as stdio

    original = getattr(stdio, "_parse_line", None)
    if callable(original) and not getattr(original, "tooldeck_checked", False):
        stdio._parse_line = _checked_parse_line(original)


_CLIENT_METHODS: Final = frozenset({"initialize", "tools/list"})
"""Requests tooldeck sends; a server never sends them, so getting one is our own echo."""

_MAX_QUOTE: Final = 200


def _quote(text: str) -> str:
    if len(text) > _MAX_QUOTE:
        return f"{text[:_MAX_QUOTE]!r}… ({len(text)} characters)"
    return repr(text)


def _junk_text(exc: Exception) -> str:
    """What the server wrote, from the SDK's parse error for one stdout line."""
    from pydantic import ValidationError

    if isinstance(exc, ValidationError):
        errors = exc.errors(include_url=False)
        if errors and "input" in errors[0]:
            value = errors[0]["input"]
            if isinstance(value, str):
                return value
            try:
                return json.dumps(value, separators=(",", ":"), ensure_ascii=False)
            except (TypeError, ValueError):
                return repr(value)
    return str(exc).splitlines()[0] if str(exc) else type(exc).__name__


@dataclass
class _Diagnosis:
    """What the stream from the server showed besides JSON-RPC messages."""

    junk: list[str] = field(default_factory=list)
    junk_count: int = 0
    echoed: str | None = None
    refused: str | None = None
    stop: Callable[[], None] | None = None

    def reason(self) -> str:
        """Why the exchange went wrong, as far as the stream tells; ``""`` when it doesn't."""
        if self.refused is not None:
            return self.refused
        if self.echoed is not None:
            return (
                f"sent our own {self.echoed!r} request back instead of answering it (it echoes "
                "its stdin; is it an MCP server?)"
            )
        if not self.junk:
            return ""
        more = self.junk_count - 1
        also = f" (and {more} more such line{'s' if more > 1 else ''})" if more else ""
        return (
            f"wrote on stdout something that is not a JSON-RPC message: {_quote(self.junk[0])}"
            f"{also} (a stdio MCP server must write only JSON-RPC messages on stdout, and "
            "log to stderr)"
        )


class _WatchedStream:
    """The SDK's read stream, watched: records unparsable lines, ends at our own echo.

    Satisfies the SDK's ``ReadStream`` protocol. A request for a method only clients send
    (``initialize``, ``tools/list``) is our own request coming back (a command like
    ``cat``); the stream then ends, so the session sees the connection close at once.
    """

    def __init__(self, inner: Any, diagnosis: _Diagnosis) -> None:
        self._inner = inner
        self._diagnosis = diagnosis

    @property
    def last_context(self) -> Any:
        return getattr(self._inner, "last_context", None)

    async def receive(self) -> SessionMessage | Exception:
        import anyio
        import mcp_types

        if self._diagnosis.echoed is not None or self._diagnosis.refused is not None:
            raise anyio.EndOfStream
        item = await self._inner.receive()
        if isinstance(item, _RefusedLine):
            # Stop reading: the session sees the connection end at once (no timeout wait),
            # and load_from_server reports this reason.
            self._diagnosis.refused = str(item)
            if self._diagnosis.stop is not None:
                self._diagnosis.stop()
            raise anyio.EndOfStream
        if isinstance(item, Exception):
            self._diagnosis.junk_count += 1
            if len(self._diagnosis.junk) < 3:
                self._diagnosis.junk.append(_junk_text(item))
            return item
        message = item.message
        if isinstance(message, mcp_types.JSONRPCRequest) and message.method in _CLIENT_METHODS:
            self._diagnosis.echoed = message.method
            raise anyio.EndOfStream
        return cast("SessionMessage", item)

    async def aclose(self) -> None:
        await self._inner.aclose()

    def __aiter__(self) -> _WatchedStream:
        return self

    async def __anext__(self) -> SessionMessage | Exception:
        import anyio

        try:
            return await self.receive()
        except anyio.EndOfStream:
            raise StopAsyncIteration from None

    async def __aenter__(self) -> _WatchedStream:
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.aclose()


def _describe_failure(exc: BaseException, timeout: float, *, explicit: bool) -> str:
    from mcp.shared.exceptions import MCPError
    from pydantic import ValidationError

    if isinstance(exc, TimeoutError):
        longer = f"{max(60.0, 2 * timeout):g}"
        how = (
            f"pass a larger timeout, e.g. timeout={longer}"
            if explicit
            else f"set {TIMEOUT_ENV}={longer} to wait longer"
        )
        return f"did not list its tools within {timeout:g} s ({how}, or check the server)"
    if isinstance(exc, FileNotFoundError):
        return f"could not be started: command not found ({exc})"
    if isinstance(exc, OSError):
        return f"could not be started: {exc}"
    if isinstance(exc, MCPError):
        if exc.code == -32000 and "closed" in exc.message.lower():
            return "closed the connection before listing its tools (did it exit or crash?)"
        return f"answered with MCP error {exc.code}: {exc.message}"
    if isinstance(exc, ValidationError):
        return f"sent a reply that is not valid MCP: {_sdk_error_line(exc)}"
    return f"failed: {type(exc).__name__}: {exc}"


class _RawPage(BaseModel):
    """One ``tools/list`` result, its tools kept as the raw JSON the server sent."""

    model_config = ConfigDict(extra="allow", populate_by_name=True)

    tools: Any = None
    next_cursor: Any = Field(default=None, alias="nextCursor")
    meta: Any = Field(default=None, alias="_meta")


async def _fetch_pages(
    params: Any, errlog: IO[str], label: str, diagnosis: _Diagnosis
) -> tuple[list[Any], Mapping[str, Any] | None]:
    """Start the server, initialize, and follow ``tools/list`` cursors; raw tool dicts."""
    import mcp_types
    from mcp.client.session import ClientSession
    from mcp.client.stdio import stdio_client

    tools: list[Any] = []
    first_meta: Mapping[str, Any] | None = None
    seen: set[str] = set()
    info = mcp_types.Implementation(name="tooldeck", version=_client_version())
    async with (
        stdio_client(params, errlog=cast(TextIO, errlog)) as (read_stream, write_stream),
        ClientSession(
            _WatchedStream(read_stream, diagnosis), write_stream, client_info=info
        ) as session,
    ):
        import anyio

        with anyio.CancelScope() as scope:
            # A refused line (see _WatchedStream) cancels the exchange at once: a request
            # already sent would otherwise wait for the timeout.
            diagnosis.stop = scope.cancel
            await session.initialize()
            cursor: str | None = None
            for page in range(MAX_PAGES):
                request = mcp_types.ListToolsRequest(
                    params=None
                    if cursor is None
                    else mcp_types.PaginatedRequestParams(cursor=cursor)
                )
                # The raw result, not ListToolsResult: the SDK's Tool model drops fields it does
                # not know, and the loader must report those instead of losing them silently.
                result = await session.send_request(request, _RawPage)
                page_tools = result.tools
                if not isinstance(page_tools, list):
                    raise SourceError(
                        f"MCP server `{label}` sent a tools/list result without a tools list "
                        f"(page {page + 1})"
                    )
                tools.extend(page_tools)
                if page == 0 and isinstance(result.meta, Mapping):
                    first_meta = result.meta
                next_cursor = result.next_cursor
                if next_cursor is None or next_cursor == "":
                    return tools, first_meta
                if not isinstance(next_cursor, str):
                    raise SourceError(
                        f"MCP server `{label}` sent a non-string nextCursor {next_cursor!r} "
                        f"(page {page + 1})"
                    )
                if next_cursor in seen:
                    raise SourceError(
                        f"MCP server `{label}` sent the cursor {next_cursor!r} twice "
                        f"(page {page + 1}); its tools/list pagination loops"
                    )
                seen.add(next_cursor)
                cursor = next_cursor
        raise _StoppedReading
    raise SourceError(
        f"MCP server `{label}` was still paginating tools/list after {MAX_PAGES} pages; giving up"
    )


async def load_from_server(
    command: Sequence[str] | str,
    *,
    env: Mapping[str, str] | None = None,
    cwd: str | PathLike[str] | None = None,
    timeout: float | None = None,
) -> LoadResult:
    """Start an MCP server over stdio, list all its tools, and load them as a deck.

    The server is spawned with the ``mcp`` SDK's stdio client, initialized
    (2025-06-18 "Basic → Lifecycle"), and asked for ``tools/list`` page after page,
    sending each ``nextCursor`` back as ``cursor`` until none comes (2025-06-18
    "Utilities → Pagination"; an empty ``nextCursor`` also ends the listing). The tools are
    then loaded exactly as :meth:`McpFormat.load` loads a file, with source
    ``"mcp:<command line>"``, so tool sources read ``mcp:<command line>#tools[3]``. The
    first page's ``_meta`` counts as the result's ``_meta`` (``tooldeck/groups``). The
    server is shut down afterwards.

    The SDK's own log records about the exchange (such as a traceback for each stdout line
    that is not JSON-RPC) are kept off the terminal: they are re-logged at ``DEBUG`` on the
    ``tooldeck.formats.mcp`` logger, and what they tell goes into the error instead.

    Args:
        command: the argv (``["npx", "-y", "server"]``) or one command line, split with
            :func:`shlex.split` (the CLI's ``mcp:<command line>`` sources).
        env: variables added to the SDK's minimal inherited environment (``HOME``,
            ``PATH``, ``SHELL``, ``TERM``, ``USER``, ``LOGNAME`` on POSIX). Called
            directly with ``env=None``, the server sees only that minimal set; the CLI's
            and :func:`tooldeck.formats.load`'s ``mcp:<command line>`` sources pass
            ``dict(os.environ)``, so there the server inherits the whole environment.
        cwd: the server's working directory.
        timeout: seconds for the whole exchange (start, initialize, every page). When
            ``None``, the environment variable ``TOOLDECK_MCP_TIMEOUT`` (:data:`TIMEOUT_ENV`,
            seconds) if set, else :data:`DEFAULT_TIMEOUT` (30 s).

    Returns:
        A :class:`LoadResult` with format ``"mcp"`` and the loader's warnings.

    Raises:
        SourceError: a line it sent holds NaN/Infinity, a repeated key, a lone surrogate
            or nesting deeper than ``MAX_DEPTH`` (named with the tool and JSON pointer), or
            is a JSON-RPC message the SDK cannot read (reported at once); or
            the command is empty, cannot be started, exits or crashes, times out,
            answers with an MCP error or invalid data, echoes our own requests back, or its
            pagination loops (a repeated cursor, or more than :data:`MAX_PAGES` pages); or
            ``TOOLDECK_MCP_TIMEOUT`` is used and is not a positive number. The message
            names the command, quotes (truncated) what the server wrote on stdout that is
            not a JSON-RPC message, if anything, and ends with the tail of its stderr.
        FormatError, SchemaError, ToolDefinitionError, DuplicateToolError: the tools it
            listed are not valid (as for :meth:`McpFormat.load`).
    """
    from mcp.client.stdio import StdioServerParameters

    limit, explicit = _resolve_timeout(timeout)
    argv = shlex.split(command) if isinstance(command, str) else list(command)
    if not argv or not argv[0]:
        raise SourceError("the MCP server command is empty; give the command that starts it")
    label = shlex.join(argv)
    params = StdioServerParameters(
        command=argv[0],
        args=argv[1:],
        env=dict(env) if env is not None else None,
        cwd=None if cwd is None else os.fspath(cwd),
    )
    import anyio

    diagnosis = _Diagnosis()
    _install_line_check()
    token = _inspect_lines.set(True)
    try:
        with (
            tempfile.TemporaryFile(mode="w+", encoding="utf-8", errors="replace") as errlog,
            _capture_sdk_logs(),
        ):
            try:
                with anyio.fail_after(limit):
                    tools, result_meta = await _fetch_pages(params, errlog, label, diagnosis)
            except Exception as exc:
                leaves = _leaves(exc)
                for leaf in leaves:
                    if isinstance(leaf, ToolDeckError):
                        raise leaf from None
                cause = leaves[0] if leaves else exc
                reason = _describe_failure(cause, limit, explicit=explicit)
                seen = diagnosis.reason()
                if diagnosis.echoed is not None or diagnosis.refused is not None:
                    reason = seen  # the connection "closed" because we stopped reading
                elif seen:
                    reason = f"{seen}, and {reason}"
                tail = _stderr_tail(errlog)
                if tail:
                    stderr = f"; its stderr ends with:\n{tail}"
                elif isinstance(cause, OSError):
                    stderr = ""  # it never ran
                else:
                    stderr = "; it wrote nothing to stderr"
                raise SourceError(f"MCP server `{label}` {reason}{stderr}") from exc
    finally:
        _inspect_lines.reset(token)
    for index, item in enumerate(tools):  # the parsed values too (NaN, surrogates, depth)
        name = item.get("name") if isinstance(item, Mapping) else None
        shown = f"tools[{index}]" + (f" ({name!r})" if isinstance(name, str) else "")
        problem = _value_problem(item, f"listed tool {shown} with an invalid value")
        if problem is not None:
            raise SourceError(f"MCP server `{label}` {problem}")
    data: dict[str, Any] = {"tools": tools}
    if result_meta is not None:
        data["_meta"] = result_meta
    return _load(data, f"mcp:{label}")


def load_from_server_sync(
    command: Sequence[str] | str,
    *,
    env: Mapping[str, str] | None = None,
    cwd: str | PathLike[str] | None = None,
    timeout: float | None = None,
) -> LoadResult:
    """Blocking form of :func:`load_from_server` (same arguments, result and errors).

    Runs its own event loop with :func:`anyio.run`, so call it only where no event loop is
    running in this thread (from async code, ``await load_from_server(...)`` instead;
    calling it inside a running loop raises ``RuntimeError``).
    """
    import anyio

    return anyio.run(
        functools.partial(load_from_server, command, env=env, cwd=cwd, timeout=timeout)
    )
