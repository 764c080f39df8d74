"""Multi-intent requests: cut a request into clauses and interleave per-clause rankings.

A request such as "find the area of a circle with radius 5. Also, calculate the
derivative at x = 3" needs two tools; ranked as one text, the tools of its dominant
clause fill the top k and the second tool falls out. :func:`split_clauses` cuts a request
at sentence ends (``.``, ``?``, ``!``, ``;`` followed by a space) and at English
connectives that introduce a further task (``also``, ``then``, ``and then``, ``as well
as``, ``additionally``, ``after that``, ``afterwards``, ``, and``); clauses shorter than
``min_words`` words are dropped, and a request that yields fewer than two clauses is not
split. :func:`interleave` then merges the whole request's ranking with each clause's
ranking round-robin: ``lead`` tools from the whole-request list, then the best unseen tool
of each clause, and again, skipping duplicates.

Measured on the BFCL pool (benchmarks/bench_select_bfcl.py; choices made on the
even-numbered half of the questions): interleaving (lead 2) raised hybrid recall@8
(all gold) by about 0.01 on both halves at unchanged MRR, while adding the clause rankings
into the RRF sum instead (any clause weight from 0.25 to 1) changed nothing or hurt.
The connective list is English only; other languages pass through unsplit, unless
``cjk=True`` cuts at CJK punctuation. ``bare_and=N`` also cuts requests of at most N words
at a bare "and" (the ``hybrid`` method: 40 words, with ``cjk=True``; thirteenth session,
docs/select.md: select_real dev gains two requests, the BFCL pool keeps 2,392 of 2,501
questions with every gold tool in the top 8, a cut at every bare "and" 2,384).

:func:`split_segments` is the finer cut of the ``hybrid-segments`` method (issue 15): at any
sentence or clause punctuation, ASCII or CJK (``. ? ! ; : ,`` and ``。？！；：，``), at line
breaks and before a bare ``and``/``then``/``also``; a segment needs ``min_words``
whitespace-separated words outside CJK runs. Chatty requests ("open an issue on
acme/webapp: the dark mode toggle resets …") carry the task in one segment and context in
the others; each segment is embedded apart (the best segment cosine counts) and ranked
apart for interleaving. On the select_real dev split it took recall@8 from 0.709 to 0.741
(without the query adapter), on the BFCL pool's odd half it lowered it from 0.887 to
0.875 (docs/select.md), so it is not the default.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Iterable, Sequence

import numpy as np
import numpy.typing as npt
import Stemmer  # type: ignore[import-not-found,unused-ignore]
from bm25s.stopwords import STOPWORDS_EN_PLUS  # type: ignore[import-untyped]

from tooldeck.select.base import SelectError
from tooldeck.tokenizers import CJK_IDEOGRAPHS
from tooldeck.tokenizers import CJK_RUN as _CJK_RUN

__all__ = [
    "CJK_ACTION_MIN_WORDS",
    "action_text",
    "channel_names",
    "channel_text",
    "chinese_action_text",
    "complement_text",
    "interleave",
    "interleave_turns",
    "making_text",
    "mark_new_objects",
    "new_makers",
    "new_things",
    "split_clauses",
    "split_segments",
]

_SPLIT = re.compile(
    r"(?<=[.?!;])\s+"
    r"|\s*\b(?:and then|and also|also|then|as well as|additionally|after that|afterwards)\b"
    r"\s*,?\s*"
    r"|,\s*and\s+",
    re.IGNORECASE,
)


_BARE_AND = re.compile(r"\s+and\s+", re.IGNORECASE)
_CJK_BREAK = re.compile(r"\s*[\u3002\uff1f\uff01\uff1b\uff0c]\s*")  # 。？！；，


def _words(part: str) -> float:
    """Length in words, a CJK ideograph counting as half a word (a Chinese word is one
    to two characters long)."""
    ideographs = sum(len(run) for run in _CJK_RUN.findall(part))
    return len(_CJK_RUN.sub(" ", part).split()) + ideographs / 2


def _and_sides(part: str, min_words: int, count: Callable[[str], float]) -> list[str]:
    """``part`` cut at each bare ``and`` whose two sides both have ``min_words`` words."""
    sides: list[str] = []
    for side in _BARE_AND.split(part):
        if sides and (count(side) < min_words or count(sides[-1]) < min_words):
            sides[-1] = f"{sides[-1]} and {side}"
        else:
            sides.append(side)
    return sides


_PAYLOAD_COLON = re.compile(r":\s+|\uff1a\s*")
_LEADING_QUOTE = re.compile(r"""\s*(?:"[^"]*"|“[^”]*”|‘[^’]*’|'.+?'(?!\w))""")
_QUOTE_MARK = re.compile(r"""["“”‘’]|(?<!\w)'|'(?!\w)""")
_SENTENCE_END = re.compile(r"[.?!](?=\s)|\n")
_ANNOUNCES = re.compile(r"\b(?:following|as follows)\b", re.IGNORECASE)
ACTION_MIN_WORDS = 3
"""Words a sentence needs before a colon for what follows to read as the action's payload
(``set status: done`` keeps its value; ``open an issue on acme/webapp: …`` does not)."""


