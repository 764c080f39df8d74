"""JSON Schema regexes on RE2 (tooldeck.schema_regex): linear time, ECMA escapes, and a
clear "unsupported" for what RE2 cannot express.

The catastrophic patterns are the classic ones of CWE-1333 (nested and overlapping
quantifiers); Python's ``re`` needs about 2**41 steps on the 41-character key below.
"""

from __future__ import annotations

import re
import time

import pytest

from tooldeck.schema_regex import (
    MAX_PATTERN_LENGTH,
    UnsupportedPatternError,
    compile_pattern,
    search,
)

EVIL = ["^(a|aa)+$", "^(a+)+$", "^(a|a?)+$", "(x+x+)+y", "^([a-z]+)*[0-9]$"]


@pytest.mark.parametrize("pattern", EVIL)
def test_catastrophic_patterns_finish_on_a_41_character_key(pattern: str) -> None:
    key = "a" * 40 + "!"
    start = time.monotonic()
    assert search(pattern, key) is False
    assert search(pattern, "x" * 5000) in (True, False)
    assert time.monotonic() - start < 30  # generous ceiling; Python re takes hours here


@pytest.mark.parametrize(
    ("pattern", "text", "expected"),
    [
        ("^[0-9]{5}$", "12345", True),
        ("^[0-9]{5}$", "1234", False),
        ("b", "abc", True),  # not anchored: JSON Schema patterns search
        ("^\\u00e9$", "é", True),  # ECMA \uXXXX
        ("^\\u{1F600}$", "\U0001f600", True),  # ECMA \u{…}
        ("^\\\\u0041$", "\\u0041", True),  # an escaped backslash, then a literal u0041
        ("^\\p{L}+$", "héllo", True),
        ("^(?<word>[a-z]+)$", "abc", True),  # ECMA named group
    ],
)
def test_matches_agree_with_python_re_on_plain_patterns(
    pattern: str, text: str, expected: bool
) -> None:
    assert search(pattern, text) is expected


def test_plain_patterns_agree_with_python_re() -> None:
    # independent reference: Python's re on patterns both engines read the same way
    for pattern in ["^a.c$", "x|y", "[A-Z][a-z]*", "^\\d+(\\.\\d+)?$", "^\\w+@\\w+$"]:
        for text in ["abc", "a c", "y", "Hello", "3.14", "12", "me@host", "no"]:
            assert search(pattern, text) is (re.search(pattern, text) is not None)


@pytest.mark.parametrize(
    ("pattern", "why"),
    [
        ("^(a+)+\\1$", "escape"),  # backreference
        ("(?<=a)b", "perl operator"),  # look-behind
        ("a(?=b)", "perl operator"),  # look-ahead
        ("a{1001}", "repetition"),
        ("(", "missing"),
    ],
)
def test_what_re2_cannot_run_is_unsupported(pattern: str, why: str) -> None:
    assert search(pattern, "ab") is None
    with pytest.raises(UnsupportedPatternError, match=why):
        compile_pattern(pattern)


def test_a_pattern_over_the_length_limit_is_unsupported() -> None:
    with pytest.raises(UnsupportedPatternError, match="limit 65,536"):
        compile_pattern("a" * (MAX_PATTERN_LENGTH + 1))
