"""Hostile input files against the readers of decks and cases (issue 18, item 3, files).

The corpus is ``tests/data/attacks/hostile_inputs.jsonl``, written by a helper who had not
seen the readers (its README gives the contract). Each dev-split case of a file class is
built with its recipe in ``tmp_path`` and run through the CLI command its consumer names:
``tooldeck show`` and ``tooldeck lint`` for a deck, ``tooldeck eval … --cases`` for a
cases file. Cases where a hang or a memory blow-up is the risk (special files, sizes,
archives, YAML alias bombs) run in a child process with a wall clock and an address-space
cap (:mod:`hostile_fixtures`); the others run in-process with typer's ``CliRunner``. The
holdout split is never run here: ``benchmarks/bench_hostile_inputs.py`` runs and reports
it.

Time budgets bound the input's work, not start-up: a run may take the case's budget plus
the start-up baseline of its command, the median wall time of three runs of the same
command on a tiny valid input, measured once per session (child runs:
:func:`hostile_fixtures.startup_baseline`; in-process runs: :func:`_in_process_baseline`,
after one warm-up run that imports what the command needs). The child's kill timer stays
(budget + baseline + grace), so a hang still fails; memory budgets are unchanged.

Cases whose budget is over 30 s (32 MiB lines, 100,000 tools, 200,000 cases …) run only
with ``TOOLDECK_HOSTILE_HEAVY=1`` (minutes on a shared 2-core machine); the benchmark
runs them always.

Below the corpus, direct tests of the bounds with expected values worked out by hand:
the reader (:mod:`tooldeck.inputfile`), the YAML alias count, integer digits, depth, JSON
Lines splitting, the BFCL wheel's member checks, ``report --compare`` and ``hf:``.
"""

from __future__ import annotations

import functools
import json
import os
import statistics
import tempfile
import time
import zipfile
from pathlib import Path
from typing import Any

import pytest
import yaml
from typer.testing import CliRunner

from hostile_fixtures import (
    BASELINE_RUNS,
    ENGINEERED,
    FILE_CLASSES,
    baseline_commands,
    judge,
    load_corpus,
    run_case,
)
from tooldeck.bfcl_data import MAX_ZIP_RATIO, open_bfcl
from tooldeck.cases import load_cases
from tooldeck.cli import app
from tooldeck.errors import CasesError, CompareError, ParseError, SourceError, TokenizerFileError
from tooldeck.formats.sources import YAML_ALIAS_RATIO, YAML_EXPANSION_FLOOR, parse_file
from tooldeck.inputfile import DEFAULT_MAX_BYTES, ENV_MAX_MIB, max_input_bytes, read_bytes
from tooldeck.jsonvalue import MAX_DEPTH, StrictJSONError, json_lines, strict_loads
from tooldeck.report.compare import load_report_json
from tooldeck.tokenizers import HuggingFaceTokenizer

CHILD_CLASSES = frozenset({"special_file", "size", "archive", "yaml_alias_bomb"})
"""Classes run in a child process: a regression there hangs or eats memory."""

HEAVY = os.environ.get("TOOLDECK_HOSTILE_HEAVY") == "1"


def _dev_cases() -> list[Any]:
    params = []
    for case in load_corpus():
        if case["split"] != "dev" or case["class"] not in FILE_CLASSES:
            continue
        marks = []
        if case["budget"]["seconds"] > 30 and not HEAVY:
            marks.append(pytest.mark.skip(reason="heavy case: set TOOLDECK_HOSTILE_HEAVY=1"))
        if case["generator"]["recipe"] == "unreadable" and os.geteuid() == 0:
            marks.append(pytest.mark.skip(reason="mode 000 means nothing to root (README)"))
        params.append(pytest.param(case, id=case["id"], marks=marks))
    return params


