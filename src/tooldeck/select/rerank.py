"""A learned re-ranker over the ``hybrid`` method's top candidates (issue 15).

The first stage (BM25, the dense list, the names list, RRF, clause interleaving) gives an
order; the re-ranker scores its first :data:`DEPTH` tools again with a small model over
features of each (request, tool) pair and sorts them by that score; the rest keep their
order behind them.

Features (:data:`FEATURES`; all computed from the retriever's public pieces, so a new
encoder or adapter only needs the model retrained): the tool's position in the first
stage's order, its BM25 score and rank, the cosine of the (adapted) request vector with
the tool document, with its name words and title, with the description's first
sentence, the best over the description's sentences and over its parameter descriptions
(a sentence-level late interaction in the manner of ColBERT's MaxSim, Khattab & Zaharia,
SIGIR 2020, at sentence rather than token grain), each also minus the best among the
candidates; word overlap between the request's BM25 terms and the tool's name and
document; and how many candidates share the tool's first name word (its server or
prefix). The sentence vectors are computed at index time through the dense retriever's
cache (:meth:`DenseRetriever.cached_vectors`), so a request costs a few small matrix
products over the candidates.

The model: ``score = w₂ · tanh(W₁ · z + b₁)`` (``hidden > 0``) or ``score = w · z`` over
the standardised features ``z = (x − mean) / scale``, fitted listwise (softmax
cross-entropy of each request's gold tools among its candidates; ListNet-style, Cao et al.,
ICML 2007) by benchmarks/train_select_rerank.py on benchmarks/data/select_train and the
even-numbered BFCL pool questions. Shipped as JSON, its SHA-256 checked before first use;
inference is numpy only. Two files, one per encoder, since the features are cosines of
that encoder's vectors: ``tooldeck/data/select/rerank_tuned.json``
(:data:`RERANK_TUNED_SHA256`, :func:`tuned_reranker`), fitted on the select encoder's
vectors (MiniLM with its top layer tuned; the ``hybrid`` method), and
``tooldeck/data/select/rerank.json`` (:data:`RERANK_SHA256`, :func:`default_reranker`),
fitted on the published MiniLM's (the ``hybrid-published`` method).
"""

from __future__ import annotations

import json
import re
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from tooldeck.errors import SelectError
from tooldeck.select.documents import walk_parameters
from tooldeck.select.tokenize import tokenize
from tooldeck.select.weights import read_pinned
from tooldeck.tool import Deck, Tool

__all__ = [
    "DEPTH",
    "FEATURES",
    "RERANK_PATH",
    "RERANK_SHA256",
    "RERANK_TUNED_PATH",
    "RERANK_TUNED_SHA256",
    "Candidates",
    "Reranker",
    "SentenceIndex",
    "default_reranker",
    "features",
    "tool_sentences",
    "tuned_reranker",
]

RERANK_PATH = Path(str(resources.files("tooldeck"))) / "data/select/rerank.json"
"""The shipped re-ranker (built by benchmarks/train_select_rerank.py)."""

RERANK_SHA256 = "59d56fa1dc2e30dba10ad734e3a884cd30fb9e2aabb71d9e55f33c6c2f9a4259"
"""SHA-256 of :data:`RERANK_PATH` as shipped (printed by the training script)."""

RERANK_TUNED_PATH = Path(str(resources.files("tooldeck"))) / "data/select/rerank_tuned.json"
"""The shipped re-ranker of the select encoder's vectors (one tanh layer of 8 units since
the fourteenth session; built by ``benchmarks/train_select_rerank.py --tuned --mix 0.7
--hidden 8 --steps 600``)."""

RERANK_TUNED_SHA256 = "0e4361c71f753f1e9d3e870594fcca67b77efdaafd4bb382cc5ab8332d55952b"
"""SHA-256 of :data:`RERANK_TUNED_PATH` as shipped (printed by the training script)."""

DEPTH = 30
"""Candidates re-scored per request: the first stage's top 30 (on the select_real dev
split the gold tools are within the top 30 for 0.92 of the requests, within the top 8 for
0.65 without the cross-lingual stage)."""

FEATURES = (
    "position_recip",  # 1 / (1 + position in the first stage's order)
    "position_log",  # log(1 + position)
    "fused",  # RRF score of the whole request / the best one
    "bm25",  # BM25 score / the best in the deck (0 when nothing matched)
    "bm25_rank_recip",  # 1 / BM25 rank (0 without a shared term)
    "dense",  # cosine with the tool document
    "dense_gap",  # … minus the best cosine in the deck
    "names",  # cosine with name words and title
    "names_gap",
    "first",  # cosine with the description's first sentence
    "first_gap",  # … minus the best among the candidates
    "sentence",  # best cosine over the description's sentences
    "sentence_gap",
    "parameter",  # best cosine over the parameter descriptions (0 without any)
    "has_parameter",
    "clause_top",  # 1 when the tool is first for one of the request's clauses
    "name_overlap",  # share of the tool's name terms found in the request
    "request_in_name",  # share of the request's terms found in the tool's name
    "request_in_document",  # share of the request's terms found in the tool's document
    "prefix_share",  # share of the candidates whose first name word is the tool's
)
"""The feature names, in the order of the model's input."""

