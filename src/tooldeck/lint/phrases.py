"""Text heuristics of the description rules, for English and Chinese.

Intent is detected with phrase lists and structure, not with a model:

* **when to use** (D104): "use this/it when|to|for", "call this when", "use when", "useful
  for", "only when|if", "when the user", "for example when", a ``When:`` label; Chinese
  用于 / 适用于 / 当…时 / 在…时使用 / 使用场景 / 适合.
* **exclusion** (D105): "do not|don't|never use", "not for", "not to be used", "instead
  use|use … instead", "rather than", "avoid", a ``When NOT:`` label; Chinese 不要 / 请勿 /
  不能用于 / 不适用 / 不用于 / 而不是 / 勿 / 禁止.
* **output shape** (D107): "returns", "output", "responds with", "result", "response",
  "yields", "gives back", "on success", an ``Output:`` label; Chinese 返回 / 输出 / 结果.
  Verbs that only imply a result ("gets", "retrieves", "calculates") do not count: they
  say what the tool does, not what comes back.
* **prerequisite** (A103): "requires", "must", "only after", "before calling", "confirm",
  "prerequisite"; Chinese 需要 / 必须 / 先 / 前提 / 确认.

Known misses, documented in ``docs/lint.md``: implicit intent ("Weather lookup for trip
planning" says when without a cue word); exclusions phrased as a positive restriction
("works on open issues") are not seen; "return" as a verb of the tool ("return a book")
counts as an output statement; Chinese is matched by substrings, so 结果 inside a longer
word also counts.
"""

from __future__ import annotations

import re
from functools import lru_cache

from tooldeck.lint.prefilter import caseless_gated
from tooldeck.tokenizers import CJK_IDEOGRAPHS
from tooldeck.tool import Deck, Namespaced

__all__ = [
    "BOILERPLATE_OPENING",
    "CJK",
    "EXCLUSION",
    "GATEWAY_NAME",
    "GENERIC_WORDS",
    "OUTPUT",
    "PREREQUISITE",
    "WHEN",
    "content_words",
    "identifier_tokens",
    "is_verb",
    "name_words",
    "sentences",
    "singular",
    "verb_at",
    "weighted_length",
    "word_set",
]

CJK = re.compile(f"[{CJK_IDEOGRAPHS}]")


def word_set(text: str) -> frozenset[str]:
    """The whitespace-separated words of ``text`` as a set (vocabulary literals)."""
    return frozenset(text.split())


WHEN = re.compile(
    r"\buse (?:this|it|me)\b|\bcall (?:this|it)\b|\buse (?:when|for|to|if)\b|\buseful (?:for|when)"
    r"|\bonly (?:when|if|for|after)\b|\bwhen (?:the )?(?:user|you|a user|customer|caller)"
    r"|\b(?:use|call|invoke)d? (?:this )?(?:tool|function) (?:when|to|for|if)\b"
    r"|\bfor (?:use )?when\b|\bwhen you need\b|\bwhen asked\b|\bin case\b"
    r"|\b(?:ideal|best|perfect|essential|great|good|designed|meant|suited|intended|helpful) for\b"
    r"|\bprefer (?:this|it)\b|\bcan help with\b"
    r"|\b(?:after|once) the user (?:confirms|approves|asks)"
    r"|\bto (?:show|display|visuali[sz]e|illustrate|compare|track|highlight|present) "
    r"|^\s*when\s*:|\bwhen to use\b|\bif you need\b|\bif the user\b"
    r"|\bfor (?:\w+ ){0,3}(?:cases|situations|issues|requests|questions|queries|scenarios|tasks)"
    r" (?:that|which|where|when|with|in which)\b"
    r"|用于|适用于|适合|当.{0,30}时|在.{0,30}时使用|使用场景|何时使用|需要.{0,20}时",
    re.IGNORECASE | re.MULTILINE,
)
WHEN = caseless_gated(WHEN)  # a literal gate first (prefilter.caseless_gated)

EXCLUSION = re.compile(
    r"\b(?:do not|don't|never|not) (?:use|call|invoke)\b|\bnot (?:for|to be used|meant|intended)\b"
    r"|\binstead\b|\brather than\b|\bavoid\b|\bnot suitable\b|\bdoes not (?:handle|cover|support)"
    r"|\bshould not\b|\bmust not\b|\bnever\b|when not\s*:|\bwhen not to\b|\bunless\b"
    r"|\bexclusively\b|\bdoes not (?:include|work|apply)\b|\bcannot be used\b"
    r"|\bonly (?:when|if|for)\b|\bexcept\b"
    r"|不要|请勿|不能用于|不适用|不用于|而不是|勿用|禁止|不可用于|仅限|仅在|只在|只能|除非",
    re.IGNORECASE,
)
EXCLUSION = caseless_gated(EXCLUSION)  # a literal gate first (prefilter.caseless_gated)

