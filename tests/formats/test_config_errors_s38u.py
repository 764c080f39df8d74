"""Every independent error of ONE server in one load (trial38 LOW: `arg` for `args` and a
`timeout` of "5" in one server took two runs; errors of different servers already came
together, trial35 L6). Line numbers below are counted by hand in the texts written."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tooldeck.errors import GatewayConfigError
from tooldeck.formats.mcp_config import load_gateway_config


def _lines(path: Path) -> list[str]:
    with pytest.raises(GatewayConfigError) as info:
        load_gateway_config(path)
    return str(info.value).splitlines()


def test_unknown_key_and_bad_timeout_of_one_server_come_together(tmp_path: Path) -> None:
    """The trial's badcfg.json, one key a line: `arg` on line 5, `timeout` on line 6."""
    path = tmp_path / "badcfg.json"
    path.write_text(
        '{\n  "mcpServers": {\n    "x": {\n      "command": "/bin/true",\n'
        '      "arg": ["a"],\n      "timeout": "5"\n    }\n  }\n}\n'
    )
    lines = _lines(path)
    assert lines[0].startswith(
        f"{path}:5: mcpServers.x.arg: unknown key 'arg' (did you mean 'args'?)"
    )
    assert lines[1] == (
        f"  also: {path}:6: mcpServers.x.timeout: must be a number of seconds > 0 (the call "
        "timeout of this server's tools; leave it out for the gateway's --timeout), not \"5\""
    )
    assert len(lines) == 2


def test_each_part_of_a_tooldeck_server_and_other_servers_in_line_order(tmp_path: Path) -> None:
    """Two unknown keys, a bad new_tools, a bad annotation and a bad duplicate_window of
    `a` (lines 4–8), then `b`'s bad timeout (line 11): six errors, in line order."""
    path = tmp_path / "gw.yaml"
    path.write_text(
        "upstreams:\n"
        "  a:\n"
        "    command: srv\n"
        "    timout: 5\n"
        "    colour: red\n"
        "    new_tools: later\n"
        "    annotations: {'*': {readOnly: true}}\n"
        "    duplicate_window: -1\n"
        "  b:\n"
        "    command: srv\n"
        "    timeout: 0\n"
    )
    lines = _lines(path)
    keys = [line.removeprefix("  also: ").split(": ")[1] for line in lines]
    assert keys == [
        "upstreams.a.timout",
        "upstreams.a.colour",
        "upstreams.a.new_tools",
        "upstreams.a.annotations['*'].readOnly",
        "upstreams.a.duplicate_window",
        "upstreams.b.timeout",
    ], lines
    assert [line.removeprefix("  also: ").split(": ")[0] for line in lines] == [
        f"{path}:{n}" for n in (4, 5, 6, 7, 8, 11)
    ]


def test_a_misspelt_command_is_one_error_not_two(tmp_path: Path) -> None:
    """`comand` is the mistake; "needs a command" would be its consequence, not a second
    error to fix."""
    path = tmp_path / "c.json"
    path.write_text(json.dumps({"mcpServers": {"y": {"comand": "/bin/true", "timeout": -1}}}))
    lines = _lines(path)
    assert len(lines) == 2, lines
    assert "mcpServers.y.comand: unknown key 'comand' (did you mean 'command'?)" in lines[0]
    assert "mcpServers.y.timeout: must be a number of seconds > 0" in lines[1]
    assert not any("needs a command" in line for line in lines)


def test_a_server_without_command_still_says_so_beside_its_other_error(tmp_path: Path) -> None:
    path = tmp_path / "d.json"
    path.write_text(json.dumps({"mcpServers": {"z": {"args": ["a"], "timeout": "5"}}}))
    lines = _lines(path)
    assert "mcpServers.z: a server needs a command (stdio) or a url" in lines[0]
    assert "mcpServers.z.timeout:" in lines[1] and len(lines) == 2


def test_an_error_outweighs_leaving_a_server_out(tmp_path: Path) -> None:
    """A disabled server with an unknown key: the key is still reported (as before); a
    server whose cwd is missing but whose timeout is bad: the timeout is the error."""
    path = tmp_path / "e.json"
    path.write_text(
        json.dumps({"mcpServers": {"d": {"command": "x", "disabled": True, "argz": []}}})
    )
    assert "mcpServers.d.argz: unknown key" in _lines(path)[0]
    path.write_text(
        json.dumps(
            {"mcpServers": {"w": {"command": "x", "cwd": str(tmp_path / "no"), "timeout": "5"}}}
        )
    )
    lines = _lines(path)
    assert len(lines) == 1 and "mcpServers.w.timeout:" in lines[0]


def test_a_good_server_still_reads_every_option(tmp_path: Path) -> None:
    path = tmp_path / "ok.json"
    path.write_text(
        json.dumps(
            {
                "mcpServers": {
                    "s": {
                        "command": "srv",
                        "timeout": 7,
                        "new_tools": "quarantine",
                        "duplicate_window": 0,
                        "annotations": {"*": {"readOnlyHint": True}},
                    }
                }
            }
        )
    )
    config = load_gateway_config(path)
    (spec,) = config.upstreams
    assert (spec.timeout_s, spec.new_tools, spec.duplicate_window_s) == (7.0, "quarantine", 0.0)
    assert spec.annotations == (("*", {"readOnlyHint": True}),)
    assert spec.annotations_at["*"].startswith(f"{path}:1: mcpServers.s.annotations")
