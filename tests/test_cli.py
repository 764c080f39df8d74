"""The tooldeck command: commands, exit codes, nothing written on bad input."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from tooldeck.cli import app
from tooldeck.formats import export, load
from tooldeck.formats.sources import write_data
from tooldeck.tool import Deck

ROOT = Path(__file__).resolve().parent.parent
runner = CliRunner()


@pytest.fixture
def deck_dir(tmp_path: Path, full_deck: Deck) -> Path:
    write_data(export(full_deck, "deck").data, tmp_path / "tools.yaml")
    return tmp_path


def test_show_lists_tools(deck_dir: Path) -> None:
    result = runner.invoke(app, ["show", str(deck_dir), "--format", "json"])
    assert result.exit_code == 0, result.output
    rows = json.loads(result.stdout)
    assert [r["name"] for r in rows] == ["get_order_by_id", "approve_refund", "ping"]
    assert rows[0]["hints"] == "read-only, closed-world"
    assert rows[0]["summary"] == "Look up one order by id."
    assert rows[1]["hints"] == "destructive"


@pytest.mark.parametrize("target", ["openai", "openai-responses", "anthropic", "mcp", "deck"])
def test_convert_writes_a_file_that_loads_back(deck_dir: Path, tmp_path: Path, target: str) -> None:
    out = tmp_path / f"out-{target}.json"
    result = runner.invoke(app, ["convert", str(deck_dir), "--to", target, "-o", str(out)])
    assert result.exit_code == 0, result.output
    loaded = load(str(out))
    assert loaded.format == target
    assert loaded.deck.names == ("get_order_by_id", "approve_refund", "ping")
    if target in ("openai", "openai-responses", "anthropic"):
        assert "warning (to " in result.stderr and "annotations" in result.stderr


def test_convert_strict_failure_writes_nothing(tmp_path: Path) -> None:
    src = tmp_path / "tools.json"
    src.write_text(
        json.dumps(
            [
                {
                    "name": "t",
                    "input_schema": {"type": "object", "properties": {"m": {"type": "object"}}},
                }
            ]
        ),
        encoding="utf-8",
    )
    out = tmp_path / "out.json"
    result = runner.invoke(app, ["convert", str(src), "--to", "openai", "--strict", "-o", str(out)])
    assert result.exit_code == 2
    assert "error:" in result.stderr and "/properties/m" in result.stderr
    assert "Traceback" not in result.output
    assert not out.exists()


def test_strict_flag_only_for_openai(deck_dir: Path) -> None:
    result = runner.invoke(app, ["convert", str(deck_dir), "--to", "anthropic", "--strict"])
    assert result.exit_code == 2 and "OpenAI targets only" in result.stderr


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        ('{"tools": [', "invalid JSON"),
        ('[{"x": 1}]', "formats tried: deck, mcp, openai"),
        (
            '[{"name": "a", "input_schema": {"type": "string"}}]',
            "tool 'a', at /, keyword 'type'",
        ),
    ],
)
def test_bad_input_exits_2_without_traceback(tmp_path: Path, content: str, expected: str) -> None:
    src = tmp_path / "bad.json"
    src.write_text(content, encoding="utf-8")
    for command in (["show", str(src)], ["report", str(src)], ["convert", str(src), "--to", "mcp"]):
        result = runner.invoke(app, command)
        assert result.exit_code == 2, (command, result.output)
        assert expected in result.stderr
        assert "Traceback" not in result.output


def test_report_with_cases_and_json(deck_dir: Path, tmp_path: Path) -> None:
    cases = tmp_path / "cases.jsonl"
    cases.write_text(
        '{"case_id": "c1", "query": "ORD-700001 到哪了", '
        '"expected_tools": ["get_order_by_id"], "tags": ["single"]}\n'
        '{"case_id": "c2", "query": "hi", "expected_tools": []}\n',
        encoding="utf-8",
    )
    out = tmp_path / "report.json"
    result = runner.invoke(app, ["report", str(deck_dir), "--json", str(out)])
    assert result.exit_code == 0, result.output
    assert "tooldeck report" in result.stdout
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["schema"] == "tooldeck.report/v1"
    inv = data["inventory"]
    assert (inv["tools"], inv["read_only"], inv["destructive"]) == (3, 1, 2)
    assert inv["groups"] == {"orders": 1, "refunds": 1}
    # cases.jsonl beside the deck file is picked up by default
    assert inv["cases"]["total"] == 2 and inv["cases"]["no_tool"] == 1


def test_report_fails_when_a_case_expects_an_unknown_tool(deck_dir: Path) -> None:
    (deck_dir / "cases.jsonl").write_text(
        '{"case_id": "c1", "query": "q", "expected_tools": ["nope"]}\n', encoding="utf-8"
    )
    result = runner.invoke(app, ["report", str(deck_dir), "--quiet"])
    assert result.exit_code == 2 and "'nope'" in result.stderr
    # the cases are checked before any stage runs: nothing of the report is printed
    loud = runner.invoke(app, ["report", str(deck_dir)])
    assert loud.exit_code == 2 and "'nope'" in loud.stderr
    assert "tooldeck report" not in loud.stdout and "summary" not in loud.stdout


def test_readme_commands_are_what_ci_runs() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    commands = re.findall(r"```bash\n(.+?)\n```", readme)
    assert len(commands) == 2, "the README's quick start gives exactly two commands"
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    for command in commands:
        assert command in ci, f"CI does not run the README command: {command}"


@pytest.mark.parametrize("command", [[], ["show"], ["convert"], ["report"], ["bfcl"]])
def test_help_renders(command: list[str]) -> None:
    result = runner.invoke(app, [*command, "--help"])
    assert result.exit_code == 0, result.output
    assert "Usage" in result.output


BFCL_SUBSET = ROOT / "tests" / "data" / "bfcl"


def test_bfcl_commands_on_the_attributed_subset(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TOOLDECK_BFCL_WHEEL", str(BFCL_SUBSET))
    listed = runner.invoke(app, ["bfcl", "categories"])
    assert listed.exit_code == 0, listed.output
    assert "simple_python" in listed.stdout
    out = tmp_path / "cases.jsonl"
    written = runner.invoke(app, ["bfcl", "cases", "simple_python", "-o", str(out)])
    assert written.exit_code == 0, written.output
    first = json.loads(out.read_text(encoding="utf-8").splitlines()[0])
    assert first["case_id"].startswith("simple_python_") and first["expected_tools"]
    shown = runner.invoke(app, ["show", "bfcl:simple_python", "--format", "json"])
    assert shown.exit_code == 0, shown.output
    assert len(json.loads(shown.stdout)) >= 1
    unknown = runner.invoke(app, ["bfcl", "cases", "nope", "-o", str(tmp_path / "x.jsonl")])
    assert unknown.exit_code == 2 and "unknown BFCL category 'nope'" in unknown.stderr
    assert not (tmp_path / "x.jsonl").exists()


def test_unknown_group_lists_the_known_ones(deck_dir: Path) -> None:
    result = runner.invoke(app, ["show", str(deck_dir), "--group", "nope"])
    assert result.exit_code == 2
    assert "no group 'nope'" in result.stderr and "orders, refunds" in result.stderr


def test_cases_lookup_stays_near_the_deck(tmp_path: Path, full_deck: Deck) -> None:
    sub = tmp_path / "sub"
    sub.mkdir()
    write_data(export(full_deck, "deck").data, sub / "gh.json")
    (tmp_path / "cases.jsonl").write_text(
        '{"case_id": "c1", "query": "q", "expected_tools": ["nope"]}\n', encoding="utf-8"
    )
    # a deck *file* only picks up cases.jsonl in its own directory
    assert runner.invoke(app, ["report", str(sub / "gh.json"), "-q"]).exit_code == 0
    # a deck *directory* also looks one level up; --no-cases turns the lookup off
    assert runner.invoke(app, ["report", str(sub), "-q"]).exit_code == 2
    write_data(export(full_deck, "deck").data, sub / "tools.yaml")
    assert runner.invoke(app, ["report", str(sub), "-q"]).exit_code == 2
    assert runner.invoke(app, ["report", str(sub), "-q", "--no-cases"]).exit_code == 0


def test_user_text_is_not_read_as_terminal_markup(tmp_path: Path) -> None:
    src = tmp_path / "x[b].json"
    src.write_text(
        json.dumps(
            [
                {
                    "name": "a.b[/x]",
                    "description": "Pass [red] or [link=x] to style.",
                    "input_schema": {"type": "object"},
                }
            ]
        ),
        encoding="utf-8",
    )
    shown = runner.invoke(app, ["show", str(src)])
    assert shown.exit_code == 0, shown.output
    assert "a.b[/x]" in shown.stdout and "Pass [red] or [link=x] to style." in shown.stdout
    converted = runner.invoke(app, ["convert", str(src), "--to", "openai"])
    assert converted.exit_code == 0, converted.output
    assert "^[a-zA-Z0-9_-]{1,64}$" in converted.stderr
    missing = runner.invoke(app, ["show", str(tmp_path / "y[/b].json")])
    assert missing.exit_code == 2 and "y[/b].json: no such file" in missing.stderr


def test_readme_python_example_runs(monkeypatch: pytest.MonkeyPatch) -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```python\n(.+?)```", readme, flags=re.S)
    assert blocks, "the README shows the Python API"
    monkeypatch.chdir(ROOT)
    namespace: dict[str, object] = {}
    exec(compile(blocks[0], "README.md", "exec"), namespace)
    deck = namespace["deck"]
    assert isinstance(deck, Deck) and "get_order_by_id" in deck


def test_bfcl_complete_parameters_flag(tmp_path: Path) -> None:
    src = tmp_path / "t.json"
    src.write_text(json.dumps([{"name": "ping", "input_schema": {"type": "object"}}]), "utf-8")
    plain = runner.invoke(app, ["convert", str(src), "--to", "bfcl"])
    assert plain.exit_code == 0 and "--complete-parameters" in plain.stderr
    assert json.loads(plain.stdout)[0]["parameters"] == {"type": "dict"}
    full = runner.invoke(app, ["convert", str(src), "--to", "bfcl", "--complete-parameters"])
    assert json.loads(full.stdout)[0]["parameters"] == {
        "type": "dict",
        "properties": {},
        "required": [],
    }
    wrong = runner.invoke(app, ["convert", str(src), "--to", "mcp", "--complete-parameters"])
    assert wrong.exit_code == 2


def test_report_records_a_section_that_cannot_be_built(full_deck: Deck) -> None:
    from tooldeck.errors import ToolDeckError
    from tooldeck.report import build_report

    def broken(deck: Deck, cases: object) -> object:
        raise ToolDeckError("needs the [dense] extra")

    report = build_report(full_deck, source="x", format="deck", sections=[("select", broken)])
    assert report.to_json()["select"] == {"skipped": "needs the [dense] extra"}


def test_report_has_cost_and_lint_sections(deck_dir: Path, tmp_path: Path) -> None:
    out = tmp_path / "report.json"
    result = runner.invoke(app, ["report", str(deck_dir), "-q", "--json", str(out)])
    assert result.exit_code == 0, result.output
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["cost"]["tokenizer"] == "o200k_base"
    assert data["cost"]["tools_count"] == 3
    assert data["lint"]["summary"]["tools"] == 3


@pytest.mark.parametrize(
    ("text", "first"),
    [
        ("Search files, e.g. logs. Then more.", "Search files, e.g. logs."),
        ("Find keys, i.e. ids. Next.", "Find keys, i.e. ids."),
        ("读取文件。然后写入", "读取文件。"),
        ("One! Two", "One!"),
        ("No end", "No end"),
    ],
)
def test_first_sentence_does_not_stop_at_abbreviations(text: str, first: str) -> None:
    from tooldeck.report.inventory import first_sentence

    assert first_sentence(text) == first


def test_piped_output_is_laid_out_wide_unless_columns_is_set(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Piped stdout gets PIPE_WIDTH columns (rich's default 80 cut table numbers to
    '0.3…'); a terminal or an explicit COLUMNS is left to rich."""
    import importlib
    import io
    import sys

    cli_app = importlib.import_module("tooldeck.cli.app")  # the package's `app` is the Typer

    monkeypatch.delenv("COLUMNS", raising=False)
    monkeypatch.setattr(sys, "stdout", io.StringIO())
    assert cli_app._stdout_width() == cli_app.PIPE_WIDTH
    monkeypatch.setenv("COLUMNS", "100")
    assert cli_app._stdout_width() == 100

    class Tty(io.StringIO):
        def isatty(self) -> bool:
            return True

    monkeypatch.delenv("COLUMNS")
    monkeypatch.setattr(sys, "stdout", Tty())
    assert cli_app._stdout_width() is None


