"""Rebuild ``tooldeck/data/lint/ngram_classifier.json``: logistic regression over word
n-grams, "this sentence addresses the model" (rule T111; see :mod:`tooldeck.lint.ngram` for
the spans and the features).

Training spans (never a holdout item, never the filesystem, git, memory or Playwright MCP
servers):

- positives: the spans inside the labelled payload ``field`` of the poisoned tools of the
  *dev* splits of the sets :data:`SETS` (``--sets``; the shipped weights: ``poisoning`` to
  ``poisoning5``); the poison sentences of the written sets :data:`EXTRAS` (``--extra``;
  the shipped weights: ``poison_train``, ``poison_train2``, ``poison_train3``);
- negatives: every other span of those dev tools, every span of their benign dev tools,
  the benign written sentences, and every span of real vendor tools: BFCL's single-turn
  function pool, the ``select_train`` and ``select_real`` decks and ``tests/data/corpora``.
  Decks of a package that one of the poisoning sets captured benign tools from are left
  out (their holdout benign tools could be near copies), and so is a real tool on which
  the pattern rules (``T``) already report something (it may be poisoned: ``fetch``'s
  "grants you internet access").

A payload field often holds a plain first sentence besides the payload ("Adds two
numbers. <IMPORTANT>…"), so positives are refined once, multiple-instance style: after a
first fit, a payload field's spans scoring under a third of its best span's logit margin
are dropped (neither positive nor negative), and the model is fitted again.

Fit: scikit-learn ``LogisticRegression`` (L2, ``C``, lbfgs, classes weighted to equal total
weight) on binary features that occur in at least ``--min-count`` training spans;
deterministic. Threshold: 5-fold cross-validation with folds by a hash of the tool (or
sentence) id; a tool scores its best span; the threshold is the lowest (rounded up to
1e-4) at which at most ``--max-fp`` of the benign dev tools and at most ``--max-real`` of
the real tools are flagged out of fold. Weights under ``--prune`` in absolute value are
dropped from the shipped file (the figures printed are after pruning).

Second-reading threshold (``signal_threshold`` in the file, session 46; T111 flags a
sentence that names two or more signal groups at this lower ``p``): with the same
out-of-fold scores, the lowest ``p`` (not under 0.5, not over the main threshold) at which
that reading adds at most ``--signal-max-real`` real tools (default 0) and at most
``--signal-max-fp`` of the benign dev tools (default 0) to those the main threshold flags.
A span counts for it where
:func:`tooldeck.lint.rules.poisoning.second_reading_signals` names two groups (the span
read alone: the raw string's product names and the tool's own schema names, which the
rule also uses, only take groups away, so the bar is if anything higher than the rule
needs). Until session 45 it was the option's fixed 0.97, which a more confident model
passes more often on honest vendor text.

The dev-set reading, folds and per-tool scores are T109's trainer's
(``train_poison_classifier.py``, imported from this folder); spans, features and model are
T111's own.

Run: ``PYTHONPATH=src .venv/bin/python benchmarks/train_poison_ngram.py`` (a few minutes).
Prints the cross-validated figures and the file's SHA-256 for ``NGRAM_SHA256``. The shipped
file (session 29: the dev splits of the first thirteen sets, ``--margin 0.007``, the
defaults) rebuilds byte for byte with this command at the commit that shipped it (SHA-256
``1eacbc57…``). At later commits the same command may give other weights, because the
training spans are read with the code of the day (sentence splitting, hard-wrapped lines)
and the real tools left out depend on the pattern rules and the decks present. The
session 14 file (sets 1–5, ``--margin 0.013``) rebuilds at its commit 301ee15.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path

import numpy as np
from scipy import sparse
from sklearn.linear_model import LogisticRegression
from train_poison_classifier import FOLDS, Row, _fold, labelled_sets, tool_scores

from tooldeck.formats import load
from tooldeck.lint import LintConfig, lint
from tooldeck.lint.ngram import NGRAM_PATH, ngram_spans, span_features, text_spans
from tooldeck.lint.rules.poisoning import second_reading_signals
from tooldeck.tool import Deck

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "benchmarks" / "data"
SETS = ("poisoning", *(f"poisoning{n}" for n in range(2, 14)))
"""The sets whose dev splits train the shipped weights (``--sets`` chooses others): the
first thirteen since session 29 (sets 1–5 in sessions 12–28, the first three before); the
fourteenth was kept out, as the check on a writer the weights never saw (docs/lint.md)."""
EXTRA = DATA / "poison_train" / "sentences.jsonl"
EXTRAS = (
    EXTRA,
    DATA / "poison_train2" / "sentences.jsonl",
    DATA / "poison_train3" / "sentences.jsonl",
)
"""The written training sentences of the shipped weights (session 12: the three sets,
chosen leaving one poisoning set out, ``eval_poison_ngram_loso.py``; until then the
first only)."""
RESERVED = ("filesystem", "git", "memory", "playwright")
# decks of packages whose tools a poisoning set captured as benign (their holdout may hold
# near copies): set 1 everything, Slack, GitHub (reference server); set 2 time, fetch,
# sqlite, sentry, brave-search, google-maps, postgres, puppeteer, gitlab, everart,
# aws-kb-retrieval; set 3 context7, tavily, kubernetes, firecrawl, exa, duckduckgo, arxiv,
# clickhouse, wikipedia
CAPTURED = {
    "brave_search", "everart", "gitlab", "google_maps", "puppeteer", "sqlite", "arxiv",
    "context7", "exa", "firecrawl", "tavily",
}  # fmt: skip


GROUP_LANG: dict[str, str] = {}
"""``{group: language}`` of the written sentences and the poisoning sets' tools (their
``lang`` field, first part), filled as they are read; real tools are English."""


def extra_sentences(path: Path) -> list[Row]:
    """The written training sentences (``text``, ``label`` poison/benign). Groups are
    ``extra:LINE`` for the first set of sentences, ``extra:FOLDER:LINE`` for others."""
    rows: list[Row] = []
    prefix = "extra:" if path == EXTRA else f"extra:{path.parent.name}:"
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        item = json.loads(line)
        label = int(item["label"] == "poison")
        GROUP_LANG[f"{prefix}{number}"] = str(item.get("lang", "en")).split("+")[0]
        for span in text_spans(item["text"]) or [item["text"].strip().lower()]:
            rows.append((span, label, f"{prefix}{number}", "extra"))
    return rows


def set_langs(sets: tuple[str, ...]) -> None:
    """Record the language of every tool of the poisoning ``sets`` in :data:`GROUP_LANG`."""
    for name in sets:
        for line in (DATA / name / "labels.jsonl").read_text().splitlines():
            if line:
                x = json.loads(line)
                GROUP_LANG[f"{name}:{x['file']}:{x['tool']}"] = x["lang"].split("+")[0]


_SCRIPTS = (
    (re.compile(r"[\u3040-\u30ff]"), "ja"),
    (re.compile(r"[\uac00-\ud7af]"), "ko"),
    (re.compile(r"[\u4e00-\u9fff]"), "zh"),
    (re.compile(r"[\u0400-\u04ff]"), "ru"),
)


def row_lang(row: Row) -> str:
    """A span's language: its script where that says it, else its source's ``lang``."""
    for pattern, lang in _SCRIPTS:
        if pattern.search(row[0]):
            return lang
    return GROUP_LANG.get(row[2], "en")


def row_source(row: Row) -> str:
    """Who wrote a span: the poisoning set, or the file of written sentences."""
    group, kind = row[2], row[3]
    if kind == "extra":
        parts = group.split(":")
        return "extra" if len(parts) == 2 else f"extra:{parts[1]}"
    return kind.split(":")[0]


def thin_features(rows: list[Row], feats: list[set[str]], min_sources: int) -> set[str]:
    """Features seen in positive spans of fewer than ``min_sources`` independent writers
    (poisoning sets, files of written sentences): a word one writer's payloads share
    (their tool's topic) says nothing about another writer's."""
    sources: dict[str, set[str]] = defaultdict(set)
    for row, fs in zip(rows, feats, strict=True):
        if row[1] == 1:
            source = row_source(row)
            for f in fs:
                sources[f].add(source)
    return {f for f, s in sources.items() if len(s) < min_sources}


def lang_weights(rows: list[Row], cap: float) -> np.ndarray:
    """Sample weights giving every language the English ratio of negative to positive
    spans (each negative weight capped at ``cap``), so that a span's language alone is no
    evidence: the real vendor tools are nearly all English, the payloads often not."""
    langs = [row_lang(r) for r in rows]
    pos: Counter[str] = Counter(lang for lang, r in zip(langs, rows, strict=True) if r[1] == 1)
    neg: Counter[str] = Counter(lang for lang, r in zip(langs, rows, strict=True) if r[1] == 0)
    ratio = neg["en"] / max(pos["en"], 1)
    scale = {
        lang: min(cap, max(1.0, ratio * pos[lang] / neg[lang])) if pos[lang] else 1.0
        for lang in neg
    }
    return np.array(
        [scale[lang] if r[1] == 0 else 1.0 for lang, r in zip(langs, rows, strict=True)]
    )


def _left_out(path: Path) -> bool:
    words = path.stem.lower().split("_")
    return any(word in words for word in RESERVED) or path.stem in CAPTURED


def real_decks() -> list[tuple[str, Deck]]:
    sys.path.insert(0, str(ROOT / "benchmarks"))
    from bench_lint import load_pool

    decks = [("bfcl", load_pool())]
    for path in sorted((ROOT / "tests/data/corpora").glob("*.json")):
        decks.append((f"corpora/{path.stem}", load(path).deck))
    for folder in ("select_train", "select_real"):
        for path in sorted((DATA / folder / "decks").glob("*.json")):
            if path.name in {"github.json", "vscode_copilot_chat.json"} or _left_out(path):
                continue  # copies of the corpora, reserved or captured packages
            decks.append((f"{folder}/{path.stem}", load(path).deck))
    return decks


def captured_names() -> set[tuple[str, str]]:
    """``(name, description)`` of the tools every poisoning set captured from a published
    server (its ``captured_tools.json``): a real deck's tool with the same name and
    description (``taskmanager``'s, a merged deck's ``notion__API-…``) is left out, as its
    holdout benign copy is the same text."""
    names: set[tuple[str, str]] = set()

    def walk(node: object) -> None:  # the sets' files differ in shape; tools have inputSchema
        if isinstance(node, dict):
            if "inputSchema" in node and isinstance(node.get("name"), str):
                names.add((node["name"], str(node.get("description") or "").strip()))
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    for path in sorted(DATA.glob("poisoning*/captured_tools.json")):
        walk(json.loads(path.read_text(encoding="utf-8")))
    return names


def real_rows() -> list[Row]:
    rows: list[Row] = []
    captured = captured_names()
    for source, deck in real_decks():
        flagged = {
            f.tool
            for f in lint(deck, LintConfig(select=("T",), ignore=("T111",))).findings
            if f.tool is not None
        }
        for tool in deck:
            if (tool.name.split("__")[-1], tool.description.strip()) in captured:
                continue  # a poisoning set's captured tool (its holdout may hold it)
            if tool.name in flagged:
                print(f"left out (pattern rules flag it): {source} {tool.name}", file=sys.stderr)
                continue
            for span in ngram_spans(tool):
                rows.append((span.text, 0, f"{source}:{tool.name}", "real"))
    return rows


def matrix(feats: list[set[str]], vocab: dict[str, int]) -> sparse.csr_matrix:
    indptr, indices = [0], []
    for fs in feats:
        cols = sorted(vocab[f] for f in fs if f in vocab)
        indices.extend(cols)
        indptr.append(len(indices))
    data = np.ones(len(indices), dtype=np.float64)
    return sparse.csr_matrix((data, indices, indptr), shape=(len(feats), len(vocab)))


def fit(
    x: sparse.csr_matrix, y: np.ndarray, c: float, weight: np.ndarray | None = None
) -> tuple[np.ndarray, float]:
    model = LogisticRegression(C=c, class_weight="balanced", max_iter=2000, solver="lbfgs")
    model.fit(x, y, sample_weight=weight)
    return model.coef_[0], float(model.intercept_[0])


def margins(x: sparse.csr_matrix, w: np.ndarray, b: float) -> np.ndarray:
    return np.asarray(x @ w).ravel() + b


def refine(rows: list[Row], payload: dict[str, list[int]], z: np.ndarray) -> list[Row]:
    """Drop payload-field spans whose logit is under a third of their field's best."""
    out = list(rows)
    for indexes in payload.values():
        best = max(z[i] for i in indexes)
        for i in indexes:
            if best > 0 and z[i] < best / 3:
                text, _, group, kind = out[i]
                out[i] = (text, -1, group, kind)
    return out


def raised(threshold: float, margin: float) -> float:
    """The logit ``threshold`` raised by ``margin`` in p (``--margin``; sessions 13 and 14,
    chosen leaving one set out), p capped at 0.9999; ``margin`` 0 leaves it as it is."""
    if not margin:
        return threshold
    p = min(1 / (1 + np.exp(-threshold)) + margin, 0.9999)
    return float(np.log(p / (1 - p)))


def choose_threshold(tools: dict[str, tuple[str, float]], max_fp: float, max_real: int) -> float:
    """Lowest logit threshold over all but ``max_real`` real tools and all but ``max_fp``
    of the benign dev tools (out-of-fold scores)."""
    benign = sorted((s for k, s in tools.values() if k.endswith(":benign")), reverse=True)
    real = sorted((s for k, s in tools.values() if k == "real"), reverse=True)
    allowed = int(max_fp * len(benign))
    floor = max(real[max_real], benign[allowed] if allowed < len(benign) else -50.0)
    return floor + 1e-6


def second_reading_scores(
    rows: list[Row], z: np.ndarray, threshold: float
) -> dict[str, tuple[str, float]]:
    """``{group: (kind, best logit)}`` over the spans T111's second reading could report on
    the benign dev tools and the real tools that the main reading leaves alone (no span at
    or over ``threshold``): spans under ``threshold`` and over p 0.5 in which
    :func:`~tooldeck.lint.rules.poisoning.second_reading_signals` names two or more groups
    (the tool's name is the group's last part)."""
    flagged = {group for (_, _, group, _), score in zip(rows, z, strict=True) if score >= threshold}
    out: dict[str, tuple[str, float]] = {}
    for (text, _, group, kind), score in zip(rows, z, strict=True):
        if group in flagged or not (kind == "real" or kind.endswith(":benign")):
            continue
        if score <= 0 or (group in out and score <= out[group][1]):
            continue
        if len(second_reading_signals(text, group.rsplit(":", 1)[-1])) >= 2:
            out[group] = (kind, float(score))
    return out


def choose_signal_threshold(
    second: dict[str, tuple[str, float]],
    tools: dict[str, tuple[str, float]],
    threshold: float,
    max_fp: float,
    max_real: int,
) -> float:
    """The second reading's logit threshold: the lowest (not under p 0.5, not over the main
    ``threshold``) at which the second reading adds at most ``max_real`` real tools and at
    most ``max_fp`` of the benign dev tools to those the main reading flags (out-of-fold
    scores: ``second`` from :func:`second_reading_scores`, ``tools`` every tool's kind)."""
    n_benign = sum(kind.endswith(":benign") for kind, _ in tools.values())
    benign = sorted((s for k, s in second.values() if k.endswith(":benign")), reverse=True)
    real = sorted((s for k, s in second.values() if k == "real"), reverse=True)
    allowed = int(max_fp * n_benign)
    floor = max(
        real[max_real] if max_real < len(real) else 0.0,
        benign[allowed] if allowed < len(benign) else 0.0,
    )
    return min(floor + 1e-6, threshold)


def report(title: str, tools: dict[str, tuple[str, float]], payload_z: dict[str, float],
           t: float) -> None:  # fmt: skip
    print(f"\n{title} (logit threshold {t:.3f})")
    by_kind: dict[str, list[float]] = defaultdict(list)
    for kind, score in tools.values():
        by_kind[kind].append(score)
    for name in sorted({g.split(":")[0] for g in payload_z}):
        found = [s for g, s in payload_z.items() if g.startswith(name + ":")]
        print(f"  {name} dev poisoned: payload field flagged {sum(s >= t for s in found)}/"
              f"{len(found)}")  # fmt: skip
    for kind in sorted(by_kind):
        if kind.endswith(":poisoned") or kind == "extra":
            continue
        scores = by_kind[kind]
        print(f"  {kind:<22} tools flagged {sum(s >= t for s in scores)}/{len(scores)}")


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--sets", default=",".join(SETS), help="comma-separated poisoning sets (dev splits)"
    )
    parser.add_argument("--c", type=float, default=0.3, help="inverse L2 strength C")
    parser.add_argument("--min-count", type=int, default=2)
    parser.add_argument("--max-fp", type=float, default=0.02, help="benign dev FP bound")
    parser.add_argument("--max-real", type=int, default=2, help="real tools allowed over")
    parser.add_argument("--prune", type=float, default=0.05)
    parser.add_argument(
        "--signal-max-fp",
        type=float,
        default=0.0,
        help="second reading: share of benign dev tools it may add, out of fold",
    )
    parser.add_argument(
        "--signal-max-real",
        type=int,
        default=0,
        help="second reading: real tools it may add, out of fold",
    )
    parser.add_argument(
        "--margin",
        type=float,
        default=0.007,
        help="added to the out-of-fold threshold in p (0 = the threshold as chosen; 0.007 "
        "in session 13, 0.013 in sessions 14-28, 0.007 again since session 29's thirteen "
        "sets, each chosen leaving one set out)",
    )
    parser.add_argument(
        "--min-sources",
        type=int,
        default=1,
        help="drop features found in the positive spans of fewer independent writers",
    )
    parser.add_argument(
        "--lang-cap",
        type=float,
        default=1.0,
        help="weigh each language's negatives to English's negative:positive ratio, each "
        "weight at most this (1 = off)",
    )
    parser.add_argument(
        "--extra",
        type=Path,
        action="append",
        default=None,
        help="written training sentences (JSON lines; repeatable; default the three "
        "poison_train* sets)",
    )
    parser.add_argument("--out", type=Path, default=NGRAM_PATH)
    parser.add_argument("--dry-run", action="store_true", help="do not write the file")
    return parser.parse_args(argv)


