"""Session 38 (trial38 LOW): a ``Callable`` parameter's declaration error was pydantic's
"Cannot generate a JsonSchema for core_schema.CallableSchema …" with a link to its docs,
naming neither the parameter nor the fix. Now it names both, as an arbitrary class's does."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from tooldeck import tool
from tooldeck.errors import ToolDefinitionError


def test_a_callable_parameter_is_refused_naming_it_and_the_fix() -> None:
    def apply(f: Callable[[int], int], n: int = 1) -> int:
        """Apply a function."""
        return f(n)

    with pytest.raises(ToolDefinitionError) as caught:
        tool(read_only=True)(apply)
    message = str(caught.value)
    assert "parameter 'f': its type Callable[[int], int] has no JSON Schema" in message
    assert "a tool's arguments arrive as JSON: annotate it with str" in message
    assert "core_schema" not in message and "errors.pydantic.dev" not in message
