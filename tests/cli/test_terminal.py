"""Terminal safety of every command: text from a deck, a cases file, a tool or an MCP server
reaches the terminal with its control characters shown as escapes, never raw (CWE-150),
and long upstream error text is cut with its length stated.

The hostile deck carries, in names, titles, descriptions, parameter names and enum values:
CSI ``ESC [2J`` (erase display), OSC 0 (window title), OSC 8 (hyperlink), OSC 52
(clipboard), DCS, the bidi override U+202E (Trojan Source, CVE-2021-42574), tag characters
U+E0041… (ASCII smuggling), NUL, BEL and the C1 CSI U+009B (xterm "Control Sequences",
invisible-island.net/xterm/ctlseqs). The expected escapes are written by hand from the
notation of :mod:`tooldeck.display`.
"""

from __future__ import annotations

import io
import json
import re
import sys
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console
from rich.table import Table
from rich.text import Text
from typer.testing import CliRunner, Result

from data.attacks import generators
from tooldeck.cli import app
from tooldeck.cli.app import SafeConsole
from tooldeck.display import CLIP_CHARS

ROOT = Path(__file__).resolve().parents[2]
AFTERSALES = ROOT / "examples" / "aftersales"
HOSTILE_SERVER = ROOT / "tests" / "mcp_servers" / "hostile_server.py"
ATTACKS = ROOT / "tests" / "data" / "attacks" / "hostile_inputs.jsonl"
runner = CliRunner()

# What a terminal would act on (the `no_raw_controls` check of tests/data/attacks/README.md,
# plus the bidi marks and the tag characters).
RAW = re.compile(
    "[\x00-\x08\x0b-\x1f\x7f-\x9f\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069\U000e0000-\U000e007f]"
)

CLEAR = "\x1b[2J"
TITLE = "\x1b]0;all checks passed\x07"
LINK = "\x1b]8;;https://attacker.example/\x1b\\click\x1b]8;;\x1b\\"
CLIPBOARD = "\x1b]52;c;Y3VybA==\x07"
DCS = "\x1bP+q544e\x1b\\"
BIDI = "\u202eelif_etaled\u202c"
TAGS = "\U000e0041\U000e0042"
READ = "read" + CLEAR + "file"
READ_SHOWN = "read\\x1b[2Jfile"


def hostile_tools() -> dict[str, Any]:
    """An MCP tools/list result whose text is hostile everywhere it can be."""
    return {
        "tools": [
            {
                "name": READ,
                "title": "Read " + LINK,
                "description": f"Reads a file {TITLE}{BIDI} now. Returns its text.",
                "inputSchema": {
                    "type": "object",
                    "properties": {
                        "path" + DCS: {"type": "string", "description": "where " + CLIPBOARD},
                        "mode": {"type": "string", "enum": ["r", "w" + CLEAR]},
                    },
                },
            },
            {
                "name": "tagged" + TAGS,
                "description": "Nul \x00 bel \x07 c1 \x9b2J and tags" + TAGS + ".",
                "inputSchema": {"type": "object", "properties": {"q": {"type": "string"}}},
            },
        ]
    }


@pytest.fixture
def hostile_deck(tmp_path: Path) -> Path:
    path = tmp_path / "hostile.json"
    path.write_text(json.dumps(hostile_tools()), encoding="utf-8")  # \u escapes, as sent
    return path


def clean(result: Result) -> str:
    """stdout and stderr together, asserted free of raw control characters."""
    output = result.stdout + result.stderr
    raw = sorted({f"U+{ord(c):04X}" for c in RAW.findall(output)})
    assert not raw, f"raw control characters reach the terminal: {raw}\n{output!r}"
    assert "Traceback" not in output
    return output


def test_show_prints_names_and_descriptions_escaped(hostile_deck: Path) -> None:
    result = runner.invoke(app, ["show", str(hostile_deck)])
    assert result.exit_code == 0, result.output
    output = clean(result)
    assert READ_SHOWN in output
    assert "Reads a file \\x1b]0;all checks passed\\x07\\u202eelif_etaled\\u202c now." in output
    assert "tagged\\U000e0041\\U000e0042" in output
    assert "Nul \\x00 bel \\x07 c1 \\x9b2J" in output


def test_show_json_keeps_the_exact_text(hostile_deck: Path) -> None:
    """JSON is data: the exact names, with C1, bidi and tag characters written as JSON
    \\u escapes (the encoder escapes only C0) so that printing it on a terminal is safe."""
    result = runner.invoke(app, ["show", str(hostile_deck), "--format", "json"])
    assert result.exit_code == 0, result.output
    clean(result)
    rows = json.loads(result.stdout)
    assert [r["name"] for r in rows] == [READ, "tagged" + TAGS]
    assert "\\u009b2J" in result.stdout and "\\udb40\\udc41" in result.stdout


