"""Start-up cost of the ``tooldeck`` command: wall and CPU seconds of a few cheap commands,
against ``python -c pass`` (the interpreter's own start-up) in the same run.

Each command runs ``--runs`` times (default 5) in a fresh interpreter, in turn with the
reference so that a change of machine load falls on all rows alike; the table gives the
median wall seconds, the median CPU seconds (user + system of the child, from
``os.wait4``), and the ratio of each median to the reference's. The load average is
printed before and after: on a shared machine read the ratios, not the seconds.

The two ``corpora`` rows are a user's ``tooldeck lint`` of a real MCP deck (117 and 38
tools, long descriptions): a fresh process, so every pattern compiled and every reading
of the deck's texts made once (session 47). They read ``$TOOLDECK_CACHE`` as a user's
process does (the embeddings' cache): the first run of a tree fills it (with three runs
or more the median is one after).

Run: ``PYTHONPATH=src .venv/bin/python benchmarks/bench_cli_startup.py [--runs N]
[--other-src /other/checkout/src]``. ``--other-src`` adds a column pair for another source
tree (e.g. ``git worktree add /tmp/before main`` → ``--other-src /tmp/before/src``): the
code before a change, measured in the same run.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

COMMANDS: dict[str, list[str]] = {
    "python -c pass (reference)": ["-c", "pass"],
    "import tooldeck.cli": ["-c", "import tooldeck.cli"],
    "tooldeck --help": ["-m", "tooldeck", "--help"],
    "tooldeck show examples/ops68": ["-m", "tooldeck", "show", "examples/ops68"],
    "tooldeck lint aftersales/vague": [
        "-m",
        "tooldeck",
        "lint",
        "examples/aftersales/vague",
        "--no-config",
    ],
    "tooldeck lint examples/ops68": ["-m", "tooldeck", "lint", "examples/ops68", "--no-config"],
    "tooldeck lock examples/ops68": ["-m", "tooldeck", "lock", "examples/ops68", "-o", "-"],
    "tooldeck gateway --help": ["-m", "tooldeck", "gateway", "--help"],
    "tooldeck gateway status FILE": [
        "-m",
        "tooldeck",
        "gateway",
        "status",
        "benchmarks/data/gateway_status_stopped.json",
    ],
    "tooldeck lint corpora/github": [
        "-m",
        "tooldeck",
        "lint",
        "tests/data/corpora/github.json",
        "--no-config",
    ],
    "tooldeck lint corpora/vscode": [
        "-m",
        "tooldeck",
        "lint",
        "tests/data/corpora/vscode_copilot_chat.json",
        "--no-config",
    ],
}
"""Rows of the table: a label and the interpreter's arguments (run in the repository)."""


def run_once(args: list[str], src: str) -> tuple[float, float]:
    """Wall and CPU seconds (user + system) of one child ``python ARGS`` with ``src`` first
    on its path; its output is discarded (lint's exit 1 for findings is not an error)."""
    env = dict(os.environ, PYTHONPATH=src, COLUMNS="120")
    start = time.perf_counter()
    child = subprocess.Popen(
        [sys.executable, *args],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    _, status, usage = os.wait4(child.pid, 0)
    wall = time.perf_counter() - start
    child.returncode = os.waitstatus_to_exitcode(status)
    if child.returncode not in (0, 1, 3):  # 3: `gateway status` of a stopped gateway
        raise SystemExit(f"{' '.join(args)} exited {child.returncode} (src {src})")
    return wall, usage.ru_utime + usage.ru_stime


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--other-src", help="another source tree, measured in the same run")
    args = parser.parse_args()
    trees = {"this": str(ROOT / "src")}
    if args.other_src:
        trees["other"] = str(Path(args.other_src).resolve())
    load_before = os.getloadavg()
    times: dict[tuple[str, str], list[tuple[float, float]]] = {}
    for _ in range(args.runs):  # round-robin: the load falls on every row alike
        for label, argv in COMMANDS.items():
            for tree, src in trees.items():
                times.setdefault((label, tree), []).append(run_once(argv, src))
    load_after = os.getloadavg()

    def medians(label: str, tree: str) -> tuple[float, float]:
        runs = times[(label, tree)]
        return statistics.median(w for w, _ in runs), statistics.median(c for _, c in runs)

    ref_wall, ref_cpu = medians("python -c pass (reference)", "this")
    print(f"load average before: {' '.join(f'{x:.2f}' for x in load_before)}")
    print(f"load average after:  {' '.join(f'{x:.2f}' for x in load_after)}")
    print(f"median of {args.runs} runs; ratio = median / python -c pass (this run's median)\n")
    header = f"{'command':32} {'tree':6} {'wall s':>7} {'×ref':>6} {'CPU s':>7} {'×ref':>6}"
    print(header)
    print("-" * len(header))
    for label in COMMANDS:
        for tree in trees:
            wall, cpu = medians(label, tree)
            print(
                f"{label:32} {tree:6} {wall:7.2f} {wall / ref_wall:6.1f} "
                f"{cpu:7.2f} {cpu / ref_cpu:6.1f}"
            )
    if "other" in trees:
        print("\nthis / other (median wall, median CPU):")
        for label in list(COMMANDS)[1:]:
            this_wall, this_cpu = medians(label, "this")
            other_wall, other_cpu = medians(label, "other")
            print(f"{label:32} {this_wall / other_wall:6.2f} {this_cpu / other_cpu:6.2f}")


if __name__ == "__main__":
    main()
