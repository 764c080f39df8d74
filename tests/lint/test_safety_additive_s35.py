"""Session 35 (trial35 M2): A109, a tool marked ``destructiveHint: false`` whose text says it
destroys data it already keeps. MCP defines the false hint as "the tool performs only
additive updates" (specification, tool annotations).

The first honest case is trial35's ``save_note`` (its docstring copied as the trial wrote it);
the others are paraphrases written for this file. On the commit before this change
(737a41e3) none of the A109 cases, honest or twin, gets any finding of the A family
(``select=("A",)``: checked by running them against an export of that commit), so every
honest case fails there. The twins are real GitHub MCP text (``update_issue_assignees`` as
captured in ``benchmarks/data/select_real/decks/github.json``) or negations and field
updates, and must stay quiet.
"""

from __future__ import annotations

from typing import Any

import pytest

from tooldeck import tool as tool_decorator
from tooldeck.formats import load_data
from tooldeck.lint import LintConfig, lint
from tooldeck.lint.rules.safety import destroys_existing


def _tool(name: str, description: str, **props: dict[str, Any]) -> dict[str, Any]:
    return {
        "name": name,
        "description": description,
        "inputSchema": {"type": "object", "properties": props or {"x": {"type": "string"}}},
        "annotations": {"destructiveHint": False, "readOnlyHint": False},
    }


def _codes(tool: dict[str, Any], select: str = "A") -> list[tuple[str, str]]:
    deck = load_data({"tools": [tool]}, source="test", format="mcp").deck
    result = lint(deck, LintConfig(select=(select,)))
    return [(f.code, f.message) for f in result.findings if f.tool == tool["name"]]


SAVE_NOTE = "Save a note under /tmp/t35/notes/<title>.md, overwriting a note of the same title."

HONEST = [
    _tool("save_note", SAVE_NOTE),
    _tool("write_file", "Write text to a file. Any existing file at that path is overwritten."),
    _tool("put_object", "Store an object under a key; replaces any existing object with that key."),
    _tool("publish_page", "Publish the page. The previous version is discarded."),
    _tool("set_config", "Set a configuration entry, deleting the old entry first."),
    _tool(
        "save_file",
        "Save content to a path.",
        path={"type": "string"},
        overwrite={"type": "boolean", "description": "Allow writing over a file."},
    ),
    _tool(
        "export_report",
        "Export the report to a file.",
        path={
            "type": "string",
            "description": "Where to write it; does not overwrite unless force is true.",
        },
    ),
    _tool("delete_draft", "Delete a draft by id."),
]


@pytest.mark.parametrize("tool", HONEST, ids=[t["name"] for t in HONEST])
def test_a109_false_hint_on_a_tool_that_destroys_data_is_reported(tool: dict[str, Any]) -> None:
    found = [m for c, m in _codes(tool) if c == "A109"]
    assert len(found) == 1, found
    assert "only additive updates" in found[0] and "declare destructive_hint: true" in found[0]


def test_a109_message_names_the_words_of_trial35_save_note() -> None:
    (message,) = [m for c, m in _codes(HONEST[0]) if c == "A109"]
    assert "its description says 'overwriting'" in message


TWINS = [
    # real: GitHub MCP marks its field updates destructiveHint false (select_real github)
    _tool(
        "update_issue_assignees",
        "Update the assignees of an existing issue. This replaces the current assignees with "
        "the provided list. When setting values, include a confidence level (LOW, MEDIUM, or "
        "HIGH) reflecting how certain you are about the choice.",
    ),
    _tool("save_note", "Save a note under its title; it never overwrites an existing note."),
    _tool("save_note", "Save a note under its title, without overwriting an existing one."),
    _tool("create_file", "Create a file. Fails if the file already exists."),
    _tool("write_file", "Write a new file. Overwriting is not allowed."),
    _tool("append_entry", "Append an entry to the log; existing entries are kept."),
    _tool("remove_label", "Remove a label from an issue (unassign it; the label stays)."),
    _tool(
        "save_file",
        "Save content to a path.",
        overwrite={"type": "string", "description": "A note kept with the file."},
    ),
]


@pytest.mark.parametrize("tool", TWINS, ids=[f"{i}-{t['name']}" for i, t in enumerate(TWINS)])
def test_a109_twins_stay_quiet(tool: dict[str, Any]) -> None:
    assert [m for c, m in _codes(tool) if c == "A109"] == []


