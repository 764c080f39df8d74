"""``tooldeck gateway --dry-run``: what the gateway would serve, and what it saves.

Per upstream: its tools, those that collide with another upstream's names, those
quarantined (changed since pinned, new since the lock under ``new_tools: quarantine``, or
flagged by the poisoning rules), the warning-level poisoning findings of its tools (shown,
never a reason to quarantine) and the tokens its active tools take in ``tools/list``. For
the whole gateway: the tokens of ``tools/list`` in ``full`` mode (every active tool) and in
``search`` mode (resident tools plus the ``search_tools`` and ``call_tool`` meta-tools;
:mod:`tooldeck.gateway.exposure`).

Tokens: each tool as one compact JSON item of an MCP ``tools/list`` result (the ``mcp``
wire format of :func:`tooldeck.cost.deck_tokens`), counted by the tokenizer named
(default ``o200k_base``, the GPT-4o tokenizer; the same default as ``tooldeck cost``).
A dry run starts each upstream once to list it, writes nothing (the lock file included)
and calls no tool.
"""

from __future__ import annotations

import dataclasses
import fnmatch
import json
from pathlib import Path
from typing import Any

from tooldeck.cost import deck_tokens
from tooldeck.formats.mcp_client import SkippedTool
from tooldeck.formats.mcp_config import GatewayConfig
from tooldeck.formats.mcp_names import expose
from tooldeck.formats.mcp_servers import Listing, list_upstreams
from tooldeck.gateway.catalog import ANNOTATIONS_KEY, Catalog, build_catalog
from tooldeck.gateway.exposure import make_exposure, search_item, search_meta_tools
from tooldeck.gateway.pinning import Pins, lock_written, pin_key, pinned_despite, poisoning_warnings
from tooldeck.jsonvalue import thaw
from tooldeck.lint.lock import FieldChange
from tooldeck.select.deferred import DEFAULT_K
from tooldeck.tokenizers import get_tokenizer
from tooldeck.tool import Deck, Tool

__all__ = [
    "DeferredRoute",
    "DryRun",
    "UpstreamMeasure",
    "answer_tokens",
    "deferred_route",
    "dry_run",
    "measure",
    "search_mode_tools",
]

DEFAULT_TOKENIZER = "o200k_base"


