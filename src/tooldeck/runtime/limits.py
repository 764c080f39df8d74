"""Defaults of the runtime that the command line shows in its help, apart from
:mod:`tooldeck.runtime.runtime` so that declaring the options imports no more than this."""

from __future__ import annotations

__all__ = ["DEFAULT_TIMEOUT_S"]

DEFAULT_TIMEOUT_S = 60.0
"""Default per-call timeout in seconds."""
