"""The README's count of lint rules is the registry's (it said 47 while 56 were
registered). E001 reports a rule that crashed and is not counted as a rule."""

from __future__ import annotations

from pathlib import Path

from tooldeck.lint import all_rules

README = Path(__file__).resolve().parents[2] / "README.md"


def test_readme_counts_the_registered_rules() -> None:
    count = sum(1 for rule in all_rules() if rule.code != "E001")
    assert f"| {count} rules on names" in README.read_text(encoding="utf-8")
