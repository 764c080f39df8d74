"""Fine-tune the top layers of MiniLM for tool retrieval (issue 15, the step after the
query adapter).

What it does: the select encoder becomes all-MiniLM-L6-v2 (the int8 copy shipped in
tooldeck, bottom layers frozen) with its top ``--layers`` transformer layers trained
contrastively, so that requests and tool documents — both through the same encoder, as
the ``hybrid`` method embeds them (request through the cross-lingual stage, so a Chinese
request reaches MiniLM as its CC-CEDICT glosses; documents with ``DENSE_FIELDS``, glossed
where they hold Chinese) — rank each request's gold tools first.

Objective: multiple-negatives ranking (InfoNCE, van den Oord, Li & Vinyals 2018; the
"MultipleNegativesRankingLoss" form of Henderson et al. 2017, "Efficient Natural Language
Response Suggestion for Smart Reply", with mined hard negatives): for each (request, gold
tool) a softmax at ``--temperature`` over the tool documents of the batch, which are

(b) select_train (benchmarks/data/select_train: colloquial requests over real MCP servers
    that no evaluation set uses): a batch holds requests of ONE deck; its candidates are
    all the deck's tools (decks up to ``--deck-cap`` tools), else the gold tools of the
    batch and each request's ``--hard`` most similar non-gold tools under the base encoder
    (in-deck hard negatives). The request's other gold tools are left out of its softmax.
(a) with ``--bfcl``: the even-numbered BFCL pool questions with gold (the odd ones are the
    held-out half of benchmarks/bench_select_bfcl.py ``--half odd``), candidates the gold
    functions of the batch plus each question's ``--hard`` most similar pool functions
    under the base encoder (a gold name with several functions: any of them counts).

Speed: the frozen bottom layers run once per text (numpy, the same code as at run time)
and their hidden states are kept on disk (``--work``); each step runs only the trained
layers, in torch (float32, ``--threads``). Adam (Kingma & Ba 2015), linear warm-up over
the first 10 % of the steps, fixed torch random state.

Nothing from select_real (the dev split chose the settings; ``--validate`` prints it),
ops68 or the cross-lingual sets is trained on; the filesystem, git, memory and Playwright
servers are never read.

Run (torch needed for training only):

    PYTHONPATH=src nice -n 10 .venv/bin/python benchmarks/train_select_encoder.py --validate

It writes ``--out`` (the tuned layers, float16, safetensors with sorted header keys) and
prints its SHA-256.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import os
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

os.environ.setdefault("OMP_NUM_THREADS", "1")  # before numpy: BLAS reads them at load
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

from train_select_adapter import (
    RESERVED,
    TRAIN_DIR,
    bfcl_cases,
    data_digest,
    dev_benches,
    score,
    summary,
)

from tooldeck.cases import load_cases
from tooldeck.formats import load
from tooldeck.select import dense as dense_module
from tooldeck.select.adapter import ADAPTER_PATH, QueryAdapter
from tooldeck.select.crosslingual import CrossLingualRetriever, english_view
from tooldeck.select.documents import dense_text
from tooldeck.select.hybrid import HybridRetriever
from tooldeck.select.methods import make_retriever
from tooldeck.select.minilm import NumpyMiniLM, _layer_norm_
from tooldeck.select.weights import numpy_model_dir, read_tensors
from tooldeck.tool import Deck

ROOT = Path(__file__).resolve().parent.parent
LAYERS = 6
LAYER_KEYS = (
    "attention.self.query.weight",
    "attention.self.query.bias",
    "attention.self.key.weight",
    "attention.self.key.bias",
    "attention.self.value.weight",
    "attention.self.value.bias",
    "attention.output.dense.weight",
    "attention.output.dense.bias",
    "attention.output.LayerNorm.weight",
    "attention.output.LayerNorm.bias",
    "intermediate.dense.weight",
    "intermediate.dense.bias",
    "output.dense.weight",
    "output.dense.bias",
    "output.LayerNorm.weight",
    "output.LayerNorm.bias",
)


@dataclass
class Group:
    """Requests scored against one set of tools (one deck, or the BFCL pool)."""

    name: str
    source: str  # "train" or "bfcl"
    doc_texts: list[str]
    query_texts: list[str]
    gold: list[list[list[int]]]  # per request, per gold name: its tool positions
    hard: list[list[int]]  # per request: the most similar non-gold tools (base encoder)


def _texts(deck: Deck, requests: list[str]) -> tuple[list[str], list[str], np.ndarray]:
    """Document texts, request texts as the ``hybrid`` method hands them to MiniLM, and the
    base encoder's cosine matrix (requests × tools) for mining hard negatives."""
    retriever = make_retriever("hybrid-base", acronyms=False, crosslingual=True)
    assert isinstance(retriever, CrossLingualRetriever)
    retriever.index(deck)
    inner = retriever.inner
    assert isinstance(inner, HybridRetriever)
    docs = [dense_text(retriever._glossed(t), inner.dense.fields) for t in deck]
    queries = [english_view(retriever.expander.expand(q)) or q for q in requests]
    inner.dense.prime_queries([retriever.expander.expand(q) for q in requests])
    vectors = np.stack([inner.dense.query_vector(retriever.expander.expand(q)) for q in requests])
    return docs, queries, vectors @ np.asarray(inner.dense._matrix).T