def test_corpus_has_the_file_classes() -> None:
    """The corpus holds what this file runs: ≥ 80 hostile-input cases in all, and dev
    cases of every file class (a renamed class would silently drop out otherwise)."""
    corpus = load_corpus()
    assert len(corpus) >= 80
    dev_classes = {c["class"] for c in corpus if c["split"] == "dev"}
    assert dev_classes >= FILE_CLASSES


class _InProcessRun:
    """What :func:`hostile_fixtures.judge` reads of a run, from ``CliRunner``."""

    def __init__(self, argv: list[str], rc: int, stdout: str, stderr: str, wall: float):
        self.argv, self.rc, self.stdout, self.stderr = argv, rc, stdout, stderr
        self.wall_s, self.peak_mib, self.killed = wall, 0.0, False


@functools.cache
def _in_process_baseline() -> dict[str, float]:
    """Per command (``show``, ``lint``, ``eval``): the median wall seconds of
    :data:`~hostile_fixtures.BASELINE_RUNS` in-process runs on the tiny valid inputs of
    :func:`hostile_fixtures.baseline_commands`, after one warm-up run (the command's
    first run imports its stage: numpy and bm25s for lint and eval). Once per session."""
    walls: dict[str, float] = {}
    with tempfile.TemporaryDirectory(prefix="hostile-baseline-") as tmp:
        for name, argv in baseline_commands(Path(tmp)).items():
            if name == "call":
                continue  # no in-process case calls a tool
            times = []
            for attempt in range(BASELINE_RUNS + 1):
                start = time.monotonic()
                result = CliRunner().invoke(app, argv[3:])
                if attempt:
                    times.append(time.monotonic() - start)
                assert result.exit_code in ((0, 1) if name == "lint" else (0,)), result.output
            walls[name] = statistics.median(times)
    return walls


def _run_in_process(case: dict[str, Any], tmp_path: Path) -> list[str]:
    import sys

    sys.path.insert(0, str(Path(__file__).parent / "data" / "attacks"))
    try:
        import generators
    finally:
        sys.path.pop(0)
    info = generators.build(case["generator"], str(tmp_path / case["filename"]))
    path = info["path"]
    if case["consumer"] == "deck":
        commands = [["show", path], ["lint", path]]
    else:
        commands = [["eval", str(ENGINEERED), "--cases", path, "--model", "router", "--no-cache"]]
    baseline = _in_process_baseline()  # before the case: its warm-up imports the stages
    runs = []
    for args in commands:
        start = time.monotonic()
        result = CliRunner().invoke(app, args)
        wall = time.monotonic() - start
        stderr = result.stderr
        if result.exception is not None and not isinstance(result.exception, SystemExit):
            stderr += "\nTraceback (most recent call last):\n" + repr(result.exception)
        # argv[3] is the command name, as in the child-process runs
        runs.append(
            _InProcessRun(["", "", "", *args], result.exit_code, result.stdout, stderr, wall)
        )
    return judge(case, info, runs, baseline)  # type: ignore[arg-type]


@pytest.mark.parametrize("case", _dev_cases())
def test_hostile_input_dev(case: dict[str, Any], tmp_path: Path) -> None:
    """Each dev case: the expected outcome (a clear error, exit 2, naming the file; or the
    command's normal job), no traceback, within the case's memory budget and its time budget
    plus the start-up baseline of the command."""
    if case["class"] in CHILD_CLASSES:
        problems = run_case(case, tmp_path).problems
    else:
        problems = _run_in_process(case, tmp_path)
    assert not problems, f"{case['id']} ({case['why'][:120]}): {problems}"


