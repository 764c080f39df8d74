"""``tooldeck report`` on the BFCL pool: wall-clock cold and warm, and the stage timings.

Pool: every distinct function document of the single-turn BFCL categories with ground
truth (the same catalogue as ``bench_select_bfcl.py``: distinct = different name,
description and input schema; a second function with the same name becomes
``<name>__alt<n>``) written as one deck file, and every question of those categories as
one cases file (gold = the ground-truth function names; a gold name matches the first
function of that name — the report has no alias map, so recall here can be slightly lower
than in the select benchmark). Expected arguments are dropped: the report measures routing,
and BFCL's Java/JavaScript answers give variable names where the schema wants arrays or
objects, which the cases check refuses.

Runs, each a fresh ``tooldeck report`` process with the embedded defaults (bm25, hybrid,
two-level; router eval), ``--json`` and ``-o report.html``:

1. **reference**: the same deck without cases (inventory, cost, lint only);
2. **cold**: an empty ``TOOLDECK_CACHE`` (the dense index embeds every tool);
3. **warm**: the same cache again.

Prints a table (wall-clock seconds and each stage's seconds from the report's
``timings_s``) and the ratio of each run to the reference. Targets (issue 9): cold ≤ 180 s,
warm ≤ 30 s on a 2-core machine. Timings on a shared machine are noisy; run it alone.

Run: ``.venv/bin/python benchmarks/bench_report.py [--keep DIR]``.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from dataclasses import replace
from pathlib import Path

from tooldeck.bfcl_data import ALL_SINGLE_TURN_CATEGORIES
from tooldeck.cases import Case, dump_cases
from tooldeck.formats import export
from tooldeck.formats.bfcl import load_bfcl_cases
from tooldeck.formats.sources import write_data
from tooldeck.jsonvalue import thaw
from tooldeck.tool import Deck, Tool

GOLD_CATEGORIES = tuple(
    c for c in ALL_SINGLE_TURN_CATEGORIES if "irrelevance" not in c and c != "live_relevance"
)
ROOT = Path(__file__).resolve().parents[1]


def build_pool() -> tuple[Deck, list[Case]]:
    """The pool deck and its cases (see the module docstring)."""
    tools: list[Tool] = []
    seen: set[tuple[str, str, str]] = set()
    variants: dict[str, int] = defaultdict(int)
    cases: list[Case] = []
    for category in GOLD_CATEGORIES:
        for bcase in load_bfcl_cases(category):
            for tool in bcase.deck:
                key = (
                    tool.name,
                    tool.description,
                    json.dumps(thaw(tool.input_schema), sort_keys=True),
                )
                if key in seen:
                    continue
                seen.add(key)
                variants[tool.name] += 1
                n = variants[tool.name]
                tools.append(tool.replace(name=tool.name if n == 1 else f"{tool.name}__alt{n}"))
            # routing only: BFCL's expected arguments name variables where the schema wants
            # arrays/objects (Java/JavaScript), which the cases check rightly refuses
            cases.append(replace(bcase.case, expected_arguments=None, argument_alternatives=None))
    return Deck(tools, name="bfcl-pool"), cases


def run(
    deck: Path, out: Path, cache: Path, *, cases: Path | None
) -> tuple[float, dict[str, float]]:
    """Wall-clock seconds of one ``tooldeck report`` process and its stage timings."""
    command = [str(ROOT / ".venv" / "bin" / "tooldeck"), "report", str(deck), "-q"]
    command += ["--cases", str(cases)] if cases else ["--no-cases"]
    command += ["--json", str(out / "report.json"), "-o", str(out / "report.html")]
    env = {**os.environ, "TOOLDECK_CACHE": str(cache)}
    start = time.perf_counter()
    done = subprocess.run(command, env=env, capture_output=True, text=True, check=False)
    wall = time.perf_counter() - start
    if done.returncode != 0:
        sys.exit(f"report failed ({done.returncode}):\n{done.stderr[-3000:]}")
    data = json.loads((out / "report.json").read_text(encoding="utf-8"))
    return wall, data["timings_s"]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--keep", type=Path, help="Write the pool and reports here.")
    args = parser.parse_args()
    work = args.keep or Path(tempfile.mkdtemp(prefix="bench_report_"))
    work.mkdir(parents=True, exist_ok=True)
    deck, cases = build_pool()
    deck_path = work / "pool.json"
    write_data(export(deck, "deck").data, deck_path)
    cases_path = work / "cases.jsonl"
    cases_path.write_text(dump_cases(cases), encoding="utf-8")
    scored = sum(1 for c in cases if c.expected_tools)
    print(f"pool: {len(deck)} tools, {len(cases)} cases ({scored} with gold) in {work}")
    cache = work / "cache"
    cache.mkdir(exist_ok=True)
    rows: list[tuple[str, float, dict[str, float]]] = []
    for label, with_cases in (("reference (no cases)", False), ("cold", True), ("warm", True)):
        out = work / label.split()[0]
        out.mkdir(exist_ok=True)
        wall, timings = run(deck_path, out, cache, cases=cases_path if with_cases else None)
        rows.append((label, wall, timings))
    stages = ["load", "inventory", "cost", "lint", "select", "eval", "summary"]
    header = f"{'run':<22}{'wall s':>8}" + "".join(f"{s:>10}" for s in stages) + f"{'× ref':>8}"
    print(header)
    reference = rows[0][1]
    for label, wall, timings in rows:
        cells = "".join(f"{timings[s]:>10.2f}" if s in timings else f"{'-':>10}" for s in stages)
        print(f"{label:<22}{wall:>8.1f}{cells}{wall / reference:>8.1f}")
    cold, warm = rows[1][1], rows[2][1]
    print(f"targets: cold {cold:.1f} s (≤ 180), warm {warm:.1f} s (≤ 30)")
    html = (work / "warm" / "report.html").stat().st_size / 1e6
    size = (work / "warm" / "report.json").stat().st_size / 1e6
    print(f"HTML {html:.1f} MB; JSON {size:.1f} MB")


if __name__ == "__main__":
    main()
