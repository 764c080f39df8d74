"""Anthropic Messages API client tools: ``[{"name", "description", "input_schema"}]``.

Source: Anthropic API reference, "Messages → tools" (custom tools). A whole request body
``{"tools": [...], ...}`` is accepted on load; server tools (objects with a ``type`` such
as ``web_search_20250305``) are refused with a clear error since they carry no schema.
Anthropic holds name, description and input schema; everything else tooldeck models is
reported as dropped on export. On load, ``input_examples`` (example inputs the model reads:
Anthropic, "Tool use examples", beta ``advanced-tool-use-2025-11-20``) become the tool's
examples, validated against ``input_schema``, so the linter reads them and a lock hashes
them; other members (``strict``, ``defer_loading``, ``allowed_callers``, ``cache_control``)
are dropped with a warning saying that a change in them is neither linted nor locked.
Names outside ``^[a-zA-Z0-9_-]{1,64}$`` are exported unchanged with a warning.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from tooldeck.errors import FormatError, ToolDeckError
from tooldeck.formats.base import (
    ExportResult,
    LoadResult,
    WarningCollector,
    note_unheld_fields,
    with_location,
)
from tooldeck.jsonvalue import thaw
from tooldeck.tool import Deck, Tool, ToolExample

__all__ = ["ANTHROPIC", "ANTHROPIC_NAME_PATTERN"]

ANTHROPIC_NAME_PATTERN = re.compile(r"^[a-zA-Z0-9_-]{1,64}$")
_KNOWN = {"name", "description", "input_schema", "input_examples", "type", "cache_control"}
_NOT_KEPT = "not kept: not linted, and a change in it is not caught by a lock"


def _items(data: Any) -> Any:
    if isinstance(data, Mapping) and isinstance(data.get("tools"), list):
        return data["tools"]
    return data


def _is_item(item: Any) -> bool:
    return (
        isinstance(item, Mapping)
        and isinstance(item.get("name"), str)
        and isinstance(item.get("input_schema"), Mapping)
    )


def _examples(item: Mapping[str, Any], where: str) -> tuple[ToolExample, ...]:
    """The tool's ``input_examples`` as :class:`~tooldeck.tool.ToolExample` (each an input
    object; validated against the schema when the tool is built).

    Raises:
        FormatError: ``input_examples`` is not a list of JSON objects.
    """
    if "input_examples" not in item:
        return ()
    found = item["input_examples"]
    if not isinstance(found, list) or not all(isinstance(e, Mapping) for e in found):
        raise FormatError(
            f"{where}/input_examples: must be a list of JSON objects, each an example input "
            "of the tool (Anthropic tool use examples); fix it or remove the member"
        )
    return tuple(ToolExample(arguments=e) for e in found)


class _AnthropicFormat:
    name = "anthropic"
    description = 'Anthropic Messages tools: [{"name", "description", "input_schema"}]'

    def detect(self, data: Any) -> bool:
        items = _items(data)
        return isinstance(items, list) and bool(items) and all(_is_item(i) for i in items)

    def load(self, data: Any, *, source: str) -> LoadResult:
        items = _items(data)
        if not isinstance(items, list):
            raise FormatError(f"{source}: expected a list of Anthropic tools")
        warnings = WarningCollector()
        tools = []
        for index, item in enumerate(items):
            where = f"{source}#tools[{index}]"
            if not _is_item(item):
                raise FormatError(
                    f"{where}: not an Anthropic custom tool (needs 'name' and an "
                    "'input_schema' object; server tools with a 'type' are not supported)"
                )
            if item.get("type") not in (None, "custom"):
                raise FormatError(f"{where}: Anthropic tool type {item['type']!r} is not custom")
            for key in sorted(set(item) - _KNOWN):
                warnings.add(key, f"unknown field, {_NOT_KEPT}", item["name"])
            if "cache_control" in item:
                warnings.add(
                    "cache_control",
                    "a request option, not part of the tool; not kept",
                    item["name"],
                )
            examples = _examples(item, where)
            description = item.get("description")  # absent or null: ""; Tool refuses
            if description is None:  # any other non-string (false, 12), naming the tool
                description = ""
            try:
                tools.append(
                    Tool(
                        name=item["name"],
                        description=description,
                        input_schema=item["input_schema"],
                        examples=examples,
                        source=where,
                    )
                )
            except ToolDeckError as exc:
                raise with_location(exc, where) from exc
        return LoadResult(Deck(tools), self.name, warnings.result())

    def export(self, deck: Deck, **options: Any) -> ExportResult:
        """Export ``deck`` as Anthropic tools (no options).

        Raises:
            TypeError: an unknown option.
        """
        if options:
            raise TypeError(f"unknown anthropic export option(s): {', '.join(options)}")
        warnings = WarningCollector()
        note_unheld_fields(deck, "Anthropic", frozenset(), warnings)
        out = []
        for tool in deck:
            if not ANTHROPIC_NAME_PATTERN.match(tool.name):
                warnings.add(
                    "name",
                    "not accepted by the Anthropic API (must match ^[a-zA-Z0-9_-]{1,64}$); "
                    "exported unchanged",
                    tool.name,
                )
            item: dict[str, Any] = {"name": tool.name}
            if tool.description:
                item["description"] = tool.description
            item["input_schema"] = thaw(tool.input_schema)
            out.append(item)
        return ExportResult(out, self.name, warnings.result())


ANTHROPIC = _AnthropicFormat()
"""Anthropic Messages API ``tools``."""
