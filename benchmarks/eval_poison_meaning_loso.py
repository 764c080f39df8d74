"""Does a meaning signal (T109's MiniLM span embeddings) trained on fifteen writers catch a
sixteenth? Leave one poisoning set (one writer) out (session 31, issue 16).

The fifteen sets are :data:`LOSO_SETS`: ``bench_lint_poisoning.SETS`` less ``poisoning15``
(kept unread for the final check). For each left-out set ``S`` a classifier is trained on
the *dev* splits of the other fourteen (``train_poison_classifier.labelled_sets`` with T109's
spans), every written training sentence (``benchmarks/data/poison_train*/sentences.jsonl``)
and the real vendor tools of T109's trainer (``train_poison_classifier.real_rows``; tools that
a poisoning set captured are left out as in T111's trainer, their holdout copies could be
near copies). The threshold is fixed by a rule chosen before any figure was seen and
computed on the training side only (:func:`rule_threshold`): the lowest at which at most
2 % of the training sets' benign dev tools and at most 1 real tool per 1,000 are flagged,
out of fold (5 folds by a hash of the tool, ``train_poison_classifier._fold``). Then ``S``'s
dev and holdout tools are scored: a tool is flagged when its best span reaches the
threshold.

Variants (``--variants``, chosen before any holdout figure):

- ``a``: T109 as it is: unit embedding + :data:`tooldeck.lint.instruction.HAND_FEATURES`,
  class-weighted L2 logistic regression by Newton's method (``train_poison_classifier.fit``,
  λ = 3), payload spans refined once (``train_poison_classifier.refine``);
- ``b``: embedding only + T111's logit as one more feature (divided by 4). T111 is retrained
  for each left-out set on the same fourteen dev splits (``train_poison_ngram.train``,
  shipped options); a training span's T111 logit comes from T111's model fitted without
  that span's fold (stacking out of fold), a scored span's from T111's final model;
- ``c``: nearest neighbours: a span's score is its cosine similarity to the nearest
  positive training span (the payload spans kept by variant ``a``'s refinement, and the
  written poison sentences) less its similarity to the nearest real-tool span.

The shipped detector (every rule but T109: patterns and the shipped T111, as ``tooldeck lint``
runs by default) is run on ``S`` as shipped; ``union`` is a tool flagged by either. The
shipped T111 was trained on the dev splits of sets 1–13, so its dev figures for those sets
are in-sample (read the classifier's own column, or the holdouts, for transfer).

Run: ``PYTHONPATH=src .venv/bin/python benchmarks/eval_poison_meaning_loso.py
[--variants a,b,c] [--split dev|holdout|dev,holdout] [--sets A,B,...] [--final]
[--sealed FILE]`` (``--split dev`` to choose on: no holdout tool is scored; with ``--sealed``
the holdouts are scored in the same fits and their tables go to FILE, unprinted). Session 31:
about 40 min for a and c, 48 min for b on the shared 2-core machine. First run embeds ~39,000
spans (cached in ``$TOOLDECK_CACHE/embeddings``); T111's retrains take a few minutes more
(variant ``b``). ``--final`` trains the picked variant on all fifteen dev splits and scores
``poisoning15`` (dev and holdout, counts only).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path

import numpy as np
import numpy.typing as npt
import train_poison_ngram as t111
from bench_lint_poisoning import SETS, findings_by_tool
from train_poison_classifier import (
    DATA,
    Row,
    _fold,
    embed,
    extra_sentences,
    fit,
    labelled_sets,
    predict,
    real_rows,
    refine,
    tool_scores,
)

from tooldeck.formats import load
from tooldeck.lint.instruction import features, tool_spans
from tooldeck.lint.ngram import ngram_spans
from tooldeck.tool import Tool

LOSO_SETS = tuple(name for name in SETS if name != "poisoning15")
FINAL_SET = "poisoning15"
EXTRAS = tuple(sorted(DATA.glob("poison_train*/sentences.jsonl")))
L2 = 3.0
MAX_FP = 0.02
"""Share of the training sets' benign dev tools the threshold may let through (out of fold)."""
REAL_PER_THOUSAND = 1
"""Real tools per 1,000 the threshold may let through (out of fold)."""
T111_SCALE = 4.0
"""Variant b: T111's logit is divided by this before it joins the embedding."""

Scored = tuple[str, str, bool, str, list[str], bool]
"""``(file, tool, poisoned, split, T109 spans, flagged by the shipped detector)``."""


