"""Truncation without loss: a preview for the model, the whole output in an artifact.

Past a limit (default about 20 KB) a tool result is written to a file and the model gets a
preview and the path; the limit is stated only when truncation happened (so a model does
not page through results that are complete), and the result says how to read on.

* The limit is counted in characters (default 20,000), UTF-8 bytes,
  or tokens of a tokenizer from :mod:`tooldeck.tokenizers` (imported only then).
* The preview is always a prefix of the output, cut on a character boundary, and never
  longer than the limit in its unit.
* The artifact is content-addressed (SHA-256 of the UTF-8 bytes, file name
  ``<sha256>.txt``), so equal outputs share one file; it is written atomically.
* ``preview + read_artifact(path, offset=len(preview))`` equals the output exactly.
"""

from __future__ import annotations

import hashlib
import os
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from tooldeck.cachedir import cache_folder, report_unusable
from tooldeck.errors import ArtifactError

__all__ = [
    "DEFAULT_LIMIT",
    "ArtifactError",
    "ArtifactStore",
    "Truncation",
    "Truncator",
    "read_artifact",
]

DEFAULT_LIMIT = 20_000
"""Default limit: 20,000 characters (spill past ~20 KB)."""

Unit = Literal["characters", "bytes", "tokens"]
_ENCODING = "utf-8"
_ERRORS = "surrogatepass"  # a lone surrogate from a handler still round-trips


class ArtifactStore:
    """A directory of content-addressed artifacts.

    Args:
        directory: where files go; default ``$TOOLDECK_CACHE/artifacts``
            (:func:`tooldeck.cachedir.cache_folder`; ``~/.cache/tooldeck/artifacts`` when
            the variable is unset, on Linux). Created on first write. When the default
            folder cannot be used (``$TOOLDECK_CACHE`` names a file, a read-only mount),
            artifacts go to a temporary folder of this process instead, with one
            :class:`~tooldeck.errors.CacheWarning` naming the folder
            (:func:`tooldeck.cachedir.report_unusable`): the tool has run, and its output
            is kept rather than answered as an error. A folder given explicitly is not
            replaced.
    """

    def __init__(self, directory: str | os.PathLike[str] | None = None) -> None:
        self._default = directory is None
        self.directory = Path(directory) if directory is not None else cache_folder("artifacts")

    def put(self, text: str) -> str:
        """Store ``text``; return the file's path (same text → same path).

        Raises:
            ArtifactError: the directory given cannot be created or written (or, for the
                default folder, neither it nor a temporary folder can).
        """
        return self._put(text.encode(_ENCODING, _ERRORS), ".txt")

    def put_bytes(self, data: bytes) -> str:
        """Store a file a tool returned (``-> bytes``); return its path, named
        ``<sha256>.bin`` by the SHA-256 of ``data`` (same bytes → same path).

        Raises:
            ArtifactError: as :meth:`put`.
        """
        return self._put(bytes(data), ".bin")

    def _put(self, data: bytes, suffix: str) -> str:
        digest = hashlib.sha256(data).hexdigest()
        try:
            return self._write(data, digest, suffix)
        except OSError as exc:
            if not self._default:
                raise ArtifactError(
                    f"cannot write the artifact {self.directory / (digest + suffix)}: {exc}"
                ) from None
            report_unusable(self.directory, exc)  # one CacheWarning naming the folder
        self._default = False  # the default folder failed: a temporary one, once
        try:
            self.directory = Path(tempfile.mkdtemp(prefix="tooldeck-artifacts-"))
            return self._write(data, digest, suffix)
        except OSError as exc:
            raise ArtifactError(
                f"cannot write the artifact {self.directory / (digest + suffix)}: {exc}"
            ) from None

    def _write(self, data: bytes, digest: str, suffix: str = ".txt") -> str:
        path = self.directory / f"{digest}{suffix}"
        if path.exists():
            return str(path)
        self.directory.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=self.directory, prefix=".tmp-")
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
        os.replace(tmp, path)
        return str(path)


def read_artifact(path: str | os.PathLike[str], offset: int = 0, limit: int | None = None) -> str:
    """Characters ``[offset, offset + limit)`` of an artifact (all the rest when limit is None).

    Raises:
        ArtifactError: the file cannot be read, or offset/limit are negative.
    """
    if offset < 0 or (limit is not None and limit < 0):
        raise ArtifactError("offset and limit must be ≥ 0")
    try:
        text = Path(path).read_bytes().decode(_ENCODING, _ERRORS)
    except OSError as exc:
        raise ArtifactError(f"cannot read the artifact {path}: {exc}") from None
    return text[offset:] if limit is None else text[offset : offset + limit]


