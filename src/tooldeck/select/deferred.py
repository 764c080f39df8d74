"""Deferred loading: a ``search_tools`` meta-tool the model calls to fetch tools on demand.

The pattern of Anthropic's tool search tool (``defer_loading`` on a tool; the model
searches and gets ``tool_reference`` results) and of OpenAI's tool search: only resident
tools and the meta-tool are declared up front; when the model calls ``search_tools``, the
runtime answers from a retriever and the matched tools' full declarations are sent with
the next request. :mod:`tooldeck.cost.recommend` recommends it once a full deck takes
more than 84 % of the window (a 68-tool deck on 8k).

Freshness: a catalogue built from an MCP server goes stale when the
server sends ``notifications/tools/list_changed``. :meth:`DeferredCatalog.mark_stale`
records that; until :meth:`DeferredCatalog.update` has indexed the new list, every answer
raises :class:`StaleIndexError` instead of choosing from the old list. ``update`` only
re-indexes when the deck changed; the dense retriever's embedding cache makes that
incremental (only new or changed tool texts are embedded).
"""

from __future__ import annotations

import dataclasses
import re
from collections import OrderedDict
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Literal

from tooldeck.formats import export
from tooldeck.formats.base import ExportResult
from tooldeck.jsonvalue import JSONValue, freeze, thaw
from tooldeck.select.base import (
    Retriever,
    ScoredTool,
    SelectError,
    StaleIndexError,
    check_deck,
    score_kind,
    timed_warm_up,
)
from tooldeck.select.methods import CrossLingual, default_method, make_retriever
from tooldeck.select.pinned import PinPolicy
from tooldeck.select.tokenize import common_words, without_common_words
from tooldeck.tool import Deck, Tool, ToolAnnotations

__all__ = [
    "CAUTION_DENSE_COSINE",
    "DEFAULT_K",
    "MAX_LOADED",
    "MAX_QUERY_CHARS",
    "NAMESPACE_SEPARATOR",
    "NOT_BLANK",
    "QUERY_FIX",
    "SEARCH_TOOL_NAME",
    "WEAK_DENSE_COSINE",
    "WEAK_SHOWN",
    "DeferredCatalog",
    "SearchMatch",
    "best_dense_score",
    "check_weak_below",
    "default_k",
    "judge_match",
    "lexical_index",
    "load_names",
    "ranking_shares_a_term",
    "request_shares_a_term",
    "search_tools_tool",
    "shared_namespace",
    "unloaded_note",
    "without_namespace",
]

NAMESPACE_SEPARATOR = "__"
"""What joins a server's namespace and a tool's own name in a gateway's or client's exposed
names (``bm__add_bookmark`` of tooldeck gateway, ``mcp__github__create_issue`` of Claude
Code)."""


def shared_namespace(names: Iterable[str], separator: str = NAMESPACE_SEPARATOR) -> str:
    """The namespace every one of ``names`` opens with: their longest common start, cut
    after its last ``separator`` (``["bm__add_bookmark", "bm__add_note"]`` → ``"bm__"``,
    ``["mcp__gh__a", "mcp__gh__b"]`` → ``"mcp__gh__"``); ``""`` when there is none, when
    a name is the namespace alone, or for no names. ``["get_a", "get_b"]`` has none: a
    shared word joined by one underscore is part of the tools' own names."""
    listed = list(names)
    if not listed or not separator:
        return ""
    first, last = min(listed), max(listed)  # the common start of all is theirs
    length = 0
    while length < len(first) and first[length] == last[length]:
        length += 1
    common = first[:length]
    cut = common.rfind(separator)
    if cut <= 0:
        return ""
    prefix = common[: cut + len(separator)]
    return "" if any(len(name) == len(prefix) for name in listed) else prefix


def without_namespace(deck: Deck, separator: str = NAMESPACE_SEPARATOR) -> Deck:
    """``deck`` as its server wrote it when every tool's name opens with one namespace
    (:func:`shared_namespace`): each name without it, and the namespace taken out of the
    descriptions (the tool's and its parameters') where it opens a word (a gateway
    rewrites a mention of a sibling tool to its exposed name: "the id add_bookmark
    returns" → "… bm__add_bookmark …"). Unchanged (the same object) when there is none.

    Why: a word every tool carries tells no tool apart, yet it is read as one (a BM25
    term of every name, and in each tool's embedding): behind a gateway of one upstream,
    ``search_tools`` ranked "保存书签" add, delete, export where ``tooldeck select`` on
    the server's own tools ranked add, export, get (trial40b N2). Both read the tools
    through this, so the same tools rank the same either way. A gateway of several
    upstreams has no shared namespace: its prefixes tell servers apart and stay.
    """
    prefix = shared_namespace(deck.names, separator)
    if not prefix:
        return deck
    mention = re.compile(rf"(?<![A-Za-z0-9_]){re.escape(prefix)}(?=[A-Za-z0-9_])")

    def unmentioned(value: JSONValue, key: str | None = None) -> JSONValue:
        if isinstance(value, str):
            return mention.sub("", value) if key == "description" else value
        if isinstance(value, dict):
            return {k: unmentioned(v, k) for k, v in value.items()}
        if isinstance(value, list):
            return [unmentioned(v) for v in value]
        return value

    tools = [
        tool.replace(
            name=tool.name[len(prefix) :],
            description=mention.sub("", tool.description),
            input_schema=freeze(unmentioned(thaw(tool.input_schema))),
        )
        for tool in deck
    ]
    return Deck(tools, groups=deck.groups, name=deck.name, description=deck.description)