def extra_rows() -> list[Row]:
    """Every written training sentence, T109's spans; groups named as T111's trainer names
    them (``extra:LINE`` for ``poison_train``, ``extra:FOLDER:LINE`` for the others) so that
    a sentence falls in the same cross-validation fold for both models."""
    rows: list[Row] = []
    for path in EXTRAS:
        prefix = "extra:" if path == t111.EXTRA else f"extra:{path.parent.name}:"
        for text, label, group, kind in extra_sentences(path):
            rows.append((text, label, prefix + group.split(":")[1], kind))
    return rows


def captured_skip() -> Callable[[Tool], bool]:
    captured = t111.captured_names()
    return lambda tool: (tool.name.split("__")[-1], tool.description.strip()) in captured


def scored_tools(name: str, splits: tuple[str, ...]) -> list[Scored]:
    """The tools of set ``name`` in ``splits`` with their T109 spans and whether the shipped
    detector (every rule but T109, codes ``T…``) flags them. Texts are never printed."""
    folder = DATA / name
    labels = {
        (x["file"], x["tool"]): x
        for x in map(json.loads, (folder / "labels.jsonl").read_text().splitlines())
        if x
    }
    out: list[Scored] = []
    for file in ("poisoned.json", "benign.json"):
        found = findings_by_tool(file, folder, ignore=("T109",))
        for tool in load(folder / file).deck:
            lab = labels[(file, tool.name)]
            if lab["split"] not in splits:
                continue
            shipped = any(f.code.startswith("T") for f in found.get(tool.name, []))
            spans = [s.text for s in tool_spans(tool)]
            out.append((file, tool.name, bool(lab["poisoned"]), lab["split"], spans, shipped))
    return out


def rule_threshold(tools: dict[str, tuple[str, float]]) -> float:
    """The threshold rule, fixed before any figure: the lowest score (just above a tool's)
    at which at most :data:`MAX_FP` of the benign dev tools and at most
    :data:`REAL_PER_THOUSAND` per 1,000 real tools (kinds ``bfcl`` and ``real``) reach it,
    given out-of-fold best-span scores ``{group: (kind, score)}``."""
    benign = sorted((s for k, s in tools.values() if k.endswith(":benign")), reverse=True)
    real = sorted((s for k, s in tools.values() if k in ("bfcl", "real")), reverse=True)
    allowed = int(MAX_FP * len(benign))
    allowed_real = len(real) * REAL_PER_THOUSAND // 1000
    floor = max(real[allowed_real], benign[allowed] if allowed < len(benign) else -1e9)
    return float(floor + 1e-9)


class Space:
    """Every span text's row in one embedding matrix, and its hand features."""

    def __init__(self, texts: list[str]) -> None:
        unique = list(dict.fromkeys(texts))
        self.index = {t: i for i, t in enumerate(unique)}
        started = time.perf_counter()
        self.vectors = embed(unique)
        print(f"embedded {len(unique):,} distinct spans in {time.perf_counter() - started:.0f} s",
              file=sys.stderr, flush=True)  # fmt: skip
        self.full = features(unique, self.vectors)
        self.real: npt.NDArray[np.float32] | None = None  # variant c: real_nearest()

    def rows(self, texts: list[str]) -> npt.NDArray[np.intp]:
        return np.array([self.index[t] for t in texts], dtype=np.intp)


def _labels(rows: list[Row]) -> npt.NDArray[np.float64]:
    return np.array([label for _, label, _, _ in rows], dtype=np.float64)


def lr_model(
    x: npt.NDArray[np.float32], rows: list[Row], payload: dict[str, list[int]]
) -> tuple[Callable[[npt.NDArray[np.float32]], npt.NDArray[np.float64]], float, list[Row]]:
    """T109's recipe on training matrix ``x``: fit, refine the payload spans, 5-fold
    out-of-fold scores for :func:`rule_threshold`, final fit. Returns the scorer, the
    threshold and the refined rows."""
    w, b = fit(x, _labels(rows), L2)
    rows = refine(rows, payload, predict(x, w, b))
    folds = np.array([_fold(group) for _, _, group, _ in rows])
    y = _labels(rows)
    oof = np.zeros(len(rows))
    for k in range(5):
        train = (folds != k) & (y >= 0)
        wk, bk = fit(x[train], y[train], L2)
        oof[folds == k] = predict(x[folds == k], wk, bk)
    threshold = rule_threshold(tool_scores(rows, oof))
    keep = y >= 0
    w, b = fit(x[keep], y[keep], L2)
    return (lambda z: predict(z, w, b)), threshold, rows


