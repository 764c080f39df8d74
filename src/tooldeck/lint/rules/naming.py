"""N: tool names. A model picks a tool by generating its name, so names carry most of the
choice (OpenAI's function-calling guide: clear, descriptive names)."""

from __future__ import annotations

import re
import unicodedata
from collections import Counter, defaultdict
from collections.abc import Callable, Iterator
from typing import cast

from tooldeck.lint.context import LintContext, names_tool
from tooldeck.lint.model import RuleHit, Severity
from tooldeck.lint.phrases import (
    FORMAT_WORDS,
    GENERIC_NAMES,
    PARTY_NOUNS,
    gateway_parts,
    is_verb,
    name_words,
    opens_with_verb,
    sentences,
    singular,
    verb_at,
    word_set,
)
from tooldeck.lint.poison import fold_lookalikes
from tooldeck.lint.registry import rule
from tooldeck.tool import Namespaced, Tool

_SNAKE = re.compile(r"^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$")
_DOTTED_SNAKE = re.compile(r"^[a-z][a-z0-9_]*(?:\.[a-z][a-z0-9_]*)+$")
_PROVIDER_CHARS = re.compile(r"^[A-Za-z0-9_-]+$")
_GEMINI_FIRST = re.compile(r"^[A-Za-z_]")
_NUMBERED = re.compile(r"\d+")
_HEAD_SYNONYMS = {
    w: "content" for w in ("text", "content", "contents", "data", "file", "document", "doc")
}
_SUFFIXES = ("_v", "_new", "_old", "_copy", "_alt", "_tmp", "_legacy", "_beta", "_final")


@rule(
    "N101",
    "name-not-snake-case",
    Severity.warning,
    summary="The tool name is not lower snake_case.",
    why="Mixed conventions in one deck (camelCase, kebab-case, spaces) make names harder "
    "to compare and to generate; snake_case verb_object names are the convention of the "
    "OpenAI, Anthropic and MCP examples. Dotted namespaces "
    "of lower snake_case parts (`math.factorial`) are accepted here (N107 checks providers). "
    "In a gateway or client config read as a deck, a name the gateway namespaced "
    "(`git__git_status`: prefix, separator, the server's tool name) is judged part by "
    "part: the prefix and the server's tool name must each be lower snake_case, and the "
    "message names the part to change. A deck converted or captured from a gateway keeps "
    "the names but not that record: a name of the form `prefix__tool` "
    "(`time__get_current_time`) is read the same way, the prefix as the server's name.",
    bad=(
        "- name: getOrderById\n"
        "  description: Returns one order by its complete id (ORD-…).\n"
        "  input_schema: {type: object, properties: {order_id: {type: string, description: "
        "Complete order id (ORD-…).}}, required: [order_id]}"
    ),
    better=(
        "- name: get_order_by_id\n"
        "  description: Returns one order by its complete id (ORD-…).\n"
        "  input_schema: {type: object, properties: {order_id: {type: string, description: "
        "Complete order id (ORD-…).}}, required: [order_id]}"
    ),
)
def not_snake_case(tool: Tool, ctx: LintContext) -> Iterator[RuleHit]:
    namespaced = gateway_parts(ctx.deck, tool.name)
    if namespaced is not None:
        yield from _namespaced_not_snake_case(tool.name, namespaced)
        return
    name = tool.name
    if not _is_snake(name):
        yield RuleHit("/name", f"{name!r} is not lower snake_case; {_advice(name)}")


def _is_snake(name: str) -> bool:
    return bool(_SNAKE.match(name) or _DOTTED_SNAKE.match(name))


def _advice(name: str) -> str:
    suggestion, why_not = snake_case_suggestion(name)
    if suggestion is not None:
        return f"use {suggestion!r}"
    return f"no name can be derived from it ({why_not}): choose an ASCII verb_object name"


def _namespaced_not_snake_case(name: str, namespaced: Namespaced) -> Iterator[RuleHit]:
    """N101 on ``prefix + separator + tool``: each part on its own; the separator is the
    gateway's and never judged."""
    parts = []
    if not _is_snake(namespaced.tool):
        parts.append(
            f"the tool {namespaced.tool!r} of server {namespaced.server!r} is not lower "
            f"snake_case; {_advice(namespaced.tool)} (a name the server's author chooses)"
        )
    sep = namespaced.separator
    prefix_parts = namespaced.prefix.split(sep) if sep else [namespaced.prefix]
    if not all(_is_snake(part) for part in prefix_parts):
        bad = [part for part in prefix_parts if not _is_snake(part)]
        fixed = [snake_case_suggestion(part)[0] if part in bad else part for part in prefix_parts]
        advice = (
            f"use {sep.join(f for f in fixed if f)!r}"
            if len(prefix_parts) > 1 and all(fixed)
            else _advice(namespaced.prefix if len(prefix_parts) == 1 else bad[0])
        )
        parts.append(
            f"the prefix {namespaced.prefix!r} is not lower snake_case; "
            f"{advice} (the server's name in the config, or its 'prefix')"
        )
    if parts:
        yield RuleHit("/name", f"{name!r}: " + "; ".join(parts))


