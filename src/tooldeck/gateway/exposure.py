"""Exposure modes: what the gateway's ``tools/list`` shows and where a ``tools/call`` goes.

The server asks an :class:`Exposure` two questions — "what is ``tools/list`` now?"
(:meth:`~Exposure.tools`) and "route this call" (:meth:`~Exposure.route`) — and tells it
when the catalogue changed (:meth:`~Exposure.on_catalog`, which answers whether
``tools/list`` changed, so the server knows to send ``notifications/tools/list_changed``).

Three modes (issue 14, item 3):

* ``full`` — every active tool of the catalogue, under its exposed name.
* ``search`` — deferred loading: the resident tools plus two meta-tools,
  ``search_tools(query, k)`` (names, descriptions, effective hints and full input schemas
  of the best matches; when nothing fits, ``no_match`` and the closest few as weak
  matches) and ``call_tool(name, arguments)`` (forwards to any active tool). This is the
  pattern of Anthropic's tool search tool (``defer_loading``); :mod:`tooldeck.cost.recommend`
  recommends deferral once a full deck passes 84 % of the window.
* ``search-load`` — as ``search``, and the tools ``search_tools`` found are added to
  ``tools/list`` (the server sends ``notifications/tools/list_changed``, MCP specification
  2025-06-18 "Tools: List Changed Notification"), for clients that honour it. The loaded
  set is bounded (``max_loaded``, default 20): past the bound the least recently found or
  called tools are unloaded, and the ``search_tools`` answer names them.

Resident tools (listed in both search modes) are the active tools whose exposed name
matches one of the ``resident`` patterns (:func:`fnmatch.fnmatchcase`; the gateway
config's ``resident``), plus every read-only tool (``readOnlyHint: true``) when
``resident_read_only`` is set (the config's ``resident_read_only``, ``tooldeck gateway
--resident-read-only``). Retrieval is tooldeck's select stage
(:class:`~tooldeck.select.DeferredCatalog` over :func:`~tooldeck.select.make_retriever`)
with :data:`SEARCH_METHOD`, ``tooldeck select``'s default ``hybrid`` (``bm25`` where the
MiniLM weights are missing; ``search_method=``, ``tooldeck gateway --search-method``,
picks another): with the users' own sentences it finds every expected tool in the top 5
for 0.722 / 0.741 of the dev / held-out cases against BM25's 0.525 / 0.576, with
model-style queries 0.987 / 1.000 against 0.968 / 1.000
(``benchmarks/bench_gateway_search.py --recall``), for about 12 ms a query and 250 MiB
more memory on a 23-tool gateway, 25 ms on 500 tools (docs/gateway-exposure.md, "Search
method"). When nothing fits — no word of the query occurs in any searchable tool, or the
best dense cosine is below :data:`~tooldeck.select.deferred.WEAK_DENSE_COSINE`
(:meth:`~tooldeck.select.DeferredCatalog.match`) — the answer says so: ``status: "empty"``,
``no_match: true`` in the structured result, a summary telling the model to tell the user,
and the closest few tools as items marked ``weak_match: true`` (none with ``bm25``), which
``search-load`` does not load.

Freshness: :meth:`Exposure.mark_stale` (call it when an upstream sends
``notifications/tools/list_changed``, before its new list is read) makes ``search_tools``
answer a ``retryable`` error until :meth:`Exposure.on_catalog` has taken the new catalogue;
``search_tools`` never answers from a stale list. The index is built lazily, at the first
``search_tools`` call after a change (or :meth:`SearchExposure.warm`), so listing and
``on_catalog`` never wait for it. It is rebuilt only when the deferred tools changed: the
BM25 index whole (its IDF weights depend on every document), the dense retriever
embedding only new or changed tool texts (its embedding cache).

The loaded set of ``search-load`` is kept per client session where the protocol era has
sessions: :meth:`~Exposure.tools` and :meth:`~Exposure.route` take ``session`` (the
handshake-era connection, :func:`tooldeck.serve.sessions.session_of`: one per stdio pipe
or Streamable HTTP ``Mcp-Session-Id``), so one client's searches never change another's
``tools/list``. The current era (2026-07-28) is stateless — no session outlives a
request — so its clients (``session`` None) share one loaded set: ``tools/list`` is then
what any of them found, within the bound. ``full`` and ``search`` hold no per-client
state.
"""

from __future__ import annotations

import dataclasses
import fnmatch
import functools
import json
import logging
import re
import threading
import time
import weakref
from collections import OrderedDict
from collections.abc import Callable, Mapping, Sequence
from typing import Any, get_args

from tooldeck.credentials import name_words
from tooldeck.display import plural
from tooldeck.errors import (
    CrossLingualError,
    DenseUnavailableError,
    ExposureError,
    SelectError,
    StaleIndexError,
    ToolError,
)
from tooldeck.formats.mcp_config import GatewayConfig, Mode
from tooldeck.gateway.catalog import Catalog, Entry
from tooldeck.jsonvalue import freeze, thaw
from tooldeck.lint.definition import tool_definition
from tooldeck.lint.lock import definition_hash
from tooldeck.runtime.envelope import Decision, ErrorInfo, ToolResult, Violation
from tooldeck.runtime.execute import classify_exception
from tooldeck.runtime.validate import (
    ArgumentError,
    SchemaValidator,
    check_json_value,
    suggest_names,
)
from tooldeck.select.base import Retriever, ordered_by, score_kind
from tooldeck.select.crosslingual import CrossLingualExpander
from tooldeck.select.deferred import (
    MAX_LOADED,
    MAX_QUERY_CHARS,
    QUERY_FIX,
    SEARCH_TOOL_NAME,
    WEAK_DENSE_COSINE,
    DeferredCatalog,
    default_k,
    load_names,
    query_too_long,
    search_tools_tool,
    unloaded_note,
)
from tooldeck.select.deferred import check_weak_below as select_weak_below
from tooldeck.select.glossary import software_glossary
from tooldeck.select.methods import DEFAULT_METHOD, METHODS, default_method, make_retriever
from tooldeck.select.pinned import PinPolicy
from tooldeck.tool import Deck, Tool, ToolAnnotations

_LOG = logging.getLogger("tooldeck.gateway")

__all__ = [
    "CALL_TOOL_NAME",
    "MODES",
    "SEARCH_METHOD",
    "SEARCH_TOOL_NAME",
    "Answer",
    "Exposure",
    "Forward",
    "FullExposure",
    "SearchExposure",
    "call_tool_tool",
    "capped_description",
    "check_search_method",
    "check_weak_below",
    "effective_hints",
    "exposure_for",
    "make_exposure",
    "ready_retriever",
    "search_item",
    "search_meta_tools",
    "search_method_default",
    "slimmer_answers",
]

MODES: tuple[str, ...] = get_args(Mode)
"""The exposure modes: ``full``, ``search``, ``search-load``."""

SEARCH_METHOD = DEFAULT_METHOD
"""The select method behind ``search_tools`` unless told (``hybrid``, as ``tooldeck
select``; ``bm25`` where the MiniLM weights are missing: :func:`search_method_default`).
Chosen on recall with the users' own sentences, where hybrid finds every expected tool in
the top 5 for 0.753 / 0.753 of the dev / held-out cases against BM25's 0.525 / 0.576,
and with model-style queries (0.987 / 1.000 against 0.968 / 1.000;
``benchmarks/bench_gateway_search.py --recall``, twenty-first session); see the module
text for what it costs."""