def test_the_time_budget_adds_the_start_up_baseline(tmp_path: Path) -> None:
    """A ``show`` of a deck with a 10 s budget and a 2.5 s start-up baseline: 12.4 s passes
    (under 10 + 2.5), 12.6 s fails naming both parts; without a baseline 10.1 s fails.
    A killed run fails whatever the baseline; the memory budget gets nothing added."""
    case = {"consumer": "deck", "expect": "ok", "budget": {"seconds": 10, "mib": 512}}
    case["checks"] = ["no_traceback"]
    info = {"path": str(tmp_path / "tools.json")}

    def run(wall: float, *, mib: float = 100.0, killed: bool = False) -> Any:
        made = _InProcessRun(["python", "-c", "main()", "show", info["path"]], 0, "", "", wall)
        made.peak_mib, made.killed = mib, killed
        return made

    baseline = {"show": 2.5, "lint": 9.0}
    assert judge(case, info, [run(12.4)], baseline) == []
    assert judge(case, info, [run(12.6)], baseline) == [
        "show: 12.6 s > budget 10 s + start-up 2.5 s"
    ]
    assert judge(case, info, [run(10.1)]) == ["show: 10.1 s > budget 10 s + start-up 0.0 s"]
    assert judge(case, info, [run(1.0, killed=True)], baseline) == ["show: killed after 1 s"]
    assert judge(case, info, [run(1.0, mib=513)], baseline) == ["show: 513 MiB > budget 512 MiB"]


# --- the reader: regular files only, bounded -------------------------------------------------


def _finishes(fn: Any, seconds: float = 10.0) -> Any:
    """Run ``fn`` in a daemon thread; its result or exception, or fail when it blocks
    (a FIFO opened without O_NONBLOCK never returns)."""
    import threading

    box: dict[str, Any] = {}

    def target() -> None:
        try:
            box["value"] = fn()
        except BaseException as exc:  # handed back to the test
            box["error"] = exc

    thread = threading.Thread(target=target, daemon=True)
    thread.start()
    thread.join(seconds)
    assert not thread.is_alive(), f"still blocked after {seconds} s"
    if "error" in box:
        raise box["error"]
    return box.get("value")


def test_reader_refuses_a_fifo_without_blocking(tmp_path: Path) -> None:
    fifo = tmp_path / "tools.json"
    os.mkfifo(fifo)
    with pytest.raises(SourceError, match=r"tools\.json: deck file is a FIFO \(named pipe\)"):
        _finishes(lambda: read_bytes(fifo, "deck file", SourceError))


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom", "/dev/null"])
def test_reader_refuses_devices(tmp_path: Path, device: str) -> None:
    link = tmp_path / "cases.jsonl"
    link.symlink_to(device)
    with pytest.raises(CasesError, match="cases file is a character device, not a regular"):
        read_bytes(link, "cases file", CasesError)


def test_reader_refuses_a_directory_and_a_loop(tmp_path: Path) -> None:
    with pytest.raises(SourceError, match="is a directory, not a regular file"):
        read_bytes(tmp_path, "deck file", SourceError)
    loop = tmp_path / "loop.json"
    loop.symlink_to("loop.json")
    with pytest.raises(SourceError, match="symbolic link loop"):
        read_bytes(loop, "deck file", SourceError)


