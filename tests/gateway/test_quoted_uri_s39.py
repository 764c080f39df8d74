"""trial38b LOW-8: through the gateway, a file result's ``structuredContent.items.file.uri``
(and its text) quotes the upstream's own URI — the tool's words, which the gateway does not
rewrite — and a ``resources/read`` of it was answered "no resource". The gateway now reads a
URI a relayed result linked by its upstream's own form too. Real ``tooldeck serve`` upstream
(tests/serve/files_app.py) on stdio, official SDK client, both eras; fails on the commit before.
Expected bytes: files_app.py's constant (by hand)."""

from __future__ import annotations

import base64
import os
import sys
from pathlib import Path

import anyio
import mcp
import mcp_types as types
import pytest
from mcp.shared.exceptions import MCPError

from gateway_fixtures import config
from tooldeck.formats.mcp_config import UpstreamSpec
from tooldeck.gateway import Gateway
from tooldeck.gateway.resources import Extras

HERE = Path(__file__).resolve().parent
APP = str(HERE.parent / "serve" / "files_app.py")
SRC = str(HERE.parents[1] / "src")


def _files(tmp_path: Path) -> UpstreamSpec:
    return UpstreamSpec(
        "files",
        "stdio",
        command=sys.executable,
        args=(
            *("-c", "from tooldeck.cli import main; main()"),
            *("serve", APP, "--artifacts", str(tmp_path / "up")),
        ),
        env={"PYTHONPATH": SRC + os.pathsep + os.environ.get("PYTHONPATH", "")},
    )


@pytest.mark.parametrize("era", ["legacy", "2026-07-28"])
async def test_the_uri_a_result_quotes_is_readable_through_the_gateway(
    tmp_path: Path, era: str
) -> None:
    with anyio.fail_after(120):
        async with (
            Gateway(config(_files(tmp_path)), artifacts=tmp_path / "gw", start_timeout_s=60) as gw,
            mcp.Client(gw.server, mode=era) as client,
        ):
            big = await client.call_tool("files__big_export", {"size": 30_000})
            quoted = big.structured_content["items"]["file"]["uri"]  # type: ignore[index]
            block = big.content[-1].uri  # type: ignore[union-attr]
            read = await client.read_resource(quoted)
            with pytest.raises(MCPError, match="no resource"):
                await client.read_resource("tooldeck://artifacts/" + "0" * 64)  # never linked
    assert not quoted.startswith("tooldeck://files/")  # the tool's words, not rewritten
    assert str(block).startswith("tooldeck://files/")
    assert base64.b64decode(read.contents[0].blob) == bytes([0xFF, 0x00]) * 15_000  # type: ignore[union-attr]


async def test_a_uri_two_upstreams_linked_is_refused_naming_both() -> None:
    extras = Extras({}, None)  # type: ignore[arg-type]
    for name in ("a", "b"):
        extras.remember({f"x://{name}/h/r": {"upstream": name, "uri": "x://h/r"}})
    params = types.ReadResourceRequestParams(uri="x://h/r")
    with pytest.raises(MCPError, match="more than one upstream") as caught:
        await extras.read_resource(None, params)
    assert "'x://a/h/r'" in str(caught.value) and "'x://b/h/r'" in str(caught.value)
