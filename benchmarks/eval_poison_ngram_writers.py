"""What does a writer T111 never saw get from the whole lint? Leave one writer out, dev halves.

For each poisoning set ``k`` of ``--left`` (default: the fourteen sets the shipped weights
never saw, ``poisoning14`` to ``poisoning27``): T111 is retrained exactly as
``train_poison_ngram.py`` trains it (same spans, features, refinement, out-of-fold
threshold with the real vendor tools, ``--max-real``, ``--margin``) on the *dev* halves of
every set of ``--train-sets`` except ``k`` (default: ``poisoning`` to ``poisoning27`` and
the five ``poisoning_ext*`` sets), plus the written sentences (``--extra``) and the real
tools. Then set ``k``'s *dev* tools are linted with the whole ``T`` family
(``--ignore T109``, as ``bench_lint_poisoning.py`` counts: a tool is flagged when any
``T`` rule reports on it), once with the shipped weights and once with the retrained ones
(the rule's own thresholds: the model's, and option ``addressed-signal-threshold`` for its
second reading). The shipped weights never saw sets 14 to 27, so on those sets the two
columns compare like with like: each is a model that did not see the writer it is judged on.
``--save DIR`` writes each left-out model as ``DIR/without_SET.json`` (weights, bias,
threshold: :meth:`NgramClassifier.load` with ``sha256=None`` reads it), for a check on
real tool text.

Only dev tools are read: each set's files are cut to the tools whose label says
``split: dev`` before linting (cross-tool rules therefore see the dev tools only, the same
for both columns); no holdout row is read, linted or counted. The pattern rules were
written from dev halves, so the *level* of both columns is partly in-sample for the
patterns; the *difference* between the columns is T111's transfer.

Beside ``eval_poison_ngram_loso.py`` (session 29, same trainer): that script scores T111 alone
and the pattern rules as shipped, a union of two verdicts, and may score the left-out set's
holdout; this one puts the retrained weights *into* the rule (the whole ``T`` family runs with
them, so T111's second reading and the rules' interplay count), reads dev halves only, and
adds feature variants (``--features``) and extra real negatives (``--more-real``).

Every fit starts from one fit on all the training sets (lbfgs warm start; ``--cold``: from
zero, as the trainer does). The L2 problem is strictly convex, so both reach the same
optimum to lbfgs's tolerance; the warm start makes a left-out set cost about half a minute
instead of several. ``--features words|shapes|stems|stems+shapes`` swaps the feature
function in the trainer and in the rule together (the shipped one; or candidates that
carry across languages: :func:`shape_features`, :func:`stem_features`). ``--show``
prints the retrained T111's findings on the left-out set's benign dev tools.

Run (one process; the spans of the sets and of the real tools are read once, about five
minutes, then kept in a pickle under /tmp; then about half a minute per left-out set):
``cd benchmarks && PYTHONPATH=../src python eval_poison_ngram_writers.py [--left A,B]
[--train-sets A,B,...] [--features F] [--cold] [--show] [trainer options: --c --margin
--max-fp --max-real --min-count ...]``. Prints one row per left-out set: poisoned and
benign dev tools flagged by the whole lint and by T111 alone, shipped vs retrained; the
patterns alone (``T`` less T109 and T111); the retrained threshold, weights kept and real
tools over the threshold (out of fold: the trainer's real-tool check; in sample); then
the pooled figures and the pooled figures at the other margins of :data:`SWEEP_MARGINS`
(same weights; whole lint read as patterns or T111, which the row's own whole-lint run
checks at the ``--margin`` given).

Session 43 (defaults: all 30 sets' dev halves, the 12 recent ones left out in turn, 504
poisoned and 497 benign dev tools; T109 ignored), whole lint / T111 alone, poisoned at benign:

- shipped weights (sets 1-13): 469 at 14 / 202 at 6;
- retrained, ``--features words``: 471 at 24 / 254 at 15 (7 of the 15 are one honest
  vendor sentence, the same in 7 captured tools of set 21); at margin 0.01: 466 at 23;
- ``shapes``: 473 at 25 / 258 at 17; at margin 0.01: 469 at 17 / 247 at 8;
- ``stems+shapes``: 465 at 15 / 247 at 6 (its out-of-fold thresholds reach p 0.999).
- ``stems+shapes --more-real``: 462 at 15 / 257 at 7 (thresholds at the p 0.9999 cap;
  the set-21 vendor sentence's false positives 11 -> 3).

T111 alone carries more to a new writer when trained on more writers (+45 at the shipped
benign count with stems and shapes), but the whole lint does not gain on these dev halves,
where the pattern rules were written to cover what the shipped T111 missed: not shipped.

Session 45 (``--left poisoning27,poisoning26,poisoning25``, 32 training sets; poisoning27's
dev half was read by no pattern rule, 26's and 25's were), whole lint / T111 alone,
shipped -> retrained, poisoned at benign out of 40 and 40:

- ``words``: p27 26 -> 29 at 1 -> 2 / 12 -> 17 at 0 -> 1; p26 29 -> 29 at 3 -> 3;
  p25 33 -> 31 at 0 -> 0. The same rule on all 32 sets (the trainer's ``main``) warns on
  13 more real tools (7 vendor sentences; 9 through the second reading's fixed 0.97):
  not shipped;
- ``words --more-real``: p27 26 -> 29 at 1 -> 2; p26 29 -> 29 at 3 -> 3; p25 33 -> 31;
- ``stems+shapes --more-real``: p27 26 -> 25 at 1 -> 1; p26 29 -> 28 at 3 -> 3; p25 33 -> 31.

Session 46 (``--left poisoning28,poisoning27,poisoning26``, 33 training sets, the trainer's
second-reading threshold chosen out of fold, printed last in each row; poisoning28's dev
half was read by no pattern rule): ``words``: p28 22 -> 19 at 3 -> 4 (T111 alone 9 -> 6
at 0 -> 1; second reading p .9947); p27 32 -> 34 at 1 -> 2; p26 29 -> 29 at 3 -> 3. With
the old fixed 0.97, p28 reads 22 -> 21 at 3 -> 4: not shipped (docs/lint.md, session 46).
"""