# A clause's verb, its object (0-3 words), one or more places ("in #deploys", "on issue
# #410 in acme/cli") and "that" before a subject (a determiner or a personal pronoun):
# English grammar, not any deck's words.
_COMPLEMENT = re.compile(
    r"(?:^|[.;!?,]\s*|\b(?:and|then|also|please|pls)\s+)"
    r"[A-Za-z][\w-]*"  # the clause's verb
    r"(?:\s+[^\s,.;:!?]+){0,3}?"  # its object
    r"(?:\s+(?:in|on|to|into|at|for|under|inside)(?:\s+[^\s,.;:!?]+){1,4}?)+"  # its places
    r"\s+(that\s+)(?=(?:the|a|an|i|we|you|he|she|it|they|this|these|those|our|my|your|his|"
    r"her|their|its|there)\b)",
    re.IGNORECASE,
)


def complement_text(query: str) -> str:
    """``query`` without the clause its action introduces with "that": the payload of
    "post in #deploys that the 2.4 rollout is done" (→ "post in #deploys") or "comment on
    issue #410 in acme/cli that the fix is in 2.8.1 …".

    Read only where "that" follows a clause's verb (at the request's start, after
    punctuation or after and / then / also / please), up to three words of its object and
    one or more places (in / on / to / into / at / for / under / inside and one to four
    words), and comes before a subject (a determiner or a personal pronoun: the, a, I,
    we, it …): a "that" after a noun alone is mostly a relative clause that says which
    thing is meant ("the PR that the team merged", "$5000 that he wants to invest") and
    is left. The payload runs to the end of its sentence (``.``, ``?`` or ``!`` before
    white space, or a line break). A request with CJK ideographs is left alone (the
    cross-lingual stage appends glosses). ``query`` itself when there is no such clause.

    Source: docs/select.md, "Mistyped words, a "that" clause, a file name" (thirty-fourth
    session; chosen on the dev splits; the shape was narrowed on the BFCL pool's questions
    before any count: read after any "that" and a subject it cut 32 of the odd half's
    questions, mostly relative clauses, and 1 in this shape).
    """
    if _CJK_RUN.search(query):
        return query
    match = _COMPLEMENT.search(query)
    if match is None:
        return query
    before = query[: match.start(1)]
    rest = query[match.end() :]
    end = _SENTENCE_END.search(rest)
    after = rest[end.start() :] if end else ""
    return f"{before.rstrip()} {after.strip()}".strip()


