"""The duplicate guard (``runtime/policy/duplicates.py``): a non-idempotent call never runs
twice by accident; idempotency keys name one operation.
"""

from __future__ import annotations

import io
from typing import Any

import pytest

from runtime_fixtures import OBJECT, PIN_DECK, Blocker, docs_runtime, ledger_runtime, run
from tooldeck.runtime import AuditLog, DuplicateGuard, Policy, RetryableError, Runtime, ToolCall
from tooldeck.tool import Deck, Tool, ToolAnnotations


def test_duplicate_non_idempotent_call_is_refused_and_idempotent_is_not() -> None:
    runtime = docs_runtime(policy=Policy([DuplicateGuard()]))
    first = run(runtime, "append_note", {"text": "hi"}, "a")
    second = run(runtime, "append_note", {"text": "hi"}, "b")
    assert first.status == "success"
    assert second.status == "refused" and "already ran" in second.error.message
    assert "call a" in second.error.message
    other = run(runtime, "append_note", {"text": "other"}, "c")
    assert other.status == "success"
    assert run(runtime, "search_docs", {"query": "q"}, "d").status == "success"
    assert run(runtime, "search_docs", {"query": "q"}, "e").status == "success"


def test_the_refusal_says_how_long_it_lasts(monkeypatch: pytest.MonkeyPatch) -> None:
    """Session 24's fresh user: the refusal's hint told the model to ask the user when a
    second run was really wanted, and the same call, repeated after the user agreed, was
    refused again. The hint now gives the time left and says agreeing does not lift it.
    The guard's clock is set by hand: the call at 1,000 s, the repeat at 1,010.5 s, window
    60 s → 49.5 s left, said as 50 (rounded up)."""
    from types import SimpleNamespace

    from tooldeck.runtime.policy import duplicates

    clock = [1000.0]  # the guard's module alone reads this clock
    monkeypatch.setattr(duplicates, "time", SimpleNamespace(monotonic=lambda: clock[0]))
    runtime = docs_runtime(policy=Policy([DuplicateGuard(window_s=60)]))
    assert run(runtime, "append_note", {"text": "hi"}, "a").status == "success"
    clock[0] = 1010.5
    second = run(runtime, "append_note", {"text": "hi"}, "b")
    assert second.error.hint == (
        "do not repeat it: use the earlier result; the same call is refused again for 50 s "
        "(calls are remembered 60 s), also after the user agrees, so tell the user rather "
        "than asking to repeat it"
    )


def test_failed_call_is_not_remembered_as_done() -> None:
    attempts = []

    def flaky(text: str) -> str:
        attempts.append(text)
        if len(attempts) == 1:
            raise ConnectionError("reset")
        return "ok"

    runtime = docs_runtime({"append_note": flaky}, policy=Policy([DuplicateGuard()]))
    assert run(runtime, "append_note", {"text": "x"}, "a").error.kind == "retryable"
    assert run(runtime, "append_note", {"text": "x"}, "b").status == "success"


def test_idempotency_key_replays_the_first_result() -> None:
    calls = []
    runtime = docs_runtime(
        {"append_note": lambda text: calls.append(text) or "done"},
        policy=Policy([DuplicateGuard()]),
    )
    first = runtime.call_sync(ToolCall("a", "append_note", {"text": "x"}, idempotency_key="k1"))
    again = runtime.call_sync(ToolCall("b", "append_note", {"text": "x"}, idempotency_key="k1"))
    assert calls == ["x"]
    assert again.call_id == "b" and again.replayed_from == "a"
    assert again.items == first.items == "done"


def _payer() -> tuple[Runtime, list[dict[str, Any]]]:
    ran: list[dict[str, Any]] = []

    def pay(**kw: Any) -> dict[str, Any]:
        ran.append(kw)
        return {"ok": True, "amount": kw["amount"]}

    return Runtime(PIN_DECK, {"pay": pay}, policy=Policy([DuplicateGuard()])), ran


def test_idempotency_key_reused_with_different_arguments_is_refused() -> None:
    runtime, ran = _payer()
    first = ToolCall("c1", "pay", {"to": "bob", "amount": 10}, idempotency_key="k")
    assert runtime.call_sync(first).status == "success"
    other = runtime.call_sync(
        ToolCall("c2", "pay", {"to": "bob", "amount": 9999}, idempotency_key="k")
    )
    assert other.status == "refused" and other.error is not None
    assert other.error.kind == "policy" and other.replayed_from is None
    assert "'k'" in other.error.message and "c1" in other.error.message
    same = runtime.call_sync(
        ToolCall("c3", "pay", {"to": "bob", "amount": 10}, idempotency_key="k")
    )
    assert same.status == "success" and same.replayed_from == "c1"
    assert ran == [{"to": "bob", "amount": 10}]


