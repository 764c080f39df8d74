"""Run the hostile-input corpus (``tests/data/attacks/hostile_inputs.jsonl``) against the CLI.

Each case is built with its recipe (``tests/data/attacks/generators.py``) in a fresh folder,
then the consumer's command runs in a child process (``tooldeck.cli.main``) with a wall
clock and an address-space limit, and the outcome is judged against the case's contract
(``tests/data/attacks/README.md``, "Expectations"): ``clear_error`` = non-zero exit (2 for
bad input, 1 for a refused call), a short message naming the input, no traceback;
``ok`` = the command's normal exit; both within the case's budget (wall seconds, peak
resident MiB of the child: its ``VmHWM`` sampled every 10 ms, see :func:`_high_water_kib`).

The time budget bounds the input's work, not the interpreter's start-up: a run may take
the case's ``budget.seconds`` plus the start-up baseline of its command, the median wall
time of three runs of the same command on a tiny valid input (:func:`startup_baseline`),
measured once per process in the same conditions (child, limits, source tree). On a busy
2-core machine that start-up alone took 11 s, over a 10 s budget, on a JSON ``null`` deck.
The kill timer is the budget plus the baseline plus :data:`GRACE_S`: a hang is still
killed and reported. Memory budgets are not changed.

Used by ``tests/test_hostile_inputs.py`` (dev split) and
``benchmarks/bench_hostile_inputs.py`` (both splits, with figures).
"""

from __future__ import annotations

import contextlib
import json
import os
import resource
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
ATTACKS = REPO / "tests" / "data" / "attacks"
CORPUS = ATTACKS / "hostile_inputs.jsonl"
ENGINEERED = REPO / "examples" / "aftersales" / "engineered"

ADDRESS_SPACE_CAP = 6 * 2**30
"""RLIMIT_AS of the child (bytes): a blow-up dies with MemoryError instead of taking the
shared machine; larger than every budget so a budget overrun is still measured."""

GRACE_S = 15.0
"""Seconds a child may run past its budget (plus the start-up baseline) before it is
killed (the budget is asserted separately, so an overrun is still reported as one)."""

BASELINE_RUNS = 3
"""Runs of each command on the tiny valid input; their median is the start-up baseline."""

BASELINE_KILL_S = 120.0
"""Kill timer of a baseline run: the tiny input needs no more than start-up."""

TINY_DECK = {
    "tools": [
        {
            "name": "get_time",
            "description": "Return the current time in UTC as an ISO 8601 string.",
            "inputSchema": {"type": "object", "properties": {}},
            "annotations": {"readOnlyHint": True},
        }
    ]
}
"""The tiny valid deck of the baseline: one read-only tool (a dry-run ``call`` passes with
exit 0, no approval needed), no parameter."""

FILE_CLASSES = frozenset(
    {
        "huge_integer",
        "deep_nesting",
        "yaml_alias_bomb",
        "yaml_unsafe_tag",
        "yaml_nonjson_tag",
        "duplicate_keys",
        "nan_infinity",
        "lone_surrogate",
        "invalid_utf8",
        "bom",
        "special_file",
        "size",
        "archive",
    }
)
"""Classes about reading deck and cases files (issue 18, "Bounds everywhere input
enters", files). The others (terminal_escape, regex_redos, mcp_server) belong to the
terminal, regex and MCP-client work of the same issue."""


def load_corpus() -> list[dict[str, Any]]:
    """Every case of the corpus, in file order."""
    with CORPUS.open(encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]


def _generators() -> Any:
    sys.path.insert(0, str(ATTACKS))
    try:
        import generators

        return generators
    finally:
        sys.path.remove(str(ATTACKS))


@dataclass
class Run:
    """One child process: its command, exit status and what it cost."""

    argv: list[str]
    rc: int
    stdout: str
    stderr: str
    wall_s: float
    peak_mib: float
    killed: bool = False


@dataclass
class Outcome:
    """A case's verdict: ``passed`` and, when not, why; the runs it took."""

    case: dict[str, Any]
    runs: list[Run] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)

    @property
    def passed(self) -> bool:
        return not self.problems

    @property
    def wall_s(self) -> float:
        return max((r.wall_s for r in self.runs), default=0.0)

    @property
    def peak_mib(self) -> float:
        return max((r.peak_mib for r in self.runs), default=0.0)