def snake_case_suggestion(name: str) -> tuple[str | None, str]:
    """An ASCII lower snake_case spelling of ``name``, or None and why there is none.

    Words are split as :func:`~tooldeck.lint.phrases.name_words` does; accents are
    removed (NFKD: ``é`` → ``e``) and symbols such as emoji are dropped, but a letter
    with no ASCII form (``查``) means no suggestion, because dropping it would change the
    meaning. The suggestion must start with a letter and differ from ``name``.
    """
    words: list[str] = []
    for word in name_words(name):
        kept = []
        for char in unicodedata.normalize("NFKD", word):
            if char.isascii():
                kept.append(char if char.isalnum() else " ")
            elif unicodedata.category(char).startswith("L"):
                return None, f"it has letters with no ASCII form, such as {char!r}"
            elif unicodedata.category(char).startswith("N"):
                return None, f"it has digits with no ASCII form, such as {char!r}"
            else:
                kept.append(" ")  # a symbol or a combining mark: dropped
        words.extend("".join(kept).lower().split())
    suggestion = "_".join(words)
    if not suggestion:
        return None, "it has no ASCII letters or digits"
    if not suggestion[0].isalpha():
        return None, "it does not start with a letter"
    if suggestion == name:  # pragma: no cover - a snake_case name does not reach here
        return None, "the name is already lower snake_case"
    return suggestion, ""


MORE_NAME_VERBS = word_set(
    "scrape crawl interact exec explain deploy rollback rollout ingest index reindex "
    "screenshot snapshot geocode transcode unzip zip tag untag "
    "align distribute tap swipe"
)
"""Verbs of tool names that the shared vocabulary (:data:`~tooldeck.lint.phrases.VERBS`)
lacks: web scraping (``firecrawl_scrape``, ``firecrawl_crawl``, ``firecrawl_interact``),
cluster and CLI tools (``exec_in_pod``, ``explain_resource``, ``kubectl_rollout``),
media or data jobs, layout verbs of drawing tools (``align_elements``,
``distribute_elements``) and touch gestures (``ui_tap``, ``ui_swipe``: after a prefix that
opens two names or more, each then a verb, the verb comes second). Session 37, the fifth
labelled set's dev false positives."""


_CLOSING_VERBS = word_set("read write get create delete remove fetch")
"""Verbs that are no nouns: a two-word name that ends with one (``label_write``,
``tag_delete``) is object + verb, whatever its first word can also be (N102). Not
``list``, ``search``, ``update``: Trello's ``archive_list`` archives a list, Desktop
Commander's ``stop_search`` stops a search."""


def _server_words(namespaced: Namespaced) -> set[str]:
    """The words of a gateway tool's server name and server prefix."""
    return {w for part in (namespaced.server, namespaced.prefix) for w in name_words(part)}


def _name_verb(word: str) -> bool:
    """:func:`~tooldeck.lint.phrases.is_verb`, or one of :data:`MORE_NAME_VERBS`."""
    return is_verb(word) or word in MORE_NAME_VERBS


def _verb_second_heads(ctx: LintContext) -> Counter[str]:
    """First word → how many names of the deck open with it and have a verb
    (:func:`_name_verb`) as second word; counted once per run (kept in
    :attr:`LintContext.shared`), not once per tool: per tool it split every name of the deck
    again, 1,853² splits on BFCL's pool (session 30)."""
    heads = ctx.shared.get(_VERB_SECOND_HEADS)
    if heads is None:
        heads = Counter(
            words[0]
            for words in map(name_words, ctx.deck.names)
            if len(words) >= 2 and _name_verb(words[1])
        )
        ctx.shared[_VERB_SECOND_HEADS] = heads
    return cast("Counter[str]", heads)


_VERB_SECOND_HEADS = ("naming", "verb-second heads")
"""Key of :func:`_verb_second_heads`'s count in :attr:`LintContext.shared`."""


def _family_prefix(tool: Tool, words: list[str], segments: list[str], ctx: LintContext) -> bool:
    """Whether ``words[0]`` of a two-word (or longer) name is a product's or CLI's prefix,
    though under half of the deck has it: two or more names of the deck open with it, each
    followed by a verb (``git_commit``, ``git_push``), and this tool's description does not
    write it as a word (an object named first, ``user_create`` beside ``user_delete``, is
    what the description is about: "Create a user"; a product's description leaves the
    product implied: "Record staged changes in the repository"). Trial 29, F9: N102 told
    ``git_commit`` to become ``commit_git``."""
    first = words[0]
    if len(segments) != 1 or len(words) < 2 or not _name_verb(words[1]):
        return False
    if _verb_second_heads(ctx)[first] < 2:
        return False
    said = {singular(w) for w in re.findall(r"[a-z0-9]+", tool.description.lower())}
    return singular(first) not in said


