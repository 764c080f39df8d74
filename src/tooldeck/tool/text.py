"""Short forms of a tool's text: the first sentence of a description.

Used where a tool must be named in one line: the report's inventory, the gateway's
``search_tools`` answers.
"""

from __future__ import annotations

import re

__all__ = ["first_sentence"]

# A sentence ends at ".!?" + space (not after a common abbreviation such as "e.g.") or
# at a full-width "。！？；".
_SENTENCE_END = re.compile(
    r"(?<!\be\.g\.)(?<!\bi\.e\.)(?<!\betc\.)(?<!\bvs\.)(?<=[.!?])\s|(?<=[。！？；])"
)


def first_sentence(text: str, limit: int = 100) -> str:
    """The first sentence of ``text`` (split at ``.!?`` + space, except after "e.g.",
    "i.e.", "etc." and "vs.", or at ``。！？；``), at most ``limit`` characters (cut with
    ``…``)."""
    text = " ".join(text.split())
    match = _SENTENCE_END.search(text)
    sentence = text[: match.start()].strip() if match else text
    if len(sentence) > limit:
        sentence = sentence[: limit - 1].rstrip() + "…"
    return sentence