def _limit_child() -> None:  # runs in the child between fork and exec
    os.setsid()
    resource.setrlimit(resource.RLIMIT_AS, (ADDRESS_SPACE_CAP, ADDRESS_SPACE_CAP))


_OUTPUT_KEEP = 64 * 1024


def _tail(path: Path) -> str:
    size = path.stat().st_size
    with path.open("rb") as handle:
        if size > 2 * _OUTPUT_KEEP:
            head = handle.read(_OUTPUT_KEEP)
            handle.seek(size - _OUTPUT_KEEP)
            data = head + b"\n[...]\n" + handle.read()
        else:
            data = handle.read()
    return data.decode("utf-8", "backslashreplace")


def _high_water_kib(pid: int) -> int:
    """``VmHWM`` of ``pid`` (KiB; 0 when gone). Read while the child runs because its
    ``ru_maxrss`` is not its own: Linux carries the forking parent's high-water mark
    across ``fork`` and ``exec`` (``exec_mmap`` keeps the old mm's peak), so a child of a
    1 GiB pytest process reports at least 1 GiB. The mark never falls, so sampling every
    10 ms misses only growth in the last 10 ms of the run."""
    try:
        with open(f"/proc/{pid}/status", encoding="ascii") as handle:
            for line in handle:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
    except (OSError, ValueError):
        pass
    return 0


def run_command(argv: list[str], timeout_s: float, cwd: Path, env: dict[str, str]) -> Run:
    """Run ``argv`` with a wall limit; peak RSS from the child's own ``VmHWM``."""
    with tempfile.TemporaryDirectory(prefix="hostile-out-") as out:
        out_path, err_path = Path(out) / "stdout", Path(out) / "stderr"
        with out_path.open("wb") as fout, err_path.open("wb") as ferr:
            start = time.monotonic()
            proc = subprocess.Popen(
                argv,
                stdin=subprocess.DEVNULL,
                stdout=fout,
                stderr=ferr,
                cwd=cwd,
                env=env,
                preexec_fn=_limit_child,
            )
            killed = False
            peak_kib = 0
            while True:
                peak_kib = max(peak_kib, _high_water_kib(proc.pid))
                pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
                if pid:
                    break
                if time.monotonic() - start > timeout_s:
                    killed = True
                    os.killpg(proc.pid, signal.SIGKILL)
                    pid, status, usage = os.wait4(proc.pid, 0)
                    break
                time.sleep(0.01)
            wall = time.monotonic() - start
            proc.returncode = os.waitstatus_to_exitcode(status)
        with contextlib.suppress(ProcessLookupError):  # leftovers: an MCP server's children
            os.killpg(proc.pid, signal.SIGKILL)
        return Run(
            argv=argv,
            rc=proc.returncode,
            stdout=_tail(out_path),
            stderr=_tail(err_path),
            wall_s=wall,
            peak_mib=(peak_kib or usage.ru_maxrss) / 1024,
            killed=killed,
        )


def commands(case: dict[str, Any], info: dict[str, Any]) -> list[list[str]]:
    """The tooldeck command lines the case's consumer runs (README, "Run the consumer")."""
    cli = [sys.executable, "-c", "from tooldeck.cli import main; main()"]
    path = info["path"]
    consumer = case["consumer"]
    if consumer == "deck":
        return [[*cli, "show", path], [*cli, "lint", path]]
    if consumer == "cases":
        return [[*cli, "eval", str(ENGINEERED), "--cases", path, "--model", "router", "--no-cache"]]
    if consumer == "call":
        return [[*cli, "call", path, info["tool"], "--args", info["args"]]]
    if consumer == "mcp":
        return [[*cli, "show", "mcp:" + " ".join(info["argv"])]]
    raise ValueError(consumer)


_CONTROLS = {chr(c) for c in range(32) if c not in (9, 10)} | {"\x7f"}
_CONTROLS |= {chr(c) for c in range(0x80, 0xA0)}
_CONTROLS |= {chr(c) for c in (*range(0x202A, 0x202F), *range(0x2066, 0x206A))}


