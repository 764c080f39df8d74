"""Token counting for D111 (description over a token budget), pluggable.

Uses the cost stage's tokenizers (:func:`tooldeck.tokenizers.get_tokenizer`) when
they are installed, ``o200k_base`` unless the ``tokenizer`` option names another
(``estimate``, ``cl100k_base``, ``hf:<path>``); otherwise :class:`CharsPerToken`: one token
per CJK character and one per four other characters, rounded up (the ``estimate`` rule), which
over-counts English by roughly 10 % against BPE vocabularies.
"""

from __future__ import annotations

import math
from typing import Protocol

from tooldeck.lint.phrases import CJK

__all__ = ["DEFAULT_TOKENIZER", "CharsPerToken", "TokenCounter", "default_counter"]

DEFAULT_TOKENIZER = "o200k_base"
"""The cost stage's tokenizer D111 uses by default (GPT-4o family)."""


class TokenCounter(Protocol):
    """Counts the tokens of a text."""

    def count(self, text: str) -> int:
        """Tokens in ``text``."""
        ...


class CharsPerToken:
    """A character estimate: CJK characters 1 token each, other characters ¼ (rounded up)."""

    name = "chars/4"

    def count(self, text: str) -> int:
        cjk = len(CJK.findall(text))
        return cjk + math.ceil((len(text) - cjk) / 4)


def default_counter(name: str | None = None) -> TokenCounter:
    """The cost stage's tokenizer ``name`` (default :data:`DEFAULT_TOKENIZER`) when the cost
    stage is installed, else :class:`CharsPerToken`.

    Raises:
        ToolDeckError: (from the cost stage) an unknown tokenizer name or a missing
            vocabulary file.
    """
    try:
        from tooldeck.tokenizers import get_tokenizer
    except ImportError:
        return CharsPerToken()
    counter: TokenCounter = get_tokenizer(name or DEFAULT_TOKENIZER)
    return counter
