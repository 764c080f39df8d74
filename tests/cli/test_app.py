"""The CLI application: help of every command, output width when piped, COLUMNS handling."""

from __future__ import annotations

from pathlib import Path

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
