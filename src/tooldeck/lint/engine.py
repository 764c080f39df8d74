"""Run the selected rules over a deck and collect findings.

Every check runs inside its own ``try``: a rule that raises on a strange schema yields
an ``E001`` internal-error finding naming the rule and the tool, and the other rules go
on.
"""

from __future__ import annotations

import gc
import json
import sys
import threading
import time
from collections import OrderedDict
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from tooldeck.errors import LintLimitError
from tooldeck.lint.config import LintConfig
from tooldeck.lint.context import LintContext
from tooldeck.lint.model import Finding, Rule, RuleHit, ServerLeftOut, Severity
from tooldeck.lint.pointers import message_to_user, to_user
from tooldeck.lint.registry import all_rules, get_rule
from tooldeck.lint.rules.textcap import CutText, cut_message, cut_tool
from tooldeck.lint.similarity import Similarity, deck_key
from tooldeck.lint.tokens import TokenCounter, default_counter
from tooldeck.tool import Deck, Tool
from tooldeck.tool.model import require_deck

if TYPE_CHECKING:
    from tooldeck.lint.lock import Lock

__all__ = ["LintResult", "lint"]


@dataclass(frozen=True, slots=True)
class LintResult:
    """The findings of one lint run.

    Attributes:
        deck: the deck that was linted.
        findings: every finding, ordered by deck order of the tool, then code, then pointer
            (deck-wide findings first).
        rules: the rules that ran.
        config: the configuration used.
        seconds_by_family: wall time per rule family (seconds), for benchmarks; the
            look-alike search shared by X101 and D106 is counted apart as
            ``"similarity"``.
        notes: what the run could not do as configured, one line each (the look-alike
            search skipped on a deck over ``similarity-max-tools``, or done by word
            overlap because the embedding model is not installed); and, once per config
            server and hint that three or more of its tools are asked to state, the
            pattern of the config's ``annotations`` key that states it for them.
        servers_left_out: the servers of a config whose tools are missing from the deck
            (given to :func:`lint`); :meth:`failed` counts those not disabled.
    """

    deck: Deck
    findings: tuple[Finding, ...]
    rules: tuple[Rule, ...]
    config: LintConfig
    seconds_by_family: dict[str, float] = field(default_factory=dict)
    notes: tuple[str, ...] = ()
    servers_left_out: tuple[ServerLeftOut, ...] = ()

    def failed(
        self, fail_on: Severity | None = None, *, allow_missing_servers: bool = False
    ) -> bool:
        """Whether any finding is at or above ``fail_on`` (default: the config's), or a
        server of the config (not disabled) is left out, so its tools were not linted
        (unless ``allow_missing_servers``)."""
        level = (fail_on or self.config.fail_on).rank
        missing = self.missing_servers() and not allow_missing_servers
        return bool(missing) or any(f.severity.rank >= level for f in self.findings)

    def missing_servers(self) -> tuple[ServerLeftOut, ...]:
        """The servers left out that fail the run (those not disabled in the config)."""
        return tuple(s for s in self.servers_left_out if not s.disabled)


def _internal_error(rule: Rule, tool: str | None, exc: BaseException) -> Finding:
    internal = get_rule("E001")
    assert internal is not None
    return Finding(
        code=internal.code,
        name=internal.name,
        severity=internal.severity,
        tool=tool,
        pointer="",
        message=f"rule {rule.code} ({rule.name}) crashed: {type(exc).__name__}: {exc}; "
        "the other rules ran — please report this declaration",
    )


NO_ANNOTATIONS = frozenset({"openai", "openai-responses", "anthropic", "gemini", "bfcl"})
"""Load formats (``LoadResult.format``) whose tools carry no MCP annotations: the rules
that ask to declare a hint (:data:`_DECLARE_HINT`) are not run on them, with a note."""

_DECLARE_HINT = ("A101", "A105")

FORMAT_TARGETS = {
    "gemini": "gemini",
    "openai": "openai",
    "openai-responses": "openai",
    "anthropic": "anthropic",
}
"""Load formats (``LoadResult.format``) that are one provider's request shape → the
``target`` option a lint of such a file takes when none is given: a Gemini
``functionDeclarations`` file is linted for Gemini (P104 runs, S104, whose
``additionalProperties: false`` Gemini refuses, does not)."""