def lexical_index(tools: Iterable[Tool], *, crosslingual: CrossLingual = "auto") -> Retriever:
    """A ``bm25`` index (:func:`make_retriever`: the name, description, parameters and enum
    values; Chinese words glossed in English unless ``crosslingual`` is False, as the
    ranking's own setting) of ``tools``, for :func:`request_shares_a_term`."""
    index = make_retriever("bm25", crosslingual=crosslingual)
    index.index(Deck(tools) if not isinstance(tools, Deck) else tools)
    return index


def request_shares_a_term(query: str, lexical: Retriever, *, content_only: bool = False) -> bool:
    """True when at least one tool shares a term with ``query``: its score in ``lexical``
    (a retriever whose scores are BM25, e.g. :func:`lexical_index`) is above 0. False is
    the honest "nothing matched": no word of the query occurs in any tool's text
    (``"zzzz qqqq"``); ``search_tools`` then lists nothing and ``tooldeck select`` says so.
    ``content_only``: the common function words of the query
    (:data:`~tooldeck.select.tokenize.STOPWORDS`: ``the``, ``of`` …, which occur in nearly
    every description) do not count, so ``"the"`` shares nothing; the check of a ranking
    with no dense list, where BM25's scores are the only evidence (with a dense list, the
    cosine bar judges a request that shares only such words).

    Raises:
        SelectError: ``query`` is blank.
    """
    if content_only and query.strip():
        query = without_common_words(query)
        if not any(c.isalnum() for c in query):
            return False  # only common words ("the", "of"): they occur in nearly any tool
    hits = lexical.search(query, 1)
    return bool(hits) and hits[0][1] > 0


WEAK_DENSE_COSINE = 0.15
"""Below this best dense cosine (:func:`best_dense_score`) a request that shares words with
tools is still answered "nothing fits" (:meth:`DeferredCatalog.match`). Chosen on the dev
cases of ``benchmarks/data/select_real`` (the five real MCP decks, the default ``hybrid``
method): the lowest best cosine of the 351 dev in-scope requests (user sentences and
model-style queries) is 0.154, so no dev in-scope request is flagged and recall@5 is
unchanged; 3 of the 16 dev no-tool requests (cosines 0.081, 0.123, 0.139) fall below it.
Every one of the 16 shares a word with some tool of its deck, so the lexical check alone
flags none. Holdout cases and ``select_blind`` were not used to choose it; measured once
after: 0 of 9 holdout no-tool requests flagged, 1 of 85 holdout in-scope user sentences
flagged (``benchmarks/bench_gateway_search.py --recall``; docs/gateway-exposure.md)."""


CAUTION_DENSE_COSINE = 0.25
"""Below this best dense cosine (and at or above the "nothing fits" bar,
:data:`WEAK_DENSE_COSINE`) a ``search_tools`` answer still lists — and ``search-load``
still loads — its matches, ``success``, but says they are weak (``weak_match: true`` in
the envelope; :attr:`SearchMatch.weak`): the model is told to check that one fits and
to tell the user when none does. A note, not a verdict, so recall is unchanged.

Measured on the dev cases of ``benchmarks/data/select_real`` only (the five real decks,
the default ``hybrid`` method, main at d8acfaed, 2026-12-06; no holdout, no blind set):
8 of the 16 dev no-tool requests have a best cosine below 0.25 (5 of them from 0.15 up:
0.183–0.247), and 20 of the 158 dev in-scope user sentences (0.163–0.246), whose answers
keep their tools; none of the 193 dev model-style queries (the form a model writes a
``search_tools`` query in; lowest 0.298). Raising the "nothing fits" bar instead would
hide right answers: at 0.17 one in-scope user sentence loses its tools (recall@5 of user
sentences 132 → 131 of 158) and no further no-tool request is caught; at 0.20, 6 of 16
no-tool requests against 6 hits lost; at 0.25, 8 of 16 against 16. A best-minus-mean or
z-score rule did worse at equal recall (measured the same way: none caught before the
first hit is lost, except one no-tool request by best-minus-mean). So the bar stays where
no dev hit is lost, and this band says "weak" instead."""


