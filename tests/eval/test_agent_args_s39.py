"""trial39 M3 and M4: the agent loop's runs are separate conversations for the duplicate
guard, and wrong arguments to the loop and to deferred loading are named errors. Real
runtime, real policy (``Policy.default``), a one-tool MCP deck (``add_note``: no hints, so
not idempotent and guarded); the model is a scripted backend implementing the ``Backend``
protocol (no provider, no network)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from tooldeck.errors import RuntimeConfigError
from tooldeck.eval.agent import arun_agent, run_agent
from tooldeck.eval.backends import Model, make_backend
from tooldeck.eval.backends.base import AssistantTurn, BackendError, Message
from tooldeck.eval.deferred import deferred_runtime
from tooldeck.formats import load_deck
from tooldeck.runtime import Policy, Runtime, ToolCall
from tooldeck.select import BM25Retriever, DeferredCatalog, PinPolicy, SelectError
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


class _Once:
    """Calls add_note once, then answers in text."""

    identity = "scripted-once"
    produces_arguments = True

    def __init__(self) -> None:
        self.turn = 0

    def request(self, messages: Any, deck: Deck, tool_choice: str = "auto") -> dict[str, Any]:
        return {"messages": len(messages), "turn": self.turn}

    def send(self, payload: Any) -> AssistantTurn:
        self.turn += 1
        if self.turn == 1:
            return AssistantTurn(calls=(ToolCall("a", "add_note", CALL),))
        return AssistantTurn(text="done")


@pytest.fixture(scope="module")
def deck(tmp_path_factory: pytest.TempPathFactory) -> Deck:
    path = tmp_path_factory.mktemp("deck") / "notes.json"
    path.write_text(json.dumps({"tools": [NOTE]}), encoding="utf-8")
    return load_deck(path)


def _runtime(deck: Deck, policy: Policy) -> Runtime:
    return Runtime(deck, {"add_note": lambda text: "noted"}, policy=policy)


def _statuses(trace: Any) -> list[str]:
    return [r.status for results in trace.results for r in results]


def test_two_runs_on_one_policy_are_two_conversations(deck: Deck) -> None:
    """Before: the second run's identical call was refused ("this exact call already ran")
    because both runs' calls had no session and shared the guard's memory."""
    policy = Policy.default(approver=lambda request: True)
    runtime = _runtime(deck, policy)
    first = run_agent(Model(_Once()), runtime, [Message.user("order ORD-1?")])
    second = run_agent(Model(_Once()), runtime, [Message.user("order ORD-1?")])
    other = run_agent(Model(_Once()), _runtime(deck, policy), [Message.user("order ORD-1?")])
    assert _statuses(first) == _statuses(second) == _statuses(other) == ["success"]


def test_runs_given_one_session_share_the_guard(deck: Deck) -> None:
    """The guard still works inside a conversation: two runs that say they continue one
    session refuse the repeat of a non-idempotent call."""
    policy = Policy.default(approver=lambda request: True)
    runtime = _runtime(deck, policy)
    ask = [Message.user("order ORD-1?")]
    first = run_agent(Model(_Once()), runtime, ask, session="chat-7")
    second = run_agent(Model(_Once()), runtime, ask, session="chat-7")
    assert _statuses(first) == ["success"]
    assert _statuses(second) == ["refused"]


async def test_the_async_face_makes_each_run_its_own_conversation(deck: Deck) -> None:
    policy = Policy.default(approver=lambda request: True)
    runtime = _runtime(deck, policy)
    first = await arun_agent(Model(_Once()), runtime, [Message.user("order ORD-1?")])
    second = await arun_agent(Model(_Once()), runtime, [Message.user("order ORD-1?")])
    assert _statuses(first) == _statuses(second) == ["success"]


@pytest.mark.parametrize(
    ("change", "field", "fix"),
    [
        ({"model": _Once()}, "model:", "Model(backend)"),
        ({"model": "openai:gpt-4.1"}, "model:", "Model(make_backend(SPEC))"),
        ({"messages": "order ORD-1?"}, "messages:", "[Message.user(text)]"),
        ({"messages": ["order ORD-1?"]}, "messages[0]:", "Message.user(text)"),
        ({"messages": [Message.user(5)]}, "messages[0].text:", "Message.user(str"),  # type: ignore[arg-type]
        ({"max_steps": "3"}, "max_steps:", "whole number"),
        ({"max_steps": 0}, "max_steps:", "whole number ≥ 1"),
        ({"max_steps": True}, "max_steps:", "whole number ≥ 1"),
        ({"runtime": object()}, "runtime:", "Runtime(deck, handlers)"),
        ({"session": 7}, "session:", "string"),
        # trial39b LOW-2
        ({"deferred": "cat"}, "deferred:", "DeferredCatalog(deck, retriever)"),
        ({"model": Model(Model(_Once()))}, "model:", "use the inner one"),  # type: ignore[arg-type]
        ({"messages": []}, "messages:", "[Message.user(text)]"),
        ({"messages": [Message("usr", "x")]}, "messages[0].role:", "system, user"),  # type: ignore[arg-type]
    ],
)
def test_wrong_arguments_name_the_field_before_anything_runs(
    deck: Deck, change: dict[str, Any], field: str, fix: str
) -> None:
    backend = _Once()
    arguments: dict[str, Any] = {
        "model": Model(backend),
        "runtime": _runtime(deck, Policy()),
        "messages": [Message.user("order ORD-1?")],
        **change,
    }
    positional = [arguments.pop(k) for k in ("model", "runtime", "messages")]
    with pytest.raises(BackendError) as caught:
        run_agent(*positional, **arguments)
    assert field in str(caught.value) and fix in str(caught.value)
    assert backend.turn == 0  # nothing was sent


def test_deferred_loading_arguments_are_named(deck: Deck) -> None:
    catalog = DeferredCatalog(deck, BM25Retriever())
    with pytest.raises(RuntimeConfigError, match="handlers: expected a mapping"):
        deferred_runtime(catalog, ["add_note"])  # type: ignore[arg-type]
    with pytest.raises(RuntimeConfigError, match="catalog: expected"):
        deferred_runtime(deck, {})  # type: ignore[arg-type]
    with pytest.raises(SelectError, match="resident: expected a PinPolicy"):
        DeferredCatalog(deck, BM25Retriever(), resident="add_note")  # type: ignore[arg-type]
    with pytest.raises(SelectError, match="names: expected a set of names"):
        PinPolicy(names="add_note")  # type: ignore[arg-type]
    with pytest.raises(SelectError, match="destructive: expected true or false"):
        PinPolicy(destructive="yes")  # type: ignore[arg-type]
    with pytest.raises(SelectError, match=r"write make_retriever\('bm25'\)"):
        DeferredCatalog(deck, "bm25")  # type: ignore[arg-type]
    assert PinPolicy(names={"add_note"}).names == frozenset({"add_note"})


def test_the_router_backend_passed_bare_is_named() -> None:
    runtime = Runtime(Deck([]), {})
    with pytest.raises(BackendError, match=r"wrap the backend: Model\(backend\)"):
        run_agent(make_backend("router"), runtime, [Message.user("x")])  # type: ignore[arg-type]
