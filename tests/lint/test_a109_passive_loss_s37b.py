"""Session 37 (lint37): A109 misses named in trial36b (N8).

A tool marked ``destructiveHint: false`` ("only additive updates", MCP specification, tool
annotations) that says its call loses kept data was not reported when the loss was said in
the passive with a longer subject ("the previous text of that page is replaced"), as "not
kept", as a replacement of the whole of something, as fields the call leaves out being
cleared (a full replace: HTTP PUT's semantics, RFC 9110 §9.3.4), or by a name whose verb is
``reset`` (the value before the reset is gone).

Every sentence here is a paraphrase written for this file (not trial36b's own sentences,
nor from a labels set). Each "reported" case fails on main 89dbe6c1; each twin passes there
and here. A103 (destructive without a guard) also reports these tools, as it reports any
tool that destroys data whatever its hint (the label sets' A103 criterion: "whatever its
hint says"): A109 asks for the hint, A103 for a guard; both are kept.
"""

from __future__ import annotations

import pytest

from tooldeck.formats import load_data
from tooldeck.lint import LintConfig, lint

ADDITIVE = {"readOnlyHint": False, "destructiveHint": False}


def _a109(name: str, description: str) -> list[str]:
    tool = {
        "name": name,
        "description": description,
        "inputSchema": {"type": "object", "properties": {"id": {"type": "string"}}},
        "annotations": ADDITIVE,
    }
    deck = load_data({"tools": [tool]}, source="test", format="mcp").deck
    return [f.message for f in lint(deck, LintConfig(select=("A109",))).findings]


REPORTED = [
    ("save_page", "Save a page; the previous text of that page is replaced."),
    ("write_blob", "Store bytes under a key (any existing bytes stored under that key are lost)."),
    ("edit_note", "Write new text into a note. The prior version is not kept."),
    ("put_profile", "Replaces the entire profile with the one given."),
    ("put_profile", "Store the profile as given; properties you omit are removed."),
    ("set_item", "Set an item's fields; fields left out of the call are cleared."),
    ("reset_score", "Sets the score back to zero."),
]


@pytest.mark.parametrize(("name", "description"), REPORTED)
def test_a_stated_loss_contradicts_the_additive_hint(name: str, description: str) -> None:
    found = _a109(name, description)
    assert len(found) == 1
    assert "declare destructive_hint: true" in found[0]


TWINS = [
    # the current value of a field is what every update replaces
    ("set_title", "Replaces the current title with the one given."),
    # nothing lost: other fields are kept
    ("patch_profile", "Update only the properties given; properties you omit are kept."),
    # the old version is kept
    ("edit_note", "Write new text into a note; the previous version is kept in history."),
    # an additive write
    ("add_comment", "Add a comment to an issue."),
]


@pytest.mark.parametrize(("name", "description"), TWINS)
def test_no_loss_said_is_not_reported(name: str, description: str) -> None:
    assert _a109(name, description) == []