def real_nearest(space: Space, common: list[Row]) -> npt.NDArray[np.float32]:
    """Each span's (rows of ``space``) cosine similarity to the nearest real-tool span of
    each cross-validation fold, shape ``(spans, 5)``: the same for every left-out set, so
    computed once (the real tools are in no poisoning set)."""
    real = [(space.index[t], _fold(g)) for t, _, g, kind in common if kind in ("bfcl", "real")]
    out = np.full((len(space.vectors), 5), -1.0, dtype=np.float32)
    for k in range(5):
        ref = space.vectors[np.unique([i for i, f in real if f == k])]
        for start in range(0, len(space.vectors), 4096):
            block = space.vectors[start : start + 4096] @ ref.T
            out[start : start + 4096, k] = block.max(axis=1)
    return out


def knn_model(
    space: Space, rows: list[Row], refined: list[Row], real: npt.NDArray[np.float32]
) -> tuple[Callable[[npt.NDArray[np.intp]], npt.NDArray[np.float64]], float]:
    """Variant c: similarity to the nearest positive (``refined`` rows labelled 1) less
    similarity to the nearest real-tool span (``real``: :func:`real_nearest`); out-of-fold
    threshold by :func:`rule_threshold`."""
    v = space.vectors
    idx = space.rows([t for t, _, _, _ in rows])
    folds = np.array([_fold(g) for _, _, g, _ in rows])
    pos = np.array([r[1] == 1 for r in refined])

    def nearest(query: npt.NDArray[np.intp], mask: npt.NDArray[np.bool_]) -> npt.NDArray:
        ref = v[np.unique(idx[mask])]
        out = np.empty(len(query))
        for start in range(0, len(query), 4096):
            out[start : start + 4096] = (v[query[start : start + 4096]] @ ref.T).max(axis=1)
        return out

    oof = np.zeros(len(rows))
    for k in range(5):
        here = folds == k
        others = [j for j in range(5) if j != k]
        oof[here] = nearest(idx[here], pos & ~here) - real[idx[here]][:, others].max(axis=1)
    threshold = rule_threshold(tool_scores(rows, oof))
    return (lambda q: nearest(q, pos) - real[q].max(axis=1)), threshold


def t111_feature(
    train_sets: tuple[str, ...], rows: list[Row], scored: list[list[str]], real111: list[Row]
) -> tuple[npt.NDArray[np.float32], list[npt.NDArray[np.float32]]]:
    """Variant b's extra column: T111 retrained on ``train_sets`` (shipped options); each
    training row's logit from the fold model that did not see its group, each scored
    tool's spans' from the final model; divided by :data:`T111_SCALE`."""
    args = t111.parse_args([])
    ngram_rows, payload = t111.labelled_sets(train_sets, ngram_spans)
    extras = [r for path in t111.EXTRAS for r in t111.extra_sentences(path)]
    model, _ = t111.train(ngram_rows + extras + real111, payload, args, quiet=True)
    folds = np.array([_fold(g) for _, _, g, _ in rows])
    col = np.zeros(len(rows), dtype=np.float32)
    texts = [t for t, _, _, _ in rows]
    for k in range(5):
        here = np.nonzero(folds == k)[0]
        col[here] = model.fold_margins([texts[i] for i in here], k)
    outs = [(model.margins(spans) if spans else np.zeros(0)).astype(np.float32) for spans in scored]
    return col / T111_SCALE, [o / T111_SCALE for o in outs]


_FITTED: dict[tuple[str, ...], tuple[Callable[..., npt.NDArray[np.float64]], float, list[Row]]] = {}
"""Variant a's model per training sets (variant c reuses its refined rows)."""


def run_one(
    variant: str,
    space: Space,
    train_sets: tuple[str, ...],
    common: list[Row],
    scored: list[Scored],
    real111: list[Row],
) -> tuple[list[bool], float]:
    """Train ``variant`` on ``train_sets`` (+ ``common``: extras and real rows) and return
    which ``scored`` tools it flags, and its threshold."""
    rows, payload = labelled_sets(train_sets)
    rows = rows + common
    idx = space.rows([t for t, _, _, _ in rows])
    if variant in ("a", "c") and train_sets not in _FITTED:
        _FITTED[train_sets] = lr_model(space.full[idx], rows, payload)
    if variant == "a":
        scorer, threshold, _ = _FITTED[train_sets]
        best = [float(scorer(space.full[space.rows(s)]).max()) if s else 0.0 for *_, s, _ in scored]
    elif variant == "b":
        col, outs = t111_feature(train_sets, rows, [s for *_, s, _ in scored], real111)
        x = np.hstack([space.vectors[idx], col[:, None]])
        scorer, threshold, _ = lr_model(x, rows, payload)
        best = [
            float(scorer(np.hstack([space.vectors[space.rows(s)], o[:, None]])).max()) if s else 0.0
            for (*_, s, _), o in zip(scored, outs, strict=True)
        ]
    else:
        _, _, refined = _FITTED[train_sets]
        if space.real is None:
            space.real = real_nearest(space, common)
        knn, threshold = knn_model(space, rows, refined, space.real)
        best = [float(knn(space.rows(s)).max()) if s else -9.0 for *_, s, _ in scored]
    return [s >= threshold for s in best], threshold