@pytest.mark.parametrize("columns", ["0", "-5", "abc", "", "19", "2.5"])
def test_unusable_columns_falls_back_to_a_sane_width(
    monkeypatch: pytest.MonkeyPatch, columns: str
) -> None:
    """COLUMNS=0 made rich print nothing at all (error lines included) and COLUMNS=10 empty
    cells: values that are not whole numbers ≥ MIN_WIDTH are ignored, on both consoles."""
    import importlib
    import io
    import sys

    cli_app = importlib.import_module("tooldeck.cli.app")

    class Tty(io.StringIO):
        def isatty(self) -> bool:
            return True

        def fileno(self) -> int:
            raise io.UnsupportedOperation("no terminal here")

    monkeypatch.setenv("COLUMNS", columns)
    monkeypatch.setattr(sys, "stdout", io.StringIO())
    monkeypatch.setattr(sys, "stderr", io.StringIO())
    assert cli_app._stdout_width() == cli_app.PIPE_WIDTH
    assert cli_app._stderr_width() == 80  # rich's own default for a pipe
    monkeypatch.setattr(sys, "stderr", Tty())
    assert cli_app._stderr_width() == 80  # the terminal cannot be measured: 80
    monkeypatch.setenv("COLUMNS", "20")
    assert cli_app._stderr_width() == 20 == cli_app.MIN_WIDTH


