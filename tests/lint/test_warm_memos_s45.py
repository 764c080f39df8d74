"""Session 45: more of a warm lint read back (behaviour-neutral speed work). A deck's memo
key hashes the deck once (:func:`~tooldeck.lint.similarity.deck_key`) and tells apart
decks that ``==`` takes for equal but that differ as written (``1`` and ``true``). What a
lint finds must not depend on what the process linted before."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tooldeck.jsonvalue import freeze
from tooldeck.lint import LintConfig, engine, lint, similarity
from tooldeck.lint.context import READINGS
from tooldeck.lint.model import Finding
from tooldeck.lint.similarity import DeckKey, deck_key
from tooldeck.tool import Deck, Tool


@pytest.fixture(autouse=True)
def _empty_memos() -> Iterator[None]:
    _forget_everything()
    yield
    _forget_everything()


def _forget_everything() -> None:
    READINGS.clear()
    engine._SCHEMA_MEMOS.clear()
    similarity._PAIRS_MEMO.clear()
    similarity._DECK_KEYS.clear()


def _found(deck: Deck, config: LintConfig) -> list[tuple[object, ...]]:
    return [_row(f) for f in lint(deck, config).findings]


def _row(f: Finding) -> tuple[object, ...]:
    return (f.code, f.severity, f.tool, f.pointer, f.message, f.tools, repr(f.similarity))


def _flagged(default: object) -> Tool:
    return Tool(
        name="list_orders",
        description="Lists the customer's orders.",
        input_schema=freeze(
            {
                "type": "object",
                "properties": {
                    "archived": {
                        "type": "boolean",
                        "description": "Whether archived orders are listed too.",
                        "default": default,
                    }
                },
            }
        ),
    )


def test_the_same_deck_object_gets_the_same_key_and_an_equal_deck_an_equal_one() -> None:
    deck = Deck([_flagged(True)])
    key = deck_key(deck)
    assert deck_key(deck) is key  # hashed once for the object
    again = deck_key(Deck([_flagged(True)]))  # read again: other objects, equal values
    assert again is not key and again == key and hash(again) == hash(key)
    other = deck_key(Deck([_flagged(False)]))
    assert other != key


def test_decks_equal_by_value_but_not_as_written_get_different_keys() -> None:
    # 1 == True in Python, so the decks are ==; a schema rule tells them apart
    written_true, written_one = Deck([_flagged(True)]), Deck([_flagged(1)])
    assert written_true == written_one
    assert deck_key(written_true) != deck_key(written_one)
    reordered = Tool(
        name="list_orders",
        description="Lists the customer's orders.",
        input_schema=freeze(
            {
                "properties": dict(_flagged(True).input_schema["properties"]),
                "type": "object",
            }
        ),
    )
    assert Deck([reordered]) == written_true  # the order of keys: == ignores it
    assert DeckKey(Deck([reordered])) != DeckKey(written_true)


def test_a_schema_written_with_1_is_not_answered_from_the_memo_of_true() -> None:
    # S118 (default-not-valid) on a boolean's default: true is valid, 1 is not; the decks
    # are == (1 == True in Python), so the schema-only memo's key must tell them apart
    config = LintConfig(select=("ALL",))
    alone = _found(Deck([_flagged(1)]), config)
    assert ("S118", "/input_schema/properties/archived/default") in {(r[0], r[3]) for r in alone}
    _forget_everything()
    _found(Deck([_flagged(True)]), config)
    assert _found(Deck([_flagged(1)]), config) == alone
