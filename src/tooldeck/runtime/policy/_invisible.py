"""The control and invisible characters the path and shell policies refuse, and the
joiners and tags Unicode builds real names with, which they let through.

Refused: every character of general category ``Cc``, ``Cf``, ``Zl`` or ``Zp``
(:data:`INVISIBLE_CATEGORIES`) — C0, DEL, C1, bidi marks, overrides and isolates
(Trojan Source, CVE-2021-42574), U+061C, zero-width space, word joiner, the byte-order
mark, soft hyphen, tags, U+2028/U+2029 — except where :data:`_PERMITTED` matches:

- ZWNJ U+200C and ZWJ U+200D after a virama (RFC 5892 Appendix A.1/A.2 CONTEXTJ, UAX #31
  §2.3): Devanagari, Bengali, Sinhala … half and explicit-virama forms;
- ZWNJ between a left- or dual-joining letter and a right- or dual-joining one, with
  only transparent marks between (RFC 5892 Appendix A.1): the Persian half-space;
- ZWJ between two Extended_Pictographic characters, the first perhaps followed by an
  emoji modifier or U+FE0F (UTS #51 ED-16, emoji ZWJ sequences);
- tags U+E0020–U+E007E after U+1F3F4 and ended by CANCEL TAG U+E007F (UTS #51 ED-14a,
  the subdivision flags).

The virama rule also asks for a letter or mark after the joiner, so a joiner never ends a
name or stands before a dot or slash. Properties come from the ``regex`` package's
Unicode tables (``\\p{Joining_Type}``, ``\\p{ccc}``, ``\\p{Extended_Pictographic}``).
"""

from __future__ import annotations

import unicodedata

import regex

__all__ = ["INVISIBLE_CATEGORIES", "first_invisible"]

INVISIBLE_CATEGORIES = frozenset({"Cc", "Cf", "Zl", "Zp"})
"""Unicode general categories refused (outside :data:`_PERMITTED`): controls and format
characters make a log or a reviewer's screen show another text; separators break a line."""

_PERMITTED = regex.compile(
    r"""
      [\u200C\u200D](?<=\p{ccc=Virama}.)(?=[\p{L}\p{M}])
    | \u200C(?<=[\p{jt=D}\p{jt=L}]\p{jt=T}*.)(?=\p{jt=T}*[\p{jt=D}\p{jt=R}])
    | \u200D(?<=\p{Extended_Pictographic}[\uFE0F\p{Emoji_Modifier}]?.)
        (?=\p{Extended_Pictographic})
    | (?<=\U0001F3F4)[\U000E0020-\U000E007E]+\U000E007F
    """,
    regex.VERBOSE,
)
"""The joiners and tags allowed in their context (see the module docstring); each match
covers only the permitted characters, so the text around them is checked as usual."""


def _permitted(text: str) -> frozenset[int]:
    return frozenset(i for found in _PERMITTED.finditer(text) for i in range(*found.span()))


def first_invisible(text: str) -> int | None:
    """Index of the first non-ASCII character of ``text`` in
    :data:`INVISIBLE_CATEGORIES` outside the permitted joiner and tag contexts, or None.
    ASCII controls are the caller's (the shell policy allows TAB and LF)."""
    permitted: frozenset[int] | None = None
    for index, ch in enumerate(text):
        if ch.isascii() or unicodedata.category(ch) not in INVISIBLE_CATEGORIES:
            continue
        if permitted is None:
            permitted = _permitted(text)
        if index not in permitted:
            return index
    return None