def test_columns_zero_still_prints_the_error() -> None:
    import os
    import subprocess
    import sys

    env = {**os.environ, "COLUMNS": "0"}
    code = "from tooldeck.cli import main; main()"
    for args in (["cost", "/nonexistent"], ["select", "/nonexistent", "q"]):
        proc = subprocess.run(
            [sys.executable, "-c", code, *args],
            capture_output=True,
            text=True,
            env=env,
            timeout=120,
            check=False,
        )
        assert proc.returncode == 2, proc.stderr
        assert proc.stderr.strip() == "error: /nonexistent: no such file"
    proc = subprocess.run(
        [sys.executable, "-c", code, "select", "examples/aftersales/vague", "refund", "-k", "1"],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=False,
        cwd=ROOT,
    )
    assert proc.returncode == 0, proc.stderr
    assert "preview_refund_policy" in proc.stdout  # the table is shown, not blank


def test_report_checks_its_output_paths_before_any_stage(deck_dir: Path, tmp_path: Path) -> None:
    for option in ("--json", "-o"):
        for path, message in (
            (tmp_path / "missing" / "r.out", f"directory {tmp_path / 'missing'} does not exist"),
            (tmp_path, "is a directory; name a file"),
        ):
            res = runner.invoke(app, ["report", str(deck_dir), "--no-cases", option, str(path)])
            assert res.exit_code == 2, res.output
            assert res.stderr.startswith(f"error: {option} {path}: ") and message in res.stderr
            assert res.stdout == ""  # nothing of the report was computed or printed


