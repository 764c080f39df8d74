"""What every rule can read: the deck, the options, and values computed once per run."""

from __future__ import annotations

import re
import time
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from functools import cached_property
from typing import TYPE_CHECKING, Any, TypeVar, cast

from tooldeck.errors import DenseUnavailableError
from tooldeck.jsonvalue import json_pointer
from tooldeck.lint.config import LintOptions
from tooldeck.lint.definition import definition_view, iter_strings
from tooldeck.lint.similarity import deck_token, name_parts, short_names, tool_token
from tooldeck.lint.tokens import TokenCounter, default_counter
from tooldeck.schema import (
    SUBSCHEMA_LIST_KEYWORDS,
    SUBSCHEMA_MAP_KEYWORDS,
    SUBSCHEMA_SINGLE_KEYWORDS,
    iter_subschemas,
)
from tooldeck.tool import Deck, Tool

if TYPE_CHECKING:  # numpy and bm25s are imported where the look-alike rules need them
    from tooldeck.lint.similarity import ScoreParts, Similarity

__all__ = [
    "LintContext",
    "SchemaNode",
    "collect_refs",
    "deck_token",
    "tool_reading",
    "tool_token",
    "walk_schema",
]

_R = TypeVar("_R")


@dataclass(frozen=True, slots=True)
class SchemaNode:
    """One subschema met while walking an input schema.

    Attributes:
        schema: the subschema.
        path: keys from the root of the input schema.
        name: the property name when the node is a property's schema, else None.
        depth: object nesting level: the root object is 1, an object inside it 2; a
            non-object node has its enclosing object's level (anyOf branches keep the
            level of the node they belong to).
    """

    schema: Mapping[str, Any]
    path: tuple[str | int, ...]
    name: str | None
    depth: int

    @property
    def pointer(self) -> str:
        """JSON pointer of the node in the tool declaration (``/input_schema/...``)."""
        return "/input_schema" + json_pointer(list(self.path))


LINTED_SUBSCHEMA_KEYWORDS: frozenset[str] = frozenset(
    SUBSCHEMA_SINGLE_KEYWORDS + SUBSCHEMA_LIST_KEYWORDS + SUBSCHEMA_MAP_KEYWORDS
) - {"additionalItems"}
"""The subschema keywords the rules look into (of :mod:`tooldeck.schema`'s table; not
``additionalItems``, ``dependencies``, nor ``items`` as a draft-7 array)."""


def walk_schema(schema: Mapping[str, Any]) -> Iterator[SchemaNode]:
    """Every subschema of ``schema`` (the root first), depth-first; boolean schemas are
    skipped."""
    stack: list[SchemaNode] = [SchemaNode(schema, (), None, 1)]
    while stack:
        node = stack.pop()
        yield node
        children: list[SchemaNode] = []
        for sub, key, child in iter_subschemas(node.schema, keywords=LINTED_SUBSCHEMA_KEYWORDS):
            if not isinstance(child, Mapping) or (key == "items" and len(sub) == 2):
                continue
            path = (*node.path, *sub)
            if key in SUBSCHEMA_LIST_KEYWORDS:  # a branch keeps its node's name and level
                children.append(SchemaNode(child, path, node.name, node.depth))
                continue
            is_object = child.get("type") == "object" or "properties" in child
            depth = node.depth + (1 if is_object else 0)
            if key in SUBSCHEMA_MAP_KEYWORDS:
                name = str(sub[1]) if key == "properties" else None
            else:
                name = node.name
            children.append(SchemaNode(child, path, name, depth))
        stack.extend(reversed(children))


_DEF_KEYWORDS = ("$defs", "definitions")


