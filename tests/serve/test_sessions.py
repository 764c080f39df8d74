"""The session a ``tools/call`` counts under (``serve/sessions.py``): the connection's
own key, followed by the client session a gateway names in the call's ``_meta``."""

from __future__ import annotations

import os
from types import SimpleNamespace
from typing import Any

import pytest

from tooldeck.serve.sessions import (
    MAX_RELAYED_NAMES,
    MAX_RELAYED_SESSION,
    RELAYED_SESSION,
    call_session,
)


def _ctx(state: dict[str, Any]) -> Any:
    """A handshake-era request context whose connection keeps ``state`` (the SDK's shape:
    ``ctx.session._connection.state``)."""
    connection = SimpleNamespace(state=state)
    return SimpleNamespace(
        protocol_version="2025-06-18", session=SimpleNamespace(_connection=connection)
    )


def test_a_named_client_session_splits_only_its_connections_memory() -> None:
    gateway, other = _ctx({}), _ctx({})
    own = call_session(gateway)
    assert own is not None and own == call_session(
        gateway, trusted=True, meta={}
    )  # the same connection
    first = call_session(gateway, trusted=True, meta={RELAYED_SESSION: "s1"})
    second = call_session(gateway, trusted=True, meta={RELAYED_SESSION: "s2"})
    assert first == f"{own}>s1" and second == f"{own}>s2" and first != second
    # a server not told to trust relayed names keys by the connection alone
    assert call_session(gateway, {RELAYED_SESSION: "s1"}) == own
    # another connection naming the same client session is another memory
    assert call_session(other, trusted=True, meta={RELAYED_SESSION: "s1"}) != first
    # not a string, empty or longer than the limit: the connection's own key
    for value in (3, "", "x" * (MAX_RELAYED_SESSION + 1)):
        assert call_session(gateway, trusted=True, meta={RELAYED_SESSION: value}) == own
    assert (
        call_session(gateway, trusted=True, meta={RELAYED_SESSION: "x" * MAX_RELAYED_SESSION})
        != own
    )


def test_a_connection_names_at_most_max_relayed_names_sessions() -> None:
    # a client sending a new name with every call: past the cap, every further name shares
    # one key, so it neither grows the memory nor slips its own duplicate guard and breaker
    client, other = _ctx({}), _ctx({})
    keys = {
        call_session(client, trusted=True, meta={RELAYED_SESSION: f"n{i}"})
        for i in range(MAX_RELAYED_NAMES)
    }
    assert len(keys) == MAX_RELAYED_NAMES
    past = call_session(client, trusted=True, meta={RELAYED_SESSION: "one-more"})
    assert past not in keys
    assert call_session(client, trusted=True, meta={RELAYED_SESSION: "and-another"}) == past
    assert (
        call_session(client, trusted=True, meta={RELAYED_SESSION: "n0"}) in keys
    )  # a known name still splits
    assert (
        call_session(other, trusted=True, meta={RELAYED_SESSION: "one-more"}) != past
    )  # its own cap


def _stdio(*extra: str) -> Any:
    import os
    import sys
    from pathlib import Path

    from mcp.client.stdio import StdioServerParameters, stdio_client

    here = Path(__file__)
    src = str(here.resolve().parents[2] / "src")
    env = {**os.environ, "PYTHONPATH": src + os.pathsep + os.environ.get("PYTHONPATH", "")}
    code = "from tooldeck.cli import main; main()"
    app = str(here.with_name("serve_app.py"))
    args = ["-c", code, "serve", app, "--approve", "delete_everything", *extra]
    return stdio_client(StdioServerParameters(command=sys.executable, args=args, env=env))


async def _repeat_with_fresh_names(transport: Any) -> list[str]:
    """Four identical calls of ``delete_everything`` (destructive, not idempotent) on one
    connection, the 2nd–4th each naming a fresh ``tooldeck/session``: the statuses."""
    import anyio
    import mcp

    statuses = []
    with anyio.fail_after(60):  # a generous ceiling, not a speed check
        async with mcp.Client(transport, mode="legacy") as client:
            for i in range(4):
                meta: Any = {RELAYED_SESSION: f"fresh{i}"} if i else None
                result = await client.call_tool("delete_everything", {"confirm": "x"}, meta=meta)
                statuses.append((result.structured_content or {}).get("status", "success"))
    return statuses


async def test_a_plain_client_cannot_slip_the_duplicate_guard_with_fresh_session_names() -> None:
    """Session 23's breaker: any client of ``tooldeck serve`` ran a destructive call again
    and again by naming a fresh ``_meta["tooldeck/session"]`` with each (255 times per
    connection, unlimited across reconnects). A relayed name is read now only when the
    server was started with ``--trust-relayed-sessions``: without it, the repeats are the
    same session's duplicates and refused."""
    statuses = await _repeat_with_fresh_names(_stdio())
    assert statuses == ["success", "refused", "refused", "refused"], statuses


async def test_a_trusted_relay_still_splits_the_memory_by_named_session() -> None:
    # with the opt-in (a gateway's stdio upstream), each named session is its own memory
    statuses = await _repeat_with_fresh_names(_stdio("--trust-relayed-sessions"))
    assert statuses == ["success"] * 4, statuses


def test_the_relay_key_is_read_once_and_compared(monkeypatch: pytest.MonkeyPatch) -> None:
    """The gateway hands a stdio upstream it starts a secret (TOOLDECK_RELAY_KEY); tooldeck
    serve trusts a relayed session only from a call showing it, and removes it from its
    environment so no handler or child sees it."""
    from tooldeck.serve.sessions import (
        RELAY_KEY,
        RELAY_KEY_ENV,
        relay_key_from_env,
        relay_key_matches,
    )

    monkeypatch.setenv(RELAY_KEY_ENV, "k" * 32)
    key = relay_key_from_env()
    assert key == "k" * 32 and RELAY_KEY_ENV not in os.environ
    assert relay_key_matches({RELAY_KEY: "k" * 32}, key)
    assert not relay_key_matches({RELAY_KEY: "k" * 31 + "x"}, key)
    assert not relay_key_matches({}, key) and not relay_key_matches({RELAY_KEY: "k" * 32}, None)
    monkeypatch.setenv(RELAY_KEY_ENV, "short")
    assert relay_key_from_env() is None  # too short to be a secret