_OBJECT_OPENERS = word_set(
    "a an the one all each every this these those some any your my its their his her our "
    "multiple several many"
)
"""Words that open an object after a verb ("Repeat a text", "Lists all branches"): after a
noun a preposition or another noun comes ("Weather for a city", "Order status of …")."""


def described_as_verb(description: str, word: str) -> bool:
    """Whether the description's first sentence uses the name's first word ``word`` as its
    verb: it opens with ``word`` (or ``word`` + s/es) followed by an object's first word
    (:data:`_OBJECT_OPENERS`, or a number): "Repeat a text many times" of ``repeat_text``
    (trial 34, L2: N102 said "repeat" was no verb, as it is in no verb list). "Weather
    forecast for a city" of ``weather_forecast`` keeps its finding."""
    first = sentences(description)[:1]
    if not first or len(word) < 3:
        return False
    opening = re.match(r"\W*([A-Za-z]+)\s+([A-Za-z0-9]+)", first[0])
    if opening is None:
        return False
    said, after = opening.group(1).lower(), opening.group(2).lower()
    if said not in (word, f"{word}s", f"{word}es"):
        return False
    return after in _OBJECT_OPENERS or after.isdigit()


@rule(
    "N102",
    "name-not-verb-object",
    Severity.info,
    summary="The tool name does not read as verb + object (`get_order`, `search_docs`).",
    why="A verb says what the call does (read, create, delete), an object says on what. "
    "Names like `order` or `weather_info` leave the model to guess which of several "
    "order tools reads and which writes (verb_object names tell them apart: "
    "get_order_by_id / list_orders_by_user / search_orders). A gateway's namespace "
    "prefix (`git__` of `git__git_status`) is not part of the test: the server's tool "
    "name is, and the server's own name as its first word (`git_commit` of server `git`) "
    "reads as a vendor prefix, so the verb may come second; so does the first word of at "
    "least half of the deck's names (`kubectl_apply`, `git_commit`, `browser_click`: a "
    "server-wide prefix, then the verb), and a first word that opens two names or more, "
    "each then a verb, and that the tool's description does not say (`git_commit`, "
    "`git_push`: a product's prefix; `user_create` described as creating a user is "
    "object first). A `prefix__tool` name outside "
    "a config (a converted gateway deck) is read the same way. A first word that is a "
    "noun as often as a verb (issue, order, file, email, quote…) is a verb when an "
    "object follows (`issue_refund`, `file_claim`), not before a verb or an attribute "
    "(`issue_read`, `order_status`). A first word that the description's first sentence "
    'opens with as a verb, before its object ("Repeat a text many times" of `repeat_text`), '
    "is a verb though no verb list has it. Behind a gateway, a tool named the server's name "
    "and one verb (`tavily__tavily_search`, `firecrawl__firecrawl_crawl`) is a bare verb: "
    "the server's name is no object.",
    bad=(
        "- name: order_info\n"
        "  description: Returns one order by its complete id (ORD-…).\n"
        "  input_schema: {type: object, properties: {order_id: {type: string, description: "
        "Complete order id (ORD-…).}}, required: [order_id]}"
    ),
    better=(
        "- name: get_order\n"
        "  description: Returns one order by its complete id (ORD-…).\n"
        "  input_schema: {type: object, properties: {order_id: {type: string, description: "
        "Complete order id (ORD-…).}}, required: [order_id]}"
    ),
)
def not_verb_object(tool: Tool, ctx: LintContext) -> Iterator[RuleHit]:
    namespaced = gateway_parts(ctx.deck, tool.name)
    own = tool.name if namespaced is None else namespaced.tool  # `git__` is no verb
    said = (
        repr(tool.name)
        if namespaced is None
        else f"{tool.name!r}: the tool {own!r} of server {namespaced.server!r}"
    )
    segments = [seg for seg in re.split(r"[.:/]", own) if seg]
    words = name_words(segments[-1]) if segments else []
    if not words:
        return
    # the server's own name repeated as the tool's first word (`git_commit` of server
    # `git`) is a vendor prefix like the gateway's: the verb may come second
    server_word = namespaced is not None and words[0] in {
        w for part in (namespaced.server, namespaced.prefix) for w in name_words(part)
    }
    # so is the deck's server prefix, the first word of at least half its tools
    # (`kubectl_apply`, `kubectl_get` beside `kubectl_logs`: a CLI's verbs, the object
    # implied), which a reviewer does not call a name without a verb
    deck_prefixed = len(segments) == 1 and words[0] == ctx.name_parts[tool.name][2]
    server_word = server_word or deck_prefixed or _family_prefix(tool, words, segments, ctx)
    vendor_prefixed = (len(words) >= 3 or server_word) and len(words) >= 2 and _name_verb(words[1])
    opens = (
        opens_with_verb(words)
        or words[0] in MORE_NAME_VERBS
        or described_as_verb(tool.description, words[0])
    )
    if opens and len(words) == 2 and words[1] in _CLOSING_VERBS:
        # label_write, tag_delete: a word that is also a verb, then a word that is only
        # one: the first is the object, as in issue_read
        opens = False
    if not opens and not vendor_prefixed and len(words) == 2 and _name_verb(words[1]):
        # confluence_search, notion-fetch: a vendor (or an object) then the verb
        verb, first = words[1], words[0]
        yield RuleHit(
            "/name",
            f"{said} has its verb {verb!r} after {first!r} and names no object; name it "
            f"verb_object ({verb}_{first} if {first!r} is what it acts on, else "
            f"{first}_{verb}_<object>)",
        )
    elif not opens and not vendor_prefixed:
        # a verb second after a vendor prefix also reads as verb + object
        # (copilot_search_codebase, svc1_search_orders, git_commit of server git)
        yield RuleHit(
            "/name",
            f"{said} does not start with a verb; name it verb_object (get_…, search_…, create_…)",
        )
    elif len(words) == 1 and len(segments) == 1 and not deck_prefixed:
        # `transaction_summary.generate` is object.verb: the namespace is the object
        yield RuleHit("/name", f"{said} is a bare verb; add the object it acts on")
    elif (
        namespaced is not None
        and len(words) == 2
        and len(segments) == 1
        and words[0] in _server_words(namespaced)
        and _name_verb(words[1])
    ):
        # tavily_search, firecrawl_crawl of servers tavily and firecrawl: the server's
        # name, then a bare verb; the prefix is no object (session 41, the fourth and
        # third label sets' reviewers: "brand plus a bare verb")
        yield RuleHit(
            "/name",
            f"{said} is the server's name and a bare verb {words[1]!r}; add the object it acts on",
        )


