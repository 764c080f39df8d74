"""tooldeck: declare, lint, cost, select, constrain, run and evaluate the tools you give LLMs.

The shared model is :class:`Tool` / :class:`Deck` (:mod:`tooldeck.tool`); outside formats
are read and written by :mod:`tooldeck.formats`; labelled requests by :mod:`tooldeck.cases`.
"""

from __future__ import annotations

__version__ = "0.1.0"

from tooldeck.cases import Case, load_cases
from tooldeck.errors import ToolDeckError
from tooldeck.formats import export, load, load_deck
from tooldeck.formats.python import FunctionTool, tool
from tooldeck.tool import Deck, Group, Tool, ToolAnnotations, ToolExample

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
