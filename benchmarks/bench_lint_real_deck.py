"""Lint time on a real MCP deck of 155 tools: the two published tool sets of
``tests/data/corpora`` (github/github-mcp-server's 117 tool snapshots and
vscode-copilot-chat's 38 language-model tools, 32,763 description characters) read as one
deck, linted with the default rules (what ``tooldeck lint DECK`` runs).

BFCL's function documents (``bench_lint.py``) are short; a real MCP deck's descriptions
are long (a description of vscode-copilot-chat runs to 2,000 characters), and the
description and poisoning readings cost by the character (trial46 #9). Three lints in one
process, each of the deck re-read from its files. The first is what a user's
``tooldeck lint DECK`` costs (a fresh process: embedding model, o200k vocabulary and the
on-disk embedding cache loaded; the process's imports not counted). The next two (median
given) show the in-process deck memos: a deck equal to one linted before reuses its
readings, as a server or notebook that lints the same deck again does. CPU time is this
process's (``time.process_time``); the machine's load average is printed beside, because
wall time on a shared machine follows it and CPU time much less.

Run: ``PYTHONPATH=src python benchmarks/bench_lint_real_deck.py``.
"""

from __future__ import annotations

import os
import statistics
import time
from pathlib import Path

from tooldeck import load
from tooldeck.lint import lint
from tooldeck.tool import Deck

CORPORA = Path(__file__).resolve().parent.parent / "tests" / "data" / "corpora"
FILES = ("github.json", "vscode_copilot_chat.json")


def load_deck() -> Deck:
    """The two corpora as one deck (no name appears in both)."""
    tools = [tool for name in FILES for tool in load(str(CORPORA / name)).deck]
    return Deck(tools, name="github+vscode")


def timed() -> tuple[float, float, int, int, int]:
    """CPU s, wall s, tools, description characters, findings of one default lint of a
    freshly read deck."""
    deck = load_deck()
    cpu, wall = time.process_time(), time.perf_counter()
    result = lint(deck)
    return (
        time.process_time() - cpu,
        time.perf_counter() - wall,
        len(deck),
        sum(len(t.description) for t in deck),
        len(result.findings),
    )


def main() -> None:
    load_before = os.getloadavg()[0]
    first = timed()
    later = [timed() for _ in range(2)]
    load_after = os.getloadavg()[0]
    print(f"deck: {first[2]} tools, {first[3]:,} description characters, {first[4]} findings")
    print(f"first lint (a user's `tooldeck lint`): {first[0]:.1f} s CPU, {first[1]:.1f} s wall")
    print(
        "same deck again, this process (memos): "
        f"{statistics.median(c for c, *_ in later):.1f} s CPU, "
        f"{statistics.median(w for _, w, *_ in later):.1f} s wall (median of 2)"
    )
    print(
        f"load average (1 min): {load_before:.1f} before, {load_after:.1f} after; "
        f"{os.cpu_count()} CPUs"
    )


if __name__ == "__main__":
    main()
