"""Rebuild ``tooldeck/data/lint/instruction_classifier.json``: logistic regression over MiniLM
span embeddings, "reads as an instruction to the model" (rule T109; see
:mod:`tooldeck.lint.instruction` for the spans and the model).

Training spans (never a holdout item, never ``tests/data/corpora``, never the filesystem,
git, memory or Playwright MCP servers):

- positives: the spans inside the labelled payload ``field`` of the poisoned tools of the
  *dev* splits of ``benchmarks/data/poisoning`` and ``benchmarks/data/poisoning2``; the
  poison sentences of ``benchmarks/data/poison_train/sentences.jsonl`` when present (or
  ``--extra FILE``);
- negatives: every other span of those dev tools, every span of their benign dev tools,
  the benign sentences of the extra file, and every span of real tools: BFCL's single-turn
  function pool, the ``select_train`` decks and the ``select_real`` decks that are not
  copies of ``tests/data/corpora`` (``github``, ``vscode_copilot_chat`` left out). A real
  tool on which the pattern rules (``T``) already report something is left out (it may be
  poisoned: ``fetch``'s "grants you internet access").

A payload field often holds a plain first sentence besides the payload ("Adds two
numbers. <IMPORTANT>…"), so positives are refined once, multiple-instance style: after a
first fit, a payload field's spans scoring under half its best span's score are dropped
(neither positive nor negative), and the model is fitted again.

Fit: Newton's method on the L2-penalised log loss (λ = ``--l2``), classes weighted to equal
total weight; deterministic. Threshold: 5-fold cross-validation with folds by a hash of
the tool (or sentence) id; a dev tool scores its best span; the threshold is the lowest
(rounded up to 1e-4) at which at most ``--max-fp`` (3 %) of the benign dev tools and none of
the BFCL tools are flagged out of fold.

Run: ``PYTHONPATH=src .venv/bin/python benchmarks/train_poison_classifier.py [--extra FILE]``
(first run embeds ~20,000 spans: minutes; cached in ``$TOOLDECK_CACHE/embeddings``). Prints
the cross-validated figures and the file's SHA-256 for ``CLASSIFIER_SHA256``.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path

import numpy as np
import numpy.typing as npt

from tooldeck.formats import load
from tooldeck.lint import LintConfig, lint
from tooldeck.lint.instruction import (
    CLASSIFIER_PATH,
    HAND_FEATURES,
    MIN_LATIN_SHARE,
    Span,
    features,
    latin_share,
    text_spans,
    tool_spans,
)
from tooldeck.select.dense import DenseRetriever
from tooldeck.select.documents import DocumentFields
from tooldeck.tool import Deck, Tool

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "benchmarks" / "data"
SETS = ("poisoning", "poisoning2")
EXTRA = DATA / "poison_train" / "sentences.jsonl"
CORPUS_COPIES = {"github.json", "vscode_copilot_chat.json"}  # copies of tests/data/corpora
RESERVED = ("filesystem", "git", "memory", "playwright")
FOLDS = 5

Row = tuple[str, int, str, str]  # span text, label (1/0/-1 = dropped), group id, kind


def _fold(group: str) -> int:
    return hashlib.sha256(group.encode()).digest()[0] % FOLDS


def _inside(pointer: str, field: str) -> bool:
    return pointer == field or pointer.startswith(field + "/")


def labelled_sets(
    sets: tuple[str, ...] = SETS, spans: Callable[[Tool], list[Span]] = tool_spans
) -> tuple[list[Row], dict[str, list[int]]]:
    """Dev-split spans (``spans`` of each tool) of the poisoning ``sets``; payload-field
    spans are 1, others 0. Also ``{group: row indexes of payload spans}`` for the
    refinement. T111's trainer (train_poison_ngram.py) passes its sets and spans."""
    rows: list[Row] = []
    payload: dict[str, list[int]] = defaultdict(list)
    for name in sets:
        folder = DATA / name
        labels = [json.loads(x) for x in (folder / "labels.jsonl").read_text().splitlines() if x]
        dev = {(x["file"], x["tool"]): x for x in labels if x["split"] == "dev"}
        for file in ("poisoned.json", "benign.json"):
            for tool in load(folder / file).deck:
                lab = dev.get((file, tool.name))
                if lab is None:
                    continue  # holdout: never read here
                group = f"{name}:{file}:{tool.name}"
                kind = f"{name}:{'poisoned' if lab['poisoned'] else 'benign'}"
                for span in spans(tool):
                    hit = lab["poisoned"] and _inside(span.pointer, lab["field"])
                    if hit:
                        payload[group].append(len(rows))
                    rows.append((span.text, int(hit), group, kind))
    return rows, payload


