"""``show``, ``cost``, ``select`` and ``report`` of a config leave out the tools
``tooldeck gateway`` holds back from ``tools/list`` (session 36, fix36c item 1) — ``select``
only the quarantined ones: in a search mode ``search_tools`` searches the others.

Before, they read every listed tool: a tool quarantined because its definition changed
since the lock, and in a search mode the tools listed only through ``search_tools``, were
shown, priced and ranked as if a client saw them. Now they are left out by default with
one stderr note (how many, why, ``--include-held``), and ``--include-held`` keeps them.

The server is real: ``tests/mcp_servers/listed_server.py`` (the ``mcp`` SDK over stdio)
serving the three tools of a JSON file. Expected names by hand: the lock is written by
``tooldeck lock``, then ``write_query``'s description is changed, so the gateway would
quarantine ``db__write_query`` (the other two are unchanged); the search-mode config keeps
only ``db__read_query`` resident (``resident``), so ``db__write_query`` and
``db__list_tables`` are listed only through ``search_tools``. ``tooldeck gateway
--dry-run`` is the independent check of both (its quarantined count and its search-mode
list).
"""

from __future__ import annotations

import json
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
        "description": "Run a SELECT query on the shop database and return the rows.",
        "inputSchema": QUERY,
    },
    {
        "name": "write_query",
        "description": "Run an INSERT or UPDATE query on the shop database.",
        "inputSchema": QUERY,
    },
    {
        "name": "list_tables",
        "description": "List the tables of the shop database.",
        "inputSchema": {"type": "object", "properties": {}},
    },
]
ALL = {"db__read_query", "db__write_query", "db__list_tables"}
runner = CliRunner()


def _entry(listing: Path) -> dict[str, Any]:
    return {"command": sys.executable, "args": [str(SERVER), str(listing)]}


@pytest.fixture(scope="module")
def configs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """``quarantine``: a client config whose ``db__write_query`` changed since its lock;
    ``search``: a tooldeck config in search mode keeping ``db__read_query`` resident."""
    tmp = tmp_path_factory.mktemp("held")
    changed = tmp / "changed.tools.json"
    changed.write_text(json.dumps(TOOLS), encoding="utf-8")
    quarantine = tmp / "servers.json"
    quarantine.write_text(json.dumps({"mcpServers": {"db": _entry(changed)}}), encoding="utf-8")
    locked = runner.invoke(app, ["lock", str(quarantine)])
    assert locked.exit_code == 0, locked.output
    tools = json.loads(json.dumps(TOOLS))
    tools[1]["description"] += " It can also drop tables."  # changed after the lock
    changed.write_text(json.dumps(tools), encoding="utf-8")
    same = tmp / "same.tools.json"
    same.write_text(json.dumps(TOOLS), encoding="utf-8")
    search = tmp / "search.json"
    search.write_text(
        json.dumps(
            {"upstreams": {"db": _entry(same)}, "mode": "search", "resident": ["db__read_query"]}
        ),
        encoding="utf-8",
    )
    bare = tmp / "bare.json"  # search mode, nothing resident: tools/list has only meta-tools
    bare.write_text(json.dumps({"upstreams": {"db": _entry(same)}, "mode": "search"}))
    return {"quarantine": quarantine, "search": search, "bare": bare}


META = {"search_tools", "call_tool"}
KEPT = {"quarantine": {"db__read_query", "db__list_tables"}, "search": {"db__read_query"}}
WHY = {
    "quarantine": "1 quarantined: db__write_query (definition changed since it was pinned",
    "search": "2 listed only through search_tools (mode search)",
}


def _note(stderr: str, kind: str) -> None:
    said = " ".join(stderr.split())
    left = len(ALL) - len(KEPT[kind])
    assert (
        f"note: left out {left} tool{'s' if left > 1 else ''} that tooldeck gateway holds " in said
    )
    assert WHY[kind] in said, said
    assert "--include-held shows them" in said
    assert said.count("note: left out") == 1


def test_the_dry_run_agrees_with_the_expected_names(configs: dict[str, Path]) -> None:
    """The independent check: what ``gateway --dry-run`` says it holds back."""
    dry = runner.invoke(
        app, ["gateway", str(configs["quarantine"]), "--dry-run", "--format", "json"]
    )
    assert dry.exit_code == 0, dry.output
    (upstream,) = json.loads(dry.stdout)["upstreams"]
    assert [q["name"] for q in upstream["quarantined"]] == ["db__write_query"]
    dry = runner.invoke(app, ["gateway", str(configs["search"]), "--dry-run", "--format", "json"])
    assert dry.exit_code == 0, dry.output
    listed = set(json.loads(dry.stdout)["searchList"]) - {"search_tools", "call_tool"}
    assert listed == KEPT["search"]


@pytest.mark.parametrize("kind", ["quarantine", "search"])
def test_show_leaves_out_the_held_tools(configs: dict[str, Path], kind: str) -> None:
    shown = runner.invoke(app, ["show", str(configs[kind]), "-f", "json"])
    assert shown.exit_code == 0, shown.output
    # a search mode's tools/list also carries its two meta-tools: show lists them, as cost
    # prices them (session 41, trial40b B4)
    listed = KEPT[kind] | (META if kind == "search" else set())
    assert {r["name"] for r in json.loads(shown.stdout)} == listed
    _note(shown.stderr, kind)
    every = runner.invoke(app, ["show", str(configs[kind]), "-f", "json", "--include-held"])
    assert every.exit_code == 0, every.output
    assert {r["name"] for r in json.loads(every.stdout)} == ALL
    assert "note: left out" not in every.stderr


