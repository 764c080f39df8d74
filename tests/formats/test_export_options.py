"""export() refuses options of the wrong kind by name (session 23's breaker: any
``unsupported`` value but "error" read as "drop", so a typo or None silently removed schema
keywords; ``fallback="no"`` turned the fallback on; a list for ``deck`` was an
AttributeError traceback)."""

from __future__ import annotations

import pytest

from tooldeck.formats import export
from tooldeck.tool import Deck, Tool

# a schema strict mode cannot hold as is ("minLength"): "error" refuses it
DECK = Deck(
    [
        Tool(
            "f",
            "Does f.",
            {"type": "object", "properties": {"a": {"type": "string", "minLength": 2}}},
        )
    ]
)


@pytest.mark.parametrize("value", ["zap", None, "DROP", True])
def test_unsupported_must_be_error_or_drop(value: object) -> None:
    with pytest.raises(ValueError, match=r"unsupported: expected 'error' or 'drop'"):
        export(DECK, "openai", strict=True, unsupported=value)


@pytest.mark.parametrize(
    ("flag", "value"), [("strict", "yes"), ("fallback", "no"), ("json_schema", 1)]
)
def test_flags_must_be_booleans(flag: str, value: object) -> None:
    target = "gemini" if flag == "json_schema" else "openai"
    with pytest.raises(TypeError, match=rf"{flag}: expected True or False"):
        export(DECK, target, **({"strict": True} if flag == "fallback" else {}), **{flag: value})


def test_deck_must_be_a_deck() -> None:
    with pytest.raises(TypeError, match=r"deck: expected a tooldeck Deck, got list"):
        export([1], "openai")  # type: ignore[arg-type]


def test_the_two_policies_still_differ() -> None:
    dropped = export(DECK, "openai", strict=True, unsupported="drop")
    assert "minLength" not in str(dropped.data) and dropped.warnings
    from tooldeck.formats.base import ExportError

    with pytest.raises(ExportError):
        export(DECK, "openai", strict=True, unsupported="error")
