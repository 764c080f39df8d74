"""Harness overhead and memory of tooldeck eval (issue 8, performance section).

What is measured, per case, over N cases (default 1,000: the aftersales cases repeated with
new ids) on the engineered aftersales deck:

- ``router``: the backend's own time is the routing request + BM25 search; the reference
  measured in the same run is a bare loop calling ``backend.request`` + ``backend.send``
  for every case (no runner, no scoring). Harness overhead = runner wall per case − bare
  loop per case.
- ``openai`` against a zero-latency local server (127.0.0.1, canned response, a thread):
  reference = the same SDK call in a bare loop; overhead = runner wall per case − bare.
  The runner runs with concurrency 1 here so the two are comparable.
- memory: tracemalloc peak of one 1,000-case router run (scores kept, one per case),
  with the live progress bar on stderr.

Run: ``.venv/bin/python benchmarks/bench_eval.py [--cases 1000] [--repeats 3]``.
The machine is shared (2 cores, other engineers running tests): medians of ``--repeats``
runs are reported; treat them as noisy.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
import tracemalloc
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))

from rich.console import Console  # noqa: E402
from rich.table import Table  # noqa: E402

from eval_servers.fake_provider import openai_completion, serve  # noqa: E402
from tooldeck.cases import load_cases  # noqa: E402
from tooldeck.eval.backends import BackendOptions, Model, make_backend  # noqa: E402
from tooldeck.eval.backends.base import Message  # noqa: E402
from tooldeck.eval.backends.router import RouterBackend  # noqa: E402
from tooldeck.eval.runner import DEFAULT_SYSTEM_PROMPT, items_for, run_eval  # noqa: E402
from tooldeck.formats import load_deck  # noqa: E402


def _cases(n: int):  # type: ignore[no-untyped-def]
    base = load_cases(ROOT / "examples/aftersales/cases.jsonl")
    return [replace(base[i % len(base)], case_id=f"c{i}") for i in range(n)]


def _bare(backend, items) -> float:  # type: ignore[no-untyped-def]
    start = time.perf_counter()
    for item in items:
        messages = [Message.system(DEFAULT_SYSTEM_PROMPT), Message.user(item.case.query)]
        backend.send(backend.request(messages, item.deck))
    return (time.perf_counter() - start) / len(items) * 1000


def _runner(backend, items, progress: bool = False) -> float:  # type: ignore[no-untyped-def]
    start = time.perf_counter()
    run_eval(Model(backend), items, concurrency=1, progress=progress)
    return (time.perf_counter() - start) / len(items) * 1000


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--cases", type=int, default=1000)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    deck = load_deck(ROOT / "examples/aftersales/engineered")
    items = items_for(deck, _cases(args.cases))
    rows = []

    router = RouterBackend()
    router.calibrate([(i.case, i.deck) for i in items[:36]])
    bare = statistics.median(_bare(router, items) for _ in range(args.repeats))
    full = statistics.median(_runner(router, items) for _ in range(args.repeats))
    rows.append(("router", bare, full))

    with serve("openai") as server:
        server.default = openai_completion(
            calls=[("call_1", "get_order_by_id", '{"order_id": "ORD-700123"}')]
        )
        backend = make_backend(
            "openai:bench", base_url=server.url, options=BackendOptions(max_retries=0)
        )
        n = min(args.cases, 300)
        sub = items[:n]
        bare = statistics.median(_bare(backend, sub) for _ in range(args.repeats))
        full = statistics.median(_runner(backend, sub) for _ in range(args.repeats))
        rows.append((f"openai, local zero-latency server ({n} cases)", bare, full))

    tracemalloc.start()
    run_eval(Model(router), items, concurrency=4, progress=Console(stderr=True))
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()

    table = Table(title=f"tooldeck eval harness ({args.cases} cases, median of {args.repeats})")
    for col in ("backend", "bare backend ms/case", "runner ms/case", "overhead ms/case", "ratio"):
        table.add_column(col, justify="right" if col != "backend" else "left")
    for name, b, f in rows:
        table.add_row(name, f"{b:.3f}", f"{f:.3f}", f"{f - b:.3f}", f"{f / b:.2f}x")
    out = Console()
    out.print(table)
    out.print(f"memory: tracemalloc peak of a {args.cases}-case router run: {peak / 1e6:.2f} MB")


if __name__ == "__main__":
    main()