OUTPUT = re.compile(
    r"\breturns?\b|\breturned\b|\boutputs?\b|\bresponds? with\b|\bresults?\b|\byields?\b"
    r"|\b(?:gives?|sends?|hands?|passes?|echo(?:es)?|reports?|comes?) back\b"
    r"|\bresponse\b|\bon success\b|^\s*output\s*:"
    r"|\b(?:as|in) (?:markdown|json|plain text|csv|html|a (?:list|table|tree|diff))\b"
    r"|\bconvert\w* (?:\w+ ){0,3}(?:to|into) (?:plain text|markdown|html|json|csv|yaml|xml)\b"
    r"|^\s*(?:fetch|get|read|download)(?:es|s)? (?:a|an|the) (?:json|csv|yaml|xml|html|markdown)"
    r" (?:file|document|page)\b"
    r"|\b(?:tree|json|markdown) representation\b|\bwith (?:their|its) [\w ]{0,30}"
    r"(?:information|details|fields|metadata)\b"
    r"|返回|输出|结果",
    re.IGNORECASE | re.MULTILINE,
)
OUTPUT = caseless_gated(OUTPUT)  # a literal gate first (prefilter.caseless_gated)

PREREQUISITE = re.compile(
    r"\brequires?\b|\bmust\b|\bonly after\b|\bbefore (?:calling|using|you)\b|\bconfirm"
    r"|\bprerequisites?\b|\bneeds? (?:a|an|the)\b|\bonly (?:when|if)\b|\bafter (?:the )?user"
    r"|\bapprov(?:al|ed) by\b|\bauthori[sz]ed\b|\bexplicit"
    r"|需要|必须|先|前提|确认|授权|仅在|只在",
    re.IGNORECASE,
)

BOILERPLATE_OPENING = re.compile(
    r"^(?:this|the|a|an)?\s*(?:tool|function|api|endpoint|method|helper|utility|wrapper)?\s*"
    r"(?:(?:is|can be) used (?:to|for)|allows? (?:you|users?|the user) to|lets you|helps?(?: you)?"
    r"(?: to)?|is (?:a|an|the) (?:tool|function|helper|utility|wrapper) (?:to|for|that)|"
    r"(?:is )?(?:for|to)|that|which)?\s*",
    re.IGNORECASE,
)
"""Words that open a sentence without content ("This tool is used to …"); D108 looks at
what follows them."""

_SEGMENT = r"[A-Za-z0-9][A-Za-z0-9-]*(?:_[A-Za-z0-9-]+)*"
GATEWAY_NAME = re.compile(rf"^({_SEGMENT}(?:__{_SEGMENT})*)__([A-Za-z0-9].*)$")
"""``prefix__tool`` as a gateway exposes a server's tool (``time__get_current_time``; ``__``
is tooldeck's gateway separator), also with more prefix segments
(``mcp__time__get_current_time``, Claude Code's form): prefix segments that do not end in
``_``, then, after the last ``__``, a tool name that starts with a letter or digit."""


def gateway_parts(deck: Deck, name: str) -> Namespaced | None:
    """How ``name`` was namespaced: ``deck``'s record (a gateway or client config read as
    a deck), else the name read as ``prefix__tool`` (:data:`GATEWAY_NAME`; a deck converted
    or captured from a gateway keeps the names but not the record; the prefix's last
    segment is taken as the server's name, the gateway's default), else None."""
    recorded = deck.namespaced(name)
    if recorded is not None:
        return recorded
    match = GATEWAY_NAME.match(name)
    if match is None:
        return None
    prefix, own = match.groups()
    return Namespaced(server=prefix.split("__")[-1], prefix=prefix, separator="__", tool=own)


GENERIC_WORDS = word_set(
    "handle handles handling manage manages management process processes processing perform "
    "performs operation operations action actions task tasks various general misc query "
    "queries service services helper utility stuff thing things request requests support "
    "related work works 处理 管理 查询 服务 工具 相关 操作 功能"
)
"""Words that carry no discriminating content in a first sentence (D108)."""