def lint(
    deck: Deck,
    config: LintConfig | None = None,
    *,
    similarity: Similarity | None = None,
    token_counter: TokenCounter | None = None,
    field_names: str | None = None,
    memo_schema_rules: bool = True,
    locked: Lock | None = None,
    servers_left_out: tuple[ServerLeftOut, ...] = (),
    lock_files: tuple[str, str] | None = None,
    as_listed: Deck | None = None,
) -> LintResult:
    """Lint ``deck``.

    Args:
        deck: the tools.
        config: which rules, severities, suppressions and thresholds (default: every
            default rule with its default severity).
        similarity: look-alike finder for X101/D106 (default
            :class:`~tooldeck.lint.similarity.MeaningSimilarity`, or
            :class:`~tooldeck.lint.similarity.BM25Similarity` with a note when the
            embedding model is not installed).
        token_counter: D111's counter (default: the cost stage's tokenizer when installed,
            else characters/4).
        field_names: the format the deck was read from (``LoadResult.format``: ``"mcp"``,
            ``"openai"``, …): pointers then use that file's field names
            (``/inputSchema``, ``/annotations/readOnlyHint``, ``/function/parameters``);
            None keeps tooldeck's (``/input_schema``, ``/annotations/read_only_hint``).
            A format without MCP annotations (:data:`NO_ANNOTATIONS`) skips A101 and A105,
            which ask to declare a hint, and says so in a note. A provider's format
            (:data:`FORMAT_TARGETS`) sets the ``target`` option when the configuration
            gives none (Gemini's: P104 runs and S104 does not).
        memo_schema_rules: reuse the hits of the rules that read only the schemas
            (those registered with ``schema_only=True``: S101–S110, S112, S114,
            P102–P104) for tools whose schemas are the same JSON text;
            False runs every rule on every tool (the findings are the same; tests compare).
        locked: a lock (:func:`tooldeck.lint.lock.read_lock`): every tool added, removed or
            changed since is a finding (L101–L103, one per changed field), whatever the
            selection, ``ignore`` and ``per_tool_ignores`` say; None: the L rules report
            nothing.
        servers_left_out: the servers of a config read as a deck that are missing from it
            (:func:`tooldeck.formats.mcp_servers.load_config_deck`'s ``UnlistedServer`` and
            ``LeftOutServer`` warnings): kept on the result (they fail it unless
            disabled), and the lock's pins of their tools are reported by L102 as not
            listed rather than removed — those of a disabled server not at all: a note
            says they were kept and not compared.
        lock_files: ``(deck as given, lock file)`` when ``locked`` is given: the
            commands L101–L103 advise name them (for a gateway config's lock,
            ``tooldeck lock CONFIG -o LOCK`` or ``tooldeck gateway approve
            TOOL@SHA256 CONFIG``); None: the placeholders ``CONFIG`` and ``LOCK``.
        as_listed: the deck as its servers list it, where ``deck`` is what a gateway
            serves of it (a config's ``annotations`` applied:
            :attr:`~tooldeck.formats.base.LoadResult.served`): ``locked`` is compared
            with this one, as the lock pins the servers' own definitions; None: with
            ``deck``.

    Returns:
        The findings. A crashing rule gives an ``E001`` finding instead of an exception.
        Every rule reads the tools with strings over the ``max-text-chars`` /
        ``max-tool-text-chars`` options cut to them (a copy; see
        :mod:`tooldeck.lint.rules.textcap`), and each cut string is a ``T110`` finding.

    Raises:
        ToolDeckError: the ``tokenizer`` option names a tokenizer the cost stage does not
            know.
        LintLimitError: the deck has more tools than the ``max-deck-tools`` option.
        TypeError: ``deck`` is not a :class:`~tooldeck.tool.Deck` or ``config`` not a
            :class:`LintConfig` (a mapping: ``LintConfig(**mapping)``; a file:
            :func:`~tooldeck.lint.config.load_config`).
    """
    with _collector_paused():
        return _lint(
            deck,
            config,
            similarity=similarity,
            token_counter=token_counter,
            field_names=field_names,
            memo_schema_rules=memo_schema_rules,
            locked=locked,
            servers_left_out=servers_left_out,
            lock_files=lock_files,
            as_listed=as_listed,
        )


