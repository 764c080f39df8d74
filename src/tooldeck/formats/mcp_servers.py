"""The servers of a gateway or client config, listed live and merged into one deck.

``tooldeck show/lint/cost/report/select CONFIG`` read a gateway config or an MCP client
config (:mod:`tooldeck.formats.mcp_config`) as one deck: every server is started (stdio,
:func:`~tooldeck.formats.mcp_client.load_from_server`) or reached (Streamable HTTP,
:func:`~tooldeck.formats.mcp_client.load_from_http`), all at once, and their tools are
merged under their exposed names (:func:`~tooldeck.formats.mcp_names.expose`:
``server__tool`` by default; the deck records how each was made,
:meth:`~tooldeck.tool.Deck.namespaced`, so that naming rules judge the server's tool name
and the prefix apart). ``CONFIG#name`` reads one server only.

A server that cannot be listed is reported in a warning naming it, its file and line, and
the reason; the others are loaded. When none can be listed, the error names each.

Environment: a stdio server gets the ``mcp`` SDK's default set of the caller's variables
(``HOME``, ``LOGNAME``, ``PATH``, ``SHELL``, ``TERM``, ``USER`` on POSIX), the variables its
``inherit_env`` names, or the whole environment with ``inherit_env: true``, and its ``env``
from the config on top (:meth:`~tooldeck.formats.mcp_config.UpstreamSpec.process_env`, as
the gateway's upstream pool starts it); values are never printed, and in what a server
wrote that a message quotes (its stderr tail, stray stdout lines) the values that may be
secret are replaced by ``***`` (:meth:`~tooldeck.formats.mcp_config.UpstreamSpec.masked`),
and the message ends with how many were (:func:`~tooldeck.formats.mcp_config.masked_note`).
"""

from __future__ import annotations

import dataclasses
import functools
import logging
import time
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from tooldeck.errors import EventLoopError, SourceError, ToolDeckError
from tooldeck.formats.base import ConversionWarning, LoadResult, NotModelled, ServedDiffers
from tooldeck.formats.mcp_config import (
    GatewayConfig,
    UpstreamSpec,
    load_gateway_config,
    masked_note,
    with_config_hints,
)
from tooldeck.formats.mcp_names import expose, unclaimed, with_rewritten_mentions
from tooldeck.tool import Deck, Namespaced, Tool

_LOG = logging.getLogger(__name__)
"""Progress of :func:`list_upstreams` at INFO (one line when it starts, one per server):
``logging.basicConfig(level=logging.INFO)`` shows it (trial46 #14: ``served_deck`` of four
npm servers said nothing for 36.6 s)."""

__all__ = [
    "CONFIG_KEYS",
    "LeftOutServer",
    "Listing",
    "UnlistedServer",
    "is_config_data",
    "list_upstreams",
    "list_upstreams_sync",
    "load_config_deck",
    "merge_listings",
    "only_server",
    "split_server",
]

CONFIG_KEYS = ("upstreams", "mcpServers", "servers")
"""Top-level keys that make a file a gateway or client config rather than a deck."""


def is_config_data(data: Any) -> bool:
    """Whether parsed data is a gateway/client config (a top-level key of
    :data:`CONFIG_KEYS` and no ``tools`` list, which would make it an MCP deck)."""
    return isinstance(data, dict) and "tools" not in data and any(k in data for k in CONFIG_KEYS)


@dataclasses.dataclass(frozen=True, slots=True)
class UnlistedServer(ConversionWarning):
    """The warning of :func:`load_config_deck` for a server that could not be listed (its
    tools are missing from the deck: ``tooldeck lock`` exits 1 on it).

    Attributes:
        server: the server's name in the config.
        reason: why it could not be listed (the error's message; no env or header values).
    """

    server: str = ""
    reason: str = ""


