"""Train the query adapter of the ``hybrid`` method (tooldeck.select.adapter).

What it does: embeds training requests and the tool documents they are scored against
with the numpy MiniLM, exactly as the ``hybrid`` method does at run time (request through
the cross-lingual stage, so a Chinese request reaches MiniLM as its CC-CEDICT glosses;
tool documents with ``DENSE_FIELDS``, glossed where they hold Chinese), then fits the
adapter so that ``normalise(q + q·A [+ gelu(q·W1 + b1)·W2])`` ranks each request's gold
tools first: softmax cross-entropy at a temperature (InfoNCE, van den Oord, Li & Vinyals
2018) + ``weight_decay``·‖θ‖², Adam (Kingma & Ba 2015, lr 1e-3), batches of 64, one CPU
thread, fixed torch random state.

Two sources of requests, mixed by ``--mix`` (the share of the loss that comes from (b)):

(a) the BFCL pool (benchmarks/bench_select_bfcl.py), even-numbered questions with gold,
    each scored against all 2,555 pool functions. A gold name with several functions
    (``__alt``) is one target whose probability is the sum over its functions. The
    odd-numbered questions are never seen: they are the held-out half for the BFCL
    figures. ``--bfcl-fold`` trains on half of the even questions and validates on the
    other half (cross-validation without touching the odd half).
(b) ``benchmarks/data/select_train`` (or ``--train-dir``): colloquial requests over real
    MCP servers that no evaluation set uses (see its README), each scored as a softmax
    over the tools of ITS OWN deck only (in-deck negatives: what the retriever faces at
    run time). A multi-tool request is a multi-positive target: one term per gold tool,
    in whose softmax the request's other gold tools are left out (they are not
    negatives), averaged over its gold tools. No-tool requests are skipped: the adapter
    only reorders tools, and such a request has no order to learn.

Each gold term's loss can also count the names list (``--names-weight``: the same
softmax over the tools' name-and-title embeddings, the ``hybrid`` method's third list).

Nothing from select_real, ops68 or the cross-lingual example sets is trained on; the
filesystem, git, memory and Playwright servers are never read. ``--validate`` prints, after
training, the figures that choose settings: the select_real dev split (never its holdout)
with the ``hybrid`` retriever carrying no adapter / the shipped adapter / the new one, and
with ``--bfcl-fold`` the validation half of the even BFCL questions.

torch is needed here only (``.venv/bin/pip install torch``); tooldeck applies the result in
numpy. Embeddings come from the disk cache, so a re-run embeds nothing new.

Run (writes src/tooldeck/data/select/query_adapter.safetensors and prints its SHA-256,
which must then be pasted into ``ADAPTER_SHA256`` in src/tooldeck/select/adapter.py):

    PYTHONPATH=src nice -n 10 .venv/bin/python benchmarks/train_select_adapter.py

``--tuned --out FILE``: the vectors come from the select encoder (MiniLM with its top
layer tuned, benchmarks/train_select_encoder.py; the ``hybrid`` method) instead of the
published MiniLM, and validation runs ``hybrid-tuned`` (no re-ranker) with no adapter,
the shipped adapter (``--compare``) and the new one. Tried in the ninth session and not
shipped (docs/select.md): tooldeck has no file for it, so ``--out`` is required.

Bit-identical output needs the same torch version and CPU kind (float32 sums are
order-dependent); a rebuild elsewhere gives the same figures to about ±0.002.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import sys
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

os.environ.setdefault("OMP_NUM_THREADS", "1")
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_select_bfcl import build_pool

from tooldeck.cases import Case, load_cases
from tooldeck.formats import load
from tooldeck.select.adapter import ADAPTER_PATH, QueryAdapter
from tooldeck.select.crosslingual import CrossLingualRetriever
from tooldeck.select.evaluate import evaluate_retriever
from tooldeck.select.hybrid import HybridRetriever
from tooldeck.select.methods import make_retriever
from tooldeck.select.weights import TUNED_SHA256
from tooldeck.tokenizers import CJK_IDEOGRAPHS
from tooldeck.tool import Deck

ROOT = Path(__file__).resolve().parent.parent
TRAIN_DIR = ROOT / "benchmarks" / "data" / "select_train"
REAL = ROOT / "benchmarks" / "data" / "select_real"
REAL_DECKS = ("github", "gateway_devops", "vscode_copilot_chat", "chrome_devtools", "mongodb")
RESERVED = re.compile(r"filesystem|(^|[^a-z])git([^a-z]|$)|memory|playwright", re.I)
"""Server names kept for outside measurement: a training deck whose file name matches is
refused."""
_HAS_CJK = re.compile(f"[{CJK_IDEOGRAPHS}]")


@dataclass
class Group:
    """Requests scored against one set of tools (the BFCL pool, or one deck)."""

    name: str
    documents: np.ndarray  # (n, d) DENSE_FIELDS vectors
    names: np.ndarray  # (n, d) NAME_FIELDS vectors
    queries: np.ndarray  # (m, d)
    gold: list[list[list[int]]]  # per request, per gold name: its tool positions
    source: str  # "bfcl" or "train"
    chinese: list[bool] = field(default_factory=list)


@dataclass(frozen=True)
class Encoder:
    """Which MiniLM embeds: the published one, or (``tuned``) the select encoder whose
    layers the process holds now (the shipped file, or a cross-fitting fold's,
    benchmarks/crossfit_select_adapter.py ``fold_encoder``), its vectors in ``cache``
    (None: the default dense cache)."""

    tuned: bool = False
    cache: Path | None = None


PUBLISHED = Encoder()


def plain_hybrid(encoder: Encoder = PUBLISHED) -> CrossLingualRetriever:
    """``hybrid-base`` with the cross-lingual stage (no adapter, no re-ranker), embedding
    with ``encoder``."""
    retriever = make_retriever(
        "hybrid-base", acronyms=False, crosslingual=True, cache_dir=encoder.cache
    )
    assert isinstance(retriever, CrossLingualRetriever)
    inner = retriever.inner
    assert isinstance(inner, HybridRetriever) and inner.names is not None
    inner.dense.tuned = inner.names.tuned = encoder.tuned
    return retriever


def _embed(
    deck: Deck, requests: Sequence[str], encoder: Encoder = PUBLISHED
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Document, name and request vectors as the ``hybrid`` method computes them (with the
    ``hybrid-tuned`` method's encoder when ``encoder.tuned``), no adapter applied."""
    retriever = plain_hybrid(encoder)
    retriever.index(deck)
    inner = retriever.inner
    assert isinstance(inner, HybridRetriever) and inner.names is not None
    queries = [retriever.expander.expand(q) for q in requests]
    inner.dense.prime_queries(queries)
    vectors = np.stack([inner.dense.query_vector(q) for q in queries])
    return np.asarray(inner.dense._matrix), np.asarray(inner.names._matrix), vectors


