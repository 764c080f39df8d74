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

from tooldeck.formats.mcp_config import GatewayConfig

__all__ = ["MAX_NAME_LENGTH", "Collision", "NameMap", "expose", "is_provider_valid", "shorten"]

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
    prefixes = {u.name: (u.name if u.prefix is None else u.prefix) for u in config.upstreams}
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
