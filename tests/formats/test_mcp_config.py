"""load_gateway_config: tooldeck gateway configs (YAML/TOML/JSON) and client configs
(mcpServers of Claude Desktop/Cursor/Claude Code, VS Code servers), with errors naming
file, line and key. Expected lines are counted by hand in the texts below."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from tooldeck.errors import GatewayConfigError, ParseError, SourceError
from tooldeck.formats.mcp_config import load_gateway_config


def write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


CLAUDE_DESKTOP = """{
  "mcpServers": {
    "time": {
      "command": "uvx",
      "args": ["mcp-server-time", "--local-timezone=UTC"]
    },
    "git": {
      "command": "mcp-server-git",
      "env": {"GIT_TOKEN": "s3cret"}
    }
  },
  "preferences": {"quickEntry": true}
}
"""


def test_claude_desktop_mcp_servers(tmp_path: Path) -> None:
    path = write(tmp_path, "claude_desktop_config.json", CLAUDE_DESKTOP)
    config = load_gateway_config(path)
    assert [u.name for u in config.upstreams] == ["time", "git"]
    time, git = config.upstreams
    assert time.transport == "stdio"
    assert time.command == "uvx"
    assert time.args == ("mcp-server-time", "--local-timezone=UTC")
    assert time.origin == f"{path}:3"
    assert git.env == {"GIT_TOKEN": "s3cret"}
    assert config.lock == tmp_path / "claude_desktop_config.json.lock"
    assert config.separator == "__" and config.namespacing == "always" and config.mode == "full"
    assert config.warnings == ()


def test_secrets_are_not_in_repr(tmp_path: Path) -> None:
    config = load_gateway_config(write(tmp_path, "c.json", CLAUDE_DESKTOP))
    assert "s3cret" not in repr(config)


def test_vscode_servers_with_http_and_inputs(tmp_path: Path) -> None:
    text = json.dumps(
        {
            "inputs": [{"type": "promptString", "id": "tok", "password": True}],
            "servers": {
                "remote": {
                    "type": "http",
                    "url": "https://mcp.example.com/mcp",
                    "headers": {"Authorization": "Bearer ${input:tok}"},
                },
                "local": {"type": "stdio", "command": "node", "args": ["${workspaceFolder}/s.js"]},
            },
        },
        indent=2,
    )
    path = write(tmp_path, "proj/.vscode/mcp.json", text)
    config = load_gateway_config(path)
    # ${input:tok} needs VS Code's prompt: that server is left out, with a warning
    assert [u.name for u in config.upstreams] == ["local"]
    assert config.upstreams[0].args == (f"{(tmp_path / 'proj').resolve()}/s.js",)
    (warning,) = config.warnings
    assert "'remote' left out" in warning and "${input:tok}" in warning
    assert warning.startswith(f"{path}:14:")  # the Authorization line (json.dumps indent=2)


def test_claude_code_variables(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TD_TOKEN", "abc")
    monkeypatch.delenv("TD_UNSET", raising=False)
    text = json.dumps(
        {
            "mcpServers": {
                "api": {
                    "type": "http",
                    "url": "${TD_BASE:-http://127.0.0.1:9}/mcp",
                    "headers": {"X-Key": "${TD_TOKEN}", "X-Cursor": "${env:TD_TOKEN}"},
                },
                "needs": {"command": "srv", "env": {"K": "${TD_UNSET}"}},
            }
        },
        indent=2,
    )
    config = load_gateway_config(write(tmp_path, ".mcp.json", text))
    (api,) = config.upstreams
    assert api.url == "http://127.0.0.1:9/mcp"
    assert api.headers == {"X-Key": "abc", "X-Cursor": "abc"}
    (warning,) = config.warnings
    assert "TD_UNSET" in warning and "not set" in warning and "'needs' left out" in warning


def test_tooldeck_format_does_not_expand_vscode_forms(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TD_HOME", "/h")
    path = write(
        tmp_path,
        "gw.yaml",
        "upstreams:\n  a:\n    command: srv\n    args: ['${env:HOME}', '${TD_HOME}', '$TD_HOME']\n",
    )
    (a,) = load_gateway_config(path).upstreams
    # ${env:…} is Cursor's/VS Code's form, and a bare $VAR is no form at all: kept as written
    assert a.args == ("${env:HOME}", "/h", "$TD_HOME")


GATEWAY_YAML = """\
separator: "-"
namespacing: on-collision
mode: search
resident: ["time-*"]
resident_read_only: true
lock: locks/gw.lock
upstreams:
  time:
    command: mcp-server-time
    prefix: t
  remote:
    url: http://127.0.0.1:8123/mcp
    headers: {Authorization: Bearer x}
  git:
    type: stdio
    command: mcp-server-git
    args: [--repository, .]
    cwd: repo