def bfcl_cases(part: str) -> tuple[Deck, list[Case], dict[str, frozenset[str]]]:
    """The pool and the questions of ``part``: ``even`` (all even-numbered questions with
    gold), ``even-train`` / ``even-valid`` (its two halves, for cross-validation)."""
    deck, cases, aliases = build_pool()
    even = [c for c in cases if c.expected_tools][0::2]
    chosen = {"even": even, "even-train": even[0::2], "even-valid": even[1::2]}[part]
    return deck, chosen, aliases


def bfcl_group(part: str, encoder: Encoder = PUBLISHED) -> Group:
    """Group (a) of the module docstring."""
    deck, cases, aliases = bfcl_cases(part)
    documents, names, vectors = _embed(deck, [c.query for c in cases], encoder)
    position = {t.name: i for i, t in enumerate(deck.tools)}
    gold = [
        [sorted(position[a] for a in aliases.get(g, frozenset({g}))) for g in c.expected_tools]
        for c in cases
    ]
    return Group(
        "bfcl",
        documents,
        names,
        vectors,
        gold,
        "bfcl",
        [bool(_HAS_CJK.search(c.query)) for c in cases],
    )


def labelled_decks(
    root: Path,
    decks: set[str] | None = None,
    *,
    chinese: bool = True,
    split: str | None = None,
) -> Iterator[tuple[Path, Deck, list[Case], dict[str, int]]]:
    """Each deck of ``root/decks`` (name order; only ``decks`` when given) with its
    requests that need a tool (from ``root/cases/<deck>*.jsonl``; with ``split``, from
    ``root/cases/<deck>.<split>.jsonl`` only — the ``dev`` half of an evaluation set, whose
    ``holdout`` half stays unread; without ``chinese``, those holding Chinese left out) and
    its tools' positions by name; decks left with no request are skipped. Shared by the
    select stage's training and build scripts.

    Raises:
        SystemExit: a deck of a reserved server, or a case naming a tool its deck lacks.
    """
    for deck_file in sorted((root / "decks").glob("*.json")):
        name = deck_file.stem
        if decks is not None and name not in decks:
            continue
        if RESERVED.search(name):
            raise SystemExit(f"{deck_file}: reserved for outside measurement, not for training")
        if split is not None:
            files = sorted((root / "cases").glob(f"{name}.{split}.jsonl"))
        else:
            files = sorted(
                f
                for f in (root / "cases").glob("*.jsonl")
                if f.name == f"{name}.jsonl" or f.name.startswith(f"{name}.")
            )
        cases = [c for f in files for c in load_cases(f) if c.expected_tools]
        if not chinese:
            cases = [c for c in cases if not _HAS_CJK.search(c.query)]
        if not cases:
            continue
        deck = load(str(deck_file)).deck
        position = {t.name: i for i, t in enumerate(deck.tools)}
        unknown = {g for c in cases for g in c.expected_tools if g not in position}
        if unknown:
            raise SystemExit(f"{deck_file}: cases name tools it lacks: {sorted(unknown)}")
        yield deck_file, deck, cases, position


