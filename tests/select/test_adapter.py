"""The trained query adapter: the shipped file (size, checksum, shape), the map by hand,
and the errors of a damaged file; in the hybrid retriever, with the real MiniLM."""

from __future__ import annotations

import hashlib
from pathlib import Path

import numpy as np
import pytest
from safetensors.numpy import save

from tooldeck.errors import SelectError
from tooldeck.select.adapter import ADAPTER_PATH, ADAPTER_SHA256, QueryAdapter, default_adapter
from tooldeck.select.bm25 import BM25Retriever
from tooldeck.select.dense import DenseRetriever, dense_available
from tooldeck.select.hybrid import HybridRetriever
from tooldeck.tool import Deck

needs_model = pytest.mark.skipif(not dense_available(), reason="dense extra not installed")


def test_shipped_adapter_is_small_checked_and_square() -> None:
    data = ADAPTER_PATH.read_bytes()
    assert len(data) <= 2 * 1024 * 1024  # the size budget of docs/select.md
    assert hashlib.sha256(data).hexdigest() == ADAPTER_SHA256
    adapter = default_adapter()
    assert adapter.matrix.shape == (384, 384)  # all-MiniLM-L6-v2's width
    assert np.abs(adapter.matrix).max() > 0  # trained, not the zero start
    assert adapter.hidden is None  # the linear map (a residual layer was not kept)
    assert adapter.chinese is True  # trained on Chinese requests too: applied to them


def test_zero_matrix_is_the_identity() -> None:
    v = np.array([0.6, 0.8], dtype=np.float32)
    np.testing.assert_allclose(QueryAdapter(np.zeros((2, 2))).apply(v), v)


def test_map_by_hand() -> None:
    # q + qA = (0.6, 0.8) + (0.6, 0) = (1.2, 0.8); norm sqrt(2.08)
    adapter = QueryAdapter([[1.0, 0.0], [0.0, 0.0]])
    got = adapter.apply(np.array([0.6, 0.8]))
    np.testing.assert_allclose(got, [1.2 / 2.08**0.5, 0.8 / 2.08**0.5], rtol=1e-6)
    assert np.linalg.norm(got) == pytest.approx(1.0)


def test_bad_shapes_are_refused() -> None:
    with pytest.raises(SelectError, match="square"):
        QueryAdapter(np.zeros((2, 3)))
    with pytest.raises(SelectError, match="square"):
        QueryAdapter([[np.nan]])
    with pytest.raises(SelectError, match=r"expected \(2,\)"):
        QueryAdapter(np.zeros((2, 2))).apply(np.zeros(3))


def test_a_changed_file_fails_its_checksum(tmp_path: Path) -> None:
    file = tmp_path / "a.safetensors"
    file.write_bytes(save({"A": np.eye(2, dtype=np.float16)}))
    with pytest.raises(SelectError, match=r"SHA-256 .* differs"):
        QueryAdapter.load(file, sha256=ADAPTER_SHA256)
    good = QueryAdapter.load(file, sha256=hashlib.sha256(file.read_bytes()).hexdigest())
    np.testing.assert_array_equal(good.matrix, np.eye(2))


def test_unreadable_files_are_one_error(tmp_path: Path) -> None:
    with pytest.raises(SelectError, match="cannot read"):
        QueryAdapter.load(tmp_path / "missing.safetensors", sha256=None)
    junk = tmp_path / "junk.safetensors"
    junk.write_bytes(b"not a tensor file")
    with pytest.raises(SelectError, match="not a safetensors file"):
        QueryAdapter.load(junk, sha256=None)
    other = tmp_path / "other.safetensors"
    other.write_bytes(save({"B": np.eye(2, dtype=np.float16)}))
    with pytest.raises(SelectError, match="no tensor named 'A'"):
        QueryAdapter.load(other, sha256=None)


