"""``show``, ``cost``, ``select`` and ``report`` of a gateway/client config read what
``tooldeck gateway`` serves (session 35, brief item 5).

Since session 34 ``lint`` and ``convert`` of a config read the served form: each
description's mentions of its server's own tools rewritten to the exposed names, the hints
of the config's ``annotations`` applied (``LoadResult.served``). ``show``, ``cost``,
``select`` and ``report`` still read the servers' own text and hints under the exposed
names: ``show`` called a tool the config states read-only "destructive (default)", and
``cost`` counted descriptions the model never reads. They now read the served form and say
so on stderr (``note: read as tooldeck gateway serves them: …``).

The independent reference: the deck ``tooldeck convert CONFIG --to mcp`` writes (the
served form, checked by tests/lint/test_gateway_own_names.py) read as a plain deck; each
command must give the same answer on the config. The server is real:
``tests/mcp_servers/listed_server.py`` (the ``mcp`` SDK over stdio) serving two tools, one
naming its sibling by its own name (``write_query``, served as ``db__write_query``).
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from tooldeck.cli import app

ROOT = Path(__file__).resolve().parents[2]
SERVER = ROOT / "tests" / "mcp_servers" / "listed_server.py"
QUERY = {
    "type": "object",
    "properties": {"query": {"type": "string", "description": "The SQL statement."}},
    "required": ["query"],
}
TOOLS = [
    {
        "name": "read_query",
        "description": "Run a SELECT query on the shop database and return the rows. For "
        "changes use write_query instead.",
        "inputSchema": QUERY,
    },
    {
        "name": "write_query",
        "description": "Run an INSERT or UPDATE query on the shop database.",
        "inputSchema": QUERY,
    },
]
NOTE = (
    "note: read as tooldeck gateway serves them: 1 description names its server's tools by "
    'the exposed names (recorded in _meta "tooldeck/gateway-rewrites"); 1 tool carries the '
    "hints of the config's annotations"
)
runner = CliRunner()


@pytest.fixture(scope="module")
def decks(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """(the config, the deck ``convert`` wrote of it: the reference)."""
    tmp = tmp_path_factory.mktemp("served")
    listing = tmp / "db.tools.json"
    listing.write_text(json.dumps(TOOLS), encoding="utf-8")
    entry = {
        "command": sys.executable,
        "args": [str(SERVER), str(listing)],
        "annotations": {"read_query": {"readOnlyHint": True}},
    }
    config = tmp / "servers.json"
    config.write_text(json.dumps({"mcpServers": {"db": entry}}), encoding="utf-8")
    converted = tmp / "served.mcp.json"
    made = runner.invoke(app, ["convert", str(config), "--to", "mcp", "-o", str(converted)])
    assert made.exit_code == 0, made.output
    served = {t["name"]: t for t in json.loads(converted.read_text(encoding="utf-8"))["tools"]}
    # the reference holds what the gateway serves (by hand: the rewrite and the hint)
    assert "For changes use db__write_query instead." in served["db__read_query"]["description"]
    assert served["db__read_query"]["annotations"] == {"readOnlyHint": True}
    return config, converted


def _both(args: list[str], decks: tuple[Path, Path]) -> tuple[Any, Any]:
    config, converted = decks
    of_config = runner.invoke(app, [args[0], str(config), *args[1:]])
    of_served = runner.invoke(app, [args[0], str(converted), *args[1:]])
    assert of_config.exit_code == 0, of_config.output
    assert of_served.exit_code == 0, of_served.output
    assert NOTE in " ".join(of_config.stderr.split()), of_config.stderr
    assert "note: read as" not in of_served.stderr  # a plain deck: nothing to say
    return of_config, of_served


def test_show_reads_the_served_hints_and_text(decks: tuple[Path, Path]) -> None:
    of_config, of_served = _both(["show", "-f", "json"], decks)
    rows = {r["name"]: r for r in json.loads(of_config.stdout)}
    assert rows["db__read_query"]["hints"] == "read-only"  # was "destructive (default)"
    assert json.loads(of_config.stdout) == json.loads(of_served.stdout)


def test_cost_counts_the_served_definitions(decks: tuple[Path, Path]) -> None:
    of_config, of_served = _both(["cost", "--json"], decks)
    counted = json.loads(of_config.stdout)
    reference = json.loads(of_served.stdout)
    assert (counted.pop("source"), counted.pop("loaded_as")) == (str(decks[0]), "mcp-config")
    reference.pop("source"), reference.pop("loaded_as")
    assert counted == reference


def test_select_ranks_the_served_definitions(decks: tuple[Path, Path]) -> None:
    args = ["select", "run an update statement", "--method", "bm25", "--json"]
    config, converted = decks
    of_config = runner.invoke(app, ["select", str(config), *args[1:]])
    of_served = runner.invoke(app, ["select", str(converted), *args[1:]])
    assert of_config.exit_code == 0, of_config.output
    assert NOTE in " ".join(of_config.stderr.split()), of_config.stderr
    assert json.loads(of_config.stdout) == json.loads(of_served.stdout)


WHERE_STATED = re.compile(
    r" \(server '[^']*' writes this definition: state the hint in the config instead, "
    r"under that server's \\\"annotations\\\" key: .*?, which tooldeck gateway serves "
    r"and lint reads\)"
)
"""lint.engine's text after a hint finding on a config's tool, as report's JSON escapes it."""


def test_report_reads_the_served_deck(decks: tuple[Path, Path], tmp_path: Path) -> None:
    config, converted = decks
    out_config, out_served = tmp_path / "config.json", tmp_path / "served.json"
    of_config = runner.invoke(app, ["report", str(config), "--json", str(out_config)])
    runner.invoke(app, ["report", str(converted), "--json", str(out_served), "-q"])
    assert of_config.exit_code == 0, of_config.output
    assert NOTE in " ".join(of_config.stderr.split()), of_config.stderr
    # the one difference by design (trial35 L13): a finding whose fix is to declare a
    # hint of a server's tool says where the config states it; the converted deck has no
    # server, so its findings do not
    text, said = re.subn(WHERE_STATED, "", out_config.read_text(encoding="utf-8"))
    got = json.loads(text)
    want = json.loads(out_served.read_text(encoding="utf-8"))
    assert said >= 1, "no hint finding: the difference this test allows was not exercised"
    for key in ("inventory", "cost", "lint", "summary"):
        assert got[key] == want[key], key
    quiet = runner.invoke(app, ["report", str(config), "--json", str(out_config), "-q"])
    assert quiet.stderr == ""  # -q: nothing but errors, the note included
