"""A client config whose server name holds the gateway's name separator (``my__units``)
is read by the commands that only read it as a deck — ``show``, ``lint``, ``cost`` — with
a warning, and still refused by ``tooldeck gateway`` (trial36b N2). Such a name makes an
exposed name (``my__units__add``) ambiguous only where a call is routed by it; a Claude
Desktop config a user only wants to lint is often not theirs to rename. Before, all of
them exited 2 with the rename message.

The server is real: ``tests/mcp_servers/listed_server.py`` (the ``mcp`` SDK over stdio).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from tooldeck.cli import app

ROOT = Path(__file__).resolve().parents[2]
SERVER = ROOT / "tests" / "mcp_servers" / "listed_server.py"
ADD = {
    "name": "add",
    "description": "Adds two numbers and returns the sum.",
    "inputSchema": {"type": "object", "properties": {"a": {"type": "number"}}},
    "annotations": {"readOnlyHint": True},
}
SAID = (
    "the server's name (its default prefix) 'my__units' holds the name separator '__' "
    "(or runs into it)"
)
runner = CliRunner()


@pytest.fixture(scope="module")
def config(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("dunder")
    listing = folder / "units.json"
    listing.write_text(json.dumps([ADD]), encoding="utf-8")
    path = folder / "claude_desktop_config.json"
    spec = {"command": sys.executable, "args": [str(SERVER), str(listing)]}
    path.write_text(json.dumps({"mcpServers": {"my__units": spec}}), encoding="utf-8")
    return path


@pytest.mark.parametrize("command", [["show"], ["lint", "--select", "A"], ["cost"]])
def test_reading_commands_warn_and_go_on(config: Path, command: list[str]) -> None:
    result = runner.invoke(app, [*command, str(config)])
    assert result.exit_code == 0, result.output
    output = " ".join(result.output.split())
    assert SAID in output
    assert "read here all the same" in output
    assert "tooldeck gateway refuses to start with it" in output
    assert "my__units__add" in output or command[0] != "show"


def test_the_gateway_still_refuses_it(config: Path) -> None:
    result = runner.invoke(app, ["gateway", str(config), "--dry-run"])
    assert result.exit_code == 2, result.output
    output = " ".join(result.output.split())
    assert SAID in output and "rename the server (e.g. 'my-units')" in output
    assert "read here all the same" not in output
