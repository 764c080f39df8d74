"""Session 38 (fix38s): two description readings a new user's check found wrong (trial37b).

- L7: "Prefer `wiki_lookup` if the question is about history." is a conditional redirect to
  another tool, the exclusion D105 asks for (its own text counts "use `web_search` when
  …"); D105 reported "no exclusion".
- L5: D112 quoted ``'Deprecated)'`` for the title "Read File (Deprecated)" of
  server-filesystem's ``read_file``.

The wordings are the trial report's; the twins ("Prefer short questions.", a bare
DEPRECATED) are written for this file. Both asserting tests fail on e03d79ec.
"""

from __future__ import annotations

from typing import Any

from tooldeck.formats import load_data
from tooldeck.lint import LintConfig, lint
from tooldeck.lint.model import Finding


def _findings(raw: dict[str, Any], code: str) -> list[Finding]:
    deck = load_data({"tools": [raw]}, source="test", format="mcp").deck
    return [f for f in lint(deck, LintConfig(select=(code,))).findings if f.code == code]


def _tool(name: str, description: str) -> dict[str, Any]:
    return {
        "name": name,
        "description": description,
        "inputSchema": {"type": "object", "properties": {"id": {"type": "string"}}},
    }


def test_prefer_another_tool_if_is_an_exclusion() -> None:
    """trial37b L7 (its wording): a conditional redirect written with "prefer"."""
    said = "Looks up a question on the web. Prefer `wiki_lookup` if the question is about history."
    raw = _tool("web_lookup", said)
    assert _findings(raw, "D105") == []
    raw["description"] = "Looks up a question on the web. Prefer short questions."
    assert len(_findings(raw, "D105")) == 1


def test_d112_quotes_the_title_s_bracketed_word_whole() -> None:
    """trial37b L5: the title "Read File (Deprecated)" of server-filesystem's read_file."""
    raw = _tool("read_file", "Read a file.")
    raw["title"] = "Read File (Deprecated)"
    (hit,) = _findings(raw, "D112")
    assert "('(Deprecated)')" in hit.message, hit.message
    raw = _tool("old_tool", "DEPRECATED: use new_tool.")
    (hit,) = _findings(raw, "D112")
    assert "('DEPRECATED')" in hit.message, hit.message