"""


def test_tooldeck_yaml(tmp_path: Path) -> None:
    (tmp_path / "repo").mkdir()
    config = load_gateway_config(write(tmp_path, "gw.yaml", GATEWAY_YAML))
    assert config.separator == "-"
    assert config.namespacing == "on-collision"
    assert config.mode == "search"
    assert config.resident == ("time-*",)
    assert config.resident_read_only is True
    assert config.lock == tmp_path / "locks/gw.lock"
    time, remote, git = config.upstreams
    assert time.prefix == "t" and time.origin.endswith("gw.yaml:8")
    assert remote.transport == "http" and remote.url == "http://127.0.0.1:8123/mcp"
    assert git.cwd == str(tmp_path / "repo")


def test_tooldeck_toml_and_json_agree_with_yaml(tmp_path: Path) -> None:
    toml = write(
        tmp_path,
        "gw.toml",
        'separator = "-"\n[upstreams.time]\ncommand = "mcp-server-time"\nprefix = "t"\n',
    )
    js = write(
        tmp_path,
        "gw.json",
        json.dumps(
            {"separator": "-", "upstreams": {"time": {"command": "mcp-server-time", "prefix": "t"}}}
        ),
    )
    a, b = load_gateway_config(toml), load_gateway_config(js)
    assert a.upstreams[0].command == b.upstreams[0].command == "mcp-server-time"
    assert a.upstreams[0].origin == f"{toml}:2"


@pytest.mark.parametrize(
    ("name", "text", "where", "key", "words"),
    [
        (
            "gw.yaml",
            "upstreams:\n  time:\n    comand: x\n",
            3,
            "upstreams.time.comand",
            "did you mean 'command'",
        ),
        ("gw.yaml", "upstreams:\n  time:\n    args: [a]\n", 2, "upstreams.time", "needs a command"),
        ("gw.yaml", "upstreams:\n  w:\n    url: 'http:/x y'\n", 3, "upstreams.w.url", "no host"),
        ("gw.yaml", "upstreams:\n  w:\n    url: ftp://h/x\n", 3, "upstreams.w.url", "scheme ftp"),
        ("gw.yaml", "mdoe: full\nupstreams: {}\n", 1, "mdoe", "did you mean 'mode'"),
        ("gw.yaml", "mode: fast\nupstreams: {}\n", 1, "mode", "not one of full, search"),
        ("gw.yaml", "separator: '.'\nupstreams: {}\n", 1, "separator", "[A-Za-z0-9_-]"),
        (
            "gw.toml",
            '[upstreams.a]\ncommand = "x"\n\n[upstreams.b]\ncommand = "y"\nargs = "z"\n',
            6,
            "upstreams.b.args",
            "list of strings",
        ),
        (
            "m.json",
            '{"mcpServers": {\n  "a": {"command": "x",\n        "url": "http://h/"}}}',
            2,
            "mcpServers.a",
            "not both",
        ),
        (
            "m.json",
            '{"mcpServers": {\n  "a": {"command": "x",\n  "env": {"N": 3}}}}',
            3,
            "mcpServers.a.env.N",
            'quote it: "3"',
        ),
        (
            "gw.yaml",
            "upstreams:\n  a: {command: x, prefix: p}\n  b: {command: y, prefix: p}\n",
            3,
            "upstreams.b.prefix",
            "both use the prefix 'p'",
        ),
        (
            "m.json",
            '{"mcpServers": {"a/b": {"command": "x"}}}',
            1,
            "mcpServers['a/b']",
            "must not contain '/'",
        ),
        (  # trial35 L12: the name separator inside a server name (its default prefix)
            "m.json",
            '{"mcpServers": {"a__b": {"command": "x"}}}',
            1,
            "mcpServers.a__b",
            "name (its default prefix) 'a__b' holds the name separator '__' (or runs into "
            "it), so an exposed name such as 'a__b__TOOL' cannot be told apart from another "
            "server's: rename the server (e.g. 'a-b')",
        ),
        (
            "gw.yaml",
            "upstreams:\n  a__b: {command: x}\n",
            2,
            "upstreams.a__b",
            "give it a prefix without it (prefix: 'a-b') or rename the server",
        ),
        (  # an explicit prefix that runs into the separator: 'a_' + '__' reads as 'a' + '___'
            "gw.yaml",
            "upstreams:\n  a: {command: x, prefix: a_}\n",
            2,
            "upstreams.a.prefix",
            "prefix 'a_' holds the name separator '__'",
        ),
        (  # a separator of its own: '-' inside a server name is then the ambiguous part
            "gw.yaml",
            "separator: '-'\nupstreams:\n  my-git: {command: x}\n",
            3,
            "upstreams.my-git",
            "(prefix: 'my_git')",
        ),
        ("m.json", '{"tools": []}', None, "", "expected a top-level 'upstreams'"),
        (
            "gw.yaml",
            "resident_read_only: 'yes'\nupstreams:\n  a: {command: x}\n",
            1,
            "resident_read_only",
            "must be true or false, not a string",
        ),
    ],
)
def test_errors_name_file_line_key(
    tmp_path: Path, name: str, text: str, where: int | None, key: str, words: str
) -> None:
    path = write(tmp_path, name, text)
    with pytest.raises(GatewayConfigError) as info:
        load_gateway_config(path)
    err = info.value
    assert err.path == str(path)
    assert err.line == where
    assert err.key == key
    assert words in str(err)
    assert str(err).startswith(f"{path}:{where}: {key}" if where else f"{path}: ")


def test_a_server_name_with_the_separator_loads_under_a_prefix_without_it(tmp_path: Path) -> None:
    """The refusal of a server name holding the separator (trial35 L12) offers a prefix as
    the fix; that fix loads, and so does the name under a separator it does not hold."""
    path = write(tmp_path, "gw.yaml", "upstreams:\n  a__b: {command: x, prefix: a-b}\n")
    assert load_gateway_config(path).upstreams[0].prefix == "a-b"
    path = write(tmp_path, "gw.yaml", "separator: '-'\nupstreams:\n  a__b: {command: x}\n")
    assert load_gateway_config(path).upstreams[0].name == "a__b"
    path = write(tmp_path, "gw.yaml", "upstreams:\n  a__b: {command: x, prefix: ''}\n")
    assert load_gateway_config(path).upstreams[0].prefix == ""  # no prefix: nothing to split


def test_duplicate_server_names_are_parse_errors_with_line(tmp_path: Path) -> None:
    path = write(
        tmp_path, "m.json", '{"mcpServers": {\n"a": {"command": "x"},\n"a": {"command": "y"}}}'
    )
    with pytest.raises(ParseError, match=r"m\.json:3:.*'a'"):
        load_gateway_config(path)
    path = write(tmp_path, "gw.yaml", "upstreams:\n  a: {command: x}\n  a: {command: y}\n")
    with pytest.raises(ParseError, match=r"gw\.yaml:3:.*duplicate key 'a'"):
        load_gateway_config(path)
    path = write(tmp_path, "gw.toml", '[upstreams.a]\ncommand="x"\n[upstreams.a]\ncommand="y"\n')
    with pytest.raises(ParseError, match=r"gw\.toml: invalid TOML.*line 3"):
        load_gateway_config(path)


def test_client_only_skips_are_warnings(tmp_path: Path) -> None:
    text = json.dumps(
        {
            "mcpServers": {
                "off": {"command": "x", "disabled": True},
                "sse": {"type": "sse", "url": "http://127.0.0.1:1/sse"},
                "envf": {"command": "x", "envFile": ".env"},
                "ok": {"command": "x", "autoApprove": ["t"]},
            }
        }
    )
    config = load_gateway_config(write(tmp_path, "mcp.json", text))
    assert [u.name for u in config.upstreams] == ["ok"]
    assert len(config.warnings) == 3
    assert "disabled" in config.warnings[0]
    assert "Streamable HTTP" in config.warnings[1]
    assert "envFile" in config.warnings[2]
    # only the server the config disables is marked so (lint reports it as a note)
    assert [(lo.name, lo.disabled) for lo in config.left_out_servers] == [
        ("off", True),
        ("sse", False),
        ("envf", False),
    ]


def test_file_bounds_hold(tmp_path: Path) -> None:
    with pytest.raises(SourceError, match="no such file"):
        load_gateway_config(tmp_path / "missing.json")
    with pytest.raises(SourceError, match="gateway config is a directory"):
        load_gateway_config(tmp_path)


def test_vscode_jsonc_comments_and_trailing_commas(tmp_path: Path) -> None:
    text = (
        "{\n"
        "  // my servers\n"
        '  "servers": {\n'
        '    "a": {"command": "srv", "args": ["http://x/*not a comment*/", "//kept"],},\n'
        "    /* b is\n"
        "       off */\n"
        '    "b": {"comand": "x"},\n'
        "  },\n"
        "}\n"
    )
    path = write(tmp_path, ".vscode/mcp.json", text)
    with pytest.raises(GatewayConfigError) as info:
        load_gateway_config(path)
    assert info.value.line == 7  # lines are kept where they were
    path = write(tmp_path, ".vscode/mcp.json", text.replace('"comand"', '"command"'))
    a, b = load_gateway_config(path).upstreams
    assert a.args == ("http://x/*not a comment*/", "//kept")  # strings are not comments
    assert b.command == "x"


# --- inherit_env -----------------------------------------------------------------------------


def test_inherit_env_is_read_in_every_shape(tmp_path: Path) -> None:
    yaml_text = (
        "upstreams:\n"
        "  a: {command: srv}\n"
        "  b: {command: srv, inherit_env: true}\n"
        "  c: {command: srv, inherit_env: [GITHUB_TOKEN, AWS_PROFILE, GITHUB_TOKEN]}\n"
        "  d: {command: srv, inherit_env: false}\n"
    )
    a, b, c, d = load_gateway_config(write(tmp_path, "g.yaml", yaml_text)).upstreams
    assert (a.inherit_env, b.inherit_env, d.inherit_env) == (False, True, False)
    assert c.inherit_env == ("GITHUB_TOKEN", "AWS_PROFILE")  # repeated name kept once
    toml_text = '[upstreams.x]\ncommand = "srv"\ninherit_env = ["HTTPS_PROXY"]\n'
    (x,) = load_gateway_config(write(tmp_path, "g.toml", toml_text)).upstreams
    assert x.inherit_env == ("HTTPS_PROXY",)
    client = {"mcpServers": {"gh": {"command": "srv", "inherit_env": ["GH_TOKEN"]}}}
    (gh,) = load_gateway_config(write(tmp_path, "c.json", json.dumps(client))).upstreams
    assert gh.inherit_env == ("GH_TOKEN",)


@pytest.mark.parametrize(
    ("value", "key", "says"),
    [
        ('"GITHUB_TOKEN"', "upstreams.s.inherit_env", 'write a list: ["GITHUB_TOKEN"]'),
        # a fresh user's findings: each suggestion must itself be accepted
        ('"true"', "upstreams.s.inherit_env", "write the boolean without quotes: true"),
        ('"False"', "upstreams.s.inherit_env", "write the boolean without quotes: false"),
        ('""', "upstreams.s.inherit_env", "remove the key (the default set) or write a list"),
        ('"A, B"', "upstreams.s.inherit_env", 'write a list: ["A", "B"]'),
        ("3", "upstreams.s.inherit_env", "must be true (the whole environment), false"),
        ("{A: b}", "upstreams.s.inherit_env", "not an object"),
        (
            "[A, 3]",
            "upstreams.s.inherit_env[1]",
            "must be a variable name (a string), not a number",
        ),
        ('["A=b"]', "upstreams.s.inherit_env[0]", "is not an environment variable name"),
        ('[""]', "upstreams.s.inherit_env[0]", "is not an environment variable name"),
        ('["AWS_*"]', "upstreams.s.inherit_env[0]", "list each variable by its full name"),
    ],
)
def test_a_bad_inherit_env_is_one_line_naming_the_key(
    tmp_path: Path, value: str, key: str, says: str
) -> None:
    path = write(
        tmp_path, "g.yaml", f"upstreams:\n  s:\n    command: srv\n    inherit_env: {value}\n"
    )
    with pytest.raises(GatewayConfigError) as info:
        load_gateway_config(path)
    assert info.value.key == key
    assert info.value.line == 4
    assert says in str(info.value)
    assert "\n" not in str(info.value)


def test_inherit_env_on_an_http_server_is_an_error(tmp_path: Path) -> None:
    text = "upstreams:\n  r:\n    url: http://127.0.0.1:1/mcp\n    inherit_env: true\n"
    with pytest.raises(GatewayConfigError) as info:
        load_gateway_config(write(tmp_path, "g.yaml", text))
    assert info.value.key == "upstreams.r.inherit_env"
    assert "for stdio servers" in str(info.value)


def test_process_env_default_names_and_whole(monkeypatch: pytest.MonkeyPatch) -> None:
    """Expected sets derived by hand from the SDK's documented default (its own
    ``get_default_environment()``) plus the names listed, plus ``env`` on top."""
    from mcp.client.stdio import get_default_environment

    from tooldeck.formats.mcp_config import UpstreamSpec

    monkeypatch.setenv("TD_SECRET_A", "value-a")
    monkeypatch.setenv("TD_SECRET_B", "value-b")
    monkeypatch.delenv("TD_UNSET", raising=False)
    env = {"OWN": "x", "TD_SECRET_B": "from-env"}
    default = UpstreamSpec("s", "stdio", command="srv", env=env).process_env()
    assert default == {**get_default_environment(), "OWN": "x", "TD_SECRET_B": "from-env"}
    assert "TD_SECRET_A" not in default
    listed = UpstreamSpec(
        "s", "stdio", command="srv", env=env, inherit_env=("TD_SECRET_A", "TD_UNSET")
    ).process_env()
    assert listed["TD_SECRET_A"] == "value-a" and "TD_UNSET" not in listed
    assert listed["TD_SECRET_B"] == "from-env"  # env wins over an inherited value
    whole = UpstreamSpec("s", "stdio", command="srv", env=env, inherit_env=True).process_env()
    assert whole["TD_SECRET_A"] == "value-a" and whole["OWN"] == "x"
    assert set(whole) == set(os.environ) | {"OWN"}


def test_timeout_is_a_server_call_timeout_in_both_kinds(tmp_path: Path) -> None:
    # before: the gateway YAML refused `timeout` as unknown while an mcpServers file
    # accepted and dropped it (and autoApprove) without a word
    gateway = load_gateway_config(
        write(tmp_path, "gw.yaml", "upstreams:\n  time:\n    command: x\n    timeout: 5\n")
    )
    assert gateway.upstreams[0].timeout_s == 5.0
    text = '{"mcpServers": {\n"time": {"command": "x", "timeout": 1.5,\n"autoApprove": ["t"]}}}'
    path = write(tmp_path, "mcp.json", text)
    client = load_gateway_config(path)
    assert client.upstreams[0].timeout_s == 1.5
    assert client.warnings == ()  # nothing left out
    assert client.notes == (
        f"{path}:3: mcpServers.time.autoApprove: not read: the gateway approves destructive "
        "tools only with `tooldeck gateway --approve SERVER__TOOL` or by asking its "
        "client's user",
    )
    plain = load_gateway_config(
        write(tmp_path, "p.json", '{"mcpServers": {"a": {"command": "x"}}}')
    )
    assert plain.upstreams[0].timeout_s is None and plain.notes == ()


@pytest.mark.parametrize("value", ['"5"', "true", "0", "-1", "[5]"])
def test_a_bad_timeout_is_one_line_naming_the_key(tmp_path: Path, value: str) -> None:
    path = write(
        tmp_path, "gw.yaml", f"upstreams:\n  time:\n    command: x\n    timeout: {value}\n"
    )
    with pytest.raises(GatewayConfigError) as info:
        load_gateway_config(path)
    assert str(info.value).startswith(f"{path}:4: upstreams.time.timeout: must be a number")
    assert "leave it out for the gateway's --timeout" in str(info.value)


def test_a_bare_variable_in_env_or_headers_is_named_at_load(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A fresh user's finding: `"env": {"C_KEY": "$NOPE_KEY"}` was passed literally without
    a word (and the server's stderr tail then masked the value). Each format's expanding
    form is named: ${NAME} for mcpServers, ${env:NAME} for VS Code's servers."""
    monkeypatch.setenv("TD_TOKEN", "a$Bc%D%")  # an expanded value is not looked at
    text = json.dumps(
        {
            "mcpServers": {
                "c": {
                    "command": "srv",
                    "env": {
                        "C_KEY": "$NOPE_KEY",
                        "DIR": "%APPDATA%\\tool",
                        "OK": "${TD_TOKEN}",
                        "PASS": "hunter$2word",  # not a variable's shape: no note
                    },
                },
                "h": {
                    "type": "http",
                    "url": "http://127.0.0.1:9/mcp",
                    "headers": {"A": "Bearer $TOK"},
                },
            }
        },
        indent=2,
    )
    path = write(tmp_path, "servers.json", text)
    notes = load_gateway_config(path).notes
    assert notes == (
        f"{path}:6: mcpServers.c.env.C_KEY: $NOPE_KEY is passed to the server as written, "
        "not expanded (a bare $VAR or %VAR% never is here); write ${NOPE_KEY} to use the "
        "environment variable",
        f"{path}:7: mcpServers.c.env.DIR: %APPDATA% is passed to the server as written, "
        "not expanded (a bare $VAR or %VAR% never is here); write ${APPDATA} to use the "
        "environment variable",
        f"{path}:16: mcpServers.h.headers.A: $TOK is passed to the server as written, "
        "not expanded (a bare $VAR or %VAR% never is here); write ${TOK} to use the "
        "environment variable",
    )
    vscode = write(
        tmp_path,
        ".vscode/mcp.json",
        json.dumps({"servers": {"c": {"command": "srv", "env": {"K": "$NOPE"}}}}),
    )
    (note,) = load_gateway_config(vscode).notes
    assert "write ${env:NOPE} to use the environment variable" in note


