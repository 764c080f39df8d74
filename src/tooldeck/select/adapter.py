"""A trained adapter on MiniLM request embeddings (the ``hybrid`` method's dense lists).

The encoder (all-MiniLM-L6-v2) stays frozen. Only the request side moves:
``q' = normalise(q + q·A)`` with ``A`` a 384 × 384 matrix (optionally plus a low-rank
residual layer ``gelu(q·W1 + b1)·W2``), so tool embeddings (and their disk cache) are
unchanged and the adapted request is scored against them by cosine as before. ``A`` was
trained contrastively — softmax cross-entropy of the gold tools at temperature 0.05, i.e.
the InfoNCE objective (van den Oord, Li & Vinyals, "Representation Learning with
Contrastive Predictive Coding", 2018) — on two sources, half of the loss each: the
even-numbered questions of the BFCL pool against every pool function (the odd-numbered
ones are the held-out half that benchmarks/bench_select_bfcl.py ``--half odd`` reports),
and the colloquial requests of benchmarks/data/select_train (English and Chinese, over
real MCP servers that no evaluation set uses), each against the tools of its own deck.
benchmarks/train_select_adapter.py rebuilds it. Nothing in it is made for a tool set or
the wording of an evaluation set; the select_real dev split chose the settings.

Since the eighth session the ``hybrid`` method embeds with the select encoder (MiniLM
with its top layer tuned, :func:`~tooldeck.select.weights.read_tuned_layers`) and applies
this adapter, trained on the published model's request vectors, to the tuned vectors: on
the select_real dev split that pair ranks better than either alone (docs/select.md);
``hybrid-published`` applies it to the published model's vectors.

The shipped file is ``tooldeck/data/select/query_adapter.safetensors`` (float16, 295 KB);
its SHA-256 is checked against :data:`ADAPTER_SHA256` before first use. Its metadata
``chinese: yes`` says it was trained on requests holding Chinese (as their CC-CEDICT
glosses), so the hybrid retriever adapts those requests too.
"""

from __future__ import annotations

import json
from functools import lru_cache
from importlib import resources
from pathlib import Path

import numpy as np
import numpy.typing as npt

from tooldeck.errors import SelectError
from tooldeck.select.weights import read_pinned

__all__ = ["ADAPTER_PATH", "ADAPTER_SHA256", "QueryAdapter", "default_adapter"]

ADAPTER_PATH = Path(str(resources.files("tooldeck"))) / "data/select/query_adapter.safetensors"
"""The shipped adapter (built by benchmarks/train_select_adapter.py)."""

ADAPTER_SHA256 = "f5fb64bb5c20be9ae941102f3b96fbf4a5a25e85839271304a13ec06bf55cdfe"
"""SHA-256 of :data:`ADAPTER_PATH` as shipped (printed by the training script)."""


def gelu_tanh(x: npt.NDArray[np.float32]) -> npt.NDArray[np.float32]:
    """GELU, tanh form (Hendrycks & Gimpel 2016, eq. in section 2; torch's
    ``gelu(approximate="tanh")``), elementwise, same shape and dtype."""
    inner = np.float32(0.7978845608028654) * (x + np.float32(0.044715) * x * x * x)
    result = np.float32(0.5) * x * (np.float32(1) + np.tanh(inner))
    return np.asarray(result, dtype=np.float32)


class QueryAdapter:
    """``q ↦ normalise(q + q·A [+ gelu(q·W1 + b1)·W2])`` for unit request vectors of the
    encoder it was trained on.

    Args:
        matrix: ``A``, shape ``(d, d)`` (float; kept as float32).
        hidden: optional low-rank residual layer ``(W1, b1, W2)``, shapes ``(d, h)``,
            ``(h,)``, ``(h, d)``; GELU in its tanh form (:func:`gelu_tanh`).
        chinese: whether the map applies to requests holding Chinese (their CC-CEDICT
            glosses, as the cross-lingual stage gives MiniLM); False for an adapter
            trained on English requests only (the hybrid retriever then leaves such
            requests unadapted).

    Raises:
        SelectError: ``matrix`` is not square, or not finite; ``hidden`` has other shapes.
    """

    def __init__(
        self,
        matrix: npt.ArrayLike,
        *,
        hidden: tuple[npt.ArrayLike, npt.ArrayLike, npt.ArrayLike] | None = None,
        chinese: bool = False,
    ) -> None:
        a = np.asarray(matrix, dtype=np.float32)
        if a.ndim != 2 or a.shape[0] != a.shape[1] or not np.isfinite(a).all():
            raise SelectError(f"query adapter: need a finite square matrix, got shape {a.shape}")
        self.matrix = a
        self.chinese = chinese
        self.hidden: tuple[npt.NDArray[np.float32], ...] | None = None
        if hidden is not None:
            w1, b1, w2 = (np.asarray(x, dtype=np.float32) for x in hidden)
            d = a.shape[0]
            h = w1.shape[1] if w1.ndim == 2 else -1
            if (
                w1.shape != (d, h)
                or b1.shape != (h,)
                or w2.shape != (h, d)
                or not all(np.isfinite(x).all() for x in (w1, b1, w2))
            ):
                raise SelectError(
                    f"query adapter: hidden layer needs finite W1 ({d}, h), b1 (h,), W2 (h, "
                    f"{d}); got {w1.shape}, {b1.shape}, {w2.shape}"
                )
            self.hidden = (w1, b1, w2)

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
        data = read_pinned(
            path,
            sha256,
            what="query adapter",
            rebuild="benchmarks/train_select_adapter.py and update ADAPTER_SHA256",
            error=SelectError,
        )
        from safetensors.numpy import load as load_tensors

        try:
            tensors = load_tensors(data)
        except Exception as exc:  # safetensors raises its own error types
            raise SelectError(f"query adapter {path}: not a safetensors file ({exc})") from None
        if "A" not in tensors:
            raise SelectError(f"query adapter {path}: no tensor named 'A'")
        hidden = None
        if {"W1", "b1", "W2"} <= tensors.keys():
            hidden = (tensors["W1"], tensors["b1"], tensors["W2"])
        return cls(tensors["A"], hidden=hidden, chinese=_metadata(data).get("chinese") == "yes")

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
        if self.hidden is not None:
            w1, b1, w2 = self.hidden
            out = out + gelu_tanh(q @ w1 + b1) @ w2
        norm = float(np.linalg.norm(out))
        if norm == 0:
            return q
        result: npt.NDArray[np.float32] = (out / np.float32(norm)).astype(np.float32)
        return result


def _metadata(data: bytes) -> dict[str, str]:
    """The ``__metadata__`` of a safetensors file (its JSON header; {} when absent)."""
    size = int.from_bytes(data[:8], "little")
    header = json.loads(data[8 : 8 + size])
    meta = header.get("__metadata__") or {}
    return {str(k): str(v) for k, v in meta.items()}


@lru_cache(maxsize=1)
def default_adapter() -> QueryAdapter:
    """The shipped adapter, loaded and checked once per process.

    Raises:
        SelectError: as :meth:`QueryAdapter.load`.
    """
    return QueryAdapter.load()