def test_html_report_shows_the_escapes(hostile_deck: Path) -> None:
    """The HTML page (here on stdout) escapes HTML and shows control and bidi characters as
    escapes too: a bidi override reorders a web page as it reorders a terminal."""
    result = runner.invoke(
        app, ["report", str(hostile_deck), "--no-cases", "--tokenizer", "estimate", "-o", "-"]
    )
    assert result.exit_code == 0, result.output
    page = result.stdout
    # the tables and the charts' SVG labels: the visible escape, never the raw ESC
    assert f"<td>{READ_SHOWN}</td>" in page and f">{READ_SHOWN} · name: " in page
    assert not RAW.findall(page) and not {"\u202e", "\U000e0041"} & set(page)


def test_convert_warnings_are_escaped(hostile_deck: Path, tmp_path: Path) -> None:
    out = tmp_path / "anthropic.json"
    result = runner.invoke(app, ["convert", str(hostile_deck), "--to", "anthropic", "-o", str(out)])
    assert result.exit_code == 0, result.output
    output = clean(result)
    assert "warning (to anthropic): name:" in output and READ_SHOWN in output
    assert json.loads(out.read_text(encoding="utf-8"))[0]["name"] == READ


def test_lint_text_output_is_escaped(hostile_deck: Path) -> None:
    result = runner.invoke(app, ["lint", str(hostile_deck), "--no-config"])
    assert result.exit_code in (0, 1), result.output
    output = clean(result)
    assert READ_SHOWN in output  # the tool heading
    sarif = runner.invoke(app, ["lint", str(hostile_deck), "--no-config", "-f", "sarif"])
    names = {
        r["locations"][0]["logicalLocations"][0]["name"]
        for r in json.loads(sarif.stdout)["runs"][0]["results"]
    }
    assert READ in names  # SARIF is data: the exact name


def test_cost_table_is_escaped(hostile_deck: Path) -> None:
    result = runner.invoke(app, ["cost", str(hostile_deck), "--tokenizer", "estimate"])
    assert result.exit_code == 0, result.output
    assert READ_SHOWN in clean(result)


def test_select_table_is_escaped(hostile_deck: Path) -> None:
    result = runner.invoke(app, ["select", str(hostile_deck), "read a file", "-k", "2"])
    assert result.exit_code == 0, result.output
    output = clean(result)
    assert READ_SHOWN in output and "\\u202eelif_etaled\\u202c" in output


def test_report_terminal_is_escaped(hostile_deck: Path) -> None:
    result = runner.invoke(
        app, ["report", str(hostile_deck), "--no-cases", "--tokenizer", "estimate"]
    )
    assert result.exit_code == 0, result.output
    output = clean(result)
    assert READ_SHOWN in output and "tagged\\U000e0041\\U000e0042" in output


def test_decode_check_is_escaped(hostile_deck: Path) -> None:
    result = runner.invoke(app, ["decode", "grammar", str(hostile_deck)])
    assert result.exit_code == 0, result.output
    assert READ_SHOWN in clean(result)  # the grammar names the tool