def test_distinct_idempotency_keys_are_distinct_operations() -> None:
    runtime, ran = _payer()
    for i in range(3):
        call = ToolCall(f"c{i}", "pay", {"to": "bob", "amount": 10}, idempotency_key=f"k{i}")
        assert runtime.call_sync(call).status == "success"
    assert len(ran) == 3


def test_duplicate_refusal_and_audit_hold_no_earlier_exception_text() -> None:
    stream = io.StringIO()

    def boom(**kw: Any) -> None:
        raise RuntimeError(f"bank said: pin {kw['pin']} wrong for acct 4111-1111")

    runtime = Runtime(
        PIN_DECK, {"pay": boom}, policy=Policy([DuplicateGuard()]), audit=AuditLog(stream)
    )
    arguments = {"to": "bob", "amount": 1, "pin": "4321"}
    runtime.call_sync(ToolCall("c1", "pay", arguments))
    again = runtime.call_sync(ToolCall("c2", "pay", arguments))
    assert again.status == "refused" and again.error is not None
    assert "4321" not in again.error.message and "c1" in again.error.message
    assert "4321" not in stream.getvalue() and "4111" not in stream.getvalue()


def test_timed_out_non_idempotent_call_is_not_run_again() -> None:
    blocker = Blocker()
    runtime = ledger_runtime(
        {"append_note": blocker}, timeout_s=0.2, policy=Policy([DuplicateGuard()])
    )
    try:
        first = runtime.call_sync(ToolCall("c1", "append_note", {"to": "x"}))
        second = runtime.call_sync(ToolCall("c2", "append_note", {"to": "x"}))
    finally:
        blocker.release.set()
    assert first.error.kind == "aborted"
    assert (second.status, second.ran, blocker.entered) == ("refused", False, 1)


def test_timed_out_read_only_call_may_run_again() -> None:
    blocker = Blocker()
    runtime = ledger_runtime({"lookup": blocker}, timeout_s=0.2, policy=Policy([DuplicateGuard()]))
    try:
        runtime.call_sync(ToolCall("c1", "lookup", {"to": "x"}))
        runtime.call_sync(ToolCall("c2", "lookup", {"to": "x"}))
    finally:
        blocker.release.set()
    assert blocker.entered == 2


# --- A2: output that breaks the output schema ---
def test_output_mismatch_counts_as_run_for_the_duplicate_guard() -> None:
    runs: list[dict[str, Any]] = []

    def pay(**kwargs: Any) -> Any:
        runs.append(kwargs)
        return {"txid": "T1"}  # the money moved, the key is misnamed

    runtime = ledger_runtime({"send_payment": pay}, policy=Policy([DuplicateGuard()]))
    first = runtime.call_sync(ToolCall("c1", "send_payment", {"to": "bob"}))
    second = runtime.call_sync(ToolCall("c2", "send_payment", {"to": "bob"}))
    assert (first.error.kind, first.ran) == ("output_mismatch", True)
    assert second.status == "refused"
    assert len(runs) == 1


def test_a_crash_after_starting_counts_as_run_but_a_retryable_error_does_not() -> None:
    """An unclassified exception may come after the money moved (environment: remembered);
    a RetryableError is the handler saying nothing happened (not remembered)."""

    runs: list[str] = []

    def crash(**kwargs: Any) -> Any:
        runs.append("crash")
        raise RuntimeError("connection reset after the transfer was sent")

    runtime = ledger_runtime({"send_payment": crash}, policy=Policy([DuplicateGuard()]))
    first = runtime.call_sync(ToolCall("c1", "send_payment", {"to": "bob"}))
    second = runtime.call_sync(ToolCall("c2", "send_payment", {"to": "bob"}))
    assert (first.error.kind, first.ran) == ("environment", True)
    assert second.status == "refused" and runs == ["crash"]

    def busy(**kwargs: Any) -> Any:
        runs.append("busy")
        raise RetryableError("the payment service is busy; nothing was sent")

    runtime = ledger_runtime({"send_payment": busy}, policy=Policy([DuplicateGuard()]))
    runtime.call_sync(ToolCall("c1", "send_payment", {"to": "bob"}))
    runtime.call_sync(ToolCall("c2", "send_payment", {"to": "bob"}))
    assert runs == ["crash", "busy", "busy"]


