"""The tool model and how tools are declared.

* :mod:`.model` — :class:`Tool`, :class:`ToolAnnotations`, :class:`ToolExample`,
  :class:`Group`, :class:`Deck`, :class:`Namespaced`: immutable values every stage shares.
* :mod:`.text` — :func:`first_sentence`, a description in one line.
* :mod:`.declare` — tools declared from typed Python functions: the :func:`tool`
  decorator, :class:`FunctionTool`, :func:`deck_from_functions` (pydantic builds the schema
  from type hints, ``docstring_parser`` reads parameter descriptions).
"""

from __future__ import annotations

from tooldeck.tool.model import (
    Deck,
    Group,
    Namespaced,
    Tool,
    ToolAnnotations,
    ToolExample,
    check_object_schema,
)

from tooldeck.tool.declare import (  # isort: skip  (declare builds on the model)
    FunctionTool,
    deck_from_functions,
    tool,
    tool_from_function,
)

__all__ = [
    "Deck",
    "FunctionTool",
    "Group",
    "Namespaced",
    "Tool",
    "ToolAnnotations",
    "ToolExample",
    "check_object_schema",
    "deck_from_functions",
    "tool",
    "tool_from_function",
]
