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
    "WORKERS",
    "DaemonWorkers",
    "Drained",
    "in_thread",
    "refuse_if_stuck",
    "stuck_threads",
]

MAX_STUCK_PER_HANDLER = 16
"""Threads of one handler that may still run after the runtime gave up on their calls
(timeout or cancellation: a thread cannot be stopped). At this many, a new call of that
handler is refused as ``retryable`` without running (:func:`refuse_if_stuck`) until one
of them ends, so a client cannot grow the server's threads without bound; the process
holds at most this many such threads per sync handler."""

_stuck_lock = threading.Lock()
_stuck: dict[Any, int] = {}
"""handler → how many of its threads run on after their call was given up."""


def stuck_threads(fn: Callable[..., Any]) -> int:
    """How many threads of ``fn`` still run after the runtime gave up on their calls."""
    with _stuck_lock:
        return _stuck.get(fn, 0)


def refuse_if_stuck(fn: Callable[..., Any], name: str) -> None:
    """Raise before ``fn`` (the handler of tool ``name``) is called when
    :data:`MAX_STUCK_PER_HANDLER` of its threads still run after their calls were given up.

    Raises:
        RetryableError: the limit is reached; the call was not run.
    """
    from tooldeck.errors import RetryableError

    count = stuck_threads(fn)
    if count >= MAX_STUCK_PER_HANDLER:
        raise RetryableError(
            f"{count} earlier calls of {name} are still running in their threads after "
            "the runtime stopped waiting for them (timeout or cancellation), the most one "
            f"handler may hold (MAX_STUCK_PER_HANDLER = {MAX_STUCK_PER_HANDLER}); this call "
            "was not run",
            hint=(
                "Retry later, with backoff: a new call runs once one of the earlier calls "
                "ends. If they never end, the tool is hung; its server must be restarted."
            ),
        )


class _Ticket:
    """One threaded call's part in the count of :func:`stuck_threads`."""

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
        with _stuck_lock:
            self.done = True
            if self.abandoned:
                left = _stuck.get(self.fn, 1) - 1
                if left > 0:
                    _stuck[self.fn] = left
                else:
                    _stuck.pop(self.fn, None)


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


def in_thread(fn: Callable[..., Any], kwargs: dict[str, Any]) -> asyncio.Future[Any]:
    """Run ``fn(**kwargs)`` on a daemon worker thread; a future of the loop gets its outcome.

    Daemon threads of tooldeck's own (:class:`DaemonWorkers`, not the loop's default
    executor) so that giving up at a timeout costs no waiting: ``asyncio.run`` (hence
    :meth:`Runtime.call_sync`) joins the default executor's threads on exit, which made a
    timed-out call return only when the handler finished. A thread cannot be stopped: the
    handler runs on until it returns (or the interpreter exits, which does not wait for
    daemon threads); its worker is busy until then, and counted by :func:`stuck_threads`
    when the awaiting coroutine gave up (the future was cancelled).
    """
    loop = asyncio.get_running_loop()
    future: asyncio.Future[Any] = loop.create_future()
    context = contextvars.copy_context()
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

    WORKERS.submit(run, f"tooldeck-{getattr(fn, '__name__', 'tool')}")
    return future
