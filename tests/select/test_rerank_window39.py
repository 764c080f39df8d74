"""``benchmarks/train_select_rerank.py --depth N`` fits the re-ranker for another window
(session 39): the features of each request's first N candidates, and the file says N
(``depth``, which :meth:`Reranker.from_json` reads and :meth:`Reranker.rerank` uses).
Synthetic lists (no model, no data set): shapes and the written window only."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import numpy as np
import pytest

from tooldeck.select.rerank import DEPTH, FEATURES, Reranker

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
train = pytest.importorskip("train_select_rerank")


def lists(m: int) -> list[object]:
    rng = np.random.default_rng(1)
    return [
        train.Listed("train" if i % 2 else "bfcl", rng.normal(size=(m, len(FEATURES))), [[i % m]])
        for i in range(6)
    ]


def test_depth_is_fitted_and_written() -> None:
    settings = train.Settings(mix=0.7, hidden=2, steps=5, depth=40)
    model = train.rounded(train.fit(lists(40), settings))
    assert model.depth == 40
    assert json.loads(model.to_json())["depth"] == 40
    assert Reranker.from_json(model.to_json()).depth == 40
    # the default stays the shipped window
    assert train.Settings().depth == DEPTH == 30
    assert train.fit(lists(30), train.Settings(steps=5)).depth == DEPTH


def test_depth_outside_the_kept_places_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        train.main(["--depth", "1"])
    assert "--depth must be 2 to 128" in capsys.readouterr().err