from __future__ import annotations

import hashlib
import json
import pickle
import re
import sys
import time
from pathlib import Path

import numpy as np
import train_poison_ngram as trainer
from scipy import sparse
from sklearn.linear_model import LogisticRegression
from train_poison_classifier import Row, tool_scores
from train_poison_ngram import (
    DATA,
    EXTRAS,
    Model,
    choose_threshold,
    extra_sentences,
    labelled_sets,
    parse_args,
    raised,
    real_rows,
    set_langs,
    train,
)

import tooldeck.lint.ngram as ngram_module
from tooldeck.formats import load
from tooldeck.lint import LintConfig, lint
from tooldeck.lint.ngram import NgramClassifier
from tooldeck.tool import Deck

RECENT = tuple(f"poisoning{n}" for n in range(14, 29))
"""The sets the shipped weights (session 29: sets 1-13) never saw."""
ALL_SETS = (
    "poisoning",
    *(f"poisoning{n}" for n in range(2, 29)),
    "poisoning_ext",
    *(f"poisoning_ext{n}" for n in range(2, 6)),
)
"""Every set whose dev half may train (``--train-sets``)."""

DevDeck = tuple[Deck, object, dict[str, bool]]  # dev tools, format, {tool: poisoned}


def dev_decks(name: str) -> list[DevDeck]:
    """Set ``name``'s two files cut to their dev tools (holdout tools are dropped unread)."""
    folder = DATA / name
    labels = [json.loads(x) for x in (folder / "labels.jsonl").read_text().splitlines() if x]
    out: list[DevDeck] = []
    for file in ("poisoned.json", "benign.json"):
        dev = {
            x["tool"]: bool(x["poisoned"])
            for x in labels
            if x["file"] == file and x["split"] == "dev"
        }
        loaded = load(folder / file)
        out.append((loaded.deck.filter(lambda t, d=dev: t.name in d), loaded.format, dev))
    return out


