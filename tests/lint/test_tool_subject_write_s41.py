"""A101/A105: a write stated with the tool as its subject ("The operation changes review
state") is a write, whatever the name's verb reads as (session 41, trial41: the GitLab MCP
server's ``resolve_merge_request_thread``, npm ``@zereight/mcp-gitlab`` 2.1.49, got A105
"only reads ('resolve')"). A stated absence of change keeps the read."""

from __future__ import annotations

from typing import Any

import pytest

from tooldeck.formats import load_data
from tooldeck.lint import LintConfig, lint


def _findings(name: str, description: str) -> dict[str, str]:
    tool: dict[str, Any] = {
        "name": name,
        "description": description,
        "inputSchema": {"type": "object", "properties": {"id": {"type": "string"}}},
        "annotations": {"openWorldHint": True},
    }
    deck = load_data({"tools": [tool]}, source="test", format="mcp").deck
    result = lint(deck, LintConfig(select=("A101", "A105")), field_names="mcp")
    return {f.code: f.message for f in result.findings}


def test_the_gitlab_resolve_thread_tool_is_a_write() -> None:
    found = _findings(
        "resolve_merge_request_thread",
        "Resolve a thread on a merge request. Use this to mark an existing merge request review "
        "thread resolved. The operation changes review state, requires permission to resolve "
        "discussions, and returns the updated discussion or a missing-thread/permission error.",
    )
    assert "A105" not in found
    assert "A101" in found and "changes" in found["A101"]


@pytest.mark.parametrize(
    "description",
    [
        "Resolve a hostname to its IP addresses. The operation changes nothing on the server.",
        "Resolve a schema reference to the schema it names. This tool modifies no data.",
    ],
)
def test_a_stated_absence_of_change_keeps_the_read(description: str) -> None:
    found = _findings("resolve_reference", description)
    assert "A101" not in found
    assert "A105" in found