def _pid_alive(pid_file: str) -> bool:
    try:
        pid = int(Path(pid_file).read_text().strip())
    except (OSError, ValueError):
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    try:  # a zombie is not alive
        return Path(f"/proc/{pid}/stat").read_text().split()[2] != "Z"
    except OSError:
        return False


def baseline_commands(folder: Path) -> dict[str, list[str]]:
    """The commands of :func:`commands` on tiny valid inputs written under ``folder``, by
    command name: ``show``, ``lint`` and ``call`` on :data:`TINY_DECK`, ``eval`` on the
    engineered after-sales deck with its first case (the hostile cases' eval runs on that
    deck too). An ``mcp:`` case's ``show`` uses the ``show`` baseline."""
    deck = folder / "tools.json"
    deck.write_text(json.dumps(TINY_DECK), encoding="utf-8")
    first_case = (ENGINEERED.parent / "cases.jsonl").read_text(encoding="utf-8").splitlines()[0]
    cases = folder / "cases.jsonl"
    cases.write_text(first_case + "\n", encoding="utf-8")
    by_command: dict[str, list[str]] = {}
    for argv in [
        *commands({"consumer": "deck"}, {"path": str(deck)}),
        *commands({"consumer": "cases"}, {"path": str(cases)}),
        *commands({"consumer": "call"}, {"path": str(deck), "tool": "get_time", "args": "{}"}),
    ]:
        by_command[argv[3]] = argv
    return by_command


_BASELINES: dict[str, dict[str, float]] = {}


