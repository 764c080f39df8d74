"""Upstream resources and prompts through the gateway: the official SDK client
(``mcp.Client``) in front of two real stdio upstreams (tests/gateway/upstream_app.py),
and URI mapping on its own.

Expected values by hand from upstream_app.py: upstream ``a`` lists ``note://x/readme``
(text ``readme of a``), the template ``note://x/{id}`` (``note <id> of a``) and the prompt
``greet(who)`` (``Hello <who> from a``); exposed URIs put the upstream's name after the
scheme (``note://a/x/readme``), prompt names are ``a__greet``.
"""

from __future__ import annotations

from pathlib import Path

import anyio
import mcp
import pytest
from mcp.shared.exceptions import MCPError

from gateway_fixtures import config, stdio
from tooldeck.gateway import Gateway
from tooldeck.gateway.resources import expose_uri, original_uri
from tooldeck.serve.echo import MESSAGE_CHARS


@pytest.mark.parametrize(
    ("uri", "exposed"),
    [
        ("note://x/readme", "note://a/x/readme"),
        ("file:///etc/hosts", "file://a//etc/hosts"),
        ("urn:isbn:123", "urn:a/isbn:123"),
        (
            "demo://resource/dynamic/text/{resourceId}",
            "demo://a/resource/dynamic/text/{resourceId}",
        ),
        ("no scheme here", "gateway:a/no%20scheme%20here"),
    ],
)
def test_uris_carry_the_upstream_and_map_back(uri: str, exposed: str) -> None:
    assert expose_uri("a", uri) == exposed
    assert original_uri(exposed) == ("a", uri)


def test_an_upstream_name_that_is_not_uri_safe_is_percent_encoded() -> None:
    exposed = expose_uri("my server/1", "note://x/readme")
    assert exposed == "note://my%20server%2F1/x/readme"
    assert original_uri(exposed) == ("my server/1", "note://x/readme")


@pytest.mark.parametrize("era", ["legacy", "auto"])
async def test_resources_and_prompts_of_two_upstreams(tmp_path: Path, era: str) -> None:
    with anyio.fail_after(60):
        async with (
            Gateway(config(stdio("a"), stdio("b")), artifacts=tmp_path) as gateway,
            mcp.Client(gateway.server, mode=era) as client,
        ):
            resources = [str(r.uri) for r in (await client.list_resources()).resources]
            listed = await client.list_resource_templates()
            templates = [t.uri_template for t in listed.resource_templates]
            readme = await client.read_resource("note://b/x/readme")
            note = await client.read_resource("note://a/x/42")
            prompts = [p.name for p in (await client.list_prompts()).prompts]
            greeting = await client.get_prompt("b__greet", {"who": "Ada"})
            tools = {t.name: t for t in (await client.list_tools()).tools}
            with pytest.raises(MCPError) as unknown_uri:
                await client.read_resource("note://nobody/x/readme")
            with pytest.raises(MCPError) as unknown_prompt:
                await client.get_prompt("c__greet", {"who": "Ada"})
    assert resources == ["note://a/x/readme", "note://b/x/readme"]
    assert templates == ["note://a/x/{id}", "note://b/x/{id}"]
    assert readme.contents[0].text == "readme of b"  # type: ignore[union-attr]
    assert str(readme.contents[0].uri) == "note://b/x/readme"
    assert note.contents[0].text == "note 42 of a"  # type: ignore[union-attr]
    assert str(note.contents[0].uri) == "note://a/x/42"
    assert prompts == ["a__greet", "b__greet"]
    assert greeting.messages[0].content.text == "Hello Ada from b"  # type: ignore[union-attr]
    assert unknown_uri.value.error.code == -32002
    assert unknown_prompt.value.error.code == -32602
    echo = tools["a__echo"]
    assert echo.icons is not None and str(echo.icons[0].src) == "https://example.com/echo.png"
    if era == "legacy":  # `execution` (tasks) is a 2025-11-25 field: the SDK's 2026-07-28
        # wire has no such field, so a current-era client never sees it
        assert echo.execution is not None and echo.execution.task_support == "forbidden"
    assert tools["a__add"].icons is None
    # the upstream wrote its title as annotations.title: sent back there, not moved
    assert tools["a__add"].title is None
    assert tools["a__add"].annotations is not None
    assert tools["a__add"].annotations.title == "Add integers"
    assert tools["a__add"].annotations.read_only_hint is True


async def test_an_upstream_whose_resources_fail_keeps_serving_tools(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """``--bad-resources``: the upstream answers resources/list with an error; its tools
    and prompts are served, its resources are left out, and the warning names the upstream
    (trial33: "an upstream's resource_templates could not be listed" said not which)."""
    with anyio.fail_after(60):
        async with (
            Gateway(config(stdio("a", "--bad-resources")), artifacts=tmp_path) as gateway,
            mcp.Client(gateway.server, mode="legacy") as client,
        ):
            tools = [t.name for t in (await client.list_tools()).tools]
            resources = (await client.list_resources()).resources
            prompts = [p.name for p in (await client.list_prompts()).prompts]
            echoed = await client.call_tool("a__echo", {"text": "hi"})
    assert "a__echo" in tools and echoed.content[0].text == "a:hi"  # type: ignore[union-attr]
    assert resources == [] and prompts == ["a__greet"]
    warned = [r.getMessage() for r in caplog.records if "could not be listed" in r.getMessage()]
    assert warned and warned[0].startswith("upstream 'a': resources could not be listed: ")


@pytest.mark.parametrize("era", ["legacy", "auto"])
async def test_an_upstreams_long_error_keeps_its_code_and_is_cut(tmp_path: Path, era: str) -> None:
    """rebreak32 R10: an upstream's JSON-RPC error to prompts/get or resources/read reached
    the client whole (a 100,120-character line) as code 0: the upstream's code is kept
    and the message cut to MESSAGE_CHARS (1,000) with the count of characters not shown.
    By hand: the message is "upstream `a` answered <method> with JSON-RPC error <code>: "
    then the upstream's 100,000 characters."""
    with anyio.fail_after(60):
        async with (
            Gateway(config(stdio("a")), artifacts=tmp_path) as gateway,
            mcp.Client(gateway.server, mode=era) as client,
        ):
            with pytest.raises(MCPError) as prompt:
                await client.get_prompt("a__greet", {"who": "long-error"})
            with pytest.raises(MCPError) as read:
                await client.read_resource("note://a/x/long-error")
    for error, code, letter in ((prompt, -32000, "M"), (read, -32002, "R")):
        message = error.value.error.message
        assert error.value.error.code == code
        assert message.startswith("upstream `a` answered ")
        assert f"with JSON-RPC error {code}: {letter}" in message
        assert len(message) <= MESSAGE_CHARS + 80, len(message)
        assert "more characters not shown" in message
