"""The session a ``tools/call`` counts under (``serve/sessions.py``): the connection's
own key, followed by the client session a gateway names in the call's ``_meta``."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

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
    assert own is not None and own == call_session(gateway, {})  # the same connection
    first = call_session(gateway, {RELAYED_SESSION: "s1"})
    second = call_session(gateway, {RELAYED_SESSION: "s2"})
    assert first == f"{own}>s1" and second == f"{own}>s2" and first != second
    # another connection naming the same client session is another memory
    assert call_session(other, {RELAYED_SESSION: "s1"}) != first
    # not a string, empty or longer than the limit: the connection's own key
    for value in (3, "", "x" * (MAX_RELAYED_SESSION + 1)):
        assert call_session(gateway, {RELAYED_SESSION: value}) == own
    assert call_session(gateway, {RELAYED_SESSION: "x" * MAX_RELAYED_SESSION}) != own


def test_a_connection_names_at_most_max_relayed_names_sessions() -> None:
    # a client sending a new name with every call: past the cap, every further name shares
    # one key, so it neither grows the memory nor slips its own duplicate guard and breaker
    client, other = _ctx({}), _ctx({})
    keys = {call_session(client, {RELAYED_SESSION: f"n{i}"}) for i in range(MAX_RELAYED_NAMES)}
    assert len(keys) == MAX_RELAYED_NAMES
    past = call_session(client, {RELAYED_SESSION: "one-more"})
    assert past not in keys
    assert call_session(client, {RELAYED_SESSION: "and-another"}) == past
    assert call_session(client, {RELAYED_SESSION: "n0"}) in keys  # a known name still splits
    assert call_session(other, {RELAYED_SESSION: "one-more"}) != past  # its own cap
