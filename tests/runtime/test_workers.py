"""The daemon worker threads sync handlers run on (``runtime/_workers.py``)."""

from __future__ import annotations

import threading


def test_sync_handlers_reuse_daemon_worker_threads() -> None:
    """Sequential jobs reuse one worker; every thread is a daemon; idle workers leave."""
    import time as _time

    from tooldeck.runtime._workers import DaemonWorkers

    workers = DaemonWorkers(idle_s=0.2)
    names: list[str] = []
    daemons: list[bool] = []
    for _ in range(20):
        done = threading.Event()

        def job(done: threading.Event = done) -> None:
            names.append(threading.current_thread().name)
            daemons.append(threading.current_thread().daemon)
            done.set()

        workers.submit(job, "tooldeck-test-worker")
        assert done.wait(5)
        deadline = _time.monotonic() + 5
        while workers._idle != 1 and _time.monotonic() < deadline:  # back on the queue
            _time.sleep(0.001)
    assert len(names) == 20 and all(daemons)
    alive = [t for t in threading.enumerate() if t.name == "tooldeck-test-worker"]
    assert len(alive) == 1  # one thread served all 20 jobs
    deadline = _time.monotonic() + 5
    while alive[0].is_alive() and _time.monotonic() < deadline:
        _time.sleep(0.05)
    assert not alive[0].is_alive()  # it left after idle_s


def test_a_sync_handler_raising_stopiteration_fails_instead_of_hanging() -> None:
    """``next(iter([]))`` in a sync handler raised StopIteration, which an asyncio future
    refuses (set_exception raised TypeError in the loop's callback), so the call never
    settled: it came back ``aborted`` ("may still be running") at the timeout, and never
    without one. It is a RuntimeError now, as Python makes it in generators (PEP 479)."""
    from runtime_fixtures import ledger_runtime
    from tooldeck.runtime import ToolCall

    runtime = ledger_runtime({"lookup": lambda **kw: next(iter([]))}, timeout_s=60)
    result = runtime.call_sync(ToolCall("c1", "lookup", {"to": "x"}))
    assert (result.status, result.error.kind) == ("error", "environment")
    assert "RuntimeError: the handler raised StopIteration" in result.error.message
    assert result.ran and "may still be running" not in result.summary


def test_concurrent_hanging_calls_start_at_most_the_cap_of_threads() -> None:
    """The cap counted a thread only once its call was given up, so every call started
    before the first timeout passed it: 300 concurrent calls of a hanging sync handler
    ran 300 threads (session 23's breaker). Running and given-up threads count together
    now: of cap + 8 concurrent calls, cap run (and time out) and 8 are refused as
    ``retryable`` without running, and at most cap threads were started (the limit is the
    constant, the 8 extra are chosen here)."""
    import asyncio

    from tooldeck import Deck, tool
    from tooldeck.runtime import Runtime, ToolCall
    from tooldeck.runtime._workers import MAX_THREADS_PER_HANDLER

    release = threading.Event()

    @tool(read_only=True)
    def hang(x: int) -> str:
        """Block until the test releases it."""
        release.wait(60)
        return "done"

    runtime = Runtime(Deck.from_functions([hang]), [hang], timeout_s=0.2)
    calls = [ToolCall(f"c{i}", "hang", {"x": i}) for i in range(MAX_THREADS_PER_HANDLER + 8)]

    async def main() -> tuple[list[object], int]:
        before = threading.active_count()
        results = await asyncio.gather(*(runtime.call(c) for c in calls))
        return list(results), threading.active_count() - before

    try:
        results, grown = asyncio.run(main())
    finally:
        release.set()
    kinds = [(r.status, r.error.kind if r.error else None, r.ran) for r in results]  # type: ignore[attr-defined]
    assert kinds.count(("error", "aborted", True)) == MAX_THREADS_PER_HANDLER
    assert kinds.count(("error", "retryable", False)) == 8
    refused = next(r for r in results if r.error.kind == "retryable")  # type: ignore[attr-defined]
    assert "this call was not run" in refused.error.message  # type: ignore[attr-defined]
    assert grown <= MAX_THREADS_PER_HANDLER, grown