def train_groups(root: Path, *, chinese: bool, encoder: Encoder = PUBLISHED) -> list[Group]:
    """Group (b) of the module docstring: one group per deck of ``root/decks``, its cases
    from ``root/cases/<deck>*.jsonl``; no-tool requests (and, without ``chinese``, requests
    holding Chinese) left out.

    Raises:
        SystemExit: a deck of a reserved server, or a case naming a tool its deck lacks.
    """
    groups = []
    for deck_file, deck, cases, position in labelled_decks(root, chinese=chinese):
        name = deck_file.stem
        documents, names, vectors = _embed(deck, [c.query for c in cases], encoder)
        gold = [[[position[g]] for g in dict.fromkeys(c.expected_tools)] for c in cases]
        flags = [bool(_HAS_CJK.search(c.query)) for c in cases]
        groups.append(Group(name, documents, names, vectors, gold, "train", flags))
    return groups


def data_digest(root: Path, split: str | None = None) -> str:
    """SHA-256 over the training decks and cases (relative path and bytes of each file, in
    path order): names the exact data an adapter was trained on. With ``split``, the cases
    files ``*.<split>.jsonl`` only (those :func:`labelled_decks` reads with that split)."""
    digest = hashlib.sha256()
    pattern = f"*.{split}.jsonl" if split is not None else "*.jsonl"
    for file in sorted([*(root / "decks").glob("*.json"), *(root / "cases").glob(pattern)]):
        digest.update(str(file.relative_to(root)).encode() + b"\0" + file.read_bytes())
    return digest.hexdigest()


@dataclass(frozen=True)
class Settings:
    """Training settings (the command-line options of the same names)."""

    mix: float = 0.5
    epochs: int = 20
    temperature: float = 0.05
    weight_decay: float = 1e-2
    hidden: int = 0
    names_weight: float = 0.0
    batch: int = 64


