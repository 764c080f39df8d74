"""Short readings of a tool's text: the first sentence of a description, and whether
the text retires the tool (and names its successor).

The first sentence is used where a tool must be named in one line: the report's
inventory, the gateway's ``search_tools`` answers. The retirement reading is shared by
lint's D112 (a retired tool still offered) and the select stage (a retired tool ranked
below the tool its text names as the replacement).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

__all__ = ["first_sentence", "retired_phrase", "successor"]

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


SERVER_SEPARATOR = "__"
"""How a gateway joins a server's name and its tool's name (``fs__read_file``): the default
``separator`` of a client config (:mod:`tooldeck.formats.mcp_config`)."""

_RETIRED = re.compile(
    r"\b(?:this tool|this function|this endpoint|it) is (?:now |being )?(?:deprecated|obsolete"
    r"|a placeholder|no longer (?:supported|maintained|available|in use))\b"
    r"|\b(?-i:DEPRECATED|OBSOLETE)\b\s*[:.\-–—)\]]"
    r"|\b(?-i:Deprecated|Obsolete)\s*[:\-–—]"
    r"|[(\[](?:deprecated|obsolete)[)\]]"
    r"|^\s*[\[(]?(?:deprecated|obsolete)\b"
    r"|\bplaceholder tool\b"
    r"|\b(?:do not|don't|never) (?:use|call) this (?:tool|function)\s*(?:[.!;]|$)"
    r"|\bwill be removed in (?:a|the) (?:future|next)\b"
    r"|已(?:弃用|废弃)|不再(?:维护|支持)|请勿使用此工具|非推奨|廃止予定",
    re.IGNORECASE | re.MULTILINE,
)
"""A text that says the tool itself is not to be used: deprecated, obsolete, a placeholder,
"do not use this tool." with no condition after it. "DO NOT use this tool to create PDF
files" (an exclusion) and "the `foo` parameter is deprecated." are not matched: a word
"deprecated" before punctuation counts in capitals ("DEPRECATED: use …"), capitalised before a
colon or dash ("Deprecated: use …") or in brackets ("Read File (Deprecated)"), not at the end
of a sentence about something else ("the `foo` parameter is deprecated.", "other tools are
being deprecated.")."""


_PART = re.compile(
    r"\b(?:param(?:eter)?s?|arg(?:ument)?s?|keys?|options?|fields?|flags?|settings?"
    r"|propert(?:y|ies)|attributes?|aliases)\b"
    r"|パラメータ|パラメーター|引数|キー|オプション|フィールド|属性"
    r"|参数|參數|选项|選項|字段|欄位|键名",
    re.IGNORECASE,
)
"""Words naming a part of the tool's input (a parameter, a key, an option, a field) in
English, Japanese and Chinese: a deprecation said of one is not the tool's."""
_SENTENCE_START = re.compile(r"[.!?;](?:\s|$)|[。！？；\n]")
_OF_THE_TOOL = re.compile(r"\b(?:this tool|this function|this endpoint|placeholder tool)\b", re.I)


def _said_of_a_part(text: str, match: re.Match[str]) -> bool:
    """Whether the retirement words of ``match`` are said of a part of the input, not the
    tool: the sentence holding them names a parameter, key, option or field before them
    (:data:`_PART`) and they do not name the tool themselves ("this tool is deprecated").
    "Old API keys (enableFetchImages, …) are still accepted for backward compatibility
    (deprecated)" and mcp-fetch 1.6.3's "旧APIキー（…）は…引き続き受け付けます（非推奨）" retire
    the old keys, not the tool (trial38b, LOW-6)."""
    if _OF_THE_TOOL.search(match.group(0)):
        return False
    head = text[: match.start()]
    starts = [m.end() for m in _SENTENCE_START.finditer(head)]
    return _PART.search(head[starts[-1] if starts else 0 :]) is not None


def retired_phrase(title: str | None, description: str) -> tuple[str, bool] | None:
    """Where a tool's own text says the tool is not to be used (deprecated, obsolete, a
    placeholder, "do not use this tool."): ``(phrase, in_title)`` — the matched words as
    written, without the colon or dash after them but with their brackets ("DEPRECATED",
    "(Deprecated)") — and whether they are in ``title``; or ``None``.

    The title is read first, then the description (one text, the title's line first), so
    "Read File (Deprecated)" is found in the title. An exclusion ("do not use this tool to
    create PDFs") and a deprecated parameter ("the `foo` parameter is deprecated", "old
    keys are still accepted (deprecated)": :func:`_said_of_a_part`) are not retirements;
    a later match that retires the tool still counts."""
    text = f"{title or ''}\n{description}"
    match = next((m for m in _RETIRED.finditer(text) if not _said_of_a_part(text, m)), None)
    if match is None:
        return None
    phrase = match.group(0).strip()
    if not phrase.endswith((")", "]")):  # the punctuation the pattern needs after the word
        phrase = phrase.rstrip(":.-–—").rstrip() or phrase
    return phrase, bool(title) and match.start() < len(title or "")


def successor(name: str, description: str, names: Iterable[str]) -> str | None:
    """The tool a retired tool's description sends the reader to: the first name of
    ``names`` (other than ``name``) written in ``description`` after the retirement words,
    or, when none follows them, the only other name the description mentions; ``None``
    when the description names no other tool, or several before the retirement words and
    none after.

    A name counts where it stands as a whole identifier (not inside a longer one:
    ``read_file`` is not found in ``read_file_v2``). In a gateway's namespaced deck
    (``server__tool``), a sibling of the same server also counts by its own name, as the
    server wrote it: ``fs__read_file``'s "use read_text_file" names
    ``fs__read_text_file``. Example: "Read a file. DEPRECATED: use
    read_text_file instead." names ``read_text_file``."""
    found = retired_phrase(None, description)
    start = 0
    if found is not None:
        start = max(description.find(found[0]), 0)
    prefix = name.rpartition(SERVER_SEPARATOR)[0]
    spots: list[tuple[int, str]] = []
    for other in set(names):
        if other == name or not other:
            continue
        spelled = {other}
        server, _, local = other.rpartition(SERVER_SEPARATOR)
        if server and server == prefix:  # a server's text names its siblings unprefixed
            spelled.add(local)
        for written in spelled:
            pattern = rf"(?<![\w-]){re.escape(written)}(?![\w-])"
            spots.extend((hit.start(), other) for hit in re.finditer(pattern, description))
    if not spots:
        return None
    after = sorted((at, other) for at, other in spots if at >= start)
    if after:
        return after[0][1]
    distinct = {other for _, other in spots}
    return distinct.pop() if len(distinct) == 1 else None
