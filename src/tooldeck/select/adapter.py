"""A trained linear adapter on MiniLM request embeddings (the ``hybrid`` method's dense lists).

The encoder (all-MiniLM-L6-v2) stays frozen. Only the request side moves:
``q' = normalise(q + q·A)`` with ``A`` a 384 × 384 matrix, so tool embeddings (and their
disk cache) are unchanged and the adapted request is scored against them by cosine as
before. ``A`` was trained contrastively — softmax cross-entropy of the gold function
against every function of the BFCL pool at temperature 0.05, i.e. the InfoNCE objective
(van den Oord, Li & Vinyals, "Representation Learning with Contrastive Predictive
Coding", 2018) with the whole pool as negatives — on the even-numbered questions of the
BFCL pool only (benchmarks/train_select_adapter.py rebuilds it; the odd-numbered
questions are the held-out half that benchmarks/bench_select_bfcl.py ``--half odd``
reports). Nothing in it is made for a tool set or the wording of an evaluation set; the
select_real dev split only chose between two regularisation strengths.

The shipped file is ``tooldeck/data/select/query_adapter.safetensors`` (float16, 295 KB);
its SHA-256 is checked against :data:`ADAPTER_SHA256` before first use.
"""

from __future__ import annotations

import hashlib
from functools import lru_cache
from importlib import resources
from pathlib import Path

import numpy as np
import numpy.typing as npt

from tooldeck.errors import SelectError

__all__ = ["ADAPTER_PATH", "ADAPTER_SHA256", "QueryAdapter", "default_adapter"]

ADAPTER_PATH = Path(str(resources.files("tooldeck"))) / "data/select/query_adapter.safetensors"
"""The shipped adapter (built by benchmarks/train_select_adapter.py)."""

ADAPTER_SHA256 = "799c8a3a97567655e11316e157d733a2cc639f19201d466dccd9e252472e67a9"
"""SHA-256 of :data:`ADAPTER_PATH` as shipped (printed by the training script)."""


class QueryAdapter:
    """``q ↦ normalise(q + q·A)`` for unit request vectors of the encoder it was trained on.

    Args:
        matrix: ``A``, shape ``(d, d)`` (float; kept as float32).

    Raises:
        SelectError: ``matrix`` is not square, or not finite.
    """

    def __init__(self, matrix: npt.ArrayLike) -> None:
        a = np.asarray(matrix, dtype=np.float32)
        if a.ndim != 2 or a.shape[0] != a.shape[1] or not np.isfinite(a).all():
            raise SelectError(f"query adapter: need a finite square matrix, got shape {a.shape}")
        self.matrix = a

    @property
    def dimension(self) -> int:
        """The embedding width ``d`` it applies to."""
        return int(self.matrix.shape[0])

    @classmethod
    def load(cls, path: Path = ADAPTER_PATH, sha256: str | None = ADAPTER_SHA256) -> QueryAdapter:
        """Read an adapter file (safetensors, tensor ``A``) after checking its SHA-256.

        Raises:
            SelectError: the file is missing or unreadable, its SHA-256 differs from
                ``sha256`` (None skips the check), or ``A`` is not a square matrix.
        """
        try:
            data = Path(path).read_bytes()
        except OSError as exc:
            raise SelectError(f"query adapter {path}: cannot read ({exc.strerror})") from None
        digest = hashlib.sha256(data).hexdigest()
        if sha256 is not None and digest != sha256:
            raise SelectError(
                f"query adapter {path}: SHA-256 {digest[:12]}… differs from the shipped "
                f"{sha256[:12]}… (reinstall tooldeck, or rebuild it with "
                "benchmarks/train_select_adapter.py and update ADAPTER_SHA256)"
            )
        from safetensors.numpy import load as load_tensors

        try:
            tensors = load_tensors(data)
        except Exception as exc:  # safetensors raises its own error types
            raise SelectError(f"query adapter {path}: not a safetensors file ({exc})") from None
        if "A" not in tensors:
            raise SelectError(f"query adapter {path}: no tensor named 'A'")
        return cls(tensors["A"])

    def apply(self, vector: npt.NDArray[np.floating]) -> npt.NDArray[np.float32]:
        """The adapted unit vector of one request vector, shape ``(d,)``.

        Raises:
            SelectError: ``vector`` does not have shape ``(d,)``.
        """
        q = np.asarray(vector, dtype=np.float32)
        if q.shape != (self.dimension,):
            raise SelectError(
                f"query adapter: vector of shape {q.shape}, expected ({self.dimension},)"
            )
        out = q + q @ self.matrix
        norm = float(np.linalg.norm(out))
        if norm == 0:
            return q
        result: npt.NDArray[np.float32] = (out / np.float32(norm)).astype(np.float32)
        return result


@lru_cache(maxsize=1)
def default_adapter() -> QueryAdapter:
    """The shipped adapter, loaded and checked once per process.

    Raises:
        SelectError: as :meth:`QueryAdapter.load`.
    """
    return QueryAdapter.load()