_pause_lock = threading.Lock()
_pause_depth = 0
_pause_was_on = False


@contextmanager
def _collector_paused() -> Iterator[None]:
    """Python's cyclic garbage collector paused while lint runs (restored, if it was on,
    when the last concurrent lint of the process ends; a counter under a lock, so that
    lints in several threads nest).

    A lint allocates a few million short-lived objects (readings, memo entries, findings),
    which reference counting frees; each 700 allocations the collector runs anyway, and
    every few of its passes walk every object alive in the process, the embedding and
    phrase caches included. Measured on BFCL's pool with every rule (session 40, 1,853
    tools): 302–308 collections a lint, 1–2 of them full, 5–10 % of its time; the lint
    itself leaves 584 objects in cycles (``gc.collect()`` after a lint with the collector
    off), which the collector frees once it runs again. The same reasoning as the YAML
    composer's ``gc_paused`` (:mod:`tooldeck.formats._yaml_compose`), with a counter so
    that lints run at once in several threads of a process (a library user's, an
    ``anyio.to_thread`` worker) leave the collector as they found it."""
    global _pause_depth, _pause_was_on
    with _pause_lock:
        if _pause_depth == 0:
            _pause_was_on = gc.isenabled()
            gc.disable()
        _pause_depth += 1
    try:
        yield
    finally:
        with _pause_lock:
            _pause_depth -= 1
            if _pause_depth == 0 and _pause_was_on:
                gc.enable()


def _lint(
    deck: Deck,
    config: LintConfig | None,
    *,
    similarity: Similarity | None,
    token_counter: TokenCounter | None,
    field_names: str | None,
    memo_schema_rules: bool,
    locked: Lock | None,
    servers_left_out: tuple[ServerLeftOut, ...],
    lock_files: tuple[str, str] | None,
    as_listed: Deck | None,
) -> LintResult:
    """:func:`lint`'s work (its arguments, with the collector paused)."""
    require_deck(deck)
    if config is not None and not isinstance(config, LintConfig):
        raise TypeError(
            f"config: expected a LintConfig, got {type(config).__name__}; build one with "
            "LintConfig(select=[...], ...) (LintConfig(**mapping) for a mapping) or read a "
            "file with tooldeck.lint.load_config(path)"
        )
    config = config or LintConfig()
    inferred = FORMAT_TARGETS.get(field_names or "") if config.options.target is None else None
    if inferred is not None:  # advice must be possible in the format being linted
        config = replace(config, options=replace(config.options, target=inferred))
    check_deck_size(len(deck), config.options.max_deck_tools)
    rules = config.selected_rules()
    if locked is not None:  # asked for by giving a lock: not subject to the selection
        chosen = {r.code for r in rules}
        extra = [r for r in all_rules() if r.family == "lock" and r.code not in chosen]
        rules = tuple(sorted((*rules, *extra), key=lambda r: r.code))
    unmarkable = [r.code for r in rules if r.code in _DECLARE_HINT]
    if field_names in NO_ANNOTATIONS and unmarkable:
        rules = tuple(r for r in rules if r.code not in _DECLARE_HINT)
        hints = {"A101": "A101 (declare destructiveHint)", "A105": "A105 (declare readOnlyHint)"}
        notes = [
            f"{', '.join(hints[c] for c in unmarkable)} not run: the {field_names} format has "
            "no tool annotations; lint the MCP form (`tooldeck convert --to mcp`) or a "
            "tooldeck deck file to check them"
        ]
    else:
        notes = []
    if config.options.target == "gemini" and any(r.code == "S104" for r in rules):
        # its advice is a keyword Gemini refuses: not run, and said so when asked for by code
        rules = tuple(r for r in rules if r.code != "S104")
        if "S104" in {c.upper() for c in (*(config.select or ()), *config.extend_select)}:
            whence = (
                "the file is in Gemini's format" if inferred else "--target gemini (option target)"
            )
            notes.append(
                f"S104 (additionalProperties: false) not run: {whence}, and Gemini refuses "
                "additionalProperties (P104 reports it)"
            )
    if token_counter is None and config.options.tokenizer is not None:
        token_counter = default_counter(config.options.tokenizer)  # a bad name fails here
    read, cuts = _cut_deck(deck, config)
    ctx = LintContext(
        read, options=config.options, similarity=similarity, token_counter=token_counter
    )
    if locked is not None:
        from tooldeck.lint.lock import diff_decks

        ctx.drift = diff_decks(locked, deck if as_listed is None else as_listed)
    ctx.servers_left_out = {s.server: s.reason for s in servers_left_out}
    ctx.servers_disabled = frozenset(s.server for s in servers_left_out if s.disabled)
    ctx.lock_files = lock_files
    ctx.source_format = field_names
    run = _Run(ctx, config, rules, field_names, memo_schema_rules)
    ctx.notes.extend(notes)
    run.cuts = cuts
    if cuts and not any(r.code == "T110" for r in rules):
        ctx.notes.append(
            f"lint read only the first characters of {sum(map(len, cuts.values()))} "
            f"strings in {len(cuts)} tools (max-text-chars {config.options.max_text_chars:,}, "
            f"max-tool-text-chars {config.options.max_tool_text_chars:,}); T110, which "
            "reports them, is not selected"
        )
    for rule in rules:  # deck rules first: their findings wait in run.by_tool
        if rule.scope == "deck" and not rule.code.startswith("E"):
            run.deck_rule(rule)
    groups: list[tuple[str, list[Rule]]] = []
    for rule in rules:
        if rule.scope != "deck" and not rule.code.startswith("E"):
            if not groups or groups[-1][0] != rule.family:
                groups.append((rule.family, []))
            groups[-1][1].append(rule)
    found: list[Finding] = sorted(run.by_tool.pop(None, []), key=_order)
    names = set(deck.names)
    strays = [f for t, fs in run.by_tool.items() if t not in names for f in fs]
    if strays:  # a deck rule naming a tool the deck lacks: sorted with the first tool
        first = deck.names[0] if deck.names else None
        if first is None:
            found.extend(sorted(strays, key=_order))
        for t in [t for t in run.by_tool if t not in names]:
            del run.by_tool[t]
        if first is not None:
            run.by_tool.setdefault(first, []).extend(strays)
    for tool in read:  # tool by tool: each tool's memo is dropped when it is done
        chunk = run.tool_rules(tool, groups)
        chunk.sort(key=_order)
        found.extend(chunk)
        ctx.forget(tool)
    ctx.notes.extend(run.pattern_notes())
    return LintResult(
        deck, tuple(found), rules, config, run.timing, tuple(ctx.notes), servers_left_out
    )


