"""``tooldeck select`` on tools whose names all open with one namespace (a config of one
server, a deck written with exposed names): read without it, said on stderr, answered with
the names as given (docs/gateway-exposure.md, "Search method")."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from tooldeck.cli import app
from tooldeck.formats import export
from tooldeck.formats.sources import write_data
from tooldeck.tool import Deck, Tool

runner = CliRunner()


def _write(tmp_path: Path, names: list[str]) -> None:
    described = {"add_note": "Attach a note to a bookmark.", "delete_bookmark": "Delete one."}
    tools = [Tool(name=n, description=described[n.rsplit("__", 1)[-1]]) for n in names]
    write_data(export(Deck(tools), "deck").data, tmp_path / "tools.yaml")


def test_select_reads_one_namespace_away_and_says_so(tmp_path: Path) -> None:
    _write(tmp_path, ["bm__add_note", "bm__delete_bookmark"])
    # BM25: "bm" was a term of both tools; read away, it matches neither, so the request's
    # only shared word is "note"
    res = runner.invoke(
        app, ["select", str(tmp_path), "bm note", "-k", "2", "--method", "bm25", "--json"]
    )
    assert res.exit_code == 0, res.output
    rows = json.loads(res.stdout)
    assert [r["name"] for r in rows] == ["bm__add_note", "bm__delete_bookmark"]
    assert rows[1]["score"] == 0.0  # bm__delete_bookmark shares no term now
    assert "without the namespace 'bm__'" in " ".join(res.stderr.split())


def test_select_keeps_the_names_of_several_servers(tmp_path: Path) -> None:
    _write(tmp_path, ["bm__add_note", "mail__delete_bookmark"])
    res = runner.invoke(app, ["select", str(tmp_path), "bm note", "-k", "2", "--method", "bm25"])
    assert res.exit_code == 0, res.output
    assert "namespace" not in res.stderr
