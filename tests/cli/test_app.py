"""The CLI application: help of every command, output width when piped, COLUMNS handling."""

from __future__ import annotations

import re
from itertools import pairwise
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from tooldeck.cli import app

ROOT = Path(__file__).resolve().parents[2]
runner = CliRunner()
BFCL_SUBSET = ROOT / "tests" / "data" / "bfcl"


@pytest.mark.parametrize("command", [[], ["show"], ["convert"], ["report"], ["bfcl"]])
def test_help_renders(command: list[str]) -> None:
    result = runner.invoke(app, [*command, "--help"])
    assert result.exit_code == 0, result.output
    assert "Usage" in result.output


def test_shell_completion_is_offered(monkeypatch: pytest.MonkeyPatch) -> None:
    """--install-completion and --show-completion exist (typer's completion); showing the
    bash script writes nothing. Typer takes the shell's name as the option's value only
    when its shell detection is off (otherwise it asks shellingham, which finds no shell
    under a detached CI job): its own test switch turns detection off."""
    monkeypatch.setenv("_TYPER_COMPLETE_TEST_DISABLE_SHELL_DETECTION", "1")
    shown = runner.invoke(app, ["--show-completion", "bash"])
    assert shown.exit_code == 0, shown.output
    assert "complete" in shown.stdout and "tooldeck" in shown.stdout
    assert "--install-completion" in runner.invoke(app, ["--help"]).stdout


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
    args = ["select", "examples/aftersales/vague", "refund", "-k", "1", "--method", "bm25"]
    proc = subprocess.run(
        [sys.executable, "-c", code, *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=False,
        cwd=ROOT,
    )
    assert proc.returncode == 0, proc.stderr
    assert "preview_refund_policy" in proc.stdout  # the table is shown, not blank


def _commands() -> dict[str, set[str]]:
    """Every command path ('report', 'bfcl cases', …) → the option names it accepts."""
    import typer

    found: dict[str, set[str]] = {}

    def walk(command: Any, path: list[str]) -> None:
        if hasattr(command, "commands"):  # a group (typer vendors its own click)
            for name, sub in command.commands.items():
                walk(sub, [*path, name])
            return
        found[" ".join(path)] = {o for p in command.params for o in (*p.opts, *p.secondary_opts)}

    walk(typer.main.get_command(app), [])
    # `gateway approve` parses its own arguments (cli.gateway_admin): its usage line is
    # where its options are declared
    import re

    from tooldeck.cli.gateway_admin import APPROVE_USAGE

    found["gateway approve"] = set(re.findall(r"--[a-z][a-z0-9-]*", APPROVE_USAGE))
    return found


_OPTION = r"(?<![\w-])--[a-z][a-z0-9-]*"
# "tooldeck lint --select N109": the option belongs to the command just before it
_OTHER_COMMAND = r"tooldeck ((?:bfcl |gateway )?[a-z]+)[^`'\";.()]{{0,40}}?({opt})"


def _misnamed(text: str, here: list[str], commands: dict[str, set[str]]) -> list[str]:
    """The ``--options`` of ``text`` that no command in ``here`` accepts; an option written
    after ``tooldeck OTHER`` is checked against OTHER instead."""
    import re

    bad = []
    for option in set(re.findall(_OPTION, text)):
        other = re.search(_OTHER_COMMAND.format(opt=re.escape(option)), text)
        targets = [other.group(1).strip()] if other else here
        if not all(option in commands.get(t, set()) for t in targets):
            bad.append(f"{option} (for {', '.join(targets)})")
    return bad


def test_every_option_a_help_text_names_exists_on_that_command() -> None:
    """Help of each command and of each of its options: a named ``--option`` is one the
    command takes (the issue: report's error named --base-url, which report lacked)."""
    import typer

    commands = _commands()
    problems = []

    def walk(command: Any, path: list[str]) -> None:
        if hasattr(command, "commands"):
            for name, sub in command.commands.items():
                walk(sub, [*path, name])
            return
        texts = [command.help or ""] + [getattr(p, "help", None) or "" for p in command.params]
        for text in texts:
            for bad in _misnamed(text, [" ".join(path)], commands):
                problems.append(f"{' '.join(path)}: {bad}")

    walk(typer.main.get_command(app), [])
    assert problems == []


# modules whose error texts reach these commands: every command listed must take the option
_ERROR_TEXTS = {
    "eval/backends": ["eval", "report"],
    "eval/runner.py": ["eval", "report"],
    "report": ["report"],
    "cli/report.py": ["report"],
    "cli/eval.py": ["eval"],
    "cli/cost.py": ["cost"],
    "formats/openai.py": ["convert"],
    "formats/openai_strict.py": ["convert"],
    "formats/gemini.py": ["convert"],
}


def _string_literals(path: Path) -> list[str]:
    """The string constants of a module, docstrings left out (they document the API)."""
    import ast

    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef)
        and node.body
        and isinstance(node.body[0], ast.Expr)
        and isinstance(node.body[0].value, ast.Constant)
    }
    return [
        node.value
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and id(node) not in docstrings
    ]