def train(groups: Sequence[Group], settings: Settings) -> dict[str, np.ndarray]:
    """The adapter tensors (float32): ``A`` and, with ``settings.hidden``, ``W1``, ``b1``,
    ``W2``; see the module docstring."""
    import torch

    torch.manual_seed(0)
    torch.set_num_threads(1)
    torch.use_deterministic_algorithms(True)
    use = [g for g in groups if (settings.mix > 0 or g.source == "bfcl")]
    use = [g for g in use if (settings.mix < 1 or g.source == "train")]
    offsets = np.cumsum([0] + [len(g.documents) for g in use])
    docs = torch.tensor(np.concatenate([g.documents for g in use]), dtype=torch.float32)
    name_docs = torch.tensor(np.concatenate([g.names for g in use]), dtype=torch.float32)
    queries = torch.tensor(np.concatenate([g.queries for g in use]), dtype=torch.float32)
    n_total = len(queries)
    counts = {s: sum(len(g.queries) for g in use if g.source == s) for s in ("bfcl", "train")}
    share = {"bfcl": 1 - settings.mix, "train": settings.mix}
    # one row per (request, gold name): positives, the softmax's support, the row's weight
    owner, positive, support, weight = [], [], [], []
    q = 0
    for gi, g in enumerate(use):
        lo, hi = int(offsets[gi]), int(offsets[gi + 1])
        scale = share[g.source] * n_total / counts[g.source]
        for names in g.gold:
            for positions in names:
                pos = torch.zeros(len(docs), dtype=torch.bool)
                pos[[lo + p for p in positions]] = True
                sup = torch.zeros(len(docs), dtype=torch.bool)
                sup[lo:hi] = True
                if g.source == "train":  # the request's other gold tools are not negatives
                    for other in names:
                        if other is not positions:
                            sup[[lo + p for p in other]] = False
                owner.append(q)
                positive.append(pos)
                support.append(sup)
                # BFCL: one term per gold name (summed, as the first adapter was trained);
                # select_train: averaged over the request's gold tools
                weight.append(scale if g.source == "bfcl" else scale / len(names))
            q += 1
    owner_t = torch.tensor(owner)
    pos_all = torch.stack(positive)
    sup_all = torch.stack(support)
    weight_t = torch.tensor(weight, dtype=torch.float32)
    d = docs.shape[1]
    params = {"A": torch.zeros(d, d, requires_grad=True)}
    if settings.hidden:
        params["W1"] = (torch.randn(d, settings.hidden) / d**0.5).requires_grad_()
        params["b1"] = torch.zeros(settings.hidden, requires_grad=True)
        params["W2"] = torch.zeros(settings.hidden, d, requires_grad=True)
    opt = torch.optim.Adam(list(params.values()), lr=1e-3)
    rows_of = [[] for _ in range(n_total)]
    for r, o in enumerate(owner):
        rows_of[o].append(r)

    def adapt(x: torch.Tensor) -> torch.Tensor:
        out = x + x @ params["A"]
        if settings.hidden:
            out = (
                out
                + torch.nn.functional.gelu(x @ params["W1"] + params["b1"], approximate="tanh")
                @ params["W2"]
            )
        return out / out.norm(dim=1, keepdim=True)

    def term(logits: torch.Tensor, rows: torch.Tensor) -> torch.Tensor:
        top = logits.masked_fill(~pos_all[rows], float("-inf"))
        all_ = logits.masked_fill(~sup_all[rows], float("-inf"))
        return torch.logsumexp(all_, dim=1) - torch.logsumexp(top, dim=1)

    for _ in range(settings.epochs):
        order = torch.randperm(n_total)
        for start in range(0, n_total, settings.batch):
            idx = order[start : start + settings.batch]
            rows = torch.tensor([r for i in idx.tolist() for r in rows_of[i]])
            where = {int(v): j for j, v in enumerate(idx)}
            take = torch.tensor([where[int(owner_t[r])] for r in rows])
            qa = adapt(queries[idx])[take]
            loss = (weight_t[rows] * term(qa @ docs.T / settings.temperature, rows)).sum()
            if settings.names_weight:
                named = term(qa @ name_docs.T / settings.temperature, rows)
                loss = loss + settings.names_weight * (weight_t[rows] * named).sum()
            loss = loss / len(idx)
            loss = loss + settings.weight_decay * sum((p**2).sum() for p in params.values())
            opt.zero_grad()
            loss.backward()
            opt.step()
    return {k: v.detach().numpy() for k, v in params.items()}


def serialise(
    tensors: dict[str, np.ndarray],
    settings: Settings,
    about: str,
    chinese: bool,
    encoder: str = "sentence-transformers/all-MiniLM-L6-v2 (frozen)",
) -> bytes:
    """The safetensors file: float16 tensors and the settings as metadata.

    Written here rather than by ``safetensors.numpy.save``, whose metadata order changes
    from run to run: the header's keys are sorted, so the same tensors give the same bytes
    (and SHA-256). Layout as the safetensors format defines it: 8-byte little-endian header
    size, the JSON header padded with spaces to a multiple of 8, the tensors' bytes."""
    hidden = " + gelu_tanh(q W1 + b1) W2" if "W1" in tensors else ""
    metadata = {
        "encoder": encoder,
        "map": f"q' = normalise(q + q A{hidden})",
        "training": about,
        "objective": f"InfoNCE, temperature {settings.temperature}, epochs {settings.epochs}, "
        f"weight decay {settings.weight_decay}, mix {settings.mix}, hidden {settings.hidden}, "
        f"names weight {settings.names_weight}",
        "chinese": "yes" if chinese else "no",
    }
    header: dict[str, object] = {"__metadata__": dict(sorted(metadata.items()))}
    blobs, offset = [], 0
    for name in sorted(tensors):
        blob = np.ascontiguousarray(tensors[name], dtype="<f2").tobytes()
        header[name] = {
            "dtype": "F16",
            "shape": list(tensors[name].shape),
            "data_offsets": [offset, offset + len(blob)],
        }
        blobs.append(blob)
        offset += len(blob)
    text = json.dumps(header, separators=(",", ":"), ensure_ascii=False).encode()
    text += b" " * (-len(text) % 8)
    return len(text).to_bytes(8, "little") + text + b"".join(blobs)