@rule(
    "N103",
    "generic-name",
    Severity.warning,
    summary="The name is generic (`handler`, `process`, `do_action`, `tool_a`, `fn_001`).",
    why="A generic name carries no information for the choice, so the model must rely on "
    "the description alone, and two generic names are indistinguishable (the "
    "'wrong_tool' failure of `tooldeck eval`).",
    bad=(
        "- name: do_action\n"
        "  description: Creates a refund request for one order; a reviewer approves it later.\n"
        "  input_schema: {type: object, properties: {order_id: {type: string, description: "
        "Complete order id (ORD-…).}}, required: [order_id]}"
    ),
    better=(
        "- name: create_refund_request\n"
        "  description: Creates a refund request for one order; a reviewer approves it later.\n"
        "  input_schema: {type: object, properties: {order_id: {type: string, description: "
        "Complete order id (ORD-…).}}, required: [order_id]}"
    ),
)
def generic_name(tool: Tool, ctx: LintContext) -> Iterator[RuleHit]:
    words = [w for w in name_words(tool.name) if not w.isdigit()]
    meaningful = [w for w in words if w not in GENERIC_NAMES and len(w) > 1]
    if not meaningful:
        yield RuleHit(
            "/name",
            f"{tool.name!r} is generic; name what it does to what (verb_object)",
        )


_SHOWN = 4
"""How many sibling names a message lists (then a count): a deck of 100,000 numbered tools
would otherwise write 100,000 names into each of 100,000 messages."""


def listed(names: list[str], *, ignore_case: bool = True) -> Callable[[str], str]:
    """A function giving, for one member of ``names``, up to :data:`_SHOWN` of the other
    names (compared ignoring case unless ``ignore_case`` is false), comma separated, then
    ``(+N more)``; the group is counted once, so a group of n names costs O(n) in all."""

    def fold(n: str) -> str:
        return n.lower() if ignore_case else n

    counts = Counter(fold(n) for n in names)
    head = names[: _SHOWN + 1 + max(counts.values(), default=0)] if names else []

    def others(name: str) -> str:
        key = fold(name)
        shown = [n for n in head if fold(n) != key][:_SHOWN]
        more = len(names) - counts[key] - len(shown)
        return ", ".join(shown) + (f" (+{more} more)" if more > 0 else "")

    return others


def _stripped(name: str) -> str:
    base = _NUMBERED.sub("", name.lower())
    for suffix in _SUFFIXES:
        if base.endswith(suffix):
            base = base[: -len(suffix)]
    return re.sub(r"[_\-.]+", "_", base).strip("_")