def classifier(model: Model) -> NgramClassifier:
    """The retrained model as the shipped file would store it (weights and bias rounded to
    4 places, threshold in ``p`` to 6, as ``train_poison_ngram.main`` writes them)."""
    names = sorted(model.vocab, key=model.vocab.__getitem__)
    weights = {names[i]: round(float(model.w[i]), 4) for i in np.nonzero(model.w)[0]}
    p = round(float(1 / (1 + np.exp(-model.threshold))), 6)
    p2 = round(float(1 / (1 + np.exp(-model.signal_threshold))), 6)
    return NgramClassifier(weights, round(model.b, 4), p, p2)


def whole_lint(
    decks: list[DevDeck], model: NgramClassifier | None, select: tuple[str, ...] = ("T",)
) -> tuple[int, int, int, int]:
    """``(poisoned flagged, poisoned, benign flagged, benign)`` by ``select`` less T109, with
    ``model`` as T111's classifier (``None``: the shipped one)."""
    shipped = ngram_module.default_ngram_classifier
    if model is not None:
        ngram_module.default_ngram_classifier = lambda: model  # type: ignore[assignment]
    try:
        counts = [0, 0, 0, 0]
        for deck, fmt, dev in decks:
            config = LintConfig(select=select, ignore=("T109",))
            result = lint(deck, config, field_names=fmt)  # type: ignore[arg-type]
            hit = {t for f in result.findings for t in (f.tools or ((f.tool,) if f.tool else ()))}
            for tool, poisoned in dev.items():
                k = 0 if poisoned else 2
                counts[k] += tool in hit
                counts[k + 1] += 1
        return counts[0], counts[1], counts[2], counts[3]
    finally:
        ngram_module.default_ngram_classifier = shipped  # type: ignore[assignment]


_VOCAB: list[dict[str, int]] = [{}]  # the vocabulary of the matrix being fitted
_START: dict[str, float] = {}  # warm start: feature -> weight, and "" -> bias
_matrix = trainer.matrix


def _recording_matrix(feats: list[set[str]], vocab: dict[str, int]) -> sparse.csr_matrix:
    _VOCAB[0] = vocab
    return _matrix(feats, vocab)


def _warm_fit(
    x: sparse.csr_matrix, y: np.ndarray, c: float, weight: np.ndarray | None = None
) -> tuple[np.ndarray, float]:
    """The trainer's fit (same model, loss and C), started from :data:`_START` (a fit on
    every training set) instead of zero: the L2 problem is strictly convex, so the optimum
    is the same; lbfgs reaches it (to its tolerance) in fewer iterations."""
    model = LogisticRegression(
        C=c, class_weight="balanced", max_iter=2000, solver="lbfgs", warm_start=True
    )
    names = sorted(_VOCAB[0], key=_VOCAB[0].__getitem__)
    model.coef_ = np.array([[_START.get(n, 0.0) for n in names]])
    model.intercept_ = np.array([_START.get("", 0.0)])
    model.fit(x, y, sample_weight=weight)
    return model.coef_[0], float(model.intercept_[0])