@dataclass(frozen=True, slots=True)
class Truncation:
    """A truncated output: the preview, where the rest is, the limit and how to read on."""

    preview: str
    artifact: str
    limit: dict[str, Any]
    read_more: dict[str, Any]
    total: int


class Truncator:
    """Cut outputs over a limit and spill them to an :class:`ArtifactStore`.

    Args:
        limit: the largest output shown whole, in ``unit`` (default 20,000).
        unit: ``characters`` (default), ``bytes`` (UTF-8) or ``tokens``.
        tokenizer: a :func:`tooldeck.tokenizers.get_tokenizer` name, for ``tokens``.
        store: where artifacts go.

    Raises:
        ValueError: a negative limit or unknown unit.
    """

    def __init__(
        self,
        limit: int = DEFAULT_LIMIT,
        *,
        unit: Unit = "characters",
        tokenizer: str = "o200k_base",
        store: ArtifactStore | None = None,
    ) -> None:
        if limit < 0:
            raise ValueError("the truncation limit must be ≥ 0")
        if unit not in ("characters", "bytes", "tokens"):
            raise ValueError(f"unknown unit {unit!r}: characters, bytes or tokens")
        self.limit = limit
        self.unit = unit
        self.tokenizer_name = tokenizer
        self.store = store if store is not None else ArtifactStore()
        self._tokenizer: Any = None

    def _count(self, text: str) -> int:
        if self.unit == "characters":
            return len(text)
        if self.unit == "bytes":
            return len(text.encode(_ENCODING, _ERRORS))
        if self._tokenizer is None:
            from tooldeck.tokenizers import get_tokenizer

            self._tokenizer = get_tokenizer(self.tokenizer_name)
        return int(self._tokenizer.count(text))

    def size(self, text: str) -> int:
        """The size of ``text`` in this truncator's unit."""
        return self._count(text)

    def cut(self, text: str) -> int:
        """Length in characters of the longest prefix of ``text`` within the limit."""
        if self.unit == "characters":
            return min(self.limit, len(text))
        if self.unit == "bytes":
            head = text.encode(_ENCODING, _ERRORS)[: self.limit]
            return len(head.decode(_ENCODING, "ignore"))
        lo, hi = 0, len(text)  # invariant: count(text[:lo]) ≤ limit
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if self._count(text[:mid]) <= self.limit:
                lo = mid
            else:
                hi = mid - 1
        return lo

    def apply(self, text: str) -> Truncation | None:
        """None when ``text`` fits; else the preview and the spilled artifact.

        Raises:
            ArtifactError: the artifact cannot be written.
        """
        if (self.unit == "characters" and len(text) <= self.limit) or (
            self.unit != "characters" and self._count(text) <= self.limit
        ):
            return None
        return self.spill(text, self.cut(text))

    def spill(self, text: str, keep: int, *, artifact: str | None = None) -> Truncation:
        """``text`` stored whole, its first ``keep`` characters the preview (``apply`` with
        the cut already chosen, e.g. by a caller that measures more than the output).
        ``artifact``: where ``text`` is already stored (from an earlier spill of it), so it
        is not hashed and written again.

        ``read_more`` is the next range: from ``keep``, as many characters as the preview
        showed; with nothing shown (``keep`` 0: a minimal envelope, whose whole envelope is
        the artifact) the first :meth:`cut` characters, the longest prefix within the
        limit (it used to be one character, ``max(keep, 1)``, so a model was told to read
        on one character at a time).

        Raises:
            ArtifactError: the artifact cannot be written.
            ValueError: ``keep`` outside 0 … ``len(text)``.
        """
        if not 0 <= keep <= len(text):
            raise ValueError(f"keep must be 0 … {len(text)}, got {keep}")
        path = artifact if artifact is not None else self.store.put(text)
        limit: dict[str, Any] = {"value": self.limit, "unit": self.unit}
        if self.unit == "tokens":
            limit["tokenizer"] = self.tokenizer_name
        return Truncation(
            preview=text[:keep],
            artifact=path,
            limit=limit,
            read_more={
                "artifact": path,
                "offset": keep,
                "limit": keep if keep > 0 else max(self.cut(text), 1),
                "unit": "characters",
                "total": len(text),
            },
            total=len(text),
        )