def search_method_default() -> str:
    """:data:`SEARCH_METHOD` where it can run, else ``bm25``
    (:func:`tooldeck.select.methods.default_method`: the MiniLM weights are missing)."""
    return default_method() if SEARCH_METHOD == DEFAULT_METHOD else SEARCH_METHOD


def check_weak_below(value: object) -> float:
    """``value`` as the ``search_tools`` no-match bar (a number from 0 to 1; 0: off):
    :func:`tooldeck.select.deferred.check_weak_below`, raising the gateway's error.

    Raises:
        ExposureError: not a number, or outside 0–1.
    """
    try:  # the select stage's check (DeferredCatalog makes the same), as ExposureError
        return select_weak_below(value, name="exposure: weak_below (--no-match-below)", off="0")
    except SelectError as exc:
        raise ExposureError(str(exc)) from None


def check_search_method(method: object) -> str:
    """``method`` when it names a select method (:data:`~tooldeck.select.methods.METHODS`),
    :func:`search_method_default` when None.

    Raises:
        ExposureError: any other value, naming the methods.
    """
    if method is None:
        return search_method_default()
    if not isinstance(method, str) or method not in METHODS:
        raise ExposureError(f"search method must be one of {', '.join(METHODS)}, got {method!r}")
    return method


def ready_retriever(method: str, object_reading: bool | None = None) -> Retriever:
    """``make_retriever(method, object_reading=object_reading)``, its shipped weights
    (query adapter, re-ranker, request memory) read now: what the gateway builds at start
    so that a broken install refuses there, once, instead of failing every
    ``search_tools`` call.

    The software glossary of the cross-lingual stage
    (:func:`~tooldeck.select.glossary.software_glossary`), which every method uses for a
    Chinese request, is read now too.

    Raises:
        ExposureError: a weights file of ``method`` missing or damaged; the message names
            the file, the reinstall, and ``--search-method bm25`` (``search_method="bm25"``),
            which needs no weights, to serve meanwhile; the software glossary missing or
            damaged (the message names the file and the reinstall).
    """
    try:
        retriever = make_retriever(method, object_reading=object_reading)
    except SelectError as exc:
        raise ExposureError(
            f"search_tools cannot rank with the {method!r} method: {exc}. To serve "
            "meanwhile: tooldeck gateway --search-method bm25 (search_method='bm25')"
        ) from None
    try:
        # every method reads a Chinese request with it (trial28 #2: a missing file failed
        # each Chinese search_tools call with an internal error, after a clean start)
        software_glossary()
    except SelectError as exc:
        raise ExposureError(f"search_tools cannot read Chinese requests: {exc}") from None
    return retriever


CALL_TOOL_NAME = "call_tool"
"""The meta-tool that forwards a call to any active tool in the search modes."""

DESCRIPTION_CHARS = 400
"""Longest tool description in a ``search_tools`` item: the whole description (spaces
collapsed) up to this many characters, else cut at the last sentence end before it (or
at a word) with ``… (N characters)``. Not the first sentence alone: that dropped what the
later sentences say about effects ("Irreversible.", "Moves money; cannot be undone.").
On the real decks of ``benchmarks/data/select_real`` it costs the median answer (k = 5)
a few tokens (docs/gateway-exposure.md)."""

HINTS = ("readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint")
"""The MCP tool annotations a ``search_tools`` item states, effective values."""


def capped_description(text: str, limit: int = DESCRIPTION_CHARS) -> str:
    """``text`` with runs of whitespace made one space, whole when at most ``limit``
    characters; else its longest part ending in a sentence end (``.``, ``!``, ``?``, ``。``)
    within ``limit - 40`` characters, or the words that fit, followed by
    ``… (N characters)`` (N: the whole description's length)."""
    flat = " ".join(text.split())
    if len(flat) <= limit:
        return flat
    room = limit - 40
    head = flat[:room]
    ends = [head.rfind(mark) for mark in (". ", "! ", "? ", "。")]
    cut = max(ends)
    head = head[: cut + 1] if cut > room // 2 else head.rsplit(" ", 1)[0]
    return f"{head}… ({len(flat):,} characters)"


def search_item(
    rank: int, tool: Tool, score: float, kind: str, *, weak: bool = False
) -> dict[str, Any]:
    """One item of a ``search_tools`` answer's ``items``: ``rank`` (1 = best), ``name``,
    ``description`` (:func:`capped_description`), ``hints`` (:func:`effective_hints`),
    ``score`` (4 decimals) and ``score_kind`` (``kind``), ``weak_match`` when ``weak``,
    and ``inputSchema`` — what the model reads of a found tool before calling it (also
    what ``tooldeck gateway --dry-run`` counts for a typical answer)."""
    return {
        "rank": rank,
        "name": tool.name,
        "description": capped_description(tool.description),
        "hints": effective_hints(tool.annotations),
        "score": round(score, 4),
        "score_kind": kind,
        **({"weak_match": True} if weak else {}),
        "inputSchema": thaw(tool.input_schema),
    }


def effective_hints(annotations: ToolAnnotations) -> dict[str, Any]:
    """The hints as the gateway's runtime acts on them: ``readOnlyHint``,
    ``destructiveHint``, ``idempotentHint``, ``openWorldHint``, each a bool, and
    ``defaulted``: those the tool does not state, whose value is MCP's default
    (read-only false; destructive true unless read-only; idempotent false unless
    read-only; open-world true). A tool that states ``readOnlyHint: true`` together with
    ``destructiveHint: true`` is shown as the runtime treats it — not read-only,
    destructive (the approval gate asks), idempotent only when stated — with ``conflict``
    saying so: the model is never shown read-only beside destructive (trial42 MEDIUM)."""
    stated = annotations.to_mcp()
    conflict = annotations.read_only_hint is True and annotations.destructive_hint is True
    out: dict[str, Any] = {
        "readOnlyHint": annotations.read_only and not conflict,
        "destructiveHint": annotations.destructive or conflict,
        "idempotentHint": (
            annotations.idempotent_hint is True if conflict else annotations.idempotent
        ),
        "openWorldHint": annotations.open_world,
    }
    out["defaulted"] = [name for name in HINTS if name not in stated]
    if conflict:
        out["conflict"] = (
            "readOnlyHint and destructiveHint are both stated true: treated as destructive"
        )
    return out


QUERY_ECHO_CHARS = 200
"""Most characters of the query a ``search_tools`` answer repeats in its summary; a longer
query is cut with ``…`` and its length (a 1 MB query was echoed whole, past the result
limit, which caps the items only)."""


def echoed_query(query: str) -> str:
    """``query`` as a ``search_tools`` summary repeats it: ``repr`` of the whole query up
    to :data:`QUERY_ECHO_CHARS` characters, else of its first ones followed by
    ``… (1,000,000 characters)``."""
    if len(query) <= QUERY_ECHO_CHARS:
        return repr(query)
    return f"{query[:QUERY_ECHO_CHARS]!r}… ({len(query):,} characters)"


