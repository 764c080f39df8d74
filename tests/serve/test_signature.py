"""A plain-callable handler (``tooldeck serve DECK --handlers``) and arguments a loose deck
schema allows but the handler has no parameter for (break29 F7), through the SDK client
on both protocol eras."""

from __future__ import annotations

import json
from pathlib import Path

import mcp
import pytest

from tooldeck.serve import build

DECK = [
    {
        "name": "mul",
        "description": "Multiply two integers. Use for products of whole numbers.",
        "input_schema": {
            "type": "object",
            "properties": {"a": {"type": "integer"}, "b": {"type": "integer"}},
            "required": [],
        },
    }
]

HANDLERS = """
RAN = []


def mul(a, b=10):
    RAN.append((a, b))
    return a * b


handlers = {"mul": mul}
"""


@pytest.mark.parametrize("mode", ["legacy", "auto"])
async def test_an_argument_the_handler_cannot_take_is_invalid_arguments(
    tmp_path: Path, mode: str
) -> None:
    """``{"a": 2, "c": 1}`` passes the schema (no ``additionalProperties: false``), but
    ``mul(a, b=10)`` has no ``c``: it raised ``TypeError`` inside the call, reported as an
    ``environment`` error that "may have taken effect". Now it is ``invalid_arguments``
    naming ``/c`` with "remove c", before anything runs; ``{}`` misses ``a``, which the
    handler requires ("send a"); ``{"a": 2}`` runs (2 × 10, by hand)."""
    deck = tmp_path / "loose.json"
    deck.write_text(json.dumps(DECK), encoding="utf-8")
    (tmp_path / "loose_handlers.py").write_text(HANDLERS, encoding="utf-8")
    handlers = f"{tmp_path / 'loose_handlers.py'}:handlers"
    server = build(str(deck), handlers, approve=["mul"], artifacts=tmp_path)
    async with mcp.Client(server.server, mode=mode) as client:
        extra = await client.call_tool("mul", {"a": 2, "c": 1})
        missing = await client.call_tool("mul", {})
        fine = await client.call_tool("mul", {"a": 2})
    for result, pointer, hint in ((extra, "/c", "remove c"), (missing, "/a", "send a")):
        body = result.structured_content
        assert result.is_error is True and body is not None, result
        assert body["status"] == "error", body
        assert body["error"]["kind"] == "invalid_arguments", body
        assert [v["pointer"] for v in body["error"]["violations"]] == [pointer]
        assert body["error"]["hint"] == hint
        assert "nothing was run" in body["summary"] and "TypeError" not in body["summary"]
    assert fine.is_error is False, fine
    assert fine.structured_content is not None and fine.structured_content["items"] == 20


POSITIONAL = """
import operator

RAN = []


def posonly(a, b, /):
    RAN.append((a, b))
    return a * b


handlers = {"mul": posonly}
builtin = {"mul": operator.mul}
"""


@pytest.mark.parametrize("mode", ["legacy", "auto"])
@pytest.mark.parametrize("which", ["handlers", "builtin"])
async def test_a_positional_only_handler_is_a_set_up_fault_not_the_models(
    tmp_path: Path, mode: str, which: str
) -> None:
    """rebreak29 R4: ``def mul(a, b, /)`` or ``operator.mul`` as the handler made every call
    ``invalid_arguments`` "/a: not a parameter of the tool's handler (it takes no
    arguments); remove a", false (it takes ``a``) and impossible to follow (the model
    cannot call it at all). Now it is an ``environment`` error naming the positional-only
    parameters and the fix for whoever set the handler up, nothing run."""
    deck = tmp_path / "loose.json"
    deck.write_text(json.dumps(DECK), encoding="utf-8")
    (tmp_path / "pos_handlers.py").write_text(POSITIONAL, encoding="utf-8")
    server = build(
        str(deck), f"{tmp_path / 'pos_handlers.py'}:{which}", approve=["mul"], artifacts=tmp_path
    )
    async with mcp.Client(server.server, mode=mode) as client:
        result = await client.call_tool("mul", {"a": 2, "b": 3})
    body = result.structured_content
    assert result.is_error is True and body is not None, result
    assert body["status"] == "error" and body["error"]["kind"] == "environment", body
    assert "takes a, b positionally only" in body["summary"], body
    assert "nothing was run" in body["summary"] and "remove" not in body["error"]["hint"]
    assert "keyword parameters" in body["error"]["hint"]
