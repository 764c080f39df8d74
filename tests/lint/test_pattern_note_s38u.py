"""trial38 LOW: on a config's server, lint's fix text for each tool says to state the hint
under the server's ``annotations`` key, one tool at a time (66 texts on mcp-sympy), and
never that the key takes fnmatch patterns (docs/formats/mcp-config.md; later patterns win:
``UpstreamSpec.hints_for``). From three tools of one server asked for the same hint and
value, lint now says it once, as a run note, with the pattern that fits.

The CLI test runs a real SDK stdio server (``tests/mcp_servers/listed_server.py``) listed
through a real ``mcpServers`` config. Expected patterns are written by hand from the tool
names: ``get_*`` covers the three reads and not ``send_mail``."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from typer.testing import CliRunner

from tooldeck.cli import app
from tooldeck.formats import load_data
from tooldeck.lint import LintConfig, lint
from tooldeck.tool import Deck

ROOT = Path(__file__).resolve().parents[2]
LISTED = str(ROOT / "tests" / "mcp_servers" / "listed_server.py")
OBJECT = {"type": "object", "properties": {"q": {"type": "string", "description": "Query."}}}


def _tool(name: str, description: str) -> dict[str, object]:
    return {"name": name, "description": description, "inputSchema": OBJECT}


READS = [
    _tool("get_time", "Get the current time in a timezone."),
    _tool("get_date", "Get the current date in a timezone."),
    _tool("get_zone", "Get the timezone of a city."),
]
SEND = _tool("send_mail", "Send an email to the address given.")


def test_a_servers_three_reads_get_one_note_with_their_pattern(tmp_path: Path) -> None:
    listing = tmp_path / "tools.json"
    listing.write_text(json.dumps([*READS, SEND]), encoding="utf-8")
    config = tmp_path / "servers.json"
    entry = {"command": sys.executable, "args": [LISTED, str(listing)]}
    config.write_text(json.dumps({"mcpServers": {"clock": entry}}), encoding="utf-8")
    result = CliRunner().invoke(app, ["lint", str(config), "--select", "A", "-f", "json"])
    data = json.loads(result.stdout)
    asked = [f for f in data["findings"] if f["code"] == "A105"]
    assert len(asked) == 3  # each tool's own finding stays, with its own entry
    notes = [n for n in data["notes"] if "fnmatch" in n]
    assert notes == [
        "server 'clock': 3 of its 4 tools are asked to state readOnlyHint true (A105); the "
        "config's \"annotations\" key takes fnmatch patterns of the server's own tool names, "
        'so one entry states it for those 3 tools: {"get_*": {"readOnlyHint": true}} '
        "(docs/formats/mcp-config.md)"
    ], data["notes"]
    # the plain listing (no server, no config): nothing to state in a config, no note
    plain = CliRunner().invoke(app, ["lint", str(listing), "--select", "A", "-f", "json"])
    assert not [n for n in json.loads(plain.stdout)["notes"] if "fnmatch" in n]


def _deck(specs: list[dict[str, object]]) -> Deck:
    """The tools as a gateway merges them: ``m__NAME``, origin ``("m", NAME)``."""
    renamed = [{**s, "name": f"m__{s['name']}"} for s in specs]
    tools = list(load_data({"tools": renamed}, source="test", format="mcp").deck)
    return Deck(tools, origins={f"m__{s['name']}": ("m", str(s["name"])) for s in specs})


def _notes(specs: list[dict[str, object]]) -> list[str]:
    result = lint(_deck(specs), LintConfig(select=("A",)), field_names="mcp")
    return [n for n in result.notes if "fnmatch" in n]


def test_every_tool_asked_gets_star_and_two_get_no_note() -> None:
    (note,) = _notes(READS)
    assert note.endswith(
        'for all 3 of its tools: {"*": {"readOnlyHint": true}} (docs/formats/mcp-config.md)'
    )
    assert _notes(READS[:2]) == []  # two entries are as short as a pattern


def test_no_shared_start_falls_back_to_star_and_exceptions() -> None:
    reads = [
        _tool("time_now", "Get the current time in a timezone."),
        _tool("date_today", "Get the current date in a timezone."),
        _tool("zone_of", "Get the timezone of a city."),
    ]
    # session 39 (trial39b HIGH-1): "*" then exceptions is not offered for readOnlyHint
    # true — pasted without the exceptions it marks send_mail read-only
    assert [n for n in _notes([*reads, SEND]) if "readOnlyHint" in n] == []
    writes = [
        _tool("mail_send", "Send an email to the address given."),
        _tool("file_delete", "Delete the file at the path given."),
        _tool("note_create", "Create a note with the text given."),
    ]
    (note,) = [n for n in _notes([*writes, reads[0]]) if "destructiveHint" in n]
    assert "3 of its 4 tools" in note
    assert "every tool, then an entry for each of the 1 others that differs" in note
    assert note.endswith(
        '{"*": {"destructiveHint": true}} if a call may delete or overwrite something, else '
        '{"*": {"destructiveHint": false}} (docs/formats/mcp-config.md)'
    )
