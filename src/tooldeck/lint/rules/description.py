"""D: descriptions. The description is the tool's contract with the model; the
template checked here has six parts (What / When / When NOT / Contrast / Prerequisites /
Output): Anthropic's tool-use docs ask for what the tool does, when to use it and when
not, and what it returns; look-alike tools cross-reference each other, and the
discriminating sentence comes first. Phrase lists and their known misses:
:mod:`tooldeck.lint.phrases`."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator

from tooldeck.lint.context import LintContext, names_tool
from tooldeck.lint.model import RuleHit, Severity
from tooldeck.lint.phrases import (
    BOILERPLATE_OPENING,
    CJK,
    EXCLUSION,
    GENERIC_WORDS,
    OUTPUT,
    VERBS,
    WHEN,
    content_words,
    identifier_tokens,
    name_words,
    sentences,
    singular,
    weighted_length,
    word_set,
)
from tooldeck.lint.registry import rule
from tooldeck.lint.similarity import name_parts
from tooldeck.lint.usage_phrases import (
    MORE_EXCLUSION,
    MORE_OUTPUT,
    MORE_WHEN,
    enabling_purpose,
)
from tooldeck.select.actions import ACTION_CLASSES
from tooldeck.tool import Tool
from tooldeck.tool.text import retired_phrase

_PARAM_BEFORE = re.compile(
    r"(?:parameters?|params?|arguments?|args?|options?|flags?|fields?|参数|字段)\s*[`'\"]?$",
    re.IGNORECASE,
)
_PARAM_AFTER = re.compile(r"^[`'\"]?\s*(?:parameters?|params?|arguments?|args?|参数)\b", re.I)
_TOOL_BEFORE = re.compile(
    r"(?:\buse|\bcall|\binvoke|\bsee|\btry|\bthen|\bfirst|\bvia|\bwith|\busing|\bcalling"
    r"|\binvoking|使用|调用|先用|改用)\s*(?:the\s+)?(?:tool\s+|function\s+)?[`'\"]?$",
    re.IGNORECASE,
)
_TOOL_AFTER = re.compile(
    r"^[`'\"]?\s*(?:tool|function|工具)\b|^[`'\"]?\s*(?:operations?|calls?)\b", re.IGNORECASE
)
_TITLE_TOOL = re.compile(r"[`'\"“‘]([A-Z][\w-]*(?: [\w-]+){0,5})[`'\"”’]\s+(?:tool|function)\b")
"""A tool named by a quoted title ("call this before 'Query Documentation' tool")."""


_CJK_GENERIC = tuple(w for w in GENERIC_WORDS if CJK.match(w))


def _has_text(tool: Tool) -> bool:
    return bool(tool.description.strip())


@rule(
    "D101",
    "missing-description",
    Severity.error,
    summary="The tool has no description.",
    why="Without a description the model chooses by the name alone and guesses the "
    "arguments; every later description rule is moot.",
    bad=(
        "- name: get_order\n"
        "  description: ''\n"
        "  input_schema: {type: object, properties: {order_id: {type: string, description: "
        "Complete order id.}}, required: [order_id]}"
    ),
    better=(
        "- name: get_order\n"
        "  description: Returns one order by its id (ORD-…). Use when the user gives a "
        "complete order id; not for listing a customer's orders.\n"
        "  input_schema: {type: object, properties: {order_id: {type: string, description: "
        "Complete order id.}}, required: [order_id]}"
    ),
)
def missing(tool: Tool, ctx: LintContext) -> Iterator[RuleHit]:
    if not _has_text(tool):
        yield RuleHit(
            "/description", "no description; say what it does, when to use it, what it returns"
        )


@rule(
    "D102",
    "short-description",
    Severity.warning,
    summary="The description is shorter than a useful minimum (option "
    "`min-description-chars`, default 40; a CJK ideograph counts 3, a kana or a Hangul "
    "syllable 2).",
    why="A description of a few words cannot state what, when, when not and what comes "
    "back (What / When / When NOT / Output); short descriptions were the most common smell in the "
    "study of 856 MCP tools (arXiv 2602.14878).",
    bad=(
        "- name: get_weather\n"
        "  description: Gets weather.\n"
        "  input_schema: {type: object, properties: {city: {type: string, description: City "
        "name.}}, required: [city]}"
    ),
    better=(
        "- name: get_weather\n"
        "  description: Returns current temperature and conditions for one city. Use for "
        "'weather now in X'; not for forecasts (use get_forecast).\n"
        "  input_schema: {type: object, properties: {city: {type: string, description: City "
        "name.}}, required: [city]}"
    ),
)
def short(tool: Tool, ctx: LintContext) -> Iterator[RuleHit]:
    if not _has_text(tool):
        return
    content, left = _content(tool.description)
    length = _fair_length(content)
    if length < ctx.options.min_description_chars:
        weighted = (
            " (a CJK ideograph counts 3, a kana or Hangul syllable 2)"
            if length != len(" ".join(content.split()))
            else ""
        )
        of = f" of content ({' and '.join(left)} not counted)" if left else ""
        yield RuleHit(
            "/description",
            f"description is {length} characters{of}{weighted}; write at least "
            f"{ctx.options.min_description_chars}: what, when, when not, output",
        )


_SYLLABLES = re.compile(r"[\u3041-\u3096\u30a1-\u30fa\uac00-\ud7a3]")
"""Kana (hiragana, katakana) and Hangul syllable blocks: each writes a syllable, two or
three letters of an alphabet."""


def _fair_length(text: str) -> int:
    """D102's length: :func:`~tooldeck.lint.phrases.weighted_length` (repeated spaces
    dropped, a CJK ideograph counting 3) with each kana and Hangul syllable counting 2, so
    that one statement measures about the same in Chinese, Japanese and Korean ("주문
    번호로 주문 상태와 배송 정보를 조회합니다", 26 characters, measured 26 before, now 47;
    its Chinese equivalent of 15 ideographs measures 45)."""
    return weighted_length(text) + len(_SYLLABLES.findall(text))


_ERROR_LIST = re.compile(
    r"^\s*(?:error responses?|errors?|responses?|status codes?)\s*:\s*$"
    r"|^\s*[-*]?\s*\d{3}\s*:.*$",
    re.IGNORECASE | re.MULTILINE,
)
_SERVER_PREFIX = re.compile(r"^\s*[A-Z][\w .-]{0,30}\s+\|\s+")


def _content(text: str) -> tuple[str, list[str]]:
    """A description without what generated API wrappers add around its content: a list of
    HTTP status codes ("Error Responses:" and "400: Bad request" lines) and a leading
    "Server | " label (Notion's MCP server: "Notion | Retrieve a user"); with the names of
    what was left out, for the message."""
    left: list[str] = []
    content = text
    if _ERROR_LIST.search(content):
        stripped = _ERROR_LIST.sub("", content)
        if stripped.strip():
            content = stripped
            left.append("a list of status codes")
    prefix = _SERVER_PREFIX.match(content)
    if prefix and content[prefix.end() :].strip():
        content = content[prefix.end() :]
        left.append(f"the {prefix.group(0).strip()!r} label")
    return content.strip(), left


@rule(
    "D103",
    "restates-name",
    Severity.warning,
    summary="The description repeats the name and says nothing more (one sentence of "
    "at most 12 words, or two of at most 16, with at most one word the name and the "
    "server's context do not already say).",
    why="`get_weather: Get weather.` costs tokens and tells the model nothing the name did "
    "not; the description's job is what the name cannot say.",
    bad=(
        "- name: get_weather\n"
        "  description: Get the weather.\n"
        "  input_schema: {type: object, properties: {city: {type: string, description: City "
        "name.}}, required: [city]}"
    ),
    better=(
        "- name: get_weather\n"
        "  description: Current conditions (°C, wind, sky) for a city name or lat/lon; not "
        "forecasts.\n"
        "  input_schema: {type: object, properties: {city: {type: string, description: City "
        "name.}}, required: [city]}"
    ),
)
def restates_name(tool: Tool, ctx: LintContext) -> Iterator[RuleHit]:
    if not _has_text(tool):
        return
    text = _ERROR_TAIL.sub("", _VENDOR_PREFIX.sub("", tool.description.strip(), count=1))
    parts = sentences(text)
    words = len(text.split())
    if len(parts) > 2 or words > (_RESTATE_MAX_WORDS if len(parts) == 1 else _RESTATE_TWO_WORDS):
        return  # a third sentence or a long text says more than the name
    parts = [" ".join(parts)]
    own = content_words(" ".join(name_words(tool.name)))
    name = {_stem_verb(w) for w in own}
    spelled: dict[str, str] = {}  # stem → the word as the description first spells it
    for word in parts[0].split():
        for stem in content_words(word):
            spelled.setdefault(_stem_verb(stem), word.strip(".,;:!?()[]{}'\"`").lower())
    # the name's verb said with another verb of its action class as the description's
    # opening word ("Remove an issue" for delete_module_issue, "View schema" for
    # describe_table) is the name again; the same word later is content ("an INSERT or
    # UPDATE query" for write_query says which statements)
    classes = {ACTION_CLASSES[w] for w in own if w in ACTION_CLASSES}
    said = content_words(parts[0])
    opening = parts[0].split()[0].lower() if parts[0].split() else ""
    if ACTION_CLASSES.get(opening, "") in classes:
        said = said - {opening}
    rest = {_stem_verb(w) for w in said} - name - _RESTATE_GENERIC
    rest = {w for w in rest if not _form_of_name_word(w, name, own) and not _generic(w)}
    rest -= _context_words(tool, ctx)
    if len(rest) <= 1:
        # the word as the description spells it ('timezone', not its stem 'timezon')
        new_word = next(iter(rest)) if rest else ""
        extra = f" (only {spelled.get(new_word, new_word)!r} is new)" if rest else ""
        yield RuleHit(
            "/description",
            f"description only repeats the name{extra}; say what the name cannot",
        )


_ERROR_TAIL = re.compile(r"\n\s*error responses?\s*:.*", re.IGNORECASE | re.DOTALL)
_VENDOR_PREFIX = re.compile(r"^[\w .-]{1,30}\s\|\s")
"""A generated description's vendor prefix (``Notion | Retrieve a block``)."""
_RESTATE_MAX_WORDS = 12
_RESTATE_TWO_WORDS = 16
"""Two short sentences that both restate the name ("Add issues to a module. Assign module
to issues.") restate it too: at most this many words in all (lint_labels3's dev split:
D103 15 → 16 of 27, the other sets unchanged)."""
_RESTATE_GENERIC = content_words(
    "tool function use used call new recent detailed current existing single one get set "
    "list return returns perform performs run information specific detail details advanced "
    "option options support supported various provided"
)
"""Words that add nothing to a name (verbs every tool has, vague qualifiers: "Get detailed
information about a specific table" says no more than ``describe_table``). The second
line was added after reading the misses of the dev split of
``benchmarks/data/lint_labels2`` (D103 recall 11 → 13 of 17 there at no false positive;
the first set's dev split unchanged)."""


def _generic(stem: str) -> bool:
    """Whether a description's ``stem`` is a word of :data:`_RESTATE_GENERIC` stemmed as
    the description's words are ("single" → ``singl``, "existing" → ``exist``), or its
    adverb ("currently"). Not a doubled consonant or a derivational ending: "setting" is
    a noun as often as a form of ``set``."""
    return stem in _GENERIC_STEMS or (stem.endswith("ly") and stem[:-2] in _GENERIC_STEMS)


def _stem_verb(word: str) -> str:
    """``toggles``/``toggled``/``toggling`` → ``toggl``: enough to match a name's verb."""
    for suffix in ("ing", "ed", "e"):
        if word.endswith(suffix) and len(word) > len(suffix) + 2:
            return word[: -len(suffix)]
    return word


_GENERIC_STEMS = frozenset(_stem_verb(w) for w in _RESTATE_GENERIC)
""":data:`_RESTATE_GENERIC` stemmed as the description's words are (:func:`_generic`;
session 38: "existing", "single", "currently" were read as new words before)."""


_DERIVED = (
    "ations",
    "ation",
    "ions",
    "ion",
    "ings",
    "ing",
    "ments",
    "ment",
    "ers",
    "er",
    "ors",
    "or",
    "s",
    "es",
)
"""Endings that make a noun of a verb or a plural of a noun: "aggregation" is the word
of ``aggregate``, "exports" of ``export``."""

_SHORT_FORMS = {
    "db": "databas",
    "dbs": "databas",
    "stat": "statistic",
    "config": "configuration",
    "repo": "repository",
    "env": "environment",
    "msg": "messag",
    "doc": "document",
    "dir": "directory",
    "app": "application",
    "org": "organization",
    "auth": "authentication",
    "param": "parameter",
    "desc": "description",
}
"""Identifier short forms and the stem of the word they shorten (the programmer's usual
abbreviations, not a set's wording): ``db_stats`` says "database statistics"."""


def _form_of_name_word(stem: str, name: set[str], words: set[str]) -> bool:
    """Whether a description's ``stem`` is one of the name's words in another form: a name
    stem (``name``) of five letters or more plus a derivational or plural ending
    (:data:`_DERIVED`: "aggregation" for ``aggregate``), the stem with a doubled last
    consonant ("logged" → ``logg`` for ``log``), or the word a name's short form stands for
    (:data:`_SHORT_FORMS`: "database" for ``db``; looked up in the name's unstemmed
    ``words``, so ``state``, stemmed ``stat``, is not read as "statistics")."""
    for word in name:
        if len(word) >= 5 and stem.startswith(word) and stem[len(word) :] in _DERIVED:
            return True
    if any(_SHORT_FORMS.get(word) == stem for word in words):
        return True
    return len(stem) >= 4 and stem[-1] == stem[-2] and stem[-1] not in "aeiou" and stem[:-1] in name


def _context_words(tool: Tool, ctx: LintContext) -> set[str]:
    """The server's context words for ``tool``: :func:`_deck_context_words`, and behind a
    gateway (a namespace of 3+ tools, :func:`name_parts`) also the words of its namespace's
    name and those in at least 40 % of that namespace's other descriptions ("neo4j
    database" in each of neo4j's three tools is the server's context, though a merged deck
    of 40 tools holds it in few)."""
    namespace = ctx.name_parts[tool.name][0]
    if not namespace:
        return _deck_context_words(tool, ctx)
    key = ("D103", f"context:{namespace}")
    if key not in ctx.cache:
        members = [
            t for t in ctx.deck if ctx.name_parts[t.name][0] == namespace and t.description.strip()
        ]
        own = {_stem_verb(w) for w in content_words(" ".join(name_words(namespace)))}
        ctx.cache[key] = (_context_sets(members) if len(members) >= 3 else None, own)
    cached: tuple[_Context | None, set[str]] = ctx.cache[key]
    context, own = cached
    return _frequent_for(tool, context) | own | _deck_context_words(tool, ctx)


_Context = tuple[frozenset[str], frozenset[str]]
"""Stems frequent whatever a tool says, and stems frequent only where the tool does not
say them itself (:func:`_context_sets`)."""


def _context_sets(tools: list[Tool]) -> _Context:
    """Stems in at least 40 % of the descriptions of ``tools`` other than the one being
    read, split in two sets so that each tool's share costs one set difference: those
    frequent even if the tool says them (count - 1 reaches 40 % of the others), and those
    frequent only if it does not (count reaches it, count - 1 does not).

    Leaving the tool out is what makes the words "the server's context": a word this
    description brings cannot count as already said because it says it. Counting it in
    made one other tool enough in a deck of four or five ("warehouse" in ``check_stock``'s
    "Return the number of units of one product in a warehouse" and in one other tool of a
    five-tool deck was 2 of 5 = 40 %; trial36 L7). A namespace of 3 tools still needs one
    other tool (40 % of the two others is 0.8)."""
    counts: dict[str, int] = {}
    for t in tools:
        for w in _description_stems(t):
            counts[w] = counts.get(w, 0) + 1
    limit = 0.4 * (len(tools) - 1)
    always = frozenset(w for w, n in counts.items() if n - 1 >= limit)
    unless_said = frozenset(w for w, n in counts.items() if n - 1 < limit <= n)
    return always, unless_said


def _description_stems(tool: Tool) -> set[str]:
    return {_stem_verb(w) for w in content_words(tool.description)}


def _frequent_for(tool: Tool, context: _Context | None) -> set[str]:
    """The stems of ``context`` (:func:`_context_sets`) that are the server's context for
    ``tool``: a stem only frequent counting ``tool`` itself is not."""
    if context is None:
        return set()
    always, unless_said = context
    return set(always) | (unless_said - _description_stems(tool))


def _deck_context_words(tool: Tool, ctx: LintContext) -> set[str]:
    """Words in at least 40 % of the deck's other descriptions (decks of 4+ tools,
    :func:`_frequent_for`): the server's context ("GitHub repository", "SQLite
    database"), which a description need not repeat to be informative and which does not
    make it so."""
    key = ("D103", "context")
    if key not in ctx.cache:
        tools = [t for t in ctx.deck if t.description.strip()]
        ctx.cache[key] = _context_sets(tools) if len(tools) >= 4 else None
    return _frequent_for(tool, ctx.cache[key])


@rule(
    "D104",
    "no-when-to-use",
    Severity.warning,
    summary="The description never says when to use the tool.",
    why="Anthropic's tool-use docs (best practices for tool definitions): a description must say "
    "in which situation the tool is the right one ('Use when the user gives a complete order "
    "id'), not only what it is. Detected with phrase lists (English and Chinese, see "
    "docs/lint.md).",
    bad=(
        "- name: get_order\n"
        "  description: Order query. Looks up order information.\n"
        "  input_schema: {type: object, properties: {order_id: {type: string, description: "
        "Complete order id (ORD-…).}}, required: [order_id]}"
    ),
    better=(
        "- name: get_order\n"
        "  description: Returns one order. Use when the user gives a complete order id (ORD-…).\n"
        "  input_schema: {type: object, properties: {order_id: {type: string, description: "
        "Complete order id (ORD-…).}}, required: [order_id]}"
    ),
)
def no_when(tool: Tool, ctx: LintContext) -> Iterator[RuleHit]:
    if _has_text(tool) and not (
        WHEN.search(tool.description)
        or MORE_WHEN.search(tool.description)
        or enabling_purpose(tool.description)
    ):
        yield RuleHit(
            "/description",
            "no 'use when …' / '用于…' statement; say when this tool is the right one",
        )


@rule(
    "D105",
    "no-exclusion",
    Severity.warning,
    summary='The description never says when not to use the tool ("do not use for …", '
    '"use X instead", or a redirect to another tool under a condition: "use `web_search` '
    'when more sources are needed").',
    why="'Do NOT … use X instead' is the sentence that disambiguates (Anthropic's tool-use docs: "
    "say when the tool should not be used); the template has a When NOT line. Without an "
    "exclusion the model over-calls the tool for near-miss requests.",
    bad=(
        "- name: get_order\n"
        "  description: Returns one order by id.\n"
        "  input_schema: {type: object, properties: {order_id: {type: string, description: "
        "Complete order id (ORD-…).}}, required: [order_id]}"
    ),
    better=(
        "- name: get_order\n"
        "  description: Returns one order by id. Do not use it to list a customer's orders "
        "(use list_orders_by_user).\n"
        "  input_schema: {type: object, properties: {order_id: {type: string, description: "
        "Complete order id (ORD-…).}}, required: [order_id]}"
    ),
)
def no_exclusion(tool: Tool, ctx: LintContext) -> Iterator[RuleHit]:
    if _has_text(tool) and not (
        EXCLUSION.search(tool.description)
        or MORE_EXCLUSION.search(tool.description)
        or _redirects(tool)
    ):
        yield RuleHit(
            "/description",
            "no exclusion ('do not use for …' / '不要用于…'); say when not to use it",
        )


_REDIRECT = re.compile(
    r"\b(?:use|prefer)\s+`?(?P<tool>[A-Za-z][\w.-]*[_.-][\w.-]*[A-Za-z0-9]|`[^`\s]+`)`?"
    r"(?!\s+(?:first|before|after|then|together)\b)(?:\s+[^.;:]{0,40}?)?\s+(?:when|if|once)\b",
    re.IGNORECASE,
)
"""A conditional redirect to another tool: "Use `web_search` when more sources are
needed", "use fetch_page on a result URL when the snippet is not enough", "Prefer
`wiki_lookup` if the question is about history" (trial37b L7). It says when this
tool is not the one (the first label set's D105 criterion counts "use X instead"; the
fourth's reviewer counted these redirects), so it is an exclusion; an order ("use
search_tools first if you are unsure") is not one. The tool named must
look like a tool name (an identifier with ``_``, ``-`` or ``.``, or a code span) and not be
this tool."""


def _redirects(tool: Tool) -> bool:
    """Whether the description redirects to another tool under a condition
    (:data:`_REDIRECT`)."""
    own = {tool.name.lower(), tool.name.rsplit("__", 1)[-1].lower()}
    return any(
        m.group("tool").strip("`").lower() not in own for m in _REDIRECT.finditer(tool.description)
    )


@rule(
    "D106",
    "lookalike-not-named",
    Severity.warning,
    summary="A look-alike tool exists (name + description similarity above "
    "`similarity-threshold`, or a tool whose description offers this one as the "
    "alternative: 'for larger files, use create_record', or a dispatcher whose `action` "
    "enum does what this one does: `manage_issue` with `action: create` beside "
    "`create_issue`) but this description does not "
    "name it (by name, by its name without the server prefix, or by its title as an "
    "identifier).",
    why="Similar tools (a Contrast line) must name each other and say "
    "how they differ, or the model picks between them by chance. A dispatcher and a "
    "single tool of another server behind a gateway pair only through the servers' main "
    "things (the word most of a server's tool names are about, named by three tools or "
    "more; `--explain X101` says more): a small server's tools pair by similarity only.",
    bad=(
        "- name: get_order_by_id\n"
        "  description: Order query.\n"
        "  input_schema: {type: object, properties: {order_id: {type: string, description: "
        "Complete order id.}}, required: [order_id]}\n"
        "- name: search_orders\n"
        "  description: Order query.\n"
        "  input_schema: {type: object, properties: {query: {type: string, description: Any "
        "clue about the order.}}, required: [query]}"
    ),
    better=(
        "- name: get_order_by_id\n"
        '  description: "Returns one order by its complete id (ORD-…). Contrast: '
        'search_orders finds orders from partial clues; this one needs the full id."\n'
        "  input_schema: {type: object, properties: {order_id: {type: string, description: "
        "Complete order id.}}, required: [order_id]}\n"
        "- name: search_orders\n"
        '  description: "Finds orders from partial clues (a name, a date, an amount). '
        'Contrast: get_order_by_id needs the full id."\n'
        "  input_schema: {type: object, properties: {query: {type: string, description: Any "
        "clue about the order.}}, required: [query]}"
    ),
)
def lookalike_not_named(tool: Tool, ctx: LintContext) -> Iterator[RuleHit]:
    if not _has_text(tool):
        return
    unnamed = [
        (n, score)
        for n, score in ctx.lookalikes.get(tool.name, [])
        if not names_tool(tool.description, ctx.deck[n], ctx.short_names[n])
    ]
    if unnamed:
        missing = [n for n, _ in unnamed]
        shown = ", ".join(missing[:3]) + (f" (+{len(missing) - 3})" if len(missing) > 3 else "")
        yield RuleHit(
            "/description",
            f"look-alike tool(s) {shown} not named; say how this one differs",
            tools=(tool.name, *missing),
            similarity=max(score for _, score in unnamed),
        )


@rule(
    "D107",
    "no-output-shape",
    Severity.info,
    summary="The description does not say what comes back, and no `outputSchema` is declared.",
    why="Anthropic's tool-use docs (say what the tool returns) and the template's Output line: "
    "knowing the result's shape lets the model plan the next step and read the result "
    "right. Most MCP clients do not show `outputSchema` to the model, so the description "
    "must say it.",
    bad=(
        "- name: get_order\n"
        "  description: Looks up an order.\n"
        "  input_schema: {type: object, properties: {order_id: {type: string, description: "
        "Complete order id (ORD-…).}}, required: [order_id]}"
    ),
    better=(
        "- name: get_order\n"
        "  description: Looks up an order. Returns status, items[], total_amount and "
        "logistics{state, tracking_no}.\n"
        "  input_schema: {type: object, properties: {order_id: {type: string, description: "
        "Complete order id (ORD-…).}}, required: [order_id]}"
    ),
)
def no_output(tool: Tool, ctx: LintContext) -> Iterator[RuleHit]:
    if tool.output_schema:
        # an outputSchema is declared (MCP 2025-06-18 structured results): the reviewers of
        # all three labelled sets exempt every tool with one, a free-form dict included
        # ({"type": "object", "additionalProperties": true}: a FastMCP dict return)
        return
    if (
        _has_text(tool)
        and not OUTPUT.search(tool.description)
        and not MORE_OUTPUT.search(tool.description)
        and not _lead_names_output(tool)
        and not _result_hardly_matters(tool)
    ):
        yield RuleHit("/description", "does not say what it returns ('Returns …' / '返回…')")


_REMOVAL_LEAD = re.compile(
    r"^\s*(?:delete|remove|drop|destroy|erase|purge|stop|terminate|kill)(?:s|es)?\b"
    r"(?!(?:[^.;:]|[.:](?=\w))*\b(?:record\w*|captur\w*|trac(?:e|es|ing)|profil\w*"
    r"|screencast|video|download\w*|export\w*|job|task|run|build|workflow|batch|query)\b)",
    re.IGNORECASE,
)
"""A first sentence that removes or ends something ("Delete a file from a GitHub
repository", "Remove a table from the database", "Terminates a running app", "Stop the
currently running Godot project"), but not one that ends work that leaves a result behind
(a recording, capture, trace, profile, download, export, or a job, task, run, build,
workflow, batch or query, whose outcome or output the caller wants)."""

_GESTURE_LEAD = re.compile(
    r"^\s*(?:tap|double[- ]tap|long[- ]press|swipe|pinch|scroll|hover|drag)(?:s|es)?\b",
    re.IGNORECASE,
)
"""A first sentence that performs one user-interface gesture ("Tap on the screen in the
iOS Simulator", "Swipe on the screen"): its result is the gesture's effect on the screen, which
the model reads with a separate read."""

_ONE_VALUE_LEAD = re.compile(
    r"^\s*(?:gets?|returns?|retrieves?|fetch(?:es)?|reads?|shows?)\s+(?:the\s+|a\s+|an\s+)?"
    r"(?P<phrase>(?:(?!(?:by|of|for|from|in|on|at|with|to|and|or)\b)[\w.+-]+\s+){0,3}?)"
    r"(?P<head>id|uid|uuid|guid|version|count|url|uri|path|timestamp|image|screenshot)"
    r"(?P<after>\s+(?:content|string|number|value)\b)?"
    r"(?=\s+(?:of|for|from|in|on|at)\b|\s*$)",
    re.IGNORECASE,
)
"""A first sentence that reads one value named by its noun ("Get the installed Godot
version", "Get the UID for a specific file", "Get the ID of the currently booted iOS
simulator", "Get the image content of a screenshot"): the one value is the result, which the
first set's D107 criterion counts as said ("fields, form, or the one value"). The noun is the
head of the object (the phrase ends there or a preposition follows, and no preposition or
conjunction comes before it): "Get the version history of a page", "Get the ID list" and "Get
a discussion by ID" (the id is the key, the discussion the result) are not one value."""

_LIST_WORDS = frozenset(["all", "every", "each", "list", "lists", "ids", "versions", "urls"])


def _result_hardly_matters(tool: Tool) -> bool:
    """Whether the first sentence leaves nothing to say about the result: a removal or an
    ended process (:data:`_REMOVAL_LEAD`), one gesture (:data:`_GESTURE_LEAD`) or the read of
    one value (:data:`_ONE_VALUE_LEAD`). The reviewers of the second, third and fifth
    labelled sets say so for deletes, removals and stops ("what they return hardly
    matters"), the fifth's also for UI actions and terminations and for reads whose text
    fixes the one value; the first set's criterion excludes a result "fully determined by
    the text" (session 37, the fifth set's dev false positives)."""
    lead = sentences(tool.description)[:1]
    if not lead:
        return False
    first = lead[0]
    if _REMOVAL_LEAD.match(first) or _GESTURE_LEAD.match(first):
        return True
    m = _ONE_VALUE_LEAD.match(first.rstrip(".!"))
    if m is None:
        return False
    return not set(m.group("phrase").lower().split()) & _LIST_WORDS


_IN_SENTENCE = r"(?:[^.;:]|[.:](?=\w))"
"""A character of one sentence: a period or colon inside a word is no end
(``categories.common/available``, ``/config``)."""
_READ_LEAD = re.compile(
    r"^\s*(?:gets?|lists?|fetch(?:es)?|retrieves?|reads?|shows?|describes?|discovers?"
    r"|inspects?)\b" + _IN_SENTENCE + r"{0,120}?"
    r"(?:,\s*|\s)(?:including|such as)\s+\w"
    + _IN_SENTENCE
    + r"*,"
    + _IN_SENTENCE
    + r"*\b(?:and|or)\b",
    re.IGNORECASE,
)


def _lead_names_output(tool: Tool) -> bool:
    """Whether a read tool's first sentence lists what the result holds ("Lists all
    notifications for the user, including unread notifications, mentions, review requests
    and assignments"): kinds.md's D107 asks what comes back "beyond the name's noun", and an
    enumeration of the parts says it. A lone noun ("Get recent messages") does not."""
    lead = sentences(tool.description)[:1]
    return bool(lead and _READ_LEAD.match(lead[0]))


@rule(
    "D108",
    "generic-first-sentence",
    Severity.warning,
    summary="The first sentence is generic ('Order query.', 'This tool handles …') while "
    "the discriminating sentence comes later.",
    why="Put the discriminating sentence first. Clients truncate descriptions, "
    "inventories show the first sentence, and a model skimming many tools weighs the "
    "opening most.",
    bad=(
        "- name: get_order\n"
        "  description: Order query. Returns the order whose id the user gave.\n"
        "  input_schema: {type: object, properties: {order_id: {type: string, description: "
        "Complete order id (ORD-…).}}, required: [order_id]}"
    ),
    better=(
        "- name: get_order\n"
        "  description: Returns the order whose id the user gave (ORD-…).\n"
        "  input_schema: {type: object, properties: {order_id: {type: string, description: "
        "Complete order id (ORD-…).}}, required: [order_id]}"
    ),
)
def generic_first(tool: Tool, ctx: LintContext) -> Iterator[RuleHit]:
    parts = sentences(tool.description)
    if len(parts) < 2:
        return
    first = parts[0].rstrip(".。!！:：")
    rest = BOILERPLATE_OPENING.sub("", first, count=1)
    for generic in _CJK_GENERIC:
        rest = rest.replace(generic, " ")
    words = content_words(rest) - GENERIC_WORDS
    later = content_words(" ".join(parts[1:])) - GENERIC_WORDS
    # generic: at most one content word (a CJK character counts ½) while the later
    # sentences carry at least two
    own = sum(0.5 if CJK.match(w) else 1.0 for w in words)
    if own <= 1 and len(later) >= 2:
        yield RuleHit(
            "/description",
            f"first sentence {first[:40]!r} is generic; lead with what sets this tool apart",
        )


def _unknown_identifiers(tool: Tool, ctx: LintContext) -> list[tuple[str, str]]:
    """(kind, identifier) for identifiers in the description that are neither a known
    name nor the tool itself; kind is ``parameter`` or ``tool`` by their context
    (computed once per tool for D109 and D110)."""
    key = ("unknown-identifiers", tool.name)
    if key not in ctx.cache:
        ctx.cache[key] = list(_find_unknown_identifiers(tool, ctx))
    found: list[tuple[str, str]] = ctx.cache[key]
    return found


def _namespace_names(ctx: LintContext) -> dict[str, frozenset[str]]:
    """Tool name → the lower-cased own names of the tools of its gateway namespace
    (:func:`tooldeck.lint.similarity.name_parts`: ``fs__read_text_file`` is ``fs``'s
    ``read_text_file``), empty for a tool outside any namespace. A description written by
    the upstream names its sibling tools by their own names, which the gateway prefixed:
    those mentions are in the deck. Computed once per lint run."""
    key = ("namespace-names", "")  # deck-wide: no tool has an empty name
    if key not in ctx.cache:
        parts = name_parts(ctx.deck)
        members: dict[str, set[str]] = {}
        for namespace, own, _prefix in parts:
            if namespace:
                members.setdefault(namespace, set()).add(own.lower())
        ctx.cache[key] = {
            tool.name: frozenset(members.get(namespace, ()))
            for tool, (namespace, _own, _prefix) in zip(ctx.deck, parts, strict=True)
        }
    found: dict[str, frozenset[str]] = ctx.cache[key]
    return found


def _short_name_owners(ctx: LintContext) -> dict[str, tuple[str, ...]]:
    """Lower-cased short form → the deck tools it may name (:attr:`LintContext.short_names`:
    ``search_tasks`` → ``asana_search_tasks``, ``get_projects`` → ``plane__get_projects``);
    a form that is itself a tool's name is left out. Behind a gateway two servers may share
    a form (``fs__read_file``, ``git__read_file``): the caller takes the one of the
    mentioning tool's own namespace. Computed once per lint run."""
    key = ("short-name-owners", "")  # deck-wide: no tool has an empty name
    if key not in ctx.cache:
        owners: dict[str, list[str]] = {}
        for name, forms in ctx.short_names.items():
            for form in forms:
                owners.setdefault(form.lower(), []).append(name)
        ctx.cache[key] = {
            form: tuple(names) for form, names in owners.items() if form not in ctx.tool_names_lower
        }
    found: dict[str, tuple[str, ...]] = ctx.cache[key]
    return found


_CAMEL_NAME = re.compile(r"^[a-z][a-z0-9]*[A-Z]")
"""A camelCase name (``listIssues``): a lower-case start, then a capital."""


def _rewritten_by_gateway(said: str, name: str, owner: str, ctx: LintContext) -> bool:
    """Whether ``tooldeck gateway`` serves the description of ``name`` with the mention
    ``said`` of its sibling ``owner`` already rewritten to ``owner``: the deck is a gateway
    config read as a deck (both tools have a recorded :meth:`~tooldeck.tool.Deck.origin`:
    a deck converted or captured from it has none, and a model reading that file reads the
    upstream's name), both come from the same server, ``said`` is exactly that server's
    own name for ``owner`` (a tool name is case-sensitive) and reads as an identifier (a
    ``_``, ``-`` or camelCase: the gateway leaves ``search`` alone). What the gateway
    rewrites: :mod:`tooldeck.gateway.catalog` (``rewrite_mentions``), shown by ``tooldeck
    gateway --dry-run`` as "rewritten:" lines."""
    here = ctx.deck.origin(name)
    there = ctx.deck.origin(owner)
    return (
        here is not None
        and there is not None
        and here[0] == there[0]
        and there[1] == said
        and ("_" in said or "-" in said or _CAMEL_NAME.search(said) is not None)
    )


_QUERY_LANGUAGE = re.compile(
    r"\b(?:SQL|PromQL|LogQL|TraceQL|JQL|CQL|KQL|HogQL|GraphQL|SPL|Cypher|SPARQL|XPath|JSONPath"
    r"|query language)\b",
    re.IGNORECASE,
)
_QUERY_PARAMETERS = frozenset(
    ["sql", "query", "expr", "expression", "promql", "jql", "cql", "kql", "cypher"]
)
_QUERY_FUNCTION_HEADS = word_set(
    "count sum avg min max date datetime time timestamp to array json string str regexp "
    "histogram approx percentile stddev variance coalesce cast round floor ceil"
)
"""First words of the functions of query languages (SQL ``count_distinct``,
``date_trunc``, ``array_agg``; PromQL ``histogram_quantile``; LogQL ``line_format`` is no
verb and never a candidate): in a query tool's description "call `count_distinct`
sparingly" is about the query, not another tool."""


def _is_query_tool(tool: Tool) -> bool:
    """Whether ``tool`` runs a query written in a query language: its description names
    one (SQL, PromQL, JQL …) or it takes a ``sql`` / ``query`` / ``expression`` parameter."""
    if _QUERY_LANGUAGE.search(tool.description):
        return True
    properties = tool.input_schema.get("properties")
    return isinstance(properties, dict) and any(
        str(name).lower() in _QUERY_PARAMETERS for name in properties
    )


_VALUE_LAST = word_set("id ids uuid guid token cursor handle url uri key path")
"""Last name words of a value a call hands back or takes (``query_id``, ``job_uuid``,
``page_token``), not of a tool."""
_VALUE_BEFORE = re.compile(
    r"(?:\bwith|\bvia|\busing)\s+(?:the\s+|a\s+|an\s+|its\s+)?[`'\"]?$", re.I
)


def _handed_value(words: list[str], before: str, after: str) -> bool:
    """Whether an identifier D110 would read as a tool ("… with the query_id") is a value
    instead: its last word names an id, token, cursor or handle (:data:`_VALUE_LAST`), it
    follows "with", "via" or "using" (not "call" or "use"), and no "tool" or "function"
    follows it. notebooklm-mcp-cli 0.15.8's ``notebook_query_start``: "Returns
    immediately with a query_id. Poll notebook_query_status with the query_id" (trial43)."""
    return (
        words[-1] in _VALUE_LAST
        and _VALUE_BEFORE.search(before) is not None
        and not _TOOL_AFTER.search(after)
    )


def _find_unknown_identifiers(tool: Tool, ctx: LintContext) -> Iterator[tuple[str, str]]:
    text = tool.description
    if "_" not in text and not re.search(r"[a-z][A-Z]|\.[a-z]", text):
        return
    known = ctx.known_names(tool)
    known_lower = {k.lower() for k in known}
    folded = {_fold(k): k for k in known if len(_fold(k)) >= 4}
    tools_lower = ctx.tool_names_lower
    siblings = _namespace_names(ctx).get(tool.name, frozenset())
    renamed = _short_name_owners(ctx)
    seen: set[str] = set()
    for start, ident in identifier_tokens(text):
        bare = ident.rstrip(".")
        lower = bare.lower()
        if bare in seen or lower in known_lower or lower in tools_lower:
            continue
        here = ctx.name_parts[tool.name][0]
        owners = [o for o in renamed.get(lower, ()) if ctx.name_parts[o][0] in ("", here)]
        owner = owners[0] if len(owners) == 1 else None
        if owner is not None and owner != tool.name:
            seen.add(bare)
            if _rewritten_by_gateway(bare, tool.name, owner, ctx):
                continue  # the model reads the name the deck has (trial33 MEDIUM-1)
            # the upstream's name of a tool the deck names otherwise
            yield "renamed", f"{bare}\x00{owner}"
            continue
        if lower in siblings:
            continue
        if _fold(bare) in folded and "_" in bare:
            seen.add(bare)  # is_revision for isRevision: the schema's name, respelled
            yield "spelling", f"{bare}\x00{folded[_fold(bare)]}"
            continue
        end = start + len(ident)
        before = text[max(0, start - 30) : start]
        after = text[end : end + 20]
        words = name_words(bare)
        if _PARAM_BEFORE.search(before) or _PARAM_AFTER.search(after):
            seen.add(bare)
            yield "parameter", bare
        elif (
            "_" in bare
            and words
            and words[0] in VERBS
            and (_TOOL_BEFORE.search(before) or _TOOL_AFTER.search(after))
            and not (words[0] in _QUERY_FUNCTION_HEADS and _is_query_tool(tool))
            and not _handed_value(words, before, after)
        ):
            seen.add(bare)
            yield "tool", bare


@rule(
    "D109",
    "unknown-parameter-mentioned",
    Severity.warning,
    summary="The description refers to a parameter the schema does not have.",
    why="A description that says 'set the `verbose` parameter' for a schema without it "
    "invites invented arguments (the 'hallucinated arguments' failure); it "
    "usually means the schema changed and the text did not.",
    bad="description: Lists orders; use the page_token parameter for more.\n"
    "input_schema: {properties: {user_id: …}}",
    better="description: Lists orders; pass cursor from the last result for more.\n"
    "input_schema: {properties: {user_id: …, cursor: …}}",
)
def unknown_parameter(tool: Tool, ctx: LintContext) -> Iterator[RuleHit]:
    for kind, ident in _unknown_identifiers(tool, ctx):
        if kind == "parameter":
            yield RuleHit(
                "/description", f"mentions parameter {ident!r}, which the schema does not have"
            )
        elif kind == "spelling":
            said, name = ident.split("\x00")
            yield RuleHit(
                "/description",
                f"mentions parameter {said!r}; the schema spells it {name!r} (a model copies "
                "the spelling it reads)",
            )


def _fold(name: str) -> str:
    """A name without case and separators: ``is_revision`` and ``isRevision`` agree."""
    return re.sub(r"[_\-]", "", name).lower()


def _titles(ctx: LintContext) -> list[tuple[str, str]]:
    """``(title in lower case, name)`` of the deck's tools that have a title, in deck
    order; read once per run (in :attr:`LintContext.cache`), not once per tool (1,853²
    tools visited on BFCL's pool, none of them titled, until session 30)."""
    key = ("D110", "titles")
    if key not in ctx.cache:
        ctx.cache[key] = [(t.title.lower(), t.name) for t in ctx.deck if t.title]
    titles: list[tuple[str, str]] = ctx.cache[key]
    return titles


@rule(
    "D110",
    "unknown-tool-mentioned",
    Severity.warning,
    summary="The description sends the model to a tool that is not in the deck.",
    why="'Use get_customer first' when get_customer is not offered makes the model call a "
    "tool that does not exist or give up; cross-references must stay in step with the "
    "deck (a Contrast line names only tools of the same deck).",
    bad="description: Needs a customer id; call lookup_customer first.  # not in the deck",
    better="description: Needs a customer id; call search_customers first.",
)
def unknown_tool(tool: Tool, ctx: LintContext) -> Iterator[RuleHit]:
    for kind, ident in _unknown_identifiers(tool, ctx):
        if kind == "renamed":
            said, name = ident.split("\x00")
            yield RuleHit(
                "/description",
                f"refers to tool {said!r}; this deck names it {name!r} (a model calls a "
                "tool by its exact name)",
            )
        elif kind == "tool":
            near = _nearest_tool(ident, tool, ctx)
            if near == tool.name:
                continue  # its own name as another client spells it (apply_patch)
            hint = f" (did you mean {near!r}?)" if near else ""
            yield RuleHit(
                "/description", f"refers to tool {ident!r}, which is not in this deck{hint}"
            )
    titles = {title: name for title, name in _titles(ctx) if name != tool.name}
    if not titles:
        return
    for match in _TITLE_TOOL.finditer(tool.description):
        named = titles.get(match.group(1).lower())
        if named is not None and named.lower() != match.group(1).lower():
            yield RuleHit(
                "/description",
                f"refers to tool {match.group(1)!r} by its title; a model calls tools by "
                f"name: write {named!r}",
            )


def _nearest_tool(ident: str, tool: Tool, ctx: LintContext) -> str | None:
    """The one tool of the deck whose name's words hold every word of ``ident`` (a client's
    alias: ``read_file`` → ``copilot_readFile``), else None; behind a gateway only a tool
    of the same server (``fs__…``) is a candidate."""
    words = {singular(w) for w in name_words(ident)}
    prefix = tool.name.split("__", 1)[0] + "__" if "__" in tool.name else ""
    found = [
        t.name
        for t in ctx.deck
        if t.name.startswith(prefix) and words <= {singular(w) for w in name_words(t.name)}
    ]
    return found[0] if len(found) == 1 else None


@rule(
    "D111",
    "description-over-budget",
    Severity.warning,
    summary="The description takes more tokens than `description-token-budget` (default 250), "
    "counted as sent: the text between the quotes of the tool's JSON, escapes included (a "
    "newline is the two characters `\\n`), the text `tooldeck cost` counts.",
    why="Every tool's description is sent on every request: n tools cost the sum of their "
    "names, descriptions and schemas (`tooldeck cost` shows the description share). Long "
    "descriptions also bury the discriminating sentence. Counted with the cost stage's "
    "tokenizer when installed (option `tokenizer`, default o200k_base), else 1 token per CJK "
    "character and per 4 other characters, on the JSON-escaped text (RFC 8259 §7, "
    "non-ASCII kept, as `tooldeck cost` serialises it): the raw text of a description with "
    "many newlines, quotes or backslashes is shorter than what the model is sent. Counted "
    "on its own, not inside the tool's JSON, so it can differ from `cost`'s description "
    "column by a token where the text meets its quotes.",
    bad="description: (a 600-token manual with usage history and edge cases)",
    better="description: (the six-line contract; move the manual to a docs link or a resource)",
)
def over_budget(tool: Tool, ctx: LintContext) -> Iterator[RuleHit]:
    if not _has_text(tool):
        return
    budget = ctx.options.description_token_budget
    sent = _as_sent(tool.description)
    if len(sent.encode("utf-8")) <= budget:
        return  # byte-level tokenizers never spend more than one token per byte
    count = ctx.counter.count(sent)
    if count > budget:
        raw = ctx.counter.count(tool.description) if sent != tool.description else count
        escapes = f"; {raw} for the raw text" if raw != count else ""
        yield RuleHit(
            "/description",
            f"description is {count} tokens as sent (JSON-escaped, as `tooldeck cost` "
            f"counts it{escapes}); budget is {budget}",
        )


def _as_sent(text: str) -> str:
    """``text`` as a JSON string value carries it, without its quotes: the text
    ``tooldeck cost`` counts (compact JSON, non-ASCII kept: ``json.dumps(text,
    ensure_ascii=False)``; a newline is ``\\n``, a quote ``\\"``)."""
    return json.dumps(text, ensure_ascii=False)[1:-1]


@rule(
    "D112",
    "retired-tool",
    Severity.warning,
    summary="The description says the tool is deprecated, a placeholder or not to be used, "
    "but the tool is still offered.",
    why="Every tool in a request costs context and is a choice the model can make; a tool "
    "whose own text says not to use it is offered only to be refused, and models still call "
    "deprecated tools when their name fits the request better than the replacement's. "
    "Leave it out of the deck (or out of what is sent) and keep the replacement's "
    'description complete. "DO NOT use this tool to create PDFs" is an exclusion (D105\'s '
    'good practice), not this; nor is a deprecated part of the input ("Old API keys (…) '
    'are still accepted for backward compatibility (deprecated)", "旧APIキー…（非推奨）"): '
    "the sentence names a parameter, key, option or field before the word.",
    bad=(
        "- name: read_file\n"
        '  description: "Reads a file. DEPRECATED: use read_text_file."\n'
        "  input_schema: {type: object, properties: {path: {type: string, description: Path "
        "of the file.}}, required: [path]}"
    ),
    better=(
        "# read_file left out of the deck; read_text_file says what it reads and returns\n"
        "- name: read_text_file\n"
        "  description: Reads a UTF-8 text file and returns its content.\n"
        "  input_schema: {type: object, properties: {path: {type: string, description: Path "
        "of the file.}}, required: [path]}"
    ),
)
def retired_tool(tool: Tool, ctx: LintContext) -> Iterator[RuleHit]:
    found = retired_phrase(tool.title, tool.description)
    if found is not None:
        phrase, in_title = found
        yield RuleHit(
            "/title" if in_title else "/description",
            f"says the tool is not to be used ({phrase!r}); leave it out of the deck",
        )