class Model:
    """A fitted T111 model: ``vocab`` (feature -> column), weights ``w``, bias ``b`` and
    the logit ``threshold`` chosen out of fold."""

    def __init__(
        self,
        vocab: dict[str, int],
        w: np.ndarray,
        b: float,
        threshold: float,
        signal_threshold: float | None = None,
    ) -> None:
        self.vocab, self.w, self.b, self.threshold = vocab, w, b, threshold
        self.signal_threshold = threshold if signal_threshold is None else signal_threshold
        self.oof_tools: dict[str, tuple[str, float]] = {}  # out-of-fold {group: (kind, logit)}
        self.fold_models: list[tuple[np.ndarray, float]] = []  # (w, b) fitted without fold k

    def fold_margins(self, spans: list[str], fold: int) -> np.ndarray:
        """Logits of ``spans`` by the model fitted without cross-validation fold ``fold``
        (out of fold for a span of a group in that fold: the T109 meaning evaluation
        stacks T111's logit this way, ``eval_poison_meaning_loso.py``)."""
        w, b = self.fold_models[fold]
        return margins(matrix([span_features(s) for s in spans], self.vocab), w, b)

    def margins(self, spans: list[str]) -> np.ndarray:
        return margins(matrix([span_features(s) for s in spans], self.vocab), self.w, self.b)