_SENTENCE_END = re.compile(r"(?<=[.!?;])\s+|(?<=[。！？；])|\n+")
_WORD = re.compile(rf"[A-Za-z][A-Za-z0-9]*|\d+|[{CJK_IDEOGRAPHS}]")
_IDENT = re.compile(
    r"`?\b([A-Za-z][A-Za-z0-9]*(?:[_.][A-Za-z0-9]+)+|[a-z]+(?:[A-Z][a-z0-9]+)+)\b`?"
)
_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])")

STOPWORDS = word_set(
    "a an the of for to in on at by with and or is are be this that it its from as into "
    "given specified provided based using via which who what when where how all any some "
    "tool function api data information info details specific"
)


def sentences(text: str, *, join_wrapped: bool = False) -> list[str]:
    """``text`` split into sentences (``.!?;`` + space, ``。！？；``, line breaks), each
    stripped, in order (a new list each call; the split itself is memoised).

    ``join_wrapped``: first join hard-wrapped lines back into the sentence they cut
    (:func:`tooldeck.lint.poison.unwrap_lines`, and a line break after a line that ends in
    no stop before a line that opens in lower case, an indented block wrapped at a fixed
    width), then cut at ``.!?;`` + space and at ``。！？`` and line breaks, which are
    dropped; the sentences are not stripped. This is the reading of
    :mod:`tooldeck.lint.routing` (session 32, moved here in session 33), whose structural
    checks take a parameter named at a line's end as the sentence's end. Memoised."""
    if join_wrapped:
        return list(_joined_sentences(text))
    return list(_plain_sentences(text))


@lru_cache(maxsize=1 << 14)
def _plain_sentences(text: str) -> tuple[str, ...]:
    """:func:`sentences` without ``join_wrapped``, memoised (a pure function of ``text``;
    the rules split the same description and parameter texts many times a run: 36,563
    calls on the BFCL pool with every rule, session 38's profile)."""
    return tuple(s.strip() for s in _SENTENCE_END.split(text.strip()) if s and s.strip())


_JOINED_SENTENCE_END = re.compile(r"(?<=[.!?;])\s+(?=\S)|[。！？\n]+")
"""The cuts of ``sentences(…, join_wrapped=True)``: the stop kept for ``.!?;``, a CJK stop or
a line break dropped."""

_CONTINUED = re.compile(r"(?<=[^\s.!?:;。])[ \t]*\n[ \t]*(?=[a-z])")
"""A line break inside a sentence: the line before ends in no stop, the next opens in lower
case (an indented block wrapped at a fixed width, which ``unwrap_lines`` keeps apart)."""


@lru_cache(maxsize=1 << 14)
def _joined_sentences(text: str) -> tuple[str, ...]:
    from tooldeck.lint.poison import unwrap_lines  # lint.poison's own imports stay light

    joined = _CONTINUED.sub(" ", unwrap_lines(text))
    return tuple(sentence for sentence in _JOINED_SENTENCE_END.split(joined) if sentence.strip())


def weighted_length(text: str) -> int:
    """Characters of ``text`` without repeated spaces, each CJK character counting 3 (a
    Chinese character carries roughly what an English word of ~3 letters does)."""
    text = " ".join(text.split())
    cjk = len(CJK.findall(text))
    return len(text) + 2 * cjk


def is_verb(word: str) -> bool:
    """Whether ``word`` is in :data:`VERBS`, also with an ``un``/``re`` prefix
    (``unresolve``, ``reindex``)."""
    if word in VERBS:
        return True
    return word[:2] in ("un", "re") and word[2:] in VERBS


def name_words(name: str) -> list[str]:
    """A tool name split into lower-case words at ``_``, ``-``, ``.``, ``:`` and camelCase
    (``getOrder_byId`` → ``get order by id``). A new list each call (the split is
    memoised: about a dozen rules split each tool's name, and the look-alike search
    every name of the deck; 16,384 names kept, since at 1,024 BFCL's pool of 1,853
    split 73,305 times per run instead of once each, session 30)."""
    return list(_name_words(name))


_NAME_SEPARATORS = re.compile(r"[_\-.:/\s]+")


@lru_cache(maxsize=1 << 14)
def _name_words(name: str) -> tuple[str, ...]:
    parts = _NAME_SEPARATORS.split(_CAMEL.sub("_", name))
    return tuple(p.lower() for p in parts if p)


