"""Session 44: each ```python block of docs/gateway.md runs alone (a user copies one).

tests/test_docs_examples.py runs a file's blocks in order in one namespace, where a block
may use what an earlier one defined; the Python API's second block used the first one's
``servers`` and failed with a NameError when copied by itself. Here each block runs in a
fresh interpreter of its own, from a scratch folder, as tests/docs_examples.py runs them.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from docs_examples import ROOT, Block, blocks

GATEWAY_BLOCKS = [b for b in blocks(ROOT / "docs" / "gateway.md") if not b.skip]


def test_the_python_api_has_two_blocks() -> None:
    assert len(GATEWAY_BLOCKS) >= 2


@pytest.mark.parametrize("block", GATEWAY_BLOCKS, ids=lambda b: f"gateway.md:{b.line}")
def test_each_block_runs_alone(block: Block, tmp_path: Path) -> None:
    code = block.code
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT / "src"), str(ROOT / "tests")])}
    proc = subprocess.run(
        [sys.executable, "-c", code], cwd=tmp_path, capture_output=True, text=True,
        timeout=240, env=env, check=False,
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr[-3000:]
