"""The agent loop says when it cannot progress (trial38 LOW): the offline ``router``
backend writes no arguments, so ``run_agent`` with it refused the same argument-less call
at every turn up to ``max_steps`` with an empty ``trace.notes``. Real components: the
router backend over the shipped aftersales deck (its tools require parameters) and the
real runtime."""

from __future__ import annotations

from pathlib import Path

import pytest

from tooldeck.eval.agent import _repeats_failed, run_agent
from tooldeck.eval.backends import Model, make_backend
from tooldeck.eval.backends.base import AssistantTurn, Message
from tooldeck.formats import load_deck
from tooldeck.runtime import Policy, Runtime, ToolCall
from tooldeck.runtime.envelope import ToolResult
from tooldeck.select.dense import dense_available

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.skipif(not dense_available(), reason="the router's default method is dense")
def test_the_router_loop_says_it_writes_no_arguments_and_that_turns_repeat() -> None:
    deck = load_deck(ROOT / "examples/aftersales/engineered")
    runtime = Runtime(deck, {}, policy=Policy())
    messages = [Message.user("cancel order ORD-2 because the customer changed their mind")]
    trace = run_agent(Model(make_backend("router")), runtime, messages, max_steps=3)
    assert trace.stop == "max_steps"
    assert "writes no arguments" in trace.notes[0]
    # turns 2 and 3 repeat turn 1's refused call: said once per repeated turn
    repeats = [n for n in trace.notes if "repeats turn" in n]
    assert repeats[0].startswith("turn 2 repeats turn 1's calls exactly")
    assert "invalid_arguments" in repeats[0]
    assert len(repeats) == 2


def _result(status: str) -> ToolResult:
    return ToolResult(call_id="c", tool="t", status=status, summary="")  # type: ignore[arg-type]


def test_a_changed_argument_or_a_success_is_no_repeat() -> None:
    a = AssistantTurn(calls=(ToolCall("1", "t", {"x": 1}),))
    same = AssistantTurn(calls=(ToolCall("2", "t", {"x": 1}),))
    other = AssistantTurn(calls=(ToolCall("2", "t", {"x": 2}),))
    assert _repeats_failed(same, a, [_result("error")])
    assert not _repeats_failed(other, a, [_result("error")])
    assert not _repeats_failed(same, a, [_result("success")])
    assert not _repeats_failed(same, a, [])
