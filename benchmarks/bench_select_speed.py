"""Speed and memory of tooldeck select (issue 4, performance section).

- BM25 query latency on the BFCL pool (see bench_select_bfcl.py) and on examples/ops68,
  against a pure-Python BM25 (dict term frequencies, precomputed IDF) measured in the same
  run on the same terms.
- Dense (all-MiniLM-L6-v2): single-query latency with torch.set_num_threads(1) and (2);
  cold index (empty cache; model load timed apart) and warm index (cache file present)
  of a deck.
- Index memory: BM25 score matrix, dense embedding matrix.

Run: ``.venv/bin/python benchmarks/bench_select_speed.py [--cold-deck bfcl|ops68]``.
Timings on a shared machine are noisy; medians of many repeats are reported.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from bench_select_bfcl import build_pool

from tooldeck.formats import load
from tooldeck.select.bm25 import BM25Retriever
from tooldeck.select.dense import DenseRetriever, load_model
from tooldeck.select.documents import DocumentFields, lexical_terms
from tooldeck.tool import Deck


class PurePythonBM25:
    """Reference: the same scores from Python dicts (no numpy)."""

    def __init__(self, docs: list[list[str]], k1: float = 1.2, b: float = 0.75) -> None:
        n = len(docs)
        avgdl = sum(map(len, docs)) / n
        df = Counter(t for d in docs for t in set(d))
        self.idf = {t: math.log(1 + (n - c + 0.5) / (c + 0.5)) for t, c in df.items()}
        self.tfs = [Counter(d) for d in docs]
        self.norm = [k1 * (1 - b + b * len(d) / avgdl) for d in docs]

    def top(self, terms: list[str], k: int) -> list[int]:
        scores = []
        for i, tf in enumerate(self.tfs):
            s = 0.0
            for t in terms:
                f = tf.get(t)
                if f:
                    s += self.idf[t] * f / (f + self.norm[i])
            scores.append((-s, i))
        scores.sort()
        return [i for _, i in scores[:k]]


def _median_us(fn, items, repeat: int = 3) -> float:  # type: ignore[no-untyped-def]
    times = []
    for _ in range(repeat):
        for item in items:
            t0 = time.perf_counter()
            fn(item)
            times.append(time.perf_counter() - t0)
    return statistics.median(times) * 1e6


def bm25_rows(label: str, deck: Deck, queries: list[str]) -> None:
    fields = DocumentFields()
    retriever = BM25Retriever(fields)
    t0 = time.perf_counter()
    retriever.index(deck)
    index_s = time.perf_counter() - t0
    ref = PurePythonBM25([lexical_terms(t, fields) for t in deck])
    fast = _median_us(lambda q: retriever.search(q, 8), queries)
    slow = _median_us(lambda q: ref.top(retriever.query_terms(q), 8), queries[:300], repeat=1)
    print(
        f"| BM25 query, {label} ({len(deck)} tools) | {fast:.1f} µs | {slow:.1f} µs | "
        f"{slow / fast:.1f}× | index {index_s * 1000:.0f} ms, "
        f"{retriever.memory_bytes() / 1024:.0f} KiB |"
    )


def dense_rows(label: str, deck: Deck, queries: list[str]) -> None:
    import torch

    t0 = time.perf_counter()
    load_model()
    print(f"| model load (torch + MiniLM) | {time.perf_counter() - t0:.2f} s | | | |")
    with tempfile.TemporaryDirectory() as tmp:
        cold = DenseRetriever(cache_dir=tmp)
        t0 = time.perf_counter()
        cold.index(deck)
        cold_s = time.perf_counter() - t0
        warm = DenseRetriever(cache_dir=tmp)
        t0 = time.perf_counter()
        warm.index(deck)
        warm_s = time.perf_counter() - t0
        print(
            f"| dense index {label} ({len(deck)} tools) | cold {cold_s:.1f} s | warm "
            f"{warm_s * 1000:.0f} ms | | {warm.memory_bytes() / 1024:.0f} KiB matrix |"
        )
        short = [q for q in queries if len(q) <= 120][:60]
        for threads in (1, 2):
            torch.set_num_threads(threads)
            for what, items in (("BFCL queries", queries[:60]), ("≤120-char queries", short)):
                warm._queries.clear()
                lat = _median_us(lambda q: warm.search(q, 8), items, 1)
                print(f"| dense query ({what}), torch threads={threads} | {lat / 1000:.1f} ms |||")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--cold-deck", choices=("bfcl", "ops68"), default="bfcl")
    parser.add_argument("--no-dense", action="store_true")
    args = parser.parse_args()
    pool, cases, _ = build_pool()
    queries = [c.query for c in cases][:1000]
    ops = load("examples/ops68").deck
    from tooldeck.cases import load_cases

    ops_queries = [c.query for c in load_cases("examples/ops68/cases.jsonl")]
    print("| measure | tooldeck | pure-Python reference | ratio | index |")
    print("|---|---|---|---|---|")
    bm25_rows("BFCL pool", pool, queries)
    bm25_rows("ops68", ops, ops_queries * 10)
    if not args.no_dense:
        dense_rows(args.cold_deck, pool if args.cold_deck == "bfcl" else ops, queries)


if __name__ == "__main__":
    main()
