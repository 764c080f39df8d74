"""A gateway config's tools as ``tooldeck gateway`` serves them, without starting it.

:func:`served_deck` is the Python face of what ``show``, ``cost``, ``select`` and ``report``
read of a config (``tooldeck.cli.deck.as_served``): the config's ``annotations`` hints
applied, descriptions naming their server's tools by the exposed names, and the tools the
gateway holds back from ``tools/list`` (quarantined; in a search mode, those listed only
through ``search_tools``) left out. ``tooldeck.load(CONFIG).deck`` is the servers' tools as
they list them: a :class:`~tooldeck.runtime.Runtime` built on it enforces the upstreams'
own hints, not the config's (trial40 B3), so ``load`` warns when the two differ and names
this function.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from tooldeck.errors import ToolDeckError
from tooldeck.formats.base import ConversionWarning, LoadResult, Quarantined
from tooldeck.tool import Deck, Tool

if TYPE_CHECKING:
    from tooldeck.formats.mcp_config import GatewayConfig

__all__ = [
    "HELD_DEFERRED",
    "HELD_QUARANTINED",
    "HeldBack",
    "ServedView",
    "gateway_served",
    "held_parts",
    "held_tools",
    "quarantine_warnings",
    "served_deck",
    "served_view",
]


def served_deck(
    source: str | Path | LoadResult, *, include_held: bool = False, searchable: bool = False
) -> Deck:
    """The deck ``tooldeck gateway`` serves for a config: what a ``Runtime`` in your own
    agent should enforce, as the gateway would.

    Args:
        source: a gateway or client config (a path, or what :func:`tooldeck.load` returned
            for one); any other deck is returned as loaded.
        include_held: keep the tools the gateway holds back from ``tools/list``
            (quarantined ones; in a search mode, those listed only through
            ``search_tools``).
        searchable: keep the tools a search mode lists only through ``search_tools`` (the
            model reaches them through it); quarantined ones are still left out.

    Returns:
        The deck in the config's order under the exposed names, each tool as the
        gateway's catalogue gives it (the config's ``annotations`` hints; ``_meta`` records
        each hint and rewrite).

    Raises:
        ToolDeckError: the gateway holds back every tool (a search mode with no resident
            tool: pass ``searchable=True`` or ``include_held=True``).
        GatewayConfigError, ParseError, SourceError: as :func:`tooldeck.load`.
    """
    if isinstance(source, LoadResult):
        loaded = source
    else:
        from tooldeck.formats import load

        loaded = load(source)
    return served_view(
        loaded,
        include_held=include_held,
        searchable=searchable,
        way_out="pass searchable=True (the search modes' tools) or include_held=True",
    ).deck


@dataclasses.dataclass(frozen=True)
class ServedView:
    """What :func:`served_view` finds: ``deck``, the deck ``tooldeck gateway`` serves (held
    tools left out, ``meta`` added); ``served``, the served form of the listed deck when it
    differs (:func:`gateway_served`), else None; ``held``, the tools left out (exposed
    name, why: :attr:`HeldBack.held`); ``meta``, the ``search_tools``/``call_tool`` items
    added; ``lock_error``, why the lock could not be read (nothing quarantined then)."""

    deck: Deck
    served: Deck | None = None
    held: tuple[tuple[str, str], ...] = ()
    meta: tuple[Tool, ...] = ()
    lock_error: str | None = None


def served_view(
    loaded: LoadResult,
    *,
    include_held: bool = False,
    searchable: bool = False,
    with_meta: bool = False,
    way_out: str = "",
) -> ServedView:
    """The one as-served step, quiet: ``loaded`` as ``tooldeck gateway`` serves it — the
    catalogue's form of each tool (:func:`gateway_served`) and, unless ``include_held``,
    without the tools it holds back (:func:`held_tools`; ``searchable`` keeps a search
    mode's deferred ones); ``with_meta`` adds the ``search_tools`` and ``call_tool`` items
    a search mode's ``tools/list`` carries. :func:`served_deck` (Python) and
    ``tooldeck.cli.deck.as_served`` (the CLI, which prints what it finds) are its two
    faces. Any other deck: ``loaded.deck`` as is.

    Raises:
        ToolDeckError: the gateway holds back every tool and nothing is left; the message
            counts them by kind and ends with ``way_out`` (the face's option that keeps
            them)."""
    found = None
    if loaded.listed is not None and (loaded.served is not None or not include_held):
        found = held_tools(*loaded.listed, searchable=searchable)
    served = gateway_served(loaded, found)
    deck = served if served is not None else loaded.deck
    if found is None or include_held:
        lock_error = found.lock_error if found is not None else None
        return ServedView(deck, served, lock_error=lock_error)
    meta = found.meta if with_meta else ()
    names = {name for name, _ in found.held}
    kept = deck.with_tools([t for t in deck if t.name not in names] + list(meta))
    if found.held and len(kept) == 0:  # a search mode with no resident tool: say so
        noun = "tool" if len(deck) == 1 else "tools"
        raise ToolDeckError(
            f"tooldeck gateway lists none of the config's {len(deck):,} {noun} in "
            f"tools/list ({held_parts(found.held)})" + (f"; {way_out}" if way_out else "")
        )
    return ServedView(kept, served, found.held, meta, found.lock_error)


def held_parts(held: tuple[tuple[str, str], ...]) -> str:
    """``held`` (:attr:`HeldBack.held`) by kind: ``N quarantined: NAME (REASON); …`` (up to
    three named) and ``N listed only through search_tools (mode M)``."""
    quarantined = [
        (n, r[len(HELD_QUARANTINED) :]) for n, r in held if r.startswith(HELD_QUARANTINED)
    ]
    deferred = [(n, r[len(HELD_DEFERRED) :]) for n, r in held if r.startswith(HELD_DEFERRED)]
    parts = []
    if quarantined:
        named = "; ".join(f"{n} ({r})" for n, r in quarantined[:3])
        more = f"; and {len(quarantined) - 3} more" if len(quarantined) > 3 else ""
        parts.append(f"{len(quarantined)} quarantined: {named}{more}")
    if deferred:
        parts.append(f"{len(deferred)} {deferred[0][1]}")
    return "; ".join(parts)


def quarantine_warnings(loaded: LoadResult) -> tuple[ConversionWarning, ...]:
    """The warnings :func:`tooldeck.load` adds to a gateway or client config's load: one
    :class:`~tooldeck.formats.base.Quarantined` naming each tool ``tooldeck gateway``
    quarantines (found as ``gateway --dry-run`` finds them: :func:`held_tools`, the lock
    read and never written) with the first line of its reason and the way out, or one
    saying that the lock could not be read (quarantine not checked: the gateway would not
    start on it). Empty for any other deck, or when nothing is quarantined.

    ``LoadResult.deck`` keeps the quarantined tools (it is the servers' tools as they list
    them; ``tooldeck lint`` reads it whole): a :class:`~tooldeck.runtime.Runtime` built on
    it would offer and run them, which is what the warning says (trial40b B3: it said
    nothing, ``warnings == ()``, of a tool the lock holds for a T102 finding)."""
    if loaded.listed is None:
        return ()
    from tooldeck.gateway.pinning import approve_command

    config = loaded.listed[0]
    found = held_tools(*loaded.listed, searchable=True)
    if found.lock_error is not None:
        return (
            ConversionWarning(
                "quarantine",
                f"quarantine not checked ({found.lock_error}); tooldeck gateway would not "
                "start on this lock",
            ),
        )
    held = [(n, r[len(HELD_QUARANTINED) :]) for n, r in found.held]
    if not held:
        return ()
    named = "; ".join(f"{name} ({reason})" for name, reason in held)
    return (
        Quarantined(
            "quarantine",
            f"tooldeck gateway quarantines {named} and does not serve "
            f"{'it' if len(held) == 1 else 'them'}: this deck holds "
            f"{'it' if len(held) == 1 else 'them'} as listed, so a Runtime built on it "
            "offers and runs "
            f"{'it' if len(held) == 1 else 'them'} — tooldeck.gateway.served_deck(CONFIG) "
            "leaves quarantined tools out, UpstreamPool.call refuses them; after review, "
            f"`{approve_command(config, [r for _, r in held])}` releases one "
            "(tooldeck gateway CONFIG --dry-run prints each hash)",
            tuple(name for name, _ in held),
        ),
    )


@dataclasses.dataclass(frozen=True)
class HeldBack:
    """What :func:`held_tools` finds: ``held``, each tool the gateway holds back from
    ``tools/list`` (exposed name, why), ``meta``, the ``search_tools`` and ``call_tool``
    items a search mode lists beside the resident tools (none in ``full`` mode),
    ``served``, each tool (exposed name → tool) as the catalogue gives it
    (:attr:`~tooldeck.gateway.catalog.Entry.tool`: :func:`gateway_served` reads it), and
    ``lock_error``, why the config's lock could not be read (nothing is quarantined then;
    the gateway would refuse to start on it), or None."""

    held: tuple[tuple[str, str], ...]
    meta: tuple[Tool, ...]
    served: dict[str, Tool] = dataclasses.field(default_factory=dict)
    lock_error: str | None = None


HELD_QUARANTINED = "quarantined: "
"""How a quarantined tool's reason starts in :func:`held_tools`."""
HELD_DEFERRED = "deferred: "
"""How a tool a search mode lists only through ``search_tools`` starts there."""