def check_weak_below(value: object, *, name: str = "weak_below", off: str = "None") -> float:
    """``value`` as the "nothing fits" cosine bar (:data:`WEAK_DENSE_COSINE`): a number
    from 0 to 1, returned as a float. The one check of :class:`DeferredCatalog` and the
    gateway (``tooldeck.gateway.exposure.check_weak_below``, ``--no-match-below``).

    Args:
        value: the bar given.
        name: how the message names the option.
        off: what turns the bar off, for the message (the catalogue's None, the
            gateway's 0).

    Raises:
        SelectError: not a number (a bool, a string such as ``"0.2"``), NaN, or outside
            0–1 (a bar above every cosine would answer every search "nothing fits").
    """
    if isinstance(value, bool) or not isinstance(value, int | float) or not 0 <= value <= 1:
        raise SelectError(f"{name} must be a number from 0 to 1 ({off}: off), got {value!r}")
    return float(value)


WEAK_SHOWN = 3
"""Most tools a "nothing fits" answer still lists, closest first, marked as weak matches."""


def best_dense_score(retriever: Retriever, query: str) -> float | None:
    """The highest cosine similarity (−1…1) between ``query`` and a tool of ``retriever``'s
    index in its dense list (MiniLM), as that list sees the request: through the wrappers'
    own rewriting (acronyms expanded, Chinese words glossed) and, in a hybrid, the adapter
    (:meth:`~tooldeck.select.hybrid.HybridRetriever.candidates`, the whole request). None
    for a retriever with no dense list (``bm25``) or one this does not know how to read.

    Raises:
        SelectError: nothing is indexed.
    """
    from tooldeck.select.dense import DenseRetriever
    from tooldeck.select.hybrid import HybridRetriever

    inner, query = _read_through(retriever, query)
    if isinstance(inner, HybridRetriever):
        dense = inner.dense_cosines(query)
        return float(dense.max()) if len(dense) else None
    if isinstance(inner, DenseRetriever):
        scores = inner.scores(query)
        return float(scores.max()) if len(scores) else None
    return None


def _read_through(retriever: Retriever, query: str) -> tuple[object, str]:
    """The first retriever under ``retriever``'s request-rewriting wrappers (acronyms
    expanded, Chinese glossed where the inner one does not expand itself) and ``query`` as
    they rewrite it: what :func:`best_dense_score` and :func:`ranking_shares_a_term` read."""
    from tooldeck.select.acronyms import AcronymRetriever
    from tooldeck.select.crosslingual import CrossLingualRetriever

    inner: object = retriever
    while True:
        if isinstance(inner, AcronymRetriever):
            query, inner = inner.rewrite(query), inner.inner
        elif isinstance(inner, CrossLingualRetriever):
            if not hasattr(inner.inner, "expand_request"):  # else the inner one expands
                query = inner.expander.expand(query)
            inner = inner.inner
        else:
            return inner, query


def ranking_shares_a_term(retriever: Retriever, query: str) -> bool | None:
    """Whether a tool shares a word with ``query`` as ``retriever``'s ranking reads the
    request: the BM25 list of a hybrid
    (:meth:`~tooldeck.select.hybrid.HybridRetriever.lexical_scores` above 0), after the
    wrappers' own rewriting (acronyms expanded, web addresses read as "URL", Chinese
    words glossed) and through the hybrid's readings (the action without a colon's
    payload, an English request's file names as the word "file", the deck's verb for a
    thing the request makes, each clause). None for a retriever with no such list (a
    ``bm25`` one is its own evidence; ``dense``).

    Why: the "nothing fits" check's own index (:func:`lexical_index`) reads the request
    as written, so a request the ranking matched by its readings was answered "nothing
    fits" ("which redis version does group/backend's docker-compose.yml use?" over
    GitLab's nine tools shares no word as written; read as the ranking reads it, its file
    name is a file and ``get_file_contents`` ranks first; forty-seventh session).

    Raises:
        SelectError: ``query`` is blank, or nothing is indexed.
    """
    from tooldeck.select.hybrid import HybridRetriever

    inner, query = _read_through(retriever, query)
    if isinstance(inner, HybridRetriever):
        scores = inner.lexical_scores(query)
        return bool(len(scores)) and float(scores.max()) > 0
    return None


def judge_match(
    query: str, retriever: Retriever, lexical: Retriever, bar: float | None = WEAK_DENSE_COSINE
) -> tuple[bool, float | None, bool]:
    """Whether anything fits ``query``: ``(shares_a_term, best_dense, no_match)``.

    ``shares_a_term`` is :func:`request_shares_a_term` over ``lexical`` (BM25 scores),
    or, where that finds no shared word, :func:`ranking_shares_a_term` (the request as
    ``retriever``'s ranking reads it: its hybrid's BM25 list after the acronyms, glosses
    and readings; forty-seventh session);
    ``best_dense`` is :func:`best_dense_score` of ``retriever`` (None without a dense
    list: then common function words do not count as shared, ``content_only``);
    ``no_match`` is True when no word is shared,
    or when the best cosine is below ``bar`` (None: no bar). The one verdict
    :meth:`DeferredCatalog.match` (the gateway's ``search_tools``) and ``tooldeck select``'s
    notes give.

    Raises:
        SelectError: ``query`` is blank, or nothing is indexed.
    """
    best = best_dense_score(retriever, query)
    # without a dense list, BM25 is the only evidence: a common word alone is none
    shares = request_shares_a_term(query, lexical, content_only=best is None)
    if not shares and best is not None:
        shares = bool(ranking_shares_a_term(retriever, query))
    weak = best is not None and bar is not None and best < bar
    return shares, best, not shares or weak