def test_the_bare_variable_note_is_a_load_warning_of_every_config_command(
    tmp_path: Path,
) -> None:
    import sys

    from typer.testing import CliRunner

    from tooldeck.cli import app

    root = Path(__file__).resolve().parents[2]
    server = root / "tests" / "mcp_servers" / "listed_server.py"
    listing = write(
        tmp_path, "tools.json", json.dumps([{"name": "ping", "inputSchema": {"type": "object"}}])
    )
    spec = {
        "command": sys.executable,
        "args": [str(server), str(listing)],
        "env": {"K": "$NOPE_KEY"},
    }
    path = write(tmp_path, "servers.json", json.dumps({"mcpServers": {"c": spec}}))
    result = CliRunner().invoke(app, ["lock", str(path), "-o", str(tmp_path / "x.lock")])
    assert result.exit_code == 0, result.output
    assert "warning (load): " in result.stderr
    assert "$NOPE_KEY is passed to the server as written" in " ".join(result.stderr.split())


def test_a_missing_cwd_leaves_its_server_out(tmp_path: Path) -> None:
    """A fresh user's finding: a stdio server's ``cwd`` that does not exist started as
    "command not found". It is read as a config fault of that server, named with
    FILE:LINE and key, and the server is left out like one whose variable is unset — the
    config's other servers still load (one bad server of a client config does not block
    lint/show for all)."""
    path = write(
        tmp_path,
        "gw.yaml",
        "upstreams:\n  a:\n    command: x\n    cwd: /nonexistent/dir\n  b: {command: y}\n",
    )
    config = load_gateway_config(path)
    assert [u.name for u in config.upstreams] == ["b"]
    ((name, line),) = config.left_out
    assert name == "a"
    assert "gw.yaml:4" in line and "upstreams.a.cwd" in line
    assert "no such folder: /nonexistent/dir; give the folder the server runs in" in line
    assert config.left_out_servers[0].reason == "cwd no such folder: /nonexistent/dir"