def test_report_json_dash_prints_only_the_json(deck_dir: Path, tmp_path: Path) -> None:
    res = runner.invoke(app, ["report", str(deck_dir), "--no-cases", "--json", "-"])
    assert res.exit_code == 0, res.output
    data = json.loads(res.stdout)  # stdout holds the JSON alone
    assert data["schema"] == "tooldeck.report/v1" and data["inventory"]["tools"] == 3
    assert not (Path.cwd() / "-").exists()  # no file named '-'


def test_lone_surrogate_is_an_input_error(tmp_path: Path) -> None:
    path = tmp_path / "surrogate.json"
    path.write_text(
        '{"tools": [{"name": "s", "description": "bad \\ud800 surrogate", '
        '"inputSchema": {"type": "object"}}]}',
        encoding="utf-8",
    )
    for command in (["show", str(path)], ["cost", str(path)], ["select", str(path), "q"]):
        res = runner.invoke(app, command)
        assert res.exit_code == 2, (command, res.output)
        assert res.stderr.startswith(f"error: {path}: at /tools/0/description: string holds a")
        assert "Traceback" not in res.output


def test_error_text_is_never_read_as_emoji_codes(tmp_path: Path) -> None:
    """rich turns ':x:' into an emoji unless told not to; a path holding one must print as is."""
    missing = tmp_path / "a:x:b"
    result = CliRunner().invoke(app, ["show", str(missing)])
    assert result.exit_code == 2
    assert "a:x:b" in result.output and "\u274c" not in result.output