@pytest.mark.parametrize("kind", ["quarantine", "search"])
def test_cost_leaves_out_the_held_tools(configs: dict[str, Path], kind: str) -> None:
    counted = runner.invoke(app, ["cost", str(configs[kind]), "--json"])
    assert counted.exit_code == 0, counted.output
    data = json.loads(counted.stdout)
    # a search mode's tools/list also carries its two meta-tools: cost prices them too
    priced = KEPT[kind] | (META if kind == "search" else set())
    assert {t["name"] for t in data["tools"]} == priced
    assert data["tools_count"] == len(priced)
    _note(counted.stderr, kind)
    said = " ".join(counted.stderr.split())
    assert ("note: with search_tools, call_tool, which tools/list carries" in said) is (
        kind == "search"
    )
    every = runner.invoke(app, ["cost", str(configs[kind]), "--json", "--include-held"])
    assert every.exit_code == 0, every.output
    assert {t["name"] for t in json.loads(every.stdout)["tools"]} == ALL


def test_select_ranks_every_tool_but_the_quarantined(configs: dict[str, Path]) -> None:
    args = ["select", str(configs["quarantine"]), "run an update query", "--method", "bm25"]
    ranked = runner.invoke(app, [*args, "--json"])
    assert ranked.exit_code == 0, ranked.output
    assert {r["name"] for r in json.loads(ranked.stdout)} <= KEPT["quarantine"]
    _note(ranked.stderr, "quarantine")
    every = runner.invoke(app, [*args, "--json", "--include-held"])
    assert every.exit_code == 0, every.output
    # the update query's tool is first once it is read
    assert json.loads(every.stdout)[0]["name"] == "db__write_query"


@pytest.mark.parametrize("kind", ["search", "bare"])
def test_select_in_a_search_mode_ranks_what_search_tools_searches(
    configs: dict[str, Path], kind: str
) -> None:
    """A search mode lists the deferred tools only through ``search_tools``, which searches
    them: ``select`` of the config is the ranking of those tools, so they stay, no note, and
    the bare config (nothing resident) is not refused."""
    args = ["select", str(configs[kind]), "run an update query", "--method", "bm25", "--json"]
    ranked = runner.invoke(app, args)
    assert ranked.exit_code == 0, ranked.output
    names = [r["name"] for r in json.loads(ranked.stdout)]
    assert set(names) == ALL
    assert names[0] == "db__write_query"
    assert "note: left out" not in ranked.stderr


def test_report_leaves_out_the_quarantined_tools(configs: dict[str, Path], tmp_path: Path) -> None:
    kind = "quarantine"
    out = tmp_path / "report.json"
    made = runner.invoke(app, ["report", str(configs[kind]), "--json", str(out)])
    assert made.exit_code == 0, made.output
    rows = json.loads(out.read_text(encoding="utf-8"))["inventory"]["rows"]
    assert {r["name"] for r in rows} == KEPT[kind]
    _note(made.stderr, kind)
    quiet = runner.invoke(app, ["report", str(configs[kind]), "--json", str(out), "-q"])
    assert quiet.exit_code == 0, quiet.output
    assert quiet.stderr == ""  # -q: nothing but errors, the note included
    every = runner.invoke(
        app, ["report", str(configs[kind]), "--json", str(out), "-q", "--include-held"]
    )
    assert every.exit_code == 0, every.output
    rows = json.loads(out.read_text(encoding="utf-8"))["inventory"]["rows"]
    assert {r["name"] for r in rows} == ALL


@pytest.mark.parametrize("kind", ["search", "bare"])
def test_report_of_a_search_mode_config_covers_what_search_tools_reaches(
    configs: dict[str, Path], kind: str, tmp_path: Path
) -> None:
    """The model reaches the deferred tools through search_tools: the report lints, ranks
    and lists them (trial36b N5: it dropped them, and a config with nothing resident was
    refused)."""
    out = tmp_path / "report.json"
    made = runner.invoke(app, ["report", str(configs[kind]), "--json", str(out)])
    assert made.exit_code == 0, made.output
    rows = json.loads(out.read_text(encoding="utf-8"))["inventory"]["rows"]
    assert {r["name"] for r in rows} == ALL
    assert "note: left out" not in made.stderr


def test_cost_of_a_config_with_nothing_resident_prices_the_meta_tools(
    configs: dict[str, Path],
) -> None:
    """Search mode, nothing resident: tools/list is search_tools and call_tool only, and
    that is what cost prices (as ``gateway --dry-run`` does), not a refusal."""
    counted = runner.invoke(app, ["cost", str(configs["bare"]), "--json"])
    assert counted.exit_code == 0, counted.output
    assert {t["name"] for t in json.loads(counted.stdout)["tools"]} == META
    every = runner.invoke(app, ["cost", str(configs["bare"]), "--json", "--include-held"])
    assert every.exit_code == 0, every.output
    assert {t["name"] for t in json.loads(every.stdout)["tools"]} == ALL