@dataclasses.dataclass(frozen=True)
class UpstreamMeasure:
    """One upstream in a dry run.

    Attributes:
        name: the upstream's name; ``origin``: ``FILE:LINE`` of its entry.
        transport: ``stdio`` or ``http``.
        error: why it could not be listed (None when listed).
        tools: tools it listed.
        active: of those, listed and callable through the gateway.
        quarantined: ``(exposed name, reason)`` of those held back.
        collisions: exposed names it would share with another upstream's tool, equal
            after prefixing (:attr:`~tooldeck.formats.mcp_names.NameMap.clashes`: one of
            the two is shortened with a hash). A tool name another upstream offers too is
            not one: the prefixes keep them apart (:attr:`shared`).
        shared: its tool names that another upstream offers too, told apart by the
            prefixes.
        tokens: tokens of its active tools in ``tools/list`` (full mode).
        changes: exposed name → the changed fields of a definition quarantined because
            it changed since pinned, with full old and new values (the JSON report's
            ``changes``; the reason text shows only the changed spans).
        reviewed: exposed name → the reason of a definition quarantined because it
            changed, with every changed character
            (:meth:`tooldeck.gateway.pinning.Held.text` with ``whole=True``): what the
            text report shows a person, where ``quarantined`` holds the bounded reason a
            model is sent.
        flagged: exposed names of the quarantined definitions with error-level poisoning
            findings, which ``tooldeck gateway approve --all`` leaves quarantined unless
            ``--include-flagged`` is given.
        skipped: one line per tool it listed that is not a valid definition (by name and
            why: :class:`~tooldeck.formats.mcp_client.SkippedTool`), left out as the
            gateway leaves it out; its other tools are counted.
        hashes: exposed name → the SHA-256 (64 hex digits, the lock's ``sha256``) of each
            quarantined definition as listed now, what ``tooldeck gateway approve
            TOOL@SHA256`` checks before it pins (the definition reviewed, not a later one).
        reordered: exposed names of the quarantined definitions whose change is only the
            items of a list in a text moved (:attr:`~tooldeck.gateway.pinning.Held.only_reordered`):
            the dry run points at approving by name or fixing the server's order rather
            than at a hash the next listing seldom has (JSON ``onlyReordered``).
        warnings: exposed name → its warning-level poisoning findings
            (:func:`~tooldeck.gateway.pinning.poisoning_warnings`, ``"CODE /pointer:
            message"``), for every tool listed: they quarantine nothing, and are shown to
            the person reviewing (trial32a #3: a T111 warning never reached ``--dry-run``).
        pinned_flagged: exposed name → the error-level poisoning findings of an active
            tool, served only because the lock pins it (``tooldeck lock CONFIG``, an
            approval by name; :func:`~tooldeck.gateway.pinning.pinned_despite`; JSON
            ``pinnedDespite``): trial35 M3, a dry run said nothing of it.
    """

    name: str
    origin: str
    transport: str
    error: str | None = None
    tools: int = 0
    active: int = 0
    quarantined: tuple[tuple[str, str], ...] = ()
    collisions: tuple[str, ...] = ()
    shared: tuple[str, ...] = ()
    tokens: int = 0
    changes: dict[str, tuple[FieldChange, ...]] = dataclasses.field(default_factory=dict)
    reviewed: dict[str, str] = dataclasses.field(default_factory=dict)
    flagged: tuple[str, ...] = ()
    skipped: tuple[str, ...] = ()
    hashes: dict[str, str] = dataclasses.field(default_factory=dict)
    reordered: tuple[str, ...] = ()
    warnings: dict[str, tuple[str, ...]] = dataclasses.field(default_factory=dict)
    pinned_flagged: dict[str, tuple[str, ...]] = dataclasses.field(default_factory=dict)


