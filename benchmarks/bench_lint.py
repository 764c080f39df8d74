"""Lint time on the BFCL pool: every single-turn function document of bfcl-eval (one deck,
tools deduplicated by name, ~1,850 tools), all rules (X101/D106 by meaning: MiniLM
embeddings in numpy, read from the embedding cache after the first run), with the time per
rule family. The warm-up lint embeds the pool's texts once (not counted in the median).

Target (issue 5): the whole pool in ≤ 5 s on the CI machine (2 cores). Reference in the same
run: loading the pool (reading the wheel, mapping BFCL types, meta-validating and compiling
every schema with jsonschema-rs), so the ratio says what linting costs next to loading.
The first lint of a process also loads the o200k_base vocabulary for D111 (shown apart).

Needs the BFCL data (``tooldeck bfcl fetch``, or ``TOOLDECK_BFCL_WHEEL``).
Run: ``.venv/bin/python benchmarks/bench_lint.py``
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
    argparse.ArgumentParser(
        description="Lint time on the BFCL pool (every single-turn function document of "
        "bfcl-eval), default and all rules, per rule family; takes no options."
    ).parse_args()
    start = time.perf_counter()
    deck = load_pool()
    load_s = time.perf_counter() - start
    console = Console()
    for label, config in (
        ("default rules", LintConfig()),
        ("ALL rules", LintConfig(select=("ALL",))),
    ):
        start = time.perf_counter()
        lint(deck, config)  # warm-up: loads the o200k_base vocabulary once per process
        cold = time.perf_counter() - start
        totals: list[float] = []
        families: dict[str, list[float]] = {name: [] for name in FAMILIES.values()}
        families["similarity"] = []  # look-alike search by meaning shared by X101 and D106
        families["instruction"] = []  # T109's span embeddings and classifier
        result = None
        for _ in range(REPEAT):
            start = time.perf_counter()
            result = lint(deck, config)
            totals.append(time.perf_counter() - start)
            for family in families:
                families[family].append(result.seconds_by_family.get(family, 0.0))
        assert result is not None
        total = statistics.median(totals)
        summary = summarize(result)
        table = Table(
            title=f"{label} on the BFCL pool: {len(deck)} tools, {len(result.rules)} rules, "
            f"{len(result.findings)} findings; median of {REPEAT} runs",
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
        table.add_row("first run (cold, incl. vocabulary load)", f"{cold:.3f}", "", "")
        table.add_row("reference: loading the pool", f"{load_s:.3f}", "", "")
        console.print(table)
        verdict = "within" if total <= 5.0 else "OVER"
        console.print(
            f"lint / load = {total / load_s:.2f}×; {verdict} the 5 s target; "
            f"{summary.share_with_findings:.1%} of tools have at least one finding\n"
        )


if __name__ == "__main__":
    main()
