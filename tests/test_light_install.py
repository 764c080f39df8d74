"""The base install's main job (report, select, lint, cost, eval with the router) imports
none of the optional heavy packages: torch, sentence-transformers, transformers, XGrammar,
and the provider SDKs (openai, anthropic) until an API model is asked for. Checked in a
fresh interpreter running the real CLI commands, whether or not the extras are installed
(this venv has them: the check is that nothing on the path reaches for them)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
HEAVY = ("torch", "sentence_transformers", "transformers", "xgrammar", "openai", "anthropic")

_RUN = """
import json, sys
from tooldeck.cli import app
ran = []
for argv in {commands!r}:
    try:
        app(argv, standalone_mode=False)
    except SystemExit as exc:  # lint exits 1 when it finds something
        if exc.code not in (None, 0) and not (argv[0] == "lint" and exc.code == 1):
            raise
    ran.append(argv[0])
heavy = sorted(m for m in sys.modules if m.split(".")[0] in {heavy!r})
print(json.dumps({{"ran": ran, "heavy": heavy}}))
"""


def _run(commands: list[list[str]], tmp_path: Path) -> dict[str, list[str]]:
    env = {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "HOME": str(tmp_path),
        "TOOLDECK_CACHE": str(tmp_path / "cache"),
        "PYTHONPATH": os.environ.get("PYTHONPATH", str(ROOT / "src")),
        "COLUMNS": "120",
    }
    code = _RUN.format(commands=commands, heavy=HEAVY)
    result = subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert result.returncode == 0, result.stderr[-3000:]
    last: dict[str, list[str]] = json.loads(result.stdout.strip().splitlines()[-1])
    return last


def test_the_main_job_imports_no_torch_transformers_xgrammar_or_provider_sdk(
    tmp_path: Path,
) -> None:
    html = tmp_path / "report.html"
    commands = [
        ["report", "examples/ops68", "-o", str(html), "--json", str(tmp_path / "r.json")],
        ["select", "examples/ops68", "show me the slowest database queries", "-k", "3"],
        ["lint", "examples/ops68"],
        ["cost", "examples/ops68"],
        ["eval", "examples/ops68", "--cases", "examples/ops68/cases.jsonl", "--model", "router"],
    ]
    out = _run(commands, tmp_path)
    assert out["ran"] == ["report", "select", "lint", "cost", "eval"]
    assert out["heavy"] == [], out["heavy"]
    report = json.loads((tmp_path / "r.json").read_text(encoding="utf-8"))
    assert "hybrid" in json.dumps(report["select"])  # the dense part ran (no bm25 fallback)
    assert html.stat().st_size > 0


def test_an_api_model_without_its_sdk_names_the_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    import importlib.util

    from tooldeck.eval.backends import BackendError, make_backend

    real = importlib.util.find_spec

    def hide(name: str, *args: object) -> object:
        return None if name in ("openai", "anthropic") else real(name, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(importlib.util, "find_spec", hide)
    for spec in ("openai:gpt-4o-mini", "anthropic:claude-haiku-4-5"):
        with pytest.raises(BackendError, match=r"pip install 'tooldeck\[providers\]'"):
            make_backend(spec)
    assert make_backend("router").__class__.__name__ == "RouterBackend"
