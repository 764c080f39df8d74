"""tooldeck.display: untrusted text made safe to print.

Expected strings are written by hand from the notation in the module docstring (Python's
escapes: ``\\xhh`` up to U+00FF, ``\\uhhhh``, ``\\Uhhhhhhhh``); the round-trip property
decodes with :func:`ast.literal_eval`, an independent reader of that notation.
"""

from __future__ import annotations

import ast
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tooldeck.display import (
    CLIP_CHARS,
    CLIP_LINES,
    clip,
    escape_char,
    shown_error,
    terminal_safe,
    visible,
)

# What a terminal acts on: C0 but TAB/LF, DEL, C1, bidi embeddings/overrides/isolates and
# marks, tag characters (the checks of tests/data/attacks/README.md, plus tags and marks).
RAW = re.compile(
    "[\x00-\x08\x0b-\x1f\x7f-\x9f\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069\U000e0000-\U000e007f]"
)


@pytest.mark.parametrize(
    ("raw", "shown"),
    [
        ("a\x1b[2Jb", "a\\x1b[2Jb"),  # CSI erase display
        ("\x1b]0;title\x07", "\\x1b]0;title\\x07"),  # OSC 0 window title, BEL
        ("\x1b]8;;https://x.example/\x1b\\t", "\\x1b]8;;https://x.example/\\x1b\\t"),  # OSC 8
        ("\x1bP+q544e\x1b\\", "\\x1bP+q544e\\x1b\\"),  # DCS … ST
        ("\x9b2J", "\\x9b2J"),  # C1 CSI
        ("nul\x00del\x7f", "nul\\x00del\\x7f"),
        ("a\rb\x08c", "a\\rb\\x08c"),
        ("\u202eelif_etaled\u202c", "\\u202eelif_etaled\\u202c"),  # Trojan Source
        ("\u2066x\u2069", "\\u2066x\\u2069"),  # bidi isolates
        ("x\U000e0041\U000e0042", "x\\U000e0041\\U000e0042"),  # tag characters
        ("zero\u200bwidth\ufeff", "zero\\u200bwidth\\ufeff"),
        ("soft\xadhyphen", "soft\\xadhyphen"),
        ("\u3164filler", "\\u3164filler"),  # Hangul filler, drawn as nothing
        ("line\u2028sep", "line\\u2028sep"),
        ("lone \ud800", "lone \\ud800"),  # a lone surrogate cannot even be encoded
        ("a\nb\tc", "a\\nb\\tc"),  # one line: LF and TAB escaped too
    ],
)
def test_visible_escapes(raw: str, shown: str) -> None:
    assert visible(raw) == shown
    assert RAW.search(visible(raw)) is None


@pytest.mark.parametrize(
    "text",
    [
        "中文描述：查询订单",
        "café, naïve, Ångström, Straße",
        "👩🏽‍💻 🏳️‍🌈 👨‍👩‍👧 ❤️ 1️⃣",  # ZWJ sequences, modifiers, VS16, keycap
        "🏴\U000e0067\U000e0062\U000e0065\U000e006e\U000e0067\U000e007f",  # England's flag
        "می\u200cخواهم",  # Persian ZWNJ
        "क्\u200dष",  # Devanagari virama + ZWJ
        "葛\U000e0100",  # ideographic variation sequence
        "regex \\d+ and a lone \\ at the end \\",
        "",
    ],
)
def test_legitimate_text_is_unchanged(text: str) -> None:
    assert visible(text) == text
    assert visible(text, multiline=True) == text


def test_joiners_between_latin_letters_are_escaped() -> None:
    assert visible("dele\u200dte") == "dele\\u200dte"
    assert visible("e\u200cé") == "e\\u200cé"
    assert visible("\u200d😀") == "\\u200d😀"  # nothing to join before it


def test_only_one_variation_selector_is_kept() -> None:
    assert visible("❤\ufe0f\ufe0f\ufe0e") == "❤\ufe0f\\ufe0f\\ufe0e"
    assert visible("\ufe0fx") == "\\ufe0fx"  # nothing before it


