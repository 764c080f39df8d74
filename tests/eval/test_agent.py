"""The agent loop with deferred loading and with a repeated call id (issue 15 item 5), over
the real OpenAI and Anthropic SDK clients against the local scripted provider
(``tests/eval_servers/fake_provider.py``)."""

from __future__ import annotations

import inspect
import json
from pathlib import Path
from typing import Any

import pytest

from eval_servers.fake_provider import anthropic_message, openai_completion, serve
from tooldeck.errors import RuntimeConfigError
from tooldeck.eval.agent import run_agent
from tooldeck.eval.backends import BackendOptions, Model, make_backend
from tooldeck.eval.backends.base import BackendError, Message
from tooldeck.eval.deferred import deferred_runtime
from tooldeck.formats import export, load_deck
from tooldeck.runtime import Policy, Runtime, ToolCall
from tooldeck.select import BM25Retriever, DeferredCatalog, PinPolicy
from tooldeck.tool import Deck, Tool

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


ORDER = {"order_id": "ORD-700123"}
KB = {"query": "late parcel"}


def _respond_two_calls(server: Any, kind: str, call_id: str) -> None:
    """Script one model turn of two tool calls (get_order_by_id, search_kb_articles), both
    under ``call_id``, in the wire format of ``kind``."""
    if kind == "openai":
        calls = [
            (call_id, "get_order_by_id", json.dumps(ORDER)),
            (call_id, "search_kb_articles", json.dumps(KB)),
        ]
        server.respond(openai_completion(calls=calls))
    else:
        server.respond(
            anthropic_message(
                calls=[(call_id, "get_order_by_id", ORDER), (call_id, "search_kb_articles", KB)]
            )
        )


def _respond_done(server: Any, kind: str) -> None:
    """Script the model's final text turn."""
    if kind == "openai":
        server.respond(openai_completion(content="done"))
    else:
        server.respond(anthropic_message(text="done"))


@pytest.mark.parametrize("kind", ["openai", "anthropic"])
def test_a_repeated_call_id_keeps_the_real_result_of_the_call_that_ran(
    deck: Deck, kind: str
) -> None:
    runtime = Runtime(deck, _handlers(), policy=Policy())
    with serve(kind) as server:
        _respond_two_calls(server, kind, "dup")
        _respond_done(server, kind)
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
    # break B26 M4: the gateway's envelope (it was status "success" without no_match)
    assert result.status == "empty" and result.summary.startswith("No tool fits 'order status'")
    assert result.envelope()["no_match"] is True
    assert "below 0.990" in result.summary and "weak matches only" in result.summary
    assert result.items and all(item["weak_match"] is True for item in result.items)
    assert _tool_names(server.requests[1].body, "openai") == ["approve_refund", "search_tools"]
    sent = [m for m in server.requests[1].body["messages"] if m["role"] == "tool"]
    wire = json.loads(sent[0]["content"])
    assert (wire["status"], wire["no_match"]) == ("empty", True)
    # the gateway answers the same request with the same status, no_match and summary
    from tooldeck.gateway.catalog import Catalog, Entry
    from tooldeck.gateway.exposure import Answer, SearchExposure

    entries = tuple(Entry(exposed=t.name, upstream="u", original=t.name, tool=t) for t in deck)
    gateway = SearchExposure(
        Catalog(entries=entries),
        resident=["approve_refund"],
        retriever=lambda: make_retriever("hybrid"),
        weak_below=0.99,
    )
    answer = gateway.route("search_tools", {"query": "order status", "k": 3})
    assert isinstance(answer, Answer)
    envelope = answer.to_mcp()["structuredContent"]
    assert (envelope["status"], envelope["no_match"]) == ("empty", True)
    assert envelope["summary"] == result.summary

    lexical = DeferredCatalog(deck, BM25Retriever())
    handler = deferred_runtime(lexical, _handlers(), policy=Policy())
    answer = handler.call_sync(
        ToolCall(call_id="c9", name="search_tools", arguments={"query": "zzzz qqqq"})
    )
    assert answer.items == [] and "no word of it occurs" in (answer.summary or "")
    assert answer.status == "empty" and answer.envelope()["no_match"] is True


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


def _script(server: Any, kind: str, turns: list[list[tuple[str, str, dict[str, Any]]]]) -> None:
    """Queue one provider answer per turn (calls as (id, name, arguments)), then "done"."""
    for calls in turns:
        if kind == "openai":
            server.respond(openai_completion(calls=[(i, n, json.dumps(a)) for i, n, a in calls]))
        else:
            server.respond(anthropic_message(calls=calls))
    server.respond(
        openai_completion(content="done") if kind == "openai" else anthropic_message(text="done")
    )


