"""Which client session a request came from, where the protocol era has sessions.

The handshake era (``initialize``; MCP specification 2025-11-25 "Lifecycle") has one
connection per client: a stdio pipe, or a Streamable HTTP session named by its
``Mcp-Session-Id`` header ("Transports → Session Management"). The SDK keeps one
``Connection`` object per such connection and builds a new ``ServerSession`` for every
request around it. The current era (2026-07-28) is stateless: every request carries its
own envelope and the SDK builds a fresh ``Connection`` for each, so there is no session to
key on, and state that must outlive a request is shared by every client of the server.

:func:`session_of` is that connection (or None); :func:`session_key` a short stable string
for it (kept in the connection's own ``state``), for the runtime's per-session memory
(:attr:`tooldeck.runtime.ToolCall.session`: the duplicate guard, the circuit breaker).
:func:`client_key` names the connection a request came on in both eras where one outlives
the request: that session, or the duplex stream (stdio pipe) a 2026-07-28 client speaks on
(one per client, though the SDK builds a fresh ``Connection`` per request on it); None on
stateless Streamable HTTP, where nothing but the request ties requests together.

On stateless Streamable HTTP the request still carries what the HTTP layer gives: the
authenticated principal where the app authenticates its clients (the SDK's
``authenticated_principal``), and the ``Authorization`` header a client (or the proxy in
front) sends. :func:`request_identity` names the client by them (a keyed digest, never the
credential), so each client's calls keep their own duplicate memory (trial40 MEDIUM-2:
a second analyst's identical call was refused as the first one's repeat and told to "use
the earlier result" it never saw). A request with neither is :func:`untold`: the duplicate
guard does not refuse its calls as repeats of calls it may not have made, and says so
(:data:`tooldeck.runtime.policy.duplicates.untold_caller`). The ``clientInfo`` each
2026-07-28 request carries names the client software, not the client (two users of one
app send the same), and the era has no ``Mcp-Session-Id``: neither is used.

A gateway in front of ``tooldeck serve`` is one connection carrying the calls of all its
clients: it names the client session a ``tools/call`` comes from in the request's
``_meta`` (:data:`RELAYED_SESSION`), and, on a server told to trust such names
(``trusted=True``: ``tooldeck serve --trust-relayed-sessions``), :func:`call_session` keys
the memory by both, so two of the gateway's clients making the same call are not each
other's duplicates. Nothing in the request can prove it came from a gateway (any client
can write that ``_meta`` key), so without the opt-in the name is ignored: a client naming
a fresh session with each call would otherwise slip its own duplicate guard and circuit
breaker. With it, the name only splits the memory of the connection that sent it, and a
connection names at most :data:`MAX_RELAYED_NAMES` sessions: the calls of every further
name share one memory, so a client cannot grow the server's memory.
"""

from __future__ import annotations

import hashlib
import hmac
import itertools
import math
import os
import secrets
import weakref
from collections.abc import Collection
from contextvars import ContextVar
from typing import Any

from mcp.server.request_state import authenticated_principal
from mcp_types.version import MODERN_PROTOCOL_VERSIONS

from tooldeck.runtime.envelope import ToolResult
from tooldeck.runtime.policy import CheckResult, DuplicateGuard, PolicyRequest, allow
from tooldeck.runtime.policy.approval import APPROVE_ALL
from tooldeck.runtime.policy.duplicates import UNTOLD_REPEAT

__all__ = [
    "DUPLICATE_CHECKED",
    "MAX_RELAYED_NAMES",
    "MAX_RELAYED_SESSION",
    "RELAYED_SESSION",
    "RELAY_KEY",
    "RELAY_KEY_ENV",
    "RelayedDuplicateGuard",
    "call_session",
    "caller_key",
    "client_key",
    "relay_key_from_env",
    "relay_key_matches",
    "relayed_window",
    "request_identity",
    "session_key",
    "session_of",
    "stateless_http",
    "untold",
    "untold_repeat",
]

_STATE_KEY = "tooldeck.session"

RELAYED_SESSION = "tooldeck/session"
"""The ``_meta`` key of a ``tools/call`` in which a gateway names its client's session."""