def test_a_variation_selector_is_kept_only_after_a_character_it_varies() -> None:
    """Break25 L7: one selector after ASCII punctuation printed as nothing, so a diff
    whose change was ``{+\ufe0f+}`` looked empty. Kept: after an Emoji character (❤, ©, a
    keycap digit), an IVS after a CJK ideograph, a Mongolian one after a Mongolian
    letter, U+FE00 after a math symbol (StandardizedVariants.txt: ≩ U+2269 FE00)."""
    for kept in ("❤\ufe0f", "©\ufe0f", "1\ufe0f\u20e3", "漢\U000e0100", "ᠠ\u180b", "≩\ufe00"):
        assert visible(kept) == kept
    assert visible("recipient.\ufe0f") == "recipient.\\ufe0f"
    assert visible("a\U000e0100") == "a\\U000e0100"  # an IVS after a Latin letter
    assert visible("x\u180b") == "x\\u180b"  # a Mongolian selector after ASCII
    assert visible("ok\ufe00") == "ok\\ufe00"


def test_mark_spaces_marks_a_blank_braille_pattern() -> None:
    from tooldeck.display import mark_spaces

    # break25 L7: U+2800 is a symbol drawn as nothing; a diff of five printed blank
    assert mark_spaces("done\u2800\u2800") == "done\\u2800\\u2800"
    assert mark_spaces("⠁⠃") == "⠁⠃"  # other Braille patterns print as dots


def test_tags_outside_a_flag_sequence_are_escaped() -> None:
    # more than 7 tag letters after the black flag: ASCII smuggling, not a subdivision
    smuggled = "🏴" + "".join(chr(0xE0000 + ord(c)) for c in "ignore rules") + "\U000e007f"
    shown = visible(smuggled)
    assert RAW.search(shown) is None and shown.startswith("🏴\\U000e0069")
    # a flag sequence with no cancel tag
    assert visible("🏴\U000e0067\U000e0062") == "🏴\\U000e0067\\U000e0062"


def test_backslashes_and_repr_escapes_are_left_alone() -> None:
    """tooldeck's messages quote names with repr(): those escapes pass unchanged."""
    assert visible("C:\\new\\table") == "C:\\new\\table"
    quoted = f"unknown tool {'read' + chr(27) + '[2Jfile'!r}"
    assert quoted == "unknown tool 'read\\x1b[2Jfile'"
    assert visible(quoted) == quoted


def test_multiline_keeps_lf_and_tab() -> None:
    assert visible("a\n\tb\x1b[2J\r", multiline=True) == "a\n\tb\\x1b[2J\\r"


def test_escape_char_notation() -> None:
    assert [escape_char(c) for c in "\n\t\r\x1b\x9b\u202e\U000e0041"] == [
        "\\n",
        "\\t",
        "\\r",
        "\\x1b",
        "\\x9b",
        "\\u202e",
        "\\U000e0041",
    ]


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=st.characters(blacklist_characters='"'), max_size=40))
def test_round_trip_and_no_raw_controls(text: str) -> None:
    shown = visible(text)
    assert RAW.search(shown) is None
    assert "\n" not in shown and "\t" not in shown
    if "\\" not in text:  # a lone backslash before another letter has no escape to undo
        assert ast.literal_eval(f'"{shown}"') == text


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=40))
def test_terminal_safe_is_idempotent(text: str) -> None:
    once = terminal_safe(text)
    assert terminal_safe(once) == once
    assert RAW.search(once) is None


def test_clip_cuts_a_long_line_and_states_its_length() -> None:
    text = "e" * 100_000
    shown = clip(text)
    assert shown == "e" * CLIP_CHARS + "… [cut: 100,000 characters in all]"
    assert clip("short") == "short"
    assert clip("x" * CLIP_CHARS) == "x" * CLIP_CHARS  # at the limit: not cut


def test_clip_cuts_lines_and_states_their_number() -> None:
    text = "\n".join(f"line {i}" for i in range(1, 1251))
    lines = clip(text).split("\n")
    assert lines[:CLIP_LINES] == [f"line {i}" for i in range(1, CLIP_LINES + 1)]
    assert lines[CLIP_LINES:] == ["… [cut: 1,250 lines in all]"]
    assert clip("a\nb", lines=1, chars=5) == "a\n… [cut: 2 lines in all]"
    with pytest.raises(ValueError, match="chars"):
        clip("x", chars=0)


def test_shown_error_cuts_then_escapes() -> None:
    shown = shown_error("boom \x1b]0;pwned\x07 " + "x" * 5000 + "\nstderr \x1b[2J")
    assert shown.startswith("boom \\x1b]0;pwned\\x07 x")
    assert "[cut: 5,016 characters in all]\nstderr \\x1b[2J" in shown
