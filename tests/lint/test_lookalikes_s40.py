"""Session 40 (lint40): two dispatchers of one server about different things are no
look-alikes (X101/D106 through :class:`tooldeck.lint.similarity.MeaningSimilarity`, option
``managers``).

``pg_manage_functions`` / ``pg_manage_triggers`` (postgres_mcp, ``lint_labels4`` dev split,
both tools dev): each offers "get, create, or drop" through an ``operation`` enum, so their
descriptions read alike (cosine 0.67), while each name says which thing it manages and a
request names the thing; the reviewer did not label the pair. The same holds on real decks:
GitHub's ``actions_get`` / ``projects_get`` and ``actions_list`` / ``projects_list``
(``tests/data/corpora/github.json``), which were reported. A dispatcher about a part of the
other's thing shares its words and stays a candidate: Azure DevOps'
``wit_work_item_comment_write`` / ``wit_work_item_write`` (``lint_labels3``, a labelled
pair). The pair is dropped after each tool's nearest rival is chosen, so that the next
nearest text does not take its place (tried before: GitHub's ``actions_list`` then paired
with ``list_notifications``).

Expectations are read by hand off names and enums; each pair case fails on the commit
before this change (the pair is reported there, as with ``managers=False`` here).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tooldeck.formats import load_data, load_deck
from tooldeck.lint import LintConfig, lint
from tooldeck.lint.similarity import MeaningSimilarity, _managed_things, name_parts
from tooldeck.select.dense import dense_available
from tooldeck.tool import Deck

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "benchmarks" / "data"
needs_model = pytest.mark.skipif(not dense_available(), reason="MiniLM package not installed")


def _named_pairs(deck: Deck, **options: Any) -> set[frozenset[str]]:
    names = deck.names
    found = MeaningSimilarity(**options).pairs(deck, MeaningSimilarity.default_threshold)
    return {frozenset((names[i], names[j])) for i, j, _ in found}


def _dispatcher(name: str, operations: list[str]) -> dict[str, Any]:
    return {
        "name": name,
        "description": f"Manage things: {', '.join(operations)}.",
        "inputSchema": {
            "type": "object",
            "properties": {"operation": {"type": "string", "enum": operations}},
            "required": ["operation"],
        },
    }


def test_managed_things_of_dispatchers_only() -> None:
    deck = load_data(
        {
            "tools": [
                _dispatcher("pg_manage_functions", ["get", "create", "drop"]),
                _dispatcher("pg_manage_triggers", ["get", "create", "drop"]),
                {"name": "pg_list_tables", "description": "List tables.", "inputSchema": {}},
            ]
        },
        source="test",
        format="mcp",
    ).deck
    assert _managed_things(deck, name_parts(deck)) == [
        frozenset({"function"}),
        frozenset({"trigger"}),
        None,
    ]


@needs_model
def test_postgres_functions_and_triggers_managers_are_apart() -> None:
    deck = load_deck(DATA / "lint_labels4" / "tools" / "postgres_mcp.json")
    pair = frozenset(("pg_manage_functions", "pg_manage_triggers"))
    assert pair in _named_pairs(deck, managers=False)
    assert pair not in _named_pairs(deck)
    x101 = [f for f in lint(deck, LintConfig(select=("X101",))).findings]
    assert pair not in {frozenset(f.tools) for f in x101}


@needs_model
def test_github_actions_and_projects_are_apart_and_nothing_takes_their_place() -> None:
    deck = load_deck(ROOT / "tests" / "data" / "corpora" / "github.json")
    before = _named_pairs(deck, managers=False)
    after = _named_pairs(deck)
    for pair in (("actions_get", "projects_get"), ("actions_list", "projects_list")):
        assert frozenset(pair) in before
        assert frozenset(pair) not in after
    assert after < before  # only removed, none promoted


@needs_model
def test_a_dispatcher_about_part_of_the_other_thing_stays() -> None:
    deck = load_deck(DATA / "lint_labels3" / "tools" / "gateway_tracker.json")
    pair = frozenset(("azdo__wit_work_item_comment_write", "azdo__wit_work_item_write"))
    assert pair in _named_pairs(deck)


def test_gesture_verbs_are_verbs() -> None:
    # tap, swipe, drag, hover, pinch, zoom: the pointer and touch gestures beside click,
    # scroll and press, which N102's vocabulary already held
    from tooldeck.lint.phrases import is_verb

    assert all(is_verb(w) for w in ("tap", "swipe", "drag", "hover", "pinch", "zoom"))


@needs_model
def test_two_gestures_on_one_screen_are_apart() -> None:
    # ui_tap / ui_swipe (lint_labels5 ios_simulator, both dev, unlabelled; cosine 0.74):
    # with their verbs read as verbs, the names say two operations
    deck = load_deck(DATA / "lint_labels5" / "tools" / "ios_simulator.json")
    assert frozenset(("ui_swipe", "ui_tap")) not in _named_pairs(deck)
    n102 = {f.tool for f in lint(deck, LintConfig(select=("N102",))).findings}
    assert not {"ui_swipe", "ui_tap"} & n102
