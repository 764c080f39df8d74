"""The README's commands are what CI runs, and its Python example runs."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from tooldeck.tool import Deck

ROOT = Path(__file__).resolve().parents[1]
runner = CliRunner()
BFCL_SUBSET = ROOT / "tests" / "data" / "bfcl"


def test_readme_commands_are_what_ci_runs() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    commands = re.findall(r"```bash\n(.+?)\n```", readme)
    assert len(commands) == 2, "the README's quick start gives exactly two commands"
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    for command in commands:
        assert command in ci, f"CI does not run the README command: {command}"


def test_readme_python_example_runs(monkeypatch: pytest.MonkeyPatch) -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```python\n(.+?)```", readme, flags=re.S)
    assert blocks, "the README shows the Python API"
    monkeypatch.chdir(ROOT)
    namespace: dict[str, object] = {}
    exec(compile(blocks[0], "README.md", "exec"), namespace)
    deck = namespace["deck"]
    assert isinstance(deck, Deck) and "get_order_by_id" in deck
