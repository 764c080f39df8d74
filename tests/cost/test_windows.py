"""Window occupancy and the boundary sweep (tooldeck.cost.windows), by hand."""

from __future__ import annotations

import pytest

from tooldeck.cost.windows import occupancy, sweep, sweep_sizes, top_k_tokens


def test_windows_and_sweep_by_hand() -> None:
    # k = 2 of [10, 20, 30]: heaviest 30 + 20 = 50; typical 2 × mean 20 = 40
    assert top_k_tokens([10, 20, 30], 2) == (50, 40.0)
    assert top_k_tokens([10, 20], 5) == (30, 30.0)
    [o] = occupancy([10, 20, 30], [100], 2)
    assert (o.full_percent, o.heaviest_k_percent, o.typical_k_percent) == (60.0, 50.0, 40.0)
    assert o.left_after_full == 40
    assert sweep_sizes(68) == (12, 20, 30, 45, 68)
    assert sweep_sizes(10) == (10,)
    assert sweep_sizes(2000) == (250, 500, 1000, 1500, 2000)
    rows = sweep([10] * 12 + [20] * 8, k=8, window=1000)
    # first 12 tools: full 120, typical 8 × 10 = 80, saved 40; all 20: full 280,
    # typical 8 × 14 = 112, saved 168 (60 %)
    assert [(r.tools, r.full_tokens, r.top_k_tokens, r.saved_tokens) for r in rows] == [
        (12, 120, 80.0, 40.0),
        (20, 280, 112.0, 168.0),
    ]
    assert rows[1].saved_percent == pytest.approx(60.0)
