"""Train the re-ranker of the ``hybrid`` method (tooldeck.select.rerank).

What it does: runs the method's first stage exactly as at run time over the training
requests — the acronym stage, the cross-lingual stage with clauses cut from the request as
written and each glossed apart, and for the select encoder (``--tuned``, the ``hybrid``
method) the finer clause cuts of ``clauses="reranked"`` (a bare "and" in requests of up to
40 words, CJK punctuation; fourteenth session: the files until then were fitted on the
features of the old cuts, with the glossed request cut) — takes each request's first
``DEPTH`` candidates (``--depth N`` another window, written into the file as its
``depth``; session 39) and their features (:func:`tooldeck.select.rerank.features`), and
fits the model listwise: for each gold tool
among a request's candidates, softmax cross-entropy over the candidates with the
request's other gold tools left out (ListNet-style top-one loss, Cao et al. 2007),
averaged over its gold tools; + ``l2``·‖θ‖²; full-batch Adam (Kingma & Ba 2015, lr 0.01)
for a fixed number of steps, in numpy float64 — no random state except the hidden
layer's start, drawn from ``numpy.random.default_rng(0)``, so the output is the same
bytes on every run on the same features.

Training requests (the same two sources as benchmarks/train_select_adapter.py):

(a) ``benchmarks/data/select_train`` (or ``--train-dir``): colloquial requests over 35
    decks of real MCP servers that no evaluation set uses, each over its own deck;
(b) the even-numbered BFCL pool questions with gold, over the whole pool (2,555
    functions); ``--mix`` is the loss share of (a). The odd-numbered questions are the
    held-out half (benchmarks/bench_select_bfcl.py ``--half odd``).

``--dev-of DIR`` (repeatable) adds an evaluation set's dev half (``cases/<deck>.dev.jsonl``
of DIR; the holdout half is never read) to (a), scored with the shipped encoder and adapter,
which never saw it (thirtieth session: measured, not shipped; docs/select.md "Dev halves
as training data").

Requests whose gold tools are all outside the candidates teach nothing and are left out
of the loss. Caveat: the shipped query adapter was trained on these same requests, so the
first stage's dense signals are a little better on them than on new requests.

``--validate`` prints the select_real dev split (never its holdout) through the
method's whole final order (the whole request re-ranked, with ``--tuned`` each clause
re-ranked apart and interleaved and the prerequisite providers brought along, as
benchmarks/bench_select_real.py counts it) for the first stage, the file now at ``--out``
and the new model, per deck too; ``--odd`` adds the BFCL pool's odd half (held out);
``--cv`` fits on the select_train decks in 5 folds (by deck) and prints the held-out folds'
figures. Settings were chosen with those only (docs/select.md).

Run (writes src/tooldeck/data/select/rerank.json, the re-ranker of the published
encoder — the ``hybrid-published`` method; the shipped one was fitted on the features of
the old first stage, so this now gives another file — and prints its SHA-256, to be pasted into
``RERANK_SHA256`` in src/tooldeck/select/rerank.py; ``--tuned``, below, builds the one of
the ``hybrid`` method):

    PYTHONPATH=src nice -n 10 .venv/bin/python benchmarks/train_select_rerank.py

The features are cached under ``$TMPDIR`` (``--fresh`` recomputes them); the embeddings
come from the dense cache, so a re-run embeds nothing new.

``--tuned``: the first stage runs the select encoder (MiniLM with its top layer tuned,
the ``hybrid-tuned`` method) instead of the published MiniLM, so the re-ranker learns
from the tuned vectors. That encoder was trained on the same select_train requests, so
it is cross-fitted like the adapter: two encoders, each trained on the select_train decks
of one fold (``benchmarks/train_select_encoder.py --fold``, same settings; written to
``$TMPDIR/tooldeck-encoder-<SHA-256 prefix>-fold-{a,b}.safetensors`` when missing), and a
deck of fold a is scored with the encoder and the adapter of fold b (each fold's vectors
in their own dense cache under ``$TMPDIR``). The BFCL questions and the dev split are
scored with the shipped tuned encoder, which saw no BFCL question
(``--no-encoder-crossfit`` uses it for select_train too).

``--tuned --tuned-adapter FILE`` (the ninth session's candidate, not shipped,
docs/select.md): the query adapter is one trained on the select encoder's vectors
(``benchmarks/train_select_adapter.py --tuned --out FILE``) in place of the published
model's: FILE serves the dev split, and the cross-fitted adapters are those of
``benchmarks/crossfit_select_adapter.py --tuned`` (the fold-``a`` adapter learned from the
fold-``a`` encoder's vectors), so neither the encoder nor the adapter that scores a
select_train request saw it. With ``--tuned`` the model is
written to ``src/tooldeck/data/select/rerank_tuned.json`` (``RERANK_TUNED_SHA256``, the
re-ranker of the ``hybrid`` method), never over the published encoder's file
(``rerank.json``, the ``hybrid-published`` method). The shipped file (one tanh layer of 8
units since the fourteenth session) was built with

    PYTHONPATH=src nice -n 10 .venv/bin/python benchmarks/train_select_rerank.py --tuned \
        --mix 0.7 --hidden 8 --steps 600
"""