@dataclasses.dataclass(frozen=True)
class LeftOutServer(ConversionWarning):
    """The warning of :func:`load_config_deck` for a server the config leaves out before
    starting it (an unset variable, ``disabled``, an ``envFile``…): its tools are missing
    from the deck.

    Attributes:
        server: the server's name in the config.
        reason: why, in a few words (``NOPE is not set``, ``disabled``).
        disabled: the config says ``"disabled": true`` (left out on purpose).
    """

    server: str = ""
    reason: str = ""
    disabled: bool = False


@dataclasses.dataclass(frozen=True)
class Listing:
    """What listing a config's servers gave.

    Attributes:
        loaded: server name → its tools as listed (upstream names), config order.
        failed: server name → why it could not be listed (the error's message; no
            env or header values).
    """

    loaded: dict[str, LoadResult]
    failed: dict[str, str]

    def tools(self) -> dict[str, list[Tool]]:
        """Server name → its tools (upstream names)."""
        return {name: list(result.deck) for name, result in self.loaded.items()}


async def _list_one(spec: UpstreamSpec, timeout: float | None) -> LoadResult:
    if spec.transport == "http":
        from tooldeck.formats.mcp_client import load_from_http

        assert spec.url is not None
        return await load_from_http(
            spec.url, headers=spec.headers, timeout=timeout, skip_invalid=True
        )
    from tooldeck.formats.mcp_client import load_from_server

    assert spec.command is not None
    return await load_from_server(
        [spec.command, *spec.args],
        env=spec.process_env(),
        cwd=spec.cwd,
        timeout=timeout,
        label=spec.label(),  # never the arguments: they can carry tokens
        skip_invalid=True,  # as the gateway: the server's valid tools, the others said
    )


def _masked(spec: UpstreamSpec, text: str) -> str:
    """``text`` masked by ``spec`` (:meth:`UpstreamSpec.masked`), with the note saying so."""
    text, count = spec.masked(text)
    return text + masked_note(count)


async def list_upstreams(
    config: GatewayConfig, names: Sequence[str] | None = None, *, timeout: float | None = None
) -> Listing:
    """List the tools of the config's servers (``names``: only these), all at once.

    Each server is started or reached, listed and shut down; a failure is recorded in
    :attr:`Listing.failed` (the message of its :class:`~tooldeck.errors.ToolDeckError`)
    and does not stop the others. Progress is logged at INFO on the
    ``tooldeck.formats.mcp_servers`` logger: a line naming the servers when listing starts,
    then one per server as it ends (its tools and seconds, or that it failed: the first
    line of the reason, masked).
    """
    import anyio

    chosen = [u for u in config.upstreams if names is None or u.name in names]
    results: dict[str, LoadResult | str] = {}
    if chosen:
        limit = "$TOOLDECK_MCP_TIMEOUT s (default 30)" if timeout is None else f"{timeout:g} s"
        _LOG.info(
            "listing the tools of %d server%s at once (%s); each has up to %s",
            len(chosen),
            "" if len(chosen) == 1 else "s",
            ", ".join(u.name for u in chosen),
            limit,
        )

    async def run(spec: UpstreamSpec) -> None:
        began = time.monotonic()
        try:
            result = await _list_one(spec, timeout)
        except ToolDeckError as exc:
            _LOG.info(
                "server %s: not listed after %.1f s (%s)",
                spec.name,
                time.monotonic() - began,
                _masked(spec, str(exc)).splitlines()[0] if str(exc) else "no reason given",
            )
            # what the server wrote (its stderr tail, stdout lines) may echo a secret:
            # masked, and the message says so
            message = _masked(spec, str(exc))
            tail = str(exc).partition("its stderr ends with:")[2]
            note = spec.env_note_for(tail)  # only where a variable may explain the exit
            exited = note and "did it exit or crash?" in str(exc)
            # a variable it reads may not have been passed on: say which were (names only)
            results[spec.name] = f"{message}\nnote: {note}" if exited else message
            return
        warnings = tuple(
            dataclasses.replace(w, message=_masked(spec, w.message)) for w in result.warnings
        )
        results[spec.name] = dataclasses.replace(result, warnings=warnings)
        _LOG.info(
            "server %s: %d tool%s in %.1f s",
            spec.name,
            len(result.deck),
            "" if len(result.deck) == 1 else "s",
            time.monotonic() - began,
        )

    async with anyio.create_task_group() as group:
        for spec in chosen:
            group.start_soon(run, spec)
    loaded = {u.name: r for u in chosen if isinstance(r := results[u.name], LoadResult)}
    failed = {u.name: r for u in chosen if isinstance(r := results[u.name], str)}
    return Listing(loaded, failed)


