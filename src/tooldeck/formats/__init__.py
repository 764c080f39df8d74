"""Outside tool formats → :class:`~tooldeck.tool.Deck` → outside tool formats.

One module per format (``openai``, ``anthropic``, ``gemini``, ``mcp``, ``bfcl``, ``deckfile``), each
exposing a :class:`~tooldeck.formats.base.Format` over parsed JSON data. Python callables
are declared with :mod:`tooldeck.tool.declare` (``@tool``, ``deck_from_functions``), which
is not a format. This package holds the registry, auto-detection, the file/server sources
(:mod:`.sources`) and the live MCP client (:mod:`.mcp_client`).

Typical use::

    from tooldeck.formats import load, load_deck, export
    result = load("examples/ops68")           # LoadResult(deck, format, warnings)
    exported = export(result.deck, "openai", strict=True)
"""

from __future__ import annotations

import difflib
from collections.abc import Callable
from importlib import import_module
from typing import Any

from tooldeck.errors import FormatError
from tooldeck.formats.base import ConversionWarning, ExportResult, Format, LoadResult
from tooldeck.tool import Deck
from tooldeck.tool.model import require_deck

__all__ = [
    "ConversionWarning",
    "ExportResult",
    "Format",
    "LoadResult",
    "detect_format",
    "export",
    "format_names",
    "get_format",
    "load",
    "load_data",
    "load_deck",
]

# name → (module, attribute); detection tries them in this order (most specific first).
_REGISTRY: dict[str, tuple[str, str]] = {
    "deck": ("tooldeck.formats.deckfile", "DECKFILE"),
    "mcp": ("tooldeck.formats.mcp", "FORMAT"),
    "openai": ("tooldeck.formats.openai", "CHAT"),
    "openai-responses": ("tooldeck.formats.openai", "RESPONSES"),
    "anthropic": ("tooldeck.formats.anthropic", "ANTHROPIC"),
    "gemini": ("tooldeck.formats.gemini", "GEMINI"),
    "bfcl": ("tooldeck.formats.bfcl", "FORMAT"),
}


def format_names() -> tuple[str, ...]:
    """Names of every registered format, in detection order."""
    return tuple(_REGISTRY)


def get_format(name: str) -> Format:
    """The format called ``name``.

    Raises:
        FormatError: unknown name (the message lists the known ones).
    """
    try:
        module, attribute = _REGISTRY[name]
    except KeyError:
        raise FormatError(
            f"unknown format {name!r}; known formats: {', '.join(_REGISTRY)}"
        ) from None
    fmt: Format = getattr(import_module(module), attribute)
    return fmt


def _shape(value: Any) -> str:
    if isinstance(value, dict):
        keys = ", ".join(list(value)[:8]) + (", …" if len(value) > 8 else "")
        return f"an object with keys {keys}" if value else "an empty object"
    if isinstance(value, list):
        return f"a list of {len(value)} items" if value else "an empty list"
    return {str: "a string", bool: "a boolean", type(None): "null"}.get(type(value), "a number")


# Keys that make a tool shape in one of the formats (deck, MCP, OpenAI, Anthropic, Gemini,
# BFCL): a key of a rejected item close to one of these is named as the likely typo.
_TOOL_KEYS = (
    "name",
    "description",
    "inputSchema",
    "input_schema",
    "outputSchema",
    "output_schema",
    "parameters",
    "annotations",
    "function",
    "functionDeclarations",
    "function_declarations",
    "type",
    "strict",
    "title",
)


def _key_hint(item: Any) -> str:
    """`` (did you mean 'inputSchema' for 'inputschema'?)`` for an item's misspelt keys."""
    if not isinstance(item, dict):
        return ""
    lowered = {key.lower(): key for key in _TOOL_KEYS}
    close = []
    for key in item:
        if not isinstance(key, str) or key in _TOOL_KEYS:
            continue
        near = lowered.get(key.lower()) or next(
            iter(difflib.get_close_matches(key, _TOOL_KEYS, n=1, cutoff=0.8)), None
        )
        if near is not None and near not in item:
            close.append(f"{near!r} for {key!r}")
    return f" (did you mean {', '.join(close)}?)" if close else ""


def _why_not(data: Any) -> str:
    """One sentence on why ``data`` matched no format (which part broke the shape)."""
    if isinstance(data, dict) and "lockVersion" in data:
        return (
            "it is a tooldeck lock file (lockVersion), not a deck: check a deck against it "
            "with `tooldeck lint DECK --locked LOCK`, or compare with `tooldeck diff LOCK DECK`"
        )
    if isinstance(data, dict) and isinstance(data.get("tools"), list):
        if not data["tools"]:
            others = ", ".join(str(key) for key in list(data)[:8] if key != "tools")
            return (
                f"its 'tools' list is empty and it also has keys {others}, which no format "
                'has next to an empty tool list (an empty deck is [] or {"tools": []})'
            )
        data = data["tools"]
        wrapped = True
    else:
        wrapped = False
    if not isinstance(data, list) or not data:
        return (
            f"the top level is {_shape(data)}; a tool set is a list of tools or an object "
            "with a 'tools' list"
        )
    names = [name for name in _REGISTRY if name != "deck"]
    votes = {name: [get_format(name).detect([item]) for item in data] for name in names}
    best = max(names, key=lambda n: sum(votes[n]))
    good = sum(votes[best])
    if good == 0:
        return f"item 0 is {_shape(data[0])}, which is no known tool shape{_key_hint(data[0])}"
    bad = [i for i, ok in enumerate(votes[best]) if not ok]
    each = "the one item" if len(data) == 1 else f"each of the {len(data)} items"
    article = "an" if best[0] in "aeiou" else "a"
    if not bad and wrapped:
        return (
            f"{each} under 'tools' looks like {article} {best} tool, but "
            f"{best} takes {get_format(best).description}, not under a 'tools' key: drop the "
            "wrapper, or write a tooldeck deck ('tooldeck: 1', each schema under 'input_schema')"
        )
    if not bad:
        return (
            f"{each} looks like {article} {best} tool, but the whole does not: "
            f"{best} takes {get_format(best).description}"
        )
    shown = ", ".join(f"item {i} is {_shape(data[i])}{_key_hint(data[i])}" for i in bad[:3])
    return f"{good} of {len(data)} items look like {best} tools, but {shown}"


