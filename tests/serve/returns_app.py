"""@tool functions with every kind of return annotation (served in tests/serve/test_returns.py).

What each declares as MCP ``outputSchema`` follows :func:`tooldeck.tool.declare` (objects as
is; other structured types wrapped as ``{"result": …}``; scalars, ``None`` and ``Any``: none).
"""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from typing_extensions import TypedDict

from tooldeck import tool
from tooldeck.runtime import ToolOutput


class Point(TypedDict):
    x: int
    y: int


@tool(read_only=True)
def an_int() -> int:
    """An integer."""
    return 5


@tool(read_only=True)
def a_str() -> str:
    """A string."""
    return "hi"


@tool(read_only=True)
def a_bool() -> bool:
    """A boolean."""
    return True


@tool(read_only=True)
def ints() -> list[int]:
    """A list of integers."""
    return [1, 2]


@tool(read_only=True)
def pair() -> tuple[int, str]:
    """A pair."""
    return (1, "a")


@tool(read_only=True)
def point() -> Point:
    """A point."""
    return {"x": 1, "y": 2}


@tool(read_only=True)
def maybe_point() -> Point | None:
    """A point or nothing."""
    return {"x": 3, "y": 4}


@tool(read_only=True)
def anything() -> Any:
    """Anything."""
    return {"k": [1]}


@tool(read_only=True)
def ticket() -> dict:
    """A ticket as a plain dict (annotated with the bare ``dict``)."""
    return {"id": "T-1", "status": "open", "priority": 2}


@tool(read_only=True)
def price() -> dict[str, Any]:
    """A price whose amount is a Decimal (sent as a JSON string: a conversion)."""
    return {"amount": Decimal("9.90"), "currency": "EUR"}


@tool(read_only=True)
def told_point() -> Point:
    """A point with the handler's own summary."""
    return ToolOutput(items={"x": 5, "y": 6}, summary="The depot is at (5, 6).")  # type: ignore[return-value]
