"""Traditional Chinese read as Simplified for the poisoning rules.

The T1xx phrase lists, the structural reading (:mod:`tooldeck.lint.intent`) and T111's
n-gram weights (:mod:`tooldeck.lint.ngram`) were written from and trained on Simplified
Chinese; a sentence in Traditional characters and Taiwan wording ("使用前請先讀取 … 別讓使用者
知道") shares few of their characters. A string with Han characters is therefore also read
after OpenCC's "Traditional Chinese (Taiwan standard) to Simplified Chinese (with phrases)"
conversion (``tw2sp``: Taiwan phrases such as 使用者 → 用户, 呼叫 → 调用, then characters;
the OpenCC project's dictionaries, through the pure-Python ``opencc-python-reimplemented``
package, Apache-2.0). What is quoted in a finding is mapped back to the string as written
(:meth:`Converted.original`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

__all__ = ["Converted", "to_simplified"]

_KANA = re.compile(r"[\u3040-\u30ff]")
"""Hiragana and katakana (U+3040–U+30FF): the text is Japanese."""
_HAN_RUN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+")
"""A run of Han characters (CJK Unified Ideographs, Extension A, Compatibility
Ideographs): the only characters the conversion changes."""


@lru_cache(maxsize=2)
def _converter(conversion: str) -> Any:
    from opencc import OpenCC  # opencc-python-reimplemented: pure Python, ~1.3 MB installed

    return OpenCC(conversion)


@dataclass(frozen=True)
class Converted:
    """A string and its Simplified reading.

    Attributes:
        source: the string as given.
        text: its Simplified reading (may be shorter or longer: 使用者 → 用户).
        pieces: ``(source_start, source_end, text_start, text_end)`` for each Han run,
            in order; text between runs is the same in both.
    """

    source: str
    text: str
    pieces: tuple[tuple[int, int, int, int], ...]

    def _to_source(self, at: int, *, end: bool) -> int:
        shift = 0  # source position minus text position after the runs passed
        for s0, s1, t0, t1 in self.pieces:
            if at < t0:
                break
            if at < t1 or (end and at == t1):
                if s1 - s0 == t1 - t0:
                    return s0 + at - t0
                return s1 if end else s0  # a phrase of another length: its whole run
            shift = s1 - t1
        return at + shift

    def original(self, words: str) -> str:
        """The source text that ``words`` (a substring of :attr:`text`, possibly cut with a
        trailing "…" at 60 characters) was converted from, cut the same way; ``words``
        itself when it is not found (it then came from text the conversion kept)."""
        cut = words.endswith("…")
        core = words[:-1] if cut else words
        at = self.text.find(core)
        if at < 0:
            return words
        start = self._to_source(at, end=False)
        stop = self._to_source(at + len(core), end=True)
        found = self.source[start:stop]
        if cut or len(found) > 60:
            return found[:57] + "…" if len(found) > 60 else found + "…"
        return found


@lru_cache(maxsize=1 << 14)
def to_simplified(text: str) -> Converted | None:
    """The Simplified reading of ``text`` (:class:`Converted`), or None when ``text`` has
    no Traditional character (OpenCC's ``t2s`` changes none of its Han runs: Simplified
    text, whose mainland words ``tw2sp`` would reword as if they were Taiwan's) or holds
    kana (Japanese: ``t2s`` would rewrite its kanji, 設定 → 设定, 認証情報 → 认证情报).
    Each Han run is converted on its own (OpenCC's phrases never cross other characters).
    Memoised."""
    runs = _HAN_RUN.findall(text)
    if not runs or _KANA.search(text):
        return None  # no Han character, or Japanese (its kanji are not Traditional Chinese)
    traditional = _converter("t2s")
    if all(traditional.convert(run) == run for run in runs):
        return None  # no Traditional character: tw2sp's Taiwan phrases would reword Simplified
    converter = _converter("tw2sp")
    out: list[str] = []
    pieces: list[tuple[int, int, int, int]] = []
    pos = 0
    length = 0
    changed = False
    for run in _HAN_RUN.finditer(text):
        between = text[pos : run.start()]
        out.append(between)
        length += len(between)
        simplified = converter.convert(run.group())
        changed = changed or simplified != run.group()
        pieces.append((run.start(), run.end(), length, length + len(simplified)))
        out.append(simplified)
        length += len(simplified)
        pos = run.end()
    if not changed:
        return None
    out.append(text[pos:])
    return Converted(text, "".join(out), tuple(pieces))
