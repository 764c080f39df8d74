"""Session 38 (trial38 MEDIUM): a tool author could not return a file. ``-> bytes`` was
accepted at declaration and every call then failed ``output_mismatch`` ("bytes that are not
UTF-8 text, which have no JSON form").

Now a file (a ``bytes`` return) is stored as an artifact (``<sha256>.bin``) and the result
names it (``items.file``: media type sniffed from the first bytes, size, SHA-256, and through
``serve`` its ``tooldeck://artifacts/<sha256>`` URI); ``serve`` sends the file itself: a PNG
as ``image`` content, a PDF as an embedded ``resource`` blob, within the output limit; past
the limit as a ``resource_link`` whose ``resources/read`` gives the whole file. Checked with
the official SDK client on both protocol eras, in process and through ``tooldeck serve`` on
stdio. Expected values by hand: the bytes are files_app.py's constants; sizes and SHA-256 of
those bytes (hashlib, independent of the code under test); base64 by the standard library.
"""

from __future__ import annotations

import base64
import hashlib
import json
import os
import sys
from pathlib import Path
from typing import Any

import mcp
import pytest
from mcp.client.stdio import StdioServerParameters, stdio_client

from tooldeck.serve import build

APP = str(Path(__file__).with_name("files_app.py"))
sys.path.insert(0, str(Path(__file__).parent))
from files_app import PDF, PNG  # noqa: E402


async def _run(client: mcp.Client) -> dict[str, Any]:
    out: dict[str, Any] = {}
    out["pdf"] = await client.call_tool("invoice_pdf", {"order_id": "ORD-1"})
    out["png"] = await client.call_tool("thumbnail", {"order_id": "ORD-1"})
    out["big"] = await client.call_tool("big_export", {"size": 30_000})
    link = out["big"].content[-1]
    out["read"] = await client.read_resource(link.uri) if link.type == "resource_link" else None
    return out


def _check(out: dict[str, Any]) -> None:
    pdf = out["pdf"]
    assert pdf.is_error is False
    envelope = json.loads(pdf.content[0].text)
    digest = hashlib.sha256(PDF).hexdigest()
    assert envelope["status"] == "success"
    assert envelope["items"]["file"] == {
        "mime_type": "application/pdf",
        "bytes": len(PDF),
        "sha256": digest,
        "mime_from": "sniffed",
        "uri": f"tooldeck://artifacts/{digest}",
    }
    assert envelope["converted"][0]["from"] == "bytes"
    assert "returned a file: application/pdf" in envelope["summary"]
    assert pdf.structured_content == envelope
    block = pdf.content[-1]
    assert block.type == "resource"
    assert block.resource.mime_type == "application/pdf"
    assert base64.b64decode(block.resource.blob) == PDF

    png = out["png"]
    image = png.content[-1]
    assert image.type == "image" and image.mime_type == "image/png"
    assert base64.b64decode(image.data) == PNG

    big = out["big"]
    link = big.content[-1]
    raw = bytes([0xFF, 0x00]) * 15_000  # base64 of 30,000 bytes is 40,000 characters > 20,000
    assert big.is_error is False
    assert link.type == "resource_link"
    assert link.mime_type == "application/octet-stream" and link.size == 30_000
    read = out["read"].contents[0]
    assert base64.b64decode(read.blob) == raw


@pytest.mark.parametrize("mode", ["legacy", "2026-07-28"])
async def test_a_file_return_reaches_the_client_in_process(tmp_path: Path, mode: str) -> None:
    server = build(APP, artifacts=tmp_path)
    async with mcp.Client(server.server, mode=mode) as client:
        listed = {t.name: t.output_schema for t in (await client.list_tools()).tools}
        out = await _run(client)
    assert listed == {"invoice_pdf": None, "thumbnail": None, "big_export": None}
    _check(out)


@pytest.mark.parametrize("mode", ["legacy", "2026-07-28"])
async def test_a_file_return_reaches_the_client_through_tooldeck_serve(
    tmp_path: Path, mode: str
) -> None:
    src = str(Path(__file__).resolve().parents[2] / "src")
    env = {**os.environ, "PYTHONPATH": src + os.pathsep + os.environ.get("PYTHONPATH", "")}
    params = StdioServerParameters(
        command=sys.executable,
        args=[
            "-c",
            "from tooldeck.cli import main; main()",
            "serve",
            APP,
            "--artifacts",
            str(tmp_path),
        ],
        env=env,
        cwd=str(tmp_path),
    )
    with (tmp_path / "stderr.txt").open("w") as errlog:
        async with mcp.Client(stdio_client(params, errlog), mode=mode) as client:
            out = await _run(client)
    _check(out)
