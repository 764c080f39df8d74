"""Reusable daemon worker threads for sync handlers (was part of ``runtime.py``).

:class:`DaemonWorkers` is the pool, :data:`WORKERS` the one every runtime shares, and
:func:`in_thread` runs one handler call on it and hands the outcome to the event loop
(a generator the handler returns is drained there, as :class:`Drained`, so its body
runs under the call's timeout too).
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import queue
import threading
import types
from collections.abc import Callable
from typing import Any

__all__ = [
    "MAX_STUCK_PER_HANDLER",
    "MAX_THREADS_PER_HANDLER",
    "WORKERS",
    "DaemonWorkers",
    "Drained",
    "in_thread",
    "live_threads",
    "refuse_if_stuck",
    "reserve_thread",
    "stuck_threads",
]

MAX_THREADS_PER_HANDLER = 64
"""Threads one sync handler may hold at once: those running a call now plus those that
still run after the runtime gave up on their calls (timeout or cancellation: a thread
cannot be stopped). A slot is taken before the thread starts and freed when the handler
returns, so at this many a new call of that handler is refused as ``retryable`` without
running (:func:`reserve_thread`) until one of them ends, whatever the concurrency: a
client cannot grow the server's threads without bound; the process holds at most this
many threads per sync handler. Above ``call_many``'s default ``max_concurrency`` (16)
and the 64 of ``benchmarks/bench_runtime.py``, so a healthy handler is not refused at
those."""

MAX_STUCK_PER_HANDLER = MAX_THREADS_PER_HANDLER
"""The earlier name of :data:`MAX_THREADS_PER_HANDLER` (it counted given-up threads only,
so calls started at once all passed it); kept for imports."""

_stuck_lock = threading.Lock()
_stuck: dict[Any, int] = {}
"""handler → how many of its threads run on after their call was given up."""
_live: dict[Any, int] = {}
"""handler → how many of its threads hold a slot (running now, given up or not)."""


def stuck_threads(fn: Callable[..., Any]) -> int:
    """How many threads of ``fn`` still run after the runtime gave up on their calls."""
    with _stuck_lock:
        return _stuck.get(fn, 0)


def live_threads(fn: Callable[..., Any]) -> int:
    """How many threads of ``fn`` run now (their call awaited or given up)."""
    with _stuck_lock:
        return _live.get(fn, 0)


def reserve_thread(fn: Callable[..., Any], name: str) -> _Ticket:
    """Take one of ``fn``'s :data:`MAX_THREADS_PER_HANDLER` thread slots before it is
    called (``fn`` is the handler of tool ``name``); hand the ticket to :func:`in_thread`,
    which frees the slot when the handler returns.

    Raises:
        RetryableError: all slots are taken; the call was not run.
    """
    from tooldeck.errors import RetryableError

    with _stuck_lock:
        live = _live.get(fn, 0)
        stuck = _stuck.get(fn, 0)
        if live < MAX_THREADS_PER_HANDLER:
            _live[fn] = live + 1
            return _Ticket(fn)
    raise RetryableError(
        f"{live} earlier calls of {name} are still running in their threads ({stuck} of "
        "them after the runtime stopped waiting for them: timeout or cancellation), the "
        f"most one handler may hold (MAX_THREADS_PER_HANDLER = {MAX_THREADS_PER_HANDLER}); "
        "this call was not run",
        hint=(
            "Retry later, with backoff: a new call runs once one of the earlier calls "
            "ends. If they never end, the tool is hung; its server must be restarted."
        ),
    )


def refuse_if_stuck(fn: Callable[..., Any], name: str) -> None:
    """Raise when all of ``fn``'s thread slots are taken (see :func:`reserve_thread`,
    which also takes one; this only checks).

    Raises:
        RetryableError: the limit is reached.
    """
    reserve_thread(fn, name).finished()


class _Ticket:
    """One threaded call's slot in :func:`live_threads` and part in :func:`stuck_threads`."""

    __slots__ = ("abandoned", "done", "fn")

    def __init__(self, fn: Callable[..., Any]) -> None:
        self.fn = fn
        self.done = False
        self.abandoned = False

    def given_up(self, future: asyncio.Future[Any]) -> None:
        """The loop's future was cancelled (the runtime stopped waiting): counted while the
        thread still runs."""
        if not future.cancelled():
            return
        with _stuck_lock:
            if not self.done and not self.abandoned:
                self.abandoned = True
                _stuck[self.fn] = _stuck.get(self.fn, 0) + 1

    def finished(self) -> None:
        """The handler returned (or never started): its slot is free. Idempotent."""
        with _stuck_lock:
            if self.done:
                return
            self.done = True
            _drop(_live, self.fn)
            if self.abandoned:
                _drop(_stuck, self.fn)


