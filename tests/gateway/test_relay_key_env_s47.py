"""Session 47 (trial47 finding 11): the gateway gave every stdio upstream its relay key
(``TOOLDECK_RELAY_KEY``), which only ``tooldeck serve`` reads and removes; behind the
gateway the npm everything server's ``get-env`` tool returned it to the client. The key
now goes only to an upstream whose command line runs ``tooldeck serve``
(:func:`tooldeck.gateway.upstreams.runs_tooldeck_serve`), so docs/gateway.md's "no tool
sees it" holds.

Real components: npm ``@modelcontextprotocol/server-everything`` (installed by ``.ci/run``
into ``.ci/npm``; skipped without node), whose ``get-env`` returns its process environment
as JSON, behind the in-process :class:`tooldeck.gateway.Gateway`.
"""

from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path

import anyio
import mcp
import pytest

from gateway_fixtures import config
from tooldeck.formats.mcp_config import UpstreamSpec
from tooldeck.gateway import Gateway
from tooldeck.gateway.upstreams import runs_tooldeck_serve
from tooldeck.serve.sessions import RELAY_KEY_ENV

ROOT = Path(__file__).resolve().parents[2]
EVERYTHING = ROOT / ".ci" / "npm" / "node_modules" / ".bin" / "mcp-server-everything"


def test_only_a_tooldeck_serve_command_line_gets_the_key() -> None:
    assert runs_tooldeck_serve("tooldeck", ["serve", "deck.yaml", "--handlers", "h:x"])
    assert runs_tooldeck_serve("/opt/venv/bin/tooldeck", ["serve", "deck.yaml"])
    assert runs_tooldeck_serve(sys.executable, ["-m", "tooldeck", "serve", "app.py"])
    assert runs_tooldeck_serve("uvx", ["tooldeck", "serve", "app.py"])
    assert runs_tooldeck_serve("sh", ["-c", "exec tooldeck serve app.py"])
    assert not runs_tooldeck_serve("npx", ["-y", "@modelcontextprotocol/server-everything"])
    assert not runs_tooldeck_serve("tooldeck", ["gateway", "servers.json"])
    assert not runs_tooldeck_serve("node", ["dist/index.js", "serve"])


async def test_a_third_party_upstream_does_not_see_the_relay_key(tmp_path: Path) -> None:
    if shutil.which("node") is None:
        pytest.skip("node is not installed: the npm server cannot run")
    if not EVERYTHING.exists():
        pytest.skip("@modelcontextprotocol/server-everything is not installed in .ci/npm")
    spec = UpstreamSpec("every", "stdio", command=str(EVERYTHING))
    with anyio.fail_after(90):
        async with (
            Gateway(config(spec), artifacts=tmp_path) as gateway,
            mcp.Client(gateway.server) as client,
        ):
            shown = await client.call_tool("every__get-env", {})
    assert shown.is_error is False, shown
    env = json.loads(shown.content[0].text)  # type: ignore[union-attr]
    assert "PATH" in env  # the tool does show its environment
    assert RELAY_KEY_ENV not in env
