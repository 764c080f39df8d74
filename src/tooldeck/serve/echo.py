"""The client's own text quoted back in a JSON-RPC error, bounded.

An error answered outside ``tools/call`` (``resources/read`` of an unknown URI,
``prompts/get`` of an unknown name, a method no handler serves) names what the client
sent, so that it can tell which of its requests failed. That text is the client's and has
no size of its own: a 100,000-character URI came back whole (twice in ``tooldeck serve``:
in the message and in ``data``), past any ``--limit`` (rebreak31 P7). :func:`echoed`
quotes at most :data:`ECHO_CHARS` characters of it and says how many were not shown;
:class:`BoundedErrors` does the same for every error the SDK itself raises with the
client's text (``-32601`` "Method not found" carries the method name as ``data``).
``tools/call`` answers are bounded by ``--limit`` instead (:mod:`tooldeck.serve.fit`).
"""

from __future__ import annotations

from typing import Any

from mcp.server.context import CallNext, HandlerResult, ServerRequestContext
from mcp.shared.exceptions import MCPError

__all__ = ["ECHO_CHARS", "MESSAGE_CHARS", "BoundedErrors", "echoed"]

ECHO_CHARS = 200
"""The most characters of one piece of the client's text an error repeats: every MCP
method name, resource URI and prompt name a client means fits (the longest method of the
2026-07-28 specification has 36 characters)."""

MESSAGE_CHARS = 1_000
"""The most characters of an error's ``message`` sent (tooldeck's own messages, with the
client's text quoted by :func:`echoed`, stay under it)."""


def echoed(text: str, limit: int = ECHO_CHARS) -> str:
    """``text`` (the client's) as an error quotes it: whole up to ``limit`` characters,
    else its first ``limit`` followed by ``… [N more characters not shown]``."""
    if len(text) <= limit:
        return text
    return f"{text[:limit]}… [{len(text) - limit:,} more characters not shown]"


MARK_ROOM = 64
"""Room for :func:`echoed`'s marker (``… [N more characters not shown]``, under 50
characters for any length Python holds): a string of ``data`` up to ``ECHO_CHARS +
MARK_ROOM`` characters is left as it is, so text a handler already cut is not cut again."""


def _bounded(value: Any) -> Any:
    if isinstance(value, str) and len(value) > ECHO_CHARS + MARK_ROOM:
        return echoed(value)
    return value


def _bounded_data(data: Any) -> Any:
    """``data`` with each string (at the top level or a value of a top-level object)
    longer than ``ECHO_CHARS + MARK_ROOM`` cut by :func:`echoed`; anything else as it
    is."""
    if isinstance(data, dict):
        return {k: _bounded(v) for k, v in data.items()}
    return _bounded(data)


class BoundedErrors:
    """Server middleware (``Server.middleware``, mcp 2.3.0's context tier): a request that
    fails with an :class:`MCPError` whose message or data is longer than the bounds
    (:data:`MESSAGE_CHARS`; :data:`ECHO_CHARS` for each string of ``data``) is answered
    with the same code, each cut by :func:`echoed` saying how many characters were not
    shown. Registered by ``tooldeck serve`` and ``tooldeck gateway``."""

    async def __call__(
        self, ctx: ServerRequestContext[Any, Any], call_next: CallNext
    ) -> HandlerResult:
        try:
            return await call_next(ctx)
        except MCPError as exc:
            message = echoed(exc.message, MESSAGE_CHARS)
            data = _bounded_data(exc.data)
            if message == exc.message and data == exc.data:
                raise
            raise MCPError(exc.code, message, data) from None