def detect_format(data: Any, *, source: str = "<data>") -> Format:
    """The first registered format whose ``detect`` accepts ``data``.

    Raises:
        FormatError: no format matches; the message names the source, says which part
            of the data broke the shape, and lists the formats tried.
    """
    for name in _REGISTRY:
        fmt = get_format(name)
        if fmt.detect(data):
            return fmt
    raise FormatError(
        f"{source}: the data does not match any known tool format: {_why_not(data)}",
        tried=tuple(_REGISTRY),
    )


def load_data(data: Any, *, source: str = "<data>", format: str | None = None) -> LoadResult:
    """Build a deck from parsed JSON ``data`` in ``format`` (auto-detected when None).

    Raises:
        FormatError, SchemaError, ToolDefinitionError, DuplicateToolError.
    """
    if format is None:
        from tooldeck.formats import openapi

        if openapi.is_openapi(data):
            return openapi.load_openapi(data, source=source)
    fmt = get_format(format) if format is not None else detect_format(data, source=source)
    if format is not None and not fmt.detect(data):
        raise FormatError(f"{source}: the data does not look like {fmt.name} ({fmt.description})")
    return fmt.load(data, source=source)


def export(deck: Deck, format: str, **options: Any) -> ExportResult:
    """Write ``deck`` as JSON-ready data in ``format``.

    Options are format-specific (``strict``, ``unsupported`` and ``fallback`` for the
    OpenAI formats, ``json_schema`` for Gemini, ``complete_parameters`` for BFCL). The flags
    must be booleans and ``unsupported`` one of ``"error"`` and ``"drop"``: any other value
    used to read as ``"drop"`` (a typo removed schema keywords) and ``fallback="no"`` as true.

    Raises:
        FormatError: unknown format.
        ExportError: a tool cannot be expressed in the format.
        TypeError: ``deck`` is not a :class:`~tooldeck.tool.Deck`, an option the format does
            not know, or a flag that is not a bool.
        ValueError: ``unsupported`` other than ``"error"`` or ``"drop"``.
    """
    require_deck(deck)
    for flag in ("strict", "fallback", "json_schema", "complete_parameters"):
        if flag in options and not isinstance(options[flag], bool):
            raise TypeError(f"{flag}: expected True or False, got {options[flag]!r}")
    if "unsupported" in options and options["unsupported"] not in ("error", "drop"):
        raise ValueError(f"unsupported: expected 'error' or 'drop', got {options['unsupported']!r}")
    return get_format(format).export(deck, **options)


def load(
    source: Any, *, format: str | None = None, check_count: Callable[[int], None] | None = None
) -> LoadResult:
    """Load a deck from a source (the function behind ``tooldeck.load``, which adds, for a
    gateway or client config, the gateway's quarantine warning: the lock and the poisoning
    rules are later stages than this one; the CLI calls this function and reads a config
    as served).

    Args:
        source: a file path (``str``/``Path``: JSON, YAML, TOML, a folder of them, a
            gateway or client config), ``py:FILE`` (``@tool`` functions), ``mcp:COMMAND``
            or ``mcp:URL`` (a live MCP server), ``bfcl:CATEGORY[/ID]``, or already-parsed
            JSON data (a list or dict); :func:`tooldeck.formats.sources.load_source`
            describes each.
        format: a format name to use instead of detecting it (files and data only;
            ``tooldeck formats`` lists them).
        check_count: a size ceiling applied to the parsed file before tools are built
            (called with the raw tool count; it raises to refuse).

    Returns:
        A :class:`~tooldeck.formats.base.LoadResult`: ``deck`` (the tools), ``format``
        (the format name read), ``warnings`` (what the load could not carry, one
        :class:`~tooldeck.formats.base.ConversionWarning` each), plus ``locations`` and
        ``served`` (see the class).

    Raises:
        SourceError: the source cannot be read (missing file, unknown prefix, a server
            that cannot be started or listed).
        ParseError: a file that does not parse (with file, line and column).
        FormatError: no format matches the data (the formats tried are named).
        SchemaError, ToolDefinitionError, DuplicateToolError: a tool that cannot be
            built (tool, JSON pointer), or two tools of one name.
    """
    from tooldeck.formats.sources import load_source

    return load_source(source, format=format, check_count=check_count)


def load_deck(source: Any, *, format: str | None = None) -> Deck:
    """Like :func:`load` but returns only the deck (warnings are discarded by the caller's
    choice; use :func:`load` to see them)."""
    return load(source, format=format).deck
