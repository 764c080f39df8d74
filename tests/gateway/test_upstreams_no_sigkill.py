"""The gateway's upstream module imports where the ``signal`` module has no SIGKILL
(Windows): a default argument naming ``signal.SIGKILL`` once failed its import there."""

from __future__ import annotations

import subprocess
import sys

_PROBE = """
import signal
del signal.SIGKILL  # as on Windows
import tooldeck.gateway.upstreams as upstreams
print(upstreams.kill_group.__defaults__[0] == signal.SIGTERM)
"""


def test_the_upstream_module_imports_without_sigkill() -> None:
    done = subprocess.run(
        [sys.executable, "-c", _PROBE], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "True"