@rule(
    "N104",
    "numbered-siblings",
    Severity.warning,
    summary="Tools whose names differ only by a number, a suffix or separators (`search` / "
    "`search2`, `svc1_search` / `svc2_search`, `get_user` / `get_user_v2`, `solve.equation` / "
    "`solve_equation`), by a plural (`get_user` / `get_users`), or by a qualifying tail "
    "(`assign_issue` / `assign_issue_with_intent`).",
    why="Names that differ by a digit or `_v2`/`_new` give the model nothing to choose "
    "by; such siblings are usually versions or shards of one tool that should be one "
    "tool, or tools that need names saying how they differ.",
    bad="tools: [search, search2]",
    better="tools: [search_issues, search_code]  # or one search tool with a `scope` enum",
    scope="deck",
)
def numbered_siblings(ctx: LintContext) -> Iterator[RuleHit]:
    groups: dict[str, list[str]] = defaultdict(list)
    for name in ctx.deck.names:
        key = _stripped(name)
        if key:
            groups[key].append(name)
    for names in groups.values():
        if len({n.lower() for n in names}) < 2:
            continue  # equal ignoring case: N109's finding
        if all(_says_its_number(ctx, name, names) for name in names):
            continue  # ipv4 / ipv6, sha256 / sha512: each description says which it is
        others_of = listed(names)
        for name in names:
            others = others_of(name)
            if not others:
                continue
            yield RuleHit(
                "/name",
                f"{name!r} differs from {others} only by a number, a suffix or separators; "
                "merge them or name the difference",
                tool=name,
            )
    yield from _word_siblings(ctx, groups)


_DESCRIPTION_TOKEN = re.compile(r"[a-z0-9]+(?:[-.][0-9]+)*")
"""A word of a description as N104 compares it with a name's numbered word, separators
inside a number dropped: "SHA-256" → ``sha256``, "IPv4" → ``ipv4``, "level-1" →
``level1``."""


def _says_its_number(ctx: LintContext, name: str, group: list[str]) -> bool:
    """Whether ``name``'s description explains the number in its name: it writes the
    name's numbered word as a word of its own (``hash_sha256``: "the SHA-256 digest",
    ``lookup_ipv4``: "an IPv4 address", separators inside the number aside), or it names
    another tool of the ``group`` (``get_h1_headings``: "For level-2 headings use
    get_h2_headings"), so the pair is contrasted where the model reads it. Digits that
    are part of a standard identifier (IPv4, SHA-256, Base64, H1) are then no shard or
    version number."""
    numbered = [w for w in name_words(name) if any(c.isdigit() for c in w)]
    if not numbered:
        return False
    description = ctx.deck[name].description
    said = {re.sub(r"[-.]", "", w) for w in _DESCRIPTION_TOKEN.findall(description.lower())}
    if all(w in said for w in numbered):
        return True
    return any(
        names_tool(description, ctx.deck[other], ctx.short_names[other])
        for other in group
        if other != name
    )


_QUALIFIERS = frozenset(["with", "by", "for", "from", "using", "via", "in", "on", "and", "or"])
"""Words that open a qualifying tail (``assign_copilot_to_issue`` + ``_with_intent``,
``get_issue`` + ``_by_number``): a name that is another name plus such a tail is a variant
of the same tool."""


_NOT_PLURAL = frozenset(["news", "series", "species", "data", "media", "status", "analysis"])


def _singular(word: str) -> str:
    """N104's singular: :func:`~tooldeck.lint.phrases.singular` plus the Latin/Greek and
    ``-us`` plurals (``statuses``, ``analyses``) and words that only look plural
    (``news``: ``get_news`` / ``get_new`` are no pair)."""
    if word in _NOT_PLURAL:
        return word
    if word.endswith("uses") and len(word) > 5:
        return word[:-2]  # statuses → status, buses → bus
    if word.endswith("yses"):
        return word[:-2] + "is"  # analyses → analysis
    return singular(word)


def _word_siblings(ctx: LintContext, numbered: dict[str, list[str]]) -> Iterator[RuleHit]:
    """N104's reading by words: names equal once plurals are folded (``API-get-user`` /
    ``API-get-users``), and a name that is another plus a qualifying tail
    (:data:`_QUALIFIERS`); pairs the number/suffix reading already reported are left out."""
    already = {
        n for names in numbered.values() if len({x.lower() for x in names}) > 1 for n in names
    }
    words = {name: tuple(name_words(name)) for name in ctx.deck.names}
    by_words: dict[tuple[str, ...], list[str]] = defaultdict(list)
    plural: dict[tuple[str, ...], list[str]] = defaultdict(list)
    for name, ws in words.items():
        if ws:
            by_words[ws].append(name)
            plural[tuple(_singular(w) for w in ws)].append(name)
    for names in plural.values():
        if len({words[n] for n in names}) < 2 or all(n in already for n in names):
            continue
        for name in names:
            others = [n for n in names if words[n] != words[name]]
            yield RuleHit(
                "/name",
                f"{name!r} differs from {', '.join(others[:_SHOWN])} only by a plural; "
                "merge them or name the difference (one id vs a list?)",
                tool=name,
            )
    for name, ws in words.items():
        for i in range(2, len(ws)):
            if ws[i] not in _QUALIFIERS:
                continue
            base = by_words.get(ws[:i])
            if not base or name in already:
                continue
            tail = " ".join(ws[i:])
            for other in base[:_SHOWN]:
                message = f"{name!r} is {other!r} plus {tail!r}; merge them or name the difference"
                yield RuleHit("/name", message, tool=name)
                yield RuleHit(
                    "/name",
                    f"{other!r} has a variant {name!r} ({tail!r}); "
                    + ("merge them or say in each when to use which"),
                    tool=other,
                )
            break


