"""Open a path confined to a root directory, for handlers (the open side of the path check).

Linux ``openat2(2)`` (kernel 5.6+) with ``RESOLVE_BENEATH | RESOLVE_NO_MAGICLINKS`` does the
confinement in the kernel, in the same lookup that opens the file: no symlink, ``..`` or
rename race can take the open outside the root (the kernel retries or fails with
``EXDEV``/``EAGAIN``). Where the call is missing (older kernels, seccomp filters, other
systems), the fallback walks the path one component at a time with ``openat`` relative to
the previous directory's descriptor and ``O_NOFOLLOW``: a symlink anywhere fails with
``ELOOP``/``ENOTDIR``, a ``..`` above the root with ``EXDEV``.
"""

from __future__ import annotations

import ctypes
import errno
import os

__all__ = ["open_beneath"]

_SYS_OPENAT2 = 437
"""``openat2``'s number, the same in every Linux architecture's table (it came after the
tables were unified, kernel 5.6)."""
_RESOLVE_NO_MAGICLINKS = 0x02
_RESOLVE_BENEATH = 0x08


class _OpenHow(ctypes.Structure):
    _fields_ = [("flags", ctypes.c_uint64), ("mode", ctypes.c_uint64), ("resolve", ctypes.c_uint64)]


_state: dict[str, bool] = {"openat2": True}


def _libc_syscall() -> object | None:
    try:
        return ctypes.CDLL(None, use_errno=True).syscall
    except (OSError, AttributeError):  # pragma: no cover - not a glibc/musl system
        return None


_syscall = _libc_syscall()


def _openat2(dir_fd: int, path: str, flags: int, mode: int) -> int | None:
    """The descriptor, or None when ``openat2`` is not available here."""
    if _syscall is None or not _state["openat2"]:
        return None
    creating = flags & (os.O_CREAT | getattr(os, "O_TMPFILE", 0))
    how = _OpenHow(
        flags | os.O_CLOEXEC, mode if creating else 0, _RESOLVE_BENEATH | _RESOLVE_NO_MAGICLINKS
    )
    call = _syscall
    fd = call(_SYS_OPENAT2, dir_fd, os.fsencode(path), ctypes.byref(how), ctypes.sizeof(how))  # type: ignore[operator]
    if fd >= 0:
        return int(fd)
    err = ctypes.get_errno()
    if err in (errno.ENOSYS, errno.EPERM) and _probe_missing(dir_fd):
        _state["openat2"] = False
        return None
    raise OSError(err, os.strerror(err), path)


def _probe_missing(dir_fd: int) -> bool:
    """True when ``openat2`` itself is unavailable (ENOSYS, or EPERM from a seccomp filter
    on a lookup that cannot fail otherwise: ``.``)."""
    how = _OpenHow(os.O_PATH | os.O_CLOEXEC, 0, _RESOLVE_BENEATH)
    fd = _syscall(_SYS_OPENAT2, dir_fd, b".", ctypes.byref(how), ctypes.sizeof(how))  # type: ignore[operator]
    if fd >= 0:
        os.close(fd)
        return False
    return True


def _walk(dir_fd: int, path: str, flags: int, mode: int) -> int:
    """The fallback: ``openat`` one component at a time, ``O_NOFOLLOW`` on each."""
    parts = [p for p in path.split("/") if p not in ("", ".")] or ["."]
    step = os.O_PATH | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC
    stack = [dir_fd]
    try:
        for index, name in enumerate(parts):
            final = index == len(parts) - 1
            if name == "..":
                if len(stack) == 1:
                    raise OSError(errno.EXDEV, "the path climbs above the root", path)
                os.close(stack.pop())
                name = "."
                if not final:
                    continue
            if final:
                nofollow = 0 if name == "." else os.O_NOFOLLOW
                return os.open(name, flags | nofollow | os.O_CLOEXEC, mode, dir_fd=stack[-1])
            stack.append(os.open(name, step, dir_fd=stack[-1]))
        raise AssertionError("unreachable")  # pragma: no cover
    finally:
        for fd in stack[1:]:
            os.close(fd)


def open_beneath(
    root: str | os.PathLike[str], path: str, flags: int = os.O_RDONLY, mode: int = 0o666
) -> int:
    """Open ``path`` (relative to ``root``, or absolute under it) without leaving ``root``;
    return the file descriptor (the caller closes it; ``os.fdopen`` makes a file of it).

    Symlinks inside the root are followed by the ``openat2`` path as long as they stay
    beneath it (an absolute symlink fails — ``RESOLVE_BENEATH`` rejects them); the
    fallback follows none. ``/proc`` magic links are never followed.

    Raises:
        OSError: ``EXDEV`` (the path leaves the root, also through a symlink or a race),
            ``ELOOP`` (a symlink the lookup may not follow), ``ENOENT``, ``EACCES``, …
            — the runtime classifies them as ``environment`` errors.
    """
    real_root = os.path.realpath(os.fspath(root))
    if os.path.isabs(path):
        if path != real_root and not path.startswith(real_root.rstrip("/") + "/"):
            raise OSError(errno.EXDEV, f"the path is not under the root {real_root}", path)
        path = path[len(real_root) :].lstrip("/") or "."
    dir_fd = os.open(real_root, os.O_PATH | os.O_DIRECTORY | os.O_CLOEXEC)
    try:
        fd = _openat2(dir_fd, path, flags, mode)
        return fd if fd is not None else _walk(dir_fd, path, flags, mode)
    finally:
        os.close(dir_fd)
