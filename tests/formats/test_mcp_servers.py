"""A gateway/client config as a deck: real SDK servers over stdio and Streamable HTTP,
merged under server__tool names; one with CONFIG#name; a server that cannot start is a
warning naming it while the others load."""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from serve_http import serve_command, serve_http
from tooldeck.errors import ParseError, SourceError
from tooldeck.formats import load
from tooldeck.formats.mcp_client import endpoint_label, load_from_http_sync

SERVER = str(Path(__file__).resolve().parents[1] / "mcp_servers" / "listed_server.py")

GIT_TOOLS = [
    {
        "name": "status",
        "description": "Show the working tree status.",
        "inputSchema": {"type": "object"},
    },
    {"name": "log", "description": "Show commit logs.", "inputSchema": {"type": "object"}},
]
FS_TOOLS = [
    {"name": "read", "description": "Read a file.", "inputSchema": {"type": "object"}},
    {"name": "status", "description": "Disk usage status.", "inputSchema": {"type": "object"}},
]


def tools_file(tmp_path: Path, name: str, tools: list[dict[str, object]]) -> str:
    path = tmp_path / f"{name}.json"
    path.write_text(json.dumps(tools), encoding="utf-8")
    return str(path)


def stdio(tmp_path: Path, name: str, tools: list[dict[str, object]]) -> dict[str, object]:
    return {"command": sys.executable, "args": [SERVER, tools_file(tmp_path, name, tools)]}


def test_mcp_servers_config_is_one_namespaced_deck(tmp_path: Path) -> None:
    config = tmp_path / "mcp.json"
    servers = {
        "git": stdio(tmp_path, "git", GIT_TOOLS),
        "fs": stdio(tmp_path, "fs", FS_TOOLS),
        "broken": {"command": str(tmp_path / "no-such-server")},
    }
    config.write_text(json.dumps({"mcpServers": servers}, indent=2), encoding="utf-8")
    result = load(str(config))
    assert result.format == "mcp-config"
    assert result.deck.names == ("git__status", "git__log", "fs__read", "fs__status")
    assert result.deck["fs__status"].description == "Disk usage status."
    text = [str(w) for w in result.warnings]
    broken = [w for w in text if "'broken'" in w]
    assert len(broken) == 1
    assert f"{config}:17: server 'broken' could not be listed" in broken[0]  # json.dumps indent=2
    assert "(2 of 3 loaded)" in broken[0]
    assert any("'status' is offered by git, fs" in w for w in text)


def test_one_server_with_hash_name(tmp_path: Path) -> None:
    config = tmp_path / "gw.yaml"
    config.write_text(
        "upstreams:\n"
        f"  git: {json.dumps(stdio(tmp_path, 'git', GIT_TOOLS))}\n"
        f"  fs: {json.dumps(stdio(tmp_path, 'fs', FS_TOOLS))}\n",
        encoding="utf-8",
    )
    assert load(f"{config}#fs").deck.names == ("fs__read", "fs__status")
    with pytest.raises(SourceError, match=r"no server 'nope' \(servers: git, fs\)"):
        load(f"{config}#nope")


def test_no_server_listed_is_an_error_naming_each(tmp_path: Path) -> None:
    config = tmp_path / "gw.toml"
    config.write_text(f'[upstreams.a]\ncommand = "{tmp_path}/missing"\n', encoding="utf-8")
    with pytest.raises(SourceError, match=r"no server could be listed — a: "):
        load(str(config))