def _hard(sims: np.ndarray, gold: list[list[list[int]]], n: int) -> list[list[int]]:
    out = []
    for row, names in zip(sims, gold, strict=True):
        taken = {p for positions in names for p in positions}
        order = [int(i) for i in np.argsort(-row, kind="stable") if int(i) not in taken]
        out.append(order[:n])
    return out


def train_groups(root: Path, hard: int) -> list[Group]:
    groups = []
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
        if not cases:
            continue
        deck = load(str(deck_file)).deck
        position = {t.name: i for i, t in enumerate(deck.tools)}
        gold = [[[position[g]] for g in dict.fromkeys(c.expected_tools)] for c in cases]
        docs, queries, sims = _texts(deck, [c.query for c in cases])
        groups.append(Group(name, "train", docs, queries, gold, _hard(sims, gold, hard)))
    return groups


def bfcl_group(part: str, hard: int) -> Group:
    deck, cases, aliases = bfcl_cases(part)
    position = {t.name: i for i, t in enumerate(deck.tools)}
    gold = [
        [sorted(position[a] for a in aliases.get(g, frozenset({g}))) for g in c.expected_tools]
        for c in cases
    ]
    docs, queries, sims = _texts(deck, [c.query for c in cases])
    return Group("bfcl", "bfcl", docs, queries, gold, _hard(sims, gold, hard))


# ---------------------------------------------------------------- frozen bottom layers


def bottom_states(
    model: NumpyMiniLM, texts: list[str], upto: int, work: Path
) -> dict[str, np.ndarray]:
    """Hidden states after layer ``upto`` (0-based count of layers run) of each text, as
    ``(word pieces, hidden)`` float16, cached in ``work`` by text."""
    work.mkdir(parents=True, exist_ok=True)
    key = hashlib.sha256(("\0".join(texts) + f"\0{upto}").encode()).hexdigest()[:24]
    file = work / f"states-{key}.npz"
    if file.is_file():
        with np.load(file) as data:
            flat, lengths = data["flat"], data["lengths"]
        out, offset = {}, 0
        for text, n in zip(texts, lengths, strict=True):
            out[text] = flat[offset : offset + n]
            offset += n
        return out
    pieces = model.token_ids(texts)
    order = sorted(range(len(texts)), key=lambda i: -len(pieces[i]))
    states: list[np.ndarray | None] = [None] * len(texts)
    for start in range(0, len(order), 16):
        batch = order[start : start + 16]
        ids_list = [pieces[i] for i in batch]
        n, length = len(batch), max(len(p) for p in ids_list)
        ids = np.zeros((n, length), np.intp)
        mask = np.zeros((n, length), np.float32)
        for row, p in enumerate(ids_list):
            ids[row, : len(p)] = p
            mask[row, : len(p)] = 1
        scratch = model._scratch()
        e = model._embeddings
        x = np.take(e["word"], ids.reshape(-1), axis=0).astype(np.float32)
        x.reshape(n, length, model.hidden)[...] += e["position"][:length]
        x += e["type0"]
        _layer_norm_(x, e["ln_w"], e["ln_b"], model.eps, scratch)
        padded = any(len(p) < length for p in ids_list)
        bias = ((1.0 - mask) * np.finfo(np.float32).min)[:, None, None, :] if padded else None
        for layer in model._layers[:upto]:
            model._block(x, (n, length), bias, layer, scratch)
        x3 = x.reshape(n, length, model.hidden)
        for row, i in enumerate(batch):
            states[i] = x3[row, : len(ids_list[row])].astype(np.float16)
    done = [s for s in states if s is not None]
    np.savez(
        file,
        flat=np.concatenate(done),
        lengths=np.array([len(s) for s in done]),
    )
    return {t: s for t, s in zip(texts, done, strict=True)}


