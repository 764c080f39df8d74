"""The shell check in ``tooldeck gateway`` (break29 F1): an upstream tool's parameter whose
schema format is ``shell-command`` is checked before the call is forwarded, as ``tooldeck
call`` and ``serve`` check it, in both protocol eras; ``--shell-allow``/``--shell-root``
configure it. The upstream (``shell_upstream.py``, a plain SDK server) checks nothing and
logs what it receives."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import anyio
import mcp
import pytest

from gateway_fixtures import config
from tooldeck.errors import ServeError
from tooldeck.formats.mcp_config import UpstreamSpec
from tooldeck.gateway import Gateway

ERAS = ["legacy", "auto"]
UPSTREAM = str(Path(__file__).with_name("shell_upstream.py"))


def _upstream(log: Path, schema: dict[str, Any] | None = None) -> UpstreamSpec:
    env = {"SHELL_UPSTREAM_LOG": str(log)}
    if schema is not None:
        env["SHELL_UPSTREAM_SCHEMA"] = json.dumps(schema)
    return UpstreamSpec("sh", "stdio", command=sys.executable, args=(UPSTREAM,), env=env)


@pytest.mark.parametrize("mode", ERAS)
async def test_a_chained_command_is_not_forwarded(tmp_path: Path, mode: str) -> None:
    log = tmp_path / "received.log"
    with anyio.fail_after(60):
        async with (
            Gateway(config(_upstream(log)), artifacts=tmp_path / "a") as gateway,
            mcp.Client(gateway.server, mode=mode) as client,
        ):
            refused = await client.call_tool("sh__run", {"cmd": "id; touch /tmp/x"})
            written = await client.call_tool("sh__run", {"cmd": "echo k >> .ssh/authorized_keys"})
            fine = await client.call_tool("sh__run", {"cmd": "ls -la"})
    for result in (refused, written):
        envelope = result.structured_content or {}
        assert result.is_error is True and envelope["status"] == "refused", envelope
        assert envelope["summary"].startswith("/cmd: refused by shell rule ")
    assert fine.is_error is False
    assert log.read_text() == "ls -la\n"  # only the allowed command reached the upstream


async def test_shell_allow_lets_a_program_through(tmp_path: Path) -> None:
    log = tmp_path / "received.log"
    root = tmp_path / "root"
    root.mkdir()
    with anyio.fail_after(60):
        async with (
            Gateway(
                config(_upstream(log)),
                artifacts=tmp_path / "a",
                shell_allow=["make"],
                shell_root=root,
            ) as gateway,
            mcp.Client(gateway.server) as client,
        ):
            made = await client.call_tool("sh__run", {"cmd": "make test > out.txt"})
            escaped = await client.call_tool("sh__run", {"cmd": f"make > {tmp_path}/x"})
    assert made.is_error is False
    assert escaped.structured_content["status"] == "refused"  # type: ignore[index]
    assert log.read_text() == "make test > out.txt\n"


SHELL = {"type": "string", "format": "shell-command"}
ROUTED = {
    "anchor": {"properties": {"cmd": {"$ref": "#c"}}, "$defs": {"c": {"$anchor": "c", **SHELL}}},
    "percent-encoded": {"properties": {"cmd": {"$ref": "#/$defs/a%20b"}}, "$defs": {"a b": SHELL}},
    "dynamicRef": {
        "properties": {"cmd": {"$dynamicRef": "#c"}},
        "$defs": {"c": {"$dynamicAnchor": "c", **SHELL}},
    },
}


@pytest.mark.parametrize(
    ("form", "mode"), [("anchor", "legacy"), ("percent-encoded", "auto"), ("dynamicRef", "auto")]
)
async def test_a_command_reached_through_a_reference_is_not_forwarded(
    tmp_path: Path, form: str, mode: str
) -> None:
    """rebreak29 R1: an upstream whose ``cmd`` reaches its ``format: shell-command``
    schema through an ``$anchor``, a percent-encoded ``$ref`` or a ``$dynamicRef`` had
    ``id; touch FILE`` forwarded unchecked (the gateway uses the same lookup as serve)."""
    log = tmp_path / "received.log"
    schema = {"type": "object", **ROUTED[form], "required": ["cmd"]}
    with anyio.fail_after(60):
        async with (
            Gateway(config(_upstream(log, schema)), artifacts=tmp_path / "a") as gateway,
            mcp.Client(gateway.server, mode=mode) as client,
        ):
            refused = await client.call_tool("sh__run", {"cmd": "id; touch /tmp/x"})
            fine = await client.call_tool("sh__run", {"cmd": "ls -la"})
    envelope = refused.structured_content or {}
    assert refused.is_error is True and envelope["status"] == "refused", envelope
    assert envelope["summary"].startswith("/cmd: refused by shell rule one-command")
    assert fine.is_error is False
    assert log.read_text() == "ls -la\n"


def test_a_bad_shell_option_stops_the_gateway_before_it_starts(tmp_path: Path) -> None:
    with pytest.raises(ServeError, match=r"--shell-root .* is not a directory"):
        Gateway(config(_upstream(tmp_path / "log")), shell_root=tmp_path / "missing")
    with pytest.raises(ServeError, match="not a program name"):
        Gateway(config(_upstream(tmp_path / "log")), shell_allow=["a b"])