# --- B7: a replay says so in the summary ---
def test_a_replayed_result_says_so_in_its_summary() -> None:
    runs: list[int] = []
    runtime = ledger_runtime(
        {"append_note": lambda **kw: runs.append(1) or "done"},
        policy=Policy([DuplicateGuard(replay=True)]),
    )
    runtime.call_sync(ToolCall("c1", "append_note", {"to": "x"}))
    again = runtime.call_sync(ToolCall("c2", "append_note", {"to": "x"}))
    assert runs == [1]
    assert again.summary.startswith("Replay of call c1:")
    assert "did not run again" in again.summary


def test_contradictory_read_only_destructive_tool_is_duplicate_guarded() -> None:
    """readOnlyHint + destructiveHint: gated by approval and not run twice either."""
    wipe = Tool(
        name="wipe",
        input_schema=OBJECT,
        annotations=ToolAnnotations(read_only_hint=True, destructive_hint=True),
    )
    runs: list[dict[str, Any]] = []
    runtime = Runtime(
        Deck([wipe]),
        {"wipe": lambda **kw: runs.append(kw) or "wiped"},
        policy=Policy([DuplicateGuard()]),
    )
    first = runtime.call_sync(ToolCall("c1", "wipe", {"to": "all"}))
    second = runtime.call_sync(ToolCall("c2", "wipe", {"to": "all"}))
    assert first.status == "success" and second.status == "refused" and len(runs) == 1


def test_the_memory_is_per_session() -> None:
    """Two client sessions (ToolCall.session) each run the same call once; a repeat within
    one session is refused; calls without a session share one memory."""
    runtime = docs_runtime(policy=Policy([DuplicateGuard()]))

    def call(session: str | None, call_id: str) -> Any:
        return runtime.call_sync(ToolCall(call_id, "append_note", {"text": "hi"}, session=session))

    assert call("s1", "a").status == "success"
    assert call("s2", "b").status == "success"
    assert call("s1", "c").status == "refused"
    assert call(None, "d").status == "success"
    assert call(None, "e").status == "refused"


def test_a_repeat_written_500_0_is_the_same_call() -> None:
    """Session 22's breaker: 500 then 500.0 (one value to JSON Schema; the handler got the
    int both times) charged twice; so did 0 then -0.0. Now the repeat is refused, and a
    different amount still runs."""
    charged: list[Any] = []

    def charge(order_id: str, cents: int) -> str:
        charged.append(cents)
        return "ok"

    tool = Tool(
        "charge",
        "Charges an order.",
        {
            "type": "object",
            "properties": {"order_id": {"type": "string"}, "cents": {"type": "integer"}},
        },
    )
    runtime = Runtime(Deck([tool]), {"charge": charge}, policy=Policy([DuplicateGuard()]))
    assert run(runtime, "charge", {"order_id": "A", "cents": 500}, "a").status == "success"
    assert run(runtime, "charge", {"order_id": "A", "cents": 500.0}, "b").status == "refused"
    assert run(runtime, "charge", {"order_id": "A", "cents": 0}, "c").status == "success"
    assert run(runtime, "charge", {"order_id": "A", "cents": -0.0}, "d").status == "refused"
    assert run(runtime, "charge", {"order_id": "A", "cents": 501}, "e").status == "success"
    assert charged == [500, 0, 501]


