"""Session 47 (trial47 finding 9): ``tooldeck gateway status FILE`` took 6.7 to 10.3 s at
load 10, most of it importing what it never uses: the gateway command imported the
gateway's server (the MCP SDK), its runner and ``gateway_admin`` (pinning, the dry-run
measurement) before it looked at its first argument. ``status`` now imports only
:mod:`tooldeck.cli.gateway_status` and :mod:`tooldeck.gateway.status`.

Real component: this checkout's command line in a fresh interpreter (the modules a process
imported are a fact of that process, not of timing), reading a status file written by
hand in the layout :func:`tooldeck.gateway.status.document_problem` accepts.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HEAVY = ("mcp", "tooldeck.gateway.server", "tooldeck.gateway.run", "tooldeck.gateway.measure")
"""Modules ``status`` does not need (``tooldeck.lint.engine`` is not one of them: every
command imports it with :mod:`tooldeck.cli`, through the report's summary)."""
PROBE = """
import sys
from tooldeck.cli import app
try:
    app(["gateway", "status", sys.argv[1]], prog_name="tooldeck")
except SystemExit as exc:
    code = exc.code
heavy = sorted(m for m in {heavy!r} if m in sys.modules)
print("HEAVY", heavy, "CODE", code)
"""


def test_gateway_status_imports_no_gateway_server_sdk_or_lint(tmp_path: Path) -> None:
    status = tmp_path / "gw.status.json"
    document = {"kind": "tooldeck-gateway-status", "gateway": {}, "upstreams": []}
    status.write_text(json.dumps(document), encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-c", PROBE.format(heavy=HEAVY), str(status)],
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT / "src")},
        timeout=300,
    )
    last = done.stdout.strip().splitlines()[-1]
    assert last.startswith("HEAVY [] CODE "), (last, done.stderr)
    assert "CODE 2" not in last, done.stdout + done.stderr  # the file was read
