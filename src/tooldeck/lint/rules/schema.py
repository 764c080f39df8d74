"""S: input schemas. The schema is what constrained decoding and validation enforce; a
loose schema lets the model write prose into an id (hallucinated arguments); tighten
it with required, enum, pattern, additionalProperties: false (OpenAI's function-calling guide:
use enums and object structure to make invalid states unrepresentable)."""

from __future__ import annotations

import difflib
import json
import re
from collections.abc import Collection, Iterator, Mapping
from dataclasses import replace
from typing import Any

import jsonschema_rs

from tooldeck.display import clip
from tooldeck.jsonvalue import escape_pointer_token, json_pointer, resolve_pointer, thaw
from tooldeck.lint.context import LintContext, SchemaNode
from tooldeck.lint.model import RuleHit, Severity
from tooldeck.lint.phrases import (
    MONEY_VERBS,
    READ_VERBS,
    WRITE_VERBS,
    is_verb,
    name_words,
    sentences,
    singular,
    word_set,
)
from tooldeck.lint.prefilter import caseless_gated
from tooldeck.lint.registry import rule
from tooldeck.lint.rules.safety import reads_only
from tooldeck.schema import JSON_SCHEMA_KEYWORDS, declared_types
from tooldeck.tool import Tool

KEYWORDS_2020_12 = JSON_SCHEMA_KEYWORDS - {"additionalItems"}
"""Keywords S114 knows: JSON Schema 2020-12 (Core §8–10, Validation §6–9) and, from earlier
drafts, ``definitions``, ``dependencies``, ``$recursiveRef`` and ``$recursiveAnchor``
(:data:`tooldeck.schema.JSON_SCHEMA_KEYWORDS`, less ``additionalItems``, which S114 has
always flagged)."""

_OTHER_DIALECT_FIX = {
    "optional": "JSON Schema has no 'optional'; list the mandatory names in 'required'",
    "nullable": "OpenAPI 3.0's 'nullable'; use a type list [T, 'null']",
    "example": "OpenAPI's 'example'; use 'examples': [value]",
    "x-nullable": "use a type list [T, 'null']",
}

_ID_NAME = re.compile(
    r"(?:^|_)(?:id|ids|uuid|guid|gid|gids)$|[a-z0-9](?:Id|ID|Ids|IDs|Uuid|Gid|GID)$"
    r"|^(?:id|ID|Id)$"
)
_ID_DESCRIPTION = re.compile(
    r"^\s*(?:the |an? )?(?:unique |globally unique )?(?:(?!(?:or|and)\b)[\w-]+ ){0,2}"
    r"(?:id|ids|identifier|identifiers|gid|gids|uuid|guid)\b(?! (?:or|and) (?:a |the )?name)",
    re.IGNORECASE,
)
"""A parameter description that opens by saying it holds an identifier ("The task GID to
add the tag to", "Unique identifier of the project"): id-like whatever its name."""


_HANDLE_WORDS = word_set("sha key slug")
"""Last words of a parameter name that make it a handle of one record when its description
says which record (``sha`` "The commit.", ``project_key`` "The project.", ``teamSlug``
"The team's slug."). A bare ``key`` is none: a musical key, a cache or map key."""
_NOT_HANDLE_NAME = word_set(
    "api secret access private public encryption signing license licence session auth "
    "ssh gpg idempotency sort partition cache hot"
)
"""Name words that make a ``*_key`` a credential or a setting, not a record's handle
(``api_key``, ``privateKey``, ``idempotency_key``, ``sort_key``)."""
_NOT_HANDLE_TEXT = re.compile(
    r"\b(?:api|secret|access (?:key|token)|private|public|encryption|signing|licen[cs]e|"
    r"session|auth\w*|"
    r"credential|password|token|idempoten\w*|sort|partition|cache|store|stored|press\w*|"
    r"key-value|json|"
    r"keyboard|map|dictionary|header|branch|tag name|new|unique|or (?:a |the )?name|"
    r"being (?:replaced|updated|overwritten)|to (?:replace|overwrite)|expected|etag|if-match)\b"
    r"|^\s*(?:accepts?|optional(?:ly)?|if|when|required|use[sd]?|pass|provide|specify|set|"
    r"defaults?)\b",
    re.IGNORECASE,
)
"""Description words that make a ``sha``/``key``/``slug`` something other than the handle
of an existing record: a credential, a map, JSON or key-press key, a name the call creates ("The
new slug", "must be unique"), a value that also takes a branch or a name (no one pattern
fits "Commit SHA, branch name, or tag name"), a guard against a concurrent change ("The
blob SHA of the file being replaced", "The expected SHA of the HEAD ref": a wrong value
fails the call instead of picking another record), or a description that opens with how
to use the value instead of naming the record ("Accepts optional commit SHA")."""


def _id_like(node: SchemaNode) -> bool:
    """Whether a property holds an identifier: by its name (``*_id``, ``*Id``, ``*_gid``,
    ``uuid``…), by its description's opening words (:data:`_ID_DESCRIPTION`), or — a
    ``sha``, ``*_key`` or ``*Slug`` (:data:`_HANDLE_WORDS`) — when its description names
    the record it stands for and nothing of a credential, a map key, a new name or another
    accepted form (:data:`_NOT_HANDLE_NAME`, :data:`_NOT_HANDLE_TEXT`)."""
    if _ID_NAME.search(str(node.name)):
        return True
    text = node.schema.get("description")
    if not isinstance(text, str):
        return False
    if _ID_DESCRIPTION.match(text) is not None:
        return True
    words = name_words(str(node.name))
    return (
        bool(words)
        and words[-1] in _HANDLE_WORDS
        and words != ["key"]
        and not set(words) & _NOT_HANDLE_NAME
        and bool(text.strip())
        and _NOT_HANDLE_TEXT.search(text) is None
    )


_EXAMPLE_TEXT = re.compile(
    r"\be\.g\b|\bfor example\b|\bexample\b|\bsuch as\b|\blike ['\"`]|例如|比如|如[：:“\"']"
    r"|['\"`][^'\"`\s]{2,}['\"`]|\b[A-Z]{2,}[-_]?\d+|\b\d{3,}\b|\bformat\b|格式",
    re.IGNORECASE,
)
_DATE_WORDS = word_set(
    "date time datetime timestamp ts deadline birthday birthdate dob since until"
)
_DATE_FORMAT_TEXT = re.compile(
    r"YYYY|yyyy|ISO[- ]?8601|RFC[- ]?3339|\d{4}-\d{2}-\d{2}|\bHH:MM\b|hh:mm|\bunix\b|epoch"
    r"|\bseconds?\b|\bmilli|\bms\b|\bformats?\b|\be\.g\b|for example|例如|格式|秒|毫秒"
    r"|\bdd[/.-]mm|\bmm[/.-]dd|\b\d{1,2}/\d{1,2}/\d{2,4}\b|\b\d{1,2}:\d{2}\b"
    r"|\btoday\b|\btomorrow\b|\bnow\b",
    re.IGNORECASE,
)
_UNIT_TEXT = re.compile(
    r"\b(?:years?|months?|weeks?|days?|hours?|minutes?|mins?|secs?|hrs?)\b|年|月|天|小时|分钟",
    re.IGNORECASE,
)
"""A duration's unit: enough for a number-typed time parameter (S108)."""
_LENGTH_UNIT = r"(?:chars?|characters?|letters|bytes|code points)\b"
_LENGTH_TEXT = re.compile(
    r"\b(?:at most|up to|no more than|no longer than|maximum(?: of| is| length(?: of| is)?)?|"
    r"max(?:imum)?\.?(?: length)?|(?:must|should|may) not exceed|not exceed(?:ing)?|"
    r"cannot exceed|limited to|less than|fewer than|under|at least|minimum(?: of)?|min\.?)"
    r"\s*:?\s*\d[\d,]*\s*"
    + _LENGTH_UNIT
    + r"|\bbetween\s+\d+\s+and\s+\d[\d,]*\s*"
    + _LENGTH_UNIT
    + r"|\b\d+\s*(?:-|–|to)\s*\d[\d,]*\s*"
    + _LENGTH_UNIT
    + r"|\b\d[\d,]*\s*"
    + _LENGTH_UNIT
    + r"\s*(?:max(?:imum)?\b|or (?:less|fewer)\b|limit\b)"
    r"|(?:不超过|不能超过|最多|最长|至多)\s*\d+\s*个?(?:字符|字节|字)"
    r"|\d+\s*个?(?:字符|字节|字)(?:以内|以下)"
    # an exact length ("40 hex characters" in parentheses) or a cut ("truncated to 32 chars")
    r"|\(\s*\d+\s+(?:hex(?:adecimal)?\s+|alphanumeric\s+|ascii\s+)?" + _LENGTH_UNIT + r"\s*\)"
    r"|\btruncated (?:to|at|after) \d[\d,]*\s*"
    + _LENGTH_UNIT
    # German, Spanish, French, Portuguese, Italian
    + r"|\b(?:höchstens|maximal|max\.?|mindestens|bis zu)\s*\d[\d.]*\s*(?:zeichen|bytes?)\b"
    r"|\b(?:máximo|mínimo|hasta|como máximo|no más de)\s*(?:de\s*)?\d[\d.]*\s*caracteres\b"
    r"|\b(?:au plus|maximum|minimum|jusqu'à|max\.?)\s*(?:de\s*)?\d[\d ]*\s*caractères\b"
    r"|\b(?:no máximo|até|máximo)\s*(?:de\s*)?\d[\d.]*\s*caracteres\b"
    r"|\b(?:al massimo|massimo|fino a|minimo)\s*(?:di\s*)?\d[\d.]*\s*caratteri\b",
    re.IGNORECASE,
)
"""A string's length stated in prose: a bound word and a number of characters ("max 400
chars", "should not exceed 16 characters", "1-64 characters", "280 characters max",
"不超过 16 个字符"). Words ("50 words") and items are no length ``maxLength`` checks."""
_LENGTH_TEXT = caseless_gated(_LENGTH_TEXT)  # a literal gate first (prefilter.caseless_gated)

_LENGTH_KEYWORDS = ("maxLength", "minLength", "enum", "const", "pattern", "format")
"""A string with any of these has its length fixed or checked another way."""

