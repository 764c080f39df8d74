"""Session 38 (lint38): D103 sets aside the generic words in any form.

D103's generic words ("current", "existing", "single", "run", …: :data:`_RESTATE_GENERIC`)
were subtracted from the description's *stemmed* words unstemmed, so a word that stems
differently ("existing" → ``exist``, "single" → ``singl``) or an adverb ("currently")
counted as a new word. Stemmed the same way, and as an ``-ly`` adverb, they add nothing, as the
list says. A doubled consonant or a derivational ending is not read for them ("setting" is
a noun as often as a form of ``set``).

Every tool here is a paraphrase written for this file (none copied from a labels set).
The "reported" cases fail on main e03d79ec; the twins (two real words added) pass there
and here.
"""

from __future__ import annotations

import pytest

from tooldeck.formats import load_data
from tooldeck.lint import LintConfig, lint


def _d103(name: str, description: str) -> list[str]:
    tool = {
        "name": name,
        "description": description,
        "inputSchema": {"type": "object", "properties": {"ref": {"type": "string"}}},
    }
    deck = load_data({"tools": [tool]}, source="test", format="mcp").deck
    return [f.message for f in lint(deck, LintConfig(select=("D103",))).findings]


REPORTED = [
    # 'currently' is the adverb of 'current': one new word, 'queued'
    ("halt_build", "Halt the currently queued build", " (only 'queued' is new)"),
    ("table_stats", "Returns statistics for a single table", ""),
    ("edit_wiki_page", "Edit an existing wiki page", ""),
]


@pytest.mark.parametrize(("name", "description", "new"), REPORTED)
def test_generic_words_in_another_form_add_nothing(name: str, description: str, new: str) -> None:
    found = _d103(name, description)
    assert found == [f"description only repeats the name{new}; say what the name cannot"]


TWINS = [
    # two real words besides the generic ones
    ("halt_build", "Halt the currently queued build and upload its logs"),
    ("table_stats", "Returns row counts and sizes for a single table"),
    ("edit_wiki_page", "Edit an existing wiki page's title and labels"),
    # an adverb that is not a generic word's is a word like any other
    ("halt_build", "Halt the build gracefully, draining queued steps"),
]


@pytest.mark.parametrize(("name", "description"), TWINS)
def test_real_words_still_count(name: str, description: str) -> None:
    assert _d103(name, description) == []
