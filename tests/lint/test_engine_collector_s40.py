"""Session 40: lint pauses Python's cyclic garbage collector while it runs and leaves it
as it found it (on or off), also when lint raises."""

from __future__ import annotations

import gc
from collections.abc import Iterator

import pytest

from tooldeck.lint import LintConfig, lint
from tooldeck.tool import Deck, Tool

DECK = Deck(
    [
        Tool(name="get_order", description="Returns one order by its id."),
        Tool(name="find_order", description="Returns one order by its id."),
    ]
)


class Watching:
    """A look-alike finder (X101's ``similarity``) that records whether the collector was
    on while it ran."""

    def __init__(self) -> None:
        self.seen: list[bool] = []

    def pairs(self, deck: Deck, threshold: float) -> list[tuple[int, int, float]]:
        self.seen.append(gc.isenabled())
        return []


@pytest.fixture
def collector_on() -> Iterator[None]:
    was = gc.isenabled()
    gc.enable()
    yield
    if not was:
        gc.disable()


def test_paused_during_lint_and_restored(collector_on: None) -> None:
    finder = Watching()
    lint(DECK, LintConfig(select=("X101",)), similarity=finder)
    assert finder.seen == [False]
    assert gc.isenabled()


def test_left_off_when_the_caller_turned_it_off(collector_on: None) -> None:
    gc.disable()
    lint(DECK, LintConfig(select=("X101",)), similarity=Watching())
    assert not gc.isenabled()


class Failing:
    def pairs(self, deck: Deck, threshold: float) -> list[tuple[int, int, float]]:
        raise KeyboardInterrupt  # not caught by the engine's per-rule isolation


def test_restored_when_lint_raises(collector_on: None) -> None:
    with pytest.raises(KeyboardInterrupt):
        lint(DECK, LintConfig(select=("X101",)), similarity=Failing())
    assert gc.isenabled()
