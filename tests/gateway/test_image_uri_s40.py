"""trial40 (gateway image result): an upstream ``tooldeck serve`` tool returning a PNG
answers ``image`` content (no URI of its own) and quotes the file's URI at
``structuredContent.items.file.uri``; through the gateway that URI was unreadable ("no
resource": no resource block named it). The gateway now maps it like a linked resource:
``resources/read`` of the quoted URI (and of the gateway's form, named in ``_meta``) gives
the file. Real ``tooldeck serve`` upstream (tests/serve/files_app.py) on stdio, official
SDK client, both eras; expected bytes: files_app.py's ``PNG`` (by hand). A real upstream
whose image names no URI (server-everything's ``get-tiny-image``) is passed on with no
mapping claimed."""

from __future__ import annotations

import base64
import os
import shutil
import sys
from pathlib import Path

import anyio
import mcp
import mcp_types as types
import pytest

from gateway_fixtures import config
from tooldeck.formats.mcp_config import UpstreamSpec
from tooldeck.gateway import Gateway
from tooldeck.gateway.catalog import REWRITES_KEY

HERE = Path(__file__).resolve().parent
APP = str(HERE.parent / "serve" / "files_app.py")
SRC = str(HERE.parents[1] / "src")
EVERYTHING = HERE.parents[1] / ".ci" / "npm" / "node_modules" / ".bin" / "mcp-server-everything"
sys.path.insert(0, str(HERE.parent / "serve"))
from files_app import PNG  # noqa: E402


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


def _blob(read: types.ReadResourceResult) -> bytes:
    content = read.contents[0]
    assert isinstance(content, types.BlobResourceContents), content
    return base64.b64decode(content.blob)


@pytest.mark.parametrize("era", ["legacy", "2026-07-28"])
async def test_the_uri_an_image_result_quotes_is_readable_through_the_gateway(
    tmp_path: Path, era: str
) -> None:
    with anyio.fail_after(120):
        async with (
            Gateway(config(_files(tmp_path)), artifacts=tmp_path / "gw", start_timeout_s=60) as gw,
            mcp.Client(gw.server, mode=era) as client,
        ):
            result = await client.call_tool("files__thumbnail", {"order_id": "A1"})
            images = [b for b in result.content if isinstance(b, types.ImageContent)]
            quoted = result.structured_content["items"]["file"]["uri"]  # type: ignore[index]
            mapped = (result.meta or {})[REWRITES_KEY]["resource_uris"]
            read = await client.read_resource(quoted)
            (gateway_uri,) = mapped
            through = await client.read_resource(gateway_uri)
    assert result.is_error is False and len(images) == 1
    assert base64.b64decode(images[0].data) == PNG
    assert not any(isinstance(b, types.EmbeddedResource) for b in result.content)
    assert mapped[gateway_uri] == {"upstream": "files", "uri": quoted}
    assert gateway_uri.startswith("tooldeck://files/")
    assert _blob(read) == PNG and _blob(through) == PNG


async def test_an_image_that_names_no_uri_is_passed_on_with_no_mapping(tmp_path: Path) -> None:
    if shutil.which("node") is None or not EVERYTHING.exists():
        pytest.skip("@modelcontextprotocol/server-everything is not installed in .ci/npm")
    spec = UpstreamSpec("every", "stdio", command=str(EVERYTHING))
    with anyio.fail_after(120):
        async with (
            Gateway(config(spec), artifacts=tmp_path / "gw", start_timeout_s=60) as gw,
            mcp.Client(gw.server, mode="legacy") as client,
        ):
            result = await client.call_tool("every__get-tiny-image", {})
    assert any(isinstance(b, types.ImageContent) for b in result.content), result
    assert REWRITES_KEY not in (result.meta or {})
