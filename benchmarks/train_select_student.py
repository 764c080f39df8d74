"""Train the request student of the select encoder (asymmetric distillation, issue 15's
speed target: one request embedded in ≤ 5 ms on one core).

Tool documents keep the full select encoder (all-MiniLM-L6-v2, the int8 copy shipped in
tooldeck, its top layer tuned: :func:`tooldeck.select.weights.read_tuned_layers`); only the
request goes through a smaller encoder, the student: the bottom ``--layers`` transformer
layers of the same MiniLM (initialised from the published weights), mean pooling, a
learned 384 × 384 linear map (initialised to the identity), L2 normalisation. The word-piece,
position and type embeddings and their LayerNorm stay frozen and are shared with the
teacher (not shipped again). The student is trained to reproduce the teacher's normalised
request vector — what ``DenseRetriever(tuned=True).query_vector`` returns, before the
query adapter (distillation of sentence embeddings, as in Reimers & Gurevych 2020,
"Making Monolingual Sentence Embeddings Multilingual using Knowledge Distillation", §3):
loss ``1 − cos(student, teacher)``, Adam (Kingma & Ba 2015), linear warm-up over the first
10 % of the steps then linear decay, fixed torch random state, float32, one thread.

Training texts (request-like, no evaluation material), each as the encoder sees it at run
time (the cross-lingual stage: Chinese words get their CC-CEDICT glosses and MiniLM reads
``english_view`` of the result): the requests of benchmarks/data/select_train, the
even-numbered BFCL pool questions with gold (the odd ones are the held-out half of
benchmarks/bench_select_bfcl.py ``--half odd``), the clauses the ``hybrid`` method cuts
those requests into (each is embedded as a request), and the first sentence of every tool
description of the select_train decks and of the BFCL pool. Never select_real, ops68, the
cross-lingual sets or the odd BFCL questions; select_real's dev requests are only read for
the fidelity figure printed at the end (``--fidelity``), never trained on.

Run (torch for training only; the run-time path is numpy):

    PYTHONPATH=src nice -n 10 .venv/bin/python benchmarks/train_select_student.py \\
        --layers 2 --out src/tooldeck/data/select/query_student.safetensors

It writes ``--out`` (float16 safetensors with sorted header keys: ``encoder.layer.<i>.…``
for the bottom layers and ``projection.weight`` / ``projection.bias``) and prints its
SHA-256 (:data:`tooldeck.select.weights.STUDENT_SHA256`).
"""

from __future__ import annotations

import argparse
import hashlib
import os
import random
import re
import sys
import time
from pathlib import Path

os.environ.setdefault("OMP_NUM_THREADS", "1")  # before numpy: BLAS reads them at load
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

from train_select_adapter import REAL, REAL_DECKS, RESERVED, TRAIN_DIR, bfcl_cases
from train_select_encoder import LAYER_KEYS, bert_layers, serialise

from tooldeck.cases import load_cases
from tooldeck.formats import load
from tooldeck.select.clauses import split_clauses
from tooldeck.select.crosslingual import CrossLingualRetriever, english_view
from tooldeck.select.dense import load_numpy_model
from tooldeck.select.documents import walk_parameters
from tooldeck.select.methods import make_retriever
from tooldeck.select.tokenize import tokenize
from tooldeck.select.weights import numpy_model_dir, read_tensors
from tooldeck.tool import Tool

_SENTENCE = re.compile(r"(?<=[.!?])\s")


def _seen_text(expander, request: str) -> str:
    """What MiniLM reads for ``request`` at run time (the cross-lingual stage)."""
    expanded = expander.expand(request)
    return english_view(expanded) or expanded


def tool_texts(tool: Tool) -> list[str]:
    """Short texts from one tool: its name as words with the description's first sentence,
    every sentence of the description, every parameter description (each ≤ 200
    characters)."""
    sentences = [s for s in _SENTENCE.split(" ".join(tool.description.split())) if s]
    out = []
    if sentences:
        out.append(" ".join(tokenize(tool.name)) + ". " + sentences[0])
    out += sentences
    for _, sub in walk_parameters(tool.input_schema):
        description = sub.get("description")
        if isinstance(description, str) and description.strip():
            out.append(" ".join(description.split()))
    return [t[:200] for t in out if len(t) > 3]


_ASKS = ("Can you", "Please", "I need to", "Help me", "How do I", "I want to", "Could you")


