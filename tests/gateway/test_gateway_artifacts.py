"""A result the gateway truncates can be read on through the gateway itself: its artifact
is an MCP resource (``tooldeck://artifacts/<sha256>``), linked from the result and served
by ``resources/read``, whole and by range, as ``tooldeck serve`` serves its own
(docs/serve.md, "Artifacts as resources"). Real upstream (tests/gateway/upstream_app.py
over stdio), the SDK client in both protocol eras.

Expected text, built by hand: ``big(n)`` answers one text block of ``n`` ``"x"``; the
gateway truncates its content blocks as compact MCP JSON, ``[{"type":"text","text":"xx…"}]``.
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

N = 10_000
LIMIT = 3_000
WHOLE = json.dumps([{"type": "text", "text": "x" * N}], separators=(",", ":"))


@pytest.mark.parametrize("era", ["legacy", "2026-07-28"])
async def test_a_truncated_result_is_read_on_through_the_gateway(tmp_path: Path, era: str) -> None:
    """The gateway's truncated result named only a path on the gateway's host ("the full
    output is in /…/<sha>.txt; read on from offset 3000"): a model (or any client not on
    that host) had no way to read the rest. Now it links a resource the gateway serves."""
    with anyio.fail_after(90):
        async with (
            Gateway(config(stdio("a")), artifacts=tmp_path, limit=LIMIT) as gateway,
            mcp.Client(gateway.server, mode=era) as client,
        ):
            result = await client.call_tool("a__big", {"n": N})
            links = [b for b in result.content if isinstance(b, types.ResourceLink)]
            assert len(links) == 1, result.content
            envelope = result.structured_content
            assert envelope is not None and envelope["truncated"] is True
            whole = await client.read_resource(links[0].uri)
            rest = await client.read_resource(envelope["read_more"]["uri"])
            unknown = "tooldeck://artifacts/" + "0" * 64
            with pytest.raises(MCPError):
                await client.read_resource(unknown)
            after = await client.call_tool("a__echo", {"text": "still here"})
    assert links[0].uri.startswith("tooldeck://artifacts/")
    assert "the full output is the MCP resource tooldeck://artifacts/" in envelope["summary"]
    assert whole.contents[0].text == WHOLE  # type: ignore[union-attr]
    preview = json.loads(result.content[0].text)["preview"]  # type: ignore[union-attr]
    # the whole response fits the limit, as tooldeck serve's (session 31: the preview
    # alone used to be the limit's length, the envelope around it on top)
    assert len(result.model_dump_json(by_alias=True, exclude_none=True)) <= LIMIT
    assert 0 < len(preview) < LIMIT and envelope["read_more"]["offset"] == len(preview)
    assert preview + rest.contents[0].text == WHOLE[: 2 * len(preview)]  # type: ignore[union-attr]
    assert after.content[0].text == "a:still here"  # type: ignore[union-attr]


@pytest.mark.parametrize("era", ["legacy", "2026-07-28"])
@pytest.mark.parametrize("limit", [1_500, 2_000, 2_500])
async def test_under_a_small_limit_the_link_is_the_whole_output(
    tmp_path: Path, era: str, limit: int
) -> None:
    """trial32a #5: under ``--limit`` 1500-2500 no preview fits beside the envelope, and the
    minimal envelope's link ("Full output of …") held the envelope, whose own link to the
    output was a path on the gateway's host, unreadable over MCP. The link is now the
    output's own artifact: reading it gives the whole result. ``plain(n)`` answers as an
    SDK ``MCPServer`` tool returning ``str``; its artifact, by hand, is its structured value
    as compact JSON (the text block is that value's one field: nothing else to keep);
    ``big(n)``'s is its content blocks as compact MCP JSON."""
    n = 5_000
    plain = json.dumps({"result": "x" * n}, separators=(",", ":"))
    big = json.dumps([{"type": "text", "text": "x" * n}], separators=(",", ":"))
    with anyio.fail_after(90):
        async with (
            Gateway(
                config(stdio("a", UPSTREAM_PLAIN="1")), artifacts=tmp_path, limit=limit
            ) as gateway,
            mcp.Client(gateway.server, mode=era) as client,
        ):
            read = {}
            for tool, expected in (("a__plain", plain), ("a__big", big)):
                result = await client.call_tool(tool, {"n": n})
                links = [b for b in result.content if isinstance(b, types.ResourceLink)]
                assert len(links) == 1, result.content
                whole = await client.read_resource(links[0].uri)
                envelope = result.structured_content
                assert envelope is not None and envelope["truncated"] is True
                rest = await client.read_resource(envelope["read_more"]["uri"])
                offset = envelope["read_more"]["offset"]
                read[tool] = (whole.contents[0].text, rest.contents[0].text, expected, offset)  # type: ignore[union-attr]
    for tool, (whole_text, rest_text, expected, offset) in read.items():
        assert whole_text == expected, tool
        # read on from the preview's end (0 when none fits: the minimal envelope)
        assert rest_text and expected[offset : offset + len(rest_text)] == rest_text, tool


@pytest.mark.parametrize("era", ["legacy", "2026-07-28"])
async def test_a_plain_value_result_is_not_said_to_disagree_with_itself(
    tmp_path: Path, era: str
) -> None:
    """trial32a #6: a tool of the SDK's ``MCPServer`` returning ``str`` answers the text
    ``"x" * n`` and ``structuredContent`` ``{"result": "x" * n}``; truncated, its summary
    said the artifact held "content and structuredContent, which say different things".
    The text block is the structured value's one field, so the artifact is that value
    (by hand: ``{"result":"xx…"}``, compact) and no such sentence; ``report(n)``, whose text
    (``"y" * n``) is not its structured value (``{"count": n}``), keeps the sentence."""
    n = 5_000
    with anyio.fail_after(90):
        async with (
            Gateway(
                config(stdio("a", UPSTREAM_PLAIN="1", UPSTREAM_MIXED="1")),
                artifacts=tmp_path,
                limit=LIMIT,
            ) as gateway,
            mcp.Client(gateway.server, mode=era) as client,
        ):
            plain = await client.call_tool("a__plain", {"n": n})
            report = await client.call_tool("a__report", {"n": n})
            (link,) = [b for b in plain.content if isinstance(b, types.ResourceLink)]
            whole = (await client.read_resource(link.uri)).contents[0].text  # type: ignore[union-attr]
    assert "say different things" not in plain.structured_content["summary"]  # type: ignore[index]
    assert whole == json.dumps({"result": "x" * n}, separators=(",", ":"))
    assert "which say different things" in report.structured_content["summary"]  # type: ignore[index]


def test_a_plain_non_string_value_written_as_json_is_the_wrapped_value() -> None:
    """review33: the test above covers a ``str`` (the text equals the value); the SDK's
    ``MCPServer`` writes an ``int`` or ``list`` return as its JSON text beside
    ``{"result": value}``, a branch of its own that no test reached (a mutation dropping
    it passed). By hand: text ``42`` / ``[1, 2]`` is the value of ``result``: nothing
    unseen; ``43`` is not; a second field makes it no wrapped value."""
    from tooldeck.gateway.server import _has_unseen_part

    def result(text: str, structured: dict[str, object]) -> types.CallToolResult:
        return types.CallToolResult(
            content=[types.TextContent(type="text", text=text)], structured_content=structured
        )

    for declared in (True, False):
        assert not _has_unseen_part(result("42", {"result": 42}), declared)
        assert not _has_unseen_part(result("[1, 2]", {"result": [1, 2]}), declared)
        assert _has_unseen_part(result("43", {"result": 42}), declared)
        assert _has_unseen_part(result("42", {"result": 42, "unit": "s"}), declared)


def test_a_boolean_text_does_not_write_out_a_number() -> None:
    """review33 LOW 3: Python's ``==`` took the text ``true`` for ``{"result": 1}`` and
    ``false`` for ``{"flag": 0}``'s value, so a text that says something else was counted
    as the structured content written out and the difference was never noted. Compared type
    for type (:func:`tooldeck.jsonvalue.same_json`): ``true`` is not ``1``, ``true`` is
    ``true``."""
    from tooldeck.gateway.server import _has_unseen_part

    def result(text: str, structured: dict[str, object]) -> types.CallToolResult:
        return types.CallToolResult(
            content=[types.TextContent(type="text", text=text)], structured_content=structured
        )

    for declared in (True, False):
        assert _has_unseen_part(result("true", {"result": 1}), declared)
        assert _has_unseen_part(result('{"ok": true}', {"ok": 1}), declared)
        assert not _has_unseen_part(result("true", {"result": True}), declared)
        assert not _has_unseen_part(result('{"ok": 1}', {"ok": 1}), declared)