@dataclasses.dataclass(frozen=True, slots=True)
class Forward:
    """A call to forward to an upstream tool (through the server's Runtime).

    Attributes:
        entry: the catalogue entry called (its ``tool`` is the schema to validate against,
            ``upstream``/``original`` where the call goes).
        arguments: the arguments exactly as the client sent them (not checked here; the
            runtime validates them against ``entry.tool``). ``{}`` when ``call_tool`` was
            sent without ``arguments`` (its schema says an absent value means none).
        via: ``"call_tool"`` when the call came wrapped in that meta-tool, else None.
    """

    entry: Entry
    arguments: Any
    via: str | None = None


@dataclasses.dataclass(frozen=True, slots=True)
class Answer:
    """A call answered by the exposure itself: a meta-tool's result or a refusal.

    Attributes:
        result: the result (render it with :meth:`ToolResult.to_mcp`); ``call_id`` is the
            one given to :meth:`Exposure.route`.
        list_changed: ``tools/list`` changed (``search-load`` loaded or unloaded tools):
            send ``notifications/tools/list_changed``.
        fields: members added to the result's structured envelope and its JSON text
            (``search_tools``: ``{"no_match": True}`` when nothing fits), after
            ``summary``; :meth:`to_mcp` renders them.
    """

    result: ToolResult
    list_changed: bool = False
    fields: Mapping[str, Any] = dataclasses.field(default_factory=dict)

    def to_mcp(
        self,
        result: ToolResult | None = None,
        render: Callable[[ToolResult], dict[str, Any]] | None = None,
    ) -> dict[str, Any]:
        """``result`` (default :attr:`result`; the gateway passes it after its limit and
        audit) as an MCP ``CallToolResult`` (``render``, default
        :meth:`ToolResult.to_mcp`; the gateway's links a truncated output's artifact) with
        :attr:`fields` in its ``structuredContent`` and in the JSON of its first text
        block, which states the same envelope."""
        chosen = result or self.result
        out = render(chosen) if render is not None else chosen.to_mcp()
        if not self.fields:
            return out
        out["structuredContent"] = _with_fields(out["structuredContent"], self.fields)
        first = out["content"][0]
        if first.get("type") == "text":
            text = _with_fields(json.loads(first["text"]), self.fields)
            first["text"] = json.dumps(text, ensure_ascii=False, separators=(",", ":"))
        return out


def _with_fields(envelope: Mapping[str, Any], fields: Mapping[str, Any]) -> dict[str, Any]:
    """``envelope`` with ``fields`` placed after ``status`` and ``summary``."""
    head = {k: envelope[k] for k in ("status", "summary") if k in envelope}
    return {**head, **fields, **{k: v for k, v in envelope.items() if k not in head}}


Route = Forward | Answer

SHORT_DESCRIPTION_CHARS = 120
"""Longest description in a ``search_tools`` item cut to fit the gateway's ``--limit``
(:func:`slimmer_answers`): a first sentence or two, against :data:`DESCRIPTION_CHARS`."""


def slimmer_answers(answer: Answer, limit: str) -> list[Answer]:
    """Ever smaller forms of a meta-tool's answer whose ``items`` are tools (each with a
    ``name``: ``search_tools``), for the gateway to send the first whose whole response
    fits its ``--limit`` (trial33 MEDIUM-4: under ``--limit 3000`` an answer of 4,764 to
    8,074 characters became "its whole output … is the artifact", and the model learned
    neither which tools were loaded nor that nothing fits). In order: each description cut
    to :data:`SHORT_DESCRIPTION_CHARS` (:func:`capped_description`); that without
    ``inputSchema``; names, ranks and scores only; no items. The summary (the tools named,
    or the nothing-fits verdict) is kept whole, and a sentence is added saying what was
    left out to fit ``limit`` (the limit in words, "3,000 characters") and how to get it:
    no silent cut. Empty for an answer without such items (a refusal: the gateway's
    generic fit applies).

    Returns:
        The forms, largest first; each keeps ``list_changed`` and ``fields``.
    """
    items = answer.result.items
    if not isinstance(items, list) or not items:
        return []
    if not all(isinstance(item, Mapping) and "name" in item for item in items):
        return []
    full = "search again with a smaller k for full entries"
    cut = [
        {
            **item,
            **(
                {"description": capped_description(item["description"], SHORT_DESCRIPTION_CHARS)}
                if isinstance(item.get("description"), str)
                else {}
            ),
        }
        for item in items
    ]
    bare = [{k: v for k, v in item.items() if k != "inputSchema"} for item in cut]
    names = [
        {k: v for k, v in item.items() if k in ("rank", "name", "score", "weak_match")}
        for item in items
    ]
    forms: list[tuple[list[dict[str, Any]] | None, str]] = [
        (cut, f"each description is cut to {SHORT_DESCRIPTION_CHARS} characters ({full})"),
        (
            bare,
            f"each description is cut to {SHORT_DESCRIPTION_CHARS} characters and the "
            f"inputSchema is left out ({full}, or call the tool: a wrong argument is "
            "refused naming it)",
        ),
        (names, f"the items give names and ranks only ({full})"),
        (None, f"the items are left out: the tools are the ones named above ({full})"),
    ]
    result = answer.result
    return [
        dataclasses.replace(
            answer,
            result=dataclasses.replace(
                result,
                items=shown,
                summary=f"{result.summary} To fit the gateway's output limit ({limit}), {why}.",
            ),
        )
        for shown, why in forms
    ]


def call_tool_tool() -> Tool:
    """The ``call_tool`` meta-tool: ``name`` (string, required) and ``arguments`` (object)."""
    return Tool(
        name=CALL_TOOL_NAME,
        description=(
            "Call a tool that search_tools found, by its exact name, with arguments that "
            "follow the input schema search_tools returned."
        ),
        input_schema=freeze(
            {
                "type": "object",
                "properties": {
                    "name": {"type": "string", "description": "The tool's exact name."},
                    "arguments": {
                        "type": "object",
                        "description": "The tool's arguments (omit or {} when it takes none).",
                    },
                },
                "required": ["name"],
                "additionalProperties": False,
            }
        ),
        annotations=ToolAnnotations(open_world_hint=True),
    )


def _search_tool(max_k: int, load: bool) -> Tool:
    then = (
        "The found tools are added to your tool list (call them directly) and can also be "
        "called with call_tool."
        if load
        else "Call a found tool with call_tool(name, arguments)."
    )
    base = search_tools_tool(max_k=max_k)
    schema = thaw(base.input_schema)
    if not load:  # search mode returns the matches; nothing is loaded into tools/list
        k = schema["properties"]["k"]
        k["description"] = k["description"].replace(
            "How many tools to load", "How many tools to return"
        )
    return base.replace(
        input_schema=freeze(schema),
        description=(
            "Search the tools of the MCP servers behind this gateway that are not listed "
            "yet. Describe the action and its object in plain words (e.g. 'create issue', "
            "'list pods'). Returns the names, descriptions, behaviour hints (read-only, "
            "destructive) and input schemas of the best matches, best first, or none when "
            f"no tool matched. {then}"
        ),
    )