def test_every_option_an_error_text_names_exists_on_the_commands_it_reaches() -> None:
    """The eval backends' "pass --base-url" reaches both eval and report, so both take
    --base-url; the same for every ``--option`` in the error texts of the modules above."""
    commands = _commands()
    src = ROOT / "src" / "tooldeck"
    problems = []
    for prefix, reached in _ERROR_TEXTS.items():
        base = src / prefix
        files = sorted(base.rglob("*.py")) if base.is_dir() else [base]
        assert files, prefix
        for path in files:
            for text in _string_literals(path):
                for bad in _misnamed(text, reached, commands):
                    problems.append(f"{path.relative_to(src)}: {bad} in {text[:60]!r}")
    assert problems == []


def test_report_takes_the_eval_options_and_the_cost_window() -> None:
    options = _commands()["report"]
    assert {"--base-url", "--api-key-env", "--repeat", "--window", "--provider"} <= options
    assert "--provider" in _commands()["cost"]


def test_counts_agree_with_their_noun(tmp_path: Path) -> None:
    from tooldeck.cli.app import counted

    assert [counted(n, "tool") for n in (0, 1, 2, 1500)] == [
        "0 tools",
        "1 tool",
        "2 tools",
        "1,500 tools",
    ]
    assert counted(1, "miss", "misses") == "1 miss" and counted(3, "miss", "misses") == "3 misses"
    deck = tmp_path / "one.json"
    deck.write_text('[{"name": "ping", "input_schema": {"type": "object"}}]', "utf-8")
    shown = runner.invoke(app, ["show", str(deck)])
    assert shown.exit_code == 0 and ": 1 tool (anthropic)" in shown.stdout
    written = runner.invoke(
        app, ["convert", str(deck), "--to", "mcp", "-o", str(tmp_path / "o.json")]
    )
    assert "wrote 1 tool as mcp" in written.stderr


def test_cost_for_anthropic_says_the_openai_vocabulary_only_approximates_claude() -> None:
    """A fresh user's finding: ``cost --provider anthropic`` counted with o200k_base and
    showed an "OpenAI bills" line, without saying the count only approximates Claude's
    tokenizer (unpublished). Anthropic's form now gets the note and no OpenAI billing
    line; OpenAI's form keeps its billing line and gets no note."""
    from pathlib import Path

    ops68 = str(Path(__file__).resolve().parents[2] / "examples" / "ops68")
    runner = CliRunner()
    anthropic = runner.invoke(app, ["cost", ops68, "--provider", "anthropic"], terminal_width=300)
    assert anthropic.exit_code == 0, anthropic.output
    assert "approximates Claude's" in anthropic.output
    assert "OpenAI bills" not in anthropic.output
    openai = runner.invoke(app, ["cost", ops68, "--provider", "openai"], terminal_width=300)
    assert openai.exit_code == 0, openai.output
    assert "OpenAI bills" in openai.output and "approximates Claude's" not in openai.output


def test_usage_errors_are_one_line() -> None:
    """Two fresh users' finding: an unknown option or a bad option value came in typer's
    80-column box wrapped over 5–6 lines, where the README promises one-line errors. The
    message is one line now, with the command's help named; exit 2 as before."""
    import os
    import subprocess
    import sys

    for args, expected in (
        (["gateway", "--mode", "searchy", "x.json"], "--mode must be one of full, search"),
        (["select", "--sweep"], "No such option: --sweep"),
        (["cost", "examples/ops68", "--provider", "gemini"], "'gemini' is not one of"),
    ):
        done = subprocess.run(
            [sys.executable, "-m", "tooldeck", *args],
            capture_output=True,
            text=True,
            timeout=120,
            env={**os.environ, "COLUMNS": "80"},
        )
        assert done.returncode == 2, done.stderr
        lines = done.stderr.strip().splitlines()
        assert len(lines) == 1 and lines[0].startswith("error: ") and expected in lines[0], lines
        assert f"(see 'tooldeck {args[0]} --help')" in lines[0]


def _command_paths(typer_app: Any, prefix: tuple[str, ...] = ()) -> list[list[str]]:
    paths = []
    for command in typer_app.registered_commands:
        name = command.name or command.callback.__name__.replace("_", "-")
        paths.append([*prefix, name])
    for group in typer_app.registered_groups:
        if group.name:
            paths += _command_paths(group.typer_instance, (*prefix, group.name))
    return paths


