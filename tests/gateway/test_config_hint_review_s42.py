"""Config annotation patterns and definitions no person reviewed (trial42 HIGH/MEDIUM),
with real MCP servers (the ``mcp`` SDK on both sides): a wildcard ``"*": {"readOnlyHint":
true}`` written for the reviewed tools of a server does not make a tool the server adds
after the lock read-only; it is held until ``tooldeck gateway approve``."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

import anyio
import mcp
import pytest

from gateway_fixtures import config, stdio
from tooldeck.gateway import Gateway
from tooldeck.gateway.pinning import RELAXED_REASON
from tooldeck.lint.lock import read_lock

WILDCARD = (("*", {"readOnlyHint": True}),)


async def _grow(client: mcp.Client, gateway: Gateway, name: str) -> None:
    await client.call_tool("a__grow", {})
    for _ in range(500):  # the upstream's list_changed is read asynchronously
        assert gateway.gateway_server is not None
        if gateway.gateway_server.catalog.lookup(name) is not None:
            return
        await anyio.sleep(0.02)
    raise AssertionError(f"{name} never reached the catalogue")


async def test_a_wildcard_read_only_hint_does_not_release_a_tool_added_after_the_lock(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """``grow`` adds ``reset_store`` with no hints (destructive by MCP's default) under
    ``new_tools: pin`` (the default until session 44, now stated: under the new default
    the tool is held as new anyway). Before the fix the wildcard served it read-only and
    the call ran unasked; now it is held (``policy``), not pinned, and stderr names the
    pattern."""
    lock = tmp_path / "gw.lock"
    caplog.set_level("WARNING", logger="tooldeck.gateway")
    spec = dataclasses.replace(stdio("a", UPSTREAM_EXTRA_NAME="reset_store"), annotations=WILDCARD)
    with anyio.fail_after(90):
        async with (
            Gateway(config(spec, lock=lock, new_tools="pin"), artifacts=tmp_path) as gateway,
            mcp.Client(gateway.server) as client,
        ):
            echo = await client.call_tool("a__echo", {"text": "hi"})  # reviewed at first sight
            await _grow(client, gateway, "a__reset_store")
            listed = [t.name for t in (await client.list_tools()).tools]
            refused = await client.call_tool("a__reset_store", {})
    assert echo.is_error is False
    assert "a__reset_store" not in listed
    error = refused.structured_content["error"]  # type: ignore[index]
    assert refused.is_error and error["kind"] == "policy"
    assert RELAXED_REASON in error["message"]
    assert "a/reset_store" not in [t.name for t in read_lock(lock).tools]
    assert "a:reset_store done" not in str(refused.content)
    assert 'config annotations pattern "*": readOnlyHint true' in caplog.text


async def test_a_hint_under_the_tools_own_name_still_applies_to_a_new_tool(
    tmp_path: Path,
) -> None:
    """Honest twin: a hint written under the new tool's exact name is a person's word
    about that tool; the tool is pinned at first sight and served with it (under
    ``new_tools: pin``, stated since session 44 made quarantine the default)."""
    lock = tmp_path / "gw.lock"
    spec = dataclasses.replace(
        stdio("a", UPSTREAM_EXTRA_NAME="reset_store"),
        annotations=(("reset_store", {"readOnlyHint": True}),),
    )
    with anyio.fail_after(90):
        async with (
            Gateway(config(spec, lock=lock, new_tools="pin"), artifacts=tmp_path) as gateway,
            mcp.Client(gateway.server) as client,
        ):
            await _grow(client, gateway, "a__reset_store")
            tools = {t.name: t for t in (await client.list_tools()).tools}
            ran = await client.call_tool("a__reset_store", {})
    assert tools["a__reset_store"].annotations.read_only_hint is True  # type: ignore[union-attr]
    assert ran.is_error is False


async def test_a_wildcard_applies_at_first_sight_of_an_upstream(tmp_path: Path) -> None:
    """Honest twin: with no lock yet, the tools listed at the first start are what the
    person wrote the pattern for (trust on first use): ``cache_status`` (no hints
    upstream, a reading verb) is served read-only, said in ``_meta``."""
    spec = dataclasses.replace(stdio("a", **_more(STATUS)), annotations=WILDCARD)
    with anyio.fail_after(90):
        async with (
            Gateway(config(spec, lock=tmp_path / "gw.lock"), artifacts=tmp_path) as gateway,
            mcp.Client(gateway.server) as client,
        ):
            tools = {t.name: t for t in (await client.list_tools()).tools}
    assert tools["a__cache_status"].annotations.read_only_hint is True  # type: ignore[union-attr]


PURGE = {
    "name": "purge_cache",
    "description": "Purge the entropy cache: deletes every cached seed file.",
    "inputSchema": {"type": "object"},
    "annotations": {"readOnlyHint": False, "destructiveHint": True},
}
STATUS = {
    "name": "cache_status",
    "description": "Show how many seeds the entropy cache holds.",
    "inputSchema": {"type": "object"},
}


def _more(*tools: dict[str, object]) -> dict[str, str]:
    import json

    return {"UPSTREAM_MORE_JSON": json.dumps(list(tools))}


async def _search(spec: object, tmp_path: Path, query: str) -> tuple[dict[str, Any], Any]:
    """The ``search_tools`` answer for ``query`` and the gateway's catalogue."""
    async with (
        Gateway(config(spec, mode="search", lock=tmp_path / "gw.lock"), artifacts=tmp_path) as gw,
        mcp.Client(gw.server) as client,
    ):
        found = await client.call_tool("search_tools", {"query": query, "k": 8})
        assert gw.gateway_server is not None
        return found.structured_content or {}, gw.gateway_server.catalog


async def test_a_pattern_does_not_relax_an_upstreams_explicit_write_hint(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """trial42 MEDIUM: ``purge_cache`` states ``readOnlyHint: false``; the wildcard's
    ``readOnlyHint: true`` is not applied (recorded as not applied, with why), and
    ``search_tools`` shows it as writing and destructive, never read-only beside
    destructive. ``cache_status`` (no hints upstream, a reading verb) gets the wildcard."""
    spec = dataclasses.replace(stdio("a", **_more(PURGE, STATUS)), annotations=WILDCARD)
    with anyio.fail_after(90):
        answer, catalog = await _search(spec, tmp_path, "purge the entropy cache seeds")
    items = {i["name"]: i for i in answer["items"]}
    assert items["a__purge_cache"]["hints"]["readOnlyHint"] is False
    assert items["a__purge_cache"]["hints"]["destructiveHint"] is True
    purge = catalog.lookup("a__purge_cache").tool
    assert purge.annotations.read_only_hint is False
    record = purge.meta["tooldeck/gateway-annotations"]["readOnlyHint"]
    assert record["applied"] is False and record["pattern"] == "*"
    assert "the upstream states readOnlyHint false" in record["why"]
    assert catalog.lookup("a__cache_status").tool.annotations.read_only_hint is True
    for item in answer["items"]:  # no item is read-only and destructive at once
        assert not (item["hints"]["readOnlyHint"] and item["hints"]["destructiveHint"])


async def test_a_hint_under_the_exact_name_overrides_the_upstream(tmp_path: Path) -> None:
    """Honest twin: the person names ``purge_cache`` itself: the hint applies (their word
    about that tool), recorded with the upstream's value, and no record says not applied."""
    spec = dataclasses.replace(
        stdio("a", **_more(PURGE)), annotations=(("purge_cache", {"readOnlyHint": True}),)
    )
    with anyio.fail_after(90):
        answer, catalog = await _search(spec, tmp_path, "purge the entropy cache seeds")
    purge = catalog.lookup("a__purge_cache").tool
    assert purge.annotations.read_only_hint is True
    assert purge.meta["tooldeck/gateway-annotations"] == {
        "readOnlyHint": {"config": True, "upstream": False}
    }
    hints = {i["name"]: i["hints"] for i in answer["items"]}["a__purge_cache"]
    # stated read-only and destructive: shown as the runtime treats it (it asks)
    assert hints["readOnlyHint"] is False and hints["destructiveHint"] is True
    assert "treated as destructive" in hints["conflict"]


async def test_a_pattern_does_not_relax_a_tool_lint_reads_as_writing(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """A pinned tool with no hints whose verb writes (``wipe``, A102 error under a
    read-only hint) keeps MCP's defaults under a wildcard ``readOnlyHint: true``: the
    record says why, and its call asks for approval instead of running unasked."""
    spec = dataclasses.replace(stdio("a"), annotations=WILDCARD)
    with anyio.fail_after(90):
        async with (
            Gateway(config(spec, lock=tmp_path / "gw.lock"), artifacts=tmp_path) as gateway,
            mcp.Client(gateway.server) as client,
        ):
            tools = {t.name: t for t in (await client.list_tools()).tools}
            asked = await client.call_tool("a__wipe", {"path": str(tmp_path / "x")})
    wipe = tools["a__wipe"].annotations
    assert wipe is None or wipe.read_only_hint is not True  # the upstream states none
    record = tools["a__wipe"].meta["tooldeck/gateway-annotations"]["readOnlyHint"]  # type: ignore[index]
    assert record["applied"] is False and record["why"].startswith("lint A102 error")
    assert tools["a__echo"].annotations.read_only_hint is True  # type: ignore[union-attr]
    assert asked.structured_content is not None
    assert asked.structured_content["status"] == "needs_approval"
