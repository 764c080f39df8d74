"""JSON-RPC errors outside ``tools/call`` quote the client's text bounded
(``tooldeck.serve.echo``; rebreak31 P7), in ``tooldeck serve`` and ``tooldeck gateway``,
through the official SDK client on both protocol eras.

Before: under ``--limit 3000`` a ``resources/read`` of a 100,000-character URI was answered
with 100,192 characters by the gateway and 200,141 by serve (the URI in the message and
again in ``data``), a ``prompts/get`` of a 100,000-character name with 100,113, an unknown
100,000-character method with 100,087 (the SDK's ``-32601`` carries the method as
``data``). Now each repeats the first 200 characters of the client's text and says how
many it did not show; the counts below are by hand: the text's length less 200.
"""

from __future__ import annotations

import json
from pathlib import Path

import anyio
import mcp
import mcp_types as types
import pytest
from mcp.shared.exceptions import MCPError

from gateway_fixtures import config, stdio
from tooldeck.gateway import Gateway
from tooldeck.serve import build

APP = str(Path(__file__).with_name("serve_app.py"))
ERAS = ["legacy", "auto"]
X = "x" * 100_000


def _error_size(exc: MCPError) -> int:
    """Characters of the error object as JSON (code, message, data)."""
    return len(json.dumps(exc.error.model_dump(mode="json", exclude_none=True)))


async def _fails(request: object) -> MCPError:
    with pytest.raises(MCPError) as caught:
        await request  # type: ignore[misc]
    return caught.value


async def _unknown_method(client: mcp.Client) -> MCPError:
    request: types.Request[None, str] = types.Request(method=X, params=None)
    return await _fails(client.session.send_request(request, types.EmptyResult))


@pytest.mark.parametrize("mode", ERAS)
async def test_serve_quotes_an_unknown_uri_and_method_bounded(tmp_path: Path, mode: str) -> None:
    server = build(APP, artifacts=tmp_path, limit=3_000)
    uri = "tooldeck://artifacts/" + X  # 21 + 100,000 = 100,021 characters
    with anyio.fail_after(60):
        async with mcp.Client(server.server, mode=mode) as client:
            read = await _fails(client.read_resource(uri))
            method = await _unknown_method(client)
            # a resource that is there is still read (the middleware passes answers on)
            assert (await client.list_tools()).tools
    assert read.error.code == types.INVALID_PARAMS
    assert read.error.message == (
        f"Resource not found: {uri[:200]}… [99,821 more characters not shown]"
    )
    assert read.error.data == {"uri": f"{uri[:200]}… [99,821 more characters not shown]"}
    assert method.error.code == types.METHOD_NOT_FOUND
    assert method.error.message == "Method not found"
    assert method.error.data == f"{X[:200]}… [99,800 more characters not shown]"
    assert max(_error_size(read), _error_size(method)) < 1_000


@pytest.mark.parametrize("mode", ERAS)
async def test_the_gateway_quotes_an_unknown_uri_prompt_and_method_bounded(
    tmp_path: Path, mode: str
) -> None:
    with anyio.fail_after(60):
        async with (
            Gateway(config(stdio("a")), artifacts=tmp_path, limit=3_000) as gw,
            mcp.Client(gw.server, mode=mode) as client,
        ):
            read = await _fails(client.read_resource("file:///" + X))  # 100,008 characters
            prompt = await _fails(client.get_prompt(X))
            method = await _unknown_method(client)
    assert read.error.message.startswith("no resource 'file:///xxx")
    assert "… [99,808 more characters not shown]'" in read.error.message
    assert read.error.message.endswith("resources/list lists them")
    assert prompt.error.message == (
        f"there is no prompt named '{X[:200]}… [99,800 more characters not shown]'; "
        "prompts/list lists them"
    )
    assert method.error.data == f"{X[:200]}… [99,800 more characters not shown]"
    assert max(_error_size(e) for e in (read, prompt, method)) < 1_000


@pytest.mark.parametrize("mode", ERAS)
async def test_serve_quotes_a_long_resources_list_cursor_bounded(tmp_path: Path, mode: str) -> None:
    """rebreak32 R4: a 100,000-character cursor to ``resources/list`` was quoted 984
    characters long (only MESSAGE_CHARS cut it), not at most 200 as promised. By hand:
    its repr is 100,002 characters (the quotes), 200 shown, 99,802 not."""
    server = build(APP, artifacts=tmp_path, limit=3_000)
    with anyio.fail_after(60):
        async with mcp.Client(server.server, mode=mode) as client:
            listed = await _fails(client.list_resources(cursor=X))
    assert listed.error.code == types.INVALID_PARAMS
    assert listed.error.message == (
        f"invalid cursor '{X[:199]}… [99,802 more characters not shown]"
    )
