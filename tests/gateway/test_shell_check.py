"""The shell check in ``tooldeck gateway`` (break29 F1): an upstream tool's parameter whose
schema format is ``shell-command`` is checked before the call is forwarded, as ``tooldeck
call`` and ``serve`` check it, in both protocol eras; ``--shell-allow``/``--shell-root``
configure it. The upstream (``shell_upstream.py``, a plain SDK server) checks nothing and
logs what it receives."""

from __future__ import annotations

import sys
from pathlib import Path

import anyio
import mcp
import pytest

from gateway_fixtures import config
from tooldeck.errors import ServeError
from tooldeck.formats.mcp_config import UpstreamSpec
from tooldeck.gateway import Gateway

ERAS = ["legacy", "auto"]
UPSTREAM = str(Path(__file__).with_name("shell_upstream.py"))


def _upstream(log: Path) -> UpstreamSpec:
    return UpstreamSpec(
        "sh",
        "stdio",
        command=sys.executable,
        args=(UPSTREAM,),
        env={"SHELL_UPSTREAM_LOG": str(log)},
    )


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


def test_a_bad_shell_option_stops_the_gateway_before_it_starts(tmp_path: Path) -> None:
    with pytest.raises(ServeError, match=r"--shell-root .* is not a directory"):
        Gateway(config(_upstream(tmp_path / "log")), shell_root=tmp_path / "missing")
    with pytest.raises(ServeError, match="not a program name"):
        Gateway(config(_upstream(tmp_path / "log")), shell_allow=["a b"])