def test_size_limit_default_and_environment(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """64 MiB by default; ``TOOLDECK_MAX_INPUT_MIB=1`` allows exactly 1,048,576 bytes."""
    monkeypatch.delenv(ENV_MAX_MIB, raising=False)
    assert max_input_bytes() == DEFAULT_MAX_BYTES == 67_108_864
    monkeypatch.setenv(ENV_MAX_MIB, "1")
    exact = tmp_path / "exact.json"
    exact.write_bytes(b" " * 1_048_576)
    assert len(read_bytes(exact, "deck file", SourceError)) == 1_048_576
    over = tmp_path / "over.json"
    over.write_bytes(b" " * 1_048_577)
    with pytest.raises(SourceError) as caught:
        read_bytes(over, "deck file", SourceError)
    message = str(caught.value)
    assert "over.json: deck file is 1 MiB, over the 1 MiB limit" in message
    assert "TOOLDECK_MAX_INPUT_MIB=2" in message
    for bad in ("0", "-3", "lots", "1.5"):
        monkeypatch.setenv(ENV_MAX_MIB, bad)
        with pytest.raises(Exception, match="TOOLDECK_MAX_INPUT_MIB"):
            max_input_bytes()


def test_read_is_bounded_when_st_size_lies() -> None:
    """A /proc file reports st_size 0 but has content: the bounded loop stops one byte
    past the limit instead of trusting the size."""
    status = Path("/proc/self/status")
    if not status.exists() or status.stat().st_size != 0:
        pytest.skip("needs Linux /proc")
    with pytest.raises(SourceError, match="is larger than that, over the"):
        read_bytes(status, "deck file", SourceError, limit=10)


# --- JSON: digits, depth, JSON Lines -----------------------------------------------------------


def test_integer_digits_limit_is_an_error_with_position() -> None:
    """4,300 digits convert (Python's default limit); 4,301 are refused, located after
    the ``{"a": `` prefix: line 1, column 7."""
    assert strict_loads('{"a": ' + "9" * 4300 + "}")["a"] == int("9" * 4300)
    with pytest.raises(StrictJSONError, match="an integer of 4,301 digits") as caught:
        strict_loads('{"a": ' + "9" * 4301 + "}")
    assert (caught.value.lineno, caught.value.colno) == (1, 7)


def test_nesting_past_the_recursion_limit_is_an_error() -> None:
    with pytest.raises(StrictJSONError, match=f"more than {MAX_DEPTH} levels"):
        strict_loads("[" * 100_000 + "]" * 100_000)


def test_json_lines_split_at_newline_only() -> None:
    text = '{"a": "x\u2028y\u2029z\x85w\x0cv"}\r\n\n{"b": 1}'
    assert list(json_lines(text)) == [
        (1, '{"a": "x\u2028y\u2029z\x85w\x0cv"}'),
        (2, ""),
        (3, '{"b": 1}'),
    ]


def test_deck_file_depth_and_digits_are_parse_errors(tmp_path: Path) -> None:
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 300 + "]" * 300)
    with pytest.raises(ParseError, match="nested too deeply"):
        parse_file(deep)
    digits = tmp_path / "digits.json"
    digits.write_text('{"tools": [\n  {"x": ' + "1" * 5000 + "}]}")
    with pytest.raises(ParseError, match=r"digits\.json:2:9: invalid JSON: an integer of 5,000"):
        parse_file(digits)


# --- YAML: aliases, keys, integers -----------------------------------------------------------


def _alias_yaml(items: int, aliases: int) -> str:
    """``x`` anchors a list of ``items`` scalars; ``y`` repeats it ``aliases`` times.

    Nodes written: root, key x, list x, its items, key y, list y = items + 5. Expanded:
    root + key x + list x (1 + items) + key y + list y + aliases × (1 + items)
    = 4 + (aliases + 1)(items + 1).
    """
    body = ", ".join("0" for _ in range(items))
    return f"x: &a [{body}]\ny: [{', '.join('*a' for _ in range(aliases))}]\n"


def test_yaml_alias_expansion_limit_by_hand(tmp_path: Path) -> None:
    """999 items written once (1,004 nodes): 98 aliases expand to 4 + 99 × 1,000 = 99,004
    nodes (under the 100,000 floor: read); 100 aliases to 101,004 (over the floor and over
    10 × 1,004: refused)."""
    assert (YAML_ALIAS_RATIO, YAML_EXPANSION_FLOOR) == (10, 100_000)
    ok = tmp_path / "ok.yaml"
    ok.write_text(_alias_yaml(999, 98))
    assert len(parse_file(ok)["y"]) == 98
    bomb = tmp_path / "bomb.yaml"
    bomb.write_text(_alias_yaml(999, 100))
    with pytest.raises(ParseError, match="to 101,004 nodes from 1,004 written"):
        parse_file(bomb)


