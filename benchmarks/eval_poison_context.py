"""Does a learned "payload in context" reading transfer to an unseen poisoning set? Leave one
set out (session 14; tried and not shipped: docs/lint.md, "Session 14").

The reading: one logistic regression per sentence over T111's logit, the sentence's signal
groups (:func:`tooldeck.lint.intent.signal_groups`) and, with ``--context`` (the default),
two features of its place in the definition:

- ``logit``: T111's logit, clipped to [-8, 8] and divided by 4;
- ``strong``: how many of its groups are strong (in the training sentences: found in 2+,
  at least 90 % of them payloads); ``groups``: the number of groups, capped at 6, divided by
  3; ``g:NAME``: one 0/1 feature per group found in 10+ training sentences;
- ``opening``: the sentence opens the tool's description;
- ``novelty``: the share of its content words (4+ letters, first 5 compared; Chinese,
  Japanese and Korean as character pairs) that neither the tool's name nor any other
  sentence of the definition uses (a payload tends to be about something the tool is not).

Sentences: every span (:func:`tooldeck.lint.ngram.ngram_spans`) of the *dev* tools of the six
poisoning sets (never a holdout item) whose T111 ``p`` reaches ``--floor``. A span inside a
poisoned tool's payload field is positive when its T111 logit is within 2 of the field's
best span (multiple-instance style), the field's other spans are dropped, every other span
is negative. T111's logits are out of sample: each set is scored by a T111 trained as
``train_poison_ngram.py`` trains it but without that set (the models of
``eval_poison_ngram_loso.py``). For each left-out set the groups, the fit (scikit-learn
``LogisticRegression``, L2, ``--c``, class-weighted) and the threshold (lowest with at most
``--max-fp`` of the other sets' benign dev tools, in sample, and ``--max-real`` real vendor
tools over it) come from the other five; printed per left-out set: dev tools flagged by
T111 at its own threshold, by this reading, by the pattern rules (``T`` without T109 and
T111: in sample, written from these dev splits) and by any of them.

Run: ``PYTHONPATH=src:benchmarks .venv/bin/python benchmarks/eval_poison_context.py
[--no-context] [--floor 0.5] [--cache FILE]`` (about ten minutes: six T111 models;
``--cache`` keeps their scores in a JSON file and reuses it).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter, defaultdict
from collections.abc import Iterable
from pathlib import Path

import numpy as np
from sklearn.linear_model import LogisticRegression
from train_poison_ngram import (
    DATA,
    EXTRAS,
    extra_sentences,
    labelled_sets,
    real_decks,
    real_rows,
    set_langs,
    train,
)
from train_poison_ngram import parse_args as ngram_args

from tooldeck.formats import load
from tooldeck.lint import LintConfig, lint
from tooldeck.lint.intent import signal_groups
from tooldeck.lint.ngram import default_ngram_classifier, ngram_spans

SETS = ("poisoning", "poisoning2", "poisoning3", "poisoning4", "poisoning5", "poisoning6")
MIL_MARGIN = 2.0
"""Payload-field spans within this many logits of the field's best span are positive."""

_WORD = re.compile(r"[^\W\d_]+")
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]")


def content_words(text: str) -> set[str]:
    """The content words of a normalised text as compared for ``novelty``: words of 4+
    letters cut to their first 5 (a cheap stem: "drafts"/"draft"), and the character
    pairs of Chinese, Japanese or Korean runs."""
    out: set[str] = set()
    for word in _WORD.findall(text):
        if _CJK.search(word):
            out.update(word[i : i + 2] for i in range(len(word) - 1))
        elif len(word) >= 4:
            out.add(word[:5])
    return out


def span_vector(
    logit: float,
    groups: Iterable[str],
    *,
    opening: bool,
    novelty: float,
    strong: frozenset[str],
    named: tuple[str, ...],
) -> dict[str, float]:
    """The features of one sentence (see the module docstring), by name: ``logit`` (T111's
    logit), ``groups`` (its signal groups), ``opening`` (it opens the description),
    ``novelty`` (0–1), ``strong`` (the strong groups), ``named`` (the groups with a 0/1
    feature of their own)."""
    found = set(groups)
    out = {
        "logit": max(-8.0, min(8.0, logit)) / 4.0,
        "strong": float(len(found & strong)),
        "groups": min(len(found), 6) / 3.0,
        "opening": float(opening),
        "novelty": novelty,
    }
    out.update({f"g:{name}": 1.0 for name in named if name in found})
    return out