_BOUND_TEXT = re.compile(
    r"\bbetween\s+-?\d[\d.,]*\s+and\s+-?\d|\bfrom\s+-?\d[\d.,]*\s+to\s+-?\d"
    r"|\b(?:at most|at least|up to|no more than|no less than|maximum(?: of| is| value)?|"
    r"minimum(?: of| is| value)?|max(?:imum)?\.?|min(?:imum)?\.?|not exceed(?:ing)?|"
    r"must be (?:greater|less|positive|non-negative)|greater than|less than|cannot exceed)"
    r"\s*:?\s*-?\d"
    r"|\bmust be (?:positive|non-negative|negative)\b|\brange\s*:?\s*\[?-?\d"
    r"|(?:^|\s)-?\d+(?:\.\d+)?\s*(?:-|–|to|~)\s*-?\d+(?:\.\d+)?\s*(?:\)|$|,|\.|;)"
    r"|[<>≤≥]=?\s*-?\d|不超过\s*\d|最多\s*\d|最大\s*\d|最小\s*\d|至少\s*\d|范围|\d+\s*[-~到至]\s*\d+",
    re.IGNORECASE,
)
_CLOSED_SET = re.compile(
    r"\bone of\b|\beither\b.{1,40}\bor\b|\b(?:possible|allowed|valid|accepted|supported) "
    r"(?:values?|options?)\b|\bmust be (?:['\"`]|one)|\boptions? (?:are|is|include)\b"
    r"|\bcan be (?:['\"`]|one of)|\bvalues?:\s|可选值|取值|之一|可选[：:]|枚举"
    r"|['\"`‘“][\w.\-]+['\"`’”]\s*,?\s*(?:or|/|\||或)\s*['\"`‘“]",
    re.IGNORECASE,
)
_LISTED_VALUES = re.compile(r":\s*([a-z][a-z0-9_]*(?:\s*,\s*[a-z][a-z0-9_]*){2,})\s*\.?\s*$")
"""A description that ends in a bare list of identifiers after a colon ("Sort by: due_date,
created_at, completed_at, likes, modified_at"): the values it takes, in prose."""
_SOLE_VALUE = re.compile(
    r"['\"`][\w.\-]+['\"`]\s+only\b|\bthe only (?:supported |allowed |valid |accepted )?"
    r"(?:\w+ )?(?:value|option|choice)s? (?:is|allowed is)\b",
    re.IGNORECASE,
)
"""One allowed value said in prose ("Sort field ('indexed' only)", "the only supported
value is `last_edited_time`"): a closed set of one, which ``const`` or an ``enum`` states."""
_OPEN_SET = re.compile(
    r"\bsuch as\b|\be\.g\.|\bfor example\b|\bfor instance\b|\blike ['\"`]|\betc\b|例如|比如"
    r"|等(?:[。，,.;；)）]|$)",
    re.IGNORECASE,
)
"""Values given as examples of an open set ("such as 'DES' or 'DESede'"): not an enum."""
_FREE_TEXT_NAMES = re.compile(
    r"^(?:q|query|search|keywords?|text|body|content|message|comment|prompt|description|"
    r"note|notes|title|summary|instructions?)$|_(?:query|text|body|message)$",
    re.IGNORECASE,
)
_ENUM_LIKE = re.compile(r"^[A-Za-z0-9][\w.\-]{0,30}$")
_QUOTED = re.compile(r"['\"`‘“]([^'\"`’”\s][^'\"`’”]{0,30})['\"`’”]")
_LIMIT_NAMES = re.compile(
    r"^(?:limit|max_?results|max_?items|max_?count|maxresults|page_?size|per_?page|top_?k|"
    r"top_?n|size|count|num(?:_results)?|n|k|first|last|head_?limit|max|results_?per_?page|"
    r"maxrows|rows|take|number_of_results|num_results|results)$",
    re.IGNORECASE,
)
_CURSOR_NAMES = re.compile(
    r"^(?:offset|page|page_?number|cursor|after|before|start|skip|next_?token|page_?token|"
    r"continuation(?:_?token)?|since_?id|from|start_?index|marker|starting_?after|"
    r"ending_?before|line|start_?line|end_?line|range)$",
    re.IGNORECASE,
)
_LISTING_VERBS = frozenset({"search", "list", "find", "query", "browse", "scan"})
_READ_VERBS = frozenset({"read", "tail", "get", "fetch"})
_READING_OBJECTS = frozenset(
    {"file", "files", "log", "logs", "document", "page", "lines", "output", "tree", "structure"}
)
_SMALL_OBJECTS = frozenset(
    {
        "type",
        "types",
        "field",
        "fields",
        "table",
        "tables",
        "column",
        "columns",
        "schema",
        "schemas",
        "kind",
        "kinds",
        "category",
        "categories",
        "index",
        "indexes",
        "indices",
        "state",
        "states",
        "status",
        "statuses",
        "workspace",
        "workspaces",
        "suggestion",
        "suggestions",
    }
)
"""Objects whose listing is a short catalogue of a data model (issue types, a database's
tables, a form's fields, a project's workflow states or statuses), the few top-level
containers of an account (its workspaces), or a list that is short by construction
(autocomplete suggestions), not a result set that grows with use: kinds.md of
``benchmarks/data/lint_labels`` marks pagination "likely" only "where the result can be
large" (the reviewers of lint_labels2 and lint_labels3 left ``asana_list_workspaces``,
``plane__list_states`` and ``searxng_search_suggestions`` unlabelled)."""
_AGENT_OBJECTS = frozenset({"agent", "subagent"})
"""A tool that launches an agent returns the agent's answer, not a list it could page."""
_RETURNS = r"\b(?:returns?|gets?|fetch(?:es)?|retrieves?)"
_LISTS_IN_TEXT = re.compile(
    _RETURNS + r" (?:a |the )?(?:list|array|set) of\b|\breturns? (?:all |every |the )?matching\b"
    r"|" + _RETURNS + r" (?:all|every|each)\b|\bas an? (?:list|array) of\b",
    re.IGNORECASE,
)
"""A first sentence that says a collection comes back: "returns a list of", "returns all
matching", "returns every invoice of", "Get all comments for", "… as an array of {…}"."""
_PLURAL_RETURNED = re.compile(
    r"\breturns? (?:the |all (?:the )?)?(?:[a-z]+ ){0,2}?([a-z]{4,}s) (?:of|from|in|on|for)\b",
    re.IGNORECASE,
)
"""A first sentence whose returned noun is a plural ("Returns the audit events of the
organisation", "Returns the members of a team"); :data:`_RECORD_PLURALS` and nouns that
:func:`~tooldeck.lint.phrases.singular` keeps (``status``) are not collections. Only after
"returns": "Retrieve the dimensions of a building", "Get the working hours of a museum"
name the parts of one record as often as a collection (on BFCL's tools, about 35 such
openings of get/retrieve against one collection)."""
_RECORD_PLURALS = word_set(
    "details contents settings properties attributes metadata stats statistics credentials "
    "permissions specs options preferences headers"
)
"""Plural nouns that name the parts of one record, not a collection ("the details of",
"the contents of a file")."""
_ONE_RECORD_TEXT = re.compile(
    r"\b(?:returns?|gets?|fetch(?:es)?|retrieves?|shows?|reads?) (?:one|a single|exactly one)\b"
    r"(?! page)|\b(?:the )?details? (?:of|for|about) (?:one|a|an|the)\b"
    r"|\bby (?:its|their) (?:id|uuid|guid|key|slug|sha|number)\b|详细信息|详情",
    re.IGNORECASE,
)
"""A first sentence that says one record comes back ("Returns one document … by its
uuid", "the detail of one POI", "…的详细信息")."""
_ONE_RECORD_NAME = word_set("detail details info")
_RETRIEVING_VERBS = word_set(
    "get fetch read retrieve show view load list search find query browse lookup look pull "
    "resolve discover explore scan enumerate describe"
)
"""Name verbs of a tool that hands back stored records; a tool whose name computes over
what the caller gives (``extract_entities``, ``parse_csv``) returns what the input holds,
so its description's "returns them as a list of" does not make it a listing (S115)."""
_CATALOGUE_WORDS = word_set("variable variables setting settings option options environment")
"""Nouns of a returned collection that is a short catalogue of configuration ("Returns all
environment variables"), like :data:`_SMALL_OBJECTS` in a name."""
_WHOLE_VERBS = word_set("export dump backup")
"""Name verbs of a tool meant to return everything at once (``export_contacts``): a page
would defeat it."""
_SENDING_OPENERS = word_set(
    "send submit post create add insert update edit delete remove save upload write rate"
)
"""Opening verbs of a first sentence that says the tool sends or changes something ("Send
structured feedback on a previous search result"): not a listing, whatever its name."""
_CAP_WORDS = word_set(
    "limit limits page pages paging pagination cursor offset count size top tail head lines "
    "pagesize perpage"
)
"""Words of a parameter name that bound or page a result (``tail_lines``, ``pageSize``,
``resultCount``), compared as words: ``account_id`` and ``country`` hold none."""
_CAP_PREFIXES = word_set("max maximum num number")
_CAP_UNITS = word_set(
    "length chars characters tokens bytes depth results items records rows entries hits "
    "matches pages lines"
)
"""What a ``max``/``num`` name bounds when it bounds the output (``maxResults``,
``max_tokens``, ``num_hits``); ``number_of_rooms`` and ``max_price`` filter instead. The
tool's own object counts too (``max_issues`` of ``list_issues``)."""
_CAP_TEXT = re.compile(
    r"\b(?:max(?:imum)? (?:number|count) of|how many|number of (?:[a-z]+ ){0,2}?"
    r"(?:to (?:return|show|fetch|list|include|retrieve)|per page|returned)|(?:results?|items?) "
    r"per page|page size)\b",
    re.IGNORECASE,
)
"""An integer parameter's description that says it bounds the result ("Maximum number of
events", "How many refunds", "Number of items to return")."""
_DATE_TEXT = re.compile(
    r"\b(?:date|dates|time|times|timestamp|datetime|day|days|received|created|updated|"
    r"modified|ISO|YYYY)\b",
    re.IGNORECASE,
)


def _caps_output(name: str, schema: Any, objects: frozenset[str] = frozenset()) -> bool:
    """Whether a parameter bounds or pages the result: a limit or cursor name
    (:data:`_LIMIT_NAMES`, :data:`_CURSOR_NAMES`) that is not a date filter (``after``,
    ``start`` with a date ``format`` or a description about a date or time), a word of
    :data:`_CAP_WORDS`, ``max``/``num`` before a plural or a length unit (``maxResults``,
    ``max_tokens``, not ``max_price``), or an integer whose description says it bounds
    the result (:data:`_CAP_TEXT`)."""
    shape = own_shape(schema) if isinstance(schema, Mapping) else {}
    if _LIMIT_NAMES.match(name):
        return True
    if _CURSOR_NAMES.match(name):
        date = shape.get("format") in ("date", "date-time", "time") or _DATE_TEXT.search(
            str(shape.get("description", ""))
        )
        return not date
    words = name_words(name)
    if set(words) & _CAP_WORDS:
        return True
    if words and words[0] in _CAP_PREFIXES:
        rest = words[1:]
        if any(w in _CAP_UNITS or singular(w) in objects for w in rest):
            return True
    integer = bool(_type_of(shape) & {"integer", "number"})
    return integer and _CAP_TEXT.search(str(shape.get("description", ""))) is not None


