"""Query adapters fitted on half of the adapter's training data (stacking for the
re-ranker, benchmarks/train_select_rerank.py).

The shipped adapter was trained on the same requests the re-ranker learns from, so the
first stage's dense signals are far better on them (select_train: recall@8 0.97, MRR 0.85)
than on requests it never saw (select_real dev: 0.72 / 0.67), and a re-ranker trained on
those signals learns to trust them too much. As in stacked generalisation (Wolpert 1992),
each training request is instead given the features of an adapter that did not see it:
fold ``a`` = the select_train decks at even positions (sorted by name) and the first half
of the even BFCL questions (every other one), fold ``b`` = the rest; the adapter of fold
``a`` (trained on ``a``) serves the requests of ``b`` and the other way round. Same
settings as the shipped adapter (benchmarks/train_select_adapter.py ``Settings()``).

Run (writes ``$TMPDIR/tooldeck-adapter-<SHA-256 prefix>-fold-{a,b}.safetensors``; about
2 × 5 minutes):

    PYTHONPATH=src nice -n 10 .venv/bin/python benchmarks/crossfit_select_adapter.py [a|b]
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import train_select_adapter as adapter_script

from tooldeck.select.adapter import ADAPTER_SHA256


def fold_path(fold: str) -> Path:
    """Where the adapter trained on ``fold`` is written (named by the shipped adapter's
    SHA-256, so a retrained adapter gets new fold adapters)."""
    tag = ADAPTER_SHA256[:12]
    return (
        Path(os.environ.get("TMPDIR", "/tmp")) / f"tooldeck-adapter-{tag}-fold-{fold}.safetensors"
    )


def in_fold(deck_names: list[str], fold: str) -> set[str]:
    """The select_train decks of ``fold`` (``a``: even positions of the sorted names)."""
    names = sorted(deck_names)
    return set(names[0::2] if fold == "a" else names[1::2])


def main(argv: list[str]) -> int:
    folds = argv or ["a", "b"]
    settings = adapter_script.Settings()
    bfcl = {
        "a": adapter_script.bfcl_group("even-train"),
        "b": adapter_script.bfcl_group("even-valid"),
    }
    groups = adapter_script.train_groups(adapter_script.TRAIN_DIR, chinese=True)
    for fold in folds:
        chosen = in_fold([g.name for g in groups], fold)
        use = [bfcl[fold], *(g for g in groups if g.name in chosen)]
        tensors = adapter_script.train(use, settings)
        about = f"cross-fitting fold {fold}: BFCL even half {fold}, select_train decks {fold}"
        data = adapter_script.serialise(tensors, settings, about, True)
        fold_path(fold).write_bytes(data)
        print(f"wrote {fold_path(fold)}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