def check_deck_size(count: int, limit: int, *, source: str | None = None) -> None:
    """Refuse a deck of ``count`` tools over ``limit`` (the ``max-deck-tools`` option).

    Args:
        count: the deck's number of tools.
        limit: the ``max-deck-tools`` option.
        source: the deck's file or source, named first in the error when given.

    Raises:
        LintLimitError: naming the source, the count, the limit and how to raise it.
    """
    if count > limit:
        where = f"{source}: " if source is not None else ""
        raise LintLimitError(
            f"{where}the deck has {count:,} tools, more than lint reads (max-deck-tools {limit:,}; "
            "lint takes about 1 ms of CPU per tool): raise it with --max-deck-tools N or "
            "the max-deck-tools option of the lint configuration, or lint part of the deck"
        )


def _cut_deck(deck: Deck, config: LintConfig) -> tuple[Deck, dict[str, tuple[CutText, ...]]]:
    """The deck the rules read (``deck`` itself unless a tool has a string over the text
    caps) and the cut strings by tool name."""
    max_text = config.options.max_text_chars
    max_tool = config.options.max_tool_text_chars
    cuts: dict[str, tuple[CutText, ...]] = {}
    tools: list[Tool] = []
    for tool in deck:
        cut = cut_tool(tool, max_text, max_tool)
        if cut is None:
            tools.append(tool)
        else:
            tools.append(cut.tool)
            cuts[tool.name] = cut.cuts
    return (deck.with_tools(tools) if cuts else deck), cuts


_POINTERS_KEPT = 1 << 16
"""Distinct rule pointers whose user spelling is remembered (most repeat across tools:
``/input_schema/properties/id``); past it they are converted each time."""


_SCHEMA_MEMO_KEPT = 1 << 16
"""Memoised ``(rule, schema)`` results kept (past it, rules run on each tool)."""