def read_rows(
    train_sets: tuple[str, ...], extras: list[Path]
) -> tuple[dict[str, tuple[list[Row], dict[str, list[int]]]], list[Row], list[Row]]:
    """Each training set's dev rows and payload indexes, the written sentences' rows and the
    real tools' rows; kept in a pickle under /tmp keyed by the inputs' bytes and this
    checkout's lint code (the real tools left out depend on the pattern rules)."""
    digest = hashlib.sha256()
    for name in train_sets:
        digest.update((DATA / name / "labels.jsonl").read_bytes())
        digest.update((DATA / name / "poisoned.json").read_bytes())
        digest.update((DATA / name / "benign.json").read_bytes())
    for path in extras:
        digest.update(path.read_bytes())
    for path in sorted((Path(ngram_module.__file__).parent).rglob("*.py")):
        digest.update(path.read_bytes())
    cache = Path(f"/tmp/eval_poison_ngram_writers_{digest.hexdigest()[:16]}.pkl")
    if cache.is_file():
        return pickle.loads(cache.read_bytes())  # type: ignore[no-any-return]
    per_set = {name: labelled_sets((name,), trainer.ngram_spans) for name in train_sets}
    extra_rows = [row for path in extras for row in extra_sentences(path)]
    out = (per_set, extra_rows, real_rows())
    cache.write_bytes(pickle.dumps(out))
    return out


STEM_CHARS = 5
"""``--features stems``: a word of more than this many characters also gives its first
this many as a feature (a crude prefix stem, for inflected and agglutinative languages:
"instructions"/"instructed", Basque and Slavic endings)."""


def stem_features(span: str) -> set[str]:
    """T111's features plus ``s:PREFIX`` for each word longer than :data:`STEM_CHARS`."""
    feats = _span_features(span)
    feats.update(
        "s:" + f[2 : 2 + STEM_CHARS]
        for f in list(feats)
        if f.startswith("u:") and len(f) > 2 + STEM_CHARS and not f[2:].isdigit()
    )
    return feats


_SHAPES = (
    ("h:snake", re.compile(r"\b[a-z][a-z0-9]*_[a-z0-9_]*[a-z0-9]\b")),
    ("h:url", re.compile(r"https?://|\bwww\.")),
    ("h:email", re.compile(r"[\w.+-]+@[\w-]+\.\w")),
    ("h:path", re.compile(r"(?:~|\.\w*|\b\w+)?[/\\]\.?\w+[/\\]")),
    ("h:tag", re.compile(r"</?[a-z_]+>|\[/?[a-z_]+\]")),
    ("h:bang", re.compile(r"!")),
    ("h:colon", re.compile(r"^\W*\w+\s*:")),
)
"""``--features shapes``: language-free shapes of a span (an identifier in snake_case, an
address, an e-mail, a path, a tag such as ``<important>``, an exclamation mark, a
``label:`` opening); a word of a language no training writer used weighs nothing, a
shape weighs the same in every language."""


def shape_features(span: str) -> set[str]:
    """T111's features plus the :data:`_SHAPES` the span has."""
    feats = _span_features(span)
    feats.update(name for name, pattern in _SHAPES if pattern.search(span))
    return feats


def stem_shape_features(span: str) -> set[str]:
    """Both candidates."""
    feats = stem_features(span)
    feats.update(name for name, pattern in _SHAPES if pattern.search(span))
    return feats


_span_features = ngram_module.span_features
FEATURES = {
    "words": _span_features,
    "stems": stem_features,
    "shapes": shape_features,
    "stems+shapes": stem_shape_features,
}
"""``--features``: the shipped features, or a candidate (trainer and rule both use it)."""


