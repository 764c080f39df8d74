"""trial39b LOW-6: a small file result (an embedded ``resource`` block, or an ``image``
block, which has no URI) names its file in ``items.file.uri`` — and ``resources/read`` of
that URI was "Resource not found" (only a ``resource_link`` was served). ``tooldeck serve``
now serves every file artifact a result quotes. Official SDK client, both eras, in process;
expected bytes: files_app.py's constants (by hand). Fails on the commit before."""

from __future__ import annotations

import base64
import sys
from pathlib import Path

import mcp
import pytest

from tooldeck.serve import build

APP = str(Path(__file__).with_name("files_app.py"))
sys.path.insert(0, str(Path(__file__).parent))
from files_app import PDF, PNG  # noqa: E402


@pytest.mark.parametrize("mode", ["legacy", "2026-07-28"])
async def test_the_uri_a_small_file_result_quotes_is_readable(tmp_path: Path, mode: str) -> None:
    server = build(APP, artifacts=tmp_path)
    async with mcp.Client(server.server, mode=mode) as client:
        pdf = await client.call_tool("invoice_pdf", {"order_id": "ORD-1"})
        png = await client.call_tool("thumbnail", {"order_id": "ORD-1"})
        read_pdf = await client.read_resource(pdf.structured_content["items"]["file"]["uri"])
        read_png = await client.read_resource(png.structured_content["items"]["file"]["uri"])
    assert pdf.content[-1].type == "resource" and png.content[-1].type == "image"
    assert base64.b64decode(read_pdf.contents[0].blob) == PDF  # type: ignore[union-attr]
    assert base64.b64decode(read_png.contents[0].blob) == PNG  # type: ignore[union-attr]
