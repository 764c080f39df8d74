"""A/B of the object reading (``object_reading`` on vs off, method ``hybrid``, k = 8) on
the trial-31 requests (benchmarks/data/select_trial31/README.md).

For each request the right tool's rank with the reading on and off is compared: *worse*
(lower with it on), *worse from 1st* (1st with it off, lower with it on), *better*
(higher with it on); MRR@8 on and off per set. ``--show`` prints each changed request.

    PYTHONPATH=src python benchmarks/bench_select_trial31.py [--show]
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from tooldeck import load
from tooldeck.select import make_retriever

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "benchmarks" / "data" / "select_trial31"
GITHUB = ROOT / "tests" / "data" / "corpora" / "github.json"
SETS = [
    ("github", GITHUB, "github_q.jsonl"),
    ("mixed", GITHUB, "mixed_q.jsonl"),
    ("enumgh", GITHUB, "enumgh_q.jsonl"),
    ("vscode", ROOT / "tests" / "data" / "corpora" / "vscode_copilot_chat.json", "vscode_q.jsonl"),
    ("ops", ROOT / "examples" / "ops68", "ops_q.jsonl"),
    ("gateway5", DATA / "gateway5.json", "gw_q.jsonl"),
    ("files2", DATA / "files2.json", "files2_q.jsonl"),
    ("users3", DATA / "users3.json", "users3_q.jsonl"),
    ("mail2", DATA / "mail2.json", "mail2_q.jsonl"),
    ("tasks3", DATA / "tasks3.json", "tasks3_q.jsonl"),
    ("enum_heavy", DATA / "enum_heavy.json", "enum_heavy_q.jsonl"),
]


def _rank(names: list[str], expected: list[str]) -> int | None:
    ranks = [names.index(e) + 1 for e in expected if e in names]
    return min(ranks) if ranks else None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--show", action="store_true", help="print each changed request")
    args = parser.parse_args()
    total = {"n": 0, "worse": 0, "worse1": 0, "better": 0}
    header = ("set", "n", "worse", "w-1st", "better", "MRR off", "MRR on")
    print("{:<11} {:>4} {:>5} {:>5} {:>6} {:>8} {:>7}".format(*header))
    for label, deck_path, qfile in SETS:
        deck = load(str(deck_path)).deck
        on = make_retriever("hybrid", object_reading=True)
        off = make_retriever("hybrid", object_reading=False)
        on.index(deck)
        off.index(deck)
        rows = [json.loads(line) for line in (DATA / qfile).open() if line.strip()]
        worse = worse1 = better = 0
        rr_on = rr_off = 0.0
        for row in rows:
            a = [t.name for t, _ in on.search(row["q"], k=8)]
            b = [t.name for t, _ in off.search(row["q"], k=8)]
            ra, rb = _rank(a, row["exp"]), _rank(b, row["exp"])
            rr_on += 1 / ra if ra else 0.0
            rr_off += 1 / rb if rb else 0.0
            if (ra or 99) > (rb or 99):
                worse += 1
                worse1 += rb == 1
            elif (ra or 99) < (rb or 99):
                better += 1
            if args.show and (ra or 99) != (rb or 99):
                print(f"  {label}: {row['q']!r} {row['exp']} off {rb} -> on {ra}: {a[:3]}")
        n = len(rows)
        print(
            f"{label:<11} {n:>4} {worse:>5} {worse1:>5} {better:>6} "
            f"{rr_off / n:>8.3f} {rr_on / n:>7.3f}"
        )
        for key, value in (("n", n), ("worse", worse), ("worse1", worse1), ("better", better)):
            total[key] += value
    print(
        f"{'all':<11} {total['n']:>4} {total['worse']:>5} {total['worse1']:>5} {total['better']:>6}"
    )


if __name__ == "__main__":
    main()