def list_upstreams_sync(
    config: GatewayConfig, names: Sequence[str] | None = None, *, timeout: float | None = None
) -> Listing:
    """Blocking form of :func:`list_upstreams` (no event loop may run in this thread:
    inside one it raises :class:`~tooldeck.errors.EventLoopError`, naming
    ``asyncio.to_thread``; trial40 B2 got anyio's bare ``RuntimeError`` from
    ``tooldeck.load(CONFIG)`` in async code)."""
    import anyio

    EventLoopError.refuse_inside_loop(
        "tooldeck.load() of a gateway config",
        "await asyncio.to_thread(tooldeck.load, CONFIG)",
    )

    return anyio.run(functools.partial(list_upstreams, config, names, timeout=timeout))


def split_server(source: str) -> tuple[str, str | None]:
    """``"FILE#name"`` → ``("FILE", "name")`` when ``FILE`` exists and ``FILE#name`` does
    not; else ``(source, None)``."""
    if "#" in source and not Path(source).exists():
        file, name = source.rsplit("#", 1)
        if Path(file).is_file():
            return file, name
    return source, None


def only_server(config: GatewayConfig, server: str | None) -> GatewayConfig:
    """``config`` with only the server called ``server`` (``CONFIG#name``); None: all.

    Raises:
        SourceError: no such server in the file, or the config leaves it out (the
            message says why: disabled, an unset variable…).
    """
    if server is None:
        return config
    spec = config.upstream(server)
    if spec is None:
        why = config.why_left_out(server)
        if why is not None:  # in the file, but not usable here: say why
            raise SourceError(why)
        known = ", ".join(u.name for u in config.upstreams) or "none"
        raise SourceError(f"{config.path}: no server {server!r} (servers: {known})")
    return dataclasses.replace(config, upstreams=(spec,))


