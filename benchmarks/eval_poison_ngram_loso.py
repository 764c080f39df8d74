"""Does T111's training recipe transfer to a poisoning set it never saw? Leave one set out.

For each poisoning set ``L`` of ``--sets``: T111 is trained exactly as
``train_poison_ngram.py`` trains it (same spans, features, refinement and out-of-fold
threshold), but on the *dev* splits of the other sets only (plus the written training
sentences and the real vendor tools). Then every tool of ``L`` — dev and holdout, poisoned
and benign — is scored: a tool is flagged by T111 when its best span reaches the threshold.
The pattern rules (``T`` without T109 and T111) are run on ``L`` as shipped, and the union
is what ``tooldeck lint`` would report with the retrained T111.

Why: T111 is trained on every set's dev split, so its dev figures are in-sample and its
holdout figures are one number per set, measured once. Leaving a whole set out gives one
unseen measurement per set for each training choice (sentences, features, ``C``, threshold rule),
so a choice can be made on them without touching any holdout. The pattern rules were
written from the dev splits of the first three sets: the ``patterns`` and ``union`` columns on a
left-out set's *dev* split are therefore in-sample for the patterns (read the holdout rows,
or the ``T111`` column, for transfer).

Run: ``PYTHONPATH=src .venv/bin/python benchmarks/eval_poison_ngram_loso.py
[--sets poisoning,poisoning2,poisoning3,poisoning4,poisoning5] [--split dev]
[--extra FILE ...] [--c 0.3] [--train-sets A,B,...] [--dump FILE]``
(``--split dev`` to choose on: the left-out sets' holdouts are then not scored) (a few minutes;
the real tools are read once). Prints one table: per left-out set and split, poisoned
tools flagged and benign tools flagged by T111 alone, by the patterns, and by both.

``--gate``: also T111's second reading (option ``addressed-signal-threshold``): a span
under the threshold is flagged when its ``p`` reaches a lower value and it holds two or
more signal groups (:func:`tooldeck.lint.intent.signal_groups`); pooled counts for the
lower values in :data:`GATES`. The groups' patterns were written from the dev splits of
the sets, so on a left-out dev split this reading is partly in-sample: choose on it, and
read its transfer on the holdouts, once.

``--train-sets A,B,…``: the sets whose dev splits may train (default: ``--sets``); each
left-out set is scored by a model trained on these less itself. With the shipped recipe's
sets (``--train-sets poisoning,…,poisoning5``) a set outside them is scored by the shipped
recipe itself, so the shipped weights and a retrain on more sets are compared on the same
left-out sets (session 29).

``--dump FILE``: one JSON line per scored tool (left-out set, file, tool, poisoned, split,
flagged by the patterns, flagged by the left-out T111, its best span and that span's ``p``,
the model's threshold in ``p`` with and without ``--margin``, and every span's ``p`` with
its number of signal groups, so that other thresholds can be read from the file),
to read which payloads a set's left-out model misses.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import numpy as np
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

from tooldeck.formats import load
from tooldeck.lint import LintConfig, lint
from tooldeck.lint.intent import signal_groups
from tooldeck.lint.ngram import ngram_spans

SWEEP = (0.02, 0.04, 0.06, 0.08, 0.12)
GATES = (0.5, 0.8, 0.9, 0.95, 0.97, 0.98)
"""Lower thresholds on ``p`` that ``--gate`` measures."""


def set_tools(name: str) -> list[tuple[str, str, bool, str, list[str], set[str]]]:
    """``(file, tool, poisoned, split, spans, pattern-flagged?)`` for every tool of a set."""
    folder = DATA / name
    labels = {
        (x["file"], x["tool"]): x
        for x in map(json.loads, (folder / "labels.jsonl").read_text().splitlines())
        if x
    }
    out = []
    for file in ("poisoned.json", "benign.json"):
        loaded = load(folder / file)
        config = LintConfig(select=("T",), ignore=("T109", "T111"))
        flagged = {
            t
            for f in lint(loaded.deck, config, field_names=loaded.format).findings
            for t in (f.tools or ((f.tool,) if f.tool else ()))
        }
        for tool in loaded.deck:
            lab = labels[(file, tool.name)]
            spans = [s.text for s in ngram_spans(tool)]
            out.append((file, tool.name, bool(lab["poisoned"]), lab["split"], spans,
                        {"pattern"} if tool.name in flagged else set()))  # fmt: skip
    return out


def training_sets(
    left: str, sets: tuple[str, ...], train_sets: tuple[str, ...] | None
) -> tuple[str, ...]:
    """The sets whose dev splits train the model that scores the left-out set ``left``:
    ``train_sets`` (``--train-sets``; ``sets`` when ``None``) without ``left``.

    Raises ``SystemExit`` naming a set of ``train_sets`` that has no folder under
    ``benchmarks/data`` (a misspelt name would silently train on less)."""
    chosen = sets if train_sets is None else train_sets
    missing = [name for name in chosen if not (DATA / name / "labels.jsonl").is_file()]
    if missing:
        raise SystemExit(f"--train-sets: no poisoning set named {', '.join(missing)} under {DATA}")
    return tuple(name for name in chosen if name != left)


def main() -> None:
    argv = sys.argv[1:]
    splits = ("dev", "holdout")
    train_sets: tuple[str, ...] | None = None
    if "--train-sets" in argv:
        i = argv.index("--train-sets")
        train_sets = tuple(argv[i + 1].split(","))
        del argv[i : i + 2]
    gate = "--gate" in argv
    if gate:
        argv.remove("--gate")
    dump: Path | None = None
    if "--dump" in argv:
        i = argv.index("--dump")
        dump = Path(argv[i + 1])
        del argv[i : i + 2]
    if "--split" in argv:
        i = argv.index("--split")
        splits = tuple(argv[i + 1].split(","))
        del argv[i : i + 2]
    args = parse_args(argv)
    sets = tuple(args.sets.split(","))
    extras: list[Path] = args.extra or list(EXTRAS)
    extra_rows = [row for path in extras for row in extra_sentences(path)]
    set_langs(tuple(dict.fromkeys(sets + (train_sets or ()))))
    real = real_rows()
    print(f"extras: {', '.join(str(p) for p in extras)}; C = {args.c}; "
          f"max-fp {args.max_fp}, max-real {args.max_real}, lang-cap {args.lang_cap}, "
          f"margin {args.margin}; trained on {','.join(train_sets or sets)} less the "
          "left-out set")  # fmt: skip
    header = (
        "| left out | split | poisoned: T111 / patterns / both | benign: T111 / patterns / both |"
    )
    lines = [header, "|---|---|---|---|"]
    totals = {"T111": [0, 0, 0, 0], "both": [0, 0, 0, 0]}
    sweep: dict[float, list[int]] = {}
    gated: dict[float, list[int]] = {}
    dumped: list[dict[str, object]] = []
    models: dict[tuple[str, ...], Model] = {}  # one fit per training sets (--train-sets)
    for left in sets:
        trained_on = training_sets(left, sets, train_sets)
        if trained_on not in models:
            rows, payload = labelled_sets(trained_on, ngram_spans)
            models[trained_on], _ = train(rows + extra_rows + real, payload, args, quiet=True)
        model = models[trained_on]
        tools = set_tools(left)
        for max_fp in SWEEP:
            t = raised(choose_threshold(model.oof_tools, max_fp, args.max_real), args.margin)
            cell = sweep.setdefault(max_fp, [0] * 7)
            for _, _, poisoned, split, spans, flags in tools:
                if split not in splits:
                    continue
                hit = bool(spans) and float(np.max(model.margins(spans))) >= t
                k = 0 if poisoned else 3
                cell[k] += hit
                cell[k + 1] += hit or bool(flags)
                cell[k + 2] += 1
            cell[6] += sum(s >= t for k, s in model.oof_tools.values() if k == "real")
        for file, name, poisoned, split, spans, flags in tools if dump else ():
            if split not in splits:
                continue
            margins = model.margins(spans) if spans else np.zeros(0)
            best = int(np.argmax(margins)) if spans else -1
            dumped.append({"set": left, "file": file, "tool": name, "poisoned": poisoned,
                           "split": split, "patterns": bool(flags),
                           "T111": bool(spans) and float(margins[best]) >= model.threshold,
                           "p": float(1 / (1 + np.exp(-margins[best]))) if spans else 0.0,
                           "span": spans[best] if spans else "",
                           "threshold": float(1 / (1 + np.exp(-model.threshold))),
                           "threshold_before_margin": float(1 / (1 + np.exp(
                               -choose_threshold(model.oof_tools, args.max_fp, args.max_real)
                           ))),
                           "spans_p_groups": [  # every span: p, signal groups (2nd reading)
                               [round(float(1 / (1 + np.exp(-m))), 6), len(signal_groups(s))]
                               for m, s in zip(margins, spans, strict=True)
                           ]})  # fmt: skip
        for _, _, poisoned, split, spans, _ in tools if gate else ():
            if split not in splits or not spans:
                continue
            margins = model.margins(spans)
            base = float(np.max(margins)) >= model.threshold
            counts = [len(signal_groups(span)) for span in spans]
            for p in GATES:
                low = np.log(p / (1 - p))
                hit = base or any(m >= low and n >= 2 for m, n in zip(margins, counts, strict=True))
                row = gated.setdefault(p, [0, 0, 0, 0])
                row[0 if poisoned else 2] += hit
                row[1 if poisoned else 3] += 1
        for split in splits:
            cells = []
            for poisoned in (True, False):
                chosen = [t for t in tools if t[2] == poisoned and t[3] == split]
                t111 = pattern = both = 0
                for _, _, _, _, spans, flags in chosen:
                    hit = bool(spans) and float(np.max(model.margins(spans))) >= model.threshold
                    t111 += hit
                    pattern += bool(flags)
                    both += hit or bool(flags)
                n = len(chosen)
                cells.append(f"{t111}/{n} / {pattern}/{n} / {both}/{n}")
                k = 0 if poisoned else 2
                totals["T111"][k] += t111
                totals["T111"][k + 1] += n
                totals["both"][k] += both
                totals["both"][k + 1] += n
            lines.append(f"| {left} | {split} | {cells[0]} | {cells[1]} |")
        p = 1 / (1 + np.exp(-model.threshold))
        print(f"{left} left out: threshold p = {p:.4f}, {len(model.vocab):,} features",
              flush=True)  # fmt: skip
    print("\n".join(lines))
    print(f"\nthreshold sweep over --max-fp (benign training tools allowed over, out of "
          f"fold), splits {'+'.join(splits)}; T111 alone (patterns or T111):")  # fmt: skip
    for max_fp, (tp, tpu, npos, fp, fpu, nneg, real_over) in sorted(sweep.items()):
        print(
            f"  max-fp {max_fp:.2f}: poisoned {tp}/{npos} = {tp / npos:.3f} ({tpu / npos:.3f})"
            f", benign {fp}/{nneg} = {fp / nneg:.3f} ({fpu / nneg:.3f}), real tools over "
            f"(out of fold, summed over the folds' models) {real_over}"
        )
    for p, (tp, npos, fp, nneg) in sorted(gated.items()):
        print(f"  T111 or (p >= {p} and two signal groups): poisoned {tp}/{npos}, "
              f"benign {fp}/{nneg}")  # fmt: skip
    if dump:
        dump.write_text("\n".join(json.dumps(d, ensure_ascii=False) for d in dumped) + "\n")
    for key, (tp, npos, fp, nneg) in totals.items():
        print(f"pooled {key}: poisoned {tp}/{npos} = {tp / npos:.3f}, "
              f"benign {fp}/{nneg} = {fp / nneg:.3f}")  # fmt: skip


if __name__ == "__main__":
    main()
