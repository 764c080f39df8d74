"""Start-up of the ``tooldeck`` command: importing :mod:`tooldeck.cli` (every command, its
options and their help) imports neither the MCP SDK nor the select stage's retrievers
(``bm25s``, scipy, numpy); each command imports them in its body when it needs them.

Checked in a fresh interpreter, through ``sys.modules``, so that a module-level import
added later fails here rather than slowing every command down by seconds (see
benchmarks/bench_cli_startup.py for the times). The lazy packages (``tooldeck.select``,
``tooldeck.lint``, ``tooldeck.runtime``, ``tooldeck.gateway``) still give every name of
their ``__all__``.
"""

from __future__ import annotations

import importlib
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
KEPT_OUT = ("mcp", "mcp_types", "bm25s", "scipy", "numpy", "httpx", "starlette", "uvicorn")
"""Top-level packages no command pays for at start-up."""

_PROBE = """
import json, sys
{code}
print(json.dumps(sorted({{m.split(".")[0] for m in sys.modules}})))
"""


def _loaded(code: str) -> set[str]:
    """Top-level package names in ``sys.modules`` after ``code`` runs in a fresh
    interpreter on this checkout's ``src``."""
    env = dict(os.environ, PYTHONPATH=str(ROOT / "src"), COLUMNS="120")
    result = subprocess.run(
        [sys.executable, "-c", _PROBE.format(code=code)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, result.stderr[-3000:]
    return set(json.loads(result.stdout.strip().splitlines()[-1]))


def test_importing_the_cli_imports_no_sdk_and_no_retriever() -> None:
    loaded = _loaded("import tooldeck.cli")
    assert "tooldeck" in loaded and "typer" in loaded  # the probe saw the import
    assert sorted(loaded & set(KEPT_OUT)) == []


def test_help_show_and_a_dry_run_call_stay_light(tmp_path: Path) -> None:
    deck = tmp_path / "tools.json"
    tool = {
        "name": "get_time",
        "description": "Return the current time.",
        "inputSchema": {"type": "object", "properties": {}},
        "annotations": {"readOnlyHint": True},
    }
    deck.write_text(json.dumps({"tools": [tool]}), encoding="utf-8")
    code = (
        "from tooldeck.cli import app\n"
        "for argv in (['--help'], ['show', 'examples/ops68'], ['eval', '--help'],\n"
        f"             ['call', {str(deck)!r}, 'get_time', '--args', '{{}}']):\n"
        "    try:\n"
        "        app(argv, standalone_mode=False)\n"
        "    except SystemExit:\n"
        "        pass\n"
    )
    assert sorted(_loaded(code) & set(KEPT_OUT)) == []


def test_a_command_still_imports_what_it_needs() -> None:
    """The check above could pass by a probe that imports nothing: ``select`` must bring
    ``bm25s`` in (its BM25 retriever), so the probe does see lazy imports."""
    code = (
        "from tooldeck.cli import app\n"
        "app(['select', 'examples/ops68', 'restart a pod', '--method', 'bm25'],"
        " standalone_mode=False)\n"
    )
    assert "bm25s" in _loaded(code)


def test_lock_runs_the_poisoning_check_without_the_sdk_or_the_retrievers(tmp_path: Path) -> None:
    """``tooldeck lock`` lints each tool with the poisoning rules (the gateway's check,
    ``tooldeck.gateway.pinning``): that needs neither the MCP SDK (the gateway's server,
    imported with the package before session 19) nor numpy and ``bm25s`` (the look-alike
    rules' similarity, imported with the rule modules' name helpers) — 1.5 s and 0.3 s
    of every lock. The probe sees the check run (the poisoning rules were loaded and
    used) and the lock written."""
    lock = tmp_path / "x.lock"
    code = (
        "from tooldeck.cli import app\n"
        "try:\n"
        f"    app(['lock', 'examples/ops68', '-o', {str(lock)!r}], standalone_mode=False)\n"
        "except SystemExit:\n"
        "    pass\n"
        "from tooldeck.lint.poison import phrase_hit\n"
        "assert phrase_hit.cache_info().currsize > 0, 'the poisoning rules did not run'\n"
    )
    assert sorted(_loaded(code) & set(KEPT_OUT)) == []
    assert len(json.loads(lock.read_text(encoding="utf-8"))["tools"]) == 68


@pytest.mark.parametrize(
    "package", ["tooldeck.select", "tooldeck.lint", "tooldeck.runtime", "tooldeck.gateway"]
)
def test_lazy_packages_give_every_public_name(package: str) -> None:
    module = importlib.import_module(package)
    where = module._WHERE
    assert sorted(where) == sorted(module.__all__)
    for name in module.__all__:
        value = getattr(module, name)
        assert value is getattr(importlib.import_module(where[name]), name)
    with pytest.raises(AttributeError, match="no attribute 'not_a_name'"):
        _ = module.not_a_name


def test_the_literal_help_of_tool_choice_names_every_choice() -> None:
    """``tooldeck eval --tool-choice`` lists its choices as a literal (the backends are
    imported by the command only); it must name exactly :data:`TOOL_CHOICES`."""
    from typer.main import get_command

    from tooldeck.cli import app
    from tooldeck.eval.backends import TOOL_CHOICES

    command = get_command(app).commands["eval"]  # type: ignore[attr-defined]
    option = next(p for p in command.params if p.name == "tool_choice")
    assert option.help == f"One of {', '.join(TOOL_CHOICES)}."
