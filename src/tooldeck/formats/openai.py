"""OpenAI function tools: Chat Completions ``tools`` and Responses API function tools.

Shapes (OpenAI API reference, "Chat Completions → tools" and "Responses → tools"):

* Chat Completions: ``[{"type": "function", "function": {"name", "description",
  "parameters", "strict"?}}]``; a whole request body ``{"tools": [...], ...}`` is accepted
  on load. So is the legacy ``functions`` parameter (a list of bare function objects
  ``{"name", "description", "parameters"}``, or a body ``{"functions": [...]}``) when the
  parameters are JSON Schema (``"type": "object"``, no BFCL type such as ``dict`` or
  ``float`` anywhere: those are BFCL documents); a load warning says so, and export
  writes the ``tools`` shape.
* Responses API: ``[{"type": "function", "name", "description", "parameters",
  "strict"?}]``.

OpenAI holds only name, description and parameters: title, output schema, annotations,
group, examples and group descriptions are reported as dropped on export. Function names
the API would refuse (``^[a-zA-Z0-9_-]{1,64}$``, OpenAI API reference
``function.name``) are exported as they are, with a warning, as is a deck of more than 128
tools (:mod:`tooldeck.formats.limits`).
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from typing import Any

from tooldeck.errors import ExportError, FormatError, ToolDeckError
from tooldeck.formats._bfcl_dialect import has_bfcl_types
from tooldeck.formats.base import (
    ConversionWarning,
    ExportResult,
    LoadResult,
    WarningCollector,
    note_unheld_fields,
    with_location,
)
from tooldeck.formats.limits import check_tool_count
from tooldeck.formats.openai_strict import DROP_ADVICE, UnsupportedPolicy, make_strict
from tooldeck.jsonvalue import thaw
from tooldeck.tool import Deck, Tool

__all__ = ["CHAT", "OPENAI_NAME_PATTERN", "RESPONSES"]

OPENAI_NAME_PATTERN = re.compile(r"^[a-zA-Z0-9_-]{1,64}$")
_HELD: frozenset[str] = frozenset()


def _tool_list(data: Any) -> Any:
    if isinstance(data, Mapping) and not _is_function_like(data):
        if "tools" in data:
            return data["tools"]
        if "functions" in data:  # a request body of the legacy `functions` parameter
            return data["functions"]
    return data


def _legacy_allowed(data: Any) -> bool:
    """Whether bare function objects are read from ``data``: a list, or a body's
    ``functions`` (the legacy parameter), not the ``tools`` of a body, where Chat
    Completions has always wanted the ``{"type": "function"}`` wrapper."""
    return not (isinstance(data, Mapping) and not _is_function_like(data) and "tools" in data)


def _is_legacy_function(item: Any) -> bool:
    """A bare function object of the legacy Chat Completions ``functions`` parameter
    (``{"name", "description", "parameters": {"type": "object", …}}``, no ``type``
    wrapper) whose parameters use JSON Schema's types: BFCL documents share the shape but
    write ``"type": "dict"`` or other BFCL types (:func:`has_bfcl_types`)."""
    if not isinstance(item, Mapping) or not isinstance(item.get("name"), str):
        return False
    if any(k in item for k in ("type", "function", "input_schema", "inputSchema")):
        return False
    params = item.get("parameters")
    return (
        isinstance(params, Mapping)
        and params.get("type") == "object"
        and not has_bfcl_types(params)
    )


def _is_function_like(item: Any) -> bool:
    return isinstance(item, Mapping) and "name" in item


def _is_chat_item(item: Any) -> bool:
    return (
        isinstance(item, Mapping)
        and item.get("type") == "function"
        and isinstance(item.get("function"), Mapping)
    )


def _is_responses_item(item: Any) -> bool:
    return (
        isinstance(item, Mapping)
        and item.get("type") == "function"
        and "function" not in item
        and isinstance(item.get("name"), str)
    )


def _check_names(deck: Deck, warnings: WarningCollector, target: str) -> None:
    for tool in deck:
        if not OPENAI_NAME_PATTERN.match(tool.name):
            warnings.add(
                "name",
                f"not accepted by the {target} API (must match ^[a-zA-Z0-9_-]{{1,64}}$); "
                "exported unchanged",
                tool.name,
            )


def _parameters(
    tool: Tool, unsupported: UnsupportedPolicy, warnings: WarningCollector
) -> dict[str, Any]:
    schema, notes = make_strict(tool.input_schema, tool=tool.name, unsupported=unsupported)
    by_change: dict[str, list[str]] = {}
    for pointer, change in notes:
        by_change.setdefault(change, []).append(pointer or "/")
    for change, pointers in by_change.items():
        warnings.add("parameters", f"strict mode: {change} at {', '.join(pointers)}", tool.name)
    return schema


def _function_fields(item: Mapping[str, Any], where: str) -> dict[str, Any]:
    name = item.get("name")
    if not isinstance(name, str):
        got = "no 'name' key" if "name" not in item else f"{json.dumps(name, default=str)[:60]}"
        raise FormatError(f"{where}: 'name' must be a string (the tool's name), got {got}")
    description = item.get("description")  # absent or null: ""; Tool refuses any other
    if description is None:  # non-string (false, 12), naming the tool
        description = ""
    parameters = item.get("parameters", {"type": "object", "properties": {}})
    return {"name": name, "description": description, "input_schema": parameters}


class _OpenAIFormat:
    """Common loader/exporter for the two OpenAI shapes."""

    name = ""
    description = ""

    def _is_item(self, item: Any, legacy: bool = False) -> bool:
        """Whether ``item`` is one tool of this shape; ``legacy``: a bare function object
        of the ``functions`` parameter counts too (not under a ``tools`` key)."""
        raise NotImplementedError

    def _unwrap(self, item: Mapping[str, Any]) -> Mapping[str, Any]:
        raise NotImplementedError

    def _wrap(self, function: dict[str, Any]) -> dict[str, Any]:
        raise NotImplementedError

    def detect(self, data: Any) -> bool:
        items = _tool_list(data)
        legacy = _legacy_allowed(data)
        return (
            isinstance(items, list) and bool(items) and all(self._is_item(i, legacy) for i in items)
        )

    def load(self, data: Any, *, source: str) -> LoadResult:
        items = _tool_list(data)
        legacy = _legacy_allowed(data)
        if not isinstance(items, list):
            raise FormatError(f"{source}: expected a list of {self.name} function tools")
        warnings = WarningCollector()
        tools = []
        for index, item in enumerate(items):
            where = f"{source}#tools[{index}]"
            if not self._is_item(item, legacy):
                article = "an" if self.name.startswith("o") else "a"
                raise FormatError(
                    f"{where}: not {article} {self.name} function tool ({self.description})"
                )
            function = self._unwrap(item)
            fields = _function_fields(function, where)
            if function is item and self.name == "openai":
                warnings.add(
                    "type",
                    "read as the legacy Chat Completions `functions` shape (a bare function "
                    'object); exported in the `tools` shape, {"type": "function", '
                    '"function": {…}}',
                    fields["name"],
                )
            if function.get("strict") is True:
                warnings.add(
                    "strict",
                    f"'strict: {str(function['strict']).lower()}' is a request option, not "
                    "part of the tool; not kept (export with strict=True to set it)",
                    fields["name"],
                )
            extra = set(function) - {"name", "description", "parameters", "strict", "type"}
            for key in sorted(extra):
                warnings.add(
                    key,
                    "unknown field, not kept: not linted, and a change in it is not caught by "
                    "a lock",
                    fields["name"],
                )
            try:
                tools.append(Tool(**fields, source=where))
            except ToolDeckError as exc:
                raise with_location(exc, where) from exc
        return LoadResult(Deck(tools), self.name, warnings.result())

    # The value of "strict" when it is not sent: false for Chat Completions, true for the
    # Responses API (OpenAI API reference, function tool "strict"); non-strict exports
    # write "strict": false where the default would be true.
    strict_default = False

    def export(
        self,
        deck: Deck,
        *,
        strict: bool = False,
        unsupported: UnsupportedPolicy = "error",
        fallback: bool = False,
        **options: Any,
    ) -> ExportResult:
        """Export ``deck`` as OpenAI function tools.

        Args:
            deck: the tools.
            strict: set ``strict: true`` and rewrite each schema for strict mode (see
                :mod:`tooldeck.formats.openai_strict`); every rewrite is a warning.
            unsupported: with ``strict``, ``"error"`` (default) or ``"drop"`` for keywords
                strict mode rejects.
            fallback: with ``strict``, export a tool whose schema cannot be made strict
                unchanged with ``strict: false`` (strict is per function) and a warning
                naming the pointer and keyword, instead of failing.

        Raises:
            ExportError: with ``strict`` and without ``fallback``, some schemas cannot be
                made strict; the message lists every such tool with pointer and keyword
                (attributes of the first one are set on the error).
            TypeError: an unknown option.
        """
        if options:
            raise TypeError(f"unknown {self.name} export option(s): {', '.join(options)}")
        warnings = WarningCollector()
        note_unheld_fields(deck, self.name, _HELD, warnings)
        _check_names(deck, warnings, "OpenAI")
        check_tool_count(deck, self.name, warnings)
        out = []
        failures: list[ExportError] = []
        for tool in deck:
            function: dict[str, Any] = {"name": tool.name}
            if tool.description:
                function["description"] = tool.description
            tool_strict = strict
            if strict:
                try:
                    function["parameters"] = _parameters(tool, unsupported, warnings)
                except ExportError as exc:
                    if not fallback:
                        failures.append(exc)
                        continue
                    warnings.add(
                        "strict",
                        f"cannot be made strict ({exc}); exported with strict: false",
                        tool.name,
                    )
                    function["parameters"] = dict(thaw(tool.input_schema))
                    tool_strict = False
            else:
                function["parameters"] = dict(thaw(tool.input_schema))
            if strict or self.strict_default:
                function["strict"] = tool_strict
            out.append(self._wrap(function))
        if failures:
            raise _combined(failures)
        result: tuple[ConversionWarning, ...] = warnings.result()
        return ExportResult(out, self.name, result)


_STRICT_WAYS = (
    "use --drop-unsupported for unsupported keywords, or --strict-fallback to send "
    "{these} with strict: false"
)


def _combined(failures: list[ExportError]) -> ExportError:
    """One error for the tools that cannot be made strict: each tool's reason (its own
    advice to drop unsupported keywords taken off, ``openai_strict.DROP_ADVICE``: the
    ways out are said once, here), the first tool's attributes."""
    failures = [_without_drop_advice(f) for f in failures]
    first = failures[0]
    if len(failures) == 1:  # one tool: its own error, with the two ways out (a fresh user)
        return ExportError(
            f"{first.reason}; or {_STRICT_WAYS.format(these='this tool')}",
            tool=first.tool,
            pointer=first.pointer,
            keyword=first.keyword,
        )
    else:
        lines = "\n".join(f"  - {f}" for f in failures)
        combined = ExportError(
            f"{len(failures)} tools cannot be made strict "
            f"({_STRICT_WAYS.format(these='these tools')}):\n{lines}"
        )
    combined.tool, combined.pointer, combined.keyword = first.tool, first.pointer, first.keyword
    return combined


