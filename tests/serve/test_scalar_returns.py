"""A ``@tool`` function's scalar return that contradicts its annotation (``-> int``
returning ``"12"``) is an ``output_mismatch`` through ``serve`` too: through the official
SDK client on both protocol eras, in process and as the ``tooldeck serve`` command on
stdio. The scalar tools still advertise no ``outputSchema`` (docs/serve.md, "Return
values"); the check is the runtime's. Expected: the trial36 report (M1), by hand from JSON
Schema's ``integer`` / ``number`` (draft 2020-12, "Validation" 6.1.1: an int is a number)."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import mcp
import pytest
from mcp.client.stdio import StdioServerParameters, stdio_client

from tooldeck.serve import build

APP = str(Path(__file__).with_name("wrong_returns_app.py"))


def _check(results: dict[str, mcp.types.CallToolResult], listed: dict[str, object]) -> None:
    assert listed == {
        "count_as_text": None,
        "count_as_float": None,
        "a_float": None,
        "nothing_but_text": None,
    }
    for name, shown in (("count_as_text", '"12"'), ("count_as_float", "1.5")):
        result = results[name]
        assert result.is_error is True, name
        envelope = json.loads(result.content[0].text)  # type: ignore[union-attr]
        assert envelope["status"] == "error", name
        assert envelope["error"]["kind"] == "output_mismatch", name
        assert f'/: {shown} is not of type "integer"' in envelope["error"]["message"], name
        assert "(int)" in envelope["error"]["message"], name
    nothing = results["nothing_but_text"]  # `-> None` returning "x" (trial36b N3)
    assert nothing.is_error is True
    envelope = json.loads(nothing.content[0].text)  # type: ignore[union-attr]
    assert envelope["error"]["kind"] == "output_mismatch" and envelope["items"] == "x"
    assert "declared `-> None`, to return nothing" in envelope["error"]["message"]
    fine = results["a_float"]
    assert fine.is_error is False
    assert json.loads(fine.content[0].text)["items"] == 2  # type: ignore[union-attr]


@pytest.mark.parametrize("mode", ["legacy", "auto"])
async def test_a_wrong_scalar_return_is_an_output_mismatch_in_process(
    tmp_path: Path, mode: str
) -> None:
    server = build(APP, artifacts=tmp_path)
    async with mcp.Client(server.server, mode=mode) as client:
        listed = {t.name: t.output_schema for t in (await client.list_tools()).tools}
        results = {name: await client.call_tool(name, {}) for name in listed}
    _check(results, listed)


@pytest.mark.parametrize("mode", ["legacy", "auto"])
async def test_a_wrong_scalar_return_is_an_output_mismatch_through_tooldeck_serve(
    tmp_path: Path, mode: str
) -> None:
    src = str(Path(__file__).resolve().parents[2] / "src")
    env = {**os.environ, "PYTHONPATH": src + os.pathsep + os.environ.get("PYTHONPATH", "")}
    params = StdioServerParameters(
        command=sys.executable,
        args=["-c", "from tooldeck.cli import main; main()", "serve", APP],
        env=env,
        cwd=str(tmp_path),
    )
    with (tmp_path / "stderr.txt").open("w") as errlog:
        async with mcp.Client(stdio_client(params, errlog), mode=mode) as client:
            listed = {t.name: t.output_schema for t in (await client.list_tools()).tools}
            results = {name: await client.call_tool(name, {}) for name in listed}
    _check(results, listed)