def sentence_contexts(name: str, spans: list[tuple[str, str]]) -> list[tuple[bool, float]]:
    """``(opening, novelty)`` for each ``(pointer, normalised sentence)`` of one tool's
    definition, in order (:func:`tooldeck.lint.ngram.ngram_spans`): whether the sentence is
    the first of ``/description``, and the share of its content words (:func:`content_words`)
    that neither the tool's ``name`` nor any other sentence holds (0 for a sentence with
    none)."""
    words = [content_words(text) for _, text in spans]
    held = Counter(w for ws in words for w in ws)
    own = content_words(re.sub(r"[_\-]+", " ", name).lower())
    out: list[tuple[bool, float]] = []
    opened = False
    for (pointer, _), ws in zip(spans, words, strict=True):
        opening = pointer == "/description" and not opened
        opened = opened or pointer == "/description"
        fresh = sum(1 for w in ws if held[w] == 1 and w not in own)
        out.append((opening, fresh / len(ws) if ws else 0.0))
    return out


def _inside(pointer: str, field: str) -> bool:
    return pointer == field or pointer.startswith(field + "/")


def dev_tools(sets: tuple[str, ...]) -> dict[str, tuple[str, object, dict[str, object]]]:
    """``{"set:file:tool": (set, tool, label)}`` for the dev tools of ``sets``."""
    out: dict[str, tuple[str, object, dict[str, object]]] = {}
    for name in sets:
        folder = DATA / name
        labels = [json.loads(x) for x in (folder / "labels.jsonl").read_text().splitlines() if x]
        dev = {(x["file"], x["tool"]): x for x in labels if x["split"] == "dev"}
        for file in ("poisoned.json", "benign.json"):
            for tool in load(folder / file).deck:
                lab = dev.get((file, tool.name))
                if lab is not None:  # holdout: never read here
                    out[f"{name}:{file}:{tool.name}"] = (name, tool, lab)
    return out


def loso_logits(
    sets: tuple[str, ...], cache: Path | None
) -> tuple[dict[str, list[float]], dict[str, float]]:
    """``{"set:file:tool": [T111 logit of each span]}``, each set scored by a T111 trained
    without it, and ``{set: that T111's threshold (a logit)}``."""
    if cache is not None and cache.exists():
        saved = json.loads(cache.read_text())
        return saved["logits"], saved["thresholds"]
    args = ngram_args(["--sets", ",".join(sets)])
    extra = [row for path in EXTRAS for row in extra_sentences(path)]
    set_langs(sets)
    real = real_rows()
    tools = dev_tools(sets)
    out: dict[str, list[float]] = {}
    thresholds: dict[str, float] = {}
    for left in sets:
        rows, payload = labelled_sets(tuple(s for s in sets if s != left), ngram_spans)
        model, _ = train(rows + extra + real, payload, args, quiet=True)
        thresholds[left] = float(model.threshold)
        for key, (name, tool, _) in tools.items():
            if name == left:
                spans = [s.text for s in ngram_spans(tool)]  # type: ignore[arg-type]
                out[key] = [float(z) for z in model.margins(spans)] if spans else []
        print(f"T111 without {left}: done", file=sys.stderr, flush=True)
    if cache is not None:
        cache.write_text(json.dumps({"logits": out, "thresholds": thresholds}))
    return out, thresholds


Span = dict[str, object]


def tool_spans_rows(tool: object, logits: list[float]) -> list[Span]:
    spans = ngram_spans(tool)  # type: ignore[arg-type]
    contexts = sentence_contexts(tool.name, [(s.pointer, s.text) for s in spans])  # type: ignore[attr-defined]
    return [
        {"pointer": s.pointer, "text": s.text, "logit": z, "opening": o, "novelty": n}
        for s, z, (o, n) in zip(spans, logits, contexts, strict=True)
    ]


def logit_floor(p: float) -> float:
    return float(np.log(p / (1 - p)))


def pattern_flags(sets: tuple[str, ...]) -> set[str]:
    out: set[str] = set()
    config = LintConfig(select=("T",), ignore=("T109", "T111"))
    for name in sets:
        for file in ("poisoned.json", "benign.json"):
            loaded = load(DATA / name / file)
            for f in lint(loaded.deck, config, field_names=loaded.format).findings:
                for tool in f.tools or ((f.tool,) if f.tool else ()):
                    out.add(f"{name}:{file}:{tool}")
    return out