def test_yaml_billion_laughs_is_refused_quickly(tmp_path: Path) -> None:
    lines = ['a0: &a0 "lol"']
    for level in range(1, 10):
        refs = ", ".join(f"*a{level - 1}" for _ in range(9))
        lines.append(f"a{level}: &a{level} [{refs}]")
    bomb = tmp_path / "laughs.yaml"
    bomb.write_text("\n".join(lines) + "\n")
    start = time.monotonic()
    with pytest.raises(ParseError, match="billion laughs"):
        parse_file(bomb)
    assert time.monotonic() - start < 30  # a generous ceiling: it was 267 s


def test_yaml_recursive_alias_and_complex_keys(tmp_path: Path) -> None:
    loop = tmp_path / "loop.yaml"
    loop.write_text("a: &x [1, *x]\n")
    with pytest.raises(ParseError, match="recursive alias"):
        parse_file(loop)
    for key, kind in (("[a, b]", "sequence"), ("{a: 1}", "mapping")):
        complex_key = tmp_path / f"{kind}.yaml"
        complex_key.write_text(f"? {key}\n: v\n")
        with pytest.raises(ParseError, match=f"found a {kind} used as a mapping key"):
            parse_file(complex_key)


def test_yaml_integer_digits(tmp_path: Path) -> None:
    fine = tmp_path / "fine.yaml"
    fine.write_text("n: " + "7" * 4300 + "\n")
    assert parse_file(fine)["n"] == int("7" * 4300)
    long = tmp_path / "long.yaml"
    long.write_text("n: " + "7" * 4301 + "\n")
    with pytest.raises(ParseError, match=r"long\.yaml:1:4: .*4,301 digits"):
        parse_file(long)


def test_yaml_tags_stay_refused(tmp_path: Path) -> None:
    marker = tmp_path / "ran"
    evil = tmp_path / "evil.yaml"
    evil.write_text(f"a: !!python/object/apply:os.system ['touch {marker}']\n")
    with pytest.raises(ParseError, match="could not determine a constructor"):
        parse_file(evil)
    assert not marker.exists()
    assert yaml.__version__  # PyYAML, the parser whose SafeLoader refuses the tag


# --- cases files -----------------------------------------------------------------------------


def test_cases_keep_a_raw_line_separator_inside_a_string(tmp_path: Path) -> None:
    path = tmp_path / "cases.jsonl"
    query = "first\u2028second\u2029third\x85fourth"
    path.write_text(
        json.dumps({"case_id": "c1", "query": query, "expected_tools": []}, ensure_ascii=False)
        + "\n",
        encoding="utf-8",
    )
    (case,) = load_cases(path)
    assert case.query == query


def test_cases_bounds(tmp_path: Path) -> None:
    fifo = tmp_path / "fifo.jsonl"
    os.mkfifo(fifo)
    with pytest.raises(CasesError, match="cases file is a FIFO"):
        _finishes(lambda: load_cases(fifo))
    deep = tmp_path / "deep.jsonl"
    deep.write_text(
        '{"case_id": "c", "query": "q", "expected_tools": [], "notes": '
        + "[" * 300
        + "]" * 300
        + "}\n"
    )
    with pytest.raises(CasesError, match=r"deep\.jsonl:1: nested too deeply \(more than 256"):
        load_cases(deep)
    digits = tmp_path / "digits.jsonl"
    digits.write_text('\n{"case_id": ' + "4" * 5000 + "}\n")
    with pytest.raises(CasesError, match=r"digits\.jsonl:2:13: an integer of 5,000 digits"):
        load_cases(digits)


# --- report --compare ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("[" * 100_000 + "]" * 100_000, "nested too deeply"),
        ('{"schema": ' + "1" * 5000 + "}", "integer longer than Python converts"),
    ],
    ids=["depth", "digits"],
)
def test_compare_file_bounds(tmp_path: Path, text: str, message: str) -> None:
    path = tmp_path / "old.json"
    path.write_text(text)
    with pytest.raises(CompareError, match=message):
        load_report_json(path)