@rule(
    "N105",
    "object-kind-siblings",
    Severity.info,
    summary="Tools that differ only by the kind of object (`extract_pdf_text` / "
    "`extract_docx_content`; `generate_bar_chart` / `generate_line_chart` with nearly the "
    "same parameters): one tool with an `enum` parameter would do.",
    why="For example extract_pdf_text, extract_docx_content and extract_pptx_content "
    "all take text out of a document; one read_document tool with a file_type enum "
    "lowers the choice burden and turns a new format into a new enum value.",
    bad="tools: [extract_pdf_text, extract_docx_content]",
    better="tools: [read_document]  # file_type: {enum: [pdf, docx, pptx]}",
    scope="deck",
)
def object_kind_siblings(ctx: LintContext) -> Iterator[RuleHit]:
    reported: set[str] = set()
    buckets: dict[tuple[str, ...], list[tuple[str, str]]] = defaultdict(list)
    for name in ctx.deck.names:
        words = name_words(name)
        positions = [i for i, w in enumerate(words) if w in FORMAT_WORDS]
        if len(positions) != 1 or len(words) < 2:
            continue
        i = positions[0]
        head = tuple(_HEAD_SYNONYMS.get(w, w) for w in words[i + 1 :])
        rest = (*words[:i], "*", *head)
        buckets[rest].append((name, words[i]))
    for members in buckets.values():
        kinds = {kind for _, kind in members}
        if len(kinds) < 2:
            continue
        others_of = listed([n for n, _ in members])
        for name, _kind in members:
            others = others_of(name)
            reported.add(name)
            yield RuleHit(
                "/name",
                f"{name!r} and {others} differ only by the kind of object "
                f"({'/'.join(sorted(kinds))}); consider one tool with an enum parameter",
                tool=name,
            )
    yield from _schema_siblings(ctx, reported)


_SAME_SCHEMA = 0.85
"""Jaccard overlap of two tools' parameter names from which N105 calls their schemas
(nearly) one: 9 of 10 names shared, or all of 7."""

_MIN_PARAMS = 3
"""Fewer parameters say nothing about a shared schema: ``(owner, repo)`` or ``(limit,
cursor)`` is what every list tool of a server takes."""

_MIN_KIND_PARAMS = 2
"""Parameters a tool needs for N105's kind reading (:func:`_same_but_for_kind`), where a
parameter named after the differing word is the evidence."""

_PAIRWISE = 64
"""Above this many names in one bucket, N105 groups by identical parameter names only (no
pairwise overlap), so that a deck of 100,000 ``get_*`` tools stays linear."""