from __future__ import annotations

import argparse
import hashlib
import os
import pickle
import re
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import numpy as np

os.environ.setdefault("OMP_NUM_THREADS", "1")
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_select_bfcl import build_pool
from crossfit_select_adapter import fold_encoder as crossfit_encoder
from crossfit_select_adapter import fold_encoders, fold_path, in_fold
from crossfit_select_adapter import main as crossfit_main

from tooldeck.cases import Case, load_cases
from tooldeck.errors import SelectError
from tooldeck.formats import load
from tooldeck.select.acronyms import AcronymRetriever
from tooldeck.select.adapter import ADAPTER_SHA256, QueryAdapter
from tooldeck.select.base import innermost
from tooldeck.select.clauses import interleave, split_segments
from tooldeck.select.evaluate import RANK_DEPTH
from tooldeck.select.hybrid import HybridRetriever
from tooldeck.select.methods import CLAUSE_LEAD, PROVIDERS_FIRST, make_retriever
from tooldeck.select.providers import bring_providers
from tooldeck.select.rerank import (
    DEPTH,
    FEATURES,
    RERANK_PATH,
    RERANK_TUNED_PATH,
    Candidates,
    Reranker,
    SentenceIndex,
    features,
)
from tooldeck.select.weights import TUNED_SHA256
from tooldeck.tool import Deck

ROOT = Path(__file__).resolve().parent.parent
TRAIN_DIR = ROOT / "benchmarks" / "data" / "select_train"
REAL = ROOT / "benchmarks" / "data" / "select_real"
REAL_DECKS = ("github", "gateway_devops", "vscode_copilot_chat", "chrome_devtools", "mongodb")
RESERVED = re.compile(r"filesystem|(^|[^a-z])git([^a-z]|$)|memory|playwright", re.I)
"""Server names kept for outside measurement: a training deck whose file name matches is
refused."""


@dataclass
class DeckData:
    """What the features of a deck's requests need at fit time: the re-ranker's sentence
    index, the prerequisite-provider links of the first stage and the deck's size."""

    sentences: SentenceIndex
    links: dict[int, tuple[int, ...]]
    n: int
    documents: np.ndarray
    names: np.ndarray


@dataclass
class Request:
    """One request as the first stage of the ``hybrid`` method sees it at run time: the
    whole request's candidates and each clause's (:meth:`HybridRetriever._candidates`; the
    orders cut to :data:`KEEP` places), the deck positions that satisfy each gold name, and
    its deck's key in the :class:`DeckData` table."""

    group: str
    source: str
    deck: str
    whole: Candidates
    clauses: list[Candidates]
    gold: list[list[int]]
    query: str
    segments: list[tuple[str, np.ndarray, list[str]]]


KEEP = 128
"""Places of each first-stage order kept (the evaluation ranks 100)."""

DECKS: dict[str, DeckData] = {}
"""Deck key → its :class:`DeckData` (filled by :func:`requests_of` and the caches)."""