def table(results: dict[str, list[tuple[Scored, bool]]], splits: tuple[str, ...]) -> str:
    """Per set and split: poisoned flagged and benign flagged by the classifier, the shipped
    detector and the union; then pooled."""
    lines = [
        "| left out | split | poisoned: classifier / shipped / union "
        "| benign: classifier / shipped / union |",
        "|---|---|---|---|",
    ]
    pooled: dict[str, list[int]] = defaultdict(lambda: [0] * 8)
    for name, items in results.items():
        for split in splits:
            cells = []
            for poisoned in (True, False):
                chosen = [(s, hit) for s, hit in items if s[2] == poisoned and s[3] == split]
                c = sum(hit for _, hit in chosen)
                p = sum(s[5] for s, _ in chosen)
                u = sum(hit or s[5] for s, hit in chosen)
                n = len(chosen)
                cells.append(f"{c}/{n} / {p}/{n} / {u}/{n}")
                cell = pooled[split]
                k = 0 if poisoned else 4
                cell[k], cell[k + 1], cell[k + 2], cell[k + 3] = (
                    cell[k] + c, cell[k + 1] + p, cell[k + 2] + u, cell[k + 3] + n
                )  # fmt: skip
            lines.append(f"| {name} | {split} | {cells[0]} | {cells[1]} |")
    for split in splits:
        c, p, u, n, cb, pb, ub, nb = pooled[split]
        lines.append(
            f"| **pooled** | {split} | {c}/{n} = {c / n:.3f} / {p}/{n} = {p / n:.3f} / "
            f"{u}/{n} = {u / n:.3f} | {cb}/{nb} = {cb / nb:.3f} / {pb}/{nb} = {pb / nb:.3f} / "
            f"{ub}/{nb} = {ub / nb:.3f} |"
        )
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--variants", default="a,b,c")
    parser.add_argument("--split", default="dev", help="dev, holdout or dev,holdout")
    parser.add_argument("--sets", default=",".join(LOSO_SETS))
    parser.add_argument(
        "--final", action="store_true", help=f"train on all fifteen, score {FINAL_SET}"
    )
    parser.add_argument(
        "--sealed",
        type=Path,
        help="score the holdouts too, in the same fits, but write their tables to this file "
        "instead of printing them (read only the variant picked on dev)",
    )
    args = parser.parse_args()
    splits = tuple(args.split.split(","))
    if args.sealed:
        splits = tuple(dict.fromkeys((*splits, "holdout")))
    shown = tuple(s for s in splits if not (args.sealed and s == "holdout"))
    sets = tuple(args.sets.split(","))
    variants = tuple(args.variants.split(","))
    skip = captured_skip()
    common = extra_rows() + real_rows(skip)
    real111 = t111.real_rows() if "b" in variants else []
    targets = (FINAL_SET,) if args.final else sets
    scored = {name: scored_tools(name, splits) for name in targets}
    texts = [t for t, _, _, _ in common]
    texts += [t for t, _, _, _ in labelled_sets(LOSO_SETS)[0]]
    texts += [t for items in scored.values() for *_, s, _ in items for t in s]
    space = Space(texts)
    for variant in variants:
        results: dict[str, list[tuple[Scored, bool]]] = {}
        for name in targets:
            started = time.perf_counter()
            train_sets = LOSO_SETS if args.final else tuple(s for s in LOSO_SETS if s != name)
            hits, threshold = run_one(variant, space, train_sets, common, scored[name], real111)
            results[name] = list(zip(scored[name], hits, strict=True))
            took = time.perf_counter() - started
            print(f"variant {variant}, {name} left out: threshold {threshold:.4f} ({took:.0f} s)",
                  file=sys.stderr, flush=True)  # fmt: skip
        what = f" (trained on all fifteen, scoring {FINAL_SET})" if args.final else ""
        print(f"\n## variant {variant}, splits {'+'.join(shown)}{what}")
        print(table(results, shown), flush=True)
        if args.sealed:
            with args.sealed.open("a") as sealed:
                sealed.write(f"\n## variant {variant}, holdout{what}\n")
                sealed.write(table(results, ("holdout",)) + "\n")


if __name__ == "__main__":
    main()