def _returns_collection(tool: Tool) -> bool:
    """Whether the tool says it returns a collection: its first sentence
    (:data:`_LISTS_IN_TEXT`, a plural returned noun by :data:`_PLURAL_RETURNED`) or its
    ``outputSchema`` (an array at the root, or an array property that is the only one, is
    named by a word of the tool's name, or stands beside only a total or a cursor)."""
    lead = " ".join(sentences(tool.description)[:1])
    listed = _LISTS_IN_TEXT.search(lead)
    if listed:
        after = re.findall(r"[a-z]+", lead[listed.end() :].lower())[:3]
        return not {singular(w) for w in after} & (_SMALL_OBJECTS | _CATALOGUE_WORDS)
    for match in _PLURAL_RETURNED.finditer(lead):
        noun = match.group(1).lower()
        if noun not in _RECORD_PLURALS and singular(noun) != noun:
            return True
    output = tool.output_schema
    if not isinstance(output, Mapping):
        return False
    if "array" in _type_of(own_shape(output)):
        return True
    props = output.get("properties")
    if not isinstance(props, Mapping):
        return False
    arrays = [
        k for k, v in props.items() if isinstance(v, Mapping) and "array" in _type_of(own_shape(v))
    ]
    if not arrays:
        return False
    tool_words = {singular(w) for w in name_words(tool.name)}
    others = [k for k in props if k not in arrays]
    return (
        len(props) == 1
        or any(singular(w) in tool_words for a in arrays for w in name_words(a))
        or all(_caps_output(k, props[k]) or set(name_words(k)) & {"total", "more"} for k in others)
    )


def _one_record(tool: Tool, words: list[str]) -> bool:
    """Whether the tool returns one record (a lookup by id, the details of one item), or
    sends or changes something (:data:`_SENDING_OPENERS`): paging has nothing to bound."""
    if set(words[1:]) & _ONE_RECORD_NAME or words[0] in _WHOLE_VERBS:
        return True
    lead = " ".join(sentences(tool.description)[:1])
    opener = re.match(r"\s*([A-Za-z]+)", lead)
    if opener is not None:
        verb = opener.group(1).lower()
        if verb in _SENDING_OPENERS or (verb.endswith("s") and verb[:-1] in _SENDING_OPENERS):
            return True
    return _ONE_RECORD_TEXT.search(lead) is not None


def _type_of(schema: Mapping[str, Any]) -> set[str]:
    """The ``type`` names a schema declares (:func:`tooldeck.schema.declared_types`)."""
    return declared_types(schema) or set()


_NULLABLE_KEYWORDS = ("anyOf", "oneOf")


def _is_null_branch(branch: Any) -> bool:
    """A branch that admits only null (``{type: "null"}``, ``{const: null}``), with at most
    a title or description beside it."""
    if not isinstance(branch, Mapping):
        return False
    if declared_types(branch) == {"null"} or ("const" in branch and branch["const"] is None):
        return set(branch) <= {"type", "const", "title", "description"}
    return False


def own_shape(schema: Mapping[str, Any]) -> Mapping[str, Any]:
    """What a property's value must be when it is given, seen through the wrapper that
    makes it optional: ``anyOf``/``oneOf`` of one schema and a null branch (what pydantic v2
    writes for ``Optional[T]``, and so FastMCP and the ``mcp`` Python SDK for every optional
    parameter) or an ``allOf`` of one schema (pydantic v1's way of describing a ``$ref``).
    The branch's keywords, overlaid by the wrapper's own (its description, title and
    default win), without the wrapper keyword; ``schema`` itself when it is no such
    wrapper. ``Optional[constr(pattern=…)]`` gives ``{type: string, pattern: …, default:
    null, description: …}``: a rule that reads a property's shape (its type, pattern,
    enum, minimum) sees the pattern and the type the value must have."""
    for key in (*_NULLABLE_KEYWORDS, "allOf"):
        branches = schema.get(key)
        if not isinstance(branches, list) or not branches:
            continue
        kept = [b for b in branches if not _is_null_branch(b)]
        nulls = len(branches) - len(kept)
        if len(kept) != 1 or not isinstance(kept[0], Mapping):
            continue
        if (key == "allOf") != (nulls == 0):
            continue  # anyOf/oneOf need the null branch; allOf must have none
        inner = own_shape(kept[0])
        merged = {k: v for k, v in inner.items() if k != "title" or "title" not in schema}
        merged.update((k, v) for k, v in schema.items() if k != key)
        return merged
    return schema


def _property_nodes(tool: Tool, ctx: LintContext) -> Iterator[SchemaNode]:
    """Nodes that are the schema of a named property (not their anyOf branches), outside
    definitions nothing refers to. A property made optional by a null branch
    (``anyOf: [{…}, {type: null}]``) is given with its :func:`own_shape`, at the
    property's own pointer: every rule that reads a property's shape (S105–S109, S120)
    reads through the wrapper, as S118's validator does."""
    for node in ctx.used_nodes(tool):
        if node.name is not None and len(node.path) >= 2 and node.path[-2] == "properties":
            shape = own_shape(node.schema)
            yield node if shape is node.schema else replace(node, schema=shape)


_QUOTED_TOKEN = re.compile(r"['\"`]([^'\"`\s]{2,})['\"`]")


def _has_examples(node: SchemaNode, names: Collection[str] = ()) -> bool:
    """Whether the property shows a value: ``examples``, a ``default``, or example words or
    an example-shaped token in its description (:data:`_EXAMPLE_TEXT`), once stated lengths
    are taken out ("max 255 characters" shows no value) and so are quoted ``names``
    (lower case: the deck's tools, the tool's parameters): "the id from `list_issues`"
    names where a value comes from, it shows none."""
    s = node.schema
    text = _LENGTH_TEXT.sub(" ", str(s.get("description", "")))
    if names:
        text = _QUOTED_TOKEN.sub(lambda m: " " if m.group(1).lower() in names else m.group(0), text)
    return bool(
        s.get("examples") or s.get("default") not in (None, "") or _EXAMPLE_TEXT.search(text)
    )


@rule(
    "S101",
    "not-2020-12",
    Severity.error,
    summary="The schema declares another draft in `$schema` and is not valid JSON Schema "
    "2020-12 (meta-schema check). Schemas invalid under their own draft are refused when "
    "the deck loads, before any rule runs.",
    why="Providers read tool schemas as 2020-12 (MCP 2025-06-18; OpenAI and Anthropic "
    "accept a 2020-12 subset). tooldeck refuses a schema that fails its own `$schema` "
    "(2020-12 when there is none) when the deck loads, so such a deck is not linted at "
    "all (exit 2, the error names the tool, pointer and keyword); this rule covers the "
    "schemas that load because they declare another draft, and checks them against the "
    "2020-12 meta-schema, so a draft-04 `exclusiveMinimum: true` or tuple-form "
    "`items: [..]` is caught.",
    bad="$schema: http://json-schema.org/draft-04/schema#\n"
    "properties: {age: {type: number, minimum: 0, exclusiveMinimum: true}}",
    better="properties: {age: {type: number, exclusiveMinimum: 0}}",
    schema_only=True,
)
def not_2020_12(tool: Tool, ctx: LintContext) -> Iterator[RuleHit]:
    if "$schema" not in tool.input_schema:
        return  # validated as 2020-12 when the tool was built
    plain = thaw(tool.input_schema)
    plain.pop("$schema")
    try:
        jsonschema_rs.meta.validate(plain)
    except jsonschema_rs.ValidationError as exc:
        pointer = "/input_schema" + json_pointer(list(exc.instance_path))
        yield RuleHit(pointer, f"not valid JSON Schema 2020-12: {exc.message}")


@rule(
    "S102",
    "root-not-plain-object",
    Severity.warning,
    summary="The top level is an object only through `$ref` or combinators: no top-level "
    "`properties` for the model to read.",
    why="Providers and clients list a tool's parameters from the top-level `properties`; "
    "OpenAI refuses `anyOf`/`$ref` roots in function parameters, and a model shown a root "
    "`oneOf` of objects has to work out which branch applies.",
    bad="input_schema: {type: object, oneOf: [{properties: {id: …}}, {properties: {email: …}}]}",
    better="input_schema: {type: object, properties: {id: …, email: …}, "
    "anyOf: [{required: [id]}, {required: [email]}]}",
    schema_only=True,
)
def root_not_plain(tool: Tool, ctx: LintContext) -> Iterator[RuleHit]:
    schema = tool.input_schema
    if "properties" in schema:
        return
    used = [k for k in ("$ref", "allOf", "anyOf", "oneOf", "not", "if") if k in schema]
    if used:
        yield RuleHit("/input_schema", f"top level has no properties, only {', '.join(used)}")


@rule(
    "S103",
    "no-required",
    Severity.warning,
    summary="Properties are declared but `required` is missing.",
    why="Without `required` every parameter is optional: the model may omit the one the "
    "tool cannot work without, and validation will not stop it. "
    "Write `required: []` when every parameter really is optional (JSON Schema reads a "
    "missing `required` as `[]`, so only the explicit list says it was meant; `@tool` "
    "writes it for a function whose parameters all have defaults).",
    bad="properties: {order_id: {type: string}}",
    better="properties: {order_id: {type: string}}\nrequired: [order_id]",
    schema_only=True,
)
def no_required(tool: Tool, ctx: LintContext) -> Iterator[RuleHit]:
    for node in ctx.nodes(tool)[:1]:  # the arguments object: nested objects are S105/S113's
        props = node.schema.get("properties")
        if isinstance(props, Mapping) and props and "required" not in node.schema:
            branches = [b for k in ("anyOf", "oneOf") for b in node.schema.get(k, ()) or ()]
            if any(isinstance(b, Mapping) and "required" in b for b in branches):
                continue  # required is stated per branch
            yield RuleHit(
                node.pointer, "properties without 'required'; list the mandatory ones (or [])"
            )


@rule(
    "S104",
    "additional-properties-open",
    Severity.info,
    summary="The arguments object declares properties but does not set "
    "`additionalProperties: false`.",
    why="Open objects accept invented keys silently: a misspelt or hallucinated argument "
    "passes validation and is ignored or, worse, used (no silent "
    "conversion). OpenAI strict mode requires it on every object (`tooldeck convert --to "
    "openai --strict` closes each). The arguments object is what is reported; option "
    "`closed-nested-objects = true` reports nested objects with declared properties too "
    "(off by default since session 39: every reviewer of the five label sets labelled the "
    "arguments object only, and set 4's seven dev false positives were closed arguments "
    "objects with open nested ones). Not reported with "
    "target gemini: Gemini refuses `additionalProperties` (P104). In a `@tool` function "
    "(`py:` deck) the arguments object is open only when the function takes `**kwargs`, and "
    'a model, dataclass or TypedDict is closed by pydantic\'s `extra="forbid"` '
    '(`model_config = ConfigDict(extra="forbid")`, or `__pydantic_config__` on a dataclass '
    "or TypedDict); the finding's message says so on a `py:` deck.",
    bad="{type: object, properties: {order_id: …}}",
    better="{type: object, properties: {order_id: …}, additionalProperties: false}",
    schema_only=True,
)
def additional_open(tool: Tool, ctx: LintContext) -> Iterator[RuleHit]:
    if ctx.options.target == "gemini":
        return
    nested = ctx.options.closed_nested_objects
    for node in ctx.used_nodes(tool):
        s = node.schema
        if node.path and not nested:  # the arguments object only, unless asked
            continue
        if (
            isinstance(s.get("properties"), Mapping)
            and s["properties"]
            and s.get("additionalProperties") is not False
            and s.get("unevaluatedProperties") is not False
        ):
            yield RuleHit(
                node.pointer,
                "object accepts undeclared keys; set additionalProperties: false",
                python_fix=_closed_object_fix(node.path),
            )


