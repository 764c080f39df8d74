"""tooldeck: declare, lint, cost, select, constrain, run and evaluate the tools you give LLMs.

The shared model is :class:`Tool` / :class:`Deck` (:mod:`tooldeck.tool`); outside formats
are read and written by :mod:`tooldeck.formats`; labelled requests by :mod:`tooldeck.cases`.
"""

from __future__ import annotations

from tooldeck._version import __version__
from tooldeck.cases import Case, load_cases
from tooldeck.errors import ToolDeckError
from tooldeck.formats import export, load, load_deck
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
