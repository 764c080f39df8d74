"""trial40 LOW-1: call ids are the model's, unique within one conversation only. Two
concurrent ``arun_agent`` runs on one runtime whose scripted models both send ``call_1``
both run (the second used to be refused: "the call id 'call_1' is already used by a call
of this runtime that is still running"); the duplicate guard's memory stays each run's;
a repeated id inside one batch is still refused with the first call's result kept. Real
runtime and policy (``Policy.default``); the model is a scripted ``Backend`` (no
network)."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest

from tooldeck.eval.agent import arun_agent
from tooldeck.eval.backends import Model
from tooldeck.eval.backends.base import AssistantTurn, Message
from tooldeck.formats import load_deck
from tooldeck.runtime import Policy, Runtime, ToolCall
from tooldeck.tool import Deck

CALL = {"text": "call the courier"}
NOTE = {
    "name": "add_note",
    "description": "Add a note to the open ticket.",
    "inputSchema": {
        "type": "object",
        "properties": {"text": {"type": "string", "description": "The note."}},
        "required": ["text"],
    },
}


class _Scripted:
    """Sends ``calls`` (each ``call_1``…) in its first turn, then answers in text."""

    identity = "scripted-ids"
    produces_arguments = True

    def __init__(self, *calls: ToolCall) -> None:
        self.calls = calls
        self.turn = 0

    def request(self, messages: Any, deck: Deck, tool_choice: str = "auto") -> dict[str, Any]:
        return {"messages": len(messages), "turn": self.turn}

    def send(self, payload: Any) -> AssistantTurn:
        self.turn += 1
        return AssistantTurn(calls=self.calls) if self.turn == 1 else AssistantTurn(text="ok")


@pytest.fixture
def deck(tmp_path: Any) -> Deck:
    path = tmp_path / "notes.json"
    path.write_text(json.dumps({"tools": [NOTE]}), encoding="utf-8")
    return load_deck(path)


async def test_two_concurrent_runs_may_both_use_call_1(deck: Deck) -> None:
    both_in = asyncio.Event()
    entered: list[str] = []

    async def add_note(text: str) -> str:
        entered.append(text)
        if len(entered) == 2:
            both_in.set()
        await asyncio.wait_for(both_in.wait(), 30)  # both calls are in flight at once
        return "noted"

    runtime = Runtime(
        deck, {"add_note": add_note}, policy=Policy.default(approver=lambda request: True)
    )
    ask = [Message.user("note it")]
    one, two = await asyncio.gather(
        arun_agent(
            Model(_Scripted(ToolCall("call_1", "add_note", CALL))), runtime, ask, session="chat-1"
        ),
        arun_agent(
            Model(_Scripted(ToolCall("call_1", "add_note", CALL))), runtime, ask, session="chat-2"
        ),
    )
    assert [r.status for r in one.results[0]] == ["success"], one.results
    assert [r.status for r in two.results[0]] == ["success"], two.results
    assert entered == [CALL["text"]] * 2
    # each run's duplicate memory holds its own finished call (not one run's key twice)
    for session in ("chat-1", "chat-2"):
        again = await runtime.call(ToolCall("call_9", "add_note", CALL, session=session))
        assert again.status == "refused" and again.error is not None
        assert "already ran" in again.error.message, again.error.message


async def test_a_repeated_id_inside_one_run_is_still_refused(deck: Deck) -> None:
    runtime = Runtime(
        deck,
        {"add_note": lambda text: "noted"},
        policy=Policy.default(approver=lambda request: True),
    )
    model = _Scripted(
        ToolCall("call_1", "add_note", CALL), ToolCall("call_1", "add_note", {"text": "other"})
    )
    trace = await arun_agent(Model(model), runtime, [Message.user("note it")])
    first, repeat = trace.results[0]
    assert first.status == "success" and first.call_id == "call_1"
    assert repeat.status == "error" and repeat.error is not None
    assert "already used" in repeat.error.message


async def test_cancel_names_the_session_when_two_runs_use_one_id(deck: Deck) -> None:
    started = asyncio.Event()
    entered: list[str] = []

    async def add_note(text: str) -> str:
        entered.append(text)
        if len(entered) == 2:
            started.set()
        await asyncio.sleep(3600)  # cancelled below
        return "noted"

    runtime = Runtime(
        deck, {"add_note": add_note}, policy=Policy.default(approver=lambda request: True)
    )
    first = asyncio.ensure_future(runtime.call(ToolCall("call_1", "add_note", CALL, session="a")))
    second = asyncio.ensure_future(
        runtime.call(ToolCall("call_1", "add_note", {"text": "x"}, session="b"))
    )
    await asyncio.wait_for(started.wait(), 30)
    with pytest.raises(ValueError, match="several sessions"):
        runtime.cancel("call_1")
    assert runtime.cancel("call_1", session="b") is True
    assert (await second).status == "error" and not first.done()
    assert runtime.cancel("call_1", session="a") is True
    assert (await first).error is not None
