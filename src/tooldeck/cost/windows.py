"""Window occupancy and the boundary sweep (how the cost grows with the tool count).

Top-k injection is costed two ways, both from the measured per-tool tokens: the k
heaviest tools (the worst a prefilter can pick) and a typical k (k × the mean tool), the
latter standing in for the average of the tools a prefilter picks per request until
a selector's real picks are given.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

__all__ = [
    "STANDARD_WINDOWS",
    "Occupancy",
    "SweepRow",
    "occupancy",
    "sweep",
    "sweep_sizes",
    "top_k_tokens",
]

STANDARD_WINDOWS: tuple[int, ...] = (8192, 32768, 131072, 200000)
"""8k, 32k, 128k and 200k context windows, in tokens."""

SEED_SWEEP_SIZES: tuple[int, ...] = (12, 20, 30, 45)
"""Tool counts of the sweep below the deck's size (then the whole deck)."""


def top_k_tokens(tokens: Sequence[int], k: int) -> tuple[int, float]:
    """``(heaviest, typical)``: tokens of the k heaviest tools, and k × the mean tool.

    When the deck has at most k tools both are the whole deck.
    """
    if not tokens:
        return 0, 0.0
    if k >= len(tokens):
        total = sum(tokens)
        return total, float(total)
    heaviest = sum(sorted(tokens, reverse=True)[:k])
    return heaviest, k * sum(tokens) / len(tokens)


@dataclass(frozen=True, slots=True)
class Occupancy:
    """Share of one window taken by the tools, in % (full, k heaviest, typical k)."""

    window: int
    full_percent: float
    heaviest_k_percent: float
    typical_k_percent: float
    left_after_full: int

    def to_json(self) -> dict[str, Any]:
        return {
            "window": self.window,
            "full_percent": round(self.full_percent, 2),
            "heaviest_k_percent": round(self.heaviest_k_percent, 2),
            "typical_k_percent": round(self.typical_k_percent, 2),
            "left_after_full": self.left_after_full,
        }


def occupancy(tokens: Sequence[int], windows: Sequence[int], k: int) -> tuple[Occupancy, ...]:
    """Window occupancy for full injection and top-k injection (``tokens``: per tool)."""
    full = sum(tokens)
    heaviest, typical = top_k_tokens(tokens, k)
    return tuple(
        Occupancy(
            window=w,
            full_percent=100.0 * full / w,
            heaviest_k_percent=100.0 * heaviest / w,
            typical_k_percent=100.0 * typical / w,
            left_after_full=w - full,
        )
        for w in windows
    )


@dataclass(frozen=True, slots=True)
class SweepRow:
    """One nested subset: the first ``tools`` tools of the deck."""

    tools: int
    full_tokens: int
    top_k_tokens: float
    heaviest_k_tokens: int
    saved_tokens: float
    saved_percent: float
    full_window_percent: float
    top_k_window_percent: float

    def to_json(self) -> dict[str, Any]:
        return {
            "tools": self.tools,
            "full_tokens": self.full_tokens,
            "top_k_tokens": round(self.top_k_tokens, 1),
            "heaviest_k_tokens": self.heaviest_k_tokens,
            "saved_tokens": round(self.saved_tokens, 1),
            "saved_percent": round(self.saved_percent, 2),
            "full_window_percent": round(self.full_window_percent, 2),
            "top_k_window_percent": round(self.top_k_window_percent, 2),
        }


def sweep_sizes(n: int) -> tuple[int, ...]:
    """Subset sizes: 12/20/30/45 below n then n, for n ≤ 100; else the
    quantiles ⅛, ¼, ½, ¾ of n then n."""
    if n <= 0:
        return ()
    if n <= 100:
        sizes = [s for s in SEED_SWEEP_SIZES if s < n]
    else:
        sizes = sorted({max(1, n * q // 8) for q in (1, 2, 4, 6)})
    return (*sizes, n)


def sweep(tokens: Sequence[int], k: int, window: int) -> tuple[SweepRow, ...]:
    """The boundary sweep over nested subsets (the first n tools, in deck order).

    ``top_k_tokens`` is the typical k (k × the subset's mean tool); ``saved`` is full
    minus that; window shares are of ``window`` tokens.
    """
    rows = []
    for n in sweep_sizes(len(tokens)):
        subset = tokens[:n]
        full = sum(subset)
        heaviest, typical = top_k_tokens(subset, k)
        saved = full - typical
        rows.append(
            SweepRow(
                tools=n,
                full_tokens=full,
                top_k_tokens=typical,
                heaviest_k_tokens=heaviest,
                saved_tokens=saved,
                saved_percent=100.0 * saved / full if full else 0.0,
                full_window_percent=100.0 * full / window,
                top_k_window_percent=100.0 * typical / window,
            )
        )
    return tuple(rows)
