"""The hostile-input corpus (``tests/data/attacks/hostile_inputs.jsonl``), both splits, with
wall time and peak memory per case and per class.

Each case runs in a child process with a wall clock and an address-space cap
(``tests/hostile_fixtures.py``); peak memory is the child's own ``VmHWM``, sampled.
Dev and holdout are reported separately: the holdout split is run and reported, never
tuned on. A case's time budget bounds the input's work: each run may take the budget plus
its command's start-up baseline (median of three runs on a tiny valid input,
:func:`hostile_fixtures.startup_baseline`), printed first. Timings are noisy on a shared
machine: read them against the budgets (ceilings), not as speed figures.

Run: ``PYTHONPATH=src .venv/bin/python benchmarks/bench_hostile_inputs.py [--classes a,b]
[--split dev|holdout] [--jsonl OUT]``. ``HOSTILE_SRC=/other/src`` measures another source
tree (e.g. the code before a change).
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

import hostile_fixtures as hf  # tests/ is put on the path first


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--classes", default=",".join(sorted(hf.FILE_CLASSES)))
    parser.add_argument("--split", choices=["dev", "holdout", "both"], default="both")
    parser.add_argument("--jsonl", type=Path, help="write one JSON record per case here")
    args = parser.parse_args()
    classes = set(args.classes.split(","))
    rows: dict[tuple[str, str], list[hf.Outcome]] = defaultdict(list)
    out = args.jsonl.open("w", encoding="utf-8") if args.jsonl else None
    baseline = hf.startup_baseline()
    print(f"start-up baseline (median of {hf.BASELINE_RUNS} runs on a tiny valid input):")
    for command, seconds in sorted(baseline.items()):
        print(f"  {command:6} {seconds:6.2f} s")
    print()
    for case in hf.load_corpus():
        if case["class"] not in classes or args.split not in ("both", case["split"]):
            continue
        with tempfile.TemporaryDirectory(prefix="hostile-") as tmp:
            outcome = hf.run_case(case, Path(tmp))
        rows[(case["split"], case["class"])].append(outcome)
        verdict = "pass" if outcome.passed else "FAIL " + "; ".join(outcome.problems)[:300]
        print(
            f"{case['id']:32} {case['split']:8} {outcome.wall_s:7.1f} s "
            f"{outcome.peak_mib:7.0f} MiB  {verdict}",
            flush=True,
        )
        if out:
            record = {
                "id": case["id"],
                "split": case["split"],
                "class": case["class"],
                "passed": outcome.passed,
                "problems": outcome.problems,
                "wall_s": round(outcome.wall_s, 2),
                "peak_mib": round(outcome.peak_mib),
            }
            out.write(json.dumps(record) + "\n")
    print(f"\n{'split':8} {'class':18} {'cases':>5} {'pass':>5} {'max s':>7} {'max MiB':>8}")
    for split in ("dev", "holdout"):
        for (row_split, name), outcomes in sorted(rows.items()):
            if row_split != split:
                continue
            print(
                f"{split:8} {name:18} {len(outcomes):5} "
                f"{sum(o.passed for o in outcomes):5} "
                f"{max(o.wall_s for o in outcomes):7.1f} "
                f"{max(o.peak_mib for o in outcomes):8.0f}"
            )


if __name__ == "__main__":
    main()