def more_real_rows() -> list[Row]:
    """``--more-real``: spans of real servers the trainer does not read, as negatives: the
    two captures ``real_capture`` and ``real_capture2`` (every tool each server listed) and
    the dev tools of the reviewer-label sets ``lint_labels*`` (their holdout tools are
    dropped unread). The trainer's filters apply: a tool a poisoning set captured (same name
    and description) and a tool the pattern rules flag are left out. Kept in a pickle under
    /tmp keyed by the files and the lint code."""
    from bench_lint_poisoning import captured_decks

    digest = hashlib.sha256()
    sources = [DATA / n / "captured_tools.json" for n in ("real_capture", "real_capture2")]
    sources += sorted(DATA.glob("lint_labels*/tools.jsonl"))
    sources += sorted(DATA.glob("lint_labels*/tools/*.json"))
    sources += sorted(Path(ngram_module.__file__).parent.rglob("*.py"))
    for path in sources:
        digest.update(path.read_bytes())
    cache = Path(f"/tmp/eval_poison_ngram_writers_more_{digest.hexdigest()[:16]}.pkl")
    if cache.is_file():
        return pickle.loads(cache.read_bytes())  # type: ignore[no-any-return]
    decks: list[tuple[str, Deck]] = []
    for name in ("real_capture", "real_capture2"):
        decks.extend(captured_decks(name))
    for folder in sorted(p for p in DATA.glob("lint_labels*") if p.is_dir()):
        dev = {
            (x["file"], x["tool"])
            for x in map(json.loads, (folder / "tools.jsonl").read_text().splitlines())
            if x and x["split"] == "dev"
        }
        for path in sorted((folder / "tools").glob("*.json")):
            if trainer._left_out(Path(path.stem.replace("-", "_"))):
                continue  # a reserved or captured package, as the trainer leaves out
            key = f"tools/{path.name}"
            deck = load(path).deck.filter(lambda t, k=key, d=dev: (k, t.name) in d)
            decks.append((f"{folder.name}/{path.stem}", deck))
    shipped = trainer.real_decks
    trainer.real_decks = lambda: decks
    try:
        rows = real_rows()
    finally:
        trainer.real_decks = shipped
    cache.write_bytes(pickle.dumps(rows))
    return rows


