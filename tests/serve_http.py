"""``tooldeck serve --http 127.0.0.1:0`` in a subprocess, shared by the tests that drive a
served deck over Streamable HTTP (importable: ``pythonpath = ["tests"]``).

* :func:`serve_command` — the ``tooldeck serve`` command line for an app (by default
  ``tests/serve/serve_app.py``) with its ``--artifacts`` folder and any extra options;
* :func:`serve_env` — the environment with ``src`` first on ``PYTHONPATH``;
* :func:`serve_http` — starts a command line with ``--http 127.0.0.1:0`` (a free loopback
  port), waits for the address it prints once the socket is bound, yields that ``/mcp``
  URL, and ends the server.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SRC = str(ROOT / "src")
SERVE_APP = str(ROOT / "tests" / "serve" / "serve_app.py")
CODE = "from tooldeck.cli import main; main()"


def serve_env() -> dict[str, str]:
    """``os.environ`` with ``src`` first on ``PYTHONPATH``."""
    return {**os.environ, "PYTHONPATH": SRC + os.pathsep + os.environ.get("PYTHONPATH", "")}


def serve_command(artifacts: Path | str, *extra: str, app: str = SERVE_APP) -> list[str]:
    """``tooldeck serve APP --artifacts ARTIFACTS *EXTRA`` run by this interpreter."""
    return [sys.executable, "-c", CODE, "serve", app, "--artifacts", str(artifacts), *extra]


@contextmanager
def serve_http(args: Sequence[str]) -> Iterator[str]:
    """The ``/mcp`` URL of ``args --http 127.0.0.1:0`` running in a subprocess."""
    proc = subprocess.Popen(
        [*args, "--http", "127.0.0.1:0"], env=serve_env(), stderr=subprocess.PIPE, text=True
    )
    try:
        assert proc.stderr is not None
        line = proc.stderr.readline()  # printed once the socket is bound
        found = re.search(r"http://127\.0\.0\.1:(\d+)/mcp", line)
        assert found, line
        yield found.group(0)
    finally:
        proc.terminate()
        proc.wait(timeout=30)
