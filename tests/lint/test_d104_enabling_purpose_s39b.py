"""Session 39 (lint39): a purpose clause that names what the call makes possible next is a
when-to-use statement, so D104 stays quiet.

"Unfreeze rows to allow editing" says to call the tool before editing frozen rows; "…
returns a session key to pass to the other billing tools" says to call it first. The
reviewers of lint_labels4 and lint_labels5 did not label D104 on descriptions like these
(kinds.md: when-to-use "in any words"). Only the enabling purposes count ("to allow",
"to enable", "to permit", "to let", and handing the result on to the other/next tools);
a purpose that is the tool's own job ("Tool to allow uploads", "used to enable …") or a
bare act is still reported, and so is "to find …" / "to get …", which those reviewers
did label.

Every description here is a paraphrase written for this file (none copied from a labels
set). The "quiet" cases fail on main c2e6486b (D104 reported them); each twin is reported
there and here.
"""

from __future__ import annotations

import pytest

from tooldeck.formats import load_data
from tooldeck.lint import LintConfig, lint


def _d104(description: str) -> bool:
    tool = {
        "name": "unfreeze_rows",
        "description": description,
        "inputSchema": {
            "type": "object",
            "properties": {"row_ids": {"type": "array", "items": {"type": "string"}}},
            "required": ["row_ids"],
        },
    }
    deck = load_data({"tools": [tool]}, source="test", format="mcp").deck
    return any(f.code == "D104" for f in lint(deck, LintConfig(select=("D104",))).findings)


QUIET = [
    "Unfreeze rows to allow editing.",
    "Unfreeze the given rows in order to enable sorting on them.",
    "Unfreeze rows so as to permit changes by other users.",
    "Unfreeze rows to let collaborators edit them.",
    "Open a billing session and return a session key to pass to the other billing tools.",
    "Return a cursor token to hand on to the next page request.",
]


@pytest.mark.parametrize("description", QUIET)
def test_an_enabling_purpose_is_a_when_to_use(description: str) -> None:
    assert not _d104(description)


TWINS = [
    # the bare act: nothing says when
    "Unfreeze rows.",
    # the tool's own job, worded with "to allow"
    "Tool to allow editing of frozen rows.",
    "A helper used to enable editing of frozen rows.",
    # a purpose that is a look-up, which the reviewers still labelled D104
    "Unfreeze rows to get the current values.",
    # a choice the call makes, not what it makes possible
    "Update the row settings to allow or forbid editing.",
    # a result handed back to the caller, not on to other tools
    "Open a billing session and return a session key to pass to the user.",
]


@pytest.mark.parametrize("description", TWINS)
def test_other_purposes_still_need_a_when_to_use(description: str) -> None:
    assert _d104(description)