def extra_sentences(path: Path) -> list[Row]:
    """The written training sentences: one JSON object a line with the text under
    ``text``/``sentence`` and the label under ``label`` (``poison``/``benign``, or a
    boolean ``poisoned``/``poison``)."""
    rows: list[Row] = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        item = json.loads(line)
        text = item.get("text", item.get("sentence"))
        label = item.get("label", item.get("poisoned", item.get("poison")))
        if isinstance(label, str):
            label = label.lower() in ("poison", "poisoned", "positive", "1", "true")
        if not isinstance(text, str) or label is None:
            raise SystemExit(f"{path}:{number}: need text and label")
        whole = [text.strip().lower()] if latin_share(text) >= MIN_LATIN_SHARE else []
        for span in text_spans(text) or whole:
            rows.append((span, int(bool(label)), f"extra:{number}", "extra"))
    return rows


def _reserved(path: Path) -> bool:
    return any(word in path.stem.lower().split("_") for word in RESERVED)


def real_decks() -> list[tuple[str, Deck]]:
    """BFCL's pool, the select_train decks and the select_real decks not copied from the
    corpora, reserved servers left out."""
    sys.path.insert(0, str(ROOT / "benchmarks"))
    from bench_lint import load_pool

    decks = [("bfcl", load_pool())]
    for folder in ("select_train", "select_real"):
        for path in sorted((DATA / folder / "decks").glob("*.json")):
            if path.name in CORPUS_COPIES or _reserved(path):
                continue
            decks.append((f"{folder}/{path.stem}", load(path).deck))
    return decks


def real_rows(skip: Callable[[Tool], bool] | None = None) -> list[Row]:
    """Spans of the real tools (:func:`real_decks`), label 0, kind ``bfcl`` or ``real``; a
    tool the pattern rules flag is left out, and so is one ``skip`` returns True for (the
    leave-one-set-out evaluation drops the tools the poisoning sets captured)."""
    rows: list[Row] = []
    for source, deck in real_decks():
        flagged = {
            f.tool
            for f in lint(deck, LintConfig(select=("T",), ignore=("T111",))).findings
            if f.tool is not None
        }
        for tool in deck:
            if skip is not None and skip(tool):
                continue
            if tool.name in flagged:
                print(f"left out (pattern rules flag it): {source} {tool.name}", file=sys.stderr)
                continue
            kind = "bfcl" if source == "bfcl" else "real"
            for span in tool_spans(tool):
                rows.append((span.text, 0, f"{source}:{tool.name}", kind))
    return rows


def embed(texts: list[str]) -> npt.NDArray[np.float32]:
    retriever = DenseRetriever(DocumentFields(name=1, description=1))
    unique = list(dict.fromkeys(texts))
    retriever.prime_queries(unique)
    table = {t: retriever.query_vector(t) for t in unique}
    return np.stack([table[t] for t in texts]).astype(np.float32)