@dataclasses.dataclass(frozen=True)
class DryRun:
    """What a gateway config would serve.

    Attributes:
        config: the config's path (text).
        tokenizer: the tokenizer the tokens were counted with.
        upstreams: per upstream, config order.
        left_out: the config's warnings (servers it leaves out).
        collisions: ``(exposed name, upstreams)`` of every exposed name several tools would
            have had, equal after prefixing (all but one shortened with a hash).
        shared: ``(tool name, upstreams)`` of every tool name several upstreams offer,
            told apart by their prefixes (not a collision).
        shortened: exposed name → the full name it stands for.
        tokens_full: ``tools/list`` tokens in full mode.
        tokens_search: ``tools/list`` tokens in search mode (the config's residents, and
            the read-only tools when its ``resident_read_only`` is set).
        search_list: the names ``tools/list`` shows in search mode.
        tokens_read_only: ``tools/list`` tokens in search mode with every read-only tool
            resident (``--resident-read-only``), whatever the config says.
        read_only: how many active tools are annotated ``readOnlyHint: true`` (what
            ``--resident-read-only`` keeps listed).
        first_sight: ``SERVER/TOOL`` definitions a real run would pin (not written here).
        added_since_lock: those of :attr:`first_sight` whose upstream the lock already pins
            tools of (:attr:`Pins.added_since_lock`): added since the review, served
            unreviewed under ``new_tools: pin``.
        lock: the lock file's path (text).
        exposed: every exposed name the upstreams listed (active or quarantined), what
            ``--approve`` may name.
        rewritten: exposed name → the mentions of other tools of its upstream that its
            exposed description names by their exposed names (upstream name → exposed
            name; :func:`tooldeck.gateway.catalog.rewrite_mentions`), as the tool's
            ``_meta`` records them.
        annotated: exposed name → the annotation hints the config states for it
            (``annotations`` of its server: hint → ``{"config": value, "upstream": value}``,
            as the tool's ``_meta`` records them under
            :data:`tooldeck.gateway.catalog.ANNOTATIONS_KEY`).
        hint_findings: exposed name → what lint's hint rules say of the hints the config
            states (:func:`hint_findings`, ``"CODE severity /annotations/HINT: message"``;
            JSON ``hintFindings``): served as stated all the same.
        unmatched: one warning per ``annotations`` pattern of a listed server that matches
            none of its tools (file and line, server, pattern, the closest tool names:
            ``UpstreamSpec.unmatched_annotations``, :mod:`tooldeck.formats.mcp_config`).
        resident_unmatched: one warning per ``resident`` pattern that matches none of the
            exposed names (``GatewayConfig.unmatched_resident``; JSON ``residentWarnings``);
            checked only when every upstream was listed.
        config_path: the config's absolute path ("" for a config built in Python): what
            ``approve --reviewed`` compares, from whatever folder it runs.
        new_tools: the run's top-level ``new_tools`` (``--new-tools`` or the config's,
            else its default: :attr:`GatewayConfig.default_new_tools`), which ``approve
            --reviewed`` applies so it holds what this run held.
        new_tools_default: ``new_tools`` is the default (neither the config nor
            ``--new-tools`` sets it): the text report says so.
        new_tools_own: ``(server, setting)`` for each server whose own ``new_tools``
            differs from :attr:`new_tools` (it wins for that server; trial44b: the text
            line said quarantine for a server that pins).
        lock_written: when the lock was last written (its modification time, UTC to the
            minute, :func:`~tooldeck.gateway.pinning.lock_written`; JSON ``lockWritten``);
            None when it does not exist yet.
        tokens_answer: tokens of a typical ``search_tools`` answer's items (JSON
            ``tokens.searchAnswer``): :attr:`answer_k` items at the mean tokens of one item
            over the tools search mode does not list (:func:`answer_tokens`); 0 when none.
        answer_k: the tools a ``search_tools`` call returns without ``k`` (5), at most the
            tools it can find.
        searchable: the active tools search mode does not list (what a search finds).
        mode: the config's exposure mode (``full``, ``search``, ``search-load``; JSON
            ``mode``).
        tokens_loaded: under ``search-load``, the ``tools/list`` tokens of the tools one
            search adds to the list (JSON ``tokens.searchLoadListed``): :attr:`answer_k`
            tools at the mean full-mode ``tools/list`` tokens of one searchable tool,
            assuming every tool the answer returns is loaded (weak matches are not, so it
            is an upper figure); 0 in the other modes.
        tokens_full_openai: the full-mode tools as OpenAI ``tools`` (compact JSON), what
            ``tooldeck cost CONFIG`` counts by default (JSON ``tokens.fullOpenAI``): printed
            beside :attr:`tokens_full` (MCP JSON) so the two figures do not read as a
            contradiction (trial42: 763 from ``cost``, 1,058 from the dry run).
    """

    config: str
    tokenizer: str
    upstreams: tuple[UpstreamMeasure, ...]
    left_out: tuple[str, ...]
    collisions: tuple[tuple[str, tuple[str, ...]], ...]
    shortened: dict[str, str]
    tokens_full: int
    tokens_search: int
    search_list: tuple[str, ...]
    first_sight: tuple[str, ...]
    lock: str
    added_since_lock: tuple[str, ...] = ()
    tokens_read_only: int = 0
    read_only: int = 0
    shared: tuple[tuple[str, tuple[str, ...]], ...] = ()
    exposed: tuple[str, ...] = ()
    rewritten: dict[str, dict[str, str]] = dataclasses.field(default_factory=dict)
    annotated: dict[str, dict[str, Any]] = dataclasses.field(default_factory=dict)
    hint_findings: dict[str, tuple[str, ...]] = dataclasses.field(default_factory=dict)
    config_path: str = ""
    new_tools: str = "pin"
    new_tools_default: bool = False
    new_tools_own: tuple[tuple[str, str], ...] = ()
    unmatched: tuple[str, ...] = ()
    resident_unmatched: tuple[str, ...] = ()
    lock_written: str | None = None
    tokens_answer: int = 0
    answer_k: int = 0
    searchable: int = 0
    mode: str = "full"
    tokens_loaded: int = 0
    tokens_full_openai: int = 0

    @property
    def saving(self) -> float:
        """Share of full-mode ``tools/list`` tokens search mode saves (0-1; 0 when empty)."""
        if self.tokens_full <= 0:
            return 0.0
        return 1 - self.tokens_search / self.tokens_full

    @property
    def saving_one_search(self) -> float:
        """:attr:`saving` counting one typical ``search_tools`` answer too
        (:attr:`tokens_answer`): the tools a search returns reach the model then, in the
        answer, instead of in ``tools/list`` (0-1, negative when search mode costs more;
        0 when empty). Under ``search-load`` the tools the search adds to ``tools/list``
        count too (:attr:`tokens_loaded`)."""
        if self.tokens_full <= 0:
            return 0.0
        return 1 - self.tokens_one_search / self.tokens_full

    @property
    def tokens_one_search(self) -> int:
        """Tokens the model is sent with one search done: the search-mode ``tools/list``,
        one typical answer, and under ``search-load`` the tools it adds to the list."""
        return self.tokens_search + self.tokens_answer + self.tokens_loaded

    def to_json(self) -> dict[str, Any]:
        """The report as JSON (``tooldeck gateway --dry-run --format json``)."""
        return {
            "config": self.config,
            "tokenizer": self.tokenizer,
            "upstreams": [
                {
                    "name": u.name,
                    "origin": u.origin,
                    "transport": u.transport,
                    "error": u.error,
                    "tools": u.tools,
                    "active": u.active,
                    "quarantined": [
                        {
                            "name": n,
                            "reason": r,
                            "changes": [f.to_json() for f in u.changes.get(n, ())],
                            "flagged": n in u.flagged,
                            "sha256": u.hashes.get(n),
                            "onlyReordered": n in u.reordered,
                        }
                        for n, r in u.quarantined
                    ],
                    "collisions": list(u.collisions),
                    "shared": list(u.shared),
                    "skipped": list(u.skipped),
                    "warnings": [
                        {"name": n, "findings": list(lines)} for n, lines in u.warnings.items()
                    ],
                    "pinnedDespite": [
                        {"name": n, "findings": list(lines)}
                        for n, lines in u.pinned_flagged.items()
                    ],
                    "tokens": u.tokens,
                }
                for u in self.upstreams
            ],
            "leftOut": list(self.left_out),
            "collisions": [{"name": n, "upstreams": list(ups)} for n, ups in self.collisions],
            "shared": [{"name": n, "upstreams": list(ups)} for n, ups in self.shared],
            "shortened": dict(self.shortened),
            "rewritten": {name: dict(mentions) for name, mentions in self.rewritten.items()},
            "annotated": {name: dict(hints) for name, hints in self.annotated.items()},
            "hintFindings": {name: list(lines) for name, lines in self.hint_findings.items()},
            "annotationWarnings": list(self.unmatched),
            "residentWarnings": list(self.resident_unmatched),
            "tokens": {
                "full": self.tokens_full,
                "search": self.tokens_search,
                "saving": round(self.saving, 4),
                "searchReadOnlyResident": self.tokens_read_only,
                "searchAnswer": self.tokens_answer,
                "searchAnswerK": self.answer_k,
                "savingWithOneSearch": round(self.saving_one_search, 4),
                "searchLoadListed": self.tokens_loaded,
                "fullOpenAI": self.tokens_full_openai,
            },
            "mode": self.mode,
            "searchable": self.searchable,
            "readOnly": self.read_only,
            "searchList": list(self.search_list),
            "firstSight": list(self.first_sight),
            "addedSinceLock": list(self.added_since_lock),
            "lock": self.lock,
            "lockWritten": self.lock_written,
            "configPath": self.config_path,
            "newTools": self.new_tools,
            "newToolsOwn": dict(self.new_tools_own),
        }