def _without_drop_advice(error: ExportError) -> ExportError:
    """``error`` without its closing advice to drop unsupported keywords (the same
    tool, pointer and keyword); unchanged when it has none."""
    if not error.reason.endswith(DROP_ADVICE):
        return error
    return ExportError(
        error.reason.removesuffix(DROP_ADVICE),
        tool=error.tool,
        pointer=error.pointer,
        keyword=error.keyword,
    )


class _ChatFormat(_OpenAIFormat):
    name = "openai"
    description = (
        'Chat Completions: [{"type": "function", "function": {name, parameters}}], or the '
        "legacy functions list [{name, description, parameters}]"
    )

    def _is_item(self, item: Any, legacy: bool = False) -> bool:
        return _is_chat_item(item) or (legacy and _is_legacy_function(item))

    def _unwrap(self, item: Mapping[str, Any]) -> Mapping[str, Any]:
        if not _is_chat_item(item):  # a legacy bare function object
            return item
        function: Mapping[str, Any] = item["function"]
        return function

    def _wrap(self, function: dict[str, Any]) -> dict[str, Any]:
        return {"type": "function", "function": function}


class _ResponsesFormat(_OpenAIFormat):
    name = "openai-responses"
    strict_default = True
    description = 'Responses API: [{"type": "function", "name", "parameters"}]'

    def _is_item(self, item: Any, legacy: bool = False) -> bool:
        return _is_responses_item(item)

    def _unwrap(self, item: Mapping[str, Any]) -> Mapping[str, Any]:
        return item

    def _wrap(self, function: dict[str, Any]) -> dict[str, Any]:
        return {"type": "function", **function}


CHAT = _ChatFormat()
"""OpenAI Chat Completions ``tools``."""

RESPONSES = _ResponsesFormat()
"""OpenAI Responses API function tools."""
