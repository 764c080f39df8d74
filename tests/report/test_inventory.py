"""The inventory section: first sentences of descriptions."""

from __future__ import annotations

import pytest


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