def _closed_object_fix(path: tuple[str | int, ...]) -> str | None:
    """S104's fix in a ``@tool`` function (``py:`` decks; ``tooldeck.tool.declare``): the
    arguments object is open only when the function takes ``**kwargs``; a model,
    dataclass or TypedDict in ``$defs`` is closed by pydantic's ``extra="forbid"``.
    None for other places (no one fix to name)."""
    if not path:
        return (
            "take out the **kwargs parameter and declare each key it takes as a parameter "
            "(the arguments object is then closed)"
        )
    if len(path) == 2 and path[0] in ("$defs", "definitions"):
        return (
            f'give {path[1]} model_config = ConfigDict(extra="forbid") (a pydantic model) or '
            f'__pydantic_config__ = ConfigDict(extra="forbid") (a dataclass or TypedDict), '
            "ConfigDict from pydantic"
        )
    return None


@rule(
    "S105",
    "property-no-description",
    Severity.warning,
    summary="A property has no description.",
    why="A parameter name alone rarely says the unit, the format or where the value comes "
    "from (Anthropic's tool-use docs: explain what each parameter means and how it affects the "
    "tool).",
    bad="properties: {days: {type: integer}}",
    better="properties: {days: {type: integer, description: Look-back window in days.}}",
    schema_only=True,
)
def property_no_description(tool: Tool, ctx: LintContext) -> Iterator[RuleHit]:
    root = tool.input_schema
    for node in _property_nodes(tool, ctx):
        if _undescribed(root, node):
            yield RuleHit(node.pointer, f"property {node.name!r} has no description")


def _undescribed(root: Mapping[str, Any], node: SchemaNode) -> bool:
    """Whether S105 reports ``node``: no description, no title other than the name
    spelled out, no description of its items, none behind its ``$ref`` and none in an
    owner that restates it (:func:`_described_by_ref`, :func:`_described_by_owner`)."""
    s = node.schema
    items = s.get("items")
    item_text = items.get("description", "") if isinstance(items, Mapping) else ""
    title = str(s.get("title", "")).strip()
    if title and name_words(title) == name_words(node.name or ""):
        title = ""  # a generated title ("Repo Path" for repo_path) says nothing more
    if any(str(x).strip() for x in (s.get("description", ""), title, item_text)):
        return False
    return not (_described_by_ref(root, s) or _described_by_owner(root, node))


def _described_by_ref(root: Mapping[str, Any], schema: Mapping[str, Any]) -> bool:
    """Whether the local ``$ref`` of ``schema`` leads to a schema with a description (a
    pydantic model's docstring). A definition's ``title`` alone does not count: pydantic
    writes the class name there ("Address" for ``to_address``). A remote or unresolvable
    reference counts as described (its text cannot be read offline)."""
    ref = schema.get("$ref")
    if not isinstance(ref, str):
        return False
    if not ref.startswith("#"):
        return True
    try:
        target = resolve_pointer(root, ref[1:])
    except ValueError:
        return True
    if not isinstance(target, Mapping):
        return True
    return bool(str(own_shape(target).get("description", "")).strip())


def _described_by_owner(root: Mapping[str, Any], node: SchemaNode) -> bool:
    """Whether ``node`` re-states, inside an ``if``/``then``/``else``/``not``,
    ``dependentSchemas`` or combinator branch, a property that the object it applies to
    declares itself (``if: {properties: {kind: {const: a}}}`` beside a described ``kind``):
    that declaration carries the description (and is checked where it stands)."""
    chain = _owner_chain(root, node.path[:-2])
    return any(
        isinstance(s.get("properties"), Mapping) and node.name in s["properties"] for s in chain[1:]
    )


_CASE_CONDITION = re.compile(
    r"^\W*(?:if|when|for)\s+[^,;:]{1,80}?\b(?:is|are|equals|==)\s+(?!(?:not\s+)?(?:set|given|"
    r"provided|specified|present|supplied|omitted|empty|missing|null|none|used)\b)[^,;:]{1,60},",
    re.IGNORECASE,
)
"""A sentence that opens with a condition on something else ("If the field is a checkbox,
…", "When type is 'select', …"): the values it then lists hold in that case only. Not a
condition on the parameter's own presence ("If set, …", "When it is given, …")."""


_CASE_VALUES = re.compile(
    r"['\"`‘“][^'\"`’”\s][^'\"`’”]{0,30}['\"`’”]\s*(?:,\s*(?:or\s+)?|\bor\s+|/\s*|\|\s*)"
    r"(?:['\"`‘“][^'\"`’”\s][^'\"`’”]{0,30}['\"`’”]\s*(?:,\s*(?:or\s+)?|\bor\s+|/\s*|\|\s*))*"
    r"['\"`‘“][^'\"`’”\s][^'\"`’”]{0,30}['\"`’”]\s+for\s+(?P<case>[A-Za-z][A-Za-z\- ]{0,60}?)"
    r"\s*(?=[,.;:)]|$)",
    re.IGNORECASE,
)
"""Two values or more followed by the case they hold in ("\"true\" or \"false\" for
checkboxes and toggles"): two alternatives cannot both be what one case means, so the
phrase after ``for`` is a case, not a gloss ("'asc' for ascending")."""
_CASE_OPENING = re.compile(r"^\W*for\s+(?P<case>[A-Za-z][A-Za-z\- ]{0,60}?)\s*,", re.IGNORECASE)
"""A sentence that opens with a case and no verb ("For checkboxes, use 'true' or
'false'."), which :data:`_CASE_CONDITION` (a condition with a copula) does not read."""
_CLASS_DETERMINERS = frozenset({"a", "an", "each", "every", "any", "all"})


def _names_a_case(phrase: str, tool: Tool) -> bool:
    """Whether ``phrase`` (what follows ``for``) names a kind of thing the values hold
    for, other than what the tool itself acts on: a class, told by a plural head or a
    determiner of any one ("checkboxes and toggles", "radio buttons", "a checkbox", "each
    toggle"); not "the …" (the parameter's own subject: "for the sort order"), nor a
    phrase with ``or`` or "respectively" (a gloss of each value: "for ascending or
    descending order"), nor one naming a word of the tool's name ("for new repositories"
    of ``create_repository``: always the case, so no case at all)."""
    words = phrase.lower().split()
    if not words or len(words) > 6 or words[0] == "the":
        return False
    if {"or", "respectively", "example", "instance"} & set(words):
        return False
    named = {singular(w) for w in name_words(tool.name)}
    if {singular(w) for w in words} & named:
        return False
    head = words[-1]
    return words[0] in _CLASS_DETERMINERS or singular(head) != head


def _unconditional(text: str, tool: Tool) -> str:
    """``text`` without its sentences that hold only in a stated case of something else:
    one that opens with a condition (:data:`_CASE_CONDITION`; Playwright MCP's
    ``fill_form`` value, "Value to fill in the field. If the field is a checkbox, the value
    should be `true` or `false`. If the field is a combobox, …"), or with "For <case>,"
    (:data:`_CASE_OPENING`), or that gives two values or more for a case
    (:data:`_CASE_VALUES`; chrome-devtools-mcp's ``fill`` value, "The value to fill in.
    \"true\" or \"false\" for checkboxes and toggles, \"true\" for radio buttons."),
    the case being a kind of thing (:func:`_names_a_case`). Such values are closed for
    that case only; the parameter is free text for inputs (trial 34, M5 and trial34b,
    MEDIUM 1: S106 asked for an enum of true and false, which would refuse every
    textbox)."""
    parts = sentences(text)
    kept = [p for p in parts if not _holds_in_a_case(p, tool)]
    return text if len(kept) == len(parts) else " ".join(kept)


def _holds_in_a_case(sentence: str, tool: Tool) -> bool:
    """Whether ``sentence`` states values for a case of something else
    (:func:`_unconditional`)."""
    if _CASE_CONDITION.match(sentence):
        return True
    opening = _CASE_OPENING.match(sentence)
    if opening is not None and _names_a_case(opening.group("case"), tool):
        return True
    return any(_names_a_case(m.group("case"), tool) for m in _CASE_VALUES.finditer(sentence))


@rule(
    "S106",
    "closed-set-in-prose",
    Severity.warning,
    summary="A free-text string's description lists a closed set of values: use `enum`.",
    why="'One of: asc, desc' in prose is a hope; `enum` is a guarantee the decoder and the "
    "validator enforce (OpenAI's function-calling guide: use enums). Values listed in a "
    'sentence that opens with a case of something else ("If the field is a checkbox, the '
    'value should be `true` or `false`", "For checkboxes, use …"), or two values or more '
    'followed by the kind of thing they hold for (""true" or "false" for checkboxes '
    'and toggles") hold in that case only, and are not read. A phrase after "for" is no '
    'case when it starts with "the" ("for the sort order"), glosses each value ("for '
    'ascending or descending order") or names what the tool acts on ("for new '
    'repositories" of `create_repository`).',
    bad="sort: {type: string, description: \"Order: 'asc' or 'desc'.\"}",
    better="sort: {type: string, enum: [asc, desc], description: Sort order.}",
    schema_only=True,
)
def closed_set(tool: Tool, ctx: LintContext) -> Iterator[RuleHit]:
    for node in _property_nodes(tool, ctx):
        s = node.schema
        if "string" not in _type_of(s) or "enum" in s or "const" in s or "pattern" in s:
            continue
        if _FREE_TEXT_NAMES.search(str(node.name)):
            continue
        text = _unconditional(str(s.get("description", "")), tool)
        listed = _LISTED_VALUES.search(text)
        sole = _SOLE_VALUE.search(text)
        if not (_CLOSED_SET.search(text) or listed or sole) or _OPEN_SET.search(text):
            continue
        # enum-like values: single tokens, not names of parameters nor values of another
        # parameter's enum (one of the same name, an unused $defs copy, is this one)
        known = _other_names(tool, ctx, str(node.name))
        quoted = {q.strip() for q in _QUOTED.findall(text)}
        if listed:
            quoted |= {v.strip() for v in listed.group(1).split(",")}
        values = {q for q in quoted if _ENUM_LIKE.match(q) and q not in known}
        if len(values) >= 2 or (sole and values):
            shown = ", ".join(sorted(values)[:5])
            said = (
                f"lists {shown} in prose; declare them as enum"
                if len(values) >= 2
                else f"allows only {shown}, said in prose; declare it as enum or const"
            )
            yield RuleHit(node.pointer, f"{node.name!r} {said}")


