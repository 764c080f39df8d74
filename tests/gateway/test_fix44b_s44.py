"""Session 44 (trial44, the on-call engineer's gateway): a down upstream named in every
``search_tools`` answer, a fixed upstream released without a restart, a tool added
upstream found at its first call, a removed tool refused before the call goes out, and the
gateway's log lines timed and kept apart. Real MCP SDK client and gateway; the upstream is
tests/gateway/state_upstream.py (a real SDK server over stdio whose tool list a test
rewrites; it declares no ``tools.listChanged``)."""

from __future__ import annotations

import json
import logging
import re
import sys
from pathlib import Path
from typing import Any

import anyio
import mcp
import pytest

from gateway_fixtures import config
from tooldeck.formats.mcp_config import UpstreamSpec
from tooldeck.gateway import Gateway
from tooldeck.gateway.run import LogLines, log_to_stderr

APP = str(Path(__file__).parent / "state_upstream.py")
SCHEMA = {"type": "object", "properties": {"sku": {"type": "string"}}, "required": ["sku"]}
READ_ONLY = {"readOnlyHint": True}


def _tool(name: str, description: str) -> dict[str, Any]:
    return {
        "name": name,
        "description": description,
        "inputSchema": SCHEMA,
        "annotations": READ_ONLY,
    }


STOCK = [
    _tool("get_stock", "Get the stock level of one SKU."),
    _tool("reserve_stock", "Reserve units of one SKU for an order."),
]
PRICE = _tool("get_price", "Get the current list price of one SKU in EUR.")
SKUS = _tool("list_skus", "List the SKUs that have a price.")


def _spec(name: str, state: Path, tools: list[dict[str, Any]], **env: str) -> UpstreamSpec:
    state.write_text(json.dumps(tools), encoding="utf-8")
    return UpstreamSpec(
        name, "stdio", command=sys.executable, args=(APP,), env={"STATE_FILE": str(state), **env}
    )


def _set(state: Path, tools: list[dict[str, Any]]) -> None:
    state.write_text(json.dumps(tools), encoding="utf-8")


def _error(result: Any) -> dict[str, Any]:
    assert result.is_error is True, result
    error: dict[str, Any] = result.structured_content["error"]
    return error


async def test_search_names_a_down_upstream_its_tools_and_the_wait(tmp_path: Path) -> None:
    """``stock`` crashes at its first call and cannot start again (STATE_FAIL_START): each
    search answer, a no-match one included, names it, its two tools, the one whose name
    matches, and the wait, in the summary and in ``unavailable_upstreams``."""
    fail = tmp_path / "fail"
    stock = _spec(
        "stock", tmp_path / "stock.json", STOCK, STATE_CRASH_AT="1", STATE_FAIL_START=str(fail)
    )
    pricing = _spec("pricing", tmp_path / "pricing.json", [PRICE, SKUS])
    with anyio.fail_after(120):
        async with (
            Gateway(
                config(stock, pricing, mode="search", lock=tmp_path / "gw.lock"),
                artifacts=tmp_path,
                start_timeout_s=60,
            ) as gateway,
            mcp.Client(gateway.server, mode="legacy") as client,  # type: ignore[arg-type]
        ):
            before = await client.call_tool("search_tools", {"query": "reserve stock for an order"})
            fail.touch()
            crashed = await client.call_tool(
                "call_tool", {"name": "stock__get_stock", "arguments": {"sku": "S1"}}
            )
            while gateway.pool.upstreams["stock"].state == "ready":  # its end is seen
                await anyio.sleep(0.05)
            down = await client.call_tool("search_tools", {"query": "reserve stock for an order"})
            other = await client.call_tool("search_tools", {"query": "get the price of a SKU"})
    assert "unavailable_upstreams" not in before.structured_content  # all were ready
    assert crashed.is_error is True
    for answer in (down, other):
        summary = answer.structured_content["summary"]
        (item,) = answer.structured_content["unavailable_upstreams"]
        assert item["upstream"] == "stock" and item["state"] in ("down", "starting")
        assert item["tools"] == 2
        assert item["names"] == ["stock__get_stock", "stock__reserve_stock"]
        assert item["kind"] == "retryable" and item["retry_after"] is not None
        assert "upstream `stock`" in item["reason"]
        assert "Not searched, unavailable now: upstream `stock` (" in summary
        assert re.search(
            r"2 tools: stock__get_stock, stock__reserve_stock; "
            r"(retry after \d+\.\d s|being restarted now, retry in a moment)",
            summary,
        ), summary
        assert "do not say no tool exists for it" in summary
        # the JSON text block states the same envelope
        assert json.loads(answer.content[0].text)["unavailable_upstreams"][0]["tools"] == 2
    assert down.structured_content["unavailable_upstreams"][0]["matches"] == [
        "stock__reserve_stock"
    ]
    assert (
        "stock__reserve_stock has a name matching this request"
        in (down.structured_content["summary"])
    )
    assert other.structured_content["unavailable_upstreams"][0]["matches"] == []
    summary = down.structured_content["summary"]
    if "No tool fits" in summary:  # never before the down upstream is named
        assert summary.index("Not searched") < summary.index("No tool fits")
    assert "stock__" not in " ".join(i["name"] for i in down.structured_content["items"])


