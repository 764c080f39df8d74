"""tooldeck's cache folder: where each on-disk cache lives, whether a folder can be used,
and whole-file writes.

Every cache lives under one root, ``$TOOLDECK_CACHE`` (default the platform's user cache
folder, ``platformdirs.user_cache_dir("tooldeck")``: ``~/.cache/tooldeck`` on Linux, or
``$XDG_CACHE_HOME/tooldeck``): ``embeddings`` (:mod:`tooldeck.select.dense`, also lint's
embeddings), ``cedict`` (CC-CEDICT's parse) and ``glosses``
(:mod:`tooldeck.select.crosslingual`), ``eval`` (``tooldeck eval``'s response cache,
:mod:`tooldeck.eval.cache`) and ``artifacts`` (truncated tool outputs,
:class:`tooldeck.runtime.truncate.ArtifactStore`). (Before session 27 only the select
stage's caches followed ``$TOOLDECK_CACHE``.) The fetched BFCL wheel is data, not a cache:
:mod:`tooldeck.bfcl_data` keeps it in the platform folder.

The select stage's caches only save time. When their folder cannot be created or written
(``$TOOLDECK_CACHE`` names a file, a read-only mount, a path under ``/proc``), nothing
fails: what would have been stored stays in the process's memory and is computed again by
the next process, and one :class:`~tooldeck.errors.CacheWarning` per cache root and
process names the folder, the reason and ``$TOOLDECK_CACHE``. A folder found unusable is
not tried again in the same process. Truncated-output artifacts go to a temporary folder
of the process then (an artifact is part of a result; the same warning says so), and
``tooldeck eval`` runs without its response cache.
"""

from __future__ import annotations

import contextlib
import os
import warnings
from collections.abc import Callable
from pathlib import Path

import platformdirs

from tooldeck.errors import CacheWarning

__all__ = [
    "CACHE_ENV",
    "cache_folder",
    "cache_root",
    "folder_usable",
    "report_unusable",
    "write_cache_file",
]

CACHE_ENV = "TOOLDECK_CACHE"
"""The environment variable that moves the cache root."""

_unusable: set[str] = set()
_warned: set[str] = set()


def cache_root() -> Path:
    """``$TOOLDECK_CACHE`` (``~`` expanded, made absolute), or
    ``platformdirs.user_cache_dir("tooldeck")`` when it is unset or empty (read at each
    call, so a change of the variable is followed)."""
    root = os.environ.get(CACHE_ENV)
    # absolute: a relative value would make artifact paths relative to whatever folder
    # the process runs in (trial 27)
    return (
        Path(root).expanduser().absolute()
        if root
        else Path(platformdirs.user_cache_dir("tooldeck"))
    )


def cache_folder(name: str) -> Path:
    """The folder of one cache under :func:`cache_root` (``"embeddings"`` →
    ``$TOOLDECK_CACHE/embeddings``); not created here."""
    return cache_root() / name


def report_unusable(folder: Path, exc: OSError) -> None:
    """Mark ``folder`` unusable for the rest of the process and warn (one
    :class:`~tooldeck.errors.CacheWarning` per cache root and process: the caches under one
    ``$TOOLDECK_CACHE`` fail together, and one line says so)."""
    _unusable.add(str(folder))
    root = cache_root()
    inside = folder == root or root in folder.parents
    key = str(root if inside else folder)
    if key in _warned:
        return
    _warned.add(key)
    reason = exc.strerror or str(exc) or type(exc).__name__
    fix = (
        f"set ${CACHE_ENV} to a writable folder (it is {root})"
        if inside
        else "give a writable cache folder"
    )
    warnings.warn(
        f"cache folder {folder} cannot be used ({type(exc).__name__}: {reason}); tooldeck "
        "keeps what it computes in memory for this process only, so each run computes it "
        "again (slower, same results; truncated tool outputs go to a temporary folder, "
        f"model responses are not cached); {fix}",
        CacheWarning,
        stacklevel=3,
    )


def folder_usable(folder: Path) -> bool:
    """Whether ``folder`` is a folder or can be made one (created with its parents here);
    False, with :func:`report_unusable`, when creating it fails or it was found unusable
    earlier in the process. A folder that exists but refuses writes passes this check;
    :func:`write_cache_file` reports it at its first failed write."""
    if str(folder) in _unusable:
        return False
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:  # a file in the way, a read-only or virtual file system
        report_unusable(folder, exc)
        return False
    return True


def write_cache_file(
    path: Path, data: bytes | Callable[[Path], object], *, tmp_suffix: str = ".tmp"
) -> bool:
    """Write ``data`` to the cache file ``path`` whole or not at all: into
    ``<stem>.<pid><tmp_suffix>`` next to it, then renamed over ``path`` (a reader never sees
    half a file; readers skip names ending in ``tmp_suffix``). ``data``: the bytes, or a
    function that writes the temporary file it is given (``np.savez``, without a second
    copy in memory). Returns whether it was written; a folder that cannot be used is
    reported (:func:`report_unusable`) and nothing is raised."""
    folder = path.parent
    if not folder_usable(folder):
        return False
    tmp = path.with_name(f"{path.stem}.{os.getpid()}{tmp_suffix}")
    try:
        if isinstance(data, bytes):
            tmp.write_bytes(data)
        else:
            data(tmp)
        os.replace(tmp, path)
    except OSError as exc:  # read-only folder, disk full
        with contextlib.suppress(OSError):
            tmp.unlink(missing_ok=True)
        report_unusable(folder, exc)
        return False
    return True
