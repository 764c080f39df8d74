"""``tooldeck lint CONFIG --locked LOCK`` names a removed tool as the gateway serves it too
(trial44 LOW #11: L101 named an added tool ``pricing__set_discount`` and L102 a removed one
only by its pin, ``pricing/export_prices``: two schemes in one report). The finding's
``tool`` stays the pin (JSON consumers key on it); the message adds the served name,
derived from a sibling of the same server still listed. Real SDK stdio server
(tests/mcp_servers/listed_server.py), real config and lock files."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from typer.testing import CliRunner

from tooldeck.cli import app

SERVER = str(Path(__file__).resolve().parents[1] / "mcp_servers" / "listed_server.py")
runner = CliRunner()
OBJ = {"type": "object"}
TOOLS = [
    {"name": "get_price", "description": "Returns the price of one SKU.", "inputSchema": OBJ},
    {"name": "export_prices", "description": "Writes every price to a CSV.", "inputSchema": OBJ},
]


def _findings(tmp_path: Path, prefix: str | None) -> dict[str, dict[str, str]]:
    listing = tmp_path / "pricing.json"
    listing.write_text(json.dumps(TOOLS), encoding="utf-8")
    upstream: dict[str, object] = {"command": sys.executable, "args": [SERVER, str(listing)]}
    if prefix is not None:
        upstream["prefix"] = prefix
    config = tmp_path / "gw.json"
    config.write_text(json.dumps({"upstreams": {"pricing": upstream}}), encoding="utf-8")
    locked = runner.invoke(app, ["lock", str(config)])
    assert locked.exit_code == 0, locked.output
    listing.write_text(json.dumps(TOOLS[:1]), encoding="utf-8")  # the update drops one
    lock = f"{config}.lock"
    result = runner.invoke(app, ["lint", str(config), "--locked", lock, "-f", "json"])
    assert result.exit_code == 1, result.output
    findings = json.loads(result.stdout)["findings"]
    return {f["tool"]: f for f in findings if f["code"] == "L102"}


def test_a_removed_tool_is_named_as_the_gateway_serves_it(tmp_path: Path) -> None:
    found = _findings(tmp_path, None)
    assert set(found) == {"pricing/export_prices"}  # the finding's tool: the pin, unchanged
    message = found["pricing/export_prices"]["message"]
    assert message.startswith("tool removed since the lock (served as pricing__export_prices)")


def test_the_served_name_follows_the_configured_prefix(tmp_path: Path) -> None:
    found = _findings(tmp_path, "px")
    message = found["pricing/export_prices"]["message"]
    assert "(served as px__export_prices)" in message, message