def action_text(query: str) -> str:
    """``query`` without the payload its action introduces with a colon (or with "that":
    :func:`complement_text`, read first).

    In "open an issue on acme/webapp: the dark mode toggle resets every time you refresh
    the page" the words after the colon are what the new issue will say, not what selects
    the tool; read whole, they pull tools whose text shares them (``update_issue_type``,
    ``update_issue_state`` ranked first, ``create_issue`` 25th). The payload starts at the
    request's first colon followed by white space (or a full-width ``：``, which an East
    Asian input method types in English text too) and runs to the end of its sentence
    (``.``, ``?`` or ``!`` before white space, or a line break); where it opens with a
    quotation (``file a bug: 'Export button does nothing', label it bug and frontend``)
    the quotation alone is the payload. The rest of the request is read on.

    The colon is left alone (``query`` returned unchanged) where its sentence has fewer
    than :data:`ACTION_MIN_WORDS` words before it (``set status: done`` names a field and
    its value; ``Version: 6.3.1``), where that part announces what follows ("fulfill the
    following command: …", "… as follows: …": the words after the colon are the request
    itself), where the colon sits inside a quotation (``'Call of Duty: Modern Warfare'``),
    in a request with CJK ideographs (the cross-lingual stage appends its glosses after
    the request, and Chinese writes its colon as ``：``), and where what is left would
    have fewer than two words.

    Source: docs/select.md, "The action, not its payload" (twenty-ninth session; chosen
    on the dev splits and the BFCL pool's odd half).
    """
    query = complement_text(query)
    colon = _PAYLOAD_COLON.search(query)
    if colon is None or _CJK_RUN.search(query):
        return query
    before = query[: colon.start()]
    ends = list(_SENTENCE_END.finditer(before))
    sentence_start = ends[-1].end() if ends else 0
    head = before[sentence_start:]
    if (
        len(head.split()) < ACTION_MIN_WORDS
        or _ANNOUNCES.search(head)
        or len(_QUOTE_MARK.findall(head)) % 2
    ):
        return query
    rest = query[colon.end() :]
    quoted = _LEADING_QUOTE.match(rest)
    if quoted:
        after = rest[quoted.end() :]
    else:
        end = _SENTENCE_END.search(rest)
        after = rest[end.start() :] if end else ""
    read = f"{before} {after.strip()}".strip()
    return read if len(read.split()) >= 2 else query


CJK_ACTION_MIN_WORDS = 1.5
"""Shortest action before a colon in a Chinese request, in words (:func:`_words`: an
ideograph counts half): three ideographs, a verb and its complement (记一下)."""
_CJK_SENTENCE_END = re.compile(r"[\u3002\uff1f\uff01?!]|\n")  # 。？！ ? ! or a line break


def chinese_action_text(query: str) -> str:
    """A Chinese request without the payload its action introduces with a colon: "帮我记一下：
    这个仓库的接口字段统一用 snake_case" → "帮我记一下", "给 PR 64 留个评论：麻烦补一下单测" →
    "给 PR 64 留个评论" — :func:`action_text`'s reading for a request holding CJK
    ideographs, which that function leaves alone.

    The payload starts at the first full-width ``：`` (or ``:`` before white space) and runs
    to the end of its sentence (。？！, ``?``, ``!`` or a line break; a Chinese comma stays
    inside it). Read only where the words before the colon in its sentence hold CJK
    ideographs (the action is written in Chinese), are at least
    :data:`CJK_ACTION_MIN_WORDS` long (a two-character label such as 状态： or 标题： names
    a field and its value, as "set status: done" does in English) and hold no open
    quotation; ``query`` itself otherwise, for a request without ideographs, and where
    nothing would be left. The lists read the cut as a second reading, the whole request
    still counting (:meth:`~tooldeck.select.hybrid.HybridRetriever._read`).

    Source: docs/select.md, "A Chinese action before its payload (thirty-fifth session)".
    """
    if not _CJK_RUN.search(query):
        return query
    colon = _PAYLOAD_COLON.search(query)
    if colon is None:
        return query
    before = query[: colon.start()]
    ends = list(_CJK_SENTENCE_END.finditer(before))
    head = before[ends[-1].end() if ends else 0 :]
    if (
        not _CJK_RUN.search(head)
        or _words(head) < CJK_ACTION_MIN_WORDS
        or len(_QUOTE_MARK.findall(head)) % 2
        or head.count("「") > head.count("」")
        or head.count("『") > head.count("』")
    ):
        return query
    rest = query[colon.end() :]
    end = _CJK_SENTENCE_END.search(rest)
    after = rest[end.start() :] if end else ""
    read = f"{before.rstrip()} {after.strip()}".strip()
    return read if _CJK_RUN.search(read) or len(read.split()) >= 2 else query


# A chat channel as people write it: "#" and a name that opens with a letter (an ASCII
# name of letters, digits, "-", "_" and inner dots, or a run of CJK ideographs), not glued
# to a word, a path, an entity or an e-mail ("C#", "page.html#top", "&#39;"); "#201" is an
# issue or pull request number, not a channel.
_CHANNEL = re.compile(
    rf"(?<![\w/&#@.\\-])#(?P<name>[A-Za-z](?:[A-Za-z0-9_.-]*[A-Za-z0-9_])?|[{CJK_IDEOGRAPHS}]+)"
)
# a CSS colour (#fff, #FF0000, #abcd, #11223344) is no channel
_HEX_COLOUR = re.compile(r"[0-9A-Fa-f]{3,4}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8}")


