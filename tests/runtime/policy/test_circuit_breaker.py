"""The circuit breaker (``runtime/policy/circuit_breaker.py``)."""

from __future__ import annotations

from runtime_fixtures import docs_runtime, run
from tooldeck.runtime import ApprovalGate, CircuitBreaker, Policy


def test_circuit_breaker_escalates_after_consecutive_refusals() -> None:
    escalated: list[tuple[str, int]] = []
    breaker = CircuitBreaker(
        3, escalate=lambda tool, results: escalated.append((tool, len(results)))
    )
    runtime = docs_runtime(policy=Policy([breaker, ApprovalGate()]))
    statuses = [run(runtime, "send_email", {"to": f"{i}@x"}).status for i in range(3)]
    assert statuses == ["needs_approval"] * 3
    assert escalated == [("send_email", 3)]
    stopped = run(runtime, "send_email", {"to": "new@x"})
    assert stopped.status == "refused" and stopped.error.kind == "policy"
    assert "3 times in a row" in stopped.error.message
    assert escalated == [("send_email", 3)]  # escalated once
    breaker.reset("send_email")
    assert run(runtime, "send_email", {"to": "y@x"}).status == "needs_approval"