def encoder_label(encoder: Encoder, fold: str | None = None) -> str:
    """The ``encoder`` metadata of an adapter file trained on ``encoder``'s vectors."""
    if not encoder.tuned:
        return "sentence-transformers/all-MiniLM-L6-v2 (frozen)"
    if fold is None:
        return f"select encoder (all-MiniLM-L6-v2, tuned top layer, SHA-256 {TUNED_SHA256[:12]}…)"
    return f"select encoder of cross-fitting fold {fold} (select_train decks of fold {fold})"


def adapter_of(data: bytes) -> QueryAdapter:
    """The adapter tooldeck would load from ``data`` (float16 tensors, metadata)."""
    path = Path(os.environ.get("TMPDIR", "/tmp")) / f"adapter-{os.getpid()}.safetensors"
    path.write_bytes(data)
    try:
        return QueryAdapter.load(path, sha256=None)
    finally:
        path.unlink()


# ---------------------------------------------------------------- validation


@dataclass
class Bench:
    """Retrievers built once over a validation set; adapters are swapped in."""

    name: str
    deck: Deck
    cases: list[Case]
    retrievers: dict[str, CrossLingualRetriever]
    aliases: dict[str, frozenset[str]] | None = None


def dev_benches(segments: bool, tuned: bool = False) -> list[Bench]:
    """select_real dev (the tuning split; never the holdout), one bench per deck; with
    ``tuned``, over the select encoder (no re-ranker)."""
    out = []
    for name in REAL_DECKS:
        deck = load(str(REAL / "decks" / f"{name}.json")).deck
        cases = load_cases(REAL / "cases" / f"{name}.dev.jsonl")
        out.append(Bench(f"dev/{name}", deck, list(cases), _retrievers(segments, tuned)))
    return out


def _retrievers(segments: bool, tuned: bool = False) -> dict[str, CrossLingualRetriever]:
    kinds = {"hybrid": False, "hybrid-segments": True} if segments else {"hybrid": False}
    out = {}
    for kind, seg in kinds.items():
        r = plain_hybrid(Encoder(tuned=tuned))
        assert isinstance(r.inner, HybridRetriever)
        r.inner.segments = seg
        out[kind] = r
    return out


def score(bench: Bench, kind: str, adapter: QueryAdapter | None) -> list[tuple[bool, float, bool]]:
    """Per case: all gold in the top 8, 1 / best gold rank, request holds Chinese."""
    retriever = bench.retrievers[kind]
    assert isinstance(retriever.inner, HybridRetriever)
    retriever.inner.adapter = adapter
    ev = evaluate_retriever(retriever, bench.deck, bench.cases, ks=(8,), aliases=bench.aliases)
    out = []
    for r in ev.per_case:
        ranks = [x for x in r.ranks if x is not None]
        out.append(
            (r.all_within(8), 1 / min(ranks) if ranks else 0.0, bool(_HAS_CJK.search(r.query)))
        )
    return out


def summary(rows: list[tuple[bool, float, bool]]) -> str:
    def cell(sel: list[tuple[bool, float, bool]]) -> str:
        if not sel:
            return "–"
        return f"{sum(r[0] for r in sel) / len(sel):.3f} / {sum(r[1] for r in sel) / len(sel):.3f}"

    return (
        f"{cell(rows)} (en {cell([r for r in rows if not r[2]])}, "
        f"zh {cell([r for r in rows if r[2]])}, n={len(rows)})"
    )