def augmented(requests: list[str], sentences: list[str], rounds: int) -> list[str]:
    """``rounds`` × (len(requests) + len(sentences)) further texts, drawn with a fixed
    random state: a request with words dropped (each with probability 0.15) or cut to its
    first 50–90 % of words, two requests joined by "and" (several tools at once), a tool
    sentence asked for ("Can you" + the sentence). The teacher labels each text, so these
    only widen what the student sees; no label is invented."""
    rng = random.Random(0)
    out = []
    for _ in range(rounds):
        for request in requests:
            words = request.split()
            kind = rng.random()
            if kind < 0.4 and len(words) > 3:
                kept = [w for w in words if rng.random() >= 0.15] or words
                out.append(" ".join(kept))
            elif kind < 0.7 and len(words) > 3:
                out.append(" ".join(words[: max(2, int(len(words) * rng.uniform(0.5, 0.9)))]))
            else:
                other = requests[rng.randrange(len(requests))]
                out.append(f"{request.rstrip('.?! ')} and {other[:1].lower()}{other[1:]}")
        for sentence in sentences:
            ask = _ASKS[rng.randrange(len(_ASKS))]
            out.append(f"{ask} {sentence[:1].lower()}{sentence[1:].rstrip('.')}")
    return out


def training_texts(rounds: int = 0) -> tuple[list[str], dict[str, int]]:
    """The training texts (deduplicated, in a fixed order) and how many came from each
    source; ``rounds``: that many rounds of :func:`augmented` texts too."""
    retriever = make_retriever("hybrid-base", acronyms=False, crosslingual=True)
    assert isinstance(retriever, CrossLingualRetriever)
    expander = retriever.expander
    requests: list[str] = []
    tools: list[Tool] = []
    for deck_file in sorted((TRAIN_DIR / "decks").glob("*.json")):
        name = deck_file.stem
        if RESERVED.search(name):
            raise SystemExit(f"{deck_file}: reserved for outside measurement, not for training")
        files = sorted(
            f
            for f in (TRAIN_DIR / "cases").glob("*.jsonl")
            if f.name == f"{name}.jsonl" or f.name.startswith(f"{name}.")
        )
        requests += [c.query for f in files for c in load_cases(f)]
        tools += list(load(str(deck_file)).deck)
    n_train = len(requests)
    deck, cases, _ = bfcl_cases("even")
    requests += [c.query for c in cases]
    tools += list(deck)
    seen = [_seen_text(expander, q) for q in requests if q.strip()]
    clauses = [c for q in requests if q.strip() for c in split_clauses(expander.expand(q))]
    clause_texts = [english_view(c) or c for c in clauses]
    sentences = [t for tool in tools for t in tool_texts(tool)]
    extra = augmented(seen, sentences, rounds) if rounds else []
    texts = list(dict.fromkeys(t for t in seen + clause_texts + sentences + extra if t.strip()))
    counts = {
        "select_train requests": n_train,
        "BFCL even questions": len(cases),
        "clauses": len(clause_texts),
        "tool texts": len(sentences),
        "augmented": len(extra),
        "distinct texts": len(texts),
    }
    return texts, counts


def fidelity_texts() -> list[str]:
    """select_real dev requests as MiniLM sees them (measurement only)."""
    retriever = make_retriever("hybrid-base", acronyms=False, crosslingual=True)
    assert isinstance(retriever, CrossLingualRetriever)
    out = []
    for name in REAL_DECKS:
        out += [
            _seen_text(retriever.expander, c.query)
            for c in load_cases(REAL / "cases" / f"{name}.dev.jsonl")
        ]
    return out


def teacher_vectors(texts: list[str], work: Path) -> np.ndarray:
    """The select encoder's normalised vectors of ``texts`` (numpy, as at run time),
    cached in ``work``."""
    work.mkdir(parents=True, exist_ok=True)
    key = hashlib.sha256("\0".join(texts).encode()).hexdigest()[:24]
    file = work / f"teacher-{key}.npy"
    if file.is_file():
        return np.load(file)
    model = load_numpy_model(tuned=True)
    pieces = model.token_ids(texts)
    order = sorted(range(len(texts)), key=lambda i: -len(pieces[i]))
    out = np.empty((len(texts), model.dimension), np.float32)
    for start in range(0, len(order), 16):
        batch = order[start : start + 16]
        out[batch] = model.encode_ids([pieces[i] for i in batch])
    np.save(file, out)
    return out


