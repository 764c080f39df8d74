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