def _compact(c: Candidates) -> Candidates:
    return Candidates(
        order=c.order[:KEEP],
        fused=c.fused.astype(np.float32),
        bm25=c.bm25.astype(np.float32),
        dense=c.dense.astype(np.float32),
        names=c.names.astype(np.float32),
        vector=c.vector.astype(np.float32),
        terms=c.terms,
        clause_tops=c.clause_tops,
    )


TMP = Path(os.environ.get("TMPDIR", "/tmp"))
ENCODER: dict[str, object] = {"tuned": False}
"""The first stage's encoder: ``tuned`` (``--tuned``), ``adapter_sha256`` (the
``--tuned-adapter`` file's, naming the cached features) and, while a fold's requests are
scored, ``cache`` (that fold encoder's own dense cache folder)."""


@contextmanager
def fold_encoder(path: Path | None) -> Iterator[None]:
    """Within the block, the first stage embeds with the select encoder of ``path`` (None:
    the shipped one) into that encoder's own dense cache
    (benchmarks/crossfit_select_adapter.py ``fold_encoder``)."""
    with crossfit_encoder(path) as cache:
        if cache is not None:
            ENCODER["cache"] = cache
        try:
            yield
        finally:
            ENCODER.pop("cache", None)


def _retriever(adapter: QueryAdapter | None) -> tuple[AcronymRetriever, HybridRetriever]:
    """The first stage as the method builds it at run time, without its re-ranker: the
    acronym stage, the cross-lingual stage (clauses cut from the request as written, each
    glossed apart) and, for the select encoder (``--tuned``, the ``hybrid`` method), the
    finer clause cuts and the prerequisite providers of ``clauses="reranked"``; the
    published encoder's (``hybrid-published``) keeps first-stage clauses."""
    cache = ENCODER.get("cache")
    if ENCODER["tuned"]:
        retriever = make_retriever(
            "hybrid-tuned",
            acronyms=True,
            crosslingual=True,
            cache_dir=cache if isinstance(cache, Path) else None,
            clauses="reranked",
            providers=True,
        )
    else:
        retriever = make_retriever(
            "hybrid-published", acronyms=True, crosslingual=True, rerank=False
        )
    assert isinstance(retriever, AcronymRetriever)
    inner = innermost(retriever)
    assert isinstance(inner, HybridRetriever)
    if adapter is not None:
        inner.adapter = adapter
    return retriever, inner


def requests_of(
    group: str,
    source: str,
    deck: Deck,
    cases: list[Case],
    aliases: dict[str, frozenset[str]] | None = None,
    adapter: QueryAdapter | None = None,
) -> list[Request]:
    """The first stage's candidates of ``cases`` over ``deck`` (see :class:`Request`), its
    query adapter replaced by ``adapter`` when given; the deck's :class:`DeckData` goes to
    :data:`DECKS` under ``group``."""
    retriever, inner = _retriever(adapter)
    retriever.index(deck)
    assert inner.names is not None
    DECKS[group] = DeckData(
        inner.index_sentences(),
        dict(inner.links),
        len(deck.tools),
        np.asarray(inner.dense._matrix, dtype=np.float32),
        np.asarray(inner.names._matrix, dtype=np.float32),
    )
    queries = [retriever.acronyms.expand(c.query) for c in cases]
    inner.prime_queries(queries)
    expand = inner.expand_request or (lambda text: text)
    segments = [[expand(part) for part in split_segments(q)] for q in queries]
    inner.dense.prime_queries([t for parts in segments for t in parts])
    position = {t.name: i for i, t in enumerate(deck.tools)}
    out = []
    for case, query, parts in zip(cases, queries, segments, strict=True):
        whole, clauses = inner._candidates(query)
        seg = [
            (t, inner.request_vector(t).astype(np.float32), inner.bm25.query_terms(t))
            for t in parts
        ]
        gold = []
        for name in dict.fromkeys(case.expected_tools):
            names = (aliases or {}).get(name, frozenset({name}))
            gold.append(sorted(position[a] for a in names if a in position))
        out.append(
            Request(
                group,
                source,
                group,
                _compact(whole),
                [_compact(c) for c in clauses],
                gold,
                query,
                seg,
            )
        )
    return out