def search_mode_tools(
    catalog: Catalog, config: GatewayConfig, *, read_only: bool | None = None
) -> list[Tool]:
    """The tools of ``tools/list`` in search mode, as the gateway lists them
    (:func:`tooldeck.gateway.exposure.make_exposure`): the active tools matching the
    config's ``resident`` patterns (and, with ``read_only`` — default: the config's
    ``resident_read_only`` — every tool annotated ``readOnlyHint: true``), then
    ``search_tools`` and ``call_tool``."""
    keep = config.resident_read_only if read_only is None else read_only
    exposure = make_exposure(catalog, "search", resident=config.resident, resident_read_only=keep)
    return list(exposure.tools())


def _skipped_lines(listing: Listing, upstream: str) -> tuple[str, ...]:
    """The :class:`SkippedTool` lines of ``upstream``'s listing (none when not listed)."""
    loaded = listing.loaded.get(upstream)
    warnings = loaded.warnings if loaded is not None else ()
    return tuple(w.message for w in warnings if isinstance(w, SkippedTool))


def _tokens(tools: list[Tool], tokenizer: str, wire: str = "mcp") -> int:
    return sum(deck_tokens(Deck(tools), tokenizer, format=wire)) if tools else 0


def answer_tokens(tools: list[Tool], tokenizer: str, k: int = DEFAULT_K) -> tuple[int, int]:
    """``(tokens, k)`` of a typical ``search_tools`` answer over ``tools`` (the tools a
    search can find): ``k`` items — the answer's default, at most ``len(tools)`` — at the
    mean tokens of one item over ``tools``, each written as the gateway writes it
    (:func:`tooldeck.gateway.exposure.search_item`, compact JSON; score 0.5 and
    ``score_kind`` ``"score"`` stand in for the query's). Which tools a query finds is not
    known before it is asked; the mean stands for them. The answer's summary and envelope
    (about a hundred tokens) are not counted. ``(0, 0)`` without tools."""
    if not tools:
        return 0, 0
    counter = get_tokenizer(tokenizer)
    sizes = [
        counter.count(
            json.dumps(search_item(1, t, 0.5, "score"), ensure_ascii=False, separators=(",", ":"))
        )
        for t in tools
    ]
    shown = min(k, len(tools))
    return round(sum(sizes) / len(sizes) * shown), shown