def test_a_repeat_the_function_reads_as_the_same_value_is_the_same_call() -> None:
    """break29 F8: the guard compared the arguments as sent, but a ``@tool`` function's
    types read several spellings as one value — a ``UUID`` in any case, a ``Path`` with
    ``//``, ``./`` or a trailing slash (``pathlib`` drops them) — so the same refund ran
    three times and the same delete four. Now each re-spelling is refused, saying why, and
    a different value still runs. Expected equalities from ``uuid.UUID``/``pathlib.Path``
    themselves (``UUID(a) == UUID(b)``, ``Path("./a//b/") == Path("a/b")``)."""
    import uuid
    from pathlib import Path

    from tooldeck import tool

    ran: list[str] = []

    @tool(destructive=True)
    def refund(order_id: uuid.UUID, cents: int) -> str:
        """Refund an order."""
        ran.append(f"refund {order_id} {cents}")
        return "refunded"

    @tool(destructive=True)
    def rm(path: Path) -> str:
        """Remove a file."""
        ran.append(f"rm {path}")
        return "removed"

    lower = "550e8400-e29b-41d4-a716-446655440000"
    spellings = [lower.upper(), "550e8400-E29B-41d4-a716-446655440000"]
    assert all(uuid.UUID(s) == uuid.UUID(lower) for s in spellings)
    paths = ["a//b", "./a/b", "a/b/", "./a//b/"]
    assert all(Path(p) == Path("a/b") for p in paths)
    fns = [refund, rm]
    runtime = Runtime(Deck.from_functions(fns), fns, policy=Policy([DuplicateGuard()]))
    assert run(runtime, "refund", {"order_id": lower, "cents": 5000}, "r0").status == "success"
    for i, spelt in enumerate(spellings):
        again = run(runtime, "refund", {"order_id": spelt, "cents": 5000}, f"r{i + 1}")
        assert again.status == "refused", again
        assert "already ran" in again.error.message and "call r0" in again.error.message
        assert "written differently" in again.error.message
    assert run(runtime, "refund", {"order_id": lower, "cents": 5001}, "r9").status == "success"
    assert run(runtime, "rm", {"path": "a/b"}, "p0").status == "success"
    for i, spelt in enumerate(paths):
        assert run(runtime, "rm", {"path": spelt}, f"p{i + 1}").status == "refused"
    assert run(runtime, "rm", {"path": "a/c"}, "p9").status == "success"
    # the same spelling twice is no "written differently"
    same = run(runtime, "rm", {"path": "a/c"}, "p10")
    assert same.status == "refused" and "written differently" not in same.error.message
    assert ran == [f"refund {lower} 5000", f"refund {lower} 5001", "rm a/b", "rm a/c"]


def test_an_idempotency_key_repeat_spelt_differently_is_replayed_not_refused() -> None:
    """The same key with arguments the function reads as the same value is the same
    operation (replayed); a different value under the key is still refused."""
    import uuid

    from tooldeck import tool

    ran: list[str] = []

    @tool(destructive=True)
    def refund(order_id: uuid.UUID) -> str:
        """Refund an order."""
        ran.append(str(order_id))
        return "refunded"

    runtime = Runtime(Deck.from_functions([refund]), [refund], policy=Policy([DuplicateGuard()]))
    lower = "550e8400-e29b-41d4-a716-446655440000"

    def keyed(order_id: str, call_id: str) -> Any:
        call = ToolCall(call_id, "refund", {"order_id": order_id}, idempotency_key="k1")
        return runtime.call_sync(call)

    assert keyed(lower, "a").status == "success"
    assert keyed(lower.upper(), "b").replayed_from == "a"
    assert keyed(lower.replace("0000", "0001"), "c").status == "refused"
    assert ran == [lower]


def test_a_repeat_with_the_same_decimal_or_instant_written_otherwise_is_refused() -> None:
    """rebreak29 R2: the guard compared pydantic's JSON text of what the function
    receives, and pydantic writes ``Decimal("5")``, ``Decimal("5.0")`` and
    ``Decimal("5.00")`` as three strings, so one payment sent as ``5``, ``5.0`` and
    ``"5.00"`` ran three times; an instant sent as ``Z`` and as ``+01:00`` ran twice. Now
    values are compared as the function receives them. Expected equalities from Python
    itself (``Decimal("5") == Decimal("5.00")``, the two datetimes ``==``), and the
    different amount / instant still runs."""
    import datetime
    import decimal

    from tooldeck import tool

    ran: list[str] = []

    @tool(destructive=True)
    def pay(amount: decimal.Decimal, to: str) -> str:
        """Pay an amount."""
        ran.append(f"pay {amount} {to}")
        return "paid"

    @tool(destructive=True)
    def split(amounts: list[decimal.Decimal]) -> str:
        """Pay several amounts."""
        ran.append(f"split {amounts}")
        return "paid"

    @tool(destructive=True)
    def sched(at: datetime.datetime, job: str) -> str:
        """Schedule a job."""
        ran.append(f"sched {at} {job}")
        return "scheduled"

    assert decimal.Decimal("5") == decimal.Decimal("5.0") == decimal.Decimal("5.00")
    utc, paris = "2030-01-01T00:00:00Z", "2030-01-01T01:00:00+01:00"
    assert datetime.datetime.fromisoformat(utc) == datetime.datetime.fromisoformat(paris)
    fns = [pay, split, sched]
    runtime = Runtime(Deck.from_functions(fns), fns, policy=Policy([DuplicateGuard()]))
    assert run(runtime, "pay", {"amount": 5, "to": "bob"}, "p0").status == "success"
    for i, spelt in enumerate([5.0, "5.00", "5.0", "05"]):
        again = run(runtime, "pay", {"amount": spelt, "to": "bob"}, f"p{i + 1}")
        assert again.status == "refused", (spelt, again)
        assert "call p0" in again.error.message
        if isinstance(spelt, str):
            assert "written differently" in again.error.message
    assert run(runtime, "pay", {"amount": "5.01", "to": "bob"}, "p9").status == "success"
    # a long amount is not rounded to the default 28 digits before comparing
    long = "1." + "0" * 30 + "1"
    assert run(runtime, "pay", {"amount": "1", "to": "ann"}, "q0").status == "success"
    assert run(runtime, "pay", {"amount": long, "to": "ann"}, "q1").status == "success"
    assert run(runtime, "split", {"amounts": [1, "2.50"]}, "s0").status == "success"
    assert run(runtime, "split", {"amounts": ["1.0", 2.5]}, "s1").status == "refused"
    assert run(runtime, "sched", {"at": utc, "job": "wipe"}, "t0").status == "success"
    again = run(runtime, "sched", {"at": paris, "job": "wipe"}, "t1")
    assert again.status == "refused" and "written differently" in again.error.message
    later = run(runtime, "sched", {"at": "2030-01-01T01:00:00Z", "job": "wipe"}, "t2")
    assert later.status == "success"
    assert len(ran) == 7, ran  # p0, p9, q0, q1, s0, t0, t2