def channel_names(query: str) -> list[str]:
    """The chat channels ``query`` writes as ``#name``, in order (``[]`` when none):
    ``#releases``, ``#sg-team``, ``#故障``; not an issue or pull request number (``#201``), a
    CSS colour (``#fff``, ``#FF0000``), nor a ``#`` glued to a word, path, entity or e-mail
    (``C#``, ``page.html#top``, ``&#39;``).

    "#" before a name is how Slack, Discord, Mattermost and IRC write a channel; a clause
    that names one ("post the result to #releases", "ping #sg-team about the outage") often
    says nothing else of where its words go, and its verb alone ("post", "ping") matches
    other tools' names (docs/select.md, "Requests that need two or three tools
    (thirty-sixth session)").
    A CSS id selector (``#chart``) is written the same way; the reading is gated by the
    deck (:meth:`~tooldeck.select.hybrid.HybridRetriever.chat_channels`)."""
    return [
        m.group() for m in _CHANNEL.finditer(query) if not _HEX_COLOUR.fullmatch(m.group("name"))
    ]


def channel_text(query: str) -> str:
    """``query`` with the word ``channel`` after each channel it writes
    (:func:`channel_names`): "post the result to #releases" → "post the result to
    #releases channel". The word goes right after the name, so the clause that names the
    channel carries it when the request is cut into clauses. ``query`` itself when it
    names none."""
    return _CHANNEL.sub(
        lambda m: m.group() if _HEX_COLOUR.fullmatch(m.group("name")) else f"{m.group()} channel",
        query,
    )


_INDEFINITE_OBJECT = re.compile(
    r"(?:^|(?<=[.;:!?,])\s*|\b(?:and|then|also|please|pls)\s+)"
    r"(?P<verb>[A-Za-z]+)\s+an?\s+(?!new\b)(?=(?P<first>[A-Za-z][\w-]*)(?:\s+(?P<second>[A-Za-z][\w-]*))?)",
    re.IGNORECASE,
)
# The same clause where the thing is made in, into or as an indefinite place: "put this
# snippet in a secret gist", "save it as a memory". Between the verb and the preposition
# stands the verb's own object, what goes into the new thing: one to three words, no
# punctuation or and / then / also. A longer span is most often a verb phrase whose "in a
# ..." says where it happens ("help me update the data in a spreadsheet view"), and with no
# word between, the "verb" is a noun ("... and patterns in a group of 50"): the BFCL pool's
# odd half read eight questions so before the span was bounded (docs/select.md, "A made
# thing in a place or named in Chinese").
_INDEFINITE_PLACE = re.compile(
    r"(?:^|(?<=[.;:!?,])\s*|\b(?:and|then|also|please|pls)\s+)"
    r"(?P<verb>[A-Za-z]+)(?:\s+(?!(?:and|then|also)\b)[^\s.;:!?,]+){1,3}"
    r"\s+(?:in|into|as)\s+an?\s+"
    r"(?!new\b)(?=(?P<first>[A-Za-z][\w-]*)(?:\s+(?P<second>[A-Za-z][\w-]*))?)",
    re.IGNORECASE,
)
_NEW_THING = re.compile(r"\bnew\s+([A-Za-z][\w-]*)", re.IGNORECASE)
# Verbs whose object exists before the act (one edits, closes or deletes a thing that is
# there), so "an issue" after them is not a thing to be made: general English, not any
# deck's words (session 30: "edit a gist" read "edit a new gist" and ranked create_gist
# over update_gist; session 39, trial38b LOW-9: "replace a word in my report.docx" read
# "create a new word" on a deck that writes "Create a new Word document", and put
# create_document above search_and_replace)
_EXISTING_OBJECT_VERBS = frozenset(
    [
        "edit",
        "update",
        "change",
        "modify",
        "fix",
        "correct",
        "amend",
        "rename",
        "replace",
        "close",
        "reopen",
        "lock",
        "unlock",
        "delete",
        "remove",
        "drop",
        "erase",
        "archive",
        "restore",
        "cancel",
        "revert",
        "review",
        "approve",
        "reject",
        "merge",
        "rebase",
        "star",
        "unstar",
        "watch",
        "unwatch",
        "assign",
        "unassign",
        "label",
        "tag",
        "move",
        "copy",
        "transfer",
        "read",
        "view",
        "show",
        "check",
        "inspect",
        "find",
        "search",
        "get",
        "fetch",
        "list",
        "download",
        "describe",
        "explain",
        "compare",
        "resolve",
        "dismiss",
        "pin",
        "unpin",
        "hide",
        "mute",
    ]
)


