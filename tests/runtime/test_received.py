"""What a ``@tool`` function's types change in its arguments (``normalized``, rule
``function_types``): secrets, the cost of the key lookup, aliases and serializers."""

from __future__ import annotations

from typing import Any

from tooldeck import Deck
from tooldeck.runtime import Policy, Runtime, ToolCall


def _call(fn: Any, arguments: dict[str, Any]) -> Any:
    runtime = Runtime(Deck.from_functions([fn]), [fn], policy=Policy())
    return runtime.call_sync(ToolCall("c1", fn.tool.name, arguments))


def test_a_secret_of_any_json_type_is_neither_compared_nor_shown() -> None:
    """pydantic dumps every ``Secret`` as its mask; the comparison skipped the mask only
    for a string sent, so ``Secret[int]`` 1234 came back as a change 1234 → mask (the
    value written into the result, and a false change: the function receives 1234)."""
    from pydantic import BaseModel, Secret

    from tooldeck import tool

    class Card(BaseModel):
        pin: Secret[int]
        codes: Secret[list[int]]

    @tool(read_only=True)
    def unlock(pin: Secret[int], card: Card) -> str:
        """Unlock."""
        return repr((pin.get_secret_value(), card.pin.get_secret_value()))

    result = _call(unlock, {"pin": 1234, "card": {"pin": 5678, "codes": [1, 2]}})
    assert (result.status, result.items, result.normalized) == ("success", "(1234, 5678)", ())