def dev_rows(sets: tuple[str, ...], logits: dict[str, list[float]], floor: float) -> list[Span]:
    """Every span of every dev tool at or over the floor, with ``key``, ``set``,
    ``poisoned``, ``label`` (1, 0, -1 dropped) and ``groups``; ``floor_tools``: each key
    once with ``poisoned`` (so a tool without a span over the floor still counts)."""
    rows: list[Span] = []
    for key, (name, tool, lab) in dev_tools(sets).items():
        spans = tool_spans_rows(tool, logits[key])
        field = str(lab.get("field") or "/")
        best = max(
            (
                float(s["logit"])
                for s in spans
                if lab["poisoned"] and _inside(str(s["pointer"]), field)
            ),  # type: ignore[arg-type]
            default=0.0,
        )
        for s in spans:
            payload = bool(lab["poisoned"]) and _inside(str(s["pointer"]), field)
            label = (1 if float(s["logit"]) >= best - MIL_MARGIN else -1) if payload else 0  # type: ignore[arg-type]
            if float(s["logit"]) < floor:  # type: ignore[arg-type]
                continue
            s.update(key=key, set=name, poisoned=bool(lab["poisoned"]), label=label)
            s["groups"] = sorted(signal_groups(str(s["text"])))
            rows.append(s)
    return rows


def real_tool_rows(floor: float) -> list[Span]:
    """Spans of the real vendor tools at or over the floor, T111 scored by the shipped
    weights (as ``tooldeck lint`` scores them)."""
    model = default_ngram_classifier()
    rows: list[Span] = []
    for source, deck in real_decks():
        for tool in deck:
            spans = ngram_spans(tool)
            logits = [model.logit(s.text) for s in spans]
            if not any(z >= floor for z in logits):
                continue
            for s in tool_spans_rows(tool, logits):
                if float(s["logit"]) >= floor:  # type: ignore[arg-type]
                    s.update(key=f"real:{source}:{tool.name}", label=0)
                    s["groups"] = sorted(signal_groups(str(s["text"])))
                    rows.append(s)
    return rows


def group_lists(rows: list[Span]) -> tuple[frozenset[str], tuple[str, ...]]:
    seen: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for r in rows:
        if int(r["label"]) < 0:  # type: ignore[call-overload]
            continue
        for g in r["groups"]:  # type: ignore[attr-defined]
            seen[g][int(r["label"])] += 1  # type: ignore[call-overload]
    strong = frozenset(
        g for g, (neg, pos) in seen.items() if pos + neg >= 2 and pos >= 0.9 * (pos + neg)
    )
    named = tuple(sorted(g for g, (neg, pos) in seen.items() if pos + neg >= 10))
    return strong, named


def vectors(
    rows: list[Span], strong: frozenset[str], named: tuple[str, ...], names: list[str]
) -> np.ndarray:
    out = np.zeros((len(rows), len(names)))
    col = {n: i for i, n in enumerate(names)}
    for i, r in enumerate(rows):
        v = span_vector(
            float(r["logit"]),  # type: ignore[arg-type]
            r["groups"],  # type: ignore[arg-type]
            opening=bool(r["opening"]),
            novelty=float(r["novelty"]),  # type: ignore[arg-type]
            strong=strong,
            named=named,
        )
        for k, x in v.items():
            if k in col:
                out[i, col[k]] = x
    return out


def feature_names(named: tuple[str, ...], context: bool) -> list[str]:
    base = ["logit", "strong", "groups"] + (["opening", "novelty"] if context else [])
    return base + [f"g:{g}" for g in named]


class Fitted:
    def __init__(self, rows: list[Span], real: list[Span], args: argparse.Namespace) -> None:
        train_rows = [r for r in rows if int(r["label"]) >= 0]  # type: ignore[call-overload]
        self.strong, self.named = group_lists(train_rows)
        self.names = feature_names(self.named, args.context)
        x = vectors(train_rows, self.strong, self.named, self.names)
        y = np.array([int(r["label"]) for r in train_rows])  # type: ignore[call-overload]
        clf = LogisticRegression(C=args.c, class_weight="balanced", max_iter=5000).fit(x, y)
        self.w, self.b = clf.coef_[0], float(clf.intercept_[0])
        benign = tool_max(self.scores(rows), rows, lambda r: not r["poisoned"])
        n_benign = len(
            {
                k
                for k, poisoned in args.dev_tools.items()
                if not poisoned and k.split(":")[0] in {r["set"] for r in rows}
            }
        )
        real_max = tool_max(self.scores(real), real, lambda r: True)
        self.threshold = choose(benign, n_benign, args.max_fp, real_max, args.max_real)

    def scores(self, rows: list[Span]) -> np.ndarray:
        if not rows:
            return np.zeros(0)
        x = vectors(rows, self.strong, self.named, self.names)
        return x @ self.w + self.b


