"""Layer 3 (``runtime/review.py``): the reviewer sees only the structured call and fails
closed.
"""

from __future__ import annotations

from typing import Any

import pytest

from runtime_fixtures import NESTED_TOOL, docs_runtime, ledger_runtime, run
from tooldeck.runtime import ApprovalGate, Policy, ReviewRequest, ReviewVerdict, Runtime, ToolCall
from tooldeck.tool import Deck


def test_reviewer_sees_only_the_structured_call() -> None:
    seen: list[ReviewRequest] = []

    async def reviewer(request: ReviewRequest) -> ReviewVerdict:
        seen.append(request)
        return ReviewVerdict(False, "mass mailing outside business hours")

    runtime = docs_runtime(reviewer=reviewer)
    result = run(runtime, "send_email", {"to": "all@example.com"})
    assert result.status == "refused"
    assert "mass mailing" in result.error.message
    assert result.decisions[-1].layer == 3
    (request,) = seen
    assert set(ReviewRequest.__dataclass_fields__) == {"tool", "arguments", "annotations"}
    assert request.tool == "send_email" and request.arguments == {"to": "all@example.com"}
    assert request.annotations["destructive"] is True
    # read-only tools are not reviewed
    assert run(runtime, "search_docs", {"query": "q"}).status == "success"
    assert len(seen) == 1


# --- A3: the reviewer fails closed ---
@pytest.mark.parametrize(
    ("answer", "named"),
    [
        ("no", "of type str"),
        (1, "of type int"),
        (None, "of type NoneType"),
        (ReviewVerdict("yes"), "approve is a str"),  # type: ignore[arg-type]
    ],
)
def test_reviewer_answers_other_than_true_reject(answer: Any, named: str) -> None:
    runs: list[int] = []
    runtime = ledger_runtime(
        {"send_payment": lambda **kw: runs.append(1) or {"tx": "T"}}, reviewer=lambda ask: answer
    )
    result = runtime.call_sync(ToolCall("c1", "send_payment", {"to": "bob"}))
    assert (result.status, result.error.kind, runs) == ("refused", "policy", [])
    assert named in result.error.message


@pytest.mark.parametrize("answer", [True, ReviewVerdict(True, "fine")])
def test_reviewer_true_or_approving_verdict_lets_the_call_run(answer: Any) -> None:
    runtime = ledger_runtime(
        {"send_payment": lambda **kw: {"tx": "T"}}, reviewer=lambda ask: answer
    )
    assert runtime.call_sync(ToolCall("c1", "send_payment", {"to": "bob"})).status == "success"


def test_a_reviewer_cannot_change_the_arguments_that_run() -> None:

    got: list[dict[str, Any]] = []
    tried: list[str] = []

    def reviewer(ask: Any) -> bool:
        try:
            ask.arguments["target"] = "EVERYTHING"
        except TypeError as exc:
            tried.append(type(exc).__name__)
        try:
            ask.arguments["opts"].pop("dry_run")
        except TypeError as exc:
            tried.append(type(exc).__name__)
        return True

    runtime = Runtime(
        Deck([NESTED_TOOL]),
        {"wipe": lambda **kw: got.append(kw) or "done"},
        policy=Policy([ApprovalGate(lambda ask: True)]),
        reviewer=reviewer,
    )
    args = {"target": "x", "opts": {"dry_run": True}}
    result = runtime.call_sync(ToolCall("c1", "wipe", args))
    assert result.status == "success"
    assert tried == ["TypeError", "TypeError"]
    assert got == [{"target": "x", "opts": {"dry_run": True}}]


# --- B8: a reviewer's unexpected answer is not quoted ---
def test_a_reviewers_answer_value_never_reaches_the_refusal() -> None:
    runtime = ledger_runtime(
        {"send_payment": lambda **kw: {"tx": "T"}}, reviewer=lambda ask: "hunter2"
    )
    result = runtime.call_sync(ToolCall("c1", "send_payment", {"to": "bob"}))
    assert result.status == "refused"
    assert "hunter2" not in result.text()
    assert all("hunter2" not in d.reason for d in result.decisions)
    assert "of type str" in result.error.message
