"""Bounds on what an MCP server's pipes can make tooldeck hold (private to :mod:`mcp_client`).

* **stderr** goes into a pipe that a task drains continuously (a full pipe would block the
  server), keeping only the last :data:`STDERR_TAIL_BYTES` (64 KiB): a server flooding its
  stderr costs tooldeck no memory or disk beyond that tail.
* **stdout**: the ``mcp`` SDK's stdio reader joins chunks until a newline with no limit, so
  one endless line grows memory without bound (and copies it once per 64 KiB chunk). While
  tooldeck lists a server, the SDK's ``TextReceiveStream`` (the module attribute
  ``mcp.client.stdio.TextReceiveStream``, wrapped like ``_parse_line``, see
  docs/formats/README.md) is replaced by :class:`_BoundedLines`, which hands the SDK whole
  lines only and ends the exchange with a clear reason when one message exceeds
  :data:`MAX_MESSAGE_BYTES` (16 MiB), when the whole listing exceeds
  :data:`MAX_STDOUT_BYTES` (256 MiB), when a line is an LSP-style ``Content-Length`` header
  (MCP's stdio transport is one JSON-RPC message per line, specification 2025-06-18
  "Transports → stdio"), or when the bytes are not UTF-8.
"""

from __future__ import annotations

import codecs
import contextvars
import os
import re
from typing import IO, Any, Final

from tooldeck.formats._mcp_stream import Diagnosis

__all__ = [
    "MAX_MESSAGE_BYTES",
    "MAX_STDOUT_BYTES",
    "STDERR_TAIL_BYTES",
    "StderrTail",
    "bounded_stdout",
    "install_stdout_bound",
]

MAX_MESSAGE_BYTES: Final = 16 * 2**20
"""Longest single JSON-RPC message (one stdout line, bytes) tooldeck reads: 16 MiB."""

MAX_STDOUT_BYTES: Final = 256 * 2**20
"""Most bytes tooldeck reads from a server's stdout in one listing, all pages: 256 MiB."""

STDERR_TAIL_BYTES: Final = 64 * 1024
"""How much of the end of a server's stderr tooldeck keeps (bytes): 64 KiB."""

_CHUNK: Final = 65536
_CONTENT_LENGTH = re.compile(
    rb"(?:^|\n)[ \t]*Content-Length[ \t]*:[ \t]*\d+[ \t]*\r?(?:\n|$)", re.IGNORECASE
)

_bounded_stdout: contextvars.ContextVar[Diagnosis | None] = contextvars.ContextVar(
    "tooldeck_mcp_bounded_stdout", default=None
)
bounded_stdout = _bounded_stdout
"""Set to the exchange's :class:`Diagnosis` while tooldeck reads a server's stdout."""


def _mib(n: int) -> str:
    return f"{n / 2**20:g} MiB" if n >= 2**20 else f"{n / 1024:g} KiB"


class _BoundedLines:
    """Async iterator of decoded stdout text, whole lines only, within the limits above.

    Replaces the SDK's ``TextReceiveStream(process.stdout, encoding=…, errors=…)``: the
    SDK splits what it gets at newlines, so handing it complete lines keeps its own buffer
    empty. On a breach the exchange is refused (``Diagnosis.refuse``) and the iteration
    ends; the SDK then discards the rest of stdout until the server is stopped.
    """

    def __init__(self, stream: Any, encoding: str, errors: str, diagnosis: Diagnosis) -> None:
        self._stream = stream
        self._decoder = codecs.getincrementaldecoder(encoding)(errors=errors)
        self._pending: list[bytes] = []
        self._pending_size = 0
        self._total = 0
        self._diagnosis = diagnosis

    def __aiter__(self) -> _BoundedLines:
        return self

    def _stop(self, why: str) -> StopAsyncIteration:
        self._diagnosis.refuse(why)
        return StopAsyncIteration()

    async def __anext__(self) -> str:
        import anyio

        while True:
            try:
                chunk = await self._stream.receive(_CHUNK)
            except (anyio.EndOfStream, anyio.ClosedResourceError):
                raise StopAsyncIteration from None
            self._total += len(chunk)
            # a long-lived connection (the gateway's) sets ``stdout_limit = None``
            limit = getattr(self._diagnosis, "stdout_limit", MAX_STDOUT_BYTES)
            if limit is not None and self._total > limit:
                raise self._stop(
                    f"wrote more than {_mib(MAX_STDOUT_BYTES)} on stdout while listing its "
                    "tools (tooldeck's limit for one listing)"
                )
            cut = chunk.rfind(b"\n")
            first = chunk.find(b"\n") if cut >= 0 else len(chunk)
            if self._pending_size + first > MAX_MESSAGE_BYTES:
                raise self._stop(
                    f"sent a message longer than {_mib(MAX_MESSAGE_BYTES)} on one line "
                    "(tooldeck's limit for one MCP message; split the tool list into pages "
                    "with nextCursor, or shorten the tools)"
                )
            if cut < 0:
                self._pending.append(chunk)
                self._pending_size += len(chunk)
                continue
            lines = b"".join((*self._pending, chunk[: cut + 1]))
            rest = chunk[cut + 1 :]
            self._pending, self._pending_size = ([rest], len(rest)) if rest else ([], 0)
            if _CONTENT_LENGTH.search(lines):
                raise self._stop(
                    "framed its messages with Content-Length headers (LSP style); MCP's stdio "
                    "transport sends one JSON-RPC message per line, with no headers"
                )
            try:
                return str(self._decoder.decode(lines))
            except UnicodeDecodeError as exc:
                raise self._stop(
                    f"sent bytes on stdout that are not {self._decoder_name()}: {exc.reason} "
                    f"({lines[exc.start : exc.start + 8]!r})"
                ) from None

    def _decoder_name(self) -> str:
        return "UTF-8" if "utf" in type(self._decoder).__module__ else "text"


