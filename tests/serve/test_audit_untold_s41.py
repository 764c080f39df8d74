"""Session 41 (trial40b nit): docs/serve.md says that when a stateless request naming no
client repeats a call, "the call runs, the audit's decision says why"; the audit line read
``"reason": "details withheld"``. The duplicate guard's reason for such a call is fixed
words and a time (no text of the arguments), so the audit keeps it. Real SDK client, real
``tooldeck serve --http --audit`` subprocess over loopback HTTP (2026-07-28, stateless: a
handshake-era session is a client of its own and its repeat is refused)."""

from __future__ import annotations

import json
from pathlib import Path

import anyio
import mcp

from serve_http import serve_command, serve_http

APP = '''
from tooldeck import tool


@tool(destructive=False)
def load_csv(path: str) -> str:
    """Load a CSV file into the analyst's workspace.

    Args:
        path: the file.
    """
    return f"loaded {path}"
'''


async def test_the_audit_says_why_an_untold_repeat_ran(tmp_path: Path) -> None:
    """docs/serve.md: a request naming no client is not refused as a repeat, "the audit's
    decision says why"; the audit line read ``"reason": "details withheld"`` (trial40b)."""
    app = tmp_path / "analysts.py"
    app.write_text(APP, encoding="utf-8")
    audit = tmp_path / "audit.jsonl"
    with serve_http(serve_command(tmp_path / "art", "--audit", str(audit), app=str(app))) as url:
        for _ in range(2):
            with anyio.fail_after(60):
                async with mcp.Client(url, mode="auto") as client:
                    await client.call_tool("load_csv", {"path": "sales.csv"})
    records = [json.loads(line) for line in audit.read_text(encoding="utf-8").splitlines()]
    calls = [r for r in records if r.get("tool") == "load_csv"]
    assert len(calls) == 2, records
    (said,) = [d["reason"] for d in calls[1]["decisions"] if d["check"] == "duplicate"]
    assert said.startswith("run although an identical call finished"), said
    assert "cannot tell apart" in said and "sales.csv" not in said
