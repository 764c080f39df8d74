"""trial40: where A101 leaves the hint's value to the user (a tool that changes state but
states no destructiveHint: either may be right), lint's fix text and its pattern note
printed ``{"destructiveHint": true or false}`` — not JSON, so the snippet could not be
pasted into a config — and ``tooldeck report``'s action quoted it. Now both entries are
given, each valid JSON, with the condition in words outside them. Real lint and report
over a gateway-merged deck (origins as the gateway names them); expected entries by hand."""

from __future__ import annotations

import json
import re

from tooldeck.formats import load_data
from tooldeck.lint import LintConfig, lint
from tooldeck.report.lint_section import _lint_actions, build_lint_section
from tooldeck.tool import Deck

OBJECT = {"type": "object", "properties": {"q": {"type": "string", "description": "Query."}}}
WRITES = [
    ("mail_send", "Send an email to the address given."),
    ("file_delete", "Delete the file at the path given."),
    ("note_create", "Create a note with the text given."),
]
# a config entry as lint prints it: {"NAME": {"HINT": VALUE}}
ENTRY = re.compile(r'\{"[^"]+": \{"[A-Za-z]+Hint": [^{}]*\}\}')


def _deck() -> Deck:
    specs = [{"name": f"m__{n}", "description": d, "inputSchema": OBJECT} for n, d in WRITES]
    tools = list(load_data({"tools": specs}, source="test", format="mcp").deck)
    return Deck(tools, origins={f"m__{n}": ("m", n) for n, _ in WRITES})


def _entries(text: str) -> list[object]:
    found = ENTRY.findall(text)
    assert found, text
    return [json.loads(entry) for entry in found]  # raises on "true or false"


def test_an_open_choice_is_two_json_entries_in_the_finding_and_the_note() -> None:
    result = lint(_deck(), LintConfig(select=("A101",)), field_names="mcp")
    messages = [f.message for f in result.findings if f.code == "A101"]
    assert len(messages) == 3, [f.message for f in result.findings]
    for message in messages:
        assert "true or false}" not in message
        name = next(n for n, _ in WRITES if f"'{n}'" in message or n in message)
        assert _entries(message) == [
            {name: {"destructiveHint": True}},
            {name: {"destructiveHint": False}},
        ]
        assert "if a call may delete or overwrite something, else" in message
    (note,) = [n for n in result.notes if "fnmatch" in n]
    assert _entries(note) == [{"*": {"destructiveHint": True}}, {"*": {"destructiveHint": False}}]
    assert "destructiveHint true or false (A101)" in note  # the prose may say both


def test_the_report_action_quotes_valid_json() -> None:
    data = build_lint_section(_deck(), field_names="mcp").to_json()
    (a101,) = [a for a in _lint_actions(data) if a.numbers.get("code") == "A101"]
    assert "true or false}" not in a101.effect
    assert {"*": {"destructiveHint": False}} in _entries(a101.effect)