def fold_adapters(tuned: bool = False) -> dict[str, QueryAdapter]:
    """The cross-fitted adapters (benchmarks/crossfit_select_adapter.py; ``tuned``: those of
    the fold encoders' vectors, ``--tuned``), trained first when their files are missing:
    ``{"a": trained on fold a, "b": …}``."""
    if not all(fold_path(f, tuned).is_file() for f in "ab"):
        crossfit_main(["--tuned"] if tuned else [])
    return {f: QueryAdapter.load(fold_path(f, tuned), sha256=None) for f in "ab"}


def train_requests(
    root: Path,
    adapters: dict[str, QueryAdapter] | None,
    encoders: dict[str, Path] | None = None,
) -> list[Request]:
    """Source (a): every deck of ``root/decks`` with its cases that need a tool; with
    ``adapters`` (and ``encoders``), a deck of fold a is scored with the adapter (and the
    tuned encoder) of fold b and the other way round."""
    out: list[Request] = []
    names = [f.stem for f in (root / "decks").glob("*.json")]
    fold_a = in_fold(names, "a")
    for deck_file in sorted((root / "decks").glob("*.json")):
        name = deck_file.stem
        if RESERVED.search(name):
            raise SystemExit(f"{deck_file}: reserved for outside measurement, not for training")
        files = sorted(
            f
            for f in (root / "cases").glob("*.jsonl")
            if f.name == f"{name}.jsonl" or f.name.startswith(f"{name}.")
        )
        cases = [c for f in files for c in load_cases(f) if c.expected_tools]
        if cases:
            adapter = None
            other = "b" if name in fold_a else "a"
            if adapters is not None:
                adapter = adapters[other]
            with fold_encoder(encoders[other] if encoders is not None else None):
                out += requests_of(name, "train", load(str(deck_file)).deck, cases, adapter=adapter)
    return out


def dev_half_requests(root: Path) -> list[Request]:
    """More of source (a), ``--dev-of``: each deck of ``root/decks`` (an evaluation set's
    folder) with the requests of its dev half (``root/cases/<deck>.dev.jsonl``) that need
    a tool; the holdout half is never read. Scored with the shipped encoder and adapter as
    at run time: neither was trained on these requests, so no cross-fitting is needed.

    Raises:
        SystemExit: a deck of a reserved server.
    """
    out: list[Request] = []
    for deck_file in sorted((root / "decks").glob("*.json")):
        name = deck_file.stem
        if RESERVED.search(name):
            raise SystemExit(f"{deck_file}: reserved for outside measurement, not for training")
        dev = root / "cases" / f"{name}.dev.jsonl"
        cases = [c for c in load_cases(dev) if c.expected_tools] if dev.is_file() else []
        if cases:
            deck = load(str(deck_file)).deck
            out += requests_of(f"{root.name}/{name}", "train", deck, cases)
    return out


def bfcl_requests(adapters: dict[str, QueryAdapter] | None) -> list[Request]:
    """Source (b): the even-numbered BFCL pool questions with gold; with ``adapters``,
    each half scored with the adapter of the other half."""
    deck, cases, aliases = build_pool()
    even = [c for c in cases if c.expected_tools][0::2]
    if adapters is None:
        return requests_of("bfcl", "bfcl", deck, even, aliases)
    first = requests_of("bfcl", "bfcl", deck, even[0::2], aliases, adapter=adapters["b"])
    second = requests_of("bfcl", "bfcl", deck, even[1::2], aliases, adapter=adapters["a"])
    return first + second


def bfcl_odd_requests() -> list[Request]:
    """The odd-numbered BFCL pool questions with gold (the held-out half; validation only),
    scored with the shipped adapter as at run time."""
    deck, cases, aliases = build_pool()
    odd = [c for c in cases if c.expected_tools][1::2]
    return requests_of("bfcl", "bfcl-odd", deck, odd, aliases)


