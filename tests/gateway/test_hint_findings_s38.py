"""The gateway names what lint says of a config's annotation hints (trial37b L2, session 38).

A config's ``annotations`` key adds hints the gateway serves and acts on (approval, the
duplicate guard). ``tooldeck lint CONFIG`` calls a false one an error (A102: marked
read-only but it writes), yet ``tooldeck gateway`` (start and ``--dry-run``) served it
without a word, so a user who never ran lint had the gateway run a delete unconfirmed.
Now both say it in one line per finding, from lint's hint rules run on the annotated
tools only (:data:`tooldeck.gateway.measure.HINT_RULES`). Checked with a real upstream
(the ``mcp`` SDK's stdio server of tests/mcp_servers/listed_server.py) and the SDK's client
in both protocol eras (the hint is still served as stated). Before: no ``lint:`` line.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import anyio
import mcp
import pytest

from tooldeck.formats.mcp_config import load_gateway_config
from tooldeck.gateway import Gateway
from tooldeck.gateway.measure import dry_run

SERVER = str(Path(__file__).resolve().parents[1] / "mcp_servers" / "listed_server.py")


def _tool(name: str, text: str) -> Any:
    schema = {"type": "object", "properties": {"path": {"type": "string"}}}
    return {"name": name, "description": text, "inputSchema": schema}


def _config(tmp_path: Path, annotations: Any) -> Path:
    listing = tmp_path / "fs.json"
    tools = [
        _tool("delete_file", "Deletes a file from the workspace."),
        _tool("get_file", "Returns the text of a file."),
    ]
    listing.write_text(json.dumps(tools), encoding="utf-8")
    spec = {"command": sys.executable, "args": [SERVER, str(listing)], "annotations": annotations}
    config = tmp_path / "gw.json"
    config.write_text(json.dumps({"mcpServers": {"fs": spec}}), encoding="utf-8")
    return config


WRONG = {"delete_file": {"readOnlyHint": True}, "get_file": {"readOnlyHint": True}}
RIGHT = {"delete_file": {"destructiveHint": True}, "get_file": {"readOnlyHint": True}}


@pytest.mark.parametrize("mode", ["legacy", "auto"])
async def test_a_false_config_hint_is_named_at_start_and_in_the_dry_run(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], mode: str
) -> None:
    from tooldeck.cli.gateway import report_start
    from tooldeck.cli.gateway_admin import dry_run_lines

    config = _config(tmp_path, WRONG)
    with anyio.fail_after(120):
        report = await dry_run(load_gateway_config(config))
        async with (
            Gateway(load_gateway_config(config), artifacts=tmp_path) as gateway,
            mcp.Client(gateway.server, mode=mode) as client,  # type: ignore[arg-type]
        ):
            capsys.readouterr()
            report_start(gateway)
            started = capsys.readouterr().err
            listed = {t.name: t for t in (await client.list_tools()).tools}
    # still served as the config states it (the user's choice), now with a word
    assert listed["fs__delete_file"].annotations.read_only_hint is True
    line = "lint: fs__delete_file: A102 error /annotations/readOnlyHint: marked read-only"
    text = "\n".join(dry_run_lines(report))
    assert line in text and f"  {line}" in started, (text, started)
    assert "get_file: A" not in text and "get_file: A" not in started  # a true hint: quiet
    assert f"tooldeck lint {config} --select A102" in started
    assert report.to_json()["hintFindings"] == {
        "fs__delete_file": [report.hint_findings["fs__delete_file"][0]]
    }


async def test_true_config_hints_add_no_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from tooldeck.cli.gateway import report_start
    from tooldeck.cli.gateway_admin import dry_run_lines

    config = _config(tmp_path, RIGHT)
    with anyio.fail_after(120):
        report = await dry_run(load_gateway_config(config))
        async with Gateway(load_gateway_config(config), artifacts=tmp_path) as gateway:
            capsys.readouterr()
            report_start(gateway)
            started = capsys.readouterr().err
    assert report.hint_findings == {}
    assert "lint:" not in "\n".join(dry_run_lines(report)) and "lint:" not in started