def test_call_prints_the_tool_and_a_long_handler_error_cut(
    hostile_deck: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A handler's 100,000-character exception with escapes: the envelope holds what the
    runtime keeps of it (its own limit); the terminal shows that cut at CLIP_CHARS, with
    its length, and escaped."""
    (tmp_path / "td_term_handlers.py").write_text(
        "def boom(**kwargs):\n"
        f"    raise RuntimeError({TITLE + CLEAR!r} + 'e' * 100_000)\n"
        f"HANDLERS = {{{'tagged' + TAGS!r}: boom}}\n",
        encoding="utf-8",
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    call = ["call", str(hostile_deck), "tagged" + TAGS, "-a", '{"q": "x"}', "--approve"]
    call += ["--handlers", "td_term_handlers:HANDLERS"]
    as_json = runner.invoke(app, [*call, "--json"])
    summary = json.loads(as_json.stdout)["envelope"]["summary"]
    assert summary.startswith(f"tagged{TAGS} failed: RuntimeError: {TITLE}{CLEAR}eee")
    assert len(summary) > CLIP_CHARS  # exact data: escaped by the JSON encoder only
    result = runner.invoke(app, call)
    assert result.exit_code == 1, result.output
    output = clean(result)
    assert "tagged\\U000e0041\\U000e0042 failed: RuntimeError: \\x1b]0;all checks" in output
    assert f"… [cut: {len(summary):,} characters in all]" in output
    assert len(output) < 4 * CLIP_CHARS + 2000


def test_eval_prints_hostile_case_ids_escaped(hostile_deck: Path, tmp_path: Path) -> None:
    cases = tmp_path / "cases.jsonl"
    case = {"case_id": "c" + TITLE, "query": "read" + CLEAR, "expected_tools": ["tagged" + TAGS]}
    cases.write_text(json.dumps(case) + "\n", encoding="utf-8")
    result = runner.invoke(
        app,
        ["eval", str(hostile_deck), "--cases", str(cases), "--model", "router", "--no-progress"],
    )
    assert result.exit_code == 0, result.output
    output = clean(result)
    assert "c\\x1b]0;all checks passed\\x07" in output  # the failed case, by id


def _mcp(*args: str) -> str:
    return f"mcp:{sys.executable} {HOSTILE_SERVER} {' '.join(args)}".rstrip()


def test_show_of_a_hostile_mcp_server_is_clean() -> None:
    result = runner.invoke(app, ["show", _mcp()])
    assert result.exit_code == 0, result.output
    output = clean(result)
    assert "read\\x1b[2J\\x1b[Hfile" in output
    assert "tagged\\U000e0069\\U000e0067" in output  # tags spelling "ignore all rules"


def test_a_crashing_mcp_server_stderr_is_escaped() -> None:
    result = runner.invoke(app, ["show", _mcp("--crash")])
    assert result.exit_code == 2, result.output
    output = clean(result)
    assert "its stderr ends with:" in output
    assert "starting \\x1b[2J\\x1b[H\\x1b]0;all checks passed\\x07\\x1b[1A\\x1b[2K" in output


def test_a_100_kb_mcp_error_is_cut_with_its_length() -> None:
    result = runner.invoke(app, ["show", _mcp("--error", "100000")])
    assert result.exit_code == 2, result.output
    output = clean(result)
    assert "registry down \\x1b]0;all checks passed\\x07\\x1b[2J" in output
    cut = re.search(r"… \[cut: ([\d,]+) characters in all\]", output)
    assert cut is not None and int(cut[1].replace(",", "")) > 100_000
    assert len(output) < 60_000  # 100 KB of error text is not printed whole


def _dev_cases(kind: str, consumer: str) -> list[dict[str, Any]]:
    rows = [json.loads(line) for line in ATTACKS.read_text(encoding="utf-8").splitlines()]
    return [
        r for r in rows if r["class"] == kind and r["consumer"] == consumer and r["split"] == "dev"
    ]


@pytest.mark.parametrize(
    "case", _dev_cases("terminal_escape", "deck"), ids=lambda c: c["generator"]["kind"]
)
@pytest.mark.parametrize("command", ["show", "lint"])
def test_attack_corpus_terminal_escapes_in_decks(
    case: dict[str, Any], command: str, tmp_path: Path
) -> None:
    """The dev split of the corpus's terminal_escape class (tests/data/attacks)."""
    info = generators.build(case["generator"], str(tmp_path / case["filename"]))
    result = runner.invoke(app, [command, info["path"]])
    assert result.exit_code in ((0,) if command == "show" else (0, 1)), result.output
    clean(result)


@pytest.mark.parametrize(
    "case",
    [c for c in _dev_cases("mcp_server", "mcp") if "no_raw_controls" in c["checks"]],
    ids=lambda c: c["generator"]["mode"],
)
def test_attack_corpus_hostile_mcp_servers(case: dict[str, Any], tmp_path: Path) -> None:
    info = generators.build(case["generator"], str(tmp_path / case["filename"]))
    result = runner.invoke(app, ["show", "mcp:" + " ".join(info["argv"])])
    assert result.exit_code in (0, 2), result.output
    clean(result)


def _render(console: Console, *renderables: object) -> str:
    for renderable in renderables:
        console.print(renderable)
    file = console.file
    assert isinstance(file, io.StringIO)
    return file.getvalue()


def test_safe_console_escapes_what_a_print_site_missed() -> None:
    """Raw text given straight to rich (a table cell, a markup-free Text) comes out
    escaped on a colour terminal; rich's own style codes (SGR) still come through. (A cell
    rich measured with the raw characters, which it counts as zero-width, may be cropped.)"""
    table = Table(title=Text("t\x1b]0;title\x07"))
    table.add_column("name", style="bold")
    table.add_row(Text("read\x1b[2Jfile\u202e"))
    console = SafeConsole(
        file=io.StringIO(), force_terminal=True, width=100, color_system="standard"
    )
    output = _render(console, table, Text("desc \x9b2J \U000e0041", style="red"))
    styles_removed = re.sub(r"\x1b\[[0-9;]*m", "", output)
    assert RAW.search(styles_removed) is None
    assert "read\\x1b" in output and "t\\x1b]0;title" in output
    assert "desc \\x9b2J \\U000e0041" in output
    assert "\x1b[1m" in output  # rich's bold still styles the name column
    plain = _render(Console(file=io.StringIO(), force_terminal=True), Text("x\x1b[2J"))
    assert "\x1b[2J" in plain  # what SafeConsole prevents: a plain console writes it raw
