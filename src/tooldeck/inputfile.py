"""Reading an input file with bounds: regular files only, at most a stated size.

Every file tooldeck reads on a user's behalf (deck, cases, ``report --compare`` JSON, an
``hf:`` tokenizer file, the BFCL wheel and its members) goes through :func:`read_bytes`
or :func:`read_text`, which:

* refuse anything that is not a regular file — a FIFO (``open`` would block forever with
  no writer), a character device (``/dev/zero`` and ``/dev/urandom`` never end), a
  socket, a directory — *before* reading: the file is opened with ``O_NONBLOCK`` (which
  keeps ``open`` on a FIFO from blocking, POSIX.1-2017 ``open``) and checked with
  ``fstat`` on that same descriptor, so a swap between the check and the read cannot
  slip a device in (CWE-367);
* refuse a file larger than the limit from its ``st_size``, and read with a bounded
  loop that stops one byte past the limit, so a file that grows, or a ``/proc`` file whose
  ``st_size`` is 0, cannot make the read unbounded (CWE-400, CWE-770).

The limit is :data:`DEFAULT_MAX_BYTES` (64 MiB), or ``$TOOLDECK_MAX_INPUT_MIB`` (a whole
number of MiB) when set. Errors are raised as the caller's own error class (its API
contract: ``CasesError`` for a cases file, ``SourceError`` for a deck …), with a message
that names the file, the limit and how to raise it.

Files tooldeck *writes* (a lock file, an audit log) are checked by :func:`output_target`
first: an existing path that is not a regular file (a FIFO would block the writer, a
character device such as ``/dev/full`` would be replaced by a regular file when the write
renames a temporary file over it, as root) is refused, and a symbolic link is followed so
that the file it leads to is written and the link stays a link. :func:`output_problem`
says in words why a path could not be written (a folder on the way that is a file …).
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

from tooldeck.errors import ToolDeckError

__all__ = [
    "DEFAULT_MAX_BYTES",
    "ENV_MAX_MIB",
    "check_regular",
    "file_kind",
    "max_input_bytes",
    "not_utf8_message",
    "output_directory",
    "output_problem",
    "output_target",
    "read_bytes",
    "read_text",
    "size_limit_message",
]

DEFAULT_MAX_BYTES = 64 * 2**20
"""Largest input file read by default, in bytes (64 MiB): far above real tool sets (the
GitHub MCP server's 117 tools are 0.2 MiB; BFCL's largest data file is 3 MiB) and small
enough that parsing stays within about 1 GiB of memory."""

ENV_MAX_MIB = "TOOLDECK_MAX_INPUT_MIB"
"""Environment variable overriding :data:`DEFAULT_MAX_BYTES`: a whole number of MiB ≥ 1."""

_CHUNK = 1 << 20


def max_input_bytes() -> int:
    """The input-file size limit in bytes: ``$TOOLDECK_MAX_INPUT_MIB`` MiB when set, else
    :data:`DEFAULT_MAX_BYTES`.

    Raises:
        ToolDeckError: the variable is set to something other than a whole number ≥ 1.
    """
    value = os.environ.get(ENV_MAX_MIB, "").strip()
    if not value:
        return DEFAULT_MAX_BYTES
    try:
        mib = int(value)
    except ValueError:
        mib = 0
    if mib < 1:
        raise ToolDeckError(f"{ENV_MAX_MIB}={value!r}: give a whole number of MiB (≥ 1)")
    return mib * 2**20


def _mib(n: int) -> str:
    return f"{n / 2**20:,.1f}".rstrip("0").rstrip(".") + " MiB"


def size_limit_message(path: str | Path, what: str, size: int | None, limit: int) -> str:
    """``<path>: <what> is N MiB, over the M MiB limit …; raise it with …`` (``size``
    None: larger than the limit, exact size unknown)."""
    stated = f"is {_mib(size)}" if size is not None else "is larger than that"
    needed = max(size // 2**20 + 1 if size is not None else 0, limit // 2**20 * 2)
    return (
        f"{path}: {what} {stated}, over the {_mib(limit)} limit on input files; "
        f"raise it with {ENV_MAX_MIB}={needed}"
    )


def file_kind(mode: int) -> str:
    """What a ``st_mode`` is, in words (``a FIFO (named pipe)``, ``a directory`` …)."""
    if stat.S_ISDIR(mode):
        return "a directory"
    if stat.S_ISFIFO(mode):
        return "a FIFO (named pipe)"
    if stat.S_ISCHR(mode):
        return "a character device"
    if stat.S_ISBLK(mode):
        return "a block device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def output_problem(path: str | Path, exc: OSError, *, example: str | None = None) -> str:
    """Why ``path`` could not be created or written, in words: a folder on the way that is a
    file or a device (``open`` says only "Not a directory"), ``path`` itself a folder (with
    ``example``, a file name inside it to suggest), else the system's reason, with the path
    it concerns when that is not ``path`` (never a temporary file's name)."""
    target = Path(path)
    for folder in (target.parent, *target.parent.parents):
        try:
            info = os.stat(folder)
        except OSError:
            continue
        if not stat.S_ISDIR(info.st_mode):
            kind = "a file" if stat.S_ISREG(info.st_mode) else file_kind(info.st_mode)
            return f"{folder} is {kind}, not a folder; name a file inside a folder"
        break
    if target.is_dir():
        suggestion = f"; name a file, e.g. {target / example}" if example else "; name a file"
        return f"it is a folder{suggestion}"
    if isinstance(exc, FileNotFoundError):
        if not target.parent.exists():
            return f"{exc.strerror or exc} (the folder {target.parent} does not exist)"
        return f"{exc.strerror or exc} (no file can be created in {target.parent})"
    filename = str(exc.filename) if exc.filename else ""
    named = filename and filename != str(target) and not Path(filename).name.endswith(".tmp")
    return f"{exc.strerror or exc}" + (f" ({filename})" if named else "")


def output_target(path: str | Path, what: str, error: type[ToolDeckError]) -> Path:
    """The file to write for the output path ``path``: ``path`` itself, or, when it is a
    symbolic link, the file the link leads to (resolved with :func:`os.path.realpath`), so
    a writer that renames a temporary file over the result keeps the link a link.

    A path that does not exist yet is fine (the writer creates it); the check is a
    ``stat`` only — nothing is opened or written.

    Raises:
        error: ``path`` (or what its link leads to) exists and is not a regular file — a
            directory, a FIFO, a character or block device, a socket — or cannot be
            examined (a symbolic link loop, a folder on the way that is a file); the
            message names ``path``, what it is and the fix.
    """
    given = Path(path)
    target = Path(os.path.realpath(given)) if given.is_symlink() else given
    via = f" (the link leads to {target})" if target != given else ""
    try:
        info = os.stat(target)
    except FileNotFoundError:
        return target
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise error(f"{path}: cannot write the {what}: a symbolic link loop") from None
        raise error(f"{path}: cannot write the {what}: {output_problem(target, exc)}") from None
    if not stat.S_ISREG(info.st_mode):
        raise error(
            f"{path}: cannot write the {what}: it is {file_kind(info.st_mode)}{via}, not a "
            f"regular file; give the path of a regular file or of a new one"
        )
    return target


def output_directory(path: Path, option: str, error: type[ToolDeckError], fix: str) -> Path:
    """``path`` as a directory to write into (``--cache-dir``, ``--artifacts``): created
    when missing (parents too), checked before any work, so a run does not fail on its
    first write.

    Args:
        path: the directory.
        option: the option that named it, for the message (``"--cache-dir"``).
        error: the error class to raise.
        fix: what to do instead, ending the message (``"name another directory"``).

    Raises:
        error: ``path`` exists and is not a directory, cannot be created, or is not
            writable; the message names the option, the path and ``fix``.
    """
    if path.exists() and not path.is_dir():
        raise error(f"{option} {path} is not a directory; {fix}")
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise error(
            f"{option} {path}: cannot create the directory ({exc.strerror or exc}); {fix}"
        ) from None
    if not os.access(path, os.W_OK | os.X_OK):
        raise error(f"{option} {path} is not writable; {fix}")
    return path


def _open_error(path: str | Path, what: str, exc: OSError) -> str:
    if isinstance(exc, FileNotFoundError):
        return f"{path}: no such file"
    if exc.errno == errno.ELOOP:
        return f"{path}: {what} is a symbolic link loop"
    return f"{path}: cannot read the {what}: {exc.strerror or exc}"


def check_regular(
    path: str | Path, what: str, error: type[ToolDeckError], *, limit: int | None = None
) -> os.stat_result:
    """``os.stat`` of ``path`` (symbolic links followed), refused unless it is a regular
    file of at most ``limit`` bytes (default :func:`max_input_bytes`).

    For readers that open the file themselves (a zip archive, a library's loader): the
    check and the open are two steps, so prefer :func:`read_bytes` where the bytes are
    wanted.

    Raises:
        error: missing, unreadable, not a regular file, or over the limit.
    """
    limit = max_input_bytes() if limit is None else limit
    try:
        info = os.stat(path)
    except OSError as exc:
        raise error(_open_error(path, what, exc)) from None
    if not stat.S_ISREG(info.st_mode):
        raise error(f"{path}: {what} is {file_kind(info.st_mode)}, not a regular file")
    if info.st_size > limit:
        raise error(size_limit_message(path, what, info.st_size, limit))
    return info


def read_bytes(
    path: str | Path, what: str, error: type[ToolDeckError], *, limit: int | None = None
) -> bytes:
    """The bytes of the regular file ``path``, at most ``limit`` bytes (default
    :func:`max_input_bytes`).

    Args:
        path: the file (symbolic links are followed; what they lead to is checked).
        what: the file's role for messages (``"deck file"``, ``"cases file"`` …).
        error: the error class to raise (the caller's API contract); it is built from one
            message string.
        limit: bytes allowed.

    Raises:
        error: missing, unreadable, a symbolic link loop, not a regular file (FIFO,
            device, socket, directory), or larger than ``limit`` (the message names the
            limit and :data:`ENV_MAX_MIB`).
    """
    limit = max_input_bytes() if limit is None else limit
    flags = os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_NOCTTY", 0)
    try:
        fd = os.open(path, flags)
    except IsADirectoryError:
        raise error(f"{path}: {what} is a directory, not a regular file") from None
    except OSError as exc:
        raise error(_open_error(path, what, exc)) from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise error(f"{path}: {what} is {file_kind(info.st_mode)}, not a regular file")
        if info.st_size > limit:
            raise error(size_limit_message(path, what, info.st_size, limit))
        chunks: list[bytes] = []
        total = 0
        while True:
            chunk = os.read(fd, min(_CHUNK, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
            if total > limit:
                raise error(size_limit_message(path, what, None, limit))
    except OSError as exc:
        raise error(f"{path}: cannot read the {what}: {exc.strerror or exc}") from None
    finally:
        os.close(fd)
    return b"".join(chunks)


def not_utf8_message(data: bytes, exc: UnicodeDecodeError) -> str:
    """What is wrong with bytes that are not UTF-8, for a person: the line and column of the
    first bad byte (1-based, the column counted in characters of the text before it), its
    byte offset, the byte's value, what it would be in Windows-1252 (the usual encoding of a
    file saved by a Windows editor: ``0xE9`` is ``é``) and the fix (save the file as UTF-8).

    Example: ``not UTF-8 text: line 3, column 23 (byte 40): 0xE9 is not UTF-8 (invalid
    continuation byte; 'é' in Windows-1252); save the file as UTF-8``.
    """
    # exc counts in the bytes it decoded: after a byte-order mark when utf-8-sig skipped one
    shift = len(data) - len(exc.object)
    start, stop = exc.start + shift, exc.end + shift
    line_start = data.rfind(b"\n", 0, start) + 1
    line = data.count(b"\n", 0, start) + 1
    column = len(data[max(line_start, shift) : start].decode("utf-8", "replace")) + 1
    bad = data[start : max(stop, start + 1)]
    shown = " ".join(f"0x{b:02X}" for b in bad)
    where = f"line {line}, column {column} (byte {start})"
    try:
        as_cp1252 = bad.decode("cp1252")
    except UnicodeDecodeError:
        as_cp1252 = ""
    guess = f"; {as_cp1252!r} in Windows-1252" if as_cp1252.isprintable() and as_cp1252 else ""
    return (
        f"not UTF-8 text: {where}: {shown} {'is' if len(bad) == 1 else 'are'} not UTF-8 "
        f"({exc.reason}{guess}); save the file as UTF-8"
    )


def read_text(
    path: str | Path, what: str, error: type[ToolDeckError], *, limit: int | None = None
) -> str:
    """:func:`read_bytes` decoded as UTF-8; a leading byte-order mark is skipped (it is
    not content, RFC 8259 §8.1).

    Raises:
        error: as :func:`read_bytes`, or the bytes are not UTF-8 (the message names the
            byte offset).
    """
    data = read_bytes(path, what, error, limit=limit)
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise error(f"{path}: {not_utf8_message(data, exc)}") from None
