"""``tooldeck eval``: router A/B, BFCL, an OpenAI-compatible server, classified errors."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner, Result

import tooldeck.cli.eval  # noqa: F401  (registers the command until the lead adds it)
from eval_servers.fake_provider import openai_completion, serve
from tooldeck.cli.app import app

ROOT = Path(__file__).resolve().parents[2]
AFTERSALES = ROOT / "examples/aftersales"
runner = CliRunner()


def test_ab_json_router() -> None:
    result = runner.invoke(
        app,
        [
            "eval",
            str(AFTERSALES / "vague"),
            str(AFTERSALES / "engineered"),
            "--cases",
            str(AFTERSALES / "cases.jsonl"),
            "--json",
        ],
    )
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert len(data["cases"]) == 36
    assert data["fixed"] + data["broke"] == sum(
        1 for c in data["cases"] if c["change"] in ("fixed", "broke")
    )
    assert data["a"]["produces_arguments"] is False
    assert "calibrated in-sample" in data["a"]["notes"][0]


def test_ab_terminal_counts_are_whole_numbers() -> None:
    """A fresh user's finding: the A/B table printed counts as rates ("3.000"). Counts of one
    run each are whole numbers with a whole-number delta, taken from the JSON of the same
    comparison; rates keep three decimals."""
    args = ["eval", str(AFTERSALES / "engineered"), str(AFTERSALES / "vague")]
    args += ["--cases", str(AFTERSALES / "cases.jsonl")]
    data = json.loads(runner.invoke(app, [*args, "--json"]).stdout)
    deltas = {d["metric"]: d for d in data["deltas"]}
    result = runner.invoke(app, args, env={"COLUMNS": "160"})
    assert result.exit_code == 0, result.output
    rows = {
        cells[0]: cells[1:]
        for line in result.stdout.splitlines()
        if (cells := [c.strip() for c in line.split("│")[1:-1]])
    }
    for key in ("sensitive_misfires", "failures.missed_tool", "failures.wrong_tool"):
        a, b = int(deltas[key]["a"]), int(deltas[key]["b"])
        assert rows[key] == [str(a), str(b), f"{b - a:+d}"], rows[key]
    rate = deltas["tool_choice_accuracy"]
    assert rows["tool_choice_accuracy"][0] == f"{rate['a']:.3f}"


def test_terminal_tables() -> None:
    result = runner.invoke(
        app,
        ["eval", str(AFTERSALES / "engineered"), "--cases", str(AFTERSALES / "cases.jsonl")],
    )
    assert result.exit_code == 0, result.output
    assert "tool_choice_accuracy" in result.stdout and "not measured" in result.stdout


def test_bfcl_category_brings_its_cases(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TOOLDECK_BFCL_WHEEL", str(ROOT / "tests/data/bfcl"))
    result = runner.invoke(app, ["eval", "bfcl:live_multiple", "--json", "--no-progress"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["cases"] and all(c["bfcl_ok"] is None for c in data["cases"])  # router


def test_openai_compatible_server_through_the_cli(tmp_path: Path) -> None:
    cases = tmp_path / "cases.jsonl"
    cases.write_text(
        json.dumps(
            {
                "case_id": "c1",
                "query": "Where is ORD-700123?",
                "expected_tools": ["get_order_by_id"],
                "expected_arguments": [{"order_id": "ORD-700123"}],
            }
        )
        + "\n"
    )
    args = [
        "eval",
        str(AFTERSALES / "engineered"),
        "--cases",
        str(cases),
        "--model",
        "openai:qwen-test",
        "--cache-dir",
        str(tmp_path / "cache"),
        "--json",
    ]
    with serve("openai") as server:
        server.default = openai_completion(
            calls=[("call_1", "get_order_by_id", '{"order_id": "ORD-700123"}')]
        )
        first = runner.invoke(app, [*args, "--base-url", server.url])
        second = runner.invoke(app, [*args, "--base-url", server.url])
        assert len(server.requests) == 1  # the second run came from the cache
    assert first.exit_code == 0, first.output
    data = json.loads(first.stdout)
    assert data["metrics"][0]["argument_accuracy"] == 1.0
    assert data["cases"][0]["schema_ok"] is True
    assert json.loads(second.stdout)["cases"][0]["cached"] is True


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["eval", str(ROOT / "tests/data/corpora/github.json")], "--cases"),
        (
            [
                "eval",
                str(AFTERSALES / "engineered"),
                "--cases",
                str(AFTERSALES / "cases.jsonl"),
                "-m",
                "nope:x",
            ],
            "unknown model spec",
        ),
        (  # a bare model name: the provider prefix is suggested (fresh user)
            [
                "eval",
                str(AFTERSALES / "engineered"),
                "--cases",
                str(AFTERSALES / "cases.jsonl"),
                "-m",
                "gpt-4o",
            ],
            "unknown model spec 'gpt-4o'; use openai:MODEL, anthropic:MODEL, hf:PATH or "
            "router (did you mean openai:gpt-4o?)",
        ),
        (
            [
                "eval",
                str(AFTERSALES / "engineered"),
                "--cases",
                str(AFTERSALES / "cases.jsonl"),
                "-m",
                "openai:gpt-4.1-mini",
            ],
            "OPENAI_API_KEY",
        ),
        (
            ["eval", str(ROOT / "examples/ops68"), "--cases", str(AFTERSALES / "cases.jsonl")],
            "not in the deck",
        ),
    ],
)
def test_errors_exit_2(args: list[str], message: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    result = runner.invoke(app, args)
    assert result.exit_code == 2
    assert message in result.stderr


def test_bfcl_scoring_through_an_llm_backend(monkeypatch: pytest.MonkeyPatch) -> None:
    """A BFCL question answered right and wrong by a (fake) model: bfcl_ok follows."""
    import json as _json

    from tooldeck.cli.eval import _bfcl_items
    from tooldeck.eval.backends import BackendOptions, Model, make_backend
    from tooldeck.eval.runner import run_eval

    monkeypatch.setenv("TOOLDECK_BFCL_WHEEL", str(ROOT / "tests/data/bfcl"))
    item = _bfcl_items("bfcl:simple_python", 1)[0]
    right = {k: v for k, v in item.case.expected_arguments[0].items()}
    name = item.case.expected_tools[0]
    with serve("openai") as server:
        server.respond(openai_completion(calls=[("c1", name, _json.dumps(right))]))
        server.respond(openai_completion(calls=[("c1", name, _json.dumps({**right, "zz": 1}))]))
        backend = make_backend("openai:m", base_url=server.url, options=BackendOptions())
        first = run_eval(Model(backend), [item], concurrency=1)
        second = run_eval(Model(backend), [item], concurrency=1)
    assert first.scores[0].bfcl_ok is True
    assert second.scores[0].bfcl_ok is False  # unexpected parameter
    assert first.metrics[0]["bfcl_ast_accuracy"] == 1.0


def test_router_threads_with_per_case_decks_match_serial(monkeypatch: pytest.MonkeyPatch) -> None:
    from tooldeck.cli.eval import _bfcl_items
    from tooldeck.eval.backends import Model
    from tooldeck.eval.backends.router import RouterBackend
    from tooldeck.eval.runner import run_eval

    monkeypatch.setenv("TOOLDECK_BFCL_WHEEL", str(ROOT / "tests/data/bfcl"))
    items = [
        it
        for cat in ("simple_python", "multiple", "live_simple", "live_multiple", "parallel")
        for it in _bfcl_items(f"bfcl:{cat}", None)
    ]
    serial = run_eval(Model(RouterBackend()), items, concurrency=1)
    threaded = run_eval(Model(RouterBackend()), items, concurrency=8)
    assert [s.chosen for s in serial.scores] == [s.chosen for s in threaded.scores]


LIGHT_CASES = AFTERSALES / "cases.jsonl"


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        (["--threshold", "nan"], "--threshold must be a finite number"),
        (["--threshold", "inf"], "--threshold must be a finite number"),
        (["--sensitive", "nope_tool", "--sensitive", "approve_refund"], "nope_tool"),
        (["--repeat", "2"], "deterministic"),
    ],
)
def test_bad_eval_options_exit_2(extra: list[str], message: str) -> None:
    args = ["eval", str(AFTERSALES / "engineered"), "--cases", str(LIGHT_CASES), "--no-progress"]
    result = runner.invoke(app, [*args, *extra])
    assert result.exit_code == 2, result.output
    assert message in result.stderr
    assert "approve_refund" not in result.stderr  # only the unknown names are listed


def test_empty_cases_file_says_so(tmp_path: Path) -> None:
    empty = tmp_path / "cases.jsonl"
    empty.write_text("")
    result = runner.invoke(app, ["eval", str(AFTERSALES / "engineered"), "--cases", str(empty)])
    assert result.exit_code == 2 and "the cases file is empty" in result.stderr


def test_error_text_is_not_markup_nor_emoji(monkeypatch: pytest.MonkeyPatch) -> None:
    # "openai:x: environment…" held the emoji code ":x:" and printed "openai❌ environment"
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    args = ["eval", str(AFTERSALES / "engineered"), "--cases", str(LIGHT_CASES), "-m", "openai:x"]
    result = runner.invoke(app, args)
    assert result.exit_code == 2 and "openai:x: environment variable" in result.stderr


def test_ab_leaves_a_case_skipped_for_one_deck_out_of_both(tmp_path: Path) -> None:
    """Deck A declares ``n`` an integer, deck B a string; the case's label ``"7"`` fits only
    B. A/B pairs case by case, so the case is left out of both runs, each saying why."""

    def deck(kind: str) -> Path:
        path = tmp_path / f"{kind}.json"
        tool = {"type": "object", "properties": {"n": {"type": kind}}}
        path.write_text(json.dumps([{"name": "pick", "input_schema": tool}]), "utf-8")
        return path

    cases = tmp_path / "cases.jsonl"
    rows = [
        {"case_id": "fits", "query": "pick one", "expected_tools": ["pick"]},
        {
            "case_id": "label",
            "query": "pick seven",
            "expected_tools": ["pick"],
            "expected_arguments": [{"n": "7"}],
        },
    ]
    cases.write_text("".join(json.dumps(r) + "\n" for r in rows), "utf-8")
    result = runner.invoke(
        app,
        [
            *("eval", str(deck("integer")), str(deck("string")), "--cases", str(cases)),
            *("--json", "--no-progress"),
        ],
    )
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert [c["case_id"] for c in data["cases"]] == ["fits"]
    assert any("skipped 1 of 2 cases" in note for note in data["a"]["notes"])
    assert any("also left out 1 case skipped" in note for note in data["b"]["notes"])


def test_router_tokens_are_not_measured_never_zero() -> None:
    """The router reads no tokens: its token metrics are null in the JSON (summary and
    metrics), "not measured" in the terminal — never 0.0."""
    args = ["eval", str(AFTERSALES / "engineered"), "--cases", str(AFTERSALES / "cases.jsonl")]
    result = runner.invoke(app, [*args, "--json", "--no-progress"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    for name in ("input_tokens_per_case", "output_tokens_per_case"):
        assert data["summary"][name]["mean"] is None
        assert data["metrics"][0][name] is None
    text = runner.invoke(app, args).stdout
    line = next(line for line in text.splitlines() if "input_tokens_per_case" in line)
    assert "not measured" in line and "0.0" not in line


def test_cases_beside_the_deck_are_taken_and_named() -> None:
    """Like ``report``, ``eval`` and ``bench select`` take ``cases.jsonl`` beside the deck when
    ``--cases`` is not given, and say which file they took (the same 40 cases of ops68 as
    ``--cases examples/ops68/cases.jsonl``)."""
    deck = str(ROOT / "examples/ops68")
    implicit = runner.invoke(app, ["eval", deck, "--json", "--no-progress"])
    assert implicit.exit_code == 0, implicit.output
    assert "cases: " in implicit.stderr and "cases.jsonl (beside the deck" in implicit.stderr
    explicit = runner.invoke(
        app,
        [
            "eval",
            deck,
            "--cases",
            str(ROOT / "examples/ops68/cases.jsonl"),
            "--json",
            "--no-progress",
        ],
    )
    assert explicit.exit_code == 0, explicit.output
    assert "beside the deck" not in explicit.stderr
    assert len(json.loads(implicit.stdout)["cases"]) == len(json.loads(explicit.stdout)["cases"])
    bench = runner.invoke(app, ["bench", "select", deck, "--methods", "bm25", "--json"])
    assert bench.exit_code == 0, bench.output
    assert "cases.jsonl (beside the deck" in bench.stderr


def test_no_cases_anywhere_names_the_fix(tmp_path: Path) -> None:
    deck = tmp_path / "tools.json"
    deck.write_text(
        json.dumps(
            [
                {
                    "name": "ping",
                    "description": "Check that the host answers.",
                    "inputSchema": {"type": "object", "properties": {}},
                }
            ]
        )
    )
    for args in (["eval", str(deck)], ["bench", "select", str(deck)]):
        result = runner.invoke(app, args)
        assert result.exit_code == 2, (args, result.output)
        assert "give --cases FILE" in result.stderr
        assert "no cases.jsonl beside" in result.stderr


@pytest.mark.parametrize("attr", ["", ":TOOLS"])
def test_cases_beside_a_python_deck_file_are_taken(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, attr: str
) -> None:
    """``py:backoffice.py`` with ``cases.jsonl`` beside it (a fresh user, session 16):
    ``eval`` said "there is no cases.jsonl beside py:backoffice.py" and ``report`` left out
    its select and eval sections; a ``py:`` file takes the cases beside it as a deck file
    does, with or without ``:attr``."""
    (tmp_path / "backoffice.py").write_text(
        "from tooldeck import tool\n\n\n"
        "@tool(read_only=True)\n"
        "def get_order(order_id: str) -> str:\n"
        "    '''Look up one order by its id. Returns its status.'''\n"
        "    return order_id\n\n\n"
        "@tool(read_only=True)\n"
        "def find_customer(email: str) -> str:\n"
        "    '''Find a customer by email address. Returns the customer id.'''\n"
        "    return email\n\n\n"
        "TOOLS = [get_order, find_customer]\n",
        encoding="utf-8",
    )
    lines = [
        {"case_id": "a", "query": "status of order ORD-1", "expected_tools": ["get_order"]},
        {"case_id": "b", "query": "who is ada@example.com", "expected_tools": ["find_customer"]},
    ]
    (tmp_path / "cases.jsonl").write_text(
        "".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8"
    )
    monkeypatch.chdir(tmp_path)
    deck = f"py:backoffice.py{attr}"
    result = runner.invoke(app, ["eval", deck, "--json", "--no-progress"])
    assert result.exit_code == 0, result.output
    assert "cases.jsonl (beside the deck" in result.stderr
    assert len(json.loads(result.stdout)["cases"]) == 2
    report = runner.invoke(app, ["report", deck, "--json", "-", "--quiet", "--methods", "bm25"])
    assert report.exit_code == 0, report.output
    assert json.loads(report.stdout).get("eval") is not None


def _no_tool_cases(tmp_path: Path) -> Path:
    cases = tmp_path / "cases.jsonl"
    cases.write_text(
        '{"case_id": "a", "query": "Where is ORD-700123?", "expected_tools": ["get_order_by_id"]}\n'
        '{"case_id": "b", "query": "thanks, bye", "expected_tools": []}\n',
        encoding="utf-8",
    )
    return cases


def test_every_case_a_backend_error_is_not_measured_and_exits_1(tmp_path: Path) -> None:
    """Session 23's breaker: every request failed, yet no_tool_recall read 1.000, tokens
    0.0 and the exit status was 0. Now nothing is measured and the run exits 1 naming the
    failure (a real HTTP server on loopback answering 400 to every request)."""
    args = ["eval", str(AFTERSALES / "engineered"), "--cases", str(_no_tool_cases(tmp_path))]
    args += ["--model", "openai:m", "--no-cache", "--max-retries", "0", "--no-progress"]
    with serve("openai") as server:
        for _ in range(4):
            server.respond({"error": {"message": "no such model", "type": "x"}}, status=400)
        as_json = runner.invoke(app, [*args, "--base-url", server.url, "--json"])
        terminal = runner.invoke(app, [*args, "--base-url", server.url])
    assert as_json.exit_code == 1, as_json.output
    data = json.loads(as_json.stdout)
    metrics = data["metrics"][0]
    assert metrics["backend_errors"] == 2
    for name in ("no_tool_recall", "no_tool_precision", "input_tokens_per_case"):
        assert metrics[name] is None and data["summary"][name]["mean"] is None
    assert data["confusion"] == {}
    assert "eval could not run: 2 of 2 cases failed" in as_json.stderr
    assert terminal.exit_code == 1
    assert "not measured" in terminal.stdout
    assert "eval could not run: 2 of 2 cases failed" in terminal.stderr


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        (["--temperature", "nan"], "--temperature must be a finite number ≥ 0, got nan"),
        (["--temperature", "-1"], "--temperature must be a finite number ≥ 0"),
        (["--timeout", "-1"], "--timeout must be a finite number of seconds > 0"),
        (["--timeout", "0"], "--timeout must be a finite number of seconds > 0"),
        (["--timeout", "inf"], "--timeout must be a finite number of seconds > 0"),
        (["--max-retries", "-1"], "--max-retries must be an integer ≥ 0, got -1"),
        (["--cache-dir", "FILE"], "is not a directory"),
    ],
)
def test_transport_options_are_checked_before_any_request(
    tmp_path: Path, extra: list[str], message: str
) -> None:
    """Session 23's breaker: each was a Python traceback (JSON encoding of NaN, the
    socket's timeout, the SDK's retry check, a NotADirectoryError mid-run) or, for
    --timeout 0, every case a misleading "connection failed". Now one line, exit 2, and
    the loopback server receives nothing."""
    afile = tmp_path / "afile"
    afile.write_text("x")
    extra = [str(afile) if e == "FILE" else e for e in extra]
    args = ["eval", str(AFTERSALES / "engineered"), "--cases", str(_no_tool_cases(tmp_path))]
    with serve("openai") as server:
        server.default = openai_completion(content="ok")
        result = runner.invoke(app, [*args, "-m", "openai:m", "--base-url", server.url, *extra])
        assert server.requests == []
    assert result.exit_code == 2, result.output
    assert message in result.stderr
    assert "Traceback" not in result.output and len(result.stderr.strip().splitlines()) == 1


def test_backend_options_refuse_what_no_backend_can_send() -> None:
    from tooldeck.errors import BackendError
    from tooldeck.eval.backends import BackendOptions

    with pytest.raises(BackendError, match="timeout_s must be a finite number of seconds > 0"):
        BackendOptions(timeout_s=0)
    with pytest.raises(BackendError, match="temperature must be a finite number"):
        BackendOptions(temperature=float("nan"))
    assert BackendOptions(temperature=None).temperature is None  # left to the provider


def test_a_bfcl_entry_id_evaluates_that_entry(monkeypatch: pytest.MonkeyPatch) -> None:
    """Session 23's breaker: bfcl:simple_python/simple_python_0 (a documented deck source)
    was "unknown BFCL category"; now that one question is evaluated, and an id the
    category lacks is named."""
    monkeypatch.setenv("TOOLDECK_BFCL_WHEEL", str(ROOT / "tests/data/bfcl"))
    from tooldeck.cli.eval import _bfcl_items

    first = _bfcl_items("bfcl:simple_python", 1)[0].case.case_id
    result = runner.invoke(
        app, ["eval", f"bfcl:simple_python/{first}", "--json", "--no-progress", "-m", "router:bm25"]
    )
    assert result.exit_code == 0, result.output
    assert [c["case_id"] for c in json.loads(result.stdout)["cases"]] == [first]
    missing = runner.invoke(app, ["eval", "bfcl:simple_python/nope_9", "-m", "router:bm25"])
    assert missing.exit_code == 2
    assert "BFCL category 'simple_python' has no entry 'nope_9'" in missing.stderr


def test_a_missing_tool_expected_twice_is_named_once(tmp_path: Path) -> None:
    cases = tmp_path / "cases.jsonl"
    cases.write_text(
        '{"case_id": "c", "query": "q", "expected_tools": ["nope_tool", "nope_tool"]}\n',
        encoding="utf-8",
    )
    result = runner.invoke(app, ["eval", str(AFTERSALES / "engineered"), "--cases", str(cases)])
    assert result.exit_code == 2
    assert result.stderr.count("'nope_tool'") == 1, result.stderr


def test_sensitive_takes_comma_separated_names() -> None:
    """Session 23's breaker: --sensitive read_file,write_file was one name and refused as
    "in no deck"; now it is split as report's --methods is (repeating still works)."""
    args = ["eval", str(AFTERSALES / "engineered"), "--cases", str(LIGHT_CASES), "--json"]
    both = runner.invoke(
        app, [*args, "--no-progress", "--sensitive", "get_order_by_id,search_kb_articles"]
    )
    assert both.exit_code == 0, both.output
    assert {"get_order_by_id", "search_kb_articles"} <= set(
        json.loads(both.stdout)["sensitive_tools"]
    )
    bad = runner.invoke(app, [*args, "--sensitive", "get_order_by_id,nope_tool"])
    assert bad.exit_code == 2
    assert "--sensitive names tools that are in no deck: nope_tool" in bad.stderr


