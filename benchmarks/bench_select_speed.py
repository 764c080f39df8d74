"""Speed and memory of tooldeck select (issue 4, performance section).

- BM25 query latency on the BFCL pool (see bench_select_bfcl.py) and on examples/ops68,
  against a pure-Python BM25 (dict term frequencies, precomputed IDF) measured in the same
  run on the same terms.
- Dense (all-MiniLM-L6-v2), the ``dense`` method's documents: cold index (empty cache in a
  temporary folder, model load timed apart) with 1 and 2 torch threads, warm index (cache
  file present) and single-query latency with 1 and 2 threads, each against the plain
  sentence-transformers ``encode`` with its defaults (float32, batch 32) in the same run;
  wall and CPU time (``time.process_time``, all threads of the process).
- Index memory: BM25 score matrix, dense embedding matrix, model weights.

- ``--backends``: the three ways to run MiniLM side by side in one run: tooldeck's numpy
  backend (the default, no torch), tooldeck's torch backend (precision "auto") and the
  plain sentence-transformers ``encode`` (float32, batch 32): model load, cold index of
  the deck (empty cache) with ``--threads`` threads, single-query median (1 thread,
  interleaved query by query), weights in memory. The other rows are skipped.

Run: ``.venv/bin/python benchmarks/bench_select_speed.py [--cold-deck bfcl|ops68]
[--rounds N] [--no-dense] [--backends [--threads N]]``. The user's embedding cache is
never read or written.
Timings on a shared machine are noisy: query latencies are medians, interleaved with the
reference query by query; the cold index is one run of each (about 2 minutes in all).
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
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).parent))

from bench_select_bfcl import build_pool

from tooldeck.formats import load
from tooldeck.select.base import Retriever
from tooldeck.select.bm25 import BM25Retriever
from tooldeck.select.dense import DenseRetriever, default_precision, load_model
from tooldeck.select.documents import DocumentFields, dense_text, lexical_terms
from tooldeck.select.methods import DENSE_FIELDS, make_retriever
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


def _clock() -> tuple[float, float]:
    return time.perf_counter(), time.process_time()


def _since(t: tuple[float, float]) -> tuple[float, float]:
    """(wall s, CPU s of this process, all threads) since ``t``."""
    return time.perf_counter() - t[0], time.process_time() - t[1]


def dense_rows(label: str, deck: Deck, queries: list[str], rounds: int) -> None:
    """Dense rows. Reference: the plain sentence-transformers call with its defaults
    (``SentenceTransformer.encode(texts)``: float32, batch 32) on the same model, texts
    and thread count, in the same run. tooldeck: ``make_retriever("dense")`` (the library
    default: documents of DENSE_FIELDS, precision "auto", batch 16, index_threads = all
    CPUs, 1 torch thread per single request on a ≤ 2-CPU machine) with its disk cache in a
    temporary folder (cold = empty)."""
    import torch

    texts = [dense_text(tool, DENSE_FIELDS) for tool in deck]
    t = _clock()
    reference = load_model(precision="fp32")
    print(f"| model load, float32 (torch + MiniLM) | {_since(t)[0]:.2f} s | | | |")
    t = _clock()
    load_model(precision="auto")
    print(
        f"| model load, precision {default_precision()} (a second copy) | "
        f"{_since(t)[0]:.2f} s | | | |"
    )
    default_threads = DenseRetriever().index_threads or torch.get_num_threads()

    def cold_reference(threads: int) -> tuple[float, float]:
        torch.set_num_threads(threads)
        t = _clock()
        reference.encode(texts, normalize_embeddings=True, show_progress_bar=False)
        return _since(t)

    def cold_tooldeck(threads: int, tmp: str) -> tuple[float, float, Retriever]:
        retriever: Retriever
        t = _clock()
        if threads == default_threads:
            retriever = make_retriever("dense", cache_dir=Path(tmp))
        else:
            retriever = DenseRetriever(DENSE_FIELDS, cache_dir=tmp, index_threads=threads)
        retriever.index(deck)  # warms nothing: the cache folder is empty
        return *_since(t), retriever

    for threads in sorted({default_threads, 1, 2}):
        ref_wall, ref_cpu = cold_reference(threads)
        with tempfile.TemporaryDirectory() as tmp:
            wall, cpu, cold = cold_tooldeck(threads, tmp)
            assert isinstance(cold, DenseRetriever) and cold.embedded_last_index == len(texts)
            default = " (default)" if threads == default_threads else ""
            print(
                f"| dense cold index, {label} ({len(deck)} tools), torch threads={threads}"
                f"{default}, wall (CPU) | {wall:.1f} s ({cpu:.1f} s) | {ref_wall:.1f} s "
                f"({ref_cpu:.1f} s) | {ref_wall / wall:.2f}× ({ref_cpu / cpu:.2f}×) | "
                f"{cold.memory_bytes() / 1024:.0f} KiB matrix |"
            )
            if threads != default_threads:
                continue
            warm_times = []
            for _ in range(5):
                t1 = _clock()
                warm = make_retriever("dense", cache_dir=Path(tmp))
                warm.index(deck)
                warm_times.append(_since(t1)[0])
                assert isinstance(warm, DenseRetriever) and warm.embedded_last_index == 0
            warm_s = statistics.median(warm_times)
            print(
                f"| dense warm index (cache file present, new retriever), median of 5 | "
                f"{warm_s * 1000:.0f} ms | cold {wall:.1f} s | {wall / warm_s:.0f}× | |"
            )
            query_rows(deck, tmp, reference, queries, rounds)
    params = sum(p.numel() * p.element_size() for p in load_model(precision="auto").parameters())
    params_ref = sum(p.numel() * p.element_size() for p in reference.parameters())
    print(
        f"| model weights in memory, precision {default_precision()} | {params / 2**20:.1f} MiB "
        f"| {params_ref / 2**20:.1f} MiB | {params_ref / params:.2f}× | |"
    )


def query_rows(deck: Deck, tmp: str, reference: Any, queries: list[str], rounds: int) -> None:
    """Single-query latency of ``search(q, 8)`` of a dense retriever with ``num_threads``
    1 and 2 indexed from the cache in ``tmp`` (query cache emptied before each query)
    against the reference (plain float32 ``encode([q])``, then the same matrix product and
    top 8), interleaved query by query so that load on the shared machine hits both alike.
    The retriever sets the torch thread count at each embedding, so both run with it."""
    short = [q for q in queries if len(q) <= 120][:60]
    for threads in (1, 2):
        warm = DenseRetriever(DENSE_FIELDS, cache_dir=tmp, num_threads=threads)
        warm.index(deck)
        matrix = warm._matrix
        for what, items in (("BFCL queries", queries[:60]), ("≤120-char queries", short)):
            ours, ref = [], []
            for _ in range(rounds):
                for q in items:
                    warm._queries.clear()
                    t = time.perf_counter()
                    warm.search(q, 8)
                    ours.append(time.perf_counter() - t)
                    t = time.perf_counter()
                    vector = reference.encode(
                        [q], normalize_embeddings=True, show_progress_bar=False
                    )
                    np.argsort(-(matrix @ vector[0]))[:8]
                    ref.append(time.perf_counter() - t)
            a, b = statistics.median(ours) * 1000, statistics.median(ref) * 1000
            print(
                f"| dense query median ({what}, {len(items)} × {rounds}), torch threads="
                f"{threads} | {a:.1f} ms | {b:.1f} ms | {b / a:.2f}× | |"
            )


def backend_rows(label: str, deck: Deck, queries: list[str], rounds: int, threads: int) -> None:
    """numpy vs torch (tooldeck) vs plain sentence-transformers; see the module docstring."""
    import torch

    from tooldeck.select.dense import load_numpy_model

    texts = [dense_text(tool, DENSE_FIELDS) for tool in deck]
    print(
        f"| {label} ({len(deck)} tools) | numpy | torch ({default_precision()}) | "
        "sentence-transformers | torch / numpy | ST / numpy |"
    )
    print("|---|---|---|---|---|---|")
    loads = []
    for load_fn in (
        load_numpy_model,
        lambda: load_model(precision="auto"),
        lambda: load_model(precision="fp32"),
    ):
        t = _clock()
        model = load_fn()
        loads.append(_since(t)[0])
    reference = model

    def row(what: str, values: list[float], unit: str, fmt: str = ".1f") -> None:
        a, b, c = values
        print(
            f"| {what} | {a:{fmt}} {unit} | {b:{fmt}} {unit} | {c:{fmt}} {unit} | "
            f"{b / a:.2f}× | {c / a:.2f}× |"
        )

    row("model load (first; torch import in the torch column)", loads, "s", ".2f")
    walls, cpus, retrievers = [], [], []
    for backend in ("numpy", "torch"):
        with tempfile.TemporaryDirectory() as tmp:
            retriever = DenseRetriever(
                DENSE_FIELDS, cache_dir=tmp, index_threads=threads, backend=backend
            )  # type: ignore[arg-type]
            t = _clock()
            retriever.index(deck)
            wall, cpu = _since(t)
            assert retriever.embedded_last_index == len(texts)
            walls.append(wall)
            cpus.append(cpu)
            retrievers.append(retriever)
    torch.set_num_threads(threads)
    t = _clock()
    reference.encode(texts, normalize_embeddings=True, show_progress_bar=False)
    wall, cpu = _since(t)
    row(f"cold index, {threads} threads, wall", [*walls, wall], "s")
    row(f"cold index, {threads} threads, CPU", [*cpus, cpu], "s")
    cos = (retrievers[0]._matrix * retrievers[1]._matrix).sum(axis=1)
    print(
        f"| cosine numpy vs torch ({default_precision()}) documents, min / mean | "
        f"{cos.min():.5f} / {cos.mean():.5f} | | | | |"
    )
    items = queries[:60]
    numpy_r, torch_r = (
        DenseRetriever(DENSE_FIELDS, use_disk_cache=False, num_threads=1, backend=b)
        for b in ("numpy", "torch")
    )  # type: ignore[arg-type]
    numpy_r._deck = torch_r._deck = deck
    numpy_r._matrix = torch_r._matrix = retrievers[0]._matrix
    times: list[list[float]] = [[], [], []]
    for _ in range(rounds):
        for q in items:
            for i, r in enumerate((numpy_r, torch_r)):
                r._queries.clear()
                t0 = time.perf_counter()
                r.search(q, 8)
                times[i].append(time.perf_counter() - t0)
            torch.set_num_threads(1)
            t0 = time.perf_counter()
            vector = reference.encode([q], normalize_embeddings=True, show_progress_bar=False)
            np.argsort(-(retrievers[0]._matrix @ vector[0]))[:8]
            times[2].append(time.perf_counter() - t0)
    row(
        f"query median, BFCL questions ({len(items)} × {rounds}), 1 thread",
        [statistics.median(x) * 1000 for x in times],
        "ms",
    )
    row(
        "— 90th percentile",
        [statistics.quantiles(x, n=10)[-1] * 1000 for x in times],
        "ms",
    )
    weights = [
        load_numpy_model().weight_bytes(),
        sum(p.numel() * p.element_size() for p in load_model(precision="auto").parameters()),
        sum(p.numel() * p.element_size() for p in reference.parameters()),
    ]
    row("model weights in memory", [w / 2**20 for w in weights], "MiB")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--cold-deck", choices=("bfcl", "ops68"), default="bfcl")
    parser.add_argument("--no-dense", action="store_true")
    parser.add_argument("--rounds", type=int, default=3, help="rounds of the query timings")
    parser.add_argument("--backends", action="store_true", help="numpy vs torch vs ST only")
    parser.add_argument("--threads", type=int, default=2, help="index threads (--backends)")
    args = parser.parse_args()
    pool, cases, _ = build_pool()
    queries = [c.query for c in cases][:1000]
    if args.backends:
        deck = pool if args.cold_deck == "bfcl" else load("examples/ops68").deck
        backend_rows(args.cold_deck, deck, queries, args.rounds, args.threads)
        return
    ops = load("examples/ops68").deck
    from tooldeck.cases import load_cases

    ops_queries = [c.query for c in load_cases("examples/ops68/cases.jsonl")]
    print("| measure | tooldeck | pure-Python reference | ratio | index |")
    print("|---|---|---|---|---|")
    bm25_rows("BFCL pool", pool, queries)
    bm25_rows("ops68", ops, ops_queries * 10)
    if not args.no_dense:
        dense_rows(args.cold_deck, pool if args.cold_deck == "bfcl" else ops, queries, args.rounds)


if __name__ == "__main__":
    main()