RELAY_KEY = "tooldeck/relay-key"
"""The ``_meta`` key of a ``tools/call`` in which a gateway shows the secret it gave the
upstream process it started (:data:`RELAY_KEY_ENV`): a relayed session name is read from a
call that carries it, without ``--trust-relayed-sessions``."""

DUPLICATE_CHECKED = "tooldeck/duplicate-checked"
"""The ``_meta`` key of a ``tools/call`` in which a gateway says that its own duplicate
guard checked the call, with the window it applied (seconds, a number; 0: the guard is
off for that server, its ``duplicate_window: 0``). ``tooldeck serve`` then does not run its
own guard on that call (:class:`RelayedDuplicateGuard`), when it trusts the sender (the
call shows its :data:`RELAY_KEY`, or ``--trust-relayed-sessions``): one guard decides,
with the window the gateway's config sets, whichever protocol era the gateway's client
speaks (trial34 M2: the gateway let a repeat through after its 5 s window and asked the
user, and the inner server's 300 s guard then refused it, for a handshake-era client
only)."""

RELAY_KEY_ENV = "TOOLDECK_RELAY_KEY"
"""The environment variable in which ``tooldeck gateway`` hands a stdio upstream it starts a
random secret (its own per process); ``tooldeck serve`` reads it once and removes it from
its environment, so a tool's handler or child never sees it."""


def relay_key_from_env() -> str | None:
    """:data:`RELAY_KEY_ENV`'s value (None when unset or shorter than 16 characters),
    removed from ``os.environ``."""
    value = os.environ.pop(RELAY_KEY_ENV, None)
    return value if value is not None and len(value) >= 16 else None


def relay_key_matches(meta: Any, key: str | None) -> bool:
    """Whether ``meta`` (a call's ``_meta``) carries :data:`RELAY_KEY` equal to ``key``
    (compared in constant time); False when ``key`` is None."""
    if key is None or not isinstance(meta, dict):
        return False
    shown = meta.get(RELAY_KEY)
    return isinstance(shown, str) and hmac.compare_digest(shown.encode(), key.encode())


def relayed_window(meta: Any) -> float | None:
    """The window of :data:`DUPLICATE_CHECKED` in ``meta`` (a call's ``_meta``): a finite
    number ≥ 0 of seconds, else None (absent or not such a number: the server's own guard
    runs). The caller decides whether the sender is trusted."""
    if not isinstance(meta, dict):
        return None
    value = meta.get(DUPLICATE_CHECKED)
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    return float(value) if math.isfinite(value) and value >= 0 else None


relayed_check: ContextVar[float | None] = ContextVar("tooldeck_relayed_check", default=None)
"""The trusted :func:`relayed_window` of the call being answered (set by
:class:`~tooldeck.serve.server.ToolServer`), or None."""


class RelayedDuplicateGuard(DuplicateGuard):
    """``tooldeck serve``'s duplicate guard: the runtime's, except for a call a trusted
    gateway says its own guard checked (:data:`DUPLICATE_CHECKED`, read into
    :data:`relayed_check`): that call is allowed and not remembered, and the decision
    names the gateway's window. Any other call meets the runtime's guard (``window_s``,
    ``tooldeck serve --duplicate-window``: 300 s by default; a tool's own
    ``duplicate_window`` first). A repeat of a call that failed after it may have taken
    effect is put to a person unless the tool is approved in advance (``approved``:
    ``tooldeck serve --approve`` names, ``"*"`` every tool)."""

    def __init__(self, window_s: float = 300.0, *, approved: Collection[str] = ()) -> None:
        super().__init__(window_s)
        self.approved = frozenset(approved)

    def person_decides(self, request: PolicyRequest) -> bool:
        in_advance = APPROVE_ALL in self.approved or request.tool.name in self.approved
        return self.gate_follows and not in_advance

    def check(self, request: PolicyRequest) -> CheckResult:
        window = relayed_check.get()
        if window is not None:
            return allow(
                self.name,
                f"checked by the gateway that relayed the call (its window for this server: "
                f"{window:g} s)",
            )
        return super().check(request)

    def way_out(self, request: PolicyRequest) -> str:
        """A person gets the call run again within the window only through the server's
        settings: the hint names them (trial42 MEDIUM: the hint spoke to the model only,
        and ``serve`` had no setting to name)."""
        return (
            f" (for a person: whoever runs this server can shorten or turn off this window, "
            f"`tooldeck serve --duplicate-window SECONDS` (0: off) for every tool or "
            f"`@tool(duplicate_window=SECONDS)` on {request.tool.name}, or declare it "
            "idempotent if a repeat changes nothing more)"
        )