_SCHEMA_KEY_CHARS = 1 << 16
"""Schemas longer than this as JSON text are not memoised (the key would cost memory;
such a schema is rarely repeated)."""


@dataclass
class _SchemaMemo:
    """What the schema-only rules found on one deck with one configuration
    (:func:`_schema_memo`)."""

    hits: dict[tuple[str, str], tuple[RuleHit, ...]] = field(default_factory=dict)
    """``(rule code, schema key)`` → the rule's hits on a tool with those schemas."""
    keys: dict[str, str] = field(default_factory=dict)
    """Tool name → its schema key (:func:`_schema_key`)."""


SCHEMA_DECKS_KEPT = 2
"""Decks whose schema-only rule hits are kept across lint runs (:func:`_schema_memo`)."""

_SCHEMA_MEMOS: OrderedDict[tuple[Any, ...], _SchemaMemo] = OrderedDict()
_schema_lock = threading.Lock()


def _schema_memo(deck: Deck, config: LintConfig, field_names: str | None) -> _SchemaMemo:
    """The schema-only rules' memo for a lint of ``deck`` with ``config``'s options and
    per-tool ignores (which tool of a schema runs a rule first), read from the
    ``field_names`` format, kept for the last :data:`SCHEMA_DECKS_KEPT` such lints of the
    process.

    Session 44: the rules registered with ``schema_only=True`` read a tool's schemas, the
    options and, for some (S107's identifiers named in other descriptions), the deck's
    names; their hits on an unchanged deck (a deck equal by value: the same tools, a deck
    re-read from the same file included) with the same options are the same, so a second
    lint reuses them instead of running the rules again (0.8–0.9 s of a warm lint of BFCL's
    pool with every rule). Keyed by the deck itself: a deck that differs in any tool gets
    a memo of its own."""
    ignores = tuple(sorted((k, tuple(v)) for k, v in config.per_tool_ignores.items()))
    key = (deck_key(deck), config.options, ignores, field_names)
    with _schema_lock:  # lints in several threads
        memo = _SCHEMA_MEMOS.get(key)
        if memo is None:
            memo = _SCHEMA_MEMOS[key] = _SchemaMemo()
            while len(_SCHEMA_MEMOS) > SCHEMA_DECKS_KEPT:
                _SCHEMA_MEMOS.popitem(last=False)
        else:
            _SCHEMA_MEMOS.move_to_end(key)
    return memo


def _schema_key(tool: Tool) -> str:
    """The tool's input and output schemas as JSON text, keys in their order (``1``,
    ``1.0`` and ``true``, equal in Python, stay apart)."""
    return json.dumps(
        [tool.input_schema, tool.output_schema], ensure_ascii=False, separators=(",", ":")
    )


def _never(code: str, tool: str | None) -> bool:
    """``ignored_for_tool`` of a configuration without ``per-tool-ignores``."""
    return False


def _order(finding: Finding) -> tuple[str, str]:
    return finding.code, finding.pointer


RELAXING_HINTS = frozenset(
    {("readOnlyHint", "true"), ("destructiveHint", "false"), ("idempotentHint", "true")}
)
"""(hint, value) pairs that lift a safeguard — the approval gate (a read-only or
non-destructive tool runs unasked) or the duplicate guard (an idempotent one is repeated):
the pattern note never offers a pattern that would state them on tools lint did not ask."""
PATTERN_NOTE_MIN = 3
"""How many tools of one config server asked to state the same hint value make lint say
once that the config's ``annotations`` takes a pattern (:meth:`_Run.pattern_notes`): two
entries are as short as a pattern; from three on, one pattern is shorter."""


def _common_start(names: list[str]) -> str:
    """The characters every one of ``names`` starts with (``""`` for none)."""
    first, last = min(names), max(names)  # the sorted extremes differ first
    n = 0
    while n < min(len(first), len(last)) and first[n] == last[n]:
        n += 1
    return first[:n]


def _widest_start(names: list[str], rest: list[str]) -> tuple[str, int]:
    """The name start, up to a word separator (``_``, ``-``, ``.``), that the most of
    ``names`` have and none of ``rest``, with how many have it (``("", 0)`` for none)."""
    counts: dict[str, int] = {}
    for name in names:
        for i, ch in enumerate(name):
            if ch in "_-.":
                counts[name[: i + 1]] = counts.get(name[: i + 1], 0) + 1
    fits = [(n, -len(p), p) for p, n in counts.items() if not any(r.startswith(p) for r in rest)]
    if not fits:
        return "", 0
    n, _, start = max(fits)
    return start, n