@dataclasses.dataclass(frozen=True)
class SearchMatch:
    """What :meth:`DeferredCatalog.match` found for a ``search_tools`` request.

    Attributes:
        ranked: the tools and the retriever's scores, best first: the matches, or when
            ``no_match`` the closest few (at most :data:`WEAK_SHOWN`, none for a ``bm25``
            ranking, which has nothing to rank them by) as weak matches.
        no_match: nothing fits: no tool shares a word with the request
            (:func:`request_shares_a_term`), or the best dense cosine is below the bar.
        shares_a_term: some tool shares a word with the request.
        best_dense: the best dense cosine (:func:`best_dense_score`), None without a
            dense list.
        bar: the cosine bar applied (None: none).
    """

    ranked: list[ScoredTool]
    no_match: bool
    shares_a_term: bool
    best_dense: float | None = None
    bar: float | None = None
    caution: float | None = None
    """The cosine under which matches are called weak although they are listed
    (:data:`CAUTION_DENSE_COSINE`; None: never)."""
    common: tuple[str, ...] = ()
    """A ``bm25`` ranking's request's common function words
    (:func:`~tooldeck.select.tokenize.common_words`), which do not count as a shared word
    there."""

    @property
    def status(self) -> Literal["success", "empty"]:
        """The ``status`` of a ``search_tools`` answer (the gateway's and the agent
        loop's): ``empty`` when nothing fits or nothing was ranked, even with weak matches
        listed (code that routes on ``status`` must not count a miss as a hit), else
        ``success``."""
        return "empty" if self.no_match or not self.ranked else "success"

    @property
    def weak(self) -> bool:
        """Matches are listed but weak: the best dense cosine is at or above the "nothing
        fits" bar and below :attr:`caution` (:data:`CAUTION_DENSE_COSINE`)."""
        return (
            not self.no_match
            and bool(self.ranked)
            and self.best_dense is not None
            and self.caution is not None
            and self.best_dense < self.caution
        )

    @property
    def fields(self) -> dict[str, Any]:
        """The members a ``search_tools`` answer adds to its envelope after ``summary``
        (the gateway's and the agent loop's): ``{"no_match": True}`` when nothing fits,
        ``{"weak_match": True}`` when the matches listed are weak (:attr:`weak`), else
        none."""
        if self.no_match:
            return {"no_match": True}
        return {"weak_match": True} if self.weak else {}

    def weak_note(self) -> str:
        """The sentence a ``search_tools`` answer whose matches are weak (:attr:`weak`)
        ends its summary with ('' otherwise): that they are weak, the similarity, and to
        tell the user when none fits (the gateway's and the agent loop's)."""
        if not self.weak:
            return ""
        return (
            f"These are weak matches (best similarity {self.best_dense or 0.0:.3f}, below "
            f"{self.caution or 0.0:.3f}; weak_match: true): check that one does what was "
            "asked before calling it; if none does, the request may be outside what these "
            "tools do: tell the user so rather than call one of them."
        )

    def nothing_fits(self, query_shown: str, searched: int, residents: int = 0) -> str:
        """The text of a ``no_match`` answer (the gateway's ``search_tools`` and the agent
        loop's say the same): that nothing fits and why, what the model should do, and the
        weak matches named as such.

        Args:
            query_shown: the request as the answer repeats it (quoted, possibly cut).
            searched: how many tools were searched.
            residents: tools already in the model's list, which were not searched: the
                advice then says they may fit instead of "tell the user so" (session 22's
                breaker: a resident that fitted exactly was given up on).
        """
        tools = f"{searched:,} tool{'' if searched == 1 else 's'}"
        if not self.shares_a_term:
            besides = (
                f" besides common words ({', '.join(self.common)}), which occur in nearly "
                "every description and do not count as a match,"
                if self.common
                else ""
            )
            why = (
                f"no word of it{besides} occurs in the name, description or parameters of any "
                f"of the {tools} searched"
            )
        else:
            why = (
                f"none of the {tools} searched is close in meaning (best similarity "
                f"{self.best_dense or 0.0:.3f}, below {self.bar or 0.0:.3f})"
            )
        if residents:
            one = residents == 1
            listed = f"{residents:,} tool{'' if one else 's'}"
            advice = (
                f"The {listed} already in your tool list (residents) {'is' if one else 'are'} "
                f"not searched and may fit: if {'it' if one else 'one'} does, call it directly; "
                f"if {'it does not' if one else 'none does'} and the request is outside "
                "what all these tools do, tell the user so; else try other words"
            )
        else:
            advice = (
                "If the request is outside what these tools do, tell the user so rather than "
                "call one of them; else try other words"
            )
        text = (
            f"No tool fits {query_shown}: {why}. {advice}: the action and its object (e.g. "
            "'create issue'), or the server's name."
        )
        if self.ranked:
            names = ", ".join(tool.name for tool, _ in self.ranked)
            text += f" Closest, as weak matches only (weak_match: true): {names}."
        return text