def _declared(body: dict[str, Any], kind: str, name: str) -> dict[str, Any] | None:
    for tool in body.get("tools", []):
        if (tool["function"] if kind == "openai" else tool)["name"] == name:
            return tool["function"] if kind == "openai" else tool  # type: ignore[no-any-return]
    return None


@pytest.mark.parametrize("kind", ["openai", "anthropic"])
def test_the_loop_follows_a_catalogue_update_partway_through_a_run(deck: Deck, kind: str) -> None:
    """Break B26 H2: after ``mark_stale()`` + ``update(new_deck)`` (the reaction to MCP
    list_changed) the loop sent found tools with their old declarations, answered "Loaded"
    for a new tool the runtime then refused ("there is no tool named"), and still declared
    and ran a removed tool. Here a handler updates the catalogue partway through: a found
    tool changes (description and schema), another found one is removed, a new one is
    added (its handler put in the handlers mapping then). The next request sends the
    changed tool as it is now and drops the removed one; the result that follows the
    update says the removed tool was unloaded (and the trace's notes); a call of the
    removed tool is refused without running its handler; the new tool is found, loaded
    and runs; the changed tool is validated against its new schema."""
    catalog = DeferredCatalog(deck, BM25Retriever(), resident=PinPolicy.destructive_resident())
    changed = deck["get_order_by_id"].replace(
        description="CHANGED: fetch one order by its number.",
        examples=(),
        input_schema={
            "type": "object",
            "properties": {"number": {"type": "integer"}},
            "required": ["number"],
            "additionalProperties": False,
        },
    )
    parcel = Tool(
        name="track_parcel",
        description="Track a parcel shipment by its tracking number.",
        input_schema={"type": "object", "properties": {"tracking": {"type": "string"}}},
    )
    new_deck = deck.with_tools(
        [
            changed if t.name == "get_order_by_id" else t
            for t in deck
            if t.name != "list_orders_by_user"
        ]
        + [parcel]
    )
    ran: list[str] = []
    handlers: dict[str, Any] = {
        "get_order_by_id": lambda **a: ran.append(f"get_order_by_id {a}") or {"ok": True},
        "list_orders_by_user": lambda **a: ran.append("list_orders_by_user") or [],
    }

    def kb(query: str, category: str | None = None, limit: int = 5) -> dict[str, Any]:
        catalog.mark_stale()  # the upstream's notifications/tools/list_changed
        handlers["track_parcel"] = lambda tracking: ran.append("track_parcel") or {"at": "hub"}
        catalog.update(new_deck)
        return {"ok": True}

    handlers["search_kb_articles"] = kb
    runtime = deferred_runtime(catalog, handlers, policy=Policy())
    with serve(kind) as server:
        _script(
            server,
            kind,
            [
                [("c1", "search_tools", {"query": "get order by id", "k": 2})],
                [("c2", "search_kb_articles", {"query": "late parcel"})],
                [("c3", "list_orders_by_user", {"user_id": "U-1"})],
                [("c4", "search_tools", {"query": "track parcel shipment", "k": 1})],
                [
                    ("c5", "track_parcel", {"tracking": "1Z"}),
                    ("c6", "get_order_by_id", {"number": 7}),
                ],
            ],
        )
        backend = make_backend(f"{kind}:m", base_url=server.url, options=FAST)
        trace = run_agent(Model(backend), runtime, _messages("x"), deferred=catalog)
    bodies = [r.body for r in server.requests]
    assert _tool_names(bodies[1], kind) == [
        "approve_refund",
        "search_tools",
        "get_order_by_id",
        "list_orders_by_user",
    ]
    # after the update: the changed tool as it is now, the removed one gone
    assert _tool_names(bodies[2], kind) == ["approve_refund", "search_tools", "get_order_by_id"]
    sent = _declared(bodies[2], kind, "get_order_by_id")
    assert sent is not None and sent["description"] == "CHANGED: fetch one order by its number."
    (kb_result,) = trace.results[1]
    note = (
        "tooldeck: list_orders_by_user left the tool catalogue (its list changed) and was "
        "unloaded; search again for another tool."
    )
    assert kb_result.summary.endswith(note) and trace.notes == (note,)
    (removed,) = trace.results[2]
    assert removed.error is not None and removed.ran is False
    assert removed.error.message == "there is no tool named 'list_orders_by_user'"
    (found,) = trace.results[3]
    assert found.summary == "Loaded for your next turn: track_parcel."
    assert _tool_names(bodies[4], kind)[-1] == "track_parcel"
    parcel_result, order_result = trace.results[4]
    assert parcel_result.ran and parcel_result.items == {"at": "hub"}
    assert order_result.ran, order_result.error  # {"number": 7} passes the new schema only
    assert sorted(ran) == ["get_order_by_id {'number': 7}", "track_parcel"]  # not the removed
    assert trace.stop == "final"


