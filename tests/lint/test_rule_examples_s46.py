"""trial46 #10: the `--explain` Bad/Better snippets of A102, T101 and D105 had no
`input_schema` and T103's had no `type: object`, so a reviewer who pasted them into a deck
got a load error (exit 2). Session 22's test (tests/lint/test_engine.py) only parsed them
as YAML, which a tool without a schema passes; nothing loaded them as a deck or linted them.

Every example written as a deck's tools (``- name:`` after any ``#`` comment lines) is now
loaded exactly as docs/lint.md tells a reader to (indented under ``tools:`` in a file that
opens ``tooldeck: 1``, through :func:`tooldeck.load`) and linted with its own rule: Bad
draws the rule, Better does not. The examples that are not decks (a schema excerpt, a lock,
a 150-tool deck described) are listed here by code, so a new rule's examples are decks
unless someone says why not."""

from __future__ import annotations

from pathlib import Path

import pytest

from tooldeck import load
from tooldeck.lint import LintConfig, lint
from tooldeck.lint.model import deck_example
from tooldeck.lint.registry import all_rules

EXCERPTS = frozenset(
    [
        "A107",
        "A108",
        "D109",
        "D110",
        "D111",
        "E001",
        "L101",
        "L102",
        "L103",
        "L104",
        "N104",
        "N105",
        "N107",
        "N109",
        "P101",
        "P102",
        "P103",
        "P104",
        "S101",
        "S102",
        "S103",
        "S104",
        "S105",
        "S106",
        "S107",
        "S108",
        "S109",
        "S110",
        "S111",
        "S112",
        "S113",
        "S114",
        "S115",
        "S116",
        "S117",
        "S118",
        "S119",
        "T110",
        "X103",
    ]
)
"""Rules whose Bad example is an excerpt of one field or a described situation, not a
deck (the docs say so); their count is what remains to be written out whole."""

RULES = {rule.code: rule for rule in all_rules()}
DECKS = sorted(code for code, rule in RULES.items() if deck_example(rule.bad))


def _codes(text: str, path: Path, code: str) -> set[str]:
    path.write_text(
        "tooldeck: 1\ntools:\n" + "".join(f"  {line}\n" for line in text.splitlines()),
        encoding="utf-8",
    )
    deck = load(str(path)).deck  # a load error fails the test: the snippet must load
    return {f.code for f in lint(deck, LintConfig(select=[code])).findings}


def test_every_rule_example_is_a_deck_or_a_listed_excerpt() -> None:
    assert set(DECKS) == set(RULES) - EXCERPTS
    for code in ("A102", "T101", "D105", "T103"):  # the four trial46 pasted
        assert code in DECKS


@pytest.mark.parametrize("code", DECKS)
def test_bad_draws_the_rule_and_better_does_not(code: str, tmp_path: Path) -> None:
    rule = RULES[code]
    assert code in _codes(rule.bad, tmp_path / "bad.yaml", code)
    # A deck Bad has a deck Better (D112's leaves the retired tool out, said in a comment).
    assert deck_example(rule.better), f"{code}'s Better is not a deck: {rule.better!r}"
    assert code not in _codes(rule.better, tmp_path / "better.yaml", code)