def dev_requests(adapter: QueryAdapter | None = None) -> list[Request]:
    """The select_real dev split (validation only; never the holdout), the first stage's
    query adapter replaced by ``adapter`` when given."""
    out: list[Request] = []
    for name in REAL_DECKS:
        deck = load(str(REAL / "decks" / f"{name}.json")).deck
        cases = [c for c in load_cases(REAL / "cases" / f"{name}.dev.jsonl") if c.expected_tools]
        out += requests_of(f"dev/{name}", "dev", deck, cases, adapter=adapter)
    return out


def cached(name: str, fresh: bool, build: object) -> list[Request]:
    """``build()``'s requests, kept under ``$TMPDIR`` (with their decks' :class:`DeckData`)
    under a name of the encoder, the adapter, the Chinese glosses' version and ``name``
    (until session 15 the glosses were not in the name, so features cached before a gloss
    change were read again after it and a rebuild did not give the shipped file)."""
    from tooldeck.select.crosslingual import GLOSS_VERSION

    tag = str(ENCODER.get("adapter_sha256", ADAPTER_SHA256))[:12]  # another adapter,
    if ENCODER["tuned"]:  # or another encoder, gives other features
        tag += f"-tuned-{TUNED_SHA256[:12]}"
    tag += f"-gloss{GLOSS_VERSION}"  # other glosses give Chinese requests other features
    path = TMP / f"tooldeck-rerank-v2-{tag}-{name}.pkl"
    if path.is_file() and not fresh:
        data, decks = pickle.loads(path.read_bytes())
        DECKS.update(decks)
        return list(data)
    start = time.perf_counter()
    data = build()  # type: ignore[operator]
    decks = {r.deck: DECKS[r.deck] for r in data}
    path.write_bytes(pickle.dumps((data, decks)))
    print(f"{name}: {len(data)} requests in {time.perf_counter() - start:.0f} s", file=sys.stderr)
    return data


# ---------------------------------------------------------------- model


@dataclass(frozen=True)
class Settings:
    """Training settings (the command-line options of the same names)."""

    mix: float = 0.5
    hidden: int = 0
    l2: float = 1e-3
    steps: int = 300
    depth: int = DEPTH


@dataclass
class Listed:
    """A request's features ``x`` ``(m, f)`` over the whole request's first ``DEPTH``
    candidates and, per gold name, the candidate rows that satisfy it."""

    source: str
    x: np.ndarray
    gold: list[list[int]]


def listed(requests: list[Request], depth: int = DEPTH) -> list[Listed]:
    """The features of each request's whole-request candidates (:func:`features`), its
    first ``depth`` (the re-ranker's window, ``--depth``)."""
    out = []
    for r in requests:
        top, x = features(r.whole, DECKS[r.deck].sentences, depth)
        row = {p: i for i, p in enumerate(top)}
        out.append(Listed(r.source, x, [[row[p] for p in g if p in row] for g in r.gold]))
    return out


def _lists(
    requests: list[Listed],
) -> list[tuple[np.ndarray, list[tuple[np.ndarray, np.ndarray]], str]]:
    """Per usable request: features, per gold term (positive rows, support mask)."""
    out = []
    for r in requests:
        present = [g for g in r.gold if g]
        if not present:
            continue
        terms = []
        for g in present:
            support = np.ones(len(r.x), dtype=bool)
            for other in present:
                if other is not g:
                    support[other] = False
            support[g] = True
            pos = np.zeros(len(r.x), dtype=bool)
            pos[g] = True
            terms.append((pos, support))
        out.append((r.x, terms, r.source))
    return out


