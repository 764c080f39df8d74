"""@tool functions whose scalar return contradicts (or fits) the declared type (served in
tests/serve/test_scalar_returns.py). A scalar return declares no MCP ``outputSchema``, but
the runtime checks the value against the annotation's schema all the same."""

from __future__ import annotations

from tooldeck import tool


@tool(read_only=True)
def count_as_text() -> int:
    """A count, wrongly returned as text."""
    return "12"  # type: ignore[return-value]


@tool(read_only=True)
def count_as_float() -> int:
    """A count, wrongly returned as a fraction."""
    return 1.5  # type: ignore[return-value]


@tool(read_only=True)
def a_float() -> float:
    """A price; an int is a JSON Schema number."""
    return 2


@tool(read_only=True)
def nothing_but_text() -> None:
    """Declared to return nothing, but returns text (trial36b N3: it was a success)."""
    return "x"  # type: ignore[return-value]