def test_a_search_answer_cut_by_the_result_limit_still_loads_what_it_names(
    deck: Deck, tmp_path: Path
) -> None:
    """Break B26 M1: with a small result limit the search_tools answer was spilled to an
    artifact (``items`` None), the loop read the tools to load from ``items`` and loaded
    nothing, while the summary said "Loaded for your next turn: …" (7 tools). The
    handler now loads what it names itself; the cut answer changes nothing of that."""
    from tooldeck.runtime.truncate import ArtifactStore, Truncator

    catalog = DeferredCatalog(deck, BM25Retriever(), resident=PinPolicy.destructive_resident())
    truncator = Truncator(300, store=ArtifactStore(tmp_path))
    runtime = deferred_runtime(catalog, _handlers(), policy=Policy(), truncator=truncator)
    with serve("openai") as server:
        _script(
            server,
            "openai",
            [[("c1", "search_tools", {"query": "order refund support ticket knowledge", "k": 7})]],
        )
        backend = make_backend("openai:m", base_url=server.url, options=FAST)
        trace = run_agent(Model(backend), runtime, _messages("x"), deferred=catalog)
    (answer,) = trace.results[0]
    assert answer.truncated and answer.items is None
    named = answer.summary.split("Loaded for your next turn: ")[1].split(".")[0].split(", ")
    assert len(named) == 7
    assert _tool_names(server.requests[1].body, "openai") == [
        "approve_refund",
        "search_tools",
        *named,
    ]


def test_the_loaded_set_is_bounded_as_the_gateway_bounds_it(deck: Deck) -> None:
    """Break B26 M7: every tool any search found stayed loaded (208 tools after 30
    searches; OpenAI takes at most 128). The loop now keeps at most ``max_loaded``
    (default the gateway's ``search-load`` bound, MAX_LOADED = 20), unloads the least
    recently found or called, and says so as the gateway does. With max_loaded=2: two
    searches of 2 tools each unload the first two; a call of a loaded tool makes it the
    most recently used, so the next search unloads the other one."""
    from tooldeck.gateway.exposure import SearchExposure
    from tooldeck.select.deferred import MAX_LOADED

    assert inspect.signature(SearchExposure).parameters["max_loaded"].default == MAX_LOADED == 20
    assert deferred_runtime(DeferredCatalog(deck, BM25Retriever()), {}).max_loaded == MAX_LOADED
    catalog = DeferredCatalog(deck, BM25Retriever(), resident=PinPolicy.destructive_resident())
    handlers = {**_handlers(), "create_refund_request": lambda **a: {"ok": True}}
    runtime = deferred_runtime(catalog, handlers, policy=Policy(), max_loaded=2)
    with serve("openai") as server:
        _script(
            server,
            "openai",
            [
                [("c1", "search_tools", {"query": "get order by id", "k": 2})],
                [("c2", "search_tools", {"query": "refund", "k": 2})],
                [("c3", "create_refund_request", {"order_id": "ORD-700123", "reason": "damaged"})],
                [("c4", "search_tools", {"query": "ticket knowledge", "k": 1})],
            ],
        )
        backend = make_backend("openai:m", base_url=server.url, options=FAST)
        trace = run_agent(Model(backend), runtime, _messages("x"), deferred=catalog)
    (second,) = trace.results[1]
    assert second.summary == (
        "Loaded for your next turn: preview_refund_policy, create_refund_request. Unloaded to "
        "stay within 2 loaded tools: list_orders_by_user, get_order_by_id (search again to "
        "reach them)."
    )
    names = [_tool_names(r.body, "openai")[2:] for r in server.requests]
    assert names[2] == ["preview_refund_policy", "create_refund_request"]
    (fourth,) = trace.results[3]
    assert fourth.summary.endswith(
        "Unloaded to stay within 2 loaded tools: preview_refund_policy (search again to "
        "reach them)."
    )  # the best match of "refund", but create_refund_request was called since
    assert trace.results[2][0].ran
    assert names[4] == ["create_refund_request", "create_support_ticket"]
    with pytest.raises(RuntimeConfigError, match="max_loaded must be an integer ≥ 1"):
        deferred_runtime(catalog, {}, max_loaded=0)


