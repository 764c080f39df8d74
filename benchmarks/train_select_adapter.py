"""Train the query adapter of the ``hybrid`` method (tooldeck.select.adapter).

What it does: embeds the BFCL pool (benchmarks/bench_select_bfcl.py: every distinct
function of the single-turn BFCL categories with ground truth) and its questions with the
numpy MiniLM, exactly as the ``hybrid`` method does at run time (request through the
cross-lingual stage; function documents with ``DENSE_FIELDS``), then fits
``A`` (384 × 384, start 0) so that ``normalise(q + q·A)`` ranks each question's gold
functions first among all pool functions: softmax cross-entropy over the whole pool at
temperature 0.05 (InfoNCE, van den Oord et al. 2018), + ``weight_decay``·‖A‖², Adam
(Kingma & Ba 2015, lr 1e-3), batches of 64, 20 epochs, one CPU thread, fixed torch
random state. A gold name with several functions (``__alt``) counts as one target whose
probability is the sum over its functions.

Training questions: the even-numbered questions with gold (``--half even`` of
bench_select_bfcl.py). The odd-numbered ones are never seen: they are the held-out half
for the BFCL figures. No select_real, ops68 or cross-lingual request is used.

torch is needed here only (``.venv/bin/pip install torch``); tooldeck applies the result
in numpy. Embeddings come from the disk cache, so a re-run after the benchmark embeds
nothing.

Run (writes src/tooldeck/data/select/query_adapter.safetensors and prints its SHA-256,
which must then be pasted into ``ADAPTER_SHA256`` in src/tooldeck/select/adapter.py):

    PYTHONPATH=src nice -n 10 .venv/bin/python benchmarks/train_select_adapter.py

Bit-identical output needs the same torch version and CPU kind (float32 sums are
order-dependent); a rebuild elsewhere gives the same figures to about ±0.002.
"""

from __future__ import annotations

import argparse
import hashlib
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_select_bfcl import build_pool

from tooldeck.select.adapter import ADAPTER_PATH
from tooldeck.select.crosslingual import CrossLingualRetriever
from tooldeck.select.hybrid import HybridRetriever
from tooldeck.select.methods import make_retriever


def training_data() -> tuple[np.ndarray, np.ndarray, list[list[list[int]]]]:
    """Request vectors of the even-numbered questions, the pool's document matrix, and
    per question the pool positions of each gold name (its ``__alt`` functions)."""
    deck, cases, aliases = build_pool()
    retriever = make_retriever("hybrid-base")
    assert isinstance(retriever, CrossLingualRetriever)
    retriever.index(deck)
    inner = retriever.inner
    assert isinstance(inner, HybridRetriever)
    scored = [c for c in cases if c.expected_tools][0::2]
    queries = [retriever.expander.expand(c.query) for c in scored]
    inner.dense.prime_queries(queries)
    vectors = np.stack([inner.dense.query_vector(q) for q in queries])
    position = {t.name: i for i, t in enumerate(deck.tools)}
    gold = [
        [sorted(position[a] for a in aliases.get(g, frozenset({g}))) for g in c.expected_tools]
        for c in scored
    ]
    return vectors, np.asarray(inner.dense._matrix), gold


def train(
    vectors: np.ndarray,
    documents: np.ndarray,
    gold: list[list[list[int]]],
    *,
    epochs: int = 20,
    weight_decay: float = 1e-2,
    temperature: float = 0.05,
    batch: int = 64,
) -> np.ndarray:
    """The adapter matrix ``A`` (float32, shape ``(d, d)``); see the module docstring."""
    import torch

    torch.manual_seed(0)
    torch.set_num_threads(1)
    torch.use_deterministic_algorithms(True)
    q_all = torch.tensor(vectors, dtype=torch.float32)
    docs = torch.tensor(documents, dtype=torch.float32)
    # one row per (question, gold name): a mask over the pool
    owner, masks = [], []
    for i, names in enumerate(gold):
        for positions in names:
            mask = torch.zeros(docs.shape[0], dtype=torch.bool)
            mask[positions] = True
            owner.append(i)
            masks.append(mask)
    mask_all = torch.stack(masks)
    owner_t = torch.tensor(owner)
    d = docs.shape[1]
    a = torch.zeros(d, d, requires_grad=True)
    opt = torch.optim.Adam([a], lr=1e-3)
    for _ in range(epochs):
        order = torch.randperm(len(vectors))
        for start in range(0, len(vectors), batch):
            idx = order[start : start + batch]
            q = q_all[idx]
            q = q + q @ a
            q = q / q.norm(dim=1, keepdim=True)
            log_p = torch.log_softmax(q @ docs.T / temperature, dim=1)
            rows = torch.isin(owner_t, idx).nonzero().squeeze(1)
            where = {int(v): j for j, v in enumerate(idx)}
            take = torch.tensor([where[int(owner_t[r])] for r in rows])
            picked = log_p[take].masked_fill(~mask_all[rows], float("-inf"))
            loss = -torch.logsumexp(picked, dim=1).sum() / len(idx)
            loss = loss + weight_decay * (a**2).sum()
            opt.zero_grad()
            loss.backward()
            opt.step()
    return a.detach().numpy()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=ADAPTER_PATH)
    parser.add_argument("--epochs", type=int, default=20)
    parser.add_argument("--weight-decay", type=float, default=1e-2)
    args = parser.parse_args(argv)
    start = time.perf_counter()
    vectors, documents, gold = training_data()
    print(f"{len(vectors)} training questions, {len(documents)} functions", file=sys.stderr)
    matrix = train(vectors, documents, gold, epochs=args.epochs, weight_decay=args.weight_decay)
    from safetensors.numpy import save

    data = save(
        {"A": matrix.astype(np.float16)},
        metadata={
            "encoder": "sentence-transformers/all-MiniLM-L6-v2 (frozen)",
            "map": "q' = normalise(q + q A)",
            "training": "BFCL pool, even-numbered questions with gold (bench_select_bfcl.py)",
            "objective": f"InfoNCE over the pool, temperature 0.05, epochs {args.epochs}, "
            f"weight decay {args.weight_decay}",
        },
    )
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_bytes(data)
    print(f"wrote {args.out} ({len(data)} bytes) in {time.perf_counter() - start:.0f} s")
    print(f"ADAPTER_SHA256 = {hashlib.sha256(data).hexdigest()!r}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