@dataclasses.dataclass(frozen=True)
class DeferredRoute:
    """What a deck costs sent by deferred loading (``tooldeck gateway --mode search``):
    the resident tools and the ``search_tools`` + ``call_tool`` definitions up front, then
    one typical ``search_tools`` answer of ``answer_k`` tools (:func:`answer_tokens`).

    Attributes:
        resident: the tools listed up front (names, deck order).
        resident_tokens: their tokens, sent as ``wire``.
        meta_tokens: tokens of the two meta-tools' definitions, sent as ``wire``.
        answer_tokens: tokens of one typical answer (JSON text of its items).
        answer_k: tools in that answer (the ``search_tools`` default, at most the
            searchable tools).
        searchable: tools reached only through ``search_tools``.
    """

    resident: tuple[str, ...]
    resident_tokens: int
    meta_tokens: int
    answer_tokens: int
    answer_k: int
    searchable: int

    @property
    def before_search(self) -> int:
        """Tokens of the tool list before any search (resident + meta-tools)."""
        return self.resident_tokens + self.meta_tokens

    @property
    def with_one_search(self) -> int:
        """:attr:`before_search` plus one typical answer."""
        return self.before_search + self.answer_tokens

    def to_json(self) -> dict[str, Any]:
        return {
            "resident": list(self.resident),
            "resident_tokens": self.resident_tokens,
            "meta_tokens": self.meta_tokens,
            "before_search": self.before_search,
            "answer_tokens": self.answer_tokens,
            "answer_k": self.answer_k,
            "with_one_search": self.with_one_search,
            "searchable": self.searchable,
        }