def test_a_blank_or_refused_query_is_invalid_arguments_at_query(deck: Deck) -> None:
    """Break B26 M3: an empty or blank query reached the retriever, whose SelectError the
    runtime classed ``environment`` ("search_tools failed: SelectError: query is empty",
    with a retry-if-temporary hint). The meta-tool's schema (shared with the gateway) now
    refuses a blank query at ``/query``; a query the retriever itself refuses is
    ``invalid_arguments`` naming ``/query`` too (here a real BM25 that refuses a word)."""
    from tooldeck.errors import SelectError

    class Picky(BM25Retriever):
        def search(self, query: str, k: int = 5) -> Any:
            if "forbidden" in query:
                raise SelectError("this retriever refuses the word 'forbidden'")
            return super().search(query, k)

    catalog = DeferredCatalog(deck, Picky(), resident=PinPolicy.destructive_resident())
    runtime = deferred_runtime(catalog, _handlers(), policy=Policy())
    with serve("anthropic") as server:
        _script(
            server,
            "anthropic",
            [
                [
                    ("t1", "search_tools", {"query": ""}),
                    ("t2", "search_tools", {"query": "  "}),
                    ("t3", "search_tools", {"query": "forbidden order"}),
                ]
            ],
        )
        backend = make_backend("anthropic:m", base_url=server.url, options=FAST)
        trace = run_agent(Model(backend), runtime, _messages("x"), deferred=catalog)
    empty, blank, refused = trace.results[0]
    for result in (empty, blank):
        assert result.error is not None and result.error.kind == "invalid_arguments"
        assert [v.pointer for v in result.error.violations] == ["/query"]
    assert refused.error is not None and refused.error.kind == "invalid_arguments"
    assert refused.error.message == (
        "search_tools: this retriever refuses the word 'forbidden' (at /query)"
    )
    assert _tool_names(server.requests[1].body, "anthropic") == ["approve_refund", "search_tools"]


@pytest.mark.parametrize("kind", ["openai", "anthropic"])
def test_calls_without_an_id_get_one_of_tooldecks_and_their_results_say_so(
    deck: Deck, kind: str
) -> None:
    """Break B26 M5: a tool call with ``id: null`` made run_agent raise a bare
    CallParseError (the trace lost), and when a server gave every call the id ``""`` only
    the first call of a turn ran (the others were refused as repeated ids, with a hint to
    send a new id, which a model cannot choose). A call without a usable id now gets an id
    of tooldeck's (``tooldeck_…``, distinct per call), every call runs, each result's
    summary says the id was supplied by tooldeck, the trace's notes too, and the history
    sent back pairs the results under those ids. A repeated real id is still refused
    (test_a_repeated_call_id_keeps_the_real_result_of_the_call_that_ran)."""
    runtime = Runtime(deck, _handlers(), policy=Policy())
    with serve(kind) as server:
        _respond_two_calls(server, kind, "")
        if kind == "openai":
            server.respond(openai_completion(calls=[(None, "get_order_by_id", json.dumps(ORDER))]))  # type: ignore[list-item]
        else:
            server.respond(anthropic_message(calls=[(None, "get_order_by_id", ORDER)]))  # type: ignore[list-item]
        _respond_done(server, kind)
        backend = make_backend(f"{kind}:m", base_url=server.url, options=FAST)
        trace = run_agent(Model(backend), runtime, _messages("x"))
    assert trace.stop == "final"
    first, second = trace.results[0], trace.results[1]
    ids = [r.call_id for r in (*first, *second)]
    assert all(i.startswith("tooldeck_") for i in ids) and len(set(ids)) == 3
    assert [r.ran for r in (*first, *second)] == [True, True, True]
    for result in (*first, *second):
        assert result.summary.endswith(
            "tooldeck: the provider sent this call without an id (null or empty); tooldeck "
            f"gave it the id {result.call_id!r} to pair this result with it."
        )
    assert trace.turns[0].supplied_ids == tuple(ids[:2])
    assert len(trace.notes) == 2 and "2 call(s) without an id" in trace.notes[0]
    body = server.requests[1].body
    if kind == "openai":
        asked = [c["id"] for c in body["messages"][-3]["tool_calls"]]
        answered = [m["tool_call_id"] for m in body["messages"] if m["role"] == "tool"]
    else:
        asked = [b["id"] for b in body["messages"][-2]["content"] if b["type"] == "tool_use"]
        answered = [b["tool_use_id"] for b in body["messages"][-1]["content"]]
    assert asked == answered == ids[:2]


