"""Session 38 (trial38 MEDIUM, file results): a ``tooldeck serve`` upstream whose ``@tool``
returns ``bytes`` behind the gateway. The file reaches the gateway's client as the upstream
sent it: a PDF as an embedded ``resource`` blob, a PNG as ``image`` content, a file over the
output limit as a ``resource_link`` the gateway relays (its URI under the upstream's name)
and whose ``resources/read`` gives the whole file. Official SDK client, both eras; the
upstream is tests/serve/files_app.py served by ``tooldeck serve`` on stdio (a real
subprocess). Expected bytes: files_app.py's constants (by hand)."""

from __future__ import annotations

import base64
import os
import sys
from pathlib import Path

import anyio
import mcp
import pytest

from gateway_fixtures import config
from tooldeck.formats.mcp_config import UpstreamSpec
from tooldeck.gateway import Gateway

HERE = Path(__file__).resolve().parent
APP = str(HERE.parent / "serve" / "files_app.py")
SRC = str(HERE.parents[1] / "src")
sys.path.insert(0, str(HERE.parent / "serve"))
from files_app import PDF, PNG  # noqa: E402


@pytest.mark.parametrize("era", ["legacy", "2026-07-28"])
async def test_a_file_result_of_an_upstream_reaches_the_client(tmp_path: Path, era: str) -> None:
    files = UpstreamSpec(
        "files",
        "stdio",
        command=sys.executable,
        args=(
            *("-c", "from tooldeck.cli import main; main()"),
            *("serve", APP, "--artifacts", str(tmp_path / "up")),
        ),
        env={"PYTHONPATH": SRC + os.pathsep + os.environ.get("PYTHONPATH", "")},
    )
    with anyio.fail_after(120):
        async with (
            Gateway(config(files), artifacts=tmp_path / "gw", start_timeout_s=60) as gateway,
            mcp.Client(gateway.server, mode=era) as client,
        ):
            pdf = await client.call_tool("files__invoice_pdf", {"order_id": "A"})
            png = await client.call_tool("files__thumbnail", {"order_id": "A"})
            big = await client.call_tool("files__big_export", {"size": 30_000})
            link = big.content[-1]
            assert link.type == "resource_link"
            read = await client.read_resource(link.uri)
    assert pdf.content[-1].type == "resource"
    assert base64.b64decode(pdf.content[-1].resource.blob) == PDF  # type: ignore[union-attr]
    assert png.content[-1].type == "image" and png.content[-1].mime_type == "image/png"  # type: ignore[union-attr]
    assert base64.b64decode(png.content[-1].data) == PNG  # type: ignore[union-attr]
    assert str(link.uri).startswith("tooldeck://files/")
    assert base64.b64decode(read.contents[0].blob) == bytes([0xFF, 0x00]) * 15_000  # type: ignore[union-attr]
