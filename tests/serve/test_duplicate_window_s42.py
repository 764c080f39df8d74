"""The duplicate guard's window as a server author sets it (trial42 MEDIUM): per tool,
``@tool(duplicate_window=…)``, and for the whole server, ``tooldeck serve
--duplicate-window SECONDS`` (0: off), through the SDK client in both protocol eras; the
refusal's hint names both settings."""

from __future__ import annotations

from pathlib import Path

import mcp
import pytest
from typer.testing import CliRunner

from tooldeck import tool
from tooldeck.cli.app import app as cli_app
from tooldeck.errors import ServeError, ToolDefinitionError
from tooldeck.serve import build

SOURCE = '''
from pathlib import Path

from tooldeck import tool

LOG = Path(__file__).with_name("ran.log")


@tool(destructive=False)
def add_comment(ticket_id: str, body: str) -> int:
    """Add a comment to a ticket.

    Args:
        ticket_id: the ticket.
        body: the comment.
    """
    with LOG.open("a") as log:
        log.write(f"comment {ticket_id} {body}\\n")
    return 1


@tool(destructive=False, duplicate_window=0)
def roll(sides: int) -> int:
    """Roll a die.

    Args:
        sides: how many sides.
    """
    with LOG.open("a") as log:
        log.write(f"roll {sides}\\n")
    return 4
'''


def _app(tmp_path: Path) -> Path:
    path = tmp_path / "dupwin.py"
    path.write_text(SOURCE, encoding="utf-8")
    return path


def _ran(tmp_path: Path) -> list[str]:
    return (tmp_path / "ran.log").read_text(encoding="utf-8").splitlines()


@pytest.mark.parametrize("mode", ["legacy", "auto"])
async def test_a_tool_with_duplicate_window_0_runs_each_repeat(tmp_path: Path, mode: str) -> None:
    """``roll`` states ``duplicate_window=0``: its second identical call runs; the audit
    decision says the guard is off for it. ``add_comment`` keeps the server's 300 s: the
    second "+1" is refused, and the hint names the server's settings for a person."""
    server = build(str(_app(tmp_path)), artifacts=tmp_path / "art")
    async with mcp.Client(server.server, mode=mode) as client:
        for _ in range(2):
            rolled = await client.call_tool("roll", {"sides": 6})
            assert rolled.is_error is False, rolled
        assert (
            await client.call_tool("add_comment", {"ticket_id": "T-1", "body": "+1"})
        ).is_error is False
        again = await client.call_tool("add_comment", {"ticket_id": "T-1", "body": "+1"})
    assert again.is_error is True
    body = again.structured_content
    assert body is not None and body["status"] == "refused", body
    hint = body["error"]["hint"]
    assert "--duplicate-window SECONDS" in hint and "@tool(duplicate_window=SECONDS)" in hint
    assert "add_comment" in hint
    assert _ran(tmp_path) == ["roll 6", "roll 6", "comment T-1 +1"]


@pytest.mark.parametrize("mode", ["legacy", "auto"])
async def test_serve_duplicate_window_0_turns_the_guard_off(tmp_path: Path, mode: str) -> None:
    """``build(duplicate_window=0)`` (``--duplicate-window 0``): a second "+1" runs."""
    server = build(str(_app(tmp_path)), artifacts=tmp_path / "art", duplicate_window=0)
    async with mcp.Client(server.server, mode=mode) as client:
        for _ in range(2):
            answer = await client.call_tool("add_comment", {"ticket_id": "T-1", "body": "+1"})
            assert answer.is_error is False, answer
    assert _ran(tmp_path) == ["comment T-1 +1", "comment T-1 +1"]


async def test_a_tools_own_window_comes_before_the_servers(tmp_path: Path) -> None:
    """``--duplicate-window 0`` for the server does not turn on the guard for ``roll``
    (its own 0), and a tool's own window wins over the server's in the other direction
    too: the server's 0 does not lift a tool's stated window."""
    source = SOURCE.replace("duplicate_window=0", "duplicate_window=60")
    path = tmp_path / "dupwin.py"
    path.write_text(source, encoding="utf-8")
    server = build(str(path), artifacts=tmp_path / "art", duplicate_window=0)
    async with mcp.Client(server.server, mode="legacy") as client:
        assert (await client.call_tool("roll", {"sides": 6})).is_error is False
        again = await client.call_tool("roll", {"sides": 6})
    assert again.is_error is True and again.structured_content is not None
    assert "remembered 60 s" in again.structured_content["error"]["hint"]
    assert _ran(tmp_path) == ["roll 6"]


def test_bad_windows_are_refused_naming_the_option(tmp_path: Path) -> None:
    with pytest.raises(ToolDefinitionError, match="duplicate_window must be a number"):
        tool(duplicate_window=-1)
    with pytest.raises(ToolDefinitionError, match="duplicate_window must be a number"):
        tool(duplicate_window=True)
    with pytest.raises(ServeError, match="--duplicate-window must be from 0"):
        build(str(_app(tmp_path)), artifacts=tmp_path / "art", duplicate_window=90_000)
    for bad in ("60", float("nan")):  # the Python face: a clear error, not a TypeError
        with pytest.raises(ServeError, match="--duplicate-window must be from 0"):
            build(str(_app(tmp_path)), artifacts=tmp_path / "art", duplicate_window=bad)  # type: ignore[arg-type]
    result = CliRunner().invoke(cli_app, ["serve", "--help"], terminal_width=200)
    assert "--duplicate-window" in result.output
