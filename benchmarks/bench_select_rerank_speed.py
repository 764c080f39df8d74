"""Query-time cost of the ``hybrid`` method's re-ranker (tooldeck.select.rerank).

Over the select_real dev requests (each over its own deck, indexes and request vectors
warm), per request, alternating: ``search(q, 8)`` of ``hybrid`` (with the re-ranker) and
of ``hybrid-norerank`` (the same first stage without it), and the re-ranking step alone
(features of the top 30 and the model, :meth:`Reranker.rerank`). Prints the medians and
90th percentiles in ms and the ratio of the two searches (same run, one BLAS thread).

Run: ``PYTHONPATH=src .venv/bin/python benchmarks/bench_select_rerank_speed.py``
"""

from __future__ import annotations

import os
import statistics
import time
from pathlib import Path

os.environ.setdefault("OMP_NUM_THREADS", "1")
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

from tooldeck.cases import load_cases
from tooldeck.formats import load
from tooldeck.select.base import innermost
from tooldeck.select.hybrid import HybridRetriever
from tooldeck.select.methods import make_retriever

REAL = Path(__file__).resolve().parent / "data" / "select_real"
DECKS = ("github", "gateway_devops", "vscode_copilot_chat", "chrome_devtools", "mongodb")


def _ms(values: list[float]) -> str:
    q = statistics.quantiles(values, n=10)
    return f"median {statistics.median(values):7.3f} ms, 90th percentile {q[-1]:7.3f} ms"


def main() -> None:
    on: list[float] = []
    off: list[float] = []
    step: list[float] = []
    for name in DECKS:
        deck = load(str(REAL / "decks" / f"{name}.json")).deck
        cases = load_cases(REAL / "cases" / f"{name}.dev.jsonl")
        with_rr, without = make_retriever("hybrid"), make_retriever("hybrid-norerank")
        with_rr.index(deck)
        without.index(deck)
        inner = innermost(with_rr)
        assert isinstance(inner, HybridRetriever) and inner.reranker is not None
        queries = [c.query for c in cases]
        for q in queries:  # warm the request vectors of both
            with_rr.search(q, 8)
            without.search(q, 8)
        for q in queries:
            t = time.perf_counter()
            with_rr.search(q, 8)
            on.append((time.perf_counter() - t) * 1e3)
            t = time.perf_counter()
            without.search(q, 8)
            off.append((time.perf_counter() - t) * 1e3)
            cands = inner.candidates(q)  # the hybrid expands the request itself
            sentences = inner.index_sentences()
            t = time.perf_counter()
            inner.reranker.rerank(cands, sentences)
            step.append((time.perf_counter() - t) * 1e3)
    print(f"{len(on)} select_real dev requests, warm, 1 BLAS thread")
    print(f"hybrid (with re-ranker)    search(q, 8): {_ms(on)}")
    print(f"hybrid-norerank            search(q, 8): {_ms(off)}")
    print(f"re-ranking step alone (features + model): {_ms(step)}")
    print(f"ratio of the medians: {statistics.median(on) / statistics.median(off):.2f}x")


if __name__ == "__main__":
    main()
