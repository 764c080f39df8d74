"""Speed of the select encoder (tuned top layer) against the published MiniLM, numpy
backend, same run (issue 15, seventh session): the tuned layer has the shapes of the one it
replaces, so the compute should be the same; this checks it.

- single request: median and 90th percentile over ``--questions`` BFCL questions ×
  ``--rounds``, the two encoders interleaved question by question, 1 BLAS thread, thread
  CPU time and wall time, no cache;
- cold index: every ``--every``-th document of the BFCL pool (the ``dense`` method's
  documents), empty cache, 1 BLAS thread, CPU time; the two encoders alternate twice.

Run: ``PYTHONPATH=src .venv/bin/python benchmarks/bench_select_encoder_speed.py``.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from bench_select_bfcl import build_pool

from tooldeck.select.dense import DenseRetriever
from tooldeck.select.documents import dense_text
from tooldeck.select.methods import DENSE_FIELDS


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--questions", type=int, default=60)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--every", type=int, default=8)
    args = parser.parse_args()
    deck, cases, _ = build_pool()
    questions = [c.query for c in cases[:: max(1, len(cases) // args.questions)]]
    questions = questions[: args.questions]
    documents = [dense_text(t, DENSE_FIELDS) for t in deck.tools[:: args.every]]
    encoders = {
        "published MiniLM": DenseRetriever(DENSE_FIELDS, use_disk_cache=False, num_threads=1),
        "select encoder (tuned)": DenseRetriever(
            DENSE_FIELDS, use_disk_cache=False, num_threads=1, tuned=True
        ),
    }
    for encoder in encoders.values():
        encoder.embed(["warm up"])
    cpu: dict[str, list[float]] = {k: [] for k in encoders}
    wall: dict[str, list[float]] = {k: [] for k in encoders}
    for _ in range(args.rounds):
        for q in questions:
            for name, encoder in encoders.items():
                c0, w0 = time.thread_time(), time.perf_counter()
                encoder.embed([q])
                cpu[name].append(time.thread_time() - c0)
                wall[name].append(time.perf_counter() - w0)
    index: dict[str, list[float]] = {k: [] for k in encoders}
    for _ in range(2):
        for name, encoder in encoders.items():
            c0 = time.thread_time()
            encoder.embed(documents)
            index[name].append(time.thread_time() - c0)

    def ms(values: list[float], q: float) -> float:
        return 1000 * statistics.quantiles(values, n=100)[int(q) - 1] if q < 100 else 0.0

    base, tuned = encoders
    print(f"| 1 BLAS thread | {base} | {tuned} | ratio tuned / published |")
    print("|---|---|---|---|")
    for label, data in (("request CPU", cpu), ("request wall", wall)):
        for q in (50, 90):
            a, b = ms(data[base], q), ms(data[tuned], q)
            print(
                f"| {label}, {len(questions)} BFCL questions × {args.rounds}, "
                f"{'median' if q == 50 else '90th percentile'} | {a:.2f} ms | {b:.2f} ms | "
                f"{b / a:.2f} |"
            )
    a, b = min(index[base]), min(index[tuned])
    print(
        f"| cold index, {len(documents)} BFCL pool documents, CPU (best of 2) | {a:.2f} s | "
        f"{b:.2f} s | {b / a:.2f} |"
    )


if __name__ == "__main__":
    main()
