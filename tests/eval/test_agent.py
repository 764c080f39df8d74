"""The agent loop with deferred loading and with a repeated call id (issue 15 item 5), over
the real OpenAI and Anthropic SDK clients against the local scripted provider
(``tests/eval_servers/fake_provider.py``)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from eval_servers.fake_provider import anthropic_message, openai_completion, serve
from tooldeck.eval.agent import run_agent
from tooldeck.eval.backends import BackendOptions, Model, make_backend
from tooldeck.eval.backends.base import BackendError, Message
from tooldeck.eval.deferred import deferred_runtime
from tooldeck.formats import export, load_deck
from tooldeck.runtime import Policy, Runtime, ToolCall
from tooldeck.select import BM25Retriever, DeferredCatalog, PinPolicy
from tooldeck.tool import Deck

ROOT = Path(__file__).resolve().parents[2]
FAST = BackendOptions(timeout_s=5.0, max_retries=0, seed=7)


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


def _messages(text: str) -> list[Message]:
    return [Message.system("be brief"), Message.user(text)]


def _tool_names(body: dict, kind: str) -> list[str]:  # type: ignore[type-arg]
    if kind == "openai":
        return [t["function"]["name"] for t in body.get("tools", [])]
    return [t["name"] for t in body.get("tools", [])]


@pytest.mark.parametrize("kind", ["openai", "anthropic"])
def test_found_tools_are_sent_on_the_next_turn_and_the_call_runs(deck: Deck, kind: str) -> None:
    catalog = DeferredCatalog(deck, BM25Retriever(), resident=PinPolicy.destructive_resident())
    runtime = deferred_runtime(catalog, _handlers(), policy=Policy())
    search = {"query": "get order by id", "k": 2}
    order = {"order_id": "ORD-700123"}
    with serve(kind) as server:
        if kind == "openai":
            server.respond(openai_completion(calls=[("c1", "search_tools", json.dumps(search))]))
            server.respond(openai_completion(calls=[("c2", "get_order_by_id", json.dumps(order))]))
            server.respond(openai_completion(content="It shipped."))
        else:
            server.respond(anthropic_message(calls=[("t1", "search_tools", search)]))
            server.respond(anthropic_message(calls=[("t2", "get_order_by_id", order)]))
            server.respond(anthropic_message(text="It shipped."))
        backend = make_backend(f"{kind}:m", base_url=server.url, options=FAST)
        trace = run_agent(
            Model(backend), runtime, _messages("Where is ORD-700123?"), deferred=catalog
        )
    assert trace.stop == "final" and trace.final_text == "It shipped."
    first, second, third = (r.body for r in server.requests)
    assert _tool_names(first, kind) == ["approve_refund", "search_tools"]  # resident + meta
    (searched,) = trace.results[0]
    found = [item["name"] for item in searched.items]
    assert found[0] == "get_order_by_id" and len(found) == 2
    assert _tool_names(second, kind) == ["approve_refund", "search_tools", *found]
    sent = second["tools"][2]
    assert sent == json.loads(json.dumps(export(deck.subset(["get_order_by_id"]), kind).data))[0]
    (called,) = trace.results[1]
    # the handler ran (its value breaks the example deck's output schema: output_mismatch)
    assert called.ran and called.items == {"order_id": "ORD-700123", "status": "shipped"}
    assert _tool_names(third, kind) == _tool_names(second, kind)  # found tools stay loaded


def test_deferred_loading_needs_a_runtime_that_knows_every_tool(deck: Deck) -> None:
    catalog = DeferredCatalog(deck, BM25Retriever())
    runtime = Runtime(deck, _handlers())  # no search_tools
    with serve("openai") as server:
        backend = make_backend("openai:m", base_url=server.url, options=FAST)
        with pytest.raises(BackendError, match=r"no tool 'search_tools'.*deferred_runtime"):
            run_agent(Model(backend), runtime, _messages("x"), deferred=catalog)
    assert server.requests == []


def test_a_stale_catalogue_answers_search_tools_with_a_retryable_error(deck: Deck) -> None:
    catalog = DeferredCatalog(deck, BM25Retriever())
    runtime = deferred_runtime(catalog, _handlers(), policy=Policy())
    catalog.mark_stale()
    with serve("openai") as server:
        server.respond(openai_completion(calls=[("c1", "search_tools", '{"query": "order"}')]))
        server.respond(openai_completion(content="later"))
        backend = make_backend("openai:m", base_url=server.url, options=FAST)
        trace = run_agent(Model(backend), runtime, _messages("x"), deferred=catalog)
    (result,) = trace.results[0]
    assert result.error is not None and result.error.kind == "retryable"
    assert _tool_names(server.requests[1].body, "openai") == ["search_tools"]  # nothing loaded


@pytest.mark.parametrize("kind", ["openai", "anthropic"])
def test_a_repeated_call_id_keeps_the_real_result_of_the_call_that_ran(
    deck: Deck, kind: str
) -> None:
    runtime = Runtime(deck, _handlers(), policy=Policy())
    order = {"order_id": "ORD-700123"}
    kb = {"query": "late parcel"}
    with serve(kind) as server:
        if kind == "openai":
            server.respond(
                openai_completion(
                    calls=[
                        ("dup", "get_order_by_id", json.dumps(order)),
                        ("dup", "search_kb_articles", json.dumps(kb)),
                    ]
                )
            )
            server.respond(openai_completion(content="done"))
        else:
            server.respond(
                anthropic_message(
                    calls=[("dup", "get_order_by_id", order), ("dup", "search_kb_articles", kb)]
                )
            )
            server.respond(anthropic_message(text="done"))
        backend = make_backend(f"{kind}:m", base_url=server.url, options=FAST)
        trace = run_agent(Model(backend), runtime, _messages("x"))
    ran, repeat = trace.results[0]
    assert (ran.tool, ran.ran) == ("get_order_by_id", True)
    assert ran.items == {"order_id": "ORD-700123", "status": "shipped"}
    assert (repeat.tool, repeat.status, repeat.ran) == ("search_kb_articles", "error", False)
    assert repeat.error is not None and "already used" in repeat.error.message
    body = server.requests[1].body
    if kind == "openai":
        answers = [m for m in body["messages"] if m["role"] == "tool"]
        contents = [json.loads(m["content"]) for m in answers]
    else:
        blocks = body["messages"][-1]["content"]
        contents = [json.loads(b["content"]) for b in blocks]
    # the real result first (its items), then the refusal
    assert contents[0]["items"] == {"order_id": "ORD-700123", "status": "shipped"}
    assert "already used" in contents[1]["error"]["message"]


def test_nothing_fits_is_said_and_weak_matches_are_not_loaded(deck: Deck) -> None:
    """The agent loop's ``search_tools`` answers as the gateway's does when nothing fits:
    the summary says so, the closest tools come back marked ``weak_match`` and are not sent
    on the next turn. A dense ranking (``hybrid``) with a bar no cosine reaches (0.99) makes
    every query a no-match; BM25 with a query sharing no word lists nothing."""
    from tooldeck.select import make_retriever

    catalog = DeferredCatalog(
        deck, make_retriever("hybrid"), resident=PinPolicy.destructive_resident(), weak_below=0.99
    )
    runtime = deferred_runtime(catalog, _handlers(), policy=Policy())
    with serve("openai") as server:
        server.respond(
            openai_completion(calls=[("c1", "search_tools", '{"query": "order status", "k": 3}')])
        )
        server.respond(openai_completion(content="Nothing fits."))
        backend = make_backend("openai:m", base_url=server.url, options=FAST)
        trace = run_agent(Model(backend), runtime, _messages("x"), deferred=catalog)
    (result,) = trace.results[0]
    assert result.status == "success" and result.summary.startswith("No tool fits 'order status'")
    assert "below 0.990" in result.summary and "weak matches only" in result.summary
    assert result.items and all(item["weak_match"] is True for item in result.items)
    assert _tool_names(server.requests[1].body, "openai") == ["approve_refund", "search_tools"]

    lexical = DeferredCatalog(deck, BM25Retriever())
    handler = deferred_runtime(lexical, _handlers(), policy=Policy())
    answer = handler.call_sync(
        ToolCall(call_id="c9", name="search_tools", arguments={"query": "zzzz qqqq"})
    )
    assert answer.items == [] and "no word of it occurs" in (answer.summary or "")


def test_max_concurrency_is_checked_before_the_first_request(deck: Deck) -> None:
    """Break B26 L1: ``max_concurrency=0`` was refused by the runtime only at the first
    calls, after a (paid) model request, and the trace was lost. It is now checked with
    ``max_steps``, before any request (the provider is sent nothing)."""
    runtime = Runtime(deck, _handlers(), policy=Policy())
    with serve("openai") as server:
        backend = make_backend("openai:m", base_url=server.url, options=FAST)
        for bad in (0, -1, 1.5, True):
            with pytest.raises(BackendError, match=r"max_concurrency must be a whole number"):
                run_agent(Model(backend), runtime, _messages("x"), max_concurrency=bad)  # type: ignore[arg-type]
    assert server.requests == []