def fit(
    x: npt.NDArray[np.float32], y: npt.NDArray[np.float64], l2: float, iterations: int = 25
) -> tuple[npt.NDArray[np.float64], float]:
    """Class-weighted, L2-penalised logistic regression by Newton's method (bias not
    penalised). Returns ``(w, b)``."""
    n, d = x.shape
    xb = np.hstack([x.astype(np.float64), np.ones((n, 1))])
    pos = y.sum()
    weight = np.where(y > 0, n / (2 * pos), n / (2 * (n - pos)))
    theta = np.zeros(d + 1)
    penalty = np.full(d + 1, l2)
    penalty[-1] = 0.0
    for _ in range(iterations):
        p = 1 / (1 + np.exp(-(xb @ theta)))
        grad = xb.T @ (weight * (p - y)) + penalty * theta
        hess = (xb * (weight * p * (1 - p))[:, None]).T @ xb + np.diag(penalty + 1e-9)
        step = np.linalg.solve(hess, grad)
        theta -= step
        if np.abs(step).max() < 1e-7:
            break
    return theta[:-1], float(theta[-1])


def predict(x: npt.NDArray[np.float32], w: npt.NDArray[np.float64], b: float) -> npt.NDArray:
    return 1 / (1 + np.exp(-(x.astype(np.float64) @ w + b)))


def refine(
    rows: list[Row], payload: dict[str, list[int]], scores: npt.NDArray[np.float64]
) -> list[Row]:
    """Drop payload-field spans scoring under half of their field's best span."""
    out = list(rows)
    for indexes in payload.values():
        fields: dict[int, float] = {}
        best = max(scores[i] for i in indexes)
        for i in indexes:
            fields[i] = scores[i]
            if scores[i] < 0.5 * best:
                text, _, group, kind = out[i]
                out[i] = (text, -1, group, kind)
    return out


def cross_validate(
    x: npt.NDArray[np.float32], rows: list[Row], l2: float
) -> npt.NDArray[np.float64]:
    """Out-of-fold probability of every row (dropped rows scored, not trained on)."""
    folds = np.array([_fold(group) for _, _, group, _ in rows])
    y = np.array([label for _, label, _, _ in rows], dtype=np.float64)
    oof = np.zeros(len(rows))
    for k in range(FOLDS):
        train = (folds != k) & (y >= 0)
        w, b = fit(x[train], y[train], l2)
        oof[folds == k] = predict(x[folds == k], w, b)
    return oof


def tool_scores(rows: list[Row], scores: npt.NDArray[np.float64]) -> dict[str, tuple[str, float]]:
    """``{group: (kind, best span score)}``."""
    out: dict[str, tuple[str, float]] = {}
    for (_, _, group, kind), score in zip(rows, scores, strict=True):
        if group not in out or score > out[group][1]:
            out[group] = (kind, float(score))
    return out


def payload_scores(
    payload: dict[str, list[int]], scores: npt.NDArray[np.float64]
) -> dict[str, float]:
    return {group: float(max(scores[i] for i in idx)) for group, idx in payload.items()}


def choose_threshold(
    tools: dict[str, tuple[str, float]], max_fp: float
) -> tuple[float, dict[str, str]]:
    """The lowest threshold (rounded up to 1e-4) above every BFCL tool's score and above
    all but ``max_fp`` of the benign dev tools' scores (out of fold)."""
    benign = sorted((s for kind, s in tools.values() if kind.endswith(":benign")), reverse=True)
    bfcl = [s for kind, s in tools.values() if kind == "bfcl"]
    allowed = int(max_fp * len(benign))  # benign tools that may reach the threshold
    floor = max(max(bfcl), benign[allowed] if allowed < len(benign) else 0.0)
    threshold = min(0.9999, float(np.ceil(floor * 1e4 + 1e-9) / 1e4))
    fp = sum(s >= threshold for s in benign) / len(benign)
    return threshold, {"benign_dev_fp": f"{fp:.3f}"}


