"""Exposed names for tools merged from several MCP servers (issue 14, item 2).

``server__tool`` by default; the separator, a prefix per server and "only on collision"
come from :class:`~tooldeck.formats.mcp_config.GatewayConfig`. Every exposed name is valid
for every provider (at most 64 characters of ``[A-Za-z0-9_-]``; OpenAI's function-name
rule, the strictest of the providers tooldeck exports to); a longer or otherwise invalid
name is shortened with a stable mapping (a short hash of the full name), and every
collision is reported.

Shortening: the name with every character outside ``[A-Za-z0-9_-]`` replaced by ``_``, cut
to 55 characters, then ``_`` and the first 8 hex digits of the SHA-256 (FIPS 180-4) of the
full name: 64 characters at most, the same every run, and distinct names keep distinct
hashes (a clash needs a 32-bit hash collision between two names of one catalogue).
"""

from __future__ import annotations

import dataclasses
import hashlib
import re
from collections.abc import Mapping, Sequence
from typing import Any

from tooldeck.formats.mcp_config import ANNOTATIONS_KEY, GatewayConfig
from tooldeck.jsonvalue import thaw
from tooldeck.tool import Tool

__all__ = [
    "CLAIMED_KEY",
    "MAX_NAME_LENGTH",
    "REWRITES_KEY",
    "TOOL_META_KEYS",
    "Collision",
    "NameMap",
    "expose",
    "is_provider_valid",
    "prefix_of",
    "rewrite_mentions",
    "shorten",
    "unclaimed",
    "under_prefix",
    "with_rewritten_mentions",
]

MAX_NAME_LENGTH = 64
"""Longest exposed name: OpenAI's function-name limit (``^[a-zA-Z0-9_-]{1,64}$``, Chat
Completions ``tools[].function.name``); Anthropic's is the same pattern with 64 too
(Messages API ``tools[].name``)."""

_VALID = re.compile(rf"[A-Za-z0-9_-]{{1,{MAX_NAME_LENGTH}}}")
_INVALID_CHAR = re.compile(r"[^A-Za-z0-9_-]")
_HASH_DIGITS = 8


def is_provider_valid(name: str) -> bool:
    """Whether ``name`` is 1-64 characters of ``[A-Za-z0-9_-]``."""
    return _VALID.fullmatch(name) is not None


def shorten(name: str, key: str | None = None) -> str:
    """A provider-valid stand-in for ``name``: invalid characters → ``_``, cut to 55
    characters, ``_`` + 8 hex digits of SHA-256 of ``key`` (default: ``name``)."""
    digest = hashlib.sha256((name if key is None else key).encode("utf-8")).hexdigest()
    keep = MAX_NAME_LENGTH - _HASH_DIGITS - 1
    return f"{_INVALID_CHAR.sub('_', name)[:keep]}_{digest[:_HASH_DIGITS]}"


@dataclasses.dataclass(frozen=True)
class Collision:
    """One tool name offered by more than one upstream.

    Attributes:
        name: the upstream tool name they share.
        upstreams: the upstreams offering it, in config order.
    """

    name: str
    upstreams: tuple[str, ...]


@dataclasses.dataclass(frozen=True)
class NameMap:
    """Exposed name ↔ (upstream, original tool name).

    Attributes:
        exposed: exposed name → (upstream name, the upstream's tool name), config order.
        collisions: names offered by several upstreams (their tool names, told apart by
            the prefixes), then the :attr:`clashes`.
        shortened: exposed names that were shortened or rewritten → the full name they stand for.
        clashes: exposed names that two tools would have had, equal after prefixing (an
            upstream with an empty prefix listing ``b__t`` beside upstream ``b``'s ``t``);
            all but one of them were :func:`shorten`-ed with a hash. The only real
            collisions: a tool name several upstreams share is kept apart by the prefixes.
    """

    exposed: Mapping[str, tuple[str, str]]
    collisions: tuple[Collision, ...] = ()
    shortened: Mapping[str, str] = dataclasses.field(default_factory=dict)
    clashes: tuple[Collision, ...] = ()


def prefix_of(server: Any) -> str:
    """The prefix of a server's exposed names: its ``prefix`` (an
    :class:`~tooldeck.formats.mcp_config.UpstreamSpec` or
    :class:`~tooldeck.formats.mcp_config.LeftOut`), else its ``name`` (``""``: its tools
    are exposed unprefixed)."""
    prefix: str | None = server.prefix
    return server.name if prefix is None else prefix


def under_prefix(name: str, prefix: str, separator: str) -> bool:
    """Whether the exposed ``name`` is in the namespace of ``prefix``: it starts with
    ``prefix + separator`` (``gh__list_issues`` under ``gh`` with ``__``). An empty prefix
    owns no namespace (its tools are exposed unprefixed), so it is never under it. What
    the gateway uses to name the server of a tool it cannot list now (an upstream down,
    a server left out of the run)."""
    return prefix != "" and name.startswith(prefix + separator)


