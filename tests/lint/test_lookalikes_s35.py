"""Session 35: look-alikes whose names and opening sentences differ by one word that the
server swaps the same way in other names (X101's ``swapped`` reading,
:class:`tooldeck.lint.similarity.SwappedWords`).

Real text: Plane's MCP server as ``benchmarks/data/lint_labels3/servers/plane.json`` captured
it (npm ``@makeplane/plane-mcp-server`` 0.1.5, MIT). The reviewer of that set labelled
``list_cycle_issues`` / ``list_module_issues`` confusable (dev split, "likely": "what is in
the current sprint/milestone?" may mean either) and did not pair ``list_project_issues``
with ``list_cycle_issues``. The small decks are written for these tests; each expectation is
read by hand off the names and first sentences.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tooldeck.formats import load_data
from tooldeck.lint import LintConfig, lint
from tooldeck.lint.similarity import MeaningSimilarity, SwappedWords, name_parts
from tooldeck.select.dense import dense_available
from tooldeck.tool import Deck

ROOT = Path(__file__).resolve().parents[2]
PLANE = ROOT / "benchmarks" / "data" / "lint_labels3" / "servers" / "plane.json"
needs_model = pytest.mark.skipif(not dense_available(), reason="MiniLM package not installed")

_ISSUE_SETS = (
    "list_cycle_issues",
    "list_module_issues",
    "list_project_issues",
    "add_cycle_issues",
    "add_module_issues",
    "delete_cycle_issue",
    "delete_module_issue",
)


def _plane(*names: str) -> Deck:
    tools = json.loads(PLANE.read_text(encoding="utf-8"))["tools"]
    kept = [t for t in tools if t["name"] in names]
    return load_data({"tools": kept}, source="plane", format="mcp").deck


def _deck(*tools: tuple[str, str]) -> Deck:
    data: dict[str, Any] = {
        "tools": [
            {
                "name": name,
                "description": text,
                "inputSchema": {"type": "object", "properties": {"id": {"type": "string"}}},
            }
            for name, text in tools
        ]
    }
    return load_data(data, source="test", format="mcp").deck


def _alike(deck: Deck, a: str, b: str) -> bool:
    return SwappedWords(deck, name_parts(deck)).alike(deck.names.index(a), deck.names.index(b))


def test_plane_cycle_and_module_issue_lists_are_one_word_apart() -> None:
    deck = _plane(*_ISSUE_SETS)
    assert _alike(deck, "list_cycle_issues", "list_module_issues")
    # only list_* swaps project for cycle: the project holds the cycles
    assert not _alike(deck, "list_cycle_issues", "list_project_issues")
    assert not _alike(deck, "list_module_issues", "list_project_issues")
    # "Add issues to a module. Assign module to issues." / "Add issues to a cycle": the
    # first sentences match but for the word too
    assert _alike(deck, "add_cycle_issues", "add_module_issues")


def test_paraphrase_wiki_pages_of_a_folder_or_a_space() -> None:
    deck = _deck(
        ("list_folder_pages", "List every page in a given folder."),
        ("list_space_pages", "List every page in a given space."),
        ("archive_folder_pages", "Archive the pages of a folder."),
        ("archive_space_pages", "Archive all pages of a space at once."),
    )
    assert _alike(deck, "list_folder_pages", "list_space_pages")


@pytest.mark.parametrize(
    ("tools", "pair"),
    [
        # no other name swaps folder for space: the pair's own frame is not enough
        (
            (
                ("list_folder_pages", "List every page in a given folder."),
                ("list_space_pages", "List every page in a given space."),
                ("archive_folder_pages", "Archive the pages of a folder."),
            ),
            ("list_folder_pages", "list_space_pages"),
        ),
        # first sentences that say more than the swapped word
        (
            (
                ("list_folder_pages", "List the pages of a folder, newest first."),
                ("list_space_pages", "Page tree of a space, in its outline order."),
                ("archive_folder_pages", "Archive the pages of a folder."),
                ("archive_space_pages", "Archive the pages of a space."),
            ),
            ("list_folder_pages", "list_space_pages"),
        ),
        # the verb is the word apart: list / archive say what each does
        (
            (
                ("list_folder_pages", "List the pages of a folder."),
                ("archive_folder_pages", "Archive the pages of a folder."),
                ("list_space_pages", "List the pages of a space."),
                ("archive_space_pages", "Archive the pages of a space."),
            ),
            ("list_folder_pages", "archive_folder_pages"),
        ),
        # two servers behind a gateway: each names its own things
        (
            (
                ("wiki__list_folder_pages", "List every page in a given folder."),
                ("docs__list_space_pages", "List every page in a given space."),
                ("wiki__archive_folder_pages", "Archive the pages of a folder."),
                ("docs__archive_space_pages", "Archive the pages of a space."),
                ("wiki__archive_space_pages", "Archive the pages of a space."),
                ("docs__list_folder_pages", "List every page in a given folder."),
            ),
            ("wiki__list_folder_pages", "docs__list_space_pages"),
        ),
    ],
    ids=["one-frame-only", "openings-differ", "verbs-differ", "two-servers"],
)
def test_twin_not_one_word_apart(tools: tuple[tuple[str, str], ...], pair: tuple[str, str]) -> None:
    assert not _alike(_deck(*tools), *pair)


@needs_model
def test_x101_on_the_whole_plane_server_adds_the_reviewers_pairs_only() -> None:
    """The whole capture (47 tools): without the reading, the add and delete pairs of cycles
    and modules are not reported there (they are in the set's 15-tool deck); the reviewer
    labelled both pairs (dev split, "likely"). No pair with ``list_project_issues`` comes."""
    tools = json.loads(PLANE.read_text(encoding="utf-8"))["tools"]
    deck = load_data({"tools": tools}, source="plane", format="mcp").deck
    names = deck.names

    def pairs(**options: bool) -> set[frozenset[str]]:
        found = MeaningSimilarity(**options).pairs(deck, 0.65)
        return {frozenset((names[i], names[j])) for i, j, _ in found}

    added = pairs() - pairs(swapped=False)
    assert added == {
        frozenset(("add_cycle_issues", "add_module_issues")),
        frozenset(("delete_cycle_issue", "delete_module_issue")),
    }
    assert not any("list_project_issues" in p for p in pairs())
    found = lint(deck, LintConfig(select=("X101",))).findings
    assert any(set(f.tools) == {"add_cycle_issues", "add_module_issues"} for f in found)