def _drop(counts: dict[Any, int], fn: Any) -> None:
    left = counts.get(fn, 1) - 1
    if left > 0:
        counts[fn] = left
    else:
        counts.pop(fn, None)


class Drained(list[Any]):
    """The items of a generator a sync handler returned, drained in the handler's thread."""


class DaemonWorkers:
    """Reusable daemon threads for sync handlers (a thread per call cost ~5× the throughput
    of a pool in ``benchmarks/bench_runtime.py``).

    A job goes to an idle worker when there is one, else to a new daemon thread; a worker
    idle for ``idle_s`` seconds exits. Invariant, under the lock: ``idle`` = workers
    waiting on the queue − jobs in the queue. Daemon threads, not the loop's default
    executor, so a timed-out handler never holds up :meth:`Runtime.call_sync` or the
    interpreter's exit.
    """

    def __init__(self, idle_s: float = 30.0) -> None:
        self._jobs: queue.SimpleQueue[Callable[[], None]] = queue.SimpleQueue()
        self._lock = threading.Lock()
        self._idle = 0
        self._idle_s = idle_s

    def submit(self, job: Callable[[], None], name: str) -> None:
        with self._lock:
            if self._idle > 0:
                self._idle -= 1
                self._jobs.put(job)
                return
        threading.Thread(target=self._work, args=(job,), name=name, daemon=True).start()

    def _work(self, job: Callable[[], None]) -> None:
        while True:
            job()
            with self._lock:
                self._idle += 1
            try:
                job = self._jobs.get(timeout=self._idle_s)
            except queue.Empty:
                with self._lock:
                    if self._idle > 0:  # nobody counted on this worker: leave
                        self._idle -= 1
                        return
                # a job was queued for this worker just as it timed out: take it
                job = self._jobs.get()


WORKERS = DaemonWorkers()
"""The process-wide pool every runtime's sync handlers run on."""


def in_thread(
    fn: Callable[..., Any], kwargs: dict[str, Any], ticket: _Ticket | None = None
) -> asyncio.Future[Any]:
    """Run ``fn(**kwargs)`` on a daemon worker thread; a future of the loop gets its outcome.

    Daemon threads of tooldeck's own (:class:`DaemonWorkers`, not the loop's default
    executor) so that giving up at a timeout costs no waiting: ``asyncio.run`` (hence
    :meth:`Runtime.call_sync`) joins the default executor's threads on exit, which made a
    timed-out call return only when the handler finished. A thread cannot be stopped: the
    handler runs on until it returns (or the interpreter exits, which does not wait for
    daemon threads); its worker is busy until then, and counted by :func:`stuck_threads`
    when the awaiting coroutine gave up (the future was cancelled). ``ticket`` is the slot
    :func:`reserve_thread` took for this call (one is made, uncounted by the cap, when
    none is given); it is freed when the handler returns.
    """
    loop = asyncio.get_running_loop()
    future: asyncio.Future[Any] = loop.create_future()
    context = contextvars.copy_context()
    if ticket is None:
        with _stuck_lock:
            _live[fn] = _live.get(fn, 0) + 1
        ticket = _Ticket(fn)
    future.add_done_callback(ticket.given_up)

    def settle(ok: bool, outcome: Any) -> None:
        if future.done():
            return
        if ok:
            future.set_result(outcome)
        else:
            future.set_exception(outcome)

    def run() -> None:
        try:
            outcome: Any = context.run(fn, **kwargs)
            if isinstance(outcome, types.GeneratorType):  # its body runs here, timed
                outcome = Drained(context.run(list, outcome))
            ok = True
        except StopIteration as exc:
            # a future refuses StopIteration (set_exception raises TypeError, so the call
            # never settled and hung until its timeout); turned into RuntimeError as Python
            # does for generators and coroutines (PEP 479)
            outcome, ok = RuntimeError(f"the handler raised StopIteration: {exc!r}"), False
            outcome.__cause__ = exc
        except BaseException as exc:  # delivered to the awaiting coroutine
            outcome, ok = exc, False
        ticket.finished()
        with contextlib.suppress(RuntimeError):  # the loop is gone: nobody waits any more
            loop.call_soon_threadsafe(settle, ok, outcome)

    try:
        WORKERS.submit(run, f"tooldeck-{getattr(fn, '__name__', 'tool')}")
    except BaseException:  # no thread started (e.g. "can't start new thread")
        ticket.finished()
        raise
    return future
