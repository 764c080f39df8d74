"""How close the request student's vectors are to the select encoder's (issue 15, the
``--fast-query`` student of benchmarks/train_select_student.py).

Cosine of student and teacher request vectors (the select encoder's normalised request
vector, before the query adapter), both from the run-time numpy code, on held-out texts
as MiniLM sees them (through the cross-lingual stage): the select_real dev requests
(English and Chinese apart) and the odd-numbered BFCL questions with gold. Neither set is
trained on; select_real holdout is not read.

Run: ``PYTHONPATH=src .venv/bin/python benchmarks/bench_select_student_fidelity.py
[FILE …]`` (default: the shipped student; files are read without a hash check).
"""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_select_bfcl import build_pool
from train_select_adapter import REAL, REAL_DECKS
from train_select_student import _seen_text

from tooldeck.cases import load_cases
from tooldeck.select.crosslingual import CrossLingualRetriever
from tooldeck.select.dense import load_numpy_model
from tooldeck.select.methods import make_retriever
from tooldeck.select.minilm import NumpyMiniLM
from tooldeck.select.weights import STUDENT_PATH, read_student
from tooldeck.tokenizers import CJK_IDEOGRAPHS

_HAS_CJK = re.compile(f"[{CJK_IDEOGRAPHS}]")


def encode(model: NumpyMiniLM, texts: list[str]) -> np.ndarray:
    """Vectors of ``texts`` in batches of 16 of near-equal word-piece count."""
    ids = model.token_ids(texts)
    out = np.empty((len(texts), model.dimension), np.float32)
    order = sorted(range(len(texts)), key=lambda i: -len(ids[i]))
    for start in range(0, len(order), 16):
        batch = order[start : start + 16]
        out[batch] = model.encode_ids([ids[i] for i in batch])
    return out


def main(argv: list[str] | None = None) -> int:
    files = [Path(f) for f in (argv if argv is not None else sys.argv[1:])] or [STUDENT_PATH]
    retriever = make_retriever("hybrid-base", acronyms=False, crosslingual=True)
    assert isinstance(retriever, CrossLingualRetriever)
    raw = [c.query for n in REAL_DECKS for c in load_cases(REAL / "cases" / f"{n}.dev.jsonl")]
    dev = [_seen_text(retriever.expander, q) for q in raw]
    chinese = np.array([bool(_HAS_CJK.search(q)) for q in raw])
    _, cases, _ = build_pool()
    odd = [c for c in cases if c.expected_tools][1::2]
    bfcl = [_seen_text(retriever.expander, c.query) for c in odd]
    teacher = load_numpy_model(tuned=True)
    sets = {"select_real dev": dev, "BFCL odd": bfcl}
    reference = {name: encode(teacher, texts) for name, texts in sets.items()}
    print("| student | set | n | min | 5th pct | median | mean |")
    print("|---|---|---|---|---|---|---|")
    for file in files:
        layers, projection = read_student(file, None)
        count = 1 + max(int(name.split(".")[2]) for name in layers)
        student = teacher.bottom(count, layers, projection)
        for name, texts in sets.items():
            cosines = (encode(student, texts) * reference[name]).sum(axis=1)
            parts = [("", np.ones(len(texts), bool))]
            if name == "select_real dev":
                parts += [(", English", ~chinese), (", Chinese", chinese)]
            for label, mask in parts:
                c = cosines[mask]
                print(
                    f"| {file.name} ({count} layers) | {name}{label} | {mask.sum()} | "
                    f"{c.min():.3f} | {np.percentile(c, 5):.3f} | {np.median(c):.3f} | "
                    f"{c.mean():.3f} |"
                )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