def search_meta_tools(max_k: int = 10, *, load: bool = False) -> tuple[Tool, Tool]:
    """The ``search_tools`` and ``call_tool`` meta-tools as the gateway lists them in the
    search modes (``load``: ``search-load``'s wording), for ``max_k`` (the gateway's default
    10): what ``tooldeck cost`` prices for the deferred route."""
    return _search_tool(max_k, load), call_tool_tool()


def _query_refused(call_id: str, message: str) -> Answer:
    """``invalid_arguments`` for a ``search_tools`` query the search cannot take, at
    ``/query`` (the agent loop's answer too)."""
    violation = Violation("/query", message, "query", QUERY_FIX)
    return _error(
        call_id, SEARCH_TOOL_NAME, "invalid_arguments", message, QUERY_FIX, violations=(violation,)
    )


def _result(call_id: str, tool: str, status: Any, summary: str, **fields: Any) -> ToolResult:
    return ToolResult(call_id=call_id, tool=tool, status=status, summary=summary, **fields)


QUARANTINE_CHECK = "quarantine"
"""The ``check`` of the decision that refuses a call of a quarantined tool
(:func:`quarantine_decision`)."""


def quarantine_decision(entry: Entry) -> Decision:
    """The audit's decision for a call refused because ``entry`` is quarantined (trial42
    LOW: such lines had ``"decisions": []``, the same as any other policy refusal): check
    :data:`QUARANTINE_CHECK`, verdict ``refuse``, and a reason naming why it is held (the
    first line of its quarantine reason: a changed definition's members and the poisoning
    rules' codes, a new, renamed or relaxed tool — none of the held text) and the
    ``tooldeck gateway approve EXPOSED@SHA256`` that would release the definition held
    (the SHA-256 of the upstream's definition, :func:`tooldeck.lint.lock.definition_hash`,
    what the lock would pin)."""
    first = (entry.reason or "").split("\n", 1)[0].rstrip(":") or "quarantined"
    sha = definition_hash(tool_definition(entry.upstream_tool))
    return Decision(
        QUARANTINE_CHECK,
        "refuse",
        f"quarantined: {first}; released by `tooldeck gateway approve {entry.exposed}@{sha}`",
    )


def _error(call_id: str, tool: str, kind: Any, message: str, hint: str, **error: Any) -> Answer:
    info = ErrorInfo(kind, message, hint, **error)
    return Answer(_result(call_id, tool, "error", message, error=info))


class Exposure:
    """What ``tools/list`` shows and where calls go; the base of every mode.

    Subclasses implement :meth:`tools`, :meth:`_refresh` and the meta-tool routing.

    Attributes:
        mode: ``full``, ``search`` or ``search-load``.
    """

    mode: str = "full"

    def __init__(self, catalog: Catalog) -> None:
        self._catalog = catalog
        self._by_name: dict[str, Entry] = {e.exposed: e for e in catalog.entries}
        self.unavailable: Callable[[str], ToolError | None] = lambda name: None
        """Set by the gateway: the error of the upstream that serves ``name`` and is not
        ready now (for a name not in the catalogue: it left the catalogue when it went
        down, or never started; for an active one: it went down and the catalogue has not
        caught up yet), or None when no such upstream is known."""
        self.down_upstreams: Callable[[], list[dict[str, Any]]] = lambda: []
        """Set by the gateway: the upstreams that are not ready now (down, restarting,
        starting), whose tools are therefore not in the catalogue, each as
        :func:`unavailable_item` writes it, config order; ``[]`` when all are ready."""

    @property
    def catalog(self) -> Catalog:
        """The catalogue the exposure answers from."""
        return self._catalog

    def tools(self, session: Any = None) -> list[Tool]:
        """The tools of ``tools/list`` now for ``session`` (a handshake-era connection;
        None: no session), in catalogue order (meta-tools after residents)."""
        raise NotImplementedError

    def _lists(self) -> list[list[Tool]]:
        """``tools/list`` of every session this exposure keeps state for (subclasses)."""
        return [self.tools()]

    def on_catalog(self, catalog: Catalog) -> bool:
        """Take a new catalogue (an upstream's ``listChanged``, a restart, an approval).

        Returns:
            True when ``tools/list`` changed: send ``notifications/tools/list_changed``.
        """
        before = self._lists()
        self._catalog = catalog
        self._by_name = {e.exposed: e for e in catalog.entries}
        self._refresh()
        return self._lists() != before

    def mark_stale(self) -> None:
        """An upstream announced a new tool list that is not read yet (no effect in full)."""

    def meta_tool(self, name: str) -> Tool | None:
        """The meta-tool (``search_tools``, ``call_tool``) listed as ``name``, or None
        (``full`` has none)."""
        return None

    def _refresh(self) -> None:
        """Follow a new catalogue (subclasses)."""

    def route(self, name: str, arguments: Any, *, call_id: str = "", session: Any = None) -> Route:
        """Where a ``tools/call`` of ``name`` with ``arguments`` goes (``session``: the
        client's handshake-era connection, or None; see :meth:`tools`).

        Returns:
            :class:`Forward` for an active tool; :class:`Answer` for a meta-tool or a
            refusal (unknown tool: ``unknown_tool`` with close names; quarantined
            tool: ``policy``, with the reason).
        """
        return self._direct(name, arguments, call_id)

    def _direct(self, name: str, arguments: Any, call_id: str, via: str | None = None) -> Route:
        entry = self._by_name.get(name)
        if entry is not None and entry.state == "active":
            down = self.unavailable(name)
            if down is not None:
                # its upstream is known down (a restart scheduled) before the catalogue
                # caught up: answered now, so nobody is asked to approve a call that
                # cannot go out (trial44 #8: asked, approved, then "is down")
                info = classify_exception(down, name)
                return Answer(_result(call_id, name, "error", down.message, error=info))
            return Forward(entry, arguments, via)
        if entry is not None:
            # the first line only: the lines under it quote the held definition (a
            # changed description's added text, a poisoning finding's sentence), which is
            # exactly what must not reach the model before a person approves it
            first = (entry.reason or "").split("\n", 1)[0].rstrip(":")
            reason = f": {first}" if first else ""
            answer = _error(
                call_id,
                name,
                "policy",
                f"{name} is quarantined{reason}",
                "do not retry; tell the user that this tool waits for a person's approval "
                "(tooldeck gateway approve)",
            )
            return Answer(
                dataclasses.replace(answer.result, decisions=(quarantine_decision(entry),))
            )
        return self._unknown(name, call_id)

    def _unknown(self, name: str, call_id: str) -> Answer:
        down = self.unavailable(name)
        if down is not None:  # its upstream is down: say so, not "no tool named"
            info = classify_exception(down, name)
            return Answer(_result(call_id, name, "error", down.message, error=info))
        active = [e for e in self._catalog.entries if e.state == "active"]
        # the upstream's own name, unprefixed ("echo" for everything__echo): what a model
        # that read the server's docs sends; first, then the names spelled alike
        same = [e.exposed for e in active if e.original == name]
        alike = suggest_names(name, [e.exposed for e in active])
        close = (same + [c for c in alike if c not in same])[:3]
        hint = (
            f"did you mean {' or '.join(repr(c) for c in close)}?"
            if close
            else "call one of the tools you were given; names are case-sensitive"
        )
        return _error(call_id, name, "unknown_tool", f"there is no tool named {name!r}", hint)


