"""The numpy MiniLM of this tree against the one of a git revision, in one process.

Both encoders (``tooldeck.select.minilm.NumpyMiniLM`` as imported, and ``minilm.py`` as it
is at ``--against``, default ``main``) load the packaged all-MiniLM-L6-v2 and run,
alternated so that load on a shared machine hits both alike, with 1 BLAS thread:

- single request: ``encode_ids([ids])`` of the first 60 BFCL pool questions × ``--rounds``
  (tokenised beforehand), median and 90th percentile, wall and CPU time of the thread;
- index: every ``--step``-th document of the BFCL pool (the ``dense`` method's texts; 1 =
  the whole pool) and the whole examples/ops68 deck, in batches of 16 sorted by word-piece
  count as ``DenseRetriever`` does, wall and thread CPU seconds;
- the smallest cosine between the two encoders' vectors.

Run: ``PYTHONPATH=src .venv/bin/python benchmarks/bench_minilm_versions.py [--against REV]
[--step N] [--rounds N]``. Timings on a shared machine are noisy; the ratio matters.
"""

from __future__ import annotations

import argparse
import importlib.util
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).parent))

from bench_select_bfcl import build_pool

from tooldeck.formats import load
from tooldeck.select import minilm
from tooldeck.select.dense import blas_threads, model_path
from tooldeck.select.documents import dense_text
from tooldeck.select.methods import DENSE_FIELDS

ROOT = Path(__file__).resolve().parents[1]


def _module_at(rev: str, folder: Path) -> Any:
    """``minilm.py`` as it is at ``rev``, imported under another name."""
    text = subprocess.run(
        ["git", "show", f"{rev}:src/tooldeck/select/minilm.py"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    file = folder / "minilm_reference.py"
    file.write_text(text, encoding="utf-8")
    spec = importlib.util.spec_from_file_location("minilm_reference", file)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _index(model: Any, docs: list[list[int]]) -> tuple[float, float, np.ndarray]:
    order = sorted(range(len(docs)), key=lambda i: -len(docs[i]))
    out = np.empty((len(docs), model.hidden), np.float32)
    wall, cpu = time.perf_counter(), time.thread_time()
    for start in range(0, len(order), 16):
        batch = order[start : start + 16]
        out[batch] = model.encode_ids([docs[i] for i in batch])
    return time.perf_counter() - wall, time.thread_time() - cpu, out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--against", default="main", help="git revision of the reference")
    parser.add_argument("--step", type=int, default=8, help="every N-th BFCL pool document")
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        reference = _module_at(args.against, Path(tmp))
    path = model_path()
    models = {
        args.against: reference.NumpyMiniLM(path, expected_sha256=None),
        "this tree": minilm.NumpyMiniLM(path, expected_sha256=None),
    }
    current = models["this tree"]
    pool, cases, _ = build_pool()
    queries = current.token_ids([c.query for c in cases][:60])
    decks = {
        f"BFCL pool, every {args.step}th document": pool.tools[:: args.step],
        "ops68": load(str(ROOT / "examples/ops68")).deck.tools,
    }
    print(f"| 1 BLAS thread | {args.against} | this tree | ratio |")
    print("|---|---|---|---|")
    with blas_threads(1):
        walls: dict[str, list[float]] = {name: [] for name in models}
        cpus: dict[str, list[float]] = {name: [] for name in models}
        for _ in range(args.rounds):
            for ids in queries:
                for name, model in models.items():
                    wall, cpu = time.perf_counter(), time.thread_time()
                    model.encode_ids([ids])
                    walls[name].append(time.perf_counter() - wall)
                    cpus[name].append(time.thread_time() - cpu)
        for what, times in (("wall", walls), ("CPU", cpus)):
            for label, pick in (("median", 4), ("90th percentile", 8)):
                a, b = (statistics.quantiles(times[n], n=10)[pick] * 1000 for n in models)
                print(
                    f"| request ({len(queries)} BFCL questions × {args.rounds}), {what} "
                    f"{label} | {a:.2f} ms | {b:.2f} ms | {a / b:.2f}× |"
                )
        vectors = [
            np.concatenate([m.encode_ids([ids]) for ids in queries]) for m in models.values()
        ]
        low = float((vectors[0] * vectors[1]).sum(axis=1).min())
        for label, tools in decks.items():
            docs = current.token_ids([dense_text(tool, DENSE_FIELDS) for tool in tools])
            runs = [_index(model, docs) for model in models.values()]
            low = min(low, float((runs[0][2] * runs[1][2]).sum(axis=1).min()))
            pieces = sum(map(len, docs))
            for i, what in ((0, "wall"), (1, "CPU")):
                a, b = runs[0][i], runs[1][i]
                print(
                    f"| index {label} ({len(docs)} texts, {pieces:,} word pieces), {what} "
                    f"| {a:.2f} s | {b:.2f} s | {a / b:.2f}× |"
                )
    print(f"| smallest cosine between the two encoders' vectors | {low:.6f} | | |")


if __name__ == "__main__":
    main()
