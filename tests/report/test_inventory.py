"""The inventory section: first sentences of descriptions, hints, the terminal grid."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from tooldeck.cli import app

runner = CliRunner()


@pytest.mark.parametrize(
    ("text", "first"),
    [
        ("Search files, e.g. logs. Then more.", "Search files, e.g. logs."),
        ("Find keys, i.e. ids. Next.", "Find keys, i.e. ids."),
        ("读取文件。然后写入", "读取文件。"),
        ("One! Two", "One!"),
        ("No end", "No end"),
    ],
)
def test_first_sentence_does_not_stop_at_abbreviations(text: str, first: str) -> None:
    from tooldeck.report.inventory import first_sentence

    assert first_sentence(text) == first


def test_show_names_read_only_and_destructive_as_contradictory() -> None:
    """`show` said "read-only" for a tool whose calls the approval policy gates (it reads
    destructiveHint: true); the row now says both, as the policy acts."""
    from tooldeck.report.inventory import tool_row
    from tooldeck.runtime.policy.approval import ApprovalGate
    from tooldeck.tool import Tool, ToolAnnotations

    both = Tool("adjust_stock", "Adjust.", annotations=ToolAnnotations(True, True))
    assert tool_row(both).hints == (
        "read-only and destructive (contradictory; calls need approval)"
    )
    assert ApprovalGate().gated(both)
    read = Tool("get_stock", "Get.", annotations=ToolAnnotations(read_only_hint=True))
    assert tool_row(read).hints == "read-only"


def test_the_terminal_inventory_says_when_no_cases_were_given(tmp_path: Path) -> None:
    """A fresh user's finding: ``tooldeck report`` of a deck with no cases file printed
    no selection and no eval section and said nothing of why (the HTML said "No cases
    given"). The terminal inventory now has a ``cases`` row saying so and how to give
    them; with cases the row counts them as before. The tool table under it is titled
    ``tools`` (it repeated the ``inventory`` heading above it)."""
    deck = tmp_path / "tools.json"
    deck.write_text(json.dumps([_TOOL]), encoding="utf-8")
    env = {"COLUMNS": "400"}
    plain = runner.invoke(app, ["report", str(deck)], env=env)
    assert plain.exit_code == 0, plain.output
    (row,) = [line for line in plain.output.splitlines() if line.startswith("cases ")]
    assert "none given: selection and tool choice were not measured" in row
    assert "--cases FILE" in row
    assert [line.strip() for line in plain.output.splitlines()].count("inventory") == 0
    assert "tools" in [line.strip() for line in plain.output.splitlines()]
    cases = tmp_path / "cases.jsonl"
    cases.write_text(
        json.dumps({"case_id": "c1", "query": "what time is it", "expected_tools": ["now"]}) + "\n",
        encoding="utf-8",
    )
    given = runner.invoke(app, ["report", str(deck), "--model", "none"], env=env)
    assert given.exit_code == 0, given.output
    (row,) = [line for line in given.output.splitlines() if line.startswith("cases ")]
    assert "none given" not in row and "1 (0 expect no tool, 0 expect several)" in row


_TOOL = {
    "name": "now",
    "description": "Return the current time in UTC. Use when the user asks the time.",
    "inputSchema": {"type": "object", "properties": {}},
}