def report(
    title: str, tools: dict[str, tuple[str, float]], payload: dict[str, float], t: float
) -> None:
    print(f"\n{title} (threshold {t:.2f}, a tool flagged when its best span reaches it)")
    by_kind: dict[str, list[float]] = defaultdict(list)
    for kind, score in tools.values():
        by_kind[kind].append(score)
    for name in SETS:
        found = [s for g, s in payload.items() if g.startswith(name + ":")]
        hit_any = [s for k, s in tools.values() if k == f"{name}:poisoned"]
        print(
            f"  {name} dev poisoned: payload field flagged {sum(s >= t for s in found)}/"
            f"{len(found)}, any span {sum(s >= t for s in hit_any)}/{len(hit_any)}"
        )
    for kind in sorted(by_kind):
        if kind.endswith(":poisoned") or kind == "extra":
            continue
        scores = by_kind[kind]
        print(f"  {kind:<22} tools flagged {sum(s >= t for s in scores)}/{len(scores)}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--extra", type=Path, default=EXTRA, help="written training sentences")
    parser.add_argument("--l2", type=float, default=3.0, help="L2 penalty λ")
    parser.add_argument("--max-fp", type=float, default=0.03, help="benign dev FP bound")
    parser.add_argument("--out", type=Path, default=CLASSIFIER_PATH)
    parser.add_argument("--dry-run", action="store_true", help="do not write the file")
    args = parser.parse_args()

    rows, payload = labelled_sets()
    extra = extra_sentences(args.extra) if args.extra.is_file() else []
    if not extra:
        print(f"no extra sentences at {args.extra}", file=sys.stderr)
    rows += extra + real_rows()
    counts = defaultdict(lambda: [0, 0])
    for _, label, _, kind in rows:
        counts[kind][label] += 1
    for kind, (neg, pos) in sorted(counts.items()):
        print(f"spans {kind:<22} positive {pos:>6} negative {neg:>6}")
    texts = [text for text, _, _, _ in rows]
    x = features(texts, embed(texts))

    y = np.array([label for _, label, _, _ in rows], dtype=np.float64)
    w, b = fit(x, y, args.l2)
    rows = refine(rows, payload, predict(x, w, b))
    dropped = sum(label < 0 for _, label, _, _ in rows)
    print(f"refinement: {dropped} payload-field spans dropped")

    oof = cross_validate(x, rows, args.l2)
    tools = tool_scores(rows, oof)
    threshold, info = choose_threshold(tools, args.max_fp)
    report("cross-validated (out of fold)", tools, payload_scores(payload, oof), threshold)

    keep = np.array([label >= 0 for _, label, _, _ in rows])
    y = np.array([max(label, 0) for _, label, _, _ in rows], dtype=np.float64)
    w, b = fit(x[keep], y[keep], args.l2)
    final = predict(x, w, b)
    report(
        "in sample (final fit)", tool_scores(rows, final), payload_scores(payload, final), threshold
    )

    body = {
        "model": "all-MiniLM-L6-v2 (tooldeck numpy int8 copy), L2-normalised span vectors",
        "method": "logistic regression, class-weighted, L2 penalty, Newton's method",
        "l2": args.l2,
        "threshold": threshold,
        "threshold_rule": (
            f"lowest (rounded up to 1e-4) with benign dev tools flagged <= {args.max_fp:.0%} and "
            f"no BFCL tool flagged, {FOLDS}-fold cross-validated ({info['benign_dev_fp']} benign)"
        ),
        "spans": {k: {"positive": v[1], "negative": v[0]} for k, v in sorted(counts.items())},
        "built_by": "benchmarks/train_poison_classifier.py",
        "extra_sentences_sha256": (
            hashlib.sha256(args.extra.read_bytes()).hexdigest() if extra else None
        ),
        "hand_features": list(HAND_FEATURES),
        "bias": round(b, 6),
        "weights": [round(float(v), 6) for v in w],
    }
    data = (json.dumps(body, indent=1, ensure_ascii=False) + "\n").encode()
    if not args.dry_run:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_bytes(data)
        print(f"\nwrote {args.out} ({len(data):,} bytes)")
    print(f"SHA-256 {hashlib.sha256(data).hexdigest()}")


if __name__ == "__main__":
    main()