@functools.cache
def _english_stem() -> Callable[[str], str]:
    """Snowball English (PyStemmer, the stemmer BM25 already uses:
    :class:`tooldeck.select.languages.LanguageAnalyzer`)."""
    stem: Callable[[str], str] = Stemmer.Stemmer("english").stemWord
    return stem


@functools.cache
def _existing_object_stems() -> frozenset[str]:
    """The stems of :data:`_EXISTING_OBJECT_VERBS`."""
    return frozenset(map(_english_stem(), _EXISTING_OBJECT_VERBS))


def _existing_object_verb(verb: str) -> bool:
    """Whether ``verb`` is one of :data:`_EXISTING_OBJECT_VERBS` or an inflection of one:
    its Snowball English stem equals one of theirs ("edits", "editing", "closing",
    "starred", "copies" → edit, edit, close, star, copi; Porter 2001, "Snowball: A
    language for stemming algorithms"). rebreak30 N10: "Edits a gist" and "editing a
    gist" read "a new gist"."""
    return _english_stem()(verb.lower()) in _existing_object_stems()


def new_things(texts: Iterable[str]) -> list[str]:
    """The words right after ``new`` in ``texts`` ("Create a new issue in a GitHub
    repository" → ``["issue"]``), in order: what a deck says its tools make."""
    return [m.group(1) for text in texts for m in _NEW_THING.finditer(text)]


_STOP = frozenset(STOPWORDS_EN_PLUS)
_MAKER = re.compile(
    r"\b(?P<verb>[A-Za-z]+)\s+an?\s+new\s+(?P<first>[A-Za-z][\w-]*)(?:\s+(?P<second>[A-Za-z][\w-]*))?",
    re.IGNORECASE,
)


def new_makers(texts: Iterable[str]) -> list[tuple[str, tuple[str, ...]]]:
    """The verb that makes each new thing in ``texts`` and the (one or two) words after
    ``new``: "Create a new issue in a GitHub repository" → ``[("create", ("issue",))]``,
    "Create a new GitHub issue" → ``[("create", ("GitHub", "issue"))]``; the verb
    lower-cased, the words as written. Function words are neither (bm25s'
    ``STOPWORDS_EN_PLUS``, the stop list of :mod:`tooldeck.select.objects`): "… in a new
    page" names no verb, "Post a new message to a channel" makes a message, not a "to",
    and "Create a new or update an existing issue" names no new thing."""
    found: list[tuple[str, tuple[str, ...]]] = []
    for text in texts:
        for m in _MAKER.finditer(text):
            verb, first, second = m.group("verb").lower(), m.group("first"), m.group("second")
            if verb in _STOP or first.lower() in _STOP:
                continue
            if second and second.lower() not in _STOP:
                found.append((verb, (first, second)))
            else:
                found.append((verb, (first,)))
    return found


def _deck_verbs(
    match: re.Match[str], makers: Callable[[str], Sequence[str]]
) -> tuple[Sequence[str], str]:
    """The deck's verbs for the thing a clause's object names, and the group (``first`` or
    ``second``) the object ends at: ``makers`` of the first word after the article, the
    object running on to the second where the deck makes that too ("a pull request"); of
    the second word when the deck makes nothing of the first ("a GitHub issue"). Empty
    verbs when it makes neither."""
    first, second = match.group("first"), match.group("second")
    verbs = makers(first)
    if verbs:
        return verbs, "second" if second and makers(second) else "first"
    if second:
        return makers(second), "second"
    return verbs, "first"


_CLAUSE_END = re.compile(r"[.;:!?,]|\b(?:and|then|also)\b", re.IGNORECASE)