_SENTENCE_END = re.compile(r"(?<=[.!?。！？])\s+|\n+")
_MAX_SENTENCES = 8
_MAX_CHARS = 300


def tool_sentences(tool: Tool) -> tuple[str, list[str], list[str]]:
    """The texts of ``tool`` that :class:`SentenceIndex` embeds: the description's first
    sentence (the name words when there is no description), its sentences (at most 8,
    each at most 300 characters) and its parameters as ``name words: description`` (at
    most 8, only those with a description)."""
    name_words = " ".join(tokenize(tool.name))
    description = tool.description or ""
    sentences = [s.strip()[:_MAX_CHARS] for s in _SENTENCE_END.split(description) if s.strip()]
    sentences = sentences[:_MAX_SENTENCES] or [name_words]
    params = []
    for pname, sub in walk_parameters(tool.input_schema):
        desc = sub.get("description")
        if isinstance(desc, str) and desc.strip():
            params.append(f"{' '.join(tokenize(pname))}: {desc.strip()}"[:_MAX_CHARS])
    return sentences[0], sentences, params[:_MAX_SENTENCES]


@dataclass
class SentenceIndex:
    """Sentence vectors of a deck (index time): ``first`` ``(n, d)``; ``sentences``
    ``(m, d)`` with ``sentence_owner`` ``(m,)`` (tool position of each row); ``parameters``
    ``(p, d)`` with ``parameter_owner`` ``(p,)``; the lexical term sets of each tool's
    name and document."""

    first: npt.NDArray[np.float32]
    sentences: npt.NDArray[np.float32]
    sentence_owner: npt.NDArray[np.intp]
    parameters: npt.NDArray[np.float32]
    parameter_owner: npt.NDArray[np.intp]
    name_terms: list[frozenset[str]]
    document_terms: list[frozenset[str]]
    prefixes: list[str]

    def nbytes(self) -> int:
        """Bytes of the sentence vectors (the term sets left out)."""
        vectors = self.first.nbytes + self.sentences.nbytes + self.parameters.nbytes
        return int(vectors + self.sentence_owner.nbytes + self.parameter_owner.nbytes)

    @classmethod
    def build(
        cls,
        deck: Deck,
        embed: Any,
        name_terms: list[frozenset[str]],
        document_terms: list[frozenset[str]],
    ) -> SentenceIndex:
        """Embed the texts of :func:`tool_sentences` for every tool of ``deck`` with
        ``embed`` (``list[str] → (len, d)`` float32, unit rows; the dense retriever's
        cached embedding)."""
        firsts, sentences, owners, params, powners = [], [], [], [], []
        for i, tool in enumerate(deck):
            first, sents, ps = tool_sentences(tool)
            firsts.append(first)
            sentences += sents
            owners += [i] * len(sents)
            params += ps
            powners += [i] * len(ps)
        vectors = embed(list(dict.fromkeys([*firsts, *sentences, *params])))
        row = {t: j for j, t in enumerate(dict.fromkeys([*firsts, *sentences, *params]))}
        d = vectors.shape[1]

        def take(texts: list[str]) -> npt.NDArray[np.float32]:
            if not texts:
                return np.zeros((0, d), np.float32)
            return np.asarray(vectors[[row[t] for t in texts]], dtype=np.float32)

        prefixes = [(tokenize(t.name) or [t.name])[0] for t in deck]
        return cls(
            take(firsts),
            take(sentences),
            np.asarray(owners, dtype=np.intp),
            take(params),
            np.asarray(powners, dtype=np.intp),
            name_terms,
            document_terms,
            prefixes,
        )


@dataclass
class Candidates:
    """What the first stage knows about one request (all arrays in deck order, shape
    ``(n,)``, except ``order``, the first stage's positions best first, and ``vector``, the
    request vector the dense lists scored, shape ``(d,)``)."""

    order: list[int]
    fused: npt.NDArray[np.float64]
    bm25: npt.NDArray[np.float64]
    dense: npt.NDArray[np.float64]
    names: npt.NDArray[np.float64]
    vector: npt.NDArray[np.float32]
    terms: list[str]
    clause_tops: frozenset[int]


def _max_by_owner(
    values: npt.NDArray[np.floating], owner: npt.NDArray[np.intp], n: int
) -> npt.NDArray[np.float64]:
    out = np.full(n, -np.inf)
    np.maximum.at(out, owner, values)
    return out


