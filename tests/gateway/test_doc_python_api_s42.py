"""docs/gateway.md's "Python API" block runs as written in an install of tooldeck alone
(trial42 LOW: its upstream was ``python -m mcp_server_time``, which a fresh install lacks;
the block failed with an AssertionError and the prerequisite was only a code comment).
The block is run as the docs runner runs it (a fresh interpreter, a scratch folder), and
each ``-m MODULE`` it starts is tooldeck or a package the text before it says to install."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

from docs_examples import ROOT, blocks

DOC = ROOT / "docs" / "gateway.md"


def _api_block() -> tuple[str, str]:
    """``(the section's text before the block, the block's code)``."""
    text = DOC.read_text(encoding="utf-8")
    section = text[text.index("\n## Python API\n") :]
    intro = section[: section.index("```python")]
    line = text.count("\n", 0, text.index("\n## Python API\n")) + 1
    block = next(b for b in blocks(DOC) if b.line > line)
    return intro, block.code


def test_every_module_the_block_starts_is_tooldeck_or_said_to_be_installed() -> None:
    intro, code = _api_block()
    modules = re.findall(r'"-m", "([\w.]+)"', code)
    assert modules, code
    for module in modules:
        package = module.replace("_", "-")
        assert module == "tooldeck" or f"pip install {package}" in intro, module


def test_the_block_runs(tmp_path: Path) -> None:
    _, code = _api_block()
    script = tmp_path / "gw_api.py"
    script.write_text(code, encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    proc = subprocess.run(
        [sys.executable, str(script)],
        capture_output=True, text=True, timeout=240, env=env, cwd=tmp_path, check=False,
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert "'state': 'ready'" in proc.stdout or "ready" in proc.stdout, proc.stdout