MAX_RELAYED_SESSION = 64
"""Longest :data:`RELAYED_SESSION` value read (characters); a longer one is ignored."""
MAX_RELAYED_NAMES = 256
"""Distinct :data:`RELAYED_SESSION` names one connection may use (all connections of the
stateless era together); the calls of every further name share the key ``own>…``."""
OVERFLOW_NAME = "…"
_NAMES_KEY = "tooldeck.relayed_names"
_stateless_names: set[str] = set()
_numbers = itertools.count(1)


def session_of(ctx: Any) -> Any | None:
    """The handshake-era connection ``ctx``'s request came on (one per client: stdio pipe
    or HTTP session), or None on the current era (stateless) or without a context.

    The SDK (``mcp`` 2.x, ``server/runner.py``) gives handlers a per-request
    ``ServerSession`` whose connection is not public API; it is read from there.
    """
    if ctx is None or getattr(ctx, "protocol_version", None) in MODERN_PROTOCOL_VERSIONS:
        return None
    return getattr(getattr(ctx, "session", None), "_connection", None)


def session_key(ctx: Any) -> str | None:
    """A stable name of :func:`session_of` (``s1``, ``s2`` … in order of first use, the
    HTTP ``Mcp-Session-Id`` not exposed), or None when there is no session."""
    connection = session_of(ctx)
    state = getattr(connection, "state", None)
    if not isinstance(state, dict):
        return None
    key = state.get(_STATE_KEY)
    if key is None:
        key = state[_STATE_KEY] = f"s{next(_numbers)}"
    return str(key)


_streams: weakref.WeakKeyDictionary[Any, str] = weakref.WeakKeyDictionary()


def client_key(ctx: Any) -> str | None:
    """A stable name of the client connection ``ctx``'s request came on, where one outlives
    the request: :func:`session_key` on the handshake era; on the current era (2026-07-28)
    the duplex stream the request came on (a stdio pipe: one client), named ``s<n>`` from
    the same counter (the SDK gives every request on it a fresh ``Connection`` but one
    outbound channel: ``mcp`` 2.x ``server/runner.py``, ``_serve_modern_stream``); None
    where no such connection exists (stateless Streamable HTTP, the SDK's in-process
    2026-07-28 client) or without a context. The name is forgotten with its stream and never reused.
    """
    key = session_key(ctx)
    if key is not None:
        return key
    connection = getattr(getattr(ctx, "session", None), "_connection", None)
    if connection is None or not getattr(connection, "has_standalone_channel", False):
        return None  # the SDK's no-channel sentinel: one object shared by all such requests
    channel = connection.outbound
    name = _streams.get(channel)
    if name is None:
        name = _streams[channel] = f"s{next(_numbers)}"
    return name


_IDENTITY_KEY = secrets.token_bytes(32)
"""The key of :func:`request_identity`'s digests (per process: a digest names a credential
only within one run of the server, and cannot be checked against a guessed one elsewhere)."""


def stateless_http(ctx: Any) -> bool:
    """Whether ``ctx``'s request came over stateless Streamable HTTP (the 2026-07-28 era:
    an HTTP request with no session and no stream that outlives it); False on stdio, on a
    handshake-era session and on the SDK's in-process client (no HTTP request)."""
    return (
        ctx is not None
        and getattr(ctx, "request", None) is not None
        and session_of(ctx) is None
        and client_key(ctx) is None
    )


def _digest(kind: str, value: str) -> str:
    mac = hmac.new(_IDENTITY_KEY, value.encode("utf-8", "surrogatepass"), hashlib.sha256)
    return f"{kind}{mac.hexdigest()[:16]}"