def load_config_deck(path: str | Path, server: str | None = None) -> LoadResult:
    """The tools of a gateway/client config's servers as one deck, under exposed names.

    Args:
        path: the config file.
        server: one server's name (``CONFIG#name``); None: all of them.

    Returns:
        Format ``"mcp-config"``; ``served``: the deck as the gateway serves it (mentions
        of sibling tools rewritten to their exposed names, the hints of the config's
        ``annotations`` applied; None when that changes nothing: :func:`_served`);
        ``listed``: the config and each listed server's tools as listed (own names);
        warnings: the servers the config leaves out
        (:class:`LeftOutServer` when all servers are asked for), the servers that could
        not be listed (:class:`UnlistedServer`: name, file:line, reason), each
        ``annotations`` pattern of a listed server that matches none of its tools (field
        ``annotations``: :meth:`~tooldeck.formats.mcp_config.UpstreamSpec.unmatched_annotations`),
        each ``resident`` pattern that matches none of the exposed names when every server
        was listed (field ``resident``:
        :meth:`~tooldeck.formats.mcp_config.GatewayConfig.unmatched_resident`; not for
        ``server``, whose deck lacks the other servers' tools),
        the loaders' warnings, and the collisions and shortened names of
        :func:`~tooldeck.formats.mcp_names.expose`.

    Raises:
        GatewayConfigError, ParseError, SourceError: the config cannot be read; ``server``
            is not in it, or is left out (the message says why: disabled, an unset
            variable…); no server could be listed (each is named with its reason, and the
            servers the config leaves out with theirs).
    """
    # read as a deck, the config routes no call: a server name holding the separator is
    # a warning here (the gateway refuses it)
    config = only_server(load_gateway_config(path, routing=False), server)
    left_out = {} if server is not None else {lo.line: lo for lo in config.left_out_servers}
    warnings: list[ConversionWarning] = [
        ConversionWarning("servers", line)
        if line not in left_out
        else LeftOutServer(
            "servers",
            line,
            server=left_out[line].name,
            reason=left_out[line].reason,
            disabled=left_out[line].disabled,
        )
        for line in (*config.warnings, *config.notes)
    ]
    if not config.upstreams:
        raise SourceError(f"{path}: no server to list" + "".join(f"; {w}" for w in config.warnings))
    listing = list_upstreams_sync(config)
    if not listing.loaded:
        reasons = "; ".join(f"{name}: {why}" for name, why in listing.failed.items())
        # servers left out before starting, and values passed as written ($NAME)
        also = "".join(f"; {w}" for w in (*config.warnings, *config.notes))
        raise SourceError(f"{path}: no server could be listed — {reasons}{also}")
    for name, why in listing.failed.items():
        spec = config.upstream(name)
        origin = spec.origin if spec is not None else str(path)
        warnings.append(
            UnlistedServer(
                "servers",
                f"{origin}: server {name!r} could not be listed and is left out "
                f"({len(listing.loaded)} of {len(config.upstreams)} loaded): {why}",
                server=name,
                reason=why,
            )
        )
    for spec in config.upstreams:  # a pattern matching no listed tool: a typo, unapplied
        loaded = listing.loaded.get(spec.name)
        if loaded is not None:
            names = [t.name for t in loaded.deck]
            warnings += [
                ConversionWarning("annotations", line) for line in spec.unmatched_annotations(names)
            ]
    from tooldeck.formats.mcp import KEPT_BY_GATEWAY

    unmodelled: dict[str, list[tuple[str, NotModelled]]] = {}
    for name, result in listing.loaded.items():
        for w in result.warnings:
            if isinstance(w, NotModelled):
                unmodelled.setdefault(w.field, []).append((name, w))
            else:
                warnings.append(dataclasses.replace(w, message=f"server {name!r}: {w.message}"))
    for field, per_server in unmodelled.items():
        # one warning per field however many servers list it (a config of ten servers
        # that all send icons says so once)
        servers = ", ".join(repr(name) for name, _ in per_server)
        server_word = "server" if len(per_server) == 1 else "servers"
        message = KEPT_BY_GATEWAY.get(field, per_server[0][1].message)
        tools = tuple(
            t if len(per_server) == 1 else f"{name}/{t}" for name, w in per_server for t in w.tools
        )
        warnings.append(NotModelled(field, f"{server_word} {servers}: {message}", tools))
    deck, merged_warnings = merge_listings(listing.tools(), config)
    if server is None and not listing.failed:  # as the gateway: only when every server listed
        warnings += [
            ConversionWarning("resident", line)
            for line in config.unmatched_resident([t.name for t in deck])
        ]
    served = _served(deck, config)
    if served is not None:
        hinted = [
            t.name for t, s in zip(deck, served, strict=True) if t.annotations != s.annotations
        ]
        rewritten = [
            t.name for t, s in zip(deck, served, strict=True) if t.description != s.description
        ]
        parts = []
        if hinted:
            parts.append(f"{len(hinted)} with the hints of the config's annotations")
        if rewritten:
            parts.append(f"{len(rewritten)} naming sibling tools by their exposed names")
        if parts:
            warnings.append(
                ServedDiffers(
                    "served",
                    "this deck holds the servers' tools as they list them; tooldeck gateway "
                    f"serves {' and '.join(parts)}: a Runtime built on this deck enforces the "
                    "servers' own hints, not the config's — tooldeck.gateway.served_deck("
                    "CONFIG) gives the deck the gateway serves",
                    tuple(dict.fromkeys([*hinted, *rewritten])),
                )
            )
    return LoadResult(
        deck,
        "mcp-config",
        (*warnings, *merged_warnings),
        served=served,
        listed=(config, listing.tools()),
    )


