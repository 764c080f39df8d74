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


def test_allow_answers_are_shared_and_the_memo_stays_bounded() -> None:
    # allow() memoises its immutable answers (bench_runtime: every check answers one per
    # call); a reason carrying call data must not grow the memo without end
    from tooldeck.runtime.policy import base

    assert base.allow("x") is base.allow("x")
    assert base.allow("x", "why").decision.reason == "why"
    assert base.allow("x", layer=3).decision.layer == 3
    for index in range(base._ALLOWS_MAX + 50):
        assert base.allow("memo-test", f"reason {index}").decision.reason == f"reason {index}"
    assert len(base._ALLOWS) <= base._ALLOWS_MAX


def test_the_message_says_what_happens_next() -> None:
    # no escalation: nobody was asked to look, so the message does not say so
    runtime = docs_runtime(policy=Policy([CircuitBreaker(1), ApprovalGate()]))
    run(runtime, "send_email", {"to": "a@x"})
    stopped = run(runtime, "send_email", {"to": "b@x"})
    assert "until the breaker is reset" in stopped.error.message
    assert "asked to look" not in stopped.error.message
    timed = docs_runtime(policy=Policy([CircuitBreaker(1, cooldown_s=30), ApprovalGate()]))
    run(timed, "send_email", {"to": "a@x"})
    assert "stopped for 30 s" in run(timed, "send_email", {"to": "b@x"}).error.message


def test_one_sessions_refusals_do_not_stop_another_session() -> None:
    # a fresh user's report: a served deck's clients shared one count, so one client's
    # refusals stopped the tool for every client; the count is per session now
    from tooldeck.runtime import ToolCall

    runtime = docs_runtime(policy=Policy([CircuitBreaker(2), ApprovalGate()]))

    def call(session: str | None, i: int) -> str:
        made = ToolCall(f"c{i}", "send_email", {"to": f"{i}@x"}, session=session)
        result = runtime.call_sync(made)
        return result.status if result.error is None else result.error.kind

    assert [call("s1", i) for i in range(3)] == ["needs_approval", "needs_approval", "policy"]
    assert call("s2", 3) == "needs_approval"  # another client is not stopped
    assert call(None, 4) == "needs_approval"  # nor calls without a session


def test_refusals_of_the_argument_checks_are_not_counted_unless_asked() -> None:
    """rebreak29 R6: a duplicate (or shell/path) refusal is the check refusing that call
    itself; counted, three of them from one stateless client stopped the tool for every
    client. By default they are not counted; ``uncounted=()`` counts them again."""
    from tooldeck.runtime import DuplicateGuard

    for uncounted, opens in ((None, False), ((), True)):
        options = {} if uncounted is None else {"uncounted": uncounted}
        breaker = CircuitBreaker(3, **options)
        runtime = docs_runtime(policy=Policy([breaker, DuplicateGuard()]))
        assert run(runtime, "append_note", {"text": "hi"}, "a0").status == "success"
        for i in range(3):
            again = run(runtime, "append_note", {"text": "hi"}, f"a{i + 1}")
            assert again.status == "refused" and "already ran" in again.error.message
        other = run(runtime, "append_note", {"text": "other"}, "b")
        assert (other.status == "refused") is opens, other
        assert ("3 times in a row" in (other.error.message if other.error else "")) is opens