def _schema_siblings(ctx: LintContext, reported: set[str]) -> Iterator[RuleHit]:
    """N105's reading by schema: names equal but for one or two words at one place
    (``generate_bar_chart`` / ``generate_line_chart``, ``search_issues`` /
    ``search_pull_requests``) whose parameter names overlap by :data:`_SAME_SCHEMA` or more
    (at least :data:`_MIN_PARAMS` each; the differing words are not the verb): one tool
    with an enum for the differing word would do; or, with two parameters or more, whose
    parameter names are one set once that word is set aside (:func:`_same_but_for_kind`)."""
    params: dict[str, frozenset[str]] = {}
    for tool in ctx.deck:
        properties = tool.input_schema.get("properties")
        if isinstance(properties, dict) and len(properties) >= _MIN_KIND_PARAMS:
            params[tool.name] = frozenset(properties)
    buckets: dict[tuple[str, ...], list[tuple[str, str]]] = defaultdict(list)
    for name in params:
        ws = name_words(name)
        if len(ws) < 2:
            continue
        for width in (1, 2):
            for i in range(len(ws) - width + 1):
                rest = (*ws[:i], "*", *ws[i + width :])
                if i <= 1 and any(verb_at(ws, k) for k in range(i, i + width)):
                    # the verb's slot: get_users / list_channels differ in action (the
                    # pull of search_pull_requests is a noun's, phrases.verb_at)
                    continue
                if len(rest) > 1:
                    buckets[rest].append((name, " ".join(ws[i : i + width])))
    siblings: dict[str, dict[str, str]] = defaultdict(dict)
    own: dict[str, str] = {}  # each name's differing word(s), as first paired
    for members in buckets.values():
        if len(members) < 2:
            continue
        if len(members) > _PAIRWISE:
            same: dict[frozenset[str], list[tuple[str, str]]] = defaultdict(list)
            for name, word in members:
                if len(params[name]) >= _MIN_PARAMS:
                    same[params[name]].append((name, word))
            pairs = [(a, b) for group in same.values() for a in group for b in group if a < b]
        else:
            pairs = [
                (a, b)
                for j, a in enumerate(members)
                for b in members[j + 1 :]
                if (
                    min(len(params[a[0]]), len(params[b[0]])) >= _MIN_PARAMS
                    and _overlap(params[a[0]], params[b[0]]) >= _SAME_SCHEMA
                )
                or (
                    _qualifies(a[0], a[1])
                    and _qualifies(b[0], b[1])
                    and _same_but_for_kind(params[a[0]], a[1], params[b[0]], b[1])
                )
            ]
        for (a, kind_a), (b, kind_b) in pairs:
            # get_pull_request / get_pull_request_comments: one name is the other plus a
            # tail (a sub-resource), not another kind ("request" / "request comments")
            # search_users / search_code: who against what, whatever the shared query
            # parameters (one party, one thing: no kind enum would merge their results)
            if _party_and_thing(kind_a, kind_b):
                continue
            if a != b and kind_a != kind_b and not set(kind_a.split()) & set(kind_b.split()):
                siblings[a][b] = kind_a
                siblings[b][a] = kind_b
                own.setdefault(a, kind_a)
                own.setdefault(b, kind_b)
    for name, others in siblings.items():
        if name in reported:
            continue
        shown = sorted(others)[:_SHOWN]
        words = sorted({own[name], *(own[o] for o in shown)})
        yield RuleHit(
            "/name",
            f"{name!r} and {', '.join(shown)} differ only by {'/'.join(words)} and share "
            "(nearly) one set of parameters; consider one tool with an enum parameter",
            tool=name,
        )


def _party_and_thing(kind_a: str, kind_b: str) -> bool:
    """Whether one of two differing name words is a party (a user, member, team …:
    :data:`~tooldeck.lint.phrases.PARTY_NOUNS`) and the other is not."""

    def party(kind: str) -> bool:
        return any(singular(w) in PARTY_NOUNS for w in kind.split())

    return party(kind_a) != party(kind_b)


def _qualifies(name: str, kind: str) -> bool:
    """Whether ``kind`` (the word(s) that tell ``name`` from a sibling) qualifies a noun
    that follows it in the name (``module`` in ``list_module_issues``: both tools list
    issues) rather than being the name's last word, its head (``get_project`` /
    ``get_task``: different things, which no enum would merge)."""
    return tuple(name_words(name)[-len(kind.split()) :]) != tuple(kind.split())


def _same_but_for_kind(a: frozenset[str], kind_a: str, b: frozenset[str], kind_b: str) -> bool:
    """Whether two tools' parameter names are one set once the word that tells their
    names apart is set aside in both (``list_module_issues(project_id, module_id)`` /
    ``list_cycle_issues(project_id, cycle_id)``: the schema differs only where the name
    does, so an enum of the kind and one id would do). Needs at least one parameter named
    after the kind on each side: that is what makes two small schemas one (two tools
    that merely share ``(owner, repo)`` stay apart)."""

    def kinded(names: frozenset[str], kind: str) -> tuple[frozenset[str], bool]:
        words = tuple(singular(w) for w in kind.split())
        out, hit = set(), False
        for name in names:
            parts = tuple(singular(w) for w in name_words(name))
            for i in range(len(parts) - len(words) + 1):
                if parts[i : i + len(words)] == words:
                    parts = (*parts[:i], "*", *parts[i + len(words) :])
                    hit = True
                    break
            out.add(" ".join(parts))
        return frozenset(out), hit

    left, hit_a = kinded(a, kind_a)
    right, hit_b = kinded(b, kind_b)
    return hit_a and hit_b and left == right


def _overlap(a: frozenset[str], b: frozenset[str]) -> float:
    """Jaccard overlap of two sets of parameter names."""
    return len(a & b) / len(a | b)


@rule(
    "N106",
    "name-too-long",
    Severity.error,
    summary="The name is longer than providers accept (64 characters: OpenAI, Anthropic, Gemini).",
    why="OpenAI (`^[a-zA-Z0-9_-]{1,64}$`), Anthropic (same pattern) and Gemini (at most "
    "64 characters) reject the request, not just the tool.",
    bad=(
        "- name: get_the_current_weather_for_a_city_given_its_name_and_country_code_now\n"
        "  description: Returns current temperature and conditions for one city.\n"
        "  input_schema: {type: object, properties: {city: {type: string, description: City "
        "name.}}, required: [city]}"
    ),
    better=(
        "- name: get_current_weather\n"
        "  description: Returns current temperature and conditions for one city.\n"
        "  input_schema: {type: object, properties: {city: {type: string, description: City "
        "name.}}, required: [city]}"
    ),
)
def name_too_long(tool: Tool, ctx: LintContext) -> Iterator[RuleHit]:
    limit = ctx.options.max_name_length
    if len(tool.name) > limit:
        yield RuleHit("/name", f"name has {len(tool.name)} characters; providers accept {limit}")


