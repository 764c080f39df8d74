"""Return annotations of ``@tool`` functions as an MCP client sees them: the declared
``outputSchema`` and the ``structuredContent`` sent, through the official SDK client on both
protocol eras, each structured value validated against the listed schema with the
``jsonschema`` reference implementation (independent of the server's jsonschema-rs).

Expected shapes derived by hand from the MCP specification 2025-06-18 ("Structured
content": an object; a tool with an ``outputSchema`` MUST send conforming structured
results) and the rule of :func:`tooldeck.tool.declare` (docs/serve.md, "Return values").
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import jsonschema
import mcp
import pytest

from tooldeck.serve import build

APP = str(Path(__file__).with_name("returns_app.py"))

# tool → (wrapped as {"result": …}?, the structuredContent expected); None: no outputSchema
EXPECTED: dict[str, tuple[bool, Any] | None] = {
    "an_int": None,
    "a_str": None,
    "a_bool": None,
    "anything": None,
    "ints": (True, {"result": [1, 2]}),
    "pair": (True, {"result": [1, "a"]}),
    "maybe_point": (True, {"result": {"x": 3, "y": 4}}),
    "point": (False, {"x": 1, "y": 2}),
}
VALUES: dict[str, Any] = {"an_int": 5, "a_str": "hi", "a_bool": True, "anything": {"k": [1]}}


@pytest.mark.parametrize("mode", ["legacy", "auto"])
async def test_structured_content_matches_the_listed_output_schema(
    tmp_path: Path, mode: str
) -> None:
    server = build(APP, artifacts=tmp_path)
    async with mcp.Client(server.server, mode=mode) as client:
        tools = {t.name: t for t in (await client.list_tools()).tools}
        results = {name: await client.call_tool(name, {}) for name in EXPECTED}
    assert set(tools) == set(EXPECTED)
    for name, expected in EXPECTED.items():
        schema, result = tools[name].output_schema, results[name]
        assert result.is_error is False, name
        envelope = json.loads(result.content[0].text)  # type: ignore[union-attr]
        if expected is None:
            # scalar / Any: no schema; the value travels in the envelope's items
            assert schema is None, name
            assert result.structured_content == envelope, name
            assert envelope["items"] == VALUES[name], name
            continue
        wrapped, structured = expected
        assert schema is not None, name
        assert (schema.get("required") == ["result"]) is wrapped, name
        assert result.structured_content == structured, name
        jsonschema.validate(result.structured_content, schema)
        # the text mirror carries the same value once, as the envelope's items
        assert envelope["items"] == (structured["result"] if wrapped else structured), name