def make_student(tensors: dict[str, np.ndarray], layers: int, heads: int, eps: float):
    """A torch module: frozen embeddings (+ LayerNorm), the bottom ``layers`` BERT layers
    (post-LayerNorm, exact GELU; trained), mean pooling, a linear map (identity at start;
    trained), L2 normalisation."""
    import torch

    f = torch.nn.functional

    class Student(torch.nn.Module):
        def __init__(self) -> None:
            super().__init__()
            for name, key in (
                ("word", "embeddings.word_embeddings.weight"),
                ("position", "embeddings.position_embeddings.weight"),
                ("ln_w", "embeddings.LayerNorm.weight"),
                ("ln_b", "embeddings.LayerNorm.bias"),
            ):
                self.register_buffer(name, torch.tensor(np.asarray(tensors[key], np.float32)))
            type0 = np.asarray(tensors["embeddings.token_type_embeddings.weight"][0], np.float32)
            self.register_buffer("type0", torch.tensor(type0))
            self.params = torch.nn.ParameterDict()
            for i in range(layers):
                for k in LAYER_KEYS:
                    name = f"encoder.layer.{i}.{k}"
                    self.params[name.replace(".", "__")] = torch.nn.Parameter(
                        torch.tensor(np.asarray(tensors[name], np.float32))
                    )
            d = self.word.shape[1]
            self.params["projection__weight"] = torch.nn.Parameter(torch.eye(d))
            self.params["projection__bias"] = torch.nn.Parameter(torch.zeros(d))

        def p(self, i: int, k: str) -> torch.Tensor:
            return self.params[f"encoder.layer.{i}.{k}".replace(".", "__")]

        def forward(
            self, ids: torch.Tensor, mask: torch.Tensor, project: bool = True
        ) -> torch.Tensor:
            length = ids.shape[1]
            d = self.word.shape[1]
            x = self.word[ids] + self.position[:length] + self.type0
            x = f.layer_norm(x, (d,), self.ln_w, self.ln_b, eps)
            bias = (1.0 - mask)[:, None, None, :] * torch.finfo(torch.float32).min
            x = bert_layers(x, bias, self.p, range(layers), heads, eps)
            pooled = (x * mask[..., None]).sum(1) / mask.sum(1, keepdim=True).clamp(min=1e-9)
            if not project:
                return pooled
            mapped = f.linear(
                pooled, self.params["projection__weight"], self.params["projection__bias"]
            )
            return f.normalize(mapped, dim=-1)

        def tensors(self) -> dict[str, np.ndarray]:
            return {k.replace("__", "."): v.detach().numpy().copy() for k, v in self.params.items()}

    return Student()


def _batch(pieces: list[list[int]]):
    import torch

    length = max(len(p) for p in pieces)
    ids = np.zeros((len(pieces), length), np.int64)
    mask = np.zeros((len(pieces), length), np.float32)
    for row, p in enumerate(pieces):
        ids[row, : len(p)] = p
        mask[row, : len(p)] = 1
    return torch.from_numpy(ids), torch.from_numpy(mask)


def encode(student, pieces: list[list[int]], chunk: int = 64, project: bool = True) -> np.ndarray:
    """The student's vectors (no gradient; ``project=False``: the mean-pooled states
    before the map), rows in the order given."""
    import torch

    order = sorted(range(len(pieces)), key=lambda i: -len(pieces[i]))
    out = np.empty((len(pieces), 384), np.float32)
    with torch.no_grad():
        for s in range(0, len(order), chunk):
            rows = order[s : s + chunk]
            out[rows] = student(*_batch([pieces[i] for i in rows]), project).numpy()
    return out


