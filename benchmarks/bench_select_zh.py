"""The `hybrid` method on Chinese requests: the figures of docs/select.md, "Glosses of
Chinese requests" (fourteenth session).

Parts (``--parts``, comma-separated; default ``train,dev,xling``):

- ``train``: the Chinese requests that need a tool in ``benchmarks/data/select_train``
  (905 of its 994 Chinese requests, 35 decks), under ``bm25+xling``,
  ``hybrid-base+xling`` (neither trained on select_train) and ``hybrid+xling`` (its
  adapter, encoder and re-ranker were trained on these requests). The set the gloss rules
  were chosen on: tuning figures, not a measure of retrieval (see its README).
- ``dev``: ``select_real`` dev, pooled (ALL) and split into requests with and without
  Chinese characters (``zh`` / ``en``), ``hybrid+xling``.
- ``holdout``: the same for the holdout split (report it, never tune on it).
- ``xling``: ``ops68`` and the two sets of ``examples/crosslingual``, ``hybrid+xling``.
- ``bfcl``: the BFCL pool questions that hold Chinese (12; 6 in the odd, held-out half),
  the ``hybrid`` method with the cross-lingual stage over the whole pool.

R@8 = every gold tool in the top 8, MRR = mean of 1 / best gold rank (no-tool requests
left out), as in ``bench_select_real.py``. Dense vectors are cached on disk.

Run: ``PYTHONPATH=src nice -n 10 .venv/bin/python benchmarks/bench_select_zh.py
[--parts train,dev,holdout,xling,bfcl]``.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import bench_select_real as real

from tooldeck.cases import load_cases
from tooldeck.formats import load
from tooldeck.select.evaluate import CaseResult, evaluate_retriever

TRAIN = real.ROOT / "benchmarks" / "data" / "select_train"
TRAIN_METHODS = ("bm25+xling", "hybrid-base+xling", "hybrid+xling")
_HAN = re.compile(r"[\u4e00-\u9fff]")
PARTS = ("train", "dev", "holdout", "xling", "bfcl")


def row(name: str, results: Sequence[CaseResult]) -> None:
    """Print one line: name, n, R@1, R@8, MRR."""
    values = real.metrics(results)
    print(
        f"| {name} | {len(results)} | {values['R@1']:.3f} | {values['R@8']:.3f} | "
        f"{values['MRR']:.3f} |",
        flush=True,
    )


def train() -> None:
    """The select_train Chinese requests that need a tool, per method."""
    pooled: dict[str, list[CaseResult]] = {m: [] for m in TRAIN_METHODS}
    for path in sorted((TRAIN / "cases").glob("*.jsonl")):
        # cases/<deck>.jsonl and cases/<deck>.C.jsonl (Set C) share the deck
        deck = load(str(TRAIN / "decks" / f"{path.stem.split('.')[0]}.json")).deck
        cases = [c for c in load_cases(path) if "lang:zh" in c.tags and c.expected_tools]
        if not cases:
            continue
        for method in TRAIN_METHODS:
            results = real.run(method, deck, cases)
            assert results is not None
            pooled[method].extend(results)
    for method, results in pooled.items():
        row(f"select_train zh, {method} (tuning)", results)


def split(name: str) -> None:
    """select_real ``name`` (dev or holdout), pooled and by language."""
    pooled: list[CaseResult] = []
    for deck_name in real.REAL_DECKS:
        deck = load(str(real.REAL / "decks" / f"{deck_name}.json")).deck
        results = real.run(
            "hybrid+xling", deck, load_cases(real.REAL / "cases" / f"{deck_name}.{name}.jsonl")
        )
        assert results is not None
        pooled.extend(results)
    row(f"select_real ALL {name}", pooled)
    row(f"select_real {name}, Chinese", [r for r in pooled if _HAN.search(r.query)])
    row(f"select_real {name}, English", [r for r in pooled if not _HAN.search(r.query)])


def xling() -> None:
    """ops68 and the cross-lingual example sets."""
    for eval_set in real.eval_sets():
        if eval_set.name == "ops68" or eval_set.name.startswith("xling/"):
            results = real.run(
                "hybrid+xling", load(str(eval_set.deck)).deck, load_cases(eval_set.cases)
            )
            assert results is not None
            row(eval_set.name, results)


def bfcl() -> None:
    """The BFCL pool questions holding Chinese, whole pool as the deck."""
    import bench_select_bfcl as pool

    deck, cases, aliases = pool.build_pool()
    scored = [c for c in cases if c.expected_tools]
    odd = {c.case_id for c in scored[1::2]}
    chinese = [c for c in scored if _HAN.search(c.query)]
    evaluation = evaluate_retriever(
        real.build("hybrid", True, "numpy"), deck, chinese, ks=(1, 8), aliases=aliases
    )
    row("BFCL pool, Chinese questions", evaluation.per_case)
    row(
        "BFCL pool, Chinese questions, odd half",
        [r for r in evaluation.per_case if r.case_id in odd],
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--parts", default="train,dev,xling", help=f"of {', '.join(PARTS)}")
    args = parser.parse_args(argv)
    parts = [p for p in args.parts.split(",") if p]
    unknown = [p for p in parts if p not in PARTS]
    if unknown:
        parser.error(f"--parts: unknown part {unknown[0]!r}; known: {', '.join(PARTS)}")
    print("| set | n | R@1 | R@8 | MRR |\n|---|---|---|---|---|")
    for part in parts:
        if part == "train":
            train()
        elif part in ("dev", "holdout"):
            split(part)
        elif part == "xling":
            xling()
        else:
            bfcl()
    return 0


if __name__ == "__main__":
    sys.exit(main())
