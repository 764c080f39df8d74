"""The inventory section: first sentences of descriptions."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("text", "first"),
    [
        ("Search files, e.g. logs. Then more.", "Search files, e.g. logs."),
        ("Find keys, i.e. ids. Next.", "Find keys, i.e. ids."),
        ("读取文件。然后写入", "读取文件。"),
        ("One! Two", "One!"),
        ("No end", "No end"),
    ],
)
def test_first_sentence_does_not_stop_at_abbreviations(text: str, first: str) -> None:
    from tooldeck.report.inventory import first_sentence

    assert first_sentence(text) == first