def _bounded_text_stream(original: Any) -> Any:
    def text_stream(stream: Any, encoding: str = "utf-8", errors: str = "strict") -> Any:
        diagnosis = _bounded_stdout.get()
        if diagnosis is None:
            return original(stream, encoding=encoding, errors=errors)
        return _BoundedLines(stream, encoding, errors, diagnosis)

    text_stream.tooldeck_bounded = True  # type: ignore[attr-defined]
    return text_stream


def install_stdout_bound() -> None:
    """Wrap the SDK's stdio ``TextReceiveStream`` once (active only inside a listing)."""
    import mcp.client.stdio as stdio

    original = getattr(stdio, "TextReceiveStream", None)
    if callable(original) and not getattr(original, "tooldeck_bounded", False):
        stdio.TextReceiveStream = _bounded_text_stream(original)  # type: ignore[attr-defined]


CAUSE_LINE = re.compile(r"\s*(?:Error\b|Traceback\b|[A-Za-z_][\w.]*(?:Error|Exception)\s*:)")
"""A stderr line that names an error: it starts with ``Error`` (Node's ``Error: Cannot
find module …``), ``Traceback`` (Python) or a name ending in ``Error``/``Exception`` and a
colon (``ModuleNotFoundError: …``, ``java.lang.IllegalStateException: …``)."""


class StderrTail:
    """A pipe for a server's stderr, drained by :meth:`drain`, keeping the last 64 KiB.

    Give :attr:`writer` to the SDK as ``errlog`` (the child inherits its descriptor); run
    :meth:`drain` as a task while the server lives; call :meth:`close` afterwards (reads what
    is left without blocking, closes both ends). :meth:`text` is the tail as text;
    :meth:`mark` sets the point (a request the server answered) after which
    ``text(since_mark=True)`` quotes it, so that a message about a later failure does not
    quote what it wrote about an earlier, already answered request (trial32a #4: a crash
    blamed on an earlier tool error's traceback).
    """

    def __init__(self) -> None:
        read_fd, write_fd = os.pipe()
        os.set_blocking(read_fd, False)
        self._read_fd: int | None = read_fd
        self.writer: IO[str] = os.fdopen(write_fd, "w", encoding="utf-8", errors="replace")
        self._tail = bytearray()
        self.total = 0
        """Bytes the server wrote on stderr in all."""
        self.marked = 0
        """:attr:`total` at the last :meth:`mark` (0: never marked)."""

    def _read_available(self) -> bool:
        """Read what is there without blocking; False at end of file."""
        while self._read_fd is not None:
            try:
                chunk = os.read(self._read_fd, _CHUNK)
            except BlockingIOError:
                return True
            except OSError:
                return False
            if not chunk:
                return False
            self.total += len(chunk)
            self._tail += chunk
            if len(self._tail) > 2 * STDERR_TAIL_BYTES:
                del self._tail[:-STDERR_TAIL_BYTES]
        return False

    async def drain(self) -> None:
        """Read the pipe as data arrives until end of file (or until cancelled)."""
        import anyio

        while self._read_fd is not None:
            await anyio.wait_readable(self._read_fd)
            if not self._read_available():
                return

    def close(self) -> None:
        """Close our write end, read what is left without blocking, close the read end."""
        if not self.writer.closed:
            self.writer.close()
        if self._read_fd is not None:
            self._read_available()
            os.close(self._read_fd)
            self._read_fd = None

    def mark(self) -> None:
        """Note that what the server wrote so far (read now, without blocking: a server
        writes its log of a request before its answer, so the pipe holds it by the time the
        answer was read) belongs to requests it has answered."""
        self._read_available()
        self.marked = self.total

    def text(
        self,
        *,
        lines: int = 20,
        chars: int = 2000,
        since_mark: bool = False,
        keep_cause: bool = False,
    ) -> str:
        """The last ``lines`` lines (at most ``chars`` characters) of what the server wrote;
        ``since_mark``: of what it wrote after the last :meth:`mark` only ("" if nothing).

        ``keep_cause``: when the first line of the kept bytes that names an error
        (:data:`CAUSE_LINE`: ``Error: Cannot find module …`` of Node, ``Traceback …`` of
        Python, ``SomethingError: …``) falls before those last lines, it comes first (at
        most half of ``chars``), then ``…``, then the last lines in what ``chars`` leaves
        (trial45b M3: Node's ``Error:`` line was cut, leaving ``requireStack: []`` …)."""
        data = bytes(self._tail[-STDERR_TAIL_BYTES:])
        if since_mark:
            after = self.total - self.marked
            data = data[-after:] if after > 0 else b""
        every = data.decode("utf-8", "replace").strip().splitlines()
        tail = "\n".join(every[-lines:])
        if keep_cause and len(every) > lines:
            cause = next((ln for ln in every[:-lines] if CAUSE_LINE.match(ln)), None)
            if cause is not None:
                cause = cause.strip()[: chars // 2]
                room = max(chars - len(cause) - 3, 0)
                return f"{cause}\n…\n{tail[-room:] if room else ''}".rstrip()
        return tail[-chars:]