def making_text(
    query: str,
    makers: Callable[[str], Sequence[str]],
    gloss: Callable[[str], Sequence[str]] | None = None,
) -> str:
    """``query`` with each clause that makes a thing read with the deck's own verb for
    making it, and without what the clause says of the thing: "grab the job logs and open
    an issue with the stack trace" → "grab the job logs and create a new issue" where
    ``makers("issue")`` is ``["create"]``.

    A clause opens with its verb and an indefinite object, as in :func:`mark_new_objects`
    (verbs whose object exists before the act are left), or with its verb, its own object
    and the indefinite place the object goes into: ``in``, ``into`` or ``as a <thing>``
    ("put this snippet in a secret gist" → "create a new secret gist"); ``makers`` gives
    the verbs the
    deck's text writes before "a new <word>", most used first (:func:`new_makers`), and is
    asked about the first and then the second word after the article. The clause is read
    "<the deck's first verb> a new <object>", the object being the words after the article
    up to the one the deck makes and the next word too where the deck writes that after
    "new" as well ("a pull request"); the rest of the clause up to its end (``. ; : ! ? ,``,
    ``and``, ``then``, ``also``) is what the new thing will hold ("with the stack trace",
    "to update the website") and is left out. Left as written: a clause whose verb is
    already one of the deck's verbs for the thing (compared by Snowball stem), a clause
    opening with a function word ("…, with a city view"), and a clause whose object the
    deck does not make. A request with CJK ideographs is read by its Chinese clauses that
    make a thing named in English ("开个 issue", :func:`_chinese_making_text`) and, given
    ``gloss`` (Chinese words → their English glosses, the cross-lingual stage's), by those
    whose object is written in Chinese and glossed as a thing the deck makes ("拉个分支" →
    "create a new branch"). Sources: docs/select.md, "The deck's verb for a new thing" and
    "A made thing in a place or named in Chinese (thirty-third session)".
    """
    if _CJK_RUN.search(query):
        return _chinese_making_text(query, makers, gloss)
    stem = _english_stem()
    out: list[str] = []
    at = 0
    matches = [*_INDEFINITE_OBJECT.finditer(query), *_INDEFINITE_PLACE.finditer(query)]
    for match in sorted(matches, key=lambda m: m.start("verb")):
        verb = match.group("verb")
        if match.start("verb") < at or verb.lower() in _STOP or _existing_object_verb(verb):
            continue
        verbs, last = _deck_verbs(match, makers)
        if not verbs or stem(verb.lower()) in {stem(v.lower()) for v in verbs}:
            continue
        stop = _CLAUSE_END.search(query, match.end(last))
        end = stop.start() if stop else len(query)
        while end > match.end(last) and query[end - 1].isspace():
            end -= 1
        out.append(query[at : match.start("verb")])
        out.append(f"{verbs[0]} a new {query[match.end(0) : match.end(last)]}")
        at = end
    if not out:
        return query
    out.append(query[at:])
    return "".join(out)


# A Chinese clause that makes a thing: a verb, the classifier 个 (after 一 or not: "a"),
# an object written in English ("开个 issue", "建一个 branch"). Before 个 these characters
# are no verb: demonstratives, quantifiers and numerals (这个 "this", 每个 "each", 两个 "two"),
# and 有 / 是 ("there is a …", "it is a …") — Chinese grammar, not any deck's words.
_CHINESE_NOT_A_VERB = frozenset("这那哪每几两各某整半单多好上下第是有一二三四五六七八九十百千万")
_CHINESE_MAKING = re.compile(
    rf"(?P<verb>[{CJK_IDEOGRAPHS}])一?个\s*(?P<first>[A-Za-z][\w-]*)"
    r"(?:\s+(?P<second>[A-Za-z][\w-]*))?"
)
_CHINESE_CLAUSE_END = re.compile(r"[\u3002\uff1f\uff01\uff1b\uff0c\uff1a\u3001.;:!?,]")
# The same clause with its object written in Chinese: a verb, 个 (after 一 or not), 新
# ("new") or not, and the run of ideographs that names the thing ("拉个分支", "新建个私有
# 仓库", "切一个新分支").
_CHINESE_MAKING_ZH = re.compile(
    rf"(?P<verb>[{CJK_IDEOGRAPHS}])一?个新?(?P<object>[{CJK_IDEOGRAPHS}]+)"
)