def fit(requests: list[Listed], settings: Settings) -> Reranker:
    """The model fitted on ``requests`` (see the module docstring)."""
    lists = _lists(requests)
    allx = np.concatenate([x for x, _, _ in lists])
    mean = allx.mean(axis=0)
    scale = allx.std(axis=0)
    scale[scale < 1e-6] = 1.0
    counts = {s: sum(1 for _, _, src in lists if src == s) for s in ("train", "bfcl")}
    share = {"train": settings.mix, "bfcl": 1 - settings.mix}
    if not counts["bfcl"]:
        share = {"train": 1.0, "bfcl": 0.0}
    # stack every list into padded arrays: (L, M, f), masks
    m = max(len(x) for x, _, _ in lists)
    f = allx.shape[1]
    rows = []  # one row per gold term
    for li, (_x, terms, src) in enumerate(lists):
        w = share[src] / max(counts[src], 1) / len(terms)
        for pos, support in terms:
            rows.append((li, pos, support, w))
    z = np.zeros((len(lists), m, f))
    for li, (x, _, _) in enumerate(lists):
        z[li, : len(x)] = (x - mean) / scale
    owner = np.asarray([r[0] for r in rows])
    pos = np.zeros((len(rows), m), dtype=bool)
    sup = np.zeros((len(rows), m), dtype=bool)
    for i, (_, p, s, _) in enumerate(rows):
        pos[i, : len(p)] = p
        sup[i, : len(s)] = s
    weight = np.asarray([r[3] for r in rows])
    rng = np.random.default_rng(0)
    h = settings.hidden
    params = (
        {"w": np.zeros(f)}
        if not h
        else {
            "W1": rng.normal(0, 1 / np.sqrt(f), (f, h)),
            "b1": np.zeros(h),
            "w2": rng.normal(0, 1 / np.sqrt(h), h),
        }
    )
    if not h:
        params["w"][FEATURES.index("position_recip")] = 1.0
    moments = {k: (np.zeros_like(v), np.zeros_like(v)) for k, v in params.items()}
    lr, b1_, b2_, eps = 0.01, 0.9, 0.999, 1e-8
    for step in range(1, settings.steps + 1):
        if h:
            a = np.tanh(z @ params["W1"] + params["b1"])  # (L, M, h)
            s = a @ params["w2"]  # (L, M)
        else:
            s = z @ params["w"]
        srow = s[owner]  # (R, M)
        big = np.where(sup, srow, -np.inf)
        mx = big.max(axis=1, keepdims=True)
        e = np.where(sup, np.exp(srow - mx), 0.0)
        p_all = e / e.sum(axis=1, keepdims=True)
        ep = np.where(pos, e, 0.0)
        p_pos = ep / ep.sum(axis=1, keepdims=True)
        # d loss / d s per row = weight * (p_all - p_pos)
        g_row = weight[:, None] * (p_all - p_pos)
        g_s = np.zeros_like(s)
        np.add.at(g_s, owner, g_row)
        grads: dict[str, np.ndarray] = {}
        if h:
            grads["w2"] = np.einsum("lm,lmh->h", g_s, a)
            g_a = g_s[:, :, None] * params["w2"][None, None, :] * (1 - a**2)
            grads["W1"] = np.einsum("lmf,lmh->fh", z, g_a)
            grads["b1"] = g_a.sum(axis=(0, 1))
        else:
            grads["w"] = np.einsum("lm,lmf->f", g_s, z)
        for k, v in params.items():
            g = grads[k] + 2 * settings.l2 * v
            m1, m2 = moments[k]
            m1 = b1_ * m1 + (1 - b1_) * g
            m2 = b2_ * m2 + (1 - b2_) * g * g
            moments[k] = (m1, m2)
            v -= lr * (m1 / (1 - b1_**step)) / (np.sqrt(m2 / (1 - b2_**step)) + eps)
    if h:
        return Reranker(
            mean,
            scale,
            params["W1"],
            bias=params["b1"],
            output=params["w2"],
            depth=settings.depth,
        )
    return Reranker(mean, scale, params["w"], depth=settings.depth)


def rounded(model: Reranker) -> Reranker:
    """The model as the shipped file holds it (6 significant digits)."""
    return Reranker.from_json(model.to_json())