class FullExposure(Exposure):
    """``full``: every active tool, under its exposed name."""

    mode = "full"

    def tools(self, session: Any = None) -> list[Tool]:
        """Every active tool, catalogue order (the same for every session)."""
        return list(self._catalog.active())


class SearchExposure(Exposure):
    """``search`` / ``search-load``: residents plus ``search_tools`` and ``call_tool``.

    Args:
        catalog: the catalogue.
        load: ``search-load`` (found tools join ``tools/list``) instead of ``search``.
        resident: exposed-name patterns of tools always listed (fnmatch, case-sensitive).
        resident_read_only: also list every tool with ``readOnlyHint: true``.
        retriever: a factory of the retriever ranking the deferred tools (default:
            ``make_retriever(search_method)``).
        search_method: the select method of the default retriever, one of
            :data:`~tooldeck.select.methods.METHODS` (``tooldeck gateway
            --search-method``); None: :func:`search_method_default`.
        object_reading: the object reading of ``tooldeck select`` (the last stage of the
            ``hybrid`` method, on by default there: within the first 8 places, a tool whose
            enum value the request writes out, or whose name's objects the request names,
            goes up; :mod:`tooldeck.select.objects`); False turns it off (``tooldeck
            gateway --no-object-reading``: trial31 found "what time is it in New York"
            putting a weather tool with a ``"New York"`` enum first, and no switch in the
            gateway); None: the method's default. Other methods have no such stage.
        max_k: the largest ``k`` of ``search_tools`` (default 10; a call's default is 5).
        max_loaded: ``search-load``: most loaded tools at once (default 20).
        weak_below: the best dense cosine (0–1) under which ``search_tools`` answers that
            nothing fits (:data:`~tooldeck.select.deferred.WEAK_DENSE_COSINE`, 0.15, by
            default; 0 turns that check off: only a request sharing no word with any tool
            is then answered so). ``tooldeck gateway --no-match-below``. At 0.15 the check
            answered "nothing fits" to 4.5 % of the 3,650 tool-needing user requests of
            ``benchmarks/data/select_train`` (44 real decks) and caught 18 % of its 277
            no-tool ones; at 0.10 1.8 % and 9 %; at 0.06 0.8 % and 2 % (docs/gateway.md).

    An upstream tool exposed as ``search_tools`` or ``call_tool`` is hidden from
    ``tools/list`` by the meta-tool of that name; ``call_tool`` still reaches it
    (:attr:`shadowed` names them).

    Raises:
        ExposureError: ``max_k`` or ``max_loaded`` below 1, ``weak_below`` outside 0–1,
            an unknown ``search_method``, or (default retriever) a shipped weights file of
            that method missing or damaged (:func:`ready_retriever`).
    """

    def __init__(
        self,
        catalog: Catalog,
        *,
        load: bool = False,
        resident: Sequence[str] = (),
        resident_read_only: bool = False,
        retriever: Callable[[], Retriever] | None = None,
        search_method: str | None = None,
        object_reading: bool | None = None,
        max_k: int = 10,
        max_loaded: int = MAX_LOADED,
        weak_below: float = WEAK_DENSE_COSINE,
    ) -> None:
        for label, value in (("max_k", max_k), ("max_loaded", max_loaded)):
            if isinstance(value, bool) or not isinstance(value, int) or value < 1:
                raise ExposureError(f"exposure: {label} must be an integer ≥ 1, got {value!r}")
        self.weak_below = check_weak_below(weak_below)
        super().__init__(catalog)
        self.mode = "search-load" if load else "search"
        self.load = load
        self.resident_patterns = tuple(resident)
        self.resident_read_only = resident_read_only
        self.max_k = max_k
        self.max_loaded = max_loaded
        method = check_search_method(search_method)
        self.search_method = method if retriever is None else None
        """The select method ranking the deferred tools; None for a ``retriever`` given."""
        if object_reading is not None and not isinstance(object_reading, bool):
            raise ExposureError(
                f"exposure: object_reading must be True, False or None, got {object_reading!r}"
            )
        self.object_reading = object_reading
        """The object reading asked for (None: the method's default)."""
        if retriever is None:
            # built now, not at the first search_tools call: a missing or damaged weights
            # file refuses the start with its fix instead of failing every search
            first = [ready_retriever(method, object_reading)]

            def retriever() -> Retriever:
                if first:
                    return first.pop()
                return make_retriever(method, object_reading=object_reading)

        self._make_retriever = retriever
        self._lock = threading.Lock()  # one index build at a time (warm() runs in a thread)
        self._meta = search_meta_tools(max_k, load=load)
        self._search_validator = SchemaValidator(self._meta[0])
        self._call_validator = SchemaValidator(self._meta[1])
        self._deferred: DeferredCatalog | None = None
        self._pending: tuple[Deck, frozenset[str]] | None = None
        self._building = False
        self.index_error: str | None = None
        """The last failed build of the search index (``Kind: message``), cleared by the
        next build that succeeds; None when none failed."""
        self.index_built_s: float | None = None
        """Seconds the first build of the search index took (None: not built yet)."""
        self.closed = False
        """Set when the gateway stops (:meth:`close`): a build still running in its
        background thread then logs nothing more."""
        self._resident: tuple[Tool, ...] = ()
        # search-load: the loaded names, least recently used first: one set per
        # handshake-era session (weakly keyed: it ends with the connection), one shared
        self._loaded: OrderedDict[str, None] = OrderedDict()
        self._sessions: weakref.WeakKeyDictionary[Any, OrderedDict[str, None]] = (
            weakref.WeakKeyDictionary()
        )
        self._stale = False
        self._refresh()

    # --- state ---------------------------------------------------------------------------
    @property
    def resident(self) -> tuple[Tool, ...]:
        """The resident tools, catalogue order."""
        return self._resident

    @property
    def loaded(self) -> tuple[str, ...]:
        """``search-load``: the shared loaded set's names (clients without a session),
        least recently used first."""
        return tuple(self._loaded)

    def loaded_for(self, session: Any) -> tuple[str, ...]:
        """``search-load``: the names loaded for ``session`` (None: the shared set)."""
        return tuple(self._loaded_of(session))

    def _loaded_of(self, session: Any) -> OrderedDict[str, None]:
        if session is None:
            return self._loaded
        try:
            return self._sessions.setdefault(session, OrderedDict())
        except TypeError:  # not weak-referenceable: no per-session state possible
            return self._loaded

    @property
    def shadowed(self) -> tuple[str, ...]:
        """Active tools exposed under a meta-tool's name (reachable through call_tool)."""
        meta = {t.name for t in self._meta}
        return tuple(n for n in self._catalog.active().names if n in meta)

    @property
    def deferred(self) -> DeferredCatalog | None:
        """The search index over the deferred tools, brought up to date (None when nothing
        is deferred)."""
        return self._index()

    def warm(self) -> None:
        """Build (or bring up to date) the search index now rather than at the next
        ``search_tools`` call (it is built lazily: listing and following catalogue changes
        never wait for it). A started gateway calls it once in a background thread
        (:meth:`~tooldeck.gateway.server.GatewayServer.start_warm`); a ``search_tools`` call
        meanwhile waits only for the rest of that build (one lock).

        Raises:
            What the retriever's build raises (e.g. a damaged embedding cache); it is also
            kept in :attr:`index_error` until a build succeeds.
        """
        self._index()

    def close(self) -> None:
        """The gateway stopped: a build of the index still running in the background
        (:meth:`warm` in a daemon thread, which cannot be interrupted) finishes without a
        word, so its lines do not appear after the gateway's last one (nor in the log of
        whatever runs next in the process)."""
        self.closed = True

    def index_state(self) -> dict[str, Any]:
        """The search index now, for the gateway's status (``gateway.search_index``):
        ``{"state", "deferred_tools", "built_in_s", "error"}``. ``state``: ``warm`` (up to
        date with the catalogue: a ``search_tools`` call does not wait), ``building`` (a
        build or update runs now), ``failed`` (the last build raised: ``error`` says
        what; the next ``search_tools`` call tries again) or ``cold`` (not built, or the
        catalogue changed since: the next call builds or updates it). ``deferred_tools``:
        the tools the index covers (or will); ``built_in_s``: the first build's seconds.
        A lock-free read: a state that changes meanwhile is seen at the next call."""
        pending = self._pending
        if self._building:
            state = "building"
        elif self.index_error is not None:
            state = "failed"
        elif pending is None:
            state = "warm"
        else:
            state = "cold"
        if pending is not None:
            active, names = pending
            count = max(len(active) - len(names), 0)
        else:
            count = len(self._deferred.deferred) if self._deferred is not None else 0
        built = self.index_built_s
        return {
            "state": state,
            "deferred_tools": count,
            "built_in_s": None if built is None else round(built, 3),
            "error": self.index_error,
        }

    def _is_resident(self, tool: Tool) -> bool:
        if self.resident_read_only and tool.annotations.read_only_hint is True:
            return True
        return any(fnmatch.fnmatchcase(tool.name, p) for p in self.resident_patterns)

    def _refresh(self) -> None:
        active = self._catalog.active()
        meta = {t.name for t in self._meta}
        resident = tuple(t for t in active if t.name not in meta and self._is_resident(t))
        names = frozenset(t.name for t in resident)
        self._resident = resident
        self._pending = (active, names)  # indexed at the next search (or warm())
        for loaded in (self._loaded, *self._sessions.values()):
            for name in list(loaded):  # drop loaded tools that left or are quarantined
                if name not in active or name in names:
                    del loaded[name]
        self._stale = False

    def _index(self) -> DeferredCatalog | None:
        """The index over the current catalogue's deferred tools; re-indexes only when
        they changed (:meth:`DeferredCatalog.update`). Thread-safe: the gateway builds it
        in a worker thread (:meth:`warm`), so the event loop never waits for it."""
        with self._lock:
            return self._index_locked()

    def _index_locked(self) -> DeferredCatalog | None:
        if self._pending is None:
            return self._deferred
        self._building = True
        try:
            deferred = self._build_locked(self._pending)
        except Exception as exc:
            self.index_error = f"{type(exc).__name__}: {exc}".split("\n", 1)[0][:300]
            raise
        finally:
            self._building = False
        self.index_error = None
        return deferred

    def _build_locked(self, pending: tuple[Deck, frozenset[str]]) -> DeferredCatalog | None:
        active, names = pending
        if len(active) <= len(names):  # everything is listed: nothing to search
            self._deferred = None
        elif self._deferred is None:
            # the first build can take tens of seconds (an empty embedding cache: trial38
            # measured 24.6 s for 227 tools), and the search that asked waits: say so on
            # stderr (the gateway's log: warnings reach it with no handler configured)
            count = len(active) - len(names)
            _LOG.warning(
                "building the search index over %s (search_tools waits for it; the first "
                "build with an empty embedding cache takes longest)",
                plural(count, "deferred tool"),
            )
            began = time.monotonic()
            self._deferred = DeferredCatalog(
                active,
                self._make_retriever(),
                resident=PinPolicy(names=names),
                max_k=self.max_k,
                weak_below=self.weak_below or None,
                # the first English and first Chinese request load the model and the
                # dictionaries (trial46 #2: 0.6-10 s on a loaded 2-core machine): here,
                # while the first search_tools call waits for the index anyway
                warm=True,
            )
            self.index_built_s = time.monotonic() - began
            if not self.closed:
                _LOG.warning(
                    "search index built: %s in %.1f s",
                    plural(count, "deferred tool"),
                    self.index_built_s,
                )
        else:
            self._deferred.policy = PinPolicy(names=names)
            self._deferred.update(active)
        if self._pending is pending:  # a newer catalogue that came meanwhile stays pending
            self._pending = None
        return self._deferred

    def mark_stale(self) -> None:
        """``search_tools`` answers ``retryable`` errors until :meth:`on_catalog`."""
        self._stale = True

    def meta_tool(self, name: str) -> Tool | None:
        """``search_tools`` or ``call_tool`` as listed, or None for another name."""
        return next((t for t in self._meta if t.name == name), None)

    # --- tools/list ------------------------------------------------------------------------
    def tools(self, session: Any = None) -> list[Tool]:
        """Residents, the two meta-tools, then (``search-load``) the tools loaded for
        ``session``."""
        out = [*self._resident, *self._meta]
        chosen = self._loaded_of(session) if self.load else None
        if chosen:
            loaded = set(chosen)
            out.extend(t for t in self._catalog.active() if t.name in loaded)
        return out

    def _lists(self) -> list[list[Tool]]:
        return [self.tools(), *(self.tools(s) for s in list(self._sessions))]

    # --- routing ---------------------------------------------------------------------------
    def route(self, name: str, arguments: Any, *, call_id: str = "", session: Any = None) -> Route:
        """``search_tools`` answered here; ``call_tool`` unwrapped into a :class:`Forward`;
        any other active tool forwarded (listed or not: ``call_tool`` reaches it anyway).
        ``session``: whose loaded set a search or call updates (``search-load``)."""
        if name == SEARCH_TOOL_NAME:
            return self._search(arguments, call_id, session)
        if name == CALL_TOOL_NAME:
            return self._call(arguments, call_id, session)
        routed = self._direct(name, arguments, call_id)
        self._touch(routed, name, session)
        return routed

    def _touch(self, routed: Route, name: str, session: Any) -> None:
        """A forwarded call of a loaded tool makes it the most recently used."""
        if isinstance(routed, Forward) and self.load:
            loaded = self._loaded_of(session)
            if name in loaded:
                loaded.move_to_end(name)

    def _invalid(self, tool: Tool, arguments: Any, call_id: str) -> Answer | None:
        validator = self._search_validator if tool is self._meta[0] else self._call_validator
        value = thaw(arguments) if arguments is not None else None
        try:  # what the runtime checks first: the validator cannot read a lone surrogate
            check_json_value(value)
        except ArgumentError as exc:
            refused = (Violation(exc.pointer, exc.message, "type", exc.hint),)
            message = f"{tool.name}: {exc.message}"
            return _error(
                call_id, tool.name, "invalid_arguments", message, exc.hint, violations=refused
            )
        violations = validator.violations(value)
        if not violations:
            return None
        first = violations[0]
        return _error(
            call_id,
            tool.name,
            "invalid_arguments",
            f"{tool.name}: {first.message}" + (f" at {first.pointer}" if first.pointer else ""),
            first.hint or "fix the arguments and call again",
            violations=violations,
        )

    def _call(self, arguments: Any, call_id: str, session: Any = None) -> Route:
        bad = self._invalid(self._meta[1], arguments, call_id)
        if bad is not None:
            return bad
        name = arguments["name"]
        if name in (SEARCH_TOOL_NAME, CALL_TOOL_NAME) and name not in self.shadowed:
            return _error(
                call_id,
                CALL_TOOL_NAME,
                "invalid_arguments",
                f"call_tool cannot call the meta-tool {name!r}",
                f"call {name} directly",
            )
        routed = self._direct(name, arguments.get("arguments", {}), call_id, CALL_TOOL_NAME)
        self._touch(routed, name, session)
        return routed

    def _search(self, arguments: Any, call_id: str, session: Any = None) -> Answer:
        query = arguments.get("query") if isinstance(arguments, Mapping) else None
        too_long = query_too_long(query) if isinstance(query, str) else None
        if too_long is not None:  # before the schema check, which would quote the value
            fix = f"use at most {MAX_QUERY_CHARS:,} characters: name the action and its object"
            return _error(
                call_id,
                SEARCH_TOOL_NAME,
                "invalid_arguments",
                too_long,
                fix,
                violations=(Violation("/query", too_long, "maxLength", fix),),
            )
        if isinstance(query, str) and not query.strip():  # the schema's pattern, in words
            return _query_refused(call_id, "search_tools: query is blank")
        bad = self._invalid(self._meta[0], arguments, call_id)
        if bad is not None:
            return bad
        query = arguments["query"]
        if self._stale:
            return _error(
                call_id,
                SEARCH_TOOL_NAME,
                "retryable",
                "an upstream's tool list changed and is being read again; the search "
                "index is not answered from the old list",
                "retry the same search in a moment",
                retry_after=1.0,
            )
        k = arguments.get("k", default_k(self.max_k))
        with self._lock:  # not while warm() re-indexes in a worker thread
            index = self._index_locked()
            try:
                match = index.match({"query": query, "k": k}) if index is not None else None
            except (StaleIndexError, CrossLingualError, DenseUnavailableError):
                raise  # not the query's fault
            except SelectError as exc:  # the retriever refused the query (a lone surrogate)
                return _query_refused(call_id, f"search_tools: {exc}")
        ranked = match.ranked if match is not None else []
        no_match = match is not None and match.no_match
        kind = score_kind(index.retriever) if index is not None else "score"
        found = [tool for tool, _ in ranked]
        items = [
            search_item(rank, t, score, kind, weak=no_match)
            for rank, (t, score) in enumerate(ranked, 1)
        ]
        # neither a no-match answer's closest tools nor weak matches (SearchMatch.weak) are
        # loaded: they stay reachable through call_tool, and tools/list is not filled with
        # tools an out-of-scope request only brushed (trial36b N1)
        weak = match is not None and match.weak
        changed, unloaded = (
            self._load([t.name for t in found], self._loaded_of(session))
            if self.load and not no_match and not weak
            else (False, [])
        )
        summary = (
            match.nothing_fits(echoed_query(query), len(index.deferred), len(self._resident))
            if no_match and match is not None and index is not None
            else self._summary(query, found, unloaded, index, loaded=not weak)
        )
        if weak and match is not None:  # listed (not loaded), said to be weak
            summary += " " + match.weak_note()
        held = held_matches(query, self._catalog.quarantined())
        if held:
            summary += " " + held_note(held)
        fields = dict(match.fields) if match is not None else {}  # the agent loop's too
        down = self.down_upstreams()
        if down:  # trial44 HIGH: a down upstream's tools are not searched; said, always
            for item in down:
                item["matches"] = name_matches(query, item.pop("pairs"))
            note = unavailable_note(down)
            # before a no-match answer's "tell the user so": the model reads the reason
            # first that the answer may be incomplete
            summary = f"{note} {summary}" if no_match or index is None else f"{summary} {note}"
            fields["unavailable_upstreams"] = down
        return Answer(
            _result(
                call_id,
                SEARCH_TOOL_NAME,
                match.status if match is not None else "empty",
                summary,
                items=items,
                ran=True,
            ),
            list_changed=changed,
            fields=fields,
        )

    def _load(self, names: list[str], loaded: OrderedDict[str, None]) -> tuple[bool, list[str]]:
        """Add ``names`` (best first) to ``loaded``; returns (changed, unloaded)
        (:func:`~tooldeck.select.deferred.load_names`, as the agent loop's)."""
        return load_names(loaded, names, self.max_loaded)

    def _summary(
        self,
        query: str,
        found: list[Tool],
        unloaded: list[str],
        index: DeferredCatalog | None,
        *,
        loaded: bool = True,
    ) -> str:
        if index is None:
            return "No tools to search: every active tool is already listed."
        names = ", ".join(t.name for t in found)
        shown = echoed_query(query)
        order = _order_words(index.retriever)
        if not self.load:
            return (
                f"{plural(len(found), 'tool')} for {shown}, {order}: {names}. "
                "Call one with call_tool."
            )
        if not loaded:  # search-load's weak matches: listed here, not added to tools/list
            return (
                f"{plural(len(found), 'tool')} for {shown}, {order}, not added to your tool "
                f"list (weak matches): {names}. Call one with call_tool."
            )
        text = (
            f"{plural(len(found), 'tool')} for {shown}, {order}, added to your tool list: {names}."
        )
        if unloaded:
            reach = "search again or use call_tool to reach them"
            text += " " + unloaded_note(unloaded, self.max_loaded, reach)
        return text


