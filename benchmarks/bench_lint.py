"""Lint time on the BFCL pool: every single-turn function document of bfcl-eval (one deck,
tools deduplicated by name, ~1,850 tools), all rules (X101/D106 by meaning: MiniLM
embeddings in numpy, read from the embedding cache after the first run), with the time per
rule family. The warm-up lint embeds the pool's texts once (not counted in the median).

Target (issue 5): the whole pool in ≤ 5 s on the CI machine (2 cores). Reference in the same
run: loading the pool (reading the wheel, mapping BFCL types, meta-validating and compiling
every schema with jsonschema-rs), so the ratio says what linting costs next to loading.
The first lint of a process also loads the o200k_base vocabulary for D111 (shown apart).

Needs the BFCL data (``tooldeck bfcl fetch``, or ``TOOLDECK_BFCL_WHEEL``).
Run: ``.venv/bin/python benchmarks/bench_lint.py`` (``--cpu`` adds this process's CPU time,
``--rules all`` times only ``--select ALL``, ``--repeat N``, ``--reread``).

``--reread`` reads the pool again before each timed lint (the reading not timed): each
lint gets new tool objects equal to the last, as a user's second ``tooldeck lint`` of a
deck file in one process, or the gateway re-linting an upstream. Without it every lint
gets the same deck object (a server re-linting the deck it holds).
"""

from __future__ import annotations

import argparse
import statistics
import time

from rich.console import Console
from rich.table import Table

from tooldeck.bfcl_data import ALL_SINGLE_TURN_CATEGORIES
from tooldeck.formats.bfcl import load_bfcl_category
from tooldeck.lint import LintConfig, lint, summarize
from tooldeck.lint.model import FAMILIES
from tooldeck.tool import Deck, Tool

REPEAT = 5


def load_pool() -> Deck:
    """Every single-turn BFCL function document, first definition of each name kept."""
    tools: dict[str, Tool] = {}
    for category in ALL_SINGLE_TURN_CATEGORIES:
        for tool in load_bfcl_category(category).deck:
            tools.setdefault(tool.name, tool)
    return Deck(tools.values(), name="bfcl-pool")


def main() -> None:
    parser = argparse.ArgumentParser(
        description="Lint time on the BFCL pool (every single-turn function document of "
        "bfcl-eval), default and all rules, per rule family."
    )
    parser.add_argument(
        "--rules",
        choices=("both", "default", "all"),
        default="both",
        help="which rule sets to time (default: both)",
    )
    parser.add_argument(
        "--repeat", type=int, default=REPEAT, help=f"timed runs per rule set (default {REPEAT})"
    )
    parser.add_argument(
        "--cpu",
        action="store_true",
        help="also give this process's CPU time per lint (time.process_time, median): on a "
        "shared machine wall time swings with the load, CPU time much less",
    )
    parser.add_argument(
        "--reread",
        action="store_true",
        help="read the pool again before each timed lint (not timed): new tool objects "
        "each run, as a deck re-read from its file",
    )
    args = parser.parse_args()
    repeat = max(1, args.repeat)
    start = time.perf_counter()
    deck = load_pool()
    load_s = time.perf_counter() - start
    console = Console()
    sets = (
        ("default rules", LintConfig()),
        ("ALL rules", LintConfig(select=("ALL",))),
    )
    for label, config in sets:
        if args.rules != "both" and not label.lower().startswith(args.rules):
            continue
        start = time.perf_counter()
        cpu_start = time.process_time()
        lint(deck, config)  # warm-up: loads the o200k_base vocabulary once per process
        cold = time.perf_counter() - start
        cold_cpu = time.process_time() - cpu_start
        totals: list[float] = []
        cpu_totals: list[float] = []
        families: dict[str, list[float]] = {name: [] for name in FAMILIES.values()}
        families["similarity"] = []  # look-alike search by meaning shared by X101 and D106
        families["instruction"] = []  # T109's span embeddings and classifier
        result = None
        for _ in range(repeat):
            if args.reread:
                deck = load_pool()
            start = time.perf_counter()
            cpu_start = time.process_time()
            result = lint(deck, config)
            totals.append(time.perf_counter() - start)
            cpu_totals.append(time.process_time() - cpu_start)
            for family in families:
                families[family].append(result.seconds_by_family.get(family, 0.0))
        assert result is not None
        total = statistics.median(totals)
        summary = summarize(result)
        table = Table(
            title=f"{label} on the BFCL pool: {len(deck)} tools, {len(result.rules)} rules, "
            f"{len(result.findings)} findings; median of {repeat} runs"
            + (", the pool read again before each" if args.reread else ""),
            title_justify="left",
        )
        table.add_column(
            "family (similarity: look-alikes by meaning, X101+D106; instruction: T109)"
        )
        table.add_column("seconds", justify="right")
        table.add_column("µs/tool", justify="right")
        table.add_column("share", justify="right")
        for family, times in families.items():
            t = statistics.median(times)
            if t == 0:
                continue
            table.add_row(family, f"{t:.3f}", f"{t * 1e6 / len(deck):.0f}", f"{t / total:.0%}")
        table.add_row("[bold]all[/]", f"{total:.3f}", f"{total * 1e6 / len(deck):.0f}", "100%")
        if args.cpu:
            cpu = statistics.median(cpu_totals)
            table.add_row("all, CPU time of this process", f"{cpu:.3f}", "", f"{cpu / total:.0%}")
        table.add_row("first run (cold, incl. vocabulary load)", f"{cold:.3f}", "", "")
        if args.cpu:
            table.add_row("first run, CPU time", f"{cold_cpu:.3f}", "", "")
        table.add_row("reference: loading the pool", f"{load_s:.3f}", "", "")
        console.print(table)
        verdict = "within" if total <= 5.0 else "OVER"
        console.print(
            f"lint / load = {total / load_s:.2f}×; {verdict} the 5 s target; "
            f"{summary.share_with_findings:.1%} of tools have at least one finding\n"
        )


if __name__ == "__main__":
    main()