def main() -> None:
    argv = sys.argv[1:]
    left = RECENT
    train_sets = ALL_SETS
    for flag in ("--left", "--train-sets"):
        if flag in argv:
            i = argv.index(flag)
            value = tuple(argv[i + 1].split(","))
            del argv[i : i + 2]
            if flag == "--left":
                left = value
            else:
                train_sets = value
    missing = [n for n in (*left, *train_sets) if not (DATA / n / "labels.jsonl").is_file()]
    if missing:
        raise SystemExit(f"no poisoning set named {', '.join(missing)} under {DATA}")
    if "--features" in argv:
        i = argv.index("--features")
        chosen = FEATURES[argv[i + 1]]
        del argv[i : i + 2]
        trainer.span_features = chosen  # type: ignore[attr-defined]
        ngram_module.span_features = chosen  # NgramClassifier.logit reads it at call time
    more_real = "--more-real" in argv
    if more_real:
        argv.remove("--more-real")
    show = "--show" in argv
    if show:
        argv.remove("--show")
    cold = "--cold" in argv
    if cold:
        argv.remove("--cold")
    save: Path | None = None
    if "--save" in argv:
        i = argv.index("--save")
        save = Path(argv[i + 1])
        del argv[i : i + 2]
        save.mkdir(parents=True, exist_ok=True)
    args = parse_args(argv)
    extras: list[Path] = args.extra or list(EXTRAS)
    start = time.perf_counter()
    per_set, extra_rows, real = read_rows(train_sets, extras)
    if more_real:
        real = real + more_real_rows()
    set_langs(train_sets)
    print(f"read {len(train_sets)} sets' dev halves, {len(extra_rows)} written sentences' "
          f"spans, {len(real):,} real spans in {time.perf_counter() - start:.0f} s; C = "
          f"{args.c}, max-fp {args.max_fp}, max-real {args.max_real}, margin {args.margin}",
          flush=True)  # fmt: skip
    if not cold:  # one fit on every training set, the start of every other fit
        trainer.matrix = _recording_matrix
        rows_all = [r for rs, _ in per_set.values() for r in rs] + extra_rows + real
        feats = [trainer.span_features(r[0]) for r in rows_all]  # type: ignore[attr-defined]
        seen: dict[str, int] = {}
        for fs in feats:
            for f in fs:
                seen[f] = seen.get(f, 0) + 1
        vocab = {
            f: i for i, f in enumerate(sorted(f for f, n in seen.items() if n >= args.min_count))
        }
        x = trainer.matrix(feats, vocab)
        y = np.array([max(r[1], 0) for r in rows_all])
        w, b = trainer.fit(x, y, args.c)
        _START.update({f: float(w[i]) for f, i in vocab.items()})
        _START[""] = b
        trainer.fit = _warm_fit
        print(f"warm start: one fit on every set ({len(vocab):,} features) in "
              f"{time.perf_counter() - start:.0f} s", flush=True)  # fmt: skip
    header = (
        "| left out | whole lint poisoned: shipped / retrained | whole lint benign: shipped / "
        "retrained | T111 alone poisoned: shipped / retrained | T111 alone benign: shipped / "
        "retrained | patterns alone poisoned, benign | threshold p | weights | real over "
        "(out of fold, in sample) |"
    )
    lines = [header, "|---|---|---|---|---|---|---|---|---|"]
    views = {"T": ("T",), "T111": ("T111",)}
    pooled: dict[str, np.ndarray] = {k: np.zeros(4, dtype=int) for k in ("patterns",)}
    for view in views:
        for who in ("shipped", "retrained"):
            pooled[f"{view} {who}"] = np.zeros(4, dtype=int)
    sweep = {margin: np.zeros(8, dtype=int) for margin in SWEEP_MARGINS}
    for name in left:
        t0 = time.perf_counter()
        rows: list[Row] = []
        payload: dict[str, list[int]] = {}
        for other in train_sets:
            if other == name:
                continue
            set_rows, set_payload = per_set[other]
            offset = len(rows)
            payload.update({g: [i + offset for i in idx] for g, idx in set_payload.items()})
            rows.extend(set_rows)
        rows += extra_rows + real
        model, _ = train(rows, payload, args, quiet=True)
        retrained = classifier(model)
        if save is not None:  # the left-out model as a weights file (NgramClassifier.load)
            body: dict[str, object] = {"bias": retrained.bias, "threshold": retrained.threshold}
            body["signal_threshold"] = retrained.signal_threshold
            body["weights"] = dict(sorted(retrained.weights.items()))
            (save / f"without_{name}.json").write_text(json.dumps(body, ensure_ascii=False))
        real_in = sum(
            1
            for kind, score in tool_scores(real, model.margins([r[0] for r in real])).values()
            if score >= model.threshold
        )
        real_oof = sum(
            1 for k, s in model.oof_tools.values() if k == "real" and s >= model.threshold
        )
        decks = dev_decks(name)
        got: dict[str, tuple[int, int, int, int]] = {}
        for view, select in views.items():
            got[f"{view} shipped"] = whole_lint(decks, None, select)
            got[f"{view} retrained"] = whole_lint(decks, retrained, select)
        pattern_hits = _hits(decks, None, ("T",), ("T109", "T111"))
        got["patterns"] = _count(decks, pattern_hits)
        for key, value in got.items():
            pooled[key] += value
        base = choose_threshold(model.oof_tools, args.max_fp, args.max_real)
        for margin in SWEEP_MARGINS:
            p = round(float(1 / (1 + np.exp(-raised(base, margin)))), 6)
            swept = NgramClassifier(retrained.weights, retrained.bias, p)
            t111_hits = _hits(decks, swept, ("T111",), ())
            sweep[margin] += [*_count(decks, t111_hits | pattern_hits), *_count(decks, t111_hits)]
        if show:  # the retrained T111's findings on the left-out set's benign dev tools
            _show_benign(decks, retrained)
        cells = []
        for view in views:
            s0, s1 = got[f"{view} shipped"], got[f"{view} retrained"]
            cells.append(f"{s0[0]}/{s0[1]} / {s1[0]}/{s1[1]}")
            cells.append(f"{s0[2]}/{s0[3]} / {s1[2]}/{s1[3]}")
        pat = got["patterns"]
        cells.append(f"{pat[0]}/{pat[1]}, {pat[2]}/{pat[3]}")
        lines.append(
            f"| {name} | {' | '.join(cells)} | {retrained.threshold:.4f} "
            f"| {len(retrained.weights):,} | {real_oof}, {real_in} "
            f"| {retrained.signal_threshold:.4f} |"
        )
        print(lines[-1] + f"  ({time.perf_counter() - t0:.0f} s)", flush=True)
    print("\n" + "\n".join(lines))
    print(f"\npooled dev, {len(left)} left-out writers (T109 ignored throughout):")
    for key, (tp, npos, fp, nneg) in pooled.items():
        label = {"T": "whole lint (T)", "T111": "T111 alone", "patterns": "patterns alone"}
        view, _, who = key.partition(" ")
        print(f"  {label[view]:<15} {who:<10} poisoned {tp}/{npos} = {tp / npos:.3f}, "
              f"benign {fp}/{nneg} = {fp / nneg:.3f}")  # fmt: skip
    print("\nthreshold sweep (retrained; --margin added in p to the out-of-fold threshold; "
          "whole lint = patterns or T111, T111 alone):")  # fmt: skip
    for margin, (a, n, b, m, c, _, d, _) in sweep.items():
        print(f"  margin {margin:.4f}: whole poisoned {a}/{n} = {a / n:.3f}, benign {b}/{m} = "
              f"{b / m:.3f}; T111 alone poisoned {c}/{n} = {c / n:.3f}, benign {d}/{m} = "
              f"{d / m:.3f}")  # fmt: skip