_QUERY_WORD = re.compile(r"\w+")
_CJK = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")


@functools.cache
def _zh_en_expander() -> CrossLingualExpander:
    return CrossLingualExpander(directions=frozenset({"zh-en"}))


def _english_words(query: str) -> list[str]:
    """The English words of a Chinese ``query`` (:func:`held_matches`); none when the
    dictionary cannot be read (the note is a courtesy: the search still answers)."""
    try:
        return _zh_en_expander().translations(query)
    except (CrossLingualError, SelectError):
        return []


def _words(name: str) -> list[str]:
    """The words of a tool name (:func:`tooldeck.credentials.name_words`: snake_case,
    kebab-case, camelCase in any cased script, case-folded), those of at least 3
    characters."""
    return [w for w in name_words(name) if len(w) >= 3]


def held_matches(query: str, held: Sequence[Entry]) -> list[str]:
    """The exposed names of quarantined tools (``held``) whose own name's words the query
    uses: at least half of them and at least two (one for a one-word name), a word
    counting when a query word equals it or one of the two begins with the other and the
    shorter has 4+ characters (``strings`` ~ ``string``). Only the upstream's tool name is
    read, never the held definition's text (it may be the poisoned part). A query in
    A Chinese query is read with its English words as well (the select stage's
    cross-lingual dictionary: CC-CEDICT glosses and the software glossary,
    :meth:`~tooldeck.select.crosslingual.CrossLingualExpander.translations`), so
    ``生成随机字符串`` names ``generate_random_string``; a query in another script
    matches by the words it shares with the names only (docs/gateway-exposure.md)."""
    return name_matches(query, [(entry.exposed, entry.original) for entry in held])