def test_a_call_that_cannot_be_read_raises_a_backend_error_that_keeps_the_trace(
    deck: Deck,
) -> None:
    """Break B26 M5: a CallParseError out of the backend escaped run_agent bare, and the
    turns made so far were lost. A call without a name now raises AgentRunError (a
    BackendError) naming the turn, with the trace of the turns before it."""
    from tooldeck.eval.agent import AgentRunError

    runtime = Runtime(deck, _handlers(), policy=Policy())
    with serve("openai") as server:
        server.respond(openai_completion(calls=[("c1", "search_kb_articles", '{"query": "late"}')]))
        server.respond(openai_completion(calls=[("c2", None, "{}")]))  # type: ignore[list-item]
        backend = make_backend("openai:m", base_url=server.url, options=FAST)
        with pytest.raises(
            AgentRunError, match=r"turn 2: the provider's answer holds a tool call"
        ) as caught:
            run_agent(Model(backend), runtime, _messages("x"))
    assert isinstance(caught.value, BackendError)
    trace = caught.value.trace
    assert len(trace.turns) == 1 and trace.results[0][0].ran


def test_the_handler_of_a_tool_an_update_added_can_be_registered(deck: Deck) -> None:
    """Break B26 H2 follow-up: ``runtime.register`` checked the name against the deck the
    runtime was built with, so the handler of a tool that ``catalog.update`` added was
    refused ("not in the deck"); it follows the catalogue first now, and the call runs."""
    catalog = DeferredCatalog(deck, BM25Retriever())
    runtime = deferred_runtime(catalog, _handlers(), policy=Policy())
    parcel = Tool(name="track_parcel", description="Track a parcel by its tracking number.")
    catalog.mark_stale()
    catalog.update(deck.with_tools([*deck, parcel]))
    runtime.register("track_parcel", lambda: {"at": "hub"})
    ran = runtime.call_sync(ToolCall(call_id="c1", name="track_parcel", arguments={}))
    assert ran.ran and ran.items == {"at": "hub"}
    with pytest.raises(RuntimeConfigError, match="not in the deck"):
        runtime.register("no_such_tool", lambda: None)


def test_weak_matches_are_loaded_and_said_to_be_weak(monkeypatch: pytest.MonkeyPatch) -> None:
    """trial36 M2: a best cosine at or above the "nothing fits" bar and below
    ``CAUTION_DENSE_COSINE`` is answered ``success`` with the tools loaded (recall kept),
    ``weak_match: true`` and a summary that says to tell the user when none fits — as the
    gateway answers (tests/gateway/test_trial36.py). The bars are set around this test's
    own request's cosine, read first, so the band is what is checked."""
    from tooldeck.select import deferred, make_retriever

    schema = {"type": "object", "properties": {"seconds": {"type": "number"}}}
    tools = [
        Tool("hang", "Sleep: wait for the given number of seconds.", schema),
        Tool("add", "Add two integers.", schema),
    ]
    probe = make_retriever("hybrid")
    probe.index(Deck(tools))
    best = deferred.best_dense_score(probe, "wait a little")
    assert best is not None and 0.05 < best < 0.9
    request = {"query": "wait a little", "k": 1}
    for caution, weak in ((best + 0.05, True), (best - 0.01, False)):
        monkeypatch.setattr(deferred, "CAUTION_DENSE_COSINE", caution)
        catalog = DeferredCatalog(Deck(tools), make_retriever("hybrid"), weak_below=best - 0.02)
        runtime = deferred_runtime(catalog, {"hang": lambda **_: "ok", "add": lambda **_: 0})
        answer = runtime.call_sync(ToolCall(call_id="c1", name="search_tools", arguments=request))
        assert answer.status == "success" and answer.items[0]["name"] == "hang"  # loaded
        assert (answer.envelope().get("weak_match") is True) is weak
        assert ("These are weak matches" in (answer.summary or "")) is weak
        assert "no_match" not in answer.envelope()