def collect_refs(value: Any, out: set[str]) -> None:
    """Every ``$ref`` string anywhere inside ``value``."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, Mapping):
            ref = item.get("$ref")
            if isinstance(ref, str):
                out.add(ref)
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)


def unused_definitions(schema: Mapping[str, Any]) -> set[tuple[str, str]]:
    """``($defs|definitions, name)`` of the root's definitions that no ``$ref`` reachable
    from the root's other keywords points at (local refs ``#/$defs/name…``), followed
    transitively. A server that ships one shared ``$defs`` block with every tool (Notion's
    MCP server does) declares shapes that constrain nothing for that tool."""
    defs = {
        (kw, name): sub
        for kw in _DEF_KEYWORDS
        if isinstance(schema.get(kw), Mapping)
        for name, sub in schema[kw].items()
    }
    if not defs:
        return set()
    refs: set[str] = set()
    collect_refs({k: v for k, v in schema.items() if k not in _DEF_KEYWORDS}, refs)
    used: set[tuple[str, str]] = set()
    pending = list(refs)
    while pending:
        ref = pending.pop()
        if ref == "#":
            continue
        parts = ref.removeprefix("#/").split("/")
        key = (parts[0], parts[1].replace("~1", "/").replace("~0", "~")) if len(parts) > 1 else None
        if key is None or key not in defs or key in used:
            continue
        used.add(key)
        more: set[str] = set()
        collect_refs(defs[key], more)
        pending.extend(more)
    return set(defs) - used


def _all_property_names(schema: Mapping[str, Any] | None) -> set[str]:
    names: set[str] = set()
    if schema is None:
        return names
    for node in walk_schema(schema):
        props = node.schema.get("properties")
        if isinstance(props, Mapping):
            names.update(props)
    return names


class ReadingMemo(dict[Any, Any]):
    """A process-wide memo of pure functions of a string (the poisoning rules' readings and
    phrase classes of a text, T109's and T111's span scores), kept across lint runs: a
    second lint of the same deck, or of a deck sharing strings with one linted before (a
    gateway's or a server's re-lint, a benchmark's warm runs), reads them back instead of
    computing them again. Only values that depend on nothing but their key go in (no tool,
    deck, option or run state), so what a lint finds does not depend on what was linted
    before.

    A ``dict`` (a look-up is the dict's own ``get``) emptied when an entry would take it
    past ``limit`` entries: memory stays bounded, and a run that fills it reads the strings
    after that again, as each run did when the memo lived for one run (session 41). Safe
    to share between threads: an entry lost to a clear is only computed again."""

    def __init__(self, limit: int) -> None:
        if limit < 1:
            raise ValueError(f"ReadingMemo: limit must be at least 1, got {limit}")
        super().__init__()
        self.limit = limit

    def __setitem__(self, key: Any, value: Any) -> None:
        if len(self) >= self.limit and key not in self:
            self.clear()
        super().__setitem__(key, value)


READINGS_KEPT = 1 << 18
"""Entries :data:`READINGS` holds at most (session 44: a lint of BFCL's pool with every
rule, 1,853 tools, leaves 129,543 entries holding 20 MB, measured with ``tracemalloc``; so
about 40 MB at most)."""

READING_TEXT_CHARS = 2000
"""Strings longer than this are not memoised in :data:`READINGS` (rarely repeated; the
key would cost memory)."""

READINGS = ReadingMemo(READINGS_KEPT)
"""The process's :class:`ReadingMemo`: every :class:`LintContext`'s :attr:`~LintContext.
readings` unless one is given."""


TOOL_READINGS_KEPT = 1 << 16
"""Entries each process-wide memo of per-tool readings keeps (:func:`tool_reading`, the
safety rules' :func:`~tooldeck.lint.rules.safety.also_writes`): past it the memo is
emptied (memory stays bounded; a run that fills it computes what follows again). About
ten readings a tool: with 16,384 entries a lint of BFCL's 1,853 tools filled it, so the
next lint found it emptied part-way (a warm lint's CPU 4.6 s, then 2.0 s)."""

_TOOL_READINGS: dict[tuple[Any, bytes, bytes | None], Any] = {}


def tool_reading(reading: Callable[..., _R], tool: Tool, ctx: LintContext | None = None) -> _R:
    """``reading(tool)``, or ``reading(tool, ctx)`` when ``ctx`` is given, memoised
    process-wide by the tool's value as written (:func:`tool_token`) and, with ``ctx``,
    the deck's (:func:`deck_token`; both in :mod:`tooldeck.lint.similarity`). A second
    lint of the deck reads the value back, whether it lints the same objects (a
    benchmark's warm runs, a server re-linting the deck it holds) or a deck read again
    from its file (a user's second ``tooldeck lint`` in one process, the gateway
    re-linting an upstream).

    For a reading of nothing but the tool and, with ``ctx``, the deck and what the
    context derives from them alone (:meth:`LintContext.definition`, :attr:`~LintContext.
    cache`'s per-tool values, :attr:`~LintContext.readings`' pure string readings); never
    one that reads :attr:`~LintContext.options`, :attr:`~LintContext.notes`,
    :attr:`~LintContext.drift` or the tool's ``source``. The value is shared: a caller
    must not change it. Bounded by :data:`TOOL_READINGS_KEPT` (emptied when full)."""
    key = (reading, tool_token(tool), None if ctx is None else deck_token(ctx.deck))
    try:
        known: _R = _TOOL_READINGS[key]
        return known
    except KeyError:
        pass
    found = reading(tool) if ctx is None else reading(tool, ctx)
    if len(_TOOL_READINGS) >= TOOL_READINGS_KEPT:
        _TOOL_READINGS.clear()
    _TOOL_READINGS[key] = found
    return found


class _SpanMemo:
    """:func:`~tooldeck.lint.instruction.tool_spans`' memo (``(text, is_key)`` → the
    string's spans) kept in a :class:`ReadingMemo` under keys of its own."""

    __slots__ = ("_memo",)

    def __init__(self, memo: ReadingMemo) -> None:
        self._memo = memo

    def get(self, key: tuple[str, bool]) -> list[str] | None:
        found: list[str] | None = self._memo.get(("T109-spans", *key))
        return found

    def __setitem__(self, key: tuple[str, bool], value: list[str]) -> None:
        if len(key[0]) <= READING_TEXT_CHARS:
            self._memo[("T109-spans", *key)] = value


def _spans_of(tool: Tool, ctx: LintContext) -> list[Any]:
    """T109's spans of the tool (:func:`~tooldeck.lint.instruction.tool_spans` of its
    definition strings, abbreviations read, the context's readings as their memo): a
    reading of the tool's definition alone (:func:`tool_reading` keeps it)."""
    from tooldeck.lint.instruction import tool_spans

    return tool_spans(
        tool, strings=ctx.definition_strings(tool), memo=_SpanMemo(ctx.readings), abbreviations=True
    )


class _RunCache(dict[tuple[str, str], Any]):
    """The per-run memo: a dict that remembers which keys belong to which tool (the second
    item of the key), so that :meth:`LintContext.forget` drops one tool's entries without
    scanning the others."""

    def __init__(self) -> None:
        super().__init__()
        self.by_tool: dict[str, list[tuple[str, str]]] = {}

    def __setitem__(self, key: tuple[str, str], value: Any) -> None:
        if key not in self:
            self.by_tool.setdefault(key[1], []).append(key)
        super().__setitem__(key, value)

    def forget(self, name: str) -> None:
        for key in self.by_tool.pop(name, ()):
            self.pop(key, None)


@dataclass
class LintContext:
    """Read-only inputs of one lint run, plus caches shared by the rules.

    Attributes:
        deck: the deck being linted.
        options: rule thresholds.
        similarity: the look-alike finder of X101/D106 (default: by meaning,
            :class:`~tooldeck.lint.similarity.MeaningSimilarity`; BM25 with a note when
            the embedding model is not installed).
        token_counter: D111's counter (default: the cost stage's o200k_base, else
            characters/4); created on first use.
    """

    deck: Deck
    options: LintOptions = field(default_factory=LintOptions)
    similarity: Similarity | None = None
    token_counter: TokenCounter | None = None
    _nodes: dict[str, list[SchemaNode]] = field(default_factory=dict, repr=False)
    _finder: Similarity | None = field(default=None, repr=False)
    similarity_seconds: float = 0.0
    """Wall time spent finding look-alikes (the engine reports it apart from the rules)."""
    cache: dict[tuple[str, str], Any] = field(default_factory=_RunCache, repr=False)
    """Per-run memo for rules sharing work: ``(key, tool name)`` → value; a tool's
    entries are dropped once every tool rule has run on it (:meth:`forget`)."""
    notes: list[str] = field(default_factory=list)
    """What the run could not do as configured (one line each; the CLI prints them)."""
    instruction_seconds: float = 0.0
    """Wall time spent scoring spans for T109 (embedding included)."""
    drift: Any = None
    """What changed since the lock given to :func:`~tooldeck.lint.engine.lint` (a
    :class:`~tooldeck.lint.lock.DeckDiff`; None without one): the L rules read it."""
    servers_left_out: dict[str, str] = field(default_factory=dict)
    """Servers of a config whose tools are missing from the deck: name → why, one line
    (L102 says so instead of advising to re-lock)."""
    servers_disabled: frozenset[str] = frozenset()
    """Of :attr:`servers_left_out`, those the config disables (``"disabled": true``): the
    lock's pins of their tools are kept and not compared (a note, not an L102 error)."""
    lock_files: tuple[str, str] | None = None
    """``(deck as given, lock file)`` of a lint against a lock, named in the commands the
    L rules advise (a gateway config's lock is accepted with ``tooldeck lock CONFIG -o
    LOCK`` or ``tooldeck gateway approve``); None: placeholders ``CONFIG`` and ``LOCK``."""
    source_format: str | None = None
    """The format the deck was read from (``LoadResult.format``: ``"mcp"``, ``"openai"``,
    …; None: tooldeck's own or unknown): S113 advises where an example reaches the model
    in that format."""
    shared: dict[Any, Any] = field(default_factory=dict, repr=False)
    """Per-run memo of values computed once for the deck and shared by every tool (the naming
    rules' count of the deck's name heads); kept for the whole run."""
    readings: ReadingMemo = field(default_factory=lambda: READINGS, repr=False)
    """Memo of pure functions of a string (the poisoning rules' readings and phrase classes
    of a text, T111's span scores), shared by every tool and, by default, by every lint of
    the process (:data:`READINGS`)."""

    def nodes(self, tool: Tool) -> list[SchemaNode]:
        """Every subschema of the tool's input schema (cached)."""
        nodes = self._nodes.get(tool.name)
        if nodes is None:
            nodes = list(walk_schema(tool.input_schema))
            self._nodes[tool.name] = nodes
        return nodes

    def forget(self, tool: Tool) -> None:
        """Drop what was memoised for ``tool`` (its schema nodes, its :attr:`cache`
        entries): the engine calls it after the last tool rule on the tool, so memory does
        not grow with the deck (a later use recomputes)."""
        self._nodes.pop(tool.name, None)
        if isinstance(self.cache, _RunCache):
            self.cache.forget(tool.name)
        else:
            for key in [k for k in self.cache if k[1] == tool.name]:
                del self.cache[key]

    def definition_strings(self, tool: Tool) -> list[tuple[str, str, bool]]:
        """Every string of the tool's MCP definition, ``(pointer, text, is_key)`` in
        :func:`~tooldeck.lint.definition.iter_strings` order, built once per tool and run
        (in :attr:`cache`): T109's spans and the poisoning rules' readings both walk it
        (each built the definition and walked it again until session 30)."""
        key = ("definition strings", tool.name)
        strings = self.cache.get(key)
        if strings is None:
            strings = list(iter_strings(self.definition(tool)))
            self.cache[key] = strings
        return cast(list[tuple[str, str, bool]], strings)

    def definition(self, tool: Tool) -> dict[str, Any]:
        """The tool's MCP definition (:func:`~tooldeck.lint.definition.definition_view`),
        built once per tool and run (in :attr:`cache`). Read-only: a caller must not
        change it or anything in it. Session 41: T109 builds every tool's definition
        strings before the first tool's turn, which pushed the tools out of
        ``definition_view``'s eight kept views, so the poisoning and schema rules built
        each definition again (on BFCL's pool 3,705 thawed copies a lint, 2,248 with this:
        the rest are asked for by helpers without the context)."""
        key = ("definition view", tool.name)
        view = self.cache.get(key)
        if view is None:
            view = definition_view(tool)
            self.cache[key] = view
        return cast(dict[str, Any], view)

    def used_nodes(self, tool: Tool) -> list[SchemaNode]:
        """:meth:`nodes` without those inside definitions nothing refers to
        (:func:`unused_definitions`); cached like :meth:`nodes` (in :attr:`cache`: six
        schema rules ask, 20,283 times for the 1,853 tools of BFCL's pool, each time
        reading the definitions again until session 30)."""
        key = ("used_nodes", tool.name)
        nodes = self.cache.get(key)
        if nodes is None:
            unused = unused_definitions(tool.input_schema)
            nodes = self.nodes(tool)
            if unused:
                nodes = [n for n in nodes if tuple(n.path[:2]) not in unused]
            self.cache[key] = nodes
        return cast(list[SchemaNode], nodes)

    def known_names(self, tool: Tool) -> set[str]:
        """Names a description may mention besides the deck's tool names (see
        :attr:`tool_names`): property names anywhere in the input and output schemas and
        enum/const string values."""
        names = _all_property_names(tool.output_schema)
        for node in self.nodes(tool):
            props = node.schema.get("properties")
            if isinstance(props, Mapping):
                names.update(props)
        for node in self.nodes(tool):
            for value in node.schema.get("enum", ()) or ():
                if isinstance(value, str):
                    names.add(value)
            const = node.schema.get("const")
            if isinstance(const, str):
                names.add(const)
        return names

    @cached_property
    def tool_names(self) -> set[str]:
        """Every tool name in the deck."""
        return set(self.deck.names)

    @cached_property
    def tool_names_lower(self) -> dict[str, str]:
        """Lower-cased tool name → tool name."""
        return {name.lower(): name for name in self.deck.names}

    @cached_property
    def name_parts(self) -> dict[str, tuple[str, str, str | None]]:
        """Tool name → ``(namespace, own name, server prefix)``
        (:func:`tooldeck.lint.similarity.name_parts`)."""
        return dict(zip(self.deck.names, name_parts(self.deck), strict=True))

    @cached_property
    def short_names(self) -> dict[str, tuple[str, ...]]:
        """Tool name → the shorter forms by which another description of the deck names it
        (:func:`tooldeck.lint.similarity.short_names`: ``search_tasks`` for
        ``asana_search_tasks`` in a deck whose tools start with ``asana``)."""
        return dict(zip(self.deck.names, short_names(self.deck), strict=True))

    @cached_property
    def lookalikes(self) -> dict[str, list[tuple[str, float]]]:
        """Tool name → its look-alike tools with their similarity, best first: pairs whose
        name + description similarity reaches ``options.similarity_threshold``."""
        names = self.deck.names
        out: dict[str, list[tuple[str, float]]] = {}
        started = time.perf_counter()
        found = self._lookalike_pairs()
        self.similarity_seconds = time.perf_counter() - started
        for i, j, score in found:
            out.setdefault(names[i], []).append((names[j], score))
            out.setdefault(names[j], []).append((names[i], score))
        for pairs in out.values():
            pairs.sort(key=lambda p: -p[1])
        return out

    def _lookalike_pairs(self) -> list[tuple[int, int, float]]:
        """The configured similarity's pairs; by default meaning (embeddings), else word
        overlap with a note; none, with a note, for decks over ``similarity_max_tools``."""
        from tooldeck.lint.similarity import BM25Similarity, MeaningSimilarity

        threshold = self.options.similarity_threshold
        if self.similarity is not None:
            self._finder = self.similarity
            return self.similarity.pairs(self.deck, threshold)
        limit = self.options.similarity_max_tools
        if len(self.deck) > limit:
            self.notes.append(
                f"look-alike search (X101, D106) skipped: {len(self.deck):,} tools is over "
                f"similarity-max-tools ({limit:,}); raise it to search (time and memory grow "
                "with the deck)"
            )
            return []
        try:
            meaning = MeaningSimilarity()
            found = meaning.pairs(self.deck, threshold)
        except DenseUnavailableError as exc:
            self.notes.append(
                f"look-alikes (X101, D106) found by word overlap (BM25), not by meaning: {exc}"
            )
            self._finder = BM25Similarity()
            return self._finder.pairs(self.deck, threshold)
        self._finder = meaning
        return found

    def lookalike_parts(self, name: str, other: str) -> ScoreParts | None:
        """What the look-alike score of tools ``name`` and ``other`` is made of (the texts'
        cosine, the shared parameter names' bonus, the cap: :class:`~tooldeck.lint.
        similarity.ScoreParts`), from the finder that scored the pairs; None where that
        finder does not split its score (BM25, a configured finder without
        ``score_parts``) or :attr:`lookalikes` has not run.

        Raises:
            KeyError: ``name`` or ``other`` is not a tool of the deck.
        """
        explain = getattr(self._finder, "score_parts", None)
        if explain is None:
            return None
        index = self._tool_index
        parts: ScoreParts = explain(self.deck, index[name], index[other])
        return parts

    @cached_property
    def _tool_index(self) -> dict[str, int]:
        """Tool name → its position in the deck."""
        return {n: k for k, n in enumerate(self.deck.names)}

    @cached_property
    def instructions(self) -> dict[str, list[tuple[Any, float]]]:
        """T109: tool name → its spans (:class:`tooldeck.lint.instruction.Span`) whose
        probability of reading as an instruction to the model reaches the threshold
        (``options.instruction_threshold``, else the shipped one), with that probability,
        definition order. Every span of the deck is embedded in one batch (through the
        select stage's embedding cache). Empty, with a note, when the embedding model or
        the classifier cannot be loaded."""
        import numpy as np

        from tooldeck.lint.instruction import default_classifier
        from tooldeck.select.dense import DenseRetriever
        from tooldeck.select.documents import DocumentFields

        started = time.perf_counter()
        out: dict[str, list[tuple[Any, float]]] = {}
        try:
            classifier = default_classifier()
            threshold = self.options.instruction_threshold or classifier.threshold
            memo = self.readings
            # session 46: a tool's spans are a reading of its definition, kept by its value
            spans = {tool.name: tool_reading(_spans_of, tool, self) for tool in self.deck}
            texts = list(dict.fromkeys(s.text for found in spans.values() for s in found))
            if texts:
                retriever = DenseRetriever(DocumentFields(name=1, description=1))
                # session 44: each span's p is a pure function of its text, the embedding
                # model, the classifier and the threshold; kept in the process's readings,
                # so a later lint embeds and scores only the spans it has not seen
                scored = ("T109", retriever.model_id, classifier, threshold)
                score: dict[str, float] = {}
                todo: list[str] = []
                for text in texts:
                    known = memo.get((*scored, text))
                    if known is None:
                        todo.append(text)
                    else:
                        score[text] = known
                if todo:
                    retriever.prime_queries(todo)
                    vectors = np.stack([retriever.query_vector(t) for t in todo])
                    for text, p in zip(
                        todo, classifier.flagged(todo, vectors, threshold).tolist(), strict=True
                    ):
                        score[text] = p
                        if len(text) <= READING_TEXT_CHARS:
                            memo[(*scored, text)] = p
                for name, found in spans.items():
                    hits = [(s, score[s.text]) for s in found if score[s.text] >= threshold]
                    if hits:
                        out[name] = hits
        except DenseUnavailableError as exc:
            self.notes.append(f"T109 (reads as an instruction) skipped: {exc}")
        self.instruction_seconds = time.perf_counter() - started
        return out

    @cached_property
    def counter(self) -> TokenCounter:
        """The token counter in use."""
        return self.token_counter or default_counter(self.options.tokenizer)


def mentions(description: str, name: str) -> bool:
    """Whether ``description`` names the tool ``name`` (as a word; case-insensitive)."""
    text = description.lower()
    target = name.lower()
    start = text.find(target)
    while start >= 0:
        before = text[start - 1] if start > 0 else " "
        end = start + len(target)
        after = text[end] if end < len(text) else " "
        if not (before.isalnum() or before == "_") and not (after.isalnum() or after == "_"):
            return True
        start = text.find(target, start + 1)
    return False


def title_identifiers(tool: Tool) -> tuple[str, ...]:
    """The identifier forms of ``tool``'s title, by which another description may name it:
    the title's words joined by ``_`` and in camelCase (title "Replace String in File" →
    ``replace_string_in_file``, ``replaceStringInFile``). Empty for a title of one word
    (a bare word such as "Codebase" is prose, not a name) or without a title."""
    words = re.findall(r"[A-Za-z0-9]+", tool.title or "")
    if len(words) < 2:
        return ()
    lower = [w.lower() for w in words]
    return ("_".join(lower), lower[0] + "".join(w.capitalize() for w in lower[1:]))


def names_tool(description: str, tool: Tool, short: tuple[str, ...] = ()) -> bool:
    """Whether ``description`` names ``tool``: by its name (:func:`mentions`), by one of
    its ``short`` forms (:attr:`LintContext.short_names`: the name without the server
    prefix, as sibling tools' descriptions write it) or by an identifier made of its
    title's words (:func:`title_identifiers`; clients that show titles, and descriptions
    written for them, call ``copilot_replaceString`` (title "Replace String in File")
    ``replace_string_in_file``)."""
    return any(
        mentions(description, n)
        and (not _PLAIN_WORD.fullmatch(n) or written_as_name(description, n))
        for n in (tool.name, *short, *title_identifiers(tool))
    )


_PLAIN_WORD = re.compile(r"[a-z]+")
"""A tool name of one lower-case word (``calendar``, ``search``): also an English word."""


def written_as_name(description: str, word: str) -> bool:
    """Whether ``description`` writes the one-word tool name ``word`` as a name rather
    than as the English word it also is: quoted (`` `calendar` ``, ``'calendar'``,
    ``"calendar"``), called (``calendar(``), or next to the word tool ("the calendar
    tool", "tool calendar"); case-insensitive. "Create a new calendar event" uses the
    word, it does not point to a ``calendar`` tool (trial 29, F6: the dispatcher
    ``calendar(action: create_event)`` beside ``create_event`` was taken as named and
    never reported)."""
    w = re.escape(word)
    return bool(
        re.search(
            rf"[`'\"]{w}[`'\"(]|\b{w}\(|\b{w}\s+tools?\b|\btools?\s+{w}\b",
            description,
            re.IGNORECASE,
        )
    )