def features(
    candidates: Candidates, sentences: SentenceIndex, depth: int = DEPTH
) -> tuple[list[int], npt.NDArray[np.float64]]:
    """The first ``depth`` positions of ``candidates.order`` and their features, shape
    ``(min(depth, n), len(FEATURES))``, in :data:`FEATURES` order."""
    top = candidates.order[:depth]
    n = len(candidates.fused)
    idx = np.asarray(top, dtype=np.intp)
    m = len(top)
    position = np.arange(m, dtype=np.float64)
    fused_best = float(candidates.fused.max()) or 1.0
    bm25_best = float(candidates.bm25.max())
    bm25 = candidates.bm25[idx] / bm25_best if bm25_best > 0 else np.zeros(m)
    bm25_order = np.argsort(-candidates.bm25, kind="stable")
    bm25_rank = np.empty(n)
    bm25_rank[bm25_order] = np.arange(1, n + 1)
    bm25_recip = np.where(candidates.bm25[idx] > 0, 1.0 / bm25_rank[idx], 0.0)
    q = candidates.vector.astype(np.float32)
    first = (sentences.first[idx] @ q).astype(np.float64)
    wanted = np.zeros(n, dtype=bool)
    wanted[idx] = True
    chosen = wanted[sentences.sentence_owner]
    sent = _max_by_owner(sentences.sentences[chosen] @ q, sentences.sentence_owner[chosen], n)[idx]
    pchosen = wanted[sentences.parameter_owner]
    par = _max_by_owner(sentences.parameters[pchosen] @ q, sentences.parameter_owner[pchosen], n)[
        idx
    ]
    has_par = np.isfinite(par)
    par = np.where(has_par, par, 0.0)
    terms = set(candidates.terms)
    n_terms = max(len(terms), 1)
    name_overlap, in_name, in_doc = [], [], []
    for i in top:
        name = sentences.name_terms[i]
        name_overlap.append(len(name & terms) / max(len(name), 1))
        in_name.append(len(terms & name) / n_terms)
        in_doc.append(len(terms & sentences.document_terms[i]) / n_terms)
    prefixes = [sentences.prefixes[i] for i in top]
    counts = Counter(prefixes)
    share = [counts[p] / m for p in prefixes]
    dense = candidates.dense[idx]
    names = candidates.names[idx]
    columns = [
        1.0 / (1.0 + position),
        np.log1p(position),
        candidates.fused[idx] / fused_best,
        bm25,
        bm25_recip,
        dense,
        dense - candidates.dense.max(),
        names,
        names - candidates.names.max(),
        first,
        first - first.max(),
        sent,
        sent - sent.max(),
        par,
        has_par.astype(np.float64),
        np.asarray([1.0 if i in candidates.clause_tops else 0.0 for i in top]),
        np.asarray(name_overlap),
        np.asarray(in_name),
        np.asarray(in_doc),
        np.asarray(share),
    ]
    return top, np.stack(columns, axis=1).astype(np.float64)


