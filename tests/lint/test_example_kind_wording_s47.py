"""``tooldeck lint --explain`` and docs/lint.md name a rule example's kind in one wording.

``--explain`` heads each Bad/Better example with a note, "(a deck fragment: …)" or
"(an excerpt: …)"; docs/lint.md heads the same example with the words before the colon and
says the rest once, in its "Rules" intro. Session 46 left the two worded apart: ``--explain``
printed "(an excerpt, not a whole tool)" while the docs said "(an excerpt)" and described it
in other words."""

from __future__ import annotations

import re

from tooldeck.lint.docs import render_markdown
from tooldeck.lint.model import deck_example
from tooldeck.lint.output import explain_text
from tooldeck.lint.registry import all_rules


def _explain_notes() -> dict[tuple[str, str], str]:
    """(code, "Bad"/"Better") → the note in parentheses after that heading in ``--explain``."""
    notes: dict[tuple[str, str], str] = {}
    for rule in all_rules():
        for head in ("Bad", "Better"):
            m = re.search(rf"^{head}: \((.+)\)$", explain_text(rule), re.MULTILINE)
            assert m is not None, (rule.code, head)
            notes[(rule.code, head)] = m.group(1)
    return notes


def test_docs_headings_are_the_explain_notes_before_the_colon() -> None:
    notes = _explain_notes()
    docs = render_markdown()
    for rule in all_rules():
        section = docs.split(f"\n#### {rule.code}\n", 1)[1].split("\n#### ", 1)[0]
        for head in ("Bad", "Better"):
            label = notes[(rule.code, head)].split(":", 1)[0]
            assert f"\n{head} ({label}):\n" in section, (rule.code, head, label)


def test_the_docs_intro_says_each_notes_rest_in_the_same_words() -> None:
    notes = set(_explain_notes().values())
    assert len(notes) == 2  # a deck fragment and an excerpt, each in one wording
    intro = " ".join(
        render_markdown().split("\n## Rules\n", 1)[1].split("\n| code |", 1)[0].split()
    )
    for note in notes:
        label, rest = note.split(": ", 1)
        assert f"**({label})**" in intro, label
        assert rest in intro, rest


def test_both_kinds_occur() -> None:
    kinds = {deck_example(rule.bad) for rule in all_rules()}
    assert kinds == {True, False}
