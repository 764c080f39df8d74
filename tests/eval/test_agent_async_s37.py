"""The agent loop's async face (trial 37, MEDIUM-3): ``arun_agent`` runs the same loop as
``run_agent`` from async code, and the synchronous faces called inside a running event
loop raise a classified :class:`~tooldeck.errors.EventLoopError` naming the async face,
instead of asyncio's bare ``RuntimeError`` and a coroutine never awaited.

Over the real OpenAI and Anthropic SDK clients against the local scripted provider
(``tests/eval_servers/fake_provider.py``), as tests/eval/test_agent.py does. Before this
change ``arun_agent`` did not exist and ``run_agent`` inside ``asyncio.run`` raised
``RuntimeError: asyncio.run() cannot be called from a running event loop`` (not a
ToolDeckError) after the first paid request.
"""

from __future__ import annotations

import asyncio
import json
import re
import warnings
from pathlib import Path
from typing import Any

import pytest

from eval_servers.fake_provider import anthropic_message, openai_completion, serve
from tooldeck.errors import EventLoopError, ToolDeckError
from tooldeck.eval.agent import arun_agent, run_agent
from tooldeck.eval.backends import BackendOptions, Model, make_backend
from tooldeck.eval.backends.base import Message
from tooldeck.formats import load_deck
from tooldeck.runtime import Policy, Runtime, ToolCall
from tooldeck.tool import Deck

ROOT = Path(__file__).resolve().parents[2]
FAST = BackendOptions(timeout_s=5.0, max_retries=0, seed=7)
ORDER = {"order_id": "ORD-700123"}


@pytest.fixture(scope="module")
def deck() -> Deck:
    return load_deck(ROOT / "examples/aftersales/engineered")


def _handlers() -> dict[str, object]:
    return {
        "get_order_by_id": lambda order_id, include=None: {
            "order_id": order_id,
            "status": "shipped",
        },
        "search_kb_articles": lambda query, category=None, limit=5: [{"title": "Late parcels"}],
    }


def _messages() -> list[Message]:
    return [Message.system("be brief"), Message.user("Where is ORD-700123?")]


def _script(server: Any, kind: str) -> None:
    """A turn with one call of get_order_by_id, then a final text turn."""
    if kind == "openai":
        server.respond(openai_completion(calls=[("c1", "get_order_by_id", json.dumps(ORDER))]))
        server.respond(openai_completion(content="It shipped."))
    else:
        server.respond(anthropic_message(calls=[("t1", "get_order_by_id", ORDER)]))
        server.respond(anthropic_message(text="It shipped."))


def _shape(trace: Any) -> Any:
    data = trace.to_json()
    data.pop("wall_ms")
    return data


@pytest.mark.parametrize("kind", ["openai", "anthropic"])
def test_arun_agent_runs_the_same_loop_inside_an_event_loop(deck: Deck, kind: str) -> None:
    with serve(kind) as server:
        _script(server, kind)
        backend = make_backend(f"{kind}:m", base_url=server.url, options=FAST)
        runtime = Runtime(deck, _handlers(), policy=Policy())
        ticks: list[int] = []

        async def main() -> Any:
            async def ticker() -> None:  # the loop stays free while the model answers
                while True:
                    ticks.append(1)
                    await asyncio.sleep(0)

            beat = asyncio.create_task(ticker())
            try:
                return await arun_agent(Model(backend), runtime, _messages())
            finally:
                beat.cancel()

        trace = asyncio.run(main())
        sent_async = [r.body for r in server.requests]
    assert trace.stop == "final" and trace.final_text == "It shipped."
    (called,) = trace.results[0]
    assert called.ran and called.items == {"order_id": "ORD-700123", "status": "shipped"}
    assert ticks  # other tasks ran while the turn was awaited
    # the synchronous face, same script: the same trace and the same requests sent
    with serve(kind) as server:
        _script(server, kind)
        backend = make_backend(f"{kind}:m", base_url=server.url, options=FAST)
        sync = run_agent(Model(backend), Runtime(deck, _handlers(), policy=Policy()), _messages())
        assert [r.body for r in server.requests] == sent_async
    assert _shape(sync) == _shape(trace)


def test_run_agent_inside_a_running_loop_is_a_classified_error(deck: Deck) -> None:
    with serve("openai") as server:
        _script(server, "openai")
        backend = make_backend("openai:m", base_url=server.url, options=FAST)
        runtime = Runtime(deck, _handlers(), policy=Policy())

        async def main() -> None:
            run_agent(Model(backend), runtime, _messages())

        with warnings.catch_warnings():
            warnings.simplefilter("error")  # no "coroutine … was never awaited"
            with pytest.raises(EventLoopError) as caught:
                asyncio.run(main())
    assert server.requests == []  # refused before the first (paid) request
    assert isinstance(caught.value, ToolDeckError) and isinstance(caught.value, RuntimeError)
    message = str(caught.value)
    assert "run_agent() was called inside a running event loop" in message
    assert "await arun_agent(...)" in message


@pytest.mark.parametrize(
    ("face", "instead"),
    [("call_sync", "await runtime.call(call)"), ("call_many_sync", "await runtime.call_many")],
)
def test_runtime_sync_faces_inside_a_running_loop(deck: Deck, face: str, instead: str) -> None:
    runtime = Runtime(deck, _handlers(), policy=Policy())
    call = ToolCall("c1", "get_order_by_id", arguments=ORDER)

    async def main() -> None:
        if face == "call_sync":
            runtime.call_sync(call)
        else:
            runtime.call_many_sync([call])

    with warnings.catch_warnings():
        warnings.simplefilter("error")
        with pytest.raises(EventLoopError, match=rf"Runtime\.{face}\(\).*{re.escape(instead)}"):
            asyncio.run(main())
    # outside a loop the same face runs the call
    assert runtime.call_sync(call).ran
