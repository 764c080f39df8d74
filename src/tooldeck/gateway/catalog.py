"""The gateway's catalogue: every upstream tool under its exposed name, active or quarantined.

The one value the gateway's parts share: the upstream pool lists tools, naming and pinning
turn the listings into a :class:`Catalog`, an exposure mode reads its active tools, and the
server routes a call by :meth:`Catalog.lookup`.

An upstream's descriptions name its other tools by their upstream names ("call list_issues
first"), which the gateway exposes prefixed (``gh__list_issues``): a model calls a tool by
the exact name it was given. :func:`build_catalog` rewrites such a mention in the exposed
description to the exposed name (:func:`rewrite_mentions`: whole words, names of the same
upstream's tools only, names that read as identifiers, never inside a URL, an e-mail
address or a path), and says so in the exposed tool's
``_meta`` under :data:`REWRITES_KEY`. The pin (:mod:`tooldeck.gateway.pinning`) is checked
on the upstream's own definition, before the rewrite, as ``tooldeck lock CONFIG`` writes it.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping, Sequence
from typing import Literal, Protocol

from tooldeck.formats.mcp_config import ANNOTATIONS_KEY, GatewayConfig, with_config_hints
from tooldeck.formats.mcp_names import (
    CLAIMED_KEY,
    REWRITES_KEY,
    TOOL_META_KEYS,
    expose,
    rewrite_mentions,
    unclaimed,
    with_rewritten_mentions,
)
from tooldeck.tool import Deck, Tool

__all__ = [
    "ANNOTATIONS_KEY",
    "CLAIMED_KEY",
    "REWRITES_KEY",
    "TOOL_META_KEYS",
    "Catalog",
    "Entry",
    "PinCheck",
    "build_catalog",
    "rewrite_mentions",
]


class PinCheck(Protocol):
    """What :func:`build_catalog` asks about each upstream tool (implemented by
    :class:`tooldeck.gateway.pinning.Pins`)."""

    def check(self, upstream: str, tool: Tool) -> str | None:
        """Why ``tool`` (as its upstream lists it) is quarantined, or None when active."""
        ...

    def built(self, listed: Sequence[str] = ()) -> None:
        """Called once every tool of a catalogue was checked, with the upstreams that were
        listed (Pins writes its lock and remembers them)."""
        ...

    def listing(self, listings: Mapping[str, Sequence[str]], deck: Deck | None = None) -> None:
        """Called before the tools of a catalogue are checked, with each listed upstream's
        tool names (Pins notes pinned tools missing from them: a rename is held) and
        ``deck``, the listings merged as one deck under the exposed names with each
        tool's origin (:func:`tooldeck.formats.mcp_servers.merge_listings`, as ``tooldeck
        lint CONFIG`` reads them: Pins lints it once for the poisoning check)."""
        ...


@dataclasses.dataclass(frozen=True)
class Entry:
    """One upstream tool as the gateway exposes it.

    Attributes:
        exposed: the name clients see (``server__tool`` by default).
        upstream: the upstream's name (:attr:`UpstreamSpec.name`).
        original: the tool's own name on its upstream (what a call is forwarded with).
        tool: the upstream's definition, renamed to ``exposed``; where its description
            names other tools of its upstream by their upstream names, those mentions are
            the exposed names, recorded in ``_meta`` under :data:`REWRITES_KEY`
            (:func:`rewrite_mentions`); otherwise unchanged.
        state: ``"active"`` (listed, callable) or ``"quarantined"`` (neither).
        reason: why it is quarantined (a changed definition's diff, a poisoning finding).
        listed: the definition as the upstream listed it (its own name, nothing
            rewritten): what was pinned and checked; None: ``tool`` under ``original``.
        rewritten: the mentions rewritten in ``tool``'s description (upstream name →
            exposed name); empty when none.
    """

    exposed: str
    upstream: str
    original: str
    tool: Tool
    state: Literal["active", "quarantined"] = "active"
    reason: str | None = None
    listed: Tool | None = None
    rewritten: Mapping[str, str] = dataclasses.field(default_factory=dict, hash=False)

    @property
    def upstream_tool(self) -> Tool:
        """The definition as the upstream listed it (:attr:`listed`)."""
        if self.listed is not None:
            return self.listed
        return (
            self.tool if self.tool.name == self.original else self.tool.replace(name=self.original)
        )


@dataclasses.dataclass(frozen=True)
class Catalog:
    """All entries, in upstream order then tool order; exposed names are unique.

    Attributes:
        entries: every entry, active and quarantined.
        version: increases whenever the entries change (an upstream's ``listChanged``).
    """

    entries: tuple[Entry, ...] = ()
    version: int = 0

    def __post_init__(self) -> None:
        seen: set[str] = set()
        for entry in self.entries:
            if entry.exposed in seen:
                raise ValueError(f"two catalogue entries are exposed as {entry.exposed!r}")
            seen.add(entry.exposed)

    def lookup(self, exposed: str) -> Entry | None:
        """The entry exposed under ``exposed`` (active or quarantined), or None."""
        for entry in self.entries:
            if entry.exposed == exposed:
                return entry
        return None

    def active(self) -> Deck:
        """The callable tools, under their exposed names."""
        return Deck(entry.tool for entry in self.entries if entry.state == "active")

    def quarantined(self) -> tuple[Entry, ...]:
        """Entries held back until a person approves them."""
        return tuple(entry for entry in self.entries if entry.state == "quarantined")

    def of_upstream(self, upstream: str) -> tuple[Entry, ...]:
        """The entries of one upstream."""
        return tuple(entry for entry in self.entries if entry.upstream == upstream)

    def replaced(self, entries: Iterable[Entry]) -> Catalog:
        """A new catalogue with ``entries`` and the next version."""
        return Catalog(tuple(entries), self.version + 1)


def build_catalog(
    listings: Mapping[str, Sequence[Tool]],
    config: GatewayConfig,
    pins: PinCheck | None = None,
    *,
    version: int = 0,
) -> Catalog:
    """The catalogue of every upstream's tools under their exposed names.

    Args:
        listings: upstream name → the tools it listed (upstream names, not yet exposed).
        config: separator, namespacing and per-upstream prefixes (:func:`expose`).
        pins: decides each tool's state (:class:`tooldeck.gateway.pinning.Pins`: a changed
            definition or a poisoning finding quarantines it); None: every tool active.
        version: the catalogue's version number.

    Returns:
        The catalogue: upstreams in config order, tools in listing order. The collisions
        and shortened names are ``expose(...)``'s (:func:`tooldeck.formats.mcp_names.expose`
        with the same listings' names and config). Each exposed description names the
        tools of its own upstream by their exposed names (:func:`rewrite_mentions`,
        recorded under :data:`REWRITES_KEY`), a quarantined one excepted (its mention is
        left as the upstream wrote it); ``pins`` checks the upstream's definition.
    """
    names = expose({up: [t.name for t in tools] for up, tools in listings.items()}, config)
    by_original = {up: {tool.name: tool for tool in tools} for up, tools in listings.items()}
    if pins is not None:
        from tooldeck.formats.mcp_servers import merge_listings

        # the poisoning rules read each tool with its siblings and the other servers'
        # tools, as `tooldeck lint CONFIG` does (trial43b NEW-2)
        pins.listing(
            {up: [t.name for t in tools] for up, tools in listings.items()},
            deck=merge_listings(listings, config)[0],
        )
    reasons = {  # each tool checked once, in listing order, before any text is rewritten
        exposed_name: (
            pins.check(upstream, by_original[upstream][original]) if pins is not None else None
        )
        for exposed_name, (upstream, original) in names.exposed.items()
    }
    # upstream → its listed tools' upstream name → exposed name: a quarantined sibling's
    # mention keeps the upstream's own word (trial37 LOW-6: it was rewritten to the exposed
    # name of a tool the gateway does not list, as if the model could call it)
    siblings: dict[str, dict[str, str]] = {}
    for exposed_name, (upstream, original) in names.exposed.items():
        if reasons[exposed_name] is None:
            siblings.setdefault(upstream, {})[original] = exposed_name
    entries = []
    relaxed: list[Tool] = []  # served with a pattern's relaxing hint: linted below
    for exposed_name, (upstream, original) in names.exposed.items():
        tool = by_original[upstream][original]
        reason = reasons[exposed_name]
        served = unclaimed(tool)  # the gateway's own _meta keys: the upstream's moved
        renamed = served if served.name == exposed_name else served.replace(name=exposed_name)
        renamed, rewritten = with_rewritten_mentions(renamed, siblings.get(upstream, {}))
        spec = config.upstream(upstream)
        stated = spec.hints_for(original) if spec is not None else {}
        sources = spec.hint_patterns(original) if spec is not None else {}
        renamed = with_config_hints(renamed, tool, stated, sources)
        if spec is not None and spec.relaxing_patterns(original):
            relaxed.append(renamed)
        entries.append(
            Entry(
                exposed=exposed_name,
                upstream=upstream,
                original=original,
                tool=renamed,
                state="active" if reason is None else "quarantined",
                reason=reason,
                listed=tool,
                rewritten=rewritten,
            )
        )
    withhold = _read_as_writing(relaxed)
    if withhold:
        entries = [
            _withheld(e, withhold[e.exposed], config) if e.exposed in withhold else e
            for e in entries
        ]
    if pins is not None:
        pins.built(tuple(listings))
    return Catalog(tuple(entries), version)


WRITES_RULES = {"A102": "readOnlyHint", "A109": "destructiveHint"}
"""The lint rules whose error finding reads a tool as writing despite a relaxing hint
(A102: ``readOnlyHint: true`` on a tool whose verb writes; A109: ``destructiveHint:
false`` on one that overwrites), by the hint they call false."""


def _read_as_writing(tools: Sequence[Tool]) -> dict[str, dict[str, str]]:
    """Exposed name → hint → why, for each relaxing hint a config *pattern* gave one of
    ``tools`` (served, as :func:`with_config_hints` made them) that an error finding of
    :data:`WRITES_RULES` calls false: such a hint is not applied (trial42 HIGH: a
    wildcard ``readOnlyHint: true`` served ``reset_seed_store`` read-only, and the start
    log said A102 error, "served all the same")."""
    if not tools:
        return {}
    from tooldeck.lint import LintConfig, lint
    from tooldeck.lint.model import Severity

    result = lint(Deck(tools), LintConfig(select=tuple(WRITES_RULES)), field_names="mcp")
    out: dict[str, dict[str, str]] = {}
    for f in result.findings:
        hint = WRITES_RULES.get(f.code)
        if hint is None or f.tool is None or f.severity is not Severity.error:
            continue
        if f.pointer != f"/annotations/{hint}":
            continue
        out.setdefault(f.tool, {})[hint] = f"lint {f.code} error: {f.message}"
    return out


def _withheld(entry: Entry, why: Mapping[str, str], config: GatewayConfig) -> Entry:
    """``entry`` served again without the pattern hints ``why`` names (the upstream's own
    values there), each recorded with its reason (:func:`with_config_hints`)."""
    spec = config.upstream(entry.upstream)
    assert spec is not None  # only entries a spec annotates are linted
    patterns = spec.hint_patterns(entry.original)
    stated = spec.hints_for(entry.original)
    plain = entry.tool.replace(annotations=entry.upstream_tool.annotations)
    return dataclasses.replace(
        entry, tool=with_config_hints(plain, entry.upstream_tool, stated, patterns, why)
    )