@lru_cache(maxsize=1 << 15)
def singular(word: str) -> str:
    """A crude English singular of a lower-case word, so that both forms compare equal:
    ``-ies`` → ``-y`` (``entries``), ``-es`` dropped after s, x, z, ch, sh (``boxes``,
    ``searches``), otherwise a final ``-s`` dropped (``issues`` → ``issue``, ``files`` →
    ``file``, ``logs`` → ``log``) except after s, u, i (``class``, ``status``,
    ``analysis``); words of three letters or fewer are kept. Used to compare words, not to
    print them. Memoised (a pure function of the word; session 39: 160,474 calls a run on
    BFCL's pool with every rule, most from the look-alike search)."""
    if len(word) <= 3 or not word.endswith("s"):
        return word
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if word.endswith(("sses", "xes", "zes", "ches", "shes")):
        return word[:-2]
    if word.endswith(("ss", "us", "is")):
        return word
    return word[:-1]


_stem = singular


def content_words(text: str) -> set[str]:
    """Lower-case, crudely singularised words of ``text`` without stop words; CJK
    characters are single words."""
    return {_stem(w.lower()) for w in _WORD.findall(text) if w.lower() not in STOPWORDS}


def identifier_tokens(text: str) -> list[tuple[int, str]]:
    """Identifier-like tokens in ``text`` (``snake_case``, ``dotted.name``, ``camelCase``),
    with their character offsets; trailing dots are not part of a token."""
    return [(m.start(1), m.group(1)) for m in _IDENT.finditer(text)]


# --- name vocabularies ------------------------------------------------------------------

READ_VERBS = word_set(
    "get list search find fetch read query lookup look show describe count check view "
    "preview retrieve browse inspect download export peek scan explore resolve poll watch "
    "estimate calculate compute convert validate verify analyze analyse summarize compare "
    "predict detect recognize translate parse format render evaluate measure locate extract "
    "identify recommend suggest forecast plan simulate test lint diff grep match map filter "
    "sort rank score classify tokenize geocode stat load tail"
)
"""Verbs of tools that read or compute without changing anything outside."""

WRITE_VERBS = word_set(
    "create add insert update set put patch edit modify change rename move copy upload "
    "write save store append post submit register book reserve schedule assign enable "
    "disable start stop restart run execute trigger invoke apply import install mark close "
    "lock unlock tag label star follow subscribe request sync commit push pull fork dismiss alter "
    "reopen reply comment archive buy sell place log record generate make build compile "
    "deploy publish release merge send notify invite share approve grant authorize reject "
    "deny revoke pay charge refund transfer withdraw deposit cancel terminate kill delete "
    "remove drop destroy purge erase wipe truncate reset rollback revert overwrite "
    "unsubscribe unfollow uninstall ban block suspend disconnect clear"
)
"""Verbs of tools that change state (create, update, send, pay, delete…)."""

DESTRUCTIVE_VERBS = word_set(
    "delete remove drop destroy purge erase wipe truncate reset rollback revert overwrite "
    "cancel terminate kill revoke ban block suspend uninstall withdraw transfer pay charge "
    "refund approve grant authorize merge deploy publish release send notify invite"
)
"""Write verbs whose effect is irreversible or reaches other people (payments, deletions,
production writes, refunds)."""

MONEY_VERBS = word_set("pay charge refund transfer withdraw deposit buy sell")
"""The write verbs (:data:`WRITE_VERBS`, a subset of it) of tools that move money: a
payment, a refund, a transfer, a trade. S120 reads a tool's name and first sentence with
them."""

VERBS = (
    READ_VERBS
    | WRITE_VERBS
    | word_set(
        "do handle process manage perform call use go retry wait sleep ping echo sum open "
        "multiply divide add subtract solve integrate differentiate sign encrypt decrypt "
        "encode decode hash generate draw plot play pause resume navigate click type "
        "scroll press tap swipe drag hover pinch zoom select choose pick toggle switch connect "
        "login logout authenticate "
        "transcribe summarise summarize ask answer chat reply greet flip roll shuffle "
        "fill rotate resize crop split join concat reverse round mix combine design book "
        "rent cook bake brew track monitor scale adjust optimize optimise fit train tune "
        "assess review audit approve calc aggregate group count merge invert transpose "
        "factor factorize simplify expand derive approximate interpolate sample randomize "
        "deal spin visit tour travel commute ship deliver collect gather harvest plant "
        "water feed walk park reserve cancel confirm notify remind alert warn log print "
        "display present publish broadcast stream listen watch record capture snap "
        "photograph scan upload import backup restore migrate provision allocate release "
        "attach detach mount unmount compress decompress zip unzip archive extract inject "
        "wrap unwrap customize configure setup init initialize bootstrap launch schedule "
        "hire apply enroll register unregister verify authorize invite welcome thank "
        "celebrate congratulate donate upgrade downgrade reboot shutdown alter"
    )
)
"""Every verb a tool name may start with (N102)."""