SWEEP_MARGINS = (0.0, 0.003, 0.005, 0.007, 0.009, 0.0095, 0.01)
"""The ``--margin`` values the table's retrained model is also read at (same weights)."""


def _hits(
    decks: list[DevDeck],
    model: NgramClassifier | None,
    select: tuple[str, ...],
    ignore: tuple[str, ...],
) -> set[tuple[int, str]]:
    """``(file index, tool)`` of the dev tools ``select`` less ``ignore`` reports on, with
    ``model`` as T111's classifier (``None``: the shipped one)."""
    shipped = ngram_module.default_ngram_classifier
    if model is not None:
        ngram_module.default_ngram_classifier = lambda: model  # type: ignore[assignment]
    try:
        out: set[tuple[int, str]] = set()
        for index, (deck, fmt, _) in enumerate(decks):
            result = lint(deck, LintConfig(select=select, ignore=ignore), field_names=fmt)  # type: ignore[arg-type]
            out.update(
                (index, t)
                for f in result.findings
                for t in (f.tools or ((f.tool,) if f.tool else ()))
            )
        return out
    finally:
        ngram_module.default_ngram_classifier = shipped  # type: ignore[assignment]


def _count(decks: list[DevDeck], hits: set[tuple[int, str]]) -> tuple[int, int, int, int]:
    """``(poisoned flagged, poisoned, benign flagged, benign)`` of ``hits``."""
    counts = [0, 0, 0, 0]
    for index, (_, _, dev) in enumerate(decks):
        for tool, poisoned in dev.items():
            k = 0 if poisoned else 2
            counts[k] += (index, tool) in hits
            counts[k + 1] += 1
    return counts[0], counts[1], counts[2], counts[3]


def _show_benign(decks: list[DevDeck], model: NgramClassifier) -> None:
    """Print ``model``'s T111 findings on the benign dev tools (``--show``)."""
    shipped = ngram_module.default_ngram_classifier
    ngram_module.default_ngram_classifier = lambda: model  # type: ignore[assignment]
    try:
        for deck, fmt, dev in decks:
            config = LintConfig(select=("T111",))
            for f in lint(deck, config, field_names=fmt).findings:  # type: ignore[arg-type]
                if f.tool is not None and not dev.get(f.tool, True):
                    print(f"  benign {f.tool} {f.pointer}: {f.message[:220]}")
    finally:
        ngram_module.default_ngram_classifier = shipped  # type: ignore[assignment]


if __name__ == "__main__":
    main()