def test_a109_needs_an_explicit_false_hint() -> None:
    unstated = dict(HONEST[0], annotations={})
    assert [c for c, _ in _codes(unstated) if c == "A109"] == []
    assert "A101" in [c for c, _ in _codes(unstated)]  # unstated stays A101's
    marked = dict(HONEST[0], annotations={"destructiveHint": True})
    assert [c for c, _ in _codes(marked) if c == "A109"] == []


def test_a109_on_a_python_tool_declared_destructive_false() -> None:
    """trial35's own form: ``@tool(destructive=False, idempotent=True)``."""

    @tool_decorator(destructive=False, idempotent=True)
    def save_note(title: str, body: str) -> str:
        """Save a note under /tmp/t35/notes/<title>.md, overwriting a note of the same title."""
        return title

    assert destroys_existing(save_note.tool) == "its description says 'overwriting'"


# --- A101 (trial35 M4): a parameter whose value is code the tool runs ---------------------
# On 737a41e3 none of the honest cases below gets A101 (check_links and get_metrics got A105,
# "declare it true"); the twins never get the "runs code" message, before or after.

# mcp-pandoc 0.11.1's convert-contents, as trial35 captured it (/tmp/t35/deck_mcp.json):
# its `filters` parameter and the description's two lines about it, copied without
# rewording; the rest of its long description (formats, reference docs) left out.
PANDOC_FILTERS = {
    "type": "array",
    "items": {"type": "string"},
    "description": "List of Pandoc filter paths to apply during conversion. Filters are "
    "applied in the order specified.",
}
PANDOC_TEXT = (
    "Converts content between different formats.\n\n"
    "5. Pandoc Filter Support:\n"
    "   * Use filters parameter to apply custom Pandoc filters during conversion\n"
    "   * Filters are Python scripts that modify document content during processing\n\n"
    "📋 Filter Requirements:\n"
    "   * Filters must be executable Python scripts\n"
)


def _unannotated(name: str, description: str, **props: dict[str, Any]) -> dict[str, Any]:
    return {
        "name": name,
        "description": description,
        "inputSchema": {"type": "object", "properties": props},
    }


RUNS_CODE = [
    _unannotated("convert-contents", PANDOC_TEXT, filters=PANDOC_FILTERS),
    _unannotated(
        "render_report",
        "Render the report.\n- Hooks are shell scripts run after rendering.",
        hooks={"type": "array", "items": {"type": "string"}},
    ),
    _unannotated(
        "check_links",
        "Check the links of a site.",
        setup={"type": "string", "description": "Path of a Python script to run first."},
    ),
    _unannotated(
        "get_metrics",
        "Get the metrics of a service.",
        transform={"type": "string", "description": "Executes the given JavaScript program."},
    ),
]


@pytest.mark.parametrize("tool", RUNS_CODE, ids=[t["name"] for t in RUNS_CODE])
def test_a101_a_parameter_that_runs_code_asks_for_a_destructive_hint(tool: dict[str, Any]) -> None:
    codes = _codes(tool)
    found = [m for c, m in codes if c == "A101"]
    assert len(found) == 1 and "runs code the model names or writes" in found[0], codes
    assert "A105" not in [c for c, _ in codes]  # not "declare it read-only"


def test_a101_names_pandoc_filters() -> None:
    (message,) = [m for c, m in _codes(RUNS_CODE[0]) if c == "A101"]
    assert "'Filters are Python scripts' of 'filters'" in message


NO_CODE = [
    _unannotated("convert-contents", "Converts content.", filters=PANDOC_FILTERS),
    _unannotated(
        "search_items",
        "Search items.\n- Filters are key=value pairs.",
        filters={"type": "array", "items": {"type": "string"}},
    ),
    _unannotated(
        "list_scripts",
        "List the scripts of a folder.\n- Scripts are Python scripts kept in the folder.",
        folder={"type": "string"},
    ),
    _unannotated(
        "show_script",
        "Show a script's source.",
        path={"type": "string", "description": "Path of the script; it is never executed."},
    ),
]


@pytest.mark.parametrize("tool", NO_CODE, ids=[f"{i}-{t['name']}" for i, t in enumerate(NO_CODE)])
def test_a101_twins_that_run_no_code_are_not_told_so(tool: dict[str, Any]) -> None:
    assert [m for c, m in _codes(tool) if "runs code" in m] == []


def test_a101_code_runner_with_a_stated_hint_is_quiet() -> None:
    marked = dict(RUNS_CODE[0], annotations={"destructiveHint": True})
    assert [c for c, _ in _codes(marked) if c == "A101"] == []