def child_env() -> dict[str, str]:
    """The environment of the children: this checkout's ``src`` (or ``HOSTILE_SRC``)."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.environ.get("HOSTILE_SRC", str(REPO / "src"))
    env.setdefault("COLUMNS", "120")
    return env


def startup_baseline(env: dict[str, str] | None = None) -> dict[str, float]:
    """Start-up baseline (wall seconds) of each command: the median of
    :data:`BASELINE_RUNS` child runs on the tiny valid inputs of
    :func:`baseline_commands`, under the same limits as the cases. Measured once per
    process and source tree (``PYTHONPATH``), then cached.

    Raises:
        RuntimeError: a baseline run failed (killed, or an exit other than the command's
            normal one): the baseline would not be start-up only.
    """
    env = child_env() if env is None else env
    key = env["PYTHONPATH"]
    if key not in _BASELINES:
        walls: dict[str, list[float]] = {}
        with tempfile.TemporaryDirectory(prefix="hostile-baseline-") as tmp:
            for _ in range(BASELINE_RUNS):  # in turn: the load falls on every command alike
                for name, argv in baseline_commands(Path(tmp)).items():
                    run = run_command(argv, BASELINE_KILL_S, Path(tmp), env)
                    if run.killed or run.rc not in ((0, 1) if name == "lint" else (0,)):
                        raise RuntimeError(
                            f"start-up baseline of {name} failed (exit {run.rc}, killed "
                            f"{run.killed}): {(run.stderr or run.stdout)[-500:]}"
                        )
                    walls.setdefault(name, []).append(run.wall_s)
        _BASELINES[key] = {name: statistics.median(w) for name, w in walls.items()}
    return _BASELINES[key]


def judge(
    case: dict[str, Any],
    info: dict[str, Any],
    runs: list[Run],
    baseline: dict[str, float] | None = None,
) -> list[str]:
    """What is wrong with ``runs`` for ``case`` (empty: the case passed). ``baseline``:
    the start-up seconds of each command (:func:`startup_baseline`), allowed on top of
    the case's time budget; None: none (the budget alone)."""
    problems: list[str] = []
    budget = case["budget"]
    expected = {case["expect"], *([case["also_acceptable"]] if "also_acceptable" in case else [])}
    name = Path(info["path"]).name
    for run in runs:
        command = run.argv[3]
        text = run.stdout + run.stderr
        if run.killed:
            problems.append(f"{command}: killed after {run.wall_s:.0f} s")
            continue
        if "Traceback (most recent call last)" in text:
            last = [ln for ln in run.stderr.splitlines() if ln.strip()][-1:]
            problems.append(f"{command}: traceback ({' '.join(last)[:200]})")
        startup = (baseline or {}).get(command, 0.0)
        if run.wall_s > budget["seconds"] + startup:
            problems.append(
                f"{command}: {run.wall_s:.1f} s > budget {budget['seconds']} s"
                f" + start-up {startup:.1f} s"
            )
        if run.peak_mib > budget["mib"]:
            problems.append(f"{command}: {run.peak_mib:.0f} MiB > budget {budget['mib']} MiB")
        ok_codes = {0, 1} if command == "lint" else {0}
        status = (run.stdout.split(None, 1) or [""])[0]
        if case["consumer"] == "call" and run.rc == 1 and status == "needs_approval":
            ok_codes = {1}  # every check passed; only a person's approval is left (dry run)
        if run.rc in ok_codes and "ok" in expected:
            outcome = "ok"
        elif case["consumer"] == "call" and run.rc == 1 and "clear_error" in expected:
            # a refused call is the call's result on stdout, not a file error: what the
            # user must fix is an argument, so the refusal names its pointer
            outcome = "clear_error"
            pointers = [f"/{key}" for key in json.loads(info.get("args") or "{}")]
            if status not in ("refused", "error") or not any(p in run.stdout for p in pointers):
                problems.append(
                    f"{command}: refusal does not name the argument {pointers}: "
                    f"{run.stdout[:200]!r}"
                )
        elif run.rc == 2 and "clear_error" in expected:
            outcome = "clear_error"  # bad input (a file, a deck's own pattern): name the file
            if case["consumer"] != "mcp" and name not in run.stderr:
                problems.append(f"{command}: error does not name {name!r}: {run.stderr[:200]!r}")
            if len(run.stderr) > 4000:
                problems.append(f"{command}: error is {len(run.stderr)} characters long")
        else:
            outcome = f"exit {run.rc}"
        if outcome not in expected:
            problems.append(
                f"{command}: {outcome}, expected {case['expect']}: "
                f"{(run.stderr.strip() or run.stdout.strip())[:200]!r}"
            )
        if "no_raw_controls" in case["checks"] and any(c in _CONTROLS for c in text):
            problems.append(f"{command}: raw control characters in the output")
    if "marker_absent" in case["checks"] and os.path.lexists(info.get("marker") or ""):
        problems.append(f"marker {info['marker']} exists")
    if "no_zip_slip_files" in case["checks"]:
        left = [p for p in Path("/tmp").glob("zip-slip-*.json")]
        if left:
            problems.append(f"zip slip files: {left}")
    if "no_process_left" in case["checks"]:
        alive = [p for p in info.get("pid_files", []) if _pid_alive(p)]
        if alive:
            problems.append(f"processes left: {alive}")
    return problems


def run_case(case: dict[str, Any], workdir: Path, *, grace_s: float = GRACE_S) -> Outcome:
    """Build ``case`` under ``workdir`` (a fresh folder), run its commands, judge them
    against the budget plus each command's start-up baseline (:func:`startup_baseline`,
    measured on the first call)."""
    env = child_env()
    baseline = startup_baseline(env)
    info = _generators().build(case["generator"], str(workdir / case["filename"]))
    outcome = Outcome(case)
    try:
        for argv in commands(case, info):
            kill_s = case["budget"]["seconds"] + baseline.get(argv[3], 0.0) + grace_s
            outcome.runs.append(run_command(argv, kill_s, workdir, env))
        outcome.problems = judge(case, info, outcome.runs, baseline)
    finally:
        for pid_file in info.get("pid_files", []):
            with contextlib.suppress(OSError, ValueError):
                os.kill(int(Path(pid_file).read_text().strip()), signal.SIGKILL)
        _unblock(workdir)
    return outcome


def _unblock(workdir: Path) -> None:
    """Make the case folder removable (mode-000 files)."""
    for root, dirs, files in os.walk(workdir):
        for name in dirs + files:
            with contextlib.suppress(OSError, NotImplementedError):
                os.chmod(os.path.join(root, name), 0o700, follow_symlinks=False)
