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
import os
import sys
from pathlib import Path
from typing import Any

import jsonschema
import mcp
import pytest
from mcp.client.stdio import StdioServerParameters, stdio_client

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
    "ticket": (False, {"id": "T-1", "status": "open", "priority": 2}),
    "price": (False, {"amount": "9.90", "currency": "EUR"}),
    "told_point": (False, {"x": 5, "y": 6}),
}
# tools whose result says more than the value: a second text block carries the envelope
# without its items (the conversion note; the handler's own summary)
NOTES: dict[str, dict[str, Any]] = {
    "price": {
        "status": "success",
        "converted": [{"pointer": "/amount", "from": "Decimal", "to": "string"}],
    },
    "told_point": {"status": "success", "summary": "The depot is at (5, 6)."},
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
        first = json.loads(result.content[0].text)  # type: ignore[union-attr]
        if expected is None:
            # scalar / Any: no schema; the value travels in the envelope's items
            assert schema is None, name
            assert result.structured_content == first, name
            assert first["items"] == VALUES[name], name
            continue
        wrapped, structured = expected
        assert schema is not None, name
        assert (schema.get("required") == ["result"]) is wrapped, name
        assert result.structured_content == structured, name
        jsonschema.validate(result.structured_content, schema)
        # MCP 2025-06-18 "Structured Content": the text block is the serialized JSON of
        # structuredContent, the same value
        assert first == result.structured_content, name
        texts = [json.loads(block.text) for block in result.content[1:]]  # type: ignore[union-attr]
        if name not in NOTES:
            assert texts == [], name
            continue
        (notes,) = texts
        assert "items" not in notes, name
        assert notes.items() >= NOTES[name].items(), (name, notes)


@pytest.mark.parametrize("mode", ["legacy", "auto"])
async def test_tooldeck_serve_sends_a_returned_dict_as_the_same_json_twice(
    tmp_path: Path, mode: str
) -> None:
    # the report: a function returning a dict was sent with structuredContent = the dict
    # and the text block = tooldeck's envelope around it; the real command over stdio
    src = str(Path(__file__).resolve().parents[2] / "src")
    env = {**os.environ, "PYTHONPATH": src + os.pathsep + os.environ.get("PYTHONPATH", "")}
    code = "from tooldeck.cli import main; main()"
    params = StdioServerParameters(
        command=sys.executable,
        args=["-c", code, "serve", APP, "--artifacts", str(tmp_path)],
        env=env,
    )
    with (tmp_path / "stderr.txt").open("w") as errlog:
        async with mcp.Client(stdio_client(params, errlog), mode=mode) as client:
            result = await client.call_tool("ticket", {})
    assert result.is_error is False
    assert result.structured_content == {"id": "T-1", "status": "open", "priority": 2}
    assert [block.type for block in result.content] == ["text"]
    assert json.loads(result.content[0].text) == result.structured_content  # type: ignore[union-attr]