NOUN_VERB_OPENERS = word_set(
    "issue order file email message text quote price return rate invoice bill credit "
    "debit flag pin bookmark stage page"
)
"""First words of names that are nouns as often as verbs (``issue_refund``, ``file_claim``,
``order_food`` / ``issue_read``, ``order_status``): a verb when an object follows
(:func:`opens_with_verb`)."""

OBJECT_VERBS = word_set(
    "refund transfer comment reply request review report order record log message post "
    "charge deposit release patch quote return alert notice invite payment warning ticket "
    "credit debit invoice bill label tag"
)
"""Verbs that are also things a verb acts on (``issue_refund``, ``file_report``): after a
noun/verb opener they read as its object."""

ATTRIBUTE_NOUNS = word_set(
    "status info information details detail summary history list data count id ids type "
    "types stats statistics metadata settings config configuration state total number "
    "format service services item items line lines content contents tracking search "
    "lookup name names size url link path template version versions"
)
"""Second words that make a noun compound of a noun/verb opener (``order_status``,
``issue_details``, ``file_contents``): the opener is the noun."""


VERB_NOUN_COMPOUNDS = {"pull": word_set("request requests"), "merge": word_set("request requests")}
"""Verbs that make a noun with the word after them (``pull_request_read``,
``merge_request_notes``: a pull request is a thing, not the act of pulling): such a name
does not open with its verb (:func:`opens_with_verb`, :func:`verb_at`)."""


def verb_at(words: list[str] | tuple[str, ...], i: int) -> bool:
    """Whether ``words[i]`` is a verb (:func:`is_verb`) there: not the first word of a
    noun compound (:data:`VERB_NOUN_COMPOUNDS`: ``pull`` of ``pull_request``)."""
    word = words[i]
    if not is_verb(word):
        return False
    after = words[i + 1] if i + 1 < len(words) else ""
    return after not in VERB_NOUN_COMPOUNDS.get(word, frozenset())


def opens_with_verb(words: list[str] | tuple[str, ...]) -> bool:
    """Whether a name's words start with a verb: :func:`is_verb` of the first word, or a
    noun/verb opener (:data:`NOUN_VERB_OPENERS`: ``issue``, ``order``, ``file``…) followed
    by a word that reads as its object: not a verb (unless one of :data:`OBJECT_VERBS`,
    ``refund``, ``report``…) and not an attribute noun (:data:`ATTRIBUTE_NOUNS`:
    ``status``, ``details``…). So ``issue_refund`` and ``file_claim`` open with a verb;
    ``issue_read`` (object then verb) and ``order_status`` do not."""
    if not words:
        return False
    if verb_at(words, 0):
        return True
    if words[0] not in NOUN_VERB_OPENERS or len(words) < 2:
        return False
    second = words[1]
    if second in ATTRIBUTE_NOUNS or singular(second) in ATTRIBUTE_NOUNS:
        return False
    return second in OBJECT_VERBS or not is_verb(second)


PARTY_NOUNS = word_set(
    "user member person people contact customer client employee organization organisation "
    "org team group account owner author collaborator follower subscriber participant "
    "attendee assignee reviewer admin administrator agent vendor supplier partner company"
)
"""Head nouns (singular) of names whose results are parties — people, teams, accounts,
organisations — rather than things they make or keep (code, issues, releases)."""


GENERIC_NAMES = word_set(
    "handler handle process processor run execute do action do_action call invoke tool "
    "function func fn helper util utils utility main api request query task job worker "
    "service manager operation op dispatch perform exec command cmd go temp tmp misc "
    "generic default new my"
)
"""Names (or name words) that say nothing about a tool (N103)."""

FORMAT_WORDS = word_set(
    "pdf docx doc pptx ppt xlsx xls csv tsv json xml yaml yml html htm md markdown txt rtf "
    "odt epub png jpg jpeg gif svg webp bmp tiff mp3 wav flac mp4 mov avi mkv zip tar gz "
    "image audio video sql parquet"
)
"""Kinds of object that one tool with an ``enum`` parameter can cover (N105, e.g.
extract_pdf_text / extract_docx_content → read_document with file_type)."""