def gateway_served(loaded: LoadResult, found: HeldBack | None = None) -> Deck | None:
    """A config's tools as ``tooldeck gateway`` serves them, by the gateway's own function:
    each tool as the catalogue (:func:`~tooldeck.gateway.catalog.build_catalog`, with the
    config's lock read and never written: :func:`held_tools`) gives it, so a description
    names its server's tools by their exposed names only where the gateway lists them —
    a quarantined sibling's mention keeps the upstream's word, as the gateway leaves it
    (trial37b L1: ``show``/``convert``/``select`` wrote the exposed name of a tool the
    gateway does not list) — with the config's ``annotations`` hints; in the deck's order,
    with its :meth:`~tooldeck.tool.Deck.origin` records. None when ``loaded`` is not a
    config or its served form is its listed one
    (:attr:`~tooldeck.formats.base.LoadResult.served` is None, or every tool the catalogue
    gives is the listed one). ``found``: the
    :func:`held_tools` already computed (else computed here, quietly)."""
    if loaded.served is None:
        return None
    if loaded.listed is None:
        return loaded.served
    if found is None:
        found = held_tools(*loaded.listed)
    tools = [found.served.get(t.name, t) for t in loaded.served]
    if tools == list(loaded.deck):  # e.g. the one mention was of a quarantined sibling
        return None
    return loaded.served.with_tools(tools)


