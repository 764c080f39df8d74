"""The OpenAI and Anthropic backends against local servers speaking each wire format.

The servers (``tests/eval_servers/fake_provider.py``) check the request the official SDK
actually sent (path, auth headers, required fields, tools array, tool_choice) and answer
with responses shaped like the providers' documented examples: parallel tool calls,
malformed argument JSON, rate-limit errors. No network, no API key.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from eval_servers.fake_provider import (
    anthropic_message,
    openai_completion,
    rate_limited,
    serve,
)
from tooldeck.cases import Case
from tooldeck.eval.agent import run_agent
from tooldeck.eval.backends import BackendOptions, Model, make_backend
from tooldeck.eval.backends.base import BackendError, Message
from tooldeck.eval.cache import ResponseCache
from tooldeck.eval.metrics import score_turn
from tooldeck.eval.runner import items_for, run_eval
from tooldeck.formats import export, load_deck
from tooldeck.runtime import ApprovalGate, CircuitBreaker, Policy, Runtime

ROOT = Path(__file__).resolve().parents[3]
FAST = BackendOptions(timeout_s=5.0, max_retries=2, seed=7)


@pytest.fixture(scope="module")
def deck():  # type: ignore[no-untyped-def]
    return load_deck(ROOT / "examples/aftersales/engineered")


def _messages(text: str) -> list[Message]:
    return [Message.system("be brief"), Message.user(text)]


def test_openai_request_and_parallel_calls_with_malformed_arguments(deck, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    with serve("openai") as server:
        server.respond(
            openai_completion(
                calls=[
                    ("call_a", "get_order_by_id", '{"order_id": "ORD-700123"}'),
                    ("call_b", "search_kb_articles", '{"query": "late parcel",'),  # malformed
                ],
                usage=(321, 45),
            )
        )
        backend = make_backend("openai:gpt-test", base_url=server.url, options=FAST)
        turn = Model(backend).complete(_messages("Where is ORD-700123?"), deck, "required")
    (request,) = server.requests
    body = request.body
    assert body["tools"] == json.loads(json.dumps(export(deck, "openai").data))
    assert body["tool_choice"] == "required"
    assert body["temperature"] == 0.0 and body["seed"] == 7
    assert body["messages"] == [
        {"role": "system", "content": "be brief"},
        {"role": "user", "content": "Where is ORD-700123?"},
    ]
    assert [c.call_id for c in turn.calls] == ["call_a", "call_b"]
    assert turn.calls[1].arguments_json == '{"query": "late parcel",'  # kept as delivered
    assert (turn.usage.input_tokens, turn.usage.output_tokens) == (321, 45)
    case = Case("c", "q", expected_tools=("get_order_by_id", "search_kb_articles"))
    score = score_turn(case, deck, turn)
    assert score.tool_choice_ok and score.schema_ok is False
    assert score.failure == "invalid_arguments"


def test_openai_rate_limit_is_retried_then_reported(deck) -> None:  # type: ignore[no-untyped-def]
    with serve("openai") as server:
        server.queue.append(rate_limited("openai"))
        server.respond(openai_completion(content="Hello"))
        backend = make_backend("openai:gpt-test", base_url=server.url, options=FAST)
        turn = Model(backend).complete(_messages("hi"), deck)
        assert turn.text == "Hello" and not turn.calls
        assert len(server.requests) == 2  # one 429, one retry
        for _ in range(3):
            server.queue.append(rate_limited("openai"))
        with pytest.raises(BackendError, match="429"):
            Model(backend).complete(_messages("hi again"), deck)
        assert len(server.requests) == 2 + 3  # first try + max_retries=2


def test_openai_without_key_or_url_is_a_classified_error(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    with pytest.raises(BackendError, match="OPENAI_API_KEY"):
        make_backend("openai:gpt-4.1-mini")
    with pytest.raises(BackendError, match="unknown model spec"):
        make_backend("gemini:x")


def test_anthropic_request_shape_and_parallel_tool_use(deck) -> None:  # type: ignore[no-untyped-def]
    with serve("anthropic") as server:
        server.respond(
            anthropic_message(
                text="Checking both.",
                calls=[
                    ("toolu_1", "get_order_by_id", {"order_id": "ORD-700123"}),
                    ("toolu_2", "preview_refund_policy", {"order_id": 700123}),  # wrong type
                ],
            )
        )
        backend = make_backend("anthropic:claude-test", base_url=server.url, options=FAST)
        turn = Model(backend).complete(
            _messages("Where is ORD-700123, can I return it?"), deck, "required"
        )
    (request,) = server.requests
    body = request.body
    assert body["system"] == "be brief"
    assert body["messages"] == [
        {"role": "user", "content": "Where is ORD-700123, can I return it?"}
    ]
    assert body["tool_choice"] == {"type": "any"}
    assert body["tools"] == json.loads(json.dumps(export(deck, "anthropic").data))
    assert body["max_tokens"] == FAST.max_tokens
    assert turn.text == "Checking both."
    assert [c.name for c in turn.calls] == ["get_order_by_id", "preview_refund_policy"]
    score = score_turn(
        Case("c", "q", expected_tools=("get_order_by_id", "preview_refund_policy")), deck, turn
    )
    assert score.schema_ok is False  # 700123 is not a string: no coercion


def test_anthropic_overloaded_then_ok(deck) -> None:  # type: ignore[no-untyped-def]
    with serve("anthropic") as server:
        server.queue.append(rate_limited("anthropic"))
        server.respond(anthropic_message(text="fine"))
        backend = make_backend("anthropic:claude-test", base_url=server.url, options=FAST)
        assert Model(backend).complete(_messages("hi"), deck).text == "fine"
        assert len(server.requests) == 2


def _handlers() -> dict[str, object]:
    return {
        "get_order_by_id": lambda order_id, include=None: {
            "order_id": order_id,
            "status": "shipped",
        },
        "search_kb_articles": lambda query, category=None, limit=5: [{"title": "Late parcels"}],
    }


@pytest.mark.parametrize("kind", ["openai", "anthropic"])
def test_agent_loop_resends_history_and_pairs_parallel_results(deck, kind) -> None:  # type: ignore[no-untyped-def]
    runtime = Runtime(deck, _handlers(), policy=Policy())
    with serve(kind) as server:
        if kind == "openai":
            server.respond(
                openai_completion(
                    calls=[
                        ("call_1", "get_order_by_id", '{"order_id": "ORD-700123"}'),
                        ("call_2", "search_kb_articles", '{"query": "late parcel"}'),
                    ]
                )
            )
            server.respond(openai_completion(content="It shipped."))
        else:
            server.respond(
                anthropic_message(
                    calls=[
                        ("toolu_1", "get_order_by_id", {"order_id": "ORD-700123"}),
                        ("toolu_2", "search_kb_articles", {"query": "late parcel"}),
                    ]
                )
            )
            server.respond(anthropic_message(text="It shipped."))
        backend = make_backend(f"{kind}:m", base_url=server.url, options=FAST)
        trace = run_agent(Model(backend), runtime, _messages("Where is ORD-700123?"))
    assert trace.stop == "final" and trace.final_text == "It shipped."
    assert len(server.requests) == 2
    first, second = (r.body["messages"] for r in server.requests)
    assert second[: len(first)] == first  # stateless: the whole history is re-sent
    ids = [c.call_id for c in trace.turns[0].calls]
    if kind == "openai":
        assistant, *tools = second[len(first) :]
        assert [tc["id"] for tc in assistant["tool_calls"]] == ids
        assert [t["tool_call_id"] for t in tools] == ids
        assert json.loads(tools[0]["content"])["items"]["status"] == "shipped"
    else:
        assistant, results = second[len(first) :]
        assert [b["id"] for b in assistant["content"] if b["type"] == "tool_use"] == ids
        assert [b["tool_use_id"] for b in results["content"]] == ids
        assert results["role"] == "user"
    assert trace.usage.input_tokens > 0


def test_agent_stops_at_max_steps_and_on_circuit_breaker(deck) -> None:  # type: ignore[no-untyped-def]
    loop = openai_completion(calls=[("c", "get_order_by_id", '{"order_id": "bad"}')])
    with serve("openai") as server:
        server.default = loop
        backend = make_backend("openai:m", base_url=server.url, options=FAST)
        trace = run_agent(
            Model(backend), Runtime(deck, _handlers(), policy=Policy()), _messages("x"), max_steps=3
        )
        assert trace.stop == "max_steps" and len(trace.turns) == 3
        # approve_refund is destructive and nobody approves: two needs_approval answers
        # open a threshold-2 breaker, the third call is refused by it and the loop stops
        server.default = openai_completion(
            calls=[
                (
                    "r",
                    "approve_refund",
                    '{"refund_id": "RFD-ABCDEFGH", "reviewer_note": "customer is right"}',
                )
            ]
        )
        breaker = Policy([CircuitBreaker(2), ApprovalGate()])
        trace = run_agent(Model(backend), Runtime(deck, {}, policy=breaker), _messages("x"))
    assert trace.stop == "circuit_open"
    assert [r.status for (r,) in trace.results] == ["needs_approval", "needs_approval", "refused"]


def test_runner_with_cache_replays_without_requests(deck, tmp_path) -> None:  # type: ignore[no-untyped-def]
    cases = [
        Case("a", "Where is ORD-700123?", ("get_order_by_id",), expected_arguments=None),
        Case("b", "hello there", ()),
    ]
    with serve("openai") as server:
        server.default = openai_completion(
            calls=[("call_1", "get_order_by_id", '{"order_id": "ORD-700123"}')]
        )
        backend = make_backend("openai:m", base_url=server.url, options=FAST)
        cache = ResponseCache(tmp_path)
        first = run_eval(Model(backend, cache=cache), items_for(deck, cases), concurrency=2)
        assert len(server.requests) == 2
        again = run_eval(Model(backend, cache=cache), items_for(deck, cases), concurrency=2)
        assert len(server.requests) == 2  # all from the cache
        assert cache.hits == 2
        repeated = run_eval(Model(backend, cache=cache), items_for(deck, cases), repeat=2)
        assert len(server.requests) == 4  # run 2 is salted: new requests
    assert [s.to_json() | {"cached": None, "latency_ms": None} for s in first.scores] == [
        s.to_json() | {"cached": None, "latency_ms": None} for s in again.scores
    ]
    m = first.metrics[0]
    assert m["tool_choice_accuracy"] == 0.5  # b expected no tool: over_call
    assert m["failures.over_call"] == 1 and m["schema_ok_rate"] == 1.0
    assert m["input_tokens_per_case"] == 50
    assert repeated.summary["tool_choice_accuracy"].n == 2


@pytest.mark.parametrize("spec", ["openai:gpt-4.1-mini", "anthropic:claude-sonnet-4-5"])
def test_missing_key_is_a_clear_error_unless_a_local_server_is_named(
    spec: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tooldeck.eval.backends import make_backend
    from tooldeck.eval.backends.base import BackendError

    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    monkeypatch.delenv("ANTHROPIC_API_KEY", raising=False)
    with pytest.raises(BackendError, match=r"environment variable \w+_API_KEY is not set"):
        make_backend(spec)
    assert make_backend(spec, base_url="http://127.0.0.1:9/v1").identity.endswith(
        "@http://127.0.0.1:9/v1"
    )