def test_servers_the_config_leaves_out_are_named_with_their_reason(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A fresh user's finding: with one server failing, one disabled and one naming an
    unset variable, the error named only the failing one, and ``CONFIG#time`` said "no
    server 'time'" although it is in the file. Both errors now say why each is left out."""
    monkeypatch.delenv("TOOLDECK_TEST_UNSET_VAR", raising=False)
    config = tmp_path / "client.json"
    servers = {
        "time": {"command": sys.executable, "env": {"TOKEN": "${TOOLDECK_TEST_UNSET_VAR}"}},
        "broken": {"command": sys.executable, "args": ["-c", "import sys; sys.exit(3)"]},
        "off": {"command": "nothing", "disabled": True},
    }
    config.write_text(json.dumps({"mcpServers": servers}, indent=2), encoding="utf-8")
    with pytest.raises(SourceError) as info:
        load(str(config))
    message = str(info.value)
    assert "no server could be listed — broken: " in message
    assert "server 'time' left out: mcpServers.time.env.TOKEN:" in message
    assert "TOOLDECK_TEST_UNSET_VAR, which is not set" in message
    assert "server 'off' left out: mcpServers.off.disabled:" in message
    with pytest.raises(SourceError, match=r"server 'time' left out: .*which is not set"):
        load(f"{config}#time")
    with pytest.raises(SourceError, match=r"server 'off' left out: .*disabled"):
        load(f"{config}#off")


def test_vscode_jsonc_config_is_a_deck_too(tmp_path: Path) -> None:
    # VS Code's mcp.json is JSON with Comments; the gateway reads it, so show/cost/lint must
    # too (the strict JSON parse alone failed with "invalid JSON").
    config = tmp_path / "mcp.json"
    server = json.dumps(stdio(tmp_path, "git", GIT_TOOLS))
    config.write_text(
        '{\n  // VS Code\n  "inputs": [],\n  "servers": {\n    "git": ' + server + ",\n  },\n}\n",
        encoding="utf-8",
    )
    result = load(str(config))
    assert result.format == "mcp-config"
    assert result.deck.names == ("git__status", "git__log")


def test_invalid_json_that_is_no_config_keeps_its_parse_error(tmp_path: Path) -> None:
    deck = tmp_path / "deck.json"
    deck.write_text('{\n  // a comment\n  "tools": [],\n}\n', encoding="utf-8")
    with pytest.raises(ParseError, match=r"deck.json:2:3: invalid JSON"):
        load(str(deck))


@pytest.fixture
def http_url(tmp_path: Path) -> Iterator[str]:
    with serve_http(serve_command(tmp_path)) as url:
        yield url


def test_http_upstream_listed_with_the_sdk_client(http_url: str, tmp_path: Path) -> None:
    direct = load_from_http_sync(http_url + "?key=secret", headers={"X-Key": "secret"})
    assert len(direct.deck) > 0
    config = tmp_path / "gw.yaml"
    config.write_text(
        f"upstreams:\n  web:\n    url: {http_url}\n    headers: {{X-Key: s3cret}}\n"
        f"  git: {json.dumps(stdio(tmp_path, 'git', GIT_TOOLS))}\n",
        encoding="utf-8",
    )
    merged = load(str(config)).deck
    assert [n for n in merged.names if n.startswith("web__")] == [
        f"web__{n}" for n in direct.deck.names
    ]
    assert "git__log" in merged.names


def test_http_unreachable_names_endpoint_without_secrets() -> None:
    assert endpoint_label("https://u:pw@h.example:8443/mcp?key=k#x") == "https://h.example:8443/mcp"
    with pytest.raises(SourceError, match=r"MCP server http://127\.0\.0\.1:9/mcp ") as info:
        load_from_http_sync("http://127.0.0.1:9/mcp?key=s3cret", timeout=20)
    assert "s3cret" not in str(info.value)


def test_lint_of_a_config_judges_namespaced_names_part_by_part(tmp_path: Path) -> None:
    """`tooldeck lint CONFIG`: N101 on `git__git_status` was a finding on every tool of
    every config (`__` is no snake_case); now the prefix and the server's tool name are
    judged apart, and a finding names the part at fault."""
    from typer.testing import CliRunner

    from tooldeck.cli import app

    git = [
        {"name": "git_status", "description": "x", "inputSchema": {"type": "object"}},
        {"name": "getTinyImage", "description": "x", "inputSchema": {"type": "object"}},
    ]
    clock = [{"name": "get_time", "description": "x", "inputSchema": {"type": "object"}}]
    config = tmp_path / "mcp.json"
    servers = {"git": stdio(tmp_path, "git", git), "my-clock": stdio(tmp_path, "clock", clock)}
    config.write_text(json.dumps({"mcpServers": servers}), encoding="utf-8")
    result = CliRunner().invoke(
        app, ["lint", str(config), "--no-config", "--select", "N101", "-f", "json"]
    )
    assert result.exit_code == 0, result.output
    found = {f["tool"]: f["message"] for f in json.loads(result.stdout)["findings"]}
    assert set(found) == {"git__getTinyImage", "my-clock__get_time"}  # not git__git_status
    assert "the tool 'getTinyImage' of server 'git'" in found["git__getTinyImage"]
    assert "use 'get_tiny_image'" in found["git__getTinyImage"]
    assert (
        "the prefix 'my-clock' is not lower snake_case; use 'my_clock'"
        in (found["my-clock__get_time"])
    )


def test_fields_the_gateway_passes_on_are_not_called_dropped_in_a_config_listing(
    tmp_path: Path,
) -> None:
    """A fresh user's finding: every command over server-everything warned that `execution`
    was "dropped", while the gateway copies it from the upstream's listing
    (gateway.server.PASSED_FIELDS). A config's listing says where it is kept and where
    not; a file's load still says dropped (nothing passes it on there)."""
    tool = {
        "name": "research",
        "inputSchema": {"type": "object"},
        "execution": {"taskSupport": "optional"},
        "icons": [{"src": "https://example.com/r.png"}],
    }
    config = tmp_path / "mcp.json"
    config.write_text(json.dumps({"mcpServers": {"every": stdio(tmp_path, "every", [tool])}}))
    text = {w.field: str(w) for w in load(str(config)).warnings}
    assert text["execution"] == (
        "execution: server 'every': MCP tool execution properties are not modelled by "
        "tooldeck: the gateway passes them on as the server lists them, but this deck, a "
        "lock and any conversion or export leave them out (1 tool: research)"
    )
    assert "icons are not modelled by tooldeck: the gateway passes them on" in text["icons"]
    listing = tmp_path / "tools.json"
    listing.write_text(json.dumps({"tools": [tool]}), encoding="utf-8")
    from_file = {w.field: str(w) for w in load(str(listing)).warnings}
    assert "not modelled by tooldeck; dropped" in from_file["execution"]


def test_a_field_not_modelled_is_one_warning_for_every_server_of_a_config(
    tmp_path: Path,
) -> None:
    """A fresh user's finding: the `icons`/`execution` warning showed once per server on
    every command over a config. A config's servers share one warning per field kind,
    naming each server and its tools (SERVER/TOOL), of the NotModelled class the CLI's
    reading commands leave out (tests/cli/test_unmodelled_fields.py)."""
    from tooldeck.formats.base import NotModelled

    def with_icon(name: str) -> dict[str, object]:
        return {"name": name, "inputSchema": {"type": "object"}, "icons": [{"src": "x.png"}]}

    config = tmp_path / "mcp.json"
    servers = {
        "one": stdio(tmp_path, "one", [with_icon("search")]),
        "two": stdio(tmp_path, "two", [with_icon("search"), with_icon("fetch")]),
    }
    config.write_text(json.dumps({"mcpServers": servers}), encoding="utf-8")
    icons = [w for w in load(str(config)).warnings if w.field == "icons"]
    assert len(icons) == 1 and isinstance(icons[0], NotModelled)
    assert icons[0].tools == ("one/search", "two/search", "two/fetch")
    assert icons[0].message.startswith("servers 'one', 'two': MCP tool icons are not modelled")
