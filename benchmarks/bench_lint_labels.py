"""Precision and recall of ``tooldeck lint`` against a reviewer's labels, per rule, on the
104 real MCP tools of ``benchmarks/data/lint_labels`` (labels written by a helper who had
not seen the rules; see that folder's README and kinds.md).

Every file of ``tools/`` is one deck (cross-tool kinds are judged within a file). All rules
are selected (``select = ["ALL"]``). A finding matches a label when (server, tool, code)
agree; the pointer is not compared. A deck-wide finding (X101, N104, …) counts for every
tool it relates (``Finding.tools``), as the labels have one line per tool of a pair; a
per-tool finding counts for its own tool only (D106 lists the look-alikes it does not name
in ``Finding.tools``, but is about the silent tool).
P104 and E001 were not judged by the reviewer and are left out, and so are A110 (session 36)
and A111 (session 42), which no reviewer could judge: each set's codes are the snapshot of
its ``check_labels.py``, all older than the rules (their findings on these sets are listed by
``--not-judged``); ``x-`` kinds have no rule,
so they count as misses only in the "overall+x" line, except ``x-tool-poisoning``,
which every ``T`` finding (the poisoning family) is scored as.

Dev and holdout are reported apart: tune on dev only.

Run: ``.venv/bin/python benchmarks/bench_lint_labels.py [--split S] [--json|--markdown]
[--data DIR] [--misses]``
(``--misses`` lists the dev split's false positives and misses item by item, per code; never
the holdout's, since reading those would tune on them.)
(``--data benchmarks/data/lint_labels2`` scores the second, blind set, which the rules were not
tuned on; any folder in the same format works.)
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from tooldeck.formats import load_deck
from tooldeck.lint import LintConfig, lint
from tooldeck.lint.model import Finding
from tooldeck.lint.registry import get_rule

DATA = Path(__file__).resolve().parent / "data" / "lint_labels"
NOT_JUDGED = {"P104", "E001", "A110", "A111"}
POISONING_KIND = "x-tool-poisoning"
"""The reviewer's kind for every poisoning finding (T1xx), which the labels predate."""

Key = tuple[str, str, str]  # server, tool, code


def read_jsonl(path: Path) -> list[dict[str, str]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]


def predictions(config: LintConfig | None = None) -> set[Key]:
    """(server, tool, code) of every finding on every file of ``tools/``."""
    config = config or LintConfig(select=("ALL",))
    found: set[Key] = set()
    for path in sorted((DATA / "tools").glob("*.json")):
        server = path.stem
        result = lint(load_deck(path), config)
        for f in result.findings:
            if f.code in NOT_JUDGED:
                continue
            code = POISONING_KIND if f.code.startswith("T") else f.code
            for tool in _judged_tools(f):
                found.add((server, tool, code))
    return found


NEWER_THAN_LABELS = ("A110", "A111")
"""Rules of :data:`NOT_JUDGED` that the reviewers could not judge because they came later:
``--not-judged`` lists their findings (dev by item, holdout only counted)."""


def not_judged() -> str:
    """The findings of :data:`NEWER_THAN_LABELS` on ``tools/``: each dev one by item, the
    holdout's only counted (never read item by item)."""
    split = {(t["server"], t["tool"]): t["split"] for t in read_jsonl(DATA / "tools.jsonl")}
    lines: list[str] = []
    for code in NEWER_THAN_LABELS:
        counted = {"dev": 0, "holdout": 0}
        for path in sorted((DATA / "tools").glob("*.json")):
            result = lint(load_deck(path), LintConfig(select=(code,)))
            for f in result.findings:
                where = split.get((path.stem, f.tool or ""), "holdout")
                counted[where] = counted.get(where, 0) + 1
                if where == "dev":
                    lines.append(f"{code} dev {path.stem} {f.tool}: {f.message}")
        lines.append(f"{code}: dev {counted['dev']}, holdout {counted['holdout']} (not judged)")
    return "\n".join(lines)


def _judged_tools(f: Finding) -> tuple[str, ...]:
    """The tools a finding is about: every tool of a deck-wide finding (X101 names both
    tools of a pair), the one tool of a per-tool finding even where ``Finding.tools``
    names others for context (D106 on the silent tool lists the look-alikes it does not
    name; the labels put D106 on that tool alone, kinds.md)."""
    rule = get_rule(f.code)
    if f.tools and rule is not None and rule.scope == "deck":
        return f.tools
    return (f.tool,) if f.tool else f.tools


def score(split: str, found: set[Key]) -> dict[str, dict[str, float]]:
    """Per code: tp, fp, fn, precision, recall; plus ``overall`` and ``overall+x``."""
    tools = read_jsonl(DATA / "tools.jsonl")
    in_split = {(t["server"], t["tool"]) for t in tools if split in ("all", t["split"])}
    truth = {
        (lab["server"], lab["tool"], lab["code"])
        for lab in read_jsonl(DATA / "labels.jsonl")
        if (lab["server"], lab["tool"]) in in_split
    }
    pred = {k for k in found if (k[0], k[1]) in in_split}
    codes = sorted({k[2] for k in truth | pred})
    table: dict[str, dict[str, float]] = {}
    for code in codes:
        t = {k for k in truth if k[2] == code}
        p = {k for k in pred if k[2] == code}
        table[code] = _row(len(t & p), len(p - t), len(t - p))
    rule_truth = {k for k in truth if not k[2].startswith("x-")}
    table["overall"] = _row(len(rule_truth & pred), len(pred - truth), len(rule_truth - pred))
    table["overall+x"] = _row(len(truth & pred), len(pred - truth), len(truth - pred))
    return table