def request_identity(ctx: Any) -> str | None:
    """The client a stateless Streamable HTTP request (:func:`stateless_http`) names, as
    ``p`` + 16 hex digits (the authenticated principal: OAuth client id, issuer and
    subject, where the app authenticates its clients with the SDK's ``auth`` settings) or
    ``a`` + 16 hex digits (its ``Authorization`` header, as sent: ``tooldeck serve --http``
    and ``tooldeck gateway --http`` verify no credential, so this is what the client or an
    authenticating proxy in front says); the digests are HMAC-SHA-256 under a per-process
    random key, the credential is never kept. None for any other request, or one that
    carries neither."""
    if not stateless_http(ctx):
        return None
    principal = authenticated_principal(ctx)
    if principal:
        return _digest("p", principal)
    headers = getattr(ctx.request, "headers", None)
    value = headers.get("authorization") if headers is not None else None
    if isinstance(value, str) and value.strip():
        return _digest("a", authorization_key(value))
    return None


def authorization_key(value: str) -> str:
    """An ``Authorization`` header value as :func:`request_identity` keys it: the
    auth-scheme lower-cased and the credentials after the spaces that follow it, as sent
    (RFC 9110 §11.1: the scheme is case-insensitive, ``Bearer`` and ``bearer`` are one
    scheme; §11.4: one or more spaces separate it from the credentials, which keep their
    case: a token68 such as a bearer token is case-sensitive). trial40b: ``bearer
    alice-token`` counted as another client than ``Bearer alice-token``, so Alice's repeat
    ran. A value with no space (a bare token) is kept as sent."""
    scheme, _, credentials = value.strip().partition(" ")
    if not credentials:  # no scheme to read (a bare token, not RFC 9110): as sent
        return scheme
    return f"{scheme.lower()} {credentials.lstrip(' ')}"


def caller_key(ctx: Any) -> str | None:
    """Whom a request's per-client memory (duplicate guard, circuit breaker) is kept for:
    :func:`session_key` (a handshake-era session), else :func:`request_identity` (a
    stateless HTTP request that names its client); None otherwise."""
    return session_key(ctx) or request_identity(ctx)


def untold(ctx: Any) -> bool:
    """Whether ``ctx``'s request came over stateless Streamable HTTP naming no client
    (:func:`request_identity` None): its calls cannot be told from another client's."""
    return stateless_http(ctx) and request_identity(ctx) is None


def call_session(ctx: Any, meta: Any = None, *, trusted: bool = False) -> str | None:
    """The session a ``tools/call`` counts under: :func:`caller_key` of ``ctx``, followed,
    when ``trusted`` (the server was told its client is a gateway), by the client session
    a gateway named in the request's ``_meta`` (``meta``, the params' ``_meta`` mapping;
    :data:`RELAYED_SESSION`, a string of at most :data:`MAX_RELAYED_SESSION` characters),
    as ``s1>s3``; the connection's key alone when none is named or not ``trusted``, None
    when there is neither; ``s1>…`` for every name past the connection's first
    :data:`MAX_RELAYED_NAMES`."""
    own = caller_key(ctx)
    if not trusted:
        return own
    relayed = meta.get(RELAYED_SESSION) if isinstance(meta, dict) else None
    if not isinstance(relayed, str) or not relayed or len(relayed) > MAX_RELAYED_SESSION:
        return own
    state = getattr(session_of(ctx), "state", None)
    names: set[str] = (
        state.setdefault(_NAMES_KEY, set()) if isinstance(state, dict) else _stateless_names
    )
    if relayed not in names:
        if len(names) >= MAX_RELAYED_NAMES:
            return f"{own or ''}>{OVERFLOW_NAME}"  # past the cap: one shared memory
        names.add(relayed)
    return f"{own or ''}>{relayed}"


def untold_repeat(result: ToolResult) -> str | None:
    """Why the duplicate guard let ``result``'s call run although an identical call was
    remembered (its caller :func:`untold`: the reason of the *allow*, beginning
    :data:`~tooldeck.runtime.policy.duplicates.UNTOLD_REPEAT`), or None — also None when
    the call did not run after all (a later check refused it, or the person declined the
    approval question a hint-less tool's repeat is left to): the note says the call "was
    run", which only a call that ran may say (trial42b)."""
    if not result.ran:
        return None
    for decision in result.decisions:
        if (
            decision.check == DuplicateGuard.name
            and decision.verdict == "allow"
            and decision.reason.startswith(UNTOLD_REPEAT)
        ):
            return decision.reason
    return None