def validate(
    adapters: dict[str, QueryAdapter | None], segments: bool, fold: bool, tuned: bool = False
) -> None:
    """Print the dev (and BFCL validation-half) figures of each adapter."""
    benches = dev_benches(segments, tuned)
    if fold:
        deck, cases, aliases = bfcl_cases("even-valid")
        bfcl = Bench(
            "bfcl/even-valid", deck, cases, {"hybrid": _retrievers(False, tuned)["hybrid"]}, aliases
        )
    for kind in ("hybrid", "hybrid-segments") if segments else ("hybrid",):
        for label, adapter in adapters.items():
            rows = [row for b in benches for row in score(b, kind, adapter)]
            print(f"dev {kind:16} {label:10} {summary(rows)}", flush=True)
    if fold:
        for label, adapter in adapters.items():
            print(
                f"bfcl even-valid  {label:10} {summary(score(bfcl, 'hybrid', adapter))}", flush=True
            )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--out", type=Path, default=None, help="default: the shipped query_adapter.safetensors"
    )
    parser.add_argument(
        "--tuned", action="store_true", help="train on the select encoder's vectors"
    )
    parser.add_argument("--train-dir", type=Path, default=TRAIN_DIR)
    parser.add_argument("--mix", type=float, default=Settings.mix, help="loss share of (b)")
    parser.add_argument("--epochs", type=int, default=Settings.epochs)
    parser.add_argument("--temperature", type=float, default=Settings.temperature)
    parser.add_argument("--weight-decay", type=float, default=Settings.weight_decay)
    parser.add_argument("--hidden", type=int, default=0, help="width of the residual layer")
    parser.add_argument("--names-weight", type=float, default=0.0)
    parser.add_argument(
        "--english-only",
        action="store_true",
        help="train on requests without Chinese only; the adapter then skips such requests",
    )
    parser.add_argument(
        "--bfcl-fold", action="store_true", help="train on half of the even questions"
    )
    parser.add_argument("--validate", action="store_true", help="print dev figures after training")
    parser.add_argument("--segments", action="store_true", help="validate hybrid-segments too")
    parser.add_argument("--no-write", action="store_true", help="do not write --out")
    parser.add_argument(
        "--compare",
        type=Path,
        default=ADAPTER_PATH,
        help="adapter validated next to the new one (default: the one shipped now)",
    )
    args = parser.parse_args(argv)
    if args.out is None:
        if args.tuned:
            parser.error("--tuned needs --out FILE (tooldeck ships no adapter of these vectors)")
        args.out = ADAPTER_PATH
    encoder = Encoder(tuned=args.tuned)
    settings = Settings(
        mix=args.mix,
        epochs=args.epochs,
        temperature=args.temperature,
        weight_decay=args.weight_decay,
        hidden=args.hidden,
        names_weight=args.names_weight,
    )
    start = time.perf_counter()
    shipped = QueryAdapter.load(args.compare, sha256=None) if args.validate else None
    chinese = not args.english_only
    groups = [bfcl_group("even-train" if args.bfcl_fold else "even", encoder)]
    if settings.mix > 0:
        groups += train_groups(args.train_dir, chinese=chinese, encoder=encoder)
    n_train = sum(len(g.queries) for g in groups if g.source == "train")
    if settings.mix > 0 and not n_train:
        raise SystemExit(
            f"{args.train_dir}: no training requests (decks/*.json with cases/<deck>.jsonl); "
            "give --train-dir, or --mix 0 to train on BFCL only"
        )
    print(
        f"{len(groups[0].queries)} BFCL questions, {n_train} select_train requests over "
        f"{len(groups) - 1} decks; embedded in {time.perf_counter() - start:.0f} s",
        file=sys.stderr,
    )
    tensors = train(groups, settings)
    about = (
        f"BFCL pool, {'a half of ' if args.bfcl_fold else ''}the even-numbered questions with "
        f"gold ({len(groups[0].queries)}); benchmarks/data/select_train ({n_train} requests, "
        f"{len(groups) - 1} decks, in-deck negatives, files SHA-256 "
        f"{data_digest(args.train_dir) if settings.mix > 0 else '-'}), loss share {settings.mix}"
    )
    data = serialise(tensors, settings, about, chinese, encoder_label(encoder))
    print(f"trained in {time.perf_counter() - start:.0f} s; {len(data)} bytes", file=sys.stderr)
    if not args.no_write:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_bytes(data)
        print(f"wrote {args.out} ({len(data)} bytes)")
        print(f"ADAPTER_SHA256 = {hashlib.sha256(data).hexdigest()!r}")
    if args.validate:
        adapters = {"none": None, "compare": shipped, "new": adapter_of(data)}
        validate(adapters, args.segments, args.bfcl_fold, args.tuned)
    return 0


if __name__ == "__main__":
    sys.exit(main())
