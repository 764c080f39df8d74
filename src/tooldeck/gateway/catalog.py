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
import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Literal, Protocol

from tooldeck.formats.mcp_config import ANNOTATIONS_KEY, GatewayConfig, with_config_hints
from tooldeck.formats.mcp_names import expose
from tooldeck.jsonvalue import thaw
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

REWRITES_KEY = "tooldeck/gateway-rewrites"
"""The exposed tool's ``_meta`` key recording what the gateway rewrote in its definition:
``{"description": {"list_issues": "gh__list_issues"}}`` (upstream name → exposed name of
each mention rewritten)."""

CLAIMED_KEY = "tooldeck/upstream-claimed"
"""The ``_meta`` key under which the gateway keeps an upstream's own ``_meta`` values whose
keys only the gateway writes: in a forwarded call's result
(:func:`tooldeck.gateway.relay.neutralised`) and in a listed tool (:data:`TOOL_META_KEYS`,
:func:`build_catalog`)."""

TOOL_META_KEYS = (ANNOTATIONS_KEY, REWRITES_KEY, CLAIMED_KEY)
"""``_meta`` keys of an exposed tool that only the gateway writes. An upstream's tool that
lists them has them moved, values unchanged, under :data:`CLAIMED_KEY`: a client is not
told that the gateway's config annotated a tool, or that the gateway rewrote its
description, when the upstream said so (review34: they were passed on as listed)."""


_CAMEL = re.compile(r"[a-z][A-Z]")
"""A lower-case letter then a capital: ``listIssues`` (with a lower-case first letter)."""

_URL = re.compile(r"\b(?:[A-Za-z][A-Za-z0-9+.\-]*://|www\.)\S+")
"""A URL as prose writes it (``https://…``, ``www.…``), up to the next white space."""


def _reads_as_identifier(name: str) -> bool:
    """Whether ``name`` reads as an identifier (``list_issues``, ``get-file``,
    ``listIssues``), not as a word of prose: only such names are rewritten, so an
    upstream's ``search`` tool does not turn "search the web" into "gh__search the web".
    Words that merely look technical stay words: a brand's capitals (``GitHub``,
    ``PayPal``: camel case counts only with a lower-case first letter), letters with
    digits and no separator (``v2``, ``mp3``), and a hyphenated word with a one-character
    or letterless part (``e-mail``, ``x-ray``, ``utf-8``)."""
    if "_" in name:
        return True
    if "-" in name:
        return all(len(part) > 1 and any(c.isalpha() for c in part) for part in name.split("-"))
    return name[:1].islower() and _CAMEL.search(name) is not None


def rewrite_mentions(text: str, names: Mapping[str, str]) -> tuple[str, dict[str, str]]:
    """``text`` with each whole-word mention of a name in ``names`` (upstream name →
    exposed name) replaced by its exposed name, and the mentions rewritten (upstream →
    exposed, in ``names`` order). A mention is whole when no letter, digit, ``_``, ``-``,
    ``/``, ``.``, ``=``, ``#``, ``\\`` or ``@`` comes right before it and no letter, digit,
    ``_``, ``-``, ``@``, ``\\`` or ``.`` plus a letter or digit right after
    (``list_issues.`` at a sentence end counts; ``list_issues.json``, ``gh__list_issues``,
    ``my_list_issues``, ``list_issues@example.com``, ``C:\\tools\\list_issues`` and
    ``?tool=list_issues`` do not), and it is not inside a URL (``https://…``, ``www.…``
    up to the next white space: a rewrite there would break the link). Names equal to
    their exposed name, and names that do not read as identifiers
    (:func:`_reads_as_identifier`: ``search``, ``GitHub``, ``v2``, ``e-mail``), are left
    alone. Case-sensitive: a tool name is."""
    wanted = {
        name: exposed
        for name, exposed in names.items()
        if name != exposed and _reads_as_identifier(name) and name in text
    }
    if not wanted:
        return text, {}
    alternatives = "|".join(re.escape(n) for n in sorted(wanted, key=len, reverse=True))
    pattern = re.compile(rf"(?<![\w\-/.=#\\@])({alternatives})(?![\w\-@\\]|\.\w)")
    urls = [match.span() for match in _URL.finditer(text)]
    done: set[str] = set()

    def swap(match: re.Match[str]) -> str:
        if any(start <= match.start() < end for start, end in urls):
            return match.group(0)
        done.add(match.group(1))
        return wanted[match.group(1)]

    rewritten = pattern.sub(swap, text)
    return rewritten, {n: e for n, e in wanted.items() if n in done}


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

    def listing(self, listings: Mapping[str, Sequence[str]]) -> None:
        """Called before the tools of a catalogue are checked, with each listed upstream's
        tool names (Pins notes pinned tools missing from them: a rename is held)."""
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


def _unclaimed(tool: Tool) -> Tool:
    """``tool`` (as an upstream listed it) with its ``_meta`` values under
    :data:`TOOL_META_KEYS` moved, unchanged, under :data:`CLAIMED_KEY`; ``tool`` itself
    when it has none."""
    if tool.meta is None or not any(key in tool.meta for key in TOOL_META_KEYS):
        return tool
    meta: dict[str, Any] = dict(thaw(tool.meta))
    meta[CLAIMED_KEY] = {key: meta.pop(key) for key in TOOL_META_KEYS if key in meta}
    return tool.replace(meta=meta)


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
        recorded under :data:`REWRITES_KEY`); ``pins`` checks the upstream's definition.
    """
    names = expose({up: [t.name for t in tools] for up, tools in listings.items()}, config)
    by_original = {up: {tool.name: tool for tool in tools} for up, tools in listings.items()}
    siblings: dict[str, dict[str, str]] = {}  # upstream → its tools' upstream → exposed name
    for exposed_name, (upstream, original) in names.exposed.items():
        siblings.setdefault(upstream, {})[original] = exposed_name
    entries = []
    if pins is not None:
        pins.listing({up: [t.name for t in tools] for up, tools in listings.items()})
    for exposed_name, (upstream, original) in names.exposed.items():
        tool = by_original[upstream][original]
        reason = pins.check(upstream, tool) if pins is not None else None
        served = _unclaimed(tool)  # the gateway's own _meta keys: the upstream's moved
        renamed = served if served.name == exposed_name else served.replace(name=exposed_name)
        text, rewritten = rewrite_mentions(tool.description, siblings[upstream])
        if rewritten:
            meta: dict[str, Any] = dict(thaw(served.meta)) if served.meta is not None else {}
            meta[REWRITES_KEY] = {"description": rewritten}
            renamed = renamed.replace(description=text, meta=meta)
        spec = config.upstream(upstream)
        stated = spec.hints_for(original) if spec is not None else {}
        renamed = with_config_hints(renamed, tool, stated)
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
    if pins is not None:
        pins.built(tuple(listings))
    return Catalog(tuple(entries), version)
