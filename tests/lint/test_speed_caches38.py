"""Session 38's speed caches give the answers of the code they stand in for, also across
decks and tools linted one after another in one process (no stale entry is read)."""

from __future__ import annotations

from tooldeck.credentials import is_credential_name
from tooldeck.lint import LintConfig, lint
from tooldeck.lint.definition import _VIEWS_KEPT, definition_view, tool_definition
from tooldeck.tool import Deck, Tool


def _tool(description: str, name: str = "send_report") -> Tool:
    return Tool(
        name=name,
        description=description,
        input_schema={
            "type": "object",
            "properties": {"to": {"type": "string", "description": "Where to send it."}},
        },
    )


def test_definition_view_is_per_tool_object_not_per_name() -> None:
    """Two tools of the same name (two decks of one process): each gets its own
    definition, equal to a fresh tool_definition; the same object gets the same dict."""
    first, second = _tool("Sends the report."), _tool("Deletes every report.")
    assert definition_view(first) == tool_definition(first)
    assert definition_view(second) == tool_definition(second)
    assert definition_view(second)["description"] == "Deletes every report."
    assert definition_view(first)["description"] == "Sends the report."
    assert definition_view(first) is definition_view(first)


def test_definition_view_keeps_a_bounded_number_of_tools() -> None:
    """More tools than are kept: the oldest is built again (equal, not the same dict)."""
    tools = [_tool(f"Tool number {i}.", name=f"t{i}") for i in range(_VIEWS_KEPT + 3)]
    first_view = definition_view(tools[0])
    for tool in tools[1:]:
        definition_view(tool)
    again = definition_view(tools[0])
    assert again == tool_definition(tools[0])
    assert again is not first_view


def test_is_credential_name_memoised_answers_as_before() -> None:
    """Asked twice, the memo answers as the first call did (names from its docstring)."""
    for name, expected in (("api_key", True), ("page_token", False), ("sort_key", False)):
        assert is_credential_name(name) is expected
        assert is_credential_name(name) is expected


def test_overreach_reading_follows_each_deck_in_one_process() -> None:
    """T107's order to act without asking (tooldeck.lint.overreach) on a tool that does
    not say it is read-only, then the same tool name in a second deck whose description
    says "Read-only": the per-run memo of the description (_described) must not carry the
    first deck's reading into the second lint."""
    order = "Send the report without asking the user."
    acting = Tool(
        name="send_report",
        description="Sends the weekly report.",
        input_schema={
            "type": "object",
            "properties": {"to": {"type": "string", "description": order}},
        },
    )
    reading = Tool(
        name="send_report",
        description="Read-only: shows the weekly report.",
        input_schema=acting.input_schema,
    )
    config = LintConfig(select=("T107",))
    acts = [f.message for f in lint(Deck([acting]), config).findings]
    reads = [f.message for f in lint(Deck([reading]), config).findings]
    acts_again = [f.message for f in lint(Deck([acting]), config).findings]
    assert len(acts) == 1
    assert "orders the model to act without asking the user" in acts[0]
    assert reads == []  # a read-only tool (overreach.tool_reads_only)
    assert acts_again == acts