def test_a_set_sent_in_another_order_is_the_same_call() -> None:
    """Found checking rebreak29 R2: pydantic dumps a ``set`` in iteration order, and two
    equal sets built in another order may iterate differently where hashes collide (the
    tester's ``set[str]`` case ran twice in one run, held in another: string hashes vary
    per process). Integers hash to themselves, so ``1``, ``9`` and ``17`` share a slot of
    a small set's table (mod 8) and ``{1, 9, 17}`` built in reverse iterates in reverse —
    checked below with Python's own sets, the reference — and the same ``rm`` ran twice.
    It is refused now; another id still runs."""
    from tooldeck import tool

    ran: list[list[int]] = []

    @tool(destructive=True)
    def rm(ids: set[int]) -> str:
        """Delete rows by id."""
        ran.append(sorted(ids))
        return "deleted"

    assert list(set([1, 9, 17])) != list(set([17, 9, 1]))  # built in this order
    runtime = Runtime(Deck.from_functions([rm]), [rm], policy=Policy([DuplicateGuard()]))
    assert run(runtime, "rm", {"ids": [1, 9, 17]}, "r0").status == "success"
    for i, order in enumerate(([17, 9, 1], [9, 17, 1], [9, 1, 17])):
        again = run(runtime, "rm", {"ids": order}, f"r{i + 1}")
        assert again.status == "refused", (order, again)
        assert "written differently" in again.error.message
    assert run(runtime, "rm", {"ids": [1, 9, 25]}, "u").status == "success"
    assert ran == [[1, 9, 17], [1, 9, 25]], ran


def test_finished_calls_past_the_window_are_forgotten_whatever_their_key(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """trial39b MEDIUM-1: an expired call was dropped only when its own key was looked up
    again; each ``run_agent`` run is a session of its own (session 39), so 2,001 runs left
    2,001 entries. The guard's clock is set by hand: 50 calls in 50 sessions at 1,000 s,
    window 60 s; at 1,061 s one more call leaves only itself remembered (by hand: the 50
    are 61 s old)."""
    from types import SimpleNamespace

    from tooldeck.runtime.policy import duplicates

    clock = [1000.0]
    monkeypatch.setattr(duplicates, "time", SimpleNamespace(monotonic=lambda: clock[0]))
    guard = DuplicateGuard(window_s=60)
    runtime = docs_runtime(policy=Policy([guard]))
    for i in range(50):
        call = ToolCall(f"c{i}", "append_note", {"text": "hi"}, session=f"run-{i}")
        assert runtime.call_sync(call).status == "success"
    assert len(guard._done) == 50
    clock[0] = 1030.0  # inside the window: each still remembered, and still refused
    again = ToolCall("again", "append_note", {"text": "hi"}, session="run-7")
    assert runtime.call_sync(again).status == "refused"
    assert len(guard._done) == 50
    clock[0] = 1061.0
    late = ToolCall("late", "append_note", {"text": "hi"}, session="run-new")
    assert runtime.call_sync(late).status == "success"
    (only,) = guard._done  # the 50 expired ones are gone
    assert only.startswith("run-new\x00append_note\x00")