SEARCH_TOOL_NAME = "search_tools"

MAX_QUERY_CHARS = 4096
"""Longest ``search_tools`` query, in characters (the schema's ``maxLength``; a longer
one is refused with :func:`query_too_long`'s message, never cut silently). A request is a
sentence or two; a 2 MB query held a gateway worker thread for 12–27 s."""


def query_too_long(query: str) -> str | None:
    """The one-line refusal of a ``search_tools`` ``query`` longer than
    :data:`MAX_QUERY_CHARS` characters, or None when it is within the limit."""
    if len(query) <= MAX_QUERY_CHARS:
        return None
    return (
        f"{SEARCH_TOOL_NAME}: query is {len(query):,} characters, over the limit of "
        f"{MAX_QUERY_CHARS:,}; describe the action and its object in a few words "
        "(e.g. 'refund an order')"
    )


NOT_BLANK = r"\S"
"""The ``pattern`` of ``search_tools``' ``query``: at least one character that is not
white space (a blank query has nothing to search for)."""

QUERY_FIX = "describe the action and its object in a few words, e.g. 'refund an order'"
"""The hint of a refused ``search_tools`` query (the gateway's and the agent loop's)."""


DEFAULT_K = 5
"""Tools a ``search_tools`` call loads when it gives no ``k`` (at most ``max_k``)."""


def default_k(max_k: int) -> int:
    """:data:`DEFAULT_K`, or ``max_k`` when that is smaller (the default must be a value
    the schema allows)."""
    return min(DEFAULT_K, max_k)


MAX_LOADED = 20
"""Most tools loaded at once by ``search_tools`` (the gateway's ``search-load``
``max_loaded`` and the agent loop's, :func:`tooldeck.eval.deferred.deferred_runtime`):
past it the least recently found or called are unloaded (:func:`load_names`). OpenAI's
Chat Completions API takes at most 128 tools a request; 20 keeps a request small."""


def load_names(
    loaded: OrderedDict[str, None], names: Sequence[str], max_loaded: int
) -> tuple[bool, list[str]]:
    """Add ``names`` (best first) to ``loaded`` (least recently used first; the best match
    ends up most recently used) and unload the least recently used past ``max_loaded``.

    Returns:
        (whether the set of names changed, the names unloaded, least recent first).
    """
    before = set(loaded)
    for name in reversed(names):
        loaded[name] = None
        loaded.move_to_end(name)
    unloaded = []
    while len(loaded) > max_loaded:
        name, _ = loaded.popitem(last=False)
        unloaded.append(name)
    return before != set(loaded), unloaded


def unloaded_note(unloaded: Sequence[str], max_loaded: int, reach: str) -> str:
    """The sentence a ``search_tools`` answer adds when :func:`load_names` unloaded tools:
    ``Unloaded to stay within 20 loaded tools: a, b (REACH).`` (``reach``: how to reach
    them again, e.g. "search again to reach them")."""
    return f"Unloaded to stay within {max_loaded} loaded tools: {', '.join(unloaded)} ({reach})."


def search_tools_tool(*, max_k: int = 10, catalogue: str = "") -> Tool:
    """The ``search_tools`` meta-tool as a :class:`Tool` (export it to any provider format
    with :func:`tooldeck.formats.export`).

    Arguments it takes: ``query`` (string, required, not blank: ``pattern``
    :data:`NOT_BLANK`, which an empty string fails too; at most :data:`MAX_QUERY_CHARS`
    characters) and ``k`` (integer 1…max_k). The gateway and the agent loop validate
    calls against this schema, so both refuse a blank query as ``invalid_arguments`` at
    ``/query``.
    """
    about = f" The catalogue: {catalogue}." if catalogue else ""
    return Tool(
        name=SEARCH_TOOL_NAME,
        description=(
            "Search the catalogue of tools that are not loaded yet and load the best matches "
            "for the next turn. Use it when no loaded tool fits the request; describe the "
            "action and its object in plain words (e.g. 'refund an order')."
            + about
            + " Returns the names and one-line summaries of the loaded tools."
        ),
        input_schema=freeze(
            {
                "type": "object",
                "properties": {
                    "query": {
                        "type": "string",
                        "pattern": NOT_BLANK,
                        "maxLength": MAX_QUERY_CHARS,
                        "description": "What the tool should do (not blank).",
                    },
                    "k": {
                        "type": "integer",
                        "minimum": 1,
                        "maximum": max_k,
                        "description": (
                            f"How many tools to load (default {default_k(max_k)}, at most {max_k})."
                        ),
                    },
                },
                "required": ["query"],
                "additionalProperties": False,
            }
        ),
        annotations=ToolAnnotations(read_only_hint=True, open_world_hint=False),
    )