def train(
    rows: list[Row], payload: dict[str, list[int]], args: argparse.Namespace, *, quiet: bool = False
) -> tuple[Model, dict[str, list[int]]]:
    """Fit, refine the payload spans once, cross-validate the threshold, fit again.
    Returns the model and the span counts per kind ``{kind: [negative, positive]}``."""
    counts: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for _, label, _, kind in rows:
        counts[kind][label] += 1
    if not quiet:
        for kind, (neg, pos) in sorted(counts.items()):
            print(f"spans {kind:<22} positive {pos:>6} negative {neg:>6}")
    feats = [span_features(text) for text, _, _, _ in rows]
    seen = Counter(f for fs in feats for f in fs)
    kept = {f for f, n in seen.items() if n >= args.min_count}
    if args.min_sources > 1:
        kept -= thin_features(rows, feats, args.min_sources)
    vocab = {f: i for i, f in enumerate(sorted(kept))}
    x = matrix(feats, vocab)
    if not quiet:
        print(f"{len(rows):,} spans, {len(vocab):,} features")

    y = np.array([label for _, label, _, _ in rows])
    sw = lang_weights(rows, args.lang_cap) if args.lang_cap > 1 else np.ones(len(rows))
    w, b = fit(x, y, args.c, sw)
    rows = refine(rows, payload, margins(x, w, b))
    if not quiet:
        print(f"refinement: {sum(label < 0 for _, label, _, _ in rows)} payload spans dropped")

    folds = np.array([_fold(group) for _, _, group, _ in rows])
    y = np.array([label for _, label, _, _ in rows])
    oof = np.zeros(len(rows))
    fold_models = []
    for k in range(FOLDS):
        train_rows = (folds != k) & (y >= 0)
        wk, bk = fit(x[train_rows], y[train_rows], args.c, sw[train_rows])
        wk[np.abs(wk) < args.prune] = 0.0
        oof[folds == k] = margins(x[folds == k], wk, bk)[:]
        fold_models.append((wk, bk))
    tools = tool_scores(rows, oof)
    payload_oof = {g: float(max(oof[i] for i in idx)) for g, idx in payload.items()}
    threshold = choose_threshold(tools, args.max_fp, args.max_real)
    threshold = raised(threshold, args.margin)
    second = second_reading_scores(rows, oof, threshold)
    signal = choose_signal_threshold(
        second, tools, threshold, args.signal_max_fp, args.signal_max_real
    )
    if not quiet:
        report("cross-validated (out of fold)", tools, payload_oof, threshold)
        p2 = 1 / (1 + np.exp(-signal))
        print(f"  second reading: threshold p {p2:.4f} (logit {signal:.3f}); candidates over "
              f"p 0.5: {sum(k == 'real' for k, _ in second.values())} real, "
              f"{sum(k.endswith(':benign') for k, _ in second.values())} benign dev")  # fmt: skip

    keep = y >= 0
    w, b = fit(x[keep], np.maximum(y[keep], 0), args.c, sw[keep])
    w[np.abs(w) < args.prune] = 0.0
    if not quiet:
        final = margins(x, w, b)
        payload_final = {g: float(max(final[i] for i in idx)) for g, idx in payload.items()}
        report("in sample (final fit)", tool_scores(rows, final), payload_final, threshold)
    model = Model(vocab, w, b, threshold, signal)
    model.oof_tools = tools
    model.fold_models = fold_models
    return model, counts


