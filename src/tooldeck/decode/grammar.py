"""Engine-neutral grammar of a tool-call turn.

:mod:`tooldeck.decode.turn` builds a tree of these nodes; each engine in
:mod:`tooldeck.decode.engines` renders it (llguidance: Lark with ``%json`` rules; XGrammar:
``Grammar.concat``/``union`` of JSON-schema and EBNF grammars). Keeping the tree neutral is
what lets a wire format or an engine be added without touching the other.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

__all__ = [
    "LEADING_SPACE",
    "Boundary",
    "Choice",
    "FreeText",
    "JsonValue",
    "Literal",
    "Node",
    "Optional",
    "Repeat",
    "Seq",
    "Space",
]

LEADING_SPACE = (
    "\t\n\x0b\x0c\r\x1c\x1d\x1e\x1f \x85\xa0\u1680\u2000\u2001\u2002\u2003\u2004\u2005"
    "\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000"
)
"""The characters Python's ``str.isspace`` is true for (all 29 of them, Unicode 15): the
white space ``str.lstrip()`` removes, which is what a parser skips before a call."""


@dataclass(frozen=True)
class Literal:
    """Exactly this text (any tokenisation of it)."""

    text: str


@dataclass(frozen=True)
class Boundary:
    """A boundary marker (``<tool_call>``): its special token when the tokenizer has one,
    else the literal text."""

    text: str


@dataclass(frozen=True)
class FreeText:
    """Any text that contains none of ``forbid`` (the boundary markers).

    Attributes:
        forbid: substrings the text may not contain (and special tokens are never text).
        allow_empty: whether the empty text matches.
        first_not: characters the text may not start with, nor after a run of white
            space (:data:`LEADING_SPACE`): Llama 3's ``{`` starts a call, and
            :func:`tooldeck.decode.parsers.parse_tool_calls` reads ``" \\n{"`` as one too.
    """

    forbid: tuple[str, ...] = ()
    allow_empty: bool = True
    first_not: str = ""


@dataclass(frozen=True)
class Space:
    """A run of 1 to ``max_count`` characters, each one of ``chars`` (white space before
    a bare JSON call). One node, not a repetition of literals: llguidance lexes it as one
    lexeme, so a run is not cut differently from a free-text lexeme of the same length."""

    chars: str
    max_count: int


@dataclass(frozen=True)
class JsonValue:
    """A JSON value valid against ``schema`` (already rewritten for decoding)."""

    schema: Mapping[str, Any]
    label: str = "json"


@dataclass(frozen=True)
class Seq:
    """The items one after another."""

    items: tuple[Node, ...]


@dataclass(frozen=True)
class Choice:
    """Exactly one of the items."""

    items: tuple[Node, ...]


@dataclass(frozen=True)
class Optional:
    """The item or nothing."""

    item: Node


@dataclass(frozen=True)
class Repeat:
    """``item`` one to ``max_count`` times, ``separator`` text between two occurrences."""

    item: Node
    separator: str
    max_count: int


Node = Literal | Boundary | FreeText | Space | JsonValue | Seq | Choice | Optional | Repeat
