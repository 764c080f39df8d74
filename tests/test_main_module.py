"""``python -m tooldeck`` (``src/tooldeck/__main__.py``): the same CLI as the script."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

SRC = Path(__file__).resolve().parents[1] / "src"


def _run(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(SRC), "COLUMNS": "100"}
    return subprocess.run(
        [sys.executable, "-m", "tooldeck", *args],
        capture_output=True,
        text=True,
        env=env,
        cwd=cwd,
        timeout=120,
    )


def test_python_m_tooldeck_runs_the_cli(tmp_path: Path) -> None:
    helped = _run("--help", cwd=tmp_path)
    assert helped.returncode == 0
    assert "Usage: tooldeck " in helped.stdout  # not "__main__.py"
    deck = tmp_path / "tools.json"
    deck.write_text('[{"name": "get_order", "description": "Get an order.", "inputSchema": {}}]')
    shown = _run("show", str(deck), cwd=tmp_path)
    assert shown.returncode == 0 and "get_order" in shown.stdout
    missing = _run("show", str(tmp_path / "none.json"), cwd=tmp_path)
    assert missing.returncode == 2 and "none.json" in missing.stderr