def _eval_twice_without_cache_dir(tmp_path: Path) -> tuple[Result, Result, int]:
    """Run one case through `tooldeck eval` twice against a loopback OpenAI-compatible
    server, with no `--cache-dir`: the two results and how many requests reached it."""
    cases = tmp_path / "cases.jsonl"
    case = {"case_id": "c1", "query": "Where is ORD-700123?", "expected_tools": ["get_order_by_id"]}
    cases.write_text(json.dumps(case) + "\n")
    args = ["eval", str(AFTERSALES / "engineered"), "--cases", str(cases)]
    args += ["--model", "openai:qwen-test", "--json"]
    with serve("openai") as server:
        server.default = openai_completion(
            calls=[("call_1", "get_order_by_id", '{"order_id": "ORD-700123"}')]
        )
        first = runner.invoke(app, [*args, "--base-url", server.url])
        second = runner.invoke(app, [*args, "--base-url", server.url])
        return first, second, len(server.requests)


def test_the_response_cache_follows_tooldeck_cache(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Session 26 leftover: `$TOOLDECK_CACHE` moved the select caches only; the response
    cache (no `--cache-dir`) now lives under it too."""
    monkeypatch.setenv("TOOLDECK_CACHE", str(tmp_path / "root"))
    first, second, asked = _eval_twice_without_cache_dir(tmp_path)
    assert asked == 1, second.output  # the second run came from the cache
    assert first.exit_code == 0, first.output
    assert any((tmp_path / "root" / "eval").rglob("*")), "nothing cached under $TOOLDECK_CACHE"


def test_an_unusable_tooldeck_cache_runs_eval_uncached(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Trial 27: with `$TOOLDECK_CACHE` naming a file, eval exited 2 blaming `--cache-dir`,
    an option never given. It now warns once and runs without the response cache."""
    from tooldeck import cachedir

    monkeypatch.setattr(cachedir, "_warned", set())
    monkeypatch.setattr(cachedir, "_unusable", set())
    blocker = tmp_path / "a-file"
    blocker.write_text("x")
    monkeypatch.setenv("TOOLDECK_CACHE", str(blocker))
    first, second, asked = _eval_twice_without_cache_dir(tmp_path)
    assert asked == 2  # nothing cached: each run asks the model
    assert first.exit_code == 0 and second.exit_code == 0, first.output
    assert "--cache-dir" not in first.output and "cannot be used" in first.output