def _served(deck: Deck, config: GatewayConfig) -> Deck | None:
    """``deck`` (a config's servers merged under exposed names) as ``tooldeck gateway``
    serves it: each description's mentions of its own server's tools by their upstream
    names rewritten to the exposed names
    (:func:`~tooldeck.formats.mcp_names.with_rewritten_mentions`) and the hints each
    server's ``annotations`` state applied
    (:func:`~tooldeck.formats.mcp_config.with_config_hints`), each recorded in the tool's
    ``_meta``, as the gateway's catalogue builds them; None when nothing differs."""
    siblings: dict[str, dict[str, str]] = {}  # server → its tools' own → exposed name
    for tool in deck:
        origin = deck.origin(tool.name)
        if origin is not None:
            siblings.setdefault(origin[0], {})[origin[1]] = tool.name
    served = []
    changed = False
    for tool in deck:
        origin = deck.origin(tool.name)
        if origin is None:
            served.append(tool)
            continue
        server, own = origin
        # an upstream's own values under the gateway's _meta keys: moved, as the gateway does
        own_meta = unclaimed(tool)
        shown, rewritten = with_rewritten_mentions(own_meta, siblings[server])
        spec = config.upstream(server)
        stated = spec.hints_for(own) if spec is not None else {}
        sources = spec.hint_patterns(own) if spec is not None else {}
        served.append(with_config_hints(shown, tool, stated, sources))
        changed = changed or bool(rewritten) or bool(stated) or own_meta is not tool
    return deck.with_tools(served) if changed else None


def merge_listings(
    tools: Mapping[str, Sequence[Tool]], config: GatewayConfig
) -> tuple[Deck, tuple[ConversionWarning, ...]]:
    """Servers' tools (server name → its tools under their own names) merged into one deck
    under the config's exposed names (:func:`~tooldeck.formats.mcp_names.expose`), each
    namespaced tool with its :meth:`~tooldeck.tool.Deck.namespaced` record and every tool
    with its :meth:`~tooldeck.tool.Deck.origin` (server, the server's own tool name).

    Returns:
        The deck, and a warning per collision and one for shortened names.
    """
    warnings: list[ConversionWarning] = []
    names = expose({name: [t.name for t in ts] for name, ts in tools.items()}, config)
    by_name = {name: {t.name: t for t in ts} for name, ts in tools.items()}
    prefixes = {u.name: (u.name if u.prefix is None else u.prefix) for u in config.upstreams}
    merged = []
    namespaces: dict[str, Namespaced] = {}
    origins: dict[str, tuple[str, str]] = {}
    for exposed, (upstream, original) in names.exposed.items():
        origins[exposed] = (upstream, original)
        tool = by_name[upstream][original]
        merged.append(tool if tool.name == exposed else tool.replace(name=exposed))
        prefix = prefixes.get(upstream, upstream)
        full = names.shortened.get(exposed, exposed)
        if prefix and full == f"{prefix}{config.separator}{original}":
            namespaces[exposed] = Namespaced(upstream, prefix, config.separator, original)
    for collision in names.collisions:
        warnings.append(
            ConversionWarning(
                "names",
                f"{collision.name!r} is offered by {', '.join(collision.upstreams)}; each is "
                "exposed under its server's prefix",
            )
        )
    if names.shortened:
        warnings.append(
            ConversionWarning(
                "names",
                "names over 64 characters or outside [A-Za-z0-9_-] were shortened with a hash",
                tuple(names.shortened),
            )
        )
    return Deck(merged, namespaces=namespaces, origins=origins), tuple(warnings)