@pytest.mark.parametrize(
    ("name", "text"), [("servers.json", ""), ("gw.yaml", " \n\n"), ("gw.toml", "")]
)
def test_empty_config_says_empty(tmp_path: Path, name: str, text: str) -> None:
    # A fresh user's `tooldeck gateway --from empty.json` read "invalid JSON: Expecting
    # value"; a deck file already says "the file is empty" (README, bad input).
    with pytest.raises(ParseError, match="the file is empty") as info:
        load_gateway_config(write(tmp_path, name, text))
    assert name in str(info.value)


@pytest.mark.parametrize("top", ["mcpServers", "servers"])
def test_top_level_new_tools_in_a_client_config_is_refused_not_ignored(
    tmp_path: Path, top: str
) -> None:
    """docs/gateway.md shows ``new_tools: quarantine`` at the top level of a gateway
    config; written there in a client config (where the gateway reads no options) it
    would be silently dropped, and every new tool pinned unreviewed. It is an error naming
    the key, its line, and the two ways that work; per server it is read."""
    path = tmp_path / "mcp.json"
    server = {"command": "srv"}
    path.write_text(
        json.dumps({top: {"a": server}, "new_tools": "quarantine"}, indent=1), encoding="utf-8"
    )
    with pytest.raises(GatewayConfigError) as caught:
        load_gateway_config(path)
    message = str(caught.value)
    # indent=1: {, "TOP": {, "a": {, "command", }, }, then "new_tools" on line 7
    assert f"{path}:7: new_tools: not read at the top level of a client config ({top})" in message
    assert f"{top}.NAME.new_tools" in message and "--new-tools" in message
    path.write_text(json.dumps({top: {"a": {**server, "new_tools": "quarantine"}}}))
    assert load_gateway_config(path).new_tools_of("a") == "quarantine"


