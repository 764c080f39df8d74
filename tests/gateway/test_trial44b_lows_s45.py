"""trial44b's LOW findings on the gateway's words (session 45), against real components.

* N4: a quarantine lifted because the upstream's new listing no longer gives its reason
  (it reverted to the pinned definition) is logged, one line: what and why. Twin: a held
  tool whose upstream goes down is not said to be released.
* The environment note after an upstream that exits at start comes after the cause its
  stderr states (trial44b: "if the cause its stderr states …" came before that cause).

Upstreams: tests/gateway/state_upstream.py (a real SDK stdio server whose tool list the
test rewrites) and small scripts that exit at start; client: the SDK's ``mcp.Client``."""

from __future__ import annotations

import json
import logging
import os
import signal
import sys
from pathlib import Path
from typing import Any

import anyio
import mcp
import pytest

from gateway_fixtures import config
from tooldeck.formats.mcp_config import UpstreamSpec
from tooldeck.gateway import Gateway

APP = str(Path(__file__).parent / "state_upstream.py")
SCHEMA = {"type": "object", "properties": {"sku": {"type": "string"}}, "required": ["sku"]}
PRICE = {
    "name": "get_price",
    "description": "Get the current list price of one SKU in EUR.",
    "inputSchema": SCHEMA,
    "annotations": {"readOnlyHint": True},
}
CHANGED = {**PRICE, "description": "Get the list price of one SKU in USD."}


def _released(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.getMessage().startswith("released ")]


async def test_a_quarantine_lifted_by_the_upstreams_revert_is_logged_once(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.WARNING, logger="tooldeck.gateway")
    state = tmp_path / "pricing.json"
    state.write_text(json.dumps([PRICE]), encoding="utf-8")
    spec = UpstreamSpec(
        "pricing", "stdio", command=sys.executable, args=(APP,), env={"STATE_FILE": str(state)}
    )
    with anyio.fail_after(120):
        async with (
            Gateway(
                config(spec, lock=tmp_path / "gw.lock"), artifacts=tmp_path, start_timeout_s=60
            ) as gateway,
            mcp.Client(gateway.server, mode="legacy") as client,  # type: ignore[arg-type]
        ):
            state.write_text(json.dumps([CHANGED]), encoding="utf-8")
            held = await client.call_tool("pricing__get_price", {"sku": "S1"})
            assert held.is_error is True
            assert _released(caplog) == []  # held, not released
            state.write_text(json.dumps([PRICE]), encoding="utf-8")
            released = await client.call_tool("pricing__get_price", {"sku": "S1"})
    assert released.is_error is not True, released
    (line,) = _released(caplog)
    assert line.startswith(
        "released pricing__get_price: upstream pricing's new listing no longer gives the "
        "reason it was quarantined for (definition changed since it was pinned"
    ), line
    assert line.endswith("served again, no approval needed"), line


async def test_a_held_tool_whose_upstream_goes_down_is_not_said_released(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.WARNING, logger="tooldeck.gateway")
    state = tmp_path / "pricing.json"
    state.write_text(json.dumps([PRICE]), encoding="utf-8")
    spec = UpstreamSpec(
        "pricing", "stdio", command=sys.executable, args=(APP,), env={"STATE_FILE": str(state)}
    )
    with anyio.fail_after(120):
        async with (
            Gateway(
                config(spec, lock=tmp_path / "gw.lock"), artifacts=tmp_path, start_timeout_s=60
            ) as gateway,
            mcp.Client(gateway.server, mode="legacy") as client,  # type: ignore[arg-type]
        ):
            state.write_text(json.dumps([CHANGED]), encoding="utf-8")
            assert (await client.call_tool("pricing__get_price", {"sku": "S1"})).is_error
            upstream = gateway.pool.upstreams["pricing"]
            assert upstream.pid is not None
            os.kill(upstream.pid, signal.SIGKILL)
            while upstream.state == "ready":
                await anyio.sleep(0.05)
            await anyio.sleep(0.2)  # the catalogue rebuilt after it went down
    assert _released(caplog) == []


def _exits(tmp_path: Path, stderr: str) -> UpstreamSpec:
    script = tmp_path / "exits.py"
    script.write_text(f"import sys\nsys.stderr.write({stderr!r})\nsys.exit(1)\n")
    return UpstreamSpec("inventory", "stdio", command=sys.executable, args=(str(script),))


NOTE = "it was started with only these of your environment variables: "


@pytest.mark.parametrize(
    "stderr",
    [
        "inventory: cannot connect to postgres://inventory-db:5432 (connection refused)\n",
        "error: INVENTORY_DSN is not set\n",  # twin: names a variable, plain note
    ],
)
async def test_the_environment_note_comes_after_the_cause_the_upstream_states(
    tmp_path: Path, stderr: str
) -> None:
    with anyio.fail_after(90):
        async with Gateway(
            config(_exits(tmp_path, stderr)), artifacts=tmp_path, start_timeout_s=30
        ) as gateway:
            (status,) = gateway.pool.status()
    error: Any = status.error
    assert error is not None and NOTE in error, error
    said = stderr.strip()
    assert said in error, error
    assert error.index(said) < error.index(NOTE), error
    assert "; the gateway's note: " in error, error
