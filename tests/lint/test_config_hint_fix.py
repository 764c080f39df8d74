"""trial35 L13: for a tool of a gateway/client config's server, a lint finding whose fix
is to declare an annotation hint ("declare it true") pointed at a definition only the
server's author writes. The user states it in the config's ``annotations`` key of that
server (which the gateway serves and lint reads); the finding, and ``report``'s action
line quoting it, now say so, with the entry to write.

Real components: ``tests/mcp_servers/listed_server.py`` (SDK stdio server) listed through
a real ``mcpServers`` config, ``tooldeck lint`` and ``tooldeck report`` through the typer
app. The control is the same tool read from a plain deck file: no server, no config, the
message unchanged. The expected entry, ``{"get_current_time": {"readOnlyHint": true}}``,
is written by hand: the server's own tool name, A105's hint and value."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from typer.testing import CliRunner

from tooldeck.cli import app

ROOT = Path(__file__).resolve().parents[2]
LISTED = str(ROOT / "tests" / "mcp_servers" / "listed_server.py")
TIME = [
    {
        "name": "get_current_time",
        "description": "Get the current time in a given IANA timezone.",
        "inputSchema": {
            "type": "object",
            "properties": {"timezone": {"type": "string", "description": "IANA name."}},
            "required": ["timezone"],
        },
    }
]
ENTRY = '{"get_current_time": {"readOnlyHint": true}}'
runner = CliRunner()


def _a105(output: str) -> str:
    (finding,) = [f for f in json.loads(output)["findings"] if f["code"] == "A105"]
    return str(finding["message"])


def test_a_config_decks_hint_finding_says_where_to_state_it(tmp_path: Path) -> None:
    listing = tmp_path / "time.json"
    listing.write_text(json.dumps(TIME), encoding="utf-8")
    config = tmp_path / "servers.json"
    entry = {"command": sys.executable, "args": [LISTED, str(listing)]}
    config.write_text(json.dumps({"mcpServers": {"time": entry}}), encoding="utf-8")

    plain = runner.invoke(app, ["lint", str(listing), "--select", "A", "-f", "json"])
    own = _a105(plain.stdout)
    assert own.endswith("declare it true"), own  # a deck's own tool: the author declares it

    served = runner.invoke(app, ["lint", str(config), "--select", "A", "-f", "json"])
    message = _a105(served.stdout)
    assert message.startswith(own + " (server 'time' writes this definition: "), message
    assert f'under that server\'s "annotations" key: {ENTRY}' in message

    report = runner.invoke(app, ["report", str(config), "--no-cases", "--json", "-"])
    assert report.exit_code == 0, report.output
    (action,) = [a for a in json.loads(report.stdout)["summary"]["actions"] if "A105" in a["title"]]
    assert f'"annotations" key: {ENTRY}' in action["effect"], action