class Reranker:
    """The model of the module docstring.

    Args:
        mean, scale: feature standardisation, shape ``(f,)`` each (``scale`` > 0).
        weights: ``w`` ``(f,)`` (linear) or ``W₁`` ``(f, h)`` with ``bias`` ``(h,)`` and
            ``output`` ``(h,)`` (one tanh layer).
        depth: candidates re-scored (default :data:`DEPTH`).

    Raises:
        SelectError: shapes that do not fit, or values that are not finite.
    """

    def __init__(
        self,
        mean: npt.ArrayLike,
        scale: npt.ArrayLike,
        weights: npt.ArrayLike,
        *,
        bias: npt.ArrayLike | None = None,
        output: npt.ArrayLike | None = None,
        depth: int = DEPTH,
    ) -> None:
        self.mean = np.asarray(mean, dtype=np.float64)
        self.scale = np.asarray(scale, dtype=np.float64)
        self.weights = np.asarray(weights, dtype=np.float64)
        self.bias = None if bias is None else np.asarray(bias, dtype=np.float64)
        self.output = None if output is None else np.asarray(output, dtype=np.float64)
        f = len(FEATURES)
        arrays = [self.mean, self.scale, self.weights]
        arrays += [a for a in (self.bias, self.output) if a is not None]
        if not all(np.isfinite(a).all() for a in arrays):
            raise SelectError("re-ranker: weights must be finite numbers")
        if self.mean.shape != (f,) or self.scale.shape != (f,) or (self.scale <= 0).any():
            raise SelectError(
                f"re-ranker: mean and scale need shape ({f},) and scale > 0, got "
                f"{self.mean.shape}, {self.scale.shape}"
            )
        if self.bias is None:
            if self.weights.shape != (f,):
                raise SelectError(f"re-ranker: linear weights need shape ({f},)")
        else:
            h = self.bias.shape[0]
            if self.weights.shape != (f, h) or self.output is None or self.output.shape != (h,):
                raise SelectError(
                    f"re-ranker: hidden layer needs W1 ({f}, h), b1 (h,), w2 (h,); got "
                    f"{self.weights.shape}, {self.bias.shape}, "
                    f"{None if self.output is None else self.output.shape}"
                )
        if not isinstance(depth, int) or depth < 2:
            raise SelectError(f"re-ranker: depth must be a whole number ≥ 2, got {depth!r}")
        self.depth = depth

    def score(self, x: npt.NDArray[np.float64]) -> npt.NDArray[np.float64]:
        """Model scores of feature rows ``x`` (shape ``(m, f)``) → ``(m,)``."""
        z = (np.asarray(x, dtype=np.float64) - self.mean) / self.scale
        if self.bias is None:
            result: npt.NDArray[np.float64] = z @ self.weights
            return result
        assert self.output is not None
        hidden: npt.NDArray[np.float64] = np.tanh(z @ self.weights + self.bias) @ self.output
        return hidden

    def rerank(self, candidates: Candidates, sentences: SentenceIndex) -> list[int]:
        """``candidates.order`` with its first :attr:`depth` positions sorted by model
        score (ties keep the first stage's order)."""
        top, x = features(candidates, sentences, self.depth)
        scores = self.score(x)
        order = np.argsort(-scores, kind="stable")
        return [top[i] for i in order] + candidates.order[len(top) :]

    def to_json(self, about: dict[str, str] | None = None) -> bytes:
        """The file form: sorted keys, values rounded to 6 significant digits."""

        def r(a: npt.NDArray[np.float64]) -> Any:
            return json.loads(json.dumps(np.vectorize(lambda v: float(f"{v:.6g}"))(a).tolist()))

        body: dict[str, Any] = {
            "features": list(FEATURES),
            "depth": self.depth,
            "mean": r(self.mean),
            "scale": r(self.scale),
            "weights": r(self.weights),
            "about": dict(sorted((about or {}).items())),
        }
        if self.bias is not None and self.output is not None:
            body["bias"] = r(self.bias)
            body["output"] = r(self.output)
        return (json.dumps(body, sort_keys=True, indent=1, ensure_ascii=False) + "\n").encode()

    @classmethod
    def from_json(cls, data: bytes, where: str = "re-ranker") -> Reranker:
        """Read :meth:`to_json`'s form.

        Raises:
            SelectError: not JSON, another feature list, or bad shapes.
        """
        try:
            body = json.loads(data)
        except ValueError as exc:
            raise SelectError(f"{where}: not JSON ({exc})") from None
        if not isinstance(body, dict) or body.get("features") != list(FEATURES):
            raise SelectError(
                f"{where}: its feature list differs from this tooldeck's (rebuild it with "
                "benchmarks/train_select_rerank.py)"
            )
        try:
            return cls(
                body["mean"],
                body["scale"],
                body["weights"],
                bias=body.get("bias"),
                output=body.get("output"),
                depth=int(body.get("depth", DEPTH)),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise SelectError(f"{where}: missing or bad field ({exc})") from None

    @classmethod
    def load(
        cls,
        path: Path = RERANK_PATH,
        sha256: str | None = RERANK_SHA256,
        *,
        rebuild: str = "benchmarks/train_select_rerank.py and update RERANK_SHA256",
    ) -> Reranker:
        """Read a re-ranker file after checking its SHA-256 (None skips the check);
        ``rebuild`` is the command the error names for a file that does not match.

        Raises:
            SelectError: missing or unreadable file, another SHA-256, bad content.
        """
        data = read_pinned(path, sha256, what="re-ranker", rebuild=rebuild, error=SelectError)
        return cls.from_json(data, f"re-ranker {path}")


@lru_cache(maxsize=1)
def default_reranker() -> Reranker:
    """The shipped re-ranker of the published MiniLM's vectors (the ``hybrid-published``
    method), loaded and checked once per process.

    Raises:
        SelectError: as :meth:`Reranker.load`.
    """
    return Reranker.load()


@lru_cache(maxsize=1)
def tuned_reranker() -> Reranker:
    """The shipped re-ranker of the select encoder's vectors (the ``hybrid`` method),
    loaded and checked against :data:`RERANK_TUNED_SHA256` once per process.

    Raises:
        SelectError: as :meth:`Reranker.load` (the rebuild command adds ``--tuned``).
    """
    return Reranker.load(
        RERANK_TUNED_PATH,
        RERANK_TUNED_SHA256,
        rebuild="benchmarks/train_select_rerank.py --tuned and update RERANK_TUNED_SHA256",
    )
