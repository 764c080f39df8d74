"""Reciprocal rank fusion (Cormack, Clarke & Büttcher, SIGIR 2009) of rankings over the same
positions: the ``hybrid`` method's first stage and its request memory both fuse with it."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import numpy.typing as npt

from tooldeck.errors import SelectError

__all__ = ["rank_positions", "reciprocal_rank_fusion"]


def rank_positions(
    scores: npt.NDArray[np.floating], *, positive_only: bool
) -> npt.NDArray[np.float64]:
    """1-based rank of every position by descending score (ties in position order), shape
    ``(n,)``; with ``positive_only`` a position scoring ≤ 0 is unranked (``inf``)."""
    order = np.argsort(-scores, kind="stable")
    ranks = np.empty(scores.shape[0], dtype=np.float64)
    ranks[order] = np.arange(1, scores.shape[0] + 1, dtype=np.float64)
    if positive_only:
        ranks[scores <= 0] = np.inf
    return ranks


def reciprocal_rank_fusion(
    rankings: Sequence[npt.NDArray[np.floating]],
    weights: Sequence[float] | None = None,
    *,
    c: float = 60.0,
) -> npt.NDArray[np.float64]:
    """RRF scores from per-method rank arrays (1-based; ``inf`` = not ranked).

    Args:
        rankings: one array per method, each of shape ``(n,)``.
        weights: per-method weight (default 1 each).
        c: the RRF constant (60 in Cormack et al. 2009).

    Returns:
        ``Σ w / (c + rank)`` per position, shape ``(n,)``.

    Raises:
        SelectError: ``c`` < 0.
    """
    if c < 0:
        raise SelectError(f"RRF constant must be ≥ 0, got {c}")
    weights = weights or [1.0] * len(rankings)
    fused = np.zeros(rankings[0].shape[0], dtype=np.float64)
    for ranks, weight in zip(rankings, weights, strict=True):
        fused += weight / (c + ranks)
    return fused
