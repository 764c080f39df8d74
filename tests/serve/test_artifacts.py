"""Truncated outputs as MCP resources (``tooldeck.serve.artifacts``), read back through the
official SDK client on both protocol eras: the ``resource_link`` of a truncated result,
``resources/list``, ``resources/templates/list``, ``resources/read`` whole and by range,
unknown URIs; and the 5 MB round trip of issue 13 (an output-schema tool: the SDK client
must not raise, and the text read back reconstructs every character of the output).

Expected texts are built independently here: the output of ``serve_app.varied`` serialised
as compact JSON with UTF-8 characters kept (what the runtime truncates, docs/runtime.md).
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import anyio
import mcp
import mcp_types as types
import pytest
from mcp.shared.exceptions import MCPError

from serve_http import serve_command, serve_http
from tooldeck.serve import build
from tooldeck.serve.artifacts import PAGE, TEMPLATE

APP = str(Path(__file__).with_name("serve_app.py"))
ERAS = ["legacy", "auto"]


def _app() -> ModuleType:
    spec = importlib.util.spec_from_file_location("serve_app_for_expectations", APP)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _link(result: types.CallToolResult) -> types.ResourceLink:
    links = [b for b in result.content if isinstance(b, types.ResourceLink)]
    assert len(links) == 1
    return links[0]


async def _read(client: mcp.Client, uri: str) -> str:
    read = await client.read_resource(uri)
    assert len(read.contents) == 1
    content = read.contents[0]
    assert isinstance(content, types.TextResourceContents)
    assert content.mime_type == "text/plain"
    return content.text


@pytest.mark.parametrize("mode", ERAS)
async def test_truncated_result_links_its_artifact_and_reads_back(
    tmp_path: Path, mode: str
) -> None:
    expected = _app().varied(30_000)
    server = build(APP, artifacts=tmp_path, limit=5_000)
    async with mcp.Client(server.server, mode=mode) as client:
        result = await client.call_tool("prose", {"n": 30_000})
        envelope = json.loads(result.content[0].text)  # type: ignore[union-attr]
        link = _link(result)
        listed = await client.list_resources()
        templates = await client.list_resource_templates()
        whole = await _read(client, link.uri)
        rest = await _read(client, envelope["read_more"]["uri"])
        tail = await _read(client, f"{link.uri}?offset={len(expected) - 10}")
        with pytest.raises(MCPError) as unknown:
            await client.read_resource("tooldeck://artifacts/" + "0" * 64)
        with pytest.raises(MCPError) as bad_range:
            await client.read_resource(link.uri + "?offset=-1")
    digest = hashlib.sha256(expected.encode("utf-8")).hexdigest()
    assert link.uri == f"tooldeck://artifacts/{digest}"
    assert link.mime_type == "text/plain" and link.size == len(expected.encode("utf-8"))
    assert [r.uri for r in listed.resources] == [link.uri]
    assert [t.uri_template for t in templates.resource_templates] == [TEMPLATE]
    assert whole == expected
    offset = envelope["read_more"]["offset"]
    assert envelope["preview"] == expected[:offset]
    assert envelope["preview"] + rest == expected[: offset + envelope["read_more"]["limit"]]
    assert tail == expected[-10:]
    assert unknown.value.code == bad_range.value.code == -32602
    assert "Resource not found" in unknown.value.message


async def test_only_linked_artifacts_are_served_and_listing_pages(tmp_path: Path) -> None:
    server = build(APP, artifacts=tmp_path, limit=3_000)
    stray = tmp_path / ("a" * 64 + ".txt")
    stray.write_text("another program's output", encoding="utf-8")
    async with mcp.Client(server.server) as client:
        for n in range(PAGE + 2):  # PAGE + 2 distinct outputs over the limit
            await client.call_tool("prose", {"n": 4_000 + n})
        first = await client.list_resources()
        second = await client.list_resources(cursor=first.next_cursor)
        with pytest.raises(MCPError):
            await client.read_resource("tooldeck://artifacts/" + "a" * 64)
    assert len(first.resources) == PAGE and len(second.resources) == 2
    assert second.next_cursor is None


def test_a_link_of_another_scheme_serves_nothing(tmp_path: Path) -> None:
    # a tool's own resource_link whose URI merely ends in 64 hex digits after as many
    # characters as "tooldeck://artifacts/" has (21) named a stray file of the store
    server = build(APP, artifacts=tmp_path, limit=3_000)
    stray = tmp_path / ("a" * 64 + ".txt")
    stray.write_text("another program's output", encoding="utf-8")
    foreign = "https://example.org/x" + "a" * 64
    server.artifacts.add(types.ResourceLink(uri=foreign, name="report"))
    assert not server.artifacts.serves("tooldeck://artifacts/" + "a" * 64)


@pytest.mark.parametrize("mode", ERAS)
async def test_five_megabyte_output_schema_result_round_trip(tmp_path: Path, mode: str) -> None:
    # an output-schema tool returning 5 MB: truncated, sent as the envelope flagged isError
    # (the SDK client validates only non-error results and must not raise); the artifact
    # read back whole and by ranges reconstructs every character
    n = 5 * 1024 * 1024
    value = {"data": _app().varied(n)}
    expected = json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    server = build(APP, artifacts=tmp_path)  # default limit, 20,000 characters
    with anyio.fail_after(300):  # a generous ceiling, not a speed check
        async with mcp.Client(server.server, mode=mode) as client:
            result = await client.call_tool("blob", {"n": n})
            envelope = json.loads(result.content[0].text)  # type: ignore[union-attr]
            whole = await _read(client, _link(result).uri)
            pieces = [envelope["preview"]]
            offset, step = envelope["read_more"]["offset"], 1_000_000
            while offset < len(expected):
                pieces.append(
                    await _read(client, f"{_link(result).uri}?offset={offset}&limit={step}")
                )
                offset += step
    assert result.is_error is True and envelope["status"] == "success"
    assert envelope["truncated"] is True and envelope["read_more"]["total"] == len(expected)
    assert whole == expected
    assert "".join(pieces) == expected
    assert whole.encode("utf-8") == expected.encode("utf-8")  # every byte


@pytest.fixture
def http_url(tmp_path: Path) -> Iterator[str]:
    with serve_http(serve_command(tmp_path)) as url:
        yield url


@pytest.mark.parametrize("mode", ERAS)
async def test_five_megabytes_over_http(http_url: str, mode: str) -> None:
    # the same round trip with the server in its own process, over Streamable HTTP, read in
    # ranges of 200,000 characters: the SDK client refuses an SSE event over 1 MiB (its
    # max_sse_event_size), which a handshake-era answer of the whole 5 MB would be
    n = 5 * 1024 * 1024
    expected = json.dumps({"data": _app().varied(n)}, ensure_ascii=False, separators=(",", ":"))
    with anyio.fail_after(300):  # a generous ceiling, not a speed check
        async with mcp.Client(http_url, mode=mode) as client:
            result = await client.call_tool("blob", {"n": n})
            envelope = json.loads(result.content[0].text)  # type: ignore[union-attr]
            pieces, offset = [envelope["preview"]], len(envelope["preview"])
            while offset < len(expected):
                uri = f"{_link(result).uri}?offset={offset}&limit=200000"
                pieces.append(await _read(client, uri))
                offset += 200_000
    assert result.is_error is True and envelope["truncated"] is True
    assert "".join(pieces).encode("utf-8") == expected.encode("utf-8")


async def test_over_http_clients_do_not_list_each_others_outputs(http_url: str) -> None:
    """A breaker's finding: over HTTP, one client's ``resources/list`` named another
    client's truncated outputs (and ``resources/read`` returned them). Now the list is
    empty over HTTP; the client whose result linked the artifact reads it by that URI."""
    async with mcp.Client(http_url, mode="auto") as first:
        result = await first.call_tool("blob", {"n": 60_000})
        uri = _link(result).uri
        assert len(await _read(first, uri)) > 0
    async with mcp.Client(http_url, mode="legacy") as second:
        listed = await second.list_resources()
        assert listed.resources == []
