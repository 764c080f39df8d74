"""Speed of the select encoder (tuned top layer) against the published MiniLM, numpy
backend, same run (issue 15, seventh session): the tuned layer has the shapes of the one it
replaces, so the compute should be the same; this checks it.

- single request: median and 90th percentile over ``--questions`` BFCL questions ×
  ``--rounds``, the two encoders interleaved question by question, 1 BLAS thread, thread
  CPU time and wall time, no cache;
- cold index: every ``--every``-th document of the BFCL pool (the ``dense`` method's
  documents), empty cache, 1 BLAS thread, CPU time; the two encoders alternate twice.

``--students``: the select encoder against its request students instead (the shipped one
with ``shipped``, or student files written by benchmarks/train_select_student.py, read
without a hash check): single requests only, all of them interleaved question by question,
ratios to the select encoder (a student embeds requests only, never documents).

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
from tooldeck.select.weights import read_student


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--questions", type=int, default=60)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--every", type=int, default=8)
    parser.add_argument(
        "--students",
        nargs="+",
        metavar="FILE",
        help="time request students (files, or 'shipped') against the select encoder",
    )
    args = parser.parse_args()
    deck, cases, _ = build_pool()
    questions = [c.query for c in cases[:: max(1, len(cases) // args.questions)]]
    questions = questions[: args.questions]
    if args.students:
        students(questions, args.students, args.rounds)
        return
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


def students(questions: list[str], files: list[str], rounds: int) -> None:
    """Single-request times of the select encoder and each student, interleaved."""
    teacher = DenseRetriever(DENSE_FIELDS, use_disk_cache=False, num_threads=1, tuned=True)
    encoders = {"select encoder (6 layers)": teacher}
    for file in files:
        student = DenseRetriever(
            DENSE_FIELDS, use_disk_cache=False, num_threads=1, tuned=True, query_encoder="student"
        )
        if file != "shipped":
            layers, projection = read_student(Path(file), None)
            count = 1 + max(int(name.split(".")[2]) for name in layers)
            student._student = teacher._numpy_model().bottom(count, layers, projection)
        count = student._student_model().layers
        encoders[f"student {count} layers ({Path(file).name})"] = student
    for encoder in encoders.values():
        encoder.embed_queries(["warm up"])
    cpu: dict[str, list[float]] = {k: [] for k in encoders}
    wall: dict[str, list[float]] = {k: [] for k in encoders}
    for _ in range(rounds):
        for q in questions:
            for name, encoder in encoders.items():
                c0, w0 = time.thread_time(), time.perf_counter()
                encoder.embed_queries([q])
                cpu[name].append(time.thread_time() - c0)
                wall[name].append(time.perf_counter() - w0)
    base = next(iter(encoders))
    print(
        f"| 1 BLAS thread, {len(questions)} BFCL questions × {rounds} | median | "
        "90th percentile | median / the select encoder's |"
    )
    print("|---|---|---|---|")
    for label, data in (("CPU", cpu), ("wall", wall)):
        reference = statistics.median(data[base])
        for name in encoders:
            median = statistics.median(data[name])
            p90 = statistics.quantiles(data[name], n=10)[-1]
            print(
                f"| {name}, {label} | {1000 * median:.2f} ms | {1000 * p90:.2f} ms | "
                f"{median / reference:.2f} |"
            )


if __name__ == "__main__":
    main()
