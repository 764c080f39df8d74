"""trial46 #11: the report's "do first" row for a lint rule named several tools but quoted
only the first tool's reason ("saves a file at … 'local_path'" stood for kubectl_context
too, whose reason was its ``operation`` enum). Each named tool now gets its own reason;
tools with one shared reason keep the one quote. Real lint over small decks."""

from __future__ import annotations

from tooldeck.formats import load_data
from tooldeck.report.lint_section import _lint_actions, build_lint_section
from tooldeck.tool import Deck

READ_ONLY = {"readOnlyHint": True}


def _tool(name: str, description: str, props: dict[str, object]) -> dict[str, object]:
    return {
        "name": name,
        "description": description,
        "inputSchema": {"type": "object", "properties": props, "required": list(props)},
        "annotations": READ_ONLY,
    }


def _a102(tools: list[dict[str, object]]) -> str:
    deck = load_data({"tools": tools}, source="test", format="mcp").deck
    data = build_lint_section(Deck(list(deck)), field_names="mcp").to_json()
    (action,) = [a for a in _lint_actions(data) if a.numbers.get("code") == "A102"]
    assert action.kind == "lint-error"
    return action.effect


BRANCH = {"branch": {"type": "string", "description": "Name of the branch."}}
CONTEXT = {
    "operation": {"type": "string", "enum": ["list", "get", "set"], "description": "What to do."},
    "name": {"type": "string", "description": "Context name."},
}


def test_each_tool_gets_its_own_reason() -> None:
    effect = _a102(
        [
            _tool("delete_branch", "Deletes a branch.", BRANCH),
            _tool("kubectl_context", "Manage kubectl contexts.", CONTEXT),
        ]
    )
    assert "delete_branch: marked read-only but its verb 'delete' writes" in effect
    assert "kubectl_context: marked read-only but it writes (its 'operation' takes 'set')" in effect


def test_one_shared_reason_is_quoted_once() -> None:
    effect = _a102(
        [
            _tool("delete_branch", "Deletes a branch.", BRANCH),
            _tool(
                "delete_tag", "Deletes a tag.", {"tag": {"type": "string", "description": "Tag."}}
            ),
        ]
    )
    assert effect.count("marked read-only but its verb 'delete' writes") == 1
    assert "delete_branch:" not in effect
