"""The dry run's ``annotated:`` line of a tool that is held says so (trial42b LOW).

A tool that an upstream added after the lock, which a config pattern would relax, is
quarantined until a person approves it; the dry run listed it as ``annotated: … readOnlyHint
true`` with no word of that, and eleven lines later as ``quarantined:`` — two lines that read
as a contradiction. Expected lines are written by hand from the dry run's format.
"""

from __future__ import annotations

from tooldeck.cli.gateway_admin import _annotated_lines

HINTS = {"readOnlyHint": {"config": True, "upstream": None, "applied": True}}


def test_a_held_tools_annotated_line_says_it_is_held() -> None:
    lines = _annotated_lines(
        {"random__seed_maintenance": HINTS}, frozenset({"random__seed_maintenance"})
    )
    assert lines == [
        "annotated: random__seed_maintenance: readOnlyHint true (upstream: not stated)"
        " (held: not served until approved, see its quarantined line)"
    ]


def test_a_served_tools_annotated_line_is_unchanged() -> None:
    lines = _annotated_lines({"random__roll": HINTS}, frozenset({"random__other"}))
    assert lines == ["annotated: random__roll: readOnlyHint true (upstream: not stated)"]