def _other_names(tool: Tool, ctx: LintContext, name: str) -> set[str]:
    """The names a property's description may mention without listing its own values
    (S106): every property name of the input and output schemas, and the ``enum``/``const``
    strings of properties named otherwise than ``name`` (a ``direction`` enum in ``$defs``
    lists the values of a ``direction`` property too)."""
    key = ("S106-other-names", f"{tool.name}\0{name}")
    if key not in ctx.cache:
        own: set[str] = set()  # enum/const strings of properties of this name
        other: set[str] = set()  # property names, enum/const strings of other properties
        for node in ctx.nodes(tool):
            props = node.schema.get("properties")
            if isinstance(props, Mapping):
                other.update(str(p) for p in props)
            values = [v for v in node.schema.get("enum", ()) or () if isinstance(v, str)]
            const = node.schema.get("const")
            if isinstance(const, str):
                values.append(const)
            (own if node.name == name else other).update(values)
        ctx.cache[key] = ctx.known_names(tool) - (own - other)
    found: set[str] = ctx.cache[key]
    return found


@rule(
    "S107",
    "id-without-pattern",
    Severity.warning,
    summary="An id-like string parameter (`*_id`, `*Id`, `*_gid`, `uuid`, one whose "
    'description opens by calling it an id: "The ID of the customer", or a `sha`, `*_key` '
    'or `*Slug` whose description names the record: "The commit.") or an array of them '
    "has neither a `pattern`/`format` "
    "nor an example (in its own schema, or — for a tool with one id — in the tool's "
    'description: "by its id, e.g. C-1"). A bare `id` with no text at all is left to '
    "S105 (a pattern would not say whose id it is; the description would).",
    why="Ids are where models invent values: a partial order number, a name instead of an "
    "id. A pattern lets validation refuse the guess; an example shows the shape (e.g. "
    'ORD-[0-9]{6,}). A stated length ("max 255 characters") is no example. An optional '
    "parameter written `anyOf: [{…}, {type: null}]` (pydantic's `Optional[…]`, so FastMCP "
    "and the Python MCP SDK) is read through the wrapper, here and in the other rules that "
    "read a property's type, pattern, enum or bounds.",
    bad="order_id: {type: string, description: The order.}",
    better="order_id: {type: string, pattern: '^ORD-[0-9]{6,}$', description: 'Complete "
    "order id, e.g. ORD-700001.'}",
    schema_only=True,
)
def id_without_pattern(tool: Tool, ctx: LintContext) -> Iterator[RuleHit]:
    for node in _property_nodes(tool, ctx):
        s = node.schema
        if not _id_like(node):
            continue
        if name_words(str(node.name)) == ["id"] and _undescribed(tool.input_schema, node):
            # a bare `id` with no text at all: the missing description (S105) is the
            # defect; a pattern would not say whose id it is (lint_labels2, 4 and 5's
            # reviewers: "not labelled S107, its missing description is S105")
            continue
        shape = _id_value_shape(s)
        types = _type_of(shape)
        if types and "string" not in types:
            continue
        if any(k in shape for k in ("pattern", "format", "enum", "const", "minLength")):
            continue
        if _has_examples(node, _mention_names(tool, ctx)) or (
            shape is not s and shape.get("examples")
        ):
            continue
        if not _tool_shows_its_id(tool, ctx):
            yield RuleHit(node.pointer, f"id {node.name!r} has no pattern, format or example")


def _mention_names(tool: Tool, ctx: LintContext) -> frozenset[str]:
    """Lower-case names a parameter text may quote without showing a value (S107): the
    deck's tool names and their short forms (:attr:`LintContext.short_names`) and the
    property names of ``tool``'s schemas."""
    key = ("S107-mentions", tool.name)
    if key not in ctx.cache:
        shorts = {form.lower() for forms in ctx.short_names.values() for form in forms}
        own = {name.lower() for name in ctx.known_names(tool)}
        ctx.cache[key] = frozenset(ctx.tool_names_lower) | shorts | own
    found: frozenset[str] = ctx.cache[key]
    return found


def _id_value_shape(schema: Mapping[str, Any]) -> Mapping[str, Any]:
    """The schema each id must match: ``items`` (through a null wrapper) of an array of ids
    (``duplicate_ids: {type: array, items: {type: string}}``), else ``schema``."""
    items = schema.get("items")
    if "array" in _type_of(schema) and isinstance(items, Mapping):
        return own_shape(items)
    return schema


_SHOWN_ID = re.compile(
    r"\b(?:id|identifier|number)\b[^.;\n]{0,20}?(?:\be\.g\b\.?|\bfor example\b|\bsuch as\b)"
    r"[^.;\n]{0,12}?\b[A-Za-z]{0,8}[-_]?\d+\b",
    re.IGNORECASE,
)


def _tool_shows_its_id(tool: Tool, ctx: LintContext) -> bool:
    """Whether the tool's description shows its one id's shape ("Get a customer by its id,
    e.g. C-1."): a tool declared from a Python function (``@tool``) has its example in the
    docstring's summary, not in a parameter description (a fresh user, session 13). Only
    when the tool has a single id-like parameter, so the example cannot belong to another."""
    ids = [n for n in _property_nodes(tool, ctx) if _id_like(n)]
    return len(ids) == 1 and _SHOWN_ID.search(tool.description) is not None


_FIELD_NAME = re.compile(r"^[A-Za-z_]+$")
_MAP_KEYWORDS = frozenset({"properties", "patternProperties", "$defs", "definitions"})


def _example_in_ancestors(root: Mapping[str, Any], node: SchemaNode) -> bool:
    """Whether the description of a schema enclosing ``node`` gives the property a value
    (``time: '2015'``, ``"time": 1700000000``): an example written once for an array of
    objects, as kinds.md's S108 counts an example anywhere in the schema."""
    pattern = re.compile(rf"""["'`]?\b{re.escape(str(node.name))}["'`]?\s*[:=]\s*["'\d]""")
    current: Any = root
    previous: str | int | None = None
    for key in node.path[:-1]:
        is_schema = previous not in _MAP_KEYWORDS and isinstance(current, Mapping)
        if is_schema and pattern.search(str(current.get("description", ""))):
            return True
        try:
            current = current[key]
        except (KeyError, IndexError, TypeError):
            return False
        previous = key
    return False  # the last step is the property map, not a schema


@rule(
    "S108",
    "datetime-without-format",
    Severity.warning,
    summary="A date/time parameter has no `format` and no example or unit.",
    why="'2024-03-05', '03/05/2024', 'next Tuesday' and 1709596800 are all plausible; the "
    "model picks one. `format: date-time` or an example fixes the form, and an integer "
    "timestamp needs its unit (seconds or milliseconds).",
    bad="start_date: {type: string}",
    better="start_date: {type: string, format: date, description: 'First day, YYYY-MM-DD.'}",
    schema_only=True,
)
def datetime_format(tool: Tool, ctx: LintContext) -> Iterator[RuleHit]:
    for node in _property_nodes(tool, ctx):
        s = node.schema
        words = set(name_words(str(node.name)))
        if not words & _DATE_WORDS and not str(node.name).endswith("_at"):
            continue
        types = _type_of(s)
        if types and not types & {"string", "integer", "number"}:
            continue
        if any(k in s for k in ("format", "pattern", "enum", "const")):
            continue
        text = str(s.get("description", "")) + " " + " ".join(map(str, s.get("examples", [])))
        quoted = _QUOTED.findall(text)
        if _CLOSED_SET.search(text) and len(quoted) >= 2:
            continue  # a closed set of named values ('Breakfast', 'Lunch'): S106's case
        if _CLOSED_SET.search(text) and quoted and all(_FIELD_NAME.match(q) for q in quoted):
            continue  # "possible values include `last_edited_time`": it names a field
        if _example_in_ancestors(tool.input_schema, node):
            continue  # "[{ time: '2015', value: 23 }]" in the enclosing array's description
        numeric = bool(types) and not types - {"integer", "number", "null"}
        if numeric and _UNIT_TEXT.search(text):
            continue
        if not _DATE_FORMAT_TEXT.search(text):
            yield RuleHit(node.pointer, f"{node.name!r} has no format, example or unit")


_UPPER_WORDS = re.compile(
    r"at most|up to|no more than|no longer than|max|exceed|limited to|under|less than|"
    r"fewer than|or (?:less|fewer)|limit|truncated|不超过|不能超过|最多|最长|至多|以内|以下|"
    r"höchstens|maximal|bis zu|máximo|hasta|no más de|au plus|maximum|jusqu|até|massimo|fino a",
    re.IGNORECASE,
)
_LOWER_WORDS = re.compile(r"at least|minimum|min\b|mindestens|mínimo|minimo", re.IGNORECASE)
_STRICT_WORDS = re.compile(r"under|less than|fewer than", re.IGNORECASE)
_NUMBER = re.compile(r"\d[\d,.]*")


def _stated_bounds(text: str) -> tuple[int | None, int | None, bool]:
    """``(lower, upper, strict)`` of one length phrase matched by ``_LENGTH_TEXT``: a range
    ("1-64 characters", "between 3 and 30 characters") gives both, "at most 160
    characters" the upper, "at least 8 characters" the lower, "(40 hex characters)" both
    equal. ``strict``: the upper bound is exclusive ("under 160", "less than 160")."""
    numbers = [int(re.sub(r"[,.]", "", n)) for n in _NUMBER.findall(text)]
    if not numbers:
        return None, None, False
    if len(numbers) >= 2:
        return numbers[0], numbers[1], False
    n = numbers[0]
    if _LOWER_WORDS.search(text):
        return n, None, False
    if _UPPER_WORDS.search(text):
        return None, n, bool(_STRICT_WORDS.search(text))
    if text.lstrip().startswith("("):
        return n, n, False
    return None, None, False


def _length_disagreement(schema: Mapping[str, Any]) -> str | None:
    """What the description's stated length says that ``maxLength``/``minLength`` do not
    (a different number), or None: "at most 160 characters" beside ``maxLength: 1600``."""
    text = str(schema.get("description", ""))
    maximum, minimum = schema.get("maxLength"), schema.get("minLength")
    for match in _LENGTH_TEXT.finditer(text):
        phrase = match.group(0).strip()
        lower, upper, strict = _stated_bounds(phrase)
        if upper is not None and isinstance(maximum, int) and not isinstance(maximum, bool):
            allowed = {upper - 1, upper} if strict else {upper}
            if maximum not in allowed:
                return (
                    f"says {phrase!r} but maxLength is {maximum}; make the two agree "
                    "(the schema is what validation enforces)"
                )
        known = isinstance(minimum, int) and not isinstance(minimum, bool)
        if lower is not None and known and minimum != lower:
            return (
                f"says {phrase!r} but minLength is {minimum}; make the two agree "
                "(the schema is what validation enforces)"
            )
    return None


