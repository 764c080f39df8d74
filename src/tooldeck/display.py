"""Untrusted text made safe to print on a terminal.

Tool names, descriptions, enum values, case ids, an MCP server's error text and stderr, a
handler's exception: whatever came from a deck, a cases file, a tool or a server can hold
bytes a terminal obeys (CWE-150). ``ESC [2J`` clears the screen, ``ESC ] 0 ; … BEL`` sets
the window title, ``ESC ] 8 ; ; URL …`` makes a link whose text lies, ``ESC ] 52`` writes
the clipboard (xterm "Control Sequences", invisible-island.net/xterm/ctlseqs), and the
bidirectional overrides reorder what is shown (Trojan Source, CVE-2021-42574). Every
printing layer (the CLI, the report's terminal rendering, lint's text output) passes such
text through :func:`visible` before it reaches rich, and cuts long upstream text with
:func:`clip`.

**Which characters are escaped** (general categories and properties from the Unicode
Character Database, through the ``regex`` module's tables):

* ``Cc``: the C0 controls U+0000–U+001F (ESC, BEL, BS, CR, NUL …), DEL U+007F and the C1
  controls U+0080–U+009F (``U+009B`` is a one-byte CSI on terminals that read C1).
  ``\\n`` and ``\\t`` are kept by ``visible(…, multiline=True)`` (text printed as a block:
  a grammar, an error with a server's stderr), escaped otherwise (table cells, one-line
  names);
* ``Cf`` (format characters): the bidi embeddings and overrides U+202A–U+202E, the bidi
  isolates U+2066–U+2069, the marks U+200E/U+200F/U+061C, the zero-width U+200B and
  U+2060, U+FEFF, the soft hyphen U+00AD, the tag characters U+E0001 and U+E0020–U+E007F
  (invisible ASCII: "ASCII smuggling") and the rest of the category;
* ``Zl``/``Zp`` (U+2028, U+2029: line breaks to some programs, not to a terminal) and
  ``Cs`` (lone surrogates, which cannot even be encoded as UTF-8);
* ``Default_Ignorable_Code_Point`` (Unicode DerivedCoreProperties.txt): characters drawn
  as nothing, such as the Hangul fillers U+3164/U+115F, the variation selectors and the
  reserved U+E0000–U+E0FFF block.

**What stays as it is**, so that legitimate text remains readable: every other character
(letters of any script, CJK, accents and combining marks, emoji, private use, spaces) and
three uses of otherwise invisible characters, each as Unicode defines it:

* U+200D ZERO WIDTH JOINER between two emoji (Extended_Pictographic after an
  Extended_Pictographic, an Emoji_Modifier or U+FE0F): an emoji ZWJ sequence (UTS #51
  ED-16, e.g. 👩🏽‍💻, 🏳️‍🌈);
* U+200C/U+200D between two letters or marks of a script other than Latin (UAX #9/
  Unicode §23.2: ZWNJ in Persian words, ZWJ after a virama in Indic scripts); between
  ASCII or Latin letters they only hide a difference, so they are escaped;
* one variation selector (U+FE00–U+FE0F, U+E0100–U+E01EF, the Mongolian U+180B–U+180D,
  U+180F) right after a character shown as itself that it can vary: U+FE0E/U+FE0F after
  an ``Emoji`` character (``❤️``, ``©️``, keycaps), U+E0100–U+E01EF after a CJK ideograph,
  the Mongolian ones after a Mongolian letter, U+FE00–U+FE0D after any character other
  than ASCII (Unicode StandardizedVariants.txt, emoji-variation-sequences.txt, the
  Ideographic Variation Database); after ASCII letters or punctuation it is escaped, and a
  second one in a row is escaped (a run of selectors can carry hidden data);
* the tag characters of an emoji tag sequence: U+1F3F4, 1 to 7 tag digits or lower-case
  tag letters, U+E007F (UTS #51 ED-14a; the subdivision flags such as England's).

**Notation** (Python's string escapes): ``\\n``, ``\\t``, ``\\r`` for LF, TAB and CR;
``\\xhh`` for any other code point up to U+00FF (``\\x1b``, ``\\x00``, ``\\x7f``,
``\\x9b``, ``\\xad``); ``\\uhhhh`` up to U+FFFF (``\\u202e``); ``\\Uhhhhhhhh`` beyond
(``\\U000e0041``); lower-case hex. A backslash in the text is left as it is, so the text
``\\x1b`` (four characters) and an escaped ESC look the same: the point is that nothing
reaches the terminal raw, and tooldeck's own messages already quote names with
:func:`repr` (whose escapes this notation matches, and which a doubling would garble).
The JSON outputs (``--format json``, ``--json``) hold the exact text.

rich markup is another matter: :func:`visible` returns plain text; print it as
:class:`rich.text.Text` or through :func:`rich.markup.escape`, never as markup.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Final

import regex

__all__ = [
    "CLIP_CHARS",
    "CLIP_LINES",
    "clip",
    "escape_char",
    "json_visible",
    "mark_spaces",
    "plural",
    "shown_error",
    "shown_reason",
    "terminal_safe",
    "visible",
]

CLIP_CHARS: Final = 2_000
"""Characters of one line of upstream text (an MCP server's error or stderr, a handler's
exception, a model API's error body) shown before it is cut."""

CLIP_LINES: Final = 40
"""Lines of upstream text shown before the rest is cut (an MCP error text is at most
``CLIP_LINES × CLIP_CHARS`` = 80,000 characters on screen)."""

_ZWNJ, _ZWJ = "\u200c", "\u200d"
_FLAG_TAG_SEQUENCE = r"\U0001F3F4[\U000E0030-\U000E0039\U000E0061-\U000E007A]{1,7}\U000E007F"
_SUSPECT = r"[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}\p{Default_Ignorable_Code_Point}]"
_PATTERN = regex.compile(rf"({_FLAG_TAG_SEQUENCE})|{_SUSPECT}")
_ONE_SUSPECT = regex.compile(_SUSPECT)
_SELECTOR = regex.compile(r"[\uFE00-\uFE0F\U000E0100-\U000E01EF\u180B-\u180D\u180F]")
# A selector is kept only after a character it can vary (Unicode StandardizedVariants.txt,
# emoji-variation-sequences.txt, the Ideographic Variation Database): text/emoji style
# after an Emoji character (❤, ©, the keycap digits), an ideographic variation after a
# CJK ideograph, a Mongolian free variation after a Mongolian letter, U+FE00–U+FE0D after
# a character other than ASCII (mathematical symbols, CJK compatibility forms, Phags-pa).
# After ASCII punctuation or letters none is defined: "recipient.\ufe0f" is escaped, so a
# change made of one selector does not print as nothing in a diff (break25 L7).
_ANY_NON_ASCII = regex.compile(r"[^\x00-\x7f]")
_VARIES = {
    "emoji": regex.compile(r"\p{Emoji}"),
    "ideographic": regex.compile(r"\p{Ideographic}"),
    "mongolian": regex.compile(r"\p{sc=Mongolian}"),
}
_EMOJI_BEFORE_ZWJ = regex.compile(r"[\p{Extended_Pictographic}\p{Emoji_Modifier}\uFE0F]")
_EMOJI = regex.compile(r"\p{Extended_Pictographic}")
_JOINED_LETTER = regex.compile(
    r"[[\p{L}\p{M}]--[\p{sc=Latin}\p{sc=Common}\p{sc=Inherited}]]", flags=regex.V1
)
_SHORT = {"\n": "\\n", "\t": "\\t", "\r": "\\r"}


def escape_char(char: str) -> str:
    """The visible escape of one character: ``\\n``/``\\t``/``\\r``, else ``\\xhh``,
    ``\\uhhhh`` or ``\\Uhhhhhhhh`` by code point (lower-case hex, Python's notation)."""
    short = _SHORT.get(char)
    if short is not None:
        return short
    point = ord(char)
    if point <= 0xFF:
        return f"\\x{point:02x}"
    if point <= 0xFFFF:
        return f"\\u{point:04x}"
    return f"\\U{point:08x}"


_ODD_SPACE = regex.compile(r"[[\p{Zs}\u2800]--\x20]", flags=regex.V1)


def mark_spaces(text: str) -> str:
    """``text`` with every space character other than U+0020 written as its JSON escape
    ``\\uhhhh``: the Unicode ``Zs`` category — no-break U+00A0, the en/em/thin/hair spaces
    U+2000–U+200A, narrow no-break U+202F, U+205F, ideographic U+3000, U+1680 — and the
    blank Braille pattern U+2800 (a symbol, ``So``, drawn as nothing). They print
    as an ordinary space (or nothing), so where a person compares two texts (``tooldeck
    diff``, the gateway's quarantine and ``approve`` listings) a swapped space would go
    unseen: ``{+\\u00a0+}``. Other text is returned as it is (the same object)."""
    if text.isascii():
        return text
    marked: str = _ODD_SPACE.sub(lambda m: f"\\u{ord(m.group()):04x}", text)
    return marked


def _kept(text: str, at: int) -> bool:
    """Whether the invisible character at ``text[at]`` is kept by one of the three
    exceptions of the module docstring (joiners, one variation selector, flag tags are
    matched whole by the pattern)."""
    char = text[at]
    before = text[at - 1] if at > 0 else ""
    after = text[at + 1] if at + 1 < len(text) else ""
    if char in (_ZWJ, _ZWNJ):
        if not before or not after:
            return False
        if (
            char == _ZWJ
            and _EMOJI_BEFORE_ZWJ.fullmatch(before)
            and _EMOJI.fullmatch(after) is not None
        ):
            return True
        return bool(_JOINED_LETTER.fullmatch(before) and _JOINED_LETTER.fullmatch(after))
    if _SELECTOR.fullmatch(char):
        if not before or _ONE_SUSPECT.fullmatch(before) is not None:
            return False
        return _VARIES.get(_selector_kind(char), _ANY_NON_ASCII).fullmatch(before) is not None
    return False


def _selector_kind(char: str) -> str:
    """Which family of variation selector ``char`` is, as :data:`_VARIES` keys it."""
    code = ord(char)
    if code in (0xFE0E, 0xFE0F):
        return "emoji"
    if code >= 0xE0100:
        return "ideographic"
    if 0x180B <= code <= 0x180F:
        return "mongolian"
    return "standard"


def _json_escape(char: str) -> str:
    """``\\u009b``; beyond U+FFFF the UTF-16 surrogate pair (RFC 8259 §7)."""
    return json.dumps(char)[1:-1]


def _escaped(text: str, keep: str, escape: Callable[[str], str] = escape_char) -> str:
    if (text.isascii() and text.isprintable()) or _PATTERN.search(text) is None:
        return text  # printable ASCII (the common case) holds nothing to escape

    def replace(match: regex.Match[str]) -> str:
        found: str = match.group(0)
        if match.group(1) is not None or found in keep:
            return found
        return found if _kept(text, match.start()) else escape(found)

    result: str = _PATTERN.sub(replace, text)
    return result


def visible(text: str, *, multiline: bool = False) -> str:
    """``text`` with every control, format, bidi, invisible and tag character written as a
    visible escape, in the notation of the module docstring.

    Args:
        text: untrusted text (from a deck, a cases file, a tool or an MCP server).
        multiline: keep LF and TAB as they are (text printed as a block); by default they
            are escaped too (a table cell, a name on one line).

    Returns:
        The text to print, with no character a terminal would act on: no ESC, C1, CR, BS,
        BEL, DEL, bidi control or tag character (except as the module docstring allows).
        Its length is never shorter; text without such characters comes back unchanged
        (the same object).
    """
    return _escaped(text, "\n\t" if multiline else "")


def terminal_safe(text: str) -> str:
    """What a console writes, made safe as a last guard: ``visible(text, multiline=True)``
    but with TAB escaped (rich expands tabs before this point). Applying it twice changes
    nothing (rich renders nested renderables through it more than once)."""
    return _escaped(text, "\n")


def json_visible(text: str) -> str:
    """JSON text (as :func:`json.dumps` with ``ensure_ascii=False`` writes it) with every
    character :func:`visible` would escape written as a JSON ``\\u`` escape instead (beyond
    U+FFFF as a surrogate pair, RFC 8259 §7): the same JSON value, exactly, but nothing a
    terminal acts on when it is printed there (C1 controls, DEL, bidi and tag characters are
    the ones the encoder leaves raw)."""
    return _escaped(text, "\n", _json_escape)


def clip(text: str, *, chars: int = CLIP_CHARS, lines: int = CLIP_LINES) -> str:
    """Long upstream text cut to a stated length, with the length it had.

    Each line longer than ``chars`` characters keeps its first ``chars`` followed by
    ``… [cut: 100,000 characters in all]`` (that line's length); after ``lines`` lines the
    rest is replaced by one line ``… [cut: 1,250 lines in all]``. Lines are split at LF
    only. Text within both limits comes back unchanged.

    Raises:
        ValueError: ``chars`` or ``lines`` below 1.
    """
    if chars < 1 or lines < 1:
        raise ValueError(f"clip needs chars ≥ 1 and lines ≥ 1, got {chars} and {lines}")
    if len(text) <= chars and text.count("\n") < lines:
        return text
    parts = text.split("\n", lines)
    shown = [
        part if len(part) <= chars else f"{part[:chars]}… [cut: {len(part):,} characters in all]"
        for part in parts[:lines]
    ]
    if len(parts) > lines:
        shown.append(f"… [cut: {text.count(chr(10)) + 1:,} lines in all]")
    return "\n".join(shown)


def shown_error(text: str) -> str:
    """Upstream error text as printed: :func:`clip`, then ``visible(…, multiline=True)``."""
    return visible(clip(text), multiline=True)


def plural(count: int | float, noun: str, many: str | None = None) -> str:
    """``count`` and ``noun`` in agreement: ``1 tool``, ``2 tools``, ``0 tools``,
    ``1,000 tools``; ``many`` gives an irregular plural (``plural(2, "match", "matches")``).
    A float count is written without decimals when it is whole."""
    shown = f"{count:,.0f}" if isinstance(count, float) and count.is_integer() else f"{count:,}"
    return f"{shown} {noun if count == 1 else (many or noun + 's')}"


def shown_reason(reason: str, indent: str = "", *, whole: bool = False) -> str:
    """A gateway quarantine reason as printed after a label on a line indented by
    ``indent`` (``    quarantined git__status: …``): :func:`~tooldeck.display.shown_error`
    (long lines cut, control characters escaped), each later line — the diff lines and
    findings of :meth:`tooldeck.gateway.pinning.Held.text`, already two spaces in — indented
    by ``indent`` plus two spaces more, so they sit under the label's own text wherever it
    is printed (the start summary, ``--dry-run``, ``approve``). ``whole``: no line is cut
    (control characters are still escaped), for a change a person reviews."""
    shown = visible(reason, multiline=True) if whole else shown_error(reason)
    return shown.replace("\n", "\n" + indent + "  ")
