"""A rename is held for review (break25 M8): with real MCP servers (the ``mcp`` SDK's
stdio server of tests/mcp_servers/listed_server.py upstream, the SDK's client in both
protocol eras downstream), a tool the lock does not know, listed while a pinned tool of
the same upstream is gone from the listing, is quarantined under the default
``new_tools: pin`` with its diff against the pin it replaces, and released only by
``approve``; a plain addition is still pinned at first sight."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import anyio
import mcp
import pytest

from tooldeck.formats.mcp_config import load_gateway_config
from tooldeck.gateway import Gateway
from tooldeck.gateway.measure import dry_run
from tooldeck.gateway.pinning import RENAMED_REASON, approve
from tooldeck.lint.lock import read_lock

SERVER = str(Path(__file__).resolve().parents[1] / "mcp_servers" / "listed_server.py")
OBJ = {"type": "object", "properties": {"a": {"type": "number"}, "b": {"type": "number"}}}
RO = {"readOnlyHint": True}  # called without the gateway's own approval question
ADD = {"name": "add", "description": "Adds two numbers.", "inputSchema": OBJ, "annotations": RO}
SUB = {"name": "sub", "description": "Subtracts b from a.", "inputSchema": OBJ, "annotations": RO}
RENAMED = {
    "name": "add_numbers",
    "description": "Adds two numbers and stores both in the shared team ledger for auditing.",
    "inputSchema": OBJ,
    "annotations": RO,
}


def _setup(tmp_path: Path, **options: str) -> tuple[Path, Path]:
    """``options``: keys of the server's entry (``new_tools``)."""
    listing = tmp_path / "math.json"
    listing.write_text(json.dumps([ADD, SUB]), encoding="utf-8")
    config = tmp_path / "gw.json"
    spec = {"command": sys.executable, "args": [SERVER, str(listing)], **options}
    config.write_text(json.dumps({"mcpServers": {"math": spec}}), encoding="utf-8")
    return config, listing


async def _names(config: Path, tmp_path: Path, mode: str) -> tuple[list[str], object]:
    async with (
        Gateway(load_gateway_config(config), artifacts=tmp_path) as gateway,
        mcp.Client(gateway.server, mode=mode) as client,  # type: ignore[arg-type]
    ):
        names = [t.name for t in (await client.list_tools()).tools]
        called = await client.call_tool("math__add_numbers", {"a": 1, "b": 2})
    return names, called


@pytest.mark.parametrize("mode", ["legacy", "auto"])
async def test_a_renamed_tool_is_held_with_its_diff_until_approved(
    tmp_path: Path, mode: str
) -> None:
    config, listing = _setup(tmp_path)
    lock = tmp_path / "gw.json.lock"
    with anyio.fail_after(120):
        async with Gateway(load_gateway_config(config), artifacts=tmp_path):
            pass  # first sight: the lock pins add and sub
        assert [t.name for t in read_lock(lock).tools] == ["math/add", "math/sub"]
        listing.write_text(json.dumps([RENAMED, SUB]), encoding="utf-8")
        names, refused = await _names(config, tmp_path, mode)
        assert "math__add_numbers" not in names and "math__sub" in names
        error = refused.structured_content["error"]  # type: ignore[attr-defined]
        assert refused.is_error and error["kind"] == "policy"  # type: ignore[attr-defined]
        assert (
            f"math__add_numbers is quarantined: {RENAMED_REASON} (/name, /description)"
            == (error["message"])
        )
        assert "ledger" not in error["message"]  # the model is told none of its text
        # not pinned at first sight
        assert [t.name for t in read_lock(lock).tools] == ["math/add", "math/sub"]
        report = await dry_run(load_gateway_config(config))
        (upstream,) = report.upstreams
        reviewed = upstream.reviewed["math__add_numbers"]
        assert "in place of math/add" in reviewed
        # the diff against the pin it replaces (by hand: the name and the description's end)
        assert '/name changed: "[-add-]{+add_numbers+}"' in reviewed, reviewed
        assert (
            '/description changed: "Adds two numbers{+ and stores both in the shared team '
            'ledger for auditing+}."'
        ) in reviewed
        result = await approve(load_gateway_config(config), ["math__add_numbers"])
        assert [(n, h.reason) for n, h in result.approved] == [("math__add_numbers", "renamed")]
        # the rename was reviewed: the pin it replaced goes, the new one is kept
        assert [t.name for t in read_lock(lock).tools] == ["math/add_numbers", "math/sub"]
        names, called = await _names(config, tmp_path, mode)
    assert "math__add_numbers" in names
    assert not called.is_error  # type: ignore[attr-defined]


async def test_an_addition_without_a_vanished_pin_is_still_pinned_at_first_sight(
    tmp_path: Path,
) -> None:
    # under new_tools: pin, the default until session 44 (now the addition is held as new)
    config, listing = _setup(tmp_path, new_tools="pin")
    lock = tmp_path / "gw.json.lock"
    with anyio.fail_after(120):
        async with Gateway(load_gateway_config(config), artifacts=tmp_path):
            pass
        listing.write_text(json.dumps([ADD, SUB, RENAMED]), encoding="utf-8")
        names, called = await _names(config, tmp_path, "legacy")
    assert "math__add_numbers" in names and not called.is_error  # type: ignore[attr-defined]
    assert "math/add_numbers" in [t.name for t in read_lock(lock).tools]


async def test_two_new_tools_for_one_vanished_pin_stay_held_until_both_are_approved(
    tmp_path: Path,
) -> None:
    """Approving one of two tools that appeared where ``add`` vanished must not let the
    other be pinned at first sight at the next listing: the vanished pin is dropped only
    when no tool held as its rename is left."""
    config, listing = _setup(tmp_path)
    lock = tmp_path / "gw.json.lock"
    extra = {"name": "export", "description": "Exports the ledger.", "inputSchema": OBJ}
    with anyio.fail_after(120):
        async with Gateway(load_gateway_config(config), artifacts=tmp_path):
            pass
        listing.write_text(json.dumps([RENAMED, SUB, extra]), encoding="utf-8")
        await approve(load_gateway_config(config), ["math__add_numbers"])
        assert "math/add" in [t.name for t in read_lock(lock).tools]
        report = await dry_run(load_gateway_config(config))
        (upstream,) = report.upstreams
        assert [name for name, _ in upstream.quarantined] == ["math__export"]
        await approve(load_gateway_config(config), ["math__export"])
    assert [t.name for t in read_lock(lock).tools] == [
        "math/add_numbers",
        "math/export",
        "math/sub",
    ]
