"""The timeout clock of one running call: time spent waiting for a person is not counted.

A call's timeout (``Runtime(timeout_s=…)``, ``timeouts={name: s}``) bounds the handler's
own work. Some handlers wait, in the middle of their work, for a person: the gateway
passes an upstream server's question (MCP elicitation) to its client's user and waits for
the answer. That wait is bounded by the approval timeout of whoever asks
(``--approval-timeout``, :data:`~tooldeck.runtime.limits.DEFAULT_APPROVAL_TIMEOUT_S`), not
by the call's timeout: a person reading a form takes longer than a tool call is allowed
(60 s by default). A handler says so with::

    clock = call_clock()  # in the handler's task, or a task it started
    with clock.waiting_for_person():
        answer = await ask_the_person(question)

While any ``waiting_for_person()`` block of the call is open the clock stands still; the
runtime's timeout is the time outside them. The handler's tasks and a sync handler's
worker thread (which runs in a copy of the call's context) reach the same clock.
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
import time
from collections.abc import Iterator
from contextvars import ContextVar

__all__ = ["CallClock", "call_clock"]


class CallClock:
    """The clock of one call's timeout (seconds of ``time.monotonic()``).

    Args:
        timeout_s: the call's timeout in seconds, or None (no timeout: the clock only
            records the time spent waiting for a person).

    Attributes:
        timeout_s: as given.
    """

    def __init__(self, timeout_s: float | None) -> None:
        self.timeout_s = timeout_s
        self._lock = threading.Lock()  # a sync handler's thread may start or stop it
        try:
            self._loop: asyncio.AbstractEventLoop | None = asyncio.get_running_loop()
        except RuntimeError:
            self._loop = None
        self._spent = 0.0  # seconds counted before the current run of the clock
        self._since: float | None = time.monotonic()  # None while stopped
        self._held = 0  # open waiting_for_person() blocks
        self._waited = 0.0  # seconds stopped, closed blocks only
        self._stopped_at = 0.0  # when the clock last stopped
        self._wake: asyncio.Future[None] | None = None

    @property
    def running(self) -> bool:
        """False while a :meth:`waiting_for_person` block is open."""
        return self._held == 0

    @property
    def waited_s(self) -> float:
        """Seconds the clock stood still so far (waiting for a person), ≥ 0."""
        with self._lock:
            if self._since is None:
                return self._waited + (time.monotonic() - self._stopped_at)
            return self._waited

    def spent_s(self) -> float:
        """Seconds counted against the timeout so far (time outside waits), ≥ 0."""
        with self._lock:
            if self._since is None:
                return self._spent
            return self._spent + (time.monotonic() - self._since)

    def remaining_s(self) -> float | None:
        """Seconds left before the timeout (≤ 0: it has passed), or None when there is no
        timeout or the clock stands still."""
        if self.timeout_s is None or not self.running:
            return None
        return self.timeout_s - self.spent_s()

    @contextlib.contextmanager
    def waiting_for_person(self) -> Iterator[None]:
        """Stop the clock for the block (nested and overlapping blocks, from several tasks,
        count once: the clock runs again when the last one closes). Not a timeout of its
        own: bound the wait by the approval timeout that applies."""
        with self._lock:
            if self._held == 0 and self._since is not None:
                now = time.monotonic()
                self._spent += now - self._since
                self._since = None
                self._stopped_at = now
            self._held += 1
        self._changed()
        try:
            yield
        finally:
            with self._lock:
                self._held -= 1
                if self._held == 0:
                    now = time.monotonic()
                    self._waited += now - self._stopped_at
                    self._since = now
            self._changed()

    def changed(self) -> asyncio.Future[None]:
        """A future done at the next start or stop of the clock (the runtime waits on it
        beside the handler, then recomputes its deadline)."""
        if self._wake is None or self._wake.done():
            self._wake = asyncio.get_running_loop().create_future()
        return self._wake

    def _changed(self) -> None:
        """Wake the runtime waiting on :meth:`changed` (from the loop's thread, or from a
        worker thread through the loop)."""
        try:
            here = asyncio.get_running_loop()
        except RuntimeError:
            here = None
        if self._loop is not None and here is not self._loop:
            with contextlib.suppress(RuntimeError):  # the loop is closed: nobody waits
                self._loop.call_soon_threadsafe(self._wake_up)
            return
        self._wake_up()

    def _wake_up(self) -> None:
        if self._wake is not None and not self._wake.done():
            self._wake.set_result(None)


_CLOCK: ContextVar[CallClock | None] = ContextVar("tooldeck_call_clock", default=None)
"""The clock of the call whose handler runs in this context (set by the runtime)."""


def call_clock() -> CallClock | None:
    """The clock of the call whose handler is running (in an async handler, the tasks it
    starts and a sync handler's worker thread, which copy its context), or None outside a
    runtime call."""
    return _CLOCK.get()