def deferred_route(
    deck: Deck,
    tokenizer: str,
    *,
    wire: str = "openai",
    resident: tuple[str, ...] = (),
    k: int = DEFAULT_K,
    max_k: int = 10,
) -> DeferredRoute:
    """The deferred route's tokens for ``deck`` (:class:`DeferredRoute`).

    Args:
        deck: the tools.
        tokenizer: a tokenizer name (:func:`tooldeck.tokenizers.get_tokenizer`).
        wire: the provider format the tool list is sent in (``openai``, ``anthropic``,
            ``mcp``); the answer is a tool result's JSON text whatever the format.
        resident: fnmatch patterns of tool names kept listed (the gateway's ``resident``).
        k: tools in the typical answer (default: ``search_tools``' default, 5).
        max_k: the meta-tool's largest ``k`` (the gateway's default 10).

    Raises:
        UnknownTokenizerError: unknown tokenizer name.
    """
    kept = [t for t in deck if any(fnmatch.fnmatchcase(t.name, p) for p in resident)]
    kept_names = {t.name for t in kept}
    searchable = [t for t in deck if t.name not in kept_names]
    answer, shown = answer_tokens(searchable, tokenizer, k)
    return DeferredRoute(
        resident=tuple(t.name for t in kept),
        resident_tokens=_tokens(kept, tokenizer, wire),
        meta_tokens=_tokens(list(search_meta_tools(max_k)), tokenizer, wire),
        answer_tokens=answer,
        answer_k=shown,
        searchable=len(searchable),
    )