def _chinese_making_text(
    query: str,
    makers: Callable[[str], Sequence[str]],
    gloss: Callable[[str], Sequence[str]] | None = None,
) -> str:
    """:func:`making_text` for a request with CJK ideographs: "开个 issue：<what it says>" →
    "create a new issue" where ``makers("issue")`` is ``["create"]``; the clause ends at CJK
    or ASCII sentence and clause punctuation (or the end of the text). With ``gloss``, an
    object written in Chinese is read by its glosses, last first (a Chinese noun phrase
    ends with its head: 私有仓库 "private repository"), the first that the deck makes
    naming it ("新建个私有仓库" → "create a new repository"); such a clause ends at that
    punctuation or after the request's last ideograph (what follows may be the
    cross-lingual stage's appended glosses, which are kept)."""
    # start, end of the object, verb, object, whether the object is glossed
    found: list[tuple[int, int, str, str, bool]] = []
    for match in _CHINESE_MAKING.finditer(query):
        if match.group("verb") in _CHINESE_NOT_A_VERB:
            continue
        verbs, last = _deck_verbs(match, makers)
        if verbs:
            thing = query[match.start("first") : match.end(last)]
            found.append((match.start("verb"), match.end(last), verbs[0], thing, False))
    if gloss is not None:
        for match in _CHINESE_MAKING_ZH.finditer(query):
            if match.group("verb") in _CHINESE_NOT_A_VERB:
                continue
            for word in reversed(list(gloss(match.group("object")))):
                verbs = makers(word)
                if verbs:
                    found.append((match.start("verb"), match.end("object"), verbs[0], word, True))
                    break
    last_ideograph = max((m.end() for m in _CJK_RUN.finditer(query)), default=len(query))
    out: list[str] = []
    at = 0
    for start, stop_at, verb, thing, glossed in sorted(found):
        if start < at:
            continue
        stop = _CHINESE_CLAUSE_END.search(query, stop_at)
        end = stop.start() if stop else max(last_ideograph, stop_at) if glossed else len(query)
        out.append(query[at:start])
        out.append(f" {verb} a new {thing} ")
        at = end
    if not out:
        return query
    out.append(query[at:])
    return "".join(out)


def mark_new_objects(query: str, makes: Callable[[str], bool] | None = None) -> str:
    """``query`` with ``new`` after the indefinite article of a clause's first verb, where
    ``makes`` says the deck makes such a thing.

    A clause that opens with its verb and an indefinite object ("open an issue …", "file a
    bug", "add a row to …", "make a branch …") asks for a thing that does not exist yet,
    which tool texts call *new* ("Create a new issue"); one about an existing thing names
    it ("the issue", "issue #99", "my note"). The word is what BM25 reads of that: "open an
    issue" shares no term with ``create_issue``'s "Create a new issue in a GitHub
    repository", and "open" itself is ``update_issue_state``'s word ("open or closed"). A
    clause opens at the start of the request, after sentence or clause punctuation, or
    after ``and``, ``then``, ``also``, ``please``. ``makes`` is asked about the first and
    the second word after the article ("a short summary": ``short``, ``summary``); the
    word is added only where it answers True for either (None: everywhere). Without that
    gate "Find a supermarket …" read "Find a new supermarket" and lost its tools (BFCL pool);
    the ``hybrid`` method asks whether the deck's own text has "new <word>"
    (:func:`new_things`). A verb whose object exists before the act (edit, close, delete,
    review … :data:`_EXISTING_OBJECT_VERBS`, inflected too: "edits", "editing") gets
    nothing ("edit a gist" is not "edit a new gist"). Requests with CJK ideographs are
    returned unchanged (an English reading).
    Source: docs/select.md, "The action, not its payload" and its F4 note.
    """
    if _CJK_RUN.search(query):
        return query

    def mark(match: re.Match[str]) -> str:
        if _existing_object_verb(match.group("verb")):
            return match.group(0)
        words = [w for w in (match.group("first"), match.group("second")) if w]
        if makes is None or any(makes(w) for w in words):
            return f"{match.group(0)}new "
        return match.group(0)

    return _INDEFINITE_OBJECT.sub(mark, query)