@pytest.mark.parametrize("mode", ["full", "search"])
async def test_an_upstream_reverted_to_its_pin_is_released_at_the_next_call_of_the_held_tool(
    tmp_path: Path, mode: str
) -> None:
    """Rug pull (quarantined), then reverted: the next call of the held tool lists the
    upstream again first and runs, with no call of another of its tools in between."""
    state, calls = tmp_path / "pricing.json", tmp_path / "calls.txt"
    pricing = _spec("pricing", state, [PRICE, SKUS], STATE_CALLS=str(calls))

    async def call(client: mcp.Client, name: str) -> Any:
        if mode == "full":
            return await client.call_tool(name, {"sku": "S1"})
        return await client.call_tool("call_tool", {"name": name, "arguments": {"sku": "S1"}})

    with anyio.fail_after(120):
        async with (
            Gateway(
                config(pricing, mode=mode, lock=tmp_path / "gw.lock"),
                artifacts=tmp_path,
                start_timeout_s=60,
            ) as gateway,
            mcp.Client(gateway.server, mode="legacy") as client,  # type: ignore[arg-type]
        ):
            first = await call(client, "pricing__get_price")
            _set(state, [{**PRICE, "description": "Get the list price of one SKU in USD."}, SKUS])
            held = await call(client, "pricing__get_price")
            _set(state, [PRICE, SKUS])
            # tools/list re-lists an upstream holding a quarantined tool: listed again
            listed = [t.name for t in (await client.list_tools()).tools]
            released = await call(client, "pricing__get_price")
    assert first.is_error is not True
    if mode == "full":
        assert listed == ["pricing__get_price", "pricing__list_skus"]
    assert _error(held)["kind"] == "policy"
    assert "quarantined now: definition changed since it was pinned" in _error(held)["message"]
    assert released.is_error is not True, released
    assert "get_price ran" in str(released.content)
    assert calls.read_text(encoding="utf-8").split() == ["get_price", "get_price"]


@pytest.mark.parametrize("new_tools", ["pin", "quarantine"])
async def test_a_tool_added_upstream_is_found_at_its_first_call(
    tmp_path: Path, new_tools: str
) -> None:
    """A tool added while serving is no longer "no tool named" at its first call: it runs
    under ``new_tools: pin`` and is held (``policy``, quarantined) under ``quarantine``."""
    state, calls = tmp_path / "pricing.json", tmp_path / "calls.txt"
    pricing = _spec("pricing", state, [PRICE], STATE_CALLS=str(calls))
    with anyio.fail_after(120):
        async with (
            Gateway(
                config(pricing, lock=tmp_path / "gw.lock", new_tools=new_tools),
                artifacts=tmp_path,
                start_timeout_s=60,
            ) as gateway,
            mcp.Client(gateway.server, mode="legacy") as client,  # type: ignore[arg-type]
        ):
            _set(state, [PRICE, SKUS])
            added = await client.call_tool("pricing__list_skus", {"sku": "S1"})
            typo = await client.call_tool("pricing__list_skuz", {"sku": "S1"})
    if new_tools == "pin":
        assert added.is_error is not True, added
        assert calls.read_text(encoding="utf-8").split() == ["list_skus"]
    else:
        assert _error(added)["kind"] == "policy"
        assert "pricing__list_skus is quarantined" in _error(added)["message"]
        assert not calls.exists()
    # a misspelt name is still unknown, with the new tool offered
    assert _error(typo)["kind"] == "unknown_tool"


async def test_a_tool_removed_upstream_is_refused_before_the_call_goes_out(
    tmp_path: Path,
) -> None:
    """The listing taken before the call no longer has the tool: ``unknown_tool`` naming
    the upstream and its tool, and the upstream never receives the call."""
    state, calls = tmp_path / "pricing.json", tmp_path / "calls.txt"
    pricing = _spec("pricing", state, [PRICE, SKUS], STATE_CALLS=str(calls))
    with anyio.fail_after(120):
        async with (
            Gateway(
                config(pricing, lock=tmp_path / "gw.lock"), artifacts=tmp_path, start_timeout_s=60
            ) as gateway,
            mcp.Client(gateway.server, mode="legacy") as client,  # type: ignore[arg-type]
        ):
            _set(state, [PRICE])
            gone = await client.call_tool("pricing__list_skus", {"sku": "S1"})
            listed = [t.name for t in (await client.list_tools()).tools]
            kept = await client.call_tool("pricing__get_price", {"sku": "S1"})
    error = _error(gone)
    assert error["kind"] == "unknown_tool", error
    assert error["message"].startswith(
        "pricing__list_skus was not called: upstream `pricing` no longer lists its tool `list_skus`"
    )
    assert error["message"].endswith("nothing was sent")
    assert listed == ["pricing__get_price"]
    assert kept.is_error is not True
    assert calls.read_text(encoding="utf-8").split() == ["get_price"]  # list_skus never sent


def test_log_lines_start_with_utc_time_and_indent_what_follows() -> None:
    """Each entry starts with ISO 8601 UTC time to the millisecond; a quoted stderr's
    further lines (text the upstream wrote) are indented, never at column 0; a line
    indented already keeps its layout."""
    record = logging.LogRecord(
        "tooldeck.gateway",
        logging.WARNING,
        __file__,
        1,
        "upstream %s is down: its stderr ends with: %s; retrying",
        ("w", "a\n2026-01-01 forged\n  kept"),
        None,
    )
    record.created, record.msecs = 1796637600.25, 250.0  # 2026-12-07T10:00:00.250Z
    lines = LogLines("%(message)s").format(record).split("\n")
    assert lines == [
        "2026-12-07T10:00:00.250Z upstream w is down: its stderr ends with: a",
        "  2026-01-01 forged",
        "  kept; retrying",  # indented already: kept as it is (the gateway's detail lines)
    ]
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z .*", lines[0])
    handler = log_to_stderr()
    try:
        assert log_to_stderr() is handler  # once per process
        assert isinstance(handler.formatter, LogLines)
    finally:
        logging.getLogger("tooldeck").removeHandler(handler)