@pytest.mark.parametrize("command", _command_paths(app), ids=" ".join)
def test_help_paragraphs_are_rewrapped_not_broken_at_source_lines(command: list[str]) -> None:
    """Every paragraph of a command's help is wrapped to the terminal as one text. typer
    0.29 kept the docstring's own line breaks after the first paragraph, so at 80 columns
    `tooldeck serve --help` showed a 90-character source line as a full line and then a
    line holding one word ("missing"), and `call`, `report`, `gateway` alike. A line of
    one word followed by more text of the same paragraph is that break."""
    result = runner.invoke(app, [*command, "--help"], env={"COLUMNS": "80"}, terminal_width=80)
    assert result.exit_code == 0, result.output
    head = result.output.split("╭", 1)[0]
    lines = [line.strip() for line in head.splitlines()]
    for line, following in pairwise(lines):
        assert not (len(line.split()) == 1 and following), (command, line, head)


@pytest.mark.parametrize(
    "args",
    [
        ["lint", "py:{long}.py"],
        ["lint", "{long}.json"],
        ["report", "{long}.json"],
        ["lock", "{long}.json"],
        ["diff", "{long}.json", "{long}.json"],
    ],
)
def test_a_file_name_longer_than_the_system_allows_is_one_error_line(args: list[str]) -> None:
    """A deck argument of 5,000 characters: every command probed it as a path somewhere
    (the deck loader, the lint configuration beside a ``py:`` file, …) and the system's
    ENAMETOOLONG escaped as a traceback (found reviewing session 19). Now one line, exit 2;
    the length is the argument's, counted here by hand (5,000 + the suffix)."""
    long = "a" * 5000
    result = runner.invoke(app, [a.format(long=long) for a in args])
    assert result.exit_code == 2, result.output
    assert result.exception is None or isinstance(result.exception, SystemExit)
    assert "Traceback" not in result.output
    assert "is longer than the system allows" in result.output or (
        "cannot read the deck file: File name too long" in result.output
    )


def test_the_python_api_names_a_deck_path_the_system_refuses() -> None:
    import tooldeck
    from tooldeck.errors import SourceError

    with pytest.raises(SourceError, match="a deck file name of 5,005 characters: cannot read"):
        tooldeck.load("a" * 5000 + ".json")


@pytest.mark.parametrize("command", ["select", "lint", "show", "cost", "report"])
def test_deck_help_names_configs_and_http_servers(command: str) -> None:
    """These commands read a gateway or MCP client config as a deck (``CONFIG#name``: one
    server) and an ``mcp:http(s)://`` URL (docs/gateway.md, README); the DECK argument's
    help named neither, so a fresh user did not learn from ``--help`` that
    ``tooldeck select servers.json "…"`` works."""
    result = runner.invoke(app, [command, "--help"], env={"COLUMNS": "100"}, terminal_width=100)
    assert result.exit_code == 0, result.output
    text = " ".join(re.sub(r"[│╭╮╰╯─]", " ", result.output).split())
    assert "mcpServers" in text and "CONFIG#name" in text, text
    assert "mcp:http(s)://" in text, text


def test_select_refuses_a_query_of_bytes_that_are_not_utf8() -> None:
    """Session 22's breaker: ``tooldeck select examples/ops68 $'deploy caf\\xe9'`` (a
    Latin-1 terminal) printed a traceback from the tokenizer; it is one error line,
    exit 2, as any bad query."""
    out = CliRunner().invoke(app, ["select", str(ROOT / "examples/ops68"), "deploy caf\udce9"])
    assert out.exit_code == 2, out.output
    assert "lone surrogate" in out.output and "Traceback" not in out.output


def test_stderr_lines_are_never_wrapped_at_the_terminal_width() -> None:
    """Session 22's breaker: ``cost --format`` wrote its deprecation warning on two lines
    at 80 columns (the README: error and warning lines are never wrapped). A real
    subprocess with a 40-column terminal width: the warning is one line."""
    import os
    import subprocess
    import sys

    env = {**os.environ, "COLUMNS": "40"}
    done = subprocess.run(
        [
            sys.executable,
            "-c",
            "from tooldeck.cli import main; main()",
            "cost",
            str(ROOT / "examples/ops68"),
            "--format",
            "openai",
        ],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=False,
    )
    warning = [line for line in done.stderr.splitlines() if "deprecated" in line]
    assert warning == [
        "warning: cost --format is deprecated; use --provider (the same option as report's)"
    ], done.stderr


@pytest.mark.parametrize("command", ["serve", "gateway", "call"])
def test_redact_help_warns_that_model_written_keys_hide_too(command: str) -> None:
    """rebreak32 R6: ``--redact dsn`` also hides a key ``dsn`` the model writes inside a
    free-form value (``env={'dsn': 'reboot'}`` run by ``sh -c "$dsn"``), and the help
    read as a feature ("at any depth, whatever the schema says") with no warning."""
    result = runner.invoke(app, [command, "--help"], env={"COLUMNS": "100"}, terminal_width=100)
    assert result.exit_code == 0, result.output
    text = " ".join(re.sub(r"[│╭╮╰╯─]", " ", result.output).split())
    assert "model writes inside a free-form value" in text, text
    assert "choose names the model would not use as such keys" in text, text