_OPEN_CHOICE = {
    "destructiveHint": "if a call may delete or overwrite something",
    "readOnlyHint": "if it only reads",
    "idempotentHint": "if repeating a call with the same arguments changes nothing more",
    "openWorldHint": "if it reaches an open world (the web, other people's systems)",
}
"""When to pick ``true`` for a hint a finding leaves open (:func:`_stated_hint`)."""


def _stated_hint(key: str, hint: str, value: str) -> str:
    """The config's ``annotations`` entry stating ``hint`` (MCP name) for ``key`` (a tool
    name or fnmatch pattern) as ``value`` (``true``, ``false``, or ``true or false`` when
    the finding leaves the choice to the user), as JSON that parses:
    ``{"delete_rows": {"destructiveHint": true}}``; for an open choice both entries, the
    condition in words outside them — ``{…: true} if a call may delete or overwrite
    something, else {…: false}`` (trial40: ``{"destructiveHint": true or false}`` was
    printed inside the JSON, which no JSON reader accepts)."""
    if value in ("true", "false"):
        return json.dumps({key: {hint: value == "true"}})
    when = _OPEN_CHOICE.get(hint, "if it holds")
    return f"{json.dumps({key: {hint: True}})} {when}, else {json.dumps({key: {hint: False}})}"


_HINTS = {
    name: mcp
    for mcp, snake in (
        ("readOnlyHint", "read_only_hint"),
        ("destructiveHint", "destructive_hint"),
        ("idempotentHint", "idempotent_hint"),
        ("openWorldHint", "open_world_hint"),
    )
    for name in (mcp, snake)
}
"""An annotation hint's name in a finding's message (MCP's or tooldeck's spelling) → its
MCP name, as a config's ``annotations`` key takes it."""