def measure(
    config: GatewayConfig,
    listing: Listing,
    pins: Pins | None = None,
    *,
    tokenizer: str = DEFAULT_TOKENIZER,
) -> DryRun:
    """The dry-run report of ``listing`` (from :func:`list_upstreams`) under ``config``.

    Args:
        pins: the gateway's pins (quarantine decisions); None: every tool active.
        tokenizer: a tokenizer name (:func:`tooldeck.tokenizers.get_tokenizer`).

    Raises:
        UnknownTokenizerError, TokenizerFileError: a bad tokenizer name.
    """
    tools = listing.tools()
    catalog = build_catalog(tools, config, pins)
    names = expose({up: [t.name for t in ts] for up, ts in tools.items()}, config)
    clashes = names.clashes
    clashed = {c.name for c in clashes}  # a shared name two empty prefixes left equal
    offered = [c for c in names.collisions if c not in clashes and c.name not in clashed]
    shared = {c.name: c.upstreams for c in offered}
    # the whole catalogue linted as one deck, as `tooldeck lint CONFIG` reads it (T104
    # needs to know which server lists which tool)
    flagged_all = pinned_despite(catalog.entries, config=config) if pins is not None else {}
    upstreams = []
    for spec in config.upstreams:
        entries = catalog.of_upstream(spec.name)
        active = [e.tool for e in entries if e.state == "active"]
        # each quarantined definition's pin record (why it is held), by exposed name
        held_of = {
            e.exposed: held
            for e in entries
            if e.state != "active"
            and pins is not None
            and (held := pins.held.get(pin_key(spec.name, e.original))) is not None
        }
        # warnings quarantine nothing, so a person reviewing sees them only here
        exposed_of = {e.original: e.exposed for e in entries}
        warned = poisoning_warnings(tools.get(spec.name, []))
        # served only because the lock pins it: say so at each dry run (trial35 M3)
        flagged_pins = {
            e.exposed: flagged_all[e.exposed] for e in entries if e.exposed in flagged_all
        }
        upstreams.append(
            UpstreamMeasure(
                name=spec.name,
                origin=spec.origin,
                transport=spec.transport,
                error=listing.failed.get(spec.name),
                tools=len(entries),
                active=len(active),
                quarantined=tuple(
                    (e.exposed, e.reason or "") for e in entries if e.state != "active"
                ),
                collisions=tuple(c.name for c in clashes if spec.name in c.upstreams),
                shared=tuple(
                    e.original for e in entries if spec.name in shared.get(e.original, ())
                ),
                tokens=_tokens(active, tokenizer),
                changes={n: h.changes for n, h in held_of.items() if h.changes},
                reviewed={n: h.text(whole=True) for n, h in held_of.items() if h.changes},
                flagged=tuple(n for n, h in held_of.items() if h.findings),
                skipped=_skipped_lines(listing, spec.name),
                hashes={n: h.pin.sha256 for n, h in held_of.items()},
                reordered=tuple(n for n, h in held_of.items() if h.only_reordered),
                warnings={exposed_of.get(name, name): lines for name, lines in warned.items()},
                pinned_flagged=flagged_pins,
            )
        )
    search = search_mode_tools(catalog, config)
    with_read_only = search_mode_tools(catalog, config, read_only=True)
    active_tools = catalog.active()
    listed = {t.name for t in search}
    findable = [t for t in active_tools if t.name not in listed]
    answer, answer_k = answer_tokens(findable, tokenizer)
    loaded = 0
    if config.mode == "search-load" and findable:
        # the found tools join tools/list in full: k of them at the mean searchable tool's
        # full-mode tokens (which ones a query finds is not known before it is asked)
        loaded = round(_tokens(findable, tokenizer) / len(findable) * answer_k)
    return DryRun(
        config=str(config.path) if config.path else "<config>",
        tokenizer=tokenizer,
        upstreams=tuple(upstreams),
        left_out=config.warnings,
        collisions=tuple((c.name, c.upstreams) for c in clashes),
        shared=tuple((c.name, c.upstreams) for c in offered),
        shortened=dict(names.shortened),
        tokens_full=_tokens(list(active_tools), tokenizer),
        tokens_full_openai=_tokens(list(active_tools), tokenizer, "openai"),
        tokens_search=_tokens(search, tokenizer),
        search_list=tuple(t.name for t in search),
        first_sight=pins.first_sight if pins is not None else (),
        added_since_lock=pins.added_since_lock if pins is not None else (),
        lock=str(config.lock) if config.lock else "",
        lock_written=lock_written(config.lock),
        tokens_answer=answer,
        answer_k=answer_k,
        mode=config.mode,
        tokens_loaded=loaded,
        searchable=len(findable),
        tokens_read_only=_tokens(with_read_only, tokenizer),
        read_only=sum(1 for t in active_tools if t.annotations.read_only_hint is True),
        exposed=tuple(e.exposed for e in catalog.entries),
        config_path=str(Path(config.path).resolve()) if config.path else "",
        new_tools=config.default_new_tools,
        new_tools_default=config.new_tools is None,
        new_tools_own=tuple(
            (spec.name, spec.new_tools)
            for spec in config.upstreams
            if spec.new_tools and spec.new_tools != config.default_new_tools
        ),
        rewritten={e.exposed: dict(e.rewritten) for e in catalog.entries if e.rewritten},
        annotated={
            e.exposed: dict(thaw(e.tool.meta)[ANNOTATIONS_KEY])
            for e in catalog.entries
            if e.tool.meta is not None and _config_annotates(config, e.upstream, e.original)
        },
        hint_findings=hint_findings(catalog.entries, config),
        unmatched=tuple(
            line
            for spec in config.upstreams
            if spec.name in tools
            for line in spec.unmatched_annotations([t.name for t in tools[spec.name]])
        ),
        # only when every upstream listed: a pattern may name a tool of one that did not
        resident_unmatched=(
            config.unmatched_resident([e.exposed for e in catalog.entries])
            if all(spec.name in tools for spec in config.upstreams)
            else ()
        ),
    )


HINT_RULES = ("A102", "A104", "A106", "A109")
"""The lint rules that call a stated annotation hint false (A102 ``readOnlyHint: true`` on
a tool that writes, A104 ``destructiveHint: true`` on one whose verb reads, A106 both
hints true, A109 ``destructiveHint: false`` on one that overwrites): the ones the gateway
runs on the hints a config adds (:func:`hint_findings`). The rules that ask for a missing
hint (A101, A105) or read other text (A103, A107, A108, A110, A111) are left to ``tooldeck
lint``."""