def test_one_load_reports_the_error_of_every_part_in_line_order(tmp_path: Path) -> None:
    """trial35 L6: with `timout:` (line 4), `comand:` (line 6) and `mode: fulll` (line 7)
    it took three runs to see the three errors, `mode` first. One load now names each
    part's error, in line order (lines counted by hand); the error's attributes are the
    first one's."""
    path = write(
        tmp_path,
        "gw.yaml",
        "upstreams:\n"
        "  time:\n"
        "    command: mcp-server-time\n"
        "    timout: 5\n"
        "  calc:\n"
        "    comand: mcp-server-calculator\n"
        "mode: fulll\n",
    )
    with pytest.raises(GatewayConfigError) as info:
        load_gateway_config(path)
    lines = str(info.value).splitlines()
    assert lines[0].startswith(f"{path}:4: upstreams.time.timout: unknown key 'timout'"), lines
    assert lines[1].startswith(f"  also: {path}:6: upstreams.calc.comand: unknown key"), lines
    assert lines[2] == f'  also: {path}:7: mode: "fulll" is not one of full, search, search-load'
    assert len(lines) == 3
    assert (info.value.line, info.value.key) == (4, "upstreams.time.timout")


def test_the_errors_of_one_load_are_bounded(tmp_path: Path) -> None:
    """Twelve servers with a typo each: ten named (the first and nine more), then a count."""
    text = "upstreams:\n" + "".join(f"  s{i}:\n    comand: x\n" for i in range(12))
    path = write(tmp_path, "gw.yaml", text)
    with pytest.raises(GatewayConfigError) as info:
        load_gateway_config(path)
    lines = str(info.value).splitlines()
    assert len(lines) == 11 and lines[-1] == "  … and 2 more errors", lines
    assert lines[0].startswith(f"{path}:3: upstreams.s0.comand")