class DeferredCatalog:
    """A deck split into resident tools and deferred tools behind ``search_tools``.

    Args:
        deck: every tool.
        retriever: ranks the deferred tools (indexed here on the deferred part); default
            ``make_retriever(default_method())``: the ``hybrid`` method with the
            cross-lingual stage, ``bm25`` where the MiniLM weights are missing.
        resident: pinned policy naming the resident tools (default: none).
        max_k: the largest ``k`` the meta-tool accepts.
        weak_below: the best dense cosine under which :meth:`match` answers "nothing
            fits" although the request shares words with tools (default
            :data:`WEAK_DENSE_COSINE`, chosen for the ``hybrid`` method; None: off).
        warm: run :meth:`warm_up` now (seconds at construction) rather than let the
            first request pay for loading the model and the dictionaries.

    A call that gives no ``k`` gets :func:`default_k` (5, or ``max_k`` when smaller); a
    ``k`` written as an integral number (``2.0``) is the integer JSON Schema reads it as.

    Raises:
        SelectError: every tool is resident (nothing to defer), bad pins, ``max_k`` not
            an integer ≥ 1, or ``weak_below`` neither None nor a number from 0 to 1
            (:func:`check_weak_below`).
    """

    def __init__(
        self,
        deck: Deck,
        retriever: Retriever | None = None,
        *,
        resident: PinPolicy | None = None,
        max_k: int = 10,
        weak_below: float | None = WEAK_DENSE_COSINE,
        warm: bool = False,
    ) -> None:
        if isinstance(max_k, bool) or not isinstance(max_k, int) or max_k < 1:
            raise SelectError(f"deferred: max_k must be an integer ≥ 1, got {max_k!r}")
        self.weak_below = (
            None
            if weak_below is None
            else check_weak_below(weak_below, name="deferred: weak_below")
        )
        if retriever is None:
            retriever = make_retriever(default_method())
        elif isinstance(retriever, str):  # trial39b LOW-2: "bm25" failed inside the index
            raise SelectError(
                f"retriever: expected a retriever, got the method name {retriever!r}; "
                f"write make_retriever({retriever!r}) (tooldeck.select)"
            )
        self.retriever = retriever
        if resident is not None and not isinstance(resident, PinPolicy):
            # trial39 M4: a name given as resident="x" failed later with AttributeError
            raise SelectError(
                f"resident: expected a PinPolicy, got {type(resident).__name__} "
                f"({resident!r:.60}); write resident=PinPolicy(names=frozenset({{...}}))"
            )
        self.policy = resident or PinPolicy()
        self.max_k = max_k
        self._stale = False
        self.version = 0
        self._deck = Deck()
        self._resident: tuple[Tool, ...] = ()
        self._deferred = Deck()
        self._read = Deck()
        self._originals: dict[str, Tool] = {}
        self._evidence: Retriever | None = None
        self._evidence_version = -1
        self.update(deck)
        if warm:
            self.warm_up()

    def warm_up(self) -> dict[str, float]:
        """Load now what the first ``search_tools`` request would load: answer
        :data:`~tooldeck.select.base.WARM_UP_REQUESTS` (one English, one Chinese request)
        with :meth:`match` and discard the answers, so that the retriever's model, the
        cross-lingual dictionaries and the ``bm25`` index of the "nothing fits" check are
        read (as :func:`~tooldeck.select.base.warm_up` does for a bare retriever). What
        ``warm=True`` runs at construction; the gateway runs it when it builds its index.

        Returns:
            Seconds (wall clock) each request took: ``{"english": s, "chinese": s}``.

        Raises:
            StaleIndexError: the tool list changed and :meth:`update` was not called.
        """
        return timed_warm_up(lambda request: self.match({"query": request, "k": 1}))

    @property
    def deck(self) -> Deck:
        """The whole current deck."""
        return self._deck

    @property
    def resident(self) -> tuple[Tool, ...]:
        """Tools declared in every request."""
        return self._resident

    @property
    def deferred(self) -> Deck:
        """Tools found only through ``search_tools``."""
        return self._deferred

    @property
    def stale(self) -> bool:
        """True between :meth:`mark_stale` and the next :meth:`update`."""
        return self._stale

    def mark_stale(self) -> None:
        """The tool list changed upstream (MCP ``list_changed``): refuse answers until
        :meth:`update`."""
        self._stale = True

    def update(self, deck: Deck) -> bool:
        """Take the current tool list; re-index when it differs. Returns whether it changed."""
        check_deck(deck, "deferred")
        if deck == self._deck and self.version:
            self._stale = False
            return False
        resident = self.policy.pinned(deck)
        names = {t.name for t in resident}
        deferred = deck.filter(lambda t: t.name not in names) if names else deck
        if len(deferred) == 0:
            raise SelectError("deferred: every tool is resident; nothing to defer")
        read = without_namespace(deferred)
        self.retriever.index(read)
        self._deck, self._resident, self._deferred = deck, resident, deferred
        self._read = read
        self._originals = dict(zip(read.names, deferred, strict=True))
        self.version += 1
        self._stale = False
        return True

    def initial_tools(self) -> Deck:
        """Resident tools plus the ``search_tools`` meta-tool: the first request's tools.

        Raises:
            SelectError: the deck has its own tool named ``search_tools`` (the meta-tool
                would hide it: a tool found by a search would be dropped from
                :meth:`next_tools` without a word).
        """
        if SEARCH_TOOL_NAME in self._deck.names:
            raise SelectError(
                f"deferred: the deck has its own tool named {SEARCH_TOOL_NAME!r}, the "
                "meta-tool's name; rename that tool (tooldeck gateway serves such a tool "
                "through call_tool)"
            )
        meta = search_tools_tool(max_k=self.max_k, catalogue=self._deck.description or "")
        return Deck((*self._resident, meta))

    def declarations(self, format: str = "openai") -> ExportResult:
        """The first request's tools (:meth:`initial_tools`: the resident tools and
        ``search_tools``) in a provider format (``openai``, ``anthropic``, …).

        Returns:
            An :class:`~tooldeck.formats.base.ExportResult`, not the declarations
            themselves: its ``data`` is the JSON-ready value to send (for ``openai`` a list
            of ``{"type": "function", "function": {…}}``), ``warnings`` what the format
            could not hold (``json.dumps(catalog.declarations("openai").data)``).

        Raises:
            FormatError: ``format`` is not a registered export format.
        """
        return export(self.initial_tools(), format)

    def answer(self, arguments: Mapping[str, Any], *, strict: bool = True) -> list[Tool]:
        """The deferred tools that a ``search_tools`` call asks for, best first, or ``[]``
        when nothing fits: the verdict of :meth:`match` (no deferred tool shares a word
        with the request, or the best dense cosine is below :attr:`weak_below`), the one
        the gateway's ``search_tools`` and the agent loop give.

        Until session 46 ``answer`` skipped that verdict and returned the closest tools of
        an off-deck request ("book a flight" on a deck of GitHub, GitLab, Notion and
        Kubernetes tools loaded three of them, trial46 #1). To know *why* nothing fits or
        to show the closest tools as weak matches, call :meth:`match`. Weak matches
        (:attr:`SearchMatch.weak`: the best cosine under the caution bar but not under
        :attr:`weak_below`) are returned here unmarked; :meth:`match` marks them.

        Args:
            arguments: the ``search_tools`` call's ``{"query": str, "k"?: int}``.
            strict: True (the default): apply the "nothing fits" verdict. False: the
                ranking without it (:meth:`ranked` without the scores, the behaviour
                before session 46): a dense ranking lists ``k`` tools once one tool
                shares a word with the request, however far in meaning.

        Returns:
            :class:`~tooldeck.tool.Tool` objects, not JSON: their names are
            ``[t.name for t in tools]``, and their declarations in a provider format
            ``export(Deck(tools), "openai").data`` (:func:`tooldeck.formats.export`), what
            a ``search_tools`` answer or the next request's tool list sends.

        Raises:
            StaleIndexError: the tool list changed and :meth:`update` was not called.
            SelectError: arguments are not ``{"query": str, "k"?: int}`` within limits
                (``query`` at most :data:`MAX_QUERY_CHARS` characters).
        """
        if not strict:
            return [tool for tool, _ in self.ranked(arguments)]
        found = self.match(arguments)
        return [] if found.no_match else [tool for tool, _ in found.ranked]

    def ranked(self, arguments: Mapping[str, Any]) -> list[ScoredTool]:
        """The deferred tools a ``search_tools`` call asks for, best first, each with the
        retriever's score (what it is: :func:`~tooldeck.select.base.score_kind` of
        :attr:`retriever`). Hits without evidence are left out: when no deferred tool shares
        a term with the query (:meth:`has_evidence` false) the list is empty, and a BM25
        ranking (score kind ``bm25``) keeps only tools scored above 0, so fewer than ``k``
        may come back. A ranking with a dense part (``cosine``, ``rrf``, ``convex``) keeps
        its ``k`` hits once one tool shares a term: meaning can match where words differ.

        Raises:
            StaleIndexError: the tool list changed and :meth:`update` was not called.
            SelectError: arguments are not ``{"query": str, "k"?: int}`` within limits
                (``query`` at most :data:`MAX_QUERY_CHARS` characters).
        """
        if self._stale:
            raise StaleIndexError(
                "the tool list changed upstream and the index was not rebuilt; call "
                "update(deck) with the new list before answering search_tools"
            )
        if not isinstance(arguments, Mapping) or set(arguments) - {"query", "k"}:
            raise SelectError(f"{SEARCH_TOOL_NAME}: arguments are {{query, k?}}, got {arguments!r}")
        query = arguments.get("query")
        k = self._k(arguments)
        if not isinstance(query, str):
            raise SelectError(f"{SEARCH_TOOL_NAME}: query must be a string")
        too_long = query_too_long(query)
        if too_long is not None:
            raise SelectError(too_long)
        if score_kind(self.retriever) == "bm25":  # its own scores are the evidence
            if not request_shares_a_term(query, self.retriever, content_only=True):
                return []  # its only shared words are common ones ("the"): no evidence
            return [(tool, score) for tool, score in self._search(query, k) if score > 0]
        if not self.has_evidence(query):
            return []
        return self._search(query, k)

    def _search(self, query: str, k: int) -> list[ScoredTool]:
        """The retriever's hits for ``query``, as the deferred tools (the retriever reads
        them without a namespace they all share: :func:`without_namespace`)."""
        return [
            (self._originals.get(tool.name, tool), s) for tool, s in self.retriever.search(query, k)
        ]

    def match(self, arguments: Mapping[str, Any]) -> SearchMatch:
        """:meth:`ranked`, with the verdict that nothing fits when it does not.

        Nothing fits (``no_match``) when no deferred tool shares a word with the request
        (:meth:`has_evidence`; :meth:`ranked` lists nothing then), or, for a ranking with a
        dense list, when its best cosine (:func:`best_dense_score`) is below
        :attr:`weak_below`. Then the closest few by the retriever (at most
        :data:`WEAK_SHOWN` and ``k``) come back as weak matches, so a caller can show
        them as such; a ``bm25`` ranking has none to show.

        Raises:
            StaleIndexError, SelectError: as :meth:`ranked`.
        """
        ranked = self.ranked(arguments)
        query, k = arguments["query"], self._k(arguments)
        if score_kind(self.retriever) == "bm25":
            common = common_words(query)
            return SearchMatch(
                ranked, no_match=not ranked, shares_a_term=bool(ranked), common=common
            )
        shares, best, no_match = judge_match(
            query, self.retriever, self._lexical(), self.weak_below
        )
        bar = self.weak_below if best is not None else None
        if not no_match:
            return SearchMatch(
                ranked,
                no_match=False,
                shares_a_term=True,
                best_dense=best,
                bar=bar,
                caution=CAUTION_DENSE_COSINE if bar is not None else None,
            )
        # the closest few as weak matches (a dense list ranks them): the ranking already
        # made, or, when no word is shared (ranked() listed nothing), the retriever's own
        weak = (ranked or self._search(query, k))[: min(k, WEAK_SHOWN)] if best is not None else []
        return SearchMatch(weak, no_match=True, shares_a_term=shares, best_dense=best, bar=bar)

    def _k(self, arguments: Mapping[str, Any]) -> int:
        """``k`` of a call: :func:`default_k` when absent; an integral float (``2.0``) is
        that integer (JSON Schema's ``integer``).

        Raises:
            SelectError: not an integer, or outside 1…``max_k``.
        """
        k = arguments.get("k", default_k(self.max_k))
        if isinstance(k, float) and k.is_integer():
            k = int(k)
        if isinstance(k, bool) or not isinstance(k, int) or not 1 <= k <= self.max_k:
            raise SelectError(
                f"{SEARCH_TOOL_NAME}: k must be an integer in 1…{self.max_k}, got {k!r}"
            )
        return k

    def has_evidence(self, query: str) -> bool:
        """True when at least one deferred tool shares a term with ``query``: its BM25
        score is above 0, as the ``bm25`` method scores it (:func:`make_retriever`: the
        name, description, parameters and enum values; Chinese words glossed in English).
        False is the honest "nothing matched": no word of the query occurs in any tool's
        text (``"zzzz qqqq"``). A retriever whose scores are BM25 answers from its own
        index; for another, a ``bm25`` index of the deferred tools is kept for this check
        (built at the first check after each change), and where it finds no shared word
        the ranking's own BM25 list is read (:func:`ranking_shares_a_term`: the request
        as the ranking reads it, after its acronyms, glosses and readings).

        Raises:
            SelectError: ``query`` is blank.
        """
        if score_kind(self.retriever) == "bm25":
            return request_shares_a_term(query, self.retriever)
        if request_shares_a_term(query, self._lexical()):
            return True
        return bool(ranking_shares_a_term(self.retriever, query))

    def _lexical(self) -> Retriever:
        if self._evidence is None or self._evidence_version != self.version:
            self._evidence = lexical_index(self._read)
            self._evidence_version = self.version
        return self._evidence

    def next_tools(self, loaded: Iterable[Tool]) -> Deck:
        """Tools for the next request: resident + meta-tool + the loaded ones (no duplicates)."""
        tools = list(self.initial_tools())
        seen = {t.name for t in tools}
        for tool in loaded:
            if tool.name not in seen:
                seen.add(tool.name)
                tools.append(tool)
        return Deck(tools)