def hint_findings(entries: Any, config: GatewayConfig) -> dict[str, tuple[str, ...]]:
    """The :data:`HINT_RULES` findings on the annotation hints ``config`` states, by exposed
    name (catalogue order), one ``"CODE severity /annotations/HINT: message"`` each: what
    ``tooldeck lint CONFIG`` says of those hints, which the gateway serves and acts on
    (approval, the duplicate guard) all the same (trial37b L2: a config's
    ``readOnlyHint: true`` on a tool lint calls a writer was served without a word).

    Only the tools the config annotates are linted, as served (their hints merged, named
    as exposed), with those four rules only, and only a finding at a hint the config
    states is kept (one the upstream states is the server's own, which ``tooldeck lint``
    reports). ``entries``: the catalogue's entries
    (:attr:`tooldeck.gateway.catalog.Catalog.entries`)."""
    from tooldeck.lint import LintConfig, lint

    stated: dict[str, set[str]] = {}
    tools: list[Tool] = []
    for e in entries:
        if e.tool.meta is None or not _config_annotates(config, e.upstream, e.original):
            continue
        hints = thaw(e.tool.meta).get(ANNOTATIONS_KEY)
        if isinstance(hints, dict) and hints:
            stated[e.exposed] = {f"/annotations/{hint}" for hint in hints}
            tools.append(e.tool)
    if not tools:
        return {}
    result = lint(Deck(tools), LintConfig(select=HINT_RULES), field_names="mcp")
    found: dict[str, list[str]] = {}
    for f in result.findings:
        if f.tool in stated and f.pointer in stated[f.tool]:
            found.setdefault(f.tool, []).append(
                f"{f.code} {f.severity.value} {f.pointer}: {f.message}"
            )
    return {t.name: tuple(found[t.name]) for t in tools if t.name in found}


def hint_finding_lines(found: dict[str, tuple[str, ...]], config_path: str | None) -> list[str]:
    """One line per finding of :func:`hint_findings`, ``lint: EXPOSED: CODE severity
    /annotations/HINT: message``, then a closing line saying the hint is served as the
    config states it and which ``tooldeck lint`` shows the findings; ``[]`` when none
    (no indent: the caller adds its own)."""
    import shlex

    from tooldeck.display import shown_error, visible

    if not found:
        return []
    lines = [
        f"lint: {visible(name)}: {shown_error(finding)}"
        for name, findings in found.items()
        for finding in findings
    ]
    codes = ",".join(dict.fromkeys(f.split(" ", 1)[0] for fs in found.values() for f in fs))
    where = visible(shlex.quote(config_path)) if config_path else "CONFIG"
    lines.append(
        f"  (what `tooldeck lint {where} --select {codes}` says of the hints the config "
        "states; they are served and acted on as stated all the same: fix the hint where "
        "lint is right)"
    )
    return lines


def _config_annotates(config: GatewayConfig, upstream: str, original: str) -> bool:
    """Whether the config states annotation hints for ``upstream``'s tool ``original``:
    only then is the exposed tool's ``_meta`` under
    :data:`~tooldeck.gateway.catalog.ANNOTATIONS_KEY` the gateway's own (written by
    :func:`~tooldeck.gateway.catalog.build_catalog`). Otherwise that key is the upstream's
    (a listed tool's ``_meta`` is passed on): not reported as the config's, and not read
    (a non-object there made the dry run fail with a traceback; review34)."""
    spec = config.upstream(upstream)
    return spec is not None and bool(spec.hints_for(original))


async def dry_run(
    config: GatewayConfig, *, tokenizer: str = DEFAULT_TOKENIZER, timeout: float | None = None
) -> DryRun:
    """List every upstream once and :func:`measure` it with the pins of the config's lock
    (read, never written).

    Raises:
        LockFileError: the lock file exists and cannot be used.
        UnknownTokenizerError, TokenizerFileError: a bad tokenizer name.
    """
    pins = Pins.for_config(config, write=False)
    listing = await list_upstreams(config, timeout=timeout)
    return measure(config, listing, pins, tokenizer=tokenizer)