def _ranked(r: Request, model: Reranker | None) -> list[int]:
    """The final order of ``r`` as the method gives it (its first ``RANK_DEPTH`` places):
    the whole request re-ranked by ``model`` (None: the first stage's order), with the
    select encoder's method each clause re-ranked apart and interleaved, then the
    prerequisite providers brought along."""
    deck = DECKS[r.deck]
    k = min(deck.n, RANK_DEPTH)
    tuned = bool(ENCODER["tuned"])
    if model is None:
        order = list(r.whole.order)
    else:
        order = model.rerank(r.whole, deck.sentences)
        if tuned and r.clauses:
            orders = [np.asarray(model.rerank(c, deck.sentences), dtype=np.intp) for c in r.clauses]
            order = interleave(np.asarray(order, dtype=np.intp), orders, k, lead=CLAUSE_LEAD)
    if tuned and deck.links:
        order = bring_providers(order, deck.links, PROVIDERS_FIRST, CLAUSE_LEAD)
    return order[:k]


def measure(requests: list[Request], model: Reranker | None) -> tuple[float, float]:
    """Recall@8 (every gold name in the top 8) and MRR@100 (1 / best gold rank) of the
    method's final order (:func:`_ranked`), as benchmarks/bench_select_real.py counts."""
    hits, rr = 0, 0.0
    for r in requests:
        place = {p: i + 1 for i, p in enumerate(_ranked(r, model))}
        ranks = [min((place[p] for p in g if p in place), default=None) for g in r.gold]
        hits += all(x is not None and x <= 8 for x in ranks)
        found = [x for x in ranks if x is not None]
        rr += 1.0 / min(found) if found else 0.0
    return hits / len(requests), rr / len(requests)


