"""tooldeck: declare, lint, cost, select, constrain, run and evaluate the tools you give LLMs.

The shared model is :class:`Tool` / :class:`Deck` (:mod:`tooldeck.tool`); outside formats
are read and written by :mod:`tooldeck.formats`; labelled requests by :mod:`tooldeck.cases`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from tooldeck._version import __version__
from tooldeck.cases import Case, load_cases
from tooldeck.errors import ToolDeckError
from tooldeck.formats import export, load_deck
from tooldeck.formats import load as _load
from tooldeck.formats.base import LoadResult
from tooldeck.tool import Deck, Group, Tool, ToolAnnotations, ToolExample
from tooldeck.tool.declare import FunctionTool, tool

__all__ = [
    "Case",
    "Deck",
    "FunctionTool",
    "Group",
    "Tool",
    "ToolAnnotations",
    "ToolDeckError",
    "ToolExample",
    "__version__",
    "export",
    "load",
    "load_cases",
    "load_deck",
    "tool",
]


def load(
    source: Any, *, format: str | None = None, check_count: Callable[[int], None] | None = None
) -> LoadResult:
    """:func:`tooldeck.formats.load` (its arguments, result and errors), and for a gateway
    or client config one more warning when ``tooldeck gateway`` would quarantine some of
    its tools (:func:`tooldeck.gateway.served.quarantine_warnings`: each tool named with
    its reason and rule codes, found with the config's lock as ``gateway --dry-run`` finds
    them; the tools stay in ``deck``, which holds the servers' tools as listed).
    ``tooldeck.formats.load`` cannot check it (the poisoning rules and the lock are a later
    stage's), so that function returns the deck without this warning; the CLI reads a
    config as served and leaves the quarantined tools out with a note of its own.

    Checking the quarantine lints the config's tools with the poisoning rules: about 4 s
    of CPU the first time in a process (the lint engine's start), then milliseconds per
    tool."""
    result = _load(source, format=format, check_count=check_count)
    if result.listed is None:
        return result
    from tooldeck.gateway.served import quarantine_warnings

    added = quarantine_warnings(result)
    if not added:
        return result
    return dataclasses.replace(result, warnings=(*result.warnings, *added))
