"""The poisoning rules' own-name replacement without a pattern per tool name (session 33:
compiling one per tool was 0.3 s of a lint of BFCL's pool): the same text as the regular
expression it replaces, checked against that expression (the independent reference) on
random texts and names, and on the cases written out by hand."""

from __future__ import annotations

import random
import re

from tooldeck.lint.rules.poisoning import _replace_whole


def _reference(text: str, name: str) -> str:
    return re.sub(rf"(?<![\w.-]){re.escape(name)}(?![\w.-])", "this tool", text)


def test_by_hand() -> None:
    assert _replace_whole("use edit_block now", "edit_block", "this tool") == "use this tool now"
    assert _replace_whole("my_edit_block", "edit_block", "this tool") == "my_edit_block"
    assert _replace_whole("edit_block.v2 edit_block", "edit_block", "T") == "edit_block.v2 T"
    assert _replace_whole("", "x", "T") == "" and _replace_whole("abc", "", "T") == "abc"


def test_matches_the_regular_expression_on_random_texts() -> None:
    rng = random.Random(33)
    for _ in range(20_000):
        name = "".join(rng.choice("ab_-") for _ in range(rng.randint(1, 3)))
        text = "".join(rng.choice("ab_.- xé1\n") for _ in range(rng.randint(0, 16)))
        assert _replace_whole(text, name, "this tool") == _reference(text, name), (text, name)