def fmt(requests: list[Request], model: Reranker | None) -> str:
    r8, mrr = measure(requests, model)
    return f"{r8:.3f} / {mrr:.3f} (n={len(requests)})"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--out", type=Path, default=None, help="default: the shipped file of the encoder"
    )
    parser.add_argument("--train-dir", type=Path, default=TRAIN_DIR)
    parser.add_argument(
        "--dev-of",
        type=Path,
        action="append",
        default=[],
        help="an evaluation set's folder whose dev half (cases/<deck>.dev.jsonl) joins "
        "source (a); its holdout half is never read (repeatable)",
    )
    parser.add_argument("--mix", type=float, default=Settings.mix, help="loss share of (a)")
    parser.add_argument("--hidden", type=int, default=Settings.hidden)
    parser.add_argument("--l2", type=float, default=Settings.l2)
    parser.add_argument("--steps", type=int, default=Settings.steps)
    parser.add_argument(
        "--depth",
        type=int,
        default=Settings.depth,
        help=f"the re-ranker's window: candidates fitted and re-scored (default {DEPTH})",
    )
    parser.add_argument("--validate", action="store_true", help="print dev figures")
    parser.add_argument(
        "--odd", action="store_true", help="with --validate: also the BFCL odd half (held out)"
    )
    parser.add_argument("--cv", action="store_true", help="5-fold CV over select_train decks")
    parser.add_argument("--fresh", action="store_true", help="recompute the cached features")
    parser.add_argument(
        "--no-crossfit",
        action="store_true",
        help="score training requests with the shipped adapter (which saw them)",
    )
    parser.add_argument("--no-write", action="store_true")
    parser.add_argument(
        "--tuned", action="store_true", help="first stage with the select encoder (tuned layer)"
    )
    parser.add_argument(
        "--tuned-adapter",
        type=Path,
        help="with --tuned: a query adapter trained on the select encoder's vectors "
        "(train_select_adapter.py --tuned --out FILE) in place of the published model's",
    )
    parser.add_argument(
        "--no-encoder-crossfit",
        action="store_true",
        help="with --tuned: score select_train with the shipped tuned encoder (which saw it)",
    )
    args = parser.parse_args(argv)
    if not 2 <= args.depth <= KEEP:
        parser.error(f"--depth must be 2 to {KEEP} (the first-stage places kept), got {args.depth}")
    settings = Settings(
        mix=args.mix, hidden=args.hidden, l2=args.l2, steps=args.steps, depth=args.depth
    )
    ENCODER["tuned"] = args.tuned
    if args.out is None:
        args.out = RERANK_TUNED_PATH if args.tuned else RERANK_PATH
    dev_adapter = None
    if args.tuned_adapter is not None:
        if not args.tuned:
            parser.error("--tuned-adapter needs --tuned")
        if not args.no_write and args.out in (None, RERANK_TUNED_PATH):
            parser.error("--tuned-adapter needs --no-write or --out FILE (not the shipped file)")
        dev_adapter = QueryAdapter.load(args.tuned_adapter, sha256=None)
        ENCODER["adapter_sha256"] = hashlib.sha256(args.tuned_adapter.read_bytes()).hexdigest()
    tuned_adapters = args.tuned_adapter is not None
    adapters = None if args.no_crossfit else fold_adapters(tuned_adapters)
    encoders = fold_encoders() if args.tuned and not args.no_encoder_crossfit else None
    tag = "plain" if adapters is None else "crossfit"
    if args.tuned:
        tag += "-encoder-plain" if encoders is None else "-encoder-crossfit"
    train = cached(
        f"train-{tag}", args.fresh, lambda: train_requests(args.train_dir, adapters, encoders)
    )
    for root in args.dev_of:
        train += cached(
            f"devhalf-{root.resolve().name}", args.fresh, lambda r=root: dev_half_requests(r)
        )
    bfcl = (
        cached(f"bfcl-even-{tag.split('-encoder')[0]}", args.fresh, lambda: bfcl_requests(adapters))
        if settings.mix < 1
        else []
    )
    model = rounded(fit(listed(train + bfcl, settings.depth), settings))
    if args.cv:
        decks = sorted({r.group for r in train})
        held: list[tuple[Request, Reranker]] = []
        base: list[Request] = []
        for fold in range(5):
            out = set(decks[fold::5])
            fm = fit(
                listed([r for r in train if r.group not in out] + bfcl, settings.depth), settings
            )
            test = [r for r in train if r.group in out]
            held += [(r, fm) for r in test]
            base += test
        r8 = sum(measure([r], m)[0] for r, m in held) / len(held)
        mrr = sum(measure([r], m)[1] for r, m in held) / len(held)
        print(f"select_train 5-fold: first stage {fmt(base, None)}; re-ranked {r8:.3f} / {mrr:.3f}")
    if args.validate:
        shipped = None
        if args.out.is_file():
            try:
                shipped = Reranker.load(args.out, sha256=None)
            except SelectError as exc:
                print(f"(the file now at {args.out} is not comparable: {exc})")
        dev = cached("dev", args.fresh, lambda: dev_requests(dev_adapter))
        sets = [("dev", dev)]
        if args.odd:
            sets.append(("bfcl odd", cached("bfcl-odd", args.fresh, bfcl_odd_requests)))
        for label, requests in sets:
            before = f"; file now {fmt(requests, shipped)}" if shipped is not None else ""
            print(f"{label}: first stage {fmt(requests, None)}{before}; new {fmt(requests, model)}")
        for group in sorted({r.group for r in dev}):
            part = [r for r in dev if r.group == group]
            before = f"file now {fmt(part, shipped)}; " if shipped is not None else ""
            print(f"  {group}: {before}new {fmt(part, model)}")
        if bfcl:
            print(f"bfcl even (trained on): {fmt(bfcl, None)} -> {fmt(bfcl, model)}")
        print(f"select_train (trained on): {fmt(train, None)} -> {fmt(train, model)}")
    halves = "".join(f" + the dev half of {r.resolve().name}" for r in args.dev_of)
    about = {
        "training": f"benchmarks/data/select_train{halves} ({len(train)} requests), BFCL "
        f"pool even half ({len(bfcl)} questions), loss share {settings.mix}",
        "objective": f"listwise softmax, l2 {settings.l2}, Adam lr 0.01, {settings.steps} "
        f"steps, hidden {settings.hidden}, depth {settings.depth}",
    }
    if args.tuned:  # (the published-encoder file keeps its bytes: no key added)
        about["encoder"] = f"select encoder (tuned top layer, SHA-256 {TUNED_SHA256[:12]}…)" + (
            "; select_train scored by cross-fitted fold encoders" if encoders else ""
        )
    data = model.to_json(about)
    if not args.no_write:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_bytes(data)
        print(f"wrote {args.out} ({len(data)} bytes)")
        print(f"RERANK_SHA256 = {hashlib.sha256(data).hexdigest()!r}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