def held_tools(
    config: GatewayConfig,
    tools: Mapping[str, Sequence[Tool]],
    *,
    searchable: bool = False,
) -> HeldBack:
    """The tools ``tooldeck gateway`` holds back from ``tools/list`` (exposed name, why),
    found as ``tooldeck gateway --dry-run`` finds them: the catalogue
    (:func:`~tooldeck.gateway.catalog.build_catalog`) with the pins of the config's lock,
    read and never written (:meth:`~tooldeck.gateway.pinning.Pins.for_config`): each
    quarantined tool, ``"quarantined: "`` and the first line of its reason (changed since
    the lock, new under ``new_tools: quarantine``, error-level poisoning findings); then,
    in a search mode, each active tool its ``tools/list`` does not keep
    (:func:`~tooldeck.gateway.measure.search_mode_tools`: not ``resident``), ``"deferred:
    listed only through search_tools (mode M)"`` — unless ``searchable``, where only the
    quarantined ones are held (``search_tools`` never finds those). In a search mode
    :attr:`HeldBack.meta` holds the ``search_tools`` and ``call_tool`` items that
    ``tools/list`` carries beside the resident tools.

    ``tools``: server → its tools under their own names, as listed
    (:attr:`~tooldeck.formats.base.LoadResult.listed`). A lock that cannot be read
    quarantines nothing here; :attr:`HeldBack.lock_error` says why (the gateway would
    refuse to start on it)."""
    from tooldeck.errors import LockFileError
    from tooldeck.gateway.catalog import build_catalog
    from tooldeck.gateway.measure import search_mode_tools
    from tooldeck.gateway.pinning import Pins

    lock_error: str | None = None
    try:
        pins: Pins | None = Pins.for_config(config, write=False)
    except LockFileError as exc:
        pins = None
        lock_error = str(exc)
    catalog = build_catalog(tools, config, pins)
    served = {e.exposed: e.tool for e in catalog.entries}
    # the first line of the reason (a changed definition's diff follows on the next ones)
    held = [
        (e.exposed, HELD_QUARANTINED + ((e.reason or "").splitlines() or ["held"])[0].rstrip(":"))
        for e in catalog.entries
        if e.state != "active"
    ]
    if config.mode == "full":
        return HeldBack(tuple(held), (), served, lock_error)
    listed = search_mode_tools(catalog, config)
    exposed = {e.exposed for e in catalog.entries}
    meta = tuple(t for t in listed if t.name not in exposed)
    if not searchable:
        names = {t.name for t in listed}
        deferred = f"{HELD_DEFERRED}listed only through search_tools (mode {config.mode})"
        held += [
            (e.exposed, deferred)
            for e in catalog.entries
            if e.state == "active" and e.exposed not in names
        ]
    return HeldBack(tuple(held), meta, served, lock_error)