@needs_model
def test_hybrid_applies_the_adapter_to_both_dense_lists(tmp_path: Path, services: Deck) -> None:
    def build(adapter: QueryAdapter | None) -> HybridRetriever:
        dense = DenseRetriever(cache_dir=tmp_path)
        names = DenseRetriever(cache_dir=tmp_path)
        hybrid = HybridRetriever(BM25Retriever(), dense, c=10, names=names, adapter=adapter)
        hybrid.index(services)
        return hybrid

    query = "refund for order 7"
    plain = build(None)
    # the zero adapter is the identity: the same fused scores
    np.testing.assert_allclose(
        build(QueryAdapter(np.zeros((384, 384)))).scores(query), plain.scores(query)
    )
    # a map that reverses the request vector reverses both cosine rankings
    flipped = build(QueryAdapter(-2 * np.eye(384)))
    cos, names = flipped._cosines(query)
    want = -plain.dense.scores(query)
    np.testing.assert_allclose(cos, want, rtol=1e-5, atol=1e-6)
    assert names is not None
    np.testing.assert_allclose(names, want, rtol=1e-5, atol=1e-6)
    # a request holding Chinese (CC-CEDICT glosses at run time) is left unadapted: the
    # adapter was trained on English questions only
    mixed = "退款 refund for order 7"
    np.testing.assert_allclose(flipped._cosines(mixed)[0], plain._cosines(mixed)[0], rtol=1e-6)


def test_hidden_layer_by_hand() -> None:
    # A = 0, W1 = [[1], [0]], b1 = [0], W2 = [[1, 0]]: q·W1 = 0.6, so the residual adds
    # gelu(0.6) to the first coordinate; gelu in tanh form written out with math.tanh
    import math

    g = 0.5 * 0.6 * (1 + math.tanh(math.sqrt(2 / math.pi) * (0.6 + 0.044715 * 0.6**3)))
    adapter = QueryAdapter(np.zeros((2, 2)), hidden=([[1.0], [0.0]], [0.0], [[1.0, 0.0]]))
    got = adapter.apply(np.array([0.6, 0.8]))
    want = np.array([0.6 + g, 0.8]) / math.hypot(0.6 + g, 0.8)
    np.testing.assert_allclose(got, want, rtol=1e-6)
    # the published value of tanh-form GELU at 1 (Hendrycks & Gimpel 2016): 0.8412
    from tooldeck.select.adapter import gelu_tanh

    assert float(gelu_tanh(np.array([1.0], dtype=np.float32))[0]) == pytest.approx(0.8412, abs=1e-4)


def test_hidden_layer_shapes_are_checked() -> None:
    with pytest.raises(SelectError, match="hidden layer"):
        QueryAdapter(np.zeros((2, 2)), hidden=(np.zeros((2, 3)), np.zeros(2), np.zeros((3, 2))))
    with pytest.raises(SelectError, match="hidden layer"):
        QueryAdapter(np.zeros((2, 2)), hidden=(np.zeros((3, 1)), np.zeros(1), np.zeros((1, 2))))


def test_file_with_hidden_layer_and_chinese_flag(tmp_path: Path) -> None:
    tensors = {
        "A": np.zeros((2, 2), dtype=np.float16),
        "W1": np.ones((2, 3), dtype=np.float16),
        "b1": np.zeros(3, dtype=np.float16),
        "W2": np.ones((3, 2), dtype=np.float16),
    }
    file = tmp_path / "h.safetensors"
    file.write_bytes(save(tensors, metadata={"chinese": "yes"}))
    loaded = QueryAdapter.load(file, sha256=None)
    assert loaded.chinese is True
    assert loaded.hidden is not None and loaded.hidden[0].shape == (2, 3)
    plain = tmp_path / "p.safetensors"
    plain.write_bytes(save({"A": np.zeros((2, 2), dtype=np.float16)}))
    assert QueryAdapter.load(plain, sha256=None).chinese is False  # no metadata: English only
    assert QueryAdapter.load(plain, sha256=None).hidden is None


@needs_model
def test_an_adapter_trained_on_chinese_applies_to_chinese(tmp_path: Path, services: Deck) -> None:
    dense = DenseRetriever(cache_dir=tmp_path)
    hybrid = HybridRetriever(BM25Retriever(), dense, c=10, adapter=None)
    hybrid.index(services)
    mixed = "退款 refund for order 7"
    plain = hybrid._cosines(mixed)[0]
    hybrid.adapter = QueryAdapter(-2 * np.eye(384), chinese=True)
    np.testing.assert_allclose(hybrid._cosines(mixed)[0], -plain, rtol=1e-5, atol=1e-6)
