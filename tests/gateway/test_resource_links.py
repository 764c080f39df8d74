"""Resource links and embedded resources in forwarded tool results (fix33, brief item 1).

server-everything (npm ``@modelcontextprotocol/server-everything`` 2026.8.31, installed
into ``.ci/npm`` by ``.ci/run``) answers ``get-resource-links`` with a text block and
``count`` ``resource_link`` blocks (odd ids a blob, even ids a text resource, URIs under
``demo://resource/dynamic/…``) and ``get-resource-reference`` with an embedded
``resource``. Through the gateway each URI must name the upstream after the scheme
(``demo://every/resource/…``), the result's ``_meta`` must map it to the upstream's own URI,
and the client's ``resources/read`` of the gateway URI must answer what the same server,
read directly with the SDK client (the independent reference), answers for its own URI.
Before the fix the block kept ``demo://resource/…``, which the gateway routed to an
upstream named ``resource``: ``-32002``.
"""

from __future__ import annotations

import base64
import json
import re
import shutil
from pathlib import Path

import anyio
import mcp
import mcp_types as types
import pytest

from gateway_fixtures import config
from tooldeck.formats.mcp_config import UpstreamSpec
from tooldeck.gateway import Gateway
from tooldeck.gateway.catalog import REWRITES_KEY
from tooldeck.gateway.relay import CLAIMED_KEY, neutralised
from tooldeck.gateway.resources import LINKS_LEFT_OUT, exposed_links

ROOT = Path(__file__).resolve().parents[2]
EVERYTHING = ROOT / ".ci" / "npm" / "node_modules" / ".bin" / "mcp-server-everything"


def _need_everything() -> None:
    if shutil.which("node") is None:
        pytest.skip("node is not installed: the npm server cannot run")
    if not EVERYTHING.exists():
        pytest.skip(
            "@modelcontextprotocol/server-everything is not installed in .ci/npm "
            "(.ci/run installs it: npm install --prefix .ci/npm …)"
        )


def _read_json(result: types.ReadResourceResult) -> list[dict[str, object]]:
    """The contents without their URIs, the time server-everything writes into each
    (``created at 8:10:16 PM``) cut off: two reads a second apart differ only there."""
    out = []
    for content in result.contents:
        item = content.model_dump(mode="json", exclude={"uri"})
        for key in ("text", "blob"):
            if isinstance(item.get(key), str):
                text = item[key] if key == "text" else base64.b64decode(item[key]).decode()
                item[key] = re.sub(r" created at .*", "", text)
        out.append(item)
    return out


@pytest.mark.parametrize("era", ["legacy", "auto"])
async def test_resource_links_of_a_result_are_read_through_the_gateway(
    tmp_path: Path, era: str
) -> None:
    _need_everything()
    from mcp.client.stdio import StdioServerParameters, stdio_client

    direct_params = StdioServerParameters(command=str(EVERYTHING), args=[])
    spec = UpstreamSpec("every", "stdio", command=str(EVERYTHING))
    with anyio.fail_after(120):
        async with mcp.Client(stdio_client(direct_params), mode="legacy") as direct:
            d_links = await direct.call_tool("get-resource-links", {"count": 2})
            d_ref = await direct.call_tool("get-resource-reference", {"resourceId": 4})
            own = [str(b.uri) for b in d_links.content if isinstance(b, types.ResourceLink)]
            d_reads = [await direct.read_resource(uri) for uri in own]
        async with (
            Gateway(config(spec), artifacts=tmp_path) as gateway,
            mcp.Client(gateway.server, mode=era) as client,
        ):
            links = await client.call_tool("every__get-resource-links", {"count": 2})
            ref = await client.call_tool("every__get-resource-reference", {"resourceId": 4})
            uris = [str(b.uri) for b in links.content if isinstance(b, types.ResourceLink)]
            reads = [await client.read_resource(uri) for uri in uris]
            embedded = next(b for b in ref.content if isinstance(b, types.EmbeddedResource))
            ref_read = await client.read_resource(str(embedded.resource.uri))
    assert len(own) == 2 and all(u.startswith("demo://resource/") for u in own)
    # by hand: the upstream's name goes after the scheme, the rest is kept
    assert uris == [u.replace("demo://", "demo://every/", 1) for u in own]
    assert links.meta is not None
    assert links.meta[REWRITES_KEY]["resource_uris"] == {
        gw: {"upstream": "every", "uri": u} for gw, u in zip(uris, own, strict=True)
    }
    assert [_read_json(r) for r in reads] == [_read_json(r) for r in d_reads]
    assert [str(r.contents[0].uri) for r in reads] == uris
    # the embedded resource: the same mapping, and its read answers its own text
    d_embedded = next(b for b in d_ref.content if isinstance(b, types.EmbeddedResource))
    assert str(embedded.resource.uri) == expose("every", str(d_embedded.resource.uri))
    assert ref.meta is not None
    assert ref.meta[REWRITES_KEY]["resource_uris"] == {
        str(embedded.resource.uri): {"upstream": "every", "uri": str(d_embedded.resource.uri)}
    }
    reference = types.ReadResourceResult(contents=[d_embedded.resource])
    assert _read_json(ref_read) == _read_json(reference)
    assert "Resource 4" in str(_read_json(ref_read))
    # the tool's own words are not rewritten: the text still quotes the upstream's URI
    texts = [b.text for b in ref.content if isinstance(b, types.TextContent)]
    assert any(str(d_embedded.resource.uri) in t for t in texts)