def test_compare_file_must_be_regular(tmp_path: Path) -> None:
    fifo = tmp_path / "old.json"
    os.mkfifo(fifo)
    with pytest.raises(CompareError, match="report JSON is a FIFO"):
        _finishes(lambda: load_report_json(fifo))


# --- BFCL wheel ------------------------------------------------------------------------------

_QUESTION = {
    "id": "simple_python_0",
    "question": [[{"role": "user", "content": "hi"}]],
    "function": [],
}


def _wheel(path: Path, extra: dict[str, bytes]) -> Path:
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("bfcl_eval/data/BFCL_v4_simple_python.json", json.dumps(_QUESTION))
        for name, data in extra.items():
            archive.writestr(name, data)
    return path


def test_bfcl_wheel_zip_slip_member_is_refused(tmp_path: Path) -> None:
    wheel = _wheel(tmp_path / "slip.whl", {"bfcl_eval/data/../../../evil.json": b"{}"})
    with pytest.raises(SourceError, match="Zip Slip"):
        open_bfcl(wheel)


def test_bfcl_wheel_bomb_member_is_refused_before_reading(tmp_path: Path) -> None:
    """8 MiB of NUL bytes deflate to about 8 KiB: a ratio near 1,000:1, over 100:1."""
    answers = "bfcl_eval/data/possible_answer/BFCL_v4_simple_python.json"
    wheel = _wheel(tmp_path / "bomb.whl", {answers: b"\0" * (8 << 20)})
    data = open_bfcl(wheel)
    assert data.questions("simple_python")[0]["id"] == "simple_python_0"
    with pytest.raises(SourceError, match=f"ratio over {MAX_ZIP_RATIO}:1"):
        data.answers("simple_python")


def test_bfcl_wheel_member_over_the_size_limit(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A 2 MiB member of random 'a'/'b' bytes (1 bit per byte: deflates about 7:1, under
    the ratio) in a wheel of about 0.3 MiB, under a 1 MiB limit."""
    import random

    answers = "bfcl_eval/data/possible_answer/BFCL_v4_simple_python.json"
    to_ab = bytes(b"ab"[i & 1] for i in range(256))
    member = random.Random(18).randbytes(2 << 20).translate(to_ab)
    wheel = _wheel(tmp_path / "big.whl", {answers: member})
    assert wheel.stat().st_size < 1 << 20
    monkeypatch.setenv(ENV_MAX_MIB, "1")
    with pytest.raises(SourceError, match="wheel member is 2 MiB, over the 1 MiB limit"):
        open_bfcl(wheel).answers("simple_python")


def test_bfcl_line_with_a_huge_integer_is_an_error(tmp_path: Path) -> None:
    answers = "bfcl_eval/data/possible_answer/BFCL_v4_simple_python.json"
    wheel = _wheel(tmp_path / "int.whl", {answers: b'{"id": "x", "n": ' + b"9" * 5000 + b"}"})
    with pytest.raises(SourceError, match="integer is longer than Python converts"):
        open_bfcl(wheel).answers("simple_python")


def test_bfcl_wheel_must_be_a_regular_file(tmp_path: Path) -> None:
    fifo = tmp_path / "bfcl_eval-1-py3-none-any.whl"
    os.mkfifo(fifo)
    with pytest.raises(SourceError, match="bfcl-eval wheel is a FIFO"):
        _finishes(lambda: open_bfcl(fifo))


# --- hf: tokenizer file ----------------------------------------------------------------------


def test_hf_tokenizer_file_bounds(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    fifo = tmp_path / "tokenizer.json"
    os.mkfifo(fifo)
    with pytest.raises(TokenizerFileError, match="tokenizer file is a FIFO"):
        _finishes(lambda: HuggingFaceTokenizer(str(fifo)))
    big = tmp_path / "big.json"
    big.write_bytes(b" " * (2 << 20))
    monkeypatch.setenv(ENV_MAX_MIB, "1")
    with pytest.raises(TokenizerFileError, match="over the 1 MiB limit"):
        HuggingFaceTokenizer(str(big))
