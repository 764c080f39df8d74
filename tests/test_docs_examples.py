"""Docs that run: every ```python block of README.md and docs/ is executed, offline.

Each file's blocks run in a fresh interpreter (``tests/docs_examples.py``), so examples
that register a format or start a server cannot leak into other tests. A block that cannot
run here is marked ``<!-- not run: REASON -->`` in the doc; the marks are listed below so
that skipping stays the exception.
"""

from __future__ import annotations

import os
import shlex
import subprocess
import sys
from typing import Any

import pytest

from docs_examples import ROOT, blocks, commands, doc_files

FILES = [path for path in doc_files() if any(not b.skip for b in blocks(path))]


@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(ROOT)))
def test_doc_examples_run(path: os.PathLike[str]) -> None:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT / "src"), str(ROOT / "tests")])}
    for key in ("OPENAI_API_KEY", "ANTHROPIC_API_KEY"):  # offline: no provider is reachable
        env.pop(key, None)
    proc = subprocess.run(
        [sys.executable, str(ROOT / "tests" / "docs_examples.py"), str(path)],
        capture_output=True, text=True, timeout=300, env=env, check=False,
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr[-4000:]


def test_the_areas_each_have_a_running_example() -> None:
    ran = {b.path.name: b for path in doc_files() for b in blocks(path) if not b.skip}
    for name in ("README.md", "runtime.md", "select.md", "cost.md", "lint.md", "serve.md"):
        assert name in ran, f"no example runs in {name}"


def test_skipped_examples_say_why() -> None:
    skipped = [b for path in doc_files() for b in blocks(path) if b.skip]
    assert all(len(b.skip or "") > 10 for b in skipped)
    assert len(skipped) <= 5, [f"{b.path.name}:{b.line}" for b in skipped]


def test_doc_commands_name_real_commands_and_options() -> None:
    """Every concrete ``tooldeck …`` line of a shell block parses: the command exists, its
    options exist and take the values given (a file argument need not exist here)."""
    import typer

    from tooldeck.cli import app

    root: Any = typer.main.get_command(app)
    checked, problems = 0, []
    for path in doc_files():
        for line, command in commands(path):
            words = shlex.split(command)[1:]
            group, name = root, "tooldeck"
            while words and hasattr(group, "commands") and words[0] in group.commands:
                name, group = words[0], group.commands[words[0]]
                words = words[1:]
            try:
                group.make_context(name, words)
            except Exception as error:  # typer's vendored click: UsageError and kin
                problems.append(f"{path.relative_to(ROOT)}:{line}: {command}: {error}")
            checked += 1
    assert checked >= 10 and problems == []


@pytest.mark.parametrize(
    "args",
    [
        ["lint", "examples/aftersales/vague"],
        ["lint", "--explain", "X101"],
        ["lint", "--list-rules"],
    ],
)
def test_cheap_doc_commands_run(args: list[str], monkeypatch: pytest.MonkeyPatch) -> None:
    from typer.testing import CliRunner

    from tooldeck.cli import app

    assert ("tooldeck " + " ".join(args)) in {c for p in doc_files() for _, c in commands(p)}
    monkeypatch.chdir(ROOT)
    result = CliRunner().invoke(app, args)
    assert result.exit_code in (0, 1), result.output  # lint: 1 = findings at --fail-on
    assert result.exception is None or isinstance(result.exception, SystemExit), result.output
    assert result.stdout.strip()


def test_extras_the_docs_name_exist() -> None:
    """trial36 L9: docs/decode.md said "the decode extra"; pyproject has none of that name.
    Every ``the X extra`` / ``tooldeck[X]`` of README.md and docs/ names an optional
    dependency group of pyproject.toml."""
    import re
    import tomllib

    extras = set(
        tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["optional-dependencies"]
    )
    named = re.compile(r"\bthe `?([A-Za-z0-9_-]+)`? extra\b|tooldeck\[([A-Za-z0-9_,-]+)\]")
    wrong, seen = [], 0
    for path in [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]:
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            for match in named.finditer(line):
                for name in (match.group(1) or match.group(2)).split(","):
                    seen += 1
                    if name not in extras:
                        wrong.append(f"{path.name}:{number}: {name}")
    assert seen >= 5 and wrong == [], wrong


def test_the_two_era_client_of_serve_md_runs_as_a_script(tmp_path: Any) -> None:
    """trial36 L9: serve.md's "A real client, both protocol eras" example used ``mcp``
    without importing it and ``async with`` at top level, so pasted into a file it did not
    run (the docs run shares one namespace and allows top-level await). Here it runs on
    its own, ``python client.py``, beside the ``app.py`` its text names."""
    import re

    from docs_examples import blocks

    serve_md = ROOT / "docs" / "serve.md"
    (client,) = [b for b in blocks(serve_md) if 'for era in ("legacy", "2026-07-28")' in b.code]
    opening = re.escape('Path("app.py").write_text(' + "'''")
    app_py = re.search(opening + "(.*?)'''", serve_md.read_text(encoding="utf-8"), re.S)
    assert app_py is not None
    (tmp_path / "app.py").write_text(app_py.group(1), encoding="utf-8")
    (tmp_path / "client.py").write_text(client.code, encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    proc = subprocess.run(
        [sys.executable, "client.py"], cwd=tmp_path, capture_output=True, text=True,
        timeout=120, env=env, check=False,
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr[-4000:]
    assert proc.stdout.count("delete_page") == 2  # one approval question per era


def test_the_python_api_block_of_serve_md_runs_as_a_script(tmp_path: Any) -> None:
    """trial38 L: serve.md's "Python API" block had ``async with`` at module level (the docs
    run allows top-level await, a script does not): ``python pyapi.py`` was a SyntaxError,
    so its ``app.py`` was never written and the next example failed too. Here it runs on its
    own as a reader runs it, and writes the ``app.py`` the two-era client uses."""
    serve_md = ROOT / "docs" / "serve.md"
    (api,) = [b for b in blocks(serve_md) if 'build("app.py", approve=["delete_page"]' in b.code]
    (tmp_path / "pyapi.py").write_text(api.code, encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    proc = subprocess.run(
        [sys.executable, "pyapi.py"], cwd=tmp_path, capture_output=True, text=True,
        timeout=120, env=env, check=False,
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr[-4000:]
    assert (tmp_path / "app.py").exists()
