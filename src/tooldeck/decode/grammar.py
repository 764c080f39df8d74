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
    "Boundary",
    "Choice",
    "FreeText",
    "JsonValue",
    "Literal",
    "Node",
    "Optional",
    "Repeat",
    "Seq",
]


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
        first_not: characters the text may not start with (Llama 3: ``{`` starts a call).
    """

    forbid: tuple[str, ...] = ()
    allow_empty: bool = True
    first_not: str = ""


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


Node = Literal | Boundary | FreeText | JsonValue | Seq | Choice | Optional | Repeat