def tool_max(scores: np.ndarray, rows: list[Span], keep: object) -> dict[str, float]:
    out: dict[str, float] = {}
    for s, r in zip(scores, rows, strict=True):
        if keep(r):  # type: ignore[operator]
            k = str(r["key"])
            out[k] = max(out.get(k, -1e9), float(s))
    return out


def choose(
    benign: dict[str, float], n_benign: int, max_fp: float, real: dict[str, float], max_real: int
) -> float:
    """The lowest logit (a hair over a tool's score) with at most ``max_fp`` of the
    ``n_benign`` benign tools and ``max_real`` real tools at or over it."""
    allowed = int(max_fp * n_benign)
    candidates = sorted(set(benign.values()) | set(real.values()) | {0.0})
    for t in candidates:
        t = t + 1e-6
        if (
            sum(v >= t for v in benign.values()) <= allowed
            and sum(v >= t for v in real.values()) <= max_real
        ):
            return t
    return candidates[-1] + 1e-6


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--c", type=float, default=1.0)
    ap.add_argument(
        "--floor", type=float, default=0.5, help="T111 p under which a span is not read"
    )
    ap.add_argument("--max-fp", type=float, default=0.01)
    ap.add_argument("--max-real", type=int, default=2)
    ap.add_argument(
        "--no-context", dest="context", action="store_false", help="leave out opening and novelty"
    )
    ap.add_argument("--cache", type=Path)
    return ap.parse_args(argv)


def main() -> None:
    args = parse_args()
    floor = logit_floor(args.floor)
    logits, thresholds = loso_logits(SETS, args.cache)
    tools = dev_tools(SETS)
    args.dev_tools = {k: bool(lab["poisoned"]) for k, (_, _, lab) in tools.items()}
    rows = dev_rows(SETS, logits, floor)
    real = real_tool_rows(floor)
    positive = sum(int(r["label"]) == 1 for r in rows)  # type: ignore[call-overload]
    print(f"{len(rows)} dev spans over the floor ({positive} positive), {len(real)} real "
          "spans over it")  # fmt: skip
    loso(rows, real, logits, thresholds, args)


def loso(
    rows: list[Span],
    real: list[Span],
    logits: dict[str, list[float]],
    thresholds: dict[str, float],
    args: argparse.Namespace,
) -> None:
    patterns = pattern_flags(SETS)
    totals = np.zeros(8, dtype=int)
    print(
        "| left out | poisoned: T111 / reading / patterns / any "
        "| benign: T111 / reading / patterns / any |"
    )
    print("|---|---|---|")
    for left in SETS:
        fitted = Fitted([r for r in rows if r["set"] != left], real, args)
        test = [r for r in rows if r["set"] == left]
        t112 = tool_max(fitted.scores(test), test, lambda r: True)
        t111_thr = thresholds[left]
        cells = []
        for poisoned in (True, False):
            keys = [
                k
                for k, pois in args.dev_tools.items()
                if pois == poisoned and k.startswith(left + ":")
            ]
            a = sum(max(logits[k], default=-99) >= t111_thr for k in keys)
            b = sum(t112.get(k, -99) >= fitted.threshold for k in keys)
            c = sum(k in patterns for k in keys)
            d = sum(
                max(logits[k], default=-99) >= t111_thr
                or t112.get(k, -99) >= fitted.threshold
                or k in patterns
                for k in keys
            )
            n = len(keys)
            cells.append(f"{a} / {b} / {c} / {d} of {n}")
            i = 0 if poisoned else 4
            totals[i : i + 4] += (a, b, d, n)
        print(f"| {left} | {cells[0]} | {cells[1]} |")
    t = [int(v) for v in totals]
    print(f"pooled: poisoned T111 {t[0]}, reading {t[1]}, any {t[2]} of {t[3]}; "
          f"benign T111 {t[4]}, reading {t[5]}, any {t[6]} of {t[7]}")  # fmt: skip


if __name__ == "__main__":
    main()
