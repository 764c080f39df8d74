"""``tooldeck decode grammar`` and ``tooldeck decode check`` on the after-sales example deck."""

from __future__ import annotations

import json

from typer.testing import CliRunner

import tooldeck.cli
import tooldeck.cli.decode  # registers the decode commands until COMMAND_MODULES lists it

DECK = "examples/aftersales/engineered"
runner = CliRunner()


def test_grammar_refuses_then_relaxes_and_reports() -> None:
    refused = runner.invoke(tooldeck.cli.app, ["decode", "grammar", DECK])
    assert refused.exit_code == 2
    assert "get_order_by_id" in refused.output and "uniqueItems" in refused.output
    result = runner.invoke(
        tooldeck.cli.app, ["decode", "grammar", DECK, "--relax", "--json", "--mode", "required"]
    )
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["grammar"].startswith("start:") and "%json" in data["grammar"]
    statuses = {
        (r["tool"], k["keyword"]): k["status"]
        for r in data["reports"]
        for k in r["keywords"]
        if k["status"] != "enforced"
    }
    assert statuses == {("get_order_by_id", "uniqueItems"): "relaxed"}


def test_grammar_bad_mode_is_an_error_not_a_traceback() -> None:
    result = runner.invoke(
        tooldeck.cli.app, ["decode", "grammar", DECK, "--mode", "cancel_all", "--relax"]
    )
    assert result.exit_code == 2 and "cancel_all" in result.output


def test_check_reports_coverage() -> None:
    result = runner.invoke(tooldeck.cli.app, ["decode", "check", DECK, "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    status = {row["tool"]: row["status"] for row in data["tools"]}
    assert status["get_order_by_id"] == "relaxed" and list(status.values()).count("enforced") == 7
    assert data["enforced_fraction"] == 7 / 8