def split_clauses(
    query: str,
    *,
    min_words: int = 3,
    max_clauses: int = 8,
    bare_and: int = 0,
    cjk: bool = False,
) -> list[str]:
    """The clauses of ``query`` (see the module docstring), at most ``max_clauses``.

    ``bare_and``: in a request of at most this many words (0: in none), also cut at every
    ``and`` between words (not only ``, and``), as in "check the pipeline and post the
    result"; a side of fewer than ``min_words`` words is joined back, so "length 7 and
    width 3" stays whole. Long requests are left to the other cuts: there a bare ``and``
    mostly joins the details of one task ("starts from rest and accelerates at …").
    ``cjk``: also cut at CJK sentence and clause punctuation (``。？！；，``; Chinese joins
    a request's tasks with commas), and count a CJK ideograph as half a word (without it a
    CJK run is one word, as before).

    Returns ``[]`` when the request has fewer than two clauses of ``min_words`` words or
    more (it is then treated as one intent).

    Raises:
        SelectError: ``min_words`` < 1, ``max_clauses`` < 2 or ``bare_and`` < 0.
    """
    if min_words < 1 or max_clauses < 2:
        raise SelectError(
            f"split_clauses: min_words ≥ 1 and max_clauses ≥ 2, got {min_words}, {max_clauses}"
        )
    if isinstance(bare_and, bool) or not isinstance(bare_and, int) or bare_and < 0:
        raise SelectError(
            f"split_clauses: bare_and is a whole number of words ≥ 0 (0: off), got {bare_and!r}"
        )
    parts = _CJK_BREAK.split(query) if cjk else [query]
    parts = [s for p in parts for s in _SPLIT.split(p) if s]
    count = _words if cjk else (lambda part: len(part.split()))
    if bare_and and count(query) <= bare_and:
        parts = [s for p in parts for s in _and_sides(p, min_words, count)]
    parts = [p.strip(" ,.") for p in parts if p.strip(" ,.")]
    parts = [p for p in parts if count(p) >= min_words]
    return parts[:max_clauses] if len(parts) > 1 else []


_SEGMENT = re.compile(
    r"[.?!;:,\n\u3002\uff1f\uff01\uff1b\uff1a\uff0c]+\s*|\s+-\s+|\s+(?:and|then|also)\s+"
)


def split_segments(query: str, *, min_words: int = 2, max_segments: int = 8) -> list[str]:
    """The segments of ``query`` (see the module docstring), at most ``max_segments``.

    Returns ``[]`` when fewer than two segments have ``min_words`` words or more.

    Raises:
        SelectError: ``min_words`` < 1 or ``max_segments`` < 2.
    """
    if min_words < 1 or max_segments < 2:
        raise SelectError(
            f"split_segments: min_words ≥ 1 and max_segments ≥ 2, got {min_words}, {max_segments}"
        )
    parts = [p.strip() for p in _SEGMENT.split(query) if p and p.strip()]
    parts = [p for p in parts if len(_CJK_RUN.sub(" ", p).split()) >= min_words]
    return parts[:max_segments] if len(parts) > 1 else []


def interleave(
    whole: npt.NDArray[np.intp], clauses: Sequence[npt.NDArray[np.intp]], k: int, *, lead: int = 2
) -> list[int]:
    """Round-robin merge of rankings (arrays of positions, best first) into ``k`` positions.

    Each round takes the next ``lead`` unseen positions of ``whole``, then the next unseen
    position of each clause ranking in order; duplicates are skipped. Stops at ``k``
    positions or when every list is exhausted.

    Raises:
        SelectError: ``lead`` < 1.
    """
    return interleave_turns(whole, clauses, k, lead=lead)[0]


def interleave_turns(
    whole: npt.NDArray[np.intp], clauses: Sequence[npt.NDArray[np.intp]], k: int, *, lead: int = 2
) -> tuple[list[int], frozenset[int]]:
    """:func:`interleave`'s order, and the positions it took on a clause's turn (not on
    the whole request's): the places the interleaving gave the request's further tasks,
    which a later stage that reads the whole request only leaves where they are
    (:meth:`~tooldeck.select.hybrid.HybridRetriever.search`, the request memory).

    Raises:
        SelectError: ``lead`` < 1.
    """
    if lead < 1:
        raise SelectError(f"interleave: lead must be ≥ 1, got {lead}")
    lists = [whole.tolist(), *(c.tolist() for c in clauses)]
    cursors = [0] * len(lists)
    seen: set[int] = set()
    out: list[int] = []
    turns: set[int] = set()
    while len(out) < k and any(cursors[i] < len(lists[i]) for i in range(len(lists))):
        for i, ranking in enumerate(lists):
            take = lead if i == 0 else 1
            while take and cursors[i] < len(ranking) and len(out) < k:
                position = ranking[cursors[i]]
                cursors[i] += 1
                if position not in seen:
                    seen.add(position)
                    out.append(position)
                    take -= 1
                    if i:
                        turns.add(position)
    return out, frozenset(turns)