def misses(found: set[Key]) -> str:
    """The dev split's false positives (``FP``) and misses (``FN``), one line per
    (server, tool, code), grouped by code, with the reviewer's note for a miss. Dev only:
    listing holdout items would tune on them."""
    tools = read_jsonl(DATA / "tools.jsonl")
    in_dev = {(t["server"], t["tool"]) for t in tools if t["split"] == "dev"}
    labels = {
        (lab["server"], lab["tool"], lab["code"]): lab
        for lab in read_jsonl(DATA / "labels.jsonl")
        if (lab["server"], lab["tool"]) in in_dev
    }
    pred = {k for k in found if (k[0], k[1]) in in_dev}
    lines: list[str] = []
    for code in sorted({k[2] for k in set(labels) | pred}):
        for kind, keys in (("FP", pred - set(labels)), ("FN", set(labels) - pred)):
            for key in sorted(k for k in keys if k[2] == code):
                note = labels[key].get("note", "") if kind == "FN" else ""
                lines.append(f"{code:<8}{kind}  {key[0]}  {key[1]}  {note}".rstrip())
    return "\n".join(lines)


def _row(tp: int, fp: int, fn: int) -> dict[str, float]:
    return {
        "tp": tp,
        "fp": fp,
        "fn": fn,
        "precision": tp / (tp + fp) if tp + fp else float("nan"),
        "recall": tp / (tp + fn) if tp + fn else float("nan"),
    }


def render(split: str, table: dict[str, dict[str, float]]) -> str:
    lines = [f"split {split}", f"{'code':<26}{'tp':>4}{'fp':>4}{'fn':>4}   prec  recall"]
    for code, r in table.items():
        lines.append(
            f"{code:<26}{r['tp']:>4}{r['fp']:>4}{r['fn']:>4}   "
            f"{r['precision']:.2f}   {r['recall']:.2f}".replace("nan", " -- ")
        )
    return "\n".join(lines)


def markdown(tables: dict[str, dict[str, dict[str, float]]]) -> str:
    """One markdown table: per code, precision / recall (tp/fp/fn) for dev and holdout."""
    codes = sorted(
        set(tables["dev"]) | set(tables["holdout"]),
        key=lambda c: (c.startswith("overall"), c.startswith("x-"), c),
    )

    def cell(r: dict[str, float] | None) -> str:
        if r is None:
            return "—"

        def num(x: float) -> str:
            return "–" if x != x else f"{x:.2f}"

        return f"{num(r['precision'])} / {num(r['recall'])} ({r['tp']}/{r['fp']}/{r['fn']})"

    lines = ["| code | dev P / R (tp/fp/fn) | holdout P / R (tp/fp/fn) |", "|---|---|---|"]
    lines += [
        f"| {c} | {cell(tables['dev'].get(c))} | {cell(tables['holdout'].get(c))} |" for c in codes
    ]
    return "\n".join(lines)


def main() -> None:
    global DATA
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--split", choices=("dev", "holdout", "all", "both"), default="both")
    parser.add_argument("--json", action="store_true", help="print the tables as JSON")
    parser.add_argument("--markdown", action="store_true", help="dev and holdout as one table")
    parser.add_argument(
        "--data",
        type=Path,
        default=DATA,
        metavar="DIR",
        help="labels folder in the lint_labels format (tools/, tools.jsonl, labels.jsonl); "
        "default: benchmarks/data/lint_labels",
    )
    parser.add_argument(
        "--misses", action="store_true", help="list dev false positives and misses per item"
    )
    parser.add_argument(
        "--not-judged",
        action="store_true",
        help="list the findings of rules newer than the labels (dev by item, holdout counted)",
    )
    args = parser.parse_args()
    if not (args.data / "tools.jsonl").is_file() or not (args.data / "labels.jsonl").is_file():
        parser.error(f"--data {args.data}: needs tools.jsonl, labels.jsonl and tools/")
    DATA = args.data  # every reader of the labels reads this one path
    if args.not_judged:
        print(not_judged())
        return
    found = predictions()
    if args.misses:
        print(misses(found))
        return
    if args.markdown:
        print(markdown({s: score(s, found) for s in ("dev", "holdout")}))
        return
    splits = ("dev", "holdout") if args.split == "both" else (args.split,)
    tables = {s: score(s, found) for s in splits}
    if args.json:
        print(json.dumps(tables, indent=1))
        return
    print("\n\n".join(render(s, t) for s, t in tables.items()))


if __name__ == "__main__":
    main()