class _Run:
    """One lint run's findings as they are made: deck-rule findings waiting for their
    tool, the wall time per family, the pointer spelling of the deck's format.

    Pointers and messages are interned (:func:`sys.intern`): on a deck of many similar
    tools most of them repeat (``/inputSchema/properties/id``), and a 100,000-tool deck
    makes about a million findings."""

    def __init__(
        self,
        ctx: LintContext,
        config: LintConfig,
        rules: tuple[Rule, ...],
        field_names: str | None,
        memo_schema_rules: bool = True,
    ) -> None:
        self.ctx = ctx
        self.config = config
        self.field_names = field_names
        self.internal = any(r.code == "E001" for r in rules)
        self.timing: dict[str, float] = {}
        self.by_tool: dict[str | None, list[Finding]] = {}
        self.severity = {r.code: config.severity_of(r) for r in rules}
        self.cuts: dict[str, tuple[CutText, ...]] = {}
        self.text_cap = next((r for r in rules if r.code == "T110"), None)
        self.pointers: dict[str, str] = {}  # a rule's pointer → the user's, interned
        self.asked: dict[tuple[str, str, str], dict[str, set[str]]] = {}
        """``(server, hint, value)`` → the server's own tool names asked to state it → the
        rule codes asking (:meth:`where_stated`), for :meth:`pattern_notes`."""
        memo = _schema_memo(ctx.deck, config, field_names) if memo_schema_rules else None
        self.schema_memo: dict[tuple[str, str], tuple[RuleHit, ...]] | None = (
            memo.hits if memo is not None else None
        )
        self.schema_keys: dict[str, str] = memo.keys if memo is not None else {}

    def _time(self, family: str, started: float) -> None:
        spent = time.perf_counter() - started
        ctx = self.ctx
        if ctx.similarity_seconds and "similarity" not in self.timing:  # this rule paid
            self.timing["similarity"] = ctx.similarity_seconds
            spent -= ctx.similarity_seconds
        if ctx.instruction_seconds and "instruction" not in self.timing:  # T109 paid
            self.timing["instruction"] = ctx.instruction_seconds
            spent -= ctx.instruction_seconds
        self.timing[family] = self.timing.get(family, 0.0) + spent

    def finding(self, rule: Rule, tool: str | None, hit: RuleHit) -> Finding:
        pointer = self.pointers.get(hit.pointer)
        if pointer is None:
            pointer = hit.pointer
            if self.field_names is not None:
                pointer = to_user(pointer, self.field_names)
            pointer = sys.intern(pointer)
            if len(self.pointers) < _POINTERS_KEPT:
                self.pointers[hit.pointer] = pointer
        return Finding(
            rule.code,
            rule.name,
            self.severity[rule.code]
            if hit.severity is None or rule.code in self.config.severity
            else hit.severity,
            tool,
            pointer,
            sys.intern(self.where_stated(self.message(hit), tool, hit.pointer, rule.code)),
            tools=hit.tools,
            similarity=hit.similarity,
            operation=hit.operation,
        )

    def message(self, hit: RuleHit) -> str:
        """The hit's message in the user's field names, with its Python fix on a ``py:`` deck."""
        if self.field_names is None:
            return hit.message
        message = message_to_user(hit.message, self.field_names)
        if hit.python_fix is not None and self.field_names == "python":
            message = f"{message}; in the @tool function: {hit.python_fix}"
        return message

    def where_stated(self, message: str, tool: str | None, pointer: str, code: str = "") -> str:
        """``message`` of a finding whose fix is to declare an annotation hint, on a tool
        of a config's server (:meth:`~tooldeck.tool.Deck.origin`): with where its user can
        state it, the config's ``annotations`` key of that server, as the gateway serves
        it (trial35 L13: "declare it true" pointed at a definition only the server's
        author writes), and counted under the rule ``code`` for :meth:`pattern_notes`. Any
        other message unchanged."""
        if tool is None or not pointer.startswith("/annotations") or "declare it" not in message:
            return message
        origin = self.ctx.deck.origin(tool)
        if origin is None:
            return message
        server, own = origin
        hint = next((h for h in _HINTS if h in message), None)
        if hint is None:
            return message
        value = (
            "true"
            if "declare it true" in message
            else "false"
            if "declare it false" in message
            else "true or false"
        )
        stated = _stated_hint(own, _HINTS[hint], value)
        asked = self.asked.setdefault((server, _HINTS[hint], value), {})
        asked.setdefault(own, set()).update([code] if code else [])
        return (
            f"{message} (server {server!r} writes this definition: state the hint in the "
            f'config instead, under that server\'s "annotations" key: {stated}, which '
            "tooldeck gateway serves and lint reads)"
        )

    def pattern_notes(self) -> list[str]:
        """One note per server and hint that :data:`PATTERN_NOTE_MIN` or more of its tools
        are asked to state (:meth:`where_stated`), saying once that the config's
        ``annotations`` key takes fnmatch patterns (``fnmatch.fnmatchcase`` of the server's
        own names, later patterns winning: :meth:`UpstreamSpec.hints_for
        <tooldeck.formats.mcp_config.UpstreamSpec.hints_for>`), with the pattern that
        fits: ``*`` when every tool of the server in the deck is asked, else the asked
        tools' common name prefix and ``*`` when it matches no other tool of the server,
        else, when at most half are asked, the name start up to a separator (``add_*``)
        that covers the most of them (three or more) and no other tool, else ``*`` with
        the advice to name the exceptions after it (trial38: 66 per-tool
        texts on mcp-sympy, none offering ``{"*": {"readOnlyHint": true}}``) — except for a
        hint that lifts a safeguard (:data:`RELAXING_HINTS`: ``readOnlyHint: true`` turns
        off the gateway's approval), where a pattern covering tools not asked is never
        offered and the note is left out (trial39b HIGH-1)."""
        notes = []
        deck = self.ctx.deck
        for (server, hint, value), asked in self.asked.items():
            if len(asked) < PATTERN_NOTE_MIN:
                continue
            own = [o[1] for t in deck.names if (o := deck.origin(t)) is not None and o[0] == server]
            names = sorted(asked)
            prefix = _common_start(names)
            rest = [n for n in own if n not in asked]
            if not rest:
                pattern, fit = "*", f"all {len(own)} of its tools"
            elif len(prefix) >= 2 and not any(n.startswith(prefix) for n in rest):
                pattern, fit = f"{prefix}*", f"those {len(names)} tools"
            else:
                start, covered = _widest_start(names, rest)
                if len(names) <= len(rest) and covered >= PATTERN_NOTE_MIN:
                    pattern, fit = f"{start}*", f"{covered} of them"
                elif (hint, value) in RELAXING_HINTS:
                    # trial39b HIGH-1: "*" then exceptions, pasted without the exceptions,
                    # marked 18 of excel-mcp-polars' writers read-only (no approval asked)
                    continue
                else:
                    pattern = "*"
                    fit = (
                        f"every tool, then an entry for each of the {len(rest)} others "
                        "that differs (a later pattern wins)"
                    )
            stated = _stated_hint(pattern, hint, value)
            codes = ", ".join(sorted({c for cs in asked.values() for c in cs}))
            notes.append(
                f"server {server!r}: {len(names)} of its {len(own)} tools are asked to state "
                f'{hint} {value} ({codes}); the config\'s "annotations" key takes fnmatch '
                f"patterns of the server's own tool names, so one entry states it for "
                f"{fit}: {stated} (docs/formats/mcp-config.md)"
            )
        return notes

    def deck_rule(self, rule: Rule) -> None:
        started = time.perf_counter()
        try:
            hits = list(rule.check(self.ctx))  # type: ignore[call-arg,arg-type]
        except Exception as exc:
            if self.internal:
                self.by_tool.setdefault(None, []).append(_internal_error(rule, None, exc))
        else:
            # drift from a lock (the lock family, run only when a lock is given) is not
            # subject to per-tool-ignores: a configuration shipped beside a deck must not
            # hide it (LintConfig.lock_silencers names such settings)
            exempt = rule.family == "lock"
            ignored = self.config.ignored_for_tool
            for h in hits:
                # a finding about a pair (X101) is reported under one tool of it; ignoring
                # the rule for either tool silences it, as a user who silences a
                # dispatcher's pairs expects (trial28: not only those filed under its name)
                if exempt or not any(ignored(rule.code, t) for t in (h.tool, *h.tools)):
                    self.by_tool.setdefault(h.tool, []).append(self.finding(rule, h.tool, h))
        self._time(rule.family, started)

    def tool_rules(self, tool: Tool, groups: list[tuple[str, list[Rule]]]) -> list[Finding]:
        """The findings of the tool rules (grouped by family) on ``tool`` and of the deck
        rules about it. A rule that raises keeps none of its hits (an ``E001`` instead)."""
        out = self.by_tool.pop(tool.name, [])
        config = self.config
        ignored = config.ignored_for_tool if config.per_tool_ignores else _never
        cap = self.text_cap
        if cap is not None and tool.name in self.cuts and not ignored(cap.code, tool.name):
            options = self.config.options
            for cut in self.cuts[tool.name]:
                message = cut_message(cut, options.max_text_chars, options.max_tool_text_chars)
                out.append(self.finding(cap, tool.name, RuleHit(cut.pointer, message)))
        key: str | None = None
        name = tool.name
        ctx = self.ctx
        schema_memo = self.schema_memo
        finding = self.finding
        for family, rules in groups:
            started = time.perf_counter()
            for rule in rules:
                if ignored(rule.code, name):
                    continue
                memo = None
                if schema_memo is not None and rule.schema_only:
                    if key is None:
                        key = self.schema_keys.get(name)
                        if key is None:
                            key = self.schema_keys[name] = _schema_key(tool)
                    memo = (rule.code, key) if len(key) <= _SCHEMA_KEY_CHARS else None
                    cached = schema_memo.get(memo) if memo is not None else None
                    if cached is not None:
                        out.extend(finding(rule, name, h) for h in cached)
                        continue
                try:
                    hits = list(rule.check(tool, ctx))  # type: ignore[call-arg,arg-type]
                except Exception as exc:
                    if self.internal:
                        out.append(_internal_error(rule, name, exc))
                    continue
                if memo is not None and len(schema_memo) < _SCHEMA_MEMO_KEPT:  # type: ignore[arg-type]
                    schema_memo[memo] = tuple(hits)  # type: ignore[index]
                if hits:  # most rules find nothing on most tools: no generator made then
                    out.extend(finding(rule, name, h) for h in hits)
            self._time(family, started)
        return out
