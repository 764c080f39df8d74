"""``mcp:http(s)://`` sources (issue 13 item 6): a deck read from a live MCP server over
Streamable HTTP, here ``tooldeck serve --http`` in a subprocess.

The deck read over HTTP must equal the one read over stdio from the same app (the
reference: the stdio client of ``tooldeck.formats.mcp_client``, tested on its own), and
show/lint/cost/report/select must take the URL as their deck. Loopback only.
"""

from __future__ import annotations

import json
import os
import shlex
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from typer.testing import CliRunner

from serve_http import serve_command, serve_http
from tooldeck.cli import app
from tooldeck.formats import export, load
from tooldeck.formats.mcp_client import load_from_http_sync
from tooldeck.formats.sources import HEADERS_ENV

ROOT = Path(__file__).resolve().parents[2]
APP = str(ROOT / "tests" / "serve" / "serve_app.py")
SRC = str(ROOT / "src")
CODE = "from tooldeck.cli import main; main()"


def _env() -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": SRC + os.pathsep + os.environ.get("PYTHONPATH", "")}


@pytest.fixture(scope="module")
def url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with serve_http(serve_command(tmp_path_factory.mktemp("artifacts"))) as url:
        yield url


def test_a_deck_over_http_equals_the_deck_over_stdio(
    url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    over_http = load_from_http_sync(url, timeout=120)
    monkeypatch.setenv("PYTHONPATH", _env()["PYTHONPATH"])
    over_stdio = load(f"mcp:{shlex.join([sys.executable, '-c', CODE, 'serve', APP])}")
    assert export(over_http.deck, "mcp").data == export(over_stdio.deck, "mcp").data
    assert over_http.deck.names[0] == "add" and len(over_http.deck) == 11
    assert load(f"mcp:{url}").deck == over_http.deck  # the source string, as the CLI reads it
    assert over_http.deck.tools[0].source == f"mcp:{url}#tools[0]"


@pytest.mark.parametrize(
    "args",
    [
        ["show"],
        ["lint", "--format", "json"],
        ["cost"],
        ["report"],
        ["select", "{url}", "add two numbers"],
    ],
)
def test_cli_commands_take_an_http_source(url: str, args: list[str]) -> None:
    source = f"mcp:{url}"
    argv = [a.replace("{url}", source) for a in args]
    if "{url}" not in args:
        argv.insert(1, source)
    result = CliRunner().invoke(app, argv)
    assert result.exception is None or isinstance(result.exception, SystemExit), result.output
    assert result.exit_code in (0, 1), result.output  # lint exits 1 when it finds errors
    assert "Traceback" not in result.output
    assert "add" in result.output


def test_unreachable_and_bad_urls_are_one_error_line(monkeypatch: pytest.MonkeyPatch) -> None:
    with socket_free_port() as port:
        dead = f"http://127.0.0.1:{port}/mcp"
    result = CliRunner().invoke(app, ["show", f"mcp:{dead}"])
    assert result.exit_code == 2
    assert f"MCP server {dead} cannot be reached" in result.stderr
    monkeypatch.setenv(HEADERS_ENV, "not json")
    result = CliRunner().invoke(app, ["show", f"mcp:{dead}"])
    assert result.exit_code == 2 and f"{HEADERS_ENV} must be a JSON object" in result.stderr


def test_headers_from_the_environment_are_sent(url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    # a header the server does not know is harmless; a malformed Origin is refused by the
    # SDK's DNS-rebinding protection on loopback, which proves the header was sent
    monkeypatch.setenv(HEADERS_ENV, json.dumps({"Origin": "http://evil.example"}))
    result = CliRunner().invoke(app, ["show", f"mcp:{url}"])
    assert result.exit_code == 2, result.output
    assert f"MCP server {url}" in result.stderr


class socket_free_port:
    """A loopback port that was free a moment ago (bound, then closed)."""

    def __enter__(self) -> int:
        import socket

        with socket.socket() as sock:
            sock.bind(("127.0.0.1", 0))
            port: int = sock.getsockname()[1]
        return port

    def __exit__(self, *exc: object) -> None:
        return None


def test_a_listing_over_one_mebibyte_is_read(tmp_path: Path) -> None:
    """A server whose ``tools/list`` is one SSE event of about 1.3 MB (300 tools with
    4,200-character descriptions): the SDK's HTTP client refuses events over 1 MiB by
    default, and ``mcp:http://…`` failed with "SSE stream failed: Server-sent event
    exceeded the 1048576 byte limit", while the same server read over stdio (lines up to
    16 MiB) loaded. Every tool is read now."""
    filler = "Lorem ipsum dolor sit amet. " * 150  # 4,200 characters
    tools = [
        {
            "name": f"tool_{i}",
            "description": f"Do thing {i}. {filler}",
            "inputSchema": {"type": "object", "properties": {"a": {"type": "string"}}},
            "annotations": {"readOnlyHint": True},
        }
        for i in range(300)
    ]
    deck = tmp_path / "tools.json"
    deck.write_text(json.dumps({"tools": tools}), encoding="utf-8")
    handlers = tmp_path / "big_handlers.py"
    handlers.write_text(
        "handlers = {" + ", ".join(f"'tool_{i}': lambda **k: 'ok'" for i in range(300)) + "}\n",
        encoding="utf-8",
    )
    command = [sys.executable, "-c", CODE, "serve", str(deck), "--handlers", f"{handlers}:handlers"]
    with serve_http([*command, "--artifacts", str(tmp_path)]) as url:
        loaded = load_from_http_sync(url, timeout=120)
    assert len(loaded.deck) == 300 and loaded.deck.names[-1] == "tool_299"
    assert loaded.deck["tool_7"].description == f"Do thing 7. {filler}"