@rule(
    "N107",
    "name-invalid-characters",
    Severity.error,
    summary="The name has characters OpenAI and Anthropic refuse (only letters, digits, "
    "`_` and `-`): an error, or a warning when the only such character is `.`, which MCP "
    "names may hold.",
    why="OpenAI and Anthropic validate tool names against `^[a-zA-Z0-9_-]{1,64}$`; a "
    "space, `!`, slash or any other character outside it fails the whole request, and no "
    "protocol allows it (MCP 2025-11-25 tool names: letters, digits, `_`, `-` and `.`), so "
    "it is an error. A dot is MCP's own (`admin.tools.list`) and some clients rewrite it "
    "(BFCL's runner turns `.` into `_`, so the model sees another name than the one you "
    "declared), while others send it as is and the provider refuses the request: a "
    "warning. (Before 2026-12 every case was a warning.)",
    bad="name: math.factorial",
    better="name: math_factorial",
)
def invalid_characters(tool: Tool, ctx: LintContext) -> Iterator[RuleHit]:
    if not _PROVIDER_CHARS.match(tool.name):
        bad = sorted({c for c in tool.name if not (c.isascii() and (c.isalnum() or c in "_-"))})
        only_dots = bad == ["."]
        yield RuleHit(
            "/name",
            f"name holds {' '.join(repr(c) for c in bad)}, which OpenAI and Anthropic refuse"
            + (" (MCP allows '.'; a client that does not rewrite it fails)" if only_dots else ""),
            severity=Severity.warning if only_dots else None,
        )


@rule(
    "N108",
    "gemini-first-character",
    Severity.warning,
    summary="The name does not start with a letter or an underscore (Gemini's rule).",
    why="Gemini function declarations require names that start with a letter or an "
    "underscore; `3d_render` or `-tool` is refused there.",
    bad=(
        "- name: 3d_render\n"
        "  description: Renders a 3D model file to a PNG image and returns its path.\n"
        "  input_schema: {type: object, properties: {model_path: {type: string, "
        "description: Path of the model file.}}, required: [model_path]}"
    ),
    better=(
        "- name: render_3d\n"
        "  description: Renders a 3D model file to a PNG image and returns its path.\n"
        "  input_schema: {type: object, properties: {model_path: {type: string, "
        "description: Path of the model file.}}, required: [model_path]}"
    ),
)
def gemini_first_character(tool: Tool, ctx: LintContext) -> Iterator[RuleHit]:
    if not _GEMINI_FIRST.match(tool.name):
        yield RuleHit("/name", f"name starts with {tool.name[0]!r}; Gemini needs a letter or '_'")


@rule(
    "N109",
    "case-insensitive-collision",
    Severity.error,
    summary="Two names are equal when case is ignored (`getUser` / `getuser`), when "
    "Cyrillic or Greek look-alike letters are read as the Latin letters they imitate "
    "(`read_fіle` with a Cyrillic `і` / `read_file`), or once Unicode-normalised (NFKC: "
    "`café` with a precomposed `é` / `café` with `e` and a combining accent; fullwidth "
    "`ｇｅｔ`).",
    why="Some clients and providers compare names case-insensitively, and a model that "
    "generates the wrong case calls the other tool; the pair is also indistinguishable "
    "to a reader. A name spelled with look-alike letters (Unicode TR39 confusables) is "
    "indistinguishable on screen: the way a tool poses as another one (shadowing).",
    bad="tools: [get_User, get_user]",
    better="tools: [get_user]",
    scope="deck",
)
def case_collision(ctx: LintContext) -> Iterator[RuleHit]:
    seen: dict[str, list[str]] = defaultdict(list)
    for name in ctx.deck.names:
        seen[fold_lookalikes(unicodedata.normalize("NFKC", name)).lower()].append(name)
    for names in seen.values():
        if len(names) > 1:
            others_of = listed(names, ignore_case=False)
            spoofed = any(fold_lookalikes(n) != n for n in names)
            how = "ignoring case and look-alike letters" if spoofed else "ignoring case"
            normalised = any(unicodedata.normalize("NFKC", n) != n for n in names)
            if normalised:
                # the pair may look identical: show the code points
                how += " once Unicode-normalised (NFKC)"
                how += " — " + " vs ".join(ascii(n) for n in names)
            if len({unicodedata.normalize("NFKC", n) for n in names}) < len(names):
                how = how.replace("ignoring case once", "once", 1)
            for name in names:
                others = others_of(name)
                yield RuleHit("/name", f"{name!r} equals {others} {how}", tool=name)
