"""The call's timeout clock (``runtime/clock.py``): time a handler spends waiting for a
person (``CallClock.waiting_for_person``) is not counted against the timeout; the rest is.
Real ``Runtime`` and event loop; each wait is several times the timeout it must outlast,
and nothing asserts a duration."""

from __future__ import annotations

import asyncio
import time
from typing import Any

from runtime_fixtures import docs_runtime, run
from tooldeck.runtime import CallClock, call_clock


def test_a_wait_for_a_person_longer_than_the_timeout_does_not_abort_the_call() -> None:
    async def asks(**_: Any) -> str:
        clock = call_clock()
        assert clock is not None
        with clock.waiting_for_person():
            await asyncio.sleep(1.5)  # three times the timeout
        return "answered"

    result = run(docs_runtime({"search_docs": asks}, timeout_s=0.5), "search_docs", {"query": "q"})
    assert (result.status, result.error) == ("success", None), result
    assert result.items == "answered"


def test_the_time_outside_the_wait_still_counts_and_the_message_says_so() -> None:
    async def asks_then_hangs(**_: Any) -> str:
        clock = call_clock()
        assert clock is not None
        with clock.waiting_for_person():
            await asyncio.sleep(0.3)
        await asyncio.sleep(30)
        return "late"

    runtime = docs_runtime({"search_docs": asks_then_hangs}, timeout_s=0.2)
    result = run(runtime, "search_docs", {"query": "q"})
    assert result.error.kind == "aborted"
    assert "did not finish within 0.2 s of its own time (not counting" in result.error.message
    assert "s it waited for a person)" in result.error.message


def test_a_wait_held_by_another_task_stops_the_clock_too() -> None:
    # the gateway's case: the question is answered in the upstream connection's task,
    # which holds the clock the forwarding handler handed it
    async def handler(**_: Any) -> str:
        clock = call_clock()
        assert clock is not None

        async def person() -> None:
            with clock.waiting_for_person():
                await asyncio.sleep(1.5)

        await asyncio.get_running_loop().create_task(person())
        return "answered"

    runtime = docs_runtime({"search_docs": handler}, timeout_s=0.5)
    result = run(runtime, "search_docs", {"query": "q"})
    assert result.status == "success", result


def test_overlapping_waits_stop_the_clock_once_until_the_last_ends() -> None:
    clock = CallClock(10.0)
    assert clock.running and clock.remaining_s() is not None
    first, second = clock.waiting_for_person(), clock.waiting_for_person()
    first.__enter__()
    second.__enter__()
    assert not clock.running and clock.remaining_s() is None  # no deadline while stopped
    first.__exit__(None, None, None)
    assert not clock.running  # the second wait is still open
    second.__exit__(None, None, None)
    assert clock.running and clock.remaining_s() is not None
    assert CallClock(None).remaining_s() is None  # no timeout: no deadline


def test_a_sync_handler_stops_the_clock_from_its_worker_thread() -> None:
    assert call_clock() is None  # outside a call

    def sync_handler(**_: Any) -> str:
        clock = call_clock()
        assert clock is not None
        with clock.waiting_for_person():
            time.sleep(1.5)  # three times the timeout
        return "answered"

    runtime = docs_runtime({"search_docs": sync_handler}, timeout_s=0.5)
    result = run(runtime, "search_docs", {"query": "q"})
    assert result.status == "success", result