def cosine_summary(a: np.ndarray, b: np.ndarray) -> str:
    cos = (a * b).sum(axis=1) / (np.linalg.norm(a, axis=1) * np.linalg.norm(b, axis=1))
    return (
        f"cosine min {cos.min():.4f}, 5th pct {np.percentile(cos, 5):.4f}, "
        f"median {np.median(cos):.4f}, mean {cos.mean():.4f}"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--layers", type=int, default=2, help="bottom layers kept (K)")
    parser.add_argument("--epochs", type=int, default=6)
    parser.add_argument("--lr", type=float, default=1e-4)
    parser.add_argument("--batch", type=int, default=32)
    parser.add_argument(
        "--augment", type=int, default=0, help="rounds of augmented texts (see augmented())"
    )
    parser.add_argument(
        "--ridge",
        type=float,
        default=1e-3,
        help="start the map as the ridge fit with this penalty (× texts); 0: the identity",
    )
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--work", type=Path, default=Path("/tmp/tooldeck-student"))
    parser.add_argument("--out", type=Path, help="write the student here (float16 safetensors)")
    parser.add_argument(
        "--fidelity", action="store_true", help="print cosine to the teacher on select_real dev"
    )
    args = parser.parse_args(argv)
    import torch

    torch.manual_seed(0)
    torch.set_num_threads(args.threads)
    start = time.perf_counter()
    texts, counts = training_texts(args.augment)
    print("training texts: " + ", ".join(f"{k} {v}" for k, v in counts.items()), flush=True)
    targets = teacher_vectors(texts, args.work)
    model = load_numpy_model(tuned=True)
    pieces = model.token_ids(texts)
    print(f"teacher vectors: {time.perf_counter() - start:.0f} s", flush=True)
    dev_texts = fidelity_texts() if args.fidelity else []
    dev_targets = teacher_vectors(dev_texts, args.work) if dev_texts else None
    dev_pieces = model.token_ids(dev_texts)
    tensors = read_tensors(numpy_model_dir())
    student = make_student(tensors, args.layers, model.heads, model.eps)
    if args.ridge > 0:
        # the map starts as the ridge regression of the teacher vectors on the pooled
        # states of the initial layers (closed form), not as the identity
        pooled = encode(student, pieces, project=False).astype(np.float64)
        mean_x, mean_y = pooled.mean(0), targets.mean(0)
        x, y = pooled - mean_x, targets - mean_y
        gram = x.T @ x + args.ridge * len(x) * np.eye(x.shape[1])
        weight = np.linalg.solve(gram, x.T @ y).T
        bias = mean_y - weight @ mean_x
        with torch.no_grad():
            student.params["projection__weight"].copy_(torch.tensor(weight, dtype=torch.float32))
            student.params["projection__bias"].copy_(torch.tensor(bias, dtype=torch.float32))
    # batches of near-equal word-piece count (little padding), shuffled each epoch
    order = sorted(range(len(texts)), key=lambda i: len(pieces[i]))
    batches = [order[s : s + args.batch] for s in range(0, len(order), args.batch)]
    steps = args.epochs * len(batches)
    optimiser = torch.optim.Adam(student.parameters(), lr=args.lr)
    warm = max(1, steps // 10)
    schedule = torch.optim.lr_scheduler.LambdaLR(
        optimiser, lambda s: min((s + 1) / warm, max(0.0, (steps - s) / (steps - warm)))
    )
    target = torch.from_numpy(targets)
    generator = torch.Generator().manual_seed(0)
    if dev_targets is not None:
        print(f"epoch 0 dev: {cosine_summary(encode(student, dev_pieces), dev_targets)}")
    for epoch in range(args.epochs):
        total = 0.0
        for b in torch.randperm(len(batches), generator=generator).tolist():
            rows = batches[b]
            vectors = student(*_batch([pieces[i] for i in rows]))
            loss = 1.0 - (vectors * target[rows]).sum(-1).mean()
            optimiser.zero_grad()
            loss.backward()
            optimiser.step()
            schedule.step()
            total += float(loss.detach()) * len(rows)
        line = f"epoch {epoch + 1}: train loss {total / len(texts):.5f}"
        if dev_targets is not None:
            line += f"; dev {cosine_summary(encode(student, dev_pieces), dev_targets)}"
        print(f"{line} ({time.perf_counter() - start:.0f} s)", flush=True)
    trained = student.tensors()
    if args.out is not None:
        metadata = {
            "layers": str(args.layers),
            "teacher": "select encoder (tooldeck/data/select/encoder_top.safetensors)",
            "training": ", ".join(f"{k} {v}" for k, v in counts.items()),
            "command": f"--layers {args.layers} --epochs {args.epochs} --lr {args.lr} "
            f"--batch {args.batch} --ridge {args.ridge} --augment {args.augment}",
        }
        data = serialise(trained, metadata)
        args.out.write_bytes(data)
        size = len(data) / 1e6
        print(f"wrote {args.out}: {size:.2f} MB, SHA-256 {hashlib.sha256(data).hexdigest()}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