# ---------------------------------------------------------------- trained top layers


def bert_layers(x, bias, p, indices, heads: int, eps: float):  # type: ignore[no-untyped-def]
    """BERT encoder layers ``indices`` (post-LayerNorm, exact GELU; the ``BertLayer`` of
    Hugging Face transformers) over hidden states ``x`` ``(n, length, d)`` in torch, with
    the additive attention ``bias`` ``(n, 1, 1, length)`` and ``p(i, key)`` giving layer
    ``i``'s tensor ``encoder.layer.<i>.<key>``. Shared by this script's top layers and
    ``train_select_student.py``'s bottom ones."""
    import torch

    f = torch.nn.functional
    n, length, d = x.shape
    hd = d // heads
    for i in indices:

        def lin(t: torch.Tensor, k: str, i: int = i) -> torch.Tensor:
            return f.linear(t, p(i, f"{k}.weight"), p(i, f"{k}.bias"))

        def split(t: torch.Tensor) -> torch.Tensor:
            return t.view(n, length, heads, hd).transpose(1, 2)

        q = split(lin(x, "attention.self.query"))
        k = split(lin(x, "attention.self.key"))
        v = split(lin(x, "attention.self.value"))
        scores = q @ k.transpose(-1, -2) / math.sqrt(hd) + bias
        context = (scores.softmax(-1) @ v).transpose(1, 2).reshape(n, length, d)
        a = f.layer_norm(
            lin(context, "attention.output.dense") + x,
            (d,),
            p(i, "attention.output.LayerNorm.weight"),
            p(i, "attention.output.LayerNorm.bias"),
            eps,
        )
        h = lin(f.gelu(lin(a, "intermediate.dense")), "output.dense")
        x = f.layer_norm(
            h + a, (d,), p(i, "output.LayerNorm.weight"), p(i, "output.LayerNorm.bias"), eps
        )
    return x