def expose(listings: Mapping[str, Sequence[str]], config: GatewayConfig) -> NameMap:
    """Exposed names for each upstream's tool names (``listings``: upstream → tool names).

    Upstreams are taken in config order (then any listed upstream the config does not
    name, prefixed by its own name). A tool is exposed as ``PREFIX + separator + tool``
    (prefix: :attr:`UpstreamSpec.prefix`, default the upstream's name; an empty prefix
    exposes the tool name alone); with ``namespacing="on-collision"`` only names offered
    by more than one upstream are prefixed. A name that is not provider-valid (over 64
    characters, or characters outside ``[A-Za-z0-9_-]``) is :func:`shorten`-ed; a name
    produced twice (an unprefixed ``b__t`` of one upstream and ``t`` of upstream ``b``)
    goes to the namespaced one (``b``'s ``t``), whatever the config order, so a tool an
    upstream adds cannot take over another upstream's namespaced name (nor an approval
    given to it); between two of the same kind, the first in order keeps it. The other is
    shortened with a hash of upstream and tool, and reported as a collision.

    Deterministic: the same listings and config always give the same names.
    """
    order = [u.name for u in config.upstreams if u.name in listings]
    order += [name for name in listings if name not in order]
    prefixes = {u.name: prefix_of(u) for u in config.upstreams}
    offered: dict[str, list[str]] = {}
    for upstream in order:
        for tool in dict.fromkeys(listings[upstream]):
            offered.setdefault(tool, []).append(upstream)
    collisions = [Collision(name, tuple(ups)) for name, ups in offered.items() if len(ups) > 1]
    collided = {c.name for c in collisions}
    planned: list[tuple[str, str, str, bool]] = []  # upstream, tool, full name, namespaced
    for upstream in order:
        prefix = prefixes.get(upstream, upstream)
        for tool in dict.fromkeys(listings[upstream]):
            namespaced = prefix != "" and (config.namespacing == "always" or tool in collided)
            full = f"{prefix}{config.separator}{tool}" if namespaced else tool
            planned.append((upstream, tool, full, namespaced))
    owner: dict[str, str] = {}  # exposed name → upstream
    chosen: dict[int, str] = {}
    shortened: dict[str, str] = {}
    clashes: dict[str, list[str]] = {}
    # namespaced names first: an unprefixed tool named like another upstream's namespaced
    # one (``b__wipe`` of an upstream with an empty prefix) never takes that name over
    for first in (True, False):
        for index, (upstream, tool, full, namespaced) in enumerate(planned):
            if namespaced is not first:
                continue
            name = full if is_provider_valid(full) else shorten(full)
            if name in owner:
                clashes.setdefault(name, [owner[name]]).append(upstream)
                name = shorten(full, f"{upstream}\0{tool}")
            if name != full:
                shortened[name] = full
            owner[name] = upstream
            chosen[index] = name
    exposed = {chosen[i]: (upstream, tool) for i, (upstream, tool, _, _) in enumerate(planned)}
    rank = {name: i for i, name in enumerate(order)}
    clashed = [
        Collision(name, tuple(sorted(ups, key=rank.__getitem__))) for name, ups in clashes.items()
    ]
    return NameMap(
        exposed=exposed,
        collisions=(*collisions, *clashed),
        shortened=shortened,
        clashes=tuple(clashed),
    )


REWRITES_KEY = "tooldeck/gateway-rewrites"
"""The exposed tool's ``_meta`` key recording what the gateway rewrote in its definition:
``{"description": {"list_issues": "gh__list_issues"}}`` (upstream name → exposed name of
each mention rewritten)."""

CLAIMED_KEY = "tooldeck/upstream-claimed"
"""The ``_meta`` key under which the gateway keeps an upstream's own ``_meta`` values whose
keys only the gateway writes: in a forwarded call's result
(:func:`tooldeck.gateway.relay.neutralised`) and in a listed tool (:data:`TOOL_META_KEYS`,
:func:`unclaimed`)."""

TOOL_META_KEYS = (ANNOTATIONS_KEY, REWRITES_KEY, CLAIMED_KEY)
"""``_meta`` keys of an exposed tool that only the gateway writes. An upstream's tool that
lists them has them moved, values unchanged, under :data:`CLAIMED_KEY`: a client is not
told that the gateway's config annotated a tool, or that the gateway rewrote its
description, when the upstream said so (review34: they were passed on as listed)."""


def unclaimed(tool: Tool) -> Tool:
    """``tool`` (as an upstream listed it) with its ``_meta`` values under
    :data:`TOOL_META_KEYS` moved, unchanged, under :data:`CLAIMED_KEY`; ``tool`` itself
    when it has none (the gateway's catalogue, and ``lint``/``convert`` of a config)."""
    if tool.meta is None or not any(key in tool.meta for key in TOOL_META_KEYS):
        return tool
    meta: dict[str, Any] = dict(thaw(tool.meta))
    meta[CLAIMED_KEY] = {key: meta.pop(key) for key in TOOL_META_KEYS if key in meta}
    return tool.replace(meta=meta)


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


def with_rewritten_mentions(tool: Tool, names: Mapping[str, str]) -> tuple[Tool, dict[str, str]]:
    """``tool`` with its description's mentions of ``names`` (its upstream's tools:
    upstream name → exposed name) rewritten (:func:`rewrite_mentions`) and recorded in
    its ``_meta`` under :data:`REWRITES_KEY` (``{"description": {upstream: exposed}}``),
    and the mentions rewritten; ``tool`` itself and ``{}`` when there is none. What
    ``tooldeck gateway`` serves; ``tooldeck lint`` and ``convert`` of a config read it."""
    text, rewritten = rewrite_mentions(tool.description, names)
    if not rewritten:
        return tool, {}
    meta: dict[str, Any] = dict(thaw(tool.meta)) if tool.meta is not None else {}
    meta[REWRITES_KEY] = {"description": rewritten}
    return tool.replace(description=text, meta=meta), rewritten
