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


@pytest.mark.parametrize("command", ["select", "show", "decode"])
def test_readme_row_names_every_option_of_the_everyday_commands(command: str) -> None:
    # a fresh user copied `tooldeck select` from the README's table and learnt of --json
    # (and --no-crosslingual, which the ranking of a Chinese request turns on) only from
    # --help; these rows are short enough to name every option
    import typer.main

    from tooldeck.cli import app

    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    (row,) = re.findall(rf"^\| `tooldeck {command} [^\n]*", readme, flags=re.M)
    sub = typer.main.get_command(app).commands[command]  # type: ignore[attr-defined]
    for param in sub.params:
        names = [o for o in (*param.opts, *param.secondary_opts) if o.startswith("--")]
        names = [o for o in names if o != "--help"]
        if param.param_type_name == "option" and names:
            assert any(name in row for name in names), f"{command}: {names} not in the README"


def test_readme_select_row_names_every_method() -> None:
    # a fresh user read the select row's --method list and missed hybrid-segments, which
    # `tooldeck select --help` and docs/select.md list
    from tooldeck.select.names import METHODS

    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    (row,) = re.findall(r"^\| `tooldeck select [^\n]*", readme, flags=re.M)
    (listed,) = re.findall(r"--method ([a-z0-9\\|-]+)\]", row)
    assert listed.split("\\|") == list(METHODS)


def test_readme_deck_sources_name_a_gateway_or_client_config() -> None:
    # `show`, `lint`, `cost`, `report` and `select` read a gateway or client config as a
    # deck (docs/gateway.md); the README's list of what DECK may be left it out
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    sources = readme.split("`DECK` is any of:", 1)[1].lstrip().split("\n\n", 1)[0]
    assert "mcpServers" in sources and "CONFIG#name" in sources