def make_top(tensors: dict[str, np.ndarray], first: int, heads: int, eps: float):
    """A torch module running layers ``first``..5 of the BERT encoder (post-LayerNorm,
    exact GELU) + mean pooling + L2 normalisation, initialised from ``tensors``."""
    import torch

    class Top(torch.nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.params = torch.nn.ParameterDict()
            for i in range(first, LAYERS):
                for k in LAYER_KEYS:
                    name = f"encoder.layer.{i}.{k}"
                    self.params[name.replace(".", "__")] = torch.nn.Parameter(
                        torch.tensor(np.asarray(tensors[name], np.float32))
                    )

        def p(self, i: int, k: str) -> torch.Tensor:
            return self.params[f"encoder.layer.{i}.{k}".replace(".", "__")]

        def forward(self, x: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
            f = torch.nn.functional
            bias = (1.0 - mask)[:, None, None, :] * torch.finfo(torch.float32).min
            x = bert_layers(x, bias, self.p, range(first, LAYERS), heads, eps)
            pooled = (x * mask[..., None]).sum(1) / mask.sum(1, keepdim=True).clamp(min=1e-9)
            return f.normalize(pooled, dim=-1)

        def tensors(self) -> dict[str, np.ndarray]:
            return {k.replace("__", "."): v.detach().numpy().copy() for k, v in self.params.items()}

    return Top()


@dataclass(frozen=True)
class Settings:
    layers: int = 1
    epochs: int = 1
    lr: float = 3e-5
    temperature: float = 0.05
    batch: int = 32
    hard: int = 4
    deck_cap: int = 64
    bfcl_share: float = 0.5


def _pad(states: list[np.ndarray]):
    import torch

    length = max(len(s) for s in states)
    x = np.zeros((len(states), length, states[0].shape[1]), np.float32)
    mask = np.zeros((len(states), length), np.float32)
    for i, s in enumerate(states):
        x[i, : len(s)] = s
        mask[i, : len(s)] = 1
    return torch.from_numpy(x), torch.from_numpy(mask)


def _encode(top, states: list[np.ndarray], chunk: int = 16):
    """``top`` over texts sorted by length in chunks of ``chunk`` (little padding), rows
    back in the order given."""
    import torch

    order = sorted(range(len(states)), key=lambda i: -len(states[i]))
    parts = [
        top(*_pad([states[i] for i in order[s : s + chunk]])) for s in range(0, len(order), chunk)
    ]
    inverse = torch.empty(len(order), dtype=torch.long)
    inverse[torch.tensor(order)] = torch.arange(len(order))
    return torch.cat(parts)[inverse]


def train(groups: list[Group], states: dict[str, np.ndarray], top, settings: Settings) -> None:
    """Updates ``top`` in place (see the module docstring)."""
    import torch

    torch.manual_seed(0)
    rng = np.random.default_rng(0)
    steps: list[tuple[int, list[int]]] = []
    for _ in range(settings.epochs):
        epoch = []
        for gi, g in enumerate(groups):
            order = rng.permutation(len(g.query_texts)).tolist()
            epoch += [
                (gi, order[s : s + settings.batch]) for s in range(0, len(order), settings.batch)
            ]
        steps += [epoch[i] for i in rng.permutation(len(epoch))]
    counts = {
        s: sum(len(g.query_texts) for g in groups if g.source == s) for s in ("train", "bfcl")
    }
    total = sum(counts.values())
    share = {"bfcl": settings.bfcl_share, "train": 1 - settings.bfcl_share}
    if not counts["bfcl"]:
        share = {"train": 1.0, "bfcl": 0.0}
    opt = torch.optim.Adam(top.parameters(), lr=settings.lr)
    warm = max(1, len(steps) // 10)
    start = time.perf_counter()
    for step, (gi, chosen) in enumerate(steps):
        for group in opt.param_groups:
            group["lr"] = settings.lr * min(1.0, (step + 1) / warm)
        g = groups[gi]
        if len(g.doc_texts) <= settings.deck_cap:
            cands = list(range(len(g.doc_texts)))
        else:
            cands = list(
                dict.fromkeys(
                    [p for q in chosen for positions in g.gold[q] for p in positions]
                    + [p for q in chosen for p in g.hard[q]]
                )
            )
        where = {p: j for j, p in enumerate(cands)}
        d = _encode(top, [states[g.doc_texts[p]] for p in cands])
        q = _encode(top, [states[g.query_texts[q]] for q in chosen])
        logits = q @ d.T / settings.temperature
        terms = []
        for row, qi in enumerate(chosen):
            names = g.gold[qi]
            for positions in names:
                pos = torch.zeros(len(cands), dtype=torch.bool)
                pos[[where[p] for p in positions]] = True
                sup = torch.ones(len(cands), dtype=torch.bool)
                for other in names:
                    if other is not positions:
                        sup[[where[p] for p in other]] = False
                sup |= pos
                term = torch.logsumexp(logits[row].masked_fill(~sup, float("-inf")), 0)
                term = term - torch.logsumexp(logits[row].masked_fill(~pos, float("-inf")), 0)
                terms.append(term / len(names))
        scale = share[g.source] * total / counts[g.source]
        loss = scale * torch.stack(terms).sum() / len(chosen)
        opt.zero_grad()
        loss.backward()
        opt.step()
        if step % 20 == 0:
            print(
                f"step {step}/{len(steps)} {g.name} loss {loss.item():.3f} "
                f"{time.perf_counter() - start:.0f} s",
                file=sys.stderr,
                flush=True,
            )


def serialise(tensors: dict[str, np.ndarray], metadata: dict[str, str]) -> bytes:
    """safetensors bytes: float16 tensors, header keys sorted (same tensors, same bytes)."""
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


def tuned_model(tuned: dict[str, np.ndarray]) -> NumpyMiniLM:
    """The shipped numpy MiniLM with the layers in ``tuned`` replaced."""
    return NumpyMiniLM(
        numpy_model_dir(), tuned={k: np.asarray(v, np.float32) for k, v in tuned.items()}
    )


def validate(tuned: dict[str, np.ndarray] | None, adapter: QueryAdapter | None, label: str) -> None:
    """dev figures of the ``hybrid`` retriever (BM25, the dense document and the names
    lists; cross-lingual stage) with the tuned encoder (None: the base one) and
    ``adapter``."""
    if tuned is not None:  # one fresh cache per process: the tuned file's hash is not final
        os.environ.setdefault("TOOLDECK_CACHE", tempfile.mkdtemp(prefix="encoder-"))
    key = (str(numpy_model_dir()), True)
    saved = dense_module._NUMPY_MODELS.pop(key, None)
    if tuned is not None:
        dense_module._NUMPY_MODELS[key] = tuned_model(tuned)
    try:
        benches = dev_benches(False)
        for bench in benches:
            for r in bench.retrievers.values():
                assert isinstance(r.inner, HybridRetriever) and r.inner.names is not None
                r.inner.dense.tuned = r.inner.names.tuned = tuned is not None
        rows = [row for b in benches for row in score(b, "hybrid", adapter)]
        print(f"dev hybrid {label:34} {summary(rows)}", flush=True)
    finally:
        dense_module._NUMPY_MODELS.pop(key, None)
        if saved is not None:
            dense_module._NUMPY_MODELS[key] = saved


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=None)
    parser.add_argument("--train-dir", type=Path, default=TRAIN_DIR)
    parser.add_argument("--work", type=Path, default=Path(tempfile.gettempdir()) / "td-encoder")
    parser.add_argument("--layers", type=int, default=Settings.layers)
    parser.add_argument("--epochs", type=int, default=Settings.epochs)
    parser.add_argument("--lr", type=float, default=Settings.lr)
    parser.add_argument("--temperature", type=float, default=Settings.temperature)
    parser.add_argument("--batch", type=int, default=Settings.batch)
    parser.add_argument("--hard", type=int, default=Settings.hard)
    parser.add_argument("--bfcl", action="store_true", help="train on the even BFCL half too")
    parser.add_argument("--bfcl-share", type=float, default=Settings.bfcl_share)
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--validate", action="store_true")
    parser.add_argument(
        "--fold",
        choices=("a", "b"),
        help="train on the select_train decks of one cross-fitting fold only "
        "(benchmarks/crossfit_select_adapter.py in_fold; for the re-ranker's stacking)",
    )
    args = parser.parse_args(argv)
    settings = Settings(
        layers=args.layers,
        epochs=args.epochs,
        lr=args.lr,
        temperature=args.temperature,
        batch=args.batch,
        hard=args.hard,
        bfcl_share=args.bfcl_share,
    )
    import torch

    torch.set_num_threads(args.threads)
    start = time.perf_counter()
    groups = train_groups(args.train_dir, settings.hard)
    if args.bfcl:
        groups.append(bfcl_group("even", settings.hard))
    texts = list(dict.fromkeys(t for g in groups for t in [*g.doc_texts, *g.query_texts]))
    print(f"{len(texts)} texts; grouped in {time.perf_counter() - start:.0f} s", file=sys.stderr)
    model = NumpyMiniLM(numpy_model_dir())
    first = LAYERS - settings.layers
    # the states of every text, also with --fold: the same cached file serves both folds
    states = bottom_states(model, texts, first, args.work)
    print(f"bottom layers done at {time.perf_counter() - start:.0f} s", file=sys.stderr)
    if args.fold is not None:
        from crossfit_select_adapter import in_fold

        chosen = in_fold([g.name for g in groups if g.source == "train"], args.fold)
        groups = [g for g in groups if g.source != "train" or g.name in chosen]
    base = read_tensors(numpy_model_dir())
    top = make_top(base, first, model.heads, model.eps)
    train(groups, states, top, settings)
    tuned = top.tensors()
    print(f"trained at {time.perf_counter() - start:.0f} s", file=sys.stderr)
    n_train = sum(len(g.query_texts) for g in groups if g.source == "train")
    n_bfcl = sum(len(g.query_texts) for g in groups if g.source == "bfcl")
    metadata = {
        "encoder": "sentence-transformers/all-MiniLM-L6-v2 (tooldeck int8 copy), "
        f"layers {first}-{LAYERS - 1} replaced by these",
        "training": f"benchmarks/data/select_train ({n_train} requests, files SHA-256 "
        f"{data_digest(args.train_dir)}"
        + (f", cross-fitting fold {args.fold} decks only" if args.fold else "")
        + f"); BFCL even half ({n_bfcl} questions)",
        "objective": f"InfoNCE, temperature {settings.temperature}, lr {settings.lr}, "
        f"epochs {settings.epochs}, batch {settings.batch}, hard {settings.hard}, "
        f"deck cap {settings.deck_cap}, bfcl share {settings.bfcl_share if n_bfcl else 0}",
    }
    data = serialise(tuned, metadata)
    if args.out is not None:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_bytes(data)
        print(f"wrote {args.out} ({len(data)} bytes)")
        print(f"ENCODER_SHA256 = {hashlib.sha256(data).hexdigest()!r}")
    if args.validate:
        # the float16 rounding of the shipped file is part of what is validated
        from safetensors.numpy import load as load_bytes

        shipped = {k: v.astype(np.float32) for k, v in load_bytes(data).items()}
        validate(shipped, None, f"tuned L{settings.layers}, no adapter")
        validate(shipped, QueryAdapter.load(ADAPTER_PATH), f"tuned L{settings.layers}, old adapter")
    return 0


if __name__ == "__main__":
    sys.exit(main())
