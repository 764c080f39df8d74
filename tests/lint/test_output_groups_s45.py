"""``lint``'s text output prints each tool's findings under one heading (trial44b N6:
``lint CONFIG --locked LOCK`` printed ``everything__echo``, then the removed tool
``pricing/set_discount``'s L102, then ``everything__echo`` again). The findings of a real
lint run, put out of tool order as the lock rules can leave them, are printed by both
writers (direct and rich) with one heading per tool, each tool's lines in their order."""

from __future__ import annotations

import dataclasses
import io

import pytest
from rich.console import Console

from tooldeck.formats import load_data
from tooldeck.lint import LintConfig, lint
from tooldeck.lint.output import render_text

TOOLS = [
    {"name": "echo", "description": "echo", "inputSchema": {"type": "object"}},
    {
        "name": "add",
        "description": "Adds two numbers and returns the sum.",
        "inputSchema": {"type": "object", "properties": {"a": {}, "b": {}}},
    },
]


@pytest.mark.parametrize("direct", [True, False])
def test_each_tool_has_one_heading_when_its_findings_are_split(direct: bool) -> None:
    loaded = load_data({"tools": TOOLS})
    result = lint(loaded.deck, LintConfig(select=("ALL",)), field_names=loaded.format)
    echo = [f for f in result.findings if f.tool == "echo"]
    add = [f for f in result.findings if f.tool == "add"]
    assert len(echo) >= 2 and add, result.findings  # enough to split
    split = (echo[0], *add, *echo[1:])  # echo, add, echo: two runs of echo
    stream = io.StringIO()
    console = Console(file=stream, width=200, force_terminal=False, emoji=False)
    render_text(dataclasses.replace(result, findings=split), console, direct=direct)
    lines = stream.getvalue().splitlines()
    headings = [line for line in lines if line and not line.startswith(" ")]
    assert headings[:2] == ["echo", "add"], lines
    assert "echo" not in headings[2:], lines
    body = lines[lines.index("echo") + 1 : lines.index("add")]
    assert [line.split()[0] for line in body if line.strip()] == [f.code for f in echo]