def name_matches(query: str, names: Sequence[tuple[str, str]]) -> list[str]:
    """The exposed names of ``names`` (pairs of exposed name and the upstream's own tool
    name) whose own name's words ``query`` uses, as :func:`held_matches` reads them (that
    function's rule; the name only, never a description)."""
    said = [w.casefold() for w in _QUERY_WORD.findall(query)]
    if names and _CJK.search(query):
        said += [w.casefold() for w in _QUERY_WORD.findall(" ".join(_english_words(query)))]

    def used(word: str) -> bool:
        return any(
            q == word
            or (min(len(q), len(word)) >= 4 and (q.startswith(word) or word.startswith(q)))
            for q in said
        )

    out = []
    for exposed, original in names:
        words = list(dict.fromkeys(_words(original)))
        if not words:
            continue
        hits = sum(1 for w in words if used(w))
        if hits >= min(2, len(words)) and 2 * hits >= len(words):
            out.append(exposed)
    return out


def held_note(names: Sequence[str]) -> str:
    """The ``search_tools`` summary's note naming quarantined tools whose names match the
    query (:func:`held_matches`; trial42 LOW: after a quarantine the search answered other
    tools with no word that the matching one was held, and the model would use a
    neighbour for its job)."""
    listed = ", ".join(names)
    return (
        f"Held for a person's review, not callable until approved: {listed} "
        f"({'its' if len(names) == 1 else 'their'} name matches this request). If the "
        "request needs it, tell the user it waits for approval (tooldeck gateway approve) "
        "instead of using another tool for its job."
    )


