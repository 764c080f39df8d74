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

``--tuned``: the adapters of the select encoder's vectors (the ``hybrid`` method). The
select encoder was trained on select_train too, so it is cross-fitted the same way
(:func:`fold_encoders`: ``benchmarks/train_select_encoder.py --fold``): the adapter of
fold ``a`` learns from the vectors of the fold-``a`` encoder for its select_train decks,
and from the shipped select encoder's for its BFCL questions (no encoder saw a BFCL
question; the re-ranker's trainer scores BFCL with the shipped one), so a request of fold
``b`` meets an encoder and an adapter that never saw it.

Run (writes ``$TMPDIR/tooldeck-adapter-<tag>-fold-{a,b}.safetensors``; about 2 × 5
minutes, more with ``--tuned`` when the fold encoders must be trained first):

    PYTHONPATH=src nice -n 10 .venv/bin/python benchmarks/crossfit_select_adapter.py [--tuned] [a|b]
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import train_select_adapter as adapter_script

from tooldeck.select import dense as dense_module
from tooldeck.select.adapter import ADAPTER_SHA256
from tooldeck.select.minilm import NumpyMiniLM
from tooldeck.select.weights import TUNED_SHA256, numpy_model_dir, read_tuned_layers

TMP = Path(os.environ.get("TMPDIR", "/tmp"))


def fold_path(fold: str, tuned: bool = False) -> Path:
    """Where the adapter trained on ``fold`` is written (named by the shipped adapter's
    SHA-256, so a retrained adapter gets new fold adapters; with ``tuned``, by the shipped
    select encoder's, whose fold encoders give its vectors; and by the Chinese glosses'
    version, which changes the training requests' vectors)."""
    from tooldeck.select.crosslingual import GLOSS_VERSION

    tag = f"tuned-{TUNED_SHA256[:12]}" if tuned else ADAPTER_SHA256[:12]
    return TMP / f"tooldeck-adapter-{tag}-gloss{GLOSS_VERSION}-fold-{fold}.safetensors"


def in_fold(deck_names: list[str], fold: str) -> set[str]:
    """The select_train decks of ``fold`` (``a``: even positions of the sorted names)."""
    names = sorted(deck_names)
    return set(names[0::2] if fold == "a" else names[1::2])


def encoder_fold_path(fold: str) -> Path:
    """Where the select encoder trained on the select_train decks of ``fold`` is written
    (named by the shipped tuned file's SHA-256)."""
    return TMP / f"tooldeck-encoder-{TUNED_SHA256[:12]}-fold-{fold}.safetensors"


def fold_encoders() -> dict[str, Path]:
    """The cross-fitted select encoders, trained first when their files are missing."""
    import train_select_encoder

    for fold in "ab":
        if not encoder_fold_path(fold).is_file():
            train_select_encoder.main(["--fold", fold, "--out", str(encoder_fold_path(fold))])
    return {f: encoder_fold_path(f) for f in "ab"}


@contextmanager
def fold_encoder(path: Path | None) -> Iterator[Path | None]:
    """Within the block, the tuned numpy MiniLM is the one with the layers of ``path``
    (None: the shipped select encoder); yields the dense cache folder of its own that its
    vectors must go to (None: the default cache), since cache keys name the shipped
    select encoder."""
    if path is None:
        yield None
        return
    key = (str(numpy_model_dir()), True)
    saved = dense_module._NUMPY_MODELS.pop(key, None)
    layers = read_tuned_layers(path, sha256=None)
    dense_module._NUMPY_MODELS[key] = NumpyMiniLM(numpy_model_dir(), tuned=layers)
    try:
        yield TMP / f"tooldeck-cache-{path.stem}"
    finally:
        dense_module._NUMPY_MODELS.pop(key, None)
        if saved is not None:
            dense_module._NUMPY_MODELS[key] = saved


def main(argv: list[str]) -> int:
    tuned = "--tuned" in argv
    folds = [a for a in argv if a != "--tuned"] or ["a", "b"]
    settings = adapter_script.Settings()
    shipped = adapter_script.Encoder(tuned=tuned)
    part = {"a": "even-train", "b": "even-valid"}
    encoders = fold_encoders() if tuned else {}
    for fold in folds:
        with fold_encoder(encoders.get(fold)) as cache:
            encoder = adapter_script.Encoder(tuned=tuned, cache=cache)
            groups = adapter_script.train_groups(
                adapter_script.TRAIN_DIR, chinese=True, encoder=encoder
            )
        chosen = in_fold([g.name for g in groups], fold)
        bfcl = adapter_script.bfcl_group(part[fold], shipped)
        use = [bfcl, *(g for g in groups if g.name in chosen)]
        tensors = adapter_script.train(use, settings)
        about = f"cross-fitting fold {fold}: BFCL even half {fold}, select_train decks {fold}"
        label = adapter_script.encoder_label(encoder, fold if tuned else None)
        data = adapter_script.serialise(tensors, settings, about, True, label)
        fold_path(fold, tuned).write_bytes(data)
        print(f"wrote {fold_path(fold, tuned)}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
