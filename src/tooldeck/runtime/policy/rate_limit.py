"""The rate limit: at most N calls per window per tool (was part of
``runtime/policy.py``)."""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Collection

from tooldeck.runtime.policy.base import (
    CheckBase,
    CheckResult,
    PolicyConfigError,
    PolicyRequest,
    allow,
    refuse,
)

__all__ = ["RateLimit"]


class RateLimit(CheckBase):
    """At most ``limit`` calls per ``per_s`` seconds for each tool (sliding window).

    Args:
        limit: calls allowed per window.
        per_s: window length in seconds.
        tools: the limited tools; None limits every tool (each counted apart).
    """

    name = "rate_limit"

    def __init__(self, limit: int, per_s: float, *, tools: Collection[str] | None = None) -> None:
        if limit < 1 or per_s <= 0:
            raise PolicyConfigError("a rate limit needs limit ≥ 1 and per_s > 0")
        self.limit = limit
        self.per_s = per_s
        self.tools = None if tools is None else frozenset(tools)
        self._times: dict[str, deque[float]] = {}

    def check(self, request: PolicyRequest) -> CheckResult:
        name = request.tool.name
        if self.tools is not None and name not in self.tools:
            return allow(self.name)
        now = time.monotonic()
        times = self._times.setdefault(name, deque())
        while times and now - times[0] >= self.per_s:
            times.popleft()
        if len(times) >= self.limit:
            wait = round(times[0] + self.per_s - now, 3)
            return refuse(
                self.name,
                f"{name} is limited to {self.limit} call{'' if self.limit == 1 else 's'} per "
                f"{self.per_s:g} s",
                kind="retryable",
                hint=f"wait {wait:g} s, then retry the same call",
                retry_after=wait,
            )
        times.append(now)
        return allow(self.name)