def main() -> None:
    args = parse_args()
    extras = args.extra or list(EXTRAS)
    sets = tuple(args.sets.split(","))
    rows, payload = labelled_sets(sets, ngram_spans)
    set_langs(sets)
    for path in extras:
        rows += extra_sentences(path)
    rows += real_rows()
    model, counts = train(rows, payload, args)
    vocab, w, b, threshold = model.vocab, model.w, model.b, model.threshold
    p2 = 1 / (1 + np.exp(-model.signal_threshold))

    names = sorted(vocab, key=vocab.__getitem__)
    weights = {names[i]: round(float(w[i]), 4) for i in np.nonzero(w)[0]}
    p = 1 / (1 + np.exp(-threshold))
    body = {
        "method": "logistic regression (scikit-learn lbfgs, L2, class-weighted) over binary "
        "word unigram and bigram features (tooldeck.lint.ngram.span_features)",
        "c": args.c,
        "min_count": args.min_count,
        "prune": args.prune,
        "threshold": round(float(p), 6),
        "threshold_rule": (
            f"lowest with benign dev tools flagged <= {args.max_fp:.0%} and at most "
            f"{args.max_real} real tools flagged, {FOLDS}-fold cross-validated"
            + (f", then raised by {args.margin} in p" if args.margin else "")
        ),
        "signal_threshold": round(float(p2), 6),
        "signal_threshold_rule": (
            "second reading (a sentence naming two signal groups): lowest, not under 0.5 nor "
            f"over threshold, at which it adds at most {args.signal_max_real} real tools and "
            f"<= {args.signal_max_fp:.1%} of the benign dev tools to those the main reading "
            f"flags, {FOLDS}-fold cross-validated"
        ),
        "spans": {k: {"positive": v[1], "negative": v[0]} for k, v in sorted(counts.items())},
        "built_by": "benchmarks/train_poison_ngram.py",
        "extra_sentences_sha256": {
            str(path.relative_to(DATA)): hashlib.sha256(path.read_bytes()).hexdigest()
            for path in extras
        },
        "bias": round(b, 4),
        "weights": dict(sorted(weights.items())),
    }
    data = (json.dumps(body, ensure_ascii=False, separators=(",", ":")) + "\n").encode()
    print(f"\n{len(weights):,} weights kept; threshold p = {p:.4f}, second reading p = {p2:.4f}")
    if not args.dry_run:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_bytes(data)
        print(f"wrote {args.out} ({len(data):,} bytes)")
    print(f"SHA-256 {hashlib.sha256(data).hexdigest()}")


if __name__ == "__main__":
    main()
