"""The rate limit (``runtime/policy/rate_limit.py``)."""

from __future__ import annotations

from runtime_fixtures import docs_runtime, run
from tooldeck.runtime import Policy, RateLimit


def test_rate_limit_refuses_with_retry_after() -> None:
    runtime = docs_runtime(policy=Policy([RateLimit(2, 60.0)]))
    statuses = [run(runtime, "search_docs", {"query": str(i)}).status for i in range(3)]
    assert statuses == ["success", "success", "refused"]
    third = run(runtime, "search_docs", {"query": "x"})
    assert third.error.kind == "retryable" and 0 < third.error.retry_after <= 60