UNAVAILABLE_NAMES = 10
"""Most tool names a ``search_tools`` answer lists for one unavailable upstream (then a
count)."""


def unavailable_item(
    upstream: str, state: str, error: ToolError, pairs: Sequence[tuple[str, str]] | None
) -> dict[str, Any]:
    """One member of a ``search_tools`` answer's ``unavailable_upstreams``: ``upstream``
    (its config name), ``state`` (``down``: it failed and waits to restart; ``starting``:
    a start is under way), ``tools`` (how many active tools it listed when last ready;
    None: never listed since the gateway started), ``names`` (their exposed names, at
    most :data:`UNAVAILABLE_NAMES`), ``kind`` and ``reason`` (the error a call of one of
    its tools gets now, :meth:`~tooldeck.gateway.upstreams.Upstream.unavailable`) and
    ``retry_after`` (seconds until the gateway's next start of it; None when it is not
    expected to come back by itself). ``pairs`` (exposed, the upstream's own name) are
    kept under ``pairs`` for :func:`name_matches`; the search replaces them with
    ``matches``."""
    listed = list(pairs) if pairs is not None else None
    return {
        "upstream": upstream,
        "state": state,
        "tools": len(listed) if listed is not None else None,
        "names": [exposed for exposed, _ in (listed or [])[:UNAVAILABLE_NAMES]],
        "kind": error.kind,
        "reason": error.message,
        "retry_after": error.retry_after,
        "pairs": listed or [],
    }


def unavailable_note(down: Sequence[Mapping[str, Any]]) -> str:
    """The ``search_tools`` summary's note on the upstreams that are not ready
    (:func:`unavailable_item`, with ``matches``): their tools were not searched, and the
    model is told not to conclude that no tool fits (trial44 HIGH: the answer read as if
    the tools did not exist, and a model told the user so, or used a wrong tool)."""
    parts = []
    for item in down:
        count = item["tools"]
        if count is None:
            tools = "tools not listed yet"
        else:
            names = ", ".join(item["names"])
            more = count - len(item["names"])
            tools = f"{plural(count, 'tool')}" + (
                f": {names}{f' and {more} more' if more > 0 else ''}" if names else ""
            )
        wait = item["retry_after"]
        if wait is None and item["state"] == "starting":  # a start under way has no wait
            when = "; being started now, retry in a moment"
        elif wait is None:
            when = "; not expected back soon"
        elif wait < 0.1:  # its restart is due or under way
            when = "; being restarted now, retry in a moment"
        else:
            when = f"; retry after {wait:.1f} s"
        matches = item.get("matches") or []
        match = (
            f"; {', '.join(matches)} {'has a name' if len(matches) == 1 else 'have names'} "
            "matching this request"
            if matches
            else ""
        )
        parts.append(f"`{item['upstream']}` ({item['state']}, {tools}{when}{match})")
    which = "upstream" if len(parts) == 1 else "upstreams"
    return (
        f"Not searched, unavailable now: {which} {'; '.join(parts)} "
        "(unavailable_upstreams says why). If the request may need one of their tools, "
        "retry after the wait or tell the user that server is unavailable; do not say no "
        "tool exists for it, nor use another tool for its job."
    )


def _order_words(retriever: Retriever) -> str:
    """How ``search_tools`` items are ordered, in words: "best first by BM25 score", or,
    where the score does not decide the order (:func:`~tooldeck.select.base.ordered_by`:
    the hybrid's re-ranker), that the order is the retriever's own."""
    words = _SCORE_WORDS.get(score_kind(retriever), "score")
    if ordered_by(retriever) is not None:  # a re-ranker or interleaved clauses: long words
        return f"best first by the retriever's own order ({words}: need not fall with rank)"
    return f"best first by {words}"


_SCORE_WORDS = {
    "bm25": "BM25 score",
    "cosine": "cosine similarity",
    "rrf": "fused (RRF) score",
    "convex": "fused score",
}


def make_exposure(
    catalog: Catalog,
    mode: str = "full",
    *,
    resident: Sequence[str] = (),
    resident_read_only: bool = False,
    retriever: Callable[[], Retriever] | None = None,
    search_method: str | None = None,
    object_reading: bool | None = None,
    max_k: int = 10,
    max_loaded: int = MAX_LOADED,
    weak_below: float = WEAK_DENSE_COSINE,
) -> Exposure:
    """The exposure of ``mode`` over ``catalog`` (options: see :class:`SearchExposure`;
    they do not apply to ``full``).

    Raises:
        ExposureError: an unknown mode, or an option out of range.
    """
    if mode == "full":
        check_search_method(search_method)
        check_weak_below(weak_below)
        return FullExposure(catalog)
    if mode in ("search", "search-load"):
        return SearchExposure(
            catalog,
            load=mode == "search-load",
            resident=resident,
            resident_read_only=resident_read_only,
            retriever=retriever,
            search_method=search_method,
            object_reading=object_reading,
            max_k=max_k,
            max_loaded=max_loaded,
            weak_below=weak_below,
        )
    raise ExposureError(f"unknown exposure mode {mode!r}; known: {', '.join(MODES)}")


def exposure_for(config: GatewayConfig, catalog: Catalog, **options: Any) -> Exposure:
    """:func:`make_exposure` with the config's ``mode``, ``resident`` patterns and
    ``resident_read_only``; ``options`` are the other keywords of :func:`make_exposure`."""
    options.setdefault("resident_read_only", config.resident_read_only)
    return make_exposure(catalog, config.mode, resident=config.resident, **options)
