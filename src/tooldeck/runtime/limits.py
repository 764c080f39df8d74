"""Defaults of the runtime that the command line shows in its help, apart from
:mod:`tooldeck.runtime.runtime` so that declaring the options imports no more than this."""

from __future__ import annotations

__all__ = ["DEFAULT_APPROVAL_TIMEOUT_S", "DEFAULT_TIMEOUT_S"]

DEFAULT_TIMEOUT_S = 60.0
"""Default per-call timeout in seconds."""

DEFAULT_APPROVAL_TIMEOUT_S = 300.0
"""Seconds a handshake-era approval question (``elicitation/create``) waits for the person's
answer by default (``--approval-timeout`` of ``tooldeck serve`` and ``tooldeck gateway``): a
person reads the question and the arguments, which takes longer than a tool call's
:data:`DEFAULT_TIMEOUT_S` allows (it was the wait until session 24)."""