@rule(
    "S109",
    "bounds-in-prose",
    Severity.warning,
    summary="A number's description states bounds that `minimum`/`maximum` do not, or a "
    "string's states a length that `maxLength`/`minLength` do not or that disagrees with "
    "them ('at most 160 characters' beside `maxLength: 1600`).",
    why="'Between 1 and 100' or 'max 400 chars' in prose is not enforced; `minimum`/"
    "`maximum` and `maxLength`/`minLength` are checked by validation and used by "
    "constrained decoders (a model that writes 600 characters gets an error from the "
    "server instead of from the schema). When both state a length and the numbers differ, "
    "one of them is wrong: the model follows the prose, validation the schema.",
    bad="limit: {type: integer, description: Results per page, at most 100.}",
    better="limit: {type: integer, minimum: 1, maximum: 100, description: Results per page.}",
    schema_only=True,
)
def bounds(tool: Tool, ctx: LintContext) -> Iterator[RuleHit]:
    for node in _property_nodes(tool, ctx):
        s = node.schema
        kinds = _type_of(s)
        if "string" in kinds and not any(k in s for k in _LENGTH_KEYWORDS):
            length = _LENGTH_TEXT.search(str(s.get("description", "")))
            if length:
                yield RuleHit(
                    node.pointer,
                    f"{node.name!r} states a length in prose ({length.group(0).strip()!r}); "
                    "add maxLength/minLength",
                )
                continue
        if "string" in kinds and ("maxLength" in s or "minLength" in s):
            clash = _length_disagreement(s)
            if clash:
                yield RuleHit(node.pointer, f"{node.name!r} {clash}")
                continue
        if not kinds & {"integer", "number"}:
            continue
        if any(
            k in s
            for k in ("minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "enum", "const")
        ):
            continue
        text = str(s.get("description", ""))
        match = _BOUND_TEXT.search(text)
        if match:
            # the pattern stops at a number's first digit: quote the whole number
            digits = re.match(r"\d*(?:[.,]\d+)*", text[match.end() :])
            said = text[match.start() : match.end() + (digits.end() if digits else 0)]
            yield RuleHit(
                node.pointer,
                f"{node.name!r} states a bound in prose ({said.strip()!r}); add minimum/maximum",
            )


@rule(
    "S110",
    "too-many-required",
    Severity.info,
    summary="More required parameters than `max-required` (default 6).",
    why="Every required parameter is a value the model must find or invent; past a "
    "handful the chance that one is guessed grows, and the tool is often two tools.",
    bad="required: [a, b, c, d, e, f, g, h]",
    better="split the tool, or give defaults and make the rarely-set ones optional",
    schema_only=True,
)
def too_many_required(tool: Tool, ctx: LintContext) -> Iterator[RuleHit]:
    count = len(tool.required)
    if count > ctx.options.max_required:
        yield RuleHit(
            "/input_schema/required",
            f"{count} required parameters (more than {ctx.options.max_required})",
        )


_INPUT_TEXT = re.compile(
    r"\b(?:the|a|an) (?:given|provided|specified|supplied)\b|\b(?:given|provided|specified) by\b"
    r"|\bbased on (?:the )?(?:given|provided|specified|input)\b|\b(?:takes|accepts) (?:a|an|the)\b"
    r"|\binput (?:parameters?|values?|data)\b|\bparameters?\b|\barguments?\b"
    r"|参数|输入|给定|传入|指定的",
    re.IGNORECASE,
)


_ABOUT_RESULT = re.compile(
    r"\b(?i:if) `?[a-z][a-z0-9]*(?:_[a-z0-9]+)+`? (?:is|are|==?|equals|returns)\b"
)
"""A sentence conditioned on a field of the result ("If update_available is True, …
suggest updating with the provided command": notebooklm-mcp-cli 0.15.8's ``server_info``,
trial43): a tool without parameters can only have named its result's field, so what the
sentence calls provided is in the result, not an input."""


@rule(
    "S111",
    "empty-schema-with-inputs",
    Severity.warning,
    summary="The schema declares no parameters but the description talks about inputs.",
    why="'Returns the weather for the given city' with no `city` parameter: the model "
    "will put the city somewhere, and it will not be validated; either the schema lost a "
    "parameter or the text is stale.",
    bad="description: Weather for the given city.\ninput_schema: {type: object}",
    better="input_schema: {type: object, properties: {city: {type: string}}, required: [city]}",
)
def empty_with_inputs(tool: Tool, ctx: LintContext) -> Iterator[RuleHit]:
    if tool.parameters or any(k in tool.input_schema for k in ("anyOf", "oneOf", "$ref", "allOf")):
        return
    for sentence in sentences(tool.description, join_wrapped=True):
        match = _INPUT_TEXT.search(sentence)
        if match and not _ABOUT_RESULT.search(sentence):
            yield RuleHit(
                "/input_schema", f"no parameters, yet the description says {match.group(0)!r}"
            )
            return


@rule(
    "S112",
    "nonstandard-type",
    Severity.warning,
    summary="A type from another dialect (BFCL/Java `dict`, `float`, `long`, `HashMap`, "
    "`String`, `tuple`…) is carried in the schema.",
    why="JSON Schema knows object, array, string, number, integer, boolean and null. "
    "tooldeck reads BFCL's `dict`/`float` as object/number and keeps other dialect types "
    "in an `x-bfcl-type` marker; providers ignore the marker, so the model is told "
    "'array' where the code expects a Java ArrayList or a Python tuple.",
    bad="properties: {ids: {type: array, x-bfcl-type: ArrayList}}",
    better="properties: {ids: {type: array, items: {type: integer}}}  # and convert in the tool",
    schema_only=True,
)
def nonstandard_type(tool: Tool, ctx: LintContext) -> Iterator[RuleHit]:
    for node in ctx.nodes(tool):
        marker = node.schema.get("x-bfcl-type")
        if isinstance(marker, str):
            shown = node.schema.get("type", "any")
            yield RuleHit(node.pointer, f"dialect type {marker!r} (read as {shown!r})")


@rule(
    "S113",
    "complex-without-examples",
    Severity.info,
    summary="A complex schema (objects nested two levels deep, a free-form object, or at "
    "least `complex-parameters` parameters, default 12) has no example calls: none in "
    '`examples`, none written out in its texts (`operation="get"`, `{"status": "open"}`, '
    "a fenced code block).",
    why="A schema states types but not how they combine (nested filters, seconds or "
    "milliseconds); one to five example calls carry those conventions — Anthropic reports "
    "accuracy on complex parameters rising from 72 % to 90 % with tool use examples "
    "('Introducing advanced tool use', 2025). In an MCP `tools/list` file tooldeck's "
    'examples live in `_meta["tooldeck/examples"]`, which clients do not send to a model, '
    "and OpenAI, Gemini and BFCL files have no example field: for those formats the finding "
    "points at the input schema's `examples` (JSON Schema 2020-12, §9.5: example argument "
    "objects, sent with the schema; Gemini's `example`), which does reach the model.",
    bad="(a tool with 8 parameters and a nested filter object, no examples)",
    better="examples:\n  - arguments: {query: yoga mat, filter: {status: shipped}}\n"
    "    description: a customer's shipped orders matching words",
)
def complex_without_examples(tool: Tool, ctx: LintContext) -> Iterator[RuleHit]:
    if tool.examples or tool.input_schema.get("examples") or tool.input_schema.get("example"):
        return
    nodes = ctx.used_nodes(tool)
    nested = any(
        node.depth >= 3 and isinstance(node.schema.get("properties"), Mapping)
        for node in nodes
        if node.path
    )
    free = any(
        _free_form(node.schema)
        and not _scalar_map(node.schema)
        and not _conventional_map(node.name, tool)
        for node in nodes
        if node.path
    )
    many = len(tool.parameters) >= ctx.options.complex_parameters
    if many and not (nested or free) and _values_exemplified(tool, ctx):
        return  # only many flat parameters, and their texts give example values
    if (nested or free or many) and not _example_written_out(tool, ctx):
        why = (
            "objects nested two levels deep"
            if nested
            else "a free-form object"
            if free
            else f"{len(tool.parameters)} parameters"
        )
        keyword = _SCHEMA_EXAMPLES.get(ctx.source_format or "")
        if keyword is None:
            yield RuleHit("/examples", f"{why} and no example calls; add one to five")
        else:  # tooldeck's examples would reach no model from this format
            yield RuleHit(
                f"/input_schema/{keyword}",
                f"{why} and no example the model sees; add one to five argument objects as "
                f"the schema's {keyword!r}",
            )


_WRITTEN_EXAMPLE = re.compile(
    r"```"  # a fenced code block
    r"|(?<![-\w.])[A-Za-z_][\w.]*(?:\s?=\s?(?:\"[^\"\n]+\"|'[^'\n]+'|\[|\{)|=-?\d)"  # mode="get"
    r"|\b[A-Za-z_]\w*:\s?(?:\[\s?[\"'{\d]|\{\s?[\"']?\$?\w+[\"']?\s?:)"  # sources: ["web"]
    r"|\{\s?[\"']?\$?\w+[\"']?\s?:\s?(?:[\"'\d\[{$-]|true\b|false\b|null\b)"  # {"name": "x"}
)
"""An argument value written out in a text the model reads: a fenced code block, a
parameter set to a literal (``operation="get"``, ``data={…}``), a parameter followed by a
literal array or object (``sources: ["web"]``), or an object literal (``{"name": "John"}``,
``{ $match: … }``). A method named in prose (``db.collection.find()``), an ``e.g.`` with a
bare word (``e.g. "fred"``), a type name (``{type: object}``), an HTML attribute in a list
of allowed tags (``<a data-type="">``: hyphenated, empty) or a unit sum with spaces
(``10 USD = 1000``; a number counts only as ``limit=20``) is none: they show no argument of
the call."""


def _example_written_out(tool: Tool, ctx: LintContext) -> bool:
    """Whether the description or a parameter text shows an argument value as it would be
    sent (:data:`_WRITTEN_EXAMPLE`): an example call in prose reaches the model as surely
    as an ``examples`` keyword, and every reviewer of the label sets counted it ("no
    `examples` and no example value in the text", lint_labels' kinds.md; the Postgres
    multi-operation tools' ``Examples: operation="get" …``)."""
    if _WRITTEN_EXAMPLE.search(tool.description):
        return True
    return any(
        isinstance(text := node.schema.get("description"), str) and _WRITTEN_EXAMPLE.search(text)
        for node in ctx.used_nodes(tool)
    )


_EXAMPLE_VALUE = re.compile(
    r"\b(?:e\.\s?g\.|for example\b|for instance\b)[,:]?\s*[\"'`]?[\w$./+-]", re.IGNORECASE
)
"""An example value given in a parameter's text: "(e.g. milestone)", "e.g. '5s', '2m'",
"for example: 'Japan'"."""


def _values_exemplified(tool: Tool, ctx: LintContext) -> bool:
    """Whether a parameter text of ``tool`` gives an example value (:data:`_EXAMPLE_VALUE`).
    For a tool complex only by its number of parameters, these show the conventions a
    call needs (a duration's form, a subtype's spelling) as an example call would: the
    reviewers of the second and fourth label sets left such tools unlabelled
    (lint_labels2 kinds.md: "their parameter texts give example values, which kinds.md's
    criterion accepts"; lint_labels4: "Not labelled where a text gives example values").
    Nested or free-form objects still need their own example (an ``e.g.`` on a scalar leaf
    says nothing of a filter object's shape), so every parameter must be flat: no object
    at any depth (an array of custom-field objects with an ``e.g.`` on their ids is not
    shown by it). Session 39."""
    nodes = [node for node in ctx.used_nodes(tool) if node.path]
    if any(
        "object" in _type_of(node.schema) or isinstance(node.schema.get("properties"), Mapping)
        for node in nodes
    ):
        return False
    return any(
        isinstance(text := node.schema.get("description"), str)
        and _EXAMPLE_VALUE.search(text) is not None
        for node in nodes
    )


_SCHEMA_EXAMPLES = {
    fmt: "examples" for fmt in ("mcp", "mcp-config", "openai", "openai-responses", "bfcl")
} | {"gemini": "example"}
"""Load formats whose tools carry no example field a model reads (MCP keeps tooldeck's
in ``_meta``, which clients do not send) → the schema keyword S113 advises instead."""


_SCALAR_TYPES = frozenset({"string", "number", "integer", "boolean", "null"})


def _scalar_map(schema: Mapping[str, Any]) -> bool:
    """A map whose values are declared scalars (``additionalProperties: {type: string}``:
    docker's ``labels``, an ``env`` of strings): its shape is stated, nothing for an
    example to teach (the lint_labels3 reviewer did not call such a tool complex)."""
    types = declared_types(schema.get("additionalProperties"))
    return types is not None and bool(types) and types <= _SCALAR_TYPES


_CONVENTIONAL_MAPS = word_set("headers header cookies env environment")
"""Last name words of free-form objects whose keys and values every model knows from the
protocol they belong to: HTTP headers and cookies (RFC 9110 field names → values),
environment variables (name → string). An example call teaches nothing there (the
lint_labels3 reviewer did not call webfetch's optional ``headers`` complex)."""

_QUERY_BINDINGS = word_set("params parameters variables bindings")
"""Last name words of a query's bind parameters (placeholder name → value: a Cypher or SQL
``$name``, GraphQL ``variables``): a conventional map beside a query parameter
(:data:`_QUERY_INPUTS`)."""

_QUERY_INPUTS = word_set("query sql cypher gql graphql statement expression")


def _conventional_map(name: str | None, tool: Tool) -> bool:
    """Whether a free-form object named ``name`` is a map by convention: HTTP headers,
    cookies or environment variables (:data:`_CONVENTIONAL_MAPS`), or the bind parameters
    of a query the tool takes at its top level (:data:`_QUERY_BINDINGS` beside a property
    whose last name word is one of :data:`_QUERY_INPUTS`: neo4j's ``params`` beside
    ``query``)."""
    words = name_words(name or "")
    if not words:
        return False
    if words[-1] in _CONVENTIONAL_MAPS:
        return True
    if words[-1] not in _QUERY_BINDINGS:
        return False
    properties = tool.input_schema.get("properties")
    return isinstance(properties, Mapping) and any(
        (name_words(str(other)) or [""])[-1] in _QUERY_INPUTS for other in properties
    )


def _free_form(schema: Mapping[str, Any]) -> bool:
    """An object whose keys the schema does not declare: ``type: object`` without
    ``properties`` (nor ``additionalProperties: false``), or a map whose values have a
    schema (``additionalProperties: {…}``)."""
    if schema.get("type") != "object" and "additionalProperties" not in schema:
        return False
    if isinstance(schema.get("additionalProperties"), Mapping):
        return True
    return not schema.get("properties") and schema.get("additionalProperties") is not False


@rule(
    "S114",
    "unknown-keyword",
    Severity.warning,
    summary="A keyword JSON Schema 2020-12 does not define (a typo, or another dialect's: "
    "`optional`, `nullable`, `example`).",
    why="Unknown keywords are allowed by the meta-schema and silently ignored, so "
    "`minLenght: 3` or BFCL's `optional: true` constrain nothing while the author thinks "
    "they do. `x-` keywords are extensions and are not flagged.",
    bad="city: {type: string, optional: true, minLenght: 2}",
    better="city: {type: string, minLength: 2}  # and leave it out of required",
    schema_only=True,
)
def unknown_keyword(tool: Tool, ctx: LintContext) -> Iterator[RuleHit]:
    for node in ctx.nodes(tool):
        for key in node.schema:
            if key in KEYWORDS_2020_12 or key.startswith("x-"):
                continue
            fix = _OTHER_DIALECT_FIX.get(key)
            if fix is None:
                close = difflib.get_close_matches(key, KEYWORDS_2020_12, n=1, cutoff=0.8)
                fix = f"did you mean {close[0]!r}?" if close else "it is ignored by validators"
            yield RuleHit(
                f"{node.pointer}/{escape_pointer_token(key)}",
                f"unknown keyword {key!r}: {fix}",
            )


@rule(
    "S115",
    "no-pagination",
    Severity.info,
    summary="A search/list/read tool (by its verb, or a first sentence or `outputSchema` "
    'that says a collection comes back: "Returns every invoice of …", an array member) has '
    "no limit, offset or cursor parameter.",
    why="Anthropic's 'Writing effective tools for agents' (2025): search tools return candidates "
    "with paging (a default page, the total, how to get the next); read tools take an offset and "
    "a limit. Without them a result is silently truncated or floods the context. Parameter "
    "names are read as words (`account_id` and `max_price` bound nothing, `maxResults` does), "
    "a date filter (`after` with `format: date`) is no cursor, and a lookup of one record "
    '(by its id, "the details of") is not reported.',
    bad="name: search_orders\nproperties: {query: …}",
    better="name: search_orders\nproperties: {query: …, limit: {type: integer, maximum: "
    "50}, cursor: {type: string}}",
)
def no_pagination(tool: Tool, ctx: LintContext) -> Iterator[RuleHit]:
    words = name_words(re.split(r"[.:/]", tool.name)[-1])
    # the verb may follow a server prefix (copilot_listDirectory, slack_get_…)
    at = next((i for i, w in enumerate(words[:3]) if is_verb(w)), 0)
    words = words[at:]
    if not words:
        return
    objects = set(words[1:])
    if objects & _AGENT_OBJECTS or (objects and words[-1] in _SMALL_OBJECTS):
        return
    listing = words[0] in _LISTING_VERBS
    reading = words[0] in _READ_VERBS and bool(objects & _READING_OBJECTS)
    # judged from what it returns, not only from the name: "… and returns matching
    # libraries", "Returns every invoice of …", an outputSchema whose member is an array
    every = name_words(tool.name)  # "ProductSearch.execute": the verb of the whole name
    verb = next((w for w in every if w in READ_VERBS or w in WRITE_VERBS), None)
    retrieves = verb is None or verb in _RETRIEVING_VERBS
    described = retrieves and _returns_collection(tool)
    if not (listing or reading or described) or _one_record(tool, words):
        return
    things = frozenset(singular(w) for w in words[1:])
    if any(_caps_output(str(n), v, things) for n, v in tool.parameters.items()):
        return
    kind = "read" if reading else "search/list"
    yield RuleHit(
        "/input_schema/properties", f"{kind} tool without limit, offset or cursor parameter"
    )


_BRANCH_KEYWORDS = frozenset({"allOf", "anyOf", "oneOf"})
_OWNED_KEYWORDS = frozenset({"then", "else", "if", "not"})
"""Subschemas that apply to the same instance as the schema holding them: a ``required``
inside them names keys of that schema's object."""


def _schema_at(root: Mapping[str, Any], path: tuple[str | int, ...]) -> Mapping[str, Any] | None:
    current = resolve_pointer(root, json_pointer(path))
    return current if isinstance(current, Mapping) else None


def _owner_chain(root: Mapping[str, Any], path: tuple[str | int, ...]) -> list[Mapping[str, Any]]:
    """The schemas that apply to the same object as the node at ``path``: the node, then,
    while it is a combinator branch (``anyOf``/``oneOf``/``allOf`` member) or an
    ``if``/``then``/``else``/``not`` or ``dependentSchemas`` member, its parent."""
    chain: list[Mapping[str, Any]] = []
    while True:
        node = _schema_at(root, path)
        if node is None:
            return chain
        chain.append(node)
        branch = len(path) >= 2 and path[-2] in _BRANCH_KEYWORDS and isinstance(path[-1], int)
        if branch or (len(path) >= 2 and path[-2] == "dependentSchemas"):
            path = path[:-2]
        elif path and path[-1] in _OWNED_KEYWORDS:
            path = path[:-1]
        else:
            return chain


def _declares(schema: Mapping[str, Any], name: str) -> bool:
    """Whether ``schema`` itself (its ``properties`` or a ``patternProperties`` pattern)
    describes the key ``name``."""
    props = schema.get("properties")
    if isinstance(props, Mapping) and name in props:
        return True
    patterns = schema.get("patternProperties")
    if isinstance(patterns, Mapping):
        for pattern in patterns:
            try:
                if re.search(str(pattern), name):
                    return True
            except re.error:
                return True  # a pattern Python cannot read: do not guess
    return False


def _undeclared_required(tool: Tool, ctx: LintContext) -> Iterator[tuple[str, str, bool]]:
    """``(pointer, name, closed)`` for each name in a ``required`` that no schema applying to
    that object declares (its own ``properties``/``patternProperties``, those of the object
    a branch belongs to, or of the branches of that object). ``closed``: the object sets
    ``additionalProperties: false`` (and does not declare the name itself) or
    ``unevaluatedProperties: false``, so no value can satisfy ``required``. Objects that
    reach other schemas through ``$ref``, or whose ``additionalProperties`` is a schema
    (a map), are skipped: the name may be described there."""
    root = tool.input_schema
    for node in ctx.used_nodes(tool):
        required = node.schema.get("required")
        if not isinstance(required, list) or not required:
            continue
        chain = _owner_chain(root, node.path)
        if not chain:
            continue
        owner = chain[-1]
        if not isinstance(owner.get("properties"), Mapping):
            continue  # not an object with declared keys (a free-form object, a $ref root)
        family = list(chain)
        for schema in chain:
            for key in _BRANCH_KEYWORDS:
                branches = schema.get(key)
                if isinstance(branches, list):
                    family.extend(b for b in branches if isinstance(b, Mapping))
        if any("$ref" in s or "$dynamicRef" in s for s in family):
            continue
        if isinstance(owner.get("additionalProperties"), Mapping):
            continue
        for at, name in enumerate(required):
            if not isinstance(name, str) or any(_declares(s, name) for s in family):
                continue
            closed = (
                owner.get("additionalProperties") is False and not _declares(owner, name)
            ) or owner.get("unevaluatedProperties") is False
            yield f"{node.pointer}/required/{at}", name, closed


@rule(
    "S116",
    "required-not-callable",
    Severity.error,
    summary="`required` names a key that no property declares, and the object refuses "
    "undeclared keys (`additionalProperties: false` or `unevaluatedProperties: false`): "
    "no arguments can satisfy the schema, so every call fails validation.",
    why="`required` and `additionalProperties: false` contradict each other when the "
    "required name is not a property: omitting the key fails `required`, sending it fails "
    "`additionalProperties`. The tool cannot be called at all; usually a property was "
    "renamed (`tracking_no`) and `required` still says the old name (`tracking_number`).",
    bad="properties: {order_id: …, tracking_no: …}\nrequired: [order_id, tracking_number]\n"
    "additionalProperties: false",
    better="properties: {order_id: …, tracking_number: …}\nrequired: [order_id, "
    "tracking_number]\nadditionalProperties: false",
    schema_only=True,
)
def required_not_callable(tool: Tool, ctx: LintContext) -> Iterator[RuleHit]:
    for pointer, name, closed in _undeclared_required(tool, ctx):
        if closed:
            yield RuleHit(
                pointer,
                f"'required' names {name!r}, which is not a property, and the object refuses "
                "undeclared keys: no call can pass validation; declare the property or "
                "remove the name",
            )


@rule(
    "S117",
    "required-not-declared",
    Severity.warning,
    summary="`required` names a key that no property declares (the object accepts "
    "undeclared keys, so a call can pass, but the model is told nothing about the value).",
    why="A required key without a property has no type and no description: the model must "
    "guess that it exists and what it holds, and a call without it fails. It is most often "
    "a renamed or misspelt property. When the object also refuses undeclared keys the tool "
    "cannot be called at all (S116).",
    bad="properties: {order_id: …}\nrequired: [order_id, reason]",
    better="properties: {order_id: …, reason: {type: string, description: …}}\n"
    "required: [order_id, reason]",
    schema_only=True,
)
def required_not_declared(tool: Tool, ctx: LintContext) -> Iterator[RuleHit]:
    for pointer, name, closed in _undeclared_required(tool, ctx):
        if not closed:
            yield RuleHit(
                pointer,
                f"'required' names {name!r}, which is not a property; declare it (type, "
                "description) or remove the name",
            )


def _subschema_validators(tool: Tool, ctx: LintContext) -> Any:
    """``jsonschema_rs.ValidatorMap`` of every subschema of the tool's input schema (keys
    ``#`` + JSON pointer), or None when the schema cannot be compiled offline (a remote
    ``$ref``)."""
    try:
        # the shared thawed definition (read only; thawing the schema again was a third of
        # S118's time on BFCL's pool, session 38)
        schema = ctx.definition(tool)["inputSchema"]
        return jsonschema_rs.validator_map_for(schema, offline=True)
    except (jsonschema_rs.ValidationError, jsonschema_rs.ReferencingError, ValueError):
        return None


@rule(
    "S118",
    "default-not-valid",
    Severity.warning,
    summary="A `default` or an `examples` value is not valid against the schema it belongs to "
    "(a default outside the `enum`, an example of the wrong type or past `maxLength`).",
    why="JSON Schema 2020-12 (Validation §9.2, §9.5) says `default` and `examples` should be "
    "valid against their schema; models copy them. A default of `fedex` beside `enum: [dhl, "
    "ups, sf]` teaches the model a value validation refuses, and a server that fills the "
    "default itself sends one its own schema forbids. Checked with the JSON Schema "
    "validator on the subschema itself (its `$ref`s followed). `default: null` on a "
    "property that is not nullable is not reported: it is the common way to say the "
    "parameter may be left out (120 of the 147 invalid defaults in BFCL's simple_python, "
    "multiple, live_simple and live_multiple tools).",
    bad="carrier: {type: string, enum: [dhl, ups, sf], default: fedex}",
    better="carrier: {type: string, enum: [dhl, ups, sf], default: dhl}",
    schema_only=True,
)
def default_not_valid(tool: Tool, ctx: LintContext) -> Iterator[RuleHit]:
    nodes = [
        n
        for n in ctx.used_nodes(tool)
        if n.schema.get("default") is not None or isinstance(n.schema.get("examples"), list)
    ]
    if not nodes:
        return
    validators = _subschema_validators(tool, ctx)
    if validators is None:
        return
    for node in nodes:
        validator = validators.get("#" + json_pointer(list(node.path)))
        if validator is None:
            continue
        values: list[tuple[str, Any]] = []
        if node.schema.get("default") is not None:  # null: the common "absent" idiom
            values.append(("default", node.schema["default"]))
        examples = node.schema.get("examples")
        if isinstance(examples, list):
            values.extend((f"examples/{i}", v) for i, v in enumerate(examples))
        for where, value in values:
            error = next(iter(validator.iter_errors(thaw(value))), None)
            if error is not None:
                what = "default" if where == "default" else "example"
                yield RuleHit(
                    f"{node.pointer}/{where}",
                    f"{what} {_shown(value)} is not valid here: {error.message}",
                )


def _shown(value: Any) -> str:
    """A deck value as JSON, cut at 60 characters with its full length said."""
    return clip(json.dumps(thaw(value), ensure_ascii=False), chars=60)


def _json_key(value: Any) -> Any:
    """A hashable key equal for JSON-equal values (1 and 1.0 equal, true and 1 not)."""
    if isinstance(value, bool) or value is None or isinstance(value, str):
        return (type(value).__name__, value)
    if isinstance(value, int | float):
        return ("number", float(value))
    if isinstance(value, Mapping):
        return ("object", tuple(sorted((str(k), _json_key(v)) for k, v in value.items())))
    if isinstance(value, list | tuple):
        return ("array", tuple(_json_key(v) for v in value))
    return ("other", repr(value))


@rule(
    "S119",
    "duplicate-enum-value",
    Severity.warning,
    summary="An `enum` lists the same value twice.",
    why="JSON Schema 2020-12 (Validation §6.1.2): the elements of `enum` should be unique. "
    "A repeated value changes nothing for validation, so it is almost always a slip: the "
    "value meant in its place (a fourth reason code, a second currency) is missing, and "
    "the model cannot choose it.",
    bad="reason: {type: string, enum: [customer_request, fraud, out_of_stock, fraud]}",
    better="reason: {type: string, enum: [customer_request, fraud, out_of_stock, duplicate_order]}",
    schema_only=True,
)
def duplicate_enum_value(tool: Tool, ctx: LintContext) -> Iterator[RuleHit]:
    for node in ctx.used_nodes(tool):
        values = node.schema.get("enum")
        if not isinstance(values, list | tuple):
            continue
        seen: dict[Any, int] = {}
        for i, value in enumerate(values):
            key = _json_key(value)
            if key in seen:
                yield RuleHit(
                    f"{node.pointer}/enum/{i}",
                    f"enum repeats {_shown(value)} (also at index {seen[key]}); list each "
                    "value once",
                )
            else:
                seen[key] = i


_MONEY_NOUNS = word_set("payment payout purchase withdrawal")
"""Nouns that name a movement of money in a tool name (``create_payment``,
``initiate_payout``) beside the verbs of :data:`~tooldeck.lint.phrases.MONEY_VERBS`, which
are nouns too (``issue_refund``, ``create_transfer``)."""
_AMOUNT_WORDS = word_set("amount amt price cost fee total subtotal quantity qty cents tip shares")
"""Words of a parameter name that make a number an amount the money moves by (``amount``,
``refund_amount``, ``unitPrice``, ``quantity``)."""
_MONEY_TEXT = re.compile(
    r"\b(?:amount|price|cost|fee|currency|money|dollars?|euros?|cents|USD|EUR|GBP|JPY|CNY|"
    r"INR|CAD|AUD|CHF)\b|[$€£¥]|金额|价格|费用",
    re.IGNORECASE,
)
"""A parameter description that says its number is money ("Amount in cents", "USD")."""
_LOWER_BOUNDS = ("minimum", "exclusiveMinimum", "enum", "const")


def _money_word(tool: Tool) -> str | None:
    """The word that says the tool moves money: a word of its name or of its first
    sentence in :data:`~tooldeck.lint.phrases.MONEY_VERBS` or :data:`_MONEY_NOUNS`
    (singular, a third-person ``-s`` dropped: "Refunds an order", ``create_payment``);
    None when neither has one, or when the tool only reads or computes
    (:func:`~tooldeck.lint.rules.safety.reads_only`: ``list_payments``,
    ``calculate_loan_payment``)."""
    words = name_words(re.split(r"[.:/]", tool.name)[-1])
    first = sentences(tool.description)[:1]
    if first:
        words += re.findall(r"[a-z]+", first[0].lower())
    for word in words:
        base = singular(word)
        if base in MONEY_VERBS or base in _MONEY_NOUNS:
            return None if reads_only(tool) else base
    return None


def _is_amount(node: SchemaNode) -> bool:
    """Whether a property is a number (or integer) of money: its name has a word of
    :data:`_AMOUNT_WORDS`, or its description names money (:data:`_MONEY_TEXT`)."""
    if not _type_of(node.schema) & {"integer", "number"} or node.name is None:
        return False
    words = name_words(node.name)
    if any(w in _AMOUNT_WORDS for w in words):
        return True
    return bool(_MONEY_TEXT.search(str(node.schema.get("description", ""))))


@rule(
    "S120",
    "amount-without-minimum",
    Severity.warning,
    summary="A tool that moves money (its name or first sentence says pay, charge, refund, "
    "transfer, withdraw, deposit, buy or sell) takes an amount, price or quantity as a "
    "number with no `minimum` or `exclusiveMinimum`.",
    why="Validation and constrained decoding enforce only what the schema states: without a "
    "lower bound a model may send `-50` as a refund or a transfer, and the sign reverses "
    "where the money goes (a refund that charges, a withdrawal that deposits) unless the "
    "handler checks it. `minimum: 0` (or `exclusiveMinimum: 0` when zero makes no sense) "
    "puts the check where every call meets it (JSON Schema 2020-12, Validation §6.2). A "
    "number whose description states a bound is S109's finding, not this rule's. In a "
    "`@tool` function (`py:` deck) the bound is pydantic's: `amount: Annotated[float, "
    "Field(gt=0)]` gives `exclusiveMinimum: 0`, `Field(ge=0)` gives `minimum: 0`; the "
    "finding's message says so on a `py:` deck.",
    bad=(
        "- name: refund_order\n"
        "  input_schema:\n"
        "    type: object\n"
        "    properties: {order_id: {type: string}, amount: {type: number, description: "
        "Amount to refund in USD}}"
    ),
    better=(
        "- name: refund_order\n"
        "  input_schema:\n"
        "    type: object\n"
        "    properties: {order_id: {type: string}, amount: {type: number, "
        "exclusiveMinimum: 0, description: Amount to refund in USD}}\n"
        "# in Python: def refund_order(order_id: str, amount: Annotated[float, Field(gt=0)]): ..."
    ),
    safety_risk=True,
)
def amount_without_minimum(tool: Tool, ctx: LintContext) -> Iterator[RuleHit]:
    word = _money_word(tool)
    if word is None:
        return
    for node in _property_nodes(tool, ctx):
        s = node.schema
        if any(k in s for k in _LOWER_BOUNDS) or not _is_amount(node):
            continue
        if _BOUND_TEXT.search(str(s.get("description", ""))):
            continue  # a bound stated in prose: S109 asks for minimum/maximum
        py_type = "int" if s.get("type") == "integer" else "float"
        yield RuleHit(
            node.pointer,
            f"{node.name!r} is an amount of a tool that moves money ({word!r}) and has no "
            "lower bound, so a negative value reverses the payment; add minimum: 0 or "
            "exclusiveMinimum: 0",
            python_fix=f"{node.name}: Annotated[{py_type}, Field(gt=0)] (or Field(ge=0)), "
            "Field from pydantic",
        )