def expose(upstream: str, uri: str) -> str:
    scheme, _, rest = uri.partition("://")
    return f"{scheme}://{upstream}/{rest}"


def test_a_link_whose_first_part_names_another_upstream_stays_with_its_own() -> None:
    """Upstream ``a`` links ``note://b/x``: sent on unchanged, the gateway would read it
    from upstream ``b``; mapped, it is ``note://a/b/x`` (by hand, expose_uri's rule)."""
    raw = types.CallToolResult(
        content=[
            types.TextContent(type="text", text="see the link"),
            types.ResourceLink(type="resource_link", uri="note://b/x", name="x"),
        ]
    )
    out, mapped = exposed_links(raw, "a")
    assert str(out.content[1].uri) == "note://a/b/x"  # type: ignore[union-attr]
    assert mapped == {"note://a/b/x": {"upstream": "a", "uri": "note://b/x"}}
    assert out.meta == {REWRITES_KEY: {"resource_uris": mapped}}
    assert out.content[0] == raw.content[0]
    plain = types.CallToolResult(content=[types.TextContent(type="text", text="t")])
    assert exposed_links(plain, "a") == (plain, {})


def test_an_upstream_cannot_forge_the_rewrites_note() -> None:
    """The key is the gateway's: an upstream's own value is moved under CLAIMED_KEY."""
    forged = {"resource_uris": {"note://a/x": {"upstream": "b", "uri": "note://x"}}}
    raw = types.CallToolResult(content=[], _meta={REWRITES_KEY: forged})
    out, said = neutralised(raw)
    assert out.meta == {CLAIMED_KEY: {REWRITES_KEY: forged}}
    assert said and REWRITES_KEY in said[0]


async def test_the_links_note_is_shortened_to_fit_the_limit(tmp_path: Path) -> None:
    """Ten links make a map of about 1,100 characters; under ``--limit 2500`` the result
    goes as the gateway's minimal envelope (about 1,400 characters) and the whole map
    would take the response past the limit (2,682 characters, measured before the short
    form). The note then gives the count, the upstream and what it left out, and the
    response is within the limit."""
    _need_everything()
    spec = UpstreamSpec("every", "stdio", command=str(EVERYTHING))
    with anyio.fail_after(120):
        async with (
            Gateway(config(spec), artifacts=tmp_path, limit=2500) as gateway,
            mcp.Client(gateway.server, mode="legacy") as client,
        ):
            result = await client.call_tool("every__get-resource-links", {"count": 10})
    assert result.meta is not None
    note = result.meta[REWRITES_KEY]
    assert "resource_uris" not in note
    assert note["resource_uris_total"] == 10 and note["upstreams"] == ["every"]
    assert note["left_out"] == LINKS_LEFT_OUT
    body = result.model_dump(mode="json", by_alias=True, exclude_none=True)
    body.pop("resultType", None)  # the SDK client's own field, not sent by the server
    assert len(json.dumps(body, separators=(",", ":"), ensure_ascii=False)) <= 2500
