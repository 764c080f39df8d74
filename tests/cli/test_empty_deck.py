"""An empty file and a deck with no tools: one clear error line, exit 2, for every command
that reads a deck (lint, show, select, cost, report, decode check)."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

import tooldeck.cli.decode  # noqa: F401 (registers the decode commands)
from tooldeck.cli import app

COMMANDS = {
    "lint": ([], "nothing to lint"),
    "show": ([], "nothing to show"),
    "select": (["refund an order"], "nothing to select from"),
    "cost": ([], "nothing to count"),
    "report": (["--quiet"], "nothing to report"),
    "decode check": ([], "nothing to check"),
}


@pytest.mark.parametrize("command", sorted(COMMANDS))
@pytest.mark.parametrize("text", ["", "  \n"])
def test_an_empty_file_is_named_empty(tmp_path: Path, command: str, text: str) -> None:
    deck = tmp_path / "tools.json"
    deck.write_text(text, encoding="utf-8")
    extra, _ = COMMANDS[command]
    result = CliRunner().invoke(app, [*command.split(), str(deck), *extra])
    assert result.exit_code == 2, result.output
    assert "the file is empty" in result.stderr
    assert "Expecting value" not in result.stderr and "Traceback" not in result.output


@pytest.mark.parametrize("command", sorted(COMMANDS))
@pytest.mark.parametrize("text", ["[]", '{"tools": []}'])
def test_a_deck_with_no_tools_is_refused(tmp_path: Path, command: str, text: str) -> None:
    deck = tmp_path / "tools.json"
    deck.write_text(text, encoding="utf-8")
    extra, doing = COMMANDS[command]
    result = CliRunner().invoke(app, [*command.split(), str(deck), *extra])
    assert result.exit_code == 2, result.output
    assert f"the deck holds no tools; {doing}" in result.stderr
    assert result.stdout == ""
