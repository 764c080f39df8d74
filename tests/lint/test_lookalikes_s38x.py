"""Session 38: two acts on one thing are not apart by the other name's head noun (X101/D106
through :class:`tooldeck.lint.similarity.MeaningSimilarity`, option ``subjects``).

``launch_editor`` / ``run_project`` (Godot): one verb group (launch, run), heads
``editor`` and ``project``, and ``project`` is a thing the deck acts on otherwise
(``stop_project``, ``list_projects``), so the names were read as two things and the pair
was never a candidate. Both take ``projectPath`` and nothing else is required: the call
points to one project either way, and "open my Godot project" fits both (a reviewer's pair,
``lint_labels5`` dev split: both tools are dev). Reads keep the head's reading: on one
``componentName``, ``get_component`` and ``get_component_demo`` return different things.

Real decks as captured: ``benchmarks/data/lint_labels5/tools/godot.json`` and monday.com's
server in ``benchmarks/data/real_capture/captured_tools.json`` (``update_view`` /
``update_view_table``, both ``viewId`` + ``boardId``; judged a true pair: "change this
view's filter" fits both when the view is a table). Written decks are this file's own;
expectations are read by hand off names and schemas. Run on an export of 8e9ad600 (the
commit before this change) with ``required_subjects`` copied into its similarity.py: the
three pair cases fail on their first assertion, the read twin and ``required_subjects``'s
own test pass (the ``subjects=False`` calls come after those assertions).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tooldeck.formats import load_data, load_deck
from tooldeck.lint import LintConfig, lint
from tooldeck.lint.similarity import MeaningSimilarity, required_subjects
from tooldeck.select.dense import dense_available
from tooldeck.tool import Deck

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "benchmarks" / "data"
needs_model = pytest.mark.skipif(not dense_available(), reason="MiniLM package not installed")

PATH = {"type": "string", "description": "Path to the project directory"}
SCENE = {"type": "string", "description": "Optional: specific scene to run"}


def _named_pairs(deck: Deck, **options: Any) -> set[frozenset[str]]:
    names = deck.names
    found = MeaningSimilarity(**options).pairs(deck, MeaningSimilarity.default_threshold)
    return {frozenset((names[i], names[j])) for i, j, _ in found}


def _deck(tools: list[dict[str, Any]]) -> Deck:
    return load_data({"tools": tools}, source="test", format="mcp").deck


def _tool(name: str, description: str, required: list[str], **props: Any) -> dict[str, Any]:
    return {
        "name": name,
        "description": description,
        "inputSchema": {"type": "object", "properties": props, "required": required},
    }


GODOT = frozenset(("launch_editor", "run_project"))


@needs_model
def test_godot_launch_and_run_on_one_project() -> None:
    deck = load_deck(DATA / "lint_labels5" / "tools" / "godot.json")
    assert GODOT in _named_pairs(deck)
    assert GODOT not in _named_pairs(deck, subjects=False)
    x101 = [f for f in lint(deck, LintConfig(select=("X101",))).findings if f.code == "X101"]
    assert GODOT in {frozenset(f.tools) for f in x101}


@needs_model
def test_monday_update_view_and_its_table_kind() -> None:
    servers = json.loads((DATA / "real_capture" / "captured_tools.json").read_text("utf-8"))
    [server] = [s for key, s in servers["servers"].items() if "monday-api-mcp" in key]
    deck = load_data({"tools": server["tools"]}, source="monday", format="mcp").deck
    pair = frozenset(("update_view", "update_view_table"))
    assert pair in _named_pairs(deck)
    assert pair not in _named_pairs(deck, subjects=False)


def _godot_like(editor_required: list[str], editor_props: dict[str, Any]) -> Deck:
    """The Godot pair's shape, written: project acted on by other verbs too."""
    return _deck(
        [
            _tool(
                "launch_editor",
                "Launch Godot editor for a specific project",
                editor_required,
                **editor_props,
            ),
            _tool(
                "run_project",
                "Run the Godot project and capture output",
                ["projectPath"],
                projectPath=PATH,
                scene=SCENE,
            ),
            _tool("stop_project", "Stop the currently running Godot project", []),
            _tool(
                "list_projects", "List Godot projects in a directory", ["directory"], directory=PATH
            ),
            _tool(
                "get_project_info",
                "Retrieve metadata about a Godot project",
                ["projectPath"],
                projectPath=PATH,
            ),
        ]
    )


@needs_model
def test_written_pair_and_its_twin_with_other_required_inputs() -> None:
    same = _godot_like(["projectPath"], {"projectPath": PATH})
    assert GODOT in _named_pairs(same)
    assert GODOT not in _named_pairs(same, subjects=False)
    # twin: the editor asks for its own executable as well, so the required sets differ
    # and the names' heads keep the two apart
    other = _godot_like(
        ["projectPath", "editorPath"],
        {"projectPath": PATH, "editorPath": {"type": "string", "description": "Editor binary"}},
    )
    assert GODOT not in _named_pairs(other)


@needs_model
def test_reads_on_one_thing_stay_apart() -> None:
    """Twin: two reads on one required ``componentName`` return different things."""
    name = {"type": "string", "description": "Name of the shadcn/ui component"}
    deck = _deck(
        [
            _tool(
                "get_component",
                "Get the source code for a specific component",
                ["componentName"],
                componentName=name,
            ),
            _tool(
                "get_component_demo",
                "Get demo code illustrating how a component should be used",
                ["componentName"],
                componentName=name,
            ),
            _tool("list_components", "Get all available components", []),
            _tool(
                "get_block", "Get source code for a specific block", ["blockName"], blockName=name
            ),
        ]
    )
    pair = frozenset(("get_component", "get_component_demo"))
    assert pair not in _named_pairs(deck)


def test_required_subjects() -> None:
    """What required parameters point to, read off their names (by hand)."""

    def subjects(required: list[str]) -> frozenset[str]:
        props = {r: {"type": "string"} for r in required}
        return required_subjects(_deck([_tool("t", "A tool.", required, **props)])[0])[1]

    assert subjects(["projectPath"]) == {"project"}
    assert subjects(["view_id", "boardId"]) == {"view", "board"}
    assert subjects(["repository_urls"]) == {"repository"}  # plural locator, singular thing
    assert subjects(["query"]) == frozenset()  # the statement itself, not a pointer
    assert subjects(["path"]) == frozenset()  # a locator alone names no thing
    assert required_subjects(_deck([_tool("t", "A tool.", [])])[0]) == (
        frozenset(),
        frozenset(),
    )
